"""``mem2reg``: promote memory slots to SSA values (MLIR 19's ``Mem2Reg``).

Every op implementing ``PromotableAllocationOpInterface`` under the op the pass runs
on offers slots (``promotable_slots()``); a slot is promoted when

* its pointer is used, and only by ops implementing ``PromotableMemOpInterface`` whose
  ``can_uses_be_removed`` accepts their uses of it (an op without the interface, a
  call or a cast say, blocks promotion);
* every such use sits in the region that defines the pointer (MLIR 19 does not promote
  through region ops: a load or store nested in an ``scf.if`` blocks it), and that
  region is not a graph region;
* every predecessor of a block that needs a new argument ends in a terminator
  implementing ``BranchOpInterface``.

Promotion places one new block argument per *merge point*: the iterated dominance
frontier of the blocks that store to the slot, pruned to the blocks where the slot's
value is live-in (LLVM's ``IDFCalculator``, as MLIR uses it). It then walks the
dominator tree from the entry block with the reaching definition (the allocation's
``default_value`` at the start, a merge point's argument, the value the last store
stored), recording it at each load and store and passing it to merge points through
``BranchOpInterface.set_successor_operands``. The loads and stores are then removed in
reverse dominance order (``remove_blocking_uses``, so a load whose result another store
wrote is replaced last), branches from unreachable blocks into merge points pass the
default value, and the allocation finishes (``handle_promotion_complete``: the
allocation and an unused default value are erased). Rounds repeat until a round
promotes nothing, since promoting one slot can free another (an alloca stored into a
promoted slot).

``region-simplify`` is accepted and, as in MLIR 19, does nothing.

What it does not do: promote slots used in nested regions (no
``PromotableRegionOpInterface`` in MLIR 19), look through ops that forward the pointer
(MLIR's ``PromotableOpInterface``), destructure aggregates (``sroa``), or remove
allocations that have no uses at all (MLIR 19 leaves them).
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
from ...ir.core import Block, Operation, OpResult, Region
from ...ir.interfaces import (
    BranchOpInterface,
    MemorySlot,
    PromotableAllocationOpInterface,
    PromotableMemOpInterface,
)
from ...ir.verifier import _DomTree
from ..infra.pass_base import Option, Pass, Statistic, register_pass

__all__ = ["Mem2Reg", "promote_memory_slots"]


# ------------------------------------------------------------------ region facts


class _RegionInfo:
    """The CFG facts of one region that promotion reads: predecessors per edge, the
    dominator tree (children in reverse post-order, depths) and a dominance-respecting
    order of every block (MLIR's ``getBlocksSortedByDominance``). Promotion adds block
    arguments and branch operands but never edges, so one instance serves a whole round."""

    __slots__ = ("children", "dom", "level", "order", "preds", "region")

    def __init__(self, region: Region) -> None:
        self.region = region
        blocks = region.blocks
        self.preds: dict[Block, list[Block]] = {b: [] for b in blocks}
        for b in blocks:
            for s in _succs(b, region):
                self.preds[s].append(b)
        dom = self.dom = _DomTree(region)
        children: dict[Block, list[Block]] = {b: [] for b in dom.rpo}
        for b in sorted(dom.rpo, key=dom.rpo.__getitem__):
            d = dom.idom[b]
            if d is not b:
                children[d].append(b)
        self.children = children
        level: dict[Block, int] = {blocks[0]: 0}
        stack = [blocks[0]]
        while stack:
            b = stack.pop()
            for c in children[b]:
                level[c] = level[b] + 1
                stack.append(c)
        self.level = level
        order: dict[Block, int] = {}
        for b in blocks:
            if b not in order:
                for x in _rpo_from(b, region):
                    if x not in order:
                        order[x] = len(order)
        self.order = order


def _succs(b: Block, region: Region) -> list[Block]:
    t = b.last
    if t is None or not t.successors:
        return []
    return [s for s in t.successors if s.parent is region]


def _rpo_from(start: Block, region: Region) -> list[Block]:
    """The blocks reachable from ``start`` in reverse post-order."""
    post: list[Block] = []
    seen = {start}
    stack: list[tuple[Block, int]] = [(start, 0)]
    while stack:
        b, i = stack[-1]
        succ = _succs(b, region)
        if i < len(succ):
            stack[-1] = (b, i + 1)
            s = succ[i]
            if s not in seen:
                seen.add(s)
                stack.append((s, 0))
        else:
            stack.pop()
            post.append(b)
    post.reverse()
    return post


def _is_graph_region(region: Region) -> bool:
    op = region.parent
    cls = type(op)
    return (
        op is not None and bool(getattr(cls, "registered", False)) and "GraphRegion" in cls.traits
    )


def _defining_block(v: Any) -> Block:
    return v.owner.parent if type(v) is OpResult else v.owner


# ------------------------------------------------------------------ analysis


class _PromotionInfo:
    """What the analysis of one slot found: the users whose uses must go (``blocking``:
    user op -> its operands reading the pointer, in use-list order) and the blocks that
    get a new argument (``merge_points``)."""

    __slots__ = ("blocking", "merge_points")

    def __init__(self, blocking: dict[Operation, list[Any]], merge_points: set[Block]) -> None:
        self.blocking = blocking
        self.merge_points = merge_points


def _analyze(slot: MemorySlot, infos: dict[Region, _RegionInfo]) -> _PromotionInfo | None:
    """The promotion plan of ``slot``, or None when it cannot be promoted. Reads only."""
    ptr = slot.ptr
    block = _defining_block(ptr)
    region = block.parent
    if region is None or _is_graph_region(region):
        return None
    blocking: dict[Operation, list[Any]] = {}
    for use in ptr.uses:
        blocking.setdefault(use.owner, []).append(use)
    for user, uses in blocking.items():
        mem = user.interface(PromotableMemOpInterface)
        if mem is None or not mem.can_uses_be_removed(slot, uses):
            return None
        if user.parent_region is not region:
            return None
    merge: set[Block] = set()
    if len(region.blocks) > 1:
        info = infos.get(region)
        if info is None:
            info = infos[region] = _RegionInfo(region)
        merge = _merge_points(slot, blocking, info)
        for m in merge:
            for p in info.preds[m]:
                t = p.last
                if t is None or t.interface(BranchOpInterface) is None:
                    return None
    return _PromotionInfo(blocking, merge)


def _merge_points(slot: MemorySlot, blocking: dict, info: _RegionInfo) -> set[Block]:
    """The pruned iterated dominance frontier of the blocks storing to ``slot``."""
    defining: set[Block] = set()
    for user in blocking:
        if user.interface(PromotableMemOpInterface).stores_to(slot):
            defining.add(user.parent)
    live_in = _live_in(slot, blocking, defining, info)
    level, children, dom = info.level, info.children, info.dom
    # LLVM's IDFCalculator: roots by decreasing dominator-tree depth; from each root,
    # the CFG edges leaving its dominator subtree to blocks no deeper than the root.
    roots = sorted((b for b in defining if dom.reachable(b)), key=lambda b: -level[b])
    queue = list(roots)
    visited_pq: set[Block] = set()
    visited_walk: set[Block] = set()
    out: set[Block] = set()
    while queue:
        queue.sort(key=lambda b: level[b])
        root = queue.pop()
        root_level = level[root]
        walk = [root]
        visited_walk.add(root)
        while walk:
            b = walk.pop()
            for s in _succs(b, info.region):
                if level[s] > root_level or s in visited_pq:
                    continue
                visited_pq.add(s)
                if s not in live_in:
                    continue
                out.add(s)
                if s not in defining:
                    queue.append(s)
            for c in children[b]:
                if c not in visited_walk:
                    visited_walk.add(c)
                    walk.append(c)
    return out


def _live_in(slot: MemorySlot, blocking: dict, defining: set[Block], info: _RegionInfo) -> set:
    """The blocks at whose start the slot's value may still be read: those loading it
    before any store, and their predecessors back to the storing blocks."""
    work: list[Block] = []
    seen: set[Block] = set()
    for user in blocking:
        b = user.parent
        if b in seen:
            continue
        seen.add(b)
        for op in b.ops:
            mem = op.interface(PromotableMemOpInterface)
            if mem is None:
                continue
            if mem.loads_from(slot):
                work.append(b)
                break
            if mem.stores_to(slot):
                break
    live: set[Block] = set()
    while work:
        b = work.pop()
        if b in live:
            continue
        live.add(b)
        for p in info.preds[b]:
            if p not in defining:
                work.append(p)
    return live


# ------------------------------------------------------------------ transformation


class _Promoter:
    """Promotes one analyzed slot; the IR changes from here on."""

    __slots__ = ("allocator", "builder", "default", "info", "reaching", "region", "slot", "stats")

    def __init__(
        self, slot: MemorySlot, allocator: Any, info: _PromotionInfo, context: Any, stats: Any
    ) -> None:
        self.slot, self.allocator, self.info, self.stats = slot, allocator, info, stats
        self.builder = Builder(context=context)
        self.default: Any = None
        self.reaching: dict[Operation, Any] = {}
        self.region: _RegionInfo | None = None

    def default_value(self) -> Any:
        if self.default is None:
            b = self.builder
            with b.insertion_guard():
                b.set_insertion_point_to_start(_defining_block(self.slot.ptr))
                self.default = self.allocator.default_value(self.slot, b)
        return self.default

    def in_block(self, block: Block, reaching: Any) -> Any:
        blocking = self.info.blocking
        for op in list(block.ops):
            mem = op.interface(PromotableMemOpInterface)
            if mem is None:
                continue
            if op in blocking:
                self.reaching[op] = reaching
            if mem.stores_to(self.slot):
                self.builder.set_insertion_point_after(op)
                reaching = mem.stored_value(self.slot, self.builder, reaching)
        return reaching

    def in_region(self, region: Region, reaching: Any, infos: dict) -> None:
        if len(region.blocks) == 1:
            self.in_block(region.blocks[0], reaching)
            return
        info = infos.get(region)
        if info is None:
            info = infos[region] = _RegionInfo(region)
        self.region = info
        merge = self.info.merge_points
        loc = getattr(self.allocator.op, "loc", None)
        stack = [(region.blocks[0], reaching)]
        while stack:
            b, r = stack.pop()
            if b in merge:
                arg = b.add_argument(self.slot.elem_type, loc)
                self.builder.set_insertion_point_to_start(b)
                self.allocator.handle_block_argument(self.slot, arg, self.builder)
                r = arg
                self.stats.new_block_args += 1
            r = self.in_block(b, r)
            t = b.last
            br = t.interface(BranchOpInterface) if t is not None else None
            if br is not None:
                for i, s in enumerate(t.successors):
                    if s in merge:
                        br.set_successor_operands(i, [*br.successor_operands(i), r])
            for c in info.children[b]:
                stack.append((c, r))

    def remove_blocking_uses(self, infos: dict) -> None:
        users = list(self.info.blocking)
        region = _defining_block(self.slot.ptr).parent
        if len(region.blocks) > 1:
            info = infos.get(region)
            if info is None:
                info = infos[region] = _RegionInfo(region)
            order = info.order
            index: dict[Block, dict[Operation, int]] = {}

            def key(op: Operation) -> tuple[int, int]:
                pos = index.get(op.parent)
                if pos is None:
                    pos = index[op.parent] = {o: i for i, o in enumerate(op.parent.ops)}
                return order[op.parent], pos[op]

            users.sort(key=key)
        else:
            pos = {o: i for i, o in enumerate(region.blocks[0].ops)}
            users.sort(key=pos.__getitem__)
        to_erase: list[Operation] = []
        for op in reversed(users):
            reaching = self.reaching.get(op)
            if reaching is None:  # outside the dominator tree: unreachable
                reaching = self.default_value()
            self.builder.set_insertion_point_after(op)
            mem = op.interface(PromotableMemOpInterface)
            if mem.remove_blocking_uses(self.slot, self.builder, reaching) == "delete":
                to_erase.append(op)
        for op in to_erase:
            op.erase()

    def _hoist_default(self, region: Region) -> None:
        """Move the default value to the start of the entry block when a branch from a
        block its own block does not dominate passes it (an allocation in a loop whose
        header is a merge point). MLIR 19 leaves it in the allocation's block, giving IR
        that fails verification; only an op without operands is moved."""
        d = self.default
        info = self.region
        if type(d) is not OpResult or info is None or d.owner.op_operands:
            return
        home = d.owner.parent
        entry = region.blocks[0]
        if home is entry:
            return
        for use in d.uses:
            b = use.owner.parent
            if b is not home and not info.dom.properly_dominates(home, b):
                d.owner.move_before(entry.first)
                return

    def promote(self, infos: dict) -> None:
        region = _defining_block(self.slot.ptr).parent
        self.in_region(region, self.default_value(), infos)
        self.remove_blocking_uses(infos)
        # Branches from unreachable blocks into merge points were never visited.
        info = self.region
        for m in self.info.merge_points:
            n = len(m.args)
            for p in dict.fromkeys(info.preds[m]):  # type: ignore[union-attr]
                t = p.last
                br = t.interface(BranchOpInterface)
                for i, s in enumerate(t.successors):
                    if s is m:
                        ops = br.successor_operands(i)
                        if len(ops) + 1 == n:
                            br.set_successor_operands(i, [*ops, self.default_value()])
        self._hoist_default(region)
        self.stats.promoted_slots += 1
        self.builder.set_insertion_point_to_start(_defining_block(self.slot.ptr))
        self.allocator.handle_promotion_complete(self.slot, self.default, self.builder)


# ------------------------------------------------------------------ driver


def _allocators(region: Region, out: list) -> None:
    """The allocation ops nested in ``region``, in MLIR's post-order walk."""
    for b in region.blocks:
        for op in list(b.ops):
            for r in op.regions:
                _allocators(r, out)
            impl = op.interface(PromotableAllocationOpInterface)
            if impl is not None:
                out.append(impl)


class _Counts:
    __slots__ = ("new_block_args", "promoted_slots")

    def __init__(self) -> None:
        self.promoted_slots = 0
        self.new_block_args = 0


def promote_memory_slots(root: Operation, context: Any = None, stats: Any = None) -> bool:
    """Promote every promotable slot of the allocations nested in ``root``, in rounds
    until one promotes nothing; return whether any was. ``stats`` (optional) gets
    ``promoted_slots`` and ``new_block_args`` incremented."""
    if stats is None:
        stats = _Counts()
    changed = False
    for region in root.regions:
        if not region.blocks:
            continue
        while True:
            allocators: list = []
            _allocators(region, allocators)
            infos: dict[Region, _RegionInfo] = {}
            round_changed = False
            for alloc in allocators:
                if alloc.op.parent is None:
                    continue
                for slot in alloc.promotable_slots():
                    if not slot.ptr.has_uses():
                        continue
                    plan = _analyze(slot, infos)
                    if plan is None:
                        continue
                    _Promoter(slot, alloc, plan, context, stats).promote(infos)
                    round_changed = True
                    break  # the allocation's other slots may be gone
            if not round_changed:
                break
            changed = True
    return changed


@register_pass(
    "mem2reg",
    summary="Promotes memory slots into values.",
    options=[
        Option(
            "region-simplify",
            bool,
            True,
            "Perform control flow optimizations to the region tree",
        )
    ],
)
class Mem2Reg(Pass):
    """Replaces loads and stores of promotable allocations (``memref.alloca`` of one
    element, or any op implementing the promotion interfaces) with SSA values, adding
    block arguments where definitions merge. See the module docstring."""

    promoted_slots = Statistic("promoted slots", "Total amount of memory slot promoted")
    new_block_args = Statistic(
        "new block args", "Total amount of new block argument inserted in blocks"
    )

    def run_on_operation(self, op: Operation) -> None:
        if not promote_memory_slots(op, self.context, self):
            self.mark_all_analyses_preserved()
