"""``scf-for-loop-fusion`` in the default pipeline: softmax and layernorm become one row
loop each, and still match numpy (and the interpreter before fusion) on odd shapes."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import numpy as np
import pytest

import irlite
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.passes.infra.manager import PassManager
from irlite.targets.interp import Interpreter

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "benchmarks"))
import tensor as bench  # noqa: E402


def _odd(name: str) -> bench.Workload:
    """The workload at odd sizes (rows 37, row length 45 / 21)."""
    w = bench.load_workload(name, tiny=True)
    dims = {"softmax": {16: 45}, "layernorm": {8: 37, 16: 21}}[name]
    text = re.sub(
        r"tensor<([^>]*)>",
        lambda m: (
            "tensor<"
            + "x".join(
                str(dims.get(int(p), p)) if p.isdigit() else p for p in m.group(1).split("x")
            )
            + ">"
        ),
        w.source,
    )
    if name == "layernorm":
        text = text.replace("arith.constant 16.0 : f32", "arith.constant 21.0 : f32")
    shapes = {"softmax": [(45, 45)], "layernorm": [(37, 21), (21,), (21,)]}[name]
    return bench.Workload(name, w.path, text, name, shapes, w.reference)


def _until_fusion(text: str, pipeline: str, with_fusion: bool):  # noqa: ANN202
    head = pipeline.split(",loop-invariant-code-motion", 1)[0]
    if not with_fusion:
        head = head.replace(",scf-for-loop-fusion", "")
    ctx = Context()
    module = parse_module(text, ctx)
    PassManager.from_pipeline(head + ")", ctx).run(module)
    return module


@pytest.mark.parametrize("name", ["softmax", "layernorm"])
def test_one_row_loop_and_same_results(name: str) -> None:
    w = _odd(name)
    m = irlite.compile(w.source)
    assert "scf-for-loop-fusion" in m.pipeline
    fused = _until_fusion(w.source, m.pipeline, True)
    func = next(iter(fused.regions[0].blocks[0].ops))
    top_loops = [op for op in func.regions[0].blocks[0].ops if op.name == "scf.for"]
    assert len(top_loops) == 1
    args = w.inputs(np.random.default_rng(11))
    want = w.reference(*args)
    np.testing.assert_allclose(m[name](*args), want, rtol=1e-4, atol=1e-5)
    # the fused memref program computes what the unfused one does, in the interpreter
    unfused = _until_fusion(w.source, m.pipeline, False)
    a = Interpreter(unfused).run(name, *[x.copy() for x in args])[0]
    b = Interpreter(fused).run(name, *[x.copy() for x in args])[0]
    np.testing.assert_allclose(np.asarray(b), np.asarray(a), rtol=1e-6, atol=1e-7)
