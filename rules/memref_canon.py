"""Folders and canonicalization patterns of MLIR 19's ``memref`` ops that canonicalize uses.

``FOLDERS``: ``memref.dim`` with a constant index folds to the static extent
(an ``index`` constant, materialized as ``arith.constant``) or, for a
dynamic extent of a ``memref.alloc``/``memref.alloca``, to the matching
dynamic size operand (MLIR's ``DimOp::fold``).

``PATTERNS``: ``SimplifyDeadAlloc`` (an ``alloc``/``alloca`` whose only users
are ``memref.dealloc`` of it and ``memref.store`` into it is erased with those
users) and ``FoldSelfCopy`` (a ``memref.copy`` of a buffer onto itself is
erased). Unused loads and allocations are erased by the greedy driver as
trivially dead (read and allocate effects only), as MLIR does.

What it does not do: store-to-load forwarding (MLIR's canonicalize does not
either), folding through ``view``/``subview``/``cast`` ops, or the other
memref canonicalizations (cast folding into users, ...).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import IntegerAttr
from irlite.ir.core import Operation, OpResult
from irlite.ir.pattern import FunctionPattern, RewritePattern
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.types import DYNAMIC, IndexType, MemRefType

__all__ = ["FOLDERS", "PATTERNS"]

_INDEX = IndexType.get()


def fold_dim(op: Operation, c: Any) -> Any:
    idx = c[1]
    if type(idx) is not IntegerAttr:
        return None
    src = op.op_operands[0].value
    t = src.type
    if type(t) is not MemRefType:
        return None
    i = idx.params[1]
    if i >= 1 << 63:
        i -= 1 << 64
    if i < 0 or i >= len(t.shape):
        return None
    if t.shape[i] != DYNAMIC:
        return IntegerAttr.get(_INDEX, t.shape[i])
    if type(src) is OpResult and src.owner.name in ("memref.alloc", "memref.alloca"):
        k = sum(1 for d in t.shape[:i] if d == DYNAMIC)
        return src.owner.op_operands[k].value
    return None


def simplify_dead_alloc(op: Operation, rw: PatternRewriter) -> bool:
    res = op.results[0]
    users = []
    u = res.first_use
    while u is not None:
        o = u.owner
        if o.name == "memref.store":
            if o.op_operands[0].value is res:  # the stored value is the allocation itself
                return False
        elif o.name != "memref.dealloc":
            return False
        if o not in users:
            users.append(o)
        u = u.next_use
    if not users:
        return None  # plain dead allocations are the driver's
    for o in users:
        rw.erase_op(o)
    rw.erase_op(op)
    return True


def fold_self_copy(op: Operation, rw: PatternRewriter) -> bool:
    """``memref.copy %m, %m`` does nothing (MLIR's ``FoldSelfCopy``)."""
    if op.op_operands[0].value is not op.op_operands[1].value:
        return False
    rw.erase_op(op)
    return True


FOLDERS: dict = {"memref.dim": fold_dim}
#: The native canonicalization patterns: ``SimplifyDeadAlloc`` on both allocation ops.
PATTERNS: list[RewritePattern] = [
    FunctionPattern(simplify_dead_alloc, "memref.alloc", debug_name="SimplifyDeadAlloc"),
    FunctionPattern(simplify_dead_alloc, "memref.alloca", debug_name="SimplifyDeadAlloc"),
    FunctionPattern(fold_self_copy, "memref.copy", debug_name="FoldSelfCopy"),
]
