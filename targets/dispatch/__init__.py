"""The CPU target of ``flow`` programs: each ``flow.executable`` export becomes a kernel
over a range of rows (``kernel.py``), the host function runs the dispatches in order
(``host.py``), and a dispatch's workgroups spread over a persistent thread pool
(``pool.py``), as IREE's task system does. ``irlite.compile(target="cpu")`` takes this
path for a module that holds ``flow.executable``s."""

from .host import CompiledKernel, compile_dispatches, entry_functions
from .kernel import KernelError, KernelSpec, build_kernel
from .pool import WorkgroupPool, default_threads, split_range

__all__ = [
    "CompiledKernel",
    "KernelError",
    "KernelSpec",
    "WorkgroupPool",
    "build_kernel",
    "compile_dispatches",
    "default_threads",
    "entry_functions",
    "split_range",
]
