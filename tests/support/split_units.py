"""Which split units of a FileCheck'd ``.mlir`` file a tool passes, one unit at a time.

``unit_results(path, flags)`` splits ``path`` at ``// -----`` (as ``-split-input-file``
does), runs ``irlite-opt`` and, where it is installed, ``mlir-opt`` 19 over each unit
with ``flags``, and checks each tool's output against that unit's own CHECK lines with
the ``filecheck`` package (each unit is its own check file, so a CHECK-LABEL of one unit
never matches another's output). ``python tests/support/split_units.py FILE [FLAGS...]``
prints one line per unit and the counts; MLIR's ``Dialect/Tensor/canonicalize.mlir`` is
measured with ``-canonicalize=test-convergence``:

    python tests/support/split_units.py tests/lit/dialects/tensor/canonicalize-mlir19.mlir

What it does not do: read RUN lines (the flags are given), or compare the two tools'
outputs with each other (the lit tests that record mlir-opt 19's output do that).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
_SPLIT = re.compile(r"^// -----\s*$", re.M)
_NAME = re.compile(r"func\.func\s+(?:private\s+)?@([\w.$-]+)")


@dataclass
class UnitResult:
    """One split unit: its first function's name and whether each tool passed its checks
    (``mlir_opt`` is None where mlir-opt 19 is not installed)."""

    index: int
    name: str
    irlite: bool
    mlir_opt: bool | None
    irlite_error: str


def split_units(text: str) -> list[str]:
    return _SPLIT.split(text)


def _run(cmd: list[str], src: str) -> tuple[int, str, str]:
    done = subprocess.run(cmd, input=src, capture_output=True, text=True, timeout=300)
    return done.returncode, done.stdout, done.stderr


def _filecheck(check_text: str, output: str) -> bool:
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(check_text)
        name = f.name
    try:
        done = subprocess.run(
            ["filecheck", name], input=output, capture_output=True, text=True, timeout=120
        )
        return done.returncode == 0
    finally:
        os.unlink(name)


def unit_results(path: str, flags: list[str]) -> list[UnitResult]:
    """Run both tools over every unit of ``path`` and FileCheck each output."""
    with open(path) as f:
        units = split_units(f.read())
    have_mlir = os.access(MLIR_OPT, os.X_OK)
    out = []
    for i, unit in enumerate(units):
        m = _NAME.search(unit)
        name = m.group(1) if m else f"#{i}"
        rc, so, se = _run(["irlite-opt", *flags, "-"], unit)
        ok = rc == 0 and _filecheck(unit, so)
        mo = None
        if have_mlir:
            rc2, so2, _ = _run([MLIR_OPT, *flags, "-"], unit)
            mo = rc2 == 0 and _filecheck(unit, so2)
        err = "" if ok else (se.strip().splitlines() or ["output does not match"])[-1]
        out.append(UnitResult(i, name, ok, mo, err))
    return out


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    path, flags = argv[0], argv[1:] or ["-canonicalize=test-convergence"]
    res = unit_results(path, flags)
    for r in res:
        mark = "PASS" if r.irlite else "FAIL"
        ref = {True: "mlir-opt 19: pass", False: "mlir-opt 19: FAIL", None: ""}[r.mlir_opt]
        print(f"{mark} {r.index:3d} {r.name} {ref} {r.irlite_error}".rstrip())
    ref_ok = [r for r in res if r.mlir_opt is not False]
    both = sum(1 for r in ref_ok if r.irlite)
    print(f"{len(res)} units; mlir-opt 19 passes {len(ref_ok)}; irlite passes {both} of those")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
