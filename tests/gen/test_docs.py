"""``irlite-gen --emit docs``: the Markdown reference of every built-in dialect.

Each page names the dialect, documents every op (a heading per op, its syntax in a
fenced block when it has a ``format``, operand/attribute/result/region/successor
tables), the named type constraints and enums (bit flags marked). ``-o`` writes it
whole (the pages under ``docs/dialects/`` are made this way).
"""

from __future__ import annotations

import os

import pytest

from irlite.gen.codegen import generate_docs
from irlite.gen.loader import BUILTIN_RULES
from irlite.gen.model import build_model
from irlite.tools.gen import main as gen_main

RULES = os.path.join(os.path.dirname(__file__), "..", "..", "rules")


@pytest.mark.parametrize("name", sorted(BUILTIN_RULES))
def test_every_op_is_documented(name):
    m = build_model(os.path.join(RULES, name))
    text = generate_docs(m)
    assert text.startswith("<!-- Generated from ")
    assert f"# '{m.dialect}' dialect" in text
    for op in m.ops:
        assert f"### `{op.name}`" in text
        if op.format is not None:
            assert f"```\n{op.name} {op.format}\n```" in text
    for e in m.enums.values():
        assert f"### {e.name}" in text


def test_regions_successors_and_flags_are_documented():
    scf = generate_docs(build_model(os.path.join(RULES, "scf.rules")))
    assert (
        "| `region` | region with 1 block; entry block arguments (`inductionVar`: any type" in scf
    )
    cf = generate_docs(build_model(os.path.join(RULES, "cf.rules")))
    assert "| `dest` | any successor |" in cf
    arith = generate_docs(build_model(os.path.join(RULES, "arith.rules")))
    assert "### FastMathFlags (bit flags)" in arith


def test_cli_writes_docs(tmp_path):
    out = tmp_path / "memref.md"
    assert gen_main([os.path.join(RULES, "memref.rules"), "--emit", "docs", "-o", str(out)]) == 0
    text = out.read_text()
    assert "### `memref.extract_strided_metadata`" in text
    assert "| `AnyStridedMemRef` | strided memref of any type values |" in text
