"""``ownership-based-buffer-deallocation``: MLIR 19's ownership-based buffer deallocation.

Every buffer is *owned* by a block: ownership is an ``i1`` value (MLIR's ``Ownership``)
that says whether the block must free it. Blocks are processed in post order (nested
regions before the op holding them); in each block:

* memrefs live into the block from an enclosing region are not owned (``false``); block
  arguments of a function's entry block are not owned either (the function boundary ABI);
  other memref block arguments get an extra ``i1`` argument carrying their ownership;
* an allocation (``MemoryEffectOpInterface`` allocate on a result) is owned (``true``)
  and to be freed by its block, an ``AutomaticAllocationScope`` one (``alloca``) is not;
  an op that frees a memref is an error (unless ``bufferization.manual_deallocation``);
* a ``RegionBranchOpInterface`` op (``scf.if``, ``scf.for``, ``scf.while``) passes one
  ``false`` per memref entry operand and gets one ``i1`` result per memref result: that
  result's ownership, which its block must honour;
* a call: with ``private-function-dynamic-ownership`` and a private callee, one ``i1``
  result per memref result; otherwise its memref results are owned (``true``);
* other results alias their memref operands (their ownerships combined; a combination of
  different indicators is unknown, and an unknown memref that must be passed on is
  cloned);
* a terminator that leaves its region (``scf.yield``, ``func.return``) is preceded by one
  ``bufferization.dealloc`` of the block's memrefs (their base buffers, through
  ``memref.extract_strided_metadata``) under their ownerships, retaining what it passes
  on; the dealloc's results are the ownerships it passes along (an extra ``i1`` operand
  per memref), except out of a function, where each returned memref is made owned
  (``scf.if`` on its ownership: itself or a ``bufferization.clone``) as the ABI requires.

The output is mlir-opt 19's, op for op. Errors are MLIR's, at the op.

``BufferDeallocationOpInterface`` (MLIR's) lets an op handle its own ownerships; it is
attached to ``arith.select`` (a unique ownership of its result, where one is needed, is the
select of its operands').

Unstructured control flow without loops is supported as in MLIR: a branch with one
successor is preceded by a dealloc retaining what it forwards and what is live into the
successor, whose results go along as ``i1`` operands; ``cf.cond_br`` has its own model
(one dealloc per successor under the branch condition, a ``select`` of the ownerships of
what both retain); blocks are processed in dominance order; a branch back to a block
being visited is MLIR's error ``Only structured control-flow loops are supported.``

``scf.forall.in_parallel`` and ``scf.reduce.return`` have MLIR's models too: the buffers
of the body they end are deallocated before them.

What it does not do: unranked memrefs.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import BoolAttr, TypeAttr
from ....ir.builder import Builder
from ....ir.core import Block, Operation, Region, Value
from ....ir.diagnostics import DiagnosticError, Severity, op_diagnostic
from ....ir.interfaces import (
    BranchOpInterface,
    CallOpInterface,
    MemoryEffectOpInterface,
    OpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    attach_interface,
)
from ....ir.types import FunctionType, IntegerType, MemRefType
from ...infra.pass_base import Option, Pass, register_pass
from .state import DeallocationState, Ownership, bool_const, is_memref

__all__ = ["OwnershipBasedBufferDeallocation", "deallocate_buffers_ownership_based"]

_I1 = IntegerType.get(1)
_MANUAL = "bufferization.manual_deallocation"


class _Failure(Exception):
    """A located error; the pass reports it and fails."""

    def __init__(self, op: Operation, message: str) -> None:
        super().__init__(message)
        self.op = op
        self.message = message


def _bool(b: Builder, loc: Any, value: bool) -> Value:
    return b.create("arith.constant", (), (_I1,), {"value": BoolAttr.get(value)}, loc=loc).results[
        0
    ]


def _at_block_begin(ctx: Any, block: Block) -> Builder:
    b = Builder(ctx)
    b.set_insertion_point_to_start(block)
    return b


def _before(ctx: Any, op: Operation) -> Builder:
    b = Builder(ctx)
    b.set_insertion_point(op)
    return b


def _loc_of(v: Value) -> Any:
    loc = getattr(v, "loc", None)
    if loc is None and hasattr(v.owner, "loc"):
        loc = v.owner.loc
    return loc


def _effects(op: Operation) -> list | None:
    iface = op.interface(MemoryEffectOpInterface)
    return None if iface is None else iface.effects()


def _is_function(op: Operation | None) -> bool:
    return op is not None and "FunctionOpInterface" in type(op).traits


def _is_private(func: Operation) -> bool:
    vis = func.properties.get("sym_visibility")
    return vis is not None and getattr(vis, "value", vis) == "private"


def _is_external(func: Operation) -> bool:
    return not func.regions or not func.regions[0].blocks


class _BufferDeallocation:
    def __init__(self, func: Operation, ctx: Any, private_dynamic: bool) -> None:
        self.func = func
        self.ctx = ctx
        self.private_dynamic = private_dynamic
        self.state = DeallocationState(func)

    # -- driver
    def run(self) -> None:
        if _has_backedges(self.func):
            raise _Failure(self.func, "Only structured control-flow loops are supported.")
        blocks: list[Block] = []
        _post_order_blocks(self.func, blocks)
        for b in blocks:
            self.deallocate_block(b)
        if self.private_dynamic and _is_private(self.func):
            self.update_function_signature()

    def update_function_signature(self) -> None:
        f = self.func
        body = f.regions[0]
        types = None
        for b in body.blocks:
            t = b.last
            if t is not None and "ReturnLike" in type(t).traits:
                ts = [v.type for v in t.operands]
                if types is not None and ts != types:
                    raise _Failure(
                        f, "there are multiple return operations with different operand types"
                    )
                types = ts
        old = f.properties["function_type"].value
        results = types if types is not None else list(old.results)
        f.properties["function_type"] = TypeAttr.get(
            FunctionType.get(body.blocks[0].arg_types, results)
        )

    def deallocate_block(self, block: Block) -> None:
        st = self.state
        b = _at_block_begin(self.ctx, block)
        region = block.parent
        for li in st.live_memrefs_in(block):
            lb = li.owner if hasattr(li.owner, "args") else li.owner.parent
            if lb.parent is region:
                st.update_ownership(li, st.get_ownership(li, lb), block)
                st.add_memref_to_deallocate(li, block)
                continue
            if _is_proper_ancestor(lb.parent, region):
                st.update_ownership(li, Ownership.unique(_bool(b, _loc_of(li), False)), block)
        parent = region.parent
        entry_of_func = _is_function(parent) and region.blocks[0] is block
        for arg in list(block.args):
            if not is_memref(arg):
                continue
            if entry_of_func:
                st.update_ownership(arg, Ownership.unique(_bool(b, arg.loc, False)))
                st.add_memref_to_deallocate(arg, block)
                continue
            new = block.add_argument(_I1, arg.loc)
            st.update_ownership(arg, Ownership.unique(new))
            st.add_memref_to_deallocate(arg, block)
        op = block.first
        while op is not None:
            nxt = op.next
            res = self.handle_all_interfaces(op)
            if res is not None:
                self.populate_remaining_ownerships(res)
                nxt = res.next
            op = nxt

    # -- interfaces
    def handle_all_interfaces(self, op: Operation) -> Operation | None:
        own = op.interface(BufferDeallocationOpInterface)
        if own is not None:
            return own.process(self)
        self.verify_operation_preconditions(op)
        if op.interface(MemoryEffectOpInterface) is not None:
            op = self.handle_memory_effects(op)
        if op.interface(RegionBranchOpInterface) is not None:
            op = self.handle_region_branch(op)
        if op.interface(CallOpInterface) is not None:
            op = self.handle_call(op)
        if op.interface(BranchOpInterface) is not None:
            op = self.handle_branch(op)
        term = "IsTerminator" in type(op).traits and (
            op.interface(RegionBranchTerminatorOpInterface) is not None
            or "ReturnLike" in type(op).traits
        )
        if term:
            op = self.handle_terminator(op)
        return op

    def verify_operation_preconditions(self, op: Operation) -> None:
        if op.name == "bufferization.dealloc":
            raise _Failure(op, "No deallocation operations must be present when running this pass!")
        traits = type(op).traits
        effects = _effects(op)
        if (
            effects is None
            and "RecursiveMemoryEffects" not in traits
            and op.interface(CallOpInterface) is None
        ):
            raise _Failure(op, "ops with unknown memory side effects are not supported")
        buffer_semantics = (
            any(is_memref(v) for v in op.operands)
            or any(is_memref(v) for v in op.results)
            or any(r.blocks and any(is_memref(a) for a in r.blocks[0].args) for r in op.regions)
        )
        # MLIR 19's hasNeitherAllocateNorFreeSideEffect (which answers the opposite for ops
        # with the interface)
        if effects is not None:
            neither = any(e.effect in ("allocate", "free") for e in effects)
        else:
            neither = "RecursiveMemoryEffects" in traits
        if not buffer_semantics and neither:
            return
        n = len(op.regions)
        if ((n == 1 and op.results) or n > 1) and op.interface(RegionBranchOpInterface) is None:
            raise _Failure(
                op,
                "All operations with attached regions need to implement the "
                "RegionBranchOpInterface.",
            )
        if "NoTerminator" in traits:
            raise _Failure(op, "NoTerminator trait is not supported")
        if "IsTerminator" in traits:
            is_branch = op.interface(BranchOpInterface) is not None
            is_rbt = (
                op.interface(RegionBranchTerminatorOpInterface) is not None
                or "ReturnLike" in traits
            )
            if is_branch == is_rbt:
                raise _Failure(
                    op,
                    "Terminators must implement either BranchOpInterface or "
                    "RegionBranchTerminatorOpInterface (but not both)!",
                )
            if len(op.successors) > 1:
                raise _Failure(op, "Terminators with more than one successor are not supported!")

    def handle_memory_effects(self, op: Operation) -> Operation:
        st = self.state
        block = op.parent
        b = _at_block_begin(self.ctx, block)
        effects = _effects(op) or []
        for v in op.operands:
            if not is_memref(v):
                continue
            freed = any(e.effect == "free" and e.value in (v, None) for e in effects)
            if freed and _MANUAL not in (op.attributes or {}):
                raise _Failure(op, "memory free side-effect on MemRef value not supported!")
        for r in op.results:
            if not is_memref(r):
                continue
            if not any(e.effect == "allocate" and e.value is r for e in effects):
                continue
            automatic = any(
                e.effect == "allocate" and e.value is r and e.resource == "AutomaticAllocationScope"
                for e in effects
            )
            if automatic or op.name == "memref.alloca" or _MANUAL in (op.attributes or {}):
                st.reset_ownerships([r], block)
                st.update_ownership(r, Ownership.unique(_bool(b, op.loc, False)))
                continue
            st.update_ownership(r, Ownership.unique(_bool(b, op.loc, True)))
            st.add_memref_to_deallocate(r, block)
        return op

    def handle_region_branch(self, op: Operation) -> Operation:
        st = self.state
        b = _at_block_begin(self.ctx, op.parent)
        branch = op.interface(RegionBranchOpInterface)
        regions = branch.successor_regions(None)
        entry = branch.entry_successor_operands(regions[0].region) if regions else []
        n_mem = sum(1 for v in entry if is_memref(v))
        false = _bool(b, op.loc, False)
        op.set_operands(list(op.operands) + [false] * n_mem)
        counter = len(op.results)
        n_res = sum(1 for r in op.results if is_memref(r))
        new = _append_results(op, [_I1] * n_res)
        for r in list(new.results[:counter]):
            if is_memref(r):
                st.update_ownership(r, Ownership.unique(new.results[counter]))
                st.add_memref_to_deallocate(r, new.parent)
                counter += 1
        return new

    def handle_call(self, op: Operation) -> Operation:
        st = self.state
        callee = _resolve_callee(op)
        private = True
        if callee is not None:
            private = _is_private(callee) and not _is_external(callee)
        if self.private_dynamic and private:
            counter = len(op.results)
            n = sum(1 for r in op.results if is_memref(r))
            new = _append_results(op, [_I1] * n)
            for r in list(new.results[:counter]):
                if is_memref(r):
                    st.update_ownership(r, Ownership.unique(new.results[counter]))
                    st.add_memref_to_deallocate(r, new.parent)
                    counter += 1
            return new
        b = _before(self.ctx, op)
        true = _bool(b, op.loc, True)
        for r in op.results:
            if is_memref(r):
                st.update_ownership(r, Ownership.unique(true))
                st.add_memref_to_deallocate(r, op.parent)
        return op

    def handle_branch(self, op: Operation) -> Operation:
        """MLIR's ``handleInterface(BranchOpInterface)``: one successor; a dealloc of the
        block's memrefs retaining what is forwarded or live into the successor, whose
        results are passed along as the ownerships of the forwarded memrefs."""
        if len(op.successors) > 1:
            raise _Failure(
                op, "BranchOpInterface operations with multiple successors are not supported yet"
            )
        if len(op.successors) != 1:
            raise _Failure(
                op, "only BranchOpInterface operations with exactly one successor are supported yet"
            )
        st = self.state
        block = op.parent
        br = op.interface(BranchOpInterface)
        b = _before(self.ctx, op)
        memrefs, conds = self.memrefs_and_conditions(b, op.loc, block)
        forwarded = list(br.successor_operands(0))
        retain = st.memrefs_to_retain(block, op.successors[0], forwarded)
        d = _create_dealloc(b, op.loc, memrefs, conds, retain)
        st.reset_ownerships(retain, block)
        for r, c in zip(retain, d.results):
            st.update_ownership(r, Ownership.unique(c), block)
        n = sum(1 for v in forwarded if is_memref(v))
        br.set_successor_operands(0, forwarded + list(d.results[:n]))
        return op

    def handle_terminator(self, op: Operation) -> Operation:
        parent = op.parent.parent.parent if op.parent.parent is not None else None
        without_dynamic = _is_function(parent) and (
            not self.private_dynamic or not _is_private(parent) or _is_external(parent)
        )
        if without_dynamic:
            for i, v in enumerate(list(op.operands)):
                if is_memref(v):
                    op.set_operand(
                        i, self.guaranteed_ownership(_before(self.ctx, op), v, op.parent)
                    )
        operands = self._successor_operands(op)
        updated = self.insert_dealloc_for_return_like(op, operands)
        if updated is not None and not without_dynamic:
            start = len(op.operands) - len(operands)
            op.set_operands(list(op.operands)[: start + len(operands)] + updated)
        return op

    def _successor_operands(self, op: Operation) -> list:
        rbt = op.interface(RegionBranchTerminatorOpInterface)
        if rbt is not None:
            return list(rbt.successor_operands(None))
        return list(op.operands)

    def insert_dealloc_for_return_like(self, op: Operation, operands: list) -> list | None:
        st = self.state
        block = op.parent
        b = _before(self.ctx, op)
        memrefs, conds = self.memrefs_and_conditions(b, op.loc, block)
        retain = st.memrefs_to_retain(block, None, operands)
        if not memrefs and not retain:
            return None
        d = _create_dealloc(b, op.loc, memrefs, conds, retain)
        st.reset_ownerships(retain, block)
        for r, c in zip(retain, d.results):
            st.update_ownership(r, Ownership.unique(c), block)
        n = sum(1 for v in operands if is_memref(v))
        return list(d.results[:n])

    def memrefs_and_conditions(self, b: Builder, loc: Any, block: Block) -> tuple[list, list]:
        st = self.state
        memrefs, conds = [], []
        for m in st.to_dealloc.get(block, []):
            own = st.get_ownership(m, block)
            if not own.is_unique():
                raise _Failure(_owner_op(m), "MemRef value does not have valid ownership")
            t = m.type
            if type(t) is not MemRefType:
                raise _Failure(_owner_op(m), "unranked memrefs are not supported")
            base = MemRefType.get([], t.element_type, None, t.memory_space)
            idx = [_index()] * (1 + 2 * len(t.shape))
            e = b.create("memref.extract_strided_metadata", [m], [base] + idx, loc=loc)
            memrefs.append(e.results[0])
            conds.append(own.indicator)
        return memrefs, conds

    def unique_ownership(self, b: Builder, memref: Value, block: Block) -> tuple[Value, Value]:
        """MLIR's ``materializeUniqueOwnership``: asks the defining op's
        ``BufferDeallocationOpInterface`` when ``memref`` is defined in ``block``."""
        owner = memref.owner
        if isinstance(owner, Operation) and owner.parent is block:
            iface = owner.interface(BufferDeallocationOpInterface)
            if iface is not None:
                return iface.materialize_unique_ownership(self, b, memref)
        return self.default_unique_ownership(b, memref, block)

    def default_unique_ownership(
        self, b: Builder, memref: Value, block: Block
    ) -> tuple[Value, Value]:
        """MLIR's ``getMemrefWithUniqueOwnership``: the memref and its indicator, cloning a
        memref of unknown ownership."""
        st = self.state
        own = st.get_ownership(memref, block)
        if own.is_unique():
            return memref, own.indicator
        clone = b.create("bufferization.clone", [memref], [memref.type], loc=_loc_of(memref))
        cond = _bool(b, _loc_of(memref), True)
        nm = clone.results[0]
        st.update_ownership(nm, Ownership.unique(cond))
        st.add_memref_to_deallocate(nm, nm.owner.parent)
        return nm, cond

    def guaranteed_ownership(self, b: Builder, memref: Value, block: Block) -> Value:
        """MLIR's ``materializeMemrefWithGuaranteedOwnership``: the memref when surely owned,
        else ``scf.if %own { yield m } else { yield clone(m) }``, owned."""
        st = self.state
        nm, cond = self.unique_ownership(b, memref, block)
        if bool_const(cond) is True:
            return nm
        loc = _loc_of(memref)
        if_op = b.create("scf.if", [cond], [nm.type], regions=2, loc=loc)
        then_b = Block()
        if_op.regions[0].add_block(then_b)
        else_b = Block()
        if_op.regions[1].add_block(else_b)
        ib = Builder(self.ctx)
        ib.set_insertion_point_to_end(then_b)
        ib.create("scf.yield", [nm], [], loc=loc)
        ib.set_insertion_point_to_end(else_b)
        c = ib.create("bufferization.clone", [nm], [nm.type], loc=loc)
        ib.create("scf.yield", [c.results[0]], [], loc=loc)
        res = if_op.results[0]
        true = _bool(b, loc, True)
        st.update_ownership(res, Ownership.unique(true))
        st.add_memref_to_deallocate(res, res.owner.parent)
        return res

    def populate_remaining_ownerships(self, op: Operation) -> None:
        st = self.state
        block = op.parent
        for r in op.results:
            if not is_memref(r):
                continue
            if not st.get_ownership(r, block).is_uninitialized():
                continue
            for v in op.operands:
                if is_memref(v):
                    vb = v.owner if hasattr(v.owner, "args") else v.owner.parent
                    st.update_ownership(r, st.get_ownership(v, vb), block)
            if st.get_ownership(r, block).is_uninitialized():
                st.update_ownership(
                    r, Ownership.unique(_bool(_before(self.ctx, op), op.loc, False)), block
                )


# ----------------------------------------------------------------------------- op models


class BufferDeallocationOpInterface(OpInterface):
    """MLIR's ``BufferDeallocationOpInterface``: an op that handles its own ownerships.
    ``process(dealloc)`` updates ``dealloc.state`` for the op (the other handlers are not
    run) and returns the op to continue with (or None); ``materialize_unique_ownership(
    dealloc, builder, memref)`` gives ``(memref, indicator)`` for one of its results when
    a unique ownership is needed in its block."""

    NAME = "BufferDeallocationOpInterface"
    SUMMARY = "how ownership-based buffer deallocation treats the op"
    __slots__ = ()

    def process(self, dealloc: Any) -> Operation | None:
        raise NotImplementedError

    def materialize_unique_ownership(self, dealloc: Any, b: Builder, memref: Value) -> tuple:
        return dealloc.default_unique_ownership(b, memref, memref.owner.parent)


class SelectOwnership(BufferDeallocationOpInterface):
    """``arith.select`` (MLIR's ``SelectOpInterface``): nothing to do when processed (the
    result's ownership is its operands' combined); a unique ownership, when needed, is the
    select of the operands' indicators (or their common one)."""

    __slots__ = ()

    def process(self, dealloc: Any) -> Operation | None:
        return self.op

    def materialize_unique_ownership(self, dealloc: Any, b: Builder, memref: Value) -> tuple:
        op = self.op
        st = dealloc.state
        c, t, f = op.operands
        ot = st.get_ownership(t, op.parent)
        of = st.get_ownership(f, op.parent)
        if ot.is_unique() and of.is_unique() and ot.indicator is of.indicator:
            return memref, ot.indicator
        if not ot.is_unique() or not of.is_unique():
            return dealloc.default_unique_ownership(b, memref, op.parent)
        sel = b.create("arith.select", [c, ot.indicator, of.indicator], [_I1], loc=op.loc)
        return memref, sel.results[0]


attach_interface("arith.select", BufferDeallocationOpInterface, SelectOwnership)


class InParallelOwnership(BufferDeallocationOpInterface):
    """``scf.forall.in_parallel`` (MLIR's ``InParallelOpInterface``): with an empty body, the
    forall body's buffers are deallocated before it as before a return; a body holding
    ops is MLIR's error."""

    __slots__ = ()

    def process(self, dealloc: Any) -> Operation | None:
        op = self.op
        body = op.regions[0].blocks
        if body and body[0].first is not None:
            raise _Failure(op, "only supported when nested region is empty")
        dealloc.insert_dealloc_for_return_like(op, [])
        return op


class ReduceReturnOwnership(BufferDeallocationOpInterface):
    """``scf.reduce.return`` (MLIR's ``ReduceReturnOpInterface``): the reduction body's
    buffers are deallocated before it; returning a memref is MLIR's error."""

    __slots__ = ()

    def process(self, dealloc: Any) -> Operation | None:
        op = self.op
        if is_memref(op.operands[0]):
            raise _Failure(op, "only supported when operand is not a MemRef")
        dealloc.insert_dealloc_for_return_like(op, [])
        return op


attach_interface("scf.forall.in_parallel", BufferDeallocationOpInterface, InParallelOwnership)
attach_interface("scf.reduce.return", BufferDeallocationOpInterface, ReduceReturnOwnership)


class CondBranchOwnership(BufferDeallocationOpInterface):
    """``cf.cond_br`` (MLIR's ``CondBranchOpInterface``): one dealloc per successor, its
    conditions and-ed with the branch condition (or its negation), retaining what that
    successor gets; a value retained by both gets the select of the two ownerships."""

    __slots__ = ()

    def process(self, dealloc: Any) -> Operation | None:
        op = self.op
        st = dealloc.state
        block = op.parent
        br = op.interface(BranchOpInterface)
        cond = op.operands[0]
        b = _before(dealloc.ctx, op)
        memrefs, conds = dealloc.memrefs_and_conditions(b, op.loc, block)

        def one(index: int, modify: Any) -> tuple[Operation, dict]:
            fwd = list(br.successor_operands(index))
            retain = st.memrefs_to_retain(block, op.successors[index], fwd)
            adapted = [modify(c) for c in conds]
            d = _create_dealloc(b, op.loc, memrefs, adapted, retain)
            st.reset_ownerships(retain, block)
            mapping: dict = {}
            for r, c in zip(retain, d.results):
                st.update_ownership(r, Ownership.unique(c), block)
                mapping[r] = c
            owns = [mapping[v] for v in fwd if is_memref(v)]
            br.set_successor_operands(index, fwd + owns)
            return d, mapping

        def then_cond(c: Value) -> Value:
            return b.create("arith.andi", [c, cond], [_I1], loc=op.loc).results[0]

        def else_cond(c: Value) -> Value:
            true = _bool(b, op.loc, True)
            neg = b.create("arith.xori", [true, cond], [_I1], loc=op.loc).results[0]
            return b.create("arith.andi", [c, neg], [_I1], loc=op.loc).results[0]

        d_then, m_then = one(0, then_cond)
        d_else, m_else = one(1, else_cond)
        then_retained = set(m_then)
        common = []
        for v in m_else:
            if v in then_retained and v not in common:
                common.append(v)
        for v in common:
            st.reset_ownerships([v], block)
            sel = b.create("arith.select", [cond, m_then[v], m_else[v]], [_I1], loc=op.loc)
            st.update_ownership(v, Ownership.unique(sel.results[0]), block)
        return op


attach_interface("cf.cond_br", BufferDeallocationOpInterface, CondBranchOwnership)


# ----------------------------------------------------------------------------- helpers


def _index() -> Any:
    from ....ir.types import IndexType

    return IndexType.get()


def _owner_op(v: Value) -> Operation:
    o = v.owner
    if isinstance(o, Operation):
        return o
    return o.parent.parent


def _is_proper_ancestor(a: Region, b: Region) -> bool:
    r = b
    while True:
        op = r.parent
        if op is None or op.parent is None:
            return False
        r = op.parent.parent
        if r is None:
            return False
        if r is a:
            return True


def _dominance_order(region: Region) -> list[Block]:
    """The blocks of ``region`` in a depth-first pre-order of its dominator tree (MLIR's
    ``ForwardDominanceIterator``); unreachable blocks last, in region order."""
    blocks = list(region.blocks)
    if len(blocks) <= 1:
        return blocks
    preds: dict = {b: [] for b in blocks}
    for b in blocks:
        t = b.last
        for s in t.successors if t is not None else ():
            if s in preds and b not in preds[s]:
                preds[s].append(b)
    entry = blocks[0]
    # reachable blocks in reverse post order, then the iterative dominator algorithm
    seen: set = set()
    post: list = []

    def dfs(b: Block) -> None:
        seen.add(b)
        t = b.last
        for s in t.successors if t is not None else ():
            if s not in seen:
                dfs(s)
        post.append(b)

    dfs(entry)
    rpo = list(reversed(post))
    index = {b: i for i, b in enumerate(rpo)}
    idom: dict = {entry: entry}
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            ps = [p for p in preds[b] if p in idom]
            new = ps[0]
            for p in ps[1:]:
                x, y = p, new
                while x is not y:
                    while index[x] > index[y]:
                        x = idom[x]
                    while index[y] > index[x]:
                        y = idom[y]
                new = x
            if idom.get(b) is not new:
                idom[b] = new
                changed = True
    children: dict = {b: [] for b in rpo}
    for b in blocks:
        if b in idom and b is not entry:
            children[idom[b]].append(b)
    out: list = []
    stack = [entry]
    while stack:
        b = stack.pop()
        out.append(b)
        stack.extend(reversed(children[b]))
    return out + [b for b in blocks if b not in idom]


def _post_order_blocks(op: Operation, out: list) -> None:
    """Blocks nested in ``op``, each after the blocks nested in its ops (MLIR's post-order
    block walk in forward dominance order)."""
    for r in op.regions:
        for b in _dominance_order(r):
            for o in list(b.ops):
                if o.regions:
                    _post_order_blocks(o, out)
            out.append(b)


def _has_backedges(op: Operation) -> bool:
    """MLIR's ``Backedges`` analysis: a branch back to a block being visited."""
    visiting: set = set()

    def block(b: Block) -> bool:
        if b in visiting:
            return True
        visiting.add(b)
        for o in b.ops:
            if visit(o):
                return True
        visiting.discard(b)
        return False

    def visit(o: Operation) -> bool:
        if o.interface(BranchOpInterface) is not None:
            for s in o.parent.last.successors if o.parent.last is not None else ():
                if block(s):
                    return True
        for r in o.regions:
            if r.blocks and block(r.blocks[0]):
                return True
        return False

    return visit(op)


def _append_results(op: Operation, types: list) -> Operation:
    """MLIR's ``appendOpResults``: the same op with ``types`` appended to its results (its
    regions moved over), in its place."""
    if not types:
        return op
    cls = type(op)
    new = cls(
        op.name,
        list(op.operands),
        list(op.result_types) + list(types),
        dict(op.properties) if op.properties else None,
        dict(op.attributes) if op.attributes else None,
        len(op.regions),
        list(op.successors),
        op.loc,
    )
    for old_r, new_r in zip(op.regions, new.regions):
        new_r.take_body(old_r)
    op.parent.insert_before(op, new)
    for old, nr in zip(op.results, new.results):
        old.replace_all_uses_with(nr)
    op.erase()
    return new


def _create_dealloc(b: Builder, loc: Any, memrefs: list, conds: list, retain: list) -> Operation:
    from ....ir.attributes import DenseArrayAttr

    return b.create(
        "bufferization.dealloc",
        memrefs + conds + retain,
        [_I1] * len(retain),
        {
            "operandSegmentSizes": DenseArrayAttr.get(
                IntegerType.get(32), [len(memrefs), len(conds), len(retain)]
            )
        },
        loc=loc,
    )


def _resolve_callee(op: Operation) -> Operation | None:
    from ...analysis.liveness import resolve_callee

    try:
        return resolve_callee(op)
    except Exception:  # noqa: BLE001 - an unresolvable callee counts as private (MLIR)
        return None


def deallocate_buffers_ownership_based(func: Operation, ctx: Any, private_dynamic: bool) -> None:
    """Insert the deallocations of one ``func.func`` (MLIR's
    ``deallocateBuffersOwnershipBased``); raises ``DiagnosticError`` at the offending op."""
    try:
        _BufferDeallocation(func, ctx, private_dynamic).run()
    except _Failure as e:
        raise DiagnosticError([op_diagnostic(Severity.ERROR, e.op, e.message)]) from None


@register_pass(
    "ownership-based-buffer-deallocation",
    summary="Adds all required dealloc operations for all allocations in the input program",
    options=[
        Option(
            "private-function-dynamic-ownership",
            bool,
            False,
            "Allows to add additional arguments to private functions to dynamically pass "
            "ownership of memrefs to callees. This can enable earlier deallocations.",
        )
    ],
    display_name="OwnershipBasedBufferDeallocation",
)
class OwnershipBasedBufferDeallocation(Pass):
    """Inserts ``bufferization.dealloc`` ops for every allocation of every function (see the
    module docstring)."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects whose ops the pass creates (MLIR's dependent dialects), so that
        later passes of the pipeline (canonicalize) know them."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("arith", "bufferization", "memref", "scf"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Operation) -> None:
        dyn = bool(getattr(self, "private_function_dynamic_ownership", False))
        for f in list(op.walk(post_order=False)):
            if f.name != "func.func" or _is_external(f):
                continue
            deallocate_buffers_ownership_based(f, self.context, dyn)
