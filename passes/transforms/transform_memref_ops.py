"""Native helpers of ``transform_memref.rules``: what each memref transform op does when
the transform interpreter runs it (MLIR 19's ``MemRefTransformOps.cpp``).

The transformations are pass modules (``passes/transforms/memref_*.py``), imported inside
the functions (``rules/`` modules load before passes). Failures are MLIR's:
``transform.memref.multibuffer`` reports ``op failed to multibuffer`` at the allocation
(silenceable), ``make_loop_independent`` says which loop is missing or that the target
could not be rewritten, with a ``target op`` note at the payload op.

``erase_dead_alloc_and_stores`` first forwards vector transfers and erases dead ones
(``vector::transferOpflowOpt``, ``passes/transforms/vector_transfer_opt.py``), then erases
allocations nothing reads with their stores (``memref::eraseDeadAllocAndStores``).

What it does not do: the data layout of the payload (``alloc_to_alloca``'s size limit
counts bytes under the default layout).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import StringAttr, TypeAttr
from ...ir.core import Operation
from ...ir.diagnostics import Diagnostic, Severity
from ...ir.interfaces import (
    MemoryEffectOpInterface,
    PatternDescriptorOpInterface,
    TypeConverterBuilderOpInterface,
)
from ...ir.pattern import FunctionPattern
from ...ir.rewriter import PatternRewriter
from ...ir.side_effects import effect_facts
from ...ir.types import DYNAMIC
from ...rules.transform import (
    ApplyEach,
    DiagnosedFailure,
    OperationType,
    TransformOpInterface,
    definite,
    silenceable,
)

__all__ = [
    "AllocToAllocaPatterns",
    "AllocaToGlobal",
    "EraseDeadAllocAndStores",
    "ExtractAddressComputationsPatterns",
    "MakeLoopIndependent",
    "MemRefToLLVMTypeConverter",
    "MultiBuffer",
    "alloc_to_alloca",
    "erase_dead_alloc_and_stores",
    "is_op_handle_of",
    "verify_positive",
]


def is_op_handle_of(t: Any, name: str) -> bool:
    """``t`` is ``!transform.op<"name">`` (MLIR's ``Transform_ConcreteOpType<name>``)."""
    return type(t) is OperationType and t.op_name == name


def verify_positive(op: Operation, name: str) -> str | None:
    a = op.properties.get(name)
    if a is not None and a.value <= 0:
        return (
            f"attribute '{name}' failed to satisfy constraint: 64-bit signless integer "
            "attribute whose value is positive"
        )
    return None


def _silenceable_at(loc: Any, message: str) -> DiagnosedFailure:
    """MLIR's ``emitSilenceableFailure(loc) << message``."""
    return DiagnosedFailure(False, [Diagnostic(Severity.ERROR, loc, message)])


# ------------------------------------------------------------------ pattern descriptors


class ExtractAddressComputationsPatterns(PatternDescriptorOpInterface):
    """``transform.apply_patterns.memref.extract_address_computations``."""

    __slots__ = ()

    def populate_patterns(self, patterns: list[Any]) -> None:
        from ..transforms.memref_extract_address_computations import PATTERNS

        patterns.extend(PATTERNS)


def alloc_to_alloca(rw: PatternRewriter, alloc: Operation, accept: Any = None) -> Operation | None:
    """MLIR's ``memref::allocToAlloca``: ``alloc`` becomes a ``memref.alloca`` when a
    ``memref.dealloc`` of it follows in the same block (and ``accept(alloc, dealloc)``
    holds); that dealloc is erased. The new alloca, or None."""
    buf = alloc.results[0]
    dealloc = None
    o = alloc.next
    while o is not None:
        if (
            o.name == "memref.dealloc"
            and o.op_operands[0].value is buf
            and (accept is None or accept(alloc, o))
        ):
            dealloc = o
            break
        o = o.next
    if dealloc is None:
        return None
    rw.set_insertion_point(alloc)
    seg = {"operandSegmentSizes": alloc.properties["operandSegmentSizes"]}
    operands = [x.value for x in alloc.op_operands]
    alloca = rw.create("memref.alloca", operands, [buf.type], seg, loc=alloc.loc)
    rw.replace_op(alloc, alloca.results)
    rw.erase_op(dealloc)
    return alloca


def _alloc_to_alloca_pattern(max_size: int) -> FunctionPattern:
    """MLIR's ``AllocToAllocaPattern``: statically shaped allocations of fewer than
    ``max_size`` bytes (any size when 0), under the default data layout."""
    from ..conversion.llvm_common.builders import type_size_in_bytes

    def accept(alloc: Operation, dealloc: Operation) -> bool:
        t = alloc.results[0].type
        if any(d == DYNAMIC for d in t.shape):
            return False
        n = 1
        for d in t.shape:
            n *= d
        return max_size == 0 or n * type_size_in_bytes(t.element_type) < max_size

    def rewrite(op: Operation, rw: PatternRewriter) -> bool:
        return alloc_to_alloca(rw, op, accept) is not None

    return FunctionPattern(rewrite, "memref.alloc", debug_name="AllocToAllocaPattern")


class AllocToAllocaPatterns(PatternDescriptorOpInterface):
    """``transform.apply_patterns.memref.alloc_to_alloca [size_limit(N)]``."""

    __slots__ = ()

    def populate_patterns(self, patterns: list[Any]) -> None:
        limit = self.op.properties.get("size_limit")
        patterns.append(_alloc_to_alloca_pattern(limit.value if limit is not None else 0))


# ------------------------------------------------------------------ transforms


class MultiBuffer(TransformOpInterface):
    """``transform.memref.multibuffer``: each payload ``memref.alloc`` used in a loop is
    multi-buffered ``factor`` times (one not used in a loop is skipped); the handle holds
    the new allocations."""

    __slots__ = ()

    def consumed_operands(self) -> tuple[int, ...]:
        return (0,)

    def apply(self, rewriter: Any, results: Any, state: Any) -> Any:
        from ..transforms.memref_multibuffer import multi_buffer, parent_loop

        op = self.op
        factor = op.properties["factor"].value
        skip = "skip_analysis" in op.properties
        rw = rewriter if isinstance(rewriter, PatternRewriter) else PatternRewriter()
        out = []
        for target in state.payload_ops(op.operands[0]):
            users = [u.owner for u in target.results[0].uses]
            if any(u.name != "memref.dealloc" and parent_loop(u) is None for u in users):
                continue
            new = multi_buffer(rw, target, factor, skip)
            if new is None:
                return _silenceable_at(target.loc, "op failed to multibuffer")
            out.append(new)
        results.set(0, out)
        return None


class MakeLoopIndependent(ApplyEach):
    """``transform.memref.make_loop_independent {num_loops = N}``: a payload
    ``memref.alloca`` is rewritten not to depend on the induction variables of its ``N``
    enclosing ``scf.for`` loops."""

    __slots__ = ()
    CONSUMES = (0,)

    def apply_to_one(self, rewriter: Any, target: Operation, state: Any) -> Any:
        from ..transforms.memref_make_loop_independent import replace_with_independent_op

        op = self.op
        ivs = []
        nxt: Operation | None = target
        for i in range(op.properties["num_loops"].value):
            nxt = nxt.parent_op if nxt is not None else None
            while nxt is not None and nxt.name != "scf.for":
                nxt = nxt.parent_op
            if nxt is None:
                return silenceable(op, f"could not find {i}-th enclosing loop").attach_note(
                    "target op", target
                )
            ivs.append(nxt.regions[0].blocks[0].args[0])
        if target.name != "memref.alloca":
            return silenceable(op, "unsupported target op").attach_note("target op", target)
        rw = rewriter if isinstance(rewriter, PatternRewriter) else PatternRewriter()
        replacement = replace_with_independent_op(rw, target, ivs)
        if replacement is None:
            return silenceable(op, "could not make target op loop-independent").attach_note(
                "target op", target
            )
        return [replacement.owner]


def _insert_unique_symbol(table: Operation, op: Operation, name: str) -> None:
    """MLIR's ``SymbolTable::insert``: ``op`` at the end of ``table``'s body (before a
    terminator), renamed ``name_0``, ``name_1``, ... while ``name`` is taken."""
    from ...ir.symbol_table import symbol_name

    block = table.regions[0].blocks[0]
    taken = {symbol_name(o) for o in block.ops}
    new = name
    i = 0
    while new in taken:
        new = f"{name}_{i}"
        i += 1
    op.properties = dict(op.properties)
    op.properties["sym_name"] = StringAttr.get(new)
    last = block.last
    if last is not None and "IsTerminator" in type(last).traits:
        block.insert_before(last, op)
    else:
        block.append(op)


class AllocaToGlobal(TransformOpInterface):
    """``transform.memref.alloca_to_global``: each payload ``memref.alloca`` becomes a
    ``memref.get_global`` of a new private, uninitialized ``memref.global @alloca`` (renamed
    when taken) at the end of the nearest symbol table; results: the get_globals, the
    globals."""

    __slots__ = ()

    def consumed_operands(self) -> tuple[int, ...]:
        return (0,)

    def apply(self, rewriter: Any, results: Any, state: Any) -> Any:
        from ...ir.attributes import SymbolRefAttr
        from ...ir.verifier import nearest_symbol_table

        rw = rewriter if isinstance(rewriter, PatternRewriter) else PatternRewriter()
        get_globals, globals_ = [], []
        for alloca in state.payload_ops(self.op.operands[0]):
            t = alloca.results[0].type
            table = nearest_symbol_table(alloca)
            if table is None:
                return definite(self.op, "expected alloca payload to be in symbol table")
            g = rw.create_detached(
                "memref.global",
                properties={
                    "sym_name": StringAttr.get("alloca"),
                    "sym_visibility": StringAttr.get("private"),
                    "type": TypeAttr.get(t),
                },
                loc=alloca.loc,
            )
            _insert_unique_symbol(table, g, "alloca")
            rw.set_insertion_point(alloca)
            gg = rw.create(
                "memref.get_global",
                [],
                [t],
                {"name": SymbolRefAttr.get(g.properties["sym_name"].value)},
                loc=alloca.loc,
            )
            rw.replace_op(alloca, gg.results)
            get_globals.append(gg)
            globals_.append(g)
        results.set(0, get_globals)
        results.set(1, globals_)
        return None


def _has_read_effect(op: Operation) -> bool:
    """MLIR's ``hasEffect<MemoryEffects::Read>``: the op declares a read (an op without
    memory effect facts declares nothing)."""
    f = effect_facts(type(op))
    if f.per_op:
        return any(e.effect == "read" for e in op.interface(MemoryEffectOpInterface).effects())
    return f.effects is not None and "Read" in f.effects


def _result_is_not_read(op: Operation, uses: list) -> bool:
    """MLIR's ``resultIsNotRead``: every use of ``op``'s results is a dealloc, an op
    without results, regions or reads, or a view whose result is not read either; those
    users are collected into ``uses``."""
    from ..transforms.buffer_deallocation.buffer_origin import ViewLikeOpInterface

    for r in op.results:
        for use in r.uses:
            user = use.owner
            if (
                user.name == "memref.dealloc"
                or (not user.results and not user.regions and not _has_read_effect(user))
                or (
                    user.interface(ViewLikeOpInterface) is not None
                    and _result_is_not_read(user, uses)
                )
            ):
                uses.append(user)
                continue
            return False
    return True


def erase_dead_alloc_and_stores(rw: PatternRewriter, root: Operation) -> None:
    """MLIR's ``memref::eraseDeadAllocAndStores``: every ``memref.alloc`` under ``root``
    whose contents are never read goes, with its writes, views and deallocs."""
    to_erase: list = []
    for op in root.walk():
        if op.name != "memref.alloc":
            continue
        cands: list = []
        if _result_is_not_read(op, cands):
            to_erase.extend(cands)
            to_erase.append(op)
    seen: set = set()
    for op in to_erase:
        if id(op) in seen:
            continue
        seen.add(id(op))
        rw.erase_op(op)


class EraseDeadAllocAndStores(ApplyEach):
    """``transform.memref.erase_dead_alloc_and_stores``: under each payload op, transfer
    reads take the vector a dominating write stored, dead transfer writes go, then dead
    allocations with their stores (module docstring)."""

    __slots__ = ()

    def apply_to_one(self, rewriter: Any, target: Operation, state: Any) -> Any:
        from ..transforms.vector_transfer_opt import transfer_opflow_opt

        rw = rewriter if isinstance(rewriter, PatternRewriter) else PatternRewriter()
        transfer_opflow_opt(rw, target)
        erase_dead_alloc_and_stores(rw, target)
        return []


# ------------------------------------------------------------------ conversion to llvm


class MemRefToLLVMTypeConverter(TypeConverterBuilderOpInterface):
    """``transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter``: an
    ``LLVMTypeConverter`` with the op's index width and calling convention; the
    allocation options (``use_aligned_alloc``, ``use_generic_functions``) travel with it
    to the memref lowering patterns, as in MLIR's ``LowerToLLVMOptions``."""

    __slots__ = ()

    def type_converter(self) -> Any:
        from ..conversion.llvm_common.type_converter import make_llvm_type_converter

        props = self.op.properties

        def get(name: str, default: Any) -> Any:
            a = props.get(name)
            return default if a is None else a.value

        tc = make_llvm_type_converter(
            get("index_bitwidth", 64), get("use_bare_ptr_call_conv", False)
        )
        tc.use_aligned_alloc = get("use_aligned_alloc", False)
        tc.use_generic_functions = get("use_generic_functions", False)
        return tc

    def type_converter_type(self) -> str:
        return "LLVMTypeConverter"
