"""``symbol-dce``: erase symbols nothing live refers to (MLIR's SymbolDCE).

Symbols are asked through ``SymbolOpInterface`` (an op without it, or an optional
symbol left unnamed, is not a symbol). A symbol is discardable when its table is hidden
(a private or unnamed nested table, or the top op) or it is private, and it says
``can_discard_on_use_empty()`` (by default: when it is private). Everything else in a
symbol table is live, and so is every symbol a live op refers to (``@sym`` / ``@a::@b``
references in attributes of the op and of the ops nested in it, not looking into nested
symbol tables, which are processed recursively when live; a nested reference makes
every symbol along its path live). Dead symbols are erased from every symbol table
under the op.

What it does not do: erase non-symbol ops, or look through symbol references it cannot
resolve (they are ignored, as MLIR does).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ...ir.attributes import SymbolRefAttr
from ...ir.base import Attribute
from ...ir.diagnostics import op_error, report
from ...ir.interfaces import SymbolOpInterface
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


def own_symbol_uses(op: Any) -> Iterator[tuple[Any, SymbolRefAttr]]:
    """(user op, reference) for ``op``'s own attributes and, unless ``op`` is a symbol
    table (a new scope), the ops nested in it, not entering nested symbol tables
    (MLIR's ``SymbolTable::getSymbolUses(Operation *)``)."""
    if "SymbolTable" in type(op).traits:
        for d in (op.properties, op.attributes):
            for a in d.values():
                for ref in _attr_refs(a):
                    yield op, ref
        return
    yield from symbol_uses(op)


def _symbol(op: Any) -> Any | None:
    """``op``'s ``SymbolOpInterface`` when it defines a symbol (a name), else None."""
    s = op.interface(SymbolOpInterface)
    return s if s is not None and s.name() is not None else None


def _is_private(sym: Any) -> bool:
    return sym.visibility() == "private"


def _table(op: Any) -> dict:
    """Name -> symbol op of the symbol table ``op`` (the first of a name wins)."""
    t: dict = {}
    if op.regions:
        for b in op.regions[0].blocks:
            for c in b.ops:
                s = _symbol(c)
                if s is not None:
                    t.setdefault(s.name(), c)
    return t


def _resolve(table_op: Any, ref: SymbolRefAttr, tables: dict) -> list:
    """The symbols along ``ref`` looked up in symbol table ``table_op``: the root, each
    nested table and the leaf (MLIR's ``lookupSymbolIn`` into a list), or [] when a
    step is missing or not a symbol table."""
    found: list = []
    cur = table_op
    for n in (ref.root, *ref.nested):
        if "SymbolTable" not in type(cur).traits:
            return []
        t = tables.get(cur)
        if t is None:
            t = tables[cur] = _table(cur)
        cur = t.get(n)
        if cur is None:
            return []
        found.append(cur)
    return found


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
        sym = _symbol(op)
        if op.parent_op is not None and sym is not None:
            hidden = _is_private(sym)
        live: set = set()
        tables: dict = {}
        self._liveness(op, hidden, live, tables)
        erased = 0
        for t in list(op.walk()) if op.regions else []:  # post-order, as MLIR
            if "SymbolTable" not in type(t).traits or not t.regions:
                continue
            for b in t.regions[0].blocks:
                for c in list(b.ops):
                    if c is b.last and "IsTerminator" in type(c).traits:
                        continue
                    if c not in live and _symbol(c) is not None:
                        c.drop_all_references()
                        c.detach()
                        erased += 1
        if erased:
            self.num_dce += erased
        else:
            self.mark_all_analyses_preserved()

    def _liveness(self, table: Any, hidden: bool, live: set, tables: dict) -> None:
        """Mark live the symbols of ``table`` (hidden: not visible to an enclosing table)
        that cannot be discarded, and everything they and the non-symbol ops refer to."""
        work: list = []
        for b in table.regions[0].blocks:
            for c in b.ops:
                sym = _symbol(c)
                if sym is None:
                    work.append(c)
                    continue
                discardable = (hidden or _is_private(sym)) and sym.can_discard_on_use_empty()
                if not discardable and c not in live:
                    live.add(c)
                    work.append(c)
        while work:
            o = work.pop()
            if "SymbolTable" in type(o).traits:
                sym = _symbol(o)
                self._liveness(o, hidden or sym is None or _is_private(sym), live, tables)
            scope = o.parent_op
            for _user, ref in own_symbol_uses(o):
                for target in _resolve(scope, ref, tables):
                    if target not in live:
                        live.add(target)
                        work.append(target)
