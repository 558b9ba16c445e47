"""``linalg`` semantics for the interpreter: every structured op through
``LinalgStructuredOpInterface``.

A structured op is one loop nest over its iteration space (the loop ranges come from the
operands' shapes through the indexing maps): at each point, in lexicographic loop order,
the payload region runs on one element of each input and init (read through its map) and
its yield updates the inits. On tensors the results are new arrays (the inits are never
changed); on memrefs the inits are written in place and there are no results. No op name
is looked at: generic, the named ops, map, reduce, transpose and broadcast all run here.

Two ways to run it, with the same results bit for bit:

- *vectorized*, when every map is a projected permutation, each init's map names exactly
  the parallel loops, and every payload op has an array handler (``VECTOR_OPS``: the
  float arithmetic and math functions, integer add/sub/mul and bitwise ops without
  overflow flags, select, ``linalg.index``): the payload runs on whole numpy arrays over
  the parallel loops, once per point of the reduction loops (in their lexicographic
  order), so each init element accumulates in the same order as the scalar loop;
- *scalar*: the loop nest point by point, the payload run by the interpreter (any op it
  knows, undefined behavior detected as elsewhere).

Poison: a poison operand makes tensor results poison, and a memref init poison everywhere
(the interpreter's conservative rule for aggregates).

What it does not do: convolutions, dynamic indexing maps with symbols, or the linalg
transform ops.
"""

from __future__ import annotations

from itertools import product
from typing import Any

import numpy as np

from ...ir.interfaces import DestinationStyleOpInterface, LinalgStructuredOpInterface
from ...ir.types import IntegerType
from .interpreter import Exit, register
from .ops_arith import fastmath, overflow_flags
from .values import POISON, InterpError, MemRef, elem_from_numpy, elem_to_numpy, storage_dtype

__all__ = ["VECTOR_OPS", "run_structured"]

#: the loop indices of the structured ops being run (innermost last): a tuple of ints, or
#: in vectorized runs a list of ints / index arrays, one per loop
_INDICES: list = []


@register("linalg.yield")
def _yield(it: Any, op: Any, args: list) -> Exit:
    return Exit("linalg.yield", args)


@register("linalg.index")
def _index(it: Any, op: Any, args: list) -> tuple:
    if not _INDICES:
        raise InterpError("'linalg.index' outside a structured op")
    return (_INDICES[-1][op.properties["dim"].value],)


# ------------------------------------------------------------------ array handlers


def _float_op(fn: Any) -> Any:
    def make(op: Any) -> Any:
        nnan, ninf = fastmath(op)
        if nnan or ninf:
            return None
        return fn

    return make


def _int_op(fn: Any) -> Any:
    """An integer op on arrays: only without overflow flags and for widths numpy wraps."""

    def make(op: Any) -> Any:
        t = op.results[0].type
        if isinstance(t, IntegerType) and t.width not in (8, 16, 32, 64):
            return None
        if any(overflow_flags(op)):
            return None
        return fn

    return make


def _any_type(fn: Any) -> Any:
    return lambda op: fn


def _ieee_max(x: Any, y: Any) -> Any:
    """``maximumf`` exactly as the scalar handler picks (which NaN, which zero)."""
    pick = np.where((x == 0) & (y == 0), np.where(np.signbit(x), y, x), np.where(x > y, x, y))
    return np.where(np.isnan(x), x, np.where(np.isnan(y), y, pick))


def _ieee_min(x: Any, y: Any) -> Any:
    pick = np.where((x == 0) & (y == 0), np.where(np.signbit(x), x, y), np.where(x < y, x, y))
    return np.where(np.isnan(x), x, np.where(np.isnan(y), y, pick))


def _maxnum(x: Any, y: Any) -> Any:
    """``maxnumf``: a NaN operand gives the other one; else the scalar's ``max(x, y)``."""
    return np.where(np.isnan(x), y, np.where(np.isnan(y), x, np.where(y > x, y, x)))


def _minnum(x: Any, y: Any) -> Any:
    return np.where(np.isnan(x), y, np.where(np.isnan(y), x, np.where(y < x, y, x)))


def _erf(x: Any) -> Any:
    import math

    dt = np.asarray(x).dtype
    return np.frompyfunc(lambda v: math.erf(float(v)), 1, 1)(x).astype(dt)


def _rsqrt(x: Any) -> Any:
    x = np.asarray(x)
    return x.dtype.type(1) / np.sqrt(x)


def _vround(x: Any) -> Any:
    x = np.asarray(x)
    r = np.trunc(x)
    up = np.abs(x - r) >= 0.5
    out = np.where(up, r + np.copysign(x.dtype.type(1), x), r)
    return np.where(np.isfinite(x), out, x)


_CMPF = {
    1: np.equal,
    2: np.greater,
    3: np.greater_equal,
    4: np.less,
    5: np.less_equal,
    6: np.not_equal,
}


def _cmpf(op: Any) -> Any:
    """``arith.cmpf`` on arrays: ordered predicates are false, unordered ones true, where an
    operand is NaN (MLIR's ``CmpFPredicate``)."""
    if any(fastmath(op)):
        return None
    p = int(getattr(op.properties["predicate"], "value", 0))

    def f(x: Any, y: Any) -> Any:
        unordered = np.isnan(x) | np.isnan(y)
        if p == 0 or p == 15:
            return np.broadcast_to(p == 15, np.broadcast(x, y).shape)
        if p == 7:
            return ~unordered
        if p == 14:
            return unordered
        if p < 7:
            return _CMPF[p](x, y) & ~unordered
        return _CMPF[p - 7](x, y) | unordered

    return f


_CMPI = {
    0: np.equal,
    1: np.not_equal,
    2: np.less,
    3: np.less_equal,
    4: np.greater,
    5: np.greater_equal,
}


def _cmpi(op: Any) -> Any:
    """``arith.cmpi`` on arrays: the signed predicates (and eq/ne); unsigned ones run
    element by element."""
    p = int(getattr(op.properties["predicate"], "value", 0))
    fn = _CMPI.get(p)
    t = op.op_operands[0].value.type
    if fn is None or (isinstance(t, IntegerType) and t.width not in (8, 16, 32, 64)):
        return None
    return fn


def _sitofp(op: Any) -> Any:
    """Exact for sources of at most 32 bits (through f64, as the scalar conversion)."""
    t = op.op_operands[0].value.type
    if not isinstance(t, IntegerType) or t.width not in (8, 16, 32):
        return None
    dt = storage_dtype(op.results[0].type)
    return lambda x: np.asarray(x).astype(np.float64).astype(dt)


def _extsi(op: Any) -> Any:
    t = op.op_operands[0].value.type
    if not isinstance(t, IntegerType) or t.width not in (8, 16, 32):
        return None
    dt = storage_dtype(op.results[0].type)
    return lambda x: np.asarray(x).astype(dt)


def _extf(op: Any) -> Any:
    if any(fastmath(op)) or op.properties.get("roundingmode") is not None:
        return None
    dt = storage_dtype(op.results[0].type)
    return lambda x: np.asarray(x).astype(dt)


#: op name -> make(op) returning an array function of the operands (None: not for this op)
VECTOR_OPS: dict[str, Any] = {
    "arith.addf": _float_op(lambda x, y: x + y),
    "arith.subf": _float_op(lambda x, y: x - y),
    "arith.mulf": _float_op(lambda x, y: x * y),
    "arith.divf": _float_op(lambda x, y: x / y),
    "arith.maximumf": _float_op(_ieee_max),
    "arith.minimumf": _float_op(_ieee_min),
    "arith.maxnumf": _float_op(_maxnum),
    "arith.minnumf": _float_op(_minnum),
    "arith.negf": _float_op(lambda x: -x),
    "math.exp": _float_op(np.exp),
    "math.log": _float_op(np.log),
    "math.sqrt": _float_op(np.sqrt),
    "math.rsqrt": _float_op(_rsqrt),
    "math.tanh": _float_op(np.tanh),
    "math.absf": _float_op(np.abs),
    "math.ceil": _float_op(np.ceil),
    "math.floor": _float_op(np.floor),
    "math.round": _float_op(_vround),
    "math.erf": _float_op(_erf),
    "math.powf": _float_op(np.power),
    "arith.addi": _int_op(lambda x, y: x + y),
    "arith.subi": _int_op(lambda x, y: x - y),
    "arith.muli": _int_op(lambda x, y: x * y),
    "arith.andi": _any_type(lambda x, y: x & y),
    "arith.ori": _any_type(lambda x, y: x | y),
    "arith.xori": _any_type(lambda x, y: x ^ y),
    "arith.maxsi": _int_op(np.maximum),
    "arith.minsi": _int_op(np.minimum),
    "arith.select": _any_type(lambda c, a, b: np.where(c, a, b)),
    "arith.cmpf": _cmpf,
    "arith.cmpi": _cmpi,
    "arith.sitofp": _sitofp,
    "arith.extsi": _extsi,
    "arith.extf": _extf,
}


def _vector_plan(block: Any) -> list | None:
    """The payload's ops as (op, array function) pairs, or None when one has no array
    handler. ``arith.constant`` and ``linalg.index`` run as in the scalar interpreter."""
    plan = []
    op = block.first
    while op is not None:
        name = op.name
        if name in ("linalg.yield", "linalg.index", "arith.constant"):
            plan.append((op, None))
        else:
            make = VECTOR_OPS.get(name)
            fn = make(op) if make is not None else None
            if fn is None:
                return None
            if name == "arith.andi" or name == "arith.ori" or name == "arith.xori":
                t = op.results[0].type
                if isinstance(t, IntegerType) and t.width not in (1, 8, 16, 32, 64):
                    return None
            plan.append((op, fn))
        op = op.next
    return plan


def _run_vector(it: Any, plan: list, block: Any, args: list) -> list:
    env: dict = dict(zip(block.args, args))
    outer = it.env
    for op, fn in plan:
        vals = []
        for o in op.op_operands:
            v = o.value
            x = env.get(v, _MISSING)
            if x is _MISSING:
                x = outer[v]
                if x is POISON:  # a poison from outside the payload: the scalar loop decides
                    raise _ScalarFallback
            if type(x) is int and v.type is _I1:  # scalar i1 (-1 / 0) as numpy's bool
                x = np.bool_(x & 1)
            vals.append(x)
        name = op.name
        if name == "linalg.yield":
            return vals
        if fn is None:
            r = it.table[name](it, op, vals)
            env[op.results[0]] = r[0]
            continue
        env[op.results[0]] = fn(*vals)
    return []


_MISSING = object()


class _ScalarFallback(Exception):
    """The vectorized run cannot go on (a poison operand): run the scalar loop nest."""


_I1 = IntegerType.get(1)


# ------------------------------------------------------------------ the loop nest


def _dim_positions(m: Any) -> list | None:
    """The loop of each result of ``m`` when it is a projected permutation, else None."""
    out = []
    for e in m.results:
        if type(e).__name__ != "AffineDimExpr":
            return None
        out.append(e.position)
    if len(set(out)) != len(out):
        return None
    return out


def _loop_sizes(maps: list, arrays: list, n: int) -> list:
    sizes: list = [None] * n
    for m, a in zip(maps, arrays):
        if not isinstance(a, np.ndarray):
            continue
        for j, e in enumerate(m.results):
            if type(e).__name__ == "AffineDimExpr" and sizes[e.position] is None:
                sizes[e.position] = a.shape[j]
    for d in range(n):
        if sizes[d] is None:
            raise InterpError(f"loop {d} of a structured op has no size (no operand indexes it)")
    return sizes


def _to_space(a: Any, pos: list, n: int, sizes: list) -> Any:
    """``a`` (indexed by the loops ``pos``) as an array over all ``n`` loops (a broadcast
    view)."""
    if not isinstance(a, np.ndarray):
        return a
    order = sorted(range(len(pos)), key=lambda j: pos[j])
    t = a.transpose(order) if order != list(range(len(pos))) else a
    shape = [1] * n
    for j in order:
        shape[pos[j]] = a.shape[j]
    return np.broadcast_to(t.reshape(shape), sizes)


def _run_vectorized(
    it: Any, block: Any, plan: list, maps: list, iters: list, arrays: list, n_in: int, sizes: list
) -> list | None:
    n = len(iters)
    par = [d for d in range(n) if iters[d] == "parallel"]
    red = [d for d in range(n) if iters[d] != "parallel"]
    positions = [_dim_positions(m) for m in maps]
    if any(p is None for p in positions):
        return None
    for p in positions[n_in:]:
        if sorted(p) != par:
            return None
    spaces = [_to_space(a, p, n, sizes) for a, p in zip(arrays[:n_in], positions[:n_in])]
    accs = []
    for a, p in zip(arrays[n_in:], positions[n_in:]):
        order = sorted(range(len(p)), key=lambda j: p[j])
        accs.append(np.array(a.transpose(order), dtype=a.dtype))
    par_shape = [sizes[d] for d in par]
    index: list = [None] * n
    for k, d in enumerate(par):
        shape = [1] * len(par)
        shape[k] = sizes[d]
        index[d] = np.arange(sizes[d], dtype=np.int64).reshape(shape)
    _INDICES.append(index)
    try:
        for r in product(*[range(sizes[d]) for d in red]):
            sel: list = [slice(None)] * n
            for d, v in zip(red, r):
                sel[d] = v
                index[d] = v
            key = tuple(sel)
            ins = [s[key] if isinstance(s, np.ndarray) else s for s in spaces]
            vals = _run_vector(it, plan, block, ins + accs)
            accs = [
                np.array(np.broadcast_to(np.asarray(v, dtype=acc.dtype), par_shape))
                for v, acc in zip(vals, accs)
            ]
    finally:
        _INDICES.pop()
    out = []
    for acc, p in zip(accs, positions[n_in:]):
        order = sorted(range(len(p)), key=lambda j: p[j])
        inv = [0] * len(order)
        for k, j in enumerate(order):
            inv[j] = k
        out.append(acc.transpose(inv) if order != list(range(len(p))) else acc)
    return out


def _run_scalar(
    it: Any, region: Any, maps: list, arrays: list, types: list, n_in: int, sizes: list
) -> list:
    outs = [np.array(a) for a in arrays[n_in:]]
    operands = arrays[:n_in] + outs
    elems = [getattr(t, "element_type", t) for t in types]
    _INDICES.append(())
    try:
        for pt in product(*[range(s) for s in sizes]):
            _INDICES[-1] = pt
            args = []
            for a, m, et in zip(operands, maps, elems):
                if isinstance(a, np.ndarray):
                    args.append(elem_from_numpy(a[tuple(m.evaluate(pt))], et))
                else:
                    args.append(a)
            vals = it.run_region(region, args).values
            for o, v, m, et in zip(outs, vals, maps[n_in:], elems[n_in:]):
                if v is POISON:
                    return [POISON] * len(outs)
                o[tuple(m.evaluate(pt))] = elem_to_numpy(v, et)
    finally:
        _INDICES.pop()
    return outs


def run_structured(it: Any, op: Any, args: list) -> tuple:
    """Run a structured op on its operand values; return its results (none on memrefs)."""
    s = op.interface(LinalgStructuredOpInterface)
    if s is None:
        raise InterpError(f"'{op.name}' is not a structured op")
    dps = op.interface(DestinationStyleOpInterface)
    n_init = len(dps.dps_init_operands())
    n_in = len(args) - n_init
    maps = s.indexing_maps()
    iters = s.iterator_types()
    region = s.payload_region()
    block = region.blocks[0]
    types = [o.value.type for o in op.op_operands]
    memref_inits = [a for a in args[n_in:] if isinstance(a, MemRef)]
    poisoned = any(a is POISON for a in args) or any(
        isinstance(a, MemRef) and a.poison.any() for a in args[:n_in]
    )
    if poisoned:
        for m in memref_inits:
            m.poison[...] = True
        return tuple(POISON for a in args[n_in:] if not isinstance(a, MemRef))
    arrays = [a.data if isinstance(a, MemRef) else a for a in args]
    sizes = _loop_sizes(maps, arrays, len(iters))
    outs = None
    plan = _vector_plan(block)
    if op.name == "linalg.map":
        outs = _run_map(it, block, plan, region, maps, arrays, types, n_in, sizes, iters)
    else:
        if plan is not None:
            try:
                outs = _run_vectorized(it, block, plan, maps, iters, arrays, n_in, sizes)
            except _ScalarFallback:
                outs = None
        if outs is None:
            outs = _run_scalar(it, region, maps, arrays, types, n_in, sizes)
    results = []
    for a, o, t in zip(args[n_in:], outs, types[n_in:]):
        if isinstance(a, MemRef):
            if o is POISON:
                a.poison[...] = True
            else:
                a.data[...] = o
                a.poison[...] = False
        else:
            results.append(o if o is POISON else np.asarray(o, dtype=storage_dtype(t.element_type)))
    return tuple(results)


def _run_map(
    it: Any,
    block: Any,
    plan: list | None,
    region: Any,
    maps: list,
    arrays: list,
    types: list,
    n_in: int,
    sizes: list,
    iters: list,
) -> list:
    """``linalg.map``: the block takes the inputs; the yield is the init's new element."""
    if plan is not None:
        _INDICES.append(
            [
                np.arange(s).reshape([s if k == d else 1 for k in range(len(sizes))])
                for d, s in enumerate(sizes)
            ]
        )
        try:
            vals = _run_vector(it, plan, block, list(arrays[:n_in]))
            out = arrays[n_in]
            return [np.array(np.broadcast_to(np.asarray(vals[0], dtype=out.dtype), out.shape))]
        except _ScalarFallback:
            pass
        finally:
            _INDICES.pop()
    out = np.array(arrays[n_in])
    elems = [getattr(t, "element_type", t) for t in types]
    _INDICES.append(())
    try:
        for pt in product(*[range(s) for s in sizes]):
            _INDICES[-1] = pt
            args = [elem_from_numpy(a[pt], et) for a, et in zip(arrays[:n_in], elems)]
            v = it.run_region(region, args).values[0]
            if v is POISON:
                return [POISON]
            out[pt] = elem_to_numpy(v, elems[n_in])
    finally:
        _INDICES.pop()
    return [out]


def _register_all() -> None:
    """Make ``run_structured`` the handler of every op of the ``linalg`` dialect that
    implements ``LinalgStructuredOpInterface`` (found through the interface, not by name)."""
    from ...ir.context import Context

    ctx = Context()
    if "linalg" not in ctx.dialects:
        return
    for name, cls in list(ctx.op_classes.items()):
        if LinalgStructuredOpInterface in getattr(cls, "INTERFACES", {}):
            register(name)(run_structured)


_register_all()
