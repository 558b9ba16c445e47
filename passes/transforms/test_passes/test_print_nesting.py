"""``test-print-nesting``: MLIR's TestPrintNesting: the op/region/block tree on stdout.

Each op prints its name, operand and result counts and attributes, then
its regions; each region its block count; each block its argument, successor and op
counts, then its ops; two more spaces of indentation per level.
"""

from __future__ import annotations

import sys
from typing import Any

from ...infra.pass_base import Pass, register_pass


@register_pass("test-print-nesting", summary="Test various printing.")
class TestPrintNestingPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        out: list[str] = []
        self._op(op, 0, out)
        sys.stdout.write("".join(out))
        self.mark_all_analyses_preserved()

    def _op(self, op: Any, indent: int, out: list[str]) -> None:
        pad = "  " * indent
        out.append(
            f"{pad}visiting op: '{op.name}' with {len(op.op_operands)} operands and "
            f"{len(op.results)} results\n"
        )
        # MLIR's getAttrs: inherent and discardable attributes, by name
        attrs = {**(op.properties or {}), **(op.attributes or {})}
        if attrs:
            out.append(f"{pad}{len(attrs)} attributes:\n")
            for k in sorted(attrs):
                out.append(f"{pad} - '{k}' : '{attrs[k]}'\n")
        out.append(f"{pad} {len(op.regions)} nested regions:\n")
        for region in op.regions:
            out.append(f"{pad}  Region with {len(region.blocks)} blocks:\n")
            for block in region.blocks:
                out.append(
                    f"{pad}    Block with {len(block.args)} arguments, "
                    f"{len(block.successors)} successors, and {len(block)} operations\n"
                )
                for o in block.ops:
                    self._op(o, indent + 3, out)
