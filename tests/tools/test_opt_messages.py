"""``irlite-opt``'s messages for bad flags and misplaced passes, byte for byte as
mlir-opt 19 prints them (compared with the installed ``mlir-opt`` when there is one,
its name in its messages replaced by ``irlite-opt``): LLVM's ``Unknown command line
argument`` with its ``Did you mean`` hint, every bad flag in order; an unknown pass in
a pipeline; a pass manager anchored on another op than the input's top op (one line,
no IR dump); a pass restricted to another op than its pass manager's; a bad
option of a ``--<pass>=<options>`` flag."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from irlite.passes.infra.cli import nearest_flag
from irlite.tools.opt import main as opt_main

POLY = Path(__file__).resolve().parents[1] / "lit" / "passes" / "declared" / "poly.rules"
SRC = "func.func @f() {\n  return\n}\n"

_MLIR = "/usr/lib/llvm-19/bin/mlir-opt"
MLIR_OPT = _MLIR if os.access(_MLIR, os.X_OK) else shutil.which("mlir-opt")
needs_mlir_opt = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt (LLVM 19) not installed")


@pytest.fixture()
def src(tmp_path: Path) -> Path:
    f = tmp_path / "in.mlir"
    f.write_text(SRC)
    return f


def mlir_opt(*args: str) -> tuple[int, str, str]:
    """mlir-opt run as ``mlir-opt`` (its messages name argv[0]), names replaced by ours."""
    assert MLIR_OPT is not None
    r = subprocess.run(
        ["mlir-opt", *args],
        executable=MLIR_OPT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    return r.returncode, r.stdout, r.stderr.replace("mlir-opt", "irlite-opt")


def irlite_opt(capsys: pytest.CaptureFixture, *args: str) -> tuple[int, str, str]:
    rc = opt_main(list(args))
    out = capsys.readouterr()
    return rc, out.out, out.err


SAME_AS_MLIR = [
    ["--canonicalze"],
    ["-canonicalze"],
    ["--canonicalze=max-iterations=3"],
    ["--cse2"],
    ["--canonicalze", "--csee"],
    ["--canonicalze", "--mlir-timing-display=x"],
    ["--canonicalize=nope=1"],
    ["--cse", "--canonicalize=top-down=x"],
    ["--canonicalize=max-iterations"],
    ["--pass-pipeline=builtin.module(canonicalze)"],
    ["--pass-pipeline=func.func(cse)"],
    ["--pass-pipeline=builtin.module(func.func(convert-func-to-llvm))"],
]


@needs_mlir_opt
@pytest.mark.parametrize("flags", SAME_AS_MLIR, ids=[" ".join(f) for f in SAME_AS_MLIR])
def test_message_is_mlir_opts(capsys: pytest.CaptureFixture, src: Path, flags: list[str]) -> None:
    ours = irlite_opt(capsys, str(src), *flags)
    assert ours[0] == 1 and ours[2]
    assert ours == mlir_opt(str(src), *flags)


def test_unknown_flag_says_did_you_mean(capsys: pytest.CaptureFixture, src: Path) -> None:
    # Without mlir-opt at hand, the text it prints (checked against it above).
    assert irlite_opt(capsys, str(src), "--canonicalze=max-iterations=3") == (
        1,
        "",
        "irlite-opt: Unknown command line argument '--canonicalze=max-iterations=3'.  "
        "Try: 'irlite-opt --help'\n"
        "irlite-opt: Did you mean '--canonicalize=max-iterations=3'?\n",
    )


def test_bad_option_of_a_pass_flag_is_llvms_line(capsys: pytest.CaptureFixture, src: Path) -> None:
    # The flag form reports the option only (pipeline text adds the trail and a caret).
    rc, out, err = irlite_opt(
        capsys, "--load-rules", str(POLY), str(src), "--poly-simplify=max-iterations=x"
    )
    assert (rc, out, err) == (
        1,
        "",
        "irlite-opt: for the --max-iterations option: 'x' value invalid for integer argument!\n"
        "<unknown>:0: error: \n",
    )


def test_manager_on_another_op_is_one_line(capsys: pytest.CaptureFixture, src: Path) -> None:
    assert irlite_opt(capsys, str(src), "--pass-pipeline=func.func(cse)") == (
        1,
        "",
        f"{src}:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op\n",
    )


def test_did_you_mean_knows_declared_passes(capsys: pytest.CaptureFixture, src: Path) -> None:
    rc, out, err = irlite_opt(capsys, "--load-rules", str(POLY), str(src), "--poly-simplfy=fold")
    assert (rc, out) == (1, "")
    assert err.endswith("irlite-opt: Did you mean '--poly-simplify=fold'?\n")


@needs_mlir_opt
def test_pass_on_the_wrong_anchor_is_mlir_opts(capsys: pytest.CaptureFixture, src: Path) -> None:
    # mlir-opt's func.func-only pass given at builtin.module, and a declared one: the
    # same two lines, the pass named by its class name.
    theirs = mlir_opt(str(src), "--pass-pipeline=builtin.module(affine-scalrep)")
    ours = irlite_opt(
        capsys, "--load-rules", str(POLY), str(src), "--pass-pipeline=builtin.module(poly-simplify)"
    )
    assert ours == (
        1,
        "",
        "<unknown>:0: error: Can't add pass 'PolySimplify' restricted to 'func.func' on a "
        "PassManager intended to run on 'builtin.module', did you intend to nest?\n"
        "failed to add `poly-simplify` with options ``\n\n",
    )
    renamed = theirs[2].replace("AffineScalarReplacement", "PolySimplify")
    assert ours == (theirs[0], theirs[1], renamed.replace("affine-scalrep", "poly-simplify"))


@needs_mlir_opt
def test_pass_flags_nest_as_mlir_opts(capsys: pytest.CaptureFixture, src: Path) -> None:
    # A --<pass> flag restricted to func.func gets its own func.func(...) each time.
    _, _, theirs = mlir_opt(
        str(src), "--affine-scalrep", "--cse", "--affine-scalrep", "--dump-pass-pipeline"
    )
    rc, _, ours = irlite_opt(
        capsys,
        "--load-rules",
        str(POLY),
        str(src),
        "--poly-simplify",
        "--cse",
        "--poly-simplify=fold",
        "--dump-pass-pipeline",
    )
    assert rc == 0
    assert theirs == (
        "Pass Manager with 3 passes:\n"
        "builtin.module(func.func(affine-scalrep),cse,func.func(affine-scalrep))\n\n"
    )
    assert ours == (
        "Pass Manager with 3 passes:\n"
        "builtin.module(func.func(poly-simplify{fold=false max-iterations=10}),cse,"
        "func.func(poly-simplify{fold=true max-iterations=10}))\n\n"
    )


@pytest.mark.parametrize(
    ("arg", "names", "hint"),
    [
        ("canonicalze", ["cse", "canonicalize"], "--canonicalize"),
        ("canonicalze=a=b", ["canonicalize"], "--canonicalize=a=b"),
        ("canonicalze=", ["canonicalize"], "--canonicalize"),
        ("p", ["o", "help"], "-o"),
        ("p=x", ["o"], "--o=x"),
        ("abc", ["abd", "abe"], "--abd"),  # equally close: the first
        ("", ["o"], None),
        ("x", [], None),
    ],
)
def test_nearest_flag_is_llvms(arg: str, names: list[str], hint: str | None) -> None:
    assert nearest_flag(arg, names) == hint
