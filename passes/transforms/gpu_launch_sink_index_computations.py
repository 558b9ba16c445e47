"""``gpu-launch-sink-index-computations``: clone the cheap index computations a
``gpu.launch`` body uses into the body (MLIR 19's GpuLaunchSinkIndexComputationsPass).

Candidates are the values used in the body and defined above it (MLIR's order); an op
defining one is sunk when it is a constant, ``memref.dim``, ``arith.select`` or
``arith.cmpi`` (``isLikelyAnIndexComputation``) and each of its operands is sunk too or
is itself a candidate. Clones go to the top of the body in that order, and the body's
uses read them; the originals stay (dead ones are for ``canonicalize`` to drop).

What it does not do: sink into other ops than ``gpu.launch``.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation
from ..infra.pass_base import Pass, register_pass
from .gpu_kernel_outlining import captured_values

__all__ = ["GpuLaunchSinkIndexComputations", "sink_into_launch"]

_SINKABLE = frozenset({"memref.dim", "arith.select", "arith.cmpi"})


def _beneficial(op: Operation) -> bool:
    return op.has_trait("ConstantLike") or op.name in _SINKABLE


def _extract(op: Operation, candidates: set, chosen: list, chosen_ids: set, avail: set) -> bool:
    if id(op) in chosen_ids:
        return True
    if not _beneficial(op):
        return False
    for o in op.op_operands:
        v = o.value
        if id(v) in avail:
            continue
        d = v.owner_op
        if (d is None or not _extract(d, candidates, chosen, chosen_ids, avail)) and id(
            v
        ) not in candidates:
            return False
    chosen.append(op)
    chosen_ids.add(id(op))
    for r in op.results:
        avail.add(id(r))
    return True


def sink_into_launch(launch: Operation) -> bool:
    """Sinks the index computations of ``launch``'s body; whether any was sunk."""
    body = launch.regions[0]
    cands = captured_values(body)
    ids = {id(v) for v in cands}
    chosen: list = []
    chosen_ids: set = set()
    avail: set = set()
    for v in cands:
        d = v.owner_op
        if d is not None:
            _extract(d, ids, chosen, chosen_ids, avail)
    if not chosen:
        return False
    entry = body.blocks[0]
    first = entry.first
    mapping: dict = {}
    for op in chosen:
        c = op.clone(mapping)
        entry.insert_before(first, c)
        for old, new in zip(op.results, c.results):
            old.replace_uses_if(new, lambda use: _inside(use.owner, body))
    return True


def _inside(op: Operation, region: Any) -> bool:
    r = op.parent_region
    while r is not None:
        if r is region:
            return True
        p = r.parent
        r = p.parent_region if p is not None else None
    return False


@register_pass(
    "gpu-launch-sink-index-computations",
    summary="Sink index computations into gpu.launch body",
    display_name="GpuLaunchSinkIndexComputationsPass",
)
class GpuLaunchSinkIndexComputations(Pass):
    """Sinks index computations into every ``gpu.launch`` of the op."""

    def run_on_operation(self, op: Any) -> None:
        changed = False
        for o in list(op.walk()):
            if o.name == "gpu.launch":
                changed |= sink_into_launch(o)
        if not changed:
            self.mark_all_analyses_preserved()
