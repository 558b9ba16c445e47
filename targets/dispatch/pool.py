"""A persistent pool of worker threads that runs a dispatch's workgroups (IREE's task
system, in the small): ``pool.run(fn, ranges)`` calls ``fn(begin, end)`` once per range,
the calling thread taking the first range and ``threads - 1`` workers the others, and
returns when all are done (the first exception raised by one is re-raised).

The workers call compiled kernels through ctypes, which releases the GIL for the call, so
the workgroups run in parallel on as many cores as there are threads. Threads are created
once, on first use, and live as daemons until the pool is dropped.

What it does not do: steal work, pin threads to cores, or nest (a range must not start
another ``run`` on the same pool).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor

__all__ = ["WorkgroupPool", "default_threads", "split_range"]


def default_threads() -> int:
    """The default thread count: every core the process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def split_range(n: int, parts: int) -> list[tuple[int, int]]:
    """``[0, n)`` as ``parts`` (at most ``n``) contiguous ranges of sizes differing by at
    most one."""
    parts = max(1, min(parts, n))
    q, r = divmod(n, parts)
    out = []
    b = 0
    for i in range(parts):
        e = b + q + (1 if i < r else 0)
        out.append((b, e))
        b = e
    return out


class WorkgroupPool:
    """``threads`` threads (the caller and ``threads - 1`` workers) running workgroups."""

    def __init__(self, threads: int | None = None) -> None:
        self.threads = max(1, int(threads)) if threads else default_threads()
        self._executor: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()

    def _workers(self) -> ThreadPoolExecutor:
        if self._executor is None:
            with self._lock:
                if self._executor is None:
                    self._executor = ThreadPoolExecutor(
                        max_workers=self.threads - 1, thread_name_prefix="irlite-wg"
                    )
        return self._executor

    def run(self, fn: Callable[[int, int], None], ranges: Sequence[tuple[int, int]]) -> None:
        if len(ranges) == 1 or self.threads == 1:
            for b, e in ranges:
                fn(b, e)
            return
        ex = self._workers()
        futures = [ex.submit(fn, b, e) for b, e in ranges[1:]]
        first_error: BaseException | None = None
        try:
            fn(*ranges[0])
        except BaseException as e:  # re-raised once the others are done
            first_error = e
        for f in futures:
            try:
                f.result()
            except BaseException as e:
                first_error = first_error or e
        if first_error is not None:
            raise first_error

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=True)
            self._executor = None

    def __del__(self) -> None:
        ex = self._executor
        if ex is not None:
            ex.shutdown(wait=False)
