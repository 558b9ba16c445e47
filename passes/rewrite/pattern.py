"""One pattern type and one applicator for every rewrite driver (MLIR's ``RewritePattern``/``PatternApplicator``).

``RewritePattern`` is what every driver applies (the greedy and walk drivers
of ``passes.rewrite.greedy``, the conversion driver through its
``ConversionPattern`` subclass). A pattern has:

* ``root``: the op name it matches (``None``: any op);
* ``benefit``: higher is tried first (ties keep registration order);
* ``debug_name``: the name statistics and ``--debug-rules`` print (a rule's
  or a native pattern's MLIR name);
* ``location``: where it is defined, ``file:line`` (a ``.rules`` rule or a
  Python ``def``);
* ``match_and_rewrite(op, rewriter) -> bool``: rewrite ``op`` through the
  rewriter and return True, or change nothing and return False.

Three ways to make one:

* subclass ``RewritePattern`` and override ``match_and_rewrite``;
* ``@rewrite_pattern("scf.if", "CombineIfs", benefit=1)`` over a function
  ``f(op, rewriter) -> bool`` (native patterns in ``rules/*_canon.py``): the
  result is a ``FunctionPattern`` bound to the module-level name;
* ``RuleSetPattern``: the rules of one ruleset rooted at one op, tried in
  benefit order by ONE function ``fn(op, rewriter) -> rule name | None``
  (what ``gen.rewrite_codegen`` generates and ``gen.rewrite_interp``
  interprets); its ``rules`` name every rule it may report.

``PatternApplicator(patterns)`` (MLIR's ``PatternApplicator.cpp``) indexes
the patterns by root op name and orders each root's list by benefit
(patterns with ``root=None`` merge into every root's list by benefit, stable
after the root's own on ties). ``matcher(name)`` answers, once per op name
(cached), ONE callable ``m(op, rewriter) -> str | None`` that tries that
root's patterns in order and returns the ``debug_name`` (for a
``RuleSetPattern``: the rule name) of the one that rewrote, or ``None``:

* a single ``RuleSetPattern``: its generated function itself;
* anything else: a function generated for that list (straight-line calls, no
  loop over patterns), which calls each ``RuleSetPattern``'s function and
  each other pattern's ``match_and_rewrite`` (a ``FunctionPattern``: its
  function) directly.

This is the drivers' hot path: one call per op visited, no per-op work that
grows with the number of patterns. ``PatternApplicator.of(x)`` accepts an
applicator, an iterable of patterns, or a mapping whose values are patterns or
lists of patterns (a generated module's ``RULESETS[name][1]``).

``rewriter.notify_match_failure(op, reason)`` (MLIR's ``notifyMatchFailure``)
is how a pattern says why it did not match: it returns False and costs a call
to an empty method unless a listener with a ``notify_match_failure`` method is
attached (``--debug-rules``); drivers' rewriters get it from
``MatchFailureMixin``.

What it does not do: walk IR, fold, or decide what to revisit (the drivers
do); filter patterns by label (``canonicalize``'s ``disable-patterns`` and
``enable-patterns`` select patterns before building the applicator); match
unregistered ops by name (their class has no ``OP_NAME``; only ``root=None``
patterns would apply, and drivers give them no matcher).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...ir.core import Operation
    from ...ir.rewriter import PatternRewriter

__all__ = [
    "FunctionPattern",
    "MatchFailureMixin",
    "Matcher",
    "PatternApplicator",
    "PatternSource",
    "RewritePattern",
    "RuleSetPattern",
    "rewrite_pattern",
]

#: The hot-path form the applicator produces: ``m(op, rewriter) -> name that fired | None``.
Matcher = Callable[["Operation", "PatternRewriter"], str | None]


class RewritePattern:
    """MLIR's ``RewritePattern``: ``root``, ``benefit``, ``debug_name``, ``location``, ``match_and_rewrite``.

    Subclasses override ``match_and_rewrite(op, rewriter) -> bool``; it must
    change IR only through ``rewriter`` and only when it returns True.
    """

    __slots__ = ("benefit", "debug_name", "location", "root")

    def __init__(self, root: str | None = None, benefit: int = 1, debug_name: str | None = None,
                 location: str = "") -> None:
        self.root = root
        self.benefit = benefit
        self.debug_name = debug_name or type(self).__name__
        self.location = location or _def_location(type(self).match_and_rewrite)

    @property
    def rules(self) -> tuple[str, ...]:
        """The names this pattern reports when it fires (statistics, ``--debug-rules``)."""
        return (self.debug_name,)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        """Rewrite ``op`` and return True, or leave the IR untouched and return False."""
        raise NotImplementedError(f"{type(self).__name__} does not override match_and_rewrite")

    def _call(self) -> tuple[Callable, bool]:
        """(the callable the applicator calls, whether it returns a rule name rather than a bool)."""
        return self.match_and_rewrite, False

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.debug_name} root={self.root} benefit={self.benefit}>"


class FunctionPattern(RewritePattern):
    """A pattern made of a function ``fn(op, rewriter) -> bool`` (see ``rewrite_pattern``)."""

    __slots__ = ("fn",)

    def __init__(self, fn: Callable[[Operation, PatternRewriter], bool], root: str | None = None,
                 benefit: int = 1, debug_name: str | None = None, location: str = "") -> None:
        RewritePattern.__init__(self, root, benefit, debug_name or fn.__name__, location or _def_location(fn))
        self.fn = fn

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.fn(op, rewriter)

    def __call__(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.fn(op, rewriter)

    def _call(self) -> tuple[Callable, bool]:
        return self.fn, False


def rewrite_pattern(root: str | None, debug_name: str | None = None, benefit: int = 1
                    ) -> Callable[[Callable[[Operation, PatternRewriter], bool]], FunctionPattern]:
    """Decorator: the function ``f(op, rewriter) -> bool`` becomes a ``FunctionPattern``.

    ``debug_name`` defaults to the function's name; ``location`` is the ``def``'s
    ``file:line``. The decorated name is the pattern (still callable as the function)."""

    def wrap(fn: Callable[[Operation, PatternRewriter], bool]) -> FunctionPattern:
        return FunctionPattern(fn, root, benefit, debug_name)

    return wrap


class RuleSetPattern(RewritePattern):
    """The rules of one ruleset rooted at ``root``, tried in benefit order by one function.

    ``fn(op, rewriter)`` returns the name of the rule that rewrote or ``None``;
    ``rules`` lists the rule names in the order ``fn`` tries them, ``benefit`` is
    the highest of theirs, ``location`` the first rule's ``file:line``."""

    __slots__ = ("fn", "rule_names")

    def __init__(self, fn: Matcher, root: str | None, rules: Iterable[str], benefit: int = 1,
                 debug_name: str | None = None, location: str = "") -> None:
        self.rule_names = tuple(rules)
        RewritePattern.__init__(self, root, benefit, debug_name or ", ".join(self.rule_names) or fn.__name__,
                                location or _def_location(fn))
        self.fn = fn

    @property
    def rules(self) -> tuple[str, ...]:
        return self.rule_names

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.fn(op, rewriter) is not None

    def __call__(self, op: Operation, rewriter: PatternRewriter) -> str | None:
        return self.fn(op, rewriter)

    def _call(self) -> tuple[Callable, bool]:
        return self.fn, True


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
PatternSource = (PatternApplicator | Iterable[RewritePattern]
                 | Mapping[str, RewritePattern | Iterable[RewritePattern]])


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


class MatchFailureMixin:
    """``notify_match_failure`` for a rewriter class (MLIR's ``notifyMatchFailure``).

    Returns False, so a pattern can ``return rewriter.notify_match_failure(op, "why")``;
    forwards to the listener's ``notify_match_failure(op, reason)`` only if it has one."""

    __slots__ = ()

    def notify_match_failure(self, op: Operation, reason: str) -> bool:
        f = getattr(self.listener, "notify_match_failure", None)  # type: ignore[attr-defined]
        if f is not None:
            f(op, reason)
        return False


def _def_location(fn: Callable) -> str:
    """``file:line`` of a Python function's ``def`` ("" if it has no code object)."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return ""
    return f"{os.path.basename(code.co_filename)}:{code.co_firstlineno}"

