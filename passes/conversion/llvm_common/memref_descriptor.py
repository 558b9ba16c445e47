"""Memref descriptors as LLVM values (MLIR's ``MemRefDescriptor`` and friends).

A ranked memref lowers to the struct ``{ptr allocated, ptr aligned, iN offset,
[R x iN] sizes, [R x iN] strides}``; ``MemRefDescriptor`` reads and writes its
fields (one ``llvm.extractvalue`` / ``llvm.insertvalue`` per access, no
caching, as MLIR), packs and unpacks it, and computes element addresses
(``get_strided_element_ptr``). ``unranked_descriptor`` builds ``{rank, ptr}``
and ``promote_one_descriptor`` spills a descriptor to the stack.

What it does not do: decide how memref types convert (``type_converter``) or
lower any memref op (``memref_to_llvm``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....ir.core import Value
from ....ir.rewriter import PatternRewriter
from ....ir.types import DYNAMIC, MemRefType
from ....rules.llvm_types import LLVMArrayType
from .builders import (
    alloca,
    binop,
    const_index,
    extract_value,
    gep,
    insert_value,
    load,
    ptr_type,
    store,
    strides_and_offset,
    undef,
)

__all__ = [
    "MemRefDescriptor",
    "get_strided_element_ptr",
    "promote_one_descriptor",
    "unranked_descriptor",
]


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
    def undef(cls, rewriter: PatternRewriter, loc: Any, struct_type: Any) -> MemRefDescriptor:
        return cls(undef(rewriter, loc, struct_type))

    @classmethod
    def on_buffer_of(
        cls, rw: PatternRewriter, loc: Any, struct_type: Any, source: Value
    ) -> MemRefDescriptor:
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
    def allocated_ptr(self, rw: PatternRewriter, loc: Any) -> Value:
        return extract_value(rw, loc, self.value, [0])

    def aligned_ptr(self, rw: PatternRewriter, loc: Any) -> Value:
        return extract_value(rw, loc, self.value, [1])

    def offset(self, rw: PatternRewriter, loc: Any) -> Value:
        return extract_value(rw, loc, self.value, [2])

    def size(self, rw: PatternRewriter, loc: Any, i: int) -> Value:
        return extract_value(rw, loc, self.value, [3, i])

    def stride(self, rw: PatternRewriter, loc: Any, i: int) -> Value:
        return extract_value(rw, loc, self.value, [4, i])

    def size_dynamic(self, rw: PatternRewriter, loc: Any, pos: Value, rank: int) -> Value:
        """Size of a dimension chosen at run time: the sizes array spilled to the stack."""
        idx = self.index_type
        array_t = LLVMArrayType.get(idx, rank)
        one = const_index(rw, loc, idx, 1)
        sizes = extract_value(rw, loc, self.value, [3])
        p = alloca(rw, loc, array_t, one)
        store(rw, loc, sizes, p)
        rp = gep(rw, loc, ptr_type(), array_t, p, [0, pos])
        return load(rw, loc, idx, rp)

    # -- writes
    def _set(self, rw: PatternRewriter, loc: Any, pos: Sequence[int], v: Value) -> None:
        self.value = insert_value(rw, loc, self.value, v, pos)

    def set_allocated_ptr(self, rw: PatternRewriter, loc: Any, v: Value) -> None:
        self._set(rw, loc, [0], v)

    def set_aligned_ptr(self, rw: PatternRewriter, loc: Any, v: Value) -> None:
        self._set(rw, loc, [1], v)

    def set_offset(self, rw: PatternRewriter, loc: Any, v: Value) -> None:
        self._set(rw, loc, [2], v)

    def set_constant_offset(self, rw: PatternRewriter, loc: Any, c: int) -> None:
        self.set_offset(rw, loc, const_index(rw, loc, self.index_type, c))

    def set_size(self, rw: PatternRewriter, loc: Any, i: int, v: Value) -> None:
        self._set(rw, loc, [3, i], v)

    def set_constant_size(self, rw: PatternRewriter, loc: Any, i: int, c: int) -> None:
        self.set_size(rw, loc, i, const_index(rw, loc, self.index_type, c))

    def set_stride(self, rw: PatternRewriter, loc: Any, i: int, v: Value) -> None:
        self._set(rw, loc, [4, i], v)

    def set_constant_stride(self, rw: PatternRewriter, loc: Any, i: int, c: int) -> None:
        self.set_stride(rw, loc, i, const_index(rw, loc, self.index_type, c))

    # -- addresses
    def buffer_ptr(
        self, rw: PatternRewriter, loc: Any, elem_type: Any, memref_type: MemRefType
    ) -> Value:
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
    def pack(
        cls, rw: PatternRewriter, loc: Any, struct_type: Any, values: Sequence[Value]
    ) -> Value:
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
    def unpack(rw: PatternRewriter, loc: Any, value: Value, rank: int) -> list:
        """The fields of a descriptor: allocated, aligned, offset, sizes..., strides..."""
        d = MemRefDescriptor(value)
        out = [d.allocated_ptr(rw, loc), d.aligned_ptr(rw, loc), d.offset(rw, loc)]
        out += [d.size(rw, loc, i) for i in range(rank)]
        out += [d.stride(rw, loc, i) for i in range(rank)]
        return out

    @classmethod
    def from_static_shape(
        cls,
        rw: PatternRewriter,
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


def unranked_descriptor(
    rw: PatternRewriter, loc: Any, struct_type: Any, rank: Value, ptr: Value
) -> Value:
    """``{rank, ptr}``: an unranked memref descriptor (MLIR's ``UnrankedMemRefDescriptor::pack``)."""
    v = undef(rw, loc, struct_type)
    v = insert_value(rw, loc, v, rank, [0])
    return insert_value(rw, loc, v, ptr, [1])


def promote_one_descriptor(rw: PatternRewriter, loc: Any, index_type: Any, desc: Value) -> Value:
    """Store ``desc`` into a fresh stack slot; the slot's pointer (MLIR's ``promoteOneMemRefDescriptor``)."""
    one = const_index(rw, loc, index_type, 1)
    p = alloca(rw, loc, desc.type, one)
    store(rw, loc, desc, p)
    return p


def get_strided_element_ptr(
    rw: PatternRewriter,
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
            inc = binop(rw, "llvm.mul", inc, st, loc)
        index = binop(rw, "llvm.add", index, inc, loc) if index is not None else inc
    if index is None:
        return base
    return gep(rw, loc, d.element_ptr_type, elem, base, [index])
