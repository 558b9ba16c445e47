"""``scf-for-loop-range-folding``: an ``scf.for`` whose induction variable is used only by
an ``arith.addi`` or ``arith.muli`` with a loop-invariant operand runs over the range of
that result instead (MLIR 19's ForLoopRangeFolding).

For ``iv + x`` the bounds become ``lb + x`` and ``ub + x``; for ``iv * x`` the bounds and
the step are multiplied by ``x`` (copies of the op built before the loop, MLIR's order:
upper bound, lower bound, step). Uses of the op read the induction variable, and the
folding repeats while the pattern holds.

MLIR 19 itself leaves the lower bound unmultiplied for ``muli`` (wrong whenever it is not
0; later MLIR multiplies it too, as here), so for ``muli`` the output differs from
mlir-opt 19's.

What it does not do: fold other ops, or an induction variable with several uses.
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
from ...ir.core import Operation, Value
from ..infra.pass_base import Pass, register_pass

__all__ = ["ScfForLoopRangeFolding", "fold_loop_range"]


def _defined_outside(v: Value, loop: Operation) -> bool:
    o = v.owner_op
    d = o if o is not None else v.owner.parent.parent
    while d is not None:
        if d is loop:
            return False
        d = d.parent_op
    return True


def fold_loop_range(loop: Operation) -> bool:
    """Fold the arithmetic on ``loop``'s induction variable into its range (module
    docstring); True if anything was folded."""
    iv = loop.regions[0].blocks[0].args[0]
    folded = False
    while True:
        uses = list(iv.uses)
        if len(uses) != 1:
            break
        user = uses[0].owner
        if user.name not in ("arith.addi", "arith.muli"):
            break
        if not all(o.value is iv or _defined_outside(o.value, loop) for o in user.op_operands):
            break
        lb, ub, step = (o.value for o in loop.op_operands[:3])
        with Builder.before(loop, loc=loop.loc) as b:
            if user.name == "arith.addi":
                new_lb = b.insert(user.clone({iv: lb})).results[0]
                new_ub = b.insert(user.clone({iv: ub})).results[0]
                loop.set_operand(0, new_lb)
                loop.set_operand(1, new_ub)
            else:
                new_ub = b.insert(user.clone({iv: ub})).results[0]
                new_lb = b.insert(user.clone({iv: lb})).results[0]
                new_step = b.insert(user.clone({iv: step})).results[0]
                loop.set_operand(0, new_lb)
                loop.set_operand(1, new_ub)
                loop.set_operand(2, new_step)
        user.results[0].replace_all_uses_with(iv)
        user.erase()
        folded = True
    return folded


@register_pass(
    "scf-for-loop-range-folding",
    summary="Fold add/mul ops into loop range",
    display_name="SCFForLoopRangeFolding",
)
class ScfForLoopRangeFolding(Pass):
    """Folds induction-variable arithmetic into every ``scf.for`` nested in the op."""

    def run_on_operation(self, op: Any) -> None:
        changed = False
        for lp in [o for o in op.walk() if o.name == "scf.for"]:
            changed |= fold_loop_range(lp)
        if not changed:
            self.mark_all_analyses_preserved()
