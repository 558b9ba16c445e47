"""``bufferization-lower-deallocations``: ``bufferization.dealloc`` to memref and scf (MLIR 19).

MLIR 19's ``LowerDeallocations``, op for op:

* no memrefs: every result is ``false``;
* one memref, nothing retained: ``scf.if %cond { memref.dealloc %m }``;
* one memref and retained values: the aligned pointers are compared
  (``extract_aligned_pointer_as_index`` + ``arith.cmpi ne``), the memref is freed when it
  aliases none of them and its condition holds, and each result is
  ``aliases(m, r) and cond``;
* otherwise the pointers, conditions and retained pointers are stored in temporary
  buffers handed to ``func.func private @dealloc_helper`` (made once per module, MLIR's
  helper: per memref, whether to free it — its condition, no retained alias, no earlier
  duplicate — and per retained value its ownership), then each memref is freed under its
  answer and the results are read back.

What it does not do: unranked memrefs, or dealloc ops outside a ``builtin.module``
holding a symbol table for the helper.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import BoolAttr, IntegerAttr
from ....ir.builder import Builder
from ....ir.core import Block, Operation, Value
from ....ir.types import IndexType, IntegerType, MemRefType
from ...infra.pass_base import Pass, register_pass

__all__ = ["BufferizationLowerDeallocations", "lower_dealloc"]

_I1 = IntegerType.get(1)
_INDEX = IndexType.get()
_HELPER = "dealloc_helper"

# MLIR 19's helper function (LowerDeallocations.cpp's buildDeallocationLibraryFunction),
# as mlir-opt prints it.
_HELPER_TEXT = """
func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %dim = memref.dim %arg0, %c0 : memref<?xindex>
  %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
  scf.for %arg5 = %c0 to %dim_0 step %c1 {
    memref.store %false, %arg4[%arg5] : memref<?xi1>
  }
  scf.for %arg5 = %c0 to %dim step %c1 {
    %0 = memref.load %arg0[%arg5] : memref<?xindex>
    %1 = memref.load %arg2[%arg5] : memref<?xi1>
    %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
      %5 = memref.load %arg1[%arg6] : memref<?xindex>
      %6 = arith.cmpi eq, %5, %0 : index
      scf.if %6 {
        %9 = memref.load %arg4[%arg6] : memref<?xi1>
        %10 = arith.ori %9, %1 : i1
        memref.store %10, %arg4[%arg6] : memref<?xi1>
      }
      %7 = arith.cmpi ne, %5, %0 : index
      %8 = arith.andi %arg7, %7 : i1
      scf.yield %8 : i1
    }
    %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
      %5 = memref.load %arg0[%arg6] : memref<?xindex>
      %6 = arith.cmpi ne, %5, %0 : index
      %7 = arith.andi %arg7, %6 : i1
      scf.yield %7 : i1
    }
    %4 = arith.andi %3, %1 : i1
    memref.store %4, %arg3[%arg5] : memref<?xi1>
  }
  return
}
"""


def _pred(name: str) -> Any:
    from ....gen.loader import builtin_module

    return builtin_module("arith").ENUMS["CmpIPredicate"].attr(name)


class _Lowering:
    def __init__(self, b: Builder, loc: Any) -> None:
        self.b = b
        self.loc = loc

    def c(self, name: str, operands: list, types: list, props: dict | None = None) -> Any:
        return self.b.create(name, operands, types, props, loc=self.loc)

    def bool(self, v: bool) -> Value:
        return self.c("arith.constant", [], [_I1], {"value": BoolAttr.get(v)}).results[0]

    def index(self, v: int) -> Value:
        return self.c(
            "arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, v)}
        ).results[0]

    def intptr(self, m: Value) -> Value:
        return self.c("memref.extract_aligned_pointer_as_index", [m], [_INDEX]).results[0]

    def cmpi(self, pred: str, a: Value, b: Value) -> Value:
        return self.c("arith.cmpi", [a, b], [_I1], {"predicate": _pred(pred)}).results[0]

    def andi(self, a: Value, b: Value) -> Value:
        return self.c("arith.andi", [a, b], [_I1]).results[0]

    def xori(self, a: Value, b: Value) -> Value:
        return self.c("arith.xori", [a, b], [_I1]).results[0]

    def dealloc_if(self, cond: Value, m: Value) -> None:
        if_op = self.b.create("scf.if", [cond], [], regions=2, loc=self.loc)
        blk = Block()
        if_op.regions[0].add_block(blk)
        ib = Builder(self.b.context)
        ib.set_insertion_point_to_end(blk)
        ib.create("memref.dealloc", [m], [], loc=self.loc)
        ib.create("scf.yield", [], [], loc=self.loc)

    def alloc(self, t: MemRefType) -> Value:
        from ....ir.attributes import DenseArrayAttr

        return self.c(
            "memref.alloc",
            [],
            [t],
            {"operandSegmentSizes": DenseArrayAttr.get(IntegerType.get(32), [0, 0])},
        ).results[0]

    def store(self, v: Value, m: Value, i: int) -> None:
        self.c("memref.store", [v, m, self.index(i)], [])

    def load(self, m: Value, i: int) -> Value:
        k = self.index(i)
        return self.c("memref.load", [m, k], [m.type.element_type]).results[0]

    def cast(self, m: Value, t: MemRefType) -> Value:
        return self.c("memref.cast", [m], [t]).results[0]


def _parts(op: Operation) -> tuple[list, list, list]:
    n, c, r = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    return vals[:n], vals[n : n + c], vals[n + c : n + c + r]


def _ensure_helper(module: Operation, ctx: Any) -> None:
    body = module.regions[0].blocks[0]
    for o in body.ops:
        if o.name == "func.func" and o.properties["sym_name"].value == _HELPER:
            return
    from ....ir.module import parse_module

    parsed = parse_module(_HELPER_TEXT, ctx)
    f = next(iter(parsed.regions[0].blocks[0].ops))
    f.detach()
    body.append(f)


def lower_dealloc(op: Operation, ctx: Any) -> bool:
    """Replace one ``bufferization.dealloc``; True when the helper function is needed."""
    memrefs, conds, retained = _parts(op)
    b = Builder(ctx)
    b.set_insertion_point(op)
    lw = _Lowering(b, op.loc)
    needs_helper = False
    if not memrefs:
        f = lw.bool(False)  # built even when nothing uses it, as MLIR does
        repl = [f] * len(retained)
    elif len(memrefs) == 1 and not retained:
        lw.dealloc_if(conds[0], memrefs[0])
        repl = []
    elif len(memrefs) == 1:
        m, cond = memrefs[0], conds[0]
        mi = lw.intptr(m)
        not_alias = []
        for r in retained:
            ri = lw.intptr(r)
            not_alias.append(lw.cmpi("ne", mi, ri))
        prev = not_alias[0]
        for x in not_alias[1:]:
            prev = lw.andi(prev, x)
        should = lw.andi(prev, cond)
        lw.dealloc_if(should, m)
        true = lw.bool(True)
        repl = [lw.andi(lw.xori(x, true), cond) for x in not_alias]
    else:
        needs_helper = True
        n, r = len(memrefs), len(retained)
        idx_n = MemRefType.get([n], _INDEX)
        i1_n = MemRefType.get([n], _I1)
        idx_r = MemRefType.get([r], _INDEX)
        i1_r = MemRefType.get([r], _I1)
        dyn_idx = MemRefType.get([-1], _INDEX)
        dyn_i1 = MemRefType.get([-1], _I1)
        a_mem = lw.alloc(idx_n)
        a_cond = lw.alloc(i1_n)
        a_ret = lw.alloc(idx_r)
        for i, m in enumerate(memrefs):
            lw.store(lw.intptr(m), a_mem, i)
        for i, c in enumerate(conds):
            lw.store(c, a_cond, i)
        for i, x in enumerate(retained):
            lw.store(lw.intptr(x), a_ret, i)
        c_mem = lw.cast(a_mem, dyn_idx)
        c_cond = lw.cast(a_cond, dyn_i1)
        c_ret = lw.cast(a_ret, dyn_idx)
        a_out = lw.alloc(i1_n)
        a_own = lw.alloc(i1_r)
        c_out = lw.cast(a_out, dyn_i1)
        c_own = lw.cast(a_own, dyn_i1)
        from ....ir.attributes import SymbolRefAttr

        lw.c(
            "func.call",
            [c_mem, c_ret, c_cond, c_out, c_own],
            [],
            {"callee": SymbolRefAttr.get(_HELPER)},
        )
        for i, m in enumerate(memrefs):
            lw.dealloc_if(lw.load(a_out, i), m)
        repl = [lw.load(a_own, i) for i in range(r)]
        for t in (a_mem, a_ret, a_cond, a_out, a_own):
            lw.c("memref.dealloc", [t], [])
    for old, new in zip(op.results, repl):
        old.replace_all_uses_with(new)
    op.erase()
    return needs_helper


@register_pass(
    "bufferization-lower-deallocations",
    summary="Lowers `bufferization.dealloc` operations to `memref.dealloc`operations",
    display_name="LowerDeallocations",
)
class BufferizationLowerDeallocations(Pass):
    """Lowers every ``bufferization.dealloc`` (see the module docstring)."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects whose ops the pass creates (MLIR's dependent dialects), so that
        later passes of the pipeline (canonicalize) know them."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("arith", "func", "memref", "scf"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Operation) -> None:
        deallocs = [o for o in op.walk() if o.name == "bufferization.dealloc"]
        if not deallocs:
            self.mark_all_analyses_preserved()
            return
        helper = False
        for d in deallocs:
            helper |= lower_dealloc(d, self.context)
        if helper and op.name == "builtin.module":
            _ensure_helper(op, self.context)
