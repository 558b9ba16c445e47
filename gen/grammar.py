"""The ``.rules`` syntax: a pyparsing grammar that builds a positioned AST.

This module only reads text: every node records where it was written (a
``Loc``), and nothing is resolved or checked beyond the syntax (that is
``gen.model``'s job). Host-language snippets (result type inference, custom
verifiers, folders, predicates) are Python expressions kept as text with
their location; they run to the end of the line, or to a ``,``/closing
bracket at their own nesting level, and are compiled later.

Rewrite rules, rulesets and passes (issue 4) are read into raw blocks here
so that a file holding them still parses; their grammar is documented in
``docs/rules-language.md``.
"""

from __future__ import annotations

from typing import Any

import pyparsing as pp

from .errors import Loc, RulesError

pp.ParserElement.set_default_whitespace_chars(" \t\r\n")


# ------------------------------------------------------------------ AST


class Node:
    __slots__ = ("loc",)

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__ if k != "loc")
        return f"{type(self).__name__}({fields})"


class PyExpr(Node):
    """A Python expression as written; ``$name`` marks a reference to an op element."""

    __slots__ = ("text",)

    def __init__(self, text: str, loc: Loc) -> None:
        self.text = text
        self.loc = loc


class CExpr(Node):
    """A type constraint expression: ``Name``, ``Name<args>``, ``a | b`` or ``Pred(...)``."""

    __slots__ = ("args", "desc", "kind", "name", "pred")

    def __init__(
        self, kind: str, name: str, args: list, loc: Loc, desc: str = "", pred: PyExpr | None = None
    ) -> None:
        self.kind = kind  # "ref" | "or" | "pred" | "int"
        self.name = name
        self.args = args
        self.loc = loc
        self.desc = desc
        self.pred = pred


class CanonEntry(Node):
    """One canonicalization source of a ``dialect`` block: ``canonicalize [FILE] RULESET``
    (``file`` None: a ruleset of this same file), or ``canonicalize_patterns`` / ``folders``
    / ``materializer`` with a dotted Python ``name``; ``name_loc`` is where the ruleset or
    Python name is written."""

    __slots__ = ("file", "kind", "name", "name_loc")

    def __init__(self, kind: str, file: str | None, name: str, loc: Loc, name_loc: Loc) -> None:
        self.kind, self.file, self.name, self.loc, self.name_loc = kind, file, name, loc, name_loc


class Dialect(Node):
    """``dialect NAME { ... }``; ``canonicalizer``: its ``CanonEntry`` items, in order."""

    __slots__ = (
        "attr_parser",
        "canonicalizer",
        "description",
        "interfaces",
        "name",
        "summary",
        "type_parser",
    )

    def __init__(
        self,
        name: str,
        summary: str,
        description: str,
        loc: Loc,
        type_parser: PyExpr | None = None,
        attr_parser: PyExpr | None = None,
        canonicalizer: list[CanonEntry] | None = None,
    ) -> None:
        self.name, self.summary, self.description, self.loc = name, summary, description, loc
        self.type_parser, self.attr_parser = type_parser, attr_parser
        self.canonicalizer = canonicalizer or []
        # `interfaces { Name: python.name }`: (interface name, PyExpr of the class, loc)
        self.interfaces: list[tuple[str, PyExpr, Loc]] = []


class Import(Node):
    __slots__ = ("path",)

    def __init__(self, path: str, loc: Loc) -> None:
        self.path, self.loc = path, loc


class Native(Node):
    __slots__ = ("alias", "module", "path")

    def __init__(self, alias: str, module: str | None, path: str | None, loc: Loc) -> None:
        self.alias, self.module, self.path, self.loc = alias, module, path, loc


class ConstraintDef(Node):
    __slots__ = ("desc", "expr", "name")

    def __init__(self, name: str, expr: CExpr, desc: str, loc: Loc) -> None:
        self.name, self.expr, self.desc, self.loc = name, expr, desc, loc


class EnumCase(Node):
    __slots__ = ("desc", "name", "value")

    def __init__(self, name: str, value: int, desc: str, loc: Loc) -> None:
        self.name, self.value, self.desc, self.loc = name, value, desc, loc


class EnumDef(Node):
    __slots__ = ("bits", "cases", "desc", "name", "sep", "storage")

    def __init__(
        self,
        name: str,
        bits: bool,
        storage: tuple,
        sep: str | None,
        desc: str,
        cases: list,
        loc: Loc,
    ) -> None:
        self.name, self.bits, self.storage, self.sep = name, bits, storage, sep
        self.desc, self.cases, self.loc = desc, cases, loc


class Trait(Node):
    __slots__ = ("args", "name")

    def __init__(self, name: str, args: list, loc: Loc) -> None:
        self.name, self.args, self.loc = name, args, loc


class Arg(Node):
    """One operand/result/attribute/region/successor declaration."""

    __slots__ = ("constraint", "default", "infer", "name", "optional", "region_args")

    def __init__(
        self,
        name: str,
        constraint: Any,
        loc: Loc,
        optional: bool = False,
        default: Any = None,
        infer: PyExpr | None = None,
    ) -> None:
        self.name, self.constraint, self.loc = name, constraint, loc
        self.optional, self.default, self.infer = optional, default, infer
        self.region_args = None


class OpDef(Node):
    __slots__ = ("items", "name", "traits")

    def __init__(self, name: str, traits: list, items: list, loc: Loc) -> None:
        self.name, self.traits, self.items, self.loc = name, traits, items, loc


class Item(Node):
    """A keyword entry inside an op body: ``summary``, ``operands``, ``format``, ..."""

    __slots__ = ("key", "value", "value_loc")

    def __init__(self, key: str, value: Any, loc: Loc, value_loc: Loc | None = None) -> None:
        self.key, self.value, self.loc, self.value_loc = key, value, loc, value_loc


class RawBlock(Node):
    """A ``rule``/``ruleset``/``pass``/``fusion`` declaration kept as text (``fusion``:
    compiled by ``gen.fusion_policy``)."""

    __slots__ = ("kind", "name", "text")

    def __init__(self, kind: str, name: str, text: str, loc: Loc) -> None:
        self.kind, self.name, self.text, self.loc = kind, name, text, loc


class RulesFile(Node):
    __slots__ = ("path", "source", "stmts")

    def __init__(self, path: str, source: str, stmts: list) -> None:
        self.path, self.source, self.stmts = path, source, stmts
        self.loc = Loc(path, 1, 1, source.split("\n", 1)[0])


# ------------------------------------------------------------------ tokens


class _PyExprToken(pp.Token):
    """A Python expression: balanced brackets and strings, ending at a newline,
    ``#`` comment, or a ``,``/closing bracket at its own level."""

    def __init__(self, stop_at_comma: bool = True, whole_line: bool = False) -> None:
        super().__init__()
        self.stop_at_comma = stop_at_comma
        self.whole_line = whole_line
        self.mayReturnEmpty = False
        self.mayIndexError = False
        self.errmsg = "expected a Python expression"
        self.set_name("Python expression")

    def parseImpl(self, instring: str, loc: int, do_actions: bool = True):
        n = len(instring)
        i = loc
        while i < n and instring[i] in " \t":
            i += 1
        start = i
        depth: list[str] = []
        pairs = {"(": ")", "[": "]", "{": "}"}
        while i < n:
            c = instring[i]
            if c in "\"'":
                q3 = instring[i : i + 3]
                if q3 in ('"""', "'''"):
                    j = instring.find(q3, i + 3)
                    i = n if j < 0 else j + 3
                    continue
                j = i + 1
                while j < n and instring[j] != c and instring[j] != "\n":
                    j += 2 if instring[j] == "\\" else 1
                i = j + 1
                continue
            if c in pairs:
                depth.append(pairs[c])
            elif c in ")]}":
                if not depth:
                    if not self.whole_line:
                        break
                else:
                    depth.pop()
            elif (not depth or self.whole_line) and (
                c == "\n" or c == "#" or (c == "," and self.stop_at_comma)
            ):
                break
            i += 1
        text = instring[start:i].rstrip()
        if not text:
            raise pp.ParseException(instring, loc, self.errmsg, self)
        return start + len(text), text


# ------------------------------------------------------------------ grammar


#: op entries whose value is a Python expression (checked and stored as written)
PY_EXPR_ITEMS = (
    "verify",
    "verify_regions",
    "verify_symbol_uses",
    "fold",
    "parser",
    "printer",
    "canonicalize",
)


def _LG(e: pp.ParserElement) -> pp.ParserElement:
    """A located group: ``[[start, [tokens], end]]``."""
    return pp.Group(pp.Located(e))


def _grammar() -> pp.ParserElement:
    S = pp.Suppress
    K = pp.Keyword
    ident = pp.Regex(r"[A-Za-z_][A-Za-z0-9_]*").set_name("identifier")
    opname = pp.Regex(r"[A-Za-z_][A-Za-z0-9_.$]*").set_name("op name")
    string = (
        pp.QuotedString(
            '"""', multiline=True, unquote_results=True, convert_whitespace_escapes=False
        )
        | pp.QuotedString('"', esc_char="\\", unquote_results=True)
    ).set_name("string")
    integer = pp.Regex(r"-?(0x[0-9a-fA-F]+|\d+)").set_name("integer")
    comment = pp.Regex(r"#[^\n]*")
    pyexpr = _PyExprToken()
    line_expr = _PyExprToken(stop_at_comma=False, whole_line=True)

    # constraint expressions
    cexpr = pp.Forward().set_name("type constraint")
    pred = K("Pred") + S("(") + string + S(",") + _LG(_PyExprToken()) + S(")")
    close_angle = S(">").set_name("',' or '>'")
    cref = opname + pp.Optional(pp.Group(S("<") - pp.DelimitedList(cexpr | integer) - close_angle))
    cterm = pp.Group(pred)("pred") | pp.Group(cref)("ref")
    cexpr <<= _LG(cterm + pp.ZeroOrMore(S("|") + cterm))

    def entries(entry: pp.ParserElement) -> pp.ParserElement:
        """``{ a: C, b: C }``: entries separated by commas (a trailing one allowed)."""
        close = S("}").set_name("',' or '}'")
        return pp.Group(
            S("{") - pp.Optional(pp.DelimitedList(entry, allow_trailing_delim=True)) - close
        )

    dialect_hook = _LG((K("type_parser") | K("attr_parser")) - _PyExprToken(stop_at_comma=False))
    # what `canonicalize` applies to the dialect's ops (MLIR's hasCanonicalizer)
    dotted = pp.Regex(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)+").set_name(
        "dotted Python name"
    )
    # `canonicalize "file.rules" RULESET`, or `canonicalize RULESET` (a ruleset of this file)
    ruleset_name = _LG(ident.copy().set_name("ruleset name"))
    dialect_canon = _LG(K("canonicalize") - pp.Group(pp.Optional(string)) - ruleset_name) | _LG(
        (K("canonicalize_patterns") | K("folders") | K("materializer")) - _LG(dotted)
    )
    dialect = (
        K("dialect")
        + ident
        + pp.Optional(
            S("{")
            + pp.ZeroOrMore(
                pp.Group((K("summary") | K("description")) + string)
                | dialect_hook
                | dialect_canon
                | _LG(K("interfaces") - entries(_LG(ident - S(":") - dotted)))
            )
            + S("}")
        )
    )
    import_ = K("import") - string
    native = K("native") - ident - ((S("=") + opname) | string)
    constraint = K("constraint") - ident - S("=") - cexpr - pp.Optional(string)
    case = _LG(ident + S("=") + integer + pp.Optional(string))
    enum = (
        (K("enum") | K("flags"))
        - ident
        - pp.Group((S(":") - ident) | (K("attr") - string)).set_name(
            "': i32' or 'attr \"dialect.mnemonic\"'"
        )
        - pp.Optional(pp.Group(K("sep") - string))
        - pp.Optional(string)
        - S("{")
        - pp.Optional(pp.DelimitedList(case, allow_trailing_delim=True))
        - S("}").set_name("',' or '}'")
    )

    trait_arg = opname | integer | string  # a string: TypesMatchWith's summary
    trait = _LG(ident + pp.Optional(pp.Group(S("<") - pp.DelimitedList(trait_arg) - close_angle)))
    traits = pp.Group(
        S("[")
        - pp.Optional(pp.DelimitedList(trait, allow_trailing_delim=True))
        - S("]").set_name("',' or ']'")
    )

    operand = _LG(ident - S(":") - cexpr - pp.Optional(S("=") - pyexpr))
    # `= h.NAME`: a native helper's attribute (a default no other form can write)
    attr_default = (
        pp.Group(string)("str")
        | pp.Group(integer)("int")
        | pp.Group(dotted)("native")
        | pp.Group(ident)("id")
    )
    attribute = _LG(
        ident
        + pp.Optional(pp.Literal("?"))
        + S(":")
        + opname
        + pp.Optional(pp.Group(S("=") + attr_default))
    )
    result = _LG(ident - S(":") - cexpr - pp.Optional(S("=") - pyexpr))
    region_arg = _LG(ident - S(":") - cexpr)
    region = _LG(
        ident
        - S(":")
        - cexpr
        - pp.Optional(
            pp.Group(
                K("args")
                - S("(")
                - pp.Optional(pp.DelimitedList(region_arg))
                - S(")").set_name("',' or ')'")
            )
        )
    )
    successor = _LG(ident - S(":") - ident)
    names = pp.Group(pp.DelimitedList(string))
    # `interfaces { BranchOpInterface: h.SwitchBranch, ... }`: native implementations
    implementation = _LG(ident - S(":") - dotted)

    item = _LG(
        (K("summary") - string)
        | (K("description") - string)
        | (K("operands") - entries(operand))
        | (K("attrs") - entries(attribute))
        | (K("results") - entries(result))
        | (K("regions") - entries(region))
        | (K("successors") - entries(successor))
        | (K("interfaces") - entries(implementation))
        | (K("format") - string)
        | (K("asm_names") - (names | line_expr))
        | (
            (
                K("verify")
                | K("verify_regions")
                | K("verify_symbol_uses")
                | K("fold")
                | K("parser")
                | K("printer")
                | K("canonicalize")
            )
            - line_expr
        )
        | (K("default_dialect") - ident)
    )
    # `op NAME : CLASS [traits] { items }`: the items and traits of `opclass CLASS` first
    base = pp.Group(S(":") - ident.copy().set_name("op class name"))
    op = (
        K("op")
        - opname
        - pp.Optional(_LG(base))
        - pp.Optional(traits)
        - S("{")
        - pp.Group(pp.ZeroOrMore(item))
        - S("}")
    )
    opclass = (
        K("opclass") - ident - pp.Optional(traits) - S("{") - pp.Group(pp.ZeroOrMore(item)) - S("}")
    )

    raw_body = pp.original_text_for(pp.nested_expr("{", "}", ignore_expr=pp.dbl_quoted_string))
    raw = (
        K("rule") | K("ruleset") | K("conversion") | K("fusion")
    ) - ident - raw_body.copy().set_name("'{'") | K("pass") + ident + pp.SkipTo("{") + raw_body

    stmt = _LG(dialect | import_ | native | constraint | enum | op | opclass | raw)
    f = pp.ZeroOrMore(stmt) + pp.StringEnd()
    f.ignore(comment)
    return f


_GRAMMAR: pp.ParserElement | None = None


def _loc_of(path: str, source: str, offset: int) -> Loc:
    line = source.count("\n", 0, offset) + 1
    ls = source.rfind("\n", 0, offset) + 1
    le = source.find("\n", offset)
    return Loc(path, line, offset - ls + 1, source[ls : le if le >= 0 else len(source)])


class _Builder:
    """Turns pyparsing's located tokens into AST nodes."""

    def __init__(self, path: str, source: str) -> None:
        self.path = path
        self.source = source
        #: `opclass` name -> (traits, items), for the ops declared after it
        self.opclasses: dict[str, tuple[list, list]] = {}

    def loc(self, off: int) -> Loc:
        s = self.source
        while True:  # point at the first token, past whitespace and comments
            while off < len(s) and s[off] in " \t\r\n":
                off += 1
            if s.startswith("#", off):
                e = s.find("\n", off)
                off = len(s) if e < 0 else e
                continue
            return _loc_of(self.path, s, off)


def parse_rules(source: str, path: str) -> RulesFile:
    """Parse a ``.rules`` text into an AST; raises ``RulesError`` on a syntax error."""
    global _GRAMMAR
    if _GRAMMAR is None:
        _GRAMMAR = _grammar()
    try:
        res = _GRAMMAR.parse_string(source, parse_all=True)
    except pp.ParseBaseException as e:
        raise RulesError(_syntax_message(e, source), _loc_of(path, source, e.loc)) from None
    b = _Builder(path, source)
    nodes = [_stmt(b, s) for s in res]
    return RulesFile(path, source, [n for n in nodes if n is not None])  # opclasses expand away


def _syntax_message(e: pp.ParseBaseException, source: str) -> str:
    msg = str(e.msg)
    if msg.startswith("Expected "):
        msg = "expected " + msg[len("Expected ") :]
    if "end of text" in msg or "StringEnd" in msg:
        w = source[e.loc : e.loc + 40].split()
        word = w[0] if w else ""
        return (
            f"unexpected '{word}': expected a declaration (dialect, import, native, "
            "constraint, enum, flags, op, opclass, rule, ruleset, conversion, pass, fusion)"
        )
    return msg


# ------------------------------------------------------------------ AST building


def _int(text: str) -> int:
    """An integer token: hexadecimal after ``0x``, else decimal (``007`` is 7, as in TableGen)."""
    return int(text, 16) if text.lstrip("-")[:2] in ("0x", "0X") else int(text, 10)


def _unloc(t: Any) -> tuple[int, list]:
    """(start offset, tokens) of a ``pp.Located`` result."""
    return int(t[0]), list(t[1])


def _stmt(b: _Builder, t: Any) -> Node | None:
    off, toks = _unloc(t)
    loc = b.loc(off)
    kw = toks[0]
    if kw == "dialect":
        summary = description = ""
        hooks: dict = {}
        canon: list[CanonEntry] = []
        ifaces: list = []
        for g in toks[2:]:
            if isinstance(g[0], int):  # a located hook or canonicalization source
                hoff, hl = _unloc(g)
                if hl[0] == "interfaces":
                    for e in hl[1]:
                        eoff, el = _unloc(e)
                        ifaces.append((el[0], PyExpr(el[1], _after(b, eoff, ":")), b.loc(eoff)))
                    continue
                if hl[0] in ("type_parser", "attr_parser"):
                    hooks[hl[0]] = PyExpr(hl[1], _after(b, hoff, hl[0]))
                    continue
                file = None
                if hl[0] == "canonicalize":
                    file = hl[1][0] if len(hl[1]) else None
                noff, name = _unloc(hl[-1])
                canon.append(CanonEntry(hl[0], file, name[0], b.loc(hoff), b.loc(noff)))
            elif g[0] == "summary":
                summary = g[1]
            else:
                description = g[1]
        d = Dialect(
            toks[1],
            summary,
            description,
            loc,
            hooks.get("type_parser"),
            hooks.get("attr_parser"),
            canon,
        )
        d.interfaces = ifaces
        return d
    if kw == "import":
        return Import(toks[1], loc)
    if kw == "native":
        target = toks[2]
        is_path = target.endswith(".py") or "/" in target
        return Native(toks[1], None if is_path else target, target if is_path else None, loc)
    if kw == "constraint":
        desc = toks[3] if len(toks) > 3 else ""
        return ConstraintDef(toks[1], _cexpr(b, toks[2]), desc, loc)
    if kw in ("enum", "flags"):
        name = toks[1]
        st = list(toks[2])
        storage = ("attr", st[1]) if st[0] == "attr" else ("int", st[0])
        i = 3
        sep = None
        if i < len(toks) and isinstance(toks[i], pp.ParseResults) and toks[i][0] == "sep":
            sep = toks[i][1]
            i += 1
        desc = ""
        if i < len(toks) and isinstance(toks[i], str):
            desc = toks[i]
            i += 1
        cases = []
        for c in toks[i:]:
            coff, cl = _unloc(c)
            cases.append(EnumCase(cl[0], _int(cl[1]), cl[2] if len(cl) > 2 else "", b.loc(coff)))
        return EnumDef(name, kw == "flags", storage, sep, desc, cases, loc)
    if kw in ("op", "opclass"):
        traits: list = []
        i = 2
        base = None
        if (
            kw == "op" and len(toks) > 3 and len(toks[2]) and isinstance(toks[2][0], int)
        ):  # `: CLASS`
            boff, bl = _unloc(toks[2])
            base = b.opclasses.get(bl[0][0])
            if base is None:
                known = ", ".join(sorted(b.opclasses)) or "none declared before it"
                raise RulesError(
                    f"unknown op class '{bl[0][0]}' (op classes: {known})", b.loc(boff)
                )
            i = 3
        if len(toks) > i + 1:
            for tr in toks[i]:
                toff, tl = _unloc(tr)
                args = [str(a) for a in tl[1]] if len(tl) > 1 else []
                traits.append(Trait(tl[0], args, b.loc(toff)))
            i += 1
        items = [_item(b, it) for it in toks[i]]
        if kw == "opclass":
            if toks[1] in b.opclasses:
                raise RulesError(f"duplicate op class '{toks[1]}'", loc)
            b.opclasses[toks[1]] = (traits, items)
            return None
        if base is not None:
            # the class's traits, then the op's; the class's items, less those the op gives
            given = {it.key for it in items}
            traits = base[0] + traits
            items = [it for it in base[1] if it.key not in given] + items
        return OpDef(toks[1], traits, items, loc)
    return RawBlock(kw, toks[1], toks[-1], loc)  # rule / ruleset / conversion / pass / fusion


def _after(b: _Builder, off: int, word: str) -> Loc:
    """Location of what follows ``word`` at ``off`` (a format string, a Python snippet)."""
    s = b.source
    p = s.find(word, off) + len(word)
    while p < len(s) and s[p] in " \t":
        p += 1
    return b.loc(p)


def _item(b: _Builder, t: Any) -> Item:
    off, toks = _unloc(t)
    loc = b.loc(off)
    key = toks[0]
    vloc = _after(b, off, key)
    if key in ("summary", "description", "format", "default_dialect"):
        return Item(key, toks[1], loc, vloc)
    if key in PY_EXPR_ITEMS:
        return Item(key, PyExpr(toks[1], vloc), loc, vloc)
    if key == "asm_names":
        v = toks[1]
        if isinstance(v, str):
            return Item(key, PyExpr(v, vloc), loc, vloc)
        return Item(key, list(v), loc, vloc)
    entries = []
    for e in toks[1]:
        eoff, el = _unloc(e)
        eloc = b.loc(eoff)
        if key == "attrs":
            name = el[0]
            optional = len(el) > 1 and el[1] == "?"
            j = 2 if optional else 1
            cname = el[j]
            default = None
            if len(el) > j + 1:
                d = el[j + 1][0]
                kind = d.get_name()
                dv = d[0]
                if kind == "int":
                    default = ("int", _int(dv))
                elif kind in ("str", "native"):
                    default = (kind, dv)
                else:
                    default = ("id", dv)
            cloc = _after(b, eoff, ":")
            entries.append(Arg(name, CExpr("ref", cname, [], cloc), eloc, optional, default))
        elif key in ("results", "operands"):
            infer = None
            if len(el) > 2:
                infer = PyExpr(el[2], _after(b, b.source.find("=", eoff), "="))
            entries.append(Arg(el[0], _cexpr(b, el[1]), eloc, infer=infer))
        elif key == "successors":
            entries.append(Arg(el[0], CExpr("ref", el[1], [], _after(b, eoff, ":")), eloc))
        elif key == "interfaces":  # (interface name, PyExpr of its implementation class, loc)
            entries.append((el[0], PyExpr(el[1], _after(b, eoff, ":")), eloc))
        elif key == "regions":
            a = Arg(el[0], _cexpr(b, el[1]), eloc)
            if len(el) > 2:  # args(name: Constraint, ...): the entry block's arguments
                a.region_args = []
                for ra in list(el[2])[1:]:
                    roff, rel = _unloc(ra)
                    a.region_args.append(Arg(rel[0], _cexpr(b, rel[1]), b.loc(roff)))
            entries.append(a)
        else:
            entries.append(Arg(el[0], _cexpr(b, el[1]), eloc))
    return Item(key, entries, loc, vloc)


def _cexpr(b: _Builder, t: Any) -> CExpr:
    """Constraint expression from its located tokens (``a | b | Name<args>``)."""
    off, toks = _unloc(t)
    here = b.loc(off)
    terms = []
    for term in toks:
        tl = list(term)
        if term.get_name() == "pred" or (
            tl
            and tl[0] == "Pred"
            and len(tl) == 3
            and isinstance(tl[1], str)
            and isinstance(tl[2], pp.ParseResults)
        ):
            poff, ptoks = _unloc(tl[2])  # the predicate's own position (it may be on a later line)
            pred = PyExpr(ptoks[0], b.loc(poff))
            terms.append(CExpr("pred", "Pred", [], here, desc=tl[1], pred=pred))
            continue
        args = []
        if len(tl) > 1:
            for a in tl[1]:
                if isinstance(a, str):
                    args.append(CExpr("int", a, [], here))
                else:
                    args.append(_cexpr(b, a))
        terms.append(CExpr("ref", tl[0], args, here))
    if len(terms) == 1:
        return terms[0]
    return CExpr("or", "|", terms, here)
