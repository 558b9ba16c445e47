"""Hypothesis settings and input mutation shared by the randomized tests.

``REPRODUCIBLE`` is the base of every randomized test here: the same examples every run
(derandomized), no example database, no deadline, no health check. A test narrows it
with ``settings(REPRODUCIBLE, max_examples=..., ...)``. ``char_edit`` and
``token_edit`` are the character- and token-level mutations the fuzzers apply to their
seed inputs. Nothing here chooses
example counts or seeds.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

#: Reproducible runs: the same examples every time, no example database, no time limit.
REPRODUCIBLE = settings(
    derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck)
)

#: The character-level edits ``char_edit`` draws from (insertion twice as likely).
CHAR_EDIT_KINDS = ["truncate", "delete", "duplicate", "swap", "insert", "insert", "splice"]


def char_edit(
    draw: Callable, text: str, seeds: Sequence[str], alphabet: str, *, max_insert: int, span: int
) -> str:
    """``text`` with one drawn character-level edit: truncate; insert 1 to ``max_insert``
    characters of ``alphabet``; splice in a span (at most ``span`` long) of one of ``seeds``;
    delete, duplicate or swap spans at most ``span`` long."""
    n = len(text)
    kind = draw(st.sampled_from(CHAR_EDIT_KINDS))
    i = draw(st.integers(0, n))
    if kind == "truncate":
        return text[:i]
    if kind == "insert":
        inserted = draw(st.text(alphabet=alphabet, min_size=1, max_size=max_insert))
        return text[:i] + inserted + text[i:]
    if kind == "splice":  # a span of another seed: tokens the alphabet cannot spell
        other: str = draw(st.sampled_from(seeds))
        a = draw(st.integers(0, len(other)))
        b = draw(st.integers(a, min(len(other), a + span)))
        return text[:i] + other[a:b] + text[i:]
    j = draw(st.integers(i, min(n, i + span)))
    if kind == "delete":
        return text[:i] + text[j:]
    if kind == "duplicate":
        return text[:j] + text[i:j] + text[j:]
    k = draw(st.integers(j, n))  # swap [i, j) with a later span [k, l)
    l = draw(st.integers(k, min(n, k + span)))  # noqa: E741 - the span [k, l)
    return text[:i] + text[k:l] + text[j:k] + text[i:j] + text[l:]


#: The token-level edits ``token_edit`` draws from.
TOKEN_EDIT_KINDS = ["drop", "drop", "duplicate", "replace", "replace", "truncate", "insert"]


def token_edit(draw: Callable, text: str, token: re.Pattern[str], tokens: Sequence[str]) -> str:
    """``text`` with one drawn edit of a token (a match of ``token``): drop, duplicate or
    replace it by one of ``tokens``, insert one of ``tokens`` before it, or truncate after it;
    ``text`` itself (and nothing drawn) where it has no token."""
    toks = list(token.finditer(text))
    if not toks:
        return text
    t = toks[draw(st.integers(0, len(toks) - 1))]
    kind = draw(st.sampled_from(TOKEN_EDIT_KINDS))
    a, b = t.start(), t.end()
    if kind == "drop":
        return text[:a] + text[b:]
    if kind == "duplicate":
        return text[:b] + " " + t.group() + text[b:]
    if kind == "truncate":
        return text[:b] + draw(st.sampled_from(["", "\n"]))
    other = draw(st.sampled_from(tokens))
    if kind == "replace":
        return text[:a] + other + text[b:]
    return text[:a] + other + " " + text[a:]
