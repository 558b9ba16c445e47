"""``control-flow-sink``: move ops into the conditional regions that alone use them
(MLIR's ControlFlowSink pass and its ``controlFlowSink`` utility).

For every op implementing ``RegionBranchOpInterface`` (innermost first: a post-order
walk), the regions its ``region_invocation_bounds`` says run at most once per
execution of the op (``singly_executed_regions``: an upper bound of 0 or 1; the
interface's default, unbounded, keeps loops out) receive the memory-effect-free ops
(``ir.side_effects.is_memory_effect_free``) whose every user lies in that region. Each
sunk op goes to the front of the region's entry block, so the op's uses stay dominated;
the entry block dominates every block of its region, so "all users dominated by the
entry block" is "all users nested in the region" and needs no dominator tree.

The order is MLIR 19's: the region's top-level ops seed a stack; popping an op looks at
the defining ops of its operands (block arguments and ops already in the region are
skipped), sinks each that qualifies and pushes it, so chains of values sink depth first
and each moved op lands before the ones moved earlier. Ops used only by ops nested
deeper (inside a loop in the region) are not looked at, as in MLIR 19; the innermost
region-branch ops are processed first, so a value used only in an inner ``scf.if`` is
sunk into it directly.

What it does not do: sink into the successors of branch terminators (``cf`` blocks),
duplicate an op used by several regions, move ops with memory effects, or ask anything
but interfaces (an op without ``RegionBranchOpInterface`` is left alone).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ...ir.core import Operation, OpResult, Region
from ...ir.interfaces import RegionBranchOpInterface
from ...ir.side_effects import is_memory_effect_free
from ..infra.pass_base import Pass, Statistic, register_pass

__all__ = [
    "ControlFlowSink",
    "control_flow_sink",
    "move_to_region_front",
    "singly_executed_regions",
]


def _users_all_in(op: Operation, region: Region) -> bool:
    """Whether every user of ``op``'s results is nested (at any depth) in ``region``
    (MLIR's "dominated by the region's entry block")."""
    for r in op.results:
        u = r.first_use
        while u is not None:
            if not region.is_ancestor_of(u.owner):
                return False
            u = u.next_use
    return True


def _sink_region(
    region: Region,
    should_move: Callable[[Operation, Region], bool],
    move_into: Callable[[Operation, Region], None],
) -> int:
    """Sink into ``region`` what its top-level ops (and, in turn, the sunk ops) use."""
    sunk = 0
    stack = list(region.ops)
    while stack:
        user = stack.pop()
        for operand in user.op_operands:
            v = operand.value
            if type(v) is not OpResult:
                continue
            d = v.owner
            if d.parent_region is region:
                continue
            if _users_all_in(d, region) and should_move(d, region):
                move_into(d, region)
                sunk += 1
                stack.append(d)
    return sunk


def control_flow_sink(
    regions: Iterable[Region],
    should_move: Callable[[Operation, Region], bool],
    move_into: Callable[[Operation, Region], None],
) -> int:
    """Sink ops into each of ``regions`` (empty ones skipped); return how many moved.

    ``should_move(op, region)`` says whether ``op`` (defined outside ``region``, every
    user inside it) may go; ``move_into(op, region)`` moves it (it must keep every use
    of ``op`` dominated, e.g. ``move_to_region_front``). MLIR's ``controlFlowSink``."""
    sunk = 0
    for region in regions:
        if region.blocks:
            sunk += _sink_region(region, should_move, move_into)
    return sunk


def _constant_operands(op: Operation) -> list[Any]:
    """The constant attribute of each operand of ``op`` (defined by a ``ConstantLike`` op), or None."""
    out: list[Any] = []
    for o in op.op_operands:
        v = o.value
        c = None
        if type(v) is OpResult and "ConstantLike" in type(v.owner).traits:
            c = v.owner.get_attr("value")
        out.append(c)
    return out


def singly_executed_regions(branch: RegionBranchOpInterface) -> list[Region]:
    """The regions of ``branch``'s op that run at most once each time the op runs (an
    upper invocation bound of 0 or 1, given its constant operands), in region order.
    MLIR's ``getSinglyExecutedRegionsToSink``."""
    bounds = branch.region_invocation_bounds(_constant_operands(branch.op))
    return [r for r, (_lo, hi) in zip(branch.op.regions, bounds) if hi is not None and hi <= 1]


def move_to_region_front(op: Operation, region: Region) -> None:
    """Move ``op`` to the start of ``region``'s entry block."""
    entry = region.blocks[0]
    op.detach()
    entry.insert_after(None, op)


def _should_sink(op: Operation, region: Region) -> bool:
    return is_memory_effect_free(op)


@register_pass(
    "control-flow-sink",
    summary="Sink operations into conditional blocks",
    display_name="ControlFlowSink",
)
class ControlFlowSink(Pass):
    """Moves memory-effect-free ops into the at-most-once regions of region-branch ops
    (``scf.if``, ``scf.index_switch``, a user's ops with the interface) when every use of
    their results is there, so that they do not run on the paths that do not need them."""

    num_sunk = Statistic("num-sunk", "Number of operations sunk")

    def run_on_operation(self, op: Operation) -> None:
        branches = [
            b for b in (o.interface(RegionBranchOpInterface) for o in op.walk()) if b is not None
        ]
        sunk = 0
        for b in branches:
            regions = singly_executed_regions(b)
            if regions:
                sunk += control_flow_sink(regions, _should_sink, move_to_region_front)
        if sunk:
            self.num_sunk += sunk
        else:
            self.mark_all_analyses_preserved()
