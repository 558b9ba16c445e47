"""``memref-expand``: memref ops that lowerings do not take, in simpler memref ops (MLIR 19).

MLIR 19's ``ExpandOps`` pass (``populateExpandOpsPatterns``):

- ``memref.atomic_rmw`` of kind ``maximumf``, ``minimumf``, ``maxnumf`` or ``minnumf``
  becomes a ``memref.generic_atomic_rmw`` whose body applies the matching ``arith`` op
  (``arith::getReductionOp``) to the current value and the operand;
- ``memref.reshape`` with a statically shaped shape operand becomes a
  ``memref.reinterpret_cast`` of offset 0: each dynamic size loaded from the shape (and
  ``index_cast`` from an integer), static sizes as constants, and the row-major strides
  multiplied out from a constant 1, in MLIR's order of ops.

What it does not do: other atomic kinds and reshapes of a dynamically shaped shape are left
as they are (as in MLIR).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import BoolAttr, DenseArrayAttr, IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Block, Operation
from ...ir.types import DYNAMIC, IndexType, IntegerType
from ...rules.memref import kind_name
from ..infra.pass_base import Pass, register_pass
from .expand_strided_metadata import K_DYNAMIC

__all__ = ["MemRefExpand"]

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)

#: The atomic kinds that are expanded, and the arith op each reduces with.
EXPANDED_KINDS = {
    "maximumf": "arith.maximumf",
    "minimumf": "arith.minimumf",
    "maxnumf": "arith.maxnumf",
    "minnumf": "arith.minnumf",
}


def _const(b: Builder, v: int) -> Any:
    return b.create("arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, v)}).results[
        0
    ]


def expand_atomic_rmw(op: Operation) -> bool:
    """``AtomicRMWOpConverter``: the atomic as a ``generic_atomic_rmw`` of its arith op."""
    arith_op = EXPANDED_KINDS.get(kind_name(op))
    if arith_op is None:
        return False
    loc = op.loc
    value, memref = op.op_operands[0].value, op.op_operands[1].value
    indices = [o.value for o in op.op_operands[2:]]
    b = Builder.before(op, loc=loc)
    elem = memref.type.element_type
    generic = b.create("memref.generic_atomic_rmw", [memref, *indices], [elem], regions=1)
    body = Block([elem], [loc])
    generic.regions[0].add_block(body)
    bb = Builder.at_end(body, loc=loc)
    r = bb.create(arith_op, [body.args[0], value], [elem]).results[0]
    bb.create("memref.atomic_yield", [r], [])
    op.results[0].replace_all_uses_with(generic.results[0])
    op.erase()
    return True


def expand_reshape(op: Operation) -> bool:
    """``MemRefReshapeOpConverter``: a reshape by a static shape as a reinterpret_cast."""
    shape = op.op_operands[1].value
    if DYNAMIC in shape.type.shape:
        return False
    t = op.results[0].type
    rank = shape.type.shape[0]
    loc = op.loc
    b = Builder.before(op, loc=loc)
    sizes: list = [None] * rank
    strides: list = [None] * rank
    stride = _const(b, 1)
    for i in range(rank - 1, -1, -1):
        if t.shape[i] == DYNAMIC:
            idx = _const(b, i)
            nt = {"nontemporal": BoolAttr.get(False)}  # what LoadOp's builder sets
            size = b.create("memref.load", [shape, idx], [shape.type.element_type], nt).results[0]
            if size.type is not _INDEX:
                size = b.create("arith.index_cast", [size], [_INDEX]).results[0]
            sizes[i] = size
        else:
            size = _const(b, t.shape[i])
            sizes[i] = t.shape[i]
        strides[i] = stride
        if i > 0:
            stride = b.create("arith.muli", [stride, size], [_INDEX]).results[0]
    operands = [op.op_operands[0].value]
    props: dict = {"static_offsets": DenseArrayAttr.get(_I64, [0])}
    counts = [1, 0]
    for key, group in (("static_sizes", sizes), ("static_strides", strides)):
        props[key] = DenseArrayAttr.get(
            _I64, [x if isinstance(x, int) else K_DYNAMIC for x in group]
        )
        vals = [x for x in group if not isinstance(x, int)]
        operands += vals
        counts.append(len(vals))
    props["operandSegmentSizes"] = DenseArrayAttr.get(_I32, counts)
    cast = b.create("memref.reinterpret_cast", operands, [t], props)
    op.results[0].replace_all_uses_with(cast.results[0])
    op.erase()
    return True


_EXPANSIONS = {"memref.atomic_rmw": expand_atomic_rmw, "memref.reshape": expand_reshape}


@register_pass(
    "memref-expand",
    summary="Legalize memref operations to be convertible to LLVM.",
    display_name="ExpandOps",
)
class MemRefExpand(Pass):
    """Expands the memref ops of the module described in the module docstring."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects the expansions create ops of (MLIR's dependent dialects)."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("arith", "memref"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Operation) -> None:
        found: list = []

        def visit(o: Operation) -> None:
            for r in o.regions:
                for blk in r.blocks:
                    for c in blk.ops:
                        visit(c)
            if o.name in _EXPANSIONS:
                found.append(o)

        visit(op)
        changed = False
        for o in found:
            changed |= _EXPANSIONS[o.name](o)
        if not changed:
            self.mark_all_analyses_preserved()
