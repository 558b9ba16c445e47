"""MLIR 19's LLVM dialect types: interned classes, their text, and the type parser.

``!llvm.ptr`` / ``!llvm.ptr<1>`` (``LLVMPointerType``), ``!llvm.struct<(...)>``
(literal, ``packed``, and identified ``"name"`` structs: ``LLVMStructType``),
``!llvm.array<4 x f32>`` (``LLVMArrayType``), ``!llvm.func<i32 (i32, ...)>``
(``LLVMFunctionType``), ``!llvm.vec<4 x ptr>`` (``LLVMFixedVectorType``, vectors
of what a builtin ``vector`` cannot hold), ``!llvm.void`` and the other
parameterless types (``token``, ``label``, ``metadata``, ``ppc_fp128``,
``x86_mmx``). Builtin integer, float, index and vector types are used as-is.

Printing follows MLIR's ``LLVMTypeSyntax.cpp``: LLVM types nested inside another
LLVM type drop their ``!llvm.`` prefix (``!llvm.array<2 x ptr<3>>``); builtin
types inside print as themselves. Parsing (``parse_type``, installed as the
dialect's ``type_parser`` hook by ``llvm.rules``) accepts both spellings inside,
reports MLIR 19's messages at MLIR's locations, and checks element validity
(``invalid array element type``, ``invalid LLVM structure element type``, ...).

What this module does not do: mutable (recursive) identified structs. MLIR's
identified structs are mutable, context-wide objects whose body may refer back to
themselves; here an identified struct is an immutable value interned on its name
*and* body, so a self-reference (``!llvm.struct<"a", (ptr, struct<"a">)>``) is
rejected with a clear error, and two bodies for one name are rejected only within
one parsed file (MLIR: ``identified type already used with a different body``).
Scalable vectors (``!llvm.vec<? x 4 x ptr>``) and target extension types are not
covered. Data layout queries (sizes, alignments) live with the lowering passes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, ClassVar

from irlite.gen.runtime import int_token
from irlite.ir.affine import raise_at_token
from irlite.ir.base import AttrPrinter, Type
from irlite.ir.type_parser import parse_dialect_symbol_body
from irlite.ir.types import FloatType, IndexType, IntegerType, VectorType

__all__ = [
    "LLVMArrayType",
    "LLVMFixedVectorType",
    "LLVMFunctionType",
    "LLVMLabelType",
    "LLVMMetadataType",
    "LLVMPPCFP128Type",
    "LLVMPointerType",
    "LLVMStructType",
    "LLVMTokenType",
    "LLVMVoidType",
    "LLVMX86MMXType",
    "is_compatible_type",
    "is_llvm_type",
    "parse_type",
]

_WS = re.compile(r"(?:\s|//[^\n]*)*")
_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")
_INT = re.compile(r"-?(?:0x[0-9a-fA-F]+|[0-9]+)")


class LLVMType(Type):
    """Base of the LLVM dialect's own types.

    ``body_text(p)`` is the text after ``!llvm.`` (``ptr<1>``), which is also how
    the type prints when nested in another LLVM type.
    """

    __slots__ = ()
    MEMREF_ELEMENT: ClassVar[bool] = False  # no LLVM type is a memref element in MLIR 19

    def body_text(self, p: AttrPrinter) -> str:
        raise NotImplementedError(type(self).__name__)

    def print_text(self, p: AttrPrinter) -> str:
        return "!llvm." + self.body_text(p)


def _nested(p: AttrPrinter, t: Any) -> str:
    """MLIR's ``dispatchPrint``: an LLVM type without its prefix, others as themselves."""
    if isinstance(t, LLVMType):
        return t.body_text(p)
    return p.type(t)


class _Keyword(LLVMType):
    """A parameterless LLVM type (``!llvm.void``, ``!llvm.token``, ...)."""

    __slots__ = ()
    KEYWORD: ClassVar[str] = ""

    @classmethod
    def get(cls):  # type: ignore[override]
        return super().get()

    def body_text(self, p: AttrPrinter) -> str:
        return self.KEYWORD


class LLVMVoidType(_Keyword):
    """``!llvm.void``: the result type of a function that returns nothing."""

    __slots__ = ()
    KEYWORD = "void"


class LLVMTokenType(_Keyword):
    """``!llvm.token``."""

    __slots__ = ()
    KEYWORD = "token"


class LLVMLabelType(_Keyword):
    """``!llvm.label``."""

    __slots__ = ()
    KEYWORD = "label"


class LLVMMetadataType(_Keyword):
    """``!llvm.metadata``."""

    __slots__ = ()
    KEYWORD = "metadata"


class LLVMPPCFP128Type(_Keyword):
    """``!llvm.ppc_fp128``."""

    __slots__ = ()
    KEYWORD = "ppc_fp128"


class LLVMX86MMXType(_Keyword):
    """``!llvm.x86_mmx``."""

    __slots__ = ()
    KEYWORD = "x86_mmx"


class LLVMPointerType(LLVMType):
    """``!llvm.ptr`` (address space 0) or ``!llvm.ptr<N>``: an opaque pointer."""

    __slots__ = ("address_space",)

    address_space: int

    @classmethod
    def get(cls, address_space: int = 0) -> LLVMPointerType:  # type: ignore[override]
        return super().get(int(address_space) & 0xFFFFFFFF)

    def _post_init(self) -> None:
        self.address_space = self.params[0]

    def body_text(self, p: AttrPrinter) -> str:
        return "ptr" if self.address_space == 0 else f"ptr<{self.address_space}>"


class LLVMArrayType(LLVMType):
    """``!llvm.array<N x T>``."""

    __slots__ = ("element_type", "num_elements")

    element_type: Any
    num_elements: int

    @classmethod
    def get(cls, element_type: Any, num_elements: int) -> LLVMArrayType:  # type: ignore[override]
        if not is_valid_element_type(element_type):
            raise ValueError(f"invalid array element type: '{element_type}'")
        return super().get(element_type, int(num_elements))

    def _post_init(self) -> None:
        self.element_type, self.num_elements = self.params

    def body_text(self, p: AttrPrinter) -> str:
        return f"array<{self.num_elements} x {_nested(p, self.element_type)}>"


class LLVMFixedVectorType(LLVMType):
    """``!llvm.vec<N x T>``: a vector of LLVM types (pointers) a builtin vector cannot hold."""

    __slots__ = ("element_type", "num_elements")

    element_type: Any
    num_elements: int

    @classmethod
    def get(cls, element_type: Any, num_elements: int) -> LLVMFixedVectorType:  # type: ignore[override]
        return super().get(element_type, int(num_elements))

    def _post_init(self) -> None:
        self.element_type, self.num_elements = self.params

    def body_text(self, p: AttrPrinter) -> str:
        return f"vec<{self.num_elements} x {_nested(p, self.element_type)}>"


class LLVMFunctionType(LLVMType):
    """``!llvm.func<R (A, B, ...)>``; ``result`` is ``LLVMVoidType`` for none."""

    __slots__ = ("params_", "result", "vararg")

    result: Any
    params_: tuple
    vararg: bool

    @classmethod
    def get(  # type: ignore[override]
        cls, result: Any, params: Sequence[Any] = (), vararg: bool = False
    ) -> LLVMFunctionType:
        if not is_valid_result_type(result):
            raise ValueError(f"invalid function result type: '{result}'")
        for t in params:
            if not is_valid_argument_type(t):
                raise ValueError(f"invalid function argument type: '{t}'")
        return super().get(result, tuple(params), bool(vararg))

    @classmethod
    def get_unchecked(
        cls, result: Any, params: Sequence[Any] = (), vararg: bool = False
    ) -> LLVMFunctionType:
        """MLIR's unchecked ``LLVMFunctionType::get`` (``get`` above is its
        ``getChecked``): what ``llvm.func``'s custom parser builds, so that
        ``llvm.func @f(!llvm.void)`` is accepted and printed back, as
        mlir-opt 19 does (its generic form ``!llvm.func<void (void)>`` is not)."""
        return super().get(result, tuple(params), bool(vararg))

    def _post_init(self) -> None:
        self.result, self.params_, self.vararg = self.params

    @property
    def inputs(self) -> tuple:
        """The parameter types (MLIR's ``getParams``)."""
        return self.params_

    @property
    def num_params(self) -> int:
        return len(self.params_)

    @property
    def is_void(self) -> bool:
        return isinstance(self.result, LLVMVoidType)

    def body_text(self, p: AttrPrinter) -> str:
        parts = [_nested(p, t) for t in self.params_]
        if self.vararg:
            parts.append("...")
        return f"func<{_nested(p, self.result)} ({', '.join(parts)})>"


class LLVMStructType(LLVMType):
    """``!llvm.struct<(T, ...)>``, ``!llvm.struct<packed (...)>`` and identified
    ``!llvm.struct<"name", (...)>`` / ``!llvm.struct<"name", opaque>``.

    ``name`` is None for a literal struct. ``opaque`` (identified structs only) means
    no body. Identified structs are interned on (name, body, packed, opaque): see
    the module docstring for how this differs from MLIR's mutable ones.
    """

    __slots__ = ("body", "name", "opaque", "packed")

    body: tuple
    packed: bool
    name: str | None
    opaque: bool

    @classmethod
    def get(cls, body: Sequence[Any] = (), packed: bool = False) -> LLVMStructType:  # type: ignore[override]
        body = tuple(body)
        for t in body:
            if not is_valid_element_type(t):
                raise ValueError(f"invalid LLVM structure element type: '{t}'")
        return super().get(None, body, bool(packed), False)

    @classmethod
    def get_identified(
        cls, name: str, body: Sequence[Any] = (), packed: bool = False, opaque: bool = False
    ) -> LLVMStructType:
        body = () if opaque else tuple(body)
        for t in body:
            if not is_valid_element_type(t):
                raise ValueError(f"invalid LLVM structure element type: '{t}'")
        return super().get(str(name), body, bool(packed) and not opaque, bool(opaque))

    def _post_init(self) -> None:
        self.name, self.body, self.packed, self.opaque = self.params

    @property
    def is_identified(self) -> bool:
        return self.name is not None

    def body_text(self, p: AttrPrinter) -> str:
        head = "struct<"
        if self.name is not None:
            head += '"' + self.name + '"'
            if self.opaque:
                return head + ", opaque>"
            head += ", "
        if self.packed:
            head += "packed "
        return head + "(" + ", ".join([_nested(p, t) for t in self.body]) + ")>"


# ----------------------------------------------------------------------------- queries

_NOT_ELEMENT = (LLVMVoidType, LLVMLabelType, LLVMMetadataType, LLVMFunctionType, LLVMTokenType)


def is_llvm_type(t: Any) -> bool:
    """Whether ``t`` is one of this dialect's own types."""
    return isinstance(t, LLVMType)


def is_valid_element_type(t: Any) -> bool:
    """MLIR's ``LLVMArrayType``/``LLVMStructType::isValidElementType``."""
    return isinstance(t, Type) and not isinstance(t, _NOT_ELEMENT)


def is_valid_argument_type(t: Any) -> bool:
    """MLIR's ``LLVMFunctionType::isValidArgumentType``."""
    return isinstance(t, Type) and not isinstance(t, (LLVMVoidType, LLVMFunctionType))


def is_valid_result_type(t: Any) -> bool:
    """MLIR's ``LLVMFunctionType::isValidResultType``."""
    return isinstance(t, Type) and not isinstance(
        t, (LLVMFunctionType, LLVMLabelType, LLVMMetadataType)
    )


def is_compatible_type(t: Any) -> bool:
    """MLIR's ``LLVM::isCompatibleType``: a type the LLVM dialect's ops accept.

    Signless integers, the float types LLVM has, vectors of those, and the LLVM
    types whose parts are themselves compatible.
    """
    if isinstance(t, IntegerType):
        return t.is_signless
    if isinstance(t, FloatType):
        return t.name in ("f16", "bf16", "f32", "f64", "f80", "f128")
    if isinstance(t, VectorType):
        return len(t.shape) == 1 and is_compatible_type(t.element_type)
    if isinstance(t, (LLVMPointerType, _Keyword)):
        return True
    if isinstance(t, (LLVMArrayType, LLVMFixedVectorType)):
        return is_compatible_type(t.element_type)
    if isinstance(t, LLVMStructType):
        return all(is_compatible_type(e) for e in t.body)
    if isinstance(t, LLVMFunctionType):
        return is_compatible_type(t.result) and all(is_compatible_type(e) for e in t.params_)
    return False


# ----------------------------------------------------------------------------- parsing


def _here(p: Any) -> int:
    p.pos = pos = _WS.match(p.src, p.pos).end()
    return pos


def _try(p: Any, lit: str) -> bool:
    pos = _here(p)
    if p.src.startswith(lit, pos):
        p.pos = pos + len(lit)
        return True
    return False


def _expect(p: Any, lit: str, what: str | None = None) -> None:
    """Consume ``lit`` or report ``expected {what}`` (default: the literal quoted)."""
    pos = _here(p)
    if p.src.startswith(lit, pos):
        p.pos = pos + len(lit)
        return
    from irlite.ir.affine import prev_token_end

    raise_at_token(p, f"expected {what or repr(lit)}", pos, prev_token_end(p.src, pos))


def _uint(p: Any) -> int:
    pos = _here(p)
    m = _INT.match(p.src, pos)
    if m is None:
        raise_at_token(p, "expected integer value", pos)
    p.pos = m.end()
    return int_token(m.group())


def parse_type(p: Any, mnemonic: str) -> Any:
    """The LLVM dialect's type parser hook: ``p`` stands just after ``!llvm.<mnemonic>``.

    Checks that the ``<...>`` that may follow is balanced first (MLIR lexes the
    whole dialect body before parsing it), then parses it. Errors are raised
    through ``p.error`` at MLIR's locations.
    """
    src = p.src
    start = p.pos
    key_loc = start - len(mnemonic)
    if src.startswith("<", start):
        end = parse_dialect_symbol_body(p, start)
        p.pos = start
    else:
        end = start
    if _BARE.fullmatch(mnemonic) is None:
        p.error("unexpected type, expected keyword", key_loc)
    if end == start:  # no `<...>`: the body is the mnemonic alone
        kw = _KEYWORD_TYPES.get(mnemonic)
        if kw is not None:
            return kw.get()
        if mnemonic == "ptr":
            return LLVMPointerType.get()
        if mnemonic in ("array", "vec", "func", "struct"):
            raise_at_token(p, "expected '<'", start)
    t = _parse_keyword_type(p, mnemonic, key_loc, top=True)
    if p.pos != end:
        pos = _here(p)
        if pos != end:
            raise_at_token(p, "expected '>'", pos)
    return t


def _parse_nested(p: Any) -> Any:
    """MLIR's ``dispatchParse``: a builtin or ``!``-type, or an LLVM type keyword."""
    t = p.parse_optional_type()
    if t is not None:
        return t
    pos = _here(p)
    m = _BARE.match(p.src, pos)
    if m is None:
        raise_at_token(p, "expected valid keyword", pos)
    p.pos = m.end()
    return _parse_keyword_type(p, m.group(), pos, top=False)


_KEYWORD_TYPES = {
    c.KEYWORD: c
    for c in (
        LLVMVoidType,
        LLVMTokenType,
        LLVMLabelType,
        LLVMMetadataType,
        LLVMPPCFP128Type,
        LLVMX86MMXType,
    )
}


def _parse_keyword_type(p: Any, key: str, key_loc: int, top: bool) -> Any:
    kw = _KEYWORD_TYPES.get(key)
    if kw is not None:
        return kw.get()
    if key == "ptr":
        if _try(p, "<"):
            n = _uint(p)
            _expect(p, ">")
            return LLVMPointerType.get(n)
        return LLVMPointerType.get()
    if key in ("array", "vec"):
        loc = _here(p)
        _expect(p, "<")
        if key == "vec" and _try(p, "?"):
            p.error("scalable vectors (!llvm.vec<? x ...>) are not supported by irlite", loc)
        n = _uint(p)
        if not _here_keyword(p, "x"):
            raise_at_token(p, "expected 'x'", _here(p))
        elem_loc = _here(p)
        elem = _parse_nested(p)
        _expect(p, ">")
        if key == "array":
            if not is_valid_element_type(elem):
                p.error(f"invalid array element type: '{elem}'", loc)
            return LLVMArrayType.get(elem, n)
        if isinstance(elem, (IntegerType, FloatType, IndexType)):
            p.error("cannot use !llvm.vec for built-in primitives, use 'vector' instead", elem_loc)
        return LLVMFixedVectorType.get(elem, n)
    if key == "func":
        loc = _here(p)
        _expect(p, "<")
        result = _parse_nested(p)
        _expect(p, "(")
        params: list = []
        vararg = False
        if not _try(p, ")"):
            while True:
                if _try(p, "..."):
                    vararg = True
                    _expect(p, ")")
                    break
                params.append(_parse_nested(p))
                if _try(p, ")"):
                    break
                _expect(p, ",", "')'")
        _expect(p, ">")
        if not is_valid_result_type(result):
            p.error(f"invalid function result type: '{result}'", loc)
        for t in params:
            if not is_valid_argument_type(t):
                p.error(f"invalid function argument type: '{t}'", loc)
        return LLVMFunctionType.get(result, params, vararg)
    if key == "struct":
        return _parse_struct(p)
    if top and (key in ("i1", "index") or re.fullmatch(r"[su]?i[0-9]+|f[0-9]+|bf16|tf32", key)):
        p.error("unexpected type, expected keyword", key_loc)
    p.error(f"unknown LLVM type: {key}", key_loc)


def _here_keyword(p: Any, kw: str) -> bool:
    pos = _here(p)
    m = _BARE.match(p.src, pos)
    if m is not None and m.group() == kw:
        p.pos = m.end()
        return True
    # `4 x f32` lexes `x` alone; `4xf32` is not MLIR's syntax either (a bare id `xf32`).
    return False


def _parse_struct(p: Any) -> Any:
    loc = _here(p)
    _expect(p, "<")
    name = None
    if p.src.startswith('"', _here(p)):
        name = p.parse_string_literal()
        if _try(p, ">"):
            p.error("struct without a body only allowed in a recursive struct", p.pos - 1)
        _expect(p, ",")
        opaque_loc = _here(p)
        if _here_keyword(p, "opaque"):
            _expect(p, ">")
            return _identified(p, name, (), False, True, opaque_loc)
    body_loc = _here(p)
    packed = _here_keyword(p, "packed")
    if not packed:
        p.pos = body_loc
    paren_loc = _here(p)
    _expect(p, "(")
    body_loc = _here(p)  # MLIR reports a clashing body at its first element ...
    body: list = []
    if _try(p, ")"):
        body_loc = paren_loc  # ... or at its `(` when it is empty
    else:
        while True:
            body.append(_parse_nested(p))
            if _try(p, ")"):
                break
            _expect(p, ",", "')'")
    _expect(p, ">")
    for t in body:
        if not is_valid_element_type(t):
            p.error(f"invalid LLVM structure element type: '{t}'", loc)
    if name is None:
        return LLVMStructType.get(body, packed)
    return _identified(p, name, body, packed, False, body_loc)


def _identified(p: Any, name: str, body: Sequence, packed: bool, opaque: bool, loc: int) -> Any:
    """An identified struct; within one parse, one body per name (MLIR's rule)."""
    t = LLVMStructType.get_identified(name, body, packed, opaque)
    try:
        seen = p._llvm_identified
    except AttributeError:
        seen = {}
        try:
            p._llvm_identified = seen
        except AttributeError:  # a parser with __slots__: no per-file check
            return t
    prev = seen.setdefault(name, t)
    if prev is not t:
        if opaque:
            p.error("redeclaring defined struct as opaque", loc)
        p.error("identified type already used with a different body", loc)
    return t
