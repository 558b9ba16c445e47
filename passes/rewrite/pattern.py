"""The pattern applicator every rewrite driver shares (MLIR's ``PatternApplicator.cpp``).

The pattern type is ``ir.pattern.RewritePattern`` (re-exported here with its
``FunctionPattern``/``RuleSetPattern`` forms and ``rewrite_pattern``).

``PatternApplicator(patterns)`` indexes the patterns by root op name and
orders each root's list by benefit (patterns with ``root=None`` merge into
every root's list by benefit, stable after the root's own on ties).
``matcher(name)`` answers, once per op name (cached), ONE callable
``m(op, rewriter) -> str | None`` that tries that root's patterns in order
and returns the ``debug_name`` (for a ``RuleSetPattern``: the rule name) of
the one that rewrote, or ``None``:

* a single ``RuleSetPattern``: its generated function itself;
* anything else: a function generated for that list (straight-line calls, no
  loop over patterns), which calls each ``RuleSetPattern``'s function and
  each other pattern's ``match_and_rewrite`` (a ``FunctionPattern``: its
  function) directly.

This is the drivers' hot path: one call per op visited, no per-op work that
grows with the number of patterns. ``PatternApplicator.of(x)`` accepts an
applicator, an iterable of patterns, or a mapping whose values are patterns or
lists of patterns (a generated module's ``RULESETS[name][1]``).

``rewriter.notify_match_failure(op, reason)`` (MLIR's ``notifyMatchFailure``,
on the base ``PatternRewriter``) is how a pattern says why it did not match:
it returns False and costs a call to an empty method unless a listener with a
``notify_match_failure`` method is attached (``--debug-rules``).

What it does not do: walk IR, fold, or decide what to revisit (the drivers
do); filter patterns by label (``canonicalize``'s ``disable-patterns`` and
``enable-patterns`` select patterns before building the applicator); match
unregistered ops by name (their class has no ``OP_NAME``; only ``root=None``
patterns would apply, and drivers give them no matcher).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from ...ir.pattern import FunctionPattern, Matcher, RewritePattern, RuleSetPattern, rewrite_pattern

if TYPE_CHECKING:
    from ...ir.core import Operation
    from ...ir.rewriter import PatternRewriter

__all__ = [
    "FunctionPattern",
    "Matcher",
    "PatternApplicator",
    "PatternSource",
    "RewritePattern",
    "RuleSetPattern",
    "rewrite_pattern",
]


class PatternApplicator:
    """Patterns indexed by root op name, ordered by benefit; ``matcher(name)`` is the hot path."""

    __slots__ = ("_any", "_by_root", "_matchers", "patterns")

    def __init__(self, patterns: Iterable[RewritePattern] = ()) -> None:
        self.patterns: list[RewritePattern] = list(patterns)
        by_root: dict[str, list[RewritePattern]] = {}
        anyop: list[RewritePattern] = []
        for p in self.patterns:
            if not isinstance(p, RewritePattern):
                raise TypeError(f"not a RewritePattern: {p!r}")
            (anyop if p.root is None else by_root.setdefault(p.root, [])).append(p)
        for lst in by_root.values():
            lst.sort(key=lambda p: -p.benefit)  # stable: ties keep registration order
        self._by_root = by_root
        self._any = anyop
        self._matchers: dict[str, Matcher | None] = {}

    @classmethod
    def of(cls, source: PatternSource) -> PatternApplicator:
        """An applicator for an applicator (itself), an iterable of patterns, or a mapping of them."""
        if isinstance(source, PatternApplicator):
            return source
        if isinstance(source, Mapping):
            flat: list[RewritePattern] = []
            for v in source.values():
                if isinstance(v, RewritePattern):
                    flat.append(v)
                else:
                    flat.extend(v)
            return cls(flat)
        return cls(source)

    @property
    def roots(self) -> list[str]:
        """The op names some pattern is rooted at."""
        return list(self._by_root)

    def patterns_for(self, name: str) -> list[RewritePattern]:
        """The patterns tried on an op named ``name``, in the order they are tried."""
        own = self._by_root.get(name, [])
        if not self._any:
            return list(own)
        merged = own + self._any
        merged.sort(key=lambda p: -p.benefit)
        return merged

    def matcher(self, name: str) -> Matcher | None:
        """The one callable trying the patterns of op name ``name`` (None: there are none)."""
        try:
            return self._matchers[name]
        except KeyError:
            m = self._matchers[name] = _fuse(self.patterns_for(name), name)
            return m

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> str | None:
        """Try ``op``'s patterns; the name of the one that rewrote, or None (the slow, generic entry)."""
        m = self.matcher(op.name)
        return m(op, rewriter) if m is not None else None


#: What ``PatternApplicator.of`` (and so every driver) accepts as its patterns.
PatternSource = (
    PatternApplicator
    | Iterable[RewritePattern]
    | Mapping[str, RewritePattern | Iterable[RewritePattern]]
)


def _fuse(patterns: list[RewritePattern], root: str) -> Matcher | None:
    """One function trying ``patterns`` in order (see the module docstring)."""
    if not patterns:
        return None
    calls = [p._call() for p in patterns]
    if len(calls) == 1 and calls[0][1]:
        return calls[0][0]
    ns: dict = {}
    body = []
    for i, (p, (fn, named)) in enumerate(zip(patterns, calls)):
        ns[f"f{i}"] = fn
        if named:
            body.append(f"    r = f{i}(op, rw)\n    if r is not None:\n        return r")
        else:
            ns[f"n{i}"] = p.debug_name
            body.append(f"    if f{i}(op, rw):\n        return n{i}")
    src = "def m(op, rw):\n" + "\n".join(body) + "\n    return None\n"
    exec(compile(src, f"<patterns of {root}>", "exec"), ns)  # noqa: S102 - generated from trusted text above
    m = ns["m"]
    m.__doc__ = f"Patterns of {root}: " + ", ".join(r for p in patterns for r in p.rules) + "."
    return m
