"""``arith-expand``: rewrite the ``arith`` ops LLVM has no instruction for, as MLIR 19 does.

``mlir-opt --arith-expand`` (MLIR 19's ``ArithExpandOpsPass``) is a partial
conversion that marks these ops illegal and expands each into plain ``arith``
ops, op for op as MLIR builds them (so the output text matches mlir-opt 19's):

* ``arith.ceildivsi``: ``(a < 0 && b < 0) || (a > 0 && b > 0) ? 1 + (x + a) / b
  : -(-a / b)`` with ``x = b > 0 ? -1 : 1``;
* ``arith.ceildivui``: ``a == 0 ? 0 : (a - 1) / b + 1``;
* ``arith.floordivsi``: ``q = a / b``; ``q * b != a && (a < 0) != (b < 0) ? q - 1 : q``;
* ``arith.maxsi`` / ``maxui`` / ``minsi`` / ``minui``: ``a sgt/ugt/slt/ult b ? a : b``
  (MLIR 19 still expands these, although LLVM has ``smax`` and friends);
* ``arith.maximumf`` / ``arith.minimumf`` (NaN-propagating):
  ``isnan(b) ? b : (a ugt/ult b ? a : b)``;
* ``arith.maxnumf`` / ``arith.minnumf`` (NaN-ignoring):
  ``isnan(a) ? b : (a ugt/ult b ? a : b)``;
* with ``include-bf16``: ``arith.extf`` bf16 -> f32 (shift the bits into the
  top half of an i32) and ``arith.truncf`` f32 -> bf16 without a rounding mode
  (round to nearest even by adding a rounding bias; NaN becomes the quiet NaN
  ``0x7fc0``). Other ``extf``/``truncf`` stay legal; an f32 -> bf16 ``truncf``
  *with* a rounding mode is illegal and no pattern applies, so the pass fails
  with ``failed to legalize operation 'arith.truncf' that was explicitly marked
  illegal``, as MLIR 19's does.

Like every MLIR conversion the driver first tries each illegal op's folder,
so ``arith.ceildivsi`` of two constants becomes a constant. Scalars, vectors
and statically shaped tensors are expanded (constants become ``dense<...>``
splats). Attributes of the expanded op (``fastmath`` flags, discardable
attributes) are not carried over, as in MLIR 19.

What it does not do: expand the division and bf16 ops of dynamically shaped
or unranked tensors (their splat constants cannot be written; MLIR 19 builds
an invalid ``dense<0> : tensor<?xi64>`` there, irlite reports the op as not
legalized; the min/max expansions need no constants and do apply), or
anything MLIR 19's pass leaves alone. ``convert-arith-to-llvm`` does not run this
pass; run it before (``irlite.compile``'s pipeline needs it for these ops).
"""

from __future__ import annotations

from typing import Any

from ...gen.loader import builtin_module
from ...ir.attributes import DenseIntOrFPElementsAttr, IntegerAttr
from ...ir.core import Operation, Value
from ...ir.rewriter import PatternRewriter
from ...ir.types import FloatType, IntegerType, RankedTensorType, VectorType
from ..infra.pass_base import Option, Pass, register_pass
from ..rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    apply_partial_conversion,
)

__all__ = [
    "ArithExpand",
    "arith_expand_target",
    "populate_arith_expand_patterns",
    "populate_ceil_floor_div_expand_patterns",
    "populate_expand_bf16_patterns",
]

_I1 = IntegerType.get(1)
_I16 = IntegerType.get(16)
_I32 = IntegerType.get(32)
_F32 = FloatType.get("f32")
_BF16 = FloatType.get("bf16")


def _element(t: Any) -> Any:
    return t.element_type if isinstance(t, (VectorType, RankedTensorType)) else t


def _expandable(t: Any) -> bool:
    """Scalars, vectors and static tensors: the types whose splat constants can be written."""
    if isinstance(t, VectorType):
        return True
    if isinstance(t, RankedTensorType):
        return t.has_static_shape
    return not hasattr(t, "element_type")


def _like(t: Any, elem: Any) -> Any:
    """``t`` with element type ``elem`` (MLIR's ``ShapedType::clone``); a scalar gives ``elem``."""
    if isinstance(t, VectorType):
        return VectorType.get(t.shape, elem, t.scalable_dims)
    if isinstance(t, RankedTensorType):
        return RankedTensorType.get(t.shape, elem, t.encoding)
    return elem


class _Builder:
    """Builds ``arith`` ops before the op being expanded, at its location."""

    __slots__ = ("loc", "rw")

    def __init__(self, rw: PatternRewriter, op: Operation) -> None:
        self.rw = rw
        self.loc = op.loc

    def const(self, t: Any, value: int) -> Value:
        """MLIR's ``createConst``: an integer constant of ``t``, a splat for shaped ``t``."""
        if t is _element(t):
            attr: Any = IntegerAttr.get(t, value)
        else:
            attr = DenseIntOrFPElementsAttr.from_values(t, [value])
        rw = self.rw
        return rw.create(rw.lookup_op_class("arith.constant"), value=attr, loc=self.loc).results[0]

    def bin(self, name: str, a: Value, b: Value) -> Value:
        rw = self.rw
        return rw.create(rw.lookup_op_class(name), a, b, loc=self.loc).results[0]

    def cmpi(self, pred: str, a: Value, b: Value) -> Value:
        """``arith.cmpi <pred>`` (a ``CmpIPredicate`` keyword: ``"slt"``, ``"ugt"``, ...)."""
        return self._cmp("arith.cmpi", "CmpIPredicate", pred, a, b)

    def cmpf(self, pred: str, a: Value, b: Value) -> Value:
        """``arith.cmpf <pred>`` (a ``CmpFPredicate`` keyword: ``"uno"``, ``"ugt"``, ...)."""
        return self._cmp("arith.cmpf", "CmpFPredicate", pred, a, b)

    def _cmp(self, name: str, enum: str, pred: str, a: Value, b: Value) -> Value:
        rw = self.rw
        return rw.create(
            rw.lookup_op_class(name),
            a,
            b,
            predicate=builtin_module("arith").ENUMS[enum].attr(pred),
            loc=self.loc,
        ).results[0]

    def select(self, c: Value, a: Value, b: Value) -> Value:
        rw = self.rw
        return rw.create(rw.lookup_op_class("arith.select"), c, a, b, loc=self.loc).results[0]

    def cast(self, name: str, v: Value, t: Any) -> Value:
        rw = self.rw
        return rw.create(rw.lookup_op_class(name), v, out_type=t, loc=self.loc).results[0]


class _ExpandPattern(ConversionPattern):
    """Shared checks: every operand and result type must be expandable (see the module doc)."""

    #: whether the expansion makes constants (then shapes must be static)
    NEEDS_CONSTANTS = True

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        if self.NEEDS_CONSTANTS:
            for v in list(op.results) + [o.value for o in op.op_operands]:
                if not _expandable(v.type):
                    return rewriter.notify_match_failure(
                        op, "dynamically shaped or unranked operands have no splat constants"
                    )
        if not self.applies(op):
            return False
        b = _Builder(rewriter, op)
        rewriter.replace_op(op, [self.expand(b, op, [o.value for o in op.op_operands], rewriter)])
        return True

    def applies(self, op: Operation) -> bool:
        return True

    def expand(self, b: _Builder, op: Operation, args: list, rewriter: PatternRewriter) -> Value:
        raise NotImplementedError


class CeilDivUIExpansion(_ExpandPattern):
    """``ceildivui(a, b) = a == 0 ? 0 : (a - 1) / b + 1``."""

    ROOT = "arith.ceildivui"

    def expand(self, b: _Builder, op: Operation, args: list, rewriter: PatternRewriter) -> Value:
        x, y = args
        t = x.type
        zero = b.const(t, 0)
        is_zero = b.cmpi("eq", x, zero)
        one = b.const(t, 1)
        minus_one = b.bin("arith.subi", x, one)
        quotient = b.bin("arith.divui", minus_one, y)
        plus_one = b.bin("arith.addi", quotient, one)
        return b.select(is_zero, zero, plus_one)


class CeilDivSIExpansion(_ExpandPattern):
    """``ceildivsi(a, b) = (a<0 && b<0) || (a>0 && b>0) ? 1 + (x + a) / b : -(-a / b)``,
    ``x = b > 0 ? -1 : 1`` (no ``a * b``, which could overflow)."""

    ROOT = "arith.ceildivsi"

    def expand(self, b: _Builder, op: Operation, args: list, rewriter: PatternRewriter) -> Value:
        x, y = args
        t = op.results[0].type
        plus_one = b.const(t, 1)
        zero = b.const(t, 0)
        minus_one = b.const(t, -1)
        y_pos = b.cmpi("sgt", y, zero)
        nudge = b.select(y_pos, minus_one, plus_one)
        x_plus_nudge = b.bin("arith.addi", nudge, x)
        pos_quot = b.bin("arith.divsi", x_plus_nudge, y)
        pos_res = b.bin("arith.addi", plus_one, pos_quot)
        neg_x = b.bin("arith.subi", zero, x)
        neg_quot = b.bin("arith.divsi", neg_x, y)
        neg_res = b.bin("arith.subi", zero, neg_quot)
        a_neg = b.cmpi("slt", x, zero)
        a_pos = b.cmpi("sgt", x, zero)
        b_neg = b.cmpi("slt", y, zero)
        b_pos = b.cmpi("sgt", y, zero)
        both_neg = b.bin("arith.andi", a_neg, b_neg)
        both_pos = b.bin("arith.andi", a_pos, b_pos)
        same_sign = b.bin("arith.ori", both_neg, both_pos)
        return b.select(same_sign, pos_res, neg_res)


class FloorDivSIExpansion(_ExpandPattern):
    """``floordivsi(a, b)``: ``q = a / b``; ``q * b != a && (a < 0) != (b < 0) ? q - 1 : q``."""

    ROOT = "arith.floordivsi"

    def expand(self, b: _Builder, op: Operation, args: list, rewriter: PatternRewriter) -> Value:
        x, y = args
        t = op.results[0].type
        quotient = b.bin("arith.divsi", x, y)
        product = b.bin("arith.muli", quotient, y)
        inexact = b.cmpi("ne", x, product)
        zero = b.const(t, 0)
        a_neg = b.cmpi("slt", x, zero)
        b_neg = b.cmpi("slt", y, zero)
        signs_differ = b.cmpi("ne", a_neg, b_neg)
        adjust = b.bin("arith.andi", inexact, signs_differ)
        minus_one = b.const(t, -1)
        lowered = b.bin("arith.addi", quotient, minus_one)
        return b.select(adjust, lowered, quotient)


class _MinMaxIExpansion(_ExpandPattern):
    """``a PRED b ? a : b`` (MLIR 19's ``MaxMinIOpConverter``), one per ``_MIN_MAX_I`` row."""

    NEEDS_CONSTANTS = False

    def __init__(self, root: str, pred: str, name: str) -> None:
        super().__init__(root=root, debug_name=name)
        self.pred = pred

    def expand(self, b: _Builder, op: Operation, args: list, rewriter: PatternRewriter) -> Value:
        x, y = args
        return b.select(b.cmpi(self.pred, x, y), x, y)


class _MinMaxFExpansion(_ExpandPattern):
    """``isnan(n) ? b : (a PRED b ? a : b)``; ``PRED`` is ``ugt`` (max) or ``ult`` (min),
    one per ``_MIN_MAX_F`` row.

    The NaN check looks at operand ``nan_operand``: the right one for
    ``maximumf``/``minimumf`` (a NaN ``a`` already wins the unordered compare, so any
    NaN propagates), the left one for ``maxnumf``/``minnumf`` (a NaN operand yields the
    other one)."""

    NEEDS_CONSTANTS = False

    def __init__(self, root: str, pred: str, nan_operand: int, name: str) -> None:
        super().__init__(root=root, debug_name=name)
        self.pred = pred
        self.nan_operand = nan_operand

    def expand(self, b: _Builder, op: Operation, args: list, rewriter: PatternRewriter) -> Value:
        x, y = args
        cmp = b.cmpf(self.pred, x, y)
        pick = b.select(cmp, x, y)
        n = args[self.nan_operand]
        is_nan = b.cmpf("uno", n, n)
        return b.select(is_nan, y, pick)


#: the integer min/max expansions: (op, ``arith.cmpi`` predicate, pattern name)
_MIN_MAX_I = (
    ("arith.maxsi", "sgt", "MaxSIExpansion"),
    ("arith.maxui", "ugt", "MaxUIExpansion"),
    ("arith.minsi", "slt", "MinSIExpansion"),
    ("arith.minui", "ult", "MinUIExpansion"),
)
#: the float ones: (op, ``arith.cmpf`` predicate, the operand checked for NaN, pattern name)
_MIN_MAX_F = (
    ("arith.maximumf", "ugt", 1, "MaximumFExpansion"),
    ("arith.minimumf", "ult", 1, "MinimumFExpansion"),
    ("arith.maxnumf", "ugt", 0, "MaxNumFExpansion"),
    ("arith.minnumf", "ult", 0, "MinNumFExpansion"),
)


def _is_bf16_ext(op: Operation) -> bool:
    return _element(op.op_operands[0].value.type) is _BF16 and _element(op.results[0].type) is _F32


def _is_bf16_trunc(op: Operation) -> bool:
    return _element(op.op_operands[0].value.type) is _F32 and _element(op.results[0].type) is _BF16


class BF16ExtFExpansion(_ExpandPattern):
    """``extf bf16 -> f32``: ``bitcast(extui(bitcast(a) : i16) : i32 << 16)``."""

    ROOT = "arith.extf"

    def applies(self, op: Operation) -> bool:
        return _is_bf16_ext(op)

    def expand(self, b: _Builder, op: Operation, args: list, rewriter: PatternRewriter) -> Value:
        (x,) = args
        i16 = _like(x.type, _I16)
        i32 = _like(x.type, _I32)
        bits = b.cast("arith.bitcast", x, i16)
        wide = b.cast("arith.extui", bits, i32)
        c16 = b.const(i32, 16)
        shifted = b.bin("arith.shli", wide, c16)
        return b.cast("arith.bitcast", shifted, op.results[0].type)


class BF16TruncFExpansion(_ExpandPattern):
    """``truncf f32 -> bf16`` (default rounding only): round to nearest even by adding
    ``0x7fff + bit16`` to the bits and keeping the top half; NaN gives ``0x7fc0``."""

    ROOT = "arith.truncf"

    def applies(self, op: Operation) -> bool:
        return _is_bf16_trunc(op) and op.properties.get("roundingmode") is None

    def expand(self, b: _Builder, op: Operation, args: list, rewriter: PatternRewriter) -> Value:
        (x,) = args
        i16 = _like(x.type, _I16)
        i32 = _like(x.type, _I32)
        is_nan = b.cmpf("une", x, x)
        c7fff = b.const(i32, 0x7FFF)
        c7fc0 = b.const(i16, 0x7FC0)
        c16 = b.const(i32, 16)
        c1 = b.const(i32, 1)
        bits = b.cast("arith.bitcast", x, i32)
        bit16 = b.bin("arith.andi", b.bin("arith.shrui", bits, c16), c1)
        bias = b.bin("arith.addi", bit16, c7fff)
        biased = b.bin("arith.addi", bits, bias)
        top = b.bin("arith.shrui", biased, c16)
        narrow = b.cast("arith.trunci", top, i16)
        picked = b.select(is_nan, c7fc0, narrow)
        return b.cast("arith.bitcast", picked, op.results[0].type)


def populate_ceil_floor_div_expand_patterns() -> list:
    """MLIR's ``populateCeilFloorDivExpandOpsPatterns``."""
    return [CeilDivSIExpansion(), CeilDivUIExpansion(), FloorDivSIExpansion()]


def populate_arith_expand_patterns() -> list:
    """MLIR's ``populateArithExpandOpsPatterns``: the division and min/max expansions."""
    return (
        populate_ceil_floor_div_expand_patterns()
        + [_MinMaxIExpansion(*row) for row in _MIN_MAX_I]
        + [_MinMaxFExpansion(*row) for row in _MIN_MAX_F]
    )


def populate_expand_bf16_patterns() -> list:
    """MLIR's ``populateExpandBFloat16Patterns``."""
    return [BF16ExtFExpansion(), BF16TruncFExpansion()]


_ILLEGAL = (
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
)


def arith_expand_target(
    include_bf16: bool = False, ceil_floor_div_only: bool = False
) -> ConversionTarget:
    """The pass's target: ``arith`` legal except the expanded ops (only the three
    divisions with ``ceil_floor_div_only``; and, with ``include_bf16``, bf16 <-> f32
    ``extf``/``truncf``)."""
    target = ConversionTarget()
    target.add_legal_dialect("arith")
    target.add_illegal_op(*(_ILLEGAL[:3] if ceil_floor_div_only else _ILLEGAL))
    if include_bf16:
        target.add_dynamically_legal_op("arith.extf", lambda op: not _is_bf16_ext(op))
        target.add_dynamically_legal_op("arith.truncf", lambda op: not _is_bf16_trunc(op))
    return target


_INCLUDE_BF16 = Option("include-bf16", bool, False, "Enable the BF16 expansion patterns")
_DIV_ONLY = Option(
    "ceil-floor-div-only",
    bool,
    False,
    "Expand only ceildivsi/ceildivui/floordivsi (irlite's option: the min/max ops then "
    "keep their LLVM intrinsics, which order -0 below +0)",
)


@register_pass(
    "arith-expand",
    summary="Legalize Arith ops to be convertible to LLVM.",
    options=(_INCLUDE_BF16, _DIV_ONLY),
    display_name="ArithExpandOpsPass",
)
class ArithExpand(Pass):
    """Expands ``ceildivsi``/``ceildivui``/``floordivsi``, the float min/max ops and
    (``include-bf16``) bf16 conversions into ``arith`` ops LLVM can lower; fails
    when one of them cannot be expanded."""

    def run_on_operation(self, op: Any) -> None:
        if self.ceil_floor_div_only:
            patterns = populate_ceil_floor_div_expand_patterns()
        else:
            patterns = populate_arith_expand_patterns()
        if self.include_bf16:
            patterns += populate_expand_bf16_patterns()
        target = arith_expand_target(self.include_bf16, self.ceil_floor_div_only)
        if not apply_partial_conversion(op, target, patterns, context=self.context):
            self.signal_pass_failure()
