"""Rule-language features end to end: generated matchers run by the greedy and walk drivers.

Rules live in ``data/features.rules`` (with a native helper file next to it).
"""

from __future__ import annotations

import os

from irlite.gen.rewrite_codegen import generate_patterns, load_patterns
from irlite.gen.rewrite_model import build_rewrite_model
from irlite.ir.location import FusedLoc
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.passes.rewrite.greedy import apply_greedily, apply_walk

RULES = os.path.join(os.path.dirname(__file__), "data", "features.rules")


def _run(body: str, args: str = "%a: i32, %b: i32", ret: str = "i32", ruleset: str = "features"):
    m = parse_module(f"func.func @t({args}) -> {ret} {{\n{body}\n}}")
    _driver, table = load_patterns(RULES).RULESETS[ruleset]
    hits: dict = {}
    if ruleset == "swaps":
        apply_walk(m, table, hits)
    else:
        apply_greedily(m, table, hits=hits)
    return m, hits


def _body(m) -> list[str]:
    return [ln.strip() for ln in print_op(m).splitlines()[2:-2]]


def test_repeated_capture_means_equality() -> None:
    m, hits = _run("%0 = arith.subi %a, %a : i32\nreturn %0 : i32")
    assert hits == {"SubSelf": 1}
    assert _body(m) == ["%c0_i32 = arith.constant 0 : i32", "return %c0_i32 : i32"]
    m, hits = _run("%0 = arith.subi %a, %b : i32\nreturn %0 : i32")
    assert hits == {}


def test_multi_result_by_name_let_and_erase() -> None:
    m, hits = _run(
        "%c0 = arith.constant 0 : i32\n%s, %o = arith.addui_extended %a, %c0 : i32, i1\n"
        "return %s, %o : i32, i1",
        ret="(i32, i1)",
    )
    assert hits == {"AddUIExtendedZero": 1}
    assert _body(m) == ["%false = arith.constant false", "return %arg0, %false : i32, i1"]


def test_commutative_matching_both_orders() -> None:
    for body in (
        "%c0 = arith.constant 0 : i32\n%0 = arith.xori %c0, %a : i32\nreturn %0 : i32",
        "%c0 = arith.constant 0 : i32\n%0 = arith.xori %a, %c0 : i32\nreturn %0 : i32",
    ):
        m, hits = _run(body)
        assert hits == {"XorZero": 1}
        assert _body(m) == ["return %arg0 : i32"]


def test_ordered_turns_commutative_matching_off() -> None:
    table = load_patterns(RULES).RULESETS["features"][1]
    # the walk driver: no commutative operand sorting, so only the rule's own order matches
    m = parse_module(
        "func.func @t(%a: i32) -> i32 {\n%c0 = arith.constant 0 : i32\n"
        "%0 = arith.andi %c0, %a : i32\nreturn %0 : i32\n}"
    )
    hits: dict = {}
    apply_walk(m, table, hits)
    assert hits == {}
    # the greedy driver moves the constant right first (MLIR's commutative fold), then it matches
    m, hits = _run("%c0 = arith.constant 0 : i32\n%0 = arith.andi %c0, %a : i32\nreturn %0 : i32")
    assert hits == {"AndZeroOrdered": 1}


def test_either_on_non_commutative_op() -> None:
    m, hits = _run("%c0 = arith.constant 0 : i32\n%0 = arith.remui %c0, %a : i32\nreturn %0 : i32")
    assert hits == {"SubEither": 1}


def test_benefit_orders_rules() -> None:
    m, hits = _run("%0 = arith.muli %a, %b : i32\nreturn %0 : i32")
    assert hits == {"MulHigh": 1}
    assert _body(m) == ["%0 = arith.subi %arg0, %arg1 : i32", "return %0 : i32"]


def test_fused_location_on_created_ops() -> None:
    m = parse_module(
        'func.func @t(%a: i32) -> (i32, i1) {\n%c0 = arith.constant 0 : i32 loc("a.c":1:1)\n'
        '%s, %o = arith.addui_extended %a, %c0 : i32, i1 loc("a.c":2:2)\n'
        "return %s, %o : i32, i1\n}"
    )
    apply_walk(m, load_patterns(RULES).RULESETS["features"][1])
    const = next(
        o for o in m.walk() if o.name == "arith.constant" and str(o.results[0].type) == "i1"
    )
    assert isinstance(const.loc, FusedLoc)
    assert str(const.loc) == 'loc(fused["a.c":2:2, "a.c":1:1])'


def test_discardable_attrs_kept_or_dropped_and_walk_driver() -> None:
    m, hits = _run(
        "%0 = arith.maxsi %a, %b {tag = 1 : i32} : i32\n%1 = arith.maxui %0, %b {tag = 2 : i32} : i32\n"
        "return %1 : i32",
        ruleset="swaps",
    )
    assert hits == {"SwapKeep": 1, "SwapDrop": 1}  # walk: each op once, no re-matching
    assert _body(m) == [
        "%0 = arith.minsi %arg1, %arg0 {tag = 1 : i32} : i32",
        "%1 = arith.minui %arg1, %0 : i32",
        "return %1 : i32",
    ]


def test_generated_code_is_one_function_per_root() -> None:
    src = generate_patterns(build_rewrite_model(RULES))
    assert src.count("def m_features__arith_muli(") == 1
    assert "rule MulHigh (benefit 5)" in src and src.index("rule MulHigh") < src.index(
        "rule MulLow"
    )
