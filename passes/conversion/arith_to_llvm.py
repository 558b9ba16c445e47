"""``convert-arith-to-llvm``: MLIR 19's ``arith`` ops to ``llvm`` dialect ops.

The lowering is the conversion ruleset ``arith_to_llvm`` of
``rules/arith_to_llvm.rules`` (docs/rules-language.md, "Conversion rulesets"), which
rewrites exactly as ``mlir-opt --convert-arith-to-llvm`` does: ``arith.addi ...
overflow<nsw>`` -> ``llvm.add ... overflow<nsw>``, ``arith.addf ... fastmath<fast>`` ->
``llvm.fadd ... {fastmathFlags = #llvm.fastmath<fast>}``, ``arith.maxsi`` ->
``llvm.intr.smax``, ``arith.cmpi slt`` -> ``llvm.icmp "slt"``, casts to their LLVM casts
(``index_cast`` to ``trunc``/``sext``, or nothing when the widths agree),
``arith.constant`` -> ``llvm.mlir.constant`` (value kept as written), the extended ops
to ``llvm.intr.uadd.with.overflow`` / a double-width multiply, and ``truncf`` with a
rounding mode to ``llvm.intr.experimental.constrained.fptrunc``. ``index`` becomes the
integer of ``index-bitwidth`` bits (64 by default; the ``llvm`` type converter reads
the option); values whose type changes reach their old users through
``builtin.unrealized_conversion_cast``. N-D vectors are unrolled per 1-D piece where
MLIR does it.

This module keeps the pass's registration and ``populate_arith_to_llvm_patterns`` for
``convert-to-llvm``; the flag mappings it used to export are
``llvm_common.pattern.llvm_overflow`` / ``llvm_fastmath``.

What MLIR 19 leaves alone, this pass leaves alone too: ``ceildivsi``, ``ceildivui``,
``floordivsi`` (``arith-expand`` rewrites them first), ops on tensors, N-D
``addui_extended`` / ``mul*_extended``, and anything whose types the type converter
rejects. The pass is a partial conversion: unconverted ``arith`` ops stay, no error.
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
from .llvm_common.pattern import llvm_fastmath, llvm_overflow
from .llvm_common.type_converter import INDEX_BITWIDTH_OPTION

__all__ = [
    "CONVERSION",
    "RULES_PATH",
    "llvm_fastmath",
    "llvm_overflow",
    "lowered_ops",
    "populate_arith_to_llvm_patterns",
]

#: The rules file and the conversion in it.
RULES_PATH = builtin_rules_file("arith_to_llvm.rules")
CONVERSION = "arith_to_llvm"


def lowered_ops() -> frozenset:
    """The arith ops the conversion has rules for."""
    return conversion_ops(RULES_PATH, CONVERSION)


def populate_arith_to_llvm_patterns(type_converter: Any) -> list:
    """The patterns of ``convert-arith-to-llvm`` (for ``convert-to-llvm`` and friends)."""
    return conversion_patterns(conversion_spec(RULES_PATH, CONVERSION), type_converter)


@register_pass(
    "convert-arith-to-llvm",
    summary="Convert Arith dialect to LLVM dialect",
    options=(INDEX_BITWIDTH_OPTION,),
    display_name="ArithToLLVMConversionPass",
)
class ConvertArithToLLVM(Pass):
    """Lowers ``arith`` ops to the ``llvm`` dialect (a partial conversion: what does not
    lower, e.g. ``arith.ceildivsi`` or tensor ops, stays as it is)."""

    def run_on_operation(self, op: Any) -> None:
        if not apply_conversion_ruleset(op, RULES_PATH, CONVERSION, self, context=self.context):
            self.signal_pass_failure()
