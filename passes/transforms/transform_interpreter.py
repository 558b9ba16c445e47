"""``transform-interpreter``: run a transform script on the IR that holds it (MLIR 19's
``transform::InterpreterPass``).

The pass finds the entry point, a ``transform.named_sequence`` named ``entry-point``
(default ``@__transform_main``; the first in pre-order, usually in a nested
``module attributes {transform.with_named_sequence}``), binds its first argument to the
payload root (the op the pass runs on, or the single op tagged
``transform.target_tag = "<debug-payload-root-tag>"``) and runs the sequence with a
``TransformState`` (``irlite.rules.transform``: handles, silenceable and definite
failures, handle invalidation). A silenceable failure that reaches the entry point is
reported as an error; any failure fails the pass. The script stays in the output, as
mlir-opt leaves it.

Adding transform ops (MLIR's ``TransformDialectExtension``), e.g. ``transform.memref.*``,
``transform.func.*`` or ``transform.apply_patterns.memref.*``:

1. Write ``rules/transform_<ext>.rules`` that declares ``dialect transform { summary
   "..." }`` (the same dialect: its ops join it), ``import "transform.rules"`` (the handle
   constraints ``TransformHandleTypeInterface``, ``TransformParamTypeInterface``,
   ``TransformAny``, ...), ``native h = irlite.rules.transform`` (those constraints name
   ``h.``: keep that alias for it) and ``native m =
   irlite.passes.transforms.transform_<ext>_ops`` (the implementations: they use passes,
   which ``rules/`` helpers may not import, as tests/ir/test_layering.py checks; what needs
   only ``ir/`` may stay in a ``rules/transform_<ext>.py`` under a third alias). Name each
   op in full: ``op transform.memref.alloca_to_global { ... }``. A transform op
   implements ``TransformOpInterface`` (``interfaces { TransformOpInterface:
   m.AllocaToGlobal }``); a pattern descriptor for ``transform.apply_patterns`` implements
   ``PatternDescriptorOpInterface`` (``op transform.apply_patterns.memref.fold_memref_alias_ops
   { interfaces { PatternDescriptorOpInterface: m.FoldAliasPatterns } format "attr-dict" }``).
   ``rules/transform_loop.rules`` with ``passes/transforms/transform_loop_ops.py`` is the
   worked example.
2. Add the file's name to ``BUILTIN_EXTENSIONS["transform"]`` in ``gen/loader.py``: loading
   the transform dialect then registers its ops. (A user's extension: ``irlite.load_rules
   (path)`` or ``irlite-opt --load-rules path`` with the same ``dialect transform``
   declaration extends the built-in dialect instead of replacing it.)
3. In ``passes/transforms/transform_<ext>_ops.py``, the implementations. An op applied to
   each payload op of its first operand subclasses ``irlite.rules.transform.ApplyEach``::

       class AllocaToGlobal(ApplyEach):
           CONSUMES = (0,)                      # operand 0's handle is consumed
           def apply_to_one(self, rewriter, target, state):
               if target.name != "memref.alloca":
                   return silenceable(self.op, "expected memref.alloca").attach_note(
                       "target op", target)    # error at the transform op, note at payload
               ...                             # change the payload (rewriter or helpers)
               return [get_global, global_op]  # one entry (op, list or None) per result

   Any other op subclasses ``TransformOpInterface`` and defines ``apply(rewriter,
   results, state)``: read operands with ``state.payload_ops(v)`` / ``state.params(v)`` /
   ``state.payload_values(v)``, set each result with ``results.set(i, [...])``, return
   None, ``silenceable(op, msg)`` or ``definite(op, msg)``; ``consumed_operands()``
   returns the indices of consumed operands. A pattern descriptor's
   ``populate_patterns(patterns)`` appends ``RewritePattern`` objects (e.g. a pass
   module's pattern list, or ``load_patterns(path).RULESETS[name][1].values()`` of a
   ruleset); ``apply_patterns`` applies them greedily with every dialect's folders.
   Import other pass modules inside the functions (the dialect loads before them).
4. Tests: ``tests/lit/dialects/transform/<ext>.mlir`` with ``// RUN: irlite-opt %s
   --transform-interpreter ...``, checked against mlir-opt 19.

What it does not do: preload transform libraries (``transform-preload-library``), bind
trailing arguments (``debug-bind-trailing-args``), or run a script from another file.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation
from ...ir.diagnostics import Diagnostic, Severity, op_diagnostic, report
from ...rules.transform import TransformState
from ..infra.pass_base import Option, Pass, register_pass

__all__ = ["TransformInterpreter", "apply_named_sequence", "find_entry_point"]


def find_entry_point(root: Operation, name: str) -> Operation | None:
    """The first ``transform.named_sequence @name`` under ``root``, in pre-order."""
    for op in root.walk(post_order=False):
        if op.name == "transform.named_sequence" and op.properties["sym_name"].value == name:
            return op
    return None


def _payload_root(root: Operation, tag: str) -> Operation | None:
    if not tag:
        return root
    found = None
    for op in root.walk(post_order=False):
        a = op.attributes.get("transform.target_tag") if op.attributes else None
        if a is None or getattr(a, "value", None) != tag:
            continue
        if found is not None:
            d = op_diagnostic(Severity.ERROR, op, f"repeated operation with the target tag '{tag}'")
            d.attach_note("previously seen operation", found.loc)
            report(d)
            return None
        found = op
    if found is None:
        report(
            op_diagnostic(
                Severity.ERROR,
                root,
                f'could not find the operation with transform.target_tag="{tag}" attribute',
            )
        )
    return found


def apply_named_sequence(
    payload: Operation, entry: Operation, expensive_checks: bool = True
) -> bool:
    """Run the named sequence ``entry`` with its first argument bound to ``payload``;
    whether it succeeded (failures are reported)."""
    ft = entry.properties["function_type"].value
    if len(ft.inputs) != 1:
        report(
            op_diagnostic(
                Severity.ERROR,
                entry,
                "Operation expected to have one argument of a transform handle type: "
                f"found {len(ft.inputs)}"
                if len(ft.inputs) == 0
                else f"expects {len(ft.inputs)} arguments, only the first can be bound to "
                "the payload root",
            )
        )
        return False
    if not entry.regions[0].blocks:
        report(op_diagnostic(Severity.ERROR, entry, "unresolved external named sequence"))
        return False
    state = TransformState(payload, expensive_checks)
    f = state.map_block_arguments(entry.regions[0].blocks[0], [[payload]])
    if f is None:
        f = state.apply(entry)
    if f is None:
        return True
    if not f.definite:
        f.report()
    return False


@register_pass(
    "transform-interpreter",
    summary="transform dialect interpreter",
    options=[
        Option(
            "debug-payload-root-tag",
            str,
            "",
            "Select the operation with 'transform.target_tag' attribute having the given "
            "value as payload IR root. If empty select the pass anchor operation.",
        ),
        Option(
            "debug-bind-trailing-args",
            list[str],
            None,
            "Binds trailing arguments of the entry point to the payload operations with "
            "specified names.",
        ),
        Option(
            "disable-expensive-checks",
            bool,
            False,
            "Disable expensive checks in the interpreter for a faster run.",
        ),
        Option(
            "entry-point",
            str,
            "__transform_main",
            "Entry point of the pass pipeline.",
        ),
    ],
    display_name="InterpreterPass",
)
class TransformInterpreter(Pass):
    """Interpret the transform script found in the op (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        payload = _payload_root(op, self.debug_payload_root_tag)
        if payload is None:
            self.signal_pass_failure()
            return
        entry = find_entry_point(op, self.entry_point)
        if entry is None:
            report(
                Diagnostic(
                    Severity.ERROR,
                    op.loc,
                    f"could not find a nested named sequence with name: {self.entry_point}",
                    None,
                    op,
                )
            )
            self.signal_pass_failure()
            return
        if not apply_named_sequence(payload, entry, not self.disable_expensive_checks):
            self.signal_pass_failure()
