"""``test-multi-buffering``: MLIR's TestMultiBufferingPass.

Every ``memref.alloc`` under the op is multi-buffered ``multiplier`` times
(``memref_multibuffer.multi_buffer``); one whose preconditions fail is left as it is.
"""

from __future__ import annotations

from typing import Any

from ....ir.rewriter import PatternRewriter
from ...infra.pass_base import Option, Pass, Unsigned, register_pass
from ..memref_multibuffer import multi_buffer


@register_pass(
    "test-multi-buffering",
    summary="Test multi buffering transformation",
    options=[
        Option(
            "multiplier",
            Unsigned,
            2,
            "Decide how many versions of the buffer should be created,",
        )
    ],
    display_name="TestMultiBufferingPass",
)
class TestMultiBufferingPass(Pass):
    """Multi-buffers every ``memref.alloc`` (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        if self.context is not None:
            self.context.dialects.get("affine")  # a dependent dialect: affine.apply is built
        allocs = [o for o in op.walk() if o.name == "memref.alloc"]
        rw = PatternRewriter(context=self.context)
        for alloc in allocs:
            multi_buffer(rw, alloc, self.multiplier)
