"""Conversion rulesets (``conversion NAME { ... }`` in a ``.rules`` file): a user's
conversion run by a declared pass (legality, converted operands and result types, pass
options in a rule, N-D unrolling, kept attributes), the generated module's shape, and
mistakes rejected at their ``file:line:col``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import irlite
from irlite.gen.errors import RulesError
from irlite.gen.rewrite_codegen import generate_patterns
from irlite.gen.rewrite_model import build_rewrite_model
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.infra.manager import PassManager

RULES = os.path.join(os.path.dirname(irlite.__file__), "rules")

HEAD = f"""import "{RULES}/math.rules"
import "{RULES}/llvm.rules"

native h = irlite.passes.conversion.llvm_common.rule_helpers
"""

CONV = (
    HEAD
    + """
conversion my_math {
  legal dialects [llvm]
  legal ops [builtin.unrealized_conversion_cast]
  illegal ops [math.sqrt]
  types llvm
  rules [MySqrt, MyExp, MyRsqrt]
}

rule MySqrt { match (math.sqrt:$o $x) replace (llvm.intr.sqrt $x {fastmathFlags: h.fmf($o)}) }
rule MyExp  { match (math.exp $x) replace (llvm.intr.exp $x) drop_attrs where options.lower_exp }
rule MyRsqrt {
  match (math.rsqrt:$o $x)
  nd fail
  rewrite {
    let one = (llvm.mlir.constant {value: h.splat(rtypes[0], 1.0)} : rtypes[0])
    let r = (llvm.intr.sqrt $x {**$o})
    replace $o with (llvm.fdiv one r)
  }
}

pass my-math-to-llvm on any {
  summary "Lower some math ops"
  options { lower-exp: bool = false "Lower math.exp too" }
  apply my_math
}
"""
)

SRC = """func.func @f(%x: f32, %v: vector<2x3xf32>) -> (f32, f32, vector<2x3xf32>, f32, vector<2x3xf32>) {
  %0 = math.sqrt %x fastmath<nnan> {tag} : f32
  %1 = math.exp %x {tag} : f32
  %2 = math.sqrt %v : vector<2x3xf32>
  %3 = math.rsqrt %x {tag} : f32
  %4 = math.rsqrt %v : vector<2x3xf32>
  return %0, %1, %2, %3, %4 : f32, f32, vector<2x3xf32>, f32, vector<2x3xf32>
}
"""


@pytest.fixture(scope="module")
def conv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    p = tmp_path_factory.mktemp("conv") / "my_math.rules"
    p.write_text(CONV)
    irlite.load_rules(str(p))
    return p


def _run(pipeline: str, src: str = SRC) -> tuple[bool, str]:
    ctx = Context()
    top = parse_module(src, ctx)
    ok = PassManager.from_pipeline(pipeline, ctx).run(top)
    return ok, print_module(top)


def test_declared_pass_runs_the_conversion(conv: Path) -> None:
    ok, out = _run("builtin.module(my-math-to-llvm)")
    assert ok, out
    # converted operand, flags mapped, the root's discardable attribute kept
    assert (
        "llvm.intr.sqrt(%arg0)  {fastmathFlags = #llvm.fastmath<nnan>, tag} : (f32) -> f32" in out
    )
    # the option is off: math.exp is left (it is not illegal)
    assert "math.exp %arg0 {tag} : f32" in out
    # N-D sqrt unrolled per 1-D piece: undef, then extract / sqrt / insert twice
    assert out.count("llvm.mlir.undef : !llvm.array<2 x vector<3xf32>>") == 1
    assert out.count("llvm.intr.sqrt(%") == 4  # f32, 2 pieces, rsqrt's
    # rsqrt: the attributes go on the sqrt (**$o) and the fdiv (the root's replacement)
    assert "llvm.intr.sqrt(%arg0)  {tag} : (f32) -> f32" in out
    assert "{tag} : f32" in out.split("llvm.fdiv", 1)[1].split("\n", 1)[0]
    # nd fail: the N-D rsqrt stays
    assert "math.rsqrt %arg1 : vector<2x3xf32>" in out


def test_pass_option_reaches_the_rule(conv: Path) -> None:
    ok, out = _run("builtin.module(my-math-to-llvm{lower-exp=true})")
    assert ok, out
    assert "math.exp" not in out
    assert "llvm.intr.exp(%arg0)  : (f32) -> f32" in out  # drop_attrs: no {tag}


def test_an_illegal_op_left_fails_the_pass(conv: Path, capsys: pytest.CaptureFixture) -> None:
    src = "func.func @g(%t: tensor<4xf32>) -> tensor<4xf32> {\n  %0 = math.sqrt %t : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n"
    ok, _ = _run("builtin.module(my-math-to-llvm)", src)
    assert not ok
    err = capsys.readouterr().err
    assert "failed to legalize operation 'math.sqrt' that was explicitly marked illegal" in err


def test_opt_counts_conversion_rule_hits(
    conv: Path, tmp_path: Path, capsys: pytest.CaptureFixture
) -> None:
    import gc

    from irlite.tools.opt import main as opt_main

    f = tmp_path / "in.mlir"
    f.write_text(SRC)
    try:
        rc = opt_main(
            ["--load-rules", str(conv), str(f), "--my-math-to-llvm", "--mlir-pass-statistics"]
        )
    finally:
        gc.enable()  # the tool turns the collector off for its one-shot run
    err = capsys.readouterr().err
    assert rc == 0, err
    # sqrt: the scalar and the N-D one (one hit: unrolled inside the rule); rsqrt: scalar
    assert "MyMathToLlvm\n  (S) 2 MySqrt - \n  (S) 1 MyRsqrt - \n" in err, err


NATIVE_HELPERS = """
from irlite.passes.rewrite.dialect_conversion import ConversionPattern


class TanToSin(ConversionPattern):
    ROOT = "math.tan"

    def match_and_rewrite_converted(self, op, operands, rw):
        rw.set_insertion_point(op)
        new = rw.create("llvm.intr.sin", operands, [operands[0].type], loc=op.loc)
        rw.replace_op(op, list(new.results))
        return True


PATTERNS = [TanToSin]
"""


def test_native_patterns_of_a_conversion_run_with_its_rules(tmp_path: Path) -> None:
    (tmp_path / "helpers.py").write_text(NATIVE_HELPERS)
    p = tmp_path / "native_conv.rules"
    p.write_text(
        HEAD
        + 'native n "helpers.py"\n'
        + "conversion with_native {\n  legal dialects [llvm]\n  types llvm\n"
        + "  rules [Cos]\n  patterns n.PATTERNS\n}\n"
        + "rule Cos { match (math.cos $x) replace (llvm.intr.cos $x) }\n"
        + 'pass with-native on any { summary "s" apply with_native }\n'
    )
    irlite.load_rules(str(p))
    src = (
        "func.func @f(%x: f32) -> (f32, f32) {\n  %0 = math.tan %x : f32\n"
        "  %1 = math.cos %x : f32\n  return %0, %1 : f32, f32\n}\n"
    )
    ok, out = _run("builtin.module(with-native)", src)
    assert ok, out
    assert "llvm.intr.sin(%arg0)" in out and "llvm.intr.cos(%arg0)" in out and "math." not in out


def test_generated_module_has_one_function_per_rule(conv: Path) -> None:
    text = generate_patterns(build_rewrite_model(str(conv)))
    assert "def r_my_math__MySqrt(" in text
    assert '"""Rule MySqrt (benefit 1) from my_math.rules:' in text
    assert '"math.sqrt": ((r_my_math__MySqrt,), ("MySqrt",), 1, "my_math.rules:14")' in text
    assert "CONVERSIONS = {" in text
    assert '"types": "llvm"' in text


def test_a_file_without_conversions_generates_as_before() -> None:
    text = generate_patterns(build_rewrite_model(os.path.join(RULES, "cf_canon.rules")))
    assert "CONVERSIONS" not in text
    assert "from typing import Any" not in text


# ------------------------------------------------------------------ mistakes

RULE = "rule R { match (math.sqrt $x) replace (llvm.intr.sqrt $x) }\n"
CONV_R = "conversion c {\n  legal dialects [llvm]\n  types llvm\n  rules [R]\n}\n"

MISTAKES = [
    pytest.param(
        CONV_R + "rule R { match (math.sqrt (math.exp $x)) replace (llvm.intr.sqrt $x) }\n",
        "a rule of a conversion matches one op",
        (11, 27),
        id="nested_match",
    ),
    pytest.param(
        CONV_R + RULE + "ruleset rs { rules [R] }\n",
        "rule 'R' is in ruleset 'rs' and in conversion 'c'",
        (9, 10),
        id="rule_in_both",
    ),
    pytest.param(
        "ruleset rs { rules [R] }\nrule R { match (math.sqrt $x) nd fail replace (llvm.intr.sqrt $x) }\n",
        "only a rule of a conversion can",
        (7, 1),
        id="nd_outside_a_conversion",
    ),
    pytest.param(
        "ruleset rs { rules [R] }\nrule R { match (math.sqrt:$o $x) replace (llvm.intr.sqrt $x {**$o}) }\n",
        "'**$o' (copy an op's attributes) is for rules of a conversion",
        (7, 62),
        id="copy_outside_a_conversion",
    ),
    pytest.param(
        "conversion c {\n  legal ops [llvm.nope]\n  types llvm\n}\n",
        "unknown op 'llvm.nope' in conversion 'c'",
        (7, 14),
        id="unknown_legal_op",
    ),
    pytest.param(
        "conversion c {\n  legal dialects [llvm]\n}\n",
        "conversion 'c' names no type converter",
        (6, 1),
        id="no_types",
    ),
    pytest.param(
        "conversion c {\n  legal dialect [llvm]\n  types llvm\n}\n",
        "expected 'dialects' or 'ops' after 'legal', not 'dialect'",
        (7, 9),
        id="legal_what",
    ),
    pytest.param(
        "conversion c {\n  target llvm\n}\n",
        "unknown conversion item 'target'",
        (7, 3),
        id="unknown_item",
    ),
    pytest.param(
        CONV_R + "rule R { match (math.sqrt $x) replace (llvm.intr.sqrt $x) nd sideways }\n",
        "unknown N-D mode 'sideways'",
        (11, 62),
        id="bad_nd_mode",
    ),
]


@pytest.mark.parametrize("text, message, at", MISTAKES)
def test_mistakes_are_located(tmp_path: Path, text: str, message: str, at: tuple) -> None:
    p = tmp_path / "bad.rules"
    p.write_text(HEAD + "\n" + text)
    with pytest.raises(RulesError) as ei:
        build_rewrite_model(str(p))
    e = ei.value
    assert message in e.message, e.render()
    assert e.loc is not None and (e.loc.line, e.loc.col) == at, e.render()


@pytest.mark.parametrize("name", ["arith_to_llvm", "index_to_llvm", "math_to_llvm"])
def test_generated_conversions_are_lint_clean(name: str, tmp_path: Path) -> None:
    """The code-quality test covers files with rulesets; these have conversions only."""
    import subprocess

    from irlite.gen.pyformat import ruff_binary
    from irlite.tools.gen import main as gen_main

    exe = ruff_binary()
    if exe is None:
        pytest.skip("the ruff binary is absent (pip install ruff, a dependency of irlite)")
    out = tmp_path / f"{name}.py"
    assert (
        gen_main([os.path.join(RULES, f"{name}.rules"), "--emit", "patterns", "-o", str(out)]) == 0
    )
    config = os.path.join(os.path.dirname(RULES), "pyproject.toml")
    for cmd in (["check", "--no-cache"], ["format", "--check", "--no-cache"]):
        r = subprocess.run(
            [exe, *cmd, "--config", config, str(out)], capture_output=True, text=True
        )
        assert r.returncode == 0, r.stdout + r.stderr
    assert os.path.dirname(RULES) not in out.read_text()  # no checkout path
