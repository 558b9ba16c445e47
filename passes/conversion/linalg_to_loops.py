"""``convert-linalg-to-loops`` / ``-parallel-loops`` / ``-affine-loops``: structured ops on
buffers become loop nests (MLIR 19's ``Loops.cpp``).

Each structured op (found through ``LinalgStructuredOpInterface``, never by name) with
pure buffer semantics becomes a perfect loop nest over its iteration space and is erased:

* the loop ranges: loop ``d`` runs from 0 to the size of the first operand dimension its
  indexing maps give as exactly ``d`` (MLIR's ``createLoopRanges`` over
  ``getLoopsToShapesMap``), a constant where static, ``memref.dim`` where not (built as
  MLIR's ``createOrFold`` does: the dimension's index constant, then the folded dim);
* the loops: ``scf.for`` per loop; for ``-parallel-loops`` one ``scf.parallel`` over each
  run of outer parallel loops, a sequential ``scf.for`` for each reduction loop (MLIR's
  ``generateParallelLoopNest``); for ``-affine-loops`` ``affine.for`` with constant
  bounds folded into its maps;
* the body (MLIR's ``emitScalarImplementation``): one load per input through its indexing
  map (a scalar input is used as is), one load per init, an ``affine.apply`` per map
  result (``canonicalizeMapAndOperands``: unused loop dims dropped), the store indices of
  the inits, the payload ops cloned with its block arguments mapped to the loaded
  values and each ``linalg.index`` to its loop's induction variable, and a store of each
  yielded value (``memref.load``/``store``; ``affine.load``/``store`` for affine loops).

The patterns run under the greedy driver with the loaded dialects' folders and the
canonicalizations of ``memref.dim``, ``tensor.dim`` and ``affine.apply``, as MLIR's
``lowerLinalgToLoopsImpl`` does: trivial ``affine.apply``s fold to their operand,
constants are uniqued and hoisted, loads nobody reads are erased, so the output is
mlir-opt 19's.

What it does not do: ops on tensors are left alone (MLIR fails the match: "expected linalg
op with buffer semantics"); a loop dimension that no map gives as a plain dimension
(MLIR asserts) is left alone with a match-failure reason; ``linalg.index`` nested inside
regions of the payload is replaced too (MLIR replaces only those at the payload's top
level).
"""

from __future__ import annotations

from typing import Any

from ...ir.affine import AffineMap, get_affine_dim_expr
from ...ir.attributes import IntegerAttr
from ...ir.core import Block, Operation, Region, Value
from ...ir.interfaces import DestinationStyleOpInterface, LinalgStructuredOpInterface
from ...ir.layout_attrs import AffineMapAttr
from ...ir.pattern import FunctionPattern, RewritePattern
from ...ir.rewriter import PatternRewriter
from ...ir.types import IndexType, MemRefType, RankedTensorType, UnrankedMemRefType
from ..infra.pass_base import Pass, register_pass
from ..rewrite.greedy import apply_greedily
from ..transforms.linalg_utils import create_or_fold

__all__ = [
    "ConvertLinalgToAffineLoops",
    "ConvertLinalgToLoops",
    "ConvertLinalgToParallelLoops",
    "linalg_to_loops_patterns",
    "lower_linalg_to_loops",
]

_INDEX = IndexType.get()
#: the op MLIR itself names (``IndexOp``): replaced by the loops' induction variables
_INDEX_OP = "linalg.index"


class _Lowering:
    """One structured op's lowering at the rewriter's insertion point (before the op)."""

    def __init__(self, rw: PatternRewriter, folders: dict, mats: dict, loc: Any) -> None:
        self.rw = rw
        self.folders = folders
        self.mats = mats
        self.loc = loc

    def create(self, name: str, *args: Any, **kw: Any) -> Operation:
        kw.setdefault("loc", self.loc)
        return self.rw.create(self.rw.lookup_op_class(name), *args, **kw)

    def const(self, v: int) -> Value:
        return self.create(
            "arith.constant", value=IntegerAttr.get(_INDEX, v), result_type=_INDEX
        ).results[0]

    def create_or_fold(self, op: Operation) -> Value:
        """MLIR's ``OpBuilder::createOrFold`` of an inserted one-result ``op``."""
        return create_or_fold(self.rw, op, self.folders, self.mats)

    def dim(self, v: Value, i: int) -> Value | int:
        """MLIR's ``createFoldedDimOp``: a static size as an int (no op), else the index
        constant and ``memref.dim`` (``tensor.dim``) folded (``createOrFoldDimOp``)."""
        size = v.type.shape[i]
        if size is not None and size >= 0:
            return size
        idx = self.const(i)
        name = "tensor.dim" if isinstance(v.type, RankedTensorType) else "memref.dim"
        return self.create_or_fold(self.create(name, v, idx, result_type=_INDEX))

    def applies(self, m: AffineMap, ivs: list) -> list:
        """MLIR's ``makeCanonicalAffineApplies``: one ``affine.apply`` per result of ``m``
        over the loop ivs it uses (renumbered in order)."""
        out = []
        for e in m.results:
            used = [d for d in range(m.num_dims) if e.is_function_of_dim(d)]
            ren = {get_affine_dim_expr(d): get_affine_dim_expr(i) for i, d in enumerate(used)}
            sub = AffineMap.get(len(used), 0, [e.replace(ren) if ren else e])
            out.append(
                self.create(
                    "affine.apply",
                    [ivs[d] for d in used],
                    map=AffineMapAttr.get(sub),
                    result_type=_INDEX,
                ).results[0]
            )
        return out


def loop_ranges(low: _Lowering, op: Operation, lop: Any) -> list | None:
    """The upper bound of each loop (MLIR's ``createLoopRanges``), or None when a loop has
    none: every operand dimension is built first (``createFlatListOfOperandDims``)."""
    sizes = []
    exprs = []
    for o, m in zip(op.op_operands, lop.indexing_maps()):
        t = o.value.type
        if not isinstance(t, (MemRefType, RankedTensorType)):
            continue
        for i in range(len(t.shape)):
            sizes.append(low.dim(o.value, i))
        exprs.extend(m.results)
    n = lop.num_loops()
    ubs: list = [None] * n
    for e, s in zip(exprs, sizes):
        if type(e).__name__ == "AffineDimExpr" and ubs[e.position] is None:
            ubs[e.position] = s
    if any(u is None for u in ubs):
        return None
    return ubs


def _scf_for(low: _Lowering, lb: Value, ub: Value, step: Value) -> tuple[Operation, Block]:
    blk = Block([_INDEX], [low.loc])
    loop = low.create("scf.for", lb, ub, step, [], results_type=[], region=Region([blk]))
    with low.rw.insertion_guard():
        low.rw.set_insertion_point_to_end(blk)
        low.create("scf.yield", [])
    return loop, blk


def _scf_parallel(low: _Lowering, lbs: list, ubs: list, steps: list) -> tuple[Operation, Block]:
    blk = Block([_INDEX] * len(lbs), [low.loc] * len(lbs))
    loop = low.create("scf.parallel", lbs, ubs, steps, [], results_type=[], region=Region([blk]))
    with low.rw.insertion_guard():
        low.rw.set_insertion_point_to_end(blk)
        low.create("scf.reduce", [], reductions=[])
    return loop, blk


def _affine_for(low: _Lowering, lb: Value, ub: Value) -> tuple[Operation, Block]:
    """``affine.for`` from 0 to ``ub`` step 1: a constant bound folds into its map."""
    blk = Block([_INDEX], [low.loc])

    def bound(v: Value) -> tuple[list, AffineMap]:
        d = v.owner if hasattr(v, "owner") else None
        if isinstance(d, Operation) and d.name == "arith.constant":
            return [], AffineMap.get_constant(d.properties["value"].value)
        return [v], AffineMap.get(1, 0, [get_affine_dim_expr(0)])

    lbo, lbm = bound(lb)
    ubo, ubm = bound(ub)
    loop = low.create(
        "affine.for",
        lbo,
        ubo,
        [],
        results_type=[],
        lowerBoundMap=AffineMapAttr.get(lbm),
        upperBoundMap=AffineMapAttr.get(ubm),
        step=IntegerAttr.get(_INDEX, 1),
        region=Region([blk]),
    )
    with low.rw.insertion_guard():
        low.rw.set_insertion_point_to_end(blk)
        low.create("affine.yield", [])
    return loop, blk


def _emit_body(low: _Lowering, op: Operation, lop: Any, dps: Any, ivs: list, affine: bool) -> None:
    """MLIR's ``emitScalarImplementation`` + ``inlineRegionAndEmitStore``."""
    maps = lop.indexing_maps()
    load = "affine.load" if affine else "memref.load"
    store = "affine.store" if affine else "memref.store"
    vals = []
    for o in dps.dps_input_operands():
        t = o.value.type
        if not isinstance(t, (MemRefType, RankedTensorType, UnrankedMemRefType)):
            vals.append(o.value)
            continue
        idx = low.applies(maps[o.index], ivs)
        vals.append(_load(low, load, o.value, idx))
    for o in dps.dps_init_operands():
        idx = low.applies(maps[o.index], ivs)
        vals.append(_load(low, load, o.value, idx))
    outs = []
    for o in dps.dps_init_operands():
        if isinstance(o.value.type, MemRefType):
            outs.append((o.value, low.applies(maps[o.index], ivs)))
    block = lop.payload_region().blocks[0]
    mapping: dict = dict(zip(block.args, vals))
    term = block.last
    for pop in block.ops:
        if pop is term:
            break
        if pop.name == _INDEX_OP:
            mapping[pop.results[0]] = ivs[pop.properties["dim"].value]
            continue
        new = pop.clone(mapping)
        low.rw.insert(new)
        _replace_nested_index_ops(low, new, ivs)
    for i, yo in enumerate(term.op_operands):
        v = mapping.get(yo.value, yo.value)
        buf, idx = outs[i]
        low.create(store, v, buf, idx, **(_identity(len(idx)) if affine else {}))


def _identity(n: int) -> dict:
    return {"map": AffineMapAttr.get(AffineMap.get_multi_dim_identity(n))}


def _load(low: _Lowering, name: str, buf: Value, idx: list) -> Value:
    kw = _identity(len(idx)) if name == "affine.load" else {}
    return low.create(name, buf, idx, result_type=buf.type.element_type, **kw).results[0]


def _replace_nested_index_ops(low: _Lowering, op: Operation, ivs: list) -> None:
    if not op.regions:
        return
    found = []
    for r in op.regions:
        for b in r.blocks:
            for inner in b.ops:
                if inner.name == _INDEX_OP:
                    found.append(inner)
                else:
                    _replace_nested_index_ops(low, inner, ivs)
    for inner in found:
        low.rw.replace_op(inner, [ivs[inner.properties["dim"].value]])


def lower_to_loops(
    op: Operation, rw: PatternRewriter, kind: str, folders: dict, mats: dict
) -> bool:
    """Replace structured ``op`` (on buffers) by its loop nest of ``kind`` (``"for"``,
    ``"parallel"``, ``"affine"``); False where the op is left alone."""
    lop = op.interface(LinalgStructuredOpInterface)
    dps = op.interface(DestinationStyleOpInterface) if lop is not None else None
    if dps is None:
        return False
    if not dps.has_pure_buffer_semantics():
        return rw.notify_match_failure(op, "expected linalg op with buffer semantics")
    region = lop.payload_region()
    if len(region.blocks) != 1:
        return rw.notify_match_failure(op, "the payload is not one block")
    low = _Lowering(rw, folders, mats, op.loc)
    rw.set_insertion_point(op)
    ubs = loop_ranges(low, op, lop)
    if ubs is None:
        return rw.notify_match_failure(op, "a loop dimension has no operand dimension")
    its = lop.iterator_types()
    bounds = []
    for ub in ubs:  # MLIR's unpackRanges: lb, ub, step per loop
        lb = low.const(0)
        ubv = low.const(ub) if isinstance(ub, int) else ub
        step = low.const(1)
        bounds.append((lb, ubv, step))
    ivs: list = []
    if kind == "parallel":
        i = 0
        n = len(its)
        while i < n:
            if its[i] != "parallel":
                lb, ub, step = bounds[i]
                _, blk = _scf_for(low, lb, ub, step)
                ivs.append(blk.args[0])
                i += 1
            else:
                j = i
                while j < n and its[j] == "parallel":
                    j += 1
                grp = bounds[i:j]
                _, blk = _scf_parallel(
                    low, [b[0] for b in grp], [b[1] for b in grp], [b[2] for b in grp]
                )
                ivs.extend(blk.args)
                i = j
            rw.set_insertion_point(blk.last)
    else:
        for lb, ub, step in bounds:
            if kind == "affine":
                _, blk = _affine_for(low, lb, ub)
            else:
                _, blk = _scf_for(low, lb, ub, step)
            ivs.append(blk.args[0])
            rw.set_insertion_point(blk.last)
    _emit_body(low, op, lop, dps, ivs, kind == "affine")
    rw.erase_op(op)
    return True


def linalg_to_loops_patterns(kind: str, folders: dict, mats: dict) -> list[RewritePattern]:
    """The lowering pattern (any structured op) for loops of ``kind``."""

    def lower(op: Operation, rw: PatternRewriter) -> bool:
        return lower_to_loops(op, rw, kind, folders, mats)

    return [FunctionPattern(lower, None, debug_name="LinalgRewritePattern")]


#: what the lowering creates (MLIR's ``dependentDialects``): loaded before the folders are read
DEPENDENT_DIALECTS = ("affine", "arith", "memref", "scf", "tensor")
_CANON_ROOTS = ("memref.dim", "tensor.dim", "affine.apply")


def lower_linalg_to_loops(root: Operation, kind: str, context: Any = None) -> bool:
    """MLIR's ``lowerLinalgToLoopsImpl``: the lowering with the dim and apply
    canonicalizations and the loaded dialects' folders, applied greedily. True if changed."""
    from ..transforms.canonicalize import canonicalization_tables

    if context is not None:
        for d in DEPENDENT_DIALECTS:
            _ = d in context.dialects  # loads it (MLIR's dependentDialects)
    by_root, folders, mats = canonicalization_tables(ctx=context)
    patterns = linalg_to_loops_patterns(kind, folders, mats)
    for r in _CANON_ROOTS:
        patterns.extend(p for p in by_root.get(r, ()) if p.root == r)  # not the any-op ones
    return apply_greedily(root, patterns, folders, mats, top_down=False).changed


class _LinalgToLoopsBase(Pass):
    KIND = "for"

    def run_on_operation(self, op: Operation) -> None:
        if not lower_linalg_to_loops(op, self.KIND, self.context):
            self.mark_all_analyses_preserved()


@register_pass(
    "convert-linalg-to-loops",
    summary="Convert the operations from the linalg dialect into loops",
    display_name="ConvertLinalgToLoopsPass",
)
class ConvertLinalgToLoops(_LinalgToLoopsBase):
    """Structured ops on buffers become ``scf.for`` loop nests (see the module docstring)."""

    KIND = "for"


@register_pass(
    "convert-linalg-to-parallel-loops",
    summary="Convert the operations from the linalg dialect into parallel loops",
    display_name="ConvertLinalgToParallelLoopsPass",
)
class ConvertLinalgToParallelLoops(_LinalgToLoopsBase):
    """Structured ops on buffers become ``scf.parallel`` nests over the parallel loops with
    ``scf.for`` reduction loops (see the module docstring)."""

    KIND = "parallel"


@register_pass(
    "convert-linalg-to-affine-loops",
    summary="Lower the operations from the linalg dialect into affine loops",
    display_name="ConvertLinalgToAffineLoopsPass",
)
class ConvertLinalgToAffineLoops(_LinalgToLoopsBase):
    """Structured ops on buffers become ``affine.for`` loop nests with ``affine.load`` and
    ``affine.store`` (see the module docstring)."""

    KIND = "affine"
