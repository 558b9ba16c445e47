"""``scf-for-vectorize``: innermost ``scf.for`` loops over contiguous elements become loops
over 1-D vectors (irlite's own pass; MLIR vectorizes at the affine level,
``affine-super-vectorize``, and linalg ops through the transform dialect).

The loops ``convert-linalg-to-loops`` writes for elementwise ops and row reductions are
left to LLVM's loop vectorizer by default, which does well, but then the vector loop's
shape is LLVM's to choose and nothing can be placed once per vector iteration (a
prefetch per cache line, ``scf-for-row-prefetch``: one per element keeps LLVM from
vectorizing at all). This pass makes that loop itself:

    scf.for %j = %lb to %ub step %c1 iter_args(%s = %s0) -> (f32) {
      %x = memref.load %A[%i, %j]                  %v = vector.load %A[%i, %j]
      %e = <elementwise ops of %x, %u>     ==>     %e = <the same ops on vector<VFxf32>, %u broadcast>
      memref.store %e, %B[%i, %j]                  vector.store %e, %B[%i, %j]
      %t = arith.addf %e, %s {reassoc}             %t = arith.addf %e, %acc {reassoc}
      scf.yield %t
    }

stepping by ``VF`` (``vector-bits`` divided by the widest element type's width: 2048
bits, four AVX-512 registers, are 64 ``f32`` lanes, the four independent vectors LLVM
interleaves), with the reduction's accumulator a vector that starts at the combiner's
neutral element and is folded into the scalar by ``vector.reduction`` after the loop.
When the trip count is not known to be a multiple of ``VF``, the original loop stays
after the vector one for the remaining iterations (a scalar epilogue).

A loop is vectorized when all of these hold (otherwise it is left alone):

- its step is the constant 1, its body one block without nested regions, and with
  constant bounds it runs at least ``min-steps`` (32) vector steps: LLVM unrolls shorter
  constant loops completely and then hoists the loads that do not depend on the
  enclosing loop out of it, into spilled registers (layernorm's 1024-element rows, 16
  steps, ran 20% slower so);
- every op is a ``memref.load``/``memref.store`` whose last index is the induction
  variable and whose other indices are defined outside the loop (a contiguous row of an
  identity-layout memref of integers or floats), a load at indices defined outside
  (one value for all lanes), or a pure ``arith``/``math`` op on integer or float scalars
  (``arith.constant`` included); the induction variable is used only as a last index;
- every carried value is a reduction: its only use is one operand of a combiner
  (``arith.addf``/``mulf`` with ``reassoc``, ``maxnumf``/``minnumf``/``maximumf``/
  ``minimumf``, ``addi``/``muli``/``andi``/``ori``/``xori``, ``maxsi``/``minsi``/
  ``maxui``/``minui``) whose result is only yielded in its place;
- a store and another access that may touch the same memory (``promote-loop-accumulators``'
  aliasing rules) use the same memref value, both at the induction variable: iteration
  ``j`` then touches only what iteration ``j`` did, lane by lane, in the same order.

Reordering a floating-point sum or product is only allowed by ``reassoc``
(``reduction-fastmath`` gives it to the combiners of the reductions linalg ops make);
min and max reductions are exact in any order.

A ``maximumf``/``minimumf`` reduction in a loop that only reads (no store) is checked
rather than exact: x86 has no instruction for IEEE maximum (LLVM expands a vector
``maximumf`` into six, with the accumulator on their critical path), so the vector loop
keeps ``select(cmpf ogt (x, acc), x, acc)`` (``olt`` for the minimum; one ``vmaxps``) and
a vector sum of the elements. That select drops a NaN element and keeps the first of
``-0`` and ``+0``, and nothing else differs from ``maximumf``; after the loop the result
is kept when the sum is not NaN (a NaN element makes it NaN; without one it is NaN
only where infinities of both signs meet) and the maximum of the lanes is not a zero,
and otherwise the original scalar loop runs again from the start (``scf.if``). Rows
with a NaN, infinities of both signs or a zero maximum pay twice. Softmax over
4096x4096 f32 on one thread (its max loop is ``maximumf`` when traced from numpy):
8.9 -> 8.0 ms, best of 8 rounds alternating the two.

What it does not do: strided or gathered accesses, masked tails (the epilogue is
scalar), loops with nested regions or ``index`` arithmetic on the induction variable,
outer loops.
"""

from __future__ import annotations

import math
from typing import Any

from ...ir.builder import Builder
from ...ir.core import Operation, Value
from ...ir.types import FloatType, IndexType, IntegerType, MemRefType, VectorType
from ..conversion.llvm_common.pattern import _flag_words
from ..infra.pass_base import Option, Pass, Statistic, register_pass
from .promote_loop_accumulators import (
    _const_index,
    _defined_outside,
    _indices,
    _memref_of,
    may_alias,
)

__all__ = ["ScfForVectorize", "vectorize_loops"]

_MEM = frozenset({"memref.load", "memref.store"})

#: combiner -> (vector.reduction kind, needs reassoc)
_COMBINERS = {
    "arith.addf": ("add", True),
    "arith.mulf": ("mul", True),
    "arith.maxnumf": ("maxnumf", False),
    "arith.minnumf": ("minnumf", False),
    "arith.maximumf": ("maximumf", False),
    "arith.minimumf": ("minimumf", False),
    "arith.addi": ("add", False),
    "arith.muli": ("mul", False),
    "arith.andi": ("and", False),
    "arith.ori": ("or", False),
    "arith.xori": ("xor", False),
    "arith.maxsi": ("maxsi", False),
    "arith.minsi": ("minsi", False),
    "arith.maxui": ("maxui", False),
    "arith.minui": ("minui", False),
}

#: reductions that vectorize as a select (one instruction) whose result is checked after
#: the loop
_SPECULATED = frozenset({"maximumf", "minimumf"})

#: arith ops that may not become lane-wise (they read or make ``index`` values)
_NOT_ELEMENTWISE = frozenset({"arith.index_cast", "arith.index_castui"})

#: the math ops ``convert-math-to-llvm`` lowers on vectors (to LLVM intrinsics); the
#: others (``tan``, ``erf`` on f64, ``ipowi``, ``fpowi``, ...) call libm or are expanded
#: per scalar, so their loops stay scalar
_VECTOR_MATH = frozenset(
    f"math.{n}"
    for n in [
        "absf",
        "absi",
        "ceil",
        "floor",
        "round",
        "roundeven",
        "trunc",
        "sqrt",
        "rsqrt",
        "exp",
        "exp2",
        "expm1",
        "log",
        "log2",
        "log10",
        "log1p",
        "sin",
        "cos",
        "copysign",
        "powf",
        "fma",
        "ctpop",
        "ctlz",
        "cttz",
    ]
)


def _scalar(t: Any) -> bool:
    return isinstance(t, FloatType) or (isinstance(t, IntegerType) and t.width <= 64)


def _fastmath_has(op: Operation, flag: str) -> bool:
    fm = op.properties.get("fastmath")
    words = set(_flag_words(fm)) if fm is not None else set()
    return flag in words or "fast" in words


def _pure_elementwise(op: Operation) -> bool:
    from ...ir.side_effects import YES, effect_facts

    if op.regions or op.name in _NOT_ELEMENTWISE or len(op.results) != 1:
        return False
    dialect = op.name.split(".", 1)[0]
    if dialect != "arith" and op.name not in _VECTOR_MATH:
        return False
    f = effect_facts(type(op))
    if f.per_op or f.free is not YES:
        return False
    return all(_scalar(r.type) for r in op.results) and all(
        _scalar(o.value.type) for o in op.op_operands
    )


class _Plan:
    __slots__ = ("vector", "reductions", "width", "memrefs")

    def __init__(self) -> None:
        self.vector: set[Value] = set()  # values that become vectors
        self.reductions: list[tuple[int, Operation, str]] = []  # (iter index, combiner, kind)
        self.width = 8
        self.memrefs: list[Operation] = []


def _analyze(loop: Operation) -> _Plan | None:
    """What vectorizing ``loop`` means, or None when it may not be (module docstring)."""
    if len(loop.regions[0].blocks) != 1:
        return None
    if _const_index(loop.op_operands[2].value) != 1:
        return None
    body = loop.regions[0].blocks[0]
    iv, iters = body.args[0], list(body.args[1:])
    yield_op = body.last
    plan = _Plan()
    # reductions first: each carried value feeds one combiner that is yielded in its place
    for k, arg in enumerate(iters):
        if not _scalar(arg.type):
            return None
        users = list(arg.uses)
        if len(users) != 1:
            return None
        c = users[0].owner
        spec = _COMBINERS.get(c.name)
        if spec is None or c.parent is not body or len(c.op_operands) != 2:
            return None
        kind, reassoc = spec
        if reassoc and not _fastmath_has(c, "reassoc"):
            return None
        r = c.results[0]
        if yield_op.op_operands[k].value is not r or r.num_uses() != 1:
            return None
        plan.reductions.append((k, c, kind))
        plan.vector.add(arg)
    for u in iv.uses:
        o = u.owner
        if o.name not in _MEM or u.index != len(o.op_operands) - 1:
            return None
    op = body.first
    while op is not yield_op:
        name = op.name
        if name in _MEM:
            m, idx = _memref_of(op), _indices(op)
            mt = m.type
            if not isinstance(mt, MemRefType) or mt.layout is not None:
                return None
            if not _scalar(mt.element_type):
                return None
            if not all(_defined_outside(v, loop) for v in [m, *idx[:-1]]):
                return None
            last = idx[-1] if idx else None
            contiguous = last is iv
            if not contiguous and last is not None and not _defined_outside(last, loop):
                return None
            if name == "memref.store":
                if not contiguous:
                    return None
            elif contiguous:
                plan.vector.add(op.results[0])
            plan.memrefs.append(op)
        elif _pure_elementwise(op):
            if any(o.value in plan.vector for o in op.op_operands):
                plan.vector.update(op.results)
        else:
            return None
        op = op.next
    if not _memory_independent(plan.memrefs, iv):
        return None
    widths = [v.type.width for v in plan.vector if v.type.width > 1]
    widths += [
        _memref_of(a).type.element_type.width for a in plan.memrefs if a.op_operands[-1].value is iv
    ]
    plan.width = max(widths, default=8)
    return plan


def _memory_independent(accesses: list[Operation], iv: Value) -> bool:
    for s in accesses:
        if s.name != "memref.store":
            continue
        ms = _memref_of(s)
        for a in accesses:
            if a is s:
                continue
            ma, ia = _memref_of(a), _indices(a)
            if not may_alias(ms, ma):
                continue
            if ma is not ms or not ia or ia[-1] is not iv:
                return False
    return True


def neutral_element(kind: str, t: Any) -> Any:
    """The neutral element of a reduction ``kind`` (``vector.reduction``'s names) on ``t``:
    ``x`` combined with it is ``x`` (NaN for maxnumf/minnumf, which ignore NaNs)."""
    if isinstance(t, FloatType):
        return {
            "add": -0.0,
            "mul": 1.0,
            "maxnumf": math.nan,
            "minnumf": math.nan,
            "maximumf": -math.inf,
            "minimumf": math.inf,
        }[kind]
    w = t.width
    return {
        "add": 0,
        "mul": 1,
        "and": -1,
        "or": 0,
        "xor": 0,
        "maxsi": -(1 << (w - 1)),
        "minsi": (1 << (w - 1)) - 1,
        "maxui": 0,
        "minui": -1,
    }[kind]


def _vt(t: Any, lanes: int) -> VectorType:
    return VectorType.get([lanes], t)


def _vectorize(loop: Operation, plan: _Plan, lanes: int) -> None:
    from ...dialects import arith, scf, vector

    body = loop.regions[0].blocks[0]
    iv, iters = body.args[0], list(body.args[1:])
    lb, ub, _step, *inits = [o.value for o in loop.op_operands]
    # maximumf/minimumf reductions of a loop that only reads: a one-instruction select
    # per vector, checked after the loop (the scalar loop again when the check fails)
    speculative = [i for i, (_k, _c, kind) in enumerate(plan.reductions) if kind in _SPECULATED]
    if not all(a.name == "memref.load" for a in plan.memrefs):
        speculative = []
    pristine = loop.clone() if speculative else None
    b = Builder.before(loop, loc=loop.loc)
    with b:
        n_lb, n_ub = _const_index(lb), _const_index(ub)
        vf = arith.constant(lanes, IndexType.get())
        if n_lb is not None and n_ub is not None and (n_ub - n_lb) % lanes == 0:
            vub, epilogue = ub, False
        else:
            zero = arith.constant(0, IndexType.get())
            n = arith.maxsi(arith.subi(ub, lb), zero)
            vub = arith.subi(arith.addi(lb, n), arith.remui(n, vf))
            epilogue = True
        splats: dict[Value, Value] = {}
        acc_inits = []
        for k, _c, kind in plan.reductions:
            t = iters[k].type
            e = arith.constant(neutral_element(kind, t), t)
            acc_inits.append(vector.broadcast(e, result_type=_vt(t, lanes)))
        for i in speculative:
            t = iters[plan.reductions[i][0]].type
            acc_inits.append(vector.broadcast(arith.constant(0.0, t), result_type=_vt(t, lanes)))
        new = scf.for_(lb, vub, vf, acc_inits)
    nb = new.regions[0].blocks[0]
    mapping: dict[Value, Value] = {iv: nb.args[0]}
    for (k, _c, _kind), arg in zip(plan.reductions, nb.args[1:]):
        mapping[iters[k]] = arg
    checks = dict(zip(speculative, nb.args[1 + len(plan.reductions) :]))
    fast = {plan.reductions[i][1]: i for i in speculative}
    check_next: dict[int, Value] = {}

    def vec_of(v: Value) -> Value:
        if v in plan.vector:
            return mapping[v]
        s = splats.get(v)
        if s is None:
            vt = _vt(v.type, lanes)
            if _defined_outside(v, loop):  # broadcast once, before the loop
                with Builder.before(new, loc=loop.loc):
                    s = vector.broadcast(v, result_type=vt)
            else:  # a uniform value computed in the loop: at its first vector use
                s = vector.broadcast(mapping[v], result_type=vt)
            splats[v] = s
        return s

    with Builder.at_end(nb, loc=loop.loc) as bb:
        op = body.first
        while op is not body.last:
            if op.name == "memref.load" and op.results[0] in plan.vector:
                m, *idx = [mapping.get(o.value, o.value) for o in op.op_operands]
                mapping[op.results[0]] = vector.load(
                    m, idx, result_type=_vt(op.results[0].type, lanes), loc=op.loc
                )
            elif op.name == "memref.store":
                v = vec_of(op.op_operands[0].value)
                m, *idx = [mapping.get(o.value, o.value) for o in op.op_operands[1:]]
                vector.store(v, m, idx, loc=op.loc)
            elif op in fast:
                i = fast[op]
                acc = mapping[iters[plan.reductions[i][0]]]
                elem = next(
                    vec_of(o.value)
                    for o in op.op_operands
                    if o.value is not iters[plan.reductions[i][0]]
                )
                pred = "ogt" if op.name == "arith.maximumf" else "olt"
                keep = arith.cmpf(elem, acc, predicate=pred, loc=op.loc)
                mapping[op.results[0]] = arith.select(keep, elem, acc, loc=op.loc)
                check_next[i] = arith.addf(checks[i], elem, loc=op.loc)
            elif any(r in plan.vector for r in op.results):
                operands = [vec_of(o.value) for o in op.op_operands]
                types = [_vt(r.type, lanes) for r in op.results]
                nop = bb.create(
                    op.name,
                    operands,
                    types,
                    dict(op.properties) if op.properties else None,
                    dict(op.attributes) if op.attributes else None,
                    loc=op.loc,
                )
                for r, nr in zip(op.results, nop.results):
                    mapping[r] = nr
            else:
                bb.insert(op.clone(mapping))
            op = op.next
        scf.yield_(
            [mapping[c.results[0]] for _k, c, _kind in plan.reductions]
            + [check_next[i] for i in speculative]
        )
    results = []
    oks = []
    with Builder.after(new, loc=loop.loc):
        for i, ((k, c, kind), r) in enumerate(zip(plan.reductions, new.results)):
            fm = c.properties.get("fastmath")
            t = iters[k].type
            if i not in checks:
                red = vector.reduction(
                    r, inits[k], kind=kind, fastmath=fm, result_type=t, loc=c.loc
                )
                results.append(red)
                continue
            # exact unless an element was NaN (the select drops it) or the maximum is a
            # zero (the select keeps the first of -0 and +0): a NaN or an infinity among
            # the elements makes their sum NaN or infinite, an exact sum of finite ones
            # is never NaN
            lanes_r = vector.reduction(r, kind=kind, result_type=t, loc=c.loc)
            s = vector.reduction(
                new.results[len(plan.reductions) + speculative.index(i)],
                kind="add",
                result_type=t,
                loc=c.loc,
            )
            zero = arith.constant(0.0, t)
            oks.append(arith.cmpf(s, s, predicate="ord", loc=c.loc))
            oks.append(arith.cmpf(lanes_r, zero, predicate="one", loc=c.loc))
            operands = [inits[k] if o.value is iters[k] else lanes_r for o in c.op_operands]
            results.append(
                Builder.current()
                .create(c.name, operands, [t], dict(c.properties) or None, loc=c.loc)
                .results[0]
            )
    uses = [list(r.uses) for r in loop.results] if speculative else []
    if epilogue:
        loop.set_operand(0, vub)
        for (k, _c, _kind), red in zip(plan.reductions, results):
            loop.set_operand(3 + k, red)  # the loop already follows the reductions
        finals = list(loop.results)
        last = loop
    else:
        finals = [None] * len(loop.results)
        for (k, _c, _kind), red in zip(plan.reductions, results):
            finals[k] = red
            if not speculative:
                loop.results[k].replace_all_uses_with(red)
        if speculative:
            last = results[-1].owner
        else:
            loop.erase()
    if speculative:
        with Builder.after(last, loc=loop.loc):
            ok = oks[0]
            for o in oks[1:]:
                ok = arith.andi(ok, o)
            ifop = scf.if_(ok, [r.type for r in pristine.results], has_else=True)
        with Builder.at_end(ifop.regions[0].blocks[0], loc=loop.loc):
            scf.yield_(finals)
        with Builder.at_end(ifop.regions[1].blocks[0], loc=loop.loc) as bb:
            bb.insert(pristine)
            scf.yield_(list(pristine.results))
        for us, r in zip(uses, ifop.results):
            for u in us:
                u.set(r)
        if not epilogue:
            loop.erase()


def _innermost_loops(root: Operation) -> list[Operation]:
    out = []
    for op in root.walk():
        if op.name == "scf.for" and not any(o.regions for o in op.regions[0].blocks[0].ops):
            out.append(op)
    return out


def vectorize_loops(root: Operation, vector_bits: int = 2048, min_steps: int = 32) -> int:
    """Vectorize every eligible innermost ``scf.for`` under ``root`` that runs at least
    ``min_steps`` vector steps (when its bounds are constants); returns how many."""
    count = 0
    for loop in _innermost_loops(root):
        plan = _analyze(loop)
        if plan is None:
            continue
        lanes = max(1, vector_bits // plan.width)
        if lanes < 2 or lanes & (lanes - 1):
            continue
        lb, ub = (_const_index(o.value) for o in loop.op_operands[:2])
        if lb is not None and ub is not None and ub - lb < lanes * min_steps:
            continue
        _vectorize(loop, plan, lanes)
        count += 1
    return count


_MIN_STEPS = Option(
    "min-steps",
    int,
    32,
    "Loops with constant bounds are vectorized only when they run at least this many vector steps",
)
_VECTOR_BITS = Option(
    "vector-bits",
    int,
    2048,
    "Bits of vector per iteration, all lanes together (the lanes are this divided by the "
    "widest element type's width)",
)


@register_pass(
    "scf-for-vectorize",
    summary="Vectorize innermost scf.for loops over contiguous elements (1-D vectors)",
    options=(_VECTOR_BITS, _MIN_STEPS),
)
class ScfForVectorize(Pass):
    """Innermost loops become vector loops (module docstring)."""

    num_vectorized = Statistic("num-vectorized", "Number of loops vectorized")

    def run_on_operation(self, op: Any) -> None:
        self.num_vectorized += vectorize_loops(op, self.vector_bits, self.min_steps)
