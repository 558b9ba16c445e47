"""``test-patterns``: the greedy driver with folding (MLIR's TestPatternDriver).

Runs ``passes.rewrite.greedy.apply_greedily`` on the op with every loaded dialect's
folders and constant materializers and region simplification: ops are folded, dead ops
erased (with the operands they leave dead), as MLIR's driver does for IR without test
dialect ops.

Options as MLIR's: ``max-iterations`` (default 10) and ``top-down`` (default false: the
worklist is seeded in post order, as ``applyPatternsAndFoldGreedily`` does).

What it does not do: MLIR's test patterns, which match ops of its C++ test dialect
that irlite does not define (``test.op_commutative``, ``test.any_attr_of``, ...).
"""

from __future__ import annotations

from typing import Any

from ...infra.pass_base import Option, Pass, register_pass
from ...rewrite.fold_utils import folding_tables
from ...rewrite.greedy import apply_greedily
from ..region_utils import simplify_regions


@register_pass(
    "test-patterns",
    summary="Run test dialect patterns",
    options=[
        Option("top-down", bool, False, "Seed the worklist in general top-down order"),
        Option(
            "max-iterations",
            int,
            10,
            "Max. iterations in the GreedyRewriteConfig",
        ),
    ],
)
class TestPatternDriver(Pass):
    def run_on_operation(self, op: Any) -> None:
        folders, mats = folding_tables(self.context)
        apply_greedily(
            op,
            [],
            folders,
            mats,
            max_iterations=self.max_iterations,
            region_simplify=lambda root, rw: simplify_regions(root, rw, False),
            top_down=self.top_down,
        )
