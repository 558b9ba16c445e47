"""Rewrite rules run by interpreting the checked model: the ``--debug-rules`` fallback.

``interpreted_patterns(path, ruleset, trace)`` returns the same table the
generated module's ``RULESETS[ruleset][1]`` holds (``{root op name:
RuleSetPattern}``), but each matcher walks the rule's match DAG at run time instead of
running generated straight-line code, and reports every attempt to
``trace`` (a ``str -> None`` callable, e.g. ``sys.stderr.write``)::

    debug-rules: input.mlir:3:8 'arith.addi': trying AddIAddConstant (arith_canon.rules:12:1): \
no match: operand #0 is not defined by 'arith.addi'
    debug-rules: input.mlir:4:8 'arith.addi': trying AddIAddConstant (arith_canon.rules:12:1): fired

The semantics are those of ``gen.rewrite_codegen`` (same operand orders for
commutative ops, same benefit order, same rewrite actions, fused locations
and kept discardable attributes), so a rule behaves the same under both; the
tests check that. Use it to see why a rule does or does not fire.

What it does not do: run fast (it is for debugging: a dictionary of captures
and a recursive walk per attempt), or check the rules (``gen.rewrite_model``
already did).
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable
from typing import Any

from ..ir.core import OpResult
from ..ir.location import FileLineColLoc, FusedLoc
from ..ir.parser import resolve_loc
from ..ir.pattern import RuleSetPattern
from .rewrite_codegen import _variants
from .rewrite_grammar import Capture, Dag, PyText
from .rewrite_model import RewriteModel, RuleInfo, build_rewrite_model, sub_dollars

__all__ = ["interpreted_patterns", "interpreted_rulesets"]


def _loc_text(op: Any) -> str:
    loc = resolve_loc(op.loc)
    if type(loc) is FileLineColLoc:
        return f"{loc.file}:{loc.line}:{loc.col}"
    return str(loc)


class _Rule:
    """One rule, ready to interpret: its variants and its compiled Python expressions."""

    __slots__ = ("code", "info", "name", "variants", "where", "where_src")

    def __init__(self, rm: RewriteModel, info: RuleInfo) -> None:
        self.info = info
        self.name = info.ast.name
        self.variants = _variants(info.ast.match, rm, info.ast.ordered)
        self.where = [
            compile(sub_dollars(w.text, info), str(w.loc), "eval") for w in info.ast.where
        ]
        self.where_src = [w.text for w in info.ast.where]
        self.code: dict[int, Any] = {}  # id(PyText) -> code object

    def py(self, t: PyText) -> Any:
        c = self.code.get(id(t))
        if c is None:
            c = self.code[id(t)] = compile(sub_dollars(t.text, self.info), str(t.loc), "eval")
        return c


class _Interp:
    def __init__(self, rm: RewriteModel) -> None:
        from .loader import generated_module
        from .model import py_name
        from .runtime import load_native

        self.rm = rm
        self.py_name = py_name
        self.classes: dict[str, type] = {}
        for name, op in rm.op_models.items():
            self.classes[name] = getattr(generated_module(rm.op_files[name]), op.class_name)
        self.globals: dict[str, Any] = {"OpResult": OpResult, "FusedLoc": FusedLoc}
        for alias, (mod, path) in rm.natives.items():
            self.globals[alias] = importlib.import_module(mod) if mod else load_native(path, alias)
        self.base = os.path.basename(rm.path)

    # -- matching: returns None on success, else why not
    def match(self, d: Dag, op: Any, env: dict) -> str | None:
        if d.bind is not None and d.bind.name:
            env["c_" + d.bind.name] = op
        ops = op.op_operands
        for i, x in enumerate(d.operands):
            if isinstance(x, Capture):
                if not x.name:
                    continue
                key = "c_" + x.name
                if x.variadic:
                    env[key] = [o.value for o in ops[i:]]
                    continue
                if i >= len(ops):
                    return f"'{op.name}' has no operand #{i}"
                v = ops[i].value
                if key in env:
                    if env[key] is not v:
                        return f"operand #{i} of '{op.name}' is not the value captured as ${x.name}"
                else:
                    env[key] = v
            elif isinstance(x, Dag):
                if i >= len(ops):
                    return f"'{op.name}' has no operand #{i}"
                v = ops[i].value
                if type(v) is not OpResult or v.owner.name != x.op:
                    return f"operand #{i} of '{op.name}' is not defined by '{x.op}'"
                env.setdefault("__ops", []).append(v.owner)  # pre-order, as the fused location
                why = self.match(x, v.owner, env)
                if why is not None:
                    return why
        for an, v, _ in d.attrs:
            if isinstance(v, Capture):
                a = op.get_attr(an)
                key = "c_" + v.name
                if key in env:
                    if a is not env[key]:
                        return f"attribute '{an}' of '{op.name}' differs from ${v.name}"
                elif a is None:
                    return f"'{op.name}' has no attribute '{an}'"
                else:
                    env[key] = a
        return None

    # -- rewriting
    def value(self, r: _Rule, v: Any, env: dict, rw: Any, root: Any, root_repl: bool) -> Any:
        info = r.info
        if isinstance(v, Capture):
            if v.field:
                return eval(
                    compile(sub_dollars(f"${v.name}.{v.field}", info), "<rule>", "eval"),
                    self.globals,
                    env,
                )
            c = env["c_" + v.name]
            return c.results[0] if info.caps[v.name][0] == "op" else c
        if isinstance(v, PyText):
            return eval(r.py(v), self.globals, env)
        if isinstance(v, Dag):
            args = [self.value(r, x, env, rw, root, False) for x in v.operands]
            kw = {self.py_name(an): self.value(r, a, env, rw, root, False) for an, a, _ in v.attrs}
            if v.types is not None:  # given result types (`: T, ...`), one per result
                for res, t in zip(self.rm.op_models[v.op].results, v.types):
                    kw[f"{res.name}_type"] = eval(r.py(t), self.globals, env)
            if root_repl and not info.ast.drop_attrs:
                kw["attributes"] = root.attributes or None
            kw["loc"] = env["_loc"]
            return rw.create(self.classes[v.op], *args, **kw).results[0]
        from .rewrite_codegen import _Emit

        return env["l_" + v[1]].results[_Emit.let_index(info, v)]

    def apply(self, r: _Rule, variant: Dag, op: Any, env: dict, rw: Any) -> None:
        env["_loc"] = FusedLoc.get(
            tuple([resolve_loc(op.loc)] + [resolve_loc(o.loc) for o in env.get("__ops", ())])
        )
        rw.block = op.parent
        rw.ip = op
        for act in r.info.ast.actions:
            kind = act[0]
            if kind == "let":
                env["l_" + act[1]] = self.value(r, act[2], env, rw, op, False).owner
            elif kind == "replace":
                tgt = act[1]
                is_root = tgt is None or (
                    variant.bind is not None and tgt.name == variant.bind.name
                )
                if tgt is not None and tgt.field:
                    val = self.value(r, act[2], env, rw, op, False)
                    old = eval(
                        compile(sub_dollars(f"${tgt.name}.{tgt.field}", r.info), "<rule>", "eval"),
                        self.globals,
                        env,
                    )
                    rw.replace_all_uses_with(old, val)
                    continue
                val = self.value(r, act[2], env, rw, op, is_root)
                rw.replace_op(op if tgt is None else env["c_" + tgt.name], [val])
            else:
                rw.erase_op(env["c_" + act[1].name])

    def matcher(self, rules: list[_Rule], root: str, trace: Callable[[str], Any]) -> Callable:
        def m(op: Any, rw: Any) -> Any:
            where = f"debug-rules: {_loc_text(op)} '{root}'"
            for r in rules:
                head = f"{where}: trying {r.name} ({self.base}:{r.info.ast.loc.line}:{r.info.ast.loc.col})"
                why = None
                for variant in r.variants:
                    env: dict = {}
                    why = self.match(variant, op, env)
                    if why is None:
                        for code, src in zip(r.where, r.where_src):
                            if not eval(code, self.globals, env):
                                why = f"'where {src}' is false"
                                break
                    if why is None:
                        self.apply(r, variant, op, env, rw)
                        trace(f"{head}: fired\n")
                        return r.name
                trace(f"{head}: no match: {why}\n")
            return None

        m.__doc__ = f"Interpreted ruleset matcher, root {root}: {', '.join(r.name for r in rules)}."
        return m


_cache: dict[str, tuple[RewriteModel, _Interp]] = {}


def interpreted_rulesets(path: str, trace: Callable[[str], Any]) -> dict[str, tuple[str, dict]]:
    """Every ruleset of ``path`` as ``name -> (driver, {root: RuleSetPattern})``, interpreted."""
    apath = os.path.abspath(path)
    got = _cache.get(apath)
    if got is None:
        rm = build_rewrite_model(apath)
        got = _cache[apath] = (rm, _Interp(rm))
    rm, it = got
    out: dict[str, tuple[str, dict]] = {}
    for rs in rm.rulesets.values():
        by_root: dict[str, list[RuleInfo]] = {}
        for n, _ in rs.rules:
            info = rm.rules[n]
            by_root.setdefault(info.root, []).append(info)
        table = {}
        for root, infos in by_root.items():
            infos.sort(key=lambda i: (-i.benefit, i.index))
            table[root] = RuleSetPattern(
                it.matcher([_Rule(rm, i) for i in infos], root, trace),
                root,
                [i.ast.name for i in infos],
                benefit=infos[0].benefit,
                location=f"{os.path.basename(infos[0].ast.loc.file)}:{infos[0].ast.loc.line}",
            )
        out[rs.name] = (rs.driver, table)
    return out


def interpreted_patterns(path: str, ruleset: str, trace: Callable[[str], Any]) -> dict:
    """The ``{root op: RuleSetPattern}`` table of ``ruleset`` in ``path``, interpreted (see the module doc)."""
    return interpreted_rulesets(path, trace)[ruleset][1]
