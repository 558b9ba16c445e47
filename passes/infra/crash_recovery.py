"""Crash reproducers: ``--mlir-pass-pipeline-crash-reproducer=FILE``.

While enabled, the op each pass is about to run on is cloned first. When a
pass fails (or raises), the reproducer holds the IR as it was before that
pass — the failing op's snapshot put back in its place in the top-level op —
followed by MLIR's resource block naming the pipeline that reruns just the
failing pass, nested under the same anchors::

    {-#
      external_resources: {
        mlir_reproducer: {
          pipeline: "builtin.module(func.func(cse))",
          disable_threading: false,
          verify_each: true
        }
      }
    #-}

``irlite-opt --run-reproducer FILE`` reads that block back
(``reproducer_options``). After writing the file, the error "Failures have
been detected while processing an MLIR pass pipeline" is emitted at the
top-level op with a note saying where the reproducer went, as mlir-opt does.

What it does not do: catch crashes of the interpreter itself (segfaults), or
reduce the reproducer further.
"""

from __future__ import annotations

from typing import Any

from ...ir.fileio import write_atomic
from .instrumentation import PassInstrumentation

__all__ = ["CrashReproducer", "reproducer_options", "reproducer_text"]


def _escape(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"')


def reproducer_text(
    module_text: str, pipeline: str, disable_threading: bool, verify_each: bool
) -> str:
    """A reproducer file: the IR, then the ``mlir_reproducer`` resource block."""
    return (
        f"{module_text}\n{{-#\n  external_resources: {{\n    mlir_reproducer: {{\n"
        f'      pipeline: "{_escape(pipeline)}",\n'
        f"      disable_threading: {'true' if disable_threading else 'false'},\n"
        f"      verify_each: {'true' if verify_each else 'false'}\n"
        f"    }}\n  }}\n#-}}\n"
    )


def reproducer_options(resources: Any) -> dict | None:
    """``{"pipeline", "disable_threading", "verify_each"}`` of a parsed reproducer, or None."""
    ext = getattr(resources, "external", None) or {}
    entry = ext.get("mlir_reproducer")
    if not entry or not isinstance(entry.get("pipeline"), str):
        return None
    return {
        "pipeline": entry["pipeline"],
        "disable_threading": bool(entry.get("disable_threading", False)),
        "verify_each": bool(entry.get("verify_each", True)),
    }


class CrashReproducer(PassInstrumentation):
    """Snapshots ops before passes; ``write(pm)`` produces the reproducer after a failure."""

    needs_in_process = True

    def __init__(self, path: str, disable_threading: bool = False, generic: bool = False) -> None:
        self.path = path
        self.disable_threading = disable_threading
        self.generic = generic
        self.snapshots: dict[int, Any] = {}

    def run_before_pass(self, p: Any, op: Any) -> None:
        self.snapshots[id(op)] = op.clone()

    def run_after_pass(self, p: Any, op: Any) -> None:
        pass

    def write(self, pm: Any) -> bool:
        """Write the reproducer of ``pm``'s failure and emit the note; False if nothing to do."""
        from ...ir.diagnostics import Diagnostic, report
        from ...ir.printer import print_module

        if pm.failure is None:
            return False
        p, op, path = pm.failure
        snap = self.snapshots.get(id(op))
        top = op
        if snap is not None:
            if op.parent is not None:
                op.parent.insert_before(op, snap)
                op.detach()
                top = snap
            else:
                top = snap
        while top.parent_op is not None:
            top = top.parent_op
        pipeline = p.pipeline_text()
        for anchor in reversed(path):
            pipeline = f"{anchor}({pipeline})"
        text = reproducer_text(
            print_module(top, generic=self.generic),
            pipeline,
            self.disable_threading,
            pm.verify_each,
        )
        write_atomic(self.path, text)
        d = Diagnostic.error(
            top.loc, "Failures have been detected while processing an MLIR pass pipeline"
        )
        what = f"`{p.DISPLAY_NAME}` on '{op.name}' operation"
        sym = op.properties.get("sym_name") if op.properties else None
        if sym is not None:
            what += f": @{sym.value}"
        d.attach_note(
            f"Pipeline failed while executing [{what}]: reproducer generated at `{self.path}`"
        )
        report(d)
        return True
