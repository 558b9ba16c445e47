"""``dispatch-generalize-named-ops``: the structured ops that the fusion policy's
``generalize`` section selects become ``linalg.generic`` (the first step of
``dispatch-creation``, IREE 3.13's GeneralizeLinalgNamedOps).

IREE generalizes the elementwise named ops, transposes, broadcasts, maps and reductions
so that elementwise fusion sees them, and keeps fills and contractions named (their
codegen wants the name); the built-in policies say the same in
``rules/dispatch_policy.rules``, so a user's policy can keep or generalize other ops. Each
selected op is rewritten by ``linalg-generalize-named-ops``'s ``generalize`` (MLIR's
``generalizeNamedOp``), which leaves an op it cannot generalize alone.

What it does not do: fold or canonicalize (``linalg-generalize-named-ops`` does, through
the greedy driver); ops nested in other ops' regions are generalized too.
"""

from __future__ import annotations

from typing import Any

from ...ir.rewriter import PatternRewriter
from ..infra.pass_base import Pass, Statistic, register_pass
from .form_dispatch_regions import PolicyError, PolicyOptions, resolve_policy
from .linalg_generalize_named_ops import generalize

__all__ = ["DispatchGeneralizeNamedOps"]


@register_pass(
    "dispatch-generalize-named-ops",
    summary="Generalize the named ops a fusion policy selects",
    display_name="DispatchGeneralizeNamedOpsPass",
    anchor="func.func",
    options=PolicyOptions,
)
class DispatchGeneralizeNamedOps(Pass):
    """Generalizes what the policy's ``generalize`` section selects (module docstring)."""

    num_generalized = Statistic("num-generalized", "Number of named ops generalized")

    def run_on_operation(self, op: Any) -> None:
        try:
            pol = resolve_policy(self.policy, self.fusion)
        except PolicyError as e:
            e.report(op)
            self.signal_pass_failure()
            return
        rewriter = PatternRewriter(context=self.context)
        n = 0
        for x in list(op.walk()):
            if x is op or x.parent is None or pol.generalize(x) is None:
                continue
            if generalize(x, rewriter):
                n += 1
        self.num_generalized += n
        if not n:
            self.mark_all_analyses_preserved()
