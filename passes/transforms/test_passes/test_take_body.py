"""``test-take-body``: MLIR's TestTakeBody: ``@foo``'s body is replaced by ``@bar``'s.

On a module with functions ``@foo`` and ``@bar``, ``@foo``'s blocks are dropped and
``@bar``'s moved into it (MLIR's ``Region::takeBody``); ``@bar`` is left without a
body. A module without both does nothing.
"""

from __future__ import annotations

from typing import Any

from ....ir.symbol_table import symbol_name
from ...infra.pass_base import Pass, register_pass


def take_body(dest: Any, src: Any) -> None:
    """MLIR's ``Region::takeBody``: drop ``dest``'s blocks, then move ``src``'s into it."""
    for b in dest.blocks:
        for op in b.ops:
            op.drop_all_references()
    for b in list(dest.blocks):
        b.erase()
    dest.blocks = []
    dest.take_body(src)


@register_pass("test-take-body", summary="Test Region's takeBody", anchor="builtin.module")
class TestTakeBodyPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        funcs = {symbol_name(f): f for f in op.regions[0].blocks[0].ops if f.name == "func.func"}
        foo, bar = funcs.get("foo"), funcs.get("bar")
        if foo is None or bar is None:
            return
        take_body(foo.regions[0], bar.regions[0])
