"""``bufferization.dealloc`` and ``bufferization.clone`` for the interpreter.

``bufferization.dealloc`` frees each memref whose condition holds and that aliases no
retained memref (same root buffer), each buffer at most once however often it is named;
result ``j`` is whether a memref with a true condition aliases retained memref ``j``. A
poison condition is undefined behavior. ``bufferization.clone`` copies a buffer into a
new allocation that the heap accounting of ``ops_memref`` tracks (it must be freed).

What it does not do: check that the freed memrefs are base buffers (MLIR requires it;
any view frees its root here).
"""

from __future__ import annotations

from typing import Any

from .interpreter import register
from .ops_control import split
from .ops_memref import buffer_root, free_buffer, track_allocation
from .values import POISON, MemRef, UndefinedBehavior

_TRUE = -1  # an i1 true, as the interpreter holds it


@register("bufferization.dealloc")
def _dealloc(it: Any, op: Any, args: list) -> tuple:
    memrefs, conds, retained = split(op, args)
    for c in conds:
        if c is POISON:
            raise UndefinedBehavior(f"'{op.name}': poison condition")
    for m in list(memrefs) + list(retained):
        if m is POISON:
            raise UndefinedBehavior(f"'{op.name}': poison memref")
    kept = [buffer_root(r.data) for r in retained]
    updated = [0] * len(retained)
    freed: set[int] = set()
    for m, c in zip(memrefs, conds):
        if not c:
            continue
        root = buffer_root(m.data)
        aliased = False
        for j, k in enumerate(kept):
            if k is root:
                updated[j] = _TRUE
                aliased = True
        if not aliased and id(root) not in freed:
            freed.add(id(root))
            free_buffer(it, m, op.name)
    return tuple(updated)


@register("bufferization.clone")
def _clone(it: Any, op: Any, args: list) -> tuple:
    m = args[0]
    if m is POISON:
        raise UndefinedBehavior(f"'{op.name}' of a poison memref")
    return (track_allocation(it, MemRef(m.data.copy(), m.poison.copy(), op.results[0].type)),)
