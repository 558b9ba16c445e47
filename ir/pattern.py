"""The pattern type every rewrite driver applies (MLIR's ``RewritePattern``, ``IR/PatternMatch.h``).

A pattern has:

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

The applicator that indexes patterns by root and gives drivers one callable
per op name is ``passes.rewrite.pattern.PatternApplicator``; conversion
patterns (``passes.rewrite.dialect_conversion.ConversionPattern``) are a
subclass. What this module does not do: walk IR or apply anything.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .core import Operation
    from .rewriter import PatternRewriter

__all__ = ["FunctionPattern", "Matcher", "RewritePattern", "RuleSetPattern", "rewrite_pattern"]

#: The hot-path form an applicator produces: ``m(op, rewriter) -> name that fired | None``.
Matcher = Callable[["Operation", "PatternRewriter"], str | None]


class RewritePattern:
    """MLIR's ``RewritePattern``: ``root``, ``benefit``, ``debug_name``, ``location``, ``match_and_rewrite``.

    Subclasses override ``match_and_rewrite(op, rewriter) -> bool``; it must
    change IR only through ``rewriter`` and only when it returns True.
    """

    __slots__ = ("benefit", "debug_name", "location", "root")

    def __init__(
        self,
        root: str | None = None,
        benefit: int = 1,
        debug_name: str | None = None,
        location: str = "",
    ) -> None:
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

    def __init__(
        self,
        fn: Callable[[Operation, PatternRewriter], bool],
        root: str | None = None,
        benefit: int = 1,
        debug_name: str | None = None,
        location: str = "",
    ) -> None:
        RewritePattern.__init__(
            self, root, benefit, debug_name or fn.__name__, location or _def_location(fn)
        )
        self.fn = fn

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.fn(op, rewriter)

    def __call__(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.fn(op, rewriter)

    def _call(self) -> tuple[Callable, bool]:
        return self.fn, False


def rewrite_pattern(
    root: str | None, debug_name: str | None = None, benefit: int = 1
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

    def __init__(
        self,
        fn: Matcher,
        root: str | None,
        rules: Iterable[str],
        benefit: int = 1,
        debug_name: str | None = None,
        location: str = "",
    ) -> None:
        self.rule_names = tuple(rules)
        RewritePattern.__init__(
            self,
            root,
            benefit,
            debug_name or ", ".join(self.rule_names) or fn.__name__,
            location or _def_location(fn),
        )
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


def _def_location(fn: Callable) -> str:
    """``file:line`` of a Python function's ``def`` ("" if it has no code object)."""
    code = getattr(fn, "__code__", None)
    if code is None:
        return ""
    return f"{os.path.basename(code.co_filename)}:{code.co_firstlineno}"
