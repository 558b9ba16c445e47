"""``fold-memref-alias-ops``: accesses through memref views read the view's source (MLIR 19).

MLIR 19's ``FoldMemRefAliasOps`` pass (``populateFoldMemRefAliasOpPatterns``): a load or
store whose memref is a ``memref.subview``, ``memref.expand_shape`` or
``memref.collapse_shape`` is rebuilt on the view's source, its indices rewritten with
affine arithmetic on the view's metadata, and ``subview(subview(x))`` of unit strides
becomes one ``subview(x)``:

- through a subview, source index ``i`` is ``offset_i + index_i * stride_i``
  (``resolveIndicesIntoOpWithOffsetsAndStrides``); a dim the subview drops reads index 0;
- through an expand_shape, each reassociation group's indices are linearized by the
  suffix products of the group's (inferred) output sizes;
- through a collapse_shape, each index is delinearized (``floordiv``/``mod``) by the
  static sizes of its group (a dynamic size other than the group's first: not folded).

The ops are MLIR 19's: ``memref.load/store``, ``affine.load/store`` (their maps are
applied first, the new op gets an identity map), ``vector.load/store``,
``vector.maskedload/maskedstore``, ``vector.transfer_read/transfer_write`` (subviews of
unit strides only, in-bounds transfers, the permutation map widened to the source's
rank) and ``gpu.subgroup_mma_load_matrix/store_matrix`` (subviews only), each where the
op is registered. Index arithmetic is ``makeComposedFoldedAffineApply``
(``expand_strided_metadata.make_composed_folded_affine_apply``): constants fold into
the map, ``affine.apply`` producers compose, and a map that folds to a constant or an
operand builds no op. The patterns run under the greedy driver with the dialects'
folders, bottom-up, as ``applyPatternsAndFoldGreedily``.

What it does not do: ``nvgpu`` ops (irlite has no ``nvgpu`` dialect), or fold
``vector.load/store`` through a subview keeping ``nontemporal`` (MLIR 19 drops it
there too, and so does this pass).
"""

from __future__ import annotations

from typing import Any

from ...ir.affine import (
    AffineExprKind,
    AffineMap,
    get_affine_constant_expr,
    get_affine_dim_expr,
    get_affine_symbol_expr,
)
from ...ir.attributes import BoolAttr, DenseArrayAttr, IntegerAttr
from ...ir.core import Operation, OpResult, Value
from ...ir.layout_attrs import AffineMapAttr
from ...ir.pattern import FunctionPattern, RewritePattern
from ...ir.rewriter import PatternRewriter
from ...ir.types import DYNAMIC, IndexType, IntegerType
from ...rules.memref import subview_dropped_dims
from ..infra.pass_base import Pass, register_pass
from ..rewrite.greedy import apply_greedily
from .expand_strided_metadata import (
    K_DYNAMIC,
    OpFoldResult,
    as_fold_result,
    create_offset_size_stride_op,
    make_composed_folded_affine_apply,
)

__all__ = ["FoldMemRefAliasOps", "PATTERNS"]

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)


# ----------------------------------------------------------------------------- index helpers


def _value(rw: PatternRewriter, loc: Any, x: OpFoldResult) -> Value:
    """MLIR's ``getValueOrCreateConstantIndexOp``."""
    if isinstance(x, int):
        attr = IntegerAttr.get(_INDEX, x)
        return rw.create("arith.constant", (), (_INDEX,), {"value": attr}, loc=loc).results[0]
    return x


def _mixed(op: Operation, static_name: str, first: int, count: int) -> list[OpFoldResult]:
    """``getMixedOffsets``/``Sizes``/``Strides``: the static entries, each ``kDynamic``
    taken from the next of the ``count`` operands from ``first``."""
    it = iter(o.value for o in op.op_operands[first : first + count])
    return [next(it) if x == K_DYNAMIC else x for x in op.properties[static_name].values]


def _subview_mixed(op: Operation) -> tuple[list, list, list]:
    """The subview's mixed offsets, sizes and strides."""
    seg = op.properties["operandSegmentSizes"].values
    a = 1 + seg[1]
    b = a + seg[2]
    return (
        _mixed(op, "static_offsets", 1, seg[1]),
        _mixed(op, "static_sizes", a, seg[2]),
        _mixed(op, "static_strides", b, seg[3]),
    )


def _has_unit_stride(op: Operation) -> bool:
    return all(s == 1 for s in op.properties["static_strides"].values)


def resolve_indices_into_subview(
    rw: PatternRewriter,
    loc: Any,
    offsets: list[OpFoldResult],
    strides: list[OpFoldResult],
    dropped: set,
    indices: list[OpFoldResult],
) -> list[Value]:
    """MLIR's ``resolveIndicesIntoOpWithOffsetsAndStrides``: the source index of each dim
    of a subview (``offset + index * stride``; a dropped dim reads index 0)."""
    s0, s1, s2 = (get_affine_symbol_expr(i) for i in range(3))
    expr = s0 + s1 * s2
    it = iter(indices)
    out = []
    for d, (off, stride) in enumerate(zip(offsets, strides)):
        idx = 0 if d in dropped else next(it)
        out.append(
            _value(rw, loc, make_composed_folded_affine_apply(rw, loc, expr, [off, idx, stride]))
        )
    return out


def _reassociation(op: Operation) -> list[list[int]]:
    return [[x.params[1] for x in g.value] for g in op.properties["reassociation"].value]


def _inferred_output_shape(rw: PatternRewriter, loc: Any, op: Operation) -> list | None:
    """MLIR's ``inferExpandShapeOutputShape`` on the source's sizes: each group's dynamic
    size is the source size over the product of the group's static sizes; None for a
    group with two dynamic sizes. Sizes are built lazily (``(group, thunk)``) so that
    only what the linearization reads is materialized."""
    res_shape = op.results[0].type.shape
    out: list = list(res_shape)
    for g, group in enumerate(_reassociation(op)):
        dyn = [d for d in group if res_shape[d] == DYNAMIC]
        if len(dyn) > 1:
            return None
        if not dyn:
            continue
        static = 1
        for d in group:
            if res_shape[d] != DYNAMIC:
                static *= res_shape[d]
        out[dyn[0]] = (g, static)
    return out


def _dynamic_size(rw: PatternRewriter, loc: Any, op: Operation, g: int, static: int) -> Value:
    """``memref.dim`` of the expand_shape's source at ``g`` divided by ``static``."""
    src = op.op_operands[0].value
    if src.type.shape[g] != DYNAMIC:
        total: OpFoldResult = src.type.shape[g]
    else:
        total = rw.create("memref.dim", [src, _value(rw, loc, g)], (_INDEX,), loc=loc).results[0]
    if isinstance(total, int):
        return _value(rw, loc, total // static)
    if static == 1:
        return total
    c = _value(rw, loc, static)
    return rw.create("arith.divui", [total, c], (_INDEX,), loc=loc).results[0]


def resolve_indices_into_expand_shape(
    rw: PatternRewriter, loc: Any, op: Operation, indices: list[OpFoldResult]
) -> list[Value] | None:
    """MLIR 19's ``resolveSourceIndicesExpandShape``: each group's indices linearized by
    the suffix products of its output sizes."""
    shape = _inferred_output_shape(rw, loc, op)
    if shape is None:
        return None
    s0, s1 = get_affine_symbol_expr(0), get_affine_symbol_expr(1)
    out = []
    for group in _reassociation(op):
        n = len(group)
        suffix: list[OpFoldResult] = [1] * n
        for r in range(n - 1, 0, -1):
            size = shape[group[r]]
            if isinstance(size, tuple):
                size = _dynamic_size(rw, loc, op, *size)
            suffix[r - 1] = make_composed_folded_affine_apply(rw, loc, s0 * s1, [suffix[r], size])
        expr = get_affine_constant_expr(0)
        for i in range(n):
            expr = expr + get_affine_dim_expr(i) * get_affine_symbol_expr(i)
        m = AffineMap.get(n, n, [expr])
        operands = suffix + [indices[d] for d in group]
        out.append(_value(rw, loc, make_composed_folded_affine_apply(rw, loc, m, operands)))
    return out


def resolve_indices_into_collapse_shape(
    rw: PatternRewriter, loc: Any, op: Operation, indices: list[OpFoldResult]
) -> list[Value] | None:
    """MLIR 19's ``resolveSourceIndicesCollapseShape``: each index delinearized by the
    static sizes of its group (all but the first must be static); a collapse to rank 0
    reads index 0 of every source dim."""
    src_shape = op.op_operands[0].value.type.shape
    groups = _reassociation(op)
    for group in groups:
        if any(src_shape[d] == DYNAMIC for d in group[1:]):
            return None
    d0 = get_affine_dim_expr(0)
    out = []
    for k, group in enumerate(groups):
        sizes = [1] + [src_shape[d] for d in group[1:]]
        suffix = [1] * len(sizes)
        for r in range(len(sizes) - 2, -1, -1):
            suffix[r] = suffix[r + 1] * sizes[r + 1]
        lin = d0
        for stride in suffix:
            e = lin.floordiv(stride)
            lin = lin % stride
            m = AffineMap.get(1, 0, [e])
            out.append(_value(rw, loc, make_composed_folded_affine_apply(rw, loc, m, [indices[k]])))
    if not groups:
        zero = AffineMap.get(0, 0, [get_affine_constant_expr(0)])
        for _ in src_shape:
            out.append(_value(rw, loc, make_composed_folded_affine_apply(rw, loc, zero, [])))
    return out


# ----------------------------------------------------------------------------- the accesses


class _Access:
    """Where an access op keeps its memref and indices, and how it is rebuilt on another
    memref (MLIR's per-op ``getMemRefOperand``/``getIndices`` and builders)."""

    def __init__(
        self,
        memref: int,
        segment: int | None = None,
        trailing: int = 0,
        views: tuple = ("subview", "expand_shape", "collapse_shape"),
    ) -> None:
        self.memref = memref  # operand position of the memref
        self.segment = segment  # operandSegmentSizes entry of the indices, if segmented
        self.trailing = trailing  # operands after the indices (unsegmented ops)
        self.views = views  # the view ops this access folds through

    def indices(self, op: Operation) -> tuple[int, int]:
        """(first, count) of the index operands."""
        first = self.memref + 1
        if self.segment is not None:
            return first, op.properties["operandSegmentSizes"].values[self.segment]
        return first, len(op.op_operands) - first - self.trailing

    def rebuild(
        self, rw: PatternRewriter, op: Operation, memref: Value, indices: list, props: dict
    ) -> None:
        first, count = self.indices(op)
        vals = [o.value for o in op.op_operands]
        operands = vals[: self.memref] + [memref] + indices + vals[first + count :]
        if self.segment is not None:
            seg = list(props["operandSegmentSizes"].values)
            seg[self.segment] = len(indices)
            props["operandSegmentSizes"] = DenseArrayAttr.get(_I32, seg)
        new = rw.create(op.name, operands, [r.type for r in op.results], props, loc=op.loc)
        rw.replace_op(op, list(new.results))


_SUBVIEW_ONLY = ("subview",)

#: MLIR 19's ops of ``populateFoldMemRefAliasOpPatterns`` (nvgpu's aside).
ACCESSES: dict[str, _Access] = {
    "memref.load": _Access(0),
    "memref.store": _Access(1),
    "affine.load": _Access(0),
    "affine.store": _Access(1),
    "vector.load": _Access(0),
    "vector.store": _Access(1),
    "vector.maskedload": _Access(0, trailing=2),
    "vector.maskedstore": _Access(0, trailing=2),
    "vector.transfer_read": _Access(0, segment=1, views=_SUBVIEW_ONLY),
    "vector.transfer_write": _Access(1, segment=2, views=_SUBVIEW_ONLY),
    "gpu.subgroup_mma_load_matrix": _Access(0, views=_SUBVIEW_ONLY),
    "gpu.subgroup_mma_store_matrix": _Access(1, views=_SUBVIEW_ONLY),
}


def _access_indices(rw: PatternRewriter, op: Operation, acc: _Access) -> list[OpFoldResult]:
    """The indices the op reads at: its index operands, or for ``affine.load/store`` each
    result of its map applied to them (MLIR's ``calculateExpandedAccessIndices``)."""
    first, count = acc.indices(op)
    vals = [o.value for o in op.op_operands[first : first + count]]
    if not op.name.startswith("affine."):
        return list(vals)
    m = op.properties["map"].map
    out: list[OpFoldResult] = []
    for r in m.results:
        sub = AffineMap.get(m.num_dims, m.num_symbols, [r])
        out.append(_value(rw, op.loc, make_composed_folded_affine_apply(rw, op.loc, sub, vals)))
    return out


def _in_bounds(op: Operation) -> bool:
    """``!hasOutOfBoundsDim()`` of a vector transfer: every non-broadcast dim in bounds."""
    m = op.properties["permutation_map"].map
    flags = op.properties["in_bounds"].value
    for r, f in zip(m.results, flags):
        is_broadcast = r.kind == AffineExprKind.CONSTANT and r.value == 0
        if not is_broadcast and not f.value:
            return False
    return True


def _expand_dims_to_rank(m: AffineMap, rank: int, dropped: set) -> AffineMap:
    """MLIR's ``expandDimsToRank``: the map's dims become the non-dropped dims of ``rank``."""
    repl = [get_affine_dim_expr(d) for d in range(rank) if d not in dropped]
    syms = [get_affine_symbol_expr(i) for i in range(m.num_symbols)]
    return m.replace_dims_and_symbols(repl, syms, rank, m.num_symbols)


def fold_access(op: Operation, rw: PatternRewriter) -> bool:
    """``LoadOpOf{SubView,ExpandShape,CollapseShape}OpFolder`` and the store folders."""
    acc = ACCESSES[op.name]
    mem = op.op_operands[acc.memref].value
    if type(mem) is not OpResult:
        return False
    view = mem.owner
    kind = view.name[7:] if view.name.startswith("memref.") else None
    if kind not in acc.views:
        return False
    props = dict(op.properties or {})
    is_transfer = op.name.startswith("vector.transfer_")
    if kind == "subview":
        if is_transfer and not (_in_bounds(op) and _has_unit_stride(view)):
            return False
        dropped = subview_dropped_dims(view)
        if dropped is None:
            return False
    rw.set_insertion_point(op)
    indices = _access_indices(rw, op, acc)
    source = view.op_operands[0].value
    if kind == "subview":
        offsets, _, strides = _subview_mixed(view)
        new_indices = resolve_indices_into_subview(rw, op.loc, offsets, strides, dropped, indices)
        if is_transfer:
            m = _expand_dims_to_rank(props["permutation_map"].map, len(source.type.shape), dropped)
            props["permutation_map"] = AffineMapAttr.get(m)
        elif op.name in ("vector.load", "vector.store"):
            props["nontemporal"] = BoolAttr.get(False)  # MLIR 19's builder drops it here
    elif kind == "expand_shape":
        new_indices = resolve_indices_into_expand_shape(rw, op.loc, view, indices)
    else:
        new_indices = resolve_indices_into_collapse_shape(rw, op.loc, view, indices)
    if new_indices is None:
        return False
    if op.name.startswith("affine."):
        n = len(new_indices)
        props["map"] = AffineMapAttr.get(
            AffineMap.get(n, 0, [get_affine_dim_expr(i) for i in range(n)])
        )
    acc.rebuild(rw, op, source, new_indices, props)
    return True


def fold_subview_of_subview(op: Operation, rw: PatternRewriter) -> bool:
    """``SubViewOfSubViewFolder``: ``subview(subview(x))`` of unit strides -> ``subview(x)``
    (sizes of the inner subview's dropped dims kept, offsets added)."""
    inner = op.op_operands[0].value
    if type(inner) is not OpResult or inner.owner.name != "memref.subview":
        return False
    src_view = inner.owner
    if not _has_unit_stride(op) or not _has_unit_stride(src_view):
        return False
    dropped = subview_dropped_dims(src_view)
    if dropped is None:
        return False
    src_offsets, src_sizes, src_strides = _subview_mixed(src_view)
    offsets, sizes, _ = _subview_mixed(op)
    it = iter(sizes)
    new_sizes = [src_sizes[d] if d in dropped else next(it) for d in range(len(src_sizes))]
    rw.set_insertion_point(op)
    new_offsets = [
        as_fold_result(v)
        for v in resolve_indices_into_subview(
            rw, op.loc, src_offsets, src_strides, dropped, list(offsets)
        )
    ]
    new = create_offset_size_stride_op(
        rw,
        "memref.subview",
        op.loc,
        op.results[0].type,
        src_view.op_operands[0].value,
        new_offsets,
        new_sizes,
        src_strides,
    )
    rw.replace_op(op, [new.results[0]])
    return True


def _patterns() -> list[RewritePattern]:
    pats: list[RewritePattern] = [
        FunctionPattern(fold_access, name, debug_name="FoldMemRefAlias") for name in ACCESSES
    ]
    pats.append(
        FunctionPattern(
            fold_subview_of_subview, "memref.subview", debug_name="SubViewOfSubViewFolder"
        )
    )
    return pats


#: The pass's patterns, one per access op and ``SubViewOfSubViewFolder``.
PATTERNS: list[RewritePattern] = _patterns()


@register_pass(
    "fold-memref-alias-ops",
    summary="Fold memref alias ops into consumer load/store ops",
    display_name="FoldMemRefAliasOps",
)
class FoldMemRefAliasOps(Pass):
    """Folds subview/expand_shape/collapse_shape into the loads and stores that read
    through them (see the module docstring)."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects whose ops the pass creates (MLIR's dependent dialects)."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("affine", "arith", "memref"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Operation) -> None:
        from .canonicalize import canonicalization_tables

        _, folders, mats = canonicalization_tables(ctx=self.context)
        res = apply_greedily(op, PATTERNS, folders, mats, top_down=False)
        if not res.changed:
            self.mark_all_analyses_preserved()
