"""``gpu-kernel-outlining``: each ``gpu.launch`` becomes a kernel ``gpu.func`` in its own
``gpu.module`` and a ``gpu.launch_func`` of it (MLIR 19's GpuKernelOutliningPass).

For a launch in function ``@f``: the values the body uses and that are defined above it,
in MLIR's order (a post-order walk of the body, first use first), become the kernel's
arguments; the body's region arguments become ``gpu.block_id``, ``gpu.thread_id``,
``gpu.grid_dim`` and ``gpu.block_dim`` ops (x, y, z of each, in that order, at the top of
the kernel, used or not); ``gpu.terminator`` becomes ``gpu.return``; the kernel and its
module are named ``@f_kernel`` (the module uniqued as ``@f_kernel_0``, ... by the symbol
table), inserted after ``@f``; constant block and grid sizes are recorded as
``known_block_size`` / ``known_grid_size``. The enclosing module gets
``gpu.container_module``.

What it does not do: sink index computations first (``gpu-launch-sink-index-computations``
does, as in MLIR 19 where outlining leaves them as arguments), the ``data-layout-str``
option's layout, async launches, clusters.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import DenseArrayAttr, IntegerAttr, StringAttr, SymbolRefAttr, UnitAttr
from ...ir.builder import Builder
from ...ir.core import Block, Operation
from ...ir.types import FunctionType, IntegerType
from ..infra.pass_base import Option, Pass, register_pass

__all__ = ["GpuKernelOutlining", "captured_values", "outline_launch"]

_I32 = IntegerType.get(32)


def captured_values(region: Any) -> list:
    """Values used in ``region`` and defined above it, as MLIR's
    ``getUsedValuesDefinedAbove`` lists them (post-order walk, first use first)."""
    seen: set = set()
    out: list = []
    for block in region.blocks:
        for top in block.ops:
            for o in top.walk():
                for operand in o.op_operands:
                    v = operand.value
                    if id(v) in seen or _defined_in(v, region):
                        continue
                    seen.add(id(v))
                    out.append(v)
    return out


def _defined_in(v: Any, region: Any) -> bool:
    b = v.parent_block
    while b is not None:
        r = b.parent
        if r is region:
            return True
        op = r.parent if r is not None else None
        b = op.parent if op is not None else None
    return False


def _constant_int(v: Any) -> int | None:
    o = v.owner_op
    if o is None or o.name != "arith.constant":
        return None
    a = o.properties.get("value")
    return int(a.value) if isinstance(a, IntegerAttr) else None


def _known(vals: list) -> Any:
    ks = [_constant_int(v) for v in vals]
    if any(k is None for k in ks):
        return None
    return DenseArrayAttr.get(_I32, ks)


def _unique_name(table_op: Operation, base: str) -> str:
    names = set()
    for o in table_op.regions[0].blocks[0].ops:
        a = o.get_attr("sym_name")
        if a is not None:
            names.add(a.value)
    if base not in names:
        return base
    i = 0
    while f"{base}_{i}" in names:
        i += 1
    return f"{base}_{i}"


def outline_launch(launch: Operation, fn: Operation, insert_before: Any) -> Operation:
    """Outlines ``launch`` (in ``fn``) into a ``gpu.module`` placed before
    ``insert_before`` (None: at the end of the parent module); returns the
    ``gpu.launch_func`` that replaces it."""
    from ...dialects import gpu

    body = launch.regions[0]
    captured = captured_values(body)
    vals = [o.value for o in launch.op_operands]
    grid, blk = vals[0:3], vals[3:6]
    fn_name = fn.get_attr("sym_name").value
    kname = fn_name + "_kernel"
    top = fn.parent_op
    mod_name = _unique_name(top, kname)
    loc = launch.loc
    attrs: dict = {"sym_name": StringAttr.get(kname), "gpu.kernel": UnitAttr.get()}
    kb = _known(blk)
    if kb is not None:
        attrs["known_block_size"] = kb
    kg = _known(grid)
    if kg is not None:
        attrs["known_grid_size"] = kg
    attrs["workgroup_attributions"] = launch.attributes.get(
        "workgroup_attributions", IntegerAttr.get(IntegerType.get(64), 0)
    )
    b = Builder.before(insert_before, loc=loc) if insert_before is not None else None
    if b is None:
        blk_ = top.regions[0].blocks[0]
        b = Builder.at_end(blk_, loc=loc)
    with b:
        m = gpu.module(mod_name)
    with Builder.at_end(m.regions[0].blocks[0], loc=loc):
        ft = FunctionType.get([v.type for v in captured], [])
        f = gpu.func(ft, attributes=attrs)
        gpu.module_end()
    entry = Block([v.type for v in captured], [loc] * len(captured))
    f.regions[0].add_block(entry)
    launch_entry = body.blocks[0]
    largs = list(launch_entry.args)
    mapping: dict = {v: a for v, a in zip(captured, entry.args)}
    with Builder.at_end(entry, loc=loc):
        ids = []
        for make in (gpu.block_id, gpu.thread_id, gpu.grid_dim, gpu.block_dim):
            for d in ("x", "y", "z"):
                ids.append(make(_dim(d)))
    # region arguments: block ids, thread ids, grid sizes, block sizes; then attributions
    for a, v in zip(largs[:12], ids):
        mapping[a] = v
    for a in largs[12:]:
        mapping[a] = entry.add_argument(a.type, a.loc)
    body.clone_into(f.regions[0], mapping)
    cloned_entry = mapping[launch_entry]
    for o in list(cloned_entry.ops):
        o.detach()
        entry.append(o)
    cloned_entry.erase()
    for o in list(f.walk()):
        if o.name == "gpu.terminator":
            with Builder.before(o, loc=o.loc):
                gpu.return_([])
            o.erase()
    with Builder.before(launch, loc=loc):
        lf = gpu.launch_func(
            [],
            *grid,
            *blk,
            kernel=SymbolRefAttr.get(mod_name, [kname]),
            kernel_operands=captured,
        )
    launch.erase()
    return lf


def _dim(d: str) -> Any:
    from ...rules.gpu import dim_attr

    return dim_attr(d)


@register_pass(
    "gpu-kernel-outlining",
    summary="Outline gpu.launch bodies to kernel functions",
    options=[
        Option(
            "data-layout-str",
            str,
            "",
            "String containing the data layout specification to be attached to the GPU "
            "kernel module",
        )
    ],
    anchor="builtin.module",
    display_name="GpuKernelOutliningPass",
)
class GpuKernelOutlining(Pass):
    """Outlines every ``gpu.launch`` of the module's functions."""

    def run_on_operation(self, op: Any) -> None:
        changed = False
        for fn in list(op.regions[0].blocks[0].ops):
            launches = [o for o in fn.walk() if o.name == "gpu.launch"]
            if not launches:
                continue
            nxt = fn.next
            for launch in launches:
                outline_launch(launch, fn, nxt)
                changed = True
        if changed:
            op.set_attr("gpu.container_module", UnitAttr.get())
        else:
            self.mark_all_analyses_preserved()
