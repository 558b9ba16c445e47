"""``canonicalize`` prints what ``mlir-opt --canonicalize`` (MLIR 19) prints on random programs.

The programs are the differential tests' (``tests/support/programs.py``'s
``random_programs``: arith, math, scf, cf and memref), drawn derandomized, so
every run compares the same set. Each goes through ``mlir-opt 19
--canonicalize`` (one ``--split-input-file`` call) and through irlite's
``canonicalize``; the printed modules are compared byte for byte. The test
asserts a floor on the identical count (it only rises as canonicalizations
are added) and prints the count; it is skipped where mlir-opt 19 is absent.

At 1,500 programs all are identical too (the last four differed in where a constant
``true`` ended up: MLIR's ``ori`` folds ``x | -1`` to the attribute, a new constant, and
tries ``x | x = x`` only after its own folds).

Run as a script to see the differing programs, grouped by the first differing
line: ``python tests/passes/transforms/test_canonicalize_vs_mlir.py [N] [--show K]``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

if __name__ == "__main__":  # run as a script: the root conftest.py is not there to do it
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
hypothesis = pytest.importorskip("hypothesis")
from support.mlir_opt import MLIR_OPT, mlir_opt_each, needs_mlir_opt  # noqa: E402 (after the path)
from support.programs import random_programs  # noqa: E402
from support.workload import generate_workload  # noqa: E402

N_PROGRAMS = 300
#: Identical outputs among the N_PROGRAMS programs: all of them (262 before MLIR's
#: float min/max, select, cast and cmpf folds, the fold order of identities and the
#: region-DCE round semantics were matched; 229 before that).
MIN_IDENTICAL = 300


def mlir_canonicalize(texts: list[str]) -> list[str]:
    """mlir-opt 19's ``--canonicalize`` output for each text (one process for all)."""
    return mlir_opt_each(texts, "--canonicalize")


def irlite_canonicalize(text: str) -> str:
    from irlite.ir.context import Context
    from irlite.ir.module import parse_module
    from irlite.ir.printer import print_module
    from irlite.passes.infra.manager import run_pipeline
    from irlite.passes.infra.registry import load_builtin_passes

    load_builtin_passes()
    ctx = Context()
    m = parse_module(text, ctx)
    if not run_pipeline("builtin.module(canonicalize)", m, ctx):
        return "<pass failed>\n"
    return print_module(m)


def compare(n: int) -> list[tuple[str, str, str]]:
    """(input, irlite's output, mlir-opt's output) for each of ``n`` random programs."""
    texts = random_programs(n)
    theirs = mlir_canonicalize(texts)
    return [(t, irlite_canonicalize(t), e) for t, e in zip(texts, theirs)]


@needs_mlir_opt
def test_canonicalize_matches_mlir_opt_on_random_programs() -> None:
    res = compare(N_PROGRAMS)
    same = sum(ours == exp for _, ours, exp in res)
    print(
        f"\ncanonicalize vs mlir-opt --canonicalize: {same} of {len(res)} random programs identical"
    )
    assert same >= MIN_IDENTICAL


@needs_mlir_opt
def test_workload_canonicalize_cse_matches_mlir_opt(tmp_path: Any) -> None:
    """The benchmark workload (a small instance) prints byte-identically after ``canonicalize,cse``."""
    from irlite.ir.context import Context
    from irlite.ir.module import parse_module
    from irlite.ir.printer import print_module
    from irlite.passes.infra.manager import run_pipeline
    from irlite.passes.infra.registry import load_builtin_passes

    path = generate_workload(tmp_path, funcs=20, ops=300, seed=3)
    pipe = "builtin.module(canonicalize,cse)"
    exp = subprocess.run(
        [MLIR_OPT, f"--pass-pipeline={pipe}", path], capture_output=True, text=True, check=True
    ).stdout
    load_builtin_passes()
    import irlite.passes.transforms.cse  # noqa: F401

    ctx = Context()
    with open(path) as f:
        m = parse_module(f.read(), ctx)
    assert run_pipeline(pipe, m, ctx)
    assert print_module(m) == exp.rstrip("\n") + "\n"


def _first_diff(a: str, b: str) -> tuple[str, str]:
    la, lb = a.splitlines(), b.splitlines()
    for x, y in zip(la, lb):
        if x != y:
            return x.strip(), y.strip()
    return (
        la[len(lb)].strip() if len(la) > len(lb) else "",
        lb[len(la)].strip() if len(lb) > len(la) else "",
    )


if __name__ == "__main__":  # pragma: no cover - a diagnostic tool
    args = sys.argv[1:]
    show = 0
    if "--show" in args:
        i = args.index("--show")
        show = int(args[i + 1])
        del args[i : i + 2]
    res = compare(int(args[0]) if args else N_PROGRAMS)
    bad = [(t, o, e) for t, o, e in res if o != e]
    print(f"{len(res) - len(bad)} of {len(res)} identical")
    for k, (t, o, e) in enumerate(bad[:show]):
        x, y = _first_diff(o, e)
        print(f"=== #{k}\n  irlite: {x}\n  mlir:   {y}")
        print("--- input\n" + t + "--- irlite\n" + o + "--- mlir\n" + e)
