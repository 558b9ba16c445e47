"""``ValueBoundsOpInterface`` of arith ops (MLIR 19's ``arith`` external models).

``arith.addi`` / ``subi`` / ``muli`` / ``floordivsi`` on index values are the affine
expressions of their operands (a product or quotient of two non-constants is
semi-affine, and the analysis drops it); ``arith.constant`` is its integer;
``arith.select`` of index values lies between its two choices when one is proven not to
exceed the other (by a walk of its own, as MLIR's static ``compare``) (equal to both when they are equal), and an elementwise select of
shaped values has the dims of its operands. Attached on import
(``passes.analysis.value_bounds`` imports this module).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import IntegerAttr
from irlite.ir.interfaces import ValueBoundsOpInterface, attach_interface
from irlite.ir.types import IndexType, MemRefType, RankedTensorType, VectorType

_SHAPED = (RankedTensorType, MemRefType, VectorType)


class _Binary(ValueBoundsOpInterface):
    __slots__ = ()

    def combine(self, lhs: Any, rhs: Any) -> Any:
        raise NotImplementedError

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        a, b = self.op.operands[0], self.op.operands[1]
        cstr.bound_eq(value, self.combine(cstr.get_expr(a), cstr.get_expr(b)))


class AddIBounds(_Binary):
    __slots__ = ()

    def combine(self, lhs: Any, rhs: Any) -> Any:
        return lhs + rhs


class SubIBounds(_Binary):
    __slots__ = ()

    def combine(self, lhs: Any, rhs: Any) -> Any:
        return lhs - rhs


class MulIBounds(_Binary):
    __slots__ = ()

    def combine(self, lhs: Any, rhs: Any) -> Any:
        return lhs * rhs


class FloorDivSIBounds(_Binary):
    __slots__ = ()

    def combine(self, lhs: Any, rhs: Any) -> Any:
        return lhs.floordiv(rhs)


class ConstantBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        a = self.op.properties.get("value")
        if type(a) is IntegerAttr:
            cstr.bound_eq(value, a.value)


class SelectBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def _populate(self, value: Any, dim: int | None, cstr: Any) -> None:
        cond, tv, fv = self.op.operands
        if isinstance(cond.type, _SHAPED):
            # elementwise: the three operands have one shape
            for v in (tv, fv, cond):
                cstr.bound_eq(value, cstr.get_expr(v, dim), dim)
            return
        cstr.populate_constraints(tv, dim)
        cstr.populate_constraints(fv, dim)
        for lo, hi in ((tv, fv), (fv, tv)):
            # a fresh walk of both choices, not bounded by this walk's stop condition
            if cstr.compare((lo, dim), "LE", (hi, dim)):
                cstr.bound_ge(value, cstr.get_expr(lo, dim), dim)
                cstr.bound_le(value, cstr.get_expr(hi, dim), dim)

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        if isinstance(value.type, IndexType):
            self._populate(value, None, cstr)

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        self._populate(value, dim, cstr)


for _name, _model in (
    ("arith.addi", AddIBounds),
    ("arith.subi", SubIBounds),
    ("arith.muli", MulIBounds),
    ("arith.floordivsi", FloorDivSIBounds),
    ("arith.constant", ConstantBounds),
    ("arith.select", SelectBounds),
):
    attach_interface(_name, ValueBoundsOpInterface, _model)
