"""``topological-sort``: order the ops of graph regions so definitions come before uses
(MLIR's ``TopologicalSort`` pass and its ``sortTopologically`` utility).

A graph region (its op has the ``GraphRegion`` trait: ``builtin.module``, or a user's
op declaring it) does not require values to be defined before they are used; this pass
reorders the ops of each of its blocks so that they are, as far as cycles allow. SSA
regions (every other registered op's, and unregistered ops', as MLIR skips ops without
``RegionKindInterface``) are left untouched, though their nested graph regions are
sorted.

``sort_topologically(block, ops)`` is the utility: a stable sort that repeatedly sweeps
the not yet scheduled ops in block order and moves each ready one (no operand of it or
of its nested ops defined by an unscheduled op; block arguments and values from
outside are ready) to the end of the scheduled prefix. When a sweep schedules nothing
(a cycle), the first unscheduled op is taken as it is and the sort goes on; the result
then says the order is not topological. ``compute_topological_sorting(ops)`` orders a
list the same way without moving anything.

What it does not do: move ops between blocks, sort a block's terminator, or break
cycles.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...ir.core import Block, Operation, OpResult
from ..infra.pass_base import Pass, register_pass

__all__ = ["TopologicalSort", "compute_topological_sorting", "sort_topologically"]

#: ``is_operand_ready(value, op)``: True when ``value`` is to be taken as ready for ``op``
OperandReady = Callable[[Any, Operation], bool]


def _is_op_ready(
    op: Operation, unscheduled: set[Operation], is_operand_ready: OperandReady | None
) -> bool:
    """Whether no value read by ``op`` or its nested ops comes from an unscheduled op (or
    from inside one), unless ``is_operand_ready`` says it is ready; values defined
    inside ``op`` itself are ready."""

    def ready(v: Any) -> bool:
        if is_operand_ready is not None and is_operand_ready(v, op):
            return True
        if type(v) is not OpResult:
            return True  # a block argument
        d: Operation | None = v.owner
        while d is not None:
            if d is op:
                return True
            if d in unscheduled:
                return False
            d = d.parent_op
        return True

    stack = [op]
    while stack:
        x = stack.pop()
        for o in x.op_operands:
            if not ready(o.value):
                return False
        for r in x.regions:
            for b in r.blocks:
                y = b.first
                while y is not None:
                    stack.append(y)
                    y = y.next
    return True


def sort_topologically(
    block: Block,
    ops: Sequence[Operation] | None = None,
    is_operand_ready: OperandReady | None = None,
) -> bool:
    """Reorder ``ops`` (consecutive ops of ``block``; default: all of them but a final
    terminator) so that each comes after the ops defining what it reads, keeping the
    original order where there is a choice (MLIR's ``sortTopologically``). Returns
    False when a cycle left some op before a definition it reads, else True."""
    if ops is None:
        last = block.last
        if last is None:
            return True
        end = last if "IsTerminator" in type(last).traits else None
        ops = list(block.ops)
        if end is not None:
            ops.pop()
    else:
        ops = list(ops)
        if not ops:
            return True
        end = ops[-1].next
    if not ops:
        return True
    unscheduled = set(ops)
    nxt_sched: Operation | None = ops[0]
    all_scheduled = True
    while unscheduled:
        scheduled = False
        op = nxt_sched
        while op is not end and op is not None:
            after = op.next
            if _is_op_ready(op, unscheduled, is_operand_ready):
                unscheduled.discard(op)
                if op is nxt_sched:
                    nxt_sched = op.next
                else:
                    op.move_before(nxt_sched)  # type: ignore[arg-type]
                scheduled = True
            op = after
        if not scheduled:
            # A cycle: take the first unscheduled op as it stands.
            all_scheduled = False
            unscheduled.discard(nxt_sched)  # type: ignore[arg-type]
            nxt_sched = nxt_sched.next  # type: ignore[union-attr]
    return all_scheduled


def compute_topological_sorting(
    ops: list[Operation], is_operand_ready: OperandReady | None = None
) -> bool:
    """Sort the list ``ops`` in place (the ops need not share a block and are not moved)
    the way ``sort_topologically`` orders a block (MLIR's ``computeTopologicalSorting``).
    Returns False when a cycle kept the order from being topological."""
    if not ops:
        return True
    unscheduled = set(ops)
    nxt = 0
    all_scheduled = True
    while unscheduled:
        scheduled = False
        for i in range(nxt, len(ops)):
            op = ops[i]
            if not _is_op_ready(op, unscheduled, is_operand_ready):
                continue
            unscheduled.discard(op)
            ops[i], ops[nxt] = ops[nxt], ops[i]
            nxt += 1
            scheduled = True
        if not scheduled:
            all_scheduled = False
            unscheduled.discard(ops[nxt])
            nxt += 1
    return all_scheduled


def _has_graph_regions(op: Operation) -> bool:
    cls = type(op)
    return bool(getattr(cls, "registered", False)) and "GraphRegion" in cls.traits


@register_pass(
    "topological-sort",
    summary="Sort regions without SSA dominance in topological order",
    display_name="TopologicalSort",
)
class TopologicalSort(Pass):
    """Sorts every block of every graph region under the op (innermost first) in
    topological order; SSA regions keep their order."""

    def run_on_operation(self, op: Operation) -> None:
        for o in op.walk(post_order=True):
            if _has_graph_regions(o):
                for r in o.regions:
                    for b in r.blocks:
                        sort_topologically(b)
