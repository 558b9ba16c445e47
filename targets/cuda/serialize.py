"""The ``nvvm`` serializer of ``gpu-module-to-binary``: a ``gpu.module`` for one
``#nvvm.target`` as LLVM IR (``offload``), PTX (``assembly``, NUL-terminated as MLIR stores
it), a cubin (``bin``, ``ptxas``) or a fat binary (``fatbin``, ``ptxas`` + ``fatbinary``).
Registered with the pass when this package is imported.

What it does not do: honour ``flags``/``link`` of the target (libdevice is linked when
math needs it, whatever ``link`` says).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from typing import Any

__all__ = ["serialize_nvvm"]


def _tool(name: str) -> str | None:
    p = shutil.which(name)
    if p is None and os.path.exists(f"/usr/local/cuda/bin/{name}"):
        p = f"/usr/local/cuda/bin/{name}"
    return p


def _fatbin(ptx: str, chip: str) -> bytes:
    from .ptx import ptxas_check

    cubin = ptxas_check(ptx, chip)
    exe = _tool("fatbinary")
    if cubin is None or exe is None:
        raise RuntimeError("ptxas and fatbinary (CUDA toolkit) are needed for format=fatbin")
    with tempfile.TemporaryDirectory() as d:
        c, x, f = (os.path.join(d, n) for n in ("k.cubin", "k.ptx", "k.fatbin"))
        with open(c, "wb") as fh:
            fh.write(cubin)
        with open(x, "w") as fh:
            fh.write(ptx)
        sm = chip.replace("sm_", "")
        r = subprocess.run(
            [exe, "-64", f"--image3=kind=elf,sm={sm},file={c}",
             f"--image3=kind=ptx,sm={sm},file={x}", f"--create={f}"],
            capture_output=True, text=True,
        )  # fmt: skip
        if r.returncode != 0:
            raise RuntimeError(r.stderr.strip())
        with open(f, "rb") as fh:
            return fh.read()


def serialize_nvvm(gm: Any, target: Any, fmt: str) -> str:
    """The object data of ``gm`` for ``target`` in format ``fmt`` (see the module doc)."""
    from ...rules.nvvm import target_params
    from .ptx import DEFAULT_FEATURES, gpu_module_llvm_ir, llvm_ir_to_ptx, ptxas_check

    p = target_params(target)
    ir = gpu_module_llvm_ir(gm)
    if fmt == "offload":
        return ir
    features = p["features"] if p["features"] != "+ptx60" else DEFAULT_FEATURES
    ptx = llvm_ir_to_ptx(ir, p["chip"], features, p["O"])
    if fmt == "assembly":
        return ptx + "\0"
    if fmt == "bin":
        cubin = ptxas_check(ptx, p["chip"])
        if cubin is None:
            raise RuntimeError("ptxas (CUDA toolkit) is needed for format=bin")
        return cubin.decode("utf-8", "surrogateescape")
    return _fatbin(ptx, p["chip"]).decode("utf-8", "surrogateescape")
