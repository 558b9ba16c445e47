"""``convert-ub-to-llvm``: the ``ub`` dialect to ``llvm`` ops, as mlir-opt 19 does.

The lowering is the conversion ruleset ``ub_to_llvm`` of ``rules/ub_to_llvm.rules``:
``ub.poison : T`` (value ``#ub.poison``) -> ``llvm.mlir.poison : T'``, ``T'`` the llvm
type converter's ``T`` (``index`` -> ``i<index-bitwidth>``, a memref -> its descriptor
struct, ``complex<f32>`` -> ``!llvm.struct<(f32, f32)>``), with a
``builtin.unrealized_conversion_cast`` back to ``T`` for the users that are not
converted. A result type that does not convert (a tensor) leaves the op where it is;
the pass still succeeds (a partial conversion in which ``ub`` is not illegal, as in
MLIR). This module keeps the pass's registration and ``populate_ub_to_llvm_patterns``
for ``convert-to-llvm``. What it does not do: anything but ``ub.poison`` (MLIR 19's
ub dialect has nothing else).
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

__all__ = ["CONVERSION", "RULES_PATH", "lowered_ops", "populate_ub_to_llvm_patterns"]

#: The rules file and the conversion in it.
RULES_PATH = builtin_rules_file("ub_to_llvm.rules")
CONVERSION = "ub_to_llvm"


def lowered_ops() -> frozenset:
    """The ub ops the conversion has rules for."""
    return conversion_ops(RULES_PATH, CONVERSION)


def populate_ub_to_llvm_patterns(type_converter: Any) -> list:
    """The patterns of ``convert-ub-to-llvm``."""
    return conversion_patterns(conversion_spec(RULES_PATH, CONVERSION), type_converter)


@register_pass(
    "convert-ub-to-llvm",
    summary="Convert UB dialect to LLVM dialect",
    options=(INDEX_BITWIDTH_OPTION,),
    display_name="UBToLLVMConversionPass",
)
class ConvertUBToLLVM(Pass):
    """Lowers ``ub.poison`` to ``llvm.mlir.poison`` where its type converts to llvm."""

    def run_on_operation(self, op: Any) -> None:
        if not apply_conversion_ruleset(op, RULES_PATH, CONVERSION, self, context=self.context):
            self.signal_pass_failure()
