"""Native helpers of ``dlti.rules``: MLIR 19's data layout attributes and the one query
irlite's passes make of them.

``#dlti.dl_entry<KEY, VALUE>`` (``DataLayoutEntryAttr``: KEY a type or a string, VALUE
any attribute) and ``#dlti.dl_spec<ENTRY, ...>`` (``DataLayoutSpecAttr``), read and
printed as mlir-opt 19 prints them (``#dlti.dl_entry<index, 256 : i64>``). A spec is
attached to an op as its ``dlti.dl_spec`` attribute; ``index_bitwidth(op)`` reads the
``index`` entry of the closest such spec (MLIR's ``DataLayout::closest(op)``), 64 without.

What it does not do: the rest of MLIR's ``DataLayout`` (sizes and alignments of other
types, ``#dlti.target_system_spec``); other ``#dlti`` attributes are errors.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import IntegerAttr, StringAttr
from irlite.ir.base import Attribute
from irlite.ir.types import IndexType

__all__ = ["DataLayoutEntryAttr", "DataLayoutSpecAttr", "index_bitwidth", "parse_attr"]


class DataLayoutEntryAttr(Attribute):
    """``#dlti.dl_entry<key, value>``: ``key`` a type or a ``StringAttr``."""

    __slots__ = ("key", "value")

    def _post_init(self) -> None:
        self.key, self.value = self.params

    def print_text(self, p: Any) -> str:
        k = self.key
        key = p.attr(k) if isinstance(k, StringAttr) else p.type(k)
        return f"#dlti.dl_entry<{key}, {p.attr(self.value)}>"


class DataLayoutSpecAttr(Attribute):
    """``#dlti.dl_spec<entry, ...>``."""

    __slots__ = ("entries",)

    def _post_init(self) -> None:
        self.entries = self.params[0]

    def print_text(self, p: Any) -> str:
        return "#dlti.dl_spec<" + ", ".join(p.attr(e) for e in self.entries) + ">"


def parse_attr(p: Any, mnemonic: str) -> Any:
    """The dialect's attribute parser hook: ``p`` stands just after ``#dlti.<mnemonic>``."""
    start = p.pos - len(mnemonic)
    if mnemonic == "dl_entry":
        p.expect("<", "'<'")
        key = p.parse_optional_type()
        if key is None:
            key = p.parse_attribute()
            if not isinstance(key, StringAttr):
                p.error("expected a type or a quoted string", start)
        p.expect(",", "','")
        value = p.parse_attribute()
        p.expect(">", "'>'")
        return DataLayoutEntryAttr.get(key, value)
    if mnemonic == "dl_spec":
        p.expect("<", "'<'")
        entries: list = []
        p.ws()
        if not p.src.startswith(">", p.pos):
            while True:
                pos = p.pos
                e = p.parse_attribute()
                if not isinstance(e, DataLayoutEntryAttr):
                    p.error("expected a data layout entry", pos)
                entries.append(e)
                p.ws()
                if not p.src.startswith(",", p.pos):
                    break
                p.pos += 1
        p.expect(">", "'>'")
        return DataLayoutSpecAttr.get(tuple(entries))
    p.error(f"unknown attribute `{mnemonic}` in dialect `dlti`", start)


def index_bitwidth(op: Any, default: int = 64) -> int:
    """The bit width of ``index`` in the closest data layout spec around ``op``."""
    o = op
    while o is not None:
        spec = o.attributes.get("dlti.dl_spec") if o.attributes else None
        if isinstance(spec, DataLayoutSpecAttr):
            for e in spec.entries:
                if isinstance(e.key, IndexType) and isinstance(e.value, IntegerAttr):
                    return int(e.value.value)
            return default
        o = o.parent_op
    return default
