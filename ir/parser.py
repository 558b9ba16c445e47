"""MLIR's textual IR → operations: the op-level recursive-descent parser.

Reads the generic op form (``%r:2 = "dialect.op"(%a, %b#1)[^bb1] <{props}>
({regions}) {attrs} : (types) -> types loc(...)``), custom op forms through
each op class's ``parse`` hook, blocks and block arguments, forward
references (graph regions and branches to later blocks), ``#alias`` /
``!alias`` definitions and the trailing ``{-# ... #-}`` file metadata. Types
and attributes come from the ``TypeParserMixin`` / ``AttrParserMixin``.

What it does not do: verify. Structure the grammar alone cannot rule out
(dominance, terminators, op-specific rules) is the verifier's job; the
parser only reports what makes the text unreadable, at its offset.

Speed: one anchored regex (``_OP_HEAD``) recognizes the common shapes of an
op in a block: a custom op with at most one plain result name goes straight
to its class's ``parse`` hook; a one-line generic op is split at its operand
list, and the rest of its line (properties, attributes, signature), once
checked against ``_FAST_OP``, is a cache key for everything that does not
depend on the operands (class, types, merged properties). Attribute
dictionaries and function types that repeat verbatim (as they do in real IR)
are parsed once per distinct text and shared. Anything else, or anything a
fast path declines, takes the general path, which reports every error.
"""

from __future__ import annotations

import gc
import re
from types import MappingProxyType
from typing import Any, NoReturn

from .attr_parser import AttrParserMixin
from .context import Context
from .core import EMPTY, Block, Operation, OpOperand, OpResult, Region, Value
from .cursor import CARET_ID, STRING, WS, Cursor, ParseError, SourceFile
from .type_parser import TypeParserMixin

_RESULT_NAME = re.compile(r"%([A-Za-z_$.\-][\w$.\-]*|\d+)(?::(\d+))?")
_VALUE_USE = re.compile(r"%([A-Za-z_$.\-][\w$.\-]*|\d+)(?:#(\d+))?")
_INT_TYPE_TOKEN = re.compile(r"[su]?i[0-9]+")
_OP_NAME_STR = re.compile(r'"([^"\\\n]*)"')
_CUSTOM_OP_NAME = re.compile(r"[A-Za-z_][\w$.]*")
_ALIAS_DEF = re.compile(r"([#!])([A-Za-z_][\w$.]*)")
# `<{...}>` / `{...}` without nested braces: the common attribute-dict shape.
_SIMPLE_PROPS = re.compile(r'<\{(?:[^{}"<>]|"(?:[^"\\\n]|\\.)*"|<[^{}<>"]*>)*\}>')
_SIMPLE_DICT = re.compile(r'\{(?:[^{}"<>\n]|"(?:[^"\\\n]|\\.)*"|<[^{}<>"\n]*>)*\}')
# `(t, t) -> t` / `(t) -> (t, t)` with no nested parens: the common op signature.
_SIMPLE_FNTYPE = re.compile(r"\(([^()\n{}]*)\)\s*->\s*(\([^()\n{}]*\)|[^\s(){},]+)")

_EMPTY_MAP = MappingProxyType({})

# One regex for the most common shape of a generic op on one line:
#   [%name =] "dialect.op"(%a, %b#1) [<{simple props}>] [{simple attrs}] : (types) -> type
# Anything else (several results, successors, regions, nested braces in
# attributes) fails to match and takes the general path; a match is parsed
# exactly as the general path would parse it (the captured pieces go through
# the same attribute/type parsers, once per distinct text).
_USE = r"%(?:[A-Za-z_$.\-][\w$.\-]*|\d+)(?:#\d+)?"  # MLIR's suffix-id: digits only, or a name
_OPERAND_LIST = r"(?:" + _USE + r"(?:\s*,\s*" + _USE + r")*)?"
_FAST_OP = re.compile(
    r"(?:%([A-Za-z_$.\-][\w$.\-]*|\d+)[ \t]*=[ \t]*)?"
    r'"([\w$.\-]+)"'
    r"\((" + _OPERAND_LIST + r")\)"
    r"(?:[ \t]*(<\{[^{}<>\n\"]*(?:<[^{}<>\n\"]*>[^{}<>\n\"]*)*\}>))?"
    r"(?:[ \t]*(\{[^{}<>\n\"]*(?:<[^{}<>\n\"]*>[^{}<>\n\"]*)*\}))?"
    r"[ \t]*:[ \t]*(\(([^()\n{}]*)\)[ \t]*->[ \t]*(?:\([^()\n{}]*\)|[^\s(){},]+))"
)
_OPERAND_SPLIT = re.compile(r"\s*,\s*")
# The head of the common op shapes, with at most one plain result name
# (group 1) on the op's line: a custom op's name (group 2), or a generic op's
# quoted name (3), operand list (4) and the rest of its line (5). Much cheaper
# to match than ``_FAST_OP``; anything else takes ``parse_operation``.
_OP_HEAD = re.compile(
    r"(?:%([A-Za-z_$.\-][\w$.\-]*|\d+)[ \t]*=[ \t]*)?"
    r"(?:([A-Za-z_][\w$.]*)"
    r'|"([\w$.\-]+)"\((' + _OPERAND_LIST + r")\)([^\n]*))"
)
# Whitespace/comments, then an operand use (one regex for ``parse_operand_ref``).
_WS_VALUE_USE = re.compile(r"(?:\s+|//[^\n]*)*%([A-Za-z_$.\-][\w$.\-]*|\d+)(?:#(\d+))?")
_BARE_WORD = re.compile(r"[\w$.]*")
_DECIMAL = re.compile(r"\d+")


class OpaqueProperties(dict):
    """Properties of an unregistered op that are not a dictionary (``<1 : i64>``)."""

    __slots__ = ("attr",)

    def __init__(self, attr: Any) -> None:
        super().__init__()
        self.attr = attr


class _Forward(Value):
    """Placeholder for a value used before its definition."""

    __slots__ = ("pos", "name")

    def __init__(self, type: Any, pos: int, name: str) -> None:
        super().__init__(type)
        self.pos = pos
        self.name = name


class LazyLoc:
    """``file:line:col`` of a parse position, resolved to a ``FileLineColLoc`` on demand."""

    __slots__ = ("source", "offset")

    def __init__(self, source: SourceFile, offset: int) -> None:
        self.source = source
        self.offset = offset

    def resolve(self):
        from .location import FileLineColLoc

        line, col = self.source.line_col(self.offset)
        return FileLineColLoc.get(self.source.name, line, col)


def resolve_loc(loc: Any):
    """The location attribute behind ``op.loc`` (resolving a lazy or deferred one)."""
    if type(loc) is LazyLoc or type(loc).__name__ == "DeferredLoc":
        return loc.resolve()
    if loc is None:
        from .location import UnknownLoc

        return UnknownLoc.get()
    return loc


class _RegionState:
    __slots__ = ("blocks", "defined")

    def __init__(self) -> None:
        self.blocks: dict[str, tuple[Block, int]] = {}  # name -> (block, first ref pos)
        self.defined: set[str] = set()


class Parser(Cursor, TypeParserMixin, AttrParserMixin):
    """Parses one source buffer into top-level operations."""

    def __init__(self, ctx: Context, source: SourceFile) -> None:
        Cursor.__init__(self, source)
        self.ctx = ctx
        self.type_aliases: dict[str, Any] = {}
        self.attr_aliases: dict[str, Any] = {}
        from .resources import Resources

        self.resources = Resources()
        # Name scopes: a stack of dicts, name -> tuple of values (a result group).
        self.scopes: list[dict[str, tuple]] = [{}]
        self.def_pos: list[dict[str, int]] = [{}]
        self.forward: dict[str, dict[int, _Forward]] = {}
        self.region_states: list[_RegionState] = []
        self.default_dialects: list[str] = [""]
        self._top_block_ref = -1  # offset of the first successor named at the top level
        # The custom op whose ``parse`` hook is running (MLIR prefixes the errors
        # of its OpAsmParser with "custom op 'NAME' "), or None.
        self.custom_op_name: str | None = None
        self._dict_cache: dict[str, Any] = {}
        self._fntype_cache: dict[str, tuple] = {}
        self._defaults_cache: dict[tuple, tuple] = {}
        # (name, props text, attrs text, signature text) -> ``_fast_op_shape``.
        self._shape_cache: dict[tuple, tuple] = {}
        # (op name, text after the operand list) -> shape; see ``_fast_generic_line``.
        self._line_cache: dict[tuple, tuple] = {}
        # custom op name (as written, with its dialect) -> (class, OP_NAME).
        self._custom_cls_cache: dict[str, tuple] = {}

    def share_caches(self, other: Parser) -> None:
        """Use ``other``'s text-keyed caches (op shapes, signatures, dictionaries).

        For parsers of several pieces of one input (split mode): what one piece
        learned about a line's shape is valid for the next, as long as both
        parse in the same context with the same alias definitions."""
        self._dict_cache = other._dict_cache
        self._fntype_cache = other._fntype_cache
        self._defaults_cache = other._defaults_cache
        self._shape_cache = other._shape_cache
        self._line_cache = other._line_cache
        self._custom_cls_cache = other._custom_cls_cache

    # ------------------------------------------------------------ top level
    def parse_top_level(self) -> list[Operation]:
        """Parse alias definitions, ops and file metadata until end of input.

        The cyclic garbage collector is paused meanwhile: parsing allocates
        millions of long-lived objects and nothing cyclic dies, so its
        collections would only rescan the growing IR (2-3x the parse time).
        """
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            return self._parse_top_level()
        finally:
            if was_enabled:
                gc.enable()

    def _parse_top_level(self) -> list[Operation]:
        # Top-level ops sit in a scratch block while parsing (so forward
        # references between them resolve), then are detached and returned.
        block = Block()
        src = self.src
        n = len(src)
        while True:
            self.ws()
            if self.pos >= n:
                break
            if src[self.pos] in "#!":
                m = _ALIAS_DEF.match(src, self.pos)
                if m is not None:
                    self._parse_alias_def(m)
                    continue
            if src.startswith("{-#", self.pos):
                self.pos += 3
                self.parse_file_metadata()
                continue
            op = self.parse_operation()
            block.append(op)
        self._check_forward_refs()
        if self._top_block_ref >= 0:
            self.error("reference to an undefined block", self._top_block_ref)
        self.resolve_deferred_locs()
        ops = list(block.ops)
        for op in ops:
            op.detach()
        return ops

    def _parse_alias_def(self, m: re.Match) -> None:
        kind, name = m.group(1), m.group(2)
        start = self.pos
        if "." in name:
            self.error(
                "attribute names with a '.' are reserved for dialect-defined names"
                if kind == "#"
                else "type names with a '.' are reserved for dialect-defined names",
                start,
            )
        self.pos = m.end()
        self.expect(
            "=",
            "'=' in attribute alias definition" if kind == "#" else "'=' in type alias definition",
        )
        if kind == "#":
            if name in self.attr_aliases:
                self.error(f"redefinition of attribute alias id '{name}'", start)
            self.attr_aliases[name] = self.parse_attribute()
        else:
            if name in self.type_aliases:
                self.error(f"redefinition of type alias id '{name}'", start)
            self.type_aliases[name] = self.parse_type()

    def _check_forward_refs(self) -> None:
        if self.forward:
            first = min((f for u in self.forward.values() for f in u.values()), key=lambda f: f.pos)
            self.error("use of undeclared SSA value name", first.pos)

    # ------------------------------------------------------------ operations
    def parse_operation(self) -> Operation:
        src = self.src
        self.ws()
        start = self.pos
        m = _FAST_OP.match(src, start)
        if m is not None:
            op = self._fast_generic_op(m)
            if op is not None:
                return op
            self.pos = start
        # results: `%a, %b:2 =` (MLIR's tokens, so `%b : 2` too)
        names: list[tuple[str, int, int]] = []  # (name, count, pos)
        if src.startswith("%", start):
            ws = WS.match
            p = start
            while True:
                m = _RESULT_NAME.match(src, p)
                if m is None:
                    self.wrong_token_error("expected valid ssa identifier", p)
                q = ws(src, m.end()).end()
                if m.group(2) is not None:
                    cnt, cnt_pos = int(m.group(2)), m.start(2)
                elif src.startswith(":", q):
                    cm = _DECIMAL.match(src, ws(src, q + 1).end())
                    if cm is None:
                        self.pos = q + 1
                        self.wrong_token_error("expected integer number of results")
                    cnt, cnt_pos = int(cm.group()), cm.start()
                    q = ws(src, cm.end()).end()
                else:
                    cnt, cnt_pos = 1, p
                if cnt == 0:
                    self.error("expected named operation to have at least 1 result", cnt_pos)
                names.append((m.group(1), cnt, p))
                if not src.startswith(",", q):
                    break
                p = ws(src, q + 1).end()
            if not src.startswith("=", q):
                self.wrong_token_error("expected '=' after SSA name", q)
            self.pos = ws(src, q + 1).end()
        op_pos = self.pos
        if src.startswith('"', op_pos):
            op = self.parse_generic_op()
        else:
            op = self.parse_custom_op(op_pos)
        # bind results
        if names:
            if len(names) == 1:
                total = names[0][1]
            else:
                total = sum(c for _, c, _ in names)
            results = op.results
            if not results:
                self.error("cannot name an operation with no results", start)
            if total != len(results):
                self.error(
                    f"operation defines {len(results)} results but was provided {total} to bind",
                    start,
                )
            if len(names) == 1:
                self._define(names[0][0], results, names[0][2])
            else:
                i = 0
                for name, cnt, p in names:
                    self._define(name, results[i : i + cnt], p)
                    i += cnt
        # trailing location
        self.pos = p = WS.match(src, self.pos).end()
        if src.startswith("loc", p) and _BARE_WORD.match(src, p).end() == p + 3:
            self.pos = p + 3
            op.loc = self.parse_location()
        elif op.loc is None:
            op.loc = LazyLoc(self.source, op_pos)
        return op

    def parse_generic_op(self) -> Operation:
        src = self.src
        op_pos = self.pos
        m = _OP_NAME_STR.match(src, op_pos)
        if m is None:
            m = STRING.match(src, op_pos)
            if m is None:
                self.wrong_token_error("expected operation name in quotes")
            self.error("invalid operation name", op_pos)
        name = m.group(1)
        if not name:
            self.error("empty operation name is invalid", op_pos)
        self.pos = after_name = m.end()
        cls = self.ctx.op_classes.get(name)
        if cls is None:
            dialect = name.split(".", 1)[0]
            if not self.ctx.allow_unregistered:
                self._lex_next(after_name)
                if "." not in name or dialect not in self.ctx.dialects:
                    self.token_error(  # at the token after the name, as MLIR's emitError()
                        "operation being parsed with an unregistered dialect. If this is "
                        "intended, please use -allow-unregistered-dialect with the MLIR "
                        "tool used",
                        WS.match(src, after_name).end(),
                    )
                if not self.ctx.dialects[dialect].allow_unknown_ops:
                    self.error(
                        f"unregistered operation '{name}' found in dialect "
                        f"('{dialect}') that does not allow unknown operations",
                        op_pos,
                    )
        # operands
        self.expect("(", "'(' to start operand list")
        refs: list[tuple[str, int, int]] = []
        if not self.try_lit(")"):
            if not src.startswith("%", self.pos):  # MLIR: no operands, then no `)`
                self.wrong_token_error("expected ')' to end operand list")
            while True:
                self.ws()
                p = self.pos
                mm = _VALUE_USE.match(src, p)
                if mm is None:
                    self.wrong_token_error("expected SSA operand")
                refs.append((mm.group(1), int(mm.group(2) or 0), p))
                self.pos = mm.end()
                if self.try_lit(")"):
                    break
                self.expect(",", "')' to end operand list")
        # successors
        successors: list[Block] = EMPTY  # type: ignore[assignment]
        lsquare = WS.match(src, self.pos).end()
        if self.try_lit("["):
            if cls is not None and "IsTerminator" not in cls.traits:
                self.error("successors in non-terminator", lsquare)
            successors = []
            if self.at("]"):
                self.wrong_token_error("expected list element")
            while True:
                successors.append(self.parse_successor())
                if self.try_lit("]"):
                    break
                self.expect(",", "',' or ']'")
        # properties
        props: Any = _EMPTY_MAP
        self.ws()
        p = self.pos
        had_props = src.startswith("<", p)
        if had_props:
            mm = _SIMPLE_PROPS.match(src, p)
            if mm is not None:
                text = mm.group()
                props = self._dict_cache.get(text)
                if props is None:
                    self.pos = p + 1
                    self.expect("{")
                    props = self._dict_cache[text] = MappingProxyType(self.parse_attr_dict_body())
                    self.expect(">", "'>' to close properties")
                else:
                    self.pos = mm.end()
            else:
                self.pos = p + 1
                if self.at("{"):
                    self.pos += 1
                    props = MappingProxyType(self.parse_attr_dict_body())
                else:
                    attr = self.parse_attribute()
                    props = OpaqueProperties(attr)
                self.expect(">", "'>' to close properties")
        # regions
        regions: list[Region] = EMPTY  # type: ignore[assignment]
        if self.try_lit("("):
            regions = []
            while True:
                regions.append(self.parse_region())
                if self.try_lit(")"):
                    break
                self.expect(",", "')' to end region list")
        # attribute dictionary
        attrs: Any = _EMPTY_MAP
        self.ws()
        p = self.pos
        if src.startswith("{", p) and not src.startswith("{-#", p):  # `{-#` is file metadata
            mm = _SIMPLE_DICT.match(src, p)
            if mm is not None:
                text = mm.group()
                attrs = self._dict_cache.get(text)
                if attrs is None:
                    self.pos = p + 1
                    attrs = self._dict_cache[text] = MappingProxyType(self.parse_attr_dict_body())
                else:
                    self.pos = mm.end()
            else:
                self.pos = p + 1
                attrs = MappingProxyType(self.parse_attr_dict_body())
        # type signature
        self.expect(":", "':' followed by operation type")
        sig_pos = WS.match(src, self.pos).end()
        in_types, out_types = self._parse_op_signature()
        if len(in_types) != len(refs):
            self.error(
                f"expected {len(refs)} operand type{'s' if len(refs) != 1 else ''} "
                f"but had {len(in_types)}",
                sig_pos,
            )
        operands = [self._resolve(r, t) for r, t in zip(refs, in_types)]
        if cls is None:
            op = Operation(name, operands, out_types, None, None, regions, successors)
            if had_props and not props:
                props = self._explicit_empty_props()
            op.properties = props
            op.attributes = attrs
            return op
        if attrs and cls.inherent_attrs:
            inh = cls.inherent_attrs
            moved = {k: v for k, v in attrs.items() if k in inh}
            if moved:
                np = dict(props)
                np.update(moved)
                props = MappingProxyType(np)
                attrs = MappingProxyType({k: v for k, v in attrs.items() if k not in inh})
        if cls.DEFAULT_PROPERTIES:
            props = self._with_defaults(cls, props)
        op = cls.__new__(cls)
        Operation.__init__(op, name, operands, out_types, None, None, regions, successors)
        op.properties = props
        op.attributes = attrs
        return op

    def _fast_generic_op(self, m: re.Match) -> Operation | None:
        """Build the op matched by ``_FAST_OP``; None sends the caller to the general path.

        What depends only on the op's name, properties, attributes and
        signature text (class, types, merged properties) is worked out once per
        distinct combination (``_fast_op_shape``) and shared."""
        shape = self._shape_cache.get(m.group(2, 4, 5, 6))
        if shape is None:
            shape = self._fast_op_shape(m)
            if shape is None:
                return None
        return self._build_fast_op(m, shape, 2)

    def _fast_generic_line(self, m: re.Match) -> Operation | None:
        """Build the generic op whose line matched ``_OP_HEAD``; None: general path.

        The text after the operand list (properties, attributes, signature) is
        the cache key: a line whose op name and tail were once checked to be
        exactly a ``_FAST_OP`` shape (nothing but blanks after it) reuses that
        shape without matching ``_FAST_OP`` again."""
        shape = self._line_cache.get(m.group(3, 5))
        if shape is not None:
            return self._build_fast_op(m, shape, 3)
        fm = _FAST_OP.match(self.src, m.start())
        if fm is None:
            return None
        shape = self._shape_cache.get(fm.group(2, 4, 5, 6))
        if shape is None:
            shape = self._fast_op_shape(fm)
            if shape is None:
                return None
        if shape[0] is not Operation and not self.src[fm.end() : m.end()].strip(" \t"):
            self._line_cache[m.group(3, 5)] = shape
        return self._build_fast_op(fm, shape, 2)

    def _build_fast_op(self, m: re.Match, shape: tuple, g: int) -> Operation | None:
        """The op of a ``_FAST_OP`` / ``_OP_HEAD`` match (group 1: result name,
        ``g``: op name, ``g + 1``: operand list) with the given ``_fast_op_shape``."""
        klass, name, in_types, out_types, props, attrs = shape
        # operands
        ops_text = m.group(g + 1)
        if ops_text:
            parts = _OPERAND_SPLIT.split(ops_text)
            if len(parts) != len(in_types):
                return None
        elif in_types:
            return None
        op = klass.__new__(klass)
        op.name = name
        if ops_text:
            scope = self.scopes[-1]
            get = scope.get
            operands = []
            append = operands.append
            for i, (part, ty) in enumerate(zip(parts, in_types)):
                group = get(part[1:])
                if group is not None and group[0].type is ty:
                    append(OpOperand(op, i, group[0]))
                else:
                    hash_pos = part.find("#")
                    if hash_pos < 0:
                        vname = part[1:]
                        idx = 0
                    else:
                        vname = part[1:hash_pos]
                        idx = int(part[hash_pos + 1 :])
                    group = get(vname)
                    if group is not None and idx < len(group) and group[idx].type is ty:
                        v = group[idx]
                    else:
                        pos = m.start(g + 1) + ops_text.find(part)
                        v = self._resolve_slow((vname, idx, pos), ty)
                    append(OpOperand(op, i, v))
            op.op_operands = operands
        else:
            op.op_operands = []
        n = len(out_types)
        if n == 1:
            op.results = (OpResult(out_types[0], op, 0),)
        elif n == 0:
            op.results = EMPTY
        else:
            op.results = tuple([OpResult(t, op, i) for i, t in enumerate(out_types)])
        op.properties = props
        op.attributes = attrs
        op.regions = EMPTY
        op.successors = EMPTY
        op.parent = op.prev = op.next = None
        rname = m.group(1)
        if rname is not None:
            start = m.start()
            if n != 1:
                self.error(
                    "cannot name an operation with no results"
                    if n == 0
                    else f"operation defines {n} results but was provided 1 to bind",
                    start,
                )
            scopes = self.scopes
            scope = scopes[-1]
            if (
                rname in scope
                or self.forward
                or len(scopes) > 3
                or (len(scopes) == 3 and rname in scopes[1])
            ):
                self._define(rname, op.results, start)
            else:
                scope[rname] = op.results
                self.def_pos[-1][rname] = start
        # trailing location
        src = self.src
        self.pos = p = WS.match(src, m.end()).end()
        if src.startswith("loc", p) and _BARE_WORD.match(src, p).end() == p + 3:
            self.pos = p + 3
            op.loc = self.parse_location()
        else:
            op.loc = LazyLoc(self.source, m.start(g) - 1)
        return op

    def _fast_op_shape(self, m: re.Match) -> tuple | None:
        """(class, name, operand types, result types, properties, attributes) of a
        ``_FAST_OP`` match, cached for registered ops; None: take the general path."""
        name = m.group(2)
        cls = self.ctx.op_classes.get(name)
        if cls is None and not self.ctx.allow_unregistered:
            return None  # the general path reports the error
        # signature
        sig_text = m.group(6)
        sig = self._fntype_cache.get(sig_text)
        if sig is None:
            self.pos = m.start(6)
            sig = self._parse_op_signature()
            if self.pos != m.end(6):
                return None
        in_types, out_types = sig
        # properties and attributes
        props: Any = _EMPTY_MAP
        text = m.group(4)
        if text is not None:
            props = self._dict_cache.get(text)
            if props is None:
                self.pos = m.start(4) + 2
                props = MappingProxyType(self.parse_attr_dict_body())
                self.expect(">", "'>' to close properties")
                if self.pos != m.end(4):
                    return None
                self._dict_cache[text] = props
        attrs: Any = _EMPTY_MAP
        text = m.group(5)
        if text is not None:
            attrs = self._dict_cache.get(text)
            if attrs is None:
                self.pos = m.start(5) + 1
                attrs = MappingProxyType(self.parse_attr_dict_body())
                if self.pos != m.end(5):
                    return None
                self._dict_cache[text] = attrs
        if cls is None:
            # Not cached: ``<{}>`` gets a fresh (mutable) OpaqueProperties per op.
            if m.group(4) is not None and not props:
                props = self._explicit_empty_props()
            return (Operation, name, in_types, out_types, props, attrs)
        if attrs and cls.inherent_attrs:
            return None  # inherent attributes to move: general path
        if cls.DEFAULT_PROPERTIES:
            props = self._with_defaults(cls, props)
        shape = (cls, name, in_types, out_types, props, attrs)
        self._shape_cache[m.group(2, 4, 5, 6)] = shape
        return shape

    @staticmethod
    def _explicit_empty_props() -> OpaqueProperties:
        """``<{}>`` on an unregistered op: kept, so it prints back (as mlir-opt does)."""
        from .attributes import DictionaryAttr

        return OpaqueProperties(DictionaryAttr.get({}))

    def _with_defaults(self, cls: Any, props: Any) -> Any:
        """``props`` plus the op's default-valued properties it lacks (as MLIR
        initializes properties), shared per distinct ``props`` mapping."""
        key = (cls, id(props))
        hit = self._defaults_cache.get(key)
        if hit is not None and hit[0] is props:
            return hit[1]
        dp = cls.DEFAULT_PROPERTIES
        if all(k in props for k in dp):
            merged = props
        else:
            d = dict(dp)
            d.update(props)
            merged = MappingProxyType(d)
        self._defaults_cache[key] = (props, merged)
        return merged

    def _parse_op_signature(self) -> tuple:
        src = self.src
        self.ws()
        p = self.pos
        mm = _SIMPLE_FNTYPE.match(src, p)
        if mm is not None:
            text = mm.group()
            sig = self._fntype_cache.get(text)
            if sig is not None:
                self.pos = mm.end()
                return sig
        else:
            text = None
        t = self.parse_type()
        from .types import FunctionType

        if type(t) is not FunctionType:
            self.error("expected function type", p)
        sig = (tuple(t.inputs), tuple(t.results))
        if text is not None and self.pos == mm.end():
            self._fntype_cache[text] = sig
        return sig

    def _lex_next(self, pos: int) -> None:
        """MLIR lexes the token after the one it consumes at once: a token there that
        cannot be lexed is reported before any error about the consumed one."""
        from .affine import lexer_error_at

        lex = lexer_error_at(self.src, WS.match(self.src, pos).end())
        if lex is not None:
            raise ParseError(lex[0], self.source, lex[1])

    def parse_custom_op(self, op_pos: int) -> Operation:
        src = self.src
        m = _CUSTOM_OP_NAME.match(src, op_pos)
        if m is None:
            self.wrong_token_error("expected operation name in quotes")
        name = m.group()
        if _INT_TYPE_TOKEN.fullmatch(name):  # MLIR lexes `i32` as a type, not an identifier
            self.wrong_token_error("expected operation name in quotes", op_pos)
        dialect, _, rest = name.partition(".")
        namespaced = bool(rest)  # MLIR: `foo.` has no namespace either
        cls = self.ctx.op_classes.get(name)
        if cls is None and not namespaced:
            d = self.default_dialects[-1]
            if d:
                cls = self.ctx.op_classes.get(d + "." + name)
            if cls is None:
                cls = self.ctx.op_classes.get("builtin." + name)
        if cls is None or getattr(cls, "parse", None) is None:
            self._lex_next(m.end())
            if cls is None and namespaced and dialect not in self.ctx.dialects:
                known = ", ".join(self.ctx.registered_dialect_names())
                raise ParseError(
                    f"Dialect `{dialect}' not found for custom op '{name}' ",
                    self.source,
                    op_pos,
                    [
                        (
                            f"Registered dialects: {known} ; for more info on dialect registration see "
                            "https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-"
                            "dialects-management",
                            self.source,
                            op_pos,
                        )
                    ],
                )
            msg = f"custom op '{name}' is unknown"
            if not namespaced:
                msg += f" (tried '{self.default_dialects[-1] or 'builtin'}.{name}' as well)"
            self.error(msg, op_pos)
        self.pos = m.end()
        outer = self.custom_op_name
        self.custom_op_name = getattr(cls, "OP_NAME", name)
        try:
            return cls.parse(self)
        finally:
            self.custom_op_name = outer

    # ------------------------------------------------------------ values
    def _define(self, name: str, values: tuple, pos: int, entry_arg: bool = False) -> None:
        """Bind ``%name``; ``entry_arg``: a region entry argument from a custom form
        (MLIR's message differs for those)."""
        if entry_arg:
            msg = f"region entry argument '%{name}' is already in use"
            note = "previously referenced here"
        else:
            msg = f"redefinition of SSA value '%{name}'"
            note = "previously defined here"
        scope = self.scopes[-1]
        if name in scope:
            prev = self.def_pos[-1].get(name, pos)
            raise ParseError(msg, self.source, pos, [(note, self.source, prev)])
        if len(self.scopes) > 2:
            for i in range(1, len(self.scopes) - 1):
                if name in self.scopes[i]:
                    prev = self.def_pos[i].get(name, pos)
                    raise ParseError(msg, self.source, pos, [(note, self.source, prev)])
        scope[name] = values
        self.def_pos[-1][name] = pos
        if self.forward:
            uses = self.forward.pop(name, None)
            if uses is not None:
                for i, f in sorted(uses.items()):
                    if i >= len(values):
                        self.error(f"invalid SSA value result number for '%{name}'", f.pos)
                    v = values[i]
                    if f.type is not v.type:
                        # As MLIR: at the definition, with a note at the use.
                        raise ParseError(
                            f"definition of SSA value '%{name}#{i}' has type '{v.type}'",
                            self.source,
                            pos,
                            [(f"previously used here with type '{f.type}'", self.source, f.pos)],
                        )
                    f.replace_all_uses_with(v)

    def _lookup(self, name: str, idx: int) -> Value | None:
        for scope in reversed(self.scopes):
            group = scope.get(name)
            if group is not None:
                if idx >= len(group):
                    return None
                return group[idx]
        return None

    def _resolve(self, ref: tuple[str, int, int], ty: Any) -> Value:
        group = self.scopes[-1].get(ref[0])
        if group is not None:
            idx = ref[1]
            if idx < len(group):
                v = group[idx]
                if v.type is ty:
                    return v
        return self._resolve_slow(ref, ty)

    # Custom op parsers' MLIR verb (``resolveOperand``); the same function.
    resolve_operand = _resolve

    def _resolve_slow(self, ref: tuple[str, int, int], ty: Any) -> Value:
        name, idx, pos = ref
        depth = len(self.scopes) - 1
        group = self.scopes[-1].get(name)
        if group is None:
            for i, scope in enumerate(self.scopes):
                g = scope.get(name)
                if g is not None:
                    group, depth = g, i
        if group is not None:
            if idx >= len(group):
                self.error(
                    f"invalid result number {idx} for value '%{name}'"
                    if len(group) > 1
                    else "invalid SSA value result number",
                    pos,
                )
            v = group[idx]
            if v.type is not ty:
                self._type_clash(name, ty, v.type, pos, self.def_pos[depth].get(name))
            return v
        uses = self.forward.get(name)
        if uses is None:
            uses = self.forward[name] = {}
        f = uses.get(idx)
        if f is None:
            f = uses[idx] = _Forward(ty, pos, name)
        elif f.type is not ty:
            self._type_clash(name, ty, f.type, pos, f.pos)
        return f

    def _type_clash(
        self, name: str, ty: Any, prior: Any, pos: int, prior_pos: int | None
    ) -> NoReturn:
        """MLIR's error for a use whose type differs from the value's, with a note
        at the definition (or the first use of a forward reference)."""
        notes = [("prior use here", self.source, prior_pos)] if prior_pos is not None else []
        raise ParseError(
            f"use of value '%{name}' expects different type than prior uses: '{ty}' vs '{prior}'",
            self.source,
            pos,
            notes,
        )

    # Public API for custom op parsers (MLIR's OpAsmParser verbs).
    def parse_operand_ref(self) -> tuple[str, int, int]:
        """An unresolved operand ``%name`` / ``%name#N`` (resolve with ``resolve_operand``)."""
        m = _WS_VALUE_USE.match(self.src, self.pos)
        if m is None:
            self.ws()
            self.wrong_token_error("expected SSA operand")
        self.pos = m.end()
        name, num = m.groups()
        return (name, int(num) if num is not None else 0, m.start(1) - 1)

    def parse_optional_operand_ref(self) -> tuple[str, int, int] | None:
        if self.peek() != "%":
            return None
        return self.parse_operand_ref()

    VALUE_DEF_RE = _RESULT_NAME

    def parse_operand_refs(
        self, close: str | None = None, what: str | None = None
    ) -> list[tuple[str, int, int]]:
        """A comma-separated list of operand references, possibly empty.

        With ``close`` (e.g. ``")"``), the list ends at that literal, which is consumed;
        ``what`` is the error when it is missing (default ``'<close>'``; MLIR's
        ``parseOperandList`` with a delimiter says ``')' in operand list``)."""
        refs: list[tuple[str, int, int]] = []
        if close is not None and self.try_lit(close):
            return refs
        if close is None and self.peek() != "%":
            return refs
        while True:
            refs.append(self.parse_operand_ref())
            if not self.try_lit(","):
                break
        if close is not None:
            self.expect(close, what or f"'{close}'")
        return refs

    def resolve_operands(self, refs: list, types: Any) -> list[Value]:
        """MLIR's ``resolveOperands``: one type per operand reference, else an
        error at the first operand (inside a custom op's parser, named as MLIR's
        OpAsmParser names it)."""
        types = list(types)
        if len(types) != len(refs):
            msg = f"{len(refs)} operands present, but expected {len(types)}"
            if self.custom_op_name is not None:
                msg = f"custom op '{self.custom_op_name}' {msg}"
            self.error(msg, refs[0][2] if refs else None)
        return [self._resolve(r, t) for r, t in zip(refs, types)]

    def parse_type_list_no_parens(self) -> list[Any]:
        types = [self.parse_type()]
        while self.try_lit(","):
            types.append(self.parse_type())
        return types

    def expect_keyword(self, kw: str) -> None:
        """MLIR's ``OpAsmParser::parseKeyword``: the error is at the next token."""
        if not self.try_keyword(kw):
            msg = f"expected '{kw}'"
            if self.custom_op_name is not None:
                msg = f"custom op '{self.custom_op_name}' {msg}"
            self.error(msg)

    def parse_optional_symbol_name(self) -> str | None:
        from .cursor import AT_ID

        m = self.match(AT_ID)
        if m is None:
            if self.src.startswith("@", self.pos):  # MLIR's lexer rejects the token itself
                self.error("@ identifier expected to start with letter or '_'", self.pos + 1)
            return None
        t = m.group()[1:]
        if t.startswith('"'):
            self.pos = m.start() + 1
            return self.parse_attribute().value
        return t

    def parse_typed_attribute(self, op_name: str) -> Any:
        """An attribute that has a type (``1 : i32``, ``dense<...> : tensor<...>``)."""
        self.ws()
        start = self.pos
        a = self.parse_attribute()
        if getattr(a, "type", None) is None:
            self.error(f"custom op '{op_name}' invalid kind of attribute specified", start)
        return a

    def parse_optional_attr_dict(self) -> dict:
        src = self.src
        self.pos = p = WS.match(src, self.pos).end()
        if not src.startswith("{", p) or src.startswith("{-#", p):  # `{-#`: file metadata
            return {}
        self.pos = p + 1
        return self.parse_attr_dict_body()

    def parse_optional_attr_dict_with_keyword(self) -> dict:
        if not self.try_keyword("attributes"):
            return {}
        self.expect("{", "'{' in attribute dictionary")
        return self.parse_attr_dict_body()

    def lazy_loc(self, pos: int) -> LazyLoc:
        return LazyLoc(self.source, pos)

    # ------------------------------------------------------------ blocks/regions
    def parse_successor(self) -> Block:
        m = self.match(CARET_ID)
        if m is None:
            self.wrong_token_error("expected block name")
        return self._block_ref(m.group()[1:], m.start())

    def _block_ref(self, name: str, pos: int) -> Block:
        if not self.region_states:
            # No block can be defined at the top level; as in MLIR, the
            # reference is reported once the whole input has been read.
            if self._top_block_ref < 0:
                self._top_block_ref = pos
            return Block()
        st = self.region_states[-1]
        e = st.blocks.get(name)
        if e is None:
            b = Block()
            st.blocks[name] = (b, pos)
            return b
        return e[0]

    def parse_region(
        self, entry_args: list | None = None, default_dialect: str | None = None
    ) -> Region:
        """Parse ``{ ... }``. ``entry_args`` = [(name, pos, type, loc)] for custom forms
        that print the entry block's arguments outside the region (func.func);
        ``default_dialect`` lets ops inside drop that dialect's prefix."""
        self.expect("{", "'{' to begin a region")
        region = Region()
        st = _RegionState()
        self.region_states.append(st)
        self.scopes.append({})
        self.def_pos.append({})
        self.default_dialects.append(
            default_dialect if default_dialect is not None else self.default_dialects[-1]
        )
        src = self.src
        try:
            self.ws()
            if entry_args is not None:
                block = Block()
                region.add_block(block)
                for name, pos, ty, loc in entry_args:
                    a = block.add_argument(ty, loc)
                    self._define(name, (a,), pos, entry_arg=True)
                if self.at("^"):
                    # An explicit label for the entry block: only with no arguments of its own.
                    save = self.pos
                    m = CARET_ID.match(src, self.pos)
                    self.pos = m.end() if m else self.pos
                    if self.at("("):
                        self.error("invalid block name in region with named arguments", save)
                    self.expect(":", "':' after block name")
                    if m is not None:
                        st.blocks[m.group()[1:]] = (block, save)
                        st.defined.add(m.group()[1:])
                self._parse_block_body(block)
            if self.pos < len(src) and src[self.pos] != "}":
                if not src.startswith("^", self.pos):
                    block = Block()
                    region.add_block(block)
                    self._parse_block_body(block)
                while self.at("^"):
                    self._parse_labeled_block(region, st)
            # Ops are read up to a `}` or a block label, so only the end of
            # input stops short of the `}`: MLIR then fails to read an op.
            self.expect("}", "operation name in quotes")
            for name, (_b, pos) in st.blocks.items():
                if name not in st.defined:
                    self.error("reference to an undefined block", pos)
        finally:
            self.region_states.pop()
            self.scopes.pop()
            self.def_pos.pop()
            self.default_dialects.pop()
        return region

    def _parse_labeled_block(self, region: Region, st: _RegionState) -> None:
        m = self.match(CARET_ID)
        if m is None:
            self.wrong_token_error("expected block name")
        name = m.group()[1:]
        e = st.blocks.get(name)
        if name in st.defined:
            self.error(f"redefinition of block '^{name}'", m.start())
        if e is None:
            block = Block()
            st.blocks[name] = (block, m.start())
        else:
            block = e[0]
        st.defined.add(name)
        region.add_block(block)
        if self.try_lit("(") and not self.try_lit(")"):
            while True:
                vm = self.match(_RESULT_NAME)
                if vm is None or vm.group(2) is not None:
                    self.wrong_token_error("expected SSA operand")
                self.expect(":", "':' and type for SSA operand")
                ty = self.parse_type()
                loc = None
                if self.try_keyword("loc"):
                    loc = self.parse_location()
                else:
                    loc = LazyLoc(self.source, vm.start())
                a = block.add_argument(ty, loc)
                self._define(vm.group(1), (a,), vm.start())
                if self.try_lit(")"):
                    break
                self.expect(",", "')'")
        self.expect(":", "':' after block name")
        self._parse_block_body(block)

    def _parse_block_body(self, block: Block) -> None:
        # The common op shapes (custom form with at most one plain result
        # name; ``_FAST_OP``'s generic shape) go straight to their fast paths;
        # everything else, and anything they decline, to ``parse_operation``.
        src = self.src
        ws = WS.match
        head = _OP_HEAD.match
        parse_operation = self.parse_operation
        fast_custom = self._fast_custom_op
        fast_generic = self._fast_generic_line
        build = self._build_fast_op
        line_cache = self._line_cache
        while True:
            self.pos = p = ws(src, self.pos).end()
            c = src[p : p + 1]
            if c == "}" or c == "^" or c == "":
                return
            m = head(src, p)
            if m is None:
                op = parse_operation()
            elif m.group(2) is not None:
                op = fast_custom(m)
            else:
                shape = line_cache.get(m.group(3, 5))  # _fast_generic_line's hit, inlined
                op = build(m, shape, 3) if shape is not None else fast_generic(m)
                if op is None:
                    self.pos = p
                    op = parse_operation()
            # Block.append, inlined.
            if op.parent is not None:
                block.append(op)  # raises: a parse hook returned an op in a block
            last = block.last
            op.parent = block
            op.prev = last
            op.next = None
            if last is None:
                block.first = op
            else:
                last.next = op
            block.last = op

    def _fast_custom_op(self, m: re.Match) -> Operation:
        """``parse_operation`` for a custom op whose head matched ``_OP_HEAD``
        (same checks, same errors, in the same order)."""
        rname, name = m.group(1, 2)
        hit = self._custom_cls_cache.get(name)
        if hit is None:
            cls = self.ctx.op_classes.get(name)
            if cls is None or getattr(cls, "parse", None) is None:
                return self._custom_op_after_head(m)
            hit = self._custom_cls_cache[name] = (cls, getattr(cls, "OP_NAME", name))
        cls = hit[0]
        self.pos = m.end()
        outer = self.custom_op_name
        self.custom_op_name = hit[1]
        try:
            op = cls.parse(self)
        finally:
            self.custom_op_name = outer
        if rname is not None:
            results = op.results
            start = m.start()
            if not results:
                self.error("cannot name an operation with no results", start)
            if len(results) != 1:
                self.error(
                    f"operation defines {len(results)} results but was provided 1 to bind",
                    start,
                )
            scopes = self.scopes
            scope = scopes[-1]
            if (
                rname in scope
                or self.forward
                or len(scopes) > 3
                or (len(scopes) == 3 and rname in scopes[1])
            ):
                self._define(rname, results, start)
            else:
                scope[rname] = results
                self.def_pos[-1][rname] = start
        # trailing location
        src = self.src
        self.pos = p = WS.match(src, self.pos).end()
        if src.startswith("loc", p) and _BARE_WORD.match(src, p).end() == p + 3:
            self.pos = p + 3
            op.loc = self.parse_location()
        elif op.loc is None:
            op.loc = LazyLoc(self.source, m.start(2))
        return op

    def _custom_op_after_head(self, m: re.Match) -> Operation:
        """The general path for an op ``_OP_HEAD`` matched but
        ``_fast_custom_op`` does not handle (unknown or prefix-less names)."""
        self.pos = m.start()
        return self.parse_operation()


def parse_source(
    text: str,
    filename: str = "<stdin>",
    ctx: Context | None = None,
    line_offset: int = 0,
) -> tuple[list[Operation], Parser]:
    """Parse a whole buffer; returns its top-level ops and the parser (aliases, resources)."""
    ctx = ctx or Context()
    p = Parser(ctx, SourceFile(filename, text, line_offset))
    ops = p.parse_top_level()
    return ops, p
