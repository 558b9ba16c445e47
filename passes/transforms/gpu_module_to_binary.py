"""``gpu-module-to-binary``: each ``gpu.module`` becomes a ``gpu.binary`` holding one
``#gpu.object`` per target (MLIR 19's GpuModuleToBinaryPass, NVVM targets).

``format`` is MLIR's: ``isa``/``assembly`` keeps the PTX text (NUL-terminated, as MLIR
stores it), ``bin``/``binary`` a cubin from ``ptxas``, ``fatbin``/``fatbinary`` (the
default) a fat binary from ``ptxas`` and ``fatbinary``, ``llvm``/``offloading`` the
module's LLVM IR; the object records ``properties = {O = N : i32}``. The module must be at
the llvm level (``convert-gpu-to-nvvm``) or still gpu ops (lowered on the fly) and carry
targets (``nvvm-attach-target``): otherwise MLIR's ``the module has no target
attributes``.

What it does not do: ROCDL/SPIR-V targets, the ``toolkit``/``l``/``opts`` options beyond
being recorded, ``section``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from typing import Any

from ...ir.attributes import ArrayAttr, DictionaryAttr, IntegerAttr
from ...ir.builder import Builder
from ...ir.diagnostics import Diagnostic, op_error, report
from ...ir.types import IntegerType
from ..infra.pass_base import Option, Pass, register_pass

__all__ = ["GpuModuleToBinary"]

_FORMATS = {
    "offloading": "offload", "llvm": "offload", "assembly": "assembly", "isa": "assembly",
    "binary": "bin", "bin": "bin", "fatbinary": "fatbin", "fatbin": "fatbin",
}  # fmt: skip


def _tool(name: str) -> str | None:
    p = shutil.which(name)
    if p is None and os.path.exists(f"/usr/local/cuda/bin/{name}"):
        p = f"/usr/local/cuda/bin/{name}"
    return p


def _fatbin(ptx: str, chip: str) -> bytes:
    from ...targets.cuda import ptxas_check

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
        prof = chip.replace("sm_", "")
        r = subprocess.run(
            [exe, "-64", f"--image3=kind=elf,sm={prof},file={c}",
             f"--image3=kind=ptx,sm={prof},file={x}", f"--create={f}"],
            capture_output=True, text=True,
        )  # fmt: skip
        if r.returncode != 0:
            raise RuntimeError(r.stderr.strip())
        with open(f, "rb") as fh:
            return fh.read()


@register_pass(
    "gpu-module-to-binary",
    summary="Transforms a GPU module into a GPU binary.",
    options=[
        Option("toolkit", str, "", "Toolkit path."),
        Option("l", list[str], None, "Extra files to link to."),
        Option("opts", str, "", "Command line options to pass to the tools."),
        Option("format", str, "fatbin", "The target representation of the compilation process."),
        Option("section", str, "", "ELF section where binary is to be located."),
    ],
    anchor="builtin.module",
    display_name="GpuModuleToBinaryPass",
)
class GpuModuleToBinary(Pass):
    """Serializes every ``gpu.module`` of the module for each of its NVVM targets."""

    def run_on_operation(self, op: Any) -> None:
        from ...rules.gpu import object_attr
        from ...rules.nvvm import target_params
        from ...targets.cuda import (
            DEFAULT_FEATURES,
            gpu_module_llvm_ir,
            llvm_ir_to_ptx,
            ptxas_check,
        )

        fmt = _FORMATS.get(self.format)
        if fmt is None:
            report(Diagnostic.error(op.loc, "Invalid format specified."))
            self.signal_pass_failure()
            return
        for gm in list(op.regions[0].blocks[0].ops):
            if gm.name != "gpu.module":
                continue
            targets = gm.properties.get("targets")
            if targets is None or not targets.value:
                report(Diagnostic.error(gm.loc, "the module has no target attributes"))
                self.signal_pass_failure()
                return
            objects = []
            try:
                ir = gpu_module_llvm_ir(gm)
                for t in targets.value:
                    if getattr(t, "dialect", None) != "nvvm":
                        report(op_error(gm, f"unsupported target {t}"))
                        self.signal_pass_failure()
                        return
                    p = target_params(t)
                    features = p["features"] if p["features"] != "+ptx60" else DEFAULT_FEATURES
                    props = DictionaryAttr.get({"O": IntegerAttr.get(IntegerType.get(32), p["O"])})
                    if fmt == "offload":
                        data = ir
                    else:
                        ptx = llvm_ir_to_ptx(ir, p["chip"], features, p["O"])
                        if fmt == "assembly":
                            data = ptx + "\0"
                        elif fmt == "bin":
                            cubin = ptxas_check(ptx, p["chip"])
                            if cubin is None:
                                raise RuntimeError("ptxas (CUDA toolkit) is needed for format=bin")
                            data = cubin.decode("utf-8", "surrogateescape")
                        else:
                            data = _fatbin(ptx, p["chip"]).decode("utf-8", "surrogateescape")
                    objects.append(object_attr(t, fmt, data, props))
            except Exception as e:  # noqa: BLE001 - a located error instead of a traceback
                msgs = getattr(e, "diagnostics", None)
                if msgs:
                    for d in msgs:
                        report(d)
                else:
                    report(op_error(gm, f"failed to serialize: {e}"))
                self.signal_pass_failure()
                return
            name = gm.properties["sym_name"]
            with Builder.before(gm, loc=gm.loc) as b:
                b.create(
                    "gpu.binary", [], [], {"sym_name": name, "objects": ArrayAttr.get(objects)}
                )
            gm.erase()
