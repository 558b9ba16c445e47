"""Folders and canonicalization patterns of MLIR 19's ``memref`` ops that canonicalize uses.

``FOLDERS``: ``memref.dim`` with a constant index folds to the static extent
(an ``index`` constant, materialized as ``arith.constant``) or, for a
dynamic extent of a ``memref.alloc``/``memref.alloca`` or of a
``memref.reinterpret_cast``/``memref.subview`` that keeps the rank, to the
matching dynamic size operand (MLIR's ``DimOp::fold``).

Other folds (MLIR's op ``fold``s): ``rank`` of a ranked memref; ``expand_shape`` /
``collapse_shape`` to their own type or undoing the inverse reshape; ``subview`` to its
source's static type or a no-op subview of a subview; ``memory_space_cast`` and
``transpose`` chains (composed in place) and their identities; ``reinterpret_cast``
through casts, reinterpret_casts and zero-offset subviews; ``extract_strided_metadata``'s
statically known results replaced by constants.

``PATTERNS``: ``SimplifyDeadAlloc`` (an ``alloc``/``alloca``/``realloc`` whose only users
are ``memref.dealloc`` of it and ``memref.store`` into it is erased with those
users), ``SimplifyAllocConst`` (constant sizes become static, a cast restores the type),
``FoldSelfCopy`` and ``FoldEmptyCopy``, the subview patterns
(``OpWithOffsetSizesAndStridesConstantArgumentFolder``, ``SubViewOpMemRefCastFolder``,
``TrivialSubViewOpFolder``), the reshape patterns (``ComposeReassociativeReshapeOps``,
``ComposeCollapseOfExpandOp``, ``ComposeExpandOfCollapseOp``,
``CollapseShapeOpMemRefCastFolder``),
``DimOfMemRefReshape``, ``ReinterpretCastOpExtractStridedMetadataFolder``,
``ViewOpShapeFolder`` and ``ViewOpMemrefCastFolder``. Unused loads
and allocations are erased by the greedy driver as trivially dead (read and allocate
effects only), as MLIR does.

Casts fold into their users as MLIR's ``foldMemRefCast`` does (``load``, ``store``,
``dealloc``, ``prefetch``, ``atomic_rmw``, ``dim`` with a known index, ``cast`` itself,
whose identity then folds away; ``copy`` only through casts that make nothing more
static).

What it does not do: store-to-load forwarding (MLIR's canonicalize does not
either), a ``collapse_shape`` of a cast of a source with a
non-identity layout, ``collapse(expand(x))`` to a dynamically shaped expand (MLIR infers
its output shape with ``memref.dim``), the ``alloca_scope`` inliner and hoister, and the
``load``/``atomic_rmw`` patterns not listed here.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import BoolAttr, DenseArrayAttr, IntegerAttr
from irlite.ir.core import Operation, OpResult
from irlite.ir.layout_attrs import AffineMapAttr, StridedLayoutAttr
from irlite.ir.memref_layout import strides_and_offset
from irlite.ir.pattern import FunctionPattern, RewritePattern
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.types import DYNAMIC, IndexType, IntegerType, MemRefType

from .memref import (
    K_DYNAMIC,
    collapsed_type,
    has_identity_layout,
    subview_dropped_dims,
    subview_result_type,
)
from .tensor_canon import (
    collapsing_reassociation,
    compose_reassociation,
    group_reassociations,
    reassociation_attr,
)
from .tensor_folds import const_int, defining

__all__ = ["FOLDERS", "PATTERNS"]

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)


def fold_dim(op: Operation, c: Any) -> Any:
    idx = c[1]
    if type(idx) is not IntegerAttr:
        return None
    src = op.op_operands[0].value
    t = src.type
    if type(t) is not MemRefType:
        return None
    i = idx.params[1]
    if i >= 1 << 63:
        i -= 1 << 64
    if i < 0 or i >= len(t.shape):
        return None
    if t.shape[i] != DYNAMIC:
        return IntegerAttr.get(_INDEX, t.shape[i])
    if type(src) is OpResult and src.owner.name in ("memref.alloc", "memref.alloca"):
        k = sum(1 for d in t.shape[:i] if d == DYNAMIC)
        return src.owner.op_operands[k].value
    if type(src) is OpResult and src.owner.name == "memref.view":
        # the sizes follow the source and the byte shift
        k = 2 + sum(1 for d in t.shape[:i] if d == DYNAMIC)
        return src.owner.op_operands[k].value
    if type(src) is OpResult and src.owner.name in _SIZED_VIEWS:
        # MLIR's fold through OffsetSizeAndStrideOpInterface: the dynamic size operand
        view = src.owner
        sizes = view.properties["static_sizes"].values
        if len(sizes) != len(t.shape) or sizes[i] != K_DYNAMIC:
            return None  # a rank-reducing subview: sizes do not line up with dims
        seg = view.properties["operandSegmentSizes"].values
        k = 1 + seg[1] + sum(1 for d in sizes[:i] if d == K_DYNAMIC)
        return view.op_operands[k].value
    return None


#: views whose result sizes are their ``sizes`` operands (``static_sizes``, where MLIR's
#: ``kDynamic`` marks an operand)
_SIZED_VIEWS = ("memref.reinterpret_cast", "memref.subview")


def simplify_dead_alloc(op: Operation, rw: PatternRewriter) -> bool:
    res = op.results[0]
    users = []
    u = res.first_use
    while u is not None:
        o = u.owner
        if o.name == "memref.store":
            if o.op_operands[0].value is res:  # the stored value is the allocation itself
                return False
        elif o.name != "memref.dealloc":
            return False
        if o not in users:
            users.append(o)
        u = u.next_use
    if not users:
        return None  # plain dead allocations are the driver's
    for o in users:
        rw.erase_op(o)
    rw.erase_op(op)
    return True


def fold_self_copy(op: Operation, rw: PatternRewriter) -> bool:
    """``memref.copy %m, %m`` does nothing (MLIR's ``FoldSelfCopy``)."""
    if op.op_operands[0].value is not op.op_operands[1].value:
        return False
    rw.erase_op(op)
    return True


def _fold_memref_cast(op: Operation, inner: Any = None) -> bool:
    """MLIR's ``foldMemRefCast``: every operand (but ``inner``) read through a
    ``memref.cast`` of a ranked memref reads the cast's source instead."""
    folded = False
    for o in op.op_operands:
        v = o.value
        if v is inner or type(v) is not OpResult or v.owner.name != "memref.cast":
            continue
        src = v.owner.op_operands[0].value
        if type(src.type) is MemRefType:
            o.set(src)
            folded = True
    return folded


def _can_fold_into_consumer(cast: Operation) -> bool:
    """MLIR's ``CastOp::canFoldIntoConsumerOp``: a cast between strided memrefs of one
    element type and rank that makes nothing more static (sizes, offset, strides)."""
    a, b = cast.op_operands[0].value.type, cast.results[0].type
    if type(a) is not MemRefType or type(b) is not MemRefType:
        return False
    if a.element_type is not b.element_type or len(a.shape) != len(b.shape):
        return False
    sa, oa = strides_and_offset(a)
    sb, ob = strides_and_offset(b)
    if sa is None or sb is None:
        return False
    for x, y in zip(a.shape, b.shape):
        if x != y and x == DYNAMIC and y != DYNAMIC:
            return False
    if oa != ob and oa is None and ob is not None:
        return False
    return all(not (x != y and x is None and y is not None) for x, y in zip(sa, sb))


def fold_operand_casts(op: Operation, c: Any) -> Any:
    """``load``/``dealloc``/``prefetch(memrefcast) -> op`` (in place)."""
    return True if _fold_memref_cast(op) else None


def fold_store(op: Operation, c: Any) -> Any:
    """``store``/``atomic_rmw(memrefcast)``: the cast folds, not into the stored value."""
    return True if _fold_memref_cast(op, op.op_operands[0].value) else None


def fold_cast(op: Operation, c: Any) -> Any:
    """``cast(cast(x)) -> cast(x)`` in place, then the identity cast folds to its source
    (MLIR's ``CastOp::fold`` and the cast interface's trait fold)."""
    folded = _fold_memref_cast(op)
    src = op.op_operands[0].value
    if src.type is op.results[0].type:
        return src
    return True if folded else None


def fold_copy(op: Operation, c: Any) -> Any:
    """``copy(memrefcast) -> copy`` for casts that make nothing more static."""
    folded = False
    for o in op.op_operands:
        v = o.value
        if (
            type(v) is OpResult
            and v.owner.name == "memref.cast"
            and _can_fold_into_consumer(v.owner)
        ):
            o.set(v.owner.op_operands[0].value)
            folded = True
    return True if folded else None


def fold_dim_and_cast(op: Operation, c: Any) -> Any:
    """``DimOp::fold``: the extent, else ``dim(memrefcast) -> dim`` (in place) once the
    index is a known constant in range of a ranked source."""
    r = fold_dim(op, c)
    if r is not None:
        return r
    idx = c[1]
    t = op.op_operands[0].value.type
    if type(idx) is not IntegerAttr or type(t) is not MemRefType:
        return None
    if not 0 <= idx.params[1] < len(t.shape):
        return None
    return True if _fold_memref_cast(op) else None


# ------------------------------------------------------------------ shared helpers


def _cast_to(rw: PatternRewriter, v: Any, t: Any, loc: Any) -> Any:
    """``memref.cast v : ... to t`` at the insertion point."""
    return rw.create("memref.cast", [v], [t], loc=loc).results[0]


def _reassoc(op: Operation) -> list[list[int]]:
    return [[x.params[1] for x in g.value] for g in op.properties["reassociation"].value]


def _mixed(op: Operation, static_name: str, vals: list) -> list:
    it = iter(vals)
    return [next(it) if x == K_DYNAMIC else x for x in op.properties[static_name].values]


def _view_mixed(op: Operation) -> tuple[list, list, list]:
    """(offsets, sizes, strides) of a subview or reinterpret_cast, ints where static."""
    seg = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    a, b = 1 + seg[1], 1 + seg[1] + seg[2]
    return (
        _mixed(op, "static_offsets", vals[1:a]),
        _mixed(op, "static_sizes", vals[a:b]),
        _mixed(op, "static_strides", vals[b:]),
    )


def _split(mixed: list) -> tuple[list, list]:
    """(the static entries with ``kDynamic`` for values, the values)."""
    return [x if type(x) is int else K_DYNAMIC for x in mixed], [
        x for x in mixed if type(x) is not int
    ]


def _build_view(
    rw: PatternRewriter,
    name: str,
    t: Any,
    src: Any,
    offsets: list,
    sizes: list,
    strides: list,
    loc: Any,
) -> Operation:
    """A new ``memref.subview``/``reinterpret_cast`` of mixed offsets, sizes and strides."""
    operands = [src]
    props: dict = {}
    counts = [1]
    for key, group in (
        ("static_offsets", offsets),
        ("static_sizes", sizes),
        ("static_strides", strides),
    ):
        st, dyn = _split(group)
        props[key] = DenseArrayAttr.get(_I64, st)
        operands += dyn
        counts.append(len(dyn))
    props["operandSegmentSizes"] = DenseArrayAttr.get(_I32, counts)
    return rw.create(name, operands, [t], props, loc=loc)


def _fold_constants(mixed: list, only_non_negative: bool) -> bool:
    """MLIR's ``foldDynamicIndexList``: constant values become static entries (in place)."""
    changed = False
    for i, x in enumerate(mixed):
        if type(x) is int:
            continue
        c = const_int(x)
        if c is None or (only_non_negative and c < 0):
            continue
        mixed[i] = c
        changed = True
    return changed


# ------------------------------------------------------------------ folds


def fold_rank(op: Operation, c: Any) -> Any:
    """``RankOp::fold``: the rank of a ranked memref."""
    t = op.op_operands[0].value.type
    return IntegerAttr.get(_INDEX, len(t.shape)) if type(t) is MemRefType else None


def fold_reshape(op: Operation, c: Any) -> Any:
    """``foldReshapeOp``: a reshape to its own type is its source, and so is
    ``collapse(expand(x))``/``expand(collapse(x))`` back to ``x``'s type."""
    src = op.op_operands[0].value
    t = op.results[0].type
    if src.type is t:
        return src
    inverse = (
        "memref.expand_shape" if op.name == "memref.collapse_shape" else "memref.collapse_shape"
    )
    prev = defining(src, inverse)
    if prev is not None and prev.op_operands[0].value.type is t:
        return prev.op_operands[0].value
    return None


def fold_subview(op: Operation, c: Any) -> Any:
    """``SubViewOp::fold``: a static subview to its source's type is the source, and so is a
    subview of zero offsets, unit strides and the same sizes of another subview."""
    src = op.op_operands[0].value
    t = op.results[0].type
    if t is src.type and DYNAMIC not in t.shape:
        return src
    prev = defining(src, "memref.subview")
    if prev is None or t is not src.type:
        return None
    offsets, sizes, strides = _view_mixed(op)
    zero = all(const_int(x) == 0 for x in offsets)
    if zero and all(const_int(x) == 1 for x in strides) and sizes == _view_mixed(prev)[1]:
        return src
    return None


def fold_memory_space_cast(op: Operation, c: Any) -> Any:
    """``MemorySpaceCastOp::fold``: a cast of a cast casts the first source (in place);
    a cast to the source's own type is the source."""
    src = op.op_operands[0].value
    prev = defining(src, "memref.memory_space_cast")
    if prev is not None:
        op.op_operands[0].set(prev.op_operands[0].value)
        return True
    return src if src.type is op.results[0].type else None


def fold_transpose(op: Operation, c: Any) -> Any:
    """``TransposeOp::fold``: an identity permutation to the same type is its source;
    ``transpose(transpose(x))`` is one transpose of the composed permutation (in place)."""
    src = op.op_operands[0].value
    perm = op.properties["permutation"].map
    if perm.is_identity() and src.type is op.results[0].type:
        return src
    prev = defining(src, "memref.transpose")
    if prev is None:
        return None
    op.op_operands[0].set(prev.op_operands[0].value)
    op.properties["permutation"] = AffineMapAttr.get(
        perm.compose(prev.properties["permutation"].map)
    )
    return True


def fold_reinterpret_cast(op: Operation, c: Any) -> Any:
    """``ReinterpretCastOp::fold``: through a reinterpret_cast, a cast or a subview of zero
    offsets (in place) to their source; a static reinterpret_cast of offset 0 to its
    source's type is the source."""
    src = op.op_operands[0].value
    prev = src.owner if type(src) is OpResult else None
    name = prev.name if prev is not None else None
    if name in ("memref.cast", "memref.reinterpret_cast") or (
        name == "memref.subview" and all(const_int(x) == 0 for x in _view_mixed(prev)[0])
    ):
        op.op_operands[0].set(prev.op_operands[0].value)
        return True
    t = op.results[0].type
    if DYNAMIC not in t.shape and src.type is t and op.properties["static_offsets"].values[0] == 0:
        return src
    return None


_BUILDER: list = []


def _folder_builder() -> Any:
    """The builder a fold creates its constants with (MLIR's ``OpBuilder(op)``: no
    listener; the greedy driver uniques and hoists them in its next round)."""
    if not _BUILDER:
        from irlite.ir.builder import Builder

        _BUILDER.append(Builder())
    return _BUILDER[0]


def fold_extract_strided_metadata(op: Operation, c: Any) -> Any:
    """``ExtractStridedMetadataOp::fold``: the uses of each result the source type knows
    statically are replaced by ``arith.constant`` (built before the op); True when
    something was replaced."""
    t = op.op_operands[0].value.type
    if type(t) is not MemRefType:
        return None
    strides, offset = strides_and_offset(t)
    if strides is None:
        return None
    statics = [offset, *[None if d == DYNAMIC else d for d in t.shape], *strides]
    b = _folder_builder()
    changed = False
    for r, k in zip(op.results[1:], statics):
        if k is None or r.first_use is None:
            continue
        b.set_insertion_point(op)
        attr = IntegerAttr.get(_INDEX, k)
        v = b.create("arith.constant", (), (_INDEX,), {"value": attr}, loc=op.loc).results[0]
        r.replace_all_uses_with(v)
        changed = True
    return True if changed else None


# ------------------------------------------------------------------ patterns


def simplify_alloc_const(op: Operation, rw: PatternRewriter) -> bool:
    """``SimplifyAllocConst``: non-negative constant dynamic sizes of an alloc/alloca become
    static extents, and a cast gives back the old type."""
    t = op.results[0].type
    seg = op.properties["operandSegmentSizes"].values
    sizes = [o.value for o in op.op_operands[: seg[0]]]
    consts = [const_int(v) for v in sizes]
    if not any(x is not None and x >= 0 for x in consts):
        return False
    shape, kept = [], []
    k = 0
    for d in t.shape:
        if d != DYNAMIC:
            shape.append(d)
            continue
        x = consts[k]
        if x is not None and x >= 0:
            shape.append(x)
        else:
            shape.append(DYNAMIC)
            kept.append(sizes[k])
        k += 1
    nt = MemRefType.get(shape, t.element_type, t.layout, t.memory_space)
    symbols = [o.value for o in op.op_operands[seg[0] :]]
    props = {"operandSegmentSizes": DenseArrayAttr.get(_I32, [len(kept), len(symbols)])}
    if "alignment" in op.properties:
        props["alignment"] = op.properties["alignment"]
    rw.set_insertion_point(op)
    new = rw.create(op.name, kept + symbols, [nt], props, loc=op.loc)
    rw.replace_op(op, [_cast_to(rw, new.results[0], t, op.loc)])
    return True


def view_shape_folder(op: Operation, rw: PatternRewriter) -> bool:
    """``ViewOpShapeFolder``: sizes given by index constants become static extents of a new
    view, and a cast gives back the old type (the byte shift stays an operand)."""
    if not any(const_int(o.value) is not None for o in op.op_operands):
        return False
    t = op.results[0].type
    sizes = [o.value for o in op.op_operands[2:]]
    shape, kept = [], []
    k = 0
    for d in t.shape:
        if d != DYNAMIC:
            shape.append(d)
            continue
        x = const_int(sizes[k])
        if x is not None:
            shape.append(x)
        else:
            shape.append(DYNAMIC)
            kept.append(sizes[k])
        k += 1
    nt = MemRefType.get(shape, t.element_type, t.layout, t.memory_space)
    if nt is t:
        return False
    rw.set_insertion_point(op)
    src, shift = op.op_operands[0].value, op.op_operands[1].value
    new = rw.create(op.name, [src, shift] + kept, [nt], {}, loc=op.loc)
    rw.replace_op(op, [_cast_to(rw, new.results[0], t, op.loc)])
    return True


def view_of_cast(op: Operation, rw: PatternRewriter) -> bool:
    """``ViewOpMemrefCastFolder``: a view of a cast of an ``alloc`` views the allocation."""
    cast = defining(op.op_operands[0].value, "memref.cast")
    if cast is None or defining(cast.op_operands[0].value, "memref.alloc") is None:
        return False
    rw.set_insertion_point(op)
    vals = [cast.op_operands[0].value] + [o.value for o in op.op_operands[1:]]
    new = rw.create(op.name, vals, [op.results[0].type], {}, loc=op.loc)
    rw.replace_op(op, [new.results[0]])
    return True


def subview_constant_arguments(op: Operation, rw: PatternRewriter) -> bool:
    """``OpWithOffsetSizesAndStridesConstantArgumentFolder``: constant offsets and sizes (non-
    negative ones) and strides become static, offsets first, then sizes, then strides,
    one list per rewrite as MLIR; the result type is inferred (rank-reduced as before) and
    cast back to the old type."""
    offsets, sizes, strides = _view_mixed(op)
    if not (
        _fold_constants(offsets, True)
        or _fold_constants(sizes, True)
        or _fold_constants(strides, False)
    ):
        return False
    if 0 in strides:
        return False  # MLIR 19 does not build a subview of a static zero stride
    src = op.op_operands[0].value
    dropped = subview_dropped_dims(op)
    if dropped is None:
        return False
    st = [_split(g)[0] for g in (offsets, sizes, strides)]
    full, full_strides, off = subview_result_type(src.type, *st)
    if dropped:
        shape = [d for i, d in enumerate(full.shape) if i not in dropped]
        kept = [x for i, x in enumerate(full_strides) if i not in dropped]
        full = MemRefType.get(
            shape, full.element_type, StridedLayoutAttr.get(kept, off), full.memory_space
        )
    rw.set_insertion_point(op)
    new = _build_view(rw, "memref.subview", full, src, offsets, sizes, strides, op.loc)
    rw.replace_op(op, [_cast_to(rw, new.results[0], op.results[0].type, op.loc)])
    return True


def subview_of_cast(op: Operation, rw: PatternRewriter) -> bool:
    """``SubViewOpMemRefCastFolder``: a subview (of no constant operand) of a cast that only
    loses static information takes the cast's source, its result type inferred from it
    (the old subview's dropped dims dropped), and a cast gives back the old type."""
    if any(const_int(o.value) is not None for o in op.op_operands):
        return False
    cast = defining(op.op_operands[0].value, "memref.cast")
    if cast is None or not _can_fold_into_consumer(cast):
        return False
    dropped = subview_dropped_dims(op)
    if dropped is None:
        return False
    src = cast.op_operands[0].value
    full, full_strides, off = subview_result_type(
        src.type,
        *(op.properties[k].values for k in ("static_offsets", "static_sizes", "static_strides")),
    )
    shape = [d for i, d in enumerate(full.shape) if i not in dropped]
    kept = [x for i, x in enumerate(full_strides) if i not in dropped]
    nt = MemRefType.get(
        shape, full.element_type, StridedLayoutAttr.get(kept, off), full.memory_space
    )
    rw.set_insertion_point(op)
    new = op.clone()
    new.op_operands[0].set(src)
    new.results[0].type = nt
    new.attributes = {}
    rw.insert(new)
    rw.replace_op(op, [_cast_to(rw, new.results[0], op.results[0].type, op.loc)])
    return True


def trivial_subview(op: Operation, rw: PatternRewriter) -> bool:
    """``TrivialSubViewOpFolder``: a subview of zero offsets, unit strides and the source's
    static sizes is its source (a cast when the types differ)."""
    src = op.op_operands[0].value
    st, t = src.type, op.results[0].type
    if len(st.shape) != len(t.shape):
        return False
    offsets, sizes, strides = _view_mixed(op)
    if not all(const_int(x) == 0 for x in offsets) or not all(const_int(x) == 1 for x in strides):
        return False
    if any(const_int(x) != d for x, d in zip(sizes, st.shape)):
        return False
    rw.set_insertion_point(op)
    rw.replace_op(op, [src if st is t else _cast_to(rw, src, t, op.loc)])
    return True


def compose_reshapes(op: Operation, rw: PatternRewriter) -> bool:
    """``ComposeReassociativeReshapeOps``: ``collapse(collapse(x))`` and
    ``expand(expand(x))`` of identity layouts are one reshape of the composed groups."""
    prev = defining(op.op_operands[0].value, op.name)
    if prev is None:
        return False
    x = prev.op_operands[0].value
    if not all(has_identity_layout(v.type) for v in (x, op.op_operands[0].value, op.results[0])):
        return False
    comp = compose_reassociation(_reassoc(prev), _reassoc(op))
    if comp is None:
        return False
    rw.set_insertion_point(op)
    new = op.clone()
    new.op_operands[0].set(x)
    new.properties = dict(op.properties)
    new.properties["reassociation"] = reassociation_attr(comp)
    new.attributes = {}
    rw.insert(new)
    rw.replace_op(op, [new.results[0]])
    return True


def compose_collapse_of_expand(op: Operation, rw: PatternRewriter) -> bool:
    """``ComposeCollapseOfExpandOp``: ``collapse(expand(x))`` of identity layouts is one
    collapse or expand of ``x`` (static result shapes for an expand), or a cast."""
    ex = defining(op.op_operands[0].value, "memref.expand_shape")
    if ex is None:
        return False
    src = ex.op_operands[0].value
    st, t = src.type, op.results[0].type
    if not all(
        has_identity_layout(v) for v in (op.op_operands[0].value.type, st, ex.results[0].type)
    ):
        return False
    if st is t:
        return False
    if len(st.shape) > len(t.shape):
        higher, lower = _reassoc(ex), _reassoc(op)
    else:
        higher, lower = _reassoc(op), _reassoc(ex)
    composed = group_reassociations(higher, lower)
    if composed is None:
        return False
    rw.set_insertion_point(op)
    if len(st.shape) > len(t.shape):
        new = rw.create(
            "memref.collapse_shape",
            [src],
            [t],
            {"reassociation": reassociation_attr(composed)},
            loc=op.loc,
        ).results[0]
    elif len(st.shape) < len(t.shape):
        if DYNAMIC in t.shape:
            return False  # MLIR infers the output shape from memref.dim of the source
        props = {
            "reassociation": reassociation_attr(composed),
            "static_output_shape": DenseArrayAttr.get(_I64, list(t.shape)),
        }
        new = rw.create("memref.expand_shape", [src], [t], props, loc=op.loc).results[0]
    else:
        new = _cast_to(rw, src, t, op.loc)
    rw.replace_op(op, [new])
    return True


def _find_collapsing(src_re: list, res_re: list, src_shape: tuple, res_shape: tuple) -> Any:
    """MLIR 19's ``findCollapsingReassociation``: each group of ``src_re`` collapsed into the
    matching group of ``res_re`` (``getReassociationIndicesForCollapse``), remapped to
    ``src_shape``'s dims. A pair of groups of one size fails (MLIR 19 looks for a collapse
    of it after keeping it, and finds none)."""
    if not src_re:
        return collapsing_reassociation(src_shape, res_shape)
    out: list = []
    for si, ri in zip(src_re, res_re):
        ssub = src_shape[si[0] : si[0] + len(si)]
        rsub = res_shape[ri[0] : ri[0] + len(ri)]
        sub = None if len(ssub) == len(rsub) else collapsing_reassociation(ssub, rsub)
        if sub is None:
            return None
        out.extend([[si[0] + k for k in g] for g in sub])
    return out


def compose_expand_of_collapse(op: Operation, rw: PatternRewriter) -> bool:
    """``ComposeExpandOfCollapseOp``: ``expand(collapse(x))`` of identity layouts is one
    collapse (or one expand, keeping the output shape) of ``x`` where the groups line up."""
    co = defining(op.op_operands[0].value, "memref.collapse_shape")
    if co is None:
        return False
    src = co.op_operands[0].value
    st, t = src.type, op.results[0].type
    if not all(
        has_identity_layout(v) for v in (op.op_operands[0].value.type, st, co.results[0].type)
    ):
        return False
    if st is t:
        return False
    sre, rre = _reassoc(co), _reassoc(op)
    if len(st.shape) > len(t.shape):
        comp = _find_collapsing(sre, rre, st.shape, t.shape)
        if comp is None:
            return False
        rw.set_insertion_point(op)
        props = {"reassociation": reassociation_attr(comp)}
        new = rw.create("memref.collapse_shape", [src], [t], props, loc=op.loc)
    else:
        comp = _find_collapsing(rre, sre, t.shape, st.shape)
        if comp is None:
            return False
        rw.set_insertion_point(op)
        props = {
            "reassociation": reassociation_attr(comp),
            "static_output_shape": op.properties["static_output_shape"],
        }
        outs = [o.value for o in op.op_operands[1:]]
        new = rw.create("memref.expand_shape", [src, *outs], [t], props, loc=op.loc)
    rw.replace_op(op, [new.results[0]])
    return True


def collapse_of_cast(op: Operation, rw: PatternRewriter) -> bool:
    """``CollapseShapeOpMemRefCastFolder``: a collapse of a cast that only loses static
    information collapses the cast's source (and casts the result back when its type
    changes)."""
    cast = defining(op.op_operands[0].value, "memref.cast")
    if cast is None or not _can_fold_into_consumer(cast):
        return False
    src = cast.op_operands[0].value
    nt = collapsed_type(src.type, _reassoc(op))
    if nt is None:
        return False
    t = op.results[0].type
    if nt is t:
        op.op_operands[0].set(src)
        rw.modify(op)
        return True
    rw.set_insertion_point(op)
    new = rw.create(
        "memref.collapse_shape",
        [src],
        [nt],
        {"reassociation": op.properties["reassociation"]},
        loc=op.loc,
    )
    rw.replace_op(op, [_cast_to(rw, new.results[0], t, op.loc)])
    return True


def _constified(values: list, statics: list) -> list:
    """MLIR's ``constifyIndexValues``: each value whose static counterpart is known becomes
    that int, and so does each constant."""
    out = []
    for v, k in zip(values, statics):
        if k is None and type(v) is not int:
            c = const_int(v)
            k = v if c is None else c
        out.append(v if type(v) is int else k)
    return out


def reinterpret_of_extract_metadata(op: Operation, rw: PatternRewriter) -> bool:
    """``ReinterpretCastOpExtractStridedMetadataFolder``: a reinterpret_cast of the base of an
    ``extract_strided_metadata`` with the same offset, sizes and strides (values or their
    static counterparts) is the metadata's source (a cast when the types differ)."""
    meta = defining(op.op_operands[0].value, "memref.extract_strided_metadata")
    if meta is None:
        return False
    x = meta.op_operands[0].value
    xt = x.type
    rank = len(xt.shape)
    x_strides, x_offset = strides_and_offset(xt)
    if x_strides is None:
        return False
    res = meta.results
    x_off = _constified([res[1]], [x_offset])[0]
    x_sizes = _constified(list(res[2 : 2 + rank]), [None if d == DYNAMIC else d for d in xt.shape])
    x_strs = _constified(list(res[2 + rank :]), list(x_strides))
    t = op.results[0].type
    t_strides, t_offset = strides_and_offset(t)
    if t_strides is None:
        return False
    offsets, sizes, strides = _view_mixed(op)
    if len(strides) != len(x_strs):
        return False
    if _constified(strides, list(t_strides)) != x_strs:
        return False
    if _constified(sizes, [None if d == DYNAMIC else d for d in t.shape]) != x_sizes:
        return False
    if _constified(offsets, [t_offset])[0] != x_off:
        return False
    rw.set_insertion_point(op)
    rw.replace_op(op, [x if xt is t else _cast_to(rw, x, t, op.loc)])
    return True


def fold_empty_copy(op: Operation, rw: PatternRewriter) -> bool:
    """``FoldEmptyCopy``: a copy from or to a memref with a zero extent does nothing."""
    for o in op.op_operands:
        t = o.value.type
        if type(t) is MemRefType and 0 in t.shape:
            rw.erase_op(op)
            return True
    return False


def dim_of_reshape(op: Operation, rw: PatternRewriter) -> bool:
    """``DimOfMemRefReshape``: ``dim(reshape(x, shape), i)`` loads ``shape[i]`` right
    after the reshape (an ``index_cast`` for an integer shape), when ``i`` is defined
    before the reshape in its block or in an enclosing region."""
    reshape = defining(op.op_operands[0].value, "memref.reshape")
    if reshape is None:
        return False
    idx = op.op_operands[1].value
    blk = reshape.parent
    idx_blk = idx.owner if type(idx) is not OpResult else idx.owner.parent
    if idx_blk is blk:
        if type(idx) is OpResult and reshape.is_before_in_block(idx.owner):
            return False
    elif op.parent is not blk:
        region = idx_blk.parent
        r = blk.parent
        inside = False
        while r is not None:
            p = r.parent  # the op holding the region
            if p is None or p.parent is None:
                break
            r = p.parent.parent
            if r is region:
                inside = True
                break
        if not inside:
            return False
    shape = reshape.op_operands[1].value
    rw.set_insertion_point_after(reshape)
    nt = {"nontemporal": BoolAttr.get(False)}  # what LoadOp's builder sets
    load = rw.create("memref.load", [shape, idx], [shape.type.element_type], nt, loc=op.loc)
    load = load.results[0]
    if load.type is not _INDEX:
        load = rw.create("arith.index_cast", [load], [_INDEX], loc=op.loc).results[0]
    rw.replace_op(op, [load])
    return True


FOLDERS: dict = {
    "memref.dim": fold_dim_and_cast,
    "memref.load": fold_operand_casts,
    "memref.dealloc": fold_operand_casts,
    "memref.prefetch": fold_operand_casts,
    "memref.store": fold_store,
    "memref.atomic_rmw": fold_store,
    "memref.cast": fold_cast,
    "memref.copy": fold_copy,
    "memref.rank": fold_rank,
    "memref.expand_shape": fold_reshape,
    "memref.collapse_shape": fold_reshape,
    "memref.subview": fold_subview,
    "memref.memory_space_cast": fold_memory_space_cast,
    "memref.transpose": fold_transpose,
    "memref.reinterpret_cast": fold_reinterpret_cast,
    "memref.extract_strided_metadata": fold_extract_strided_metadata,
}
#: The native canonicalization patterns: ``SimplifyDeadAlloc`` on both allocation ops.
PATTERNS: list[RewritePattern] = [
    FunctionPattern(simplify_dead_alloc, "memref.alloc", debug_name="SimplifyDeadAlloc"),
    FunctionPattern(simplify_dead_alloc, "memref.alloca", debug_name="SimplifyDeadAlloc"),
    FunctionPattern(fold_self_copy, "memref.copy", debug_name="FoldSelfCopy"),
    FunctionPattern(fold_empty_copy, "memref.copy", debug_name="FoldEmptyCopy"),
    FunctionPattern(simplify_dead_alloc, "memref.realloc", debug_name="SimplifyDeadAlloc"),
    FunctionPattern(simplify_alloc_const, "memref.alloc", debug_name="SimplifyAllocConst"),
    FunctionPattern(simplify_alloc_const, "memref.alloca", debug_name="SimplifyAllocConst"),
    FunctionPattern(
        subview_constant_arguments,
        "memref.subview",
        debug_name="OpWithOffsetSizesAndStridesConstantArgumentFolder",
    ),
    FunctionPattern(subview_of_cast, "memref.subview", debug_name="SubViewOpMemRefCastFolder"),
    FunctionPattern(trivial_subview, "memref.subview", debug_name="TrivialSubViewOpFolder"),
    FunctionPattern(
        compose_reshapes, "memref.expand_shape", debug_name="ComposeReassociativeReshapeOps"
    ),
    FunctionPattern(
        compose_reshapes, "memref.collapse_shape", debug_name="ComposeReassociativeReshapeOps"
    ),
    FunctionPattern(
        compose_collapse_of_expand, "memref.collapse_shape", debug_name="ComposeCollapseOfExpandOp"
    ),
    FunctionPattern(
        collapse_of_cast, "memref.collapse_shape", debug_name="CollapseShapeOpMemRefCastFolder"
    ),
    FunctionPattern(
        compose_expand_of_collapse, "memref.expand_shape", debug_name="ComposeExpandOfCollapseOp"
    ),
    FunctionPattern(dim_of_reshape, "memref.dim", debug_name="DimOfMemRefReshape"),
    FunctionPattern(view_shape_folder, "memref.view", debug_name="ViewOpShapeFolder"),
    FunctionPattern(view_of_cast, "memref.view", debug_name="ViewOpMemrefCastFolder"),
    FunctionPattern(
        reinterpret_of_extract_metadata,
        "memref.reinterpret_cast",
        debug_name="ReinterpretCastOpExtractStridedMetadataFolder",
    ),
]
