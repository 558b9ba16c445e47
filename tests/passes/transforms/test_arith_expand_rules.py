"""``arith-expand`` applies the rules of ``rules/arith_expand.rules`` in a partial conversion.

What the pass's output is (mlir-opt 19's text) is checked by the lit tests
(``tests/lit/conversion/arith-expand*.mlir``, ``tests/lit/passes/arith-expand-*.mlir``)
and what the expansions mean by ``test_arith_expand.py``; this file checks the wiring:
each of MLIR's three ``populate*Patterns`` is one ruleset, one generated matcher per op
it expands, tried by the conversion driver (statistics name the rule that fired); the
rules' inline tests cover every rule, with a ``test property`` for each the interpreter
can run (over the match DAG, or over a given program that keeps away from the inputs
where MLIR 19's expansion is known to be inexact).
"""

from __future__ import annotations

import pytest

from irlite.gen.loader import load_patterns
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.passes.rewrite.dialect_conversion import apply_partial_conversion
from irlite.passes.transforms.arith_expand import (
    RULES_PATH,
    arith_expand_target,
    populate_arith_expand_patterns,
    populate_ceil_floor_div_expand_patterns,
    populate_expand_bf16_patterns,
)

DIVISIONS = {"arith.ceildivsi", "arith.ceildivui", "arith.floordivsi"}
MIN_MAX = {
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
}
BF16 = {"arith.extf", "arith.truncf"}

#: rules without a ``test property``, and why (the rules file says the same)
NO_PROPERTY = {
    "BF16ExtFExpansion": "the interpreter has no bf16",
    "BF16TruncFExpansion": "the interpreter has no bf16",
}
#: rules whose ``test property`` runs a given program that keeps away from the inputs
#: where MLIR 19's expansion is known to differ (``test_arith_expand.py`` asserts those)
GIVEN_PROGRAM = {
    "CeilDivSIExpansion": "a is halved: wrong at MIN / b >= 2, UB at MAX / -1",
    "MaximumFExpansion": "x + 1.0 is never -0: ugt does not order -0 and +0",
    "MinimumFExpansion": "x + 1.0 is never -0: ult does not order -0 and +0",
    "MaxNumFExpansion": "x + 1.0 is never -0: of -0 and +0 it may pick either",
    "MinNumFExpansion": "x + 1.0 is never -0: of -0 and +0 it may pick either",
}


@pytest.mark.parametrize(
    "populate,roots",
    [
        (populate_ceil_floor_div_expand_patterns, DIVISIONS),
        (populate_arith_expand_patterns, DIVISIONS | MIN_MAX),
        (populate_expand_bf16_patterns, BF16),
    ],
)
def test_each_populate_is_a_ruleset_with_one_matcher_per_op(populate, roots):
    patterns = populate()
    assert {p.root for p in patterns} == roots
    assert len(patterns) == len(roots)
    rules = load_patterns(RULES_PATH).RULES
    for p in patterns:
        assert p.location.startswith("arith_expand.rules:"), p
        (name,) = p.rules
        assert rules[name][0] == p.root
        assert p.debug_name == name


def test_the_target_marks_illegal_exactly_what_the_rules_expand():
    src = """func.func @f(%a: i32, %b: i32, %x: f32, %y: f32, %h: bf16) -> () {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.maxsi %a, %b : i32
  %4 = arith.maxui %a, %b : i32
  %5 = arith.minsi %a, %b : i32
  %6 = arith.minui %a, %b : i32
  %7 = arith.maximumf %x, %y : f32
  %8 = arith.minimumf %x, %y : f32
  %9 = arith.maxnumf %x, %y : f32
  %10 = arith.minnumf %x, %y : f32
  %11 = arith.extf %h : bf16 to f32
  %12 = arith.truncf %x : f32 to bf16
  %13 = arith.addi %a, %b : i32
  return
}"""
    ops = [o for o in parse_module(src, Context()).walk() if o.name.startswith("arith.")]
    for bf16, div_only in [(False, False), (True, False), (False, True), (True, True)]:
        target = arith_expand_target(include_bf16=bf16, ceil_floor_div_only=div_only)
        illegal = {o.name for o in ops if target.is_illegal(o)}
        want = DIVISIONS | (set() if div_only else MIN_MAX) | (BF16 if bf16 else set())
        assert illegal == want, (bf16, div_only)


def test_statistics_count_the_rule_that_fired():
    src = """func.func @f(%a: i32, %b: i32, %x: f32, %y: f32) -> (i32, i32, f32) {
  %0 = arith.ceildivui %a, %b : i32
  %1 = arith.ceildivui %0, %b : i32
  %2 = arith.minnumf %x, %y : f32
  return %0, %1, %2 : i32, i32, f32
}"""
    m = parse_module(src, Context())
    stats: dict = {}
    ok = apply_partial_conversion(
        m, arith_expand_target(), populate_arith_expand_patterns(), stats=stats
    )
    assert ok
    assert stats == {"CeilDivUIExpansion": 2, "MinNumFExpansion": 1}
    assert "ceildivui" not in str(m) and "minnumf" not in str(m)


def test_an_op_no_rule_expands_fails_the_conversion():
    # a dynamically shaped tensor has no splat constant: the rule's `where` rejects it
    src = """func.func @f(%a: tensor<?xi64>, %b: tensor<?xi64>) -> tensor<?xi64> {
  %0 = arith.floordivsi %a, %b : tensor<?xi64>
  return %0 : tensor<?xi64>
}"""
    m = parse_module(src, Context())
    stats: dict = {}
    assert not apply_partial_conversion(
        m, arith_expand_target(), populate_arith_expand_patterns(), stats=stats
    )
    assert stats == {}
    assert "arith.floordivsi" in str(m)


def test_every_rule_has_inline_tests():
    rules = load_patterns(RULES_PATH).RULES
    assert len(rules) == len(DIVISIONS | MIN_MAX | BF16)
    for name, (_root, _benefit, _loc, tests) in rules.items():
        kinds = [t[0] for t in tests]
        assert "io" in kinds, name
        properties = [t for t in tests if t[0] == "property"]
        if name in NO_PROPERTY:
            assert properties == [], f"{name} has a property test now: update NO_PROPERTY"
            continue
        assert properties, name
        # ("property", count, args, program, location, match skeleton)
        given = [t for t in properties if t[3]]
        assert bool(given) == (name in GIVEN_PROGRAM), name
