"""General builders of ``llvm`` dialect ops for lowerings (part of MLIR's ``LLVMCommon``).

Each builder creates one op (or a short fixed sequence) at the rewriter's
insertion point, through ``PatternRewriter.create``, with the exact
properties MLIR 19's builders set: constants (``const_index``,
``const_int``), ``getelementptr`` with mixed constant and dynamic indices,
``load``/``store``/``alloca``, direct ``call`` s, ``undef``/``zero``,
``extractvalue``/``insertvalue``, pointer-integer casts; plus
``lookup_or_create_fn`` (a function declaration in the enclosing module),
``strides_and_offset`` and ``type_size_in_bytes`` (LLVM's default data
layout).

What it does not do: convert types (``type_converter``), build memref
descriptors (``memref_descriptor``) or match anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ir.attributes import (
    DenseArrayAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from ....ir.core import Operation, Region, Value
from ....ir.memref_layout import strides_and_offset as _shared_strides_and_offset
from ....ir.rewriter import PatternRewriter
from ....ir.types import DYNAMIC, FloatType, IndexType, IntegerType, MemRefType, VectorType

__all__ = [
    "GEP_DYNAMIC_INDEX",
    "alloca",
    "binop",
    "call",
    "call_segment_props",
    "const_index",
    "const_int",
    "enclosing_module",
    "extract_value",
    "gep",
    "insert_value",
    "inttoptr",
    "load",
    "lookup_or_create_fn",
    "power_of_2_ceil",
    "ptr_type",
    "ptrtoint",
    "store",
    "strides_and_offset",
    "type_size_in_bytes",
    "undef",
    "zero",
]

# MLIR's GEPOp::kDynamicIndex: rawConstantIndices' marker for a dynamic index.
GEP_DYNAMIC_INDEX = -(2**31)

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
    from ....rules import llvm_types

    return llvm_types


def ptr_type(address_space: int = 0) -> Any:
    return _llvm_types().LLVMPointerType.get(address_space)


# ------------------------------------------------------------------ op builders

_POSITIONS: dict = {}
_RAW_INDICES: dict = {}
_INDEX_ATTRS: dict = {}


def _position(pos: Sequence[int]) -> Any:
    key = tuple(pos)
    a = _POSITIONS.get(key)
    if a is None:
        a = _POSITIONS[key] = DenseArrayAttr.get(_i64(), list(key))
    return a


def const_index(rewriter: PatternRewriter, loc: Any, index_type: Any, value: int) -> Value:
    """``llvm.mlir.constant(value : index) : <index_type>`` (MLIR's createIndexAttrConstant)."""
    a = _INDEX_ATTRS.get(value)
    if a is None:
        a = _INDEX_ATTRS[value] = IntegerAttr.get(IndexType.get(), value)
    return rewriter.create("llvm.mlir.constant", (), (index_type,), {"value": a}, loc=loc).results[
        0
    ]


def const_int(rewriter: PatternRewriter, loc: Any, type_: Any, value: int) -> Value:
    """``llvm.mlir.constant(value : type) : type``."""
    return rewriter.create(
        "llvm.mlir.constant",
        (),
        (type_,),
        {"value": IntegerAttr.get(type_, value)},
        loc=loc,
    ).results[0]


def binop(rewriter: PatternRewriter, name: str, lhs: Value, rhs: Value, loc: Any) -> Value:
    return rewriter.create(name, (lhs, rhs), (lhs.type,), loc=loc).results[0]


def gep(
    rewriter: PatternRewriter,
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
    return rewriter.create(
        "llvm.getelementptr", (base, *dyn), (result_type,), props, loc=loc
    ).results[0]


def load(
    rewriter: PatternRewriter,
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
    return rewriter.create("llvm.load", (addr,), (result_type,), props, loc=loc).results[0]


def store(
    rewriter: PatternRewriter, loc: Any, value: Value, addr: Value, nontemporal: bool = False
) -> Operation:
    props: dict = {}
    if nontemporal:
        props["nontemporal"] = UnitAttr.get()
    return rewriter.create("llvm.store", (value, addr), (), props, loc=loc)


def alloca(
    rewriter: PatternRewriter,
    loc: Any,
    elem_type: Any,
    size: Value,
    alignment: int = 0,
    address_space: int = 0,
) -> Value:
    props: dict = {"elem_type": TypeAttr.get(elem_type)}
    if alignment:
        props["alignment"] = IntegerAttr.get(_i64(), alignment)
    return rewriter.create(
        "llvm.alloca", (size,), (ptr_type(address_space),), props, loc=loc
    ).results[0]


def call(
    rewriter: PatternRewriter,
    loc: Any,
    callee: str,
    args: Sequence[Value],
    result_types: Sequence[Any],
    attrs: dict | None = None,
    props: dict | None = None,
) -> Operation:
    """``llvm.call @callee(args)`` (a direct call)."""
    p = {"callee": SymbolRefAttr.get(callee)}
    p.update(call_segment_props(rewriter, len(args)))
    if props:
        p.update(props)
    return rewriter.create("llvm.call", tuple(args), tuple(result_types), p, attrs, loc=loc)


def call_segment_props(rewriter: PatternRewriter, num_args: int) -> dict:
    """``operandSegmentSizes`` / ``op_bundle_sizes`` of ``llvm.call`` when its class wants them."""
    cls = rewriter.lookup_op_class("llvm.call")
    inherent = getattr(cls, "inherent_attrs", frozenset())
    p: dict = {}
    if "operandSegmentSizes" in inherent:
        p["operandSegmentSizes"] = DenseArrayAttr.get(_i32(), [num_args, 0])
    if "op_bundle_sizes" in inherent:
        p["op_bundle_sizes"] = DenseArrayAttr.get(_i32(), [])
    return p


def undef(rewriter: PatternRewriter, loc: Any, type_: Any) -> Value:
    return rewriter.create("llvm.mlir.undef", (), (type_,), loc=loc).results[0]


def zero(rewriter: PatternRewriter, loc: Any, type_: Any) -> Value:
    return rewriter.create("llvm.mlir.zero", (), (type_,), loc=loc).results[0]


def extract_value(
    rewriter: PatternRewriter, loc: Any, container: Value, pos: Sequence[int]
) -> Value:
    t = container.type
    for p in pos:
        t = t.body[p] if hasattr(t, "body") else t.element_type
    return rewriter.create(
        "llvm.extractvalue", (container,), (t,), {"position": _position(pos)}, loc=loc
    ).results[0]


def insert_value(
    rewriter: PatternRewriter, loc: Any, container: Value, value: Value, pos: Sequence[int]
) -> Value:
    return rewriter.create(
        "llvm.insertvalue",
        (container, value),
        (container.type,),
        {"position": _position(pos)},
        loc=loc,
    ).results[0]


def ptrtoint(rewriter: PatternRewriter, loc: Any, type_: Any, v: Value) -> Value:
    return rewriter.create("llvm.ptrtoint", (v,), (type_,), loc=loc).results[0]


def inttoptr(rewriter: PatternRewriter, loc: Any, type_: Any, v: Value) -> Value:
    return rewriter.create("llvm.inttoptr", (v,), (type_,), loc=loc).results[0]


def lookup_or_create_fn(
    rewriter: PatternRewriter,
    module: Operation,
    name: str,
    param_types: Sequence[Any],
    result_type: Any,
    loc: Any = None,
) -> Operation:
    """The ``llvm.func`` named ``name`` in ``module``, or a new declaration of it
    inserted at the start of the module's body (MLIR's ``lookupOrCreateFn``; the
    rewriter's insertion point does not move)."""
    body = module.regions[0].blocks[0]
    for op in body.ops:
        sym = op.properties.get("sym_name") if op.properties else None
        if sym is not None and sym.value == name and op.name in ("llvm.func", "func.func"):
            return op
    lt = _llvm_types()
    ft = lt.LLVMFunctionType.get(
        result_type if result_type is not None else lt.LLVMVoidType.get(), tuple(param_types)
    )
    fn = rewriter.create_detached(
        "llvm.func",
        (),
        (),
        {"sym_name": StringAttr.get(name), "function_type": TypeAttr.get(ft)},
        loc=loc,
        regions=[Region()],
    )
    body.insert_before(body.first, fn)
    return fn


def enclosing_module(op: Operation) -> Operation:
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


def power_of_2_ceil(n: int) -> int:
    p = 1
    while p < n:
        p *= 2
    return p
