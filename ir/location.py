"""Source locations: MLIR's location attributes, printed as mlir-opt 19 prints them.

``UnknownLoc`` (``loc(unknown)``), ``FileLineColLoc`` (``loc("a.mlir":3:7)``),
``NameLoc`` (``loc("x")``, ``loc("x"("a.mlir":1:2))``), ``CallSiteLoc``
(``loc(callsite("f" at "a.mlir":1:2))``) and ``FusedLoc``
(``loc(fused<"meta">["a":1:1, "b":2:2])``, flattened and uniqued on
construction exactly as MLIR's ``FusedLoc::get``).

Locations are attributes (interned, ``ALIASABLE``): ``print_text`` gives the
``loc(...)`` form, ``print_inner`` the text without ``loc(...)``. A location
nested in another (a NameLoc's child, a callsite's callee and caller, a fused
location's parts) is printed through ``p.loc_inner(loc)`` when the printer
has that method (so it can substitute ``#locN`` aliases), else inline.

``DeferredLoc`` stands for a trailing ``loc(#alias)`` whose alias is defined
further down the file; the parser resolves it once the file is read.

What this module does not do: parse (``attr_parser``), or ``OpaqueLoc`` (it
has no text form of its own).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .attributes import _raw_get, _raw_reintern, escape_string
from .base import Attribute, AttrPrinter

__all__ = [
    "CallSiteLoc",
    "DeferredLoc",
    "FileLineColLoc",
    "FusedLoc",
    "LocationAttr",
    "NameLoc",
    "UnknownLoc",
]


def _param(i: int) -> Any:
    """A read-only property: parameter ``i`` of the location."""
    return property(lambda self: self.params[i])


def _nested(p: AttrPrinter, loc: LocationAttr) -> str:
    f = getattr(p, "loc_inner", None)
    return f(loc) if f is not None else loc.print_inner(p)


def pretty_text(loc: LocationAttr, p: AttrPrinter, top: bool = True) -> str:
    """MLIR's pretty form of a location (``--mlir-pretty-debuginfo``): ``file:1:2``,
    ``"name"``, ``callee at caller`` (a caller that is not a file position of a named
    callee goes on the next line), ``<md>[a, b]``, ``[unknown]``; nested locations are
    the printer's aliases (``p.loc_names``) where it has them."""
    if not top:
        names = getattr(p, "loc_names", None)
        name = names.get(loc) if names else None
        if name is not None:
            return name
    t = type(loc)
    if t is FileLineColLoc:
        f, line, col = loc.params
        return f"{f}:{line}:{col}"
    if t is NameLoc:
        name, child = loc.params
        s = escape_string(name)
        return s if type(child) is UnknownLoc else s + "(" + pretty_text(child, p, False) + ")"
    if t is CallSiteLoc:
        callee, caller = loc.params
        sep = " at " if type(callee) is NameLoc and type(caller) is FileLineColLoc else "\n at "
        return pretty_text(callee, p, False) + sep + pretty_text(caller, p, False)
    if t is FusedLoc:
        locs, md = loc.params
        s = "<" + p.attr(md) + ">" if md is not None else ""
        return s + "[" + ", ".join([pretty_text(x, p, False) for x in locs]) + "]"
    if t is UnknownLoc:
        return "[unknown]"
    return loc.print_text(p)


class LocationAttr(Attribute):
    """Base of the location attributes."""

    __slots__ = ()

    ALIASABLE = True
    ALIAS_PREFIX = "loc"

    def print_text(self, p: AttrPrinter) -> str:
        return "loc(" + self.print_inner(p) + ")"

    def print_inner(self, p: AttrPrinter) -> str:
        """The location without the surrounding ``loc(...)``."""
        raise NotImplementedError(type(self).__name__)


class UnknownLoc(LocationAttr):
    """``loc(unknown)``."""

    __slots__ = ()

    @classmethod
    def get(cls) -> UnknownLoc:  # type: ignore[override]
        return _raw_get(cls)

    def print_inner(self, p: AttrPrinter) -> str:
        return "unknown"


class FileLineColLoc(LocationAttr):
    """``loc("file":line:col)`` (1-based line and column, as MLIR)."""

    __slots__ = ()

    @classmethod
    def get(cls, file: str, line: int, col: int) -> FileLineColLoc:  # type: ignore[override]
        return _raw_get(cls, file, line, col)

    file = _param(0)  # str
    line = _param(1)  # int
    col = _param(2)  # int

    def print_inner(self, p: AttrPrinter) -> str:
        f, line, col = self.params
        return f"{escape_string(f)}:{line}:{col}"


class NameLoc(LocationAttr):
    """``loc("name")`` or ``loc("name"(child))``; ``child`` is ``UnknownLoc`` when absent."""

    __slots__ = ()

    @classmethod
    def get(cls, name: str, child: LocationAttr | None = None) -> NameLoc:  # type: ignore[override]
        return _raw_get(cls, name, child if child is not None else UnknownLoc.get())

    name = _param(0)  # str
    child = _param(1)  # LocationAttr

    def print_inner(self, p: AttrPrinter) -> str:
        name, child = self.params
        s = escape_string(name)
        if type(child) is UnknownLoc:
            return s
        return s + "(" + _nested(p, child) + ")"


class CallSiteLoc(LocationAttr):
    """``loc(callsite(callee at caller))``."""

    __slots__ = ()

    @classmethod
    def get(cls, callee: LocationAttr, caller: LocationAttr) -> CallSiteLoc:  # type: ignore[override]
        return _raw_get(cls, callee, caller)

    callee = _param(0)  # LocationAttr
    caller = _param(1)  # LocationAttr

    def print_inner(self, p: AttrPrinter) -> str:
        return "callsite(" + _nested(p, self.params[0]) + " at " + _nested(p, self.params[1]) + ")"


class FusedLoc(LocationAttr):
    """``loc(fused[a, b])`` / ``loc(fused<metadata>[a, b])``.

    ``get`` follows MLIR's ``FusedLoc::get``: nested fused locations with the
    same metadata are flattened, unknown locations dropped, duplicates
    removed (first occurrence kept); no location left gives ``UnknownLoc``
    (or ``fused<md>[unknown]`` with metadata), one location without
    metadata gives that location itself. So ``get`` may return any
    ``LocationAttr``.
    """

    __slots__ = ()

    @classmethod
    def get(cls, locs: Iterable[LocationAttr], metadata: Attribute | None = None) -> LocationAttr:  # type: ignore[override]
        seen: dict = {}
        for loc in locs:
            if type(loc) is FusedLoc and loc.params[1] is metadata:
                for inner in loc.params[0]:
                    seen.setdefault(inner, None)
                continue
            if type(loc) is not UnknownLoc:
                seen.setdefault(loc, None)
        kept = tuple(seen)
        if not kept:
            if metadata is None:
                return UnknownLoc.get()
            return _raw_get(cls, (UnknownLoc.get(),), metadata)
        if len(kept) == 1 and metadata is None:
            return kept[0]
        return _raw_get(cls, kept, metadata)

    def __reduce__(self) -> Any:
        return (_raw_reintern, (type(self), self.params))

    locations = _param(0)  # tuple
    metadata = _param(1)  # Attribute | None

    def print_inner(self, p: AttrPrinter) -> str:
        locs, md = self.params
        s = "fused"
        if md is not None:
            s += "<" + p.attr(md) + ">"
        return s + "[" + ", ".join([_nested(p, x) for x in locs]) + "]"


class DeferredLoc:
    """A trailing ``loc(#name)`` read before ``#name = loc(...)`` was defined.

    ``target`` is filled in by the parser's ``resolve_deferred_locs()`` once
    the whole file has been read; until then it is None.
    """

    __slots__ = ("name", "pos", "target")

    def __init__(self, name: str, pos: int) -> None:
        self.name = name
        self.pos = pos
        self.target: LocationAttr | None = None

    def resolve(self) -> LocationAttr:
        """The aliased location (``UnknownLoc`` if never resolved)."""
        t = self.target
        return t if t is not None else UnknownLoc.get()

    def __repr__(self) -> str:
        return f"DeferredLoc(#{self.name})"
