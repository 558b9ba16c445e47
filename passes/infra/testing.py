"""Passes that exist to test the pass manager (``test-*``, as MLIR's test passes).

- ``test-fail``: emits an error on the op and fails (option ``on``: only on
  ops whose symbol name is that).
- ``test-raise``: raises ``RuntimeError`` (to test exception reporting).
- ``test-break-ir``: erases the first terminator it finds, leaving invalid
  IR for verify-each to catch.
- ``test-sleep``: sleeps ``ms`` milliseconds per op it runs on (parallel
  speedup without CPU work).
- ``test-rebuild-attrs``: walks every op and re-creates each attribute from
  its parameters (interned, so the IR is unchanged): real per-op work of
  about a ``cse``'s weight, to benchmark the pass manager before ``cse``
  exists.
- ``test-count``: counts ops into the statistic ``num-ops``.
- ``test-analysis``: asks for ``OpCountAnalysis`` and preserves it (option
  ``preserve``), to test caching.
- ``test-set-attr``: sets a unit attribute ``name`` on the op (a visible change).

What this module does not do: anything a user pipeline should depend on.
"""

from __future__ import annotations

import time
from typing import Any

from ...ir.diagnostics import Diagnostic, report
from .pass_base import Option, Pass, Statistic, register_pass


def _sym(op: Any) -> str:
    a = op.properties.get("sym_name") if op.properties else None
    return getattr(a, "value", "") if a is not None else ""


def _on_option(verb: str) -> Option:
    return Option("on", str, "", f"only {verb} on the symbol with this name")


class _OnSymbol(Pass):
    """A test pass that acts (``act``) on the ops whose symbol name is its ``on`` option,
    or on every op when ``on`` is empty."""

    def run_on_operation(self, op: Any) -> None:
        if not self.on or _sym(op) == self.on:
            self.act(op)

    def act(self, op: Any) -> None:
        raise NotImplementedError


@register_pass(
    "test-fail", summary="Test pass: emit an error and fail", options=[_on_option("fail")]
)
class TestFail(_OnSymbol):
    def act(self, op: Any) -> None:
        report(Diagnostic.error(op, "test-fail: failing as requested"))
        self.signal_pass_failure()


@register_pass("test-raise", summary="Test pass: raise an exception", options=[_on_option("raise")])
class TestRaise(_OnSymbol):
    def act(self, op: Any) -> None:
        raise RuntimeError("test-raise: boom")


@register_pass("test-break-ir", summary="Test pass: leave invalid IR (erase a terminator)")
class TestBreakIR(Pass):
    def run_on_operation(self, op: Any) -> None:
        for o in op.walk():
            if "IsTerminator" in type(o).traits and o.parent is not None:
                o.drop_all_references()
                o.detach()
                return


@register_pass(
    "test-sleep",
    summary="Test pass: sleep per op it runs on",
    options=[Option("ms", float, 1.0, "milliseconds to sleep")],
)
class TestSleep(Pass):
    def run_on_operation(self, op: Any) -> None:
        time.sleep(self.ms / 1000.0)
        self.mark_all_analyses_preserved()


@register_pass(
    "test-rebuild-attrs",
    summary="Test pass: re-create every attribute of every op (CPU work, no change)",
)
class TestRebuildAttrs(Pass):
    num_attrs = Statistic("num-attrs", "Number of attributes rebuilt")

    def run_on_operation(self, op: Any) -> None:
        n = 0
        for o in op.walk():
            for held, store in ((o.properties, o.set_attr), (o.attributes, o.set_discardable_attr)):
                if held:
                    for k, a in held.items():
                        b = type(a).get(*a.params) if hasattr(type(a), "get") else a
                        if b is not a:
                            store(k, b)
                        n += 1
            for r in o.results:
                t = r.type
                r.type = type(t).get(*t.params)
        self.num_attrs += n
        self.mark_all_analyses_preserved()


@register_pass("test-count", summary="Test pass: count ops into a statistic")
class TestCount(Pass):
    num_ops = Statistic("num-ops", "Number of ops seen")

    def run_on_operation(self, op: Any) -> None:
        self.num_ops += sum(1 for _ in op.walk())
        self.mark_all_analyses_preserved()


class OpCountAnalysis:
    """Test analysis: the number of ops under an op; ``computed`` counts constructions."""

    computed = 0

    def __init__(self, op: Any) -> None:
        type(self).computed += 1
        self.count = sum(1 for _ in op.walk())


@register_pass(
    "test-analysis",
    summary="Test pass: use OpCountAnalysis",
    options=[Option("preserve", bool, True, "mark the analysis preserved")],
)
class TestAnalysis(Pass):
    def run_on_operation(self, op: Any) -> None:
        self.get_analysis(OpCountAnalysis)
        if self.preserve:
            self.mark_analyses_preserved(OpCountAnalysis)


@register_pass(
    "test-set-attr",
    summary="Test pass: set a unit attribute on the op",
    options=[Option("name", str, "test.visited", "attribute name")],
)
class TestSetAttr(Pass):
    def run_on_operation(self, op: Any) -> None:
        from ...ir.attributes import UnitAttr

        op.set_discardable_attr(self.name, UnitAttr.get())
