"""``test-scf-if-utils`` and ``test-scf-for-utils``: MLIR's TestSCFIfUtilsPass and
TestSCFForUtilsPass (``TestSCFUtils.cpp``).

``test-scf-if-utils`` outlines every ``scf.if`` of the module (post order: inner ones
first) with ``region_outlining.outline_if_op``: its then region into
``@outlined_then<N>`` and its else region into ``@outlined_else<N>``, ``N`` counting the
``scf.if`` ops from 0; a region that cannot be outlined fails the pass.

``test-scf-for-utils{test-replace-with-new-yields}``: every ``scf.for`` with results is
replaced by one with its init values passed again as new iteration arguments, which
yield each old yielded value added to itself (``arith.addf``; MLIR's
``replaceWithAdditionalYields`` with ``replaceInitOperandUsesInLoop``: uses of the inits
inside the loop read the new arguments).
"""

from __future__ import annotations

from typing import Any

from ....ir.builder import Builder
from ....ir.core import Operation
from ....ir.rewriter import PatternRewriter
from ...infra.pass_base import Option, Pass, register_pass
from ..region_outlining import value_loc, outline_if_op


@register_pass("test-scf-if-utils", summary="test scf.if utils", anchor="builtin.module")
class TestSCFIfUtilsPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        ifs = [o for o in op.walk() if o.name == "scf.if"]
        for count, if_op in enumerate(ifs):
            if outline_if_op(if_op, f"outlined_then{count}", f"outlined_else{count}") is None:
                self.signal_pass_failure()
                return


def replace_with_additional_yields(loop: Operation, new_inits: list, yield_fn: Any) -> Operation:
    """MLIR's ``ForOp::replaceWithAdditionalYields`` (``replaceInitOperandUsesInLoop``):
    a new ``scf.for`` with ``new_inits`` appended to the inits; ``yield_fn(builder,
    new_args)`` gives the values the new iteration arguments yield (built before the
    yield). The old loop's results are the new loop's first results; it is erased."""
    body = loop.regions[0].blocks[0]
    vals = [o.value for o in loop.op_operands]
    b = Builder.before(loop, loc=loop.loc)
    new = b.create(
        "scf.for",
        vals + list(new_inits),
        [r.type for r in loop.results] + [v.type for v in new_inits],
        regions=1,
        loc=loop.loc,
    )
    new.properties = loop.properties
    new.attributes = loop.attributes
    PatternRewriter().inline_region_before(loop.regions[0], new.regions[0])
    new_args = [body.add_argument(v.type, value_loc(v)) for v in new_inits]
    for v, a in zip(new_inits, new_args):
        u = v.first_use
        while u is not None:
            nxt = u.next_use
            if new.regions[0].is_ancestor_of(u.owner):
                u.set(a)
            u = nxt
    term = body.last
    extra = yield_fn(Builder.before(term, loc=loop.loc), new_args)
    term.set_operands([o.value for o in term.op_operands] + list(extra))
    for r, nr in zip(loop.results, new.results):
        r.replace_all_uses_with(nr)
    loop.erase()
    return new


@register_pass(
    "test-scf-for-utils",
    summary="test scf.for utils",
    options=[
        Option(
            "test-replace-with-new-yields",
            bool,
            False,
            "Test replacing a loop with a new loop that returns new additional yield values",
        )
    ],
    anchor="func.func",
)
class TestSCFForUtilsPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        if not self.test_replace_with_new_yields:
            return
        loops = [o for o in op.walk() if o.name == "scf.for" and o.results]
        for lp in loops:
            inits = [o.value for o in lp.op_operands[3:]]
            if not inits:
                continue
            old_yields = [o.value for o in lp.regions[0].blocks[0].last.op_operands]

            def fn(b: Builder, new_args: list, old_yields: list = old_yields) -> list:
                return [b.create("arith.addf", [y, y], [y.type]).results[0] for y in old_yields]

            replace_with_additional_yields(lp, inits, fn)
