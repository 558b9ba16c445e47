"""The affine dialect for the interpreter.

Maps are evaluated exactly (``ir.affine``: floordiv/ceildiv round toward -inf/+inf, mod
is non-negative for a positive divisor) and the result wrapped to 64 bits, as the index
arithmetic ``lower-affine`` produces; a division or modulo by zero is undefined behavior.
``affine.for`` runs from the max of its lower bounds while below the min of its upper
bounds; ``affine.parallel`` runs its iterations in row-major order and folds the yielded
values into its reductions in that order, starting from arith's identity values (as the
``scf.parallel`` that ``lower-affine`` makes); ``affine.if`` tests its integer set.

What it does not do: the ``assign``/``maxs``/... reductions ``lower-affine`` refuses.
"""

from __future__ import annotations

import math
from typing import Any

from ...rules.affine import RMW_KINDS, bounds, parallel_bounds, step_of
from .interpreter import Exit, register
from .ops_arith import _maximum, _minimum
from .ops_memref import _load, _store
from .values import POISON, UndefinedBehavior, float_dtype, int_width, wrap


def _ints(op: Any, vals: list) -> list:
    for v in vals:
        if v is POISON:
            raise UndefinedBehavior(f"'{op.name}' on a poison index")
    return vals


def eval_map(op: Any, m: Any, vals: list) -> list:
    _ints(op, vals)
    try:
        return [wrap(x, 64) for x in m.evaluate(vals[: m.num_dims], vals[m.num_dims :])]
    except ZeroDivisionError:
        raise UndefinedBehavior(f"'{op.name}' divides by zero") from None


@register("affine.apply")
def _apply(it: Any, op: Any, args: list) -> tuple:
    return tuple(eval_map(op, op.properties["map"].map, args))


@register("affine.min")
def _min(it: Any, op: Any, args: list) -> tuple:
    return (min(eval_map(op, op.properties["map"].map, args)),)


@register("affine.max")
def _max(it: Any, op: Any, args: list) -> tuple:
    return (max(eval_map(op, op.properties["map"].map, args)),)


@register("affine.yield")
def _yield(it: Any, op: Any, args: list) -> Exit:
    return Exit(op.name, args)


@register("affine.for")
def _for(it: Any, op: Any, args: list) -> tuple:
    lbm, lbs, ubm, ubs, inits = bounds(op)
    a, b = len(lbs), len(ubs)
    lb = max(eval_map(op, lbm, args[:a]))
    ub = min(eval_map(op, ubm, args[a : a + b]))
    step = step_of(op)
    carried = list(args[a + b :])
    region = op.regions[0]
    iv = lb
    while iv < ub:
        carried = it.run_region(region, [iv] + carried).values
        iv += step
        if wrap(iv, 64) != iv:
            break
    return tuple(carried)


@register("affine.if")
def _if(it: Any, op: Any, args: list) -> tuple:
    s = op.attributes["condition"].set
    _ints(op, args)
    try:
        taken = s.contains(args[: s.num_dims], args[s.num_dims :])
    except ZeroDivisionError:
        raise UndefinedBehavior(f"'{op.name}' divides by zero") from None
    region = op.regions[0] if taken else op.regions[1]
    if not region.blocks:
        return ()
    return tuple(it.run_region(region, []).values)


def _identity(kind: str, t: Any) -> Any:
    if kind in ("addf", "mulf", "maximumf", "minimumf"):
        dt = float_dtype(t)
        return dt({"addf": 0.0, "mulf": 1.0, "maximumf": -math.inf, "minimumf": math.inf}[kind])
    return {"addi": 0, "ori": 0, "muli": 1, "andi": -1}[kind]


def _combine(kind: str, t: Any, x: Any, y: Any) -> Any:
    if x is POISON or y is POISON:
        return POISON
    if kind == "addf":
        return x + y
    if kind == "mulf":
        return x * y
    if kind == "maximumf":
        return _maximum(x, y)
    if kind == "minimumf":
        return _minimum(x, y)
    w = int_width(t)
    if kind == "addi":
        return wrap(x + y, w)
    if kind == "muli":
        return wrap(x * y, w)
    if kind == "ori":
        return wrap(x | y, w)
    return wrap(x & y, w)


@register("affine.parallel")
def _parallel(it: Any, op: Any, args: list) -> tuple:
    lbm, lbs, lbg, ubm, ubs, ubg, steps = parallel_bounds(op)
    lo_all = eval_map(op, lbm, args[: len(lbs)])
    up_all = eval_map(op, ubm, args[len(lbs) :])
    lows, ups = [], []
    i = j = 0
    for g, h in zip(lbg, ubg):
        lows.append(max(lo_all[i : i + g]))
        ups.append(min(up_all[j : j + h]))
        i += g
        j += h
    kinds = [RMW_KINDS[a.value] for a in op.properties["reductions"].value]
    types = [r.type for r in op.results]
    acc = [_identity(k, t) for k, t in zip(kinds, types)]
    region = op.regions[0]
    if any(lo >= up for lo, up in zip(lows, ups)):
        return tuple(acc)
    idx = list(lows)
    while True:
        ex = it.run_region(region, list(idx))
        acc = [_combine(k, t, a, v) for k, t, a, v in zip(kinds, types, acc, ex.values)]
        d = len(idx) - 1
        while d >= 0:
            idx[d] += steps[d]
            if idx[d] < ups[d]:
                break
            idx[d] = lows[d]
            d -= 1
        if d < 0:
            return tuple(acc)


@register("affine.load")
def _aload(it: Any, op: Any, args: list) -> tuple:
    idx = eval_map(op, op.properties["map"].map, args[1:])
    return _load(it, op, [args[0]] + idx)


@register("affine.store")
def _astore(it: Any, op: Any, args: list) -> tuple:
    idx = eval_map(op, op.properties["map"].map, args[2:])
    return _store(it, op, [args[0], args[1]] + idx)


@register("affine.delinearize_index")
def _delinearize(it: Any, op: Any, args: list) -> tuple:
    x = _ints(op, args)[0]
    basis = args[1:]
    out = []
    for k in range(len(basis)):
        stride = 1
        for b in basis[k + 1 :]:
            stride *= b
        if stride == 0 or (k > 0 and basis[k] == 0):
            raise UndefinedBehavior(f"'{op.name}' with a zero basis")
        q = x // stride
        out.append(q % basis[k] if k > 0 else q)
    return tuple(wrap(v, 64) for v in out)
