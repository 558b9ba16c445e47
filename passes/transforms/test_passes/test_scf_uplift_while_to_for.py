"""``test-scf-uplift-while-to-for``: uplift counting ``scf.while`` loops to ``scf.for``
under the greedy driver with folding (MLIR's TestSCFUpliftWhileToFor).

The pattern is ``passes.transforms.scf_uplift_while_to_for``'s; see there for the loops
it recognizes. What it does not do: anything else to the IR than that pattern and folding.
"""

from __future__ import annotations

from typing import Any

from ...infra.pass_base import Pass, register_pass
from ...rewrite.greedy import apply_greedily
from ..scf_uplift_while_to_for import UPLIFT_WHILE_TO_FOR_PATTERNS


@register_pass("test-scf-uplift-while-to-for", summary="test scf while to for uplifting")
class TestSCFUpliftWhileToFor(Pass):
    def run_on_operation(self, op: Any) -> None:
        from ..canonicalize import canonicalization_tables

        _, folders, mats = canonicalization_tables(ctx=self.context)
        if not apply_greedily(
            op, UPLIFT_WHILE_TO_FOR_PATTERNS, folders, mats, top_down=False
        ).changed:
            self.mark_all_analyses_preserved()
