"""``scf-forall-to-for``: each ``scf.forall`` without shared outputs becomes a nest of
``scf.for`` loops, outermost first (MLIR 19's ForallToFor, ``forallToForLoop``).

The bounds and steps become index values (static ones as new ``arith.constant`` ops, lower
bounds first, then upper bounds, then steps), one ``scf.for`` per dimension is built at
the loop, and the body (less its ``scf.forall.in_parallel`` terminator) moves into the
innermost one, the induction variables reading the ``scf.for`` ones.

What it does not do: convert a forall with shared outputs (tensors; bufferize first): the
pass fails on one.
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
from ...ir.core import Block, Operation
from ...ir.diagnostics import op_error, report
from ...ir.rewriter import PatternRewriter
from ...rules.scf import forall_bounds_as_values
from ..infra.pass_base import Pass, register_pass

__all__ = ["ScfForallToFor", "forall_to_for_loop"]


def forall_to_for_loop(op: Operation) -> list[Operation]:
    """Replace ``scf.forall`` ``op`` (no shared outputs) by an ``scf.for`` nest; returns
    the loops, outermost first."""
    loc = op.loc
    rw = PatternRewriter()
    loops: list[Operation] = []
    with Builder.before(op, loc=loc) as b:
        lbs, ubs, steps = forall_bounds_as_values(op, b)
    anchor: Any = op
    for lb, ub, st in zip(lbs, ubs, steps):
        at = Builder.before(op, loc=loc) if anchor is op else Builder.before(anchor.last, loc=loc)
        with at as b:
            loop = b.create("scf.for", [lb, ub, st], [], regions=1)
        body = loop.regions[0].add_block(Block([lb.type], [loc]))
        with Builder.at_end(body, loc=loc) as b:
            b.create("scf.yield")
        loops.append(loop)
        anchor = body
    inner = loops[-1].regions[0].blocks[0]
    src = op.regions[0].blocks[0]
    src.last.erase()
    rw.inline_block_before(src, inner.last, [lp.regions[0].blocks[0].args[0] for lp in loops])
    op.erase()
    return loops


@register_pass(
    "scf-forall-to-for",
    summary="Convert SCF forall loops to SCF for loops",
    display_name="SCFForallToForLoop",
)
class ScfForallToFor(Pass):
    """Converts every ``scf.forall`` nested in the op (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        loops = [o for o in op.walk() if o.name == "scf.forall"]
        for f in loops:
            if f.results:
                report(op_error(f, "unsupported shared outputs (didn't bufferize?)"))
                self.signal_pass_failure()
                return
            forall_to_for_loop(f)
        if not loops:
            self.mark_all_analyses_preserved()
