"""MLIR's func-to-llvm test passes (``TestConvertFuncOp.cpp``, ``TestConvertCallOp.cpp``).

- ``test-convert-func-op``: ``func.func`` and ``func.return`` only, lowered with the
  ``convert-func-to-llvm`` patterns to MLIR's LLVM target (the C-interface wrapper of
  ``llvm.emit_c_interface`` included); other ops stay.
- ``test-convert-call-op``: the func lowering with a type converter that also lowers
  mlir-opt's ``!test.test_type`` to ``!llvm.ptr``, and ``test.type_producer`` of that
  type to ``llvm.mlir.zero``.
"""

from __future__ import annotations

from typing import Any

from ....ir.core import Operation
from ...infra.pass_base import Pass, register_pass
from ...rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    apply_partial_conversion,
)


def _is_test_type(t: Any) -> bool:
    return str(t) == "!test.test_type"


class TestTypeProducerOpConverter(ConversionPattern):
    """``test.type_producer`` of ``!test.test_type`` becomes ``llvm.mlir.zero``."""

    ROOT = "test.type_producer"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        if not op.results or not _is_test_type(op.results[0].type):
            return False
        t = self.type_converter.convert_type(op.results[0].type)
        if t is None:
            return False
        rw.set_insertion_point(op)
        new = rw.create("llvm.mlir.zero", [], [t], loc=op.loc)
        rw.replace_op(op, list(new.results))
        return True


@register_pass(
    "test-convert-func-op",
    summary="Tests conversion of `func.func` to `llvm.func` for different attributes",
    anchor="builtin.module",
)
class TestConvertFuncOp(Pass):
    def run_on_operation(self, op: Any) -> None:
        from ...conversion.func_to_llvm import FuncOpConversion, ReturnOpLowering
        from ...conversion.llvm_common.type_converter import (
            llvm_conversion_target,
            make_llvm_type_converter,
        )

        tc = make_llvm_type_converter()
        opts = {"use_bare_ptr_call_conv": False, "memref_arg_noalias": False}
        patterns = [FuncOpConversion(tc, opts), ReturnOpLowering(tc, opts)]
        target = llvm_conversion_target()
        if not apply_partial_conversion(op, target, patterns, tc, context=self.context):
            self.signal_pass_failure()


@register_pass(
    "test-convert-call-op",
    summary="Tests conversion of `func.call` to `llvm.call` with custom types",
    anchor="builtin.module",
)
class TestConvertCallOp(Pass):
    def run_on_operation(self, op: Any) -> None:
        from ....rules.llvm_types import LLVMPointerType
        from ...conversion.func_to_llvm import populate_func_to_llvm_patterns
        from ...conversion.llvm_common.type_converter import (
            llvm_conversion_target,
            make_llvm_type_converter,
        )

        tc = make_llvm_type_converter()
        tc.add_conversion(lambda t: LLVMPointerType.get() if _is_test_type(t) else None)
        patterns = populate_func_to_llvm_patterns(tc) + [TestTypeProducerOpConverter(tc)]
        target = llvm_conversion_target()
        target.add_legal_op("builtin.module")
        if not apply_partial_conversion(op, target, patterns, tc, context=self.context):
            self.signal_pass_failure()
