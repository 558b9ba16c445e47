"""``linalg-generalize-named-ops``: every structured op becomes ``linalg.generic`` (MLIR 19).

MLIR 19's ``LinalgGeneralizeNamedOpsPass`` (``Generalization.cpp``): a structured op that
is not already a ``linalg.generic`` becomes one with the op's indexing maps, iterator
types, inputs and inits (results: the inits' types on tensors, none on buffers), and the
op's payload region moved into it. The op is found through ``LinalgStructuredOpInterface``
and ``DestinationStyleOpInterface``, never by name, so every structured op of any dialect
is generalized; a named op whose payload is built on demand gets it first
(``payload_region()``).

Left alone, as by MLIR: ``linalg.generic`` itself, and an op whose payload block does not
take one argument per operand (MLIR's ``linalg.map``, whose block has no argument for its
init): moving that body into a generic would need new block arguments. Discardable
attributes of the op are not carried over (MLIR's ``linalgOpToGenericOp`` builds the generic
from scratch). The patterns run under the greedy driver with the loaded dialects' folders,
as MLIR's ``applyPatternsAndFoldGreedily`` does, so a constant in a payload (reciprocal's
``1.0``) is hoisted out of the loop body to the start of the function.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation
from ...ir.interfaces import DestinationStyleOpInterface, LinalgStructuredOpInterface
from ...ir.pattern import FunctionPattern
from ...ir.rewriter import PatternRewriter
from ..infra.pass_base import Pass, register_pass
from ..rewrite.greedy import apply_greedily
from .linalg_utils import GENERIC, build_generic

__all__ = ["LinalgGeneralizeNamedOps", "PATTERNS", "generalize"]


def _precondition(op: Operation, lop: Any) -> str | None:
    if op.name == GENERIC:
        return "already a linalg.generic"
    if len(op.regions) != 1:
        return "not one region"
    region = lop.payload_region()
    if len(region.blocks) != 1 or len(region.blocks[0].args) != len(op.op_operands):
        return "the payload block does not take one argument per operand"
    return None


def generalize(op: Operation, rewriter: PatternRewriter) -> bool:
    """MLIR's ``generalizeNamedOp``: replace structured ``op`` by the equivalent
    ``linalg.generic``; False (nothing changed) where the op is left alone."""
    lop = op.interface(LinalgStructuredOpInterface)
    if lop is None:
        return False
    dps = op.interface(DestinationStyleOpInterface)
    if dps is None:
        return False
    why = _precondition(op, lop)
    if why is not None:
        return rewriter.notify_match_failure(op, why)
    inits = dps.dps_inits()
    types = [v.type for v in inits] if dps.has_pure_tensor_semantics() else []
    rewriter.set_insertion_point(op)
    new = build_generic(
        rewriter,
        dps.dps_inputs(),
        inits,
        lop.indexing_maps(),
        lop.iterator_types(),
        types,
        loc=op.loc,
    )
    rewriter.inline_region_before(op.regions[0], new.regions[0])
    rewriter.replace_op(op, new.results)
    return True


PATTERNS = [FunctionPattern(generalize, None, debug_name="LinalgGeneralizationPattern")]


@register_pass(
    "linalg-generalize-named-ops",
    summary="Convert named ops into generic ops",
    display_name="LinalgGeneralizeNamedOpsPass",
)
class LinalgGeneralizeNamedOps(Pass):
    """Rewrites every structured op but ``linalg.generic`` into a ``linalg.generic``
    (see the module docstring)."""

    def run_on_operation(self, op: Operation) -> None:
        from .canonicalize import canonicalization_tables

        _, folders, mats = canonicalization_tables(ctx=self.context)
        res = apply_greedily(op, PATTERNS, folders, mats, top_down=False)
        if not res.changed:
            self.mark_all_analyses_preserved()
