"""``scf-for-loop-specialization``: an ``scf.for`` whose upper bound is an ``affine.min``
with a constant result is duplicated under an ``scf.if`` that tests whether the bound
equals its smallest constant (MLIR 19's ForLoopSpecialization).

The then branch holds a copy running to the constant (a version that can be unrolled and
vectorized), the else branch a copy of the loop as it was.

What it does not do: loops with results, which are left alone, or bounds defined by
anything but ``affine.min``.
"""

from __future__ import annotations

from typing import Any

from ..infra.pass_base import Pass, register_pass
from .scf_parallel_loop_specialization import min_constant_bound, specialize_under_if

__all__ = ["ScfForLoopSpecialization"]


@register_pass(
    "scf-for-loop-specialization",
    summary="Specialize `for` loops for vectorization",
    display_name="SCFForLoopSpecialization",
)
class ScfForLoopSpecialization(Pass):
    """Specializes every ``scf.for`` nested in the op (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        loops = [o for o in op.walk() if o.name == "scf.for" and not o.results]
        changed = False
        for lp in loops:
            ub = lp.op_operands[1].value
            c = min_constant_bound(ub)
            if c is None:
                continue
            specialize_under_if(lp, [ub], [c])
            changed = True
        if not changed:
            self.mark_all_analyses_preserved()
