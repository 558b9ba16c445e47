"""MLIR's builtin types: interned values that print exactly as mlir-opt 19.

Every type is created through ``Cls.get(...)`` and hash-consed, so equality
is identity. Covered: ``IntegerType`` (``i32``, ``si8``, ``ui1``),
``IndexType``, ``FloatType`` (``f16 bf16 f32 f64 f80 f128 tf32`` and the f8
types MLIR 19 knows), ``NoneType``, ``ComplexType``, ``TupleType``,
``FunctionType``, the shaped types ``RankedTensorType``,
``UnrankedTensorType``, ``MemRefType``, ``UnrankedMemRefType``,
``VectorType``, and the types of other dialects kept as text:
``OpaqueType`` (unregistered dialects, ``!foo.bar<1>``) and ``DialectType``
(known dialects without a type parser, ``!llvm.ptr<1>``).

Shapes are tuples of ints with ``DYNAMIC`` (-1) for ``?``. A memref's
identity affine-map layout and an integer memory space of 0 are dropped on
creation, as MLIR does, so equal memrefs are the same object.

Also here: small queries over any type (``is_integer``, ``is_float``,
``element_type``, ``rank``, ``has_static_shape``…) and module-level
singletons (``i1 i8 i16 i32 i64 index f16 bf16 f32 f64``…).

What this module does not do: parse text (``type_parser``), or define
attributes other than through the ``layout_attrs`` it refers to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from .base import Attribute, AttrPrinter, Type

__all__ = [
    "DYNAMIC",
    "FLOAT_TYPE_NAMES",
    "MAX_INT_WIDTH",
    "BaseMemRefType",
    "ComplexType",
    "DialectType",
    "FloatType",
    "FunctionType",
    "IndexType",
    "IntegerType",
    "MemRefType",
    "NoneType",
    "OpaqueType",
    "RankedTensorType",
    "ShapedType",
    "TensorType",
    "TupleType",
    "UnrankedMemRefType",
    "UnrankedTensorType",
    "VectorType",
    "bf16",
    "element_type",
    "f16",
    "f32",
    "f64",
    "f80",
    "f128",
    "has_static_shape",
    "i1",
    "i8",
    "i16",
    "i32",
    "i64",
    "i128",
    "index",
    "is_float",
    "is_index",
    "is_int_or_float",
    "is_int_or_index",
    "is_int_or_index_or_float",
    "is_integer",
    "is_shaped",
    "is_signless_integer",
    "none_type",
    "rank",
    "tf32",
]


def split_mnemonic(body: str) -> tuple[str, str]:
    """``(mnemonic, parameters)`` of a dialect type's or attribute's body
    (``name<params>``; the parameters are empty when there is no ``<``)."""
    i = body.find("<")
    if i < 0:
        return body, ""
    return body[:i], body[i + 1 : -1] if body.endswith(">") else body[i + 1 :]


DYNAMIC = -1
"""A dynamic (``?``) dimension in a shape."""

MAX_INT_WIDTH = 16777215
"""The widest integer type MLIR allows (``IntegerType::kMaxWidth``)."""

_SIGN_PREFIX = {"signless": "i", "signed": "si", "unsigned": "ui"}

# name -> (width in bits, precision in bits incl. the implicit bit: APFloat's semanticsPrecision)
_FLOAT_INFO: dict[str, tuple[int, int]] = {
    "f16": (16, 11),
    "bf16": (16, 8),
    "f32": (32, 24),
    "f64": (64, 53),
    "f80": (80, 64),
    "f128": (128, 113),
    "tf32": (19, 11),
    "f8E5M2": (8, 3),
    "f8E4M3": (8, 4),
    "f8E4M3FN": (8, 4),
    "f8E5M2FNUZ": (8, 3),
    "f8E4M3FNUZ": (8, 4),
    "f8E4M3B11FNUZ": (8, 4),
}
FLOAT_TYPE_NAMES: frozenset[str] = frozenset(_FLOAT_INFO)
"""The float type keywords MLIR 19 accepts (``f8E3M4`` and the f6/f4 types came later)."""


def _dims_text(shape: tuple[int, ...]) -> str:
    """``4x?x8x`` for a shape (each dimension followed by ``x``)."""
    return "".join([("?x" if d < 0 else f"{d}x") for d in shape])


def _norm_shape(shape: Sequence[int]) -> tuple[int, ...]:
    out = []
    for d in shape:
        if d is None or d < 0:
            out.append(DYNAMIC)
        else:
            out.append(int(d))
    return tuple(out)


# ----------------------------------------------------------------------------- scalars


class IntegerType(Type):
    """``i<w>`` / ``si<w>`` / ``ui<w>``; ``signedness`` is "signless", "signed" or "unsigned"."""

    __slots__ = ("signedness", "width")

    width: int
    signedness: str

    @classmethod
    def get(cls, width: int, signedness: str = "signless") -> IntegerType:  # type: ignore[override]
        if signedness not in _SIGN_PREFIX:
            raise ValueError(f"bad integer signedness {signedness!r}")
        if not 0 <= width <= MAX_INT_WIDTH:
            raise ValueError(f"integer bitwidth is limited to {MAX_INT_WIDTH} bits")
        return super().get(width, signedness)

    def _post_init(self) -> None:
        self.width, self.signedness = self.params

    @property
    def is_signless(self) -> bool:
        return self.signedness == "signless"

    @property
    def is_signed(self) -> bool:
        return self.signedness == "signed"

    @property
    def is_unsigned(self) -> bool:
        return self.signedness == "unsigned"

    def print_text(self, p: AttrPrinter) -> str:
        return _SIGN_PREFIX[self.signedness] + str(self.width)


class IndexType(Type):
    """``index``: the target's pointer-sized integer (64 bits for constant folding)."""

    __slots__ = ()

    width: ClassVar[int] = 64

    @classmethod
    def get(cls) -> IndexType:  # type: ignore[override]
        return super().get()

    def print_text(self, p: AttrPrinter) -> str:
        return "index"


class FloatType(Type):
    """A builtin float type by name: ``FloatType.get("f32")``.

    ``width`` is its size in bits (19 for ``tf32``, as MLIR says) and
    ``precision`` its significand bits including the implicit one.
    """

    __slots__ = ("name", "precision", "width")

    name: str
    width: int
    precision: int

    @classmethod
    def get(cls, name: str) -> FloatType:  # type: ignore[override]
        if name not in _FLOAT_INFO:
            raise ValueError(f"unknown float type {name!r}")
        return super().get(name)

    def _post_init(self) -> None:
        self.name = self.params[0]
        self.width, self.precision = _FLOAT_INFO[self.name]

    def print_text(self, p: AttrPrinter) -> str:
        return self.name


class NoneType(Type):
    """``none``: the unit type."""

    __slots__ = ()

    @classmethod
    def get(cls) -> NoneType:  # type: ignore[override]
        return super().get()

    def print_text(self, p: AttrPrinter) -> str:
        return "none"


class ComplexType(Type):
    """``complex<T>`` of an integer or float type."""

    __slots__ = ("element_type",)

    element_type: Type

    @classmethod
    def get(cls, element_type: Type) -> ComplexType:  # type: ignore[override]
        if not isinstance(element_type, (IntegerType, FloatType)):
            raise ValueError("invalid element type for complex")  # noqa: TRY004
        return super().get(element_type)

    def _post_init(self) -> None:
        self.element_type = self.params[0]

    def print_text(self, p: AttrPrinter) -> str:
        return f"complex<{p.type(self.element_type)}>"


class TupleType(Type):
    """``tuple<T1, T2>`` (possibly empty)."""

    __slots__ = ("types",)

    types: tuple[Type, ...]

    @classmethod
    def get(cls, types: Sequence[Type] = ()) -> TupleType:  # type: ignore[override]
        return super().get(tuple(types))

    def _post_init(self) -> None:
        self.types = self.params[0]

    def __len__(self) -> int:
        return len(self.types)

    def print_text(self, p: AttrPrinter) -> str:
        t = p.type
        return "tuple<" + ", ".join([t(x) for x in self.types]) + ">"


class FunctionType(Type):
    """``(inputs) -> results``: ``(i32, i32) -> i32``, ``() -> ()``, ``(i32) -> (i32, i32)``."""

    __slots__ = ("inputs", "results")

    inputs: tuple[Type, ...]
    results: tuple[Type, ...]

    @classmethod
    def get(cls, inputs: Sequence[Type] = (), results: Sequence[Type] = ()) -> FunctionType:  # type: ignore[override]
        return super().get(tuple(inputs), tuple(results))

    def _post_init(self) -> None:
        self.inputs, self.results = self.params

    def print_text(self, p: AttrPrinter) -> str:
        t = p.type
        s = "(" + ", ".join([t(x) for x in self.inputs]) + ") -> "
        res = self.results
        if len(res) == 1 and type(res[0]) is not FunctionType:
            return s + t(res[0])
        return s + "(" + ", ".join([t(x) for x in res]) + ")"


# ----------------------------------------------------------------------------- shaped types


class ShapedType(Type):
    """Common queries of tensors, memrefs and vectors.

    ``shape`` is a tuple (``DYNAMIC`` for ``?``), or None when unranked;
    ``element_type`` is the element type.
    """

    __slots__ = ()

    shape: tuple[int, ...] | None
    element_type: Type

    @property
    def has_rank(self) -> bool:
        return self.shape is not None

    @property
    def rank(self) -> int | None:
        s = self.shape
        return None if s is None else len(s)

    @property
    def has_static_shape(self) -> bool:
        s = self.shape
        return s is not None and DYNAMIC not in s

    @property
    def num_dynamic_dims(self) -> int:
        s = self.shape
        return 0 if s is None else s.count(DYNAMIC)

    def is_dynamic_dim(self, i: int) -> bool:
        s = self.shape
        if s is None:
            raise ValueError(f"unranked type {self} has no dimension {i}")
        return s[i] == DYNAMIC

    @property
    def num_elements(self) -> int:
        """Product of the dimensions; only for static shapes."""
        s = self.shape
        if s is None or DYNAMIC in s:
            raise ValueError(f"{self} does not have a static shape")
        n = 1
        for d in s:
            n *= d
        return n


class TensorType(ShapedType):
    """Base of ``RankedTensorType`` and ``UnrankedTensorType``."""

    __slots__ = ()


class RankedTensorType(TensorType):
    """``tensor<4x?xf32>``, ``tensor<f32>``, ``tensor<8xi32, #enc>`` (optional encoding)."""

    __slots__ = ("element_type", "encoding", "shape")

    shape: tuple[int, ...]
    encoding: Attribute | None

    @classmethod
    def get(  # type: ignore[override]
        cls, shape: Sequence[int], element_type: Type, encoding: Attribute | None = None
    ) -> RankedTensorType:
        if not _valid_tensor_element(element_type):
            raise ValueError("invalid tensor element type")
        return super().get(_norm_shape(shape), element_type, encoding)

    def _post_init(self) -> None:
        self.shape, self.element_type, self.encoding = self.params

    def print_text(self, p: AttrPrinter) -> str:
        s = "tensor<" + _dims_text(self.shape) + p.type(self.element_type)
        if self.encoding is not None:
            s += ", " + p.attr(self.encoding)
        return s + ">"


class UnrankedTensorType(TensorType):
    """``tensor<*xf32>``."""

    __slots__ = ("element_type",)

    shape: ClassVar[None] = None

    @classmethod
    def get(cls, element_type: Type) -> UnrankedTensorType:  # type: ignore[override]
        if not _valid_tensor_element(element_type):
            raise ValueError("invalid tensor element type")
        return super().get(element_type)

    def _post_init(self) -> None:
        self.element_type = self.params[0]

    def print_text(self, p: AttrPrinter) -> str:
        return f"tensor<*x{p.type(self.element_type)}>"


class BaseMemRefType(ShapedType):
    """Base of ``MemRefType`` and ``UnrankedMemRefType`` (both have ``memory_space``)."""

    __slots__ = ()

    memory_space: Attribute | None


def _int_attr_value(a: Any) -> int | None:
    """The value of an ``IntegerAttr`` (``true``/``false`` included), else None."""
    if type(a).__name__ != "IntegerAttr":
        return None
    v = getattr(a, "value", None)
    return int(v) if isinstance(v, int) else None


def _norm_memory_space(ms: Attribute | None) -> Attribute | None:
    # MLIR's skipDefaultMemorySpace: an integer memory space 0 is the default.
    if ms is not None and _int_attr_value(ms) == 0:
        return None
    return ms


def _memory_space_text(p: AttrPrinter, ms: Attribute) -> str:
    # Printed with AttrTypeElision::May: an i64 integer loses its type.
    elided = getattr(ms, "elided_text", None)
    if elided is not None and type(ms).__name__ == "IntegerAttr":
        return elided(p)
    return p.attr(ms)


def memref_layout_error(shape: Sequence[int], layout: Attribute | None) -> str | None:
    """MLIR's verifier message for a layout that does not fit a memref of ``shape``, else None."""
    if layout is None:
        return None
    rank = len(shape)
    lm = getattr(layout, "map", None)
    if type(layout).__name__ == "AffineMapAttr" and lm is not None:
        if lm.num_dims != rank:
            return f"memref layout mismatch between rank and affine map: {rank} != {lm.num_dims}"
        return None
    strides = getattr(layout, "strides", None)
    if (
        type(layout).__name__ == "StridedLayoutAttr"
        and strides is not None
        and len(strides) != rank
    ):
        return "expected the number of strides to match the rank"
    return None


class MemRefType(BaseMemRefType):
    """``memref<4x?xf32, #layout, #memspace>``.

    ``layout`` is None for the identity layout (an identity ``AffineMapAttr``
    given to ``get`` is dropped); ``memory_space`` is None for the default
    (an integer 0 given to ``get`` is dropped).
    """

    __slots__ = ("element_type", "layout", "memory_space", "shape")

    shape: tuple[int, ...]
    layout: Attribute | None

    @classmethod
    def get(  # type: ignore[override]
        cls,
        shape: Sequence[int],
        element_type: Type,
        layout: Attribute | None = None,
        memory_space: Attribute | None = None,
    ) -> MemRefType:
        if not _valid_memref_element(element_type):
            raise ValueError("invalid memref element type")
        shp = _norm_shape(shape)
        if layout is not None:
            err = memref_layout_error(shp, layout)
            if err is not None:
                raise ValueError(err)
            is_identity = getattr(layout, "is_identity", None)
            if is_identity is not None and is_identity():
                layout = None
        return super().get(shp, element_type, layout, _norm_memory_space(memory_space))

    def _post_init(self) -> None:
        self.shape, self.element_type, self.layout, self.memory_space = self.params

    @property
    def layout_map(self):
        """The layout as an ``AffineMap`` (identity when there is no layout)."""
        from .affine import AffineMap

        lay = self.layout
        if lay is None:
            return AffineMap.get_multi_dim_identity(len(self.shape))
        m = getattr(lay, "map", None)
        if m is not None:
            return m
        return lay.to_affine_map()  # type: ignore[attr-defined]

    def print_text(self, p: AttrPrinter) -> str:
        s = "memref<" + _dims_text(self.shape) + p.type(self.element_type)
        if self.layout is not None:
            s += ", " + p.attr(self.layout)
        if self.memory_space is not None:
            s += ", " + _memory_space_text(p, self.memory_space)
        return s + ">"


class UnrankedMemRefType(BaseMemRefType):
    """``memref<*xf32>``, ``memref<*xf32, 1>``."""

    __slots__ = ("element_type", "memory_space")

    shape: ClassVar[None] = None

    @classmethod
    def get(  # type: ignore[override]
        cls, element_type: Type, memory_space: Attribute | None = None
    ) -> UnrankedMemRefType:
        if not _valid_memref_element(element_type):
            raise ValueError("invalid memref element type")
        return super().get(element_type, _norm_memory_space(memory_space))

    def _post_init(self) -> None:
        self.element_type, self.memory_space = self.params

    def print_text(self, p: AttrPrinter) -> str:
        s = "memref<*x" + p.type(self.element_type)
        if self.memory_space is not None:
            s += ", " + _memory_space_text(p, self.memory_space)
        return s + ">"


class VectorType(ShapedType):
    """``vector<4x8xf32>``, ``vector<[4]x8xf32>`` (scalable dims), ``vector<f32>`` (0-d).

    ``scalable_dims`` has one bool per dimension; every size is positive.
    """

    __slots__ = ("element_type", "scalable_dims", "shape")

    shape: tuple[int, ...]
    scalable_dims: tuple[bool, ...]

    @classmethod
    def get(  # type: ignore[override]
        cls,
        shape: Sequence[int],
        element_type: Type,
        scalable: Sequence[bool] | None = None,
    ) -> VectorType:
        shp = tuple([int(d) for d in shape])
        for d in shp:
            if d <= 0:
                raise ValueError("vector types must have positive constant sizes")
        sc = (False,) * len(shp) if scalable is None else tuple([bool(b) for b in scalable])
        if len(sc) != len(shp):
            raise ValueError("scalable dims and shape differ in length")
        if not _valid_vector_element(element_type):
            raise ValueError("vector elements must be int/index/float type")
        return super().get(shp, element_type, sc)

    def _post_init(self) -> None:
        self.shape, self.element_type, self.scalable_dims = self.params

    @property
    def scalable(self) -> tuple[bool, ...]:
        return self.scalable_dims

    @property
    def is_scalable(self) -> bool:
        return True in self.scalable_dims

    def print_text(self, p: AttrPrinter) -> str:
        dims = "".join(
            [(f"[{d}]x" if sc else f"{d}x") for d, sc in zip(self.shape, self.scalable_dims)]
        )
        return "vector<" + dims + p.type(self.element_type) + ">"


# ----------------------------------------------------------------------------- dialect types


def _simple_enough_for_pretty_form(data: str) -> bool:
    """MLIR's ``isDialectSymbolSimpleEnoughForPrettyForm``."""
    if not data or not data[0].isascii() or not data[0].isalpha():
        return False
    i = 0
    n = len(data)
    while i < n:
        c = data[i]
        if (c.isascii() and c.isalnum()) or c == "." or c == "_":
            i += 1
            continue
        break
    if i == n:
        return True
    return data[i] == "<" and data[-1] == ">"


def _dialect_symbol_text(prefix: str, dialect: str, data: str) -> str:
    if _simple_enough_for_pretty_form(data):
        return f"{prefix}{dialect}.{data}"
    return f"{prefix}{dialect}<{data}>"


class OpaqueType(Type):
    """A type of an unregistered dialect, kept as text (MLIR's ``OpaqueType``).

    ``data`` is what follows the dialect name: ``bar<1>`` for ``!foo.bar<1>``,
    ``"x"`` for ``!foo<"x">``. It prints back as ``!foo.bar<1>`` when it is
    simple enough for MLIR's pretty form, else as ``!foo<data>``.
    """

    __slots__ = ("data", "dialect")

    dialect: str
    data: str

    @classmethod
    def get(cls, dialect: str, data: str) -> OpaqueType:  # type: ignore[override]
        return super().get(dialect, data)

    def _post_init(self) -> None:
        self.dialect, self.data = self.params

    def print_text(self, p: AttrPrinter) -> str:
        return _dialect_symbol_text("!", self.dialect, self.data)


class DialectType(Type):
    """A type of a known dialect that has no type parser, kept verbatim: ``!llvm.ptr<1>``.

    ``body`` is what follows ``!dialect.`` (``ptr<1>``); it prints as MLIR
    prints a dialect symbol. ``mnemonic`` is the body's leading identifier
    and ``params_text`` the text inside its ``<...>``. (The verbose form
    ``!dialect<...>`` of a known dialect is read as an ``OpaqueType``, as
    ``attr_parser`` does for attributes.)
    """

    __slots__ = ("body", "dialect", "mnemonic", "params_text")

    dialect: str
    body: str
    mnemonic: str
    params_text: str

    @classmethod
    def get(cls, dialect: str, body: str) -> DialectType:  # type: ignore[override]
        return super().get(dialect, body)

    def _post_init(self) -> None:
        self.dialect, self.body = self.params
        self.mnemonic, self.params_text = split_mnemonic(self.body)

    def print_text(self, p: AttrPrinter) -> str:
        return _dialect_symbol_text("!", self.dialect, self.body)


# ----------------------------------------------------------------------------- validity

_BUILTIN_TYPE_CLASSES = (
    IntegerType,
    IndexType,
    FloatType,
    NoneType,
    ComplexType,
    TupleType,
    FunctionType,
    RankedTensorType,
    UnrankedTensorType,
    MemRefType,
    UnrankedMemRefType,
    VectorType,
    OpaqueType,
)
_SCALAR_CLASSES = (IntegerType, IndexType, FloatType)


def _valid_tensor_element(t: Any) -> bool:
    """MLIR's ``TensorType::isValidElementType``."""
    if isinstance(t, (IntegerType, IndexType, FloatType, ComplexType, VectorType, OpaqueType)):
        return True
    return isinstance(t, Type) and not isinstance(t, _BUILTIN_TYPE_CLASSES)


def _valid_memref_element(t: Any) -> bool:
    """MLIR's ``BaseMemRefType::isValidElementType``; other dialects' types are trusted
    to implement ``MemRefElementTypeInterface`` (unregistered ``OpaqueType`` is not)
    unless their class says ``MEMREF_ELEMENT = False`` (the LLVM dialect's types)."""
    if isinstance(
        t,
        (
            IntegerType,
            IndexType,
            FloatType,
            ComplexType,
            MemRefType,
            UnrankedMemRefType,
            VectorType,
        ),
    ):
        return True
    return (
        isinstance(t, Type)
        and not isinstance(t, _BUILTIN_TYPE_CLASSES)
        and getattr(t, "MEMREF_ELEMENT", True)
    )


def _valid_vector_element(t: Any) -> bool:
    """MLIR 19's ``VectorType::isValidElementType``: integer, index or float."""
    return isinstance(t, _SCALAR_CLASSES)


# ----------------------------------------------------------------------------- queries


def is_integer(t: Any, width: int | None = None) -> bool:
    """An ``IntegerType`` (of ``width`` bits if given), any signedness."""
    return isinstance(t, IntegerType) and (width is None or t.width == width)


def is_signless_integer(t: Any, width: int | None = None) -> bool:
    return (
        isinstance(t, IntegerType)
        and t.signedness == "signless"
        and (width is None or t.width == width)
    )


def is_index(t: Any) -> bool:
    return isinstance(t, IndexType)


def is_float(t: Any) -> bool:
    return isinstance(t, FloatType)


def is_int_or_index(t: Any) -> bool:
    return isinstance(t, (IntegerType, IndexType))


def is_int_or_float(t: Any) -> bool:
    return isinstance(t, (IntegerType, FloatType))


def is_int_or_index_or_float(t: Any) -> bool:
    return isinstance(t, _SCALAR_CLASSES)


def is_shaped(t: Any) -> bool:
    return isinstance(t, ShapedType)


def element_type(t: Any) -> Any:
    """The element type of a shaped type, else the type itself (MLIR's ``getElementTypeOrSelf``)."""
    if isinstance(t, ShapedType):
        return t.element_type
    return t


def rank(t: Any) -> int | None:
    """Rank of a shaped type (None if unranked); other types count as rank 0."""
    if isinstance(t, ShapedType):
        return t.rank
    return 0


def has_static_shape(t: Any) -> bool:
    """True for ranked shapes without ``?`` and for non-shaped types."""
    if isinstance(t, ShapedType):
        return t.has_static_shape
    return True


# ----------------------------------------------------------------------------- singletons

i1 = IntegerType.get(1)
i8 = IntegerType.get(8)
i16 = IntegerType.get(16)
i32 = IntegerType.get(32)
i64 = IntegerType.get(64)
i128 = IntegerType.get(128)
index = IndexType.get()
f16 = FloatType.get("f16")
bf16 = FloatType.get("bf16")
f32 = FloatType.get("f32")
f64 = FloatType.get("f64")
f80 = FloatType.get("f80")
f128 = FloatType.get("f128")
tf32 = FloatType.get("tf32")
none_type = NoneType.get()
