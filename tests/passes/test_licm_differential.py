"""``loop-invariant-code-motion`` on random programs: same interpreter results, mlir-opt 19's text.

The programs are ``support.programs``' random functions (arith, math, scf.if/scf.for,
memref, cf), unchanged, and a second form of each one without ``cf`` blocks whose whole
body is wrapped in a two-iteration unit-step ``scf.for`` (the results carried out through
``iter_args``): there almost everything is invariant, so long chains, inner loops (a
unit-step ``scf.for`` is speculatable when its body is) and ``scf.if``s are tried.
Each form runs in the reference interpreter on a few argument tuples before and after
``loop-invariant-code-motion`` (alone, and followed by ``cse``); results must be
identical (floats bit for bit) unless the original hits undefined behavior. Where
mlir-opt 19 is installed, irlite's output on the same programs must be byte-identical to
``mlir-opt --loop-invariant-code-motion``'s. The counts are printed (``-s``).
"""

from __future__ import annotations

import re
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
from support.programs import draw_args as _draw_args

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module, print_op
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes
from irlite.targets.interp import InterpError

N_PROGRAMS = 120
PIPELINES = ("loop-invariant-code-motion", "loop-invariant-code-motion,cse")
_ZERO = {"i32": "0 : i32", "i64": "0 : i64", "i1": "false", "f32": "0.000000e+00 : f32"}


@dataclass
class Stats(DifferentialStats):
    wrapped: int = 0  # programs also run in their wrapped form
    changed: int = 0  # transformed copies whose text differs from the input's


def wrap_in_loop(text: str) -> str | None:
    """``text`` (one ``@f``) with its body inside ``scf.for 0 to 2 step 1`` carrying the
    returned values, or None when the body has blocks (``cf``) or returns nothing."""
    lines = text.rstrip("\n").split("\n")
    m = re.fullmatch(r"  return (.*) : (.*)", lines[-2])
    if m is None or any(line.startswith("^") for line in lines):
        return None
    vals, types = m.group(1), [t.strip() for t in m.group(2).split(",")]
    n = len(types)
    pre = [
        "  %w_lb = arith.constant 0 : index",
        "  %w_ub = arith.constant 2 : index",
        "  %w_st = arith.constant 1 : index",
    ]
    pre += [f"  %w_i{k} = arith.constant {_ZERO[t]}" for k, t in enumerate(types)]
    iters = ", ".join(f"%w_a{k} = %w_i{k}" for k in range(n))
    tys = ", ".join(types)
    head = f"  %w:{n} = scf.for %w_iv = %w_lb to %w_ub step %w_st iter_args({iters}) -> ({tys}) {{"
    body = ["  " + line for line in lines[1:-2]]
    tail = [f"    scf.yield {vals} : {tys}", "  }"]
    ret = ", ".join(f"%w#{k}" for k in range(n))
    out = [lines[0], *pre, head, *body, *tail, f"  return {ret} : {tys}", "}"]
    return "\n".join(out) + "\n"


def _apply(text: str, pipeline: str) -> tuple[Any, str] | None:
    load_builtin_passes()
    ctx = Context()
    m = parse_module(text, ctx)
    if not run_pipeline(f"builtin.module({pipeline})", m, ctx):
        return None
    return m, print_op(m)


def _check(text: str, inputs: list[list], stats: Stats) -> None:
    stats.programs += 1
    before = run_inputs(text, inputs)
    original = print_op(parse_module(text, Context()))
    for pipe in PIPELINES:
        res = _apply(text, pipe)
        if res is None:
            stats.mismatches.append(f"{pipe}: pass failed on\n{text}")
            continue
        m, after = res
        if pipe == PIPELINES[0] and after != original:
            stats.changed += 1
        compare_after(stats, m, inputs, before, pipe, text, after)


def _programs(n: int) -> list[tuple[str, list[list]]]:
    dialects = available_dialects()
    out: list[tuple[str, list[list]]] = []

    @settings(REPRODUCIBLE, max_examples=n)
    @given(st.data())
    def gen(data: Any) -> None:
        text, _ = ProgramBuilder(data.draw, dialects).build()
        out.append((text, [_draw_args(data.draw) for _ in range(3)]))

    gen()
    return out


def test_licm_preserves_results() -> None:
    stats = Stats()
    for text, inputs in _programs(N_PROGRAMS):
        for form in (text, wrap_in_loop(text)):
            if form is None:
                continue
            if form is not text:
                stats.wrapped += 1
            try:
                _check(form, inputs, stats)
            except InterpError as e:
                stats.mismatches.append(f"interpreter error {e}\n{form}")
    print(
        f"\nlicm differential: {stats.programs} programs ({stats.wrapped} wrapped in a loop), "
        f"{stats.changed} changed by the pass, {stats.runs} runs ({stats.skipped_ub} skipped "
        f"for UB), pipelines {', '.join(PIPELINES)}, {len(stats.mismatches)} mismatches"
    )
    assert stats.changed > N_PROGRAMS // 4, "too few programs had anything to hoist"
    assert not stats.mismatches, stats.mismatches[0]


@needs_mlir_opt
def test_licm_matches_mlir_opt_on_random_programs() -> None:
    """irlite prints what ``mlir-opt --loop-invariant-code-motion`` prints, on both forms."""
    texts: list[str] = []
    for text, _ in _programs(N_PROGRAMS):
        texts.append(text)
        w = wrap_in_loop(text)
        if w is not None:
            texts.append(w)
    expected = mlir_opt_each(texts, "--loop-invariant-code-motion")
    bad = []
    for t, e in zip(texts, expected):
        res = _apply(t, "loop-invariant-code-motion")
        got = None if res is None else print_module(res[0])
        if got != e:
            bad.append((t, e, got))
    print(f"\nlicm vs mlir-opt: {len(texts)} random programs, {len(bad)} differ")
    assert not bad, f"{bad[0][0]}--- mlir-opt\n{bad[0][1]}--- irlite\n{bad[0][2]}"
