"""Region simplification (MLIR's ``Transforms/Utils/RegionUtils.cpp``: ``simplifyRegions``).

``simplify_regions(root, rewriter, aggressive=False)`` runs over every region
nested in ``root`` with more than one block:

* erase unreachable blocks (MLIR's ``eraseUnreachableBlocks``), notifying the
  rewriter's listener of every erased op;
* in regions of several blocks, MLIR's ``runRegionDCE``: a liveness fixed point
  (an op is live when it would not be trivially dead or a live op uses a result;
  a branch operand is a use only when the argument it feeds is live, so values
  that only go round a loop die), then every op, non-entry block argument and
  branch operand not proven live is erased; as in MLIR 19, dropping arguments
  alone is not reported as a change; in single-block regions, unused trivially
  dead ops are erased;
* with ``aggressive`` (``canonicalize{region-simplify=aggressive}``), merge
  identical blocks (MLIR's ``mergeIdenticalBlocks``: same ops up to operands
  defined outside the blocks, which become new block arguments).

It returns whether anything changed. ``canonicalize`` runs it after each
greedy round unless ``region-simplify=disabled``.

Successor operands are read and rewritten through ``BranchOpInterface``
(``successor_operands``, ``set_successor_operands``), so any dialect's branches
take part; no op is known by its name.

What it does not do: rewrite the successor operands of terminators that do not
implement ``BranchOpInterface`` with ``set_successor_operands``; blocks reached
from such a terminator keep their arguments (and are merged only when no new
arguments are needed), and their unreachable blocks are still erased.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Block, Operation, OpResult, Region
from ...ir.interfaces import BranchOpInterface
from ...ir.rewriter import PatternRewriter
from ...ir.side_effects import is_op_trivially_dead, would_op_be_trivially_dead

__all__ = ["simplify_regions"]


def _preds(b: Block) -> list[Block]:
    return b.predecessors


def _editable_branch(t: Operation | None) -> Any:
    """``t``'s ``BranchOpInterface`` when it can also rewrite its successor operands
    (implements ``set_successor_operands``), else None: such a terminator is left alone."""
    br = t.interface(BranchOpInterface) if t is not None else None
    if br is None or type(br).set_successor_operands is BranchOpInterface.set_successor_operands:
        return None
    return br


# ------------------------------------------------------------------ region simplification


def _erase_unreachable(rw: PatternRewriter, region: Region) -> bool:
    blocks = region.blocks
    if len(blocks) < 2:
        return False
    seen = {id(blocks[0])}
    stack = [blocks[0]]
    while stack:
        b = stack.pop()
        t = b.last
        if t is not None:
            for s in t.successors:
                if id(s) not in seen:
                    seen.add(id(s))
                    stack.append(s)
    dead = [b for b in blocks if id(b) not in seen]
    for b in dead:
        rw.erase_block(b)
    return bool(dead)


def _blocks_in_post_order(region: Region) -> list[Block]:
    """``region``'s blocks in post order of the successor graph from the entry block
    (MLIR's ``post_order(&region.front())``), then the blocks not reached from it."""
    blocks = region.blocks
    if not blocks:
        return []
    if len(blocks) == 1:
        return [blocks[0]]
    order: list[Block] = []
    seen = {id(blocks[0])}
    stack = [(blocks[0], iter(blocks[0].last.successors if blocks[0].last is not None else ()))]
    while stack:
        b, it = stack[-1]
        for s in it:
            if id(s) not in seen:
                seen.add(id(s))
                stack.append((s, iter(s.last.successors if s.last is not None else ())))
                break
        else:
            stack.pop()
            order.append(b)
    order.extend(b for b in blocks if id(b) not in seen)
    return order


class _Liveness:
    """MLIR's ``runRegionDCE`` liveness: what is proven live, grown to a fixed point.

    An op is live when it would not be trivially dead or a result is used by a live op;
    terminators are always live. A value passed by a branch (``BranchOpInterface`` with
    ``set_successor_operands``) to a successor's argument is live through that use only
    when the argument is; other terminators make their successors' arguments live."""

    __slots__ = ("branches", "changed", "live", "receivers")

    def __init__(self) -> None:
        self.live: set = set()
        self.changed = False
        self.branches: dict = {}  # id(terminator) -> editable branch interface or None
        # (id(terminator), id(value)) -> (successor-operand occurrences, receiving arguments)
        self.receivers: dict = {}

    def mark(self, x: Any) -> None:
        if id(x) not in self.live:
            self.live.add(id(x))
            self.changed = True

    def branch(self, t: Operation) -> Any:
        k = id(t)
        if k not in self.branches:
            br = _editable_branch(t) if t.successors else None
            self.branches[k] = br
            if br is not None:
                for i, succ in enumerate(t.successors):
                    args = succ.args
                    for j, v in enumerate(br.successor_operands(i)):
                        n, into = self.receivers.get((k, id(v)), (0, ()))
                        self.receivers[(k, id(v))] = (n + 1, into + (args[j],))
        return self.branches[k]

    def value(self, v: Any) -> None:
        """``processValue``: ``v`` is live when a live op uses it other than as an operand
        passed to a dead successor argument."""
        live = self.live
        u = v.first_use
        counted: dict = {}
        while u is not None:
            w = u.owner
            u = u.next_use
            if "IsTerminator" in type(w).traits and self.branch(w) is not None:
                counted[id(w)] = counted.get(id(w), 0) + 1
                continue
            if id(w) in live:
                self.mark(v)
                return
        for k, uses in counted.items():
            n, into = self.receivers.get((k, id(v)), (0, ()))
            if uses > n or any(id(a) in live for a in into):
                self.mark(v)
                return

    def op(self, op: Operation) -> None:
        for r in op.regions:
            self.region(r)
        if op.successors and self.branch(op) is None:
            for s in op.successors:  # operands it passes that cannot be dropped
                for a in s.args:
                    self.mark(a)
        if "IsTerminator" in type(op).traits:
            self.mark(op)
            return
        if id(op) in self.live:
            return
        if not would_op_be_trivially_dead(op):
            self.mark(op)
            return
        for r in op.results:
            self.value(r)
        if any(id(r) in self.live for r in op.results):
            self.mark(op)

    def region(self, region: Region) -> None:
        for b in _blocks_in_post_order(region):
            o = b.last
            while o is not None:
                self.op(o)
                o = o.prev
            if b is not region.blocks[0]:
                for a in b.args:
                    if id(a) not in self.live:
                        self.value(a)


def _delete_dead(rw: PatternRewriter, region: Region, lv: _Liveness, late: list) -> tuple:
    """``deleteDeadness``: (whether an op was erased, whether anything changed)."""
    erased = changed = False
    live = lv.live
    single = len(region.blocks) == 1
    for b in _blocks_in_post_order(region):
        t = b.last
        if not single and t is not None and t.successors and lv.branch(t) is not None:
            br = lv.branches[id(t)]
            edited = False
            for si, s in enumerate(t.successors):
                vals = br.successor_operands(si)
                kept = [v for j, v in enumerate(vals) if id(s.args[j]) in live]
                if len(kept) != len(vals):
                    br.set_successor_operands(si, kept)
                    edited = True
            if edited:
                rw.listener.notify_modified(t)
                changed = True
        o = b.last
        while o is not None:
            prev = o.prev
            if id(o) not in live:
                if o.use_empty():
                    rw.erase_op(o)
                else:
                    late.append(o)  # used by dead ops of a graph region not erased yet
                erased = True
            else:
                for r in o.regions:
                    e, c = _delete_dead(rw, r, lv, late)
                    erased |= e
                    changed |= c
            o = prev
    for b in region.blocks[1:]:
        for j in reversed(range(len(b.args))):
            if id(b.args[j]) not in live:
                b.erase_argument(j)
                changed = True
    return erased, changed | erased


def _region_dce(rw: PatternRewriter, region: Region) -> tuple:
    """MLIR's ``runRegionDCE`` on ``region`` and everything nested in it: ops, block
    arguments (not the entry block's) and the branch operands feeding them that nothing
    live needs are erased. Returns (whether an op was erased, whether anything changed)."""
    lv = _Liveness()
    lv.changed = True
    while lv.changed:
        lv.changed = False
        lv.region(region)
    late: list = []
    erased, changed = _delete_dead(rw, region, lv, late)
    while late:
        ready = [o for o in late if o.use_empty()]
        if not ready:
            for o in late:
                o.drop_all_references()
            ready = late
        for o in ready:
            rw.erase_op(o)
        late = [o for o in late if o not in ready]
    return erased, changed


# ------------------------------------------------------------------ block merging (aggressive)


def _parent_block(v: Any) -> Any:
    return v.owner.parent if type(v) is OpResult else v.owner


def _used_outside(values: Any, block: Block) -> bool:
    for v in values:
        u = v.first_use
        while u is not None:
            if u.owner.parent is not block:
                return True
            u = u.next_use
    return False


class _Cluster:
    """MLIR's ``BlockMergeCluster``: a leader block and the blocks equivalent to it."""

    __slots__ = ("leader", "merge", "operands", "order")

    def __init__(self, leader: Block) -> None:
        self.leader = leader
        self.merge: list[Block] = []
        self.operands: list[
            tuple[int, int]
        ] = []  # (op index, operand index) to turn into arguments
        self.order = _order(leader)

    def add(self, b: Block) -> bool:
        lead = self.leader
        if [a.type for a in lead.args] != [a.type for a in b.args]:
            return False
        lops, rops = list(lead.ops), list(b.ops)
        if len(lops) != len(rops):
            return False
        border = _order(b)
        mismatched = []
        for i, (x, y) in enumerate(zip(lops, rops)):
            if (
                x.name != y.name
                or x.properties != y.properties
                or x.attributes != y.attributes
                or [r.type for r in x.results] != [r.type for r in y.results]
                or len(x.op_operands) != len(y.op_operands)
                or len(x.regions) != len(y.regions)
                or list(x.successors) != list(y.successors)
            ):
                return False
            for k, (ox, oy) in enumerate(zip(x.op_operands, y.op_operands)):
                lv, rv = ox.value, oy.value
                if lv is rv:
                    continue
                if lv.type is not rv.type:
                    return False
                lin, rin = _parent_block(lv) is lead, _parent_block(rv) is b
                if lin != rin:
                    return False
                if not lin:
                    if not (_valid_successor_arg(lead, lv) and _valid_successor_arg(b, rv)):
                        return False
                    mismatched.append((i, k))
                elif self.order[id(lv)] != border[id(rv)]:
                    return False
            if _used_outside(x.results, lead) or _used_outside(y.results, b):
                return False
        for m in mismatched:
            if m not in self.operands:
                self.operands.append(m)
        self.merge.append(b)
        return True


def _order(b: Block) -> dict:
    out = {id(a): i for i, a in enumerate(b.args)}
    n = len(b.args)
    for o in b.ops:
        for r in o.results:
            out[id(r)] = n
            n += 1
    return out


def _valid_successor_arg(block: Block, v: Any) -> bool:
    if type(v) is not OpResult or v.owner is not v.owner.parent.last:
        return True
    return v.owner.parent not in _preds(block)


def _append_successor_operands(t: Operation, succ_index: int, vals: list) -> None:
    br = _editable_branch(t)
    br.set_successor_operands(succ_index, br.successor_operands(succ_index) + list(vals))


def _merge_cluster(rw: PatternRewriter, c: _Cluster) -> bool:
    if not c.merge:
        return False
    blocks = [c.leader] + c.merge
    if c.operands:
        for b in blocks:
            if any(_editable_branch(p.last) is None for p in _preds(b)):
                return False
        ops_of = [list(b.ops) for b in blocks]
        new_args: list[list] = [[] for _ in blocks]
        for oi, k in c.operands:
            for bi, ops in enumerate(ops_of):
                operand = ops[oi].op_operands[k]
                new_args[bi].append(operand.value)
                if bi == 0:
                    v = operand.value
                    operand.set(c.leader.add_argument(v.type, getattr(v, "loc", None)))
                    rw.listener.notify_modified(ops[oi])
        for bi, b in enumerate(blocks):
            seen: set = set()
            for p in _preds(b):
                t = p.last
                if id(t) in seen:
                    continue
                seen.add(id(t))
                for si, s in enumerate(t.successors):
                    if s is b:
                        _append_successor_operands(t, si, new_args[bi])
                rw.listener.notify_modified(t)
    for b in c.merge:
        for p in _preds(b):
            t = p.last
            t.successors = [c.leader if s is b else s for s in t.successors]
            rw.listener.notify_modified(t)
        rw.erase_block(b)
    return True


def _merge_identical_blocks(rw: PatternRewriter, region: Region) -> bool:
    blocks = region.blocks
    if len(blocks) < 2:
        return False
    by_succ: dict = {}
    for b in blocks[1:]:
        t = b.last
        key = tuple(id(s) for s in t.successors) if t is not None else ()
        by_succ.setdefault(key, []).append(b)
    merged = False
    for group in by_succ.values():
        if len(group) < 2:
            continue
        clusters: list[_Cluster] = []
        for b in group:
            if any(r.blocks for o in b.ops for r in o.regions):
                continue
            if _used_outside(b.args, b):
                continue
            for c in clusters:
                if c.add(b):
                    break
            else:
                clusters.append(_Cluster(b))
        for c in clusters:
            merged |= _merge_cluster(rw, c)
    return merged


def simplify_regions(root: Operation, rw: PatternRewriter, aggressive: bool = False) -> bool:
    """Erase unreachable blocks and dead block arguments in every region under ``root``.

    ``aggressive`` (``region-simplify=aggressive``): identical blocks are merged too
    (MLIR's ``mergeIdenticalBlocks``: same ops up to operands defined outside the
    blocks, which become new block arguments).

    The walk for dead ops in single-block regions is skipped while ``rw``'s listener
    says no op can be dead (the greedy driver's ``no_dead_ops``, after a round that
    looked at every op since its last change) and nothing here has changed yet."""
    changed = False
    lst = rw.listener
    stack = [root]
    while stack:
        op = stack.pop()
        for r in op.regions:
            blocks = r.blocks
            if len(blocks) > 1:
                unreachable = _erase_unreachable(rw, r)
                # MLIR 19's runRegionDCE reports a change only when it erased an op:
                # dropping block arguments and branch operands alone does not start
                # another greedy round
                erased, dce_changed = _region_dce(rw, r)
                if dce_changed or unreachable:
                    lst = None  # uses were dropped: ops elsewhere may have died
                changed |= unreachable | erased
                if aggressive and _merge_identical_blocks(rw, r):
                    changed = True
                    lst = None
                for b in r.blocks:
                    o = b.first
                    while o is not None:
                        if o.regions:
                            stack.append(o)
                        o = o.next
            elif blocks:
                o = blocks[0].last
                if lst is not None and getattr(lst, "no_dead_ops", False):
                    while o is not None:  # no dead op to look for: only the nested regions
                        if o.regions:
                            stack.append(o)
                        o = o.prev
                    continue
                # a single block: runRegionDCE erases its dead ops too (last to first, so
                # an op whose only users were dead goes in the same walk)
                while o is not None:
                    prev = o.prev
                    res = o.results
                    if (
                        res
                        and res[0].first_use is None
                        and (len(res) == 1 or all(x.first_use is None for x in res))
                        and is_op_trivially_dead(o)
                    ):
                        rw.erase_op(o)
                        changed = True
                    elif o.regions:
                        stack.append(o)
                    o = prev
    return changed
