"""Address computations of memory accesses moved into subviews (MLIR 19's
``populateExtractAddressComputationsPatterns``).

``memref.load %base[%i, %j]`` becomes ``memref.load %view[%c0, %c0]`` of
``%view = memref.subview %base[%i, %j] [1, 1] [1, 1]``: the access keeps its base's
strides and offset through the subview's (inferred, not rank-reduced) type, and its own
indices are all zero. The same holds for ``memref.store``, ``vector.transfer_read`` /
``vector.transfer_write`` on memrefs and ``nvgpu.ldmatrix``; for those the view spans
from the indices to the end of each dimension (``size - index``, the sizes of a dynamic
base read from one ``memref.extract_strided_metadata``, index arithmetic through
``makeComposedFoldedAffineApply``). Constant indices become static offsets.

An access is left alone when its base is a 0-d memref or not a memref (a tensor transfer),
or when all its indices are the constant 0. The rebuilt access keeps the op's inherent
attributes (``nontemporal``, ``permutation_map``, ``in_bounds``), padding and mask, and
drops discardable ones, as MLIR's builders do.

What it does not do: run anything by itself; ``PATTERNS`` is what the transform op
``transform.apply_patterns.memref.extract_address_computations`` applies.
"""

from __future__ import annotations

from typing import Any

from ...ir.affine import get_affine_symbol_expr
from ...ir.attributes import IntegerAttr
from ...ir.core import Operation, Value
from ...ir.pattern import FunctionPattern
from ...ir.rewriter import PatternRewriter
from ...ir.types import DYNAMIC, IndexType, MemRefType
from .expand_strided_metadata import make_composed_folded_affine_apply
from .memref_multibuffer import create_subview

__all__ = ["PATTERNS"]

_INDEX = IndexType.get()

#: access op -> (operand number of its base memref, whether the view spans to the end of
#: each dimension; otherwise it is one element). The indices follow the base.
_ACCESSES = {
    "memref.load": (0, False),
    "memref.store": (1, False),
    "nvgpu.ldmatrix": (0, True),
    "vector.transfer_read": (0, True),
    "vector.transfer_write": (1, True),
}


def _as_fold_result(v: Value) -> Any:
    """MLIR's ``getAsOpFoldResult``: the int of a constant index, else the value."""
    from ...rules.affine import constant_index

    c = constant_index(v)
    return v if c is None else c


def _view_sizes(rw: PatternRewriter, loc: Any, base: Value, indices: list) -> list:
    """MLIR's ``getGenericOpViewSizeForEachDim``: ``size - index`` per dimension."""
    t = base.type
    rank = len(t.shape)
    meta = rw.create(
        "memref.extract_strided_metadata",
        [base],
        [MemRefType.get([], t.element_type, None, t.memory_space), _INDEX] + [_INDEX] * (2 * rank),
        loc=loc,
    )
    s0, s1 = get_affine_symbol_expr(0), get_affine_symbol_expr(1)
    out = []
    for d, (size, index) in enumerate(zip(t.shape, indices)):
        src: Any = size if size != DYNAMIC else meta.results[2 + d]
        out.append(make_composed_folded_affine_apply(rw, loc, s0 - s1, [src, index]))
    return out


def _extract_address_computation(op: Operation, rw: PatternRewriter) -> bool:
    """MLIR's ``LoadStoreLikeOpRewriter``: the access reads through a subview at its
    indices, with zero indices of its own (module docstring)."""
    from ...rules.memref import subview_result_type
    from .expand_strided_metadata import K_DYNAMIC

    src_pos, spans = _ACCESSES[op.name]
    base = op.op_operands[src_pos].value
    t = base.type
    if type(t) is not MemRefType:
        return rw.notify_match_failure(op, "source is not a memref")
    rank = len(t.shape)
    if rank == 0:
        return rw.notify_match_failure(op, "0-D accesses don't need rewriting")
    values = [o.value for o in op.op_operands]
    first = src_pos + 1
    indices = [_as_fold_result(v) for v in values[first : first + rank]]
    if all(isinstance(i, int) and i == 0 for i in indices):
        return rw.notify_match_failure(op, "no computation to extract: offsets are 0s")
    loc = op.loc
    rw.set_insertion_point(op)
    sizes = _view_sizes(rw, loc, base, indices) if spans else [1] * rank
    ones = [1] * rank

    def static(xs: list) -> list:
        return [x if isinstance(x, int) else K_DYNAMIC for x in xs]

    view_type = subview_result_type(t, static(indices), static(sizes), static(ones))[0]
    view = create_subview(rw, loc, view_type, base, indices, sizes, ones).results[0]
    zero = rw.create(
        "arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, 0)}, loc=loc
    ).results[0]
    values[src_pos] = view
    values[first : first + rank] = [zero] * rank
    new = rw.create(op.name, values, [r.type for r in op.results], dict(op.properties), loc=loc)
    rw.replace_op(op, new.results)
    return True


PATTERNS = [
    FunctionPattern(_extract_address_computation, name, debug_name="LoadStoreLikeOpRewriter")
    for name in _ACCESSES
]
