"""``clone-producers-into-dispatch-regions``: copy the cheap ops a dispatch reads (fills,
empties, constants: what the fusion policy's ``clone`` section selects) into each
``flow.dispatch.region`` (IREE 3.13's CloneProducersIntoDispatchRegions).

For each region (pre-order), the values its body uses from above are collected in the
order of a post-order walk (MLIR's ``getUsedValuesDefinedAbove``); a worklist popped from
the back takes each value whose defining op the policy clones, then that op's operands
and the values its regions use from above (IREE's ``getCloneableOps``). The ops are
sorted topologically (MLIR's ``computeTopologicalSorting`` on the list) and cloned, in
reverse, to the start of the region's block, each clone replacing the original's uses
within the block: so the clones appear in topological order, as in IREE's output.
Originals left without uses are erased.

What it does not do: clone into ``flow.dispatch.workgroups`` (irlite has none), or skip
the destination of a ``tensor.insert_slice`` (IREE's ``hasUnfusableUseInDispatch``):
a policy that clones such a value decides so itself.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation, OpResult, Value
from ...ir.side_effects import is_op_trivially_dead
from ..infra.pass_base import Pass, Statistic, register_pass
from .form_dispatch_regions import PolicyError, PolicyOptions, resolve_policy

__all__ = ["CloneProducersIntoDispatchRegions", "clone_producers_into_region"]

REGION = "flow.dispatch.region"


def _used_values_defined_above(regions: Any, limit: Operation) -> list[Value]:
    """Values used in ``regions`` (post-order walk, as MLIR's) that are defined outside ``limit``."""
    out: list[Value] = []
    seen: set[int] = set()
    for region in regions:
        for block in region.blocks:
            for top in block.ops:
                for op in top.walk():
                    for v in op.operands:
                        if id(v) in seen:
                            continue
                        owner = v.owner if isinstance(v, OpResult) else None
                        inside = (
                            limit.is_ancestor(owner)
                            if owner is not None
                            else limit.is_ancestor(v.parent_block.parent_op)
                            if v.parent_block.parent_op is not None
                            else False
                        )
                        if not inside:
                            seen.add(id(v))
                            out.append(v)
    return out


def _topological_sort(ops: list[Operation]) -> list[Operation]:
    """MLIR's ``computeTopologicalSorting`` on a list (the swap-based, stable variant)."""
    ops = list(ops)
    unscheduled = set(ops)
    nxt = 0

    def ready(op: Operation) -> bool:
        for x in op.walk():
            for v in x.operands:
                if isinstance(v, OpResult) and v.owner in unscheduled and v.owner is not op:
                    return False
        return True

    while unscheduled:
        progressed = False
        for i in range(nxt, len(ops)):
            if not ready(ops[i]):
                continue
            progressed = True
            unscheduled.discard(ops[i])
            ops[i], ops[nxt] = ops[nxt], ops[i]
            nxt += 1
        if not progressed:  # a cycle: schedule the first and go on
            unscheduled.discard(ops[nxt])
            nxt += 1
    return ops


def clone_producers_into_region(region_op: Operation, clonable: Any) -> int:
    """Clone into ``region_op`` the ops ``clonable(op)`` accepts that it reads from above
    (transitively); returns how many were cloned."""
    body = region_op.regions[0].blocks[0]
    worklist = _used_values_defined_above([region_op.regions[0]], region_op)
    visited: set[int] = set()
    found: list[Operation] = []
    while worklist:
        v = worklist.pop()
        if id(v) in visited:
            continue
        visited.add(id(v))
        if not isinstance(v, OpResult) or not clonable(v.owner):
            continue
        d = v.owner
        if d in found:
            continue
        found.append(d)
        worklist.extend(d.operands)
        worklist.extend(_used_values_defined_above(d.regions, d))
    ordered = _topological_sort(found)
    for producer in reversed(ordered):
        clone = producer.clone()
        first = body.first
        body.insert_before(first, clone) if first is not None else body.append(clone)
        for old, new in zip(producer.results, clone.results):
            old.replace_uses_if(new, lambda u: _in(u.owner, body))
    for producer in reversed(ordered):  # users before the ops they read
        if producer.parent is not None and is_op_trivially_dead(producer):
            producer.erase()
    return len(ordered)


def _in(op: Operation, block: Any) -> bool:
    while op is not None:
        if op.parent is block:
            return True
        op = op.parent_op
    return False


@register_pass(
    "clone-producers-into-dispatch-regions",
    summary="Clone producers into dispatch regions",
    display_name="CloneProducersIntoDispatchRegionsPass",
    anchor="func.func",
    options=PolicyOptions,
)
class CloneProducersIntoDispatchRegions(Pass):
    """Clones the policy's cheap producers into each dispatch region (module docstring)."""

    num_cloned = Statistic("num-cloned", "Number of ops cloned into dispatch regions")

    def run_on_operation(self, op: Any) -> None:
        try:
            pol = resolve_policy(self.policy, self.fusion)
        except PolicyError as e:
            e.report(op)
            self.signal_pass_failure()
            return
        regions = [x for x in op.walk(post_order=False) if x.name == REGION]

        def clonable(x: Operation) -> bool:
            return pol.clone(x) is not None

        n = sum(clone_producers_into_region(r, clonable) for r in regions)
        self.num_cloned += n
        if not n:
            self.mark_all_analyses_preserved()
