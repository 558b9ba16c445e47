"""Native canonicalization patterns of MLIR 19's ``linalg`` ops (``LinalgOps.cpp``), in
``PATTERNS``; ``linalg.rules``' dialect block names the list, so ``canonicalize`` (and
``linalg-fuse-elementwise-ops``, which adds the dialect's canonicalizations) applies them.

* ``EraseIdentityGenericOp`` (``linalg.generic``, as MLIR's ``EraseIdentityLinalgOp``):
  every map is the same and the payload only yields block arguments: on tensors the op
  is replaced by the operands yielded (a ``tensor.cast`` where the result type differs
  and the cast is compatible); on buffers an op copying one buffer onto itself is erased.
* ``EraseDeadLinalgOp`` (any structured op, through ``LinalgStructuredOpInterface``): an
  op with a memref operand that has a zero-sized dimension runs no iteration and is
  erased.
* ``EraseSelfCopy`` (``linalg.copy``): a copy onto itself is erased (buffers) or is its
  input (tensors).
* ``TransposeOpFold`` (``linalg.transpose``'s folder, as a pattern): an identity
  permutation on tensors is its input.

The interface patterns (``EraseDeadLinalgOp``, ``InferStaticShapeOfOperands``) are listed
once per linalg structured op, as MLIR lists an interface pattern for each op that has the
interface, so that canonicalize costs other ops nothing; another dialect's structured ops
get them by listing them in its own canonicalizer.

``FUSION_PATTERN_NAMES``: those ``linalg-fuse-elementwise-ops`` runs too (MLIR adds
``GenericOp``'s and the dialect's canonicalizations, and folds; not ``CopyOp``'s).

* ``FoldTensorCastConsumerOp`` (``tensor.cast``): a cast to a more static type of a
  structured op's result makes the op produce that type.
* ``InferStaticShapeOfOperands`` (any structured op on tensors): loop sizes one operand
  gives statically become static in the others (``tensor.cast`` in, results cast back).

``FOLDERS``: ``foldMemRefCast``, the folder of ``linalg.generic`` and of every named
structured op (not ``map``/``reduce``/``transpose``/``broadcast``, which have none in
MLIR 19): an operand read through a ``memref.cast`` of a ranked memref reads its source.

What it does not do: MLIR 19's erasure of a buffer identity
transpose, and sparse tensors.
"""

from __future__ import annotations

from irlite.ir.core import BlockArgument, Operation, OpResult
from irlite.ir.interfaces import DestinationStyleOpInterface, LinalgStructuredOpInterface
from irlite.ir.pattern import FunctionPattern, RewritePattern
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.types import MemRefType, RankedTensorType

from .memref_canon import fold_operand_casts
from .tensor_folds import preserves_static_information

__all__ = ["FOLDERS", "PATTERNS"]


def _cast_compatible(a: object, b: object) -> bool:
    if not (isinstance(a, RankedTensorType) and isinstance(b, RankedTensorType)):
        return False
    if a.element_type != b.element_type or len(a.shape) != len(b.shape):
        return False
    return all(x == y or x is None or y is None or x < 0 or y < 0 for x, y in zip(a.shape, b.shape))


def erase_identity_generic(op: Operation, rw: PatternRewriter) -> bool:
    """``EraseIdentityGenericOp``."""
    lop = op.interface(LinalgStructuredOpInterface)
    dps = op.interface(DestinationStyleOpInterface)
    if lop is None or dps is None:
        return False
    maps = lop.indexing_maps()
    if any(m is not maps[0] and m != maps[0] for m in maps):
        return False
    region = lop.payload_region()
    if len(region.blocks) != 1:
        return False
    body = region.blocks[0]
    term = body.first
    if term is None or term is not body.last or term.name != "linalg.yield":
        return False
    if dps.has_pure_buffer_semantics():
        ins, inits = dps.dps_inputs(), dps.dps_inits()
        if len(ins) == 1 and len(inits) == 1 and ins[0] is inits[0]:
            rw.erase_op(op)
            return True
        return False
    if not dps.has_pure_tensor_semantics():
        return False
    returned = []
    for i, yo in enumerate(term.op_operands):
        arg = yo.value
        if not isinstance(arg, BlockArgument) or arg.owner is not body:
            return False
        val = op.op_operands[arg.index].value
        rt = op.results[i].type
        if val.type != rt:
            if not _cast_compatible(val.type, rt):
                return False
            rw.set_insertion_point(op)
            val = rw.create(rw.lookup_op_class("tensor.cast"), val, dest_type=rt, loc=op.loc)
            val = val.results[0]
        returned.append(val)
    if len(returned) != len(op.results):
        return False
    rw.replace_op(op, returned)
    return True


def erase_dead_linalg_op(op: Operation, rw: PatternRewriter) -> bool:
    """``EraseDeadLinalgOp``: a memref operand with a zero-sized dimension."""
    if op.interface(LinalgStructuredOpInterface) is None:
        return False
    for o in op.op_operands:
        t = o.value.type
        if isinstance(t, MemRefType) and 0 in t.shape:
            rw.erase_op(op)
            return True
    return False


def erase_self_copy(op: Operation, rw: PatternRewriter) -> bool:
    """``EraseSelfCopy`` (``linalg.copy``): a copy of a value onto itself."""
    dps = op.interface(DestinationStyleOpInterface)
    if dps is None or [v for v in dps.dps_inputs()] != [v for v in dps.dps_inits()]:
        return rw.notify_match_failure(op, "not a self copy")
    if dps.has_pure_buffer_semantics():
        rw.erase_op(op)
    else:
        rw.replace_op(op, dps.dps_inputs())
    return True


def fold_identity_transpose(op: Operation, rw: PatternRewriter) -> bool:
    """``TransposeOp::fold`` on tensors: an identity (or rank-0) permutation is its input.
    (MLIR 19's fold also "folds" a buffer transpose, erasing the copy it makes; irlite
    keeps that one.)"""
    perm = list(op.properties["permutation"].values)
    if perm != list(range(len(perm))) or len(op.results) != 1:
        return False
    dps = op.interface(DestinationStyleOpInterface)
    if dps is None or not dps.has_pure_tensor_semantics():
        return False
    rw.replace_op(op, [dps.dps_inputs()[0]])
    return True


def _clone_with(rw: PatternRewriter, op: Operation, types: list, operands: list) -> Operation:
    """MLIR's ``clone(builder, op, resultTypes, operands)``: ``op`` with its regions and
    attributes on new operands and result types, at the rewriter's insertion point."""
    new = op.clone({})
    for o, v in zip(new.op_operands, operands):
        o.set(v)
    new.results = tuple(OpResult(t, new, i) for i, t in enumerate(types))
    return rw.insert(new)


def _cast(rw: PatternRewriter, v: object, t: object, loc: object) -> object:
    return rw.create(rw.lookup_op_class("tensor.cast"), v, dest_type=t, loc=loc).results[0]


def fold_tensor_cast_consumer(op: Operation, rw: PatternRewriter) -> bool:
    """``FoldTensorCastConsumerOp`` (``tensor.cast``): a cast to a more static type of a
    structured op's result (in the same block) makes the op produce that type (its init
    cast first, the old type cast back for the other users)."""
    src = op.op_operands[0].value
    rt = op.results[0].type
    st = src.type
    if not (isinstance(st, RankedTensorType) and isinstance(rt, RankedTensorType)):
        return False
    if not preserves_static_information(st, rt):
        return False
    lop = src.owner.interface(LinalgStructuredOpInterface) if isinstance(src, OpResult) else None
    if lop is None:
        return False
    p = src.owner
    if op.parent is not p.parent:
        return False
    dps = p.interface(DestinationStyleOpInterface)
    n = src.index
    loc = p.loc
    rw.set_insertion_point(p)
    init = dps.dps_init_operands()[n]
    new_init = _cast(rw, init.value, rt, loc)
    operands = [o.value for o in p.op_operands]
    operands[init.index] = new_init
    types = [r.type for r in p.results]
    types[n] = rt
    new = _clone_with(rw, p, types, operands)
    back = _cast(rw, new.results[n], st, loc)
    results = list(new.results)
    results[n] = back
    rw.replace_op(p, results)
    rw.replace_op(op, [new.results[n]])
    return True


def infer_static_shape_of_operands(op: Operation, rw: PatternRewriter) -> bool:
    """``InferStaticShapeOfOperands``: on tensors with projected-permutation maps, a loop
    size one operand gives statically (or through the static source of its
    ``tensor.cast``) becomes static in every operand that has it dynamic (a
    ``tensor.cast`` each); the results are cast back."""
    lop = op.interface(LinalgStructuredOpInterface)
    dps = op.interface(DestinationStyleOpInterface) if lop is not None else None
    if dps is None or not dps.has_pure_tensor_semantics():
        return False
    maps = lop.indexing_maps()
    if not all(m.is_projected_permutation() for m in maps):
        return False
    sizes: dict = {}
    for o, m in zip(op.op_operands, maps):
        t = o.value.type
        if not isinstance(t, RankedTensorType):
            continue
        shape = t.shape
        d = o.value.owner if isinstance(o.value, OpResult) else None
        if d is not None and d.name == "tensor.cast":
            ct = d.op_operands[0].value.type
            if isinstance(ct, RankedTensorType) and all(x >= 0 for x in ct.shape):
                shape = ct.shape
        for i, e in enumerate(m.results):
            if t.shape[i] < 0:
                continue
            if type(e).__name__ == "AffineDimExpr" and e.position not in sizes:
                sizes[e.position] = shape[i]
    inits = {id(o) for o in dps.dps_init_operands()}
    operands: list = []
    types: list = []
    changed = False
    rw.set_insertion_point(op)
    for o, m in zip(op.op_operands, maps):
        v = o.value
        t = v.type
        operands.append(v)
        if not isinstance(t, RankedTensorType):
            continue
        is_init = id(o) in inits
        if all(x >= 0 for x in t.shape) and is_init:
            types.append(t)
            continue
        shape = []
        need = False
        for i, e in enumerate(m.results):
            pos = e.position if type(e).__name__ == "AffineDimExpr" else None
            if pos is None or pos not in sizes or t.shape[i] >= 0:
                shape.append(t.shape[i])
                continue
            shape.append(sizes[pos])
            need = True
        nt = RankedTensorType.get(shape, t.element_type)
        if need:
            changed = True
            operands[-1] = _cast(rw, v, nt, op.loc)
        if is_init:
            types.append(nt)
    if not changed:
        return False
    new = _clone_with(rw, op, types, operands)
    repl = []
    for old, r in zip(op.results, new.results):
        repl.append(_cast(rw, r, old.type, op.loc) if r.type != old.type else r)
    rw.replace_op(op, repl)
    return True


def _structured_op_names() -> list[str]:
    """linalg's ops that implement ``LinalgStructuredOpInterface`` (MLIR's interface patterns
    are listed once per such op, so other ops pay nothing for them)."""
    from irlite.gen.loader import builtin_module

    ops = builtin_module("linalg").OPS
    return [c.OP_NAME for c in ops if LinalgStructuredOpInterface in c.INTERFACES]


def _per_structured_op(fn: object, name: str) -> list[RewritePattern]:
    return [FunctionPattern(fn, op, debug_name=name) for op in _structured_op_names()]


#: linalg ops whose MLIR 19 folder is not ``foldMemRefCast`` (they have no folder).
_NO_CAST_FOLD = frozenset(("linalg.map", "linalg.reduce", "linalg.transpose", "linalg.broadcast"))

FOLDERS: dict = {
    name: fold_operand_casts for name in _structured_op_names() if name not in _NO_CAST_FOLD
}

PATTERNS: list[RewritePattern] = [
    FunctionPattern(erase_identity_generic, "linalg.generic", debug_name="EraseIdentityGenericOp"),
    *_per_structured_op(erase_dead_linalg_op, "EraseDeadLinalgOp"),
    FunctionPattern(erase_self_copy, "linalg.copy", debug_name="EraseSelfCopy"),
    FunctionPattern(fold_identity_transpose, "linalg.transpose", debug_name="TransposeOpFold"),
    FunctionPattern(
        fold_tensor_cast_consumer, "tensor.cast", debug_name="FoldTensorCastConsumerOp"
    ),
    *_per_structured_op(infer_static_shape_of_operands, "InferStaticShapeOfOperands"),
]

#: the patterns MLIR's linalg-fuse-elementwise-ops also runs: GenericOp's and the
#: dialect's canonicalizations and the folds (not the other ops' canonicalizations)
FUSION_PATTERN_NAMES = frozenset(
    (
        "EraseIdentityGenericOp",
        "EraseDeadLinalgOp",
        "TransposeOpFold",
        "FoldTensorCastConsumerOp",
        "InferStaticShapeOfOperands",
    )
)
