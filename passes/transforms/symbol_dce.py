"""``symbol-dce``: erase symbols nothing live refers to (MLIR's SymbolDCE).

A symbol is discardable when its table is hidden (a private or unnamed
nested table, or the top op) or it is private, and it may be discarded when
unused (``func.func``: when private). Everything else in a symbol table is
live, and so is every symbol a live op refers to (``@sym`` / ``@a::@b``
references in attributes of the op and the ops nested in it, not looking
into nested symbol tables, which are processed recursively when live). Dead
symbols are erased from every symbol table under the op.

What it does not do: erase non-symbol ops, or look through symbol
references it cannot resolve (they are ignored, as MLIR does).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...ir.attributes import SymbolRefAttr
from ...ir.base import Attribute
from ...ir.diagnostics import op_error, report
from ..infra.pass_base import Pass, Statistic, register_pass

_REFS: dict = {}


def _attr_refs(a: Any) -> tuple:
    """The ``SymbolRefAttr``s inside attribute ``a`` (cached: attributes are interned)."""
    r = _REFS.get(a)
    if r is None:
        if isinstance(a, SymbolRefAttr):
            r = (a,)
        else:
            acc: list = []
            _collect(a.params, acc)
            r = tuple(acc)
        _REFS[a] = r
    return r


def _collect(x: Any, acc: list) -> None:
    if isinstance(x, Attribute):
        acc.extend(_attr_refs(x))
    elif isinstance(x, (tuple, list)):
        for y in x:
            _collect(y, acc)
    elif isinstance(x, dict):
        for y in x.values():
            _collect(y, acc)


def symbol_uses(op: Any) -> Iterator[tuple[Any, SymbolRefAttr]]:
    """(user op, reference) for ``op`` and ops nested in it, not entering nested symbol tables."""
    stack = [op]
    while stack:
        o = stack.pop()
        for d in (o.properties, o.attributes):
            for a in d.values():
                for ref in _attr_refs(a):
                    yield o, ref
        if o is not op and "SymbolTable" in type(o).traits:
            continue
        for r in o.regions:
            for b in r.blocks:
                c = b.last
                while c is not None:
                    stack.append(c)
                    c = c.prev


def _sym_name(op: Any) -> str | None:
    a = op.properties.get("sym_name") if op.properties else None
    if a is None:
        a = op.attributes.get("sym_name") if op.attributes else None
    return getattr(a, "value", None)


def _is_private(op: Any) -> bool:
    v = op.get_attr("sym_visibility")
    return v is not None and getattr(v, "value", None) == "private"


def _is_symbol(op: Any) -> bool:
    return ("Symbol" in type(op).traits or "OptionalSymbol" in type(op).traits) and _sym_name(
        op
    ) is not None


def _table(op: Any) -> dict:
    t: dict = {}
    if op.regions:
        for b in op.regions[0].blocks:
            for c in b.ops:
                n = _sym_name(c)
                if n is not None and n not in t:
                    t[n] = c
    return t


def _resolve(from_op: Any, ref: SymbolRefAttr, tables: dict) -> Any | None:
    """The op ``ref`` names, looked up from the nearest symbol table enclosing ``from_op``."""
    scope = from_op
    while scope is not None and "SymbolTable" not in type(scope).traits:
        scope = scope.parent_op
    if scope is None:
        return None
    names = (ref.root,) + tuple(ref.nested)
    cur = scope
    for n in names:
        t = tables.get(cur)
        if t is None:
            t = tables[cur] = _table(cur)
        cur = t.get(n)
        if cur is None:
            return None
    return cur


@register_pass("symbol-dce", summary="Eliminate dead symbols")
class SymbolDCE(Pass):
    """Deletes symbols that are not referenced and can be discarded (private ones)."""

    num_dce = Statistic("num-dce'd", "Number of symbols DCE'd")

    def run_on_operation(self, op: Any) -> None:
        if "SymbolTable" not in type(op).traits:
            report(
                op_error(
                    op, " was scheduled to run under SymbolDCE, but does not define a symbol table"
                )
            )
            self.signal_pass_failure()
            return
        hidden = True
        if op.parent_op is not None and _is_symbol(op):
            hidden = _is_private(op)
        live: set = set()
        tables: dict = {}
        self._liveness(op, hidden, live, tables)
        erased = 0
        for t in list(op.walk()) if op.regions else []:  # post-order, as MLIR
            if "SymbolTable" not in type(t).traits or not t.regions:
                continue
            for b in t.regions[0].blocks:
                for c in list(b.ops):
                    if _is_symbol(c) and c not in live:
                        c.drop_all_references()
                        c.detach()
                        erased += 1
        if erased:
            self.num_dce += erased
        else:
            self.mark_all_analyses_preserved()

    def _liveness(self, table: Any, hidden: bool, live: set, tables: dict) -> None:
        work: list = []
        for b in table.regions[0].blocks:
            for c in b.ops:
                if not _is_symbol(c):
                    work.append(c)
                    continue
                discardable = (hidden or _is_private(c)) and _is_private(c)
                if not discardable and c not in live:
                    live.add(c)
                    work.append(c)
        while work:
            o = work.pop()
            if "SymbolTable" in type(o).traits and o is not table:
                sym_hidden = hidden or not _is_symbol(o) or _is_private(o)
                self._liveness(o, sym_hidden, live, tables)
            scope = o.parent_op
            for _user, ref in symbol_uses(o):
                target = _resolve(scope, ref, tables)
                if target is not None and target not in live:
                    live.add(target)
                    work.append(target)
