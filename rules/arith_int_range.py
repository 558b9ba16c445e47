"""``InferIntRangeInterface`` of the ``arith`` ops (MLIR 19's
``InferIntRangeInterfaceImpls.cpp`` for arith), named in ``arith.rules``.

Each class bounds an op's result from its operands' ranges through the common
inference of ``ir.int_range``; the overflow flags of ``addi``/``subi``/``muli``/``shli``
tighten the bounds as MLIR's do. ``arith.select`` works on optional ranges (a known
condition picks a side; otherwise both sides joined, the full range if one is unknown).

What it does not do: float ops, vector/tensor constants other than splats and
``dense`` integer elements (their range is the union of the elements).
"""

from __future__ import annotations

from typing import Any

from ..ir import int_range as ir_range
from ..ir.attributes import IntegerAttr
from ..ir.int_range import ConstantIntRanges, storage_bitwidth
from ..ir.interfaces import InferIntRangeInterface

__all__ = [
    "AddI", "AndI", "CeilDivSI", "CeilDivUI", "CmpI", "Constant", "DivSI", "DivUI", "ExtSI",
    "ExtUI", "FloorDivSI", "IndexCast", "IndexCastUI", "MaxSI", "MaxUI", "MinSI", "MinUI",
    "MulI", "OrI", "RemSI", "RemUI", "Select", "ShLI", "ShRSI", "ShRUI", "SubI", "TruncI",
    "XOrI",
]


def _flags(op: Any) -> int:
    a = op.properties.get("overflowFlags")
    if a is None:
        return 0
    from ..gen.loader import builtin_module

    return builtin_module("arith").ENUMS["IntegerOverflowFlags"].value(a)


def _binary(fn: Any, with_flags: bool = False) -> type:
    class Impl(InferIntRangeInterface):
        __slots__ = ()

        def infer_result_ranges(self, args: list, set_range: Any) -> None:
            if with_flags:
                set_range(self.op.results[0], fn(args, _flags(self.op)))
            else:
                set_range(self.op.results[0], fn(args))

    Impl.__name__ = Impl.__qualname__ = fn.__name__
    return Impl


AddI = _binary(ir_range.infer_add, True)
SubI = _binary(ir_range.infer_sub, True)
MulI = _binary(ir_range.infer_mul, True)
ShLI = _binary(ir_range.infer_shl, True)
DivUI = _binary(ir_range.infer_div_u)
DivSI = _binary(ir_range.infer_div_s)
CeilDivUI = _binary(ir_range.infer_ceil_div_u)
CeilDivSI = _binary(ir_range.infer_ceil_div_s)
FloorDivSI = _binary(ir_range.infer_floor_div_s)
RemUI = _binary(ir_range.infer_rem_u)
RemSI = _binary(ir_range.infer_rem_s)
AndI = _binary(ir_range.infer_and)
OrI = _binary(ir_range.infer_or)
XOrI = _binary(ir_range.infer_xor)
MaxSI = _binary(ir_range.infer_max_s)
MaxUI = _binary(ir_range.infer_max_u)
MinSI = _binary(ir_range.infer_min_s)
MinUI = _binary(ir_range.infer_min_u)
ShRUI = _binary(ir_range.infer_shr_u)
ShRSI = _binary(ir_range.infer_shr_s)


class Constant(InferIntRangeInterface):
    """An integer constant, a splat of one, or the union of dense integer elements."""

    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        v = self.op.properties.get("value")
        r = self.op.results[0]
        if type(v) is IntegerAttr:
            w = storage_bitwidth(v.type)
            set_range(r, ConstantIntRanges.constant(w, v.value))
            return
        et = getattr(getattr(v, "type", None), "element_type", None)
        w = storage_bitwidth(et)
        if not w or not hasattr(v, "values"):
            return
        try:
            vals = list(v.values())
        except Exception:  # noqa: BLE001 - elements that are no integers: no range
            return
        out = None
        for x in vals:
            if not isinstance(x, int):
                return
            c = ConstantIntRanges.constant(w, x)
            out = c if out is None else out.range_union(c)
        if out is not None:
            set_range(r, out)


def _dest_width(op: Any) -> int:
    return storage_bitwidth(op.results[0].type)


class ExtUI(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        set_range(self.op.results[0], ir_range.ext_ui_range(args[0], _dest_width(self.op)))


class ExtSI(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        set_range(self.op.results[0], ir_range.ext_si_range(args[0], _dest_width(self.op)))


class TruncI(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        w = _dest_width(self.op)
        if w:
            set_range(self.op.results[0], ir_range.trunc_range(args[0], w))


def _index_cast(ext: Any) -> type:
    class Impl(InferIntRangeInterface):
        __slots__ = ()

        def infer_result_ranges(self, args: list, set_range: Any) -> None:
            op = self.op
            src = storage_bitwidth(op.op_operands[0].value.type)
            dst = _dest_width(op)
            if not src or not dst:
                return
            if src < dst:
                r = ext(args[0], dst)
            elif src > dst:
                r = ir_range.trunc_range(args[0], dst)
            else:
                r = args[0]
            set_range(op.results[0], r)

    return Impl


IndexCast = _index_cast(ir_range.ext_si_range)
IndexCastUI = _index_cast(ir_range.ext_ui_range)

_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


class CmpI(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        p = self.op.properties.get("predicate")
        pred = _PREDICATES[p.value] if type(p) is IntegerAttr else None
        if pred is None:
            return
        set_range(self.op.results[0], ir_range.infer_cmp(pred, args[0], args[1]))


class Select(InferIntRangeInterface):
    """A known condition picks its side; else both sides joined (the full range when
    one of them is not known)."""

    __slots__ = ()

    def infer_result_ranges_from_optional(self, args: list, set_range: Any) -> None:
        cond, t, f = args
        res = self.op.results[0]
        c = cond.constant_value() if cond is not None else None
        if c is not None:
            if f is not None and c == 0:
                set_range(res, f)
            elif t is not None and c != 0:
                set_range(res, t)
            return
        if t is None or f is None:
            w = storage_bitwidth(res.type)
            if w:
                set_range(res, ConstantIntRanges.max_range(w))
            return
        set_range(res, t.range_union(f))
