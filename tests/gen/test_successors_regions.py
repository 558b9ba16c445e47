"""Successor captures (``^dest($args...)``) and region actions (``inline``, a result DAG's
``{region: $o.region}``, ``merge ^dest(...)``) in rewrite rules: what they do, under the
generated matchers and the ``--debug-rules`` interpreter alike, and the located errors of
their misuse."""

from __future__ import annotations

import os

import pytest

from irlite.gen.errors import RulesError
from irlite.gen.rewrite_codegen import load_patterns
from irlite.gen.rewrite_interp import interpreted_rulesets
from irlite.gen.rewrite_model import build_rewrite_model
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.passes.rewrite.greedy import apply_greedily

RULES_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "rules"))

HEADER = f'import "{RULES_DIR}/arith.rules"\nimport "{RULES_DIR}/cf.rules"\nimport "{RULES_DIR}/scf.rules"\n'

FEATURES = (
    HEADER
    + """
# two successors that are one block, passed the same two values: one br
rule SameDest {
  match (cf.cond_br _ ^d($x, $y) ^d($x, $y))
  replace (cf.br ^d($x, $y))
}

# swap the successors of a branch on a negated condition (xor with true)
rule SwapNegated {
  match (cf.cond_br (arith.xori $c (arith.constant {value: $t})) ^a($as...) ^b($bs...))
  where $t.value == -1 or $t.value == 1
  replace (cf.cond_br $c ^b($bs...) ^a($as...))
}

# a loop from 0 to 1: its body, inlined with the lower bound and the inits as arguments
rule OneTrip {
  match (scf.for:$for (arith.constant:$lb {value: $lo}) (arith.constant {value: $hi}) $s $inits...)
  where $lo.value == 0 and $hi.value == 1
  replace inline $for.region($lb, $inits...)
}

# an scf.if without results rebuilt with its regions swapped and the condition negated
rule Invert {
  match (scf.if:$if (arith.xori $c (arith.constant {value: $t})))
  where not $if.results and $t.value in (1, -1) and $if.elseRegion.blocks
  replace (scf.if $c {thenRegion: $if.elseRegion, elseRegion: $if.thenRegion} : [])
}

# the same, for any number of operands: a repeated group means the same values
rule SameDestAny {
  benefit 0
  match (cf.cond_br _ ^d($xs...) ^d($xs...))
  replace (cf.br ^d($xs...))
}

ruleset features {
  rules [SameDest, SameDestAny, SwapNegated, OneTrip, Invert]
}
"""
)


@pytest.fixture(scope="module")
def rules_path(tmp_path_factory) -> str:
    p = tmp_path_factory.mktemp("succ") / "features.rules"
    p.write_text(FEATURES)
    return str(p)


def _both(rules_path: str, text: str) -> tuple[str, dict]:
    """The program after the ruleset, with generated and interpreted matchers (equal)."""
    outs = []
    for table in (
        load_patterns(rules_path).RULESETS["features"][1],
        interpreted_rulesets(rules_path, lambda s: None)["features"][1],
    ):
        m = parse_module(text, Context())
        hits: dict = {}
        apply_greedily(m, table, hits=hits)
        outs.append((print_op(m), hits))
    assert outs[0] == outs[1]
    return outs[0]


def test_repeated_successor_and_fixed_operands(rules_path) -> None:
    src = """func.func @t(%p: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %p, ^bb1(%a, %b : i32, i32), ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}"""
    out, hits = _both(rules_path, src)
    assert hits == {"SameDest": 1}
    assert "cf.br ^bb1(%arg1, %arg2 : i32, i32)" in out
    # different operands, or different blocks: no match
    for other in (
        src.replace("^bb1(%a, %b : i32, i32)\n", "^bb1(%b, %a : i32, i32)\n"),
        src.replace(
            "^bb1(%a, %b : i32, i32), ^bb1(%a, %b : i32, i32)", "^bb1(%a, %b : i32, i32), ^bb2"
        )
        + "\n",
    ):
        if "^bb2" in other:
            other = other.replace("^bb1(%x", "^bb2:\n  cf.br ^bb1(%a, %b : i32, i32)\n^bb1(%x")
        out, hits = _both(rules_path, other)
        assert hits == {}, other


def test_repeated_group_means_the_same_values(rules_path) -> None:
    src = """func.func @t(%p: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %p, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}"""
    out, hits = _both(rules_path, src)
    assert hits == {"SameDestAny": 1}
    assert "cf.br ^bb1(%arg1 : i32)" in out
    out, hits = _both(rules_path, src.replace("^bb1(%a : i32)\n", "^bb1(%b : i32)\n"))
    assert hits == {}


def test_successors_and_groups_rebuilt_in_order(rules_path) -> None:
    out, hits = _both(
        rules_path,
        """func.func @t(%p: i1, %a: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %p, %true : i1
  cf.cond_br %n, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return %x : i32
^bb2:
  return %a : i32
}""",
    )
    assert hits == {"SwapNegated": 1}
    assert "cf.cond_br %arg0, ^bb2, ^bb1(%arg1 : i32)" in out


def test_inline_region_with_arguments(rules_path) -> None:
    out, hits = _both(
        rules_path,
        """func.func @t(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (index) {
    %1 = arith.addi %x, %i : index
    %2 = arith.muli %1, %x : index
    scf.yield %2 : index
  }
  return %0 : index
}""",
    )
    assert hits == {"OneTrip": 1}
    assert "scf.for" not in out
    assert "%0 = arith.addi %arg0, %c0 : index" in out
    assert "%1 = arith.muli %0, %arg0 : index" in out and "return %1 : index" in out


def test_regions_moved_into_a_built_op(rules_path) -> None:
    out, hits = _both(
        rules_path,
        """func.func @t(%p: i1, %m: memref<i32>, %a: i32, %b: i32) {
  %true = arith.constant true
  %n = arith.xori %p, %true : i1
  scf.if %n {
    memref.store %a, %m[] : memref<i32>
  } else {
    memref.store %b, %m[] : memref<i32>
  }
  return
}""",
    )
    assert hits == {"Invert": 1}
    lines = [ln.strip() for ln in out.splitlines()]
    i = lines.index("scf.if %arg0 {")
    assert lines[i + 1] == "memref.store %arg3, %arg1[] : memref<i32>"
    assert lines[i + 3] == "memref.store %arg2, %arg1[] : memref<i32>"


def test_builtin_cf_and_scf_rules_fire_in_canonicalize() -> None:
    from irlite.passes.infra.manager import run_pipeline
    from irlite.passes.infra.registry import load_builtin_passes

    load_builtin_passes()
    ctx = Context()
    m = parse_module(
        """func.func @t(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %x, %b : i32
    scf.yield %1 : i32
  }
  return %0 : i32
^bb2:
  return %b : i32
}""",
        ctx,
    )
    assert run_pipeline("builtin.module(canonicalize)", m, ctx)
    body = [ln.strip() for ln in print_op(m).splitlines()[2:-2]]
    assert body == ["%0 = arith.addi %arg0, %arg1 : i32", "return %0 : i32"]


ERRORS = [
    (
        "rule R {\n  match (cf.br ^d ^e)\n  rewrite { erase $d }\n}\n",
        "6:19",
        "'cf.br' has 1 successor(s), 2 given (^dest)",
    ),
    (
        "rule R {\n  match (cf.cond_br $c ^t($a...) ^f)\n  replace (cf.br ^u($a...))\n}\n",
        "7:18",
        "unknown successor '^u' (not a block captured by the match)",
    ),
    (
        "rule R {\n  match (cf.switch $f ^d ^cs)\n  replace (cf.br ^d)\n}\n",
        "6:26",
        "successor 'caseDestinations' of 'cf.switch' is variadic: write '^cs...'",
    ),
    (
        "rule R {\n  match (cf.switch $f ^d ^cs...)\n  replace (cf.switch $f ^d ^cs...)\n}\n",
        "7:28",
        "a result DAG cannot build the variadic successor 'caseDestinations' of 'cf.switch'",
    ),
    (
        "rule R {\n  match (cf.br ^d($xs..., $y))\n  rewrite { merge ^d($y) }\n}\n",
        "6:19",
        "'$xs...' must be the last operand of '^d(...)'",
    ),
    (
        "rule R {\n  match (scf.execute_region:$e)\n  replace inline $e.regoin\n}\n",
        "7:18",
        "'scf.execute_region' has no region named 'regoin' (did you mean 'region'?)",
    ),
    (
        "rule R {\n  match (scf.index_switch:$s $i)\n  replace inline $s.caseRegions\n}\n",
        "7:18",
        "'caseRegions' is a variadic region group: name one",
    ),
    (
        "rule R {\n  match (scf.if:$o $c)\n  replace inline $c.thenRegion\n}\n",
        "7:18",
        "'$c.thenRegion': '$c' is not an op",
    ),
    (
        "rule R {\n  match (scf.if:$o $c)\n  rewrite { merge ^d }\n}\n",
        "7:19",
        "unknown successor '^d' (not a block captured by the match)",
    ),
    (
        "rule R {\n  match (scf.if:$o $c)\n  replace (scf.if $c {thenRegion: $o.nope} : [])\n}\n",
        "7:35",
        "'scf.if' has no region named 'nope'",
    ),
    (
        "rule R {\n  match (cf.br ^d($x))\n  where $d.predecesors\n  rewrite { merge ^d($x) }\n}\n",
        "7:12",
        "'$d' is a block (a successor), which has no attribute 'predecesors' "
        "(did you mean 'predecessors'?)",
    ),
    (
        "rule R {\n  match (cf.br ^d($x))\n  rewrite { merge ^d($x) }\n  test property 10\n}\n",
        "8:3",
        "'test property N' builds programs from the match DAG, which cannot make blocks",
    ),
]


@pytest.mark.parametrize("body,pos,msg", ERRORS)
def test_rejected(tmp_path, body: str, pos: str, msg: str) -> None:
    p = tmp_path / "bad.rules"
    p.write_text(HEADER + "native h = irlite.rules.cf_canon\n" + body)
    with pytest.raises(RulesError) as ei:
        build_rewrite_model(str(p))
    text = str(ei.value)
    assert text.startswith(f"{p}:{pos}: error: "), text
    assert msg in text.split("\n")[0], text
