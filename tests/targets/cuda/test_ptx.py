"""targets/cuda: gpu.module -> LLVM IR (nvptx64) -> PTX via llvmlite; every kernel's PTX
passes ``ptxas -arch=sm_90`` (skipped with a reason when ptxas is absent)."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.targets.cuda import find_ptxas, gpu_module_llvm_ir, module_ptx, ptxas_check

sys.path.insert(0, __file__.rsplit("/", 2)[0] + "/gpu_emu")
from test_gpu_emu import KERNEL, UNIFORM_REDUCE, _program  # noqa: E402

needs_ptxas = pytest.mark.skipif(find_ptxas() is None, reason="ptxas (CUDA toolkit) not installed")

# the emulator's kernel without its block reductions (not lowered to NVVM)
SYNC_KERNEL = (
    KERNEL[: KERNEL.index("      %t = gpu.all_reduce")]
    + "      %t = arith.addf %x5, %w : f32\n      %m = arith.mulf %x5, %v : f32\n"
    + KERNEL[KERNEL.index("      %up, %okup") :]
)

OUTLINED = """
func.func @launch(%arg0: memref<?xf32, 1>, %arg1: memref<?xf32, 1>, %n: index) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %cst = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %i0 = arith.muli %bx, %sx : index
    %i = arith.addi %i0, %tx : index
    %v = memref.load %arg0[%i] : memref<?xf32, 1>
    %w = arith.mulf %v, %cst : f32
    memref.store %w, %arg1[%i] : memref<?xf32, 1>
    gpu.terminator
  }
  return
}
"""


def _module(text: str, pipeline: str | None = None):
    from irlite.passes.infra.manager import PassManager

    ctx = Context()
    m = parse_module(text, ctx)
    if pipeline:
        assert PassManager.from_pipeline(pipeline, ctx).run(m)
    return m


def test_llvm_ir_of_a_kernel() -> None:
    m = _module(OUTLINED, "builtin.module(gpu-kernel-outlining)")
    gm = next(o for o in m.regions[0].blocks[0].ops if o.name == "gpu.module")
    ir = gpu_module_llvm_ir(gm)
    assert 'target triple = "nvptx64-nvidia-cuda"' in ir
    assert "define ptx_kernel void @launch_kernel(" in ir
    assert "call i32 @llvm.nvvm.read.ptx.sreg.tid.x()" in ir
    assert "ptr addrspace(1)" in ir


def _check(ptx: str, entries: list[str]) -> None:
    assert ".version 8.0" in ptx  # <= 9.0: the CUDA 13 driver loads it
    assert ".target sm_90" in ptx
    for e in entries:
        assert f".visible .entry {e}(" in ptx
    if find_ptxas() is not None:
        assert ptxas_check(ptx, "sm_90")


def test_ptx_of_an_outlined_launch() -> None:
    ptx = module_ptx(_module(OUTLINED, "builtin.module(gpu-kernel-outlining)"))
    _check(ptx["launch_kernel"], ["launch_kernel"])
    assert "ld.global" in ptx["launch_kernel"] and "st.global" in ptx["launch_kernel"]


def test_ptx_shared_memory_barrier_shuffles() -> None:
    ptx = module_ptx(_module(SYNC_KERNEL))["k"]
    _check(ptx, ["rows"])
    assert ".shared .align 16 .b8 __wg_rows_0[256]" in ptx
    assert "bar.sync \t0" in ptx
    assert ptx.count("shfl.sync.bfly.b32") == 5
    assert "shfl.sync.up.b32" in ptx


def test_ptx_of_uniform_all_reduces() -> None:
    """Uniform gpu.all_reduce (a sum, an integer max, one with a body) lowered as MLIR
    does: butterfly shuffles within each warp, a shared buffer per reduction, barriers."""
    ptx = module_ptx(_module(UNIFORM_REDUCE))["k"]
    _check(ptx, ["red"])
    assert ptx.count("shfl.sync.bfly.b32") == 3 * 20  # per reduction: 2 stages x (5 + 5)
    assert ptx.count(".shared .align 16 .b8 __wg_red_") == 3
    assert "bar.sync \t0" in ptx


def test_nvvm_target_chooses_chip_and_features() -> None:
    m = _module(
        OUTLINED,
        "builtin.module(gpu-kernel-outlining,nvvm-attach-target{chip=sm_80 features=+ptx78 O=2})",
    )
    ptx = module_ptx(m)["launch_kernel"]
    assert ".target sm_80" in ptx and ".version 7.8" in ptx


@needs_ptxas
def test_random_parallel_programs_assemble() -> None:
    from irlite.targets.gpu_emu import GPU_EMU_PIPELINE

    rng = random.Random(15)
    n = 0
    for _ in range(12):
        text, _, _ = _program(rng)
        m = _module(text, GPU_EMU_PIPELINE)
        for name, ptx in module_ptx(m).items():
            _check(ptx, [name])
            n += 1
    assert n == 12


def test_translate_tool_prints_ptx(tmp_path) -> None:
    f = tmp_path / "k.mlir"
    f.write_text(SYNC_KERNEL)
    r = subprocess.run(
        [sys.executable, "-m", "irlite.tools.translate", "--mlir-to-ptx", str(f)],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("// gpu.module @k\n")
    assert ".visible .entry rows(" in r.stdout


def test_unlowerable_op_is_a_located_error(tmp_path) -> None:
    f = tmp_path / "k.mlir"
    f.write_text(KERNEL)
    r = subprocess.run(
        [sys.executable, "-m", "irlite.tools.translate", "--mlir-to-ptx", str(f)],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 1
    assert "error: 'gpu.all_reduce' op is not lowered to NVVM by irlite" in r.stderr
    assert "Traceback" not in r.stderr


def test_cupy_launch_matches_numpy() -> None:
    from irlite.targets.cuda import available, launch

    if not available():
        pytest.skip("cupy or a CUDA GPU is not available")
    import numpy as np

    m = _module(OUTLINED, "builtin.module(gpu-kernel-outlining)")
    ptx = module_ptx(m)["launch_kernel"]
    gm = next(o for o in m.regions[0].blocks[0].ops if o.name == "gpu.module")
    kf = gm.regions[0].blocks[0].first
    types = list(kf.properties["function_type"].value.inputs)
    a = np.arange(128, dtype=np.float32)
    out = np.zeros_like(a)
    launch(ptx, "launch_kernel", (4, 1, 1), (32, 1, 1), [a, np.float32(2.0), out], types)
    assert np.array_equal(out, a * 2)


@needs_ptxas
@pytest.mark.parametrize("fmt,magic", [("bin", b"\x7fELF"), ("fatbin", b"\x50\xed\x55\xba")])
def test_module_to_binary_objects(fmt: str, magic: bytes) -> None:
    from irlite.ir.attributes import StringAttr

    m = _module(
        OUTLINED,
        "builtin.module(gpu-kernel-outlining,nvvm-attach-target{chip=sm_90},"
        f"gpu.module(convert-gpu-to-nvvm),gpu-module-to-binary{{format={fmt}}})",
    )
    (b,) = [o for o in m.regions[0].blocks[0].ops if o.name == "gpu.binary"]
    (obj,) = b.properties["objects"].value
    text = obj.params_text
    start = text.index("}, ") + 3  # after the properties
    lit = text[text.index('"', start) : text.rindex('"') + 1]
    from irlite.ir.context import Context as _C  # parse the string literal back
    from irlite.ir.module import parse_module as _p

    s = _p(f'"x.y"() {{s = {lit}}} : () -> ()', _C(allow_unregistered=True))
    data = s.regions[0].blocks[0].first.attributes["s"]
    assert isinstance(data, StringAttr)
    raw = data.value.encode("utf-8", "surrogateescape")
    assert raw.startswith(magic)


@needs_ptxas
@pytest.mark.parametrize("name", ["relu_sum", "softmax", "layernorm", "mlp"])
def test_tensor_workload_kernels_assemble(name: str) -> None:
    """The kernels of the shared workloads (reduced sizes, gpu-emu's lowering) assemble;
    softmax's exp comes from libdevice (linked, internalized, inlined)."""
    import os

    from test_gpu_emu import _BENCH, _WORKLOADS

    from irlite.targets.cuda import find_libdevice

    path = f"{_BENCH}/{name}.mlir"
    if not os.path.exists(path):
        pytest.skip(f"{path} not found")
    if name == "softmax" and find_libdevice() is None:
        pytest.skip("libdevice not found")
    with open(path) as f:
        src = f.read()
    for a, b in _WORKLOADS[name].items():
        src = src.replace(a, b)
    import irlite

    lowered = irlite.compile(src, target="gpu-emu").lowered
    ptx = module_ptx(lowered)
    assert ptx
    for text in ptx.values():
        _check(text, [])
        assert ".visible .entry " in text
        assert "__nv_" not in text  # libdevice calls were inlined


def test_compile_target_cuda() -> None:
    """target="cuda" compiles without a GPU (PTX made at compile time); calling needs one:
    a RuntimeError without it, numpy's results with it."""
    import numpy as np

    import irlite
    from irlite.targets.cuda import available

    src = """
    func.func @axpy(%a: memref<37xf32>, %b: memref<37xf32>) {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = arith.constant 37 : index
      %k = arith.constant 3.0 : f32
      scf.parallel (%i) = (%c0) to (%n) step (%c1) {
        %x = memref.load %a[%i] : memref<37xf32>
        %y = memref.load %b[%i] : memref<37xf32>
        %m = arith.mulf %x, %k : f32
        %s = arith.addf %m, %y : f32
        memref.store %s, %b[%i] : memref<37xf32>
      }
      return
    }
    """
    m = irlite.compile(src, target="cuda")
    assert list(m.ptx) == ["axpy_kernel"]
    _check(m.ptx["axpy_kernel"], ["axpy_kernel"])
    a = np.arange(37, dtype=np.float32)
    b = np.ones(37, dtype=np.float32)
    if not available():
        with pytest.raises(RuntimeError, match="not available"):
            m.axpy(a, b)
        return
    m.axpy(a, b)
    assert np.array_equal(b, a * np.float32(3) + 1)


def test_cuda_host_path_with_an_emulated_device(monkeypatch) -> None:
    """The host side of target="cuda" (interpreted host code, launch arguments, results
    seen by the host) with the device replaced by the emulator: softmax at a reduced size
    gives the interpreter's result."""
    import importlib
    import os

    import numpy as np

    import irlite

    launch_mod = importlib.import_module("irlite.targets.cuda.launch")
    from irlite.targets.gpu_emu import launch_kernel
    from irlite.targets.interp.values import MemRef

    path = str(Path(__file__).resolve().parents[3] / "benchmarks" / "workloads" / "softmax.mlir")
    if not os.path.exists(path):
        pytest.skip(f"{path} not found")
    with open(path) as f:
        src = f.read().replace("4096", "6")
    m = irlite.compile(src, target="cuda")
    mods = {
        o.properties["sym_name"].value: o
        for o in m.lowered.regions[0].blocks[0].ops
        if o.name == "gpu.module"
    }
    launched = []

    class EmulatedKernel:
        def __init__(self, ptx: str, name: str) -> None:
            # modules with identical kernels have identical PTX: any of them will do
            self.gm = next(mods[k] for k, text in m.ptx.items() if text == ptx)
            self.fn = next(o for o in self.gm.regions[0].blocks[0].ops if o.name == "gpu.func")

        def __call__(self, grid, block, vals, types) -> None:
            launched.append(self.fn.attributes["sym_name"].value)
            args = [
                MemRef(v, np.zeros(v.shape, np.bool_), t) if isinstance(v, np.ndarray) else v
                for v, t in zip(vals, types)
            ]
            launch_kernel(m.lowered, self.fn, grid, block, args)

    monkeypatch.setattr(launch_mod, "Kernel", EmulatedKernel)
    monkeypatch.setattr(launch_mod, "available", lambda: True)
    x = np.random.default_rng(1).standard_normal((6, 6)).astype(np.float32)
    got = m.softmax(x)
    want = irlite.compile(src, target="interp").softmax(x)
    assert len(launched) == len(m.ptx)
    assert np.array_equal(got, want)


def test_row_kernels_load_and_store_128_bits() -> None:
    """benchmarks/gpu.py's programs at full size: relu is 128-bit loads and stores only,
    the row sum's loop and softmax's and layernorm's rows go through ld.global.v4 (and
    their shared-memory rows through ld/st.shared.v4); one kernel each."""
    import re

    import irlite
    from irlite.targets.cuda import find_libdevice

    if find_libdevice() is None:
        pytest.skip("libdevice not found")
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "benchmarks"))
    import gpu

    progs = dict(gpu._programs(False))
    for name in ("relu", "rowsum", "softmax", "layernorm"):
        m = irlite.compile(progs[name], target="cuda")
        assert len(m.ptx) == 1, name
        ptx = next(iter(m.ptx.values()))
        assert re.search(r"ld\.global\.v4\.b32", ptx), name
        if name == "relu":
            assert re.search(r"st\.global\.v4\.b32", ptx)
            assert not re.search(r"(ld|st)\.global\.b32", ptx)
        if name in ("softmax", "layernorm"):
            assert re.search(r"st\.shared\.v4\.b32", ptx) and re.search(r"ld\.shared\.v4", ptx)
