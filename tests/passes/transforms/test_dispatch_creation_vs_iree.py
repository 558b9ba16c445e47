"""The ``iree`` fusion policy against IREE itself: where ``iree-compile`` (IREE 3.13) is
installed (on PATH, or ``$IREE_COMPILE``, or ``/tmp/iree/bin``), each shared workload
through ``iree-compile --compile-to=flow`` and through irlite's dispatch steps under the
``iree`` policy gives the same dispatches: the same executables and exports, holding the
same structured ops in the same order. Skipped where IREE or the workloads are absent.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

pytest.importorskip("hypothesis")

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes

BENCH = os.path.join(os.path.dirname(__file__), "..", "..", "..", "benchmarks", "workloads")
IREE_STEPS = (
    "builtin.module(func.func(dispatch-generalize-named-ops{fusion=iree},"
    "linalg-fuse-elementwise-ops,form-dispatch-regions{fusion=iree},"
    "clone-producers-into-dispatch-regions{fusion=iree}),outline-dispatch-regions)"
)


def _iree_compile() -> str | None:
    for c in (
        os.environ.get("IREE_COMPILE"),
        shutil.which("iree-compile"),
        "/tmp/iree/bin/iree-compile",
    ):
        if c and os.path.exists(c):
            return c
    return None


def _dispatches(text: str) -> list[tuple[str, list[str]]]:
    """(export name, structured ops in order) per executable of a flow program."""
    out = []
    for chunk in text.split("flow.executable private @")[1:]:
        export = re.search(r"flow\.executable\.export public @(\w+)", chunk).group(1)
        body = chunk.split("iree_tensor_ext.dispatch.tensor.store")[0]
        ops = re.findall(r"= (linalg\.(?!yield|index)\w+)", body)
        out.append((export, ops))
    return out


@pytest.mark.parametrize("name", ["relu_sum", "mlp", "softmax", "layernorm"])
def test_iree_policy_forms_iree_dispatches(name: str) -> None:
    exe = _iree_compile()
    if exe is None:
        pytest.skip("iree-compile (IREE 3.13) is not installed")
    path = os.path.join(BENCH, f"{name}.mlir")
    if not os.path.exists(path):
        pytest.skip(f"{path} is absent")
    r = subprocess.run(
        [
            exe,
            "--iree-hal-target-device=local",
            "--iree-hal-local-target-device-backends=llvm-cpu",
            "--compile-to=flow",
            path,
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr
    load_builtin_passes()
    ctx = Context()
    with open(path, encoding="utf-8") as f:
        m = parse_module(f.read(), ctx)
    assert run_pipeline(IREE_STEPS, m, ctx)
    ours, theirs = _dispatches(print_op(m)), _dispatches(r.stdout)
    assert theirs, r.stdout[:2000]
    assert ours == theirs


IREE_FORM = (
    "builtin.module(func.func(iree-dispatch-creation-form-dispatch-regions,"
    "iree-dispatch-creation-clone-producers-into-dispatch-regions))"
)
OUR_FORM = (
    "builtin.module(func.func(form-dispatch-regions{fusion=iree},"
    "clone-producers-into-dispatch-regions{fusion=iree}))"
)
N_RANDOM = 60


def _iree_opt() -> str | None:
    exe = _iree_compile()
    if exe is None:
        return None
    opt = os.path.join(os.path.dirname(exe), "iree-opt")
    return opt if os.path.exists(opt) else shutil.which("iree-opt")


def _regions(text: str) -> list[list[str]]:
    """The structured ops of each flow.dispatch.region, in order."""
    out = []
    for chunk in text.split("flow.dispatch.region")[1:]:
        body = chunk.split("flow.return")[0]
        out.append(re.findall(r"= (linalg\.(?!yield|index)\w+)", body))
    return out


def test_iree_policy_matches_iree_form_dispatch_regions_on_random_programs() -> None:
    """Random structured programs (support.linalg_programs), generalized and fused as
    dispatch-creation does, then regions formed by IREE 3.13's own FormDispatchRegions +
    CloneProducersIntoDispatchRegions (iree-opt) and by irlite's under the iree policy:
    the same regions holding the same structured ops, on every program."""
    from hypothesis import given, settings
    from hypothesis import strategies as st
    from support.fuzz import REPRODUCIBLE
    from support.linalg_programs import StructuredProgram

    opt = _iree_opt()
    if opt is None:
        pytest.skip("iree-opt (IREE 3.13) is not installed")
    progs: list = []

    @settings(REPRODUCIBLE, max_examples=N_RANDOM)
    @given(st.data())
    def gen(data):
        progs.append(StructuredProgram.draw(data.draw))

    gen()
    load_builtin_passes()
    pre_pipe = (
        "builtin.module(func.func(dispatch-generalize-named-ops{fusion=iree},"
        "linalg-fuse-elementwise-ops))"
    )
    bad, regions = [], 0
    for p in progs:
        ctx = Context()
        m = parse_module(p.tensor_text(), ctx)
        assert run_pipeline(pre_pipe, m, ctx)
        pre = print_op(m)
        ctx2 = Context()
        m2 = parse_module(pre, ctx2)
        assert run_pipeline(OUR_FORM, m2, ctx2)
        ours = _regions(print_op(m2))
        r = subprocess.run(
            [opt, f"--pass-pipeline={IREE_FORM}", "-"],
            input=pre,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert r.returncode == 0, r.stderr
        theirs = _regions(r.stdout)
        regions += len(theirs)
        if ours != theirs:
            bad.append((pre, ours, theirs))
    print(f"\nvs IREE 3.13: {len(progs)} programs, {regions} regions, {len(bad)} differ")
    assert not bad, f"{bad[0][0]}\nirlite: {bad[0][1]}\nIREE:   {bad[0][2]}"
