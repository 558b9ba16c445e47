"""``test-loop-unrolling``: MLIR's TestLoopUnrollingPass, ``scf.for`` unrolled by a factor.

Every ``scf.for`` nested under ``loop-depth`` other ``scf.for`` ops (0: the outermost)
is unrolled by ``unroll-factor`` (``scf_loop_unroll.loop_unroll_by_factor``); with
``annotate``, each op of the unrolled body carries ``unrolled_iteration = <copy> : ui32``.
``unroll-up-to-factor`` is accepted and, as in MLIR 19's test pass, not used.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import IntegerAttr
from ....ir.core import Operation
from ....ir.types import IntegerType
from ...infra.pass_base import Option, Pass, Unsigned, register_pass
from ..scf_loop_unroll import loop_unroll_by_factor

_UI32 = IntegerType.get(32, "unsigned")


def _nesting_depth(op: Operation) -> int:
    depth = 0
    p = op.parent_op
    while p is not None:
        if p.name == "scf.for":
            depth += 1
        p = p.parent_op
    return depth


def _annotate(i: int, op: Operation) -> None:
    op.set_attr("unrolled_iteration", IntegerAttr.get(_UI32, i))


@register_pass(
    "test-loop-unrolling",
    summary="Tests loop unrolling transformation",
    options=[
        Option("unroll-factor", int, 1, "Loop unroll factor."),
        Option("annotate", bool, False, "Annotate unrolled iterations."),
        Option("unroll-up-to-factor", bool, False, "Loop unroll up to factor."),
        Option("loop-depth", Unsigned, 0, "Loop depth."),
    ],
)
class TestLoopUnrollingPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        loops = [
            o
            for o in op.walk()
            if o.name == "scf.for" and o is not op and _nesting_depth(o) == self.loop_depth
        ]
        annotate = _annotate if self.annotate else None
        for lp in loops:
            loop_unroll_by_factor(lp, self.unroll_factor, annotate)
