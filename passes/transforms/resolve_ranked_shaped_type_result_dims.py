"""``resolve-ranked-shaped-type-result-dims``: dims of op results read from the op (MLIR 19).

MLIR 19's ``ResolveRankedShapedTypeResultDimsPass``
(``populateResolveRankedShapedTypeResultDimsPatterns``): a ``memref.dim`` or
``tensor.dim`` with a constant index of a result of an op implementing
``ReifyRankedShapedTypeOpInterface`` is replaced by the size the op reifies for that dim
(an index constant for a static one). An index out of the result's rank is left alone.
The patterns run under the greedy driver with the dialects' folders (dead ops go), as
``applyPatternsAndFoldGreedily``.

What it does not do: ops without the interface (irlite implements it for
``memref.expand_shape``), or ``InferShapedTypeOpInterface`` (MLIR's
``resolve-shaped-type-result-dims`` adds that one).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.core import Operation, OpResult
from ...ir.interfaces import ReifyRankedShapedTypeOpInterface
from ...ir.pattern import FunctionPattern, RewritePattern
from ...ir.rewriter import PatternRewriter
from ...ir.types import IndexType
from ..infra.pass_base import Pass, register_pass
from ..rewrite.greedy import apply_greedily

__all__ = ["PATTERNS", "ResolveRankedShapedTypeResultDims"]

_INDEX = IndexType.get()


def _constant_index(v: Any) -> int | None:
    if type(v) is not OpResult or "ConstantLike" not in type(v.owner).traits:
        return None
    a = v.owner.properties.get("value")
    return a.value if type(a) is IntegerAttr else None


def dim_of_reified_result(op: Operation, rw: PatternRewriter) -> bool:
    """``DimOfReifyRankedShapedTypeOpInterface``: ``dim(op#r, i)`` is the size the op
    reifies for dim ``i`` of result ``r``."""
    src = op.op_operands[0].value
    if type(src) is not OpResult:
        return False
    i = _constant_index(op.op_operands[1].value)
    if i is None:
        return False
    reify = src.owner.interface(ReifyRankedShapedTypeOpInterface)
    if reify is None:
        return False
    rw.set_insertion_point(op)
    shapes = reify.reify_result_shapes(rw)
    if shapes is None:
        return False
    sizes = shapes[src.owner.results.index(src)]
    if not 0 <= i < len(sizes):
        return rw.notify_match_failure(op, "dimension is out of bounds")
    x = sizes[i]
    if isinstance(x, int):
        attr = IntegerAttr.get(_INDEX, x)
        x = rw.create("arith.constant", [], [_INDEX], {"value": attr}, loc=op.loc).results[0]
    rw.replace_op(op, [x])
    return True


#: The pass's patterns: the reified-dim rewrite on both dim ops.
PATTERNS: list[RewritePattern] = [
    FunctionPattern(dim_of_reified_result, name, debug_name="DimOfReifyRankedShapedTypeOpInterface")
    for name in ("memref.dim", "tensor.dim")
]


@register_pass(
    "resolve-ranked-shaped-type-result-dims",
    summary="Resolve memref.dim of result values of ranked shape type",
    display_name="ResolveRankedShapedTypeResultDims",
)
class ResolveRankedShapedTypeResultDims(Pass):
    """Replaces dims of reifiable results by their sizes (see the module docstring)."""

    def run_on_operation(self, op: Operation) -> None:
        from .canonicalize import canonicalization_tables

        _, folders, mats = canonicalization_tables(ctx=self.context)
        res = apply_greedily(op, PATTERNS, folders, mats, top_down=False)
        if not res.changed:
            self.mark_all_analyses_preserved()
