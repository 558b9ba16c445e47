"""Which buffer arguments a bufferized function may write: the memref ABI's copy decisions.

A tensor argument is a value: the caller's numpy array must look the same after the call.
After bufferization (``one-shot-bufferize`` with ``bufferize-function-boundaries``) a tensor
argument is a memref argument, and the bufferizer may have chosen to write into it in place.
``written_arguments(func)`` answers, for a ``func.func`` at the memref level (after
bufferization, before the conversion to llvm), which of its memref arguments some op may
write through; ``irlite.compile`` passes the others' arrays without copying (MLIR's
``bufferization.to_tensor ... restrict``: the compiled code only reads them) and copies the
array of each written one before the call.

The analysis follows aliases: a value is an alias of an argument when it is the argument,
a memref result of an op that takes an alias and does not allocate its result (views,
casts, ``extract_strided_metadata``'s base buffer), a block argument a branch or a region
op may pass an alias to, or a region op's result a terminator may yield an alias into.
An alias is written when an op using it has a write or free effect on it
(``MemoryEffectOpInterface`` with the value, or on memory in general; an input of a
``DestinationStyleOpInterface`` op is only read), or effects the analysis cannot know (an op without effect traits or interface, a call). ``func.return``
of an alias is not a write (the ABI copies a result that is an argument's memory).

What it does not do: look into callees (a call that takes an alias writes it), or prove
that a write stays inside the argument's untouched part: one possible write copies the
whole array.
"""

from __future__ import annotations

from typing import Any

from ..ir.interfaces import DestinationStyleOpInterface, MemoryEffectOpInterface
from ..ir.side_effects import effect_facts
from ..ir.types import BaseMemRefType

__all__ = ["written_arguments"]

_WRITES = frozenset({"write", "free", "Write", "Free"})

#: Ops whose effect traits say "writes memory" (or say nothing) but which write only the
#: operands listed (by index), until they say so per value through
#: ``MemoryEffectOpInterface`` (MLIR's ``memref.copy`` declares ``MemRead`` on its source
#: and ``MemWrite`` on its target; ``memref.prefetch`` declares no effects, as MLIR's, but
#: a prefetch, even one for writing, changes no memory).
_WRITES_ONLY = {"memref.copy": (1,), "memref.prefetch": ()}


def _is_memref(v: Any) -> bool:
    return isinstance(v.type, BaseMemRefType)


def _writes_through(op: Any, use: Any) -> bool | None:
    """Whether ``op`` may write through the operand ``use``: True, False, or None when its
    effects are recursive (its nested ops say)."""
    alias = use.value
    only = _WRITES_ONLY.get(op.name)
    if only is not None:
        return use.index in only
    dps = op.interface(DestinationStyleOpInterface)
    if dps is not None and dps.is_dps_input(use):
        return False  # an input of a destination-style op is only read
    iface = op.interface(MemoryEffectOpInterface)
    if iface is not None:
        for e in iface.effects():
            if e.effect in _WRITES and (e.value is None or e.value is alias):
                return True
        return False
    facts = effect_facts(type(op))
    if facts.effects is None:
        return None if facts.recursive else True
    if facts.effects & _WRITES:
        return True
    return None if facts.recursive else False


def _allocates(op: Any, result: Any) -> bool:
    iface = op.interface(MemoryEffectOpInterface)
    if iface is None:
        return False
    return any(e.effect in ("allocate", "Allocate") and e.value is result for e in iface.effects())


def _may_write(arg: Any) -> bool:
    seen = {id(arg)}
    work = [arg]

    def alias(v: Any) -> None:
        if _is_memref(v) and id(v) not in seen:
            seen.add(id(v))
            work.append(v)

    while work:
        v = work.pop()
        for use in v.uses:
            op = use.owner
            if op.name in ("func.return", "memref.assume_alignment"):
                # an alignment assumption has unknown effects in MLIR 19 (so that nothing
                # removes it) but reads and writes nothing
                continue
            if op.name in ("func.call", "func.call_indirect"):
                return True
            w = _writes_through(op, use)
            if w:
                return True
            for r in op.results:
                if not _allocates(op, r):
                    alias(r)
            for region in op.regions:  # region ops may pass it to their blocks
                for b in region.blocks:
                    for a in b.args:
                        alias(a)
            for succ in op.successors:  # branches pass it to their successors
                for a in succ.args:
                    alias(a)
            if effect_facts(type(op)).terminator and not op.successors:
                parent = op.parent_op
                if parent is not None and parent.name != "func.func":
                    for r in parent.results:
                        alias(r)
                    for region in parent.regions:
                        for b in region.blocks:
                            for a in b.args:
                                alias(a)
    return False


def written_arguments(func: Any) -> set[int]:
    """Indices of the memref arguments of ``func`` (a ``func.func`` with a body) that some op
    may write through (module docstring); an empty set for a declaration."""
    if not func.regions or not func.regions[0].blocks:
        return set()
    entry = func.regions[0].blocks[0]
    return {i for i, a in enumerate(entry.args) if _is_memref(a) and _may_write(a)}
