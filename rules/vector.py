"""Native helpers of ``vector.rules``: MLIR 19's verifiers and folders of the vector subset.

Verifiers return MLIR 19's messages (``VectorOps.cpp``), checked in its order. ``FOLDERS``
maps op names to ``fold(op, consts)`` (``consts``: per operand, the constant attribute
feeding it or ``None``; the result is ``None``, a ``Value`` or an ``Attribute`` that the
dialect's materializer makes an ``arith.constant``), after MLIR 19's ``fold`` methods:

- ``splat`` / ``broadcast`` of a scalar constant (or a splat constant) is a splat constant;
  ``broadcast`` to its own type is its source;
- ``extract`` with no position is its vector; from an ``insert`` at the same static
  position it is the inserted value, through an ``insert`` at another position of the same
  rank it reads the insert's destination (in place); from a ``splat``/``broadcast`` of a
  value of the result type it is that value; from a constant it is the element (or a splat);
- ``insert`` with no position is its source;
- ``extractelement`` of a ``splat`` is its input, of a constant the element;
- ``shape_cast`` to its own type is its source, of a ``shape_cast`` back to the first type
  is the first source, of a splat constant a splat constant.

``custom<DynamicIndexList>`` is memref's (``[0, %i]``). What it does not do: run ops
(``targets/interp/ops_vector.py``) or lower them.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.affine import AffineExprKind, AffineMap, get_affine_dim_expr
from irlite.ir.attributes import (
    ArrayAttr,
    BoolAttr,
    DenseArrayAttr,
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
)
from irlite.ir.core import Operation, OpResult
from irlite.ir.diagnostics import op_error
from irlite.ir.layout_attrs import AffineMapAttr
from irlite.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    MemRefType,
    RankedTensorType,
    VectorType,
)

from .memref import K_DYNAMIC, parse_DynamicIndexList, print_DynamicIndexList

__all__ = [
    "FOLDERS",
    "elem",
    "parse_DynamicIndexList",
    "print_DynamicIndexList",
    "verify_broadcast",
    "verify_constant_mask",
    "verify_create_mask",
    "verify_extract",
    "verify_extractelement",
    "verify_insert",
    "verify_insertelement",
    "verify_load",
    "verify_reduction",
    "verify_shape_cast",
    "verify_store",
]

_INDEX = IndexType.get()
_I1 = IntegerType.get(1)
_I32 = IntegerType.get(32)


def elem(t: Any) -> Any:
    """The element type of a vector (a scalar stays itself)."""
    return t.element_type if isinstance(t, VectorType) else t


def _ty(t: Any) -> str:
    return str(t)


# ------------------------------------------------------------------ verifiers


def verify_broadcast(op: Any) -> str | None:
    """MLIR's ``isBroadcastableTo``: trailing dimensions equal or 1 in the source."""
    src, dst = op.operand(0).type, op.results[0].type
    if elem(src) is not dst.element_type:
        return "failed to verify that source operand and result have same element type"
    if not isinstance(src, VectorType):
        if src is dst.element_type:
            return None
        return "source type is not a vector"
    if src.element_type is not dst.element_type:
        return "source type is not a vector"
    if len(src.shape) > len(dst.shape):
        return "source rank higher than destination rank"
    lead = len(dst.shape) - len(src.shape)
    for i, d in enumerate(src.shape):
        e = dst.shape[lead + i]
        s_sc, d_sc = src.scalable_dims[i], dst.scalable_dims[lead + i]
        if d == 1 and not s_sc:
            continue
        if d != e or s_sc != d_sc:
            return f"dimension mismatch ({_dim(d, s_sc)} vs. {_dim(e, d_sc)})"
    return None


def _dim(d: int, scalable: bool) -> str:
    return f"[{d}]" if scalable else str(d)


def _positions(op: Any) -> list[int | None]:
    """The mixed position: an int, or None for a dynamic one."""
    vals = op.properties["static_position"].values
    return [None if v == K_DYNAMIC else v for v in vals]


def _infer_extract(vt: VectorType, n: int) -> Any:
    if n == len(vt.shape):
        return vt.element_type
    return VectorType.get(vt.shape[n:], vt.element_type, vt.scalable_dims[n:])


def verify_extract(op: Any) -> Any:
    vt = op.operand(0).type
    pos = _positions(op)
    rt = op.results[0].type
    if len(pos) <= len(vt.shape):
        inferred = _infer_extract(vt, len(pos))
        one_elem = (
            isinstance(rt, VectorType)
            and not any(rt.scalable_dims)
            and _count(rt.shape) == 1
            and inferred is rt.element_type
        )
        if inferred is not rt and not one_elem:  # MLIR 19 reports both
            return [
                op_error(
                    op,
                    f"inferred type(s) '{_ty(inferred)}' are incompatible with return type(s) "
                    f"of operation '{_ty(rt)}'",
                ),
                op_error(op, "failed to infer returned types"),
            ]
    if len(pos) > len(vt.shape):
        return "expected position attribute of rank no greater than vector rank"
    for i, p in enumerate(pos):
        if p is not None and (p < 0 or p >= vt.shape[i]):
            return (
                f"expected position attribute #{i + 1} to be a non-negative integer smaller "
                "than the corresponding vector dimension"
            )
    return None


def verify_insert(op: Any) -> str | None:
    st, dt = op.operand(0).type, op.operand(1).type
    pos = _positions(op)
    if len(pos) > len(dt.shape):
        return "expected position attribute of rank no greater than dest vector rank"
    if isinstance(st, VectorType) and len(st.shape) + len(pos) != len(dt.shape):
        return "expected position attribute rank + source rank to match dest vector rank"
    if not isinstance(st, VectorType) and len(pos) != len(dt.shape):
        return "expected position attribute rank to match the dest vector rank"
    for i, p in enumerate(pos):
        if p is not None and (p < 0 or p >= dt.shape[i]):
            return (
                f"expected position attribute #{i + 1} to be a non-negative integer smaller "
                "than the corresponding dest vector dimension"
            )
    return None


def _element_position_check(vt: VectorType, has_pos: bool) -> str | None:
    if len(vt.shape) == 0:
        return "expected position to be empty with 0-D vector" if has_pos else None
    if len(vt.shape) != 1:
        return "unexpected >1 vector rank"
    if not has_pos:
        return "expected position for 1-D vector"
    return None


def verify_extractelement(op: Any) -> str | None:
    return _element_position_check(op.operand(0).type, len(op.op_operands) > 1)


def verify_insertelement(op: Any) -> str | None:
    return _element_position_check(op.results[0].type, len(op.op_operands) > 2)


def _count(shape: Any) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def _valid_shape_cast(a: tuple, b: tuple) -> bool:
    """MLIR's ``isValidShapeCast``: ``a`` (lower rank) is ``b`` with runs of dims merged."""
    if not a:
        return all(d == 1 for d in b)
    i = j = 0
    while i < len(a) and j < len(b):
        dim_a, dim_b = a[i], 1
        while dim_b < dim_a and j < len(b):
            dim_b *= b[j]
            j += 1
        if dim_a != dim_b:
            break
        i += 1
        if i == len(a) and all(d == 1 for d in b[j:]):
            j = len(b)
    return i == len(a) and j == len(b)


def verify_shape_cast(op: Any) -> str | None:
    st, rt = op.operand(0).type, op.results[0].type
    if st.element_type is not rt.element_type:
        return "source/result vectors must have same element type"
    if len(st.shape) == len(rt.shape):
        return None
    small, large = (st, rt) if len(st.shape) < len(rt.shape) else (rt, st)
    if _count(small.shape) != _count(large.shape):
        return "source/result number of elements must match"
    if not _valid_shape_cast(small.shape, large.shape):
        return "invalid shape cast"
    ns, nl = sum(small.scalable_dims), sum(large.scalable_dims)
    if ns != nl:
        return f"different number of scalable dims at source ({ns}) and result ({nl})"
    return None


def _int_like(t: Any) -> bool:
    return isinstance(t, (IntegerType, IndexType))


_INT_KINDS = {"minui", "minsi", "maxui", "maxsi", "and", "or", "xor"}
_FLOAT_KINDS = {"minnumf", "maxnumf", "minimumf", "maximumf"}


def kind_name(op: Any) -> str:
    return str(op.properties["kind"]).split("<", 1)[1].rstrip(">")


def verify_reduction(op: Any) -> str | None:
    vt, dest = op.operand(0).type, op.results[0].type
    if vt.element_type is not dest:
        return "failed to verify that source operand and result have same element type"
    if len(vt.shape) > 1:
        return f"unsupported reduction rank: {len(vt.shape)}"
    kind = kind_name(op)
    ok = (
        (_int_like(dest) or isinstance(dest, FloatType))
        if kind in ("add", "mul")
        else _int_like(dest)
        if kind in _INT_KINDS
        else isinstance(dest, FloatType)
    )
    if not ok:
        # MLIR 19 quotes the type twice (a type streamed into a diagnostic is quoted)
        return f"unsupported reduction type ''{_ty(dest)}'' for kind '{kind}'"
    return None


def verify_constant_mask(op: Any) -> str | None:
    rt = op.results[0].type
    sizes = [a.value for a in op.properties["mask_dim_sizes"]]
    if len(rt.shape) == 0:
        if len(sizes) != 1:
            return "array attr must have length 1 for 0-D vectors"
        if sizes[0] not in (0, 1):
            return "mask dim size must be either 0 or 1 for 0-D vectors"
        return None
    if len(sizes) != len(rt.shape):
        return "must specify array attr of size equal vector result rank"
    for i, s in enumerate(sizes):
        if s < 0 or s > rt.shape[i]:
            return "array attr of size out of bounds of vector result dimension size"
        if rt.scalable_dims[i] and s not in (0, rt.shape[i]):
            return "only supports 'none set' or 'all set' scalable dimensions"
    if 0 in sizes and any(sizes):
        return (
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim"
        )
    return None


def verify_create_mask(op: Any) -> str | None:
    rt = op.results[0].type
    n = len(op.op_operands)
    if len(rt.shape) == 0:
        return None if n == 1 else "must specify exactly one operand for 0-D create_mask"
    if n != len(rt.shape):
        return "must specify an operand for each result vector dimension"
    return None


def _check_mem(op: Any, mt: Any, vt: Any, what: str, n_idx: int) -> str | None:
    me = mt.element_type
    if isinstance(me, VectorType):
        if me is not vt:
            return f"base memref and {what} vector types should match"
        me = me.element_type
    if vt.element_type is not me:  # MLIR 19: "types" for load, "type" for store
        s = "s" if what == "result" else ""
        return f"base and {what} element type{s} should match"
    if n_idx != mt.rank:
        return f"requires {mt.rank} indices"
    return None


def verify_load(op: Any) -> str | None:
    mt = op.operand(0).type
    return _check_mem(op, mt, op.results[0].type, "result", len(op.op_operands) - 1)


def verify_store(op: Any) -> str | None:
    mt = op.operand(1).type
    return _check_mem(op, mt, op.operand(0).type, "valueToStore", len(op.op_operands) - 2)


# ------------------------------------------------------------------ transfer_read/write


def minor_identity(rank: int, results: int) -> AffineMap:
    """MLIR's ``AffineMap::getMinorIdentityMap``: the last ``results`` dims of ``rank``."""
    return AffineMap.get(rank, 0, [get_affine_dim_expr(d) for d in range(rank - results, rank)])


def _transfer_map(shaped: Any, vector: Any) -> AffineMap:
    """``getTransferMinorIdentityMap``: a vector element type covers its own trailing dims."""
    el = shaped.element_type
    k = len(vector.shape) - (len(el.shape) if type(el) is VectorType else 0)
    return minor_identity(len(shaped.shape), k)


def _mask_type(vector: Any, m: AffineMap) -> Any:
    """``inferTransferOpMaskType``: the vector's shape permuted back by the map (its
    broadcast dims dropped), of ``i1``."""
    shape = []
    used = sorted((r.position, i) for i, r in enumerate(m.results) if r.kind == AffineExprKind.DIM)
    shape = [vector.shape[i] for _, i in used]
    return VectorType.get(shape, _I1)


def _parse_transfer(cls: Any, p: Any, write: bool) -> Any:
    vec_ref = None
    if write:
        vec_ref = p.parse_operand_ref()
        p.expect(",", "','")
    src_ref = p.parse_operand_ref()
    p.expect("[", "'['")
    idx_refs = p.parse_operand_refs("]")
    pad_ref = None
    if not write:
        p.expect(",", "','")
        pad_ref = p.parse_operand_ref()
    mask_ref = p.parse_operand_ref() if p.try_lit(",") else None
    attrs = p.parse_optional_attr_dict()
    p.ws()
    types_pos = p.pos
    p.expect(":", "':'")
    types = p.parse_type_list_no_parens()
    name = cls.OP_NAME
    if len(types) != 2:
        p.error(f"custom op '{name}' requires two types", types_pos)
    vt, st = (types[0], types[1]) if write else (types[1], types[0])
    if type(st) not in (MemRefType, RankedTensorType):
        p.error(f"custom op '{name}' requires memref or ranked tensor type", types_pos)
    if type(vt) is not VectorType:
        p.error(f"custom op '{name}' requires vector type", types_pos)
    props: dict = {}
    for k in ("permutation_map", "in_bounds"):
        if k in attrs:
            props[k] = attrs.pop(k)
    perm = props.get("permutation_map")
    m = perm.map if perm is not None else _transfer_map(st, vt)
    props["permutation_map"] = AffineMapAttr.get(m)
    if "in_bounds" not in props:
        props["in_bounds"] = ArrayAttr.get([BoolAttr.get(False)] * len(m.results))
    operands = [p.resolve_operand(vec_ref, vt)] if write else []
    operands.append(p.resolve_operand(src_ref, st))
    operands += p.resolve_operands(idx_refs, [_INDEX] * len(idx_refs))
    if not write:
        operands.append(p.resolve_operand(pad_ref, st.element_type))
    if mask_ref is not None:
        if type(st.element_type) is VectorType:
            p.error(
                f"custom op '{name}' does not support masks with vector element type", mask_ref[2]
            )
        if len(vt.shape) != len(m.results):
            p.error(
                f"custom op '{name}' expected the same rank for the vector and the results of "
                "the permutation map",
                types_pos,
            )
        operands.append(p.resolve_operand(mask_ref, _mask_type(vt, m)))
    has_mask = 1 if mask_ref is not None else 0
    seg = [1, 1, len(idx_refs), has_mask] if write else [1, len(idx_refs), 1, has_mask]
    props["operandSegmentSizes"] = DenseArrayAttr.get(_I32, seg)
    results = [] if write and type(st) is MemRefType else [st if write else vt]
    op = cls.__new__(cls)
    Operation.__init__(op, name, operands, results, props, attrs or None)
    return op


def parse_transfer_read(cls: Any, p: Any) -> Any:
    """``%src[%i, ...], %pad (, %mask)? attr-dict : shaped-type, vector-type``; the map
    defaults to the minor identity and ``in_bounds`` to all false (MLIR's parser)."""
    return _parse_transfer(cls, p, False)


def parse_transfer_write(cls: Any, p: Any) -> Any:
    """``%vec, %dest[%i, ...] (, %mask)? attr-dict : vector-type, shaped-type``."""
    return _parse_transfer(cls, p, True)


def _transfer_attrs(p: Any, op: Any) -> str:
    """``printTransferAttrs``: a minor identity map and all-false ``in_bounds`` elided."""
    props = op.properties
    elide = {"operandSegmentSizes"}
    m = props["permutation_map"].map
    n = len(m.results)
    if m == minor_identity(m.num_dims, n) and m.num_symbols == 0:
        elide.add("permutation_map")
    if not any(f.value for f in props["in_bounds"].value):
        elide.add("in_bounds")
    d = {k: v for k, v in props.items() if k not in elide}
    d.update(op.attributes or {})
    return " " + p.attr_dict_text(d) if d else ""


def _names(p: Any, vals: Any) -> str:
    return ", ".join(p.value_name(v) for v in vals)


def print_transfer_read(op: Any, p: Any) -> None:
    v = op.operands
    seg = op.properties["operandSegmentSizes"].values
    n = seg[1]
    s = f"{p.op_name_text(op.name)} {p.value_name(v[0])}[{_names(p, v[1 : 1 + n])}], "
    s += p.value_name(v[1 + n])
    if seg[3]:
        s += ", " + p.value_name(v[2 + n])
    s += _transfer_attrs(p, op)
    p.out.append(s + f" : {p.type_text(v[0].type)}, {p.type_text(op.results[0].type)}")


def print_transfer_write(op: Any, p: Any) -> None:
    v = op.operands
    seg = op.properties["operandSegmentSizes"].values
    n = seg[2]
    s = p.op_name_text(op.name) + " "
    s += f"{p.value_name(v[0])}, {p.value_name(v[1])}[{_names(p, v[2 : 2 + n])}]"
    if seg[3]:
        s += ", " + p.value_name(v[2 + n])
    s += _transfer_attrs(p, op)
    p.out.append(s + f" : {p.type_text(v[0].type)}, {p.type_text(v[1].type)}")


def verify_transfer(op: Any, source: int) -> str | None:
    """Part of MLIR's ``verifyTransferOp``: the index count, the map's shape and the
    ``in_bounds`` length."""
    props = op.properties
    st = op.operand(source).type
    seg = props["operandSegmentSizes"].values
    n = seg[1] if source == 0 else seg[2]
    if n != len(st.shape):
        return "requires " + str(len(st.shape)) + " indices"
    perm = props.get("permutation_map")
    m = getattr(perm, "map", None)
    if m is None:
        return "requires an AffineMapAttr named 'permutation_map'"
    if m.num_symbols != 0:
        return "requires permutation_map without symbols"
    if m.num_dims != len(st.shape):
        return "requires a permutation_map with input dims of the same rank as the source type"
    if len(props["in_bounds"].value) != len(m.results):
        return "expects the in_bounds attr of same rank as permutation_map results: " + str(m)
    return None


def verify_masked(op: Any, what: str) -> str | None:
    """MLIR's ``MaskedLoadOp::verify`` / ``MaskedStoreOp::verify`` (``what``: the vector
    the op reads into or stores)."""
    mt = op.operand(0).type
    n = len(op.op_operands)
    mask = op.operand(n - 2).type
    v = op.results[0].type if what == "result" else op.operand(n - 1).type
    if v.element_type is not mt.element_type:
        return f"base and {what} element type should match"
    if n - 3 != len(mt.shape):
        return f"requires {len(mt.shape)} indices"
    if v.shape[:1] != mask.shape[:1]:
        return f"expected {what} dim to match mask dim"
    if what == "result" and op.operand(n - 1).type is not v:
        return "expected pass_thru of same type as result type"
    return None


# ------------------------------------------------------------------ folders


def _def(v: Any) -> Any:
    return v.owner if type(v) is OpResult else None


def _scalar(a: Any) -> Any:
    """The Python value of a scalar constant or of a splat constant, else None."""
    if type(a) in (IntegerAttr, FloatAttr):
        return a.value
    if type(a) is DenseIntOrFPElementsAttr and a.is_splat:
        return a.splat_value
    return None


def _splat(t: Any, value: Any) -> Any:
    if not isinstance(t, VectorType) or any(t.scalable_dims):
        return None
    return DenseIntOrFPElementsAttr.from_values(t, [value])


def _scalar_attr(t: Any, value: Any) -> Any:
    if isinstance(t, FloatType):
        return FloatAttr.get(t, value)
    if _int_like(t):
        return IntegerAttr.get(t, int(value))
    return None


def _result_of(t: Any, value: Any) -> Any:
    return _splat(t, value) if isinstance(t, VectorType) else _scalar_attr(t, value)


def fold_splat(op: Any, c: Any) -> Any:
    v = _scalar(c[0])
    return None if v is None else _splat(op.results[0].type, v)


def fold_broadcast(op: Any, c: Any) -> Any:
    rt = op.results[0].type
    if op.operand(0).type is rt:
        return op.operand(0)
    v = _scalar(c[0])
    return None if v is None else _splat(rt, v)


def fold_extract(op: Any, c: Any) -> Any:
    pos = _positions(op)
    rt = op.results[0].type
    if not pos:
        return op.operand(0)
    # MLIR's insert-chain fold: extract(insert(x, v, p), p) = x; an insert at another
    # position of the same rank is looked through (the extract then reads ``v``, in place)
    src = op.operand(0)
    while None not in pos:
        d = _def(src)
        if d is None or d.name != "vector.insert":
            break
        ipos = _positions(d)
        if len(ipos) != len(pos) or None in ipos:
            break
        if ipos == pos:
            return d.operand(0) if d.operand(0).type is rt else None
        src = d.operand(1)
    if src is not op.operand(0):
        op.op_operands[0].set(src)
        return op.results[0]
    d = _def(op.operand(0))
    if d is not None and d.name in ("vector.splat", "vector.broadcast") and d.operand(0).type is rt:
        return d.operand(0)
    a = c[0]
    v = _scalar(a)
    if v is not None:
        return _result_of(rt, v)
    if type(a) is DenseIntOrFPElementsAttr and None not in pos and not isinstance(rt, VectorType):
        vt = op.operand(0).type
        flat = 0
        for p, n in zip(pos, vt.shape, strict=False):
            flat = flat * n + p
        return _scalar_attr(rt, a.values[flat])
    return None


def fold_insert(op: Any, c: Any) -> Any:
    if not _positions(op):
        return op.operand(0)
    return None


def fold_extractelement(op: Any, c: Any) -> Any:
    d = _def(op.operand(0))
    if d is not None and d.name == "vector.splat":
        return d.operand(0)
    a = c[0]
    rt = op.results[0].type
    v = _scalar(a)
    if v is not None:
        return _scalar_attr(rt, v)
    if type(a) is DenseIntOrFPElementsAttr:
        vt = op.operand(0).type
        if len(vt.shape) == 0:
            return _scalar_attr(rt, a.values[0])
        p = c[1] if len(c) > 1 else None
        if type(p) is IntegerAttr and 0 <= p.value < vt.shape[0]:
            return _scalar_attr(rt, a.values[p.value])
    return None


def fold_shape_cast(op: Any, c: Any) -> Any:
    rt = op.results[0].type
    if op.operand(0).type is rt:
        return op.operand(0)
    d = _def(op.operand(0))
    if d is not None and d.name == "vector.shape_cast" and d.operand(0).type is rt:
        return d.operand(0)
    v = _scalar(c[0])
    return None if v is None else _splat(rt, v)


FOLDERS = {
    "vector.splat": fold_splat,
    "vector.broadcast": fold_broadcast,
    "vector.extract": fold_extract,
    "vector.insert": fold_insert,
    "vector.extractelement": fold_extractelement,
    "vector.shape_cast": fold_shape_cast,
}
