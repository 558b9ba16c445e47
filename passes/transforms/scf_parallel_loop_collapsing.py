"""Collapsing the dimensions of an ``scf.parallel`` (MLIR 19's ``collapseParallelLoops``,
with ``emitNormalizedLoopBounds`` and ``denormalizeInductionVariable``, from
``Dialect/SCF/Utils/Utils.cpp``).

``collapse_parallel_loops(loop, groups)`` replaces ``loop`` by one ``scf.parallel`` with
a dimension per group of old dimensions (``groups``: lists of dimension indices that
together name each dimension once). Each old dimension is first normalized: its trip
count ``ceildivsi(ub - lb, step)`` (folded where constant; a dimension from 0 by 1 keeps
its upper bound) is its new upper bound, and at the start of the body its induction
variable is rebuilt as ``iv * step + lb`` (the parts that are 1 and 0 left out). A
group's dimension runs from 0 by 1 to the product of its trip counts; the body recovers
each old (normalized) induction variable with ``remsi``/``divsi`` by the trip counts,
last dimension of the group first.

What it does not do: loops with reductions (the new loop has none), or check the groups
(the caller does).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import DenseArrayAttr, IntegerAttr
from ...ir.core import Block, Operation
from ...ir.rewriter import PatternRewriter
from ...ir.types import IndexType, IntegerType
from ...rules.tensor_folds import const_int
from .canonicalize import dialect_folding
from .linalg_utils import create_or_fold

__all__ = ["collapse_parallel_loops"]

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)


def _constant(rw: PatternRewriter, t: Any, v: int, loc: Any) -> Any:
    return rw.create("arith.constant", [], [t], {"value": IntegerAttr.get(t, v)}, loc=loc).results[0]


def _binary(rw: PatternRewriter, name: str, x: Any, y: Any, loc: Any) -> Any:
    return rw.create(name, [x, y], [x.type], loc=loc).results[0]


def _normalized_upper_bound(rw: PatternRewriter, lb: Any, ub: Any, step: Any, loc: Any) -> Any:
    """``emitNormalizedLoopBounds``' upper bound: ``ceildivsi(ub - lb, step)``, each step
    folded when it can be (createOrFold)."""
    zero_based, step_one = const_int(lb) == 0, const_int(step) == 1
    if zero_based and step_one:
        return ub
    folders, mat = dialect_folding("arith")
    mats = {"arith": mat}
    diff = ub
    if not zero_based:
        diff = create_or_fold(rw, rw.create("arith.subi", [ub, lb], [ub.type], loc=loc), folders, mats)
    if step_one:
        return diff
    div = rw.create("arith.ceildivsi", [diff, step], [diff.type], loc=loc)
    return create_or_fold(rw, div, folders, mats)


def _denormalize(rw: PatternRewriter, iv: Any, lb: Any, step: Any, loc: Any) -> None:
    """``denormalizeInductionVariable``: uses of ``iv`` read ``iv * step + lb``."""
    scaled = iv
    keep = []
    if const_int(step) != 1:
        scaled = _binary(rw, "arith.muli", iv, step, loc)
        keep.append(scaled.owner)
    value = scaled
    if const_int(lb) != 0:
        value = _binary(rw, "arith.addi", scaled, lb, loc)
        keep.append(value.owner)
    if value is iv:
        return
    u = iv.first_use
    while u is not None:
        nxt = u.next_use
        if u.owner not in keep:
            u.set(value)
        u = nxt


def collapse_parallel_loops(loop: Operation, groups: list[list[int]]) -> Operation:
    """Collapse ``scf.parallel`` ``loop``'s dimensions by ``groups`` (module docstring);
    returns the new loop."""
    rw = PatternRewriter()
    loc = loop.loc
    body = loop.regions[0].blocks[0]
    n = len(body.args)
    vals = [o.value for o in loop.op_operands]
    lbs, ubs, steps = vals[:n], vals[n : 2 * n], vals[2 * n : 3 * n]
    norm_ubs = []
    for i in range(n):
        rw.set_insertion_point(loop)
        norm_ubs.append(_normalized_upper_bound(rw, lbs[i], ubs[i], steps[i], loc))
        rw.set_insertion_point_to_start(body)
        _denormalize(rw, body.args[i], lbs[i], steps[i], loc)
    rw.set_insertion_point(loop)
    zero = _constant(rw, _INDEX, 0, loc)
    one = _constant(rw, _INDEX, 1, loc)
    new_ubs = []
    for dims in groups:
        ub = _constant(rw, _INDEX, 1, loc)
        for d in sorted(dims):
            ub = _binary(rw, "arith.muli", ub, norm_ubs[d], loc)
        new_ubs.append(ub)
    k = len(groups)
    new = rw.create(
        "scf.parallel",
        [zero] * k + new_ubs + [one] * k,
        [],
        {"operandSegmentSizes": DenseArrayAttr.get(_I32, [k, k, k, 0])},
        regions=1,
        loc=loc,
    )
    new_body = Block([_INDEX] * k, [loc] * k)
    new.regions[0].add_block(new_body)
    rw.set_insertion_point_to_end(new_body)
    for i, dims in enumerate(groups):
        previous = new_body.args[i]
        for d in reversed(dims[1:]):
            iv = _binary(rw, "arith.remsi", previous, norm_ubs[d], loc)
            body.args[d].replace_all_uses_with(iv)
            previous = _binary(rw, "arith.divsi", previous, norm_ubs[d], loc)
        body.args[dims[0]].replace_all_uses_with(previous)
    old_term = body.last
    old_term.erase()
    o = body.first
    while o is not None:
        nxt = o.next
        o.detach()
        new_body.append(o)
        o = nxt
    rw.set_insertion_point_to_end(new_body)
    rw.create("scf.reduce", [], [], loc=loc)
    loop.erase()
    return new
