"""Native helpers of ``memref.rules`` (partly shared with ``tensor.rules``).

What is clearer in Python than in the rules:

- ``custom<DynamicIndexList>``: ``[0, %i, 4]`` read into operand refs plus a
  ``DenseI64ArrayAttr`` holding MLIR's ``kDynamic`` (``K_DYNAMIC``) for each SSA
  value, and printed back; ``custom<AffineMapBody>``: a bare affine map
  (``memref.transpose``);
- the custom forms MLIR writes by hand (``alloca_scope`` with its implicit
  ``alloca_scope.return``, ``generic_atomic_rmw``, ``prefetch``) and ``global``
  (its type-and-initial-value part); ``load``/``store`` are declarative in
  ``memref.rules`` (derived operand type, defaulted ``nontemporal``);
- verifiers of the important invariants, in MLIR 19's order and wording
  (index and dynamic-size counts, element types, ranks, subview result types
  with rank reduction, reassociations); ``subview_result_type`` is MLIR's
  ``SubViewOp::inferResultType``;
- the promotion interfaces ``mem2reg`` asks (MLIR 19's ``MemRefMemorySlot.cpp``):
  ``AllocaPromotion`` (an alloca of one element is a slot, its default value a zero
  constant), ``LoadPromotion`` and ``StorePromotion``.

Each verifier returns ``None`` when the op is fine, else MLIR's message
(reported with the ``'memref.x' op`` prefix) or a ``Diagnostic`` (``_diag``) for
the messages MLIR emits without it.

What it does not do: recompute the result layouts of ``expand_shape`` /
``collapse_shape``, check symbol uses (``get_global``), or fold.
"""

from __future__ import annotations

import re
from typing import Any

from irlite.gen.loader import builtin_module
from irlite.gen.runtime import ensure_terminator
from irlite.ir.attributes import (
    ArrayAttr,
    DenseArrayAttr,
    DenseIntOrFPElementsAttr,
    ElementsAttr,
    FloatAttr,
    IntegerAttr,
    TypeAttr,
    UnitAttr,
)
from irlite.ir.core import Operation, OpResult
from irlite.ir.diagnostics import Diagnostic, Severity, VerificationError, op_diagnostic
from irlite.ir.interfaces import (
    ConditionallySpeculatable,
    DestructurableAccessorOpInterface,
    DestructurableAllocationOpInterface,
    MemorySlot,
    PromotableAllocationOpInterface,
    PromotableMemOpInterface,
    ReifyRankedShapedTypeOpInterface,
)
from irlite.ir.layout_attrs import StridedLayoutAttr
from irlite.ir.memref_layout import strides_and_offset  # shared with the LLVM lowering
from irlite.ir.side_effects import is_memory_effect_free
from irlite.ir.types import (
    DYNAMIC,
    BaseMemRefType,
    FloatType,
    IndexType,
    IntegerType,
    MemRefType,
    RankedTensorType,
    ShapedType,
    UnrankedMemRefType,
    VectorType,
)

K_DYNAMIC = -(2**63)  # MLIR's ShapedType::kDynamic in static_* arrays
_I64 = IntegerType.get(64)
_INDEX = IndexType.get()
_I32_SEG = IntegerType.get(32)
_INT_RE = re.compile(r"-?\s*(?:0x[0-9A-Fa-f]+|[0-9]+)")


# ------------------------------------------------------------------ custom<DynamicIndexList>


_STATIC_LIST_RE = re.compile(r"\s*\[\s*(-?[0-9]+(?:\s*,\s*-?[0-9]+)*)?\s*\]")
_STATIC_LISTS: dict[str | None, Any] = {}


def parse_DynamicIndexList(p: Any) -> tuple:
    """``[a, %b, ...]`` → (operand refs, DenseI64ArrayAttr with kDynamic for each ref)."""
    m = _STATIC_LIST_RE.match(p.src, p.pos)
    if m is not None:  # fast path: only integers (one regex, attribute cached by text)
        body = m.group(1)
        a = _STATIC_LISTS.get(body)
        if a is None:
            a = DenseArrayAttr.get(_I64, [int(x) for x in body.split(",")] if body else [])
            if len(_STATIC_LISTS) < 4096:
                _STATIC_LISTS[body] = a
        p.pos = m.end()
        return [], a
    p.expect("[", "'[' in dynamic index list")
    refs: list = []
    vals: list[int] = []
    if not p.try_lit("]"):
        while True:
            p.ws()
            if p.peek() == "%":
                refs.append(p.parse_operand_ref())
                vals.append(K_DYNAMIC)
            else:
                m = p.match(_INT_RE)
                if m is None:
                    p.error("expected SSA value or integer" + p._found())
                vals.append(int(m.group().replace(" ", ""), 0))
            if p.try_lit("]"):
                break
            p.expect(",", "']' or ','")
    return refs, DenseArrayAttr.get(_I64, vals)


_LIST_TEXT: dict[Any, str] = {}  # all-static lists: attribute -> "[1, 2]"


def print_DynamicIndexList(p: Any, op: Any, values: Any, static: Any) -> str:
    """The text of ``[a, %b, ...]`` for ``values`` (SSA values) and ``static``."""
    if not values:
        t = _LIST_TEXT.get(static)
        if t is None:
            t = "[" + ", ".join([str(v) for v in static.values]) + "]"
            if len(_LIST_TEXT) < 4096:
                _LIST_TEXT[static] = t
        return t
    it = iter(values)
    parts = []
    for v in static.values:
        parts.append(p.value_name(next(it)) if v == K_DYNAMIC else str(v))
    return "[" + ", ".join(parts) + "]"


def num_dynamic(static: Any) -> int:
    return sum(1 for v in static.values if v == K_DYNAMIC) if static is not None else 0


def _diag(op: Operation, msg: str) -> Diagnostic:
    """An error on ``op`` without the ``'op' op`` prefix (MLIR's ``op->emitError``)."""
    return op_diagnostic(Severity.ERROR, op, msg)


# ------------------------------------------------------------------ custom<AffineMapBody>


def parse_AffineMapBody(p: Any) -> tuple:
    """A bare affine map ``(d0, d1) -> (d1, d0)`` → (AffineMapAttr,)."""
    from irlite.ir.affine import parse_affine_map
    from irlite.ir.layout_attrs import AffineMapAttr

    p.ws()
    return (AffineMapAttr.get(parse_affine_map(p)),)


def print_AffineMapBody(p: Any, op: Any, a: Any) -> str:
    return str(a.map)


# ------------------------------------------------------------------ type helpers


def elem(t: Any) -> Any:
    """The element type of a shaped type (the result of a load/extract)."""
    return t.element_type if isinstance(t, ShapedType) else t


def _layout_symbols(t: MemRefType) -> int:
    lay = t.layout
    if lay is None:
        return 0
    m = getattr(lay, "map", None)
    if m is not None:
        return m.num_symbols
    if isinstance(lay, StridedLayoutAttr):
        # makeStridedLinearLayoutMap: one symbol per dynamic offset and stride
        return (lay.offset is None) + sum(1 for s in lay.strides if s is None)
    return 0


# ------------------------------------------------------------------ verifiers


def verify_alloc(op: Operation) -> str | None:
    t = op.results[0].type
    if type(t) is not MemRefType:
        return None
    props = op.properties
    seg = props.get("operandSegmentSizes")
    nd, ns = (seg.values[0], seg.values[1]) if seg is not None else (len(op.op_operands), 0)
    if nd != t.num_dynamic_dims:
        return "dimension operand count does not equal memref dynamic dimension count"
    want = _layout_symbols(t)
    if ns != want:
        return f"symbol operand count does not equal memref symbol count: expected {want}, got {ns}"
    a = props.get("alignment")
    if a is not None and a.value < 0:
        return (
            "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute "
            "whose minimum value is 0"
        )
    return None


def verify_alloca(op: Operation) -> str | None:
    """MLIR's ``AllocaOp::verify``: an ancestor with ``AutomaticAllocationScope``, then the
    checks of ``alloc``."""
    p = op.parent_op
    while p is not None and "AutomaticAllocationScope" not in type(p).traits:
        p = p.parent_op
    if p is None:
        return "requires an ancestor op with AutomaticAllocationScope trait"
    return verify_alloc(op)


def verify_load(op: Operation) -> str | None:
    mt = op.operand(0).type
    if op.results[0].type is not mt.element_type:
        return "failed to verify that result type matches element type of 'memref'"
    n = len(op.op_operands) - 1
    if n != mt.rank:
        return f"incorrect number of indices for load, expected {mt.rank} but got {n}"
    return None


def verify_store(op: Operation) -> str | None:
    mt = op.operand(1).type
    if op.operand(0).type is not mt.element_type:
        return "failed to verify that type of 'value' matches element type of 'memref'"
    if len(op.op_operands) - 2 != mt.rank:
        return "store index operand count not equal to memref rank"
    return None


def _cast_compatible(a: Any, b: Any) -> bool:
    if a.element_type is not b.element_type:
        return False
    if a.shape is None or b.shape is None:
        return getattr(a, "memory_space", None) == getattr(b, "memory_space", None) and not (
            a.shape is None and b.shape is None
        )
    if len(a.shape) != len(b.shape):
        return False
    for x, y in zip(a.shape, b.shape):
        if x != y and x != DYNAMIC and y != DYNAMIC:
            return False
    return True


def verify_cast(op: Operation) -> str | None:
    a, b = op.operand(0).type, op.results[0].type
    ok = _cast_compatible(a, b)
    if ok and isinstance(a, BaseMemRefType) and a.shape is not None and b.shape is not None:
        ok = a.memory_space is b.memory_space and (
            a.layout is b.layout or _strided_compatible(a, b)
        )
    if not ok:
        return f"operand type '{a}' and result type '{b}' are cast incompatible"
    return None


def _strided_compatible(a: MemRefType, b: MemRefType) -> bool:
    sa, oa = strides_and_offset(a)
    sb, ob = strides_and_offset(b)
    if sa is None or sb is None:
        return False
    if oa != ob and oa is not None and ob is not None:
        return False
    return all(x == y or x is None or y is None for x, y in zip(sa, sb))


def verify_global(op: Operation) -> Any:
    t = op.properties.get("type")
    if t is None or type(t.value) is not MemRefType or not t.value.has_static_shape:
        return (
            f"type should be static shaped memref, but got '{t.value if t is not None else None}'"
        )
    init = op.properties.get("initial_value")
    if init is not None and type(init) is not UnitAttr:
        it = getattr(init, "type", None)
        mt = t.value
        want = RankedTensorType.get(mt.shape, mt.element_type)
        if it is not None and it is not want:
            return f"initial value expected to be of type {want}, but was of type {it}"
    a = op.properties.get("alignment")
    if a is not None and (a.value <= 0 or a.value & (a.value - 1)):
        return _diag(op, f"alignment attribute value {a.value} is not a power of 2")
    return None


def verify_subview(op: Operation) -> Any:
    src = op.operand(0).type
    rank = src.rank if isinstance(src, ShapedType) and src.rank is not None else 0
    r = _verify_offsets_sizes_strides(op, (rank, rank, rank))
    if r is not None:
        return r
    res = op.results[0].type
    if type(src) is not MemRefType or type(res) is not MemRefType:
        return None
    if src.memory_space is not res.memory_space:
        return _diag(
            op,
            f"different memory spaces specified for base memref type '{src}' and subview "
            f"memref type '{res}'",
        )
    if strides_and_offset(src)[0] is None:
        return _diag(op, f"base type {src} is not strided")
    props = op.properties
    expected, exp_strides, exp_offset = subview_result_type(
        src,
        props["static_offsets"].values,
        props["static_sizes"].values,
        props["static_strides"].values,
    )
    layout_err = (
        f"expected result type to be '{expected}' or a rank-reduced version. "
        "(mismatch of result layout) "
    )
    if res is expected:
        return None
    if res.rank > expected.rank:
        return _diag(op, "expected result rank to be smaller or equal to the source rank. ")
    unused = rank_reduction_mask(expected.shape, res.shape)
    if unused is None:
        return _diag(
            op,
            f"expected result type to be '{expected}' or a rank-reduced version. "
            "(mismatch of result sizes) ",
        )
    if res.element_type is not expected.element_type:
        return _diag(op, f"expected result element type to be '{expected.element_type}'")
    if src.memory_space is not res.memory_space:
        return _diag(
            op,
            f"different memory spaces specified for base memref type '{src}' and subview "
            f"memref type '{res}'",
        )
    rs, ro = strides_and_offset(res)
    if rs is None or ro != exp_offset:
        return _diag(op, layout_err)
    unused = memref_rank_reduction_mask(expected, res, props["static_sizes"].values)
    if unused is None:
        return _diag(op, layout_err)
    kept = [st for i, st in enumerate(exp_strides) if i not in unused]
    if kept != rs:
        return _diag(op, layout_err)
    return None


def verify_transpose(op: Operation) -> str | None:
    """``permutation`` is a permutation map of the input's rank (the result layout is not
    recomputed)."""
    a = op.properties.get("permutation")
    m = getattr(a, "map", None)
    if type(a).__name__ != "AffineMapAttr" or m is None:
        return "attribute 'permutation' failed to satisfy constraint: AffineMap attribute"
    if not m.is_permutation():
        return "expected a permutation map"
    if m.num_dims != op.operand(0).type.rank:
        return "expected a permutation map of same rank as the input"
    return None


def _sat_mul(a: int | None, b: int | None) -> int | None:
    """MLIR's SaturatedInteger product: 0 wins over dynamic (None)."""
    if a == 0 or b == 0:
        return 0
    if a is None or b is None:
        return None
    return a * b


def subview_result_type(src: MemRefType, offsets: Any, sizes: Any, strides: Any) -> tuple:
    """MLIR's ``SubViewOp::inferResultType``: (type, strides, offset), None for dynamic."""
    s_strides, s_offset = strides_and_offset(src)

    def dyn(v: int) -> int | None:
        return None if v == K_DYNAMIC else v

    off = s_offset
    for o, st in zip(offsets, s_strides):
        prod = _sat_mul(dyn(o), st)
        off = None if off is None or prod is None else off + prod
    tstrides = [_sat_mul(st, dyn(x)) for st, x in zip(s_strides, strides)]
    shape = [DYNAMIC if v == K_DYNAMIC else v for v in sizes]
    t = MemRefType.get(
        shape, src.element_type, StridedLayoutAttr.get(tstrides, off), src.memory_space
    )
    return t, tstrides, off


def subview_type(src: Any, offsets: Any, sizes: Any, strides: Any) -> Any:
    """The (not rank-reduced) result type of a subview: what ``build`` infers."""
    return subview_result_type(src, offsets.values, sizes.values, strides.values)[0]


def rank_reduction_mask(original: Any, reduced: Any) -> set | None:
    """MLIR's ``computeRankReductionMask``: the dropped (unit) dims, or None."""
    unused = set()
    j = 0
    for i, d in enumerate(original):
        if j < len(reduced) and d == reduced[j]:
            j += 1
            continue
        unused.add(i)
        if d != 1:
            return None
    return unused if j == len(reduced) else None


def memref_rank_reduction_mask(original: MemRefType, reduced: MemRefType, sizes: Any) -> set | None:
    """MLIR's ``computeMemRefRankReductionMask``: the dims of ``original`` that ``reduced``
    drops. A static unit size (``sizes``: static entries) is dropped unless its stride is
    still in ``reduced``'s layout: among unit dims of one stride, as many are kept as
    ``reduced`` has strides of that value (dynamic strides count as one value). None when
    the types do not reduce so."""
    if len(original.shape) == len(reduced.shape):
        return set()
    unused = {i for i, s in enumerate(sizes) if s == 1}
    if len(unused) + len(reduced.shape) == len(original.shape):
        return unused
    src_strides, _ = strides_and_offset(original)
    res_strides, _ = strides_and_offset(reduced)
    if src_strides is None or res_strides is None:
        return None
    left: dict = {}
    for s in src_strides:
        left[s] = left.get(s, 0) + 1
    wanted: dict = {}
    for s in res_strides:
        wanted[s] = wanted.get(s, 0) + 1
    for i in sorted(unused):
        s = src_strides[i]
        if left[s] > wanted.get(s, 0):
            left[s] -= 1
        elif left[s] == wanted.get(s, 0):
            unused.discard(i)
        else:
            return None
    return unused if len(unused) + len(reduced.shape) == len(original.shape) else None


def subview_dropped_dims(op: Operation) -> set | None:
    """MLIR's ``SubViewOp::getDroppedDims``: the source dims of a ``memref.subview`` that its
    rank-reduced result drops (told apart by their strides)."""
    return memref_rank_reduction_mask(
        op.op_operands[0].value.type, op.results[0].type, op.properties["static_sizes"].values
    )


def _verify_offsets_sizes_strides(op: Operation, max_ranks: tuple) -> Any:
    """MLIR's ``verifyOffsetSizeAndStrideOp`` for ops with ``custom<DynamicIndexList>``
    offsets/sizes/strides (``max_ranks``: what ``getArrayAttrMaxRanks`` gives)."""
    props = op.properties
    so, ss, st = props.get("static_offsets"), props.get("static_sizes"), props.get("static_strides")
    if so is None or ss is None or st is None:
        return None
    no, ns, nt = len(so.values), len(ss.values), len(st.values)
    if not (no == 1 and max_ranks[0] == 1) and no != ns:
        return _diag(
            op,
            f"expected mixed offsets rank to match mixed sizes rank ({no} vs {ns}) so the "
            "rank of the result type is well-formed.",
        )
    if ns != nt:
        return _diag(
            op,
            f"expected mixed sizes rank to match mixed strides rank ({ns} vs {nt}) so the "
            "rank of the result type is well-formed.",
        )
    seg = props.get("operandSegmentSizes")
    if seg is None:
        return None
    base = len(seg.values) - 3
    for k, (name, static) in enumerate((("offset", so), ("size", ss), ("stride", st))):
        if len(static.values) != max_ranks[k]:
            return _diag(op, f"expected {max_ranks[k]} {name} values, got {len(static.values)}")
        n = num_dynamic(static)
        if n != seg.values[base + k]:
            return _diag(op, f"expected {n} dynamic {name} values")
    for name, static in (("offsets", so), ("sizes", ss)):
        for x in static.values:
            if x < 0 and x != K_DYNAMIC:
                return _diag(op, f"expected {name} to be non-negative, but got {x}")
    return None


def _space_and_element_error(op: Operation, a: Any, b: Any, source: str) -> Any:
    """MLIR's diagnostic when memref ``b`` (the result) differs from ``a`` (the ``source``,
    e.g. ``"source type"``) in memory space or element type, else None."""
    if a.memory_space is not b.memory_space:
        return _diag(
            op, f"different memory spaces specified for {source} '{a}' and result memref type '{b}'"
        )
    if a.element_type is not b.element_type:
        return _diag(
            op, f"different element types specified for {source} '{a}' and result memref type '{b}'"
        )
    return None


def verify_reinterpret_cast(op: Operation) -> Any:
    """MLIR's ``ReinterpretCastOp::verify``."""
    a, b = op.operand(0).type, op.results[0].type
    if type(b) is not MemRefType:
        return None
    r = _verify_offsets_sizes_strides(op, (1, b.rank, b.rank))
    if r is not None:
        return r
    r = _space_and_element_error(op, a, b, "source type")
    if r is not None:
        return r
    props = op.properties
    for i, (have, want) in enumerate(zip(b.shape, props["static_sizes"].values)):
        if have != DYNAMIC and want != K_DYNAMIC and have != want:
            return _diag(
                op, f"expected result type with size = {want} instead of {have} in dim = {i}"
            )
    strides, offset = strides_and_offset(b)
    if strides is None:
        return _diag(op, f"expected result type to have strided layout but found '{b}'")
    want = props["static_offsets"].values[0]
    if offset is not None and want != K_DYNAMIC and offset != want:
        return _diag(op, f"expected result type with offset = {want} instead of {offset}")
    for i, (have, w) in enumerate(zip(strides, props["static_strides"].values)):
        if have is not None and w != K_DYNAMIC and have != w:
            return _diag(
                op, f"expected result type with stride = {w} instead of {have} in dim = {i}"
            )
    return None


def reassociation_groups(op: Operation) -> list[list[int]] | None:
    """``reassociation = [[0, 1], [2]]`` as lists of ints (None when malformed)."""
    a = op.properties.get("reassociation")
    if type(a) is not ArrayAttr:
        return None
    out = []
    for g in a.value:
        if type(g) is not ArrayAttr or any(type(x) is not IntegerAttr for x in g.value):
            return None
        out.append([x.value for x in g.value])
    return out


def _verify_collapsed_shape(collapsed: Any, expanded: Any, groups: list) -> str | None:
    """MLIR's ``verifyCollapsedShape`` (several dynamic dims per group allowed)."""
    if len(collapsed) != len(groups):
        return f"invalid number of reassociation groups: found {len(groups)}, expected {len(collapsed)}"
    nxt = 0
    for ci, g in enumerate(groups):
        dyn = False
        for e in g:
            if e != nxt:
                return "reassociation indices must be contiguous"
            nxt += 1
            if e >= len(expanded):
                return f"reassociation index {e} is out of bounds"
            if expanded[e] == DYNAMIC:
                dyn = True
        if (collapsed[ci] == DYNAMIC) != dyn:
            return f"collapsed dim ({ci}) must be dynamic if and only if reassociation group is dynamic"
        if not dyn:
            size = 1
            for e in g:
                size *= expanded[e]
            if size != collapsed[ci]:
                return f"collapsed dim size ({collapsed[ci]}) must equal reassociation group size ({size})"
    if not collapsed:
        if any(d != 1 for d in expanded):
            return "rank 0 memrefs can only be extended/collapsed with/from ones"
    elif nxt != len(expanded):
        return f"expanded rank ({len(expanded)}) inconsistent with number of reassociation indices ({nxt})"
    return None


#: The error of a ``reassociation`` that is not a list of index lists (memref and tensor).
REASSOCIATION_ATTR_ERROR = (
    "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer "
    "array attributes"
)


def verify_static_output_shape(op: Operation, rank: int, noun: str) -> str | None:
    """The ``static_output_shape`` of an ``expand_shape`` (memref and tensor), when it has
    one: one entry per result dimension (``noun``: what MLIR's message calls them) and one
    dynamic entry per ``output_shape`` operand."""
    so = op.properties.get("static_output_shape")
    if so is None:
        return None
    if len(so.values) != rank:
        return (
            f"expected number of static shape {noun} to be equal to the output rank ({rank}) but "
            f"found {len(so.values)} inputs instead"
        )
    nd = num_dynamic(so)
    if nd != len(op.op_operands) - 1:
        return (
            f"mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape "
            f"has {nd} dynamic dims while output_shape has {len(op.op_operands) - 1} values"
        )
    return None


def has_identity_layout(t: MemRefType) -> bool:
    """MLIR's ``getLayout().isIdentity()``: no layout, or one whose affine map is the
    identity (``strided<[1]>`` of a 1-D memref is; other strided layouts are not)."""
    lay = t.layout
    if lay is None:
        return True
    if isinstance(lay, StridedLayoutAttr):
        return lay.offset == 0 and lay.strides == (1,)
    m = getattr(lay, "map", None)
    return m is not None and m.is_identity()


def _expanded_strided_type(src: MemRefType, shape: tuple, groups: list) -> Any:
    """MLIR's ``ExpandShapeOp::computeExpandedType`` for a source with a layout: each
    group's last extent keeps the source stride, the others multiply in the extents after
    them (dynamic when one is; times 0 is 0); ``None`` for a source that is not strided,
    ``False`` where the strides would be zero (which irlite's strided layout rejects)."""
    strides, offset = strides_and_offset(src)
    if strides is None or len(strides) != len(groups):
        return None
    out: list = []
    i = len(shape) - 1
    for group, stride in zip(reversed(groups), reversed(strides)):
        cur = stride
        for _ in group:
            out.append(cur)
            d = shape[i]
            i -= 1
            if cur == 0 or d == 0:
                cur = 0
            elif cur is None or d == DYNAMIC:
                cur = None
            else:
                cur *= d
    out.reverse()
    out += [1] * (len(shape) - len(out))
    try:
        layout = StridedLayoutAttr.get(out, offset)
    except ValueError:
        return False
    return MemRefType.get(shape, src.element_type, layout, src.memory_space)


def verify_reassociation(op: Operation, expand: bool) -> str | None:
    """``memref.expand_shape`` / ``memref.collapse_shape`` (MLIR 19's order of checks;
    the result layout is not recomputed)."""
    a, b = op.operand(0).type, op.results[0].type
    groups = reassociation_groups(op)
    if groups is None:
        return REASSOCIATION_ATTR_ERROR
    if type(a) is not MemRefType or type(b) is not MemRefType:
        return None
    if expand and a.rank > b.rank:
        return (
            f"has source rank {a.rank} and result rank {b.rank}. This is not an expansion "
            f"({a.rank} > {b.rank})."
        )
    if not expand and a.rank < b.rank:
        return (
            f"has source rank {a.rank} and result rank {b.rank}. This is not a collapse "
            f"({a.rank} < {b.rank})."
        )
    small, big = (a, b) if expand else (b, a)
    r = _verify_collapsed_shape(small.shape, big.shape, groups)
    if r is not None:
        return r
    if has_identity_layout(a):  # identity source: the result has the identity layout too
        shape = b.shape if expand else collapsed_shape(a.shape, groups)
        want = MemRefType.get(shape, a.element_type, None, a.memory_space)
        if want is not b:
            what = "expanded" if expand else "collapsed"
            return f"expected {what} type to be '{want}' but found '{b}'"
    elif expand:
        want = _expanded_strided_type(a, b.shape, groups)
        if want is None:
            return "invalid source layout map"
        if want is not b and want is not False:
            return f"expected expanded type to be '{want}' but found '{b}'"
    else:
        want = collapsed_type(a, groups)
        if want is None:
            return "invalid source layout map or collapsing non-contiguous dims"
        if want is not b:
            return f"expected collapsed type to be '{want}' but found '{b}'"
    if not expand:
        return None
    r = verify_static_output_shape(op, b.rank, "bounds")
    so = op.properties.get("static_output_shape")
    if r is not None or so is None:
        return r
    for i, d in enumerate(b.shape):
        if d != DYNAMIC and d != so.values[i]:
            return f"invalid output shape provided at pos {i}"
    return None


_INT_KINDS = {"addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "andi"}
_FLOAT_KINDS = {"addf", "maximumf", "minimumf", "mulf", "maxnumf", "minnumf"}


def verify_get_global_symbol_uses(op: Operation, tables: Any) -> str | None:
    """MLIR's ``GetGlobalOp::verifySymbolUses``: ``name`` names a ``memref.global`` of the
    nearest symbol table, of the result's type."""
    from irlite.ir.attributes import symbol_text

    ref = op.properties.get("name")
    if ref is None:
        return None
    name = ref.root if hasattr(ref, "root") else str(ref)[1:]
    glob = tables.lookup_nearest_symbol_from(op, name)
    text = symbol_text(name)
    if glob is None or glob.name != "memref.global":
        return f"'{text}' does not reference a valid global memref"
    t = glob.properties.get("type")
    rt = op.results[0].type
    if t is not None and t.value is not rt:
        return f"result type '{rt}' does not match type '{t.value}' of the global memref @{text}"
    return None


def verify_assume_alignment(op: Operation) -> str | None:
    a = op.properties.get("alignment")
    v = a.value if a is not None else 1
    if v <= 0:
        return (
            "attribute 'alignment' failed to satisfy constraint: 32-bit signless integer "
            "attribute whose value is positive"
        )
    if v & (v - 1):
        return "alignment must be power of 2"
    return None


def verify_atomic_rmw(op: Operation, kind: str) -> str | None:
    mt = op.operand(1).type
    if op.operand(0).type is not mt.element_type:
        return "failed to verify that value type matches element type of memref"
    if len(op.op_operands) - 2 != mt.rank:
        return "expects the number of subscripts to be equal to memref rank"
    vt = op.operand(0).type
    if kind in _INT_KINDS and type(vt) is not IntegerType:
        return f"with kind '{kind}' expects an integer type"
    if kind in _FLOAT_KINDS and type(vt) is not FloatType:
        return f"with kind '{kind}' expects a floating-point type"
    return None


def verify_view(op: Operation) -> Any:
    """MLIR's ``ViewOp::verify``: identity layouts, one memory space, the sizes."""
    rt = op.results[0].type
    bt = op.op_operands[0].value.type
    if not has_identity_layout(bt):
        return _diag(op, f"unsupported map for base memref type '{bt}'")
    if not has_identity_layout(rt):
        return _diag(op, f"unsupported map for result memref type '{rt}'")
    if bt.memory_space is not rt.memory_space:
        return _diag(
            op,
            f"different memory spaces specified for base memref type '{bt}' and view memref "
            f"type '{rt}'",
        )
    n = len(op.op_operands) - 2
    if n != rt.num_dynamic_dims:
        return _diag(op, f"incorrect number of size operands for type '{rt}'")
    return None


def verify_alloca_scope(op: Operation) -> str | None:
    r = op.regions[0]
    if not r.blocks or r.blocks[0].last is None:
        return None
    t = r.blocks[0].last
    ins = [o.value.type for o in t.op_operands]
    outs = [x.type for x in op.results]
    if len(ins) != len(outs):
        return (
            f" region control flow edge from Region #0 to parent results: source has {len(ins)} "
            f"operands, but target successor needs {len(outs)}"
        )
    for i, (x, y) in enumerate(zip(ins, outs)):
        if x is not y:
            return (
                f" along control flow edge from Region #0 to parent results: source type #{i} "
                f"'{x}' should match input type #{i} '{y}'"
            )
    return None


# ------------------------------------------------------------------ hand-written custom forms


def parse_type_of_kind(p: Any, op_name: str, kind: Any) -> Any:
    """A type that must be an instance of ``kind`` (MLIR's ``parseCustomTypeWithFallback``
    for a typed operand: ``invalid kind of type specified`` at the type otherwise)."""
    p.ws()
    pos = p.pos
    t = p.parse_type()
    if not isinstance(t, kind):
        p.error(f"custom op '{op_name}' invalid kind of type specified", pos)
    return t


def _attrs_tail(p: Any, op: Operation, elide: tuple = ()) -> str:
    d = {k: v for k, v in op.properties.items() if k not in elide}
    if op.attributes:
        d.update(op.attributes)
    return " " + p.attr_dict_text(d) if d else ""


def parse_GlobalMemrefOpTypeAndInitialValue(p: Any) -> tuple:
    """``memref-type (= uninitialized | = elements-attr)?`` (MLIR's directive of the same
    name): the ``type`` attribute and the optional ``initial_value``. Errors are at the
    op's name, as MLIR's ``parser.getNameLoc()``."""
    name_pos = getattr(p, "custom_op_pos", None)
    if name_pos is None:
        name_pos = p.pos
    t = p.parse_type()
    if type(t) is not MemRefType or not t.has_static_shape:
        p.error(
            f"custom op 'memref.global' type should be static shaped memref, but got '{t}'",
            name_pos,
        )
    init = None
    if p.try_lit("="):
        if p.try_keyword("uninitialized"):
            init = UnitAttr.get()
        else:
            init = p.parse_attribute(RankedTensorType.get(t.shape, t.element_type))
            if not isinstance(init, ElementsAttr):
                p.error(
                    "custom op 'memref.global' initial value should be a unit or elements "
                    "attribute",
                    name_pos,
                )
    return TypeAttr.get(t), init


def print_GlobalMemrefOpTypeAndInitialValue(p: Any, op: Any, type_attr: Any, init: Any) -> str:
    s = p.type_text(type_attr.value)
    if init is None:
        return s
    if type(init) is UnitAttr:
        return s + " = uninitialized"
    txt = p.attr_text(init)
    it = getattr(init, "type", None)
    if it is not None:  # the elements attribute's type is the memref's: elided
        txt = txt.removesuffix(" : " + p.type_text(it))
    return s + " = " + txt


def parse_alloca_scope(cls: Any, p: Any) -> Operation:
    """``(-> (types))? region attr-dict``; a missing terminator is added."""
    op_pos = max(0, p.pos - len(cls.OP_NAME))  # the implicit terminator's location
    result_types: list = []
    if p.try_lit("->"):
        p.expect("(", "'('")
        if not p.try_lit(")"):
            result_types = p.parse_type_list_no_parens()
            p.expect(")", "')'")
    region = p.parse_region()
    ensure_terminator(p, region, "memref.alloca_scope.return", op_pos)
    attrs = p.parse_optional_attr_dict()
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, (), result_types, None, attrs or None, [region])
    return op


def _prints_terminator(op: Operation) -> bool:
    """MLIR prints the body's terminator only when the scope has results (or when
    the block does not end with a terminator at all)."""
    if op.results:
        return True
    r = op.regions[0]
    last = r.blocks[0].last if r.blocks else None
    return last is None or "IsTerminator" not in last.traits


def print_alloca_scope(op: Operation, p: Any) -> None:
    out = p.out
    out.append(p.op_name_text(op.name) + " ")
    if op.results:
        out.append(" -> (" + ", ".join([p.type_text(r.type) for r in op.results]) + ")")
    out.append(" ")
    p.print_region(op.regions[0], False, _prints_terminator(op))
    if op.attributes:
        out.append(" " + p.attr_dict_text(op.attributes))


def kind_name(op: Operation) -> str:
    """The keyword of ``atomic_rmw``'s ``kind`` (an i64 enum)."""
    a = op.properties.get("kind")
    return _KINDS.get(a.value, "") if a is not None else ""


_KINDS = dict(
    enumerate(
        [
            "addf",
            "addi",
            "assign",
            "maximumf",
            "maxs",
            "maxu",
            "minimumf",
            "mins",
            "minu",
            "mulf",
            "muli",
            "ori",
            "andi",
            "maxnumf",
            "minnumf",
        ]
    )
)


# ------------------------------------------------------------------ dma_start, dma_wait


def parse_dma_start(cls: Any, p: Any) -> Operation:
    """``%src[%i, ...], %dst[%j, ...], %n, %tag[%k, ...] (, %stride, %per_stride)?
    : src-type, dst-type, tag-type`` (MLIR's ``DmaStartOp::parse``)."""
    name_pos = max(0, p.pos - len(cls.OP_NAME))
    refs = []
    for k in range(3):
        if k:
            p.expect(",", "','")
        refs.append(p.parse_operand_ref())
        p.expect("[", "'['")
        refs.append(p.parse_operand_refs("]"))
        if k == 1:
            p.expect(",", "','")
            refs.append(p.parse_operand_ref())
    stride = []
    while p.try_lit(","):
        stride.append(p.parse_operand_ref())
    if stride and len(stride) != 2:
        p.error("custom op 'memref.dma_start' expected two stride related operands", name_pos)
    p.expect(":", "':'")  # as MLIR, no attribute dictionary is read back (one is printed)
    types = p.parse_type_list_no_parens()
    if len(types) != 3:
        p.error("custom op 'memref.dma_start' fewer/more types expected", name_pos)
    src, src_idx, dst, dst_idx, n, tag, tag_idx = refs
    operands = [p.resolve_operand(src, types[0])]
    operands += p.resolve_operands(src_idx, [_INDEX] * len(src_idx))
    operands.append(p.resolve_operand(dst, types[1]))
    operands += p.resolve_operands(dst_idx, [_INDEX] * len(dst_idx))
    operands.append(p.resolve_operand(n, _INDEX))
    operands.append(p.resolve_operand(tag, types[2]))
    operands += p.resolve_operands(tag_idx + stride, [_INDEX] * (len(tag_idx) + len(stride)))
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, (), None, None)
    return op


def _dma_layout(op: Operation) -> tuple[int, int, int]:
    """Operand positions of the destination memref, the element count and the tag."""
    v = op.operands
    dst = 1 + len(v[0].type.shape)
    n = dst + 1 + len(v[dst].type.shape)
    return dst, n, n + 1


def print_dma_start(op: Operation, p: Any) -> None:
    v = op.operands
    dst, n, tag = _dma_layout(op)
    tag_end = tag + 1 + len(v[tag].type.shape)

    def access(i: int, j: int) -> str:
        return p.value_name(v[i]) + "[" + ", ".join([p.value_name(x) for x in v[i + 1 : j]]) + "]"

    s = p.op_name_text(op.name) + " " + access(0, dst) + ", " + access(dst, n) + ", "
    s += p.value_name(v[n]) + ", " + access(tag, tag_end)
    if len(v) > tag_end:
        s += ", " + ", ".join([p.value_name(x) for x in v[tag_end:]])
    types = ", ".join([p.type_text(v[i].type) for i in (0, dst, tag)])
    p.out.append(s + _attrs_tail(p, op) + " : " + types)


def verify_dma_start(op: Operation) -> str | None:
    """MLIR's ``DmaStartOp::verify``, in its order (later positions depend on the ranks)."""
    v = op.operands
    count = len(v)
    if count < 4:
        return "expected at least 4 operands"

    def is_index(xs: Any) -> bool:
        return all(x.type is _INDEX for x in xs)

    if type(v[0].type) is not MemRefType:
        return "expected source to be of memref type"
    src_rank = len(v[0].type.shape)
    if count < src_rank + 4:
        return f"expected at least {src_rank + 4} operands"
    if not is_index(v[1 : 1 + src_rank]):
        return "expected source indices to be of index type"
    dst = 1 + src_rank
    if type(v[dst].type) is not MemRefType:
        return "expected destination to be of memref type"
    dst_rank = len(v[dst].type.shape)
    expected = src_rank + dst_rank + 4
    if count < expected:
        return f"expected at least {expected} operands"
    if not is_index(v[dst + 1 : dst + 1 + dst_rank]):
        return "expected destination indices to be of index type"
    n = dst + 1 + dst_rank
    if v[n].type is not _INDEX:
        return "expected num elements to be of index type"
    tag = n + 1
    if type(v[tag].type) is not MemRefType:
        return "expected tag to be of memref type"
    tag_rank = len(v[tag].type.shape)
    expected += tag_rank
    if count < expected:
        return f"expected at least {expected} operands"
    if not is_index(v[tag + 1 : tag + 1 + tag_rank]):
        return "expected tag indices to be of index type"
    if count not in (expected, expected + 2):
        return "incorrect number of operands"
    if count == expected + 2 and not is_index(v[expected:]):
        return "expected stride and num elements per stride to be of type index"
    return None


def verify_dma_wait(op: Operation) -> str | None:
    rank = len(op.operands[0].type.shape)
    got = len(op.operands) - 2
    if got != rank:
        return (
            "expected tagIndices to have the same number of elements as the tagMemRef rank, "
            f"expected {rank}, but got {got}"
        )
    return None


# ------------------------------------------------------------------ generic_atomic_rmw, prefetch


def parse_generic_atomic_rmw(cls: Any, p: Any) -> Operation:
    """``%m[%i, ...] : memref-type region attr-dict`` (the result is the element type)."""
    mref = p.parse_operand_ref()
    p.expect("[", "'['")
    irefs = p.parse_operand_refs("]")
    p.expect(":", "':'")
    mt = p.parse_type()
    operands = [p.resolve_operand(mref, mt)] + p.resolve_operands(irefs, [_INDEX] * len(irefs))
    region = p.parse_region()
    attrs = p.parse_optional_attr_dict()
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, [elem(mt)], None, attrs or None, [region])
    return op


def _access_text(op: Operation, p: Any) -> str:
    """``<op name> %memref[%i, %j]``: the opening of an op on the memref element that its
    operands (the memref, then the indices) name."""
    v = op.operands
    return (
        p.op_name_text(op.name)
        + " "
        + p.value_name(v[0])
        + "["
        + ", ".join([p.value_name(x) for x in v[1:]])
        + "]"
    )


def print_generic_atomic_rmw(op: Operation, p: Any) -> None:
    v = op.operands
    p.out.append(_access_text(op, p) + " : " + p.type_text(v[0].type) + " ")
    p.print_region(op.regions[0], True, True)
    if op.attributes:
        p.out.append(" " + p.attr_dict_text(op.attributes))


def verify_generic_atomic_rmw(op: Operation) -> str | None:
    r = op.regions[0]
    if not r.blocks or len(r.blocks[0].args) != 1:
        return "expected single number of entry block arguments"
    rt = op.results[0].type
    if op.operand(0).type.element_type is not rt:
        return "failed to verify that result type matches element type of memref"
    if r.blocks[0].args[0].type is not rt:
        return "expected block argument of the same type result type"
    for b in r.blocks:
        for o in b.ops:
            if not is_memory_effect_free(o):
                return _diag(
                    o,
                    "body of 'memref.generic_atomic_rmw' should contain only operations with no "
                    "side effects",
                )
    return None


def verify_atomic_yield(op: Operation) -> str | None:
    parent = getattr(getattr(op.parent, "parent", None), "parent", None)
    if parent is None or not parent.results:
        return None
    a, b = op.operand(0).type, parent.results[0].type
    if a is not b:
        return f"types mismatch between yield op: '{a}' and its parent: '{b}'"
    return None


_I32 = IntegerType.get(32)
_I1 = IntegerType.get(1)


def _prefetch_keyword(p: Any) -> str:
    """The next bare keyword of ``memref.prefetch`` (``read``, ``data``, ...)."""
    m = p.match(_KEYWORD_RE)
    if m is None:
        p.ws()
        p.error("custom op 'memref.prefetch' expected valid keyword")
    return m.group(1)


def parse_prefetch(cls: Any, p: Any) -> Operation:
    """``%m[%i, ...], read|write, locality<N>, data|instr : memref-type`` (as MLIR, no
    attribute dictionary is read back, though one is printed)."""
    name_pos = max(0, p.pos - len(cls.OP_NAME))  # MLIR reports bad keywords at the op name
    mref = p.parse_operand_ref()
    p.expect("[", "'['")
    irefs = p.parse_operand_refs("]")
    p.expect(",", "','")
    rw = _prefetch_keyword(p)
    p.expect(",", "','")
    p.expect_keyword("locality")
    p.expect("<", "'<'")
    hint = p.parse_attribute(_I32)
    p.expect(">", "'>'")
    p.expect(",", "','")
    cache = _prefetch_keyword(p)
    p.expect(":", "':'")
    mt = p.parse_type()
    operands = [p.resolve_operand(mref, mt)] + p.resolve_operands(irefs, [_INDEX] * len(irefs))
    if rw not in ("read", "write"):
        p.error("custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'", name_pos)
    if cache not in ("data", "instr"):
        p.error("custom op 'memref.prefetch' cache type has to be 'data' or 'instr'", name_pos)
    props = {
        "isWrite": IntegerAttr.get(_I1, rw == "write"),
        "localityHint": hint,
        "isDataCache": IntegerAttr.get(_I1, cache == "data"),
    }
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, (), props, None)
    return op


_KEYWORD_RE = re.compile(r"\s*([A-Za-z_][\w$.]*)")


def print_prefetch(op: Operation, p: Any) -> None:
    v = op.operands
    pr = op.properties
    s = (
        _access_text(op, p)
        + ", "
        + ("write" if pr["isWrite"].value else "read")
        + ", locality<"
        + str(pr["localityHint"].value)
        + ">, "
        + ("data" if pr["isDataCache"].value else "instr")
    )
    p.out.append(
        s
        + _attrs_tail(p, op, ("isWrite", "localityHint", "isDataCache"))
        + " : "
        + p.type_text(v[0].type)
    )


def verify_prefetch(op: Operation) -> str | None:
    mt = op.operand(0).type
    if mt.rank is not None and len(op.op_operands) != 1 + mt.rank:
        return "too few indices"
    return None


# ------------------------------------------------------------------ more verifiers


def extract_strided_metadata_types(src: MemRefType) -> list:
    """MLIR's ``ExtractStridedMetadataOp::inferReturnTypes``: a rank-0 memref of the
    element type in the same memory space, the offset, then rank sizes and rank strides."""
    base = MemRefType.get((), src.element_type, None, src.memory_space)
    return [base, _INDEX] + [_INDEX] * (2 * len(src.shape))


def verify_extract_strided_metadata(op: Operation) -> str | None:
    """InferTypeOpAdaptor's check: the result types are the inferred ones."""
    src = op.operand(0).type
    if type(src) is not MemRefType:
        return None
    inferred = extract_strided_metadata_types(src)
    actual = [r.type for r in op.results]
    if len(inferred) != len(actual) or any(a is not b for a, b in zip(inferred, actual)):

        def q(ts: list) -> str:
            return ", ".join(f"'{t}'" for t in ts)

        # MLIR's verifyInferredResultTypes, then the op's "failed to infer" error
        pre = f"'{op.name}' op "
        raise VerificationError(
            [
                Diagnostic(
                    Severity.ERROR,
                    op.loc,  # MLIR prints the op once, after the last error
                    f"{pre}inferred type(s) {q(inferred)} are incompatible with return type(s) of "
                    f"operation {q(actual)}",
                ),
                _diag(op, f"{pre}failed to infer returned types"),
            ]
        )
    return None


def verify_realloc(op: Operation) -> Any:
    """MLIR's ``ReallocOp::verify`` (identity layouts, same memory space and element type,
    a size operand exactly when the result is dynamic)."""
    a, b = op.operand(0).type, op.results[0].type
    if type(a) is not MemRefType or type(b) is not MemRefType:
        return None
    if a.layout is not None:
        return _diag(op, f"unsupported layout for source memref type {a}")
    if b.layout is not None:
        return _diag(op, f"unsupported layout for result memref type {b}")
    r = _space_and_element_error(op, a, b, "source memref type")
    if r is not None:
        return r
    has = len(op.op_operands) > 1
    if b.num_dynamic_dims and not has:
        return _diag(op, f"missing dimension operand for result type '{b}'")
    if not b.num_dynamic_dims and has:
        return _diag(op, f"unnecessary dimension operand for result type '{b}'")
    return None


def verify_memory_space_cast(op: Operation) -> str | None:
    a, b = op.operand(0).type, op.results[0].type
    if type(a) is MemRefType and type(b) is MemRefType:
        ok = a.element_type is b.element_type and a.layout is b.layout and a.shape == b.shape
    elif type(a) is UnrankedMemRefType and type(b) is UnrankedMemRefType:
        ok = a.element_type is b.element_type
    else:
        ok = False
    if not ok:
        return f"operand type '{a}' and result type '{b}' are cast incompatible"
    return None


def verify_reshape(op: Operation) -> str | None:
    """MLIR's ``memref::ReshapeOp::verify``."""
    a, b, s = op.operand(0).type, op.results[0].type, op.operand(1).type
    if a.element_type is not b.element_type:
        return "element types of source and destination memref types should be the same"
    if type(a) is MemRefType and a.layout is not None:
        return "source memref type should have identity affine map"
    if type(b) is MemRefType:
        if b.layout is not None:
            return "result memref type should have identity affine map"
        return reshape_shape_error(s, b.rank, "memref")
    return None


def reshape_shape_error(shape_type: Any, rank: int, kind: str) -> str | None:
    """The check ``memref.reshape`` and ``tensor.reshape`` (``kind``) make of a shape
    operand of type ``shape_type`` for a ranked result of ``rank``: MLIR's message, or None."""
    n = shape_type.shape[0] if shape_type.shape else DYNAMIC
    if n == DYNAMIC:
        return (
            "cannot use shape operand with dynamic length to reshape to statically-ranked "
            f"{kind} type"
        )
    if n != rank:
        return f"length of shape operand differs from the result's {kind} rank"
    return None


def verify_prefetch_hint(op: Operation) -> str | None:
    h = op.properties.get("localityHint")
    if h is not None and not 0 <= h.value <= 3:
        return (
            "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer "
            "attribute whose minimum value is 0 whose maximum value is 3"
        )
    return verify_prefetch(op)


def collapsed_shape(expanded: Any, groups: list) -> list[int]:
    """The collapsed shape of ``expanded`` under ``groups`` (dynamic if any dim is)."""
    out = []
    for g in groups:
        n = 1
        for e in g:
            d = expanded[e]
            if d == DYNAMIC:
                n = DYNAMIC
                break
            n *= d
        out.append(n)
    return out


def _sat(x: Any) -> Any:
    return None if x == DYNAMIC or x is None else x


def _collapsed_layout(src: MemRefType, groups: list) -> Any:
    """MLIR's ``computeCollapsedLayoutMap``: each group's stride is that of its last dim
    that is not a unit dim (dynamic when that dim is dynamic in a group of several); None
    when a group is not contiguous (static strides that do not multiply out; unit dims
    and dynamic values are not held against it)."""
    strides, offset = strides_and_offset(src)
    if strides is None:
        return None
    shape = src.shape
    out: list = []
    for g in groups:
        ref = list(g)
        while shape[ref[-1]] == 1 and len(ref) > 1:
            ref.pop()
        out.append(strides[ref[-1]] if shape[ref[-1]] != DYNAMIC or len(ref) == 1 else None)
    for k in range(len(groups) - 1, -1, -1):
        stride = out[k]
        for idx in reversed(groups[k][1:]):
            stride = _sat_mul(stride, _sat(shape[idx]))
            if shape[idx - 1] == 1:
                continue
            src_stride = strides[idx - 1]
            if stride is not None and src_stride is not None and stride != src_stride:
                return None
    return StridedLayoutAttr.get(out, offset)


def collapsed_type(src: MemRefType, groups: list) -> MemRefType | None:
    """MLIR's ``CollapseShapeOp::computeCollapsedType``: an identity layout stays one,
    another gets ``computeCollapsedLayoutMap``'s (None when the groups are not
    contiguous)."""
    shape = collapsed_shape(src.shape, groups)
    if has_identity_layout(src):
        return MemRefType.get(shape, src.element_type, None, src.memory_space)
    try:
        layout = _collapsed_layout(src, groups)
    except ValueError:  # a zero stride, which irlite's strided layout rejects
        return None
    if layout is None:
        return None
    return MemRefType.get(shape, src.element_type, layout, src.memory_space)


# ------------------------------------------------------------------ mem2reg interfaces
# MLIR 19's MemRefMemorySlot.cpp: an alloca of one element is a slot; loads and stores
# of the whole slot are removable uses.


def zero_attr(t: Any) -> Any:
    """MLIR's ``Builder::getZeroAttr``: the zero of a float, integer or index type, or a
    zero splat of a vector or ranked tensor of them; None for any other type."""
    if isinstance(t, FloatType):
        return FloatAttr.get(t, 0.0)
    if isinstance(t, (IntegerType, IndexType)):
        return IntegerAttr.get(t, 0)
    if isinstance(t, (VectorType, RankedTensorType)):
        if zero_attr(t.element_type) is None:
            return None
        return DenseIntOrFPElementsAttr.from_values(t, [0])
    return None


def _slot_element_supported(t: Any) -> bool:
    """MLIR 19's ``isSupportedElementType``: a memref, or a type with a zero attribute."""
    return isinstance(t, MemRefType) or zero_attr(t) is not None


class AllocaPromotion(PromotableAllocationOpInterface):
    """``memref.alloca`` of a statically shaped memref of exactly one element (any rank:
    ``memref<i32>``, ``memref<1x1xf32>``) whose element is a memref or has a zero: one
    slot, the result, holding the element type. The value a load sees before any store
    is an ``arith.constant`` zero, or a new ``memref.alloca`` for a memref element
    (MLIR 19's choices, built as MLIR builds them: an element type the constant cannot
    take, ``si32`` say, or a dynamically shaped memref element gives an op the verifier
    then rejects, as mlir-opt 19 does)."""

    __slots__ = ()

    def promotable_slots(self) -> list[MemorySlot]:
        t = self.op.results[0].type
        if not isinstance(t, MemRefType) or not _slot_element_supported(t.element_type):
            return []
        n = 1
        for d in t.shape:
            if d == DYNAMIC:
                return []
            n *= d
        if n != 1:
            return []
        return [MemorySlot(self.op.results[0], t.element_type)]

    def default_value(self, slot: MemorySlot, builder: Any) -> Any:
        t = slot.elem_type
        loc = self.op.loc
        if isinstance(t, MemRefType):
            op = builder.insert(type(self.op).build(memref_type=t, loc=loc))
        else:
            arith = builtin_module("arith")
            op = builder.insert(arith.ConstantOp.build(result_type=t, value=zero_attr(t), loc=loc))
        return op.results[0]

    def handle_promotion_complete(self, slot: MemorySlot, default_value: Any, builder: Any) -> None:
        if default_value is not None and not default_value.has_uses():
            default_value.owner.erase()
        self.op.erase()


class LoadPromotion(PromotableMemOpInterface):
    """``memref.load`` of a slot: reads it, and goes away replaced by the reaching value
    (when it loads the slot's element type through the slot pointer itself)."""

    __slots__ = ()

    def loads_from(self, slot: MemorySlot) -> bool:
        return self.op.op_operands[0].value is slot.ptr

    def stores_to(self, slot: MemorySlot) -> bool:
        return False

    def stored_value(self, slot: MemorySlot, builder: Any, reaching_def: Any) -> Any:
        raise NotImplementedError("memref.load stores nothing")

    def can_uses_be_removed(self, slot: MemorySlot, blocking_uses: list[Any]) -> bool:
        if len(blocking_uses) != 1 or blocking_uses[0].value is not slot.ptr:
            return False
        op = self.op
        return op.op_operands[0].value is slot.ptr and op.results[0].type is slot.elem_type

    def remove_blocking_uses(self, slot: MemorySlot, builder: Any, reaching_def: Any) -> str:
        self.op.results[0].replace_all_uses_with(reaching_def)
        return "delete"


class StorePromotion(PromotableMemOpInterface):
    """``memref.store`` into a slot: defines it (the stored value), and goes away (when it
    stores a value of the element type, not the slot pointer itself, through the slot
    pointer)."""

    __slots__ = ()

    def loads_from(self, slot: MemorySlot) -> bool:
        return False

    def stores_to(self, slot: MemorySlot) -> bool:
        return self.op.op_operands[1].value is slot.ptr

    def stored_value(self, slot: MemorySlot, builder: Any, reaching_def: Any) -> Any:
        return self.op.op_operands[0].value

    def can_uses_be_removed(self, slot: MemorySlot, blocking_uses: list[Any]) -> bool:
        if len(blocking_uses) != 1 or blocking_uses[0].value is not slot.ptr:
            return False
        value, memref = self.op.op_operands[0].value, self.op.op_operands[1].value
        return memref is slot.ptr and value is not slot.ptr and value.type is slot.elem_type

    def remove_blocking_uses(self, slot: MemorySlot, builder: Any, reaching_def: Any) -> str:
        return "delete"


# ------------------------------------------------------------------ sroa interfaces
# MLIR 19's MemRefMemorySlot.cpp: a small static alloca splits into one rank-0 alloca
# per element; loads and stores at constant in-bounds indices move to them.

#: MLIR's ``maxMemrefSizeForDestructuring``
MAX_DESTRUCTURED_ELEMENTS = 16


def constant_coordinates(op: Operation, first: int, t: MemRefType) -> tuple | None:
    """``getAttributeIndexFromIndexOperands``: the index operands from ``first`` as
    in-bounds constants (one per dim), else None."""
    out = []
    for o, d in zip(op.op_operands[first:], t.shape):
        v = o.value
        c = v.owner if type(v) is OpResult else None
        a = c.properties.get("value") if c is not None and c.properties else None
        if c is None or "ConstantLike" not in type(c).traits or type(a) is not IntegerAttr:
            return None
        x = a.params[1]
        if x < 0 or x >= (1 << 63) or x >= d:
            return None
        out.append(x)
    return tuple(out)


def subelement_index_map(t: Any) -> dict | None:
    """MLIR's ``MemRefType::getSubelementIndexMap`` (``DestructurableTypeInterface``): a
    static memref of 2 to 16 elements maps each element's coordinates to the element type;
    None for any other type."""
    if not isinstance(t, MemRefType) or DYNAMIC in t.shape:
        return None
    n = 1
    for d in t.shape:
        n *= d
    if n > MAX_DESTRUCTURED_ELEMENTS or n == 1:
        return None
    coords: list[tuple] = [()]
    for d in t.shape:
        coords = [c + (i,) for c in coords for i in range(d)]
    return {c: t.element_type for c in coords}


class AllocaDestructuring(DestructurableAllocationOpInterface):
    """``memref.alloca`` of a static shape of 2 to 16 elements: one slot, its elements
    indexed by their coordinates; each element used becomes a ``memref.alloca`` of rank 0
    right after it."""

    __slots__ = ()

    def destructurable_slots(self) -> list[tuple[Any, dict]]:
        elements = subelement_index_map(self.op.results[0].type)
        return [] if elements is None else [(self.op.results[0], elements)]

    def destructure(self, pointer: Any, used: set, builder: Any) -> dict:
        builder.set_insertion_point_after(self.op)
        elem = pointer.type.element_type
        t = MemRefType.get([], elem)
        seg = {"operandSegmentSizes": DenseArrayAttr.get(_I32_SEG, [0, 0])}
        out = {}
        for index in used:  # the order the accessors first used them (sroa's UsedIndices)
            sub = builder.create(self.op.name, [], [t], seg, loc=self.op.loc)
            out[index] = sub.results[0]
        return out

    def handle_destructuring_complete(self, pointer: Any, builder: Any) -> None:
        self.op.erase()


class AccessDestructuring(DestructurableAccessorOpInterface):
    """``memref.load`` / ``memref.store`` of one element at constant in-bounds indices
    (a store must not store the slot pointer itself): rewired to that element's rank-0
    allocation, without indices."""

    __slots__ = ()

    def _memref_position(self) -> int:
        return 0 if self.op.name == "memref.load" else 1

    def can_rewire(self, pointer: Any, used: set) -> bool:
        k = self._memref_position()
        ops = self.op.op_operands
        if ops[k].value is not pointer or (k == 1 and ops[0].value is pointer):
            return False
        index = constant_coordinates(self.op, k + 1, pointer.type)
        if index is None:
            return False
        used.add(index)
        return True

    def rewire(self, pointer: Any, subslots: dict, builder: Any) -> None:
        k = self._memref_position()
        index = constant_coordinates(self.op, k + 1, pointer.type)
        op = self.op
        op.op_operands[k].set(subslots[index])
        op.set_operands([o.value for o in op.op_operands[: k + 1]])


class ExpandShapeReify(ReifyRankedShapedTypeOpInterface):
    """``memref.expand_shape``'s result sizes: its output shape (static entries as ints,
    the others its ``output_shape`` operands), MLIR's ``ExpandShapeOp::reifyResultShapes``."""

    __slots__ = ()

    def reify_result_shapes(self, builder: Any) -> list[list[Any]] | None:
        op = self.op
        dyn = iter(o.value for o in op.op_operands[1:])
        static = op.properties["static_output_shape"].values
        return [[next(dyn) if x == K_DYNAMIC else x for x in static]]


class DimSpeculation(ConditionallySpeculatable):
    """``memref.dim`` / ``tensor.dim`` (MLIR 19's ``getSpeculatability``): speculatable when
    the index is a constant below the rank of a ranked source, else not (an out-of-range
    index is undefined behavior)."""

    __slots__ = ()

    def speculatability(self) -> str:
        src, idx = (o.value for o in self.op.op_operands)
        rank = getattr(src.type, "rank", None)
        owner = idx.owner if type(idx) is OpResult else None
        if rank is None or owner is None or "ConstantLike" not in type(owner).traits:
            return "not"
        a = owner.properties.get("value")
        if type(a) is not IntegerAttr:
            return "not"
        i = a.params[1] & ((1 << 64) - 1)
        return "speculatable" if i < rank else "not"
