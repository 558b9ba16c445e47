"""``scf-parallel-loop-tiling``: tile the innermost ``scf.parallel`` loops (MLIR 19's
ParallelLoopTiling).

Each innermost ``scf.parallel`` (one holding no other) becomes an outer loop over tiles
(steps ``step * tile``, tile sizes from ``parallel-loop-tile-sizes``, 1 past the list)
and an inner loop over one tile from 0, its induction variables read as ``inner + outer``.
A dimension whose constant trip count is a multiple of its tile keeps the tile as the
inner bound; otherwise the inner bound is ``affine.min(tile step, ub - outer)``, or with
``no-min-max-bounds`` the tile step with the body under an ``scf.if`` of
``inner * step + outer < ub`` for every dimension (bounds independent of the outer loop,
as ``convert-parallel-loops-to-gpu`` needs them). Constants and ops are built in MLIR's
order, so the text is mlir-opt 19's.

What it does not do: tile loops with reductions (results), which are left alone.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Operation
from ...ir.types import IndexType, IntegerType
from ..infra.pass_base import Option, Pass, register_pass

__all__ = ["ScfParallelLoopTiling", "tile_parallel_loop"]

_INDEX = IndexType.get()
_I1 = IntegerType.get(1)


def _const(b: Builder, v: int) -> Any:
    return b.create("arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, v)}).results[
        0
    ]


def _const_value(v: Any) -> int | None:
    o = v.owner_op
    if o is None or o.name != "arith.constant":
        return None
    a = o.properties.get("value")
    return int(a.value) if isinstance(a, IntegerAttr) and a.type is _INDEX else None


def _innermost(op: Operation) -> list:
    out: list = []

    def visit(o: Operation) -> bool:
        """Whether ``o`` holds a parallel loop (after collecting the innermost ones)."""
        found = False
        for r in o.regions:
            for blk in r.blocks:
                for c in blk.ops:
                    found |= visit(c)
        if o.name == "scf.parallel":
            if not found:
                out.append(o)
            return True
        return found

    visit(op)
    return out


def tile_parallel_loop(op: Operation, tile_sizes: list, no_min_max: bool) -> None:
    """Tiles the ``scf.parallel`` ``op`` (see the module docstring)."""
    from ...ir.affine import AffineMap, get_affine_dim_expr
    from ...ir.layout_attrs import AffineMapAttr

    if op.results:
        return
    body = op.regions[0].blocks[0]
    n = len(body.args)
    vals = [o.value for o in op.op_operands]
    lbs, ubs, steps = vals[:n], vals[n : 2 * n], vals[2 * n : 3 * n]
    loc = op.loc
    with Builder.before(op, loc=loc) as b:
        zero = _const(b, 0)
        tiles = [_const(b, tile_sizes[i] if i < len(tile_sizes) else 1) for i in range(n)]
        new_steps = [
            b.create("arith.muli", [s, t], [_INDEX]).results[0] for s, t in zip(steps, tiles)
        ]
        outer = b.create("scf.parallel", lbs + ubs + new_steps, [], {
            "operandSegmentSizes": _segs(n),
        }, regions=1)  # fmt: skip
    ob = outer.regions[0].add_block(_block(n, loc))
    d0, d1, d2 = (get_affine_dim_expr(i) for i in range(3))
    min_map = AffineMapAttr.get(AffineMap.get(3, 0, [d0, d1 - d2]))
    bounds = []
    check = False
    with Builder.at_end(ob, loc=loc) as b:
        for i in range(n):
            lc, uc, sc = (_const_value(v) for v in (lbs[i], ubs[i], steps[i]))
            ts = tile_sizes[i] if i < len(tile_sizes) else 1
            if lc is not None and uc is not None and sc is not None and sc != 0:
                iters = -((lc - uc) // sc)
                if iters % ts == 0:
                    bounds.append(new_steps[i])
                    continue
            if no_min_max:
                bounds.append(new_steps[i])
                check = True
                continue
            bounds.append(
                b.create(
                    "affine.min",
                    [new_steps[i], ubs[i], ob.args[i]],
                    [_INDEX],
                    {
                        "map": min_map,
                    },
                ).results[0]  # fmt: skip
            )
        inner = b.create(
            "scf.parallel", [zero] * n + bounds + steps, [], {"operandSegmentSizes": _segs(n)},
            regions=1,
        )  # fmt: skip
        b.create("scf.reduce")
    ib = inner.regions[0].add_block(_block(n, loc))
    if no_min_max and check:
        with Builder.at_end(ib, loc=loc) as b:
            adds = [
                b.create("arith.addi", [ib.args[i], ob.args[i]], [_INDEX]).results[0]
                for i in range(n)
            ]
            inb = b.create("arith.constant", [], [_I1], {"value": IntegerAttr.get(_I1, 1)}).results[
                0
            ]
            for i in range(n):
                m = b.create("arith.muli", [ib.args[i], steps[i]], [_INDEX]).results[0]
                idx = b.create("arith.addi", [m, ob.args[i]], [_INDEX]).results[0]
                c = b.create("arith.cmpi", [idx, ubs[i]], [_I1], {
                    "predicate": IntegerAttr.get(IntegerType.get(64), 6),
                }).results[0]  # fmt: skip
                inb = b.create("arith.andi", [inb, c], [_I1]).results[0]
            iff = b.create("scf.if", [inb], [], regions=2)
            b.create("scf.reduce")
        tb = iff.regions[0].add_block(_block(0, loc))
        for a, v in zip(body.args, adds):
            a.replace_all_uses_with(v)
        term = body.last
        for o in list(body.ops):
            if o is term:
                break
            o.detach()
            tb.append(o)
        with Builder.at_end(tb, loc=loc) as b:
            b.create("scf.yield")
    else:
        with Builder.at_end(ib, loc=loc) as b:
            adds = [
                b.create("arith.addi", [ib.args[i], ob.args[i]], [_INDEX]).results[0]
                for i in range(n)
            ]
        for a, v in zip(body.args, adds):
            a.replace_all_uses_with(v)
        for o in list(body.ops):
            o.detach()
            ib.append(o)
    op.erase()


def _segs(n: int) -> Any:
    from ...ir.attributes import DenseArrayAttr

    return DenseArrayAttr.get(IntegerType.get(32), [n, n, n, 0])


def _block(n: int, loc: Any) -> Any:
    from ...ir.core import Block

    return Block([_INDEX] * n, [loc] * n)


@register_pass(
    "scf-parallel-loop-tiling",
    summary="Tile parallel loops",
    options=[
        Option("parallel-loop-tile-sizes", list[int], None, "Factors to tile parallel loops by"),
        Option(
            "no-min-max-bounds",
            bool,
            False,
            "Perform tiling with fixed upper bound with inbound check inside the internal loops",
        ),
    ],
    display_name="ParallelLoopTiling",
)
class ScfParallelLoopTiling(Pass):
    """Tiles every innermost ``scf.parallel`` of the op."""

    def run_on_operation(self, op: Any) -> None:
        loops = _innermost(op)
        for lp in loops:
            tile_parallel_loop(lp, list(self.parallel_loop_tile_sizes), self.no_min_max_bounds)
        if not loops:
            self.mark_all_analyses_preserved()
