"""``math-polynomial-approximation``: rewrite ``math`` functions into polynomials, as MLIR.

MLIR's ``populateMathPolynomialApproximationPatterns`` (``PolynomialApproximation.cpp``),
run as its test pass ``test-math-polynomial-approximation`` runs it (the only pass MLIR
registers for it): the patterns applied by the greedy driver with folding
(``applyPatternsGreedily``) on the op the pass runs on. ``math.atan``, ``atan2``,
``tanh``, ``log``, ``log2``, ``log1p``, ``asin``, ``acos``, ``erf``, ``exp``, ``expm1``,
``sin``, ``cos`` and ``cbrt`` of f32 scalars and vectors become ``arith`` ops plus
``math.fma``/``absf``/``copysign``/``floor``/``sqrt``, which every target lowers to
instructions (LLVM vectorizes loops of them, where it cannot vectorize libm calls); f16
and bf16 ops run in f32 between ``arith.extf`` and ``arith.truncf`` (asin and acos also
directly in f16). The rewrites are the rules of ``rules/math_approx.rules`` (ruleset
``polynomial_approximation``; native helpers in ``rules/math_approx.py``); this module
applies their generated matchers.

Both names are registered: ``test-math-polynomial-approximation`` (mlir-opt 19's) and
``math-polynomial-approximation`` (irlite's name for the same pass). With MLIR's option
``enable-avx2`` f16/bf16 ``math.rsqrt`` also runs in f32; MLIR's approximation of f32
rsqrt on vectors of 8k lanes goes through x86vector's ``avx.rsqrt``, a dialect irlite does
not have, so those are left as they are.

The output is mlir-opt 19's, byte for byte, for scalars, fixed and scalable vectors and
f16/bf16 (tests/lit/passes/math-polynomial-approximation.mlir records it;
tests/passes/transforms/test_math_approx.py compares the two on every op and type). What
it does not do: approximate f64 (MLIR has no f64 approximations), tensors (MLIR 19 builds
invalid IR for them; left alone here), ``math.erfc`` (MLIR 20), or anything but the ops
listed.
"""

from __future__ import annotations

import os
from typing import Any

from ...rules import math_approx as helpers
from ..infra.pass_base import Option, Pass, register_pass

__all__ = ["RULES_PATH", "MathPolynomialApproximation", "populate_math_polynomial_approximation"]

#: the rules of the approximations
RULES_PATH = os.path.join(os.path.dirname(os.path.abspath(helpers.__file__)), "math_approx.rules")

_applicators: dict[bool, Any] = {}


def populate_math_polynomial_approximation(enable_avx2: bool = False) -> Any:
    """MLIR's ``populateMathPolynomialApproximationPatterns``: a ``PatternApplicator`` of
    ruleset ``polynomial_approximation`` (``polynomial_approximation_avx2`` with
    ``enable_avx2``, which adds f16/bf16 rsqrt through f32), built once."""
    app = _applicators.get(enable_avx2)
    if app is None:
        from ...gen.loader import load_patterns
        from ..rewrite.pattern import PatternApplicator

        name = "polynomial_approximation_avx2" if enable_avx2 else "polynomial_approximation"
        app = _applicators[enable_avx2] = PatternApplicator.of(
            load_patterns(RULES_PATH).RULESETS[name][1]
        )
    return app


_AVX2 = Option(
    "enable-avx2",
    bool,
    False,
    "Enable approximations that emit AVX2 intrinsics via the X86Vector dialect",
)


#: the dialects the approximations build ops of, loaded before the run (MLIR's dependent dialects)
_DEPENDENT_DIALECTS = ("arith", "math")


class _Base(Pass):
    """Applies the approximations greedily, folding as it goes (MLIR's
    ``applyPatternsGreedily``); never fails (a type no rule takes is left alone)."""

    def run_on_operation(self, op: Any) -> None:
        from ..infra.declared import _folding
        from ..rewrite.greedy import apply_greedily

        if self.context is not None:
            for name in _DEPENDENT_DIALECTS:  # MLIR's getDependentDialects: their folders run
                self.context.dialects.get(name)
        folders, materializers = _folding(self.context)
        patterns = populate_math_polynomial_approximation(self.enable_avx2)
        apply_greedily(op, patterns, folders, materializers)


@register_pass(
    "test-math-polynomial-approximation",
    summary="Test math polynomial approximations",
    options=(_AVX2,),
    display_name="TestMathPolynomialApproximationPass",
)
class TestMathPolynomialApproximation(_Base):
    """mlir-opt 19's name for the approximations (a test pass in MLIR)."""


@register_pass(
    "math-polynomial-approximation",
    summary="Approximate math functions with polynomials (MLIR's polynomial approximations)",
    options=(_AVX2,),
    display_name="MathPolynomialApproximationPass",
)
class MathPolynomialApproximation(_Base):
    """irlite's name for ``test-math-polynomial-approximation``."""
