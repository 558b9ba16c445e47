"""``memref`` semantics for the interpreter.

Buffers are numpy arrays with a poison mask (``values.MemRef``).
``alloc``/``alloca`` memory starts uninitialized, so loading before storing
gives poison; storing poison poisons the element; an index out of bounds is
undefined behavior. Views (``cast``, ``subview``, ``expand_shape``,
``collapse_shape``) alias their source through numpy views, so a store
through one is seen through the others. ``memref.global`` buffers are made
once per interpreter from their ``initial_value`` (uninitialized without
one). ``atomic_rmw`` returns the old value and stores the combination.

``memref.alloc`` buffers are accounted (``heap``): ``memref.dealloc`` frees one, a second
free is undefined behavior, and ``live_allocations(it)`` lists the leaks after a run.
``extract_strided_metadata`` gives a rank-0 view of the root buffer and the view's offset,
sizes and strides in elements; ``extract_aligned_pointer_as_index`` the root's address.

What it does not do: ``reinterpret_cast``, ``view``, ``transpose`` and
``reshape`` (they raise ``InterpError``), non-identity layouts on
allocations, or detect use after ``dealloc``; freeing a buffer the caller passed in is
not checked.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...rules.memref import kind_name
from .interpreter import register
from .ops_arith import _maximum, _maxnum, _minimum, _minnum, attr_value
from .ops_control import split
from .values import (
    POISON,
    InterpError,
    MemRef,
    UndefinedBehavior,
    elem_from_numpy,
    elem_to_numpy,
    float_dtype,
    int_width,
    storage_dtype,
    wrap,
)

DYNAMIC_STATIC = -(1 << 63)  # ShapedType::kDynamic in static_offsets/sizes/strides


def dynamic_shape(t: Any, sizes: list) -> tuple:
    """The shape of type ``t`` with its ``?`` dims taken from ``sizes`` in order."""
    it = iter(sizes)
    shape = []
    for d in t.shape:
        if d < 0:
            v = next(it)
            if v is POISON or v < 0:
                raise UndefinedBehavior(f"negative or poison dynamic size for {t}")
            shape.append(v)
        else:
            shape.append(d)
    return tuple(shape)


# ------------------------------------------------------------------ heap accounting

_HEAP = ("heap",)  # the interpreter's heap, kept in its globals (no memref.global name is a tuple)


class Heap:
    """The buffers ``memref.alloc`` (and other allocating ops) made and not yet freed, by
    the numpy array at the root of their views; and those already freed (a second free
    is undefined behavior). Buffers the caller passed in are not tracked."""

    __slots__ = ("freed", "live")

    def __init__(self) -> None:
        self.live: dict[int, np.ndarray] = {}
        self.freed: dict[int, np.ndarray] = {}  # kept alive so ids are not reused


def heap(it: Any) -> Heap:
    """The allocation accounting of interpreter ``it`` (made on first use)."""
    h = it.globals.get(_HEAP)
    if h is None:
        h = it.globals[_HEAP] = Heap()
    return h


def buffer_root(a: np.ndarray) -> np.ndarray:
    """The array at the root of the numpy views of ``a``: the buffer it aliases."""
    while isinstance(a.base, np.ndarray):
        a = a.base
    return a


def live_allocations(it: Any) -> list:
    """The buffers allocated while ``it`` ran that were never freed (leaks)."""
    return list(heap(it).live.values())


def track_allocation(it: Any, m: MemRef) -> MemRef:
    """Record ``m``'s buffer as allocated (to be freed exactly once)."""
    r = buffer_root(m.data)
    heap(it).live[id(r)] = r
    return m


def free_buffer(it: Any, m: Any, what: str) -> None:
    """Free ``m``'s buffer: undefined behavior when it was freed already; a buffer the
    interpreter did not allocate (a caller's array) is left alone."""
    if m is POISON:
        raise UndefinedBehavior(f"'{what}' of a poison memref")
    h = heap(it)
    r = buffer_root(m.data)
    k = id(r)
    if k in h.live:
        del h.live[k]
        h.freed[k] = r
    elif k in h.freed:
        raise UndefinedBehavior(f"'{what}': double free of a buffer")


@register("memref.alloc", "memref.alloca")
def _alloc(it: Any, op: Any, args: list) -> tuple:
    t = op.results[0].type
    dyn = split(op, args)[0]
    shape = dynamic_shape(t, dyn)
    data = np.zeros(shape, dtype=storage_dtype(t.element_type))
    m = MemRef(data, np.ones(shape, dtype=np.bool_), t)
    if op.name == "memref.alloc":
        track_allocation(it, m)
    return (m,)


@register("memref.dealloc")
def _dealloc(it: Any, op: Any, args: list) -> tuple:
    free_buffer(it, args[0], op.name)
    return ()


@register("memref.assume_alignment")
def _noop(it: Any, op: Any, args: list) -> tuple:
    return ()


def _address(a: np.ndarray) -> int:
    return int(a.__array_interface__["data"][0])


@register("memref.extract_strided_metadata")
def _extract_strided_metadata(it: Any, op: Any, args: list) -> tuple:
    """The base buffer (a rank-0 view of the root buffer's first element), and the offset,
    sizes and strides of the view in elements of the root."""
    m = args[0]
    if m is POISON:
        raise UndefinedBehavior(f"'{op.name}' of a poison memref")
    a = m.data
    root = buffer_root(a)
    pr = buffer_root(m.poison)
    if root.ndim == 0 or root.size == 0:
        base = MemRef(root, pr, op.results[0].type)
    else:
        first = (0,) * (root.ndim - 1) + (slice(0, 1),)
        base = MemRef(root[first].reshape(()), pr[first].reshape(()), op.results[0].type)
    item = a.itemsize
    offset = (_address(a) - _address(root)) // item if a.size else 0
    sizes = [int(n) for n in a.shape]
    strides = [int(s) // item for s in a.strides]
    return (base, offset, *sizes, *strides)


@register("memref.extract_aligned_pointer_as_index")
def _aligned_pointer(it: Any, op: Any, args: list) -> tuple:
    """The address of the buffer the memref views (the same for all its views)."""
    m = args[0]
    if m is POISON:
        raise UndefinedBehavior(f"'{op.name}' of a poison memref")
    return (_address(buffer_root(m.data)),)


def index(m: Any, idx: list, what: str) -> tuple:
    if m is POISON:
        raise UndefinedBehavior(f"'{what}' on a poison memref")
    shape = m.data.shape
    if len(idx) != len(shape):
        raise InterpError(f"'{what}': {len(idx)} indices for rank {len(shape)}")
    for i, n in zip(idx, shape):
        if i is POISON or i < 0 or i >= n:
            raise UndefinedBehavior(f"'{what}': index {i} out of bounds [0, {n})")
    return tuple(idx)


@register("memref.load")
def _load(it: Any, op: Any, args: list) -> tuple:
    m = args[0]
    ix = index(m, args[1:], op.name)
    if m.poison[ix]:
        return (POISON,)
    return (elem_from_numpy(m.data[ix], op.results[0].type),)


@register("memref.store")
def _store(it: Any, op: Any, args: list) -> tuple:
    v, m = args[0], args[1]
    ix = index(m, args[2:], op.name)
    if v is POISON:
        m.poison[ix] = True
    else:
        m.data[ix] = elem_to_numpy(v, op.op_operands[0].value.type)
        m.poison[ix] = False
    return ()


@register("memref.dim", "tensor.dim")
def _dim(it: Any, op: Any, args: list) -> tuple:
    src, i = args
    shape = src.data.shape if isinstance(src, MemRef) else np.shape(src)
    if i is POISON or i < 0 or i >= len(shape):
        raise UndefinedBehavior(f"'{op.name}': dimension {i} out of range")
    return (shape[i],)


@register("memref.rank", "tensor.rank")
def _rank(it: Any, op: Any, args: list) -> tuple:
    src = args[0]
    return (src.data.ndim if isinstance(src, MemRef) else np.ndim(src),)


@register("memref.cast")
def _cast(it: Any, op: Any, args: list) -> tuple:
    m = args[0]
    t = op.results[0].type
    shape = getattr(t, "shape", None)
    if shape is not None:
        for d, n in zip(shape, m.data.shape):
            if d >= 0 and d != n:
                raise UndefinedBehavior(f"'memref.cast' to {t} of a {m.data.shape} buffer")
    return (MemRef(m.data, m.poison, t),)


@register("memref.copy")
def _copy(it: Any, op: Any, args: list) -> tuple:
    s, d = args
    if s.data.shape != d.data.shape:
        raise UndefinedBehavior("'memref.copy' between different shapes")
    d.data[...] = s.data
    d.poison[...] = s.poison
    return ()


def _int_list(a: Any) -> list:
    v = a.values
    return list(v() if callable(v) else v)


def slicing(op: Any, dyn_off: list, dyn_sizes: list, dyn_strides: list) -> tuple:
    """Numpy slices for a subview/extract_slice/insert_slice and the sizes."""
    props = op.properties
    offs = _mix(_int_list(props["static_offsets"]), dyn_off)
    sizes = _mix(_int_list(props["static_sizes"]), dyn_sizes)
    strides = _mix(_int_list(props["static_strides"]), dyn_strides)
    sl = []
    for o, n, s in zip(offs, sizes, strides):
        if o < 0 or n < 0 or s <= 0:
            if n == 0:
                sl.append(slice(0, 0))
                continue
            raise UndefinedBehavior(f"'{op.name}': offset {o}, size {n}, stride {s}")
        sl.append(slice(o, o + (n - 1) * s + 1 if n else o, s))
    return tuple(sl), sizes


def _mix(static: list, dyn: list) -> list:
    it = iter(dyn)
    out = []
    for s in static:
        if s == DYNAMIC_STATIC:
            v = next(it)
            if v is POISON:
                raise UndefinedBehavior("poison offset, size or stride")
            out.append(v)
        else:
            out.append(s)
    return out


def reduce_rank(a: np.ndarray, rank: int) -> np.ndarray:
    """Drop unit dims (leftmost first) until ``a`` has ``rank`` dims."""
    shape = list(a.shape)
    i = 0
    while len(shape) > rank and i < len(shape):
        if shape[i] == 1:
            del shape[i]
        else:
            i += 1
    return a.reshape(shape)


def _check_bounds(sl: tuple, shape: tuple, what: str) -> None:
    for s, n in zip(sl, shape):
        if s.stop > n and s.start != s.stop:
            raise UndefinedBehavior(f"'{what}': slice {s.start}:{s.stop} out of bounds [0, {n})")


@register("memref.subview")
def _subview(it: Any, op: Any, args: list) -> tuple:
    src, offs, sizes, strides = split(op, args)
    m = src[0]
    sl, _ = slicing(op, offs, sizes, strides)
    _check_bounds(sl, m.data.shape, op.name)
    rank = len(op.results[0].type.shape)
    return (m.view(lambda a: reduce_rank(a[sl], rank)),)


def _groups(op: Any) -> list[list[int]]:
    return [[int(x.value) for x in g.value] for g in op.properties["reassociation"].value]


def collapse(a: np.ndarray, groups: list) -> tuple:
    shape = a.shape
    return tuple(int(np.prod([shape[i] for i in g])) if g else 1 for g in groups)


@register("memref.collapse_shape")
def _collapse(it: Any, op: Any, args: list) -> tuple:
    m = args[0]
    shape = collapse(m.data, _groups(op))
    return (MemRef(m.data.reshape(shape), m.poison.reshape(shape), op.results[0].type),)


@register("memref.expand_shape")
def _expand(it: Any, op: Any, args: list) -> tuple:
    m = args[0]
    t = op.results[0].type
    shape = _mix(_int_list(op.properties["static_output_shape"]), args[1:])
    return (MemRef(m.data.reshape(shape), m.poison.reshape(shape), t),)


@register("memref.get_global")
def _get_global(it: Any, op: Any, args: list) -> tuple:
    name = op.properties["name"]
    name = getattr(name, "root", None) or getattr(name, "value", None)
    cache = it.globals
    m = cache.get(name)
    if m is None:
        g = None
        for r in it.module.regions:
            for b in r.blocks:
                for o in b.ops:
                    if o.name == "memref.global" and o.properties["sym_name"].value == name:
                        g = o
        if g is None:
            raise InterpError(f"no memref.global named '{name}'")
        t = g.properties["type"].value
        init = g.properties.get("initial_value")
        shape = tuple(t.shape)
        if init is not None and type(init).__name__ != "UnitAttr":
            from ...ir.types import RankedTensorType

            tt = RankedTensorType.get(shape, t.element_type)
            data = np.array(attr_value(init, tt), dtype=storage_dtype(t.element_type)).reshape(
                shape
            )
            pm = np.zeros(shape, dtype=np.bool_)
        else:
            data = np.zeros(shape, dtype=storage_dtype(t.element_type))
            pm = np.ones(shape, dtype=np.bool_)
        m = cache[name] = MemRef(data, pm, t)
    return (m,)


_RMW = {
    "addf": lambda a, b: a + b,
    "addi": lambda a, b: a + b,
    "assign": lambda a, b: b,
    "maximumf": _maximum,
    "maxs": max,
    "minimumf": _minimum,
    "mins": min,
    "mulf": lambda a, b: a * b,
    "muli": lambda a, b: a * b,
    "ori": lambda a, b: a | b,
    "andi": lambda a, b: a & b,
    "maxnumf": _maxnum,
    "minnumf": _minnum,
}


@register("memref.atomic_rmw")
def _atomic_rmw(it: Any, op: Any, args: list) -> tuple:
    v, m = args[0], args[1]
    ix = index(m, args[2:], op.name)
    t = op.results[0].type
    old = POISON if m.poison[ix] else elem_from_numpy(m.data[ix], t)
    kind = kind_name(op)
    if old is POISON or v is POISON:
        new = POISON
    elif kind in ("maxu", "minu"):
        w = int_width(t)
        mask = (1 << w) - 1
        pick = max if kind == "maxu" else min
        new = pick(old, v, key=lambda x: x & mask)
    else:
        new = _RMW[kind](old, v)
        new = float_dtype(t)(new) if kind.endswith("f") else wrap(new, int_width(t))
    if new is POISON:
        m.poison[ix] = True
    else:
        m.data[ix] = elem_to_numpy(new, t)
        m.poison[ix] = False
    return (old,)
