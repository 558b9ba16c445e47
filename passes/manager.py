"""Running a parsed pipeline over an op tree (sequential, in-process).

An anchor element (``builtin.module(...)``, ``func.func(...)``, ``any(...)``)
runs its children on the ops it names: the top op itself when the names
match at the top level, else the matching ops directly nested in the current
op's regions, as MLIR's nested pass managers do. A pass element calls the
registered factory with its options and runs it on the current op; a pass
that fails (returns False or raises ``PassFailure``) stops the pipeline.

What this module does not do yet: parallel execution, instrumentation,
analyses, crash reproducers (the pass-manager issue builds them here).
"""

from __future__ import annotations

from typing import Any

from ..ir.core import Operation


class PassFailure(Exception):
    """A pass could not complete; its diagnostics have been reported."""


def _verify_or_report(op: Operation, ctx: Any, after: str) -> bool:
    from ..ir.diagnostics import report
    from ..ir.verifier import verify

    diags = verify(op, ctx)
    for d in diags:
        report(d)
    return not diags


def run_pipeline(elements: list, top: Operation, ctx: Any, verify_each: bool = True) -> bool:
    """Run ``elements`` (from ``parse_pipeline``) with ``top`` as the root op."""
    try:
        for el in elements:
            if el.is_anchor:
                if el.name not in ("any", top.name):
                    from ..ir.diagnostics import report_message

                    report_message(
                        f"can't run '{el.name}' pass manager on '{top.name}' op"
                    )
                    return False
                _run_nested(el.children, top, ctx, verify_each)
            else:
                _run_pass(el, top, ctx, verify_each)
    except PassFailure:
        return False
    return True


def _run_nested(elements: list, op: Operation, ctx: Any, verify_each: bool) -> None:
    for el in elements:
        if el.is_anchor:
            for r in op.regions:
                for b in r.blocks:
                    for child in list(b.ops):
                        if el.name == "any" or child.name == el.name:
                            _run_nested(el.children, child, ctx, verify_each)
        else:
            _run_pass(el, op, ctx, verify_each)


def _run_pass(el: Any, op: Operation, ctx: Any, verify_each: bool) -> None:
    factory, _summary = el.pass_info
    p = factory(el.options)
    if p.run(op, ctx) is False:
        raise PassFailure(el.name)
    if verify_each and not _verify_or_report(op, ctx, el.name):
        raise PassFailure(el.name)
