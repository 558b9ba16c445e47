"""Bad rewrite rules are rejected at generation time with ``file:line:col: error:``."""

from __future__ import annotations

import os

import pytest
from support.rules import ARITH_RULES, rewrite_rules_error

from irlite.gen.rewrite_model import build_rewrite_model

CASES = [
    ("rule R {\n  match (arith.addx $x $y)\n  replace $x\n}\n", "4:8", "unknown op 'arith.addx'"),
    ("rule R {\n  match (arith.addi $x $y)\n  replace $z\n}\n", "5:11", "unknown capture '$z'"),
    (
        "rule R {\n  match (arith.addi $x $y)\n  replace (arith.subi $x)\n}\n",
        "5:11",
        "'arith.subi' takes 2 operands, 1 given",
    ),
    (
        "rule R {\n  match (arith.addi $x)\n  replace $x\n}\n",
        "4:8",
        "'arith.addi' takes 2 operands, 1 given",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  replace (arith.extsi $x)\n}\n",
        "5:11",
        "cannot infer the result type of 'arith.extsi' built by rule 'R'",
    ),
    (
        "rule R {\n  match (arith.addi (arith.subi:$x $a $b) $x)\n  replace $a\n}\n",
        "4:43",
        "capture '$x' is bound as op and as value: the rule can never match",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  where False\n  replace $x\n}\n",
        "5:9",
        "rule 'R' can never match: its constraint is False",
    ),
    (
        "rule R {\n  match (arith.addi $x $y {foo: $f})\n  replace $x\n}\n",
        "4:28",
        "'arith.addi' has no attribute 'foo'",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  where $x is\n  replace $x\n}\n",
        "5:9",
        "Python expression does not compile",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  where h.f($q)\n  replace $x\n}\n",
        "5:13",
        "unknown capture '$q'",
    ),
    ("ruleset S {\n  rules [Nope]\n}\n", "4:10", "unknown rule 'Nope' in ruleset 'S'"),
    (
        "rule R {\n  match (arith.addi:$o $x $y)\n  replace $o.foo\n}\n",
        "5:11",
        "'arith.addi' has no result named 'foo'",
    ),
    ("rule R {\n  match (arith.addi $x $y\n  replace $x\n}\n", "5:3", "expected '$name', '('"),
    ("rule R {\n  match (arith.addi $x $y)\n}\n", "3:1", "rule 'R' has no 'replace' or 'rewrite'"),
    (
        "rule R {\n  match (arith.addi $x $y)\n  replace $x\n}\nrule R {\n  match (arith.addi $x $y)\n  replace $x\n}\n",
        "7:1",
        "duplicate rule 'R'",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  replace $x\n  test property 0\n}\n",
        "6:17",
        "'test property' needs a positive count",
    ),
    (
        'rule R {\n  match (arith.addi $x $y)\n  replace $x\n  test property 5 { args "%a: i32" }\n}\n',
        "6:3",
        "a 'test property' block needs 'in'",
    ),
    (
        'rule R {\n  match (arith.addi $x $y)\n  replace $x\n  test property 5 { out "x" }\n}\n',
        "6:21",
        "expected 'args', 'in' or '}'",
    ),
    (
        "ruleset S {\n  rules []\n  driver fast\n}\n",
        "5:10",
        "unknown driver 'fast' (expected 'greedy' or 'walk')",
    ),
]

# `$c.field` where the capture's Python class is known: an attribute whose constraint fixes
# its class (an enum stored as an integer is an IntegerAttr), an op, a value
CASES += [
    (
        "rule R {\n  match (arith.cmpi $x $y {predicate: $p})\n  where $p.valu == 0\n  replace $x\n}\n",
        "5:12",
        "'$p' is an IntegerAttr (attribute 'predicate' of 'arith.cmpi' is CmpIPredicate), "
        "which has no attribute 'valu' (did you mean 'value'?)",
    ),
    (
        "rule R {\n  match (arith.addi:$o $x $y)\n  where $o.lhz is $x\n  replace $x\n}\n",
        "5:12",
        "'$o' is a 'arith.addi' op, which has no attribute 'lhz' (did you mean 'lhs'?)",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  where $x.tpye is $y.type\n  replace $x\n}\n",
        "5:12",
        "'$x' is a value, which has no attribute 'tpye' (did you mean 'type'?)",
    ),
    (
        "rule R {\n  match (arith.cmpi $x $y {predicate: $p})\n"
        "  replace (arith.cmpi $x $y {predicate: $p.zzz})\n}\n",
        "5:44",
        "'$p' is an IntegerAttr (attribute 'predicate' of 'arith.cmpi' is CmpIPredicate), "
        "which has no attribute 'zzz'",
    ),
]

# the free names of a rule's Python: captures, native aliases (with a function the helper
# defines) and builtins
CASES += [
    (
        "rule R {\n  match (arith.addi $x $y)\n  where h.nope($x)\n  replace $x\n}\n",
        "5:11",
        "native helper 'h' (irlite.rules.arith_folds) defines no 'nope'",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  where foo($x)\n  replace $x\n}\n",
        "5:9",
        "unknown name 'foo' (not a capture, a 'native' alias or a builtin)",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  replace (arith.addi $x (arith.constant {value: g.zero_of($x)}))\n}\n",
        "5:50",
        "unknown name 'g'",
    ),
]

# syntax: lists separated by commas, and the forms of other languages named
CASES += [
    (
        "rule R {\n  match (arith.addi either($x $y))\n  replace $x\n}\n",
        "4:31",
        "expected ',' or ')'",
    ),
    (
        "rule R {\n  match arith.addi($x, $y)\n  replace $x\n}\n",
        "4:9",
        "expected '(': a DAG is written '(arith.addi operand ...)'",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  replace with $x\n}\n",
        "5:11",
        "'replace VALUE' replaces the root's result ('replace $x')",
    ),
]


@pytest.mark.parametrize("body,pos,msg", CASES)
def test_rejected(tmp_path, body: str, pos: str, msg: str) -> None:
    p, text = rewrite_rules_error(tmp_path, body)
    assert text.startswith(f"{p}:{pos}: error: "), text
    assert msg in text.split("\n")[0]
    assert "^" in text  # the source line and a caret follow


def test_builtin_rules_files_are_valid() -> None:
    for name in ("arith_canon.rules", "cf_canon.rules", "scf_canon.rules"):
        build_rewrite_model(os.path.join(os.path.dirname(ARITH_RULES), name))


def test_fields_of_open_classes_are_not_checked(tmp_path) -> None:
    """Only where the class is known: a ``TypedAttr`` capture may be any typed attribute,
    and an op capture has its accessors and ``Operation``'s attributes."""
    p = tmp_path / "ok.rules"
    p.write_text(
        f'import "{ARITH_RULES}"\nnative h = irlite.rules.arith_folds\n'
        "rule R {\n  match (arith.addi:$o $x (arith.constant {value: $c}))\n"
        "  where $c.anything and $o.lhs is $x and $o.overflowFlags and $o.attributes\n"
        "  where all(v is not None for v in [$x]) and (lambda q: q)(h.is_int($c)) and OpResult\n"
        "  where $o.result.type is $x.type and $x.owner\n"
        "  replace $x\n}\n"
    )
    rm = build_rewrite_model(str(p))
    assert list(rm.rules) == ["R"]
