"""Native helpers of ``arith_expand.rules``: what its rules cannot write themselves.

The rules of ``arith_expand.rules`` build constants of the type they expand, name
``cmpi``/``cmpf`` predicates and test element types; the rule language has no
literal for any of these, so they are functions here:

* ``const(t, v)``: MLIR's ``createConst``, the integer ``v`` as an attribute of
  type ``t`` (an ``IntegerAttr`` for a scalar, a ``dense<v>`` splat for a vector
  or a statically shaped tensor);
* ``int_like(t, width)``: ``t`` with its element type replaced by ``i<width>``
  (MLIR's ``ShapedType::clone``; a scalar gives ``i<width>``);
* ``element(t)``: the element type of a vector or tensor, ``t`` itself otherwise
  (MLIR's ``getElementTypeOrSelf``), compared against ``BF16`` and ``F32``;
* ``has_splat_types(op)``: every operand and result type of ``op`` can hold a
  splat constant (a scalar, a vector or a static tensor), which the expansions
  that make constants need;
* ``cmpi(kw)`` / ``cmpf(kw)``: the predicate attribute of a keyword (``"slt"``,
  ``"uno"``, ...).

``passes/transforms/arith_expand.py`` also uses ``element``, ``BF16`` and ``F32``
for the bf16 ops' legality, so the rules and the conversion target agree on which
``extf``/``truncf`` are expanded. What this module does not do: build ops (the
rules do) or decide legality.
"""

from __future__ import annotations

from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import DenseIntOrFPElementsAttr, IntegerAttr
from irlite.ir.types import FloatType, IntegerType, RankedTensorType, VectorType

__all__ = ["BF16", "F32", "cmpf", "cmpi", "const", "element", "has_splat_types", "int_like"]

BF16 = FloatType.get("bf16")
F32 = FloatType.get("f32")


def element(t: Any) -> Any:
    """The element type of a vector or ranked tensor ``t``; ``t`` itself for a scalar."""
    return t.element_type if isinstance(t, (VectorType, RankedTensorType)) else t


def _splattable(t: Any) -> bool:
    if isinstance(t, VectorType):
        return True
    if isinstance(t, RankedTensorType):
        return t.has_static_shape
    return not hasattr(t, "element_type")  # a scalar (an unranked tensor has one)


def has_splat_types(op: Any) -> bool:
    """Every result and operand type of ``op`` is a scalar, a vector or a static tensor:
    the types whose splat constants can be written (``dense<0> : tensor<?xi64>`` cannot)."""
    return all(_splattable(r.type) for r in op.results) and all(
        _splattable(o.value.type) for o in op.op_operands
    )


def const(t: Any, value: int) -> Any:
    """The integer ``value`` as a constant attribute of type ``t`` (a splat when ``t`` is
    shaped), as MLIR's ``createConst``."""
    if element(t) is t:
        return IntegerAttr.get(t, value)
    return DenseIntOrFPElementsAttr.from_values(t, [value])


def int_like(t: Any, width: int) -> Any:
    """``t`` with element type ``i<width>``: the same vector or tensor shape, or the scalar."""
    e = IntegerType.get(width)
    if isinstance(t, VectorType):
        return VectorType.get(t.shape, e, t.scalable_dims)
    if isinstance(t, RankedTensorType):
        return RankedTensorType.get(t.shape, e, t.encoding)
    return e


def cmpi(kw: str) -> Any:
    """The ``arith.cmpi`` predicate attribute of keyword ``kw`` (``"slt"``, ``"ugt"``, ...)."""
    return builtin_module("arith").ENUMS["CmpIPredicate"].attr(kw)


def cmpf(kw: str) -> Any:
    """The ``arith.cmpf`` predicate attribute of keyword ``kw`` (``"uno"``, ``"ugt"``, ...)."""
    return builtin_module("arith").ENUMS["CmpFPredicate"].attr(kw)
