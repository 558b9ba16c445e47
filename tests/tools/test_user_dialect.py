"""A user's dialect end to end, as a new user writes it from docs/rules-language.md: three
ops of an odd width (i7), a canonicalizer declared in the ``dialect`` block, a declared
pass, rules with inline tests. Loaded with ``--load-rules`` it is rewritten by
``--canonicalize`` and by its pass in a pipeline; ``irlite-gen --test`` passes its tests
and fails on a wrong one; the same works from Python through public names only
(``irlite.load_rules``, ``PassManager.from_pipeline``, the builder). A user rule rooted at
another dialect's op applies although the input has none of the user's ops, and a rule
that raises is reported at the matched op with the rule's location, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from irlite.tools.gen import main as gen_main
from irlite.tools.opt import main as opt_main

POLY = """\
dialect poly {
  summary "polynomials of 7-bit coefficients"
  canonicalize canonicalize_poly
}

native h "poly_helpers.py"

op const [Pure, ConstantLike] {
  summary "a constant"
  attrs   { value: TypedAttr }
  results { out: I7 = $value.type }
  format  "$value attr-dict"
}

op add [Pure, Commutative, SameOperandsAndResultType] {
  summary  "addition"
  operands { lhs: I7, rhs: I7 }
  results  { out: I7 }
  format   "$lhs `,` $rhs attr-dict `:` type($out)"
}

op neg [Pure, SameOperandsAndResultType] {
  summary  "negation"
  operands { input: I7 }
  results  { out: I7 }
  format   "$input attr-dict `:` type($out)"
}

# neg(neg(x)) -> x
rule NegNeg {
  match (poly.neg (poly.neg $x))
  replace $x
  test { args "%a: i7" in "%0 = poly.neg %a : i7\\n%1 = poly.neg %0 : i7" out "%a" }
}

# add(x, neg(x)) -> 0
rule AddNeg {
  match (poly.add $x (poly.neg $x))
  replace (poly.const {value: h.zero($x.type)})
  test { args "%a: i7" in "%0 = poly.neg %a : i7\\n%1 = poly.add %a, %0 : i7" out "%0 = poly.const 0 : i7" }
}

ruleset canonicalize_poly { rules [NegNeg, AddNeg] driver greedy }
ruleset only_negneg { rules [NegNeg] driver walk }

pass poly-negneg on func.func {
  summary "Cancel double negations"
  apply only_negneg
}
"""

HELPERS = """\
from irlite.ir.attributes import IntegerAttr


def zero(t):
    return IntegerAttr.get(t, 0)
"""

INPUT = """\
func.func @f(%a: i7) -> i7 {
  %0 = poly.neg %a : i7
  %1 = poly.neg %0 : i7
  %2 = poly.neg %1 : i7
  %3 = poly.add %1, %2 : i7
  return %3 : i7
}
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One project for the module: its passes register once per process (a second file
    declaring the same pass names would be an error, as it should be)."""
    tmp_path = tmp_path_factory.mktemp("poly")
    (tmp_path / "poly.rules").write_text(POLY)
    (tmp_path / "poly_helpers.py").write_text(HELPERS)
    (tmp_path / "in.mlir").write_text(INPUT)
    return tmp_path


def _opt(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = opt_main(list(args))
    out, err = capsys.readouterr()
    return rc, out, err


def test_canonicalize_applies_the_declared_canonicalizer(project: Path, capsys) -> None:
    rc, out, err = _opt(
        capsys,
        "--load-rules",
        str(project / "poly.rules"),
        str(project / "in.mlir"),
        "--canonicalize",
    )
    assert (rc, err) == (0, "")
    assert out == (
        "module {\n"
        "  func.func @f(%arg0: i7) -> i7 {\n"
        "    %0 = poly.const 0 : i7\n"
        "    return %0 : i7\n"
        "  }\n"
        "}\n\n"
    )


def test_declared_pass_runs_in_a_pipeline(project: Path, capsys) -> None:
    rc, out, err = _opt(
        capsys,
        "--load-rules",
        str(project / "poly.rules"),
        "--pass-pipeline=builtin.module(func.func(poly-negneg))",
        str(project / "in.mlir"),
    )
    assert (rc, err) == (0, "")
    # the walk driver visits each op once: neg(neg(a)) becomes a, dead ops stay
    assert out == (
        "module {\n"
        "  func.func @f(%arg0: i7) -> i7 {\n"
        "    %0 = poly.neg %arg0 : i7\n"
        "    %1 = poly.neg %arg0 : i7\n"
        "    %2 = poly.add %arg0, %1 : i7\n"
        "    return %2 : i7\n"
        "  }\n"
        "}\n\n"
    )


def test_inline_tests_pass_and_a_wrong_one_fails(project: Path, capsys) -> None:
    assert gen_main([str(project / "poly.rules"), "--test"]) == 0
    out = capsys.readouterr().out
    assert "PASS NegNeg" in out and "PASS AddNeg" in out
    assert "2 tests, 2 passed, 0 failed" in out
    bad = project / "bad.rules"
    bad.write_text(POLY.replace('out "%a" }', 'out "%0 = poly.neg %a : i7" }'))
    assert gen_main([str(bad), "--test"]) == 1
    out = capsys.readouterr().out
    assert "FAIL NegNeg" in out and "1 failed" in out


def test_the_same_from_python(project: Path) -> None:
    import irlite
    from irlite.ir.context import Context
    from irlite.ir.module import parse_module
    from irlite.ir.printer import print_op
    from irlite.passes.infra.manager import PassManager

    irlite.load_rules(str(project / "poly.rules"))
    ctx = Context()
    m = parse_module(INPUT, ctx)
    assert PassManager.from_pipeline("builtin.module(canonicalize)", ctx).run(m)
    assert "poly.const 0 : i7" in print_op(m) and "poly.neg" not in print_op(m)


def test_a_user_canonicalizer_of_another_dialects_op(project: Path, capsys) -> None:
    """The user dialect's rules apply to arith ops although no poly op is in the input
    (a dialect loaded by name is loaded in every context), and a rule that raises is one
    located error at the matched op, exit 1."""
    (project / "usr.rules").write_text(
        'import "%s"\n'
        'dialect usr {\n  summary "user rules"\n  canonicalize canonicalize_usr\n}\n'
        "rule AddSeven {\n  match (arith.addi $x (arith.constant {value: $c}))\n"
        "  where $c.value == 7\n  replace $x\n}\n"
        "rule Raises {\n  match (arith.muli $x (arith.constant {value: $c}))\n"
        "  where 1 // ($c.value - $c.value) == 0\n  replace $x\n}\n"
        "ruleset canonicalize_usr { rules [AddSeven, Raises] driver greedy }\n"
        % (Path(irlite_rules_dir()) / "arith.rules")
    )
    src = project / "a.mlir"
    src.write_text(
        "func.func @f(%a: i32) -> i32 {\n"
        "  %c = arith.constant 7 : i32\n"
        "  %r = arith.addi %a, %c : i32\n"
        "  return %r : i32\n"
        "}\n"
    )
    rc, out, err = _opt(
        capsys, "--load-rules", str(project / "usr.rules"), str(src), "--canonicalize"
    )
    assert (rc, err) == (0, "")
    assert "arith.addi" not in out and "return %arg0 : i32" in out
    src.write_text(src.read_text().replace("arith.addi", "arith.muli"))
    rc, out, err = _opt(
        capsys, "--load-rules", str(project / "usr.rules"), str(src), "--canonicalize"
    )
    assert rc == 1 and "Traceback" not in err
    first = err.splitlines()[0]
    assert first == (
        f"{src}:3:8: error: rule 'Raises' (usr.rules:11:1) failed on 'arith.muli' op: "
        "ZeroDivisionError: integer division or modulo by zero"
    )


def irlite_rules_dir() -> str:
    import irlite.rules

    return str(Path(irlite.rules.__file__).parent)


def test_a_rule_mistake_found_when_canonicalize_compiles_the_rules_is_located(
    tmp_path: Path, capsys
) -> None:
    """A loaded dialect's rulesets compile when a pass first needs them; a mistake found
    then is the rules file's located error and exit 1, not a traceback."""
    (tmp_path / "bad.rules").write_text(
        'dialect bad {\n  summary "x"\n  canonicalize canon\n}\n\n'
        "op foo [Pure] {\n  operands { x: I32 }\n  results { r: I32 }\n"
        '  format "$x attr-dict"\n}\n\n'
        "rule Bad {\n  match (bad.foo $x)\n  replace (bad.foo)\n}\n\n"
        "ruleset canon { rules [Bad] driver greedy }\n"
    )
    (tmp_path / "in.mlir").write_text(
        "func.func @f(%a: i32) -> i32 {\n  %0 = bad.foo %a\n  return %0 : i32\n}\n"
    )
    rc, out, err = _opt(
        capsys,
        "--load-rules",
        str(tmp_path / "bad.rules"),
        str(tmp_path / "in.mlir"),
        "--canonicalize",
    )
    assert rc == 1 and out == ""
    assert err.startswith(f"{tmp_path / 'bad.rules'}:14:") and "Traceback" not in err
