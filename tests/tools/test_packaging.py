"""The wheel holds every subpackage: pyproject.toml lists them one by one (the package
root is the repository root, so setuptools cannot find them itself), and a folder
added without its line would be missing from a non-editable install."""

from __future__ import annotations

from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib", reason="tomllib is Python 3.11's")

ROOT = Path(__file__).resolve().parents[2]
NOT_SHIPPED = ("tests", "benchmarks", "examples", "build", "docs")


def test_every_subpackage_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {"irlite"}
    for init in ROOT.glob("**/__init__.py"):
        rel = init.parent.relative_to(ROOT)
        if rel.parts and (rel.parts[0] in NOT_SHIPPED or rel.parts[0].startswith(".")):
            continue
        if rel.parts:
            found.add("irlite." + ".".join(rel.parts))
    assert found - listed == set(), "add these to [tool.setuptools] packages"
    assert listed - found == set(), "these listed packages have no __init__.py"
