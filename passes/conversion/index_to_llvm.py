"""``convert-index-to-llvm``: the ``index`` dialect to ``llvm`` ops, as mlir-opt 19 does.

The lowering is the conversion ruleset ``index_to_llvm`` of
``rules/index_to_llvm.rules`` (docs/rules-language.md, "Conversion rulesets").
``index`` values become integers of ``index-bitwidth`` bits (64 by default; the
``llvm`` type converter reads the option). One-to-one (discardable attributes kept):
``add sub mul`` -> ``llvm.add/sub/mul`` (no overflow flags), ``divs divu rems remu``
-> ``sdiv udiv srem urem``, ``maxs maxu mins minu`` -> ``llvm.intr.smax/umax/smin/umin``,
``shl shrs shru`` -> ``shl ashr lshr``, ``and or xor``, ``bool.constant`` ->
``llvm.mlir.constant``. ``index.cmp PRED`` -> ``llvm.icmp "PRED"``; ``index.constant N``
-> ``llvm.mlir.constant(N : iW)`` (the value retyped, wrapped to W bits);
``index.sizeof`` -> the constant W; ``casts`` / ``castu`` -> ``trunc`` or ``sext`` /
``zext``, or nothing when the widths agree. ``ceildivs``, ``ceildivu`` and
``floordivs`` expand into MLIR's select-based sequences (exact, no overflow for the
representable cases):

* ``ceildivs(n, m)``  = ``n != 0 && (n > 0) == (m > 0) ? (n + x) / m + 1 : -(-n / m)``,
  ``x = m > 0 ? -1 : 1``;
* ``ceildivu(n, m)``  = ``n == 0 ? 0 : (n - 1) / m + 1``;
* ``floordivs(n, m)`` = ``n != 0 && (n < 0) != (m < 0) ? -1 - (x - n) / m : n / m``,
  ``x = m < 0 ? 1 : -1``.

The index dialect is illegal in this conversion (as in MLIR): an index op left over
(only possible when a type does not convert) is an error. This module keeps the
pass's registration and ``populate_index_to_llvm_patterns`` for ``convert-to-llvm``.
What it does not do: vectors (the index dialect has none).
"""

from __future__ import annotations

from typing import Any

from ...gen.loader import builtin_rules_file
from ..infra.pass_base import Pass, register_pass
from ..rewrite.dialect_conversion import (
    apply_conversion_ruleset,
    conversion_ops,
    conversion_patterns,
    conversion_spec,
)
from .llvm_common.type_converter import INDEX_BITWIDTH_OPTION

__all__ = ["CONVERSION", "RULES_PATH", "lowered_ops", "populate_index_to_llvm_patterns"]

#: The rules file and the conversion in it.
RULES_PATH = builtin_rules_file("index_to_llvm.rules")
CONVERSION = "index_to_llvm"


def lowered_ops() -> frozenset:
    """The index ops the conversion has rules for."""
    return conversion_ops(RULES_PATH, CONVERSION)


def populate_index_to_llvm_patterns(type_converter: Any) -> list:
    """The patterns of ``convert-index-to-llvm``."""
    return conversion_patterns(conversion_spec(RULES_PATH, CONVERSION), type_converter)


@register_pass(
    "convert-index-to-llvm",
    summary="Lower the `index` dialect to the `llvm` dialect.",
    options=(INDEX_BITWIDTH_OPTION,),
    display_name="ConvertIndexToLLVMPass",
)
class ConvertIndexToLLVM(Pass):
    """Lowers every ``index`` op to ``llvm`` ops; the index dialect is illegal afterwards."""

    def run_on_operation(self, op: Any) -> None:
        if not apply_conversion_ruleset(op, RULES_PATH, CONVERSION, self, context=self.context):
            self.signal_pass_failure()
