"""Parsing MLIR's builtin attributes, locations and file metadata from text.

``AttrParserMixin`` is mixed into the parser (with ``Cursor`` and
``TypeParserMixin``); it reads straight from ``self.src`` at ``self.pos``
with anchored regexes, dispatching on the first character, and follows
MLIR 19's ``AttributeParser.cpp`` / ``LocationParser.cpp`` grammar and
diagnostics (messages and offsets as mlir-opt reports them).

It expects on ``self``: ``src``, ``pos``, ``source``, ``ctx``
(``accepts_dialect(name)``, optionally ``is_registered_dialect(name)`` and
``dialects[name].attr_parser``), ``attr_aliases`` (name without ``#`` →
attribute), ``resources`` (a ``resources.Resources``), and
``parse_type()`` / ``parse_optional_type()`` from ``TypeParserMixin``.

What it does not do: affine maps, integer sets and strided layouts (handed
to ``layout_attrs.parse_layout_attr(self, keyword)``) and dialect attribute
syntax (kept verbatim, or handed to a dialect's ``attr_parser`` hook).

Speed: ``N : iW`` / ``1.0 : f32`` literals are looked up in a text → attribute
cache after one regex match; dictionary entries are read with one regex for
the key and ``=``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, NoReturn

from .attributes import (
    _F64 as _F64_SEM,
)
from .attributes import (
    ArrayAttr,
    BoolAttr,
    DenseArrayAttr,
    DenseIntOrFPElementsAttr,
    DenseResourceElementsAttr,
    DenseStringElementsAttr,
    DialectAttr,
    DictionaryAttr,
    DistinctAttr,
    ElementsAttr,
    FloatAttr,
    FloatSemantics,
    IntegerAttr,
    OpaqueAttr,
    SparseElementsAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
    _IntInfo,
    _raw_get,
    _scalar,
    builtin_type,
    element_layout,
    num_elements,
    shaped_info,
)
from .cursor import WS, ParseError
from .location import (
    CallSiteLoc,
    DeferredLoc,
    FileLineColLoc,
    FusedLoc,
    LocationAttr,
    NameLoc,
    UnknownLoc,
)
from .type_parser import parse_dialect_symbol_body

__all__ = ["AttrParserMixin", "unescape_string"]

_ws = WS.match

# Tokens (anchored with .match at a position).
_NUMBER = re.compile(r"0x[0-9A-Fa-f]+|[0-9]+(\.[0-9]*(?:[eE][-+]?[0-9]+)?)?")
_BARE = re.compile(r"[A-Za-z_][\w$.]*")
_HASH_ID = re.compile(r"#(?:[0-9]+|[A-Za-z_$.\-][\w$.\-]*)")
_AT_BARE = re.compile(r"@([A-Za-z_][A-Za-z0-9_$.]*)")
_STR_SIMPLE = re.compile(r'"([^"\\\n\v\f]*)"')
_STR_TOKEN = re.compile(r'"(?:[^"\\\n\v\f]|\\[^\n\v\f])*"')
_ESCAPE = re.compile(r"\\(?:([\"\\nt])|([0-9A-Fa-f]{2}))")
_NAMESPACE = re.compile(r"[A-Za-z_][\w$]*\Z")
_SIMPLE_BODY = re.compile(r"<[^<>()\[\]{}\"\-\x00]*>")
_HEX_BODY = re.compile(r"0x((?:[0-9A-Fa-f]{2})*)\Z")

# Fast path, context-free literals: `N : iW`, `-N : index`, `1.5 : f32` and
# friends (builtin type names only, never aliases), and plain numbers and
# strings that a closer follows. Their attribute is cached by text.
_FAST = re.compile(
    r"[ \t]*(?:-?[0-9]+(?:\.[0-9]*(?:[eE][-+]?[0-9]+)?)?"
    r"(?:[ \t]*:[ \t]*(?:[su]?i[0-9]+|index|f16|bf16|f32|f64)(?![\w$.\-<])"
    r"|(?=[ \t]*(?:[,}\]>)]|\Z)))"
    r'|"[^"\\\n\v\f]*"(?=[ \t]*(?:[,}\]>)]|\Z)))'
)
# Fast path for pretty dialect attributes without nesting or a trailing type.
_FAST_DIALECT = re.compile(
    r"#([A-Za-z_][\w$]*)\.([A-Za-z_][\w$.]*(?:<[^<>()\[\]{}\"\-\x00\n]*>)?)(?=[ \t]*(?:[,}\]>)]|\Z))"
)
# Fast path for dictionary keys: `name = ` / `name,` / `name}`.
_DICT_KEY = re.compile(r"[ \t]*([A-Za-z_][\w$.]*)[ \t]*(?:(=)[ \t]*)?")

_FAST_CACHE: dict[str, Any] = {}
_FAST_CACHE_LIMIT = 200_000

_KEYWORDS = frozenset(
    [
        "true",
        "false",
        "unit",
        "dense",
        "dense_resource",
        "array",
        "loc",
        "affine_map",
        "affine_set",
        "strided",
        "sparse",
        "distinct",
    ]
)


def unescape_string(body: str) -> str | None:
    """The value of a string literal's body (without quotes), or None on a bad escape.

    ``\\"``, ``\\\\``, ``\\n``, ``\\t`` and ``\\XX`` (hex byte) are MLIR's
    escapes; bytes that are not UTF-8 come back as ``surrogateescape``
    code points.
    """
    if "\\" not in body:
        return body
    out = bytearray()
    i = 0
    n = len(body)
    while i < n:
        j = body.find("\\", i)
        if j < 0:
            out += body[i:].encode("utf-8", "surrogateescape")
            break
        out += body[i:j].encode("utf-8", "surrogateescape")
        m = _ESCAPE.match(body, j)
        if m is None:
            return None
        c = m.group(1)
        if c is not None:
            out.append({'"': 0x22, "\\": 0x5C, "n": 0x0A, "t": 0x09}[c])
        else:
            out.append(int(m.group(2), 16))
        i = m.end()
    return out.decode("utf-8", "surrogateescape")


def _build_int(info: _IntInfo, neg: bool, text: str) -> int | None:
    """MLIR's ``buildAttributeAPInt``: the value of a literal for an integer type, or None."""
    v = int(text, 16) if text[1:2] == "x" else int(text)
    w = info.width
    if v.bit_length() > w:
        return None
    if w == 0:
        return None if neg else 0
    if neg:
        v = (-v) & info.mask
        if not v >> (w - 1):
            return None
    elif info.signed and v >> (w - 1):
        return None
    return info.normalize(v)


class _Literal:
    """What ``dense<...>`` held before its type is known (MLIR's ``TensorLiteralParser``).

    ``storage``: ``(negative, kind, text, pos)`` per scalar, ``kind`` one of
    ``int``, ``float``, ``true``, ``false``, ``string`` (``text`` is the
    decoded value for strings); ``shape`` is the nesting of ``[...]`` lists
    (empty for a single element); ``hex`` is ``(raw_text, value, pos)`` of
    a lone string literal.
    """

    __slots__ = ("hex", "shape", "storage")

    def __init__(self) -> None:
        self.storage: list[tuple[bool, str, str, int]] = []
        self.shape: list[int] = []
        self.hex: tuple[str, str, int] | None = None


class AttrParserMixin:
    """MLIR's builtin attribute grammar, locations and ``{-# ... #-}`` metadata."""

    # Provided by Cursor / the parser / TypeParserMixin.
    src: str
    pos: int
    ctx: Any
    attr_aliases: dict
    resources: Any

    if TYPE_CHECKING:

        def error(self, message: str, pos: int | None = None) -> NoReturn: ...
        def wrong_token_error(self, message: str, pos: int | None = None) -> NoReturn: ...
        def token_error(self, message: str, pos: int) -> NoReturn: ...
        def parse_type(self) -> Any: ...
        def parse_optional_type(self) -> Any: ...

    # ------------------------------------------------------------ diagnostics
    def _here(self) -> int:
        """Skip whitespace; the current position."""
        self.pos = p = _ws(self.src, self.pos).end()
        return p

    def _expect_tok(self, lit: str, message: str) -> None:
        """MLIR's ``parseToken``: consume ``lit`` or report a wrong-token error."""
        src = self.src
        p = _ws(src, self.pos).end()
        if src.startswith(lit, p):
            self.pos = p + len(lit)
            return
        self.pos = p
        self.wrong_token_error(message)

    def _try_tok(self, lit: str) -> bool:
        src = self.src
        p = _ws(src, self.pos).end()
        if src.startswith(lit, p):
            self.pos = p + len(lit)
            return True
        self.pos = p
        return False

    def _keyword_at(self, p: int) -> str | None:
        m = _BARE.match(self.src, p)
        return m.group() if m is not None else None

    # ------------------------------------------------------------ strings
    def parse_string_literal(self) -> str:
        """A string literal's value (the opening ``"`` at the current position)."""
        src = self.src
        p = self._here()
        m = _STR_SIMPLE.match(src, p)
        if m is not None:
            self.pos = m.end()
            return m.group(1)
        if not src.startswith('"', p):
            self.wrong_token_error("expected string")
        return self._lex_string(p)

    def _lex_string(self, p: int) -> str:
        """Lex the string token at ``p`` (escapes, MLIR's errors); return its value."""
        src = self.src
        m = _STR_TOKEN.match(src, p)
        if m is None:
            # Find where it breaks: a bad escape, or a line end / end of input.
            i = p + 1
            n = len(src)
            while i < n:
                c = src[i]
                if c == '"':
                    break
                if c in "\n\v\f":
                    self.error("expected '\"' in string literal", i)
                if c == "\\":
                    if i + 1 < n and (src[i + 1] in '"\\nt'):
                        i += 2
                        continue
                    if i + 2 < n and src[i + 1] in _HEXDIGITS and src[i + 2] in _HEXDIGITS:
                        i += 3
                        continue
                    self.error("unknown escape in string literal", i)
                i += 1
            self.error("expected '\"' in string literal", min(i, n))
        body = m.group()[1:-1]
        val = unescape_string(body)
        if val is None:
            i = p + 1
            while True:
                j = src.index("\\", i)
                if _ESCAPE.match(src, j) is None:
                    self.error("unknown escape in string literal", j)
                i = j + (2 if src[j + 1] in '"\\nt' else 3)
        self.pos = m.end()
        return val

    # ------------------------------------------------------------ attributes
    def parse_attribute(self, type: Any = None) -> Any:
        """Parse any builtin attribute (``type``: the type MLIR would pass, or None)."""
        src = self.src
        if type is None:
            m = _FAST.match(src, self.pos)
            if m is not None:
                text = m.group()
                a = _FAST_CACHE.get(text)
                if a is not None:
                    self.pos = m.end()
                    return a
                p = _ws(src, self.pos).end()
                self.pos = p
                if src[p] == '"':
                    a = self._parse_string_attr(p, None)
                else:
                    a = self._parse_number(p, None)
                if self.pos == m.end():
                    if len(_FAST_CACHE) >= _FAST_CACHE_LIMIT:
                        _FAST_CACHE.clear()
                    _FAST_CACHE[text] = a
                return a
        p = self.pos
        c = src[p : p + 1]
        if c in _SPACE:
            self.pos = p = _ws(src, p).end()
            c = src[p : p + 1]
        if c in _DIGITS or c == "-":
            return self._parse_number(p, type)
        h = _DISPATCH.get(c)
        if h is not None:
            return h(self, p, type)
        if c in _IDENT_START:
            m = _BARE.match(src, p)
            kw = m.group()  # type: ignore[union-attr]
            if kw in _KEYWORDS:
                self.pos = m.end()  # type: ignore[union-attr]
                return _KEYWORD_DISPATCH[kw](self, p, type)
        return self._parse_type_attr(p)

    def parse_optional_attribute(self, type: Any = None) -> Any:
        """An attribute if one starts here (MLIR's ``parseOptionalAttribute``), else None."""
        src = self.src
        p = _ws(src, self.pos).end()
        self.pos = p
        c = src[p : p + 1]
        if c and (c in _ATTR_START or c in _DIGITS):
            return self.parse_attribute(type)
        if c in _IDENT_START:
            m = _BARE.match(src, p)
            if m is not None and m.group() in _OPTIONAL_KEYWORDS:
                return self.parse_attribute(type)
        t = self.parse_optional_type()
        if t is None:
            return None
        return TypeAttr.get(t)

    def _parse_type_attr(self, p: int) -> Any:
        self.pos = p
        t = self.parse_optional_type()
        if t is None:
            self.wrong_token_error("expected attribute value", p)
        return TypeAttr.get(t)

    # -- numbers
    def _parse_number(self, p: int, type: Any) -> Any:
        src = self.src
        neg = False
        if src.startswith("-", p):
            neg = True
            p = _ws(src, p + 1).end()
        m = _NUMBER.match(src, p)
        if m is None:
            self.pos = p
            self.wrong_token_error("expected constant integer or floating point value", p)
        text = m.group()
        self.pos = m.end()
        if m.group(1) is not None:
            # A float literal.
            val = float(text)
            if neg:
                val = -val
            if type is None:
                if self._try_tok(":"):
                    type = self.parse_type()
                else:
                    return _raw_get(FloatAttr, builtin_type("f64"), _F64_SEM.from_double(val))
            sem = _scalar(type)
            if type_of(sem) is not FloatSemantics:
                self.error("floating point value not valid for specified type", self._here())
            return _raw_get(FloatAttr, type, sem.from_double(val))
        # An integer literal.
        if type is None:
            if self._try_tok(":"):
                type = self.parse_type()
            else:
                type = builtin_type("i64")
        info = _scalar(type)
        if type_of(info) is FloatSemantics:
            return _raw_get(FloatAttr, type, self._hex_float(info, neg, text, p))
        if type_of(info) is not _IntInfo:
            self.error("integer literal not valid for specified type", p)
        if neg and info.unsigned:
            self.error("negative integer literal not valid for unsigned integer type", p)
        v = _build_int(info, neg, text)
        if v is None:
            self.error("integer constant out of range for attribute", p)
        return _raw_get(IntegerAttr, type, v)

    def _hex_float(self, sem: FloatSemantics, neg: bool, text: str, p: int) -> int:
        """MLIR's ``parseFloatFromIntegerLiteral``: bits of a ``0x...`` float literal."""
        if text[1:2] != "x":
            raise ParseError(
                "unexpected decimal integer literal for a floating point value",
                self.source,  # type: ignore[attr-defined]
                p,
                [("add a trailing dot to make the literal a float", self.source, p)],  # type: ignore[attr-defined]
            )
        if neg:
            self.error("hexadecimal float literal should not have a leading minus", p)
        v = int(text, 16)
        if v.bit_length() > sem.size:
            self.error("hexadecimal float constant out of range for type", p)
        return sem.canonical(v)

    # -- simple forms
    def _parse_true(self, p: int, type: Any) -> Any:
        return _TRUE()

    def _parse_false(self, p: int, type: Any) -> Any:
        return _FALSE()

    def _parse_unit(self, p: int, type: Any) -> Any:
        return UnitAttr.get()

    def _parse_string_attr(self, p: int, type: Any) -> Any:
        src = self.src
        m = _STR_SIMPLE.match(src, p)
        if m is not None:
            val = m.group(1)
            self.pos = m.end()
        else:
            val = self._lex_string(p)
        if type is None:
            q = _ws(src, self.pos).end()
            if src.startswith(":", q):
                self.pos = q + 1
                type = self.parse_type()
        return StringAttr.get(val, type)

    def _parse_symbol_ref(self, p: int, type: Any) -> Any:
        src = self.src
        root = self._symbol_name(p)
        nested: list[str] = []
        while True:
            q = _ws(src, self.pos).end()
            if not src.startswith(":", q):
                break
            r = _ws(src, q + 1).end()
            if not src.startswith(":", r):
                # MLIR has consumed the `:` and puts it back unless the input ends there.
                self.pos = q + 1 if r >= len(src) else q
                break
            r = _ws(src, r + 1).end()
            if not src.startswith("@", r):
                self.error("expected nested symbol reference identifier", r)
            nested.append(self._symbol_name(r))
        return SymbolRefAttr.get(root, tuple(nested))

    def _symbol_name(self, p: int) -> str:
        """The name of the ``@`` identifier at ``p`` (bare or quoted)."""
        src = self.src
        m = _AT_BARE.match(src, p)
        if m is not None:
            self.pos = m.end()
            return m.group(1)
        if src.startswith('"', p + 1):
            return self._lex_string(p + 1)
        self.error("@ identifier expected to start with letter or '_'", p + 1)

    def parse_optional_symbol_ref(self) -> SymbolRefAttr | None:
        """``@name(::@name)*`` if one starts here, else None."""
        p = self._here()
        if not self.src.startswith("@", p):
            return None
        return self._parse_symbol_ref(p, None)

    # -- containers
    def _parse_array(self, p: int, type: Any) -> Any:
        src = self.src
        self.pos = p + 1
        q = _ws(src, self.pos).end()
        if src.startswith("]", q):
            self.pos = q + 1
            return ArrayAttr.get(())
        elems = []
        parse = self.parse_attribute
        while True:
            elems.append(parse())
            q = _ws(src, self.pos).end()
            c = src[q : q + 1]
            if c == ",":
                self.pos = q + 1
                continue
            if c == "]":
                self.pos = q + 1
                return ArrayAttr.get(tuple(elems))
            self.pos = q
            self.wrong_token_error("expected ',' or ']'")

    def _parse_dict_attr(self, p: int, type: Any) -> Any:
        self.pos = p + 1
        return DictionaryAttr.get(self.parse_attr_dict_body())

    def parse_attr_dict(self) -> dict:
        """``{a = 1, b, "quoted name" = 2}`` (the ``{`` not yet consumed) → name → attribute."""
        self._expect_tok("{", "expected '{' in attribute dictionary")
        return self.parse_attr_dict_body()

    def parse_attr_dict_body(self) -> dict:
        """The rest of an attribute dictionary after its ``{``; insertion-ordered."""
        src = self.src
        result: dict = {}
        p = self.pos
        m = _DICT_KEY.match(src, p)
        if m is None:
            p = _ws(src, p).end()
            if src.startswith("}", p):
                self.pos = p + 1
                return result
        parse = self.parse_attribute
        while True:
            if m is None:
                m = _DICT_KEY.match(src, p)
                if m is None:  # a key on the next line (comments and newlines skipped)
                    p = _ws(src, p).end()
                    m = _DICT_KEY.match(src, p)
            if m is not None:
                key = m.group(1)
                if key in result:
                    self.error(f"duplicate key '{key}' in dictionary attribute", m.start(1))
                self.pos = m.end()
                if m.group(2):
                    result[key] = parse()
                else:
                    q = _ws(src, self.pos).end()
                    if src.startswith("=", q):
                        self.pos = q + 1
                        result[key] = parse()
                    else:
                        result[key] = _UNIT()
            else:
                p = _ws(src, p).end()
                if src.startswith('"', p):
                    key = self._lex_string(p)
                    if not key:
                        self.error("expected valid attribute name", p)
                    if key in result:
                        self.error(f"duplicate key '{key}' in dictionary attribute", p)
                    q = _ws(src, self.pos).end()
                    if src.startswith("=", q):
                        self.pos = q + 1
                        result[key] = parse()
                    else:
                        result[key] = _UNIT()
                else:
                    self.pos = p
                    self.wrong_token_error("expected attribute name")
            q = self.pos
            c = src[q : q + 1]
            if c != "," and c != "}":
                q = _ws(src, q).end()
                c = src[q : q + 1]
            if c == ",":
                p = q + 1
                m = None
                continue
            if c == "}":
                self.pos = q + 1
                return result
            self.pos = q
            self.wrong_token_error("expected '}' in attribute dictionary")

    # -- `#...`: aliases and dialect attributes
    _ext_cache: dict | None = None

    def _parse_extended(self, p: int, type: Any) -> Any:
        src = self.src
        if type is None:
            m = _FAST_DIALECT.match(src, p)
            if m is not None:
                cache = self._ext_cache
                if cache is None:
                    cache = self._ext_cache = {}
                text = m.group()
                a = cache.get(text)
                if a is None:
                    a = self._parse_extended_slow(p, None)
                    if self.pos == m.end():
                        cache[text] = a
                    return a
                self.pos = m.end()
                return a
        return self._parse_extended_slow(p, type)

    def _parse_extended_slow(self, p: int, type: Any) -> Any:
        src = self.src
        m = _HASH_ID.match(src, p)
        if m is None:
            self.error("invalid attribute name", p)
        ident = m.group()[1:]
        end = m.end()
        dialect, _, sym = ident.partition(".")
        pretty = bool(sym) or ident.endswith(".")
        trailing = src.startswith("<", end)
        if not trailing and not pretty:
            a = self.attr_aliases.get(ident)
            if a is None:
                self.pos = end
                self.wrong_token_error(f"undefined symbol alias id '{ident}'")
            self.pos = end
            if type is not None:
                self._check_attr_type(a, type)
            return a
        ctx = self.ctx
        if not _NAMESPACE.match(dialect):
            self.error(f"invalid dialect namespace '{dialect}'", p)
        if pretty:
            reg = getattr(ctx, "is_registered_dialect", None)
            if reg is not None and reg(dialect):
                d = getattr(ctx, "dialects", {}).get(dialect)
                hook = getattr(d, "attr_parser", None)
                if hook is not None:
                    mm = _BARE.match(src, p + 2 + len(dialect))
                    self.pos = mm.end() if mm is not None else p + 2 + len(dialect)
                    if src.startswith("<", self.pos):
                        self._dialect_body(
                            self.pos
                        )  # MLIR lexes a balanced body before the dialect parses it
                    # A dialect's attribute parser is not the enclosing op's: its
                    # errors carry no "custom op" prefix (as MLIR's DialectAsmParser).
                    outer = getattr(self, "custom_op_name", None)
                    self.custom_op_name = None
                    try:
                        return hook(self, mm.group() if mm is not None else "")
                    finally:
                        self.custom_op_name = outer
                if d is not None and dict.__contains__(ctx.dialects, dialect):  # loaded, no hook
                    self.error(
                        f"dialect '{dialect}' provides no attribute parsing hook",
                        p + 2 + len(dialect),
                    )
            data = sym
            if trailing:
                body_end = self._dialect_body(end)
                data = sym + src[end:body_end]
                end = body_end
        else:
            body_end = self._dialect_body(end)
            data = src[end + 1 : body_end - 1]
            end = body_end
        self.pos = end
        attr_type = type
        q = _ws(src, end).end()
        if src.startswith(":", q):
            self.pos = q + 1
            attr_type = self.parse_type()
        if not ctx.accepts_dialect(dialect):
            self.error(
                f'#{dialect}<"{data}"> attribute created with unregistered dialect. If this is '
                "intended, please call allowUnregisteredDialects() on the MLIRContext, or use "
                "-allow-unregistered-dialect with the MLIR opt tool used",
                p,
            )
        reg = getattr(ctx, "is_registered_dialect", None)
        if pretty and reg is not None and reg(dialect):
            a = DialectAttr.get(dialect, data, attr_type)
        else:
            a = OpaqueAttr.get(dialect, data, attr_type)
        return a

    def _check_attr_type(self, a: Any, type: Any) -> None:
        t = None
        if isinstance(a, (IntegerAttr, FloatAttr, ElementsAttr)):
            t = a.params[0]
        elif isinstance(a, (StringAttr, OpaqueAttr, DialectAttr)):
            t = a.type
        if t is not None and t is not type:
            self.error(
                f"attribute type different than expected: expected {type}, but got {t}",
                self._here(),
            )

    def _dialect_body(self, start: int) -> int:
        """End of the balanced ``<...>`` at ``start`` (MLIR's ``parseDialectSymbolBody``)."""
        src = self.src
        m = _SIMPLE_BODY.match(src, start)
        if m is not None:
            return m.end()
        return parse_dialect_symbol_body(self, start)

    # -- locations as attributes
    def _parse_loc_attr(self, p: int, type: Any) -> Any:
        self._expect_tok("(", "expected '(' in inline location")
        loc = self.parse_location_instance()
        self._expect_tok(")", "expected ')' in inline location")
        return loc

    def parse_location(self) -> Any:
        """A trailing location, called right after the ``loc`` keyword: ``(...)``.

        ``loc(#name)`` whose alias is not defined yet gives a ``DeferredLoc``
        (resolved by ``resolve_deferred_locs`` at the end of the file).
        """
        self._expect_tok("(", "expected '(' in location")
        src = self.src
        p = self._here()
        m = _HASH_ID.match(src, p)
        if m is not None and "." in m.group():
            # MLIR's parseLocationAlias: a dot names a dialect attribute, not an alias
            self.error(f"expected location, but found dialect attribute: '{m.group()}'", p)
        if m is not None:
            name = m.group()[1:]
            self.pos = m.end()
            a = self.attr_aliases.get(name)
            if a is None:
                d = DeferredLoc(name, p)
                lst = getattr(self, "_deferred_locs", None)
                if lst is None:
                    lst = self._deferred_locs = []  # type: ignore[attr-defined]
                lst.append(d)
                loc: Any = d
            elif not isinstance(a, LocationAttr):
                self.error(f"expected location, but found '{a}'", p)
            else:
                loc = a
        else:
            loc = self.parse_location_instance()
        self._expect_tok(")", "expected ')' in location")
        return loc

    def resolve_deferred_locs(self) -> None:
        """Resolve every ``DeferredLoc`` read so far against the alias table (end of file)."""
        lst = getattr(self, "_deferred_locs", None)
        if not lst:
            return
        aliases = self.attr_aliases
        for d in lst:
            a = aliases.get(d.name)
            if a is None:
                self.error("operation location alias was never defined", d.pos)
            if not isinstance(a, LocationAttr):
                self.error(f"expected location, but found '{a}'", d.pos)
            d.target = a
        lst.clear()

    def parse_location_instance(self) -> LocationAttr:
        """The inside of ``loc(...)``."""
        src = self.src
        p = self._here()
        c = src[p : p + 1]
        if c == "#":
            a = self._parse_extended(p, None)
            if not isinstance(a, LocationAttr):
                self.error(f"expected location attribute, but got{a}", self._here())
            return a
        if c == '"':
            return self._parse_name_or_file_loc(p)
        kw = self._keyword_at(p)
        if kw == "callsite":
            self.pos = p + 8
            self._expect_tok("(", "expected '(' in callsite location")
            callee = self.parse_location_instance()
            q = self._here()
            if self._keyword_at(q) != "at":
                self.wrong_token_error("expected 'at' in callsite location")
            self.pos = q + 2
            caller = self.parse_location_instance()
            self._expect_tok(")", "expected ')' in callsite location")
            return CallSiteLoc.get(callee, caller)
        if kw == "fused":
            self.pos = p + 5
            md = None
            if self._try_tok("<"):
                md = self.parse_attribute()
                self._expect_tok(">", "expected '>' after fused location metadata")
            self._expect_tok("[", "expected '[' in fused location")
            locs = []
            if not self._try_tok("]"):
                while True:
                    locs.append(self.parse_location_instance())
                    if not self._try_tok(","):
                        break
                self._expect_tok("]", "expected ']' in fused location")
            return FusedLoc.get(locs, md)
        if kw == "unknown":
            self.pos = p + 7
            return UnknownLoc.get()
        self.wrong_token_error("expected location instance")

    def _parse_name_or_file_loc(self, p: int) -> LocationAttr:
        s = self._lex_string(p)
        if self._try_tok(":"):
            line = self._loc_uint("expected integer line number in FileLineColLoc")
            self._expect_tok(":", "expected ':' in FileLineColLoc")
            col = self._loc_uint("expected integer column number in FileLineColLoc")
            return FileLineColLoc.get(s, line, col)
        if self._try_tok("("):
            child = self.parse_location_instance()
            self._expect_tok(")", "expected ')' after child location of NameLoc")
            return NameLoc.get(s, child)
        return NameLoc.get(s)

    def _loc_uint(self, message: str) -> int:
        p = self._here()
        m = _NUMBER.match(self.src, p)
        if m is None or m.group(1) is not None:
            self.wrong_token_error(message)
        t = m.group()
        v = int(t, 16) if t[1:2] == "x" else int(t)
        if v >> 32:
            self.wrong_token_error(message)
        self.pos = m.end()
        return v

    # -- elements
    def _parse_dense(self, p: int, type: Any) -> Any:
        self._expect_tok("<", "expected '<' after 'dense'")
        lit = _Literal()
        if not self._try_tok(">"):
            self._literal(lit, allow_hex=True)
            self._expect_tok(">", "expected '>'")
        loc = p if type is not None else self._here()
        t = self._elements_type(type)
        return self._literal_attr(lit, loc, t)

    def _elements_type(self, type: Any) -> Any:
        """MLIR's ``parseElementsLiteralType``: ``: type``, checked shaped and static."""
        if type is None:
            self._expect_tok(":", "expected ':'")
            type = self.parse_type()
        info = shaped_info(type)
        if info is None:
            self.error("elements literal must be a shaped type", self._here())
        if info[0] is None:
            self.error("elements literal type must have static shape", self._here())
        return type

    def _literal(self, lit: _Literal, allow_hex: bool) -> None:
        src = self.src
        p = self._here()
        if allow_hex and src.startswith('"', p):
            raw_end = _STR_TOKEN.match(src, p)
            val = self._lex_string(p)
            lit.hex = (src[p + 1 : raw_end.end() - 1] if raw_end else "", val, p)
            return
        if src.startswith("[", p):
            lit.shape = self._literal_list(lit)
            return
        self._literal_element(lit)

    def _literal_list(self, lit: _Literal) -> list[int]:
        src = self.src
        self._expect_tok("[", "expected '['")
        if self._try_tok("]"):
            return [0]
        size = 0
        first: list[int] | None = None
        while True:
            p = self._here()
            if src.startswith("[", p):
                dims = self._literal_list(lit)
            else:
                self._literal_element(lit)
                dims = []
            size += 1
            if first is None:
                first = dims
            elif dims != first:
                self.error(
                    "tensor literal is invalid; ranks are not consistent between elements",
                    self._here(),
                )
            if not self._try_tok(","):
                break
        self._expect_tok("]", "expected ']'")
        return [size] + first  # type: ignore[operator]

    def _literal_element(self, lit: _Literal) -> None:
        src = self.src
        p = self._here()
        c = src[p : p + 1]
        neg = False
        if c == "-" and not src.startswith("->", p):  # `->` is one token
            neg = True
            p = _ws(src, p + 1).end()
            self.pos = p
            m = _NUMBER.match(src, p)
            if m is None:
                self.token_error("expected integer or floating point literal", p)
        elif c == '"':
            lit.storage.append((False, "string", self._lex_string(p), p))
            return
        elif c == "(":
            self.pos = p + 1
            self._literal_element(lit)
            self._expect_tok(",", "expected ',' between complex elements")
            self._literal_element(lit)
            self._expect_tok(")", "expected ')' after complex elements")
            return
        else:
            m = _NUMBER.match(src, p)
            if m is None:
                kw = self._keyword_at(p)
                if kw == "true" or kw == "false":
                    lit.storage.append((False, kw, kw, p))
                    self.pos = p + len(kw)
                    return
                self.token_error("expected element literal of primitive type", p)
        self.pos = m.end()
        lit.storage.append((neg, "float" if m.group(1) is not None else "int", m.group(), p))

    def _literal_attr(self, lit: _Literal, loc: int, type: Any) -> Any:
        """MLIR's ``TensorLiteralParser::getAttr``."""
        shape, elt = shaped_info(type)  # type: ignore[misc]
        lay = element_layout(elt)
        if lit.hex is not None and lay is not None:
            return self._hex_attr(lit, loc, type, lay)
        if lit.shape and tuple(lit.shape) != shape:
            self.error(
                f"inferred shape of elements literal ([{', '.join(map(str, lit.shape))}]) "
                f"does not match type ([{', '.join(map(str, shape))}])",
                loc,
            )
        n = num_elements(shape)
        storage = lit.storage
        if lit.hex is None and not storage and n:
            self.error(f"parsed zero elements, but type ('{type}') expected at least 1", loc)
        if lay is None:
            if lit.hex is not None:
                return DenseStringElementsAttr.get(type, (lit.hex[1],))
            vals = []
            for _neg, kind, text, _tp in storage:
                # MLIR reads any other token's spelling as if it were quoted.
                vals.append(text if kind == "string" else text[1:-1])
            self._check_count(len(vals), 1, n, loc)
            return DenseStringElementsAttr.get(type, vals)
        info = lay.info
        scalars: list[int] = []
        if lay.kind == "f":
            for neg, kind, text, tp in storage:
                if kind == "int" and text[1:2] == "x":
                    scalars.append(self._hex_float(info, neg, text, tp))
                    continue
                if kind != "float":
                    self.error("expected floating-point elements, but parsed integer", self._here())
                v = float(text)
                scalars.append(info.from_double(-v if neg else v))
        else:
            unsigned = info.unsigned
            mask = info.mask
            for neg, kind, text, tp in storage:
                if neg and unsigned:
                    self.error("expected unsigned integer elements, but parsed negative value", tp)
                if kind == "float":
                    self.error("expected integer elements, but parsed floating-point", tp)
                if kind == "true" or kind == "false":
                    if info.width != 1:
                        self.error("expected i1 type for 'true' or 'false' values", tp)
                    scalars.append(1 if kind == "true" else 0)
                    continue
                if kind == "string":
                    self.error("expected integer elements, but parsed string", tp)
                v = _build_int(info, neg, text)
                if v is None:
                    self.error("integer constant out of range for type", tp)
                scalars.append(v & mask)
        self._check_count(len(scalars), lay.parts, n, loc)
        return DenseIntOrFPElementsAttr.from_scalars(type, scalars)

    def _check_count(self, count: int, parts: int, n: int, loc: int) -> None:
        if count != parts and count != parts * n:
            self.error(
                f"inferred shape of elements literal ([{count // parts}]) does not match "
                f"type ([{n}])",
                loc,
            )

    def _hex_attr(self, lit: _Literal, loc: int, type: Any, lay: Any) -> Any:
        raw, _, tp = lit.hex  # type: ignore[misc]
        m = _HEX_BODY.match(raw)
        if m is None:
            self.error("expected string containing hex digits starting with `0x`", tp)
        data = bytes.fromhex(m.group(1))
        shape, _ = shaped_info(type)  # type: ignore[misc]
        n = num_elements(shape)
        if lay.kind == "b":
            ok = (len(data) == 1 and data[0] in (0, 0xFF)) or len(data) == (n + 7) // 8
        else:
            ok = len(data) == lay.stride or len(data) == lay.stride * n
        if not ok:
            self.error(f"elements hex data size is invalid for provided type: '{type}'", loc)
        if lay.kind == "f" and lay.info.explicit_int:
            sem = lay.info
            nb = lay.nbytes
            data = b"".join(
                sem.canonical(int.from_bytes(data[i : i + nb], "little")).to_bytes(nb, "little")
                for i in range(0, len(data), nb)
            )
        return DenseIntOrFPElementsAttr.get(type, data)

    def _parse_dense_resource(self, p: int, type: Any) -> Any:
        self._expect_tok("<", "expected '<' after 'dense_resource'")
        q = self._here()
        m = _BARE.match(self.src, q)
        if m is None:
            self.token_error("expected identifier key for 'resource' entry", q)
        key = m.group()
        self.pos = m.end()
        self._expect_tok(">", "expected '>'")
        type_loc = p
        if type is None:
            type_loc = self._here()
            self._expect_tok(":", "expected ':'")
            type = self.parse_type()
        if shaped_info(type) is None:
            self.error("`dense_resource` expected a shaped type", type_loc)
        return DenseResourceElementsAttr.get(type, key)

    def _parse_dense_array(self, p: int, type: Any) -> Any:
        src = self.src
        self._expect_tok("<", "expected '<' after 'array'")
        type_loc = self._here()
        elt = self.parse_type()
        info = _scalar(elt)
        if info is None:
            self.error(f"expected integer or float type, got: '{elt}'", type_loc)
        is_float = type_of(info) is FloatSemantics
        if not is_float and not info.is_i1 and info.width % 8:
            self.error("element type bitwidth must be a multiple of 8", type_loc)
        if self._try_tok(">"):
            return DenseArrayAttr.from_bits(elt, ())
        self._expect_tok(":", "expected ':' after dense array type")
        vals: list[int] = []
        while True:
            q = self._here()
            neg = False
            if src.startswith("-", q) and not src.startswith("->", q):  # `->` is one token
                neg = True
                q = _ws(src, q + 1).end()
                self.pos = q
            if is_float:
                m = _NUMBER.match(src, q)
                if m is None:
                    self.token_error("expected integer or floating point literal", q)
                text = m.group()
                if m.group(1) is not None:
                    v = float(text)
                    vals.append(info.from_double(-v if neg else v))
                else:
                    vals.append(self._hex_float(info, neg, text, q))
                self.pos = m.end()
            else:
                kw = self._keyword_at(q)
                if kw == "true" or kw == "false":
                    if not info.is_i1:
                        self.error("expected i1 type for 'true' or 'false' values", q)
                    vals.append(1 if kw == "true" else 0)
                    self.pos = q + len(kw)
                else:
                    m = _NUMBER.match(src, q)
                    if m is None or m.group(1) is not None:
                        self.token_error("expected integer literal", q)
                    self.pos = m.end()
                    v = _build_int(info, neg, m.group())
                    if v is None:
                        self.error("integer constant out of range", self._here())
                    vals.append(v)
            if not self._try_tok(","):
                break
        self._expect_tok(">", "expected '>' to close an array attribute")
        return DenseArrayAttr.from_bits(elt, tuple(vals))

    def _parse_layout(self, p: int, type: Any) -> Any:
        from .layout_attrs import parse_layout_attr

        kw = self._keyword_at(p)
        return parse_layout_attr(self, kw)

    def _parse_sparse(self, p: int, type: Any) -> Any:
        """MLIR's ``parseSparseElementsAttr``."""
        from .types import RankedTensorType

        self._expect_tok("<", "Expected '<' after 'sparse'")
        i64 = builtin_type("i64")
        if self._try_tok(">"):
            t = self._elements_type(type)
            shape, elt = shaped_info(t)  # type: ignore[misc]
            it = RankedTensorType.get((0, len(shape)), i64)
            vt = RankedTensorType.get((0,), elt)
            vals: Any = (
                DenseIntOrFPElementsAttr.get(vt, b"")
                if element_layout(elt) is not None
                else DenseStringElementsAttr.get(vt, ())
            )
            return SparseElementsAttr.get(t, DenseIntOrFPElementsAttr.get(it, b""), vals)
        ind_loc = self._here()
        ind = _Literal()
        self._literal(ind, allow_hex=False)
        self._expect_tok(",", "expected ','")
        val_loc = self._here()
        val = _Literal()
        self._literal(val, allow_hex=True)
        self._expect_tok(">", "expected '>'")
        t = self._elements_type(type)
        shape, elt = shaped_info(t)  # type: ignore[misc]
        if not ind.shape:
            it = RankedTensorType.get((1, len(shape)), i64)
        else:
            it = RankedTensorType.get(tuple(ind.shape), i64)
        indices = self._literal_attr(ind, ind_loc, it)
        vshape = (it.shape[0],) if not val.shape else tuple(val.shape)
        values = self._literal_attr(val, val_loc, RankedTensorType.get(vshape, elt))
        self._verify_sparse(p, t, shape, indices, values)
        return SparseElementsAttr.get(t, indices, values)

    def _verify_sparse(self, p: int, t: Any, shape: Any, indices: Any, values: Any) -> None:
        """MLIR's ``SparseElementsAttr::verify``, reported at the ``sparse`` keyword."""
        ishape = shaped_info(indices.params[0])[0]
        vshape = shaped_info(values.params[0])[0]
        if len(vshape) != 1:
            self.error("expected 1-d tensor for sparse element values", p)
        rank = len(shape)

        def dims(s: Any) -> str:
            return ", ".join(map(str, s))

        bad_shape = (
            (ishape[1] != rank) if len(ishape) == 2 else (len(ishape) != 1 or rank != 1)
        ) or ishape[0] != vshape[0]
        if bad_shape:
            self.error(
                f"expected shape ([{dims(shape)}]); inferred shape of indices literal "
                f"([{dims(ishape)}]); inferred shape of values literal ([{dims(vshape)}])",
                p,
            )
        flat = [v & 0xFFFFFFFFFFFFFFFF for v in indices.values]
        n = ishape[0]
        if indices.is_splat:
            rows = [[flat[0]] * rank]
        else:
            rows = [flat[i * rank : (i + 1) * rank] for i in range(n)]
        for i, index in enumerate(rows):
            if any(x >= d for x, d in zip(index, shape) if d >= 0):
                self.error(
                    f"sparse index #{i} is not contained within the value shape, with "
                    f"index=[{dims(index)}], and type='{t}'",
                    p,
                )

    def _parse_distinct(self, p: int, type: Any) -> Any:
        """MLIR's ``parseDistinctAttr``: the same ``N`` in one file is the same attribute."""
        src = self.src
        self._expect_tok("[", "expected '[' after 'distinct'")
        q = self._here()
        m = _NUMBER.match(src, q)
        if m is None or m.group(1) is not None:
            self.wrong_token_error("expected distinct ID")
        t = m.group()
        n = int(t, 16) if t[1:2] == "x" else int(t)
        self.pos = m.end()
        if n >> 64:
            self.error("expected an unsigned 64-bit integer", self._here())
        self._expect_tok("]", "expected ']' to close distinct ID")
        self._expect_tok("<", "expected '<' after distinct ID")
        if self._try_tok(">"):
            ref: Any = UnitAttr.get()
        else:
            ref = self.parse_attribute(type)
            self._expect_tok(">", "expected '>' to close distinct attribute")
        table = getattr(self, "_distinct_attrs", None)
        if table is None:
            table = self._distinct_attrs = {}  # type: ignore[attr-defined]
        d = table.get(n)
        if d is None:
            d = table[n] = DistinctAttr.create(ref)
        elif d.referenced is not ref:
            self.error(
                f"referenced attribute does not match previous definition: {d.referenced}", p
            )
        return d

    # ------------------------------------------------------------ file metadata
    def parse_file_metadata(self) -> None:
        """``{-# dialect_resources: {...}, external_resources: {...} #-}`` into ``self.resources``.

        May be called with the ``{-#`` already consumed or not.
        """
        src = self.src
        p = self._here()
        if src.startswith("{-#", p):
            self.pos = p + 3
        if self._try_tok("#-}"):
            return
        while True:
            q = self._here()
            m = _BARE.match(src, q)
            if m is None:
                self.token_error("expected identifier key in file metadata dictionary", q)
            key = m.group()
            self.pos = m.end()
            self._expect_tok(":", "expected ':'")
            if key == "dialect_resources":
                self._resource_sections(self._dialect_resource_body)
            elif key == "external_resources":
                self._resource_sections(self._external_resource_body)
            else:
                self.error(f"unknown key '{key}' in file metadata dictionary", q)
            if self._try_tok(","):
                continue
            self._expect_tok("#-}", "expected ',' or '#-}'")
            return

    def _resource_sections(self, body: Any) -> None:
        src = self.src
        self._expect_tok("{", "expected '{'")
        if self._try_tok("}"):
            return
        while True:
            q = self._here()
            m = _BARE.match(src, q)
            if m is None:
                self.token_error("expected identifier key for 'resource' entry", q)
            self.pos = m.end()
            self._expect_tok(":", "expected ':'")
            self._expect_tok("{", "expected '{'")
            body(m.group(), q)
            if self._try_tok(","):
                continue
            self._expect_tok("}", "expected ',' or '}'")
            return

    def _resource_entries(self, key_error: str, entry: Any) -> None:
        src = self.src
        if self._try_tok("}"):
            return
        while True:
            q = self._here()
            m = _BARE.match(src, q)
            if m is None:
                self.token_error(key_error, q)
            self.pos = m.end()
            self._expect_tok(":", "expected ':'")
            entry(m.group(), q, self._here())
            if self._try_tok(","):
                continue
            self._expect_tok("}", "expected ',' or '}'")
            return

    def _resource_value(self, key: str, vp: int) -> Any:
        """One resource value token: ``True``/``False``, a ``str``, or ``(alignment, bytes)``."""
        src = self.src
        kw = self._keyword_at(vp)
        if kw == "true" or kw == "false":
            self.pos = vp + len(kw)
            return kw == "true"
        if src.startswith('"0x', vp):
            return self._resource_blob(key, vp)
        if not src.startswith('"', vp):
            self.error(f"expected string value for key '{key}'", vp)
        return self._lex_string(vp)

    def _resource_blob(self, key: str, vp: int) -> tuple[int, bytes]:
        src = self.src
        if not src.startswith('"', vp):
            self.error(f"expected hex string blob for key '{key}'", vp)
        m = _STR_TOKEN.match(src, vp)
        self._lex_string(vp)
        hm = _HEX_BODY.match(m.group()[1:-1]) if m is not None else None
        if hm is None:
            self.error(f"expected hex string blob for key '{key}'", vp)
        data = bytes.fromhex(hm.group(1))
        if len(data) < 4:
            self.error(
                f"expected hex string blob for key '{key}' to encode alignment in first 4 bytes",
                vp,
            )
        align = int.from_bytes(data[:4], "little")
        if align & (align - 1):
            self.error(
                f"expected hex string blob for key '{key}' to encode alignment in first 4 "
                f"bytes, but got non-power-of-2 value: {align}",
                vp,
            )
        return align, data[4:]

    def _dialect_resource_body(self, dialect: str, pos: int) -> None:
        ctx = self.ctx
        res = self.resources
        if dialect != "builtin":
            reg = getattr(ctx, "is_registered_dialect", None)
            if reg is None or not reg(dialect):
                self.error(f"dialect '{dialect}' is unknown", pos)
            d = ctx.dialects.get(dialect)

            if getattr(d, "resource_blobs", False):

                def entry(key: str, kp: int, vp: int) -> None:
                    # checked as blobs; only builtin blobs are referenced (dense_resource)
                    self._resource_blob(key, vp)

            else:

                def entry(key: str, kp: int, vp: int) -> None:
                    self.error(f"unknown 'resource' key '{key}' for dialect '{dialect}'", kp)

        else:

            def entry(key: str, kp: int, vp: int) -> None:
                align, data = self._resource_blob(key, vp)
                res.add_blob(key, data, align)

        self._resource_entries("expected identifier key for 'resource' entry", entry)

    def _external_resource_body(self, group: str, pos: int) -> None:
        res = self.resources

        def entry(key: str, kp: int, vp: int) -> None:
            res.add_external(group, key, self._resource_value(key, vp))

        res.add_external_group(group)
        self._resource_entries("expected identifier key for 'external_resources' entry", entry)


type_of = type  # the builtin, for methods whose parameter is named `type`

_DIGITS = frozenset("0123456789")
_IDENT_START = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")
_SPACE = frozenset(" \t\n\r\v\f/")
_HEXDIGITS = frozenset("0123456789abcdefABCDEF")
_CLOSERS = {">": "<", "]": "[", ")": "(", "}": "{"}
_ATTR_START = frozenset('[{#"@-')
_OPTIONAL_KEYWORDS = frozenset(
    [
        "affine_map",
        "affine_set",
        "dense",
        "dense_resource",
        "false",
        "loc",
        "sparse",
        "true",
        "unit",
        "array",
        "strided",
        "distinct",
    ]
)


def _TRUE() -> Any:
    return BoolAttr.get(True)


def _FALSE() -> Any:
    return BoolAttr.get(False)


def _UNIT() -> Any:
    return UnitAttr.get()


M = AttrParserMixin
_DISPATCH = {
    "[": M._parse_array,
    "{": M._parse_dict_attr,
    "#": M._parse_extended,
    '"': M._parse_string_attr,
    "@": M._parse_symbol_ref,
}
_KEYWORD_DISPATCH = {
    "true": M._parse_true,
    "false": M._parse_false,
    "unit": M._parse_unit,
    "dense": M._parse_dense,
    "dense_resource": M._parse_dense_resource,
    "array": M._parse_dense_array,
    "loc": M._parse_loc_attr,
    "affine_map": M._parse_layout,
    "affine_set": M._parse_layout,
    "strided": M._parse_layout,
    "sparse": M._parse_sparse,
    "distinct": M._parse_distinct,
}
del M
