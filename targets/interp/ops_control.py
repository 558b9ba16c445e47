"""Control flow for the interpreter: ``func``, ``cf`` and ``scf``.

``func.call`` runs the callee in a fresh frame (recursion works);
``func.return``/``scf.yield``/``scf.condition`` leave their region; ``cf``
branches jump between blocks of a region, and branching on poison is
undefined behavior, as is a failing ``cf.assert`` (raised as
``UndefinedBehavior`` carrying the message). ``scf.for`` runs its body for
``lb, lb+step, ...`` while ``iv < ub`` (signed comparison; a non-positive
step is undefined behavior, as in MLIR), ``scf.while`` alternates its two
regions, ``scf.if``/``scf.index_switch`` pick a region, ``scf.parallel``
runs its iterations in order and combines ``scf.reduce`` values in that
order, ``scf.execute_region`` runs a (possibly multi-block) region.

What it does not do: ``func.call_indirect`` through non-constant callees
other than ``func.constant`` values, or ``scf.forall``.
"""

from __future__ import annotations

from typing import Any

from .interpreter import Exit, Jump, register
from .values import POISON, InterpError, UndefinedBehavior, int_width, wrap


def segments(op: Any, n: int) -> list[list]:
    """Operand *values* split by ``operandSegmentSizes`` (``n`` groups)."""
    a = op.properties.get("operandSegmentSizes")
    if a is None:
        raise InterpError(f"'{op.name}' lacks operandSegmentSizes")
    sizes = a.values
    if callable(sizes):
        sizes = sizes()
    return list(sizes)


def split(op: Any, args: list) -> list[list]:
    sizes = segments(op, 0)
    out = []
    i = 0
    for s in sizes:
        out.append(args[i : i + s])
        i += s
    return out


# ------------------------------------------------------------------ func


@register("func.return")
def _return(it: Any, op: Any, args: list) -> Exit:
    return Exit("func.return", args)


@register("func.call")
def _call(it: Any, op: Any, args: list) -> tuple:
    callee = op.properties["callee"]
    name = getattr(callee, "root", None) or getattr(callee, "value", None)
    f = it.lookup(name)
    return tuple(it.call_function(f, list(args)))


@register("func.constant")
def _fconstant(it: Any, op: Any, args: list) -> tuple:
    v = op.properties["value"]
    return (getattr(v, "root", None) or getattr(v, "value", None),)


@register("func.call_indirect")
def _call_indirect(it: Any, op: Any, args: list) -> tuple:
    f = it.lookup(args[0])
    return tuple(it.call_function(f, list(args[1:])))


# ------------------------------------------------------------------ cf


def _cond(c: Any, what: str) -> bool:
    if c is POISON:
        raise UndefinedBehavior(f"'{what}' branches on poison")
    return bool(c)


@register("cf.br")
def _br(it: Any, op: Any, args: list) -> Jump:
    return Jump(op.successors[0], args)


@register("cf.cond_br")
def _cond_br(it: Any, op: Any, args: list) -> Jump:
    _, t, f = split(op, args)
    if _cond(args[0], op.name):
        return Jump(op.successors[0], t)
    return Jump(op.successors[1], f)


@register("cf.switch")
def _switch(it: Any, op: Any, args: list) -> Jump:
    flag, default, cases = split(op, args)
    v = flag[0]
    if v is POISON:
        raise UndefinedBehavior("'cf.switch' on poison")
    cv = op.properties.get("case_values")
    values: list = []
    if cv is not None:
        vals = cv.values
        values = list(vals() if callable(vals) else vals)
    seg = op.properties["case_operand_segments"].values
    seg = list(seg() if callable(seg) else seg)
    w = int_width(op.op_operands[0].value.type)
    i = 0
    for k, (cval, n) in enumerate(zip(values, seg)):
        if wrap(int(cval), w) == v:
            return Jump(op.successors[1 + k], cases[i : i + n])
        i += n
    return Jump(op.successors[0], default)


@register("cf.assert")
def _assert(it: Any, op: Any, args: list) -> tuple:
    if not _cond(args[0], op.name):
        msg = op.properties.get("msg")
        raise UndefinedBehavior(f"assertion failed: {getattr(msg, 'value', msg)}")
    return ()


# ------------------------------------------------------------------ scf


@register(
    "scf.yield", "scf.condition", "tensor.yield", "scf.reduce.return", "memref.alloca_scope.return"
)
def _yield(it: Any, op: Any, args: list) -> Exit:
    return Exit(op.name, args)


@register("scf.for")
def _for(it: Any, op: Any, args: list) -> tuple:
    lb, ub, step = args[0], args[1], args[2]
    carried = list(args[3:])
    if lb is POISON or ub is POISON or step is POISON:
        raise UndefinedBehavior("'scf.for' with poison bounds")
    if step <= 0:
        raise UndefinedBehavior("'scf.for' with a non-positive step")
    w = int_width(op.op_operands[0].value.type)
    region = op.regions[0]
    iv = lb
    while iv < ub:
        carried = it.run_region(region, [iv] + carried).values
        nxt = iv + step
        if wrap(nxt, w) != nxt:  # the induction variable would wrap: stop
            break
        iv = nxt
    return tuple(carried)


@register("scf.while")
def _while(it: Any, op: Any, args: list) -> tuple:
    before, after = op.regions[0], op.regions[1]
    vals = list(args)
    while True:
        ex = it.run_region(before, vals)
        c = ex.values[0]
        if _cond(c, "scf.condition"):
            vals = it.run_region(after, list(ex.values[1:])).values
        else:
            return tuple(ex.values[1:])


@register("scf.if")
def _if(it: Any, op: Any, args: list) -> tuple:
    region = op.regions[0] if _cond(args[0], op.name) else op.regions[1]
    if not region.blocks:
        return ()
    return tuple(it.run_region(region, []).values)


@register("scf.index_switch")
def _index_switch(it: Any, op: Any, args: list) -> tuple:
    v = args[0]
    if v is POISON:
        raise UndefinedBehavior("'scf.index_switch' on poison")
    cases = op.properties["cases"].values
    cases = list(cases() if callable(cases) else cases)
    region = op.regions[0]
    for k, c in enumerate(cases):
        if c == v:
            region = op.regions[1 + k]
            break
    return tuple(it.run_region(region, []).values)


@register("scf.execute_region", "memref.alloca_scope")
def _execute_region(it: Any, op: Any, args: list) -> tuple:
    return tuple(it.run_region(op.regions[0], []).values)


@register("scf.parallel")
def _parallel(it: Any, op: Any, args: list) -> tuple:
    lbs, ubs, steps, inits = split(op, args)
    for s in steps:
        if s is POISON or s <= 0:
            raise UndefinedBehavior("'scf.parallel' with a non-positive step")
    acc = list(inits)
    region = op.regions[0]
    idx = list(lbs)
    if any(lb >= ub for lb, ub in zip(lbs, ubs)):
        return tuple(acc)
    while True:
        ex = it.run_region(region, list(idx))
        if ex.kind == "scf.reduce" and acc:
            acc = _combine(it, ex, acc)
        # next index (row-major)
        d = len(idx) - 1
        while d >= 0:
            idx[d] += steps[d]
            if idx[d] < ubs[d]:
                break
            idx[d] = lbs[d]
            d -= 1
        if d < 0:
            return tuple(acc)


class _Reduce(Exit):
    __slots__ = ("op",)


@register("scf.reduce")
def _reduce(it: Any, op: Any, args: list) -> Exit:
    ex = _Reduce("scf.reduce", args)
    ex.op = op
    return ex


def _combine(it: Any, ex: Any, acc: list) -> list:
    out = []
    for i, (a, v) in enumerate(zip(acc, ex.values)):
        r = ex.op.regions[i]
        out.append(it.run_region(r, [a, v]).values[0])
    return out
