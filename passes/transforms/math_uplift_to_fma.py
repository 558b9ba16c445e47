"""``math-uplift-to-fma``: ``addf(mulf(a, b), c)`` into ``math.fma(a, b, c)``, as MLIR 19.

MLIR 19's ``MathUpliftToFMA`` pass: ``populateUpliftToFMAPatterns`` applied by the greedy
driver with folding (``applyPatternsGreedily``) on the op the pass runs on. An ``addf``
whose operand is a ``mulf`` becomes one ``math.fma`` when both carry the ``contract``
fastmath flag; the ``fma`` has the flags they share (``fast`` and ``contract`` give
``contract``). The product is looked for on the left first; the ``mulf`` is erased when
nothing else uses it. The rewrites are the rules of ``rules/math_uplift_to_fma.rules``
(ruleset ``uplift_to_fma``).

What it does not do: fuse without ``contract`` on both ops (the rounding of the product
would change), or fuse ``subf`` (MLIR 19 does not either).
"""

from __future__ import annotations

import os
from typing import Any

from ...rules import math_uplift_to_fma as helpers
from ..infra.pass_base import Pass, register_pass

__all__ = ["RULES_PATH", "MathUpliftToFMA", "populate_uplift_to_fma_patterns"]

#: the rules of the rewrite
RULES_PATH = os.path.join(
    os.path.dirname(os.path.abspath(helpers.__file__)), "math_uplift_to_fma.rules"
)

_applicator: list = []


def populate_uplift_to_fma_patterns() -> Any:
    """MLIR's ``populateUpliftToFMAPatterns``: a ``PatternApplicator`` of ruleset
    ``uplift_to_fma``, built once."""
    if not _applicator:
        from ...gen.loader import load_patterns
        from ..rewrite.pattern import PatternApplicator

        _applicator.append(
            PatternApplicator.of(load_patterns(RULES_PATH).RULESETS["uplift_to_fma"][1])
        )
    return _applicator[0]


@register_pass(
    "math-uplift-to-fma",
    summary="Uplift arith ops to math.fma.",
    display_name="MathUpliftToFMA",
)
class MathUpliftToFMA(Pass):
    """Applies the uplift greedily, folding as it goes (MLIR's ``applyPatternsGreedily``)."""

    def run_on_operation(self, op: Any) -> None:
        from ..infra.declared import _folding
        from ..rewrite.greedy import apply_greedily

        if self.context is not None:
            for name in ("arith", "math"):  # MLIR's dependent dialects: their folders run
                self.context.dialects.get(name)
        folders, materializers = _folding(self.context)
        apply_greedily(op, populate_uplift_to_fma_patterns(), folders, materializers)
