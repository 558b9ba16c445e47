"""MLIR's ``TestSymbolUses.cpp`` passes: symbol uses and their replacement (``ir.symbol_table``).

- ``test-symbol-uses``: for each symbol op below the module (post order) remarks how
  many references it contains, whether it has uses in the module's body, and each use
  (at the user: ``found use of symbol : @ref : "name"``); stops at an op that may be an
  unknown symbol table. External ``func.func``s without uses are erased afterwards
  (``<name> function successfully erased`` at the module).
- ``test-symbol-rauw``: each op below the module with a ``sym.new_name`` string is
  renamed, and the references to it in its users (``SymbolUserMap``) follow; nothing
  happens when the module's body has an op that may be an unknown symbol table.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import StringAttr
from ....ir.diagnostics import Diagnostic, report
from ....ir.interfaces import SymbolOpInterface
from ....ir.symbol_table import (
    SymbolUserMap,
    lookup_nearest_symbol_from,
    set_symbol_name,
    symbol_known_use_empty,
    symbol_name,
    symbol_uses,
    symbol_uses_in,
    symbol_uses_of,
)
from ...infra.pass_base import Pass, register_pass


def _is_symbol(op: Any) -> bool:
    """``isa<SymbolOpInterface>``: an op with an optional symbol is one only when named."""
    return op.interface(SymbolOpInterface) is not None and symbol_name(op) is not None


@register_pass("test-symbol-uses", summary="Test detection of symbol uses", anchor="builtin.module")
class SymbolUsesPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        body = op.regions[0]
        dead: list = []
        for sym in [o for o in body.ops for o in o.walk()]:
            if _is_symbol(sym) and not self._visit(sym, body, dead):
                break
        for f in dead:
            name = symbol_name(f)
            f.erase()
            report(Diagnostic.remark(op, f"{name} function successfully erased"))

    @staticmethod
    def _visit(sym: Any, body: Any, dead: list) -> bool:
        nested = symbol_uses(sym)
        if nested is None:
            report(
                Diagnostic.remark(
                    sym,
                    "symbol contains an unknown nested operation that 'may' define a new "
                    "symbol table",
                )
            )
            return False
        if nested:
            report(Diagnostic.remark(sym, f"symbol contains {len(nested)} nested references"))
        if symbol_known_use_empty(sym, body):
            if sym.name == "func.func" and not (sym.regions and sym.regions[0].blocks):
                dead.append(sym)
            report(Diagnostic.remark(sym, "symbol has no uses"))
            return True
        uses = symbol_uses_of(sym, body) or []
        name = StringAttr.get(symbol_name(sym) or "")
        for user, ref in uses:
            if user.parent_op is not None and lookup_nearest_symbol_from(user.parent_op, ref):
                report(Diagnostic.remark(user, f"found use of symbol : {ref} : {name}"))
        report(Diagnostic.remark(sym, f"symbol has {len(uses)} uses"))
        return True


@register_pass(
    "test-symbol-rauw", summary="Test replacement of symbol uses", anchor="builtin.module"
)
class SymbolReplacementPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        if symbol_uses_in([op.regions[0]]) is None:
            return
        users = SymbolUserMap(op)
        for nested in [o for top in op.regions[0].ops for o in top.walk()]:
            new = (nested.attributes or {}).get("sym.new_name")
            if not isinstance(new, StringAttr):
                continue
            users.replace_all_uses_with(nested, new.value)
            set_symbol_name(nested, new.value)
