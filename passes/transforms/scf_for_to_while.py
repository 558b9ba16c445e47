"""``scf-for-to-while``: every ``scf.for`` becomes an ``scf.while`` that carries the
induction variable as its first value (MLIR 19's ForToWhileLoop, ``ForLoopLoweringPattern``).

The while loop starts from the lower bound and the inits; its before region compares
``iv slt ub`` and forwards every value; its after region increments the induction
variable by the step (first), then holds the old body, whose ``scf.yield`` gets the
incremented value in front. The for loop's results are the while loop's results after
the first; its discardable attributes stay on the while loop. The pattern runs under
the greedy driver with folding, as MLIR's pass does.

What it does not do: treat unsigned loops (``unsignedCmp``) specially: the comparison is
signed, as MLIR 19's.
"""

from __future__ import annotations

from typing import Any

from ...gen.loader import builtin_module
from ...ir.core import Block, Operation
from ...ir.pattern import FunctionPattern
from ...ir.rewriter import PatternRewriter
from ...ir.types import IntegerType
from ..infra.pass_base import Pass, register_pass
from ..rewrite.greedy import apply_greedily

__all__ = ["ScfForToWhile", "for_to_while"]


def for_to_while(op: Operation, rw: PatternRewriter) -> bool:
    """Rewrite ``scf.for`` ``op`` as an ``scf.while`` (module docstring)."""
    vals = [o.value for o in op.op_operands]
    lb, ub, step, inits = vals[0], vals[1], vals[2], vals[3:]
    body = op.regions[0].blocks[0]
    iv = body.args[0]
    types = [iv.type] + [v.type for v in inits]
    locs = [iv.loc] + [getattr(v, "loc", op.loc) for v in inits]
    loc = op.loc
    rw.set_insertion_point(op)
    w = rw.create(
        "scf.while", [lb, *inits], types, None, dict(op.attributes) if op.attributes else None,
        regions=2, loc=loc,
    )  # fmt: skip
    before = w.regions[0].add_block(Block(types, locs))
    after = w.regions[1].add_block(Block(types, locs))
    with rw.insertion_guard():
        rw.set_insertion_point_to_start(before)
        pred = builtin_module("arith").ENUMS["CmpIPredicate"].attr("slt")
        cmp = rw.create("arith.cmpi", [before.args[0], ub], [IntegerType.get(1)], {
            "predicate": pred,
        }, loc=loc)  # fmt: skip
        rw.create("scf.condition", [cmp.results[0], *before.args], [], loc=loc)
        rw.set_insertion_point_to_end(after)
        inc = rw.create("arith.addi", [after.args[0], step], [iv.type], loc=loc)
    for a, n in zip(body.args, after.args):
        rw.replace_all_uses_with(a, n)
    for o in list(body.ops):
        o.detach()
        after.append(o)
        rw.listener.notify_inserted(o)
    for o in after.ops:
        if o.name == "scf.yield":
            rw.modify(o)
            o.set_operands([inc.results[0]] + [x.value for x in o.op_operands])
    for r, n in zip(op.results, w.results[1:]):
        rw.replace_all_uses_with(r, n)
    rw.erase_op(op)
    return True


@register_pass(
    "scf-for-to-while",
    summary="Convert SCF for loops to SCF while loops",
    display_name="SCFForToWhileLoop",
)
class ScfForToWhile(Pass):
    """Rewrites every ``scf.for`` nested in the op as an ``scf.while`` (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        from .canonicalize import canonicalization_tables

        _, folders, mats = canonicalization_tables(ctx=self.context)
        patterns = [FunctionPattern(for_to_while, "scf.for", debug_name="ForLoopLoweringPattern")]
        if not apply_greedily(op, patterns, folders, mats, top_down=False).changed:
            self.mark_all_analyses_preserved()
