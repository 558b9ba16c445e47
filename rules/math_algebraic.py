"""Native helpers and patterns of ``math_algebraic.rules`` (MLIR 19's
``AlgebraicSimplification.cpp``).

* ``exactly(c, v)``: the float constant ``c`` (a scalar or a splat) is exactly ``v``;
* ``one(t)``: 1.0 of ``t``'s element type (a scalar attribute: vectors broadcast it);
* ``is_vector(t)``;
* ``PATTERNS``: MLIR's ``PowIStrengthReduction`` for ``math.ipowi`` (``arith.muli``,
  ``arith.divsi``) and ``math.fpowi`` (``arith.mulf``, ``arith.divf``): a constant exponent
  ``n`` (a scalar or a splat) with ``|n| <= 3`` becomes ``1`` for ``n == 0``, else ``b * b
  * ...`` (``|n|`` factors, left to right) with ``b = x``, or ``b = 1 / x`` for ``n < 0``.

What this module does not do: pick which patterns run
(``passes/transforms/test_math_algebraic_simplification.py``).
"""

from __future__ import annotations

from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr
from irlite.ir.pattern import rewrite_pattern
from irlite.ir.types import VectorType

from .math_expand import constant_int

__all__ = ["PATTERNS", "exactly", "is_vector", "one"]

#: MLIR 19's exponent threshold of PowIStrengthReduction
EXPONENT_THRESHOLD = 3


def exactly(c: Any, v: float) -> bool:
    """``c`` is the float ``v`` exactly, as a scalar or a splat."""
    if type(c) is FloatAttr:
        return c.value == v
    if type(c) is DenseIntOrFPElementsAttr and c.is_splat:
        x = c.splat_value
        return type(x) is float and x == v
    return False


def is_vector(t: Any) -> bool:
    return type(t) is VectorType


def one(t: Any) -> Any:
    """1.0 of ``t``'s element type."""
    return FloatAttr.get(getattr(t, "element_type", t), 1.0)


def _powi(op: Any, rw: Any, is_float: bool) -> bool:
    n = constant_int(op.op_operands[1].value)
    if n is None or abs(n) > EXPONENT_THRESHOLD:
        return False
    a = builtin_module("arith")
    x = op.op_operands[0].value
    t = x.type
    e = getattr(t, "element_type", t)
    loc = op.loc
    rw.set_insertion_point(op)
    one_attr = FloatAttr.get(e, 1.0) if is_float else IntegerAttr.get(e, 1)
    one = rw.create(a.ConstantOp, value=one_attr, loc=loc).results[0]
    if type(t) is VectorType:  # MLIR broadcasts the scalar one
        one = rw.create("vector.broadcast", [one], [t], loc=loc).results[0]
    if n == 0:
        rw.replace_op(op, [one])
        return True
    mul, div = (a.MulfOp, a.DivfOp) if is_float else (a.MuliOp, a.DivsiOp)
    base = x
    if n < 0:
        base = rw.create(div, one, x, loc=loc).results[0]
    result = base
    for _ in range(1, abs(n)):
        result = rw.create(mul, result, base, loc=loc).results[0]
    rw.replace_op(op, [result])
    return True


@rewrite_pattern("math.ipowi", "IPowIStrengthReduction")
def ipowi_strength_reduction(op: Any, rw: Any) -> bool:
    """ipowi(x, n) for a constant |n| <= 3 (module docstring)."""
    return _powi(op, rw, False)


@rewrite_pattern("math.fpowi", "FPowIStrengthReduction")
def fpowi_strength_reduction(op: Any, rw: Any) -> bool:
    """fpowi(x, n) for a constant |n| <= 3 (module docstring)."""
    return _powi(op, rw, True)


#: the strength reductions that loop (the pass adds them to the rules)
PATTERNS: list = [ipowi_strength_reduction, fpowi_strength_reduction]
