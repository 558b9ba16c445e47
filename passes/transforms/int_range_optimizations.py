"""``int-range-optimizations``: rewrite with what the integer range analysis proves
(MLIR 19's ``IntRangeOptimizations.cpp``).

The integer range analysis (``passes.analysis.int_range``) runs once on the op the
pass runs on; then the greedy driver (with the dialects' folders) applies two
patterns that read its lattice:

* ``MaterializeKnownConstantValues`` (any op but a constant): each used result, and
  each used entry argument of the op's blocks, whose range is a single value is
  replaced by a constant of that value, built by the dialect of the value's defining op
  (or of the block's parent op), falling back to ``arith``; an op whose results are
  all replaced (or unused) and that is trivially dead is erased.
* ``DeleteTrivialRem`` (``arith.remsi``, ``arith.remui``): ``x rem c`` with ``c`` a
  positive constant and ``x`` known in ``[0, c)`` (signed or unsigned bounds per the
  op) is ``x``.

Values created by the rewrite have no range, so the patterns do not fire on them.

What it does not do: narrow ops to smaller widths (MLIR 20's
``arith-int-range-narrowing``), or use ranges through ops without
``InferIntRangeInterface``.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.core import Operation, Value
from ...ir.side_effects import is_op_trivially_dead
from ..analysis.int_range import IntRangeSolver
from ..infra.pass_base import Pass, register_pass
from ..rewrite.greedy import apply_greedily
from ..rewrite.pattern import RewritePattern

__all__ = ["DeleteTrivialRem", "IntRangeOptimizations", "MaterializeKnownConstantValues"]


def _constant_of(solver: IntRangeSolver, v: Value) -> int | None:
    r = solver.lat.get(v)
    return r.constant_value() if r is not None else None


def replace_with_constant(solver: IntRangeSolver, mats: dict, rw: Any, v: Value) -> bool:
    """Replace the uses of ``v`` by a constant when its range is one value (MLIR's
    ``maybeReplaceWithConstant``); the constant is built at ``rw``'s insertion point."""
    if v.first_use is None:
        return False
    c = _constant_of(solver, v)
    if c is None:
        return False
    owner = v.owner if v.owner is not None else None
    if isinstance(owner, Operation):
        dialect = owner.name.partition(".")[0]
        loc = owner.loc
    else:  # a block argument: the dialect of its block's parent op
        parent = v.owner.parent.parent
        dialect = parent.name.partition(".")[0] if parent is not None else ""
        loc = getattr(v, "loc", None) or (parent.loc if parent is not None else None)
    attr = IntegerAttr.get(v.type, c)
    op = None
    mat = mats.get(dialect)
    if mat is not None:
        op = mat(attr, v.type, loc)
    if op is None:
        mat = mats.get("arith")
        op = mat(attr, v.type, loc) if mat is not None else None
    if op is None:
        return False
    rw.insert(op)
    rw.replace_all_uses_with(v, op.results[0])
    return True


class MaterializeKnownConstantValues(RewritePattern):
    """Results and block arguments with a one-value range become constants."""

    __slots__ = ("mats", "solver")

    def __init__(self, solver: IntRangeSolver, mats: dict) -> None:
        super().__init__(None)
        self.solver, self.mats = solver, mats

    def match_and_rewrite(self, op: Operation, rw: Any) -> bool:
        if "ConstantLike" in type(op).traits:
            return False
        solver = self.solver

        def needs(v: Value) -> bool:
            return v.first_use is not None and _constant_of(solver, v) is not None

        has_results = any(needs(r) for r in op.results)
        has_args = any(needs(a) for r in op.regions for b in r.blocks for a in b.args)
        if not has_results and not has_args:
            return False
        replaced_all = bool(op.results)
        changed = False
        rw.set_insertion_point(op)
        for r in op.results:
            ok = replace_with_constant(solver, self.mats, rw, r)
            changed = changed or ok
            replaced_all = replaced_all and (ok or r.first_use is None)
        if replaced_all and is_op_trivially_dead(op):
            rw.erase_op(op)
            return True
        with rw.insertion_guard():
            for r in op.regions:
                for b in r.blocks:
                    rw.set_insertion_point_to_start(b)
                    for a in b.args:
                        changed = replace_with_constant(solver, self.mats, rw, a) or changed
        return changed


class DeleteTrivialRem(RewritePattern):
    """``x rem c`` is ``x`` when ``x`` is known in ``[0, c)``."""

    __slots__ = ("solver",)

    def __init__(self, solver: IntRangeSolver, root: str) -> None:
        super().__init__(root)
        self.solver = solver

    def match_and_rewrite(self, op: Operation, rw: Any) -> bool:
        lhs, rhs = (o.value for o in op.op_operands)
        d = rhs.owner
        if not isinstance(d, Operation) or "ConstantLike" not in type(d).traits:
            return False
        c = d.properties.get("value")
        if type(c) is not IntegerAttr:
            return False
        modulus = c.value
        if modulus <= 0:
            return False
        r = self.solver.lat.get(lhs)
        if r is None:
            return False
        lo, hi = (r.umin, r.umax) if op.name == "arith.remui" else (r.smin, r.smax)
        w = r.width
        # as APInts: negative or not below the modulus (unsigned) fails
        if lo < 0 or lo >= modulus or hi < 0 or hi >= modulus or lo > hi or w == 0:
            return False
        rw.replace_op(op, [lhs])
        return True


@register_pass(
    "int-range-optimizations",
    summary="Do optimizations based on integer range analysis",
    description=(
        "This pass runs integer range analysis and apllies optimizations based on its\n"
        "results. It replaces operations with known-constant results with said constants,\n"
        "rewrites `(0 <= %x < D) mod D` to `%x`."
    ),
    display_name="ArithIntRangeOpts",
)
class IntRangeOptimizations(Pass):
    """Replaces values of a known constant range and trivial remainders (module docstring)."""

    def initialize(self, ctx: Any) -> None:
        """Loads ``arith``, whose constants the pass may create (MLIR's dependent dialect)."""
        super().initialize(ctx)
        if ctx is not None:
            ctx.dialects.get("arith")

    def run_on_operation(self, op: Operation) -> None:
        from .canonicalize import canonicalization_tables

        solver = IntRangeSolver(op)
        solver.run()
        _, folders, mats = canonicalization_tables(ctx=self.context)
        patterns = [
            MaterializeKnownConstantValues(solver, mats),
            DeleteTrivialRem(solver, "arith.remsi"),
            DeleteTrivialRem(solver, "arith.remui"),
        ]
        res = apply_greedily(op, patterns, folders, mats, top_down=False)
        if not res.changed:
            self.mark_all_analyses_preserved()
