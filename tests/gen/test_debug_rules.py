"""``--debug-rules``: the interpreted fallback matchers (``gen.rewrite_interp``).

They must rewrite exactly as the generated matchers do (same output, same
locations, same hit counts) and trace which rule was tried on which op,
whether it fired, and if not, why.
"""

from __future__ import annotations

import glob
import io
import os
import re

import pytest

from irlite.gen.rewrite_codegen import load_patterns
from irlite.gen.rewrite_interp import interpreted_rulesets
from irlite.ir.diagnostics import IrliteError
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.rewrite.greedy import apply_greedily, apply_walk

HERE = os.path.dirname(__file__)
RULES_FILES = sorted(glob.glob(os.path.join(HERE, "..", "..", "rules", "*_canon.rules"))) + [
    os.path.join(HERE, "data", "features.rules")
]


def _programs(path: str) -> list[str]:
    """The ``in`` programs of every inline test of ``path``, as functions."""
    out = []
    for _root, _b, _loc, tests in load_patterns(path).RULES.values():
        for t in tests:
            if t[0] == "io" or (t[0] == "property" and t[3]):
                args, body = (t[1], t[2]) if t[0] == "io" else (t[2], t[3])
            elif t[0] == "nomatch":
                args, body = t[1], t[2]
            else:
                continue
            if re.match(r"\s*(func\.func|module)\b", body):  # a whole program, as written
                out.append(body)
                continue
            lines = [x.strip() for x in body.strip().split("\n") if x.strip()]
            last = lines[-1]
            if re.fullmatch(r"%[\w.$-]+", last):
                lines.pop()
            uses = ", ".join(
                re.findall(r"^(%[\w.$-]+)(?:, %[\w.$-]+)* =", "\n".join(lines), re.MULTILINE)
            )
            out.append(
                f"func.func @t({args}) {{\n"
                + "\n".join(lines)
                + f'\n"test.use"({uses}) : ({{T}}) -> ()\nreturn\n}}'
            )
    return out


def _run(text: str, table: dict, driver: str) -> tuple[str, dict] | None:
    from irlite.ir.context import Context

    try:
        m = parse_module(text, Context(allow_unregistered=True), filename="p.mlir")
    except IrliteError:
        return None
    hits: dict = {}
    if driver == "walk":
        apply_walk(m, table, hits)
    else:
        apply_greedily(m, table, hits=hits)
    return print_module(m, debuginfo=True), hits


def _typed(text: str) -> str:
    # "test.use"(...) takes whatever the values are: give it their types through a first parse
    from irlite.ir.context import Context

    if "({T})" not in text:
        return text

    probe = text.replace('"test.use"(', '// "test.use"(')
    m = parse_module(probe, Context(allow_unregistered=True))
    types = {}
    fn = next(o for o in m.walk() if o.name == "func.func")
    names = re.findall(r"^(%[\w.$-]+)(?:, %[\w.$-]+)* =", text, re.MULTILINE)
    ops = [o for o in fn.regions[0].blocks[0].ops if o.results]
    for n, o in zip(names, ops):
        types[n] = str(o.results[0].type)
    return text.replace("({T})", "(" + ", ".join(types[n] for n in names) + ")")


@pytest.mark.parametrize("path", RULES_FILES, ids=os.path.basename)
def test_interpreted_matchers_rewrite_like_generated_ones(path: str) -> None:
    gen = load_patterns(path).RULESETS
    log = io.StringIO()
    interp = interpreted_rulesets(path, log.write)
    compared = 0
    for text in _programs(path):
        text = _typed(text)
        for rs, (driver, table) in gen.items():
            a = _run(text, table, driver)
            b = _run(text, interp[rs][1], driver)
            assert a == b, f"ruleset {rs} on\n{text}"
            compared += 1
    assert compared > 0
    assert "fired" in log.getvalue()


def test_debug_rules_flag_traces_tries_and_failures(tmp_path, capsys) -> None:
    from irlite.passes.transforms import canonicalize
    from irlite.tools.opt import main

    src = tmp_path / "in.mlir"
    src.write_text(
        "func.func @f(%a: i32, %b: i32) -> i32 {\n"
        "  %c1 = arith.constant 1 : i32\n"
        "  %c2 = arith.constant 2 : i32\n"
        "  %0 = arith.addi %a, %c1 : i32\n"
        "  %1 = arith.addi %0, %c2 : i32\n"
        "  %2 = arith.muli %1, %b : i32\n"
        "  return %2 : i32\n"
        "}\n"
    )
    try:
        assert main(["--debug-rules", "--canonicalize", str(src)]) == 0
    finally:
        canonicalize.DEBUG_RULES = False
    out, err = capsys.readouterr()
    f = str(src)
    assert "%c3_i32 = arith.constant 3 : i32" in out and "arith.addi %arg0, %c3_i32 : i32" in out
    assert (
        f"debug-rules: {f}:5:8 'arith.addi': trying AddIAddConstant (arith_canon.rules:13:1): fired"
        in err
    )
    assert (
        f"debug-rules: {f}:4:8 'arith.addi': trying AddIAddConstant (arith_canon.rules:13:1): "
        "no match: operand #0 of 'arith.addi' is not defined by 'arith.addi'"
    ) in err
    assert f"debug-rules: {f}:6:8 'arith.muli': trying MulIMulIConstant" in err
    # without the flag: generated matchers, no trace
    assert main(["--canonicalize", str(src)]) == 0
    out2, err2 = capsys.readouterr()
    assert out2 == out and "debug-rules" not in err2


def test_debug_rules_pass_option(tmp_path, capsys) -> None:
    from irlite.tools.opt import main

    src = tmp_path / "in.mlir"
    src.write_text(
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.subi %a, %a : i32\n"
        "  %1 = arith.subi %0, %a : i32\n  return %1 : i32\n}\n"
    )
    assert main(["--pass-pipeline=builtin.module(canonicalize{debug-rules=true})", str(src)]) == 0
    _out, err = capsys.readouterr()
    assert "trying SubISubILHSRHSLHS" in err
