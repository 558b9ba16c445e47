"""A rewrite rule that fails while it runs is reported at the matched op, naming the rule.

A rule's ``where`` that raises, or a result built from a bad value (an ``int`` where an
attribute is needed), makes the generated matcher raise ``RuleError``: a located
diagnostic at the matched op, ``rule 'R' (file.rules:line:col) failed on 'op' op: ...``,
with the original exception as its cause, never a traceback from inside the cached
module. ``irlite-opt`` prints it as one located error and exits 1.

What this does not check: rules rejected when the file is compiled (test_rule_errors).
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from support.rules import ARITH_RULES

from irlite.gen.rewrite_codegen import load_patterns
from irlite.gen.runtime import RuleError
from irlite.ir.context import Context
from irlite.ir.cursor import SourceFile
from irlite.ir.module import parse_module
from irlite.passes.rewrite.greedy import apply_greedily

RULES = f"""import "{ARITH_RULES}"
native h = irlite.rules.arith_folds

rule WhereRaises {{
  match (arith.addi $x $y)
  where $x.type.no_such_field
  replace $x
}}

rule BadAttribute {{
  match (arith.muli $x $y)
  replace (arith.constant {{value: (1)}})
}}

rule Fine {{
  match (arith.subi $x $y)
  where $x is $y
  replace $x
}}

ruleset broken {{
  rules [WhereRaises, BadAttribute, Fine]
}}
"""

INPUT = """func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.subi %a, %b : i32
  %1 = arith.OP %0, %b : i32
  return %1 : i32
}
"""


@pytest.fixture
def rules(tmp_path) -> str:
    path = tmp_path / "broken_canon.rules"
    path.write_text(RULES, encoding="utf-8")
    return str(path)


def _rewrite(rules: str, op: str) -> None:
    ctx = Context()
    m = parse_module(SourceFile("in.mlir", INPUT.replace("OP", op)), ctx)
    _driver, table = load_patterns(rules).RULESETS["broken"]
    apply_greedily(m, list(table.values()))


def test_where_that_raises_names_the_rule_and_the_op(rules: str) -> None:
    with pytest.raises(RuleError) as ei:
        _rewrite(rules, "addi")
    e = ei.value
    assert (e.rule, e.rule_loc) == ("WhereRaises", "broken_canon.rules:4:1")
    assert isinstance(e.__cause__, AttributeError)
    assert str(e) == (
        "rule 'WhereRaises' (broken_canon.rules:4:1) failed on 'arith.addi' op at in.mlir:3:8: "
        "AttributeError: 'IntegerType' object has no attribute 'no_such_field'"
    )
    [d] = e.diagnostics
    assert d.message.startswith("rule 'WhereRaises' (broken_canon.rules:4:1) failed on")
    assert e.render().startswith("in.mlir:3:8: error: rule 'WhereRaises'")


def test_result_built_from_a_bad_value_names_the_rule(rules: str) -> None:
    with pytest.raises(RuleError) as ei:
        _rewrite(rules, "muli")
    assert ei.value.rule_loc == "broken_canon.rules:10:1"
    assert str(ei.value).startswith(
        "rule 'BadAttribute' (broken_canon.rules:10:1) failed on 'arith.muli' op at in.mlir:3:8: "
    )


def test_rules_that_do_not_raise_are_unaffected(rules: str) -> None:
    _rewrite(rules, "andi")  # no rule matches andi; Fine's where is false for subi


def test_cli_prints_one_located_error_and_exits_1(rules: str, tmp_path) -> None:
    (tmp_path / "usr.rules").write_text(
        'dialect usr {\n  summary "a dialect with a broken canonicalizer"\n'
        '  canonicalize "broken_canon.rules" broken\n}\n\n'
        "op id [Pure] {\n  operands { x: AnyType }\n  results  { r: AnyType }\n"
        '  format   "$x attr-dict `:` type($x) `->` type($r)"\n}\n',
        encoding="utf-8",
    )
    src = tmp_path / "in.mlir"
    src.write_text(  # no built-in canonicalization rewrites this addi first
        "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = usr.id %a : i32 -> i32\n"
        "  %1 = arith.addi %0, %b : i32\n  return %1 : i32\n}\n",
        encoding="utf-8",
    )
    r = subprocess.run(
        [sys.executable, "-m", "irlite.tools.opt", "--load-rules", "usr.rules", "--canonicalize"]
        + ["in.mlir"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=300,
        env={**os.environ, "IRLITE_CACHE_DIR": str(tmp_path / "cache")},
    )
    assert r.returncode == 1
    assert "Traceback" not in r.stderr
    errors = [ln for ln in r.stderr.splitlines() if ": error: " in ln]
    assert len(errors) == 1, r.stderr
    assert errors[0] == (  # at the matched op, as the pass manager reports a located error
        "in.mlir:3:8: error: rule 'WhereRaises' (broken_canon.rules:4:1) failed on "
        "'arith.addi' op: AttributeError: 'IntegerType' object has no attribute 'no_such_field'"
    )
