"""Interpreter semantics of the ``flow`` and ``iree_tensor_ext`` ops (IREE's dispatches).

``flow.dispatch.region`` runs its body once and its results are ``flow.return``'s
operands. ``flow.dispatch @exe::@export(args)`` calls the export's function of the
executable's inner module: each tensor argument is bound to a read-only ``Binding`` (the
array; tensors are never mutated), each result to a fresh ``Binding`` of the result's
shape (extents from the dispatch's ``result_dims``), and the results are those bindings'
contents after the call. ``dispatch.tensor.load`` reads a slice of a binding as a tensor,
``dispatch.tensor.store`` writes one (into the binding's own copy). The workgroup count
region is not run: the interpreter runs the whole dispatch as one workgroup.

A result tied to an argument (``-> %arg``, a ``readwrite`` binding) is that argument's
binding: its array is copied on the first store into it (the caller's tensor is a value)
and the result is what the call leaves there.

What it does not do: check that a result binding was written whole (an unwritten element
reads as zero, as ``tensor.empty``'s do).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .interpreter import Exit, register
from .ops_control import split
from .ops_memref import _check_bounds, dynamic_shape, reduce_rank, slicing
from .values import POISON, InterpError, storage_dtype


class Binding:
    """A dispatch binding: the array behind an ``!iree_tensor_ext.dispatch.tensor``."""

    __slots__ = ("array", "owned")

    def __init__(self, array: Any, owned: bool) -> None:
        self.array = array
        self.owned = owned  # False: the caller's tensor, copied before the first store


@register("flow.dispatch.region")
def _region(it: Any, op: Any, args: list) -> tuple:
    return tuple(it.run_region(op.regions[0], []).values)


@register("flow.return")
def _return(it: Any, op: Any, args: list) -> Exit:
    return Exit("flow.return", list(args))


def _lookup_entry(it: Any, op: Any) -> Any:
    ref = op.properties["entry_points"].value[0]
    cache = it.globals.setdefault(("flow.entries",), {})
    key = (ref.root, ref.leaf)
    f = cache.get(key)
    if f is not None:
        return f
    for exe in it.module.regions[0].blocks[0].ops:
        if exe.name != "flow.executable" or exe.properties["sym_name"].value != ref.root:
            continue
        fname = None
        for o in exe.regions[0].blocks[0].ops:
            if o.name == "flow.executable.export" and o.properties["sym_name"].value == ref.leaf:
                fr = o.properties.get("function_ref")
                fname = fr.root if fr is not None else ref.leaf
        for inner in exe.regions[0].blocks[0].ops:
            if inner.name != "builtin.module":
                continue
            for fn in inner.regions[0].blocks[0].ops:
                if fn.name == "func.func" and fn.properties["sym_name"].value == fname:
                    cache[key] = fn
                    return fn
    raise InterpError(f"no entry point @{ref.root}::@{ref.leaf}")


@register("flow.dispatch")
def _dispatch(it: Any, op: Any, args: list) -> tuple:
    from ...rules.flow import tied_operands

    _, operands, _, rdims = split(op, args)
    f = _lookup_entry(it, op)
    bound = [Binding(a, False) if isinstance(a, np.ndarray) else a for a in operands]
    it_dims = iter(rdims)
    outs = []  # every result's binding
    fresh = []  # the bindings passed after the arguments: untied results'
    for r, tied in zip(op.results, tied_operands(op)):
        t = r.type
        n = sum(1 for d in t.shape if d < 0)
        shape = dynamic_shape(t, [next(it_dims) for _ in range(n)])
        if tied >= 0:
            outs.append(bound[tied])  # read-write: the argument, copied on its first store
            continue
        b = Binding(np.zeros(shape, dtype=storage_dtype(t.element_type)), True)
        outs.append(b)
        fresh.append(b)
    it.call_function(f, bound + fresh)
    return tuple(b.array for b in outs)


@register("iree_tensor_ext.dispatch.tensor.load")
def _load(it: Any, op: Any, args: list) -> tuple:
    src, _, offs, sizes, strides = split(op, args)
    a = src[0].array
    if a is POISON:
        return (POISON,)
    sl, _ = slicing(op, offs, sizes, strides)
    _check_bounds(sl, a.shape, op.name)
    return (reduce_rank(a[sl], len(op.results[0].type.shape)).copy(),)


@register("iree_tensor_ext.dispatch.tensor.store")
def _store(it: Any, op: Any, args: list) -> tuple:
    val, tgt, _, offs, sizes, strides = split(op, args)
    b = tgt[0]
    v = val[0]
    if not b.owned:
        b.array = np.array(b.array)
        b.owned = True
    sl, sz = slicing(op, offs, sizes, strides)
    _check_bounds(sl, b.array.shape, op.name)
    if v is POISON:
        raise InterpError("storing a poison tensor into a dispatch binding")
    b.array[sl] = np.asarray(v).reshape([len(range(s.start, s.stop, s.step)) for s in sl])
    return ()
