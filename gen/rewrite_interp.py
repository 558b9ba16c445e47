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
from .rewrite_grammar import Capture, Dag, Inline, PyText
from .rewrite_model import (
    RewriteModel,
    RuleInfo,
    build_rewrite_model,
    plain_operands,
    region_index,
    sub_dollars,
    successor_groups,
)
from .runtime import inline_region, merge_block, take_region

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
        ops = [o.value for o in op.op_operands]
        om = self.rm.op_models[d.op]
        if om.successors:  # successor groups are not items: the other operands, by name
            ops = []
            for od in plain_operands(om):
                got = getattr(op, od.py)
                ops.extend(got if od.variadic or od.optional else [got])
        for i, x in enumerate(d.operands):
            if isinstance(x, Capture):
                if not x.name:
                    continue
                key = "c_" + x.name
                if x.variadic:
                    if key in env and env[key] != list(ops[i:]):
                        return f"the operands of '{op.name}' from #{i} are not the values captured as ${x.name}..."
                    env[key] = list(ops[i:])
                    continue
                if i >= len(ops):
                    return f"'{op.name}' has no operand #{i}"
                v = ops[i]
                if key in env:
                    if env[key] is not v:
                        return f"operand #{i} of '{op.name}' is not the value captured as ${x.name}"
                else:
                    env[key] = v
            elif isinstance(x, Dag):
                if i >= len(ops):
                    return f"'{op.name}' has no operand #{i}"
                v = ops[i]
                if type(v) is not OpResult or v.owner.name != x.op:
                    return f"operand #{i} of '{op.name}' is not defined by '{x.op}'"
                env.setdefault("__ops", []).append(v.owner)  # pre-order, as the fused location
                why = self.match(x, v.owner, env)
                if why is not None:
                    return why
        why = self.match_succs(d, om, op, env)
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

    @staticmethod
    def match_succs(d: Dag, om: Any, op: Any, env: dict) -> str | None:
        groups = successor_groups(om) if d.succs else {}
        for k, (sc, sm) in enumerate(zip(d.succs, om.successors)):
            key = "c_" + sc.name
            if sc.variadic:
                env[key] = list(op.successors[k:])
                continue
            b = op.successors[k]
            if key in env and env[key] is not b:
                return f"successor #{k} of '{op.name}' is not the block captured as ^{sc.name}"
            env[key] = b
            if sc.args is None:
                continue
            g = list(getattr(op, groups[sm.name].py))
            fixed = [x for x in sc.args if not x.variadic]
            if len(g) < len(fixed) or (len(fixed) == len(sc.args) and len(g) != len(fixed)):
                return (
                    f"successor #{k} of '{op.name}' is passed {len(g)} operand(s), not {len(fixed)}"
                )
            for j, x in enumerate(sc.args):
                if not x.name:
                    continue
                xk = "c_" + x.name
                if x.variadic and xk in env:
                    if env[xk] != g[j:]:
                        return f"the operands of ^{sc.name} are not the values captured as ${x.name}..."
                elif x.variadic:
                    env[xk] = g[j:]
                elif xk in env and env[xk] is not g[j]:
                    return f"operand #{j} of ^{sc.name} is not the value captured as ${x.name}"
                else:
                    env[xk] = g[j]
        return None

    def values(self, r: _Rule, items: list, env: dict, rw: Any, root: Any) -> list:
        out: list = []
        for x in items:
            if isinstance(x, Capture) and (x.variadic or r.info.caps[x.name][0] == "values"):
                out.extend(env["c_" + x.name])
            else:
                out.append(self.value(r, x, env, rw, root, False))
        return out

    def region(self, r: _Rule, ref: Any, env: dict) -> Any:
        """The Region a ``$o.name`` reference (Capture or PyText) or Python expression names."""
        if isinstance(ref, PyText):
            import re

            m = re.fullmatch(r"\$([A-Za-z_]\w*)\.([A-Za-z_]\w*)", ref.text.strip())
            if m is None:
                return eval(r.py(ref), self.globals, env)
            ref = Capture(m.group(1), ref.loc, field=m.group(2))
        reg = region_index(r.info.caps[ref.name][1], ref.field)
        return env["c_" + ref.name].regions[reg.index]

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
        if isinstance(v, Inline):
            reg = self.region(r, v.region, env)
            if v.index is not None:
                base = region_index(info.caps[v.region.name][1], v.region.field).index
                reg = env["c_" + v.region.name].regions[
                    base + eval(r.py(v.index), self.globals, env)
                ]
            return inline_region(rw, reg, root, self.values(r, v.args, env, rw, root))
        if isinstance(v, Dag):
            om = self.rm.op_models[v.op]
            args = [self.value(r, x, env, rw, root, False) for x in v.operands]
            if om.successors:
                groups = successor_groups(om)
                by_group = {
                    groups[sm.name].name: sc
                    for sc, sm in zip(v.succs, om.successors)
                    if sm.name in groups
                }
                items = list(reversed(args))
                args = [
                    self.values(r, by_group[o.name].args or [], env, rw, root)
                    if o.name in by_group
                    else items.pop()
                    for o in om.operands
                ]
            regions = {x.name for x in om.regions}
            kw = {
                self.py_name(an): take_region(self.region(r, a, env))
                if an in regions
                else self.value(r, a, env, rw, root, False)
                for an, a, _ in v.attrs
            }
            for sc, sm in zip(v.succs, om.successors):
                kw[sm.py] = env["c_" + sc.name]
            if v.types is not None:  # given result types (`: T, ...`), one per result
                for res, t in zip(self.rm.op_models[v.op].results, v.types):
                    kw[f"{res.name}_type"] = eval(r.py(t), self.globals, env)
            if root_repl and not info.ast.drop_attrs:
                kw["attributes"] = root.attributes or None
            kw["loc"] = env["_loc"]
            new = rw.create(self.classes[v.op], *args, **kw)
            return new.results[0] if len(new.results) == 1 else new
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
                got = self.value(r, act[2], env, rw, op, False)
                env["l_" + act[1]] = got.owner if isinstance(got, OpResult) else got
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
                if isinstance(val, list):
                    vals = val  # an inline's yielded values, or a group
                elif not isinstance(val, OpResult) and hasattr(val, "results"):
                    vals = list(val.results)  # an op built with other than one result
                else:
                    vals = [val]
                rw.replace_op(op if tgt is None else env["c_" + tgt.name], vals)
            elif kind == "merge":
                sc = act[1]
                merge_block(rw, op, env["c_" + sc.name], self.values(r, sc.args or [], env, rw, op))
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
