"""``outline-dispatch-regions``: each ``flow.dispatch.region`` becomes a ``flow.executable``
called by a ``flow.dispatch`` (IREE 3.13's convert-dispatch-regions-to-workgroups,
materialize-default-workgroup-count-region, outline-dispatch-regions and
annotate-dispatches, in one pass).

For the ``n``-th region of function ``@f`` (pre-order, counted per function) the pass
inserts, before ``@f``, ``flow.executable private @f_dispatch_n`` holding one
``flow.executable.export public @f_dispatch_n_<summary>`` and a ``builtin.module`` with
``func.func @f_dispatch_n_<summary>``. The function's arguments are, in IREE's order: the
values the region captures (first use in a post-order walk; a tensor becomes a
``readonly`` ``!iree_tensor_ext.dispatch.tensor`` binding, anything else is passed as it
is), the dynamic extents of the captured tensors, the dynamic extents of the results,
then one ``writeonly`` binding per result. The body loads each tensor binding whole at
its start, runs the region's ops and stores each result whole where ``flow.return`` was.
At the original site, ``flow.dispatch @f_dispatch_n::@f_dispatch_n_<summary>(...)``
takes the captured values and extents (``tensor.dim`` of a captured tensor, or the result
extents of the dispatch that produced it) and replaces the region.

The export's ``workgroups`` region is the region's ``count`` region when it has one (the
region's workload is passed as ``[...]``); otherwise IREE's default,
``iree_tensor_ext.dispatch.workgroup_count_from_slice()``, and no workload.

``<summary>`` is IREE's annotate-dispatches heuristic: the structured op (through
``LinalgStructuredOpInterface``) with the largest static iteration domain, the last one
on a tie, an op with reduction loops winning over one without at equal cost (as IREE 3.13 does:
``softmax_dispatch_0_reduction_...``), named ``matmul_8x8x4_f32`` (named ops: their name), ``elementwise[_transpose]
[_broadcast]``, ``transpose``, ``reduction`` for generics, then its loop ranges (``D``
where dynamic) and its operands' element types (one when all agree).

A result whose chain of destination-style inits ends at a captured tensor is *tied* to
it, as IREE ties it: that tensor's binding is ``readwrite``, the result is stored into it,
it takes no binding or extents of its own, and the dispatch prints it as ``-> %arg``.

What it does not do: regions with several blocks, values whose
dynamic extents are captured twice under different names (IREE's capture of a value
that is both an operand extent and a result extent may name a different argument).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Operation
from ...ir.interfaces import (
    DestinationStyleOpInterface,
    LinalgStructuredOpInterface,
    SymbolOpInterface,
)
from ...ir.types import IndexType, RankedTensorType, ShapedType
from ..infra.pass_base import Pass, register_pass

__all__ = ["OutlineDispatchRegions", "outline_region", "summarize_dispatch"]

_INDEX = IndexType.get()
_UNTIED = IntegerAttr.get(_INDEX, -1)


@register_pass(
    "outline-dispatch-regions",
    summary="Outlines dispatch regions into executables",
    display_name="OutlineDispatchRegions",
    anchor="builtin.module",
)
class OutlineDispatchRegions(Pass):
    """Outlines every ``flow.dispatch.region`` of the module's functions."""

    def run_on_operation(self, op: Any) -> None:
        changed = False
        for fn in list(op.regions[0].blocks[0].ops):
            sym = fn.interface(SymbolOpInterface)
            if sym is None or not fn.regions or fn.name == "flow.executable":
                continue
            name = sym.name() or "fn"
            regions = [o for o in fn.walk(post_order=False) if o.name == "flow.dispatch.region"]
            for n, r in enumerate(regions):
                outline_region(r, fn, f"{name}_dispatch_{n}")
                changed = True
        if not changed:
            self.mark_all_analyses_preserved()


def _dims_of(v: Any) -> list:
    """The host values of ``v``'s dynamic extents, built before the dispatch site."""
    from ...dialects import arith, tensor

    t = v.type
    n = sum(1 for d in t.shape if d < 0)
    if n == 0:
        return []
    owner = v.owner_op
    if owner is not None and owner.name in ("flow.dispatch.region", "flow.dispatch"):
        dims = _result_dims(owner)
        before = sum(
            sum(1 for d in r.type.shape if d < 0)
            for r in owner.results[: v.index]
            if isinstance(r.type, ShapedType)
        )
        return dims[before : before + n]
    out = []
    for i, d in enumerate(t.shape):
        if d < 0:
            c = arith.constant(i, _INDEX)
            out.append(tensor.dim(v, c))
    return out


def _result_dims(op: Operation) -> list:
    seg = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    if op.name == "flow.dispatch.region":
        return vals[: seg[0]]
    return vals[sum(seg[:3]) :]


def _captured(region: Any) -> list:
    """Values used in ``region`` and defined above it, in IREE's order."""
    seen: set = set()
    out: list = []
    for o in _post_order(region):
        for operand in o.op_operands:
            v = operand.value
            if id(v) in seen or _defined_in(v, region):
                continue
            seen.add(id(v))
            out.append(v)
    return out


def _defined_in(v: Any, region: Any) -> bool:
    b = v.parent_block
    if b is None:
        return False
    r = b.parent
    if r is region:
        return True
    op = r.parent if r is not None else None
    return op is not None and region.is_ancestor_of(op)


def _post_order(region: Any) -> list:
    out: list = []
    for block in region.blocks:
        for o in block.ops:
            out.extend(o.walk())
    return out


def outline_region(r: Operation, fn: Operation, exe_name: str) -> Operation:
    """Outlines the ``flow.dispatch.region`` ``r`` of ``fn`` into ``flow.executable
    @exe_name`` (inserted before ``fn``); returns the ``flow.dispatch`` that replaces it."""
    from ...dialects import flow, func, iree_tensor_ext
    from ...rules.iree_tensor_ext import DispatchTensorType

    body = r.regions[0]
    if len(body.blocks) != 1:
        raise _error(r, "expected a dispatch region with a single block")
    block = body.blocks[0]
    term = block.last
    results = [o.value for o in term.op_operands] if term is not None else []
    captured = _captured(body)
    loc = r.loc
    # host side: extents of captured tensors, at the dispatch site
    with Builder.before(r, loc=loc):
        cap_dims = [_dims_of(v) if _is_tensor(v) else [] for v in captured]
    arg_dims = [d for ds in cap_dims for d in ds]
    res_dims = _result_dims(r)
    work = [o.value for o in r.op_operands][len(res_dims) :]
    summary = summarize_dispatch(body)
    entry = exe_name + ("_" + summary if summary else "")
    ties = _ties(results, captured, body)
    per_result: list = []
    it_rd = iter(res_dims)
    for x in r.results:
        per_result.append([next(it_rd) for d in x.type.shape if d < 0])
    untied_dims = [d for k, ds in enumerate(per_result) if ties[k] < 0 for d in ds]

    arg_types = [
        DispatchTensorType.get("readwrite" if i in ties else "readonly", v.type)
        if _is_tensor(v)
        else v.type
        for i, v in enumerate(captured)
    ]
    arg_types += [_INDEX] * (len(arg_dims) + len(untied_dims))
    arg_types += [
        DispatchTensorType.get("writeonly", x.type) for k, x in enumerate(r.results) if ties[k] < 0
    ]

    with Builder.before(fn, loc=loc):
        exe = flow.executable(exe_name, sym_visibility="private")
    exe_block = exe.regions[0].blocks[0]
    with Builder.at_end(exe_block, loc=loc):
        export = flow.executable_export(entry, sym_visibility="public")
        _workgroups(export, r)
        from ...dialects import builtin

        inner = builtin.module()
        with Builder.at_end(inner.body, loc=loc):
            f = func.func(entry, arg_types, [])
        flow.executable_end()
    fblock = f.regions[0].blocks[0]
    args = list(fblock.args)
    n_cap = len(captured)
    cap_args = args[:n_cap]
    ad_args = args[n_cap : n_cap + len(arg_dims)]
    rd_args = args[n_cap + len(arg_dims) : n_cap + len(arg_dims) + len(untied_dims)]
    out_args = args[n_cap + len(arg_dims) + len(untied_dims) :]

    mapping: dict = {}
    for v, a in zip(captured, cap_args):
        mapping[v] = a
    for v, a in zip(arg_dims, ad_args):
        mapping[v] = a
    for v, a in zip(untied_dims, rd_args):
        mapping[v] = a
    with Builder.at_end(fblock, loc=loc):
        it = iter(arg_dims)
        for v, a in zip(captured, cap_args):
            if not _is_tensor(v):
                continue
            dims = [mapping[next(it)] for d in v.type.shape if d < 0]
            sizes, static = _sizes(v.type, dims)
            mapping[v] = iree_tensor_ext.dispatch_tensor_load(
                a,
                dims,
                [],
                sizes,
                [],
                static_offsets=[0] * len(v.type.shape),
                static_sizes=static,
                static_strides=[1] * len(v.type.shape),
                result_type=v.type,
            )
    # the region's ops, cloned with captured values remapped
    for o in list(block.ops):
        if o is term:
            break
        fblock.append(o.clone(mapping))
    with Builder.at_end(fblock, loc=term.loc if term is not None else loc):
        outs = iter(out_args)
        for k, v in enumerate(results):
            t = v.type
            if ties[k] >= 0:  # into the read-write binding, with its extents
                a = cap_args[ties[k]]
                dims = [mapping[x] for x in cap_dims[ties[k]]]
            else:
                a = next(outs)
                dims = [mapping[x] for x in per_result[k]]
            sizes, static = _sizes(t, dims)
            iree_tensor_ext.dispatch_tensor_store(
                mapping.get(v, v),
                a,
                dims,
                [],
                sizes,
                [],
                static_offsets=[0] * len(t.shape),
                static_sizes=static,
                static_strides=[1] * len(t.shape),
            )
        func.return_([])

    from ...ir.attributes import SymbolRefAttr

    has_count = bool(r.regions[1].blocks)
    with Builder.before(r, loc=loc):
        d = flow.dispatch(
            work if has_count else [],
            captured + arg_dims + untied_dims,
            arg_dims,
            res_dims,
            entry_points=[SymbolRefAttr.get(exe_name, [entry])],
            tied_operands=[_UNTIED if t < 0 else IntegerAttr.get(_INDEX, t) for t in ties]
            if r.results
            else None,
            result_types=[x.type for x in r.results],
        )
    for old, new in zip(r.results, d.results):
        old.replace_all_uses_with(new)
    r.erase()
    return d


def _ties(results: list, captured: list, body: Any) -> list[int]:
    """Per result of the region: the captured tensor it updates (IREE's tied result: the
    end of its chain of destination-style inits is that tensor), or -1; a tensor is tied
    to one result at most."""
    index = {v: i for i, v in enumerate(captured) if _is_tensor(v)}
    out: list[int] = []
    for v in results:
        t = -1
        w = v
        while True:
            d = w.owner_op
            if d is None or not _defined_in(w, body):
                break
            dps = d.interface(DestinationStyleOpInterface)
            if dps is None or w.index >= len(dps.dps_init_operands()):
                break
            w = dps.tied_op_operand(w).value
            if w in index:
                t = index[w]
                break
        out.append(t if t not in out else -1)
    return out


def _workgroups(export: Operation, r: Operation) -> None:
    """The export's workgroup count region: the region's own, or IREE's default."""
    from ...dialects import flow, iree_tensor_ext
    from ...ir.core import Block

    region = export.regions[0]
    count = r.regions[1]
    if count.blocks:
        count.clone_into(region, {})
        return
    b = region.add_block(Block())
    with Builder.at_end(b, loc=export.loc):
        c = iree_tensor_ext.dispatch_workgroup_count_from_slice([])
        flow.return_(list(c.results))


def _sizes(t: Any, dims: list) -> tuple[list, list]:
    from ...rules.memref import K_DYNAMIC

    it = iter(dims)
    values = []
    static = []
    for d in t.shape:
        if d < 0:
            values.append(next(it))
            static.append(K_DYNAMIC)
        else:
            static.append(d)
    return values, static


def _is_tensor(v: Any) -> bool:
    return type(v.type) is RankedTensorType


def _error(op: Operation, msg: str) -> Exception:
    from ...ir.diagnostics import op_error

    return op_error(op, msg)


# ------------------------------------------------------------------ IREE's dispatch names


def _domain_cost(ranges: list) -> int:
    cost = 1
    for r in ranges:
        if r is None:
            return 2**63 - 1
        cost *= r
    return cost


def _is_minor_identity(m: Any) -> bool:
    from ...ir.affine import AffineDimExpr

    n = len(m.results)
    if n > m.num_dims:
        return False
    base = m.num_dims - n
    return all(
        isinstance(e, AffineDimExpr) and e.position == base + i for i, e in enumerate(m.results)
    )


def _element_text(v: Any) -> str:
    t = v.type
    if isinstance(t, ShapedType):
        t = t.element_type
    return str(t)


def summarize_dispatch(region: Any) -> str:
    """IREE's annotate-dispatches summary of a dispatch body (``""`` when it has no
    structured op)."""
    best = None
    best_cost = -1
    best_red = False
    for o in _post_order(region):
        lop = o.interface(LinalgStructuredOpInterface)
        if lop is None:
            continue
        cost = _domain_cost(lop.static_loop_ranges())
        red = lop.num_reduction_loops() > 0
        if cost < best_cost or (cost == best_cost and best_red and not red):
            continue
        best, best_cost, best_red = (o, lop), cost, red
    if best is None:
        return ""
    o, lop = best
    return _summarize(o, lop)


def _summarize(o: Operation, lop: Any) -> str:
    maps = lop.indexing_maps()
    iters = lop.iterator_types()
    payload = lop.payload_region()
    only_yield = bool(payload.blocks) and payload.blocks[0].first is payload.blocks[0].last
    prefix = ""
    if only_yield and all(m.is_permutation() for m in maps):
        prefix = "transpose"
    elif o.name == "linalg.generic":
        if all(t == "parallel" for t in iters):
            prefix = "elementwise"
            if any(m.is_permutation() and not m.is_identity() for m in maps):
                prefix += "_transpose"
            if any(not m.is_permutation() and not _is_minor_identity(m) for m in maps):
                prefix += "_broadcast"
        elif _is_contraction(maps, iters, payload):
            prefix = "matmul_like" if sum(1 for t in iters if t == "parallel") >= 2 else "contract"
        else:
            prefix = "reduction"
    else:
        prefix = o.name.split(".", 1)[1]
    ranges = "x".join("D" if r is None else str(r) for r in lop.static_loop_ranges())
    types = [_element_text(x.value) for x in o.op_operands]
    ty = types[0] if types and all(t == types[0] for t in types) else "x".join(types)
    return prefix + ("_" + ranges if ranges else "") + ("_" + ty if ranges and ty else "")


def _is_contraction(maps: list, iters: list, payload: Any) -> bool:
    """A generic computing ``init += a * b`` over projected permutations (MLIR's
    ``isaContractionOpInterface``, its common case)."""
    if len(maps) != 3 or not all(m.is_projected_permutation() for m in maps):
        return False
    if not payload.blocks:
        return False
    names = [x.name for x in payload.blocks[0].ops]
    return (
        len(names) == 3
        and names[0] in ("arith.mulf", "arith.muli")
        and names[1]
        in (
            "arith.addf",
            "arith.addi",
        )
    )
