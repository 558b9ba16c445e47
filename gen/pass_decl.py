"""``pass`` declarations of a ``.rules`` file (MLIR's ``Passes.td``): parsed, checked, cached.

    pass poly-simplify on func.func {            # on any | on builtin.module | on OP
      summary "Simplify polynomial arithmetic"
      description "..."                          # optional (or a triple-quoted string)
      options {                                  # optional; commas between entries optional
        max-iterations: int = 10 "Max rewrite rounds",
        fold: bool = true "Fold constants",
        labels: list<string> = ["a", "b"] "Some names"
      }
      apply simplify_poly                        # a ruleset or a conversion of this file
    }

The main grammar (``gen.grammar``) keeps a ``pass`` block as raw text; this
module parses it with the rewrite scanner (``gen.rewrite_grammar``) and checks
it against the file's rulesets (``gen.rewrite_model``): the ruleset exists, its
driver is recorded; option kinds are ``int``, ``unsigned``, ``bool``, ``string``,
``double`` and ``list<KIND>`` of those; a default fits its kind (without one an
option starts at ``0``, ``false``, ``""`` or ``[]``, as an LLVM ``cl::opt``);
option names are unique; the options the driver reads (``DRIVER_OPTIONS``) have
the kind it reads; the anchor, if it is an op of this file or of an import, is
``IsolatedFromAbove``. Every error is a ``RulesError`` at ``file:line:col``.

``load_pass_decls(path)`` returns the file's ``PassDecl``s from a generated
module, cached like dialects (``gen.loader.cached_module``, entry
``irlite_passes_<stem>_<key>.py``), so a warm load parses nothing. The module is
data: one ``PassDecl(...)`` per declaration, naming no path.

What it does not do: register or run passes (``passes.infra.declared`` makes
``Pass`` classes from the declarations; it also rejects a name that clashes
with a pass registered in Python, which this layer does not know).
"""

from __future__ import annotations

import os
import re
from types import ModuleType
from typing import Any

from .errors import Loc, RulesError
from .loader import cached_module
from .pyformat import format_python

__all__ = [
    "DRIVER_OPTIONS",
    "KINDS",
    "OptionDecl",
    "PassDecl",
    "declares_passes",
    "generate_pass_module",
    "load_pass_decls",
    "parse_pass_decls",
]

#: Scalar option kinds (MLIR's ``Option<..., "int" | "unsigned" | "bool" |
#: "std::string" | "double">``); ``list<KIND>`` is a ``ListOption`` of one of them.
KINDS = ("int", "unsigned", "bool", "string", "double")

#: Options a driver reads from its pass, by name: the kinds it accepts and what it
#: does with the value. Other options are parsed, printed and listed by ``--help``,
#: and read by nothing.
DRIVER_OPTIONS: dict[str, dict[str, tuple[tuple[str, ...], str]]] = {
    "greedy": {
        "max-iterations": (("int", "unsigned"), "rounds before giving up (< 0: no limit)"),
        "fold": (("bool",), "fold ops with their dialects' folders"),
        "test-convergence": (("bool",), "fail the pass when the rounds run out"),
    },
    "walk": {},
    # a conversion reads its options itself: its type converter (``index-bitwidth`` for
    # ``types llvm``) and its rules (``options.NAME``)
    "conversion": {},
}

_PASS_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*")
_OPTION_NAME = _PASS_NAME
_ANCHOR = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_$]*)*")
_KIND = re.compile(r"(?:list\s*<\s*([A-Za-z_]+)\s*>|([A-Za-z_][A-Za-z0-9_:]*))")
_NUMBER = re.compile(r"[-+]?(?:0[xX][0-9a-fA-F]+|[0-9]+(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?)")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_DECLARES = re.compile(rb"^[ \t]*pass[ \t\r\n]", re.MULTILINE)


class OptionDecl:
    """One ``name: kind = default "description"`` entry; ``line``/``col`` where its name is."""

    __slots__ = ("col", "default", "description", "kind", "line", "name")

    def __init__(
        self, name: str, kind: str, default: Any, description: str, line: int, col: int
    ) -> None:
        self.name, self.kind, self.default, self.description = name, kind, default, description
        self.line, self.col = line, col

    @property
    def element_kind(self) -> str:
        """The kind of one value (``string`` for ``list<string>``)."""
        return self.kind[5:-1] if self.kind.startswith("list<") else self.kind

    def __repr__(self) -> str:
        return (
            f"OptionDecl({self.name!r}, {self.kind!r}, {self.default!r}, "
            f"{self.description!r}, {self.line}, {self.col})"
        )


class PassDecl:
    """A checked ``pass`` declaration.

    ``argument`` is the command-line name, ``anchor`` the op name it runs on
    (``None`` for ``any``), ``ruleset`` the ruleset (or conversion) of this file that it
    applies and ``driver`` that ruleset's driver (``greedy``, ``walk`` or ``conversion``); ``line``/``col`` are
    where its name is written in the ``.rules`` file."""

    __slots__ = (
        "anchor",
        "argument",
        "col",
        "description",
        "driver",
        "line",
        "options",
        "ruleset",
        "summary",
    )

    def __init__(
        self,
        argument: str,
        anchor: str | None,
        summary: str,
        description: str,
        options: tuple[OptionDecl, ...],
        ruleset: str,
        driver: str,
        line: int,
        col: int,
    ) -> None:
        self.argument, self.anchor, self.summary = argument, anchor, summary
        self.description, self.options = description, options
        self.ruleset, self.driver, self.line, self.col = ruleset, driver, line, col

    def __repr__(self) -> str:
        opts = "".join(f"\n        {o!r}," for o in self.options)
        opts = f"({opts}\n    )" if opts else "()"
        return (
            f"PassDecl(\n    {self.argument!r},\n    {self.anchor!r},\n    {self.summary!r},\n"
            f"    {self.description!r},\n    {opts},\n    {self.ruleset!r},\n"
            f"    {self.driver!r},\n    {self.line},\n    {self.col},\n)"
        )


def declares_passes(path: str) -> bool:
    """Whether ``path`` may hold a ``pass`` declaration (a line starting with ``pass``):
    a cheap test, so that loading a file without passes costs nothing more."""
    try:
        with open(path, "rb") as f:
            return _DECLARES.search(f.read()) is not None
    except OSError:
        return False


# ------------------------------------------------------------------ parsing and checking


def parse_pass_decls(path: str) -> list[PassDecl]:
    """Parse and check the ``pass`` declarations of ``path`` (raises ``RulesError``)."""
    from .rewrite_model import build_rewrite_model

    rm = build_rewrite_model(path)
    out: list[PassDecl] = []
    seen: dict[str, Loc] = {}
    for blk in rm.model.raw:
        if blk.kind != "pass":
            continue
        d, name_loc = _parse_pass(rm, blk.loc)
        if d.argument in seen:
            first = seen[d.argument]
            raise RulesError(
                f"duplicate pass '{d.argument}' (first declared at {first.line}:{first.col})",
                name_loc,
            )
        seen[d.argument] = name_loc
        out.append(d)
    return out


def _offset(source: str, loc: Loc) -> int:
    lines = source.split("\n")
    return sum(len(x) + 1 for x in lines[: loc.line - 1]) + loc.col - 1


def _parse_pass(rm: Any, loc: Loc) -> tuple[PassDecl, Loc]:
    from .rewrite_grammar import _Scan

    sc = _Scan(rm.source, _offset(rm.source, loc), loc.file, 0)
    if not sc.keyword("pass"):
        raise sc.err("expected 'pass'")
    sc.ws()
    name_loc = sc.loc()
    name = _take(sc, _PASS_NAME, "a pass name")
    if not sc.keyword("on"):
        raise sc.err(f"expected 'on' and the op the pass runs on after 'pass {name}'")
    sc.ws()
    anchor_loc = sc.loc()
    anchor = _take(sc, _ANCHOR, "an op name or 'any' after 'on'")
    if anchor != "any" and "." not in anchor:
        raise RulesError(
            f"pass anchor '{anchor}' is not an op name ('dialect.op') or 'any'", anchor_loc
        )
    op = rm.op_models.get(anchor)
    if op is not None and "IsolatedFromAbove" not in op.traits:
        raise RulesError(
            f"pass '{name}' cannot run on '{anchor}': the op is not 'IsolatedFromAbove'",
            anchor_loc,
        )
    sc.expect("{")
    items: dict[str, Loc] = {}
    summary = description = ""
    options: list[OptionDecl] = []
    ruleset = ""
    ruleset_loc = loc
    while not sc.try_lit("}"):
        if not sc.peek():
            raise sc.err(f"expected '}}' closing pass '{name}'")
        kloc = sc.loc()
        kw = sc.ident("'summary', 'description', 'options' or 'apply'")
        if kw not in ("summary", "description", "options", "apply"):
            raise RulesError(
                f"unknown pass item '{kw}' (expected 'summary', 'description', 'options' or 'apply')",
                kloc,
            )
        if kw in items:
            first = items[kw]
            raise RulesError(
                f"duplicate '{kw}' in pass '{name}' (first at {first.line}:{first.col})", kloc
            )
        items[kw] = kloc
        if kw == "summary":
            summary = sc.string()
        elif kw == "description":
            description = sc.string()
        elif kw == "options":
            options = _options(sc)
        else:
            sc.ws()
            ruleset_loc = sc.loc()
            ruleset = sc.ident("a ruleset name after 'apply'")
    if not ruleset:
        raise RulesError(
            f"pass '{name}' has no 'apply RULESET' (the ruleset of this file it runs)", loc
        )
    rs = rm.rulesets.get(ruleset) or rm.conversions.get(ruleset)
    if rs is None:
        known = ", ".join(list(rm.rulesets) + list(rm.conversions)) or "none"
        raise RulesError(
            f"unknown ruleset '{ruleset}' in pass '{name}' (rulesets of this file: {known})",
            ruleset_loc,
        )
    reads = DRIVER_OPTIONS[rs.driver]
    for o in options:
        kinds = reads.get(o.name, ((),))[0]
        if kinds and o.kind not in kinds:
            raise RulesError(
                f"option '{o.name}' is read by the {rs.driver} driver as "
                + " or ".join(kinds)
                + f", not {o.kind}",
                Loc(loc.file, o.line, o.col, _line_text(rm.source, o.line)),
            )
    d = PassDecl(
        name,
        None if anchor == "any" else anchor,
        summary,
        description,
        tuple(options),
        ruleset,
        rs.driver,
        name_loc.line,
        name_loc.col,
    )
    return d, name_loc


def _line_text(source: str, line: int) -> str:
    lines = source.split("\n")
    return lines[line - 1] if 0 < line <= len(lines) else ""


def _take(sc: Any, rx: re.Pattern, what: str) -> str:
    m = sc.match(rx)
    if m is None or not m.group(0):
        raise sc.err(f"expected {what}")
    sc.pos = m.end() - sc.base
    return m.group(0)


def _options(sc: Any) -> list[OptionDecl]:
    sc.expect("{")
    out: list[OptionDecl] = []
    seen: dict[str, Loc] = {}
    while not sc.try_lit("}"):
        if not sc.peek():
            raise sc.err("expected '}' closing the options")
        nloc = sc.loc()
        name = _take(sc, _OPTION_NAME, "an option name")
        if name in seen:
            first = seen[name]
            raise RulesError(
                f"duplicate option '{name}' (first declared at {first.line}:{first.col})", nloc
            )
        seen[name] = nloc
        sc.expect(":")
        sc.ws()
        kloc = sc.loc()
        m = sc.match(_KIND)
        if m is None:
            raise sc.err(f"expected the kind of option '{name}'")
        sc.pos = m.end() - sc.base
        elem = m.group(1) or m.group(2)
        if elem not in KINDS:
            raise RulesError(
                f"unknown option type '{m.group(0)}' (expected "
                + ", ".join(KINDS)
                + ", or list<...> of one of them)",
                kloc,
            )
        kind = f"list<{elem}>" if m.group(1) else elem
        default = [] if m.group(1) else _ZERO[elem]
        if sc.try_lit("="):
            sc.ws()
            default = _default(sc, kind, elem, name)
        description = sc.string() if sc.peek() == '"' else ""
        out.append(OptionDecl(name, kind, default, description, nloc.line, nloc.col))
        sc.try_lit(",")
    return out


_ZERO: dict[str, Any] = {"int": 0, "unsigned": 0, "bool": False, "string": "", "double": 0.0}


def _default(sc: Any, kind: str, elem: str, name: str) -> Any:
    if kind.startswith("list<"):
        sc.expect("[")
        values = []
        while not sc.try_lit("]"):
            sc.ws()
            values.append(_scalar(sc, elem, name))
            if not sc.try_lit(","):
                sc.expect("]")
                break
        return values
    return _scalar(sc, elem, name)


def _scalar(sc: Any, kind: str, name: str) -> Any:
    """One default value of ``kind``, or the error at it: ``bad default for ...``."""
    here = sc.loc()
    if sc.peek() == '"':
        text = sc.string()
        if kind == "string":
            return text
        raise RulesError(f"bad default \"{text}\" for {kind} option '{name}'", here)
    m = sc.match(_NUMBER) or sc.match(_WORD)
    if m is None:
        raise sc.err(f"expected a default value for option '{name}'")
    text = m.group(0)
    sc.pos = m.end() - sc.base
    value = _value_of(kind, text)
    if value is None:
        hint = ' (strings are quoted: "...")' if kind == "string" else ""
        raise RulesError(f"bad default '{text}' for {kind} option '{name}'{hint}", here)
    return value


def _value_of(kind: str, text: str) -> Any:
    """``text`` as a ``kind`` default, or ``None`` when it is not one."""
    if kind == "bool":
        return {"true": True, "false": False}.get(text)
    if kind in ("int", "unsigned"):
        body = text.lstrip("+-")
        if not body[:1].isdigit() or "." in body or ("e" in body.lower() and "x" not in body):
            return None
        v = int(text, 0) if not re.fullmatch(r"[-+]?0[0-9]+", text) else int(text, 10)
        if kind == "unsigned" and not 0 <= v < (1 << 32):
            return None
        if kind == "int" and not -(1 << 63) <= v < (1 << 63):
            return None
        return v
    if kind == "double":
        try:
            return float(text) if text[-1:].isdigit() or text.endswith(".") else None
        except ValueError:
            return None
    return None


# ------------------------------------------------------------------ the cached module


def generate_pass_module(path: str, key: str = "") -> str:
    """The Python source holding the checked declarations of ``path`` (``PASSES``)."""
    name = os.path.basename(path)
    body = "".join(
        f"# pass {d.argument} from {name}:{d.line}:{d.col}\n{d!r},\n"
        for d in parse_pass_decls(path)
    )
    body = "".join("    " + line + "\n" for line in body.splitlines())
    return format_python(
        f"# Pass declarations of {name}, generated by irlite.gen.pass_decl: do not edit.\n"
        "from irlite.gen.pass_decl import OptionDecl, PassDecl\n\n"
        f"PASSES = (\n{body})\n\n"
        f"# end of generated module {key}\n"
    )


_loaded: dict[str, ModuleType] = {}


def load_pass_decls(path: str) -> tuple[PassDecl, ...]:
    """The checked ``pass`` declarations of ``path``, from the cache or freshly generated
    (raises ``RulesError`` for a bad file)."""
    if not declares_passes(path):
        return ()
    return cached_module(path, "irlite_passes", generate_pass_module, _loaded).PASSES
