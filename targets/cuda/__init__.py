"""``targets/cuda``: PTX for the ``gpu.module``s of a module (llvmlite's NVPTX back end),
checked by ``ptxas`` (``ptx.py``), launched through cupy when a GPU is there
(``launch.py``)."""

from __future__ import annotations

from .launch import Kernel, available, launch
from .ptx import (
    DEFAULT_CHIP,
    DEFAULT_FEATURES,
    PtxasError,
    find_libdevice,
    find_ptxas,
    gpu_module_llvm_ir,
    llvm_ir_to_ptx,
    module_ptx,
    ptxas_check,
)

__all__ = [
    "DEFAULT_CHIP",
    "DEFAULT_FEATURES",
    "Kernel",
    "PtxasError",
    "available",
    "find_libdevice",
    "find_ptxas",
    "gpu_module_llvm_ir",
    "launch",
    "llvm_ir_to_ptx",
    "module_ptx",
    "ptxas_check",
]


def _register() -> None:
    from ...passes.transforms.gpu_module_to_binary import register_serializer
    from .serialize import serialize_nvvm

    register_serializer("nvvm", serialize_nvvm)


_register()
