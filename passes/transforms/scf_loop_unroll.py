"""Unrolling ``scf.for`` by a factor (MLIR 19's ``loopUnrollByFactor`` and
``ForOp::promoteIfSingleIteration``, from ``Dialect/SCF/Utils/Utils.cpp``).

``loop_unroll_by_factor(for_op, factor, annotate)`` makes the loop step ``factor`` times
as far and run ``factor`` copies of its body per iteration, each copy's iteration
arguments the previous copy's yielded values and its induction variable ``iv + step * i``
(built only when the body reads it). The iterations that do not fill a whole group run
in an epilogue loop cloned after it (from the unrolled loop's upper bound), which is
promoted when it runs once. With constant bounds the new bounds are constants; otherwise
they are computed before the loop (``ceildiv`` of the trip count by ``divui``, the
remainder by ``remsi``), as MLIR does. A factor of 1 only promotes a loop of one
iteration. ``annotate(i, op)`` is called on each op of copy ``i`` (the original body is
copy 0, annotated last).

What it does not do: check that constant bounds are non-negative (MLIR asserts it), or
unroll loops whose body is only its terminator (they are left as they are).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Operation, OpResult
from ...ir.rewriter import PatternRewriter
from ...rules.tensor_folds import const_int

__all__ = ["constant_trip_count", "loop_unroll_by_factor", "promote_if_single_iteration"]


def constant_trip_count(lb: Any, ub: Any, step: Any) -> int | None:
    """MLIR's ``constantTripCount``: 0 when ``lb`` is ``ub``, ``ceildiv(ub - lb, step)``
    when the three are constants, else None."""
    if lb is ub:
        return 0
    lo, hi, st = const_int(lb), const_int(ub), const_int(step)
    if lo is None or hi is None or st is None or st == 0:
        return None
    return -((lo - hi) // st)


def promote_if_single_iteration(rw: PatternRewriter, op: Operation) -> bool:
    """MLIR's ``ForOp::promoteIfSingleIteration``: a loop that runs exactly once is replaced
    by its body (the induction variable reads the lower bound, the iteration arguments the
    inits, the results the yielded values)."""
    vals = [o.value for o in op.op_operands]
    if constant_trip_count(vals[0], vals[1], vals[2]) != 1:
        return False
    body = op.regions[0].blocks[0]
    yield_op = body.last
    for r, v in zip(op.results, [o.value for o in yield_op.op_operands]):
        rw.replace_all_uses_with(r, v)
    rw.inline_block_before(body, op, [vals[0]] + vals[3:])
    rw.erase_op(yield_op)
    rw.erase_op(op)
    return True


def _constant(b: Builder, t: Any, v: int) -> Any:
    return b.create("arith.constant", [], [t], {"value": IntegerAttr.get(t, v)}).results[0]


def _binary(b: Builder, name: str, x: Any, y: Any) -> Any:
    return b.create(name, [x, y], [x.type]).results[0]


def loop_unroll_by_factor(
    op: Operation,
    factor: int,
    annotate: Callable[[int, Operation], None] | None = None,
    rw: PatternRewriter | None = None,
) -> bool:
    """Unroll ``scf.for`` ``op`` by ``factor`` (module docstring); False when it is left alone."""
    if factor < 1:
        return False
    rw = rw if rw is not None else PatternRewriter()
    body = op.regions[0].blocks[0]
    if body.first is body.last:
        return True  # only the terminator: nothing to unroll
    loc = op.loc
    lb, ub, step = (o.value for o in op.op_operands[:3])
    b = Builder.before(op, loc=loc)
    lo, hi, st = const_int(lb), const_int(ub), const_int(step)
    epilogue_needed = True
    if lo is not None and hi is not None and st is not None:
        trips = -((lo - hi) // st) if st else 0
        if factor == 1:
            if trips == 1:
                promote_if_single_iteration(rw, op)
            return True
        even = trips - trips % factor
        ub_unrolled_cst = lo + even * st
        epilogue_needed = ub_unrolled_cst < hi
        ub_unrolled = _constant(b, ub.type, ub_unrolled_cst) if epilogue_needed else ub
        step_unrolled = step if st * factor == st else _constant(b, step.type, st * factor)
    else:
        t = ub.type
        diff = _binary(b, "arith.subi", ub, lb)
        one = _constant(b, t, 1)
        trips = _binary(
            b, "arith.divui", _binary(b, "arith.addi", diff, _binary(b, "arith.subi", step, one)),
            step,
        )
        factor_cst = _constant(b, t, factor)
        rem = _binary(b, "arith.remsi", trips, factor_cst)
        even = _binary(b, "arith.subi", trips, rem)
        ub_unrolled = _binary(b, "arith.addi", lb, _binary(b, "arith.muli", even, step))
        step_unrolled = _binary(b, "arith.muli", step, factor_cst)
    if epilogue_needed:
        epilogue = op.clone()
        epilogue.op_operands[0].set(ub_unrolled)
        op.parent.insert_after(op, epilogue)
        rw.listener.notify_inserted(epilogue)
        for r, e in zip(op.results, epilogue.results):
            u = r.first_use
            while u is not None:
                nxt = u.next_use
                if u.owner is not epilogue:
                    u.set(e)
                u = nxt
        for k, r in enumerate(op.results):
            epilogue.op_operands[3 + k].set(r)
        promote_if_single_iteration(rw, epilogue)
    op.op_operands[1].set(ub_unrolled)
    op.op_operands[2].set(step_unrolled)
    _unroll_body(body, factor, loc, step, annotate)
    promote_if_single_iteration(rw, op)
    return True


def _unroll_body(
    body: Any, factor: int, loc: Any, step: Any, annotate: Callable | None
) -> None:
    """MLIR's ``generateUnrolledLoop``: ``factor - 1`` more copies of the body before its
    terminator, chained through the yielded values."""
    iv, iter_args = body.args[0], list(body.args[1:])
    term = body.last
    originals = []
    o = body.first
    while o is not term:
        originals.append(o)
        o = o.next
    yielded = [x.value for x in term.op_operands]
    last = list(yielded)
    b = Builder.before(term, loc=loc)
    for i in range(1, factor):
        mapping: dict = dict(zip(iter_args, last))
        if iv.first_use is not None:
            stride = _binary(b, "arith.muli", step, _constant(b, iv.type, i))
            mapping[iv] = _binary(b, "arith.addi", iv, stride)
        for src in originals:
            new = b.insert(src.clone(mapping))
            if annotate is not None:
                annotate(i, new)
        for k, y in enumerate(yielded):
            if type(y) is OpResult and y.owner.parent is body:
                last[k] = mapping[y]
    if annotate is not None:
        for src in originals:
            annotate(0, src)
    for x, v in zip(term.op_operands, last):
        x.set(v)
