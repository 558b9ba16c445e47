"""MLIR 19's folders and canonicalization patterns of the affine ops (``AffineOps.cpp``).

Maps and operands are simplified as MLIR's ``composeAffineMapAndOperands`` (operands
produced by ``affine.apply`` are replaced by the producer's expression and operands,
transitively) and ``canonicalizeMapAndOperands`` (dims that are valid symbols become
symbols, symbols that are only valid dims become dims, unused and duplicate operands
are dropped, constant symbols are folded into the map), then ``simplifyAffineMap``
(``ir.affine_simplify``), and with what the constant ranges of ``affine.for`` induction
variables tell (MLIR's ``simplifyMapWithOperands``: floordiv/ceildiv/mod of a bounded
expression, ``q * d + r`` forms; ``simplifyMinOrMaxExprWithOperands`` for loop bounds).

Folders (``FOLDERS``, tried before the patterns): ``affine.apply`` of one dim or symbol is
that operand, of inputs that make its result constant that value; ``affine.min``/
``affine.max`` (MLIR's ``foldMinMaxOp``): results whose inputs are constant become
constants (the map is updated in place), a one-symbol map whose one result is ``d0`` is
operand 0 (MLIR 19's ``isSymbolIdentity`` compares with dims), all-constant
results their min/max; ``affine.for`` folds constant bound operands into constant bounds,
composes and canonicalizes its bound maps in place, and a loop with results that runs zero
times is its inits; ``affine.if`` composes and canonicalizes its set in place;
``affine.parallel`` composes its bound maps with their operands in place;
``affine.load``/``affine.store`` read and write through a ``memref.cast``'s source.

Patterns (``PATTERNS``, MLIR's order per op, after ``affine_canon.rules``' ruleset, which
holds ``CanonicalizeSingleResultAffineMinMaxOp``: one result is an ``affine.apply``):
``affine.min``/``affine.max``: ``DeduplicateAffineMinMaxExpressions``, ``MergeAffineMinMaxOp`` (a result that is a
producing min (max) of the same kind merges its expressions), ``SimplifyAffineOp``,
``CanonicalizeAffineMinMaxOpExprAndTermOrder`` (results sorted by their flat forms);
``SimplifyAffineOp`` also for ``affine.apply``, ``affine.load`` and ``affine.store``;
``affine.for``: ``AffineForEmptyLoopFolder`` (a body of only its yield: the results are
the inits or the yielded outside values); ``affine.if``: ``SimplifyDeadElse``,
``AlwaysTrueOrFalseIf`` (``0 == 0`` inlines the then block, the empty set ``1 == 0`` the
else block or erases the op). These compute new maps, which a rule does not say.

What it does not do: ``affine.delinearize_index`` folding and canonicalization, and
``affine.parallel`` canonicalization beyond its folder.
"""

from __future__ import annotations

import math
from typing import Any

from irlite.ir.affine import (
    AffineDimExpr,
    AffineExpr,
    AffineExprKind,
    AffineMap,
    AffineSymbolExpr,
    IntegerSet,
    get_affine_binary_op_expr,
    get_affine_constant_expr,
    get_affine_dim_expr,
    get_affine_symbol_expr,
)
from irlite.ir.affine_simplify import _Flattener, simplify_affine_map
from irlite.ir.attributes import DenseArrayAttr, IntegerAttr
from irlite.ir.core import BlockArgument, Operation, OpResult
from irlite.ir.layout_attrs import AffineMapAttr, IntegerSetAttr
from irlite.ir.pattern import rewrite_pattern
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.types import IndexType, IntegerType

from .affine import bounds, is_valid_dim, is_valid_symbol, map_of, parallel_bounds, step_of
from .memref_canon import fold_operand_casts, fold_store

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)
_ADD, _FLOORDIV, _CEILDIV, _MOD, _CONST = (
    AffineExprKind.ADD,
    AffineExprKind.FLOORDIV,
    AffineExprKind.CEILDIV,
    AffineExprKind.MOD,
    AffineExprKind.CONSTANT,
)


# ------------------------------------------------------------------ map algebra


def _shift(e: AffineExpr, nd: int, ns: int) -> AffineExpr:
    """``e`` with dims shifted by ``nd`` and symbols by ``ns`` (MLIR's shiftDims/Symbols)."""
    if not nd and not ns:
        return e
    dims = [get_affine_dim_expr(i + nd) for i in range(_max_pos(e, True) + 1)]
    syms = [get_affine_symbol_expr(i + ns) for i in range(_max_pos(e, False) + 1)]
    return e.replace_dims_and_symbols(dims, syms)


def _max_pos(e: AffineExpr, dim: bool) -> int:
    m = -1
    for x in e.walk():
        if dim and type(x) is AffineDimExpr or not dim and type(x) is AffineSymbolExpr:
            m = max(m, x.position)
    return m


def _constant_of(v: Any) -> int | None:
    o = v.owner if type(v) is OpResult else None
    if o is None or "ConstantLike" not in type(o).traits:
        return None
    a = o.properties.get("value")
    return a.value if type(a) is IntegerAttr else None


def _exprs_replace(exprs: list, dims: list, syms: list) -> list:
    return [e.replace_dims_and_symbols(dims, syms) for e in exprs]


def canonicalize_exprs_and_operands(exprs: list, nd: int, ns: int, vals: list) -> tuple:
    """MLIR's ``canonicalizeMapOrSetAndOperands`` over result (or constraint) expressions:
    (exprs, num dims, num symbols, operands)."""
    if not vals:
        return exprs, nd, ns, vals
    # canonicalizePromotedSymbols: dims that are valid symbols become symbols
    dim_map: list = []
    ops: list = []
    promoted: list = []
    nxt_d = nxt_s = 0
    for i in range(nd):
        v = vals[i]
        if is_valid_symbol(v):
            dim_map.append(get_affine_symbol_expr(ns + nxt_s))
            nxt_s += 1
            promoted.append(v)
        else:
            dim_map.append(get_affine_dim_expr(nxt_d))
            nxt_d += 1
            ops.append(v)
    ops += vals[nd:] + promoted
    exprs = _exprs_replace(exprs, dim_map, [])
    nd, ns, vals = nxt_d, ns + nxt_s, ops
    # legalizeDemotedDims: symbols that are only valid dims become dims
    sym_map: list = []
    demoted: list = []
    sym_ops: list = []
    nxt_d = nxt_s = 0
    for i in range(nd, nd + ns):
        v = vals[i]
        if is_valid_dim(v) and not is_valid_symbol(v):
            sym_map.append(get_affine_dim_expr(nd + nxt_d))
            nxt_d += 1
            demoted.append(v)
        else:
            sym_map.append(get_affine_symbol_expr(nxt_s))
            nxt_s += 1
            sym_ops.append(v)
    exprs = _exprs_replace(exprs, [], sym_map)
    vals = vals[:nd] + demoted + sym_ops
    nd, ns = nd + nxt_d, nxt_s
    # drop unused and duplicate operands; fold constant symbols
    used_d = [False] * nd
    used_s = [False] * ns
    for e in exprs:
        for x in e.walk():
            if type(x) is AffineDimExpr:
                used_d[x.position] = True
            elif type(x) is AffineSymbolExpr:
                used_s[x.position] = True
    out: list = []
    seen: dict = {}
    dim_map = [get_affine_constant_expr(0)] * nd
    nxt = 0
    for i in range(nd):
        if not used_d[i]:
            continue
        v = vals[i]
        r = seen.get(v)
        if r is None:
            r = seen[v] = get_affine_dim_expr(nxt)
            nxt += 1
            out.append(v)
        dim_map[i] = r
    seen = {}
    sym_map = [get_affine_constant_expr(0)] * ns
    nxt_s = 0
    for i in range(ns):
        if not used_s[i]:
            continue
        v = vals[nd + i]
        c = _constant_of(v)
        if c is not None:
            sym_map[i] = get_affine_constant_expr(c)
            continue
        r = seen.get(v)
        if r is None:
            r = seen[v] = get_affine_symbol_expr(nxt_s)
            nxt_s += 1
            out.append(v)
        sym_map[i] = r
    return _exprs_replace(exprs, dim_map, sym_map), nxt, nxt_s, out


def canonicalize_map_and_operands(m: AffineMap, vals: list) -> tuple[AffineMap, list]:
    exprs, nd, ns, vals = canonicalize_exprs_and_operands(
        list(m.results), m.num_dims, m.num_symbols, list(vals)
    )
    return AffineMap.get(nd, ns, exprs), vals


def _apply_owner(v: Any) -> Any:
    o = v.owner if type(v) is OpResult else None
    return o if o is not None and o.name == "affine.apply" else None


def compose_map_and_operands(m: AffineMap, vals: list) -> tuple[AffineMap, list]:
    """MLIR's ``composeAffineMapAndOperands`` (then canonicalized and simplified)."""
    if not m.results:
        m, vals = canonicalize_map_and_operands(m, vals)
        return simplify_affine_map(m), vals
    dims: list = list(vals[: m.num_dims])
    syms: list = list(vals[m.num_dims :])
    exprs = list(m.results)
    while True:
        changed = False
        for pos in range(len(dims) + len(syms)):
            is_dim = pos < len(dims)
            p = pos if is_dim else pos - len(dims)
            v = dims[p] if is_dim else syms[p]
            if v is None:
                continue
            ap = _apply_owner(v)
            if ap is None:
                continue
            if is_dim:
                dims[p] = None
            else:
                syms[p] = None
            cm, cvals = map_of(ap)
            cm, cvals = canonicalize_map_and_operands(cm, cvals)
            repl = _shift(cm.results[0], len(dims), len(syms))
            target = get_affine_dim_expr(p) if is_dim else get_affine_symbol_expr(p)
            dims += cvals[: cm.num_dims]
            syms += cvals[cm.num_dims :]
            exprs = [e.replace({target: repl}) for e in exprs]
            changed = True
            break
        if not changed:
            break
    out: list = []
    dim_map: list = []
    sym_map: list = []
    nd = ns = 0
    for v in dims:
        if v is None:
            dim_map.append(get_affine_constant_expr(0))
        else:
            dim_map.append(get_affine_dim_expr(nd))
            nd += 1
            out.append(v)
    for v in syms:
        if v is None:
            sym_map.append(get_affine_constant_expr(0))
        else:
            sym_map.append(get_affine_symbol_expr(ns))
            ns += 1
            out.append(v)
    m = AffineMap.get(nd, ns, _exprs_replace(exprs, dim_map, sym_map))
    m, out = canonicalize_map_and_operands(m, out)
    return simplify_affine_map(m), out


def _flat(e: AffineExpr, nd: int, ns: int) -> list | None:
    if not e.is_pure_affine():
        return None
    f = _Flattener(nd, ns)
    if not f.visit(e) or f.locals:
        return None
    return f.stack[-1]


# ------------------------------------------------------------------ bounds of loop IVs


def _for_of_iv(v: Any) -> Any:
    """MLIR's ``getForInductionVarOwner``."""
    if type(v) is not BlockArgument or v.index != 0:
        return None
    b = v.owner
    r = b.parent if b is not None else None
    o = r.parent if r is not None else None
    return o if o is not None and o.name == "affine.for" else None


def _iv_lower(v: Any) -> int | None:
    f = _for_of_iv(v)
    return _constant_bound(bounds(f)[0]) if f is not None else None


def _iv_upper(v: Any) -> int | None:
    f = _for_of_iv(v)
    if f is None:
        return None
    ub = _constant_bound(bounds(f)[2])
    if ub is None:
        return None
    lb = _constant_bound(bounds(f)[0])
    if lb is not None:
        return ub - 1 - (ub - lb - 1) % step_of(f)
    return ub - 1


def _fdiv(a: int, b: int) -> int:
    return a // b


def _cdiv(a: int, b: int) -> int:
    return -((-a) // b)


def expr_bound(e: AffineExpr, nd: int, ns: int, lbs: list, ubs: list, upper: bool) -> int | None:
    """MLIR's ``getBoundForAffineExpr`` (inclusive), from constant bounds of the inputs."""
    k = e.kind
    if k in (_FLOORDIV, _CEILDIV, _MOD):
        r = e.rhs
        if r.kind != _CONST or r.value < 1:
            return None
        c = r.value
        if k == _MOD:
            lo = expr_bound(e.lhs, nd, ns, lbs, ubs, False)
            hi = expr_bound(e.lhs, nd, ns, lbs, ubs, upper)
            if hi is not None and lo is not None and _fdiv(lo, c) == _fdiv(hi, c):
                return hi % c if upper else lo % c
            return c - 1 if upper else 0
        b = expr_bound(e.lhs, nd, ns, lbs, ubs, upper)
        if b is None:
            return None
        return _fdiv(b, c) if k == _FLOORDIV else _cdiv(b, c)
    if not e.is_pure_affine():
        return None
    f = _Flattener(nd, ns)
    if not f.visit(e) or f.locals:
        return None
    flat = f.stack[-1]
    total = 0
    for i in range(nd + ns):
        c = flat[i]
        if c > 0:
            b = ubs[i] if upper else lbs[i]
        elif c < 0:
            b = lbs[i] if upper else ubs[i]
        else:
            continue
        if b is None:
            return None
        total += b * c
    return total + flat[-1]


def _operand_bounds(vals: list) -> tuple[list, list]:
    return [_iv_lower(v) for v in vals], [_iv_upper(v) for v in vals]


def _known_divisor(e: AffineExpr, vals: list) -> int:
    """MLIR's ``getLargestKnownDivisor(e, operands)``."""
    div = e.largest_known_divisor
    if type(e) is not AffineDimExpr:
        return div
    f = _for_of_iv(vals[e.position])
    if f is None:
        return 1
    lbm = bounds(f)[0]
    if _constant_bound(lbm) == 0:
        return step_of(f)
    g = None
    for r in lbm.results:
        d = r.largest_known_divisor
        g = d if g is None else math.gcd(g, d)
    return math.gcd(g if g is not None else 0, step_of(f))


def _bounded_by(e: AffineExpr, vals: list, k: int) -> bool:
    """MLIR's ``isNonNegativeBoundedBy``: 0 <= e < k for a constant or an IV."""
    if e.kind == _CONST:
        return 0 <= e.value < k
    if type(e) is not AffineDimExpr:
        return False
    f = _for_of_iv(vals[e.position])
    if f is None:
        return False
    lb, ub = _constant_bound(bounds(f)[0]), _constant_bound(bounds(f)[2])
    return lb is not None and lb >= 0 and ub is not None and ub <= k


def _q_times_d_plus_r(e: AffineExpr, vals: list) -> tuple | None:
    if e.kind != _ADD:
        return None
    a, b = e.lhs, e.rhs
    d = _known_divisor(a, vals)
    if _bounded_by(b, vals, d):
        return d, a, b
    d = _known_divisor(b, vals)
    if _bounded_by(a, vals, d):
        return d, b, a
    return None


def simplify_expr_with_operands(e: AffineExpr, nd: int, ns: int, vals: list) -> AffineExpr:
    """MLIR's ``simplifyExprAndOperands``: floordiv/ceildiv/mod simplified from the constant
    ranges of induction variables."""
    if e.kind >= _CONST:
        return e
    lhs = simplify_expr_with_operands(e.lhs, nd, ns, vals)
    rhs = simplify_expr_with_operands(e.rhs, nd, ns, vals)
    e = get_affine_binary_op_expr(e.kind, lhs, rhs)
    k = e.kind
    if k not in (_FLOORDIV, _CEILDIV, _MOD):
        return e
    lhs, rhs = e.lhs, e.rhs
    if rhs.kind != _CONST or rhs.value <= 0:
        return e
    c = rhs.value
    lbs, ubs = _operand_bounds(vals)
    lo = lhs.value if lhs.kind == _CONST else expr_bound(lhs, nd, ns, lbs, ubs, False)
    hi = lhs.value if lhs.kind == _CONST else expr_bound(lhs, nd, ns, lbs, ubs, True)
    if lo is not None and hi is not None:
        if k == _FLOORDIV and _fdiv(lo, c) == _fdiv(hi, c):
            return get_affine_constant_expr(_fdiv(lo, c))
        if k == _CEILDIV and _cdiv(lo, c) == _cdiv(hi, c):
            return get_affine_constant_expr(_cdiv(lo, c))
        if k == _MOD and 0 <= lo < c and hi < c:
            return lhs
    qdr = _q_times_d_plus_r(lhs, vals)
    if qdr is not None:
        d, q, r = qdr
        if c % d == 0 and k == _FLOORDIV:
            return q.floordiv(rhs)
        if d % c == 0 and k == _MOD:
            return r % rhs
        return e
    if (k == _FLOORDIV and _bounded_by(lhs, vals, c)) or (
        k == _MOD and _known_divisor(lhs, vals) % c == 0
    ):
        return get_affine_constant_expr(0)
    return e


def simplify_map_with_operands(m: AffineMap, vals: list) -> AffineMap:
    """MLIR's ``simplifyMapWithOperands``."""
    return AffineMap.get(
        m.num_dims,
        m.num_symbols,
        [simplify_expr_with_operands(e, m.num_dims, m.num_symbols, vals) for e in m.results],
    )


def simplify_min_or_max(m: AffineMap, vals: list, is_max: bool) -> AffineMap:
    """MLIR's ``simplifyMinOrMaxExprWithOperands``: drop results another one dominates."""
    if not vals:
        return m
    clb, cub = _operand_bounds(vals)
    lbs, ubs = [], []
    for e in m.results:
        if e.kind == _CONST:
            lbs.append(e.value)
            ubs.append(e.value)
        else:
            lbs.append(expr_bound(e, m.num_dims, m.num_symbols, clb, cub, False))
            ubs.append(expr_bound(e, m.num_dims, m.num_symbols, clb, cub, True))
    keep = []
    n = len(m.results)
    for i, e in enumerate(m.results):
        if lbs[i] is not None and ubs[i] is not None and lbs[i] == ubs[i]:
            e = get_affine_constant_expr(lbs[i])
        mine, others, theirs = (ubs, lbs, ubs) if is_max else (lbs, ubs, lbs)
        if mine[i] is None:
            keep.append(e)
            continue
        redundant = False
        for pos in range(n):
            o = others[pos]
            if pos == i or o is None:
                continue
            if (o > mine[i]) if is_max else (o < mine[i]):
                redundant = True
                break
            if (o < mine[i]) if is_max else (o > mine[i]):
                continue
            if (
                theirs[pos] is not None
                and lbs[i] is not None
                and lbs[i] == ubs[i]
                and o == theirs[pos]
                and i < pos
            ):
                continue
            redundant = True
            break
        if not redundant:
            keep.append(e)
    return AffineMap.get(m.num_dims, m.num_symbols, keep)


# ------------------------------------------------------------------ folders


def fold_apply(op: Any, consts: list) -> Any:
    m = op.properties["map"].map
    if len(m.results) != 1:
        return None
    e = m.results[0]
    if type(e) is AffineDimExpr:
        return op.op_operands[e.position].value
    if type(e) is AffineSymbolExpr:
        return op.op_operands[m.num_dims + e.position].value
    known = [c.value if type(c) is IntegerAttr else None for c in consts]
    try:
        v = _partial(e, known[: m.num_dims], known[m.num_dims :])
    except ZeroDivisionError:
        return None
    return IntegerAttr.get(_INDEX, v) if v is not None else None


def _partial(e: Any, dims: list, syms: list) -> int | None:
    """The value of ``e`` when the dims and symbols it uses are all known, else None."""
    for x in e.walk():
        if type(x) is AffineDimExpr and dims[x.position] is None:
            return None
        if type(x) is AffineSymbolExpr and syms[x.position] is None:
            return None
    return e.evaluate([d or 0 for d in dims], [s or 0 for s in syms])


def _fold_min_max(pick: Any) -> Any:
    """MLIR's ``foldMinMaxOp``: ``partialConstantFold`` of the map (results whose inputs are
    all constant become constants); a symbol identity is its operand, all-constant results
    their min/max, and a map that changed is updated in place."""

    def fold(op: Any, consts: list) -> Any:
        m = op.properties["map"].map
        known = [c.value if type(c) is IntegerAttr else None for c in consts]
        exprs = []
        results: list | None = []
        for e in m.results:
            try:
                r = _partial(e, known[: m.num_dims], known[m.num_dims :])
            except ZeroDivisionError:
                r = None
            if r is None:
                exprs.append(e)
                results = None
            else:
                exprs.append(get_affine_constant_expr(r))
                if results is not None:
                    results.append(r)
        fm = AffineMap.get(m.num_dims, m.num_symbols, exprs)
        # MLIR 19's `getNumSymbols() == 1 && isSymbolIdentity()`, whose isSymbolIdentity
        # compares the results with d0..d{n-1} (not s0..): one symbol and the one result
        # `d0` fold to operand 0; `()[s0] -> (s0)` stays (canonicalize's patterns take it).
        if (
            fm.num_symbols == 1
            and len(fm.results) == 1
            and type(fm.results[0]) is AffineDimExpr
            and fm.results[0].position == 0
        ):
            return op.op_operands[0].value
        if not results:
            if fm is m:
                return None
            op.set_attr("map", AffineMapAttr.get(fm))
            return op.results[0]
        return IntegerAttr.get(_INDEX, pick(results))

    return fold


def _set_bound(op: Operation, lower: bool, m: AffineMap, vals: list) -> None:
    lbm, lbs, ubm, ubs, inits = bounds(op)
    if lower:
        lbm, lbs = m, vals
    else:
        ubm, ubs = m, vals
    op.set_attr("lowerBoundMap", AffineMapAttr.get(lbm))
    op.set_attr("upperBoundMap", AffineMapAttr.get(ubm))
    op.set_attr("operandSegmentSizes", DenseArrayAttr.get(_I32, [len(lbs), len(ubs), len(inits)]))
    op.set_operands(list(lbs) + list(ubs) + list(inits))


def _constant_bound(m: AffineMap) -> int | None:
    if len(m.results) == 1 and m.num_inputs == 0 and m.results[0].kind == 5:
        return m.results[0].value
    return None


def trip_count(op: Operation) -> int | None:
    """MLIR's ``getTrivialConstantTripCount``."""
    lbm, _, ubm, _, _ = bounds(op)
    lb, ub, step = _constant_bound(lbm), _constant_bound(ubm), step_of(op)
    if lb is None or ub is None or step <= 0:
        return None
    return 0 if ub - lb <= 0 else (ub - lb + step - 1) // step


def fold_for(op: Any, consts: list) -> Any:
    """MLIR's ``AffineForOp::fold``: foldLoopBounds, canonicalizeLoopBounds, zero trips."""
    folded = False
    for lower in (True, False):
        lbm, lbs, ubm, ubs, _ = bounds(op)
        m, vals = (lbm, lbs) if lower else (ubm, ubs)
        if _constant_bound(m) is not None:
            continue
        cs = [_constant_of(v) for v in vals]
        if any(c is None for c in cs):
            continue
        try:
            rs = m.evaluate(cs[: m.num_dims], cs[m.num_dims :])
        except ZeroDivisionError:
            continue
        _set_bound(op, lower, AffineMap.get_constant(max(rs) if lower else min(rs)), [])
        folded = True
    lbm, lbs, ubm, ubs, _ = bounds(op)
    nlb, nlbs = compose_map_and_operands(lbm, lbs)
    nlb = simplify_min_or_max(nlb, nlbs, True)
    ubm = simplify_min_or_max(ubm, ubs, False)
    nlb = _dedup(nlb)
    nub, nubs = compose_map_and_operands(ubm, ubs)
    nub = _dedup(nub)
    ubm = bounds(op)[2]
    if nlb is not lbm:
        _set_bound(op, True, nlb, nlbs)
        folded = True
    if nub is not ubm:
        _set_bound(op, False, nub, nubs)
        folded = True
    if op.results and trip_count(op) == 0:
        return bounds(op)[4]
    return True if folded else None


def _dedup(m: AffineMap) -> AffineMap:
    """MLIR's ``removeDuplicateExprs``."""
    seen: list = []
    for e in m.results:
        if e not in seen:
            seen.append(e)
    if len(seen) == len(m.results):
        return m
    return AffineMap.get(m.num_dims, m.num_symbols, seen)


def fold_if(op: Any, consts: list) -> Any:
    """MLIR's ``AffineIfOp::fold``: compose and canonicalize the set and its operands."""
    s = op.attributes["condition"].set
    vals = [o.value for o in op.op_operands]
    exprs, nd, ns, nvals = list(s.constraints), s.num_dims, s.num_symbols, list(vals)
    if any(_apply_owner(v) is not None for v in vals):
        m, nvals = compose_map_and_operands(AffineMap.get(nd, ns, exprs), nvals)
        exprs, nd, ns = list(m.results), m.num_dims, m.num_symbols
    exprs, nd, ns, nvals = canonicalize_exprs_and_operands(exprs, nd, ns, nvals)
    ns_set = IntegerSet.get(nd, ns, exprs, s.eq_flags)
    if ns_set is s and nvals == vals:
        return None
    op.set_attr("condition", IntegerSetAttr.get(ns_set))
    op.set_operands(nvals)
    return True


def fold_parallel(op: Any, consts: list) -> Any:
    """MLIR's ``AffineParallelOp::fold``: compose the lower and upper bound maps with their
    operands (``AffineValueMap::canonicalize``), in place."""
    lbm, lbs, lbg, ubm, ubs, ubg, _ = parallel_bounds(op)
    nlb, nlbs = compose_map_and_operands(lbm, lbs)
    nub, nubs = compose_map_and_operands(ubm, ubs)
    lb_changed = not (nlb is lbm and nlbs == lbs)
    ub_changed = not (nub is ubm and nubs == ubs)
    if not lb_changed and not ub_changed:
        return None
    if not lb_changed:
        nlb, nlbs = lbm, lbs
    if not ub_changed:
        nub, nubs = ubm, ubs
    op.set_attr("lowerBoundsMap", AffineMapAttr.get(nlb))
    op.set_attr("upperBoundsMap", AffineMapAttr.get(nub))
    op.set_operands(list(nlbs) + list(nubs))
    return True


FOLDERS: dict = {
    "affine.parallel": fold_parallel,
    "affine.apply": fold_apply,
    "affine.min": _fold_min_max(min),
    "affine.max": _fold_min_max(max),
    "affine.for": fold_for,
    "affine.if": fold_if,
    # MLIR's foldMemRefCast: a memref read or written through a memref.cast
    "affine.load": fold_operand_casts,
    "affine.store": fold_store,
}


# ------------------------------------------------------------------ patterns


def _replace_map_op(rw: PatternRewriter, op: Operation, m: AffineMap, vals: list) -> None:
    """A new op like ``op`` (its memref/value operands kept) with map ``m`` over ``vals``;
    discardable attributes are dropped, as MLIR's builders do."""
    name = op.name
    lead = [o.value for o in op.op_operands[: {"affine.load": 1, "affine.store": 2}.get(name, 0)]]
    types = [r.type for r in op.results]
    if name == "affine.apply":
        types = [_INDEX]
    new = rw.create_detached(
        name, lead + list(vals), types, {"map": AffineMapAttr.get(m)}, loc=op.loc
    )
    rw.set_insertion_point(op)
    rw.insert(new)
    rw.replace_op(op, list(new.results))


def _simplify_affine_op(op: Operation, rw: PatternRewriter) -> bool:
    m, vals = map_of(op)
    nm, nvals = compose_map_and_operands(m, vals)
    nm = simplify_map_with_operands(nm, nvals)
    if nm is m and nvals == vals:
        return False
    _replace_map_op(rw, op, nm, nvals)
    return True


def single_result(a: Any) -> bool:
    """``affine_canon.rules``' condition: a map attribute of one result."""
    return type(a) is AffineMapAttr and len(a.map.results) == 1


def _dedup_exprs(op: Operation, rw: PatternRewriter) -> bool:
    m, vals = map_of(op)
    nm = _dedup(m)
    if nm is m:
        return False
    _replace_map_op(rw, op, nm, vals)
    return True


def _merge(op: Operation, rw: PatternRewriter) -> bool:
    m, vals = map_of(op)
    dims, syms = list(vals[: m.num_dims]), list(vals[m.num_dims :])
    exprs: list = []
    producers: list = []
    for e in m.results:
        v = None
        if type(e) is AffineSymbolExpr:
            v = syms[e.position]
        elif type(e) is AffineDimExpr:
            v = dims[e.position]
        p = v.owner if v is not None and type(v) is OpResult else None
        if p is not None and p.name == op.name:
            producers.append(p)
            continue
        exprs.append(e)
    if not producers:
        return False
    nd, ns = m.num_dims, m.num_symbols
    for p in producers:
        pm, pvals = map_of(p)
        dims += pvals[: pm.num_dims]
        syms += pvals[pm.num_dims :]
        exprs += [_shift(e, nd, ns) for e in pm.results]
        nd += pm.num_dims
        ns += pm.num_symbols
    _replace_map_op(rw, op, AffineMap.get(nd, ns, exprs), dims + syms)
    return True


def _term_order(op: Operation, rw: PatternRewriter) -> bool:
    m, vals = map_of(op)
    flats = []
    for e in m.results:
        f = _flat(e, m.num_dims, m.num_symbols)
        if f is None:
            return False
        flats.append(f)
    if all(flats[i] <= flats[i + 1] for i in range(len(flats) - 1)):
        return False
    order = sorted(range(len(flats)), key=lambda i: flats[i])
    _replace_map_op(
        rw, op, AffineMap.get(m.num_dims, m.num_symbols, [m.results[i] for i in order]), vals
    )
    return True


def _min_max_patterns(name: str) -> list:
    return [
        rewrite_pattern(name, "DeduplicateAffineMinMaxExpressions")(_dedup_exprs),
        rewrite_pattern(name, "MergeAffineMinMaxOp")(_merge),
        rewrite_pattern(name, "SimplifyAffineOp")(_simplify_affine_op),
        rewrite_pattern(name, "CanonicalizeAffineMinMaxOpExprAndTermOrder")(_term_order),
    ]


@rewrite_pattern("affine.for", "AffineForEmptyLoopFolder")
def for_empty_loop_folder(op: Operation, rw: PatternRewriter) -> bool:
    body = op.regions[0].blocks[0]
    if body.first is not body.last or not op.results:
        return False
    _, _, _, _, inits = bounds(op)
    trips = trip_count(op)
    if trips == 0:
        rw.replace_op(op, list(inits))
        return True
    iter_args = list(body.args[1:])
    yielded = [o.value for o in body.last.op_operands]
    repl = []
    outside = out_of_order = False
    for i, v in enumerate(yielded):
        if v in iter_args:
            pos = iter_args.index(v)
            if pos != i:
                out_of_order = True
            repl.append(inits[pos])
        else:
            outside = True
            repl.append(v)
    if trips is None and (outside or out_of_order):
        return False
    if trips is not None and trips >= 2 and out_of_order:
        return False
    rw.replace_op(op, repl)
    return True


@rewrite_pattern("affine.if", "SimplifyDeadElse")
def if_simplify_dead_else(op: Operation, rw: PatternRewriter) -> bool:
    els = op.regions[1]
    if not els.blocks or op.results:
        return False
    b = els.blocks[0]
    if b.first is not b.last:
        return False
    rw.erase_block(b)
    rw.modify(op)
    return True


@rewrite_pattern("affine.if", "AlwaysTrueOrFalseIf")
def if_always_true_or_false(op: Operation, rw: PatternRewriter) -> bool:
    s = op.attributes["condition"].set
    c = s.constraints[0]
    false = len(s.constraints) == 1 and s.eq_flags[0] and c.kind == 5 and c.value == 1
    true = len(s.constraints) == 1 and s.eq_flags[0] and c.kind == 5 and c.value == 0
    if false:
        if not op.results and not op.regions[1].blocks:
            rw.erase_op(op)
            return True
        block = op.regions[1].blocks[0]
    elif true:
        block = op.regions[0].blocks[0]
    else:
        return False
    term = block.last
    vals = [o.value for o in term.op_operands]
    rw.inline_block_before(block, op)
    rw.replace_op(op, vals)
    rw.erase_op(term)
    return True


PATTERNS: list = [
    *_min_max_patterns("affine.min"),
    *_min_max_patterns("affine.max"),
    rewrite_pattern("affine.apply", "SimplifyAffineOp")(_simplify_affine_op),
    rewrite_pattern("affine.load", "SimplifyAffineOp")(_simplify_affine_op),
    rewrite_pattern("affine.store", "SimplifyAffineOp")(_simplify_affine_op),
    for_empty_loop_folder,
    if_simplify_dead_else,
    if_always_true_or_false,
]
