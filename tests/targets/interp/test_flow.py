"""The interpreter runs IREE's flow ops: a program with ``flow.dispatch.region``s gives
the same results as the same program outlined into ``flow.executable``s and
``flow.dispatch``es (and deduplicated), bit for bit, on every unit of the
outline-dispatch-regions lit test (IREE's own dispatch regions of the shared workloads
among them); and those regions compute what the shared workloads compute."""

from __future__ import annotations

import os
import re

import numpy as np
import pytest

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.types import FloatType, IndexType, IntegerType, RankedTensorType
from irlite.passes.infra.manager import PassManager
from irlite.targets.interp.interpreter import Interpreter

HERE = os.path.dirname(__file__)
LIT = os.path.join(HERE, "..", "..", "lit", "passes", "outline-dispatch-regions.mlir")
BENCH = os.path.join(HERE, "..", "..", "..", "benchmarks", "workloads")


def _units() -> list[str]:
    with open(LIT) as f:
        text = f.read()
    units = []
    for chunk in text.split("// -----"):
        lines = [ln for ln in chunk.splitlines() if not ln.lstrip().startswith("//")]
        units.append("\n".join(lines))
    return units


def _arg(t: object, rng: np.random.Generator) -> object:
    if isinstance(t, RankedTensorType):
        e = t.element_type
        shape = [5 if d < 0 else d for d in t.shape]
        if isinstance(e, FloatType):
            return rng.standard_normal(shape).astype(np.float32)
        return rng.integers(-50, 50, shape).astype(np.int32)
    if isinstance(t, IndexType):
        return 3
    if isinstance(t, IntegerType):
        return 5
    return np.float32(1.5)


def _functions(m: object) -> list:
    return [op for op in m.regions[0].blocks[0].ops if op.name == "func.func"]


def _outlined(src: str) -> tuple:
    ctx = Context()
    before = parse_module(src, ctx)
    after = parse_module(src, ctx)
    pm = PassManager.from_pipeline(
        "builtin.module(outline-dispatch-regions,deduplicate-executables)", ctx
    )
    assert pm.run(after)
    assert any(op.name == "flow.executable" for op in after.regions[0].blocks[0].ops)
    return before, after


@pytest.mark.parametrize("index", range(len(_units())))
def test_outlined_program_computes_what_its_regions_compute(index: int) -> None:
    before, after = _outlined(_units()[index])
    rng = np.random.default_rng(index)
    for fn in _functions(before):
        name = fn.properties["sym_name"].value
        ft = fn.properties["function_type"].value
        args = [_arg(t, rng) for t in ft.inputs]
        want = Interpreter(before).run(name, *args)
        got = Interpreter(after).run(name, *args)
        assert len(want) == len(got)
        for w, g in zip(want, got):
            assert w.dtype == g.dtype and w.shape == g.shape
            assert np.array_equal(w, g, equal_nan=True)


@pytest.mark.parametrize("workload", ["relu_sum", "mlp", "softmax", "layernorm"])
def test_irees_regions_compute_the_workload(workload: str) -> None:
    path = os.path.join(BENCH, workload + ".mlir")
    if not os.path.exists(path):
        pytest.skip("shared/bench is not here")
    unit = next(u for u in _units() if re.search(rf"func\.func @{workload}\(", u))
    _, after = _outlined(unit)
    with open(path) as f:
        original = parse_module(f.read(), Context())
    fn = next(f for f in _functions(original) if f.properties["sym_name"].value == workload)
    rng = np.random.default_rng(1)
    args = [_arg(t, rng) for t in fn.properties["function_type"].value.inputs]
    want = Interpreter(original).run(workload, *args)
    got = Interpreter(after).run(workload, *args)
    for w, g in zip(want, got):
        np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-5)
