"""Integer ranges: MLIR's ``ConstantIntRanges`` and the range inference common to the
``arith`` and ``index`` dialects (``InferIntRangeCommon``).

A ``ConstantIntRanges`` is what is known of an integer (or ``index``) value of a given
bit width: an unsigned interval ``[umin, umax]`` and a signed one ``[smin, smax]``, both
closed and both always correct (one may be looser than the other). Bounds are plain
Python ints: ``umin``/``umax`` in ``[0, 2**w)``, ``smin``/``smax`` in
``[-2**(w-1), 2**(w-1))``. ``index`` values have 64-bit ranges (MLIR's
``IndexType::kInternalStorageBitWidth``); types without an integer width have none
(``storage_bitwidth`` is 0 and the analysis leaves them uninitialized).

The ``infer_*`` functions compute an op's result range from its operands' ranges, as
MLIR 19's ``intrange::infer*``; ``infer_index_op`` runs one of them at 64 and 32 bits
and joins the results where they disagree (the width of ``index`` is the target's).

What this module does not do: visit ops (that is ``InferIntRangeInterface``'s
implementations in the dialects) or propagate through the IR
(``passes.analysis.int_range``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

__all__ = [
    "ConstantIntRanges",
    "INDEX_MAX_WIDTH",
    "INDEX_MIN_WIDTH",
    "evaluate_pred",
    "ext_range",
    "ext_si_range",
    "ext_ui_range",
    "infer_index_op",
    "storage_bitwidth",
    "trunc_range",
]

#: the widths ``index`` may have on a target (MLIR's ``indexMinWidth``/``indexMaxWidth``)
INDEX_MIN_WIDTH = 32
INDEX_MAX_WIDTH = 64

NSW = 1
NUW = 2


def storage_bitwidth(t: Any) -> int:
    """The width of ``t``'s ranges: an integer type's width, 64 for ``index``, else 0."""
    from .types import IndexType, IntegerType

    if type(t) is IndexType:
        return 64
    if type(t) is IntegerType:
        return t.width
    return 0


def _u(x: int, w: int) -> int:
    return x & ((1 << w) - 1)


def _s(x: int, w: int) -> int:
    x &= (1 << w) - 1
    return x - (1 << w) if w and x >> (w - 1) else x


class ConstantIntRanges:
    """The unsigned and signed bounds of a ``width``-bit integer (see the module
    docstring). Immutable; equality compares width and all four bounds."""

    __slots__ = ("smax", "smin", "umax", "umin", "width")

    def __init__(self, width: int, umin: int, umax: int, smin: int, smax: int) -> None:
        self.width = width
        self.umin, self.umax = _u(umin, width), _u(umax, width)
        self.smin, self.smax = _s(smin, width), _s(smax, width)

    def __eq__(self, other: object) -> bool:
        return (
            type(other) is ConstantIntRanges
            and self.width == other.width
            and self.umin == other.umin
            and self.umax == other.umax
            and self.smin == other.smin
            and self.smax == other.smax
        )

    def __hash__(self) -> int:
        return hash((self.width, self.umin, self.umax, self.smin, self.smax))

    def __repr__(self) -> str:
        return f"unsigned : [{self.umin}, {self.umax}] signed : [{self.smin}, {self.smax}]"

    # ---------------------------------------------------------------- constructors
    @staticmethod
    def max_range(width: int) -> ConstantIntRanges:
        return ConstantIntRanges.from_unsigned(width, 0, (1 << width) - 1)

    @staticmethod
    def constant(width: int, value: int) -> ConstantIntRanges:
        return ConstantIntRanges(width, value, value, value, value)

    @staticmethod
    def range(width: int, lo: int, hi: int, signed: bool) -> ConstantIntRanges:
        if signed:
            return ConstantIntRanges.from_signed(width, lo, hi)
        return ConstantIntRanges.from_unsigned(width, lo, hi)

    @staticmethod
    def from_signed(width: int, smin: int, smax: int) -> ConstantIntRanges:
        smin, smax = _s(smin, width), _s(smax, width)
        if (smin >= 0) == (smax >= 0):
            a, b = _u(smin, width), _u(smax, width)
            umin, umax = min(a, b), max(a, b)
        else:
            umin, umax = 0, (1 << width) - 1
        return ConstantIntRanges(width, umin, umax, smin, smax)

    @staticmethod
    def from_unsigned(width: int, umin: int, umax: int) -> ConstantIntRanges:
        umin, umax = _u(umin, width), _u(umax, width)
        half = 1 << (width - 1) if width else 0
        if (umin < half) == (umax < half):
            a, b = _s(umin, width), _s(umax, width)
            smin, smax = min(a, b), max(a, b)
        else:
            smin, smax = -half, half - 1
        return ConstantIntRanges(width, umin, umax, smin, smax)

    # ---------------------------------------------------------------- lattice
    def range_union(self, other: ConstantIntRanges) -> ConstantIntRanges:
        if self.width == 0:
            return self
        if other.width == 0:
            return other
        return ConstantIntRanges(
            self.width,
            min(self.umin, other.umin),
            max(self.umax, other.umax),
            min(self.smin, other.smin),
            max(self.smax, other.smax),
        )

    def intersection(self, other: ConstantIntRanges) -> ConstantIntRanges:
        if self.width == 0:
            return self
        if other.width == 0:
            return other
        return ConstantIntRanges(
            self.width,
            max(self.umin, other.umin),
            min(self.umax, other.umax),
            max(self.smin, other.smin),
            min(self.smax, other.smax),
        )

    def constant_value(self) -> int | None:
        """The value as an unsigned int when the range is one value, else None."""
        if self.width == 0:
            return None
        if self.umin == self.umax:
            return self.umin
        if self.smin == self.smax:
            return _u(self.smin, self.width)
        return None


R = ConstantIntRanges


# ------------------------------------------------------------------ general utilities


def _compute_bounds_by(
    fn: Callable[[int, int], int | None], w: int, min_l: int, min_r: int, max_l: int,
    max_r: int, signed: bool,
) -> R:
    lo, hi = fn(min_l, min_r), fn(max_l, max_r)
    if lo is not None and hi is not None:
        return R.range(w, lo, hi, signed)
    return R.max_range(w)


def _min_max_by(
    fn: Callable[[int, int], int | None], w: int, lhs: Sequence[int], rhs: Sequence[int],
    signed: bool,
) -> R:
    results = []
    for a in lhs:
        for b in rhs:
            try:
                r = fn(a, b)
            except ZeroDivisionError:  # an inverted (empty) divisor range reaching 0
                r = None
            if r is None:
                return R.max_range(w)
            results.append(r)
    return R.range(w, min(results), max(results), signed)


def _arith(w: int, signed: bool, sat: bool, op: Callable[[int, int], int]) -> Callable:
    """An exact operation on ``w``-bit ints (signed or unsigned Python ints): the result,
    saturated when ``sat``, else None on overflow."""
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)

    def f(a: int, b: int) -> int | None:
        r = op(a, b)
        if lo <= r <= hi:
            return r
        if sat:
            return lo if r < lo else hi
        return None

    return f


def ext_range(r: R, w: int) -> R:
    return R(w, r.umin, r.umax, r.smin, r.smax)


def ext_ui_range(r: R, w: int) -> R:
    return R.from_unsigned(w, r.umin, r.umax)


def ext_si_range(r: R, w: int) -> R:
    return R.from_signed(w, r.smin, r.smax)


def trunc_range(r: R, w: int) -> R:
    """MLIR's ``truncRange``: the bounds truncated where no wrap-around splits them."""
    if r.umin >> w != r.umax >> w:
        umin, umax = 0, (1 << w) - 1
    else:
        umin, umax = r.umin, r.umax
    lo_hi, hi_hi = r.smin >> (w - 1), r.smax >> (w - 1)
    overflow = (
        lo_hi != hi_hi
        and not (lo_hi == -1 and hi_hi in (-1, 0))
        and not (lo_hi == 0 and hi_hi == 0)
    )
    if overflow:
        smin, smax = -(1 << (w - 1)), (1 << (w - 1)) - 1
    else:
        smin, smax = r.smin, r.smax
    return R(w, umin, umax, smin, smax)


def infer_index_op(fn: Callable[[list[R]], R], args: Sequence[R], mode: str = "both") -> R:
    """MLIR's ``inferIndexOp``: ``fn`` at 64 bits, and at 32 bits (extended back) joined
    in when the two disagree under ``mode`` (``both``, ``signed``, ``unsigned``)."""
    r64 = fn(list(args))
    r32 = fn([trunc_range(a, INDEX_MIN_WIDTH) for a in args])
    r32_64 = ext_range(r32, INDEX_MAX_WIDTH)
    r64_32 = trunc_range(r64, INDEX_MIN_WIDTH)
    if mode == "both":
        equal = r32 == r64_32
    elif mode == "signed":
        equal = r32.smin == r64_32.smin and r32.smax == r64_32.smax
    else:
        equal = r32.umin == r64_32.umin and r32.umax == r64_32.umax
    if equal:
        return r64
    return r64.range_union(r32_64)


# ------------------------------------------------------------------ arithmetic


def infer_add(args: Sequence[R], flags: int = 0) -> R:
    lhs, rhs = args
    w = lhs.width
    uadd = _arith(w, False, bool(flags & NUW), lambda a, b: a + b)
    sadd = _arith(w, True, bool(flags & NSW), lambda a, b: a + b)
    ur = _compute_bounds_by(uadd, w, lhs.umin, rhs.umin, lhs.umax, rhs.umax, False)
    sr = _compute_bounds_by(sadd, w, lhs.smin, rhs.smin, lhs.smax, rhs.smax, True)
    return ur.intersection(sr)


def infer_sub(args: Sequence[R], flags: int = 0) -> R:
    lhs, rhs = args
    w = lhs.width
    usub = _arith(w, False, bool(flags & NUW), lambda a, b: a - b)
    ssub = _arith(w, True, bool(flags & NSW), lambda a, b: a - b)
    ur = _compute_bounds_by(usub, w, lhs.umin, rhs.umax, lhs.umax, rhs.umin, False)
    sr = _compute_bounds_by(ssub, w, lhs.smin, rhs.smax, lhs.smax, rhs.smin, True)
    return ur.intersection(sr)


def infer_mul(args: Sequence[R], flags: int = 0) -> R:
    lhs, rhs = args
    w = lhs.width
    umul = _arith(w, False, bool(flags & NUW), lambda a, b: a * b)
    smul = _arith(w, True, bool(flags & NSW), lambda a, b: a * b)
    ur = _min_max_by(umul, w, (lhs.umin, lhs.umax), (rhs.umin, rhs.umax), False)
    sr = _min_max_by(smul, w, (lhs.smin, lhs.smax), (rhs.smin, rhs.smax), True)
    return ur.intersection(sr)


def _tdiv(a: int, b: int) -> int:
    """Division rounding toward zero (C's, APInt's ``sdiv``)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _trem(a: int, b: int) -> int:
    return a - b * _tdiv(a, b)


def _div_u_range(lhs: R, rhs: R, fixup: Callable[[int, int, int], int | None]) -> R:
    w = lhs.width
    if rhs.umin != 0:
        return _min_max_by(
            lambda a, b: fixup(a, b, a // b), w, (lhs.umin, lhs.umax), (rhs.umin, rhs.umax),
            False,
        )
    return R.max_range(w)  # the divisor may be zero


def infer_div_u(args: Sequence[R]) -> R:
    return _div_u_range(args[0], args[1], lambda a, b, r: r)


def infer_ceil_div_u(args: Sequence[R]) -> R:
    w = args[0].width

    def fix(a: int, b: int, r: int) -> int | None:
        if a % b:
            return r + 1 if r + 1 < (1 << w) else None
        return r

    return _div_u_range(args[0], args[1], fix)


def _div_s_range(lhs: R, rhs: R, fixup: Callable[[int, int, int], int | None]) -> R:
    w = lhs.width
    if rhs.smin > 0 or rhs.smax < 0:
        smax_w = (1 << (w - 1)) - 1

        def sdiv(a: int, b: int) -> int | None:
            r = _tdiv(a, b)
            if r > smax_w:
                return None
            return fixup(a, b, r)

        return _min_max_by(sdiv, w, (lhs.smin, lhs.smax), (rhs.smin, rhs.smax), True)
    return R.max_range(w)


def infer_div_s(args: Sequence[R]) -> R:
    return _div_s_range(args[0], args[1], lambda a, b, r: r)


def infer_ceil_div_s(args: Sequence[R]) -> R:
    lhs, rhs = args
    w = lhs.width
    smax_w = (1 << (w - 1)) - 1

    def fix(a: int, b: int, r: int) -> int | None:
        if _trem(a, b) != 0 and (a >= 0) == (b >= 0):
            return r + 1 if r + 1 <= smax_w else None
        return r

    result = _div_s_range(lhs, rhs, fix)
    if lhs.smin == -(1 << (w - 1)) and lhs.smax > lhs.smin:
        new_lhs = R.from_signed(w, lhs.smin + 1, lhs.smax)
        result = result.range_union(_div_s_range(new_lhs, rhs, fix))
    return result


def infer_floor_div_s(args: Sequence[R]) -> R:
    w = args[0].width
    smin_w = -(1 << (w - 1))

    def fix(a: int, b: int, r: int) -> int | None:
        if _trem(a, b) != 0 and (a >= 0) != (b >= 0):
            return r - 1 if r - 1 >= smin_w else None
        return r

    return _div_s_range(args[0], args[1], fix)


def infer_rem_s(args: Sequence[R]) -> R:
    lhs, rhs = args
    w = rhs.width
    smin, smax = -(1 << (w - 1)), (1 << (w - 1)) - 1
    if rhs.smin > 0 or rhs.smax < 0:
        max_div = rhs.smax if rhs.smin > 0 else _s(abs(rhs.smin), w)
        max_pos = _s(max_div - 1, w)
        min_neg = _s(-max_pos, w)
        smin = min_neg if lhs.smin < 0 else 0
        smax = max_pos if lhs.smax > 0 else 0
        if rhs.smin == rhs.smax:
            if _u(lhs.smax - lhs.smin, w) < _u(max_div, w):
                lo, hi = _trem(lhs.smin, max_div), _trem(lhs.smax, max_div)
                if lo <= hi:
                    smin, smax = lo, hi
    return R.from_signed(w, smin, smax)


def infer_rem_u(args: Sequence[R]) -> R:
    lhs, rhs = args
    w = rhs.width
    umin, umax = 0, (1 << w) - 1
    if rhs.umin != 0:
        umax = rhs.umax - 1
        if rhs.umin == rhs.umax and _u(lhs.umax - lhs.umin, w) < rhs.umax:
            lo, hi = lhs.umin % rhs.umax, lhs.umax % rhs.umax
            if lo <= hi:
                umin, umax = lo, hi
    return R.from_unsigned(w, umin, umax)


def infer_max_s(args: Sequence[R]) -> R:
    lhs, rhs = args
    return R.from_signed(lhs.width, max(lhs.smin, rhs.smin), max(lhs.smax, rhs.smax))


def infer_max_u(args: Sequence[R]) -> R:
    lhs, rhs = args
    return R.from_unsigned(lhs.width, max(lhs.umin, rhs.umin), max(lhs.umax, rhs.umax))


def infer_min_s(args: Sequence[R]) -> R:
    lhs, rhs = args
    return R.from_signed(lhs.width, min(lhs.smin, rhs.smin), min(lhs.smax, rhs.smax))


def infer_min_u(args: Sequence[R]) -> R:
    lhs, rhs = args
    return R.from_unsigned(lhs.width, min(lhs.umin, rhs.umin), min(lhs.umax, rhs.umax))


# ------------------------------------------------------------------ bitwise


def _widen_bitwise(r: R) -> tuple[int, int]:
    """``0bvvv??? <= x <= 0bvvv???`` relaxed to ``0bvvv000 <= x <= 0bvvv111``."""
    diff = (r.umin ^ r.umax).bit_length()
    mask = (1 << diff) - 1
    return r.umin & ~mask, r.umax | mask


def infer_and(args: Sequence[R]) -> R:
    lz, lo = _widen_bitwise(args[0])
    rz, ro = _widen_bitwise(args[1])
    return _min_max_by(lambda a, b: a & b, args[0].width, (lz, lo), (rz, ro), False)


def infer_or(args: Sequence[R]) -> R:
    lz, lo = _widen_bitwise(args[0])
    rz, ro = _widen_bitwise(args[1])
    return _min_max_by(lambda a, b: a | b, args[0].width, (lz, lo), (rz, ro), False)


def infer_xor(args: Sequence[R]) -> R:
    lz, lo = _widen_bitwise(args[0])
    rz, ro = _widen_bitwise(args[1])
    return _min_max_by(lambda a, b: a ^ b, args[0].width, (lz, lo), (rz, ro), False)


# ------------------------------------------------------------------ shifts


def infer_shl(args: Sequence[R], flags: int = 0) -> R:
    lhs, rhs = args
    w = lhs.width

    def shift(signed: bool, sat: bool) -> Callable[[int, int], int | None]:
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)

        def f(a: int, b: int) -> int | None:
            if b >= w:  # APInt's shl_ov: a shift by the width or more overflows
                return (lo if a < 0 else hi) if sat else None
            r = a << b
            if lo <= r <= hi:
                return r
            if sat:
                return lo if r < lo else hi
            return None

        return f

    ur = _min_max_by(shift(False, bool(flags & NUW)), w, (lhs.umin, lhs.umax),
                     (rhs.umin, rhs.umax), False)
    sr = _min_max_by(shift(True, bool(flags & NSW)), w, (lhs.smin, lhs.smax),
                     (rhs.umin, rhs.umax), True)
    return ur.intersection(sr)


def infer_shr_s(args: Sequence[R]) -> R:
    lhs, rhs = args
    w = lhs.width
    return _min_max_by(
        lambda a, b: None if b >= w else a >> b, w, (lhs.smin, lhs.smax), (rhs.umin, rhs.umax),
        True,
    )


def infer_shr_u(args: Sequence[R]) -> R:
    lhs, rhs = args
    w = lhs.width
    return _min_max_by(
        lambda a, b: None if b >= w else a >> b, w, (lhs.umin, lhs.umax), (rhs.umin, rhs.umax),
        False,
    )


# ------------------------------------------------------------------ comparisons

_INVERT = {
    "eq": "ne", "ne": "eq", "slt": "sge", "sle": "sgt", "sgt": "sle", "sge": "slt",
    "ult": "uge", "ule": "ugt", "ugt": "ule", "uge": "ult",
}


def _statically_true(pred: str, lhs: R, rhs: R) -> bool:
    if pred == "sle":
        return lhs.smax <= rhs.smin
    if pred == "slt":
        return lhs.smax < rhs.smin
    if pred == "ule":
        return lhs.umax <= rhs.umin
    if pred == "ult":
        return lhs.umax < rhs.umin
    if pred == "sge":
        return lhs.smin >= rhs.smax
    if pred == "sgt":
        return lhs.smin > rhs.smax
    if pred == "uge":
        return lhs.umin >= rhs.umax
    if pred == "ugt":
        return lhs.umin > rhs.umax
    if pred == "eq":
        a, b = lhs.constant_value(), rhs.constant_value()
        return a is not None and b is not None and a == b
    if pred == "ne":
        sne = _statically_true("slt", lhs, rhs) or _statically_true("sgt", lhs, rhs)
        une = _statically_true("ult", lhs, rhs) or _statically_true("ugt", lhs, rhs)
        return sne and une
    return False


def evaluate_pred(pred: str, lhs: R, rhs: R) -> bool | None:
    """Whether ``lhs pred rhs`` holds for all values in the ranges (True), for none
    (False), or is not known (None); ``pred`` is a ``cmpi`` predicate's keyword."""
    if _statically_true(pred, lhs, rhs):
        return True
    if _statically_true(_INVERT[pred], lhs, rhs):
        return False
    return None


def infer_cmp(pred: str, lhs: R, rhs: R) -> R:
    """The ``i1`` range of a comparison."""
    t = evaluate_pred(pred, lhs, rhs)
    lo, hi = (1, 1) if t is True else (0, 0) if t is False else (0, 1)
    return R.from_unsigned(1, lo, hi)
