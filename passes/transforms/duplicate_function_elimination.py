"""``duplicate-function-elimination``: functions equivalent to an earlier one are erased
and their uses renamed to it (MLIR 19's DuplicateFunctionEliminationPass).

Two ``func.func`` ops are equivalent when their properties other than ``sym_name`` are
equal (the signature, visibility, argument and result attributes), their discardable
attributes are equal, and their bodies are alike block by block, locations ignored
(MLIR's ``OperationEquivalence::isRegionEquivalentTo``). Functions are visited in
order over the whole module; the first of each kind is kept, and every symbol use of a
later one (calls and any other reference in the module's symbol tables) names the first.

What it does not do: treat commutative operands in another order as equal
(``addf %a, %b`` and ``addf %b, %a`` differ), or merge functions other than ``func.func``.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation
from ...ir.equivalence import is_region_equivalent_to
from ...ir.symbol_table import SymbolUserMap
from ..infra.pass_base import Pass, register_pass

__all__ = ["DuplicateFunctionElimination", "eliminate_duplicate_functions"]


def _name(f: Operation) -> str:
    n = f.properties["sym_name"]
    return getattr(n, "value", n)


def _key(f: Operation) -> tuple:
    """What must be equal besides the body (hashable, for bucketing)."""
    props = tuple(sorted((k, v) for k, v in (f.properties or {}).items() if k != "sym_name"))
    attrs = tuple(sorted((f.attributes or {}).items()))
    return props, attrs


def _equivalent(a: Operation, b: Operation) -> bool:
    return is_region_equivalent_to(a.regions[0], b.regions[0], ignore_locations=True)


def eliminate_duplicate_functions(module: Operation) -> bool:
    """Erase the functions of ``module`` equivalent to an earlier one; True if any."""
    buckets: dict[tuple, list[Operation]] = {}
    erase: list[tuple[Operation, Operation]] = []
    for f in module.walk(post_order=False):
        if f.name != "func.func":
            continue
        reps = buckets.setdefault(_key(f), [])
        rep = next((r for r in reps if _equivalent(r, f)), None)
        if rep is None:
            reps.append(f)
        else:
            erase.append((f, rep))
    if not erase:
        return False
    users = SymbolUserMap(module)
    for f, rep in erase:
        users.replace_all_uses_with(f, _name(rep))
        f.erase()
    return True


@register_pass(
    "duplicate-function-elimination",
    summary="Deduplicate functions",
    anchor="builtin.module",
    display_name="DuplicateFunctionEliminationPass",
)
class DuplicateFunctionElimination(Pass):
    """Erases duplicate functions (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        if not eliminate_duplicate_functions(op):
            self.mark_all_analyses_preserved()
