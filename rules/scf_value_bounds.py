"""``ValueBoundsOpInterface`` of scf ops (MLIR 19's ``scf`` external models).

* ``scf.for``: the induction variable lies in ``[lb, ub)`` (the step is not used); an
  iteration argument, and the matching result, equals its init when the value yielded
  back is proven equal to the argument (an index, or one dim of a shaped value);
* ``scf.forall``: each induction variable lies in ``[lb, ub)``; a shared output's region
  argument and result have the dims of the output operand;
* ``scf.if``: a result lies between the values the two branches yield when one is proven
  not to exceed the other.

Attached on import (``passes.analysis.value_bounds`` imports this module).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.core import BlockArgument
from irlite.ir.interfaces import ValueBoundsOpInterface, attach_interface

_DYNAMIC = -(1 << 63)


class ForBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def _iter_arg(self, value: Any, dim: int | None, cstr: Any) -> None:
        op = self.op
        body = op.regions[0].blocks[0]
        i = value.index - 1 if type(value) is BlockArgument else value.index
        yielded = body.terminator.operands[i]
        iter_arg = body.args[i + 1]
        init = op.operands[3 + i]
        cstr.populate_constraints(yielded, dim)
        cstr.populate_constraints(iter_arg, dim)
        if cstr.populate_and_compare((yielded, dim), "EQ", (iter_arg, dim)):
            cstr.bound_eq(value, cstr.get_expr(init, dim), dim)

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        op = self.op
        if type(value) is BlockArgument and value.index == 0:
            cstr.bound_ge(value, op.operands[0])
            cstr.bound_lt(value, op.operands[1])
            return
        self._iter_arg(value, None, cstr)

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        self._iter_arg(value, dim, cstr)


def _mixed(static: Any, dynamic: list) -> list:
    it = iter(dynamic)
    return [next(it) if s == _DYNAMIC else s for s in static.values]


class ForallBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        op = self.op
        if type(value) is not BlockArgument:
            return
        p = op.properties
        n = len(p["staticLowerBound"].values)
        if value.index >= n:
            return
        seg = p["operandSegmentSizes"].values
        vals = op.operands
        lbs = _mixed(p["staticLowerBound"], vals[: seg[0]])
        ubs = _mixed(p["staticUpperBound"], vals[seg[0] : seg[0] + seg[1]])
        cstr.bound_ge(value, lbs[value.index])
        cstr.bound_lt(value, ubs[value.index])

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        op = self.op
        seg = op.properties["operandSegmentSizes"].values
        outputs = op.operands[seg[0] + seg[1] + seg[2] :]
        if type(value) is BlockArgument:
            i = value.index - len(op.properties["staticLowerBound"].values)
        else:
            i = value.index
        if 0 <= i < len(outputs):
            cstr.bound_eq(value, cstr.get_expr(outputs[i], dim), dim)


class IfBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def _populate(self, value: Any, dim: int | None, cstr: Any) -> None:
        op = self.op
        if len(op.regions) < 2 or not op.regions[1].blocks:
            return
        then_v = op.regions[0].blocks[0].terminator.operands[value.index]
        else_v = op.regions[1].blocks[0].terminator.operands[value.index]
        for lo, hi in ((then_v, else_v), (else_v, then_v)):
            if cstr.populate_and_compare((lo, dim), "LE", (hi, dim)):
                cstr.bound_ge(value, cstr.get_expr(lo, dim), dim)
                cstr.bound_le(value, cstr.get_expr(hi, dim), dim)

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        self._populate(value, None, cstr)

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        self._populate(value, dim, cstr)


for _name, _model in (("scf.for", ForBounds), ("scf.forall", ForallBounds), ("scf.if", IfBounds)):
    attach_interface(_name, ValueBoundsOpInterface, _model)
