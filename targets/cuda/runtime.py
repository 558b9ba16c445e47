"""``target="cuda"``: a module's parallel loops as kernels on the GPU, its host code in the
reference interpreter, its buffers resident on the device between launches.

``compile_cuda`` lowers like ``target="gpu-emu"`` (``gpu_emu.kernel_pipeline``), makes the
PTX of every ``gpu.module`` (``module_ptx``) at compile time, and returns callables that
run the host functions in the interpreter with ``gpu.launch_func`` launching the kernel
through cupy; a straight-line host function (a tensor program's: allocations, launches,
deallocations) is replayed as its launch plan instead, with no interpretation per call
(``host_plan.py``).

Buffers (``DeviceBuffers``, one per call) move only when they must:

- a buffer gets a device copy at its first launch: uploaded from the host, or, for a
  ``memref.alloc`` of the call that the host has not written, allocated there and left
  undefined; later launches use that copy as it is, and after a launch whose kernel may
  write the buffer (``boundary.written_arguments`` of the ``gpu.func``) the device copy
  is the current one;
- a host op that touches a buffer (a ``memref.load``, a host loop's store, anything but
  the view, metadata and control-flow ops, ``_NO_ACCESS``) first downloads it when the
  device copy is newer; one that may write it (anything but ``_READ_ONLY``) makes the
  host copy the current one, uploaded again at the next launch; a ``memref.copy``
  between two buffers whose current copies are on the device runs there;
- a ``memref.alloc`` of the call gets a host copy of lazily mapped zero pages, not
  poisoned (its values are the device's once downloaded, whatever a kernel wrote);
- ``memref.dealloc`` frees the device copy; when the function returns, every buffer
  whose current copy is on the device is downloaded (the results and the arguments it
  wrote), unless the caller passed cupy arrays.

Called with cupy arrays (a function of ``irlite.compile(..., target="cuda")`` on device
data), the arguments are used in place (zero copy: their host buffers are never filled)
and the tensor results come back as cupy arrays, views of the device buffers the kernels
wrote.

What it does not do: choose block sizes (``gpu-map-parallel-loops`` gives one thread per
block for a single loop nest), streams other than cupy's current one, track parts of a
buffer beyond its first launch's view (a kernel's written arguments, from
``boundary.written_arguments``, make the whole buffer current on the device), keep
buffers on the device from one call to the next. Calling without a GPU raises
``RuntimeError``; compiling needs none.
"""

from __future__ import annotations

import sys
from typing import Any

import numpy as np

from ...passes.transforms.promote_loop_accumulators import _VIEW_OPS

__all__ = ["CudaHostInterpreter", "DeviceBuffers", "compile_cuda"]

#: host ops that pass memrefs along or read only their metadata (no data moves for them):
#: the view ops and these
_NO_ACCESS = _VIEW_OPS | frozenset(
    {
        "memref.dim",
        "memref.rank",
        "memref.extract_strided_metadata",
        "memref.extract_aligned_pointer_as_index",
        "memref.alloc",
        "memref.alloca",
        "memref.dealloc",
        "memref.copy",
        "func.return",
        "func.call",
        "scf.yield",
        "scf.condition",
        "cf.br",
        "cf.cond_br",
        "arith.select",
        "builtin.unrealized_conversion_cast",
        "gpu.launch_func",
    }
)
#: host ops that read the memrefs they are given and write none of them
_READ_ONLY = frozenset({"memref.load", "vector.load", "vector.transfer_read"})


def _root(a: np.ndarray) -> np.ndarray:
    """The array that owns ``a``'s memory (through numpy views)."""
    while isinstance(a.base, np.ndarray):
        a = a.base
    return a


class _Entry:
    __slots__ = ("root", "dev", "fresh", "host_stale", "dev_stale", "poisons")

    def __init__(self, root: np.ndarray) -> None:
        self.root = root
        self.dev: Any = None  # the device copy (a cupy array shaped like root)
        self.fresh = False  # allocated by this call, never written on the host
        self.host_stale = False  # the device copy is the current one
        self.dev_stale = False  # the host copy is the current one
        self.poisons: list = []  # poison masks of the memrefs launched on it


class DeviceBuffers:
    """The device copies of one call's host buffers (module docstring)."""

    def __init__(self, cupy: Any) -> None:
        self.cp = cupy
        self.entries: dict[int, _Entry] = {}
        #: the caller passed device arrays: results stay on the device
        self.device_results = False
        self.uploads = 0
        self.downloads = 0

    def _entry(self, m: Any) -> _Entry | None:
        data = m.data
        if not isinstance(data, np.ndarray) or data.dtype == object:
            return None
        root = _root(data)
        e = self.entries.get(id(root))
        if e is None:
            if not root.flags.c_contiguous:
                return None
            e = self.entries[id(root)] = _Entry(root)
        return e

    def allocated(self, m: Any) -> None:
        """``m`` is a buffer this call allocated (undefined until written)."""
        e = self._entry(m)
        if e is not None and e.dev is None:
            e.fresh = True

    def adopt(self, host: np.ndarray, dev: Any) -> None:
        """``host`` (an unfilled placeholder) stands for the caller's device array ``dev``."""
        e = self.entries[id(host)] = _Entry(host)
        e.dev = self.cp.ascontiguousarray(dev)
        e.host_stale = True
        self.device_results = True

    def _view(self, e: _Entry, a: np.ndarray) -> Any:
        if a is e.root:
            return e.dev
        if a.size == 0:
            return self.cp.empty(a.shape, a.dtype)
        offset = a.__array_interface__["data"][0] - e.root.__array_interface__["data"][0]
        return self.cp.ndarray(a.shape, a.dtype, e.dev.data + offset, strides=a.strides)

    def device(self, m: Any, writes: bool = True) -> Any:
        """The device array for kernel argument ``m`` (uploaded when the host's copy is
        the current one); when the kernel ``writes`` it, the launch makes the device copy
        the current one. ``m.data`` itself (copied in and out by the launch) when it
        cannot be tracked."""
        e = self._entry(m)
        if e is None:
            return m.data
        if e.dev is None:
            if e.fresh:
                e.dev = self.cp.empty(e.root.shape, e.root.dtype)
            else:
                e.dev = self.cp.asarray(e.root)
                self.uploads += 1
        elif e.dev_stale:
            e.dev.set(e.root)
            self.uploads += 1
        e.dev_stale = False
        if writes:
            e.fresh = False
            e.host_stale = True
            e.poisons.append(m.poison)
        return self._view(e, m.data)

    def host(self, m: Any, writes: bool) -> None:
        """Before a host op reads (and, when ``writes``, may write) ``m``."""
        e = self._entry(m)
        if e is None:
            return
        if e.host_stale:
            self._download(e)
        if writes:
            e.fresh = False
            if e.dev is not None:
                e.dev_stale = True

    def copy(self, src: Any, dst: Any) -> bool:
        """``memref.copy src, dst`` on the device when both current copies are there."""
        es, ed = self._entry(src), self._entry(dst)
        if es is None or ed is None or not es.host_stale or es is ed:
            return False
        if ed.dev is None:
            if not ed.fresh:
                return False
            ed.dev = self.cp.empty(ed.root.shape, ed.root.dtype)
        elif ed.dev_stale:
            return False
        self._view(ed, dst.data)[...] = self._view(es, src.data)
        ed.fresh = ed.dev_stale = False
        ed.host_stale = True
        ed.poisons.append(dst.poison)
        return True

    def freed(self, m: Any) -> None:
        e = self._entry(m)
        if e is not None:
            del self.entries[id(e.root)]

    def _download(self, e: _Entry) -> None:
        e.dev.get(out=e.root)
        self.downloads += 1
        e.host_stale = False
        for p in e.poisons:  # what the kernels wrote is defined
            p[...] = False
        e.poisons.clear()

    def finish(self) -> None:
        """The call returns: the host copies become current (unless results stay on the
        device)."""
        if self.device_results:  # the host copies are never read
            return
        for e in self.entries.values():
            if e.host_stale:
                self._download(e)

    def result(self, a: Any) -> Any:
        """A tensor result ``a`` (a host array) as the caller gets it: a view of its device
        buffer when the caller passed device arrays, else a copy of ``a``."""
        if not self.device_results or not isinstance(a, np.ndarray):
            return np.array(a)
        e = self.entries.get(id(_root(a)))
        if e is None or e.dev is None:
            return self.cp.asarray(a)
        if not e.host_stale:
            return self.cp.asarray(a)
        return self._view(e, a)


def _host_interpreter_class() -> type:
    from ..interp.interpreter import OP_TABLE, Interpreter
    from ..interp.values import MemRef, from_numpy, to_numpy

    def tracked(name: str, h: Any) -> Any:
        if name in _NO_ACCESS:
            return h
        writes = name not in _READ_ONLY

        def run(it: Any, op: Any, args: list) -> Any:
            bufs = it.buffers
            if bufs is not None:
                for a in args:
                    if isinstance(a, MemRef):
                        bufs.host(a, writes)
            return h(it, op, args)

        return run

    def _alloc(h: Any) -> Any:
        from ..interp.ops_control import split
        from ..interp.ops_memref import dynamic_shape, track_allocation
        from ..interp.values import storage_dtype

        def run(it: Any, op: Any, args: list) -> Any:
            if it.buffers is None:
                return h(it, op, args)
            # the host copy of a buffer kernels fill: zero pages mapped lazily, no poison
            # mask to fill (16 MB of them for softmax's 4096x4096 result on every call)
            t = op.results[0].type
            shape = dynamic_shape(t, split(op, args)[0])
            m = MemRef(
                np.zeros(shape, dtype=storage_dtype(t.element_type)),
                np.zeros(shape, dtype=np.bool_),
                t,
            )
            if op.name == "memref.alloc":
                track_allocation(it, m)
            it.buffers.allocated(m)
            return (m,)

        return run

    def _dealloc(h: Any) -> Any:
        def run(it: Any, op: Any, args: list) -> Any:
            if it.buffers is not None and args and isinstance(args[0], MemRef):
                it.buffers.freed(args[0])
            return h(it, op, args)

        return run

    def _copy(h: Any) -> Any:
        def run(it: Any, op: Any, args: list) -> Any:
            bufs = it.buffers
            if bufs is not None and len(args) == 2 and all(isinstance(a, MemRef) for a in args):
                if bufs.copy(args[0], args[1]):
                    return ()
                bufs.host(args[0], False)
                bufs.host(args[1], True)
            return h(it, op, args)

        return run

    def make_table() -> dict:
        """``OP_TABLE`` (which grows as dialect modules load) with the buffer tracking."""
        table = {name: tracked(name, h) for name, h in OP_TABLE.items()}
        for name in ("memref.alloc", "memref.alloca"):
            if name in table:
                table[name] = _alloc(table[name])
        if "memref.dealloc" in table:
            table["memref.dealloc"] = _dealloc(table["memref.dealloc"])
        if "memref.copy" in table:
            table["memref.copy"] = _copy(table["memref.copy"])
        table["gpu.launch_func"] = _launch_on_device
        return table

    class CudaHostInterpreter(Interpreter):
        """The interpreter of a host function whose ``gpu.launch_func`` runs on the GPU."""

        __slots__ = ("buffers",)
        PTX: dict = {}
        KERNELS: dict = {}
        WRITTEN: dict = {}
        TABLE: dict = {}
        TABLE_OF = -1  # the size of OP_TABLE that TABLE was made from

        def __init__(self, module: Any, max_steps: int | None = None) -> None:
            Interpreter.__init__(self, module, max_steps)
            cls = CudaHostInterpreter
            if len(OP_TABLE) != cls.TABLE_OF:
                cls.TABLE, cls.TABLE_OF = make_table(), len(OP_TABLE)
            self.table = cls.TABLE
            self.buffers: DeviceBuffers | None = None

        def run(self, name: str, *args: Any) -> tuple:
            """``Interpreter.run`` with the call's buffers kept on the device; cupy
            arguments are used in place. (Without an importable cupy, as when a test
            stands in for the device, every launch copies its arguments in and out.)"""
            from .launch import available, cupy_module

            if not available():
                raise RuntimeError("target='cuda': cupy or a CUDA GPU is not available")
            cupy = cupy_module()
            bufs = self.buffers = DeviceBuffers(cupy) if cupy is not None else None
            f = self.lookup(name)
            ftype = f.properties["function_type"].value
            ins = list(ftype.inputs)
            if len(ins) != len(args):
                raise RuntimeError(f"'{name}' takes {len(ins)} arguments, got {len(args)}")
            host_args = []
            for a in args:
                if bufs is not None and isinstance(a, cupy.ndarray):
                    h = np.empty(a.shape, a.dtype)  # never filled: the device copy is current
                    bufs.adopt(h, a)
                    a = h
                host_args.append(a)
            vals = [from_numpy(a, t) for a, t in zip(host_args, ins)]
            self.steps = 0
            res = self.call(name, *vals)
            if bufs is not None:
                bufs.finish()
            return tuple(to_numpy(v, t) for v, t in zip(res, ftype.results))

        def written(self, op: Any) -> set[int]:
            """The kernel arguments of ``op`` that its kernel may write."""
            from ..boundary import written_arguments
            from ..gpu_emu.emulator import _kernel

            ref = op.properties["kernel"]
            key = (id(self.module), ref.root, ref.leaf)
            w = CudaHostInterpreter.WRITTEN.get(key)
            if w is None:
                w = CudaHostInterpreter.WRITTEN[key] = written_arguments(_kernel(self.module, op))
            return w

        def device_launch(self, op: Any, grid: tuple, block: tuple, kargs: list) -> None:
            """Launch ``op``'s kernel on the device arrays of ``kargs``."""
            from .launch import Kernel

            ref = op.properties["kernel"]
            key = (id(self.module), ref.root, ref.leaf)
            k = CudaHostInterpreter.KERNELS.get(key)
            if k is None:
                ptx = CudaHostInterpreter.PTX[id(self.module)][ref.root]
                k = CudaHostInterpreter.KERNELS[key] = Kernel(ptx, ref.leaf)
            n = len(kargs)
            types = [o.value.type for o in op.op_operands[len(op.op_operands) - n :]]
            k(grid, block, kargs, types)

    def _launch_on_device(it: Any, op: Any, args: list) -> tuple:
        import itertools

        seg = op.properties["operandSegmentSizes"].values
        starts = list(itertools.accumulate([0] + list(seg)))
        grid = tuple(args[starts[1] : starts[4]])
        block = tuple(args[starts[4] : starts[7]])
        kargs = args[starts[11] : starts[12]]
        bufs = it.buffers
        written = it.written(op)
        vals = [
            (bufs.device(a, i in written) if bufs is not None else a.data)
            if isinstance(a, MemRef)
            else a
            for i, a in enumerate(kargs)
        ]
        it.device_launch(op, grid, block, vals)
        if bufs is None:
            for a in kargs:
                if isinstance(a, MemRef):
                    a.poison[...] = False  # written or not, the device's values are defined
        return ()

    return CudaHostInterpreter


CudaHostInterpreter: Any = None


def host_interpreter() -> type:
    """The ``CudaHostInterpreter`` class (made once)."""
    global CudaHostInterpreter
    if CudaHostInterpreter is None:
        CudaHostInterpreter = _host_interpreter_class()
    return CudaHostInterpreter


def compile_cuda(
    module: Any, funcs: list, ctx: Any, opt_level: int, max_steps: int | None, pipeline: Any
) -> Any:
    """The ``CompiledModule`` of ``module`` for ``target="cuda"`` (PTX in ``.ptx``)."""
    from ..compile import CompiledModule
    from ..gpu_emu import kernel_pipeline, lower_to_kernels
    from .ptx import module_ptx

    interp = host_interpreter()
    lowered = lower_to_kernels(module, ctx, pipeline)
    ptx = module_ptx(lowered)
    interp.PTX[id(lowered)] = ptx
    table = {name: _cuda_callable(interp, lowered, max_steps, name, ftype) for name, ftype in funcs}
    m = CompiledModule("cuda", opt_level, module, table, lowered)
    m.pipeline = pipeline or kernel_pipeline(module)
    m.ptx = ptx  # type: ignore[attr-defined]
    return m


def _cuda_callable(
    interp_cls: Any, module: Any, max_steps: int | None, name: str, ftype: Any
) -> Any:
    """``_interp_callable`` for the cuda host: cupy arguments pass unchecked by numpy (their
    shape and dtype are checked there); a straight-line host function runs as its launch
    plan (``host_plan``), any other in the interpreter with its tensor results through
    ``DeviceBuffers.result``."""
    from ..abi import _TensorArg, tensor_argument
    from ..compile import tensor_positions
    from .launch import available, cupy_module

    nres = len(ftype.results)
    tensor_args, tensor_results = tensor_positions(ftype)
    plan = None
    if len(tensor_args) == len(ftype.inputs) and len(tensor_results) == nres:
        from .host_plan import host_plan

        plan = host_plan(module, name, interp_cls)

    def call(*args: Any) -> Any:
        if tensor_args and len(args) == len(ftype.inputs):
            args = list(args)
            for i, t in tensor_args:
                a = args[i]
                cp = sys.modules.get("cupy")  # loaded when the caller has cupy arrays
                if cp is not None and isinstance(a, cp.ndarray):  # checked, left on the device
                    _TensorArg(i, t, name).check_array(
                        np.broadcast_to(np.empty((), a.dtype), a.shape)
                    )
                else:
                    args[i] = tensor_argument(a, t, i, name)
        if plan is not None and len(args) == len(ftype.inputs) and cupy_module() is not None:
            if not available():
                raise RuntimeError("target='cuda': cupy or a CUDA GPU is not available")
            res = plan(*args)
            if nres == 0:
                return None
            return res[0] if nres == 1 else tuple(res)
        it = interp_cls(module, max_steps=max_steps)
        res = list(it.run(name, *args))
        for i in tensor_results:
            res[i] = it.buffers.result(res[i]) if it.buffers is not None else np.array(res[i])
        if nres == 0:
            return None
        return res[0] if nres == 1 else tuple(res)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"'{name}' on the GPU: {ftype}"
    return call
