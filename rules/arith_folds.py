"""Folders of MLIR 19's ``arith`` ops, with exact integer and IEEE float semantics.

A folder is ``fold(op, consts)``: ``consts`` holds, per operand, the constant
attribute feeding it (``IntegerAttr``/``FloatAttr`` of a ``ConstantLike``
defining op) or ``None``. It returns ``None`` (no fold), an existing ``Value``
that replaces the single result, an ``Attribute`` (the driver materializes it
through ``arith.constant``), or ``True`` when it changed ``op`` in place
(``cmpi`` with the constant on the left is flipped). ``FOLDERS`` maps op names
to folders; the greedy driver looks them up. A folder that wraps another to fold
other kinds of constants too (``propagate_poison``: ``#ub.poison``;
``dense_folds.lift_elementwise``: dense elements) names the scalar folder it
wraps as its ``plain``, which answers the same whenever every constant is
``None``, an ``IntegerAttr`` or a ``FloatAttr``: a caller that has gathered
only such constants may call ``plain`` instead (the greedy driver does).

Integer semantics: values are two's-complement of the type's width (``index``
folds as 64 bits); signed ops read operands signed, unsigned ops unsigned;
division by zero, signed overflow of ``divsi``/``ceildivsi``/``floordivsi``
and shifts by the bit width or more are not folded (they are undefined or
poison in MLIR). Floats are computed in binary64 and rounded once to the
result type, which is exact for ``+ - * /`` of f16/bf16/f32/f64.

``maximumf``/``minimumf``/``maxnumf``/``minnumf`` fold ``op(x, x)`` and the
identity infinity (``max(x, -inf)``, ``min(x, +inf)``) to ``x`` and constants
with LLVM's ``maximum``/``minimum``/``maxnum``/``minnum`` (a propagated NaN is
the NaN operand itself, payload kept). One deliberate difference from mlir-opt
19: it folds ``maxnumf`` of constants with ``maximum`` (``maxnumf(1.0, NaN)``
becomes NaN), which contradicts the op's definition; irlite folds by the
definition (the non-NaN operand). ``select`` also folds ``select(a == b, a, b)``
to ``b`` and ``select(a != b, a, b)`` to ``a``.

``PATTERNS`` holds the arith canonicalizations written natively (MLIR's C++
patterns: ``SelectToExtUI``, ``CmpFIntToFPConst``) as ``RewritePattern``s,
tried after the ``canonicalize_arith`` ruleset of ``arith_canon.rules``,
which holds the DRR ones.

Casts of constants fold as MLIR 19's: ``sitofp``/``uitofp`` round to nearest
even (into f32/f64), ``fptosi``/``fptoui`` truncate and fold only in range,
``extf`` always (a quiet NaN keeps its payload; a signaling one stays), ``truncf`` only when exact, ``bitcast``
reinterprets the bits. ``cmpf`` of constants folds; one NaN constant suffices.

Dense (vector/tensor) constants fold element by element through ``dense_folds``'s
lifting of these folders (``bitcast`` reinterprets their bytes itself).
What it does not do: f80/f128
arithmetic, or casts from/to f16/bf16 except ``extf``/``bitcast``.
"""

from __future__ import annotations

import math
import operator
import struct
from collections.abc import Callable
from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr, float_semantics
from irlite.ir.core import OpResult
from irlite.ir.pattern import RewritePattern, rewrite_pattern
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.types import IndexType, IntegerType

from .dense_folds import lift_elementwise
from .ub import POISON
from .ub import materialize_constant as _poison_constant

__all__ = ["FOLDERS", "PATTERNS", "width_of"]

_IA = IntegerAttr
_FA = FloatAttr
_I1 = IntegerType.get(1)
Folder = Callable[[Any, Any], Any]  # fold(op, consts), as the module docstring says
_TRUE = IntegerAttr.get(_I1, 1)
_FALSE = IntegerAttr.get(_I1, 0)


def width_of(t: Any) -> int:
    """Bit width of an integer or index type (index: 64)."""
    return 64 if type(t) is IndexType else t.width


def _def(v: Any) -> Any:
    """The op defining ``v`` (``None`` for a block argument)."""
    return v.owner if type(v) is OpResult else None


def _u(v: int, w: int) -> int:
    return v & ((1 << w) - 1)


def _s(v: int, w: int) -> int:
    v &= (1 << w) - 1
    return v - (1 << w) if w and v >> (w - 1) else v  # i0's one value is 0


def _ints(c: Any) -> bool:
    a, b = c
    return type(a) is _IA and type(b) is _IA


def _static_shaped(t: Any) -> bool:
    """``t`` is a vector or a statically shaped tensor (a splat constant can have it)."""
    return getattr(t, "has_static_shape", False) is True


def _is_zero_int(a: Any) -> bool:
    """``a`` is an integer 0 or a splat of it (MLIR's ``m_Zero``)."""
    if type(a) is _IA:
        return a.params[1] == 0
    return type(a) is DenseIntOrFPElementsAttr and a.is_splat and a.splat_value == 0


def _is_int(a: Any, v: int) -> bool:
    return type(a) is _IA and a.params[1] == v


# ------------------------------------------------------------------ integer binary


def fold_addi(op: Any, c: Any) -> Any:
    # MLIR's order: identities first (they return an existing value), then constant folding
    a, b = c
    if type(b) is _IA and b.params[1] == 0:
        return op.op_operands[0].value
    lhs = op.op_operands[0].value
    rhs = op.op_operands[1].value
    d = _def(lhs)
    if d is not None and d.name == "arith.subi" and d.op_operands[1].value is rhs:
        return d.op_operands[0].value  # (a - b) + b
    d = _def(rhs)
    if d is not None and d.name == "arith.subi" and d.op_operands[1].value is lhs:
        return d.op_operands[0].value  # b + (a - b)
    if type(a) is _IA and type(b) is _IA:
        return _IA.get(b.params[0], a.params[1] + b.params[1])
    return None


def _zero_like(t: Any) -> Any:
    """MLIR's ``getZeroAttr`` of an integer type or a statically shaped vector/tensor of one."""
    if type(t) is IntegerType or type(t) is IndexType:
        return _IA.get(t, 0)
    shape = getattr(t, "shape", None)
    if shape is None or any(d < 0 for d in shape):
        return None
    elt = getattr(t, "element_type", None)
    if type(elt) is not IntegerType and type(elt) is not IndexType:
        return None
    return DenseIntOrFPElementsAttr.from_values(t, [0])


def fold_subi(op: Any, c: Any) -> Any:
    lhs = op.op_operands[0].value
    rhs = op.op_operands[1].value
    if lhs is rhs:
        return _zero_like(lhs.type)  # x - x
    a, b = c
    if type(b) is _IA and b.params[1] == 0:
        return lhs
    d = _def(lhs)
    if d is not None and d.name == "arith.addi":
        if d.op_operands[1].value is rhs:
            return d.op_operands[0].value  # (a + b) - b
        if d.op_operands[0].value is rhs:
            return d.op_operands[1].value  # (a + b) - a
    if type(a) is _IA and type(b) is _IA:
        return _IA.get(b.params[0], a.params[1] - b.params[1])
    return None


def fold_muli(op: Any, c: Any) -> Any:
    a, b = c
    if type(b) is _IA:
        v = b.params[1]
        if v == 0:
            return op.op_operands[1].value
        if v == 1:
            return op.op_operands[0].value
        if type(a) is _IA:
            return _IA.get(b.params[0], a.params[1] * b.params[1])
    return None


def _int_div_folder(signed: bool, quotient: Callable[[int, int], int]) -> Folder:
    """The folder of an integer division: ``x / 1 = x``; two constants (read signed or
    unsigned) give ``quotient(a, b)``, except by zero and, signed, ``INT_MIN / -1``."""

    def fold(op: Any, c: Any) -> Any:
        if _is_int(c[1], 1):
            return op.op_operands[0].value
        if _ints(c):
            t = c[0].params[0]
            w = width_of(t)
            if signed:
                a, b = _s(c[0].params[1], w), _s(c[1].params[1], w)
                if b == 0 or (a == -(1 << (w - 1)) and b == -1):
                    return None
                if quotient is _ceil_div and a != 0 and -(1 << (w - 1)) in (a, b):
                    return None  # MLIR's ceildivsi negates INT_MIN on the way: no fold
            else:
                a, b = _u(c[0].params[1], w), _u(c[1].params[1], w)
                if b == 0:
                    return None
            return _IA.get(t, quotient(a, b))
        return None

    return fold


def _sdiv_trunc(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _ceil_div(a: int, b: int) -> int:
    return -((-a) // b)


fold_divui = _int_div_folder(False, operator.floordiv)
fold_divsi = _int_div_folder(True, _sdiv_trunc)
fold_ceildivui = _int_div_folder(False, _ceil_div)
fold_ceildivsi = _int_div_folder(True, _ceil_div)
fold_floordivsi = _int_div_folder(True, operator.floordiv)


def _rem_folder(signed: bool) -> Callable:
    """The folder of ``remui``/``remsi``: ``x % 1 = 0`` (and ``x % -1``), two constants
    (the remainder has the dividend's sign)."""
    conv = _s if signed else _u

    def fold(op: Any, c: Any) -> Any:
        a, b = c
        if type(b) is DenseIntOrFPElementsAttr and b.is_splat:  # x % splat(1) = splat(0)
            t = b.type.element_type
            bv = conv(b.splat_value, width_of(t))
            if bv == 1 or bv == -1:
                return DenseIntOrFPElementsAttr.from_scalars(b.type, [0])
        if type(b) is _IA:
            t = b.params[0]
            w = width_of(t)
            bv = conv(b.params[1], w)
            if bv == 1 or bv == -1:
                return _IA.get(t, 0)
            if type(a) is _IA and bv != 0:
                av = conv(a.params[1], w)
                r = abs(av) % abs(bv)
                return _IA.get(t, -r if av < 0 else r)
        return None

    return fold


fold_remui = _rem_folder(False)
fold_remsi = _rem_folder(True)


def _and_or_folder(combine: Callable[[int, int], int], zero_absorbs: bool) -> Callable:
    """The folder of ``andi`` (``combine`` ``&``; ``zero_absorbs``: ``x & 0 = 0``,
    ``x & -1 = x``) or ``ori`` (``|``: ``x | 0 = x``, ``x | -1 = -1``): the two constant
    right-hand sides, two constants combined, then ``x op x = x`` (MLIR's ``Idempotent``
    trait, tried only when the op's own folds fail: ``true | true`` is a new constant)."""

    def fold(op: Any, c: Any) -> Any:
        a, b = c
        lhs = op.op_operands[0].value
        rhs = op.op_operands[1].value
        if type(b) is _IA:
            if b.params[1] == 0:
                return rhs if zero_absorbs else lhs
            if _u(b.params[1], width_of(b.params[0])) == (1 << width_of(b.params[0])) - 1:
                return lhs if zero_absorbs else b  # MLIR's ori: the attribute, a new constant
            if type(a) is _IA:
                return _IA.get(b.params[0], combine(a.params[1], b.params[1]))
        if zero_absorbs:
            r = _fold_andi_operands(op, lhs, rhs)
            if r is not None:
                return r
        elif _is_not_of(rhs, lhs):  # x | ~x = -1 (the xori's constant)
            return _def(rhs).op_operands[1].value
        elif _is_not_of(lhs, rhs):
            return _def(lhs).op_operands[1].value
        return lhs if lhs is rhs else None

    return fold


def _is_not_of(v: Any, x: Any) -> bool:
    """``v`` is ``xori(x, -1)`` (all ones: an integer or a splat)."""
    d = _def(v)
    if d is None or d.name != "arith.xori" or d.op_operands[0].value is not x:
        return False
    k = _def(d.op_operands[1].value)
    if k is None or "ConstantLike" not in type(k).traits:
        return False
    a = k.properties.get("value")
    if type(a) is _IA:
        t, bits = a.params[0], a.params[1]
    elif type(a) is DenseIntOrFPElementsAttr and a.is_splat and type(a.splat_value) is int:
        t, bits = a.type.element_type, a.splat_value
    else:
        return False
    w = width_of(t)
    return _u(bits, w) == (1 << w) - 1


def _fold_andi_operands(op: Any, lhs: Any, rhs: Any) -> Any:
    """MLIR's ``AndIOp::fold`` on its operands' ops: ``x & ~x`` and ``~x & x`` are 0,
    ``a & (a & b)`` (either order) is ``a & b``."""
    if _is_not_of(rhs, lhs) or _is_not_of(lhs, rhs):
        t = op.results[0].type
        if type(t) is IntegerType or type(t) is IndexType:
            return _IA.get(t, 0)
        return DenseIntOrFPElementsAttr.from_scalars(t, [0]) if _static_shaped(t) else None
    for prev, other in ((lhs, rhs), (rhs, lhs)):
        d = _def(prev)
        if (
            d is not None
            and d.name == "arith.andi"
            and (other is d.op_operands[0].value or other is d.op_operands[1].value)
        ):
            return prev
    return None


fold_andi = _and_or_folder(operator.and_, True)
fold_ori = _and_or_folder(operator.or_, False)


def fold_xori(op: Any, c: Any) -> Any:
    a, b = c
    lhs = op.op_operands[0].value
    rhs = op.op_operands[1].value
    if type(b) is _IA and b.params[1] == 0:
        return lhs
    if lhs is rhs:
        return _zero_like(lhs.type)  # x ^ x
    d = _def(lhs)
    if d is not None and d.name == "arith.xori":
        if d.op_operands[1].value is rhs:
            return d.op_operands[0].value  # (x ^ a) ^ a
        if d.op_operands[0].value is rhs:
            return d.op_operands[1].value  # (a ^ x) ^ a
    d = _def(rhs)
    if d is not None and d.name == "arith.xori":
        if d.op_operands[1].value is lhs:
            return d.op_operands[0].value  # a ^ (x ^ a)
        if d.op_operands[0].value is lhs:
            return d.op_operands[1].value  # a ^ (a ^ x)
    if type(a) is _IA and type(b) is _IA:
        return _IA.get(b.params[0], a.params[1] ^ b.params[1])
    return None


def _shift_folder(kind: int) -> Callable:
    """The folder of ``shli`` (``kind`` 0), ``shrui`` (1) or ``shrsi`` (2): a shift by 0 is
    the value, a too-wide shift does not fold, two constants shift."""

    def fold(op: Any, c: Any) -> Any:
        a, b = c
        if type(b) is _IA:
            t = b.params[0]
            w = width_of(t)
            s = _u(b.params[1], w)
            if s == 0:
                return op.op_operands[0].value
            if s >= w:
                return None
            if type(a) is _IA:
                av = a.params[1]
                if kind == 0:
                    return _IA.get(t, av << s)
                if kind == 1:
                    return _IA.get(t, _u(av, w) >> s)
                return _IA.get(t, _s(av, w) >> s)
        return None

    return fold


fold_shli = _shift_folder(0)
fold_shrui = _shift_folder(1)
fold_shrsi = _shift_folder(2)


def _minmax_folder(signed: bool, is_max: bool) -> Callable:
    """The folder of ``maxsi``/``maxui``/``minsi``/``minui``: ``op(x, x) = x``, the
    extreme constants (absorbing or identity), and two constants."""

    def fold(op: Any, c: Any) -> Any:
        lhs = op.op_operands[0].value
        if lhs is op.op_operands[1].value:
            return lhs
        a, b = c
        if type(b) is _IA:
            t = b.params[0]
            w = width_of(t)
            conv = _s if signed else _u
            bv = conv(b.params[1], w)
            hi = (1 << (w - 1)) - 1 if signed else (1 << w) - 1
            lo = -(1 << (w - 1)) if signed else 0
            if bv == (hi if is_max else lo):
                return op.op_operands[1].value
            if bv == (lo if is_max else hi):
                return lhs
            if type(a) is _IA:
                av = conv(a.params[1], w)
                return _IA.get(t, max(av, bv) if is_max else min(av, bv))
        return None

    return fold


fold_maxsi = _minmax_folder(True, True)
fold_maxui = _minmax_folder(False, True)
fold_minsi = _minmax_folder(True, False)
fold_minui = _minmax_folder(False, False)


# ------------------------------------------------------------------ comparisons and select

#: cmpi predicate -> (result when lhs is rhs, swapped predicate)
_CMPI_SELF = {
    0: True,
    1: False,
    2: False,
    3: True,
    4: False,
    5: True,
    6: False,
    7: True,
    8: False,
    9: True,
}
_CMPI_SWAP = {0: 0, 1: 1, 2: 4, 3: 5, 4: 2, 5: 3, 6: 8, 7: 9, 8: 6, 9: 7}


def _cmpi_eval(p: int, a: int, b: int, w: int) -> bool:
    if p >= 6:
        a, b = _u(a, w), _u(b, w)
        p -= 4
    else:
        a, b = _s(a, w), _s(b, w)
    if p == 0:
        return a == b
    if p == 1:
        return a != b
    if p == 2:
        return a < b
    if p == 3:
        return a <= b
    if p == 4:
        return a > b
    return a >= b


def fold_cmpi(op: Any, c: Any) -> Any:
    pa = op.properties.get("predicate")
    if type(pa) is not _IA:
        return None
    p = pa.params[1]
    lhs = op.op_operands[0].value
    rt = op.results[0].type
    if p == 1 and _is_zero_int(c[1]):  # cmpi ne, ext(x : i1), 0 -> x
        d = _def(lhs)
        if d is not None and (d.name == "arith.extsi" or d.name == "arith.extui"):
            x = d.op_operands[0].value
            if getattr(x.type, "element_type", x.type) is _I1:
                return x
    if rt is not _I1:
        if lhs is op.op_operands[1].value and _static_shaped(rt):  # a splat of the answer
            return DenseIntOrFPElementsAttr.from_scalars(rt, [1 if _CMPI_SELF[p] else 0])
        return None
    if lhs is op.op_operands[1].value:
        return _TRUE if _CMPI_SELF[p] else _FALSE
    a, b = c
    if type(a) is _IA and type(b) is _IA:
        return _TRUE if _cmpi_eval(p, a.params[1], b.params[1], width_of(a.params[0])) else _FALSE
    if type(a) is _IA and b is None:
        # constant on the right: swap the operands and the predicate
        ops = op.op_operands
        rhs = ops[1].value
        ops[0].set(rhs)
        ops[1].set(lhs)
        op.set_attr("predicate", _IA.get(pa.params[0], _CMPI_SWAP[p]))
        return True
    return None


def fold_select(op: Any, c: Any) -> Any:
    t = op.op_operands[1].value
    f = op.op_operands[2].value
    if t is f:
        return t
    cond = c[0]
    if type(cond) is _IA:
        return t if cond.params[1] else f
    if c[1] is not None or c[2] is not None:  # select(c, poison, x) = x, and the mirror
        if c[1] is POISON:
            return f
        if c[2] is POISON:
            return t
    if (
        op.results[0].type is _I1
        and type(c[1]) is _IA
        and type(c[2]) is _IA
        and c[1].params[1]
        and not c[2].params[1]
    ):
        return op.op_operands[0].value  # select(p, true, false) = p
    d = _def(op.op_operands[0].value)
    if d is not None and d.name == "arith.cmpi":
        pa = d.properties.get("predicate")
        if type(pa) is _IA and pa.params[1] in (0, 1):
            a = d.op_operands[0].value
            b = d.op_operands[1].value
            if (a is t and b is f) or (b is t and a is f):
                # select(a == b, a, b) -> b; select(a != b, a, b) -> a
                return t if pa.params[1] == 1 else f
    return None


# ------------------------------------------------------------------ casts


def _int_cast_folder(read: Callable[[int, int], int], result_types: tuple[type, ...]) -> Folder:
    """The folder of an integer cast: a constant operand's value, ``read`` at its width
    (``_s`` signed, ``_u`` unsigned), as a constant of the result type when that is one
    of ``result_types``."""

    def fold(op: Any, c: Any) -> Any:
        a = c[0]
        if type(a) is _IA:
            rt = op.results[0].type
            if type(rt) in result_types:
                return _IA.get(rt, read(a.params[1], width_of(a.params[0])))
        return None

    return fold


def _ext_folder(name: str, read: Callable[[int, int], int]) -> Folder:
    """MLIR's ``ExtUIOp``/``ExtSIOp::fold``: ``ext(ext(x)) -> ext(x)`` in place first (the
    same extension), then a constant operand's value."""
    const = _int_cast_folder(read, (IntegerType,))

    def fold(op: Any, c: Any) -> Any:
        d = _def(op.op_operands[0].value)
        if d is not None and d.name == name:
            op.op_operands[0].set(d.op_operands[0].value)
            return True
        return const(op, c)

    return fold


fold_extui = _ext_folder("arith.extui", _u)
fold_extsi = _ext_folder("arith.extsi", _s)
fold_index_cast = _int_cast_folder(_s, (IntegerType, IndexType))
fold_index_castui = _int_cast_folder(_u, (IntegerType, IndexType))


def fold_trunci(op: Any, c: Any) -> Any:
    """MLIR's ``TruncIOp::fold``: the in-place folds of ``trunci(ext(x))`` and
    ``trunci(trunci(x))`` first, then a constant operand's value."""
    src = op.op_operands[0].value
    d = _def(src)
    if d is not None and d.name in ("arith.extui", "arith.extsi"):
        x = d.op_operands[0].value
        if x.type is op.results[0].type:
            return x  # trunci(ext(x)) -> x
        if elem_width(x.type) > elem_width(op.results[0].type):
            op.op_operands[0].set(x)  # trunci(ext(x)) -> trunci(x), x wider than the result
            return True
    elif d is not None and d.name == "arith.trunci":
        op.op_operands[0].set(d.op_operands[0].value)  # trunci(trunci(x)) -> trunci(x)
        return True
    a = c[0]
    if type(a) is _IA:
        rt = op.results[0].type
        if type(rt) is IntegerType:
            return _IA.get(rt, a.params[1])
    return None


# ------------------------------------------------------------------ floats

_FLOAT_OK = frozenset(("f16", "bf16", "f32", "f64"))


def _fvals(c: Any) -> Any:
    a, b = c
    if type(a) is _FA and type(b) is _FA and str(a.params[0]) in _FLOAT_OK:
        return a.value, b.value
    return None


def _fres(t: Any, v: float) -> Any:
    if math.isnan(v):
        sem = float_semantics(t)
        return _FA.from_bits(t, sem.canonical(sem.from_double(v))) if sem is not None else None
    return _FA.get(t, v)


def _fis(a: Any, v: float, neg: bool | None = None) -> bool:
    """``a`` is the float ``v`` (of the sign ``neg`` says), or a splat of it (MLIR's
    ``m_ConstantFloat`` matchers look through splats)."""
    t = type(a)
    if t is _FA:
        x = a.value
    elif t is DenseIntOrFPElementsAttr and a.is_splat:
        x = a.splat_value
        if type(x) is not float:
            return False
    else:
        return False
    if x != v:
        return False
    return neg is None or (math.copysign(1.0, x) < 0) == neg


def _float_arith_folder(identity: float, neg: bool | None, combine: Callable) -> Callable:
    """The folder of ``addf``/``subf``/``mulf``/``divf``: ``x op identity = x`` (of the sign
    ``neg`` says, ``None``: either) and two constants combined."""

    def fold(op: Any, c: Any) -> Any:
        if _fis(c[1], identity, neg):
            return op.op_operands[0].value
        v = _fvals(c)
        if v is not None:
            return _fres(c[0].params[0], combine(v[0], v[1]))
        return None

    return fold


def _fdiv(a: float, b: float) -> float:
    """IEEE division (Python raises on a zero divisor)."""
    if b == 0.0:
        if a == 0.0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


fold_addf = _float_arith_folder(0.0, True, operator.add)  # x + -0.0
fold_subf = _float_arith_folder(0.0, False, operator.sub)  # x - +0.0
fold_mulf = _float_arith_folder(1.0, None, operator.mul)
fold_divf = _float_arith_folder(1.0, None, _fdiv)


def _fminmax_folder(is_max: bool, propagate_nan: bool) -> Callable:
    """min/max folds: ``op(x, x) = x``, ``op(x, ident) = x`` (ident: the infinity that is
    the identity), both constant: ``_pick_min_or_max`` chooses one of the two attributes."""

    def fold(op: Any, c: Any) -> Any:
        lhs = op.op_operands[0].value
        if lhs is op.op_operands[1].value:
            return lhs
        a, b = c
        if type(b) is _FA and b.value == (-math.inf if is_max else math.inf):
            return lhs
        if type(a) is _FA and type(b) is _FA and str(a.params[0]) in _FLOAT_OK:
            return _pick_min_or_max(a, b, is_max, propagate_nan)
        return None

    return fold


def _neg(a: Any) -> bool:
    return math.copysign(1.0, a.value) < 0


def _pick_min_or_max(a: Any, b: Any, is_max: bool, propagate_nan: bool) -> Any:
    """LLVM's ``maximum``/``minimum`` (``propagate_nan``: a NaN operand is the result)
    or ``maxnum``/``minnum`` (a NaN operand yields the other one); -0 < +0."""
    x, y = a.value, b.value
    if math.isnan(x):
        return a if propagate_nan else b
    if math.isnan(y):
        return b if propagate_nan else a
    if x == 0.0 and y == 0.0 and _neg(a) != _neg(b):
        return (b if _neg(a) else a) if is_max else (a if _neg(a) else b)
    if is_max:
        return b if x < y else a
    return b if y < x else a


fold_maximumf = _fminmax_folder(True, True)
# mlir-opt 19 folds maxnumf(1.0, NaN) to NaN (it uses llvm::maximum, a bug: maxnumf
# returns the non-NaN operand); irlite folds by the op's documented semantics.
fold_maxnumf = _fminmax_folder(True, False)
fold_minimumf = _fminmax_folder(False, True)
fold_minnumf = _fminmax_folder(False, False)


def _fcmp(p: int, x: float, y: float) -> bool:
    """``applyCmpPredicate`` for ``cmpf`` (predicates numbered as ``arith.cmpf``'s enum)."""
    if p == 0:
        return False
    if p == 15:
        return True
    unordered = math.isnan(x) or math.isnan(y)
    if p == 7:
        return not unordered
    if p == 14:
        return unordered
    if p < 7:  # ordered: oeq ogt oge olt ole one
        if unordered:
            return False
        k = p
    else:  # unordered or: ueq ugt uge ult ule une
        if unordered:
            return True
        k = p - 7
    return {1: x == y, 2: x > y, 3: x >= y, 4: x < y, 5: x <= y, 6: x != y}[k]


def fold_cmpf(op: Any, c: Any) -> Any:
    """Constant operands compare; one NaN constant is enough (the other side cannot matter)."""
    pa = op.properties.get("predicate")
    if type(pa) is not _IA or op.results[0].type is not _I1:
        return None
    a, b = c
    if type(a) is _FA and math.isnan(a.value):
        b = a
    if type(b) is _FA and math.isnan(b.value):
        a = b
    if type(a) is not _FA or type(b) is not _FA:
        return None
    return _TRUE if _fcmp(pa.params[1], a.value, b.value) else _FALSE


def _int_to_float(v: int, t: Any) -> Any:
    """``convertFromAPInt`` rounded to nearest-even into f32/f64 (None for other types)."""
    name = str(t)
    if name == "f64":
        return _FA.get(t, float(v))
    if name != "f32":
        return None
    a = abs(v)
    n = a.bit_length()
    if n > 24:  # round to 24 significant bits once (float(v) then f32 would round twice)
        shift = n - 24
        q, r = divmod(a, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        a = q << shift
    x = float(a) if a <= 340282356779733661637539395458142568447 else math.inf
    return _FA.get(t, -x if v < 0 else x)


def fold_sitofp(op: Any, c: Any) -> Any:
    a = c[0]
    if type(a) is _IA and type(a.params[0]) is IntegerType:
        return _int_to_float(_s(a.params[1], a.params[0].width), op.results[0].type)
    return None


def fold_uitofp(op: Any, c: Any) -> Any:
    a = c[0]
    if type(a) is _IA and type(a.params[0]) is IntegerType:
        return _int_to_float(_u(a.params[1], a.params[0].width), op.results[0].type)
    return None


def _fptoi(op: Any, c: Any, signed: bool) -> Any:
    """``convertToInteger`` toward zero; NaN, infinities and out-of-range values do not fold."""
    a = c[0]
    rt = op.results[0].type
    if type(a) is not _FA or type(rt) is not IntegerType or str(a.params[0]) not in _FLOAT_OK:
        return None
    x = a.value
    if math.isnan(x) or math.isinf(x):
        return None
    v = math.trunc(x)
    w = rt.width
    lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
    if not lo <= v <= hi:
        return None
    return _IA.get(rt, v)


def fold_fptosi(op: Any, c: Any) -> Any:
    return _fptoi(op, c, True)


def fold_fptoui(op: Any, c: Any) -> Any:
    return _fptoi(op, c, False)


#: (size, mantissa bits) of the folded float types
_FLOAT_LAYOUT = {"f16": (16, 10), "bf16": (16, 7), "f32": (32, 23), "f64": (64, 52)}


def _contracts(op: Any) -> bool:
    """``op``'s fastmath flags include ``contract``."""
    a = op.properties.get("fastmath")
    v = _arith().ENUMS["FastMathFlags"].value(a) if a is not None else None
    return bool(v is not None and v & 32)


def fold_extf(op: Any, c: Any) -> Any:
    """Widening is exact; a quiet NaN keeps its sign and payload (shifted to the top of the
    wider mantissa), a signaling NaN does not fold (the conversion is invalid)."""
    a = c[0]
    rt = op.results[0].type
    d = _def(op.op_operands[0].value)
    # extf(truncf(x)) -> x when both may contract (MLIR 19's ExtFOp::fold)
    if (
        d is not None
        and d.name == "arith.truncf"
        and d.op_operands[0].value.type is rt
        and _contracts(d)
        and _contracts(op)
    ):
        return d.op_operands[0].value
    src, dst = str(a.params[0]) if type(a) is _FA else "", str(rt)
    if src not in _FLOAT_LAYOUT or dst not in _FLOAT_LAYOUT:
        return None
    if not math.isnan(a.value):
        return _FA.get(rt, a.value)
    (ss, sm), (ds, dm) = _FLOAT_LAYOUT[src], _FLOAT_LAYOUT[dst]
    bits = a.params[1]
    mant = bits & ((1 << sm) - 1)
    if not mant >> (sm - 1):
        return None  # signaling
    sign = bits >> (ss - 1)
    return _FA.from_bits(
        rt, (sign << (ds - 1)) | (((1 << (ds - 1 - dm)) - 1) << dm) | (mant << (dm - sm))
    )


def fold_truncf(op: Any, c: Any) -> Any:
    """Only when the value is exactly representable in the narrower type (as MLIR 19)."""
    a = c[0]
    rt = op.results[0].type
    if type(a) is _FA and str(rt) in ("f32", "f64") and str(a.params[0]) in _FLOAT_OK:
        x = a.value
        if math.isnan(x):
            return None
        if str(rt) == "f32":
            try:
                y = struct.unpack("<f", struct.pack("<f", x))[0]
            except OverflowError:
                return None
            if y != x:
                return None
        return _FA.get(rt, x)
    return None


def fold_bitcast(op: Any, c: Any) -> Any:
    a = c[0]
    rt = op.results[0].type
    x = op.op_operands[0].value
    if x.type is rt:  # bitcast(x : T to T) -> x
        return x
    if type(a) is _IA and str(rt) in _FLOAT_OK:
        return _FA.from_bits(rt, _u(a.params[1], width_of(a.params[0])))
    if type(a) is _FA and type(rt) is IntegerType and str(a.params[0]) in _FLOAT_OK:
        return _IA.get(rt, a.params[1])
    if type(a) is _FA and str(rt) in _FLOAT_OK and str(a.params[0]) in _FLOAT_OK:
        return _FA.from_bits(rt, a.bits)  # between float types of one width (bf16 -> f16)
    if type(a) is DenseIntOrFPElementsAttr and _dense_bitcastable(a.params[0], rt):
        return DenseIntOrFPElementsAttr.get(rt, a.params[1])  # the same bytes, reinterpreted
    return None


def _dense_bitcastable(src: Any, dst: Any) -> bool:
    """Elements of ``src`` and ``dst`` (vectors or tensors of one shape, as the verifier
    ensures) are ints or floats of one width above 1 bit that the dense layout stores in
    the same bytes (``DenseElementsAttr::bitcast``)."""
    se = getattr(src, "element_type", None)
    de = getattr(dst, "element_type", None)
    ok = (IntegerType,)
    for e in (se, de):
        if not (type(e) in ok or str(e) in _FLOAT_OK) or getattr(e, "width", 0) < 8:
            return False
    return se.width == de.width


_QUIET_BIT = {"f16": 1 << 9, "bf16": 1 << 6, "f32": 1 << 22, "f64": 1 << 51}


def fold_remf(op: Any, c: Any) -> Any:
    """``APFloat::mod`` (C's ``fmod``: exact, the sign of the lhs): a NaN operand gives that
    NaN quieted (the lhs first), ``x rem 0`` and ``inf rem y`` the default NaN."""
    a, b = c
    if type(a) is not _FA or type(b) is not _FA:
        return None
    t = a.params[0]
    name = str(t)
    if name not in _FLOAT_OK:
        return None
    x, y = a.value, b.value
    for n in (a, b):
        if math.isnan(n.value):
            return _FA.from_bits(t, n.params[1] | _QUIET_BIT[name])
    if y == 0.0 or math.isinf(x):
        return _fres(t, math.nan)
    return _FA.get(t, math.fmod(x, y))


def fold_negf(op: Any, c: Any) -> Any:
    a = c[0]
    if type(a) is _FA:
        sem = float_semantics(a.params[0])
        if sem is not None:
            return _FA.from_bits(a.params[0], a.params[1] ^ (1 << (sem.size - 1)))
    d = _def(op.op_operands[0].value)
    if d is not None and d.name == "arith.negf":
        return d.op_operands[0].value
    return None


def _mul_extended_folder(signed: bool) -> Folder:
    """MLIR's ``MulSIExtendedOp``/``MulUIExtendedOp::fold``: ``(x, 0) -> (0, 0)``; two
    integer constants give the low and high halves of the double-width product."""
    conv = _s if signed else _u

    def fold(op: Any, c: Any) -> Any:
        a, b = c
        if _is_zero_int(b):
            return [b, b]
        if _ints(c):
            t = a.params[0]
            w = width_of(t)
            p = conv(a.params[1], w) * conv(b.params[1], w)
            return [_IA.get(t, _s(p, w) if w else 0), _IA.get(t, _s(p >> w, w) if w else 0)]
        return None

    return fold


FOLDERS: dict = {
    "arith.addi": fold_addi,
    "arith.subi": fold_subi,
    "arith.muli": fold_muli,
    "arith.mulsi_extended": _mul_extended_folder(True),
    "arith.mului_extended": _mul_extended_folder(False),
    "arith.divui": fold_divui,
    "arith.divsi": fold_divsi,
    "arith.ceildivui": fold_ceildivui,
    "arith.ceildivsi": fold_ceildivsi,
    "arith.floordivsi": fold_floordivsi,
    "arith.remui": fold_remui,
    "arith.remsi": fold_remsi,
    "arith.andi": fold_andi,
    "arith.ori": fold_ori,
    "arith.xori": fold_xori,
    "arith.shli": fold_shli,
    "arith.shrui": fold_shrui,
    "arith.shrsi": fold_shrsi,
    "arith.maxsi": fold_maxsi,
    "arith.maxui": fold_maxui,
    "arith.minsi": fold_minsi,
    "arith.minui": fold_minui,
    "arith.cmpi": fold_cmpi,
    "arith.select": fold_select,
    "arith.extui": fold_extui,
    "arith.extsi": fold_extsi,
    "arith.trunci": fold_trunci,
    "arith.index_cast": fold_index_cast,
    "arith.index_castui": fold_index_castui,
    "arith.addf": fold_addf,
    "arith.subf": fold_subf,
    "arith.mulf": fold_mulf,
    "arith.divf": fold_divf,
    "arith.negf": fold_negf,
    "arith.remf": fold_remf,
    "arith.cmpf": fold_cmpf,
    "arith.sitofp": fold_sitofp,
    "arith.uitofp": fold_uitofp,
    "arith.fptosi": fold_fptosi,
    "arith.fptoui": fold_fptoui,
    "arith.extf": fold_extf,
    "arith.truncf": fold_truncf,
    "arith.bitcast": fold_bitcast,
    "arith.maximumf": fold_maximumf,
    "arith.maxnumf": fold_maxnumf,
    "arith.minimumf": fold_minimumf,
    "arith.minnumf": fold_minnumf,
}


def materialize_constant(value: Any, type_: Any, loc: Any) -> Any:
    """A detached ``arith.constant`` of ``value`` (the dialect's constant materializer), or
    ``ub.poison`` of ``type_`` for ``#ub.poison`` (MLIR's ``ArithDialect::materializeConstant``)."""
    if value is POISON:
        return _poison_constant(value, type_, loc)
    return _arith().ConstantOp.build(value=value, loc=loc)


def propagate_poison(folders: dict, names: Any) -> None:
    """Make each op of ``names`` fold to ``#ub.poison`` when an operand is poison and its
    own folder found nothing (MLIR 19's ``constFold*`` helpers return a poison operand
    first; the op's algebraic folds, tried before them, still win: ``muli(poison, 0)`` is
    0). The wrapper's ``plain`` is the scalar folder it wraps (module docstring; one
    that never folds for an op without a folder)."""
    for name in names:
        base = folders.get(name)

        if base is None:

            def fold(op: Any, c: Any) -> Any:
                return POISON if POISON in c else None

            base = _no_fold
        else:

            def fold(op: Any, c: Any, base: Any = base) -> Any:
                if POISON not in c:  # the common case: one C-level scan, then the folder
                    return base(op, c)
                r = base(op, c)
                return POISON if r is None else r

        fold.plain = getattr(base, "plain", base)  # type: ignore[attr-defined]
        folders[name] = fold


def _no_fold(op: Any, c: Any) -> Any:
    """The scalar folder of an op that has none (the ``plain`` of its poison folder)."""
    return None


def _arith() -> Any:
    """The generated ``arith`` module."""
    return builtin_module("arith")


# ------------------------------------------------------------------ helpers of arith_canon.rules


def is_int(a: Any) -> bool:
    """``a`` is a scalar integer constant attribute (DRR's ``APIntAttr``)."""
    return type(a) is _IA


def add(a: Any, b: Any) -> Any:
    return _IA.get(a.params[0], a.params[1] + b.params[1])


def sub(a: Any, b: Any) -> Any:
    return _IA.get(a.params[0], a.params[1] - b.params[1])


def mul(a: Any, b: Any) -> Any:
    return _IA.get(a.params[0], a.params[1] * b.params[1])


def is_minus_one(a: Any) -> bool:
    return type(a) is _IA and _s(a.params[1], width_of(a.params[0])) == -1


def zero_of(v: Any) -> Any:
    return _IA.get(v.type, 0)


def merge_ovf(a: Any, b: Any) -> Any:
    """Intersection of two ``#arith.overflow`` flag sets (MLIR's ``MergeOverflow``)."""
    if a is b:
        return a
    if a is None or b is None:
        return None
    t = _arith().ENUMS["IntegerOverflowFlags"]
    return t.attr(t.value(a) & t.value(b))


def is_i1(a: Any, v: int) -> bool:
    """``a`` is the ``i1`` constant ``v`` (DRR's ``ConstantAttr<I1Attr, "v">``)."""
    return type(a) is _IA and a.params[0] is _I1 and (a.params[1] & 1) == v


_CMPI_INVERT = {0: 1, 1: 0, 2: 5, 5: 2, 3: 4, 4: 3, 6: 9, 9: 6, 7: 8, 8: 7}


def invert_predicate(p: Any) -> Any:
    """The negated ``cmpi`` predicate (``slt`` -> ``sge``; MLIR's ``invertPredicate``)."""
    return _IA.get(p.params[0], _CMPI_INVERT[p.params[1]])


def is_eq_or_ne(p: Any) -> bool:
    return type(p) is _IA and p.params[1] in (0, 1)


def i1(v: int) -> Any:
    """The ``i1`` attribute ``v``."""
    return _TRUE if v else _FALSE


def elem_width(t: Any) -> int:
    """Bit width of a scalar integer type or of a shaped type's integer elements; 0 otherwise
    (MLIR's ``getScalarOrElementWidth`` on the types these rules see)."""
    e = getattr(t, "element_type", t)
    if type(e) is IntegerType:
        return e.width
    return 0


def wider(a: Any, b: Any) -> bool:
    """MLIR's ``ValueWiderThan``: ``a``'s (element) width exceeds ``b``'s, and ``b``'s is known."""
    wa, wb = elem_width(a.type), elem_width(b.type)
    return wa > wb > 0


def shift_matches_truncation(x: Any, tr: Any, c: Any) -> bool:
    """MLIR's ``TruncationMatchesShiftAmount``: the constant shift amount ``c`` equals the
    number of bits ``tr`` truncates from ``x``."""
    if type(c) is DenseIntOrFPElementsAttr and c.is_splat and type(c.splat_value) is int:
        t, v = c.type.element_type, c.splat_value
    elif type(c) is _IA:
        t, v = c.params[0], c.params[1]
    else:
        return False
    return elem_width(x.type) - elem_width(tr.type) == _u(v, width_of(t))


def is_one(a: Any) -> bool:
    """MLIR's ``IsScalarOrSplatOne``: the integer constant 1, strictly positive (so not ``i1``'s 1)."""
    return type(a) is _IA and _s(a.params[1], width_of(a.params[0])) == 1


def unused(v: Any) -> bool:
    """``v`` has no uses."""
    return not v.has_uses()


def cmpi_predicate(kw: str) -> Any:
    """The ``arith.cmpi`` predicate attribute of keyword ``kw`` (``"slt"``...)."""
    return _arith().ENUMS["CmpIPredicate"].attr(kw)


# ------------------------------------------------------------------ native canonicalization patterns


def _constant_of_kind(kind: type) -> Callable[[Any], Any]:
    """A function from a value to the ``kind`` attribute (``IntegerAttr``, ``FloatAttr``)
    of the ``arith.constant`` defining it, or None."""

    def constant(v: Any) -> Any:
        d = _def(v)
        if d is not None and d.name == "arith.constant":
            a = d.properties.get("value")
            if type(a) is kind:
                return a
        return None

    return constant


_const_int = _constant_of_kind(_IA)


@rewrite_pattern("arith.select", "SelectToExtUI")
def select_to_extui(op: Any, rw: PatternRewriter) -> bool:
    """``SelectToExtUI``: ``select(p, 1, 0) -> extui(p)``, ``select(p, 0, 1) -> extui(not p)``
    (integer results wider than i1 only)."""
    rt = op.results[0].type
    if type(rt) is not IntegerType or rt.width == 1:
        return False
    a = _const_int(op.op_operands[1].value)
    b = _const_int(op.op_operands[2].value)
    if a is None or b is None:
        return False
    w = rt.width
    av, bv = _u(a.params[1], w), _u(b.params[1], w)
    m = _arith()
    cond = op.op_operands[0].value
    if av == 1 and bv == 0:
        rw.set_insertion_point(op)
        rw.replace_op(op, [rw.create(m.ExtuiOp, cond, out_type=rt, loc=op.loc).results[0]])
        return True
    if av == 0 and bv == 1:
        rw.set_insertion_point(op)
        one = rw.create(m.ConstantOp, value=IntegerAttr.get(cond.type, 1), loc=op.loc).results[0]
        x = rw.create(m.XoriOp, cond, one, loc=op.loc).results[0]
        rw.replace_op(op, [rw.create(m.ExtuiOp, x, out_type=rt, loc=op.loc).results[0]])
        return True
    return False


#: ``cmpf`` predicate -> (signed, unsigned) ``cmpi`` predicate (``CmpFIntToFPConst``'s
#: ``convertToIntegerPredicate``; ordered and unordered forms map alike)
_CMPF_TO_CMPI = {
    1: (0, 0),
    8: (0, 0),  # oeq ueq -> eq
    2: (4, 8),
    9: (4, 8),  # ogt ugt -> sgt ugt
    3: (5, 9),
    10: (5, 9),  # oge uge -> sge uge
    4: (2, 6),
    11: (2, 6),  # olt ult -> slt ult
    5: (3, 7),
    12: (3, 7),  # ole ule -> sle ule
    6: (1, 1),
    13: (1, 1),  # one une -> ne
}
_EQ, _NE, _SLT, _SLE, _SGT, _SGE, _ULT, _ULE, _UGT, _UGE = range(10)
#: (cmpi predicate, constant negative) -> the predicate against the constant truncated toward
#: zero, or the constant result, when the float constant is fractional (``x < 4.4`` is
#: ``x <= 4``, ``x <= -4.4`` is ``x < -4``, ``x == 4.4`` is false, ``(unsigned) x > -4.4`` true)
_FRACTION_ADJUST = {
    (_NE, False): True,
    (_NE, True): True,
    (_EQ, False): False,
    (_EQ, True): False,
    (_ULE, True): False,
    (_SLE, True): _SLT,
    (_ULT, False): _ULE,
    (_ULT, True): False,
    (_SLT, False): _SLE,
    (_UGT, True): True,
    (_SGT, True): _SGE,
    (_UGE, False): _UGT,
    (_UGE, True): True,
    (_SGE, False): _SGT,
}


_const_float = _constant_of_kind(_FA)


def _round_int(v: int, sem: Any) -> float:
    """``convertFromAPInt(v, rmNearestTiesToEven)`` into an IEEE format of ``sem`` (held as
    a Python float, which every format handled here fits exactly)."""
    a = abs(v)
    n = a.bit_length()
    p = sem.precision
    if n > p:
        shift = n - p
        q, r = divmod(a, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        a = q << shift
    x = math.inf if a and a.bit_length() - 1 > sem.emax else float(a)
    return -x if v < 0 else x


@rewrite_pattern("arith.cmpf", "CmpFIntToFPConst")
def cmpf_int_to_fp_const(op: Any, rw: PatternRewriter) -> bool:
    """``CmpFIntToFPConst``: ``cmpf pred, (sitofp|uitofp %a), C`` with a float constant ``C``
    becomes ``cmpi pred', %a, C'`` or a constant ``true``/``false``, exactly as MLIR 19.

    Not when ``C`` is NaN, or when the integer is wider than the float's precision and ``C``
    lies where the conversion rounds (exponent in ``[precision, value bits]``), or ``C`` is
    infinite and the float's largest finite exponent is below the integer's value bits.
    ``ord``/``uno`` fold to true/false. A ``C`` above the integer range or below it folds by
    the predicate; a fractional ``C`` turns ``eq``/``ne`` into false/true and adjusts the
    ordering predicates (``x < 4.4`` -> ``x <= 4``, ``x <= -4.4`` -> ``x < -4``, unsigned
    against a negative fraction folds). Only IEEE formats up to binary64 (f16, bf16, tf32,
    f32, f64); the always-false/true predicates (which MLIR's pattern does not handle) and
    vector operands are left alone.
    """
    if op.results[0].type is not _I1:
        return False
    pa = op.properties.get("predicate")
    if type(pa) is not _IA:
        return False
    fp = pa.params[1]
    flt = _const_float(op.op_operands[1].value)
    if flt is None:
        return False
    ft = flt.params[0]
    sem = float_semantics(ft)
    if (
        sem is None
        or sem.nonfinite != 0
        or sem.explicit_int
        or sem.precision > 53
        or sem.ebits > 11
    ):
        return False
    rhs = flt.value
    if math.isnan(rhs):
        return False
    d = _def(op.op_operands[0].value)
    if d is None or d.name not in ("arith.sitofp", "arith.uitofp"):
        return False
    unsigned = d.name == "arith.uitofp"
    x = d.op_operands[0].value
    it = x.type
    if type(it) is not IntegerType:
        return False
    if fp not in _CMPF_TO_CMPI and fp not in (7, 14):
        return None  # false/true: MLIR's pattern has no case for them
    mant = sem.precision
    w = it.width
    value_bits = w if unsigned else w - 1
    if w > mant:  # the conversion may round: only safe where it cannot change the comparison
        if math.isinf(rhs):
            if sem.emax < value_bits:
                return False
        elif rhs != 0.0:
            e = math.frexp(rhs)[1] - 1  # ilogb
            if mant <= e <= value_bits:
                return False

    def const(v: bool) -> bool:
        rw.set_insertion_point(op)
        rw.replace_op(
            op, [rw.create(m.ConstantOp, value=_TRUE if v else _FALSE, loc=op.loc).results[0]]
        )
        return True

    m = _arith()
    if fp == 7:  # ord: an int-to-fp conversion is never NaN
        return const(True)
    if fp == 14:  # uno
        return const(False)
    pred = _CMPF_TO_CMPI[fp][unsigned]
    lo, hi = (0, (1 << w) - 1) if unsigned else (-(1 << (w - 1)), (1 << (w - 1)) - 1)
    if _round_int(hi, sem) < rhs:
        return const(pred in (_NE, _ULT, _ULE) if unsigned else pred in (_NE, _SLT, _SLE))
    if _round_int(lo, sem) > rhs:
        return const(pred in (_NE, _UGT, _UGE) if unsigned else pred in (_NE, _SGT, _SGE))
    if math.isinf(rhs):
        return False
    r = math.trunc(rhs)  # convertToInteger(rmTowardZero)
    if not lo <= r <= hi:
        return None  # invalid: the rounded bound let an out-of-range C through
    if rhs != 0.0 and float(r) != rhs:  # fractional
        adj = _FRACTION_ADJUST.get((pred, rhs < 0), pred)
        if type(adj) is bool:
            return const(adj)
        pred = adj
    rw.set_insertion_point(op)
    c = rw.create(m.ConstantOp, value=IntegerAttr.get(it, r), loc=op.loc).results[0]
    new = rw.create(m.CmpiOp, x, c, predicate=_IA.get(IntegerType.get(64), pred), loc=op.loc)
    rw.replace_op(op, [new.results[0]])
    return True


#: The native canonicalization patterns (tried after the dialect's ruleset, per root in this order).
PATTERNS: list[RewritePattern] = [
    select_to_extui,
    cmpf_int_to_fp_const,
]


# dense constants fold element by element, as MLIR's constFold* helpers and SelectOp::fold
# do (bitcast reinterprets a dense constant's bytes itself)
lift_elementwise(FOLDERS, [n for n in FOLDERS if n != "arith.bitcast"])

# every op whose MLIR 19 folder ends in constFoldBinaryOp/UnaryOp/CastOp (not cmpi/cmpf,
# select, or the shifts, whose folders check their constants themselves; not bitcast, whose
# MLIR 19 folder reads a poison operand as an integer: undefined, so irlite leaves it)
propagate_poison(
    FOLDERS,
    [
        n
        for n in FOLDERS
        if n
        not in (
            "arith.cmpi",
            "arith.cmpf",
            "arith.select",
            "arith.shli",
            "arith.shrui",
            "arith.shrsi",
            "arith.bitcast",
            "arith.mulsi_extended",  # two results: not through the one-result wrapper
            "arith.mului_extended",
        )
    ],
)
