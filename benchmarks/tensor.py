#!/usr/bin/env python3
"""Benchmark: tensor programs compiled from the tensor level, against numpy, numba and IREE.

The four workloads of ``shared/bench`` (``relu_sum``, ``mlp``, ``softmax``, ``layernorm``:
``linalg``/``tensor`` functions on f32 tensors) are compiled with
``irlite.compile(text, target="cpu")`` (its default for tensor programs: dispatch
creation, one kernel per dispatch inlined into the host, then the lowering pipeline of
``targets/pipeline.py``: one-shot bufferization, deallocation, linalg to loops, ...,
LLVM at O3; one thread) and run on random inputs. Their peers, in the same run:

- numpy: the same computation written as numpy expressions (eager, with temporaries);
- numba: the same computation as hand-fused loops under ``@njit(fastmath=True)``, one
  thread (skipped when numba is not importable; ``benchmarks/setup_peers.sh`` installs it);
- IREE 3.13 (``iree.compiler`` + ``iree.runtime``): the same ``.mlir`` file compiled for
  ``llvm-cpu`` (host CPU) and run on the ``local-task`` driver with one worker, in a
  separate Python found at ``benchmarks/.venv-iree/bin/python`` or ``$IREE_PYTHON``
  (never in irlite's environment); skipped when there is none or it cannot import both.

For each workload it prints compile time (irlite: the whole ``irlite.compile``, parse to
machine code, with the JIT's in-process cache cleared, after one compile of the tiny
shapes so that what happens once per process is left out; IREE: ``compile_file``), run time
(best of ``--repeat`` calls: three rounds, each timing every in-process contender in a
block of its own after two untimed calls), and run-time ratios against irlite (above 1: the peer is
slower). Every contender's result is checked against numpy's before it is timed (rtol
1e-4, and an absolute tolerance of 1e-4 of the largest output: a float32 dot product of
random normal terms cancels, so any summation order other than numpy's is off by more
than 1e-4 of an output near zero); a mismatch is reported and not timed. A workload irlite cannot
compile yet prints ``not yet lowerable: <reason>`` and the peers still run.

``--mlir-opt-front`` adds ``irlite[mf]``: mlir-opt 19 takes each workload from tensors
to memref loops (the steps irlite's default pipeline runs first), irlite compiles the
rest and calls it through the tensor ABI -- irlite's back end and ABI on these workloads
while its own bufferization and linalg lowering are not there (ratios are against it
then); its compile time counts irlite's part only.

``--quick`` shrinks the shapes (relu_sum and softmax 1024², mlp 64x128x128x64, layernorm
1024x256) so the whole run takes seconds. Nothing here asserts on time.

Usage:
    python3 benchmarks/tensor.py                 # full shapes (DESIGN.md §7's table)
    python3 benchmarks/tensor.py --quick         # small shapes, seconds
    python3 benchmarks/tensor.py --only softmax,layernorm --repeat 5
    python3 benchmarks/tensor.py --quick --mlir-opt-front
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# One thread for every contender: numpy's BLAS and numba too (set before they load).
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS", "NUMBA_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import numpy as np  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
BENCH_DIR = REPO / "benchmarks" / "workloads"  # the shared/bench programs, kept here
IREE_VENV_PYTHON = REPO / "benchmarks" / ".venv-iree" / "bin" / "python"

WORKLOAD_NAMES = ("relu_sum", "mlp", "softmax", "layernorm")

# The dimensions each workload's file is written with, and what --quick and the tests'
# tiny shapes replace them by (in tensor types; layernorm's row length constant too).
_SHAPES = {
    "relu_sum": {"full": {4096: 4096}, "quick": {4096: 1024}, "tiny": {4096: 16}},
    "mlp": {
        "full": {256: 256, 512: 512},
        "quick": {256: 64, 512: 128},
        "tiny": {256: 4, 512: 8},
    },
    "softmax": {"full": {4096: 4096}, "quick": {4096: 1024}, "tiny": {4096: 16}},
    "layernorm": {
        "full": {4096: 4096, 1024: 1024},
        "quick": {4096: 1024, 1024: 256},
        "tiny": {4096: 8, 1024: 16},
    },
}

RTOL, ATOL = 1e-4, 1e-5


# ----------------------------------------------------------------------------- workloads


def _resize(text: str, dims: dict[int, int]) -> str:
    def tensor(m: re.Match) -> str:
        parts = m.group(1).split("x")
        return (
            "tensor<"
            + "x".join(str(dims.get(int(p), p)) if p.isdigit() else p for p in parts)
            + ">"
        )

    return re.sub(r"tensor<([^>]*)>", tensor, text)


def _relu_sum_ref(x: np.ndarray) -> np.ndarray:
    return np.maximum(x * np.float32(2) + np.float32(1), np.float32(0)).sum(axis=1)


def _mlp_ref(x: np.ndarray, w1: np.ndarray, b1: np.ndarray, w2: np.ndarray) -> np.ndarray:
    return np.maximum(x @ w1 + b1, np.float32(0)) @ w2


def _softmax_ref(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _layernorm_ref(x: np.ndarray, g: np.ndarray, b: np.ndarray) -> np.ndarray:
    c = x - x.mean(axis=1, keepdims=True)
    var = (c * c).mean(axis=1, keepdims=True)
    return c / np.sqrt(var + np.float32(1e-5)) * g + b


@dataclass
class Workload:
    """One benchmark program at one size: its text, entry function, inputs and numpy."""

    name: str
    path: Path
    source: str
    func: str
    shapes: list[tuple[int, ...]]
    reference: Callable[..., np.ndarray]

    def inputs(self, rng: np.random.Generator) -> list[np.ndarray]:
        return [rng.standard_normal(s, dtype=np.float32) for s in self.shapes]

    def describe(self) -> str:
        return ", ".join("x".join(map(str, s)) for s in self.shapes)


def load_workload(name: str, quick: bool = False, tiny: bool = False) -> Workload:
    """The workload ``name`` at full, ``quick`` or ``tiny`` (tests') shapes."""
    path = BENCH_DIR / f"{name}.mlir"
    dims = _SHAPES[name]["tiny" if tiny else "quick" if quick else "full"]
    text = _resize(path.read_text(), dims)
    if name == "layernorm":  # the row length, as the divisor of the mean and variance
        text = text.replace("arith.constant 1024.0 : f32", f"arith.constant {dims[1024]}.0 : f32")
    r = {k: dims.get(k, k) for k in (256, 512, 1024, 4096)}
    shapes = {
        "relu_sum": [(r[4096], r[4096])],
        "mlp": [(r[256], r[512]), (r[512], r[512]), (r[512],), (r[512], r[256])],
        "softmax": [(r[4096], r[4096])],
        "layernorm": [(r[4096], r[1024]), (r[1024],), (r[1024],)],
    }[name]
    ref = {
        "relu_sum": _relu_sum_ref,
        "mlp": _mlp_ref,
        "softmax": _softmax_ref,
        "layernorm": _layernorm_ref,
    }[name]
    return Workload(name, path, text, name, shapes, ref)


# ----------------------------------------------------------------------------- numba peers


def _numba_kernels() -> dict[str, Callable[..., np.ndarray]] | None:
    """Hand-fused loops (one pass per row where the math allows), or None without numba."""
    try:
        import numba
    except ImportError:
        return None
    njit = numba.njit(fastmath=True, cache=False, parallel=False)

    @njit
    def relu_sum(x):  # type: ignore[no-untyped-def]
        n, m = x.shape
        out = np.empty(n, np.float32)
        for i in range(n):
            acc = np.float32(0)
            for j in range(m):
                acc += max(x[i, j] * np.float32(2) + np.float32(1), np.float32(0))
            out[i] = acc
        return out

    @njit
    def mlp(x, w1, b1, w2):  # type: ignore[no-untyped-def]
        n, k = x.shape
        h = np.zeros((n, w1.shape[1]), np.float32)
        for i in range(n):
            for p in range(k):
                a = x[i, p]
                for j in range(w1.shape[1]):
                    h[i, j] += a * w1[p, j]
            for j in range(w1.shape[1]):
                h[i, j] = max(h[i, j] + b1[j], np.float32(0))
        y = np.zeros((n, w2.shape[1]), np.float32)
        for i in range(n):
            for p in range(w2.shape[0]):
                a = h[i, p]
                for j in range(w2.shape[1]):
                    y[i, j] += a * w2[p, j]
        return y

    @njit
    def softmax(x):  # type: ignore[no-untyped-def]
        n, m = x.shape
        y = np.empty_like(x)
        for i in range(n):
            mx = np.float32(-np.inf)
            for j in range(m):
                mx = max(mx, x[i, j])
            s = np.float32(0)
            for j in range(m):
                e = np.exp(x[i, j] - mx)
                y[i, j] = e
                s += e
            inv = np.float32(1) / s
            for j in range(m):
                y[i, j] *= inv
        return y

    @njit
    def layernorm(x, g, b):  # type: ignore[no-untyped-def]
        n, m = x.shape
        y = np.empty_like(x)
        for i in range(n):
            s = np.float32(0)
            for j in range(m):
                s += x[i, j]
            mean = s / np.float32(m)
            v = np.float32(0)
            for j in range(m):
                d = x[i, j] - mean
                v += d * d
            rs = np.float32(1) / np.sqrt(v / np.float32(m) + np.float32(1e-5))
            for j in range(m):
                y[i, j] = (x[i, j] - mean) * rs * g[j] + b[j]
        return y

    return {"relu_sum": relu_sum, "mlp": mlp, "softmax": softmax, "layernorm": layernorm}


# ----------------------------------------------------------------------------- IREE peer

# Runs in IREE's own Python: compile the file for the host CPU, run it on one worker,
# best of N; writes the result (for checking) and a JSON line of times.
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
rt.flags.parse_flags("--task_topology_max_group_count=1")
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
print(json.dumps({"compile_s": compile_s, "run_s": best}))
"""


def _iree_python() -> str | None:
    cand = os.environ.get("IREE_PYTHON") or (
        str(IREE_VENV_PYTHON) if IREE_VENV_PYTHON.exists() else None
    )
    if cand is None:
        return None
    ok = subprocess.run(
        [cand, "-c", "import iree.compiler, iree.runtime"], capture_output=True, timeout=120
    )
    return cand if ok.returncode == 0 else None


def _run_iree(
    py: str, w: Workload, args: list[np.ndarray], repeat: int, script: str = _IREE_SCRIPT
) -> dict[str, Any]:
    """Compile and time ``w`` with IREE in its own interpreter ``py`` (``script`` prints
    one JSON line of seconds; the result array comes back through a .npy file)."""
    with tempfile.TemporaryDirectory() as d:
        src = Path(d) / f"{w.name}.mlir"
        src.write_text(w.source)
        ins = []
        for i, a in enumerate(args):
            p = Path(d) / f"in{i}.npy"
            np.save(p, a)
            ins.append(str(p))
        out = Path(d) / "out.npy"
        r = subprocess.run(
            [py, "-c", script, str(src), w.func, str(repeat), str(out), *ins],
            capture_output=True,
            text=True,
            timeout=900,
        )
        if r.returncode != 0:
            return {"error": (r.stderr.strip().splitlines() or ["failed"])[-1]}
        res = json.loads(r.stdout.strip().splitlines()[-1])
        res["result"] = np.load(out)
        return res


# ----------------------------------------------------------------------------- irlite


def _compile_irlite(w: Workload, **options: Any) -> tuple[Any, float, str | None]:
    """(callable or None, seconds, reason it cannot compile yet); ``options`` go to
    ``irlite.compile`` (``dispatch=False``: the default pipeline without dispatches)."""
    import irlite
    from irlite.targets.compile import CompileError
    from irlite.targets.llvm import jit

    clear = getattr(jit, "clear_cache", None)
    if callable(clear):
        clear()
    t0 = time.perf_counter()
    try:
        m = irlite.compile(w.source, filename=w.path.name, **options)
    except CompileError as e:
        return None, 0.0, str(e).splitlines()[0]
    return m[w.func], time.perf_counter() - t0, None


#: With ``--mlir-opt-front``: mlir-opt 19 takes the workload from tensors to memref loops
#: (the steps irlite's default pipeline runs before the conversion to llvm), irlite
#: compiles the rest and calls it through the tensor ABI: irlite's back end and ABI on
#: these workloads before its own bufferization and linalg lowering can.
MLIR_OPT = Path("/usr/lib/llvm-19/bin/mlir-opt")
MLIR_FRONT = (
    "builtin.module(linalg-generalize-named-ops,linalg-fuse-elementwise-ops,one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,"
    "convert-bufferization-to-memref,convert-linalg-to-loops,lower-affine,"
    "expand-strided-metadata,canonicalize,cse,loop-invariant-code-motion)"
)
#: what irlite's default pipeline runs on a tensor-level module from there
BACK_END = (
    "math-polynomial-approximation,arith-expand{ceil-floor-div-only=true},"
    "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
)


def _compile_mlir_front(w: Workload) -> tuple[Any, float, str | None]:
    """(callable or None, irlite's compile seconds, reason) for the ``--mlir-opt-front`` path."""
    import irlite
    from irlite.ir.context import Context
    from irlite.ir.module import parse_module
    from irlite.ir.types import FunctionType, MemRefType, RankedTensorType
    from irlite.targets.abi import FunctionABI
    from irlite.targets.boundary import written_arguments
    from irlite.targets.compile import CompileError
    from irlite.targets.llvm import jit

    if not MLIR_OPT.exists():
        return None, 0.0, f"{MLIR_OPT} is not installed"
    r = subprocess.run(
        [str(MLIR_OPT), f"--pass-pipeline={MLIR_FRONT}", "-"],
        input=w.source,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if r.returncode != 0:
        return None, 0.0, f"mlir-opt: {(r.stderr.strip().splitlines() or ['failed'])[0]}"
    jit.clear_cache()
    t0 = time.perf_counter()
    try:
        m = irlite.compile(r.stdout, filename=w.path.name, pipeline=BACK_END)
    except CompileError as e:
        return None, 0.0, str(e).splitlines()[0]
    secs = time.perf_counter() - t0
    func = next(
        op
        for op in parse_module(r.stdout, Context()).regions[0].blocks[0].ops
        if op.name == "func.func" and op.properties["sym_name"].value == w.func
    )

    def tensor(t: Any) -> Any:
        return RankedTensorType.get(t.shape, t.element_type) if isinstance(t, MemRefType) else t

    ft = func.properties["function_type"].value
    ftype = FunctionType.get([tensor(t) for t in ft.inputs], [tensor(t) for t in ft.results])
    abi = FunctionABI(w.func, ftype, written_arguments(func))
    return abi.bind(m.jit.address(abi.wrapper_name), m.jit), secs, None


# ----------------------------------------------------------------------------- driver


def _best_of(fns: dict[str, Callable[[], Any]], repeat: int, rounds: int = 3) -> dict[str, float]:
    """The best time of each contender over ``rounds`` rounds of about ``repeat / rounds``
    calls each.

    Each round times every contender in a block of its own, after two untimed calls, so
    that what one contender leaves behind (a peer's worker threads still spinning, its
    data in the caches) weighs on the first untimed calls of the next one, not on its
    timed calls; the rounds spread each contender's samples over the whole run, so that
    a burst of load from elsewhere does not decide one contender's figure alone."""
    best = dict.fromkeys(fns, float("inf"))
    per_round = max(1, -(-repeat // rounds))
    for _ in range(rounds):
        for name, fn in fns.items():
            fn()
            fn()
            for _ in range(per_round):
                t0 = time.perf_counter()
                fn()
                best[name] = min(best[name], time.perf_counter() - t0)
    return best


def _close(got: Any, want: np.ndarray) -> str | None:
    got = np.asarray(got)
    if got.shape != want.shape:
        return f"shape {got.shape}, numpy {want.shape}"
    atol = max(ATOL, RTOL * float(np.max(np.abs(want), initial=0.0)))
    if not np.allclose(got, want, rtol=RTOL, atol=atol):
        err = np.max(np.abs(got - want) / (np.abs(want) + atol))
        return f"differs from numpy (max relative error {err:.2e})"
    return None


def _ms(s: float | None) -> str:
    return "-" if s is None else f"{s * 1e3:.2f}"


def run_workload(
    w: Workload, repeat: int, numba_kernels: Any, iree_py: str | None, mlir_front: bool = False
) -> dict[str, Any]:
    args = w.inputs(np.random.default_rng(0))
    want = w.reference(*args)
    row: dict[str, Any] = {"workload": w.name, "shapes": w.describe(), "notes": []}
    # Compile the tiny shapes first: the compile times below leave out what happens once
    # per process (generated dialect code loaded, passes imported).
    tiny = load_workload(w.name, tiny=True)
    _compile_irlite(tiny)
    if mlir_front:
        _compile_mlir_front(tiny)
    fns: dict[str, Callable[[], Any]] = {"numpy": lambda: w.reference(*args)}
    fn, compile_s, why = _compile_irlite(w)
    if fn is None:
        row["notes"].append(f"irlite: not yet lowerable: {why}")
    else:
        row["irlite_compile_s"] = compile_s
        bad = _close(fn(*args), want)
        if bad:
            row["notes"].append(f"irlite: {bad}; not timed")
        else:
            fns["irlite"] = lambda: fn(*args)
    if mlir_front:
        fn2, compile2_s, why2 = _compile_mlir_front(w)
        if fn2 is None:
            row["notes"].append(f"irlite[mlir-opt front]: {why2}")
        else:
            row["irlite_mf_compile_s"] = compile2_s
            bad = _close(fn2(*args), want)
            if bad:
                row["notes"].append(f"irlite[mlir-opt front]: {bad}; not timed")
            else:
                fns["irlite_mf"] = lambda: fn2(*args)
    if numba_kernels is not None:
        k = numba_kernels[w.name]
        t0 = time.perf_counter()
        got = k(*args)  # the first call compiles
        row["numba_compile_s"] = time.perf_counter() - t0
        bad = _close(got, want)
        if bad:
            row["notes"].append(f"numba: {bad}; not timed")
        else:
            fns["numba"] = lambda: k(*args)
    times = _best_of(fns, repeat)
    row.update({f"{k}_s": v for k, v in times.items()})
    if iree_py is not None:
        r = _run_iree(iree_py, w, args, repeat)
        if "error" in r:
            row["notes"].append(f"iree: {r['error']}")
        else:
            bad = _close(r["result"], want)
            row["iree_compile_s"] = r["compile_s"]
            if bad:
                row["notes"].append(f"iree: {bad}")
            else:
                row["iree_s"] = r["run_s"]
    return row


def _table(rows: list[dict[str, Any]], peers: list[str], mlir_front: bool = False) -> str:
    head = ["workload", "shapes", "irlite compile ms", "irlite ms"]
    if mlir_front:
        head += ["irlite[mf] compile ms", "irlite[mf] ms"]
    for p in peers:
        head += [f"{p} ms", f"{p}/irlite"]
    head += ["iree compile ms"] if "iree" in peers else []
    lines = [head]
    for r in rows:
        ir = r.get("irlite_s")
        cells = [r["workload"], r["shapes"], _ms(r.get("irlite_compile_s")), _ms(ir)]
        if mlir_front:
            cells += [_ms(r.get("irlite_mf_compile_s")), _ms(r.get("irlite_mf_s"))]
            if ir is None:
                ir = r.get("irlite_mf_s")  # ratios against it while irlite cannot compile
        for p in peers:
            t = r.get(f"{p}_s")
            cells += [_ms(t), "-" if t is None or ir is None else f"{t / ir:.2f}"]
        if "iree" in peers:
            cells.append(_ms(r.get("iree_compile_s")))
        lines.append(cells)
    widths = [max(len(str(row[i])) for row in lines) for i in range(len(head))]
    out = []
    for k, row in enumerate(lines):
        out.append(
            "  ".join(str(c).rjust(wd) if k else str(c).ljust(wd) for c, wd in zip(row, widths))
        )
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help="small shapes (seconds)")
    p.add_argument("--repeat", type=int, default=10, help="timed calls per contender (best kept)")
    p.add_argument("--only", default="", help="comma-separated workloads (default: all four)")
    p.add_argument("--no-numba", action="store_true", help="skip numba even if installed")
    p.add_argument("--no-iree", action="store_true", help="skip IREE even if its venv exists")
    p.add_argument(
        "--mlir-opt-front",
        action="store_true",
        help="also time irlite's back end on mlir-opt 19's bufferized loops (irlite[mf])",
    )
    p.add_argument("--json", metavar="FILE", help="append the results as one JSON line")
    o = p.parse_args(argv)
    names = [n for n in o.only.split(",") if n] or list(WORKLOAD_NAMES)
    for n in names:
        if n not in WORKLOAD_NAMES:
            p.error(f"unknown workload '{n}' (expected {', '.join(WORKLOAD_NAMES)})")
    numba_kernels = None if o.no_numba else _numba_kernels()
    iree_py = None if o.no_iree else _iree_python()
    peers = ["numpy"] + (["numba"] if numba_kernels else []) + (["iree"] if iree_py else [])
    print(
        f"tensor benchmark ({'quick' if o.quick else 'full'} shapes, best of {o.repeat}, one thread)"
    )
    if numba_kernels is None:
        print(
            "numba: skipped (not importable; benchmarks/setup_peers.sh installs it)"
            if not o.no_numba
            else "numba: skipped (--no-numba)"
        )
    if iree_py is None:
        print(
            "iree: skipped (no Python with iree.compiler and iree.runtime at "
            f"{IREE_VENV_PYTHON} or $IREE_PYTHON)"
            if not o.no_iree
            else "iree: skipped (--no-iree)"
        )
    rows = []
    for n in names:
        w = load_workload(n, quick=o.quick)
        r = run_workload(w, o.repeat, numba_kernels, iree_py, o.mlir_opt_front)
        rows.append(r)
        for note in r["notes"]:
            print(f"{n}: {note}")
    print()
    print(_table(rows, peers, o.mlir_opt_front))
    print("\nratios: peer time / irlite time (above 1: irlite is faster)")
    if o.mlir_opt_front:
        print(
            "irlite[mf]: mlir-opt 19 bufferizes and lowers linalg to loops, irlite compiles the"
            " rest\n(math-polynomial-approximation, arith-expand, to llvm, LLVM O3) and calls it"
            " through the tensor ABI;\nratios are against it where irlite cannot compile yet"
        )
    if o.json:
        with open(o.json, "a") as f:
            f.write(json.dumps({"quick": o.quick, "repeat": o.repeat, "rows": rows}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
