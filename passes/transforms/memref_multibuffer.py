"""Multi-buffering of a ``memref.alloc`` used in a loop (MLIR 19's ``memref::multiBuffer``).

``multi_buffer(rw, alloc, factor)`` gives an allocation that every iteration of a loop
overwrites before it reads it ``factor`` copies, one per iteration modulo ``factor``, so
that consecutive iterations no longer depend on each other through it:
``memref.alloc() : memref<4xf32>`` becomes ``memref.alloc() : memref<Fx4xf32>`` (the
original discardable and inherent attributes kept, the layout dropped), and at the start
of the loop body ``%i = affine.apply ((iv - lb) floordiv step) mod F`` and
``memref.subview %new[%i, 0] [1, 4] [1, 1]`` (rank-reduced to the old shape, strided) take
the place of the old buffer. Uses through ``memref.subview`` are rebuilt on the new view
(their types change); a ``memref.dealloc`` of the old buffer outside the loop frees the new
one.

The loop is the nearest ``LoopLikeOpInterface`` ancestor of a user that overwrites the whole
buffer (a ``memref.copy`` into it) and dominates every other user; with
``skip_override_analysis`` it is the loop of a user that holds all users but deallocs. The
loop must have one induction variable, one lower bound and one step
(``LoopLikeOpInterface``), and the alloc must dominate it. Anything else is a failure
(``None``) and the IR is left untouched.

What it does not do: prove the absence of loop-carried dependences beyond MLIR's own
precondition (a full ``memref.copy`` into the buffer dominating its uses).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ir.affine import AffineMap, get_affine_dim_expr
from ...ir.attributes import DenseArrayAttr, IntegerAttr
from ...ir.core import Operation, Value
from ...ir.interfaces import LoopLikeOpInterface
from ...ir.layout_attrs import AffineMapAttr, StridedLayoutAttr
from ...ir.rewriter import PatternRewriter
from ...ir.types import IndexType, IntegerType, MemRefType
from .dominance import op_dominates
from .expand_strided_metadata import K_DYNAMIC, compose_affine_map_and_operands

__all__ = [
    "infer_rank_reduced_subview_type",
    "make_composed_affine_apply",
    "multi_buffer",
    "parent_loop",
]

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)

#: An ``OpFoldResult``: a static index (a Python int) or an SSA value.
OpFoldResult = int | Value


# ----------------------------------------------------------------------------- helpers


def infer_rank_reduced_subview_type(
    result_shape: Sequence[int],
    source: MemRefType,
    offsets: Sequence[OpFoldResult],
    sizes: Sequence[OpFoldResult],
    strides: Sequence[OpFoldResult],
) -> MemRefType:
    """MLIR's ``SubViewOp::inferRankReducedResultType``: the strided type of the subview of
    ``source`` (Values are dynamic entries), with the unit dims dropped that
    ``result_shape`` does not have (the inferred type itself when the ranks agree)."""
    from ...rules.memref import rank_reduction_mask, subview_result_type

    def static(xs: Sequence[OpFoldResult]) -> list[int]:
        return [x if isinstance(x, int) else K_DYNAMIC for x in xs]

    full, tstrides, off = subview_result_type(
        source, static(offsets), static(sizes), static(strides)
    )
    if len(full.shape) == len(result_shape):
        return full
    dropped = rank_reduction_mask(full.shape, list(result_shape)) or set()
    kept = [s for i, s in enumerate(tstrides) if i not in dropped]
    return MemRefType.get(
        list(result_shape),
        source.element_type,
        StridedLayoutAttr.get(kept, off),
        source.memory_space,
    )


def create_subview(
    rw: PatternRewriter,
    loc: Any,
    result_type: MemRefType,
    source: Value,
    offsets: Sequence[OpFoldResult],
    sizes: Sequence[OpFoldResult],
    strides: Sequence[OpFoldResult],
) -> Operation:
    """A ``memref.subview`` from mixed static (int) / dynamic (Value) entries."""
    from .expand_strided_metadata import create_offset_size_stride_op

    return create_offset_size_stride_op(
        rw, "memref.subview", loc, result_type, source, offsets, sizes, strides
    )


def mixed(op: Operation, static_name: str, values: Sequence[Value]) -> list[OpFoldResult]:
    """MLIR's ``getMixedOffsets``/``Sizes``/``Strides``: the static entries of ``static_name``
    with each dynamic one taken from ``values`` in order."""
    it = iter(values)
    return [next(it) if x == K_DYNAMIC else x for x in op.properties[static_name].values]


def subview_parts(op: Operation) -> tuple[list, list, list]:
    """A ``memref.subview``'s mixed offsets, sizes and strides."""
    n = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    a, b, c = n[1], n[2], n[3]
    return (
        mixed(op, "static_offsets", vals[1 : 1 + a]),
        mixed(op, "static_sizes", vals[1 + a : 1 + a + b]),
        mixed(op, "static_strides", vals[1 + a + b : 1 + a + b + c]),
    )


def constant_index_value(rw: PatternRewriter, loc: Any, x: OpFoldResult) -> Value:
    """MLIR's ``getValueOrCreateConstantIndexOp``."""
    if isinstance(x, Value):
        return x
    return rw.create(
        "arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, x)}, loc=loc
    ).results[0]


def make_composed_affine_apply(
    rw: PatternRewriter, loc: Any, m: AffineMap, operands: Sequence[Value]
) -> Value:
    """MLIR's ``affine::makeComposedAffineApply``: an ``affine.apply`` of ``m`` with the
    ``affine.apply`` producers of its operands composed in and constants folded (always a
    new op, unlike the folded variant)."""
    m, vals = compose_affine_map_and_operands(m, list(operands))
    return rw.create(
        "affine.apply", vals, [_INDEX], {"map": AffineMapAttr.get(m)}, loc=loc
    ).results[0]


def parent_loop(op: Operation) -> Operation | None:
    """The nearest ``LoopLikeOpInterface`` ancestor of ``op`` (MLIR's
    ``getParentOfType<LoopLikeOpInterface>``), or None."""
    p = op.parent_op
    while p is not None:
        if p.interface(LoopLikeOpInterface) is not None:
            return p
        p = p.parent_op
    return None


def _single(xs: list | None) -> Any:
    return xs[0] if xs is not None and len(xs) == 1 else None


# ----------------------------------------------------------------------------- transform


def _overrides_buffer(op: Operation, buffer: Value) -> bool:
    """MLIR's ``overrideBuffer``: ``op`` writes all of ``buffer`` (a ``memref.copy`` into it)."""
    return op.name == "memref.copy" and op.op_operands[1].value is buffer


def _replace_uses_and_propagate_type(rw: PatternRewriter, old: Operation, val: Value) -> None:
    """Uses of ``old``'s result take ``val``; a ``memref.subview`` use is rebuilt on ``val``
    (its type follows) and its own uses are replaced the same way."""
    to_replace = []
    to_erase = []
    for use in list(old.results[0].uses):
        user = use.owner
        if user.name != "memref.subview":
            to_replace.append(use)
            continue
        with rw.insertion_guard():
            rw.set_insertion_point(user)
            offsets, sizes, strides = subview_parts(user)
            t = infer_rank_reduced_subview_type(
                user.results[0].type.shape, val.type, offsets, sizes, strides
            )
            new = create_subview(rw, user.loc, t, val, offsets, sizes, strides)
        _replace_uses_and_propagate_type(rw, user, new.results[0])
        to_erase.append(user)
    for use in to_replace:
        use.set(val)
        rw.modify(use.owner)
    for op in to_erase:
        rw.erase_op(op)


def multi_buffer(
    rw: PatternRewriter, alloc: Operation, factor: int, skip_override_analysis: bool = False
) -> Operation | None:
    """MLIR's ``memref::multiBuffer``: the new ``memref.alloc`` of ``factor`` copies of
    ``alloc``'s buffer (``alloc`` erased), or None when the preconditions fail (module
    docstring; nothing changed then)."""
    buffer = alloc.results[0]
    users = [u.owner for u in buffer.uses]
    candidate = None
    for user in users:
        loop = parent_loop(user)
        if loop is None:
            if user.name == "memref.dealloc":
                continue
            return None
        if not skip_override_analysis:
            if not _overrides_buffer(user, buffer):
                continue
            if any(not op_dominates(user, other) for other in users):
                continue
        elif any(
            other.name != "memref.dealloc" and (other is loop or not loop.is_ancestor(other))
            for other in users
        ):
            continue
        candidate = loop
        break
    if candidate is None:
        return None
    iface = candidate.interface(LoopLikeOpInterface)
    iv = _single(iface.induction_vars())
    lb = _single(iface.lower_bounds())
    step = _single(iface.steps())
    regions = iface.loop_regions()
    if iv is None or lb is None or step is None or len(regions) != 1:
        return None
    if not op_dominates(alloc, candidate):
        return None

    # 1-2. the multi-buffered alloc: [factor] + shape, identity layout, same attributes
    old_type = buffer.type
    shape = list(old_type.shape)
    mb_type = MemRefType.get([factor, *shape], old_type.element_type, None, old_type.memory_space)
    loc = alloc.loc
    rw.set_insertion_point(alloc)
    props = dict(alloc.properties)
    props["operandSegmentSizes"] = DenseArrayAttr.get(_I32, [0, 0])
    mb_alloc = rw.create("memref.alloc", [], [mb_type], props, dict(alloc.attributes), loc=loc)
    mb = mb_alloc.results[0]

    # 3. the slice of this iteration: ((iv - lb) floordiv step) mod factor
    rw.set_insertion_point_to_start(regions[0].blocks[0])
    lb_val = constant_index_value(rw, loc, lb)
    step_val = constant_index_value(rw, loc, step)
    d0, d1, d2 = (get_affine_dim_expr(i) for i in range(3))
    index = make_composed_affine_apply(
        rw, loc, AffineMap.get(3, 0, [((d0 - d1).floordiv(d2)) % factor]), [iv, lb_val, step_val]
    )

    # 4. the subview of that slice, rank-reduced to the original shape
    rank = len(shape) + 1
    offsets: list[OpFoldResult] = [index] + [0] * (rank - 1)
    sizes: list[OpFoldResult] = [1, *shape]
    strides: list[OpFoldResult] = [1] * rank
    sv_type = infer_rank_reduced_subview_type(shape, mb_type, offsets, sizes, strides)
    subview = create_subview(rw, loc, sv_type, mb, offsets, sizes, strides).results[0]

    # 5. deallocs free the new buffer
    for use in list(buffer.uses):
        d = use.owner
        if d.name != "memref.dealloc":
            continue
        rw.set_insertion_point(d)
        rw.create("memref.dealloc", [mb], [], loc=d.loc)
        rw.erase_op(d)

    # 6-7. the slice replaces the old buffer, which goes
    _replace_uses_and_propagate_type(rw, alloc, subview)
    rw.erase_op(alloc)
    return mb_alloc
