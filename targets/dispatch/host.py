"""Running a program of ``flow.dispatch``es on the CPU: kernels per export, a host that
runs the function around them, workgroups over all cores.

``compile_dispatches(module, ...)`` (what ``irlite.compile(target="cpu")`` does for a
module holding ``flow.executable``s) compiles each export's function once, through
``linalg-generalize-named-ops`` and ``linalg-fuse-elementwise-ops``, then
``kernel.build_kernel`` (the kernel on a range of rows) and the default lowering pipeline
(``targets/pipeline.py``) less those two passes, to one JIT-compiled callable. The *host*
is the rest of the module: its public functions run in the reference interpreter
(``targets/interp``), whose ``flow.dispatch`` handler is replaced by one that allocates
the results (``numpy.empty`` of the result types, extents from ``result_dims``), splits
the kernel's rows into one range per thread (one range for a kernel that is not
row-split, or for less than ``MIN_PARALLEL_ELEMENTS`` output elements) and runs the
ranges on a ``WorkgroupPool``; dispatches run in program order, each finishing before the
next starts. Host ops between dispatches (``tensor.dim``, constants, reshapes left out of
dispatches) run in the interpreter, at numpy speed.

A result tied to an argument (``-> %arg``) is computed in a copy of that argument (the
caller's tensor is a value). A dispatch whose function ``build_kernel`` rejects
(``KernelError``: a store of lower rank than its binding, a binding stored whole twice)
runs in the interpreter instead. The returned ``CompiledModule`` also
has ``kernels`` (``(executable, export) -> CompiledKernel``), ``fallbacks`` (the
interpreted ones, with the reason) and ``host`` (its ``pool``, ``min_parallel_elements``
and the count of ``dispatches`` run).

What it does not do: overlap dispatches (no streams), reuse result buffers across calls,
or run a ``workgroups`` region (the row split is the kernel's own).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .kernel import KernelError, KernelSpec, build_kernel
from .pool import WorkgroupPool, split_range

__all__ = ["MIN_PARALLEL_ELEMENTS", "CompiledKernel", "compile_dispatches", "entry_functions"]

#: Below this many output elements a dispatch runs as one workgroup (thread hand-off
#: costs more than it saves).
MIN_PARALLEL_ELEMENTS = 1 << 14


#: Results of at least this many bytes come from the runtime's allocator, which keeps
#: freed large blocks for the next call (``targets/llvm/runtime.py``): a fresh block of
#: that size would fault its pages in on every call.
RUNTIME_ALLOC_BYTES = 1 << 20


class _Block:
    """A result buffer from ``_mlir_memref_to_llvm_alloc``, as numpy sees it; the block is
    returned with ``_mlir_memref_to_llvm_free`` when the last array over it dies."""

    __slots__ = ("__array_interface__", "owner")

    def __init__(self, iface: dict, owner: Any) -> None:
        self.__array_interface__ = iface
        self.owner = owner


_alloc_fn: Any = None


def alloc_result(shape: tuple, dtype: Any) -> np.ndarray:
    """An uninitialized array for a dispatch result (large ones from the runtime)."""
    global _alloc_fn
    dt = np.dtype(dtype)
    nbytes = int(np.prod(shape, dtype=np.int64)) * dt.itemsize
    if nbytes < RUNTIME_ALLOC_BYTES:
        return np.empty(shape, dtype=dt)
    import ctypes

    from ..abi import MallocBlock
    from ..llvm.runtime import register_runtime_symbols, runtime_address

    if _alloc_fn is None:
        register_runtime_symbols()
        addr = runtime_address("_mlir_memref_to_llvm_alloc")
        _alloc_fn = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_int64)(addr)
    ptr = _alloc_fn(nbytes)
    if not ptr:
        raise MemoryError(f"cannot allocate {nbytes} bytes for a dispatch result")
    iface = {"data": (ptr, False), "shape": tuple(shape), "typestr": dt.str, "version": 3}
    return np.asarray(_Block(iface, MallocBlock(ptr)))


class CompiledKernel:
    """One export, compiled: ``spec`` (``KernelSpec``), ``fn`` (the callable taking
    ``(wg_begin, wg_end, *arguments)``), ``compiled`` (its ``CompiledModule``)."""

    def __init__(self, spec: KernelSpec, compiled: Any) -> None:
        self.spec = spec
        self.compiled = compiled
        self.fn = compiled[spec.name]


def entry_functions(module: Any) -> dict[tuple[str, str], Any]:
    """``(executable, export) -> func.func`` for every export of the module."""
    out: dict[tuple[str, str], Any] = {}
    for exe in module.regions[0].blocks[0].ops:
        if exe.name != "flow.executable":
            continue
        ename = exe.properties["sym_name"].value
        funcs: dict[str, Any] = {}
        exports = []
        for o in exe.regions[0].blocks[0].ops:
            if o.name == "flow.executable.export":
                exports.append(o)
            elif o.name == "builtin.module":
                for f in o.regions[0].blocks[0].ops:
                    if f.name == "func.func":
                        funcs[f.properties["sym_name"].value] = f
        for x in exports:
            xname = x.properties["sym_name"].value
            fr = x.properties.get("function_ref")
            f = funcs.get(fr.root if fr is not None else xname)
            if f is not None:
                out[(ename, xname)] = f
    return out


def _prefix_passes(func: Any, ctx: Any) -> Any:
    """A copy of the dispatch function, generalized and fused (the kernel's tensor level)."""
    from ...dialects import builtin
    from ...passes.infra.manager import PassManager

    m = builtin.module()
    m.body.append(func.clone())
    pm = PassManager.from_pipeline(
        "builtin.module(linalg-generalize-named-ops,linalg-fuse-elementwise-ops)",
        ctx,
        verify_each=False,
    )
    if not pm.run(m):
        raise KernelError("generalizing or fusing the dispatch failed")
    return m.body.first


def _kernel_pipeline(kernel_module: Any, fast_math: bool | None) -> str:
    from ..pipeline import default_pipeline

    plan = default_pipeline(kernel_module, fast_math=fast_math)
    text = plan.text
    for p in ("linalg-generalize-named-ops,", "linalg-fuse-elementwise-ops,"):
        text = text.replace(p, "", 1)
    return text


def compile_kernel(
    func: Any,
    ctx: Any,
    opt_level: int,
    fast_math: bool | None,
    workgroup_rows: int | None = None,
) -> CompiledKernel:
    """The kernel of one dispatch function (``KernelError`` when it cannot be built);
    ``workgroup_rows``: ``build_kernel``'s."""
    from ..compile import _mark_tensor_arguments_read_only, compile

    spec = build_kernel(_prefix_passes(func, ctx), workgroup_rows=workgroup_rows)
    _mark_tensor_arguments_read_only(spec.module)
    pipeline = _kernel_pipeline(spec.module, fast_math)
    compiled = compile(spec.module, "cpu", opt_level, pipeline=pipeline)
    return CompiledKernel(spec, compiled)


class _Host:
    """The ``flow.dispatch`` handler of the host interpreter."""

    def __init__(self, kernels: dict, pool: WorkgroupPool) -> None:
        self.kernels = kernels
        self.pool = pool
        self.min_parallel_elements = MIN_PARALLEL_ELEMENTS
        self.dispatches = 0  # dispatches run (a statistic)

    def dispatch(self, it: Any, op: Any, args: list) -> tuple:
        from ..interp.ops_control import split
        from ..interp.ops_flow import _dispatch as interpret_dispatch
        from ..interp.ops_memref import dynamic_shape
        from ..interp.values import storage_dtype

        ref = op.properties["entry_points"].value[0]
        self.dispatches += 1
        k = self.kernels.get((ref.root, ref.leaf))
        if k is None:
            return interpret_dispatch(it, op, args)
        from ...rules.flow import tied_operands

        _, operands, _, rdims = split(op, args)
        dims = iter(rdims)
        ties = tied_operands(op)
        outs: list = []  # every result's array
        fresh = []  # the untied results', in order: the kernel's outputs
        inout: dict = {}  # argument index -> the buffer a tied result is computed in
        for r, tied in zip(op.results, ties):
            t = r.type
            n = sum(1 for d in t.shape if d < 0)
            shape = dynamic_shape(t, [next(dims) for _ in range(n)])
            if tied >= 0:
                buf = alloc_result(shape, storage_dtype(t.element_type))
                buf[...] = operands[tied]  # the caller's tensor is a value: update a copy
                inout[tied] = buf
                outs.append(buf)
            else:
                buf = alloc_result(shape, storage_dtype(t.element_type))
                outs.append(buf)
                fresh.append(buf)
        spec = k.spec
        call_args: list = []
        rows: list = []
        for a in spec.args:
            if a.kind == "output":
                v = fresh[a.result]
            elif a.kind == "inout":
                v = inout.get(a.index)
                if v is None:  # a read-write binding no result is tied to: a scratch copy
                    v = inout[a.index] = np.array(operands[a.index])
            else:
                v = operands[a.index]
                if a.kind == "tensor" and not v.flags.c_contiguous:
                    v = np.ascontiguousarray(v)  # (never for a 0-d array: it would be 1-d)
            call_args.append(v)
            rows.append(a.row)
        fn = k.fn
        if spec.rows is None:
            fn(0, 0, *call_args)
            return tuple(outs)
        n_rows = spec.rows
        size = sum(o.size for o in outs)
        parts = self.pool.threads if size >= self.min_parallel_elements else 1
        ranges = split_range(n_rows, parts)

        def workgroup(b: int, e: int) -> None:
            fn(b, e, *[v[b:e] if r else v for v, r in zip(call_args, rows)])

        if n_rows:
            self.pool.run(workgroup, ranges)
        return tuple(outs)


def _host_callable(
    module: Any, name: str, ftype: Any, table: dict, max_steps: int | None = None
) -> Callable[..., Any]:
    from ...ir.types import RankedTensorType, TensorType
    from ..abi import tensor_argument
    from ..interp.interpreter import Interpreter
    from ..interp.values import from_numpy, to_numpy

    nres = len(ftype.results)

    def call(*args: Any) -> Any:
        if len(args) != len(ftype.inputs):
            from ..interp.values import InterpError

            raise InterpError(f"'{name}' takes {len(ftype.inputs)} arguments, got {len(args)}")
        vals = []
        for i, (a, t) in enumerate(zip(args, ftype.inputs)):
            if isinstance(t, RankedTensorType):
                vals.append(np.asarray(tensor_argument(a, t, i, name)))
            else:
                vals.append(from_numpy(a, t))
        it = Interpreter(module, max_steps=max_steps)
        it.table = table
        with np.errstate(all="ignore"):
            res = it.call(name, *vals)
        out = [
            np.asarray(v) if isinstance(t, TensorType) else to_numpy(v, t)
            for v, t in zip(res, ftype.results)
        ]
        if nres == 0:
            return None
        return out[0] if nres == 1 else tuple(out)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"'{name}' with its dispatches on the CPU: {ftype}"
    return call


def compile_dispatches(
    module: Any,
    funcs: list,
    ctx: Any,
    opt_level: int = 3,
    *,
    threads: int | None = None,
    fast_math: bool | None = None,
    strict: bool = False,
) -> Any:
    """The ``CompiledModule`` of a module with ``flow.dispatch``es (see the module
    docstring); ``threads``: the workgroup pool's size (default: every core).
    ``strict``: None instead when some dispatch cannot be compiled to a kernel (what
    ``irlite.compile`` asks when it chose the dispatch path itself: it then compiles the
    program with the default pipeline)."""
    from ..compile import CompiledModule, CompileError
    from ..interp.interpreter import OP_TABLE, Interpreter

    Interpreter(module)  # loads the op handlers into OP_TABLE
    kernels: dict = {}
    fallbacks: dict = {}
    for key, f in entry_functions(module).items():
        try:
            kernels[key] = compile_kernel(f, ctx, opt_level, fast_math)
        except KernelError as e:
            if strict:
                return None
            fallbacks[key] = str(e)
        except CompileError:
            if strict:
                return None
            raise
    pool = WorkgroupPool(threads)
    host = _Host(kernels, pool)
    table = dict(OP_TABLE)
    table["flow.dispatch"] = host.dispatch
    functions = {name: _host_callable(module, name, ft, table) for name, ft in funcs}
    m = CompiledModule("cpu", opt_level, module, functions)
    m.kernels = kernels  # type: ignore[attr-defined]
    m.fallbacks = fallbacks  # type: ignore[attr-defined]
    m.host = host  # type: ignore[attr-defined]
    return m
