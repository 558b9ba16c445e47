"""The ``vector`` subset in the interpreter, against numpy, and its folds keep results.

Each op of ``rules/vector.rules`` runs on numpy arrays (``targets/interp/ops_vector.py``);
the fold test runs a function before and after ``canonicalize`` (which folds splats,
broadcasts, extracts and shape_casts of constants) and compares the results.
"""

from __future__ import annotations

import numpy as np
import pytest

import irlite  # noqa: F401
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.verifier import verify
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes
from irlite.targets.interp import POISON, Interpreter, UndefinedBehavior


def _run(text: str, *args: object) -> tuple:
    ctx = Context()
    m = parse_module(text, ctx)
    verify(m, ctx)
    return Interpreter(m).run("f", *args)


def test_build_and_extract() -> None:
    src = """
func.func @f(%a: f32, %v: vector<4xf32>, %i: index) -> (vector<2x4xf32>, vector<4xf32>, f32, vector<2x4xf32>, f32) {
  %s = vector.splat %a : vector<4xf32>
  %b = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %w = vector.insert %s, %b [1] : vector<4xf32> into vector<2x4xf32>
  %r = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %e = vector.extract %w[0, %i] : f32 from vector<2x4xf32>
  %x = vector.insert %a, %w [0, 3] : f32 into vector<2x4xf32>
  %c = arith.constant 2 : i32
  %y = vector.extractelement %v[%c : i32] : vector<4xf32>
  return %b, %r, %e, %x, %y : vector<2x4xf32>, vector<4xf32>, f32, vector<2x4xf32>, f32
}
"""
    v = np.array([1, 2, 3, 4], dtype=np.float32)
    b, r, e, x, y = _run(src, np.float32(7), v, 2)
    np.testing.assert_array_equal(b, np.stack([v, v]))
    np.testing.assert_array_equal(r, np.full(4, 7, np.float32))
    assert e == 3 and y == 3
    want = np.stack([v, np.full(4, 7, np.float32)])
    want[0, 3] = 7
    np.testing.assert_array_equal(x, want)


def test_shape_cast_fma_and_masks() -> None:
    src = """
func.func @f(%w: vector<2x3xf32>, %v: vector<4xf32>, %n: index) -> (vector<6xf32>, vector<4xf32>, vector<2x3xi1>, vector<4xi1>) {
  %0 = vector.shape_cast %w : vector<2x3xf32> to vector<6xf32>
  %1 = vector.fma %v, %v, %v : vector<4xf32>
  %2 = vector.constant_mask [1, 2] : vector<2x3xi1>
  %3 = vector.create_mask %n : vector<4xi1>
  return %0, %1, %2, %3 : vector<6xf32>, vector<4xf32>, vector<2x3xi1>, vector<4xi1>
}
"""
    w = np.arange(6, dtype=np.float32).reshape(2, 3)
    v = np.array([0.5, -1, 3, 1e-3], dtype=np.float32)
    s, f, m, c = _run(src, w, v, 3)
    np.testing.assert_array_equal(s, w.reshape(6))
    np.testing.assert_array_equal(f, (v.astype(np.float64) ** 2 + v).astype(np.float32))
    np.testing.assert_array_equal(m, [[True, True, False], [False, False, False]])
    np.testing.assert_array_equal(c, [True, True, True, False])


def _u32(x: int) -> int:
    return x % 2**32


_INT_REF = {
    "add": lambda xs: sum(xs),
    "mul": lambda xs: int(np.prod([int(x) for x in xs], dtype=object)),
    "and": lambda xs: xs[0] & xs[1] & xs[2] & xs[3],
    "or": lambda xs: xs[0] | xs[1] | xs[2] | xs[3],
    "xor": lambda xs: xs[0] ^ xs[1] ^ xs[2] ^ xs[3],
    "minsi": min,
    "maxsi": max,
    "minui": lambda xs: min(xs, key=_u32),
    "maxui": lambda xs: max(xs, key=_u32),
}


@pytest.mark.parametrize("kind", sorted(_INT_REF))
def test_integer_reductions(kind: str) -> None:
    src = f"""
func.func @f(%v: vector<3xi32>, %acc: i32) -> i32 {{
  %0 = vector.reduction <{kind}>, %v, %acc : vector<3xi32> into i32
  return %0 : i32
}}
"""
    xs = [0x7FFFFFFF, -2, 5]
    for acc in (1, 9):
        (r,) = _run(src, np.array(xs, dtype=np.int32), acc)
        want = _INT_REF[kind](xs + [acc])
        assert int(r) == (want + 2**31) % 2**32 - 2**31, (kind, acc)


@pytest.mark.parametrize(
    ("kind", "fn"),
    [
        ("add", np.sum),
        ("mul", np.prod),
        ("maxnumf", np.nanmax),
        ("minnumf", np.nanmin),
        ("maximumf", np.max),
        ("minimumf", np.min),
    ],
)
def test_float_reductions(kind: str, fn: object) -> None:
    src = f"""
func.func @f(%v: vector<4xf32>) -> f32 {{
  %0 = vector.reduction <{kind}>, %v : vector<4xf32> into f32
  return %0 : f32
}}
"""
    for v in ([1.5, -2.0, 8.0, 0.25], [1.0, float("nan"), 3.0, -1.0]):
        a = np.array(v, dtype=np.float32)
        (r,) = _run(src, a)
        np.testing.assert_array_equal(np.float32(r), np.float32(fn(a)))  # type: ignore[operator]


def test_load_store_and_bounds() -> None:
    src = """
func.func @f(%m: memref<3x8xf32>, %i: index, %j: index) -> vector<4xf32> {
  %0 = vector.load %m[%i, %j] : memref<3x8xf32>, vector<4xf32>
  %1 = arith.addf %0, %0 : vector<4xf32>
  vector.store %1, %m[%i, %j] : memref<3x8xf32>, vector<4xf32>
  return %0 : vector<4xf32>
}
"""
    m = np.arange(24, dtype=np.float32).reshape(3, 8)
    orig = m.copy()
    (r,) = _run(src, m, 1, 2)
    np.testing.assert_array_equal(r, orig[1, 2:6])
    np.testing.assert_array_equal(m[1, 2:6], 2 * orig[1, 2:6])
    with pytest.raises(UndefinedBehavior):
        _run(src, m, 1, 5)


def test_poison_propagates() -> None:
    src = """
func.func @f(%v: vector<4xf32>) -> f32 {
  %p = ub.poison : f32
  %s = vector.splat %p : vector<4xf32>
  %0 = vector.reduction <add>, %s : vector<4xf32> into f32
  return %0 : f32
}
"""
    assert _run(src, np.zeros(4, np.float32))[0] is POISON


def test_folds_keep_results() -> None:
    src = """
func.func @f(%v: vector<4xf32>, %a: f32) -> (f32, vector<4xf32>, f32, f32, vector<8xf32>, i32, vector<4xf32>) {
  %c = arith.constant 2.0 : f32
  %0 = vector.splat %c : vector<4xf32>
  %1 = vector.extract %0[1] : f32 from vector<4xf32>
  %2 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %i0 = arith.constant 0 : index
  %s = vector.splat %a : vector<4xf32>
  %3 = vector.extractelement %s[%i0 : index] : vector<4xf32>
  %d = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %4 = vector.extract %d[2] : f32 from vector<4xf32>
  %k = arith.constant dense<3.0> : vector<2x4xf32>
  %5 = vector.shape_cast %k : vector<2x4xf32> to vector<8xf32>
  %n = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %c3 = arith.constant 3 : index
  %6 = vector.extractelement %n[%c3 : index] : vector<4xi32>
  %w = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
  %7 = vector.shape_cast %w : vector<2x2xf32> to vector<4xf32>
  return %1, %2, %3, %4, %5, %6, %7 : f32, vector<4xf32>, f32, f32, vector<8xf32>, i32, vector<4xf32>
}
"""
    ctx = Context()
    load_builtin_passes()
    m = parse_module(src, ctx)
    args = (np.array([1, -2, 3, 9], np.float32), np.float32(-0.5))
    before = Interpreter(m).run("f", *args)
    run_pipeline("builtin.module(canonicalize)", m, ctx)
    text = print_op(m)
    assert "vector." not in text, text
    after = Interpreter(m).run("f", *args)
    for x, y in zip(before, after, strict=True):
        np.testing.assert_array_equal(x, y)
