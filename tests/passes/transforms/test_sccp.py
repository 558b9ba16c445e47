"""``sccp`` against ``mlir-opt --sccp`` (MLIR 19), and against the interpreter.

The lit inputs (``tests/lit/passes/sccp*.mlir``, run on the module and nested
on ``func.func``, unregistered dialects allowed) must print byte-identically
to mlir-opt 19. Random functions
from the differential tests' generator (arith, math, scf, cf, memref), each
once as generated (a public ``@f``: its arguments are unknown) and once made
private and called from a public ``@main`` that passes constants for some
arguments (so branch conditions, loop bounds and ``scf.if`` conditions become
constant through the call), are compared with mlir-opt too: every output must be
identical. The mlir-opt comparisons are skipped where mlir-opt 19 is absent.

The same programs run in the reference interpreter before and after ``sccp``
on a few argument tuples: the results must be identical (floats bit for bit;
a poison result may become anything).
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("hypothesis")

from support.interp import run_inputs, same_result
from support.mlir_opt import mlir_opt_each
from support.mlir_opt import needs_mlir_opt as needs_mlir
from support.programs import random_programs

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes, lookup_pass
from irlite.targets.interp import UndefinedBehavior

TESTS = Path(__file__).resolve().parents[2]
LIT_FILES = sorted((TESTS / "lit" / "passes").glob("sccp*.mlir"))
PIPELINES = ("builtin.module(sccp)", "builtin.module(func.func(sccp))")

N_RANDOM = 30  # generated functions; each also wrapped by a caller: 60 programs
#: Identical outputs among the 2 * N_RANDOM programs: all of them.
MIN_IDENTICAL = 2 * N_RANDOM

#: Constants ``@main`` passes for an argument of each type.
CONSTS = {
    "i32": ["0 : i32", "1 : i32", "-7 : i32"],
    "i64": ["3 : i64", "0 : i64"],
    "f32": ["1.5 : f32", "0.0 : f32"],
    "i1": ["true", "false"],
}
#: Argument tuples for (a: i32, b: i32, c: i64, x: f32, y: f32, p: i1).
INPUTS = [
    [1, -3, 5, np.float32(1.5), np.float32(-0.0), True],
    [0, 7, -1, np.float32(0.5), np.float32(2.0), False],
    [-(1 << 31), 31, 1 << 40, np.float32(-1.0), np.float32(0.0), True],
]


def _sccp(text: str, pipeline: str = PIPELINES[0]) -> str:
    load_builtin_passes()
    ctx = Context(allow_unregistered=True)
    m = parse_module(text, ctx)
    if not run_pipeline(pipeline, m, ctx):
        return "<pass failed>\n"
    return print_module(m)


def _mlir_opt(texts: list[str], pipeline: str = PIPELINES[0]) -> list[str]:
    """mlir-opt 19's output for each text (one process for all)."""
    return mlir_opt_each(texts, "--allow-unregistered-dialect", f"--pass-pipeline={pipeline}")


def _wrap(text: str, k: int) -> str:
    """``text``'s ``@f`` made private and called from a public ``@main``; bit ``i`` of
    ``k`` set: argument ``i`` is a constant."""
    m = re.match(r"func.func @f\((.*?)\) -> \((.*?)\) \{", text)
    assert m is not None, text
    args = [a.split(": ") for a in m.group(1).split(", ")]
    rtypes = m.group(2)
    lines, call = [], []
    for i, (name, t) in enumerate(args):
        if (k >> i) & 1:
            cs = CONSTS[t]
            lines.append(f"  %k{i} = arith.constant {cs[(k + i) % len(cs)]}")
            call.append(f"%k{i}")
        else:
            call.append(name)
    n = len(rtypes.split(", "))
    lhs = f"%r:{n}" if n > 1 else "%r"
    res = ", ".join(f"%r#{i}" for i in range(n)) if n > 1 else "%r"
    main = (
        f"func.func @main({m.group(1)}) -> ({rtypes}) {{\n"
        + "".join(line + "\n" for line in lines)
        + f"  {lhs} = call @f({', '.join(call)}) : "
        + f"({', '.join(t for _, t in args)}) -> ({rtypes})\n"
        + f"  return {res} : {rtypes}\n}}\n"
    )
    return text.replace("func.func @f(", "func.func private @f(", 1) + main


_PROGRAMS: list[str] = []


def programs() -> list[str]:
    """The random programs: each generated function, then its wrapped copy (cached)."""
    if not _PROGRAMS:
        for i, t in enumerate(random_programs(N_RANDOM)):
            _PROGRAMS.append(t)
            _PROGRAMS.append(_wrap(t, (i * 37 + 11) % 64))
    return _PROGRAMS


def test_sccp_is_registered() -> None:
    load_builtin_passes()
    info = lookup_pass("sccp")
    assert info is not None
    assert info.summary == "Sparse Conditional Constant Propagation"


@needs_mlir
@pytest.mark.parametrize("pipeline", PIPELINES)
def test_lit_inputs_match_mlir_opt(pipeline: str) -> None:
    texts = [p.read_text() for p in LIT_FILES]
    assert texts
    for path, text, expected in zip(LIT_FILES, texts, _mlir_opt(texts, pipeline)):
        assert _sccp(text, pipeline) == expected, path.name


@needs_mlir
def test_random_programs_match_mlir_opt() -> None:
    texts = programs()
    expected = _mlir_opt(texts)
    same = sum(_sccp(t) == e for t, e in zip(texts, expected))
    print(f"\nsccp vs mlir-opt --sccp: {same} of {len(texts)} random programs identical")
    assert same >= MIN_IDENTICAL


def test_interpreter_results_survive_sccp() -> None:
    bad = []
    changed = 0
    for text in programs():
        entry = "main" if "@main" in text else "f"
        after = _sccp(text)
        changed += after != print_module(parse_module(text, Context()))
        before, after_results = run_inputs(text, INPUTS, entry), run_inputs(after, INPUTS, entry)
        for args, b, a in zip(INPUTS, before, after_results):
            if b is UndefinedBehavior:
                continue
            if a is UndefinedBehavior or not all(same_result(x, y) for x, y in zip(b, a)):
                bad.append(f"args {args}: {b!r} became {a!r}\n--- before\n{text}--- after\n{after}")
    assert changed > len(programs()) // 2  # sccp has work to do on these
    assert not bad, bad[0]
