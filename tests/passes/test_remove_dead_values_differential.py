"""Differential test of ``remove-dead-values``: random modules give the same interpreter
results before and after the pass, and the same text as mlir-opt 19 where it succeeds.

Each module (``support.programs.build_call_module``: private and public helpers calling
earlier ones and the public ``@f`` calling any of them, over arith and, where they load,
math, scf and memref; cf in one module of four) runs ``@f`` in the reference interpreter on a few argument
tuples, then again after ``remove-dead-values`` on a fresh parse. Results must be
identical (floats bit for bit); a run whose original hits undefined behavior is skipped.
A module with a ``cf`` branch is refused by the pass (MLIR's error, IR untouched): those
are counted, and their IR must come back unchanged. The summary is printed (``-s``).
"""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from typing import Any

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings
from hypothesis import strategies as st
from support.differential import DifferentialStats, compare_after
from support.fuzz import REPRODUCIBLE
from support.interp import run_inputs
from support.mlir_opt import MLIR_OPT, needs_mlir_opt
from support.programs import available_dialects, build_call_module
from support.programs import draw_args as _draw_args

from irlite.ir.context import Context
from irlite.ir.diagnostics import get_engine
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.targets.interp import InterpError

N_MODULES = 80


@dataclass
class Stats(DifferentialStats):
    refused: int = 0
    changed: int = 0
    ops_before: int = 0
    ops_after: int = 0


def _apply(text: str) -> tuple[Any, list]:
    """The module after ``remove-dead-values`` and the diagnostics it reported."""
    from irlite.passes.infra.manager import run_pipeline
    from irlite.passes.infra.registry import load_builtin_passes

    load_builtin_passes()
    ctx = Context()
    m = parse_module(text, ctx)
    diags: list = []
    with get_engine().scoped_handler(diags.append):
        ok = run_pipeline("builtin.module(remove-dead-values)", m, ctx)
    assert ok, f"pass failed on\n{text}"
    return m, list(diags)


def _ops(m: Any) -> int:
    return sum(1 for _ in m.walk())


def check_module(text: str, inputs: list[list], stats: Stats) -> None:
    stats.programs += 1
    before = run_inputs(text, inputs)
    original = parse_module(text, Context())
    m, diags = _apply(text)
    after_text = print_op(m)
    if diags:
        stats.refused += 1
        assert "cannot optimize an IR" in str(diags[0].message)
        assert after_text == print_op(original), "a refused module changed"
        return
    n0, n1 = _ops(original), _ops(m)
    stats.ops_before += n0
    stats.ops_after += n1
    stats.changed += n1 != n0 or after_text != print_op(original)
    compare_after(stats, m, inputs, before, "remove-dead-values", text, after_text)


#: The hypothesis settings of this file's tests (part of their derandomized seeds).
_SETTINGS = REPRODUCIBLE


def test_remove_dead_values_preserves_results_of_random_modules() -> None:
    dialects = available_dialects()
    stats = Stats()

    @settings(_SETTINGS, max_examples=N_MODULES)
    @given(st.data())
    def one(data: Any) -> None:
        # one module in four may hold cf branches (refused); the rest have none
        use_cf = data.draw(st.integers(0, 3)) == 0
        text = build_call_module(data.draw, dialects if use_cf else dialects - {"cf"})
        inputs = [_draw_args(data.draw) for _ in range(3)]
        try:
            check_module(text, inputs, stats)
        except InterpError as e:
            stats.mismatches.append(f"interpreter error {e}\n{text}")

    one()
    print(
        f"\nremove-dead-values differential: {stats.programs} modules, {stats.refused} "
        f"refused (branch ops), {stats.changed} changed, ops {stats.ops_before} -> "
        f"{stats.ops_after}, {stats.runs} runs ({stats.skipped_ub} skipped for UB), "
        f"{len(stats.mismatches)} mismatches"
    )
    assert stats.changed > 0 and stats.ops_after < stats.ops_before
    assert not stats.mismatches, stats.mismatches[0]


@needs_mlir_opt
def test_remove_dead_values_matches_mlir_opt_on_random_modules() -> None:
    """Where ``mlir-opt --remove-dead-values`` succeeds and prints valid IR, irlite prints
    the same (but the ``func.`` prefix of calls nested in scf regions, which irlite's
    printer drops); where mlir-opt 19 crashes or its verifier rejects its own output,
    irlite's result is checked by the interpreter test above."""
    from irlite.ir.printer import print_module

    dialects = available_dialects()
    texts: list[str] = []

    @settings(_SETTINGS, max_examples=40)
    @given(st.data())
    def gen(data: Any) -> None:
        texts.append(build_call_module(data.draw, dialects - {"cf"}))

    gen()
    same = differ = mlir_failed = 0
    first = ""
    for text in texts:
        done = subprocess.run(
            [MLIR_OPT, "--remove-dead-values", "-"],
            input=text,
            capture_output=True,
            text=True,
            timeout=60,
        )
        if done.returncode != 0:
            mlir_failed += 1
            continue
        m, _ = _apply(text)
        mine = print_module(m).replace("func.call", "call").rstrip("\n")
        if mine == done.stdout.replace("func.call", "call").rstrip("\n"):
            same += 1
        else:
            differ += 1
            first = first or f"--- input\n{text}--- mlir-opt\n{done.stdout}--- irlite\n{mine}"
    print(
        f"\nremove-dead-values vs mlir-opt 19: {len(texts)} random modules, {same} same, "
        f"{differ} differ, {mlir_failed} where mlir-opt fails"
    )
    assert differ == 0, first
