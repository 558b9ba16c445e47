"""The vector subset through ``irlite.compile``: the default pipeline lowers it with
``convert-vector-to-llvm``, and the CPU gives what the interpreter gives (memrefs in and
out through the ABI, a scalar result)."""

from __future__ import annotations

import numpy as np
import pytest

import irlite

DOT = """
func.func @dot(%a: memref<64xf32>, %b: memref<64xf32>, %out: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0.0 : f32
  %acc0 = vector.splat %z : vector<8xf32>
  %r = scf.for %i = %c0 to %c64 step %c8 iter_args(%acc = %acc0) -> (vector<8xf32>) {
    %x = vector.load %a[%i] : memref<64xf32>, vector<8xf32>
    %y = vector.load %b[%i] : memref<64xf32>, vector<8xf32>
    %n = vector.fma %x, %y, %acc : vector<8xf32>
    scf.yield %n : vector<8xf32>
  }
  %s = vector.reduction <add>, %r : vector<8xf32> into f32
  %m = vector.reduction <maximumf>, %r : vector<8xf32> into f32
  %e = vector.extract %r[3] : f32 from vector<8xf32>
  %v = vector.broadcast %m : f32 to vector<4xf32>
  %w = vector.insert %e, %v [1] : f32 into vector<4xf32>
  vector.store %w, %out[%c0] : memref<4xf32>, vector<4xf32>
  return %s : f32
}
"""

IMAX = """
func.func @imax(%a: memref<16xi32>, %k: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %v = vector.load %a[%c0] : memref<16xi32>, vector<16xi32>
  %m = vector.reduction <maxsi>, %v, %k : vector<16xi32> into i32
  %u = vector.reduction <minui>, %v : vector<16xi32> into i32
  return %m, %u : i32, i32
}
"""


def test_pipeline_lowers_vector_ops() -> None:
    from irlite.ir.context import Context
    from irlite.ir.module import parse_module
    from irlite.targets.pipeline import default_pipeline

    plan = default_pipeline(parse_module(DOT, Context()))
    assert "convert-vector-to-llvm" in plan.text


@pytest.mark.parametrize("seed", [0, 1])
def test_dot_cpu_matches_interpreter(seed: int) -> None:
    rng = np.random.default_rng(seed)
    a = rng.standard_normal(64).astype(np.float32)
    b = rng.standard_normal(64).astype(np.float32)
    got = {}
    for target in ("interp", "cpu"):
        out = np.zeros(4, np.float32)
        r = irlite.compile(DOT, target=target).dot(a, b, out)
        got[target] = (np.float32(r), out)
    np.testing.assert_allclose(got["cpu"][0], np.dot(a.astype(np.float64), b), rtol=1e-4)
    np.testing.assert_allclose(got["cpu"][0], got["interp"][0], rtol=1e-5)
    np.testing.assert_allclose(got["cpu"][1], got["interp"][1], rtol=1e-5)


def test_integer_reductions_cpu_matches_interpreter() -> None:
    a = np.array([5, -7, 2**31 - 1, 3, 0, -1, 9, 4, 4, 8, -(2**31), 1, 2, 3, 4, 5], np.int32)
    for k in (0, 2**31 - 1):
        want = irlite.compile(IMAX, target="interp").imax(a, k)
        got = irlite.compile(IMAX, target="cpu").imax(a, k)
        assert [int(x) for x in got] == [int(x) for x in want] == [max(a.max(), k), 0]
