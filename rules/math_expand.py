"""Native helpers and patterns of ``math_expand.rules`` (MLIR 19's ``ExpandPatterns.cpp``).

The rules build float and integer constants of the shape of the op they expand, name
predicates and read a float type's bit layout; the rule language has no literal for
these, so they are functions here:

* ``fconst(t, v)``: MLIR's ``createFloatConst``, the number ``v`` rounded to the element
  type of ``t`` (a ``FloatAttr`` for a scalar, a ``dense<v>`` splat for a vector or a
  static tensor); ``iconst(t, v)``: ``createIntConst``, the integer ``v`` of type ``t``;
  ``bits_const(t, v)``: ``v`` in the integer type as wide as ``t``'s float elements;
* ``bits_like(t)``: that integer type in ``t``'s shape (``f32 -> i32``,
  ``vector<4xf16> -> vector<4xi16>``); ``int_like(t, w)`` (from ``arith_expand``);
* ``layout(t, field)``: the numbers roundeven's expansion is written with, for the float
  elements of ``t`` (``mantissa`` bits, ``bias``, ``sign_bit`` position, ``half_bit``
  (the top mantissa bit), ``mantissa_mask``, ``exp_mask``);
* ``constant_int(v)``: the value of an integer constant (scalar or splat) ``v``, or None;
* guards: ``is_f32_elements(t)``, ``is_float_elements(t)``, ``has_splat_types(op)``.

``PATTERNS`` are the two expansions that loop, written natively: ``ExpandCtlz`` (MLIR's
``convertCtlzOp``, a binary search over the bits with ``cmpi``/``shli``/``select``) and
``ExpandFPowIConstant`` (``convertFPowIOp`` for a constant power: square and multiply,
``1 / r`` for a negative power with ``+-0 -> +-inf``). What this module does not do: pick
which patterns run (``passes/transforms/test_expand_math.py``).
"""

from __future__ import annotations

import math
from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr
from irlite.ir.core import OpResult
from irlite.ir.pattern import rewrite_pattern
from irlite.ir.types import FloatType, IndexType, IntegerType

from .arith_expand import cmpf, cmpi, element, has_splat_types, int_like

__all__ = [
    "LN2",
    "PATTERNS",
    "bits_const",
    "bits_like",
    "cmpf",
    "cmpi",
    "constant_int",
    "element",
    "fconst",
    "has_splat_types",
    "iconst",
    "int_like",
    "is_f32_elements",
    "is_float_elements",
    "layout",
]

#: ln 2 as a double (LLVM's ``numbers::ln2``), rounded to the element type by ``fconst``
LN2 = math.log(2.0)
_F32 = FloatType.get("f32")


def fconst(t: Any, v: float) -> Any:
    """The float ``v`` as a constant attribute of type ``t`` (a splat when ``t`` is shaped)."""
    e = element(t)
    if e is t:
        return FloatAttr.get(t, v)
    return DenseIntOrFPElementsAttr.from_values(t, [FloatAttr.get(e, v).value])


def iconst(t: Any, v: int) -> Any:
    """The integer ``v`` (wrapped to the element width) as a constant attribute of type ``t``."""
    e = element(t)
    w = 64 if type(e) is IndexType else e.width
    v &= (1 << w) - 1
    if w > 1 and v >> (w - 1):
        v -= 1 << w
    if e is t:
        return IntegerAttr.get(t, v)
    return DenseIntOrFPElementsAttr.from_values(t, [v])


def bits_like(t: Any) -> Any:
    """The integer type as wide as ``t``'s float elements, in ``t``'s shape."""
    return int_like(t, element(t).width)


def bits_const(t: Any, v: int) -> Any:
    """``v`` as a constant of ``bits_like(t)``."""
    return iconst(bits_like(t), v)


def layout(t: Any, field: str) -> int:
    """A number of the bit layout of ``t``'s float elements (see the module docstring)."""
    e = element(t)
    mantissa = e.precision - 1  # MLIR: getFPMantissaWidth() - 1
    exponent = e.width - mantissa - 1
    return {
        "mantissa": mantissa,
        "sign_bit": e.width - 1,
        "bias": (1 << (exponent - 1)) - 1,
        "half_bit": 1 << (mantissa - 1),
        "mantissa_mask": (1 << mantissa) - 1,
        "exp_mask": (1 << exponent) - 1,
    }[field]


def is_f32_elements(t: Any) -> bool:
    """``t`` is f32 or a vector/tensor of f32 (MLIR's round expansion takes only those)."""
    return element(t) is _F32


def is_float_elements(t: Any) -> bool:
    """``t``'s elements are floats with a sign, exponent and mantissa field."""
    e = element(t)
    return type(e) is FloatType and e.precision > 1 and e.width > e.precision


def constant_int(v: Any) -> int | None:
    """The signed value of ``v`` when a ``ConstantLike`` op defines it with an integer
    or an integer splat (MLIR's ``m_Constant`` then ``m_ConstantInt``), else None."""
    o = v.owner if type(v) is OpResult else None
    if o is None or "ConstantLike" not in type(o).traits:
        return None
    a = o.properties.get("value")
    if type(a) is IntegerAttr:
        t, x = a.type, a.params[1]
    elif getattr(a, "is_splat", False) and type(a.splat_value) is int:
        t, x = a.type.element_type, a.splat_value
    else:
        return None
    w = 64 if type(t) is IndexType else t.width
    x &= (1 << w) - 1
    return x - (1 << w) if w > 1 and x >> (w - 1) else x


# ------------------------------------------------------------------ native patterns


def _arith() -> Any:
    return builtin_module("arith")


def _const(rw: Any, attr: Any, loc: Any) -> Any:
    return rw.create(_arith().ConstantOp, value=attr, loc=loc).results[0]


@rewrite_pattern("math.ctlz", "ExpandCtlz")
def expand_ctlz(op: Any, rw: Any) -> bool:
    """ctlz(x): halve the window each step: if x <= (all ones >> half), count += half and
    x <<= half; ctlz(0) = the bit width."""
    x = op.op_operands[0].value
    t = x.type
    e = element(t)
    if type(e) is not IntegerType or e.width > 64 or not has_splat_types(op):
        return False
    rw.set_insertion_point(op)
    a, loc, width = _arith(), op.loc, e.width
    allbits = (1 << width) - 1
    pred_ule, pred_eq = cmpi("ule"), cmpi("eq")
    cur = x
    count = _const(rw, iconst(t, 0), loc)
    bw = width
    while bw > 1:
        half = bw // 2
        bits = _const(rw, iconst(t, half), loc)
        mask = _const(rw, iconst(t, allbits >> half), loc)
        pred = rw.create(a.CmpiOp, cur, mask, predicate=pred_ule, loc=loc).results[0]
        add = rw.create(a.AddiOp, count, bits, loc=loc).results[0]
        shift = rw.create(a.ShliOp, cur, bits, loc=loc).results[0]
        cur = rw.create(a.SelectOp, pred, shift, cur, loc=loc).results[0]
        count = rw.create(a.SelectOp, pred, add, count, loc=loc).results[0]
        bw //= 2
    zero = _const(rw, iconst(t, 0), loc)
    is_zero = rw.create(a.CmpiOp, x, zero, predicate=pred_eq, loc=loc).results[0]
    bwval = _const(rw, iconst(t, width), loc)
    sel = rw.create(a.SelectOp, is_zero, bwval, count, loc=loc).results[0]
    rw.replace_op(op, [sel])
    return True


@rewrite_pattern("math.fpowi", "ExpandFPowIConstant")
def expand_fpowi_constant(op: Any, rw: Any) -> bool:
    """fpowi(x, n) for a constant n: x^|n| by squaring (r = 1; r *= x where a bit of |n|
    is set; x *= x), then for n < 0: r == 0 ? +inf : r == -0 ? -inf : 1 / r."""
    base = op.op_operands[0].value
    n = constant_int(op.op_operands[1].value)
    if n is None or not has_splat_types(op):
        return False
    rw.set_insertion_point(op)
    a, loc, t = _arith(), op.loc, base.type
    one = _const(rw, fconst(t, 1.0), loc)
    res = _const(rw, fconst(t, 1.0), loc)
    k = abs(n)
    while k > 0:
        if k & 1:
            res = rw.create(a.MulfOp, base, res, loc=loc).results[0]
        k >>= 1
        base = rw.create(a.MulfOp, base, base, loc=loc).results[0]
    if n < 0:
        zero = _const(rw, fconst(t, 0.0), loc)
        neg_zero = _const(rw, fconst(t, -0.0), loc)
        pos_inf = _const(rw, fconst(t, math.inf), loc)
        neg_inf = _const(rw, fconst(t, -math.inf), loc)
        oeq = cmpf("oeq")
        is_zero = rw.create(a.CmpfOp, res, zero, predicate=oeq, loc=loc).results[0]
        is_neg_zero = rw.create(a.CmpfOp, res, neg_zero, predicate=oeq, loc=loc).results[0]
        res = rw.create(a.DivfOp, one, res, loc=loc).results[0]
        res = rw.create(a.SelectOp, is_zero, pos_inf, res, loc=loc).results[0]
        res = rw.create(a.SelectOp, is_neg_zero, neg_inf, res, loc=loc).results[0]
    rw.replace_op(op, [res])
    return True


#: the expansions that loop, as native patterns (the pass adds them to the rules)
PATTERNS: list = [expand_ctlz, expand_fpowi_constant]
