"""MLIR 19's own test files as the spec: how many of their units irlite-opt passes.

Takes MLIR 19's ``mlir/test`` tree (``--src DIR``, or ``--fetch``: Debian's
``llvm-toolchain-19`` source package through ``apt-get source``, unpacked under
``--cache``), splits every ``.mlir`` file whose RUN lines all use
``-split-input-file`` on its ``// -----`` lines (other files are one unit), and runs
each unit's RUN lines twice: with mlir-opt 19 as ``mlir-opt``, then with irlite-opt in its
place; ``FileCheck`` is LLVM 19's (``/usr/lib/llvm-19/bin/FileCheck``; the python
``filecheck`` package if it is missing) both times. A unit is *counted* when mlir-opt 19
passes it this way, and *passes* when irlite-opt passes it too. Each unit is written to
its own file with blank lines in front, so line numbers are those of the original file.

What it does not do: RUN lines that use another tool (``mlir-translate``, runners, lit
substitutions such as ``%{...}``) or shell syntax beyond pipes, ``not`` and ``2>&1`` make
the unit *unsupported* (listed, not counted). It is not part of the test suite (it
downloads and takes minutes); without mlir-opt 19 or the test files it says so and exits 0.

irlite-opt runs in long-lived worker processes (``--worker``), which call
``irlite.tools.opt.main`` on each command with stdin/stdout/stderr in memory, so a unit
costs no interpreter start; a command that runs past ``--timeout`` kills its worker.

Usage::

    python benchmarks/mlir_conformance.py --fetch                     # default dirs
    python benchmarks/mlir_conformance.py --src /path/to/mlir/test Dialect/Arith IR
    python benchmarks/mlir_conformance.py --fetch --per-file --json results.json
    python benchmarks/mlir_conformance.py --fetch --failures Dialect/Math   # each failure
    python benchmarks/mlir_conformance.py --fetch --compare before.json    # what changed

Output: a table of counted units and pass rate per group (``Dialect/Arith``,
``IR``, ...), the total, and the most common failure causes (irlite's first error
message with locations and quoted names blanked, FileCheck mismatches, crashes).
"""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import traceback
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
FILECHECK = "/usr/lib/llvm-19/bin/FileCheck"
DEFAULT_DIRS = [
    "Dialect/Arith",
    "Dialect/Math",
    "Dialect/ControlFlow",
    "Dialect/SCF",
    "Dialect/Func",
    "Dialect/MemRef",
    "Dialect/Affine",
    "Dialect/Tensor",
    "Dialect/Linalg",
    "Dialect/Bufferization",
    "Dialect/UB",
    "Dialect/Vector",
    "IR",
    "Transforms",
    "Pass",
]
SPLIT_MARKER = "// -----"
DEFAULT_CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "irlite-mlir19"


# --------------------------------------------------------------------------- the test files


def fetch_sources(cache: Path) -> Path | None:
    """Unpack ``mlir/test`` of Debian's llvm-toolchain-19 source package under ``cache``
    (apt-get source with a private deb-src list; nothing in /etc is changed). Returns the
    ``mlir/test`` directory, or None (with a note on stderr) when that is not possible."""
    found = sorted(cache.glob("llvm-toolchain-19_*/mlir/test"))
    if found:
        return found[-1]
    if shutil.which("apt-get") is None:
        print("note: apt-get not found; pass --src DIR (MLIR 19's mlir/test)", file=sys.stderr)
        return None
    cache.mkdir(parents=True, exist_ok=True)
    lists = cache / "lists"
    (lists / "partial").mkdir(parents=True, exist_ok=True)
    src_list = cache / "src.list"
    src_list.write_text(
        "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] "
        "http://deb.debian.org/debian bookworm main\n"
    )
    opts = [
        f"-oDir::Etc::SourceList={src_list}",
        "-oDir::Etc::SourceParts=/dev/null",
        f"-oDir::State::Lists={lists}",
    ]
    try:
        subprocess.run(["apt-get", *opts, "update"], cwd=cache, check=True, capture_output=True)
        subprocess.run(
            ["apt-get", *opts, "source", "--download-only", "llvm-toolchain-19"],
            cwd=cache,
            check=True,
            capture_output=True,
        )
        tarballs = sorted(cache.glob("llvm-toolchain-19_*.orig.tar.xz"))
        if not tarballs:
            raise RuntimeError("no orig tarball downloaded")
        subprocess.run(
            ["tar", "-xJf", str(tarballs[-1]), "--wildcards", "*/mlir/test/*"],
            cwd=cache,
            check=True,
            capture_output=True,
        )
    except (subprocess.CalledProcessError, RuntimeError, OSError) as e:
        err = getattr(e, "stderr", b"") or b""
        print(f"note: could not fetch MLIR 19's tests: {e} {err.decode()[-300:]}", file=sys.stderr)
        return None
    found = sorted(cache.glob("llvm-toolchain-19_*/mlir/test"))
    return found[-1] if found else None


@dataclass
class Unit:
    """One ``// -----`` chunk of a test file (or the whole file), padded to its lines."""

    file: Path  # the original test file
    rel: str  # its path below mlir/test
    index: int  # chunk number, 0-based
    line: int  # the chunk's first line in the file
    text: str  # the chunk, with blank lines in front of it
    runs: list[str]  # the file's RUN lines (continuations joined)
    status: str = ""  # "pass", "fail", "uncounted", "unsupported"
    cause: str = ""
    detail: str = ""


RUN_RE = re.compile(r"\bRUN:(.*)$")


def run_lines(text: str) -> list[str]:
    """The RUN lines of a test file, a trailing ``\\`` joining the next one."""
    out: list[str] = []
    cur = ""
    for line in text.splitlines():
        m = RUN_RE.search(line)
        if not m:
            continue
        part = m.group(1).strip()
        if part.endswith("\\"):
            cur += part[:-1] + " "
            continue
        out.append((cur + part).strip())
        cur = ""
    if cur:
        out.append(cur.strip())
    return out


def units_of(path: Path, root: Path) -> list[Unit]:
    text = path.read_text(errors="replace")
    runs = run_lines(text)
    rel = str(path.relative_to(root))
    if not runs:
        return []
    opt_runs = [r for r in runs if "mlir-opt" in r]
    split = bool(opt_runs) and all("split-input-file" in r for r in opt_runs)
    if not split:
        return [Unit(path, rel, 0, 1, text, runs)]
    units: list[Unit] = []
    lines = text.splitlines(keepends=True)
    start = 0
    for i, line in enumerate(lines + [SPLIT_MARKER]):
        if SPLIT_MARKER in line:
            chunk = "\n" * start + "".join(lines[start:i])
            units.append(Unit(path, rel, len(units), start + 1, chunk, runs))
            start = i + 1
    return units


# --------------------------------------------------------------------------- RUN lines


class Unsupported(Exception):
    """A RUN line this harness does not run."""


@dataclass
class Stage:
    tool: str  # "mlir-opt" or "FileCheck"
    args: list[str]
    negate: bool = False
    merge_stderr: bool = False


def parse_run(cmd: str, unit_path: str, tmp: str) -> list[Stage]:
    """A RUN line (after substitution) as a pipeline of mlir-opt / FileCheck stages."""
    if "%{" in cmd or "%mlir" in cmd or "%lib" in cmd or "%shlib" in cmd:
        raise Unsupported("lit substitution")
    src_dir = str(Path(unit_path).parent)
    cmd = (
        cmd.replace("%%", "\0")
        .replace("%s", unit_path)
        .replace("%S", src_dir)
        .replace("%p", src_dir)
        .replace("%t", tmp)
        .replace("%T", str(Path(tmp).parent))
        .replace("\0", "%")
    )
    if re.search(r"%[A-Za-z{(]", cmd):
        raise Unsupported("lit substitution")
    try:
        lex = shlex.shlex(cmd, posix=True, punctuation_chars="|&;<>")
        lex.whitespace_split = True
        toks = list(lex)
    except ValueError as e:
        raise Unsupported(f"shell syntax: {e}") from None
    stages: list[Stage] = []
    cur: list[str] = []
    for t in toks + ["|"]:
        if t == "|":
            if not cur:
                raise Unsupported("empty pipeline stage")
            stages.append(_stage(cur))
            cur = []
        elif t in ("&&", ";", "||", "&", "<", ">", ">>"):
            raise Unsupported(f"shell operator {t}")
        else:
            cur.append(t)
    return stages


def _stage(words: list[str]) -> Stage:
    negate = False
    if words and words[0] == "not":
        negate = True
        words = words[1:]
        if words and words[0] == "--crash":
            raise Unsupported("not --crash")
    merge = False
    if "2>&1" in words:
        merge = True
        words = [w for w in words if w != "2>&1"]
    if any(w.startswith(("2>", ">")) or w in (">", "2", "1") for w in words[1:]):
        raise Unsupported("redirection")
    if not words:
        raise Unsupported("empty command")
    tool = words[0]
    if tool not in ("mlir-opt", "FileCheck"):
        raise Unsupported(f"tool {tool}")
    return Stage(tool, words[1:], negate, merge)


# --------------------------------------------------------------------------- running


@dataclass
class Result:
    rc: int
    out: str
    err: str
    crash: bool = False


class IrliteWorker:
    """A ``--worker`` process that runs irlite-opt commands in memory, one at a time."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen[str] | None = None

    def _start(self) -> subprocess.Popen[str]:
        if self.proc is None or self.proc.poll() is not None:
            self.proc = subprocess.Popen(
                [sys.executable, __file__, "--worker"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                errors="replace",
                bufsize=1,
            )
        return self.proc

    def run(self, args: list[str], stdin: str, cwd: str, timeout: float) -> Result:
        proc = self._start()
        assert proc.stdin is not None and proc.stdout is not None
        proc.stdin.write(json.dumps({"args": args, "stdin": stdin, "cwd": cwd}) + "\n")
        proc.stdin.flush()
        reply: list[str] = []
        t = threading.Thread(target=lambda: reply.append(proc.stdout.readline()), daemon=True)
        t.start()
        t.join(timeout)
        if not reply or not reply[0]:
            self.close()
            return Result(124, "", f"timeout after {timeout:.0f}s", crash=True)
        d = json.loads(reply[0])
        return Result(d["rc"], d["out"], d["err"], d["crash"])

    def close(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None


def worker_main() -> int:
    """Read one JSON command a line, run ``irlite.tools.opt.main`` on it, answer one line."""
    import gc

    from irlite.tools.opt import main as opt_main

    real_out = sys.stdout
    for n, line in enumerate(sys.stdin):
        job = json.loads(line)
        out, err = io.StringIO(), io.StringIO()
        sys.stdin, sys.stdout, sys.stderr = io.StringIO(job["stdin"]), out, err
        crash = False
        try:
            os.chdir(job["cwd"])
            rc = opt_main(job["args"])
        except SystemExit as e:
            rc = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
        except BaseException:  # a Python traceback is a crash, as a C++ abort is
            err.write(traceback.format_exc())
            rc, crash = 134, True
        sys.stdin, sys.stdout, sys.stderr = sys.__stdin__, real_out, sys.__stderr__
        gc.unfreeze()  # opt's main disables the collector and freezes what is left
        if n % 20 == 19:
            gc.collect()
        reply = {"rc": rc or 0, "out": out.getvalue(), "err": err.getvalue(), "crash": crash}
        real_out.write(json.dumps(reply) + "\n")
        real_out.flush()
    return 0


def run_external(argv: list[str], stdin: str, cwd: str, timeout: float) -> Result:
    try:
        p = subprocess.run(
            argv,
            input=stdin,
            capture_output=True,
            text=True,
            errors="replace",
            cwd=cwd,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return Result(124, "", f"timeout after {timeout:.0f}s", crash=True)
    return Result(p.returncode, p.stdout, p.stderr, p.returncode < 0)


@dataclass
class Outcome:
    ok: bool
    stage: str = ""  # "mlir-opt" / "FileCheck" of the failing stage
    result: Result | None = None
    opt_err: str = ""  # stderr of the opt stages


def run_pipeline(
    stages: list[Stage], use_irlite: bool, worker: IrliteWorker, cwd: str, timeout: float
) -> Outcome:
    data = ""
    opt_err = ""
    for st in stages:
        if st.tool == "mlir-opt":
            if use_irlite:
                r = worker.run(st.args, data, cwd, timeout)
            else:
                r = run_external([MLIR_OPT, *st.args], data, cwd, timeout)
            opt_err += r.err
        else:
            fc = FILECHECK if Path(FILECHECK).exists() else shutil.which("filecheck") or "filecheck"
            r = run_external([fc, *st.args], data, cwd, timeout)
        ok = (r.rc != 0 and not r.crash) if st.negate else r.rc == 0
        if not ok:
            return Outcome(False, st.tool, r, opt_err)
        data = r.out + r.err if st.merge_stderr else r.out
    return Outcome(True, opt_err=opt_err)


def run_unit(u: Unit, worker: IrliteWorker, timeout: float) -> None:
    with tempfile.TemporaryDirectory(prefix="mlirconf-") as d:
        path = os.path.join(d, Path(u.rel).name)
        Path(path).write_text(u.text)
        try:
            pipelines = [parse_run(r, path, os.path.join(d, "t")) for r in u.runs]
        except Unsupported as e:
            u.status, u.cause = "unsupported", str(e)
            return
        if not any(s.tool == "mlir-opt" for p in pipelines for s in p):
            u.status, u.cause = "unsupported", "no mlir-opt RUN line"
            return
        for p in pipelines:
            if not run_pipeline(p, False, worker, d, timeout).ok:
                u.status = "uncounted"
                return
        for p in pipelines:
            o = run_pipeline(p, True, worker, d, timeout)
            if not o.ok:
                u.status = "fail"
                u.cause, u.detail = classify(o)
                return
        u.status = "pass"


# --------------------------------------------------------------------------- failure causes

_LOC = re.compile(r"^(?:within split at \S+ offset )?[^\s:]*(?::\d+){1,2}: ")
_QUOTED = re.compile(r"'[^']*'")
_NUM = re.compile(r"\b\d+\b")


def normalize(msg: str) -> str:
    msg = _LOC.sub("", msg.strip())
    msg = re.sub(r"^irlite-opt: ", "", msg)
    m = re.match(r"(custom op|operation) '([\w$]+)\.", msg)
    if m and ("unknown" in msg or "unregistered" in msg):
        return f"unknown op in dialect {m.group(2)}"
    m = re.match(r"dialect '(\w+)' is unknown|.*Dialect `(\w+)' not found", msg)
    if m:
        return f"unknown dialect {m.group(1) or m.group(2)}"
    m = re.search(r"(?:pass|option|argument)[^']*'-*([\w-]+)", msg)
    if "Unknown command line argument" in msg or "no such pass" in msg:
        return f"unknown pass/option {m.group(1) if m else msg}"
    msg = _QUOTED.sub("'…'", msg)
    return _NUM.sub("N", msg)[:120]


def classify(o: Outcome) -> tuple[str, str]:
    r = o.result
    assert r is not None
    if r.crash:
        tb = r.err.strip().splitlines()
        last = tb[-1] if tb else ""
        return f"crash: {normalize(last)[:90]}", r.err[-2000:]
    if o.stage == "FileCheck":
        first = _first_error(o.opt_err)
        if first:
            return f"error: {normalize(first)}", o.opt_err[-2000:]
        return "FileCheck mismatch", r.err[-2000:]
    lines = r.err.splitlines()
    for ln in lines:  # --verify-diagnostics reports
        if "expected " in ln and ("was not produced" in ln or "not produced" in ln):
            return "expected diagnostic not produced", r.err[-2000:]
    first = _first_error(r.err)
    if first:
        if "unexpected error" in first:
            first = first.split("unexpected error:", 1)[1]
        return f"error: {normalize(first)}", r.err[-2000:]
    if r.rc == 0:
        return "succeeded where a failure was expected (not)", r.out[-500:]
    return f"exit {r.rc}", r.err[-2000:]


def _first_error(err: str) -> str:
    for ln in err.splitlines():
        if "error:" in ln:
            return ln.split("error:", 1)[1] if "unexpected error" not in ln else ln
        if ln.startswith("irlite-opt:"):
            return ln
    return ""


# --------------------------------------------------------------------------- report


def group_of(rel: str) -> str:
    parts = rel.split("/")
    if parts[0] in ("Dialect", "Conversion") and len(parts) > 2:
        return "/".join(parts[:2])
    return parts[0]


@dataclass
class Tally:
    counted: int = 0
    passed: int = 0
    uncounted: int = 0
    unsupported: int = 0
    causes: Counter[str] = field(default_factory=Counter)

    def add(self, u: Unit) -> None:
        if u.status == "pass":
            self.counted += 1
            self.passed += 1
        elif u.status == "fail":
            self.counted += 1
            self.causes[u.cause] += 1
        elif u.status == "uncounted":
            self.uncounted += 1
        else:
            self.unsupported += 1

    def rate(self) -> str:
        return f"{100.0 * self.passed / self.counted:5.1f}%" if self.counted else "    -"


def report(units: list[Unit], per_file: bool, top: int) -> str:
    groups: dict[str, Tally] = defaultdict(Tally)
    files: dict[str, Tally] = defaultdict(Tally)
    total = Tally()
    for u in units:
        groups[group_of(u.rel)].add(u)
        files[u.rel].add(u)
        total.add(u)
    lines = [
        "| group | counted units | irlite passes | rate | not counted (mlir-opt fails) "
        "| unsupported |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for name, t in sorted(groups.items()):
        lines.append(
            f"| {name} | {t.counted} | {t.passed} | {t.rate().strip()} | {t.uncounted} "
            f"| {t.unsupported} |"
        )
    lines.append(
        f"| **total** | {total.counted} | {total.passed} | {total.rate().strip()} "
        f"| {total.uncounted} | {total.unsupported} |"
    )
    if per_file:
        lines += ["", "| file | counted | passes | rate |", "|---|---:|---:|---:|"]
        for name, t in sorted(files.items()):
            if t.counted:
                lines.append(f"| {name} | {t.counted} | {t.passed} | {t.rate().strip()} |")
    lines += ["", f"Top failure causes (of {total.counted - total.passed} failing units):"]
    for cause, n in total.causes.most_common(top):
        lines.append(f"  {n:5d}  {cause}")
    return "\n".join(lines)


def compare(units: list[Unit], earlier: list[dict]) -> str:
    """The units that pass now and did not in ``earlier`` (a ``--json`` file), and the
    regressions: units that passed then and do not now."""
    then = {(r["file"], r["unit"]): r["status"] for r in earlier}
    fixed = [u for u in units if u.status == "pass" and then.get((u.rel, u.index)) != "pass"]
    lost = [u for u in units if u.status != "pass" and then.get((u.rel, u.index)) == "pass"]
    lines = ["", f"Compared with the earlier run: {len(fixed)} units pass now, {len(lost)} regress"]
    for u in lost:
        lines.append(f"  REGRESSION {u.rel}:{u.line} (unit {u.index}): {u.status} {u.cause}")
    by_group = Counter(group_of(u.rel) for u in fixed)
    for g, n in sorted(by_group.items()):
        lines.append(f"  +{n:4d}  {g}")
    return "\n".join(lines)


# --------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dirs", nargs="*", help=f"folders below mlir/test (default: {DEFAULT_DIRS})")
    ap.add_argument("--src", type=Path, help="MLIR 19's mlir/test directory")
    ap.add_argument("--fetch", action="store_true", help="fetch it (apt-get source) if needed")
    ap.add_argument("--cache", type=Path, default=DEFAULT_CACHE, help="where --fetch unpacks")
    ap.add_argument("--jobs", "-j", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per command")
    ap.add_argument("--filter", default="", help="regex on the file's path below mlir/test")
    ap.add_argument("--per-file", action="store_true", help="also a table per file")
    ap.add_argument("--failures", action="store_true", help="print every failing unit")
    ap.add_argument("--top", type=int, default=25, help="failure causes to list")
    ap.add_argument("--json", type=Path, help="write every unit's outcome here")
    ap.add_argument(
        "--compare", type=Path, help="a --json file of an earlier run: list what changed"
    )
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.worker:
        return worker_main()
    if not Path(MLIR_OPT).exists():
        print(f"note: {MLIR_OPT} not found (Debian's mlir-19-tools); nothing to compare with")
        return 0
    root = a.src or (fetch_sources(a.cache) if a.fetch else None)
    if root is None:
        found = sorted(a.cache.glob("llvm-toolchain-19_*/mlir/test"))
        root = found[-1] if found else None
    if root is None or not root.is_dir():
        print("note: no MLIR 19 test files (pass --src DIR or --fetch); skipping")
        return 0
    flt = re.compile(a.filter)
    units: list[Unit] = []
    for d in a.dirs or DEFAULT_DIRS:
        for f in sorted((root / d).rglob("*.mlir")):
            if "Inputs" in f.parts or not flt.search(str(f.relative_to(root))):
                continue
            units += units_of(f, root)
    local = threading.local()
    workers: list[IrliteWorker] = []

    def job(u: Unit) -> Unit:
        w = getattr(local, "w", None)
        if w is None:
            w = local.w = IrliteWorker()
            workers.append(w)
        try:
            run_unit(u, w, a.timeout)
        except Exception as e:  # a harness failure on one unit is reported, not fatal
            u.status, u.cause = "unsupported", f"harness error: {type(e).__name__}: {e}"[:200]
        return u

    done = 0
    with ThreadPoolExecutor(max(1, a.jobs)) as ex:
        for u in ex.map(job, units):
            done += 1
            if done % 200 == 0:
                print(f"  ... {done}/{len(units)} units", file=sys.stderr, flush=True)
            if a.failures and u.status == "fail":
                print(f"FAIL {u.rel}:{u.line} (unit {u.index}): {u.cause}")
    for w in workers:
        w.close()
    print(report(units, a.per_file, a.top))
    if a.compare:
        print(compare(units, json.loads(a.compare.read_text())))
    if a.json:
        rows = [
            {"file": u.rel, "unit": u.index, "line": u.line, "status": u.status, "cause": u.cause}
            for u in units
        ]
        a.json.write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
