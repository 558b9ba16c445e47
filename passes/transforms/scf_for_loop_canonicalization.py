"""``scf-for-loop-canonicalization``: simplify ``affine.min``/``affine.max`` ops and
``tensor.dim``/``memref.dim`` ops inside ``scf.for`` and ``scf.parallel`` loops (MLIR 19's
SCFForLoopCanonicalization, ``populateSCFForLoopCanonicalizationPatterns``).

The patterns, under the greedy driver with folding:

- an ``affine.min`` (``affine.max``) whose operands include induction variables of
  ``scf.for``/``scf.parallel``/``scf.forall`` loops with constant steps becomes the ``affine.apply`` of
  one of its results when that result is provably no larger (no smaller) than every other
  over the loops' iterations: each induction variable ranges from its lower bound to its
  last value ``lb + step * ((ub - lb - 1) floordiv step)`` (``lb`` when the loop runs at
  most once), constant operands are their values, and the difference of two results is
  bounded as MLIR's ``getBoundForAffineExpr`` bounds an expression. A loop whose constant
  bounds give no iteration is left alone;
- ``dim`` of an ``scf.for`` iteration argument, or of an ``scf.for`` result, reads the
  loop's init value instead when the loop preserves the shape of that value: the yielded
  value leads back to the iteration argument through the destinations of
  ``tensor.insert_slice`` ops and the init values of shape-preserving nested ``scf.for``
  loops (MLIR's ``DimOfIterArgFolder`` and ``DimOfLoopResultFolder``).

What it does not do: MLIR proves the min/max bound with a Presburger constraint system
(``simplifyConstrainedMinMaxOp``), which also relates symbolic loop bounds to the
induction variables; here a result is chosen only from constant ranges, so loops with
symbolic bounds keep their ``affine.min``/``affine.max`` unless the other operands cancel.
"""

from __future__ import annotations

from typing import Any

from ...ir.affine import AffineMap
from ...ir.attributes import IntegerAttr
from ...ir.core import BlockArgument, Operation, Value
from ...ir.layout_attrs import AffineMapAttr
from ...ir.pattern import FunctionPattern
from ...ir.rewriter import PatternRewriter
from ..infra.pass_base import Pass, register_pass
from ..rewrite.greedy import apply_greedily

__all__ = ["ScfForLoopCanonicalization", "is_shape_preserving"]


def _constant(v: Any) -> int | None:
    if type(v) is int:  # a static bound of scf.forall
        return v
    o = v.owner_op
    if o is None or o.name != "arith.constant":
        return None
    a = o.properties.get("value")
    return int(a.value) if isinstance(a, IntegerAttr) else None


def _iv_range(v: Value) -> tuple[int | None, int | None] | None:
    """(first, last) value of the induction variable ``v`` of an ``scf.for`` or
    ``scf.parallel`` with a constant step (None where a bound is not constant); None when
    ``v`` is no such induction variable or the loop runs no iteration."""
    if type(v) is not BlockArgument:
        return None
    block = v.owner
    loop = block.parent.parent if block is not None and block.parent is not None else None
    if loop is None:
        return None
    vals = [o.value for o in loop.op_operands]
    if loop.name == "scf.for":
        if v.index != 0:
            return None
        lb, ub, step = vals[0], vals[1], vals[2]
    elif loop.name == "scf.parallel":
        n = len(block.args)
        lb, ub, step = vals[v.index], vals[n + v.index], vals[2 * n + v.index]
    elif loop.name == "scf.forall":
        from ...rules.scf_canon import _forall_mixed, _forall_rank

        if v.index >= _forall_rank(loop):
            return None
        lb, ub, step = (row[v.index] for row in _forall_mixed(loop))
    else:
        return None
    s = _constant(step)
    if s is None or s <= 0:
        return None
    lo, hi = _constant(lb), _constant(ub)
    if lo is None:
        return (None, None)
    if hi is None:
        return (lo, None)
    if lo >= hi:
        return None
    return (lo, lo + s * ((hi - lo - 1) // s))


def _operand_ranges(op: Operation) -> tuple[list, list] | None:
    """Inclusive (lower, upper) bounds of ``op``'s operands; None when none of them is a
    loop induction variable or a loop of theirs cannot be used."""
    from ...rules.affine_canon import _constant_of

    lbs: list = []
    ubs: list = []
    any_iv = False
    for o in op.op_operands:
        v = o.value
        c = _constant_of(v)
        if c is not None:
            lbs.append(c)
            ubs.append(c)
            continue
        r = _iv_range(v)
        if r is None:
            if type(v) is BlockArgument and _is_loop_iv(v):
                return None  # a loop with no iteration or a non-constant step
            lbs.append(None)
            ubs.append(None)
            continue
        any_iv = True
        lbs.append(r[0])
        ubs.append(r[1])
    return (lbs, ubs) if any_iv else None


def _is_loop_iv(v: BlockArgument) -> bool:
    block = v.owner
    loop = block.parent.parent if block is not None and block.parent is not None else None
    if loop is None:
        return False
    if loop.name == "scf.forall":
        return v.index < len(loop.properties["staticLowerBound"].values)
    return (loop.name == "scf.for" and v.index == 0) or loop.name == "scf.parallel"


def canonicalize_min_max_in_loop(op: Operation, rw: PatternRewriter) -> bool:
    """Replace ``op`` (``affine.min``/``affine.max``) by the one result that bounds all
    others over its loops' iterations (module docstring)."""
    from ...rules.affine_canon import expr_bound

    ranges = _operand_ranges(op)
    if ranges is None:
        return rw.notify_match_failure(op, "no loop induction variable operand")
    lbs, ubs = ranges
    m: AffineMap = op.properties["map"].value
    nd, ns = m.num_dims, m.num_symbols
    is_min = op.name == "affine.min"
    res = list(m.results)
    for i, e in enumerate(res):
        ok = True
        for j, f in enumerate(res):
            if i == j:
                continue
            diff = (f - e) if is_min else (e - f)
            lo = expr_bound(diff, nd, ns, lbs, ubs, False)
            if lo is None or lo < 0:
                ok = False
                break
        if ok:
            new = AffineMap.get(nd, ns, [e])
            vals = [o.value for o in op.op_operands]
            rw.set_insertion_point(op)
            apply = rw.create(
                "affine.apply", vals, [op.results[0].type], {"map": AffineMapAttr.get(new)}
            )
            rw.replace_op(op, [apply.results[0]])
            return True
    return rw.notify_match_failure(op, "no result bounds the others")


def is_shape_preserving(loop: Operation, arg: int) -> bool:
    """Whether the value ``loop`` (an ``scf.for``) yields for iteration argument ``arg``
    has the shape of that argument (MLIR's ``isShapePreserving``)."""
    body = loop.regions[0].blocks[0]
    value: Value | None = body.last.op_operands[arg].value
    iter_arg = body.args[1 + arg]
    while value is not None:
        if value is iter_arg:
            return True
        owner = value.owner_op
        if owner is None:
            return False
        if owner.name == "tensor.insert_slice":
            value = owner.op_operands[1].value
        elif owner.name == "scf.for":
            k = value.index
            value = owner.op_operands[3 + k].value if is_shape_preserving(owner, k) else None
        else:
            value = None
    return False


def dim_of_iter_arg(op: Operation, rw: PatternRewriter) -> bool:
    """``dim(%iter_arg)`` reads the init value of a shape-preserving ``scf.for``."""
    src = op.op_operands[0].value
    if type(src) is not BlockArgument:
        return False
    block = src.owner
    loop = block.parent.parent if block.parent is not None else None
    if loop is None or loop.name != "scf.for" or src.index == 0:
        return False
    if not is_shape_preserving(loop, src.index - 1):
        return False
    rw.set_operand(op, 0, loop.op_operands[3 + src.index - 1].value)
    return True


def dim_of_loop_result(op: Operation, rw: PatternRewriter) -> bool:
    """``dim(scf.for result)`` reads the loop's init value when the loop preserves it."""
    src = op.op_operands[0].value
    loop = src.owner_op
    if loop is None or loop.name != "scf.for":
        return False
    if not is_shape_preserving(loop, src.index):
        return False
    rw.set_operand(op, 0, loop.op_operands[3 + src.index].value)
    return True


def _patterns() -> list:
    out = [
        FunctionPattern(canonicalize_min_max_in_loop, "affine.min", debug_name="AffineMinSCF"),
        FunctionPattern(canonicalize_min_max_in_loop, "affine.max", debug_name="AffineMaxSCF"),
    ]
    for d in ("tensor.dim", "memref.dim"):
        out.append(FunctionPattern(dim_of_iter_arg, d, debug_name="DimOfIterArgFolder"))
        out.append(FunctionPattern(dim_of_loop_result, d, debug_name="DimOfLoopResultFolder"))
    return out


@register_pass(
    "scf-for-loop-canonicalization",
    summary="Canonicalize operations within scf.for loop bodies",
    display_name="SCFForLoopCanonicalization",
)
class ScfForLoopCanonicalization(Pass):
    """Applies the loop canonicalization patterns (module docstring) with folding."""

    def run_on_operation(self, op: Any) -> None:
        from .canonicalize import canonicalization_tables

        _, folders, mats = canonicalization_tables(ctx=self.context)
        if not apply_greedily(op, _patterns(), folders, mats).changed:
            self.mark_all_analyses_preserved()
