"""canonicalize on the tensor dialect, byte for byte against mlir-opt 19.

The two lit files of ``tests/lit/dialects/tensor`` check FileCheck patterns; here the
whole output of ``-split-input-file -canonicalize`` must be mlir-opt 19's, unit by unit.
``KNOWN`` lists the units that still differ and why, so a fix shows up as a failure
asking to shorten the list.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from support.mlir_opt import MLIR_OPT, needs_mlir_opt, run_tool

LIT = Path(__file__).resolve().parents[2] / "lit" / "dialects" / "tensor"

#: unit name -> why irlite's output differs from mlir-opt 19's
KNOWN = {
    # MLIR's region DCE (runRegionDCE) erases a dead tensor.cast in single-block regions
    # at the end of the first round; irlite's region simplification only visits regions
    # with several blocks, so the cast lives one round longer and the constant the dim
    # folds to is hoisted in front of the one already there.
    "fold_dim_of_tensor.cast",
}


def _units(text: str) -> list[str]:
    return [u.strip() for u in text.split("// -----")]


def _name(unit: str) -> str:
    for line in unit.splitlines():
        if "func.func" in line and "@" in line:
            return line.split("@", 1)[1].split("(", 1)[0]
    return unit[:40]


@needs_mlir_opt
@pytest.mark.parametrize("name", ["canonicalize.mlir", "canonicalize-mlir19.mlir"])
def test_same_output_as_mlir_opt(name):
    path = str(LIT / name)
    flags = ["-split-input-file", "-canonicalize=test-convergence", path]
    want = _units(run_tool(MLIR_OPT, *flags))
    done = subprocess.run(["irlite-opt", *flags], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    got = _units(done.stdout)
    assert len(got) == len(want)
    differ = {_name(w) for w, g in zip(want, got) if w != g}
    assert differ == (KNOWN & {_name(w) for w in want}), differ
