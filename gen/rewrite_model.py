"""Checked model of rewrite rules: names, arities, captures and result types resolved.

``build_rewrite_model(path)`` parses a ``.rules`` file (``gen.model``), parses
its raw ``rule``/``ruleset`` blocks (``gen.rewrite_grammar``) and checks every
rule against the op definitions of the file and of the files it imports:

* every op in a match or result DAG exists, with the right number of operands
  (a ``$xs...`` group stands for the op's variadic operands);
* attributes named in a DAG are attributes of that op;
* every ``$name`` used in ``where``, a result DAG or an action is bound by the
  match, with a kind that fits (a value, an op, an attribute, a group);
  ``$o.res`` names a result of the op bound to ``$o``;
* result types of ops built by a rule can be inferred (the op infers them,
  or has ``SameOperandsAndResultType``) or are given (``(op ... : T, ...)``,
  one type expression per result, ``type($v)`` rewritten to ``$v.type``);
  otherwise the rule is rejected;
* successors: a DAG names every successor of its op in order (``^s...`` for a variadic
  one, which a result DAG cannot build); ``^s(...)`` only for a successor that passes
  an operand group (``successor_groups``), whose operands are then not DAG items;
  a result DAG's or ``merge``'s ``^s`` is a block the match captured;
* regions: ``inline $o.r`` and a result DAG's ``{r: $o.r}`` name a region of the op
  ``$o`` (one of a variadic group by ``[index]``); ``replace`` with several values (an
  ``inline``, a ``$xs...`` group, an op of other than one result) any result count;
* contradictions: a capture bound both as a value and an op, a rule whose
  ``where`` is literally ``False``, a ruleset naming an unknown rule;
* conversions (``conversion NAME { ... }``): their rules exist and are in no plain
  ruleset, match one op (its captured operands are the converted values), and may
  leave the types of the op replacing the root unsaid (they are the root's result
  types, converted); their Python may also name ``options`` (the pass), ``rtypes`` (the
  converted result types) and ``tc`` (the type converter); ``**$o`` in a result DAG
  copies ``$o``'s attributes; legal and illegal ops exist.

Every error is a ``RulesError`` at the offending ``file:line:col``.

What it does not do: generate code (``gen.rewrite_codegen``), or prove that
a ``where`` expression is satisfiable.
"""

from __future__ import annotations

import os
import re
from typing import Any

from .errors import Loc, RulesError
from .model import successor_groups
from .rewrite_grammar import (
    Capture,
    ConversionAst,
    Dag,
    Inline,
    PyText,
    RuleAst,
    RulesetAst,
    parse_raw_block,
)

__all__ = [
    "RewriteModel",
    "RuleInfo",
    "build_rewrite_model",
    "plain_operands",
    "region_index",
    "single_result",
    "successor_groups",
]

_LET_REF = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_]*))?")
_DOLLAR = re.compile(r"\$([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_]*))?")


class RuleInfo:
    """A checked rule: its AST, root op, benefit, capture kinds and variable names."""

    __slots__ = (
        "ast",
        "benefit",
        "caps",
        "conversion",
        "index",
        "lets",
        "natives",
        "ops",
        "root",
    )

    def __init__(self, ast: RuleAst, index: int, natives: dict | None = None) -> None:
        self.ast = ast
        self.conversion = False  # a rule of a conversion: operands are converted values
        self.natives: dict = natives or {}  # alias -> (module, path), what its Python may name
        self.index = index
        self.root = ast.match.op if ast.match else ""
        self.caps: dict[str, tuple[str, Any]] = {}  # name -> (kind, op model or None)
        self.ops: dict[str, Any] = {}  # op name -> op model (every op the rule touches)
        self.lets: dict[str, Any] = {}  # let name -> op model of the op it builds
        self.benefit = 0


class RewriteModel:
    __slots__ = (
        "conversions",
        "dialect_files",
        "model",
        "natives",
        "op_models",
        "op_files",
        "path",
        "rules",
        "rulesets",
        "source",
    )

    def __init__(self, path: str) -> None:
        self.path = path
        self.model: Any = None
        self.source = ""
        self.op_models: dict[str, Any] = {}  # op name -> gen.model.Op
        self.op_files: dict[str, str] = {}  # op name -> .rules file defining it
        self.dialect_files: list[str] = []
        self.natives: dict = {}
        self.rules: dict[str, RuleInfo] = {}
        self.rulesets: dict[str, RulesetAst] = {}
        self.conversions: dict[str, ConversionAst] = {}


def build_rewrite_model(path: str) -> RewriteModel:
    """Parse and check the rules and rulesets of ``path``. Raises ``RulesError``."""
    from .model import build_model

    apath = os.path.abspath(path)
    rm = RewriteModel(apath)
    m = build_model(path)  # locations name the file as the caller did
    rm.model = m
    rm.natives = m.natives
    with open(apath, encoding="utf-8") as f:
        rm.source = f.read()
    files = [apath] + list(m.imports)
    for p in files:
        sub = m if p == apath else build_model(p)
        if sub.ops and p not in rm.dialect_files:
            rm.dialect_files.append(p)
        for op in sub.ops:
            rm.op_models.setdefault(op.name, op)
            rm.op_files.setdefault(op.name, p)
    seen: dict[str, Loc] = {}
    rules: list[RuleInfo] = []
    for blk in m.raw:
        if blk.kind in ("pass", "fusion"):  # gen.pass_decl / gen.fusion_policy
            continue
        node = parse_raw_block(blk.kind, blk.name, blk.text, blk.loc, rm.source)
        if blk.kind == "rule":
            if node.name in rm.rules:
                raise RulesError(f"duplicate rule '{node.name}'", blk.loc)
            info = RuleInfo(node, len(rm.rules), rm.natives)
            rm.rules[node.name] = info
            rules.append(info)
        else:
            if node.name in seen:
                what = "conversion" if blk.kind == "conversion" else "ruleset"
                raise RulesError(f"duplicate {what} '{node.name}'", blk.loc)
            seen[node.name] = blk.loc
            if blk.kind == "conversion":
                rm.conversions[node.name] = node
            else:
                rm.rulesets[node.name] = node
    plain: dict[str, str] = {}  # rule -> a plain ruleset naming it
    for rs in list(rm.rulesets.values()) + list(rm.conversions.values()):
        kind = "conversion" if isinstance(rs, ConversionAst) else "ruleset"
        for name, loc in rs.rules:
            info = rm.rules.get(name)
            if info is None:
                raise RulesError(f"unknown rule '{name}' in {kind} '{rs.name}'", loc)
            if kind == "ruleset":
                plain.setdefault(name, rs.name)
            elif name in plain:
                raise RulesError(
                    f"rule '{name}' is in ruleset '{plain[name]}' and in conversion '{rs.name}' "
                    "(a conversion's rules see converted operands: write two rules)",
                    loc,
                )
            else:
                info.conversion = True
                if info.ast.tests:
                    raise RulesError(
                        f"rule '{name}' of conversion '{rs.name}' has an inline test: a "
                        "conversion's rules are tested through their pass (a lit test)",
                        info.ast.tests[0][-1],
                    )
    for info in rules:
        _check_rule(rm, info)
    for cv in rm.conversions.values():
        _check_conversion(rm, cv)
    return rm


def _check_conversion(rm: RewriteModel, cv: ConversionAst) -> None:
    """A conversion's legal and illegal ops of the dialects this file knows exist (others,
    ``builtin.unrealized_conversion_cast``, are not checked), it names a type converter,
    and its ``patterns`` compile (names are checked as a rule's Python is)."""
    known = {n.split(".", 1)[0] for n in rm.op_models}  # dialects of this file and its imports
    for _, name, loc in [e for e in cv.legal + cv.illegal if e[0] == "op"]:
        if name not in rm.op_models and name.split(".", 1)[0] in known:
            raise RulesError(f"unknown op '{name}' in conversion '{cv.name}'", loc)
    if not cv.types:
        raise RulesError(
            f"conversion '{cv.name}' names no type converter ('types NAME', e.g. 'types llvm')",
            cv.loc,
        )
    info = RuleInfo(RuleAst(cv.name, cv.loc), -1, rm.natives)
    for p in cv.patterns:
        _check_py(info, p, set())


def _op(rm: RewriteModel, d: Dag) -> Any:
    op = rm.op_models.get(d.op)
    if op is None:
        raise RulesError(f"unknown op '{d.op}'", d.loc)
    return op


def plain_operands(op: Any) -> list:
    """The operands a DAG lists as items: all but the groups its successors pass."""
    groups = {id(g) for g in successor_groups(op).values()}
    return [o for o in op.operands if id(o) not in groups]


def region_index(op: Any, name: str) -> Any:
    """The region of ``op`` named ``name`` (a ``gen.model.Region_``), or None."""
    for r in op.regions:
        if r.name == name:
            return r
    return None


def _arity(op: Any, d: Dag, result: bool) -> None:
    plain = plain_operands(op)
    fixed = [o for o in plain if o.single]
    var = len(plain) - len(fixed)
    n = len(d.operands)
    groups = sum(1 for x in d.operands if isinstance(x, Capture) and x.variadic)
    if var == 0:
        if groups:
            raise RulesError(f"'{d.op}' has no variadic operands for a '$name...' group", d.loc)
        if n != len(fixed):
            raise RulesError(f"'{d.op}' takes {len(fixed)} operands, {n} given", d.loc)
    elif (n - groups != len(fixed) or groups > var) and n != len(plain):
        raise RulesError(
            f"'{d.op}' takes {len(fixed)} operands and {var} variadic group(s), {n} given", d.loc
        )
    _check_succs(op, d, result)
    names = {a.name for a in op.attrs} | {"**"}
    if result:
        names |= {r.name for r in op.regions}  # `{region: $o.region}`: a region moved in
    for an, _, aloc in d.attrs:
        if an not in names and result is False and not an.startswith("_"):
            raise RulesError(f"'{d.op}' has no attribute '{an}'", aloc)
        if result and an not in names:
            raise RulesError(f"'{d.op}' has no attribute '{an}'", aloc)


def _check_succs(op: Any, d: Dag, result: bool) -> None:
    """A DAG names every successor of its op, in order (``^s`` / ``^s(...)``; ``^s...``
    for a variadic one); only a successor passing an operand group takes ``(...)``."""
    if not d.succs and not (result and op.successors):
        return
    want = op.successors
    if len(d.succs) != len(want):
        at = d.succs[len(want)].loc if len(d.succs) > len(want) else d.loc
        raise RulesError(
            f"'{d.op}' has {len(want)} successor(s), {len(d.succs)} given"
            + (f" ({', '.join('^' + s.name for s in want)})" if want else ""),
            at,
        )
    groups = successor_groups(op)
    for s, m in zip(d.succs, want):
        if s.variadic != m.variadic:
            form = f"^{s.name}..." if m.variadic else f"^{s.name}"
            raise RulesError(
                f"successor '{m.name}' of '{d.op}' is {'variadic' if m.variadic else 'one block'}: "
                f"write '{form}'",
                s.loc,
            )
        if s.variadic and result:
            raise RulesError(
                f"a result DAG cannot build the variadic successor '{m.name}' of '{d.op}'", s.loc
            )
        if s.args is not None and m.name not in groups:
            raise RulesError(
                f"successor '{m.name}' of '{d.op}' passes no operand group "
                f"(an operand group named '{m.name}Operands')",
                s.loc,
            )
        if s.args is not None and s.variadic:
            raise RulesError(f"'^{s.name}...' takes no operands", s.loc)
        if s.args is not None and not result:
            for i, x in enumerate(s.args):
                if isinstance(x, Capture) and x.variadic and i != len(s.args) - 1:
                    raise RulesError(
                        f"'${x.name}...' must be the last operand of '^{s.name}(...)'", x.loc
                    )


def _bind(info: RuleInfo, cap: Capture, kind: str, op: Any = None) -> None:
    if not cap.name:
        return
    old = info.caps.get(cap.name)
    if old is None:
        info.caps[cap.name] = (kind, op)
    elif old[0] != kind:
        raise RulesError(
            f"capture '${cap.name}' is bound as {old[0]} and as {kind}: the rule can never match",
            cap.loc,
        )


def _check_match(rm: RewriteModel, info: RuleInfo, d: Dag) -> int:
    if info.conversion and d is not info.ast.match:
        raise RulesError(
            f"a rule of a conversion matches one op: '{d.op}' here would be an original op, "
            "while the captured operands are converted values (match the root only, "
            "or write a native pattern)",
            d.loc,
        )
    op = _op(rm, d)
    info.ops[d.op] = op
    _arity(op, d, False)
    if info.conversion:
        names = [x.name for x in d.operands if isinstance(x, Capture) and x.name]
        for x in d.operands:
            if isinstance(x, Capture) and x.name and names.count(x.name) > 1:
                raise RulesError(
                    f"'${x.name}' names two operands: a rule of a conversion compares "
                    "converted values with 'where' ($a is $b)",
                    x.loc,
                )
    if d.bind is not None:
        _bind(info, d.bind, "op", op)
    n = 1
    for x in d.operands:
        if isinstance(x, Dag):
            n += _check_match(rm, info, x)
        elif isinstance(x, Capture):
            _bind(info, x, "values" if x.variadic else "value")
    for sc in d.succs:
        _bind(info, Capture(sc.name, sc.loc), "blocks" if sc.variadic else "block")
        for x in sc.args or ():
            if isinstance(x, Capture):
                _bind(info, x, "values" if x.variadic else "value")
    by_name = {a.name: a for a in op.attrs}
    for an, v, _ in d.attrs:
        if isinstance(v, Capture):
            _bind(info, v, "attr", (op, by_name.get(an)))
    return n


def _check_py(info: RuleInfo, t: PyText, lets: set) -> None:
    for m in _DOLLAR.finditer(t.text):
        name, field = m.group(1), m.group(2)
        c = info.caps.get(name)
        if c is None:
            raise RulesError(f"unknown capture '${name}'", t.loc.advanced(t.text, m.start()))
        if field:
            _check_field(info, name, field, t.loc.advanced(t.text, m.start(2)))
    text = sub_dollars(t.text, info)
    try:
        compile(text, "<rule>", "eval")
    except SyntaxError as e:
        raise RulesError(f"Python expression does not compile: {e.msg}", t.loc) from None
    _check_names(info, t, text)


# what a rule's Python sees besides its captures, native aliases and builtins: the names
# both the generated matchers and the --debug-rules interpreter define
_RULE_GLOBALS = frozenset({"OpResult", "FusedLoc"})
# ... and a conversion rule's: the pass (its options as attributes, or None), the converted
# result types of the root (of the 1-D piece when unrolled) and the type converter
CONVERSION_GLOBALS = frozenset({"options", "rtypes", "tc"})


def _check_names(info: RuleInfo, t: PyText, text: str) -> None:
    """The free names of a rule's Python expression (``text``, captures substituted) must
    be captures, ``native`` aliases or builtins (a ``let`` is named as a whole operand, not
    inside an expression), and ``alias.name`` must be in the native helper's source when
    it can be read."""
    import ast
    import builtins

    from .format import _native_source

    natives = info.natives
    tree = ast.parse(text, mode="eval")
    bound = {
        n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and not isinstance(n.ctx, ast.Load)
    }
    for n in ast.walk(tree):
        if isinstance(n, ast.arguments):
            bound.update(a.arg for a in n.posonlyargs + n.args + n.kwonlyargs)
            bound.update(a.arg for a in (n.vararg, n.kwarg) if a is not None)
    for n in ast.walk(tree):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load):
            name = n.id
            if (
                name in bound
                or name in natives
                or name in _RULE_GLOBALS
                or (info.conversion and name in CONVERSION_GLOBALS)
                or hasattr(builtins, name)
                or (name.startswith("c_") and name[2:] in info.caps)
            ):
                continue
            at = _name_loc(t, name)
            raise RulesError(
                f"unknown name '{name}' (not a capture, a 'native' alias or a builtin)"
                + _did_you_mean(name, natives),
                at,
            )
        if (
            isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name)
            and n.value.id in natives
            and n.value.id not in bound
        ):
            module, path = natives[n.value.id]
            src = _native_source(module, path)
            if (
                src is not None
                and not re.search(rf"\b{n.attr}\b", src)
                and not re.search(r"\bimport \*|\b__getattr__\b", src)  # names not written
            ):
                raise RulesError(
                    f"native helper '{n.value.id}' ({module or os.path.basename(path or '')}) "
                    f"defines no '{n.attr}'",
                    _name_loc(t, f"{n.value.id}.{n.attr}", len(n.value.id) + 1),
                )


def _name_loc(t: PyText, word: str, skip: int = 0) -> Loc:
    """Where ``word`` (a name, or ``alias.name``) is written in ``t`` (``skip``: characters
    into it), or the expression's start."""
    m = re.search(rf"(?<![\w$.]){re.escape(word)}\b", t.text)
    return t.loc.advanced(t.text, m.start() + skip) if m else t.loc


def _check_field(info: RuleInfo, name: str, field: str, loc: Loc) -> None:
    """``$name.field`` in Python: where the capture's Python class is known (a value, an op
    of a known op, an attribute whose constraint fixes its class, a variadic group's
    list), ``field`` must be one of its attributes; elsewhere anything goes."""
    kind, what = info.caps[name]
    members, desc = _capture_members(kind, what)
    if members is None or field in members:
        return
    public = [n for n in members if not n.startswith("_")]
    raise RulesError(
        f"'${name}' is {desc}, which has no attribute '{field}'" + _did_you_mean(field, public),
        loc,
    )


def _did_you_mean(name: str, choices: Any) -> str:
    import difflib

    close = difflib.get_close_matches(name, sorted(choices), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""


_OP_MEMBERS: frozenset[str] | None = None


def _op_class_members() -> frozenset[str]:
    """What every generated op class has: ``Operation``'s attributes and the members the
    ops template defines in each class (``build``, ``verify_``, ``fold``, ...)."""
    global _OP_MEMBERS
    if _OP_MEMBERS is None:
        from ..ir.core import Operation

        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates", "ops.py.j2")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        names = set(re.findall(r"(?m)^    (?:def )?([A-Za-z_]\w*)\b(?= *[=(:])", text))
        _OP_MEMBERS = frozenset(dir(Operation)) | names | {"build", "DEFAULT_PROPERTIES"}
    return _OP_MEMBERS


def _capture_members(kind: str, what: Any) -> tuple[Any, str]:
    """(the attribute names a capture's Python class has, or None if the class is not
    known; how to name the capture in a message)."""
    from ..ir import attributes, core

    if kind == "op":
        op = what
        names = set(_op_class_members())
        for coll in (op.operands, op.results, op.attrs, op.regions, op.successors):
            names.update(e.name for e in coll)
            names.update(e.py for e in coll)
        for r in op.regions:
            for a in r.args or ():
                names.update((a.name, a.py))
        return names, f"a '{op.name}' op"
    if kind == "attr":
        op, attr = what
        cls = getattr(attributes, attr.py_class or "", None) if attr is not None else None
        if not isinstance(cls, type) or hasattr(cls, "__getattr__"):
            return None, ""
        article = "an" if cls.__name__[0] in "AEIOU" else "a"
        return set(dir(cls)), (
            f"{article} {cls.__name__} (attribute '{attr.name}' of '{op.name}' is {attr.cname})"
        )
    if kind == "value":
        names = set(dir(core.Value)) | set(dir(core.OpResult)) | set(dir(core.BlockArgument))
        return names, "a value"
    if kind == "values":
        return set(dir(list)), "a list of values (a variadic group)"
    if kind == "block":
        return set(dir(core.Block)), "a block (a successor)"
    if kind == "blocks":
        return set(dir(list)), "a list of blocks (a variadic successor)"
    return None, ""


def _field_index(op: Any, field: str, loc: Loc) -> int:
    for i, r in enumerate(op.results):
        if r.name == field:
            return i
    raise RulesError(f"'{op.name}' has no result named '{field}'", loc)


def sub_dollars(text: str, info: RuleInfo) -> str:
    """``$x`` -> ``c_x``; ``$o.res`` -> ``c_o.results[i]`` for an op capture."""

    def rep(m: Any) -> str:
        name, field = m.group(1), m.group(2)
        c = info.caps.get(name)
        if field and c is not None and c[0] == "op":
            res = c[1].results
            for i, r in enumerate(res):
                if r.name == field:
                    if not r.single or not all(x.single for x in res[:i]):
                        return f"c_{name}.{r.py}"  # a variadic group: the op's accessor (a list)
                    return f"c_{name}.results[{i}]"
        return f"c_{name}" + (f".{field}" if field else "")

    return _DOLLAR.sub(rep, text)


_TYPE_OF = re.compile(
    r"(?<![\w.])type\(\s*\$([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_]*))?\s*\)"
)


def _desugar_type(info: RuleInfo, t: PyText) -> None:
    """Rewrite ``type($v)`` in a result-type expression to ``$v.type`` (in place).

    ``$v`` may be a value, a result ``$o.res``, an op with one result, or a
    typed attribute; a variadic group or a multi-result op is an error."""

    def rep(m: Any) -> str:
        name, field = m.group(1), m.group(2)
        c = info.caps.get(name)
        loc = t.loc.advanced(t.text, m.start())
        if c is None:
            raise RulesError(f"unknown capture '${name}'", loc)
        kind = c[0]
        if kind == "values":
            raise RulesError(f"'type(${name})': '${name}' is a variadic group, not one value", loc)
        if kind == "op":
            if field:
                _field_index(c[1], field, loc)
                return f"${name}.{field}.type"
            if len(c[1].results) != 1:
                raise RulesError(
                    f"'type(${name})': '{c[1].name}' has {len(c[1].results)} results "
                    f"(name one: 'type(${name}.{c[1].results[0].name if c[1].results else 'x'})')",
                    loc,
                )
            return f"${name}.{c[1].results[0].name}.type"
        if field:
            raise RulesError(f"'type(${name}.{field})': '${name}' is not an op", loc)
        return f"${name}.type"

    t.text = _TYPE_OF.sub(rep, t.text)


def _infers(op: Any) -> bool:
    if not op.results:
        return True
    if op.has_trait("SameOperandsAndResultType") and op.operands:
        return True
    operands = {o.name for o in op.operands}
    group = set(op.trait_args.get("AllTypesMatch", ()))  # result types equal to an operand's
    matched = group if operands & group else set()
    return all(r.infer is not None or r.name in matched for r in op.results)


def _check_value(
    rm: RewriteModel, info: RuleInfo, v: Any, lets: set, root_repl: bool = False
) -> None:
    if isinstance(v, Capture):
        c = info.caps.get(v.name)
        if c is None:
            raise RulesError(f"unknown capture '${v.name}'", v.loc)
        if v.field:
            if c[0] != "op":
                raise RulesError(f"'${v.name}.{v.field}': '${v.name}' is not an op", v.loc)
            _field_index(c[1], v.field, v.loc)
    elif isinstance(v, Dag):
        op = _op(rm, v)
        info.ops[v.op] = op
        _arity(op, v, True)
        if v.types is not None:
            if len(v.types) != len(op.results):
                raise RulesError(
                    f"'{v.op}' has {len(op.results)} result(s), {len(v.types)} result type(s) given",
                    v.types[0].loc if v.types else v.loc,
                )
            for t in v.types:
                _desugar_type(info, t)
                _check_py(info, t, lets)
        elif not _infers(op) and not (
            root_repl and len(op.results) == len(rm.op_models[info.root].results)
        ):
            raise RulesError(
                f"cannot infer the result type of '{v.op}' built by rule '{info.ast.name}' "
                f"(give it at the end of the node: '({v.op} ... : type($v))')",
                v.loc,
            )
        for i, x in enumerate(v.operands):
            m = _LET_REF.fullmatch(x.text) if isinstance(x, PyText) else None
            if m is not None and m.group(1) in lets:  # a let name (`m`, `m.res`) as an operand
                v.operands[i] = x = ("let", m.group(1), x.loc, m.group(2) or "")
            if isinstance(x, PyText):
                _check_py(info, x, lets)
            else:
                _check_value(rm, info, x, lets)
        for sc in v.succs:
            c = info.caps.get(sc.name)
            if c is None or c[0] != "block":
                raise RulesError(
                    f"unknown successor '^{sc.name}' (not a block captured by the match)", sc.loc
                )
            for x in sc.args or ():
                if isinstance(x, PyText):
                    _check_py(info, x, lets)
                else:
                    _check_value(rm, info, x, lets)
        regions = {r.name for r in op.regions}
        for an, a, aloc in v.attrs:
            if an in regions:
                _check_region_ref(rm, info, a, aloc)
            if an == "**":
                if not info.conversion:
                    raise RulesError(
                        "'**$o' (copy an op's attributes) is for rules of a conversion", aloc
                    )
                m = _DOLLAR.fullmatch(a.text.strip())
                c = info.caps.get(m.group(1)) if m is not None and not m.group(2) else None
                if c is not None and c[0] != "op":
                    raise RulesError(f"'**${m.group(1)}': '${m.group(1)}' is not an op", aloc)
            _check_py(info, a, lets)
    elif isinstance(v, PyText):
        _check_py(info, v, lets)
    elif isinstance(v, Inline):
        reg = _check_region_ref(rm, info, v.region, v.region.loc)
        if reg.variadic and v.index is None:
            raise RulesError(
                f"'{v.region.field}' is a variadic region group: name one "
                f"('inline ${v.region.name}.{v.region.field}[INDEX]')",
                v.region.loc,
            )
        if v.index is not None:
            if not reg.variadic:
                raise RulesError(f"'{v.region.field}' is one region, not a group to index", v.loc)
            _check_py(info, v.index, lets)
        for x in v.args:
            if isinstance(x, PyText):
                _check_py(info, x, lets)
            else:
                _check_value(rm, info, x, lets)
    else:
        name, loc, field = v[1], v[2], v[3]
        if name not in lets:
            raise RulesError(f"unknown value '{name}' (not a capture or a 'let')", loc)
        lop = info.lets.get(name)
        if field:
            if lop is not None:
                _field_index(lop, field, loc)
        elif lop is not None and len(lop.results) != 1:
            raise RulesError(
                f"'{name}' is a '{lop.name}' with {len(lop.results)} results: name one "
                f"('{name}.{lop.results[0].name if lop.results else 'x'}')",
                loc,
            )


def _check_region_ref(rm: RewriteModel, info: RuleInfo, ref: Any, loc: Loc) -> Any:
    """``$o.region`` (a Capture, or the Python text of a result DAG's ``{region: ...}``)
    names a region of the op captured as ``$o``; returns its model (None for a Python
    expression that is not a plain reference)."""
    if isinstance(ref, PyText):
        m = _DOLLAR.fullmatch(ref.text.strip())
        if m is None or not m.group(2):
            _check_py(info, ref, set())  # any Python expression giving a Region
            return None
        ref = Capture(m.group(1), ref.loc, field=m.group(2))
    c = info.caps.get(ref.name)
    if c is None:
        raise RulesError(f"unknown capture '${ref.name}'", ref.loc)
    if c[0] != "op":
        raise RulesError(f"'${ref.name}.{ref.field}': '${ref.name}' is not an op", ref.loc)
    reg = region_index(c[1], ref.field)
    if reg is None:
        names = [r.name for r in c[1].regions]
        raise RulesError(
            f"'{c[1].name}' has no region named '{ref.field}'" + _did_you_mean(ref.field, names),
            ref.loc,
        )
    return reg


def _structured_ops(rm: RewriteModel) -> set:
    """The ops (of this file's model) that have regions or successors."""
    return {n for n, op in rm.op_models.items() if op.regions or op.successors}


def single_result(op: Any) -> bool:
    """``op`` has exactly one result (one result definition, not variadic or optional)."""
    return len(op.results) == 1 and op.results[0].single


def _is_list(info: RuleInfo, v: Any) -> bool:
    """A replacement value standing for several values: an ``inline``, a ``$xs...`` group."""
    if isinstance(v, Inline):
        return True
    if isinstance(v, Capture) and not v.field:
        c = info.caps.get(v.name)
        return v.variadic or (c is not None and c[0] == "values")
    return False


def _has_succs(d: Dag) -> bool:
    return bool(d.succs) or any(isinstance(x, Dag) and _has_succs(x) for x in d.operands)


def _check_rule(rm: RewriteModel, info: RuleInfo) -> None:
    r = info.ast
    for t in r.tests:
        if (
            t[0] == "property"
            and not t[3]
            and (_has_succs(r.match) or r.match.op in _structured_ops(rm))
        ):
            raise RulesError(
                "'test property N' builds programs from the match DAG, which cannot make "
                'blocks or regions: give the program (\'test property N { args "..." in "..." }\')',
                t[4],
            )
    if r.nd is not None and not info.conversion:
        raise RulesError(
            f"rule '{r.name}' says 'nd {r.nd}', which only a rule of a conversion can", r.loc
        )
    n = _check_match(rm, info, r.match)
    info.benefit = r.benefit if r.benefit is not None else n
    for w in r.where:
        if w.text.strip() == "False":
            raise RulesError(f"rule '{r.name}' can never match: its constraint is False", w.loc)
        _check_py(info, w, set())
    lets: set = set()
    for act in r.actions:
        kind = act[0]
        if kind == "let":
            _check_value(rm, info, act[2], lets)
            lets.add(act[1])
            info.lets[act[1]] = rm.op_models[act[2].op]
        elif kind == "replace":
            tgt = act[1]
            if tgt is not None:
                c = info.caps.get(tgt.name)
                if c is None:
                    raise RulesError(f"unknown capture '${tgt.name}'", tgt.loc)
                if c[0] != "op":
                    raise RulesError(f"'replace ${tgt.name}': '${tgt.name}' is not an op", tgt.loc)
                val = act[2]
                if tgt.field:
                    _field_index(c[1], tgt.field, tgt.loc)
                elif _is_list(info, val) or (
                    isinstance(val, Dag)
                    and val.op in rm.op_models
                    and not (single_result(rm.op_models[val.op]) and single_result(c[1]))
                ):
                    pass  # several values (counted when it runs), or an op with as many results
                elif len(c[1].results) != 1:
                    raise RulesError(
                        f"'replace ${tgt.name}' with one value: '{c[1].name}' has "
                        f"{len(c[1].results)} results (replace them by name: "
                        f"'replace ${tgt.name}.{c[1].results[0].name if c[1].results else 'x'} with ...')",
                        tgt.loc,
                    )
            is_root = tgt is None or (
                r.match.bind is not None and tgt.name == r.match.bind.name and not tgt.field
            )
            _check_value(rm, info, act[2], lets, info.conversion and is_root)
        elif kind == "merge":
            sc = act[1]
            c = info.caps.get(sc.name)
            if c is None or c[0] != "block":
                raise RulesError(
                    f"unknown successor '^{sc.name}' (not a block captured by the match)", sc.loc
                )
            if not rm.op_models[info.root].successors:
                raise RulesError(
                    f"'merge' replaces the root, a branch: '{info.root}' has no successors", act[3]
                )
            for x in sc.args or ():
                if isinstance(x, PyText):
                    _check_py(info, x, lets)
                else:
                    _check_value(rm, info, x, lets)
        elif kind == "erase":
            c = info.caps.get(act[1].name)
            if c is None:
                raise RulesError(f"unknown capture '${act[1].name}'", act[1].loc)
            if c[0] != "op":
                raise RulesError(
                    f"'erase ${act[1].name}': '${act[1].name}' is not an op", act[1].loc
                )
