"""``tensor`` semantics for the interpreter: tensors are immutable numpy arrays.

``insert``/``insert_slice`` copy; ``extract``/``extract_slice`` out of bounds
is undefined behavior; ``generate`` runs its body once per index (row-major);
a poison element makes the whole tensor poison (``values`` explains why).

What it does not do: give ``tensor.empty`` elements poison semantics (they
read as zero), or ``pad``, ``gather``/``scatter``, ``reshape``, ``bitcast``.
"""

from __future__ import annotations

from itertools import product
from typing import Any

import numpy as np

from .interpreter import register
from .ops_control import split
from .ops_memref import (
    _check_bounds,
    _groups,
    _int_list,
    _mix,
    collapse,
    dynamic_shape,
    reduce_rank,
    slicing,
)
from .values import POISON, UndefinedBehavior, elem_from_numpy, elem_to_numpy, storage_dtype


def _ty(op: Any) -> Any:
    return op.results[0].type


@register("tensor.empty")
def _empty(it: Any, op: Any, args: list) -> tuple:
    t = _ty(op)
    return (np.zeros(dynamic_shape(t, args), dtype=storage_dtype(t.element_type)),)


@register("tensor.from_elements")
def _from_elements(it: Any, op: Any, args: list) -> tuple:
    t = _ty(op)
    if any(a is POISON for a in args):
        return (POISON,)
    et = t.element_type
    arr = np.array([elem_to_numpy(a, et) for a in args], dtype=storage_dtype(et))
    return (arr.reshape(t.shape),)


@register("tensor.splat")
def _splat(it: Any, op: Any, args: list) -> tuple:
    t = _ty(op)
    v = args[0]
    if v is POISON:
        return (POISON,)
    shape = dynamic_shape(t, args[1:])
    return (np.full(shape, elem_to_numpy(v, t.element_type), dtype=storage_dtype(t.element_type)),)


@register("tensor.generate")
def _generate(it: Any, op: Any, args: list) -> tuple:
    t = _ty(op)
    shape = dynamic_shape(t, args)
    et = t.element_type
    out = np.zeros(shape, dtype=storage_dtype(et))
    region = op.regions[0]
    for idx in product(*[range(n) for n in shape]):
        v = it.run_region(region, list(idx)).values[0]
        if v is POISON:
            return (POISON,)
        out[idx] = elem_to_numpy(v, et)
    return (out,)


def _index(a: Any, idx: list, what: str) -> tuple:
    if len(idx) != a.ndim:
        raise UndefinedBehavior(f"'{what}': {len(idx)} indices for rank {a.ndim}")
    for i, n in zip(idx, a.shape):
        if i is POISON or i < 0 or i >= n:
            raise UndefinedBehavior(f"'{what}': index {i} out of bounds [0, {n})")
    return tuple(idx)


@register("tensor.extract")
def _extract(it: Any, op: Any, args: list) -> tuple:
    a = args[0]
    if a is POISON:
        return (POISON,)
    ix = _index(a, args[1:], op.name)
    return (elem_from_numpy(a[ix], _ty(op)),)


@register("tensor.insert")
def _insert(it: Any, op: Any, args: list) -> tuple:
    v, a = args[0], args[1]
    if a is POISON or v is POISON:
        return (POISON,)
    ix = _index(a, args[2:], op.name)
    out = a.copy()
    out[ix] = elem_to_numpy(v, op.op_operands[0].value.type)
    return (out,)


@register("tensor.cast")
def _cast(it: Any, op: Any, args: list) -> tuple:
    a = args[0]
    t = _ty(op)
    if a is not POISON and getattr(t, "shape", None) is not None:
        for d, n in zip(t.shape, a.shape):
            if d >= 0 and d != n:
                raise UndefinedBehavior(f"'tensor.cast' to {t} of a {a.shape} tensor")
    return (a,)


@register("tensor.extract_slice")
def _extract_slice(it: Any, op: Any, args: list) -> tuple:
    src, offs, sizes, strides = split(op, args)
    a = src[0]
    if a is POISON:
        return (POISON,)
    sl, _ = slicing(op, offs, sizes, strides)
    _check_bounds(sl, a.shape, op.name)
    return (reduce_rank(a[sl], len(_ty(op).shape)).copy(),)


@register("tensor.insert_slice")
def _insert_slice(it: Any, op: Any, args: list) -> tuple:
    src, dest, offs, sizes, strides = split(op, args)
    s, d = src[0], dest[0]
    if s is POISON or d is POISON:
        return (POISON,)
    sl, sz = slicing(op, offs, sizes, strides)
    _check_bounds(sl, d.shape, op.name)
    out = d.copy()
    out[sl] = s.reshape(sz)
    return (out,)


@register("tensor.collapse_shape")
def _collapse(it: Any, op: Any, args: list) -> tuple:
    a = args[0]
    if a is POISON:
        return (POISON,)
    return (a.reshape(collapse(a, _groups(op))),)


@register("tensor.expand_shape")
def _expand(it: Any, op: Any, args: list) -> tuple:
    a = args[0]
    if a is POISON:
        return (POISON,)
    return (a.reshape(_mix(_int_list(op.properties["static_output_shape"]), args[1:])),)
