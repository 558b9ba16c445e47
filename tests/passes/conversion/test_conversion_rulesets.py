"""The lowerings written as conversion rulesets (``rules/*_to_llvm.rules``): what each
declares (legality, type converter), that the pass options reach the rules, and that
``populate_*_patterns`` (what ``convert-to-llvm`` uses) gives the same rules. The exact
outputs are the lit tests' (``tests/lit/conversion``)."""

from __future__ import annotations

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.conversion import math_to_llvm
from irlite.passes.conversion.llvm_common.type_converter import make_llvm_type_converter
from irlite.passes.infra.manager import PassManager
from irlite.passes.rewrite.dialect_conversion import (
    RuleConversionPattern,
    apply_partial_conversion,
    conversion_spec,
    conversion_target,
)

LOG1P = """func.func @f(%x: f32) -> f32 {
  %0 = math.log1p %x fastmath<fast> : f32
  return %0 : f32
}
"""


def _run(pipeline: str, src: str) -> str:
    ctx = Context()
    m = parse_module(src, ctx)
    assert PassManager.from_pipeline(f"builtin.module({pipeline})", ctx).run(m)
    return print_module(m)


def test_math_conversion_declares_the_llvm_target() -> None:
    spec = conversion_spec(math_to_llvm.RULES_PATH, math_to_llvm.CONVERSION)
    assert spec["types"] == "llvm"
    assert ("dialect", "llvm") in spec["legal"]
    assert ("op", "builtin.unrealized_conversion_cast") in spec["legal"]
    assert spec["illegal"] == ()  # a partial conversion: math.tan stays, no error
    target = conversion_target(spec)
    log1p = next(o for o in parse_module(LOG1P, Context()).walk() if o.name == "math.log1p")
    assert target.is_legal(log1p) is None


def test_math_rules_cover_the_ops_mlir_lowers() -> None:
    assert len(math_to_llvm.lowered_ops()) == 25
    assert {"math.sqrt", "math.expm1", "math.log1p", "math.fpowi"} <= math_to_llvm.lowered_ops()


def test_approximate_log1p_option_reaches_the_rule() -> None:
    on = _run("convert-math-to-llvm", LOG1P)
    assert "llvm.intr.log" in on and "math.log1p" not in on
    off = _run("convert-math-to-llvm{approximate-log1p=false}", LOG1P)
    assert "math.log1p %arg0 fastmath<fast> : f32" in off and "llvm." not in off


def test_populate_gives_the_rules_with_the_given_options() -> None:
    tc = make_llvm_type_converter()
    pats = math_to_llvm.populate_math_to_llvm_patterns(tc, approximate_log1p=False)
    assert all(isinstance(p, RuleConversionPattern) for p in pats)
    assert {p.root for p in pats} == math_to_llvm.lowered_ops()
    m = parse_module(LOG1P, Context())
    spec = conversion_spec(math_to_llvm.RULES_PATH, math_to_llvm.CONVERSION)
    assert apply_partial_conversion(m, conversion_target(spec), pats, tc)
    assert "math.log1p" in print_module(m)  # the option is off


def test_index_conversion_makes_the_index_dialect_illegal() -> None:
    from irlite.passes.conversion import index_to_llvm

    spec = conversion_spec(index_to_llvm.RULES_PATH, index_to_llvm.CONVERSION)
    assert spec["illegal"] == (("dialect", "index"),)
    # every index op has a rule (casts / castu: one per width relation)
    assert len(index_to_llvm.lowered_ops()) == 26
    out = _run(
        "convert-index-to-llvm{index-bitwidth=32}",
        "func.func @f(%a: index) -> index {\n  %0 = index.ceildivu %a, %a\n  return %0 : index\n}\n",
    )
    assert "llvm.udiv" in out and ": i32" in out and "index.ceildivu" not in out


def test_arith_conversion_index_casts_follow_the_bitwidth() -> None:
    from irlite.passes.conversion import arith_to_llvm

    assert len(arith_to_llvm.lowered_ops()) == 46
    src = (
        "func.func @f(%a: index, %b: i32, %c: i64) -> (i32, index, index) {\n"
        "  %0 = arith.index_cast %a : index to i32\n"
        "  %1 = arith.index_castui %b : i32 to index\n"
        "  %2 = arith.index_cast %c : i64 to index\n"
        "  return %0, %1, %2 : i32, index, index\n}\n"
    )
    out64 = _run("convert-arith-to-llvm", src)
    assert "llvm.trunc" in out64 and "llvm.zext" in out64 and "arith." not in out64
    out32 = _run("convert-arith-to-llvm{index-bitwidth=32}", src)
    # index is i32: the first two casts vanish (same width), the third truncates
    assert "llvm.zext" not in out32 and out32.count("llvm.trunc") == 1


def test_bad_index_bitwidth_fails_the_pass_at_the_op(capsys) -> None:
    ctx = Context()
    m = parse_module("func.func @f(%a: index) -> index {\n  return %a : index\n}\n", ctx)
    pm = PassManager.from_pipeline("builtin.module(convert-index-to-llvm{index-bitwidth=-3})", ctx)
    assert not pm.run(m)
    err = capsys.readouterr().err
    assert "'index-bitwidth' must be a bit width (0 for the machine word), got -3" in err
