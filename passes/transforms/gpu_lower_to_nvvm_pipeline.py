"""``gpu-lower-to-nvvm-pipeline``: MLIR 19's ``buildLowerToNVVMPassPipeline``, the part
irlite has.

``gpu-kernel-outlining``, ``nvvm-attach-target{chip=sm_90}`` (MLIR's default chip,
``sm_50``, is one CUDA 13's ``ptxas`` no longer accepts), then on each ``gpu.module`` ``convert-gpu-to-nvvm``, ``canonicalize``,
``cse``, and ``gpu-module-to-binary`` (``fatbin``, which needs ``ptxas`` and
``fatbinary``): kernels become binaries that the host's ``gpu.launch_func`` names.

What it does not do: take MLIR's options (run the passes one by one for another chip or
format), lower the host side (MLIR's ``gpu-to-llvm``: irlite launches kernels from Python,
``targets/cuda``), ``convert-linalg-to-loops``/``convert-nvgpu-to-nvvm`` and the other
host lowerings MLIR runs first.
"""

from __future__ import annotations

from ..infra.registry import register_pass_pipeline

__all__ = ["PIPELINE"]

#: The passes of ``gpu-lower-to-nvvm-pipeline``, as pipeline text.
PIPELINE = (
    "gpu-kernel-outlining,nvvm-attach-target{chip=sm_90},"
    "gpu.module(convert-gpu-to-nvvm,canonicalize,cse),gpu-module-to-binary"
)

register_pass_pipeline(
    "gpu-lower-to-nvvm-pipeline",
    "The default pipeline lowers main dialects (arith, memref, scf, vector, gpu, and nvgpu) "
    "to NVVM. It starts by lowering GPU code to the specified compilation target (default "
    "is fatbin) then lowers the host code.",
    PIPELINE,
)
