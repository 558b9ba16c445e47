"""``loop-invariant-code-motion``: hoist loop-invariant ops out of loops (MLIR's
``LoopInvariantCodeMotion`` pass and its ``moveLoopInvariantCode`` utility).

Every op implementing ``LoopLikeOpInterface`` is visited in post order (inner loops
first, so what leaves an inner loop can then leave the outer one). In each of the
loop's ``loop_regions()`` an op is hoisted (``move_out_of_loop``: right before the
loop, by default) when it is not a terminator, is memory-effect free and speculatable
(``ir.side_effects``), and every value it or its nested ops read is either defined in
its own regions or outside the loop (``is_defined_outside``), counting ops already
hoisted as outside. The region's top-level ops are tried in order from a queue; when
one is hoisted, its users at the top level of the region are queued again, so a chain
of invariant ops leaves together, and a graph region's invariant ops leave in an order
that keeps definitions before uses. Hoisted ops keep the order they were hoisted in,
which is mlir-opt 19's.

The pass asks interfaces only: an op is a loop when it implements
``LoopLikeOpInterface``, and a loop that says nothing about its regions is left alone.
What it does not do: hoist ops that read or write memory (MLIR 19 does not either; its
``loop-invariant-subset-hoisting`` is a separate pass), sink ops, or hoist out of
loops whose trip count might be zero anything that is not speculatable.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from ...ir.core import Operation, OpResult, Region
from ...ir.interfaces import LoopLikeOpInterface
from ...ir.side_effects import is_memory_effect_free, is_speculatable
from ..infra.pass_base import Pass, register_pass

__all__ = [
    "LoopInvariantCodeMotion",
    "can_be_hoisted",
    "move_loop_invariant_code",
    "move_loop_invariant_code_in_regions",
]


def _parent_op_of(value: Any) -> Operation | None:
    """The op whose region defines ``value`` (MLIR's ``value.getParentRegion()->getParentOp()``)."""
    blk = value.owner.parent if type(value) is OpResult else value.owner
    r = blk.parent if blk is not None else None
    return r.parent if r is not None else None


def can_be_hoisted(op: Operation, defined_outside: Callable[[Any], bool]) -> bool:
    """Whether ``op`` may leave its region as far as its operands go (MLIR's
    ``canBeHoisted``): it is not a terminator, and every operand of it and of its nested
    ops is defined inside ``op`` or satisfies ``defined_outside``. Effects and
    speculation are not looked at."""
    if "IsTerminator" in type(op).traits:
        return False
    stack = [op]
    while stack:
        child = stack.pop()
        for o in child.op_operands:
            v = o.value
            d = _parent_op_of(v)
            if d is not None and op.is_ancestor(d):
                continue  # defined in a region nested in op
            if not defined_outside(v):
                return False
        for r in child.regions:
            for b in r.blocks:
                x = b.first
                while x is not None:
                    stack.append(x)
                    x = x.next
    return True


def move_loop_invariant_code_in_regions(
    regions: Sequence[Region],
    is_defined_outside_region: Callable[[Any, Region], bool],
    should_move_out_of_region: Callable[[Operation, Region], bool],
    move_out_of_region: Callable[[Operation, Region], None],
) -> int:
    """MLIR's generic ``moveLoopInvariantCode``: in each region of ``regions`` (in order),
    move out every top-level op that ``should_move_out_of_region`` accepts and whose
    operands pass ``can_be_hoisted`` with ``is_defined_outside_region``, by calling
    ``move_out_of_region``. The ops are tried in block order; a moved op's users at the
    top level of the region are tried again. Returns how many ops moved."""
    moved = 0
    for region in regions:
        work: deque[Operation] = deque(region.ops)

        def outside(v: Any, region: Region = region) -> bool:
            return is_defined_outside_region(v, region)

        while work:
            op = work.popleft()
            b = op.parent
            if b is None or b.parent is not region:
                continue  # moved already
            if not should_move_out_of_region(op, region) or not can_be_hoisted(op, outside):
                continue
            move_out_of_region(op, region)
            moved += 1
            for res in op.results:
                for user in res.users:
                    ub = user.parent
                    if ub is not None and ub.parent is region:
                        work.append(user)
    return moved


def _movable(op: Operation, region: Region) -> bool:
    return is_memory_effect_free(op) and is_speculatable(op)


def move_loop_invariant_code(loop: LoopLikeOpInterface) -> int:
    """Hoist the invariant ops of one loop (an op's bound ``LoopLikeOpInterface``) out of
    its loop regions: memory-effect free, speculatable ops whose operands are defined
    outside the loop (MLIR's ``moveLoopInvariantCode(LoopLikeOpInterface)``). Nested
    loops are not visited; returns how many ops moved."""
    return move_loop_invariant_code_in_regions(
        loop.loop_regions(),
        lambda v, _r: loop.is_defined_outside(v),
        _movable,
        lambda op, _r: loop.move_out_of_loop(op),
    )


@register_pass(
    "loop-invariant-code-motion",
    summary="Hoist loop invariant instructions outside of the loop",
    display_name="LoopInvariantCodeMotion",
)
class LoopInvariantCodeMotion(Pass):
    """Hoists loop-invariant, side-effect free, speculatable ops out of every loop (every
    op implementing ``LoopLikeOpInterface``), innermost loops first."""

    def run_on_operation(self, op: Operation) -> None:
        moved = 0
        # A lazy post-order walk: ops hoisted before the loop being visited are not
        # visited again (as MLIR's walk).
        for o in op.walk(post_order=True):
            loop = o.interface(LoopLikeOpInterface)
            if loop is not None:
                moved += move_loop_invariant_code(loop)
        if not moved:
            self.mark_all_analyses_preserved()
