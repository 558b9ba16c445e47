"""Affine expressions, affine maps and integer sets: values, text in, text out.

These are MLIR's ``AffineExpr``, ``AffineMap`` and ``IntegerSet``: immutable,
hash-consed values (equality is identity). Expressions are simplified while
they are built exactly as MLIR's ``AffineExpr`` operators do (constant
folding with MLIR's overflow rules, constants moved to the right,
``d0 + 2 + 3`` → ``d0 + 5``, ``c1 * e + c2 * e`` → ``(c1 + c2) * e``,
``e - (e floordiv c) * c`` → ``e mod c``, …), so the text printed for a map
is byte-identical to what mlir-opt 19 prints for the same input.

Parsing reads the inline forms ``(d0, d1)[s0] -> (d0 + s0, d1 * 2)`` and
``(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`` straight from a parser's ``src`` at
its ``pos`` (the parser object only needs ``src``, ``pos`` and ``error``).
Expressions of SSA ids (the custom syntax of the affine dialect's ops) are
supported through callbacks.

What this module does not do: wrap maps and sets as attributes
(``affine_map<...>`` / ``affine_set<...>`` live in ``layout_attrs``), nor the
heavier algebra of MLIR's ``simplifyAffineExpr`` / flattening; only what
MLIR does on construction (plus ``compose`` and evaluation).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from typing import NoReturn, Union

from .cursor import WS, ParseError, wrong_token_offset

__all__ = [
    "AffineBinaryOpExpr",
    "AffineConstantExpr",
    "AffineDimExpr",
    "AffineExpr",
    "AffineExprKind",
    "AffineMap",
    "AffineSymbolExpr",
    "IntegerSet",
    "get_affine_binary_op_expr",
    "get_affine_constant_expr",
    "get_affine_dim_expr",
    "get_affine_symbol_expr",
    "lexer_error_at",
    "parse_affine_expr_of_ssa_ids",
    "parse_affine_map",
    "parse_affine_map_of_ssa_ids",
    "parse_affine_map_or_integer_set",
    "parse_integer_set",
    "prev_token_end",
    "raise_at_token",
]

INT64_MIN = -(1 << 63)
INT64_MAX = (1 << 63) - 1
_U64 = (1 << 64) - 1


def _wrap(v: int) -> int:
    """Two's-complement wrap to int64 (what MLIR's int64_t arithmetic does)."""
    if INT64_MIN <= v <= INT64_MAX:
        return v
    return ((v - INT64_MIN) & _U64) + INT64_MIN


class AffineExprKind:
    """Expression kinds, numbered as MLIR's ``AffineExprKind``."""

    __slots__ = ()
    ADD = 0
    MUL = 1
    MOD = 2
    FLOORDIV = 3
    CEILDIV = 4
    CONSTANT = 5
    DIM = 6
    SYMBOL = 7


_ADD = AffineExprKind.ADD
_MUL = AffineExprKind.MUL
_MOD = AffineExprKind.MOD
_FLOORDIV = AffineExprKind.FLOORDIV
_CEILDIV = AffineExprKind.CEILDIV
_CONST = AffineExprKind.CONSTANT
_DIM = AffineExprKind.DIM
_SYM = AffineExprKind.SYMBOL

_OP_SPELLING = {
    _ADD: " + ",
    _MUL: " * ",
    _MOD: " mod ",
    _FLOORDIV: " floordiv ",
    _CEILDIV: " ceildiv ",
}

ExprLike = Union["AffineExpr", int]


# ----------------------------------------------------------------------------- expressions


class AffineExpr:
    """An affine expression; create through the ``get_*`` functions or operators.

    Python operators build simplified expressions as MLIR's C++ operators do:
    ``e + f``, ``e - f``, ``e * f``, ``-e``, ``e % f`` (``mod``),
    ``e // f`` (``floordiv``) and ``e.ceildiv(f)``; ints are promoted to
    constants. ``str(e)`` is MLIR's text (``d0 * 2 + s0``).
    """

    __slots__ = ("__weakref__", "_lkd", "_str", "is_symbolic_or_constant", "kind")

    kind: int
    is_symbolic_or_constant: bool
    # Set by the subclasses (declared here for type checkers): a constant's
    # `value`, a dim's or symbol's `position`, a binary node's `lhs` / `rhs`.
    value: int
    position: int
    lhs: AffineExpr
    rhs: AffineExpr

    # -- operators (MLIR's AffineExpr operator overloads)
    def __add__(self, other: ExprLike) -> AffineExpr:
        return _add(self, _as_expr(other))

    def __radd__(self, other: int) -> AffineExpr:
        return _add(self, _as_expr(other))

    def __mul__(self, other: ExprLike) -> AffineExpr:
        return _mul(self, _as_expr(other))

    def __rmul__(self, other: int) -> AffineExpr:
        return _mul(self, _as_expr(other))

    def __neg__(self) -> AffineExpr:
        return _mul(self, _MINUS_ONE)

    def __sub__(self, other: ExprLike) -> AffineExpr:
        return _add(self, _mul(_as_expr(other), _MINUS_ONE))

    def __rsub__(self, other: int) -> AffineExpr:
        return _add(_mul(self, _MINUS_ONE), _as_expr(other))

    def __mod__(self, other: ExprLike) -> AffineExpr:
        return _mod(self, _as_expr(other))

    def __floordiv__(self, other: ExprLike) -> AffineExpr:
        return _div(_FLOORDIV, self, _as_expr(other))

    def floordiv(self, other: ExprLike) -> AffineExpr:
        return _div(_FLOORDIV, self, _as_expr(other))

    def ceildiv(self, other: ExprLike) -> AffineExpr:
        return _div(_CEILDIV, self, _as_expr(other))

    # -- queries
    @property
    def largest_known_divisor(self) -> int:
        """MLIR's ``getLargestKnownDivisor`` (int64 semantics)."""
        d = self._lkd
        if d is None:
            d = self._lkd = _largest_known_divisor(self)
        return d

    def is_pure_affine(self) -> bool:
        """True if mul/div/mod only take constant right (or either, for mul) operands."""
        k = self.kind
        if k >= _CONST:
            return True
        assert isinstance(self, AffineBinaryOpExpr)
        lhs, rhs = self.lhs, self.rhs
        if k == _ADD:
            return lhs.is_pure_affine() and rhs.is_pure_affine()
        if k == _MUL:
            return (
                lhs.is_pure_affine()
                and rhs.is_pure_affine()
                and (lhs.kind == _CONST or rhs.kind == _CONST)
            )
        return lhs.is_pure_affine() and rhs.kind == _CONST

    def is_function_of_dim(self, position: int) -> bool:
        if self.kind == _DIM:
            return self.position == position
        if self.kind < _CONST:
            return self.lhs.is_function_of_dim(position) or self.rhs.is_function_of_dim(position)
        return False

    def is_function_of_symbol(self, position: int) -> bool:
        if self.kind == _SYM:
            return self.position == position
        if self.kind < _CONST:
            return self.lhs.is_function_of_symbol(position) or self.rhs.is_function_of_symbol(
                position
            )
        return False

    def walk(self) -> list[AffineExpr]:
        """Sub-expressions in post order (this expression last)."""
        out: list[AffineExpr] = []

        def rec(e: AffineExpr) -> None:
            if e.kind < _CONST:
                rec(e.lhs)
                rec(e.rhs)
            out.append(e)

        rec(self)
        return out

    def replace_dims_and_symbols(
        self, dims: Sequence[AffineExpr], symbols: Sequence[AffineExpr] = ()
    ) -> AffineExpr:
        """Substitute ``d_i`` by ``dims[i]`` and ``s_j`` by ``symbols[j]`` (out of range: kept),
        rebuilding (and so re-simplifying) only what changed."""
        k = self.kind
        if k == _CONST:
            return self
        if k == _DIM:
            p = self.position
            return dims[p] if p < len(dims) else self
        if k == _SYM:
            p = self.position
            return symbols[p] if p < len(symbols) else self
        lhs, rhs = self.lhs, self.rhs
        nl = lhs.replace_dims_and_symbols(dims, symbols)
        nr = rhs.replace_dims_and_symbols(dims, symbols)
        if nl is lhs and nr is rhs:
            return self
        return get_affine_binary_op_expr(k, nl, nr)

    def replace(self, mapping: dict[AffineExpr, AffineExpr]) -> AffineExpr:
        """Sparse replacement of whole sub-expressions."""
        r = mapping.get(self)
        if r is not None:
            return r
        if self.kind >= _CONST:
            return self
        lhs, rhs = self.lhs, self.rhs
        nl, nr = lhs.replace(mapping), rhs.replace(mapping)
        if nl is lhs and nr is rhs:
            return self
        return get_affine_binary_op_expr(self.kind, nl, nr)

    def compose(self, map: AffineMap) -> AffineExpr:
        """Replace dims by the results of ``map`` (MLIR's ``AffineExpr::compose``)."""
        return self.replace_dims_and_symbols(map.results, ())

    def evaluate(self, dims: Sequence[int], symbols: Sequence[int] = ()) -> int:
        """Value for the given dim and symbol values (MLIR's floordiv/ceildiv/mod).

        Raises ``ZeroDivisionError`` for a division or mod by zero.
        """
        k = self.kind
        if k == _CONST:
            return self.value
        if k == _DIM:
            return dims[self.position]
        if k == _SYM:
            return symbols[self.position]
        a = self.lhs.evaluate(dims, symbols)
        b = self.rhs.evaluate(dims, symbols)
        if k == _ADD:
            return a + b
        if k == _MUL:
            return a * b
        if k == _FLOORDIV:
            return a // b
        if k == _CEILDIV:
            return -((-a) // b)
        return a % b

    # -- text
    def __str__(self) -> str:
        s = self._str
        if s is None:
            s = self._str = _print_weak(self, None)
        return s

    def __repr__(self) -> str:
        return f"AffineExpr({self})"

    def print_with_names(self, name: Callable[[int, bool], str]) -> str:
        """Text with ``name(position, is_symbol)`` in place of ``d0``/``s0``."""
        return _print_weak(self, name)


class AffineConstantExpr(AffineExpr):
    __slots__ = ("value",)

    value: int

    def __reduce__(self):
        return (get_affine_constant_expr, (self.value,))


class AffineDimExpr(AffineExpr):
    __slots__ = ("position",)

    position: int

    def __reduce__(self):
        return (get_affine_dim_expr, (self.position,))


class AffineSymbolExpr(AffineExpr):
    __slots__ = ("position",)

    position: int

    def __reduce__(self):
        return (get_affine_symbol_expr, (self.position,))


class AffineBinaryOpExpr(AffineExpr):
    __slots__ = ("lhs", "rhs")

    lhs: AffineExpr
    rhs: AffineExpr

    def __reduce__(self):
        return (_raw_binary, (self.kind, self.lhs, self.rhs))


_CONSTS: dict[int, AffineConstantExpr] = {}
_DIMS: list[AffineDimExpr] = []
_SYMS: list[AffineSymbolExpr] = []
_BINARY: dict[tuple, AffineBinaryOpExpr] = {}


def get_affine_constant_expr(value: int) -> AffineConstantExpr:
    """The (interned) constant ``value``; it must fit in int64."""
    e = _CONSTS.get(value)
    if e is None:
        if not INT64_MIN <= value <= INT64_MAX:
            raise ValueError(f"affine constant {value} does not fit in int64")
        e = AffineConstantExpr.__new__(AffineConstantExpr)
        e.kind = _CONST
        e.value = value
        e.is_symbolic_or_constant = True
        e._str = str(value)
        e._lkd = None
        _CONSTS[value] = e
    return e


def _make_positional(cls: type, kind: int, table: list, position: int):
    while len(table) <= position:
        e = cls.__new__(cls)
        e.kind = kind
        e.position = len(table)
        e.is_symbolic_or_constant = kind == _SYM
        e._str = ("s" if kind == _SYM else "d") + str(e.position)
        e._lkd = 1
        table.append(e)
    return table[position]


def get_affine_dim_expr(position: int) -> AffineDimExpr:
    """The (interned) dimension ``d<position>``."""
    if position < len(_DIMS):
        return _DIMS[position]
    if position < 0:
        raise ValueError("negative dimension position")
    return _make_positional(AffineDimExpr, _DIM, _DIMS, position)


def get_affine_symbol_expr(position: int) -> AffineSymbolExpr:
    """The (interned) symbol ``s<position>``."""
    if position < len(_SYMS):
        return _SYMS[position]
    if position < 0:
        raise ValueError("negative symbol position")
    return _make_positional(AffineSymbolExpr, _SYM, _SYMS, position)


def _raw_binary(kind: int, lhs: AffineExpr, rhs: AffineExpr) -> AffineBinaryOpExpr:
    """The interned binary node, without any simplification."""
    key = (kind, lhs, rhs)
    e = _BINARY.get(key)
    if e is None:
        e = AffineBinaryOpExpr.__new__(AffineBinaryOpExpr)
        e.kind = kind
        e.lhs = lhs
        e.rhs = rhs
        e.is_symbolic_or_constant = lhs.is_symbolic_or_constant and rhs.is_symbolic_or_constant
        e._str = None
        e._lkd = None
        _BINARY[key] = e
    return e


_c = get_affine_constant_expr
_ZERO = _c(0)
_ONE = _c(1)
_MINUS_ONE = _c(-1)


def _as_expr(x: ExprLike) -> AffineExpr:
    if isinstance(x, AffineExpr):
        return x
    if isinstance(x, int) and not isinstance(x, bool):
        return _c(_wrap(x))
    raise TypeError(f"expected an AffineExpr or int, got {type(x).__name__}")


def get_affine_binary_op_expr(kind: int, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """``lhs <kind> rhs``, simplified as MLIR's ``getAffineBinaryOpExpr``."""
    if kind == _ADD:
        return _add(lhs, rhs)
    if kind == _MUL:
        return _mul(lhs, rhs)
    if kind in (_FLOORDIV, _CEILDIV):
        return _div(kind, lhs, rhs)
    if kind == _MOD:
        return _mod(lhs, rhs)
    raise ValueError(f"not a binary affine expression kind: {kind}")


# -- MLIR's construction-time simplifications (mlir/lib/IR/AffineExpr.cpp)


def _largest_known_divisor(e: AffineExpr) -> int:
    k = e.kind
    if k in (_DIM, _SYM):
        return 1
    if k == _CONST:
        return _wrap(abs(e.value))
    lhs, rhs = e.lhs, e.rhs
    if k in (_FLOORDIV, _CEILDIV):
        if rhs.kind == _CONST and rhs.value != 0:
            d = lhs.largest_known_divisor
            r = rhs.value
            if d % r == 0:
                return _wrap(d // r)
        return 1
    if k == _MUL:
        return _wrap(lhs.largest_known_divisor * rhs.largest_known_divisor)
    # ADD, MOD: gcd of the two as uint64, back to int64.
    return _wrap(math.gcd(lhs.largest_known_divisor & _U64, rhs.largest_known_divisor & _U64))


def _add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    lk = lhs.kind
    rk = rhs.kind
    if lk == _CONST and rk == _CONST:
        s = lhs.value + rhs.value
        if INT64_MIN <= s <= INT64_MAX:
            return _c(s)
        return _raw_binary(_ADD, lhs, rhs)  # overflow: MLIR keeps the sum unfolded
    # Constants (then symbolic terms) go to the right.
    if lk == _CONST or (lhs.is_symbolic_or_constant and not rhs.is_symbolic_or_constant):
        return _add(rhs, lhs)
    if rk == _CONST:
        rv = rhs.value
        if rv == 0:
            return lhs
        # (e + c1) + c2 -> e + (c1 + c2)
        if lk == _ADD and lhs.rhs.kind == _CONST:
            return _add(lhs.lhs, _c(_wrap(lhs.rhs.value + rv)))
    # c1 * e + c2 * e -> (c1 + c2) * e
    if lk == _MUL and lhs.rhs.kind == _CONST:
        c1 = lhs.rhs.value
        first = lhs.lhs
    else:
        c1 = 1
        first = lhs
    r_is_bin = rk < _CONST
    if rk == _MUL and rhs.rhs.kind == _CONST:
        c2 = rhs.rhs.value
        second = rhs.lhs
    else:
        c2 = 1
        second = rhs
    if first is second:
        return _mul(first, _c(_wrap(c1 + c2)))
    # (e1 + c) + e2 -> (e1 + e2) + c
    if lk == _ADD and lhs.rhs.kind == _CONST:
        return _add(_add(lhs.lhs, rhs), lhs.rhs)
    # e - (e floordiv q) * q -> e mod q
    if not r_is_bin:
        return _raw_binary(_ADD, lhs, rhs)
    lrhs = rhs.lhs
    rrhs = rhs.rhs
    if rrhs.kind == _CONST and rrhs.value == -1 and lrhs.kind == _MUL:
        llrhs = lrhs.lhs
        rlrhs = lrhs.rhs
        if llrhs.kind != _FLOORDIV:
            return _raw_binary(_ADD, lhs, rhs)
        if llrhs.rhs is rlrhs and lhs is llrhs.lhs:
            return _mod(lhs, rlrhs)
    if lrhs.kind != _FLOORDIV:
        return _raw_binary(_ADD, lhs, rhs)
    if lhs is lrhs.lhs and lrhs.rhs is _mul(rrhs, _MINUS_ONE):
        return _mod(lhs, lrhs.rhs)
    return _raw_binary(_ADD, lhs, rhs)


def _mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    lk = lhs.kind
    rk = rhs.kind
    if lk == _CONST and rk == _CONST:
        p = lhs.value * rhs.value
        if INT64_MIN <= p <= INT64_MAX:
            return _c(p)
        return _raw_binary(_MUL, lhs, rhs)  # overflow: kept unfolded
    if not lhs.is_symbolic_or_constant and not rhs.is_symbolic_or_constant:
        return _raw_binary(_MUL, lhs, rhs)
    # The constant / symbolic factor goes to the right.
    if not rhs.is_symbolic_or_constant or lk == _CONST:
        return _mul(rhs, lhs)
    if rk == _CONST:
        rv = rhs.value
        if rv == 1:
            return lhs
        if rv == 0:
            return rhs
        # (e * c1) * c2 -> e * (c1 * c2)
        if lk == _MUL and lhs.rhs.kind == _CONST:
            return _mul(lhs.lhs, _c(_wrap(lhs.rhs.value * rv)))
    # (e1 * c) * e2 -> (e1 * e2) * c
    if lk == _MUL and lhs.rhs.kind == _CONST:
        return _mul(_mul(lhs.lhs, rhs), lhs.rhs)
    return _raw_binary(_MUL, lhs, rhs)


def _div(kind: int, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """``lhs floordiv rhs`` or ``lhs ceildiv rhs`` (``kind``), simplified as MLIR 19's
    ``simplifyFloorDiv``/``simplifyCeilDiv``."""
    # A zero divisor is undefined and kept; negative divisors fold (MLIR 19).
    if rhs.kind != _CONST or rhs.value == 0:
        return _raw_binary(kind, lhs, rhs)
    rv = rhs.value
    lk = lhs.kind
    if lk == _CONST:
        lv = lhs.value
        if lv == INT64_MIN and rv == -1:
            return _raw_binary(kind, lhs, rhs)  # would overflow: kept
        return _c(lv // rv if kind == _FLOORDIV else -((-lv) // rv))
    if rv == 1:
        return lhs
    if lk == _MUL and lhs.rhs.kind == _CONST:
        lv = lhs.rhs.value
        if lv % rv == 0:
            return _mul(lhs.lhs, _c(lv // rv))
    if (
        kind == _FLOORDIV
        and lk == _ADD
        and (lhs.lhs.largest_known_divisor % rv == 0 or lhs.rhs.largest_known_divisor % rv == 0)
    ):
        return _add(_div(_FLOORDIV, lhs.lhs, rhs), _div(_FLOORDIV, lhs.rhs, rhs))
    return _raw_binary(kind, lhs, rhs)


def _mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    if rhs.kind != _CONST or rhs.value < 1:
        return _raw_binary(_MOD, lhs, rhs)
    rv = rhs.value
    lk = lhs.kind
    if lk == _CONST:
        return _c(lhs.value % rv)
    if lhs.largest_known_divisor % rv == 0:
        return _ZERO
    if lk == _ADD:
        if lhs.lhs.largest_known_divisor % rv == 0:
            return _mod(lhs.rhs, rhs)
        if lhs.rhs.largest_known_divisor % rv == 0:
            return _mod(lhs.lhs, rhs)
    if lk == _MOD:
        inner = lhs.rhs
        if inner.kind == _CONST and inner.value >= 1 and inner.value % rv == 0:
            return _mod(lhs.lhs, rhs)
    return _raw_binary(_MOD, lhs, rhs)


# -- printing (mlir/lib/IR/AsmPrinter.cpp, printAffineExprInternal)


def _print_strong(e: AffineExpr, name) -> str:
    if e.kind < _CONST:
        return "(" + _print_weak(e, name) + ")"
    return _print_weak(e, name)


def _print_weak(e: AffineExpr, name) -> str:
    k = e.kind
    if k >= _CONST:
        if name is None or k == _CONST:
            return e._str  # type: ignore[return-value]
        return name(e.position, k == _SYM)
    if name is None and e._str is not None:
        return e._str
    lhs = e.lhs
    rhs = e.rhs
    if k != _ADD:
        if k == _MUL and rhs.kind == _CONST and rhs.value == -1:
            s = "-" + _print_strong(lhs, name)
        else:
            s = _print_strong(lhs, name) + _OP_SPELLING[k] + _print_strong(rhs, name)
    else:
        s = ""
        if rhs.kind == _MUL and rhs.rhs.kind == _CONST:
            rv = rhs.rhs.value
            if rv == -1:
                inner = rhs.lhs
                s = (
                    _print_weak(lhs, name)
                    + " - "
                    + (
                        _print_strong(inner, name)
                        if inner.kind == _ADD
                        else _print_weak(inner, name)
                    )
                )
            elif rv < -1:
                s = (
                    _print_weak(lhs, name)
                    + " - "
                    + _print_strong(rhs.lhs, name)
                    + " * "
                    + str(_wrap(-rv))
                )
        if not s:
            if rhs.kind == _CONST and rhs.value < 0:
                s = _print_weak(lhs, name) + " - " + str(_wrap(-rhs.value))
            else:
                s = _print_weak(lhs, name) + " + " + _print_weak(rhs, name)
    if name is None:
        e._str = s
    return s


# ----------------------------------------------------------------------------- maps and sets

_MAPS: dict[tuple, AffineMap] = {}
_SETS: dict[tuple, IntegerSet] = {}


def _id_list(prefix: str, n: int) -> str:
    return ", ".join([f"{prefix}{i}" for i in range(n)])


class AffineMap:
    """``(d0, ..)[s0, ..] -> (e0, ..)``: interned; ``str()`` is MLIR's text.

    ``results`` is a tuple of ``AffineExpr``. Create with
    ``AffineMap.get(num_dims, num_symbols, results)``.
    """

    __slots__ = ("__weakref__", "_identity", "_str", "num_dims", "num_symbols", "results")

    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]

    @staticmethod
    def get(num_dims: int, num_symbols: int = 0, results: Sequence[ExprLike] = ()) -> AffineMap:
        res = tuple([_as_expr(r) for r in results])
        key = (num_dims, num_symbols, res)
        m = _MAPS.get(key)
        if m is None:
            if num_dims < 0 or num_symbols < 0:
                raise ValueError("negative number of dims or symbols")
            m = AffineMap.__new__(AffineMap)
            m.num_dims = num_dims
            m.num_symbols = num_symbols
            m.results = res
            m._str = None
            m._identity = None
            _MAPS[key] = m
        return m

    @staticmethod
    def get_multi_dim_identity(num_dims: int) -> AffineMap:
        """``(d0, .., dn-1) -> (d0, .., dn-1)``."""
        return AffineMap.get(num_dims, 0, [get_affine_dim_expr(i) for i in range(num_dims)])

    @staticmethod
    def get_constant(value: int) -> AffineMap:
        """``() -> (value)``."""
        return AffineMap.get(0, 0, [_c(value)])

    @staticmethod
    def get_permutation(permutation: Sequence[int]) -> AffineMap:
        """``(d0, ..) -> (d_p0, d_p1, ..)``."""
        return AffineMap.get(len(permutation), 0, [get_affine_dim_expr(i) for i in permutation])

    # -- queries
    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    @property
    def num_results(self) -> int:
        return len(self.results)

    def is_identity(self) -> bool:
        """MLIR's ``isIdentity``: as many results as dims, result i is ``d_i`` (symbols ignored)."""
        r = self._identity
        if r is None:
            res = self.results
            r = len(res) == self.num_dims and all(
                e.kind == _DIM and e.position == i for i, e in enumerate(res)
            )
            self._identity = r
        return r

    def is_empty(self) -> bool:
        return self.num_dims == 0 and self.num_symbols == 0 and not self.results

    def is_single_constant(self) -> bool:
        return len(self.results) == 1 and self.results[0].kind == _CONST

    def is_constant(self) -> bool:
        return all(e.kind == _CONST for e in self.results)

    def get_constant_results(self) -> list[int]:
        return [e.value for e in self.results]

    def is_permutation(self) -> bool:
        return self.num_dims == len(self.results) and self.is_projected_permutation()

    def is_projected_permutation(self) -> bool:
        """Each result is a distinct dim (no symbols)."""
        if self.num_symbols:
            return False
        seen = set()
        for e in self.results:
            if e.kind != _DIM or e.position in seen:
                return False
            seen.add(e.position)
        return True

    # -- transformations
    def replace_dims_and_symbols(
        self,
        dims: Sequence[AffineExpr],
        symbols: Sequence[AffineExpr],
        num_result_dims: int,
        num_result_symbols: int,
    ) -> AffineMap:
        return AffineMap.get(
            num_result_dims,
            num_result_symbols,
            [e.replace_dims_and_symbols(dims, symbols) for e in self.results],
        )

    def compose(self, other: AffineMap) -> AffineMap:
        """``self ∘ other`` (MLIR's ``AffineMap::compose``): other's results feed self's dims;
        the symbols are self's followed by other's."""
        if self.num_dims != len(other.results):
            raise ValueError(
                f"cannot compose: {self.num_dims} dims vs {len(other.results)} results"
            )
        nd = other.num_dims
        ns_self = self.num_symbols
        ns = ns_self + other.num_symbols
        new_dims = [get_affine_dim_expr(i) for i in range(nd)]
        new_syms = [get_affine_symbol_expr(i) for i in range(ns_self, ns)]
        shifted = other.replace_dims_and_symbols(new_dims, new_syms, nd, ns)
        return AffineMap.get(nd, ns, [e.compose(shifted) for e in self.results])

    def evaluate(self, dims: Sequence[int], symbols: Sequence[int] = ()) -> list[int]:
        return [e.evaluate(dims, symbols) for e in self.results]

    # -- text
    def __str__(self) -> str:
        s = self._str
        if s is None:
            s = "(" + _id_list("d", self.num_dims) + ")"
            if self.num_symbols:
                s += "[" + _id_list("s", self.num_symbols) + "]"
            s += " -> (" + ", ".join([str(e) for e in self.results]) + ")"
            self._str = s
        return s

    def __repr__(self) -> str:
        return f"AffineMap({self})"

    def __reduce__(self):
        return (AffineMap.get, (self.num_dims, self.num_symbols, self.results))


class IntegerSet:
    """``(d0, ..)[s0, ..] : (e0 >= 0, e1 == 0, ..)``: interned; ``str()`` is MLIR's text.

    ``constraints`` are expressions constrained ``== 0`` where ``eq_flags`` is
    true and ``>= 0`` otherwise. An empty constraint list is stored as MLIR
    stores it: the single equality ``0 == 0``.
    """

    __slots__ = ("__weakref__", "_str", "constraints", "eq_flags", "num_dims", "num_symbols")

    num_dims: int
    num_symbols: int
    constraints: tuple[AffineExpr, ...]
    eq_flags: tuple[bool, ...]

    @staticmethod
    def get(
        num_dims: int,
        num_symbols: int,
        constraints: Sequence[ExprLike],
        eq_flags: Sequence[bool],
    ) -> IntegerSet:
        cons = tuple([_as_expr(c) for c in constraints])
        eqs = tuple([bool(f) for f in eq_flags])
        if len(cons) != len(eqs):
            raise ValueError("constraints and eq_flags differ in length")
        if not cons:
            cons, eqs = (_ZERO,), (True,)
        key = (num_dims, num_symbols, cons, eqs)
        s = _SETS.get(key)
        if s is None:
            s = IntegerSet.__new__(IntegerSet)
            s.num_dims = num_dims
            s.num_symbols = num_symbols
            s.constraints = cons
            s.eq_flags = eqs
            s._str = None
            _SETS[key] = s
        return s

    @property
    def num_constraints(self) -> int:
        return len(self.constraints)

    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    def is_empty_integer_set(self) -> bool:
        """True for the canonical empty set ``1 == 0`` (MLIR's ``isEmptyIntegerSet``)."""
        return (
            len(self.constraints) == 1
            and self.eq_flags[0]
            and self.constraints[0].kind == _CONST
            and self.constraints[0].value != 0
        )

    def contains(self, dims: Sequence[int], symbols: Sequence[int] = ()) -> bool:
        for c, eq in zip(self.constraints, self.eq_flags):
            v = c.evaluate(dims, symbols)
            if (v != 0) if eq else (v < 0):
                return False
        return True

    def __str__(self) -> str:
        s = self._str
        if s is None:
            s = "(" + _id_list("d", self.num_dims) + ")"
            if self.num_symbols:
                s += "[" + _id_list("s", self.num_symbols) + "]"
            parts = [
                f"{c} == 0" if eq else f"{c} >= 0" for c, eq in zip(self.constraints, self.eq_flags)
            ]
            s += " : (" + ", ".join(parts) + ")"
            self._str = s
        return s

    def __repr__(self) -> str:
        return f"IntegerSet({self})"

    def __reduce__(self):
        return (IntegerSet.get, (self.num_dims, self.num_symbols, self.constraints, self.eq_flags))


# ----------------------------------------------------------------------------- parsing

# One token of the affine grammar, after whitespace: identifiers (keywords
# included), integers (decimal or hex), SSA ids, and punctuation.
_TOKEN = re.compile(
    r"(?P<id>[A-Za-z_][A-Za-z0-9_$.]*)"
    r"|(?P<float>[0-9]+\.[0-9]*(?:[eE][-+]?[0-9]+)?)"
    r"|(?P<int>0x[0-9A-Fa-f]+|[0-9]+)"
    r"|(?P<arrow>->)"
    r"|(?P<ssa>%)"
    r"|(?P<p>.)",
    re.DOTALL,
)
_HIGH_OPS = {"floordiv": _FLOORDIV, "ceildiv": _CEILDIV, "mod": _MOD}
_NON_AFFINE = {
    _MUL: "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
    _FLOORDIV: "non-affine expression: right operand of floordiv has to be either a constant or symbolic",
    _CEILDIV: "non-affine expression: right operand of ceildiv has to be either a constant or symbolic",
    _MOD: "non-affine expression: right operand of mod has to be either a constant or symbolic",
}


#: Where MLIR reports a "wrong token" error for the token at ``pos`` (the
#: cursor's rule, under the name the affine and dialect parsers use).
prev_token_end = wrong_token_offset


_ID_FOLLOW = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$.-")
_TOKEN_START = frozenset(
    'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_()[]{}<>,:=?*+-|.@%^#!" \t\r\n'
)
_PREFIX_ERRORS = {
    "!": "invalid type identifier",
    "#": "invalid attribute name",
    "%": "invalid SSA name",
    "^": "invalid block name",
}


def lexer_error_at(src: str, p: int) -> tuple[str, int] | None:
    """The error MLIR's lexer reports for the token at ``p``, if it cannot be lexed.

    MLIR lexes a token when the parser steps onto it, so such an error comes
    before any "expected ..." about that token. Returns (message, offset).
    """
    c = src[p : p + 1]
    if not c or c in _ID_FOLLOW and c not in ".-$":
        return None
    msg = _PREFIX_ERRORS.get(c)
    if msg is not None:
        if src[p + 1 : p + 2] in _ID_FOLLOW and src[p + 1 : p + 2]:
            return None
        return (msg, p)
    if c == "@":
        n = src[p + 1 : p + 2]
        if n and (n.isalpha() or n == "_" or n == '"'):
            return None
        return ("@ identifier expected to start with letter or '_'", p + 1)
    if c == ".":
        if src.startswith("...", p):
            return None
        return ("expected three consecutive dots for an ellipsis", p + 1)
    if c == "/" and not src.startswith("//", p):
        return ("unexpected character", p)
    if c == '"':
        i = p + 1
        n = len(src)
        while i < n:
            ch = src[i]
            if ch == '"':
                return None
            if ch in "\n\v\f":
                return ("expected '\"' in string literal", i)
            if ch == "\\":
                nx = src[i + 1 : i + 2]
                if nx and nx in '"\\nt':
                    i += 2
                    continue
                h = src[i + 1 : i + 3]
                if len(h) == 2 and all(x in "0123456789abcdefABCDEF" for x in h):
                    i += 3
                    continue
                return ("unknown escape in string literal", i)
            i += 1
        return ("expected '\"' in string literal", n)
    if c == "$" or c not in _TOKEN_START:
        return ("unexpected character", p)
    return None


def raise_at_token(parser, message: str, tok: int, pos: int | None = None) -> NoReturn:
    """Raise ``message`` (at ``pos``, default ``tok``) unless the token at ``tok``
    is itself unlexable, in which case MLIR's lexer error wins."""
    lex = lexer_error_at(parser.src, tok)
    if lex is not None:
        parser.error(lex[0], lex[1])
    parser.error(message, tok if pos is None else pos)


class _AffineParser:
    """State of one affine map / set / expression parse (MLIR's ``AffineParser``)."""

    __slots__ = ("names", "num_dim_ops", "num_sym_ops", "p", "src", "ssa", "ssa_ids")

    def __init__(self, parser, ssa: Callable | None = None) -> None:
        self.p = parser
        self.src = parser.src
        self.names: dict[str, AffineExpr] = {}
        # SSA mode: ssa(is_symbol) parses one `%name` use at parser.pos and returns a hashable key.
        self.ssa = ssa
        self.ssa_ids: dict = {}
        self.num_dim_ops = 0
        self.num_sym_ops = 0

    # -- tokens
    def tok(self):
        """(kind, text, start) of the next token; does not consume it."""
        src = self.src
        p = WS.match(src, self.p.pos).end()
        self.p.pos = p
        if p >= len(src):
            return ("eof", "", p)
        m = _TOKEN.match(src, p)
        kind = m.lastgroup
        return (kind, m.group(), p)

    def consume(self, t) -> None:
        self.p.pos = t[2] + len(t[1])

    def consume_punct(self, ch: str) -> bool:
        t = self.tok()
        if t[0] == "p" and t[1] == ch:
            self.p.pos = t[2] + 1
            return True
        return False

    def error(self, msg: str, pos: int | None = None):
        self.p.error(msg, self.p.pos if pos is None else pos)

    def wrong_token(self, msg: str):
        t = self.tok()
        raise_at_token(self.p, msg, t[2], prev_token_end(self.src, t[2]))

    def expect_punct(self, ch: str, msg: str) -> None:
        if not self.consume_punct(ch):
            self.wrong_token(msg)

    # -- lists
    def comma_list(self, open_: str, close: str, context: str, elt: Callable[[], None]) -> None:
        self.expect_punct(open_, f"expected '{open_}'{context}")
        if self.consume_punct(close):
            return
        elt()
        while self.consume_punct(","):
            elt()
        self.expect_punct(close, f"expected '{close}'{context}")

    def define(self, expr: AffineExpr) -> None:
        t = self.tok()
        if t[0] != "id":
            self.wrong_token("expected bare identifier")
        name = t[1]
        if name in self.names:
            self.error(f"redefinition of identifier '{name}'", t[2])
        self.consume(t)
        self.names[name] = expr

    def parse_dim_and_symbol_lists(self) -> tuple[int, int]:
        counts = [0, 0]

        def dim() -> None:
            self.define(get_affine_dim_expr(counts[0]))
            counts[0] += 1

        def sym() -> None:
            self.define(get_affine_symbol_expr(counts[1]))
            counts[1] += 1

        self.comma_list("(", ")", " in dimensional identifier list", dim)
        t = self.tok()
        if t[0] == "p" and t[1] == "[":
            self.comma_list("[", "]", " in symbol list", sym)
        return counts[0], counts[1]

    # -- expressions
    def high_op(self):
        """Consume a high-precedence operator if one is next: (kind, pos) or None."""
        t = self.tok()
        k = t[0]
        if k == "p":
            if t[1] == "*":
                self.p.pos = t[2] + 1
                return (_MUL, t[2])
            return None
        if k == "id":
            op = _HIGH_OPS.get(t[1])
            if op is not None:
                self.consume(t)
                return (op, t[2])
        return None

    def low_op(self) -> int:
        """Consume ``+`` / ``-`` if next: 1 for add, -1 for sub, 0 for none."""
        t = self.tok()
        if t[0] == "p":
            c = t[1]
            if c == "+":
                self.p.pos = t[2] + 1
                return 1
            if c == "-":
                self.p.pos = t[2] + 1
                return -1
        return 0

    def combine_high(self, op: int, lhs: AffineExpr, rhs: AffineExpr, loc: int) -> AffineExpr:
        if op == _MUL:
            if not lhs.is_symbolic_or_constant and not rhs.is_symbolic_or_constant:
                self.error(_NON_AFFINE[_MUL], loc)
            return _mul(lhs, rhs)
        if not rhs.is_symbolic_or_constant:
            self.error(_NON_AFFINE[op], loc)
        if op == _MOD:
            return _mod(lhs, rhs)
        return _div(op, lhs, rhs)

    def operand(self, has_lhs: bool) -> AffineExpr:
        t = self.tok()
        kind, text, start = t
        if kind == "id":
            if text == "symbol":
                return self.symbol_ssa_id()
            e = self.names.get(text)
            if e is None:
                self.wrong_token("use of undeclared identifier")
            self.consume(t)
            return e
        if kind == "int":
            v = int(text, 16) if text.startswith("0x") else int(text)
            if v > INT64_MAX:
                self.error("constant too large for index", start)
            self.consume(t)
            return _c(v)
        if kind == "ssa":
            return self.ssa_id(False)
        if kind == "p":
            if text == "(":
                self.p.pos = start + 1
                if self.tok()[1] == ")":
                    self.error("no expression inside parentheses")
                e = self.expr()
                self.expect_punct(")", "expected ')'")
                return e
            if text == "-":
                self.p.pos = start + 1
                try:
                    e = self.operand(has_lhs)
                except ParseError as err:
                    # MLIR's parseNegateExpression adds its own error after the operand's
                    err.followups.append(("missing operand of negation", err.source, err.offset))
                    raise
                return _mul(e, _MINUS_ONE)
            if text == "+" or text == "*":
                raise_at_token(
                    self.p,
                    "missing right operand of binary operator"
                    if has_lhs
                    else "missing left operand of binary operator",
                    start,
                )
        raise_at_token(
            self.p,
            "missing right operand of binary operator" if has_lhs else "expected affine expression",
            start,
        )

    def ssa_id(self, is_symbol: bool) -> AffineExpr:
        if self.ssa is None:
            self.wrong_token("unexpected ssa identifier")
        if self.tok()[0] != "ssa":
            self.wrong_token("expected ssa identifier")
        key = self.ssa(is_symbol)
        e = self.ssa_ids.get(key)
        if e is not None:
            return e
        if is_symbol:
            e = get_affine_symbol_expr(self.num_sym_ops)
            self.num_sym_ops += 1
        else:
            e = get_affine_dim_expr(self.num_dim_ops)
            self.num_dim_ops += 1
        self.ssa_ids[key] = e
        return e

    def symbol_ssa_id(self) -> AffineExpr:
        t = self.tok()
        self.consume(t)  # `symbol`
        self.expect_punct("(", "expected '(' at start of SSA symbol")
        e = self.ssa_id(True)
        self.expect_punct(")", "expected ')' at end of SSA symbol")
        return e

    def term(self, has_lhs: bool) -> AffineExpr:
        """A run of operands joined by high-precedence operators (left associative).

        As MLIR does, a non-affine combination is reported at the next
        operator when one follows, else at its own operator.
        """
        acc = self.operand(has_lhs)
        op = self.high_op()
        while op is not None:
            rhs = self.operand(True)
            nxt = self.high_op()
            acc = self.combine_high(op[0], acc, rhs, nxt[1] if nxt is not None else op[1])
            op = nxt
        return acc

    def expr(self) -> AffineExpr:
        acc = self.term(False)
        op = self.low_op()
        while op:
            rhs = self.term(True)
            acc = _add(acc, rhs) if op > 0 else _add(acc, _mul(rhs, _MINUS_ONE))
            op = self.low_op()
        return acc

    # -- maps and sets
    def parse_map_range(self, nd: int, ns: int) -> AffineMap:
        exprs: list[AffineExpr] = []
        self.comma_list("(", ")", " in affine map range", lambda: exprs.append(self.expr()))
        return AffineMap.get(nd, ns, exprs)

    def constraint(self) -> tuple[AffineExpr, bool]:
        lhs = self.expr()
        if self.consume_punct(">") and self.consume_punct("="):
            return _add(lhs, _mul(self.expr(), _MINUS_ONE)), False
        if self.consume_punct("<") and self.consume_punct("="):
            return _add(self.expr(), _mul(lhs, _MINUS_ONE)), False
        if self.consume_punct("=") and self.consume_punct("="):
            return _add(lhs, _mul(self.expr(), _MINUS_ONE)), True
        self.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")

    def parse_set_constraints(self, nd: int, ns: int) -> IntegerSet:
        cons: list[AffineExpr] = []
        eqs: list[bool] = []

        def elt() -> None:
            c, eq = self.constraint()
            cons.append(c)
            eqs.append(eq)

        self.comma_list("(", ")", " in integer set constraint list", elt)
        return IntegerSet.get(nd, ns, cons, eqs)

    def map_or_set(self) -> AffineMap | IntegerSet:
        nd, ns = self.parse_dim_and_symbol_lists()
        t = self.tok()
        if t[0] == "arrow":
            self.consume(t)
            return self.parse_map_range(nd, ns)
        self.expect_punct(":", "expected '->' or ':'")
        return self.parse_set_constraints(nd, ns)


def parse_affine_map_or_integer_set(parser) -> AffineMap | IntegerSet:
    """Parse ``(dims)[syms] -> (exprs)`` or ``(dims)[syms] : (constraints)`` at ``parser.pos``.

    Errors raise through ``parser.error(message, offset)`` with MLIR's wording.
    """
    return _AffineParser(parser).map_or_set()


def parse_affine_map(parser) -> AffineMap:
    """Parse an inline affine map (an integer set here is an error, as in MLIR)."""
    start = WS.match(parser.src, parser.pos).end()
    r = _AffineParser(parser).map_or_set()
    if not isinstance(r, AffineMap):
        parser.error("expected AffineMap, but got IntegerSet", start)
    return r


def parse_integer_set(parser) -> IntegerSet:
    """Parse an inline integer set (an affine map here is an error, as in MLIR)."""
    start = WS.match(parser.src, parser.pos).end()
    r = _AffineParser(parser).map_or_set()
    if not isinstance(r, IntegerSet):
        parser.error("expected IntegerSet, but got AffineMap", start)
    return r


def parse_affine_expr_of_ssa_ids(
    parser, parse_ssa_use: Callable[[bool], object]
) -> tuple[AffineExpr, list, list]:
    """Parse an affine expression over SSA values (``%i + symbol(%n) * 4``).

    ``parse_ssa_use(is_symbol)`` parses one ``%name`` use at ``parser.pos``
    and returns a hashable key for it. Each distinct key becomes a dim (or,
    under ``symbol(...)``, a symbol) in order of first use. Returns the
    expression and the dim keys and symbol keys in position order.
    """
    ap = _AffineParser(parser, parse_ssa_use)
    e = ap.expr()
    return e, *_ssa_operands(ap)


def parse_affine_map_of_ssa_ids(
    parser, parse_ssa_use: Callable[[bool], object], open_: str = "(", close: str = ")"
) -> tuple[AffineMap, list, list]:
    """Parse a delimited list of affine expressions over SSA values (``[%i, %j + 1]``).

    Returns the map (dims then symbols numbered by first use) and the dim and
    symbol keys; see ``parse_affine_expr_of_ssa_ids``.
    """
    ap = _AffineParser(parser, parse_ssa_use)
    exprs: list[AffineExpr] = []
    ap.comma_list(open_, close, " in affine map", lambda: exprs.append(ap.expr()))
    dims, syms = _ssa_operands(ap)
    return AffineMap.get(len(dims), len(syms), exprs), dims, syms


def _ssa_operands(ap: _AffineParser) -> tuple[list, list]:
    dims: list = [None] * ap.num_dim_ops
    syms: list = [None] * ap.num_sym_ops
    for key, e in ap.ssa_ids.items():
        if e.kind == _DIM:
            dims[e.position] = key
        else:
            syms[e.position] = key
    return dims, syms
