"""The greedy driver's contracts with folders that fold through poison and with region DCE.

A folder that wraps another to fold poison or dense constants too names the scalar
folder it wraps (``plain``); the driver calls that one when every constant is an integer
or float attribute. Region simplification
skips its walk for dead ops in single-block regions only while the driver says none
can be dead, so an op that dies where the driver does not look again still goes in
the same round.
"""

from __future__ import annotations

from irlite.ir.attributes import IntegerAttr
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.rewriter import Listener, PatternRewriter
from irlite.ir.types import IntegerType
from irlite.passes.rewrite.greedy import apply_greedily
from irlite.passes.rewrite.pattern import RuleSetPattern
from irlite.passes.transforms.canonicalize import canonicalization_tables
from irlite.passes.transforms.region_utils import simplify_regions
from irlite.rules.arith_folds import materialize_constant, propagate_poison
from irlite.rules.dense_folds import lift_elementwise
from irlite.rules.ub import POISON


def _func(text: str):
    top = parse_module(text, Context())
    return top, top.regions[0].blocks[0].first


def _names(func) -> list[str]:
    return [o.name for o in func.regions[0].blocks[0].ops]


def _simplify(root, rw) -> bool:
    return simplify_regions(root, rw)


# ------------------------------------------------------------------ folding through poison


def test_folder_wrappers_name_the_scalar_folder_they_wrap() -> None:
    def base(op, c):
        return None

    folders = {"arith.addi": base}
    lift_elementwise(folders, ["arith.addi"])
    propagate_poison(folders, ["arith.addi", "arith.subi"])
    add, sub = folders["arith.addi"], folders["arith.subi"]
    assert add.plain is base  # through both wrappers
    assert add(None, [None, POISON]) is POISON and add(None, [None, None]) is None
    # an op without a folder of its own: the scalar one never folds
    assert sub.plain(None, [POISON]) is None and sub(None, [POISON]) is POISON


def test_driver_calls_the_scalar_folder_unless_a_constant_is_of_another_kind() -> None:
    top, func = _func(
        "func.func @f(%a: i32) -> (i32, i32) {\n  %p = ub.poison : i32\n"
        "  %c = arith.constant 3 : i32\n  %x = arith.addi %a, %p : i32\n"
        "  %y = arith.addi %a, %c : i32\n  return %x, %y : i32, i32\n}\n"
    )
    calls = []

    def plain(op, c):
        calls.append(("plain", list(c)))
        return None

    def folder(op, c):
        calls.append(("folder", list(c)))
        return POISON if POISON in c else None

    folder.plain = plain
    mats = {"arith": materialize_constant}
    res = apply_greedily(func, [], {"arith.addi": folder}, mats)
    assert res.converged
    three = IntegerAttr.get(IntegerType.get(32), 3)
    assert calls[:2] == [("folder", [None, POISON]), ("plain", [None, three])]
    assert print_module(top) == (
        "module {\n  func.func @f(%arg0: i32) -> (i32, i32) {\n    %c3_i32 = arith.constant 3 : i32\n"
        "    %0 = ub.poison : i32\n    %1 = arith.addi %arg0, %c3_i32 : i32\n"
        "    return %0, %1 : i32, i32\n  }\n}\n"
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
