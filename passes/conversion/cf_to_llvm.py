"""``convert-cf-to-llvm``: lower ``cf`` branches and assertions to the ``llvm`` dialect.

Patterns (MLIR's ``populateControlFlowToLLVMConversionPatterns`` and
``populateAssertToLLVMConversionPattern``), with an ``LLVMTypeConverter``:

* ``cf.br`` / ``cf.cond_br`` / ``cf.switch`` -> ``llvm.br`` / ``llvm.cond_br``
  / ``llvm.switch`` on the converted operands (``index`` -> ``i64`` ...).
  A successor whose argument types do not match the converted operands has
  its block signature converted (uses of the old arguments read an argument
  materialization until their users are converted too); a successor whose
  signature cannot be converted, or converts to other types than the
  operands', leaves the branch alone. Every conversion is computed before
  anything changes. Discardable attributes are carried over.
* ``cf.assert %c, "msg"`` -> ``llvm.cond_br %c`` to the rest of the block or
  to a new failure block at the end of the region that prints the message
  with ``puts`` (a private constant ``llvm.mlir.global @assert_msg`` holding
  it, NUL-terminated) and calls ``abort`` then ``llvm.unreachable``
  (``abort-on-failed-assert=false``: branches on to the rest instead of
  aborting). ``llvm.func @abort()`` / ``@puts`` are declared at the start of
  the module when missing.

The pass is a partial conversion with MLIR's ``LLVMConversionTarget`` (the
``llvm`` dialect and ``builtin.unrealized_conversion_cast`` legal); every
other op is unknown, so what cannot be converted stays (no error), and, as in
mlir-opt 19, the conversion driver folds the other ops it visits when the fold
needs no new constant it could not legalize (``arith.addi %x, %c0`` -> ``%x``).

Difference from mlir-opt 19: MLIR 19's branch patterns only check that the
successors' arguments were already converted by the parent op's lowering
(``func.func`` -> ``llvm.func``) and give up otherwise, so ``mlir-opt
--convert-cf-to-llvm`` leaves a branch carrying ``index`` values inside a
``func.func`` unconverted. irlite converts the successor blocks itself (what
later MLIR versions do with ``getConvertedBlock``), so the pass also works
before ``func`` is lowered. Where no block argument changes type the output
is mlir-opt 19's.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import DenseArrayAttr, SymbolRefAttr, TypeAttr
from ...ir.context import Context
from ...ir.core import Operation
from ...ir.rewriter import PatternRewriter
from ...ir.types import IntegerType
from ..infra.pass_base import Pass, register_pass
from ..rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    apply_partial_conversion,
)
from .llvm_common.type_converter import INDEX_BITWIDTH_OPTION, llvm_conversion_target

__all__ = [
    "ConvertControlFlowToLLVM",
    "cf_to_llvm",
    "llvm_conversion_target",
    "populate_assert_to_llvm_pattern",
    "populate_cf_to_llvm_patterns",
]

_I32 = IntegerType.get(32)


def _converted_blocks(rw: PatternRewriter, tc: Any, op: Operation, pairs: list) -> list | None:
    """For each (block, operand types): the plan to make the block take those types.

    Returns a list of ``(block, SignatureConversion or None)`` or ``None`` (with a
    recorded reason) when some block cannot be converted; nothing is changed."""
    plans: list = []
    seen: dict = {}
    for block, types in pairs:
        if block.arg_types == list(types):
            continue
        if block in seen:
            if seen[block] != list(types):
                return (
                    rw.notify_match_failure(
                        op, "one successor reached with different operand types"
                    )
                    or None
                )
            continue
        if block.is_entry_block():
            return rw.notify_match_failure(op, "entry blocks have no predecessors") or None
        conv = tc.convert_block_signature(block)
        if conv is None:
            return rw.notify_match_failure(op, "could not compute block signature") or None
        if conv.converted_types != list(types):
            return (
                rw.notify_match_failure(
                    op, "mismatch between adaptor operand types and computed block signature"
                )
                or None
            )
        seen[block] = list(types)
        plans.append((block, conv))
    return plans


def _convert_successors(rw: PatternRewriter, tc: Any, op: Operation, pairs: list) -> bool:
    """Convert the successor blocks' argument types to match ``pairs`` (block,
    operand types) as ``_converted_blocks`` plans it; False (nothing changed) if it cannot."""
    plans = _converted_blocks(rw, tc, op, pairs)
    if plans is None:
        return False
    for block, conv in plans:
        rw.apply_signature_conversion(block, conv, tc)
    return True


def _carry_attrs(src: Operation, dst: Operation) -> Operation:
    for k, v in src.attributes.items():
        dst.set_discardable_attr(k, v)
    return dst


def _replace_with_branch(
    rw: PatternRewriter, op: Operation, name: str, *args: Any, **kwargs: Any
) -> bool:
    """Replace ``op`` by a ``name`` op built where it stands from ``args``/``kwargs`` (with
    ``op``'s location and discardable attributes); returns True."""
    rw.set_insertion_point(op)
    new = rw.create(rw.lookup_op_class(name), *args, loc=op.loc, **kwargs)
    rw.replace_op(op, _carry_attrs(op, new).results)
    return True


class BranchOpLowering(ConversionPattern):
    """cf.br -> llvm.br"""

    ROOT = "cf.br"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        tc = self.type_converter
        dest = op.successors[0]
        if not _convert_successors(rw, tc, op, [(dest, [v.type for v in operands])]):
            return False
        return _replace_with_branch(rw, op, "llvm.br", operands, dest=dest)


class CondBranchOpLowering(ConversionPattern):
    """cf.cond_br -> llvm.cond_br"""

    ROOT = "cf.cond_br"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        tc = self.type_converter
        seg = op.properties["operandSegmentSizes"].values
        cond = operands[0]
        t_ops = operands[1 : 1 + seg[1]]
        f_ops = operands[1 + seg[1] :]
        t, f = op.successors[0], op.successors[1]
        pairs = [(t, [v.type for v in t_ops]), (f, [v.type for v in f_ops])]
        if not _convert_successors(rw, tc, op, pairs):
            return False
        return _replace_with_branch(
            rw, op, "llvm.cond_br", cond, t_ops, f_ops, trueDest=t, falseDest=f
        )


class SwitchOpLowering(ConversionPattern):
    """cf.switch -> llvm.switch"""

    ROOT = "cf.switch"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        tc = self.type_converter
        seg = op.properties["operandSegmentSizes"].values
        case_seg = op.properties["case_operand_segments"].values
        flag = operands[0]
        d_ops = operands[1 : 1 + seg[1]]
        rest = operands[1 + seg[1] :]
        case_ops = []
        k = 0
        for n in case_seg:
            case_ops.append(rest[k : k + n])
            k += n
        default = op.successors[0]
        cases = list(op.successors[1:])
        pairs = [(default, [v.type for v in d_ops])] + [
            (b, [v.type for v in o]) for b, o in zip(cases, case_ops)
        ]
        if not _convert_successors(rw, tc, op, pairs):
            return False
        props: dict = {
            "case_operand_segments": DenseArrayAttr.get(_I32, list(case_seg)),
            "operandSegmentSizes": DenseArrayAttr.get(_I32, [1, len(d_ops), sum(case_seg)]),
        }
        cv = op.properties.get("case_values")
        if cv is not None:
            props["case_values"] = cv
        new = rw.create_detached(
            "llvm.switch",
            [flag] + list(d_ops) + list(rest),
            (),
            props,
            successors=[default] + cases,
            loc=op.loc,
        )
        rw.replace_op_with_new(op, _carry_attrs(op, new))
        return True


# ------------------------------------------------------------------ cf.assert


def _module_of(op: Operation) -> Operation | None:
    p = op.parent_op
    while p is not None and p.name != "builtin.module":
        p = p.parent_op
    return p


def _symbols(module: Operation) -> dict:
    out = {}
    for o in module.regions[0].blocks[0].ops:
        a = o.properties.get("sym_name") if o.properties else None
        if a is not None:
            out[a.value] = o
    return out


def _parse_decl(text: str, loc: Any, ctx: Context) -> Operation:
    """One top-level llvm op from ``text`` (built by the parser of ``ctx``, so its
    attributes are exactly what the llvm dialect reads), located at ``loc``."""
    from ...ir.module import parse_module

    m = parse_module(text, ctx)
    op = m.regions[0].blocks[0].first
    op.detach()
    op.loc = loc
    return op


class AssertOpLowering(ConversionPattern):
    """cf.assert -> llvm.cond_br to a block that prints the message and aborts."""

    ROOT = "cf.assert"

    def __init__(self, type_converter: Any = None, abort_on_failure: bool = True) -> None:
        super().__init__(type_converter)
        self.abort_on_failure = abort_on_failure
        self.counter = 0

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        module = _module_of(op)
        if module is None:
            return rw.notify_match_failure(op, "cf.assert outside of a module")
        from ...ir.location import UnknownLoc
        from ...rules.llvm_types import LLVMArrayType, LLVMPointerType

        loc = op.loc
        i8 = IntegerType.get(8)
        ptr = LLVMPointerType.get()
        msg = op.properties["msg"].value
        data = list(msg.encode("utf-8")) + [0]
        arr = LLVMArrayType.get(i8, len(data))
        syms = _symbols(module)
        name = "assert_msg"
        while name in syms:
            name = f"assert_msg_{self.counter}"
            self.counter += 1
        top = module.regions[0].blocks[0]
        # the rest of the block, the failure block (at the end of the region)
        block = op.parent
        cont = rw.split_block(block, op)
        fail = rw.create_block(block.parent)
        glob = _parse_decl(
            f"llvm.mlir.global private constant @{name}(dense<{data}> : tensor<{len(data)}xi8>) "
            f"{{addr_space = 0 : i32}} : !llvm.array<{len(data)} x i8>",
            loc,
            rw.context,
        )
        rw.set_insertion_point_to_start(top)
        rw.insert(glob)
        rw.set_insertion_point_to_end(fail)
        addr = rw.create(
            rw.lookup_op_class("llvm.mlir.addressof"),
            res_type=ptr,
            global_name=SymbolRefAttr.get(name),
            loc=loc,
        ).results[0]
        gep = rw.create(
            rw.lookup_op_class("llvm.getelementptr"),
            addr,
            [],
            res_type=ptr,
            rawConstantIndices=DenseArrayAttr.get(_I32, [0]),
            elem_type=TypeAttr.get(arr),
            loc=loc,
        ).results[0]
        if "puts" not in syms:
            rw.set_insertion_point_to_start(top)
            rw.insert(_parse_decl("llvm.func @puts(!llvm.ptr)", UnknownLoc.get(), rw.context))
            rw.set_insertion_point_to_end(fail)
        rw.create(
            rw.lookup_op_class("llvm.call"),
            [gep],
            result_type=[],
            callee=SymbolRefAttr.get("puts"),
            loc=loc,
        )
        if self.abort_on_failure:
            if "abort" not in syms:
                rw.set_insertion_point_to_start(top)
                rw.insert(_parse_decl("llvm.func @abort()", UnknownLoc.get(), rw.context))
                rw.set_insertion_point_to_end(fail)
            rw.create(
                rw.lookup_op_class("llvm.call"),
                [],
                result_type=[],
                callee=SymbolRefAttr.get("abort"),
                loc=loc,
            )
            rw.create(rw.lookup_op_class("llvm.unreachable"), loc=loc)
        else:
            rw.create(rw.lookup_op_class("llvm.br"), [], dest=cont, loc=loc)
        rw.set_insertion_point_to_end(block)
        rw.create(
            rw.lookup_op_class("llvm.cond_br"),
            operands[0],
            [],
            [],
            trueDest=cont,
            falseDest=fail,
            loc=loc,
        )
        rw.erase_op(op)
        return True


# ------------------------------------------------------------------ the pass


def populate_cf_to_llvm_patterns(converter: Any, patterns: list | None = None) -> list:
    """Append the cf branch patterns (with ``converter``) to ``patterns`` (a new list by
    default) and return it; ``cf.assert`` is separate (``populate_assert_to_llvm_pattern``)."""
    if patterns is None:
        patterns = []
    patterns.extend(
        [BranchOpLowering(converter), CondBranchOpLowering(converter), SwitchOpLowering(converter)]
    )
    return patterns


def populate_assert_to_llvm_pattern(
    converter: Any, patterns: list | None = None, abort_on_failure: bool = True
) -> list:
    """Append the cf.assert pattern to ``patterns`` (a new list by default) and return it."""
    if patterns is None:
        patterns = []
    patterns.append(AssertOpLowering(converter, abort_on_failure))
    return patterns


def cf_to_llvm(
    op: Operation,
    index_bitwidth: int = 0,
    abort_on_failed_assert: bool = True,
    stats: Any = None,
    context: Context | None = None,
) -> bool:
    """Lower the cf ops under ``op``; ``False`` (an error emitted) on failure. ``context``
    resolves the ops the lowering builds (see ``apply_partial_conversion``)."""
    from .llvm_common.type_converter import LLVMTypeConverter

    tc = LLVMTypeConverter(index_bitwidth or 64)
    patterns = populate_cf_to_llvm_patterns(tc, [])
    populate_assert_to_llvm_pattern(tc, patterns, abort_on_failed_assert)
    return apply_partial_conversion(
        op, llvm_conversion_target(), patterns, tc, stats=stats, context=context
    )


@register_pass(
    "convert-cf-to-llvm",
    summary="Convert ControlFlow operations to the LLVM dialect",
    options=[INDEX_BITWIDTH_OPTION],
    anchor="builtin.module",
    display_name="ConvertControlFlowToLLVMPass",
)
class ConvertControlFlowToLLVM(Pass):
    """Lower cf.br/cond_br/switch/assert to llvm ops (a partial conversion)."""

    def run_on_operation(self, op: Any) -> None:
        stats: dict = {}
        ok = cf_to_llvm(op, self.index_bitwidth, True, stats, self.context)
        for k, v in stats.items():
            self.statistics[k] = self.statistics.get(k, 0) + v
        if not ok:
            self.signal_pass_failure()
