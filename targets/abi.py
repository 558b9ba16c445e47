"""MLIR's memref descriptor ABI, spoken from Python through ctypes.

What the compiled code expects. ``func-to-llvm``'s default calling convention
(no ``llvm.emit_c_interface``) turns each argument of the ORIGINAL function
type into LLVM arguments:

- ``iN``/``index``/``fN`` scalars into one argument each (``index`` as ``i64``);
- a ranked ``memref<d0 x ... x T>`` into ``2 + 1 + 2*R`` arguments, the fields
  of its descriptor ``{T* allocated, T* aligned, i64 offset, i64 sizes[R],
  i64 strides[R]}`` (``ptr, ptr, i64, i64 x R, i64 x R``); rank 0 into three;

and returns ``void`` (no result), the one result's lowered type (a memref as
its descriptor struct, by value), or a literal struct of all results.

How Python calls it. Returning structs by value does not follow the C ABI
(LLVM returns ``{i32, i32}`` in two registers, C packs it in one), and ctypes
has no ``half``; so rather than call the function directly, ``FunctionABI``
writes a small LLVM IR wrapper ``void @_irlite_packed_<name>(ptr %buf)`` (in
the spirit of MLIR ExecutionEngine's "packed" interface). ``buf`` is an array
of 8-byte slots: one per lowered argument (a scalar in the first bytes of its
slot), then the results' storage (a scalar in one slot, a memref descriptor in
``3 + 2*R``). Python packs the arguments into a fresh buffer with one
``struct`` call, ctypes calls ``void(void*)``, and one ``struct`` call reads the
results back. ``wrapper_ir()`` is appended to the translated module. The Python side of
that is generated per signature (``bind``): where every argument and result is static
(identity layout, static shape) the call is straight-line code whose guard takes the
common call (arrays of the dtype and shape that need no copy, plain ints and floats) and
hands the rest to the general, checked path, which raises the errors below.

Arguments (checked, with errors that name the argument and what is wrong):

- memref: a numpy array, passed WITHOUT COPYING (stores are visible to the
  caller). Its dtype must be the element type's (``i1``: bool, ``index``:
  int64, ``f16``: float16, ...), its rank and static dims must match, it
  must be aligned and writable; for the identity layout it must be
  C-contiguous, for a ``strided<[...], offset: ...>`` layout its strides (in
  elements) must equal the static ones. Descriptor strides are numpy's in
  elements; the offset is 0 (or the layout's static offset, with the aligned
  pointer moved back so that ``aligned + offset`` is the array's first element);
- tensor (``tensor<d0 x ... x T>``, for functions bufferized with
  ``function-boundary-type-conversion=identity-layout-map``, as
  ``targets/pipeline.py`` does): lowered as the identity-layout memref of the same
  shape; the array is checked as a memref's (dtype, rank, static dims) but is a
  VALUE: the caller's array is never written. It is passed without copying when
  the compiled code only reads it (a read-only array is accepted: MLIR's
  ``bufferization.to_tensor ... restrict``), and as a private C-contiguous copy
  when the code may write it (``FunctionABI(..., written=)``, from
  ``targets/boundary.py``) or the array is not C-contiguous or aligned;
- integer scalars: Python/numpy integers (or bools), wrapped to the width
  (the types are signless: ``-1`` and ``2**32-1`` are the same ``i32``);
- float scalars: anything ``float()`` accepts, rounded to the type.

Results: scalars come back as numpy scalars (NaN payloads may be quieted) (``np.int32``..., ``np.bool_``
for ``i1``, ``np.int64`` for ``index``, ``np.float16/32/64``), as the
interpreter returns them. A memref result is a numpy array over the
descriptor's memory, never a copy, whose ``.base`` keeps its owner alive:

- the ``allocated`` pointer of a memref argument of this call: a view that
  keeps that argument's array alive;
- ``0xdeadbeef`` (MLIR's mark for ``memref.get_global``): a view of the
  compiled module's global, keeping the compiled module alive;
- anything else is taken to come from ``malloc`` (``memref.alloc``'s
  lowering): the array OWNS it and calls libc ``free(allocated)`` when the
  last view of it dies (results of one call sharing an ``allocated`` pointer
  share one owner).

A tensor result is a new array the caller owns: the buffer the compiled code
allocated (``malloc``) becomes the array's memory, freed by ``free`` when numpy
drops the last view (``MallocBlock``): no copy. Only where the result's memory
is not the call's own -- a caller's argument array, a module global, or memory
an earlier result of the same call already returned -- is it copied.
Allocating results in Python and passing them as out-parameters would cost the
same one allocation but needs ``buffer-results-to-out-params`` with hoisted
allocations; taking the program's own allocation needs no pass and no copy.

Vectors (``vector<4xf32>``, N-D, 0-d) are values: an argument is any array-like of the
vector's shape (converted to its element type, copied into the buffer's slots, packed
row-major), a result a new numpy array of its shape.

What this module does not do: unranked memrefs and tensors, tensor encodings, memory spaces, affine-map
(non-strided) layouts, scalable vectors and vectors of i1, complex, ``bf16``/``f8``/odd integer widths
(all raise ``ABIError``), or detect a result that points at freed or stack
(``memref.alloca``) memory -- returning one is undefined behavior, as in MLIR.
It assumes a 64-bit ``index`` (convert-to-llvm's default).
"""

from __future__ import annotations

import ctypes
import functools
import re
import struct
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from ..ir.diagnostics import IrliteError
from ..ir.types import (
    DYNAMIC,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    RankedTensorType,
    TensorType,
    VectorType,
)

__all__ = [
    "GLOBAL_ALLOCATED_MARK",
    "ABIError",
    "FunctionABI",
    "descriptor_ir_type",
    "llvm_ir_name",
    "lowered_arg_types",
    "lowered_result_type",
    "memref_descriptor_ctype",
    "numpy_dtype",
    "tensor_argument",
]

#: The ``allocated`` pointer MLIR's ``memref.get_global`` lowering uses (memory it does not own).
GLOBAL_ALLOCATED_MARK = 0xDEADBEEF

WRAPPER_PREFIX = "_irlite_packed_"


class ABIError(IrliteError):
    """A value cannot cross the Python <-> compiled-code boundary (bad argument, unsupported type)."""


# ---------------------------------------------------------------------------- types

_INT_DTYPES = {
    1: np.dtype(np.bool_),
    8: np.dtype(np.int8),
    16: np.dtype(np.int16),
    32: np.dtype(np.int32),
    64: np.dtype(np.int64),
}
_FLOAT_DTYPES = {
    "f16": np.dtype(np.float16),
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
}
_FLOAT_IR = {"f16": "half", "f32": "float", "f64": "double"}


def numpy_dtype(t: Any) -> np.dtype:
    """The numpy dtype holding values of the scalar type ``t`` (memref elements, scalar results)."""
    if isinstance(t, IndexType):
        return _INT_DTYPES[64]
    if isinstance(t, IntegerType):
        d = _INT_DTYPES.get(t.width)
        if d is not None:
            return d
    elif isinstance(t, FloatType):
        d = _FLOAT_DTYPES.get(t.name)
        if d is not None:
            return d
    raise ABIError(
        f"type {t} is not supported by the memref ABI "
        f"(supported: i1, i8, i16, i32, i64, index, f16, f32, f64)"
    )


def _scalar_ir(t: Any) -> str:
    if isinstance(t, IndexType):
        return "i64"
    if isinstance(t, IntegerType) and t.width in _INT_DTYPES:
        return f"i{t.width}"
    if isinstance(t, FloatType) and t.name in _FLOAT_IR:
        return _FLOAT_IR[t.name]
    numpy_dtype(t)  # raises the error naming the type
    raise AssertionError("unreachable")


def _check_memref(t: MemRefType) -> None:
    if t.memory_space is not None:
        raise ABIError(f"{t}: memrefs in a non-default memory space cannot be passed from Python")
    if t.layout is not None and type(t.layout).__name__ != "StridedLayoutAttr":
        raise ABIError(
            f"{t}: only identity and strided<...> layouts are supported by the memref ABI"
        )
    numpy_dtype(t.element_type)


def descriptor_ir_type(rank: int) -> str:
    """The LLVM IR type of a rank-``rank`` memref descriptor."""
    if rank == 0:
        return "{ ptr, ptr, i64 }"
    return f"{{ ptr, ptr, i64, [{rank} x i64], [{rank} x i64] }}"


def boundary_memref_type(t: TensorType) -> MemRefType:
    """The memref a tensor of a function's signature is after bufferization with
    ``function-boundary-type-conversion=identity-layout-map``: same shape and element
    type, identity layout."""
    if not isinstance(t, RankedTensorType):
        raise ABIError(f"{t}: unranked tensors are not supported by the memref ABI")
    if t.encoding is not None:
        raise ABIError(f"{t}: tensors with an encoding are not supported by the memref ABI")
    return MemRefType.get(t.shape, t.element_type)


def _boundary(t: Any) -> Any:
    return boundary_memref_type(t) if isinstance(t, TensorType) else t


def _vector_check(t: VectorType) -> None:
    if any(getattr(t, "scalable_dims", None) or ()):
        raise ABIError(f"{t}: scalable vectors are not supported by the memref ABI")
    e = t.element_type
    if isinstance(e, IntegerType) and e.width == 1:
        raise ABIError(f"{t}: vectors of i1 are not supported by the memref ABI")
    numpy_dtype(e)


def _vector_shape(t: VectorType) -> tuple[int, ...]:
    """The vector's shape as the ABI passes it: a 0-d vector is one element (MLIR lowers
    ``vector<f32>`` as ``vector<1xf32>``)."""
    return tuple(t.shape) or (1,)


def _vector_ir(t: VectorType) -> str:
    """``<4 x float>``; an N-D vector is an array of its 1-D rows (``[2 x <3 x float>]``)."""
    _vector_check(t)
    shape = _vector_shape(t)
    ir = f"<{shape[-1]} x {_scalar_ir(t.element_type)}>"
    for d in reversed(shape[:-1]):
        ir = f"[{d} x {ir}]"
    return ir


def _vector_words(t: VectorType) -> int:
    n = int(np.prod(_vector_shape(t), dtype=np.int64)) * numpy_dtype(t.element_type).itemsize
    return max(1, -(-n // 8))


def _type_ir(t: Any) -> str:
    t = _boundary(t)
    if isinstance(t, VectorType):
        return _vector_ir(t)
    if isinstance(t, MemRefType):
        _check_memref(t)
        return descriptor_ir_type(len(t.shape))
    if type(t).__name__ == "UnrankedMemRefType":
        raise ABIError(f"{t}: unranked memrefs are not supported by the memref ABI")
    return _scalar_ir(t)


def lowered_arg_types(ftype: FunctionType) -> list[str]:
    """LLVM IR types of the arguments ``func-to-llvm`` gives a function of type ``ftype``."""
    out: list[str] = []
    for t in map(_boundary, ftype.inputs):
        if isinstance(t, MemRefType):
            _check_memref(t)
            r = len(t.shape)
            out += ["ptr", "ptr", "i64"] + ["i64"] * (2 * r)
        else:
            out.append(_type_ir(t))
    return out


def lowered_result_type(ftype: FunctionType) -> str:
    """LLVM IR type ``func-to-llvm`` returns for ``ftype``: void, one type, or a struct of all."""
    rs = [_type_ir(t) for t in ftype.results]
    if not rs:
        return "void"
    if len(rs) == 1:
        return rs[0]
    return "{ " + ", ".join(rs) + " }"


_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*\Z")


def llvm_ir_name(name: str) -> str:
    """``@name`` as LLVM IR spells a global's name (quoted when it needs to be)."""
    if _PLAIN_NAME.match(name):
        return "@" + name
    esc = "".join(c if 32 <= ord(c) < 127 and c not in '"\\' else f"\\{ord(c):02X}" for c in name)
    return f'@"{esc}"'


_DESCRIPTORS: dict[int, type] = {}


def memref_descriptor_ctype(rank: int) -> type:
    """The ctypes ``Structure`` laid out as a rank-``rank`` memref descriptor (cached per rank)."""
    cls = _DESCRIPTORS.get(rank)
    if cls is None:
        fields: list[tuple[str, Any]] = [
            ("allocated", ctypes.c_void_p),
            ("aligned", ctypes.c_void_p),
            ("offset", ctypes.c_int64),
        ]
        if rank:
            fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
        cls = type(f"MemRefDescriptor{rank}D", (ctypes.Structure,), {"_fields_": fields})
        _DESCRIPTORS[rank] = cls
    return cls


# ---------------------------------------------------------------------------- ownership

_libc = ctypes.CDLL(None)
_free_fn: Any = None


def _free(address: int) -> None:
    """Free a block of compiled code's: through the runtime's
    ``_mlir_memref_to_llvm_free`` (a C-library ``free`` that keeps large blocks for the
    next call's allocations, ``targets/llvm/runtime.py``), libc's before it is compiled."""
    global _free_fn
    if _free_fn is None:
        try:
            from .llvm.runtime import _ADDRESSES
        except ImportError:  # interpreter shutdown: the import system is gone; libc's free
            _ADDRESSES = {}  # (the runtime's allocator is malloc underneath) still works
        addr = _ADDRESSES.get("_mlir_memref_to_llvm_free")
        fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(addr) if addr else _libc.free
        if addr:
            _free_fn = fn
        else:
            fn.argtypes = [ctypes.c_void_p]
            fn.restype = None
        fn(address)
        return
    _free_fn(address)


class MallocBlock:
    """Memory from ``malloc`` in compiled code, owned by Python: freed when this object dies."""

    __slots__ = ("__weakref__", "address")

    def __init__(self, address: int) -> None:
        self.address = address

    def __del__(self) -> None:
        if self.address:
            _free(self.address)
            self.address = 0

    def __repr__(self) -> str:
        return f"<MallocBlock 0x{self.address:x}>"


class _ArrayView:
    """What a result array's ``.base`` is: its memory (``__array_interface__``) and ``owner``."""

    __slots__ = ("__array_interface__", "owner")

    def __init__(self, iface: dict, owner: Any) -> None:
        self.__array_interface__ = iface
        self.owner = owner


# ---------------------------------------------------------------------------- arguments
#
# A call's buffer is a sequence of 8-byte slots (packed with ``struct``, native byte order):
# one per lowered argument (a scalar in the low bytes of its slot, a memref as its
# 3 + 2R descriptor fields), then the results' storage (a scalar in one slot, a memref
# descriptor in 3 + 2R). The wrapper reads and writes it at those fixed offsets.

_INT_FMT = {1: "B7x", 8: "B7x", 16: "H6x", 32: "I4x", 64: "Q"}
_INT_RESULT_FMT = {1: "B7x", 8: "b7x", 16: "h6x", 32: "i4x", 64: "q"}
_FLOAT_FMT = {"f16": "e6x", "f32": "f4x", "f64": "d"}
_NP_SCALAR = {
    "bool": np.bool_,
    "int8": np.int8,
    "int16": np.int16,
    "int32": np.int32,
    "int64": np.int64,
    "float16": np.float16,
    "float32": np.float32,
    "float64": np.float64,
}


class _Arg:
    """How one argument of the original signature is written into the call buffer."""

    __slots__ = ("fmt", "index", "name", "nwords", "type")

    def __init__(self, index: int, type: Any, fname: str) -> None:
        self.index = index
        self.type = type
        self.name = f"argument #{index} of '{fname}' ({type})"
        self.nwords = 1
        self.fmt = ""

    def error(self, msg: str) -> ABIError:
        return ABIError(f"{self.name}: {msg}")


class _IntArg(_Arg):
    __slots__ = ("mask",)

    def __init__(self, index: int, type: Any, fname: str) -> None:
        super().__init__(index, type, fname)
        width = 64 if isinstance(type, IndexType) else type.width
        self.mask = (1 << width) - 1
        self.fmt = _INT_FMT[width]

    def store(self, x: Any, out: list, passed: list) -> None:
        if isinstance(x, (int, np.integer, np.bool_)):  # bool is an int
            out.append(int(x) & self.mask)
        else:
            raise self.error(f"expected an integer, got {type(x).__name__}")


class _FloatArg(_Arg):
    __slots__ = ("limit", "np_type")

    def __init__(self, index: int, type: Any, fname: str) -> None:
        super().__init__(index, type, fname)
        self.fmt = _FLOAT_FMT[type.name]
        self.np_type = _FLOAT_DTYPES[type.name].type
        self.limit = {"f16": 65504.0, "f32": 3.4028234663852886e38, "f64": float("inf")}[type.name]

    def store(self, x: Any, out: list, passed: list) -> None:
        if isinstance(x, (np.ndarray, str, bytes)):
            raise self.error(f"expected a float, got {type(x).__name__}")
        try:
            f = float(x)
        except (TypeError, ValueError):
            raise self.error(f"expected a float, got {type(x).__name__}") from None
        if abs(f) > self.limit:
            with np.errstate(over="ignore"):  # struct refuses what rounds to inf
                f = float(self.np_type(f))
        out.append(f)


class _VectorArg(_Arg):
    """A vector: a VALUE, passed as its elements packed in row-major order (a copy); any
    array-like of its shape whose values numpy converts to the element type is taken."""

    __slots__ = ("dtype", "nbytes", "shape")

    def __init__(self, index: int, type: VectorType, fname: str) -> None:
        super().__init__(index, type, fname)
        _vector_check(type)
        self.dtype = numpy_dtype(type.element_type)
        self.shape = _vector_shape(type)
        self.nwords = _vector_words(type)
        self.nbytes = 8 * self.nwords
        self.fmt = f"{self.nbytes}s"

    def store(self, x: Any, out: list, passed: list) -> None:
        try:
            with np.errstate(all="ignore"):
                a = np.asarray(x, dtype=self.dtype)
        except (TypeError, ValueError, OverflowError) as e:
            raise self.error(f"cannot convert {type(x).__name__} to {self.dtype}: {e}") from None
        want = tuple(self.type.shape)
        if a.shape != want:
            raise self.error(f"expected an array of shape {want}, got {a.shape}")
        out.append(a.tobytes().ljust(self.nbytes, b"\0"))


class _MemRefArg(_Arg):
    __slots__ = ("dtype", "identity", "offset", "rank", "shape", "strides")

    def __init__(self, index: int, type: MemRefType, fname: str) -> None:
        super().__init__(index, type, fname)
        _check_memref(type)
        self.dtype = numpy_dtype(type.element_type)
        self.shape = type.shape
        self.rank = len(type.shape)
        self.nwords = 3 + 2 * self.rank
        self.fmt = "QQq" + "q" * (2 * self.rank)
        lay = type.layout
        self.identity = lay is None
        self.strides = None if lay is None else lay.strides
        self.offset = 0 if lay is None else (lay.offset or 0)  # None: dynamic, we pass 0

    def check_array(self, x: Any) -> None:
        """``x`` is a numpy array of the element type's dtype, the rank and the static dims."""
        if not isinstance(x, np.ndarray):
            raise self.error(f"expected a numpy array, got {type(x).__name__}")
        if x.dtype != self.dtype:
            raise self.error(f"expected an array of dtype {self.dtype}, got {x.dtype}")
        shape = x.shape
        if len(shape) != self.rank:
            raise self.error(f"expected an array of rank {self.rank}, got shape {shape}")
        for i, (d, s) in enumerate(zip(self.shape, shape)):
            if d != DYNAMIC and d != s:
                raise self.error(f"dimension {i} must be {d}, got shape {shape}")

    def store(self, x: Any, out: list, passed: list) -> None:
        self.check_array(x)
        shape = x.shape
        flags = x.flags
        if not flags.writeable:
            raise self.error(
                "the array is read-only (memref arguments may be written); "
                "pass a writable array, e.g. a copy"
            )
        if not flags.aligned:
            raise self.error(f"the array's data is not aligned to its {x.itemsize}-byte elements")
        item = x.itemsize
        if self.identity:
            if not flags.c_contiguous:
                raise self.error(
                    "the memref has the identity layout, so the array must be "
                    "C-contiguous (use np.ascontiguousarray)"
                )
            # numpy's strides of size-1 dims are arbitrary: give MLIR the row-major ones.
            es = _row_major(shape)
        else:
            es = []
            for i, s in enumerate(x.strides):
                if s % item:
                    raise self.error(
                        f"stride {s} bytes of dimension {i} is not a multiple of the "
                        f"element size {item}"
                    )
                es.append(s // item)
            for i, (want, got) in enumerate(zip(self.strides, es)):
                if want is not None and want != got and shape[i] > 1:
                    raise self.error(
                        f"the layout has stride {want} in dimension {i}, "
                        f"the array has {got} (elements)"
                    )
                if want is not None:
                    es[i] = want
        # A static nonzero offset: move the base back so that aligned + offset is x[0, ...].
        base = x.__array_interface__["data"][0] - self.offset * item
        out += (base, base, self.offset, *shape, *es)
        passed.append((base, x, True))


class _TensorArg(_MemRefArg):
    """A tensor argument: a value, so the caller's array is never written. It is passed as
    its identity-layout memref (``boundary_memref_type``) without copying when the compiled
    code only reads it (a read-only array is fine), and as a private C-contiguous copy when
    the code may write it (``copy``: ``targets.boundary.written_arguments``) or when the
    array is not C-contiguous or not aligned."""

    __slots__ = ("copy",)

    def __init__(self, index: int, type: TensorType, fname: str, copy: bool = False) -> None:
        super().__init__(index, boundary_memref_type(type), fname)
        self.type = type
        self.name = f"argument #{index} of '{fname}' ({type})"
        self.copy = copy

    def prepare(self, x: Any) -> tuple[np.ndarray, bool]:
        """The checked array to pass, and whether it is a private copy."""
        self.check_array(x)
        flags = x.flags
        if self.copy or not (flags.c_contiguous and flags.aligned):
            return np.array(x, order="C"), True
        return x, False

    def store(self, x: Any, out: list, passed: list) -> None:
        x, private = self.prepare(x)
        base = x.__array_interface__["data"][0]
        out += (base, base, 0, *x.shape, *_row_major(x.shape))
        passed.append((base, x, not private))


def tensor_argument(x: Any, type: TensorType, index: int, fname: str) -> np.ndarray:
    """``x`` checked as argument ``index`` of ``fname`` of tensor type ``type`` (dtype, rank,
    static dims; ``ABIError`` naming the argument otherwise): what the interpreter target
    checks, with the cpu target's messages."""
    return _TensorArg(index, type, fname).prepare(x)[0]


def _row_major(shape: Sequence[int]) -> list[int]:
    out = [1] * len(shape)
    acc = 1
    for i in range(len(shape) - 1, -1, -1):
        out[i] = acc
        acc *= max(shape[i], 1)
    return out


# ---------------------------------------------------------------------------- results


class _Result:
    """How one result is read back from the call buffer."""

    __slots__ = (
        "dtype",
        "fmt",
        "nfields",
        "np_type",
        "nwords",
        "rank",
        "tensor",
        "type",
        "vector",
    )

    def __init__(self, type: Any) -> None:
        self.type = type
        self.tensor = isinstance(type, TensorType)
        self.vector = isinstance(type, VectorType)
        type = _boundary(type)
        if self.vector:  # a new array of the vector's shape (rank -2: not a memref)
            _vector_check(type)
            self.dtype = numpy_dtype(type.element_type)
            self.rank = -2
            self.nwords = _vector_words(type)
            self.nfields = 1
            self.fmt = f"{8 * self.nwords}s"
        elif isinstance(type, MemRefType):
            _check_memref(type)
            self.dtype = numpy_dtype(type.element_type)
            self.rank = len(type.shape)
            self.nwords = self.nfields = 3 + 2 * self.rank
            self.fmt = "QQq" + "q" * (2 * self.rank)
        else:
            self.dtype = numpy_dtype(type)
            self.rank = -1
            self.nwords = self.nfields = 1
            if isinstance(type, FloatType):
                self.fmt = _FLOAT_FMT[type.name]
            else:
                self.fmt = _INT_RESULT_FMT[64 if isinstance(type, IndexType) else type.width]
        self.np_type = _NP_SCALAR[self.dtype.name]

    def read(self, raw: Sequence, at: int, passed: list, module_owner: Any, owners: dict) -> Any:
        if self.vector:
            shape = tuple(self.type.shape)
            n = int(np.prod(shape, dtype=np.int64))
            return np.frombuffer(raw[at], self.dtype, count=n).reshape(shape).copy()
        if self.rank < 0:
            return self.np_type(raw[at])
        alloc, aligned, offset = raw[at], raw[at + 1], raw[at + 2]
        r = self.rank
        shape = tuple(raw[at + 3 : at + 3 + r])
        item = self.dtype.itemsize
        strides = tuple(s * item for s in raw[at + 3 + r : at + 3 + 2 * r])
        owner: Any = owners.get(alloc)
        shared = False  # memory the caller or the module owns
        if owner is None:
            for ptr, arr, caller_owned in passed:
                if ptr == alloc:
                    owner, shared = arr, caller_owned
                    break
            else:
                if alloc == GLOBAL_ALLOCATED_MARK:
                    owner, shared = module_owner, True
                elif alloc:
                    owner = MallocBlock(alloc)
            owners[alloc] = owner
        elif self.tensor:
            shared = True  # a second result on the same memory
        if 0 in shape:
            return np.empty(shape, dtype=self.dtype)
        iface = {
            "version": 3,
            "shape": shape,
            "typestr": self.dtype.str,
            "data": (aligned + offset * item, False),
            "strides": strides,
        }
        out = np.asarray(_ArrayView(iface, owner))
        if self.tensor and shared:
            return out.copy()  # a tensor result is the caller's own array
        return out


# ---------------------------------------------------------------------------- functions


def _vector_rows(t: VectorType) -> tuple[str, int, list[tuple[int, ...]]]:
    """The 1-D row type, its size in bytes, and the index path of each row (row-major)."""
    shape = _vector_shape(t)
    row = f"<{shape[-1]} x {_scalar_ir(t.element_type)}>"
    nbytes = shape[-1] * numpy_dtype(t.element_type).itemsize
    paths = [()] if len(shape) == 1 else list(np.ndindex(*shape[:-1]))
    return row, nbytes, [tuple(int(i) for i in p) for p in paths]


def _vector_load(t: VectorType, ir: str, ptr: str, out: str) -> list[str]:
    """Load the vector ``t`` (LLVM type ``ir``) from packed bytes at ``ptr`` into ``out``."""
    row, nbytes, paths = _vector_rows(t)
    if paths == [()]:
        return [f"  {out} = load {row}, ptr {ptr}, align 1"]
    lines, agg = [], "poison"
    for i, path in enumerate(paths):
        lines.append(f"  {out}.q{i} = getelementptr inbounds i8, ptr {ptr}, i64 {i * nbytes}")
        lines.append(f"  {out}.v{i} = load {row}, ptr {out}.q{i}, align 1")
        name = out if i == len(paths) - 1 else f"{out}.a{i}"
        idx = ", ".join(map(str, path))
        lines.append(f"  {name} = insertvalue {ir} {agg}, {row} {out}.v{i}, {idx}")
        agg = name
    return lines


def _vector_store(t: VectorType, ir: str, value: str, ptr: str, tmp: str) -> list[str]:
    """Store the vector ``value`` (``t``, LLVM type ``ir``) as packed bytes at ``ptr``."""
    row, nbytes, paths = _vector_rows(t)
    if paths == [()]:
        return [f"  store {row} {value}, ptr {ptr}, align 1"]
    lines = []
    for i, path in enumerate(paths):
        idx = ", ".join(map(str, path))
        lines.append(f"  {tmp}.v{i} = extractvalue {ir} {value}, {idx}")
        lines.append(f"  {tmp}.q{i} = getelementptr inbounds i8, ptr {ptr}, i64 {i * nbytes}")
        lines.append(f"  store {row} {tmp}.v{i}, ptr {tmp}.q{i}, align 1")
    return lines


class FunctionABI:
    """How to call the lowered form of one ``func.func`` of type ``ftype`` (module docstring).

    ``wrapper_ir()`` is the LLVM IR of the packed wrapper to append to the
    translated module; ``bind(address, module_owner)`` makes a Python callable
    from the wrapper's address. Unsupported types raise ``ABIError`` here.
    ``written``: indices of tensor arguments the compiled code may write (their
    arrays are copied before each call; ``targets.boundary.written_arguments``).
    """

    __slots__ = (
        "arg_fmt",
        "arg_words",
        "args",
        "ftype",
        "name",
        "res_fmt",
        "results",
        "words",
        "wrapper_name",
    )

    def __init__(self, name: str, ftype: FunctionType, written: Any = ()) -> None:
        self.name = name
        self.ftype = ftype
        self.wrapper_name = WRAPPER_PREFIX + name
        args: list[Any] = []
        for i, t in enumerate(ftype.inputs):
            if isinstance(t, TensorType):
                args.append(_TensorArg(i, t, name, copy=i in written))
            elif isinstance(t, MemRefType):
                args.append(_MemRefArg(i, t, name))
            elif isinstance(t, VectorType):
                args.append(_VectorArg(i, t, name))
            elif isinstance(t, FloatType):
                numpy_dtype(t)
                args.append(_FloatArg(i, t, name))
            elif isinstance(t, (IntegerType, IndexType)):
                numpy_dtype(t)
                args.append(_IntArg(i, t, name))
            else:
                _type_ir(t)  # raises with the reason
                raise ABIError(f"argument #{i} of '{name}': type {t} is not supported")
        self.args = args
        self.results = [_Result(t) for t in ftype.results]
        self.arg_words = sum(a.nwords for a in args)
        self.words = self.arg_words + sum(r.nwords for r in self.results)
        # native byte order, standard sizes: a scalar sits at the start of its slot
        self.arg_fmt = "=" + "".join(a.fmt for a in args)
        self.res_fmt = "=" + "".join(r.fmt for r in self.results)

    def wrapper_ir(self) -> str:
        """``define void @_irlite_packed_<name>(ptr %buf)``: loads the arguments from the
        buffer's slots, calls ``@<name>``, stores the results after them. A vector takes
        as many slots as its packed elements need and is loaded row by row (an N-D
        vector's rows go into its array with ``insertvalue``), so the buffer holds its
        elements without LLVM's padding of odd-sized vectors."""
        arg_types = lowered_arg_types(self.ftype)
        ret = lowered_result_type(self.ftype)
        lines = [
            f"define void {llvm_ir_name(self.wrapper_name)}(ptr noalias nocapture %buf) {{",
            "entry:",
        ]
        vecs = iter([t for t in self.ftype.inputs if isinstance(t, VectorType)])
        vals = []
        word = 0
        for k, t in enumerate(arg_types):
            lines.append(f"  %p{k} = getelementptr inbounds i8, ptr %buf, i64 {8 * word}")
            if t.startswith(("<", "[")):
                vt = next(vecs)
                lines += _vector_load(vt, t, f"%p{k}", f"%x{k}")
                word += _vector_words(vt)
            elif t == "i1":
                lines.append(f"  %b{k} = load i8, ptr %p{k}, align 8")
                lines.append(f"  %x{k} = trunc i8 %b{k} to i1")
                word += 1
            else:
                lines.append(f"  %x{k} = load {t}, ptr %p{k}, align 8")
                word += 1
            vals.append(f"{t} %x{k}")
        call = f"call {ret} {llvm_ir_name(self.name)}({', '.join(vals)})"
        if ret == "void":
            lines.append("  " + call)
        else:
            lines.append(f"  %r = {call}")
            rtypes = [_type_ir(t) for t in self.ftype.results]
            for j, (t, res) in enumerate(zip(rtypes, self.results)):
                v = "%r"
                if len(rtypes) > 1:
                    lines.append(f"  %r{j} = extractvalue {ret} %r, {j}")
                    v = f"%r{j}"
                lines.append(f"  %o{j} = getelementptr inbounds i8, ptr %buf, i64 {8 * word}")
                if res.vector:
                    lines += _vector_store(_boundary(res.type), t, v, f"%o{j}", f"%s{j}")
                elif t == "i1":
                    lines.append(f"  %z{j} = zext i1 {v} to i8")
                    lines.append(f"  store i8 %z{j}, ptr %o{j}, align 8")
                else:
                    lines.append(f"  store {t} {v}, ptr %o{j}, align 8")
                word += res.nwords
        lines += ["  ret void", "}", ""]
        return "\n".join(lines)

    def expected_llvm_signature(self) -> str:
        """``ret (args)`` of the lowered function, as LLVM IR prints a function type."""
        return f"{lowered_result_type(self.ftype)} ({', '.join(lowered_arg_types(self.ftype))})"

    def bind(self, address: int, module_owner: Any = None) -> Callable[..., Any]:
        """A Python callable running the wrapper at ``address``.

        It returns ``None`` (no result), the result, or a tuple of results.
        ``module_owner`` is kept alive by the callable and by arrays that view
        the compiled module's globals. Calls may run in several threads at once
        (each has its own buffer; ctypes releases the GIL during the call).

        The callable is generated for this signature (``fast_call_source``): a
        straight-line guard on what the common call passes, the descriptors with
        their static fields inlined, the result arrays made over the code's
        ``malloc``; anything else (another layout, an error, a result that is not
        the call's own memory) takes the general, checked path.
        """
        if not address:
            raise ABIError(f"no compiled code for '{self.name}' (null address)")
        cfn = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(address)
        general = self._general_call(cfn, module_owner)
        call = self._fast_call(cfn, general, module_owner)
        if call is None:
            call = general
        call.__name__ = self.name
        call.__qualname__ = self.name
        call.__doc__ = f"Compiled '{self.name}': {self.ftype}"
        call.module_owner = module_owner  # type: ignore[attr-defined]
        call.abi = self  # type: ignore[attr-defined]
        return call

    def _buffer_type(self) -> Any:
        return ctypes.c_uint64 * max(self.words, 1)

    def _general_call(self, cfn: Any, module_owner: Any) -> Callable[..., Any]:
        """The checked call: every argument stored by its ``_Arg`` (errors name it),
        every result read by its ``_Result``."""
        args = self.args
        nargs = len(args)
        buffer_type = self._buffer_type()
        pack = struct.Struct(self.arg_fmt).pack_into
        unpack = struct.Struct(self.res_fmt).unpack_from
        res_offset = 8 * self.arg_words
        addressof = ctypes.addressof
        name = self.name
        read = self._read_results(module_owner) if self.results else None

        def call(*values: Any) -> Any:
            if len(values) != nargs:
                raise ABIError(
                    f"'{name}' takes {nargs} argument{'s' if nargs != 1 else ''}, got {len(values)}"
                )
            flat: list = []
            passed: list[tuple[int, np.ndarray]] = []
            for a, v in zip(args, values):
                a.store(v, flat, passed)
            buf = buffer_type()
            pack(buf, 0, *flat)
            cfn(addressof(buf))
            if read is None:
                return None
            return read(unpack(buf, res_offset), passed)

        return call

    def _result_starts(self) -> list[int]:
        starts, at = [], 0
        for r in self.results:
            starts.append(at)
            at += r.nfields
        return starts

    def _read_results(self, module_owner: Any) -> Callable[..., Any]:
        """``read(raw, passed)``: every result read by its ``_Result`` (the general way)."""
        results = self.results
        starts = self._result_starts()

        def read(raw: Sequence, passed: list) -> Any:
            owners: dict = {}
            if len(results) == 1:
                return results[0].read(raw, 0, passed, module_owner, owners)
            return tuple(
                r.read(raw, s, passed, module_owner, owners) for r, s in zip(results, starts)
            )

        return read

    def fast_call_source(self) -> str | None:
        """The Python source of this signature's generated call (``bind``), or None when
        some argument or result has no fast form (a dynamic dim, a strided layout, a
        zero-size result): then every call takes the general path."""
        gen = _FastCallSource(self)
        return gen.source() if gen.ok else None

    def _fast_call(self, cfn: Any, general: Callable[..., Any], module_owner: Any) -> Any:
        gen = _FastCallSource(self)
        if not gen.ok:
            return None
        ns = gen.namespace()
        ns.update(
            cfn=cfn,
            general=general,
            read_all=self._read_results(module_owner),
            Buffer=self._buffer_type(),
            pack=struct.Struct(self.arg_fmt).pack_into,
            unpack=struct.Struct(self.res_fmt).unpack_from,
        )
        exec(compile(gen.source(), f"<irlite.abi call {self.name}>", "exec"), ns)
        return ns["call"]


# ---------------------------------------------------------------------------- generated calls
#
# What the generated call of one signature does, in straight-line code: the guard (each
# array argument exactly an ndarray of the dtype, the static shape and the flags its
# descriptor needs: C-contiguous and aligned, writable for a memref; an int or float
# scalar of the kind), each array's data pointer read from the object, one ``pack`` of
# every descriptor field (the static sizes and strides are literals), the ctypes call,
# one ``unpack``; a result whose memory is a fresh ``malloc`` block (offset 0, the static
# sizes and row-major strides, an allocated pointer that is no argument's, no other
# result's and not ``memref.get_global``'s mark) becomes an array over it directly (``_MallocMemory``), the others are
# read as the general path reads them. A call the guard refuses is the general call.


#: numpy's flags word (``ndarray.flags.num``): C-contiguous, aligned, writeable
_C_CONTIGUOUS, _ALIGNED, _WRITEABLE = 0x1, 0x100, 0x400


@functools.lru_cache(maxsize=1)
def _data_offset() -> int | None:
    """Where an ndarray object keeps its data pointer: numpy's ``PyArrayObject_fields``
    puts ``char *data`` right after ``PyObject_HEAD`` (what ``PyArray_DATA`` reads in
    every compiled extension); checked against ``__array_interface__`` here, None (read
    ``__array_interface__``, slower) where that does not hold."""
    off = object.__basicsize__
    base = np.zeros((3, 4), np.float32)
    for a in (base, base[1:], base[:, 2:], np.ones(5, np.int8)[3:]):
        if ctypes.c_void_p.from_address(id(a) + off).value != a.__array_interface__["data"][0]:
            return None
    return off


_MEMORY_TYPES: dict[int, type] = {}


def _malloc_memory(nbytes: int) -> type:
    """A ctypes byte array of ``nbytes`` laid over a result's ``malloc`` block: what the
    result array is made over (``.base``), with ``owner`` the ``MallocBlock`` that frees
    it, as the general path's ``_ArrayView``."""
    cls = _MEMORY_TYPES.get(nbytes)
    if cls is None:
        cls = type(f"_MallocMemory{nbytes}", (ctypes.c_char * nbytes,), {"__slots__": ("owner",)})
        _MEMORY_TYPES[nbytes] = cls
    return cls


class _FastCallSource:
    """The generated call of one ``FunctionABI`` (see above): ``source()`` and the names
    it uses (``namespace()``; the caller adds the call's own objects)."""

    def __init__(self, abi: FunctionABI) -> None:
        self.abi = abi
        self.ns: dict[str, Any] = {
            "ndarray": np.ndarray,
            "array": np.array,
            "MallocBlock": MallocBlock,
            "_id": id,
            "addressof": ctypes.addressof,
            "_word": ctypes.c_void_p.from_address,
        }
        self.ok = all(self._arg_ok(a) for a in abi.args) and all(
            self._result_ok(r) for r in abi.results
        )

    @staticmethod
    def _arg_ok(a: _Arg) -> bool:
        if isinstance(a, _MemRefArg):
            return a.identity and DYNAMIC not in a.shape
        return isinstance(a, (_IntArg, _FloatArg))

    @staticmethod
    def _result_ok(r: _Result) -> bool:
        if r.vector:
            return False
        if r.rank < 0:
            return True
        t = _boundary(r.type)
        return t.layout is None and DYNAMIC not in t.shape and 0 not in t.shape

    def namespace(self) -> dict[str, Any]:
        return self.ns

    def _pointer(self, v: str) -> str:
        off = _data_offset()
        if off is None:
            return f"{v}.__array_interface__['data'][0]"
        return f"_word(_id({v}) + {off}).value"

    def source(self) -> str:
        abi = self.abi
        params = [f"a{i}" for i in range(len(abi.args))]
        guard: list[str] = []
        body: list[str] = []
        flat: list[str] = []
        passed: list[str] = []
        pointers: list[str] = []
        for i, a in enumerate(abi.args):
            v = f"a{i}"
            if isinstance(a, _MemRefArg):
                self.ns[f"d{i}"] = a.dtype
                guard.append(
                    f"type({v}) is ndarray and {v}.dtype is d{i} and {v}.shape == {tuple(a.shape)!r}"
                )
                copy = isinstance(a, _TensorArg) and a.copy
                need = _ALIGNED | _C_CONTIGUOUS
                if not isinstance(a, _TensorArg):
                    need |= _WRITEABLE
                if copy:  # a private copy: the code may write it
                    body.append(f"c{i} = array({v}, order='C')")
                    v = f"c{i}"
                else:
                    guard.append(f"{v}.flags.num & {need} == {need}")
                body.append(f"p{i} = {self._pointer(v)}")
                flat += [f"p{i}", f"p{i}", "0"]
                flat += [str(d) for d in a.shape] + [str(d) for d in _row_major(a.shape)]
                passed.append(f"(p{i}, {v}, {not copy})")
                pointers.append(f"p{i}")
            elif isinstance(a, _IntArg):
                guard.append(f"type({v}) is int")
                flat.append(f"{v} & {a.mask}")
            else:  # a _FloatArg
                guard.append(f"type({v}) is float")
                if a.limit != float("inf"):  # struct refuses what rounds to inf
                    guard.append(f"-{a.limit!r} <= {v} <= {a.limit!r}")
                flat.append(v)
        n = len(params)
        lines = ["def call(*args):"]
        head = f"len(args) == {n}"
        if n:
            lines.append(f"    if len(args) == {n}:")
            lines.append(f"        {', '.join(params)}, = args")
            head = "True"
        lines.append(f"    if {' and '.join(guard) or head}:")
        ind = "        "
        lines += [ind + b for b in body]
        lines.append(ind + "buf = Buffer()")
        if flat:
            lines.append(ind + f"pack(buf, 0, {', '.join(flat)})")
        lines.append(ind + "cfn(addressof(buf))")
        if not abi.results:
            lines.append(ind + "return None")
        else:
            lines.append(ind + f"raw = unpack(buf, {8 * abi.arg_words})")
            lines += self._results(ind, pointers, passed)
        lines.append("    return general(*args)")
        if n:  # the guard reads the parameters only after the arity matched
            lines[3:] = ["    " + ln for ln in lines[3:-1]] + [lines[-1]]
        return "\n".join(lines) + "\n"

    def _results(self, ind: str, pointers: list[str], passed: list[str]) -> list[str]:
        """Read the results: all over fresh ``malloc`` blocks (the fast way), or else all
        as the general path reads them."""
        lines: list[str] = []
        fresh: list[str] = []
        outs: list[str] = []
        at = 0
        allocs: list[str] = []
        for j, r in enumerate(self.abi.results):
            if r.rank < 0:
                self.ns[f"T{j}"] = r.np_type
                outs.append(f"T{j}(raw[{at}])")
                at += r.nfields
                continue
            shape = tuple(_boundary(r.type).shape)
            tail = (0, *shape, *_row_major(shape))
            lines.append(ind + f"r{j} = raw[{at}]")
            cond = [f"r{j}", f"r{j} != {GLOBAL_ALLOCATED_MARK}"]
            cond.append(f"raw[{at + 2}:{at + r.nfields}] == {tail!r}")
            cond += [f"r{j} != {p}" for p in pointers + allocs]
            fresh.append(" and ".join(cond))
            allocs.append(f"r{j}")
            nbytes = int(np.prod(shape, dtype=np.int64)) * r.dtype.itemsize
            self.ns[f"M{j}"] = _malloc_memory(nbytes).from_address
            self.ns[f"D{j}"] = r.dtype
            outs.append(f"ndarray({shape!r}, D{j}, m{j})")
            at += r.nfields
        result = outs[0] if len(outs) == 1 else f"({', '.join(outs)},)"
        if not fresh:
            return lines + [ind + f"return {result}"]
        lines.append(ind + f"if {' and '.join(f'({c})' for c in fresh)}:")
        for j, (r, at) in enumerate(zip(self.abi.results, self.abi._result_starts())):
            if r.rank >= 0:  # the array from the aligned pointer; malloc's pointer is freed
                lines.append(ind + f"    m{j} = M{j}(raw[{at + 1}])")
                lines.append(ind + f"    m{j}.owner = MallocBlock(r{j})")
        lines.append(ind + f"    return {result}")
        lines.append(ind + f"return read_all(raw, [{', '.join(passed)}])")
        return lines
