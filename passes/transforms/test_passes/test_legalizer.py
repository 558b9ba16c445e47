"""MLIR's dialect-conversion test passes (``TestPatterns.cpp``), on irlite's framework.

- ``test-legalize-patterns`` (``TestLegalizePatternDriver``): the test patterns of
  ``test_legalizer_patterns`` under MLIR's test target, as a partial (default), full or
  analysis conversion (``test-legalize-mode``). Partial and full conversions print the
  rewriter notifications they hear (``notifyOperationInserted: <op>, was unlinked``, ...)
  and remark ``op 'x' is not legalizable`` on the ops left; a failed conversion remarks
  ``applyPartialConversion failed`` (``applyFullConversion failed``) on the root. The
  analysis remarks ``op 'x' is legalizable`` on each legalizable op.
- ``test-remapped-value``: ``ConversionPatternRewriter.get_remapped_value`` and block
  merging inside a full conversion.
- ``test-legalize-unknown-root-patterns``: a pattern without a root op erases every op of
  the ``test`` dialect, which is illegal.
- ``test-rewrite-dynamic-op``: ``test.dynamic_one_operand_two_results`` becomes
  ``test.dynamic_generic``.
- ``test-legalize-type-conversion`` (``TestTypeConversionDriver``): materializations that
  can fail, recursive types aside.
- ``test-target-materialization-with-no-uses``: a target materialization of a value whose
  replacement has no use yet.
- ``test-merge-blocks``: ``merge_blocks`` / ``inline_block_before`` in a conversion.
- ``test-pattern-selective-replacement``: the greedy driver replacing some uses only.

What they do not do: the notifications MLIR's rewriter gives for block moves (irlite
converts block signatures in place), and MLIR's order of notifications where its
deferred replacement differs from irlite's immediate one (a user of a value replaced
twice hears of both).
"""

from __future__ import annotations

import sys
from typing import Any

from ....ir.core import Operation
from ....ir.diagnostics import Diagnostic, report
from ....ir.function_interface import function_type
from ....ir.rewriter import Listener
from ....ir.types import FloatType, IntegerType
from ...infra.pass_base import Option, Pass, global_option, register_global_option, register_pass
from ...rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    FunctionOpSignatureConversion,
    TypeConverter,
    apply_analysis_conversion,
    apply_full_conversion,
    apply_partial_conversion,
)
from . import test_legalizer_patterns as tp
from .test_legalizer_patterns import flt, is_flt


class DumpNotifications(Listener):
    """Prints each rewriter notification to stdout, as MLIR's test listener does."""

    __slots__ = ()

    def notify_inserted(self, op: Operation) -> None:
        sys.stdout.write(f"notifyOperationInserted: {op.name}, was unlinked\n")

    def notify_replaced(self, op: Operation, values: Any) -> None:
        sys.stdout.write(f"notifyOperationReplaced: {op.name}\n")

    def notify_modified(self, op: Operation) -> None:
        sys.stdout.write(f"notifyOperationModified: {op.name}\n")

    def notify_erased(self, op: Operation) -> None:
        sys.stdout.write(f"notifyOperationErased: {op.name}\n")


def _remark(op: Operation, what: str) -> None:
    report(Diagnostic.remark(op, f"op '{op.name}' is {what}"))


def _in_order(root: Operation, ops: set) -> list:
    return [o for o in root.walk(post_order=False) if o in ops]


def _signature_and_body_legal(tc: TypeConverter, op: Operation) -> bool:
    ft = function_type(op)
    if ft is None:
        return True
    return tc.is_signature_legal(ft) and all(tc.is_region_legal(r) for r in op.regions)


# ------------------------------------------------------------------ test-legalize-patterns


def _legalizer_target(tc: TypeConverter) -> ConversionTarget:
    t = ConversionTarget()
    t.add_legal_op(
        "builtin.module",
        "test.legal_op_a",
        "test.legal_op_b",
        "test.legal_op_c",
        "test.cast",
        "test.valid",
        "test.finish",
        "test.one_region_op",
    )
    t.add_illegal_op("test.illegal_op_f", "test.region_builder", "test.op_with_region_fold")
    t.add_dynamically_legal_op(
        "test.return",
        lambda op: not any(is_flt(o.value.type, "f32") for o in op.op_operands),
    )
    t.add_dynamically_legal_op("func.func", lambda op: _signature_and_body_legal(tc, op))
    t.add_dynamically_legal_op("func.call", lambda op: tc.is_legal(op))
    t.add_dynamically_legal_op("test.illegal_op_g", lambda op: False)
    t.add_dynamically_legal_op("test.type_producer", lambda op: is_flt(op.results[0].type, "f64"))
    t.add_dynamically_legal_op(
        "test.type_consumer", lambda op: is_flt(op.op_operands[0].value.type, "f64")
    )
    for name in ("func.func", "builtin.module"):
        t.mark_op_recursively_legal(name, lambda op: "test.recursively_legal" in op.attributes)
    t.add_dynamically_legal_op("test.recursive_rewrite", lambda op: _depth(op) == 0)
    t.add_dynamically_legal_op("test.op_in_place_self_fold", lambda op: "folded" in op.properties)
    return t


def _depth(op: Operation) -> int:
    a = op.properties.get("depth")
    return a.value if a is not None else 0


# a tool-wide flag in mlir-opt 19 (``-test-legalize-mode=analysis``), not a pass option
register_global_option(
    Option(
        "test-legalize-mode",
        ("analysis", "full", "partial"),
        "partial",
        "The legalization mode to use with the test driver",
    )
)


@register_pass("test-legalize-patterns", summary="Run test dialect legalization patterns")
class TestLegalizePatternDriver(Pass):
    def run_on_operation(self, op: Any) -> None:
        tc = tp.TestTypeConverter()
        patterns = tp.legalizer_patterns(tc)
        target = _legalizer_target(tc)
        mode = global_option("test-legalize-mode")
        if mode == "partial":
            left: set = set()
            ok = apply_partial_conversion(
                op,
                target,
                patterns,
                context=self.context,
                listener=DumpNotifications(),
                unlegalized_ops=left,
            )
            if not ok:
                report(Diagnostic.remark(op, "applyPartialConversion failed"))
            for o in _in_order(op, left):
                _remark(o, "not legalizable")
            return
        if mode == "full":
            target.mark_unknown_op_dynamically_legal(
                lambda o: "test.dynamically_legal" in o.attributes
            )
            ok = apply_full_conversion(
                op, target, patterns, context=self.context, listener=DumpNotifications()
            )
            if not ok:
                report(Diagnostic.remark(op, "applyFullConversion failed"))
            return
        legal = apply_analysis_conversion(op, target, patterns, context=self.context)
        for o in _in_order(op, legal):
            _remark(o, "legalizable")


# ------------------------------------------------------------------ test-remapped-value


class OneVResOneVOperandOp1Converter(ConversionPattern):
    """``test.one_variadic_out_one_variadic_in1(x)`` becomes the same op of ``(x', x')``,
    ``x'`` the remapped ``x`` (``get_remapped_value``)."""

    ROOT = "test.one_variadic_out_one_variadic_in1"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        if len(op.op_operands) != 1:
            return False
        v = rw.get_remapped_value(op.op_operands[0].value)
        rw.set_insertion_point(op)
        new = rw.create(op.name, [v, v], op.result_types, loc=op.loc)
        rw.replace_op(op, list(new.results))
        return True


class TestRemapValueInRegion(ConversionPattern):
    """``test.remapped_value_region``: its block is merged into the parent block, and its
    results are the remapped operands of its terminator."""

    ROOT = "test.remapped_value_region"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        block = op.regions[0].blocks[0]
        terminator = block.last
        parent = op.parent
        final = rw.split_block(parent, op)
        rw.merge_blocks(block, parent, [])
        rw.merge_blocks(final, parent, [])
        values = [rw.get_remapped_value(o.value) for o in terminator.op_operands]
        rw.erase_op(terminator)
        rw.replace_op(op, values)
        return True


@register_pass(
    "test-remapped-value",
    summary="Test public remapped value mechanism in ConversionPatternRewriter",
)
class TestRemappedValue(Pass):
    def run_on_operation(self, op: Any) -> None:
        tc = TypeConverter()
        tc.add_conversion(lambda t: t)
        tc.add_conversion(lambda t: flt("f64") if is_flt(t, "f32") else None)
        patterns = [
            OneVResOneVOperandOp1Converter(),
            tp.TestChangeProducerTypeF32ToF64(),
            tp.TestUpdateConsumerType(),
            TestRemapValueInRegion(tc),
        ]
        target = ConversionTarget()
        target.add_legal_op("builtin.module", "func.func", "test.return")
        target.add_dynamically_legal_op(
            "test.type_producer", lambda o: is_flt(o.results[0].type, "f64")
        )
        target.add_dynamically_legal_op(
            "test.type_consumer", lambda o: is_flt(o.op_operands[0].value.type, "f64")
        )
        target.add_dynamically_legal_op(
            "test.one_variadic_out_one_variadic_in1", lambda o: len(o.op_operands) > 1
        )
        if not apply_full_conversion(op, target, patterns, context=self.context):
            self.signal_pass_failure()


# ------------------------------------------------------------------ unknown roots, dynamic ops


class RemoveTestDialectOps(ConversionPattern):
    """Any op of the ``test`` dialect is erased (a pattern without a root op)."""

    ROOT = None

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        if op.name.split(".", 1)[0] != "test":
            return False
        rw.erase_op(op)
        return True


@register_pass(
    "test-legalize-unknown-root-patterns",
    summary="Test public remapped value mechanism in ConversionPatternRewriter",
)
class TestUnknownRootOpDriver(Pass):
    def run_on_operation(self, op: Any) -> None:
        target = ConversionTarget()
        target.add_illegal_dialect("test")
        if not apply_partial_conversion(op, target, [RemoveTestDialectOps()], context=self.context):
            self.signal_pass_failure()


class RewriteDynamicOp(ConversionPattern):
    ROOT = "test.dynamic_one_operand_two_results"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        rw.set_insertion_point(op)
        new = rw.create(
            "test.dynamic_generic",
            [o.value for o in op.op_operands],
            op.result_types,
            attributes=dict(op.attributes),
            loc=op.loc,
        )
        rw.replace_op(op, list(new.results))
        return True


@register_pass("test-rewrite-dynamic-op", summary="Test rewritting on dynamic operations")
class TestRewriteDynamicOpDriver(Pass):
    def run_on_operation(self, op: Any) -> None:
        target = ConversionTarget()
        target.add_illegal_op("test.dynamic_one_operand_two_results")
        target.add_legal_op("test.dynamic_generic")
        if not apply_partial_conversion(op, target, [RewriteDynamicOp()], context=self.context):
            self.signal_pass_failure()


# ------------------------------------------------------------------ test-legalize-type-conversion


class TestTypeConversionProducer(ConversionPattern):
    """``test.type_producer`` of a float becomes one of ``f64``, of an ``i16`` one of ``i64``."""

    ROOT = "test.type_producer"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        t = op.results[0].type
        if isinstance(t, FloatType):
            new_t = flt("f64")
        elif isinstance(t, IntegerType) and t.width == 16:
            new_t = IntegerType.get(64)
        else:
            return False
        rw.set_insertion_point(op)
        new = rw.create("test.type_producer", [], [new_t], loc=op.loc)
        rw.replace_op(op, list(new.results))
        return True


class TestSignatureConversionUndo(ConversionPattern):
    """``test.signature_conversion_undo``: converts its region's types, then fails."""

    ROOT = "test.signature_conversion_undo"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        rw.convert_region_types(op.regions[0], self.type_converter)
        return rw.notify_match_failure(op, "fails on purpose, after converting its region")


class TestSignatureConversionNoConverter(ConversionPattern):
    """``test.signature_conversion_no_converter``: its entry block is converted without a
    type converter for the materializations."""

    ROOT = "test.signature_conversion_no_converter"

    def __init__(self, converter: TypeConverter) -> None:
        super().__init__(converter)
        self.converter = converter
        self.type_converter = None

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        entry = op.regions[0].blocks[0]
        sig = self.converter.convert_signature_args(entry.arg_types)
        if sig is None:
            return False
        rw.modify_op_in_place(op, lambda: rw.apply_signature_conversion(entry, sig, None))
        return True


class TestTypeConsumerForward(ConversionPattern):
    """``test.type_consumer`` takes its adaptor operands (in place)."""

    ROOT = "test.type_consumer"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        rw.modify_op_in_place(op, lambda: op.set_operands(operands))
        return True


class TestTypeConversionAnotherProducer(ConversionPattern):
    """``test.another_type_producer`` becomes a ``test.type_producer`` of the same type."""

    ROOT = "test.another_type_producer"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        rw.set_insertion_point(op)
        new = rw.create("test.type_producer", [], op.result_types, loc=op.loc)
        rw.replace_op(op, list(new.results))
        return True


def _type_conversion_converter() -> TypeConverter:
    tc = TypeConverter()

    def floats(t: Any) -> Any:
        if is_flt(t, "f64"):
            return t
        if isinstance(t, FloatType) and t.name in ("bf16", "f16", "f32"):
            return flt("f64")
        return False

    tc.add_conversion(floats)
    tc.add_conversion(lambda t: [] if isinstance(t, IntegerType) else None)

    def source(rw: Any, to: Any, inputs: list, loc: Any) -> Any:
        if not is_flt(to, "f16") and len(inputs) == 1 and is_flt(inputs[0].type, "f64"):
            return tp.test_cast(rw, to, inputs, loc)
        if isinstance(to, IntegerType) and to.width in (32, 64) and not inputs:
            return rw.create("test.type_producer", [], [to], loc=loc).results[0]
        if (
            isinstance(to, IntegerType)
            and len(inputs) == 1
            and isinstance(inputs[0].type, IntegerType)
        ):
            return tp.test_cast(rw, to, inputs, loc)
        return None

    tc.add_source_materialization(source)
    return tc


@register_pass(
    "test-legalize-type-conversion",
    summary="Test various type conversion functionalities in DialectConversion",
)
class TestTypeConversionDriver(Pass):
    def run_on_operation(self, op: Any) -> None:
        tc = _type_conversion_converter()
        target = ConversionTarget()
        target.add_legal_op("test.legal_op_d")
        target.add_dynamically_legal_op(
            "test.type_producer",
            lambda o: (
                is_flt(o.results[0].type, "f64")
                or (isinstance(o.results[0].type, IntegerType) and o.results[0].type.width == 64)
            ),
        )
        target.add_dynamically_legal_op("func.func", lambda o: _signature_and_body_legal(tc, o))
        target.add_dynamically_legal_op(
            "test.cast",
            lambda o: (
                bool(o.op_operands)
                and is_flt(o.op_operands[0].value.type, "f64")
                and is_flt(o.results[0].type, "f32")
            ),
        )
        target.add_dynamically_legal_op(
            "test.signature_conversion_no_converter",
            lambda o: tc.is_legal(o.regions[0].blocks[0].arg_types),
        )
        patterns = [
            TestTypeConsumerForward(tc),
            TestTypeConversionProducer(tc),
            TestSignatureConversionUndo(tc),
            TestSignatureConversionNoConverter(tc),
            TestTypeConversionAnotherProducer(),
            FunctionOpSignatureConversion(tc, root=None),
        ]
        if not apply_partial_conversion(op, target, patterns, tc, context=self.context):
            self.signal_pass_failure()


# ------------------------------------------------------------------ target materialization


class ForwardOperandPattern(ConversionPattern):
    """``test.type_changer`` is replaced by its adaptor operands."""

    ROOT = "test.type_changer"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        rw.replace_op(op, operands)
        return True


@register_pass(
    "test-target-materialization-with-no-uses",
    summary="Test a special case of target materialization in DialectConversion",
)
class TestTargetMaterializationWithNoUses(Pass):
    def run_on_operation(self, op: Any) -> None:
        tc = TypeConverter()
        tc.add_conversion(lambda t: t)
        tc.add_conversion(
            lambda t: (
                IntegerType.get(64)
                if isinstance(t, IntegerType) and t.width == 16
                else (t if isinstance(t, IntegerType) else None)
            )
        )
        tc.add_target_materialization(tp.test_cast)
        target = ConversionTarget()
        target.add_illegal_op("test.type_changer")
        if not apply_partial_conversion(
            op, target, [ForwardOperandPattern(tc)], context=self.context
        ):
            self.signal_pass_failure()


# ------------------------------------------------------------------ test-merge-blocks


class TestMergeBlock(ConversionPattern):
    """``test.merge_blocks``: the second block is merged into the first, the branch's
    operands standing for its arguments."""

    ROOT = "test.merge_blocks"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        blocks = op.regions[0].blocks
        if len(blocks) < 2:
            return False
        first, second = blocks[0], blocks[1]
        branch = first.last
        values = [o.value for o in branch.op_operands]
        rw.erase_op(branch)
        rw.merge_blocks(second, first, values)
        rw.modify_op_in_place(op)
        return True


class TestUndoBlocksMerge(ConversionPattern):
    """``test.undo_blocks_merge``: as ``test.merge_blocks`` after putting an illegal op into
    the second block (the op stays illegal)."""

    ROOT = "test.undo_blocks_merge"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        blocks = op.regions[0].blocks
        first, second = blocks[0], blocks[1]
        branch = first.last
        rw.set_insertion_point_to_start(second)
        rw.create("test.illegal_op_f", [], [flt("f32")], loc=op.loc)
        values = [o.value for o in branch.op_operands]
        rw.erase_op(branch)
        rw.merge_blocks(second, first, values)
        rw.modify_op_in_place(op)
        return True


class TestMergeSingleBlockOps(ConversionPattern):
    """A ``test.SingleBlockImplicitTerminator`` nested in another is inlined into it."""

    ROOT = "test.SingleBlockImplicitTerminator"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        parent = op.parent_op
        while parent is not None and parent.name != op.name:
            parent = parent.parent_op
        if parent is None:
            return False
        inner = op.regions[0].blocks[0]
        terminator = inner.last
        rw.inline_block_before(inner, op)
        rw.erase_op(terminator)
        rw.erase_op(op)
        return True


def _has_ancestor(op: Operation, name: str) -> bool:
    p = op.parent_op
    while p is not None:
        if p.name == name:
            return True
        p = p.parent_op
    return False


@register_pass("test-merge-blocks", summary="Test Merging operation in ConversionPatternRewriter")
class TestMergeBlocksPatternDriver(Pass):
    def run_on_operation(self, op: Any) -> None:
        target = ConversionTarget()
        target.add_legal_op(
            "func.func",
            "builtin.module",
            "test.finish",
            "test.type_consumer",
            "test.type_producer",
            "test.return",
        )
        target.add_illegal_op("test.illegal_op_f")
        target.add_dynamically_legal_op(
            "test.merge_blocks", lambda o: len(o.regions[0].blocks) == 1
        )
        target.add_dynamically_legal_op("test.br", lambda o: _has_ancestor(o, "test.merge_blocks"))
        target.add_dynamically_legal_op(
            "test.SingleBlockImplicitTerminator",
            lambda o: not _has_ancestor(o, "test.SingleBlockImplicitTerminator"),
        )
        left: set = set()
        patterns = [TestMergeBlock(), TestUndoBlocksMerge(), TestMergeSingleBlockOps()]
        apply_partial_conversion(op, target, patterns, context=self.context, unlegalized_ops=left)
        for o in _in_order(op, left):
            _remark(o, "not legalizable")


# ------------------------------------------------------------------ selective replacement


@register_pass(
    "test-pattern-selective-replacement",
    summary="Test selective replacement in the PatternRewriter",
)
class TestSelectiveReplacementPatternDriver(Pass):
    def run_on_operation(self, op: Any) -> None:
        from ....ir.pattern import rewrite_pattern
        from ...rewrite.greedy import apply_greedily

        @rewrite_pattern("test.cast")
        def selective(cast: Operation, rw: Any) -> bool:
            """Terminators read the first operand, every other use the second."""
            if len(cast.op_operands) != 2:
                return False
            first, second = cast.op_operands[0].value, cast.op_operands[1].value
            res = cast.results[0]
            for use in list(res.uses):
                if "IsTerminator" in type(use.owner).traits:
                    use.set(first)
                    rw.modify(use.owner)
            rw.replace_op(cast, [second])
            return True

        apply_greedily(op, [selective])
