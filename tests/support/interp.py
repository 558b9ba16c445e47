"""The reference interpreter as the tests' oracle: runs on many inputs, result comparison.

``run_inputs`` runs one function of a program on each input tuple; ``same_result`` is the
comparison a semantics-preserving transformation must pass (the one the inline rule tests'
runner uses, ``irlite.tools.rule_tests``). Nothing here transforms IR.
"""

from __future__ import annotations

from collections.abc import Sequence

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.targets.interp import Interpreter, UndefinedBehavior
from irlite.tools.rule_tests import same_result

__all__ = ["run_inputs", "same_result"]


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
