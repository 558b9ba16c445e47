"""``promote-buffers-to-stack``: small heap buffers become stack buffers (MLIR 19's pass).

A ``memref.alloc`` that nothing frees becomes a ``memref.alloca`` (same type, operands
and attributes, at the same place) when it is *small* and has an *allocation scope*
(one freed by a ``memref.dealloc`` is left as it is, as MLIR 19 leaves it):

* small: a static shape of at most ``max-alloc-size-in-bytes`` bytes (the element size
  from the type; ``index`` as wide as the closest ``dlti.dl_spec`` says, else 64 bits), or a dynamic shape of rank at most
  ``max-rank-of-allocated-memref`` whose every size is a ``memref.rank``;
* scope: walking up from the alloc's region, an ``AutomaticAllocationScope`` op is met
  (a function) before any loop or any op that is not a region branch, and no value
  derived from the buffer (views, values forwarded through region control flow, as
  ``BufferViewFlowAnalysis`` traces them) is returned from that scope's region.

What it does not do: data layout sizes of types other than ``index`` (an element type's
own width is used), or hoist the new alloca out of the block.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation, OpResult
from ...ir.interfaces import (
    LoopLikeOpInterface,
    MemoryEffectOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
)
from ...ir.types import ComplexType, FloatType, IndexType, IntegerType, MemRefType, VectorType
from ...rules.dlti import index_bitwidth
from ..infra.pass_base import Option, Pass, register_pass
from .buffer_deallocation.buffer_origin import BufferOriginAnalysis

__all__ = ["PromoteBuffersToStack"]


def _bits(t: Any, index_bits: int = 64) -> int | None:
    if isinstance(t, IndexType):
        return index_bits
    if isinstance(t, (IntegerType, FloatType)):
        return t.width
    if isinstance(t, ComplexType):
        b = _bits(t.element_type)
        return None if b is None else 2 * b
    if isinstance(t, VectorType):
        b = _bits(t.element_type)
        if b is None:
            return None
        n = 1
        for d in t.shape:
            n *= d
        return n * b
    return None


def is_small_alloc(op: Operation, max_bytes: int, max_rank: int) -> bool:
    """MLIR's ``defaultIsSmallAlloc``."""
    t = op.results[0].type
    if not isinstance(t, MemRefType):
        return False
    if any(d < 0 for d in t.shape):
        if len(t.shape) > max_rank:
            return False
        return all(type(v) is OpResult and v.owner.name == "memref.rank" for v in op.operands)
    bits = _bits(t.element_type, index_bitwidth(op))
    if bits is None:
        return False
    n = 1
    for d in t.shape:
        n *= d
    return n * bits <= max_bytes * 8


def _is_loop(op: Operation) -> bool:
    return op.interface(LoopLikeOpInterface) is not None


def _returns_from(region: Any, aliases: set) -> bool:
    """Whether a terminator of ``region`` that returns to its parent (ReturnLike or a
    region branch terminator) uses one of ``aliases``."""
    for v in aliases:
        for user in v.users:
            if user.parent_region is not region:
                continue
            if "ReturnLike" in type(user).traits or user.interface(RegionBranchTerminatorOpInterface):
                return True
    return False


def has_allocation_scope(op: Operation, aliases: set) -> bool:
    """MLIR's ``hasAllocationScope``."""
    region = op.parent_region
    while region is not None:
        parent = region.parent
        if parent is None:
            return False
        if "AutomaticAllocationScope" in type(parent).traits and not _returns_from(region, aliases):
            return True
        if _is_loop(parent) or parent.interface(RegionBranchOpInterface) is None:
            return False
        region = parent.parent_region
    return False


def _forward_aliases(flow: BufferOriginAnalysis, v: Any) -> set:
    fwd: dict = {}
    for derived, sources in flow.reverse.items():
        for s in sources:
            fwd.setdefault(s, set()).add(derived)
    seen = {v}
    work = [v]
    while work:
        x = work.pop()
        for d in fwd.get(x, ()):
            if d not in seen:
                seen.add(d)
                work.append(d)
    return seen


def _dealloc_of(v: Any) -> Operation | None:
    """The op that frees ``v`` (MLIR's ``memref::findDealloc``), if one does."""
    for user in v.users:
        eff = user.interface(MemoryEffectOpInterface)
        if eff is None:
            continue
        # an effect without a value is on whatever the op reaches: its operand here
        if any(e.effect == "free" and (e.value is v or e.value is None) for e in eff.effects()):
            return user
    return None


@register_pass(
    "promote-buffers-to-stack",
    summary="Promotes heap-based allocations to automatically managed stack-based allocations",
    anchor="func.func",
    display_name="PromoteBuffersToStack",
    options=[
        Option(
            "max-alloc-size-in-bytes",
            int,
            1024,
            "Maximal size in bytes to promote allocations to stack.",
        ),
        Option(
            "max-rank-of-allocated-memref",
            int,
            1,
            "Maximal memref rank to promote dynamic buffers.",
        ),
    ],
)
class PromoteBuffersToStack(Pass):
    """Replaces small scoped ``memref.alloc`` ops by ``memref.alloca`` (module docstring)."""

    def run_on_operation(self, op: Operation) -> None:
        allocs = [o for o in op.walk() if o.name == "memref.alloc"]
        if not allocs:
            self.mark_all_analyses_preserved()
            return
        flow = BufferOriginAnalysis(op)
        for alloc in allocs:
            if not is_small_alloc(alloc, self.max_alloc_size_in_bytes, self.max_rank_of_allocated_memref):
                continue
            v = alloc.results[0]
            if _dealloc_of(v) is not None:
                continue  # freed explicitly: left to the deallocation it already has
            if not has_allocation_scope(alloc, _forward_aliases(flow, v)):
                continue
            from ...ir.builder import Builder

            b = Builder(self.context)
            b.set_insertion_point(alloc)
            alloca = b.create(
                "memref.alloca", list(alloc.operands), [v.type], dict(alloc.properties), loc=alloc.loc
            )
            for k, a in (alloc.attributes or {}).items():
                alloca.set_discardable_attr(k, a)
            v.replace_all_uses_with(alloca.results[0])
            alloc.erase()
