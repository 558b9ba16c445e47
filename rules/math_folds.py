"""Folders of MLIR 19's ``math`` ops: constant folding of scalar f32/f64 and integer constants.

Same contract as ``rules/arith_folds``: ``fold(op, consts)`` returns ``None``
or an attribute (materialized as ``arith.constant``, as MLIR's math dialect
does). Float results come from the C library's own function of the type's
precision (``expf`` for f32, ``exp`` for f64, called through ctypes), which
is what mlir-opt's folders call, so folded bits (NaN signs included) match
mlir-opt on the same machine. The domain checks are MLIR's: ``sqrt`` and
``log``/``log2``/``log10`` do not fold a negative operand (``-0.0``
included), ``log1p`` does not fold below -1.

Folded (as in MLIR 19): absf acos acosh asin asinh atan atanh ceil cos cosh
erf exp exp2 expm1 floor log log10 log1p log2 round roundeven sin sinh sqrt
tan tanh trunc, atan2 copysign powf, absi ctlz cttz ctpop ipowi.

What it does not do: fold ``cbrt``, ``rsqrt``, ``fma``, ``fpowi`` (MLIR 19
does not either), f16/bf16 operands, or vector/tensor splats.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import math
import struct
from typing import Any

from irlite.ir.attributes import FloatAttr, IntegerAttr

__all__ = ["FOLDERS"]

_libm = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")


def _cfun(name: str, nargs: int, single: bool) -> Any:
    f = getattr(_libm, name)
    t = ctypes.c_float if single else ctypes.c_double
    f.restype = t
    f.argtypes = [t] * nargs
    return f


def _ftype(a: Any) -> str | None:
    if type(a) is not FloatAttr:
        return None
    n = str(a.params[0])
    return n if n in ("f32", "f64") else None


def _result(t: Any, v: float, single: bool) -> FloatAttr:
    if single:
        try:
            bits = struct.unpack("<I", struct.pack("<f", v))[0]
        except OverflowError:  # finite but past f32's range: rounds to infinity
            bits = 0x7F800000 if v > 0 else 0xFF800000
    else:
        bits = struct.unpack("<Q", struct.pack("<d", v))[0]
    return FloatAttr.from_bits(t, bits)


def _unary(cname: str, domain: Any = None) -> Any:
    f32 = _cfun(cname + "f", 1, True)
    f64 = _cfun(cname, 1, False)

    def fold(op: Any, c: Any) -> Any:
        a = c[0]
        k = _ftype(a)
        if k is None:
            return None
        x = a.value
        if domain is not None and not domain(x):
            return None
        single = k == "f32"
        return _result(a.params[0], (f32 if single else f64)(x), single)

    fold.__name__ = f"fold_{cname}"
    return fold


def _binary(cname: str) -> Any:
    f32 = _cfun(cname + "f", 2, True)
    f64 = _cfun(cname, 2, False)

    def fold(op: Any, c: Any) -> Any:
        a, b = c
        k = _ftype(a)
        if k is None or _ftype(b) != k:
            return None
        single = k == "f32"
        return _result(a.params[0], (f32 if single else f64)(a.value, b.value), single)

    fold.__name__ = f"fold_{cname}"
    return fold


def _not_negative(x: float) -> bool:
    return not math.copysign(1.0, x) < 0


def _log1p_domain(x: float) -> bool:
    return not math.copysign(1.0, x + 1.0) < 0


# ------------------------------------------------------------------ integers


def _int(a: Any) -> tuple[int, int] | None:
    """(unsigned value, width) of a scalar integer attribute."""
    if type(a) is not IntegerAttr:
        return None
    t = a.params[0]
    w = 64 if str(t) == "index" else t.width
    return a.params[1] & ((1 << w) - 1), w


def fold_absi(op: Any, c: Any) -> Any:
    v = _int(c[0])
    if v is None:
        return None
    x, w = v
    if x >> (w - 1):
        x = (-(x - (1 << w))) & ((1 << w) - 1)  # |INT_MIN| wraps to INT_MIN, as APInt::abs
    return IntegerAttr.get(c[0].params[0], x)


def fold_ctlz(op: Any, c: Any) -> Any:
    v = _int(c[0])
    if v is None:
        return None
    x, w = v
    return IntegerAttr.get(c[0].params[0], w - x.bit_length())


def fold_cttz(op: Any, c: Any) -> Any:
    v = _int(c[0])
    if v is None:
        return None
    x, w = v
    return IntegerAttr.get(c[0].params[0], w if x == 0 else (x & -x).bit_length() - 1)


def fold_ctpop(op: Any, c: Any) -> Any:
    v = _int(c[0])
    if v is None:
        return None
    return IntegerAttr.get(c[0].params[0], v[0].bit_count())


def fold_ipowi(op: Any, c: Any) -> Any:
    a, b = _int(c[0]), _int(c[1])
    if a is None or b is None:
        return None
    (base, w), (e, _) = a, b
    mask = (1 << w) - 1
    sbase = base - (1 << w) if base >> (w - 1) else base
    if e >> (w - 1):  # a negative exponent: 1/base^|e| truncates to 0 unless |base| is 1
        if sbase == 0:
            return None  # division by zero: not folded (MLIR leaves it)
        if sbase == 1:
            return IntegerAttr.get(c[0].params[0], 1)
        if sbase == -1:
            return IntegerAttr.get(c[0].params[0], mask if e & 1 else 1)
        return IntegerAttr.get(c[0].params[0], 0)
    return IntegerAttr.get(c[0].params[0], pow(base, e, 1 << w))


def _absf(op: Any, c: Any) -> Any:
    a = c[0]
    if _ftype(a) is None:
        return None
    size = 32 if str(a.params[0]) == "f32" else 64
    return FloatAttr.from_bits(a.params[0], a.bits & ~(1 << (size - 1)))


def _copysign(op: Any, c: Any) -> Any:
    a, b = c
    k = _ftype(a)
    if k is None or _ftype(b) != k:
        return None
    size = 32 if k == "f32" else 64
    sign = 1 << (size - 1)
    return FloatAttr.from_bits(a.params[0], (a.bits & ~sign) | (b.bits & sign))


FOLDERS: dict = {
    "math.absf": _absf,
    "math.copysign": _copysign,
    "math.sqrt": _unary("sqrt", _not_negative),
    "math.log": _unary("log", _not_negative),
    "math.log2": _unary("log2", _not_negative),
    "math.log10": _unary("log10", _not_negative),
    "math.log1p": _unary("log1p", _log1p_domain),
    "math.atan2": _binary("atan2"),
    "math.powf": _binary("pow"),
    "math.absi": fold_absi,
    "math.ctlz": fold_ctlz,
    "math.cttz": fold_cttz,
    "math.ctpop": fold_ctpop,
    "math.ipowi": fold_ipowi,
}
for _n in (
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atanh",
    "ceil",
    "cos",
    "cosh",
    "erf",
    "exp",
    "exp2",
    "expm1",
    "floor",
    "round",
    "roundeven",
    "sin",
    "sinh",
    "tan",
    "tanh",
    "trunc",
):
    FOLDERS[f"math.{_n}"] = _unary(_n)
# MLIR 19's math folders (constFoldUnaryOp/BinaryOp) return a poison operand as the result
# (not cbrt, rsqrt, fma, copysign... which have no such folder in 19)
_propagate = [
    n for n in FOLDERS if n not in ("math.copysign", "math.cttz", "math.ctpop", "math.ipowi")
]


def _install_poison() -> None:
    from .arith_folds import propagate_poison
    from .dense_folds import lift_elementwise

    # dense constants fold element by element (MLIR's constFold* helpers), then poison
    lift_elementwise(FOLDERS, list(FOLDERS))
    propagate_poison(FOLDERS, _propagate)


_install_poison()
