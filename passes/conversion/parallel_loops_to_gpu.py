"""``convert-parallel-loops-to-gpu``: mapped ``scf.parallel`` loops become ``gpu.launch``
(MLIR 19's ConvertParallelLoopToGpu, SCFToGPU's ParallelToGpuLaunchLowering).

A ``scf.parallel`` with a ``mapping`` (``gpu-map-parallel-loops``) that is not inside a
``gpu.launch`` becomes a launch whose sizes start as a constant 1; a dimension mapped to a
block or thread id reads ``affine.apply (d0)[s0, s1] -> (d0 * s0 + s1)(id)[step, lb]`` in
the body and sets its launch size to ``affine.apply (d0)[s0, s1] -> ((d0 - s0) ceildiv
s1)(ub)[lb, step]`` (built before the launch); ``sequential`` dimensions become
``scf.for`` loops. Mapped ``scf.parallel`` loops nested in the body are inlined the same
way (their thread dimensions); ops of the body are cloned in order; the launch is marked
``SCFToGPU_visited`` as MLIR marks it.

What it does not do: reductions (loops with results are left alone, as in MLIR 19), maps
or bounds other than the identity, bounds that depend on the enclosing loop's induction
variables (MLIR's ``ensureLaunchIndependent`` failure: the loop is left alone).
"""

from __future__ import annotations

from typing import Any

from ...ir.affine import AffineMap, get_affine_dim_expr, get_affine_symbol_expr
from ...ir.attributes import IntegerAttr, UnitAttr
from ...ir.builder import Builder
from ...ir.core import Block, Operation
from ...ir.layout_attrs import AffineMapAttr
from ...ir.types import IndexType, IntegerType
from ..infra.pass_base import Pass, register_pass
from ..transforms.gpu_map_parallel_loops import parse_loop_dim_map

__all__ = ["ConvertParallelLoopsToGpu", "parallel_to_launch"]

_INDEX = IndexType.get()
_ID = "(d0) -> (d0)"
_PROCS = {
    "block_x": 0, "block_y": 1, "block_z": 2, "thread_x": 3, "thread_y": 4, "thread_z": 5,
}  # fmt: skip


def _maps() -> tuple[Any, Any]:
    d0 = get_affine_dim_expr(0)
    s0 = get_affine_symbol_expr(0)
    s1 = get_affine_symbol_expr(1)
    lower_and_step = AffineMap.get(1, 2, [d0 * s0 + s1])
    count = AffineMap.get(1, 2, [(d0 - s0).ceildiv(s1)])
    return lower_and_step, count


def _mapping(loop: Operation) -> list | None:
    a = loop.attributes.get("mapping")
    if a is None:
        return None
    out = []
    for x in a.value:
        m = parse_loop_dim_map(x)
        if m is None or m[1] != _ID or m[2] != _ID:
            return None
        out.append(m[0])
    return out


def _parts(loop: Operation) -> tuple[list, list, list]:
    vals = [o.value for o in loop.op_operands]
    n = len(loop.regions[0].blocks[0].args)
    return vals[:n], vals[n : 2 * n], vals[2 * n : 3 * n]


def _defined_outside(v: Any, op: Operation) -> bool:
    o = v.owner_op
    p = o if o is not None else v.parent_block.parent.parent
    while p is not None:
        if p is op:
            return False
        p = p.parent_op
    return True


def _supported(loop: Operation, top: Operation) -> bool:
    if loop.results or _mapping(loop) is None:
        return False
    lbs, ubs, steps = _parts(loop)
    if loop is not top and not all(_defined_outside(v, top) for v in lbs + ubs + steps):
        return False
    for o in loop.regions[0].blocks[0].ops:
        if o.name == "scf.parallel" and "mapping" in o.attributes and not _supported(o, top):
            return False
    return True


def parallel_to_launch(loop: Operation) -> Operation | None:
    """Rewrites the mapped ``loop`` into a ``gpu.launch``; the launch, or None when the
    loop is not supported (left unchanged)."""
    from ...dialects import affine, arith, gpu, scf

    if not _supported(loop, loop):
        return None
    lower_and_step, count = _maps()
    loc = loop.loc
    with Builder.before(loop, loc=loc):
        one = arith.constant(IntegerAttr.get(_INDEX, 1))
        launch = gpu.launch([], one, one, one, one, one, one)
    launch.set_attr("workgroup_attributions", IntegerAttr.get(IntegerType.get(64), 0))
    body = Block([_INDEX] * 12, [loc] * 12)
    launch.regions[0].add_block(body)
    ids = list(body.args[:6])
    sizes: dict = {}

    def lower(lp: Operation, insert: Builder, mapping: dict) -> None:
        procs = _mapping(lp) or []
        lbs, ubs, steps = _parts(lp)
        ivs = list(lp.regions[0].blocks[0].args)
        seq = []
        with insert:
            for iv, proc, lb, ub, st in zip(ivs, procs, lbs, ubs, steps):
                lb, ub, st = (mapping.get(v, v) for v in (lb, ub, st))
                if proc == "sequential":
                    seq.append((iv, lb, ub, st))
                    continue
                k = _PROCS[proc]
                mapping[iv] = affine.apply([ids[k], st, lb], map=AffineMapAttr.get(lower_and_step))
                if k not in sizes:
                    with Builder.before(launch, loc=loc):
                        sizes[k] = affine.apply([ub, lb, st], map=AffineMapAttr.get(count))
        cur = insert
        for iv, lb, ub, st in seq:
            with cur:
                f = scf.for_(lb, ub, st)
            fb = f.regions[0].blocks[0]
            mapping[iv] = fb.args[0]
            term = fb.last
            if term is None:
                with Builder.at_end(fb, loc=loc):
                    term = scf.yield_([])
            cur = Builder.before(term, loc=loc)
        for o in list(lp.regions[0].blocks[0].ops):
            if o.name == "scf.reduce":
                continue
            if o.name == "scf.parallel" and "mapping" in o.attributes:
                lower(o, cur, mapping)
                continue
            c = o.clone(mapping)
            with cur as b:
                b.insert(c)

    lower(loop, Builder.at_end(body, loc=loc), {})
    with Builder.at_end(body, loc=loc):
        gpu.terminator()
    for k, v in sizes.items():
        launch.op_operands[k].set(v)
    launch.set_attr("SCFToGPU_visited", UnitAttr.get())
    loop.erase()
    return launch


@register_pass(
    "convert-parallel-loops-to-gpu",
    summary="Convert mapped scf.parallel ops to gpu launch operations",
    display_name="ConvertParallelLoopToGpu",
)
class ConvertParallelLoopsToGpu(Pass):
    """Rewrites every outermost mapped ``scf.parallel`` into a ``gpu.launch``."""

    def run_on_operation(self, op: Any) -> None:
        changed = False
        for o in list(op.walk(post_order=False)):
            if o.name != "scf.parallel" or o.parent is None:
                continue
            p = o.parent_op
            inside = False
            while p is not None:
                if p.name in ("gpu.launch", "scf.parallel"):
                    inside = True
                    break
                p = p.parent_op
            if inside:
                continue
            if parallel_to_launch(o) is not None:
                changed = True
        if not changed:
            self.mark_all_analyses_preserved()
