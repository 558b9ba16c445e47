"""``expand-realloc``: ``memref.realloc`` becomes allocation, copy and free (MLIR 19).

MLIR 19's ``ExpandRealloc`` pass: each 1-D ``memref.realloc %old(%n)`` is rewritten as

    %cur = <the old size: a constant, or memref.dim %old, 0>
    %r = scf.if (arith.cmpi ult, %cur, %new) {
      %a = memref.alloc(...) {alignment}      // the realloc's result type
      memref.copy %old, memref.subview %a[0] [%cur] [1]
      memref.dealloc %old                      // unless emit-deallocs=false
      scf.yield %a
    } else {
      scf.yield memref.reinterpret_cast %old to offset: [0], sizes: [%new], strides: [1]
    }

with the ops built in MLIR's order (constants where ``getValueOrCreateConstantIndexOp``
makes them), so the text is mlir-opt 19's. What it does not do: anything else; other ops
are left as they are.
"""

from __future__ import annotations

from typing import Any

from ...gen.loader import builtin_module
from ...ir.attributes import DenseArrayAttr, IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Block, Operation
from ...ir.types import DYNAMIC, IndexType, IntegerType
from ...rules.memref import subview_result_type
from ..infra.pass_base import Option, Pass, register_pass
from .expand_strided_metadata import K_DYNAMIC

__all__ = ["ExpandRealloc", "expand_realloc"]

_INDEX = IndexType.get()
_I1 = IntegerType.get(1)
_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)


def _index(b: Builder, x: Any) -> Any:
    """MLIR's ``getValueOrCreateConstantIndexOp``."""
    if isinstance(x, int):
        attr = IntegerAttr.get(_INDEX, x)
        return b.create("arith.constant", [], [_INDEX], {"value": attr}).results[0]
    return x


def _statics(xs: list) -> tuple[Any, list]:
    return DenseArrayAttr.get(_I64, [x if isinstance(x, int) else K_DYNAMIC for x in xs]), [
        x for x in xs if not isinstance(x, int)
    ]


def expand_realloc(op: Operation, emit_deallocs: bool) -> None:
    """Replace one ``memref.realloc`` by its expansion (see the module docstring)."""
    loc = op.loc
    old = op.op_operands[0].value
    dyn = op.op_operands[1].value if len(op.op_operands) > 1 else None
    res_t = op.results[0].type
    b = Builder.before(op, loc=loc)
    in_size = old.type.shape[0]
    cur: Any = in_size
    if in_size == DYNAMIC:
        zero = _index(b, 0)
        cur = b.create("memref.dim", [old, zero], [_INDEX]).results[0]
    target: Any = dyn if res_t.shape[0] == DYNAMIC else res_t.shape[0]
    lhs = _index(b, cur)
    rhs = _index(b, target)
    ult = builtin_module("arith").ENUMS["CmpIPredicate"].attr("ult")
    cond = b.create("arith.cmpi", [lhs, rhs], [_I1], {"predicate": ult}).results[0]
    iff = b.create("scf.if", [cond], [res_t], regions=2)
    then = Block([], [])
    iff.regions[0].add_block(then)
    tb = Builder.at_end(then, loc=loc)
    props = {"operandSegmentSizes": DenseArrayAttr.get(_I32, [1 if dyn is not None else 0, 0])}
    if "alignment" in op.properties:
        props["alignment"] = op.properties["alignment"]
    new = tb.create("memref.alloc", [dyn] if dyn is not None else [], [res_t], props).results[0]
    offsets, sizes, strides = [0], [cur], [1]
    sv_t = subview_result_type(res_t, [0], [cur if isinstance(cur, int) else K_DYNAMIC], [1])[0]
    operands = [new]
    view_props: dict = {}
    counts = [1]
    for key, group in (
        ("static_offsets", offsets),
        ("static_sizes", sizes),
        ("static_strides", strides),
    ):
        st, vals = _statics(group)
        view_props[key] = st
        operands += vals
        counts.append(len(vals))
    view_props["operandSegmentSizes"] = DenseArrayAttr.get(_I32, counts)
    sv = tb.create("memref.subview", operands, [sv_t], view_props).results[0]
    tb.create("memref.copy", [old, sv], [])
    if emit_deallocs:
        tb.create("memref.dealloc", [old], [])
    tb.create("scf.yield", [new], [])
    other = Block([], [])
    iff.regions[1].add_block(other)
    eb = Builder.at_end(other, loc=loc)
    cast_props: dict = {}
    operands = [old]
    counts = [1]
    for key, group in (
        ("static_offsets", [0]),
        ("static_sizes", [target]),
        ("static_strides", [1]),
    ):
        st, vals = _statics(group)
        cast_props[key] = st
        operands += vals
        counts.append(len(vals))
    cast_props["operandSegmentSizes"] = DenseArrayAttr.get(_I32, counts)
    cast = eb.create("memref.reinterpret_cast", operands, [res_t], cast_props).results[0]
    eb.create("scf.yield", [cast], [])
    op.results[0].replace_all_uses_with(iff.results[0])
    op.erase()


@register_pass(
    "expand-realloc",
    summary="Expand memref.realloc operations into its components",
    options=[
        Option(
            "emit-deallocs",
            bool,
            True,
            "Emit deallocation operations for the original MemRef",
        )
    ],
    display_name="ExpandRealloc",
)
class ExpandRealloc(Pass):
    """Expands every ``memref.realloc`` nested in the op (see the module docstring)."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects the expansion creates ops of (MLIR's dependent dialects)."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("arith", "memref", "scf"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Operation) -> None:
        found: list = []

        def visit(o: Operation) -> None:
            for r in o.regions:
                for blk in r.blocks:
                    for c in blk.ops:
                        visit(c)
            if o.name == "memref.realloc":
                found.append(o)

        visit(op)
        for r in found:
            expand_realloc(r, self.emit_deallocs)
        if not found:
            self.mark_all_analyses_preserved()
