#!/usr/bin/env python3
"""Benchmark: numpy functions through ``irlite.jit`` against numpy, ``numba.njit`` on the same
source, and ``torch.compile`` (Inductor, CPU) when torch is installed.

Programs (plain numpy, as a user writes them): relu_sum, mlp, softmax, layernorm, GELU
(tanh form). For each it prints:

- first-call time and what of it is compiling (the first call less the second), cold: a
  fresh process with an empty compiled-code cache (the generated
  dialect modules are reused: what every process has after ``pip install``), after one
  tiny ``irlite.jit`` call so that what happens once per process (loading the compiler)
  is left out; the time of the first call is trace + lowering + passes + LLVM + one run;
- first-call time, warm: the same in a second process with the first one's disk cache
  (``$IRLITE_CACHE_DIR``): no pass and no LLVM should run;
- run time, best of ``--repeat`` calls after a warm-up (one thread), for irlite, numpy,
  numba (``njit`` of the same function; programs numba cannot compile say why), and the
  same programs written in torch (``TORCH_PROGRAMS_SRC``): eager, ``torch.compile``
  with Inductor and with ``backend="irlite"`` (each with its first call, cold: a fresh
  process, empty irlite and Inductor caches; dynamo's tracing included); skipped, with
  the reason, when torch is not importable;
- kernels (loop nests after fusion) and dispatches (after ``dispatch-creation`` when it is
  registered), from ``explain``;
- per-call overhead: one call on 16-element inputs (``TINY``; mlp on 2x2 matrices), best
  of rounds alternating irlite.jit and numpy.

Every result is checked against numpy's (rtol 1e-4, atol 1e-4 of the largest output)
before it is timed. Nothing here asserts on time.

Usage:
    python3 benchmarks/frontend.py            # full shapes (DESIGN.md section 7's table)
    python3 benchmarks/frontend.py --quick    # small shapes, seconds
    python3 benchmarks/frontend.py --only softmax,gelu --repeat 5
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import timeit
from typing import Any

for _v in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "NUMBA_NUM_THREADS"):
    os.environ.setdefault(_v, "1")

import numpy as np  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PROGRAMS_SRC = """
import numpy as np

def relu_sum(x):
    return np.maximum(x, 0).sum(axis=1)

def mlp(x, w1, b1, w2):
    return np.maximum(x @ w1 + b1, 0) @ w2

def softmax(x):
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)

def layernorm(x, g, b):
    mu = x.mean(axis=-1, keepdims=True)
    d = x - mu
    var = (d * d).mean(axis=-1, keepdims=True)
    return d / np.sqrt(var + 1e-5) * g + b

def gelu(x):
    return 0.5 * x * (1.0 + np.tanh(0.7978845608 * (x + 0.044715 * x * x * x)))
"""

#: the same programs in torch, for torch.compile (Inductor, and backend="irlite")
TORCH_PROGRAMS_SRC = """
import torch
import torch.nn.functional as F

def relu_sum(x):
    return torch.relu(x).sum(1)

def mlp(x, w1, b1, w2):
    return torch.relu(x @ w1 + b1) @ w2

def softmax(x):
    return torch.softmax(x, -1)

def layernorm(x, g, b):
    return F.layer_norm(x, (x.shape[-1],), g, b, 1e-5)

def gelu(x):
    return F.gelu(x, approximate="tanh")
"""

TORCH_BACKENDS = ("inductor", "irlite")

SHAPES = {
    "relu_sum": ([(4096, 4096)], [(64, 64)]),
    "mlp": ([(256, 512), (512, 512), (512,), (512, 256)], [(32, 64), (64, 64), (64,), (64, 32)]),
    "softmax": ([(4096, 4096)], [(256, 256)]),
    "layernorm": ([(4096, 1024), (1024,), (1024,)], [(512, 256), (256,), (256,)]),
    "gelu": ([(4096, 4096)], [(256, 256)]),
}
TINY = {
    "relu_sum": [(4, 4)],
    "mlp": [(2, 2), (2, 2), (2,), (2, 4)],
    "softmax": [(2, 8)],
    "layernorm": [(2, 8), (8,), (8,)],
    "gelu": [(16,)],
}


def _programs() -> dict[str, Any]:
    ns: dict[str, Any] = {}
    exec(compile(PROGRAMS_SRC, "<benchmarks/frontend.py programs>", "exec"), ns)
    return {k: ns[k] for k in SHAPES}


def _torch_programs() -> dict[str, Any]:
    ns: dict[str, Any] = {}
    exec(compile(TORCH_PROGRAMS_SRC, "<benchmarks/frontend.py torch programs>", "exec"), ns)
    return {k: ns[k] for k in SHAPES}


def _args(shapes: list[tuple[int, ...]], seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(s).astype(np.float32) for s in shapes]


def _close(got: Any, want: Any) -> bool:
    got, want = np.asarray(got), np.asarray(want)
    if got.shape != want.shape:
        return False
    atol = 1e-4 * float(np.max(np.abs(want))) if want.size else 0.0
    return bool(np.allclose(got, want, rtol=1e-4, atol=atol))


def _best(fn: Any, args: list[np.ndarray], repeat: int) -> float:
    fn(*args)
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn(*args)
        best = min(best, time.perf_counter() - t)
    return best


def _per_call(f: Any, fn: Any, args: list[np.ndarray]) -> tuple[float, float]:
    """Seconds per call of ``f`` (irlite.jit, its signature compiled first) and of ``fn``
    (numpy) on ``args``: the best of rounds of calls, the two alternating so that both see
    the same load; on inputs this small the compiled code's own time is a fraction of a
    microsecond, so the figure is the per-call overhead."""
    f(*args)
    best, best_np = float("inf"), float("inf")
    n = 2000
    for _ in range(9):
        best = min(best, timeit.timeit(lambda: f(*args), number=n) / n)
        best_np = min(best_np, timeit.timeit(lambda: fn(*args), number=n) / n)
    return best, best_np


# ----------------------------------------------------------------------------- child

CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
import numpy as np
import irlite
name, quick = sys.argv[2], sys.argv[3] == "1"
import importlib.util
spec = importlib.util.spec_from_file_location("bench_frontend", sys.argv[4])
bf = importlib.util.module_from_spec(spec); spec.loader.exec_module(bf)
progs = bf._programs()
irlite.jit(lambda v: v * 2.0 + 1.0)(np.ones(3, np.float32))  # load the compiler once
f = irlite.jit(progs[name])
args = bf._args(bf.SHAPES[name][1 if quick else 0])
t = time.perf_counter()
y = f(*args)
first = time.perf_counter() - t
t = time.perf_counter()
f(*args)
second = time.perf_counter() - t
print(json.dumps({"first": first, "second": second, "stats": f.stats, "ok": bf._close(y, progs[name](*args))}))
"""


CHILD_TORCH = r"""
import json, os, sys, time
sys.path.insert(0, sys.argv[1])
import numpy as np
import torch
torch.set_num_threads(1)
name, quick, backend = sys.argv[2], sys.argv[3] == "1", sys.argv[5]
import importlib.util
spec = importlib.util.spec_from_file_location("bench_frontend", sys.argv[4])
bf = importlib.util.module_from_spec(spec); spec.loader.exec_module(bf)
fn = bf._torch_programs()[name]
# what happens once per process (dynamo, the backend's own imports) is left out
torch.compile(lambda v: v * 2.0 + 1.0, backend=backend)(torch.ones(3))
f = torch.compile(fn, backend=backend)
args = [torch.from_numpy(a) for a in bf._args(bf.SHAPES[name][1 if quick else 0])]
t = time.perf_counter()
y = f(*args)
first = time.perf_counter() - t
t = time.perf_counter()
f(*args)
second = time.perf_counter() - t
ok = bf._close(y.numpy(), bf._programs()[name](*[a.numpy() for a in args]))
print(json.dumps({"first": first, "second": second, "ok": ok}))
"""


def _torch_first_call(name: str, quick: bool, backend: str, cache_dir: str) -> dict:
    """torch.compile's first call in a fresh process, cold: empty irlite and Inductor
    caches (``$IRLITE_CACHE_DIR``, ``$TORCHINDUCTOR_CACHE_DIR``)."""
    env = dict(
        os.environ, IRLITE_CACHE_DIR=cache_dir, TORCHINDUCTOR_CACHE_DIR=cache_dir + "/inductor"
    )
    env.pop("IRLITE_DEBUG_DIR", None)
    args = [os.path.dirname(ROOT), name, "1" if quick else "0", os.path.abspath(__file__), backend]
    out = subprocess.run(
        [sys.executable, "-c", CHILD_TORCH, *args],
        env=env,
        cwd=cache_dir,  # not the checkout: a stale irlite.egg-info there hides the entry point
        capture_output=True,
        text=True,
        timeout=1200,
    )
    if out.returncode != 0:
        return {"error": (out.stderr.strip().splitlines() or ["?"])[-1]}
    return json.loads(out.stdout.strip().splitlines()[-1])


def _torch_rows(name: str, args: list[np.ndarray], want: Any, quick: bool, repeat: int) -> list:
    """Run times of eager torch and torch.compile per backend (one thread), and each
    backend's cold first call; a backend that fails or mismatches says so."""
    import torch

    torch.set_num_threads(1)
    fn = _torch_programs()[name]
    targs = [torch.from_numpy(a) for a in args]
    rows: list = [("torch eager", _best(fn, targs, repeat), None)]
    for backend in TORCH_BACKENDS:
        label = f"torch.compile[{backend}]"
        cache = _fresh_cache()
        try:
            first = _torch_first_call(name, quick, backend, cache)
        finally:
            shutil.rmtree(cache, ignore_errors=True)
        try:
            f = torch.compile(fn, backend=backend)
            ok = _close(f(*targs).numpy(), want)
        except Exception as e:  # a backend that cannot compile it here
            rows.append((label, None, f"error: {type(e).__name__}: {str(e).splitlines()[0][:70]}"))
            continue
        if not ok:
            rows.append((label, None, "mismatch against numpy (not timed)"))
            continue
        rows.append((label, _best(f, targs, repeat), first))
    return rows


def _first_call(name: str, quick: bool, cache_dir: str) -> dict:
    env = dict(os.environ, IRLITE_CACHE_DIR=cache_dir)
    env.pop("IRLITE_DEBUG_DIR", None)
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            CHILD,
            os.path.dirname(ROOT),
            name,
            "1" if quick else "0",
            os.path.abspath(__file__),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    if out.returncode != 0:
        return {"error": (out.stderr.strip().splitlines() or ["?"])[-1]}
    return json.loads(out.stdout.strip().splitlines()[-1])


def _fresh_cache() -> str:
    """A cache directory holding the generated dialect modules only (copied from the
    user's cache, so the child does not regenerate them) and no compiled code."""
    d = tempfile.mkdtemp(prefix="irlite-bench-frontend-")
    from irlite.gen.loader import cache_dir

    src = cache_dir()
    if os.path.isdir(src):
        for f in os.listdir(src):
            p = os.path.join(src, f)
            if os.path.isfile(p):
                shutil.copy2(p, d)
    return d


# ----------------------------------------------------------------------------- peers


def _numba(fn: Any) -> Any:
    try:
        import numba
    except ImportError:
        return None, "numba not installed"
    return numba.njit(fastmath=True)(fn), None


def _torch() -> str | None:
    try:
        import torch  # noqa: F401
    except ImportError:
        return "torch is not installed (pip install torch==2.13.0 for the CPU build)"
    return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="small shapes")
    ap.add_argument("--only", default="", help="comma-separated programs")
    ap.add_argument("--repeat", type=int, default=10)
    a = ap.parse_args()
    import irlite

    progs = _programs()
    names = [n for n in SHAPES if not a.only or n in a.only.split(",")]
    torch_reason = _torch()
    print(f"irlite.jit benchmark ({'quick' if a.quick else 'full'} shapes, one thread)")
    if torch_reason:
        print(f"torch.compile: skipped: {torch_reason}")
    for name in names:
        fn = progs[name]
        args = _args(SHAPES[name][1 if a.quick else 0])
        want = fn(*args)
        print(
            f"\n{name} {' x '.join('x'.join(map(str, s)) for s in SHAPES[name][1 if a.quick else 0])}"
        )
        cache = _fresh_cache()
        try:
            cold = _first_call(name, a.quick, cache)
            warm = _first_call(name, a.quick, cache)
        finally:
            shutil.rmtree(cache, ignore_errors=True)
        for label, r in (("cold", cold), ("warm cache", warm)):
            if "error" in r:
                print(f"  first call ({label}): error: {r['error']}")
            else:
                hits = r["stats"].get("disk_hits", 0)
                print(
                    f"  first call ({label}): {r['first'] * 1e3:8.1f} ms, of which compiling "
                    f"{(r['first'] - r['second']) * 1e3:7.1f} ms (first less second call)"
                    f"  (compiled {r['stats']['compiled']}, disk hits {hits}, ok={r['ok']})"
                )
        f = irlite.jit(fn)
        got = f(*args)
        rows = []
        if _close(got, want):
            t_ir = _best(f, args, a.repeat)
            rows.append(("irlite.jit", t_ir))
        else:
            print("  irlite.jit: MISMATCH against numpy (not timed)")
            t_ir = None
        rows.append(("numpy", _best(fn, args, a.repeat)))
        nb, why = _numba(fn)
        if nb is not None:
            try:
                ok = _close(nb(*args), want)
            except Exception as e:  # numba cannot compile this numpy source
                why = f"cannot compile it ({type(e).__name__}: {str(e).splitlines()[0][:70]})"
            else:
                if ok:
                    rows.append(("numba.njit", _best(nb, args, a.repeat)))
                else:
                    why = "mismatch against numpy (not timed)"
        for label, t in rows:
            ratio = f"  ({t / t_ir:5.2f}x irlite)" if t_ir and label != "irlite.jit" else ""
            print(f"  run {label:<11} {t * 1e3:9.3f} ms{ratio}")
        if why:
            print(f"  run numba.njit   skipped: {why}")
        if not torch_reason:
            for label, t, first in _torch_rows(name, args, want, a.quick, a.repeat):
                if t is None:
                    print(f"  run {label:<11} skipped: {first}")
                    continue
                ratio = f"  ({t / t_ir:5.2f}x irlite)" if t_ir else ""
                print(f"  run {label:<11} {t * 1e3:9.3f} ms{ratio}")
                if isinstance(first, dict) and "error" in first:
                    print(f"      first call (cold): error: {first['error']}")
                elif isinstance(first, dict):
                    print(
                        f"      first call (cold): {first['first'] * 1e3:8.1f} ms, of which "
                        f"compiling {(first['first'] - first['second']) * 1e3:7.1f} ms "
                        f"(ok={first['ok']})"
                    )
        text = f.explain(*args)
        counts = [ln for ln in text.splitlines() if ln.startswith(("kernels:", "dispatches:"))]
        print("  " + "; ".join(counts))
        tiny = _args(TINY[name], 1)
        per, per_np = _per_call(f, fn, tiny)
        print(
            f"  per call on {' x '.join('x'.join(map(str, s)) for s in TINY[name])}: "
            f"irlite.jit {per * 1e6:6.1f} us, numpy {per_np * 1e6:6.1f} us "
            "(best of 9 rounds of 2000 calls, alternating)"
        )


if __name__ == "__main__":
    main()
