"""``test-math-algebraic-simplification``: MLIR 19's ``TestMathAlgebraicSimplificationPass``.

``populateMathAlgebraicSimplificationPatterns`` applied by the greedy driver with folding
(``applyPatternsGreedily``): ``math.powf`` with a constant exponent of 1, 2, 3, -1, 0.5,
-0.5 or 0.75 becomes ``arith``/``math.sqrt``/``math.rsqrt`` ops, and ``math.fpowi`` /
``math.ipowi`` with a constant exponent of magnitude at most 3 multiplications (of
``1 / x`` for a negative one). The rewrites are the rules of
``rules/math_algebraic.rules`` (ruleset ``algebraic_simplification``) and the native
patterns of ``rules/math_algebraic.py``; vectors take their 1 as a ``vector.broadcast``,
which the driver folds into a splat constant, as in MLIR.

What it does not do: ``complex.powi`` (irlite has no complex dialect), or MLIR 20's
additions (larger exponent thresholds, ``exp(a) / exp(b)``).
"""

from __future__ import annotations

import os
from typing import Any

from ...rules import math_algebraic as helpers
from ..infra.pass_base import Pass, register_pass

__all__ = ["RULES_PATH", "TestMathAlgebraicSimplification", "populate_algebraic_simplification"]

#: the rules of the powf reductions
RULES_PATH = os.path.join(
    os.path.dirname(os.path.abspath(helpers.__file__)), "math_algebraic.rules"
)

_applicator: list = []


def populate_algebraic_simplification() -> Any:
    """MLIR's ``populateMathAlgebraicSimplificationPatterns``: a ``PatternApplicator`` of
    ruleset ``algebraic_simplification`` and the native ``PATTERNS``, built once."""
    if not _applicator:
        from ...gen.loader import load_patterns
        from ..rewrite.pattern import PatternApplicator

        rules = PatternApplicator.of(
            load_patterns(RULES_PATH).RULESETS["algebraic_simplification"][1]
        )
        _applicator.append(PatternApplicator(rules.patterns + list(helpers.PATTERNS)))
    return _applicator[0]


@register_pass(
    "test-math-algebraic-simplification",
    summary="Test math algebraic simplification",
    display_name="TestMathAlgebraicSimplificationPass",
)
class TestMathAlgebraicSimplification(Pass):
    """Applies the simplifications greedily, folding as it goes."""

    def run_on_operation(self, op: Any) -> None:
        from ..infra.declared import _folding
        from ..rewrite.greedy import apply_greedily

        if self.context is not None:
            for name in ("arith", "math", "vector"):  # MLIR's dependent dialects
                self.context.dialects.get(name)
        folders, materializers = _folding(self.context)
        apply_greedily(op, populate_algebraic_simplification(), folders, materializers)
