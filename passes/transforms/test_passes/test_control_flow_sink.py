"""``test-control-flow-sink``: MLIR's TestControlFlowSink, the ``controlFlowSink`` utility
with a test's own choices.

On each function, every ``test.sink_target`` op gets, in its first region, the
``test.sink_me`` ops whose every user is in that region; each sunk op goes to the front
of the region's entry block and is tagged ``was_sunk = <region number> : i32``. Other
ops, and the other regions, are left alone.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import IntegerAttr
from ....ir.core import Operation, Region
from ....ir.types import IntegerType
from ...infra.pass_base import Pass, register_pass
from ..control_flow_sink import control_flow_sink, move_to_region_front

_I32 = IntegerType.get(32)


def _region_number(region: Region) -> int:
    return region.parent.regions.index(region)


def _should_move(op: Operation, region: Region) -> bool:
    return _region_number(region) == 0 and op.name == "test.sink_me"


def _move_into(op: Operation, region: Region) -> None:
    move_to_region_front(op, region)
    op.set_attr("was_sunk", IntegerAttr.get(_I32, _region_number(region)))


@register_pass(
    "test-control-flow-sink", summary="Test control-flow sink pass", anchor="func.func"
)
class TestControlFlowSinkPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        targets = [o for o in op.walk() if o.name == "test.sink_target"]
        for t in targets:
            control_flow_sink(t.regions, _should_move, _move_into)
