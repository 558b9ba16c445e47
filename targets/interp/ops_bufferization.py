"""``bufferization`` dialect semantics for the interpreter.

Tensors are immutable numpy arrays and memrefs are ``MemRef`` buffers (``values.py``):
``to_tensor`` snapshots a buffer (a poison element makes the tensor poison, as for tensors
elsewhere), ``to_memref`` gives a fresh buffer holding the tensor (writing it is undefined
behavior in MLIR, so a copy is a faithful model), ``alloc_tensor`` is a tensor of zeros (its
contents are undefined: zeros, as ``tensor.empty``) or a copy of ``copy``,
``materialize_in_destination`` copies the source into a memref destination or returns the
source as the new destination tensor, and ``dealloc_tensor`` does nothing (``clone`` is
``ops_dealloc``'s, with the deallocation ops).

What it does not do: detect writes through a ``to_memref`` buffer (undefined behavior) or
uses after ``dealloc_tensor``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .interpreter import register
from .ops_control import split
from .ops_memref import dynamic_shape
from .values import POISON, MemRef, UndefinedBehavior, storage_dtype


@register("bufferization.to_tensor")
def _to_tensor(it: Any, op: Any, args: list) -> tuple:
    m = args[0]
    if m is POISON or bool(np.any(m.poison)):
        return (POISON,)
    return (np.array(m.data, copy=True),)


@register("bufferization.to_memref")
def _to_memref(it: Any, op: Any, args: list) -> tuple:
    t = args[0]
    if t is POISON:
        return (POISON,)
    data = np.array(t, copy=True)
    return (MemRef(data, np.zeros(data.shape, dtype=np.bool_), op.results[0].type),)


@register("bufferization.alloc_tensor")
def _alloc_tensor(it: Any, op: Any, args: list) -> tuple:
    dyn, copy, _hint = split(op, args)
    if copy:
        return (copy[0] if copy[0] is POISON else np.array(copy[0], copy=True),)
    t = op.results[0].type
    return (np.zeros(dynamic_shape(t, dyn), dtype=storage_dtype(t.element_type)),)


@register("bufferization.materialize_in_destination")
def _materialize(it: Any, op: Any, args: list) -> tuple:
    src, dest = args
    if isinstance(dest, MemRef):
        if src is POISON:
            dest.poison[...] = True
            return ()
        if np.shape(src) != dest.data.shape:
            raise UndefinedBehavior("'bufferization.materialize_in_destination' shape mismatch")
        dest.data[...] = src
        dest.poison[...] = False
        return ()
    if src is not POISON and dest is not POISON and np.shape(src) != np.shape(dest):
        raise UndefinedBehavior("'bufferization.materialize_in_destination' shape mismatch")
    return (src,)


@register("bufferization.dealloc_tensor")
def _dealloc_tensor(it: Any, op: Any, args: list) -> tuple:
    return ()
