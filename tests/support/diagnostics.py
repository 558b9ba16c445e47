"""Diagnostics as values: the ones a block of code emits, collected instead of printed.

Nothing here checks what was emitted; the tests compare the list.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from irlite.ir.diagnostics import Diagnostic, get_engine


@contextlib.contextmanager
def collect_diagnostics() -> Iterator[list[Diagnostic]]:
    """``with collect_diagnostics() as seen:``: every diagnostic the process's engine emits
    inside the block is appended to ``seen``, in order, and handled there (none is printed
    or passed to the handlers registered before)."""
    seen: list[Diagnostic] = []

    def add(d: Diagnostic) -> bool:
        seen.append(d)
        return True

    with get_engine().scoped_handler(add):
        yield seen
