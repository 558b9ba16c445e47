#!/usr/bin/env python3
"""Benchmark: ``canonicalize`` (+ ``cse``) on the 100,401-op workload, and matching cost vs rule count.

1. Whole process: ``irlite-opt --pass-pipeline='builtin.module(canonicalize,cse)'``
   vs ``xdsl-opt -p canonicalize,cse`` (xDSL 0.74) vs ``mlir-opt 19`` on the
   generic workload (``gen_mlir.py --funcs 200 --ops 500 --seed 0``), CPU and
   wall seconds best of N (``_harness.measure``), plus the number of arith ops
   each tool leaves (``grep -c 'arith\\.'`` of its generic output; mlir-opt's
   is the target). While ``cse`` is not registered in irlite the pipeline is
   ``canonicalize`` alone, for every tool (say ``--pipeline`` to force one).

2. Matching cost: in process, the greedy driver with the built-in
   canonicalization rules vs the same plus 290 generated rules rooted at other
   ops the workload and the built-in rules leave alone, per op
   visited. Rules are indexed by root op, so the two must cost the same.

Nothing here asserts on time.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _harness import MLIR_OPT, REPO_ROOT, XDSL_VENV, ensure_workload, format_table, measure, ratio


def _has_cse() -> bool:
    r = subprocess.run(
        [
            sys.executable,
            "-c",
            "from irlite.passes.infra.registry import lookup_pass; import sys; "
            "sys.exit(0 if lookup_pass('cse') else 1)",
        ],
        capture_output=True,
    )
    return r.returncode == 0


def _count_arith(argv: list[str]) -> int | None:
    r = subprocess.run(argv, capture_output=True, text=True)
    if r.returncode != 0:
        return None
    return sum(1 for ln in r.stdout.splitlines() if "arith." in ln)


def whole_process(args: argparse.Namespace) -> None:
    w = ensure_workload(200, 500, 0)
    src = str(w.generic_path)
    if args.pipeline:
        passes = args.pipeline
    else:
        passes = "canonicalize,cse" if _has_cse() else "canonicalize"
    print(f"workload: {src}\npipeline: builtin.module({passes})\n")
    irlite = [
        sys.executable,
        "-m",
        "irlite.tools.opt",
        src,
        f"--pass-pipeline=builtin.module({passes})",
    ]
    mlir = [str(MLIR_OPT), src, f"--pass-pipeline=builtin.module({passes})"]
    xdsl_bin = XDSL_VENV / "bin" / "xdsl-opt"
    xdsl = [str(xdsl_bin), src, "-p", passes]
    rows = []
    results = {}
    for name, argv, rep in (
        ("irlite", irlite, args.repeat),
        ("mlir-opt", mlir, args.repeat),
        ("xDSL", xdsl, args.xdsl_repeat),
    ):
        if name == "xDSL" and (not xdsl_bin.exists() or args.xdsl_repeat == 0):
            rows.append([name, "-", "-", "-", "not run"])
            continue
        m = measure(
            argv + (["--mlir-print-op-generic"] if name != "xDSL" else []), rep, timeout_s=600
        )
        count = None
        if name != "xDSL" or args.count_xdsl:
            count = _count_arith(argv + (["--mlir-print-op-generic"] if name != "xDSL" else []))
        results[name] = m
        rows.append(
            [
                name,
                f"{m.cpu_s:.3f}",
                f"{m.wall_s:.3f}",
                str(count) if count is not None else "-",
                m.error.split("\n")[0] if m.error else "",
            ]
        )
    print(format_table(["tool", "cpu s", "wall s", "arith ops", "note"], rows, "lrrrl"))
    ir = results.get("irlite")
    if ir is not None:
        for peer in ("xDSL", "mlir-opt"):
            p = results.get(peer)
            if p is not None:
                print(f"irlite / {peer} (cpu): {ratio(ir.cpu_s, p.cpu_s)}")


CANDIDATE_ROOTS = (
    "xori",
    "andi",
    "ori",
    "maxsi",
    "minsi",
    "maxui",
    "minui",
    "shli",
    "shrui",
    "shrsi",
    "divsi",
    "divui",
    "remsi",
    "remui",
    "ceildivsi",
    "floordivsi",
    "ceildivui",
)


def _extra_rules(n: int, arith: str, roots: list[str]) -> str:
    out = [f'import "{arith}"', "native h = irlite.rules.arith_folds", ""]
    names = []
    for i in range(n):
        r = roots[i % len(roots)]
        name = f"Extra{i}"
        names.append(name)
        out.append(
            f"rule {name} {{\n  match (arith.{r} $x (arith.constant {{value: $c}}))\n"
            f"  where h.is_int($c) and $c.value == {1000 + i}\n  replace $x\n}}\n"
        )
    out.append("ruleset extra { rules [" + ", ".join(names) + "] driver greedy }")
    return "\n".join(out)


def matching_cost(args: argparse.Namespace) -> None:
    from irlite.gen.loader import load_patterns
    from irlite.ir.module import parse_module
    from irlite.passes.rewrite.greedy import apply_greedily
    from irlite.passes.transforms.canonicalize import canonicalization_tables

    w = ensure_workload(200, 500, 0)
    text = w.generic_path.read_text()
    base, folders, mats = canonicalization_tables()
    arith = str(REPO_ROOT / "rules" / "arith.rules")
    with tempfile.TemporaryDirectory() as d:
        p = os.path.join(d, "extra.rules")
        # roots the built-in rules and the workload leave alone, so the extra rules
        # can only cost something if the driver looked at rules of other roots
        roots = [
            r for r in CANDIDATE_ROOTS if f"arith.{r}" not in base and f"arith.{r} " not in text
        ]
        Path(p).write_text(_extra_rules(290, arith, roots))
        extra = load_patterns(p).RULESETS["extra"][1]
    big = dict(base)
    for k, v in extra.items():
        if k in big:
            raise SystemExit(f"extra rules must use other roots than {k}")
        big[k] = v
    rows = []
    for label, pats, n in (("built-in", base, "-"), ("built-in + 290", big, "+290")):
        best = None
        for _ in range(args.repeat):
            m = parse_module(text)
            nops = sum(1 for _ in m.walk())
            t = time.perf_counter()
            apply_greedily(m, pats, folders, mats)
            dt = time.perf_counter() - t
            best = dt if best is None else min(best, dt)
        rows.append([label, str(n), f"{best:.3f}", f"{best / nops * 1e6:.2f}"])
    print(f"\nmatching cost (in process, canonicalize driver, best of {args.repeat})")
    print(format_table(["ruleset", "rules", "s", "us/op"], rows))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--xdsl-repeat", type=int, default=1, help="xDSL runs (0: skip xDSL)")
    ap.add_argument(
        "--count-xdsl", action="store_true", help="also count xDSL's arith ops (one more run)"
    )
    ap.add_argument("--pipeline", default="", help="pass list, e.g. 'canonicalize,cse'")
    ap.add_argument("--only", choices=("process", "matching"), default=None)
    args = ap.parse_args()
    if args.only in (None, "process"):
        whole_process(args)
    if args.only in (None, "matching"):
        matching_cost(args)


if __name__ == "__main__":
    main()
