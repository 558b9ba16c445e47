"""``test-expand-math``: expand ``math`` ops into ``arith`` and simpler ``math`` ops, as MLIR 19.

MLIR 19's ``TestExpandMathPass`` (the only pass it registers for its ``populateExpand*``
functions, ``ExpandPatterns.cpp``): every expansion applied by the greedy driver with
folding (``applyPatternsGreedily``) on the op the pass runs on. ``math.tan`` becomes
``sin / cos``; ``tanh``, ``sinh``, ``cosh``, ``asinh``, ``acosh``, ``atanh`` their
``exp``/``log``/``sqrt`` forms; ``fma`` a multiply and an add; ``floor`` and ``ceil`` an
``fptosi``/``sitofp`` truncation and a correction; ``exp2`` ``exp(x * ln 2)``; ``powf``
``exp(b/2 * log(a*a))`` with the sign of an odd power of a negative base; ``fpowi``
square-and-multiply for a constant power, else ``powf``; ``rsqrt`` ``1 / sqrt``;
``round`` (f32) bit tests and a truncation; ``roundeven`` ``round`` and a correction;
``ctlz`` a binary search over the bits. The rewrites are the rules of
``rules/math_expand.rules`` (ruleset ``expand_math``) and the two native patterns of
``rules/math_expand.py`` (``PATTERNS``: ctlz and constant-power fpowi, which loop).

The output is mlir-opt 19's text (tests/lit/passes/test-expand-math.mlir). What it does
not do: expand ops of dynamically shaped tensors whose expansion needs constants (MLIR 19
builds an invalid ``dense<...> : tensor<?xf32>`` for them; they are left alone here),
``round`` of anything but f32 elements (as in MLIR), ``ctlz`` wider than 64 bits, or
anything MLIR 19's pass does not (it has no ``math-expand-ops`` pass with options; MLIR
20's is not here).
"""

from __future__ import annotations

import os
from typing import Any

from ...rules import math_expand as helpers
from ..infra.pass_base import Pass, register_pass

__all__ = ["RULES_PATH", "TestExpandMath", "populate_expand_math_patterns"]

#: the rules of the expansions
RULES_PATH = os.path.join(os.path.dirname(os.path.abspath(helpers.__file__)), "math_expand.rules")

_applicator: list = []

#: the dialects the expansions build ops of, loaded before the run (MLIR's dependent dialects)
_DEPENDENT_DIALECTS = ("arith", "math")


def populate_expand_math_patterns() -> Any:
    """Every ``populateExpand*Pattern`` of MLIR 19: a ``PatternApplicator`` of ruleset
    ``expand_math`` and the native ``PATTERNS``, built once."""
    if not _applicator:
        from ...gen.loader import load_patterns
        from ..rewrite.pattern import PatternApplicator

        rules = PatternApplicator.of(load_patterns(RULES_PATH).RULESETS["expand_math"][1])
        _applicator.append(PatternApplicator(rules.patterns + list(helpers.PATTERNS)))
    return _applicator[0]


@register_pass(
    "test-expand-math",
    summary="Test expanding math",
    display_name="TestExpandMathPass",
)
class TestExpandMath(Pass):
    """Applies the expansions greedily, folding as it goes (MLIR's
    ``applyPatternsGreedily``); never fails (an op no expansion takes is left alone)."""

    def run_on_operation(self, op: Any) -> None:
        from ..infra.declared import _folding
        from ..rewrite.greedy import apply_greedily

        if self.context is not None:
            for name in _DEPENDENT_DIALECTS:  # MLIR's getDependentDialects: their folders run
                self.context.dialects.get(name)
        folders, materializers = _folding(self.context)
        apply_greedily(op, populate_expand_math_patterns(), folders, materializers)
