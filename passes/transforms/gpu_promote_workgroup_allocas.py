"""``gpu-promote-workgroup-allocas``: a ``memref.alloca`` of workgroup memory at the top of a
kernel becomes a workgroup attribution of its ``gpu.func`` (irlite's own pass).

``scf-parallel-row-fusion{shared-bytes=N}`` keeps each block's row of an intermediate
buffer in a ``memref.alloca() : memref<..., #gpu.address_space<workgroup>>`` at the start
of the block's body, which ``convert-parallel-loops-to-gpu`` and ``gpu-kernel-outlining``
carry into the kernel. An ``alloca`` is per invocation, but workgroup memory is one
buffer for the whole block: this pass makes each such ``alloca`` in the entry block of a
``gpu.func`` (static shape, no operands) a new workgroup attribution after the existing
ones (``workgroup_attributions`` grows by one), which ``convert-gpu-to-nvvm`` lowers to a
shared-memory global and ``gpu-emu`` gives each block once.

What it does not do: promote allocas of other memory spaces, in nested regions, or of
dynamic shape, or in ``gpu.launch`` bodies before outlining.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.core import Operation
from ...ir.types import IntegerType, MemRefType
from ..infra.pass_base import Pass, Statistic, register_pass

__all__ = ["GpuPromoteWorkgroupAllocas", "promote_workgroup_allocas"]


def _workgroup(t: Any) -> bool:
    s = getattr(t, "memory_space", None)
    return s is not None and "address_space<workgroup>" in str(s)


def promote_workgroup_allocas(root: Operation) -> int:
    """Promote the allocas under ``root`` (module docstring); returns how many."""
    from ...rules.gpu import workgroup_count

    count = 0
    for f in [o for o in root.walk() if o.name == "gpu.func"]:
        if not f.regions or not f.regions[0].blocks:
            continue
        entry = f.regions[0].blocks[0]
        for op in list(entry.ops):
            if op.name != "memref.alloca" or op.op_operands:
                continue
            t = op.results[0].type
            if not isinstance(t, MemRefType) or not _workgroup(t):
                continue
            if any(d < 0 for d in t.shape):
                continue
            n_in = len(f.properties["function_type"].value.inputs)
            nw = workgroup_count(f)
            arg = entry.insert_argument(n_in + nw, t, op.loc)
            f.attributes = dict(f.attributes)
            f.attributes["workgroup_attributions"] = IntegerAttr.get(IntegerType.get(64), nw + 1)
            op.results[0].replace_all_uses_with(arg)
            op.erase()
            count += 1
    return count


@register_pass(
    "gpu-promote-workgroup-allocas",
    summary="Make workgroup-memory allocas at the top of gpu.func kernels workgroup attributions",
)
class GpuPromoteWorkgroupAllocas(Pass):
    """Workgroup allocas promoted (module docstring)."""

    num_promoted = Statistic("num-promoted", "Number of allocas made workgroup attributions")

    def run_on_operation(self, op: Any) -> None:
        self.num_promoted += promote_workgroup_allocas(op)
