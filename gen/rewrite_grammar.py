"""Syntax of rewrite rules and rulesets: the raw ``rule``/``ruleset`` blocks to an AST.

The main grammar (``gen.grammar``) keeps ``rule NAME { ... }`` and
``ruleset NAME { ... }`` bodies as raw text (``RawBlock``); this module parses
them with a small recursive-descent scanner, keeping every position as a
``Loc`` of the ``.rules`` file. Syntax (see ``docs/rules-language.md``)::

    rule AddZero {
      match   (arith.addi $x (arith.constant {value: $z}))   # match DAG
      where   h.is_zero($z)                                    # Python, one or more
      benefit 2
      replace $x                                               # or a result DAG
      rewrite { let s = (arith.subi $x $y)                     # or a block
                replace $root with s
                erase $other }
      drop_attrs                                               # discardable attrs not kept
      ordered                                                  # no commutative matching
      test { args "%a: i32" in "..." out "..." }
      test nomatch "..."
      test property 100                  # 100 random programs built from the match DAG
      test property 50 { args "%a: i32" in "..." }   # one program, 50 random inputs
    }
    ruleset canonicalize_arith { rules [AddZero, ...] driver greedy }
    conversion math_to_llvm {                # a conversion ruleset (dialect conversion)
      legal dialects [llvm]                  # also: legal ops [...], illegal dialects/ops [...]
      types llvm                             # a named type converter
      rules [SqrtToLLVM, ...]                # rules whose captured operands are converted
      patterns h.PATTERNS                    # native conversion patterns (optional)
    }

A rule of a conversion may say ``nd unroll`` (the default), ``nd fail`` or
``nd direct``: what to do when its converted types are N-D aggregates.

DAG nodes: ``(dialect.op[:$bind] item*)``; items are ``$x`` (a value; a
repeated name means the same value), ``$xs...`` (a variadic group), ``_``
(anything), a nested DAG (its op's result), ``{attr: $cap | python-expr, ...}``
(attributes by name; in a result DAG also ``{region: $o.region}``, a region moved
into the built op), ``^succ`` / ``^succ(items)`` / ``^succs...`` (successor blocks and
the operands passed to them), ``either(items)`` / ``ordered(items)``. Replacement
values also include ``inline $o.region[INDEX](args)`` (the region's block inlined
before the root; its terminator's operands); ``merge ^d(args)`` is an action. In result
DAGs ``$o.name`` selects a result by name, ``m.name`` one of a ``let``'s, and
attribute values are Python;
a result DAG may end with ``: T, ...`` (one Python type expression per
result of the op, ``type($v)`` standing for ``$v``'s type), for ops whose
result types cannot be inferred, e.g. ``(arith.extsi $x : type($root))``.

What it does not do: check names, arities or types (``gen.rewrite_model``).
"""

from __future__ import annotations

import re
from typing import Any

from .errors import Loc, RulesError

__all__ = [
    "Capture",
    "ConversionAst",
    "Dag",
    "Inline",
    "RuleAst",
    "RulesetAst",
    "Succ",
    "parse_raw_block",
]


class Capture:
    """``$name`` (``variadic`` for ``$name...``; ``field`` for ``$name.result``); ``_`` is name ''."""

    __slots__ = ("field", "loc", "name", "variadic")

    def __init__(self, name: str, loc: Loc, variadic: bool = False, field: str = "") -> None:
        self.name, self.loc, self.variadic, self.field = name, loc, variadic, field


class PyText:
    """A Python expression (``$names`` inside refer to captures)."""

    __slots__ = ("loc", "text")

    def __init__(self, text: str, loc: Loc) -> None:
        self.text, self.loc = text, loc


class Succ:
    """``^name`` (a successor block; ``variadic`` for ``^name...``, a variadic successor's
    list), optionally with the operands it passes: ``^name($args...)`` (``args`` is None
    when no parentheses are written)."""

    __slots__ = ("args", "loc", "name", "variadic")

    def __init__(self, name: str, loc: Loc, variadic: bool = False) -> None:
        self.name, self.loc, self.variadic = name, loc, variadic
        self.args: list | None = None  # Capture | PyText (result DAGs only)


class Inline:
    """``inline $o.region[INDEX](ARGS)``: the region's single block is moved before the
    root, its arguments replaced by ``args``; its terminator is erased and its operands
    are the value (a list)."""

    __slots__ = ("args", "index", "loc", "region")

    def __init__(self, region: Capture, loc: Loc) -> None:
        self.region, self.loc = region, loc
        self.index: PyText | None = None  # `$o.caseRegions[i]`: one region of a variadic group
        self.args: list = []  # Capture | PyText


class Dag:
    """``(op:$bind operands... ^succ... {attrs})``; ``order`` is 'auto', 'either' or 'ordered'."""

    __slots__ = ("attrs", "bind", "loc", "op", "operands", "order", "succs", "types")

    def __init__(self, op: str, loc: Loc) -> None:
        self.op, self.loc = op, loc
        self.bind: Capture | None = None
        # result DAGs only: ``: T, ...`` result types (PyText, one per result), None if absent
        self.types: list | None = None
        self.operands: list = []  # Capture | Dag | PyText (result DAGs only)
        self.attrs: list[tuple[str, Any, Loc]] = []  # (name, Capture | PyText, loc)
        self.succs: list[Succ] = []  # successors, in the op's order
        self.order = "auto"


class RuleAst:
    __slots__ = (
        "actions",
        "benefit",
        "drop_attrs",
        "loc",
        "match",
        "name",
        "nd",
        "ordered",
        "tests",
        "where",
    )

    def __init__(self, name: str, loc: Loc) -> None:
        self.name, self.loc = name, loc
        self.match: Dag | None = None
        self.where: list[PyText] = []
        self.benefit: int | None = None
        # ("replace", target Capture|None, value) | ("erase", Capture) | ("let", name, Dag)
        # | ("merge", Succ)
        self.actions: list[tuple] = []
        self.drop_attrs = False
        self.ordered = False  # no commutative matching anywhere in the rule (DRR's behavior)
        # in a conversion: N-D aggregate types are "unroll"ed per 1-D piece, "fail" or
        # handled by the rule itself ("direct"); None: not said (unroll)
        self.nd: str | None = None
        # ("io", args, in, out, loc) | ("nomatch", args, in, loc) | ("property", n, args, in, loc)
        self.tests: list[tuple] = []


class RulesetAst:
    __slots__ = ("driver", "loc", "name", "rules")

    def __init__(self, name: str, loc: Loc) -> None:
        self.name, self.loc = name, loc
        self.rules: list[tuple[str, Loc]] = []
        self.driver = "greedy"


class ConversionAst(RulesetAst):
    """``conversion NAME { ... }``: a ruleset run by the dialect conversion driver.

    ``legal`` / ``illegal``: ``(kind, name, loc)`` with kind ``"dialect"`` or ``"op"``;
    ``types``: the name of a registered type converter (and its loc); ``patterns``: Python
    expressions, each a list of native conversion-pattern factories."""

    __slots__ = ("illegal", "legal", "patterns", "types", "types_loc")

    def __init__(self, name: str, loc: Loc) -> None:
        super().__init__(name, loc)
        self.driver = "conversion"
        self.legal: list[tuple[str, str, Loc]] = []
        self.illegal: list[tuple[str, str, Loc]] = []
        self.types = ""
        self.types_loc = loc
        self.patterns: list[PyText] = []


_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_OPNAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_$]*)+")
_INT = re.compile(r"-?\d+")
_STR = re.compile(r'"""(.*?)"""|"((?:[^"\\\n]|\\.)*)"', re.S)


class _Scan:
    __slots__ = ("base", "path", "pos", "src")

    def __init__(self, src: str, base: int, path: str, pos: int) -> None:
        self.src, self.base, self.path, self.pos = src, base, path, pos

    def loc(self, pos: int | None = None) -> Loc:
        full = self.src
        off = min(self.base + (self.pos if pos is None else pos), len(full))
        line = full.count("\n", 0, off) + 1
        ls = full.rfind("\n", 0, off) + 1
        le = full.find("\n", off)
        return Loc(self.path, line, off - ls + 1, full[ls : le if le >= 0 else len(full)])

    def err(self, msg: str, pos: int | None = None) -> RulesError:
        return RulesError(msg, self.loc(pos))

    def ws(self) -> None:
        s, n = self.src, len(self.src)
        p = self.base + self.pos
        while p < n:
            c = s[p]
            if c in " \t\r\n":
                p += 1
            elif c == "#":
                e = s.find("\n", p)
                p = n if e < 0 else e
            else:
                break
        self.pos = p - self.base

    def peek(self) -> str:
        self.ws()
        p = self.base + self.pos
        return self.src[p] if p < len(self.src) else ""

    def at(self, lit: str) -> bool:
        self.ws()
        return self.src.startswith(lit, self.base + self.pos)

    def try_lit(self, lit: str) -> bool:
        if self.at(lit):
            self.pos += len(lit)
            return True
        return False

    def expect(self, lit: str) -> None:
        if not self.try_lit(lit):
            raise self.err(f"expected '{lit}'")

    def match(self, rx: re.Pattern) -> Any:
        self.ws()
        return rx.match(self.src, self.base + self.pos)

    def ident(self, what: str = "identifier") -> str:
        m = self.match(_IDENT)
        if m is None:
            raise self.err(f"expected {what}")
        self.pos = m.end() - self.base
        return m.group(0)

    def keyword(self, word: str) -> bool:
        m = self.match(_IDENT)
        if m is not None and m.group(0) == word:
            self.pos = m.end() - self.base
            return True
        return False

    def string(self) -> str:
        m = self.match(_STR)
        if m is None:
            raise self.err("expected a string")
        start = self.pos
        self.pos = m.end() - self.base
        if m.group(1) is not None:
            return m.group(1)
        raw = m.group(2)
        try:
            return raw.encode("latin-1", "backslashreplace").decode("unicode_escape")
        except UnicodeDecodeError as e:  # `\x4`, `\N{nope}`: at the escape, inside the quotes
            i = nbytes = 0
            while i < len(raw):
                nbytes += len(raw[i].encode("latin-1", "backslashreplace"))
                if nbytes > e.start:
                    break
                i += 1
            raise self.err(
                f"invalid escape sequence in string: {e.reason}", start + 1 + i
            ) from None

    def py(self, stops: str, to_eol: bool) -> PyText:
        """A Python expression up to a depth-0 character in ``stops`` (or the end of line)."""
        self.ws()
        s = self.src
        start = p = self.base + self.pos
        depth = 0
        n = len(s)
        while p < n:
            c = s[p]
            if c in "([{":
                depth += 1
            elif c in ")]}":
                if depth == 0:
                    break
                depth -= 1
            elif c in "\"'":
                q, qpos = c, p
                p += 1
                while p < n and s[p] != q:
                    p += 2 if s[p] == "\\" else 1
                if p >= n:  # at the end of the file, not past it
                    raise self.err("unterminated string in Python expression", qpos - self.base)
            elif (
                depth == 0
                and c in stops
                or c == "\n"
                and depth == 0
                and to_eol
                or c == "#"
                and depth == 0
            ):
                break
            p += 1
        text = s[start:p].strip()
        if not text:
            raise self.err("expected a Python expression")
        loc = self.loc(start - self.base)
        self.pos = p - self.base
        return PyText(text, loc)


def _capture(sc: _Scan, allow_field: bool) -> Capture:
    loc = sc.loc()
    sc.expect("$")
    p = sc.base + sc.pos
    m = _IDENT.match(sc.src, p)
    if m is None:
        raise sc.err("expected a capture name after '$'")
    sc.pos = m.end() - sc.base
    name = m.group(0)
    cap = Capture(name, loc)
    if sc.src.startswith("...", sc.base + sc.pos):
        sc.pos += 3
        cap.variadic = True
    elif allow_field and sc.src.startswith(".", sc.base + sc.pos):
        m = _IDENT.match(sc.src, sc.base + sc.pos + 1)
        if m is not None:
            cap.field = m.group(0)
            sc.pos = m.end() - sc.base
    return cap


def _dag(sc: _Scan, result: bool) -> Dag:
    loc = sc.loc()
    if not sc.at("("):
        m = sc.match(_OPNAME)
        if m is not None:  # `poly.add($x, ...)`: the call form of other languages
            raise sc.err(f"expected '(': a DAG is written '({m.group(0)} operand ...)'")
    sc.expect("(")
    m = sc.match(_OPNAME)
    if m is None:
        raise sc.err("expected an op name (dialect.op)")
    sc.pos = m.end() - sc.base
    d = Dag(m.group(0), loc)
    if sc.try_lit(":"):
        d.bind = _capture(sc, False)
    _items(sc, d, result, ")")
    sc.expect(")")
    return d


def _items(sc: _Scan, d: Dag, result: bool, close: str, one: bool = False) -> None:
    """The items of a DAG up to a character of ``close`` (``one``: a single item)."""
    first = True
    while True:
        c = sc.peek()
        if c == "" or c in close:
            return
        if one and not first:
            raise sc.err("expected ',' or ')'")
        first = False
        if c == "$":
            d.operands.append(_capture(sc, result))
        elif c == "(":
            d.operands.append(_dag(sc, result))
        elif c == "{":
            sc.expect("{")
            while not sc.try_lit("}"):
                aloc = sc.loc()
                if result and sc.try_lit("**"):  # `**$o`: the attributes of $o (conversions)
                    d.attrs.append(("**", sc.py(",}", False), aloc))
                    if not sc.try_lit(","):
                        sc.expect("}")
                        break
                    continue
                name = sc.ident("attribute name")
                sc.expect(":")
                if sc.peek() == "$" and not result:
                    val: Any = _capture(sc, False)
                else:
                    val = sc.py(",}", False)
                d.attrs.append((name, val, aloc))
                if not sc.try_lit(","):
                    sc.expect("}")
                    break
        elif c == "^":
            d.succs.append(_succ(sc, result))
        elif c == "_":
            loc = sc.loc()
            sc.ident()
            d.operands.append(Capture("", loc))
        elif sc.keyword("either") or sc.keyword("ordered"):
            word = sc.src[sc.base + sc.pos - 6 : sc.base + sc.pos]
            d.order = "either" if word.endswith("either") else "ordered"
            sc.expect("(")
            sub = Dag(d.op, d.loc)
            while not sc.at(")"):  # items separated by commas, as the operands of a call
                if sc.peek() == "":
                    raise sc.err("expected ')'")
                _items(sc, sub, result, ",)", one=True)
                if not sc.try_lit(","):
                    break
            sc.expect(")")
            d.operands.extend(sub.operands)
            d.attrs.extend(sub.attrs)
        elif c == ":" and result and close == ")":
            # `: type($y)` / `: python-expr, ...`: the built op's result types, last in the node
            sc.expect(":")
            d.types = []
            while True:
                d.types.append(sc.py(",)", False))
                if not sc.try_lit(","):
                    break
            if not sc.at(")"):
                raise sc.err("expected ')' after the result types of a result DAG")
            return
        elif c == ":" and not result:
            raise sc.err("result types (': T') are only allowed in result DAGs")
        elif result:
            d.operands.append(sc.py(" \n)", False))
        else:
            raise sc.err("expected '$name', '(', '{', '^name', '_', 'either' or 'ordered'")


def _succ(sc: _Scan, result: bool) -> Succ:
    """``^name``, ``^name...`` or ``^name(items)``: items are ``$x``, ``$xs...`` and ``_`` (and
    Python expressions in a result DAG), separated by commas or spaces."""
    loc = sc.loc()
    sc.expect("^")
    m = _IDENT.match(sc.src, sc.base + sc.pos)
    if m is None:
        raise sc.err("expected a successor name after '^'")
    sc.pos = m.end() - sc.base
    s = Succ(m.group(0), loc)
    if sc.src.startswith("...", sc.base + sc.pos):
        sc.pos += 3
        s.variadic = True
        return s
    if not sc.src.startswith("(", sc.base + sc.pos):
        return s
    sc.pos += 1
    s.args = _value_list(sc, result)
    return s


def _value_list(sc: _Scan, result: bool) -> list:
    """Items up to ``)`` (consumed): captures, ``_``, and Python expressions when ``result``."""
    out: list = []
    while not sc.try_lit(")"):
        c = sc.peek()
        if c == "":
            raise sc.err("expected ')'")
        if c == "$":
            out.append(_capture(sc, result))
        elif c == "_" and not result:
            loc = sc.loc()
            sc.ident()
            out.append(Capture("", loc))
        elif result:
            out.append(sc.py(" \n,)", False))
        else:
            raise sc.err("expected '$name', '$names...', '_' or ')'")
        sc.try_lit(",")
    return out


def _value(sc: _Scan) -> Any:
    """A replacement value: ``$x``, ``$o.res``, a let name (``m`` or ``m.res``), or a result DAG."""
    c = sc.peek()
    if c == "$":
        return _capture(sc, True)
    if c == "(":
        return _dag(sc, True)
    loc = sc.loc()
    if sc.keyword("inline"):
        return _inline(sc, loc)
    name = sc.ident("a value ($name, let name or DAG)")
    field = ""
    if sc.src.startswith(".", sc.base + sc.pos):  # `m.res`: a result of a let-built op by name
        m = _IDENT.match(sc.src, sc.base + sc.pos + 1)
        if m is None:
            raise sc.err("expected a result name after '.'")
        field = m.group(0)
        sc.pos = m.end() - sc.base
    return ("let", name, loc, field)


def _inline(sc: _Scan, loc: Loc) -> Inline:
    """After ``inline``: ``$o.region``, an optional ``[python-index]`` and ``(args)``."""
    if sc.peek() != "$":
        raise sc.err("expected a region after 'inline' ('$o.regionName')")
    reg = _capture(sc, True)
    if not reg.field or reg.variadic:
        raise RulesError("expected a region after 'inline' ('$o.regionName')", reg.loc)
    il = Inline(reg, loc)
    p = sc.base + sc.pos
    if sc.src.startswith("[", p):
        sc.pos += 1
        il.index = sc.py("]", False)
        sc.expect("]")
        p = sc.base + sc.pos
    if sc.src.startswith("(", p):
        sc.pos += 1
        il.args = _value_list(sc, True)
    return il


def _tests(sc: _Scan, r: RuleAst, loc: Loc) -> None:
    if sc.keyword("nomatch"):
        args = ""
        if sc.keyword("args"):
            args = sc.string()
        r.tests.append(("nomatch", args, sc.string(), loc))
        return
    if sc.keyword("property"):
        m = sc.match(_INT)
        if m is None:
            raise sc.err("expected a count after 'test property'")
        sc.pos = m.end() - sc.base
        n = int(m.group(0))
        if n <= 0:
            raise sc.err("'test property' needs a positive count", m.start() - sc.base)
        args = inp = ""
        if sc.try_lit("{"):
            while not sc.try_lit("}"):
                if sc.keyword("args"):
                    args = sc.string()
                elif sc.keyword("in"):
                    inp = sc.string()
                else:
                    raise sc.err("expected 'args', 'in' or '}'")
            if not inp:
                raise RulesError("a 'test property' block needs 'in'", loc)
        r.tests.append(("property", n, args, inp, loc))
        return
    sc.expect("{")
    args = ""
    inp = out = None
    while not sc.try_lit("}"):
        if sc.keyword("args"):
            args = sc.string()
        elif sc.keyword("in"):
            inp = sc.string()
        elif sc.keyword("out"):
            out = sc.string()
        else:
            raise sc.err("expected 'args', 'in', 'out' or '}'")
    if inp is None or out is None:
        raise RulesError("a test needs 'in' and 'out'", loc)
    r.tests.append(("io", args, inp, out, loc))


def _rule(sc: _Scan, name: str, loc: Loc) -> RuleAst:
    r = RuleAst(name, loc)
    sc.expect("{")
    while not sc.try_lit("}"):
        kloc = sc.loc()
        if sc.peek() == "":
            raise sc.err("expected '}'")
        kw = sc.ident("rule item (match, where, benefit, replace, rewrite, drop_attrs, test)")
        if kw == "match":
            if r.match is not None:
                raise RulesError("duplicate 'match'", kloc)
            r.match = _dag(sc, False)
        elif kw == "where":
            r.where.append(sc.py("}", True))
        elif kw == "benefit":
            m = sc.match(_INT)
            if m is None:
                raise sc.err("expected an integer benefit")
            sc.pos = m.end() - sc.base
            r.benefit = int(m.group(0))
        elif kw == "replace":
            if sc.at("with") and not _IDENT.match(sc.src, sc.base + sc.pos + 4):
                raise sc.err(
                    "'replace VALUE' replaces the root's result ('replace $x'); "
                    "'replace $o with VALUE' is an action of a 'rewrite { ... }' block"
                )
            r.actions.append(("replace", None, _value(sc), kloc))
        elif kw == "rewrite":
            sc.expect("{")
            while not sc.try_lit("}"):
                aloc = sc.loc()
                a = sc.ident("'let', 'replace', 'erase' or 'merge'")
                if a == "let":
                    n = sc.ident("let name")
                    sc.expect("=")
                    r.actions.append(("let", n, _dag(sc, True), aloc))
                elif a == "replace":
                    tgt = _capture(sc, True)
                    if not sc.keyword("with"):
                        raise sc.err("expected 'with'")
                    r.actions.append(("replace", tgt, _value(sc), aloc))
                elif a == "erase":
                    r.actions.append(("erase", _capture(sc, False), None, aloc))
                elif a == "merge":
                    if sc.peek() != "^":
                        raise sc.err("expected a successor after 'merge' ('^dest($args...)')")
                    r.actions.append(("merge", _succ(sc, True), None, aloc))
                else:
                    raise RulesError(f"unknown rewrite action '{a}'", aloc)
                sc.try_lit(";")
        elif kw == "drop_attrs":
            r.drop_attrs = True
        elif kw == "ordered":
            r.ordered = True
        elif kw == "nd":
            sc.ws()
            nloc = sc.loc()
            mode = sc.ident("'unroll', 'fail' or 'direct' after 'nd'")
            if mode not in ("unroll", "fail", "direct"):
                raise RulesError(
                    f"unknown N-D mode '{mode}' (expected unroll, fail or direct)", nloc
                )
            r.nd = mode
        elif kw == "test":
            _tests(sc, r, kloc)
        else:
            raise RulesError(f"unknown rule item '{kw}'", kloc)
    if r.match is None:
        raise RulesError(f"rule '{name}' has no 'match'", loc)
    if not r.actions:
        raise RulesError(f"rule '{name}' has no 'replace' or 'rewrite'", loc)
    return r


def _names(sc: _Scan, what: str, rx: re.Pattern | None = None) -> list[tuple[str, Loc]]:
    """``[a, b, ...]``: names (identifiers, or what ``rx`` matches) with their locations."""
    out = []
    sc.expect("[")
    while not sc.try_lit("]"):
        sc.ws()
        at = sc.loc()
        if rx is None:
            out.append((sc.ident(what), at))
        else:
            m = sc.match(rx)
            if m is None:
                raise sc.err(f"expected {what}")
            sc.pos = m.end() - sc.base
            out.append((m.group(0), at))
        if not sc.try_lit(","):
            sc.expect("]")
            break
    return out


def _conversion(sc: _Scan, name: str, loc: Loc) -> ConversionAst:
    cv = ConversionAst(name, loc)
    sc.expect("{")
    items = "'legal', 'illegal', 'types', 'rules' or 'patterns'"
    while not sc.try_lit("}"):
        if sc.peek() == "":
            raise sc.err(f"expected '}}' closing conversion '{name}'")
        kloc = sc.loc()
        kw = sc.ident(items)
        if kw in ("legal", "illegal"):
            sc.ws()
            wloc = sc.loc()
            what = sc.ident("'dialects' or 'ops'")
            if what not in ("dialects", "ops"):
                raise RulesError(f"expected 'dialects' or 'ops' after '{kw}', not '{what}'", wloc)
            if what == "ops":
                got = _names(sc, "an op name (dialect.op)", _OPNAME)
            else:
                got = _names(sc, "a dialect name")
            (cv.legal if kw == "legal" else cv.illegal).extend((what[:-1], n, nl) for n, nl in got)
        elif kw == "types":
            if cv.types:
                raise RulesError(f"duplicate 'types' in conversion '{name}'", kloc)
            sc.ws()
            cv.types_loc = sc.loc()
            cv.types = sc.ident("a type converter name after 'types'")
        elif kw == "rules":
            cv.rules.extend(_names(sc, "rule name"))
        elif kw == "patterns":
            cv.patterns.append(sc.py("}", True))
        else:
            raise RulesError(f"unknown conversion item '{kw}' (expected {items})", kloc)
    return cv


def _ruleset(sc: _Scan, name: str, loc: Loc) -> RulesetAst:
    rs = RulesetAst(name, loc)
    sc.expect("{")
    while not sc.try_lit("}"):
        kloc = sc.loc()
        kw = sc.ident("'rules' or 'driver'")
        if kw == "rules":
            sc.expect("[")
            while not sc.try_lit("]"):
                rl = sc.loc()
                rs.rules.append((sc.ident("rule name"), rl))
                if not sc.try_lit(","):
                    sc.expect("]")
                    break
        elif kw == "driver":
            sc.ws()
            dl = sc.loc()
            d = sc.ident("driver name")
            if d not in ("greedy", "walk"):
                raise RulesError(f"unknown driver '{d}' (expected 'greedy' or 'walk')", dl)
            rs.driver = d
        else:
            raise RulesError(f"unknown ruleset item '{kw}'", kloc)
    return rs


def parse_raw_block(kind: str, name: str, text: str, loc: Loc, source: str) -> Any:
    """Parse one raw ``rule``/``ruleset``/``conversion`` block whose keyword is at ``loc`` in ``source``."""
    # offset of the keyword, then of the body text after it
    lines = source.split("\n")
    off = sum(len(x) + 1 for x in lines[: loc.line - 1]) + loc.col - 1
    body = source.find(text, off)
    if body < 0:
        body = off
    sc = _Scan(source, body, loc.file, 0)
    if kind == "rule":
        r: Any = _rule(sc, name, loc)
    elif kind == "conversion":
        r = _conversion(sc, name, loc)
    else:
        r = _ruleset(sc, name, loc)
    return r
