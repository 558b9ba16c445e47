#!/usr/bin/env python3
"""Benchmark: whole-process ``cse`` on the generated workload, irlite vs mlir-opt vs xDSL.

Each tool runs as its own process on the generic-form workload
(``shared/bench/gen_mlir.py --funcs 200 --ops 500 --seed 0``: 100,401 ops),
twice per measurement round: once only parsing and printing, once with the
pass, printing the generic form to stdout (``/dev/null``):

    irlite-opt  FILE --cse        --mlir-print-op-generic
    mlir-opt    FILE --cse        --mlir-print-op-generic
    xdsl-opt    FILE -p cse       --print-op-generic

Reported per tool: CPU and wall seconds of the ``cse`` run, CPU µs per op of
the whole process, and the pass's net CPU µs per op (``cse`` run minus the
parse + print run: the cost the pass adds, verification after it included);
then irlite's ratios to each peer. Before timing, irlite's and mlir-opt's
outputs are compared byte for byte (printed as "identical" or where they
first differ).

Does not measure: the pass alone in process (``--mlir-timing`` on irlite-opt
shows that), or other pipelines. Nothing here asserts on time.

Usage:
    python3 benchmarks/cse.py                                # full run, best of 3
    python3 benchmarks/cse.py --funcs 20 --ops 100 --repeat 1   # quick
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _harness as h  # beside this file; benchmarks/ is not a package


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        description="Whole-process cse benchmark: irlite vs xDSL vs mlir-opt."
    )
    p.add_argument("--funcs", type=int, default=200, help="functions in the workload (default 200)")
    p.add_argument("--ops", type=int, default=500, help="body ops per function (default 500)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--repeat", type=int, default=3, help="best of N runs (default 3)")
    p.add_argument("--only", default=",".join(h.TOOL_NAMES), help="tools to run (default: all)")
    p.add_argument("--gen", type=Path, default=h.DEFAULT_GEN, help="path to gen_mlir.py")
    p.add_argument("--timeout", type=float, default=900.0, help="seconds before a run is killed")
    p.add_argument("--json", type=Path, help="append one JSON line of results to this file")
    p.add_argument("--irlite-opt", type=Path, help="irlite-opt to use instead of the default")
    p.add_argument("--xdsl-opt", type=Path, help="xdsl-opt to use instead of the default")
    p.add_argument("--mlir-opt", type=Path, help="mlir-opt to use instead of the default")
    return h.check_workload_args(p, p.parse_args(argv))


def _output(tool: h.Tool, path: Path, timeout: float) -> bytes | None:
    """What ``tool`` prints for ``path`` after cse (None if it fails)."""
    with tempfile.TemporaryFile() as out:
        done = subprocess.run(
            tool.command(path, ["cse"]),
            stdout=out,
            stderr=subprocess.DEVNULL,
            timeout=timeout,
            check=False,
        )
        if done.returncode != 0:
            return None
        out.seek(0)
        return out.read()


def _compare(tools: dict[str, h.Tool], path: Path, timeout: float) -> str:
    a, b = tools["irlite"], tools["mlir-opt"]
    if not (a.available and b.available):
        return "not compared (irlite-opt or mlir-opt missing)"
    x, y = _output(a, path, timeout), _output(b, path, timeout)
    if x is None or y is None:
        return "not compared (a tool failed)"
    if x == y:
        return f"identical ({len(x):,} bytes)"
    i = next((k for k, (p, q) in enumerate(zip(x, y)) if p != q), min(len(x), len(y)))
    line = x[:i].count(b"\n") + 1
    return f"DIFFERENT from byte {i} (line {line})"


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    tools = h.locate_tools(args.irlite_opt, args.xdsl_opt, args.mlir_opt)
    w = h.ensure_workload(args.funcs, args.ops, args.seed, gen=args.gen)
    n = w.total_ops
    print(f"cse, generic form: {w.generic_path.name}, {n:,} ops; best of {args.repeat}")
    for name in args.only:
        t = tools[name]
        print(
            f"  {t.label:<9} {t.exe}  {t.version}"
            if t.available
            else f"  {t.label:<9} skipped: {t.note}"
        )
    print(
        f"irlite-opt --cse vs mlir-opt --cse output: {_compare(tools, w.generic_path, args.timeout)}"
    )
    sys.stdout.flush()

    res: dict[str, dict[str, h.Measurement]] = {}
    failures = []
    for name in args.only:
        t = tools[name]
        if not t.available:
            continue
        res[name] = {}
        h.run_once(t.command(w.generic_path), args.timeout)  # warm-up
        for job, passes in (("parse_print", []), ("cse", ["cse"])):
            m = h.measure(t.command(w.generic_path, passes), args.repeat, args.timeout)
            res[name][job] = m
            if not m.ok:
                failures.append(f"{t.label} {job}: {m.error}")
                break

    rows = []
    for name, jobs in res.items():
        m, base = jobs.get("cse"), jobs.get("parse_print")
        if m is None or not m.ok:
            rows.append([tools[name].label, "failed", "", "", ""])
            continue
        net = (m.cpu_s - base.cpu_s) / n * 1e6 if base is not None and base.ok else None
        rows.append(
            [
                tools[name].label,
                f"{m.cpu_s:.3f}",
                f"{m.wall_s:.3f}",
                f"{m.cpu_s / n * 1e6:.2f}",
                f"{net:.2f}" if net is not None else "-",
            ]
        )
    print()
    print(h.format_table(["tool", "CPU s", "wall s", "CPU µs/op", "net cse µs/op"], rows))
    ir = res.get("irlite", {}).get("cse")
    for peer in ("xdsl", "mlir-opt"):
        pm = res.get(peer, {}).get("cse")
        if ir is not None and ir.ok and pm is not None and pm.ok:
            print(
                f"irlite / {tools[peer].label}: CPU {h.ratio(ir.cpu_s, pm.cpu_s)}, "
                f"wall {h.ratio(ir.wall_s, pm.wall_s)}"
            )
    for f in failures:
        print(f"FAILED {f}")
    if args.json:
        h.append_json_line(
            args.json,
            {
                "benchmark": "cse",
                "host": h.host_info(),
                "total_ops": n,
                "tools": {k: {j: m.to_json() for j, m in v.items()} for k, v in res.items()},
            },
        )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
