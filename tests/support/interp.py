"""The reference interpreter as the tests' oracle: runs on many inputs, result comparison.

``run_inputs`` runs one function of a program on each input tuple; ``same_result`` is the
comparison a semantics-preserving transformation must pass. Nothing here transforms IR.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.targets.interp import POISON, Interpreter, UndefinedBehavior


def same_result(a: Any, b: Any) -> bool:
    """Whether ``b`` (after a transformation) may stand for ``a`` (before it): equal, floats
    bit for bit with any NaN equal to any NaN, and anything may replace a poison ``a``."""
    if a is POISON:
        return True
    if b is POISON:
        return False
    if isinstance(a, np.floating):
        if np.isnan(a):
            return bool(np.isnan(b))
        return a.tobytes() == np.asarray(b, dtype=a.dtype).tobytes()
    return bool(np.all(a == b))


def run_inputs(text: str, inputs: Sequence[Sequence], entry: str = "f") -> list:
    """``entry``'s results in the interpreter on each input of ``inputs`` (a fresh parse);
    ``UndefinedBehavior`` (the class) where a run hits undefined behavior."""
    it = Interpreter(parse_module(text, Context()), max_steps=100_000)
    out = []
    for args in inputs:
        try:
            out.append(it.run(entry, *args))
        except UndefinedBehavior:
            out.append(UndefinedBehavior)
    return out
