"""``ValueBoundsOpInterface`` of tensor ops (MLIR 19's ``tensor`` external models).

``tensor.empty``: a dynamic dim is its size operand; ``tensor.cast``: the dims of a
ranked source; ``tensor.dim`` with a constant index: that dim of its source (and not
negative); ``tensor.rank``: the rank of a ranked source; ``tensor.extract_slice``: a
result dim is the size of the source dim it keeps; ``tensor.pad``: a dim is the source's
plus the low and high padding. Attached on import (``passes.analysis.value_bounds``
imports this module).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.interfaces import ValueBoundsOpInterface, attach_interface
from irlite.ir.types import DYNAMIC

from .memref_value_bounds import CastBounds, DimBounds, RankBounds, kept_size, mixed_sizes
from .memref import K_DYNAMIC, rank_reduction_mask


class EmptyBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        sizes = mixed_sizes(value.type.shape, self.op.operands)
        cstr.bound_eq(value, cstr.get_expr(sizes[dim]), dim)


class ExtractSliceBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        op = self.op
        seg = op.properties["operandSegmentSizes"].values
        dyn = op.operands[1 + seg[1] : 1 + seg[1] + seg[2]]
        static = op.properties["static_sizes"].values
        sizes = mixed_sizes(static, dyn)
        dropped = rank_reduction_mask([DYNAMIC if x == K_DYNAMIC else x for x in static], value.type.shape)
        s = kept_size(sizes, dropped or set(), dim)
        if s is not None:
            cstr.bound_eq(value, cstr.get_expr(s), dim)


class PadBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        op = self.op
        seg = op.properties["operandSegmentSizes"].values
        vals = op.operands
        low = mixed_sizes(op.properties["static_low"].values, vals[1 : 1 + seg[1]])
        high = mixed_sizes(op.properties["static_high"].values, vals[1 + seg[1] : 1 + seg[1] + seg[2]])
        e = cstr.get_expr(vals[0], dim) + cstr.get_expr(low[dim]) + cstr.get_expr(high[dim])
        cstr.bound_eq(value, e, dim)


for _name, _model in (
    ("tensor.cast", CastBounds),
    ("tensor.dim", DimBounds),
    ("tensor.empty", EmptyBounds),
    ("tensor.extract_slice", ExtractSliceBounds),
    ("tensor.pad", PadBounds),
    ("tensor.rank", RankBounds),
):
    attach_interface(_name, ValueBoundsOpInterface, _model)
