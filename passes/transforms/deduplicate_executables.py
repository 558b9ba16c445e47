"""``deduplicate-executables``: structurally identical ``flow.executable``s are merged into
the first of them (IREE 3.13's iree-flow-deduplicate-executables).

Two executables are identical when their bodies are, up to the names of the symbols
they define: the executable's, its exports' and its functions' (so ``@f_dispatch_0`` and
``@f_dispatch_1``, outlined from two equal regions, are one). Every ``flow.dispatch`` of
a duplicate is retargeted to the first executable (its ``i``-th export becomes the
first's ``i``-th), and the duplicate is erased. Executables are compared in module order.

What it does not do: compare executables whose inner functions call each other by name
(a call inside one of them still names its own symbol), or merge exports within one
executable.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import ArrayAttr, StringAttr, SymbolRefAttr
from ..infra.pass_base import Pass, register_pass

__all__ = ["DeduplicateExecutables", "executable_key"]


@register_pass(
    "deduplicate-executables",
    summary="Deduplicates executables that are identical",
    display_name="DeduplicateExecutables",
    anchor="builtin.module",
)
class DeduplicateExecutables(Pass):
    """Merges identical executables of the module into the first of each kind."""

    def run_on_operation(self, op: Any) -> None:
        block = op.regions[0].blocks[0]
        kept: dict[str, Any] = {}
        retarget: dict[str, tuple[str, list[str], list[str]]] = {}
        for exe in list(block.ops):
            if exe.name != "flow.executable":
                continue
            key = executable_key(exe)
            first = kept.get(key)
            if first is None:
                kept[key] = exe
                continue
            retarget[_name(exe)] = (_name(first), _exports(first), _exports(exe))
            exe.erase()
        if not retarget:
            self.mark_all_analyses_preserved()
            return
        for o in op.walk():
            if o.name != "flow.dispatch":
                continue
            ref = o.properties["entry_points"].value[0]
            t = retarget.get(ref.root)
            if t is None:
                continue
            new_root, new_exports, old_exports = t
            i = old_exports.index(ref.leaf) if ref.leaf in old_exports else 0
            o.properties = dict(o.properties)
            o.properties["entry_points"] = ArrayAttr.get(
                [SymbolRefAttr.get(new_root, [new_exports[i]])]
            )


def _name(exe: Any) -> str:
    return exe.properties["sym_name"].value


def _exports(exe: Any) -> list[str]:
    return [
        o.properties["sym_name"].value
        for o in exe.regions[0].blocks[0].ops
        if o.name == "flow.executable.export"
    ]


_ANON = StringAttr.get("_")
_ANON_REF = SymbolRefAttr.get("_")


def executable_key(exe: Any) -> str:
    """The text of ``exe`` with the symbols it defines renamed to one name, in generic
    form: equal for structurally identical executables."""
    from ...ir.printer import print_op

    c = exe.clone()
    for o in c.walk():
        props = o.properties
        if not props:
            continue
        if "sym_name" in props or "function_ref" in props:
            props = dict(props)
            if "sym_name" in props:
                props["sym_name"] = _ANON
            if "function_ref" in props:
                props["function_ref"] = _ANON_REF
            o.properties = props
    return print_op(c, generic=True)
