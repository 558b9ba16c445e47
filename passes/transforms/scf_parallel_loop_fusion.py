"""``scf-parallel-loop-fusion``: adjacent ``scf.parallel`` loops with the same iteration
space become one (MLIR 19's ParallelLoopFusion, ``naivelyFuseParallelOps``).

In every block of every region, ``scf.parallel`` ops form chains: two loops are in one
chain when every op between them is free of memory effects and has no regions. Each
loop of a chain is fused into the next when

- neither holds a nested ``scf.parallel``;
- their lower bounds, upper bounds and steps are the same values;
- each ``memref.load`` of one loop that reads a buffer the other stores to (the loads of
  the second after the stores of the first, and the reverse) uses the store's indices
  (the induction variables mapped, or indices computed by equivalent side-effect-free
  ops), every store of that buffer in the other loop uses the same indices, the loaded
  memref is not defined in the load's block, and no stored buffer may alias a different
  loaded one (``may_alias``: allocations alias nothing else, function arguments may
  alias each other);
- every use of the first loop's results lies after the second loop.

The fused loop sits where the second was: the first body, then the second, one
``scf.reduce`` with both loops' operands and reduction regions, the first loop's init
values and results before the second's.

What it does not do: compare bounds that are equal constants but different values
(MLIR does not either), or look through views for aliasing beyond ``may_alias``.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import DenseArrayAttr
from ...ir.builder import Builder
from ...ir.core import Block, Operation, Value
from ...ir.side_effects import is_memory_effect_free
from ...ir.types import IntegerType
from ..infra.pass_base import Pass, register_pass
from .promote_loop_accumulators import may_alias

__all__ = ["ScfParallelLoopFusion", "fuse_parallel_loops_in_region"]


def _walk_ops(loop: Operation, name: str) -> list[Operation]:
    return [o for r in loop.regions for o in _region_walk(r) if o.name == name]


def _region_walk(region: Any) -> Any:
    for b in region.blocks:
        for o in b.ops:
            yield o
            for r in o.regions:
                yield from _region_walk(r)


def _num_loops(loop: Operation) -> int:
    return len(loop.regions[0].blocks[0].args)


def _bounds(loop: Operation) -> list[Value]:
    n = _num_loops(loop)
    return [o.value for o in loop.op_operands[: 3 * n]]


def _inits(loop: Operation) -> list[Value]:
    return [o.value for o in loop.op_operands[3 * _num_loops(loop) :]]


def _equal_iteration_spaces(a: Operation, b: Operation) -> bool:
    if _num_loops(a) != _num_loops(b):
        return False
    return all(x is y for x, y in zip(_bounds(a), _bounds(b)))


def _equivalent_defs(x: Operation, y: Operation, mapping: dict) -> bool:
    """MLIR's ``OperationEquivalence::isEquivalentTo`` ignoring locations, operands
    compared after ``mapping``."""
    if x.name != y.name or x.regions or y.regions or len(x.op_operands) != len(y.op_operands):
        return False
    if [r.type for r in x.results] != [r.type for r in y.results]:
        return False
    if x.properties != y.properties or x.attributes != y.attributes:
        return False
    return all(
        mapping.get(a.value, a.value) is mapping.get(b.value, b.value)
        for a, b in zip(x.op_operands, y.op_operands)
    )


def _no_reads_after_write_except_same_index(
    first: Operation, second: Operation, first_to_second: dict
) -> bool:
    """Whether each load in ``second`` of a buffer ``first`` stores to reads the element
    the same iteration of ``first`` wrote."""
    stores: dict[Value, list[list[Value]]] = {}
    stored: list[Value] = []
    for st in _walk_ops(first, "memref.store"):
        mem = st.op_operands[1].value
        stores.setdefault(mem, []).append([o.value for o in st.op_operands[2:]])
        stored.append(mem)
    for ld in _walk_ops(second, "memref.load"):
        mem = ld.op_operands[0].value
        d = mem.owner_op
        if d is not None and d.parent is ld.parent:
            return False
        if any(s is not mem and may_alias(s, mem) for s in stored):
            return False
        writes = stores.get(mem)
        if writes is None:
            continue
        idx = writes[0]
        if any(len(w) != len(idx) or any(p is not q for p, q in zip(w, idx)) for w in writes):
            return False
        load_idx = [o.value for o in ld.op_operands[1:]]
        if len(idx) != len(load_idx):
            return False
        for s, li in zip(idx, load_idx):
            if first_to_second.get(s, s) is li:
                continue
            sd, ldef = s.owner_op, li.owner_op
            if sd is None or ldef is None:
                return False
            if not (is_memory_effect_free(sd) and is_memory_effect_free(ldef)):
                return False
            if not _equivalent_defs(sd, ldef, first_to_second):
                return False
    return True


def _has_nested_parallel(loop: Operation) -> bool:
    return bool(_walk_ops(loop, "scf.parallel"))


def _is_fusion_legal(first: Operation, second: Operation, first_to_second: dict) -> bool:
    if _has_nested_parallel(first) or _has_nested_parallel(second):
        return False
    if not _equal_iteration_spaces(first, second):
        return False
    if not _no_reads_after_write_except_same_index(first, second, first_to_second):
        return False
    b1, b2 = first.regions[0].blocks[0], second.regions[0].blocks[0]
    second_to_first = dict(zip(b2.args, b1.args))
    return _no_reads_after_write_except_same_index(second, first, second_to_first)


def _users_after(first: Operation, second: Operation) -> bool:
    """Whether every user of ``first``'s results is nested in an op after ``second``."""
    block = second.parent
    after: set[int] = set()
    o = second.next
    while o is not None:
        after.add(id(o))
        o = o.next
    for r in first.results:
        for use in r.uses:
            u = use.owner
            while u is not None and u.parent is not block:
                u = u.parent_op
            if u is None or id(u) not in after:
                return False
    return True


def fuse_if_legal(first: Operation, second: Operation) -> Operation:
    """Fuse ``first`` into ``second`` when legal; returns the loop that now stands for
    ``second`` (the fused one, or ``second`` unchanged)."""
    b1, b2 = first.regions[0].blocks[0], second.regions[0].blocks[0]
    if not _is_fusion_legal(first, second, dict(zip(b1.args, b2.args))):
        return second
    if not _users_after(first, second):
        return second
    n = _num_loops(second)
    inits1, inits2 = _inits(first), _inits(second)
    types = [r.type for r in first.results] + [r.type for r in second.results]
    loc = second.loc
    segs = DenseArrayAttr.get(IntegerType.get(32), [n, n, n, len(inits1) + len(inits2)])
    with Builder.before(second, loc=loc) as b:
        fused = b.create(
            "scf.parallel",
            _bounds(second) + inits1 + inits2,
            types,
            {"operandSegmentSizes": segs},
            regions=1,
        )
    nb = fused.regions[0].add_block(Block([a.type for a in b2.args], [a.loc for a in b2.args]))
    term1, term2 = b1.last, b2.last
    for blk in (b1, b2):
        for a, v in zip(blk.args, nb.args):
            a.replace_all_uses_with(v)
        for o in list(blk.ops):
            if o is blk.last:
                break
            o.detach()
            nb.append(o)
    operands = [o.value for o in term1.op_operands] + [o.value for o in term2.op_operands]
    regions = list(term1.regions) + list(term2.regions)
    for r in regions:
        r.parent = None
    term1.regions = term2.regions = []
    with Builder.at_end(nb, loc=term2.loc) as b:
        b.create("scf.reduce", operands, [], regions=regions)
    k = len(first.results)
    for old, new in zip(first.results, fused.results[:k]):
        old.replace_all_uses_with(new)
    for old, new in zip(second.results, fused.results[k:]):
        old.replace_all_uses_with(new)
    term1.erase()
    term2.erase()
    first.erase()
    second.erase()
    return fused


def fuse_parallel_loops_in_region(region: Any) -> None:
    """MLIR's ``naivelyFuseParallelOps`` on one region (module docstring)."""
    for block in region.blocks:
        chains: list[list[Operation]] = [[]]
        no_side_effects = True
        for op in block.ops:
            if op.name == "scf.parallel":
                if no_side_effects:
                    chains[-1].append(op)
                else:
                    chains.append([op])
                    no_side_effects = True
                continue
            no_side_effects = no_side_effects and is_memory_effect_free(op) and not op.regions
        for chain in chains:
            for i in range(len(chain) - 1):
                chain[i + 1] = fuse_if_legal(chain[i], chain[i + 1])


@register_pass(
    "scf-parallel-loop-fusion",
    summary="Fuse adjacent parallel loops",
    display_name="SCFParallelLoopFusion",
)
class ScfParallelLoopFusion(Pass):
    """Fuses adjacent ``scf.parallel`` loops in every region nested in the op."""

    def run_on_operation(self, op: Any) -> None:
        ops = [o for o in op.walk()]
        for o in ops:
            if o.parent is None and o is not op:
                continue
            for r in o.regions:
                fuse_parallel_loops_in_region(r)
