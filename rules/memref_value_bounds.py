"""``ValueBoundsOpInterface`` of memref ops (MLIR 19's ``memref`` external models).

``memref.alloc`` / ``alloca``: a dynamic dim is its size operand; ``memref.cast``: the dims
of a ranked source; ``memref.dim`` with a constant index: that dim of its source (and not
negative); ``memref.rank``: the rank of a ranked source; ``memref.subview``: a result dim is
the size of the source dim it keeps. Static dims need no model (the analysis reads them
from the type). Attached on import (``passes.analysis.value_bounds`` imports this module).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.core import OpResult
from irlite.ir.interfaces import ValueBoundsOpInterface, attach_interface
from irlite.ir.types import DYNAMIC, MemRefType, RankedTensorType

from .memref import K_DYNAMIC, subview_dropped_dims


def constant_index(v: Any) -> int | None:
    from irlite.ir.attributes import IntegerAttr

    if type(v) is not OpResult or "ConstantLike" not in type(v.owner).traits:
        return None
    a = v.owner.properties.get("value")
    return a.value if type(a) is IntegerAttr else None


def mixed_sizes(static: Any, dynamic: list) -> list:
    """MLIR's ``getMixedValues``: each entry an int, or the value of a dynamic one
    (``static`` a ``static_*`` array or a type's shape)."""
    it = iter(dynamic)
    return [next(it) if s in (K_DYNAMIC, DYNAMIC) else s for s in static]


class AllocBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        seg = self.op.properties["operandSegmentSizes"].values
        sizes = mixed_sizes(value.type.shape, self.op.operands[: seg[0]])
        cstr.bound_eq(value, cstr.get_expr(sizes[dim]), dim)


class CastBounds(ValueBoundsOpInterface):
    """``memref.cast`` and ``tensor.cast``: the dims of a ranked source."""

    __slots__ = ()

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        src = self.op.operands[0]
        if isinstance(src.type, (MemRefType, RankedTensorType)):
            cstr.bound_eq(value, cstr.get_expr(src, dim), dim)


class DimBounds(ValueBoundsOpInterface):
    """``memref.dim`` and ``tensor.dim`` with a constant index."""

    __slots__ = ()

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        src, index = self.op.operands
        i = constant_index(index)
        if i is None or not isinstance(src.type, (MemRefType, RankedTensorType)):
            return
        if not 0 <= i < len(src.type.shape):
            return
        cstr.bound_ge(value, 0)
        cstr.bound_eq(value, cstr.get_expr(src, i))


class RankBounds(ValueBoundsOpInterface):
    """``memref.rank`` and ``tensor.rank`` of a ranked source."""

    __slots__ = ()

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        t = self.op.operands[0].type
        if isinstance(t, (MemRefType, RankedTensorType)):
            cstr.bound_eq(value, len(t.shape))


def kept_size(sizes: list, dropped: set, dim: int) -> Any:
    """The size of the ``dim``-th source dim a rank-reducing slice keeps, or None."""
    n = -1
    for i, s in enumerate(sizes):
        if i in dropped:
            continue
        n += 1
        if n == dim:
            return s
    return None


class SubViewBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        op = self.op
        seg = op.properties["operandSegmentSizes"].values
        vals = op.operands
        dyn = vals[1 + seg[1] : 1 + seg[1] + seg[2]]
        sizes = mixed_sizes(op.properties["static_sizes"].values, dyn)
        dropped = subview_dropped_dims(op)
        s = kept_size(sizes, dropped or set(), dim)
        if s is not None:
            cstr.bound_eq(value, cstr.get_expr(s), dim)


for _name, _model in (
    ("memref.alloc", AllocBounds),
    ("memref.alloca", AllocBounds),
    ("memref.cast", CastBounds),
    ("memref.dim", DimBounds),
    ("memref.rank", RankBounds),
    ("memref.subview", SubViewBounds),
):
    attach_interface(_name, ValueBoundsOpInterface, _model)
