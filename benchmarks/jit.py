#!/usr/bin/env python3
"""Benchmark: irlite's CPU JIT (``irlite.compile``) against numpy and numba, in one run.

Three measurements, each printed with its peers and the ratios:

1. Compile latency of a small function (``axpy``, a loop over two memrefs):
   the whole ``irlite.compile(text, opt_level=...)`` at O0 and O3 (parse,
   verify, lowering pipeline, translation to LLVM IR, LLVM optimization and
   code generation), with the JIT's in-process cache cleared before each try,
   and the LLVM part alone (``compile_llvm_ir`` on the same text), the two
   interleaved. Best of ``--repeat-compile`` tries (numba: median).
2. Naive matmul (examples/matmul.mlir, three loops, no fastmath) on
   ``--matmul-size`` (default 512, not 4096: the naive loop nest is O(n^3))
   float32 matrices, against numba ``@njit(fastmath=True)`` running the same
   loop nest and against numpy's ``a @ b`` (BLAS: a tuned, blocked and
   possibly multi-threaded kernel, so the naive loops are expected to lose).
3. The fused elementwise + row-sum kernel (examples/fused.mlir: the row sums
   of the squared leaky ReLU of ``x * y + x``, the reduction's ``addf``
   carrying ``fastmath<fast>``) on ``--size`` (default 4096) square float32
   arrays, against numpy eager (``t = x * y + x; r = np.where(t > 0, t,
   0.01 * t); (r * r).sum(axis=1)``: seven passes with temporaries) and the
   same loop nest under numba ``@njit(fastmath=True)``. Goal: at least 10x numpy
   eager and within 1.2x of numba.

Kernel times are the best of ``--repeat`` calls (after one warm-up call, so
numba's and irlite's compilation are not counted), the contenders' calls
interleaved round by round so that load from other processes hits them
alike; results are checked against numpy before timing. numba is skipped with a note when it is not
installed (``benchmarks/setup_peers.sh`` installs it).

Does not measure: multi-threaded code (every compiled kernel here is one
thread), the interpreter, or anything on a GPU. Nothing here asserts on time.

Usage:
    python3 benchmarks/jit.py                       # full run
    python3 benchmarks/jit.py --size 1024 --matmul-size 128 --repeat 3   # quick
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = REPO / "examples"


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--size", type=int, default=4096, help="fused kernel: N for NxN inputs")
    p.add_argument("--matmul-size", type=int, default=512, help="matmul: N for NxN matrices")
    p.add_argument("--repeat", type=int, default=10, help="kernel calls timed (best is kept)")
    p.add_argument("--repeat-compile", type=int, default=9, help="compilations timed (best)")
    p.add_argument("--no-numba", action="store_true", help="skip numba even if installed")
    return p.parse_args(argv)


def best_of(fns: dict[str, Callable[[], Any]], repeat: int) -> dict[str, float]:
    """Seconds of the fastest of ``repeat`` calls of each of ``fns`` (after one warm-up call
    each). The calls are interleaved, round by round, so that a burst of load on a shared
    machine slows every contender alike rather than one of them."""
    for fn in fns.values():
        fn()
    best = dict.fromkeys(fns, float("inf"))
    for _ in range(repeat):
        for name, fn in fns.items():
            t0 = time.perf_counter()
            fn()
            best[name] = min(best[name], time.perf_counter() - t0)
    return best


def _ms(s: float | None) -> str:
    return "-" if s is None else f"{s * 1e3:10.2f} ms"


def _numba() -> Any:
    try:
        import numba
    except ImportError:
        return None
    return numba


# ----------------------------------------------------------------------------- 1. latency


# a loop over two memrefs: y[i] = a * x[i] + y[i]
SMALL = (Path(__file__).resolve().parent / "axpy.mlir").read_text()


def bench_compile(repeat: int, numba: Any) -> None:
    import irlite
    from irlite.targets.llvm import jit

    print("== 1. compile latency: one small function (axpy: a loop, 2 loads, 1 store) ==")
    if os.environ.get("IRLITE_CACHE_DIR"):
        print("   note: IRLITE_CACHE_DIR is set; the on-disk object cache may serve some tries")
    text = SMALL
    for level in (0, 3):
        whole, llvm_only = [], []
        for _ in range(repeat):  # interleaved, so that load bursts hit both alike
            jit.clear_cache()
            t0 = time.perf_counter()
            m = irlite.compile(text, opt_level=level)
            t1 = time.perf_counter()
            jit.clear_cache()
            jit.compile_llvm_ir(m.llvm_ir, level)
            t2 = time.perf_counter()
            whole.append(t1 - t0)
            llvm_only.append(t2 - t1)
        w, lo = min(whole), min(llvm_only)
        print(
            f"   O{level}: irlite.compile {_ms(w)}   of which LLVM (optimize + codegen) "
            f"{_ms(lo)}   front end (parse, verify, lower, translate) {_ms(max(w - lo, 0.0))}"
        )
    jit.clear_cache()
    t0 = time.perf_counter()
    irlite.compile(text, opt_level=3)
    t1 = time.perf_counter()
    irlite.compile(text, opt_level=3)
    t2 = time.perf_counter()
    print(f"   O3 again with the JIT cache warm: {_ms(t2 - t1)} (cold {_ms(t1 - t0)})")
    if numba is not None:
        x = np.ones(8, np.float32)
        times = []
        for _ in range(max(2, repeat // 2)):

            def axpy(a: Any, x: Any, y: Any) -> None:
                for i in range(x.shape[0]):
                    y[i] = a * x[i] + y[i]

            f = numba.njit(fastmath=True)(axpy)
            t0 = time.perf_counter()
            f(np.float32(2), x, x.copy())  # the first call compiles
            times.append(time.perf_counter() - t0)
        print(f"   numba: first call of @njit axpy (compiles it) {_ms(statistics.median(times))}")


# ----------------------------------------------------------------------------- 2. matmul


def bench_matmul(n: int, repeat: int, numba: Any) -> None:
    import irlite

    print(f"== 2. naive matmul, {n}x{n} float32 (examples/matmul.mlir) ==")
    rng = np.random.default_rng(0)
    a = rng.random((n, n), dtype=np.float32)
    b = rng.random((n, n), dtype=np.float32)
    ref = a @ b
    m = irlite.compile((EXAMPLES / "matmul.mlir").read_text(), opt_level=3)
    c = np.zeros((n, n), np.float32)
    m.matmul(a, b, c)
    err = float(np.abs(c - ref).max() / np.abs(ref).max())
    print(f"   check: max relative error vs numpy {err:.2e}")

    def run_irlite() -> None:
        c.fill(0)
        m.matmul(a, b, c)

    fns: dict[str, Callable[[], Any]] = {"irlite": run_irlite, "numpy": lambda: a @ b}
    if numba is not None:

        @numba.njit(fastmath=True)
        def nb_matmul(A: Any, B: Any, C: Any) -> None:
            M, K = A.shape
            N = B.shape[1]
            for i in range(M):
                for j in range(N):
                    acc = C[i, j]
                    for k in range(K):
                        acc += A[i, k] * B[k, j]
                    C[i, j] = acc

        c2 = np.zeros_like(c)

        def run_numba() -> None:
            c2.fill(0)
            nb_matmul(a, b, c2)

        fns["numba"] = run_numba
    t = best_of(fns, repeat)
    t_ir, t_np, t_nb = t["irlite"], t["numpy"], t.get("numba")
    gflop = 2 * n**3 / 1e9
    print(f"   irlite (naive loops, O3) {_ms(t_ir)}  {gflop / t_ir:6.2f} GFLOP/s")
    print(f"   numpy a @ b (BLAS)       {_ms(t_np)}  {gflop / t_np:6.2f} GFLOP/s")
    if t_nb is not None:
        print(f"   numba (naive, fastmath)  {_ms(t_nb)}  {gflop / t_nb:6.2f} GFLOP/s")
        print(
            f"   irlite / numba time: {t_ir / t_nb:.2f}x   "
            f"irlite / numpy-BLAS time: {t_ir / t_np:.2f}x"
        )
    else:
        print(
            f"   numba: not installed (benchmarks/setup_peers.sh); "
            f"irlite / numpy-BLAS time: {t_ir / t_np:.2f}x"
        )


# ----------------------------------------------------------------------------- 3. fused


def bench_fused(n: int, repeat: int, numba: Any) -> None:
    import irlite

    print(f"== 3. fused elementwise + row sum, {n}x{n} float32 (examples/fused.mlir) ==")
    rng = np.random.default_rng(1)
    x = rng.standard_normal((n, n), dtype=np.float32)
    y = rng.standard_normal((n, n), dtype=np.float32)

    slope = np.float32(0.01)

    def eager() -> np.ndarray:
        t = x * y + x
        r = np.where(t > 0, t, slope * t)
        return (r * r).sum(axis=1)

    ref = eager()
    m = irlite.compile((EXAMPLES / "fused.mlir").read_text(), opt_level=3)
    out = np.zeros(n, np.float32)
    m.fused(x, y, out)
    err = float(np.abs(out - ref).max() / max(np.abs(ref).max(), 1e-30))
    print(f"   check: max relative error vs numpy {err:.2e} (fastmath reassociates the sum)")
    fns: dict[str, Callable[[], Any]] = {"irlite": lambda: m.fused(x, y, out), "numpy": eager}
    if numba is not None:

        @numba.njit(fastmath=True)
        def nb_fused(X: Any, Y: Any, Out: Any) -> None:
            M, N = X.shape
            for i in range(M):
                acc = np.float32(0.0)
                for j in range(N):
                    t = X[i, j] * Y[i, j] + X[i, j]
                    r = t if t > 0 else np.float32(0.01) * t
                    acc += r * r
                Out[i] = acc

        o2 = np.zeros_like(out)
        nb_fused(x, y, o2)
        nerr = float(np.abs(o2 - ref).max() / max(np.abs(ref).max(), 1e-30))
        print(f"   check: numba max relative error vs numpy {nerr:.2e}")
        fns["numba"] = lambda: nb_fused(x, y, o2)
    t = best_of(fns, repeat)
    t_ir, t_np, t_nb = t["irlite"], t["numpy"], t.get("numba")
    gbs = 2 * x.nbytes / 1e9
    print(f"   irlite (one loop nest, O3) {_ms(t_ir)}  {gbs / t_ir:6.2f} GB/s read")
    print(f"   numpy eager                {_ms(t_np)}  {gbs / t_np:6.2f} GB/s")
    if t_nb is not None:
        print(f"   numba (fastmath)           {_ms(t_nb)}  {gbs / t_nb:6.2f} GB/s")
    speed = t_np / t_ir
    print(
        f"   irlite speed-up over numpy eager: {speed:.1f}x "
        f"(goal >= 10x: {'met' if speed >= 10 else 'NOT met'})"
    )
    if t_nb is not None:
        rel = t_ir / t_nb
        print(
            f"   irlite time / numba time: {rel:.2f}x "
            f"(goal <= 1.2x: {'met' if rel <= 1.2 else 'NOT met'})"
        )
    else:
        print("   numba: not installed (benchmarks/setup_peers.sh), no comparison")


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    numba = None if args.no_numba else _numba()
    import llvmlite

    print(
        f"irlite JIT benchmark: python {sys.version.split()[0]}, numpy {np.__version__}, "
        f"llvmlite {llvmlite.__version__}, numba {numba.__version__ if numba else 'not installed'}, "
        f"{os.cpu_count()} CPUs; kernels best of {args.repeat}, compiles best of "
        f"{args.repeat_compile}"
    )
    from irlite.targets.llvm.jit import host_info

    info = host_info()
    print(f"host: {info['triple']} cpu={info['cpu']}")
    from irlite.ir.diagnostics import IrliteError

    try:
        import irlite

        irlite.compile(SMALL)
    except (IrliteError, NotImplementedError) as e:
        print(f"irlite's cpu target does not work here, nothing to compare: {e}")
        return 1
    bench_compile(args.repeat_compile, numba)
    bench_matmul(args.matmul_size, args.repeat, numba)
    bench_fused(args.size, args.repeat, numba)
    return 0


if __name__ == "__main__":
    sys.exit(main())
