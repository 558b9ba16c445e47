"""The lowering table: every ufunc the tracer types has an entry, entries say which dtypes
they lower (the others fall back), and reshapes take one collapse or expand when one shape
groups the other's dimensions; integer powers, floor division, remainders and cumsum give
numpy's values (edge cases included) on the cpu and in the interpreter."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import irlite
from irlite.frontend import FallbackWarning
from irlite.frontend.lowering import LOWERINGS, _grouping, supports
from irlite.frontend.tracer import ELEMENTWISE, Node


def test_every_traced_ufunc_and_op_has_an_entry():
    assert set(LOWERINGS) >= ELEMENTWISE
    ops = {"where", "astype", "broadcast_to", "sum", "prod", "max", "min", "mean", "any"}
    ops |= {"all", "matmul", "transpose", "reshape", "slice", "full", "cumsum"}
    assert ops <= set(LOWERINGS)


def _node(op, dt, loop=None):
    x = Node("arg", (), (3,), dt)
    attrs = {"loop": tuple(np.dtype(d) for d in loop)} if loop else {}
    return Node(op, [x], (3,), np.dtype(loop[-1] if loop else dt), attrs)


def test_supports_follows_the_loop_dtypes():
    assert supports(_node("exp", np.float32, (np.float32, np.float32)))
    assert not supports(_node("exp", np.bool_, (np.float16, np.float16)))  # float16: fallback
    assert supports(_node("power", np.float64, (np.float64, np.float64, np.float64)))
    assert supports(_node("power", np.int32, (np.int32, np.int32, np.int32)))
    assert not supports(_node("power", np.bool_, (np.int8, np.int8, np.int8)))  # int8: fallback
    assert supports(_node("logical_not", np.bool_, (np.bool_, np.bool_)))
    assert not supports(_node("logical_not", np.int32, (np.int32, np.int32)))
    assert not supports(Node("sort", [], (3,), np.dtype(np.float32)))
    assert not supports(_node("sum", np.uint8))


def test_reshape_groupings():
    assert _grouping((2, 3, 4), (6, 4)) == [[0, 1], [2]]
    assert _grouping((1, 4), (4,)) == [[0, 1]]
    assert _grouping((4, 1), (4,)) == [[0, 1]]
    assert _grouping((1, 1, 3), (1, 3)) == [[0], [1, 2]]
    assert _grouping((1, 1), ()) == []
    assert _grouping((2, 3), (3, 2)) is None
    assert _grouping((6,), (2, 3)) is None


RNG = np.random.default_rng(7)


def _same(fn, *args, target):
    """``fn`` through irlite.jit (no fallback) gives numpy's dtype, shape and values, signed
    zeros and NaNs included."""
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("error", FallbackWarning)
        want = fn(*args)
        got = irlite.jit(fn, target=target, cache=False)(*args)
    assert got.dtype == want.dtype and got.shape == want.shape
    if want.dtype.kind == "f":
        np.testing.assert_array_equal(got, want)
        assert (np.signbit(got) == np.signbit(want))[~np.isnan(want)].all()
    else:
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("target", ["cpu", "interp"])
@pytest.mark.parametrize("dt", [np.int32, np.int64])
def test_integer_floor_divide_remainder_and_power(dt, target):
    a = RNG.integers(-20, 20, (4, 6)).astype(dt)
    b = RNG.integers(-6, 6, (4, 6)).astype(dt)
    a[0, :4] = np.iinfo(dt).min
    b[0, :4] = [-1, 0, 3, -7]  # MIN // -1 wraps to MIN; x // 0 and x % 0 are 0, as numpy's
    b[1, :3] = 0
    _same(lambda a, b: (a // b) * 1000 + a % b, a, b, target=target)
    _same(lambda a: np.power(a, 3) - a**0 + a**1, a, target=target)
    _same(lambda a, b: a ** np.abs(b), a, b, target=target)


@pytest.mark.parametrize("target", ["cpu", "interp"])
def test_negative_integer_exponents(target):
    with pytest.raises(ValueError, match="Integers to negative integer powers"):
        irlite.jit(lambda x: x**-2, target=target, cache=False)(np.arange(3))
    x = np.array([2, -1, -1, 1, 0, 3], np.int32)
    e = np.array([-1, -3, -2, -5, 2, 0], np.int32)
    got = irlite.jit(lambda x, e: x**e, target=target, cache=False)(x, e)
    assert list(got) == [0, -1, 1, 1, 0, 1]  # numpy raises; irlite gives math.ipowi's values


@pytest.mark.parametrize("target", ["cpu", "interp"])
@pytest.mark.parametrize("dt", [np.float32, np.float64])
def test_float_floor_divide_and_remainder(dt, target):
    a = (RNG.standard_normal((4, 6)) * 10).astype(dt)
    b = (RNG.standard_normal((4, 6)) * 3).astype(dt)
    b[0, :5] = [0.0, -0.0, np.inf, -np.inf, np.nan]
    a[1, :4], b[1, :4] = [0.0, -0.0, np.inf, 7.0], [-2.0, 3.0, 2.0, -3.5]
    _same(lambda a, b: a // b, a, b, target=target)
    _same(lambda a, b: a % b, a, b, target=target)
    _same(lambda a: np.floor_divide(a, 0.5) + np.remainder(a, -0.75), a, target=target)


@pytest.mark.parametrize("target", ["cpu", "interp"])
def test_cumsum_axes_and_dtypes(target):
    x = RNG.standard_normal((3, 5, 4)).astype(np.float32)
    for axis in (0, 1, 2, -1, None):
        _same(lambda v, axis=axis: np.cumsum(v, axis=axis), x, target=target)
    _same(lambda v: v.cumsum(0) * 2.0, x[:, :, 0], target=target)  # float sums in numpy's order
    i = RNG.integers(-9, 9, (4, 6)).astype(np.int32)
    _same(lambda v: np.cumsum(v, axis=1), i, target=target)  # int32 sums as int64
    _same(lambda v: np.cumsum(v, dtype=np.float64), i, target=target)
    _same(np.cumsum, RNG.integers(0, 2, 9).astype(bool), target=target)
    _same(lambda v: np.cumsum(v, axis=0), x[:1], target=target)  # one row: a copy
    with pytest.raises(np.exceptions.AxisError):
        irlite.jit(lambda v: np.cumsum(v, axis=3), target=target)(x)
