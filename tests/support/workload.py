"""The benchmark workload generator (``shared/bench/gen_mlir.py``) for tests that run on it.

``generate_workload`` writes a small instance and returns its ``.custom.mlir`` path, or
skips the test where the generator is not found. It runs no pass.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

#: Where the generator stands when the checkout is /work/main.
GEN_MLIR = "/work/shared/bench/gen_mlir.py"


def _generator() -> str | None:
    """``$IRLITE_GEN_MLIR``, else ``shared/bench/gen_mlir.py`` beside the checkout, else
    ``GEN_MLIR``; None where none of them is a file."""
    beside = Path(__file__).resolve().parents[3] / "shared" / "bench" / "gen_mlir.py"
    for path in (os.environ.get("IRLITE_GEN_MLIR"), str(beside), GEN_MLIR):
        if path and os.path.isfile(path):
            return path
    return None


def generate_workload(tmp_path: Path, *, funcs: int, ops: int, seed: int) -> str:
    """The path of a workload of ``funcs`` functions of ``ops`` ops (``seed``) under
    ``tmp_path``; skips the calling test where the generator is not found."""
    gen = _generator()
    if gen is None:
        pytest.skip("shared/bench/gen_mlir.py not found")
    prefix = str(tmp_path / "w")
    subprocess.run(
        [
            sys.executable,
            gen,
            "--funcs",
            str(funcs),
            "--ops",
            str(ops),
            "--seed",
            str(seed),
            "--out-prefix",
            prefix,
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return prefix + ".custom.mlir"
