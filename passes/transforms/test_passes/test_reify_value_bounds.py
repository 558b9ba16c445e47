"""``test-affine-reify-value-bounds``: MLIR 19's ``TestReifyValueBounds`` pass.

On each ``func.func``, every ``test.reify_bound`` op (unregistered, as mlir-opt's test
dialect lets it be) is replaced by a bound of its operand computed with the value bounds
analysis (``passes.analysis.value_bounds``): ``type`` ``"EQ"`` (the default), ``"LB"`` or
``"UB"`` (open), of the index operand or of its dim ``dim``; with ``constant``, a
constant bound found by walking as far as needed. Without options the bound is in terms
of any value but the operand (its op's operands first); with ``reify-to-func-args``, in
terms of the function's arguments only; with ``use-arith-ops`` it is built of arith ops
instead of an ``affine.apply``. A bound that cannot be found is an error on the op
(``could not reify bound``) that stops the walk and fails the pass.

Then every ``test.compare`` op (operands: the left side, or as many operands as its
``lhs_map`` has inputs, then the right side likewise with ``rhs_map``; ``cmp`` ``"EQ"``
(default), ``"LT"``, ``"LE"``, ``"GT"`` or ``"GE"``) gets a remark ``true`` when the
comparison is proven, ``false`` when its negation is, else an error ``unknown``; with
``compose`` (EQ only) the two index operands' constant difference is computed and the
remark says ``equal`` or ``different``.

What it does not do: ``scalable`` bounds (``vector.vscale``); such an op cannot be
reified.
"""

from __future__ import annotations

from typing import Any

from ....ir.affine import get_affine_symbol_expr
from ....ir.attributes import IntegerAttr, StringAttr, UnitAttr
from ....ir.diagnostics import Diagnostic, op_error, report
from ....ir.layout_attrs import AffineMapAttr
from ....ir.rewriter import PatternRewriter
from ....ir.types import IndexType
from ...analysis import value_bounds as vb
from ...infra.pass_base import Option, Pass, register_pass

_INDEX = IndexType.get()
_BOUND_TYPES = {"EQ": vb.EQ, "LB": vb.LB, "UB": vb.UB}
_INVERSE = {vb.LT: vb.GE, vb.LE: vb.GT, vb.GT: vb.LE, vb.GE: vb.LT}


def _attr(op: Any, name: str) -> Any:
    a = op.attributes.get(name) if op.attributes else None
    if a is None:
        a = op.properties.get(name)
    return a


def _invalid(op: Any, why: str) -> None:
    report(op_error(op, why))


def _reify_one(op: Any, rw: PatternRewriter, to_func_args: bool, use_arith: bool) -> bool | None:
    """Replace one ``test.reify_bound``; False when no bound was found, None when the op
    is malformed (reported, skipped)."""
    if len(op.operands) != 1 or len(op.results) != 1 or op.results[0].type is not _INDEX:
        _invalid(op, "invalid op")
        return None
    value = op.operands[0]
    dim_attr = _attr(op, "dim")
    is_index = value.type is _INDEX
    if is_index == (type(dim_attr) is IntegerAttr):
        _invalid(op, "invalid op")
        return None
    kind_attr = _attr(op, "type")
    kind = _BOUND_TYPES.get(kind_attr.value if type(kind_attr) is StringAttr else "EQ")
    if kind is None:
        _invalid(op, "invalid op")
        return False
    dim = None if is_index else dim_attr.value
    if not is_index:
        shape = getattr(value.type, "shape", None)
        if shape is None or not 0 <= dim < len(shape):
            _invalid(op, "invalid op")
            return None

    def stop(v: Any, d: Any, cs: Any) -> bool:
        return v is not value

    rw.set_insertion_point_after(op)
    if type(_attr(op, "scalable")) is UnitAttr:
        reified = None
    elif type(_attr(op, "constant")) is UnitAttr:
        reified = vb.compute_constant_bound(kind, (value, dim))
    else:
        reify = vb.reify_value_bound_with_arith if use_arith else vb.reify_value_bound
        reified = reify(rw, op.loc, kind, (value, dim), vb.is_function_argument if to_func_args else stop)
    if reified is None:
        report(op_error(op, "could not reify bound"))
        return False
    if isinstance(reified, int):
        a = IntegerAttr.get(_INDEX, reified)
        reified = rw.create("arith.constant", [], [_INDEX], {"value": a}, loc=op.loc).results[0]
    rw.replace_op(op, [reified])
    return True


def _side(op: Any, operands: list, map_name: str) -> tuple[Any, list]:
    m = _attr(op, map_name)
    if type(m) is AffineMapAttr:
        n = m.map.num_inputs
        return vb.Variable.from_map(m.map, operands[:n]), operands[n:]
    if not operands:
        return None, []
    return vb.Variable.from_map(_identity(), operands[:1]), operands[1:]


def _identity() -> Any:
    from ....ir.affine import AffineMap

    return AffineMap.get(0, 1, [get_affine_symbol_expr(0)])


def _compare_one(op: Any) -> bool:
    """Remark on one ``test.compare``; False when the walk must stop."""
    cmp_attr = _attr(op, "cmp")
    cmp = cmp_attr.value if type(cmp_attr) is StringAttr else "EQ"
    if cmp not in ("EQ", "LT", "LE", "GT", "GE"):
        _invalid(op, "unsupported comparison operator: " + cmp)
        return False
    operands = list(op.operands)
    if type(_attr(op, "compose")) is UnitAttr:
        if cmp != "EQ":
            report(op_error(op, "comparison operator must be EQ when 'composed' is specified"))
            return False
        delta = vb.compute_constant_delta(operands[0], operands[1]) if len(operands) == 2 else None
        if delta is None:
            report(Diagnostic.error(op, "could not determine equality"))
        else:
            report(Diagnostic.remark(op, "equal" if delta == 0 else "different"))
        return True
    lhs, rest = _side(op, operands, "lhs_map")
    rhs, rest = _side(op, rest, "rhs_map")
    if lhs is None or rhs is None or rest:
        _invalid(op, "invalid op")
        return True
    if vb.compare(lhs, cmp, rhs):
        report(Diagnostic.remark(op, "true"))
    elif cmp != vb.EQ and vb.compare(lhs, _INVERSE[cmp], rhs):
        report(Diagnostic.remark(op, "false"))
    elif cmp == vb.EQ and (vb.compare(lhs, vb.LT, rhs) or vb.compare(lhs, vb.GT, rhs)):
        report(Diagnostic.remark(op, "false"))
    else:
        report(Diagnostic.error(op, "unknown"))
    return True


@register_pass(
    "test-affine-reify-value-bounds",
    summary="Tests ValueBoundsOpInterface with affine dialect reification",
    anchor="func.func",
    display_name="TestReifyValueBounds",
    options=[
        Option("reify-to-func-args", bool, False, "Reify in terms of function args"),
        Option("use-arith-ops", bool, False, "Reify with arith dialect ops"),
    ],
)
class TestReifyValueBounds(Pass):
    """Replaces ``test.reify_bound`` ops by bounds, remarks on ``test.compare`` ops."""

    def run_on_operation(self, op: Any) -> None:
        if self.context is not None:
            for name in ("affine", "arith", "memref", "tensor"):  # the dependent dialects
                self.context.dialects.get(name)
        rw = PatternRewriter(context=self.context)
        ok = True
        for o in [o for o in op.walk() if o.name == "test.reify_bound"]:
            if _reify_one(o, rw, self.reify_to_func_args, self.use_arith_ops) is False:
                ok = False
                break
        for o in [o for o in op.walk() if o.name == "test.compare"]:
            if not _compare_one(o):
                ok = False
                break
        if not ok:
            self.signal_pass_failure()
