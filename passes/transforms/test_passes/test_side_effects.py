"""``test-side-effects``: MLIR's SideEffectsPass: each op's memory effects as remarks.

Every op implementing ``MemoryEffectOpInterface`` that is not a terminator remarks
``operation has no memory effects``, or for each effect ``found an instance of 'KIND'``,
what it is on (`` on a op operand,`` / `` on a op result,`` / `` on a block argument,``,
or `` on a symbol '@sym',``) and `` on resource '<Default>'`` (or the resource's name).
Then every op with mlir-opt's test-only ``TestEffectOpInterface`` remarks ``found a
parametric effect with PARAM`` for each of its test effects. An effect's value is told
apart by where it lives: one of the op's results, one of its operands, else a block
argument. What it does not do: change the IR.
"""

from __future__ import annotations

from typing import Any

from ....ir.core import BlockArgument
from ....ir.diagnostics import Diagnostic, report
from ....ir.interfaces import MemoryEffectOpInterface
from ...infra.pass_base import Pass, register_pass

_RESOURCE_NAMES = {"default": "<Default>", "test": "<Test>"}


def _on(op: Any, effect: Any) -> str:
    v = effect.value
    if v is not None:
        if any(r is v for r in op.results):
            return " on a op result,"
        if any(o.value is v for o in op.op_operands):
            return " on a op operand,"
        if isinstance(v, BlockArgument):
            return " on a block argument,"
        return ""
    symbol = getattr(effect, "symbol", None)
    return f" on a symbol '{symbol}'," if symbol is not None else ""


@register_pass("test-side-effects", summary="Test side effects interfaces", anchor="builtin.module")
class TestSideEffectsPass(Pass):
    def run_on_operation(self, module: Any) -> None:
        from ....rules.test import TestEffectOpInterface

        ops = list(module.walk())
        for op in ops:
            iface = op.interface(MemoryEffectOpInterface)
            if iface is None or op.has_trait("IsTerminator"):
                continue
            effects = iface.effects()
            if not effects:
                report(Diagnostic.remark(op, "operation has no memory effects"))
                continue
            for e in effects:
                resource = _RESOURCE_NAMES.get(e.resource, f"<{e.resource}>")
                report(
                    Diagnostic.remark(
                        op,
                        f"found an instance of '{e.effect}'{_on(op, e)} on resource '{resource}'",
                    )
                )
        for op in ops:
            iface = op.interface(TestEffectOpInterface)
            if iface is None:
                continue
            for param in iface.effects():
                report(Diagnostic.remark(op, f"found a parametric effect with {param}"))
        self.mark_all_analyses_preserved()
