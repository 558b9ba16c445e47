"""Native canonicalization patterns of MLIR 19's ``tensor`` ops (``TensorOps.cpp``).

The rewrites the rule language cannot say (new static types computed from constant
operands, rebuilt slices with mixed static/dynamic lists, cloned region bodies), as
``RewritePattern``s in ``PATTERNS``; the canonicalize pass tries them after the
``canonicalize_tensor`` ruleset of ``tensor_canon.rules``. Each is named after MLIR's:

* any destination-style op (``DestinationStyleOpInterface``, not ``insert_slice`` or a
  loop): ``FoldTensorCastProducerOp`` (the dialect's own pattern in MLIR 19).
* ``tensor.empty``: ``ReplaceEmptyTensorStaticShapeDims`` (constant sizes become static,
  a cast back), ``FoldEmptyTensorWithDimOp`` (``dim`` of an empty tensor is its size
  operand).
* ``tensor.dim``: ``DimOfDestStyleOp`` (through ``DestinationStyleOpInterface``: the
  tied init), ``DimOfReshapeOp`` (an element of the shape operand),
  ``FoldDimOfExpandShape``/``FoldDimOfCollapseShape`` (``affine.apply`` of the source's
  extents).
* ``tensor.generate``: ``StaticTensorGenerate``, ``ExtractFromTensorGenerate``.
* ``tensor.cast``: ``TensorCastExtractSlice``, ``FoldEmptyTensorWithCastOp``.
* ``tensor.extract_slice``: the constant-argument folder with
  ``SliceReturnTypeCanonicalizer``, ``ExtractSliceOpCastFolder``.
* ``tensor.insert_slice``: the constant-argument folder, ``InsertSliceOpCastFolder``,
  ``InsertSliceOpSourceCastInserter``.
* ``tensor.pad``: ``FoldStaticZeroPadding``, ``FoldSourceTensorCast``,
  ``FoldTargetTensorCast``, ``FoldOrthogonalPaddings``, ``FoldStaticPadding``.
* ``tensor.expand_shape``/``collapse_shape``: ``ComposeReassociativeReshapeOps``,
  ``ComposeExpandOfCollapseOp``, ``ComposeCollapseOfExpandOp`` (not to a dynamically
  shaped expansion, whose output shape MLIR builds with affine ops),
  ``FoldCollapseOfCastOp``, ``FoldReshapeWithSplat``, ``FoldReshapeWithFromElements``.

What it does not do: ``FoldConsecutiveConstantPadding`` (after MLIR 19), the
``pack``/``unpack``/``gather`` patterns (no such ops), or the patterns MLIR keeps out of
canonicalization (``populateFoldTensorEmptyPatterns``: empty through slices and reshapes).
"""

from __future__ import annotations

from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import ArrayAttr, DenseArrayAttr, IntegerAttr
from irlite.ir.core import Operation, OpResult, Region
from irlite.ir.interfaces import DestinationStyleOpInterface, LoopLikeOpInterface
from irlite.ir.pattern import FunctionPattern, RewritePattern
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.side_effects import would_op_be_trivially_dead
from irlite.ir.types import DYNAMIC, IndexType, IntegerType, MemRefType, RankedTensorType

from .tensor_folds import (
    K_DYNAMIC,
    can_fold_into_consumer,
    const_int,
    defining,
    groups,
    int_of,
    preserves_static_information,
    slice_parts,
    static_shape,
)

__all__ = ["PATTERNS"]

_INDEX = IndexType.get()
_I64 = IntegerType.get(64)


def _t() -> Any:
    return builtin_module("tensor")


def _arith() -> Any:
    return builtin_module("arith")


def _cast(rw: PatternRewriter, v: Any, t: Any, loc: Any) -> Any:
    if v.type is t:
        return v
    return rw.create(_t().CastOp, v, dest_type=t, loc=loc).results[0]


def _split_mixed(vals: list) -> tuple[list, Any]:
    """Mixed list -> (dynamic Values, DenseI64ArrayAttr of static values)."""
    dyn = [v for v in vals if type(v) is not int]
    static = [v if type(v) is int else K_DYNAMIC for v in vals]
    return dyn, DenseArrayAttr.get(_I64, static)


def _fold_mixed(vals: list, non_negative: bool) -> tuple[list, bool]:
    """MLIR's ``foldDynamicIndexList``: constant Values become ints."""
    out, changed = [], False
    for v in vals:
        if type(v) is not int:
            c = const_int(v)
            if c is not None and not (non_negative and c < 0):
                out.append(c)
                changed = True
                continue
        out.append(v)
    return out, changed


def _build_extract_slice(rw: PatternRewriter, t: Any, src: Any, o: list, s: list, st: list, loc):
    do, so = _split_mixed(o)
    ds, ss = _split_mixed(s)
    dt, sst = _split_mixed(st)
    return rw.create(
        _t().ExtractSliceOp,
        src,
        do,
        ds,
        dt,
        result_type=t,
        static_offsets=so,
        static_sizes=ss,
        static_strides=sst,
        loc=loc,
    )


def _build_insert_slice(rw: PatternRewriter, name: str, src, dest, o, s, st, loc, attrs=None):
    do, so = _split_mixed(o)
    ds, ss = _split_mixed(s)
    dt, sst = _split_mixed(st)
    props = {
        "static_offsets": so,
        "static_sizes": ss,
        "static_strides": sst,
        "operandSegmentSizes": DenseArrayAttr.get(
            IntegerType.get(32), [1, 1, len(do), len(ds), len(dt)]
        ),
    }
    results = [dest.type] if name == "tensor.insert_slice" else []
    return rw.create(
        name, [src, dest] + do + ds + dt, results, properties=props, attributes=attrs, loc=loc
    )


def _positions_of_one(rank_diff: int, shape: tuple) -> set:
    out = set()
    for i, d in enumerate(shape):
        if rank_diff <= 0:
            break
        if d == 1:
            out.add(i)
            rank_diff -= 1
    return out


def canonical_rank_reduced_type(rank: int, src_type: Any, sizes: list) -> Any:
    """MLIR's ``ExtractSliceOp::inferCanonicalRankReducedResultType``: the sizes as the
    shape, the first unit dimensions dropped down to ``rank``."""
    shape = [s if type(s) is int else DYNAMIC for s in sizes]
    diff = len(shape) - rank
    if diff > 0:
        drop = _positions_of_one(diff, tuple(shape))
        if len(drop) != diff:
            return None
        shape = [d for i, d in enumerate(shape) if i not in drop]
    return RankedTensorType.get(shape, src_type.element_type)


def _rank_reduction_mask(sizes: list, reduced: tuple, match_dynamic: bool = False) -> Any:
    """MLIR's ``computeRankReductionMask``: which of ``sizes`` were dropped (unit dims)."""
    mask: set = set()
    j = 0
    for i, s in enumerate(sizes):
        if j < len(reduced) and (
            s == reduced[j] or (match_dynamic and (s == DYNAMIC or reduced[j] == DYNAMIC))
        ):
            j += 1
            continue
        if s != 1:
            return None
        mask.add(i)
    if j != len(reduced):
        return None
    return mask


# ------------------------------------------------------------------ tensor.empty


def replace_empty_static_dims(op: Operation, rw: PatternRewriter) -> bool:
    t = op.results[0].type
    nt, kept = static_shape(t, [o.value for o in op.op_operands], t.encoding)
    if nt is t:
        return False
    rw.set_insertion_point(op)
    e = rw.create(_t().EmptyOp, kept, result_type=nt, loc=op.loc)
    rw.replace_op(op, [_cast(rw, e.results[0], t, op.loc)])
    return True


def fold_empty_dim(op: Operation, rw: PatternRewriter) -> bool:
    e = defining(op.op_operands[0].value, "tensor.empty")
    i = const_int(op.op_operands[1].value)
    if e is None or i is None:
        return False
    t = e.results[0].type
    if i < 0 or i >= t.rank or t.shape[i] != DYNAMIC:
        return False
    k = sum(1 for d in t.shape[:i] if d == DYNAMIC)
    rw.replace_op(op, [e.op_operands[k].value])
    return True


# ------------------------------------------------------------------ tensor.dim


def dim_of_dest_style(op: Operation, rw: PatternRewriter) -> bool:
    src = op.op_operands[0].value
    if type(src) is not OpResult:
        return False
    dps = src.owner.interface(DestinationStyleOpInterface)
    if dps is None:
        return False
    init = dps.tied_op_operand(src)
    if init is None:
        return False
    op.op_operands[0].set(init.value)
    rw.modify(op)
    return True


def dim_of_reshape(op: Operation, rw: PatternRewriter) -> bool:
    r = defining(op.op_operands[0].value, "tensor.reshape")
    if r is None:
        return False
    shape = r.op_operands[1].value
    rw.set_insertion_point(op)
    x = rw.create(_t().ExtractOp, shape, [op.op_operands[1].value], loc=op.loc).results[0]
    if x.type is not _INDEX:
        x = rw.create(_arith().IndexCastOp, x, out_type=_INDEX, loc=op.loc).results[0]
    rw.replace_op(op, [x])
    return True


# ------------------------------------------------------------------ tensor.generate


def static_tensor_generate(op: Operation, rw: PatternRewriter) -> bool:
    t = op.results[0].type
    nt, kept = static_shape(t, [o.value for o in op.op_operands], t.encoding)
    if nt is t:
        return False
    region = Region()
    region.take_body(op.regions[0])
    rw.set_insertion_point(op)
    g = rw.create("tensor.generate", kept, [nt], regions=[region], loc=op.loc)
    rw.replace_op(op, [_cast(rw, g.results[0], t, op.loc)])
    return True


def extract_from_generate(op: Operation, rw: PatternRewriter) -> bool:
    g = defining(op.op_operands[0].value, "tensor.generate")
    if g is None or not would_op_be_trivially_dead(g):
        return False
    body = g.regions[0].blocks[0]
    mapping: dict = {a: o.value for a, o in zip(body.args, op.op_operands[1:])}
    rw.set_insertion_point(op)
    o = body.first
    while o is not None and o is not body.last:
        rw.insert(o.clone(mapping))
        o = o.next
    y = body.last.op_operands[0].value
    rw.replace_op(op, [mapping.get(y, y)])
    return True


# ------------------------------------------------------------------ tensor.cast


def cast_extract_slice(op: Operation, rw: PatternRewriter) -> bool:
    t = op.results[0].type
    ext = defining(op.op_operands[0].value, "tensor.extract_slice")
    if type(t) is not RankedTensorType or ext is None:
        return False
    st = op.op_operands[0].value.type
    if not preserves_static_information(st, t) or t.shape == st.shape:
        return False
    offs, sizes, strides = slice_parts(ext)
    static = [s if type(s) is int else DYNAMIC for s in sizes]
    mask = _rank_reduction_mask(static, ext.results[0].type.shape)
    j = 0
    for i in range(len(sizes)):
        if mask and i in mask:
            continue
        d = t.shape[j]
        j += 1
        if d != DYNAMIC:
            sizes[i] = d
    rw.set_insertion_point(op)
    new = _build_extract_slice(rw, t, ext.op_operands[0].value, offs, sizes, strides, op.loc)
    rw.replace_op(op, [new.results[0]])
    return True


# ------------------------------------------------------------------ tensor.extract_slice


def extract_slice_constant_args(op: Operation, rw: PatternRewriter) -> bool:
    offs, sizes, strides = slice_parts(op)
    offs, c1 = _fold_mixed(offs, True)
    sizes, c2 = _fold_mixed(sizes, True)
    strides, c3 = _fold_mixed(strides, False)
    if not (c1 or c2 or c3):
        return False
    t = op.results[0].type
    src = op.op_operands[0].value
    nt = canonical_rank_reduced_type(t.rank, src.type, sizes)
    if nt is None:
        return False
    rw.set_insertion_point(op)
    new = _build_extract_slice(rw, nt, src, offs, sizes, strides, op.loc)
    rw.replace_op(op, [_cast(rw, new.results[0], t, op.loc)])
    return True


def _has_constant_index_operand(op: Operation) -> bool:
    for o in op.op_operands:
        a = o.value
        if type(a) is OpResult and "ConstantLike" in type(a.owner).traits:
            c = a.owner.properties.get("value")
            if type(c) is IntegerAttr and type(c.params[0]) is IndexType:
                return True
    return False


def extract_slice_cast_folder(op: Operation, rw: PatternRewriter) -> bool:
    if _has_constant_index_operand(op):
        return False
    cast = defining(op.op_operands[0].value, "tensor.cast")
    if not can_fold_into_consumer(cast):
        return False
    t = op.results[0].type
    new = op.clone()
    new.op_operands[0].set(cast.op_operands[0].value)
    new.attributes = {}
    rw.set_insertion_point(op)
    rw.insert(new)
    rw.replace_op(op, [_cast(rw, new.results[0], t, op.loc)])
    return True


# ------------------------------------------------------------------ tensor.insert_slice


def insert_slice_constant_args(op: Operation, rw: PatternRewriter) -> bool:
    offs, sizes, strides = slice_parts(op)
    offs, c1 = _fold_mixed(offs, True)
    sizes, c2 = _fold_mixed(sizes, True)
    strides, c3 = _fold_mixed(strides, False)
    if not (c1 or c2 or c3):
        return False
    src, dest = op.op_operands[0].value, op.op_operands[1].value
    nt = canonical_rank_reduced_type(src.type.rank, dest.type, sizes)
    if nt is None:
        return False
    rw.set_insertion_point(op.parent.parent.parent if op.name != "tensor.insert_slice" else op)
    if nt is not src.type:
        nt = RankedTensorType.get(nt.shape, nt.element_type, None)
        src = _cast(rw, src, nt, op.loc)
    rw.set_insertion_point(op)
    new = _build_insert_slice(rw, op.name, src, dest, offs, sizes, strides, op.loc)
    rw.replace_op(op, list(new.results))
    return True


def insert_slice_cast_folder(op: Operation, rw: PatternRewriter) -> bool:
    if _has_constant_index_operand(op):
        return False

    def through(v: Any) -> Any:
        c = defining(v, "tensor.cast")
        return c.op_operands[0].value if can_fold_into_consumer(c) else None

    s0, d0 = op.op_operands[0].value, op.op_operands[1].value
    s1, d1 = through(s0), through(d0)
    if s1 is None and d1 is None:
        return False
    src = s1 if s1 is not None else s0
    dst = d1 if d1 is not None else d0
    st, dt = src.type, dst.type
    if type(st) is not RankedTensorType or type(dt) is not RankedTensorType:
        return False
    static = [DYNAMIC if v == K_DYNAMIC else v for v in op.properties["static_sizes"].values]
    mask = _rank_reduction_mask(static, st.shape, True)
    if mask is None:
        return False
    offs, sizes, strides = slice_parts(op)
    j = 0
    for i in range(len(sizes)):
        if i not in mask:
            if st.shape[j] != DYNAMIC:
                sizes[i] = st.shape[j]
            j += 1
    # verifyInsertSliceOp: a static size the source has dynamic fails (a cast to static)
    want = [d for i, d in enumerate(static) if i not in mask]
    if any(w != s for w, s in zip(want, st.shape) if w != DYNAMIC and s == DYNAMIC):
        return False
    if len(static) != dt.rank:
        return False
    rw.set_insertion_point(op)
    new = _build_insert_slice(rw, op.name, src, dst, offs, sizes, strides, op.loc)
    if op.name == "tensor.insert_slice":
        rw.replace_op(op, [_cast(rw, new.results[0], d0.type, op.loc)])
    else:
        rw.replace_op(op, [])
    return True


def insert_slice_source_cast_inserter(op: Operation, rw: PatternRewriter) -> bool:
    src, dest = op.op_operands[0].value, op.op_operands[1].value
    st = src.type
    if st.rank != dest.type.rank:
        return False
    sizes = slice_parts(op)[1]
    shape = list(st.shape)
    for i in range(st.rank):
        c = const_int(sizes[i])
        if c is not None:
            if c < 0:
                return False
            shape[i] = c
    nt = RankedTensorType.get(shape, st.element_type, st.encoding)
    if nt is st or not preserves_static_information(st, nt):
        return False
    if op.name == "tensor.insert_slice":
        rw.set_insertion_point(op)
    else:
        rw.set_insertion_point(op.parent.parent.parent)
    c = _cast(rw, src, nt, op.loc)
    rw.set_insertion_point(op)
    offs, sizes, strides = slice_parts(op)
    new = _build_insert_slice(rw, op.name, c, dest, offs, sizes, strides, op.loc)
    rw.replace_op(op, list(new.results))
    return True


# ------------------------------------------------------------------ tensor.pad


def _pad_parts(op: Operation) -> tuple[list, list]:
    g = groups(op)
    p = op.properties
    from .tensor_folds import mixed

    return mixed(p["static_low"], g[1]), mixed(p["static_high"], g[2])


def _infer_pad_type(src_t: Any, low: Any, high: Any, result_shape: tuple) -> Any:
    shape = []
    for i, d in enumerate(src_t.shape):
        if d == DYNAMIC or low[i] == K_DYNAMIC or high[i] == K_DYNAMIC:
            shape.append(result_shape[i] if result_shape else DYNAMIC)
        else:
            shape.append(d + low[i] + high[i])
    return RankedTensorType.get(shape, src_t.element_type)


def _new_pad(rw: PatternRewriter, op: Operation, t: Any, src: Any, low: list, high: list) -> Any:
    dl, sl = _split_mixed(low)
    dh, sh = _split_mixed(high)
    props = dict(op.properties)
    props["static_low"], props["static_high"] = sl, sh
    props["operandSegmentSizes"] = DenseArrayAttr.get(IntegerType.get(32), [1, len(dl), len(dh)])
    region = Region()
    region.take_body(op.regions[0])
    return rw.create(
        "tensor.pad",
        [src] + dl + dh,
        [t],
        properties=props,
        attributes=dict(op.attributes) if op.attributes else None,
        regions=[region],
        loc=op.loc,
    )


def fold_static_zero_padding(op: Operation, rw: PatternRewriter) -> bool:
    low, high = _pad_parts(op)
    if any(const_int(x) != 0 for x in low + high) or op.properties.get("nofold") is not None:
        return False
    rw.set_insertion_point(op)
    c = rw.create(_t().CastOp, op.op_operands[0].value, dest_type=op.results[0].type, loc=op.loc)
    rw.replace_op(op, [c.results[0]])
    return True


def fold_pad_source_cast(op: Operation, rw: PatternRewriter) -> bool:
    cast = defining(op.op_operands[0].value, "tensor.cast")
    if not can_fold_into_consumer(cast):
        return False
    t = op.results[0].type
    p = op.properties
    nt = _infer_pad_type(
        cast.op_operands[0].value.type, p["static_low"].values, p["static_high"].values, t.shape
    )
    if nt is t:
        op.op_operands[0].set(cast.op_operands[0].value)
        rw.modify(op)
        return True
    low, high = _pad_parts(op)
    rw.set_insertion_point(op)
    new = _new_pad(rw, op, nt, op.op_operands[0].value, low, high)
    rw.replace_op(op, [_cast(rw, new.results[0], t, op.loc)])
    return True


def fold_pad_target_cast(op: Operation, rw: PatternRewriter) -> bool:
    r = op.results[0]
    u = r.first_use
    if u is None or u.next_use is not None or u.owner.name != "tensor.cast":
        return False
    cast = u.owner
    ct = cast.results[0].type
    if not preserves_static_information(r.type, ct):
        return False
    low, high = _pad_parts(op)
    rw.set_insertion_point(op)
    new = _new_pad(rw, op, ct, op.op_operands[0].value, low, high)
    rw.replace_op(op, [new.results[0]])
    rw.replace_op(cast, [new.results[0]])
    return True


def fold_static_padding(op: Operation, rw: PatternRewriter) -> bool:
    low, high = _pad_parts(op)
    low2, c1 = _fold_mixed(low, False)
    high2, c2 = _fold_mixed(high, False)
    if not (c1 or c2):
        return False
    t = op.results[0].type
    src = op.op_operands[0].value
    sl = [x if type(x) is int else K_DYNAMIC for x in low2]
    sh = [x if type(x) is int else K_DYNAMIC for x in high2]
    shape = list(t.shape)
    for i, d in enumerate(src.type.shape):
        if t.shape[i] == DYNAMIC and d != DYNAMIC and K_DYNAMIC not in (sl[i], sh[i]):
            shape[i] = d + sl[i] + sh[i]
    if tuple(shape) == t.shape or all(d == DYNAMIC for d in shape):
        return False  # MLIR rewrites only for a more static result type
    nt = RankedTensorType.get(shape, t.element_type)
    rw.set_insertion_point(op)
    new = _new_pad(rw, op, nt, src, low2, high2)
    rw.replace_op(op, [_cast(rw, new.results[0], t, op.loc)])
    return True


def _padded_dims(low: list, high: list) -> set:
    """``PadOp::getPaddedDims``: the dimensions with a padding not known to be zero."""
    return {
        i for i, (lo, hi) in enumerate(zip(low, high)) if const_int(lo) != 0 or const_int(hi) != 0
    }


def _constant_padding_attr(op: Operation) -> Any:
    """The constant a pad yields (``getConstantPaddingValue`` matched as a constant)."""
    body = op.regions[0].blocks[0]
    y = body.last
    if y is None or y.name != "tensor.yield":
        return None
    from .tensor_folds import const_attr

    return const_attr(y.op_operands[0].value)


def fold_orthogonal_paddings(op: Operation, rw: PatternRewriter) -> bool:
    """``FoldOrthogonalPaddings``: pad(extract_slice(pad(extract_slice(x)))) padding
    different dimensions with the same constant, high sides only, unit strides, is one
    extract_slice of ``x`` and one pad."""
    inner = defining(op.op_operands[0].value, "tensor.extract_slice")
    if inner is None:
        return False
    outer_pad = defining(inner.op_operands[0].value, "tensor.pad")
    if outer_pad is None or outer_pad.properties.get("nofold") is not None:
        return False
    outer = defining(outer_pad.op_operands[0].value, "tensor.extract_slice")
    if outer is None:
        return False
    rank = op.op_operands[0].value.type.rank
    if outer.op_operands[0].value.type.rank != rank:
        return rw.notify_match_failure(op, "cannot fold rank-reducing chain")
    i_offs, i_sizes, i_strides = slice_parts(inner)
    o_offs, o_sizes, o_strides = slice_parts(outer)
    if any(const_int(x) != 1 for x in i_strides + o_strides):
        return rw.notify_match_failure(op, "cannot fold non-unit stride ExtractSliceOps")
    low, high = _pad_parts(op)
    o_low, o_high = _pad_parts(outer_pad)
    if any(const_int(x) != 0 for x in low + o_low):
        return rw.notify_match_failure(op, "cannot fold PadOps with low padding")
    a, b = _constant_padding_attr(op), _constant_padding_attr(outer_pad)
    if a is None or b is None or a is not b:
        return rw.notify_match_failure(op, "cannot fold PadOps with different padding values")
    inner_dims, outer_dims = _padded_dims(low, high), _padded_dims(o_low, o_high)
    if inner_dims & outer_dims:
        return rw.notify_match_failure(op, "cannot fold PadOps with common padding dimensions")
    offs: list = []
    for i in range(rank):
        if i not in inner_dims and const_int(i_offs[i]) == 0:
            offs.append(o_offs[i])
        elif i not in outer_dims and const_int(o_offs[i]) == 0:
            offs.append(i_offs[i])
        else:
            return rw.notify_match_failure(op, "cannot find zero-offset and zero-padding pair")
    sizes = list(i_sizes)
    src_shape = inner.op_operands[0].value.type.shape
    for i in range(rank):
        if i in outer_dims:
            if const_int(i_sizes[i]) != src_shape[i]:
                return rw.notify_match_failure(op, "inner slice size differs from the padding")
            sizes[i] = o_sizes[i]
    new_high = [0] * rank
    for i in range(rank):
        if i in inner_dims:
            new_high[i] = high[i]
        if i in outer_dims:
            new_high[i] = o_high[i]
    rw.set_insertion_point(op)
    src = outer.op_operands[0].value
    st = RankedTensorType.get(
        [s if type(s) is int else DYNAMIC for s in sizes], src.type.element_type
    )
    sl = _build_extract_slice(rw, st, src, offs, sizes, list(i_strides), op.loc)
    new = _new_pad(rw, op, op.results[0].type, sl.results[0], low, new_high)
    rw.replace_op(op, [new.results[0]])
    return True


# ------------------------------------------------------------------ reshapes


def _reassoc(op: Operation) -> list[list[int]]:
    return [[int_of(d) for d in g] for g in op.properties["reassociation"]]


def reassociation_attr(gs: list[list[int]]) -> Any:
    return ArrayAttr.get([ArrayAttr.get([IntegerAttr.get(_I64, d) for d in g]) for g in gs])


def compose_reassociation(producer: list, consumer: list) -> Any:
    """MLIR's ``composeReassociationIndices``."""
    if len(producer) == len(consumer):
        return None
    if len(producer) < len(consumer):
        producer, consumer = consumer, producer
    if not consumer:
        return []
    if len(producer) != sum(len(g) for g in consumer):
        return None
    return [[d for j in g for d in producer[j]] for g in consumer]


def group_reassociations(higher: list, lower: list) -> list | None:
    """The groups of ``higher``'s reassociation (the reshape to more dims) that make up each
    group of ``lower``'s, for a collapse of an expand composed into one reshape (MLIR's
    ComposeCollapseOfExpandOp); None when a group of ``higher`` straddles two of ``lower``."""
    k = 0
    composed: list = []
    for lo in lower:
        idx: list = []
        while k < len(higher):
            right = higher[k][-1]
            if right > lo[-1]:
                return None
            idx.append(k)
            k += 1
            if right == lo[-1]:
                break
        composed.append(idx)
    return composed


def compose_reshapes(op: Operation, rw: PatternRewriter) -> bool:
    prev = defining(op.op_operands[0].value, op.name)
    if prev is None:
        return False
    comp = compose_reassociation(_reassoc(prev), _reassoc(op))
    if comp is None:
        return False
    new = op.clone()
    new.op_operands[0].set(prev.op_operands[0].value)
    new.properties = dict(op.properties)
    new.properties["reassociation"] = reassociation_attr(comp)
    rw.set_insertion_point(op)
    rw.insert(new)
    rw.replace_op(op, [new.results[0]])
    return True


def reshape_of_splat(op: Operation, rw: PatternRewriter) -> bool:
    s = defining(op.op_operands[0].value, "tensor.splat")
    t = op.results[0].type
    if s is None or type(t) is not RankedTensorType or DYNAMIC in t.shape:
        return False
    rw.set_insertion_point(op)
    n = rw.create(_t().SplatOp, s.op_operands[0].value, aggregate_type=t, loc=op.loc)
    rw.replace_op(op, [n.results[0]])
    return True


def reshape_of_from_elements(op: Operation, rw: PatternRewriter) -> bool:
    f = defining(op.op_operands[0].value, "tensor.from_elements")
    t = op.results[0].type
    if f is None or type(t) is not RankedTensorType or DYNAMIC in t.shape:
        return False
    rw.set_insertion_point(op)
    els = [o.value for o in f.op_operands]
    n = rw.create(_t().FromElementsOp, els, result_type=t, loc=op.loc)
    rw.replace_op(op, [n.results[0]])
    return True


def collapse_of_cast(op: Operation, rw: PatternRewriter) -> bool:
    """``FoldCollapseOfCastOp``: collapse the cast's source, cast the result back."""
    cast = defining(op.op_operands[0].value, "tensor.cast")
    if not can_fold_into_consumer(cast):
        return False
    src = cast.op_operands[0].value
    st = src.type
    gs = _reassoc(op)
    shape = []
    for g in gs:
        dims = [st.shape[i] for i in g]
        n = 1
        for d in dims:
            n = DYNAMIC if d == DYNAMIC or n == DYNAMIC else n * d
        shape.append(n)
    nt = RankedTensorType.get(shape, st.element_type)
    t = op.results[0].type
    if nt is t:
        op.op_operands[0].set(src)
        rw.modify(op)
        return True
    new = op.clone()
    new.op_operands[0].set(src)
    new.results[0].type = nt
    new.attributes = {}
    rw.set_insertion_point(op)
    rw.insert(new)
    rw.replace_op(op, [_cast(rw, new.results[0], t, op.loc)])
    return True


def empty_with_cast(op: Operation, rw: PatternRewriter) -> bool:
    """``FoldEmptyTensorWithCastOp``: a cast of ``tensor.empty`` to a more static type is an
    empty tensor of that type."""
    e = defining(op.op_operands[0].value, "tensor.empty")
    t = op.results[0].type
    if e is None or type(t) is not RankedTensorType:
        return False
    et = e.results[0].type
    if not preserves_static_information(et, t):
        return False
    dyn = iter([o.value for o in e.op_operands])
    kept = []
    for new_d, d in zip(t.shape, et.shape):
        if d != DYNAMIC:
            if new_d != d:
                return rw.notify_match_failure(op, "static extents of empty and cast differ")
            continue
        v = next(dyn)
        if new_d == DYNAMIC:
            kept.append(v)
    nt = RankedTensorType.get(t.shape, t.element_type)
    rw.set_insertion_point(op)
    rw.replace_op(op, [rw.create(_t().EmptyOp, kept, result_type=nt, loc=op.loc).results[0]])
    return True


def collapsing_reassociation(src: tuple, dst: tuple) -> Any:
    """MLIR's ``getReassociationIndicesForCollapse``: groups of ``src`` dims whose products
    are ``dst``'s dims, trailing unit (or dynamic) dims joining the last group."""
    if len(src) <= len(dst):
        return None
    out: list = []
    cur: list = []
    prod = 1
    i = 0
    while i < len(src):
        if len(out) == len(dst):
            break
        want = dst[len(out)]
        while i < len(src) - 1 and src[i] != DYNAMIC and prod * src[i] < want:
            prod *= src[i]
            cur.append(i)
            i += 1
        if src[i] == DYNAMIC and (want != DYNAMIC or prod != 1):
            return None
        if want == DYNAMIC and src[i] != DYNAMIC:
            return None
        if src[i] != DYNAMIC and prod * src[i] != want:
            return None
        cur.append(i)
        i += 1
        out.append(cur)
        cur = []
        prod = 1
    if len(out) != len(dst):
        return None
    for j in range(i, len(src)):
        if src[j] != DYNAMIC and src[j] != 1:
            return None
        if out:
            out[-1].append(j)
    return out


def _find_collapsing(src_re: list, res_re: list, src_shape: tuple, res_shape: tuple) -> Any:
    """``ComposeExpandOfCollapseOp::findCollapsingReassociation``."""
    if not src_re:
        return collapsing_reassociation(src_shape, res_shape)
    out: list = []
    for si, ri in zip(src_re, res_re):
        ssub = src_shape[si[0] : si[0] + len(si)]
        rsub = res_shape[ri[0] : ri[0] + len(ri)]
        if len(ssub) == len(rsub):
            # MLIR 19 keeps the group when the sub-shapes match but then asks
            # getReassociationIndicesForCollapse for it too, which refuses equal ranks: the
            # composition fails (keeping the group whole would collapse src dims [3, 4]
            # into two result dims, an op that does not verify)
            return None
        sub = collapsing_reassociation(ssub, rsub)
        if sub is None:
            return None
        out.extend([[si[0] + k for k in g] for g in sub])
    return out


def _new_reshape(
    rw: PatternRewriter,
    name: str,
    op: Operation,
    src: Any,
    t: Any,
    gs: list,
    output_shape: Any = None,
) -> Operation:
    props: dict = {"reassociation": reassociation_attr(gs)}
    operands = [src]
    if name == "tensor.expand_shape":
        dyn, static = _split_mixed(output_shape)
        props["static_output_shape"] = static
        operands += dyn
    return rw.create(name, operands, [t], properties=props, loc=op.loc)


def compose_collapse_of_expand(op: Operation, rw: PatternRewriter) -> bool:
    """``ComposeCollapseOfExpandOp``: collapse(expand(x)) as one reshape (or a cast)."""
    ex = defining(op.op_operands[0].value, "tensor.expand_shape")
    if ex is None:
        return False
    src = ex.op_operands[0].value
    st, t = src.type, op.results[0].type
    if st is t:
        return False
    if st.rank > t.rank:
        higher, lower = _reassoc(ex), _reassoc(op)
    else:
        higher, lower = _reassoc(op), _reassoc(ex)
    composed = group_reassociations(higher, lower)
    if composed is None:
        return False
    rw.set_insertion_point(op)
    if st.rank > t.rank:
        new = _new_reshape(rw, "tensor.collapse_shape", op, src, t, composed)
    elif st.rank < t.rank:
        if DYNAMIC in t.shape:
            return False  # MLIR infers the output shape with affine ops
        new = _new_reshape(rw, "tensor.expand_shape", op, src, t, composed, list(t.shape))
    else:
        new = rw.create(_t().CastOp, src, dest_type=t, loc=op.loc)
    rw.replace_op(op, [new.results[0]])
    return True


def compose_expand_of_collapse(op: Operation, rw: PatternRewriter) -> bool:
    """``ComposeExpandOfCollapseOp``: expand(collapse(x)) as one reshape."""
    co = defining(op.op_operands[0].value, "tensor.collapse_shape")
    if co is None:
        return False
    src = co.op_operands[0].value
    st, t = src.type, op.results[0].type
    if st is t:
        return False
    sre, rre = _reassoc(co), _reassoc(op)
    rw.set_insertion_point(op)
    if st.rank > t.rank:
        comp = _find_collapsing(sre, rre, st.shape, t.shape)
        if comp is None:
            return False
        new = _new_reshape(rw, "tensor.collapse_shape", op, src, t, comp)
    else:
        comp = _find_collapsing(rre, sre, t.shape, st.shape)
        if comp is None:
            return False
        from .tensor_folds import mixed

        outs = mixed(op.properties["static_output_shape"], [o.value for o in op.op_operands[1:]])
        new = _new_reshape(rw, "tensor.expand_shape", op, src, t, comp, outs)
    rw.replace_op(op, [new.results[0]])
    return True


def _affine_apply(rw: PatternRewriter, expr: Any, nsyms: int, operands: list, loc: Any) -> Any:
    from irlite.ir.affine import AffineMap
    from irlite.ir.layout_attrs import AffineMapAttr

    m = AffineMapAttr.get(AffineMap.get(0, nsyms, [expr]))
    return rw.create("affine.apply", operands, [_INDEX], properties={"map": m}, loc=loc)


def _new_dim(rw: PatternRewriter, src: Any, i: int, loc: Any) -> Any:
    c = rw.create(_arith().ConstantOp, value=IntegerAttr.get(_INDEX, i), loc=loc).results[0]
    return rw.create(_t().DimOp, src, c, loc=loc).results[0]


def dim_of_expand_shape(op: Operation, rw: PatternRewriter) -> bool:
    """``FoldDimOfExpandShape``: a dynamic extent of an expansion is the source extent of
    its group over the group's static extents (``affine.apply``)."""
    from irlite.ir.affine import get_affine_symbol_expr

    ex = defining(op.op_operands[0].value, "tensor.expand_shape")
    d = const_int(op.op_operands[1].value)
    if ex is None or d is None:
        return False
    t = ex.results[0].type
    if d < 0 or d >= t.rank or t.shape[d] != DYNAMIC:
        return False
    gs = _reassoc(ex)
    src_dim = next(k for k, g in enumerate(gs) if d in g)
    product = 1
    for e in gs[src_dim]:
        if e != d:
            if t.shape[e] == DYNAMIC:
                return rw.notify_match_failure(op, "another dynamic extent in the group")
            product *= t.shape[e]
    rw.set_insertion_point(op)
    size = _new_dim(rw, ex.op_operands[0].value, src_dim, op.loc)
    expr = get_affine_symbol_expr(0).floordiv(product)
    rw.replace_op(op, [_affine_apply(rw, expr, 1, [size], op.loc).results[0]])
    return True


def dim_of_collapse_shape(op: Operation, rw: PatternRewriter) -> bool:
    """``FoldDimOfCollapseShape``: a dynamic extent of a collapse is the product of its
    group's source extents (``affine.apply``)."""
    from irlite.ir.affine import get_affine_symbol_expr

    co = defining(op.op_operands[0].value, "tensor.collapse_shape")
    d = const_int(op.op_operands[1].value)
    if co is None or d is None:
        return False
    t = co.results[0].type
    if d < 0 or d >= t.rank or t.shape[d] != DYNAMIC:
        return False
    group = _reassoc(co)[d]
    rw.set_insertion_point(op)
    sizes = [_new_dim(rw, co.op_operands[0].value, e, op.loc) for e in group]
    expr = None
    for k in range(len(group)):
        sym = get_affine_symbol_expr(k)
        expr = sym if expr is None else expr * sym
    rw.replace_op(op, [_affine_apply(rw, expr, len(group), sizes, op.loc).results[0]])
    return True


def fold_cast_into_dps_consumer(op: Operation, rw: PatternRewriter) -> bool:
    """``FoldTensorCastProducerOp``: a destination-style op (other than ``insert_slice``
    and loops) reads the sources of the ``tensor.cast``s that only lose static
    information; its results take the types of the new inits, cast back to the old ones."""
    for o in op.op_operands:
        v = o.value
        if (
            type(v) is OpResult
            and v.owner.name == "tensor.cast"
            and can_fold_into_consumer(v.owner)
        ):
            break
    else:
        return False
    if op.name == "tensor.insert_slice" or op.interface(LoopLikeOpInterface) is not None:
        return False
    dps = op.interface(DestinationStyleOpInterface)
    if dps is None:
        return False
    inits = {id(o) for o in dps.dps_init_operands()}
    new = op.clone()
    k = 0
    for o, n in zip(op.op_operands, new.op_operands):
        c = defining(o.value, "tensor.cast")
        if c is not None and can_fold_into_consumer(c):
            n.set(c.op_operands[0].value)
        if id(o) in inits and not isinstance(n.value.type, MemRefType):
            if k < len(new.results):
                new.results[k].type = n.value.type
            k += 1
    rw.set_insertion_point(op)
    rw.insert(new)
    rw.replace_op(op, [_cast(rw, n, o.type, op.loc) for o, n in zip(op.results, new.results)])
    return True


def _p(fn: Any, root: str, name: str) -> RewritePattern:
    return FunctionPattern(fn, root, debug_name=name)


#: The native canonicalization patterns, by root op (see the module docstring).
PATTERNS: list[RewritePattern] = [
    FunctionPattern(fold_cast_into_dps_consumer, None, debug_name="FoldTensorCastProducerOp"),
    _p(replace_empty_static_dims, "tensor.empty", "ReplaceEmptyTensorStaticShapeDims"),
    _p(fold_empty_dim, "tensor.dim", "FoldEmptyTensorWithDimOp"),
    _p(dim_of_dest_style, "tensor.dim", "DimOfDestStyleOp"),
    _p(dim_of_reshape, "tensor.dim", "DimOfReshapeOp"),
    _p(dim_of_expand_shape, "tensor.dim", "FoldDimOfExpandShape"),
    _p(dim_of_collapse_shape, "tensor.dim", "FoldDimOfCollapseShape"),
    _p(extract_slice_constant_args, "tensor.extract_slice", "ExtractSliceOpConstantArgumentFolder"),
    _p(extract_slice_cast_folder, "tensor.extract_slice", "ExtractSliceOpCastFolder"),
    _p(static_tensor_generate, "tensor.generate", "StaticTensorGenerate"),
    _p(extract_from_generate, "tensor.extract", "ExtractFromTensorGenerate"),
    _p(cast_extract_slice, "tensor.cast", "TensorCastExtractSlice"),
    _p(insert_slice_constant_args, "tensor.insert_slice", "InsertSliceOpConstantArgumentFolder"),
    _p(insert_slice_cast_folder, "tensor.insert_slice", "InsertSliceOpCastFolder"),
    _p(insert_slice_source_cast_inserter, "tensor.insert_slice", "InsertSliceOpSourceCastInserter"),
    _p(
        insert_slice_constant_args,
        "tensor.parallel_insert_slice",
        "InsertSliceOpConstantArgumentFolder",
    ),
    _p(insert_slice_cast_folder, "tensor.parallel_insert_slice", "InsertSliceOpCastFolder"),
    _p(
        insert_slice_source_cast_inserter,
        "tensor.parallel_insert_slice",
        "InsertSliceOpSourceCastInserter",
    ),
    _p(fold_static_zero_padding, "tensor.pad", "FoldStaticZeroPadding"),
    _p(fold_pad_source_cast, "tensor.pad", "FoldSourceTensorCast"),
    _p(fold_pad_target_cast, "tensor.pad", "FoldTargetTensorCast"),
    _p(fold_orthogonal_paddings, "tensor.pad", "FoldOrthogonalPaddings"),
    _p(fold_static_padding, "tensor.pad", "FoldStaticPadding"),
    _p(compose_reshapes, "tensor.expand_shape", "ComposeReassociativeReshapeOps"),
    _p(compose_expand_of_collapse, "tensor.expand_shape", "ComposeExpandOfCollapseOp"),
    _p(compose_reshapes, "tensor.collapse_shape", "ComposeReassociativeReshapeOps"),
    _p(compose_collapse_of_expand, "tensor.collapse_shape", "ComposeCollapseOfExpandOp"),
    _p(collapse_of_cast, "tensor.collapse_shape", "FoldCollapseOfCastOp"),
    _p(empty_with_cast, "tensor.cast", "FoldEmptyTensorWithCastOp"),
    _p(reshape_of_splat, "tensor.expand_shape", "FoldReshapeWithSplat"),
    _p(reshape_of_splat, "tensor.collapse_shape", "FoldReshapeWithSplat"),
    _p(reshape_of_from_elements, "tensor.expand_shape", "FoldReshapeWithFromElements"),
    _p(reshape_of_from_elements, "tensor.collapse_shape", "FoldReshapeWithFromElements"),
]
