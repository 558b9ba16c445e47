"""Result DAGs with given result types: ``(op ... : type($v))`` / ``(op ... : python-expr, ...)``.

Checks the generated matchers and the ``--debug-rules`` interpreter build the
same ops with the given types, the generated code passes them to ``build``,
let references to a named result (``m.high``), and the generation-time errors
(missing types, wrong count, bad ``type(...)`` operands, types in a match DAG).
"""

from __future__ import annotations

import os

import pytest
from support.rules import rewrite_rules_error

from irlite.gen.rewrite_codegen import generate_patterns, load_patterns
from irlite.gen.rewrite_interp import interpreted_rulesets
from irlite.gen.rewrite_model import build_rewrite_model
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.verifier import verify
from irlite.passes.rewrite.greedy import apply_greedily

RULES = os.path.join(os.path.dirname(__file__), "data", "result_types.rules")


def _both(text: str) -> tuple[list[str], dict]:
    """The body after the generated matchers, and after the interpreted ones (must agree)."""
    outs, all_hits = [], []
    for table in (
        load_patterns(RULES).RULESETS["types"][1],
        interpreted_rulesets(RULES, lambda s: None)["types"][1],
    ):
        m = parse_module(text)
        hits: dict = {}
        apply_greedily(m, table, hits=hits)
        assert verify(m) == [], print_op(m)  # the given result types make valid ops
        outs.append([ln.strip() for ln in print_op(m).splitlines()[2:-2]])
        all_hits.append(hits)
    assert outs[0] == outs[1]
    assert all_hits[0] == all_hits[1]
    return outs[0], all_hits[0]


@pytest.mark.parametrize(
    "src, rule, want",
    [
        pytest.param(
            "func.func @t(%a: i8, %b: i8) -> i64 {\n%0 = arith.extsi %a : i8 to i64\n"
            "%1 = arith.extsi %b : i8 to i64\n%2 = arith.addi %0, %1 : i64\nreturn %2 : i64\n}",
            "ExtOfAdd",
            [
                "%0 = arith.addi %arg0, %arg1 : i8",
                "%1 = arith.extsi %0 : i8 to i64",
                "return %1 : i64",
            ],
            id="type-of-root",
        ),
        pytest.param(
            "func.func @t(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi16> {\n"
            "%0 = arith.muli %a, %b : vector<4xi32>\n"
            "%1 = arith.trunci %0 : vector<4xi32> to vector<4xi16>\nreturn %1 : vector<4xi16>\n}",
            "TruncOfMul",
            [
                "%0 = arith.trunci %arg0 : vector<4xi32> to vector<4xi16>",
                "%1 = arith.trunci %arg1 : vector<4xi32> to vector<4xi16>",
                "%2 = arith.muli %0, %1 : vector<4xi16>",
                "return %2 : vector<4xi16>",
            ],
            id="python-type-expression-and-named-result",
        ),
    ],
)
def test_given_result_types(src: str, rule: str, want: list[str]) -> None:
    body, hits = _both(src)
    assert hits == {rule: 1}
    assert body == want


def test_let_result_by_name() -> None:
    body, hits = _both(
        "func.func @t(%a: i16, %b: i16) -> i32 {\n%c16 = arith.constant 16 : i32\n"
        "%0 = arith.extui %a : i16 to i32\n%1 = arith.extui %b : i16 to i32\n"
        "%2 = arith.muli %0, %1 : i32\n%3 = arith.shrui %2, %c16 : i32\nreturn %3 : i32\n}"
    )
    assert hits == {"HighOfMul": 1}
    assert body[-2:] == ["%0 = arith.extui %high : i16 to i32", "return %0 : i32"]
    assert "%low, %high = arith.mului_extended %arg0, %arg1 : i16" in body


def test_generated_code_passes_the_types_to_build() -> None:
    text = generate_patterns(build_rewrite_model(RULES))
    assert "out_type=(c_r.results[0].type)" in text
    assert "out_type=(c_t.results[0].type)" in text
    assert "# result: replace (arith.extsi (arith.addi $x $y) : $r.result.type)" in text
    assert ".results[1]" in text  # m.high


BAD = [
    (
        "rule R {\n  match (arith.addi $x $y)\n  replace (arith.extsi $x)\n}\n",
        "5:11",
        "cannot infer the result type of 'arith.extsi' built by rule 'R' (give it at the end of the node",
    ),
    (
        "rule R {\n  match (arith.addi:$r $x $y)\n  replace (arith.extsi $x : type($r), type($r))\n}\n",
        "5:29",
        "'arith.extsi' has 1 result(s), 2 result type(s) given",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  replace (arith.extsi $x : type($q))\n}\n",
        "5:29",
        "unknown capture '$q'",
    ),
    (
        "rule R {\n  match (arith.addui_extended:$e $x $y)\n  rewrite { replace $e.sum with (arith.extsi $x : type($e)) }\n}\n",
        "5:51",
        "'type($e)': 'arith.addui_extended' has 2 results (name one: 'type($e.sum)')",
    ),
    (
        "rule R {\n  match (arith.addi:$r $x $y)\n  replace (arith.extsi $x : type($r.nope))\n}\n",
        "5:29",
        "'arith.addi' has no result named 'nope'",
    ),
    (
        "rule R {\n  match (arith.addi:$r $x $y)\n  replace (arith.extsi $x : $r.result.type +)\n}\n",
        "5:29",
        "Python expression does not compile",
    ),
    (
        "rule R {\n  match (arith.extsi $x : i32)\n  replace $x\n}\n",
        "4:25",
        "result types (': T') are only allowed in result DAGs",
    ),
    (
        "rule R {\n  match (arith.addi $x $y)\n  replace (arith.extsi $x :)\n}\n",
        "5:28",
        "expected a Python expression",
    ),
    (
        (
            "rule R {\n  match (arith.addi:$r $x $y)\n  rewrite { let m = (arith.mului_extended $x $y)\n"
            "            replace $r with m }\n}\n"
        ),
        "6:29",
        "'m' is a 'arith.mului_extended' with 2 results: name one",
    ),
    (
        (
            "rule R {\n  match (arith.addi:$r $x $y)\n  rewrite { let m = (arith.mului_extended $x $y)\n"
            "            replace $r with m.nope }\n}\n"
        ),
        "6:29",
        "'arith.mului_extended' has no result named 'nope'",
    ),
]


@pytest.mark.parametrize("body,pos,msg", BAD)
def test_rejected(tmp_path, body: str, pos: str, msg: str) -> None:
    p, text = rewrite_rules_error(tmp_path, body)
    assert text.startswith(f"{p}:{pos}: error: "), text
    assert msg in text.split("\n")[0], text
