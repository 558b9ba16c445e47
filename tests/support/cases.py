"""Tables of test cases kept as data files: one case a line, its fields separated by tabs.

A line that starts with ``//`` is a comment (the file's header says what the fields are).
Nothing here knows what a field means: the test gives the conversion of each.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any


def read_cases(path: Path, *fields: Callable[[str], Any]) -> list[tuple]:
    """The cases of the table at ``path``, in order, each field converted by the matching
    callable of ``fields`` (``str``, ``int``, ...); a line with another number of fields
    raises ``ValueError`` naming ``path:line``."""
    cases = []
    for n, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if not line or line.startswith("//"):
            continue
        parts = line.split("\t")
        if len(parts) != len(fields):
            raise ValueError(f"{path}:{n}: {len(parts)} fields, expected {len(fields)}")
        cases.append(tuple(f(p) for f, p in zip(fields, parts)))
    return cases
