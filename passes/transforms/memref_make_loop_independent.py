"""A ``memref.alloca`` made independent of loop induction variables (MLIR 19's
``memref::buildIndependentOp`` / ``replaceWithIndependentOp``, IndependenceTransforms.cpp).

``replace_with_independent_op(rw, alloca, ivs)``: each dynamic size of the alloca is
replaced by its closed upper bound computed by value bounds (``compute_bound`` with a stop
at every value whose backward slice reaches none of ``ivs``, built by
``reify_value_bound``: a constant becomes a static dim); the new ``memref.alloca`` of those
sizes (identity layout, default memory space) is viewed by a
``memref.subview [0, ...] [old sizes] [1, ...]``, which takes the old alloca's place. The old
alloca is left without uses (MLIR leaves it too; canonicalization erases it).

The subview's type differs from the alloca's, so uses are rewired as MLIR does: the old
result is first replaced by a ``builtin.unrealized_conversion_cast`` of the view; a
``memref.subview`` user is rebuilt on the uncast value (its cast pushed after it); users
that produce memrefs or have memref block arguments keep the cast; every other user
takes the uncast value directly. Casts left without uses are erased.

What it does not do: other view-like users (``expand_shape``, ``collapse_shape``) are not
rebuilt (they keep the cast), as in MLIR 19.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ir.attributes import DenseArrayAttr
from ...ir.core import Operation, Value
from ...ir.rewriter import PatternRewriter
from ...ir.types import DYNAMIC, IntegerType, MemRefType
from .memref_multibuffer import create_subview, infer_rank_reduced_subview_type, subview_parts

__all__ = ["build_independent_op", "replace_with_independent_op"]

_I32 = IntegerType.get(32)
CAST = "builtin.unrealized_conversion_cast"


def _depends_on(v: Value, values: set) -> bool:
    """Whether the backward slice of ``v`` (its defining ops' operands, transitively)
    reaches one of ``values``."""
    seen: set = set()
    work = [v]
    while work:
        x = work.pop()
        if x in seen:
            continue
        seen.add(x)
        if x in values:
            return True
        owner = getattr(x, "owner", None)
        if isinstance(owner, Operation):
            work.extend(o.value for o in owner.op_operands)
    return False


def _make_independent(rw: PatternRewriter, loc: Any, x: Any, independencies: set) -> Any:
    """MLIR's ``makeIndependent``: a closed upper bound of ``x`` that does not depend on
    ``independencies`` (an int, a value, or None when there is none)."""
    from ..analysis.value_bounds import UB, reify_value_bound

    if isinstance(x, int):
        return x

    def stop(v: Value, d: int | None, cs: Any) -> bool:
        return not _depends_on(v, independencies)

    return reify_value_bound(rw, loc, UB, x, stop, closed_ub=True)


def _mixed_sizes(alloca: Operation) -> list:
    """The alloca's sizes: static dims as ints, dynamic ones as its size operands."""
    it = iter(o.value for o in alloca.op_operands)
    return [next(it) if d == DYNAMIC else d for d in alloca.results[0].type.shape]


def build_independent_op(
    rw: PatternRewriter, alloca: Operation, independencies: Sequence[Value]
) -> Value | None:
    """MLIR's ``buildIndependentOp``: the alloca's own result when no size depends on
    ``independencies``, else the subview of a new alloca of independent sizes (built
    before ``alloca``); None when a size has no independent upper bound."""
    deps = set(independencies)
    loc = alloca.loc
    with rw.insertion_guard():
        rw.set_insertion_point(alloca)
        old = _mixed_sizes(alloca)
        new = []
        for x in old:
            ub = _make_independent(rw, loc, x, deps)
            if ub is None:
                return None
            new.append(ub)
        if all(a is b if not isinstance(a, int) else a == b for a, b in zip(old, new)):
            return alloca.results[0]
        t = alloca.results[0].type
        shape = [x if isinstance(x, int) else DYNAMIC for x in new]
        dynamic = [x for x in new if not isinstance(x, int)]
        new_type = MemRefType.get(shape, t.element_type)
        seg = {"operandSegmentSizes": DenseArrayAttr.get(_I32, [len(dynamic), 0])}
        mem = rw.create("memref.alloca", dynamic, [new_type], seg, loc=loc).results[0]
        zeros = [0] * len(new)
        ones = [1] * len(new)
        view_type = infer_rank_reduced_subview_type(
            [DYNAMIC if not isinstance(x, int) else x for x in old], new_type, zeros, old, ones
        )
        return create_subview(rw, loc, view_type, mem, zeros, old, ones).results[0]


def _propagate_subview(rw: PatternRewriter, cast: Operation, op: Operation) -> Operation:
    """MLIR's ``propagateSubViewOp``: ``op`` (a subview of ``cast``'s result) rebuilt on the
    cast's input, and a cast of it to ``op``'s type taking ``op``'s uses."""
    with rw.insertion_guard():
        rw.set_insertion_point(op)
        offsets, sizes, strides = subview_parts(op)
        src = cast.op_operands[0].value
        t = infer_rank_reduced_subview_type(
            op.results[0].type.shape, op.op_operands[0].value.type, offsets, sizes, strides
        )
        view = create_subview(rw, op.loc, t, src, offsets, sizes, strides).results[0]
        new_cast = rw.create(CAST, [view], [op.results[0].type], loc=op.loc)
    rw.replace_all_uses_with(op.results[0], new_cast.results[0])
    return new_cast


def _has_memref_block_args(op: Operation) -> bool:
    return any(type(a.type) is MemRefType for r in op.regions for b in r.blocks for a in b.args)


def replace_and_propagate_memref_type(rw: PatternRewriter, old: Operation, new: Operation) -> None:
    """MLIR's ``replaceAndPropagateMemRefType`` (module docstring)."""
    casts = []
    with rw.insertion_guard():
        rw.set_insertion_point_after(new)
        for r_old, r_new in zip(old.results, new.results):
            c = rw.create(CAST, [r_new], [r_old.type], loc=new.loc)
            casts.append(c)
            rw.replace_all_uses_with(r_old, c.results[0])
    i = 0
    while i < len(casts):
        cast = casts[i]
        i += 1
        result = cast.results[0]
        for user in list(dict.fromkeys(u.owner for u in result.uses)):
            if user.name == "memref.subview":
                casts.append(_propagate_subview(rw, cast, user))
                continue
            if any(type(r.type) is MemRefType for r in user.results):
                continue
            if _has_memref_block_args(user):
                continue
            for operand in user.op_operands:
                if operand.value is result:
                    operand.set(cast.op_operands[0].value)
            rw.modify(user)
    for c in casts:
        if c.results[0].first_use is None:
            rw.erase_op(c)


def replace_with_independent_op(
    rw: PatternRewriter, alloca: Operation, independencies: Sequence[Value]
) -> Value | None:
    """MLIR's ``replaceWithIndependentOp``: ``build_independent_op``, then the old alloca's
    uses moved to it (module docstring); None on failure (nothing changed)."""
    replacement = build_independent_op(rw, alloca, independencies)
    if replacement is None:
        return None
    if replacement is not alloca.results[0]:
        replace_and_propagate_memref_type(rw, alloca, replacement.owner)
    return replacement
