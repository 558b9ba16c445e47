"""``test-constant-fold``: fold every op once with an ``OperationFolder`` (MLIR's TestConstantFold).

The ops nested in the op the pass runs on are collected in pre-order and folded
last to first (``passes.rewrite.fold_utils.OperationFolder``): the constants the
folds create are uniqued and hoisted to the front of their insertion region, so the
constants of a function end up in the order of the ops that produced them. Constants
already in the input fold to themselves, which moves them to the front and merges
duplicates. Afterwards the constants the folder created that nothing uses are erased.

What it does not do: apply patterns, revisit ops, or erase other dead ops.
"""

from __future__ import annotations

from typing import Any

from ....ir.core import Operation
from ....ir.rewriter import Listener
from ...infra.pass_base import Pass, register_pass
from ...rewrite.fold_utils import OperationFolder, folding_tables


class _Created(Listener):
    """The ops the folder inserted and has not erased, in order."""

    __slots__ = ("ops",)

    def __init__(self) -> None:
        self.ops: dict[Operation, None] = {}

    def notify_inserted(self, op: Operation) -> None:
        self.ops[op] = None

    def notify_erased(self, op: Operation) -> None:
        self.ops.pop(op, None)


@register_pass("test-constant-fold", summary="Test operation constant folding")
class TestConstantFold(Pass):
    def run_on_operation(self, op: Any) -> None:
        folders, mats = folding_tables(self.context)
        created = _Created()
        folder = OperationFolder(folders, mats, created)
        ops = list(op.walk(post_order=False))[1:]
        for o in reversed(ops):
            folder.try_to_fold(o)
        for c in list(created.ops):
            if all(r.first_use is None for r in c.results):
                folder.notify_removal(c)
                c.erase()
