"""``irlite.frontend``: the Python front end, ``irlite.jit``.

Plain numpy functions are traced through numpy's array protocols (``tracer``), each op
built by the lowering table (``lowering``) into a tensor-level ``func.func``, compiled with
``irlite.compile`` per argument signature and cached in memory and on disk (``jit``);
``stages`` shows every step (``lower``, ``explain``, ``$IRLITE_DEBUG_DIR``).

What it does not do: import torch. The optional ``torch.compile(backend="irlite")``
backend (``torch_backend``, with its aten table ``aten_lowering``) is imported by torch
through its entry point, or by the user.
"""

from .jit_function import FallbackWarning, JitFunction, jit
from .tracer import TracingError, UnsupportedOpError

__all__ = ["FallbackWarning", "JitFunction", "TracingError", "UnsupportedOpError", "jit"]
