"""MLIR 19's ``populateComposeSubViewPatterns`` (``ComposeSubView.cpp``): a subview of a
subview becomes one subview of the first one's source.

``ComposeSubViewOpPattern`` rewrites ``subview(subview(x, o1, s1, t1), o2, s2, t2)`` into
``subview(x, o1 + o2 * t1, s2, t1 * t2)`` per dimension: offsets compose through the
inner strides, sizes are the outer ones, strides multiply. The result type is the outer
subview's. Offsets that are both static are added here; otherwise an ``affine.apply`` of
``o1 + o2 * t1`` (symbols for the dynamic ones, in that order) computes them, which the
greedy driver folds when its operands are constants. The inner subview is left for dead
code elimination.

It does not apply (as in MLIR) when the inner subview is rank-reducing, when a stride of
either is dynamic, or when an outer size is dynamic.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.affine import AffineMap, get_affine_constant_expr, get_affine_symbol_expr
from irlite.ir.attributes import DenseArrayAttr
from irlite.ir.core import OpResult
from irlite.ir.layout_attrs import AffineMapAttr
from irlite.ir.pattern import rewrite_pattern
from irlite.ir.types import IndexType, IntegerType

from .memref import K_DYNAMIC
from .tensor_folds import mixed

__all__ = ["PATTERNS", "compose_subview"]

_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)
_INDEX = IndexType.get()


def _parts(op: Any) -> tuple[list, list, list]:
    """(offsets, sizes, strides) of a subview: ints where static, Values where dynamic."""
    seg = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    a, b = 1 + seg[1], 1 + seg[1] + seg[2]
    p = op.properties
    return (
        mixed(p["static_offsets"], vals[1:a]),
        mixed(p["static_sizes"], vals[a:b]),
        mixed(p["static_strides"], vals[b:]),
    )


@rewrite_pattern("memref.subview", "ComposeSubViewOpPattern")
def compose_subview(op: Any, rw: Any) -> bool:
    """subview(subview(x)) -> subview(x) (module docstring)."""
    src = op.op_operands[0].value
    inner = src.owner if type(src) is OpResult else None
    if inner is None or inner.name != "memref.subview":
        return False
    if inner.op_operands[0].value.type.rank != inner.results[0].type.rank:
        return False  # a rank-reducing inner subview
    offsets, sizes, strides = _parts(op)
    in_offsets, _, in_strides = _parts(inner)
    if any(type(s) is not int for s in strides + in_strides):
        return False
    if any(type(s) is not int for s in sizes):
        return False
    rw.set_insertion_point(op)
    new_offsets: list = []
    for off, in_off, in_stride in zip(offsets, in_offsets, in_strides, strict=True):
        if type(off) is int and type(in_off) is int:
            new_offsets.append(off * in_stride + in_off)
            continue
        operands: list = []
        if type(in_off) is int:
            expr = get_affine_constant_expr(in_off)
        else:
            expr = get_affine_symbol_expr(0)
            operands.append(in_off)
        if type(off) is int:
            expr = expr + off * in_stride
        else:
            expr = expr + get_affine_symbol_expr(len(operands)) * in_stride
            operands.append(off)
        m = AffineMapAttr.get(AffineMap.get(0, len(operands), [expr]))
        apply = rw.create("affine.apply", operands, [_INDEX], properties={"map": m}, loc=op.loc)
        new_offsets.append(apply.results[0])
    new_strides = [a * b for a, b in zip(strides, in_strides, strict=True)]
    dyn = [v for v in new_offsets if type(v) is not int]
    props = {
        "static_offsets": DenseArrayAttr.get(
            _I64, [v if type(v) is int else K_DYNAMIC for v in new_offsets]
        ),
        "static_sizes": DenseArrayAttr.get(_I64, sizes),
        "static_strides": DenseArrayAttr.get(_I64, new_strides),
        "operandSegmentSizes": DenseArrayAttr.get(_I32, [1, len(dyn), 0, 0]),
    }
    new = rw.create(
        "memref.subview",
        [inner.op_operands[0].value, *dyn],
        [op.results[0].type],
        props,
        loc=op.loc,
    )
    rw.replace_op(op, [new.results[0]])
    return True


#: MLIR's populateComposeSubViewPatterns
PATTERNS: list = [compose_subview]
