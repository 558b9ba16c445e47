"""Generated modules read like hand-written code: ruff finds no unused import or local.

For every built-in ``rules/*.rules`` file, the ops module ``irlite-gen FILE --emit ops``
prints (and, for the ``*_canon.rules`` files, the matcher module ``--emit patterns``
prints) passes ``ruff check --select F401,F841`` (nothing imported, defined or
assigned that the code does not read), and names no absolute path of the checkout
(a generated file is about its ``.rules`` source, not about where it was built).

ruff is part of the ``test`` extra; without it the lint checks are skipped, saying so.
What this does not check: that the code is right (the dialect and lit tests do), or
``ruff format`` (the generator keeps its own layout).
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import sys

import pytest

from irlite.tools.gen import main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RULES = sorted(glob.glob(os.path.join(ROOT, "rules", "*.rules")))
CANON = [p for p in RULES if p.endswith("_canon.rules")]


def _ruff() -> list[str] | None:
    """The command that runs ruff, or None when it is not installed."""
    exe = shutil.which("ruff")
    if exe:
        return [exe]
    try:
        import ruff  # noqa: F401 - only whether the package is there
    except ImportError:
        return None
    return [sys.executable, "-m", "ruff"]


def _emit(path: str, what: str, tmp_path) -> str:
    out = tmp_path / f"{os.path.basename(path)}.{what}.py"
    assert main([path, "--emit", what, "-o", str(out)]) == 0
    return str(out)


def _check_unused(file: str) -> None:
    ruff = _ruff()
    if ruff is None:
        pytest.skip("ruff is not installed (pip install -e '.[test]' installs it)")
    r = subprocess.run(
        [
            *ruff,
            "check",
            "--isolated",
            "--no-cache",
            "--select",
            "F401,F841",
            "--output-format",
            "concise",
            file,
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, (
        f"ruff found unused names in the generated code:\n{r.stdout}{r.stderr}"
    )


def _check_no_checkout_path(file: str) -> None:
    with open(file, encoding="utf-8") as f:
        text = f.read()
    for line_no, line in enumerate(text.splitlines(), 1):
        assert ROOT not in line, (
            f"{os.path.basename(file)}:{line_no} names the checkout's path: {line.strip()}"
        )


#: (a .rules file, what of it to emit): every file's ops module, every canonicalize file's
#: patterns module.
EMITTED = [pytest.param(p, "ops", id=f"ops-{os.path.basename(p)}") for p in RULES] + [
    pytest.param(p, "patterns", id=f"patterns-{os.path.basename(p)}") for p in CANON
]


@pytest.mark.parametrize("path, what", EMITTED)
def test_module_imports_and_defines_only_what_it_uses(path: str, what: str, tmp_path) -> None:
    _check_unused(_emit(path, what, tmp_path))


@pytest.mark.parametrize("path, what", EMITTED)
def test_module_names_no_absolute_path(path: str, what: str, tmp_path) -> None:
    _check_no_checkout_path(_emit(path, what, tmp_path))


def test_every_builtin_dialect_is_checked() -> None:
    names = {os.path.basename(p) for p in RULES}
    assert {"arith.rules", "scf.rules", "llvm.rules", "arith_canon.rules"} <= names
