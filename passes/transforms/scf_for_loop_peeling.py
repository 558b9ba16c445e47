"""``scf-for-loop-peeling``: peel the last, partial iteration of ``scf.for`` loops (or,
with ``peel-front``, the first) so that the main loop runs full steps only (MLIR 19's
ForLoopPeeling, ``ForLoopPeelingPattern``).

Peeling the back (``peelForLoop``): a loop whose step is not known to divide ``ub - lb``
(a constant step above 1; not when ``(ub - lb) mod step`` composes to the constant 0)
gets the upper bound ``ub - (ub - lb) mod step`` (an ``affine.apply`` before it), and a
copy of it after it runs from that bound to ``ub`` on the main loop's results, whose uses
it takes over. Loops inside such a partial copy are not peeled unless ``skip-partial`` is
false.

Peeling the front (``peelForLoopFirstIteration``): a loop with more than one iteration (or
non-constant bounds) is preceded by a copy running from ``lb`` to ``lb + step``, in which
uses of ``ub`` read that bound too; the loop then starts at ``lb + step`` from the copy's
results.

Each loop is peeled once (``__peeled_loop__``/``__partial_iteration__`` markers, dropped
at the end); the pattern runs under the greedy driver with folding, as MLIR's pass does.

What it does not do: MLIR then simplifies the ``affine.min``/``affine.max`` ops of a
back-peeled loop and its partial copy with a Presburger constraint system
(``rewritePeeledMinMaxOp``, knowing ``ub - iv >= step`` inside the main loop and
``< step`` in the copy); here they are left for folding and canonicalization.
"""

from __future__ import annotations

from typing import Any

from ...ir.affine import AffineExprKind, AffineMap, get_affine_symbol_expr
from ...ir.attributes import UnitAttr
from ...ir.core import Operation
from ...ir.layout_attrs import AffineMapAttr
from ...ir.pattern import FunctionPattern
from ...ir.rewriter import PatternRewriter
from ..infra.pass_base import Option, Pass, register_pass
from ..rewrite.greedy import apply_greedily

__all__ = ["ScfForLoopPeeling", "peel_for_loop", "peel_for_loop_first_iteration"]

PEELED = "__peeled_loop__"
PARTIAL = "__partial_iteration__"


def _constant(v: Any) -> int | None:
    from ...rules.affine_canon import _constant_of

    return _constant_of(v)


def _apply(rw: PatternRewriter, expr: Any, vals: list, loc: Any) -> Any:
    m = AffineMap.get(0, len(vals), [expr])
    return rw.create(
        "affine.apply", vals, [vals[0].type], {"map": AffineMapAttr.get(m)}, loc=loc
    ).results[0]


def peel_for_loop_first_iteration(rw: PatternRewriter, op: Operation) -> Operation | None:
    """MLIR's ``peelForLoopFirstIteration``: the peeled first iteration, or None."""
    lb, ub, step = (o.value for o in op.op_operands[:3])
    lo, hi, st = _constant(lb), _constant(ub), _constant(step)
    known = lo is not None and hi is not None and st is not None and st != 0
    if known and -((lo - hi) // st) <= 1:  # at most one iteration
        return None
    s0, s1 = get_affine_symbol_expr(0), get_affine_symbol_expr(1)
    rw.set_insertion_point(op)
    split = _apply(rw, s0 + s1, [lb, step], op.loc)
    first = op.clone({ub: split})
    rw.insert(first)
    rw.modify(op)
    op.set_operands([split, ub, step, *first.results])
    return first


def peel_for_loop(rw: PatternRewriter, op: Operation) -> Operation | None:
    """MLIR's ``peelForLoop``: the partial last iteration after ``op``, or None."""
    from ...rules.affine_canon import compose_map_and_operands

    lb, ub, step = (o.value for o in op.op_operands[:3])
    lo, hi, st = _constant(lb), _constant(ub), _constant(step)
    if st is not None and st <= 1:
        return None
    if lo is not None and hi is not None and st is not None and (hi - lo) % st == 0:
        return None
    s0, s1, s2 = (get_affine_symbol_expr(i) for i in range(3))
    m, _ = compose_map_and_operands(AffineMap.get(0, 3, [(s1 - s0) % s2]), [lb, ub, step])
    r = m.results[0]
    if r.kind == AffineExprKind.CONSTANT and r.value == 0:
        return None
    rw.set_insertion_point(op)
    split = _apply(rw, s1 - ((s1 - s0) % s2), [lb, ub, step], op.loc)
    rw.set_insertion_point_after(op)
    partial = op.clone({})
    rw.insert(partial)
    for old, new in zip(op.results, partial.results):
        rw.replace_all_uses_with(old, new)
    partial.set_operands([split, ub, step, *op.results])
    rw.modify(op)
    op.set_operand(1, split)
    return partial


def _peeling_pattern(peel_front: bool, skip_partial: bool) -> FunctionPattern:
    def peel(op: Operation, rw: PatternRewriter) -> bool:
        if op.get_attr(PEELED) is not None:
            return False
        if peel_front:
            partial = peel_for_loop_first_iteration(rw, op)
        else:
            if skip_partial:
                p = op.parent_op
                while p is not None:
                    if p.name == "scf.for" and p.get_attr(PARTIAL) is not None:
                        return False
                    p = p.parent_op
            partial = peel_for_loop(rw, op)
        if partial is None:
            return False
        unit = UnitAttr.get()
        rw.modify(partial)
        partial.set_attr(PEELED, unit)
        partial.set_attr(PARTIAL, unit)
        rw.modify(op)
        op.set_attr(PEELED, unit)
        return True

    return FunctionPattern(peel, "scf.for", debug_name="ForLoopPeelingPattern")


@register_pass(
    "scf-for-loop-peeling",
    summary="Peel `for` loops at their upper bounds.",
    options=[
        Option("peel-front", bool, False, "Peel the first iteration out of the loop."),
        Option(
            "skip-partial",
            bool,
            True,
            "Do not peel loops inside of the last, partial iteration of another already "
            "peeled loop.",
        ),
    ],
    display_name="SCFForLoopPeeling",
)
class ScfForLoopPeeling(Pass):
    """Peels ``scf.for`` loops (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        from .canonicalize import canonicalization_tables

        if self.context is not None:
            _ = "affine" in self.context.dialects  # a dependent dialect: its folders apply
        _, folders, mats = canonicalization_tables(ctx=self.context)
        pattern = _peeling_pattern(self.peel_front, self.skip_partial)
        apply_greedily(op, [pattern], folders, mats, top_down=False)
        for o in op.walk():
            for name in (PEELED, PARTIAL):
                if o.get_attr(name) is not None:
                    o.remove_attr(name)
