"""Dominance queries between ops and values (MLIR's ``DominanceInfo`` verbs).

``op_dominates(a, b)`` / ``op_properly_dominates(a, b)`` and ``value_dominates(v, op)`` /
``value_properly_dominates(v, op)`` answer as MLIR's ``DominanceInfo::dominates`` and
``properlyDominates`` do for regions with SSA dominance, ``op_post_dominates(a, b)`` as
``PostDominanceInfo::postDominates``: in one block, order decides; an op
nested in another is reached through its ancestor in the other's block (an op encloses what
is nested in it unless ``enclosing_ok`` is False); across blocks of one region, the
region's dominator tree decides. Each query builds what it needs; nothing is cached, so
callers asking many questions about one region should keep their own tree.

What it does not do: graph regions (every op is taken to be in a region with SSA
dominance), or post-dominance between different blocks of one region (no post-dominator
tree: such a query answers False, the safe answer for the transforms that ask).
"""

from __future__ import annotations

from ...ir.core import BlockArgument, Operation, Value
from ...ir.verifier import _ancestor_block_in_region, _ancestor_op_in_region, _DomTree

__all__ = [
    "op_dominates",
    "op_post_dominates",
    "op_properly_dominates",
    "value_dominates",
    "value_properly_dominates",
]


def _block_properly_dominates(a, b) -> bool:  # type: ignore[no-untyped-def]
    """``a`` properly dominates block ``b`` or a block holding it."""
    region = a.parent
    if region is None:
        return False
    anc = _ancestor_block_in_region(region, b)
    if anc is None:
        return False
    if anc is a:
        return b is not a  # ``b`` nested in an op of ``a``
    return _DomTree(region).properly_dominates(a, anc)


def op_properly_dominates(a: Operation, b: Operation, enclosing_ok: bool = True) -> bool:
    """MLIR's ``DominanceInfo::properlyDominates(Operation *, Operation *)``."""
    if a is b:
        return False
    block = a.parent
    region = block.parent if block is not None else None
    if region is None:
        return False
    anc = _ancestor_op_in_region(region, b)
    if anc is None:
        return False
    if anc is a:
        return enclosing_ok
    if anc.parent is block:
        return a.is_before_in_block(anc)
    return _DomTree(region).properly_dominates(block, anc.parent)


def op_dominates(a: Operation, b: Operation) -> bool:
    """MLIR's ``DominanceInfo::dominates(Operation *, Operation *)``: ``a`` is ``b``, holds
    it, or properly dominates it."""
    return a is b or op_properly_dominates(a, b)


def value_properly_dominates(v: Value, op: Operation) -> bool:
    """MLIR's ``DominanceInfo::properlyDominates(Value, Operation *)``: a block argument
    dominates the ops of its block and of the blocks its block dominates; a result, the ops
    its defining op properly dominates (not those nested in it)."""
    if isinstance(v, BlockArgument):
        b = op.parent
        return b is not None and (b is v.owner or _block_properly_dominates(v.owner, b))
    return op_properly_dominates(v.owner, op, enclosing_ok=False)


def value_dominates(v: Value, op: Operation) -> bool:
    """MLIR's ``DominanceInfo::dominates(Value, Operation *)``."""
    return getattr(v, "owner", None) is op or value_properly_dominates(v, op)


def op_post_dominates(a: Operation, b: Operation) -> bool:
    """MLIR's ``PostDominanceInfo::postDominates(Operation *, Operation *)`` where it needs
    no post-dominator tree: ``a`` is ``b``, holds it, or comes after ``b`` (or the op
    holding ``b``) in ``a``'s block; False when ``b`` is in another block of ``a``'s region
    or outside it."""
    if a is b:
        return True
    block = a.parent
    region = block.parent if block is not None else None
    if region is None:
        return False
    anc = _ancestor_op_in_region(region, b)
    if anc is None:
        return False
    if anc is a:
        return True
    return anc.parent is block and anc.is_before_in_block(a)
