"""``irlite-gen FILE.rules --emit patterns``: the generated matcher code, printed."""

from __future__ import annotations

import os

from irlite.gen.rewrite_codegen import load_patterns
from irlite.tools.gen import main

HERE = os.path.dirname(__file__)
FEATURES = os.path.join(HERE, "data", "features.rules")
ARITH = os.path.join(HERE, "..", "..", "rules", "arith_canon.rules")


def test_emit_patterns_prints_one_function_per_ruleset_and_root(capsys) -> None:
    assert main([ARITH, "--emit", "patterns"]) == 0
    text = capsys.readouterr().out
    assert text.startswith(
        '"""Rewrite matchers generated from arith_canon.rules by irlite-gen. Do not edit."""'
    )
    assert (
        "def m_canonicalize_arith__arith_addi(op: Operation, rw: PatternRewriter) -> str | None:"
        in text
    )
    assert (
        "def m_canonicalize_arith__arith_subi(op: Operation, rw: PatternRewriter) -> str | None:"
        in text
    )
    assert "        # where: h.is_int($c0) and h.is_int($c1)\n" in text
    assert "rw.block = op.parent" not in text and "rw.set_insertion_point(op)" in text
    assert "    while True:  # rule AddIAddConstant (benefit 4) from arith_canon.rules:13\n" in text
    assert "        # match: (arith.addi:$res (arith.addi $x (arith.constant {value: $c0})" in text
    assert (
        "        # result: replace (arith.subi (arith.constant {value: h.zero_of($a)}) $b" in text
    )
    # the printed text is the module canonicalize runs
    ns: dict = {"__rules_dir__": os.path.dirname(os.path.abspath(ARITH))}  # what the loader sets
    exec(compile(text, "patterns.py", "exec"), ns)  # noqa: S102 - the printed module is what we test
    assert ns["RULESETS"].keys() == load_patterns(ARITH).RULESETS.keys()
    assert ns["RULESETS"]["canonicalize_arith"][1].keys() == {
        "arith.addi",
        "arith.subi",
        "arith.muli",
        "arith.select",
        "arith.xori",
        "arith.cmpi",
        "arith.index_cast",
        "arith.index_castui",
        "arith.andi",
        "arith.ori",
        "arith.mulf",
        "arith.divf",
        "arith.bitcast",
        "arith.extsi",
        "arith.trunci",
        "arith.mulsi_extended",
        "arith.mului_extended",
        "arith.addui_extended",
    }


def test_emit_patterns_commutative_variants_and_output_file(tmp_path, capsys) -> None:
    out = tmp_path / "p.py"
    assert main([FEATURES, "--emit", "patterns", "-o", str(out)]) == 0
    text = out.read_text()
    # XorZero is matched in both operand orders of the Commutative xori
    assert "# match: (arith.xori $x (arith.constant {value: $z}))" in text
    assert "# match: (arith.xori (arith.constant {value: $z}) $x)" in text
    assert capsys.readouterr().out == ""


def test_emit_patterns_reports_rule_errors(tmp_path, capsys) -> None:
    bad = tmp_path / "bad.rules"
    bad.write_text(
        f'import "{os.path.abspath(os.path.join(HERE, "..", "..", "rules", "arith.rules"))}"\n'
        "rule R {\n  match (arith.addi $x $y)\n  replace $z\n}\n"
    )
    assert main([str(bad), "--emit", "patterns"]) == 1
    err = capsys.readouterr().err
    assert f"{bad}:4:11: error: unknown capture '$z'" in err
    assert main([str(bad), "--check"]) == 1
