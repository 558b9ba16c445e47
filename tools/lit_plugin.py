"""pytest plugin that runs lit-style ``.mlir`` tests through their ``// RUN:`` lines, and the
inline ``test`` clauses of ``.rules`` files.

Installing irlite registers it with pytest (the ``pytest11`` entry point ``irlite``; ``-p
no:irlite`` turns it off), so a user's project needs no conftest for it. A second copy
registered in the same run (say, loaded from this file by a conftest as well) unregisters
itself when pytest configures, so nothing is collected twice.

What it does for ``.rules`` files:

- Collects a ``*.rules`` file that is named on the command line (``pytest my.rules``) or
  whose path relative to pytest's rootdir matches one of the glob patterns of the ini
  option ``irlite_rules_tests`` (``fnmatch``: ``*`` crosses ``/``; default: none, so a
  project's dialect files are never picked up unasked). pytest only looks in
  ``testpaths`` and the directories given to it: the patterns select among what it visits.
- One item per inline test, named ``RULE[INDEX]`` (the rule's tests counted from 0 in file
  order; marker ``irlite_rules``), run by ``irlite.tools.rule_tests`` exactly as
  ``irlite-gen FILE.rules --test`` runs it; a failure is that command's report (the
  ``file:line:col`` of the test, the programs, the arguments of a property run). A bad
  ``.rules`` file is a collection error showing ``file:line:col: error: ...``.

What it does for ``.mlir`` files:

- Collects every ``*.mlir`` file below the ``lit_roots`` ini directories (default
  ``tests/lit``, relative to pytest's rootdir) that holds at least one ``RUN:`` line, as
  one item per file (node id ``tests/lit/foo.mlir::lit``, marker ``lit``). Files without
  a RUN line, and anything inside an ``Inputs`` directory, are not collected.
- Parses directives as lit does: a keyword may appear anywhere on a line; a RUN line
  ending in ``\\`` continues on the next RUN line. ``REQUIRES:`` and ``UNSUPPORTED:``
  take lit's feature expressions (``,`` ``&&`` ``||`` ``!`` and parentheses). The only
  feature so far is ``mlir-opt`` (MLIR 19's tool, found on this machine).
  ``XFAIL:`` is rejected: such a test fails with an error naming the line.
- Substitutes ``%s`` (absolute source path), ``%S``/``%p`` (source dir), ``%t`` (a
  per-test temp path, usable as a file or as a directory / file-name prefix), ``%T`` (the
  per-test temp dir), ``%%`` (a literal ``%``), ``%(line)``/``%(line+N)``/``%(line-N)``,
  and the word ``mlir-opt`` (the found tool's absolute path).
- Runs each RUN line with ``bash -o pipefail -c`` in the per-test temp dir, stdin closed,
  with a ``PATH`` on which ``irlite-opt`` and the other console scripts resolve to the
  current Python's, ``FileCheck`` to the ``filecheck`` package (``python -m
  filecheck``) and ``not`` to a shim of LLVM's ``not`` (``not --crash`` too: a crash
  is death by a signal). The first failing RUN line fails the test; the report shows the
  line after substitution, its exit status and its (truncated) stdout and stderr, where
  FileCheck's message is. Each RUN line has a timeout (ini ``lit_timeout``, seconds,
  default 120). A passing test's temp dir is deleted; a failing one's is kept and named.

What it does not do: read ``lit.cfg.py`` (``tests/lit/lit.cfg.py`` serves the real
``lit``), support ``XFAIL``, ``ALLOW_RETRIES``, ``DEFINE``/``REDEFINE`` or ``%if``, share
shell state (``cd``, ``export``) between RUN lines, or quote substituted paths (like lit:
paths with spaces break the command).

PYTEST_DONT_REWRITE (it has no asserts; the root conftest imports it before pytest would).
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import sysconfig
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from fnmatch import fnmatch
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from _pytest._code.code import TerminalRepr

#: Every copy of this plugin says so (see pytest_configure: only the first one registered acts).
IRLITE_TEST_PLUGIN = True

DEFAULT_TIMEOUT_S = 120.0
DEFAULT_LIT_ROOTS = ["tests/lit"]
MAX_REPORT_LINES = 200  # per stream; the head and the tail are kept
MAX_REPORT_LINE_CHARS = 1000

#: Where MLIR 19's ``mlir-opt`` may be, in order of preference (Debian's mlir-19-tools).
MLIR_OPT_CANDIDATES = ("/usr/lib/llvm-19/bin/mlir-opt", "mlir-opt-19", "mlir-opt")

_KEYWORD_RE = re.compile(r"(RUN|REQUIRES|UNSUPPORTED|XFAIL):(.*)")
_LINE_EXPR_RE = re.compile(r"%\(line *(?:([+-]) *(\d+))? *\)")
_PERCENT_RE = re.compile(r"%([%sSptT])")
_FEATURE_TOKEN_RE = re.compile(r"\s*(&&|\|\||!|\(|\)|[-+=._a-zA-Z0-9]+)")


class LitError(Exception):
    """A malformed lit test file (bad directive); the message starts with ``file:line:``."""


class LitFailure(Exception):
    """A RUN line that failed; ``str()`` is the report shown to the user."""


@dataclass(frozen=True)
class RunLine:
    """One shell command: ``command`` (continuations joined, not substituted) and the
    1-based ``lineno`` of its first ``RUN:`` line."""

    lineno: int
    command: str


@dataclass(frozen=True)
class LitScript:
    """The directives of one test file, in file order."""

    runs: tuple[RunLine, ...]
    requires: tuple[str, ...]
    unsupported: tuple[str, ...]


# --------------------------------------------------------------------------- parsing


def has_run_line(path: Path) -> bool:
    """Whether ``path`` holds a ``RUN:`` directive (the collection criterion)."""
    text = path.read_text(encoding="utf-8", errors="replace")
    return any(m.group(1) == "RUN" for m in map(_KEYWORD_RE.search, text.splitlines()) if m)


def parse_script(path: Path) -> LitScript:
    """Parse the lit directives of ``path``.

    Raises LitError for ``XFAIL:``, an empty ``REQUIRES:``/``UNSUPPORTED:``, or a last RUN
    line that ends in ``\\`` (an unterminated continuation).
    """
    runs: list[RunLine] = []
    requires: list[str] = []
    unsupported: list[str] = []
    pending: RunLine | None = None  # a RUN command whose last line ended in '\'
    text = path.read_text(encoding="utf-8", errors="replace")
    for lineno, line in enumerate(text.splitlines(), start=1):
        match = _KEYWORD_RE.search(line)
        if match is None:
            continue
        keyword, body = match.group(1), match.group(2).rstrip()
        if keyword == "RUN":
            body = _expand_line_numbers(body, lineno)
            run = (
                RunLine(pending.lineno, pending.command + body)
                if pending
                else RunLine(lineno, body)
            )
            if run.command.endswith("\\"):
                pending = RunLine(run.lineno, run.command[:-1])
            else:
                pending = None
                runs.append(RunLine(run.lineno, run.command.strip()))
        elif keyword == "XFAIL":
            raise LitError(
                f"{path}:{lineno}: error: XFAIL is not supported by irlite's test runner; "
                "fix the test, or mark what it needs with REQUIRES:/UNSUPPORTED:"
            )
        else:
            items = [item.strip() for item in body.split(",")]
            if not all(items):
                raise LitError(f"{path}:{lineno}: error: empty item in {keyword}: {body.strip()!r}")
            (requires if keyword == "REQUIRES" else unsupported).extend(items)
    if pending is not None:
        raise LitError(
            f"{path}:{pending.lineno}: error: RUN line ends in '\\' but no RUN line follows"
        )
    return LitScript(tuple(runs), tuple(requires), tuple(unsupported))


def _expand_line_numbers(command: str, lineno: int) -> str:
    """Replace lit's ``%(line)``, ``%(line+N)`` and ``%(line-N)`` with line numbers."""

    def expand(m: re.Match[str]) -> str:
        offset = int(m.group(2) or 0)
        return str(lineno - offset if m.group(1) == "-" else lineno + offset)

    return _LINE_EXPR_RE.sub(expand, command)


def eval_feature_expr(expr: str, features: frozenset[str]) -> bool:
    """Evaluate one lit feature expression (no commas) against ``features``.

    Grammar, as lit's: ``or := and ('||' and)*``, ``and := not ('&&' not)*``,
    ``not := '!' not | '(' or ')' | feature``; the feature ``true`` always holds.
    Raises LitError on anything else (lit's ``{{regex}}`` features are not supported).
    """
    tokens: list[str] = []
    pos = 0
    while pos < len(expr.rstrip()):
        m = _FEATURE_TOKEN_RE.match(expr, pos)
        if m is None:
            raise LitError(f"cannot parse feature expression {expr!r} at {expr[pos:]!r}")
        tokens.append(m.group(1))
        pos = m.end()
    index = 0

    def peek() -> str | None:
        return tokens[index] if index < len(tokens) else None

    def take() -> str:
        nonlocal index
        if index >= len(tokens):
            raise LitError(f"unexpected end of feature expression {expr!r}")
        index += 1
        return tokens[index - 1]

    def parse_or() -> bool:
        value = parse_and()
        while peek() == "||":
            take()
            value = parse_and() or value
        return value

    def parse_and() -> bool:
        value = parse_not()
        while peek() == "&&":
            take()
            value = parse_not() and value
        return value

    def parse_not() -> bool:
        token = take()
        if token == "!":
            return not parse_not()
        if token == "(":
            value = parse_or()
            if take() != ")":
                raise LitError(f"expected ')' in feature expression {expr!r}")
            return value
        if token in ("&&", "||", ")"):
            raise LitError(f"unexpected {token!r} in feature expression {expr!r}")
        return token == "true" or token in features

    result = parse_or()
    if index != len(tokens):
        raise LitError(f"unexpected {tokens[index]!r} in feature expression {expr!r}")
    return result


def skip_reason(script: LitScript, features: frozenset[str]) -> str | None:
    """Why the test must be skipped (a REQUIRES item false or an UNSUPPORTED item true), or
    None. Raises LitError for a malformed expression."""
    missing = [expr for expr in script.requires if not eval_feature_expr(expr, features)]
    if missing:
        available = ", ".join(sorted(features)) or "none"
        return f"REQUIRES: {', '.join(missing)} (available features: {available})"
    hits = [expr for expr in script.unsupported if eval_feature_expr(expr, features)]
    if hits:
        return f"UNSUPPORTED: {', '.join(hits)}"
    return None


# ------------------------------------------------------------------ substitution and running


def tool_pattern(name: str) -> re.Pattern[str]:
    """The regex lit's ToolSubst uses for a tool word: ``name`` not inside a longer word,
    path or file name (so ``mlir-opt-19`` and ``/x/mlir-opt`` are left alone)."""
    return re.compile(r"(?<![-./\w])" + re.escape(name) + r"(?![-.\w])")


def substitute(command: str, *, source: Path, tmp_dir: Path, tools: Mapping[str, str]) -> str:
    """Apply the tool-word substitutions in ``tools``, then ``%s %S %p %t %T %%`` (one pass,
    so ``%%s`` yields ``%s``). ``%t`` is ``tmp_dir/<source file name>.tmp``."""
    for name, replacement in tools.items():
        command = tool_pattern(name).sub(lambda _m: replacement, command)  # noqa: B023
    values = {
        "%": "%",
        "s": str(source),
        "S": str(source.parent),
        "p": str(source.parent),
        "t": str(tmp_dir / f"{source.name}.tmp"),
        "T": str(tmp_dir),
    }
    return _PERCENT_RE.sub(lambda m: values[m.group(1)], command)


@dataclass(frozen=True)
class RunResult:
    """What one RUN line did. ``returncode`` is None when it timed out; negative when bash
    died from a signal."""

    returncode: int | None
    stdout: str
    stderr: str


def run_command(command: str, *, cwd: Path, env: Mapping[str, str], timeout: float) -> RunResult:
    """Run ``command`` with ``bash -o pipefail -c`` in its own process group, which is
    killed on timeout and, to reap stray background processes, afterwards."""
    proc = subprocess.Popen(
        ["bash", "-o", "pipefail", "-c", command],
        cwd=cwd,
        env=dict(env),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    returncode: int | None
    try:
        out, err = proc.communicate(timeout=timeout)
        returncode = proc.returncode
    except subprocess.TimeoutExpired:
        _kill_group(proc.pid)
        out, err = proc.communicate()
        returncode = None
    finally:
        _kill_group(proc.pid)
    return RunResult(returncode, out.decode(errors="replace"), err.decode(errors="replace"))


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _truncate(text: str) -> str:
    """Keep the head and tail of ``text`` within MAX_REPORT_LINES lines of bounded width."""
    lines = [
        line if len(line) <= MAX_REPORT_LINE_CHARS else line[:MAX_REPORT_LINE_CHARS] + " [...]"
        for line in text.rstrip("\n").splitlines()
    ]
    if len(lines) > MAX_REPORT_LINES:
        head, tail = MAX_REPORT_LINES // 4, MAX_REPORT_LINES - MAX_REPORT_LINES // 4
        omitted = len(lines) - head - tail
        lines = [*lines[:head], f"[... {omitted} lines omitted ...]", *lines[-tail:]]
    return "\n".join(lines)


def format_failure(
    source: Path,
    run: RunLine,
    command: str,
    result: RunResult,
    timeout: float,
    kept_dir: Path | None,
) -> str:
    """The failure report of one RUN line."""
    if result.returncode is None:
        status = f"timed out after {timeout:g}s (ini option lit_timeout)"
    elif result.returncode < 0:
        status = f"killed by signal {-result.returncode}"
    else:
        status = f"exit code {result.returncode}"
    parts = [f"{source}:{run.lineno}: RUN line failed, {status}:", f"$ {command}"]
    for name, text in (("stdout", result.stdout), ("stderr", result.stderr)):
        parts.append(
            f"--- {name} ---\n{_truncate(text)}" if text.strip() else f"--- {name}: (empty)"
        )
    if kept_dir is not None:
        parts.append(f"temporary files kept in {kept_dir}")
    return "\n".join(parts)


# ------------------------------------------------------------------------ session set-up

_NOT_SHIM = '''\
"""LLVM's `not`: `not CMD...` succeeds iff CMD exits non-zero (a crash fails);
`not --crash CMD...` succeeds iff CMD dies from a signal."""
import subprocess, sys
args = sys.argv[1:]
crash = args[:1] == ["--crash"]
if crash:
    args = args[1:]
if not args:
    sys.exit("not: usage: not [--crash] command [args...]")
try:
    rc = subprocess.call(args)
except OSError as exc:
    print(f"not: cannot run {args[0]!r}: {exc}", file=sys.stderr)
    sys.exit(1)
if rc < 0:
    sys.exit(0 if crash else 1)
sys.exit(1 if crash else int(rc == 0))
'''


def write_shims(bin_dir: Path) -> None:
    """Write the ``FileCheck`` (the ``filecheck`` package of this Python) and ``not`` (LLVM's,
    with ``--crash``) executables into ``bin_dir``, creating it. tests/lit/lit.cfg.py uses
    ``not`` too: lit's internal shell runs ``not --crash`` as an external command."""
    bin_dir.mkdir(parents=True, exist_ok=True)
    python = shlex.quote(sys.executable)
    (bin_dir / "not.py").write_text(_NOT_SHIM)
    for name, body in (
        ("FileCheck", f'exec {python} -m filecheck "$@"'),
        ("not", f'exec {python} {shlex.quote(str(bin_dir / "not.py"))} "$@"'),
    ):
        (bin_dir / name).write_text(f"#!/bin/sh\n{body}\n")
        (bin_dir / name).chmod(0o755)


def find_mlir_opt() -> str | None:
    """The absolute path of MLIR 19's ``mlir-opt`` (see MLIR_OPT_CANDIDATES), or None."""
    for candidate in MLIR_OPT_CANDIDATES:
        found = shutil.which(candidate)
        if found:
            return os.path.abspath(found)
    return None


class LitSession:
    """Per-pytest-session state: a temp root holding the shims (``bin/``) and the per-test
    temp dirs, the RUN environment, the features and the tool substitutions."""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.root = Path(tempfile.mkdtemp(prefix="irlite-lit-"))
        bin_dir = self.root / "bin"
        write_shims(bin_dir)
        scripts = [os.path.dirname(sys.executable), sysconfig.get_path("scripts")]
        path = [str(bin_dir), *dict.fromkeys(scripts), os.environ.get("PATH", os.defpath)]
        self.env = {**os.environ, "PATH": os.pathsep.join(path)}
        mlir_opt = find_mlir_opt()
        self.tools: dict[str, str] = {"mlir-opt": mlir_opt} if mlir_opt else {}
        self.features = frozenset(self.tools)

    def make_test_dir(self, name: str) -> Path:
        """A fresh, empty temp dir for one test."""
        safe = re.sub(r"[^\w.-]+", "_", name)
        return Path(tempfile.mkdtemp(prefix=f"{safe}-", dir=self.root))

    def close(self) -> None:
        """Delete the shims, and the temp root unless failed tests kept dirs in it."""
        shutil.rmtree(self.root / "bin", ignore_errors=True)
        try:
            self.root.rmdir()
        except OSError:
            pass


_SESSION_KEY = pytest.StashKey[LitSession]()


def _lit_session(config: pytest.Config) -> LitSession:
    session = config.stash.get(_SESSION_KEY, None)
    if session is None:
        raw = config.getini("lit_timeout")
        try:
            timeout = float(raw)
        except ValueError:
            timeout = 0.0
        if not timeout > 0:
            raise pytest.UsageError(f"ini option lit_timeout must be seconds > 0, not {raw!r}")
        session = config.stash[_SESSION_KEY] = LitSession(timeout)
    return session


# ----------------------------------------------------------------------------- pytest hooks


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini(
        "lit_roots",
        "directories (relative to rootdir) whose *.mlir files are lit tests",
        type="linelist",
        default=DEFAULT_LIT_ROOTS,
    )
    parser.addini(
        "lit_timeout", "seconds each lit RUN line may take", default=str(DEFAULT_TIMEOUT_S)
    )
    parser.addini(
        "irlite_rules_tests",
        "glob patterns (relative to rootdir) of the .rules files whose inline tests to collect",
        type="linelist",
        default=[],
    )


def pytest_configure(config: pytest.Config) -> None:
    this = sys.modules.get(__name__)
    for _name, plugin in config.pluginmanager.list_name_plugin():
        if getattr(plugin, "IRLITE_TEST_PLUGIN", False):
            if plugin is not this and this is not None:
                config.pluginmanager.unregister(this)  # another copy came first: it acts
                return
            break
    config.addinivalue_line("markers", "lit: a lit-style .mlir test run through its RUN lines")
    config.addinivalue_line("markers", "irlite_rules: an inline test of a .rules file")


def pytest_unconfigure(config: pytest.Config) -> None:
    session = config.stash.get(_SESSION_KEY, None)
    if session is not None:
        session.close()


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> LitFile | RulesFile | None:
    if file_path.suffix == ".rules":
        return (
            RulesFile.from_parent(parent, path=file_path)
            if _wants_rules(file_path, parent)
            else None
        )
    if file_path.suffix != ".mlir":
        return None
    rootpath = parent.config.rootpath
    for root in parent.config.getini("lit_roots"):
        try:
            relative = file_path.relative_to(rootpath / root)
        except ValueError:
            continue
        if "Inputs" not in relative.parts and has_run_line(file_path):
            return LitFile.from_parent(parent, path=file_path)
    return None


class LitFile(pytest.File):
    """A ``.mlir`` file with RUN lines; it holds one LitItem."""

    def collect(self) -> Iterator[LitItem]:
        item = LitItem.from_parent(self, name="lit")
        try:
            reason = skip_reason(parse_script(self.path), _lit_session(self.config).features)
        except LitError:
            reason = None  # reported when the item runs, as its failure
        if reason is not None:
            item.add_marker(pytest.mark.skip(reason=reason))
        yield item


class LitItem(pytest.Item):
    """Runs the RUN lines of its file in order; the first failure fails the test. (Its
    REQUIRES/UNSUPPORTED skip is a ``skip`` marker added at collection.)"""

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.add_marker("lit")

    def runtest(self) -> None:
        session = _lit_session(self.config)
        script = parse_script(self.path)
        try:
            skip_reason(script, session.features)
        except LitError as exc:
            raise LitError(f"{self.path}: error: {exc}") from None
        tmp_dir = session.make_test_dir(self.path.name)
        source = self.path.resolve()
        for run in script.runs:
            command = substitute(run.command, source=source, tmp_dir=tmp_dir, tools=session.tools)
            result = run_command(command, cwd=tmp_dir, env=session.env, timeout=session.timeout)
            if result.returncode != 0:
                kept = tmp_dir if any(tmp_dir.iterdir()) else None
                if kept is None:
                    tmp_dir.rmdir()
                raise LitFailure(
                    format_failure(self.path, run, command, result, session.timeout, kept)
                )
        shutil.rmtree(tmp_dir, ignore_errors=True)

    def repr_failure(
        self, excinfo: pytest.ExceptionInfo[BaseException], style: str | None = None
    ) -> str | TerminalRepr:
        if isinstance(excinfo.value, (LitFailure, LitError)):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"lit: {self.path.name}"


# ----------------------------------------------------------------------- .rules inline tests


def _wants_rules(file_path: Path, parent: pytest.Collector) -> bool:
    """Whether to collect the ``.rules`` file: named on the command line, or matching an
    ``irlite_rules_tests`` pattern (relative to rootdir)."""
    if parent.session.isinitpath(file_path):
        return True
    patterns = parent.config.getini("irlite_rules_tests")
    if not patterns:
        return False
    try:
        shown = file_path.relative_to(parent.config.rootpath).as_posix()
    except ValueError:
        shown = file_path.as_posix()
    return any(fnmatch(shown, pattern) for pattern in patterns)


class RuleTestFailure(Exception):
    """A failed inline rule test; ``str()`` is the report shown to the user."""


class RulesFile(pytest.File):
    """A ``.rules`` file; it holds one RulesItem per inline test of its rules."""

    def collect(self) -> Iterator[RulesItem]:
        from irlite.gen.errors import RulesError
        from irlite.tools.rule_tests import collect

        start = self.config.invocation_params.dir
        try:
            shown = str(self.path.relative_to(start))
        except ValueError:
            shown = str(self.path)
        try:
            tests = collect(str(self.path), shown_as=shown)
        except RulesError as exc:
            raise self.CollectError(exc.render()) from None
        except OSError as exc:
            raise self.CollectError(f"{shown}: error: cannot read: {exc.strerror}") from None
        for test in tests:
            yield RulesItem.from_parent(self, name=test.name, test=test)


class RulesItem(pytest.Item):
    """Runs one inline test (``irlite.tools.rule_tests.run_test``)."""

    def __init__(self, *, test: object, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.test = test
        self.add_marker("irlite_rules")

    def runtest(self) -> None:
        from irlite.tools.rule_tests import run_test

        result = run_test(self.test)  # type: ignore[arg-type]
        if not result.passed:
            raise RuleTestFailure(result.report())

    def repr_failure(
        self, excinfo: pytest.ExceptionInfo[BaseException], style: str | None = None
    ) -> str | TerminalRepr:
        if isinstance(excinfo.value, RuleTestFailure):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self) -> tuple[Path, int, str]:
        test = self.test
        return self.path, test.line - 1, f"{test.name} ({test.title})"  # type: ignore[attr-defined]
