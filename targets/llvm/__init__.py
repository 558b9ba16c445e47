"""The LLVM target: llvm dialect -> LLVM IR text -> host machine code (llvmlite).

``translate_to_llvmir(module)`` turns a module of ``llvm`` dialect ops into
LLVM IR text (``translate``); ``compile_llvm_ir(text, opt_level)`` JIT-compiles
such text for the host CPU and returns a ``JITModule`` (``jit``). llvmlite is
imported only when something is compiled.
"""

from __future__ import annotations

from .jit import JITModule, LLVMIRError, compile_llvm_ir, optimize_llvm_ir
from .translate import TranslationError, translate_to_llvmir

__all__ = [
    "JITModule",
    "LLVMIRError",
    "TranslationError",
    "compile_llvm_ir",
    "optimize_llvm_ir",
    "translate_to_llvmir",
]
