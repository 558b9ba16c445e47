"""The pass manager: nested pipelines of passes run over an op tree.

``PassManager`` (an ``OpPassManager`` anchored on the top op, usually
``builtin.module``) holds passes and nested ``OpPassManager``s anchored on op
names (or ``any``). Running it on an op runs each pass on that op; a nested
pass manager runs on every op directly nested in the current op's regions
whose name matches its anchor, and such ops must be isolated from above, so
siblings are independent and may run concurrently. Consecutive nested pass
managers form one "adaptor" (as MLIR's ``OpToOpPassAdaptor``): each child op
runs all of them before the next child starts.

Execution, per op:

- before each pass, instrumentations' ``run_before_pass``; a pass fails by
  ``signal_pass_failure()`` or by raising (the exception becomes an error
  diagnostic naming the pass, at the op's location);
- analyses not marked preserved are dropped (``analysis.AnalysisManager``);
- with verify-each (on by default) the op is verified; a pass that leaves
  invalid IR fails, and the diagnostic carries a note naming it;
- the first failure stops the pipeline; ``run`` returns ``False`` and the
  diagnostics have been emitted through ``ir.diagnostics``.

Sibling ops of an adaptor run through ``parallel.execute_adaptor``: in
process (the default for IR already in memory: shipping parsed IR to another
process costs more than cheap passes save), on a thread pool, or through any
other ``concurrent.futures.Executor`` (a process pool, a Dask client's
executor) by sending each op's text to a worker. Output never depends on the
executor. ``tools/driver.py`` parallelizes parsing and printing as well by
splitting the input text (``parallel.run_split``).

What this module does not do: parse pipeline text (``pipeline``), print IR,
time, or write reproducers (each instrumentation has its own module).
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Iterable, Sequence
from typing import Any

from ...ir.diagnostics import Diagnostic, DiagnosticError, report
from .analysis import AnalysisManager
from .instrumentation import PassInstrumentation
from .pass_base import Pass
from .pipeline import AnchorNode, PipelineError, parse_pipeline

__all__ = [
    "OpPassManager",
    "PassFailure",
    "PassManager",
    "is_isolated_anchor",
    "run_pipeline",
]


class PassFailure(Exception):
    """A pass failed; its diagnostics have been reported."""


class OpPassManager:
    """A list of passes and nested pass managers anchored on one op name (or ``any``)."""

    __slots__ = ("_schedule", "anchor", "passes")

    def __init__(self, anchor: str = "any") -> None:
        self.anchor = anchor
        self.passes: list[Pass | OpPassManager] = []
        self._schedule: list | None = None

    def nest(self, anchor: str) -> OpPassManager:
        """Append a nested pass manager on ``anchor`` ops and return it."""
        pm = OpPassManager(anchor)
        self.passes.append(pm)
        self._schedule = None
        return pm

    def add_pass(self, p: Pass) -> OpPassManager:
        if p.ANCHOR is not None and self.anchor != p.ANCHOR:
            raise PipelineError(
                f"Can't add pass '{p.ARGUMENT}' restricted to '{p.ANCHOR}' on a PassManager "
                f"intended to run on '{self.anchor}', did you intend to nest?",
                p.ARGUMENT,
                0,
            )
        self.passes.append(p)
        self._schedule = None
        return self

    def __len__(self) -> int:
        return len(self.passes)

    def schedule(self) -> list:
        """Passes, and tuples of consecutive nested pass managers (adaptors)."""
        s = self._schedule
        if s is None:
            s = []
            for p in self.passes:
                if isinstance(p, OpPassManager):
                    if s and isinstance(s[-1], tuple):
                        s[-1] = s[-1] + (p,)
                    else:
                        s.append((p,))
                else:
                    s.append(p)
            self._schedule = s
        return s

    def pipeline_text(self, sep: str = ",") -> str:
        """``anchor(pass{opts},nested(...))`` with every option spelled out."""
        inner = sep.join(
            p.pipeline_text(sep) if isinstance(p, OpPassManager) else p.pipeline_text()
            for p in self.passes
        )
        return f"{self.anchor}({inner})"

    def all_passes(self) -> Iterable[Pass]:
        for p in self.passes:
            if isinstance(p, OpPassManager):
                yield from p.all_passes()
            else:
                yield p

    def clone(self) -> OpPassManager:
        pm = OpPassManager(self.anchor)
        pm.passes = [p.clone() for p in self.passes]
        return pm


def is_isolated_anchor(name: str, ctx: Any) -> bool | None:
    """Whether ops named ``name`` are isolated from above (``None``: not registered)."""
    if name == "any":
        return True
    cls = ctx.get_op_class(name) if ctx is not None else None
    if cls is None:
        from ...ir.builtin_dialects import FuncOp, ModuleOp

        cls = {"builtin.module": ModuleOp, "func.func": FuncOp}.get(name)
        if cls is None:
            return None
    return "IsolatedFromAbove" in cls.traits


def _build(pm: OpPassManager, nodes: list, text: str, ctx: Any, implicit: bool = False) -> None:
    """Add ``nodes`` to ``pm``. ``implicit``: a pass restricted to another op than
    ``pm``'s anchor gets its own nested pass manager on that op (MLIR's
    ``Nesting::Implicit``, what mlir-opt does for ``--<pass>`` flags); otherwise it
    is an error, as for pipeline text."""
    for n in nodes:
        if isinstance(n, AnchorNode):
            if is_isolated_anchor(n.name, ctx) is False:
                raise PipelineError(
                    f"trying to schedule a pass on '{n.name}', an operation not marked as "
                    "'IsolatedFromAbove'",
                    text,
                    n.offset,
                )
            try:
                _build(pm.nest(n.name), n.children, text, ctx)
            except PipelineError as e:
                if e.kind == "add":
                    e.trail += (f"failed to add `{n.name}` with options `` to inner pipeline",)
                raise
        else:
            p = n.create()
            if implicit and p.ANCHOR is not None and pm.anchor != p.ANCHOR:
                if is_isolated_anchor(p.ANCHOR, ctx) is False:
                    raise PipelineError(
                        f"trying to schedule a pass on '{p.ANCHOR}', an operation not marked "
                        "as 'IsolatedFromAbove'",
                        text,
                        n.offset,
                    )
                pm.nest(p.ANCHOR).passes.append(p)
                continue
            if p.ANCHOR is not None and pm.anchor != p.ANCHOR:
                # As mlir-opt: the pass by its class name, then what failed to be added.
                raise PipelineError(
                    f"Can't add pass '{p.DISPLAY_NAME}' restricted to '{p.ANCHOR}' on a PassManager "
                    f"intended to run on '{pm.anchor}', did you intend to nest?",
                    text,
                    n.offset,
                    kind="add",
                    trail=(
                        f"failed to add `{n.name}` with options `{getattr(n, 'raw_options', '')}`",
                    ),
                )
            pm.passes.append(p)


class PassManager(OpPassManager):
    """The top-level pass manager plus run-wide settings.

    ``verify_each``: verify after every pass. ``executor``: where sibling
    isolated ops run (``None``: in process; a ``ThreadPoolExecutor``: threads
    on the in-memory IR; any other ``concurrent.futures.Executor``: worker
    processes or machines, through the ops' text). ``ctx_factory``: a
    picklable callable returning a fresh ``Context`` in a worker (default:
    ``Context(allow_unregistered=ctx.allow_unregistered)``).
    """

    __slots__ = (
        "ctx",
        "ctx_factory",
        "executor",
        "failure",
        "instrumentations",
        "min_parallel_ops",
        "verify_each",
    )

    def __init__(
        self,
        ctx: Any = None,
        anchor: str = "builtin.module",
        *,
        verify_each: bool = True,
        executor: Any = None,
        ctx_factory: Any = None,
        instrumentations: Sequence[PassInstrumentation] = (),
    ) -> None:
        super().__init__(anchor)
        self.ctx = ctx
        self.verify_each = verify_each
        self.instrumentations: list[PassInstrumentation] = list(instrumentations)
        self.executor = executor
        self.ctx_factory = ctx_factory
        self.min_parallel_ops = 2
        # (pass, op, anchor path) of the first failure of the last run, for reproducers.
        self.failure: tuple | None = None

    @classmethod
    def from_pipeline(cls, text: str, ctx: Any = None, **kwargs: Any) -> PassManager:
        """Build from ``anchor(...)`` pipeline text (raises ``PipelineError``).

        As mlir-opt: the text must be ``<op-name>(<pipeline>)``; the inner
        pipeline is parsed on its own, so error columns count from the
        character after the outermost ``(``.
        """
        stripped = text.strip()
        i = stripped.find("(")
        if i <= 0 or not stripped.endswith(")"):
            raise PipelineError(
                "expected pass pipeline to be wrapped with the anchor operation type, "
                "e.g. 'builtin.module(...)'",
                text,
                0,
                kind="plain",
            )
        inner = stripped[i + 1 : -1]
        pm = cls(ctx, stripped[:i].rstrip(), **kwargs)
        _build(pm, parse_pipeline(inner), inner, ctx)
        return pm

    @classmethod
    def from_pass_list(
        cls, text: str, ctx: Any = None, anchor: str = "builtin.module", **kwargs: Any
    ) -> PassManager:
        """Build from an unanchored list (``cse,symbol-dce``), as ``--pass`` flags give:
        a pass restricted to another op than ``anchor`` is nested on that op
        (``--poly-simplify`` on ``func.func``: ``builtin.module(func.func(poly-simplify))``),
        as mlir-opt nests implicitly."""
        pm = cls(ctx, anchor, **kwargs)
        _build(pm, parse_pipeline(text), text, ctx, implicit=True)
        return pm

    def add_instrumentation(self, inst: PassInstrumentation) -> None:
        self.instrumentations.append(inst)

    # ---------------------------------------------------------------- running
    def run(self, op: Any) -> bool:
        """Run the pipeline on ``op``; ``False`` when a pass failed (diagnostics emitted)."""
        self.failure = None
        if self.anchor not in ("any", op.name):
            # At the op's location only, as MLIR (one line: no "see current operation").
            report(
                Diagnostic.error(
                    op.loc, f"can't run '{self.anchor}' pass manager on '{op.name}' op"
                )
            )
            return False
        for p in self.all_passes():
            p.initialize(self.ctx)
        runner = Runner(self)
        am = AnalysisManager(op, runner.analysis_hooks)
        return runner.run_pm(self, op, am, (self.anchor,))


class Runner:
    """The state of one ``PassManager.run``: settings, instrumentations, first failure."""

    __slots__ = ("analysis_hooks", "ctx", "executor", "insts", "pm", "rev_insts", "verify_each")

    def __init__(self, pm: PassManager) -> None:
        self.pm = pm
        self.ctx = pm.ctx
        self.verify_each = pm.verify_each
        self.insts = list(pm.instrumentations)
        self.rev_insts = self.insts[::-1]
        self.analysis_hooks = self.insts
        self.executor = pm.executor

    def run_pm(self, pm: OpPassManager, op: Any, am: AnalysisManager, path: tuple) -> bool:
        """Run ``pm``'s schedule on ``op`` (``path``: the anchors from the top, for reproducers)."""
        for item in pm.schedule():
            if type(item) is tuple:
                if not self.run_adaptor(item, op, am, path):
                    return False
            elif not self.run_pass(item, op, am, path):
                return False
        return True

    def run_pass(self, p: Pass, op: Any, am: AnalysisManager, path: tuple) -> bool:
        p._am = am
        p._failed = False
        p._preserved = None
        for i in self.insts:
            i.run_before_pass(p, op)
        try:
            p.run_on_operation(op)
        except PassFailure:
            p._failed = True
        except DiagnosticError as e:  # a located error (a rewrite rule's RuleError): as it is
            for d in e.diagnostics:
                report(d)
            p._failed = True
        except Exception as e:  # noqa: BLE001 - a bug in a pass: reported, never a bare traceback
            report(exception_diagnostic(p, op, e))
            p._failed = True
        failed = p._failed
        if not failed:
            am.invalidate(p._preserved)
            if self.verify_each and not self.verify_after(p, op):
                failed = True
        if failed:
            for i in self.rev_insts:
                i.run_after_pass_failed(p, op)
            if self.pm.failure is None:
                self.pm.failure = (p, op, path)
            return False
        for i in self.rev_insts:
            i.run_after_pass(p, op)
        return True

    def verify_after(self, p: Pass, op: Any) -> bool:
        from ...ir.verifier import verify

        for i in self.insts:
            i.run_before_verifier(op)
        diags = verify(op, self.ctx)
        for i in self.rev_insts:
            i.run_after_verifier(op)
        if not diags:
            return True
        diags[0].attach_note(
            f"the IR is invalid after pass '{p.ARGUMENT}' ({p.DISPLAY_NAME}) on this '{op.name}' op",
            op.loc,
        )
        report(diags)
        return False

    def run_adaptor(
        self, group: tuple, op: Any, am: AnalysisManager, path: tuple, skip: Any = None
    ) -> bool:
        """Run the nested pass managers of ``group`` on each matching child of ``op``
        (but those in ``skip``: the split mode's stand-ins for other workers' ops)."""
        names = {pm.anchor for pm in group}
        any_anchor = "any" in names
        children = []
        for r in op.regions:
            for b in r.blocks:
                c = b.first
                while c is not None:
                    if skip and c in skip:
                        pass
                    elif c.name in names:
                        if not c.registered or "IsolatedFromAbove" not in type(c).traits:
                            report(
                                Diagnostic.error(
                                    c,
                                    (
                                        "trying to schedule a pass on an unregistered operation"
                                        if not c.registered
                                        else "trying to schedule a pass on an operation not marked as "
                                        "'IsolatedFromAbove'"
                                    ),
                                )
                            )
                            return False
                        children.append(c)
                    elif any_anchor and c.registered and "IsolatedFromAbove" in type(c).traits:
                        children.append(c)
                    c = c.next
        if not children:
            return True
        from .parallel import execute_adaptor

        return execute_adaptor(self, group, children, am, path)

    def run_child(self, group: tuple, child: Any, am: AnalysisManager, path: tuple) -> bool:
        """One child op through every pass manager of ``group`` that matches it."""
        cam = am.nest(child)
        for pm in group:
            if pm.anchor != "any" and pm.anchor != child.name:
                continue
            if pm.anchor == "any" and not all(
                p.can_schedule_on(type(child)) for p in pm.passes if isinstance(p, Pass)
            ):
                continue  # MLIR: an op-agnostic manager runs where all its passes can
            for i in self.insts:
                i.run_before_pipeline(pm.anchor, child)
            ok = self.run_pm(pm, child, cam, path + (pm.anchor,))
            for i in self.rev_insts:
                i.run_after_pipeline(pm.anchor, child)
            if not ok:
                return False
        return True


def exception_diagnostic(p: Pass, op: Any, e: BaseException) -> Any:
    """The error for an exception escaping pass ``p`` on ``op``: at the op, naming the pass."""
    d = Diagnostic.error(
        op.loc,
        f"pass '{p.ARGUMENT}' failed on '{op.name}' op with an exception: {type(e).__name__}: {e}",
    )
    tb = traceback.extract_tb(e.__traceback__)
    if tb:
        f = tb[-1]
        d.attach_note(f"raised at {f.filename}:{f.lineno} in {f.name}")
    return d


def run_pipeline(elements: Any, top: Any, ctx: Any, verify_each: bool = True) -> bool:
    """Compatibility entry: run a ``PassManager`` (or pipeline text) on ``top``."""
    if isinstance(elements, str):
        elements = PassManager.from_pipeline(elements, ctx, verify_each=verify_each)
    if isinstance(elements, PassManager):
        elements.verify_each = verify_each
        return elements.run(top)
    raise TypeError("run_pipeline expects a PassManager or pipeline text")


def _stderr() -> Any:
    return sys.stderr
