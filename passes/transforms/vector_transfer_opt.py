"""Store-to-load forwarding and dead store elimination of vector transfers on memrefs
(MLIR 19's ``vector::transferOpflowOpt``, VectorTransferOpTransforms.cpp).

``transfer_opflow_opt(rw, root)``, in two sweeps over the ops under ``root``:

1. A ``vector.transfer_read`` (in bounds) whose value the last ``vector.transfer_write``
   dominating it wrote (same memref, indices, vector type and map, no masks, in bounds)
   takes that written vector, provided every other write to the buffer (through
   ``memref.subview``s) that may reach the read is post-dominated by that write; writes
   to provably disjoint slices (constant indices) do not count.
2. A ``vector.transfer_write`` is dead when a later write of the same vector to the same
   place post-dominates it and dominates every access that may read what it wrote.

Accesses are found through the users of the buffer and of its subviews; memory-effect
free users are skipped, any other one may read or write it.

What it does not do: post-dominance across the blocks of an unstructured region (such
queries answer no, so nothing is forwarded or erased there), nor the value-bounds proof
of disjointness MLIR can be asked for (``testDynamicValueUsingBounds``, off by default).
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation, OpResult, Value
from ...ir.rewriter import PatternRewriter
from ...ir.side_effects import is_memory_effect_free
from ...ir.types import MemRefType
from ...ir.verifier import _DomTree
from .dominance import op_dominates, op_post_dominates

__all__ = ["transfer_opflow_opt"]

_READ, _WRITE = "vector.transfer_read", "vector.transfer_write"


# ----------------------------------------------------------------------------- transfer facts


def _source(op: Operation) -> Value:
    return op.op_operands[0 if op.name == _READ else 1].value


def _vector_type(op: Operation) -> Any:
    return op.results[0].type if op.name == _READ else op.op_operands[0].value.type


def _indices(op: Operation) -> list:
    first = 1 if op.name == _READ else 2
    rank = len(_source(op).type.shape)
    return [o.value for o in op.op_operands[first : first + rank]]


def _mask(op: Operation) -> Value | None:
    seg = op.properties["operandSegmentSizes"].values
    if seg[-1] == 0:
        return None
    return op.op_operands[-1].value


def _perm_map(op: Operation) -> Any:
    return op.properties["permutation_map"].map


def _has_out_of_bounds_dim(op: Operation) -> bool:
    """MLIR's ``hasOutOfBoundsDim``: a non-broadcast result of the map not in bounds."""
    from ...ir.affine import AffineExprKind

    m = _perm_map(op)
    flags = op.properties["in_bounds"].value
    for e, f in zip(m.results, flags):
        broadcast = e.kind == AffineExprKind.CONSTANT and e.value == 0
        if not broadcast and not f.value:
            return True
    return False


def _constant(v: Value) -> int | None:
    from ...rules.affine import constant_index

    return constant_index(v)


def _is_disjoint_transfer_set(a: Operation, b: Operation) -> bool:
    """MLIR's ``isDisjointTransferSet`` (without value bounds): same source and vector
    type, and some index proven apart: distinct constants in a leading dim, or constants
    at least the vector's size apart in a vector dim."""
    if _source(a) is not _source(b) or _vector_type(a) is not _vector_type(b):
        return False
    vt = _vector_type(a)
    ia, ib = _indices(a), _indices(b)
    rank_offset = len(ia) - len(vt.shape)
    for i, (x, y) in enumerate(zip(ia, ib)):
        cx, cy = _constant(x), _constant(y)
        if cx is None or cy is None:
            continue
        if i < rank_offset:
            if cx != cy:
                return True
        elif abs(cx - cy) >= vt.shape[i - rank_offset]:
            return True
    return False


def _same_value_raw(write: Operation, read: Operation) -> bool:
    """MLIR's ``checkSameValueRAW``: the read gets exactly what the write wrote."""
    return (
        not _has_out_of_bounds_dim(write)
        and _mask(write) is None
        and _mask(read) is None
        and all(x is y for x, y in zip(_indices(write), _indices(read)))
        and _vector_type(write) is _vector_type(read)
        and _perm_map(write) == _perm_map(read)
    )


def _same_value_waw(write: Operation, prior: Operation) -> bool:
    """MLIR's ``checkSameValueWAW``: ``write`` overwrites all of what ``prior`` wrote."""
    return (
        all(x is y for x, y in zip(_indices(write), _indices(prior)))
        and _mask(write) is _mask(prior)
        and _vector_type(write) is _vector_type(prior)
        and _perm_map(write) == _perm_map(prior)
    )


# ----------------------------------------------------------------------------- helpers


def _ancestor_in_region(region: Any, op: Operation | None) -> Operation | None:
    """MLIR's ``findAncestorOpInRegion``."""
    while op is not None and op.parent_region is not region:
        op = op.parent_op
    return op


def _is_reachable(start: Operation, dest: Operation) -> bool:
    """Whether control may go from ``start`` to ``dest`` (ops of one region)."""
    if op_dominates(start, dest):
        return True
    region = start.parent_region
    tree = None
    work = list(start.parent.successors)
    seen: set = set()
    while work:
        b = work.pop()
        if b in seen:
            continue
        seen.add(b)
        if tree is None:
            tree = _DomTree(region)
        if b is dest.parent or tree.properly_dominates(b, dest.parent):
            return True
        work.extend(b.successors)
    return False


def _accesses(source: Value) -> list[Operation]:
    """The users of ``source``'s base buffer (subviews skipped) and of its subviews."""
    while type(source) is OpResult and source.owner.name == "memref.subview":
        source = source.owner.op_operands[0].value
    users = [u.owner for u in source.uses]
    seen: set = set()
    out = []
    while users:
        user = users.pop()
        if user in seen:
            continue
        seen.add(user)
        if user.name == "memref.subview":
            users.extend(u.owner for u in user.results[0].uses)
            continue
        out.append(user)
    return out


# ----------------------------------------------------------------------------- the two sweeps


def _store_to_load_forwarding(rw: PatternRewriter, read: Operation, to_erase: list) -> None:
    if _has_out_of_bounds_dim(read):
        return
    blocking = []
    last = None
    for user in _accesses(_source(read)):
        if is_memory_effect_free(user) or user.name == _READ:
            continue
        if user.name == _WRITE:
            if _is_disjoint_transfer_set(user, read):
                continue
            if (
                _source(user) is _source(read)
                and op_dominates(user, read)
                and _same_value_raw(user, read)
            ):
                if last is None or op_dominates(last, user):
                    last = user
                continue
        blocking.append(user)
    if last is None:
        return
    region = last.parent_region
    read_anc = _ancestor_in_region(region, read)
    for w in blocking:
        anc = _ancestor_in_region(region, w)
        if anc is None or not _is_reachable(anc, read_anc):
            continue
        if not op_post_dominates(last, w):
            return
    rw.replace_all_uses_with(read.results[0], last.op_operands[0].value)
    to_erase.append(read)


def _dead_store(write: Operation, to_erase: list) -> None:
    blocking = []
    first = None
    for user in _accesses(_source(write)):
        if is_memory_effect_free(user) or user is write:
            continue
        if (
            user.name == _WRITE
            and _source(user) is _source(write)
            and _same_value_waw(user, write)
            and op_post_dominates(user, write)
        ):
            if first is None or op_post_dominates(first, user):
                first = user
            continue
        if user.name in (_READ, _WRITE) and _is_disjoint_transfer_set(write, user):
            continue
        blocking.append(user)
    if first is None:
        return
    region = first.parent_region
    write_anc = _ancestor_in_region(region, write)
    for access in blocking:
        anc = _ancestor_in_region(region, access)
        if anc is None or not _is_reachable(write_anc, anc):
            continue
        if not op_dominates(first, anc):
            return
    to_erase.append(write)


def transfer_opflow_opt(rw: PatternRewriter, root: Operation) -> None:
    """MLIR's ``vector::transferOpflowOpt`` on the ops under ``root`` (module docstring)."""
    to_erase: list = []
    for op in [o for o in root.walk() if o.name == _READ]:
        if type(_source(op).type) is MemRefType:
            _store_to_load_forwarding(rw, op, to_erase)
    for op in to_erase:
        rw.erase_op(op)
    to_erase = []
    for op in [o for o in root.walk() if o.name == _WRITE]:
        if type(_source(op).type) is MemRefType:
            _dead_store(op, to_erase)
    for op in to_erase:
        rw.erase_op(op)
