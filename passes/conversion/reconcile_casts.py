"""``reconcile-unrealized-casts``: fold away ``builtin.unrealized_conversion_cast`` chains.

MLIR 19's ``reconcileUnrealizedCasts``: the casts under the op are visited
bottom-up (a worklist seeded in walk order, popped from the back):

* a cast without uses is erased, and the casts defining its inputs are
  revisited (they may have become dead);
* otherwise the chain of casts feeding it (each defining *all* the inputs of
  the next, in order) is followed upwards; at the first cast whose input
  types equal this cast's result types, this cast's results are replaced by
  that cast's inputs (``A -> B -> C -> A`` collapses, ``N:1`` then ``1:N``
  too) and it is erased.

A cast that stays is left in place, as mlir-opt 19 does (the pass does not
fail). ``reconcile_unrealized_casts(op, remaining)`` returns the casts that
stay; ``check_no_unrealized_casts(op)`` reports the first one left as MLIR
versions before 19 did (``failed to legalize operation
'builtin.unrealized_conversion_cast' that was explicitly marked illegal``),
for pipelines that must end free of them (translation to LLVM IR).

What it does not do: touch ops other than these casts, or look through casts
whose inputs come from different ops.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation, OpResult
from ...ir.diagnostics import Diagnostic, report
from ..infra.pass_base import Pass, register_pass
from ..rewrite.dialect_conversion import CAST_NAME

__all__ = ["ReconcileUnrealizedCasts", "check_no_unrealized_casts", "reconcile_unrealized_casts"]


def _input_cast(c: Operation) -> Operation | None:
    """The cast defining all of ``c``'s inputs, in order, or ``None``."""
    ops = c.op_operands
    if not ops:
        return None
    v = ops[0].value
    if type(v) is not OpResult or v.owner.name != CAST_NAME:
        return None
    d = v.owner
    if len(d.results) != len(ops) or any(o.value is not r for o, r in zip(ops, d.results)):
        return None
    return d


def reconcile_unrealized_casts(op: Operation, remaining: list | None = None) -> int:
    """Fold and erase the casts under ``op`` (inclusive); returns how many were erased.

    With ``remaining`` (a list), the casts that stay are appended to it, in walk order."""
    casts = [o for o in op.walk() if o.name == CAST_NAME]
    wl = list(casts)
    inwl = set(wl)
    erased: set = set()

    def enqueue(c: Operation) -> None:
        for o in c.op_operands:
            v = o.value
            if type(v) is OpResult and v.owner.name == CAST_NAME and v.owner not in inwl:
                inwl.add(v.owner)
                wl.append(v.owner)

    while wl:
        c = wl.pop()
        inwl.discard(c)
        if c.use_empty():
            enqueue(c)
            erased.add(c)
            c.erase()
            continue
        want = [r.type for r in c.results]
        nxt: Operation | None = c
        while nxt is not None:
            if [o.value.type for o in nxt.op_operands] == want:
                enqueue(c)
                for r, o in zip(c.results, list(nxt.op_operands)):
                    r.replace_all_uses_with(o.value)
                erased.add(c)
                c.erase()
                break
            nxt = _input_cast(nxt)
    if remaining is not None:
        remaining.extend(c for c in casts if c not in erased)
    return len(erased)


def check_no_unrealized_casts(op: Operation) -> bool:
    """``False`` (with an error at the first cast left under ``op``) if any remains."""
    for o in op.walk(post_order=False):
        if o.name == CAST_NAME:
            report(
                Diagnostic.error(
                    o,
                    f"failed to legalize operation '{CAST_NAME}' that was explicitly marked illegal",
                )
            )
            return False
    return True


@register_pass(
    "reconcile-unrealized-casts",
    summary="Simplify and eliminate unrealized conversion casts",
    display_name="ReconcileUnrealizedCasts",
)
class ReconcileUnrealizedCasts(Pass):
    """Erase unrealized_conversion_cast chains that round-trip and casts that are dead."""

    def run_on_operation(self, op: Any) -> None:
        reconcile_unrealized_casts(op)
