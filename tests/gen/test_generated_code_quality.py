"""Generated modules read like hand-written code: formatted, lint-clean, no checkout path.

For every built-in ``rules/*.rules`` file and ``examples/toy/toy.rules``, the ops module
``irlite-gen FILE --emit ops`` prints (and, for the files with rulesets, the matcher
module ``--emit patterns`` prints), written to a file, passes ``ruff format --check``
and ``ruff check`` under the project's own configuration (``pyproject.toml``: line
length 100, py310, pycodestyle, pyflakes, isort, pyupgrade, bugbear, simplify), and
names no absolute path of the checkout (a generated file is about its ``.rules``
source, not about where it was built). The generator runs ``ruff format`` on what it
emits (``gen.pyformat``), so this also checks that the formatter was found and ran.

ruff is a dependency of irlite (the generator formats with it); where its binary is
absent the lint checks are skipped, saying so. What this does not check: that the code
is right (the dialect and lit tests do).
"""

from __future__ import annotations

import glob
import os
import subprocess

import pytest

from irlite.gen.pyformat import format_python, ruff_binary
from irlite.tools.gen import main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CONFIG = os.path.join(ROOT, "pyproject.toml")
RULES = sorted(glob.glob(os.path.join(ROOT, "rules", "*.rules"))) + [
    os.path.join(ROOT, "examples", "toy", "toy.rules")
]


def _has_rulesets(path: str) -> bool:
    with open(path, encoding="utf-8") as f:
        return any(line.startswith("ruleset ") for line in f)


def _has_ops(path: str) -> bool:
    with open(path, encoding="utf-8") as f:
        return any(line.startswith("op ") for line in f)


WITH_RULESETS = [p for p in RULES if _has_rulesets(p)]
#: the files that define ops (constructors) and the files that declare passes
WITH_OPS = [p for p in RULES if _has_ops(p)]
DECLARED_PASSES = [os.path.join(ROOT, "tests", "lit", "passes", "declared", "poly.rules")]


def _ruff() -> str:
    """The ruff executable (the one the ``ruff`` package ships, else one on PATH); the
    test is skipped when there is none."""
    exe = ruff_binary()
    if exe is None:
        pytest.skip("the ruff binary is absent (pip install ruff, a dependency of irlite)")
    return exe


@pytest.fixture(scope="module")
def emitted_dir(tmp_path_factory: pytest.TempPathFactory):
    return tmp_path_factory.mktemp("emitted")


_emitted: dict[tuple[str, str], str] = {}


def _emit(path: str, what: str, out_dir) -> str:
    """``irlite-gen PATH --emit WHAT`` written to a file, once per module for all three
    checks (generating is the slow part)."""
    got = _emitted.get((path, what))
    if got is None:
        out = out_dir / f"{os.path.basename(path)}.{what}.py"
        assert main([path, "--emit", what, "-o", str(out)]) == 0
        got = _emitted[(path, what)] = str(out)
    return got


def _run_ruff(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [_ruff(), *args], capture_output=True, text=True, timeout=120, cwd=ROOT, check=False
    )


def _check_no_checkout_path(file: str) -> None:
    with open(file, encoding="utf-8") as f:
        text = f.read()
    for line_no, line in enumerate(text.splitlines(), 1):
        assert ROOT not in line, (
            f"{os.path.basename(file)}:{line_no} names the checkout's path: {line.strip()}"
        )


#: (a .rules file, what of it to emit): every file's ops module, the patterns module of
#: every file with rulesets, the constructors of every file with ops, a passes module.
EMITTED = [
    pytest.param(p, what, id=f"{what}-{os.path.basename(p)}")
    for what, paths in (
        ("ops", RULES),
        ("patterns", WITH_RULESETS),
        ("builders", WITH_OPS),
        ("passes", DECLARED_PASSES),
    )
    for p in paths
]


@pytest.mark.parametrize("path, what", EMITTED)
def test_module_is_formatted(path: str, what: str, emitted_dir) -> None:
    file = _emit(path, what, emitted_dir)
    r = _run_ruff("format", "--check", "--diff", "--no-cache", "--config", CONFIG, file)
    assert r.returncode == 0, f"ruff format would change the generated code:\n{r.stdout}{r.stderr}"


@pytest.mark.parametrize("path, what", EMITTED)
def test_module_passes_ruff_check(path: str, what: str, emitted_dir) -> None:
    file = _emit(path, what, emitted_dir)
    r = _run_ruff("check", "--no-cache", "--config", CONFIG, "--output-format", "concise", file)
    assert r.returncode == 0, f"ruff check finds problems in the generated code:\n{r.stdout}"


@pytest.mark.parametrize("path, what", EMITTED)
def test_module_names_no_absolute_path(path: str, what: str, emitted_dir) -> None:
    _check_no_checkout_path(_emit(path, what, emitted_dir))


def test_every_builtin_dialect_is_checked() -> None:
    names = {os.path.basename(p) for p in RULES}
    assert {"arith.rules", "scf.rules", "llvm.rules", "arith_canon.rules", "toy.rules"} <= names
    assert {os.path.basename(p) for p in WITH_RULESETS} >= {"arith_canon.rules", "cf_canon.rules"}


def test_formatter_output_is_what_ruff_prints() -> None:
    """``format_python`` runs ruff with the generator's isolated settings (not the
    caller's configuration); unformatted input comes back formatted."""
    _ruff()
    src = "x = {'a':1}\nif x: y = 2\n"
    assert format_python(src) == 'x = {"a": 1}\nif x:\n    y = 2\n'
