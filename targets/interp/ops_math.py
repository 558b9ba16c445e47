"""``math`` semantics for the interpreter.

Float functions are numpy's (libm's) in the operand's precision, so results
are deterministic on one machine but, for transcendental functions, not
necessarily correctly rounded; ``sqrt``, ``absf``, ``copysign``, ``ceil``,
``floor``, ``trunc``, ``round`` (half away from zero) and ``roundeven`` are
exact. ``fma`` is exact for ``f64`` (rational arithmetic) and computed in
``f64`` for narrower types. Integer functions (``absi``, ``ctlz``, ``cttz``,
``ctpop``, ``ipowi``) wrap like ``arith``; ``ipowi`` with a negative
exponent is 0 unless the base is 1 or -1, and poison for base 0. NaN/Inf
fast-math flags give poison as in ``arith``.

What it does not do: honour ``afn`` (approximate functions) differently from
the strict result.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import numpy as np

from .interpreter import register
from .ops_arith import _lift, fastmath
from .values import POISON, float_dtype, int_width, wrap


def _check(op: Any, fn: Any) -> Any:
    dt = float_dtype(op.results[0].type)
    nnan, ninf = fastmath(op)
    if not nnan and not ninf:
        return lambda *xs: dt(fn(*xs))

    def f(*xs: Any) -> Any:
        r = dt(fn(*xs))
        for v in (*xs, r):
            if (nnan and np.isnan(v)) or (ninf and np.isinf(v)):
                return POISON
        return r

    return f


def _round(x: Any) -> Any:
    if not np.isfinite(x):
        return x
    r = np.trunc(x)
    if abs(x - r) >= 0.5:
        r = r + np.copysign(type(x)(1), x)
    return r


def _fma(a: Any, b: Any, c: Any) -> Any:
    if not (np.isfinite(a) and np.isfinite(b) and np.isfinite(c)):
        return np.float64(a) * np.float64(b) + np.float64(c)
    exact = Fraction(float(a)) * Fraction(float(b)) + Fraction(float(c))
    if exact == 0:
        # IEEE: the sign of an exact zero sum follows the operands.
        return np.float64(a) * np.float64(b) + np.float64(c)
    try:
        return float(exact)
    except OverflowError:
        return math.inf if exact > 0 else -math.inf


_UNARY = {
    "absf": np.abs,
    "acos": np.arccos,
    "acosh": np.arccosh,
    "asin": np.arcsin,
    "asinh": np.arcsinh,
    "atan": np.arctan,
    "atanh": np.arctanh,
    "cbrt": np.cbrt,
    "ceil": np.ceil,
    "cos": np.cos,
    "cosh": np.cosh,
    "exp": np.exp,
    "exp2": np.exp2,
    "expm1": np.expm1,
    "floor": np.floor,
    "log": np.log,
    "log10": np.log10,
    "log1p": np.log1p,
    "log2": np.log2,
    "round": _round,
    "roundeven": np.rint,
    "sin": np.sin,
    "sinh": np.sinh,
    "sqrt": np.sqrt,
    "tan": np.tan,
    "tanh": np.tanh,
    "trunc": np.trunc,
    "erf": lambda x: math.erf(float(x)),
    "rsqrt": lambda x: type(x)(1) / np.sqrt(x),
}

for _n, _f in _UNARY.items():
    register("math." + _n)(_lift(lambda op, _f=_f: _check(op, _f)))

for _n, _f in (("atan2", np.arctan2), ("copysign", np.copysign), ("powf", np.power)):
    register("math." + _n)(_lift(lambda op, _f=_f: _check(op, _f)))

register("math.fma")(_lift(lambda op: _check(op, _fma)))


def _fpowi(op: Any) -> Any:
    dt = float_dtype(op.results[0].type)

    def f(x: Any, n: int) -> Any:
        try:
            return (
                dt(float(x) ** n)
                if n >= 0 or x != 0
                else dt(np.copysign(np.inf, x) if n % 2 else np.inf)
            )
        except OverflowError:
            return dt(np.inf) if x > 0 or n % 2 == 0 else dt(-np.inf)

    return f


register("math.fpowi")(_lift(_fpowi))


def _absi(op: Any) -> Any:
    w = int_width(op.results[0].type)
    return lambda x: wrap(abs(x), w)


def _ctlz(op: Any) -> Any:
    w = int_width(op.results[0].type)
    m = (1 << w) - 1
    return lambda x: w - (x & m).bit_length()


def _cttz(op: Any) -> Any:
    w = int_width(op.results[0].type)
    m = (1 << w) - 1

    def f(x: int) -> int:
        u = x & m
        return w if u == 0 else (u & -u).bit_length() - 1

    return f


def _ctpop(op: Any) -> Any:
    w = int_width(op.results[0].type)
    m = (1 << w) - 1
    return lambda x: (x & m).bit_count()


def _ipowi(op: Any) -> Any:
    w = int_width(op.results[0].type)
    m = (1 << w) - 1

    def f(b: int, e: int) -> Any:
        if e < 0:
            if b == 0:
                return POISON
            if b == 1:
                return 1
            if b == -1:
                return -1 if e & 1 else 1
            return 0
        return wrap(pow(b & m, e, 1 << w), w)

    return f


register("math.absi")(_lift(_absi))
register("math.ctlz")(_lift(_ctlz))
register("math.cttz")(_lift(_cttz))
register("math.ctpop")(_lift(_ctpop))
register("math.ipowi")(_lift(_ipowi))
