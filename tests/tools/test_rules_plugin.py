"""The pytest plugin's ``.rules`` items, in a user's project without irlite's conftest.

pytester (enabled by the root conftest) writes a small project: a dialect with rules and
inline tests, one failing; pytest runs in a subprocess, where the plugin comes from
irlite's ``pytest11`` entry point alone. Also: this repository's own session registers
the plugin once and collects no ``.rules`` file through it (tests/gen/
test_inline_rule_tests.py tests ``rules/*.rules``).
"""

from __future__ import annotations

import importlib.metadata

import pytest

from irlite.gen.loader import cache_dir

DIALECT = """\
dialect mini { summary "a user dialect" }

op neg [Pure, SameOperandsAndResultType] {
  summary  "integer negation"
  operands { x: SignlessInt }
  results  { out: SignlessInt }
  format   "$x attr-dict `:` type($out)"
}

# neg(neg(x)) -> x
rule NegNeg {
  match (mini.neg (mini.neg $x))
  replace $x
  test { args "%a: i32" in "%0 = mini.neg %a : i32\\n%1 = mini.neg %0 : i32" out "%a" }
  test nomatch args "%a: i32" "%0 = mini.neg %a : i32"
  test { args "%a: i32" in "%0 = mini.neg %a : i32\\n%1 = mini.neg %0 : i32" out "%0 = mini.neg %a : i32" }
}

ruleset canonicalize_mini { rules [NegNeg] driver greedy }
"""


@pytest.fixture
def project(pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch) -> pytest.Pytester:
    """dialect/mini.rules (2 passing tests, 1 failing), selected by ``irlite_rules_tests``;
    tests/data/unasked.rules (failing, matched by no pattern); bad.rules (a mistake)."""
    monkeypatch.setenv("IRLITE_CACHE_DIR", cache_dir())  # pytester moves HOME; keep the cache
    pytester.makeini("[pytest]\ntestpaths = dialect tests\nirlite_rules_tests = dialect/*.rules\n")
    pytester.makefile(".rules", **{"dialect/mini": DIALECT})
    unasked = DIALECT.replace("dialect mini", "dialect unasked").replace("mini.", "unasked.")
    pytester.makefile(".rules", **{"tests/data/unasked": unasked})
    pytester.makefile(".rules", bad="rule X {\n  match (arith.nosuch $x)\n  replace $x\n}\n")
    return pytester


def test_the_entry_point_is_installed() -> None:
    eps = importlib.metadata.entry_points(group="pytest11")
    assert [ep.value for ep in eps if ep.name == "irlite"] == ["irlite.tools.lit_plugin"], (
        "irlite's pytest11 entry point is missing: reinstall irlite (pip install -e .)"
    )


def test_collects_rules_files_matching_the_ini_option(project: pytest.Pytester) -> None:
    result = project.runpytest_subprocess("-p", "no:cacheprovider", "-rA")
    result.assert_outcomes(passed=2, failed=1)
    out = result.stdout.str()
    for line in ("PASSED dialect/mini.rules::NegNeg[0]", "PASSED dialect/mini.rules::NegNeg[1]"):
        assert line in out
    assert "FAILED dialect/mini.rules::NegNeg[2]" in out
    assert "unasked" not in out  # tests/ is visited, but no pattern matches the file
    result.stdout.fnmatch_lines(
        [
            "*_ NegNeg?2? (test) _*",
            "FAIL NegNeg dialect/mini.rules:16:3 (test)",
            "  dialect/mini.rules:16:3: the output differs from 'out'",
            "  --- input",
            "*",
            "  --- expected",
            "*",
            "  --- actual",
        ]
    )
    assert result.ret == 1


def test_collects_rules_files_named_on_the_command_line(project: pytest.Pytester) -> None:
    result = project.runpytest_subprocess(
        "-p",
        "no:cacheprovider",
        "--continue-on-collection-errors",
        "tests/data/unasked.rules",
        "bad.rules",
    )
    result.assert_outcomes(passed=2, failed=1, errors=1)
    result.stdout.fnmatch_lines(["bad.rules:2:8: error: unknown op 'arith.nosuch'"])
    assert "Traceback" not in result.stdout.str()


def test_this_repository_registers_the_plugin_once(request: pytest.FixtureRequest) -> None:
    copies = [
        name
        for name, plugin in request.config.pluginmanager.list_name_plugin()
        if getattr(plugin, "IRLITE_TEST_PLUGIN", False)
    ]
    assert len(copies) == 1, copies
    assert request.config.getini("irlite_rules_tests") == []  # rules/*.rules: the test module
