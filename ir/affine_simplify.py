"""MLIR's ``simplifyAffineExpr`` / ``simplifyAffineMap``: simplification by flattening.

A pure affine expression is flattened into coefficients over its dims, symbols, local
variables (one per distinct ``floordiv``/``ceildiv``/``mod`` quotient) and a constant, as
MLIR's ``SimpleAffineExprFlattener`` does (common divisors cancelled, a ``mod`` of a
multiple of its divisor is zero, ``e ceildiv c`` is ``(e + c - 1) floordiv c``), then
rebuilt by ``getAffineExprFromFlatForm`` (dims, symbols, locals, constant, each added
with the building simplifications of ``ir.affine``), so ``(d0 + 1) * 2`` becomes
``d0 * 2 + 2`` and ``d0 - (d0 floordiv 4) * 4`` becomes ``d0 mod 4``, the text mlir-opt 19
prints.

What it does not do: semi-affine expressions (a product of two non-constants, a division
by a non-constant) are returned unchanged, where MLIR's ``simplifySemiAffine`` may still
rewrite them.
"""

from __future__ import annotations

import math

from .affine import (
    AffineExpr,
    AffineExprKind,
    AffineMap,
    IntegerSet,
    get_affine_constant_expr,
    get_affine_dim_expr,
    get_affine_symbol_expr,
)

__all__ = ["simplify_affine_expr", "simplify_affine_map", "simplify_integer_set"]

_K = AffineExprKind


class _Flattener:
    __slots__ = ("locals", "nd", "ns", "stack")

    def __init__(self, nd: int, ns: int) -> None:
        self.nd = nd
        self.ns = ns
        self.locals: list[AffineExpr] = []
        self.stack: list[list[int]] = []

    def width(self) -> int:
        return self.nd + self.ns + len(self.locals) + 1

    def rebuild(self, flat: list[int]) -> AffineExpr:
        """MLIR's ``getAffineExprFromFlatForm``."""
        nd, ns = self.nd, self.ns
        e: AffineExpr = get_affine_constant_expr(0)
        for j in range(nd + ns):
            c = flat[j]
            if c == 0:
                continue
            v = get_affine_dim_expr(j) if j < nd else get_affine_symbol_expr(j - nd)
            e = e + v * c
        for j in range(nd + ns, len(flat) - 1):
            c = flat[j]
            if c == 0:
                continue
            e = e + self.locals[j - nd - ns] * c
        if flat[-1] != 0:
            e = e + flat[-1]
        return e

    def add_local(self, expr: AffineExpr) -> None:
        at = self.nd + self.ns + len(self.locals)
        for v in self.stack:
            v.insert(at, 0)
        self.locals.append(expr)

    def find_local(self, expr: AffineExpr) -> int:
        for i, e in enumerate(self.locals):
            if e is expr:
                return i
        return -1

    def visit(self, e: AffineExpr) -> bool:
        k = e.kind
        if k == _K.CONSTANT:
            v = [0] * self.width()
            v[-1] = e.value
            self.stack.append(v)
            return True
        if k == _K.DIM or k == _K.SYMBOL:
            v = [0] * self.width()
            v[e.position if k == _K.DIM else self.nd + e.position] = 1
            self.stack.append(v)
            return True
        if not (self.visit(e.lhs) and self.visit(e.rhs)):
            return False
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        if k == _K.ADD:
            for i, x in enumerate(rhs):
                lhs[i] += x
            return True
        c = rhs[-1]
        if any(rhs[:-1]):
            return False  # semi-affine
        if k == _K.MUL:
            for i in range(len(lhs)):
                lhs[i] *= c
            return True
        if c <= 0:
            return False
        base = self.nd + self.ns
        if k == _K.MOD:
            if all(x % c == 0 for x in lhs):
                lhs[:] = [0] * len(lhs)
                return True
            g = c
            for x in lhs:
                g = math.gcd(g, abs(x))
            dividend = [x // g for x in lhs] if g != 1 else list(lhs)
            q = self.rebuild(dividend).floordiv(get_affine_constant_expr(c // g))
            loc = self.find_local(q)
            if loc == -1:
                self.add_local(q)
                lhs[base + len(self.locals) - 1] = -c
            else:
                lhs[base + loc] -= c
            return True
        # floordiv / ceildiv
        g = c
        for x in lhs:
            g = math.gcd(g, abs(x))
        if g != 1:
            for i in range(len(lhs)):
                lhs[i] //= g
        d = c // g
        if d == 1:
            return True
        a = self.rebuild(lhs)
        b = get_affine_constant_expr(d)
        q = a.ceildiv(b) if k == _K.CEILDIV else a.floordiv(b)
        loc = self.find_local(q)
        if loc == -1:
            self.add_local(q)
        lhs[:] = [0] * len(lhs)
        lhs[base + (len(self.locals) - 1 if loc == -1 else loc)] = 1
        return True


def simplify_affine_expr(e: AffineExpr, num_dims: int, num_symbols: int) -> AffineExpr:
    """MLIR's ``simplifyAffineExpr`` for pure affine expressions (others unchanged)."""
    if not e.is_pure_affine():
        return e
    f = _Flattener(num_dims, num_symbols)
    if not f.visit(e):
        return e
    return f.rebuild(f.stack[-1])


def simplify_affine_map(m: AffineMap) -> AffineMap:
    """MLIR's ``simplifyAffineMap``: each result simplified."""
    return AffineMap.get(
        m.num_dims,
        m.num_symbols,
        [simplify_affine_expr(e, m.num_dims, m.num_symbols) for e in m.results],
    )


def simplify_integer_set(s: IntegerSet) -> IntegerSet:
    """Each constraint simplified (the part of MLIR's ``simplifyIntegerSet`` that rewrites
    expressions)."""
    return IntegerSet.get(
        s.num_dims,
        s.num_symbols,
        [simplify_affine_expr(e, s.num_dims, s.num_symbols) for e in s.constraints],
        s.eq_flags,
    )
