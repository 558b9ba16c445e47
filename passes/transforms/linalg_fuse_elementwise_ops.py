"""``linalg-fuse-elementwise-ops``: producer/consumer fusion of ``linalg.generic`` ops on
tensors (MLIR 19's ``LinalgElementwiseOpFusionPass``, ``ElementwiseOpFusion.cpp``).

The patterns, in MLIR's order, run under the greedy driver top-down with the loaded
dialects' folders:

* ``FuseElementwiseOps``: a consumer generic's input produced by another generic is
  fused when (``areElementwiseOpsFusable``) the producer has pure tensor semantics and
  only parallel loops, the consumer's map of that input has as many results as the
  producer has loops, the producer's map of the result is a permutation, and (for a
  consumer with reductions) every consumer loop is still given a bound by the fused
  op's maps; and when the producer has no other use (MLIR's default control function).
  The fused op has the consumer's inputs before the fused one, the producer's inputs
  (maps composed through the inverted result map), the consumer's remaining inputs, the
  producer's inits whose results must be kept (``getPreservedProducerResults``) and the
  consumer's inits; the consumer's iterator types; a payload of the producer's ops, then
  the consumer's with the fused argument replaced by the producer's yielded value
  (``linalg.index`` of the producer rebuilt through ``affine.apply`` of the fused op's
  indices). The consumer is replaced; the dead producer is erased by the driver.
* ``FoldFillWithGenericOp``: a payload argument of an input made by ``linalg.fill``
  becomes the fill value, cast to the element type (the input then dies);
* ``FoldScalarOrSplatConstant``: an input that is a splat or scalar constant becomes an
  ``arith.constant`` scalar in the payload;
* ``RemoveOutsDependency``: an init whose value the payload does not read becomes
  ``tensor.empty`` (``tensor.dim`` for its dynamic sizes);
* ``DeduplicateAndRemoveDeadOperandsAndResults`` (``removeOutputs``) and
  ``RemoveUnusedCycleInGenericOp``: unread inputs, duplicate (value, map) inputs, dead
  results whose inits are not needed for the loop bounds, and duplicate results are
  dropped;
* ``FoldReshapeWithGenericOpByExpansion`` / ``FoldWithProducerReshapeOpByExpansion``
  (``populateFoldReshapeOpsByExpansionPatterns``): a ``tensor.expand_shape`` of a
  structured op's result, or a ``tensor.collapse_shape`` a structured op reads (used only
  there; the op on tensors, projected-permutation maps, all loops parallel), makes the op
  a generic over the expanded loops: its other operands ``expand_shape``d, its results
  collapsed back, each ``linalg.index`` linearized from the expanded ones;
* the canonicalizations MLIR adds: ``affine.apply``'s, ``tensor.expand_shape``'s and
  ``tensor.collapse_shape``'s (those rooted at these ops), ``linalg.generic``'s and the
  ``linalg`` dialect's (``rules/linalg_canon.py``'s ``FUSION_PATTERN_NAMES``:
  ``EraseIdentityGenericOp``, ``EraseDeadLinalgOp``, ``FoldTensorCastConsumerOp``,
  ``InferStaticShapeOfOperands``, the identity-transpose fold);
* ``FoldConstantTranspose`` (``populateConstantFoldLinalgOperations``): a generic that
  only permutes a dense constant used nowhere else becomes the permuted constant.

Producer and consumer are found by the op MLIR names (``GenericOp``); their maps,
iterators, payloads and inits are read through ``LinalgStructuredOpInterface`` and
``DestinationStyleOpInterface``. Locations are MLIR's: the fused op at the consumer's,
a rebuilt generic's block arguments at their operands'.

Dynamic sizes are expanded as MLIR 19's ``tensor.expand_shape`` builder infers them (the
source's ``tensor.dim`` ``divui`` the group's static product; a group with two dynamic
sizes, or an op whose ``linalg.index`` needs a dynamic expanded size, is left alone), and the
``tensor.dim`` patterns among expand_shape's/collapse_shape's canonicalizations
(``FoldDimOfExpandShape``, ``FoldDimOfCollapseShape``, rules/tensor_canon.py) run here too.

What it does not do: ``BubbleUpExpandShape`` and the pad/reshape patterns of later MLIR,
and a fill whose value
``convertScalarToDtype`` cannot cast (MLIR warns and uses it as is; here it is left alone).
"""

from __future__ import annotations

from typing import Any

from ...ir.affine import AffineMap
from ...ir.attributes import FloatAttr, IntegerAttr
from ...ir.core import Block, Operation, OpResult, Value
from ...ir.interfaces import DestinationStyleOpInterface, LinalgStructuredOpInterface
from ...ir.layout_attrs import AffineMapAttr
from ...ir.pattern import FunctionPattern, RewritePattern
from ...ir.rewriter import PatternRewriter
from ...ir.types import FloatType, IndexType, IntegerType, MemRefType, RankedTensorType
from ...rules.tensor_canon import dim_of_collapse_shape, dim_of_expand_shape
from ..infra.pass_base import Pass, register_pass
from ..rewrite.greedy import apply_greedily
from .linalg_utils import (
    GENERIC,
    build_generic,
    can_operands_be_dropped,
    concat_maps,
    convert_scalar_to_dtype,
    create_or_fold,
    fused_loc,
    inverse_permutation,
    payload_uses_operand,
    value_loc,
)

__all__ = [
    "LinalgElementwiseOpFusion",
    "are_elementwise_ops_fusable",
    "fuse_elementwise_in",
    "fuse_elementwise_ops",
    "fuse_with_reshape_by_expansion",
    "fusion_patterns",
    "reshape_patterns",
]

_INDEX = IndexType.get()
#: ops MLIR names in these patterns
_FILL = "linalg.fill"
_EMPTY = "tensor.empty"
_INDEX_OP = "linalg.index"


class _S:
    """A structured op with its two interfaces."""

    __slots__ = ("dps", "lop", "op")

    def __init__(self, op: Operation) -> None:
        self.op = op
        self.lop = op.interface(LinalgStructuredOpInterface)
        self.dps = op.interface(DestinationStyleOpInterface)

    def map_of(self, operand: Any) -> AffineMap:
        return self.lop.indexing_maps()[operand.index]

    def map_of_result(self, r: OpResult) -> AffineMap:
        return self.map_of(self.dps.tied_op_operand(r))

    @property
    def block(self) -> Block:
        return self.lop.payload_region().blocks[0]


def _generic(op: Any) -> _S | None:
    if not isinstance(op, Operation) or op.name != GENERIC:
        return None
    s = _S(op)
    if s.lop is None or s.dps is None or not s.lop.payload_region().blocks:
        return None
    return s


def _defining_op(v: Value) -> Operation | None:
    return v.owner if isinstance(v, OpResult) else None


def _producer_operand_map(p: _S, operand: Any, result_map: AffineMap, consumer_map: AffineMap):
    """MLIR's ``getIndexingMapOfProducerOperandsInCoordinatesOfFusedOp``: consumer loops ->
    the producer operand's indices."""
    inv = inverse_permutation(result_map)
    return p.map_of(operand).compose(inv).compose(consumer_map)


def are_elementwise_ops_fusable(operand: Any) -> bool:
    """MLIR's ``areElementwiseOpsFusable`` for a consumer ``OpOperand``."""
    c = _generic(operand.owner)
    p = _generic(_defining_op(operand.value))
    if c is None or p is None:
        return False
    if not p.dps.has_pure_tensor_semantics() or not isinstance(
        operand.value.type, RankedTensorType
    ):
        return False
    if p.lop.num_parallel_loops() != p.lop.num_loops():
        return False
    if not c.dps.is_dps_input(operand):
        return False
    cmap = c.map_of(operand)
    if len(cmap.results) != p.lop.num_loops():
        return False
    rmap = p.map_of_result(operand.value)
    if not rmap.is_permutation():
        return False
    if c.lop.num_reduction_loops():
        covered = [False] * c.lop.num_loops()

        def cover(m: AffineMap) -> None:
            for e in m.results:
                if type(e).__name__ == "AffineDimExpr":
                    covered[e.position] = True

        for o, m in zip(c.op.op_operands, c.lop.indexing_maps()):
            if o.value is operand.value:
                continue
            cover(m)
        for o in p.dps.dps_input_operands():
            cover(_producer_operand_map(p, o, rmap, cmap))
        if not all(covered):
            return False
    return True


def _preserved_producer_results(p: _S, c: _S) -> set:
    """MLIR 19's ``getPreservedProducerResults``: results read by the producer's payload
    through their init, whose init gives a loop bound nothing else gives, or used
    outside the consumer."""
    out = set()
    for i, r in enumerate(p.op.results):
        init = p.dps.dps_init_operands()[i]
        used_elsewhere = any(u.owner is not c.op for u in _uses(r))
        if (
            payload_uses_operand(p.lop, init)
            or not can_operands_be_dropped(p.op, p.lop, [init])
            or used_elsewhere
        ):
            out.add(i)
    return out


def _uses(v: Value) -> list:
    out = []
    u = v.first_use
    while u is not None:
        out.append(u)
        u = u.next_use
    return out


def fuse_elementwise_ops(rw: PatternRewriter, operand: Any) -> dict | None:
    """MLIR's ``fuseElementwiseOps``: the fused generic (built before the consumer) and the
    replacement of each consumer/preserved producer result, or None (nothing built)."""
    p = _generic(_defining_op(operand.value))
    c = _generic(operand.owner)
    assert p is not None and c is not None
    preserved = _preserved_producer_results(p, c)
    rmap = p.map_of_result(operand.value)
    cmap = c.map_of(operand)
    c_inputs = c.dps.dps_input_operands()
    k = next(i for i, o in enumerate(c_inputs) if o is operand)
    ins: list = []
    maps: list = []
    for o in c_inputs[:k]:
        ins.append(o.value)
        maps.append(c.map_of(o))
    for o in p.dps.dps_input_operands():
        ins.append(o.value)
        maps.append(_producer_operand_map(p, o, rmap, cmap))
    for o in c_inputs[k + 1 :]:
        ins.append(o.value)
        maps.append(c.map_of(o))
    outs: list = []
    types: list = []
    for i, o in enumerate(p.dps.dps_init_operands()):
        if i not in preserved:
            continue
        outs.append(o.value)
        maps.append(_producer_operand_map(p, o, rmap, cmap))
        types.append(o.value.type)
    for o in c.dps.dps_init_operands():
        outs.append(o.value)
        maps.append(c.map_of(o))
        if not isinstance(o.value.type, MemRefType):
            types.append(o.value.type)
    if inverse_permutation(concat_maps(maps)) is None:
        return rw.notify_match_failure(c.op, "fused op failed loop bound computation check")
    rw.set_insertion_point(c.op)
    fused = build_generic(
        rw, ins, outs, maps, c.op.properties["iterator_types"], types, loc=c.op.loc
    )
    c2p = inverse_permutation(rmap).compose(cmap)
    _fused_region(rw, fused, c2p, operand, p, c, preserved)
    repl: dict = {}
    n = 0
    for i, r in enumerate(p.op.results):
        if i in preserved:
            repl[r] = fused.results[n]
            n += 1
    for r in c.op.results:
        repl[r] = fused.results[n]
        n += 1
    return repl


def _fused_region(
    rw: PatternRewriter,
    fused: Operation,
    c2p: AffineMap,
    operand: Any,
    p: _S,
    c: _S,
    preserved: set,
) -> None:
    """MLIR's ``generateFusedElementwiseOpRegion``."""
    pblock, cblock = p.block, c.block
    block = Block()
    fused.regions[0].add_block(block)
    mapping: dict = {}
    with rw.insertion_guard():
        rw.set_insertion_point_to_end(block)
        if any(o.name == _INDEX_OP for o in pblock.ops):
            n = max(p.lop.num_loops(), c.lop.num_loops())
            idx = [
                _create(
                    rw,
                    _INDEX_OP,
                    dim=IntegerAttr.get(IntegerType.get(64), d),
                    result_type=_INDEX,
                    loc=p.op.loc,
                ).results[0]
                for d in range(n)
            ]
            for io in pblock.ops:
                if io.name != _INDEX_OP:
                    continue
                sub = AffineMap.get(
                    c2p.num_dims, c2p.num_symbols, [c2p.results[io.properties["dim"].value]]
                )
                mapping[io.results[0]] = _create(
                    rw,
                    "affine.apply",
                    idx,
                    map=AffineMapAttr.get(sub),
                    result_type=_INDEX,
                    loc=p.op.loc,
                ).results[0]
        k = operand.index
        n_cin = len(c.dps.dps_input_operands())
        n_pin = len(p.dps.dps_input_operands())
        n_pout = len(p.dps.dps_init_operands())
        n_cout = len(c.dps.dps_init_operands())

        def add(a: Any) -> None:
            mapping[a] = block.add_argument(a.type, a.loc)

        for a in cblock.args[:k]:
            add(a)
        for a in pblock.args[:n_pin]:
            add(a)
        for a in cblock.args[k + 1 : n_cin]:
            add(a)
        for i, a in enumerate(pblock.args[n_pin : n_pin + n_pout]):
            if i in preserved:
                add(a)
        for a in cblock.args[n_cin : n_cin + n_cout]:
            add(a)
        pterm = pblock.last
        for o in pblock.ops:
            if o is pterm:
                break
            if o.name != _INDEX_OP:
                rw.insert(o.clone(mapping))
        yielded = pterm.op_operands[operand.value.index].value
        mapping[cblock.args[k]] = mapping.get(yielded, yielded)
        cterm = cblock.last
        for o in cblock.ops:
            if o is cterm:
                break
            rw.insert(o.clone(mapping))
        vals = [
            mapping.get(yo.value, yo.value)
            for i, yo in enumerate(pterm.op_operands)
            if i in preserved
        ]
        vals += [mapping.get(yo.value, yo.value) for yo in cterm.op_operands]
        _create(rw, "linalg.yield", vals, loc=fused.loc)


def _create(rw: PatternRewriter, name: str, *args: Any, **kw: Any) -> Operation:
    return rw.create(rw.lookup_op_class(name), *args, **kw)


# ------------------------------------------------------------------ patterns


def _has_one_use(op: Operation) -> bool:
    n = 0
    for r in op.results:
        u = r.first_use
        while u is not None:
            n += 1
            if n > 1:
                return False
            u = u.next_use
    return n == 1


def fuse_elementwise(op: Operation, rw: PatternRewriter) -> bool:
    """``FuseElementwiseOps`` with MLIR's default control function (the producer has a
    single use)."""
    if _generic(op) is None:
        return False
    for operand in op.op_operands:
        if not are_elementwise_ops_fusable(operand):
            continue
        producer = _defining_op(operand.value)
        if not _has_one_use(producer):
            continue
        repl = fuse_elementwise_ops(rw, operand)
        if not repl:
            return rw.notify_match_failure(op, "fusion failed")
        for orig, new in repl.items():
            if orig.owner is producer:
                continue  # MLIR replaces only uses not defined by the producer: none
            rw.replace_all_uses_with(orig, new)
        rw.erase_op(op)
        return True
    return False


def _scalar_of_constant(d: Operation | None) -> Any:
    """The scalar of a splat dense int/float constant, or of a scalar int/float constant."""
    if d is None or not d.has_trait("ConstantLike"):
        return None
    a = d.properties.get("value") or d.attributes.get("value")
    if a is None:
        return None
    if isinstance(a, (IntegerAttr, FloatAttr)):
        return a
    if getattr(a, "is_splat", False) and hasattr(a, "splat_value"):
        et = a.type.element_type
        v = a.splat_value
        if isinstance(et, FloatType):
            return FloatAttr.get(et, v)
        if isinstance(et, IntegerType):
            return IntegerAttr.get(et, v)
    return None


def fold_scalar_or_splat_constant(op: Operation, rw: PatternRewriter, mats: dict) -> bool:
    """``FoldScalarOrSplatConstant``."""
    g = _generic(op)
    if g is None or not g.dps.has_pure_tensor_semantics():
        return False
    for operand in g.dps.dps_input_operands():
        d = _defining_op(operand.value)
        attr = _scalar_of_constant(d)
        if attr is None:
            continue
        ins, maps = [], []
        for o in g.dps.dps_input_operands():
            if o is operand:
                continue
            ins.append(o.value)
            maps.append(g.map_of(o))
        for o in g.dps.dps_init_operands():
            maps.append(g.map_of(o))
        if inverse_permutation(concat_maps(maps)) is None:
            return rw.notify_match_failure(op, "fused op loop bound computation failed")
        mat = mats.get(d.name.split(".", 1)[0]) or mats.get("arith")
        c = mat(attr, attr.type, d.loc) if mat is not None else None
        if c is None:
            return rw.notify_match_failure(op, "failed to materialize scalar constant")
        rw.set_insertion_point(op)
        rw.insert(c)
        new = build_generic(
            rw,
            ins,
            g.dps.dps_inits(),
            maps,
            op.properties["iterator_types"],
            [r.type for r in op.results],
            loc=fused_loc([op.loc] + [value_loc(v) for v in ins]),
        )
        block = g.block
        mapping = {block.args[operand.index]: c.results[0]}
        nb = Block()
        for a in block.args:
            if a not in mapping:
                mapping[a] = nb.add_argument(a.type, a.loc)
        new.regions[0].add_block(nb)
        for o in block.ops:
            nb.append(o.clone(mapping))
        rw.replace_op(op, list(new.results))
        return True
    return False


def fold_fill_with_generic(op: Operation, rw: PatternRewriter) -> bool:
    """``FoldFillWithGenericOp``: the payload reads the fill value instead of the filled
    tensor."""
    g = _generic(op)
    if g is None or not g.dps.has_pure_tensor_semantics():
        return False
    found = False
    for operand in g.dps.dps_input_operands():
        if not payload_uses_operand(g.lop, operand):
            continue
        f = _defining_op(operand.value)
        if f is None or f.name != _FILL:
            continue
        fdps = f.interface(DestinationStyleOpInterface)
        rw.set_insertion_point(op)
        val = convert_scalar_to_dtype(
            rw, f.loc, fdps.dps_inputs()[0], operand.value.type.element_type
        )
        if val is None:
            continue  # a type pair MLIR only warns about
        found = True
        rw.replace_all_uses_with(g.block.args[operand.index], val)
    return found


def _index_const(rw: PatternRewriter, i: int, loc: Any) -> Value:
    return _create(
        rw, "arith.constant", value=IntegerAttr.get(_INDEX, i), result_type=_INDEX, loc=loc
    ).results[0]


def _dim_of(rw: PatternRewriter, v: Value, i: int, loc: Any, fold: tuple) -> Value:
    """MLIR's ``createOrFoldDimOp``: the index constant, then ``tensor.dim`` folded."""
    c = _index_const(rw, i, loc)
    d = _create(rw, "tensor.dim", v, c, result_type=_INDEX, loc=loc)
    return create_or_fold(rw, d, *fold)


def _mixed_sizes(rw: PatternRewriter, v: Value, loc: Any, fold: tuple) -> list:
    """MLIR's ``tensor::getMixedSizes``: each dimension's static size, or its ``tensor.dim``."""
    return [
        s if s is not None and s >= 0 else _dim_of(rw, v, i, loc, fold)
        for i, s in enumerate(v.type.shape)
    ]


def remove_outs_dependency(op: Operation, rw: PatternRewriter, fold: tuple = ({}, {})) -> bool:
    """``RemoveOutsDependency``: an init the payload does not read becomes ``tensor.empty``."""
    g = _generic(op)
    if g is None:
        return False
    changed = False
    for operand in g.dps.dps_init_operands():
        if payload_uses_operand(g.lop, operand):
            continue
        v = operand.value
        t = v.type
        if not isinstance(t, RankedTensorType) or getattr(t, "encoding", None) is not None:
            continue
        d = _defining_op(v)
        if d is not None and d.name == _EMPTY:
            continue
        rw.set_insertion_point(op)
        sizes = [x for x in _mixed_sizes(rw, v, op.loc, fold) if not isinstance(x, int)]
        empty = _create(rw, _EMPTY, sizes, result_type=t, loc=op.loc)
        operand.set(empty.results[0])
        changed = True
    if changed:
        rw.modify(op)
    return changed


def _is_result_value_dead(g: _S, i: int) -> bool:
    r = g.op.results[i]
    if r.first_use is not None:
        return False
    init = g.dps.dps_init_operands()[i]
    if not payload_uses_operand(g.lop, init):
        return True
    arg = g.block.args[init.index]
    uses = _uses(arg)
    if len(uses) != 1:
        return False
    user = uses[0].owner
    if user is not g.block.last:
        return False
    return user.op_operands[i].value is arg


def dedup_and_remove_dead_operands_and_results(op: Operation, rw: PatternRewriter) -> bool:
    """``DeduplicateAndRemoveDeadOperandsAndResults`` (removing outputs)."""
    g = _generic(op)
    if g is None:
        return False
    dropped: list = []
    new_ins: list = []
    maps: list = []
    in_pos: dict = {}
    seen: dict = {}
    for i, operand in enumerate(g.dps.dps_input_operands()):
        if not payload_uses_operand(g.lop, operand):
            dropped.append(operand)
            if can_operands_be_dropped(op, g.lop, dropped):
                continue
            dropped.pop()
        m = g.map_of(operand)
        key = (operand.value, m)
        if key in seen:
            in_pos[i] = seen[key]
            dropped.append(operand)
            continue
        in_pos[i] = len(new_ins)
        seen[key] = len(new_ins)
        new_ins.append(operand.value)
        maps.append(m)
    new_outs: list = []
    out_pos: dict = {}
    inits = g.dps.dps_init_operands()
    if not g.dps.has_pure_tensor_semantics():
        for i, operand in enumerate(inits):
            out_pos[i] = len(new_outs)
            new_outs.append(operand.value)
            maps.append(g.map_of(operand))
    else:
        term = g.block.last
        seen_out: dict = {}
        for i, operand in enumerate(inits):
            m = g.map_of(operand)
            key = (operand.value, m, term.op_operands[i].value)
            if _is_result_value_dead(g, i):
                dropped.append(operand)
                if can_operands_be_dropped(op, g.lop, dropped):
                    continue
                dropped.pop()
            if not payload_uses_operand(g.lop, operand) and key in seen_out:
                out_pos[i] = seen_out[key]
                dropped.append(operand)
                continue
            out_pos[i] = len(new_outs)
            seen_out[key] = len(new_outs)
            new_outs.append(operand.value)
            maps.append(m)
    if len(new_ins) + len(new_outs) == len(op.op_operands):
        return False
    rw.set_insertion_point(op)
    extra = {k: op.properties[k] for k in ("doc", "library_call") if k in op.properties}
    new = build_generic(
        rw,
        new_ins,
        new_outs,
        maps,
        op.properties["iterator_types"],
        [v.type for v in new_outs if isinstance(v.type, RankedTensorType)],
        loc=op.loc,
        attributes=dict(op.attributes) or None,
        extra_properties=extra,
    )
    nb = Block()
    for v in new_ins + new_outs:  # MLIR's buildGenericRegion: each operand's element type and loc
        t = v.type
        nb.add_argument(t.element_type if hasattr(t, "element_type") else t, value_loc(v))
    new.regions[0].add_block(nb)
    old = g.block
    repl: list = [None] * len(old.args)
    n_in = len(new_ins)
    for i, operand in enumerate(g.dps.dps_input_operands()):
        if i in in_pos:
            repl[operand.index] = nb.args[in_pos[i]]
    for i, operand in enumerate(inits):
        if i in out_pos:
            repl[operand.index] = nb.args[n_in + out_pos[i]]
    if len(new_outs) != len(inits):
        term = old.last
        vals: list = [None] * len(new_outs)
        for i, yo in enumerate(term.op_operands):
            if i in out_pos:
                vals[out_pos[i]] = yo.value
        rw.set_insertion_point(term)
        _create(rw, "linalg.yield", vals, loc=term.loc)
        rw.erase_op(term)
    rw.merge_blocks(old, nb, repl)
    for i, r in enumerate(op.results):
        if i in out_pos:
            rw.replace_all_uses_with(r, new.results[out_pos[i]])
    rw.erase_op(op)
    return True


def remove_unused_cycle(op: Operation, rw: PatternRewriter) -> bool:
    """``RemoveUnusedCycleInGenericOp``: a dead result whose init argument only feeds one
    op that only feeds the yield at the same position yields the argument instead."""
    g = _generic(op)
    if g is None or not g.dps.has_pure_tensor_semantics():
        return False
    changed = False
    for i, operand in enumerate(g.dps.dps_init_operands()):
        if op.results[i].first_use is not None:
            continue
        arg = g.block.args[operand.index]
        uses = _uses(arg)
        if len(uses) != 1:
            continue
        cyc = uses[0].owner
        cu = [u for r in cyc.results for u in _uses(r)]
        if len(cu) != 1:
            continue
        user = cu[0].owner
        if user is not g.block.last or user.name != "linalg.yield":
            continue
        if len(cyc.results) != 1 or user.op_operands[i].value is not cyc.results[0]:
            continue
        rw.replace_op(cyc, [arg])
        changed = True
    if changed:
        rw.modify(op)
    return changed


def fold_constant_transpose(op: Operation, rw: PatternRewriter) -> bool:
    """``FoldConstantTranspose`` (``populateConstantFoldLinalgOperations``): a generic on
    tensors with one dense constant input (used only here), permutation maps and a payload
    that yields its input becomes the transposed constant."""
    import numpy as np

    from ...ir.attributes import DenseIntOrFPElementsAttr

    g = _generic(op)
    if g is None or g.dps.has_pure_buffer_semantics() or len(g.dps.dps_inits()) != 1:
        return False
    out_t = op.results[0].type if op.results else None
    if not isinstance(out_t, RankedTensorType) or any(s is None or s < 0 for s in out_t.shape):
        return False
    ins = g.dps.dps_input_operands()
    if len(ins) != 1 or not isinstance(ins[0].value.type, RankedTensorType):
        return False
    et = out_t.element_type
    if ins[0].value.type.element_type != et or not isinstance(et, (IntegerType, FloatType)):
        return False
    maps = g.lop.indexing_maps()
    if len(maps) != 2 or not all(m.is_permutation() for m in maps):
        return False
    if payload_uses_operand(g.lop, g.dps.dps_init_operands()[0]):
        return False
    body = g.block
    term = body.first
    if term is None or term is not body.last or term.name != "linalg.yield":
        return False
    for yo in term.op_operands:
        if yo.value is not body.args[0]:
            return False
    d = _defining_op(ins[0].value)
    if d is None or not d.has_trait("ConstantLike"):
        return False
    attr = d.properties.get("value")
    if not isinstance(attr, DenseIntOrFPElementsAttr) or not _has_one_use(d):
        return False
    src = attr.to_numpy()
    in_dims = [e.position for e in maps[0].results]
    out_dims = [e.position for e in maps[1].results]
    loop = np.transpose(src, [in_dims.index(k) for k in range(len(in_dims))])
    res = np.transpose(loop, out_dims)
    new = DenseIntOrFPElementsAttr.from_values(out_t, [v.item() for v in res.reshape(-1)])
    rw.set_insertion_point(op)
    c = _create(rw, "arith.constant", value=new, result_type=out_t, loc=op.loc)
    rw.replace_op(op, list(c.results))
    return True


# ------------------------------------------------------------------ reshape fusion by expansion

_COLLAPSE = "tensor.collapse_shape"
_EXPAND = "tensor.expand_shape"


def _reassociation(op: Operation) -> list:
    return [[int(x.value) for x in g.value] for g in op.properties["reassociation"].value]


def _reassociation_attr(groups: list) -> Any:
    from ...ir.attributes import ArrayAttr

    i64 = IntegerType.get(64)
    return ArrayAttr.get([ArrayAttr.get([IntegerAttr.get(i64, x) for x in g]) for g in groups])


def _fusable_with_reshape_by_expansion(s: _S, operand: Any) -> bool:
    """MLIR 19's ``isFusableWithReshapeByDimExpansion``: tensors, projected permutation
    maps, every loop parallel, the fused operand not a scalar."""
    return (
        s.dps.has_pure_tensor_semantics()
        and all(m.is_projected_permutation() for m in s.lop.indexing_maps())
        and len(s.map_of(operand).results) > 0
        and all(t == "parallel" for t in s.lop.iterator_types())
    )


class _ExpansionInfo:
    """MLIR's ``ExpansionInfo`` for static shapes: each original loop's expanded loops
    (``reassociation``) and their sizes."""

    def __init__(self, s: _S, operand: Any, groups: list, expanded_shape: list) -> None:
        fused = s.map_of(operand)
        orig = s.lop.static_loop_ranges()
        n = len(orig)
        num = [1] * n
        shape_of: list = [[] for _ in range(n)]
        for i, e in enumerate(fused.results):
            pos = e.position
            g = groups[i]
            num[pos] = len(g)
            shape_of[pos] = list(expanded_shape[g[0] : g[0] + len(g)])
        for d in range(n):
            if not shape_of[d]:
                shape_of[d] = [-1 if orig[d] is None else orig[d]]
        self.reassociation: list = []
        k = 0
        for c in num:
            self.reassociation.append(list(range(k, k + c)))
            k += c
        self.num_dims = k
        self.shape_of = shape_of

    def expanded_map(self, m: AffineMap) -> AffineMap:
        from ...ir.affine import get_affine_dim_expr

        exprs = [get_affine_dim_expr(x) for e in m.results for x in self.reassociation[e.position]]
        return AffineMap.get(self.num_dims, m.num_symbols, exprs)

    def expanded_type(self, t: RankedTensorType, m: AffineMap) -> RankedTensorType:
        shape = [x for e in m.results for x in self.shape_of[e.position]]
        return RankedTensorType.get(shape, t.element_type)

    def reassociation_for(self, m: AffineMap) -> list:
        out, k = [], 0
        for e in m.results:
            c = len(self.reassociation[e.position])
            out.append(list(range(k, k + c)))
            k += c
        return out


_K_DYNAMIC = -(2**63)  # ShapedType::kDynamic in static_* arrays


def _expand(
    rw: PatternRewriter, v: Value, t: RankedTensorType, groups: list, loc: Any, fold: tuple
) -> Value | None:
    """MLIR 19's ``tensor.expand_shape`` builder without an output shape: the source's
    sizes (``getMixedSizes``), and each group's dynamic size as the source size ``divui``
    the group's static product (``inferExpandShapeOutputShape``); None where a group has
    two dynamic sizes."""
    from ...ir.attributes import DenseArrayAttr

    src_sizes = _mixed_sizes(rw, v, loc, fold)
    out: list = [None] * len(t.shape)
    for gi, g in enumerate(groups):
        prod, dyn = 1, None
        for k in g:
            if t.shape[k] is None or t.shape[k] < 0:
                if dyn is not None:
                    return None
                dyn = k
            else:
                out[k] = t.shape[k]
                prod *= t.shape[k]
        if dyn is None:
            continue
        size = src_sizes[gi]
        if isinstance(size, int):
            return None
        c = _index_const(rw, prod, loc)
        q = _create(rw, "arith.divui", size, c, loc=loc)
        out[dyn] = create_or_fold(rw, q, *fold)
    static = [x if isinstance(x, int) else _K_DYNAMIC for x in out]
    return _create(
        rw,
        _EXPAND,
        v,
        [x for x in out if not isinstance(x, int)],
        result_type=t,
        reassociation=_reassociation_attr(groups),
        static_output_shape=DenseArrayAttr.get(IntegerType.get(64), static),
        loc=loc,
    ).results[0]


def _update_expanded_index_ops(rw: PatternRewriter, block: Block, info: _ExpansionInfo, loc):
    """MLIR's ``updateExpandedGenericOpRegion``: an original ``linalg.index`` becomes the
    linearization of its expanded loops' indices."""
    from ...ir.affine import get_affine_dim_expr, get_affine_symbol_expr
    from .expand_strided_metadata import make_composed_folded_affine_apply

    i64 = IntegerType.get(64)
    for io in [o for o in block.ops if o.name == _INDEX_OP]:
        d = io.properties["dim"].value
        dims = info.reassociation[d]
        if len(dims) == 1 and dims[0] == d:
            continue
        with rw.insertion_guard():
            rw.set_insertion_point_after(io)

            def index(k: int) -> Value:
                return _create(
                    rw, _INDEX_OP, dim=IntegerAttr.get(i64, k), result_type=_INDEX, loc=loc
                ).results[0]

            rest = [index(k) for k in dims[1:]]
            new: Any = index(dims[0])
            expr = get_affine_dim_expr(0) + get_affine_dim_expr(1) * get_affine_symbol_expr(0)
            for size, idx in zip(info.shape_of[d][1:], rest):
                m = AffineMap.get(2, 1, [expr])
                new = make_composed_folded_affine_apply(rw, io.loc, m, [idx, new, size])
            if isinstance(new, int):
                new = _create(
                    rw,
                    "arith.constant",
                    value=IntegerAttr.get(_INDEX, new),
                    result_type=_INDEX,
                    loc=io.loc,
                ).results[0]
        rw.replace_op(io, [new])


def fuse_with_reshape_by_expansion(
    rw: PatternRewriter, s: _S, reshape: Operation, operand: Any, fold: tuple = ({}, {})
) -> list | None:
    """MLIR's ``fuseWithReshapeByExpansion`` for static shapes: the op rebuilt over the
    expanded loops (its other operands ``tensor.expand_shape``d, its results collapsed back);
    the replacement of each of its results, or None (nothing built)."""
    groups = _reassociation(reshape)
    src = reshape.op_operands[0].value
    if reshape.name == _EXPAND:
        shape = list(reshape.results[0].type.shape)
    else:
        shape = list(src.type.shape)
    info = _ExpansionInfo(s, operand, groups, shape)
    for o in s.block.ops:  # MLIR 19 linearizes an expanded index with static sizes only
        if o.name == _INDEX_OP and any(
            x is None or x < 0 for x in info.shape_of[o.properties["dim"].value][1:]
        ):
            rw.notify_match_failure(s.op, "an index over a dynamic expansion")
            return None
    maps = [info.expanded_map(m) for m in s.lop.indexing_maps()]
    loc = s.op.loc
    rw.set_insertion_point(s.op)
    ins: list = []
    for o in s.dps.dps_input_operands():
        if o is operand:
            ins.append(src)
            continue
        t = o.value.type
        if isinstance(t, RankedTensorType):
            m = s.map_of(o)
            et = info.expanded_type(t, m)
            if et != t:
                x = _expand(rw, o.value, et, info.reassociation_for(m), loc, fold)
                if x is None:
                    rw.notify_match_failure(s.op, "cannot infer the expanded shape")
                    return None
                ins.append(x)
                continue
        ins.append(o.value)
    outs: list = []
    for o in s.dps.dps_init_operands():
        t = o.value.type
        m = s.map_of(o)
        et = info.expanded_type(t, m)
        x = _expand(rw, o.value, et, info.reassociation_for(m), loc, fold) if et != t else o.value
        if x is None:
            rw.notify_match_failure(s.op, "cannot infer the expanded shape")
            return None
        outs.append(x)
    types = [v.type for v in outs]
    its = s.lop.iterator_types()
    new_its = ["parallel"] * info.num_dims
    for i, t in enumerate(its):
        for j in info.reassociation[i]:
            new_its[j] = t
    # MLIR 19 expands every structured op into a linalg.generic (named ops too)
    new = build_generic(rw, ins, outs, maps, new_its, types, loc=loc)
    old = s.block
    mapping: dict = {}
    nb = Block()
    for a in old.args:
        mapping[a] = nb.add_argument(a.type, a.loc)
    new.regions[0].add_block(nb)
    for o in old.ops:
        nb.append(o.clone(mapping))
    _update_expanded_index_ops(rw, nb, info, loc)
    vals = []
    for i, r in enumerate(s.op.results):
        if types[i] != r.type:
            init = s.dps.dps_init_operands()[i]
            vals.append(
                _create(
                    rw,
                    _COLLAPSE,
                    new.results[i],
                    result_type=r.type,
                    reassociation=_reassociation_attr(info.reassociation_for(s.map_of(init))),
                    loc=loc,
                ).results[0]
            )
        else:
            vals.append(new.results[i])
    return vals


def fold_with_producer_reshape_by_expansion(
    op: Operation, rw: PatternRewriter, fold: tuple = ({}, {})
) -> bool:
    """``FoldWithProducerReshapeOpByExpansion``: a structured op reading a
    ``tensor.collapse_shape`` (used only there) runs over the uncollapsed loops."""
    s = _S(op)
    if s.lop is None or s.dps is None or not s.lop.payload_region().blocks:
        return False
    for operand in s.dps.dps_input_operands():
        r = _defining_op(operand.value)
        if r is None or r.name != _COLLAPSE:
            continue
        if not _fusable_with_reshape_by_expansion(s, operand) or not _has_one_use(r):
            continue
        vals = fuse_with_reshape_by_expansion(rw, s, r, operand, fold)
        if not vals:
            return False
        rw.replace_op(op, vals)
        return True
    return False


def fold_reshape_with_generic_by_expansion(
    op: Operation, rw: PatternRewriter, fold: tuple = ({}, {})
) -> bool:
    """``FoldReshapeWithGenericOpByExpansion``: a ``tensor.expand_shape`` of a structured
    op's result (its only use) makes the op run over the expanded loops."""
    v = op.op_operands[0].value
    p = _defining_op(v)
    if p is None:
        return False
    s = _S(p)
    if s.lop is None or s.dps is None or not s.lop.payload_region().blocks:
        return False
    init = s.dps.dps_init_operands()[v.index]
    if not _fusable_with_reshape_by_expansion(s, init):
        return rw.notify_match_failure(
            op, "failed preconditions of fusion with producer generic op"
        )
    if not _has_one_use(p):
        return rw.notify_match_failure(op, "fusion blocked by control function")
    vals = fuse_with_reshape_by_expansion(rw, s, op, init, fold)
    if not vals:
        return rw.notify_match_failure(op, "fusion by expansion failed")
    repl = vals[v.index]
    d = _defining_op(repl)
    if d is not None and d.name == _COLLAPSE:
        repl = d.op_operands[0].value
    rw.replace_op(op, [repl])
    rw.replace_op(p, vals)
    return True


def reshape_patterns(ctx: Any, fold: tuple = ({}, {})) -> list[RewritePattern]:
    """MLIR's ``populateFoldReshapeOpsByExpansionPatterns``: the expand_shape root, then the
    interface pattern once per structured op (as MLIR lists an interface pattern for
    each op that has the interface)."""
    from .linalg_utils import structured_op_names

    out: list[RewritePattern] = [
        FunctionPattern(
            lambda op, rw: fold_reshape_with_generic_by_expansion(op, rw, fold),
            _EXPAND,
            debug_name="FoldReshapeWithGenericOpByExpansion",
        )
    ]
    for name in structured_op_names(ctx):
        out.append(
            FunctionPattern(
                lambda op, rw: fold_with_producer_reshape_by_expansion(op, rw, fold),
                name,
                debug_name="FoldWithProducerReshapeOpByExpansion",
            )
        )
    return out


def fusion_patterns(mats: dict, folders: dict | None = None) -> list[RewritePattern]:
    """MLIR's ``populateElementwiseOpsFusionPatterns`` (+ erase-unused), in its order;
    ``folders``/``mats`` fold what the patterns build (``createOrFold``)."""
    fold = (folders or {}, mats)
    return [
        FunctionPattern(fuse_elementwise, GENERIC, debug_name="FuseElementwiseOps"),
        FunctionPattern(fold_fill_with_generic, GENERIC, debug_name="FoldFillWithGenericOp"),
        FunctionPattern(
            lambda op, rw: fold_scalar_or_splat_constant(op, rw, mats),
            GENERIC,
            debug_name="FoldScalarOrSplatConstant",
        ),
        FunctionPattern(
            lambda op, rw: remove_outs_dependency(op, rw, fold),
            GENERIC,
            debug_name="RemoveOutsDependency",
        ),
        FunctionPattern(
            dedup_and_remove_dead_operands_and_results,
            GENERIC,
            debug_name="DeduplicateAndRemoveDeadOperandsAndResults",
        ),
        FunctionPattern(remove_unused_cycle, GENERIC, debug_name="RemoveUnusedCycleInGenericOp"),
    ]


#: roots whose canonicalization patterns MLIR's pass adds (and every linalg op's)
_CANON_ROOTS = ("affine.apply", "tensor.expand_shape", "tensor.collapse_shape")
DEPENDENT_DIALECTS = ("affine", "arith", "linalg", "tensor")


def _loaded_context() -> Any:
    from ...ir.context import Context

    ctx = Context()
    for d in DEPENDENT_DIALECTS:
        _ = d in ctx.dialects
    return ctx


def _linalg_canonicalizations(context: Any) -> list:
    """The ``linalg`` dialect's canonicalization patterns (its ``canonicalize_patterns``)
    that MLIR's pass adds: ``LinalgDialect::getCanonicalizationPatterns``, ``GenericOp``'s
    and the folds (a module's ``FUSION_PATTERN_NAMES`` selects them)."""
    import importlib

    from ...ir.context import Context

    ctx = context if context is not None else Context()
    d = ctx.dialects.get("linalg")
    out: list = []
    for ref in d.canonicalizer.get("patterns", ()) if d is not None else ():
        mod, attr = ref.split(":")
        module = importlib.import_module(mod)
        names = getattr(module, "FUSION_PATTERN_NAMES", None)  # GenericOp's and the dialect's
        out.extend(p for p in getattr(module, attr) if names is None or p.debug_name in names)
    return out


def fuse_elementwise_in(root: Operation, context: Any = None) -> bool:
    """Run the pass's patterns on the ops nested in ``root``; True if anything changed."""
    from .canonicalize import canonicalization_tables

    if context is not None:
        for d in DEPENDENT_DIALECTS:
            _ = d in context.dialects
    by_root, folders, mats = canonicalization_tables(ctx=context)
    patterns = fusion_patterns(mats, folders)
    ctx = context if context is not None else _loaded_context()
    patterns.extend(reshape_patterns(ctx, (folders, mats)))
    for r in _CANON_ROOTS:
        patterns.extend(p for p in by_root.get(r, ()) if p.root == r)  # not the any-op ones
    patterns.extend(_linalg_canonicalizations(context))
    # the two tensor.dim patterns among expand_shape's/collapse_shape's canonicalizations
    # (tensor.expand_shape's and tensor.collapse_shape's, in rules/tensor_canon.py)
    patterns.append(
        FunctionPattern(dim_of_expand_shape, "tensor.dim", debug_name="FoldDimOfExpandShape")
    )
    patterns.append(
        FunctionPattern(dim_of_collapse_shape, "tensor.dim", debug_name="FoldDimOfCollapseShape")
    )
    patterns.append(
        FunctionPattern(fold_constant_transpose, GENERIC, debug_name="FoldConstantTranspose")
    )
    return apply_greedily(root, patterns, folders, mats, top_down=True).changed


@register_pass(
    "linalg-fuse-elementwise-ops",
    summary="Fuse elementwise operations on tensors",
    display_name="LinalgElementwiseOpFusionPass",
)
class LinalgElementwiseOpFusion(Pass):
    """Fuses producer generics into their consumers and cleans up (see the module
    docstring)."""

    def run_on_operation(self, op: Operation) -> None:
        if not fuse_elementwise_in(op, self.context):
            self.mark_all_analyses_preserved()
