"""Where buffers come from: MLIR 19's ``BufferViewFlowAnalysis`` and ``BufferOriginAnalysis``.

``ViewLikeOpInterface`` (MLIR's: ``view_source()`` is the memref the op's first result is
a view of) is attached here, as external models, to the memref ops MLIR declares view-like
(``subview``, ``cast``, ``expand_shape``, ``collapse_shape``, ``reinterpret_cast``,
``reshape``, ``transpose``, ``view``, ``memory_space_cast``, ``extract_strided_metadata``).

``BufferViewFlowAnalysis`` records, for every memref value, the values it may be derived
from: what an op's ``BufferViewFlowOpInterface`` says (attached to ``arith.select``: either
operand), a view from its source, region entry arguments and results from the operands that
``RegionBranchOpInterface`` / ``RegionBranchTerminatorOpInterface`` forward to them, a call's
results from all its operands. Results of ops it knows nothing about, of calls, of
allocations, and entry arguments of regions of such ops (function arguments) are
*terminal*: where tracing stops.

``BufferOriginAnalysis.is_same_allocation(a, b)``: True when both come from the one same
terminal buffer, False when they come from distinct allocations (or one from allocations
only and the other from allocations and function arguments), None when it cannot say.

What it does not do: follow ``BranchOpInterface`` successors (the deallocation passes
refuse unstructured control flow), or reason about ``memref.get_global`` symbols.
"""

from __future__ import annotations

from ....ir.core import BlockArgument, Operation, OpResult, Value
from ....ir.interfaces import (
    CallOpInterface,
    MemoryEffectOpInterface,
    OpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    attach_interface,
)
from .state import is_memref

__all__ = [
    "BufferOriginAnalysis",
    "BufferViewFlowOpInterface",
    "ViewLikeOpInterface",
    "view_base",
]


class ViewLikeOpInterface(OpInterface):
    """MLIR's ``ViewLikeOpInterface``: the op's first result is a view of ``view_source()``."""

    NAME = "ViewLikeOpInterface"
    SUMMARY = "the op's result is a view of one of its operands"
    __slots__ = ()

    def view_source(self) -> Value:
        return self.op.op_operands[0].value


for _name in (
    "memref.subview",
    "memref.cast",
    "memref.expand_shape",
    "memref.collapse_shape",
    "memref.reinterpret_cast",
    "memref.reshape",
    "memref.transpose",
    "memref.view",
    "memref.memory_space_cast",
    "memref.extract_strided_metadata",
):
    attach_interface(_name, ViewLikeOpInterface, ViewLikeOpInterface)


class BufferViewFlowOpInterface(OpInterface):
    """MLIR's ``BufferViewFlowOpInterface``: ``dependencies()`` lists ``(source, derived)``
    pairs of memref values the op makes (``derived`` may be ``source`` or a view of it);
    ``may_be_terminal(v)`` whether the op's result ``v`` may be a buffer of its own."""

    NAME = "BufferViewFlowOpInterface"
    SUMMARY = "which memref values an op's results may be views of"
    __slots__ = ()

    def dependencies(self) -> list[tuple[Value, Value]]:
        raise NotImplementedError

    def may_be_terminal(self, v: Value) -> bool:
        return False


class SelectViewFlow(BufferViewFlowOpInterface):
    """``arith.select`` of memrefs: the result is either operand (MLIR's model)."""

    __slots__ = ()

    def dependencies(self) -> list[tuple[Value, Value]]:
        op = self.op
        r = op.results[0]
        if not is_memref(r):
            return []
        return [(op.operands[1], r), (op.operands[2], r)]


attach_interface("arith.select", BufferViewFlowOpInterface, SelectViewFlow)


def view_base(v: Value) -> Value:
    """The value ``v`` is a view of, through every view-like op (MLIR's ``getViewBase``)."""
    while type(v) is OpResult:
        view = v.owner.interface(ViewLikeOpInterface)
        if view is None:
            break
        v = view.view_source()
    return v


def _allocates(v: Value) -> bool:
    if type(v) is not OpResult:
        return False
    iface = v.owner.interface(MemoryEffectOpInterface)
    if iface is None:
        return False
    return any(e.effect == "allocate" and e.value is v for e in iface.effects())


def _is_function_argument(v: Value) -> bool:
    if type(v) is not BlockArgument:
        return False
    region = v.owner.parent
    op = region.parent if region is not None else None
    return (
        op is not None and "FunctionOpInterface" in type(op).traits and region.blocks[0] is v.owner
    )


class BufferOriginAnalysis:
    """The view flow of the memrefs nested in ``root`` (see the module docstring)."""

    def __init__(self, root: Operation) -> None:
        self.reverse: dict[Value, set] = {}
        self.terminals: set = set()
        for op in root.walk(post_order=False):
            self._visit(op)

    def _dep(self, sources: list, derived: list) -> None:
        for s, d in zip(sources, derived):
            self.reverse.setdefault(d, set()).add(s)

    def _terminal_values(self, op: Operation) -> None:
        for v in op.results:
            if is_memref(v):
                self.terminals.add(v)
        for r in op.regions:
            if r.blocks:
                for a in r.blocks[0].args:
                    if is_memref(a):
                        self.terminals.add(a)

    def _visit(self, op: Operation) -> None:
        flow = op.interface(BufferViewFlowOpInterface)
        if flow is not None:
            for src, derived in flow.dependencies():
                self._dep([src], [derived])
            for v in op.results:
                if is_memref(v) and flow.may_be_terminal(v):
                    self.terminals.add(v)
            return
        view = op.interface(ViewLikeOpInterface)
        if view is not None:
            self._dep([view.view_source()], [op.results[0]])
            return
        branch = op.interface(RegionBranchOpInterface)
        if branch is not None:
            for succ in branch.successor_regions(None):
                self._dep(list(branch.entry_successor_operands(succ.region)), list(succ.inputs))
            for region in op.regions:
                for succ in branch.successor_regions(region):
                    for b in region.blocks:
                        t = b.last
                        rbt = t.interface(RegionBranchTerminatorOpInterface) if t else None
                        if rbt is not None:
                            self._dep(list(rbt.successor_operands(succ.region)), list(succ.inputs))
            return
        if op.interface(RegionBranchTerminatorOpInterface) is not None:
            return
        if op.interface(CallOpInterface) is not None:
            self._terminal_values(op)
            for o in op.operands:
                for r in op.results:
                    self._dep([o], [r])
            return
        self._terminal_values(op)

    def resolve_reverse(self, v: Value) -> set:
        """Every value ``v`` may be derived from, ``v`` included."""
        seen = {v}
        work = [v]
        while work:
            x = work.pop()
            for s in self.reverse.get(x, ()):
                if s not in seen:
                    seen.add(s)
                    work.append(s)
        return seen

    def _terminal_set(self, v: Value) -> tuple[set, bool, bool]:
        terms = {
            x
            for x in self.resolve_reverse(v)
            if is_memref(x) and (x in self.terminals or x not in self.reverse)
        }
        all_allocs = all(_allocates(x) for x in terms)
        allocs_or_args = all(_allocates(x) or _is_function_argument(x) for x in terms)
        return terms, all_allocs, allocs_or_args

    def is_same_allocation(self, v1: Value, v2: Value) -> bool | None:
        v1, v2 = view_base(v1), view_base(v2)
        if v1 is v2:
            return True
        t1, a1, aa1 = self._terminal_set(v1)
        t2, a2, aa2 = self._terminal_set(v2)
        if not t1 or not t2:
            return None
        if len(t1) == 1 and len(t2) == 1 and next(iter(t1)) is next(iter(t2)):
            return True
        if t1 & t2:
            return None
        if (a1 and (a2 or aa2)) or ((a1 or aa1) and a2):
            return False
        return None
