"""Pass instrumentation: hooks the pass manager calls around pipelines, passes
and analyses (MLIR's ``PassInstrumentation``).

Hooks fire on the thread (or worker process) that runs the pass, in this
order for one pass on one op: ``run_before_pass``, the pass body,
``run_after_pass`` or ``run_after_pass_failed`` (after verification, so a
pass that broke the IR counts as failed). ``run_before_pipeline`` /
``run_after_pipeline`` bracket a nested pipeline on one op. When several
instrumentations are installed, "before" hooks run in installation order and
"after" hooks in reverse, as in MLIR.

Instrumentations that must see every pass in order (IR printing, crash
reproducers) set ``needs_in_process = True``; the pass manager then keeps
nested pipelines in this process.

What this module does not do: any instrumentation itself (``timing``,
``ir_printing``, ``statistics``, ``crash_recovery`` do).
"""

from __future__ import annotations

from typing import Any

__all__ = ["PassInstrumentation"]


class PassInstrumentation:
    """Base class: every hook does nothing."""

    needs_in_process = False

    def run_before_pipeline(self, anchor: str, op: Any) -> None:
        """A nested pipeline anchored on ``anchor`` starts on ``op``."""

    def run_after_pipeline(self, anchor: str, op: Any) -> None:
        """The nested pipeline finished on ``op`` (successfully or not)."""

    def run_before_pass(self, p: Any, op: Any) -> None:
        """Pass ``p`` is about to run on ``op`` (the IR is as the previous pass left it)."""

    def run_after_pass(self, p: Any, op: Any) -> None:
        """``p`` succeeded on ``op`` and the IR verified (when verify-each is on)."""

    def run_after_pass_failed(self, p: Any, op: Any) -> None:
        """``p`` failed on ``op`` (its diagnostics are out); the IR is as the pass left it."""

    def run_before_analysis(self, name: str, op: Any) -> None:
        """Analysis ``name`` is about to be computed for ``op``."""

    def run_after_analysis(self, name: str, op: Any) -> None:
        """Analysis ``name`` was computed for ``op``."""

    def run_before_verifier(self, op: Any) -> None:
        """verify-each starts on ``op``."""

    def run_after_verifier(self, op: Any) -> None:
        """verify-each finished on ``op``."""
