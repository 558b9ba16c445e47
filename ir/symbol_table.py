"""Symbol uses and their replacement (MLIR's ``SymbolTable`` static utilities, ``SymbolUserMap``).

A *use* is a ``SymbolRefAttr`` (``@f``, ``@m::@f``) anywhere inside an op's attributes
(properties and discardable ones, nested arrays, dictionaries and other attributes; not
inside another reference). The walks follow MLIR 19:

* ``symbol_uses(op)`` / ``symbol_uses_in(regions)``: every use in ``op`` and the ops
  nested in it, not entering nested symbol tables (their own attributes count); ``None``
  when an unregistered op with one region is met (it may be a symbol table nobody knows);
* ``symbol_uses_of(symbol, scope)``: the uses of one symbol op within ``scope`` (an op or
  a region): the references that name it from there (``@f`` beside it, ``@m::@f`` from
  the table above ``@m``), or that start with such a reference (``@m`` in ``@m::@f``);
* ``replace_all_symbol_uses(symbol, new_name, scope)``: those uses renamed
  (``@m::@f`` -> ``@m::@g``, a use through it -> ``@g::@f`` when ``@m`` is renamed);
* ``SymbolUserMap(table_op)``: symbol op -> the ops using it, over every symbol table
  at or below ``table_op`` (each symbol along a nested reference is used);
  ``replace_all_uses_with(symbol, new_name)`` renames the references in its users.

What it does not do: rename the symbol itself (``set_symbol_name``), or look into
types for references.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from .attributes import StringAttr, SymbolRefAttr, _raw_get
from .base import Attribute
from .core import Operation, Region
from .verifier import nearest_symbol_table

__all__ = [
    "SymbolUserMap",
    "attr_symbol_refs",
    "lookup_nearest_symbol_from",
    "lookup_symbol_in",
    "replace_all_symbol_uses",
    "set_symbol_name",
    "symbol_known_use_empty",
    "symbol_name",
    "symbol_uses",
    "symbol_uses_in",
    "symbol_uses_of",
]

Use = tuple[Operation, SymbolRefAttr]


# ------------------------------------------------------------------ names and lookups


def symbol_name(op: Operation) -> str | None:
    """The op's ``sym_name`` string (inherent or, for an unregistered op, discardable)."""
    a = op.get_attr("sym_name")
    return a.value if isinstance(a, StringAttr) else None


def set_symbol_name(op: Operation, name: str) -> None:
    op.set_attr("sym_name", StringAttr.get(name))


def _is_table(op: Operation) -> bool:
    return "SymbolTable" in type(op).traits


def _maybe_unknown_table(op: Operation) -> bool:
    """MLIR's ``isPotentiallyUnknownSymbolTable``: an unregistered op with one region."""
    return len(op.regions) == 1 and not getattr(type(op), "registered", False)


def _path(ref: SymbolRefAttr) -> tuple[str, ...]:
    return (ref.root, *ref.nested)


def lookup_symbol_in(table: Operation, ref: SymbolRefAttr) -> list[Operation] | None:
    """The symbol ops along ``ref`` from ``table`` (``@a::@b``: ``[a, b]``), or None."""
    out: list[Operation] = []
    cur = table
    for name in _path(ref):
        if not _is_table(cur) or not cur.regions or not cur.regions[0].blocks:
            return None
        found = None
        op = cur.regions[0].blocks[0].first
        while op is not None:
            if symbol_name(op) == name:
                found = op
                break
            op = op.next
        if found is None:
            return None
        out.append(found)
        cur = found
    return out


def lookup_nearest_symbol_from(op: Operation, ref: SymbolRefAttr) -> Operation | None:
    """``ref`` resolved from the nearest symbol table at or above ``op``."""
    table = nearest_symbol_table(op)
    found = lookup_symbol_in(table, ref) if table is not None else None
    return found[-1] if found else None


# ------------------------------------------------------------------ references in attributes

_REFS: dict[Attribute, tuple[SymbolRefAttr, ...]] = {}


def attr_symbol_refs(a: Any) -> tuple[SymbolRefAttr, ...]:
    """The references inside attribute ``a`` in order (cached: attributes are interned)."""
    r = _REFS.get(a)
    if r is None:
        if isinstance(a, SymbolRefAttr):
            r = (a,)
        else:
            acc: list[SymbolRefAttr] = []
            _collect(a.params, acc)
            r = tuple(acc)
        _REFS[a] = r
    return r


def _collect(x: Any, acc: list) -> None:
    if isinstance(x, Attribute):
        acc.extend(attr_symbol_refs(x))
    elif isinstance(x, tuple):
        for y in x:
            _collect(y, acc)


def _op_attrs(op: Operation) -> list[tuple[str, Attribute]]:
    """The op's attributes in MLIR's dictionary order (by name, properties merged in)."""
    items = list((op.properties or {}).items()) + list((op.attributes or {}).items())
    return sorted(((k, v) for k, v in items if isinstance(v, Attribute)), key=lambda kv: kv[0])


def _replace_in(x: Any, fn: Callable[[SymbolRefAttr], SymbolRefAttr]) -> Any:
    """``x`` with every reference ``r`` inside it replaced by ``fn(r)`` (rebuilt if changed)."""
    if isinstance(x, SymbolRefAttr):
        return fn(x)
    if isinstance(x, Attribute):
        if not attr_symbol_refs(x):
            return x
        params = _replace_in(x.params, fn)
        return x if params == x.params else _raw_get(type(x), *params)
    if isinstance(x, tuple):
        new = tuple(_replace_in(y, fn) for y in x)
        return x if all(a is b for a, b in zip(new, x)) else new
    return x


def _replace_in_op(op: Operation, fn: Callable[[SymbolRefAttr], SymbolRefAttr]) -> None:
    for store, put in ((op.properties, op.set_attr), (op.attributes, op.set_discardable_attr)):
        if not store:
            continue
        for k, v in list(store.items()):
            if isinstance(v, Attribute) and attr_symbol_refs(v):
                new = _replace_in(v, fn)
                if new is not v:
                    put(k, new)


# ------------------------------------------------------------------ walks


def _own_uses(op: Operation, out: list[Use]) -> None:
    """The op's references, each distinct one once (MLIR's walker visits an attribute once)."""
    seen: set = set()
    for _k, a in _op_attrs(op):
        for r in attr_symbol_refs(a):
            if r not in seen:
                seen.add(r)
                out.append((op, r))


def symbol_uses_in(regions: Iterable[Region]) -> list[Use] | None:
    """The uses in the ops of ``regions`` (see the module docstring), or None."""
    out: list[Use] = []
    stack = list(regions)
    stack.reverse()
    while stack:
        region = stack.pop()
        for b in region.blocks:
            for op in b.ops:
                if _maybe_unknown_table(op):
                    return None
                _own_uses(op, out)
                if not _is_table(op):
                    stack.extend(reversed(op.regions))
    return out


def symbol_uses(op: Operation) -> list[Use] | None:
    """The uses in ``op`` and the ops nested in it (not in nested symbol tables), or None."""
    if _maybe_unknown_table(op):
        return None
    out: list[Use] = []
    _own_uses(op, out)
    if _is_table(op):
        return out
    nested = symbol_uses_in(op.regions)
    return None if nested is None else out + nested


def _walk_scope(scope: Operation | Region, fn: Callable[[Operation], None]) -> None:
    """MLIR's ``walkSymbolTable``: ``fn`` on the scope's ops, not inside nested tables."""
    if isinstance(scope, Operation):
        fn(scope)
        if _is_table(scope):
            return
        regions = list(scope.regions)
    else:
        regions = [scope]
    while regions:
        for b in regions.pop().blocks:
            for op in b.ops:
                fn(op)
                if not _is_table(op):
                    regions.extend(op.regions)


def _is_prefix(sub: SymbolRefAttr, ref: SymbolRefAttr) -> bool:
    """MLIR's ``isReferencePrefixOf``."""
    if ref is sub:
        return True
    if ref.is_flat or ref.root != sub.root:
        return False
    return len(sub.nested) < len(ref.nested) and ref.nested[: len(sub.nested)] == sub.nested


def _valid_references(symbol: Operation, name: str, within: Operation) -> tuple[list, bool]:
    """MLIR's ``collectValidReferencesFor``: the references naming ``symbol`` from each
    symbol table above it up to ``within`` (``@f``, ``@t::@f``, ...), and whether every
    table on the way was a named symbol table (the list stops where one is not)."""
    refs = [SymbolRefAttr.get(name)]
    table = symbol.parent_op
    if table is within:
        return refs, True
    path = [name]
    while True:
        if table is None or not _is_table(table):
            return refs, False
        table_name = symbol_name(table)
        if table_name is None:
            return refs, False
        refs.append(SymbolRefAttr.get(table_name, path))
        table = table.parent_op
        if table is within:
            return refs, True
        path = [table_name, *path]


def _scopes(symbol: Operation, limit: Operation | Region) -> list[tuple[SymbolRefAttr, Any]]:
    """MLIR's ``collectSymbolScopes``: (the reference naming ``symbol``, where it does)."""
    if isinstance(limit, Region):
        scopes = _scopes(symbol, limit.parent)
        if scopes:
            scopes[-1] = (scopes[-1][0], limit)
        return scopes
    name = symbol_name(symbol)
    if name is None:
        return []
    ancestors = set()
    a: Operation | None = limit
    while a is not None:
        if a is symbol:
            table = nearest_symbol_table(limit.parent_op) if limit.parent_op else None
            return [(SymbolRefAttr.get(name), limit)] if table is symbol.parent_op else []
        ancestors.add(a)
        a = a.parent_op
    common = symbol.parent_op
    while common is not None and common not in ancestors:
        common = common.parent_op
    if common is None:
        return []
    refs, complete = _valid_references(symbol, name, common)
    if common is limit:
        # as MLIR: the references collected, even when the walk up stopped early
        scopes = []
        table = symbol.parent_op
        for r in refs:
            scopes.append((r, table.regions[0]))
            table = table.parent_op
        return scopes
    return [(refs[-1], limit)] if complete else []


def symbol_uses_of(symbol: Operation, scope: Operation | Region) -> list[Use] | None:
    """The uses of ``symbol`` within ``scope`` (MLIR's ``getSymbolUses(symbol, from)``)."""
    out: list[Use] = []
    for ref, where in _scopes(symbol, scope):
        uses = symbol_uses(where) if isinstance(where, Operation) else symbol_uses_in([where])
        if uses is None:
            return None
        out.extend(u for u in uses if _is_prefix(ref, u[1]))
    return out


def symbol_known_use_empty(symbol: Operation, scope: Operation | Region) -> bool:
    """Whether ``symbol`` is known to have no uses within ``scope``."""
    uses = symbol_uses_of(symbol, scope)
    return uses is not None and not uses


def _renamed(old: SymbolRefAttr, new_name: str) -> Callable[[SymbolRefAttr], SymbolRefAttr]:
    """The replacement function for references through ``old`` when its leaf is renamed."""
    if old.is_flat:
        new = SymbolRefAttr.get(new_name)
    else:
        new = SymbolRefAttr.get(old.root, (*old.nested[:-1], new_name))
    n = len(old.nested)

    def fn(r: SymbolRefAttr) -> SymbolRefAttr:
        if r is old:
            return new
        if not _is_prefix(old, r):
            return r
        if n == 0:
            return SymbolRefAttr.get(new_name, r.nested)
        nested = list(r.nested)
        nested[n - 1] = new_name
        return SymbolRefAttr.get(r.root, nested)

    return fn


def replace_all_symbol_uses(symbol: Operation, new_name: str, scope: Operation | Region) -> bool:
    """Rename the uses of ``symbol`` within ``scope`` to ``new_name`` (see the module
    docstring); False when no scope could be walked."""
    scopes = _scopes(symbol, scope)
    for ref, where in scopes:
        fn = _renamed(ref, new_name)
        _walk_scope(where, lambda op, fn=fn: _replace_in_op(op, fn))
    return bool(scopes)


# ------------------------------------------------------------------ the user map


def _walk_symbol_tables(op: Operation, fn: Callable[[Operation], None]) -> None:
    """``fn`` on every symbol table at or below ``op`` (MLIR's ``walkSymbolTables``)."""
    if _is_table(op):
        fn(op)
    for r in op.regions:
        for b in r.blocks:
            for o in b.ops:
                _walk_symbol_tables(o, fn)


class SymbolUserMap:
    """Symbol op -> the ops that use it, over the symbol tables at or below ``table_op``."""

    def __init__(self, table_op: Operation) -> None:
        self.users: dict[Operation, dict[Operation, None]] = {}

        def collect(table: Operation) -> None:
            for b in table.regions[0].blocks if table.regions else ():
                for op in b.ops:
                    for user, ref in symbol_uses(op) or ():
                        for sym in lookup_symbol_in(table, ref) or ():
                            self.users.setdefault(sym, {})[user] = None

        _walk_symbol_tables(table_op, collect)

    def get_users(self, symbol: Operation) -> list[Operation]:
        return list(self.users.get(symbol, ()))

    def replace_all_uses_with(self, symbol: Operation, new_name: str) -> None:
        """Rename the references to ``symbol`` in its users (MLIR's ``replaceAllUsesWith``)."""
        for user in self.get_users(symbol):
            replace_all_symbol_uses(symbol, new_name, user)
