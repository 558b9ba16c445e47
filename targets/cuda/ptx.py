"""``gpu.module`` -> LLVM IR for ``nvptx64-nvidia-cuda`` -> PTX, through llvmlite's NVPTX
back end; ``ptxas`` checks it when the CUDA toolkit is installed.

``gpu_module_llvm_ir(gm)`` lowers a copy of the ``gpu.module`` (``convert-gpu-to-nvvm``
unless it is already at the llvm level), turns the ``nvvm`` ops into calls of NVVM's
intrinsics (``llvm.nvvm.read.ptx.sreg.tid.x``, ``llvm.nvvm.barrier0``,
``llvm.nvvm.shfl.sync.bfly.f32p``, ...), translates it with ``targets.llvm`` and marks the
kernels ``ptx_kernel`` (LLVM 22's kernel calling convention). ``llvm_ir_to_ptx(text,
chip, features, opt_level)`` runs LLVM's optimizer and the NVPTX code generator; the
default features pick PTX ISA 8.0 (``+ptx80``), which the CUDA 13 driver (PTX <= 9.0)
loads. ``module_ptx(module)`` does both for every ``gpu.module`` of a module, taking
chip, features and ``O`` from its ``#nvvm.target`` when it has one.
``ptxas_check(ptx, arch)`` assembles the PTX with ``ptxas`` (``PtxasError`` with its
messages on failure; ``None`` when ``ptxas`` is absent).

What it does not do: libdevice linking (math functions other than LLVM's NVPTX-legal
intrinsics fail in the back end), workgroup/private attributions, cubin through the
driver (``ptxas`` gives one).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from typing import Any

from ...ir.attributes import SymbolRefAttr
from ...ir.core import Operation

__all__ = [
    "DEFAULT_CHIP",
    "DEFAULT_FEATURES",
    "PtxasError",
    "find_ptxas",
    "gpu_module_llvm_ir",
    "llvm_ir_to_ptx",
    "module_ptx",
    "ptxas_check",
]

DEFAULT_CHIP = "sm_90"
DEFAULT_FEATURES = "+ptx80"
TRIPLE = "nvptx64-nvidia-cuda"
DATA_LAYOUT = "e-p6:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"


class PtxasError(RuntimeError):
    """``ptxas`` rejected the PTX; the message is its output."""


def _intrinsic_of(op: Operation) -> tuple[str, Any] | None:
    """(intrinsic name, its function type text) for an nvvm op."""
    name = op.name
    if name.startswith("nvvm.read.ptx.sreg."):
        return "llvm." + name, "i32 ()"
    if name == "nvvm.barrier0":
        return "llvm.nvvm.barrier0", "void ()"
    if name == "nvvm.shfl.sync":
        from ...rules.nvvm import shfl_kind

        vt = op.op_operands[1].value.type
        suffix = "f32" if str(vt) == "f32" else "i32"
        pred = "p" if "return_value_and_is_valid" in op.properties else ""
        res = f"!llvm.struct<({suffix}, i1)>" if pred else suffix
        return (
            f"llvm.nvvm.shfl.sync.{shfl_kind(op)}.{suffix}{pred}",
            f"{res} (i32, {suffix}, i32, i32)",
        )
    return None


def _calls_for_nvvm(module: Operation) -> None:
    """Replaces the nvvm ops of ``module`` (a builtin.module of llvm functions) by calls of
    NVVM intrinsics, declaring them."""
    from ...ir.builder import Builder
    from ...ir.parser import parse_source

    declared: dict[str, Any] = {}
    body = module.regions[0].blocks[0]
    for o in list(module.walk()):
        it = _intrinsic_of(o)
        if it is None:
            continue
        iname, sig = it
        if iname not in declared:
            ops, _ = parse_source(f"llvm.func @{iname}({_args(sig)}) {_ret(sig)}\n", "<nvvm>")
            decl = ops[0]
            if decl.name == "builtin.module":
                decl = decl.regions[0].blocks[0].first
                decl.detach()
            body.insert_before(body.first, decl)
            declared[iname] = decl
        with Builder.before(o, loc=o.loc) as b:
            c = b.create(
                "llvm.call",
                [x.value for x in o.op_operands],
                [r.type for r in o.results],
                {"callee": SymbolRefAttr.get(iname)},
            )
        for old, new in zip(o.results, c.results):
            old.replace_all_uses_with(new)
        o.erase()


def _ret(sig: str) -> str:
    r = sig[: sig.rindex("(")].strip()
    return "" if r == "void" else f"-> {r}"


def _args(sig: str) -> str:
    inner = sig[sig.rindex("(") + 1 : -1]
    return ", ".join(t.strip() for t in inner.split(",") if t.strip())


def gpu_module_llvm_ir(gm: Operation) -> str:
    """The LLVM IR text of the ``gpu.module`` ``gm`` (see the module docstring)."""
    import re

    from ...dialects import builtin
    from ...passes.conversion.gpu_to_nvvm import lower_gpu_module
    from ..llvm import translate_to_llvmir

    gm = gm.clone()
    if any(o.name == "gpu.func" for o in gm.regions[0].blocks[0].ops):
        lower_gpu_module(gm)
    m = builtin.module()
    mb = m.regions[0].blocks[0]
    kernels = []
    for o in list(gm.regions[0].blocks[0].ops):
        if o.name == "gpu.module_end":
            continue
        if o.name == "llvm.func" and (
            "gpu.kernel" in o.attributes or "nvvm.kernel" in o.attributes
        ):
            kernels.append(o.get_attr("sym_name").value)
        o.detach()
        mb.append(o)
    _calls_for_nvvm(m)
    text = translate_to_llvmir(m)
    for k in kernels:
        text = re.sub(
            rf"^define (.*?)@{re.escape(k)}\(", rf"define ptx_kernel \1@{k}(", text, flags=re.M
        )
    head = f'target datalayout = "{DATA_LAYOUT}"\ntarget triple = "{TRIPLE}"\n'
    return head + text


def llvm_ir_to_ptx(
    text: str, chip: str = DEFAULT_CHIP, features: str = DEFAULT_FEATURES, opt_level: int = 3
) -> str:
    """PTX assembly for ``chip`` from LLVM IR ``text`` (llvmlite's NVPTX back end)."""
    import llvmlite.binding as llvm

    for init in ("initialize_all_targets", "initialize_all_asmprinters"):
        fn = getattr(llvm, init, None)
        if fn is not None:
            try:
                fn()
            except Exception:  # noqa: BLE001 - newer llvmlite initializes itself
                pass
    mod = llvm.parse_assembly(text)
    mod.verify()
    target = llvm.Target.from_triple(TRIPLE)
    tm = target.create_target_machine(cpu=chip, features=features, opt=opt_level)
    mod.triple = TRIPLE
    mod.data_layout = str(tm.target_data)
    if opt_level > 0 and hasattr(llvm, "create_pass_builder"):
        pto = llvm.create_pipeline_tuning_options(speed_level=opt_level)
        pb = llvm.create_pass_builder(tm, pto)
        pb.getModulePassManager().run(mod, pb)
    return tm.emit_assembly(mod)


def module_ptx(module: Operation) -> dict[str, str]:
    """``{gpu.module name: PTX}`` for every ``gpu.module`` of ``module``."""
    from ...rules.nvvm import target_params

    out: dict[str, str] = {}
    for gm in module.regions[0].blocks[0].ops:
        if gm.name != "gpu.module":
            continue
        chip, features, o = DEFAULT_CHIP, DEFAULT_FEATURES, 3
        targets = gm.properties.get("targets")
        for t in targets.value if targets is not None else ():
            if getattr(t, "dialect", None) == "nvvm":
                p = target_params(t)
                chip, o = p["chip"], p["O"]
                features = p["features"] if p["features"] != "+ptx60" else DEFAULT_FEATURES
                break
        out[gm.properties["sym_name"].value] = llvm_ir_to_ptx(
            gpu_module_llvm_ir(gm), chip, features, o
        )
    return out


def find_ptxas() -> str | None:
    """The ``ptxas`` executable (``$PATH``, then ``/usr/local/cuda/bin``), or None."""
    p = shutil.which("ptxas")
    if p is None and os.path.exists("/usr/local/cuda/bin/ptxas"):
        p = "/usr/local/cuda/bin/ptxas"
    return p


def ptxas_check(ptx: str, arch: str = DEFAULT_CHIP, output: str | None = None) -> bytes | None:
    """Assembles ``ptx`` for ``arch`` with ``ptxas``; the cubin's bytes, or None when
    ``ptxas`` is not installed. ``PtxasError`` when it rejects the PTX."""
    exe = find_ptxas()
    if exe is None:
        return None
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "k.ptx")
        dst = output or os.path.join(d, "k.cubin")
        with open(src, "w") as f:
            f.write(ptx)
        r = subprocess.run([exe, f"-arch={arch}", src, "-o", dst], capture_output=True, text=True)
        if r.returncode != 0:
            raise PtxasError((r.stderr or r.stdout).strip())
        with open(dst, "rb") as f:
            return f.read()
