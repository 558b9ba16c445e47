"""Differential tests: random programs give the same interpreter results before and after passes.

Hypothesis (derandomized, so every run tries the same programs) builds
functions over arith, and over math/scf/cf/memref when those dialects load:
integer and float arithmetic with overflow flags, comparisons and selects,
casts, duplicated expressions (work for ``cse``), dead values (work for
``dce``), ``scf.if``/``scf.for`` regions, ``cf`` diamonds and ``memref``
stores and loads. Each program runs in the reference interpreter on a few
argument tuples, then again after each pipeline (``canonicalize``, ``cse``,
``dce``, ``canonicalize,cse``) on a fresh parse. A result must be identical
(floats bit for bit, any NaN equal to any NaN) unless the original result is
poison (a pass may refine poison to anything); a run whose original hits
undefined behavior is skipped. The summary (programs, runs, skips,
mismatches) is printed; run with ``-s`` to see it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings
from hypothesis import strategies as st
from support.differential import DifferentialStats, compare_after
from support.fuzz import REPRODUCIBLE
from support.interp import run_inputs
from support.mlir_opt import mlir_opt_each, needs_mlir_opt
from support.programs import ProgramBuilder, available_dialects
from support.programs import draw_args as _draw_args  # named so in a seeded test's text
from support.workload import generate_workload

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.targets.interp import InterpError, Interpreter

PIPELINES = ("canonicalize", "cse", "dce", "canonicalize,cse")
N_PROGRAMS = 220  # per test run; keeps the whole file well under 30 s
#: The interface-driven generic passes, over the same random programs (the per-pass
#: differential files add programs shaped for each: calls, loops, memref slots).
GENERIC_PIPELINES = (
    "sccp",
    "topological-sort",
    "loop-invariant-code-motion",
    "control-flow-sink",
    "remove-dead-values",
    "mem2reg",
    "inline",
    "symbol-privatize",
    "symbol-dce",
    "canonicalize,loop-invariant-code-motion,cse",
)
N_GENERIC_PROGRAMS = 100


@dataclass
class Stats(DifferentialStats):
    transformed: int = 0  # the pipelines' outputs run, one per program and pipeline


def _apply(text: str, pipeline: str) -> Any:
    from irlite.ir.printer import print_op
    from irlite.passes.infra.manager import run_pipeline
    from irlite.passes.infra.registry import load_builtin_passes

    load_builtin_passes()
    import irlite.passes.transforms.cse
    import irlite.passes.transforms.dce  # noqa: F401

    ctx = Context()
    m = parse_module(text, ctx)
    if not run_pipeline(f"builtin.module({pipeline})", m, ctx):
        return None
    return m, print_op(m)


def check_program(
    text: str, inputs: list[list], stats: Stats, pipelines: tuple = PIPELINES
) -> None:
    """Run ``text`` before and after each pipeline; record mismatches in ``stats``."""
    stats.programs += 1
    before = run_inputs(text, inputs)
    for pipe in pipelines:
        res = _apply(text, pipe)
        if res is None:
            stats.mismatches.append(f"{pipe}: pass failed on\n{text}")
            continue
        m, after_text = res
        stats.transformed += 1
        compare_after(stats, m, inputs, before, pipe, text, after_text)


def _pipelines_available(pipelines: tuple = PIPELINES) -> tuple:
    from irlite.passes.infra.registry import load_builtin_passes, lookup_pass

    load_builtin_passes()
    import irlite.passes.transforms.cse
    import irlite.passes.transforms.dce  # noqa: F401

    return tuple(p for p in pipelines if all(lookup_pass(x) is not None for x in p.split(",")))


#: The hypothesis settings of this file's tests (the name is part of their seeds: hypothesis
#: derives a nested test's derandomized seed from its source, decorators included).
_SETTINGS = REPRODUCIBLE


@pytest.mark.parametrize(
    "pipelines,n_programs",
    [(PIPELINES, N_PROGRAMS), (GENERIC_PIPELINES, N_GENERIC_PROGRAMS)],
    ids=["core", "generic"],
)
def test_differential_passes(pipelines: tuple, n_programs: int) -> None:
    dialects = available_dialects()
    want = pipelines
    pipelines = _pipelines_available(pipelines)
    assert pipelines == want, f"unregistered: {set(want) - set(pipelines)}"
    stats = Stats()

    @settings(_SETTINGS, max_examples=n_programs)
    @given(st.data())
    def one(data: Any) -> None:
        text, _ = ProgramBuilder(data.draw, dialects).build()
        inputs = [_draw_args(data.draw) for _ in range(3)]
        try:
            check_program(text, inputs, stats, pipelines)
        except InterpError as e:
            stats.mismatches.append(f"interpreter error {e}\n{text}")

    one()
    print(
        f"\ndifferential: {stats.programs} programs, {stats.transformed} transformed copies, "
        f"{stats.runs} runs ({stats.skipped_ub} skipped for UB), pipelines {', '.join(pipelines)}, "
        f"dialects arith+{'+'.join(sorted(dialects))}, {len(stats.mismatches)} mismatches"
    )
    assert not stats.mismatches, stats.mismatches[0]


@needs_mlir_opt
def test_cse_matches_mlir_opt_on_random_programs() -> None:
    """``cse`` prints what ``mlir-opt --cse`` prints, on the same random programs."""
    from irlite.ir.printer import print_module
    from irlite.passes.transforms.cse import cse

    dialects = available_dialects()
    texts: list[str] = []

    @settings(_SETTINGS, max_examples=150)
    @given(st.data())
    def gen(data: Any) -> None:
        texts.append(ProgramBuilder(data.draw, dialects).build()[0])

    gen()
    expected = mlir_opt_each(texts, "--cse")
    bad = 0
    for text, exp in zip(texts, expected):
        m = parse_module(text, Context())
        cse(m)
        if print_module(m) != exp:
            bad += 1
    print(f"\ncse vs mlir-opt --cse: {len(texts)} random programs, {bad} differ")
    assert bad == 0


def test_workload_functions_survive_canonicalize_cse(tmp_path: Any) -> None:
    """The benchmark workload's functions compute the same values after ``canonicalize,cse``."""
    path = generate_workload(tmp_path, funcs=20, ops=200, seed=1)
    pipelines = _pipelines_available()
    pipe = "canonicalize,cse" if "canonicalize,cse" in pipelines else "cse"
    with open(path) as f:
        text = f.read()
    res = _apply(text, pipe)
    assert res is not None
    before = Interpreter(parse_module(text, Context()))
    after = Interpreter(res[0])
    inputs = [(0, 0), (1, -1), (7, 3), (-(1 << 31), (1 << 31) - 1), (123456, -98765)]
    n = 0
    for name in before.funcs:
        for args in inputs:
            assert before.run(name, *args) == after.run(name, *args), (name, args)
            n += 1
    print(
        f"\nworkload: {len(before.funcs)} functions x {len(inputs)} inputs = {n} runs equal after {pipe}"
    )
