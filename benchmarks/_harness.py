"""Shared helpers for irlite's whole-process benchmarks against xDSL and mlir-opt.

Each benchmark script (``parse_print.py`` now; ``canonicalize.py``, ``cse.py``
later) runs every tool as a separate process on the same generated MLIR file
and reports what the operating system charged that process:

* CPU seconds: user + system time of the child, from the ``rusage`` that
  ``os.wait4`` returns for exactly that child (all of its threads, and any
  descendants it waited for).  mlir-opt's worker threads are included.
* wall seconds: ``time.perf_counter`` from just before the spawn to the reap,
  so fork/exec is included.
* peak RSS: the child's ``ru_maxrss``.

What is *not* measured here: time inside the process split by phase (use the
tools' own ``--time-passes``-style timers for that), cache or page-fault
behaviour, or whether the output is correct (benchmarks send it to
``/dev/null``; the test suite checks correctness).  A run counts only if the
tool exits 0; a failure is reported with the tail of its stderr.  The
printed IR goes to the child's stdout, which is /dev/null.

Helpers: generating and caching the workload (``ensure_workload``), finding
the peers (``locate_tools``), timing a command best-of-N (``measure``), and
rendering aligned tables (``format_table``).  Standard library only, POSIX only
(``os.wait4``, ``os.waitid``).  Nothing here asserts on time.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

#: ``benchmarks/``, the repository root, and the ``shared/`` folder beside it.
BENCH_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCH_DIR.parent
SHARED_DIR = REPO_ROOT.parent / "shared"

#: Default location of the workload generator, and of cached workloads (git-ignored).
DEFAULT_GEN = SHARED_DIR / "bench" / "gen_mlir.py"
DATA_DIR = BENCH_DIR / ".data"

#: Where ``setup_peers.sh`` puts the peers.
XDSL_VENV = BENCH_DIR / ".venv-xdsl"
MLIR_OPT = Path("/usr/lib/llvm-19/bin/mlir-opt")

#: The empty module in generic form: what ``mlir-opt --mlir-print-op-generic``
#: prints for ``module {}``.  xdsl-opt and mlir-opt accept it (and so must
#: irlite-opt, which follows MLIR); xdsl-opt rejects an
#: empty file, and ``"builtin.module"() ({}) : () -> ()`` (no block) fails
#: mlir-opt's verifier.
EMPTY_MODULE_GENERIC = '"builtin.module"() ({\n^bb0:\n}) : () -> ()\n'

#: Names accepted by ``--only``, in table order.
TOOL_NAMES: tuple[str, ...] = ("irlite", "xdsl", "mlir-opt")


# --------------------------------------------------------------------------- workload


@dataclass(frozen=True)
class Workload:
    """One generated workload: the generic-form file and its size."""

    funcs: int
    ops_per_func: int
    seed: int
    generic_path: Path
    custom_path: Path

    @property
    def total_ops(self) -> int:
        """Op count, as gen_mlir.py defines it: module + funcs * (body + func + return)."""
        return 1 + self.funcs * (self.ops_per_func + 2)

    @property
    def generic_bytes(self) -> int:
        return self.generic_path.stat().st_size


def ensure_workload(
    funcs: int,
    ops_per_func: int,
    seed: int = 0,
    gen: Path = DEFAULT_GEN,
    data_dir: Path = DATA_DIR,
) -> Workload:
    """Return the workload for (funcs, ops, seed), generating it if the cache is stale.

    The files are ``<data_dir>/w<F>x<M>[s<seed>].{generic,custom}.mlir``.  A stamp
    file beside them records the generator's hash and arguments, so editing
    gen_mlir.py regenerates on the next run.  Raises ``FileNotFoundError`` if the
    generator is missing and ``subprocess.CalledProcessError`` if it fails.
    """
    if not gen.is_file():
        raise FileNotFoundError(f"workload generator not found: {gen} (pass --gen PATH)")
    data_dir.mkdir(parents=True, exist_ok=True)
    name = f"w{funcs}x{ops_per_func}" + (f"s{seed}" if seed else "")
    prefix = data_dir / name
    workload = Workload(
        funcs,
        ops_per_func,
        seed,
        Path(f"{prefix}.generic.mlir"),
        Path(f"{prefix}.custom.mlir"),
    )
    stamp_path = Path(f"{prefix}.stamp")
    gen_hash = hashlib.sha256(gen.read_bytes()).hexdigest()
    stamp = f"{gen_hash} funcs={funcs} ops={ops_per_func} seed={seed}\n"
    fresh = (
        workload.generic_path.is_file()
        and workload.custom_path.is_file()
        and stamp_path.is_file()
        and stamp_path.read_text() == stamp
    )
    if not fresh:
        cmd = [
            sys.executable,
            str(gen),
            "--funcs",
            str(funcs),
            "--ops",
            str(ops_per_func),
            "--seed",
            str(seed),
            "--out-prefix",
            str(prefix),
        ]
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        stamp_path.write_text(stamp)
    return workload


def ensure_empty_module(data_dir: Path = DATA_DIR) -> Path:
    """Write (once) and return the generic-form empty module used for start-up runs."""
    data_dir.mkdir(parents=True, exist_ok=True)
    path = data_dir / "empty.generic.mlir"
    if not path.is_file() or path.read_text() != EMPTY_MODULE_GENERIC:
        path.write_text(EMPTY_MODULE_GENERIC)
    return path


# --------------------------------------------------------------------------- tools


@dataclass(frozen=True)
class Tool:
    """An ``*-opt`` driver to benchmark.

    ``exe`` is None when the tool is missing; ``note`` then says why and how
    to get it.  ``style`` is ``"mlir"`` (mlir-opt and irlite-opt share its
    flags) or ``"xdsl"``.
    """

    name: str
    label: str
    exe: Path | None
    style: str
    note: str = ""
    version: str = ""

    @property
    def available(self) -> bool:
        return self.exe is not None

    def generic_flags(self) -> list[str]:
        """Flags that make the tool print the generic op form."""
        return ["--print-op-generic"] if self.style == "xdsl" else ["--mlir-print-op-generic"]

    def pass_flags(self, passes: Sequence[str]) -> list[str]:
        """Flags that run ``passes`` in order on the top-level module."""
        if not passes:
            return []
        if self.style == "xdsl":
            return ["-p", ",".join(passes)]
        return [f"--{p}" for p in passes]

    def command(self, input_path: Path, passes: Sequence[str] = ()) -> list[str]:
        """Argv that reads ``input_path``, runs ``passes`` and prints generic form to stdout.

        There is deliberately no ``-o /dev/null``: ``run_once`` points stdout
        at /dev/null, which costs the same, and a driver that writes ``-o``
        atomically (temp file in the target's directory, then rename) would
        replace the /dev/null device itself when run as root.
        """
        if self.exe is None:
            raise ValueError(f"{self.label} is not available: {self.note}")
        return [str(self.exe), str(input_path), *self.pass_flags(passes), *self.generic_flags()]


def _first_line(cmd: Sequence[str]) -> str:
    """First non-empty output line of ``cmd``, or "" if it fails (for version strings)."""
    try:
        done = subprocess.run(list(cmd), capture_output=True, text=True, timeout=60, check=False)
    except (OSError, subprocess.SubprocessError):
        return ""
    if done.returncode != 0:
        return ""
    for line in done.stdout.splitlines():
        if line.strip():
            return line.strip()
    return ""


def locate_tools(
    irlite_opt: Path | None = None,
    xdsl_opt: Path | None = None,
    mlir_opt: Path | None = None,
) -> dict[str, Tool]:
    """Find the three tools; an explicit path overrides the default location.

    * irlite: ``irlite-opt`` in the current interpreter's bin directory
      (where ``pip install -e <repo>`` puts it), counted missing while
      ``irlite.tools.opt`` does not import.
    * xdsl: ``benchmarks/.venv-xdsl/bin/xdsl-opt`` (``setup_peers.sh``).
    * mlir-opt: ``/usr/lib/llvm-19/bin/mlir-opt`` (Debian's mlir-19-tools).
    """
    setup = f"run {BENCH_DIR.name}/setup_peers.sh"
    tools: dict[str, Tool] = {}

    path = irlite_opt or Path(sys.executable).parent / "irlite-opt"
    irlite_note = ""
    if not os.access(path, os.X_OK):
        irlite_note = f"{path} not found (pip install -e {REPO_ROOT})"
    elif irlite_opt is None:
        # The entry point can exist before the module behind it does.
        probe = subprocess.run(
            [sys.executable, "-c", "import irlite.tools.opt"],
            capture_output=True,
            text=True,
            check=False,
        )
        if probe.returncode != 0:
            last = (probe.stderr.strip().splitlines() or ["import failed"])[-1]
            irlite_note = f"{path} exists but irlite.tools.opt does not import ({last})"
    if irlite_note:
        tools["irlite"] = Tool("irlite", "irlite", None, "mlir", note=irlite_note)
    else:
        version = _first_line(
            [sys.executable, "-c", "import importlib.metadata as m; print(m.version('irlite'))"]
        )
        tools["irlite"] = Tool("irlite", "irlite", path, "mlir", version=version)

    path = xdsl_opt or XDSL_VENV / "bin" / "xdsl-opt"
    if os.access(path, os.X_OK):
        version = _first_line(
            [
                str(path.parent / "python"),
                "-c",
                "import importlib.metadata as m; print(m.version('xdsl'))",
            ]
        )
        tools["xdsl"] = Tool("xdsl", "xDSL", path, "xdsl", version=version)
    else:
        tools["xdsl"] = Tool("xdsl", "xDSL", None, "xdsl", note=f"{path} not found ({setup})")

    path = mlir_opt or MLIR_OPT
    if os.access(path, os.X_OK):
        version = _first_line([str(path), "--version"])
        tools["mlir-opt"] = Tool("mlir-opt", "mlir-opt", path, "mlir", version=version)
    else:
        tools["mlir-opt"] = Tool(
            "mlir-opt", "mlir-opt", None, "mlir", note=f"{path} not found ({setup})"
        )
    return tools


def check_workload_args(p: argparse.ArgumentParser, args: argparse.Namespace) -> argparse.Namespace:
    """Check the workload options a benchmark shares (``--funcs >= 0``, ``--ops >= 2``,
    ``--repeat >= 1``, where it has them) and turn ``--only`` into a list of tool
    names (``parse_only``); an error is ``p.error``'s usage message."""
    for name, least in (("funcs", 0), ("ops", 2), ("repeat", 1)):
        if getattr(args, name, least) < least:
            p.error(f"--{name} must be >= {least}")
    try:
        args.only = parse_only(args.only)
    except ValueError as err:
        p.error(str(err))
    return args


def parse_only(value: str) -> list[str]:
    """Parse ``--only a,b`` into tool names, in canonical order; ``ValueError`` if unknown."""
    names = [v.strip() for v in value.split(",") if v.strip()]
    unknown = [n for n in names if n not in TOOL_NAMES]
    if unknown:
        raise ValueError(
            f"unknown tool(s) {', '.join(unknown)}; choose from {', '.join(TOOL_NAMES)}"
        )
    return [n for n in TOOL_NAMES if n in names]


# --------------------------------------------------------------------------- measuring


@dataclass(frozen=True)
class Run:
    """One process run: what the OS charged it, and how it ended."""

    cpu_s: float
    user_s: float
    sys_s: float
    wall_s: float
    max_rss_mib: float
    returncode: int
    timed_out: bool = False
    stderr_tail: str = ""

    @property
    def ok(self) -> bool:
        return self.returncode == 0 and not self.timed_out


@dataclass(frozen=True)
class Measurement:
    """Best-of-N summary of one command.

    ``cpu_s`` and ``wall_s`` are the minimum over the successful runs (the run
    least disturbed by the rest of the machine); ``max_rss_mib`` is the maximum
    (it hardly varies, and the maximum is the conservative figure).  ``error``
    is set, and the numbers are from the failing run, if any run failed.
    """

    argv: list[str]
    repeat: int
    cpu_s: float
    wall_s: float
    max_rss_mib: float
    runs: list[Run] = field(default_factory=list)
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error

    def to_json(self) -> dict[str, object]:
        """Plain-data form for the JSON record (floats to 6 decimals, no stderr)."""

        def clean(data: dict[str, object]) -> dict[str, object]:
            return {
                k: round(v, 6) if isinstance(v, float) else v
                for k, v in data.items()
                if k not in ("runs", "stderr_tail")
            }

        data = clean(asdict(self))
        data["runs"] = [clean(asdict(r)) for r in self.runs]
        return data


def _rss_mib(ru_maxrss: int) -> float:
    """``ru_maxrss`` is KiB on Linux and bytes on macOS."""
    scale = 1.0 if sys.platform == "darwin" else 1024.0
    return ru_maxrss * scale / (1024.0 * 1024.0)


def run_once(argv: Sequence[str], timeout_s: float | None = None) -> Run:
    """Run ``argv`` once (stdin and stdout on /dev/null) and return its usage.

    The child is reaped with ``os.wait4`` so its ``rusage`` is its own, not a
    total over every child this process ever had.  It runs in a new process
    group; on timeout (or if this process is interrupted) that group is killed,
    and a timed-out run is marked ``timed_out``.
    """
    with tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        proc = subprocess.Popen(
            list(argv),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=err,
            start_new_session=True,
        )
        killed = threading.Event()

        def kill_group() -> None:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except OSError:
                pass

        def on_timeout() -> None:
            killed.set()
            kill_group()

        timer = threading.Timer(timeout_s, on_timeout) if timeout_s else None
        if timer is not None:
            timer.start()
        try:
            # Wait without reaping, so the pid cannot be reused while the
            # timer may still fire; then stop the timer and reap.
            os.waitid(os.P_PID, proc.pid, os.WEXITED | os.WNOWAIT)
            if timer is not None:
                timer.cancel()
                timer.join()
            _, status, usage = os.wait4(proc.pid, 0)
        except BaseException:
            if timer is not None:
                timer.cancel()
            kill_group()
            proc.wait()
            raise
        wall = time.perf_counter() - start
        # Tell Popen the child is reaped so it never waits on the pid again.
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        tail = err.read()[-4000:].decode(errors="replace")
    user, system = usage.ru_utime, usage.ru_stime
    return Run(
        cpu_s=user + system,
        user_s=user,
        sys_s=system,
        wall_s=wall,
        max_rss_mib=_rss_mib(usage.ru_maxrss),
        returncode=proc.returncode,
        timed_out=killed.is_set(),
        stderr_tail=tail,
    )


def measure(argv: Sequence[str], repeat: int = 3, timeout_s: float | None = None) -> Measurement:
    """Run ``argv`` ``repeat`` times and summarise; stops at the first failing run."""
    runs: list[Run] = []
    for _ in range(max(1, repeat)):
        run = run_once(argv, timeout_s)
        runs.append(run)
        if not run.ok:
            why = (
                f"timed out after {timeout_s:g} s"
                if run.timed_out
                else f"exit status {run.returncode}"
            )
            tail = run.stderr_tail.strip().splitlines()[-8:]
            error = why + ("\n    " + "\n    ".join(tail) if tail else "")
            return Measurement(
                list(argv), len(runs), run.cpu_s, run.wall_s, run.max_rss_mib, runs, error
            )
    return Measurement(
        list(argv),
        len(runs),
        cpu_s=min(r.cpu_s for r in runs),
        wall_s=min(r.wall_s for r in runs),
        max_rss_mib=max(r.max_rss_mib for r in runs),
        runs=runs,
    )


def measure_jobs(
    tools: dict[str, Tool],
    only: Sequence[str],
    command: Callable[[Tool, Path], list[str]],
    warm_up: Path,
    jobs: Sequence[tuple[str, Path, int]],
    timeout_s: float | None = None,
) -> tuple[dict[str, dict[str, Measurement]], list[str]]:
    """Measure each available tool of ``only`` on ``jobs`` (``(job, input, repeat)``),
    ``command(tool, input)`` being its command line, after one unmeasured run on
    ``warm_up`` (fills the page cache, writes .pyc files). A tool's first failing
    job ends its jobs. Returns the measurements (tool -> job -> measurement) and
    one line per failure."""
    results: dict[str, dict[str, Measurement]] = {}
    failures: list[str] = []
    for name in only:
        tool = tools[name]
        if not tool.available:
            continue
        results[name] = {}
        run_once(command(tool, warm_up), timeout_s)
        for job, path, repeat in jobs:
            t0 = time.perf_counter()
            m = measure(command(tool, path), repeat, timeout_s)
            elapsed = time.perf_counter() - t0
            results[name][job] = m
            status = "ok" if m.ok else "FAILED"
            print(f"  ran {tool.label} {job}: {status} ({elapsed:.1f} s)", file=sys.stderr)
            if not m.ok:
                failures.append(f"{tool.label} {job}: {m.error}")
                break
    return results, failures


# --------------------------------------------------------------------------- reporting


def format_table(
    headers: Sequence[str], rows: Sequence[Sequence[str]], align: str | None = None
) -> str:
    """Render rows as an aligned plain-text table.

    ``align`` has one letter per column, ``l`` or ``r``; by default the first
    column is left-aligned and the rest right-aligned.
    """
    ncols = len(headers)
    align = align or "l" + "r" * (ncols - 1)
    widths = [len(h) for h in headers]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))

    def line(cells: Sequence[str]) -> str:
        parts = [
            c.ljust(widths[i]) if align[i] == "l" else c.rjust(widths[i])
            for i, c in enumerate(cells)
        ]
        return "  ".join(parts).rstrip()

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(headers), rule, *(line(r) for r in rows)])


def ratio(a: float | None, b: float | None) -> str:
    """``a / b`` as ``"0.123x"``, or ``"-"`` when either side is missing."""
    if a is None or b is None or b <= 0:
        return "-"
    r = a / b
    return f"{r:.3g}x" if r < 10 else f"{r:.1f}x"


def host_info() -> dict[str, object]:
    """What machine and interpreter produced the numbers (for the JSON record)."""
    commit = ""
    if shutil.which("git"):
        commit = _first_line(["git", "-C", str(REPO_ROOT), "rev-parse", "--short", "HEAD"])
    return {
        "python": platform.python_version(),
        "platform": platform.platform(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "commit": commit,
    }


def append_json_line(path: Path, record: dict[str, object]) -> None:
    """Append ``record`` as one JSON line to ``path`` (JSON Lines: history accumulates)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a", encoding="utf-8") as fh:
        fh.write(json.dumps(record, sort_keys=True) + "\n")
