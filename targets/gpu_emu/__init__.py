"""``target="gpu-emu"``: the ``gpu`` dialect's kernels run on the CPU over their grid.

``compile_gpu_emu`` lowers a module's mapped parallel loops to kernels with MLIR's
passes (``GPU_EMU_PIPELINE``: gpu-map-parallel-loops, convert-parallel-loops-to-gpu,
gpu-kernel-outlining) and runs the host functions in the reference interpreter, each
``gpu.launch_func`` through ``emulator.launch_kernel`` (threads, barriers, shared memory
and shuffles honoured). It is how the GPU path is tested without a GPU: same call, same
results as ``target="interp"``.

What it does not do: lower tensor programs (bufferize them first), time anything.
"""

from __future__ import annotations

from typing import Any

from .emulator import BARRIER_TIMEOUT, SUBGROUP_SIZE, KernelThread, launch_kernel

__all__ = [
    "BARRIER_TIMEOUT",
    "GPU_EMU_PIPELINE",
    "SUBGROUP_SIZE",
    "KernelThread",
    "compile_gpu_emu",
    "launch_kernel",
    "lower_to_kernels",
]

#: What ``target="gpu-emu"`` runs before emulating (``pipeline=`` overrides it).
GPU_EMU_PIPELINE = (
    "builtin.module(func.func(gpu-map-parallel-loops),convert-parallel-loops-to-gpu,"
    "gpu-kernel-outlining)"
)


def lower_to_kernels(module: Any, ctx: Any, pipeline: str | None = None) -> Any:
    """A copy of ``module`` with its mapped parallel loops outlined as kernels."""
    from ..compile import _pass_manager, _run_pm

    lowered = module.clone()
    text = pipeline or GPU_EMU_PIPELINE
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
    m.pipeline = pipeline or GPU_EMU_PIPELINE
    return m
