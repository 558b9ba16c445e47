"""``linalg-matmul-to-microkernel``: matrix products on buffers as packed, register-blocked
vector code, checked against numpy on odd shapes (remainder rows and columns, K = 0, K
past one cache tile), batches, dynamic sizes, fused operand prologues, and what the pass
leaves alone."""

from __future__ import annotations

import numpy as np
import pytest

import irlite
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.passes.infra.manager import PassManager

LOWER = (
    "canonicalize,cse,loop-invariant-code-motion,convert-linalg-to-loops,lower-affine,"
    "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
)


def _pipeline(opts: str = "") -> str:
    return f"builtin.module(func.func(linalg-matmul-to-microkernel{{{opts}}}),{LOWER})"


def _matmul(m: int, n: int, k: int) -> str:
    return f"""
func.func @mm(%A: memref<{m}x{k}xf32>, %B: memref<{k}x{n}xf32>, %C: memref<{m}x{n}xf32>) {{
  linalg.matmul ins(%A, %B : memref<{m}x{k}xf32>, memref<{k}x{n}xf32>)
                outs(%C : memref<{m}x{n}xf32>)
  return
}}"""


def _run_pass(src: str):  # noqa: ANN202
    ctx = Context()
    module = parse_module(src, ctx)
    PassManager.from_pipeline("builtin.module(func.func(linalg-matmul-to-microkernel))", ctx).run(
        module
    )
    return module


def _rand(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.standard_normal(shape, dtype=np.float32)


@pytest.mark.parametrize(
    "m,n,k,opts",
    [
        (1, 1, 1, ""),
        (13, 37, 7, ""),  # remainder rows (13 = 8 + 5) and columns (37 = 32 + 5)
        (8, 32, 16, ""),  # exactly one register block
        (17, 65, 300, "kc=128"),  # K over three cache tiles, the last one short
        (3, 5, 0, ""),  # K = 0: C unchanged
        (30, 100, 33, "mr=6 nr-vectors=3 kc=8"),
    ],
)
def test_matches_numpy(m: int, n: int, k: int, opts: str) -> None:
    f = irlite.compile(_matmul(m, n, k), pipeline=_pipeline(opts))
    assert "llvm.fma.v16f32" in f.llvm_ir or n < 32 or k == 0
    rng = np.random.default_rng(m * 1000 + n + k)
    a, b, c = _rand(rng, m, k), _rand(rng, k, n), _rand(rng, m, n)
    want = c + a.astype(np.float64) @ b.astype(np.float64)
    f.mm(a, b, c)
    np.testing.assert_allclose(c, want, rtol=1e-4, atol=1e-4 * max(1.0, np.abs(want).max()))


def test_dynamic_sizes_and_batches() -> None:
    src = """
func.func @bmm(%A: memref<?x?x?xf32>, %B: memref<?x?x?xf32>, %C: memref<?x?x?xf32>) {
  linalg.batch_matmul ins(%A, %B : memref<?x?x?xf32>, memref<?x?x?xf32>)
                      outs(%C : memref<?x?x?xf32>)
  return
}"""
    f = irlite.compile(src, pipeline=_pipeline())
    rng = np.random.default_rng(7)
    for bt, m, n, k in [(3, 11, 45, 19), (1, 16, 64, 1), (2, 1, 3, 5)]:
        a, b, c = _rand(rng, bt, m, k), _rand(rng, bt, k, n), _rand(rng, bt, m, n)
        want = c + np.matmul(a, b)
        f.bmm(a, b, c)
        np.testing.assert_allclose(c, want, rtol=1e-4, atol=1e-4)


PROLOGUE = """
#a = affine_map<(i, j, k) -> (i, k)>
#bias = affine_map<(i, j, k) -> (k)>
#b = affine_map<(i, j, k) -> (k, j)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @f(%h: memref<9x21xf32>, %b1: memref<21xf32>, %w: memref<21x40xf32>,
             %out: memref<9x40xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [#a, #bias, #b, #c],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%h, %b1, %w : memref<9x21xf32>, memref<21xf32>, memref<21x40xf32>)
      outs(%out : memref<9x40xf32>) {
    ^bb0(%x: f32, %y: f32, %v: f32, %acc: f32):
      %s = arith.addf %x, %y : f32
      %r = arith.maximumf %s, %z : f32
      %m = arith.mulf %r, %v : f32
      %t = arith.addf %acc, %m : f32
      linalg.yield %t : f32
  }
  return
}"""


def test_fused_operand_prologue_is_materialized() -> None:
    """relu(h + b1) @ w, as linalg-fuse-elementwise-ops leaves it: the A side is computed
    once into a buffer (a linalg.generic over (i, k)), then the kernel runs."""
    module = _run_pass(PROLOGUE)
    text = str(module)
    assert text.count("linalg.generic") == 1 and "llvm.intr.fma" in text
    assert 'iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 :' in text
    f = irlite.compile(PROLOGUE, pipeline=_pipeline())
    rng = np.random.default_rng(3)
    h, b1, w = _rand(rng, 9, 21), _rand(rng, 21), _rand(rng, 21, 40)
    out = _rand(rng, 9, 40)
    want = out + np.maximum(h + b1, 0) @ w
    f.f(h, b1, w, out)
    np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-4)


STRIDED = """
func.func @strided(%A: memref<4x8xf32, strided<[16, 1]>>, %B: memref<8x4xf32>,
                   %C: memref<4x4xf32>) {
  linalg.matmul ins(%A, %B : memref<4x8xf32, strided<[16, 1]>>, memref<8x4xf32>)
                outs(%C : memref<4x4xf32>)
  return
}"""


TRANSPOSED = """
#a = affine_map<(i, j, k) -> (i, k)>
#bt = affine_map<(i, j, k) -> (j, k)>
#c = affine_map<(i, j, k) -> (i, j)>
func.func @transposed(%A: memref<4x8xf32>, %B: memref<4x8xf32>, %C: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [#a, #bt, #c],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : memref<4x8xf32>, memref<4x8xf32>) outs(%C : memref<4x4xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %t = arith.addf %acc, %m : f32
      linalg.yield %t : f32
  }
  return
}
"""


LEFT_ALONE = """
func.func @f64(%A: memref<4x8xf64>, %B: memref<8x4xf64>, %C: memref<4x4xf64>) {
  linalg.matmul ins(%A, %B : memref<4x8xf64>, memref<8x4xf64>) outs(%C : memref<4x4xf64>)
  return
}
func.func @tensors(%A: tensor<4x8xf32>, %B: tensor<8x4xf32>, %C: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%A, %B : tensor<4x8xf32>, tensor<8x4xf32>)
                     outs(%C : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}"""


def test_transposed_operand_is_copied_row_major() -> None:
    """B given as (j, k): materialized as a (k, j) buffer, then the kernel runs."""
    text = str(_run_pass(TRANSPOSED))
    assert "llvm.intr.fma" in text and text.count("linalg.generic") == 1
    f = irlite.compile(TRANSPOSED, pipeline=_pipeline())
    rng = np.random.default_rng(5)
    a, b, c = _rand(rng, 4, 8), _rand(rng, 4, 8), _rand(rng, 4, 4)
    want = c + a @ b.T
    f.transposed(a, b, c)
    np.testing.assert_allclose(c, want, rtol=1e-4, atol=1e-4)


def test_strided_operand_is_copied_contiguous() -> None:
    f = irlite.compile(STRIDED, pipeline=_pipeline())
    assert "llvm.fma.v16f32" in f.llvm_ir or "llvm.fma.f32" in f.llvm_ir
    rng = np.random.default_rng(6)
    a = _rand(rng, 4, 16)[:, :8]
    b, c = _rand(rng, 8, 4), _rand(rng, 4, 4)
    want = c + a @ b
    f.strided(a, b, c)
    np.testing.assert_allclose(c, want, rtol=1e-4, atol=1e-4)


def test_other_products_are_left_alone() -> None:
    before = str(parse_module(LEFT_ALONE, Context()))
    assert str(_run_pass(LEFT_ALONE)) == before


def test_default_pipeline_runs_it_on_mlp() -> None:
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "benchmarks"))
    import tensor as bench

    w = bench.load_workload("mlp", quick=True)
    m = irlite.compile(w.source)
    assert "linalg-matmul-to-microkernel" in [s.name for s in m.plan.steps if s.available]
    assert m.llvm_ir.count("llvm.fma.v16f32") >= 2
    args = w.inputs(np.random.default_rng(0))
    want = w.reference(*args)
    np.testing.assert_allclose(m.mlp(*args), want, rtol=1e-4, atol=1e-4 * np.abs(want).max())
