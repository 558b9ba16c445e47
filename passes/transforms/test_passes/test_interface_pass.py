"""``test-interface-pass``: MLIR's TestInterfacePass, a pass on ``FunctionOpInterface`` ops.

It remarks ``Executing interface pass on operation`` on each op it runs on. Declared
with ``INTERFACE = "FunctionOpInterface"``: an ``any(...)`` pass manager holding it runs
only on ops that declare the trait (``builtin.module(any(cse, test-interface-pass))``
leaves a nested module alone).
"""

from __future__ import annotations

from typing import Any

from ....ir.diagnostics import Diagnostic, report
from ...infra.pass_base import Pass, register_pass


@register_pass(
    "test-interface-pass",
    summary="Test an interface pass (running on FunctionOpInterface) in the pass manager",
)
class TestInterfacePass(Pass):
    INTERFACE = "FunctionOpInterface"

    def run_on_operation(self, op: Any) -> None:
        report(Diagnostic.remark(op, "Executing interface pass on operation"))
        self.mark_all_analyses_preserved()
