"""``ValueBoundsOpInterface`` of affine ops (MLIR 19's ``affine`` external models).

``affine.apply`` is its map's expression of its operands; ``affine.min`` is at most each
of its map's results and ``affine.max`` at least each; the induction variable of
``affine.for`` lies between single-result bounds (the step is not used). Attached on
import (``passes.analysis.value_bounds`` imports this module).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.core import BlockArgument
from irlite.ir.interfaces import ValueBoundsOpInterface, attach_interface


def _apply(cstr: Any, m: Any, operands: list) -> list:
    """The results of map ``m`` on ``operands``, as expressions of ``cstr``."""
    nd = m.num_dims
    dims = [cstr.get_expr(v) for v in operands[:nd]]
    syms = [cstr.get_expr(v) for v in operands[nd:]]
    return [r.replace_dims_and_symbols(dims, syms) for r in m.results]


class ApplyBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        m = self.op.properties["map"].map
        if m.num_results == 1:
            cstr.bound_eq(value, _apply(cstr, m, self.op.operands)[0])


class MinBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        for e in _apply(cstr, self.op.properties["map"].map, self.op.operands):
            cstr.bound_le(value, e)


class MaxBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        for e in _apply(cstr, self.op.properties["map"].map, self.op.operands):
            cstr.bound_ge(value, e)


class ForBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        op = self.op
        if type(value) is not BlockArgument or value.index != 0:
            return
        p = op.properties
        seg = p["operandSegmentSizes"].values
        vals = op.operands
        lb, ub = p["lowerBoundMap"].map, p["upperBoundMap"].map
        if lb.num_results == 1:
            cstr.bound_ge(value, _apply(cstr, lb, vals[: seg[0]])[0])
        if ub.num_results == 1:
            cstr.bound_lt(value, _apply(cstr, ub, vals[seg[0] : seg[0] + seg[1]])[0])


for _name, _model in (
    ("affine.apply", ApplyBounds),
    ("affine.min", MinBounds),
    ("affine.max", MaxBounds),
    ("affine.for", ForBounds),
):
    attach_interface(_name, ValueBoundsOpInterface, _model)
