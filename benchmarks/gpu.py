#!/usr/bin/env python3
"""Benchmark: irlite's GPU path on an H200 against cupy, Triton and torch.compile.

Workloads (f32): relu(2x+1) on 4096x4096, a row sum of 4096x4096, softmax over rows of
4096x4096 and layernorm of 4096x1024 (``shared/bench``'s softmax/layernorm, and two
small tensor programs written here). irlite compiles each twice: the ``.mlir`` with
``irlite.compile(text, target="cuda")``, and the same program written in numpy
(``JIT_PROGRAMS``) with ``irlite.jit(target="cuda")``. Both go through bufferization,
linalg as ``scf.parallel`` nests, row kernels fused into one block per row
(``scf-parallel-row-fusion``, intermediate rows in shared memory), four consecutive
columns per thread (``scf-parallel-coarsen-threads``: ``ld.global.v4``),
``gpu-map-parallel-loops`` -> ``convert-parallel-loops-to-gpu`` -> ``gpu-kernel-outlining``
-> ``convert-gpu-to-nvvm`` -> PTX (llvmlite, sm_90, PTX 8.0, libdevice) -> cupy launches
from the host code in the interpreter, buffers resident on the device. Peers in the same
run, on the same arrays: cupy's eager ops, ``cupy.fuse`` / ``ElementwiseKernel`` /
``ReductionKernel`` where they fit, Triton's fused softmax (the tutorial's kernel) and
``torch.compile`` where installed.

For each contender: the result is checked against numpy's (rtol 1e-4, atol 1e-4 of the
largest output) before timing; then the best of ``--repeat`` timed calls after a warm-up
(cupy events around device-resident calls: irlite's functions take the same cupy arrays
and return a cupy array; irlite on numpy arrays, each input copied up once and the
result down once, is timed as a whole beside it), the bytes moved (inputs read once +
outputs written once), GB/s and the fraction of the H200's HBM peak (4.8 TB/s; a
device-to-device copy, measured here too, reaches about 4.3 TB/s).

``--compile-only`` needs no GPU: it compiles both versions of each program for
``target="cuda"`` and checks every kernel's PTX with ``ptxas -arch=sm_90`` (when
installed), the run's preparation.

Without cupy or a GPU the script says so and exits 0 (CI has no GPU). ``--quick`` uses
1024-sized shapes. The whole run stays well under 5 minutes on an H200 (each contender is
skipped once it exceeds ``--budget`` seconds). Nothing here asserts on time.

Usage:
    python3 benchmarks/gpu.py [--quick] [--repeat N] [--budget S] [--compile-only]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from typing import Any

import numpy as np

HBM_PEAK = 4.8e12
BENCH = os.environ.get(
    "IRLITE_BENCH_DIR", os.path.join(os.path.dirname(os.path.abspath(__file__)), "workloads")
)

RELU = """
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @relu(%x: tensor<RxCxf32>) -> tensor<RxCxf32> {
  %c2 = arith.constant 2.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<RxCxf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<RxCxf32>) outs(%e : tensor<RxCxf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.mulf %a, %c2 : f32
      %s = arith.addf %m, %c1 : f32
      %r = arith.maximumf %s, %c0 : f32
      linalg.yield %r : f32
  } -> tensor<RxCxf32>
  return %y : tensor<RxCxf32>
}
"""

ROWSUM = """
func.func @rowsum(%x: tensor<RxCxf32>) -> tensor<Rxf32> {
  %c0 = arith.constant 0.0 : f32
  %acc0 = tensor.empty() : tensor<Rxf32>
  %acc = linalg.fill ins(%c0 : f32) outs(%acc0 : tensor<Rxf32>) -> tensor<Rxf32>
  %out = linalg.reduce ins(%x : tensor<RxCxf32>) outs(%acc : tensor<Rxf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %t = arith.addf %in, %init : f32
      linalg.yield %t : f32
    }
  return %out : tensor<Rxf32>
}
"""


def _shaped(text: str, rows: int, cols: int) -> str:
    return text.replace("RxC", f"{rows}x{cols}").replace("Rx", f"{rows}x")


def _bench_file(name: str, subs: dict) -> str | None:
    path = os.path.join(BENCH, f"{name}.mlir")
    if not os.path.exists(path):
        return None
    with open(path) as f:
        text = f.read()
    for a, b in subs.items():
        text = text.replace(a, b)
    return text


def _np_softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


def _np_layernorm(x: np.ndarray, g: np.ndarray, b: np.ndarray) -> np.ndarray:
    m = x.mean(1, keepdims=True)
    v = ((x - m) ** 2).mean(1, keepdims=True)
    return (x - m) / np.sqrt(v + 1e-5) * g + b


def _close(got: Any, want: np.ndarray) -> bool:
    got = np.asarray(got)
    atol = 1e-4 * float(np.max(np.abs(want))) if want.size else 0.0
    return got.shape == want.shape and bool(np.allclose(got, want, rtol=1e-4, atol=atol))


def _time_device(fn: Callable[[], Any], repeat: int, cupy: Any) -> float:
    fn()
    cupy.cuda.Device().synchronize()
    best = float("inf")
    for _ in range(repeat):
        s, e = cupy.cuda.Event(), cupy.cuda.Event()
        s.record()
        fn()
        e.record()
        e.synchronize()
        best = min(best, cupy.cuda.get_elapsed_time(s, e) / 1e3)
    return best


def _time_host(fn: Callable[[], Any], repeat: int, budget: float) -> float:
    t0 = time.perf_counter()
    fn()
    best = time.perf_counter() - t0
    spent = best
    for _ in range(repeat - 1):
        if spent > budget:
            break
        t = time.perf_counter()
        fn()
        dt = time.perf_counter() - t
        spent += dt
        best = min(best, dt)
    return best


def _row(name: str, who: str, seconds: float | None, nbytes: int, ok: bool | str) -> None:
    if seconds is None:
        print(f"  {name:<10} {who:<28} {'skipped':>10}  {ok}")
        return
    gbs = nbytes / seconds / 1e9
    print(
        f"  {name:<10} {who:<28} {seconds * 1e3:9.3f} ms {gbs:9.1f} GB/s "
        f"{gbs * 1e9 / HBM_PEAK:6.1%} of HBM peak  check: {'ok' if ok is True else ok}"
    )


def _peers(name: str, cupy: Any, args: list) -> dict[str, Callable[[], Any]]:
    """Device-resident peers of workload ``name`` on cupy arrays ``args``."""
    out: dict[str, Callable[[], Any]] = {}
    if name == "relu":
        (x,) = args
        out["cupy eager"] = lambda: cupy.maximum(x * 2 + 1, 0)
        k = cupy.ElementwiseKernel("float32 x", "float32 y", "y = fmaxf(2.0f * x + 1.0f, 0.0f)")
        out["cupy ElementwiseKernel"] = lambda: k(x)
        fused = cupy.fuse(lambda a: cupy.maximum(a * 2 + 1, 0))
        out["cupy.fuse"] = lambda: fused(x)
    elif name == "rowsum":
        (x,) = args
        out["cupy eager"] = lambda: x.sum(1)
        r = cupy.ReductionKernel("float32 x", "float32 y", "x", "a + b", "y = a", "0", "rowsum")
        out["cupy ReductionKernel"] = lambda: r(x, axis=1)
    elif name == "softmax":
        (x,) = args

        def sm() -> Any:
            e = cupy.exp(x - x.max(1, keepdims=True))
            return e / e.sum(1, keepdims=True)

        out["cupy eager"] = sm
    elif name == "layernorm":
        x, g, b = args

        def ln() -> Any:
            m = x.mean(1, keepdims=True)
            v = ((x - m) ** 2).mean(1, keepdims=True)
            return (x - m) / cupy.sqrt(v + 1e-5) * g + b

        out["cupy eager"] = ln
    return out


def _torch_peers(name: str, host_args: list) -> dict[str, Callable[[], Any]]:
    try:
        import torch
    except ImportError:
        return {}
    if not torch.cuda.is_available():
        return {}
    t = [torch.from_numpy(a).cuda() for a in host_args]
    fns = {
        "relu": lambda x: torch.relu(x * 2 + 1),
        "rowsum": lambda x: x.sum(1),
        "softmax": lambda x: torch.softmax(x, 1),
        "layernorm": lambda x, g, b: torch.nn.functional.layer_norm(x, x.shape[1:], g, b, 1e-5),
    }
    out: dict[str, Callable[[], Any]] = {}
    try:
        c = torch.compile(fns[name])
        out["torch.compile"] = lambda: c(*t)
    except Exception as e:  # noqa: BLE001 - a peer that cannot run is reported, not fatal
        print(f"  torch.compile unavailable: {e}")
    if name == "softmax":
        tri = _triton_softmax(t[0])
        if tri is not None:
            out["triton fused softmax"] = tri
    return out


def _triton_softmax(x: Any) -> Callable[[], Any] | None:
    try:
        import torch
        import triton
        import triton.language as tl
    except ImportError:
        return None

    @triton.jit
    def kernel(out_ptr, in_ptr, in_stride, out_stride, n_cols, BLOCK: tl.constexpr):
        row = tl.program_id(0)
        offs = tl.arange(0, BLOCK)
        mask = offs < n_cols
        v = tl.load(in_ptr + row * in_stride + offs, mask=mask, other=-float("inf"))
        v = v - tl.max(v, axis=0)
        num = tl.exp(v)
        tl.store(out_ptr + row * out_stride + offs, num / tl.sum(num, axis=0), mask=mask)

    rows, cols = x.shape
    y = torch.empty_like(x)
    block = triton.next_power_of_2(cols)
    warps = 16 if block >= 4096 else 8 if block >= 2048 else 4

    def run() -> Any:
        kernel[(rows,)](y, x, x.stride(0), y.stride(0), cols, BLOCK=block, num_warps=warps)
        return y

    return run


# the same programs in plain numpy, through irlite.jit(target="cuda")
def _jit_relu(x):  # noqa: ANN001, ANN202
    return np.maximum(x * 2 + 1, 0)


def _jit_rowsum(x):  # noqa: ANN001, ANN202
    return x.sum(axis=1)


def _jit_softmax(x):  # noqa: ANN001, ANN202
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def _jit_layernorm(x, g, b):  # noqa: ANN001, ANN202
    mu = x.mean(axis=-1, keepdims=True)
    d = x - mu
    var = (d * d).mean(axis=-1, keepdims=True)
    return d / np.sqrt(var + 1e-5) * g + b


JIT_PROGRAMS = {
    "relu": _jit_relu,
    "rowsum": _jit_rowsum,
    "softmax": _jit_softmax,
    "layernorm": _jit_layernorm,
}


def _jit_args(name: str, quick: bool) -> list[np.ndarray]:
    n = 1024 if quick else 4096
    if name == "layernorm":
        c = 256 if quick else 1024
        return [np.zeros((n, c), np.float32), np.zeros(c, np.float32), np.zeros(c, np.float32)]
    return [np.zeros((n, n), np.float32)]


def _programs(quick: bool) -> list[tuple[str, str]]:
    n = 1024 if quick else 4096
    ln_cols = 256 if quick else 1024
    out = [("relu", _shaped(RELU, n, n)), ("rowsum", _shaped(ROWSUM, n, n))]
    sm = _bench_file("softmax", {"4096": str(n)})
    if sm is not None:
        out.append(("softmax", sm))
    ln = _bench_file("layernorm", {"4096": str(n), "1024": str(ln_cols)})
    if ln is not None:
        out.append(("layernorm", ln))
    return out


def _compile_only(quick: bool) -> int:
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    import irlite
    from irlite.targets.cuda import find_ptxas, ptxas_check

    ptxas = find_ptxas()
    bad = 0
    for name, text in _programs(quick):
        t0 = time.perf_counter()
        m = irlite.compile(text, target="cuda")
        secs = time.perf_counter() - t0
        reductions = sum(1 for o in m.lowered.walk() if o.name == "gpu.all_reduce")
        checked = "ptxas not installed"
        if ptxas is not None:
            ok = all(ptxas_check(ptx, "sm_90") for ptx in m.ptx.values())
            checked = "ptxas -arch=sm_90 ok" if ok else "ptxas FAILED"
            bad += not ok
        print(
            f"{name}: compiled in {secs:.2f} s, {len(m.ptx)} kernels, "
            f"{reductions} block all-reduces, {sum(len(p) for p in m.ptx.values())} bytes of "
            f"PTX; {checked}"
        )
    for name, fn in JIT_PROGRAMS.items():  # the numpy versions, compiled by tracing
        jf = irlite.jit(fn, target="cuda", cache=False)
        t0 = time.perf_counter()
        text = jf.lower(*_jit_args(name, quick), stage="traced")  # traces and compiles
        secs = time.perf_counter() - t0
        spec = next(iter(jf._cache.values()))
        ptxs = [p for s in spec.steps for p in getattr(s.compiled_module, "ptx", {}).values()]
        checked = "ptxas not installed"
        if ptxas is not None:
            ok = all(ptxas_check(ptx, "sm_90") for ptx in ptxs)
            checked = "ptxas -arch=sm_90 ok" if ok else "ptxas FAILED"
            bad += not ok
        fallbacks = len(spec.fallbacks)
        del text
        print(
            f"irlite.jit {name}: traced and compiled in {secs:.2f} s, {len(ptxs)} kernels, "
            f"{fallbacks} fallbacks; {checked}"
        )
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="1024-sized shapes")
    ap.add_argument("--repeat", type=int, default=10)
    ap.add_argument("--budget", type=float, default=20.0, help="seconds per contender")
    ap.add_argument(
        "--compile-only",
        action="store_true",
        help="no GPU needed: compile each program for target=cuda and check every kernel's "
        "PTX with ptxas (when installed), the run's preparation",
    )
    o = ap.parse_args(argv)
    if o.compile_only:
        return _compile_only(o.quick)
    try:
        import cupy

        if not cupy.cuda.is_available():
            raise RuntimeError("no CUDA device")
    except Exception as e:  # noqa: BLE001 - no cupy, no driver or no device: skip
        print(f"benchmarks/gpu.py: skipped, no GPU to run on ({type(e).__name__}: {e})")
        return 0
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    import irlite

    n = 1024 if o.quick else 4096
    ln_cols = 256 if o.quick else 1024
    rng = np.random.default_rng(0)
    dev = cupy.cuda.Device()
    print(f"device: {cupy.cuda.runtime.getDeviceProperties(dev.id)['name'].decode()}")
    a = cupy.asarray(rng.standard_normal((n, n)).astype(np.float32))
    copy_s = _time_device(lambda: a.copy(), o.repeat, cupy)
    _row("d2d copy", "cupy copy", copy_s, 2 * a.nbytes, True)

    cases = []
    texts = dict(_programs(o.quick))
    x = rng.standard_normal((n, n)).astype(np.float32)
    cases.append(("relu", texts["relu"], [x], np.maximum(x * 2 + 1, 0), 2 * x.nbytes))
    cases.append(("rowsum", texts["rowsum"], [x], x.sum(1), x.nbytes + 4 * n))
    sm = texts.get("softmax")
    if sm is not None:
        cases.append(("softmax", sm, [x], _np_softmax(x), 2 * x.nbytes))
    ln = texts.get("layernorm")
    if ln is not None:
        xl = rng.standard_normal((n, ln_cols)).astype(np.float32)
        g = rng.standard_normal(ln_cols).astype(np.float32)
        b = rng.standard_normal(ln_cols).astype(np.float32)
        cases.append(("layernorm", ln, [xl, g, b], _np_layernorm(xl, g, b), 2 * xl.nbytes))

    for name, text, host_args, want, nbytes in cases:
        print(f"{name}:")
        dev_args = [cupy.asarray(h) for h in host_args]
        t0 = time.perf_counter()
        try:
            m = irlite.compile(text, target="cuda")
            fn = getattr(m, name if name in m.functions else m.functions[0])
            print(f"  irlite compile {time.perf_counter() - t0:.2f} s, {len(m.ptx)} kernels")
            got = fn(*dev_args)  # cupy arrays: used in place, the result stays on the device
            ok: bool | str = _close(cupy.asnumpy(got), want) or "MISMATCH"
            call = lambda fn=fn, args=dev_args: fn(*args)  # noqa: E731
            s = _time_device(call, o.repeat, cupy) if ok is True else None
            _row(name, "irlite target=cuda", s, nbytes, ok)
            got = fn(*host_args)  # numpy arrays: copied up once and the result down once
            ok = _close(got, want) or "MISMATCH"
            call = lambda fn=fn, args=host_args: fn(*args)  # noqa: E731
            s = _time_host(call, o.repeat, o.budget) if ok is True else None
            _row(name, "irlite, numpy in/out", s, nbytes, ok)
        except Exception as e:  # noqa: BLE001 - reported, the peers still run
            print(f"  irlite: {type(e).__name__}: {str(e)[:300]}")
        try:  # the same program written in numpy, traced by irlite.jit
            jf = irlite.jit(JIT_PROGRAMS[name], target="cuda")
            t0 = time.perf_counter()
            got = jf(*dev_args)
            print(f"  irlite.jit first call {time.perf_counter() - t0:.2f} s")
            ok = _close(cupy.asnumpy(got), want) or "MISMATCH"
            call = lambda jf=jf, args=dev_args: jf(*args)  # noqa: E731
            s = _time_device(call, o.repeat, cupy) if ok is True else None
            _row(name, "irlite.jit target=cuda", s, nbytes, ok)
        except Exception as e:  # noqa: BLE001
            print(f"  irlite.jit: {type(e).__name__}: {str(e)[:300]}")
        for who, peer in _peers(name, cupy, dev_args).items():
            ok = _close(cupy.asnumpy(peer()), want) or "MISMATCH"
            _row(name, who, _time_device(peer, o.repeat, cupy) if ok is True else None, nbytes, ok)
        for who, peer in _torch_peers(name, host_args).items():
            try:
                ok = _close(peer().cpu().numpy(), want) or "MISMATCH"
                s = _time_device(peer, o.repeat, cupy) if ok is True else None
            except Exception as e:  # noqa: BLE001
                ok, s = f"failed: {e}", None
            _row(name, who, s, nbytes, ok)
    return 0


if __name__ == "__main__":
    sys.exit(main())
