#!/usr/bin/env python3
"""Benchmark: the pass manager's parallel speedup and its own overhead.

1. Whole-process wall time of one pipeline on the 100,401-op workload
   (``gen_mlir.py --funcs 200 --ops 500 --seed 0``, generic input, custom
   output to /dev/null), irlite-opt with ``--threads=1`` (everything in this
   process) and ``--threads=2`` (split mode: parse, verify, passes and print
   in two worker processes), and mlir-opt 19 with ``--mlir-disable-threading``
   and with its default threads, in the same run; prints both speedups and
   checks that irlite's two outputs are byte-identical.

   The pipeline defaults to ``builtin.module(func.func(cse))`` when ``cse``
   is registered, else ``builtin.module(func.func(test-rebuild-attrs))`` (a
   test pass doing per-op work: every attribute and result type of every op
   re-created through the interning tables). mlir-opt runs ``cse``
   (it has no ``test-rebuild-attrs``). Override with ``--pipeline``.

2. Pass-manager overhead per function: in process, the same nested
   pipeline run by the pass manager vs the same pass called directly on each
   function (``run_on_operation`` in a loop, no verification either way),
   as a percentage of the pass's own time.

Nothing here asserts on time; numbers vary with machine load (best of N).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _harness import MLIR_OPT, ensure_workload, measure


def _irlite_cmd() -> list[str]:
    return [sys.executable, "-m", "irlite.tools.opt"]


def default_pipeline() -> str:
    from irlite.passes.registry import lookup_pass

    if lookup_pass("cse") is not None:
        return "builtin.module(func.func(cse))"
    return "builtin.module(func.func(test-rebuild-attrs))"


def overhead(path: Path, pipeline: str, repeat: int) -> tuple[float, float]:
    """(pass-manager seconds, direct-call seconds) for ``pipeline`` on ``path``, best of N."""
    from irlite.ir.context import Context
    from irlite.ir.module import parse_module
    from irlite.passes.manager import OpPassManager, PassManager

    text = path.read_text()
    best_pm = best_direct = float("inf")
    for _ in range(repeat):
        ctx = Context(allow_unregistered=True)
        top = parse_module(text, ctx)
        pm = PassManager.from_pipeline(pipeline, ctx, verify_each=False)
        t0 = time.perf_counter()
        pm.run(top)
        best_pm = min(best_pm, time.perf_counter() - t0)
        ctx = Context(allow_unregistered=True)
        top = parse_module(text, ctx)
        nested = next(p for p in pm.passes if isinstance(p, OpPassManager))
        passes = [p.clone() for p in nested.passes]
        funcs = list(top.regions[0].blocks[0].ops)
        t0 = time.perf_counter()
        for f in funcs:
            for p in passes:
                p._am = None
                p.run_on_operation(f)
        best_direct = min(best_direct, time.perf_counter() - t0)
    return best_pm, best_direct


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--funcs", type=int, default=200)
    ap.add_argument("--ops", type=int, default=500)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--pipeline", default=None)
    args = ap.parse_args()
    w = ensure_workload(args.funcs, args.ops)
    pipeline = args.pipeline or default_pipeline()
    print(f"workload: {w.generic_path} ({args.funcs} funcs x {args.ops} ops)")
    print(f"pipeline: {pipeline}")
    outs = {}
    walls = {}
    for t in (1, 2):
        out = Path(f"/tmp/irlite-bench-pm-t{t}.mlir")
        cmd = _irlite_cmd() + [str(w.generic_path), "--allow-unregistered-dialect",
                               f"--pass-pipeline={pipeline}", f"--threads={t}", "-o", str(out)]
        m = measure(cmd, args.repeat)
        if not m.ok:
            print(f"irlite-opt --threads={t} failed: {m.error}")
            return 1
        walls[t] = m.wall_s
        outs[t] = out.read_bytes()
        print(f"irlite-opt --threads={t}: wall {m.wall_s:.3f} s  cpu {m.cpu_s:.3f} s")
    same = outs[1] == outs[2]
    print(f"irlite speedup 2 vs 1 workers: {walls[1] / walls[2]:.2f}x  (outputs identical: {same})")
    if MLIR_OPT.exists():
        mp = "builtin.module(func.func(cse))"
        mw = {}
        for flag in ("--mlir-disable-threading", None):
            cmd = [str(MLIR_OPT), str(w.generic_path), f"--pass-pipeline={mp}"] + ([flag] if flag else [])
            m = measure(cmd + ["-o", "/dev/null"], args.repeat)
            mw[flag] = m.wall_s
            print(f"mlir-opt {flag or '(threads)'}: wall {m.wall_s:.3f} s")
        print(f"mlir-opt speedup threads vs 1: {mw['--mlir-disable-threading'] / mw[None]:.2f}x")
    pm_s, direct_s = overhead(w.generic_path, pipeline, args.repeat)
    print(f"pass manager: {pm_s:.4f} s, direct calls: {direct_s:.4f} s, overhead "
          f"{100 * (pm_s - direct_s) / direct_s:.1f}% ({1e6 * (pm_s - direct_s) / args.funcs:.1f} us/function)")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
