"""``symbol-privatize``: make the symbols an op defines private (MLIR's SymbolPrivatize).

Every op directly in the regions of the op the pass runs on that defines a symbol
(``SymbolOpInterface`` with a name) is made private through ``set_visibility``,
whatever its visibility was (public or nested), unless its name is in the ``exclude``
option (``symbol-privatize{exclude=a,b}``). Nested symbol tables are not entered: run
the pass on them (``builtin.module(builtin.module(symbol-privatize))``) to privatize
their symbols.

What it does not do: rename symbols, erase unused ones (``symbol-dce``), check that an
excluded name exists, or touch ops without the interface (an unregistered op with a
``sym_name`` attribute stays as it is, as in MLIR).
"""

from __future__ import annotations

from typing import Any

from ...ir.interfaces import SymbolOpInterface
from ..infra.pass_base import Option, Pass, register_pass

__all__ = ["SymbolPrivatize"]


@register_pass(
    "symbol-privatize",
    summary="Mark symbols private",
    options=[
        Option(
            "exclude",
            list[str],
            None,
            "Comma separated list of symbols that should not be marked private",
        )
    ],
    display_name="SymbolPrivatize",
)
class SymbolPrivatize(Pass):
    """Makes every symbol defined directly in the op's regions private, but the excluded."""

    def run_on_operation(self, op: Any) -> None:
        excluded = set(self.exclude)
        changed = False
        for region in op.regions:
            for block in region.blocks:
                for child in block.ops:
                    sym = child.interface(SymbolOpInterface)
                    if sym is None:
                        continue
                    name = sym.name()
                    if name is None or name in excluded:
                        continue
                    if sym.visibility() != "private":
                        changed = True
                    sym.set_visibility("private")
        if not changed:
            self.mark_all_analyses_preserved()
