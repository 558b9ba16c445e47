"""``gpu-map-parallel-loops``: annotate ``scf.parallel`` loops with a greedy mapping to
the GPU's grid (MLIR 19's GpuMapParallelLoopsPass).

An outermost ``scf.parallel`` (one with no ``scf.parallel`` around it) maps its first
three dimensions to ``block_x``, ``block_y``, ``block_z``; a ``scf.parallel`` directly
in its body maps to ``thread_x/y/z``; deeper loops and dimensions past the third are
``sequential``. Each dimension's ``#gpu.loop_dim_map`` has identity ``map`` and
``bound``; a loop already carrying a ``mapping`` attribute is left as it is.

What it does not do: choose a mapping from sizes (as MLIR, it is greedy by nesting).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import ArrayAttr, DialectAttr
from ...ir.core import Operation
from ..infra.pass_base import Pass, register_pass

__all__ = ["GpuMapParallelLoops", "loop_dim_map", "parse_loop_dim_map"]

_ID = "(d0) -> (d0)"


def loop_dim_map(processor: str) -> Any:
    """``#gpu.loop_dim_map<processor = P, map = (d0) -> (d0), bound = (d0) -> (d0)>``."""
    return DialectAttr.get(
        "gpu", f"loop_dim_map<processor = {processor}, map = {_ID}, bound = {_ID}>"
    )


def parse_loop_dim_map(a: Any) -> tuple[str, str, str] | None:
    """``(processor, map text, bound text)`` of a ``#gpu.loop_dim_map`` (None otherwise)."""
    if not isinstance(a, DialectAttr) or a.mnemonic != "loop_dim_map":
        return None
    body = a.params_text
    head, _, rest = body.partition(", map = ")
    proc = head.split("=", 1)[1].strip()
    m, _, bound = rest.partition(", bound = ")
    return proc, m.strip(), bound.strip()


def _processor(level: int, dim: int) -> str:
    if dim >= 3 or level >= 2:
        return "sequential"
    return ("block_", "thread_")[level] + "xyz"[dim]


def _map(loop: Operation, level: int) -> None:
    if "mapping" in loop.attributes:
        return
    n = len(loop.regions[0].blocks[0].args)
    loop.set_attr("mapping", ArrayAttr.get([loop_dim_map(_processor(level, i)) for i in range(n)]))
    for o in loop.regions[0].blocks[0].ops:
        if o.name == "scf.parallel":
            _map(o, level + 1)


def _has_parallel_parent(op: Operation) -> bool:
    p = op.parent_op
    while p is not None:
        if p.name == "scf.parallel":
            return True
        p = p.parent_op
    return False


@register_pass(
    "gpu-map-parallel-loops",
    summary="Greedily maps loops to GPU hardware dimensions.",
    anchor="func.func",
    display_name="GpuMapParallelLoopsPass",
)
class GpuMapParallelLoops(Pass):
    """Maps every outermost ``scf.parallel`` (and those nested in it) to the grid."""

    def run_on_operation(self, op: Any) -> None:
        changed = False
        for o in list(op.walk()):
            if o.name == "scf.parallel" and not _has_parallel_parent(o):
                if "mapping" not in o.attributes:
                    changed = True
                _map(o, 0)
        if not changed:
            self.mark_all_analyses_preserved()
