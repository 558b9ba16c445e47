"""Rewrite rules to Python matchers: one function per (ruleset, root op), cached like dialects.

``generate_patterns(rm, key)`` turns a checked ``RewriteModel`` into module
text. Per (ruleset, root op) it emits ONE function ``m(op, rw)`` that loads
the root's operands and their defining ops once (``v0, d0, v1, d1, ...``),
then tries the ruleset's rules of that root in benefit order (ties: file
order); each rule is straight-line guards (``break`` out of a one-shot
``while`` on failure), and a rule on a ``Commutative`` binary op (unless
``ordered``) is emitted for both operand orders. A match runs the rewrite
through the ``PatternRewriter`` (insertion point: before the root;
``rw.create``/``replace_op``/``erase_op``)
and returns the rule's name (the driver counts hits); no match returns
``None``. Created ops get the fused location of the matched ops; the
discardable attributes of the root are copied to the op replacing it unless
the rule says ``drop_attrs``.

The module exports ``RULESETS`` (``name -> (driver, {op name: matcher})``)
and ``RULES`` (``name -> (root, benefit, "file:line:col", tests)``); a
``test property`` entry carries the match DAG as plain tuples (``_skeleton``)
for the test runner to build random programs from.
``gen.loader.load_patterns(path)`` generates/caches/imports it (same cache as dialects,
``irlite_rewrites_<file>_<key>.py``).

``irlite-gen FILE.rules --emit patterns`` prints the module. Each rule is
preceded by ``# match:``/``# result:`` comments and its ``file:line``.

What it does not do: check rules (``gen.rewrite_model``) or run them
(``passes.rewrite.greedy``); ``gen.rewrite_interp`` is the interpreted fallback
behind ``--debug-rules``.
"""

from __future__ import annotations

import os
import re
from typing import Any

from .codegen import RULES_DIR_DECL
from .loader import load_patterns, rules_relative, rules_relative_loc
from .pyformat import format_python, negate, pylit
from .rewrite_grammar import Capture, Dag, Inline, PyText, Succ
from .rewrite_model import (
    RewriteModel,
    RuleInfo,
    plain_operands,
    region_index,
    single_result,
    sub_dollars,
    successor_groups,
)

__all__ = ["generate_patterns", "load_patterns"]


def _ident(s: str) -> str:
    return "".join(c if c.isalnum() else "_" for c in s)


def _variants(d: Dag, rm: RewriteModel, ordered: bool = False) -> list[Dag]:
    """Every operand order a commutative match may take (2 per commutative binary node).

    ``ordered`` (the rule-level flag) turns automatic commutative matching off;
    ``either(...)`` still swaps."""
    subs: list[list] = []
    for x in d.operands:
        subs.append(_variants(x, rm, ordered) if isinstance(x, Dag) else [x])
    combos: list[list] = [[]]
    for alts in subs:
        combos = [c + [a] for c in combos for a in alts]
    out = []
    op = rm.op_models[d.op]
    swap = len(d.operands) == 2 and (
        d.order == "either" or (d.order == "auto" and not ordered and op.has_trait("Commutative"))
    )
    for c in combos:
        for ops in [c, c[::-1]] if swap else [c]:
            n = Dag(d.op, d.loc)
            n.bind, n.attrs, n.order, n.operands = d.bind, d.attrs, d.order, list(ops)
            n.succs = d.succs
            out.append(n)
    return out


class _Emit:
    def __init__(self, rm: RewriteModel, classes: dict) -> None:
        self.rm = rm
        self.lines: list[str] = []
        self.classes = classes
        self.tmp = 0

    def fresh(self, p: str) -> str:
        self.tmp += 1
        return f"{p}{self.tmp}"

    def w(self, ind: int, s: str) -> None:
        self.lines.append("    " * ind + s)

    def fail_if(self, ind: int, cond: str) -> None:
        """``if <cond>:`` / ``break``: the rule does not apply when ``cond`` holds."""
        self.w(ind, f"if {cond}:")
        self.w(ind + 1, "break")

    # -- matching
    def match_node(self, d: Dag, var: str, ind: int, seen: set, opvars: list, root: bool) -> None:
        op = self.rm.op_models[d.op]
        if d.bind is not None and d.bind.name:
            self.w(ind, f"c_{d.bind.name} = {var}")
            seen.add(d.bind.name)
        single = [o for o in op.operands if o.single]
        var_groups = len(op.operands) != len(single)
        plain = plain_operands(op) if op.successors else op.operands
        for i, x in enumerate(d.operands):
            if plain is not op.operands:  # successor groups are not items: operands by name
                od = plain[i]
                if all(o.single for o in op.operands[: od.index]):
                    vexpr = f"{var}.op_operands[{od.index}].value"
                    gexpr = f"[o.value for o in {var}.op_operands[{od.index}:]]"
                else:
                    vexpr = gexpr = f"{var}.{od.py}"
                dexpr = None
            elif root and not var_groups:
                vexpr, dexpr = f"v{i}", f"d{i}"
            else:
                vexpr, dexpr = f"{var}.op_operands[{i}].value", None
            if isinstance(x, Capture):
                if not x.name:
                    continue
                if x.variadic:
                    got = (
                        gexpr
                        if plain is not op.operands
                        else f"[o.value for o in {var}.op_operands[{i}:]]"
                    )
                    if x.name in seen:  # a repeated group: the same values
                        self.fail_if(ind, f"{got} != c_{x.name}")
                    else:
                        self.w(ind, f"c_{x.name} = {got}")
                    seen.add(x.name)
                elif x.name in seen:
                    self.fail_if(ind, f"{vexpr} is not c_{x.name}")
                else:
                    self.w(ind, f"c_{x.name} = {vexpr}")
                    seen.add(x.name)
            else:
                dv = self.fresh("n")
                if dexpr is not None:
                    self.fail_if(ind, f"k{i} != {pylit(x.op)}")
                    self.w(ind, f"{dv} = {dexpr}")
                else:
                    t = self.fresh("t")
                    self.w(ind, f"{t} = {vexpr}")
                    self.fail_if(ind, f"type({t}) is not OpResult")
                    self.w(ind, f"{dv} = {t}.owner")
                    self.fail_if(ind, f"{dv}.name != {pylit(x.op)}")
                opvars.append(dv)
                self.match_node(x, dv, ind, seen, opvars, False)
        groups = successor_groups(op) if d.succs else {}
        for k, (sc, sm) in enumerate(zip(d.succs, op.successors)):
            if sc.variadic:
                self.w(ind, f"c_{sc.name} = list({var}.successors[{k}:])")
                seen.add(sc.name)
                continue
            bexpr = f"{var}.successors[{k}]"
            if sc.name in seen:
                self.fail_if(ind, f"{bexpr} is not c_{sc.name}")
            else:
                self.w(ind, f"c_{sc.name} = {bexpr}")
                seen.add(sc.name)
            if sc.args is None:
                continue
            gexpr = f"{var}.{groups[sm.name].py}"
            one = sc.args[0] if len(sc.args) == 1 else None
            if one is not None and one.variadic and one.name and one.name not in seen:
                self.w(ind, f"c_{one.name} = {gexpr}")  # `^d($xs...)`: the whole group
                seen.add(one.name)
                continue
            g = self.fresh("g")
            self.w(ind, f"{g} = {gexpr}")
            fixed = [x for x in sc.args if not x.variadic]
            if len(fixed) == len(sc.args):
                self.fail_if(ind, f"len({g}) != {len(fixed)}")
            elif fixed:
                self.fail_if(ind, f"len({g}) < {len(fixed)}")
            for j, x in enumerate(sc.args):
                if not x.name:
                    continue
                if x.variadic and x.name in seen:  # the same values (Values compare by identity)
                    self.fail_if(ind, f"{g}[{j}:] != c_{x.name}")
                elif x.variadic:
                    self.w(ind, f"c_{x.name} = {g}[{j}:]" if j else f"c_{x.name} = {g}")
                elif x.name in seen:
                    self.fail_if(ind, f"{g}[{j}] is not c_{x.name}")
                else:
                    self.w(ind, f"c_{x.name} = {g}[{j}]")
                seen.add(x.name)
        for an, v, _ in d.attrs:
            if isinstance(v, Capture):
                if v.name in seen:
                    self.fail_if(ind, f"{var}.get_attr({pylit(an)}) is not c_{v.name}")
                else:
                    self.w(ind, f"c_{v.name} = {var}.get_attr({pylit(an)})")
                    self.fail_if(ind, f"c_{v.name} is None")
                    seen.add(v.name)

    # -- building
    def value(self, v: Any, info: RuleInfo, ind: int, root_repl: bool, drop: bool) -> str:
        if info.conversion:
            return self.conv_value(v, info, ind, root_repl, drop)
        if isinstance(v, Capture):
            if v.field:
                return sub_dollars(f"${v.name}.{v.field}", info)
            c = info.caps[v.name]
            return f"c_{v.name}.results[0]" if c[0] == "op" else f"c_{v.name}"
        if isinstance(v, PyText):
            return "(" + sub_dollars(v.text, info) + ")"
        if isinstance(v, Inline):
            var = self.fresh("ys")
            args = self.value_list(v.args, info, ind, drop)
            self.w(ind, f"{var} = inline_region(rw, {self.region_expr(v, info)}, op, {args})")
            return var
        if isinstance(v, Dag):
            op = self.rm.op_models[v.op]
            items = [self.value(x, info, ind, False, drop) for x in v.operands]
            if op.successors:  # operands in the op's order: items, and groups of successors
                by_group = {
                    g.name: sc for sc, (n, g) in zip(v.succs, _succ_pairs(op)) if g is not None
                }
                items.reverse()
                args = [
                    self.value_list(by_group[o.name].args or [], info, ind, drop)
                    if o.name in by_group
                    else items.pop()
                    for o in op.operands
                ]
            else:
                args = items
            regions = {r.name for r in op.regions}
            kw = [
                f"{_py(an)}=take_region({self.region_ref(a, info)})"
                if an in regions
                else f"{_py(an)}={self.value(a, info, ind, False, drop)}"
                for an, a, _ in v.attrs
            ]
            kw += [f"{sm.py}=c_{sc.name}" for sc, sm in zip(v.succs, op.successors)]
            if v.types is not None:  # given result types (`: T, ...`), one per result
                res = self.rm.op_models[v.op].results
                kw += [f"{r.name}_type=({sub_dollars(t.text, info)})" for r, t in zip(res, v.types)]
            if root_repl and not drop:
                kw.append("attributes=(op.attributes or None)")
            kw.append("loc=_loc")
            var = self.fresh("b")
            self.w(ind, f"{var} = rw.create({self.classes[v.op]}, {', '.join(args + kw)})")
            return f"{var}.results[0]"
        return f"l_{v[1]}.results[{self.let_index(info, v)}]"

    def conv_value(self, v: Any, info: RuleInfo, ind: int, root_repl: bool, drop: bool) -> str:
        """A value built by a conversion rule: the op replacing the root has the root's
        converted result types (``rtypes``) unless given, and it (and every node with
        ``**$o``) gets attributes copied by ``cv.keep``."""
        if not isinstance(v, Dag):
            return self.value(v, _plain(info), ind, root_repl, drop)
        args = [self.conv_value(x, info, ind, False, drop) for x in v.operands]
        kw = [
            f"{_py(an)}={self.conv_value(a, info, ind, False, drop)}"
            for an, a, _ in v.attrs
            if an != "**"
        ]
        res = self.rm.op_models[v.op].results
        if v.types is not None:
            kw += [f"{r.name}_type=({sub_dollars(t.text, info)})" for r, t in zip(res, v.types)]
        elif root_repl:
            kw += [f"{r.name}_type=rtypes[{i}]" for i, r in enumerate(res)]
        kw.append("loc=_loc")
        var = self.fresh("b")
        self.w(ind, f"{var} = rw.create({self.classes[v.op]}, {', '.join(args + kw)})")
        sources = [sub_dollars(a.text, info) for an, a, _ in v.attrs if an == "**"]
        if root_repl and not drop:
            sources.insert(0, "op")
        if sources:
            given = tuple(an for an, _, _ in v.attrs if an != "**")
            self.w(ind, f"cv.keep({var}, ({', '.join(sources)},), {pylit(given)})")
        return f"{var}.results[0]"

    def value_list(self, items: list, info: RuleInfo, ind: int, drop: bool) -> str:
        """A Python list of values: captures, ``$xs...`` groups (spliced) and Python."""
        parts = []
        for x in items:
            if isinstance(x, Capture) and (x.variadic or info.caps[x.name][0] == "values"):
                parts.append(f"*c_{x.name}")
            else:
                parts.append(self.value(x, info, ind, False, drop))
        if len(parts) == 1 and parts[0].startswith("*"):
            return parts[0][1:]
        return "[" + ", ".join(parts) + "]"

    @staticmethod
    def region_ref(t: PyText, info: RuleInfo) -> str:
        """A result DAG's ``{region: $o.name}`` as ``c_o.regions[i]`` (other Python as is)."""
        m = re.fullmatch(r"\$([A-Za-z_]\w*)\.([A-Za-z_]\w*)", t.text.strip())
        c = info.caps.get(m.group(1)) if m else None
        reg = region_index(c[1], m.group(2)) if c is not None and c[0] == "op" else None
        if reg is None or reg.variadic:
            return sub_dollars(t.text, info)
        return f"c_{m.group(1)}.regions[{reg.index}]"

    def region_expr(self, v: Inline, info: RuleInfo) -> str:
        """The Region an ``inline`` names: ``c_o.regions[i]`` (plus the index of a group)."""
        reg = region_index(info.caps[v.region.name][1], v.region.field)
        at = str(reg.index)
        if v.index is not None:
            at += f" + ({sub_dollars(v.index.text, info)})"
        return f"c_{v.region.name}.regions[{at}]"

    @staticmethod
    def let_index(info: RuleInfo, v: tuple) -> int:
        """The result index a let reference ``m`` / ``m.res`` names."""
        if not v[3]:
            return 0
        return [r.name for r in info.lets[v[1]].results].index(v[3])

    def rule(self, info: RuleInfo, variant: Dag, ind: int) -> None:
        r = info.ast
        where = f"{os.path.basename(r.loc.file)}:{r.loc.line}"
        # an exception of the rule's body is reported at the matched op, naming the rule
        # (a try costs nothing until something raises)
        self.w(ind, "try:")
        self.rule_body(info, variant, ind + 1, where)
        self.w(ind, "except Exception as exc:")
        self.w(
            ind + 1,
            f"raise RuleError({pylit(r.name)}, "
            f"{pylit(rules_relative_loc(r.loc, self.rm.path))}, op, exc) from exc",
        )

    def rule_body(self, info: RuleInfo, variant: Dag, ind: int, where: str) -> None:
        """The rule's one-shot ``while``: its guards (``break`` when one fails), then the
        rewrite and ``return`` of its name."""
        r = info.ast
        self.w(ind, f"while True:  # rule {r.name} (benefit {info.benefit}) from {where}")
        self.w(ind + 1, f"# match: {_dag_text(variant)}")
        for act in r.actions:
            if act[0] == "replace":
                tgt = (
                    ""
                    if act[1] is None
                    else f"${act[1].name}{'.' + act[1].field if act[1].field else ''} with "
                )
                self.w(ind + 1, f"# result: replace {tgt}{_dag_text(act[2])}")
            elif act[0] == "let":
                self.w(ind + 1, f"# result: let {act[1]} = {_dag_text(act[2])}")
            elif act[0] == "merge":
                self.w(ind + 1, f"# result: merge {_dag_text(act[1])}")
            else:
                self.w(ind + 1, f"# result: erase ${act[1].name}")
        for wexpr in r.where:
            self.w(ind + 1, f"# where: {' '.join(wexpr.text.split())}")
        seen: set = set()
        opvars: list = []
        self.match_node(variant, "op", ind + 1, seen, opvars, True)
        for wexpr in r.where:
            self.fail_if(ind + 1, negate(sub_dollars(wexpr.text, info)))
        locs = ", ".join(["_rl(op.loc)"] + [f"_rl({v}.loc)" for v in opvars])
        self.w(ind + 1, f"_loc = FusedLoc.get(({locs}{',' if not opvars else ''}))")
        self.w(ind + 1, "rw.set_insertion_point(op)")
        for act in r.actions:
            kind = act[0]
            if kind == "let":
                val = self.value(act[2], info, ind + 1, False, r.drop_attrs)
                self.w(ind + 1, f"l_{act[1]} = {val}.owner")
            elif kind == "replace":
                tgt = act[1]
                is_root = tgt is None or (
                    variant.bind is not None and tgt.name == variant.bind.name
                )
                if tgt is not None and tgt.field:
                    # one result of a multi-result op, by name: move its uses only
                    val = self.value(act[2], info, ind + 1, False, r.drop_attrs)
                    self.w(
                        ind + 1,
                        f"rw.replace_all_uses_with({sub_dollars(f'${tgt.name}.{tgt.field}', info)}, {val})",
                    )
                    continue
                val = self.value(act[2], info, ind + 1, is_root, r.drop_attrs)
                target = "op" if tgt is None else f"c_{tgt.name}"
                tgt_op = self.rm.op_models[
                    info.root if tgt is None else info.caps[tgt.name][1].name
                ]
                if isinstance(act[2], Inline) or _is_group(info, act[2]):
                    vals = val
                elif isinstance(act[2], Dag) and not (
                    single_result(tgt_op) and single_result(self.rm.op_models[act[2].op])
                ):
                    vals = f"{val[: -len('[0]')]}"  # every result of the op built
                else:
                    vals = f"[{val}]"
                self.w(ind + 1, f"rw.replace_op({target}, {vals})")
            elif kind == "merge":
                sc = act[1]
                args = self.value_list(sc.args or [], info, ind + 1, r.drop_attrs)
                self.w(ind + 1, f"merge_block(rw, op, c_{sc.name}, {args})")
            else:
                self.w(ind + 1, f"rw.erase_op(c_{act[1].name})")
        self.w(ind + 1, f"return {pylit(r.name)}")

    def conv_rule(self, info: RuleInfo, fn: str) -> None:
        """A rule of a conversion as function ``fn(op, operands, rtypes, rw, cv)``: its
        guards over the converted operands (``return None`` when one fails), then its build
        as a local function ``_b(operands, rtypes)`` that ``cv.lower`` runs on the whole op
        or per 1-D piece of N-D values (the rule's ``nd``), and the replacement."""
        r = info.ast
        d = r.match
        where = f"{os.path.basename(r.loc.file)}:{r.loc.line}"
        self.w(0, "")
        self.w(0, "")
        self.w(
            0,
            f"def {fn}(op: Operation, operands: list, rtypes: list, rw: PatternRewriter, "
            "cv: Any) -> str | None:",
        )
        self.w(1, f'"""Rule {r.name} (benefit {info.benefit}) from {where}."""')
        self.w(1, f"# match: {_dag_text(d)}")
        self.comments(r, 1)
        self.w(1, "try:")
        outer: list[str] = []
        if d.bind is not None and d.bind.name:
            outer.append(f"c_{d.bind.name} = op")
        binds = self.conv_operands(d)
        outer += binds
        for an, v, _ in d.attrs:
            if isinstance(v, Capture):
                outer += [f"c_{v.name} = op.get_attr({pylit(an)})", f"if c_{v.name} is None:"]
                outer.append("    return None")
        for wexpr in r.where:
            outer += [f"if {negate(sub_dollars(wexpr.text, info))}:", "    return None"]
        saved, self.lines = self.lines, []
        root = self.rm.op_models[d.op].results
        repl: dict[int, str] = {}
        for act in r.actions:
            kind = act[0]
            if kind == "let":
                val = self.value(act[2], info, 0, False, r.drop_attrs)
                self.w(0, f"l_{act[1]} = {val}.owner")
            elif kind == "replace":
                tgt = act[1]
                if tgt is not None and tgt.field:
                    i = [x.name for x in root].index(tgt.field)
                    repl[i] = self.value(act[2], info, 0, False, r.drop_attrs)
                else:
                    val = self.value(act[2], info, 0, True, r.drop_attrs)
                    if isinstance(act[2], Dag) and len(root) > 1:
                        repl.update({i: f"{val[: -len('[0]')]}[{i}]" for i in range(len(root))})
                    else:
                        repl[0] = val
        built, self.lines = self.lines, saved
        built.append(f"return [{', '.join(repl[i] for i in sorted(repl))}]")
        inner = [b for b in binds if _uses(b.split(" = ")[0], built)]
        if _uses("_loc", built):
            inner += ["_loc = op.loc", "rw.set_insertion_point(op)"]
        inner += built
        tail = [
            f"v = cv.lower(rw, op, operands, rtypes, {pylit(r.nd or 'unroll')}, _b)",
            "if v is None:",
            "    return None",
            "if v:",
            "    rw.replace_op(op, v)",
            "else:",
            "    rw.erase_op(op)",
            f"return {pylit(r.name)}",
        ]
        # an operand capture is bound again in the build: outside it, keep it where it is read
        outer = [
            ln
            for ln in outer
            if ln not in binds or _uses(ln.split(" = ")[0], [x for x in outer if x != ln])
        ]
        if d.bind is not None and d.bind.name and not _uses(f"c_{d.bind.name}", outer[1:] + inner):
            outer = outer[1:]  # `c_o = op` that nothing reads
        body = outer + ["def _b(operands: list, rtypes: list) -> list:"]
        body += ["    " + ln for ln in inner] + tail
        pre = [
            f"{name} = {expr}"
            for name, expr in (("options", "cv.options"), ("tc", "cv.type_converter"))
            if _uses(name, body)
        ]
        for ln in pre + body:
            self.w(2, ln)
        self.w(1, "except Exception as exc:")
        self.w(
            2,
            f"raise RuleError({pylit(r.name)}, "
            f"{pylit(rules_relative_loc(r.loc, self.rm.path))}, op, exc) from exc",
        )

    @staticmethod
    def conv_operands(d: Dag) -> list[str]:
        """The lines binding the root's operand captures to the converted ``operands``; the
        build repeats them for each piece. (A repeated capture is rejected by the model.)"""
        return [
            f"c_{x.name} = operands[{i}:]" if x.variadic else f"c_{x.name} = operands[{i}]"
            for i, x in enumerate(d.operands)
            if isinstance(x, Capture) and x.name
        ]

    def comments(self, r: Any, ind: int) -> None:
        for act in r.actions:
            if act[0] == "replace":
                tgt = (
                    ""
                    if act[1] is None
                    else f"${act[1].name}{'.' + act[1].field if act[1].field else ''} with "
                )
                self.w(ind, f"# result: replace {tgt}{_dag_text(act[2])}")
            elif act[0] == "let":
                self.w(ind, f"# result: let {act[1]} = {_dag_text(act[2])}")
            else:
                self.w(ind, f"# result: erase ${act[1].name}")
        for wexpr in r.where:
            self.w(ind, f"# where: {' '.join(wexpr.text.split())}")


def _plain(info: RuleInfo) -> RuleInfo:
    """``info`` seen as a plain rule (for values that are not DAGs)."""
    p = RuleInfo(info.ast, info.index, info.natives)
    p.caps, p.lets, p.ops, p.root, p.benefit = (
        info.caps,
        info.lets,
        info.ops,
        info.root,
        info.benefit,
    )
    return p


def _succ_pairs(op: Any) -> list[tuple[str, Any]]:
    """``(successor name, the operand group it passes or None)`` in successor order."""
    groups = successor_groups(op)
    return [(s.name, groups.get(s.name)) for s in op.successors]


def _is_group(info: RuleInfo, v: Any) -> bool:
    """``$xs...`` (or a capture bound as a group) used as a replacement value list."""
    if not isinstance(v, Capture) or v.field:
        return False
    return v.variadic or info.caps.get(v.name, ("",))[0] == "values"


def _uses(name: str, lines: list[str]) -> bool:
    """Whether a code line (not a comment) of ``lines`` reads the local ``name``."""
    pat = re.compile(rf"\b{name}\b")
    return any(pat.search(ln) for ln in lines if not ln.lstrip().startswith("#"))


_CAPTURE = re.compile(r"^\s*(c_\w+|g\d+|l_\w+) = [\w.\[\]:]+$")


def _drop_unused_captures(lines: list[str]) -> list[str]:
    """The lines of one rule without ``c_x = <operand or op>`` bindings (or successor
    operand groups ``gN``, or ``let`` names ``l_x`` bound to an op already built) nothing
    reads."""
    while True:
        out = []
        changed = False
        for i, ln in enumerate(lines):
            m = _CAPTURE.match(ln)
            if m and not _uses(m.group(1), lines[:i] + lines[i + 1 :]):
                changed = True
                continue
            b = _BUILT.match(ln)
            if b and not _uses(b.group(2), lines[:i] + lines[i + 1 :]):
                ln = b.group(1) + b.group(3)  # the op is still built, its name unneeded
                changed = True
            out.append(ln)
        if not changed:
            return out
        lines = out  # a dropped binding may have been the only reader of another


#: an op built by a rule's result, bound to a name (``b12 = rw.create(...)``)
_BUILT = re.compile(r"^(\s*)(b\d+) = (rw\.create\(.*)$")


def _operand_prologue(n: int, body: str) -> list[str]:
    """Load the root's operands ``v{i}``, their defining ops ``d{i}`` and names ``k{i}`` once,
    each only if the rules of the function read it."""
    lines = body.split("\n")
    out = []
    for i in range(n):
        need_k = _uses(f"k{i}", lines)
        need_d = need_k or _uses(f"d{i}", lines)
        if not (need_d or _uses(f"v{i}", lines)):
            continue
        out.append(f"    v{i} = o[{i}].value")
        if need_d:
            out.append(f"    if type(v{i}) is OpResult:")
            out.append(f"        d{i} = v{i}.owner")
            if need_k:
                out.append(f"        k{i} = d{i}.name")
            out.append("    else:")
            out.append(f"        d{i} = k{i} = None" if need_k else f"        d{i} = None")
    return ["    o = op.op_operands"] + out if out else []


def _dag_text(v: Any) -> str:
    """A DAG, capture or Python operand as rule text, for the generated code's comments."""
    if isinstance(v, Capture):
        if not v.name:
            return "_"
        return f"${v.name}" + ("..." if v.variadic else "") + (f".{v.field}" if v.field else "")
    if isinstance(v, PyText):
        return " ".join(v.text.split())
    if isinstance(v, Succ):
        if v.variadic:
            return f"^{v.name}..."
        args = "" if v.args is None else "(" + ", ".join(_dag_text(x) for x in v.args) + ")"
        return f"^{v.name}{args}"
    if isinstance(v, Inline):
        at = f"[{_dag_text(v.index)}]" if v.index is not None else ""
        args = "(" + ", ".join(_dag_text(x) for x in v.args) + ")" if v.args else ""
        return f"inline {_dag_text(v.region)}{at}{args}"
    if isinstance(v, Dag):
        parts = [v.op + (f":{_dag_text(v.bind)}" if v.bind is not None else "")]
        parts += [_dag_text(x) for x in v.operands]
        parts += [_dag_text(x) for x in v.succs]
        if v.attrs:
            parts.append(
                "{"
                + ", ".join(
                    f"**{_dag_text(a)}" if an == "**" else f"{an}: {_dag_text(a)}"
                    for an, a, _ in v.attrs
                )
                + "}"
            )
        if v.types is not None:
            parts.append(": " + ", ".join(_dag_text(t) for t in v.types))
        return "(" + " ".join(parts) + ")"
    return str(v[1]) + (f".{v[3]}" if v[3] else "")  # a let name


def _skeleton(d: Dag) -> tuple:
    """The match DAG as plain tuples, for ``test property`` to build programs from.

    ``("op", name, operands, attrs)``; an operand is ``("cap", name)``,
    ``("group", name)`` (``$xs...``), ``("any",)`` or a nested op tuple; attrs
    are ``(attr name, capture name or None)``."""
    ops: list = []
    for x in d.operands:
        if isinstance(x, Dag):
            ops.append(_skeleton(x))
        elif isinstance(x, Capture):
            ops.append(("group", x.name) if x.variadic else ("cap", x.name) if x.name else ("any",))
    attrs = tuple((an, v.name if isinstance(v, Capture) else None) for an, v, _ in d.attrs)
    return ("op", d.op, tuple(ops), attrs)


def _py(n: str) -> str:
    from .model import py_name

    return py_name(n)


def _conversions(e: _Emit, rm: RewriteModel) -> list[str]:
    """Emit one function per (conversion, root op) into ``e``; the ``CONVERSIONS`` entries."""
    out = []
    for cv in rm.conversions.values():
        by_root: dict[str, list[RuleInfo]] = {}
        for n, _ in cv.rules:
            info = rm.rules[n]
            by_root.setdefault(info.root, []).append(info)
        entries = []
        for root, infos in by_root.items():
            infos.sort(key=lambda i: (-i.benefit, i.index))
            fns = []
            for info in infos:
                fn = f"r_{_ident(cv.name)}__{_ident(info.ast.name)}"
                e.conv_rule(info, fn)
                fns.append(fn)
            first = infos[0].ast.loc
            entries.append(
                f"{pylit(root)}: (({', '.join(fns)},), {pylit(tuple(i.ast.name for i in infos))}, "
                f"{infos[0].benefit}, {pylit(os.path.basename(first.file) + ':' + str(first.line))})"
            )
        legal = tuple((k, n) for k, n, _ in cv.legal)
        illegal = tuple((k, n) for k, n, _ in cv.illegal)
        pats = "".join(f"{p.text}, " for p in cv.patterns)
        fields = [
            f"{pylit('legal')}: {pylit(legal)}",
            f"{pylit('illegal')}: {pylit(illegal)}",
            f"{pylit('types')}: {pylit(cv.types)}",
            f"{pylit('rules')}: {{{', '.join(entries)}}}",
            f"{pylit('patterns')}: ({pats})",
        ]
        out.append(f"    {pylit(cv.name)}: {{{', '.join(fields)}}},")
    return out


#: what a rule's region and block actions call (imported when a rule of the module does)
_RUNTIME_HELPERS = ("inline_region", "merge_block", "take_region")


def generate_patterns(rm: RewriteModel, key: str = "") -> str:
    """The Python source of the matchers of ``rm`` (see the module docstring)."""
    classes: dict[str, str] = {}
    pre: list[str] = []
    for i, f in enumerate(rm.dialect_files):
        pre.append(f"_D{i} = _gm(__rules_dir__ + {pylit('/' + rules_relative(f, rm.path))})")
    for name, op in rm.op_models.items():
        fi = rm.dialect_files.index(rm.op_files[name])
        classes[name] = f"_C_{_ident(name)}"
        pre.append(f"_C_{_ident(name)} = _D{fi}.{op.class_name}")
    natives = []
    for alias, (mod, path) in rm.natives.items():
        if mod:
            natives.append(f"import {mod} as {alias}")
        else:
            natives.append(
                f"{alias} = load_native(__rules_dir__ + {pylit('/' + rules_relative(path, rm.path))}, {pylit(alias)})"
            )
    e = _Emit(rm, classes)
    rs_entries = []
    for rs in rm.rulesets.values():
        by_root: dict[str, list[RuleInfo]] = {}
        for n, _ in rs.rules:
            info = rm.rules[n]
            by_root.setdefault(info.root, []).append(info)
        entries = []
        for root, infos in by_root.items():
            infos.sort(key=lambda i: (-i.benefit, i.index))
            fn = f"m_{_ident(rs.name)}__{_ident(root)}"
            op = rm.op_models[root]
            e.w(0, "")
            e.w(0, "")
            e.w(0, f"def {fn}(op: Operation, rw: PatternRewriter) -> str | None:")
            e.w(1, f'"""Ruleset {rs.name}, root {root}: {", ".join(i.ast.name for i in infos)}."""')
            head = len(e.lines)
            for info in infos:
                for var in _variants(info.ast.match, rm, info.ast.ordered):
                    start = len(e.lines)
                    e.rule(info, var, 1)
                    e.lines[start:] = _drop_unused_captures(e.lines[start:])
            e.w(1, "return None")
            if op.operands and all(o.single for o in op.operands):
                e.lines[head:head] = _operand_prologue(len(op.operands), "\n".join(e.lines[head:]))
            first = infos[0].ast.loc
            entries.append(
                f"{pylit(root)}: RuleSetPattern({fn}, {pylit(root)}, "
                f"{pylit(tuple(i.ast.name for i in infos))}, benefit={infos[0].benefit}, "
                f"location={pylit(os.path.basename(first.file) + ':' + str(first.line))})"
            )
        rs_entries.append(f"    {pylit(rs.name)}: ({pylit(rs.driver)}, {{{', '.join(entries)}}}),")
    cv_entries = _conversions(e, rm)
    rules_entries = []
    for info in rm.rules.values():
        tests = []
        for t in info.ast.tests:
            if t[0] == "io":
                tests.append(("io", t[1], t[2], t[3], rules_relative_loc(t[4], rm.path)))
            elif t[0] == "nomatch":
                tests.append(("nomatch", t[1], t[2], rules_relative_loc(t[3], rm.path)))
            else:
                tests.append(
                    (
                        "property",
                        t[1],
                        t[2],
                        t[3],
                        rules_relative_loc(t[4], rm.path),
                        _skeleton(info.ast.match),
                    )
                )
        rules_entries.append(
            f"    {pylit(info.ast.name)}: ({pylit(info.root)}, {info.benefit}, "
            f"{pylit(rules_relative_loc(info.ast.loc, rm.path))}, {pylit(tests)}),"
        )
    base = os.path.basename(rm.path)
    # a file of conversions only needs none of the rulesets' names
    only_conversions = bool(rm.conversions) and not rm.rulesets
    out = [
        f'"""Rewrite matchers generated from {base} by irlite-gen. Do not edit."""',
        f"# irlite-gen key: {key}",
        "",
        "from __future__ import annotations",
        "",
        *(["from typing import Any", ""] if rm.conversions else []),  # stdlib first
        *sorted(n for n in natives if n.startswith("import ")),  # isort: these first
        "from irlite.gen.loader import generated_module as _gm",
        "from irlite.gen.runtime import "
        + ", ".join(
            ["RuleError"]
            + sorted(
                [h for h in _RUNTIME_HELPERS if _uses(h, e.lines)]
                + (["load_native"] if any(not mod for mod, _ in rm.natives.values()) else [])
            )
        ),
        *(
            ["from irlite.ir.core import Operation"]
            if only_conversions
            else [
                # OpResult: read by the matchers of nested DAGs only
                "from irlite.ir.core import Operation"
                + (", OpResult" if _uses("OpResult", e.lines) else ""),
                "from irlite.ir.location import FusedLoc",
                "from irlite.ir.parser import resolve_loc as _rl",
                "from irlite.ir.pattern import RuleSetPattern",
            ]
        ),
        "from irlite.ir.rewriter import PatternRewriter",
        "",
        RULES_DIR_DECL,
        *(n for n in natives if not n.startswith("import ")),
        *pre,
        *e.lines,
        "",
        "",
        "RULESETS = {",
        *rs_entries,
        "}",
        "",
        "RULES = {",
        *rules_entries,
        "}",
        "",
        *(["CONVERSIONS = {", *cv_entries, "}", ""] if rm.conversions else []),
        f"# end of generated module {key}",
        "",
    ]
    return format_python("\n".join(out))
