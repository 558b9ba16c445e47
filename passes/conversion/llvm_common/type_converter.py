"""``LLVMTypeConverter``: MLIR 19's type conversion from builtin types to the LLVM dialect.

What each type becomes (``convert_type``):

* ``index`` -> ``iN`` (``index_bitwidth``, 64 by default);
* integers -> signless integers of the same width; floats as they are, but
  the ``f8E*`` types -> ``i8`` (LLVM has no such floats); ``complex<T>`` ->
  ``!llvm.struct<(T, T)>``;
* vectors: a 1-D vector keeps its shape (element converted), 0-D becomes
  ``vector<1xT>``, n-D becomes nested ``!llvm.array<N x ...>`` of 1-D
  vectors (scalable inner dimensions fail);
* ranked ``memref`` -> the descriptor ``!llvm.struct<(ptr, ptr, iN,
  array<R x iN>, array<R x iN>)>`` (allocated pointer, aligned pointer,
  offset, sizes, strides; rank 0 has only the first three) with the
  memref's integer memory space as the pointers' address space; a memref
  whose layout is not strided, or whose memory space is not an integer,
  does not convert;
* unranked ``memref`` -> ``!llvm.struct<(iN, ptr)>`` (rank, pointer to a
  ranked descriptor);
* ``FunctionType`` (as a value type) -> ``!llvm.ptr``;
* LLVM dialect types stay (structs and arrays have their elements
  converted); anything else (tensors, ...) does not convert.

Function signatures (``convert_function_signature``) follow MLIR's calling
convention: a memref argument expands into the descriptor's scalar fields
(``ptr, ptr, iN, sizes..., strides...``; unranked: ``iN, ptr``), or with the
bare-pointer convention into one ``!llvm.ptr`` (static shapes and strides
only); no result gives ``!llvm.void``, one result its converted type, several
results one ``!llvm.struct`` of them (MLIR's ``packFunctionResults``).

Materializations: expanded memref arguments are packed back into a
descriptor (``llvm.mlir.undef`` + ``llvm.insertvalue``, then a cast to the
memref type); every other source/target materialization is a
``builtin.unrealized_conversion_cast``.

What it does not do: data layout queries (the index width is an option, not
read from ``dlti``), memory-space attribute conversions other than integers,
identified-struct recursion (LLVM types pass through as they are).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ....ir.core import Operation
from ....ir.diagnostics import op_error, report
from ....ir.memref_layout import strides_and_offset
from ....ir.rewriter import PatternRewriter
from ....ir.types import (
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    UnrankedMemRefType,
    VectorType,
)
from ...infra.pass_base import Option, Pass
from ...rewrite.dialect_conversion import (
    CAST_NAME,
    ConversionTarget,
    SignatureConversion,
    TypeConverter,
    apply_partial_conversion,
)

__all__ = [
    "check_index_bitwidth",
    "run_llvm_lowering",
    "make_llvm_type_converter",
    "INDEX_BITWIDTH_OPTION",
    "LLVMTypeConverter",
    "llvm_conversion_target",
    "memref_address_space",
]

_F8 = frozenset({"f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ"})


def _lt() -> Any:
    from ....rules import llvm_types

    return llvm_types


def memref_address_space(t: Any) -> int | None:
    """The integer address space of a memref type (0 by default); ``None`` if not an integer."""
    ms = getattr(t, "memory_space", None)
    if ms is None:
        return 0
    v = getattr(ms, "value", None)
    if type(ms).__name__ == "IntegerAttr" and isinstance(v, int):
        return v
    return None


# The ``index-bitwidth`` option of the passes lowering to LLVM (MLIR's LowerToLLVMOptions).
INDEX_BITWIDTH_OPTION = Option(
    "index-bitwidth", int, 0, "Bitwidth of the index type, 0 to use size of machine word"
)

# The ``memref-arg-noalias`` option of convert-func-to-llvm and convert-to-llvm (irlite's).
MEMREF_ARG_NOALIAS_OPTION = Option(
    "memref-arg-noalias",
    bool,
    False,
    "irlite extension: put a memref argument's llvm.noalias on the aligned pointer of its "
    "expanded descriptor (MLIR 19 drops it)",
)


def llvm_conversion_target() -> ConversionTarget:
    """MLIR's ``LLVMConversionTarget``: the llvm dialect and unrealized casts are legal."""
    target = ConversionTarget()
    target.add_legal_dialect("llvm")
    target.add_legal_op("builtin.unrealized_conversion_cast")
    return target


class LLVMTypeConverter(TypeConverter):
    """Builtin types -> LLVM dialect types (see the module docstring).

    ``index_bitwidth``: the width of ``index`` (64). ``use_bare_ptr_call_conv``:
    memref function arguments and results become one ``!llvm.ptr``.
    """

    def __init__(self, index_bitwidth: int = 64, use_bare_ptr_call_conv: bool = False) -> None:
        super().__init__()
        self.index_bitwidth = index_bitwidth or 64
        self.use_bare_ptr_call_conv = use_bare_ptr_call_conv
        lt = _lt()
        self._lt = lt
        # oldest first: conversions are tried newest first
        self.add_conversion(self._convert_builtin)
        self.add_conversion(lambda t: t if lt.is_compatible_type(t) else None)
        self.add_conversion(self._convert_llvm_aggregate)
        self.add_argument_materialization(self._pack_memref)
        self.add_source_materialization(_cast_materialization)
        self.add_target_materialization(_cast_materialization)

    # -- the pieces
    @property
    def index_type(self) -> Any:
        """The integer type ``index`` converts to."""
        return IntegerType.get(self.index_bitwidth)

    def _convert_builtin(self, t: Any) -> Any:
        k = type(t)
        if k is IndexType:
            return self.index_type
        if k is IntegerType:
            return IntegerType.get(t.width)
        if k is FloatType:
            return IntegerType.get(t.width) if t.name in _F8 else t
        if k is ComplexType:
            e = self.convert_type(t.element_type)
            return self._lt.LLVMStructType.get((e, e)) if e is not None else False
        if k is VectorType:
            return self.convert_vector_type(t) or False
        if k is MemRefType:
            return self.convert_memref_type(t) or False
        if k is UnrankedMemRefType:
            return self.convert_unranked_memref_type(t) or False
        if k is FunctionType:
            return self._lt.LLVMPointerType.get()
        return None

    def _convert_llvm_aggregate(self, t: Any) -> Any:
        lt = self._lt
        if type(t) is lt.LLVMArrayType:
            e = self.convert_type(t.element_type)
            return lt.LLVMArrayType.get(e, t.num_elements) if e is not None else False
        return None

    def convert_vector_type(self, t: Any) -> Any:
        """MLIR's ``convertVectorType``: ``None`` when it does not convert."""
        e = self.convert_type(t.element_type)
        if e is None:
            return None
        shape = t.shape
        if not shape:
            return VectorType.get((1,), e)
        scal = tuple(t.scalable_dims) if t.scalable_dims else (False,) * len(shape)
        out: Any = (
            VectorType.get((shape[-1],), e, (scal[-1],))
            if scal[-1]
            else VectorType.get((shape[-1],), e)
        )
        for i in range(len(shape) - 2, -1, -1):
            if scal[i]:
                return None
            out = self._lt.LLVMArrayType.get(out, shape[i])
        return out

    def memref_address_space(self, t: Any) -> int | None:
        """The integer memory space of a memref (0 by default); ``None`` if it is not an integer."""
        return memref_address_space(t)

    def get_memref_descriptor_fields(self, t: Any, unpack_aggregates: bool) -> list:
        """The descriptor's field types (``[]`` when ``t`` does not convert); with
        ``unpack_aggregates`` the size and stride arrays are spelled out."""
        strides, _ = strides_and_offset(t)
        if strides is None:
            return []
        if self.convert_type(t.element_type) is None:
            return []
        asp = self.memref_address_space(t)
        if asp is None:
            return []
        ptr = self._lt.LLVMPointerType.get(asp)
        idx = self.index_type
        fields = [ptr, ptr, idx]
        rank = len(t.shape)
        if rank == 0:
            return fields
        if unpack_aggregates:
            return fields + [idx] * (2 * rank)
        arr = self._lt.LLVMArrayType.get(idx, rank)
        return fields + [arr, arr]

    def convert_memref_type(self, t: Any) -> Any:
        """The descriptor struct of a ranked memref, or ``None``."""
        fields = self.get_memref_descriptor_fields(t, False)
        return self._lt.LLVMStructType.get(tuple(fields)) if fields else None

    def get_unranked_memref_descriptor_fields(self) -> list:
        return [self.index_type, self._lt.LLVMPointerType.get()]

    def convert_unranked_memref_type(self, t: Any) -> Any:
        if self.convert_type(t.element_type) is None or self.memref_address_space(t) is None:
            return None
        return self._lt.LLVMStructType.get(tuple(self.get_unranked_memref_descriptor_fields()))

    def can_convert_to_bare_ptr(self, t: Any) -> bool:
        """Static strides and offset (MLIR's ``canConvertToBarePtr``)."""
        if type(t) is not MemRefType:
            return False
        strides, offset = strides_and_offset(t)
        if strides is None or offset is None:
            return False
        return all(s is not None for s in strides)

    def convert_memref_to_bare_ptr(self, t: Any) -> Any:
        if not self.can_convert_to_bare_ptr(t):
            return None
        if self.convert_type(t.element_type) is None:
            return None
        asp = self.memref_address_space(t)
        return None if asp is None else self._lt.LLVMPointerType.get(asp)

    # -- calling convention
    def convert_calling_convention_type(self, t: Any, use_bare_ptr: bool | None = None) -> Any:
        """A result type as a function returns it (bare pointer for memrefs under that convention)."""
        bare = self.use_bare_ptr_call_conv if use_bare_ptr is None else use_bare_ptr
        if bare and type(t) in (MemRefType, UnrankedMemRefType):
            return self.convert_memref_to_bare_ptr(t)
        return self.convert_type(t)

    def convert_function_arg(self, t: Any, use_bare_ptr: bool | None = None) -> list | None:
        """The types one function argument of type ``t`` expands to, or ``None``."""
        bare = self.use_bare_ptr_call_conv if use_bare_ptr is None else use_bare_ptr
        k = type(t)
        if bare:
            if k is UnrankedMemRefType:
                return None
            if k is MemRefType:
                p = self.convert_memref_to_bare_ptr(t)
                return [p] if p is not None else None
        elif k is MemRefType:
            f = self.get_memref_descriptor_fields(t, True)
            return f or None
        elif k is UnrankedMemRefType:
            if self.convert_unranked_memref_type(t) is None:
                return None
            return self.get_unranked_memref_descriptor_fields()
        c = self.convert_type(t)
        return [c] if c is not None else None

    def pack_function_results(self, types: Sequence[Any], use_bare_ptr: bool | None = None) -> Any:
        """One result type for ``types`` (non-empty): the converted type, or a struct of several."""
        if len(types) == 1:
            return self.convert_calling_convention_type(types[0], use_bare_ptr)
        out = []
        for t in types:
            c = self.convert_calling_convention_type(t, use_bare_ptr)
            if c is None or not self._lt.is_compatible_type(c):
                return None
            out.append(c)
        return self._lt.LLVMStructType.get(tuple(out))

    def convert_function_signature(
        self, function_type: Any, is_variadic: bool = False, use_bare_ptr: bool | None = None
    ) -> tuple | None:
        """``(LLVMFunctionType, SignatureConversion)`` for a ``func.func`` type, or ``None``."""
        conv = SignatureConversion(len(function_type.inputs))
        for i, t in enumerate(function_type.inputs):
            r = self.convert_function_arg(t, use_bare_ptr)
            if r is None:
                return None
            conv.add_inputs(i, r)
        if not function_type.results:
            res = self._lt.LLVMVoidType.get()
        else:
            res = self.pack_function_results(list(function_type.results), use_bare_ptr)
            if res is None:
                return None
        return self._lt.LLVMFunctionType.get(res, tuple(conv.converted_types), is_variadic), conv

    # -- materializations
    def _pack_memref(self, rw: PatternRewriter, to_type: Any, inputs: list, loc: Any) -> Any:
        """Expanded memref arguments -> a descriptor struct, cast to the memref type."""
        k = type(to_type)
        if k not in (MemRefType, UnrankedMemRefType) or len(inputs) == 1:
            return None
        st = self.convert_type(to_type)
        if st is None:
            return None
        d = rw.create("llvm.mlir.undef", (), [st], loc=loc).results[0]
        if k is MemRefType:
            rank = len(to_type.shape)
            positions = [(0,), (1,), (2,)]
            for i in range(rank):
                positions += [(3, i), (4, i)]
            values = inputs[:3]
            for i in range(rank):
                values += [inputs[3 + i], inputs[3 + rank + i]]
        else:
            positions = [(0,), (1,)]
            values = inputs[:2]
        from ....ir.attributes import DenseArrayAttr

        i64 = IntegerType.get(64)
        for pos, v in zip(positions, values):
            d = rw.create(
                "llvm.insertvalue",
                [d, v],
                [st],
                {"position": DenseArrayAttr.get(i64, list(pos))},
                loc=loc,
            ).results[0]
        return _cast_materialization(rw, to_type, [d], loc)


def make_llvm_type_converter(
    index_bitwidth: int = 0, use_bare_ptr_call_conv: bool = False
) -> LLVMTypeConverter:
    """An ``LLVMTypeConverter`` for the options of the lowering passes (``index-bitwidth``
    0: the machine word, 64)."""
    return LLVMTypeConverter(
        index_bitwidth=index_bitwidth or 64, use_bare_ptr_call_conv=use_bare_ptr_call_conv
    )


def check_index_bitwidth(p: Pass, op: Operation) -> bool:
    """Report a bad ``index-bitwidth`` option of pass ``p`` on ``op`` (the pass then fails)."""
    w = getattr(p, "index_bitwidth", 0)
    if 0 <= w <= 16777215:
        return True
    report(op_error(op, f"'index-bitwidth' must be a bit width (0 for the machine word), got {w}"))
    return False


def run_llvm_lowering(
    p: Pass, op: Operation, populate: Callable[[Any], list], illegal_dialects: Sequence[str] = ()
) -> None:
    """Run a lowering pass ``p`` on ``op``: check its ``index-bitwidth`` option, then apply
    ``populate(type converter)``'s patterns as a partial conversion to MLIR's LLVM target
    (with ``illegal_dialects`` illegal); ``p`` fails when either does."""
    if not check_index_bitwidth(p, op):
        return p.signal_pass_failure()
    tc = make_llvm_type_converter(getattr(p, "index_bitwidth", 0))
    target = llvm_conversion_target()
    for d in illegal_dialects:
        target.add_illegal_dialect(d)
    if not apply_partial_conversion(op, target, populate(tc), tc, context=p.context):
        p.signal_pass_failure()


def _cast_materialization(rw: PatternRewriter, to_type: Any, inputs: list, loc: Any) -> Any:
    """A ``builtin.unrealized_conversion_cast`` of one value (MLIR's generic LLVM materialization)."""
    if len(inputs) != 1:
        return None
    return rw.create(CAST_NAME, inputs, [to_type], loc=loc).results[0]
