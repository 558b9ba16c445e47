"""``arith`` semantics for the interpreter, exact as MLIR 19 documents them.

Integers wrap in two's complement; ``nsw``/``nuw`` overflow gives poison;
shifts by the bit width or more give poison; division or remainder by zero,
and signed division overflow (``MIN / -1``), are undefined behavior, so is a poison divisor; float
ops are IEEE in the type's precision (numpy scalars), ``remf`` is C's
``fmod``, ``maximumf``/``minimumf`` propagate NaN and order ``-0 < +0``,
``maxnumf``/``minnumf`` follow LLVM 19's APFloat (a NaN operand yields the
other); ``nnan``/``ninf`` fast-math flags make a NaN/Inf operand or result
poison; ``fptosi``/``fptoui`` of NaN, Inf or an out-of-range value is
poison; int-to-float conversions round to nearest even exactly. Vector and
tensor operands are computed element by element (a poison element makes the
whole value poison).

What it does not do: other fast-math flags' licence to change values
(``reassoc``, ``nsz``, ``arcp``, ``contract``, ``afn`` are ignored, so the
strict result is computed), ``truncf`` rounding modes other than the
default, or ``bf16``/``f8`` types.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from ...ir.attributes import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr
from ...ir.types import FloatType, ShapedType
from .interpreter import register
from .values import (
    POISON,
    InterpError,
    UndefinedBehavior,
    elem_from_numpy,
    elem_to_numpy,
    float_dtype,
    int_width,
    storage_dtype,
    wrap,
)

# ------------------------------------------------------------------ helpers

_FLAG_CACHE: dict = {}


def _words(a: Any) -> frozenset:
    """The keywords inside a flags attribute (``#arith.overflow<nsw, nuw>``)."""
    w = _FLAG_CACHE.get(a)
    if w is None:
        s = str(a)
        i = s.find("<")
        body = s[i + 1 : s.rfind(">")] if i >= 0 else ""
        w = frozenset(x.strip() for x in body.replace(",", " ").split())
        _FLAG_CACHE[a] = w
    return w


def overflow_flags(op: Any) -> tuple[bool, bool]:
    """(nsw, nuw) of an op with ``overflowFlags``."""
    a = op.properties.get("overflowFlags") if op.properties else None
    if a is None:
        return False, False
    w = _words(a)
    return "nsw" in w, "nuw" in w


def fastmath(op: Any) -> tuple[bool, bool]:
    """(nnan, ninf) of an op with ``fastmath``."""
    a = op.properties.get("fastmath") if op.properties else None
    if a is None:
        return False, False
    w = _words(a)
    fast = "fast" in w
    return fast or "nnan" in w, fast or "ninf" in w


def elementwise(op: Any, fn: Any, args: list) -> Any:
    """Apply scalar ``fn`` element by element over the array operands of ``op``."""
    rt = op.results[0].type
    shape = None
    flat: list = []
    for a, o in zip(args, op.op_operands):
        if isinstance(a, np.ndarray):
            shape = a.shape
            et = o.value.type.element_type
            flat.append([elem_from_numpy(e, et) for e in a.reshape(-1)])
        else:
            flat.append(None)
    if shape is None:
        raise InterpError(f"'{op.name}': expected a vector or tensor operand")
    n = int(np.prod(shape)) if shape else 1
    out = []
    ret = rt.element_type
    for i in range(n):
        xs = [f[i] if f is not None else a for f, a in zip(flat, args)]
        r = fn(*xs)
        if r is POISON:
            return POISON
        out.append(elem_to_numpy(r, ret))
    return np.array(out, dtype=storage_dtype(ret)).reshape(shape)


def _any_poison(args: list) -> bool:
    for a in args:
        if a is POISON:
            return True
    return False


def _is_array(args: list) -> bool:
    for a in args:
        if isinstance(a, np.ndarray):
            return True
    return False


def _lift(make: Any) -> Any:
    """Handler from ``make(op) -> scalar fn``: poison in, poison out; arrays elementwise."""

    def h(it: Any, op: Any, args: list) -> tuple:
        if _any_poison(args):
            return (POISON,)
        fn = make(op)
        if _is_array(args):
            return (elementwise(op, fn, args),)
        return (fn(*args),)

    return h


def _lift_div(make: Any) -> Any:
    """As ``_lift`` for integer division and remainder, where a poison divisor is undefined
    behavior (it may be zero: LLVM's udiv/sdiv), and so is a poison dividend over -1 for the
    signed ops (it may be the minimum)."""
    lifted = _lift(make)

    def h(it: Any, op: Any, args: list) -> tuple:
        x, y = args
        if y is POISON:
            raise UndefinedBehavior(f"'{op.name}': division by poison")
        if x is POISON and op.name.endswith("si") and not isinstance(y, np.ndarray) and y == -1:
            raise UndefinedBehavior(f"'{op.name}': poison divided by -1 may overflow")
        return lifted(it, op, args)

    return h


def _ebool(b: bool) -> int:
    return -1 if b else 0


# ------------------------------------------------------------------ constants


def attr_value(a: Any, t: Any) -> Any:
    """An attribute (integer, float, dense elements) as an interpreter value of type ``t``."""
    if type(a) is IntegerAttr:
        return wrap(a.value, int_width(t))
    if type(a) is FloatAttr:
        dt = float_dtype(t)
        bits = a.bits
        ut = {np.float16: np.uint16, np.float32: np.uint32, np.float64: np.uint64}[dt]
        return np.array(bits, dtype=ut).view(dt)[()]
    if isinstance(a, DenseIntOrFPElementsAttr) and isinstance(t, ShapedType):
        et = t.element_type
        vals = a.values
        if callable(vals):
            vals = vals()
        shape = t.shape
        n = int(np.prod(shape)) if shape else 1
        if len(vals) == 1 and n != 1:
            vals = list(vals) * n
        if isinstance(et, FloatType):
            arr = np.array([float(v) for v in vals], dtype=np.float64).astype(float_dtype(et))
        else:
            w = int_width(et)
            arr = np.array(
                [elem_to_numpy(wrap(int(v), w), et) for v in vals], dtype=storage_dtype(et)
            )
        return arr.reshape(shape)
    raise InterpError(f"the interpreter cannot materialize the constant {a}")


@register("arith.constant")
def _constant(it: Any, op: Any, args: list) -> tuple:
    return (attr_value(op.properties["value"], op.results[0].type),)


# ------------------------------------------------------------------ integer arithmetic


def _add(op: Any) -> Any:
    w = int_width(op.results[0].type)
    nsw, nuw = overflow_flags(op)
    m = (1 << w) - 1

    def f(x: int, y: int) -> Any:
        r = x + y
        if nsw and wrap(r, w) != r:
            return POISON
        if nuw and (x & m) + (y & m) > m:
            return POISON
        return wrap(r, w)

    return f


def _sub(op: Any) -> Any:
    w = int_width(op.results[0].type)
    nsw, nuw = overflow_flags(op)
    m = (1 << w) - 1

    def f(x: int, y: int) -> Any:
        r = x - y
        if nsw and wrap(r, w) != r:
            return POISON
        if nuw and (x & m) < (y & m):
            return POISON
        return wrap(r, w)

    return f


def _mul(op: Any) -> Any:
    w = int_width(op.results[0].type)
    nsw, nuw = overflow_flags(op)
    m = (1 << w) - 1

    def f(x: int, y: int) -> Any:
        r = x * y
        if nsw and wrap(r, w) != r:
            return POISON
        if nuw and (x & m) * (y & m) > m:
            return POISON
        return wrap(r, w)

    return f


def _shl(op: Any) -> Any:
    w = int_width(op.results[0].type)
    nsw, nuw = overflow_flags(op)
    m = (1 << w) - 1

    def f(x: int, y: int) -> Any:
        s = y & m
        if s >= w:
            return POISON
        r = wrap(x << s, w)
        if nsw and (r >> s) != x:
            return POISON
        if nuw and ((x & m) << s) >> w:
            return POISON
        return r

    return f


def _shrui(op: Any) -> Any:
    w = int_width(op.results[0].type)
    m = (1 << w) - 1

    def f(x: int, y: int) -> Any:
        s = y & m
        if s >= w:
            return POISON
        return wrap((x & m) >> s, w)

    return f


def _shrsi(op: Any) -> Any:
    w = int_width(op.results[0].type)
    m = (1 << w) - 1

    def f(x: int, y: int) -> Any:
        s = y & m
        if s >= w:
            return POISON
        return x >> s

    return f


def _udiv_like(kind: str) -> Any:
    def make(op: Any) -> Any:
        w = int_width(op.results[0].type)
        m = (1 << w) - 1

        def f(x: int, y: int) -> Any:
            ux = x & m
            uy = y & m
            if uy == 0:
                raise UndefinedBehavior(f"'{op.name}': division by zero")
            if kind == "div":
                return wrap(ux // uy, w)
            if kind == "rem":
                return wrap(ux % uy, w)
            return wrap(-(-ux // uy), w)  # ceil

        return f

    return make


def _sdiv_like(kind: str) -> Any:
    def make(op: Any) -> Any:
        w = int_width(op.results[0].type)
        smin = -(1 << (w - 1))

        def f(x: int, y: int) -> Any:
            if y == 0:
                raise UndefinedBehavior(f"'{op.name}': division by zero")
            if x == smin and y == -1:
                raise UndefinedBehavior(f"'{op.name}': signed division overflow")
            if kind == "div":
                q = abs(x) // abs(y)
                return wrap(q if (x < 0) == (y < 0) else -q, w)
            if kind == "rem":
                r = abs(x) % abs(y)
                return wrap(-r if x < 0 else r, w)
            if kind == "floor":
                return wrap(x // y, w)
            return wrap(-((-x) // y), w)  # ceil

        return f

    return make


def _bitwise(fn: Any) -> Any:
    def make(op: Any) -> Any:
        w = int_width(op.results[0].type)
        return lambda x, y: wrap(fn(x, y), w)

    return make


def _minmax(signed: bool, is_max: bool) -> Any:
    def make(op: Any) -> Any:
        w = int_width(op.results[0].type)
        m = (1 << w) - 1

        def f(x: int, y: int) -> int:
            a, b = (x, y) if signed else (x & m, y & m)
            if is_max:
                return x if a >= b else y
            return x if a <= b else y

        return f

    return make


for _n, _mk in (
    ("addi", _add),
    ("subi", _sub),
    ("muli", _mul),
    ("shli", _shl),
    ("shrui", _shrui),
    ("shrsi", _shrsi),
    ("divui", _udiv_like("div")),
    ("remui", _udiv_like("rem")),
    ("ceildivui", _udiv_like("ceil")),
    ("divsi", _sdiv_like("div")),
    ("remsi", _sdiv_like("rem")),
    ("floordivsi", _sdiv_like("floor")),
    ("ceildivsi", _sdiv_like("ceil")),
    ("andi", _bitwise(lambda x, y: x & y)),
    ("ori", _bitwise(lambda x, y: x | y)),
    ("xori", _bitwise(lambda x, y: x ^ y)),
    ("maxsi", _minmax(True, True)),
    ("minsi", _minmax(True, False)),
    ("maxui", _minmax(False, True)),
    ("minui", _minmax(False, False)),
):
    register("arith." + _n)(_lift(_mk) if "div" not in _n and "rem" not in _n else _lift_div(_mk))


@register("arith.addui_extended")
def _addui_extended(it: Any, op: Any, args: list) -> tuple:
    x, y = args
    if x is POISON or y is POISON:
        return (POISON, POISON)
    if _is_array(args):
        raise InterpError("'arith.addui_extended' on vectors is not supported by the interpreter")
    w = int_width(op.results[0].type)
    m = (1 << w) - 1
    s = (x & m) + (y & m)
    return (wrap(s, w), _ebool(s > m))


def _mul_extended(signed: bool) -> Any:
    def h(it: Any, op: Any, args: list) -> tuple:
        x, y = args
        if x is POISON or y is POISON:
            return (POISON, POISON)
        if _is_array(args):
            raise InterpError(f"'{op.name}' on vectors is not supported by the interpreter")
        w = int_width(op.results[0].type)
        m = (1 << w) - 1
        p = x * y if signed else (x & m) * (y & m)
        return (wrap(p, w), wrap(p >> w, w))

    return h


register("arith.mulsi_extended")(_mul_extended(True))
register("arith.mului_extended")(_mul_extended(False))

# ------------------------------------------------------------------ comparisons and select

_CMPI = {
    0: lambda a, b, ua, ub: a == b,
    1: lambda a, b, ua, ub: a != b,
    2: lambda a, b, ua, ub: a < b,
    3: lambda a, b, ua, ub: a <= b,
    4: lambda a, b, ua, ub: a > b,
    5: lambda a, b, ua, ub: a >= b,
    6: lambda a, b, ua, ub: ua < ub,
    7: lambda a, b, ua, ub: ua <= ub,
    8: lambda a, b, ua, ub: ua > ub,
    9: lambda a, b, ua, ub: ua >= ub,
}


def _pred(op: Any) -> int:
    a = op.properties["predicate"]
    return int(getattr(a, "value", a))


def _cmpi(op: Any) -> Any:
    w = int_width(op.op_operands[0].value.type)
    m = (1 << w) - 1
    p = _CMPI[_pred(op)]
    return lambda x, y: _ebool(p(x, y, x & m, y & m))


register("arith.cmpi")(_lift(_cmpi))


def _cmpf(op: Any) -> Any:
    p = _pred(op)
    nnan, ninf = fastmath(op)

    def f(x: Any, y: Any) -> Any:
        if (nnan and (np.isnan(x) or np.isnan(y))) or (ninf and (np.isinf(x) or np.isinf(y))):
            return POISON
        unordered = bool(np.isnan(x) or np.isnan(y))
        if p == 0:
            return 0
        if p == 15:
            return -1
        if p == 7:
            return _ebool(not unordered)
        if p == 14:
            return _ebool(unordered)
        base = p if p < 7 else p - 7
        if base == 1:
            r = x == y
        elif base == 2:
            r = x > y
        elif base == 3:
            r = x >= y
        elif base == 4:
            r = x < y
        elif base == 5:
            r = x <= y
        else:  # one / une
            r = x != y
        if p < 7:
            return _ebool(bool(r) and not unordered)
        return _ebool(bool(r) or unordered)

    return f


register("arith.cmpf")(_lift(_cmpf))


@register("arith.select")
def _select(it: Any, op: Any, args: list) -> tuple:
    c, a, b = args
    if c is POISON:
        return (POISON,)
    if isinstance(c, np.ndarray):
        if a is POISON or b is POISON:
            return (POISON,)
        return (np.where(c, a, b),)
    return (a if c else b,)


# ------------------------------------------------------------------ floats


def _fbin(fn: Any) -> Any:
    def make(op: Any) -> Any:
        dt = float_dtype(op.results[0].type)
        nnan, ninf = fastmath(op)
        if not nnan and not ninf:
            return lambda x, y: dt(fn(x, y))

        def f(x: Any, y: Any) -> Any:
            r = dt(fn(x, y))
            for v in (x, y, r):
                if (nnan and np.isnan(v)) or (ninf and np.isinf(v)):
                    return POISON
            return r

        return f

    return make


def _ieee_minmax(pick: Any, negative_zero_wins: bool) -> Any:
    """``maximumf``/``minimumf`` (``pick``: ``max``/``min``): a NaN operand is the result,
    and -0.0 is below +0.0 (``negative_zero_wins`` for the minimum)."""

    def f(x: Any, y: Any) -> Any:
        if np.isnan(x):
            return x
        if np.isnan(y):
            return y
        if x == y == 0:
            return x if bool(np.signbit(x)) is negative_zero_wins else y
        return pick(y, x)

    return f


def _nan_ignoring(pick: Any) -> Any:
    """``maxnumf``/``minnumf`` (``pick``: ``max``/``min``): a NaN operand gives the other one."""

    def f(x: Any, y: Any) -> Any:
        if np.isnan(x):
            return y
        if np.isnan(y):
            return x
        return pick(x, y)

    return f


_maximum = _ieee_minmax(max, False)
_minimum = _ieee_minmax(min, True)
_maxnum = _nan_ignoring(max)
_minnum = _nan_ignoring(min)


for _n, _f in (
    ("addf", lambda x, y: x + y),
    ("subf", lambda x, y: x - y),
    ("mulf", lambda x, y: x * y),
    ("divf", lambda x, y: x / y),
    ("remf", np.fmod),
    ("maximumf", _maximum),
    ("minimumf", _minimum),
    ("maxnumf", _maxnum),
    ("minnumf", _minnum),
):
    register("arith." + _n)(_lift(_fbin(_f)))


def _negf(op: Any) -> Any:
    dt = float_dtype(op.results[0].type)
    nnan, ninf = fastmath(op)

    def f(x: Any) -> Any:
        if (nnan and np.isnan(x)) or (ninf and np.isinf(x)):
            return POISON
        return dt(-x)

    return f


register("arith.negf")(_lift(_negf))

# ------------------------------------------------------------------ casts


def _in_w(op: Any) -> int:
    return int_width(op.op_operands[0].value.type)


def _extui(op: Any) -> Any:
    m = (1 << _in_w(op)) - 1
    w = int_width(op.results[0].type)
    return lambda x: wrap(x & m, w)


def _sext(op: Any) -> Any:
    w = int_width(op.results[0].type)
    return lambda x: wrap(x, w)


register("arith.extui")(_lift(_extui))
register("arith.index_castui")(_lift(_extui))
register("arith.extsi")(_lift(_sext))
register("arith.trunci")(_lift(_sext))
register("arith.index_cast")(_lift(_sext))


def _extf(op: Any) -> Any:
    dt = float_dtype(op.results[0].type)
    if op.properties and op.properties.get("roundingmode") is not None:
        rm = op.properties["roundingmode"]
        if int(getattr(rm, "value", 0) or 0) != 0:
            raise InterpError(f"'{op.name}': only the default rounding mode is supported")
    nnan, ninf = fastmath(op)

    def f(x: Any) -> Any:
        r = dt(x)
        if (nnan and np.isnan(r)) or (ninf and (np.isinf(r) or np.isinf(x))):
            return POISON
        return r

    return f


register("arith.extf")(_lift(_extf))
register("arith.truncf")(_lift(_extf))

_MANT = {np.float16: 11, np.float32: 24, np.float64: 53}


def int_to_float(v: int, dt: Any) -> Any:
    """Exact round-to-nearest-even conversion of a Python int to float type ``dt``."""
    if dt is np.float64 or abs(v) < (1 << 53):
        return dt(float(v))
    p = _MANT[dt]
    a = abs(v)
    shift = a.bit_length() - p
    if shift > 0:
        q, r = divmod(a, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        a = q << shift
    f = float(a) if a.bit_length() <= 1024 else math.inf
    return dt(-f if v < 0 else f)


def _sitofp(op: Any) -> Any:
    dt = float_dtype(op.results[0].type)
    return lambda x: int_to_float(x, dt)


def _uitofp(op: Any) -> Any:
    dt = float_dtype(op.results[0].type)
    m = (1 << _in_w(op)) - 1
    return lambda x: int_to_float(x & m, dt)


register("arith.sitofp")(_lift(_sitofp))
register("arith.uitofp")(_lift(_uitofp))


def _fptoi(signed: bool) -> Any:
    def make(op: Any) -> Any:
        w = int_width(op.results[0].type)
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)

        def f(x: Any) -> Any:
            if not np.isfinite(x):
                return POISON
            t = math.trunc(float(x))
            if t < lo or t > hi:
                return POISON
            return wrap(t, w)

        return f

    return make


register("arith.fptosi")(_lift(_fptoi(True)))
register("arith.fptoui")(_lift(_fptoi(False)))

_UINT = {16: np.uint16, 32: np.uint32, 64: np.uint64}


def _bitcast(op: Any) -> Any:
    it_ = op.op_operands[0].value.type
    ot = op.results[0].type
    src_float = isinstance(getattr(it_, "element_type", it_), FloatType)
    dst_float = isinstance(getattr(ot, "element_type", ot), FloatType)
    if src_float and dst_float:
        sd, dd = float_dtype(it_), float_dtype(ot)
        return lambda x: np.array(x, dtype=sd).view(dd)[()]
    if src_float:
        sd = float_dtype(it_)
        w = int_width(ot)
        return lambda x: wrap(int(np.array(x, dtype=sd).view(_UINT[w])[()]), w)
    if dst_float:
        dd = float_dtype(ot)
        w = int_width(it_)
        m = (1 << w) - 1
        return lambda x: np.array(x & m, dtype=_UINT[w]).view(dd)[()]
    w = int_width(ot)
    return lambda x: wrap(x, w)


register("arith.bitcast")(_lift(_bitcast))
