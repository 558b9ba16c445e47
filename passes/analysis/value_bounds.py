"""Value bounds: MLIR 19's ``ValueBoundsConstraintSet`` over ``ValueBoundsOpInterface``.

A bound of an index value, or of one dim of a shaped value, is computed by walking its
backward slice (the reverse use-def chain) and asking each op on the way, through
``ValueBoundsOpInterface``, what it knows: ``arith.addi`` says its result is the sum of
its operands, ``scf.for`` that its induction variable lies in ``[lb, ub)``, ``tensor.empty``
that a dim is its size operand. Every fact is an affine (in)equality over *columns*, one
column per value or (value, dim) reached, plus anonymous ones (the variable asked about,
the quotients of ``floordiv`` / ``mod``). The walk stops at the values a *stop
condition* accepts; the columns of the others are projected out (Gaussian elimination of
equalities, then Fourier-Motzkin), and what is left bounds the variable in terms of the
stop values, as MLIR's ``FlatLinearConstraints::getSliceBounds`` reads it: a constant, an
equality, a floor division, or the one lower and the one upper bound left once redundant
inequalities are dropped.

Entry points: ``compute_bound`` (an affine map of (value, dim) operands, MLIR's
``computeBound``), ``compute_constant_bound``, ``compare`` / ``are_equal`` and
``compute_constant_delta``; ``reify_value_bound`` / ``reify_value_bound_with_arith``
build the bound as IR (``affine.apply``, or arith ops; ``tensor.dim`` / ``memref.dim`` for
dim operands), as MLIR's affine and arith ``reifyValueBound``. An op without the interface
adds nothing, except that a result of a destination-style op has its tied init's dims.

What it does not do: MLIR's Presburger library (integer-exact emptiness, Simplex); the
Fourier-Motzkin here works on rationals with GCD tightening, so it proves less than an
exact integer solver could, never more. Semi-affine facts (a product of two values) are
dropped, as MLIR drops them. Unstructured control flow is not followed.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from ...ir.affine import (
    AffineExpr,
    AffineExprKind,
    AffineMap,
    get_affine_constant_expr,
    get_affine_symbol_expr,
)
from ...ir.affine_simplify import simplify_affine_expr
from ...ir.attributes import IntegerAttr
from ...ir.core import BlockArgument, OpResult, Value
from ...ir.interfaces import DestinationStyleOpInterface, ValueBoundsOpInterface
from ...ir.types import IndexType, MemRefType, RankedTensorType

__all__ = [
    "EQ",
    "GE",
    "GT",
    "LB",
    "LE",
    "LT",
    "UB",
    "ValueBoundsConstraintSet",
    "Variable",
    "are_equal",
    "compare",
    "compute_bound",
    "compute_constant_bound",
    "compute_constant_delta",
    "reify_value_bound",
    "reify_value_bound_with_arith",
]

#: bound types (MLIR's ``presburger::BoundType``)
EQ, LB, UB = "EQ", "LB", "UB"
#: comparison operators (MLIR's ``ValueBoundsConstraintSet::ComparisonOperator``; EQ is shared)
LT, LE, GT, GE = "LT", "LE", "GT", "GE"

_K = AffineExprKind
_C = -1  # the key of a row's constant term
_INDEX = IndexType.get()

ValueDim = tuple  # (Value, int | None)
StopCondition = Callable[[Value, "int | None", "ValueBoundsConstraintSet"], bool]


def constant_int(v: Any) -> int | None:
    """The integer of ``v``: an int, or a value defined by a constant-like op holding an
    ``IntegerAttr`` (MLIR's ``getConstantIntValue``)."""
    if isinstance(v, int):
        return v
    if type(v) is IntegerAttr:
        return v.value
    if type(v) is not OpResult or "ConstantLike" not in type(v.owner).traits:
        return None
    a = v.owner.properties.get("value")
    return a.value if type(a) is IntegerAttr else None


def owner_of(value: Value) -> Any:
    """The op that defines ``value``, or the op whose region's block has it as argument."""
    if type(value) is OpResult:
        return value.owner
    return value.owner.parent_op


# ------------------------------------------------------------------ variables


class Variable:
    """An affine map of one result over (value, dim) operands: what a bound is asked of
    (MLIR's ``ValueBoundsConstraintSet::Variable``). ``expr`` uses symbols only, ``s<i>``
    standing for ``operands[i]``."""

    __slots__ = ("expr", "operands")

    def __init__(self, expr: AffineExpr, operands: list) -> None:
        self.expr = expr
        self.operands = operands

    @classmethod
    def of(cls, v: Any, dim: int | None = None) -> Variable:
        """An index value (or an int, or a constant), or dim ``dim`` of a shaped value."""
        if dim is None:
            c = constant_int(v)
            if c is not None:
                return cls(get_affine_constant_expr(c), [])
        return cls(get_affine_symbol_expr(0), [(v, dim)])

    @classmethod
    def from_map(cls, m: AffineMap, operands: Sequence[Any]) -> Variable:
        """``m`` (one result; dims and symbols alike) applied to ``operands`` (each a
        ``Variable``, a value, an int, or a ``(value, dim)`` pair); operand variables
        are inlined, equal (value, dim) pairs share one symbol."""
        out: list = []
        repl: list[AffineExpr] = []
        for x in operands:
            if isinstance(x, tuple):
                x = cls.of(x[0], x[1])
            elif not isinstance(x, Variable):
                x = cls.of(x)
            syms = []
            for vd in x.operands:
                for i, o in enumerate(out):
                    if o[0] is vd[0] and o[1] == vd[1]:
                        syms.append(get_affine_symbol_expr(i))
                        break
                else:
                    syms.append(get_affine_symbol_expr(len(out)))
                    out.append(vd)
            repl.append(x.expr.replace_dims_and_symbols([], syms) if syms else x.expr)
        nd = m.num_dims
        e = m.results[0].replace_dims_and_symbols(repl[:nd], repl[nd:])
        return cls(e, out)


# ------------------------------------------------------------------ the constraint system
#
# A row is a dict {column id: coefficient, _C: constant}; an equality row says
# sum(c * col) + constant == 0, an inequality row that it is >= 0. Column ids are stable
# (they never shift as MLIR's positions do); the order of columns is kept apart: dims
# first, then symbols, each in insertion order, as MLIR numbers them.


def _normalize(row: dict, eq: bool) -> dict | None | bool:
    """GCD-normalized row; True for a row that always holds, None for one that never
    does."""
    g = 0
    for k, c in row.items():
        if k != _C:
            g = math.gcd(g, c)
    const = row.get(_C, 0)
    if g == 0:
        if eq:
            return True if const == 0 else None
        return True if const >= 0 else None
    if g == 1:
        return row
    if eq:
        if const % g:
            return None
        return {k: c // g for k, c in row.items()}
    out = {k: c // g for k, c in row.items() if k != _C}
    out[_C] = const // g  # floor: integer tightening
    return out


def _freeze(row: dict) -> tuple:
    return tuple(sorted(row.items()))


class _System:
    """Linear equalities and inequalities over integer columns (the part of MLIR's
    ``FlatLinearConstraints`` the analysis uses)."""

    __slots__ = ("eqs", "ineqs", "infeasible")

    def __init__(self) -> None:
        self.eqs: list[dict] = []
        self.ineqs: list[dict] = []
        self.infeasible = False

    def copy(self) -> _System:
        s = _System()
        s.eqs = [dict(r) for r in self.eqs]
        s.ineqs = [dict(r) for r in self.ineqs]
        s.infeasible = self.infeasible
        return s

    def add(self, row: dict, eq: bool) -> None:
        r = _normalize({k: c for k, c in row.items() if c != 0 or k == _C}, eq)
        if r is True:
            return
        if r is None:
            self.infeasible = True
            return
        (self.eqs if eq else self.ineqs).append(r)

    def columns(self) -> set:
        cols: set = set()
        for r in self.eqs:
            cols.update(r)
        for r in self.ineqs:
            cols.update(r)
        cols.discard(_C)
        return cols

    def project_out(self, col: int) -> None:
        """Eliminate ``col``: through an equality that has it when there is one
        (Gaussian elimination), else Fourier-Motzkin on the inequalities."""
        best = None
        for i, r in enumerate(self.eqs):
            c = r.get(col, 0)
            if c and (best is None or abs(c) < abs(self.eqs[best][col])):
                best = i
        if best is not None:
            e = self.eqs.pop(best)
            ce = e[col]
            eqs, ineqs = self.eqs, self.ineqs
            self.eqs, self.ineqs = [], []
            for rows, is_eq in ((eqs, True), (ineqs, False)):
                for r in rows:
                    a = r.get(col, 0)
                    if not a:
                        self.add(r, is_eq)
                        continue
                    g = math.gcd(a, ce)
                    mr = abs(ce) // g  # positive: keeps an inequality's direction
                    me = a // g * (1 if ce > 0 else -1)
                    new: dict = {}
                    for k in set(r) | set(e):
                        new[k] = r.get(k, 0) * mr - e.get(k, 0) * me
                    new.pop(col, None)
                    self.add(new, is_eq)
            self._dedupe()
            return
        pos, neg, rest = [], [], []
        for r in self.ineqs:
            c = r.get(col, 0)
            (pos if c > 0 else neg if c < 0 else rest).append(r)
        self.ineqs = []
        # as MLIR's fourierMotzkinEliminate orders them: each upper with each lower
        # bound, then the rows without the column
        for n in neg:
            for p in pos:
                cp, cn = p[col], -n[col]
                g = math.gcd(cp, cn)
                fp, fn = cn // g, cp // g
                new = {}
                for k in set(p) | set(n):
                    new[k] = p.get(k, 0) * fp + n.get(k, 0) * fn
                new.pop(col, None)
                self.add(new, False)
        for r in rest:
            self.add(r, False)
        self._dedupe()

    def _dedupe(self) -> None:
        seen: set = set()
        out = []
        for r in self.ineqs:
            f = _freeze(r)
            if f not in seen:
                seen.add(f)
                out.append(r)
        # of inequalities that differ only in the constant, the tightest one
        best: dict = {}
        for r in out:
            key = tuple(sorted((k, c) for k, c in r.items() if k != _C))
            b = best.get(key)
            if b is None or r.get(_C, 0) < b.get(_C, 0):
                best[key] = r
        keep = {id(r) for r in best.values()}
        self.ineqs = [r for r in out if id(r) in keep]
        seen = set()
        eqs = []
        for r in self.eqs:
            f = _freeze(r)
            if f not in seen:
                seen.add(f)
                eqs.append(r)
        self.eqs = eqs

    def is_empty(self) -> bool:
        """Whether no rational point satisfies the system (so no integer one does)."""
        if self.infeasible:
            return True
        s = self.copy()
        for col in sorted(s.columns()):
            s.project_out(col)
            if s.infeasible:
                return True
        return s.infeasible

    def constant_bound(self, kind: str, col: int) -> int | None:
        """The constant lower (LB), upper (UB, closed) bound of ``col``, or its value
        (EQ, when both meet); None when there is none."""
        s = self.copy()
        for c in sorted(s.columns()):
            if c != col:
                s.project_out(c)
        if s.infeasible:
            return None
        lb = ub = None
        for r in s.eqs:
            a = r.get(col, 0)
            if a:
                const = r.get(_C, 0)
                if const % a:
                    return None
                v = -const // a
                lb = v if lb is None else max(lb, v)
                ub = v if ub is None else min(ub, v)
        for r in s.ineqs:
            a = r.get(col, 0)
            const = r.get(_C, 0)
            if a > 0:
                v = -(const // a)  # ceil(-const / a)
                lb = v if lb is None else max(lb, v)
            elif a < 0:
                v = const // -a
                ub = v if ub is None else min(ub, v)
        if kind == LB:
            return lb
        if kind == UB:
            return ub
        return lb if lb is not None and lb == ub else None

    def implied(self, row: dict) -> bool:
        """Whether inequality ``row`` holds wherever the system does."""
        s = self.copy()
        neg = {k: -c for k, c in row.items()}
        neg[_C] = neg.get(_C, 0) - 1
        s.add(neg, False)
        return s.is_empty()

    def remove_redundant_inequalities(self) -> None:
        i = 0
        while i < len(self.ineqs):
            r = self.ineqs.pop(i)
            if self.implied(r):
                continue
            self.ineqs.insert(i, r)
            i += 1


# ------------------------------------------------------------------ the constraint set


class ValueBoundsConstraintSet:
    """Constraints gathered over a backward slice (MLIR's ``ValueBoundsConstraintSet``).

    ``ValueBoundsOpInterface`` implementations receive it: ``get_expr(value, dim)`` gives
    the expression of a value (or dim), mapping it first (its op is asked in turn unless
    the stop condition holds for it); ``bound_eq/le/lt/ge/gt(value, rhs, dim)`` add facts;
    ``populate_and_compare(lhs, cmp, rhs)`` maps both sides, then says whether the
    comparison is proven by what is known so far (``lhs``/``rhs``: a ``Variable``, a
    value, an int or a ``(value, dim)`` pair; ``cmp`` one of ``"EQ"``, ``"LT"``,
    ``"LE"``, ``"GT"``, ``"GE"``); ``compare`` does so by a walk of its own. Expressions use symbols that stand for
    columns, so only expressions from this set may be given back to it."""

    def __init__(self, stop: StopCondition) -> None:
        self.stop = stop
        self.sys = _System()
        self.next_id = 0
        self.dims: list[int] = []  # column ids, in MLIR's order
        self.syms: list[int] = []
        self.key_of: dict[int, ValueDim | None] = {}
        self.col_of: dict[tuple, int] = {}
        self.worklist: deque = deque()
        self.locals: dict[tuple, int] = {}

    # -- columns
    def _new_col(self, key: ValueDim | None, symbol: bool) -> int:
        c = self.next_id
        self.next_id += 1
        (self.syms if symbol else self.dims).append(c)
        self.key_of[c] = key
        if key is not None:
            self.col_of[(id(key[0]), key[1])] = c
        return c

    def is_mapped(self, value: Value, dim: int | None = None) -> bool:
        return (id(value), dim) in self.col_of

    def col(self, value: Value, dim: int | None = None) -> int:
        return self.col_of[(id(value), dim)]

    def insert_value(self, value: Value, dim: int | None, symbol: bool = True, push: bool = True) -> int:
        c = self._new_col((value, dim), symbol)
        if push:
            self.worklist.append(c)
        return c

    def insert_variable(self, var: Variable, symbol: bool) -> int:
        """An anonymous column equal to ``var``; its operands are mapped (and queued)."""
        c = self._new_col(None, symbol)
        repl = [self.get_expr(v, d) for v, d in var.operands]
        e = var.expr.replace_dims_and_symbols([], repl) if repl else var.expr
        self._add_bound(EQ, c, e)
        return c

    # -- expressions
    def get_expr(self, value: Any, dim: int | None = None) -> AffineExpr:
        """The expression of ``value`` (or of its dim ``dim``): a constant when it is
        known statically, else its column (mapped and queued on first sight)."""
        if isinstance(value, int):
            return get_affine_constant_expr(value)
        if isinstance(value, AffineExpr):
            return value
        t = value.type
        const = None
        if dim is not None:
            if isinstance(t, (RankedTensorType, MemRefType)) and t.shape[dim] >= 0:
                const = t.shape[dim]
        else:
            const = constant_int(value)
        key = (id(value), dim)
        c = self.col_of.get(key)
        if c is not None:
            return get_affine_constant_expr(const) if const is not None else get_affine_symbol_expr(c)
        if const is not None:
            c = self.insert_value(value, dim, push=False)
            self.sys.add({c: 1, _C: -const}, True)
            return get_affine_constant_expr(const)
        return get_affine_symbol_expr(self.insert_value(value, dim))

    def _flatten(self, e: AffineExpr) -> dict | None:
        """``e`` (symbols are columns) as a row; quotients of divisions by constants
        become local columns; None for semi-affine expressions."""
        k = e.kind
        if k == _K.CONSTANT:
            return {_C: e.value}
        if k == _K.SYMBOL:
            return {e.position: 1, _C: 0}
        if k == _K.DIM:
            return None
        lhs = self._flatten(e.lhs)
        rhs = self._flatten(e.rhs)
        if lhs is None or rhs is None:
            return None
        if k == _K.ADD:
            out = dict(lhs)
            for c, v in rhs.items():
                out[c] = out.get(c, 0) + v
            return out
        rconst = len(rhs) == 1
        if k == _K.MUL:
            if not rconst:
                if len(lhs) != 1:
                    return None
                lhs, rhs = rhs, lhs
            m = rhs[_C]
            return {c: v * m for c, v in lhs.items()}
        if not rconst or rhs[_C] <= 0:
            return None
        d = rhs[_C]
        if k == _K.CEILDIV:
            lhs = dict(lhs)
            lhs[_C] = lhs.get(_C, 0) + d - 1
        q = self._quotient(lhs, d)
        if k == _K.MOD:
            out = dict(lhs)
            out[q] = out.get(q, 0) - d
            return out
        return {q: 1, _C: 0}

    def _quotient(self, row: dict, d: int) -> int:
        """A local column equal to ``row floordiv d``."""
        key = (_freeze(row), d)
        q = self.locals.get(key)
        if q is None:
            q = self.locals[key] = self._new_col(None, True)
            lo = {c: v for c, v in row.items()}  # row - d*q >= 0
            lo[q] = -d
            self.sys.add(lo, False)
            hi = {c: -v for c, v in row.items()}  # d*q + d - 1 - row >= 0
            hi[q] = d
            hi[_C] = hi.get(_C, 0) + d - 1
            self.sys.add(hi, False)
        return q

    def _add_bound(self, kind: str, col: int, e: AffineExpr) -> None:
        row = self._flatten(e)
        if row is None:
            return  # semi-affine: dropped (MLIR ignores the failure too)
        if kind == UB:  # col < e:  e - col - 1 >= 0
            row = dict(row)
            row[col] = row.get(col, 0) - 1
            row[_C] = row.get(_C, 0) - 1
            self.sys.add(row, False)
            return
        row = {c: -v for c, v in row.items()}
        row[col] = row.get(col, 0) + 1
        self.sys.add(row, kind == EQ)

    def _rhs(self, rhs: Any, dim: int | None) -> AffineExpr:
        if isinstance(rhs, AffineExpr):
            return rhs
        if isinstance(rhs, int):
            return get_affine_constant_expr(rhs)
        return self.get_expr(rhs, None if isinstance(rhs.type, IndexType) else dim)

    def _bound_col(self, value: Value, dim: int | None) -> int:
        c = self.col_of.get((id(value), dim))
        if c is None:
            self.get_expr(value, dim)
            c = self.col_of[(id(value), dim)]
        return c

    def bound_eq(self, value: Value, rhs: Any, dim: int | None = None) -> None:
        """``value`` (dim ``dim`` of it) == ``rhs`` (an expression, int, or index value)."""
        self._add_bound(EQ, self._bound_col(value, dim), self._rhs(rhs, dim))

    def bound_ge(self, value: Value, rhs: Any, dim: int | None = None) -> None:
        self._add_bound(LB, self._bound_col(value, dim), self._rhs(rhs, dim))

    def bound_gt(self, value: Value, rhs: Any, dim: int | None = None) -> None:
        self._add_bound(LB, self._bound_col(value, dim), self._rhs(rhs, dim) + 1)

    def bound_lt(self, value: Value, rhs: Any, dim: int | None = None) -> None:
        self._add_bound(UB, self._bound_col(value, dim), self._rhs(rhs, dim))

    def bound_le(self, value: Value, rhs: Any, dim: int | None = None) -> None:
        self._add_bound(UB, self._bound_col(value, dim), self._rhs(rhs, dim) + 1)

    # -- the walk
    def process_worklist(self) -> None:
        while self.worklist:
            c = self.worklist.popleft()
            key = self.key_of.get(c)
            if key is None:
                continue
            value, dim = key
            if dim is not None:
                t = value.type
                if isinstance(t, (RankedTensorType, MemRefType)) and t.shape[dim] >= 0:
                    self.sys.add({c: 1, _C: -t.shape[dim]}, True)
                    continue
            if self.stop(value, dim, self):
                continue
            op = owner_of(value)
            if op is None:
                continue
            iface = op.interface(ValueBoundsOpInterface)
            if iface is not None:
                if dim is None:
                    iface.populate_bounds_for_index_value(value, self)
                else:
                    iface.populate_bounds_for_shaped_value_dim(value, dim, self)
                continue
            if dim is None or type(value) is not OpResult:
                continue
            dps = op.interface(DestinationStyleOpInterface)
            if dps is None:
                continue
            tied = dps.tied_op_operand(value)
            if tied is not None:
                self.bound_eq(value, self.get_expr(tied.value, dim), dim)

    def populate_constraints(self, value: Value, dim: int | None = None) -> None:
        self.get_expr(value, dim)
        self.process_worklist()

    def populate_variable(self, var: Variable) -> int:
        """Map ``var`` as a new dim column, walk what it reaches; returns the column."""
        c = self.insert_variable(var, symbol=False)
        self.process_worklist()
        return c

    def compare_cols(self, lhs: int, cmp: str, rhs: int) -> bool:
        """Whether ``lhs cmp rhs`` is proven: adding its negation leaves no solution."""
        if self.sys.is_empty():
            return False
        if cmp == EQ:
            return self.compare_cols(lhs, LE, rhs) and self.compare_cols(lhs, GE, rhs)
        if cmp in (LT, LE):
            row = {lhs: 1, rhs: -1, _C: 0}
        else:
            row = {lhs: -1, rhs: 1, _C: 0}
        if lhs == rhs:
            row = {_C: 0}
        if cmp in (LE, GE):
            row[_C] -= 1
        s = self.sys.copy()
        s.add(row, False)
        return s.is_empty()

    @staticmethod
    def compare(lhs: Any, cmp: str, rhs: Any) -> bool:
        """``compare`` of this module: a walk of its own (MLIR's static ``compare``)."""
        return compare(lhs, cmp, rhs)

    def populate_and_compare(self, lhs: Any, cmp: str, rhs: Any) -> bool:
        lv, rv = _as_variable(lhs), _as_variable(rhs)
        lc = self.populate_variable(lv)
        rc = self.populate_variable(rv)
        return self.compare_cols(lc, cmp, rc)

    # -- projection and reading bounds
    def project_out_col(self, c: int) -> None:
        self.sys.project_out(c)
        key = self.key_of.pop(c)
        if key is not None:
            del self.col_of[(id(key[0]), key[1])]
        if c in self.dims:
            self.dims.remove(c)
        else:
            self.syms.remove(c)

    def slice_bounds(self, col: int) -> tuple[AffineExpr | None, AffineExpr | None]:
        """Lower and closed upper bound of ``col`` in terms of the symbol columns left
        (``s<i>`` is the i-th one), as MLIR's ``getSliceBounds`` finds them."""
        sym_pos = {c: i for i, c in enumerate(self.syms)}
        s = self.sys
        if s.infeasible:
            return None, None

        def expr_of(row: dict, scale: int = 1) -> AffineExpr:
            e: AffineExpr = get_affine_constant_expr(0)
            for c in self.syms:
                v = row.get(c, 0)
                if v:
                    e = e + get_affine_symbol_expr(sym_pos[c]) * (v * scale)
            k = row.get(_C, 0) * scale
            if k:
                e = e + k
            return e

        ns = len(self.syms)
        lo, hi = s.constant_bound(LB, col), s.constant_bound(UB, col)
        if lo is not None and lo == hi:
            e = get_affine_constant_expr(lo)
            return e, e
        # a floor division: c*x <= e <= c*x + k with 0 <= k < c
        for r1 in s.ineqs:
            a = r1.get(col, 0)
            if a >= -1:
                continue
            for r2 in s.ineqs:
                if r2.get(col, 0) != -a:
                    continue
                if any(r2.get(k, 0) != -v for k, v in r1.items() if k not in (col, _C)):
                    continue
                if any(k not in r1 for k in r2 if k not in (col, _C) and r2[k]):
                    continue
                k = r1.get(_C, 0) + r2.get(_C, 0)
                if 0 <= k <= -a - 1:
                    rest = {c: v for c, v in r1.items() if c != col}
                    e = simplify_affine_expr(expr_of(rest).floordiv(-a), 0, ns)
                    return e, e
        for r in s.eqs:
            a = r.get(col, 0)
            if not a:
                continue
            rest = {c: v for c, v in r.items() if c != col}
            e = expr_of(rest, -1).floordiv(a) if a > 0 else expr_of(rest).floordiv(-a)
            e = simplify_affine_expr(e, 0, ns)
            return e, e
        t = s.copy()
        t.remove_redundant_inequalities()
        lbs, ubs = [], []
        for r in t.ineqs:
            a = r.get(col, 0)
            rest = {c: v for c, v in r.items() if c != col}
            if a > 0:
                lbs.append((expr_of(rest, -1) + (a - 1)).floordiv(a))
            elif a < 0:
                ubs.append(expr_of(rest).floordiv(-a))
        # several bounds: the constant one if there is one, else (as MLIR, which reads
        # the first result of its multi-result map) the first
        lb = lbs[0] if lbs else None
        ub = ubs[0] if ubs else None
        if len(lbs) > 1 and lo is not None:
            lb = get_affine_constant_expr(lo)
        if len(ubs) > 1 and hi is not None:
            ub = get_affine_constant_expr(hi)
        return lb, ub


def _as_variable(x: Any) -> Variable:
    if isinstance(x, Variable):
        return x
    if isinstance(x, tuple):
        return Variable.of(x[0], x[1])
    return Variable.of(x)


# ------------------------------------------------------------------ queries


def compute_bound(
    kind: str, var: Any, stop: StopCondition, closed_ub: bool = False
) -> tuple[AffineMap, list] | None:
    """A bound of ``var`` (``Variable``, value or ``(value, dim)``) of ``kind`` (EQ, LB or
    UB, open unless ``closed_ub``) as an affine map of symbols over (value, dim)
    operands, all values the stop condition accepted; None when there is none (MLIR's
    ``computeBound``)."""
    var = _as_variable(var)
    cs = ValueBoundsConstraintSet(stop)
    pos = cs.insert_variable(var, symbol=False)
    cs.process_worklist()
    for c in list(cs.dims) + list(cs.syms):
        if c == pos:
            continue
        key = cs.key_of[c]
        if key is None or not stop(key[0], key[1], cs):
            cs.project_out_col(c)
    lb, ub = cs.slice_bounds(pos)
    if kind != LB and ub is None:
        return None
    if kind != UB and lb is None:
        return None
    if kind == EQ and lb is not ub:
        return None
    bound = lb if kind in (EQ, LB) else (ub if closed_ub else ub + 1)
    repl: list[AffineExpr] = []
    operands: list = []
    for i, c in enumerate(cs.syms):
        if bound.is_function_of_symbol(i):
            repl.append(get_affine_symbol_expr(len(operands)))
            operands.append(cs.key_of[c])
        else:
            repl.append(get_affine_constant_expr(0))
    bound = bound.replace_dims_and_symbols([], repl)
    return AffineMap.get(0, len(operands), [bound]), operands


def compute_constant_bound(
    kind: str, var: Any, stop: StopCondition | None = None, closed_ub: bool = False
) -> int | None:
    """A constant bound of ``var`` (MLIR's ``computeConstantBound``); without a stop
    condition the walk goes on until the bound is known."""
    var = _as_variable(var)
    cell = [-1]

    def default_stop(v: Value, d: int | None, cs: ValueBoundsConstraintSet) -> bool:
        return cell[0] >= 0 and cs.sys.constant_bound(kind, cell[0]) is not None

    cs = ValueBoundsConstraintSet(stop or default_stop)
    cell[0] = cs.insert_variable(var, symbol=False)
    cs.process_worklist()
    b = cs.sys.constant_bound(kind, cell[0])
    if b is None:
        return None
    return b + 1 if kind == UB and not closed_ub else b


def compute_constant_delta(v1: Value, v2: Value, d1: int | None = None, d2: int | None = None) -> int | None:
    """``v1 - v2`` when it is a constant (MLIR's ``computeConstantDelta``)."""
    m = AffineMap.get(0, 2, [get_affine_symbol_expr(0) - get_affine_symbol_expr(1)])
    return compute_constant_bound(EQ, Variable.from_map(m, [(v1, d1), (v2, d2)]))


def compare(lhs: Any, cmp: str, rhs: Any) -> bool:
    """Whether ``lhs cmp rhs`` is proven; the walk stops as soon as it is (MLIR's
    ``ValueBoundsConstraintSet::compare``)."""
    cols = [-1, -1]

    def stop(v: Value, d: int | None, cs: ValueBoundsConstraintSet) -> bool:
        if cols[0] < 0 or cols[1] < 0:
            return False
        return cs.compare_cols(cols[0], cmp, cols[1])

    cs = ValueBoundsConstraintSet(stop)
    cols[0] = cs.populate_variable(_as_variable(lhs))
    cols[1] = cs.populate_variable(_as_variable(rhs))
    return cs.compare_cols(cols[0], cmp, cols[1])


def are_equal(a: Any, b: Any) -> bool | None:
    """True, False, or None when neither is proven (MLIR's ``areEqual``)."""
    if compare(a, EQ, b):
        return True
    if compare(a, LT, b) or compare(a, GT, b):
        return False
    return None


# ------------------------------------------------------------------ reification


def _dim_values(rw: Any, operands: list, loc: Any) -> list:
    out = []
    for v, d in operands:
        if d is None:
            out.append(v)
            continue
        name = "tensor.dim" if isinstance(v.type, RankedTensorType) else "memref.dim"
        c = rw.create("arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, d)}, loc=loc)
        out.append(rw.create(name, [v, c.results[0]], [_INDEX], {}, loc=loc).results[0])
    return out


def reify_value_bound(
    rw: Any, loc: Any, kind: str, var: Any, stop: StopCondition, closed_ub: bool = False
) -> Value | int | None:
    """The bound built at ``rw``'s insertion point: an int (a constant bound), an
    existing value, or an ``affine.apply`` (MLIR's ``affine::reifyValueBound``)."""
    from ...ir.layout_attrs import AffineMapAttr
    from ..transforms.expand_strided_metadata import canonicalize_map_and_operands

    got = compute_bound(kind, var, stop, closed_ub)
    if got is None:
        return None
    m, operands = got
    vals = _dim_values(rw, operands, loc)
    m, vals = canonicalize_map_and_operands(m, vals)
    e = m.results[0]
    if e.kind == _K.CONSTANT:
        return e.value
    if e.kind == _K.SYMBOL:
        return vals[m.num_dims + e.position]
    if e.kind == _K.DIM:
        return vals[e.position]
    return rw.create("affine.apply", vals, [_INDEX], {"map": AffineMapAttr.get(m)}, loc=loc).results[0]


_ARITH = {
    _K.ADD: "arith.addi",
    _K.MUL: "arith.muli",
    _K.FLOORDIV: "arith.divsi",
    _K.CEILDIV: "arith.ceildivsi",
    _K.MOD: "arith.remsi",
}


def reify_value_bound_with_arith(
    rw: Any, loc: Any, kind: str, var: Any, stop: StopCondition, closed_ub: bool = False
) -> Value | int | None:
    """As ``reify_value_bound``, the bound built of arith ops (MLIR's
    ``arith::reifyValueBound``)."""
    got = compute_bound(kind, var, stop, closed_ub)
    if got is None:
        return None
    m, operands = got
    vals = _dim_values(rw, operands, loc)
    e = m.results[0]
    if e.kind == _K.CONSTANT:
        return e.value
    if e.kind == _K.SYMBOL:
        return vals[e.position]

    def build(x: AffineExpr) -> Value:
        if x.kind == _K.CONSTANT:
            a = IntegerAttr.get(_INDEX, x.value)
            return rw.create("arith.constant", [], [_INDEX], {"value": a}, loc=loc).results[0]
        if x.kind == _K.SYMBOL:
            return vals[x.position]
        lhs = build(x.lhs)
        rhs = build(x.rhs)
        return rw.create(_ARITH[x.kind], [lhs, rhs], [_INDEX], {}, loc=loc).results[0]

    return build(e)


def is_function_argument(v: Value, d: int | None = None, cs: Any = None) -> bool:
    """A stop condition: ``v`` is an argument of a function op's body."""
    if type(v) is not BlockArgument:
        return False
    op = v.owner.parent_op
    return op is not None and "FunctionOpInterface" in type(op).traits


def _load_models() -> None:
    """Import the dialects' ``ValueBoundsOpInterface`` implementations (external models,
    attached on import)."""
    from ...rules import (  # noqa: F401
        affine_value_bounds,
        arith_value_bounds,
        linalg_value_bounds,
        memref_value_bounds,
        scf_value_bounds,
        tensor_value_bounds,
        vector_value_bounds,
    )


_load_models()
