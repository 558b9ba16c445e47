#!/usr/bin/env python3
"""Benchmark: ``math-polynomial-approximation`` against LLVM's libm calls and numpy.

One kernel per function (``exp``, ``tanh``, ``log``): an ``scf.for`` over a
``memref<?xf32>`` of ``--size`` elements (default 4M) that loads, applies
``math.<f>`` and stores, with no fast-math flags (nothing ``reassoc``), compiled
with ``irlite.compile`` at O3 twice:

* ``poly``: ``math-polynomial-approximation`` first, so the loop body is ``arith`` and
  ``math.fma`` ops, which LLVM's loop vectorizer turns into vector code;
* ``libm``: the default pipeline, where ``math.exp``/``math.log`` become
  ``llvm.intr.exp``/``llvm.intr.log``: the loop vectorizer widens them to
  ``llvm.exp.v8f32``, which code generation splits into eight scalar ``expf``/``logf``
  calls (no vector math library is configured). ``math.tanh`` has no lowering to
  LLVM in MLIR 19's convert-to-llvm (MLIR uses convert-math-to-libm, which irlite does
  not have), so tanh has no libm column.

and numpy's ``np.exp``/``np.tanh``/``np.log`` into a preallocated output (``out=``).
Inputs: uniform in [-10, 10] (exp, tanh) or (0, 100] (log). Each time is the best of
``--repeat`` calls after one warm-up call, the contenders interleaved round by round;
results are checked against numpy before timing (max relative error printed).

Prints one row per function: milliseconds per call and the ratios libm/poly and
numpy/poly (above 1: the polynomial is faster). Does not measure: compile time,
multi-threaded code, other functions, or accuracy beyond the check (see
tests/passes/transforms/test_math_approx.py). Nothing here asserts on time.

Usage:
    python3 benchmarks/math_approx.py                    # 4M elements, best of 10
    python3 benchmarks/math_approx.py --size 100000 --repeat 3
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parent.parent

POLY = (
    "math-polynomial-approximation,arith-expand{ceil-floor-div-only=true},"
    "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
)
FUNCS = {"exp": np.exp, "tanh": np.tanh, "log": np.log}


def kernel(name: str) -> str:
    """``@<name>(x, y)``: ``y[i] = math.<name>(x[i])`` for every ``i``."""
    return f"""func.func @{name}(%x: memref<?xf32>, %y: memref<?xf32>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {{
    %v = memref.load %x[%i] : memref<?xf32>
    %r = math.{name} %v : f32
    memref.store %r, %y[%i] : memref<?xf32>
  }}
  return
}}"""


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--size", type=int, default=4 * 1024 * 1024, help="elements per call")
    p.add_argument("--repeat", type=int, default=10, help="calls timed (best is kept)")
    return p.parse_args(argv)


def _best(fns: dict[str, Callable[[], object]], repeat: int) -> dict[str, float]:
    for f in fns.values():
        f()  # warm-up
    best = dict.fromkeys(fns, float("inf"))
    for _ in range(repeat):
        for k, f in fns.items():
            t = time.perf_counter()
            f()
            best[k] = min(best[k], time.perf_counter() - t)
    return best


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    sys.path.insert(0, str(REPO.parent))
    import irlite
    from irlite.targets.compile import CompileError

    rng = np.random.default_rng(0)
    rows = []
    for name, ref in FUNCS.items():
        lo, hi = (1e-3, 100.0) if name == "log" else (-10.0, 10.0)
        x = rng.uniform(lo, hi, args.size).astype(np.float32)
        src = kernel(name)
        poly = irlite.compile(src, pipeline=POLY, filename=f"{name}.mlir")
        contenders: dict[str, Callable[[], object]] = {}
        outs: dict[str, np.ndarray] = {}
        y_poly = np.empty_like(x)
        contenders["poly"] = partial(getattr(poly, name), x, y_poly)
        outs["poly"] = y_poly
        try:
            libm = irlite.compile(src, filename=f"{name}.mlir")
        except CompileError:
            libm = None  # no lowering of this op without the pass (tanh)
        if libm is not None:
            y_libm = np.empty_like(x)
            contenders["libm"] = partial(getattr(libm, name), x, y_libm)
            outs["libm"] = y_libm
        y_np = np.empty_like(x)
        contenders["numpy"] = partial(ref, x, out=y_np)
        outs["numpy"] = y_np
        for f in contenders.values():
            f()
        want = ref(x.astype(np.float64))
        err = {
            k: float(np.max(np.abs(v - want) / np.abs(want).clip(1e-30))) for k, v in outs.items()
        }
        t = _best(contenders, args.repeat)
        rows.append((name, t, err))

    print(f"{args.size} f32 elements, best of {args.repeat} (ms per call; ratios: x / poly)")
    print(f"{'function':<9}{'poly':>9}{'libm':>9}{'numpy':>9}{'libm/poly':>11}{'numpy/poly':>12}"
          f"{'max rel err poly':>18}")  # fmt: skip
    for name, t, err in rows:
        libm = f"{t['libm'] * 1e3:9.2f}" if "libm" in t else f"{'n/a':>9}"
        ratio = f"{t['libm'] / t['poly']:11.2f}" if "libm" in t else f"{'n/a':>11}"
        print(
            f"{name:<9}{t['poly'] * 1e3:9.2f}{libm}{t['numpy'] * 1e3:9.2f}{ratio}"
            f"{t['numpy'] / t['poly']:12.2f}{err['poly']:18.2e}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
