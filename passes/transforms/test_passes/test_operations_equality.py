"""``test-operations-equality``: compare a module's two top-level ops (MLIR's TestOperationEqualPass).

Prints to stdout ``<first op's name> with attr <its discardable attributes>`` and
`` compares equals.`` or `` compares NOT equals!``, as ``ir.equivalence.is_equivalent_to``
judges the two ops; locations count only when the first op has the attribute
``strict_loc_check``. A module without exactly two ops is an error.
"""

from __future__ import annotations

import sys
from typing import Any

from ....ir.attributes import DictionaryAttr
from ....ir.diagnostics import Diagnostic, report
from ....ir.equivalence import is_equivalent_to
from ...infra.pass_base import Pass, register_pass


@register_pass(
    "test-operations-equality",
    summary="Test operations equality",
    anchor="builtin.module",
)
class TestOperationEqualPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        ops = list(op.regions[0].blocks[0].ops)
        if len(ops) != 2:
            report(Diagnostic.error(op, f"expected 2 top-level ops in the module, got {len(ops)}"))
            self.signal_pass_failure()
            return
        first, second = ops
        strict = "strict_loc_check" in (first.attributes or {})
        same = is_equivalent_to(first, second, ignore_locations=not strict)
        attrs = DictionaryAttr.get(dict(first.attributes or {}))
        verdict = "compares equals." if same else "compares NOT equals!"
        sys.stdout.write(f"{first.name} with attr {attrs} {verdict}\n")
        self.mark_all_analyses_preserved()
