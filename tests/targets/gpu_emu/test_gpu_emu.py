"""target="gpu-emu": gpu kernels emulated over their grid give the interpreter's and the
CPU's results.

A hand-written kernel checks what the emulator must honour (workgroup memory and a
barrier, warp shuffles, block reductions with a kind and with a body); random scf.parallel
programs go through gpu-map-parallel-loops, convert-parallel-loops-to-gpu and
gpu-kernel-outlining and must match the interpreter and the CPU target exactly.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

import irlite

KERNEL = """
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @rows(%a: memref<?xf32>, %out: memref<?xf32>, %sh: memref<?xf32>)
        workgroup(%buf: memref<64xf32, 3>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %buf[%tid] : memref<64xf32, 3>
      gpu.barrier
      %rev = arith.subi %bdim, %tid : index
      %j = arith.subi %rev, %c1 : index
      %w = memref.load %buf[%j] : memref<64xf32, 3>
      memref.store %w, %out[%i] : memref<?xf32>
      %c32 = arith.constant 32 : i32
      %c16 = arith.constant 16 : i32
      %s1, %ok1 = gpu.shuffle xor %v, %c16, %c32 : f32
      %x1 = arith.addf %v, %s1 : f32
      %c8 = arith.constant 8 : i32
      %s2, %ok2 = gpu.shuffle xor %x1, %c8, %c32 : f32
      %x2 = arith.addf %x1, %s2 : f32
      %c4 = arith.constant 4 : i32
      %s3, %ok3 = gpu.shuffle xor %x2, %c4, %c32 : f32
      %x3 = arith.addf %x2, %s3 : f32
      %c2 = arith.constant 2 : i32
      %s4, %ok4 = gpu.shuffle xor %x3, %c2, %c32 : f32
      %x4 = arith.addf %x3, %s4 : f32
      %c1i = arith.constant 1 : i32
      %s5, %ok5 = gpu.shuffle xor %x4, %c1i, %c32 : f32
      %x5 = arith.addf %x4, %s5 : f32
      %t = gpu.all_reduce add %v {} : (f32) -> f32
      %m = gpu.all_reduce %v {
      ^bb(%l: f32, %r: f32):
        %mx = arith.maximumf %l, %r : f32
        gpu.yield %mx : f32
      } : (f32) -> f32
      %up, %okup = gpu.shuffle up %v, %c1i, %c32 : f32
      %is0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %is0 {
        %c4i = arith.constant 4 : index
        %b0 = arith.muli %bid, %c4i : index
        memref.store %x5, %sh[%b0] : memref<?xf32>
        %b1 = arith.addi %b0, %c1 : index
        memref.store %t, %sh[%b1] : memref<?xf32>
        %b2 = arith.addi %b1, %c1 : index
        memref.store %m, %sh[%b2] : memref<?xf32>
        %b3 = arith.addi %b2, %c1 : index
        %f = arith.uitofp %okup : i1 to f32
        memref.store %f, %sh[%b3] : memref<?xf32>
      }
      gpu.return
    }
  }
  func.func @run(%a: memref<?xf32>, %out: memref<?xf32>, %sh: memref<?xf32>, %nb: index) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @k::@rows blocks in (%nb, %c1, %c1) threads in (%c64, %c1, %c1)
        args(%a : memref<?xf32>, %out : memref<?xf32>, %sh : memref<?xf32>)
    return
  }
}
"""


def test_barrier_shared_memory_shuffles_and_reductions() -> None:
    m = irlite.compile(KERNEL, target="gpu-emu")
    nb = 3
    a = np.arange(64 * nb, dtype=np.float32) * 0.5
    out = np.zeros_like(a)
    sh = np.full(4 * nb, -7.0, np.float32)
    m.run(a, out, sh, nb)
    r = a.reshape(nb, 64)
    # each thread read its mirror's value through workgroup memory after the barrier
    assert np.array_equal(out.reshape(nb, 64), r[:, ::-1])
    got = sh.reshape(nb, 4)
    assert np.array_equal(got[:, 0], r[:, :32].sum(1))  # butterfly over lanes 0..31
    assert np.array_equal(got[:, 1], r.sum(1, dtype=np.float32))  # all_reduce add
    assert np.array_equal(got[:, 2], r.max(1))  # all_reduce with a body
    assert np.array_equal(got[:, 3], np.zeros(nb, np.float32))  # lane 0's shuffle up: invalid


def test_divergent_barrier_is_reported() -> None:
    src = """
    module attributes {gpu.container_module} {
      gpu.module @k {
        gpu.func @bad() kernel {
          %c0 = arith.constant 0 : index
          %tid = gpu.thread_id x
          %p = arith.cmpi eq, %tid, %c0 : index
          scf.if %p {
            gpu.barrier
          }
          gpu.return
        }
      }
      func.func @run() {
        %c1 = arith.constant 1 : index
        %c2 = arith.constant 2 : index
        gpu.launch_func @k::@bad blocks in (%c1, %c1, %c1) threads in (%c2, %c1, %c1)
        return
      }
    }
    """
    from irlite.targets.gpu_emu import emulator

    old = emulator.BARRIER_TIMEOUT
    emulator.BARRIER_TIMEOUT = 0.5
    try:
        m = irlite.compile(src, target="gpu-emu")
        with pytest.raises(Exception, match="barrier"):
            m.run()
    finally:
        emulator.BARRIER_TIMEOUT = old


# ------------------------------------------------------------------ random programs

_FOPS = ["arith.addf", "arith.mulf", "arith.subf", "arith.maximumf", "arith.minimumf"]
_IOPS = ["arith.addi", "arith.muli", "arith.subi", "arith.maxsi", "arith.xori", "arith.andi"]


def _program(rng: random.Random) -> tuple[str, str, tuple[int, int]]:
    """A random scf.parallel program on R x C memrefs: (text, element type, shape)."""
    et = rng.choice(["f32", "i32"])
    rows, cols = rng.randint(1, 7), rng.randint(1, 7)
    square = rng.random() < 0.3
    if square:
        cols = rows
    t = f"memref<{rows}x{cols}x{et}>"
    lines: list[str] = []
    n = [0]

    def fresh() -> str:
        n[0] += 1
        return f"%v{n[0]}"

    def leaf(i: str, j: str) -> str:
        k = rng.random()
        v = fresh()
        if k < 0.4:
            lines.append(f"{v} = memref.load %a[{i}, {j}] : {t}")
        elif k < 0.7:
            lines.append(f"{v} = memref.load %b[{i}, {j}] : {t}")
        elif k < 0.8 and square:
            lines.append(f"{v} = memref.load %a[{j}, {i}] : {t}")
        else:
            c = rng.choice(["1.5", "-0.25", "3.0"]) if et == "f32" else str(rng.randint(-5, 5))
            lines.append(f"{v} = arith.constant {c} : {et}")
        return v

    def expr(depth: int, i: str, j: str) -> str:
        if depth == 0 or rng.random() < 0.3:
            return leaf(i, j)
        x, y = expr(depth - 1, i, j), expr(depth - 1, i, j)
        v = fresh()
        op = rng.choice(_FOPS if et == "f32" else _IOPS)
        lines.append(f"{v} = {op} {x}, {y} : {et}")
        return v

    lb0, lb1 = rng.randint(0, 1), rng.randint(0, 1)
    s0, s1 = rng.randint(1, 2), rng.randint(1, 3)
    kind = rng.choice(["flat", "nested", "rowloop"])
    head = [
        f"func.func @f(%a: {t}, %b: {t}, %o: {t}) {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        f"  %lb0 = arith.constant {lb0} : index",
        f"  %lb1 = arith.constant {lb1} : index",
        f"  %s0 = arith.constant {s0} : index",
        f"  %s1 = arith.constant {s1} : index",
        f"  %ub0 = arith.constant {rows} : index",
        f"  %ub1 = arith.constant {cols} : index",
    ]
    if kind == "flat":
        v = expr(3, "%i", "%j")
        body = lines + [f"memref.store {v}, %o[%i, %j] : {t}"]
        loop = (
            ["  scf.parallel (%i, %j) = (%lb0, %lb1) to (%ub0, %ub1) step (%s0, %s1) {"]
            + ["    " + x for x in body]
            + ["  }"]
        )
    elif kind == "nested":
        v = expr(3, "%i", "%j")
        body = lines + [f"memref.store {v}, %o[%i, %j] : {t}"]
        loop = (
            ["  scf.parallel (%i) = (%lb0) to (%ub0) step (%s0) {"]
            + ["    scf.parallel (%j) = (%lb1) to (%ub1) step (%s1) {"]
            + ["      " + x for x in body]
            + ["    }", "  }"]
        )
    else:  # a sequential accumulation over each row inside a parallel loop
        v = expr(2, "%i", "%j")
        op = "arith.addf" if et == "f32" else "arith.addi"
        zero = "0.0" if et == "f32" else "0"
        body = lines + [f"%acc2 = {op} %acc, {v} : {et}", f"scf.yield %acc2 : {et}"]
        loop = (
            ["  scf.parallel (%i) = (%lb0) to (%ub0) step (%s0) {"]
            + [f"    %z = arith.constant {zero} : {et}"]
            + [f"    %r = scf.for %j = %c0 to %ub1 step %c1 iter_args(%acc = %z) -> ({et}) {{"]
            + ["      " + x for x in body]
            + ["    }", f"    memref.store %r, %o[%i, %c0] : {t}", "  }"]
        )
    text = "\n".join(head + loop + ["  return", "}"]) + "\n"
    return text, et, (rows, cols)


def _inputs(rng: np.random.Generator, et: str, shape: tuple) -> list:
    if et == "f32":
        return [rng.uniform(-2, 2, shape).astype(np.float32) for _ in range(2)]
    return [rng.integers(-50, 50, shape).astype(np.int32) for _ in range(2)]


N_PROGRAMS = 40


def test_random_parallel_programs_interp_cpu_gpu_emu() -> None:
    rng = random.Random(15)
    nrng = np.random.default_rng(15)
    mismatches = []
    for k in range(N_PROGRAMS):
        text, et, shape = _program(rng)
        a, b = _inputs(nrng, et, shape)
        outs = {}
        for target in ("interp", "cpu", "gpu-emu"):
            m = irlite.compile(text, target=target)
            o = np.full(shape, 7, dtype=a.dtype)
            m.f(a.copy(), b.copy(), o)
            outs[target] = o
        for target in ("cpu", "gpu-emu"):
            if not np.array_equal(outs[target], outs["interp"]):
                mismatches.append((k, target, text))
    assert not mismatches, f"{len(mismatches)} of {N_PROGRAMS} programs differ: {mismatches[0]}"


def test_gpu_emu_runs_through_outlined_kernels() -> None:
    text, _, _ = _program(random.Random(3))
    m = irlite.compile(text, target="gpu-emu")
    names = [op.name for op in m.lowered.regions[0].blocks[0].ops]
    assert "gpu.module" in names
    assert any(o.name == "gpu.launch_func" for o in m.lowered.walk())
    assert not any(o.name == "scf.parallel" for o in m.lowered.walk())


# ------------------------------------------------------------------ tensor programs

_WORKLOADS = {
    "relu_sum": {"4096": "8"},
    "softmax": {"4096": "6"},
    "layernorm": {"4096": "5", "1024": "7"},
    "mlp": {"256": "4", "512": "6"},
}
_BENCH = str(Path(__file__).resolve().parents[3] / "benchmarks" / "workloads")


@pytest.mark.parametrize("name", sorted(_WORKLOADS))
def test_shared_tensor_workloads_reduced(name: str) -> None:
    """The four shared workloads at reduced sizes: gpu-emu gives the interpreter's results
    exactly (same math, kernels over the grid; rows shorter than a block, so the block
    reductions add in the interpreter's order) and the CPU's to float tolerance."""
    import os

    path = f"{_BENCH}/{name}.mlir"
    if not os.path.exists(path):
        pytest.skip(f"{path} not found")
    with open(path) as f:
        src = f.read()
    for a, b in _WORKLOADS[name].items():
        src = src.replace(a, b)
    emu = irlite.compile(src, target="gpu-emu")
    assert sum(1 for o in emu.lowered.walk() if o.name == "gpu.launch_func") >= 1
    fn = next(o for o in emu.module.regions[0].blocks[0].ops if o.name == "func.func")
    rng = np.random.default_rng(0)
    args = [
        rng.standard_normal(tuple(t.shape)).astype(np.float32)
        for t in fn.properties["function_type"].value.inputs
    ]
    got = getattr(emu, name)(*args)
    want = getattr(irlite.compile(src, target="interp"), name)(*args)
    assert np.array_equal(got, want)
    cpu = getattr(irlite.compile(src, target="cpu"), name)(*args)
    np.testing.assert_allclose(got, cpu, rtol=1e-5, atol=1e-6)


def test_kernel_pipeline_leaves_out_the_cpu_codegen() -> None:
    """The GPU lowering takes the CPU plan without its CPU-only steps: on the full-size
    softmax (rows long enough for the CPU's vector loops) no vectorizing, prefetching,
    loop fusion, accumulator promotion or polynomial math."""
    from irlite.ir.context import Context
    from irlite.ir.module import parse_module
    from irlite.targets.gpu_emu import kernel_pipeline

    with open(f"{_BENCH}/softmax.mlir") as f:  # benchmarks/workloads is in the tree
        m = parse_module(f.read(), Context())
    text = kernel_pipeline(m)
    assert "convert-linalg-to-parallel-loops" in text
    for cpu_only in (
        "scf-for-vectorize",
        "scf-for-row-prefetch",
        "scf-for-loop-fusion",
        "promote-loop-accumulators",
        "math-polynomial-approximation",
        "linalg-matmul-to-microkernel",
    ):
        assert cpu_only not in text


UNIFORM_REDUCE = """
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @red(%a: memref<?xf32>, %ai: memref<?xi32>, %out: memref<?xf32>,
                  %outi: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %a[%i] : memref<?xf32>
      %w = memref.load %ai[%i] : memref<?xi32>
      %s = gpu.all_reduce add %v uniform {} : (f32) -> f32
      %m = gpu.all_reduce maxsi %w uniform {} : (i32) -> i32
      %x = gpu.all_reduce %v uniform {
      ^bb(%l: f32, %r: f32):
        %mn = arith.minimumf %l, %r : f32
        gpu.yield %mn : f32
      } : (f32) -> f32
      %o0 = arith.muli %bid, %c2 : index
      %o1 = arith.addi %o0, %c1 : index
      %is0 = arith.cmpi eq, %tid, %c0 : index
      scf.if %is0 {
        memref.store %s, %out[%o0] : memref<?xf32>
        memref.store %x, %out[%o1] : memref<?xf32>
        memref.store %m, %outi[%bid] : memref<?xi32>
      }
      gpu.return
    }
  }
  func.func @run(%a: memref<?xf32>, %ai: memref<?xi32>, %out: memref<?xf32>,
                 %outi: memref<?xi32>, %nb: index, %nt: index) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@red blocks in (%nb, %c1, %c1) threads in (%nt, %c1, %c1)
        args(%a : memref<?xf32>, %ai : memref<?xi32>, %out : memref<?xf32>, %outi : memref<?xi32>)
    return
  }
}
"""


@pytest.mark.parametrize("threads", [1, 7, 32, 48, 64, 100])
def test_uniform_all_reduce_rewritten_as_shuffles_matches_numpy(threads: int) -> None:
    """MLIR's all-reduce rewrite (subgroup shuffles, a workgroup buffer, barriers), what
    convert-gpu-to-nvvm applies first, run on the emulator: a sum, an integer max and a
    reduction with a body, over full and partial subgroups."""
    from irlite.targets.gpu_emu import GPU_EMU_PIPELINE

    pipe = GPU_EMU_PIPELINE[:-1] + ",test-all-reduce-lowering)"
    m = irlite.compile(UNIFORM_REDUCE, target="gpu-emu", pipeline=pipe)
    assert not [o for o in m.lowered.walk() if o.name == "gpu.all_reduce"]
    assert any(o.name == "gpu.shuffle" for o in m.lowered.walk())
    nb = 3
    rng = np.random.default_rng(threads)
    a = rng.integers(-50, 50, nb * threads).astype(np.float32) * 0.25  # exact sums
    ai = rng.integers(-1000, 1000, nb * threads).astype(np.int32)
    out = np.zeros(2 * nb, np.float32)
    outi = np.zeros(nb, np.int32)
    m.run(a, ai, out, outi, nb, threads)
    r, ri = a.reshape(nb, threads), ai.reshape(nb, threads)
    assert np.array_equal(out.reshape(nb, 2)[:, 0], r.sum(1))
    assert np.array_equal(out.reshape(nb, 2)[:, 1], r.min(1))
    assert np.array_equal(outi, ri.max(1))


ROW_REDUCTIONS = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%x: tensor<3x600xf32>, %k: tensor<3x600xi32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xi32>) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %zi = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3xf32>
  %ei = tensor.empty() : tensor<3xi32>
  %s0 = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %x0 = linalg.fill ins(%zi : i32) outs(%ei : tensor<3xi32>) -> tensor<3xi32>
  %s = linalg.reduce ins(%x : tensor<3x600xf32>) outs(%s0 : tensor<3xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %m = linalg.reduce ins(%x : tensor<3x600xf32>) outs(%m0 : tensor<3xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.maximumf %in, %acc : f32
      linalg.yield %t : f32
    }
  %o = linalg.reduce ins(%k : tensor<3x600xi32>) outs(%x0 : tensor<3xi32>) dimensions = [1]
    (%in: i32, %acc: i32) {
      %t = arith.xori %in, %acc : i32
      linalg.yield %t : i32
    }
  return %s, %m, %o : tensor<3xf32>, tensor<3xf32>, tensor<3xi32>
}
"""


def test_row_reductions_use_the_whole_block() -> None:
    """Rows longer than a block: each of the 256 threads reduces a strided part of its
    row, then one gpu.all_reduce; a float sum within rounding of numpy's (reassociated,
    as every GPU reduction), max and xor exact."""
    m = irlite.compile(ROW_REDUCTIONS, target="gpu-emu")
    assert "scf-parallel-block-reductions" in m.pipeline
    assert sum(1 for o in m.lowered.walk() if o.name == "gpu.all_reduce") == 3
    rng = np.random.default_rng(5)
    x = rng.standard_normal((3, 600)).astype(np.float32)
    k = rng.integers(0, 1 << 30, (3, 600)).astype(np.int32)
    s, mx, o = m.f(x, k)
    np.testing.assert_allclose(s, x.sum(1), rtol=1e-5, atol=1e-5)
    assert np.array_equal(mx, x.max(1))
    assert np.array_equal(o, np.bitwise_xor.reduce(k, axis=1))


def _random_tensor_programs(n: int) -> list:
    from hypothesis import given, settings
    from hypothesis import strategies as st
    from support.linalg_programs import StructuredProgram

    out: list = []

    @settings(max_examples=n, derandomize=True, deadline=None, database=None)
    @given(st.data())
    def gen(data) -> None:  # noqa: ANN001
        p = StructuredProgram.draw(data.draw)
        out.append((p, p.draw_inputs(data.draw(st.integers(0, 2**31 - 1)))))

    gen()
    return out


@pytest.mark.parametrize("case", range(20))
def test_random_tensor_programs_on_gpu_emu(case: int) -> None:
    """Random tensor programs (elementwise chains, reductions, broadcasts, integer ops)
    through the GPU kernel pipeline (nests fused, tiled, mapped) on the emulator: the
    interpreter's results, to float rounding. (Their reductions are small or over every
    dimension; row reductions long enough for a block are test_row_reductions_...)"""
    p, inputs = _random_tensor_programs(20)[case]
    text = p.tensor_text()
    want = irlite.compile(text, target="interp").f(*inputs)
    got = irlite.compile(text, target="gpu-emu").f(*inputs)
    want, got = (x if isinstance(x, tuple) else (x,) for x in (want, got))
    for w, a in zip(want, got):
        scale = max(1.0, float(np.max(np.abs(w)))) if w.size else 1.0
        np.testing.assert_allclose(a, w, rtol=2e-5, atol=2e-6 * scale)


FULL_REDUCTION = """
func.func @f(%x: tensor<3000xf32>) -> (tensor<f32>, tensor<f32>) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<f32>
  %s0 = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %s = linalg.reduce ins(%x : tensor<3000xf32>) outs(%s0 : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %m = linalg.reduce ins(%x : tensor<3000xf32>) outs(%m0 : tensor<f32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %t = arith.maxnumf %in, %acc : f32
      linalg.yield %t : f32
    }
  return %s, %m : tensor<f32>, tensor<f32>
}
"""


def test_full_reductions_run_on_one_block() -> None:
    """A reduction over every dimension has no rows to map: it becomes a kernel of one
    block whose 256 threads reduce strided parts, then one gpu.all_reduce (not a loop on
    the host)."""
    m = irlite.compile(FULL_REDUCTION, target="gpu-emu")
    assert sum(1 for o in m.lowered.walk() if o.name == "gpu.all_reduce") == 2
    host = next(o for o in m.lowered.regions[0].blocks[0].ops if o.name == "func.func")
    assert not [o for o in host.walk() if o.name == "scf.for"]
    x = np.random.default_rng(2).standard_normal(3000).astype(np.float32)
    s, mx = m.f(x)
    np.testing.assert_allclose(s, x.sum(), rtol=1e-5, atol=1e-4)
    assert mx == x.max()


@pytest.mark.parametrize("name,subs", [
    ("softmax", {"4096x4096": "5x600", "tensor<4096xf32>": "tensor<5xf32>"}),
    ("layernorm", {"4096x1024": "4x300", "tensor<4096xf32>": "tensor<4xf32>",
                   "tensor<1024xf32>": "tensor<300xf32>", "1024.0": "300.0"}),
])  # fmt: skip
def test_row_programs_become_one_kernel_a_block_per_row(name: str, subs: dict) -> None:
    """softmax and layernorm, rows longer than a block and not a multiple of it: their
    row reductions and row tiles merge into one kernel (scf-parallel-row-fusion), a block
    per row with barriers between the steps, their intermediate rows in shared memory,
    and give the CPU's results."""
    with open(f"{_BENCH}/{name}.mlir") as f:  # benchmarks/workloads is in the tree
        src = f.read()
    for a, b in subs.items():
        src = src.replace(a, b)
    emu = irlite.compile(src, target="gpu-emu")
    assert "scf-parallel-row-fusion" in emu.pipeline
    assert sum(1 for o in emu.lowered.walk() if o.name == "gpu.launch_func") == 1
    assert sum(1 for o in emu.lowered.walk() if o.name == "gpu.barrier") >= 3
    # the intermediate rows live in the block's shared memory, not in a host allocation
    kernel = next(o for o in emu.lowered.walk() if o.name == "gpu.func")
    assert kernel.get_attr("workgroup_attributions").value >= 1
    host = next(o for o in emu.lowered.regions[0].blocks[0].ops if o.name == "func.func")
    full = [
        o for o in host.walk() if o.name == "memref.alloc" and len(o.results[0].type.shape) == 2
    ]
    assert len(full) == 1, full  # the result only
    fn = next(o for o in emu.module.regions[0].blocks[0].ops if o.name == "func.func")
    rng = np.random.default_rng(3)
    args = [
        rng.standard_normal(tuple(t.shape)).astype(np.float32)
        for t in fn.properties["function_type"].value.inputs
    ]
    got = getattr(emu, name)(*args)
    cpu = getattr(irlite.compile(src, target="cpu"), name)(*args)
    np.testing.assert_allclose(got, cpu, rtol=2e-5, atol=2e-6)


_COARSE = {
    "softmax": {"4096x4096": "3x1024", "tensor<4096xf32>": "tensor<3xf32>"},
    "layernorm": {"4096x1024": "2x2048", "tensor<4096xf32>": "tensor<2xf32>",
                  "tensor<1024xf32>": "tensor<2048xf32>", "1024.0": "2048.0"},
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(_COARSE))
def test_coarsened_threads_keep_the_results(name: str) -> None:
    """Rows of whole stretches of 4 x 256 columns: each thread takes four consecutive
    columns per step (scf-parallel-coarsen-threads, the buffers assumed 16-byte aligned)
    and the kernel still gives the CPU's results."""
    with open(f"{_BENCH}/{name}.mlir") as f:  # benchmarks/workloads is in the tree
        src = f.read()
    for a, b in _COARSE[name].items():
        src = src.replace(a, b)
    emu = irlite.compile(src, target="gpu-emu")
    assert "scf-parallel-coarsen-threads" in emu.pipeline
    assert any(o.name == "memref.assume_alignment" for o in emu.lowered.walk())
    fn = next(o for o in emu.module.regions[0].blocks[0].ops if o.name == "func.func")
    rng = np.random.default_rng(4)
    args = [
        rng.standard_normal(tuple(t.shape)).astype(np.float32)
        for t in fn.properties["function_type"].value.inputs
    ]
    got = getattr(emu, name)(*args)
    cpu = getattr(irlite.compile(src, target="cpu"), name)(*args)
    np.testing.assert_allclose(got, cpu, rtol=2e-5, atol=2e-6)


def test_long_full_reductions_use_many_blocks() -> None:
    """A reduction over every dimension of 5000 elements (at least 2 x 256 x 8) runs in
    two stages: 2 blocks reduce strided shares into partials, then one subgroup reduces
    the partials into the result (two kernels per reduction); numpy's results (a float sum
    to rounding, max exact), and the kernels assemble when ptxas is there."""
    from irlite.targets.cuda import find_ptxas, module_ptx, ptxas_check

    src = FULL_REDUCTION.replace("3000", "5000")
    m = irlite.compile(src, target="gpu-emu")
    launches = [o for o in m.lowered.walk() if o.name == "gpu.launch_func"]
    assert len(launches) == 4
    # the 2 partials: a row short enough for one subgroup (gpu.subgroup_reduce)
    assert sum(1 for o in m.lowered.walk() if o.name == "gpu.all_reduce") == 2
    assert sum(1 for o in m.lowered.walk() if o.name == "gpu.subgroup_reduce") == 2
    x = np.random.default_rng(6).standard_normal(5000).astype(np.float32)
    s, mx = m.f(x)
    np.testing.assert_allclose(s, x.sum(), rtol=1e-5, atol=1e-4)
    assert mx == x.max()
    if find_ptxas() is not None:
        assert all(ptxas_check(p, "sm_90") for p in module_ptx(m.lowered).values())


# UNIFORM_REDUCE's kernel and launcher with a body of subgroup reductions, every lane
# storing its subgroup's totals
SUBGROUP_REDUCE = (
    UNIFORM_REDUCE[: UNIFORM_REDUCE.index("      %c0 = arith.constant 0")]
    + """      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %v = memref.load %a[%i] : memref<?xf32>
      %w = memref.load %ai[%i] : memref<?xi32>
      %s = gpu.subgroup_reduce add %v uniform : (f32) -> f32
      %m = gpu.subgroup_reduce maxsi %w uniform : (i32) -> i32
      memref.store %s, %out[%i] : memref<?xf32>
      memref.store %m, %outi[%i] : memref<?xi32>
"""
    + UNIFORM_REDUCE[UNIFORM_REDUCE.index("      gpu.return") :]
)


@pytest.mark.parametrize("threads", [1, 7, 32, 48, 64, 100])
def test_uniform_subgroup_reduce_rewritten_as_shuffles_matches_numpy(threads: int) -> None:
    """gpu.subgroup_reduce as the subgroup's xor butterfly (test-gpu-subgroup-reduce-
    lowering{expand-to-shuffles}, what convert-gpu-to-nvvm applies first), on the
    emulator: every lane gets its subgroup's total, in full and partial subgroups; the
    lowered kernel assembles when ptxas is there."""
    from irlite.targets.cuda import find_ptxas, module_ptx, ptxas_check
    from irlite.targets.gpu_emu import GPU_EMU_PIPELINE

    pipe = GPU_EMU_PIPELINE[:-1] + ",test-gpu-subgroup-reduce-lowering{expand-to-shuffles})"
    m = irlite.compile(SUBGROUP_REDUCE, target="gpu-emu", pipeline=pipe)
    assert not [o for o in m.lowered.walk() if o.name == "gpu.subgroup_reduce"]
    assert any(o.name == "gpu.shuffle" for o in m.lowered.walk())
    nb = 2
    rng = np.random.default_rng(threads)
    a = rng.integers(-50, 50, nb * threads).astype(np.float32) * 0.25  # exact sums
    ai = rng.integers(-1000, 1000, nb * threads).astype(np.int32)
    out = np.zeros(nb * threads, np.float32)
    outi = np.zeros(nb * threads, np.int32)
    m.run(a, ai, out, outi, nb, threads)
    want, wanti = np.empty_like(out), np.empty_like(outi)
    for b in range(nb):
        for s in range(0, threads, 32):
            lo, hi = b * threads + s, b * threads + min(s + 32, threads)
            want[lo:hi], wanti[lo:hi] = a[lo:hi].sum(), ai[lo:hi].max()
    assert np.array_equal(out, want)
    assert np.array_equal(outi, wanti)
    if find_ptxas() is not None:
        plain = irlite.compile(SUBGROUP_REDUCE, target="gpu-emu").lowered
        assert all(ptxas_check(p, "sm_90") for p in module_ptx(plain).values())


def test_short_rows_get_a_subgroup_each() -> None:
    """Rows of 40 elements: a subgroup (32 lanes) per row, 8 rows to a block of 256, the
    last block partial (11 rows); gpu.subgroup_reduce, no block all-reduce, numpy's
    results (a float sum to rounding, max and xor exact)."""
    text = (
        ROW_REDUCTIONS.replace("3x600", "11x40")
        .replace("tensor<3xf32>", "tensor<11xf32>")
        .replace("tensor<3xi32>", "tensor<11xi32>")
    )
    m = irlite.compile(text, target="gpu-emu")
    assert sum(1 for o in m.lowered.walk() if o.name == "gpu.subgroup_reduce") == 3
    assert not any(o.name == "gpu.all_reduce" for o in m.lowered.walk())
    rng = np.random.default_rng(7)
    x = rng.standard_normal((11, 40)).astype(np.float32)
    k = rng.integers(0, 1 << 30, (11, 40)).astype(np.int32)
    s, mx, o = m.f(x, k)
    np.testing.assert_allclose(s, x.sum(1), rtol=1e-5, atol=1e-5)
    assert np.array_equal(mx, x.max(1))
    assert np.array_equal(o, np.bitwise_xor.reduce(k, axis=1))


@pytest.mark.parametrize("rows,cols", [(3, 40), (11, 64), (9, 17)])
def test_short_row_programs_are_one_kernel_a_subgroup_per_row(rows: int, cols: int) -> None:
    """softmax with rows of at most 64: a subgroup per row, 8 rows a block, the row
    reductions and row tiles still one kernel (barriers between the steps, a row past
    the end skipped by its subgroup); the CPU's results; the kernel assembles."""

    from irlite.targets.cuda import find_ptxas, module_ptx, ptxas_check

    with open(f"{_BENCH}/softmax.mlir") as f:  # benchmarks/workloads is in the tree
        src = f.read()
    src = src.replace("4096x4096", f"{rows}x{cols}").replace(
        "tensor<4096xf32>", f"tensor<{rows}xf32>"
    )
    emu = irlite.compile(src, target="gpu-emu")
    assert sum(1 for o in emu.lowered.walk() if o.name == "gpu.launch_func") == 1
    assert sum(1 for o in emu.lowered.walk() if o.name == "gpu.subgroup_reduce") == 2
    x = np.random.default_rng(rows).standard_normal((rows, cols)).astype(np.float32)
    got = emu.softmax(x)
    cpu = irlite.compile(src, target="cpu").softmax(x)
    np.testing.assert_allclose(got, cpu, rtol=2e-5, atol=2e-6)
    if find_ptxas() is not None:
        assert all(ptxas_check(p, "sm_90") for p in module_ptx(emu.lowered).values())
