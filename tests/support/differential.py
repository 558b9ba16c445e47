"""The tally a differential test keeps while it compares runs of random programs.

``DifferentialStats`` counts programs, compared runs and runs skipped for undefined
behavior, and keeps one report per mismatch; each test adds its own counters. Nothing
here runs or compares a program.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class DifferentialStats:
    """What a differential test saw; the test fails on the first of ``mismatches``."""

    programs: int = 0
    runs: int = 0
    skipped_ub: int = 0
    mismatches: list[str] = field(default_factory=list)
