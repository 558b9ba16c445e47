"""``test-clone``: MLIR's TestClone: a function's body cloned after itself, through a builder.

On a function op with one single-block region whose terminator returns values of the
types of the block's arguments, every op of the block (its terminator included) is
cloned at the block's end, the arguments mapped to the returned values, and the old
terminator erased. Each op the builder inserts (nested ones too, in pre-order) prints
``notifyOperationInserted: NAME`` to stdout.
"""

from __future__ import annotations

import sys
from typing import Any

from ....ir.builder import Builder, BuilderListener
from ...infra.pass_base import Pass, register_pass


class _DumpNotifications(BuilderListener):
    __slots__ = ()

    def notify_inserted(self, op: Any) -> None:
        sys.stdout.write(f"notifyOperationInserted: {op.name}\n")


@register_pass("test-clone", summary="Test clone of op")
class ClonePass(Pass):
    INTERFACE = "FunctionOpInterface"

    def run_on_operation(self, op: Any) -> None:
        if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
            return
        entry = op.regions[0].blocks[0]
        term = entry.last
        if term is None:
            return
        returned = [o.value for o in term.op_operands]
        if [v.type for v in returned] != [a.type for a in entry.args]:
            return
        mapping: dict = dict(zip(entry.args, returned))
        listener = _DumpNotifications()
        builder = Builder.at_end(entry)
        builder.listener = listener
        for inst in list(entry.ops):
            new = builder.insert(inst.clone(mapping))
            for r in new.regions:
                for nested in list(r.ops):
                    for o in nested.walk(post_order=False):
                        listener.notify_inserted(o)
        term.erase()
