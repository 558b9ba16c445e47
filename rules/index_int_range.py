"""``InferIntRangeInterface`` of the ``index`` ops (MLIR 19's ``IndexOps.cpp`` range
inference), named in ``index.rules``.

``index`` is 32 or 64 bits wide depending on the target, so each op's range is
inferred at both widths (``ir.int_range.infer_index_op``) and joined where they
disagree: a sum that cannot wrap at 64 bits may wrap at 32. ``index.cmp`` is a known
constant only when both widths agree on it; ``index.sizeof`` is in ``[32, 64]``.

What it does not do: use overflow flags (the index dialect of MLIR 19 has none).
"""

from __future__ import annotations

from typing import Any

from ..ir import int_range as ir_range
from ..ir.attributes import BoolAttr, IntegerAttr
from ..ir.int_range import INDEX_MIN_WIDTH, ConstantIntRanges, storage_bitwidth
from ..ir.interfaces import InferIntRangeInterface

__all__ = [
    "Add", "And", "BoolConstant", "CastS", "CastU", "CeilDivS", "CeilDivU", "Cmp", "Constant",
    "DivS", "DivU", "FloorDivS", "MaxS", "MaxU", "MinS", "MinU", "Mul", "Or", "RemS", "RemU",
    "Shl", "ShrS", "ShrU", "SizeOf", "Sub", "Xor",
]


def _binary(fn: Any, mode: str) -> type:
    class Impl(InferIntRangeInterface):
        __slots__ = ()

        def infer_result_ranges(self, args: list, set_range: Any) -> None:
            set_range(self.op.results[0], ir_range.infer_index_op(fn, args, mode))

    return Impl


Add = _binary(ir_range.infer_add, "both")
Sub = _binary(ir_range.infer_sub, "both")
Mul = _binary(ir_range.infer_mul, "both")
Shl = _binary(ir_range.infer_shl, "both")
DivU = _binary(ir_range.infer_div_u, "unsigned")
DivS = _binary(ir_range.infer_div_s, "signed")
CeilDivU = _binary(ir_range.infer_ceil_div_u, "unsigned")
CeilDivS = _binary(ir_range.infer_ceil_div_s, "signed")
FloorDivS = _binary(ir_range.infer_floor_div_s, "signed")
RemU = _binary(ir_range.infer_rem_u, "unsigned")
RemS = _binary(ir_range.infer_rem_s, "signed")
MaxU = _binary(ir_range.infer_max_u, "unsigned")
MaxS = _binary(ir_range.infer_max_s, "signed")
MinU = _binary(ir_range.infer_min_u, "unsigned")
MinS = _binary(ir_range.infer_min_s, "signed")
ShrU = _binary(ir_range.infer_shr_u, "unsigned")
ShrS = _binary(ir_range.infer_shr_s, "signed")
And = _binary(ir_range.infer_and, "unsigned")
Or = _binary(ir_range.infer_or, "unsigned")
Xor = _binary(ir_range.infer_xor, "unsigned")


class Constant(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        v = self.op.properties.get("value")
        if type(v) is IntegerAttr:
            set_range(self.op.results[0], ConstantIntRanges.constant(64, v.value))


class BoolConstant(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        v = self.op.properties.get("value")
        b = v.value if type(v) in (BoolAttr, IntegerAttr) else None
        if b is not None:
            set_range(self.op.results[0], ConstantIntRanges.constant(1, int(bool(b))))


def _cast(ext: Any) -> type:
    class Impl(InferIntRangeInterface):
        __slots__ = ()

        def infer_result_ranges(self, args: list, set_range: Any) -> None:
            op = self.op
            src = storage_bitwidth(op.op_operands[0].value.type)
            dst = storage_bitwidth(op.results[0].type)
            if src < dst:
                r = ext(args[0], dst)
            elif src > dst:
                r = ir_range.trunc_range(args[0], dst)
            else:
                r = args[0]
            set_range(op.results[0], r)

    return Impl


CastS = _cast(ir_range.ext_si_range)
CastU = _cast(ir_range.ext_ui_range)


class SizeOf(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        set_range(self.op.results[0], ConstantIntRanges.from_unsigned(64, 32, 64))


class Cmp(InferIntRangeInterface):
    """Known only when the 64- and 32-bit comparisons agree."""

    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        from .index import predicate_name

        pred = predicate_name(self.op.properties.get("pred"))
        if pred is None:
            return
        lhs, rhs = args
        r64 = ir_range.evaluate_pred(pred, lhs, rhs)
        r32 = ir_range.evaluate_pred(
            pred,
            ir_range.trunc_range(lhs, INDEX_MIN_WIDTH),
            ir_range.trunc_range(rhs, INDEX_MIN_WIDTH),
        )
        lo, hi = 0, 1
        if r64 is not None and r64 == r32:
            lo = hi = int(r64)
        set_range(self.op.results[0], ConstantIntRanges.from_unsigned(1, lo, hi))
