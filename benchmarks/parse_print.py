#!/usr/bin/env python3
"""Benchmark: whole-process parse + print of a generic-form MLIR file.

Runs each tool as its own process on the workload that
``shared/bench/gen_mlir.py --funcs 200 --ops 500 --seed 0`` writes
(100,401 ops of builtin/func/arith in MLIR's generic op syntax) and prints it
back in generic form to stdout, which is ``/dev/null``:

    irlite-opt  FILE --mlir-print-op-generic  > /dev/null
    xdsl-opt    FILE --print-op-generic       > /dev/null   (xDSL 0.74.0)
    mlir-opt    FILE --mlir-print-op-generic  > /dev/null   (LLVM 19)

(Not ``-o /dev/null``: a driver that writes ``-o`` via temp file + rename
would replace the /dev/null device when run as root.)

Also runs each on an empty module (generic form) to measure start-up alone.

Measures, per tool: CPU seconds (user + sys of the child, all its threads),
wall seconds, peak RSS in MiB, CPU µs per op (whole process, start-up
included) and net µs per op (parse + print CPU minus start-up CPU), each as
best of N runs (min time; max RSS); then the irlite/xDSL and irlite/mlir-opt
ratios.

Does not measure: the split between parsing, verifying and printing (each
tool verifies after parsing, as its driver does by default), the custom
(pretty) syntax, passes, or whether the printed text is right (the test suite
checks that).  mlir-opt runs with its default threading, as in DESIGN.md §7.
Numbers are for comparing tools on one machine at one time; nothing here
asserts on them.

Usage:
    python3 benchmarks/parse_print.py                     # full 100,401-op run, best of 3
    python3 benchmarks/parse_print.py --funcs 20 --ops 100 --repeat 1   # quick
    python3 benchmarks/parse_print.py --only irlite,mlir-opt --json results.jsonl

Missing peers are skipped with a note (``benchmarks/setup_peers.sh`` installs
them).  Exit status: 0, or 1 if a tool that was found failed or timed out.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _harness as h  # beside this file; benchmarks/ is not a package

#: Start-up runs are cheap and noisy: repeat them at least this many times.
MIN_STARTUP_REPEAT = 5


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        description="Whole-process parse + print (generic form) benchmark: irlite vs xDSL vs mlir-opt.",
    )
    p.add_argument("--funcs", type=int, default=200, help="functions in the workload (default 200)")
    p.add_argument("--ops", type=int, default=500, help="body ops per function (default 500, >= 2)")
    p.add_argument("--seed", type=int, default=0, help="generator seed (default 0)")
    p.add_argument("--repeat", type=int, default=3, help="best of N runs (default 3)")
    p.add_argument(
        "--only",
        default=",".join(h.TOOL_NAMES),
        help="comma-separated tools to run (default: irlite,xdsl,mlir-opt)",
    )
    p.add_argument("--gen", type=Path, default=h.DEFAULT_GEN, help="path to gen_mlir.py")
    p.add_argument("--json", type=Path, help="append one JSON line of results to this file")
    p.add_argument(
        "--timeout", type=float, default=900.0, help="seconds before a run is killed (default 900)"
    )
    p.add_argument("--irlite-opt", type=Path, help="irlite-opt to use instead of the default")
    p.add_argument("--xdsl-opt", type=Path, help="xdsl-opt to use instead of the default")
    p.add_argument("--mlir-opt", type=Path, help="mlir-opt to use instead of the default")
    return h.check_workload_args(p, p.parse_args(argv))


def _fmt(x: float, digits: int = 3) -> str:
    return f"{x:,.{digits}f}"


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    tools = h.locate_tools(args.irlite_opt, args.xdsl_opt, args.mlir_opt)
    workload = h.ensure_workload(args.funcs, args.ops, args.seed, gen=args.gen)
    empty = h.ensure_empty_module()
    n_ops = workload.total_ops

    print(
        f"parse + print, generic form: {workload.generic_path.name}, "
        f"{n_ops:,} ops, {workload.generic_bytes / 1e6:.1f} MB; "
        f"best of {args.repeat} (start-up: best of {max(args.repeat, MIN_STARTUP_REPEAT)})"
    )
    for name in args.only:
        tool = tools[name]
        if tool.available:
            print(f"  {tool.label:<9} {tool.exe}  {tool.version}")
        else:
            print(f"  {tool.label:<9} skipped: {tool.note}")
    sys.stdout.flush()

    jobs = (
        ("startup", empty, max(args.repeat, MIN_STARTUP_REPEAT)),
        ("parse_print", workload.generic_path, args.repeat),
    )
    results, failures = h.measure_jobs(
        tools, args.only, lambda tool, path: tool.command(path), empty, jobs, args.timeout
    )

    _print_tables(tools, results, n_ops)
    for failure in failures:
        print(f"\nFAILED {failure}")

    if args.json:
        record: dict[str, object] = {
            "benchmark": "parse_print",
            "time": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            "host": h.host_info(),
            "workload": {
                "funcs": workload.funcs,
                "ops_per_func": workload.ops_per_func,
                "seed": workload.seed,
                "total_ops": n_ops,
                "file": str(workload.generic_path),
                "bytes": workload.generic_bytes,
            },
            "repeat": args.repeat,
            "tools": {
                name: (
                    {
                        "exe": str(tools[name].exe),
                        "version": tools[name].version,
                        **{job: m.to_json() for job, m in results.get(name, {}).items()},
                    }
                    if tools[name].available
                    else {"missing": tools[name].note}
                )
                for name in args.only
            },
        }
        h.append_json_line(args.json, record)
        print(f"\nappended results to {args.json}")
    return 1 if failures else 0


def _print_tables(
    tools: dict[str, h.Tool], results: dict[str, dict[str, h.Measurement]], n_ops: int
) -> None:
    """Print the per-tool table, then irlite's ratios to each peer."""

    def ok(name: str, job: str) -> h.Measurement | None:
        m = results.get(name, {}).get(job)
        return m if m is not None and m.ok else None

    rows: list[list[str]] = []
    for job, label in (("startup", "startup (empty module)"), ("parse_print", "parse + print")):
        for name, by_job in results.items():
            m = by_job.get(job)
            if m is None:
                continue
            if not m.ok:
                rows.append([label, tools[name].label, "failed", "", "", "", ""])
                continue
            per_op = net = "-"
            if job == "parse_print":
                per_op = _fmt(m.cpu_s / n_ops * 1e6, 2)
                start = ok(name, "startup")
                if start is not None:
                    net = _fmt((m.cpu_s - start.cpu_s) / n_ops * 1e6, 2)
            rows.append(
                [
                    label,
                    tools[name].label,
                    _fmt(m.cpu_s),
                    _fmt(m.wall_s),
                    _fmt(m.max_rss_mib, 1),
                    per_op,
                    net,
                ]
            )
    print()
    if not rows:
        print("no tool ran")
        return
    headers = ["job", "tool", "CPU s", "wall s", "peak MiB", "CPU µs/op", "net µs/op"]
    print(h.format_table(headers, rows, "llrrrrr"))

    if ok("irlite", "parse_print") is None and ok("irlite", "startup") is None:
        return
    ratio_rows: list[list[str]] = []
    for peer in ("xdsl", "mlir-opt"):
        if peer not in results:
            continue

        def r(job: str, attr: str, peer: str = peer) -> str:
            a, b = ok("irlite", job), ok(peer, job)
            return h.ratio(
                float(getattr(a, attr)) if a else None,
                float(getattr(b, attr)) if b else None,
            )

        ratio_rows.append(
            [
                f"irlite / {tools[peer].label}",
                r("startup", "cpu_s"),
                r("parse_print", "cpu_s"),
                r("parse_print", "wall_s"),
                r("parse_print", "max_rss_mib"),
            ]
        )
    if ratio_rows:
        print()
        headers = ["ratio", "startup CPU", "parse+print CPU", "wall", "peak MiB"]
        print(h.format_table(headers, ratio_rows))


if __name__ == "__main__":
    sys.exit(main())
