"""Every inline ``test`` of every rule in ``rules/*.rules`` runs here, one pytest test each.

The semantics and the runner are ``irlite.tools.rule_tests`` (docs/rules-language.md,
"Inline tests"); ``irlite-gen FILE.rules --test`` and the pytest plugin's ``.rules`` items
run the same code. Test ids are ``FILE:RULE:INDEX``; a failure shows the runner's report
(the rule's ``file:line:col``, the programs, the arguments of a property run). The
built-in rules are collected here and only here: the plugin collects ``.rules`` files
only when asked (``irlite_rules_tests``, or a file named on the command line).
"""

from __future__ import annotations

import glob
import os
import re

import pytest

from irlite.tools.rule_tests import RuleTest, collect, run_test

RULES_DIR = os.path.join(os.path.dirname(__file__), "..", "..", "rules")
BAD_RULES = os.path.join(os.path.dirname(__file__), "data", "property_bad.rules")


def _rule_files() -> list[str]:
    """The rules files whose rules can carry inline tests: not those of conversions only
    (a conversion's rules are tested through their pass, by lit tests)."""
    out = []
    for p in sorted(glob.glob(os.path.join(RULES_DIR, "*.rules"))):
        with open(p, encoding="utf-8") as f:
            text = f.read()
        only_conversions = re.search(r"^conversion\s", text, re.MULTILINE) and not re.search(
            r"^ruleset\s", text, re.MULTILINE
        )
        if re.search(r"^\s*rule\s", text, re.MULTILINE) and not only_conversions:
            out.append(p)
    return out


def _params(kinds: tuple[str, ...]) -> list:
    return [
        pytest.param(t, id=f"{os.path.basename(t.path)}:{t.rule}:{t.index}")
        for path in _rule_files()
        for t in collect(path)
        if t.kind in kinds
    ]


def _check(test: RuleTest) -> None:
    result = run_test(test)
    assert result.passed, result.report()


@pytest.mark.parametrize("test", _params(("io", "nomatch")))
def test_inline(test: RuleTest) -> None:
    _check(test)


@pytest.mark.parametrize("test", _params(("property",)))
def test_property(test: RuleTest) -> None:
    _check(test)


def test_every_rules_file_has_cases() -> None:
    assert _rule_files(), "no rules with inline tests found"
    assert all(collect(p) for p in _rule_files())


@pytest.mark.parametrize(
    "rule,message",
    [("SubToAddWrong", "became"), ("SubSelfWrong", "became"), ("NeverFires", "fired on none of 5")],
)
def test_property_catches_wrong_rules(rule: str, message: str) -> None:
    (test,) = [t for t in collect(BAD_RULES) if t.rule == rule]
    result = run_test(test)
    assert not result.passed
    assert message in result.details
    assert result.line().startswith(f"FAIL {rule} ")
