"""Every fenced code block of README.md runs as written.

Blocks are found by their fence's language; each is one test, ``README.md:LINE``:

- ``python``: executed in a fresh namespace (one per block), with the working directory a
  fresh temporary directory that links to every top-level entry of the repository (so
  ``examples/matmul.mlir`` resolves and written files land in the temp dir).
- ``sh``, ``bash``, ``shell``, ``console``: the commands run with ``bash -o pipefail -c``
  in such a directory, one block sharing it, in order, with this Python's ``irlite-*``
  scripts first on ``PATH``. If a line starts with ``$ ``, those lines are the commands
  and the lines after a command up to the next ``$ `` line are its expected stdout
  (compared line by line, trailing spaces dropped; no lines: not compared); otherwise
  every line that is not blank or a ``#`` comment is a command. A line ending in ``\\``
  continues on the next. Every command must start with ``irlite-`` and exit 0.
- any other language, or none (``.rules`` excerpts, traces): not run.

An HTML comment on the lines just before a fence (blank lines may separate them) changes
that: ``<!-- readme-test: skip REASON -->`` skips the block (it installs packages, needs a
GPU or takes long), ``<!-- readme-test: exit N -->`` expects every command of the block to
exit with N. A command block with a command that is not ``irlite-...`` must say ``skip``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
README = REPO / "README.md"
PYTHON = ("python", "py", "python3")
SHELL = ("sh", "bash", "shell", "console")
_FENCE = re.compile(r"^```\s*([\w+-]*)\s*$")
_MARKER = re.compile(r"^<!--\s*readme-test:\s*(skip|exit)\b\s*(.*?)\s*-->$")


@dataclass
class Command:
    line: int  # 1-based line of the command in the Markdown file
    text: str
    output: list[str] | None = None  # expected stdout lines (a ``$`` block), or None


@dataclass
class Block:
    line: int  # 1-based line of the opening fence
    lang: str
    code: str
    skip: str | None = None
    exit_code: int = 0
    commands: list[Command] = field(default_factory=list)


def parse_blocks(text: str) -> list[Block]:
    """The fenced blocks of a Markdown text, with their markers and commands."""
    blocks: list[Block] = []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        m = _FENCE.match(lines[i])
        if m is None:
            i += 1
            continue
        start = i
        j = i + 1
        while j < len(lines) and lines[j].strip() != "```":
            j += 1
        block = Block(start + 1, m.group(1).lower(), "\n".join(lines[start + 1 : j]) + "\n")
        k = start - 1
        while k >= 0 and (not lines[k].strip() or _MARKER.match(lines[k].strip())):
            mk = _MARKER.match(lines[k].strip())
            if mk and mk.group(1) == "skip":
                block.skip = mk.group(2) or "marked skip"
            elif mk:
                block.exit_code = int(mk.group(2))
            k -= 1
        if block.lang in SHELL:
            block.commands = _commands(lines[start + 1 : j], start + 2)
        blocks.append(block)
        i = j + 1
    return blocks


def _commands(lines: list[str], first: int) -> list[Command]:
    prompt = any(x.startswith("$ ") for x in lines)
    out: list[Command] = []
    i = 0
    while i < len(lines):
        raw, lineno = lines[i], first + i
        i += 1
        if prompt:
            if not raw.startswith("$ "):
                if out:  # output of the last command
                    out[-1].output = [*(out[-1].output or []), raw.rstrip()]
                continue
            raw = raw[2:]
        elif not raw.strip() or raw.lstrip().startswith("#"):
            continue
        text = raw
        while text.rstrip().endswith("\\") and i < len(lines):
            text = text.rstrip()[:-1].rstrip() + " " + lines[i].strip()
            i += 1
        out.append(Command(lineno, text.strip()))
    for c in out:  # trailing blank lines are not output
        while c.output and not c.output[-1]:
            c.output.pop()
    return out


def _workdir(tmp_path: Path) -> Path:
    """A temp dir linking to the repository's top-level entries."""
    tmp_path.mkdir(parents=True, exist_ok=True)
    for entry in REPO.iterdir():
        if entry.name != ".git":
            (tmp_path / entry.name).symlink_to(entry)
    return tmp_path


def _env() -> dict[str, str]:
    scripts = [sysconfig.get_path("scripts"), os.path.dirname(sys.executable)]
    path = os.pathsep.join([*dict.fromkeys(scripts), os.environ.get("PATH", os.defpath)])
    return {**os.environ, "PATH": path}


def run_block(block: Block, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run one block as the module docstring says; fail with what went wrong."""
    where = f"README.md:{block.line}"
    work = _workdir(tmp_path)
    if block.lang in PYTHON:
        monkeypatch.chdir(work)
        code = compile(block.code, f"{README}:{block.line}", "exec")
        exec(code, {"__name__": "__readme__"})
        return
    bad = [c for c in block.commands if not c.text.startswith("irlite-")]
    if bad:
        pytest.fail(
            f"{where}: README.md:{bad[0].line}: '{bad[0].text}' is not an irlite- command; "
            "mark the block <!-- readme-test: skip REASON --> if it cannot run in a test"
        )
    for c in block.commands:
        r = subprocess.run(
            ["bash", "-o", "pipefail", "-c", c.text],
            cwd=work,
            env=_env(),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        report = f"README.md:{c.line}: $ {c.text}\nstdout:\n{r.stdout}\nstderr:\n{r.stderr}"
        assert r.returncode == block.exit_code, (
            f"exit {r.returncode}, expected {block.exit_code}\n{report}"
        )
        if c.output:
            got = [x.rstrip() for x in r.stdout.rstrip("\n").split("\n")]
            assert got == c.output, f"output differs from the README's\n{report}"


def _params() -> list:
    out = []
    for b in parse_blocks(README.read_text(encoding="utf-8")):
        if b.lang not in PYTHON + SHELL:
            continue
        marks = [pytest.mark.skip(reason=f"README.md:{b.line}: {b.skip}")] if b.skip else []
        out.append(pytest.param(b, id=f"README.md:{b.line}", marks=marks))
    return out


@pytest.mark.parametrize("block", _params())
def test_readme_block(block: Block, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_block(block, tmp_path, monkeypatch)


# ---------------------------------------------------------------- the conventions themselves

SAMPLE = """\
Text.

<!-- readme-test: skip installs packages -->

```sh
pip install irlite
```

```console
$ irlite-opt --version | cat \\
    | cat
irlite-opt 0.1.0 (MLIR 19 text format)
$ irlite-opt examples/hello.mlir > /dev/null   # no output given: not compared
```

<!-- readme-test: exit 1 -->
```sh
# a comment
irlite-opt no-such-file.mlir
```

```rules
op x {}
```
"""


def test_parse_blocks_reads_markers_prompts_and_continuations() -> None:
    skipped, prompt, failing, rules = parse_blocks(SAMPLE)
    assert (skipped.line, skipped.lang, skipped.skip) == (5, "sh", "installs packages")
    assert [(c.line, c.text, c.output) for c in prompt.commands] == [
        (10, "irlite-opt --version | cat | cat", ["irlite-opt 0.1.0 (MLIR 19 text format)"]),
        (13, "irlite-opt examples/hello.mlir > /dev/null   # no output given: not compared", None),
    ]
    assert failing.exit_code == 1 and failing.skip is None
    assert [c.text for c in failing.commands] == ["irlite-opt no-such-file.mlir"]
    assert (rules.lang, rules.commands) == ("rules", [])


def test_an_expected_exit_code_is_checked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _skipped, _prompt, failing, _rules = parse_blocks(SAMPLE)
    run_block(failing, tmp_path / "a", monkeypatch)  # exits 1, as marked
    failing.exit_code = 0
    with pytest.raises(AssertionError, match="exit 1, expected 0"):
        run_block(failing, tmp_path / "b", monkeypatch)


def test_a_command_that_is_not_irlite_must_be_marked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    skipped = parse_blocks(SAMPLE)[0]
    with pytest.raises(pytest.fail.Exception, match="'pip install irlite' is not an irlite-"):
        run_block(skipped, tmp_path, monkeypatch)
