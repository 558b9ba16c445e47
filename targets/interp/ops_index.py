"""``index`` dialect semantics for the interpreter (MLIR 19's ``index`` ops), on 64-bit ``index``.

``index`` is the target's pointer width; the interpreter fixes it at 64 bits
(``index.sizeof`` is 64), as the CPU target does. MLIR folds an index op only
when its 64- and 32-bit results agree, because the width is unknown at compile
time; that restriction is about folding and does not apply here: execution
happens at one width, so every op computes its 64-bit result.

Semantics, as MLIR 19's ``IndexOps.td`` states them (and as the LLVM lowering
behaves where it is silent):

* ``add``/``sub``/``mul``/``and``/``or``/``xor``: two's complement, wrapping;
* ``divs``/``ceildivs``/``floordivs``: signed quotient rounded toward zero,
  +infinity, -infinity; ``divu``/``ceildivu``: unsigned quotient rounded toward
  zero / +infinity; ``rems``: signed remainder with the dividend's sign;
  ``remu``: unsigned remainder. A zero divisor is undefined behavior for all
  of them, and so is the signed overflow ``MIN / -1`` of the signed divisions
  and of ``rems`` (which lowers to ``llvm.srem``, undefined there too);
* ``maxs``/``mins`` (signed) and ``maxu``/``minu`` (unsigned);
* ``shl``/``shrs`` (arithmetic)/``shru`` (logical): the shift amount is read
  as unsigned; an amount of 64 or more is undefined behavior ("the operation
  is undefined", MLIR 19's wording);
* ``cmp``: the ten predicates ``eq ne slt sle sgt sge ult ule ugt uge``, an
  ``i1`` result;
* ``casts``/``castu``: between ``index`` and an integer type, truncating to a
  narrower type and sign-/zero-extending to a wider one;
* ``constant``/``bool.constant``/``sizeof``.

Undefined behavior raises ``UndefinedBehavior``; a poison operand makes the
result poison. What it does not do: model a 32-bit ``index``.
"""

from __future__ import annotations

from typing import Any

from ...rules.index import predicate_name
from .interpreter import register
from .values import POISON, InterpError, UndefinedBehavior, int_width, wrap

_W = 64  # the interpreter's index width (values.int_width(index))
_MASK = (1 << _W) - 1
_SMIN = -(1 << (_W - 1))


def _u(x: int) -> int:
    return x & _MASK


def _nonzero(op: Any, y: int) -> None:
    if y == 0:
        raise UndefinedBehavior(f"'{op.name}': division by zero")


def _signed_div_checks(op: Any, x: int, y: int) -> None:
    _nonzero(op, y)
    if x == _SMIN and y == -1:
        raise UndefinedBehavior(f"'{op.name}': signed division overflow")


def _tdiv(x: int, y: int) -> int:
    q = abs(x) // abs(y)
    return q if (x < 0) == (y < 0) else -q


def _divs(op: Any, x: int, y: int) -> int:
    _signed_div_checks(op, x, y)
    return _tdiv(x, y)


def _ceildivs(op: Any, x: int, y: int) -> int:
    _signed_div_checks(op, x, y)
    return -((-x) // y)


def _floordivs(op: Any, x: int, y: int) -> int:
    _signed_div_checks(op, x, y)
    return x // y


def _rems(op: Any, x: int, y: int) -> int:
    _signed_div_checks(op, x, y)
    return x - y * _tdiv(x, y)


def _divu(op: Any, x: int, y: int) -> int:
    _nonzero(op, y)
    return _u(x) // _u(y)


def _ceildivu(op: Any, x: int, y: int) -> int:
    _nonzero(op, y)
    return -(-_u(x) // _u(y))


def _remu(op: Any, x: int, y: int) -> int:
    _nonzero(op, y)
    return _u(x) % _u(y)


def _shift_amount(op: Any, y: int) -> int:
    s = _u(y)
    if s >= _W:
        raise UndefinedBehavior(
            f"'{op.name}': shift amount {s} is not less than the index width {_W}"
        )
    return s


def _shl(op: Any, x: int, y: int) -> int:
    return x << _shift_amount(op, y)


def _shrs(op: Any, x: int, y: int) -> int:
    return x >> _shift_amount(op, y)


def _shru(op: Any, x: int, y: int) -> int:
    return _u(x) >> _shift_amount(op, y)


_BINARY = {
    "index.add": lambda op, x, y: x + y,
    "index.sub": lambda op, x, y: x - y,
    "index.mul": lambda op, x, y: x * y,
    "index.divs": _divs,
    "index.divu": _divu,
    "index.ceildivs": _ceildivs,
    "index.ceildivu": _ceildivu,
    "index.floordivs": _floordivs,
    "index.rems": _rems,
    "index.remu": _remu,
    "index.maxs": lambda op, x, y: max(x, y),
    "index.maxu": lambda op, x, y: max(_u(x), _u(y)),
    "index.mins": lambda op, x, y: min(x, y),
    "index.minu": lambda op, x, y: min(_u(x), _u(y)),
    "index.shl": _shl,
    "index.shrs": _shrs,
    "index.shru": _shru,
    "index.and": lambda op, x, y: x & y,
    "index.or": lambda op, x, y: x | y,
    "index.xor": lambda op, x, y: x ^ y,
}


def _binary_handler(fn: Any) -> Any:
    def h(it: Any, op: Any, args: list) -> tuple:
        x, y = args
        if x is POISON or y is POISON:
            return (POISON,)
        return (wrap(fn(op, x, y), _W),)

    return h


for _name, _fn in _BINARY.items():
    register(_name)(_binary_handler(_fn))


# the comparison of each of ``rules.index.PREDICATES``
_PREDICATES = {
    "eq": lambda x, y: x == y,
    "ne": lambda x, y: x != y,
    "slt": lambda x, y: x < y,
    "sle": lambda x, y: x <= y,
    "sgt": lambda x, y: x > y,
    "sge": lambda x, y: x >= y,
    "ult": lambda x, y: _u(x) < _u(y),
    "ule": lambda x, y: _u(x) <= _u(y),
    "ugt": lambda x, y: _u(x) > _u(y),
    "uge": lambda x, y: _u(x) >= _u(y),
}
_PRED_CACHE: dict = {}


def _predicate(op: Any) -> Any:
    """The comparison of ``index.cmp``'s ``#index<cmp_predicate P>`` attribute."""
    a = op.properties.get("pred")
    fn = _PRED_CACHE.get(a)
    if fn is None:
        word = predicate_name(a)
        fn = _PREDICATES.get(word) if word is not None else None
        if fn is None:
            raise InterpError(f"'index.cmp': unknown predicate {a}")
        _PRED_CACHE[a] = fn
    return fn


@register("index.cmp")
def _cmp(it: Any, op: Any, args: list) -> tuple:
    x, y = args
    if x is POISON or y is POISON:
        return (POISON,)
    return (-1 if _predicate(op)(x, y) else 0,)  # i1 true is -1 in signed normal form


@register("index.constant")
def _constant(it: Any, op: Any, args: list) -> tuple:
    return (wrap(int(op.properties["value"].value), _W),)


@register("index.bool.constant")
def _bool_constant(it: Any, op: Any, args: list) -> tuple:
    return (-1 if op.properties["value"].value else 0,)


@register("index.sizeof")
def _sizeof(it: Any, op: Any, args: list) -> tuple:
    return (_W,)


def _cast(signed: bool) -> Any:
    def h(it: Any, op: Any, args: list) -> tuple:
        (x,) = args
        if x is POISON:
            return (POISON,)
        src = int_width(op.op_operands[0].value.type)
        dst = int_width(op.results[0].type)
        if dst > src and not signed:
            x &= (1 << src) - 1  # zero-extend: the unsigned reading
        return (wrap(x, dst),)

    return h


register("index.casts")(_cast(True))
register("index.castu")(_cast(False))
