"""MLIR 19's canonicalization pattern of the ``func`` dialect.

``PATTERNS``: ``SimplifyIndirectCallWithKnownCallee``: a ``func.call_indirect``
whose callee is a ``func.constant`` becomes a ``func.call`` of that symbol,
with the same arguments, result types and location. The ``func.constant``
is then erased by the greedy driver when nothing else uses it (it is pure).

What it does not do: anything across calls (inlining is a pass of its own).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.builtin_dialects import CallOp
from irlite.ir.core import Operation, OpResult

__all__ = ["PATTERNS"]


def simplify_indirect_call(op: Operation, rw: Any) -> Any:
    callee = op.op_operands[0].value
    if type(callee) is not OpResult or callee.owner.name != "func.constant":
        return None
    ref = callee.owner.properties.get("value")
    if ref is None:
        return None
    rw.set_insertion_point(op)
    call = CallOp(CallOp.OP_NAME, [o.value for o in op.op_operands[1:]], [r.type for r in op.results],
                  {"callee": ref}, loc=op.loc)
    rw.insert(call)
    rw.replace_op(op, list(call.results))
    return "SimplifyIndirectCallWithKnownCallee"


PATTERNS: dict = {"func.call_indirect": [simplify_indirect_call]}
