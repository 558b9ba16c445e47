"""``buffer-deallocation-simplification``: ``bufferization.dealloc`` simplified with alias
facts (MLIR 19's ``BufferDeallocationSimplification``).

With ``BufferOriginAnalysis`` (computed once, before any rewrite) and the greedy driver
(bottom-up, folding), next to ``bufferization.dealloc``'s canonicalization patterns:

* ``RemoveDeallocMemrefsContainedInRetained``: a memref (or the source of its
  ``extract_strided_metadata``) that surely is a retained value, and may alias no other
  retained value, is dropped; the results of the retained values it is get ``or`` its
  condition;
* ``RemoveRetainedMemrefsGuaranteedToNotAlias``: a retained value that cannot alias any
  memref is dropped; its result is ``false``;
* ``SplitDeallocWhenNotAliasingAnyOther``: a memref aliasing none of the others goes to a
  dealloc of its own; the results are or'ed;
* ``RetainedMemrefAliasingAlwaysDeallocatedMemref``: when every retained value surely is a
  memref whose condition is ``true``, those results are ``true`` and the memrefs dropped.

What it does not do: region simplification beyond what the greedy driver does, or more
precise aliasing than ``BufferOriginAnalysis`` gives.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import BoolAttr, DenseArrayAttr
from ....ir.core import Operation, OpResult, Value
from ....ir.pattern import FunctionPattern
from ....ir.rewriter import PatternRewriter
from ....ir.types import IntegerType
from ...infra.pass_base import Pass, register_pass
from ...rewrite.greedy import apply_greedily
from .buffer_origin import BufferOriginAnalysis, view_base
from .state import bool_const

__all__ = ["BufferDeallocationSimplification", "simplification_patterns"]

_I1 = IntegerType.get(1)
_I32 = IntegerType.get(32)


def _parts(op: Operation) -> tuple[list, list, list]:
    n, c, r = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    return vals[:n], vals[n : n + c], vals[n + c : n + c + r]


def _set_parts(rw: PatternRewriter, op: Operation, memrefs: list, conds: list) -> bool:
    """MLIR's ``updateDeallocIfChanged``."""
    old_m, old_c, retained = _parts(op)
    if old_m == memrefs and old_c == conds:
        return False
    rw.modify(op)
    op.set_operands(memrefs + conds + retained)
    op.properties["operandSegmentSizes"] = DenseArrayAttr.get(
        _I32, [len(memrefs), len(conds), len(retained)]
    )
    return True


def _dealloc(rw: PatternRewriter, loc: Any, memrefs: list, conds: list, retained: list) -> Any:
    return rw.create(
        "bufferization.dealloc",
        memrefs + conds + retained,
        [_I1] * len(retained),
        {
            "operandSegmentSizes": DenseArrayAttr.get(
                _I32, [len(memrefs), len(conds), len(retained)]
            )
        },
        loc=loc,
    )


def _ori(rw: PatternRewriter, loc: Any, a: Value, b: Value) -> Value:
    return rw.create("arith.ori", [a, b], [_I1], loc=loc).results[0]


def _metadata_source(m: Value) -> Value | None:
    """The source of the ``memref.extract_strided_metadata`` producing ``m``, else None."""
    if type(m) is OpResult and m.owner.name == "memref.extract_strided_metadata":
        return m.owner.op_operands[0].value
    return None


def _distinct_alloc_and_block_argument(v1: Value, v2: Value) -> bool:
    b1, b2 = view_base(v1), view_base(v2)

    def distinct(a: Value, b: Value) -> bool:
        if type(a) is not OpResult:
            return False
        from .buffer_origin import _allocates

        if not _allocates(a) or type(b) is OpResult:
            return False
        blk = b.owner
        op = a.owner
        while op is not None:
            if op.parent is blk:
                return True
            p = op.parent
            op = p.parent.parent if p is not None and p.parent is not None else None
        return False

    return distinct(b1, b2) or distinct(b2, b1)


def simplification_patterns(analysis: BufferOriginAnalysis) -> list:
    """The four alias-based patterns over ``analysis`` (in MLIR's order)."""

    def may_alias_any(others: list, m: Value) -> bool:
        for o in others:
            if _distinct_alloc_and_block_argument(o, m):
                continue
            r = analysis.is_same_allocation(o, m)
            if r is None or r is True:
                return True
        return False

    def handle_one(op: Operation, rw: PatternRewriter, memref: Value, cond: Value) -> bool:
        _, _, retained = _parts(op)
        must = False
        for r in retained:
            res = analysis.is_same_allocation(r, memref)
            if res is None:
                return False
            if res:
                must = True
        if not must:
            return False
        rw.set_insertion_point_after(op)
        for i, r in enumerate(retained):
            if analysis.is_same_allocation(r, memref) is True:
                upd = op.results[i]
                d = _ori(rw, op.loc, upd, cond)
                upd.replace_uses_if(d, lambda use, d=d: use.owner is not d.owner)
        return True

    def remove_contained_in_retained(op: Operation, rw: PatternRewriter) -> bool:
        memrefs, conds, retained = _parts(op)
        if len(set(retained)) != len(retained):
            return False
        new_m, new_c = [], []
        for m, c in zip(memrefs, conds):
            if handle_one(op, rw, m, c):
                continue
            src = _metadata_source(m)
            if src is not None and handle_one(op, rw, src, c):
                continue
            new_m.append(m)
            new_c.append(c)
        return _set_parts(rw, op, new_m, new_c)

    def remove_retained_not_aliasing(op: Operation, rw: PatternRewriter) -> bool:
        memrefs, conds, retained = _parts(op)
        keep: list = []
        repl: list = []
        rw.set_insertion_point(op)
        for r in retained:
            if may_alias_any(memrefs, r):
                keep.append(r)
                repl.append(None)
                continue
            repl.append(
                rw.create(
                    "arith.constant", [], [_I1], {"value": BoolAttr.get(False)}, loc=op.loc
                ).results[0]
            )
        if len(keep) == len(retained):
            return False
        new = _dealloc(rw, op.loc, memrefs, conds, keep)
        it = iter(new.results)
        rw.replace_op(op, [x if x is not None else next(it) for x in repl])
        return True

    def split_not_aliasing(op: Operation, rw: PatternRewriter) -> bool:
        memrefs, conds, retained = _parts(op)
        if len(memrefs) <= 1:
            return False
        rw.set_insertion_point(op)
        rem_m, rem_c, updated = [], [], []
        for i, (m, c) in enumerate(zip(memrefs, conds)):
            others = memrefs[:i] + memrefs[i + 1 :]
            if may_alias_any(others, m):
                rem_m.append(m)
                rem_c.append(c)
                continue
            updated.append(list(_dealloc(rw, op.loc, [m], [c], retained).results))
        if len(rem_m) == len(memrefs):
            return False
        new = _dealloc(rw, op.loc, rem_m, rem_c, retained)
        repl = list(new.results)
        for extra in updated:
            repl = [_ori(rw, op.loc, a, b) for a, b in zip(repl, extra)]
        rw.replace_op(op, repl)
        return True

    def retained_always_deallocated(op: Operation, rw: PatternRewriter) -> bool:
        memrefs, conds, retained = _parts(op)
        hit = [False] * len(retained)
        new_m, new_c = [], []
        for m, c in zip(memrefs, conds):
            drop = False
            for i, r in enumerate(retained):
                if bool_const(c) is not True:
                    continue
                res = op.results[i]
                if analysis.is_same_allocation(r, m) is True:
                    rw.replace_all_uses_with(res, c)
                    hit[i] = drop = True
                    continue
                src = _metadata_source(m)
                if src is not None and analysis.is_same_allocation(r, src) is True:
                    rw.replace_all_uses_with(res, c)
                    hit[i] = drop = True
            if not drop:
                new_m.append(m)
                new_c.append(c)
        if not all(hit):
            return False
        return _set_parts(rw, op, new_m, new_c)

    root = "bufferization.dealloc"
    return [
        FunctionPattern(
            remove_contained_in_retained, root, debug_name="RemoveDeallocMemrefsContainedInRetained"
        ),
        FunctionPattern(
            remove_retained_not_aliasing,
            root,
            debug_name="RemoveRetainedMemrefsGuaranteedToNotAlias",
        ),
        FunctionPattern(split_not_aliasing, root, debug_name="SplitDeallocWhenNotAliasingAnyOther"),
        FunctionPattern(
            retained_always_deallocated,
            root,
            debug_name="RetainedMemrefAliasingAlwaysDeallocatedMemref",
        ),
    ]


@register_pass(
    "buffer-deallocation-simplification",
    summary="Optimizes `bufferization.dealloc` operation for more efficient codegen",
    display_name="BufferDeallocationSimplification",
)
class BufferDeallocationSimplification(Pass):
    """Simplifies ``bufferization.dealloc`` ops with alias facts (see the module docstring)."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects whose ops the pass creates (MLIR's dependent dialects), so that
        later passes of the pipeline (canonicalize) know them."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("arith", "bufferization"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Operation) -> None:
        from ....rules.bufferization_dealloc import PATTERNS as CANON
        from ..canonicalize import canonicalization_tables
        from ..region_utils import simplify_regions

        analysis = BufferOriginAnalysis(op)
        _, folders, mats = canonicalization_tables(ctx=self.context)
        patterns = simplification_patterns(analysis) + list(CANON)

        def simplify(root: Operation, rw: PatternRewriter) -> bool:
            return simplify_regions(root, rw, False)

        res = apply_greedily(op, patterns, folders, mats, region_simplify=simplify, top_down=False)
        if not res.changed:
            self.mark_all_analyses_preserved()
