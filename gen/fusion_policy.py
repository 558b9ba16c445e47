"""``fusion`` blocks of a ``.rules`` file: a dispatch-formation policy, parsed, checked and
compiled to straight-line Python.

    fusion rows {
      summary "one dispatch per row kernel"
      root {                                   # which ops start a dispatch (first match names it)
        Reduction: h.structured($op) and h.reduction_loops($op) > 0
      }
      leftover {                               # ops no group took that start one of their own
        Structured: h.structured($op)
      }
      clone {                                  # ops copied into each dispatch that reads them
        Empty: $op.name == "tensor.empty"
      }
      generalize {                             # structured ops made linalg.generic beforehand
        Elementwise: h.structured($op) and h.all_parallel($op)
      }
      producer {                               # every requirement must hold, in order
        Structured: h.structured($producer) else "it is not a structured op"
        SameRows:   h.rows_match($producer, $consumer, $operand, $root)
                    else h.why_rows($producer, $consumer, $operand, $root)
      }
      consumer { ... }                         # the same, for a user of the group's values
      sibling {                                # two dispatches whose roots read one value
        SameRows: h.siblings_match($root, $sibling, $value) else "other rows"
      }                                        # merge when every requirement holds
      realize { readers: 4, body: 256 }        # Inductor's limits (optional, each optional)
    }

A section of ``root``, ``leftover``, ``clone`` and ``generalize`` lists ``NAME: EXPR``
entries over ``$op``; the first that holds names the decision. ``producer`` and
``consumer`` list ``NAME: EXPR else REASON`` requirements over ``$producer``,
``$consumer``, ``$operand`` (the consumer's ``OpOperand`` that reads the producer),
``$root`` (the group's first root) and ``$group`` (the group, ``.ops`` and ``.roots``);
the first that fails refuses the fusion, and ``REASON`` (a Python expression, usually a
string, evaluated only then) says why. ``sibling`` requirements (over ``$root``, the root
of one group, ``$sibling``, the root of another, ``$value``, a value both read, and
``$group``) merge two groups into one dispatch (horizontal fusion); a policy without the
section merges none. A requirement spans lines inside brackets, or
continues on the next line when that line starts with ``else``. ``realize``'s ``readers``
(a producer read by more ops is realized, never fused) and ``body`` (the most payload ops
a dispatch holds) are enforced by ``form-dispatch-regions`` itself.

Checked at ``file:line:col`` before any code is generated: the section and item names,
duplicates (a policy, a section, an entry name within a section), a ``$name`` that the
section does not bind, a Python expression that does not compile, a free name that is
not a binding, a ``native`` alias or a builtin, ``alias.name`` that the helper's source
does not mention, a realize limit that is not a positive integer, a policy without
``root``.

``load_policies(path)`` returns ``{name: Policy}`` from a generated module cached like
dialects (``gen.loader.cached_module``, entry ``irlite_fusion_<stem>_<key>.py``): one
function per (policy, section), the entries as ``if`` statements with ``# NAME from
file:line:col`` comments (``irlite-gen FILE --emit fusion`` prints it). Nothing is
interpreted per op.

What it does not do: decide anything (``passes/transforms/form_dispatch_regions.py``
runs the policy), or inherit one policy from another.
"""

from __future__ import annotations

import ast
import builtins
import io
import os
import re
import tokenize
from types import ModuleType
from typing import Any

from .errors import Loc, RulesError
from .loader import cached_module, rules_relative
from .pyformat import format_python

__all__ = [
    "Policy",
    "Refusal",
    "declares_fusion",
    "generate_fusion_module",
    "load_policies",
    "parse_policies",
]

#: The sections of a policy: section -> (kind, the ``$names`` it binds)
SECTIONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "root": ("select", ("op",)),
    "leftover": ("select", ("op",)),
    "clone": ("select", ("op",)),
    "generalize": ("select", ("op",)),
    "producer": ("require", ("producer", "consumer", "operand", "root", "group")),
    "consumer": ("require", ("producer", "consumer", "operand", "root", "group")),
    "sibling": ("require", ("root", "sibling", "value", "group")),
}
REALIZE_LIMITS = ("readers", "body")
_ITEMS = ("summary", "description", *SECTIONS, "realize")

_DECLARES = re.compile(rb"^[ \t]*fusion[ \t]", re.MULTILINE)
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_DOLLAR = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)")
_INT = re.compile(r"[0-9]+")


class Refusal:
    """Why a producer or consumer stays out of a group: the policy, the requirement's
    name, the reason, and where the requirement is written (``file:line:col``)."""

    __slots__ = ("policy", "reason", "rule", "where")

    def __init__(self, policy: str, rule: str, reason: str, where: str) -> None:
        self.policy, self.rule, self.reason, self.where = policy, rule, reason, where

    def __repr__(self) -> str:
        return f"Refusal({self.policy!r}, {self.rule!r}, {self.reason!r}, {self.where!r})"


class Policy:
    """A compiled ``fusion`` block.

    ``root(op)``, ``leftover(op)``, ``clone(op)`` and ``generalize(op)`` return the name
    of the first entry that holds, or None. ``producer(producer, consumer, operand, root,
    group)`` and ``consumer(...)`` return None when every requirement holds, else a
    ``Refusal``; so does ``sibling(root, sibling, value, group)``. ``readers`` / ``body``
    are the realize limits (None: no limit); ``sections`` the sections the block
    declares (an absent ``sibling`` section merges nothing)."""

    __slots__ = (
        "body",
        "clone",
        "consumer",
        "description",
        "file",
        "generalize",
        "leftover",
        "line",
        "name",
        "producer",
        "readers",
        "root",
        "sections",
        "sibling",
        "summary",
    )

    def __init__(self, name: str, summary: str, description: str, file: str, line: int,
                 funcs: dict[str, Any], readers: int | None, body: int | None,
                 sections: tuple[str, ...] = ()) -> None:  # fmt: skip
        self.name, self.summary, self.description = name, summary, description
        self.file, self.line = file, line
        for s in SECTIONS:
            setattr(self, s, funcs[s])
        self.readers, self.body = readers, body
        self.sections = sections

    def __repr__(self) -> str:
        return f"<fusion policy {self.name} ({self.file}:{self.line})>"


# ------------------------------------------------------------------ parsing and checking


class _Entry:
    __slots__ = ("cond", "loc", "name", "reason")

    def __init__(self, name: str, loc: Loc, cond: Any, reason: Any) -> None:
        self.name, self.loc, self.cond, self.reason = name, loc, cond, reason


class _PolicyAst:
    __slots__ = ("description", "limits", "loc", "name", "sections", "summary")

    def __init__(self, name: str, loc: Loc) -> None:
        self.name, self.loc = name, loc
        self.summary = self.description = ""
        self.sections: dict[str, list[_Entry]] = {}
        self.limits: dict[str, int] = {}


def declares_fusion(path: str) -> bool:
    """Whether ``path`` may hold a ``fusion`` block (a line starting with ``fusion``)."""
    try:
        with open(path, "rb") as f:
            return _DECLARES.search(f.read()) is not None
    except OSError:
        return False


def _offset(source: str, loc: Loc) -> int:
    lines = source.split("\n")
    return sum(len(x) + 1 for x in lines[: loc.line - 1]) + loc.col - 1


def parse_policies(path: str) -> tuple[list[_PolicyAst], dict]:
    """The checked ``fusion`` blocks of ``path`` and its ``native`` aliases (raises
    ``RulesError`` at the mistake)."""
    from .model import build_model

    m = build_model(path)
    with open(os.path.abspath(path), encoding="utf-8") as f:
        source = f.read()
    out: list[_PolicyAst] = []
    seen: dict[str, Loc] = {}
    for blk in m.raw:
        if blk.kind != "fusion":
            continue
        pol = _parse_policy(source, blk.loc)
        if pol.name in seen:
            first = seen[pol.name]
            raise RulesError(
                f"duplicate fusion policy '{pol.name}' (first declared at "
                f"{first.line}:{first.col})",
                pol.loc,
            )
        seen[pol.name] = pol.loc
        for section, entries in pol.sections.items():
            binds = SECTIONS[section][1]
            for e in entries:
                _check_expr(e.cond, binds, m.natives, section)
                if e.reason is not None:
                    _check_expr(e.reason, binds, m.natives, section)
        out.append(pol)
    return out, m.natives


def _parse_policy(source: str, loc: Loc) -> _PolicyAst:
    from .rewrite_grammar import _Scan

    sc = _Scan(source, _offset(source, loc), loc.file, 0)
    sc.keyword("fusion")
    sc.ws()
    nloc = sc.loc()
    pol = _PolicyAst(sc.ident("a policy name"), nloc)
    sc.expect("{")
    items: dict[str, Loc] = {}
    while not sc.try_lit("}"):
        if not sc.peek():
            raise sc.err(f"expected '}}' closing fusion policy '{pol.name}'")
        kloc = sc.loc()
        kw = sc.ident("a policy item (" + ", ".join(_ITEMS) + ")")
        if kw not in _ITEMS:
            raise RulesError(
                f"unknown fusion policy item '{kw}' (expected " + ", ".join(_ITEMS) + ")",
                kloc,
            )
        if kw in items:
            first = items[kw]
            raise RulesError(
                f"duplicate '{kw}' in fusion policy '{pol.name}' (first at "
                f"{first.line}:{first.col})",
                kloc,
            )
        items[kw] = kloc
        if kw == "summary":
            pol.summary = sc.string()
        elif kw == "description":
            pol.description = sc.string()
        elif kw == "realize":
            pol.limits = _realize(sc)
        else:
            pol.sections[kw] = _section(sc, kw)
    if "root" not in pol.sections:
        raise RulesError(
            f"fusion policy '{pol.name}' has no 'root' section (which ops start a dispatch)",
            pol.loc,
        )
    return pol


def _section(sc: Any, section: str) -> list[_Entry]:
    from .rewrite_grammar import PyText

    kind = SECTIONS[section][0]
    sc.expect("{")
    out: list[_Entry] = []
    names: dict[str, Loc] = {}
    while not sc.try_lit("}"):
        if not sc.peek():
            raise sc.err(f"expected '}}' closing the '{section}' section")
        eloc = sc.loc()
        name = sc.ident(f"an entry name in '{section}' (NAME: condition)")
        if name in names:
            first = names[name]
            raise RulesError(
                f"duplicate entry '{name}' in '{section}' (first at {first.line}:{first.col})",
                eloc,
            )
        names[name] = eloc
        sc.expect(":")
        text = sc.py("}", True)
        # `else REASON` on the same line, or starting the next one
        if kind == "require" and sc.at("else") and re.match(r"else\b", _rest(sc)):
            sc.keyword("else")
            reason = sc.py("}", True)
            cond = text
        else:
            cond, reason = _split_else(text, sc)
        if kind == "select" and reason is not None:
            raise RulesError(
                f"'{section}' entries take no 'else' (they select; 'producer' and 'consumer' "
                "entries require)",
                reason.loc,
            )
        if kind == "require" and reason is None:
            raise RulesError(
                f"requirement '{name}' has no 'else REASON' (why the fusion is refused)",
                cond.loc,
            )
        assert isinstance(cond, PyText)
        out.append(_Entry(name, eloc, cond, reason))
    return out


def _rest(sc: Any) -> str:
    return sc.src[sc.base + sc.pos : sc.base + sc.pos + 8]


def _split_else(t: Any, sc: Any) -> tuple[Any, Any]:
    """``cond else reason`` split at the ``else`` that no ``if`` of a conditional claims."""
    from .rewrite_grammar import PyText

    try:
        toks = list(tokenize.generate_tokens(io.StringIO(t.text).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return t, None
    depth = pending = 0
    for tok in toks:
        if tok.type == tokenize.OP and tok.string in "([{":
            depth += 1
        elif tok.type == tokenize.OP and tok.string in ")]}":
            depth -= 1
        elif tok.type == tokenize.NAME and depth == 0 and tok.string == "if":
            pending += 1
        elif tok.type == tokenize.NAME and depth == 0 and tok.string == "else":
            if pending:
                pending -= 1
                continue
            lines = t.text.split("\n")
            off = sum(len(x) + 1 for x in lines[: tok.start[0] - 1]) + tok.start[1]
            head, tail = t.text[:off].rstrip(), t.text[off + 4 :]
            lead = len(tail) - len(tail.lstrip())
            rloc = _shift(t.loc, t.text, off + 4 + lead)
            if not head or not tail.strip():
                raise RulesError("expected a Python expression", rloc if head else t.loc)
            return PyText(head, t.loc), PyText(tail.strip(), rloc)
    return t, None


def _shift(loc: Loc, text: str, off: int) -> Loc:
    """The location ``off`` characters into ``text``, which starts at ``loc``."""
    before = text[:off]
    nl = before.count("\n")
    if not nl:
        return Loc(loc.file, loc.line, loc.col + off, loc.text)
    col = off - before.rfind("\n")
    return Loc(loc.file, loc.line + nl, col, "")


def _realize(sc: Any) -> dict[str, int]:
    sc.expect("{")
    out: dict[str, int] = {}
    while not sc.try_lit("}"):
        if not sc.peek():
            raise sc.err("expected '}' closing 'realize'")
        kloc = sc.loc()
        key = sc.ident("a realize limit (" + ", ".join(REALIZE_LIMITS) + ")")
        if key not in REALIZE_LIMITS:
            raise RulesError(
                f"unknown realize limit '{key}' (expected " + ", ".join(REALIZE_LIMITS) + ")",
                kloc,
            )
        if key in out:
            raise RulesError(f"duplicate realize limit '{key}'", kloc)
        sc.expect(":")
        sc.ws()
        vloc = sc.loc()
        m = sc.match(re.compile(r"[^\s,}]+"))
        text = m.group(0) if m else ""
        if not _INT.fullmatch(text) or int(text) < 1:
            raise RulesError(
                f"realize limit '{key}' must be a positive integer, not '{text}'", vloc
            )
        sc.pos = m.end() - sc.base
        out[key] = int(text)
        sc.try_lit(",")
    return out


def _check_expr(t: Any, binds: tuple[str, ...], natives: dict, section: str) -> None:
    """``$name``s the section binds, a compiling expression, known free names."""
    from .format import _native_source

    for m in _DOLLAR.finditer(t.text):
        if m.group(1) not in binds:
            raise RulesError(
                f"'${m.group(1)}' is not bound in '{section}' (it binds "
                + ", ".join("$" + b for b in binds)
                + ")",
                _shift(t.loc, t.text, m.start()),
            )
    text = _DOLLAR.sub(r"\1", t.text)
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as e:
        raise RulesError(
            f"Python expression does not compile: {e.msg}",
            _shift(t.loc, t.text, max((e.offset or 1) - 1, 0)) if "\n" not in t.text else t.loc,
        ) from None
    bound = set(binds)
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load):
            bound.add(n.id)
        if isinstance(n, ast.arguments):
            bound.update(a.arg for a in n.posonlyargs + n.args + n.kwonlyargs)
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load):
            if n.id in bound or n.id in natives or hasattr(builtins, n.id):
                continue
            raise RulesError(
                f"unknown name '{n.id}' (not a '$' binding of '{section}', a 'native' alias "
                "or a builtin)",
                _word(t, n.id),
            )
        if (
            isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name)
            and n.value.id in natives
            and n.value.id not in bound
        ):
            module, path = natives[n.value.id]
            src = _native_source(module, path)
            if src is not None and not re.search(rf"\b{n.attr}\b", src):
                raise RulesError(
                    f"native helper '{n.value.id}' ({module or os.path.basename(path or '')}) "
                    f"defines no '{n.attr}'",
                    _word(t, f"{n.value.id}.{n.attr}", len(n.value.id) + 1),
                )


def _word(t: Any, word: str, skip: int = 0) -> Loc:
    m = re.search(rf"(?<![\w$.]){re.escape(word)}\b", t.text)
    return _shift(t.loc, t.text, (m.start() if m else 0) + skip)


# ------------------------------------------------------------------ code generation


def _py(t: Any) -> str:
    return " ".join(_DOLLAR.sub(r"\1", t.text).split())


def _negated(cond: str) -> str:
    """``not (cond)``, without a double negation."""
    node = ast.parse(cond, mode="eval").body
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
        inner = cond.strip()[3:].strip()
        return (
            inner
            if ast.dump(ast.parse(inner, mode="eval").body) == ast.dump(node.operand)
            else f"({ast.unparse(node.operand)})"
        )
    return f"not ({cond})"


def _as_str(reason: str) -> str:
    """A reason as a string: a literal as it is, anything else through ``str``."""
    node = ast.parse(reason, mode="eval").body
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return reason
    return f"str({reason})"


def generate_fusion_module(path: str, key: str = "") -> str:
    """The Python source of the policies of ``path``: ``POLICIES`` (name -> ``Policy``)
    and ``DEFAULT`` (the first policy's name)."""
    pols, natives = parse_policies(path)
    name = os.path.basename(path)
    lines = [f"# Fusion policies of {name}, generated by irlite.gen.fusion_policy: do not edit."]
    lines += sorted(f"import {mod} as {alias}" for alias, (mod, _p) in natives.items() if mod)
    lines.append("from irlite.gen.fusion_policy import Policy, Refusal")
    if any(not mod for mod, _ in natives.values()):
        lines.append("from irlite.gen.runtime import load_native")
    lines.append('__rules_dir__: str = globals()["__rules_dir__"]  # set by irlite.gen.loader')
    for alias, (mod, p) in natives.items():
        if not mod:
            rel = "/" + rules_relative(p, path)
            lines.append(f"{alias} = load_native(__rules_dir__ + {rel!r}, {alias!r})")
    table = []
    for pol in pols:
        lines += ["", "", f"# fusion {pol.name} from {name}:{pol.loc.line}:{pol.loc.col}"]
        funcs = {}
        for section, (kind, binds) in SECTIONS.items():
            fn = f"{pol.name}__{section}"
            funcs[section] = fn
            entries = pol.sections.get(section, [])
            lines += ["", "", f"def {fn}({', '.join(binds)}):"]
            for e in entries:
                where = f"{name}:{e.loc.line}:{e.loc.col}"
                lines.append(f"    # {section} {e.name} from {where}")
                if kind == "select":
                    lines += [f"    if {_py(e.cond)}:", f"        return {e.name!r}"]
                else:
                    lines += [
                        f"    if {_negated(_py(e.cond))}:",
                        f"        return Refusal({pol.name!r}, {e.name!r}, "
                        f"{_as_str(_py(e.reason))}, {where!r})",
                    ]
            lines.append("    return None")
        fdict = ", ".join(f"{s!r}: {f}" for s, f in funcs.items())
        table.append(
            f"    {pol.name!r}: Policy({pol.name!r}, {pol.summary!r}, {pol.description!r}, "
            f"{name!r}, {pol.loc.line}, {{{fdict}}}, {pol.limits.get('readers')!r}, "
            f"{pol.limits.get('body')!r}, {tuple(pol.sections)!r}),"
        )
    lines += ["", "", "POLICIES = {", *table, "}"]
    lines.append(f"DEFAULT = {pols[0].name if pols else ''!r}")
    lines += ["", f"# end of generated module {key}", ""]
    return format_python("\n".join(lines))


_loaded: dict[str, ModuleType] = {}


def load_policies(path: str) -> tuple[dict[str, Policy], str]:
    """``({name: Policy}, default name)`` of the ``fusion`` blocks of ``path``, from the
    cache or freshly generated (raises ``RulesError`` for a bad file, ``OSError`` for a
    missing one)."""
    if not os.path.exists(path):
        raise OSError(f"no such fusion policy file: {path}")
    mod = cached_module(path, "irlite_fusion", generate_fusion_module, _loaded)
    return mod.POLICIES, mod.DEFAULT
