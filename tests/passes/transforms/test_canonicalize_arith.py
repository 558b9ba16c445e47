"""``canonicalize`` on arith: folds with wrap/signedness/IEEE semantics, identities, rules.

Expected texts are mlir-opt 19's ``--canonicalize`` output (hard-coded).
"""

from __future__ import annotations

import subprocess
import sys

from irlite.ir.module import parse_module
from irlite.passes.rewrite.greedy import apply_greedily
from irlite.passes.transforms.canonicalize import canonicalization_tables

SRC = "func.func @wrap() -> (i8, i8, i8, i32) {\n  %a = arith.constant 127 : i8\n  %b = arith.constant 1 : i8\n  %m = arith.constant -128 : i8\n  %n = arith.constant -1 : i8\n  %0 = arith.addi %a, %b : i8\n  %1 = arith.muli %a, %a : i8\n  %2 = arith.divsi %m, %n : i8\n  %x = arith.constant 7 : i32\n  %y = arith.constant -2 : i32\n  %3 = arith.divsi %x, %y : i32\n  return %0, %1, %2, %3 : i8, i8, i8, i32\n}\nfunc.func @unsigned() -> (i8, i8, i8, i8) {\n  %a = arith.constant -1 : i8\n  %b = arith.constant 16 : i8\n  %0 = arith.divui %a, %b : i8\n  %1 = arith.remui %a, %b : i8\n  %2 = arith.shrui %a, %b : i8\n  %c3 = arith.constant 3 : i8\n  %3 = arith.shrui %a, %c3 : i8\n  return %0, %1, %2, %3 : i8, i8, i8, i8\n}\nfunc.func @cmp(%x: i32) -> (i1, i1, i1, i1) {\n  %c = arith.constant 5 : i32\n  %d = arith.constant -5 : i32\n  %0 = arith.cmpi slt, %d, %c : i32\n  %1 = arith.cmpi ult, %d, %c : i32\n  %2 = arith.cmpi sle, %x, %x : i32\n  %3 = arith.cmpi slt, %c, %x : i32\n  return %0, %1, %2, %3 : i1, i1, i1, i1\n}\nfunc.func @ident(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {\n  %z = arith.constant 0 : i32\n  %o = arith.constant 1 : i32\n  %0 = arith.addi %z, %x : i32\n  %1 = arith.muli %o, %x : i32\n  %2 = arith.subi %y, %y : i32\n  %s = arith.subi %x, %y : i32\n  %3 = arith.addi %s, %y : i32\n  %t = arith.constant true\n  %4 = arith.select %t, %x, %y : i32\n  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32\n}\nfunc.func @floats() -> (f32, f32, f64) {\n  %a = arith.constant 1.0e+00 : f32\n  %b = arith.constant 3.0e+00 : f32\n  %0 = arith.divf %a, %b : f32\n  %z = arith.constant 0.0 : f32\n  %1 = arith.divf %a, %z : f32\n  %c = arith.constant 0.1 : f64\n  %d = arith.constant 0.2 : f64\n  %2 = arith.addf %c, %d : f64\n  return %0, %1, %2 : f32, f32, f64\n}\nfunc.func @chains(%x: i32) -> (i32, i32, i32) {\n  %c1 = arith.constant 1 : i32\n  %c2 = arith.constant 2 : i32\n  %m1 = arith.constant -1 : i32\n  %0 = arith.subi %x, %c1 : i32\n  %1 = arith.addi %0, %c2 : i32\n  %2 = arith.subi %c2, %x : i32\n  %3 = arith.subi %c1, %2 : i32\n  %4 = arith.muli %x, %m1 : i32\n  %5 = arith.addi %c2, %4 : i32\n  return %1, %3, %5 : i32, i32, i32\n}\n"

WANT = "module {\n  func.func @wrap() -> (i8, i8, i8, i32) {\n    %c-3_i32 = arith.constant -3 : i32\n    %c-128_i8 = arith.constant -128 : i8\n    %c-1_i8 = arith.constant -1 : i8\n    %c1_i8 = arith.constant 1 : i8\n    %0 = arith.divsi %c-128_i8, %c-1_i8 : i8\n    return %c-128_i8, %c1_i8, %0, %c-3_i32 : i8, i8, i8, i32\n  }\n  func.func @unsigned() -> (i8, i8, i8, i8) {\n    %c31_i8 = arith.constant 31 : i8\n    %c-1_i8 = arith.constant -1 : i8\n    %c16_i8 = arith.constant 16 : i8\n    %c15_i8 = arith.constant 15 : i8\n    %0 = arith.shrui %c-1_i8, %c16_i8 : i8\n    return %c15_i8, %c15_i8, %0, %c31_i8 : i8, i8, i8, i8\n  }\n  func.func @cmp(%arg0: i32) -> (i1, i1, i1, i1) {\n    %c5_i32 = arith.constant 5 : i32\n    %true = arith.constant true\n    %false = arith.constant false\n    %0 = arith.cmpi sgt, %arg0, %c5_i32 : i32\n    return %true, %false, %true, %0 : i1, i1, i1, i1\n  }\n  func.func @ident(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {\n    %c0_i32 = arith.constant 0 : i32\n    return %arg0, %arg0, %c0_i32, %arg0, %arg0 : i32, i32, i32, i32, i32\n  }\n  func.func @floats() -> (f32, f32, f64) {\n    %cst = arith.constant 0.333333343 : f32\n    %cst_0 = arith.constant 0x7F800000 : f32\n    %cst_1 = arith.constant 0.30000000000000004 : f64\n    return %cst, %cst_0, %cst_1 : f32, f32, f64\n  }\n  func.func @chains(%arg0: i32) -> (i32, i32, i32) {\n    %c-1_i32 = arith.constant -1 : i32\n    %c2_i32 = arith.constant 2 : i32\n    %c1_i32 = arith.constant 1 : i32\n    %0 = arith.addi %arg0, %c1_i32 : i32\n    %1 = arith.addi %arg0, %c-1_i32 : i32\n    %2 = arith.subi %c2_i32, %arg0 : i32\n    return %0, %1, %2 : i32, i32, i32\n  }\n}\n\n"


def _canon(src: str):
    m = parse_module(src)
    p, f, mats = canonicalization_tables()
    res = apply_greedily(m, p, f, mats)
    return m, res


def test_matches_mlir_opt_through_cli(tmp_path) -> None:
    f = tmp_path / "in.mlir"
    f.write_text(SRC)
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "irlite.tools.opt",
            str(f),
            "--pass-pipeline=builtin.module(canonicalize)",
        ],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout == WANT


def test_converges_and_is_idempotent() -> None:
    m, res = _canon(SRC)
    assert res.converged
    p, f, mats = canonicalization_tables()
    again = apply_greedily(m, p, f, mats)
    assert not again.changed


def test_max_iterations_reports_non_convergence() -> None:
    m = parse_module(
        "func.func @f(%x: i32) -> i32 {\n%c1 = arith.constant 1 : i32\n"
        "%0 = arith.addi %x, %c1 : i32\n%1 = arith.addi %0, %c1 : i32\n"
        "%2 = arith.addi %1, %c1 : i32\nreturn %2 : i32\n}"
    )
    p, f, mats = canonicalization_tables()
    res = apply_greedily(m, p, f, mats, max_iterations=1)
    assert not res.converged
    assert "AddIAddConstant" in res.kept_firing


def test_greedy_driver_requeues_ancestors_of_a_change() -> None:
    """As MLIR's ``addToWorklist``: a change inside a region op queues the region op
    too (popped first), so its patterns see the change in the same round."""
    from irlite.ir.attributes import UnitAttr
    from irlite.ir.context import Context
    from irlite.ir.module import parse_module
    from irlite.passes.rewrite.greedy import apply_greedily

    text = (
        "func.func @f(%a: i32) -> i32 {\n  %r = scf.execute_region -> i32 {\n"
        "    %s = arith.addi %a, %a : i32\n    scf.yield %s : i32\n  }\n  return %r : i32\n}\n"
    )
    top = parse_module(text, Context())
    func = top.regions[0].blocks[0].first

    def inner(op, rw):
        if "done" in op.attributes:
            return None
        op.attributes = {"done": UnitAttr.get()}
        rw.modify(op)
        return "MarkInner"

    def outer(op, rw):
        first = op.regions[0].blocks[0].first
        if "seen" in op.attributes or "done" not in first.attributes:
            return None
        op.attributes = {"seen": UnitAttr.get()}
        rw.modify(op)
        return "SeeInner"

    hits: dict = {}
    from irlite.passes.rewrite.pattern import RuleSetPattern

    pats = [
        RuleSetPattern(inner, "arith.addi", ["MarkInner"]),
        RuleSetPattern(outer, "scf.execute_region", ["SeeInner"]),
    ]
    res = apply_greedily(func, pats, {}, {}, hits=hits)
    assert hits == {"MarkInner": 1, "SeeInner": 1}
    assert res.iterations == 2  # one productive round, one that changes nothing
