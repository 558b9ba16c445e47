"""``promote-loop-accumulators``: a memory cell that a loop reads and writes back on every
iteration becomes a value the loop carries (irlite's own pass; MLIR's affine level has
``affine-scalrep``, its scf level nothing of the kind).

``convert-linalg-to-loops`` writes a reduction as a loop that loads the output element,
combines and stores it on every iteration: ``out[i] = out[i] + f(x[i, j])`` over ``j``.
LLVM cannot vectorize that loop unless it proves that the store does not feed the other
loads, and even then the memory round trip stays on the critical path. This pass
rewrites, for each ``scf.for`` (innermost first, so that a cell can climb several
loops):

    scf.for %j ... {                          %a0 = memref.load %m[%i]
      %a = memref.load %m[%i]                 %r = scf.for %j ... iter_args(%a = %a0) {
      %s = <combine %a ...>           ==>       %s = <combine %a ...>
      memref.store %s, %m[%i]                   scf.yield %s
    }                                         }
                                              memref.store %r, %m[%i]

when the loop's body block holds exactly one load and one store of ``%m``, at the same
indices, defined outside the loop, the load before the store, and no other op in the
loop (nested ones included) may touch ``%m``'s memory: other memrefs must be provably
distinct (a different ``memref.alloc``/``memref.alloca``, or an allocation against a
function argument, or a function argument marked ``llvm.noalias`` against any other base,
as LLVM reads ``noalias``; views are traced to their base), and every other op must be free of
memory effects or only allocate (an op with unknown effects stops the rewrite).

The load before the loop and the store after it run even when the loop runs zero times
(they read and write back the same value), so a cell is only promoted when that is safe:
the loop runs at least once (constant bounds), or each index is a constant or the
induction variable of an enclosing ``scf.for`` -- the element the enclosing loops are at,
as in the loops made from structured ops, where it is inside the init's bounds.

A cell the loop only reads (a load at indices defined outside the loop, no store in the
loop that may alias it) is loaded once before the loop instead: a later
``loop-invariant-code-motion`` then hoists what is computed from it (layernorm's
``rsqrt(var[i] / n + eps)`` leaves the row's inner loop), under the same condition on its
indices.

What it does not do: promote cells read or written under a condition, through two
different views of one buffer, or in loops other than ``scf.for``.
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
from ...ir.core import Block, Operation, Value
from ...ir.side_effects import RECURSIVE, YES, effect_facts
from ..infra.pass_base import Pass, Statistic, register_pass

__all__ = ["PromoteLoopAccumulators", "promote_loop_accumulators"]

#: ops that make a view of their first operand's memory
_VIEW_OPS = frozenset(
    {
        "memref.subview",
        "memref.cast",
        "memref.reinterpret_cast",
        "memref.expand_shape",
        "memref.collapse_shape",
        "memref.view",
        "memref.transpose",
    }
)
_ALLOC_OPS = frozenset({"memref.alloc", "memref.alloca"})
_ACCESS = frozenset({"memref.load", "memref.store"})


def _root(v: Value) -> Value:
    """The buffer ``v`` is a view of (through view ops)."""
    while True:
        owner = getattr(v, "owner", None)
        if isinstance(owner, Operation) and owner.name in _VIEW_OPS:
            v = owner.op_operands[0].value
            continue
        return v


def _is_allocation(root: Value) -> bool:
    owner = getattr(root, "owner", None)
    return isinstance(owner, Operation) and owner.name in _ALLOC_OPS


def _is_noalias_argument(root: Value) -> bool:
    """Whether ``root`` is an argument of a ``func.func`` marked ``llvm.noalias`` (LLVM's
    ``noalias``: memory written through it is reached through no other argument)."""
    block = getattr(root, "owner", None)
    if not isinstance(block, Block) or block.parent is None:
        return False
    func = block.parent.parent
    if func is None or func.name != "func.func" or block is not func.regions[0].blocks[0]:
        return False
    attrs = func.properties.get("arg_attrs")
    if attrs is None or root.index >= len(attrs.value):
        return False
    return "llvm.noalias" in attrs.value[root.index].value


def _is_distinct(root: Value) -> bool:
    return _is_allocation(root) or _is_noalias_argument(root)


def may_alias(a: Value, b: Value) -> bool:
    """Whether memrefs ``a`` and ``b`` may share memory: not when their bases differ and
    one of them is an allocation or a ``llvm.noalias`` function argument (as LLVM's
    ``noalias``: what is written through it is not reached through anything else)."""
    ra, rb = _root(a), _root(b)
    if ra is rb:
        return True
    return not (_is_distinct(ra) or _is_distinct(rb))


def _memref_of(op: Operation) -> Value:
    return op.op_operands[0 if op.name == "memref.load" else 1].value


def _indices(op: Operation) -> list[Value]:
    start = 1 if op.name == "memref.load" else 2
    return [o.value for o in op.op_operands[start:]]


def _accesses(loop: Operation) -> list[Operation] | None:
    """Every memref.load/store nested in ``loop``; None when some other op there may
    touch memory."""
    out: list[Operation] = []
    stack = [b for r in loop.regions for b in r.blocks]
    while stack:
        block = stack.pop()
        op = block.first
        while op is not None:
            if op.name in _ACCESS:
                out.append(op)
            else:
                f = effect_facts(type(op))
                opaque = f.per_op or f.free not in (YES, RECURSIVE)
                if opaque and not (f.effects is not None and f.effects <= {"Allocate"}):
                    return None
                stack.extend(b for r in op.regions for b in r.blocks)
            op = op.next
    return out


def _defined_outside(v: Value, loop: Operation) -> bool:
    owner = getattr(v, "owner", None)
    block = owner.parent if isinstance(owner, Operation) else owner
    while block is not None:
        region = block.parent
        parent = region.parent if region is not None else None
        if parent is loop:
            return False
        block = parent.parent if parent is not None else None
    return True


def _const_index(v: Value) -> int | None:
    owner = getattr(v, "owner", None)
    if isinstance(owner, Operation) and owner.name == "arith.constant":
        return getattr(owner.properties["value"], "value", None)
    return None


def _runs(loop: Operation) -> bool:
    """Whether ``loop`` statically runs at least once."""
    lb, ub = (_const_index(o.value) for o in loop.op_operands[:2])
    return lb is not None and ub is not None and ub > lb


def _speculatable_cell(loop: Operation, indices: list[Value]) -> bool:
    """Whether loading the cell before ``loop`` (and storing it after) is safe even if the
    loop does not run: it does run, or every index is a constant or the induction variable
    of an enclosing ``scf.for`` (a cell the enclosing loops are at, as in the loops made
    from structured ops)."""
    if _runs(loop):
        return True
    for v in indices:
        if _const_index(v) is not None:
            continue
        owner = getattr(v, "owner", None)
        if not isinstance(owner, Block) or v.index != 0:
            return False
        region = owner.parent
        parent = region.parent if region is not None else None
        if parent is None or parent.name != "scf.for" or not parent.is_ancestor(loop):
            return False
    return True


def _candidates(loop: Operation, body: Block) -> list[tuple[Operation, Operation]]:
    accesses = _accesses(loop)
    if accesses is None:
        return []
    pairs = []
    for load in accesses:
        if load.name != "memref.load" or load.parent is not body:
            continue
        m = _memref_of(load)
        idx = _indices(load)
        if not all(_defined_outside(v, loop) for v in [m, *idx]):
            continue
        if not _speculatable_cell(loop, idx):
            continue
        same = [a for a in accesses if a is not load and may_alias(_memref_of(a), m)]
        if len(same) != 1:
            continue
        store = same[0]
        if (
            store.name != "memref.store"
            or store.parent is not body
            or _memref_of(store) is not m
            or len(_indices(store)) != len(idx)
            or any(a is not b for a, b in zip(_indices(store), idx))
            or not load.is_before_in_block(store)
        ):
            continue
        pairs.append((load, store))
    return pairs


def _promote(loop: Operation, pairs: list[tuple[Operation, Operation]]) -> Operation:
    """``loop`` rebuilt with one more iter arg per (load, store) pair; returns the new loop."""
    from ...dialects import memref, scf

    body = loop.regions[0].blocks[0]
    lb, ub, step, *inits = [o.value for o in loop.op_operands]
    cells = [(_memref_of(ld), _indices(ld)) for ld, _ in pairs]
    with Builder.before(loop, loc=loop.loc):
        starts = [
            memref.load(m, idx, result_type=ld.results[0].type)
            for (m, idx), (ld, _) in zip(cells, pairs)
        ]
        new = scf.for_(lb, ub, step, [*inits, *starts])
    nb = new.regions[0].blocks[0]
    old_args = list(body.args)
    new_args = list(nb.args)
    for old, arg in zip(old_args, new_args):
        old.replace_all_uses_with(arg)
    term = body.last
    yielded = [o.value for o in term.op_operands]
    carried = new_args[len(old_args) :]
    for (ld, st), arg in zip(pairs, carried):
        ld.results[0].replace_all_uses_with(arg)
        yielded.append(st.op_operands[0].value)
        ld.erase()
        st.erase()
    term.erase()
    op = body.first
    while op is not None:
        nxt = op.next
        op.detach()
        nb.append(op)
        op = nxt
    with Builder.at_end(nb, loc=loop.loc):
        scf.yield_(yielded)
    n_old = len(loop.results)
    for old, res in zip(loop.results, new.results[:n_old]):
        old.replace_all_uses_with(res)
    with Builder.after(new, loc=loop.loc):
        for (m, idx), res in zip(cells, new.results[n_old:]):
            memref.store(res, m, idx)
    loop.erase()
    return new


def _hoist_invariant_loads(loop: Operation, body: Block) -> int:
    """Move before ``loop`` each load of its body block at indices defined outside it
    whose memory no op in the loop may write."""
    accesses = _accesses(loop)
    if accesses is None:
        return 0
    stores = [_memref_of(a) for a in accesses if a.name == "memref.store"]
    n = 0
    for load in accesses:
        if load.name != "memref.load" or load.parent is not body:
            continue
        m = _memref_of(load)
        if not all(_defined_outside(v, loop) for v in [m, *_indices(load)]):
            continue
        if not _speculatable_cell(loop, _indices(load)):
            continue
        if any(may_alias(m, s) for s in stores):
            continue
        load.move_before(loop)
        n += 1
    return n


def promote_loop_accumulators(root: Operation) -> int:
    """Promote every eligible cell under ``root`` (module docstring); returns how many."""
    loops: list[Operation] = []
    root.walk(lambda op: loops.append(op) if op.name == "scf.for" else None)
    count = 0
    # post order: inner loops first; a promoted inner loop's load/store pair now sits in
    # the outer loop's body, where it can be promoted again
    for loop in loops:
        body = loop.regions[0].blocks[0]
        count += _hoist_invariant_loads(loop, body)
        pairs = _candidates(loop, body)
        if pairs:
            promote = pairs
            _promote(loop, promote)
            count += len(promote)
    return count


@register_pass(
    "promote-loop-accumulators",
    summary="Carry a memory cell that an scf.for loads and stores back each iteration "
    "as an iter_arg",
)
class PromoteLoopAccumulators(Pass):
    """Accumulators in registers instead of memory (module docstring)."""

    num_promoted = Statistic("num-promoted", "Number of memory cells promoted to iter_args")

    def run_on_operation(self, op: Any) -> None:
        self.num_promoted += promote_loop_accumulators(op)
