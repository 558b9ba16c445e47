"""Native helpers of ``math_approx.rules``: constants and types its rules cannot write.

The polynomial approximations of ``math_approx.rules`` (MLIR 19's
``PolynomialApproximation.cpp``) build float and ``i32`` constants of the shape of the
op they approximate and name ``cmpf``/``cmpi`` predicates; the rule language has no
literal for these, so they are functions here:

* ``fc(t, v)``: MLIR's ``f32Cst``/``floatCst``: the number ``v`` rounded first to f32
  (C++ ``float``, as MLIR's helpers take it) and then to the element type of ``t``
  (f32 or f16), a ``FloatAttr`` for a scalar, a ``dense<v>`` splat for a vector;
* ``ic(t, v)``: MLIR's ``i32Cst``: the integer ``v`` (wrapped to 32 bits) as an ``i32``
  attribute of ``t``'s shape;
* ``i32_like(t)`` / ``f32_like(t)``: ``t`` with its element type replaced by ``i32`` /
  ``f32`` (the shape kept: MLIR's ``broadcast(type, shape)``);
* ``is_f32(t)``, ``is_f16_or_f32(t)``, ``is_vector(t)``, ``reuses_f32(op)``: the element-type guards of
  the approximations and of ``ReuseF32Expansion`` (every operand and result of the
  op's one type, a float narrower than 32 bits);
* ``approximable(t)``: a scalar or a vector: the types whose constants
  can be written as ``arith.constant`` (MLIR broadcasts scalar constants with
  ``vector.broadcast``, which its greedy driver folds into the same splats);
* ``cmpf(kw)`` / ``cmpi(kw)``: predicate attributes by keyword.

What this module does not do: build ops (the rules do) or pick which rules run (the
pass, ``passes/transforms/math_polynomial_approximation.py``).
"""

from __future__ import annotations

import struct
from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr
from irlite.ir.types import FloatType, IntegerType, VectorType

__all__ = [
    "F16",
    "F32",
    "I32",
    "approximable",
    "cmpf",
    "cmpi",
    "element",
    "f32_like",
    "fc",
    "i32_like",
    "ic",
    "is_f16_or_f32",
    "is_f32",
    "is_vector",
    "reuses_f32",
]

F16 = FloatType.get("f16")
F32 = FloatType.get("f32")
I32 = IntegerType.get(32)


def element(t: Any) -> Any:
    """The element type of a vector (or other shaped type) ``t``; ``t`` itself for a scalar."""
    return getattr(t, "element_type", t)


def _like(t: Any, e: Any) -> Any:
    if isinstance(t, VectorType):
        return VectorType.get(t.shape, e, t.scalable_dims)
    return e


def i32_like(t: Any) -> Any:
    """``t`` with element type ``i32`` (the same vector shape, or the scalar ``i32``)."""
    return _like(t, I32)


def f32_like(t: Any) -> Any:
    """``t`` with element type ``f32``: MLIR's ``ShapedType::clone(f32)`` / ``f32``."""
    if isinstance(t, VectorType):
        return VectorType.get(t.shape, F32, t.scalable_dims)
    if hasattr(t, "element_type") and hasattr(t, "clone"):
        return t.clone(element_type=F32)
    return F32


def approximable(t: Any) -> bool:
    """A scalar or a vector (fixed or scalable): the types whose splat constants
    ``arith.constant`` can hold (a tensor is not one: MLIR 19 builds invalid IR for it)."""
    if isinstance(t, VectorType):
        return True
    return not hasattr(t, "element_type")


def is_f32(t: Any) -> bool:
    """The element type of ``t`` is f32 and ``t`` is a scalar or a vector."""
    return element(t) is F32 and approximable(t)


def is_vector(t: Any) -> bool:
    """``t`` is a vector type (the log rules build their frexp constants per shape)."""
    return isinstance(t, VectorType)


def is_f16_or_f32(t: Any) -> bool:
    """The element type of ``t`` is f16 or f32 (asin and acos take both)."""
    return element(t) in (F16, F32) and approximable(t)


def reuses_f32(op: Any) -> bool:
    """MLIR's ``insertCasts`` guard: all operand and result types are one float type of
    fewer than 32 bits (f16, bf16, ...), so the op can run in f32 between casts."""
    t = op.results[0].type
    if any(r.type is not t for r in op.results) or any(
        o.value.type is not t for o in op.op_operands
    ):
        return False
    e = element(t)
    return isinstance(e, FloatType) and e is not F32 and e.width < 32 and approximable(t)


def _round(e: Any, v: float) -> float:
    f = struct.unpack("<f", struct.pack("<f", v))[0]  # MLIR's helpers take a C++ float
    return struct.unpack("<e", struct.pack("<e", f))[0] if e is F16 else f


def fc(t: Any, v: float) -> Any:
    """The float ``v`` (rounded to f32, then to ``t``'s element type) as a constant
    attribute of type ``t``: a ``FloatAttr`` for a scalar, a splat for a vector."""
    e = element(t)
    x = _round(e, v)
    if e is t:
        return FloatAttr.get(t, x)
    return DenseIntOrFPElementsAttr.from_values(t, [x])


def ic(t: Any, v: int) -> Any:
    """The integer ``v`` (two's complement in 32 bits) as an ``i32`` constant attribute of
    ``t``'s shape (``t`` is the float type the approximation works on)."""
    v &= 0xFFFFFFFF
    if v >= 1 << 31:
        v -= 1 << 32
    it = i32_like(t)
    if it is I32:
        return IntegerAttr.get(I32, v)
    return DenseIntOrFPElementsAttr.from_values(it, [v])


def cmpf(kw: str) -> Any:
    """The ``arith.cmpf`` predicate attribute of keyword ``kw`` (``"olt"``, ``"ugt"``, ...)."""
    return builtin_module("arith").ENUMS["CmpFPredicate"].attr(kw)


def cmpi(kw: str) -> Any:
    """The ``arith.cmpi`` predicate attribute of keyword ``kw`` (``"eq"``, ``"sgt"``, ...)."""
    return builtin_module("arith").ENUMS["CmpIPredicate"].attr(kw)
