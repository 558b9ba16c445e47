"""Differential test of control-flow-sink: random programs (``support.programs``, the same
generator as test_differential.py, its default output unchanged) give the same interpreter
results before and after the pass, and irlite prints what ``mlir-opt --control-flow-sink``
prints on them.

The programs' ``scf.if`` regions read values defined before them, so many programs have
ops to sink (the summary counts the programs the pass changed and the ops it moved); a
result must be identical unless the original is poison, and a run whose original hits
undefined behavior is skipped. Run with ``-s`` to see the summary.
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
from support.programs import ProgramBuilder, available_dialects, random_programs
from support.programs import draw_args as _draw_args

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.infra.manager import PassManager
from irlite.targets.interp import InterpError

N_PROGRAMS = 100
PIPELINE = "builtin.module(control-flow-sink)"


@dataclass
class Stats(DifferentialStats):
    changed: int = 0  # programs the pass changed
    sunk: int = 0  # ops it moved, over all programs


def _apply(text: str) -> tuple[Any, str, int] | None:
    """The module after the pass, its text and the pass's ``num-sunk``; None on failure."""
    ctx = Context()
    m = parse_module(text, ctx)
    pm = PassManager.from_pipeline(PIPELINE, ctx)
    if not pm.run(m):
        return None
    return m, print_module(m), sum(p.statistics.get("num-sunk", 0) for p in pm.all_passes())


def test_control_flow_sink_preserves_results() -> None:
    dialects = available_dialects()
    stats = Stats()

    @settings(REPRODUCIBLE, max_examples=N_PROGRAMS)
    @given(st.data())
    def one(data: Any) -> None:
        text, _ = ProgramBuilder(data.draw, dialects).build()
        inputs = [_draw_args(data.draw) for _ in range(3)]
        try:
            _check(text, inputs, stats)
        except InterpError as e:
            stats.mismatches.append(f"interpreter error {e}\n{text}")

    one()
    print(
        f"\ncontrol-flow-sink differential: {stats.programs} programs, {stats.changed} changed "
        f"({stats.sunk} ops sunk), {stats.runs} runs ({stats.skipped_ub} skipped for UB), {len(stats.mismatches)} mismatches"
    )
    assert stats.changed > 0  # the generator does give the pass work
    assert not stats.mismatches, stats.mismatches[0]


def _check(text: str, inputs: list[list], stats: Stats) -> None:
    stats.programs += 1
    before = run_inputs(text, inputs)
    res = _apply(text)
    if res is None:
        stats.mismatches.append(f"pass failed on\n{text}")
        return
    m, after_text, sunk = res
    stats.sunk += sunk
    stats.changed += sunk > 0
    compare_after(stats, m, inputs, before, "control-flow-sink", text, after_text)


@needs_mlir_opt
def test_control_flow_sink_matches_mlir_opt_on_random_programs() -> None:
    """The pass prints what ``mlir-opt --control-flow-sink`` prints, order included."""
    texts = random_programs(80)
    expected = mlir_opt_each(texts, "--control-flow-sink")
    bad, changed = [], 0
    for text, exp in zip(texts, expected):
        res = _apply(text)
        assert res is not None, text
        if res[1] != exp:
            bad.append(f"--- input\n{text}--- mlir-opt\n{exp}--- irlite\n{res[1]}")
        if exp != print_module(parse_module(text, Context())):
            changed += 1
    print(
        f"\ncontrol-flow-sink vs mlir-opt: {len(texts)} random programs, {changed} changed by "
        f"the pass, {len(bad)} differ"
    )
    assert changed > 0
    assert not bad, bad[0]
