"""``lower-affine``: lower the affine dialect to arith, memref and scf (MLIR 19's
``AffineToStandard``), producing the same ops in the same order as
``mlir-opt --lower-affine``.

* Affine expressions expand as MLIR's ``AffineApplyExpander``: ``+`` and ``*`` are
  ``arith.addi``/``arith.muli`` of the expanded sides (left first), a constant is an
  ``arith.constant`` at its use, ``mod`` is ``remsi`` corrected by ``select`` when
  negative, ``floordiv``/``ceildiv`` by a positive divisor are one ``divsi`` with
  ``select``-based rounding. A division or modulo by a non-positive constant is an
  error at the op (``division by non-positive value is not supported``).
* ``affine.apply`` -> its expanded expression; ``affine.min``/``affine.max`` -> the
  results chained through ``arith.minsi``/``arith.maxsi``.
* ``affine.for`` -> ``scf.for`` (lower bound: the max of the lower map, upper bound: the
  min of the upper map, the step an ``arith.constant``); ``affine.parallel`` ->
  ``scf.parallel`` (per dimension the lower then the upper bound; reductions start from
  arith's identity value and combine in ``scf.reduce`` regions); ``affine.if`` ->
  ``scf.if`` on the conjunction (``arith.andi``, no short circuit) of
  ``arith.cmpi sge|eq, expr, 0``; ``affine.yield`` -> ``scf.yield`` / ``scf.reduce``.
* ``affine.load``/``affine.store`` -> ``memref.load``/``memref.store`` at the expanded
  subscripts.

It is a partial conversion: arith, memref and scf are legal, the ops above are converted
and everything else is left alone. A reduction arith has no identity for (``assign``,
``maxs``, ...) is an error at the op (mlir-opt 19 aborts there).
* ``affine.delinearize_index`` -> composed ``affine.apply`` ops (floordiv and mod by the
  products of the trailing basis elements), lowered in turn (MLIR's
  ``populateAffineExpandIndexOpsPatterns``).

What it does not do: vector accesses, prefetch and DMA ops (irlite has none).
"""

from __future__ import annotations

import math
from typing import Any

from ...gen.loader import builtin_module
from ...ir.affine import (
    AffineExpr,
    AffineExprKind,
    AffineMap,
    get_affine_constant_expr,
    get_affine_dim_expr,
)
from ...ir.attributes import FloatAttr, IntegerAttr
from ...ir.context import Context
from ...ir.core import Block, Operation, Region
from ...ir.diagnostics import Diagnostic, DiagnosticError, Severity
from ...ir.layout_attrs import AffineMapAttr
from ...ir.types import FloatType, IndexType, IntegerType
from ...rules.affine import RMW_KINDS, bounds, parallel_bounds, segments, step_of
from ..infra.pass_base import Pass, register_pass
from ..rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    apply_partial_conversion,
)

__all__ = ["AFFINE_TO_STD_PATTERNS", "LowerAffine", "expand_affine_expr", "lower_affine"]

_INDEX = IndexType.get()
_K = AffineExprKind


class _Expander:
    """MLIR's ``AffineApplyExpander``: builds the arith ops of one expression at the
    rewriter's insertion point."""

    def __init__(self, rw: Any, op: Operation, dims: list, syms: list) -> None:
        self.rw = rw
        self.op = op
        self.loc = op.loc
        self.dims = dims
        self.syms = syms

    def c(self, v: int) -> Any:
        return self.rw.create(
            self.rw.lookup_op_class("arith.constant"),
            value=IntegerAttr.get(_INDEX, v),
            result_type=_INDEX,
            loc=self.loc,
        ).results[0]

    def bin(self, name: str, a: Any, b: Any) -> Any:
        return self.rw.create(self.rw.lookup_op_class(name), a, b, loc=self.loc).results[0]

    def cmp(self, pred: str, a: Any, b: Any) -> Any:
        return self.rw.create(
            self.rw.lookup_op_class("arith.cmpi"),
            a,
            b,
            predicate=builtin_module("arith").ENUMS["CmpIPredicate"].attr(pred),
            loc=self.loc,
        ).results[0]

    def select(self, c: Any, a: Any, b: Any) -> Any:
        return self.rw.create(
            self.rw.lookup_op_class("arith.select"), c, a, b, loc=self.loc
        ).results[0]

    def visit(self, e: AffineExpr) -> Any:
        k = e.kind
        if k == _K.CONSTANT:
            return self.c(e.value)
        if k == _K.DIM:
            return self.dims[e.position]
        if k == _K.SYMBOL:
            return self.syms[e.position]
        if k == _K.ADD or k == _K.MUL:
            a = self.visit(e.lhs)
            b = self.visit(e.rhs)
            return self.bin("arith.addi" if k == _K.ADD else "arith.muli", a, b)
        if k == _K.MOD:
            a = self.visit(e.lhs)
            b = self.visit(e.rhs)
            rem = self.bin("arith.remsi", a, b)
            zero = self.c(0)
            neg = self.cmp("slt", rem, zero)
            fixed = self.bin("arith.addi", rem, b)
            return self.select(neg, fixed, rem)
        if k == _K.FLOORDIV:
            a = self.visit(e.lhs)
            b = self.visit(e.rhs)
            zero = self.c(0)
            none = self.c(-1)
            neg = self.cmp("slt", a, zero)
            dec = self.bin("arith.subi", none, a)
            dividend = self.select(neg, dec, a)
            q = self.bin("arith.divsi", dividend, b)
            fixed = self.bin("arith.subi", none, q)
            return self.select(neg, fixed, q)
        # ceildiv
        a = self.visit(e.lhs)
        b = self.visit(e.rhs)
        zero = self.c(0)
        one = self.c(1)
        nonpos = self.cmp("sle", a, zero)
        negated = self.bin("arith.subi", zero, a)
        dec = self.bin("arith.subi", a, one)
        dividend = self.select(nonpos, negated, dec)
        q = self.bin("arith.divsi", dividend, b)
        nq = self.bin("arith.subi", zero, q)
        iq = self.bin("arith.addi", q, one)
        return self.select(nonpos, nq, iq)


def expandable(exprs: Any) -> bool:
    """False when an expression divides or takes a modulo by a non-positive constant, which
    MLIR's expander refuses (the op is then left as it is)."""
    for e in exprs:
        for x in e.walk():
            if x.kind in (_K.MOD, _K.FLOORDIV, _K.CEILDIV):
                r = x.rhs
                if r.kind == _K.CONSTANT and r.value <= 0:
                    return False
    return True


def expand_affine_expr(rw: Any, op: Operation, e: AffineExpr, dims: list, syms: list) -> Any:
    """The value of ``e`` over ``dims``/``syms``, built at ``rw``'s insertion point."""
    return _Expander(rw, op, dims, syms).visit(e)


def expand_affine_map(rw: Any, op: Operation, m: AffineMap, vals: list) -> list:
    """MLIR's ``expandAffineMap``: one value per result of ``m`` applied to ``vals``."""
    ex = _Expander(rw, op, vals[: m.num_dims], vals[m.num_dims :])
    return [ex.visit(e) for e in m.results]


def _reduce_seq(rw: Any, op: Operation, name: str, values: list) -> Any:
    """MLIR's ``buildMinMaxReductionSeq``."""
    v = values[0]
    for w in values[1:]:
        v = rw.create(rw.lookup_op_class(name), v, w, loc=op.loc).results[0]
    return v


def _map_min(rw: Any, op: Operation, m: AffineMap, vals: list) -> Any:
    return _reduce_seq(rw, op, "arith.minsi", expand_affine_map(rw, op, m, vals))


def _map_max(rw: Any, op: Operation, m: AffineMap, vals: list) -> Any:
    return _reduce_seq(rw, op, "arith.maxsi", expand_affine_map(rw, op, m, vals))


class ApplyLowering(ConversionPattern):
    ROOT = "affine.apply"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        m = op.properties["map"].map
        if not expandable(m.results):
            return False
        rw.replace_op(op, expand_affine_map(rw, op, m, list(operands)))
        return True


class MinLowering(ConversionPattern):
    ROOT = "affine.min"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        if not expandable(op.properties["map"].map.results):
            return False
        rw.replace_op(op, [_map_min(rw, op, op.properties["map"].map, list(operands))])
        return True


class MaxLowering(ConversionPattern):
    ROOT = "affine.max"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        if not expandable(op.properties["map"].map.results):
            return False
        rw.replace_op(op, [_map_max(rw, op, op.properties["map"].map, list(operands))])
        return True


class YieldLowering(ConversionPattern):
    """affine.yield -> scf.yield (in an scf.parallel without results: scf.reduce)."""

    ROOT = "affine.yield"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        parent = op.parent.parent.parent
        rw.set_insertion_point(op)
        if parent is not None and parent.name == "scf.parallel":
            rw.create(rw.lookup_op_class("scf.reduce"), list(operands), loc=op.loc)
            rw.erase_op(op)
            return True
        rw.create(rw.lookup_op_class("scf.yield"), list(operands), loc=op.loc)
        rw.erase_op(op)
        return True


class ForLowering(ConversionPattern):
    ROOT = "affine.for"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        loc = op.loc
        a, b, _ = segments(op)
        vals = list(operands)
        lbm, _, ubm, _, _ = bounds(op)
        if not expandable(lbm.results + ubm.results):
            return False
        lb = _map_max(rw, op, lbm, vals[:a])
        ub = _map_min(rw, op, ubm, vals[a : a + b])
        step = _Expander(rw, op, [], []).c(step_of(op))
        inits = vals[a + b :]
        for_cls = rw.lookup_op_class("scf.for")
        new = rw.create(
            for_cls,
            lb,
            ub,
            step,
            inits,
            results_type=[r.type for r in op.results],
            region=Region(),
            loc=loc,
        )
        rw.inline_region_before(op.regions[0], new.regions[0], 0)
        rw.replace_op(op, list(new.results))
        return True


class IfLowering(ConversionPattern):
    ROOT = "affine.if"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        loc = op.loc
        s = op.attributes["condition"].set
        if not expandable(s.constraints):
            return False
        vals = list(operands)
        ex = _Expander(rw, op, vals[: s.num_dims], vals[s.num_dims :])
        zero = ex.c(0)
        cond = None
        for e, eq in zip(s.constraints, s.eq_flags):
            v = ex.visit(e)
            c = ex.cmp("eq" if eq else "sge", v, zero)
            cond = c if cond is None else ex.bin("arith.andi", cond, c)
        if cond is None:
            cond = rw.create(
                rw.lookup_op_class("arith.constant"),
                value=IntegerAttr.get(IntegerType.get(1), 1),
                result_type=IntegerType.get(1),
                loc=loc,
            ).results[0]
        new = rw.create(
            rw.lookup_op_class("scf.if"),
            cond,
            results_type=[r.type for r in op.results],
            thenRegion=Region(),
            elseRegion=Region(),
            loc=loc,
        )
        rw.inline_region_before(op.regions[0], new.regions[0], 0)
        if op.regions[1].blocks:
            rw.inline_region_before(op.regions[1], new.regions[1], 0)
        rw.replace_op(op, list(new.results))
        return True


def _identity_attr(kind: str, t: Any) -> Any:
    """arith's ``getIdentityValueAttr`` for the kinds lower-affine combines; None otherwise."""
    if kind in ("addf", "mulf", "maximumf", "minimumf") and isinstance(t, FloatType):
        v = {"addf": 0.0, "mulf": 1.0, "maximumf": -math.inf, "minimumf": math.inf}[kind]
        return FloatAttr.get(t, v)
    if kind in ("addi", "muli", "ori", "andi") and type(t) is IntegerType:
        return IntegerAttr.get(t, {"addi": 0, "ori": 0, "muli": 1, "andi": -1}[kind])
    return None


def _identity(rw: Any, op: Operation, kind: str, t: Any) -> Any:
    return rw.create(
        rw.lookup_op_class("arith.constant"),
        value=_identity_attr(kind, t),
        result_type=t,
        loc=op.loc,
    ).results[0]


_COMBINE = {
    "addf": "arith.addf",
    "mulf": "arith.mulf",
    "maximumf": "arith.maximumf",
    "minimumf": "arith.minimumf",
    "addi": "arith.addi",
    "muli": "arith.muli",
    "ori": "arith.ori",
    "andi": "arith.andi",
}


class ParallelLowering(ConversionPattern):
    ROOT = "affine.parallel"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        loc = op.loc
        lbm, _, lbg, ubm, _, ubg, steps = parallel_bounds(op)
        if not expandable(lbm.results + ubm.results):
            return False
        kinds = [RMW_KINDS[a.value] for a in op.properties["reductions"].value]
        for k, r in zip(kinds, op.results):
            if _identity_attr(k, r.type) is None:
                raise DiagnosticError(
                    Diagnostic(Severity.ERROR, op.loc, "Reduction operation type not supported")
                )
        vals = list(operands)
        lbs, ubs = vals[: lbm.num_inputs], vals[lbm.num_inputs :]
        lows, ups = [], []
        la = ua = 0
        for gl, gu in zip(lbg, ubg):
            sub = AffineMap.get(lbm.num_dims, lbm.num_symbols, lbm.results[la : la + gl])
            lows.append(_map_max(rw, op, sub, lbs))
            sub = AffineMap.get(ubm.num_dims, ubm.num_symbols, ubm.results[ua : ua + gu])
            ups.append(_map_min(rw, op, sub, ubs))
            la += gl
            ua += gu
        ex = _Expander(rw, op, [], [])
        st = [ex.c(s) for s in steps]
        inits = [_identity(rw, op, k, r.type) for k, r in zip(kinds, op.results)]
        new = rw.create(
            rw.lookup_op_class("scf.parallel"),
            lows,
            ups,
            st,
            inits,
            results_type=[r.type for r in op.results],
            region=Region(),
            loc=loc,
        )
        body = op.regions[0].blocks[0]
        term = body.last
        rw.inline_region_before(op.regions[0], new.regions[0], 0)
        if op.results:
            regions = []
            for k, r in zip(kinds, op.results):
                blk = Block([r.type, r.type], [loc, loc])
                with rw.insertion_guard():
                    rw.set_insertion_point_to_end(blk)
                    v = rw.create(
                        rw.lookup_op_class(_COMBINE[k]), blk.args[0], blk.args[1], loc=loc
                    ).results[0]
                    rw.create(rw.lookup_op_class("scf.reduce.return"), v, loc=loc)
                regions.append(Region([blk]))
            with rw.insertion_guard():
                rw.set_insertion_point(term)
                rw.create(
                    rw.lookup_op_class("scf.reduce"),
                    [o.value for o in term.op_operands],
                    reductions=regions,
                    loc=loc,
                )
                rw.erase_op(term)
        rw.replace_op(op, list(new.results))
        return True


class LoadLowering(ConversionPattern):
    ROOT = "affine.load"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        if not expandable(op.properties["map"].map.results):
            return False
        idx = expand_affine_map(rw, op, op.properties["map"].map, list(operands[1:]))
        new = rw.create(rw.lookup_op_class("memref.load"), operands[0], idx, loc=op.loc)
        rw.replace_op(op, list(new.results))
        return True


class StoreLowering(ConversionPattern):
    ROOT = "affine.store"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        if not expandable(op.properties["map"].map.results):
            return False
        idx = expand_affine_map(rw, op, op.properties["map"].map, list(operands[2:]))
        rw.create(rw.lookup_op_class("memref.store"), operands[0], operands[1], idx, loc=op.loc)
        rw.erase_op(op)
        return True


def _composed_apply(rw: Any, op: Operation, expr: AffineExpr, vals: list) -> Any:
    """MLIR's ``makeComposedFoldedAffineApply`` of ``expr`` over ``d0, d1, ...`` = ``vals``
    (Values or Python ints): the map is composed and canonicalized with its operands, then
    folded (to an operand, or to an int) or built as an ``affine.apply`` at ``rw``'s
    insertion point, which the conversion lowers next."""
    from ...rules.affine_canon import compose_map_and_operands, fold_apply

    consts = [get_affine_constant_expr(v) if type(v) is int else None for v in vals]
    dims, values = [], []
    for v, c in zip(vals, consts):
        if c is None:
            dims.append(get_affine_dim_expr(len(values)))
            values.append(v)
        else:
            dims.append(c)
    m = AffineMap.get(len(values), 0, [expr.replace_dims_and_symbols(dims, [])])
    m, values = compose_map_and_operands(m, values)
    new = rw.create_detached(
        "affine.apply", values, [_INDEX], {"map": AffineMapAttr.get(m)}, loc=op.loc
    )
    consts = [_constant_attr(v) for v in values]
    folded = fold_apply(new, consts)
    if folded is None:
        rw.insert(new)
        return new.results[0]
    for o in new.op_operands:
        o.drop()
    return folded.value if type(folded) is IntegerAttr else folded


def _constant_attr(v: Any) -> Any:
    o = getattr(v, "owner", None)
    if isinstance(o, Operation) and "ConstantLike" in type(o).traits:
        return o.properties.get("value")
    return None


class DelinearizeIndexLowering(ConversionPattern):
    """MLIR 19's ``LowerDelinearizeIndexOps`` (``delinearizeIndex``): the divisors are the
    products of the trailing basis elements (composed ``affine.apply`` ops), each result
    the ``floordiv`` of the running remainder (the ``mod``) by its divisor; the applies
    are lowered in turn."""

    ROOT = "affine.delinearize_index"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        d0, d1 = get_affine_dim_expr(0), get_affine_dim_expr(1)
        x, basis = operands[0], list(operands[1:])
        rw.set_insertion_point(op)
        divisors = []
        for i in range(1, len(basis)):
            prod: Any = basis[i]
            for b in basis[i + 1 :]:
                prod = _composed_apply(rw, op, d0 * d1, [prod, b])
            if type(prod) is int:
                prod = _Expander(rw, op, [], []).c(prod)
            divisors.append(prod)
        results = []
        residual = x
        for d in divisors:
            results.append(
                _as_value(rw, op, _composed_apply(rw, op, d0.floordiv(d1), [residual, d]))
            )
            residual = _as_value(rw, op, _composed_apply(rw, op, d0 % d1, [residual, d]))
        results.append(residual)
        rw.replace_op(op, results)
        return True


def _as_value(rw: Any, op: Operation, v: Any) -> Any:
    return _Expander(rw, op, [], []).c(v) if type(v) is int else v


AFFINE_TO_STD_PATTERNS = (
    ApplyLowering,
    MinLowering,
    MaxLowering,
    ForLowering,
    IfLowering,
    ParallelLowering,
    LoadLowering,
    StoreLowering,
    YieldLowering,
    DelinearizeIndexLowering,
)


def lower_affine_target() -> ConversionTarget:
    """MLIR's target: arith, memref and scf are legal; other ops are converted where a
    pattern applies and left alone where none does."""
    t = ConversionTarget()
    t.add_legal_dialect("arith", "memref", "scf")
    return t


def lower_affine(op: Operation, stats: Any = None, context: Context | None = None) -> bool:
    """Lower the affine ops under ``op``; ``False`` (with an error emitted) on failure."""
    return apply_partial_conversion(
        op,
        lower_affine_target(),
        [p() for p in AFFINE_TO_STD_PATTERNS],
        stats=stats,
        context=context,
    )


@register_pass(
    "lower-affine",
    summary="Lower Affine operations to a combination of Standard and SCF operations",
    display_name="ConvertAffineToStandard",
)
class LowerAffine(Pass):
    """Lower affine.apply/min/max/for/if/parallel/load/store/yield to arith, scf, memref."""

    def run_on_operation(self, op: Any) -> None:
        stats: dict = {}
        ok = lower_affine(op, stats, self.context)
        for k, v in stats.items():
            self.statistics[k] = self.statistics.get(k, 0) + v
        if not ok:
            self.signal_pass_failure()
