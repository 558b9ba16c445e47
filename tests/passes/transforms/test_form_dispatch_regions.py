"""form-dispatch-regions, clone-producers-into-dispatch-regions and dispatch-creation on
random tensor programs (same interpreter results) and the fusion report on the four
shared workloads (every unfused producer has a reason).

The random programs are ``support.linalg_programs``' chains of structured ops (generics
with projected-permutation maps and reductions, named elementwise ops, transposes,
broadcasts, reductions; a quarter with dynamic extents). Each runs in the reference
interpreter before and after: the regions formed under the built-in ``rows`` and ``iree``
policies (and their clones), and the whole ``dispatch-creation`` pipeline (outlined
executables run by ``flow.dispatch``). Results must be identical (``same_result``: bit for
bit, NaN equal to NaN). The counts are printed (``-s``).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings
from hypothesis import strategies as st
from support.differential import DifferentialStats, compare_after
from support.fuzz import REPRODUCIBLE
from support.interp import run_inputs
from support.linalg_programs import StructuredProgram

from irlite.ir.context import Context
from irlite.ir.interfaces import LinalgStructuredOpInterface
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes
from irlite.passes.transforms.form_dispatch_regions import (
    DEFAULT_POLICY_FILE,
    form_groups,
    resolve_policy,
)

N_PROGRAMS = 80
PIPELINES = (
    "func.func(form-dispatch-regions,clone-producers-into-dispatch-regions)",
    "func.func(form-dispatch-regions{fusion=iree},clone-producers-into-dispatch-regions)",
    "dispatch-creation",
)
BENCH = os.path.join(os.path.dirname(__file__), "..", "..", "..", "benchmarks", "workloads")
WORKLOADS = ("relu_sum", "mlp", "softmax", "layernorm")


@dataclass
class Stats(DifferentialStats):
    regions: int = 0  # dispatch regions formed (rows policy)
    multi: int = 0  # regions of more than one structured op (rows policy)


def _programs(n: int) -> list[tuple[StructuredProgram, list[list]]]:
    out: list = []

    @settings(REPRODUCIBLE, max_examples=n)
    @given(st.data())
    def gen(data: Any) -> None:
        p = StructuredProgram.draw(data.draw)
        seeds = [data.draw(st.integers(0, 2**31 - 1)) for _ in range(2)]
        out.append((p, [p.draw_inputs(s) for s in seeds]))

    gen()
    return out


def _apply(text: str, pipeline: str) -> tuple[Any, str] | None:
    load_builtin_passes()
    ctx = Context()
    m = parse_module(text, ctx)
    if not run_pipeline(f"builtin.module({pipeline})", m, ctx):
        return None
    return m, print_op(m)


def _in_region(op: Any) -> bool:
    p = op.parent_op
    while p is not None and p.name != "flow.dispatch.region":
        p = p.parent_op
    return p is not None


def _structured_outside_regions(m: Any) -> int:
    """Structured ops outside every region whose results something outside reads."""
    n = 0
    for op in m.walk():
        if op.interface(LinalgStructuredOpInterface) is None or _in_region(op):
            continue
        if any(not _in_region(u.owner) for r in op.results for u in r.uses):
            n += 1
    return n


def test_dispatch_creation_preserves_results() -> None:
    stats = Stats()
    for prog, inputs in _programs(N_PROGRAMS):
        stats.programs += 1
        text = prog.tensor_text()
        before = run_inputs(text, inputs)
        for pipe in PIPELINES:
            res = _apply(text, pipe)
            if res is None:
                stats.mismatches.append(f"{pipe}: pass failed on\n{text}")
                continue
            m, after = res
            if pipe == PIPELINES[0]:
                stats.regions += after.count("flow.dispatch.region")
                for block in after.split("flow.dispatch.region")[1:]:
                    body = block.split("flow.return")[0]
                    ops = [x for x in body.split("\n") if "= linalg." in x and "fill" not in x]
                    if len(ops) > 1:
                        stats.multi += 1
                left = _structured_outside_regions(m)
                if left:
                    stats.mismatches.append(f"{pipe}: {left} structured ops left out\n{after}")
            compare_after(stats, m, inputs, before, pipe, text, after)
    print(
        f"\ndispatch differential: {stats.programs} programs, {stats.regions} regions "
        f"({stats.multi} with several structured ops), {stats.runs} runs, "
        f"{len(PIPELINES)} pipelines, {len(stats.mismatches)} mismatches"
    )
    assert stats.multi > N_PROGRAMS // 10, "too few programs fused anything"
    assert not stats.mismatches, stats.mismatches[0]


def _workload(name: str) -> Any:
    path = os.path.join(BENCH, f"{name}.mlir")
    if not os.path.exists(path):
        pytest.skip(f"{path} is absent")
    load_builtin_passes()
    ctx = Context()
    with open(path, encoding="utf-8") as f:
        m = parse_module(f.read(), ctx)
    assert run_pipeline(
        "builtin.module(func.func(dispatch-generalize-named-ops,linalg-fuse-elementwise-ops))",
        m,
        ctx,
    )
    fn = next(op for op in m.walk() if op.name == "func.func")
    return m, fn.regions[0].blocks[0]


@pytest.mark.parametrize("fusion", ["rows", "iree"])
@pytest.mark.parametrize("name", WORKLOADS)
def test_every_unfused_producer_has_a_reason(name: str, fusion: str) -> None:
    """For each dispatch, every structured producer of one of its ops that is not in it
    (and not cloned) was refused with a named rule and a reason."""
    _, block = _workload(name)
    pol = resolve_policy("", fusion)
    groups, refused = form_groups(block, pol)
    expected = {"relu_sum": (1, 1), "mlp": (2, 2), "softmax": (1, 2), "layernorm": (1, 2)}
    assert len(groups) == expected[name][0 if fusion == "rows" else 1]
    reasons = {(id(r.candidate), id(r.group)): r.refusal for r in refused if r.role == "producer"}
    checked = 0
    for g in groups:
        for op in g.ops:
            for v in op.operands:
                p = getattr(v, "owner", None)
                if not hasattr(p, "results") or p in g.ops or pol.clone(p) is not None:
                    continue
                if p.interface(LinalgStructuredOpInterface) is None:
                    continue
                r = reasons.get((id(p), id(g)))
                assert r is not None, f"{name}: '{p.name}' left out of a dispatch without reason"
                assert r.rule and r.reason
                checked += 1
    if (name, fusion) in (("mlp", "rows"), ("softmax", "iree"), ("layernorm", "iree")):
        assert checked > 0


def _rows_with_limits(tmp_path: Any, limits: str) -> Any:
    """The built-in rows policy with other realize limits, from a user's file."""
    with open(DEFAULT_POLICY_FILE, encoding="utf-8") as f:
        text = f.read()
    text = text.replace("realize { readers: 8, body: 256 }", f"realize {{ {limits} }}")
    assert limits in text
    path = tmp_path / "limits.rules"
    path.write_text(text)
    return resolve_policy(str(path), "rows")


@pytest.mark.parametrize(
    "limits,groups,rule",
    [
        ("readers: 8, body: 256", 1, None),
        # exp is read by sum and div: with one reader allowed it is realized
        ("readers: 1", 2, "realize.readers"),
        # each of softmax's four ops has one or two payload ops
        ("body: 3", 2, "realize.body"),
    ],
)
def test_realize_limits(tmp_path: Any, limits: str, groups: int, rule: str | None) -> None:
    _, block = _workload("softmax")
    pol = _rows_with_limits(tmp_path, limits)
    got, refused = form_groups(block, pol)
    assert len(got) == groups
    rules = {r.refusal.rule for r in refused if not r.group.contains(r.candidate)}
    if rule is None:
        assert not rules
    else:
        assert rule in rules


MOMENTS = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%x: tensor<5x7xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<5x7xf32>) outs(%f : tensor<5xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32
  } -> tensor<5xf32>
  %q = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<5x7xf32>) outs(%f : tensor<5xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %m = arith.mulf %a, %a : f32
      %t = arith.addf %m, %acc : f32
      linalg.yield %t : f32
  } -> tensor<5xf32>
  return %s, %q : tensor<5xf32>, tensor<5xf32>
}
"""


def test_sibling_reductions_fuse_and_keep_results() -> None:
    """Two row reductions of one value, both returned: one dispatch under the rows
    policy (siblings merged), the same results through dispatch-creation."""
    import numpy as np

    inputs = [[np.random.default_rng(s).standard_normal((5, 7)).astype(np.float32)] for s in (1, 2)]
    before = run_inputs(MOMENTS, inputs)
    stats = Stats()
    for pipe in PIPELINES:
        res = _apply(MOMENTS, pipe)
        assert res is not None, pipe
        m, after = res
        if pipe == PIPELINES[0]:
            assert after.count("flow.dispatch.region") == 1, after
        compare_after(stats, m, inputs, before, pipe, MOMENTS, after)
    assert not stats.mismatches, stats.mismatches[0]
