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
from ..rewrite.dialect_conversion import ConversionPatternRewriter, apply_partial_conversion
from .llvm_common.pattern import ConvertToLLVMPattern
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


class _BranchLowering(ConvertToLLVMPattern):
    """Base of the branch lowerings. ``successor_operands`` splits the adaptor operands
    among ``op``'s successors; ``lower`` makes each successor take its operands' types
    (or leaves everything unchanged and gives up), then ``build`` creates the llvm branch
    where ``op`` stands, with ``op``'s discardable attributes, and it takes ``op``'s place."""

    def successor_operands(self, op: Operation, operands: list) -> list:
        raise NotImplementedError

    def build(self, op: Operation, operands: list, groups: list, rw: PatternRewriter) -> Operation:
        raise NotImplementedError

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        groups = self.successor_operands(op, operands)
        pairs = [(b, [v.type for v in g]) for b, g in zip(op.successors, groups)]
        if not _convert_successors(rw, self.type_converter, op, pairs):
            return False
        rw.set_insertion_point(op)
        return _carry_attrs(op, self.build(op, operands, groups, rw)).results


class BranchOpLowering(_BranchLowering):
    """cf.br -> llvm.br"""

    ROOT = "cf.br"

    def successor_operands(self, op: Operation, operands: list) -> list:
        return [operands]

    def build(self, op: Operation, operands: list, groups: list, rw: PatternRewriter) -> Operation:
        return rw.create(rw.lookup_op_class("llvm.br"), operands, dest=op.successors[0], loc=op.loc)


class CondBranchOpLowering(_BranchLowering):
    """cf.cond_br -> llvm.cond_br"""

    ROOT = "cf.cond_br"

    def successor_operands(self, op: Operation, operands: list) -> list:
        n_true = op.properties["operandSegmentSizes"].values[1]
        return [operands[1 : 1 + n_true], operands[1 + n_true :]]

    def build(self, op: Operation, operands: list, groups: list, rw: PatternRewriter) -> Operation:
        t, f = op.successors
        return rw.create(
            rw.lookup_op_class("llvm.cond_br"),
            operands[0],
            *groups,
            trueDest=t,
            falseDest=f,
            loc=op.loc,
        )


class SwitchOpLowering(_BranchLowering):
    """cf.switch -> llvm.switch"""

    ROOT = "cf.switch"

    def successor_operands(self, op: Operation, operands: list) -> list:
        k = 1 + op.properties["operandSegmentSizes"].values[1]
        groups = [operands[1:k]]
        for n in op.properties["case_operand_segments"].values:
            groups.append(operands[k : k + n])
            k += n
        return groups

    def build(self, op: Operation, operands: list, groups: list, rw: PatternRewriter) -> Operation:
        case_seg = op.properties["case_operand_segments"].values
        props: dict = {
            "case_operand_segments": DenseArrayAttr.get(_I32, list(case_seg)),
            "operandSegmentSizes": DenseArrayAttr.get(_I32, [1, len(groups[0]), sum(case_seg)]),
        }
        cv = op.properties.get("case_values")
        if cv is not None:
            props["case_values"] = cv
        return rw.create(
            "llvm.switch", list(operands), (), props, successors=list(op.successors), loc=op.loc
        )


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


class AssertOpLowering(ConvertToLLVMPattern):
    """cf.assert -> llvm.cond_br to a block that prints the message and aborts."""

    ROOT = "cf.assert"

    def __init__(self, type_converter: Any = None, abort_on_failure: bool = True) -> None:
        super().__init__(type_converter)
        self.abort_on_failure = abort_on_failure
        self.counter = 0

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
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

        def call_runtime(callee: str, signature: str, args: list) -> None:
            """Call ``callee`` at the end of the failure block, declaring it (``llvm.func
            @callee<signature>``) at the start of the module when it is missing."""
            if callee not in syms:
                rw.set_insertion_point_to_start(top)
                decl = _parse_decl(f"llvm.func @{callee}{signature}", UnknownLoc.get(), rw.context)
                rw.insert(decl)
                rw.set_insertion_point_to_end(fail)
            rw.create(
                rw.lookup_op_class("llvm.call"),
                args,
                result_type=[],
                callee=SymbolRefAttr.get(callee),
                loc=loc,
            )

        call_runtime("puts", "(!llvm.ptr)", [gep])
        if self.abort_on_failure:
            call_runtime("abort", "()", [])
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
        return []


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
