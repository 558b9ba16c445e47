"""Value liveness: MLIR 19's ``LivenessAnalysis`` (a sparse backward data-flow analysis).

A value is *live* when the program may need it: it is an operand of an op with memory
effects, a value returned by a function whose callers are not all known (a public one),
a non-forwarded operand of a call, a non-forwarded operand of a region branch op (or of
its terminator) whose regions hold an op with memory effects, or it is used to compute a
live value (an op with a live result makes all its operands live). Values flow backward
along region control flow (``RegionBranchOpInterface`` /
``RegionBranchTerminatorOpInterface``: an operand is as live as the successor inputs it is
forwarded to), through calls (``CallOpInterface``: a call argument is as live as the
callee's entry block argument) and through returns (a ``ReturnLike`` terminator of a
callable: as live as the call results of every caller). The lattice is solved to a
fixpoint with a worklist; only ops in executable blocks are visited (executability and
the call graph come from ``passes.transforms.sccp.SCCPSolver``, MLIR's
``DeadCodeAnalysis`` with ``SparseConstantPropagation``).

``is_live(v)`` answers ``True``/``False``, or ``None`` when the analysis never reached the
value (MLIR's missing lattice: a value in a block that is never executed, or one that
no visited op reads); callers treat ``None`` as live.

Where MLIR 19 would let ``remove-dead-values`` leave an operand behind without its
definition (it then fails verification), this analysis marks the value live instead:
operands of ops in non-executable blocks, call arguments forwarded to a callee whose
signature cannot change (``signature_fixed``), operands of terminators that are neither
region-branch terminators nor returns of a callable, and returned values whose result is
used by a call in a non-executable block. Elsewhere it is MLIR's analysis.

What it does not do: follow ``BranchOpInterface`` successors (``remove-dead-values``
refuses IR with branches before asking), or compute liveness at program points (MLIR's
``Liveness`` of ``mlir/Analysis/Liveness.h`` is a different analysis).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...ir.core import Block, Operation, Value
from ...ir.interfaces import (
    CallableOpInterface,
    CallOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    SymbolOpInterface,
)
from ...ir.side_effects import is_memory_effect_free

__all__ = ["LivenessAnalysis", "operand_positions", "resolve_callee"]


def operand_positions(op: Operation, values: list[Value]) -> list[int]:
    """The indices of ``op``'s operands that ``values`` are (an interface's forwarded
    operands, a contiguous range as MLIR's ``OperandRange``): the trailing range when it
    matches, else the first matching range; an empty list when none matches."""
    n = len(values)
    if n == 0:
        return []
    ops = [o.value for o in op.op_operands]
    m = len(ops)
    if n > m:
        return []

    def matches(start: int) -> bool:
        return all(ops[start + i] is values[i] for i in range(n))

    if matches(m - n):
        return list(range(m - n, m))
    for s in range(m - n + 1):
        if matches(s):
            return list(range(s, s + n))
    return []


def _nearest_symbol_table(op: Operation) -> Operation | None:
    p = op.parent_op
    while p is not None and "SymbolTable" not in type(p).traits:
        p = p.parent_op
    return p


def _lookup(table: Operation, name: str) -> Operation | None:
    for r in table.regions[:1]:
        for b in r.blocks:
            for o in b.ops:
                s = o.interface(SymbolOpInterface)
                if s is not None and s.name() == name:
                    return o
    return None


def resolve_callee(call: Operation) -> Operation | None:
    """The op a direct call (``CallOpInterface.callee()`` a symbol reference) names,
    looked up from the nearest symbol table; None for an indirect or unresolved call."""
    iface = call.interface(CallOpInterface)
    if iface is None:
        return None
    ref = iface.callee()
    if isinstance(ref, Value) or not hasattr(ref, "root"):
        return None
    cur = _nearest_symbol_table(call)
    for n in (ref.root, *ref.nested):
        if cur is None:
            return None
        cur = _lookup(cur, n)
    return cur


class LivenessAnalysis:
    """The liveness of every value under ``top`` (see the module docstring).

    ``live_blocks``: the executable blocks; ``unknown_callers(f)``: whether callable ``f``
    may be called from where the analysis cannot see (MLIR's ``PredecessorState`` not
    knowing all predecessors); ``signature_fixed(f)``: whether a transform will keep
    callable ``f``'s arguments (then call arguments forwarded to it are live).
    """

    def __init__(
        self,
        top: Operation,
        live_blocks: set[Block],
        unknown_callers: Callable[[Operation], bool],
        signature_fixed: Callable[[Operation], bool],
    ) -> None:
        self.top = top
        self.live_blocks = live_blocks
        self._unknown_callers = unknown_callers
        self._signature_fixed = signature_fixed
        self.state: dict[Value, bool] = {}
        self._deps: dict[Value, set[Operation]] = {}
        self._work: list[Operation] = []
        self._queued: set[Operation] = set()
        self._callers: dict[Operation, list[Operation]] = {}
        self._callee: dict[Operation, Operation | None] = {}
        self._run()

    # ------------------------------------------------------------ queries
    def is_live(self, v: Value) -> bool | None:
        """True or False; None when the analysis never reached ``v``."""
        return self.state.get(v)

    # ------------------------------------------------------------ lattice
    def _touch(self, v: Value) -> None:
        if v not in self.state:
            self.state[v] = False

    def _read(self, v: Value, reader: Operation) -> bool:
        """``v``'s liveness, ``reader`` revisited when it changes."""
        self._deps.setdefault(v, set()).add(reader)
        return self.state.setdefault(v, False)

    def _mark(self, v: Value) -> None:
        if self.state.get(v):
            return
        self.state[v] = True
        for op in self._deps.get(v, ()):
            self._enqueue(op)

    def _enqueue(self, op: Operation) -> None:
        if op not in self._queued:
            self._queued.add(op)
            self._work.append(op)

    # ------------------------------------------------------------ driver
    def _run(self) -> None:
        live = self.live_blocks
        for op in self.top.walk(post_order=False):
            c = op.interface(CallOpInterface)
            if c is not None:
                f = resolve_callee(op)
                self._callee[op] = f
                if f is not None:
                    self._callers.setdefault(f, []).append(op)
        for op in self.top.walk(post_order=True):
            if op is self.top:
                continue
            if op.parent in live:
                self._enqueue(op)
            else:
                for o in op.op_operands:  # kept ops must keep their operands
                    self._touch(o.value)
                    self._mark(o.value)
        work = self._work
        while work:
            op = work.pop()
            self._queued.discard(op)
            self._visit(op)

    def _visit(self, op: Operation) -> None:
        """The framework's visit (MLIR's ``AbstractSparseBackwardDataFlowAnalysis``)."""
        for o in op.op_operands:
            self._touch(o.value)
        for r in op.results:
            self._read(r, op)
        branch = op.interface(RegionBranchOpInterface)
        if branch is not None:
            self._visit_region_successors(op, branch)
            return
        if op.interface(CallOpInterface) is not None:
            f = self._callee.get(op)
            callable_ = f.interface(CallableOpInterface) if f is not None else None
            if callable_ is not None:
                self._visit_call(op, f, callable_)
                return
        parent = op.parent_op
        term = op.interface(RegionBranchTerminatorOpInterface)
        if term is not None and parent is not None:
            pbranch = parent.interface(RegionBranchOpInterface)
            if pbranch is not None:
                self._visit_terminator(op, term, parent, pbranch)
                return
        if (
            "ReturnLike" in type(op).traits
            and parent is not None
            and parent.interface(CallableOpInterface) is not None
        ):
            self._visit_return(op, parent)
            return
        if "IsTerminator" in type(op).traits:
            for o in op.op_operands:  # a terminator whose semantics are unknown here
                self._mark(o.value)
            return
        self._visit_operation(op, [o.value for o in op.op_operands], list(op.results), op)

    def _visit_operation(
        self, op: Operation, operands: list[Value], results: list[Value], reader: Operation
    ) -> None:
        """MLIR's ``LivenessAnalysis::visitOperation``: effects and live results make the
        operands live."""
        if not is_memory_effect_free(op):
            for v in operands:
                self._mark(v)
        live_result = False
        for r in results:
            if self._read(r, reader):
                live_result = True
        if live_result:
            for v in operands:
                self._mark(v)

    def _visit_branch_operand(self, op: Operation, index: int, reader: Operation) -> None:
        """A non-forwarded operand of a region branch op or of its terminator."""
        v = op.op_operands[index].value
        term = op.interface(RegionBranchTerminatorOpInterface) is not None
        holder = op.parent_op if term else op
        if holder is not None:
            done = False
            for r in holder.regions:
                for b in r.blocks:
                    for nested in b.ops:
                        if not is_memory_effect_free(nested):
                            self._mark(v)
                            done = True
                            break
                    if done:
                        break
                if done:
                    break
        self._visit_operation(op, [v], list(op.results), reader)
        if term and holder is not None:
            self._visit_operation(holder, [v], list(holder.results), reader)

    def _visit_region_successors(self, op: Operation, branch: Any) -> None:
        unaccounted = set(range(len(op.op_operands)))
        succs = branch.successor_regions_for_constants([None] * len(op.op_operands))
        for s in succs:
            fwd = branch.entry_successor_operands(s.region)
            pos = operand_positions(op, fwd)
            for i, inp in zip(pos, s.inputs):
                if self._read(inp, op):
                    self._mark(op.op_operands[i].value)
                unaccounted.discard(i)
        for i in sorted(unaccounted):
            self._visit_branch_operand(op, i, op)

    def _visit_terminator(self, op: Operation, term: Any, parent: Operation, branch: Any) -> None:
        unaccounted = set(range(len(op.op_operands)))
        region = op.parent.parent if op.parent is not None else None
        for s in branch.successor_regions(region):
            fwd = term.successor_operands(s.region)
            pos = operand_positions(op, fwd)
            for i, inp in zip(pos, s.inputs):
                if self._read(inp, op):
                    self._mark(op.op_operands[i].value)
                unaccounted.discard(i)
        for i in sorted(unaccounted):
            self._visit_branch_operand(op, i, op)

    def _visit_call(self, op: Operation, f: Operation, callable_: Any) -> None:
        unaccounted = set(range(len(op.op_operands)))
        args = op.interface(CallOpInterface).arg_operands()
        pos = operand_positions(op, args)
        region = callable_.callable_region()
        fixed = self._signature_fixed(f)
        if region is not None and region.blocks:
            for i, barg in zip(pos, region.blocks[0].args):
                if self._read(barg, op) or fixed:
                    self._mark(op.op_operands[i].value)
                unaccounted.discard(i)
        for i in unaccounted:  # MLIR's visitCallOperand: a non-forwarded call operand
            self._mark(op.op_operands[i].value)

    def _visit_return(self, op: Operation, f: Operation) -> None:
        if self._unknown_callers(f):
            for o in op.op_operands:
                self._mark(o.value)
            return
        for call in self._callers.get(f, ()):
            executable = call.parent in self.live_blocks
            for o, r in zip(op.op_operands, call.results):
                if not executable or self._read(r, op):
                    self._mark(o.value)
