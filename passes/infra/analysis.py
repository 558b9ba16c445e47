"""The analysis manager: analyses computed on demand, cached per op, dropped
unless preserved.

An analysis is any class constructed from the op it describes:
``cls(op)`` (or ``cls(op, analysis_manager)`` when its constructor takes two
arguments, to ask for other analyses). ``AnalysisManager.get_analysis(cls)``
computes it once per op and returns the cached instance afterwards; child
managers (``nest(child_op)``) cache the analyses of nested isolated ops.

Contract with the pass manager: after each pass, ``invalidate(preserved)``
runs with what the pass marked preserved (``True`` for everything, a set of
classes, or ``None`` for nothing). An analysis class may declare
``is_invalidated(self, preserved) -> bool`` to survive more cleverly. Child
caches are dropped along with their parent's unless everything is preserved
(a pass on an op may have changed anything nested in it).

What it does not do: track dependencies between analyses (an analysis that
used another is dropped on its own terms), or share caches across processes.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

__all__ = ["AnalysisManager"]

_ARITY: dict[type, int] = {}


def _arity(cls: type) -> int:
    n = _ARITY.get(cls)
    if n is None:
        try:
            params = list(inspect.signature(cls).parameters.values())
            n = sum(1 for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))
        except (TypeError, ValueError):
            n = 1
        _ARITY[cls] = n
    return n


class AnalysisManager:
    """Cached analyses of one op and, through ``nest``, of its nested isolated ops."""

    __slots__ = ("cache", "children", "hooks", "op")

    def __init__(self, op: Any, hooks: list | None = None) -> None:
        self.op = op
        self.cache: dict[type, Any] = {}
        self.children: dict[Any, AnalysisManager] = {}
        # Instrumentations told when an analysis is computed (timing shows them).
        self.hooks: list = hooks if hooks is not None else []

    def get_analysis(self, cls: type) -> Any:
        """The analysis ``cls`` of this op (computed now if not cached)."""
        a = self.cache.get(cls)
        if a is None:
            name = getattr(cls, "NAME", cls.__name__)
            for h in self.hooks:
                h.run_before_analysis(name, self.op)
            a = cls(self.op, self) if _arity(cls) >= 2 else cls(self.op)
            for h in reversed(self.hooks):
                h.run_after_analysis(name, self.op)
            self.cache[cls] = a
        return a

    def get_cached_analysis(self, cls: type) -> Any:
        """The analysis if it is cached, else ``None`` (never computes)."""
        return self.cache.get(cls)

    def nest(self, child: Any) -> AnalysisManager:
        """The manager of ``child`` (an op nested in this one)."""
        am = self.children.get(child)
        if am is None:
            am = self.children[child] = AnalysisManager(child, self.hooks)
        return am

    def get_child_analysis(self, child: Any, cls: type) -> Any:
        return self.nest(child).get_analysis(cls)

    def invalidate(self, preserved: Any) -> None:
        """Drop what ``preserved`` (``True``, a set of classes, or ``None``) does not keep."""
        if preserved is True:
            return
        keep = preserved or ()
        if self.cache:
            for cls in list(self.cache):
                if cls in keep:
                    continue
                a = self.cache[cls]
                check: Callable | None = getattr(a, "is_invalidated", None)
                if check is not None and not check(keep):
                    continue
                del self.cache[cls]
        self.children.clear()

    def clear(self) -> None:
        self.cache.clear()
        self.children.clear()
