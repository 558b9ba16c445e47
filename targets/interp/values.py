"""Runtime values of the reference interpreter and their conversions.

Representation (chosen so every op's semantics is a few exact lines):

- integers (signless ``iN``, ``index`` as 64 bits) are Python ``int``s kept
  in *signed normal form*: wrapped to ``[-2**(N-1), 2**(N-1))`` (so ``i1``
  true is ``-1``); unsigned readings are ``x & mask``;
- floats are numpy scalars of the type's precision (``f16``, ``f32``,
  ``f64``), so numpy's IEEE arithmetic gives exact rounding, NaN and Inf;
- ``POISON`` is one value standing for MLIR's poison (of any type); a vector
  or tensor with a poison element is ``POISON`` as a whole (a conservative
  over-approximation);
- tensors and vectors are numpy arrays (never mutated once made);
- memrefs are ``MemRef`` objects: a numpy view (shared with the caller's
  array for arguments, so stores are visible to it) plus a same-shaped
  poison mask that follows the same views.

What this module does not do: execute ops (``ops_*`` modules), or support
other float formats (``bf16``, ``f8*``, ``f80``, ``f128``, ``tf32``), complex
numbers or unranked memrefs (they raise ``InterpError``).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...ir.diagnostics import IrliteError
from ...ir.types import FloatType, IndexType, IntegerType, MemRefType, ShapedType

__all__ = [
    "POISON",
    "InterpError",
    "MemRef",
    "Poison",
    "UndefinedBehavior",
    "float_dtype",
    "from_numpy",
    "int_width",
    "to_numpy",
    "wrap",
]


class InterpError(IrliteError):
    """The interpreter cannot run this (unknown op, unsupported type, bad arguments)."""


class UndefinedBehavior(InterpError):
    """The program executed undefined behavior (division by zero, branch on poison, ...).

    After UB any result is allowed, so differential tests discard such runs.
    """


class Poison:
    """MLIR's ``poison``: a value that may be replaced by anything (one instance, ``POISON``)."""

    __slots__ = ()
    _inst: Poison | None = None

    def __new__(cls) -> Poison:  # noqa: PYI034  (a singleton)
        if cls._inst is None:
            cls._inst = object.__new__(cls)
        return cls._inst

    def __repr__(self) -> str:
        return "poison"

    def __reduce__(self) -> Any:
        return (Poison, ())


POISON = Poison()

_WIDTH: dict = {}
_INDEX_WIDTH = 64


def int_width(t: Any) -> int:
    """Bit width of an integer or index type (or of a shaped type's elements)."""
    w = _WIDTH.get(t)
    if w is None:
        e = t.element_type if isinstance(t, ShapedType) else t
        if isinstance(e, IndexType):
            w = _INDEX_WIDTH
        elif isinstance(e, IntegerType):
            w = e.width
        else:
            raise InterpError(f"expected an integer type, got {t}")
        _WIDTH[t] = w
    return w


_MASKS: dict[int, tuple[int, int]] = {}


def wrap(x: int, w: int) -> int:
    """``x`` wrapped to ``w`` bits, in signed normal form."""
    m = _MASKS.get(w)
    if m is None:
        m = _MASKS[w] = ((1 << w) - 1, 1 << (w - 1))
    x &= m[0]
    return x - (m[0] + 1) if x & m[1] else x


_FLOAT_DTYPES = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
_DTYPE: dict = {}


def float_dtype(t: Any) -> Any:
    """The numpy scalar type of a float type (or of a shaped type's elements)."""
    d = _DTYPE.get(t)
    if d is None:
        e = t.element_type if isinstance(t, ShapedType) else t
        if not isinstance(e, FloatType):
            raise InterpError(f"expected a float type, got {t}")
        d = _FLOAT_DTYPES.get(e.name)
        if d is None:
            raise InterpError(f"the interpreter does not support {e} yet")
        _DTYPE[t] = d
    return d


def storage_dtype(elem: Any) -> Any:
    """The numpy dtype that holds elements of type ``elem`` in arrays."""
    if isinstance(elem, FloatType):
        return float_dtype(elem)
    w = int_width(elem)
    if w == 1:
        return np.bool_
    for bits, dt in ((8, np.int8), (16, np.int16), (32, np.int32), (64, np.int64)):
        if w == bits:
            return dt
    if w < 64:
        return np.int64
    return object


def is_float(t: Any) -> bool:
    e = t.element_type if isinstance(t, ShapedType) else t
    return isinstance(e, FloatType)


class MemRef:
    """A memref value: ``data`` (numpy view) and ``poison`` (bool mask, same view)."""

    __slots__ = ("data", "poison", "type")

    def __init__(self, data: np.ndarray, poison: np.ndarray, type: Any = None) -> None:
        self.data = data
        self.poison = poison
        self.type = type

    def view(self, fn: Any) -> MemRef:
        """A memref aliasing this one through the same numpy view function."""
        return MemRef(fn(self.data), fn(self.poison), self.type)

    def __repr__(self) -> str:
        return f"MemRef({self.data!r})"


def elem_from_numpy(x: Any, elem: Any) -> Any:
    """One array element (numpy scalar) as an interpreter value of type ``elem``."""
    if isinstance(elem, FloatType):
        return float_dtype(elem)(x)
    return wrap(int(x), int_width(elem))


def elem_to_numpy(v: Any, elem: Any) -> Any:
    """An interpreter scalar as what an array of ``elem`` stores."""
    if isinstance(elem, FloatType):
        return v
    w = int_width(elem)
    if w == 1:
        return bool(v & 1)
    return v


def from_numpy(x: Any, t: Any) -> Any:
    """A caller's argument (numpy scalar/array, Python number) as a value of type ``t``."""
    if x is POISON:
        return POISON
    if isinstance(t, MemRefType):
        if not isinstance(x, np.ndarray):
            raise InterpError(
                f"memref argument of type {t} needs a numpy array, got {type(x).__name__}"
            )
        want = storage_dtype(t.element_type)
        if want is not object and x.dtype != np.dtype(want):
            raise InterpError(
                f"memref argument of type {t} needs dtype {np.dtype(want)}, got {x.dtype}"
            )
        if len(x.shape) != len(t.shape) or any(d >= 0 and d != s for d, s in zip(t.shape, x.shape)):
            raise InterpError(f"array of shape {x.shape} does not fit {t}")
        return MemRef(x, np.zeros(x.shape, dtype=np.bool_), t)
    if isinstance(t, ShapedType):
        a = np.array(x, dtype=storage_dtype(t.element_type))
        return a
    if isinstance(t, FloatType):
        return float_dtype(t)(x)
    if isinstance(t, (IntegerType, IndexType)):
        return wrap(int(x), int_width(t))
    raise InterpError(f"the interpreter does not support arguments of type {t}")


def to_numpy(v: Any, t: Any) -> Any:
    """An interpreter value of type ``t`` as what ``run`` returns.

    Integers of 1/8/16/32/64 bits become ``np.bool_``/``np.intN`` (``index``:
    ``np.int64``), other widths Python ints (signed); floats stay numpy
    scalars; memrefs give their numpy array; ``POISON`` stays ``POISON``.
    """
    if v is POISON:
        return POISON
    if isinstance(v, MemRef):
        return v.data
    if isinstance(t, (IntegerType, IndexType)):
        w = int_width(t)
        if w == 1:
            return np.bool_(v & 1)
        if w in (8, 16, 32, 64):
            return storage_dtype(t)(v)
        return v
    return v
