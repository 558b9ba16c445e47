"""``irlite-gen FILE.rules --test`` and its runner (``irlite.tools.rule_tests``).

The built-in rules' tests run in tests/gen/test_inline_rule_tests.py; here the report and
exit codes, a user's dialect (in the rules file, or imported by it), a bad file, and the
shipped example.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from irlite.tools.gen import main as gen_main
from irlite.tools.rule_tests import collect, run_test

REPO = Path(__file__).resolve().parents[2]

MINI_OPS = """\
# mini.rules: a user dialect
dialect mini { summary "a user dialect" }

op neg [Pure, SameOperandsAndResultType] {
  summary  "integer negation"
  operands { x: SignlessInt }
  results  { out: SignlessInt }
  format   "$x attr-dict `:` type($out)"
}
"""

NEG_NEG = """\
# neg(neg(x)) -> x
rule NegNeg {
  match (mini.neg (mini.neg $x))
  replace $x
  test { args "%a: i32" in "%0 = mini.neg %a : i32\\n%1 = mini.neg %0 : i32" out "%a" }
  test nomatch args "%a: i32" "%0 = mini.neg %a : i32"
}

ruleset canonicalize_mini { rules [NegNeg] driver greedy }
"""

WRONG = """\
# neg(neg(x)) -> neg(x): wrong, and its test says the right thing
rule NegNegWrong {
  match (mini.neg (mini.neg $x))
  replace (mini.neg $x)
  test { args "%a: i32" in "%0 = mini.neg %a : i32\\n%1 = mini.neg %0 : i32" out "%a" }
}

# subi(x, 0) -> x; fine, checked on random programs
rule SubZero {
  match (arith.subi $x (arith.constant {value: $c}))
  where h.is_int($c) and $c.value == 0
  replace $x
  test property 20
}

ruleset canonicalize_mini { rules [NegNegWrong, SubZero] driver greedy }
"""


def _gen_test(capsys: pytest.CaptureFixture[str], path: Path | str) -> tuple[int, str, str]:
    rc = gen_main([str(path), "--test"])
    out, err = capsys.readouterr()
    return rc, out, err


def test_builtin_rules_pass_with_one_line_per_test(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(REPO)
    rc, out, err = _gen_test(capsys, "rules/cf_canon.rules")
    assert (rc, err) == (0, "")
    assert out.splitlines() == [
        "PASS EraseRedundantAssertions rules/cf_canon.rules:17:3 (test)",
        "PASS EraseRedundantAssertions rules/cf_canon.rules:18:3 (test nomatch)",
        "PASS SimplifyBrToBlockWithSinglePred rules/cf_canon.rules:27:3 (test)",
        "PASS SimplifyBrToBlockWithSinglePred rules/cf_canon.rules:37:3 (test nomatch)",
        "PASS SimplifyConstCondBranchPredTrue rules/cf_canon.rules:51:3 (test)",
        "PASS SimplifyConstCondBranchPredFalse rules/cf_canon.rules:69:3 (test)",
        "PASS SimplifyConstCondBranchPredFalse rules/cf_canon.rules:80:3 (test nomatch)",
        "PASS SimplifySwitchWithOnlyDefault rules/cf_canon.rules:92:3 (test)",
        "rules/cf_canon.rules: 8 tests, 8 passed, 0 failed",
    ]


def test_user_dialect_in_the_rules_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "mini.rules"
    f.write_text(MINI_OPS + "\n" + NEG_NEG)
    rc, out, err = _gen_test(capsys, f)
    assert (rc, err) == (0, "")
    assert out.splitlines()[-1] == f"{f}: 2 tests, 2 passed, 0 failed"
    assert [t.name for t in collect(str(f))] == ["NegNeg[0]", "NegNeg[1]"]


def test_failures_show_the_programs_and_exit_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "mini.rules").write_text(MINI_OPS)
    f = tmp_path / "mini_canon.rules"  # the dialect comes from an imported file
    f.write_text(
        'import "mini.rules"\nimport "'
        + str(REPO / "rules" / "arith.rules")
        + '"\nnative h = irlite.rules.arith_folds\n\n'
        + WRONG
    )
    rc, out, err = _gen_test(capsys, f)
    assert (rc, err) == (1, "")
    lines = out.splitlines()
    assert lines[0] == f"FAIL NegNegWrong {f}:9:3 (test)"
    assert lines[1] == f"  {f}:9:3: the output differs from 'out'"
    report = out[: out.index("PASS SubZero")]
    for part in ("--- input", "--- expected", "--- actual", "%0 = mini.neg %arg0 : i32"):
        assert part in report
    assert f"PASS SubZero {f}:17:3 (test property 20)" in lines
    assert lines[-1] == f"{f}: 2 tests, 1 passed, 1 failed"


def test_property_failure_shows_the_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    f = REPO / "tests" / "gen" / "data" / "property_bad.rules"
    rc, out, _ = _gen_test(capsys, f)
    assert rc == 1
    assert re.search(r"SubToAddWrong: result #0 .* became .* for args \[", out)
    assert "--- before" in out and "--- after" in out
    assert out.splitlines()[-1] == f"{f}: 3 tests, 0 passed, 3 failed"


def test_a_rule_the_interpreter_cannot_run_fails_saying_so(tmp_path: Path) -> None:
    f = tmp_path / "mini.rules"
    f.write_text(MINI_OPS + NEG_NEG.replace("  test nomatch", "  test property 3\n  test nomatch"))
    (prop,) = [t for t in collect(str(f)) if t.kind == "property"]
    result = run_test(prop)
    assert not result.passed
    assert "the interpreter does not know 'mini.neg'" in result.details


def test_bad_file_is_a_located_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "bad.rules"
    f.write_text("rule X {\n  match (arith.nosuch $x)\n  replace $x\n}\n")
    rc, out, err = _gen_test(capsys, f)
    assert (rc, out) == (1, "")
    assert err.startswith(f"{f}:2:8: error: unknown op 'arith.nosuch'\n")
    assert "Traceback" not in err
    rc, out, err = _gen_test(capsys, tmp_path / "missing.rules")
    assert (rc, out) == (1, "")
    assert "cannot read" in err and "missing.rules" in err


def test_the_toy_example(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(REPO)
    rc, out, err = _gen_test(capsys, "examples/toy/toy.rules")
    assert (rc, err) == (0, "")
    assert re.fullmatch(
        r"examples/toy/toy.rules: (\d+) tests?, \1 passed, 0 failed", out.splitlines()[-1]
    )
