"""``gpu-module-to-binary``: each ``gpu.module`` becomes a ``gpu.binary`` holding one
``#gpu.object`` per target (MLIR 19's GpuModuleToBinaryPass, NVVM targets).

``format`` is MLIR's: ``isa``/``assembly`` keeps the PTX text (NUL-terminated, as MLIR
stores it), ``bin``/``binary`` a cubin from ``ptxas``, ``fatbin``/``fatbinary`` (the
default) a fat binary from ``ptxas`` and ``fatbinary``, ``llvm``/``offloading`` the
module's LLVM IR; the object records ``properties = {O = N : i32}``. The module must be at
the llvm level (``convert-gpu-to-nvvm``) or still gpu ops (lowered on the fly) and carry
targets (``nvvm-attach-target``): otherwise MLIR's ``the module has no target
attributes``.

The serialization itself belongs to the target: ``targets/cuda`` registers the ``nvvm``
serializer (``register_serializer``; imported on first need, as mlir-opt registers its
targets' external models).

What it does not do: ROCDL/SPIR-V targets, the ``toolkit``/``l``/``opts`` options beyond
being recorded, ``section``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from ...ir.attributes import ArrayAttr, DictionaryAttr, IntegerAttr
from ...ir.builder import Builder
from ...ir.diagnostics import Diagnostic, op_error, report
from ...ir.types import IntegerType
from ..infra.pass_base import Option, Pass, register_pass

__all__ = ["SERIALIZERS", "GpuModuleToBinary", "register_serializer"]

_FORMATS = {
    "offloading": "offload", "llvm": "offload", "assembly": "assembly", "isa": "assembly",
    "binary": "bin", "bin": "bin", "fatbinary": "fatbin", "fatbin": "fatbin",
}  # fmt: skip


#: target dialect -> ``serialize(gpu_module, target_attr, format) -> str`` (the object's
#: data; bytes decoded with ``surrogateescape``): MLIR's TargetAttrInterface external
#: models. ``targets/cuda`` registers ``nvvm`` when imported.
SERIALIZERS: dict[str, Callable[[Any, Any, str], str]] = {}

#: modules that register serializers when imported (MLIR's registerAllExtensions)
_PROVIDERS = {"nvvm": "irlite.targets.cuda"}


def register_serializer(dialect: str, fn: Callable[[Any, Any, str], str]) -> None:
    """Makes ``fn`` serialize ``gpu.module``s for targets of ``dialect``."""
    SERIALIZERS[dialect] = fn


def _serializer(dialect: str) -> Callable[[Any, Any, str], str] | None:
    if dialect not in SERIALIZERS and dialect in _PROVIDERS:
        importlib.import_module(_PROVIDERS[dialect])
    return SERIALIZERS.get(dialect)


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
                for t in targets.value:
                    ser = _serializer(getattr(t, "dialect", ""))
                    if ser is None:
                        report(op_error(gm, f"unsupported target {t}"))
                        self.signal_pass_failure()
                        return
                    o_level = target_params(t)["O"]
                    props = DictionaryAttr.get({"O": IntegerAttr.get(IntegerType.get(32), o_level)})
                    objects.append(object_attr(t, fmt, ser(gm, t, fmt), props))
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
