"""``arith-unsigned-when-equivalent``: signed arith ops whose operands and results are
known non-negative become their unsigned forms (MLIR 19's
``UnsignedWhenEquivalent.cpp``).

The integer range analysis (``passes.analysis.int_range``) runs once; then every
``divsi``, ``ceildivsi``, ``floordivsi`` (both to ``divui`` and ``ceildivui``: on
non-negative values floor is plain division), ``remsi``, ``minsi``, ``maxsi`` and
``extsi`` whose operands and results all have a non-negative signed lower bound is
rebuilt as ``divui``/``ceildivui``/``divui``/``remui``/``minui``/``maxui``/``extui``
with the same operands, result types and attributes, and a ``cmpi`` with a signed
ordering predicate whose operands are both non-negative gets the unsigned predicate
(the new ``cmpi`` has no other attributes, as MLIR's).

What it does not do: use ranges of values the analysis does not reach (dead code,
non-integer types), or touch ops of other dialects.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Operation, Value
from ..analysis.int_range import solve_int_ranges
from ..infra.pass_base import Pass, register_pass

__all__ = ["ArithUnsignedWhenEquivalent"]

#: signed op -> the unsigned op it equals on non-negative values
_UNSIGNED = {
    "arith.divsi": "arith.divui",
    "arith.ceildivsi": "arith.ceildivui",
    "arith.floordivsi": "arith.divui",
    "arith.remsi": "arith.remui",
    "arith.minsi": "arith.minui",
    "arith.maxsi": "arith.maxui",
    "arith.extsi": "arith.extui",
}
#: cmpi's signed ordering predicates (slt, sle, sgt, sge) -> the unsigned ones
_CMP = {2: 6, 3: 7, 4: 8, 5: 9}


def _non_negative(solver: Any, v: Value) -> bool:
    r = solver.lat.get(v)
    return r is not None and r.smin >= 0


@register_pass(
    "arith-unsigned-when-equivalent",
    summary="Replace signed ops with unsigned ones where they are proven equivalent",
    description=(
        "Replace signed ops with their unsigned equivalents when integer range analysis\n"
        "determines that their arguments and results are all guaranteed to be\n"
        "non-negative when interpreted as signed integers. When this occurs,\n"
        "we know that the semantics of the signed and unsigned operations are the same,\n"
        "since they share the same behavior when their operands and results  are in the\n"
        "range [0, signed_max(type)].\n\n"
        "The affect ops include division, remainder, shifts, min, max, and integer\n"
        "comparisons."
    ),
    display_name="ArithUnsignedWhenEquivalent",
)
class ArithUnsignedWhenEquivalent(Pass):
    """Signed arith ops on non-negative values become unsigned (module docstring)."""

    def run_on_operation(self, op: Operation) -> None:
        solver = solve_int_ranges(op)
        b = Builder(context=self.context)
        todo = []
        for o in op._walk_iter(False):
            name = o.name
            target = _UNSIGNED.get(name)
            if target is not None:
                vals = [x.value for x in o.op_operands] + list(o.results)
                if all(_non_negative(solver, v) for v in vals):
                    attrs = dict(o.attributes) if o.attributes else None
                    todo.append((o, target, dict(o.properties), attrs))
            elif name == "arith.cmpi":
                p = o.properties.get("predicate")
                if type(p) is not IntegerAttr or p.value not in _CMP:
                    continue
                if all(_non_negative(solver, x.value) for x in o.op_operands):
                    todo.append((o, name, {"predicate": IntegerAttr.get(p.type, _CMP[p.value])}, None))
        # decided on the original values first (the analysis knows only those), then rebuilt
        for o, target, props, attrs in todo:
            b.set_insertion_point(o)
            new = b.create(
                target,
                [x.value for x in o.op_operands],
                [r.type for r in o.results],
                props,
                attrs,
                loc=o.loc,
            )
            for r, n in zip(o.results, new.results):
                r.replace_all_uses_with(n)
            o.erase()
        changed = bool(todo)
        if not changed:
            self.mark_all_analyses_preserved()
