"""Every inline ``test`` of every rule in ``rules/*.rules`` runs here.

``test { args "%a: i32" in "OPS" out "OPS" }``: OPS become the body of a
function with those arguments returning the last op's result (or a bare
``%name`` on the last line); the ``in`` function after the rule's ruleset
matcher (greedy driver, no folding) must print as the ``out`` function.
``test nomatch`` must leave the input unchanged.
"""

from __future__ import annotations

import glob
import os
import re

import pytest

from irlite.gen.rewrite_codegen import load_patterns
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.passes.greedy import apply_greedily

RULES_DIR = os.path.join(os.path.dirname(__file__), "..", "..", "rules")


def _rule_files() -> list[str]:
    out = []
    for p in sorted(glob.glob(os.path.join(RULES_DIR, "*.rules"))):
        with open(p, encoding="utf-8") as f:
            if re.search(r"^\s*rule\s", f.read(), re.M):
                out.append(p)
    return out


def _cases() -> list:
    cases = []
    for path in _rule_files():
        mod = load_patterns(path)
        for name, (root, _benefit, loc, tests) in mod.RULES.items():
            for i, t in enumerate(tests):
                if t[0] != "property":
                    cases.append(pytest.param(mod, name, root, t, id=f"{os.path.basename(path)}:{name}:{i}"))
    return cases


def _wrap(args: str, body: str) -> str:
    lines = [x.strip() for x in body.strip().split("\n") if x.strip()]
    if re.fullmatch(r"%[\w.$-]+", lines[-1]):
        ret = lines.pop()
    else:
        ret = lines[-1].split("=", 1)[0].strip()
    ty = "i32"
    for ln in lines:
        if ln.startswith(ret + " "):
            ty = ln.rsplit(":", 1)[1].strip()
    for a in args.split(","):
        if a.strip().startswith(ret + ":"):
            ty = a.split(":", 1)[1].strip()
    return f"func.func @t({args}) -> {ty} {{\n" + "\n".join(lines) + f"\nreturn {ret} : {ty}\n}}"


def _matchers(mod, root: str) -> dict:
    out = {}
    for _driver, table in mod.RULESETS.values():
        if root in table:
            out[root] = table[root]
    return out


@pytest.mark.parametrize("mod,name,root,test", _cases())
def test_inline(mod, name, root, test) -> None:
    if test[0] == "io":
        _, args, inp, out, loc = test
        m = parse_module(_wrap(args, inp))
        hits: dict = {}
        apply_greedily(m, _matchers(mod, root), hits=hits)
        want = print_op(parse_module(_wrap(args, out)))
        assert print_op(m) == want, f"{loc}: rule {name}"
        assert hits.get(name), f"{loc}: rule {name} did not fire"
    else:
        _, args, inp, loc = test
        m = parse_module(_wrap(args, inp))
        before = print_op(m)
        hits = {}
        apply_greedily(m, _matchers(mod, root), hits=hits)
        assert not hits.get(name), f"{loc}: rule {name} fired on a nomatch test"
        assert print_op(m) == before


def test_every_rules_file_has_cases() -> None:
    assert _rule_files(), "no rules with inline tests found"
