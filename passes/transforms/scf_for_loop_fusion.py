"""``scf-for-loop-fusion``: adjacent ``scf.for`` loops over the same range whose iterations
touch disjoint slices become one loop (irlite's own pass, after MLIR's
``scf-parallel-loop-fusion`` for ``scf.parallel``).

``convert-linalg-to-loops`` writes each structured op as its own loop nest, so a softmax
is five passes over its rows (max, exp, sum, divide, and the fills) and every
intermediate row goes to memory and back. When two loops follow each other in a block
with the same lower bound, upper bound and step (the same values, or equal constants),
and every pair of memory accesses of theirs that may touch the same buffer with at least
one write (``promote-loop-accumulators``' aliasing rules: distinct allocations do not
alias each other or arguments) accesses the same memref value with each loop's
induction variable at the same index position, iteration ``i`` of the second loop
touches only what iteration ``i`` of the first did, so running them in one loop, the
first body then the second, computes the same. Repeated at every level, softmax becomes
one row loop whose row stays in cache between the steps (Inductor's and IREE's row
kernels), and inside it the loop that writes ``exp(x - max)`` and the loop that sums it
become one (the sum reads each element as it is written).

Loops may carry values (``iter_args``): the fused loop carries the first loop's, then
the second's, and its results replace both loops' results. The second loop's initial
values and body must not use the first loop's results (the second would read them
before the first has finished).

Ops between the two loops are moved above the first when they are free of memory
effects, only allocate (``memref.alloc``) or are ``memref.load``s of memory the first
loop does not write, and use no result of the first loop; any other op there (a
``memref.dealloc``, a store, a call) keeps the loops apart.

What it does not do: fuse loops with different bounds, nests whose accesses use a
shifted or permuted index (``A[i + 1]``, ``A[j, i]``), or loops other than ``scf.for``;
or shrink the intermediate buffers to one row.
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
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


def _is_for(op: Operation) -> bool:
    return op.name == "scf.for"


def _same_range(a: Operation, b: Operation) -> bool:
    return all(_same(x.value, y.value) for x, y in zip(a.op_operands[:3], b.op_operands[:3]))


def _iv(loop: Operation) -> Value:
    return loop.regions[0].blocks[0].args[0]


def _same_slice(x: Operation, iv1: Value, y: Operation, iv2: Value) -> bool:
    """Whether ``x`` (in the first loop) and ``y`` (in the second) index their memref with
    the loops' induction variables at the same position: iterations ``i != j`` then touch
    different elements."""
    ix, iy = _indices(x), _indices(y)
    return any(a is iv1 and b is iv2 for a, b in zip(ix, iy))


def _uses_any(op: Operation, values: set[int]) -> bool:
    """Whether ``op`` or an op nested in it uses one of ``values`` (by id)."""
    found = False

    def visit(o: Operation) -> None:
        nonlocal found
        if not found and any(id(u.value) in values for u in o.op_operands):
            found = True

    op.walk(visit)
    return found


def can_fuse(first: Operation, second: Operation) -> bool:
    """Whether ``second`` may run in ``first``'s iterations (module docstring)."""
    if not (_is_for(first) and _is_for(second) and _same_range(first, second)):
        return False
    if _uses_any(second, {id(r) for r in first.results}):
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
            if mx is not my or not _same_slice(x, iv1, y, iv2):
                return False
    return True


def _between(first: Operation, second: Operation) -> list[Operation] | None:
    """The ops between the loops, when all of them may move above ``first`` (in order:
    their operands come from above ``first`` or from each other), else None."""
    results = {id(r) for r in first.results}
    writes: list[Value] | None = None
    ops = []
    op = first.next
    while op is not None and op is not second:
        if op.regions or _uses_any(op, results):
            return None
        f = effect_facts(type(op))
        pure_or_alloc = f.free == YES or (f.effects is not None and f.effects <= {"Allocate"})
        if not pure_or_alloc:
            if op.name != "memref.load":
                return None
            if writes is None:
                acc = _accesses(first)
                if acc is None:
                    return None
                writes = [_memref_of(a) for a in acc if a.name == "memref.store"]
            m = _memref_of(op)
            if any(may_alias(m, w) for w in writes):
                return None
        ops.append(op)
        op = op.next
    return ops


def _move_body(src: Block, dst: Block, before: Operation | None) -> None:
    """Every op of ``src`` but its terminator, moved into ``dst`` (before ``before``, or
    at its end)."""
    op = src.first
    while op is not None and op is not src.last:
        nxt = op.next
        if before is not None:
            op.move_before(before)
        else:
            op.detach()
            dst.append(op)
        op = nxt


def _fuse(first: Operation, second: Operation, between: list[Operation]) -> Operation:
    """``second`` run in ``first``'s iterations; returns the fused loop."""
    for o in between:
        o.move_before(first)
    body1 = first.regions[0].blocks[0]
    body2 = second.regions[0].blocks[0]
    if not first.results and not second.results:
        _iv(second).replace_all_uses_with(_iv(first))
        _move_body(body2, body1, body1.last)
        second.erase()
        return first
    from ...dialects import scf

    lb, ub, step, *inits1 = [o.value for o in first.op_operands]
    inits2 = [o.value for o in second.op_operands[3:]]
    with Builder.before(first, loc=first.loc):
        new = scf.for_(lb, ub, step, [*inits1, *inits2])
    nb = new.regions[0].blocks[0]
    args = list(nb.args)
    n1 = len(inits1)
    for old, arg in zip(body1.args, [args[0], *args[1 : 1 + n1]]):
        old.replace_all_uses_with(arg)
    for old, arg in zip(body2.args, [args[0], *args[1 + n1 :]]):
        old.replace_all_uses_with(arg)
    yielded = [o.value for o in body1.last.op_operands] + [o.value for o in body2.last.op_operands]
    _move_body(body1, nb, None)
    _move_body(body2, nb, None)
    with Builder.at_end(nb, loc=first.loc):
        scf.yield_(yielded)
    for old, res in zip([*first.results, *second.results], new.results):
        old.replace_all_uses_with(res)
    second.erase()
    first.erase()
    return new


def _fuse_in_block(block: Block) -> int:
    count = 0
    op = block.first
    while op is not None:
        if not _is_for(op):
            op = op.next
            continue
        nxt = op.next
        while nxt is not None and not _is_for(nxt):
            nxt = nxt.next
        if nxt is None:
            break
        between = _between(op, nxt)
        if between is not None and can_fuse(op, nxt):
            op = _fuse(op, nxt, between)
            count += 1
            continue  # try the fused loop with the next one
        op = op.next
    return count


def fuse_scf_for_loops(root: Operation) -> int:
    """Fuse every eligible pair of adjacent loops under ``root``, outer levels first (a
    fused loop's body holds both loops' inner loops, which may fuse in turn); returns
    how many."""
    count = 0
    stack = [b for r in root.regions for b in r.blocks]
    while stack:
        block = stack.pop()
        count += _fuse_in_block(block)
        for op in block.ops:
            stack.extend(b for r in op.regions for b in r.blocks)
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
