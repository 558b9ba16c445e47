"""Reading MLIR's builtin types from text: the ``TypeParserMixin`` of the parser.

The mixin reads types straight from ``self.src`` at ``self.pos`` with
anchored regexes, as mlir-opt 19's ``TypeParser.cpp`` does with tokens:
scalar types (``i32``, ``index``, ``f32``) cost one regex match and one dict
lookup, and common shaped types (``tensor<4x?xf32>``, ``memref<8xi32>``,
``vector<4xf32>``) are cached by their text. Errors are ``ParseError``\\ s
carrying mlir-opt's wording and offsets (an error about a missing token
points just after the previous token, as ``emitWrongTokenError`` does).

It expects the final parser class to provide: ``src``, ``pos``,
``error(message, offset)``, ``ctx`` (``accepts_dialect(name)``; optionally
``dialects`` whose entries may have a ``type_parser(parser, mnemonic)``
hook), ``type_aliases`` (name without ``!`` → type), and, from
``AttrParserMixin``, ``parse_attribute()`` / ``parse_optional_attribute()``
for tensor encodings and memref layouts and memory spaces.

What this module does not do: attributes (``attr_parser``), alias
definitions (the op parser), or anything about ops.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, NoReturn

from .affine import INT64_MAX, prev_token_end, raise_at_token
from .base import Type
from .cursor import WS
from .types import (
    DYNAMIC,
    FLOAT_TYPE_NAMES,
    MAX_INT_WIDTH,
    ComplexType,
    DialectType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    OpaqueType,
    RankedTensorType,
    TupleType,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
    _valid_memref_element,
    _valid_tensor_element,
    _valid_vector_element,
    memref_layout_error,
)

__all__ = ["TypeParserMixin", "parse_dialect_symbol_body"]

# The text of a builtin aggregate type whose meaning does not depend on the
# parser's state (no `#`/`!` aliases or dialect symbols, no strings), nested up
# to four `<...>` deep; `->` is one token. Such texts are cached: a text is
# stored only after a parse that ended exactly where this match ends.
_BODY = r"(?:[^<>#!\"@\-]|-(?!>)|->)*"
for _ in range(3):
    _BODY = r"(?:[^<>#!\"@\-]|-(?!>)|->|<" + _BODY + r">)*"
_AGGREGATE = r"(?:tensor|memref|vector|complex|tuple)<" + _BODY + r">"

# Whitespace, then a cacheable aggregate type or a bare identifier (MLIR's
# `bare-id`), in one match: one dict lookup then finds most types.
_WS_WORD = re.compile(
    r"(?:\s+|//[^\n]*)*("
    r"(?:tensor|memref|vector)<(?:[0-9?]+x)*[A-Za-z_][A-Za-z0-9_]*>"
    r"|" + _AGGREGATE + r"|[A-Za-z_][A-Za-z0-9_$.]*)"
)
_BARE_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")
_INT_TYPE = re.compile(r"([su]?)i([0-9]+)\Z")
_DIGITS = re.compile(r"[0-9]+")
# `!` identifiers: `!foo`, `!foo.bar`, `!foo.bar-baz$x`, `!0`.
_EXCL_ID = re.compile(r"!([A-Za-z_$.\-][A-Za-z0-9_$.\-]*|[0-9]+)")
# The likely extent of a `!` type (a dialect body nested four deep, no strings),
# for the per-parser cache of `!` types (their meaning depends on the parser's
# aliases and context, so they are not cached across parsers).
_DBODY = r"(?:[^<>\"\-]|-(?!>)|->)*"
for _ in range(3):
    _DBODY = r"(?:[^<>\"\-]|-(?!>)|->|<" + _DBODY + r">)*"
_EXT_TEXT = re.compile(r"![A-Za-z_$.\-][A-Za-z0-9_$.\-]*(?:<" + _DBODY + r">)?(?!<)")
_NAMESPACE = re.compile(r"[A-Za-z_][A-Za-z0-9_$]*\Z")
_AGGREGATE_TEXT = re.compile(_AGGREGATE)
# Likewise for function types: `(...) -> (...)` / `(...) -> t`, parentheses nested three deep.
_PARENS = r"(?:[^()#!\"@]|\((?:[^()#!\"@]|\([^()#!\"@]*\))*\))*"
_FUNCTION_TEXT = re.compile(
    r"\("
    + _PARENS
    + r"\)(?:\s|//[^\n]*)*->(?:\s|//[^\n]*)*(?:\("
    + _PARENS
    + r"\)|"
    + _AGGREGATE
    + r"|[A-Za-z_][A-Za-z0-9_$.]*)"
)

_SIGNEDNESS = {"": "signless", "s": "signed", "u": "unsigned"}

# Text → type for type keywords and for the simple shaped types matched by
# `_WS_WORD`: one regex match and one dict lookup for the common cases.
# Integer types and shaped types are added when first parsed (bounded).
_SIMPLE: dict[str, Type] = {"index": IndexType.get(), "none": NoneType.get()}
for _n in FLOAT_TYPE_NAMES:
    _SIMPLE[_n] = FloatType.get(_n)
for _w in (1, 8, 16, 32, 64, 128):
    for _p, _s in (("i", "signless"), ("si", "signed"), ("ui", "unsigned")):
        _SIMPLE[f"{_p}{_w}"] = IntegerType.get(_w, _s)
_SIMPLE_LIMIT = 16384

_TYPE_KEYWORDS = frozenset(("tensor", "memref", "vector", "complex", "tuple"))

_UNREGISTERED_TAIL = (
    " type created with unregistered dialect. If this is intended, please call "
    "allowUnregisteredDialects() on the MLIRContext, or use "
    "-allow-unregistered-dialect with the MLIR opt tool used"
)

# Attribute classes MLIR's builtin dialect defines that are not valid memory
# spaces (MLIR's isSupportedMemorySpace allows integers, strings,
# dictionaries and the attributes of other dialects).
_BAD_MEMORY_SPACE = frozenset(
    (
        "ArrayAttr",
        "DenseArrayAttr",
        "DenseIntOrFPElementsAttr",
        "DenseStringElementsAttr",
        "DenseResourceElementsAttr",
        "SparseElementsAttr",
        "FloatAttr",
        "UnitAttr",
        "TypeAttr",
        "SymbolRefAttr",
        "FlatSymbolRefAttr",
        "OpaqueAttr",
        "AffineMapAttr",
        "IntegerSetAttr",
        "StridedLayoutAttr",
        "DistinctAttr",
    )
)


def _is_supported_memory_space(attr: object) -> bool:
    return type(attr).__name__ not in _BAD_MEMORY_SPACE


def _is_memref_layout(attr: object) -> bool:
    return getattr(type(attr), "MEMREF_LAYOUT", False) is True


def _lex_string_end(parser, p: int) -> int:
    """End of the string literal starting at ``p`` (MLIR's ``lexString`` rules)."""
    src = parser.src
    n = len(src)
    i = p + 1
    while True:
        if i >= n:
            parser.error("expected '\"' in string literal", n)
        c = src[i]
        if c == '"':
            return i + 1
        if c == "\n" or c == "\v" or c == "\f":
            parser.error("expected '\"' in string literal", i)
        if c == "\\":
            nx = src[i + 1 : i + 2]
            if nx and nx in '"\\nt':
                i += 2
                continue
            if len(src) >= i + 3 and all(
                ch in "0123456789abcdefABCDEF" for ch in src[i + 1 : i + 3]
            ):
                i += 3
                continue
            parser.error("unknown escape in string literal", i)
        i += 1


_OPENERS = {"<": "<", "[": "[", "(": "(", "{": "{"}
_CLOSERS = {">": "<", "]": "[", ")": "(", "}": "{"}


def parse_dialect_symbol_body(parser, lt: int) -> int:
    """Scan a pretty dialect body ``<...>`` starting at ``lt``; return the offset after it.

    Nested ``<>``, ``[]``, ``()``, ``{}`` must balance; ``->`` is one token
    and string literals are skipped whole (MLIR's ``parseDialectSymbolBody``).
    Errors point at the opening ``<``, or, as in MLIR, at the last string
    literal read inside the body.
    """
    src = parser.src
    n = len(src)
    stack: list[str] = []
    p = lt
    loc = lt
    while True:
        if p >= n or src[p] == "\0":
            if stack:
                parser.error(f"unbalanced '{stack[-1]}' character in pretty dialect name", loc)
            parser.error("unexpected nul or EOF in pretty dialect name", loc)
        c = src[p]
        p += 1
        if c in _OPENERS:
            stack.append(c)
            continue
        if c == "-":
            if src.startswith(">", p):
                p += 1
            continue
        opener = _CLOSERS.get(c)
        if opener is not None:
            if stack[-1] != opener:
                parser.error(f"unbalanced '{stack[-1]}' character in pretty dialect name", loc)
            stack.pop()
            if not stack:
                return p
            continue
        if c == '"':
            loc = p - 1
            p = _lex_string_end(parser, loc)


class TypeParserMixin:
    """Type parsing for the MLIR text parser (see the module docstring for its needs)."""

    __slots__ = ()

    # The final Parser class provides these (declared for type checkers only, so
    # that nothing here shadows the real ones whatever the order of the bases).
    src: str
    pos: int
    ctx: Any
    type_aliases: dict

    if TYPE_CHECKING:

        def error(self, message: str, pos: int | None = None) -> NoReturn: ...

        def token_error(self, message: str, pos: int) -> NoReturn: ...

        def parse_attribute(self, type: Any = None) -> Any: ...

        def parse_optional_attribute(self, type: Any = None) -> Any: ...

    # ----------------------------------------------------------------- helpers
    def _tp_wrong(self, message: str) -> NoReturn:
        """Raise ``message`` where MLIR's ``emitWrongTokenError`` would put it."""
        p = WS.match(self.src, self.pos).end()
        raise_at_token(self, message, p, prev_token_end(self.src, p))

    def _tp_consume(self, lit: str) -> bool:
        src = self.src
        p = WS.match(src, self.pos).end()
        if src.startswith(lit, p):
            self.pos = p + len(lit)
            return True
        return False

    def _tp_expect(self, lit: str, message: str) -> None:
        src = self.src
        p = WS.match(src, self.pos).end()
        if src.startswith(lit, p):
            self.pos = p + len(lit)
            return
        raise_at_token(self, message, p, prev_token_end(src, p))

    def _tp_here(self) -> int:
        self.pos = p = WS.match(self.src, self.pos).end()
        return p

    # ----------------------------------------------------------------- entry points
    def parse_type(self) -> Type:
        """Parse a type (function types included); raise ``ParseError`` if none is here."""
        m = _WS_WORD.match(self.src, self.pos)
        if m is not None:
            t = _SIMPLE.get(m.group(1))
            if t is not None:
                self.pos = m.end()
                return t
        return self._tp_type_slow()

    def parse_optional_type(self) -> Type | None:
        """Parse a type if one starts here, else return None without consuming anything."""
        src = self.src
        p = WS.match(src, self.pos).end()
        c = src[p : p + 1]
        if c == "(" or c == "!":
            return self.parse_type()
        m = _BARE_ID.match(src, p)
        if m is None:
            return None
        w = m.group()
        if w in _SIMPLE or w in _TYPE_KEYWORDS or _INT_TYPE.match(w) is not None:
            return self.parse_type()
        return None

    def parse_non_function_type(self) -> Type:
        """Parse any type but a function type (``expected non-function type`` otherwise)."""
        m = _WS_WORD.match(self.src, self.pos)
        if m is not None:
            t = _SIMPLE.get(m.group(1))
            if t is not None:
                self.pos = m.end()
                return t
        return self._tp_non_function_type()

    def parse_type_list_no_parens(self) -> tuple[Type, ...]:
        """``type (, type)*`` (at least one)."""
        types = [self.parse_type()]
        while self._tp_consume(","):
            types.append(self.parse_type())
        return tuple(types)

    def parse_type_list_parens(self) -> tuple[Type, ...]:
        """``()`` or ``(type, ...)``."""
        self._tp_expect("(", "expected '('")
        if self._tp_consume(")"):
            return ()
        types = self.parse_type_list_no_parens()
        self._tp_expect(")", "expected ')'")
        return types

    def parse_function_result_types(self) -> tuple[Type, ...]:
        """A function's results: a parenthesized list or one non-function type."""
        if self.src.startswith("(", WS.match(self.src, self.pos).end()):
            return self.parse_type_list_parens()
        return (self.parse_non_function_type(),)

    def parse_function_type(self) -> FunctionType:
        """``(inputs) -> results`` at the current position."""
        inputs = self.parse_type_list_parens()
        self._tp_expect("->", "expected '->' in function type")
        results = self.parse_function_result_types()
        return FunctionType.get(inputs, results)

    # ----------------------------------------------------------------- dispatch
    def _tp_type_slow(self) -> Type:
        src = self.src
        p = WS.match(src, self.pos).end()
        c = src[p : p + 1]
        if c == "!":
            return self._tp_extended(p)
        if c == "(":
            fast = _FUNCTION_TEXT.match(src, p)
            if fast is not None:
                t = _SIMPLE.get(fast.group())
                if t is not None:
                    self.pos = fast.end()
                    return t
            self.pos = p
            t = self.parse_function_type()
            if fast is not None and self.pos == fast.end() and len(_SIMPLE) < _SIMPLE_LIMIT:
                _SIMPLE[fast.group()] = t
            return t
        self.pos = p
        return self._tp_non_function_type()

    def _tp_non_function_type(self) -> Type:
        src = self.src
        p = self._tp_here()
        c = src[p : p + 1]
        if c == "!":
            return self._tp_extended(p)
        m = _BARE_ID.match(src, p)
        if m is None:
            self._tp_wrong("expected non-function type")
        w = m.group()
        t = _SIMPLE.get(w)
        if t is not None:
            self.pos = m.end()
            return t
        if w in _TYPE_KEYWORDS:
            fast = _AGGREGATE_TEXT.match(src, p)
            if fast is not None:
                t = _SIMPLE.get(fast.group())
                if t is not None:
                    self.pos = fast.end()
                    return t
            self.pos = m.end()
            if w == "tensor":
                t = self._tp_tensor()
            elif w == "memref":
                t = self._tp_memref(p)
            elif w == "vector":
                t = self._tp_vector()
            elif w == "complex":
                t = self._tp_complex()
            else:
                t = self._tp_tuple()
            if fast is not None and self.pos == fast.end() and len(_SIMPLE) < _SIMPLE_LIMIT:
                _SIMPLE[fast.group()] = t
            return t
        im = _INT_TYPE.match(w)
        if im is not None:
            width = int(im.group(2))
            if width > 0xFFFFFFFF:
                self.error("invalid integer width", p)
            if width > MAX_INT_WIDTH:
                self.error(f"integer bitwidth is limited to {MAX_INT_WIDTH} bits", p)
            t = IntegerType.get(width, _SIGNEDNESS[im.group(1)])
            if len(_SIMPLE) < _SIMPLE_LIMIT:
                _SIMPLE[w] = t
            self.pos = m.end()
            return t
        self._tp_wrong("expected non-function type")

    # ----------------------------------------------------------------- dimension lists
    def _tp_x_in_dims(self) -> None:
        src = self.src
        p = WS.match(src, self.pos).end()
        if src.startswith("x", p):
            self.pos = p + 1
            return
        raise_at_token(self, "expected 'x' in dimension list", p, prev_token_end(src, p))

    def _tp_ranked_dims(self) -> list[int]:
        """``(dim x)*`` where dim is ``?`` or a decimal integer (tensor/memref shapes)."""
        src = self.src
        dims: list[int] = []
        while True:
            p = WS.match(src, self.pos).end()
            c = src[p : p + 1]
            if c == "?":
                dims.append(DYNAMIC)
                self.pos = p + 1
            elif "0" <= c <= "9":
                m = _DIGITS.match(src, p)
                e = m.end()
                if src.startswith(".", e):
                    break  # a float token: not a dimension
                v = int(m.group())
                if v > INT64_MAX:
                    self.error("invalid dimension", p)
                dims.append(v)
                self.pos = e
            else:
                break
            self._tp_x_in_dims()
        return dims

    def _tp_vector_dims(self) -> tuple[list[int], list[bool]]:
        src = self.src
        dims: list[int] = []
        scalable: list[bool] = []
        while True:
            p = WS.match(src, self.pos).end()
            c = src[p : p + 1]
            is_scalable = c == "["
            if not is_scalable and not ("0" <= c <= "9"):
                break
            if "0" <= c <= "9" and src.startswith(".", _DIGITS.match(src, p).end()):
                break  # a float token ends the dimension list
            if is_scalable:
                self.pos = p + 1
                p = WS.match(src, self.pos).end()
            m = _DIGITS.match(src, p)
            if m is None or src.startswith(".", m.end()):
                self.token_error("invalid dimension", p)
            v = int(m.group())
            if v > INT64_MAX:
                self.error("invalid dimension", p)
            self.pos = m.end()
            dims.append(v)
            if is_scalable and not self._tp_consume("]"):
                self._tp_wrong("missing ']' closing scalable dimension")
            scalable.append(is_scalable)
            self._tp_x_in_dims()
        return dims, scalable

    # ----------------------------------------------------------------- builtin types
    def _tp_tensor(self) -> Type:
        self._tp_expect("<", "expected '<' in tensor type")
        unranked = self._tp_consume("*")
        if unranked:
            self._tp_x_in_dims()
            dims: list[int] = []
        else:
            dims = self._tp_ranked_dims()
        elem_pos = self._tp_here()
        elem = self.parse_type()
        encoding = None
        if self._tp_consume(","):
            encoding = self.parse_optional_attribute()
        self._tp_expect(">", "expected '>' in tensor type")
        if not _valid_tensor_element(elem):
            self.error("invalid tensor element type", elem_pos)
        if unranked:
            if encoding is not None:
                self.error("cannot apply encoding to unranked tensor", self._tp_here())
            return UnrankedTensorType.get(elem)
        return RankedTensorType.get(dims, elem, encoding)

    def _tp_memref(self, start: int) -> Type:
        self._tp_expect("<", "expected '<' in memref type")
        unranked = self._tp_consume("*")
        if unranked:
            self._tp_x_in_dims()
            dims: list[int] = []
        else:
            dims = self._tp_ranked_dims()
        elem_pos = self._tp_here()
        elem = self.parse_type()
        if not _valid_memref_element(elem):
            self.error("invalid memref element type", elem_pos)
        layout = None
        memory_space = None
        if not self._tp_consume(">"):
            self._tp_expect(",", "expected ',' or '>' in memref type")
            p = self._tp_here()
            if self.src.startswith(">", p):
                self.error("expected list element", prev_token_end(self.src, p))
            while True:
                attr = self.parse_attribute()
                if _is_memref_layout(attr):
                    layout = attr
                    if unranked:
                        self.error(
                            "cannot have affine map for unranked memref type", self._tp_here()
                        )
                    if memory_space is not None:
                        self.error(
                            "expected memory space to be last in memref type", self._tp_here()
                        )
                elif memory_space is not None:
                    self.error("multiple memory spaces specified in memref type", self._tp_here())
                else:
                    memory_space = attr
                if not self._tp_consume(","):
                    break
            self._tp_expect(">", "expected ',' or '>'")
        if not unranked:
            err = memref_layout_error(dims, layout)
            if err is not None:
                self.error(err, start)
        if memory_space is not None and not _is_supported_memory_space(memory_space):
            self.error("unsupported memory space Attribute", start)
        if unranked:
            return UnrankedMemRefType.get(elem, memory_space)
        return MemRefType.get(dims, elem, layout, memory_space)

    def _tp_vector(self) -> Type:
        self._tp_expect("<", "expected '<' in vector type")
        dims, scalable = self._tp_vector_dims()
        for d in dims:
            if d <= 0:
                self.error("vector types must have positive constant sizes", self._tp_here())
        elem_pos = self._tp_here()
        elem = self.parse_type()
        self._tp_expect(">", "expected '>' in vector type")
        if not _valid_vector_element(elem):
            self.error("vector elements must be int/index/float type", elem_pos)
        return VectorType.get(dims, elem, scalable)

    def _tp_complex(self) -> Type:
        self._tp_expect("<", "expected '<' in complex type")
        elem_pos = self._tp_here()
        elem = self.parse_type()
        self._tp_expect(">", "expected '>' in complex type")
        if not isinstance(elem, (IntegerType, FloatType)):
            self.error("invalid element type for complex", elem_pos)
        return ComplexType.get(elem)

    def _tp_tuple(self) -> Type:
        self._tp_expect("<", "expected '<' in tuple type")
        if self._tp_consume(">"):
            return TupleType.get(())
        types = self.parse_type_list_no_parens()
        self._tp_expect(">", "expected '>' in tuple type")
        return TupleType.get(types)

    # ----------------------------------------------------------------- `!` types
    def _tp_extended(self, p: int) -> Type:
        """``!alias``, ``!dialect.mnemonic<...>`` or ``!dialect<...>`` starting at ``p``."""
        src = self.src
        fast = _EXT_TEXT.match(src, p)
        if fast is not None:
            try:
                cache = self._tp_ext_cache
            except AttributeError:
                cache = self._tp_ext_cache = {}
            text = fast.group()
            t = cache.get(text)
            if t is not None:
                self.pos = fast.end()
                return t
            t = self._tp_extended_uncached(p)
            if self.pos == fast.end():
                cache[text] = t
            return t
        return self._tp_extended_uncached(p)

    def _tp_extended_uncached(self, p: int) -> Type:
        src = self.src
        m = _EXCL_ID.match(src, p)
        if m is None:
            self.error("invalid type identifier", p)
        ident = m.group(1)
        end = m.end()
        dialect, dot, mnemonic = ident.partition(".")
        has_body = src.startswith("<", end)
        if not dot and not has_body:
            t = self.type_aliases.get(ident)
            if t is None:
                self.pos = end
                self._tp_wrong(f"undefined symbol alias id '{ident}'")
            self.pos = end
            return t
        ctx = self.ctx
        if dot:
            data_pos = p + 2 + len(dialect)
            hook = d = None
            dialects = getattr(ctx, "dialects", None)
            if dialects:
                d = dialects.get(dialect)
                hook = getattr(d, "type_parser", None) if d is not None else None
            if hook is not None:
                self.pos = end
                outer = getattr(self, "custom_op_name", None)
                self.custom_op_name = None  # a dialect's type parser is not the op's
                try:
                    return hook(self, mnemonic)
                finally:
                    self.custom_op_name = outer
            if d is not None and dict.__contains__(dialects, dialect):  # loaded, no hook
                self.error(f"dialect '{dialect}' provides no type parsing hook", data_pos)
            if has_body:
                self.pos = parse_dialect_symbol_body(self, end)
                data = src[data_pos : self.pos]
            else:
                self.pos = end
                data = mnemonic
        else:
            data_pos = p
            self.pos = parse_dialect_symbol_body(self, end)
            data = src[end + 1 : self.pos - 1]
        if _NAMESPACE.match(dialect) is None:
            self.error(f"invalid dialect namespace '\"{dialect}\"'", data_pos)
        if not ctx.accepts_dialect(dialect):
            self.error(f'`!"{dialect}"<"{data}">`' + _UNREGISTERED_TAIL, data_pos)
        if dot:
            is_registered = getattr(ctx, "is_registered_dialect", None)
            if is_registered is not None and is_registered(dialect):
                return DialectType.get(dialect, data)
        return OpaqueType.get(dialect, data)
