"""``target="cuda"``: a module's parallel loops as kernels on the GPU, its host code in the
reference interpreter.

``compile_cuda`` lowers like ``target="gpu-emu"`` (``gpu_emu.kernel_pipeline``), makes the
PTX of every ``gpu.module`` (``module_ptx``) at compile time, and returns callables that
run the host functions in the interpreter with ``gpu.launch_func`` launching the kernel
through cupy: each memref argument's buffer is copied to the device before the launch and
back after it, so host ops in between see the kernel's writes.

What it does not do: keep buffers on the device across launches (every launch copies its
buffers both ways, which dominates the time of memory-bound programs), choose block sizes
(``gpu-map-parallel-loops`` gives one thread per block for a single loop nest), streams.
Calling without a GPU raises ``RuntimeError``; compiling needs none.
"""

from __future__ import annotations

from typing import Any

__all__ = ["CudaHostInterpreter", "compile_cuda"]


def _host_interpreter_class() -> type:
    from ..interp.interpreter import OP_TABLE, Interpreter
    from ..interp.values import MemRef

    class CudaHostInterpreter(Interpreter):
        """The interpreter of a host function whose ``gpu.launch_func`` runs on the GPU."""

        __slots__ = ()
        PTX: dict = {}
        KERNELS: dict = {}

        def __init__(self, module: Any, max_steps: int | None = None) -> None:
            Interpreter.__init__(self, module, max_steps)
            self.table = dict(OP_TABLE)
            self.table["gpu.launch_func"] = _launch_on_device

    def _launch_on_device(it: Any, op: Any, args: list) -> tuple:
        import itertools

        from .launch import Kernel, available

        if not available():
            raise RuntimeError("target='cuda': cupy or a CUDA GPU is not available")
        seg = op.properties["operandSegmentSizes"].values
        starts = list(itertools.accumulate([0] + list(seg)))
        grid = tuple(args[starts[1] : starts[4]])
        block = tuple(args[starts[4] : starts[7]])
        kargs = args[starts[11] : starts[12]]
        ref = op.properties["kernel"]
        key = (id(it.module), ref.root, ref.leaf)
        k = CudaHostInterpreter.KERNELS.get(key)
        if k is None:
            ptx = CudaHostInterpreter.PTX[id(it.module)][ref.root]
            k = CudaHostInterpreter.KERNELS[key] = Kernel(ptx, ref.leaf)
        types = [o.value.type for o in op.op_operands[starts[11] : starts[12]]]
        vals = [a.data if isinstance(a, MemRef) else a for a in kargs]
        k(grid, block, vals, types)
        for a in kargs:
            if isinstance(a, MemRef):
                a.poison[...] = False  # written or not, the device's values are defined
        return ()

    return CudaHostInterpreter


CudaHostInterpreter: Any = None


def compile_cuda(
    module: Any, funcs: list, ctx: Any, opt_level: int, max_steps: int | None, pipeline: Any
) -> Any:
    """The ``CompiledModule`` of ``module`` for ``target="cuda"`` (PTX in ``.ptx``)."""
    global CudaHostInterpreter
    from ..compile import CompiledModule, _interp_callable
    from ..gpu_emu import kernel_pipeline, lower_to_kernels
    from .ptx import module_ptx

    if CudaHostInterpreter is None:
        CudaHostInterpreter = _host_interpreter_class()
    lowered = lower_to_kernels(module, ctx, pipeline)
    ptx = module_ptx(lowered)
    CudaHostInterpreter.PTX[id(lowered)] = ptx
    table = {
        name: _interp_callable(CudaHostInterpreter, lowered, max_steps, name, ftype)
        for name, ftype in funcs
    }
    m = CompiledModule("cuda", opt_level, module, table, lowered)
    m.pipeline = pipeline or kernel_pipeline(module)
    m.ptx = ptx  # type: ignore[attr-defined]
    return m
