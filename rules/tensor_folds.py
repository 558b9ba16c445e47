"""Folders of MLIR 19's ``tensor`` ops (``TensorOps.cpp``'s ``fold`` methods).

A folder is ``fold(op, consts)``: ``consts[i]`` is the constant attribute of operand
``i`` (None when it is not a constant); it returns a ``Value`` that replaces the single
result, an ``Attribute`` (materialized through ``arith.constant`` by the dialect's
materializer), ``True`` when it changed ``op`` in place, or None. ``FOLDERS`` maps op
names to folders; the greedy driver (``passes.rewrite.greedy``) looks them up.

What folds, as in MLIR 19:

* ``cast``: to its own type; ``bitcast``: to its own type.
* ``dim``: a static extent; a dynamic extent of ``generate`` (its extent operand) or of
  a non-rank-reducing ``extract_slice`` (its size operand); ``dim(cast(x))`` reads ``x``
  when the cast only loses static information (MLIR's ``foldTensorCast``).
* ``rank`` of a ranked tensor.
* ``extract``: of a splat constant; with constant indices, of ``from_elements`` (in
  bounds) and of a dense constant.
* ``insert`` of a splat constant's value into that constant.
* ``from_elements`` of constants, ``splat`` of a constant (static shape): a dense constant.
* ``extract_slice``: of a splat constant (static result), the identity slice, a slice of
  the ``insert_slice`` that wrote exactly it (``foldExtractAfterInsertSlice``).
* ``insert_slice``: the identity on static types; over an ``insert_slice`` of the same
  place (the destination is bypassed); of the ``extract_slice`` of its own destination
  at the same place; a zero size (the destination).
* ``expand_shape``/``collapse_shape``: identity, of a dense constant, of the inverse
  reshape back to the same type (at most one dynamic dimension, or the same
  reassociation with an expansion first or one dynamic dimension per group).
* ``reshape``: of a splat constant (static result), of a ``reshape`` (its source is
  read instead), a reshape to its own type that is 1-D or whose shape is
  ``from_elements`` of the source's own extents (constants or ``dim``s).
* ``pad`` to the source's static type without ``nofold``.

What it does not do: sparse constants (``extract`` of ``sparse<...>``), complex element
folding through ``complex.constant``, ``gather``/``pack``/``unpack`` (not in irlite).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
)
from irlite.ir.core import Operation, OpResult, Value
from irlite.ir.types import (
    DYNAMIC,
    FloatType,
    IndexType,
    IntegerType,
    RankedTensorType,
)

__all__ = ["FOLDERS"]

K_DYNAMIC = -(2**63)  # MLIR's ShapedType::kDynamic in static_* arrays
_INDEX = IndexType.get()
_DENSE = DenseIntOrFPElementsAttr


# ------------------------------------------------------------------ shared helpers


def int_of(a: Any) -> int | None:
    """The signed value of an integer/index constant attribute, else None."""
    if type(a) is not IntegerAttr:
        return None
    t, v = a.params
    w = 64 if type(t) is IndexType else getattr(t, "width", 64)
    if w > 1 and v >= 1 << (w - 1):
        v -= 1 << w
    return v


def const_attr(v: Value) -> Any:
    """The ``value`` of the ConstantLike op defining ``v``, else None."""
    if type(v) is OpResult:
        o = v.owner
        if "ConstantLike" in type(o).traits:
            return o.properties.get("value")
    return None


def const_int(v: Any) -> int | None:
    """``v`` as an int: an int itself, or a Value defined by an integer constant."""
    if type(v) is int:
        return v
    return int_of(const_attr(v))


def static_shape(t: Any, dynamic_sizes: list, encoding: Any = None) -> tuple[Any, list]:
    """MLIR's static-shape folding of an op with dynamic sizes (``tensor.empty``,
    ``tensor.generate``, ``bufferization.alloc_tensor``): ``(the ranked tensor type with
    every size that is a non-negative constant made static, the sizes left dynamic)``.
    The type is ``t`` itself when nothing folds; ``encoding`` is the new type's."""
    shape, kept, k = list(t.shape), [], 0
    for i, d in enumerate(t.shape):
        if d != DYNAMIC:
            continue
        v = dynamic_sizes[k]
        k += 1
        c = const_int(v)
        if c is not None and c >= 0:
            shape[i] = c
        else:
            kept.append(v)
    return RankedTensorType.get(shape, t.element_type, encoding), kept


def defining(v: Value, name: str) -> Operation | None:
    """The op named ``name`` that defines ``v``, else None."""
    if type(v) is OpResult and v.owner.name == name:
        return v.owner
    return None


def groups(op: Operation) -> list[list[Value]]:
    """The operand groups of an op with ``operandSegmentSizes``."""
    seg = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    out, i = [], 0
    for n in seg:
        out.append(vals[i : i + n])
        i += n
    return out


def mixed(static: Any, dynamic: list[Value]) -> list[Any]:
    """MLIR's ``getMixedValues``: each entry an int, or the Value of a dynamic one."""
    it = iter(dynamic)
    return [next(it) if s == K_DYNAMIC else s for s in static.values]


def slice_parts(op: Operation) -> tuple[list, list, list]:
    """Mixed offsets, sizes and strides of an extract/insert/parallel_insert slice."""
    g = groups(op)
    p = op.properties
    return (
        mixed(p["static_offsets"], g[-3]),
        mixed(p["static_sizes"], g[-2]),
        mixed(p["static_strides"], g[-1]),
    )


def same_mixed(a: list, b: list) -> bool:
    """Two mixed lists name the same values (ints equal, Values identical)."""
    return len(a) == len(b) and all(x is y or (type(x) is int and x == y) for x, y in zip(a, b))


def is_identity_slice(op: Operation, t: Any) -> bool:
    """Offsets 0, strides 1 and sizes the static shape of ``t`` (MLIR's
    ``foldIdentityOffsetSizeAndStrideOpInterface``)."""
    offs, sizes, strides = slice_parts(op)
    if type(t) is not RankedTensorType or len(sizes) != len(t.shape):
        return False
    return (
        all(const_int(o) == 0 for o in offs)
        and all(const_int(s) == 1 for s in strides)
        and all(const_int(s) == d for s, d in zip(sizes, t.shape))
    )


def preserves_static_information(source: Any, target: Any) -> bool:
    """``target`` is at least as static as ``source`` (MLIR's ``preservesStaticInformation``)."""
    if type(source) is not RankedTensorType:
        return True
    if type(target) is not RankedTensorType or source.rank != target.rank:
        return False
    return all(s in (DYNAMIC, t) for s, t in zip(source.shape, target.shape))


def can_fold_into_consumer(cast: Operation | None) -> bool:
    """A ``tensor.cast`` that only loses static information, so a consumer may read its
    source instead (MLIR's ``canFoldIntoConsumerOp``)."""
    if cast is None or cast.name != "tensor.cast":
        return False
    return (
        preserves_static_information(cast.results[0].type, cast.op_operands[0].value.type)
        and type(cast.op_operands[0].value.type) is RankedTensorType
    )


def element_attr(a: Any, flat: int) -> Any:
    """Element ``flat`` (row-major) of a dense int/float constant as a scalar attribute."""
    et = a.element_type
    if a.is_splat:
        flat = 0
    if type(et) is IntegerType or type(et) is IndexType:
        v = a.values[0] if a.is_splat else a.values[flat]
        return IntegerAttr.get(et, int(v))
    if isinstance(et, FloatType):
        return FloatAttr.from_bits(et, a._scalars()[flat])
    return None


def flat_index(shape: tuple, idx: list[int]) -> int | None:
    """The row-major position of ``idx`` in ``shape``, None when out of bounds."""
    flat = 0
    for i, n in zip(idx, shape):
        if i < 0 or i >= n:
            return None
        flat = flat * n + i
    return flat


def reshaped(a: Any, t: Any) -> Any:
    """A dense constant ``a`` with type ``t`` (same elements), or None if ``t`` is not
    static."""
    if type(t) is not RankedTensorType or DYNAMIC in t.shape:
        return None
    if type(a) is not _DENSE or a.element_type is not t.element_type:
        return None
    if a.is_splat:
        return _DENSE.get(t, a.data)
    if a.num_elements != _num(t.shape):
        return None
    return _DENSE.get(t, a.data)


def splat_of(t: Any, scalar: Any) -> Any:
    """A splat dense constant of static tensor type ``t`` holding ``scalar``."""
    if type(t) is not RankedTensorType or DYNAMIC in t.shape:
        return None
    if type(scalar) is IntegerAttr:
        return _DENSE.from_scalars(t, [_int_bits(scalar)])
    if type(scalar) is FloatAttr:
        return _DENSE.from_scalars(t, [scalar.bits])
    return None


def _int_bits(a: Any) -> int:
    """An integer attribute's value as its type's bit pattern (two's complement)."""
    t, v = a.params
    w = 64 if type(t) is IndexType else t.width
    return v & ((1 << w) - 1)


def _num(shape: Any) -> int:
    n = 1
    for d in shape:
        n *= d
    return n


def _is_dense_splat(a: Any) -> bool:
    return type(a) is _DENSE and a.is_splat


# ------------------------------------------------------------------ folders


def fold_cast(op: Operation, c: list) -> Any:
    src = op.op_operands[0].value
    if src.type is op.results[0].type:
        return src
    return None


def fold_bitcast(op: Operation, c: list) -> Any:
    return fold_cast(op, c)


def fold_dim(op: Operation, c: list) -> Any:
    i = int_of(c[1])
    src = op.op_operands[0].value
    t = src.type
    if i is None or type(t) is not RankedTensorType:
        return None
    if i < 0 or i >= t.rank:
        return None
    if t.shape[i] != DYNAMIC:
        return IntegerAttr.get(_INDEX, t.shape[i])
    if type(src) is OpResult:
        d = src.owner
        if d.name == "tensor.generate":
            k = sum(1 for x in t.shape[:i] if x == DYNAMIC)
            return d.op_operands[k].value
        if d.name == "tensor.extract_slice" and t.rank == d.op_operands[0].value.type.rank:
            s = slice_parts(d)[1][i]
            if type(s) is not int:
                return s
        if can_fold_into_consumer(d):
            op.op_operands[0].set(d.op_operands[0].value)
            return True
    return None


def fold_rank(op: Operation, c: list) -> Any:
    t = op.op_operands[0].value.type
    if type(t) is RankedTensorType:
        return IntegerAttr.get(_INDEX, t.rank)
    return None


def fold_extract(op: Operation, c: list) -> Any:
    a = c[0]
    if _is_dense_splat(a):
        return element_attr(a, 0)
    idx = [int_of(x) for x in c[1:]]
    if any(x is None for x in idx):
        return None
    src = op.op_operands[0].value
    fe = defining(src, "tensor.from_elements")
    if fe is not None:
        flat = flat_index(src.type.shape, idx)
        if flat is None:
            return None
        return fe.op_operands[flat].value
    if type(a) is _DENSE:
        flat = flat_index(a.shape, idx)  # type: ignore[arg-type]
        if flat is not None:
            return element_attr(a, flat)
    return None


def fold_insert(op: Operation, c: list) -> Any:
    s, d = c[0], c[1]
    if s is not None and _is_dense_splat(d) and element_attr(d, 0) is s:
        return op.op_operands[1].value
    return None


def fold_from_elements(op: Operation, c: list) -> Any:
    if not c or any(x is None for x in c):
        return None
    t = op.results[0].type
    if type(c[0]) is IntegerAttr:
        if any(type(x) is not IntegerAttr for x in c):
            return None
        return _DENSE.from_scalars(t, [_int_bits(x) for x in c])
    if type(c[0]) is FloatAttr:
        if any(type(x) is not FloatAttr for x in c):
            return None
        return _DENSE.from_scalars(t, [x.bits for x in c])
    return None


def fold_splat(op: Operation, c: list) -> Any:
    if c[0] is None:
        return None
    return splat_of(op.results[0].type, c[0])


def fold_extract_slice(op: Operation, c: list) -> Any:
    t = op.results[0].type
    src = op.op_operands[0].value
    if _is_dense_splat(c[0]):
        r = reshaped(c[0], t)
        if r is not None:
            return r
    if src.type is t and is_identity_slice(op, src.type):
        return src
    ins = defining(src, "tensor.insert_slice")
    if ins is not None:
        v = ins.op_operands[0].value
        if v.type is t and _same_slice(op, ins):
            return v
    return None


def _same_slice(a: Operation, b: Operation) -> bool:
    pa, pb = slice_parts(a), slice_parts(b)
    return all(same_mixed(x, y) for x, y in zip(pa, pb))


def fold_insert_slice(op: Operation, c: list) -> Any:
    src, dest = op.op_operands[0].value, op.op_operands[1].value
    st, t = src.type, op.results[0].type
    if (
        st is t
        and type(t) is RankedTensorType
        and DYNAMIC not in t.shape
        and is_identity_slice(op, t)
    ):
        return src
    prev = defining(dest, "tensor.insert_slice")
    if prev is not None and prev.op_operands[0].value.type is st and _same_slice(op, prev):
        op.op_operands[1].set(prev.op_operands[1].value)
        return True
    ext = defining(src, "tensor.extract_slice")
    if ext is not None and ext.op_operands[0].value is dest and _same_slice(op, ext):
        return dest
    if any(const_int(s) == 0 for s in slice_parts(op)[1]):
        return dest
    return None


def _fold_reshape(op: Operation, c: list, inverse: str) -> Any:
    src = op.op_operands[0].value
    t = op.results[0].type
    if src.type is t:
        return src
    if type(c[0]) is _DENSE:
        r = reshaped(c[0], t)
        if r is not None:
            return r
    inv = defining(src, inverse)
    if inv is None:
        return None
    s = inv.op_operands[0].value
    if s.type is not t or type(t) is not RankedTensorType:
        return None
    if sum(1 for d in t.shape if d == DYNAMIC) < 2:
        return s
    # perfect inverses: the same reassociation, and expanding then collapsing, or at most
    # one dynamic dimension in each group
    groups = reassociation(op)
    if groups != reassociation(inv):
        return None
    if t.rank < inv.results[0].type.rank:
        return s
    if all(sum(1 for i in g if t.shape[i] == DYNAMIC) < 2 for g in groups):
        return s
    return None


def reassociation(op: Operation) -> list[list[int]]:
    """The ``reassociation`` of an expand/collapse_shape as lists of ints."""
    return [[int_of(d) for d in g] for g in op.properties["reassociation"]]


def fold_expand_shape(op: Operation, c: list) -> Any:
    return _fold_reshape(op, c, "tensor.collapse_shape")


def fold_collapse_shape(op: Operation, c: list) -> Any:
    return _fold_reshape(op, c, "tensor.expand_shape")


def fold_reshape(op: Operation, c: list) -> Any:
    t = op.results[0].type
    if _is_dense_splat(c[0]):
        r = reshaped(c[0], t)
        if r is not None:
            return r
    src = op.op_operands[0].value
    prev = defining(src, "tensor.reshape")
    if prev is not None:
        op.op_operands[0].set(prev.op_operands[0].value)
        return True
    st = src.type
    if type(st) is not RankedTensorType or st is not t:
        return None
    if st.rank == 1:
        return src
    fe = defining(op.op_operands[1].value, "tensor.from_elements")
    if fe is not None and len(fe.op_operands) == st.rank:
        for i, o in enumerate(fe.op_operands):
            e = o.value
            c = const_int(e)
            if c is not None:
                if c != st.shape[i]:
                    return None
                continue
            d = defining(e, "tensor.dim")
            if d is None or d.op_operands[0].value is not src:
                return None
            if const_int(d.op_operands[1].value) != i:
                return None
        return src
    return None


def fold_pad(op: Operation, c: list) -> Any:
    src = op.op_operands[0].value
    t = op.results[0].type
    if (
        type(t) is RankedTensorType
        and DYNAMIC not in t.shape
        and src.type is t
        and op.properties.get("nofold") is None
    ):
        return src
    return None


FOLDERS: dict = {
    "tensor.cast": fold_cast,
    "tensor.bitcast": fold_bitcast,
    "tensor.dim": fold_dim,
    "tensor.rank": fold_rank,
    "tensor.extract": fold_extract,
    "tensor.insert": fold_insert,
    "tensor.from_elements": fold_from_elements,
    "tensor.splat": fold_splat,
    "tensor.extract_slice": fold_extract_slice,
    "tensor.insert_slice": fold_insert_slice,
    "tensor.expand_shape": fold_expand_shape,
    "tensor.collapse_shape": fold_collapse_shape,
    "tensor.reshape": fold_reshape,
    "tensor.pad": fold_pad,
}
