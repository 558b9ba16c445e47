"""``test-wrap-scf-while-loop-in-zero-trip-check``: wrap every ``scf.while`` of a function
in a zero-trip check (MLIR's TestWrapWhileLoopInZeroTripCheckPass; the transform is
``passes.transforms.scf_zero_trip_check``). What it does not do: anything a user
pipeline needs.
"""

from __future__ import annotations

from typing import Any

from ...infra.pass_base import Option, Pass, register_pass
from ..scf_zero_trip_check import wrap_while_loop_in_zero_trip_check


@register_pass(
    "test-wrap-scf-while-loop-in-zero-trip-check",
    summary="test scf::wrapWhileLoopInZeroTripCheck",
    options=[
        Option("force-create-check", bool, False, "Force to create zero-trip-check."),
    ],
    anchor="func.func",
)
class TestWrapWhileLoopInZeroTripCheck(Pass):
    def run_on_operation(self, op: Any) -> None:
        for w in [o for o in op.walk() if o.name == "scf.while"]:
            wrap_while_loop_in_zero_trip_check(w, self.force_create_check)
