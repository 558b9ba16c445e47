"""``--mlir-timing``: a tree of wall and CPU time per pass, parsing and printing.

``TimingManager`` owns a tree of ``Timer`` nodes (name, wall seconds, CPU
seconds, children in first-seen order). Code times a phase with
``with tm.scope("Parser"): ...``; ``PassTiming`` (an instrumentation) opens a
scope per nested pipeline (``'func.func' Pipeline``), per pass (its display
name), per analysis (``(A) Name``) and per verify-each run (``(V) Verifier``).
The same names under the same parent add up, so timing a pass on 200
functions gives one line. Trees from worker processes merge in
(``Timer.merge``), so parallel runs report summed pass times, as MLIR does for
threads; the root's wall time is the real elapsed time.

``report()`` renders MLIR's "Execution time report" (tree or list display),
with a ``Rest`` line for time not inside any top-level scope.

What it does not do: time anything by itself beyond the scopes it is given,
or measure per-op costs.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from .instrumentation import PassInstrumentation

__all__ = ["PassTiming", "Timer", "TimingManager"]

_SEP = "===" + "-" * 73 + "==="


class Timer:
    """One node of the timing tree."""

    __slots__ = ("children", "cpu", "name", "wall")

    def __init__(self, name: str) -> None:
        self.name = name
        self.wall = 0.0
        self.cpu = 0.0
        self.children: dict[str, Timer] = {}

    def child(self, name: str) -> Timer:
        t = self.children.get(name)
        if t is None:
            t = self.children[name] = Timer(name)
        return t

    def to_tuple(self) -> tuple:
        """A picklable copy: ``(name, wall, cpu, (children...))``."""
        return (self.name, self.wall, self.cpu, tuple(c.to_tuple() for c in self.children.values()))

    def merge(self, tup: tuple) -> None:
        """Add the times of a ``to_tuple()`` tree with the same root meaning."""
        _, wall, cpu, kids = tup
        self.wall += wall
        self.cpu += cpu
        for k in kids:
            self.child(k[0]).merge(k)

    def merge_children(self, tup: tuple) -> None:
        for k in tup[3]:
            self.child(k[0]).merge(k)


class _Scope:
    __slots__ = ("c0", "name", "timer", "tm", "w0")

    def __init__(self, tm: TimingManager, name: str) -> None:
        self.tm = tm
        self.name = name

    def __enter__(self) -> Timer:
        stack = self.tm.stack()
        self.timer = stack[-1].child(self.name)
        stack.append(self.timer)
        self.w0 = time.perf_counter()
        self.c0 = time.thread_time()
        return self.timer

    def __exit__(self, *exc: object) -> None:
        self.timer.wall += time.perf_counter() - self.w0
        self.timer.cpu += time.thread_time() - self.c0
        self.tm.stack().pop()


class TimingManager:
    """The root timer, a per-thread stack of open scopes, and the report."""

    def __init__(self) -> None:
        self.root = Timer("Total")
        self._local = threading.local()
        self._w0 = time.perf_counter()
        self._c0 = time.process_time()
        self.stopped = False

    def stack(self) -> list:
        s = getattr(self._local, "stack", None)
        if s is None:
            s = self._local.stack = [self.root]
        return s

    def current(self) -> Timer:
        return self.stack()[-1]

    def scope(self, name: str) -> _Scope:
        return _Scope(self, name)

    def push(self, name: str) -> None:
        stack = self.stack()
        t = stack[-1].child(name)
        stack.append(t)
        self._local.__dict__.setdefault("starts", []).append(
            (time.perf_counter(), time.thread_time())
        )

    def pop(self) -> None:
        w0, c0 = self._local.starts.pop()
        t = self.stack().pop()
        t.wall += time.perf_counter() - w0
        t.cpu += time.thread_time() - c0

    def stop(self) -> None:
        """Fix the root's totals (real elapsed wall time, whole-process CPU time)."""
        if not self.stopped:
            self.root.wall = time.perf_counter() - self._w0
            self.root.cpu = time.process_time() - self._c0 + self.root.cpu
            self.stopped = True

    def add_worker_cpu(self, cpu: float) -> None:
        """CPU seconds spent in worker processes (added to the total's CPU time)."""
        self.root.cpu += cpu

    def report(self, display: str = "tree") -> str:
        self.stop()
        root = self.root
        total_w = max(root.wall, 1e-12)
        total_c = max(root.cpu, 1e-12)
        lines = [
            _SEP,
            "                         ... Execution time report ...",
            _SEP,
            f"  Total Execution Time: {root.wall:.4f} seconds",
            "",
            "  ----User Time----  ----Wall Time----  ----Name----",
        ]

        def row(t: Timer, depth: int, wall: float, cpu: float) -> None:
            lines.append(
                f"{cpu:10.4f} ({100 * cpu / total_c:5.1f}%){wall:10.4f} "
                f"({100 * wall / total_w:5.1f}%)  {'  ' * depth}{t.name}"
            )

        if display == "list":
            flat: dict[str, list[float]] = {}

            def collect(t: Timer) -> None:
                for c in t.children.values():
                    e = flat.setdefault(c.name, [0.0, 0.0])
                    if not c.children:
                        e[0] += c.wall
                        e[1] += c.cpu
                    collect(c)

            collect(root)
            for name, (w, c) in sorted(flat.items(), key=lambda kv: -kv[1][0]):
                row(Timer(name), 0, w, c)
        else:

            def walk(t: Timer, depth: int) -> None:
                for c in t.children.values():
                    row(c, depth, c.wall, c.cpu)
                    walk(c, depth + 1)

            walk(root, 0)
        rest_w = max(0.0, root.wall - sum(c.wall for c in root.children.values()))
        rest_c = max(0.0, root.cpu - sum(c.cpu for c in root.children.values()))
        row(Timer("Rest"), 0, rest_w, rest_c)
        row(root, 0, root.wall, root.cpu)
        return "\n".join(lines) + "\n"


class PassTiming(PassInstrumentation):
    """Times nested pipelines, passes, analyses and verify-each into a ``TimingManager``."""

    def __init__(self, tm: TimingManager) -> None:
        self.tm = tm

    def run_before_pipeline(self, anchor: str, op: Any) -> None:
        self.tm.push(f"'{anchor}' Pipeline")

    def run_after_pipeline(self, anchor: str, op: Any) -> None:
        self.tm.pop()

    def run_before_pass(self, p: Any, op: Any) -> None:
        self.tm.push(p.DISPLAY_NAME)

    def run_after_pass(self, p: Any, op: Any) -> None:
        self.tm.pop()

    run_after_pass_failed = run_after_pass

    def run_before_analysis(self, name: str, op: Any) -> None:
        self.tm.push(f"(A) {name}")

    def run_after_analysis(self, name: str, op: Any) -> None:
        self.tm.pop()

    def run_before_verifier(self, op: Any) -> None:
        self.tm.push("(V) Verifier")

    def run_after_verifier(self, op: Any) -> None:
        self.tm.pop()


def find_timing(insts: Any) -> PassTiming | None:
    for i in insts:
        if isinstance(i, PassTiming):
            return i
    return None
