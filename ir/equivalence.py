"""``is_equivalent_to``: MLIR's ``OperationEquivalence::isEquivalentTo`` (two ops alike, regions too).

Two ops are equivalent when they have the same name, the same numbers of regions,
successors, operands and results, equal properties, equal discardable attributes
(unless ``ignore_discardable_attrs``), equal locations (unless ``ignore_locations``),
and pairwise operands that are the same value or values already found equivalent;
then their result types must match (the results become equivalent), and their regions
must be alike block by block: the same argument counts, types (and locations), ops
equivalent in order, successors that map one block to one block.

What it does not do: match commutative operands in another order (MLIR's
``checkCommutativeEquivalent`` hook), or hash ops (``cse`` keys them its own way).
"""

from __future__ import annotations

from .core import Block, Operation, Region, Value
from .parser import resolve_loc

__all__ = ["is_equivalent_to", "is_region_equivalent_to"]


def is_equivalent_to(
    lhs: Operation,
    rhs: Operation,
    ignore_locations: bool = False,
    ignore_discardable_attrs: bool = False,
) -> bool:
    """Whether ``lhs`` and ``rhs`` are equivalent (see the module docstring)."""
    return _Equivalence(ignore_locations, ignore_discardable_attrs).ops(lhs, rhs)


def is_region_equivalent_to(
    lhs: Region,
    rhs: Region,
    ignore_locations: bool = False,
    ignore_discardable_attrs: bool = False,
) -> bool:
    """Whether regions ``lhs`` and ``rhs`` are alike block by block (MLIR's
    ``OperationEquivalence::isRegionEquivalentTo``)."""
    return _Equivalence(ignore_locations, ignore_discardable_attrs).regions(lhs, rhs)


class _Equivalence:
    __slots__ = ("attrs", "locs", "values")

    def __init__(self, ignore_locations: bool, ignore_discardable_attrs: bool) -> None:
        self.locs = not ignore_locations
        self.attrs = not ignore_discardable_attrs
        self.values: dict[Value, Value] = {}

    def ops(self, lhs: Operation, rhs: Operation) -> bool:
        if lhs is rhs:
            return True
        if (
            lhs.name != rhs.name
            or len(lhs.regions) != len(rhs.regions)
            or len(lhs.successors) != len(rhs.successors)
            or len(lhs.op_operands) != len(rhs.op_operands)
            or len(lhs.results) != len(rhs.results)
            or (lhs.properties or {}) != (rhs.properties or {})
        ):
            return False
        if self.attrs and (lhs.attributes or {}) != (rhs.attributes or {}):
            return False
        if self.locs and resolve_loc(lhs.loc) is not resolve_loc(rhs.loc):
            return False
        for a, b in zip(lhs.op_operands, rhs.op_operands):
            x, y = a.value, b.value
            if x is y:
                continue
            if x.type is not y.type or self.values.get(x) is not y:
                return False
        for x, y in zip(lhs.results, rhs.results):
            if x.type is not y.type:
                return False
            self.values[x] = y
        return all(self.regions(a, b) for a, b in zip(lhs.regions, rhs.regions))

    def regions(self, lhs: Region, rhs: Region) -> bool:
        if len(lhs.blocks) != len(rhs.blocks):
            return False
        blocks: dict[Block, Block] = {}
        for lb, rb in zip(lhs.blocks, rhs.blocks):
            if len(lb.args) != len(rb.args) or blocks.setdefault(lb, rb) is not rb:
                return False
            for x, y in zip(lb.args, rb.args):
                if x.type is not y.type:
                    return False
                if self.locs and resolve_loc(x.loc) is not resolve_loc(y.loc):
                    return False
                self.values[x] = y
            lo, ro = lb.first, rb.first
            while lo is not None and ro is not None:
                if not self.ops(lo, ro):
                    return False
                for s, t in zip(lo.successors, ro.successors):
                    if blocks.setdefault(s, t) is not t:
                        return False
                lo, ro = lo.next, ro.next
            if lo is not None or ro is not None:
                return False
        return True
