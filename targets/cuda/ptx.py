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

Math intrinsics the back end cannot select (``llvm.exp.f32``, ``llvm.tanh.f32``, ...) are
calls of libdevice's ``__nv_*`` functions, linked from ``libdevice.10.bc``
(``find_libdevice``), non-kernels internalized.

What it does not do: cubin through the driver (``ptxas`` gives one), fast-math variants
of libdevice (``__nvvm_reflect`` reads the defaults: no flush to zero).
"""

from __future__ import annotations

import os
import re
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
    "find_libdevice",
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


#: LLVM math intrinsics the NVPTX back end cannot select, and libdevice's functions for them
_LIBDEVICE_FUNCS = {
    "exp": "exp", "log": "log", "log10": "log10", "log2": "log2", "pow": "pow",
    "sin": "sin", "cos": "cos", "tan": "tan", "tanh": "tanh", "exp10": "exp10",
    "asin": "asin", "acos": "acos", "atan": "atan", "sinh": "sinh", "cosh": "cosh",
    "atan2": "atan2", "erf": "erf", "exp2": "exp2", "cbrt": "cbrt",
}  # fmt: skip
_INTR_RE = re.compile(r"@llvm\.(" + "|".join(_LIBDEVICE_FUNCS) + r")\.(f32|f64)\b")


def find_libdevice() -> str | None:
    """``libdevice.10.bc``: ``$IRLITE_LIBDEVICE``, the CUDA toolkit's, or the
    ``nvidia-nvvm`` / ``nvidia-cuda-nvcc`` wheel's; None if there is none."""
    import glob

    cands = [os.environ.get("IRLITE_LIBDEVICE", "")]
    cands += sorted(glob.glob("/usr/local/cuda*/nvvm/libdevice/libdevice*.bc"))
    try:
        import importlib.util

        for pkg in ("nvidia.cuda_nvcc", "nvidia.nvvm", "nvidia"):
            spec = importlib.util.find_spec(pkg)
            for loc in (spec.submodule_search_locations or []) if spec else []:
                cands += sorted(glob.glob(os.path.join(loc, "**", "libdevice*.bc"), recursive=True))
    except (ImportError, ValueError):
        pass
    return next((c for c in cands if c and os.path.isfile(c)), None)


def _use_libdevice(text: str) -> tuple[str, bool]:
    """``text`` with the math intrinsics NVPTX cannot select renamed to libdevice's
    ``__nv_*`` functions (calls and declarations); whether any was."""

    def sub(m: re.Match) -> str:
        base = _LIBDEVICE_FUNCS[m.group(1)]
        return f"@__nv_{base}{'f' if m.group(2) == 'f32' else ''}"

    new, n = _INTR_RE.subn(sub, text)
    return new, n > 0


def llvm_ir_to_ptx(
    text: str, chip: str = DEFAULT_CHIP, features: str = DEFAULT_FEATURES, opt_level: int = 3
) -> str:
    """PTX assembly for ``chip`` from LLVM IR ``text`` (llvmlite's NVPTX back end); math
    functions come from libdevice, linked in, and what is not a kernel is internalized so
    that unused libdevice code is dropped. ``RuntimeError`` (not LLVM's process abort)
    when a math function is needed and no libdevice is found."""
    import llvmlite.binding as llvm

    text, needs_libdevice = _use_libdevice(text)
    for init in ("initialize_all_targets", "initialize_all_asmprinters"):
        fn = getattr(llvm, init, None)
        if fn is not None:
            try:
                fn()
            except Exception:  # noqa: BLE001 - newer llvmlite initializes itself
                pass
    mod = llvm.parse_assembly(text)
    mod.verify()
    if needs_libdevice:
        path = find_libdevice()
        if path is None:
            raise RuntimeError(
                "math functions need libdevice (CUDA toolkit or the nvidia-nvvm wheel); "
                "none found (set IRLITE_LIBDEVICE)"
            )
        kernels = {f.name for f in mod.functions if "ptx_kernel" in str(f).split("(", 1)[0]}
        with open(path, "rb") as fh:
            lib = llvm.parse_bitcode(fh.read())
        lib.triple = TRIPLE
        mod.link_in(lib)
        for f in mod.functions:
            if not f.is_declaration and f.name not in kernels:
                f.linkage = llvm.Linkage.internal
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
