"""Integer range analysis: what each integer SSA value may be (MLIR 19's
``IntegerRangeAnalysis`` run with its ``DeadCodeAnalysis``).

``IntRangeSolver`` is SCCP's solver (``passes.transforms.sccp.SCCPSolver``) with a
different value lattice: a value's state is an ``ir.int_range.ConstantIntRanges``
(joined by ``range_union``) or None (uninitialized). Liveness of blocks, CFG edges,
regions and calls is the same machinery; it decides branches from the values whose
range is one constant (MLIR's ``IntegerValueRangeLattice::onUpdate`` feeding the
constant lattice), so a value of a type without an integer width (``f32``, a memref,
a vector), never initialized, keeps what it controls dead, as in MLIR.

Transfer functions come from ops, never from their names: an op implementing
``InferIntRangeInterface`` bounds its results from its operands' ranges; any other op's
integer results (and an unknown predecessor's) get the full range of their width.
Arguments no control flow forwards to are bounded by their op when it implements the
interface, else, for a ``LoopLikeOpInterface`` loop with one induction variable, by the
loop's bounds (``[lb, ub - 1]`` for a positive step, from the bounds' signed ranges),
else the full range. A value that changes again after its first range and is used by
a terminator (a loop-carried value) jumps to the full range, as MLIR's widening does,
so loops converge.

What it does not do: narrow ranges by branch conditions (MLIR 19 does not either),
or rewrite anything (``int-range-optimizations`` and ``arith-unsigned-when-equivalent``
do, from ``lattice``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.core import Operation, Value
from ...ir.int_range import ConstantIntRanges, storage_bitwidth
from ...ir.interfaces import InferIntRangeInterface, LoopLikeOpInterface
from ..transforms.sccp import SCCPSolver

__all__ = ["IntRangeSolver", "max_range_of", "solve_int_ranges"]


def max_range_of(v: Value) -> ConstantIntRanges | None:
    """The full range of ``v``'s type, None for a type without an integer width."""
    w = storage_bitwidth(v.type)
    return ConstantIntRanges.max_range(w) if w else None


def _yielded(v: Value) -> bool:
    u = v.first_use
    while u is not None:
        if "IsTerminator" in type(u.owner).traits:
            return True
        u = u.next_use
    return False


class IntRangeSolver(SCCPSolver):
    """Liveness and integer ranges of the ops under ``top``; ``lattice(v)`` is a
    ``ConstantIntRanges`` or None (not known: dead code, or not an integer)."""

    def __init__(self, top: Operation) -> None:
        super().__init__(top, {})

    # ------------------------------------------------------------ lattice
    def _join(self, v: Value, new: Any) -> None:
        if new is None:
            return
        old = self.lat.get(v)
        if old is None:
            res = new
        else:
            res = old.range_union(new)
            if res == old:
                return
        self.lat[v] = res
        self._value_changed(v)

    def _set_over(self, v: Value) -> None:
        self._join(v, max_range_of(v))

    def _join_widening(self, v: Value, new: Any) -> None:
        """MLIR's join callback: a loop-carried value that changes after its first range
        is widened to the full range."""
        old = self.lat.get(v)
        self._join(v, new)
        if old is not None and self.lat.get(v) != old and _yielded(v):
            self._set_over(v)

    def _operand_values(self, op: Operation) -> list | None:
        """The operands as constants where their range is one value (None elsewhere), or
        None while an operand is uninitialized (what ``DeadCodeAnalysis`` needs)."""
        out = []
        lat = self.lat
        for o in op.op_operands:
            r = lat.get(o.value)
            if r is None:
                return None
            c = r.constant_value()
            out.append(None if c is None else IntegerAttr.get(o.value.type, c))
        return out

    # ------------------------------------------------------------ transfer
    def _fold(self, op: Operation) -> None:
        """MLIR's ``IntegerRangeAnalysis::visitOperation``."""
        impl = op.interface(InferIntRangeInterface)
        if impl is None:
            for r in op.results:
                self._set_over(r)
            return
        results = op.results
        args = [self.lat.get(o.value) for o in op.op_operands]

        def set_range(v: Value, r: ConstantIntRanges) -> None:
            if v in results:
                self._join_widening(v, r)

        impl.infer_result_ranges_from_optional(args, set_range)

    def _visit_non_control_flow_arguments(
        self, op: Operation, targets: Sequence[Value], first: int, count: int
    ) -> None:
        """MLIR's ``IntegerRangeAnalysis::visitNonControlFlowArguments``."""
        impl = op.interface(InferIntRangeInterface)
        if impl is not None:
            allowed = set(targets)
            args = [self.lat.get(o.value) for o in op.op_operands]

            def set_range(v: Value, r: ConstantIntRanges) -> None:
                if v in allowed and v not in op.results:
                    self._join_widening(v, r)

            impl.infer_result_ranges_from_optional(args, set_range)
            return
        loop = op.interface(LoopLikeOpInterface)
        ivs = loop.induction_vars() if loop is not None else None
        if ivs is None or len(ivs) != 1:
            super()._visit_non_control_flow_arguments(op, targets, first, count)
            return
        iv = ivs[0]
        w = storage_bitwidth(iv.type)
        if not w:
            return
        smin, smax = -(1 << (w - 1)), (1 << (w - 1)) - 1

        def bound(b: Any, upper: bool) -> int:
            if b is not None and len(b) == 1:
                x = b[0]
                if isinstance(x, int):
                    return x
                if isinstance(x, IntegerAttr):
                    return x.value
                if isinstance(x, Value):
                    r = self.lat.get(x)
                    if r is not None:
                        return r.smax if upper else r.smin
            return smax if upper else smin

        lo = bound(loop.lower_bounds(), False)
        hi = bound(loop.upper_bounds(), True)
        step = bound(loop.steps(), True)
        if step < 0:
            lo, hi = hi, lo
        else:
            hi -= 1
            if hi < smin:  # APInt's wrap-around
                hi = smax
        if hi >= lo:
            self._join(iv, ConstantIntRanges.from_signed(w, lo, hi))


def solve_int_ranges(top: Operation) -> IntRangeSolver:
    """Run the analysis on the ops nested in ``top``."""
    solver = IntRangeSolver(top)
    solver.run()
    return solver
