"""The greedy driver's contracts with folders that fold through poison and with region DCE.

A folder made by ``propagate_poison`` declares the folder it wraps; the driver calls
that one and looks for poison among the constants itself. Region simplification
skips its walk for dead ops in single-block regions only while the driver says none
can be dead, so an op that dies where the driver does not look again still goes in
the same round.
"""

from __future__ import annotations

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.rewriter import Listener, PatternRewriter
from irlite.passes.rewrite.greedy import apply_greedily
from irlite.passes.rewrite.pattern import RuleSetPattern
from irlite.passes.transforms.canonicalize import canonicalization_tables
from irlite.passes.transforms.region_utils import simplify_regions
from irlite.rules.arith_folds import materialize_constant, propagate_poison
from irlite.rules.ub import POISON


def _func(text: str):
    top = parse_module(text, Context())
    return top, top.regions[0].blocks[0].first


def _names(func) -> list[str]:
    return [o.name for o in func.regions[0].blocks[0].ops]


def _simplify(root, rw) -> bool:
    return simplify_regions(root, rw)


# ------------------------------------------------------------------ folding through poison


def test_propagate_poison_declares_the_folder_it_wraps() -> None:
    def base(op, c):
        return None

    folders = {"arith.addi": base}
    propagate_poison(folders, ["arith.addi", "arith.subi"])
    add, sub = folders["arith.addi"], folders["arith.subi"]
    assert add.poison is POISON and add.unless_poison is base
    assert add(None, [None, POISON]) is POISON and add(None, [None, None]) is None
    # an op without a folder of its own: the wrapped one never folds
    assert sub.unless_poison(None, [POISON]) is None and sub(None, [POISON]) is POISON


def test_driver_calls_the_wrapped_folder_and_finds_poison_itself() -> None:
    top, func = _func(
        "func.func @f(%a: i32) -> (i32, i32) {\n  %p = ub.poison : i32\n"
        "  %x = arith.addi %a, %p : i32\n  %y = arith.addi %a, %a : i32\n"
        "  return %x, %y : i32, i32\n}\n"
    )
    calls = []

    def base(op, c):
        calls.append(list(c))
        return None

    def wrapper(op, c):
        raise AssertionError("the driver calls the folder it wraps")

    wrapper.poison = POISON
    wrapper.unless_poison = base
    mats = {"arith": materialize_constant}
    res = apply_greedily(func, [], {"arith.addi": wrapper}, mats)
    assert res.converged
    assert calls[:2] == [[None, POISON], [None, None]]
    assert print_module(top) == (
        "module {\n  func.func @f(%arg0: i32) -> (i32, i32) {\n    %0 = ub.poison : i32\n"
        "    %1 = arith.addi %arg0, %arg0 : i32\n    return %0, %1 : i32, i32\n  }\n}\n"
    )


def test_canonicalize_folds_through_poison_but_algebraic_folds_win() -> None:
    top, func = _func(
        "func.func @f(%a: i32) -> (i32, i32) {\n  %p = ub.poison : i32\n"
        "  %c0 = arith.constant 0 : i32\n  %x = arith.subi %p, %a : i32\n"
        "  %y = arith.muli %p, %c0 : i32\n  return %x, %y : i32, i32\n}\n"
    )
    pats, folders, mats = canonicalization_tables()
    apply_greedily(top, pats, folders, mats)
    text = print_module(top)
    assert "arith.subi" not in text and "arith.muli" not in text
    assert "return %0, %c0_i32 : i32, i32" in text  # poison - a is poison; poison * 0 is 0


# ------------------------------------------------------------------ region DCE after a round


def test_a_use_dropped_in_place_leaves_a_dead_op_region_dce_erases_in_the_round() -> None:
    src = (
        "func.func @f(%a: i32) -> i32 {\n  %m = arith.muli %a, %a : i32\n"
        "  %s = arith.subi %m, %a : i32\n  return %s : i32\n}\n"
    )

    def drop_lhs(op, rw):  # subi(m, a) -> subi(a, a) in place: muli loses its only use
        if op.op_operands[0].value is op.op_operands[1].value:
            return None
        rw.set_operand(op, 0, op.op_operands[1].value)
        return "DropLhs"

    pats = [RuleSetPattern(drop_lhs, "arith.subi", ["DropLhs"])]
    _, func = _func(src)
    apply_greedily(func, pats, {}, {}, max_iterations=1, region_simplify=_simplify)
    assert _names(func) == ["arith.subi", "func.return"]
    _, func = _func(src)  # the driver alone leaves it for the next round
    apply_greedily(func, pats, {}, {}, max_iterations=1)
    assert _names(func) == ["arith.muli", "arith.subi", "func.return"]


def test_erasing_an_op_with_regions_leaves_a_dead_op_region_dce_erases_in_the_round() -> None:
    # the three nested users are reported erased before any use goes, so the driver does
    # not look at %m again
    src = (
        "func.func @f(%a: i32) {\n  %m = arith.muli %a, %a : i32\n  scf.execute_region {\n"
        "    %x = arith.addi %m, %m : i32\n    %y = arith.addi %m, %x : i32\n"
        "    %z = arith.addi %m, %y : i32\n    scf.yield\n  }\n  return\n}\n"
    )

    def erase(op, rw):
        rw.erase_op(op)
        return "EraseRegion"

    pats = [RuleSetPattern(erase, "scf.execute_region", ["EraseRegion"])]
    _, func = _func(src)
    apply_greedily(func, pats, {}, {}, max_iterations=1, region_simplify=_simplify)
    assert _names(func) == ["func.return"]
    _, func = _func(src)
    apply_greedily(func, pats, {}, {}, max_iterations=1)
    assert _names(func) == ["arith.muli", "func.return"]


def test_simplify_regions_skips_the_dead_op_walk_only_when_told() -> None:
    class Live(Listener):
        no_dead_ops = True

    src = "func.func @f(%a: i32) {\n  %m = arith.muli %a, %a : i32\n  return\n}\n"
    _, func = _func(src)
    assert not simplify_regions(func, PatternRewriter(Live()))
    assert _names(func) == ["arith.muli", "func.return"]
    assert simplify_regions(func, PatternRewriter())
    assert _names(func) == ["func.return"]
