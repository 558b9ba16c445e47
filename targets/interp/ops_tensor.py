"""``tensor`` semantics for the interpreter: tensors are immutable numpy arrays.

``insert``/``insert_slice`` copy; ``extract``/``extract_slice`` out of bounds
is undefined behavior; ``generate`` runs its body once per index (row-major);
``pad`` copies the source into the interior and runs its body once per padding
element (row-major), with that element's indices; ``reshape`` takes its shape from
the shape tensor (a different element count is undefined behavior); ``bitcast``
reinterprets each element's bits; ``concat`` joins along its dimension; a cast to
a static shape the value does not have is undefined behavior. A poison element
makes the whole tensor poison (``values`` explains why).

What it does not do: give ``tensor.empty`` elements poison semantics (they
read as zero), ``gather``/``scatter`` (not in irlite), ``parallel_insert_slice``
(``scf.forall`` is not interpreted), or ``bitcast`` of elements wider than 64 bits.
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
from .values import (
    POISON,
    InterpError,
    UndefinedBehavior,
    elem_from_numpy,
    elem_to_numpy,
    storage_dtype,
)


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


@register("tensor.reshape")
def _reshape(it: Any, op: Any, args: list) -> tuple:
    a, shape = args
    if a is POISON or shape is POISON:
        return (POISON,)
    new = tuple(int(x) for x in np.asarray(shape).reshape(-1))
    n = 1
    for d in new:
        if d < 0:
            raise UndefinedBehavior(f"'tensor.reshape': negative extent in shape {new}")
        n *= d
    if n != a.size:
        raise UndefinedBehavior(f"'tensor.reshape' of {a.size} elements to shape {new}")
    t = _ty(op)
    if getattr(t, "shape", None) is not None:
        for d, m in zip(t.shape, new):
            if d >= 0 and d != m:
                raise UndefinedBehavior(f"'tensor.reshape' to {t} with shape {new}")
    return (a.reshape(new).copy(),)


@register("tensor.bitcast")
def _bitcast(it: Any, op: Any, args: list) -> tuple:
    a = args[0]
    if a is POISON:
        return (POISON,)
    dt = storage_dtype(_ty(op).element_type)
    if dt is object or a.dtype == object or np.dtype(dt).itemsize != a.dtype.itemsize:
        raise InterpError(f"'tensor.bitcast' from {a.dtype} to {np.dtype(dt)} is not interpreted")
    return (a.view(dt).copy(),)


@register("tensor.concat")
def _concat(it: Any, op: Any, args: list) -> tuple:
    if any(a is POISON for a in args):
        return (POISON,)
    dim = op.properties["dim"].value
    return (np.concatenate(args, axis=dim),)


@register("tensor.pad")
def _pad(it: Any, op: Any, args: list) -> tuple:
    src, low, high = split(op, args)
    a = src[0]
    if a is POISON:
        return (POISON,)
    lo = _mix(_int_list(op.properties["static_low"]), low)
    hi = _mix(_int_list(op.properties["static_high"]), high)
    if any(x is POISON or x < 0 for x in lo + hi):
        raise UndefinedBehavior(f"'tensor.pad' with negative or poison padding {lo}, {hi}")
    shape = tuple(n + x + y for n, x, y in zip(a.shape, lo, hi))
    t = _ty(op)
    for d, n in zip(t.shape, shape):
        if d >= 0 and d != n:
            raise UndefinedBehavior(f"'tensor.pad' to {t} of a {shape} result")
    et = t.element_type
    out = np.zeros(shape, dtype=storage_dtype(et))
    interior = tuple(slice(x, x + n) for x, n in zip(lo, a.shape))
    out[interior] = a
    region = op.regions[0]
    for idx in product(*[range(n) for n in shape]):
        if all(x <= i < x + n for i, x, n in zip(idx, lo, a.shape)):
            continue
        v = it.run_region(region, list(idx)).values[0]
        if v is POISON:
            return (POISON,)
        out[idx] = elem_to_numpy(v, et)
    return (out,)
