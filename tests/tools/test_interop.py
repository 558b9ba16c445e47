"""Interop with real MLIR: mlir-opt 19 reads what irlite prints, and irlite
reprints mlir-opt's generic output byte for byte.

For every ``tests/lit/**/*.mlir`` file (except ``--verify-diagnostics`` ones),
split at ``// -----``, each chunk that irlite accepts (with
``--allow-unregistered-dialect``) is printed by irlite in the custom form, the
generic form and the custom form with ``--mlir-print-debuginfo``. Then, per
file (one test id per file and check):

- ``parse_custom`` / ``parse_generic``: mlir-opt parses and verifies irlite's
  custom and generic output;
- ``reprint_generic``: irlite with ``--mlir-print-op-generic`` on mlir-opt's
  generic output reprints it byte for byte;
- ``reprint_debuginfo``: the same with ``--mlir-print-debuginfo`` too (the
  locations are those irlite printed, so nothing depends on file names);
- ``same_print``: irlite's own custom and generic output of the chunk equal
  mlir-opt's output for the same IR.

Besides the lit files: the generated benchmark workload
(``../shared/bench/gen_mlir.py``) and seeded random float and affine-map
attributes, where irlite's generic print must equal mlir-opt's.

irlite runs in-process (``irlite.tools.opt.main``); mlir-opt runs once per
file and mode, its chunks batched through ``--split-input-file`` (a chunk it
rejects makes it rerun chunk by chunk to say which). The whole module is
skipped where mlir-opt 19 is not installed.
"""

from __future__ import annotations

import contextlib
import difflib
import functools
import gc
import io
import random
import re
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import pytest

MLIR_OPT = Path("/usr/lib/llvm-19/bin/mlir-opt")
REPO = Path(__file__).resolve().parents[2]
LIT_ROOT = REPO / "tests" / "lit"
GEN_MLIR = REPO.parent / "shared" / "bench" / "gen_mlir.py"
SPLIT = "// -----\n"
TIMEOUT_S = 120

pytestmark = pytest.mark.skipif(
    not MLIR_OPT.exists(), reason="mlir-opt 19 not installed (Debian package mlir-19-tools)"
)


# ----------------------------------------------------------------- running the tools


@dataclass
class Run:
    """One tool run: exit status and its two streams."""

    rc: int
    out: str
    err: str


def irlite(args: Sequence[str], text: str) -> Run:
    """``irlite-opt ARGS -`` in-process, ``text`` on stdin."""
    from irlite.tools.opt import main

    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    gc_was_enabled = gc.isenabled()  # main() turns the collector off
    sys.stdin = io.StringIO(text)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                rc = main([*args, "-"])
            except SystemExit as e:  # pragma: no cover - main returns its status
                rc = e.code if isinstance(e.code, int) else 1
    finally:
        sys.stdin = old_stdin
        if gc_was_enabled:
            gc.enable()
    return Run(rc or 0, out.getvalue(), err.getvalue())


def mlir_opt(args: Sequence[str], text: str) -> Run:
    """``mlir-opt ARGS -`` with ``text`` on stdin."""
    r = subprocess.run(
        [str(MLIR_OPT), *args, "-"],
        input=text,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
        check=False,
    )
    return Run(r.returncode, r.stdout, r.stderr)


def mlir_opt_each(args: Sequence[str], texts: Sequence[str]) -> list[Run]:
    """mlir-opt on each text; one ``--split-input-file`` run when all of them pass."""
    if not texts:
        return []
    r = mlir_opt(["--split-input-file", *args], SPLIT.join(texts))
    if r.rc == 0:
        outs = r.out.split(SPLIT)
        if len(outs) == len(texts):
            return [Run(0, o, "") for o in outs]
    return [mlir_opt(args, t) for t in texts]


UNREG = "--allow-unregistered-dialect"
GENERIC = "--mlir-print-op-generic"
DEBUG = "--mlir-print-debuginfo"


# ----------------------------------------------------------------- the inputs


def split_chunks(text: str) -> list[str]:
    """The chunks of a ``--split-input-file`` buffer (at lines holding just ``// -----``)."""
    chunks: list[str] = []
    cur: list[str] = []
    for line in text.splitlines(keepends=True):
        if re.fullmatch(r"\s*// -----[-\s]*", line):
            chunks.append("".join(cur))
            cur = []
        else:
            cur.append(line)
    chunks.append("".join(cur))
    return chunks


def _run_lines(text: str) -> list[str]:
    return re.findall(r"RUN:(.*)", text)


#: A lit file of ops mlir-opt 19 does not have (IREE's ``flow``, say) opts out with this
#: line and its reason: ``// INTEROP: none (flow is IREE's dialect)``.
NO_INTEROP = re.compile(r"^// INTEROP: none \(.+\)$", re.MULTILINE)


def lit_files() -> list[Path]:
    """Every lit ``.mlir`` file whose RUN lines neither use ``-verify-diagnostics``
    nor all expect a failure (``not ...``: an input that is meant to be rejected), and
    that does not opt out (``NO_INTEROP``)."""
    files = []
    for p in sorted(LIT_ROOT.rglob("*.mlir")):
        if "Inputs" in p.relative_to(LIT_ROOT).parts:
            continue
        text = p.read_text(encoding="utf-8", errors="surrogateescape")
        runs = _run_lines(text)
        if any("-verify-diagnostics" in r for r in runs) or NO_INTEROP.search(text):
            continue
        if runs and all(r.strip().startswith("not ") for r in runs):
            continue
        files.append(p)
    return files


LIT_FILES = lit_files()
LIT_IDS = [str(p.relative_to(LIT_ROOT)) for p in LIT_FILES]


# ----------------------------------------------------------------- per-file results


@dataclass
class Chunk:
    """One accepted chunk and what both tools made of it."""

    index: int
    custom: str  # irlite, custom form
    generic: str  # irlite, generic form
    debug: str  # irlite, custom form with locations
    m_generic: Run | None = None  # mlir-opt --generic on `custom`
    m_custom: Run | None = None  # mlir-opt (custom form) on `generic`
    m_debug: Run | None = None  # mlir-opt --generic --debuginfo on `debug`


@dataclass
class FileResults:
    chunks: list[Chunk] = field(default_factory=list)
    rejected: int = 0


@functools.cache
def results(path: Path) -> FileResults:
    """Run both tools over the accepted chunks of ``path`` (once per file)."""
    text = path.read_text(encoding="utf-8", errors="surrogateescape")
    res = FileResults()
    for i, chunk in enumerate(split_chunks(text)):
        c = irlite([UNREG], chunk)
        if c.rc != 0:
            res.rejected += 1
            continue
        g = irlite([UNREG, GENERIC], chunk)
        d = irlite([UNREG, DEBUG], chunk)
        assert g.rc == 0 and d.rc == 0, (
            f"chunk {i}: irlite accepts it in the custom form but not with "
            f"{GENERIC if g.rc else DEBUG}:\n{g.err or d.err}"
        )
        res.chunks.append(Chunk(i, c.out, g.out, d.out))
    for ch, r in zip(res.chunks, mlir_opt_each([UNREG, GENERIC], [c.custom for c in res.chunks])):
        ch.m_generic = r
    for ch, r in zip(res.chunks, mlir_opt_each([UNREG], [c.generic for c in res.chunks])):
        ch.m_custom = r
    for ch, r in zip(
        res.chunks, mlir_opt_each([UNREG, GENERIC, DEBUG], [c.debug for c in res.chunks])
    ):
        ch.m_debug = r
    return res


def _accepted_chunks(path: Path) -> list[Chunk]:
    res = results(path)
    assert res.chunks, f"irlite rejects all {res.rejected} chunk(s) of a file meant to be accepted"
    return res.chunks


def _diff(expected: str, actual: str, what: str) -> str:
    lines = difflib.unified_diff(
        expected.splitlines(keepends=True),
        actual.splitlines(keepends=True),
        f"expected ({what})",
        "irlite",
        n=2,
    )
    text = "".join(lines)
    return text if len(text) < 6000 else text[:6000] + "\n[diff truncated]\n"


def _fail(problems: list[str]) -> None:
    if problems:
        pytest.fail(
            "\n".join(problems[:8])
            + (f"\n... and {len(problems) - 8} more" if len(problems) > 8 else "")
        )


def _mlir_rejects(ch: Chunk, r: Run | None, printed: str, what: str) -> str | None:
    assert r is not None
    if r.rc == 0:
        return None
    return (
        f"chunk {ch.index}: mlir-opt rejects irlite's {what} output:\n{r.err.strip()}\n"
        f"--- irlite's output:\n{printed}"
    )


# ----------------------------------------------------------------- lit files


@pytest.mark.parametrize("path", LIT_FILES, ids=LIT_IDS)
def test_parse_custom(path: Path) -> None:
    """mlir-opt 19 parses and verifies irlite's custom-form output."""
    _fail(
        [
            p
            for ch in _accepted_chunks(path)
            if (p := _mlir_rejects(ch, ch.m_generic, ch.custom, "custom"))
        ]
    )


@pytest.mark.parametrize("path", LIT_FILES, ids=LIT_IDS)
def test_parse_generic(path: Path) -> None:
    """mlir-opt 19 parses and verifies irlite's generic-form output."""
    _fail(
        [
            p
            for ch in _accepted_chunks(path)
            if (p := _mlir_rejects(ch, ch.m_custom, ch.generic, "generic"))
        ]
    )


def _check_reprint(path: Path, debuginfo: bool) -> None:
    """irlite reads mlir-opt's generic output (with locations when ``debuginfo``)
    and prints it back byte for byte."""
    flags, what = (
        ([UNREG, GENERIC, DEBUG], "--mlir-print-debuginfo") if debuginfo else ([UNREG, GENERIC], "")
    )
    problems = []
    for ch in _accepted_chunks(path):
        m = ch.m_debug if debuginfo else ch.m_generic
        assert m is not None
        if m.rc != 0:
            problems.append(
                (_mlir_rejects(ch, m, ch.debug, what) or "")
                if debuginfo
                else f"chunk {ch.index}: no mlir-opt output to reprint (see test_parse_custom)"
            )
            continue
        r = irlite(flags, m.out)
        if r.rc != 0:
            output = "output" if debuginfo else "generic output"
            problems.append(
                f"chunk {ch.index}: irlite rejects mlir-opt's {output}:\n{r.err}\n{m.out}"
            )
        elif r.out != m.out:
            problems.append(
                f"chunk {ch.index}:\n"
                + _diff(m.out, r.out, f"mlir-opt --mlir-print-op-generic {what}".rstrip())
            )
    _fail(problems)


@pytest.mark.parametrize("path", LIT_FILES, ids=LIT_IDS)
def test_reprint_generic(path: Path) -> None:
    """irlite --mlir-print-op-generic reprints mlir-opt's generic output byte for byte."""
    _check_reprint(path, debuginfo=False)


@pytest.mark.parametrize("path", LIT_FILES, ids=LIT_IDS)
def test_reprint_debuginfo(path: Path) -> None:
    """The same with --mlir-print-debuginfo: locations and #loc aliases byte for byte."""
    _check_reprint(path, debuginfo=True)


@pytest.mark.parametrize("path", LIT_FILES, ids=LIT_IDS)
def test_same_print(path: Path) -> None:
    """irlite's own custom and generic output equal mlir-opt's print of the same IR."""
    problems = []
    for ch in _accepted_chunks(path):
        for m, mine, what in (
            (ch.m_generic, ch.generic, "generic"),
            (ch.m_custom, ch.custom, "custom"),
        ):
            assert m is not None
            if m.rc == 0 and m.out != mine and what == "generic":
                # mlir-opt printed the IR irlite's custom form holds, which may lack what
                # the custom form elides (an attribute given at its default value):
                # compare with irlite's generic print of that same text
                again = irlite([UNREG, GENERIC], ch.custom)
                if again.rc == 0:
                    mine = again.out
            if m.rc == 0 and m.out != mine:
                problems.append(
                    f"chunk {ch.index} ({what} form):\n"
                    + _diff(m.out, mine, f"mlir-opt, {what} form")
                )
    _fail(problems)


# ----------------------------------------------------------------- generated inputs


def _assert_generic_print_agrees(text: str, extra: Sequence[str] = ()) -> None:
    """irlite's and mlir-opt's generic prints of ``text`` are the same bytes."""
    m = mlir_opt([UNREG, GENERIC, *extra], text)
    assert m.rc == 0, f"mlir-opt rejects the generated input:\n{m.err[:3000]}"
    r = irlite([UNREG, GENERIC, *extra], text)
    assert r.rc == 0, f"irlite rejects the input mlir-opt accepts:\n{r.err[:3000]}"
    if r.out != m.out:
        pytest.fail(_diff(m.out, r.out, "mlir-opt"))


def test_benchmark_workload(tmp_path: Path) -> None:
    """The generated benchmark workload (20 functions x 100 ops): generic print == mlir-opt's."""
    if not GEN_MLIR.exists():
        pytest.skip(f"{GEN_MLIR} not found")
    prefix = tmp_path / "w20x100"
    subprocess.run(
        [
            sys.executable,
            str(GEN_MLIR),
            "--funcs",
            "20",
            "--ops",
            "100",
            "--seed",
            "1",
            "--out-prefix",
            str(prefix),
        ],
        check=True,
        capture_output=True,
        timeout=TIMEOUT_S,
    )
    text = Path(f"{prefix}.generic.mlir").read_text()
    _assert_generic_print_agrees(text)


def _float_literal(r: random.Random) -> str:
    v = r.choice(
        [
            r.uniform(-1e6, 1e6),
            r.uniform(-1, 1),
            10 ** r.uniform(-40, 40),
            float(r.randint(-(10**6), 10**6)),
            10 ** r.uniform(-320, 308),
            r.randint(-100, 100) / 8,
        ]
    )
    s = repr(float(v))
    if "e" in s and "." not in s.split("e")[0]:
        m, e = s.split("e")
        s = f"{m}.0e{e}"
    return s


_FLOAT_TYPES = [
    ("f16", 16),
    ("bf16", 16),
    ("f32", 32),
    ("f64", 64),
    ("f8E5M2", 8),
    ("f8E4M3FN", 8),
    ("f8E4M3FNUZ", 8),
    ("f8E5M2FNUZ", 8),
    ("f8E4M3B11FNUZ", 8),
    ("f8E4M3", 8),
]


def test_random_float_attributes() -> None:
    """Random bit patterns and decimal literals of every float type print as mlir-opt prints them."""
    r = random.Random(20240719)
    lines = []
    for _ in range(150):
        attrs = [
            f"h{j} = 0x{r.getrandbits(bits):0{bits // 4}X} : {t}"
            for j, (t, bits) in enumerate(_FLOAT_TYPES)
        ]
        for j in range(8):
            t = r.choice(["f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E4M3FN", "f8E5M2"])
            attrs.append(f"d{j} = {_float_literal(r)} : {t}")
        dense_t, _ = r.choice(_FLOAT_TYPES[:4])
        attrs.append(
            f"v = dense<[{', '.join(_float_literal(r) for _ in range(3))}]> : tensor<3x{dense_t}>"
        )
        lines.append(f'"foo.f"() {{{", ".join(attrs)}}} : () -> ()')
    _assert_generic_print_agrees("\n".join(lines) + "\n")


def _affine_expr(r: random.Random, depth: int, nd: int, ns: int) -> str:
    if depth == 0 or r.random() < 0.3:
        c = r.random()
        if c < 0.4:
            return f"d{r.randrange(nd)}"
        if c < 0.6 and ns:
            return f"s{r.randrange(ns)}"
        return str(r.randint(-9, 9))
    op = r.choice(["+", "-", "*", "floordiv", "ceildiv", "mod", "neg"])
    a = _affine_expr(r, depth - 1, nd, ns)
    if op == "neg":
        return f"-({a})"
    if op in ("+", "-"):
        return f"({a}) {op} ({_affine_expr(r, depth - 1, nd, ns)})"
    b = str(r.randint(-5, 5) if op == "*" else r.randint(1, 9))
    if ns and r.random() < 0.3:
        b = f"s{r.randrange(ns)}"
    return f"{b} * ({a})" if op == "*" else f"({a}) {op} {b}"


@pytest.mark.parametrize("kind", ["affine_map", "affine_set"])
def test_random_affine(kind: str) -> None:
    """Random affine maps / sets simplify and print (as #map/#set aliases) as mlir-opt's."""
    r = random.Random(7 if kind == "affine_map" else 8)
    lines = []
    for _ in range(200):
        nd, ns = r.randint(1, 3), r.randint(0, 2)
        dims = ", ".join(f"d{i}" for i in range(nd))
        syms = f"[{', '.join(f's{i}' for i in range(ns))}]" if ns else ""
        if kind == "affine_map":
            body = f"({dims}){syms} -> ({', '.join(_affine_expr(r, 3, nd, ns) for _ in range(r.randint(1, 3)))})"
        else:
            cons = ", ".join(
                _affine_expr(r, 3, nd, ns) + r.choice([" >= 0", " == 0"])
                for _ in range(r.randint(1, 3))
            )
            body = f"({dims}){syms} : ({cons})"
        lines.append(f'"foo.a"() {{m = {kind}<{body}>}} : () -> ()')
    _assert_generic_print_agrees("\n".join(lines) + "\n")
