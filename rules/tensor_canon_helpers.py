"""Predicates of ``tensor_canon.rules`` (MLIR's ``joinShapes`` and type checks)."""

from __future__ import annotations

from typing import Any

from irlite.ir.types import DYNAMIC, RankedTensorType


def is_ranked(t: Any) -> bool:
    return type(t) is RankedTensorType


def is_non_0_ranked_or_unranked(t: Any) -> bool:
    """A type ``tensor.dim`` accepts as its source."""
    return type(t) is not RankedTensorType or t.rank > 0


def join_shapes(one: Any, two: Any) -> Any:
    """MLIR's ``joinShapes``: the most static type both casts agree on, or None."""
    if one is two:
        return one
    if one.element_type is not two.element_type:
        return None
    if type(one) is not RankedTensorType:
        return two
    if type(two) is not RankedTensorType:
        return one
    if one.rank != two.rank:
        return None
    shape = []
    for a, b in zip(one.shape, two.shape):
        if a == DYNAMIC:
            shape.append(b)
        elif b == DYNAMIC or a == b:
            shape.append(a)
        else:
            return None
    return RankedTensorType.get(shape, one.element_type)


def chained_cast_foldable(src: Any, mid: Any, res: Any) -> bool:
    """``ChainedTensorCast``'s condition: joining all three types equals joining the
    source and result types (dropping the intermediate cast loses no runtime check)."""
    first = join_shapes(src, mid)
    first = join_shapes(first, res) if first is not None else None
    if first is None:
        return False
    return join_shapes(src, res) is first
