"""Native helpers of ``index.rules``: the ``index.cmp`` predicate, asm names, cast checks.

``index.cmp``'s predicate is MLIR's ``IndexCmpPredicateAttr``, written
``#index<cmp_predicate slt>`` in generic form and as the bare keyword in the
custom form ``index.cmp slt(%a, %b)``. irlite keeps it as the attribute of the
``index`` dialect with that exact text (``predicate_attr("slt")``), so it prints
and round-trips as mlir-opt 19 does. ``predicate_name(attr)`` reads it back.

``FOLDERS`` (op name -> folder) and ``materialize_constant`` are what
``canonicalize`` uses for the dialect. What it does not do: lower anything
(``passes/conversion/index_to_llvm.py`` does).
"""

from __future__ import annotations

import re
from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import IntegerAttr, OpaqueAttr
from irlite.ir.core import Operation
from irlite.ir.types import IndexType, IntegerType

__all__ = [
    "PREDICATES",
    "bool_names",
    "constant_names",
    "parse_cmp",
    "predicate_attr",
    "predicate_name",
    "print_cmp",
    "verify_cast",
    "verify_cmp",
]

#: MLIR's ``IndexCmpPredicate`` cases, in enum order.
PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
_PRED_SET = frozenset(PREDICATES)
_BARE = re.compile(r"[A-Za-z_][\w$.]*")
_I1 = IntegerType.get(1)


def predicate_attr(name: str) -> Any:
    """The ``#index<cmp_predicate NAME>`` attribute of a predicate keyword."""
    return OpaqueAttr.get("index", f"cmp_predicate {name}")


_ATTRS = {p: predicate_attr(p) for p in PREDICATES}
_NAMES = {a: p for p, a in _ATTRS.items()}


def predicate_name(attr: Any) -> str | None:
    """The keyword (``slt``) of a ``#index<cmp_predicate slt>`` attribute, else ``None``."""
    name = _NAMES.get(attr)
    if name is None and getattr(attr, "dialect", None) == "index":
        text = " ".join(str(getattr(attr, "data", getattr(attr, "body", ""))).split())
        if text.startswith("cmp_predicate "):
            cand = text[len("cmp_predicate ") :].strip()
            if cand in _PRED_SET:
                name = cand
    return name


def verify_cmp(op: Operation) -> str | None:
    a = op.properties.get("pred")
    if a is None or predicate_name(a) is None:
        return (
            "attribute 'pred' failed to satisfy constraint: index comparison predicate "
            f"(one of {', '.join(PREDICATES)})"
        )
    return None


def parse_cmp(cls: Any, p: Any) -> Operation:
    """``PRED `(` %lhs `,` %rhs `)` attr-dict``."""
    p.ws()
    pos = p.pos
    m = _BARE.match(p.src, pos)
    if m is None:
        p.error("custom op 'index.cmp' expected valid keyword", pos)
    if m.group() not in _PRED_SET:
        p.error(
            "custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: "
            + ", ".join(PREDICATES),
            pos,
        )
    p.pos = m.end()
    pred = _ATTRS[m.group()]
    p.expect("(", "'('")
    lhs = p.parse_operand_ref()
    p.expect(",", "','")
    rhs = p.parse_operand_ref()
    p.expect(")", "')'")
    attrs = p.parse_optional_attr_dict() or {}
    props = {"pred": attrs.pop("pred", pred)}
    idx = IndexType.get()
    operands = p.resolve_operands([lhs, rhs], [idx, idx])
    op = cls.__new__(cls)
    Operation.__init__(op, "index.cmp", operands, [_I1], props, attrs or None)
    return op


def print_cmp(op: Operation, p: Any) -> None:
    out = p.out
    name = predicate_name(op.properties.get("pred")) or "eq"
    out.append(f"index.cmp {name}({p.value_name(op.operand(0))}, {p.value_name(op.operand(1))})")
    if op.attributes:
        out.append(" " + p.attr_dict_text(op.attributes))


def constant_names(value: Any) -> list:
    """``%idx42`` / ``%idx-3``, as mlir-opt names ``index.constant`` results."""
    if type(value) is IntegerAttr:
        return [f"idx{value.value}"]
    return [""]


def bool_names(value: Any) -> list:
    """``%true`` / ``%false``."""
    if type(value) is IntegerAttr:
        return ["true" if value.value else "false"]
    return [""]


def verify_cast(op: Operation) -> str | None:
    """MLIR's ``areCastCompatible``: exactly one side is ``index``, the other an integer."""
    a, b = op.operand(0).type, op.results[0].type
    if (type(a) is IndexType) == (type(b) is IndexType):
        return f"operand type '{a}' and result type '{b}' are cast incompatible"
    return None


# ------------------------------------------------------------------ folders
#
# ``fold(op, consts)`` (the contract of ``rules/arith_folds``): ``consts[i]`` is
# the constant attribute of operand ``i`` or ``None``; the result is an
# attribute, a value, or ``None``. ``index`` has no fixed width, so (as MLIR's
# ``foldBinaryOpUnchecked`` / ``foldBinaryOpChecked``) a constant result is
# computed at 64 and at 32 bits and kept only when both agree on the low 32
# bits: ``-1 udiv 2`` does not fold, ``2^32 + 1`` does.

_INDEX = IndexType.get()


def _wrap(v: int, w: int) -> int:
    """``v`` as a signed ``w``-bit integer."""
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


def _u(v: int, w: int) -> int:
    return v & ((1 << w) - 1)


def _tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _sdiv(a: int, b: int, w: int) -> int | None:
    return None if b == 0 else _tdiv(a, b)


def _udiv(a: int, b: int, w: int) -> int | None:
    return None if b == 0 else _u(a, w) // _u(b, w)


def _ceildivs(a: int, b: int, w: int) -> int | None:
    return None if b == 0 else -((-a) // b)


def _ceildivu(a: int, b: int, w: int) -> int | None:
    if b == 0:
        return None
    ua, ub = _u(a, w), _u(b, w)
    return 0 if ua == 0 else (ua - 1) // ub + 1


def _floordivs(a: int, b: int, w: int) -> int | None:
    return None if b == 0 else a // b


def _rems(a: int, b: int, w: int) -> int | None:
    return None if b == 0 else a - b * _tdiv(a, b)


def _remu(a: int, b: int, w: int) -> int | None:
    return None if b == 0 else _u(a, w) % _u(b, w)


def _shift_ok(b: int) -> bool:
    # A shift by 32 or more differs between the two widths: not folded.
    return 0 <= _u(b, 64) < 32


_BINARY: dict[str, Any] = {
    "index.add": lambda a, b, w: a + b,
    "index.sub": lambda a, b, w: a - b,
    "index.mul": lambda a, b, w: a * b,
    "index.divs": _sdiv,
    "index.divu": _udiv,
    "index.ceildivs": _ceildivs,
    "index.ceildivu": _ceildivu,
    "index.floordivs": _floordivs,
    "index.rems": _rems,
    "index.remu": _remu,
    "index.maxs": lambda a, b, w: max(a, b),
    "index.maxu": lambda a, b, w: max(_u(a, w), _u(b, w)),
    "index.mins": lambda a, b, w: min(a, b),
    "index.minu": lambda a, b, w: min(_u(a, w), _u(b, w)),
    "index.shl": lambda a, b, w: a << b if _shift_ok(b) else None,
    "index.shrs": lambda a, b, w: a >> b if _shift_ok(b) else None,
    "index.shru": lambda a, b, w: _u(a, w) >> b if _shift_ok(b) else None,
    "index.and": lambda a, b, w: a & b,
    "index.or": lambda a, b, w: a | b,
    "index.xor": lambda a, b, w: a ^ b,
}


def _ints(c: Any) -> tuple[int, int] | None:
    a, b = c
    if type(a) is IntegerAttr and type(b) is IntegerAttr:
        return int(a.value), int(b.value)
    return None


def _fold_both_widths(fn: Any, c: Any) -> Any:
    xy = _ints(c)
    if xy is None:
        return None
    x, y = xy
    r64 = fn(_wrap(x, 64), _wrap(y, 64), 64)
    r32 = fn(_wrap(x, 32), _wrap(y, 32), 32)
    if r64 is None or r32 is None or _u(r64, 32) != _u(r32, 32):
        return None
    return IntegerAttr.get(_INDEX, _wrap(r64, 64))


def _is(a: Any, v: int) -> bool:
    return type(a) is IntegerAttr and a.value == v


def _binary_folder(name: str) -> Any:
    fn = _BINARY[name]

    def fold(op: Any, c: Any) -> Any:
        r = _fold_both_widths(fn, c)
        if r is not None:
            return r
        rhs = c[1]
        if name in ("index.add", "index.sub") and _is(rhs, 0):
            return op.op_operands[0].value  # x + 0, x - 0
        if name == "index.mul":
            if _is(rhs, 1):
                return op.op_operands[0].value  # x * 1
            if _is(rhs, 0):
                return rhs  # x * 0
        return None

    return fold


def _compare(pred: str, a: int, b: int, w: int) -> bool:
    ua, ub = _u(a, w), _u(b, w)
    return {
        "eq": a == b,
        "ne": a != b,
        "slt": a < b,
        "sle": a <= b,
        "sgt": a > b,
        "sge": a >= b,
        "ult": ua < ub,
        "ule": ua <= ub,
        "ugt": ua > ub,
        "uge": ua >= ub,
    }[pred]


def fold_cmp(op: Any, c: Any) -> Any:
    """Constant operands (when 32 and 64 bits agree), or ``cmp(x, x)``."""
    pred = predicate_name(op.properties.get("pred"))
    if pred is None:
        return None
    if op.op_operands[0].value is op.op_operands[1].value:
        return IntegerAttr.get(_I1, int(pred in ("eq", "sle", "sge", "ule", "uge")))
    xy = _ints(c)
    if xy is None:
        return None
    x, y = xy
    r64 = _compare(pred, _wrap(x, 64), _wrap(y, 64), 64)
    r32 = _compare(pred, _wrap(x, 32), _wrap(y, 32), 32)
    return IntegerAttr.get(_I1, int(r64)) if r64 == r32 else None


FOLDERS: dict = {name: _binary_folder(name) for name in _BINARY}
FOLDERS["index.cmp"] = fold_cmp


def materialize_constant(value: Any, type_: Any, loc: Any) -> Any:
    """``index.constant`` for an index attribute, ``index.bool.constant`` for an ``i1`` one."""
    mod = builtin_module("index")
    if type(value) is not IntegerAttr:
        return None
    if value.type is _INDEX:
        return mod.ConstantOp.build(value=value, loc=loc)
    if value.type is _I1:
        return mod.BoolConstantOp.build(value=value, loc=loc)
    return None
