"""``test-compose-subview``: MLIR's ``TestComposeSubView`` pass.

Applies ``populateComposeSubViewPatterns`` (``rules/memref_compose_subview.py``: a
subview of a subview becomes one subview) with the greedy driver and folding, so the
``affine.apply`` of a composed dynamic offset folds to a constant when its operands are
constants. The inner subviews that lose their last use are erased by the driver.
"""

from __future__ import annotations

from typing import Any

from ....rules.memref_compose_subview import PATTERNS
from ...infra.pass_base import Pass, register_pass


@register_pass(
    "test-compose-subview",
    summary="Test combining composed subviews",
    display_name="TestComposeSubViewPass",
)
class TestComposeSubView(Pass):
    """Composes subviews of subviews, greedily with folding."""

    def run_on_operation(self, op: Any) -> None:
        from ...infra.declared import _folding
        from ...rewrite.greedy import apply_greedily
        from ...rewrite.pattern import PatternApplicator

        if self.context is not None:
            for name in ("affine", "arith", "memref"):  # the dependent dialects: their folders
                self.context.dialects.get(name)
        folders, materializers = _folding(self.context)
        apply_greedily(op, PatternApplicator(PATTERNS), folders, materializers)
