"""``test-scf-parallel-loop-collapsing``: MLIR's TestSCFParallelLoopCollapsing.

``collapsed-indices-0``, ``-1`` and ``-2`` name the dimensions that make each dimension
of the collapsed ``scf.parallel`` (up to three, given in order); together they must name
each of ``0 .. N-1`` once. Every ``scf.parallel`` of exactly ``N`` dimensions is collapsed
(``scf_parallel_loop_collapsing.collapse_parallel_loops``); one of another size gets an
error and is left alone. Options that break these rules fail the pass with MLIR's
message on stderr.
"""

from __future__ import annotations

import sys
from typing import Any

from ....ir.diagnostics import op_error, report
from ...infra.pass_base import Option, Pass, Unsigned, register_pass
from ..scf_parallel_loop_collapsing import collapse_parallel_loops


@register_pass(
    "test-scf-parallel-loop-collapsing",
    summary="Test parallel loops collapsing transformation",
    options=[
        Option(
            "collapsed-indices-0",
            list[Unsigned],
            None,
            "Which loop indices to combine 0th loop index",
        ),
        Option(
            "collapsed-indices-1",
            list[Unsigned],
            None,
            "Which loop indices to combine into the position 1 loop index",
        ),
        Option(
            "collapsed-indices-2",
            list[Unsigned],
            None,
            "Which loop indices to combine into the position 2 loop index",
        ),
    ],
)
class TestSCFParallelLoopCollapsing(Pass):
    def _fail(self, message: str) -> None:
        sys.stderr.write(message)
        self.signal_pass_failure()

    def run_on_operation(self, op: Any) -> None:
        i0, i1, i2 = self.collapsed_indices_0, self.collapsed_indices_1, self.collapsed_indices_2
        groups = []
        if i0:
            groups.append(list(i0))
        if i1:
            if not i0:
                return self._fail("collapsed-indices-1 specified but not collapsed-indices-0")
            groups.append(list(i1))
        if i2:
            if not i1:
                return self._fail("collapsed-indices-2 specified but not collapsed-indices-1")
            groups.append(list(i2))
        if not groups:
            return self._fail(
                "No collapsed-indices were specified. This pass is only for testing and does "
                "not automatically collapse all parallel loops or similar."
            )
        flat = {d for g in groups for d in g}
        if max(flat) != len(flat) - 1:
            return self._fail("collapsed-indices arguments must include all values [0,N).")
        loops = [o for o in op.walk() if o.name == "scf.parallel"]
        for lp in loops:
            n = len(lp.regions[0].blocks[0].args)
            if n != len(flat):
                report(
                    op_error(
                        lp,
                        f"has {n} iter args while this limited functionality testing pass was "
                        f"configured only for loops with exactly {len(flat)} iter args.",
                    )
                )
                continue
            collapse_parallel_loops(lp, groups)
