"""``nvvm-attach-target``: add an ``#nvvm.target`` to ``gpu.module`` ops (MLIR 19's
NVVMAttachTarget).

Every ``gpu.module`` directly in the op whose name matches the ``module`` regex (from its
start, as ``llvm::Regex::match`` on the whole name) gets the target built from the
options appended to its ``targets`` unless an equal target is already there. ``fast`` and
``ftz`` become the target's ``flags``.

What it does not do: check the chip or features (llvmlite does when PTX is made), or
link the ``l`` libraries (they are recorded in ``link``).
"""

from __future__ import annotations

import re
from typing import Any

from ...ir.attributes import ArrayAttr, DictionaryAttr, StringAttr, UnitAttr
from ..infra.pass_base import Option, Pass, Unsigned, register_pass

__all__ = ["NVVMAttachTarget"]


@register_pass(
    "nvvm-attach-target",
    summary="Attaches an NVVM target attribute to a GPU Module.",
    options=[
        Option("module", str, "", "Regex used to identify the modules to attach the target to."),
        Option("triple", str, "nvptx64-nvidia-cuda", "Target triple."),
        Option("chip", str, "sm_50", "Target chip."),
        Option("features", str, "+ptx60", "Target features."),
        Option("O", Unsigned, 2, "Optimization level."),
        Option("fast", bool, False, "Enable fast math mode."),
        Option("ftz", bool, False, "Enable flush to zero for denormals."),
        Option("l", list[str], None, "Extra bitcode libraries paths to link to."),
    ],
    anchor="builtin.module",
    display_name="GpuNVVMAttachTarget",
)
class NVVMAttachTarget(Pass):
    """Appends the options' ``#nvvm.target`` to each matching ``gpu.module``."""

    def target(self) -> Any:
        from ...rules.nvvm import make_target

        params: dict = {
            "O": int(self.O),
            "triple": self.triple,
            "chip": self.chip,
            "features": self.features,
        }
        flags = {k: UnitAttr.get() for k in ("fast", "ftz") if getattr(self, k)}
        if flags:
            params["flags"] = DictionaryAttr.get(flags)
        if self.l:
            params["link"] = ArrayAttr.get([StringAttr.get(x) for x in self.l])
        return make_target(params)

    def run_on_operation(self, op: Any) -> None:
        pattern = re.compile(self.module) if self.module else None
        target = self.target()
        changed = False
        for region in op.regions:
            for block in region.blocks:
                for child in block.ops:
                    if child.name != "gpu.module":
                        continue
                    name = child.properties["sym_name"].value
                    if pattern is not None and pattern.match(name) is None:
                        continue
                    old = child.properties.get("targets")
                    items = list(old.value) if old is not None else []
                    if target in items:
                        continue
                    child.properties["targets"] = ArrayAttr.get(items + [target])
                    changed = True
        if not changed:
            self.mark_all_analyses_preserved()
