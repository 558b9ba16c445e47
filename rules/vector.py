"""Native helpers of ``vector.rules``: MLIR 19's verifiers and folders of the vector subset.

Verifiers return MLIR 19's messages (``VectorOps.cpp``), checked in its order. ``FOLDERS``
maps op names to ``fold(op, consts)`` (``consts``: per operand, the constant attribute
feeding it or ``None``; the result is ``None``, a ``Value`` or an ``Attribute`` that the
dialect's materializer makes an ``arith.constant``), after MLIR 19's ``fold`` methods:

- ``splat`` / ``broadcast`` of a scalar constant (or a splat constant) is a splat constant;
  ``broadcast`` to its own type is its source;
- ``extract`` with no position is its vector; from a ``splat``/``broadcast`` of a value of
  the result type it is that value; from a constant it is the element (or a splat);
- ``insert`` with no position is its source;
- ``extractelement`` of a ``splat`` is its input, of a constant the element;
- ``shape_cast`` to its own type is its source, of a ``shape_cast`` back to the first type
  is the first source, of a splat constant a splat constant.

``custom<DynamicIndexList>`` is memref's (``[0, %i]``). What it does not do: run ops
(``targets/interp/ops_vector.py``) or lower them.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
)
from irlite.ir.core import OpResult
from irlite.ir.diagnostics import op_error
from irlite.ir.types import FloatType, IndexType, IntegerType, VectorType

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
