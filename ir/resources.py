"""File metadata: the resources of the ``{-# ... #-}`` block at the end of a file.

``Resources`` holds what a file's metadata declared: the builtin dialect's
blobs (``dialect_resources: { builtin: { key: "0x<align><data>" } }``, the
data of ``dense_resource<key>`` attributes) and ``external_resources``
entries (grouped by owner; booleans, strings and blobs), and prints the
block back as mlir-opt 19 does: only the builtin blobs the printed IR
references, in the order it references them; external groups in file
order, empty groups left out.

What it does not do: parse (``attr_parser.AttrParserMixin.parse_file_metadata``)
or interpret blob contents (``DenseResourceElementsAttr`` users do).
"""

from __future__ import annotations

from collections.abc import Iterable

from .attributes import escape_string

__all__ = ["ResourceValue", "Resources"]

ResourceValue = bool | str | tuple  # tuple = (alignment, bytes)


class Resources:
    """Blobs and external resource entries of one file (or module)."""

    __slots__ = ("blobs", "external")

    def __init__(self) -> None:
        # key -> (alignment, data)
        self.blobs: dict[str, tuple[int, bytes]] = {}
        # group -> key -> value
        self.external: dict[str, dict[str, ResourceValue]] = {}

    def __bool__(self) -> bool:
        return bool(self.blobs) or any(self.external.values())

    # -- building
    def add_blob(self, key: str, data: bytes, alignment: int = 8) -> None:
        """Define (or redefine) the builtin blob ``key``."""
        self.blobs[key] = (alignment, bytes(data))

    def get_blob(self, key: str) -> bytes | None:
        """The data of blob ``key`` (without its alignment word), or None."""
        b = self.blobs.get(key)
        return b[1] if b is not None else None

    def add_external_group(self, group: str) -> None:
        self.external.setdefault(group, {})

    def add_external(self, group: str, key: str, value: ResourceValue) -> None:
        """An ``external_resources`` entry: bool, str, or ``(alignment, bytes)`` blob."""
        self.external.setdefault(group, {})[key] = value

    def merge(self, other: Resources) -> None:
        """Add ``other``'s entries (its values win on equal keys)."""
        self.blobs.update(other.blobs)
        for g, entries in other.external.items():
            self.external.setdefault(g, {}).update(entries)

    # -- printing
    def print(self, referenced: Iterable[str] | None = None, limit: int | None = None) -> str:
        """The metadata block to append after the printed IR, or ``''`` when empty.

        ``referenced``: the ``dense_resource`` keys in the order the printed
        IR uses them (MLIR prints only those blobs); None prints every blob.
        ``limit`` (``--mlir-elide-resource-strings-if-larger``): entries whose value text
        is longer are left out, and groups and sections left empty with them.
        Append it to the module's text (which ends in ``\\n``): it starts
        with a blank line and ends with ``#-}`` and a blank line, byte for
        byte what mlir-opt writes after the module.
        """
        blobs = self.blobs
        if referenced is None:
            keys = list(blobs)
        else:
            keys = []
            seen = set()
            for k in referenced:
                if k in blobs and k not in seen:
                    seen.add(k)
                    keys.append(k)
        elided = [False]

        def kept(pairs: Iterable[tuple[str, str]]) -> list[str]:
            out = []
            for k, t in pairs:
                if limit is not None and len(t) > limit:
                    elided[0] = True
                else:
                    out.append(f"      {k}: {t}")
            return out

        sections = []
        lines = kept((k, _blob_text(*blobs[k])) for k in keys)
        if lines:
            sections.append(
                "  dialect_resources: {\n    builtin: {\n" + ",\n".join(lines) + "\n    }\n  }"
            )
        groups = []
        for g, entries in self.external.items():
            lines = kept((k, _value_text(v)) for k, v in entries.items())
            if not lines:
                continue
            groups.append(f"    {g}: {{\n" + ",\n".join(lines) + "\n    }")
        if groups:
            sections.append("  external_resources: {\n" + ",\n".join(groups) + "\n  }")
        if not sections:
            # mlir-opt 19 still opens and closes the block when it left everything out
            return "\n{-#\n\n#-}\n\n" if elided[0] else ""
        return "\n{-#\n" + ",\n".join(sections) + "\n#-}\n\n"


def _blob_text(alignment: int, data: bytes) -> str:
    if not data:
        alignment = 0  # what mlir-opt 19 prints for an empty blob
    return '"0x' + alignment.to_bytes(4, "little").hex().upper() + data.hex().upper() + '"'


def _value_text(v: ResourceValue) -> str:
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, tuple):
        return _blob_text(*v)
    return escape_string(v)
