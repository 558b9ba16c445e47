"""``scf-forall-to-parallel``: each ``scf.forall`` without shared outputs becomes an
``scf.parallel`` (MLIR 19's ForallToParallel, ``forallToParallelLoop``).

The bounds and steps become index values (static ones as new ``arith.constant`` ops, lower
bounds first, then upper bounds, then steps); the body moves into the new loop, its
``scf.forall.in_parallel`` terminator replaced by ``scf.reduce``, and a ``mapping``
attribute is kept.

What it does not do: convert a forall with shared outputs (tensors; bufferize first): the
pass fails on one.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import DenseArrayAttr
from ...ir.builder import Builder
from ...ir.core import Operation
from ...ir.diagnostics import op_error, report
from ...ir.types import IntegerType
from ...rules.scf import forall_bounds_as_values
from ..infra.pass_base import Pass, register_pass

__all__ = ["ScfForallToParallel", "forall_to_parallel_loop"]


def forall_to_parallel_loop(op: Operation) -> Operation:
    """Replace ``scf.forall`` ``op`` (no shared outputs) by an ``scf.parallel``."""
    loc = op.loc
    with Builder.before(op, loc=loc) as b:
        lbs, ubs, steps = forall_bounds_as_values(op, b)
        n = len(lbs)
        segs = DenseArrayAttr.get(IntegerType.get(32), [n, n, n, 0])
        par = b.create(
            "scf.parallel", lbs + ubs + steps, [], {"operandSegmentSizes": segs}, regions=1
        )
    par.regions[0].take_body(op.regions[0])
    body = par.regions[0].blocks[0]
    term = body.last
    with Builder.before(term, loc=term.loc) as b:
        b.create("scf.reduce")
    term.erase()
    mapping = op.properties.get("mapping")
    if mapping is not None:
        par.set_attr("mapping", mapping)
    op.erase()
    return par


@register_pass(
    "scf-forall-to-parallel",
    summary="Convert SCF forall loops to SCF parallel loops",
    display_name="SCFForallToParallelLoop",
)
class ScfForallToParallel(Pass):
    """Converts every ``scf.forall`` nested in the op (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        loops = [o for o in op.walk() if o.name == "scf.forall"]
        for f in loops:
            if f.results:
                report(
                    op_error(
                        f, "only fully bufferized scf.forall ops can be lowered to scf.parallel"
                    )
                )
                self.signal_pass_failure()
                return
            forall_to_parallel_loop(f)
        if not loops:
            self.mark_all_analyses_preserved()
