"""What the linalg passes share: building a ``linalg.generic``, MLIR's affine-map helpers
for structured ops (``inversePermutation``, ``concatAffineMaps``, ``canOpOperandsBeDropped``),
and the payload queries of ``LinalgOp`` (``payloadUsesValueFromOperand``).

Everything here reads ops through ``LinalgStructuredOpInterface`` and
``DestinationStyleOpInterface``; the one op name is the op that is built
(``linalg.generic``, which MLIR's transformations name too). It is not a pass.
"""

from __future__ import annotations

from typing import Any

from ...ir.affine import AffineMap, get_affine_dim_expr
from ...ir.attributes import ArrayAttr, DenseArrayAttr, DialectAttr
from ...ir.core import Operation
from ...ir.layout_attrs import AffineMapAttr
from ...ir.rewriter import PatternRewriter
from ...ir.types import FloatType, IndexType, IntegerType, RankedTensorType

__all__ = [
    "GENERIC",
    "build_generic",
    "convert_scalar_to_dtype",
    "create_or_fold",
    "fused_loc",
    "can_operands_be_dropped",
    "concat_maps",
    "inverse_permutation",
    "iterator_attr",
    "payload_uses_operand",
    "structured_op_names",
    "value_loc",
]

#: the op the linalg passes create (MLIR names it: ``GenericOp``)
GENERIC = "linalg.generic"
_I32 = IntegerType.get(32)


def iterator_attr(name: str) -> Any:
    """``#linalg.iterator_type<parallel>`` / ``<reduction>``."""
    return DialectAttr.get("linalg", f"iterator_type<{name}>")


def build_generic(
    rewriter: PatternRewriter,
    inputs: list,
    inits: list,
    maps: list,
    iterators: list[str] | Any,
    result_types: list | None = None,
    loc: Any = None,
    attributes: dict | None = None,
    extra_properties: dict | None = None,
) -> Operation:
    """A ``linalg.generic`` over ``inputs``/``inits`` with these maps and iterator types
    (names, or the ``ArrayAttr`` of another generic), inserted at the rewriter's insertion
    point with one empty region (the caller fills it). Results: ``result_types``, or the
    tensor inits' types."""
    if result_types is None:
        result_types = [v.type for v in inits if isinstance(v.type, RankedTensorType)]
    its = (
        iterators
        if isinstance(iterators, ArrayAttr)
        else ArrayAttr.get([iterator_attr(t) for t in iterators])
    )
    props = {
        "indexing_maps": ArrayAttr.get([AffineMapAttr.get(m) for m in maps]),
        "iterator_types": its,
        "operandSegmentSizes": DenseArrayAttr.get(_I32, [len(inputs), len(inits)]),
    }
    if extra_properties:
        props.update(extra_properties)
    op = rewriter.create_detached(
        GENERIC,
        list(inputs) + list(inits),
        result_types,
        properties=props,
        attributes=attributes,
        regions=1,
        loc=loc,
    )
    return rewriter.insert(op)


def inverse_permutation(m: AffineMap) -> AffineMap | None:
    """MLIR's ``inversePermutation``: the first result naming each dim inverts it; None
    when some dim is not a plain result. An empty map is its own inverse."""
    if m.num_dims == 0 and not m.results:
        return m
    exprs: list = [None] * m.num_dims
    for i, e in enumerate(m.results):
        if type(e).__name__ == "AffineDimExpr" and exprs[e.position] is None:
            exprs[e.position] = get_affine_dim_expr(i)
    seen = [e for e in exprs if e is not None]
    if len(seen) != m.num_dims:
        return None
    return AffineMap.get(len(m.results), 0, seen)


def concat_maps(maps: list) -> AffineMap:
    """MLIR's ``concatAffineMaps``: one map with every map's results, over the most dims."""
    nd = max((m.num_dims for m in maps), default=0)
    ns = max((m.num_symbols for m in maps), default=0)
    return AffineMap.get(nd, ns, [e for m in maps for e in m.results])


def can_operands_be_dropped(op: Operation, lop: Any, dropped: list) -> bool:
    """MLIR's ``canOpOperandsBeDropped``: the maps of the other operands still give every
    loop's bound (their concatenation is invertible)."""
    ids = {id(o) for o in dropped}
    maps = [m for o, m in zip(op.op_operands, lop.indexing_maps()) if id(o) not in ids]
    if not maps:
        return lop.num_loops() == 0
    return inverse_permutation(concat_maps(maps)) is not None


def payload_uses_operand(lop: Any, operand: Any) -> bool:
    """MLIR's ``payloadUsesValueFromOperand``: the payload block reads ``operand``'s
    argument."""
    blocks = lop.payload_region().blocks
    if not blocks:
        return False
    args = blocks[0].args
    i = operand.index
    return i < len(args) and args[i].first_use is not None


def convert_scalar_to_dtype(
    rw: PatternRewriter, loc: Any, v: Any, to: Any, unsigned: bool = False
) -> Any | None:
    """MLIR's ``convertScalarToDtype``: ``v`` cast to scalar type ``to`` at the rewriter's
    insertion point (``arith`` extension, truncation, int/float conversion, index cast);
    ``v`` itself when the types match; None for a pair it cannot cast."""
    frm = v.type
    if frm == to:
        return v
    name = None
    if isinstance(to, IntegerType):
        if isinstance(frm, FloatType):
            name = "arith.fptoui" if unsigned else "arith.fptosi"
        elif isinstance(frm, IndexType):
            name = "arith.index_cast"
        elif isinstance(frm, IntegerType):
            if to.width > frm.width:
                name = "arith.extui" if unsigned else "arith.extsi"
            elif to.width < frm.width:
                name = "arith.trunci"
            else:
                return v
    elif isinstance(to, FloatType):
        if isinstance(frm, IntegerType):
            name = "arith.uitofp" if unsigned else "arith.sitofp"
        elif isinstance(frm, FloatType):
            if to.width > frm.width:
                name = "arith.extf"
            elif to.width < frm.width:
                name = "arith.truncf"
            else:
                return v
    if name is None:
        return None
    return rw.insert(rw.create_detached(name, [v], [to], loc=loc)).results[0]


def structured_op_names(ctx: Any) -> list[str]:
    """The loaded op names whose class implements ``LinalgStructuredOpInterface`` (how
    MLIR's ``OpInterfaceRewritePattern`` reaches every op with the interface: one
    op-specific pattern list entry per such op)."""
    from ...ir.core import EXTERNAL_INTERFACES
    from ...ir.interfaces import LinalgStructuredOpInterface

    out = []
    for name, cls in dict.items(ctx.op_classes):
        ifs = getattr(cls, "INTERFACES", {})
        if LinalgStructuredOpInterface in ifs or LinalgStructuredOpInterface in (
            EXTERNAL_INTERFACES.get(name) or {}
        ):
            out.append(name)
    return sorted(out)


def _resolved(loc: Any) -> Any:
    from ...ir.parser import resolve_loc

    return resolve_loc(loc)


def value_loc(v: Any) -> Any:
    """MLIR's ``Value::getLoc``: a block argument's location, or its defining op's."""
    from ...ir.core import BlockArgument

    return _resolved(v.loc if isinstance(v, BlockArgument) else v.owner.loc)


def fused_loc(locs: list) -> Any:
    """MLIR's ``Builder::getFusedLoc`` (flattened, unknowns and duplicates dropped)."""
    from ...ir.location import FusedLoc

    return FusedLoc.get([_resolved(x) for x in locs])


def create_or_fold(rw: PatternRewriter, op: Operation, folders: dict, mats: dict) -> Any:
    """MLIR's ``OpBuilder::createOrFold`` of an inserted one-result ``op``: the value or
    constant its folder gives replaces it (the op is erased), else the op's result."""
    folder = folders.get(op.name)
    if folder is None:
        return op.results[0]
    consts = []
    for o in op.op_operands:
        d = getattr(o.value, "owner", None)
        is_const = isinstance(d, Operation) and d.name == "arith.constant"
        consts.append(d.properties.get("value") if is_const else None)
    res = folder(op, consts)
    if isinstance(res, list):
        res = res[0] if len(res) == 1 else None
    if res is None or res is True:
        return op.results[0]
    if not hasattr(res, "first_use"):
        mat = mats.get(op.name.split(".", 1)[0]) or mats.get("arith")
        c = mat(res, op.results[0].type, op.loc) if mat is not None else None
        if c is None:
            return op.results[0]
        rw.insert(c)
        res = c.results[0]
    rw.erase_op(op)
    return res
