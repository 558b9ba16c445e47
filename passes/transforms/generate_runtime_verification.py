"""``generate-runtime-verification``: checks of op preconditions that run with the program
(MLIR 19's ``GenerateRuntimeVerification``).

Every op nested in the pass's op that implements ``RuntimeVerifiableOpInterface`` builds,
just before itself, the ops that test its runtime preconditions and ``cf.assert`` them
(``rules/memref_runtime_verification.py``: ``memref.expand_shape``). Ops are visited in
post order and collected first, so the checks built are not visited themselves.

What it does not do: the checks of the other ops MLIR 19 verifies at run time
(``memref.load`` / ``store`` bounds, ``memref.cast``, ``memref.subview``,
``memref.reinterpret_cast``); those ops are left alone.
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
from ...ir.interfaces import RuntimeVerifiableOpInterface
from ...rules import memref_runtime_verification  # noqa: F401  (attaches the models)
from ..infra.pass_base import Pass, register_pass

__all__ = ["GenerateRuntimeVerification"]


@register_pass(
    "generate-runtime-verification",
    summary="Generate additional runtime op verification checks",
    display_name="GenerateRuntimeVerification",
)
class GenerateRuntimeVerification(Pass):
    """Builds each runtime-verifiable op's checks before it."""

    def run_on_operation(self, op: Any) -> None:
        if self.context is not None:
            for name in ("arith", "cf", "memref"):  # the dependent dialects
                self.context.dialects.get(name)
        todo = []
        for o in op.walk():
            v = o.interface(RuntimeVerifiableOpInterface)
            if v is not None:
                todo.append(v)
        if not todo:
            self.mark_all_analyses_preserved()
            return
        b = Builder(self.context)
        for v in todo:
            b.set_insertion_point(v.op)
            v.generate_runtime_verification(b, v.op.loc)
