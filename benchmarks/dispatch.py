#!/usr/bin/env python3
"""Benchmark: the four shared workloads as dispatches (``dispatch-creation``), on 1 and 2
threads, against numpy, hand-fused numba and IREE 3.13.

For each workload of ``shared/bench`` (``relu_sum``, ``mlp``, ``softmax``, ``layernorm``,
at the shapes of ``benchmarks/tensor.py``) it prints, in one run:

- dispatch counts: irlite's (``irlite-opt --dispatch-creation``, the ``flow.dispatch``
  ops of the host function) and IREE's (``iree-compile --compile-to=flow``, when an
  ``iree-compile`` is found: next to ``$IREE_PYTHON`` or ``benchmarks/.venv-iree``, or
  ``$IREE_COMPILE``, or on ``PATH``);
- compile time: ``irlite.compile(text)`` (its default for tensor programs: dispatch
  creation, one kernel per export inlined into the host, parse to machine code, after
  one compile of the tiny shapes so that what happens once per process is left out) and
  IREE's ``compile_file``;
- run time (best of ``--repeat`` calls: three rounds, each timing every in-process
  contender in a block of its own after two untimed calls): irlite's default (``1t``:
  one thread, the kernels inlined into the compiled host), ``irlite.compile(text,
  threads=2)`` (``2t``: the workgroup host, each dispatch's rows over a pool of 2
  threads) and the same module on a pool of 1 (``host 1t``), the default pipeline
  without dispatches (``dispatch=False``), numpy, numba (``@njit(fastmath=True)``, one
  thread), and IREE's ``local-task`` driver with 1 and 2 workers (``iree.runtime`` in
  the separate IREE Python, when it imports). Every result is checked against numpy's
  first (as in ``benchmarks/tensor.py``); a mismatch is reported and not timed. The
  load average is printed last.

The 2-thread speedup is only meaningful on a machine with two idle cores: on a shared
machine the load of others shows up in it. numpy runs with OpenBLAS on one thread
(``OPENBLAS_NUM_THREADS=1`` unless set): OpenBLAS's worker threads keep spinning after a
matmul returns and take the second core from whichever contender runs next, which made
irlite's 2-thread mlp measure at 1-thread speed; the numpy figure is the one-thread
peer in every column. Nothing here asserts on time.

Usage:
    python3 benchmarks/dispatch.py                  # full shapes
    python3 benchmarks/dispatch.py --quick          # small shapes, seconds
    python3 benchmarks/dispatch.py --only mlp --repeat 20
    python3 benchmarks/dispatch.py --only layernorm --alternate 10   # irlite and numba in turn
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # before numpy loads OpenBLAS (see above)
import numpy as np  # noqa: E402
import tensor as tb  # noqa: E402  (the workloads, numpy/numba peers, result checks)

_IREE_SCRIPT = r"""
import json, sys, time
import numpy as np
import iree.compiler as ic
import iree.runtime as rt
src_path, func, repeat, out_path, *ins = sys.argv[1:]
repeat = int(repeat)
t0 = time.perf_counter()
vmfb = ic.compile_file(src_path, target_backends=["llvm-cpu"],
                       extra_args=["--iree-llvmcpu-target-cpu=host"])
compile_s = time.perf_counter() - t0
out = {"compile_s": compile_s}
for groups in (1, 2):
    rt.flags.parse_flags(f"--task_topology_max_group_count={groups}")
    config = rt.Config("local-task")
    ctx = rt.SystemContext(config=config)
    ctx.add_vm_module(rt.VmModule.copy_buffer(ctx.instance, vmfb))
    fn = ctx.modules.module[func]
    args = [rt.asdevicearray(config.device, np.load(p)) for p in ins]
    res = fn(*args)
    np.save(out_path, np.asarray(res.to_host()))
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        r = fn(*args)
        r.to_host()
        best = min(best, time.perf_counter() - t)
    out[f"run{groups}_s"] = best
print(json.dumps(out))
"""


def _iree_compile(iree_py: str | None) -> str | None:
    cands = [os.environ.get("IREE_COMPILE")]
    if iree_py is not None:
        cands.append(str(Path(iree_py).parent / "iree-compile"))
    cands.append(str(tb.IREE_VENV_PYTHON.parent / "iree-compile"))
    cands.append(shutil.which("iree-compile"))
    for c in cands:
        if c and Path(c).exists():
            return c
    return None


def iree_dispatch_count(iree_compile: str, source: str) -> int | None:
    """``flow.dispatch`` ops in IREE's ``--compile-to=flow`` output (None on failure)."""
    with tempfile.TemporaryDirectory() as d:
        src = Path(d) / "w.mlir"
        src.write_text(source)
        r = subprocess.run(
            [
                iree_compile,
                "--iree-hal-target-device=local",
                "--iree-hal-local-target-device-backends=llvm-cpu",
                "--compile-to=flow",
                str(src),
            ],
            capture_output=True,
            text=True,
            timeout=600,
        )
    if r.returncode != 0:
        return None
    return len(re.findall(r"= flow\.dispatch @|^\s*flow\.dispatch @", r.stdout, re.M))


def irlite_dispatch_count(source: str) -> int:
    from irlite.ir.context import Context
    from irlite.ir.module import parse_module
    from irlite.passes.infra.manager import PassManager

    ctx = Context()
    m = parse_module(source, ctx)
    assert PassManager.from_pipeline("builtin.module(dispatch-creation)", ctx).run(m)
    return sum(1 for op in m.walk() if op.name == "flow.dispatch")


def _compile(w: Any, **options: Any) -> tuple[Any, float]:
    import irlite
    from irlite.targets.llvm import jit

    clear = getattr(jit, "clear_cache", None)
    if callable(clear):
        clear()
    t0 = time.perf_counter()
    m = irlite.compile(w.source, filename=w.path.name, **options)
    return m, time.perf_counter() - t0


def _alternate(a: Any, b: Any, rounds: int, repeat: int) -> list[float]:
    """``rounds`` ratios best-of-``repeat``(a) / best-of-``repeat``(b), a and b timed in
    turn (what a slow drift of the shared machine moves both of alike)."""
    out = []
    for _ in range(rounds):
        ta = min(_timed(a) for _ in range(repeat))
        tb_ = min(_timed(b) for _ in range(repeat))
        out.append(ta / tb_)
    return out


def _timed(fn: Any) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def run_workload(
    w: Any,
    repeat: int,
    numba: Any,
    iree_py: str | None,
    iree_c: str | None,
    alternate: int = 0,
) -> dict:
    from irlite.targets.dispatch import WorkgroupPool

    args = w.inputs(np.random.default_rng(0))
    want = w.reference(*args)
    row: dict[str, Any] = {"workload": w.name, "shapes": w.describe(), "notes": []}
    row["dispatches"] = irlite_dispatch_count(w.source)
    if iree_c is not None:
        row["iree_dispatches"] = iree_dispatch_count(iree_c, w.source)
    tiny = tb.load_workload(w.name, tiny=True)
    for options in ({}, {"threads": 2}, {"dispatch": False}):  # once-per-process costs
        _compile(tiny, **options)
    one, row["compile_s"] = _compile(w)  # the default: dispatches inlined, one thread
    two, row["compile2_s"] = _compile(w, threads=2)  # the workgroup host over a pool
    plain, row["default_compile_s"] = _compile(w, dispatch=False)
    if not hasattr(one, "dispatches"):
        row["notes"].append("the default compile did not take the dispatch path")
    host = getattr(two, "host", None)
    pools = {1: WorkgroupPool(1), 2: WorkgroupPool(2)}

    def on(n: int) -> Any:
        fn = two[w.func]

        def call() -> Any:
            host.pool = pools[n]
            return fn(*args)

        return call

    candidates: dict[str, Any] = {"irlite1": lambda: one[w.func](*args)}
    if host is not None:
        candidates.update(irlite2=on(2), host1=on(1))
    else:
        row["notes"].append("threads=2 did not take the workgroup host")
    candidates["default"] = lambda: plain[w.func](*args)
    if numba is not None:
        candidates["numba"] = lambda: numba[w.name](*args)
    fns: dict[str, Any] = {"numpy": lambda: w.reference(*args)}
    for name, fn in candidates.items():
        bad = tb._close(fn(), want)
        if bad:
            row["notes"].append(f"{name}: {bad}; not timed")
        else:
            fns[name] = fn
    row.update({f"{k}_s": v for k, v in tb._best_of(fns, repeat).items()})
    if alternate and "numba" in fns:
        row["alternate"] = _alternate(fns["irlite1"], fns["numba"], alternate, repeat)
    if iree_py is not None:
        r = tb._run_iree(iree_py, w, args, repeat, script=_IREE_SCRIPT)
        if "error" in r:
            row["notes"].append(f"iree: {r['error']}")
        elif tb._close(r["result"], want):
            row["notes"].append("iree: differs from numpy")
        else:
            row.update(iree_compile_s=r["compile_s"], iree1_s=r["run1_s"], iree2_s=r["run2_s"])
    return row


def _table(rows: list[dict]) -> str:
    cols = [
        ("workload", "workload", str),
        ("dispatches", "dispatches", str),
        ("IREE dispatches", "iree_dispatches", str),
        ("compile ms", "compile_s", tb._ms),
        ("1t ms", "irlite1_s", tb._ms),
        ("2t ms", "irlite2_s", tb._ms),
        ("1t/2t", None, None),
        ("host 1t ms", "host1_s", tb._ms),
        ("no-dispatch ms", "default_s", tb._ms),
        ("numpy ms", "numpy_s", tb._ms),
        ("numba ms", "numba_s", tb._ms),
        ("IREE 1t ms", "iree1_s", tb._ms),
        ("IREE 2t ms", "iree2_s", tb._ms),
        ("IREE compile ms", "iree_compile_s", tb._ms),
    ]
    lines = [[c[0] for c in cols]]
    for r in rows:
        cells = []
        for _, key, fmt in cols:
            if key is None:
                a, b = r.get("irlite1_s"), r.get("irlite2_s")
                cells.append("-" if a is None or b is None else f"{a / b:.2f}")
            else:
                v = r.get(key)
                cells.append("-" if v is None else fmt(v))
        lines.append(cells)
    widths = [max(len(str(x[i])) for x in lines) for i in range(len(cols))]
    return "\n".join(
        "  ".join(str(c).rjust(wd) if k else str(c).ljust(wd) for c, wd in zip(x, widths))
        for k, x in enumerate(lines)
    )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help="small shapes (seconds)")
    p.add_argument("--repeat", type=int, default=10, help="timed calls per contender")
    p.add_argument("--only", default="", help="comma-separated workload names")
    p.add_argument("--no-iree", action="store_true", help="skip IREE even when installed")
    p.add_argument(
        "--alternate",
        type=int,
        default=0,
        metavar="N",
        help="also time irlite (one thread) and numba in turn, N rounds, and print the ratios",
    )
    o = p.parse_args(argv)
    names = [n for n in tb.WORKLOAD_NAMES if not o.only or n in o.only.split(",")]
    iree_py = None if o.no_iree else tb._iree_python()
    iree_c = None if o.no_iree else _iree_compile(iree_py)
    numba = tb._numba_kernels()
    rows = []
    for n in names:
        rows.append(
            run_workload(
                tb.load_workload(n, quick=o.quick), o.repeat, numba, iree_py, iree_c, o.alternate
            )
        )
    print(_table(rows))
    load = os.getloadavg() if hasattr(os, "getloadavg") else None
    if load is not None:
        print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} cores")
    for r in rows:
        alt = r.get("alternate")
        if alt:
            srt = sorted(alt)
            print(
                f"{r['workload']}: irlite 1t / numba, {len(alt)} rounds in turn: median "
                f"{srt[len(srt) // 2]:.3f}, min {srt[0]:.3f}, max {srt[-1]:.3f}"
            )
    for r in rows:
        for note in r["notes"]:
            print(f"{r['workload']}: {note}")
    if iree_c is None:
        print("IREE dispatch counts: no iree-compile found")
    if iree_py is None:
        print("IREE run times: no Python with iree.compiler and iree.runtime found")
    return 0


if __name__ == "__main__":
    sys.exit(main())
