"""The deallocation state of MLIR 19's ownership-based buffer deallocation.

``Ownership`` is MLIR's three-point lattice (uninitialized, unique with an ``i1``
indicator, unknown); ``DeallocationState`` maps ``(memref, block)`` to an ownership,
keeps per block the memrefs that block must deallocate (in the order they became its
responsibility), and answers block liveness (MLIR's ``Liveness``: a value used in a
block or in the regions of its ops, defined elsewhere, is live-in; one defined in a block
and used in another block of the same region, or live-in in a successor, is live-out).

What it does not do: alias analysis (the passes assume any result may alias any memref
operand, as MLIR does), or liveness at program points inside a block.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import BoolAttr, IntegerAttr
from ....ir.core import Block, BlockArgument, Operation, OpResult, Value
from ....ir.types import BaseMemRefType, IntegerType

__all__ = ["DeallocationState", "Ownership", "is_memref", "bool_const"]

_I1 = IntegerType.get(1)

UNINITIALIZED = 0
UNIQUE = 1
UNKNOWN = 2


def is_memref(v: Value) -> bool:
    return isinstance(v.type, BaseMemRefType)


def bool_const(v: Any) -> bool | None:
    """The value of an ``arith.constant`` of ``i1`` producing ``v``, else None."""
    if type(v) is not OpResult or v.owner.name != "arith.constant":
        return None
    a = v.owner.properties.get("value")
    if type(a) is BoolAttr:
        return a.value
    if type(a) is IntegerAttr and a.type is _I1:
        return bool(a.params[1])
    return None


class Ownership:
    """MLIR's ``Ownership``: ``state`` and, when unique, the ``i1`` ``indicator``."""

    __slots__ = ("indicator", "state")

    def __init__(self, state: int = UNINITIALIZED, indicator: Value | None = None) -> None:
        self.state = state
        self.indicator = indicator

    @staticmethod
    def unique(indicator: Value) -> Ownership:
        return Ownership(UNIQUE, indicator)

    def is_uninitialized(self) -> bool:
        return self.state == UNINITIALIZED

    def is_unique(self) -> bool:
        return self.state == UNIQUE

    def combined(self, other: Ownership) -> Ownership:
        """MLIR's ``getCombined``: equal indicators (the same value or equal constants) stay
        unique; anything else joins to unknown."""
        if other.state == UNINITIALIZED:
            return self
        if self.state == UNINITIALIZED:
            return other
        if self.state != UNIQUE or other.state != UNIQUE:
            return Ownership(UNKNOWN)
        a, b = self.indicator, other.indicator
        if a is b:
            return self
        ca, cb = bool_const(a), bool_const(b)
        if ca is not None and ca == cb:
            return self
        return Ownership(UNKNOWN)


def _ancestor_in_region(op: Operation, region: Any) -> Operation | None:
    while op is not None:
        b = op.parent
        if b is None:
            return None
        if b.parent is region:
            return op
        r = b.parent
        op = r.parent if r is not None else None
    return None


def _value_block(v: Value) -> Block:
    return v.owner if type(v) is BlockArgument else v.owner.parent


class DeallocationState:
    """Ownerships, memrefs to deallocate per block, and block liveness of one function."""

    def __init__(self, func: Operation) -> None:
        self.ownership: dict[tuple, Ownership] = {}
        self.to_dealloc: dict[Block, list] = {}
        self.order: dict[Any, int] = {}
        self._compute_liveness(func)

    # -- ownership
    def update_ownership(self, memref: Value, own: Ownership, block: Block | None = None) -> None:
        if block is None:
            block = _value_block(memref)
        key = (memref, block)
        self.ownership[key] = self.ownership.get(key, Ownership()).combined(own)

    def reset_ownerships(self, memrefs: list, block: Block) -> None:
        for v in memrefs:
            self.ownership[(v, block)] = Ownership()

    def get_ownership(self, memref: Value, block: Block) -> Ownership:
        return self.ownership.get((memref, block), Ownership())

    def add_memref_to_deallocate(self, memref: Value, block: Block) -> None:
        self.to_dealloc.setdefault(block, []).append(memref)

    # -- liveness (MLIR's Liveness)
    def _compute_liveness(self, func: Operation) -> None:
        blocks: list[Block] = []
        for op in func.walk(post_order=False):
            for r in op.regions:
                blocks.extend(r.blocks)
        for i, op in enumerate(func.walk(post_order=False)):
            self.order[op] = i
        use: dict = {}
        defs: dict = {}
        out: dict = {}
        for b in blocks:
            d = set(b.args)
            u: set = set()
            o: set = set()
            region = b.parent
            for v in list(b.args) + [r for op in b.ops for r in op.results]:
                for user in v.users:
                    anc = _ancestor_in_region(user, region)
                    if anc is not None and anc.parent is not b:
                        o.add(v)
                        break
            for op in b.ops:
                for x in op.walk(post_order=False):
                    d.update(x.results)
                    u.update(x.operands)
                    for r in x.regions:
                        for cb in r.blocks:
                            d.update(cb.args)
            use[b] = u - d
            defs[b] = d
            out[b] = o
        live_in = {b: (use[b] | out[b]) - defs[b] for b in blocks}
        changed = True
        while changed:
            changed = False
            for b in reversed(blocks):
                term = b.last
                if term is not None:
                    for s in term.successors:
                        if not live_in[s] <= out[b]:
                            out[b] |= live_in[s]
                new_in = (use[b] | out[b]) - defs[b]
                if new_in != live_in[b]:
                    live_in[b] = new_in
                    changed = True
        self.live_in = live_in
        self.live_out = out

    def sort_key(self, v: Value) -> tuple:
        """An order like MLIR's ``ValueComparator``: block arguments first (by number), then
        results in program order."""
        if type(v) is BlockArgument:
            blk = v.owner
            parent = blk.parent.parent if blk.parent is not None else None
            return (0, v.index, self.order.get(parent, -1))
        return (1, self.order.get(v.owner, -1), v.index)

    def live_memrefs_in(self, block: Block) -> list:
        return sorted([v for v in self.live_in.get(block, ()) if is_memref(v)], key=self.sort_key)

    def memrefs_to_retain(self, from_block: Block, to_block: Block | None, operands: list) -> list:
        """MLIR's ``getMemrefsToRetain``: the memref operands, then the memrefs live out of
        ``from_block`` (and into ``to_block``)."""
        retain = [v for v in operands if is_memref(v)]
        live = {v for v in self.live_out.get(from_block, ()) if is_memref(v)}
        if to_block is not None:
            live &= self.live_in.get(to_block, set())
        retain += sorted(live, key=self.sort_key)
        return retain
