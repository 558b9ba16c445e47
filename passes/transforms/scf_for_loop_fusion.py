"""``scf-for-loop-fusion``: adjacent ``scf.for`` loops over the same range whose iterations
touch disjoint rows become one loop (irlite's own pass, after MLIR's
``scf-parallel-loop-fusion`` for ``scf.parallel``).

``convert-linalg-to-loops`` writes each structured op as its own loop nest, so a softmax
is five passes over its rows (max, exp, sum, divide, and the fills) and every
intermediate row goes to memory and back. When two loops follow each other in a block
with the same lower bound, upper bound and step (the same values, or equal constants),
carry no values, and every pair of memory accesses of theirs that may touch the same
buffer with at least one write (``promote-loop-accumulators``' aliasing rules: distinct
allocations do not alias each other or arguments) accesses the same memref value with
the loop's induction variable as its first index, iteration ``i`` of the second loop
touches only what iteration ``i`` of the first did, so running them in one loop, the
first body then the second, computes the same. Repeated, softmax becomes one row loop
whose row stays in cache between the steps (Inductor's and IREE's row kernels).

Ops between the two loops are moved above the first when they are free of memory effects
or only allocate (``memref.alloc``); any other op there (a ``memref.dealloc``, a store, a
call) keeps the loops apart.

What it does not do: fuse loops with different bounds, with iter args or results, nests
whose accesses use a shifted or permuted index (``A[i + 1]``, ``A[j, i]``), or loops
other than ``scf.for``; or shrink the intermediate buffers to one row.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Block, Operation, Value
from ...ir.side_effects import YES, effect_facts
from ..infra.pass_base import Pass, Statistic, register_pass
from .promote_loop_accumulators import _accesses, _indices, _memref_of, may_alias

__all__ = ["ScfForLoopFusion", "fuse_scf_for_loops"]


def _const(v: Value) -> Any:
    owner = getattr(v, "owner", None)
    if isinstance(owner, Operation) and owner.name == "arith.constant":
        return owner.properties["value"]
    return None


def _same(a: Value, b: Value) -> bool:
    if a is b:
        return True
    ca, cb = _const(a), _const(b)
    return ca is not None and ca is cb


def _plain_loop(op: Operation) -> bool:
    return op.name == "scf.for" and not op.results and len(op.op_operands) == 3


def _same_range(a: Operation, b: Operation) -> bool:
    return all(_same(x.value, y.value) for x, y in zip(a.op_operands, b.op_operands))


def _iv(loop: Operation) -> Value:
    return loop.regions[0].blocks[0].args[0]


def _row_local(acc: Operation, iv: Value) -> bool:
    idx = _indices(acc)
    return bool(idx) and idx[0] is iv


def can_fuse(first: Operation, second: Operation) -> bool:
    """Whether ``second`` may run in ``first``'s iterations (module docstring)."""
    if not (_plain_loop(first) and _plain_loop(second) and _same_range(first, second)):
        return False
    a1, a2 = _accesses(first), _accesses(second)
    if a1 is None or a2 is None:
        return False
    iv1, iv2 = _iv(first), _iv(second)
    for x in a1:
        for y in a2:
            if x.name == "memref.load" and y.name == "memref.load":
                continue
            mx, my = _memref_of(x), _memref_of(y)
            if not may_alias(mx, my):
                continue
            if mx is not my or not _row_local(x, iv1) or not _row_local(y, iv2):
                return False
    return True


def _between(first: Operation, second: Operation) -> list[Operation] | None:
    """The ops between the loops, when all of them may move above ``first`` (in order:
    their operands come from above ``first`` or from each other; ``first`` defines
    nothing), else None."""
    ops = []
    op = first.next
    while op is not None and op is not second:
        f = effect_facts(type(op))
        pure_or_alloc = f.free == YES or (f.effects is not None and f.effects <= {"Allocate"})
        if op.regions or not pure_or_alloc:
            return None
        ops.append(op)
        op = op.next
    return ops


def _fuse(first: Operation, second: Operation, between: list[Operation]) -> None:
    for o in between:
        o.move_before(first)
    body1 = first.regions[0].blocks[0]
    body2 = second.regions[0].blocks[0]
    _iv(second).replace_all_uses_with(_iv(first))
    term1 = body1.last
    op = body2.first
    while op is not None and op is not body2.last:
        nxt = op.next
        op.move_before(term1)
        op = nxt
    second.erase()


def fuse_scf_for_loops(root: Operation) -> int:
    """Fuse every eligible pair of adjacent loops under ``root``; returns how many."""
    blocks: list[Block] = []

    def collect(op: Operation) -> None:
        for r in op.regions:
            blocks.extend(r.blocks)

    root.walk(collect)
    count = 0
    for block in blocks:
        op = block.first
        while op is not None:
            if not _plain_loop(op):
                op = op.next
                continue
            nxt = op.next
            while nxt is not None and not _plain_loop(nxt):
                nxt = nxt.next
            if nxt is None:
                break
            between = _between(op, nxt)
            if between is not None and can_fuse(op, nxt):
                _fuse(op, nxt, between)
                count += 1
                continue  # try the fused loop with the next one
            op = op.next
    return count


@register_pass(
    "scf-for-loop-fusion",
    summary="Fuse adjacent scf.for loops over the same range that touch disjoint rows",
)
class ScfForLoopFusion(Pass):
    """One loop over rows instead of one per step (module docstring)."""

    num_fused = Statistic("num-fused", "Number of loops fused into the loop before them")

    def run_on_operation(self, op: Any) -> None:
        self.num_fused += fuse_scf_for_loops(op)
