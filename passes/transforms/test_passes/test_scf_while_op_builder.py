"""``test-scf-while-op-builder``: before each ``scf.while``, build another with the same
operands and result types through region-building callbacks (MLIR's
TestSCFWhileOpBuilderPass, which exercises ``WhileOp::build``).

The new loop's before region casts its arguments to the result types
(``builtin.unrealized_conversion_cast``) and forwards them under a constant ``true``
condition; its after region casts them back to the operand types and yields them. The
original loop is kept. What it does not do: anything a user pipeline needs.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import IntegerAttr
from ....ir.builder import Builder
from ....ir.core import Block
from ....ir.types import IntegerType
from ...infra.pass_base import Pass, register_pass

_I1 = IntegerType.get(1)


@register_pass(
    "test-scf-while-op-builder", summary="test build functions of scf.while", anchor="func.func"
)
class TestSCFWhileOpBuilder(Pass):
    def run_on_operation(self, op: Any) -> None:
        for w in [o for o in op.walk() if o.name == "scf.while"]:
            loc = w.loc
            results = [r.type for r in w.results]
            operands = [o.value for o in w.op_operands]
            in_types = [v.type for v in operands]
            with Builder.before(w, loc=loc) as b:
                new = b.create("scf.while", operands, results, regions=2)
            before = new.regions[0].add_block(Block(in_types, [loc] * len(in_types)))
            with Builder.at_end(before, loc=loc) as b:
                cast = b.create("builtin.unrealized_conversion_cast", list(before.args), results)
                t = b.create("arith.constant", [], [_I1], {"value": IntegerAttr.get(_I1, 1)})
                b.create("scf.condition", [t.results[0], *cast.results])
            after = new.regions[1].add_block(Block(results, [loc] * len(results)))
            with Builder.at_end(after, loc=loc) as b:
                cast = b.create("builtin.unrealized_conversion_cast", list(after.args), in_types)
                b.create("scf.yield", list(cast.results))
