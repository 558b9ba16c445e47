"""``finalize-memref-to-llvm``: lower ``memref`` ops to the ``llvm`` dialect, as MLIR 19.

A ranked memref becomes MLIR's descriptor struct ``{ptr allocated, ptr aligned,
i64 offset, [R x i64] sizes, [R x i64] strides}`` (``{ptr, ptr, i64}`` at rank
0; the index type follows the ``index-bitwidth`` option); an unranked one
``{i64 rank, ptr descriptor}``. The patterns emit exactly the op sequences of
MLIR 19's ``MemRefToLLVM.cpp`` so that irlite's output matches
``mlir-opt --finalize-memref-to-llvm`` op for op:

* ``alloc`` -> size computation (``getelementptr null[n]`` + ``ptrtoint``),
  ``malloc`` (padded and realigned by hand when an alignment is given or the
  element is not a scalar), or ``aligned_alloc`` with ``use-aligned-alloc``,
  or ``_mlir_memref_to_llvm_alloc`` with ``use-generic-functions``;
  ``alloca`` -> ``llvm.alloca``; ``dealloc`` -> ``free`` (or the generic free);
* ``load`` / ``store`` / ``atomic_rmw`` -> the address ``aligned + offset +
  sum(index_i * stride_i)`` (MLIR's ``getStridedElementPtr``: unit strides and
  zero offsets are skipped, static strides are constants) and the access;
* ``dim`` (constant index: a constant or one descriptor field; otherwise the
  sizes array spilled to the stack; unranked: read through the descriptor
  pointer), ``rank``, ``cast`` (ranked/unranked in every direction),
  ``reinterpret_cast`` (ranked source), ``reshape`` (statically sized shape
  operand), ``view``, ``transpose``, ``memory_space_cast`` (ranked),
  ``extract_aligned_pointer_as_index``, ``extract_strided_metadata`` (after
  MLIR's in-place fold of its static results to ``arith.constant``),
  ``assume_alignment``, ``prefetch``;
* ``alloca_scope`` -> its body inlined between ``llvm.intr.stacksave`` and
  ``llvm.intr.stackrestore``;
* ``global`` -> ``llvm.mlir.global``, ``get_global`` -> ``llvm.mlir.addressof``
  plus a descriptor whose allocated pointer is ``0xdeadbeef``;
* ``copy`` -> ``llvm.intr.memcpy`` when both sides are contiguous, else the
  ``memrefCopy`` runtime function on stack-promoted unranked descriptors.

``MemRefDescriptor`` (building, reading and (un)packing descriptors) and the
small op builders here are shared with ``func_to_llvm``. Strided layouts may be
``strided<...>`` attributes or affine maps of the form ``d0 * s + ... + o``.

What this pass does not do, as in MLIR 19: ``subview``, ``expand_shape`` and
``collapse_shape`` are left alone (run ``expand-strided-metadata`` first, which
irlite does not have yet), and so is ``realloc`` (``expand-realloc``); memrefs
with non-strided layouts are not converted. Not covered although MLIR lowers
them: ``generic_atomic_rmw`` (the llvm dialect has no ``cmpxchg`` yet),
``atomic_rmw`` kinds without an ``llvm.atomicrmw`` operation (``mulf``,
``muli``, ``maxnumf``, ``minnumf``: MLIR leaves those to
``generic_atomic_rmw`` too), ``reshape`` to an unranked result,
``reinterpret_cast`` of an unranked source. One deliberate difference:
``dealloc`` of a memref outside address space 0 casts the pointer to address
space 0 before calling ``free`` (MLIR 19 emits an invalid call there). The
conversion is partial: ops left unconverted stay, with
``builtin.unrealized_conversion_cast`` between them and the lowered code.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ir.attributes import (
    BoolAttr,
    DenseArrayAttr,
    DialectAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from ...ir.core import Block, Operation, Region, Value
from ...ir.memref_layout import strides_and_offset as _shared_strides_and_offset
from ...ir.types import (
    DYNAMIC,
    FloatType,
    IndexType,
    IntegerType,
    MemRefType,
    UnrankedMemRefType,
    VectorType,
)
from ..rewrite.dialect_conversion import ConversionPattern, op_class
from .llvm_common.type_converter import INDEX_BITWIDTH_OPTION, llvm_conversion_target, memref_address_space
from ..infra.pass_base import Option, Pass, register_pass

__all__ = [
    "MemRefDescriptor",
    "build_op",
    "const_index",
    "get_strided_element_ptr",
    "lookup_or_create_fn",
    "memref_address_space",
    "populate_finalize_memref_to_llvm_patterns",
    "strides_and_offset",
    "type_size_in_bytes",
]

# MLIR's GEPOp::kDynamicIndex: rawConstantIndices' marker for a dynamic index.
GEP_DYNAMIC_INDEX = -(2**31)

# AtomicRMWKind (memref) -> llvm.atomicrmw bin_op (LLVM::AtomicBinOp values).
_ATOMIC_BIN_OP = {
    "addf": 11,  # fadd
    "addi": 1,  # add
    "assign": 0,  # xchg
    "maximumf": 13,  # fmax
    "maxs": 7,  # max
    "maxu": 9,  # umax
    "minimumf": 14,  # fmin
    "mins": 8,  # min
    "minu": 10,  # umin
    "ori": 5,  # _or
    "andi": 3,  # _and
}
_ACQ_REL = 6  # LLVM::AtomicOrdering::acq_rel

_I64 = None
_I32 = None


def _i64() -> Any:
    global _I64
    if _I64 is None:
        _I64 = IntegerType.get(64)
    return _I64


def _i32() -> Any:
    global _I32
    if _I32 is None:
        _I32 = IntegerType.get(32)
    return _I32


def _llvm_types() -> Any:
    from ...rules import llvm_types

    return llvm_types


def ptr_type(address_space: int = 0) -> Any:
    return _llvm_types().LLVMPointerType.get(address_space)


# ------------------------------------------------------------------ op builders


def build_op(
    rewriter: Any,
    name: str,
    operands: Sequence[Value] = (),
    result_types: Sequence[Any] = (),
    props: dict | None = None,
    attrs: dict | None = None,
    loc: Any = None,
    regions: Sequence[Region] | int = (),
    successors: Sequence[Block] = (),
) -> Operation:
    """Create op ``name`` (its registered class, default properties filled in) at the
    rewriter's insertion point. Properties given override the defaults."""
    entry = _CLASSES.get(name)
    if entry is None:
        cls = op_class(name)
        entry = _CLASSES[name] = (cls, dict(getattr(cls, "DEFAULT_PROPERTIES", None) or {}))
    cls, defaults = entry
    if props:
        p = dict(defaults)
        p.update(props)
    else:
        p = defaults
    op = cls(name, operands, result_types, p or None, attrs, regions, successors, loc)
    if rewriter is not None:
        rewriter.insert(op)
    return op


_CLASSES: dict = {}  # op name -> (class, default properties)
_POSITIONS: dict = {}
_RAW_INDICES: dict = {}
_INDEX_ATTRS: dict = {}


def _position(pos: Sequence[int]) -> Any:
    key = tuple(pos)
    a = _POSITIONS.get(key)
    if a is None:
        a = _POSITIONS[key] = DenseArrayAttr.get(_i64(), list(key))
    return a


def const_index(rewriter: Any, loc: Any, index_type: Any, value: int) -> Value:
    """``llvm.mlir.constant(value : index) : <index_type>`` (MLIR's createIndexAttrConstant)."""
    a = _INDEX_ATTRS.get(value)
    if a is None:
        a = _INDEX_ATTRS[value] = IntegerAttr.get(IndexType.get(), value)
    return build_op(
        rewriter, "llvm.mlir.constant", (), (index_type,), {"value": a}, loc=loc
    ).results[0]


def const_int(rewriter: Any, loc: Any, type_: Any, value: int) -> Value:
    """``llvm.mlir.constant(value : type) : type``."""
    return build_op(
        rewriter,
        "llvm.mlir.constant",
        (),
        (type_,),
        {"value": IntegerAttr.get(type_, value)},
        loc=loc,
    ).results[0]


def _binop(rewriter: Any, name: str, lhs: Value, rhs: Value, loc: Any) -> Value:
    return build_op(rewriter, name, (lhs, rhs), (lhs.type,), loc=loc).results[0]


def gep(
    rewriter: Any,
    loc: Any,
    result_type: Any,
    elem_type: Any,
    base: Value,
    indices: Sequence[Any],
    inbounds: bool = False,
) -> Value:
    """``llvm.getelementptr``; ``indices`` mixes ints (constant) and values (dynamic)."""
    raw = []
    dyn = []
    for i in indices:
        if isinstance(i, int):
            raw.append(i)
        else:
            raw.append(GEP_DYNAMIC_INDEX)
            dyn.append(i)
    key = tuple(raw)
    raw_attr = _RAW_INDICES.get(key)
    if raw_attr is None:
        raw_attr = _RAW_INDICES[key] = DenseArrayAttr.get(_i32(), raw)
    props = {"rawConstantIndices": raw_attr, "elem_type": TypeAttr.get(elem_type)}
    if inbounds:
        props["inbounds"] = UnitAttr.get()
    return build_op(
        rewriter, "llvm.getelementptr", (base, *dyn), (result_type,), props, loc=loc
    ).results[0]


def load(
    rewriter: Any,
    loc: Any,
    result_type: Any,
    addr: Value,
    nontemporal: bool = False,
    alignment: int = 0,
) -> Value:
    props: dict = {}
    if alignment:
        props["alignment"] = IntegerAttr.get(_i64(), alignment)
    if nontemporal:
        props["nontemporal"] = UnitAttr.get()
    return build_op(rewriter, "llvm.load", (addr,), (result_type,), props, loc=loc).results[0]


def store(
    rewriter: Any, loc: Any, value: Value, addr: Value, nontemporal: bool = False
) -> Operation:
    props: dict = {}
    if nontemporal:
        props["nontemporal"] = UnitAttr.get()
    return build_op(rewriter, "llvm.store", (value, addr), (), props, loc=loc)


def alloca(
    rewriter: Any, loc: Any, elem_type: Any, size: Value, alignment: int = 0, address_space: int = 0
) -> Value:
    props: dict = {"elem_type": TypeAttr.get(elem_type)}
    if alignment:
        props["alignment"] = IntegerAttr.get(_i64(), alignment)
    return build_op(
        rewriter, "llvm.alloca", (size,), (ptr_type(address_space),), props, loc=loc
    ).results[0]


def call(
    rewriter: Any,
    loc: Any,
    callee: str,
    args: Sequence[Value],
    result_types: Sequence[Any],
    attrs: dict | None = None,
    props: dict | None = None,
) -> Operation:
    """``llvm.call @callee(args)`` (a direct call)."""
    p = {"callee": SymbolRefAttr.get(callee)}
    p.update(_call_segment_props(len(args)))
    if props:
        p.update(props)
    return build_op(rewriter, "llvm.call", tuple(args), tuple(result_types), p, attrs, loc=loc)


def _call_segment_props(num_args: int) -> dict:
    """``operandSegmentSizes`` / ``op_bundle_sizes`` of ``llvm.call`` when its class wants them."""
    cls = op_class("llvm.call")
    inherent = getattr(cls, "inherent_attrs", frozenset())
    p: dict = {}
    if "operandSegmentSizes" in inherent:
        p["operandSegmentSizes"] = DenseArrayAttr.get(_i32(), [num_args, 0])
    if "op_bundle_sizes" in inherent:
        p["op_bundle_sizes"] = DenseArrayAttr.get(_i32(), [])
    return p


def undef(rewriter: Any, loc: Any, type_: Any) -> Value:
    return build_op(rewriter, "llvm.mlir.undef", (), (type_,), loc=loc).results[0]


def zero(rewriter: Any, loc: Any, type_: Any) -> Value:
    return build_op(rewriter, "llvm.mlir.zero", (), (type_,), loc=loc).results[0]


def extract_value(rewriter: Any, loc: Any, container: Value, pos: Sequence[int]) -> Value:
    t = container.type
    for p in pos:
        t = t.body[p] if hasattr(t, "body") else t.element_type
    return build_op(
        rewriter, "llvm.extractvalue", (container,), (t,), {"position": _position(pos)}, loc=loc
    ).results[0]


def insert_value(
    rewriter: Any, loc: Any, container: Value, value: Value, pos: Sequence[int]
) -> Value:
    return build_op(
        rewriter,
        "llvm.insertvalue",
        (container, value),
        (container.type,),
        {"position": _position(pos)},
        loc=loc,
    ).results[0]


def ptrtoint(rewriter: Any, loc: Any, type_: Any, v: Value) -> Value:
    return build_op(rewriter, "llvm.ptrtoint", (v,), (type_,), loc=loc).results[0]


def inttoptr(rewriter: Any, loc: Any, type_: Any, v: Value) -> Value:
    return build_op(rewriter, "llvm.inttoptr", (v,), (type_,), loc=loc).results[0]


def lookup_or_create_fn(
    module: Operation, name: str, param_types: Sequence[Any], result_type: Any, loc: Any = None
) -> Operation:
    """The ``llvm.func`` named ``name`` in ``module``, or a new declaration of it
    inserted at the start of the module's body (MLIR's ``lookupOrCreateFn``)."""
    body = module.regions[0].blocks[0]
    for op in body.ops:
        sym = op.properties.get("sym_name") if op.properties else None
        if sym is not None and sym.value == name and op.name in ("llvm.func", "func.func"):
            return op
    lt = _llvm_types()
    ft = lt.LLVMFunctionType.get(
        result_type if result_type is not None else lt.LLVMVoidType.get(), tuple(param_types)
    )
    fn = build_op(
        None,
        "llvm.func",
        (),
        (),
        {"sym_name": StringAttr.get(name), "function_type": TypeAttr.get(ft)},
        loc=loc,
        regions=[Region()],
    )
    body.insert_before(body.first, fn)
    return fn


def _enclosing_module(op: Operation) -> Operation:
    """The nearest enclosing op with a symbol table (a module)."""
    p = op.parent_op
    while p is not None and "SymbolTable" not in getattr(p, "traits", ()):
        p = p.parent_op
    if p is None:
        raise ValueError(f"'{op.name}' is not inside a module")
    return p


# ------------------------------------------------------------------ layouts and sizes


def strides_and_offset(t: MemRefType) -> tuple:
    """``(strides, offset)`` of a strided memref type (``DYNAMIC`` for ``?``), or
    ``(None, None)`` when its layout is not strided (MLIR's ``getStridesAndOffset``;
    the shared ``irlite.ir.memref_layout.strides_and_offset`` in this module's
    ``DYNAMIC`` convention)."""
    strides, offset = _shared_strides_and_offset(t)
    if strides is None:
        return None, None
    return [DYNAMIC if x is None else x for x in strides], (DYNAMIC if offset is None else offset)


def type_size_in_bytes(t: Any, index_bits: int = 64) -> int:
    """The store size of a (converted) scalar or vector type under LLVM's default data layout."""
    if isinstance(t, IntegerType):
        return (t.width + 7) // 8
    if isinstance(t, IndexType):
        return index_bits // 8
    if isinstance(t, FloatType):
        return {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "f80": 16, "f128": 16, "tf32": 4}.get(
            t.name, 1
        )
    if isinstance(t, VectorType):
        n = 1
        for d in t.shape:
            n *= d
        bits = n * type_size_in_bytes(t.element_type, index_bits) * 8
        size = (bits + 7) // 8
        p = 1
        while p < size:
            p *= 2
        return p
    lt = _llvm_types()
    if isinstance(t, lt.LLVMPointerType):
        return 8
    if isinstance(t, lt.LLVMArrayType):
        return t.num_elements * type_size_in_bytes(t.element_type, index_bits)
    if isinstance(t, lt.LLVMStructType):
        off = 0
        align = 1
        for e in t.body:
            a = min(type_size_in_bytes(e, index_bits), 8) or 1
            if isinstance(e, (lt.LLVMArrayType, lt.LLVMStructType)):
                a = 8
            align = max(align, a)
            off = (off + a - 1) // a * a + type_size_in_bytes(e, index_bits)
        return (off + align - 1) // align * align
    return 8


def _power_of_2_ceil(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p


# ------------------------------------------------------------------ descriptors


class MemRefDescriptor:
    """A ranked memref descriptor value being read or built (MLIR's ``MemRefDescriptor``).

    ``value`` is the current struct value; the ``set_*`` methods insert a field
    and update ``value``. Field reads emit ``llvm.extractvalue`` each time, as
    MLIR does (no caching)."""

    __slots__ = ("index_type", "value")

    def __init__(self, value: Value) -> None:
        self.value = value
        body = value.type.body
        self.index_type = body[2]

    @classmethod
    def undef(cls, rewriter: Any, loc: Any, struct_type: Any) -> MemRefDescriptor:
        return cls(undef(rewriter, loc, struct_type))

    @classmethod
    def on_buffer_of(cls, rw: Any, loc: Any, struct_type: Any, source: Value) -> MemRefDescriptor:
        """A new descriptor of ``struct_type`` holding the allocated and aligned
        pointers of the descriptor ``source`` (offset, sizes and strides unset)."""
        d = cls.undef(rw, loc, struct_type)
        src = cls(source)
        allocated = src.allocated_ptr(rw, loc)
        aligned = src.aligned_ptr(rw, loc)
        d.set_allocated_ptr(rw, loc, allocated)
        d.set_aligned_ptr(rw, loc, aligned)
        return d

    @property
    def element_ptr_type(self) -> Any:
        return self.value.type.body[1]

    # -- reads
    def allocated_ptr(self, rw: Any, loc: Any) -> Value:
        return extract_value(rw, loc, self.value, [0])

    def aligned_ptr(self, rw: Any, loc: Any) -> Value:
        return extract_value(rw, loc, self.value, [1])

    def offset(self, rw: Any, loc: Any) -> Value:
        return extract_value(rw, loc, self.value, [2])

    def size(self, rw: Any, loc: Any, i: int) -> Value:
        return extract_value(rw, loc, self.value, [3, i])

    def stride(self, rw: Any, loc: Any, i: int) -> Value:
        return extract_value(rw, loc, self.value, [4, i])

    def size_dynamic(self, rw: Any, loc: Any, pos: Value, rank: int) -> Value:
        """Size of a dimension chosen at run time: the sizes array spilled to the stack."""
        lt = _llvm_types()
        idx = self.index_type
        array_t = lt.LLVMArrayType.get(idx, rank)
        one = const_index(rw, loc, idx, 1)
        sizes = extract_value(rw, loc, self.value, [3])
        p = alloca(rw, loc, array_t, one)
        store(rw, loc, sizes, p)
        rp = gep(rw, loc, ptr_type(), array_t, p, [0, pos])
        return load(rw, loc, idx, rp)

    # -- writes
    def _set(self, rw: Any, loc: Any, pos: Sequence[int], v: Value) -> None:
        self.value = insert_value(rw, loc, self.value, v, pos)

    def set_allocated_ptr(self, rw: Any, loc: Any, v: Value) -> None:
        self._set(rw, loc, [0], v)

    def set_aligned_ptr(self, rw: Any, loc: Any, v: Value) -> None:
        self._set(rw, loc, [1], v)

    def set_offset(self, rw: Any, loc: Any, v: Value) -> None:
        self._set(rw, loc, [2], v)

    def set_constant_offset(self, rw: Any, loc: Any, c: int) -> None:
        self.set_offset(rw, loc, const_index(rw, loc, self.index_type, c))

    def set_size(self, rw: Any, loc: Any, i: int, v: Value) -> None:
        self._set(rw, loc, [3, i], v)

    def set_constant_size(self, rw: Any, loc: Any, i: int, c: int) -> None:
        self.set_size(rw, loc, i, const_index(rw, loc, self.index_type, c))

    def set_stride(self, rw: Any, loc: Any, i: int, v: Value) -> None:
        self._set(rw, loc, [4, i], v)

    def set_constant_stride(self, rw: Any, loc: Any, i: int, c: int) -> None:
        self.set_stride(rw, loc, i, const_index(rw, loc, self.index_type, c))

    # -- addresses
    def buffer_ptr(self, rw: Any, loc: Any, elem_type: Any, memref_type: MemRefType) -> Value:
        """The aligned pointer advanced by the offset (skipped when statically 0)."""
        _, off = strides_and_offset(memref_type)
        p = self.aligned_ptr(rw, loc)
        if off == 0:
            return p
        ov = self.offset(rw, loc) if off == DYNAMIC else const_index(rw, loc, self.index_type, off)
        return gep(rw, loc, p.type, elem_type, p, [ov])

    # -- whole descriptors
    @staticmethod
    def num_unpacked(memref_type: MemRefType) -> int:
        return 3 + 2 * len(memref_type.shape)

    @staticmethod
    def unpacked_types(struct_type: Any) -> list:
        body = struct_type.body
        types = [body[0], body[1], body[2]]
        if len(body) > 3:
            n = body[3].num_elements
            types += [body[3].element_type] * n + [body[4].element_type] * n
        return types

    @classmethod
    def pack(cls, rw: Any, loc: Any, struct_type: Any, values: Sequence[Value]) -> Value:
        """A descriptor from its fields (allocated, aligned, offset, sizes..., strides...)."""
        d = cls.undef(rw, loc, struct_type)
        d.set_allocated_ptr(rw, loc, values[0])
        d.set_aligned_ptr(rw, loc, values[1])
        d.set_offset(rw, loc, values[2])
        rank = (len(values) - 3) // 2
        for i in range(rank):
            d.set_size(rw, loc, i, values[3 + i])
            d.set_stride(rw, loc, i, values[3 + rank + i])
        return d.value

    @staticmethod
    def unpack(rw: Any, loc: Any, value: Value, rank: int) -> list:
        """The fields of a descriptor: allocated, aligned, offset, sizes..., strides..."""
        d = MemRefDescriptor(value)
        out = [d.allocated_ptr(rw, loc), d.aligned_ptr(rw, loc), d.offset(rw, loc)]
        out += [d.size(rw, loc, i) for i in range(rank)]
        out += [d.stride(rw, loc, i) for i in range(rank)]
        return out

    @classmethod
    def from_static_shape(
        cls,
        rw: Any,
        loc: Any,
        struct_type: Any,
        memref_type: MemRefType,
        allocated: Value,
        aligned: Value,
    ) -> Value:
        """A descriptor of a statically shaped, strided memref around bare pointers."""
        strides, off = strides_and_offset(memref_type)
        d = cls.undef(rw, loc, struct_type)
        d.set_allocated_ptr(rw, loc, allocated)
        d.set_aligned_ptr(rw, loc, aligned)
        d.set_constant_offset(rw, loc, off)
        for i, s in enumerate(memref_type.shape):
            d.set_constant_size(rw, loc, i, s)
            d.set_constant_stride(rw, loc, i, strides[i])
        return d.value


def unranked_descriptor(rw: Any, loc: Any, struct_type: Any, rank: Value, ptr: Value) -> Value:
    """``{rank, ptr}``: an unranked memref descriptor (MLIR's ``UnrankedMemRefDescriptor::pack``)."""
    v = undef(rw, loc, struct_type)
    v = insert_value(rw, loc, v, rank, [0])
    return insert_value(rw, loc, v, ptr, [1])


def promote_one_descriptor(rw: Any, loc: Any, index_type: Any, desc: Value) -> Value:
    """Store ``desc`` into a fresh stack slot; the slot's pointer (MLIR's ``promoteOneMemRefDescriptor``)."""
    one = const_index(rw, loc, index_type, 1)
    p = alloca(rw, loc, desc.type, one)
    store(rw, loc, desc, p)
    return p


def get_strided_element_ptr(
    rw: Any,
    loc: Any,
    converter: Any,
    memref_type: MemRefType,
    desc_value: Value,
    indices: Sequence[Value],
) -> Value | None:
    """The address of ``memref[indices]`` (MLIR 19's ``getStridedElementPtr``):
    ``aligned (+ offset)`` then one ``mul`` per non-unit stride and an ``add`` chain."""
    strides, _ = strides_and_offset(memref_type)
    d = MemRefDescriptor(desc_value)
    elem = converter.convert_type(memref_type.element_type)
    base = d.buffer_ptr(rw, loc, elem, memref_type)
    idx_t = d.index_type
    index = None
    for i, inc in enumerate(indices):
        if strides[i] != 1:
            st = (
                d.stride(rw, loc, i)
                if strides[i] == DYNAMIC
                else const_index(rw, loc, idx_t, strides[i])
            )
            inc = _binop(rw, "llvm.mul", inc, st, loc)
        index = _binop(rw, "llvm.add", index, inc, loc) if index is not None else inc
    if index is None:
        return base
    return gep(rw, loc, d.element_ptr_type, elem, base, [index])


def _convertible_strided(converter: Any, t: Any) -> bool:
    return (
        isinstance(t, MemRefType)
        and strides_and_offset(t)[0] is not None
        and converter.convert_type(t) is not None
    )


def _identity_convertible(converter: Any, t: Any) -> bool:
    return isinstance(t, MemRefType) and t.layout is None and converter.convert_type(t) is not None


def _index_type(converter: Any) -> Any:
    return converter.convert_type(IndexType.get())


def _constant_int_of(v: Value) -> int | None:
    """The integer a value is known to be: defined by a ``ConstantLike`` op with an integer ``value``."""
    owner = getattr(v, "owner", None)
    # look through conversion casts (the constant may already be lowered)
    while (
        isinstance(owner, Operation)
        and owner.name == "builtin.unrealized_conversion_cast"
        and owner.num_operands == 1
    ):
        owner = getattr(owner.operands[0], "owner", None)
    if not isinstance(owner, Operation):
        return None
    if "ConstantLike" not in owner.traits and owner.name not in (
        "llvm.mlir.constant",
        "arith.constant",
    ):
        return None
    a = owner.get_attr("value")
    if type(a).__name__ == "IntegerAttr":
        return int(a.value)
    return None


def _segment_adaptor(op: Operation, operands: list, seg: int) -> list:
    sizes = op.get_attr("operandSegmentSizes")
    if sizes is None:
        return operands
    vals = list(getattr(sizes, "values", sizes))
    start = sum(vals[:seg])
    return operands[start : start + vals[seg]]


# ------------------------------------------------------------------ patterns


class _MemRefPattern(ConversionPattern):
    """Base: holds the options and knows the index type."""

    def __init__(self, type_converter: Any, options: dict | None = None) -> None:
        super().__init__(type_converter)
        self.options = options or {}

    @property
    def index_type(self) -> Any:
        return _index_type(self.type_converter)

    def allocation_address_space(self, op: Operation, rw: Any, t: Any) -> int | None:
        """The address space of ``t``, an identity-layout memref result, or ``None``
        (having notified the match failure) when the pattern does not apply."""
        if not _identity_convertible(self.type_converter, t):
            rw.notify_match_failure(op, "incompatible memref type")
            return None
        addr_space = memref_address_space(t)
        if addr_space is None:
            rw.notify_match_failure(op, "memory space is not an integer")
        return addr_space

    def size_in_bytes(self, rw: Any, loc: Any, type_: Any) -> Value:
        """``sizeof(type)`` as ``ptrtoint (getelementptr null[1])`` (MLIR's getSizeInBytes)."""
        llvm_t = self.type_converter.convert_type(type_)
        p = ptr_type()
        null = zero(rw, loc, p)
        g = gep(rw, loc, p, llvm_t, null, [1])
        return ptrtoint(rw, loc, self.index_type, g)

    def descriptor_sizes(
        self, rw: Any, loc: Any, t: MemRefType, dynamic_sizes: Sequence[Value], size_in_bytes: bool
    ) -> tuple:
        """MLIR's ``getMemRefDescriptorSizes``: (sizes, strides, total) of an identity-layout memref."""
        idx = self.index_type
        sizes: list = []
        k = 0
        for s in t.shape:
            if s == DYNAMIC:
                sizes.append(dynamic_sizes[k])
                k += 1
            else:
                sizes.append(const_index(rw, loc, idx, s))
        rank = len(t.shape)
        stride = 1
        running = const_index(rw, loc, idx, 1)
        strides: list = [None] * rank
        for i in range(rank - 1, -1, -1):
            strides[i] = running
            static = t.shape[i]
            if static == 0:  # MLIR 19 leaves zero-sized dimensions out of the running product
                continue
            use_size = stride == 1
            if static == DYNAMIC:
                stride = DYNAMIC
            if stride != DYNAMIC:
                stride *= static
            if use_size:
                running = sizes[i]
            elif stride == DYNAMIC:
                running = _binop(rw, "llvm.mul", running, sizes[i], loc)
            else:
                running = const_index(rw, loc, idx, stride)
        if size_in_bytes:
            elem = self.type_converter.convert_type(t.element_type)
            p = ptr_type()
            null = zero(rw, loc, p)
            g = gep(rw, loc, p, elem, null, [running])
            total = ptrtoint(rw, loc, idx, g)
        else:
            total = running
        return sizes, strides, total

    def create_descriptor(
        self,
        rw: Any,
        loc: Any,
        t: MemRefType,
        allocated: Value,
        aligned: Value,
        sizes: Sequence[Value],
        strides: Sequence[Value],
    ) -> Value:
        d = MemRefDescriptor.undef(rw, loc, self.type_converter.convert_type(t))
        d.set_allocated_ptr(rw, loc, allocated)
        d.set_aligned_ptr(rw, loc, aligned)
        d.set_constant_offset(rw, loc, 0)
        for i, s in enumerate(sizes):
            d.set_size(rw, loc, i, s)
        for i, s in enumerate(strides):
            d.set_stride(rw, loc, i, s)
        return d.value

    def create_aligned(self, rw: Any, loc: Any, value: Value, alignment: Value) -> Value:
        """``value`` rounded up to a multiple of ``alignment`` (MLIR's createAligned)."""
        one = const_index(rw, loc, alignment.type, 1)
        bump = _binop(rw, "llvm.sub", alignment, one, loc)
        bumped = _binop(rw, "llvm.add", value, bump, loc)
        mod = _binop(rw, "llvm.urem", bumped, alignment, loc)
        return _binop(rw, "llvm.sub", bumped, mod, loc)


class _AllocLikeOpLowering(_MemRefPattern):
    """MLIR's ``AllocLikeOpLLVMLowering``: an op producing a new identity-layout
    memref becomes the descriptor of a buffer that ``allocate_buffer`` provides.

    Subclasses set ``ROOT``, ``SIZE_IN_BYTES`` (whether ``allocate_buffer`` gets the
    size in bytes or in elements) and may add a ``precondition`` (checked before
    anything is emitted)."""

    SIZE_IN_BYTES = True

    def precondition(self, op: Operation, rw: Any) -> bool:
        return True

    def allocate_buffer(
        self, rw: Any, loc: Any, op: Operation, t: MemRefType, addr_space: int, size: Value
    ) -> tuple[Value, Value]:
        """Emit the buffer of ``size`` (bytes or elements); (allocated, aligned) pointers."""
        raise NotImplementedError

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        t = op.results[0].type
        addr_space = self.allocation_address_space(op, rw, t)
        if addr_space is None or not self.precondition(op, rw):
            return False
        loc = op.loc
        sizes, strides, size = self.descriptor_sizes(
            rw, loc, t, _segment_adaptor(op, operands, 0), self.SIZE_IN_BYTES
        )
        allocated, aligned = self.allocate_buffer(rw, loc, op, t, addr_space, size)
        rw.replace_op(op, [self.create_descriptor(rw, loc, t, allocated, aligned, sizes, strides)])
        return True


class AllocOpLowering(_AllocLikeOpLowering):
    """``memref.alloc`` -> malloc (+ manual alignment) / aligned_alloc, and a descriptor."""

    ROOT = "memref.alloc"

    def precondition(self, op: Operation, rw: Any) -> bool:
        try:
            _enclosing_module(op)
        except ValueError:
            return rw.notify_match_failure(op, "not inside a module")
        return True

    def allocate_buffer(
        self, rw: Any, loc: Any, op: Operation, t: MemRefType, addr_space: int, size_bytes: Value
    ) -> tuple[Value, Value]:
        module = _enclosing_module(op)
        idx = self.index_type
        generic = self.options.get("use_generic_functions", False)
        elem_ptr = ptr_type(addr_space)
        align_attr = op.get_attr("alignment")
        if self.options.get("use_aligned_alloc", False):
            if align_attr is not None:
                alignment = int(align_attr.value)
            else:
                alignment = max(16, _power_of_2_ceil(self._elem_size(t)))
            align_v = const_index(rw, loc, idx, alignment)
            if not self._size_multiple_of(t, alignment):
                size_bytes = self.create_aligned(rw, loc, size_bytes, align_v)
            name = "_mlir_memref_to_llvm_aligned_alloc" if generic else "aligned_alloc"
            lookup_or_create_fn(module, name, [idx, idx], ptr_type())
            res = call(rw, loc, name, [align_v, size_bytes], [ptr_type()]).results[0]
            allocated = self._cast_result(rw, loc, res, addr_space)
            return allocated, allocated
        alignment_v = None
        if align_attr is not None:
            alignment_v = const_index(rw, loc, idx, int(align_attr.value))
        elif not isinstance(t.element_type, (IntegerType, IndexType, FloatType)):
            alignment_v = self.size_in_bytes(rw, loc, t.element_type)
        if alignment_v is not None:
            size_bytes = _binop(rw, "llvm.add", size_bytes, alignment_v, loc)
        name = "_mlir_memref_to_llvm_alloc" if generic else "malloc"
        lookup_or_create_fn(module, name, [idx], ptr_type())
        res = call(rw, loc, name, [size_bytes], [ptr_type()]).results[0]
        allocated = self._cast_result(rw, loc, res, addr_space)
        aligned = allocated
        if alignment_v is not None:
            as_int = ptrtoint(rw, loc, idx, allocated)
            aligned_int = self.create_aligned(rw, loc, as_int, alignment_v)
            aligned = inttoptr(rw, loc, elem_ptr, aligned_int)
        return allocated, aligned

    def _cast_result(self, rw: Any, loc: Any, v: Value, addr_space: int) -> Value:
        if addr_space == 0:
            return v
        return build_op(rw, "llvm.addrspacecast", (v,), (ptr_type(addr_space),), loc=loc).results[0]

    def _elem_size(self, t: MemRefType) -> int:
        e = t.element_type
        if isinstance(e, (MemRefType, UnrankedMemRefType)):
            e = self.type_converter.convert_type(e)
        return type_size_in_bytes(e, getattr(self.index_type, "width", 64))

    def _size_multiple_of(self, t: MemRefType, factor: int) -> bool:
        n = self._elem_size(t)
        for d in t.shape:
            if d != DYNAMIC:
                n *= d
        return n % factor == 0


class AllocaOpLowering(_AllocLikeOpLowering):
    """``memref.alloca`` -> ``llvm.alloca <num elements> x <element>`` and a descriptor."""

    ROOT = "memref.alloca"
    SIZE_IN_BYTES = False

    def allocate_buffer(
        self, rw: Any, loc: Any, op: Operation, t: MemRefType, addr_space: int, n: Value
    ) -> tuple[Value, Value]:
        a = op.get_attr("alignment")
        elem = self.type_converter.convert_type(t.element_type)
        p = alloca(rw, loc, elem, n, int(a.value) if a is not None else 0, addr_space)
        return p, p


class AllocaScopeOpLowering(_MemRefPattern):
    """``memref.alloca_scope`` -> its body inlined between ``llvm.intr.stacksave`` and
    ``llvm.intr.stackrestore``, entered and left with ``llvm.br`` (results become
    arguments of the block after it)."""

    ROOT = "memref.alloca_scope"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        region = op.regions[0]
        if not region.blocks:
            return rw.notify_match_failure(op, "empty body")
        ret = region.blocks[-1].last
        if ret is None or ret.name != "memref.alloca_scope.return":
            return rw.notify_match_failure(op, "body does not end in memref.alloca_scope.return")
        loc = op.loc
        current = op.parent
        remaining = rw.split_block(current, op)
        if op.results:
            n = len(op.results)
            cont = rw.create_block(remaining, None, [r.type for r in op.results], [loc] * n)
            build_op(rw, "llvm.br", (), (), loc=loc, successors=[remaining])
        else:
            cont = remaining
        before_body = region.blocks[0]
        rw.inline_region_before(region, cont)
        rw.set_insertion_point_to_end(current)
        save = build_op(rw, "llvm.intr.stacksave", (), (ptr_type(),), loc=loc).results[0]
        build_op(rw, "llvm.br", (), (), loc=loc, successors=[before_body])
        rw.set_insertion_point(ret)
        build_op(rw, "llvm.intr.stackrestore", (save,), (), loc=loc)
        build_op(rw, "llvm.br", tuple(ret.operands), (), loc=loc, successors=[cont])
        rw.erase_op(ret)
        rw.replace_op(op, list(cont.args))
        return True


class DeallocOpLowering(_MemRefPattern):
    """``memref.dealloc`` -> ``llvm.call @free(allocated)``."""

    ROOT = "memref.dealloc"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        t = op.operands[0].type
        if not isinstance(t, MemRefType) or self.type_converter.convert_type(t) is None:
            return rw.notify_match_failure(op, "only ranked memrefs are supported")
        try:
            module = _enclosing_module(op)
        except ValueError:
            return rw.notify_match_failure(op, "not inside a module")
        name = "_mlir_memref_to_llvm_free" if self.options.get("use_generic_functions") else "free"
        lookup_or_create_fn(module, name, [ptr_type()], None)
        rw.set_insertion_point(op)
        p = MemRefDescriptor(operands[0]).allocated_ptr(rw, op.loc)
        if memref_address_space(t):
            p = build_op(rw, "llvm.addrspacecast", (p,), (ptr_type(),), loc=op.loc).results[0]
        call(rw, op.loc, name, [p], [])
        rw.erase_op(op)
        return True


class LoadOpLowering(_MemRefPattern):
    ROOT = "memref.load"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        t = op.operands[0].type
        if not _convertible_strided(self.type_converter, t):
            return rw.notify_match_failure(op, "memref is not strided")
        res_t = self.type_converter.convert_type(op.results[0].type)
        if res_t is None:
            return rw.notify_match_failure(op, "element type does not convert")
        nt = op.get_attr("nontemporal")
        p = get_strided_element_ptr(rw, op.loc, self.type_converter, t, operands[0], operands[1:])
        v = load(rw, op.loc, res_t, p, nontemporal=bool(nt is not None and nt.value))
        rw.replace_op(op, [v])
        return True


class StoreOpLowering(_MemRefPattern):
    ROOT = "memref.store"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        t = op.operands[1].type
        if not _convertible_strided(self.type_converter, t):
            return rw.notify_match_failure(op, "memref is not strided")
        nt = op.get_attr("nontemporal")
        p = get_strided_element_ptr(rw, op.loc, self.type_converter, t, operands[1], operands[2:])
        store(rw, op.loc, operands[0], p, nontemporal=bool(nt is not None and nt.value))
        rw.erase_op(op)
        return True


class AtomicRMWOpLowering(_MemRefPattern):
    """``memref.atomic_rmw`` -> ``llvm.atomicrmw <op> ... acq_rel`` (kinds LLVM has an op for)."""

    ROOT = "memref.atomic_rmw"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        from ...rules import memref as memref_helpers

        kind = memref_helpers.kind_name(op)
        bin_op = _ATOMIC_BIN_OP.get(kind)
        if bin_op is None:
            return rw.notify_match_failure(op, f"no llvm.atomicrmw for kind '{kind}'")
        t = op.operands[1].type
        if not _convertible_strided(self.type_converter, t):
            return rw.notify_match_failure(op, "memref is not strided")
        p = get_strided_element_ptr(rw, op.loc, self.type_converter, t, operands[1], operands[2:])
        props = {
            "bin_op": _enum_attr(bin_op),
            "ordering": _enum_attr(_ACQ_REL),
        }
        v = build_op(
            rw, "llvm.atomicrmw", (p, operands[0]), (operands[0].type,), props, loc=op.loc
        ).results[0]
        rw.replace_op(op, [v])
        return True


def _enum_attr(value: int) -> Any:
    """An i64-backed enum property of an llvm op (``bin_op``, ``ordering``, ``predicate``)."""
    return IntegerAttr.get(_i64(), value)


class DimOpLowering(_MemRefPattern):
    ROOT = "memref.dim"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        t = op.operands[0].type
        loc = op.loc
        idx = self.index_type
        if isinstance(t, UnrankedMemRefType):
            scalar = self.type_converter.convert_type(
                MemRefType.get((), t.element_type, None, t.memory_space)
            )
            if scalar is None:
                return rw.notify_match_failure(op, "element type does not convert")
            # sizes[i] sits right after the offset of the underlying ranked descriptor
            desc_ptr = extract_value(rw, loc, operands[0], [1])
            offset_ptr = gep(rw, loc, ptr_type(), scalar, desc_ptr, [0, 2])
            one = const_index(rw, loc, idx, 1)
            pos = _binop(rw, "llvm.add", one, operands[1], loc)
            size_ptr = gep(rw, loc, ptr_type(), idx, offset_ptr, [pos])
            rw.replace_op(op, [load(rw, loc, idx, size_ptr)])
            return True
        if not isinstance(t, MemRefType) or self.type_converter.convert_type(t) is None:
            return rw.notify_match_failure(op, "memref type does not convert")
        c = _constant_int_of(op.operands[1])
        rank = len(t.shape)
        if c is not None and 0 <= c < rank:
            if t.shape[c] == DYNAMIC:
                v = MemRefDescriptor(operands[0]).size(rw, loc, c)
            else:
                v = const_index(rw, loc, idx, t.shape[c])
        else:
            v = MemRefDescriptor(operands[0]).size_dynamic(rw, loc, operands[1], rank)
        rw.replace_op(op, [v])
        return True


class RankOpLowering(_MemRefPattern):
    ROOT = "memref.rank"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        t = op.operands[0].type
        if isinstance(t, MemRefType):
            v = const_index(rw, op.loc, self.index_type, len(t.shape))
        else:
            v = extract_value(rw, op.loc, operands[0], [0])
        rw.replace_op(op, [v])
        return True


class CastOpLowering(_MemRefPattern):
    """``memref.cast``: ranked to ranked keeps the descriptor; ranked to unranked
    spills it to the stack and wraps ``{rank, ptr}``."""

    ROOT = "memref.cast"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        src_t = op.operands[0].type
        dst_t = op.results[0].type
        tc = self.type_converter
        if (isinstance(src_t, MemRefType) and isinstance(dst_t, MemRefType)) or (
            isinstance(src_t, UnrankedMemRefType) and isinstance(dst_t, UnrankedMemRefType)
        ):
            if tc.convert_type(src_t) is None or tc.convert_type(src_t) is not tc.convert_type(
                dst_t
            ):
                return rw.notify_match_failure(op, "descriptor types differ")
            rw.replace_op(op, [operands[0]])
            return True
        if isinstance(src_t, UnrankedMemRefType) and isinstance(dst_t, MemRefType):
            target = tc.convert_type(dst_t)
            if target is None:
                return rw.notify_match_failure(op, "ranked type does not convert")
            loc = op.loc
            p = extract_value(rw, loc, operands[0], [1])
            rw.replace_op(op, [load(rw, loc, target, p)])
            return True
        if isinstance(src_t, MemRefType) and isinstance(dst_t, UnrankedMemRefType):
            target = tc.convert_type(dst_t)
            if target is None:
                return rw.notify_match_failure(op, "unranked type does not convert")
            loc = op.loc
            p = promote_one_descriptor(rw, loc, self.index_type, operands[0])
            rank = const_index(rw, loc, self.index_type, len(src_t.shape))
            rw.replace_op(op, [unranked_descriptor(rw, loc, target, rank, p)])
            return True
        return rw.notify_match_failure(op, "not a memref cast")


class ReinterpretCastOpLowering(_MemRefPattern):
    ROOT = "memref.reinterpret_cast"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        src_t = op.operands[0].type
        dst_t = op.results[0].type
        target = self.type_converter.convert_type(dst_t)
        if not isinstance(src_t, MemRefType) or target is None:
            return rw.notify_match_failure(op, "only ranked sources are supported")
        loc = op.loc
        offs = _segment_adaptor(op, operands, 1)
        sizes = _segment_adaptor(op, operands, 2)
        strides = _segment_adaptor(op, operands, 3)
        s_off = list(op.get_attr("static_offsets").values)
        s_sizes = list(op.get_attr("static_sizes").values)
        s_strides = list(op.get_attr("static_strides").values)
        d = MemRefDescriptor.on_buffer_of(rw, loc, target, operands[0])
        if s_off[0] == _DYN64:
            d.set_offset(rw, loc, offs[0])
        else:
            d.set_constant_offset(rw, loc, s_off[0])
        ks = kt = 0
        for i in range(len(dst_t.shape)):
            if s_sizes[i] == _DYN64:
                d.set_size(rw, loc, i, sizes[ks])
                ks += 1
            else:
                d.set_constant_size(rw, loc, i, s_sizes[i])
            if s_strides[i] == _DYN64:
                d.set_stride(rw, loc, i, strides[kt])
                kt += 1
            else:
                d.set_constant_stride(rw, loc, i, s_strides[i])
        rw.replace_op(op, [d.value])
        return True


# ShapedType::kDynamic as stored in static_offsets/sizes/strides.
_DYN64 = -(2**63)


class ReshapeOpLowering(_MemRefPattern):
    """``memref.reshape`` with a statically sized shape operand: a new descriptor on the
    same buffer, sizes loaded from the shape memref, identity strides."""

    ROOT = "memref.reshape"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        tc = self.type_converter
        src_t = op.operands[0].type
        shape_t = op.operands[1].type
        dst_t = op.results[0].type
        target = tc.convert_type(dst_t)
        if not isinstance(dst_t, MemRefType) or target is None:
            return rw.notify_match_failure(op, "only ranked results are lowered")
        if not isinstance(src_t, MemRefType):
            return rw.notify_match_failure(op, "only ranked sources are lowered")
        if not isinstance(shape_t, MemRefType) or not shape_t.has_static_shape:
            return rw.notify_match_failure(op, "the shape operand must have a static shape")
        if tc.convert_type(shape_t.element_type) is not self.index_type and DYNAMIC in dst_t.shape:
            return rw.notify_match_failure(op, "dynamic sizes need an index-typed shape operand")
        strides, off = strides_and_offset(dst_t)
        if strides is None:
            return rw.notify_match_failure(op, "failed to get stride and offset exprs")
        if off == DYNAMIC:
            return rw.notify_match_failure(op, "dynamic offset is unsupported")
        loc = op.loc
        idx = self.index_type
        d = MemRefDescriptor.on_buffer_of(rw, loc, target, operands[0])
        d.set_constant_offset(rw, loc, off)
        stride = None
        for i in range(len(dst_t.shape) - 1, -1, -1):
            if strides[i] != DYNAMIC:
                stride = const_index(rw, loc, idx, strides[i])
            elif stride is None:
                stride = const_index(rw, loc, idx, 1)
            if dst_t.shape[i] != DYNAMIC:
                size = const_index(rw, loc, idx, dst_t.shape[i])
            else:
                pos = const_index(rw, loc, idx, i)
                p = get_strided_element_ptr(rw, loc, tc, shape_t, operands[1], [pos])
                size = load(rw, loc, idx, p)
            d.set_size(rw, loc, i, size)
            d.set_stride(rw, loc, i, stride)
            stride = _binop(rw, "llvm.mul", stride, size, loc)
        rw.replace_op(op, [d.value])
        return True


class ViewOpLowering(_MemRefPattern):
    ROOT = "memref.view"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        t = op.results[0].type
        target = self.type_converter.convert_type(t)
        if target is None:
            return rw.notify_match_failure(op, "target descriptor type not converted to LLVM")
        strides, off = strides_and_offset(t)
        if strides is None:
            return rw.notify_match_failure(op, "cannot cast to non-strided shape")
        if strides and strides[-1] not in (0, 1):
            return rw.notify_match_failure(op, "cannot cast to non-contiguous shape")
        loc = op.loc
        idx = self.index_type
        src = MemRefDescriptor(operands[0])
        d = MemRefDescriptor.undef(rw, loc, target)
        d.set_allocated_ptr(rw, loc, src.allocated_ptr(rw, loc))
        aligned = src.aligned_ptr(rw, loc)
        src_elem = self.type_converter.convert_type(op.operands[0].type.element_type)
        aligned = gep(rw, loc, aligned.type, src_elem, aligned, [operands[1]])
        d.set_aligned_ptr(rw, loc, aligned)
        d.set_offset(rw, loc, const_index(rw, loc, idx, off))
        dyn_sizes = operands[2:]
        shape = t.shape
        stride = None
        next_size = None
        for i in range(len(shape) - 1, -1, -1):
            if shape[i] != DYNAMIC:
                size = const_index(rw, loc, idx, shape[i])
            else:
                size = dyn_sizes[sum(1 for s in shape[:i] if s == DYNAMIC)]
            d.set_size(rw, loc, i, size)
            if strides[i] != DYNAMIC:
                stride = const_index(rw, loc, idx, strides[i])
            elif next_size is not None:
                stride = (
                    _binop(rw, "llvm.mul", stride, next_size, loc)
                    if stride is not None
                    else next_size
                )
            else:
                stride = const_index(rw, loc, idx, 1)
            d.set_stride(rw, loc, i, stride)
            next_size = size
        rw.replace_op(op, [d.value])
        return True


class TransposeOpLowering(_MemRefPattern):
    ROOT = "memref.transpose"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        src_t = op.operands[0].type
        perm = op.get_attr("permutation")
        amap = getattr(perm, "map", perm)
        if not isinstance(src_t, MemRefType) or self.type_converter.convert_type(src_t) is None:
            return rw.notify_match_failure(op, "source does not convert")
        if not src_t.shape or amap.is_identity():
            rw.replace_op(op, [operands[0]])
            return True
        loc = op.loc
        src = MemRefDescriptor(operands[0])
        d = MemRefDescriptor.undef(rw, loc, self.type_converter.convert_type(src_t))
        d.set_allocated_ptr(rw, loc, src.allocated_ptr(rw, loc))
        d.set_aligned_ptr(rw, loc, src.aligned_ptr(rw, loc))
        d.set_offset(rw, loc, src.offset(rw, loc))
        for target_pos, e in enumerate(amap.results):
            sp = e.position
            d.set_size(rw, loc, target_pos, src.size(rw, loc, sp))
            d.set_stride(rw, loc, target_pos, src.stride(rw, loc, sp))
        rw.replace_op(op, [d.value])
        return True


class MemorySpaceCastOpLowering(_MemRefPattern):
    ROOT = "memref.memory_space_cast"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        src_t = op.operands[0].type
        dst_t = op.results[0].type
        target = self.type_converter.convert_type(dst_t)
        if not isinstance(src_t, MemRefType) or target is None:
            return rw.notify_match_failure(op, "only ranked memrefs are supported")
        loc = op.loc
        rank = len(src_t.shape)
        fields = MemRefDescriptor.unpack(rw, loc, operands[0], rank)
        p = target.body[0]
        fields[0] = build_op(rw, "llvm.addrspacecast", (fields[0],), (p,), loc=loc).results[0]
        fields[1] = build_op(rw, "llvm.addrspacecast", (fields[1],), (p,), loc=loc).results[0]
        rw.replace_op(op, [MemRefDescriptor.pack(rw, loc, target, fields)])
        return True


class ExtractAlignedPointerAsIndexOpLowering(_MemRefPattern):
    ROOT = "memref.extract_aligned_pointer_as_index"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        if not isinstance(op.operands[0].type, MemRefType):
            return rw.notify_match_failure(op, "only ranked memrefs are supported")
        p = MemRefDescriptor(operands[0]).aligned_ptr(rw, op.loc)
        rw.replace_op(op, [ptrtoint(rw, op.loc, self.index_type, p)])
        return True


class ExtractStridedMetadataOpLowering(_MemRefPattern):
    """MLIR's ``ExtractStridedMetadataOpLowering``, preceded by the op's in-place fold.

    As MLIR's conversion driver folds an illegal op before applying patterns,
    the uses of each offset, size and stride that the source type knows
    statically are first replaced with ``arith.constant N : index`` (created
    before the op, offset then sizes then strides, only for results that have
    uses: ``ExtractStridedMetadataOp::fold``). Then the base buffer becomes a
    rank-0 descriptor around the source's allocated and aligned pointers with
    offset 0, and every other result one ``llvm.extractvalue`` of the source
    descriptor (emitted even when unused, as MLIR does)."""

    ROOT = "memref.extract_strided_metadata"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        src_t = op.operands[0].type
        if not isinstance(src_t, MemRefType):
            return rw.notify_match_failure(op, "only ranked memrefs are supported")
        if self.type_converter.convert_type(src_t) is None:
            return rw.notify_match_failure(op, "source does not convert")
        base_t = op.results[0].type
        base_struct = self.type_converter.convert_type(base_t)
        if base_struct is None:
            return rw.notify_match_failure(op, "base buffer type does not convert")
        loc = op.loc
        rank = len(src_t.shape)
        # the fold: static metadata with uses becomes index constants
        strides, off = strides_and_offset(src_t)
        statics = [off, *src_t.shape, *strides]
        res = op.results
        idx = IndexType.get()
        rw.set_insertion_point(op)
        for r, c in zip(res[1:], statics):
            if c == DYNAMIC or r.first_use is None:
                continue
            k = build_op(rw, "arith.constant", (), (idx,), {"value": IntegerAttr.get(idx, c)},
                         loc=loc).results[0]
            rw.replace_all_uses_with(r, k)
        # the lowering
        src = MemRefDescriptor(operands[0])
        allocated = src.allocated_ptr(rw, loc)
        aligned = src.aligned_ptr(rw, loc)
        base = MemRefDescriptor.from_static_shape(rw, loc, base_struct, base_t, allocated, aligned)
        values = [base, src.offset(rw, loc)]
        values += [src.size(rw, loc, i) for i in range(rank)]
        values += [src.stride(rw, loc, i) for i in range(rank)]
        rw.replace_op(op, values)
        return True


class AssumeAlignmentOpLowering(_MemRefPattern):
    """``llvm.intr.assume((ptrtoint aligned) & (alignment - 1) == 0)``."""

    ROOT = "memref.assume_alignment"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        loc = op.loc
        alignment = int(op.get_attr("alignment").value)
        p = MemRefDescriptor(operands[0]).aligned_ptr(rw, loc)
        idx = self.index_type
        zero_v = const_index(rw, loc, idx, 0)
        mask = const_index(rw, loc, idx, alignment - 1)
        pi = ptrtoint(rw, loc, idx, p)
        anded = _binop(rw, "llvm.and", pi, mask, loc)
        cmp = build_op(
            rw,
            "llvm.icmp",
            (anded, zero_v),
            (IntegerType.get(1),),
            {"predicate": _enum_attr(0)},
            loc=loc,
        ).results[0]
        build_op(rw, "llvm.intr.assume", (cmp,), (), loc=loc)
        rw.erase_op(op)
        return True


class PrefetchOpLowering(_MemRefPattern):
    ROOT = "memref.prefetch"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        t = op.operands[0].type
        if not _convertible_strided(self.type_converter, t):
            return rw.notify_match_failure(op, "memref is not strided")
        loc = op.loc
        p = get_strided_element_ptr(rw, loc, self.type_converter, t, operands[0], operands[1:])
        rw_ = 1 if op.get_attr("isWrite").value else 0
        hint = int(op.get_attr("localityHint").value)
        cache = 1 if op.get_attr("isDataCache").value else 0
        i32 = _i32()
        build_op(
            rw,
            "llvm.intr.prefetch",
            (p,),
            (),
            {
                "cache": IntegerAttr.get(i32, cache),
                "hint": IntegerAttr.get(i32, hint),
                "rw": IntegerAttr.get(i32, rw_),
            },
            loc=loc,
        )
        rw.erase_op(op)
        return True


def global_type(converter: Any, t: MemRefType) -> Any:
    """The LLVM type of a ``memref.global``: nested arrays of the element, or the element at rank 0."""
    ty = converter.convert_type(t.element_type)
    lt = _llvm_types()
    for d in reversed(t.shape):
        ty = lt.LLVMArrayType.get(ty, d)
    return ty


class GlobalMemrefOpLowering(_MemRefPattern):
    """``memref.global`` -> ``llvm.mlir.global`` (private visibility: private linkage)."""

    ROOT = "memref.global"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        t = op.get_attr("type").value
        if not _identity_convertible(self.type_converter, t):
            return rw.notify_match_failure(op, "incompatible memref type")
        addr_space = memref_address_space(t)
        if addr_space is None:
            return rw.notify_match_failure(
                op, "memory space cannot be converted to an integer address space"
            )
        arr = global_type(self.type_converter, t)
        vis = op.get_attr("sym_visibility")
        linkage = "external" if vis is None or vis.value == "public" else "private"
        init = op.get_attr("initial_value")
        uninit = type(init).__name__ == "UnitAttr"
        props: dict = {
            "global_type": TypeAttr.get(arr),
            "sym_name": op.get_attr("sym_name"),
            "linkage": _linkage_attr(linkage),
            "addr_space": IntegerAttr.get(_i32(), addr_space),
        }
        if op.get_attr("constant") is not None:
            props["constant"] = UnitAttr.get()
        if init is not None and not uninit:
            value = init
            if not t.shape:
                value = _splat_value(init)
            props["value"] = value
        a = op.get_attr("alignment")
        if a is not None and int(a.value):
            props["alignment"] = IntegerAttr.get(_i64(), int(a.value))
        rw.set_insertion_point(op)
        g = build_op(rw, "llvm.mlir.global", (), (), props, loc=op.loc, regions=1)
        if uninit:
            blk = Block()
            g.regions[0].add_block(blk)
            rw.set_insertion_point_to_end(blk)
            u = undef(rw, op.loc, arr)
            build_op(rw, "llvm.return", (u,), (), loc=op.loc)
        rw.erase_op(op)
        return True


def _splat_value(attr: Any) -> Any:
    """The (first) element of an elements attribute, as a scalar attribute of its element type."""
    from ...ir.attributes import FloatAttr

    sv = getattr(attr, "splat_value", None)
    v = sv() if callable(sv) else sv
    if v is None:
        vals = getattr(attr, "values", None)
        vals = vals() if callable(vals) else vals
        v = next(iter(vals))
    et = attr.type.element_type
    if isinstance(et, FloatType):
        return FloatAttr.get(et, float(v))
    return IntegerAttr.get(et, int(v))


def _linkage_attr(name: str) -> Any:
    """``#llvm.linkage<name>`` (the llvm dialect's enum attribute)."""
    return DialectAttr.get("llvm", f"linkage<{name}>")


class GetGlobalMemrefOpLowering(_AllocLikeOpLowering):
    """``memref.get_global`` -> a descriptor on ``llvm.mlir.addressof`` (allocated pointer 0xdeadbeef)."""

    ROOT = "memref.get_global"

    def allocate_buffer(
        self, rw: Any, loc: Any, op: Operation, t: MemRefType, addr_space: int, size: Value
    ) -> tuple[Value, Value]:
        idx = self.index_type
        arr = global_type(self.type_converter, t)
        p = ptr_type(addr_space)
        name = op.get_attr("name")
        addr = build_op(
            rw,
            "llvm.mlir.addressof",
            (),
            (p,),
            {"global_name": SymbolRefAttr.get(name.root if hasattr(name, "root") else name.value)},
            loc=loc,
        ).results[0]
        aligned = gep(rw, loc, p, arr, addr, [0] * (len(t.shape) + 1))
        dead = const_index(rw, loc, idx, 0xDEADBEEF)
        allocated = inttoptr(rw, loc, p, dead)
        return allocated, aligned


def _is_contiguous(t: Any) -> bool:
    if not isinstance(t, MemRefType):
        return False
    if t.layout is None:
        return True
    if not t.has_static_shape or t.num_elements <= 0:
        return False
    strides, _ = strides_and_offset(t)
    if strides is None or DYNAMIC in strides:
        return False
    # row-major contiguous: strides equal the suffix products (size-1 dims are free)
    run = 1
    for d, s in zip(reversed(t.shape), reversed(strides)):
        if d != 1 and s != run:
            return False
        run *= d
    return True


class CopyOpLowering(_MemRefPattern):
    """``memref.copy``: ``llvm.intr.memcpy`` for contiguous memrefs, else ``memrefCopy``."""

    ROOT = "memref.copy"

    def match_and_rewrite(self, op: Operation, operands: list, rw: Any) -> bool:
        src_t = op.operands[0].type
        dst_t = op.operands[1].type
        tc = self.type_converter
        if tc.convert_type(src_t) is None or tc.convert_type(dst_t) is None:
            return rw.notify_match_failure(op, "types do not convert")
        if _is_contiguous(src_t) and _is_contiguous(dst_t):
            self._memcpy(op, operands, rw)
        else:
            try:
                module = _enclosing_module(op)
            except ValueError:
                return rw.notify_match_failure(op, "not inside a module")
            self._runtime_call(op, operands, rw, module)
        rw.erase_op(op)
        return True

    def _memcpy(self, op: Operation, operands: list, rw: Any) -> None:
        loc = op.loc
        idx = self.index_type
        src_t = op.operands[0].type
        src = MemRefDescriptor(operands[0])
        n = const_index(rw, loc, idx, 1)
        for i in range(len(src_t.shape)):
            n = _binop(rw, "llvm.mul", n, src.size(rw, loc, i), loc)
        elem_size = self.size_in_bytes(rw, loc, src_t.element_type)
        total = _binop(rw, "llvm.mul", n, elem_size, loc)
        elem = self.type_converter.convert_type(src_t.element_type)
        sb = src.aligned_ptr(rw, loc)
        so = src.offset(rw, loc)
        sp = gep(rw, loc, sb.type, elem, sb, [so])
        dst = MemRefDescriptor(operands[1])
        db = dst.aligned_ptr(rw, loc)
        do = dst.offset(rw, loc)
        dp = gep(rw, loc, db.type, elem, db, [do])
        build_op(
            rw,
            "llvm.intr.memcpy",
            (dp, sp, total),
            (),
            {"isVolatile": BoolAttr.get(False)},
            loc=loc,
        )

    def _runtime_call(self, op: Operation, operands: list, rw: Any, module: Operation) -> None:
        loc = op.loc
        idx = self.index_type
        tc = self.type_converter
        save = build_op(rw, "llvm.intr.stacksave", (), (ptr_type(),), loc=loc).results[0]

        def make_unranked(v: Value, t: Any) -> Value:
            if not isinstance(t, MemRefType):
                return v
            rank = const_int(rw, loc, idx, len(t.shape))
            p = promote_one_descriptor(rw, loc, idx, v)
            ut = tc.convert_type(UnrankedMemRefType.get(t.element_type, t.memory_space))
            return unranked_descriptor(rw, loc, ut, rank, p)

        us = make_unranked(operands[0], op.operands[0].type)
        ut = make_unranked(operands[1], op.operands[1].type)
        one = const_index(rw, loc, idx, 1)
        sp = alloca(rw, loc, us.type, one)
        store(rw, loc, us, sp)
        tp = alloca(rw, loc, ut.type, one)
        store(rw, loc, ut, tp)
        elem_size = self.size_in_bytes(rw, loc, op.operands[0].type.element_type)
        lookup_or_create_fn(module, "memrefCopy", [idx, ptr_type(), ptr_type()], None)
        call(rw, loc, "memrefCopy", [elem_size, sp, tp], [])
        build_op(rw, "llvm.intr.stackrestore", (save,), (), loc=loc)


_PATTERNS = (
    AllocaOpLowering,
    AllocaScopeOpLowering,
    AllocOpLowering,
    AssumeAlignmentOpLowering,
    AtomicRMWOpLowering,
    CastOpLowering,
    CopyOpLowering,
    DeallocOpLowering,
    DimOpLowering,
    ExtractAlignedPointerAsIndexOpLowering,
    ExtractStridedMetadataOpLowering,
    GetGlobalMemrefOpLowering,
    GlobalMemrefOpLowering,
    LoadOpLowering,
    MemorySpaceCastOpLowering,
    PrefetchOpLowering,
    RankOpLowering,
    ReinterpretCastOpLowering,
    ReshapeOpLowering,
    StoreOpLowering,
    TransposeOpLowering,
    ViewOpLowering,
)


def populate_finalize_memref_to_llvm_patterns(
    converter: Any, use_aligned_alloc: bool = False, use_generic_functions: bool = False
) -> list:
    """The memref -> llvm conversion patterns (MLIR's ``populateFinalizeMemRefToLLVMConversionPatterns``)."""
    opts = {"use_aligned_alloc": use_aligned_alloc, "use_generic_functions": use_generic_functions}
    return [cls(converter, opts) for cls in _PATTERNS]


# ------------------------------------------------------------------ the pass


def make_llvm_type_converter(index_bitwidth: int = 0, use_bare_ptr_call_conv: bool = False) -> Any:
    """An ``LLVMTypeConverter`` for the options of the lowering passes (0: 64-bit index)."""
    from .llvm_common import type_converter as ltc

    kwargs: dict = {}
    if index_bitwidth:
        kwargs["index_bitwidth"] = index_bitwidth
    if use_bare_ptr_call_conv:
        kwargs["use_bare_ptr_call_conv"] = True
    return ltc.LLVMTypeConverter(**kwargs)


@register_pass(
    "finalize-memref-to-llvm",
    summary="Finalize MemRef dialect to LLVM dialect conversion",
    options=[
        Option(
            "use-aligned-alloc",
            bool,
            False,
            "Use aligned_alloc in place of malloc for heap allocations",
        ),
        INDEX_BITWIDTH_OPTION,
        Option(
            "use-generic-functions",
            bool,
            False,
            "Use generic allocation and deallocation functions instead of the classic 'malloc', "
            "'aligned_alloc' and 'free' functions",
        ),
    ],
    anchor="builtin.module",
    display_name="FinalizeMemRefToLLVMConversionPass",
)
class FinalizeMemRefToLLVM(Pass):
    """Lower memref ops to the llvm dialect (a partial conversion: what is left stays)."""

    def run_on_operation(self, op: Any) -> None:
        from ..rewrite import dialect_conversion as conversion

        tc = make_llvm_type_converter(self.index_bitwidth)
        target = llvm_conversion_target()
        target.add_legal_op("func.func")
        patterns = populate_finalize_memref_to_llvm_patterns(
            tc, self.use_aligned_alloc, self.use_generic_functions
        )
        if not conversion.apply_partial_conversion(op, target, patterns, tc):
            self.signal_pass_failure()
