"""Launching a kernel's PTX through cupy (``irlite[cuda]``), with the memref calling
convention that ``convert-gpu-to-nvvm`` gives kernels.

``launch(ptx, name, grid, block, args, types)``: each memref argument is expanded as the
lowered kernel expects it (allocated pointer, aligned pointer, offset, sizes, strides, in
elements); a numpy array is copied to the device and back after the kernel, a cupy array
is used in place (zero copy); scalars are passed by their type (``index`` as 64 bits).

A cupy argument that does not start 16-byte aligned (a view into a buffer) runs on an
aligned copy, copied back after the kernel: kernels assume aligned buffers
(``scf-parallel-coarsen-threads``). A launch on cupy arrays only is asynchronous (the
current stream orders it before later copies); one with numpy arguments waits for the
kernel before it copies them back.

What it does not do: cache modules across calls (``Kernel`` does, per PTX text), streams
other than cupy's current one, dynamic shared memory.
"""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["Kernel", "available", "cupy_module", "launch"]


def cupy_module() -> Any:
    """cupy when importable (the one in ``sys.modules`` first), else None."""
    try:
        import cupy
    except ImportError:
        return None
    return cupy


def available() -> bool:
    """Whether cupy is importable and a CUDA device is present."""
    try:
        import cupy

        return bool(cupy.cuda.is_available())
    except Exception:  # noqa: BLE001 - no cupy, no driver, no device
        return False


class Kernel:
    """One kernel of a PTX module, loaded once through cupy."""

    def __init__(self, ptx: str, name: str) -> None:
        import cupy

        mod = cupy.cuda.function.Module()
        mod.load(ptx.encode() + b"\0")  # the driver reads PTX as a C string
        self._mod = mod
        self.fn = mod.get_function(name)

    def __call__(self, grid: tuple, block: tuple, args: list, types: list) -> None:
        import cupy

        from ...ir.types import IndexType, IntegerType, MemRefType

        flat: list = []
        back: list = []
        moved: list = []
        for a, t in zip(args, types):
            if isinstance(t, MemRefType):
                d = a if isinstance(a, cupy.ndarray) else cupy.asarray(a)
                if d is not a:
                    back.append((a, d))
                elif d.size and d.data.ptr % 16:
                    # kernels assume 16-byte aligned buffers (scf-parallel-coarsen-threads):
                    # a view that starts elsewhere runs on an aligned copy
                    d = d.copy()
                    moved.append((a, d))
                item = d.itemsize
                ptr = np.uint64(d.data.ptr)
                flat += [ptr, ptr, np.int64(0)]
                flat += [np.int64(s) for s in d.shape]
                flat += [np.int64(s // item) for s in d.strides]
            elif isinstance(t, IndexType):
                flat.append(np.int64(a))
            elif isinstance(t, IntegerType):
                flat.append(np.dtype(f"int{max(8, t.width)}").type(a))
            else:
                flat.append(np.float32(a) if str(t) == "f32" else np.float64(a))
        self.fn(tuple(int(g) for g in grid), tuple(int(b) for b in block), tuple(flat))
        for view, copy in moved:
            view[...] = copy
        if back:  # numpy arguments: copied back once the kernel is done
            cupy.cuda.get_current_stream().synchronize()
            for host, dev in back:
                host[...] = cupy.asnumpy(dev)


def launch(ptx: str, name: str, grid: tuple, block: tuple, args: list, types: list) -> None:
    """Runs kernel ``name`` of ``ptx`` once (see the module docstring)."""
    Kernel(ptx, name)(grid, block, args, types)
