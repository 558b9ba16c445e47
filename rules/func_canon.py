"""MLIR 19's canonicalization pattern of the ``func`` dialect.

``PATTERNS``: ``SimplifyIndirectCallWithKnownCallee``: a ``func.call_indirect``
whose callee is a ``func.constant`` becomes a ``func.call`` of that symbol,
with the same arguments, result types and location. The ``func.constant``
is then erased by the greedy driver when nothing else uses it (it is pure).

What it does not do: anything across calls (inlining is a pass of its own).
"""

from __future__ import annotations

from irlite.ir.builtin_dialects import CallOp
from irlite.ir.core import Operation, OpResult
from irlite.ir.pattern import RewritePattern, rewrite_pattern
from irlite.ir.rewriter import PatternRewriter

__all__ = ["PATTERNS"]


@rewrite_pattern("func.call_indirect", "SimplifyIndirectCallWithKnownCallee")
def simplify_indirect_call(op: Operation, rw: PatternRewriter) -> bool:
    callee = op.op_operands[0].value
    if type(callee) is not OpResult or callee.owner.name != "func.constant":
        return False
    ref = callee.owner.properties.get("value")
    if ref is None:
        return False
    rw.set_insertion_point(op)
    call = CallOp(
        CallOp.OP_NAME,
        [o.value for o in op.op_operands[1:]],
        [r.type for r in op.results],
        {"callee": ref},
        loc=op.loc,
    )
    rw.insert(call)
    rw.replace_op(op, list(call.results))
    return True


#: The native canonicalization patterns (tried after the dialect's ruleset, per root in this order).
PATTERNS: list[RewritePattern] = [
    simplify_indirect_call,
]
