"""Tests of the lit-style ``.mlir`` test plugin (tools/lit_plugin.py).

Its helpers are tested directly; the plugin as a whole by running pytest once, in a
subprocess, on a sandbox project of small ``.mlir`` files whose RUN lines use only
``echo``, ``cat``, ``sh``, ``sleep``, ``not`` and ``FileCheck``, so nothing here depends on
``irlite-opt``. Each end-to-end test then reads its file's outcome from that run's JUnit XML.
The last test runs the real ``lit`` with tests/lit/lit.cfg.py on some of the same files.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

PLUGIN_PATH = Path(__file__).resolve().parents[2] / "tools" / "lit_plugin.py"


#: The plugin module: the root conftest.py loads it (from ``PLUGIN_PATH``) under this name
#: before any test is collected.
lit = sys.modules["irlite_lit_plugin"]


# ----------------------------------------------------------------------------- helpers


def test_parse_joins_continuations_and_keeps_first_line_number(tmp_path: Path) -> None:
    f = tmp_path / "a.mlir"
    f.write_text(
        "// RUN: echo a \\\n"
        "// RUN:   b | FileCheck %s\n"
        "// REQUIRES: x, y\n"
        "func.func @f() // not a directive\n"
        "// RUN: echo %(line) %(line+1) %(line - 2)\n"
    )
    script = lit.parse_script(f)
    assert script.runs == (
        lit.RunLine(1, "echo a    b | FileCheck %s"),
        lit.RunLine(5, "echo 5 6 3"),
    )
    assert script.requires == ("x", "y")
    assert lit.has_run_line(f)


def test_parse_rejects_xfail_and_unterminated_continuation(tmp_path: Path) -> None:
    f = tmp_path / "x.mlir"
    f.write_text("// RUN: true\n// XFAIL: *\n")
    with pytest.raises(lit.LitError, match=r"x.mlir:2: error: XFAIL is not supported"):
        lit.parse_script(f)
    f.write_text("// RUN: true \\\n")
    with pytest.raises(lit.LitError, match=r"x.mlir:1: error: RUN line ends in"):
        lit.parse_script(f)


def test_substitutions(tmp_path: Path) -> None:
    source = tmp_path / "src" / "t.mlir"
    tmp = tmp_path / "tmp"
    got = lit.substitute(
        "mlir-opt %s %S %p %t %t.d/x %T 100%% %%s mlir-opt-19 /bin/mlir-opt x.mlir-opt",
        source=source,
        tmp_dir=tmp,
        tools={"mlir-opt": "/opt/mlir-opt"},
    )
    assert got == (
        f"/opt/mlir-opt {source} {source.parent} {source.parent} {tmp}/t.mlir.tmp "
        f"{tmp}/t.mlir.tmp.d/x {tmp} 100% %s mlir-opt-19 /bin/mlir-opt x.mlir-opt"
    )


@pytest.mark.parametrize(
    ("expr", "expected"),
    [
        ("a", True),
        ("c", False),
        ("!c", True),
        ("a && b", True),
        ("a && c", False),
        ("c || b", True),
        ("!(a && c) && true", True),
        ("!a || c", False),
    ],
)
def test_feature_expressions(expr: str, expected: bool) -> None:
    assert lit.eval_feature_expr(expr, frozenset({"a", "b"})) is expected


@pytest.mark.parametrize("expr", ["a &&", "(a", "a b", "a & b", "{{.*}}"])
def test_bad_feature_expressions(expr: str) -> None:
    with pytest.raises(lit.LitError):
        lit.eval_feature_expr(expr, frozenset())


# ------------------------------------------------------------------- end to end (one run)

SANDBOX_TESTS = {
    "pass.mlir": "// RUN: echo hello world | FileCheck %s\n// CHECK: hello {{w.*}}\n",
    "fail_check.mlir": "// RUN: echo goodbye | FileCheck %s\n// CHECK: hello\n",
    "not.mlir": (
        "// RUN: not false\n"
        "// RUN: not not true\n"
        "// RUN: not --crash sh -c 'kill -SEGV $$'\n"
        "// RUN: not sh -c 'echo oops >&2; exit 3' 2>&1 | FileCheck %s\n"
        "// CHECK: oops\n"
    ),
    "not_fails.mlir": "// RUN: not true\n",
    "not_crash_fails.mlir": "// RUN: not --crash false\n",
    "pipe.mlir": "// RUN: cat %s | cat | FileCheck %s\n// CHECK: [[X:p[a-z]+]].mlir\n// RUN: cat %S/pipe.mlir | FileCheck %s\n",
    "pipefail.mlir": "// RUN: false | cat\n",
    "tmp.mlir": (
        "// RUN: echo one > %t && cat %t | FileCheck %s --check-prefix=ONE\n"
        "// RUN: mkdir -p %t.d && echo two > %t.d/f && FileCheck %s --check-prefix=TWO --input-file %t.d/f\n"
        "// RUN: echo 100%% > %T/p && FileCheck %s --check-prefix=PCT --input-file %T/p\n"
        "// ONE: one\n// TWO: two\n// PCT: 100%\n"
    ),
    "continuation.mlir": "// RUN: echo a \\\n// RUN:   b \\\n// RUN: c | FileCheck %s\n// CHECK: a b c\n",
    "requires.mlir": "// REQUIRES: no-such-feature\n// RUN: false\n",
    "unsupported.mlir": "// UNSUPPORTED: !no-such-feature\n// RUN: false\n",
    "xfail.mlir": "// XFAIL: *\n// RUN: false\n",
    "timeout.mlir": "// RUN: sleep 30\n",
    "no_run_line.mlir": "func.func @f() { return }\n",
    "Inputs/helper.mlir": "// RUN: false\n",
}
CONFTEST = f"""\
import importlib.util, sys
spec = importlib.util.spec_from_file_location("irlite_lit_plugin", {str(PLUGIN_PATH)!r})
module = importlib.util.module_from_spec(spec)
sys.modules["irlite_lit_plugin"] = module
spec.loader.exec_module(module)
pytest_plugins = ["irlite_lit_plugin"]
"""


@pytest.fixture(scope="module")
def sandbox_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, ET.Element]:
    """Run pytest on the sandbox; map each collected file name to its JUnit testcase."""
    root = tmp_path_factory.mktemp("lit_sandbox")
    (root / "pytest.ini").write_text("[pytest]\nlit_timeout = 2\n")
    (root / "conftest.py").write_text(CONFTEST)
    for name, text in SANDBOX_TESTS.items():
        path = root / "tests" / "lit" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    (root / "elsewhere.mlir").write_text("// RUN: false\n")  # outside tests/lit
    junit = root / "junit.xml"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:cacheprovider",
            f"--junitxml={junit}",
            "-q",
            ".",
        ],
        cwd=root,
        env={k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    if not junit.exists():
        pytest.fail(f"the sandbox run wrote no JUnit XML:\n{proc.stdout}\n{proc.stderr}")
    cases = ET.parse(junit).getroot().iter("testcase")
    return {case.get("classname", "").removeprefix("tests.lit."): case for case in cases}


def _outcome(case: ET.Element) -> tuple[str, str]:
    """("passed"|"failed"|"skipped"|"error", message and text)."""
    for tag in ("failure", "error", "skipped"):
        node = case.find(tag)
        if node is not None:
            return ("failed" if tag == "failure" else tag), f"{node.get('message')}\n{node.text}"
    return "passed", ""


def test_collects_only_mlir_files_with_run_lines_under_tests_lit(
    sandbox_run: dict[str, ET.Element],
) -> None:
    assert set(sandbox_run) == set(SANDBOX_TESTS) - {"no_run_line.mlir", "Inputs/helper.mlir"}
    assert all(case.get("name") == "lit" for case in sandbox_run.values())


@pytest.mark.parametrize(
    "name", ["pass.mlir", "not.mlir", "pipe.mlir", "tmp.mlir", "continuation.mlir"]
)
def test_passing_files(sandbox_run: dict[str, ET.Element], name: str) -> None:
    assert _outcome(sandbox_run[name]) == ("passed", "")


def test_failing_check_reports_run_line_and_filecheck_message(
    sandbox_run: dict[str, ET.Element],
) -> None:
    outcome, text = _outcome(sandbox_run["fail_check.mlir"])
    assert outcome == "failed"
    assert "fail_check.mlir:1: RUN line failed, exit code 1" in text
    assert "$ echo goodbye | FileCheck /" in text  # %s became an absolute path
    assert 'Couldn\'t match "hello"' in text  # FileCheck's message, from stderr


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("not_fails.mlir", "exit code 1"),
        ("not_crash_fails.mlir", "exit code 1"),
        ("pipefail.mlir", "exit code 1"),
        ("timeout.mlir", "timed out after 2s"),
        ("xfail.mlir", "XFAIL is not supported"),
    ],
)
def test_failing_files(sandbox_run: dict[str, ET.Element], name: str, message: str) -> None:
    outcome, text = _outcome(sandbox_run[name])
    assert outcome == "failed"
    assert message in text


def test_requires_and_unsupported_skip(sandbox_run: dict[str, ET.Element]) -> None:
    outcome, text = _outcome(sandbox_run["requires.mlir"])
    assert outcome == "skipped" and "REQUIRES: no-such-feature" in text
    outcome, text = _outcome(sandbox_run["unsupported.mlir"])
    assert outcome == "skipped" and "UNSUPPORTED: !no-such-feature" in text


# ----------------------------------------------------------- the real lit, tests/lit/lit.cfg.py

LIT_OUTCOMES = {
    "pass.mlir": "PASS",
    "not.mlir": "PASS",
    "pipe.mlir": "PASS",
    "continuation.mlir": "PASS",
    "fail_check.mlir": "FAIL",
    "not_fails.mlir": "FAIL",
    "not_crash_fails.mlir": "FAIL",
    "pipefail.mlir": "FAIL",
    "requires.mlir": "UNSUPPORTED",
}


def test_lit_cfg_runs_the_same_tests_under_lit(tmp_path: Path) -> None:
    """lit.cfg.py, copied with the plugin into a sandbox laid out like the repository."""
    pytest.importorskip("lit")
    repo = Path(__file__).resolve().parents[2]
    (tmp_path / "tools").mkdir()
    shutil.copy(PLUGIN_PATH, tmp_path / "tools" / "lit_plugin.py")
    lit_dir = tmp_path / "tests" / "lit"
    (lit_dir / "Inputs").mkdir(parents=True)
    shutil.copy(repo / "tests" / "lit" / "lit.cfg.py", lit_dir / "lit.cfg.py")
    for name in [*LIT_OUTCOMES, "Inputs/helper.mlir"]:
        (lit_dir / name).write_text(SANDBOX_TESTS[name])
    proc = subprocess.run(
        [sys.executable, "-c", "from lit.main import main; main()", str(lit_dir)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    outcomes = {  # from lines like "PASS: irlite :: pass.mlir (1 of 9)"
        line.split(" :: ")[1].rsplit(" (", 1)[0]: line.split(":")[0]
        for line in proc.stdout.splitlines()
        if " :: " in line and not line.startswith(" ")
    }
    assert outcomes == LIT_OUTCOMES, proc.stdout + proc.stderr
    assert not (lit_dir / "Output").exists()  # temporary files go to build/lit
