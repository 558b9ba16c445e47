"""``--dump-dispatches=DIR`` (irlite-opt, irlite.compile): each dispatch as a standalone
``.mlir`` whose first line is the irlite-run command that runs and times it alone on
random inputs; run so, on the cpu and in the interpreter, it gives the same result, and
the same as the dispatch gives inside the whole program."""

from __future__ import annotations

import shlex
from pathlib import Path

import numpy as np
import pytest

import irlite
from irlite.tools.opt import main as opt_main
from irlite.tools.run import main as run_main

PROGRAM = """
func.func @mlp(%x: tensor<16x32xf32>, %w: tensor<32x24xf32>, %b: tensor<24xf32>,
               %w2: tensor<24x8xf32>) -> tensor<16x8xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x24xf32>
  %z = linalg.fill ins(%c0 : f32) outs(%e : tensor<16x24xf32>) -> tensor<16x24xf32>
  %h = linalg.matmul ins(%x, %w : tensor<16x32xf32>, tensor<32x24xf32>)
                     outs(%z : tensor<16x24xf32>) -> tensor<16x24xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
        affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
        iterator_types = ["parallel", "parallel"]}
        ins(%h, %b : tensor<16x24xf32>, tensor<24xf32>) outs(%e : tensor<16x24xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %m = arith.maximumf %s, %c0 : f32
    linalg.yield %m : f32
  } -> tensor<16x24xf32>
  %e2 = tensor.empty() : tensor<16x8xf32>
  %z2 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  %y = linalg.matmul ins(%r, %w2 : tensor<16x24xf32>, tensor<24x8xf32>)
                     outs(%z2 : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %y : tensor<16x8xf32>
}
"""


def _run_dumped(path: Path, target: str, out: Path, capsys: pytest.CaptureFixture) -> np.ndarray:
    argv = shlex.split(path.read_text().splitlines()[0].removeprefix("// "))
    assert argv[0] == "irlite-run" and argv[-3:] == ["--time", "--repeat", "10"]
    argv[1] = str(path)
    assert run_main([*argv[1:], "--target", target, "--save-npy", str(out)]) == 0
    err = capsys.readouterr().err
    assert "ran in" in err and "best of 10 more calls" in err
    return np.load(out / "result0.npy")


def test_dumped_dispatches_run_alone(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    src = tmp_path / "mlp.mlir"
    src.write_text(PROGRAM)
    dump = tmp_path / "dispatches"
    rc = opt_main([str(src), "--dispatch-creation", f"--dump-dispatches={dump}", "-o", "-"])
    assert rc == 0
    flow = capsys.readouterr().out
    files = sorted(dump.glob("*.mlir"))
    assert [f.name for f in files] == ["mlp_dispatch_0.mlir", "mlp_dispatch_1.mlir"]
    for f in files:
        cpu = _run_dumped(f, "cpu", tmp_path / (f.stem + "_cpu"), capsys)
        ref = _run_dumped(f, "interp", tmp_path / (f.stem + "_interp"), capsys)
        np.testing.assert_allclose(cpu, ref, rtol=1e-5, atol=1e-5)
    # the second dispatch alone, on the first one's result, is the whole program's result
    rng = np.random.default_rng(0)
    x, w, b, w2 = (
        rng.standard_normal(s).astype(np.float32) for s in ((16, 32), (32, 24), (24,), (24, 8))
    )
    whole = irlite.compile(flow, threads=2).mlp(x, w, b, w2)
    d0 = irlite.compile(files[0]).mlp_dispatch_0_matmul_16x24x32_f32(x, w, b)
    d1 = irlite.compile(files[1]).mlp_dispatch_1_matmul_16x8x24_f32(d0, w2)
    np.testing.assert_array_equal(d1, whole)


def test_compile_dump_dispatches(tmp_path: Path) -> None:
    m = irlite.compile(PROGRAM, dispatch=True, dump_dispatches=str(tmp_path), threads=1)
    assert len(m.kernels) == 2 and sorted(p.name for p in tmp_path.glob("*.mlir")) == [
        "mlp_dispatch_0.mlir",
        "mlp_dispatch_1.mlir",
    ]
    rng = np.random.default_rng(1)
    args = [rng.standard_normal(s).astype(np.float32) for s in ((16, 32), (32, 24), (24,), (24, 8))]
    want = irlite.compile(PROGRAM, target="interp").mlp(*args)
    np.testing.assert_allclose(m.mlp(*args), want, rtol=1e-5, atol=1e-5)
