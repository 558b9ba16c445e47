"""A host function whose dispatches all run over the same rows, as one row kernel.

When every ``flow.dispatch`` of a public function is split by the same rows, and each one
reads the previous ones' results only by those rows (mlp: the second matmul's row ``i``
needs row ``i`` of the first's result), the whole function is row-parallel: a workgroup
of rows can run every dispatch on its rows, one after the other, with no barrier between
them. ``merged_dispatch(host, exports)`` writes the function as one dispatch function
(the form ``outline-dispatch-regions`` gives: ``readonly`` bindings for the tensor
arguments, ``writeonly`` ones for the results) whose body is each dispatch's function
inlined; ``kernel.build_kernel`` then decides, with its own row analysis, whether it is
row-split (and makes the intermediate results row-sized buffers of the workgroup).

``compile_merged(module, funcs, ...)`` is what ``irlite.compile`` runs on a tensor
program it took through ``dispatch-creation`` itself, on more than one thread: each
public function becomes one kernel whose rows are split over the thread pool, called by a
small host (``MergedHost``: results allocated, row views passed; no interpreter). When
the thread count divides the rows, the kernel is compiled for workgroups of
``rows / threads`` rows (``build_kernel``'s ``workgroup_rows``: static trip counts), and
each call runs exactly those workgroups, whatever its pool. The
module's ``kernels`` are then per function, ``host`` that host and ``merged`` True. It
returns None when a
function holds anything but constants, dispatches and its return, a dispatch with tied
results, dynamic shapes or partial loads and stores, or when the merged kernel is not
row-split: the caller then runs the dispatches one by one on the workgroup host.

What it does not do: merge only some of a function's dispatches, or merge dispatches
whose row counts differ.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ...ir.builder import Builder
from ...ir.types import RankedTensorType
from .kernel import KernelError, _whole

__all__ = ["MergedHost", "compile_merged", "merged_dispatch"]


class _NoMerge(Exception):
    pass


def _static(t: Any) -> bool:
    return not isinstance(t, RankedTensorType) or all(d >= 0 for d in t.shape)


def _full(t: Any) -> dict:
    n = len(t.shape)
    return {
        "static_offsets": [0] * n,
        "static_sizes": list(t.shape),
        "static_strides": [1] * n,
    }


def merged_dispatch(host: Any, exports: dict) -> Any:
    """The dispatch function of public function ``host`` with every dispatch inlined
    (module docstring), or None. ``exports``: ``(executable, export) -> func.func``."""
    try:
        return _merge(host, exports)
    except _NoMerge:
        return None


def _merge(host: Any, exports: dict) -> Any:
    from ...dialects import func as func_d
    from ...dialects import iree_tensor_ext
    from ...rules.iree_tensor_ext import DispatchTensorType

    ft = host.properties["function_type"].value
    if not all(_static(t) for t in (*ft.inputs, *ft.results)):
        raise _NoMerge
    if not all(isinstance(t, RankedTensorType) for t in ft.results):
        raise _NoMerge
    types = [
        DispatchTensorType.get("readonly", t) if isinstance(t, RankedTensorType) else t
        for t in ft.inputs
    ]
    types += [DispatchTensorType.get("writeonly", t) for t in ft.results]
    loc = host.loc
    with _nowhere(loc):
        merged = func_d.func(host.properties["sym_name"].value, types, [])
    block = merged.regions[0].blocks[0]
    hblock = host.regions[0].blocks[0]
    mapping: dict = {}
    with Builder.at_end(block, loc=loc):
        for ha, ma in zip(hblock.args, block.args):
            if isinstance(ha.type, RankedTensorType):
                mapping[ha] = iree_tensor_ext.dispatch_tensor_load(
                    ma, [], [], [], [], result_type=ha.type, **_full(ha.type)
                )
            else:
                mapping[ha] = ma
        for op in hblock.ops:
            if op.name == "arith.constant":
                Builder.current().insert(op.clone(mapping))
            elif op.name == "flow.dispatch":
                _inline_dispatch(op, exports, mapping)
            elif op.name == "func.return":
                outs = block.args[len(ft.inputs) :]
                for o, r in zip(op.op_operands, outs):
                    v = mapping[o.value]  # an argument returned is copied to its output
                    iree_tensor_ext.dispatch_tensor_store(v, r, [], [], [], [], **_full(v.type))
                func_d.return_([])
            else:
                raise _NoMerge
    if len({id(o.value) for o in hblock.last.op_operands}) != len(ft.results):
        raise _NoMerge  # one value returned twice: two outputs stored from one
    return merged


class _nowhere:
    """A builder context that inserts nowhere (the op built is detached)."""

    def __init__(self, loc: Any) -> None:
        from ...dialects import builtin

        self.mod = builtin.module(loc=loc)
        self.ctx = Builder.at_end(self.mod.body, loc=loc)

    def __enter__(self) -> Any:
        return self.ctx.__enter__()

    def __exit__(self, *exc: Any) -> Any:
        return self.ctx.__exit__(*exc)


def _inline_dispatch(op: Any, exports: dict, mapping: dict) -> None:
    """The body of the function ``flow.dispatch`` ``op`` calls, inlined at the builder's
    insertion point: its whole loads read the dispatch's operands (``mapping``: host
    values -> merged ones), its whole stores give the dispatch's results."""
    from ...rules.flow import dispatch_groups, tied_operands

    if any(t >= 0 for t in tied_operands(op)):
        raise _NoMerge
    ref = op.properties["entry_points"].value[0]
    f = exports.get((ref.root, ref.leaf))
    if f is None:
        raise _NoMerge
    _, arguments, arg_dims, _ = dispatch_groups(op)
    if arg_dims:
        raise _NoMerge
    fblock = f.regions[0].blocks[0]
    fargs = list(fblock.args)
    inner: dict = {}
    bound: dict = {}  # readonly binding -> the tensor it binds
    for a, v in zip(fargs, arguments):
        if type(a.type).__name__ == "DispatchTensorType":
            if a.type.access != "readonly":
                raise _NoMerge
            bound[a] = mapping.get(v, v)
        else:
            inner[a] = mapping.get(v, v)
    outs = fargs[len(arguments) :]
    stored: dict = {}
    for fop in fblock.ops:
        if fop.name == "iree_tensor_ext.dispatch.tensor.load":
            b = fop.op_operands[0].value
            if b not in bound or not _whole(fop, b.type.shape):
                raise _NoMerge
            inner[fop.results[0]] = bound[b]
        elif fop.name == "iree_tensor_ext.dispatch.tensor.store":
            b = fop.op_operands[1].value
            if b in stored or not _whole(fop, b.type.shape):
                raise _NoMerge
            stored[b] = inner.get(fop.op_operands[0].value, fop.op_operands[0].value)
        elif fop.name == "func.return":
            pass
        else:
            Builder.current().insert(fop.clone(inner))
    if len(outs) != len(op.results) or any(o not in stored for o in outs):
        raise _NoMerge
    for r, o in zip(op.results, outs):
        mapping[r] = stored[o]


class MergedHost:
    """What the merged functions run on: ``pool`` (a ``WorkgroupPool``; may be replaced),
    ``min_parallel_elements`` (below this many result elements a call runs as one
    workgroup) and ``calls`` (a statistic), as the workgroup host has them."""

    def __init__(self, pool: Any, min_parallel_elements: int) -> None:
        self.pool = pool
        self.min_parallel_elements = min_parallel_elements
        self.calls = 0


def _host(name: str, ftype: Any, kernel: Any, host: MergedHost) -> Callable:
    """The callable of one merged function: checks its arguments, allocates its results,
    and runs the kernel on row views over the host's pool."""
    from ..abi import _TensorArg
    from .host import alloc_result
    from .pool import split_range

    spec = kernel.spec
    fn = kernel.fn
    n_in = len(ftype.inputs)
    # one checker per tensor argument, made once (tensor_argument's checks, and messages)
    checkers = [
        _TensorArg(i, t, name).prepare if isinstance(t, RankedTensorType) else None
        for i, t in enumerate(ftype.inputs)
    ]
    results = [(tuple(t.shape), _dtype(t)) for t in ftype.results]
    plan = [(a.index, a.kind, a.row) for a in spec.args]
    n_rows = spec.rows
    wg = spec.workgroup_rows
    single = len(results) == 1

    def call(*args: Any) -> Any:
        from ..interp.values import InterpError

        if len(args) != n_in:
            raise InterpError(f"'{name}' takes {n_in} arguments, got {len(args)}")
        vals = [a if c is None else c(a)[0] for a, c in zip(args, checkers)]
        outs = [alloc_result(shape, dt) for shape, dt in results]
        call_args = []
        rows = []
        for index, kind, row in plan:
            call_args.append(outs[index - n_in] if kind == "output" else vals[index])
            rows.append(row)
        pool = host.pool
        host.calls += 1
        if wg is not None:  # a kernel specialized to its workgroups' size
            ranges = [(b, b + wg) for b in range(0, n_rows, wg)]
        else:
            size = sum(o.size for o in outs)
            parts = pool.threads if size >= host.min_parallel_elements else 1
            ranges = split_range(n_rows, parts)

        def workgroup(b: int, e: int) -> None:
            fn(b, e, *[v[b:e] if r else v for v, r in zip(call_args, rows)])

        if n_rows:
            pool.run(workgroup, ranges)
        return outs[0] if single else tuple(outs)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"'{name}' as one row kernel over a thread pool: {ftype}"
    return call


def _dtype(t: Any) -> Any:
    from ..interp.values import storage_dtype

    return np.dtype(storage_dtype(t.element_type))


def compile_merged(
    module: Any,
    funcs: list,
    ctx: Any,
    opt_level: int,
    threads: int,
    fast_math: bool | None = None,
) -> Any:
    """The ``CompiledModule`` of ``module`` (holding ``flow.dispatch``es) with each public
    function one row kernel over ``threads`` threads (module docstring), or None."""
    from ..compile import CompiledModule, CompileError
    from .host import MIN_PARALLEL_ELEMENTS, _prefix_passes, compile_kernel, entry_functions
    from .kernel import build_kernel
    from .pool import WorkgroupPool

    exports = entry_functions(module)
    hosts = {
        op.properties["sym_name"].value: op
        for op in module.regions[0].blocks[0].ops
        if op.name == "func.func"
    }
    host = MergedHost(WorkgroupPool(threads), MIN_PARALLEL_ELEMENTS)
    functions: dict = {}
    kernels: dict = {}
    for name, ftype in funcs:
        merged = merged_dispatch(hosts[name], exports)
        if merged is None:
            return None
        try:
            rows = build_kernel(_prefix_passes(merged, ctx)).rows
            if rows is None:
                return None
            # one workgroup per thread, each of a size known when compiling, if it divides
            wg = rows // threads if rows % threads == 0 else None
            k = compile_kernel(merged, ctx, opt_level, fast_math, workgroup_rows=wg)
        except (KernelError, CompileError):
            return None
        kernels[name] = k
        functions[name] = _host(name, ftype, k, host)
    m = CompiledModule("cpu", opt_level, module, functions)
    m.kernels = kernels  # type: ignore[attr-defined]  # function name -> CompiledKernel
    m.fallbacks = {}  # type: ignore[attr-defined]
    m.host = host  # type: ignore[attr-defined]
    m.merged = True  # type: ignore[attr-defined]
    return m
