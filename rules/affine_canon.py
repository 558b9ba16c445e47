"""MLIR 19's folders of the affine ops (``AffineOps.cpp``), run by ``canonicalize``.

``affine.apply``: a map whose result is one dim or symbol folds to that operand; with
every operand constant it folds to the value of its map (a division or modulo by zero is
not folded). ``affine.min``/``affine.max``: a symbol-identity map folds to its operand;
when the constant operands make every result constant, to the smallest/largest of them.

What it does not do yet: MLIR's ``SimplifyAffineOp`` patterns (composition with producing
``affine.apply`` ops, dropping unused or duplicate operands, promoting constant operands
into the map), loop-bound folding and empty-loop removal, ``affine.if`` on trivial sets,
and the in-place partial folding of min/max maps. ``PATTERNS`` is empty until then.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.affine import AffineDimExpr, AffineSymbolExpr, get_affine_constant_expr
from irlite.ir.attributes import IntegerAttr
from irlite.ir.types import IndexType

_INDEX = IndexType.get()


def _ints(consts: list) -> list | None:
    out = []
    for c in consts:
        if type(c) is not IntegerAttr:
            return None
        out.append(c.value)
    return out


def fold_apply(op: Any, consts: list) -> Any:
    m = op.properties["map"].map
    if len(m.results) != 1:
        return None
    e = m.results[0]
    if type(e) is AffineDimExpr:
        return op.op_operands[e.position].value
    if type(e) is AffineSymbolExpr:
        return op.op_operands[m.num_dims + e.position].value
    vals = _ints(consts)
    if vals is None:
        return None
    try:
        v = e.evaluate(vals[: m.num_dims], vals[m.num_dims :])
    except ZeroDivisionError:
        return None
    return IntegerAttr.get(_INDEX, v)


def _fold_min_max(pick: Any) -> Any:
    def fold(op: Any, consts: list) -> Any:
        m = op.properties["map"].map
        if (
            m.num_dims == 0
            and m.num_symbols == 1
            and len(m.results) == 1
            and type(m.results[0]) is AffineSymbolExpr
        ):
            return op.op_operands[0].value
        known = [
            get_affine_constant_expr(c.value) if type(c) is IntegerAttr else None for c in consts
        ]
        dims = [k if k is not None else None for k in known[: m.num_dims]]
        syms = known[m.num_dims :]
        results = []
        for e in m.results:
            try:
                r = _partial(e, dims, syms)
            except ZeroDivisionError:
                return None
            if r is None:
                return None
            results.append(r)
        if not results:
            return None
        return IntegerAttr.get(_INDEX, pick(results))

    return fold


def _partial(e: Any, dims: list, syms: list) -> int | None:
    """The value of ``e`` when the dims and symbols it uses are all known, else None."""
    for x in e.walk():
        if type(x) is AffineDimExpr and dims[x.position] is None:
            return None
        if type(x) is AffineSymbolExpr and syms[x.position] is None:
            return None
    return e.evaluate(
        [d.value if d is not None else 0 for d in dims],
        [s.value if s is not None else 0 for s in syms],
    )


PATTERNS: list = []
FOLDERS: dict = {
    "affine.apply": fold_apply,
    "affine.min": _fold_min_max(min),
    "affine.max": _fold_min_max(max),
}
