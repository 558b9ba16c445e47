"""``test-print-defuse``: MLIR's TestPrintDefUse: each op's producers and users on stdout.

In post order, each op prints its operands' producers (an op, or a block argument's
number) and, per result, its uses (``has no uses`` / ``has a single use:`` / ``has N
uses:``) with the names of the ops using it, in use-list order.
"""

from __future__ import annotations

import sys
from typing import Any

from ....ir.core import OpResult
from ...infra.pass_base import Pass, register_pass


@register_pass("test-print-defuse", summary="Test various printing.")
class TestPrintDefUsePass(Pass):
    def run_on_operation(self, op: Any) -> None:
        out: list[str] = []
        for o in op.walk():
            out.append(f"Visiting op '{o.name}' with {len(o.op_operands)} operands:\n")
            for operand in o.op_operands:
                v = operand.value
                if type(v) is OpResult:
                    out.append(f"  - Operand produced by operation '{v.owner.name}'\n")
                else:
                    out.append(f"  - Operand produced by Block argument, number {v.index}\n")
            out.append(f"Has {len(o.results)} results:\n")
            for i, r in enumerate(o.results):
                out.append(f"  - Result {i}")
                n = r.num_uses()
                if n == 0:
                    out.append(" has no uses\n")
                    continue
                out.append(" has a single use: " if n == 1 else f" has {n} uses:\n")
                for user in r.users:
                    out.append(f"    - {user.name}\n")
        sys.stdout.write("".join(out))
        self.mark_all_analyses_preserved()
