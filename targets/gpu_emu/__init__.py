"""``target="gpu-emu"``: the ``gpu`` dialect's kernels run on the CPU over their grid.

``compile_gpu_emu`` lowers a module's mapped parallel loops to kernels with MLIR's
passes (``GPU_EMU_PIPELINE``: gpu-map-parallel-loops, convert-parallel-loops-to-gpu,
canonicalize, gpu-launch-sink-index-computations, gpu-kernel-outlining, and irlite's
gpu-promote-workgroup-allocas) and runs the host functions in the reference interpreter,
each ``gpu.launch_func`` through ``emulator.launch_kernel`` (threads, barriers, shared
memory and shuffles honoured). It is how the GPU path is tested without a GPU: same
call, same results as ``target="interp"``. (The constants sunk into the kernels let
LLVM see the strides and offsets the 128-bit accesses need.)

Tensor programs take the CPU plan's steps up to the llvm conversions first, with linalg
ops as ``scf.parallel`` nests, those over the same range fused, tiled by 1 x 256, each
row reduction given the 256 threads of a block (``scf-parallel-block-reductions``), the
row nests of a program over the same rows merged into one kernel with its intermediate
rows in shared memory (``scf-parallel-row-fusion``), and each thread four consecutive
columns per step (``scf-parallel-coarsen-threads``; ``kernel_pipeline``).

What it does not do: time anything, or choose block sizes (a mapped dimension is one
block per iteration, as ``gpu-map-parallel-loops`` maps it).
"""

from __future__ import annotations

from typing import Any

from .emulator import BARRIER_TIMEOUT, SUBGROUP_SIZE, KernelThread, launch_kernel

__all__ = [
    "BARRIER_TIMEOUT",
    "GPU_EMU_PIPELINE",
    "SUBGROUP_SIZE",
    "TENSOR_TILING",
    "KernelThread",
    "compile_gpu_emu",
    "kernel_pipeline",
    "launch_kernel",
    "lower_to_kernels",
]

#: What ``target="gpu-emu"`` runs before emulating (``pipeline=`` overrides it).
GPU_EMU_PIPELINE = (
    "builtin.module(func.func(gpu-map-parallel-loops),convert-parallel-loops-to-gpu,"
    "canonicalize,gpu-launch-sink-index-computations,gpu-kernel-outlining,"
    "gpu-promote-workgroup-allocas)"
)

#: Tensor programs' loops (steps of 1) are tiled first, so that a nest's last dimension
#: runs on 256 threads of a block. (Not for any scf.parallel: MLIR 19's in-bound check of
#: ``no-min-max-bounds`` multiplies an induction variable that already moves by the step
#: by the step again, which drops iterations of loops whose step is not 1; irlite's
#: ``scf-parallel-loop-tiling`` does as MLIR does.)
TENSOR_TILING = "scf-parallel-loop-tiling{parallel-loop-tile-sizes=1,256 no-min-max-bounds}"


#: A row reduction, a tile of one row after the tiling above, is then reduced by the 256
#: threads of its block (strided loads, one ``gpu.all_reduce``), not walked by one thread.
#: Before the tiling, ``scf-parallel-loop-fusion`` merges nests over the same range (a
#: reduction's fill and the reduction: one kernel, whose first thread initializes the cell).
BLOCK_REDUCTIONS = "scf-parallel-block-reductions{block-size=256}"

#: ... and the row reductions and row tiles of one program over the same rows one kernel,
#: a block per row (softmax and layernorm: one kernel instead of four), the rows of its
#: intermediates in up to 32 KB of the block's shared memory (of the 48 KB a kernel may
#: have without opting in), not in global memory.
ROW_FUSION = "scf-parallel-row-fusion{block-size=256 shared-bytes=32768}"

#: ... and each thread of a row kernel four consecutive columns per step, the buffers
#: assumed 16-byte aligned: 128-bit loads and stores (``ld.global.v4``).
COARSEN = "scf-parallel-coarsen-threads{elements=4 block-size=256}"


#: The CPU plan's steps a GPU lowering leaves out: CPU codegen (micro-kernel, loop fusion,
#: row buffers, accumulator promotion, math as polynomials: the GPU has its own math
#: functions, loops over 512-bit vectors and prefetches of the next row), and everything
#: from the first conversion to llvm on.
_CPU_ONLY = (
    "linalg-matmul-to-microkernel",
    "scf-for-loop-fusion",
    "scf-for-contract-buffers",
    "promote-loop-accumulators",
    "math-polynomial-approximation",
    "scf-for-vectorize",
    "scf-for-row-prefetch",
)


def kernel_pipeline(module: Any) -> str:
    """The pipeline that takes ``module`` to kernels: for tensor/linalg modules, the CPU
    plan's steps up to the llvm conversions (``targets/pipeline.py``), with linalg ops as
    ``scf.parallel`` nests (``convert-linalg-to-parallel-loops``), then
    ``GPU_EMU_PIPELINE``'s mapping and outlining."""
    from ..pipeline import default_pipeline

    steps = []
    for s in default_pipeline(module, fast_math=False).steps:
        t = s.text
        if "to-llvm" in t or t.startswith("convert-scf-to-cf") or t == "reconcile-unrealized-casts":
            break
        if t.split("{", 1)[0] in _CPU_ONLY:
            continue
        steps.append("convert-linalg-to-parallel-loops" if t == "convert-linalg-to-loops" else t)
    tail = GPU_EMU_PIPELINE[len("builtin.module(") : -1]
    if not steps or steps == ["arith-expand{ceil-floor-div-only=true}"]:
        return GPU_EMU_PIPELINE
    return (
        "builtin.module("
        + ",".join(
            steps
            + ["scf-parallel-loop-fusion", TENSOR_TILING, BLOCK_REDUCTIONS, ROW_FUSION, COARSEN]
            + [tail]
        )
        + ")"
    )


def lower_to_kernels(module: Any, ctx: Any, pipeline: str | None = None) -> Any:
    """A copy of ``module`` with its parallel loops outlined as kernels (``pipeline``, or
    ``kernel_pipeline(module)``)."""
    from ..compile import _pass_manager, _run_pm

    lowered = module.clone()
    text = pipeline or kernel_pipeline(module)
    _run_pm(_pass_manager(text, ctx), lowered, text)
    return lowered


def compile_gpu_emu(
    module: Any,
    funcs: list,
    ctx: Any,
    opt_level: int,
    max_steps: int | None,
    pipeline: str | None = None,
) -> Any:
    """The ``CompiledModule`` of ``module`` for ``target="gpu-emu"``."""
    from ..compile import CompiledModule, _interp_callable
    from ..interp import Interpreter

    lowered = lower_to_kernels(module, ctx, pipeline)
    table = {
        name: _interp_callable(Interpreter, lowered, max_steps, name, ftype)
        for name, ftype in funcs
    }
    m = CompiledModule("gpu-emu", opt_level, module, table, lowered)
    m.pipeline = pipeline or kernel_pipeline(module)
    return m
