"""The reference interpreter: runs func/arith/math/index/cf/scf/memref/tensor/ub IR on numpy values.

It is the semantic reference the passes and the compiled targets are tested
against, so it is exact rather than fast: integer wrap and signedness, IEEE
floats in the type's precision, poison (``POISON``) where MLIR produces it,
and ``UndefinedBehavior`` raised where MLIR leaves behavior undefined.

    from irlite.targets.interp import run
    (r,) = run(module, "f", np.int32(3), np.float32(1.5))

``run(module, func_name, *args)`` converts numpy (or Python) arguments to the
function's argument types (memref arguments are numpy arrays, used in place,
so stores are visible to the caller), runs the function and returns a tuple
of results as numpy values (``values.to_numpy`` says which). ``Interpreter``
is the class behind it, for running several calls on one module.

What it does not do: verify the IR (run the verifier first), model threads,
or run ops outside the dialects above (``InterpError`` names the op).
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation
from .interpreter import OP_TABLE, Exit, Interpreter, Jump, register
from .values import POISON, InterpError, MemRef, Poison, UndefinedBehavior, from_numpy, to_numpy

__all__ = [
    "OP_TABLE",
    "POISON",
    "Exit",
    "InterpError",
    "Interpreter",
    "Jump",
    "MemRef",
    "Poison",
    "UndefinedBehavior",
    "from_numpy",
    "register",
    "run",
    "to_numpy",
]


def run(module: Operation, func_name: str, *args: Any, max_steps: int | None = None) -> tuple:
    """Run ``func_name`` of ``module`` on numpy arguments; return its results (see module doc)."""
    it = Interpreter(module, max_steps=max_steps)
    return it.run(func_name, *args)
