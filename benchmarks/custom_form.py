#!/usr/bin/env python3
"""Benchmark: whole-process parse + print of the workload in MLIR's custom (pretty) form.

The 100,401-op workload of ``shared/bench/gen_mlir.py --funcs 200 --ops 500
--seed 0`` is converted to custom form by irlite itself
(``irlite-opt FILE.generic.mlir > FILE.irlite-custom.mlir``; the script checks
that mlir-opt 19 prints the same text from the generic file, and says so).
Each tool then reads the custom file and prints it back in custom form to
stdout (``/dev/null``), as its own process:

    irlite-opt  FILE.irlite-custom.mlir  > /dev/null
    xdsl-opt    FILE.irlite-custom.mlir  > /dev/null   (if benchmarks/.venv-xdsl exists)
    mlir-opt    FILE.irlite-custom.mlir  > /dev/null   (LLVM 19)

and on an empty module for start-up alone. Printed per tool: CPU seconds
(user + sys), wall seconds, peak RSS, CPU µs per op (whole process) and net µs
per op (minus start-up), best of N; then irlite's ratios to each peer.

``--profile`` also runs irlite's parse and print in this process under
cProfile and prints the top functions by own time (where the generated
parsers/printers spend it), plus in-process parse / verify / print seconds.

Does not measure: passes, or correctness (the test suite checks the text).
Numbers compare tools on one machine at one time; nothing asserts on them.

Usage:
    python3 benchmarks/custom_form.py                        # full run, best of 3
    python3 benchmarks/custom_form.py --funcs 20 --ops 100 --repeat 1
    python3 benchmarks/custom_form.py --only irlite --profile
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _harness as h  # beside this file; benchmarks/ is not a package

MIN_STARTUP_REPEAT = 5
EMPTY_CUSTOM = "module {\n}\n"


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        description="Custom-form parse + print benchmark: irlite vs xDSL vs mlir-opt."
    )
    p.add_argument("--funcs", type=int, default=200)
    p.add_argument("--ops", type=int, default=500)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--repeat", type=int, default=3, help="best of N runs (default 3)")
    p.add_argument(
        "--only", default=",".join(h.TOOL_NAMES), help="tools to run (irlite,xdsl,mlir-opt)"
    )
    p.add_argument("--gen", type=Path, default=h.DEFAULT_GEN, help="path to gen_mlir.py")
    p.add_argument("--timeout", type=float, default=900.0)
    p.add_argument(
        "--profile", action="store_true", help="cProfile irlite's parse + print in-process"
    )
    p.add_argument("--irlite-opt", type=Path)
    p.add_argument("--xdsl-opt", type=Path)
    p.add_argument("--mlir-opt", type=Path)
    return h.check_workload_args(p, p.parse_args(argv))


def _custom_command(tool: h.Tool, path: Path) -> list[str]:
    """Read ``path``, print the custom form to stdout (every tool's default)."""
    assert tool.exe is not None
    return [str(tool.exe), str(path)]


def _convert(tools: dict[str, h.Tool], generic: Path, timeout: float) -> tuple[Path, str]:
    """irlite's custom form of ``generic`` (cached beside it) and how it compares to mlir-opt's."""
    out = Path(str(generic).replace(".generic.mlir", ".irlite-custom.mlir"))
    irlite = tools["irlite"]
    if irlite.exe is None:
        raise SystemExit(f"irlite-opt is needed to convert the workload: {irlite.note}")
    if not out.is_file() or out.stat().st_mtime < generic.stat().st_mtime:
        text = subprocess.run(
            [str(irlite.exe), str(generic)],
            capture_output=True,
            text=True,
            check=True,
            timeout=timeout,
        ).stdout
        tmp = out.with_suffix(".tmp")
        tmp.write_text(text)
        tmp.replace(out)
    mlir = tools["mlir-opt"]
    if mlir.exe is None:
        return out, "mlir-opt not found: conversion not cross-checked"
    ref = subprocess.run(
        [str(mlir.exe), str(generic)], capture_output=True, text=True, timeout=timeout, check=False
    ).stdout
    same = ref == out.read_text()
    return out, (
        "identical to mlir-opt 19's custom form of the generic file"
        if same
        else "DIFFERS from mlir-opt 19's custom form of the generic file"
    )


def _profile(path: Path, top: int = 25) -> None:
    import cProfile
    import pstats

    from irlite.ir.context import Context
    from irlite.ir.cursor import SourceFile
    from irlite.ir.module import parse_module
    from irlite.ir.printer import print_module
    from irlite.ir.verifier import verify

    text = path.read_text()
    ctx = Context()
    parse_module(SourceFile("warm.mlir", "module {\n}\n"), ctx)  # dialect modules loaded, not timed
    t0 = time.perf_counter()
    top_op = parse_module(SourceFile(str(path), text), ctx)
    t1 = time.perf_counter()
    verify(top_op, ctx)
    t2 = time.perf_counter()
    print_module(top_op)
    t3 = time.perf_counter()
    print(
        f"\nin-process (no profiler): parse {t1 - t0:.3f} s, verify {t2 - t1:.3f} s, "
        f"print {t3 - t2:.3f} s"
    )
    for what, fn in (
        ("parse", lambda: parse_module(SourceFile(str(path), text), ctx)),
        ("print", lambda: print_module(top_op)),
    ):
        pr = cProfile.Profile()
        pr.enable()
        fn()
        pr.disable()
        print(f"\ncProfile of {what}: top {top} by own time")
        pstats.Stats(pr).sort_stats("tottime").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    tools = h.locate_tools(args.irlite_opt, args.xdsl_opt, args.mlir_opt)
    workload = h.ensure_workload(args.funcs, args.ops, args.seed, gen=args.gen)
    n_ops = workload.total_ops
    custom, check = _convert(tools, workload.generic_path, args.timeout)
    empty = h.DATA_DIR / "empty.custom.mlir"
    if not empty.is_file():
        empty.write_text(EMPTY_CUSTOM)
    print(
        f"parse + print, custom form: {custom.name}, {n_ops:,} ops, "
        f"{custom.stat().st_size / 1e6:.1f} MB ({check}); best of {args.repeat}"
    )
    for name in args.only:
        tool = tools[name]
        print(
            f"  {tool.label:<9} "
            + (f"{tool.exe}  {tool.version}" if tool.available else f"skipped: {tool.note}")
        )
    sys.stdout.flush()

    jobs = (
        ("startup", empty, max(args.repeat, MIN_STARTUP_REPEAT)),
        ("parse_print", custom, args.repeat),
    )
    results, failures = h.measure_jobs(tools, args.only, _custom_command, empty, jobs, args.timeout)

    def ok(name: str, job: str) -> h.Measurement | None:
        m = results.get(name, {}).get(job)
        return m if m is not None and m.ok else None

    rows = []
    for name in results:
        start, pp = ok(name, "startup"), ok(name, "parse_print")
        if pp is None:
            rows.append([tools[name].label, "failed", "", "", "", "", ""])
            continue
        net = f"{(pp.cpu_s - start.cpu_s) / n_ops * 1e6:,.2f}" if start else "-"
        rows.append(
            [
                tools[name].label,
                f"{start.cpu_s:,.3f}" if start else "-",
                f"{pp.cpu_s:,.3f}",
                f"{pp.wall_s:,.3f}",
                f"{pp.max_rss_mib:,.1f}",
                f"{pp.cpu_s / n_ops * 1e6:,.2f}",
                net,
            ]
        )
    print()
    print(
        h.format_table(
            ["tool", "startup CPU s", "CPU s", "wall s", "peak MiB", "CPU µs/op", "net µs/op"],
            rows,
            "lrrrrrr",
        )
    )
    ratio_rows = []
    for peer in ("xdsl", "mlir-opt"):
        if peer in results:
            a, b = ok("irlite", "parse_print"), ok(peer, "parse_print")
            sa, sb = ok("irlite", "startup"), ok(peer, "startup")
            net_a = a.cpu_s - sa.cpu_s if a and sa else None
            net_b = b.cpu_s - sb.cpu_s if b and sb else None
            ratio_rows.append(
                [
                    f"irlite / {tools[peer].label}",
                    h.ratio(a.cpu_s if a else None, b.cpu_s if b else None),
                    h.ratio(net_a, net_b),
                ]
            )
    if ratio_rows:
        print()
        print(
            h.format_table(["ratio", "CPU (whole process)", "net CPU (minus start-up)"], ratio_rows)
        )
    for f in failures:
        print(f"\nFAILED {f}")
    if args.profile:
        _profile(custom)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
