"""Random numpy programs through ``irlite.jit`` against numpy itself (hypothesis).

A program is a chain of steps over a few input arrays whose shapes broadcast together
(size-1 and odd dimensions, ranks 0-3), of dtypes f32/f64/i32/i64/bool: binary ufuncs
with arrays or Python scalars (floor_divide, remainder and integer powers among them),
unary ufuncs, comparisons, ``np.where``, reductions with ``axis``/``keepdims``, ``cumsum``,
transposes, reshapes, slices, ``astype``, ``*_like``. The result
must equal numpy's (dtype and shape exactly, values to a few ulps for floats: the
compiled code uses polynomial math and reassociated sums); a program numpy rejects must
raise numpy's exception type. Ops the table does not lower fall back and still agree.
"""

from __future__ import annotations

import os
import warnings

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import irlite
from irlite.frontend import FallbackWarning

#: the same examples on every run (CI stays reproducible); IRLITE_FUZZ=1 draws new ones
#: each run, to look for more programs like those in test_programs_hypothesis_found_...
_FIXED = {} if os.environ.get("IRLITE_FUZZ") == "1" else {"derandomize": True, "database": None}

DTYPES = [np.float32, np.float64, np.int32, np.int64, np.bool_]
DIMS = [1, 2, 3, 5, 7]
BINARY = ["add", "subtract", "multiply", "maximum", "minimum", "divide", "power"]
BINARY += ["floor_divide", "remainder"]
BINARY += ["less", "greater_equal", "equal", "not_equal", "logical_and", "logical_or"]
UNARY = ["negative", "absolute", "tanh", "sin", "cos", "exp", "sqrt", "logical_not"]
REDUCE = ["sum", "max", "min", "mean", "prod", "cumsum"]


def _array(rng: np.random.Generator, shape, dt):
    if dt == np.bool_:
        return rng.integers(0, 2, shape).astype(bool)
    if np.dtype(dt).kind == "i":
        return rng.integers(-4, 5, shape).astype(dt)
    return (rng.standard_normal(shape) * 2).astype(dt)


@st.composite
def programs(draw):
    rank = draw(st.integers(0, 3))
    base = [draw(st.sampled_from(DIMS)) for _ in range(rank)]
    n_in = draw(st.integers(1, 3))
    shapes = []
    for _ in range(n_in):
        r = draw(st.integers(0, rank))
        sh = [1 if draw(st.booleans()) and draw(st.booleans()) else d for d in base[rank - r :]]
        shapes.append(tuple(sh))
    dtypes = [draw(st.sampled_from(DTYPES)) for _ in range(n_in)]
    steps = []
    for _ in range(draw(st.integers(1, 5))):
        kind = draw(st.sampled_from(["binary", "binary", "scalar", "unary", "reduce", "layout"]))
        if kind in ("binary", "scalar"):
            other = draw(st.integers(0, 10**6))
            scalar = draw(st.sampled_from([2, -1, 0.5, True, 3.0]))
            steps.append((kind, draw(st.sampled_from(BINARY)), other, scalar))
        elif kind == "unary":
            steps.append((kind, draw(st.sampled_from(UNARY + ["astype", "where", "like"]))))
        elif kind == "reduce":
            steps.append(
                (kind, draw(st.sampled_from(REDUCE)), draw(st.integers(-1, 3)), draw(st.booleans()))
            )
        else:
            steps.append((kind, draw(st.sampled_from(["T", "flat", "slice", "expand"]))))
    seed = draw(st.integers(0, 2**31))
    return shapes, dtypes, steps, seed


def _make(steps):
    def prog(*xs):
        v = xs[0]
        for s in steps:
            kind, name = s[0], s[1]
            if kind == "binary":
                other = xs[s[2] % len(xs)]
                if name == "power":  # numpy raises for negative integer exponents in the data
                    other = np.absolute(other)
                v = getattr(np, name)(v, other)
            elif kind == "scalar":
                v = getattr(np, name)(v, s[3])
            elif kind == "unary":
                if name == "astype":
                    v = v.astype(np.float32) if v.dtype != np.float32 else v.astype(np.int64)
                elif name == "where":
                    v = np.where(v > 0, v, xs[-1])
                elif name == "like":
                    v = v + np.ones_like(v)
                else:
                    v = getattr(np, name)(v)
            elif kind == "reduce":
                axis = None if s[2] < 0 or v.ndim == 0 else s[2] % v.ndim
                if name == "cumsum":
                    v = np.cumsum(v, axis=axis)
                else:
                    v = getattr(np, name)(v, axis=axis, keepdims=s[3])
            elif name == "T":
                v = v.T
            elif name == "flat":
                v = v.reshape(-1)
            elif name == "slice":
                v = v[..., 1:] if v.ndim else v
            else:
                v = v[None]
        return v

    return prog


def _check(target, program):
    shapes, dtypes, steps, seed = program
    rng = np.random.default_rng(seed)
    args = [_array(rng, sh, dt) for sh, dt in zip(shapes, dtypes, strict=True)]
    prog = _make(steps)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # numpy's overflow/invalid warnings, fallbacks
        try:
            want = prog(*args)
        except Exception as e:  # numpy rejects the program: irlite.jit must, the same way
            with pytest.raises(type(e)):
                irlite.jit(prog, target=target, cache=False)(*args)
            return
        got = irlite.jit(prog, target=target, cache=False)(*args)
    want_a, got_a = np.asarray(want), np.asarray(got)
    assert got_a.shape == want_a.shape and got_a.dtype == want_a.dtype, (steps, got, want)
    if want_a.dtype.kind == "f":
        tol = 2e-4 if want_a.dtype == np.float32 else 1e-9
        scale = np.nanmax(np.abs(want_a[np.isfinite(want_a)]), initial=1.0)
        np.testing.assert_allclose(got_a, want_a, rtol=tol, atol=tol * scale, equal_nan=True)
    else:
        np.testing.assert_array_equal(got_a, want_a)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow], **_FIXED)
@given(programs())
def test_random_programs_in_the_interpreter(program):
    _check("interp", program)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow], **_FIXED)
@given(programs())
def test_random_programs_on_the_cpu(program):
    _check("cpu", program)


def test_fallbacks_in_random_programs_are_warned():
    # bool exp has a float16 loop in numpy, which the table does not lower: a fallback
    def prog(m):
        return np.exp(m) + 1

    m = np.array([True, False, True])
    with pytest.warns(FallbackWarning, match="numpy.exp"):
        got = irlite.jit(prog, target="interp")(m)
    assert got.dtype == np.float16 and np.array_equal(got, prog(m))


@pytest.mark.parametrize(
    "program",
    [
        # (2,1,1) + (2,1): collapse/expand around the broadcast (an invalid composed reshape)
        ([(2, 1, 1), (2, 1)], [np.float32, np.float32], [("binary", "add", 1, 2)], 0),
        # the sum of a 0-d array, broadcast into an add (a loop-less reduction, fused as an
        # output every iteration updated)
        (
            [(), (2,)],
            [np.float32, np.float32],
            [("reduce", "sum", 0, False), ("binary", "add", 1, 2)],
            0,
        ),
    ],
)
def test_programs_hypothesis_found_on_the_cpu(program):
    _check("cpu", program)
