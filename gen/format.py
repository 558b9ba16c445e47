"""Declarative assembly formats (MLIR's ``assemblyFormat``): parsed and checked.

``analyze_format(op, text, loc, model)`` reads a format string into a list of
elements (literals, ``$vars``, ``type(...)``, ``qualified(...)``,
``attr-dict``, ``attr-dict-with-keyword``, ``prop-dict``,
``functional-type(...)``, ``operands``, ``results``, ``regions``,
``successors``, optional groups ``(... $anchor^ ...)?`` with an optional
``: (else)`` group, ``custom<Name>(...)``), then checks what mlir-tblgen
checks: every operand, attribute, region and successor is printed (or the
format has ``attr-dict`` for attributes), every operand and result type is
either printed or can be inferred (traits, buildable constraints, result
inference), optional groups have exactly one anchor and start with
something that can be tested for when parsing. Errors point into the string.

It also decides the spacing of the printed form at generation time, exactly
as mlir-tblgen's printer generator does (``shouldEmitSpace`` /
``lastWasPunctuation``), so the generated printer is straight-line.

What it does not do: emit code (``gen.codegen`` does).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .errors import Loc, RulesError, source_line

_KEYWORD_RE = re.compile(r"[A-Za-z_][\w$.-]*")


class El:
    __slots__ = (
        "anchor",
        "args",
        "else_",
        "kind",
        "loc",
        "qualified",
        "ref",
        "space_before",
        "text",
        "then",
        "var",
    )

    def __init__(
        self, kind: str, loc: Loc, text: str = "", var: Any = None, args: Any = None
    ) -> None:
        self.kind = (
            kind  # lit | space | var | type | attr_dict | attr_dict_kw | prop_dict | functype
        )
        #                   | operands | regions | successors | optional | custom
        self.text = text
        self.var = var
        self.args = args or []
        self.then: list[El] = []
        self.else_: list[El] = []
        self.anchor: El | None = None
        self.loc = loc
        self.space_before = False  # decided statically, as mlir-tblgen does
        self.qualified = False
        self.ref = False  # a `ref(...)` argument of a custom directive (bound elsewhere)

    def __repr__(self) -> str:
        return f"El({self.kind}, {self.text or getattr(self.var, 'name', '')})"


class Format:
    __slots__ = (
        "attr_dict_kw",
        "elements",
        "has_attr_dict",
        "has_prop_dict",
        "operand_types",
        "printed_attrs",
        "result_types",
        "type_sources",
    )

    def __init__(self) -> None:
        self.elements: list[El] = []
        self.type_sources: dict[str, str] = {}
        self.has_attr_dict = False
        self.has_prop_dict = False
        self.attr_dict_kw = False
        self.printed_attrs: set[str] = set()


# ------------------------------------------------------------------ lexing


def _source_locs(text: str, loc: Loc) -> Callable[[int], Loc]:
    """Where character ``i`` of a format string's value is written (``loc``: its opening
    quote). In a ``"..."`` string an escape is two characters of source; a triple-quoted
    string is verbatim and may span lines."""
    src = loc.text[loc.col - 1 :]
    if src.startswith('"""'):

        def at_triple(i: int) -> Loc:
            row = text.count("\n", 0, i)
            if row == 0:
                return loc.shifted(3 + i)
            ls = text.rfind("\n", 0, i) + 1
            le = text.find("\n", i)
            line = source_line(loc.file, loc.line + row, text[ls : le if le >= 0 else len(text)])
            return Loc(loc.file, loc.line + row, i - ls + 1, line)

        return at_triple
    if not src.startswith('"'):
        return lambda i: loc.shifted(i + 1)
    cols = []  # source column offset (from the quote) of each character of the value
    j = 1
    for _ in range(len(text) + 1):
        cols.append(j)
        j += 2 if src[j : j + 1] == "\\" else 1
    return lambda i: loc.shifted(cols[min(i, len(text))])


def _tokens(text: str, loc: Loc) -> list[tuple[str, str, Loc]]:
    """(kind, text, loc): kinds lit, var, kw, punct."""
    out = []
    i = 0
    n = len(text)
    at = _source_locs(text, loc)
    while i < n:
        c = text[i]
        here = at(i)
        if c in " \t\n":
            i += 1
            continue
        if c == "`":
            j = text.find("`", i + 1)
            if j < 0:
                raise RulesError("unterminated literal in format", here)
            out.append(("lit", text[i + 1 : j], here))
            i = j + 1
            continue
        if c == "$":
            m = re.compile(r"\w+").match(text, i + 1)
            if m is None:
                raise RulesError("expected variable name after '$'", here)
            out.append(("var", m.group(), here))
            i = m.end()
            continue
        m = re.compile(r"[A-Za-z_][\w-]*").match(text, i)
        if m is not None:
            out.append(("kw", m.group(), here))
            i = m.end()
            continue
        if c in "()?^:,<>":
            out.append(("punct", c, here))
            i += 1
            continue
        raise RulesError(f"unexpected character '{c}' in format", here)
    return out


# ------------------------------------------------------------------ parsing


_DIRECTIVES = {
    "attr-dict",
    "attr-dict-with-keyword",
    "prop-dict",
    "type",
    "qualified",
    "functional-type",
    "operands",
    "results",
    "regions",
    "successors",
    "custom",
}


class _P:
    def __init__(self, op: Any, toks: list, end_loc: Loc) -> None:
        self.op = op
        self.toks = toks
        self.i = 0
        self.end_loc = end_loc

    def peek(self) -> tuple | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def next(self) -> tuple:
        t = self.peek()
        if t is None:
            raise RulesError("unexpected end of format", self.end_loc)
        self.i += 1
        return t

    def expect(self, text: str) -> tuple:
        t = self.next()
        if t[1] != text or t[0] not in ("punct",):
            raise RulesError(f"expected '{text}' in format, found '{t[1]}'", t[2])
        return t

    def elements(self, in_optional: bool = False, in_type: bool = False) -> list[El]:
        out: list[El] = []
        while True:
            t = self.peek()
            if t is None:
                return out
            if t[0] == "punct" and t[1] in ")":
                return out
            if t[0] == "punct" and t[1] == "^":
                if not in_optional or not out:
                    raise RulesError(
                        "'^' is only allowed after an element of an optional group", t[2]
                    )
                self.next()
                out[-1].anchor = out[-1]  # marks this element as the anchor
                continue
            out.append(self.element(in_optional))

    def element(self, in_optional: bool) -> El:
        kind, text, loc = self.next()
        if kind == "lit":
            if text == "" or text == " ":
                return El("space", loc, text)
            if text in ("\\n", "\n"):
                return El("space", loc, "\n")  # MLIR's printNewline (no space state change)
            if not (
                _KEYWORD_RE.fullmatch(text)
                or text
                in (
                    ",",
                    ":",
                    "=",
                    "<",
                    ">",
                    "(",
                    ")",
                    "[",
                    "]",
                    "{",
                    "}",
                    "->",
                    "?",
                    "+",
                    "*",
                    "|",
                    "...",
                )
            ):
                raise RulesError(f"invalid literal '{text}' in format", loc)
            return El("lit", loc, text)
        if kind == "var":
            e = self.op.element(text)
            if e is None:
                raise RulesError(
                    f"'${text}' does not name an operand, result, attribute, region "
                    f"or successor of '{self.op.name}'",
                    loc,
                )
            if type(e).__name__ == "Operand" and e.kind == "result":
                raise RulesError(f"result '${text}' can only be used in a type directive", loc)
            return El("var", loc, text, var=e)
        if kind == "punct" and text == "(":
            # optional group
            g = El("optional", loc)
            g.then = self.elements(in_optional=True)
            self.expect(")")
            nxt = self.peek()
            if nxt is not None and nxt[1] == ":":
                self.next()
                self.expect("(")
                g.else_ = self.elements(in_optional=True)
                self.expect(")")
            q = self.next()
            if q[1] != "?":
                raise RulesError("expected '?' after optional group", q[2])
            anchors = [e for e in _walk(g.then) if e.anchor is e]
            if len(anchors) != 1:
                raise RulesError(
                    "optional group must have exactly one anchor ('^')"
                    if anchors
                    else "optional group has no anchor element ('^')",
                    loc,
                )
            g.anchor = anchors[0]
            first = next((e for e in g.then if e.kind != "space"), None)
            if first is None or first.kind not in (
                "lit",
                "var",
                "type",
                "operands",
                "regions",
                "successors",
                "custom",
                "functype",
            ):
                raise RulesError(
                    "first element of an optional group must be a literal, variable, "
                    "type or region",
                    loc,
                )
            if (
                first.kind == "var"
                and type(first.var).__name__ == "Attr"
                and first.var.kind not in ("enum", "unit", "full", "typed", "symname", "string")
            ):
                raise RulesError(
                    "first element of an optional group cannot be tested for", first.loc
                )
            if first.kind == "type":
                raise RulesError(
                    "first element of an optional group cannot be a type directive "
                    "(its presence is ambiguous)",
                    first.loc,
                )
            return g
        if kind == "kw":
            if text not in _DIRECTIVES:
                raise RulesError(f"unknown format directive '{text}'", loc)
            if text in ("attr-dict", "attr-dict-with-keyword"):
                return El("attr_dict_kw" if text.endswith("keyword") else "attr_dict", loc, text)
            if text == "prop-dict":
                return El("prop_dict", loc, text)
            if text in ("operands", "regions", "successors"):
                return El(text, loc, text)
            if text == "results":
                raise RulesError("'results' can only be used in a type directive", loc)
            if text in ("type", "qualified"):
                self.expect("(")
                if text == "qualified":
                    inner = self.element(in_optional)
                    if inner.kind not in ("type", "var"):
                        raise RulesError(
                            "'qualified' takes a type directive or attribute", inner.loc
                        )
                    inner.qualified = True
                    self.expect(")")
                    return inner
                arg = self.type_arg()
                self.expect(")")
                return El("type", loc, text, args=[arg])
            if text == "functional-type":
                self.expect("(")
                a = self.type_arg()
                self.expect(",")
                b = self.type_arg()
                self.expect(")")
                return El("functype", loc, text, args=[a, b])
            if text == "custom":
                self.expect("<")
                nm = self.next()
                if nm[0] != "kw":
                    raise RulesError("expected a name after 'custom<'", nm[2])
                self.expect(">")
                self.expect("(")
                args = []
                while True:
                    t = self.peek()
                    if t is not None and t[1] == ")":
                        break
                    is_ref = t is not None and t[0] == "kw" and t[1] == "ref"
                    if is_ref:  # ref($x) / ref(type($x)): handed to the directive, bound elsewhere
                        self.next()
                        self.expect("(")
                    a = self.element(in_optional)
                    if is_ref:
                        self.expect(")")
                        if a.kind not in ("var", "type"):
                            raise RulesError("'ref' takes a variable or a type directive", a.loc)
                        a.ref = True
                    if a.kind not in ("var", "type", "attr_dict"):
                        raise RulesError(
                            "custom directive arguments are variables, type(...) or attr-dict",
                            a.loc,
                        )
                    args.append(a)
                    if self.peek() is not None and self.peek()[1] == ",":
                        self.next()
                self.expect(")")
                return El("custom", loc, nm[1], args=args)
        raise RulesError(f"unexpected '{text}' in format", loc)

    def type_arg(self) -> Any:
        kind, text, loc = self.next()
        if kind == "var":
            e = self.op.element(text)
            if e is None or type(e).__name__ != "Operand":
                raise RulesError(f"'${text}' is not an operand or result of '{self.op.name}'", loc)
            return e
        if kind == "kw" and text in ("operands", "results"):
            return text
        raise RulesError(
            f"expected an operand, result, 'operands' or 'results' in a type directive, "
            f"found '{text}'",
            loc,
        )


def _walk(els: list[El]):
    for e in els:
        yield e
        if e.kind == "optional":
            yield from _walk(e.then)
            yield from _walk(e.else_)


# ------------------------------------------------------------------ analysis


_native_sources: dict = {}


def _native_source(module: str | None, path: str | None) -> str | None:
    """The source text of a ``native`` helper (None when it cannot be found statically)."""
    key = (module, path)
    if key not in _native_sources:
        text = None
        try:
            if path is None and module is not None:
                import importlib.util

                spec = importlib.util.find_spec(module)
                path = spec.origin if spec is not None else None
            if path is not None and path.endswith(".py"):
                with open(path, encoding="utf-8") as f:
                    text = f.read()
        except (ImportError, ValueError, OSError):
            text = None
        _native_sources[key] = text
    return _native_sources[key]


def _check_directive_functions(model: Any, e: Any) -> None:
    """``custom<Name>`` binds ``parse_Name``/``print_Name`` of the first ``native``: a module
    that never mentions them is an error here, not an AttributeError when an op is parsed
    (a name that is only re-exported or assigned still counts)."""
    natives = getattr(model, "natives", None) or {}
    if not natives:
        raise RulesError(
            f"'custom<{e.text}>' needs a 'native' helper module defining "
            f"parse_{e.text} and print_{e.text}",
            e.loc,
        )
    alias, (module, path) = next(iter(natives.items()))
    src = _native_source(module, path)
    if src is None:
        return
    for fn in (f"parse_{e.text}", f"print_{e.text}"):
        if not re.search(rf"\b{fn}\b", src):
            raise RulesError(
                f"'custom<{e.text}>': native helper '{alias}' ({module or path}) defines no '{fn}'",
                e.loc,
            )


def analyze_format(op: Any, text: str, loc: Loc, model: Any) -> Format:
    toks = _tokens(text, loc)
    p = _P(op, toks, _source_locs(text, loc)(len(text)))
    els = p.elements()
    if p.peek() is not None:
        raise RulesError(f"unexpected '{p.peek()[1]}' in format", p.peek()[2])
    f = Format()
    f.elements = els
    all_els = list(_walk(els))
    # what is printed
    printed_vars: dict[str, El] = {}
    for e in all_els:
        if e.kind == "var":
            if e.text in printed_vars:
                raise RulesError(f"'${e.text}' is already bound in the format", e.loc)
            printed_vars[e.text] = e
        elif e.kind == "custom":
            _check_directive_functions(model, e)
            for a in e.args:
                if a.kind == "var" and not a.ref:
                    printed_vars.setdefault(a.text, a)
    # `custom<Name>(attr-dict)` hands the attribute dictionary to a native directive
    kinds = [e.kind for e in all_els] + [
        a.kind for e in all_els if e.kind == "custom" for a in e.args if a.kind == "attr_dict"
    ]
    if kinds.count("attr_dict") + kinds.count("attr_dict_kw") > 1:
        raise RulesError("'attr-dict' directive appears more than once", loc)
    f.has_attr_dict = "attr_dict" in kinds or "attr_dict_kw" in kinds
    f.attr_dict_kw = "attr_dict_kw" in kinds
    f.has_prop_dict = "prop_dict" in kinds
    if not f.has_attr_dict:
        raise RulesError("format is missing the 'attr-dict' directive", loc)
    all_operands = "operands" in kinds
    for o in op.operands:
        if o.name not in printed_vars and not all_operands:
            raise RulesError(f"format does not print operand '{o.name}'", loc)
    for r in op.regions:
        if r.name not in printed_vars and "regions" not in kinds:
            raise RulesError(f"format does not print region '{r.name}'", loc)
    for s in op.successors:
        if s.name not in printed_vars and "successors" not in kinds:
            raise RulesError(f"format does not print successor '{s.name}'", loc)
    for a in op.attrs:
        if a.name in printed_vars:
            f.printed_attrs.add(a.name)
            if a.kind == "unit":
                ok = any(g.kind == "optional" and g.anchor is printed_vars[a.name] for g in all_els)
                if not ok:
                    raise RulesError(
                        f"unit attribute '${a.name}' must be the anchor of an optional group",
                        printed_vars[a.name].loc,
                    )
    # optional groups: the anchor must be optional
    for g in all_els:
        if g.kind != "optional":
            continue
        a = g.anchor
        if a.kind == "var":
            v = a.var
            tn = type(v).__name__
            if tn == "Operand" and v.single:
                raise RulesError(
                    f"anchor '${v.name}' of an optional group must be optional or variadic", a.loc
                )
            if tn == "Attr" and not (v.optional or v.default_expr is not None or v.kind == "unit"):
                raise RulesError(
                    f"anchor '${v.name}' of an optional group must be an optional "
                    "attribute or have a default",
                    a.loc,
                )
            if tn == "Region_" or tn == "Successor":
                pass
        elif a.kind == "type":
            arg = a.args[0]
            if isinstance(arg, str) or arg.single:
                raise RulesError(
                    "anchor type(...) of an optional group must be of an optional or "
                    "variadic operand/result",
                    a.loc,
                )
        elif a.kind not in ("custom", "lit", "functype", "regions", "operands", "successors"):
            raise RulesError("invalid anchor of an optional group", a.loc)
        if a.kind == "lit":
            raise RulesError("a literal cannot be the anchor of an optional group", a.loc)
        if "attr_dict" in (e.kind for e in _walk(g.then)):
            raise RulesError("'attr-dict' cannot be inside an optional group", g.loc)
    # types: printed directly, or inferable
    typed: dict[str, str] = {}
    bound: set[str] = set()  # variables bound so far, in format order (for ref($x))
    for e in all_els:
        if e.kind == "var" and not e.ref:
            bound.add(e.text)
        if e.kind == "type":
            arg = e.args[0]
            names = _type_names(op, arg)
            for n in names:
                if n in typed:
                    raise RulesError(f"type of '{n}' is already bound in the format", e.loc)
                typed[n] = "format"
        elif e.kind == "functype":
            for arg in e.args:
                for n in _type_names(op, arg):
                    typed[n] = "format"
        elif e.kind == "custom":
            for a in e.args:
                if a.ref:  # must be bound by an element before the directive
                    names = [a.text] if a.kind == "var" else _type_names(op, a.args[0])
                    for n in names:
                        if (n not in typed) if a.kind == "type" else n not in bound:
                            what = f"type(${n})" if a.kind == "type" else f"${n}"
                            raise RulesError(
                                f"'ref({what})' refers to something not bound before "
                                "this directive",
                                a.loc,
                            )
                elif a.kind == "type":
                    for n in _type_names(op, a.args[0]):
                        typed[n] = "format"
            bound.update(a.text for a in e.args if a.kind == "var" and not a.ref)
    f.type_sources = resolve_types(op, typed, loc)
    return f


def _type_names(op: Any, arg: Any) -> list[str]:
    if arg == "operands":
        return [o.name for o in op.operands]
    if arg == "results":
        return [o.name for o in op.results]
    return [arg.name]


def resolve_types(op: Any, known: dict[str, str], loc: Loc | None) -> dict[str, str]:
    """For each operand/result: "format", "same:<name>" (equal to another's type),
    "build:<expr>" (a buildable constraint) or "infer" (the result's inference expression).

    Raises when some type cannot be determined (mlir-tblgen's "type of operand ... is not
    buildable and a buildable type cannot be inferred")."""
    src = dict(known)
    groups: list[list[str]] = []
    if op.has_trait("SameOperandsAndResultType"):
        groups.append(
            [o.name for o in op.operands if o.single] + [r.name for r in op.results if r.single]
        )
    if op.has_trait("SameTypeOperands"):
        groups.append([o.name for o in op.operands if o.single])
    if op.has_trait("AllTypesMatch"):
        groups.append(list(op.trait_args["AllTypesMatch"]))
    changed = True
    while changed:
        changed = False
        for g in groups:
            have = next((n for n in g if n in src and not src[n].startswith("same:")), None)
            if have is None:
                have = next((n for n in g if n in src), None)
            if have is None:
                continue
            for n in g:
                if n not in src:
                    src[n] = "same:" + have
                    changed = True
        # inferred types: operands first (a result's inference may use them)
        for r in list(op.operands) + list(op.results):
            if r.name not in src and r.infer is not None:
                deps = re.findall(r"\$(\w+)", r.infer.text)
                if all(d in src or type(op.element(d)).__name__ == "Attr" for d in deps):
                    src[r.name] = "infer"
                    changed = True
    for o in list(op.operands) + list(op.results):
        if o.name in src:
            continue
        if o.tc.buildable is not None and (o.single or o.kind == "operand"):
            src[o.name] = "build:" + o.tc.buildable
            continue
        what = "operand" if o.kind == "operand" else "result"
        raise RulesError(
            f"type of {what} '{o.name}' is not printed by the format and cannot be "
            "inferred (add type(${0}), a type-matching trait or a result type "
            "inference)".format(o.name),
            loc,
        )
    return src
