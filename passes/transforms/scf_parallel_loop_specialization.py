"""``scf-parallel-loop-specialization``: an ``scf.parallel`` whose upper bounds are all
``affine.min`` ops with a constant result is duplicated under an ``scf.if`` that tests
whether every bound equals its smallest constant (MLIR 19's ParallelLoopSpecialization).

The then branch holds a copy reading the constants as bounds (a version that can be
unrolled and vectorized), the else branch a copy of the loop as it was. The constants,
comparisons (``arith.cmpi eq``) and their ``arith.andi`` are built before the loop in
MLIR's order.

What it does not do: loops with results (reductions), which are left alone, or bounds
defined by anything but ``affine.min``.
"""

from __future__ import annotations

from typing import Any

from ...ir.affine import AffineExprKind
from ...ir.attributes import IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Block, Operation, Value
from ...ir.types import IndexType, IntegerType
from ..infra.pass_base import Pass, register_pass

__all__ = ["ScfParallelLoopSpecialization", "min_constant_bound", "specialize_under_if"]

_INDEX = IndexType.get()
_I1 = IntegerType.get(1)


def min_constant_bound(bound: Value) -> int | None:
    """The smallest constant result of the ``affine.min`` defining ``bound``, or None."""
    op = bound.owner_op
    if op is None or op.name != "affine.min":
        return None
    consts = [
        e.value for e in op.properties["map"].value.results if e.kind == AffineExprKind.CONSTANT
    ]
    return min(consts) if consts else None


def specialize_under_if(loop: Operation, bounds: list[Value], constants: list[int]) -> None:
    """Replace ``loop`` by ``scf.if (bound_i == constant_i for all i)`` holding a copy of it
    with the constants as those bounds, and a plain copy in the else branch."""
    from ...gen.loader import builtin_module

    eq = builtin_module("arith").ENUMS["CmpIPredicate"].attr("eq")
    loc = loop.loc
    mapping: dict = {}
    cond = None
    with Builder.before(loop, loc=loc) as b:
        for bound, c in zip(bounds, constants):
            k = b.create("arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, c)})
            cmp = b.create("arith.cmpi", [bound, k.results[0]], [_I1], {"predicate": eq})
            cond = (
                cmp.results[0]
                if cond is None
                else b.create("arith.andi", [cond, cmp.results[0]], [_I1]).results[0]
            )
            mapping[bound] = k.results[0]
        iff = b.create("scf.if", [cond], [], regions=2)
    for region, m in ((iff.regions[0], mapping), (iff.regions[1], {})):
        blk = region.add_block(Block())
        with Builder.at_end(blk, loc=loc) as b:
            b.insert(loop.clone(dict(m)))
            b.create("scf.yield")
    loop.erase()


@register_pass(
    "scf-parallel-loop-specialization",
    summary="Specialize parallel loops for vectorization",
    display_name="SCFParallelLoopSpecialization",
)
class ScfParallelLoopSpecialization(Pass):
    """Specializes every ``scf.parallel`` nested in the op (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        loops = [o for o in op.walk() if o.name == "scf.parallel" and not o.results]
        changed = False
        for lp in loops:
            n = len(lp.regions[0].blocks[0].args)
            ubs = [o.value for o in lp.op_operands[n : 2 * n]]
            cs = [min_constant_bound(u) for u in ubs]
            if any(c is None for c in cs):
                continue
            specialize_under_if(lp, ubs, cs)  # type: ignore[arg-type]
            changed = True
        if not changed:
            self.mark_all_analyses_preserved()
