"""A straight-line host function of ``target="cuda"`` as a launch plan: its launches
replayed on every call without interpreting the host code.

After the kernel pipeline, the host function of a tensor program is straight-line code:
constants, the ``affine.apply``s that size the grid, ``memref.alloc``s of static shape,
``gpu.launch_func``s, ``memref.dealloc``s and a ``func.return``. Interpreting it costs
about 0.3 ms per call (host allocations included), ten times a memory-bound kernel's
time on an H200. ``host_plan`` evaluates, once at compile time, everything that does not
depend on the call (the constants and the grid and block sizes, with the interpreter's
own op handlers) and returns a callable that on each call only

- takes its tensor arguments to the device (``cupy.asarray``: a copy of a numpy array,
  a cupy array as it is; a cupy argument that a kernel writes is copied first, since a
  tensor argument is a value the caller keeps);
- allocates each buffer on the device (``cupy.empty``, from cupy's memory pool);
- launches each kernel (``CudaHostInterpreter.device_launch``: the PTX module loaded
  once) with the plan's grid, block and arguments;
- returns the results: cupy arrays when an argument was one, else numpy copies.

``None`` when the function holds anything else (a host load or store, a loop, dynamic
shapes, a call): the interpreter then runs it (``runtime.DeviceBuffers``).
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np

__all__ = ["host_plan"]

#: ops evaluated once, at plan time, when their operands are known
_FOLDABLE = frozenset({"arith.constant", "affine.apply", "affine.min", "affine.max"})


def _known_op(op: Any) -> bool:
    from ...passes.transforms.scf_parallel_block_reductions import _pure

    return op.name in _FOLDABLE or (op.name.startswith("arith.") and _pure(op))


def host_plan(module: Any, name: str, interp_cls: Any) -> Any:
    """The launch plan of host function ``name`` of the lowered ``module`` (module
    docstring), or None."""
    from ...ir.types import MemRefType
    from ..interp.interpreter import OP_TABLE, Interpreter
    from ..interp.values import storage_dtype

    f = next(
        (
            o
            for o in module.regions[0].blocks[0].ops
            if o.name == "func.func" and o.get_attr("sym_name").value == name
        ),
        None,
    )
    if f is None or not f.regions or len(f.regions[0].blocks) != 1:
        return None
    entry = f.regions[0].blocks[0]
    ins = list(f.properties["function_type"].value.inputs)
    if not all(isinstance(t, MemRefType) and all(d >= 0 for d in t.shape) for t in ins):
        return None
    it = Interpreter(module)
    # slot of each value: ("arg", i) | ("buf", k) | ("const", python value)
    slots: dict[Any, tuple] = {a: ("arg", i) for i, a in enumerate(entry.args)}
    steps: list[tuple] = []
    nbufs = 0
    written_args: set[int] = set()
    holder = _Holder(module)
    results: list[tuple] | None = None
    for op in entry.ops:
        name_ = op.name
        if name_ == "func.return":
            results = [slots.get(o.value) for o in op.op_operands]
            if any(r is None or r[0] == "const" for r in results):
                return None
            continue
        if _known_op(op):
            vals = [slots.get(o.value) for o in op.op_operands]
            if any(v is None or v[0] != "const" for v in vals):
                return None
            h = OP_TABLE.get(name_)
            if h is None:
                return None
            out = h(it, op, [v[1] for v in vals])
            for r, v in zip(op.results, out):
                slots[r] = ("const", v)
            continue
        if name_ == "memref.alloc":
            t = op.results[0].type
            if op.op_operands or any(d < 0 for d in t.shape) or t.layout is not None:
                return None
            slots[op.results[0]] = ("buf", nbufs)
            steps.append(("alloc", nbufs, tuple(t.shape), np.dtype(storage_dtype(t.element_type))))
            nbufs += 1
            continue
        if name_ == "memref.dealloc":
            s = slots.get(op.op_operands[0].value)
            if s is None or s[0] != "buf":
                return None
            steps.append(("free", s[1]))
            continue
        if name_ == "gpu.launch_func":
            seg = op.properties["operandSegmentSizes"].values
            if seg[0] or seg[7] or seg[12]:  # async, cluster, dynamic shared memory
                return None
            vals = [slots.get(o.value) for o in op.op_operands]
            if any(v is None for v in vals):
                return None
            starts = list(itertools.accumulate([0] + list(seg)))
            dims = vals[starts[1] : starts[7]]
            if any(v[0] != "const" for v in dims):
                return None
            grid = tuple(int(v[1]) for v in dims[:3])
            block = tuple(int(v[1]) for v in dims[3:6])
            kargs = vals[starts[11] : starts[12]]
            written = interp_cls.written(holder, op)
            for k, v in enumerate(kargs):
                if v[0] == "arg" and k in written:
                    written_args.add(v[1])
            steps.append(("launch", op, grid, block, kargs))
            continue
        return None
    if results is None:
        return None
    return _Plan(holder, interp_cls, ins, steps, nbufs, results, written_args)


class _Holder:
    """What ``device_launch`` and ``written`` read of an interpreter: the module."""

    __slots__ = ("module",)

    def __init__(self, module: Any) -> None:
        self.module = module


class _Plan:
    """The replayed host function (module docstring)."""

    __slots__ = ("holder", "interp", "ins", "nbufs", "results", "steps", "written")

    def __init__(
        self,
        holder: Any,
        interp: Any,
        ins: list,
        steps: list,
        nbufs: int,
        results: list,
        written: set,
    ) -> None:
        self.holder, self.interp, self.ins = holder, interp, ins
        self.steps, self.nbufs, self.results, self.written = steps, nbufs, results, written

    def __call__(self, *args: Any) -> tuple:
        from .launch import cupy_module

        cp = cupy_module()
        device_in = False
        dev = []
        for i, a in enumerate(args):
            if isinstance(a, cp.ndarray):
                device_in = True
                d = cp.ascontiguousarray(a)
                if i in self.written and d is a:
                    d = a.copy()  # a tensor argument is the caller's value
            else:
                d = cp.asarray(np.ascontiguousarray(a))
            dev.append(d)
        bufs: list[Any] = [None] * self.nbufs
        launch = self.interp.device_launch
        holder = self.holder
        for step in self.steps:
            kind = step[0]
            if kind == "launch":
                _k, op, grid, block, kargs = step
                vals = [
                    dev[v[1]] if v[0] == "arg" else bufs[v[1]] if v[0] == "buf" else v[1]
                    for v in kargs
                ]
                launch(holder, op, grid, block, vals)
            elif kind == "alloc":
                bufs[step[1]] = cp.empty(step[2], step[3])
            else:
                bufs[step[1]] = None
        out = []
        for r in self.results:
            v = dev[r[1]] if r[0] == "arg" else bufs[r[1]]
            out.append(v if device_in else cp.asnumpy(v))
        return tuple(out)
