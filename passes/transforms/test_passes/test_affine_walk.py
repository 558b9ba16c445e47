"""``test-affine-walk``: MLIR's TestAffineWalk: the post-order walk of affine expressions.

For each op, its attributes are looked at by name up to the first one that is not an
affine map; in each result expression of each map the walk (post order) stops at the
first ``mod`` and remarks ``mod expression: `` at the op.
"""

from __future__ import annotations

from typing import Any

from ....ir.affine import AffineExprKind
from ....ir.diagnostics import Diagnostic, report
from ....ir.layout_attrs import AffineMapAttr
from ...infra.pass_base import Pass, register_pass


@register_pass("test-affine-walk", summary="Test affine walk method.")
class TestAffineWalk(Pass):
    def run_on_operation(self, op: Any) -> None:
        for o in op.walk():
            attrs = {**(o.properties or {}), **(o.attributes or {})}
            for k in sorted(attrs):
                a = attrs[k]
                if not isinstance(a, AffineMapAttr):
                    break
                for e in a.map.results:
                    if any(s.kind == AffineExprKind.MOD for s in e.walk()):
                        report(Diagnostic.remark(o.loc, "mod expression: "))
        self.mark_all_analyses_preserved()
