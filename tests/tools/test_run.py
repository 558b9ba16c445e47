"""``irlite-run``: argument syntax, output, files and errors (in-process ``main``, one subprocess).

Runs on the interpreter (``--target interp``), which needs nothing compiled;
the cpu target's output is the same, checked by tests/lit/examples/run-*.mlir.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from irlite.tools.run import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"

SCALARS = """
func.func @mix(%a: i32, %x: f32, %p: i1, %i: index) -> (i32, f32, i1, index) {
  %n = arith.subi %i, %i : index
  return %a, %x, %p, %i : i32, f32, i1, index
}
func.func @fill(%m: memref<2x3xi16>, %v: i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1, %c0] : memref<2x3xi16>
  return
}
"""


@pytest.fixture()
def scalars(tmp_path: Path) -> str:
    p = tmp_path / "s.mlir"
    p.write_text(SCALARS)
    return str(p)


def run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str, str]:
    rc = main(list(argv))
    out, err = capsys.readouterr()
    return rc, out, err


def test_main_entry_default(capsys: pytest.CaptureFixture) -> None:
    rc, out, err = run(capsys, str(EXAMPLES / "matmul.mlir"), "--target", "interp")
    assert rc == 0 and err == ""
    assert out.startswith("// result #0: memref<4x4xf32>\narray([[  6.,  20.,  34.,  48.],")
    assert out.endswith("// result #1: f32\nnp.float32(216.0)\n")


def test_scalars(capsys: pytest.CaptureFixture, scalars: str) -> None:
    rc, out, err = run(
        capsys, scalars, "-e", "mix", "--target=interp", "-7", "--arg", "-2.5", "true", "0x10"
    )
    assert (rc, err) == (0, "")
    assert out == (
        "// result #0: i32\nnp.int32(-7)\n// result #1: f32\nnp.float32(-2.5)\n"
        "// result #2: i1\nnp.True_\n// result #3: index\nnp.int64(16)\n"
    )
    rc, out, _ = run(
        capsys, scalars, "-e", "mix", "--target", "interp", "--", "4294967295", "0x1.8p1", "0", "-1"
    )
    assert "np.int32(-1)" in out and "np.float32(3.0)" in out and "np.False_" in out


def test_array_kinds_and_print_args(
    capsys: pytest.CaptureFixture, scalars: str, tmp_path: Path
) -> None:
    f = str(EXAMPLES / "reduction.mlir")
    assert run(capsys, f, "-e", "sum", "--target", "interp", "iota:5xf32")[1].endswith(
        "np.float32(10.0)\n"
    )
    assert run(capsys, f, "-e", "sum", "--target", "interp", "ones:3")[1].endswith(
        "np.float32(3.0)\n"
    )
    assert run(capsys, f, "-e", "sum", "--target", "interp", "full=0.5:4")[1].endswith(
        "np.float32(2.0)\n"
    )
    assert run(capsys, f, "-e", "sum_i64", "--target", "interp", "[1, 2, 39]")[1].endswith(
        "np.int64(42)\n"
    )
    a = tmp_path / "a.npy"
    np.save(a, np.array([3, -1, 7, 7], np.float32))
    _, out, _ = run(capsys, f, "-e", "max", "--target", "interp", f"@{a}")
    assert out == "// result #0: f32\nnp.float32(7.0)\n// result #1: index\nnp.int64(2)\n"
    _, out2, _ = run(capsys, f, "-e", "max", "--target", "interp", "--arg-npy", str(a))
    assert out2 == out
    r1 = run(capsys, f, "-e", "sum", "--target", "interp", "rand:8", "--seed", "5")[1]
    r2 = run(capsys, f, "-e", "sum", "--target", "interp", "rand:8", "--seed", "5")[1]
    r3 = run(capsys, f, "-e", "sum", "--target", "interp", "rand:8", "--seed", "6")[1]
    assert r1 == r2 != r3
    # static shape: the shape may be left out; the argument is printed after the call
    rc, out, _ = run(
        capsys, scalars, "-e", "fill", "--target", "interp", "zeros", "9", "--print-args"
    )
    assert rc == 0
    assert out == (
        "// argument #0: memref<2x3xi16>\narray([[0, 0, 0],\n       [9, 0, 0]], dtype=int16)\n"
    )


def test_save_npy(capsys: pytest.CaptureFixture, tmp_path: Path) -> None:
    d = tmp_path / "out"
    rc, _, _ = run(
        capsys,
        str(EXAMPLES / "matmul.mlir"),
        "-e",
        "matmul",
        "--target",
        "interp",
        "iota:2x3xf32",
        "ones:3x2xf32",
        "zeros:2x2xf32",
        "--print-args",
        "--save-npy",
        str(d),
    )
    assert rc == 0
    assert sorted(p.name for p in d.iterdir()) == ["arg0.npy", "arg1.npy", "arg2.npy"]
    np.testing.assert_array_equal(np.load(d / "arg2.npy"), [[3, 3], [12, 12]])
    rc, _, _ = run(
        capsys, str(EXAMPLES / "matmul.mlir"), "--target", "interp", "--save-npy", str(d)
    )
    assert np.load(d / "result1.npy") == np.float32(216.0)
    assert np.load(d / "result0.npy").shape == (4, 4)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        ([], "no input file (see irlite-run --help)"),
        (["nofile.mlir"], "could not open input file 'nofile.mlir': No such file or directory"),
        (
            ["{ex}", "-e", "nope"],
            ("no public function named 'nope' in '{ex}' (functions: 'matmul', 'main')"),
        ),
        (
            ["{ex}", "-e", "matmul", "zeros:2x2"],
            (
                "'matmul' takes 3 arguments (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>), "
                "got 1"
            ),
        ),
        (
            ["{ex}", "-e", "matmul", "zeros", "zeros", "zeros"],
            (
                "argument #0 ('zeros', for memref<?x?xf32>): the memref has dynamic dimensions: "
                "give a shape, e.g. zeros:4x4"
            ),
        ),
        (
            ["{ex}", "-e", "matmul", "zeros:2", "ones:2x2", "ones:2x2"],
            "argument #0 ('zeros:2', for memref<?x?xf32>): shape 2 has rank 1, the memref has rank 2",
        ),
        (
            ["{ex}", "-e", "matmul", "eye:2x2", "ones:2x2", "ones:2x2"],
            (
                "argument #0 ('eye:2x2', for memref<?x?xf32>): expected @FILE.npy, an array literal "
                "or zeros|ones|iota|rand|full[:SHAPE]"
            ),
        ),
        (
            ["{ex}", "-e", "matmul", "zeros:2xfoo", "ones:2x2", "ones:2x2"],
            (
                "argument #0 ('zeros:2xfoo', for memref<?x?xf32>): element type foo is not the "
                "parameter's f32"
            ),
        ),
        (["{ex}", "-O7"], "bad optimization level '-O7' (expected -O0, -O1, -O2 or -O3)"),
        (["{ex}", "--frobnicate"], "unknown option '--frobnicate' (see irlite-run --help)"),
        (
            ["{ex}", "--target", "gpu"],
            "unknown target 'gpu' (expected cpu, interp, gpu-emu or cuda)",
        ),
        (["{ex}", "-e"], "option '-e' needs a value"),
    ],
)
def test_usage_errors(capsys: pytest.CaptureFixture, argv: list, message: str) -> None:
    ex = str(EXAMPLES / "matmul.mlir")
    argv = [a.replace("{ex}", ex) for a in argv]
    rc, out, err = (
        run(capsys, *argv) if "--target" in argv else run(capsys, "--target=interp", *argv)
    )
    assert rc == 1 and out == ""
    assert err == f"irlite-run: error: {message.replace('{ex}', ex)}\n"


def test_scalar_value_errors(capsys: pytest.CaptureFixture, scalars: str) -> None:
    rc, _, err = run(capsys, scalars, "-e", "mix", "--target", "interp", "x", "1", "1", "1")
    assert rc == 1
    assert err == "irlite-run: error: argument #0 ('x', for i32): expected an integer\n"
    rc, _, err = run(capsys, scalars, "-e", "mix", "--target", "interp", "1", "one", "1", "1")
    assert err == "irlite-run: error: argument #1 ('one', for f32): expected a float\n"


def test_ir_errors_are_located(capsys: pytest.CaptureFixture, tmp_path: Path) -> None:
    p = tmp_path / "bad.mlir"
    p.write_text("func.func @main() {\n  %x = arith.constant 1 : i32\n  return %x : i32\n}\n")
    rc, out, err = run(capsys, str(p), "--target", "interp")
    assert rc == 1 and out == ""
    assert err.startswith(f"{p}:3:3: error: 'func.return' op")
    assert "Traceback" not in err


def test_call_errors_are_reported(capsys: pytest.CaptureFixture, tmp_path: Path) -> None:
    p = tmp_path / "ub.mlir"
    p.write_text(
        "func.func @main(%a: i32) -> i32 {\n  %z = arith.constant 0 : i32\n"
        "  %r = arith.divsi %a, %z : i32\n  return %r : i32\n}\n"
    )
    rc, _, err = run(capsys, str(p), "--target", "interp", "1")
    assert rc == 1 and err.startswith("irlite-run: error: calling 'main': ")
    assert "Traceback" not in err


def test_help_and_version(capsys: pytest.CaptureFixture) -> None:
    rc, out, _ = run(capsys, "--help")
    assert rc == 0 and out.startswith("USAGE: irlite-run FILE")
    rc, out, _ = run(capsys, "--version")
    assert rc == 0 and out.startswith("irlite-run ")


def _run_process(cmd: list[str], stdin: str | None = None) -> str:
    """Run ``cmd``, check that it succeeds, and return its output."""
    done = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_console_script() -> None:
    exe = Path(sys.executable).parent / "irlite-run"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "irlite.tools.run"]
    out = _run_process(
        [
            *cmd,
            str(EXAMPLES / "reduction.mlir"),
            "-e",
            "sum_i64",
            "--target",
            "interp",
            "iota:10xi64",
        ]
    )
    assert out == "// result #0: i64\nnp.int64(45)\n"


def test_stdin_input() -> None:
    cmd = [
        sys.executable,
        "-m",
        "irlite.tools.run",
        "-",
        "-e",
        "sum",
        "--target",
        "interp",
        "ones:3",
    ]
    out = _run_process(cmd, stdin=(EXAMPLES / "reduction.mlir").read_text())
    assert out == "// result #0: f32\nnp.float32(3.0)\n"


def test_pipeline_option(capsys: pytest.CaptureFixture, tmp_path: Path) -> None:
    """--pipeline replaces the lowering: without arith-expand, ceildivsi reaches the
    translator, which rejects it at its location; the default pipeline expands it."""
    p = tmp_path / "c.mlir"
    p.write_text(
        "func.func @main(%a: i32) -> i32 {\n  %r = arith.ceildivsi %a, %a : i32\n"
        "  return %r : i32\n}\n"
    )
    pipe = "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
    rc, _, err = run(capsys, str(p), "7", "--pipeline", pipe)
    assert rc == 1 and err.startswith(f"{p}:2:8: error: ") and "arith.ceildivsi" in err
    rc, out, err = run(capsys, str(p), "7")
    assert (rc, err, out) == (0, "", "// result #0: i32\nnp.int32(1)\n")


TENSORS = """
func.func @update(%t: tensor<2x3xf32>, %v: f32) -> tensor<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = tensor.insert %v into %t[%c1, %c0] : tensor<2x3xf32>
  return %u : tensor<2x3xf32>
}
func.func @first(%t: tensor<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<?xi32>
  return %x : i32
}
"""


@pytest.fixture()
def tensors(tmp_path: Path) -> str:
    p = tmp_path / "t.mlir"
    p.write_text(TENSORS)
    return str(p)


def test_tensor_arguments_and_results(capsys: pytest.CaptureFixture, tensors: str) -> None:
    rc, out, err = run(capsys, tensors, "-e", "update", "--target", "interp", "iota", "7.5")
    assert (rc, err) == (0, "")
    assert out == (
        "// result #0: tensor<2x3xf32>\n"
        "array([[0. , 1. , 2. ],\n       [7.5, 4. , 5. ]], dtype=float32)\n"
    )
    rc, out, err = run(capsys, tensors, "-e", "first", "--target", "interp", "[5, 6]")
    assert (rc, out, err) == (0, "// result #0: i32\nnp.int32(5)\n", "")


def test_tensor_argument_errors(capsys: pytest.CaptureFixture, tensors: str) -> None:
    rc, out, err = run(capsys, tensors, "-e", "first", "--target", "interp", "zeros")
    assert rc == 1 and out == ""
    assert err == (
        "irlite-run: error: argument #0 ('zeros', for tensor<?xi32>): the tensor has dynamic "
        "dimensions: give a shape, e.g. zeros:4\n"
    )
    rc, out, err = run(capsys, tensors, "-e", "update", "--target", "interp", "zeros:2x2", "1")
    assert rc == 1
    assert err == (
        "irlite-run: error: calling 'update': argument #0 of 'update' (tensor<2x3xf32>): "
        "dimension 1 must be 3, got shape (2, 2)\n"
    )


def test_print_pipeline(capsys: pytest.CaptureFixture, tensors: str) -> None:
    from irlite.targets.pipeline import BUFFERIZE

    rc, out, err = run(capsys, tensors, "--print-pipeline")
    assert rc == 0
    assert out.startswith(f"builtin.module({BUFFERIZE},")
    assert out.endswith(",convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts)\n")
    for line in err.splitlines():  # one note per step whose pass is not registered
        assert line.startswith("irlite-run: note: '") and "is not registered" in line
    rc, out, err = run(capsys, str(EXAMPLES / "matmul.mlir"), "--print-pipeline")
    assert (rc, err) == (0, "")
    assert out == (
        "builtin.module(arith-expand{ceil-floor-div-only=true},convert-scf-to-cf,"
        "convert-to-llvm,reconcile-unrealized-casts)\n"
    )


def test_tensor_function_on_cpu(capsys: pytest.CaptureFixture, tensors: str) -> None:
    rc, out, err = run(capsys, tensors, "-e", "update", "iota", "7.5")
    if rc == 1 and "which is not registered" in err:
        pytest.skip(f"not yet lowerable: {err.splitlines()[0]}")
    assert (rc, err) == (0, "")
    assert out == (
        "// result #0: tensor<2x3xf32>\n"
        "array([[0. , 1. , 2. ],\n       [7.5, 4. , 5. ]], dtype=float32)\n"
    )


ROW_SUM = """
func.func @row_sum(%x: tensor<3x4xf32>) -> tensor<3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %s = linalg.reduce ins(%x : tensor<3x4xf32>) outs(%init : tensor<3xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  return %s : tensor<3xf32>
}
"""


@pytest.mark.parametrize("flags", [[], ["--no-dispatch"], ["--dispatch", "--threads", "2"]])
def test_tensor_program_through_dispatches_by_default(
    capsys: pytest.CaptureFixture, tmp_path: Path, flags: list
) -> None:
    p = tmp_path / "row_sum.mlir"
    p.write_text(ROW_SUM)
    rc, out, err = run(capsys, str(p), "-e", "row_sum", "iota", *flags)
    assert (rc, err) == (0, "")
    assert out == "// result #0: tensor<3xf32>\narray([ 6., 22., 38.], dtype=float32)\n"
