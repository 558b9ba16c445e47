"""``convert-math-to-llvm``: ``math`` ops to LLVM intrinsics, as mlir-opt 19 lowers them.

The lowering is the conversion ruleset ``math_to_llvm`` of ``rules/math_to_llvm.rules``
(one rule per op; docs/rules-language.md, "Conversion rulesets"): one-to-one
(fast-math flags become ``fastmathFlags``; discardable attributes are kept) for
``absf`` -> ``llvm.intr.fabs``, ``ceil``, ``floor``, ``round``, ``roundeven``,
``trunc``, ``sqrt``, ``exp``, ``exp2``, ``log``, ``log2``, ``log10``, ``sin``, ``cos``,
``copysign``, ``powf`` -> ``llvm.intr.pow``, ``fpowi`` -> ``llvm.intr.powi``, ``fma``;
``ctpop`` -> ``llvm.intr.ctpop``; ``absi`` / ``ctlz`` / ``cttz`` -> ``llvm.intr.abs`` /
``ctlz`` / ``cttz`` with ``is_int_min_poison`` / ``is_zero_poison = false``. Expanded:
``expm1(x)`` -> ``exp(x) - 1``, ``rsqrt(x)`` -> ``1 / sqrt(x)``, and with the
``approximate-log1p`` option (on by default, as in MLIR; the rule reads it)
``log1p(x)`` -> ``log(1 + x)``. N-D vectors are unrolled per 1-D piece.

This module keeps the pass's registration (name, option, display name) and
``populate_math_to_llvm_patterns`` for ``convert-to-llvm``.

What MLIR 19 leaves alone stays: ``tan``, ``tanh``, ``atan``, ``atan2``, ``acos``,
``asin``, ``sinh``, ``cosh``, ``erf``, ``cbrt``, ``ipowi``, the hyperbolic inverses
(``convert-math-to-libm`` / ``math-expand-ops`` handle those), ``log1p`` when
``approximate-log1p=false``, and ``fpowi`` on vectors (MLIR 19 emits an invalid
``llvm.intr.powi`` for it: its exponent must be a scalar).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from ...gen.loader import builtin_rules_file
from ..infra.pass_base import Option, Pass, register_pass
from ..rewrite.dialect_conversion import (
    apply_conversion_ruleset,
    conversion_ops,
    conversion_patterns,
    conversion_spec,
)

__all__ = ["CONVERSION", "RULES_PATH", "lowered_ops", "populate_math_to_llvm_patterns"]

#: The rules file and the conversion in it.
RULES_PATH = builtin_rules_file("math_to_llvm.rules")
CONVERSION = "math_to_llvm"


def lowered_ops() -> frozenset:
    """The math ops the conversion has rules for."""
    return conversion_ops(RULES_PATH, CONVERSION)


def populate_math_to_llvm_patterns(type_converter: Any, approximate_log1p: bool = True) -> list:
    """The patterns of ``convert-math-to-llvm``."""
    options = SimpleNamespace(approximate_log1p=approximate_log1p)
    return conversion_patterns(conversion_spec(RULES_PATH, CONVERSION), type_converter, options)


@register_pass(
    "convert-math-to-llvm",
    summary="Convert Math dialect to LLVM dialect",
    options=(Option("approximate-log1p", bool, True, "Enable approximation of Log1p."),),
    display_name="ConvertMathToLLVMPass",
)
class ConvertMathToLLVM(Pass):
    """Lowers ``math`` ops to LLVM intrinsics (a partial conversion: ops without an
    LLVM counterpart, e.g. ``math.tan``, stay)."""

    def run_on_operation(self, op: Any) -> None:
        if not apply_conversion_ruleset(op, RULES_PATH, CONVERSION, self, context=self.context):
            self.signal_pass_failure()
