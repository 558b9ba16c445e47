"""``cse``: common sub-expression elimination, as MLIR 19's CSE pass does it.

A scoped hash table of known ops walks the dominator tree: within a block in
order, into the regions of nested ops (a fresh table for ops that are, or for
unregistered ops might be, isolated from above), and across the blocks of a
multi-block region down the dominator tree, so an op is replaced only by an
equivalent one that dominates it. Semantics follow ``mlir/lib/Transforms/
CSE.cpp`` (LLVM 19), so the output matches ``mlir-opt --cse`` byte for byte:

- an op visited while unused and trivially dead (``dce.is_op_trivially_dead``)
  is erased instead (``num-dce'd``);
- terminators, ops with a multi-block region, and ops with memory effects are
  never merged, except ops that only read memory, which merge with an
  equivalent read earlier in the same block when no op in between may write;
- unregistered ops are never merged (nothing is known of their effects);
- equivalence is MLIR's ``OperationEquivalence`` ignoring locations: name,
  properties, discardable attributes, result types, operands (as a multiset
  for ``Commutative`` ops, as MLIR 19 does), and regions structurally;
- in a region without SSA dominance (a graph region, or a region of an
  unregistered op) a single block is processed, and a use is redirected only
  when its owner has no equivalent in the table (MLIR's exact rule);
  multi-block regions without SSA dominance are skipped;
- the kept op takes the erased op's location when its own is unknown.

Ops are erased at the end of the pass, so a use made dead by a merge is not
re-examined (that is ``canonicalize``'s or ``dce``'s job).

What it does not do: hoist, or merge ops that are not in a dominating
position (partial redundancy), or look through memory aliasing.
"""

from __future__ import annotations

import gc
from dataclasses import dataclass
from typing import Any

from ...ir.core import EMPTY, Block, Operation, Region
from ...ir.location import UnknownLoc
from ...ir.side_effects import (
    _FACTS,
    RECURSIVE,
    YES,
    effect_facts,
    is_memory_effect_free,
    would_op_be_trivially_dead,
)
from ...ir.verifier import _DomTree
from ..infra.pass_base import Pass, Statistic, register_pass

__all__ = ["CSE", "cse"]

_UNKNOWN = UnknownLoc.get()


@dataclass(eq=False, slots=True)
class _Shadow:
    """Undo-log entry for a key whose previous entry was shadowed (read-only ops)."""

    key: Any
    old: Operation


class _CSE:
    """One run over an op: the scoped table, the erase list, counters."""

    __slots__ = (
        "dead",
        "domtrees",
        "erase",
        "fcache",
        "mem_cache",
        "ncse",
        "ndce",
        "table",
        "undo",
    )

    def __init__(self) -> None:
        self.table: dict = {}
        self.undo: list = []
        self.erase: list[Operation] = []
        self.ncse = 0
        self.ndce = 0
        self.fcache: dict = {}  # id(mapping) -> (mapping, frozen key)
        self.mem_cache: dict = {}
        self.domtrees: dict = {}

    # ------------------------------------------------------------- keys

    def _frozen(self, d: Any) -> Any:
        c = self.fcache.get(id(d))
        if c is not None and c[0] is d:
            return c[1]
        k = frozenset(d.items())
        self.fcache[id(d)] = (d, k)
        return k

    def key(self, op: Operation) -> Any:
        """The table key: equal keys mean MLIR's ``OperationEquivalence`` (locations ignored)."""
        p = op.properties
        a = op.attributes
        opnds = op.op_operands
        res = op.results
        if len(res) == 1:
            rt: Any = id(res[0].type)
        else:
            rt = tuple([id(r.type) for r in res])
        pk = self._frozen(p) if p else EMPTY
        ak = self._frozen(a) if a else EMPTY
        f = _FACTS.get(type(op)) or effect_facts(type(op))
        if op.regions or op.successors:
            return self._structural_key(op, f)
        n = len(opnds)
        if n == 2:
            v0 = opnds[0].value
            v1 = opnds[1].value
            if f.commutative and id(v1) < id(v0):
                v0, v1 = v1, v0
            return (op.name, pk, ak, rt, v0, v1)
        if n == 1:
            return (op.name, pk, ak, rt, opnds[0].value)
        vals = [o.value for o in opnds]
        if f.commutative:
            vals.sort(key=id)
        return (op.name, pk, ak, rt, *vals)

    def _structural_key(self, op: Operation, f: Any) -> Any:
        """A key for an op with regions or successors: nested values become position numbers."""
        local: dict = {}
        return ("\0region", self._skey(op, local, True))

    def _skey(self, op: Operation, local: dict, top: bool) -> tuple:
        f = _FACTS.get(type(op)) or effect_facts(type(op))
        vals = [local.get(o.value, o.value) for o in op.op_operands]
        if f.commutative:
            vals.sort(key=lambda v: (0, v) if type(v) is int else (1, id(v)))
        p = op.properties
        a = op.attributes
        pk = self._frozen(p) if p else EMPTY
        ak = self._frozen(a) if a else EMPTY
        rt = tuple([r.type for r in op.results])
        succ = tuple([local.get(s, s) for s in op.successors]) if op.successors else EMPTY
        if not top:
            for r in op.results:
                local[r] = len(local)
        regions = []
        for r in op.regions:
            blocks = []
            for b in r.blocks:
                local[b] = len(local)
            for b in r.blocks:
                for arg in b.args:
                    local[arg] = len(local)
                ops = []
                x = b.first
                while x is not None:
                    ops.append(self._skey(x, local, False))
                    x = x.next
                blocks.append((tuple([arg.type for arg in b.args]), tuple(ops)))
            regions.append(tuple(blocks))
        return (op.name, pk, ak, rt, tuple(vals), succ, tuple(regions))

    # ------------------------------------------------------------- walking

    def simplify_region(self, region: Region) -> None:
        blocks = region.blocks
        if not blocks:
            return
        parent = region.parent
        pf = _FACTS.get(type(parent)) or effect_facts(type(parent))
        ssa = pf.ssa_regions
        if len(blocks) == 1:
            mark = len(self.undo)
            self.simplify_block(blocks[0], ssa)
            self._pop(mark)
            return
        if not ssa:
            return
        dom = _DomTree(region)
        children: dict = {}
        for b, d in dom.idom.items():
            if b is not d:
                children.setdefault(d, []).append(b)
        for lst in children.values():
            lst.sort(key=dom.rpo.__getitem__)
        # Depth-first over the dominator tree, a scope per node.
        entry = blocks[0]
        stack: list = [(entry, len(self.undo), iter(()), False)]
        while stack:
            b, mark, it, done = stack[-1]
            if not done:
                self.simplify_block(b, True)
                it = iter(children.get(b, ()))
                stack[-1] = (b, mark, it, True)
            nxt = next(it, None)
            if nxt is not None:
                stack.append((nxt, len(self.undo), iter(()), False))
            else:
                stack.pop()
                self._pop(mark)

    def _pop(self, mark: int) -> None:
        undo = self.undo
        if len(undo) == mark:
            return
        table = self.table
        if mark == 0:  # the whole table goes (a fresh scope of an isolated op)
            table.clear()
            undo.clear()
            return
        for i in range(len(undo) - 1, mark - 1, -1):
            k = undo[i]
            if type(k) is _Shadow:
                table[k.key] = k.old
            else:
                del table[k]
        del undo[mark:]

    def simplify_block(self, block: Block, ssa: bool) -> None:
        table = self.table
        undo = self.undo
        erase = self.erase
        facts = _FACTS
        fcache = self.fcache
        op = block.first
        while op is not None:
            f = facts.get(type(op))
            if f is None:
                f = effect_facts(type(op))
            if f.simple and not op.regions:
                # The common case, inlined: a pure op without regions.
                res = op.results
                if len(res) == 1:
                    r0 = res[0]
                    if r0.first_use is None:
                        erase.append(op)
                        self.ndce += 1
                        op = op.next
                        continue
                    rt: Any = id(r0.type)
                else:
                    for r in res:
                        if r.first_use is not None:
                            break
                    else:
                        erase.append(op)
                        self.ndce += 1
                        op = op.next
                        continue
                    rt = tuple([id(r.type) for r in res])
                p = op.properties
                if p:
                    c = fcache.get(id(p))
                    if c is not None and c[0] is p:
                        pk: Any = c[1]
                    else:
                        pk = self._frozen(p)
                else:
                    pk = EMPTY
                a = op.attributes
                ak = self._frozen(a) if a else EMPTY
                opnds = op.op_operands
                n = len(opnds)
                if n == 2:
                    v0 = opnds[0].value
                    v1 = opnds[1].value
                    if f.commutative and id(v1) < id(v0):
                        k: Any = (op.name, pk, ak, rt, v1, v0)
                    else:
                        k = (op.name, pk, ak, rt, v0, v1)
                elif n == 1:
                    k = (op.name, pk, ak, rt, opnds[0].value)
                elif n == 0:
                    k = (op.name, pk, ak, rt)
                else:
                    vals = [o.value for o in opnds]
                    if f.commutative:
                        vals.sort(key=id)
                    k = (op.name, pk, ak, rt, *vals)
            else:
                if op.regions:
                    if f.isolated:
                        saved = (self.table, self.undo)
                        self.table = {}
                        self.undo = []
                        for r in op.regions:
                            self.simplify_region(r)
                        self.table, self.undo = saved
                    else:
                        for r in op.regions:
                            self.simplify_region(r)
                    table = self.table
                    undo = self.undo
                if f.terminator:
                    op = op.next
                    continue
                # Trivially dead: unused and removable.
                dead = True
                for r in op.results:
                    if r.first_use is not None:
                        dead = False
                        break
                if dead:
                    d = f.dead
                    if d == YES or (d == RECURSIVE and would_op_be_trivially_dead(op)):
                        erase.append(op)
                        self.ndce += 1
                        op = op.next
                        continue
                if op.regions:
                    multi = False
                    for r in op.regions:
                        if len(r.blocks) > 1:
                            multi = True
                            break
                    if multi:
                        op = op.next
                        continue
                fr = f.free
                if fr != YES and not (fr == RECURSIVE and is_memory_effect_free(op)):
                    # not pure: a read-only op is replaced by an equal one of its block with no write between
                    if f.read_only:
                        k = self.key(op)
                        existing = table.get(k)
                        if existing is not None:
                            if existing.parent is op.parent and not self._write_between(
                                existing, op
                            ):
                                self._replace(op, existing, ssa)
                                op = op.next
                                continue
                            undo.append(_Shadow(k, existing))
                        else:
                            undo.append(k)
                        table[k] = op
                    op = op.next
                    continue
                k = self.key(op)
            # a pure op: replaced by an equal one already seen, or remembered
            existing = table.get(k)
            if existing is not None:
                self._replace(op, existing, ssa)
            else:
                table[k] = op
                undo.append(k)
            op = op.next
        self.mem_cache.clear()

    def _replace(self, op: Operation, existing: Operation, ssa: bool) -> None:
        res = op.results
        ex = existing.results
        if ssa:
            for i in range(len(res)):
                res[i].replace_all_uses_with(ex[i])
            self.erase.append(op)
        else:
            table = self.table
            key = self.key
            left = False
            for i in range(len(res)):
                r = res[i]
                e = ex[i]
                use = r.first_use
                while use is not None:
                    nxt = use.next_use
                    if key(use.owner) not in table:
                        use.set(e)
                    else:
                        left = True
                    use = nxt
            if not left:
                self.erase.append(op)
        eloc = existing.loc
        if (eloc is None or eloc is _UNKNOWN) and op.loc is not None and op.loc is not _UNKNOWN:
            from ...ir.parser import resolve_loc

            if resolve_loc(op.loc) is not _UNKNOWN and resolve_loc(eloc) is _UNKNOWN:
                existing.loc = op.loc
        self.ncse += 1

    def _write_between(self, first: Operation, last: Operation) -> bool:
        """MLIR's ``hasOtherSideEffectingOpInBetween`` (cached per block walk)."""
        cache = self.mem_cache
        c = cache.get(first)
        nxt = first.next
        if c is not None:
            if c[1]:
                return True
            nxt = c[0]
        while nxt is not None and nxt is not last:
            f = _FACTS.get(type(nxt)) or effect_facts(type(nxt))
            w = f.writes
            if w == YES or (w == RECURSIVE and _writes_nested(nxt)):
                cache[first] = (nxt, True)
                return True
            nxt = nxt.next
        cache[first] = (last, False)
        return False

    def finish(self) -> int:
        """Erase what the walk marked; return how many ops went."""
        n = 0
        for op in self.erase:
            op.detach()
            op.drop_all_references()
            n += 1
        self.erase = []
        return n


def _writes_nested(op: Operation) -> bool:
    for r in op.regions:
        for b in r.blocks:
            x = b.first
            while x is not None:
                f = _FACTS.get(type(x)) or effect_facts(type(x))
                w = f.writes
                if w == YES or (w == RECURSIVE and _writes_nested(x)):
                    return True
                x = x.next
    return False


def cse(root: Operation) -> tuple[int, int]:
    """Run CSE on the regions of ``root``; return ``(num CSE'd, num DCE'd)``."""
    d = _CSE()
    # The walk allocates many small long-lived tuples (the keys): a cyclic GC
    # pass over a large module in the middle would cost more than the walk.
    enabled = gc.isenabled()
    gc.disable()
    try:
        for r in root.regions:
            d.simplify_region(r)
        d.finish()
    finally:
        if enabled:
            gc.enable()
    return d.ncse, d.ndce


@register_pass("cse", summary="Eliminate common sub-expressions")
class CSE(Pass):
    """Eliminates equivalent ops that a dominating op already computes (MLIR's CSE)."""

    num_cse = Statistic("num-cse'd", "Number of operations CSE'd")
    num_dce = Statistic("num-dce'd", "Number of operations DCE'd")

    def run_on_operation(self, op: Any) -> None:
        ncse, ndce = cse(op)
        if ncse:
            self.num_cse += ncse
        if ndce:
            self.num_dce += ndce
        if not ncse and not ndce:
            self.mark_all_analyses_preserved()
