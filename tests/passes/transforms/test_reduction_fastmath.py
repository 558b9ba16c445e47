"""The fast-math choice of ``irlite.compile`` (``reduction-fastmath`` and
``promote-loop-accumulators`` in the default pipeline): results within rounding of numpy,
the flags in the LLVM IR, and vector reductions after LLVM's O3."""

from __future__ import annotations

import re

import numpy as np
import pytest

import irlite
from irlite.targets.llvm.jit import optimize_llvm_ir

ROW_SUM = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%x: tensor<37x101xf32>) -> tensor<37xf32> {
  %c0 = arith.constant 0.0 : f32
  %c2 = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<37xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<37xf32>) -> tensor<37xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<37x101xf32>) outs(%z : tensor<37xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %m = arith.mulf %a, %c2 : f32
      %s = arith.addf %m, %acc : f32
      linalg.yield %s : f32
  } -> tensor<37xf32>
  return %r : tensor<37xf32>
}
"""

MEMREF_SUM = """
func.func @f(%x: memref<64xf32>, %o: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c64 step %c1 iter_args(%a = %z) -> (f32) {
    %v = memref.load %x[%i] : memref<64xf32>
    %s = arith.addf %a, %v : f32
    scf.yield %s : f32
  }
  memref.store %r, %o[] : memref<f32>
  return
}
"""


@pytest.fixture(scope="module")
def x() -> np.ndarray:
    return np.random.default_rng(1).standard_normal((37, 101), dtype=np.float32)


def _passes(m) -> list[str]:
    return [s.name for s in m.plan.steps if s.available]


def test_default_is_fast_for_linalg_modules(x: np.ndarray) -> None:
    m = irlite.compile(ROW_SUM)  # a module with linalg ops
    assert "reduction-fastmath" in _passes(m)
    assert "promote-loop-accumulators" in _passes(m)
    np.testing.assert_allclose(m.f(x), (x * 2).sum(axis=1), rtol=1e-5, atol=1e-4)
    assert re.search(r"fadd reassoc arcp contract float", m.llvm_ir)
    # payload-flags=contract,arcp: the multiply may become an FMA
    assert re.search(r"fmul arcp contract float", m.llvm_ir)
    # the accumulator is a phi, not a load and store per iteration, and LLVM's O3
    # vectorizes the row loop into vector partial sums
    opt = optimize_llvm_ir(m.llvm_ir)
    assert re.search(r"fadd reassoc arcp contract <\d+ x float>", opt)


def test_fast_math_off_keeps_ieee_order(x: np.ndarray) -> None:
    m = irlite.compile(ROW_SUM, fast_math=False)
    assert "reduction-fastmath" not in _passes(m)
    assert "reassoc" not in m.llvm_ir
    # a sequential float32 sum, as the interpreter computes it
    ref = irlite.compile(ROW_SUM, target="interp").f(x)
    np.testing.assert_array_equal(m.f(x), ref)


def test_memref_modules_stay_strict_unless_asked() -> None:
    x = np.random.default_rng(2).standard_normal(64, dtype=np.float32)
    o = np.zeros((), np.float32)
    m = irlite.compile(MEMREF_SUM)
    assert "reassoc" not in m.llvm_ir
    m.f(x, o)
    expect = np.float32(0)
    for v in x:
        expect = np.float32(expect + v)
    assert o == expect
    fast = irlite.compile(MEMREF_SUM, fast_math=True)
    assert "fadd reassoc contract float" in fast.llvm_ir
    fast.f(x, o)
    np.testing.assert_allclose(o, x.sum(dtype=np.float64), rtol=1e-5)


def test_irlite_run_fast_math_flags(tmp_path, capsys) -> None:  # noqa: ANN001
    from irlite.tools.run import main

    f = tmp_path / "row_sum.mlir"
    f.write_text(ROW_SUM)
    assert main([str(f), "--print-pipeline"]) == 0
    assert "reduction-fastmath" in capsys.readouterr().out
    assert main([str(f), "--print-pipeline", "--no-fast-math"]) == 0
    assert "reduction-fastmath" not in capsys.readouterr().out
    g = tmp_path / "sum.mlir"
    g.write_text(MEMREF_SUM)
    assert main([str(g), "--print-pipeline", "--fast-math"]) == 0
    assert "reduction-fastmath" in capsys.readouterr().out
    assert main([str(f), "-e", "f", "iota", "--no-fast-math"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("// result #0: tensor<37xf32>")


MATVEC = """
func.func @mv(%a: tensor<33x257xf32>, %x: tensor<257xf32>) -> tensor<33xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<33xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<33xf32>) -> tensor<33xf32>
  %y = linalg.matvec ins(%a, %x : tensor<33x257xf32>, tensor<257xf32>)
                     outs(%z : tensor<33xf32>) -> tensor<33xf32>
  return %y : tensor<33xf32>
}
"""


def test_matvec_is_a_vectorized_reduction() -> None:
    """linalg.matvec is not a matrix product for the micro-kernel: its row loop carries
    the accumulator and LLVM vectorizes it into FMAs on vector partial sums."""
    m = irlite.compile(MATVEC)
    opt = optimize_llvm_ir(m.llvm_ir)
    assert re.search(r"@llvm\.fma\.v\d+f32|fadd reassoc arcp contract <\d+ x float>", opt)
    rng = np.random.default_rng(4)
    a = rng.standard_normal((33, 257), dtype=np.float32)
    x = rng.standard_normal(257, dtype=np.float32)
    np.testing.assert_allclose(m.mv(a, x), a @ x, rtol=1e-4, atol=1e-4)
