"""Folders and canonicalization patterns of MLIR 19's ``memref`` ops that canonicalize uses.

``FOLDERS``: ``memref.dim`` with a constant index folds to the static extent
(an ``index`` constant, materialized as ``arith.constant``) or, for a
dynamic extent of a ``memref.alloc``/``memref.alloca`` or of a
``memref.reinterpret_cast``/``memref.subview`` that keeps the rank, to the
matching dynamic size operand (MLIR's ``DimOp::fold``).

``PATTERNS``: ``SimplifyDeadAlloc`` (an ``alloc``/``alloca`` whose only users
are ``memref.dealloc`` of it and ``memref.store`` into it is erased with those
users) and ``FoldSelfCopy`` (a ``memref.copy`` of a buffer onto itself is
erased). Unused loads and allocations are erased by the greedy driver as
trivially dead (read and allocate effects only), as MLIR does.

Casts fold into their users as MLIR's ``foldMemRefCast`` does (``load``, ``store``,
``dealloc``, ``prefetch``, ``atomic_rmw``, ``dim`` with a known index, ``cast`` itself,
whose identity then folds away; ``copy`` only through casts that make nothing more
static).

What it does not do: store-to-load forwarding (MLIR's canonicalize does not
either), folding through ``view``/``subview`` ops, or the other memref
canonicalizations (``SubViewOpMemRefCastFolder``, ...).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import IntegerAttr
from irlite.ir.core import Operation, OpResult
from irlite.ir.memref_layout import strides_and_offset
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
    if type(src) is OpResult and src.owner.name in _SIZED_VIEWS:
        # MLIR's fold through OffsetSizeAndStrideOpInterface: the dynamic size operand
        view = src.owner
        sizes = view.properties["static_sizes"].values
        if len(sizes) != len(t.shape) or sizes[i] != K_DYNAMIC:
            return None  # a rank-reducing subview: sizes do not line up with dims
        seg = view.properties["operandSegmentSizes"].values
        k = 1 + seg[1] + sum(1 for d in sizes[:i] if d == K_DYNAMIC)
        return view.op_operands[k].value
    return None


#: views whose result sizes are their ``sizes`` operands (``static_sizes``, where MLIR's
#: ``kDynamic`` marks an operand)
K_DYNAMIC = -(1 << 63)
_SIZED_VIEWS = ("memref.reinterpret_cast", "memref.subview")


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


def _fold_memref_cast(op: Operation, inner: Any = None) -> bool:
    """MLIR's ``foldMemRefCast``: every operand (but ``inner``) read through a
    ``memref.cast`` of a ranked memref reads the cast's source instead."""
    folded = False
    for o in op.op_operands:
        v = o.value
        if v is inner or type(v) is not OpResult or v.owner.name != "memref.cast":
            continue
        src = v.owner.op_operands[0].value
        if type(src.type) is MemRefType:
            o.set(src)
            folded = True
    return folded


def _can_fold_into_consumer(cast: Operation) -> bool:
    """MLIR's ``CastOp::canFoldIntoConsumerOp``: a cast between strided memrefs of one
    element type and rank that makes nothing more static (sizes, offset, strides)."""
    a, b = cast.op_operands[0].value.type, cast.results[0].type
    if type(a) is not MemRefType or type(b) is not MemRefType:
        return False
    if a.element_type is not b.element_type or len(a.shape) != len(b.shape):
        return False
    sa, oa = strides_and_offset(a)
    sb, ob = strides_and_offset(b)
    if sa is None or sb is None:
        return False
    for x, y in zip(a.shape, b.shape):
        if x != y and x == DYNAMIC and y != DYNAMIC:
            return False
    if oa != ob and oa is None and ob is not None:
        return False
    return all(not (x != y and x is None and y is not None) for x, y in zip(sa, sb))


def fold_operand_casts(op: Operation, c: Any) -> Any:
    """``load``/``dealloc``/``prefetch(memrefcast) -> op`` (in place)."""
    return True if _fold_memref_cast(op) else None


def fold_store(op: Operation, c: Any) -> Any:
    """``store``/``atomic_rmw(memrefcast)``: the cast folds, not into the stored value."""
    return True if _fold_memref_cast(op, op.op_operands[0].value) else None


def fold_cast(op: Operation, c: Any) -> Any:
    """``cast(cast(x)) -> cast(x)`` in place, then the identity cast folds to its source
    (MLIR's ``CastOp::fold`` and the cast interface's trait fold)."""
    folded = _fold_memref_cast(op)
    src = op.op_operands[0].value
    if src.type is op.results[0].type:
        return src
    return True if folded else None


def fold_copy(op: Operation, c: Any) -> Any:
    """``copy(memrefcast) -> copy`` for casts that make nothing more static."""
    folded = False
    for o in op.op_operands:
        v = o.value
        if (
            type(v) is OpResult
            and v.owner.name == "memref.cast"
            and _can_fold_into_consumer(v.owner)
        ):
            o.set(v.owner.op_operands[0].value)
            folded = True
    return True if folded else None


def fold_dim_and_cast(op: Operation, c: Any) -> Any:
    """``DimOp::fold``: the extent, else ``dim(memrefcast) -> dim`` (in place) once the
    index is a known constant in range of a ranked source."""
    r = fold_dim(op, c)
    if r is not None:
        return r
    idx = c[1]
    t = op.op_operands[0].value.type
    if type(idx) is not IntegerAttr or type(t) is not MemRefType:
        return None
    if not 0 <= idx.params[1] < len(t.shape):
        return None
    return True if _fold_memref_cast(op) else None


FOLDERS: dict = {
    "memref.dim": fold_dim_and_cast,
    "memref.load": fold_operand_casts,
    "memref.dealloc": fold_operand_casts,
    "memref.prefetch": fold_operand_casts,
    "memref.store": fold_store,
    "memref.atomic_rmw": fold_store,
    "memref.cast": fold_cast,
    "memref.copy": fold_copy,
}
#: The native canonicalization patterns: ``SimplifyDeadAlloc`` on both allocation ops.
PATTERNS: list[RewritePattern] = [
    FunctionPattern(simplify_dead_alloc, "memref.alloc", debug_name="SimplifyDeadAlloc"),
    FunctionPattern(simplify_dead_alloc, "memref.alloca", debug_name="SimplifyDeadAlloc"),
    FunctionPattern(fold_self_copy, "memref.copy", debug_name="FoldSelfCopy"),
]
