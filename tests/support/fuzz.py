"""Hypothesis settings shared by the randomized tests.

``REPRODUCIBLE`` is the base of every randomized test here: the same examples every run
(derandomized), no example database, no deadline, no health check. A test narrows it
with ``settings(REPRODUCIBLE, max_examples=..., ...)``. It chooses no example counts.
"""

from __future__ import annotations

from hypothesis import HealthCheck, settings

#: Reproducible runs: the same examples every time, no example database, no time limit.
REPRODUCIBLE = settings(
    derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck)
)
