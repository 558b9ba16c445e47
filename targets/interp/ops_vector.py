"""``vector`` dialect semantics for the interpreter (the subset of ``rules/vector.rules``).

Vectors are numpy arrays of the element type's storage dtype (as tensors are); a vector
with a poison element is ``POISON`` as a whole, and an op on a poison operand gives
``POISON``. ``vector.reduction`` combines the elements in order, then the accumulator
(MLIR's definition; integers wrap to the element width, ``minui``/``maxui`` compare
unsigned, ``minnumf``/``maxnumf`` skip NaN, ``minimumf``/``maximumf`` propagate it).
``vector.load``/``store`` read and write the slice at the indices along the vector's
trailing dimensions; an out-of-bounds access is ``UndefinedBehavior``. What it does not
do: scalable vectors (their size is not known here).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...ir.types import IndexType, IntegerType
from .interpreter import register
from .values import (
    POISON,
    InterpError,
    UndefinedBehavior,
    elem_from_numpy,
    elem_to_numpy,
    int_width,
    storage_dtype,
    wrap,
)


def _ty(op: Any) -> Any:
    t = op.results[0].type
    if any(getattr(t, "scalable_dims", ())):
        raise InterpError(f"the interpreter cannot run '{op.name}' on scalable vectors")
    return t


def _full(t: Any, v: Any) -> Any:
    return np.full(t.shape, elem_to_numpy(v, t.element_type), dtype=storage_dtype(t.element_type))


@register("vector.splat")
def _splat(it: Any, op: Any, args: list) -> tuple:
    t = _ty(op)
    return (POISON,) if args[0] is POISON else (_full(t, args[0]),)


@register("vector.broadcast")
def _broadcast(it: Any, op: Any, args: list) -> tuple:
    t = _ty(op)
    v = args[0]
    if v is POISON:
        return (POISON,)
    if not isinstance(v, np.ndarray):
        return (_full(t, v),)
    return (np.broadcast_to(v, t.shape).copy(),)


def _position(op: Any, dyn: list) -> list[int]:
    from ...rules.memref import K_DYNAMIC

    it = iter(dyn)
    pos = [next(it) if p == K_DYNAMIC else p for p in op.properties["static_position"].values]
    if any(p is POISON for p in pos):
        raise UndefinedBehavior(f"'{op.name}' at a poison position")
    return pos


def _check(op: Any, shape: tuple, pos: list[int]) -> tuple:
    for p, n in zip(pos, shape, strict=False):
        if p < 0 or p >= n:
            raise UndefinedBehavior(f"'{op.name}': position {p} out of bounds [0, {n})")
    return tuple(pos)


@register("vector.extract")
def _extract(it: Any, op: Any, args: list) -> tuple:
    v = args[0]
    if v is POISON:
        return (POISON,)
    ix = _check(op, v.shape, _position(op, args[1:]))
    r = v[ix]
    t = op.results[0].type
    if isinstance(r, np.ndarray):
        return (r.reshape(t.shape).copy() if hasattr(t, "shape") else r.copy(),)
    if hasattr(t, "shape"):  # vector<1xT> from the last dimension
        return (np.array([r]).reshape(t.shape),)
    return (elem_from_numpy(r, t),)


@register("vector.insert")
def _insert(it: Any, op: Any, args: list) -> tuple:
    s, d = args[0], args[1]
    if s is POISON or d is POISON:
        return (POISON,)
    ix = _check(op, d.shape, _position(op, args[2:]))
    out = d.copy()
    et = op.results[0].type.element_type
    out[ix] = s if isinstance(s, np.ndarray) else elem_to_numpy(s, et)
    return (out,)


@register("vector.extractelement")
def _extractelement(it: Any, op: Any, args: list) -> tuple:
    v = args[0]
    if v is POISON or (len(args) > 1 and args[1] is POISON):
        return (POISON,)
    if v.ndim == 0:
        return (elem_from_numpy(v[()], op.results[0].type),)
    i = args[1]
    if i < 0 or i >= v.shape[0]:
        return (POISON,)  # LLVM's extractelement out of range is poison
    return (elem_from_numpy(v[i], op.results[0].type),)


@register("vector.insertelement")
def _insertelement(it: Any, op: Any, args: list) -> tuple:
    s, d = args[0], args[1]
    if s is POISON or d is POISON or (len(args) > 2 and args[2] is POISON):
        return (POISON,)
    out = d.copy()
    et = op.results[0].type.element_type
    if out.ndim == 0:
        out[()] = elem_to_numpy(s, et)
        return (out,)
    i = args[2]
    if i < 0 or i >= out.shape[0]:
        return (POISON,)
    out[i] = elem_to_numpy(s, et)
    return (out,)


@register("vector.shape_cast")
def _shape_cast(it: Any, op: Any, args: list) -> tuple:
    v = args[0]
    return (POISON,) if v is POISON else (v.reshape(_ty(op).shape).copy(),)


@register("vector.fma")
def _fma(it: Any, op: Any, args: list) -> tuple:
    if any(a is POISON for a in args):
        return (POISON,)
    a, b, c = args
    # one rounding, as a fused multiply-add: exact product and sum in binary64 for f16/f32
    dt = a.dtype
    if dt in (np.float16, np.float32):
        r = (a.astype(np.float64) * b.astype(np.float64) + c.astype(np.float64)).astype(dt)
    else:
        r = a * b + c  # f64: numpy has no fma; two roundings
    return (r,)


@register("vector.constant_mask")
def _constant_mask(it: Any, op: Any, args: list) -> tuple:
    t = _ty(op)
    sizes = [a.value for a in op.properties["mask_dim_sizes"]]
    m = np.zeros(t.shape, dtype=np.bool_)
    if t.shape:
        m[tuple(slice(0, s) for s in sizes)] = True
    else:
        m[()] = bool(sizes[0])
    return (m,)


@register("vector.create_mask")
def _create_mask(it: Any, op: Any, args: list) -> tuple:
    t = _ty(op)
    if any(a is POISON for a in args):
        return (POISON,)
    m = np.zeros(t.shape, dtype=np.bool_)
    if t.shape:
        m[tuple(slice(0, max(0, min(a, n))) for a, n in zip(args, t.shape, strict=True))] = True
    else:
        m[()] = args[0] > 0
    return (m,)


_INT_OPS = {
    "add": lambda x, y, m: x + y,
    "mul": lambda x, y, m: x * y,
    "and": lambda x, y, m: x & y,
    "or": lambda x, y, m: x | y,
    "xor": lambda x, y, m: x ^ y,
    "minsi": lambda x, y, m: min(x, y),
    "maxsi": lambda x, y, m: max(x, y),
    "minui": lambda x, y, m: x if (x & m) <= (y & m) else y,
    "maxui": lambda x, y, m: x if (x & m) >= (y & m) else y,
}
_FLOAT_OPS = {
    "add": lambda a, b: a + b,
    "mul": lambda a, b: a * b,
    "minnumf": np.fmin,
    "maxnumf": np.fmax,
    "minimumf": np.minimum,
    "maximumf": np.maximum,
}


def _combine(kind: str, a: Any, b: Any, t: Any) -> Any:
    if isinstance(t, (IntegerType, IndexType)):
        w = int_width(t)
        return wrap(_INT_OPS[kind](int(a), int(b), (1 << w) - 1), w)
    return _FLOAT_OPS[kind](a, b)


@register("vector.reduction")
def _reduction(it: Any, op: Any, args: list) -> tuple:
    from ...rules.vector import kind_name

    if any(a is POISON for a in args):
        return (POISON,)
    kind = kind_name(op)
    t = op.results[0].type
    vals = [elem_from_numpy(x, t) for x in args[0].reshape(-1)]
    if len(args) > 1:
        vals.append(args[1])
    if not vals:
        raise InterpError("vector.reduction of an empty vector")
    acc = vals[0]
    for v in vals[1:]:
        acc = _combine(kind, acc, v, t)
    return (acc,)


def _slice(op: Any, m: Any, idx: list, shape: tuple) -> tuple:
    if m is POISON or any(i is POISON for i in idx):
        raise UndefinedBehavior(f"'{op.name}' on a poison memref or index")
    if len(idx) != m.data.ndim:
        raise InterpError(f"'{op.name}': {len(idx)} indices for rank {m.data.ndim}")
    lead = len(idx) - len(shape)
    ix: list = list(idx[:lead])
    for i, n, d in zip(idx[lead:], shape, m.data.shape[lead:], strict=True):
        if i < 0 or i + n > d:
            raise UndefinedBehavior(f"'{op.name}': [{i}, {i + n}) out of bounds [0, {d})")
        ix.append(slice(i, i + n))
    return tuple(ix)


@register("vector.load")
def _load(it: Any, op: Any, args: list) -> tuple:
    m = args[0]
    t = _ty(op)
    ix = _slice(op, m, args[1:], t.shape)
    if m.poison[ix].any():
        return (POISON,)
    return (m.data[ix].copy(),)


@register("vector.store")
def _store(it: Any, op: Any, args: list) -> tuple:
    v, m = args[0], args[1]
    vt = op.op_operands[0].value.type
    ix = _slice(op, m, args[2:], vt.shape)
    if v is POISON:
        m.poison[ix] = True
    else:
        m.data[ix] = v
        m.poison[ix] = False
    return ()
