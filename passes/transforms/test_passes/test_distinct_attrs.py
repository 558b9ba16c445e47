"""``test-distinct-attrs``: MLIR's DistinctAttributesPass, on each function.

Every op nested in the function that has a ``distinct.input`` attribute (a
``distinct[N]<attr>``) gets ``distinct.output``: a new distinct attribute wrapping the same
attribute. Distinct attributes print numbered in print order, so the output is the same
however the functions were scheduled. What it does not do: touch ops outside functions or
ops whose ``distinct.input`` is not a distinct attribute.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import DistinctAttr
from ...infra.pass_base import Pass, register_pass


@register_pass(
    "test-distinct-attrs",
    summary="Test parallel creation of distinct attributes",
    anchor="func.func",
)
class TestDistinctAttrsPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        for o in op.walk():
            a = o.get_attr("distinct.input")
            if isinstance(a, DistinctAttr):
                o.set_discardable_attr("distinct.output", DistinctAttr.create(a.referenced))
