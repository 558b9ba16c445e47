"""``expand-strided-metadata``: memref view ops become explicit metadata arithmetic (MLIR 19).

MLIR 19's ``ExpandStridedMetadata`` pass: ops that only change a memref's metadata
(``memref.subview``, ``memref.expand_shape``, ``memref.collapse_shape``) become
``memref.extract_strided_metadata`` of their source, ``affine.apply`` /
``affine.min`` on the offset, sizes and strides, and one ``memref.reinterpret_cast``
of the base buffer; and ``extract_strided_metadata`` of an allocation, of a
``reinterpret_cast``, of another ``extract_strided_metadata``'s base buffer, or of
a statically shaped memref, is replaced by the metadata it computes. What is left reaches
LLVM through ``finalize-memref-to-llvm`` (which lowers ``reinterpret_cast`` and
``extract_strided_metadata``), after ``lower-affine``.

The patterns run under the greedy driver with the folders of the loaded dialects
(``extract_strided_metadata``'s own fold among them: statically known results replaced
by ``arith.constant``, ``rules/memref_canon.py``), as MLIR's ``applyPatternsAndFoldGreedily``
does.

Index arithmetic is built with MLIR's ``makeComposedFoldedAffineApply``
(``make_composed_folded_affine_apply`` here): constants are folded into the map,
``affine.apply`` producers are composed in, operands are deduplicated and unused
ones dropped, the map is simplified, and a map that folds to a constant or to one
of its operands builds no op at all.

The patterns are those of MLIR 19's ``populateExpandStridedMetadataPatterns`` that
irlite has: ``SubviewFolder``, ``ReshapeFolder`` (expand and collapse), the
``ExtractStridedMetadataOp{Alloc,GetGlobal,CollapseShape,ReinterpretCast,Subview,Cast,
ExtractStridedMetadata}Folder``s and ``RewriteExtractAlignedPointerAsIndexOfViewLikeOp``
(an ``extract_strided_metadata`` of an ``expand_shape`` is reached through the view's own
rewrite, as in mlir-opt 19, which fixes the order of the constants left). The driver runs
bottom-up (MLIR's default for ``applyPatternsAndFoldGreedily``), which also lets
``expand_shape(collapse_shape(x))`` fold to ``x`` before either is expanded.

What it does not do: ``memref.transpose`` and ``memref.assume_alignment`` sources of
``extract_strided_metadata`` (mlir-opt 19 leaves transposes too; irlite's greedy driver
erases ``memref.assume_alignment`` as dead where mlir-opt keeps it), the constant order
mlir-opt gives after folding through a ``memref.cast`` (the ops are the same), or MLIR's
full ``simplifyAffineExpr`` of semi-affine expressions (their pure affine operands are
simplified; the rest is kept as built, which is what mlir-opt prints for the maps this
pass makes).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from ...ir.affine import (
    AffineExpr,
    AffineExprKind,
    AffineMap,
    get_affine_binary_op_expr,
    get_affine_constant_expr,
    get_affine_dim_expr,
    get_affine_symbol_expr,
)
from ...ir.attributes import DenseArrayAttr, IntegerAttr
from ...ir.core import BlockArgument, Operation, OpResult, Value
from ...ir.layout_attrs import AffineMapAttr
from ...ir.memref_layout import strides_and_offset
from ...ir.pattern import FunctionPattern, RewritePattern
from ...ir.rewriter import PatternRewriter
from ...ir.types import DYNAMIC, IndexType, IntegerType, MemRefType
from ..infra.pass_base import Pass, register_pass
from ..rewrite.greedy import apply_greedily

__all__ = [
    "ExpandStridedMetadata",
    "PATTERNS",
    "make_composed_folded_affine_apply",
    "make_composed_folded_affine_min",
]

#: An ``OpFoldResult``: a static index (a Python int) or an SSA value.
OpFoldResult = int | Value

_INDEX = IndexType.get()
_I64 = IntegerType.get(64)
K_DYNAMIC = -(2**63)  # MLIR's ShapedType::kDynamic in static_* arrays

_ADD = AffineExprKind.ADD
_MUL = AffineExprKind.MUL
_MOD = AffineExprKind.MOD
_FLOORDIV = AffineExprKind.FLOORDIV
_CEILDIV = AffineExprKind.CEILDIV
_CONST = AffineExprKind.CONSTANT
_DIM = AffineExprKind.DIM
_SYM = AffineExprKind.SYMBOL


# ----------------------------------------------------------------------------- fold results


def _constant_int(v: Value) -> int | None:
    """The integer of an ``arith.constant`` producing ``v`` (MLIR's ``m_Constant``), else None."""
    if type(v) is not OpResult:
        return None
    o = v.owner
    if "ConstantLike" not in type(o).traits:
        return None
    a = o.properties.get("value") if o.properties else None
    if type(a) is not IntegerAttr:
        return None
    x = a.params[1]
    return x - (1 << 64) if x >= 1 << 63 else x


def as_fold_result(v: Value) -> OpFoldResult:
    """MLIR's ``getAsOpFoldResult``: the constant an op folds ``v`` to, else ``v``."""
    c = _constant_int(v)
    return v if c is None else c


def _materialize(rw: PatternRewriter, loc: Any, x: OpFoldResult) -> Value:
    """MLIR's ``getValueOrCreateConstantIndexOp``."""
    if isinstance(x, int):
        return rw.create(
            "arith.constant", (), (_INDEX,), {"value": IntegerAttr.get(_INDEX, x)}, loc=loc
        ).results[0]
    return x


# ----------------------------------------------------------------------------- affine helpers


def _is_valid_symbol(v: Value) -> bool:
    """MLIR's ``affine::isValidSymbol`` for the values this pass sees: a constant, or a value
    defined at the top level of an affine scope (a ``func.func`` or any isolated op)."""
    if _constant_int(v) is not None:
        return True
    blk = v.owner if type(v) is BlockArgument else v.owner.parent
    if blk is None or blk.parent is None:
        return False
    scope = blk.parent.parent
    if scope is None:
        return True
    t = type(scope).traits
    return "AffineScope" in t or "IsolatedFromAbove" in t


def _map_uses(m: AffineMap) -> tuple[set, set]:
    dims: set = set()
    syms: set = set()
    for r in m.results:
        for e in r.walk():
            if e.kind == _DIM:
                dims.add(e.position)
            elif e.kind == _SYM:
                syms.add(e.position)
    return dims, syms


def canonicalize_map_and_operands(m: AffineMap, operands: list) -> tuple[AffineMap, list]:
    """MLIR's ``canonicalizeMapAndOperands``: dims that are valid symbols become symbols,
    constant symbol operands fold into the map, duplicate operands are merged and unused
    ones dropped."""
    nd, ns = m.num_dims, m.num_symbols
    # canonicalizePromotedSymbols: dims that are valid symbols become symbols
    if nd:
        dim_repl: list = []
        new_dims: list = []
        new_syms_front: list = []
        for i in range(nd):
            v = operands[i]
            if _is_valid_symbol(v):
                dim_repl.append(get_affine_symbol_expr(ns + len(new_syms_front)))
                new_syms_front.append(v)
            else:
                dim_repl.append(get_affine_dim_expr(len(new_dims)))
                new_dims.append(v)
        if new_syms_front:
            syms = [get_affine_symbol_expr(j) for j in range(ns)]
            m = m.replace_dims_and_symbols(dim_repl, syms, len(new_dims), ns + len(new_syms_front))
            operands = new_dims + list(operands[nd:]) + new_syms_front
            nd, ns = m.num_dims, m.num_symbols
    used_d, used_s = _map_uses(m)
    out: list = []
    seen: dict = {}
    drepl: list = [get_affine_constant_expr(0)] * nd
    nxt = 0
    for i in range(nd):
        if i in used_d:
            v = operands[i]
            e = seen.get(v)
            if e is None:
                e = seen[v] = get_affine_dim_expr(nxt)
                nxt += 1
                out.append(v)
            drepl[i] = e
    seen = {}
    srepl: list = [get_affine_constant_expr(0)] * ns
    nsym = 0
    for i in range(ns):
        if i not in used_s:
            continue
        v = operands[nd + i]
        c = _constant_int(v)
        if c is not None:
            srepl[i] = get_affine_constant_expr(c)
            continue
        e = seen.get(v)
        if e is None:
            e = seen[v] = get_affine_symbol_expr(nsym)
            nsym += 1
            out.append(v)
        srepl[i] = e
    return m.replace_dims_and_symbols(drepl, srepl, nxt, nsym), out


def _flatten(e: AffineExpr, nd: int, ns: int, locals_: list) -> list | None:
    """The flat form of a pure affine ``e``: coefficients of the dims, symbols and local
    expressions, then the constant (MLIR's ``SimpleAffineExprFlattener``); locals are
    ``floordiv``/``ceildiv``/``mod`` nodes that do not divide exactly."""
    k = e.kind
    width = nd + ns
    if k == _CONST:
        return [0] * width + [e.value]
    if k == _DIM:
        f = [0] * (width + 1)
        f[e.position] = 1
        return f
    if k == _SYM:
        f = [0] * (width + 1)
        f[nd + e.position] = 1
        return f
    lhs = _flatten(e.lhs, nd, ns, locals_)
    rhs = _flatten(e.rhs, nd, ns, locals_)
    if lhs is None or rhs is None:
        return None
    n = max(len(lhs), len(rhs))

    def pad(f: list) -> list:
        # locals are inserted before the constant
        return f[:-1] + [0] * (n - len(f)) + f[-1:]

    lhs, rhs = pad(lhs), pad(rhs)
    if k == _ADD:
        return [a + b for a, b in zip(lhs, rhs)]
    if k == _MUL:
        if any(rhs[:-1]) and any(lhs[:-1]):
            return _semi_affine_local(e, lhs, rhs, nd, ns, locals_)
        if any(rhs[:-1]):
            lhs, rhs = rhs, lhs
        c = rhs[-1]
        return [a * c for a in lhs]
    if any(rhs[:-1]):
        return _semi_affine_local(e, lhs, rhs, nd, ns, locals_)
    c = rhs[-1]
    if c <= 0:
        return None
    if k in (_FLOORDIV, _CEILDIV) and all(a % c == 0 for a in lhs):
        return [a // c for a in lhs]
    if k == _MOD and all(a % c == 0 for a in lhs):
        return [0] * len(lhs)
    if k != _MOD:
        # divide the numerator and the denominator by their gcd, as MLIR's flattener
        g = c
        for a in lhs:
            g = math.gcd(g, a)
        if g > 1:
            lhs = [a // g for a in lhs]
            c //= g
    expr = _unflatten(lhs, nd, ns, locals_)
    if k == _MOD:
        # lhs mod c == lhs - c * (lhs floordiv c)
        q = _local(expr.floordiv(c), locals_, nd, ns)
        out = pad_to(lhs, nd, ns, len(locals_))
        out[nd + ns + q] -= c
        return out
    node = expr.floordiv(c) if k == _FLOORDIV else expr.ceildiv(c)
    q = _local(node, locals_, nd, ns)
    out = [0] * (nd + ns + len(locals_) + 1)
    out[nd + ns + q] = 1
    return out


def _semi_affine_local(
    e: AffineExpr, lhs: list, rhs: list, nd: int, ns: int, locals_: list
) -> list:
    """MLIR's ``addLocalVariableSemiAffine``: a product, or a division or modulo by a
    non-constant, of two flattened operands is a local expression of their rebuilt forms."""
    a = _unflatten(pad_to(lhs, nd, ns, len(locals_)), nd, ns, locals_)
    b = _unflatten(pad_to(rhs, nd, ns, len(locals_)), nd, ns, locals_)
    node = get_affine_binary_op_expr(e.kind, a, b)
    q = _local(node, locals_, nd, ns)
    out = [0] * (nd + ns + len(locals_) + 1)
    out[nd + ns + q] = 1
    return out


def _unflatten_semi_affine(f: list, nd: int, ns: int, locals_: list) -> AffineExpr:
    """MLIR's ``getSemiAffineExprFromFlatForm``: dims, symbols and the locals that are a
    binary op of a dim or symbol and a dim, symbol or constant, sorted by the positions
    they involve (dims first); then the other locals, then the constant."""
    terms: list = []  # (key, coefficient, expr)
    top = max(nd, ns)
    for j in range(nd + ns):
        if f[j]:
            if j < nd:
                terms.append(((j, -1), f[j], get_affine_dim_expr(j)))
            else:
                terms.append(((j - nd, top), f[j], get_affine_symbol_expr(j - nd)))
    rest = []
    for i, x in enumerate(locals_):
        c = f[nd + ns + i]
        if not c:
            continue
        lhs, rhs = (x.lhs, x.rhs) if x.kind < _CONST else (None, None)
        simple = lhs is not None and lhs.kind in (_DIM, _SYM) and rhs.kind in (_DIM, _SYM, _CONST)
        if not simple:
            rest.append((c, x))
            continue
        if rhs.kind == _CONST:
            key = (lhs.position, -1) if lhs.kind == _DIM else (lhs.position, top)
        else:
            key = (lhs.position, rhs.position)
        terms.append((key, c, x))
    terms.sort(key=lambda t: t[0])
    e: AffineExpr = get_affine_constant_expr(0)
    for _, c, x in terms:
        e = e + x * c
    for c, x in rest:
        e = e + x * c
    if f[-1]:
        e = e + f[-1]
    return e


def pad_to(f: list, nd: int, ns: int, nlocals: int) -> list:
    """``f`` widened to ``nlocals`` local columns (the constant stays last)."""
    return f[:-1] + [0] * (nd + ns + nlocals + 1 - len(f)) + f[-1:]


def _local(node: AffineExpr, locals_: list, nd: int, ns: int) -> int:
    for i, x in enumerate(locals_):
        if x is node:
            return i
    locals_.append(node)
    return len(locals_) - 1


def _unflatten(f: list, nd: int, ns: int, locals_: list) -> AffineExpr:
    """MLIR's ``getAffineExprFromFlatForm``: dims, symbols, locals, then the constant."""
    e: AffineExpr = get_affine_constant_expr(0)
    for j in range(nd + ns):
        c = f[j]
        if c:
            ident = get_affine_dim_expr(j) if j < nd else get_affine_symbol_expr(j - nd)
            e = e + ident * c
    for j in range(nd + ns, len(f) - 1):
        c = f[j]
        if c:
            e = e + locals_[j - nd - ns] * c
    if f[-1]:
        e = e + f[-1]
    return e


def simplify_affine_expr(e: AffineExpr, nd: int, ns: int) -> AffineExpr:
    """MLIR's ``simplifyAffineExpr``: flatten and rebuild; products of non-constants and
    divisions or modulos by non-constants are local expressions of a semi-affine
    expression, which is rebuilt in MLIR's semi-affine order (``_unflatten_semi_affine``)
    unless the plain rebuild gives it back unchanged."""
    locals_: list = []
    f = _flatten(e, nd, ns, locals_)
    if f is None:
        return e
    f = pad_to(f, nd, ns, len(locals_))
    if e.is_pure_affine():
        return _unflatten(f, nd, ns, locals_)
    if _unflatten(f, nd, ns, locals_) is e:
        return e
    return _unflatten_semi_affine(f, nd, ns, locals_)


def simplify_affine_map(m: AffineMap) -> AffineMap:
    """MLIR's ``simplifyAffineMap``: each result simplified."""
    return AffineMap.get(
        m.num_dims,
        m.num_symbols,
        [simplify_affine_expr(r, m.num_dims, m.num_symbols) for r in m.results],
    )


def _apply_map_of(v: Value) -> tuple[AffineMap, list] | None:
    if type(v) is not OpResult or v.owner.name != "affine.apply":
        return None
    o = v.owner
    return o.properties["map"].map, [x.value for x in o.op_operands]


def compose_affine_map_and_operands(m: AffineMap, operands: list) -> tuple[AffineMap, list]:
    """MLIR's ``composeAffineMapAndOperands``: every operand produced by an ``affine.apply``
    is replaced by that op's expression (its operands appended as new dims and symbols),
    until none is left; then canonicalized and simplified."""
    dims: list = list(operands[: m.num_dims])
    syms: list = list(operands[m.num_dims :])
    while True:
        changed = False
        for pos in range(len(dims) + len(syms)):
            nd0 = len(dims)
            is_dim = pos < nd0
            v = dims[pos] if is_dim else syms[pos - nd0]
            if v is None:
                continue
            got = _apply_map_of(v)
            if got is None:
                continue
            if is_dim:
                dims[pos] = None
            else:
                syms[pos - nd0] = None
            cmap, cops = canonicalize_map_and_operands(*got)
            shifted_d = [get_affine_dim_expr(len(dims) + i) for i in range(cmap.num_dims)]
            shifted_s = [get_affine_symbol_expr(len(syms) + i) for i in range(cmap.num_symbols)]
            repl = cmap.results[0].replace_dims_and_symbols(shifted_d, shifted_s)
            dims.extend(cops[: cmap.num_dims])
            syms.extend(cops[cmap.num_dims :])
            target = get_affine_dim_expr(pos) if is_dim else get_affine_symbol_expr(pos - nd0)
            m = AffineMap.get(len(dims), len(syms), [r.replace({target: repl}) for r in m.results])
            changed = True
            break
        if not changed:
            break
    # drop the operands replaced above
    drepl, srepl, out = [], [], []
    for v in dims:
        if v is None:
            drepl.append(get_affine_constant_expr(0))
        else:
            drepl.append(get_affine_dim_expr(len(out)))
            out.append(v)
    nd = len(out)
    for v in syms:
        if v is None:
            srepl.append(get_affine_constant_expr(0))
        else:
            srepl.append(get_affine_symbol_expr(len(out) - nd))
            out.append(v)
    m = m.replace_dims_and_symbols(drepl, srepl, nd, len(out) - nd)
    m, out = canonicalize_map_and_operands(m, out)
    return simplify_affine_map(m), out


def _fold_attributes_into_map(m: AffineMap, operands: Sequence[OpFoldResult]) -> tuple:
    """MLIR's ``foldAttributesIntoMap``: static operands become constants of the map."""
    drepl, srepl, vals = [], [], []
    nd = 0
    for i in range(m.num_dims):
        x = operands[i]
        if isinstance(x, int):
            drepl.append(get_affine_constant_expr(x))
        else:
            drepl.append(get_affine_dim_expr(nd))
            nd += 1
            vals.append(x)
    ns = 0
    for i in range(m.num_symbols):
        x = operands[m.num_dims + i]
        if isinstance(x, int):
            srepl.append(get_affine_constant_expr(x))
        else:
            srepl.append(get_affine_symbol_expr(ns))
            ns += 1
            vals.append(x)
    return m.replace_dims_and_symbols(drepl, srepl, nd, ns), vals


def _as_map(e: AffineExpr | AffineMap) -> AffineMap:
    """MLIR's ``AffineMap::inferFromExprList`` of one expression."""
    if isinstance(e, AffineMap):
        return e
    nd = ns = 0
    for x in e.walk():
        if x.kind == _DIM:
            nd = max(nd, x.position + 1)
        elif x.kind == _SYM:
            ns = max(ns, x.position + 1)
    return AffineMap.get(nd, ns, [e])


def make_composed_folded_affine_apply(
    rw: PatternRewriter, loc: Any, e: AffineExpr | AffineMap, operands: Sequence[OpFoldResult]
) -> OpFoldResult:
    """MLIR's ``affine::makeComposedFoldedAffineApply``: the value of the one-result map
    ``e`` on ``operands`` (ints or values), as an int when it folds to a constant, an
    existing value when it folds to one, else a new ``affine.apply`` at ``rw``'s
    insertion point."""
    m, vals = _fold_attributes_into_map(_as_map(e), operands)
    m, vals = compose_affine_map_and_operands(m, vals)
    r = m.results[0]
    if r.kind == _CONST:
        return r.value
    if r.kind == _DIM:
        return vals[r.position]
    if r.kind == _SYM:
        return vals[m.num_dims + r.position]
    return rw.create(
        "affine.apply", vals, (_INDEX,), {"map": AffineMapAttr.get(m)}, loc=loc
    ).results[0]


def make_composed_folded_affine_min(
    rw: PatternRewriter, loc: Any, m: AffineMap, operands: Sequence[OpFoldResult]
) -> OpFoldResult:
    """MLIR's ``affine::makeComposedFoldedAffineMin``: ``min`` of the map's results; an int
    when every result is constant, else
    ``affine.min`` (as mlir-opt 19, even of one non-constant result)."""
    m, vals = _fold_attributes_into_map(m, operands)
    m, vals = canonicalize_map_and_operands(m, vals)
    m = simplify_affine_map(m)
    if all(r.kind == _CONST for r in m.results):
        return min(r.value for r in m.results)
    return rw.create("affine.min", vals, (_INDEX,), {"map": AffineMapAttr.get(m)}, loc=loc).results[
        0
    ]


# ----------------------------------------------------------------------------- op helpers


def _mixed(op: Operation, static_name: str, group: str) -> list[OpFoldResult]:
    """MLIR's ``getMixedOffsets``/``Sizes``/``Strides``: the static entries, with each
    ``kDynamic`` taken from the next operand of ``group``."""
    it = iter(getattr(op, group))
    return [next(it) if x == K_DYNAMIC else x for x in op.properties[static_name].values]


def _extract_metadata(rw: PatternRewriter, loc: Any, source: Value) -> Operation:
    """A new ``memref.extract_strided_metadata`` of ``source`` (its result types inferred)."""
    t = source.type
    rank = len(t.shape)
    base = MemRefType.get([], t.element_type, None, t.memory_space)
    return rw.create(
        "memref.extract_strided_metadata",
        [source],
        [base, _INDEX] + [_INDEX] * (2 * rank),
        loc=loc,
    )


def create_offset_size_stride_op(
    rw: PatternRewriter,
    name: str,
    loc: Any,
    result_type: Any,
    source: Value,
    offsets: Sequence[OpFoldResult],
    sizes: Sequence[OpFoldResult],
    strides: Sequence[OpFoldResult],
) -> Operation:
    """A ``memref.subview`` or ``memref.reinterpret_cast`` of ``source`` from mixed
    static/dynamic offsets, sizes and strides (ints are static, Values dynamic)."""
    operands = [source]
    statics = []
    counts = [1]
    for group in (offsets, sizes, strides):
        dynamic = [x for x in group if not isinstance(x, int)]
        statics.append(
            DenseArrayAttr.get(_I64, [x if isinstance(x, int) else K_DYNAMIC for x in group])
        )
        operands += dynamic
        counts.append(len(dynamic))
    return rw.create(
        name,
        operands,
        [result_type],
        {
            "static_offsets": statics[0],
            "static_sizes": statics[1],
            "static_strides": statics[2],
            "operandSegmentSizes": DenseArrayAttr.get(IntegerType.get(32), counts),
        },
        loc=loc,
    )


def _reinterpret_cast(
    rw: PatternRewriter,
    loc: Any,
    result_type: Any,
    source: Value,
    offset: OpFoldResult,
    sizes: Sequence[OpFoldResult],
    strides: Sequence[OpFoldResult],
) -> Operation:
    return create_offset_size_stride_op(
        rw, "memref.reinterpret_cast", loc, result_type, source, [offset], sizes, strides
    )


def _static_or(value: int | None, fallback: OpFoldResult) -> OpFoldResult:
    return fallback if value is None else value


def _dropped_dims(src_shape: Sequence[int], sizes: Sequence[OpFoldResult], res: MemRefType) -> set:
    """MLIR's ``SubViewOp::getDroppedDims`` for the shapes seen here: unit sizes of the
    subview that the result type does not keep (leftmost first)."""
    full = [x if isinstance(x, int) else DYNAMIC for x in sizes]
    dropped = set()
    j = 0
    for i, d in enumerate(full):
        keeps = j < len(res.shape) and (d == res.shape[j])
        if keeps and not (d == 1 and len(full) - i > len(res.shape) - j):
            j += 1
            continue
        dropped.add(i)
    return dropped


# ----------------------------------------------------------------------------- patterns


def _subview_metadata(rw: PatternRewriter, op: Operation) -> tuple:
    """(extract op, offset, sizes, strides) of a subview: the metadata of its result in
    terms of its source's (MLIR's ``SubviewFolder`` arithmetic)."""
    loc = op.loc
    source = op.op_operands[0].value
    st = source.type
    rank = len(st.shape)
    meta = _extract_metadata(rw, loc, source)
    src_strides, src_offset = strides_and_offset(st)
    sub_strides = _mixed(op, "static_strides", "strides")
    sub_offsets = _mixed(op, "static_offsets", "offsets")
    orig_strides = meta.results[2 + rank :]
    symbols = [get_affine_symbol_expr(i) for i in range(2 * rank + 1)]
    expr = symbols[0]
    values: list = [None] * (2 * rank + 1)
    values[0] = _static_or(src_offset, meta.results[1])
    s0, s1 = get_affine_symbol_expr(0), get_affine_symbol_expr(1)
    strides: list = []
    for i in range(rank):
        orig = _static_or(src_strides[i], orig_strides[i])
        strides.append(make_composed_folded_affine_apply(rw, loc, s0 * s1, [sub_strides[i], orig]))
        expr = expr + symbols[1 + 2 * i] * symbols[2 + 2 * i]
        values[1 + 2 * i] = sub_offsets[i]
        values[2 + 2 * i] = orig
    offset = make_composed_folded_affine_apply(rw, loc, expr, values)
    sizes = _mixed(op, "static_sizes", "sizes")
    res_t = op.results[0].type
    dropped = _dropped_dims(st.shape, sizes, res_t)
    final_sizes = [s for i, s in enumerate(sizes) if i not in dropped]
    final_strides = [s for i, s in enumerate(strides) if i not in dropped]
    return meta, offset, final_sizes, final_strides


def subview_folder(op: Operation, rw: PatternRewriter) -> bool:
    """``subview(m)`` -> ``reinterpret_cast(base(m), offset', sizes', strides')``."""
    if type(op.op_operands[0].value.type) is not MemRefType:
        return False
    rw.set_insertion_point(op)
    meta, offset, sizes, strides = _subview_metadata(rw, op)
    cast = _reinterpret_cast(
        rw, op.loc, op.results[0].type, meta.results[0], offset, sizes, strides
    )
    rw.replace_op(op, [cast.results[0]])
    return True


def _reassociation(op: Operation) -> list[list[int]]:
    return [[x.params[1] for x in g.value] for g in op.properties["reassociation"].value]


def _expanded_sizes(rw: PatternRewriter, op: Operation, orig_sizes: list, g: int) -> list:
    group = _reassociation(op)[g]
    rt = op.results[0].type
    out: list = [None] * len(group)
    prod = 1
    dyn = None
    for i, d in enumerate(group):
        sz = rt.shape[d]
        if sz == DYNAMIC:
            dyn = i
            continue
        prod *= sz
        out[i] = sz
    if dyn is not None:
        s0 = get_affine_symbol_expr(0)
        out[dyn] = make_composed_folded_affine_apply(rw, op.loc, s0.floordiv(prod), [orig_sizes[g]])
    return out


def _expanded_strides(
    rw: PatternRewriter, op: Operation, orig_sizes: list, orig_strides: list, g: int
) -> list:
    group = _reassociation(op)[g]
    rt = op.results[0].type
    n = len(group)
    cur = 1
    out: list = [None] * n
    dyn = None
    for i in range(n - 1, -1, -1):
        out[i] = cur
        sz = rt.shape[group[i]]
        if sz == DYNAMIC:
            dyn = i
            continue
        cur *= sz
    src_strides, _ = strides_and_offset(op.op_operands[0].value.type)
    orig = _static_or(src_strides[g], orig_strides[g])
    done = 0
    s0, s1 = get_affine_symbol_expr(0), get_affine_symbol_expr(1)
    if dyn is not None:
        for done in range(dyn):
            out[done] = make_composed_folded_affine_apply(
                rw, op.loc, (s0 * out[done]).floordiv(cur) * s1, [orig_sizes[g], orig]
            )
        done = dyn
    for i in range(done, n):
        out[i] = make_composed_folded_affine_apply(rw, op.loc, s0 * out[i], [orig])
    return out


def _product(rw: PatternRewriter, loc: Any, indices: list, statics: Sequence, values: list) -> Any:
    e: AffineExpr = get_affine_constant_expr(1)
    inputs = []
    for n, i in enumerate(indices):
        e = e * get_affine_symbol_expr(n)
        inputs.append(values[i] if statics[i] == DYNAMIC else statics[i])
    return make_composed_folded_affine_apply(rw, loc, e, inputs)


def _collapsed_size(rw: PatternRewriter, op: Operation, orig_sizes: list, g: int) -> list:
    size = op.results[0].type.shape[g]
    if size != DYNAMIC:
        return [size]
    src = op.op_operands[0].value.type
    return [_product(rw, op.loc, _reassociation(op)[g], src.shape, orig_sizes)]


def _collapsed_stride(
    rw: PatternRewriter, op: Operation, orig_sizes: list, orig_strides: list, g: int
) -> list:
    group = _reassociation(op)[g]
    src = op.op_operands[0].value.type
    strides, _ = strides_and_offset(src)
    gs: list = []
    for d in group:
        if src.shape[d] == 1:
            continue
        gs.append(_static_or(strides[d], orig_strides[d]))
    if not gs:
        cstrides, _ = strides_and_offset(op.results[0].type)
        final = cstrides[g]
        if final is None:
            for d in group:
                if strides[d] is None:
                    return [orig_strides[d]]
        return [final]
    m = AffineMap.get_multi_dim_identity(len(gs))
    return [make_composed_folded_affine_min(rw, op.loc, m, gs)]


def _reshape_metadata(rw: PatternRewriter, op: Operation, expand: bool) -> tuple:
    loc = op.loc
    source = op.op_operands[0].value
    st = source.type
    rank = len(st.shape)
    meta = _extract_metadata(rw, loc, source)
    _, offset = strides_and_offset(st)
    rt = op.results[0].type
    offset_ofr = _static_or(offset, meta.results[1])
    if rank == 0:
        ones = [1] * len(rt.shape)
        return meta, offset_ofr, ones, ones
    sizes_v = [as_fold_result(v) for v in meta.results[2 : 2 + rank]]
    strides_v = [as_fold_result(v) for v in meta.results[2 + rank :]]
    final_sizes: list = []
    final_strides: list = []
    for g in range(len(_reassociation(op))):
        if expand:
            sz = _expanded_sizes(rw, op, sizes_v, g)
            sd = _expanded_strides(rw, op, sizes_v, strides_v, g)
        else:
            sz = _collapsed_size(rw, op, sizes_v, g)
            sd = _collapsed_stride(rw, op, sizes_v, strides_v, g)
        final_sizes += sz
        final_strides += sd
    return meta, offset_ofr, final_sizes, final_strides


def _reshape_folder(expand: bool) -> Any:
    def fold(op: Operation, rw: PatternRewriter) -> bool:
        st = op.op_operands[0].value.type
        if type(st) is not MemRefType or strides_and_offset(st)[0] is None:
            return False
        rw.set_insertion_point(op)
        meta, offset, sizes, strides = _reshape_metadata(rw, op, expand)
        cast = _reinterpret_cast(
            rw, op.loc, op.results[0].type, meta.results[0], offset, sizes, strides
        )
        rw.replace_op(op, [cast.results[0]])
        return True

    fold.__name__ = "expand_shape_folder" if expand else "collapse_shape_folder"
    return fold


def _source_op(op: Operation, name: str) -> Operation | None:
    v = op.op_operands[0].value
    if type(v) is OpResult and v.owner.name == name:
        return v.owner
    return None


def metadata_of_alloc(op: Operation, rw: PatternRewriter) -> bool:
    """``extract_strided_metadata(alloc(sizes))`` -> the allocation (cast to rank 0),
    offset 0, its sizes and the row-major strides (MLIR's
    ``ExtractStridedMetadataOpAllocFolder``)."""
    src = op.op_operands[0].value
    if type(src) is not OpResult or src.owner.name not in ("memref.alloc", "memref.alloca"):
        return False
    alloc = src.owner
    t = src.type
    if t.layout is not None:
        return rw.notify_match_failure(alloc, "alloc-like operations should have been normalized")
    loc = op.loc
    rank = len(t.shape)
    dyn = iter(alloc.dynamicSizes)
    sizes: list = [next(dyn) if d == DYNAMIC else d for d in t.shape]
    rw.set_insertion_point(op)
    strides: list = [1] * rank
    e: AffineExpr = get_affine_constant_expr(1)
    for n, i in enumerate(range(rank - 2, -1, -1), 1):
        e = e * get_affine_symbol_expr(n - 1)
        strides[i] = make_composed_folded_affine_apply(rw, loc, e, sizes[i + 1 : i + 1 + n])
    base_t = op.results[0].type
    results: list = []
    if t is base_t:
        results.append(src)
    else:
        results.append(_reinterpret_cast(rw, loc, base_t, src, 0, [], []).results[0])
    results.append(_materialize(rw, loc, 0))
    results += [_materialize(rw, loc, s) for s in sizes]
    results += [_materialize(rw, loc, s) for s in strides]
    rw.replace_op(op, results)
    return True


def metadata_of_get_global(op: Operation, rw: PatternRewriter) -> bool:
    """``extract_strided_metadata(get_global)`` of a static identity-layout global -> the
    global (cast to rank 0) and its static metadata (MLIR's
    ``ExtractStridedMetadataOpGetGlobalFolder``)."""
    g = _source_op(op, "memref.get_global")
    if g is None:
        return False
    t = g.results[0].type
    if type(t) is not MemRefType or t.layout is not None or DYNAMIC in t.shape:
        return rw.notify_match_failure(g, "get_global of a non-identity or dynamic memref")
    loc = op.loc
    rw.set_insertion_point(op)
    strides, offset = strides_and_offset(t)
    base_t = op.results[0].type
    src = g.results[0]
    base = src if t is base_t else _reinterpret_cast(rw, loc, base_t, src, 0, [], []).results[0]
    results = [base, _materialize(rw, loc, offset)]
    results += [_materialize(rw, loc, d) for d in t.shape]
    results += [_materialize(rw, loc, x) for x in strides]
    rw.replace_op(op, results)
    return True


def metadata_of_cast(op: Operation, rw: PatternRewriter) -> bool:
    """``extract_strided_metadata(cast(m))`` -> that of ``m``, with what ``m``'s type knows
    statically as constants (MLIR's ``ExtractStridedMetadataOpCastFolder``)."""
    c = _source_op(op, "memref.cast")
    if c is None:
        return False
    src = c.op_operands[0].value
    st = src.type
    if type(st) is not MemRefType or strides_and_offset(st)[0] is None:
        return rw.notify_match_failure(c, "cast source's type is incompatible")
    loc = op.loc
    rw.set_insertion_point(op)
    meta = _extract_metadata(rw, loc, src)
    rank = len(st.shape)
    strides, offset = strides_and_offset(st)
    res = meta.results
    results = [res[0], _materialize(rw, loc, _static_or(offset, res[1]))]
    for i, d in enumerate(st.shape):
        results.append(_materialize(rw, loc, res[2 + i] if d == DYNAMIC else d))
    for i, x in enumerate(strides):
        results.append(_materialize(rw, loc, _static_or(x, res[2 + rank + i])))
    rw.replace_op(op, results)
    return True


def aligned_pointer_of_view(op: Operation, rw: PatternRewriter) -> bool:
    """``extract_aligned_pointer_as_index(view(m))`` reads ``m`` (MLIR's
    ``RewriteExtractAlignedPointerAsIndexOfViewLikeOp``)."""
    from .buffer_deallocation.buffer_origin import ViewLikeOpInterface

    v = op.op_operands[0].value
    view = v.owner.interface(ViewLikeOpInterface) if type(v) is OpResult else None
    if view is None:
        return rw.notify_match_failure(op, "not a ViewLike source")
    rw.modify(op)
    op.op_operands[0].set(view.view_source())
    return True


def metadata_of_reinterpret_cast(op: Operation, rw: PatternRewriter) -> bool:
    """``extract_strided_metadata(reinterpret_cast(m, o, sz, st))`` -> the base of ``m``,
    ``o``, ``sz``, ``st`` (MLIR's ``ExtractStridedMetadataOpReinterpretCastFolder``)."""
    rc = _source_op(op, "memref.reinterpret_cast")
    if rc is None:
        return False
    inner = rc.op_operands[0].value
    it = inner.type
    if type(it) is not MemRefType or strides_and_offset(it)[0] is None:
        return rw.notify_match_failure(rc, "reinterpret_cast source's type is incompatible")
    loc = op.loc
    rw.set_insertion_point(op)
    meta = _extract_metadata(rw, loc, inner)
    results: list = [meta.results[0]]
    results.append(_materialize(rw, loc, _mixed(rc, "static_offsets", "offsets")[0]))
    results += [_materialize(rw, loc, x) for x in _mixed(rc, "static_sizes", "sizes")]
    results += [_materialize(rw, loc, x) for x in _mixed(rc, "static_strides", "strides")]
    rw.replace_op(op, results)
    return True


def metadata_of_metadata(op: Operation, rw: PatternRewriter) -> bool:
    """``extract_strided_metadata(extract_strided_metadata(m)#0)`` -> that base buffer,
    offset 0 (MLIR's ``ExtractStridedMetadataOpExtractStridedMetadataFolder``)."""
    src = _source_op(op, "memref.extract_strided_metadata")
    if src is None:
        return False
    rw.set_insertion_point(op)
    rw.replace_op(op, [src.results[0], _materialize(rw, op.loc, 0)])
    return True


def metadata_of_subview(op: Operation, rw: PatternRewriter) -> bool:
    """``extract_strided_metadata(subview(m))`` -> the base of ``m`` and the subview's
    offset, sizes and strides computed from ``m``'s (MLIR's
    ``ExtractStridedMetadataOpSubviewFolder``)."""
    view = _source_op(op, "memref.subview")
    if view is None:
        return False
    st = view.op_operands[0].value.type
    if type(st) is not MemRefType or strides_and_offset(st)[0] is None:
        return False
    loc = op.loc
    rw.set_insertion_point(op)
    meta, offset, sizes, strides = _subview_metadata(rw, view)
    results = [meta.results[0], _materialize(rw, loc, offset)]
    results += [_materialize(rw, loc, s) for s in sizes]
    results += [_materialize(rw, loc, s) for s in strides]
    rw.replace_op(op, results)
    return True


def metadata_of_collapse_shape(op: Operation, rw: PatternRewriter) -> bool:
    """``extract_strided_metadata(collapse_shape(m))`` -> the base of ``m`` and the collapsed
    offset, sizes and strides (MLIR's ``ExtractStridedMetadataOpCollapseShapeFolder``)."""
    view = _source_op(op, "memref.collapse_shape")
    if view is None:
        return False
    st = view.op_operands[0].value.type
    if type(st) is not MemRefType or strides_and_offset(st)[0] is None:
        return False
    loc = op.loc
    rw.set_insertion_point(op)
    meta, offset, sizes, strides = _reshape_metadata(rw, view, False)
    results = [meta.results[0], _materialize(rw, loc, offset)]
    results += [_materialize(rw, loc, s) for s in sizes]
    results += [_materialize(rw, loc, s) for s in strides]
    rw.replace_op(op, results)
    return True


def _keep_symbol_identity(fold: Any) -> Any:
    """``fold`` except on a map that is one symbol: mlir-opt 19 keeps
    ``affine.min ()[s0] -> (s0)`` after this pass (its ``AffineMinOp::fold`` leaves it; only
    canonicalize's patterns remove it), which irlite's affine folder would fold."""

    def keep(op: Operation, consts: Any) -> Any:
        m = op.properties["map"].map
        one = m.num_dims == 0 and m.num_symbols == 1 and len(m.results) == 1
        if one and m.results[0].kind == _SYM:
            return None
        return fold(op, consts)

    return keep


#: The patterns of MLIR 19's ``populateExpandStridedMetadataPatterns`` that irlite has.
PATTERNS: list[RewritePattern] = [
    FunctionPattern(subview_folder, "memref.subview", debug_name="SubviewFolder"),
    FunctionPattern(_reshape_folder(True), "memref.expand_shape", debug_name="ReshapeFolder"),
    FunctionPattern(_reshape_folder(False), "memref.collapse_shape", debug_name="ReshapeFolder"),
    FunctionPattern(
        metadata_of_alloc,
        "memref.extract_strided_metadata",
        debug_name="ExtractStridedMetadataOpAllocFolder",
    ),
    FunctionPattern(
        metadata_of_get_global,
        "memref.extract_strided_metadata",
        debug_name="ExtractStridedMetadataOpGetGlobalFolder",
    ),
    FunctionPattern(
        aligned_pointer_of_view,
        "memref.extract_aligned_pointer_as_index",
        debug_name="RewriteExtractAlignedPointerAsIndexOfViewLikeOp",
    ),
    FunctionPattern(
        metadata_of_collapse_shape,
        "memref.extract_strided_metadata",
        debug_name="ExtractStridedMetadataOpCollapseShapeFolder",
    ),
    FunctionPattern(
        metadata_of_subview,
        "memref.extract_strided_metadata",
        debug_name="ExtractStridedMetadataOpSubviewFolder",
    ),
    FunctionPattern(
        metadata_of_reinterpret_cast,
        "memref.extract_strided_metadata",
        debug_name="ExtractStridedMetadataOpReinterpretCastFolder",
    ),
    FunctionPattern(
        metadata_of_cast,
        "memref.extract_strided_metadata",
        debug_name="ExtractStridedMetadataOpCastFolder",
    ),
    FunctionPattern(
        metadata_of_metadata,
        "memref.extract_strided_metadata",
        debug_name="ExtractStridedMetadataOpExtractStridedMetadataFolder",
    ),
]


@register_pass(
    "expand-strided-metadata",
    summary="Expand memref operations into easier to analyze constructs",
    display_name="ExpandStridedMetadata",
)
class ExpandStridedMetadata(Pass):
    """Rewrites the memref view ops of the module into ``extract_strided_metadata``,
    affine index arithmetic and ``reinterpret_cast`` (see the module docstring)."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects whose ops the pass creates (MLIR's dependent dialects), so that
        later passes of the pipeline (canonicalize) know them."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("affine", "arith", "memref"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Operation) -> None:
        from .canonicalize import canonicalization_tables

        _, folders, mats = canonicalization_tables(ctx=self.context)
        folders = dict(folders)
        for name in ("affine.min", "affine.max"):
            if name in folders:
                folders[name] = _keep_symbol_identity(folders[name])
        hits: dict[str, int] = {}
        res = apply_greedily(op, PATTERNS, folders, mats, hits=hits, top_down=False)
        if not res.changed:
            self.mark_all_analyses_preserved()
