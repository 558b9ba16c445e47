"""The builtin attributes that describe index spaces and memory layouts.

``AffineMapAttr`` (``affine_map<(d0) -> (d0 * 2)>``), ``IntegerSetAttr``
(``affine_set<(d0) : (d0 >= 0)>``) and ``StridedLayoutAttr``
(``strided<[4, 1], offset: ?>``), printed exactly as mlir-opt 19 prints
them, plus ``parse_layout_attr``: the attribute parser calls it after reading
one of the keywords ``affine_map``, ``affine_set`` or ``strided``.

Affine maps and integer sets are aliasable: a module printer substitutes
``#map``/``#set`` aliases for them wherever they are printed through
``p.attr(...)``. ``AffineMapAttr`` and ``StridedLayoutAttr`` are memref
layouts (``MEMREF_LAYOUT``); the memref type drops identity affine maps.

What this module does not do: the affine algebra itself (``affine``) or the
memref type (``types``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from .affine import (
    INT64_MAX,
    AffineMap,
    IntegerSet,
    get_affine_constant_expr,
    get_affine_dim_expr,
    get_affine_symbol_expr,
    parse_affine_map_or_integer_set,
    prev_token_end,
    raise_at_token,
)
from .base import Attribute, AttrPrinter
from .cursor import WS

__all__ = ["AffineMapAttr", "IntegerSetAttr", "StridedLayoutAttr", "parse_layout_attr"]


class AffineMapAttr(Attribute):
    """An ``AffineMap`` as an attribute: ``affine_map<(d0, d1) -> (d1, d0)>``."""

    __slots__ = ("map",)

    ALIASABLE: ClassVar[bool] = True
    ALIAS_PREFIX: ClassVar[str] = "map"
    MEMREF_LAYOUT: ClassVar[bool] = True

    map: AffineMap

    @classmethod
    def get(cls, map: AffineMap) -> AffineMapAttr:  # type: ignore[override]
        if not isinstance(map, AffineMap):
            raise TypeError(f"AffineMapAttr needs an AffineMap, got {type(map).__name__}")
        return super().get(map)

    def _post_init(self) -> None:
        self.map = self.params[0]

    @property
    def value(self) -> AffineMap:
        return self.map

    def is_identity(self) -> bool:
        return self.map.is_identity()

    def print_text(self, p: AttrPrinter) -> str:
        return f"affine_map<{self.map}>"


class IntegerSetAttr(Attribute):
    """An ``IntegerSet`` as an attribute: ``affine_set<(d0)[s0] : (d0 - s0 >= 0)>``."""

    __slots__ = ("set",)

    ALIASABLE: ClassVar[bool] = True
    ALIAS_PREFIX: ClassVar[str] = "set"

    set: IntegerSet

    @classmethod
    def get(cls, set: IntegerSet) -> IntegerSetAttr:  # type: ignore[override]
        if not isinstance(set, IntegerSet):
            raise TypeError(f"IntegerSetAttr needs an IntegerSet, got {type(set).__name__}")
        return super().get(set)

    def _post_init(self) -> None:
        self.set = self.params[0]

    @property
    def value(self) -> IntegerSet:
        return self.set

    def print_text(self, p: AttrPrinter) -> str:
        return f"affine_set<{self.set}>"


StrideValue = int | None  # None is MLIR's dynamic `?`


class StridedLayoutAttr(Attribute):
    """A strided memref layout: ``strided<[8, 1]>``, ``strided<[?, 1], offset: ?>``.

    ``strides`` is a tuple of ints where ``None`` stands for a dynamic
    (``?``) stride; ``offset`` likewise (an offset of 0 is not printed).
    Strides may be negative but not zero.
    """

    __slots__ = ("offset", "strides")

    MEMREF_LAYOUT: ClassVar[bool] = True

    strides: tuple[StrideValue, ...]
    offset: StrideValue

    @classmethod
    def get(cls, strides: Sequence[StrideValue], offset: StrideValue = 0) -> StridedLayoutAttr:  # type: ignore[override]
        st = tuple(strides)
        if 0 in st:
            raise ValueError("strides must not be zero")
        return super().get(st, offset)

    def _post_init(self) -> None:
        self.strides, self.offset = self.params

    def is_identity(self) -> bool:
        """Never: MLIR prints every strided layout, even ``strided<[1]>``."""
        return False

    def has_static_layout(self) -> bool:
        return self.offset is not None and None not in self.strides

    def to_affine_map(self) -> AffineMap:
        """The equivalent map (MLIR's ``makeStridedLinearLayoutMap``): a dynamic
        offset and each dynamic stride become symbols, in that order."""
        nsym = 0
        if self.offset is None:
            expr = get_affine_symbol_expr(nsym)
            nsym += 1
        else:
            expr = get_affine_constant_expr(self.offset)
        for i, s in enumerate(self.strides):
            if s is None:
                mult = get_affine_symbol_expr(nsym)
                nsym += 1
            else:
                mult = get_affine_constant_expr(s)
            expr = expr + get_affine_dim_expr(i) * mult
        return AffineMap.get(len(self.strides), nsym, [expr])

    def print_text(self, p: AttrPrinter) -> str:
        body = ", ".join(["?" if s is None else str(s) for s in self.strides])
        off = self.offset
        if off == 0:
            return f"strided<[{body}]>"
        return f"strided<[{body}], offset: {'?' if off is None else off}>"


# ----------------------------------------------------------------------------- parsing

_INT_TOKEN = re.compile(r"0x[0-9A-Fa-f]+|[0-9]+(?![.0-9])")
_OFFSET_KW = re.compile(r"offset(?![A-Za-z0-9_$.])")


def _skip(parser) -> int:
    parser.pos = p = WS.match(parser.src, parser.pos).end()
    return p


def _expect(parser, ch: str, msg: str) -> None:
    p = _skip(parser)
    if parser.src.startswith(ch, p):
        parser.pos = p + len(ch)
        return
    raise_at_token(parser, msg, p, prev_token_end(parser.src, p))


def _try(parser, ch: str) -> bool:
    p = _skip(parser)
    if parser.src.startswith(ch, p):
        parser.pos = p + len(ch)
        return True
    return False


def _parse_stride_or_offset(parser) -> StrideValue:
    """``?`` or a (possibly negative) int64 literal, as MLIR's strided parser reads it."""
    p = _skip(parser)
    src = parser.src
    if src.startswith("?", p):
        parser.pos = p + 1
        return None
    start = p
    negative = src.startswith("-", p)
    if negative:
        parser.pos = p + 1
        p = _skip(parser)
    m = _INT_TOKEN.match(src, p)
    if m is not None:
        text = m.group()
        v = int(text, 16) if text.startswith("0x") else int(text)
        if v <= INT64_MAX:
            parser.pos = m.end()
            return -v if negative else v
    parser.error("expected a 64-bit signed integer or '?'", start)


def _parse_strided(parser, kw_start: int) -> StridedLayoutAttr:
    _expect(parser, "<", "expected '<' after 'strided'")
    _expect(parser, "[", "expected '['")
    strides: list[StrideValue] = []
    if not _try(parser, "]"):
        strides.append(_parse_stride_or_offset(parser))
        while _try(parser, ","):
            strides.append(_parse_stride_or_offset(parser))
        _expect(parser, "]", "expected ']'")
    offset: StrideValue = 0
    if not _try(parser, ">"):
        _expect(parser, ",", "expected ','")
        p = _skip(parser)
        m = _OFFSET_KW.match(parser.src, p)
        if m is None:
            parser.error("expected 'offset' after comma", prev_token_end(parser.src, p))
        parser.pos = m.end()
        _expect(parser, ":", "expected ':' after 'offset'")
        offset = _parse_stride_or_offset(parser)
        _expect(parser, ">", "expected '>'")
    if 0 in strides:
        parser.error("strides must not be zero", kw_start)
    return StridedLayoutAttr.get(strides, offset)


# The likely text of a layout attribute after its keyword (`->`, `>=`, `<=` are
# the only angle brackets inside); parses are cached by keyword and this text.
_LAYOUT_TEXT = re.compile(r"<[^<>\-]*(?:(?:->|-|[<>]=)[^<>\-]*)*>")
_LAYOUT_CACHE: dict[str, Attribute] = {}
_LAYOUT_CACHE_LIMIT = 8192


def parse_layout_attr(parser, keyword: str) -> Attribute:
    """Parse the rest of an ``affine_map<...>``, ``affine_set<...>`` or ``strided<...>``.

    Called by the attribute parser with ``keyword`` (one of those three words)
    already consumed and ``parser.pos`` just after it. Errors are raised
    through ``parser.error`` with mlir-opt's wording and offsets. Repeated
    texts are answered from a cache (their meaning depends on nothing else).
    """
    if keyword not in ("affine_map", "affine_set", "strided"):
        raise ValueError(f"not a layout attribute keyword: {keyword!r}")
    m = _LAYOUT_TEXT.match(parser.src, parser.pos)
    if m is None:
        return _parse_layout_uncached(parser, keyword)
    key = keyword + m.group()
    a = _LAYOUT_CACHE.get(key)
    if a is not None:
        parser.pos = m.end()
        return a
    a = _parse_layout_uncached(parser, keyword)
    if parser.pos == m.end() and len(_LAYOUT_CACHE) < _LAYOUT_CACHE_LIMIT:
        _LAYOUT_CACHE[key] = a
    return a


def _parse_layout_uncached(parser, keyword: str) -> Attribute:
    kw_start = parser.pos - len(keyword)
    if keyword == "strided":
        return _parse_strided(parser, kw_start)
    is_map = keyword == "affine_map"
    what = "affine map" if is_map else "integer set"
    _expect(parser, "<", f"expected '<' in {what}")
    start = _skip(parser)
    r: AffineMap | IntegerSet = parse_affine_map_or_integer_set(parser)
    if is_map and not isinstance(r, AffineMap):
        parser.error("expected AffineMap, but got IntegerSet", start)
    if not is_map and not isinstance(r, IntegerSet):
        parser.error("expected IntegerSet, but got AffineMap", start)
    _expect(parser, ">", f"expected '>' in {what}")
    if is_map:
        return AffineMapAttr.get(r)  # type: ignore[arg-type]
    return IntegerSetAttr.get(r)  # type: ignore[arg-type]
