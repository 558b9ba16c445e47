"""The conversion patterns of MLIR's dialect-conversion test passes (``TestPatterns.cpp``).

Each class here is one of MLIR's test patterns, on ops of mlir-opt's ``test`` dialect
(most of them unknown ops, ``ir.mlir_test_conversion_ops`` has the rest), written
against irlite's conversion framework (``passes.rewrite.dialect_conversion``). The
passes that use them are in ``test_legalizer`` (``test-legalize-patterns`` and its
siblings).

``TestTypeConverter`` is MLIR's ``TestTypeConverter``: ``i16`` and ``i24`` are
dropped, ``i64`` becomes ``f64``, ``i42`` becomes ``i43``, ``f32`` splits into two
``f16``; every materialization is a ``test.cast``.

What it does not do: the greedy-driver patterns of ``TestPatterns.cpp``.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import IntegerAttr, StringAttr
from ....ir.core import Block, Operation, Region, Value
from ....ir.types import FloatType, IntegerType
from ...rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    TypeConverter,
)

__all__ = ["TestTypeConverter", "legalizer_patterns"]


def _i(width: int) -> Any:
    return IntegerType.get(width)


def flt(name: str) -> Any:
    return FloatType.get(name)


def is_flt(t: Any, name: str) -> bool:
    return isinstance(t, FloatType) and t.name == name


def _is_int(t: Any, width: int) -> bool:
    return isinstance(t, IntegerType) and t.width == width and t.signedness == "signless"


def test_cast(rw: Any, to_type: Any, inputs: list, loc: Any) -> Value:
    """``"test.cast"(inputs) : (...) -> to_type`` at the rewriter's insertion point."""
    return rw.create("test.cast", list(inputs), [to_type], loc=loc).results[0]


class TestTypeConverter(TypeConverter):
    """MLIR's ``TestTypeConverter`` (see the module docstring)."""

    def __init__(self) -> None:
        super().__init__()
        self.add_conversion(self._convert)
        self.add_argument_materialization(test_cast)
        self.add_source_materialization(test_cast)
        self.add_target_materialization(test_cast)

    @staticmethod
    def _convert(t: Any) -> Any:
        if _is_int(t, 16) or _is_int(t, 24):
            return []
        if _is_int(t, 64):
            return flt("f64")
        if isinstance(t, IntegerType) and t.width == 42:
            return IntegerType.get(43, t.signedness)
        if is_flt(t, "f32"):
            return [flt("f16"), flt("f16")]
        return t


# ------------------------------------------------------------------ helpers


class _Pattern(ConversionPattern):
    """A test pattern: ``ROOT`` and ``BENEFIT`` as class attributes, ``rewrite(op, operands,
    rw) -> bool`` the body."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        return self.rewrite(op, operands, rewriter)

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        raise NotImplementedError


def _replace_with_new(
    rw: Any, op: Operation, name: str, operands: list, types: list, **kw: Any
) -> Operation:
    rw.set_insertion_point(op)
    new = rw.create(name, operands, types, loc=op.loc, **kw)
    rw.replace_op(op, list(new.results))
    return new


class _LegalOpA(_Pattern):
    """MLIR's DRR ``(ILLegalOpX) -> (LegalOpA <status>)``."""

    STATUS = "Success"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        props = {"status": StringAttr.get(self.STATUS)}
        _replace_with_new(rw, op, "test.legal_op_a", [], op.result_types, properties=props)
        return True


class IllegalOpAToLegalOpA(_LegalOpA):
    ROOT = "test.illegal_op_a"


class IllegalOpBToLegalOpA(_LegalOpA):
    ROOT = "test.illegal_op_b"
    STATUS = "Failure"


class IllegalOpCToIllegalOpE(_Pattern):
    """The larger benefit wins: ``illegal_op_c`` goes through ``illegal_op_e``."""

    ROOT = "test.illegal_op_c"
    BENEFIT = 11

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        _replace_with_new(rw, op, "test.illegal_op_e", [], op.result_types)
        return True


class IllegalOpCToLegalOpA(_LegalOpA):
    ROOT = "test.illegal_op_c"
    STATUS = "Failure"


class IllegalOpDToLegalOpA(_LegalOpA):
    ROOT = "test.illegal_op_d"
    STATUS = "Failure"


class IllegalOpEToLegalOpA(_LegalOpA):
    ROOT = "test.illegal_op_e"


class RewriteToOperand(_Pattern):
    """``test.rewrite(x)`` is replaced by ``x`` (MLIR's DRR ``replaceWithValue``)."""

    ROOT = "test.rewrite"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        if len(op.op_operands) != 1 or len(op.results) != 1:
            return False
        rw.replace_op(op, [op.op_operands[0].value])
        return True


# ------------------------------------------------------------------ region and block rewrites


class TestRegionRewriteBlockMovement(_Pattern):
    """``test.region``: its region moves (or, with ``legalizer.should_clone``, is cloned) to
    the end of the parent region; ``legalizer.erase_old_blocks`` erases what is left."""

    ROOT = "test.region"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        parent = op.parent_region
        region = op.regions[0]
        if "legalizer.should_clone" in op.attributes:
            rw.clone_region_before(region, parent)
        else:
            rw.inline_region_before(region, parent)
        if "legalizer.erase_old_blocks" in op.attributes:
            while region.blocks:
                rw.erase_block(region.blocks[0])
        rw.erase_op(op)
        return True


class TestRegionRewriteUndo(_Pattern):
    """``test.region_builder``: a ``test.region`` whose entry block holds an illegal op."""

    ROOT = "test.region_builder"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        rw.set_insertion_point(op)
        region_op = rw.create("test.region", regions=1, loc=op.loc)
        rw.create_block(region_op.regions[0], arg_types=[_i(64)], locs=[op.loc])
        rw.create("test.illegal_op_f", [], [_i(32)], loc=op.loc)
        rw.create("test.valid", loc=op.loc)
        rw.erase_op(op)
        return True


class TestCreateBlock(_Pattern):
    """``test.create_block``: a new block ``(i32, i32)`` ending in ``test.finish`` at the end
    of the parent region."""

    ROOT = "test.create_block"
    ILLEGAL = False

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        region = op.parent_region
        loc = op.loc
        rw.create_block(region, arg_types=[_i(32), _i(32)], locs=[loc, loc])
        if self.ILLEGAL:
            rw.create("test.illegal_op_f", [], [_i(32)], loc=loc)
        rw.create("test.finish", loc=loc)
        rw.erase_op(op)
        return True


class TestCreateIllegalBlock(TestCreateBlock):
    """``test.create_illegal_block``: as ``test.create_block``, with an illegal op inside."""

    ROOT = "test.create_illegal_block"
    ILLEGAL = True


class TestUndoBlockArgReplace(_Pattern):
    """``test.undo_block_arg_replace``: the first block argument is replaced by an illegal
    op's result and the op is updated in place (it stays illegal)."""

    ROOT = "test.undo_block_arg_replace"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        rw.set_insertion_point(op)
        illegal = rw.create("test.illegal_op_f", [], [flt("f32")], loc=op.loc)
        rw.replace_all_uses_with(op.regions[0].blocks[0].args[0], illegal.results[0])
        rw.modify_op_in_place(op)
        return True


class TestUndoBlockErase(_Pattern):
    """``test.undo_block_erase``: an illegal op is put into the second block, which is then
    erased; the op is updated in place (it stays illegal)."""

    ROOT = "test.undo_block_erase"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        second = op.regions[0].blocks[1]
        rw.set_insertion_point_to_start(second)
        rw.create("test.illegal_op_f", [], [flt("f32")], loc=op.loc)
        rw.erase_block(second)
        rw.modify_op_in_place(op)
        return True


class TestUndoMoveOpBefore(_Pattern):
    """``test.hoist_me`` moves before its parent and is replaced by an illegal op."""

    ROOT = "test.hoist_me"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        rw.move_before(op, op.parent_op)
        _replace_with_new(rw, op, "test.illegal_op_f", [], [flt("f32")])
        return True


class TestUndoPropertiesModification(_Pattern):
    """``test.with_properties {modify_inplace}``: property ``a`` becomes 42 in place (the op
    stays illegal)."""

    ROOT = "test.with_properties"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        if "modify_inplace" not in op.attributes:
            return False
        rw.modify_op_in_place(op, lambda: op.set_attr("a", IntegerAttr.get(_i(64), 42)))
        return True


# ------------------------------------------------------------------ type conversions


class TestDropOpSignatureConversion(_Pattern):
    """``test.drop_region_op``: its region's types are converted, then the op is erased."""

    ROOT = "test.drop_region_op"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        tc = self.type_converter
        region = op.regions[0]
        sig = tc.convert_signature_args(region.blocks[0].arg_types)
        if sig is None:
            return False
        if rw.convert_region_types(region, tc, sig) is None:
            return False
        rw.erase_op(op)
        return True


class TestPassthroughInvalidOp(_Pattern):
    """``test.invalid`` becomes ``test.valid`` of its converted operands."""

    ROOT = "test.invalid"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        _replace_with_new(rw, op, "test.valid", operands, [])
        return True


class TestSplitReturnType(_Pattern):
    """``test.return`` of an ``f32`` that was split (1:N) returns the pieces."""

    ROOT = "test.return"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        if len(op.op_operands) != 1 or not is_flt(op.op_operands[0].value.type, "f32"):
            return False
        pieces = rw.get_converted_values(op.op_operands[0].value)
        d = pieces[0].owner if len(pieces) == 1 and isinstance(pieces[0].owner, Operation) else None
        if d is not None and d.name == "test.cast":
            pieces = [o.value for o in d.op_operands]
        elif len(pieces) == 1:
            return False
        _replace_with_new(rw, op, "test.return", pieces, [])
        return True


class _ChangeProducerType(_Pattern):
    ROOT = "test.type_producer"
    FROM: Any = None
    TO: Any = None

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        if not op.results or (self.FROM is not None and not self.FROM(op.results[0].type)):
            return False
        _replace_with_new(rw, op, "test.type_producer", [], [self.TO()])
        return True


class TestChangeProducerTypeI32ToF32(_ChangeProducerType):
    FROM = staticmethod(lambda t: _is_int(t, 32))
    TO = staticmethod(lambda: flt("f32"))


class TestChangeProducerTypeF32ToF64(_ChangeProducerType):
    FROM = staticmethod(lambda t: is_flt(t, "f32"))
    TO = staticmethod(lambda: flt("f64"))


class TestChangeProducerTypeF32ToInvalid(_ChangeProducerType):
    """Always to ``bf16``, which is not legal: the larger benefit is tried first."""

    BENEFIT = 10

    TO = staticmethod(lambda: flt("bf16"))


class TestUpdateConsumerType(_Pattern):
    """``test.type_consumer`` whose operand was remapped to an ``f64`` takes it."""

    ROOT = "test.type_consumer"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        if not operands or not is_flt(operands[0].type, "f64"):
            return False
        _replace_with_new(rw, op, "test.type_consumer", [operands[0]], [])
        return True


# ------------------------------------------------------------------ replacements and erasures


class TestNonRootReplacement(_Pattern):
    """``test.replace_non_root``: an illegal op is made and replaced by a legal one before
    the root is replaced by the illegal one (so nothing illegal is left to legalize)."""

    ROOT = "test.replace_non_root"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        rw.set_insertion_point(op)
        types = op.result_types
        illegal = rw.create("test.illegal_op_f", [], types, loc=op.loc)
        legal = rw.create("test.legal_op_b", [], types, loc=op.loc)
        rw.replace_op(illegal, list(legal.results))
        rw.replace_op(op, list(illegal.results))
        return True


class TestBoundedRecursiveRewrite(_Pattern):
    """``test.recursive_rewrite N`` counts down in place; the target bounds the recursion."""

    ROOT = "test.recursive_rewrite"
    has_bounded_rewrite_recursion = True

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        depth = op.properties.get("depth")
        n = depth.value if depth is not None else 0
        rw.modify_op_in_place(op, lambda: op.set_attr("depth", IntegerAttr.get(_i(64), n - 1)))
        return True


class TestNestedOpCreationUndoRewrite(_Pattern):
    """``test.illegal_op_with_region_anchor`` becomes ``test.illegal_op_with_region``, whose
    body ends in ``test.illegal_op_terminator``."""

    ROOT = "test.illegal_op_with_region_anchor"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        rw.set_insertion_point(op)
        region = Region()
        body = Block()
        region.add_block(body)
        rw.set_insertion_point_to_end(body)
        rw.create("test.illegal_op_terminator", loc=op.loc)
        rw.set_insertion_point(op)
        new = rw.create("test.illegal_op_with_region", regions=[region], loc=op.loc)
        rw.replace_op(op, list(new.results))
        return True


class TestReplaceEraseOp(_Pattern):
    """``test.blackhole`` is erased, then its operand's producer."""

    ROOT = "test.blackhole"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        v = op.op_operands[0].value if op.op_operands else None
        producer = v.owner if v is not None and isinstance(v.owner, Operation) else None
        rw.erase_op(op)
        if producer is not None:
            rw.erase_op(producer)
        return True


class TestCreateUnregisteredOp(_Pattern):
    """``test.illegal_op_g`` becomes ``test.legal_op_c`` of an ``arith.constant`` the target
    says nothing about."""

    ROOT = "test.illegal_op_g"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        rw.set_insertion_point(op)
        c = rw.create(
            "arith.constant",
            [],
            [_i(32)],
            properties={"value": IntegerAttr.get(_i(32), 0)},
            loc=op.loc,
        )
        _replace_with_new(rw, op, "test.legal_op_c", [c.results[0]], op.result_types)
        return True


class TestEraseOp(_Pattern):
    """``test.erase_op`` is erased."""

    ROOT = "test.erase_op"

    def rewrite(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> bool:
        rw.erase_op(op)
        return True


def legalizer_patterns(tc: TypeConverter) -> list:
    """The patterns of ``test-legalize-patterns`` (MLIR's ``TestLegalizePatternDriver``)."""
    from ...conversion.func_conversions import CallOpSignatureConversion
    from ...rewrite.dialect_conversion import FunctionOpSignatureConversion

    plain = [
        IllegalOpAToLegalOpA,
        IllegalOpBToLegalOpA,
        IllegalOpCToIllegalOpE,
        IllegalOpCToLegalOpA,
        IllegalOpDToLegalOpA,
        IllegalOpEToLegalOpA,
        RewriteToOperand,
        TestRegionRewriteBlockMovement,
        TestRegionRewriteUndo,
        TestCreateBlock,
        TestCreateIllegalBlock,
        TestUndoBlockArgReplace,
        TestUndoBlockErase,
        TestSplitReturnType,
        TestChangeProducerTypeI32ToF32,
        TestChangeProducerTypeF32ToF64,
        TestChangeProducerTypeF32ToInvalid,
        TestUpdateConsumerType,
        TestNonRootReplacement,
        TestBoundedRecursiveRewrite,
        TestNestedOpCreationUndoRewrite,
        TestReplaceEraseOp,
        TestCreateUnregisteredOp,
        TestUndoMoveOpBefore,
        TestUndoPropertiesModification,
        TestEraseOp,
    ]
    out: list = [cls() for cls in plain]
    out += [TestPassthroughInvalidOp(), TestDropOpSignatureConversion(tc)]
    out.append(FunctionOpSignatureConversion(tc, root=None))
    out.append(CallOpSignatureConversion(tc))
    return out
