"""``sroa``: scalar replacement of aggregates (MLIR 19's SROA pass).

Allocations implementing ``DestructurableAllocationOpInterface`` are split into one
allocation per element that is used, when every use of the slot is an access
implementing ``DestructurableAccessorOpInterface`` that reaches one known element (a
``memref.load``/``memref.store`` at constant in-bounds indices, say); the accesses are
rewired to the element allocations and the aggregate is erased. Splitting is repeated,
region by region, until nothing more splits (an element may itself be an aggregate).

A generic pass: it asks the interfaces and never names an op (irlite's memref dialect
implements them for ``memref.alloca``, ``memref.load`` and ``memref.store``, as MLIR 19's
``MemRefMemorySlot.cpp``). What it does not do: promote blocking uses out of the way
(MLIR tries ``PromotableOpInterface`` on other users first; irlite has no op that
implements it), or keep statistics.
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
from ...ir.core import Operation
from ...ir.interfaces import DestructurableAccessorOpInterface, DestructurableAllocationOpInterface
from ..infra.pass_base import Pass, register_pass

__all__ = ["Sroa", "destructure_slots"]


def _allocators(region: Any) -> list:
    out: list = []

    def visit(o: Operation) -> None:
        if o.interface(DestructurableAllocationOpInterface) is not None:
            out.append(o)
        for r in o.regions:
            for b in r.blocks:
                for c in b.ops:
                    visit(c)

    for b in region.blocks:
        for o in b.ops:
            visit(o)
    return out


class UsedIndices(dict):
    """The element indices a slot's accessors use, in the order they were first added
    (``add``): uses are visited in use-list order and ``destructure`` makes the element
    allocations in this order, as MLIR's ``SmallPtrSet`` of indices iterates while small."""

    __slots__ = ()

    def add(self, index: Any) -> None:
        self.setdefault(index, None)


def _destructuring_info(pointer: Any) -> tuple[list, UsedIndices] | None:
    """The accessors of the slot and the element indices they use, or None when some use
    of the slot cannot be rewired (MLIR's ``computeDestructuringInfo``)."""
    u = pointer.first_use
    if u is None:
        return None
    accessors: list = []
    used = UsedIndices()
    while u is not None:
        user = u.owner
        acc = user.interface(DestructurableAccessorOpInterface)
        if acc is None or not acc.can_rewire(pointer, used):
            return None
        if acc.op not in [a.op for a in accessors]:
            accessors.append(acc)
        u = u.next_use
    return accessors, used


def destructure_slots(allocators: list, builder: Builder) -> bool:
    """MLIR's ``tryToDestructureMemorySlots``: split every slot of ``allocators`` that can be;
    True when one was."""
    changed = False
    for op in allocators:
        alloc = op.interface(DestructurableAllocationOpInterface)
        for pointer, _elements in alloc.destructurable_slots():
            info = _destructuring_info(pointer)
            if info is None:
                continue
            accessors, used = info
            subslots = alloc.destructure(pointer, used, builder)
            for acc in accessors:
                acc.rewire(pointer, subslots, builder)
            alloc.handle_destructuring_complete(pointer, builder)
            changed = True
            break  # the allocation is gone
    return changed


@register_pass("sroa", summary="Scalar Replacement of Aggregates", display_name="SROA")
class Sroa(Pass):
    """Splits the destructurable allocations of each region of the op (see the module
    docstring)."""

    def run_on_operation(self, op: Operation) -> None:
        changed = False
        for region in op.regions:
            if not region.blocks:
                continue
            builder = Builder()
            while destructure_slots(_allocators(region), builder):
                changed = True
        if not changed:
            self.mark_all_analyses_preserved()
