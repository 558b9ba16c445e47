"""``dce``: erase trivially dead operations.

The pass erases every trivially dead op (``ir.side_effects``'s
``is_op_trivially_dead``: unused results, no observable effect) under the op
it runs on, including chains (an op whose only users were dead ops dies too)
and ops nested in regions, until nothing more dies. It is irlite's own pass:
mlir-opt 19 has no ``dce`` (its nearest relatives are the dead-op sweep inside
``canonicalize`` and ``remove-dead-values``). What it does not do: erase
unreachable blocks, dead block arguments, dead symbols (``symbol-dce``) or ops
with side effects.

The side-effect queries live in ``ir.side_effects``; the names are re-exported
here for the callers that import them from this module.
"""

from __future__ import annotations

from ...ir.core import Block, Operation
from ...ir.side_effects import (
    EffectFacts,
    effect_facts,
    is_memory_effect_free,
    is_op_trivially_dead,
    would_op_be_trivially_dead,
)
from ..infra.pass_base import Pass, Statistic, register_pass

__all__ = [
    "DCE",
    "EffectFacts",
    "dce",
    "effect_facts",
    "is_memory_effect_free",
    "is_op_trivially_dead",
    "would_op_be_trivially_dead",
]


# ------------------------------------------------------------------ the pass


def _defs_used_by(op: Operation, out: list) -> None:
    """Append the defining ops of every value ``op`` and its nested ops read."""
    for o in op.op_operands:
        d = getattr(o.value, "owner", None)
        if isinstance(d, Operation):
            out.append(d)
    for r in op.regions:
        for b in r.blocks:
            x = b.first
            while x is not None:
                _defs_used_by(x, out)
                x = x.next


def dce(root: Operation) -> int:
    """Erase every trivially dead op nested in ``root`` (not ``root`` itself); return the count."""
    erased = 0
    work: list[Operation] = []

    def kill(op: Operation) -> None:
        nonlocal erased
        _defs_used_by(op, work)
        op.detach()
        op.drop_all_references()
        erased += 1

    def sweep_block(block: Block) -> None:
        op = block.last
        while op is not None:
            prev = op.prev
            if op.regions:
                for r in op.regions:
                    for b in reversed(r.blocks):
                        sweep_block(b)
            if is_op_trivially_dead(op):
                kill(op)
            op = prev

    for r in root.regions:
        for b in reversed(r.blocks):
            sweep_block(b)
    while work:
        op = work.pop()
        if op.parent is None or not root.is_ancestor(op) or op is root:
            continue
        if is_op_trivially_dead(op):
            kill(op)
    return erased


@register_pass("dce", summary="Erase trivially dead operations (irlite's own; not in mlir-opt 19)")
class DCE(Pass):
    """Erases ops with unused results and no side effects, repeatedly, in every region.

    Not an mlir-opt 19 pass: ``canonicalize`` does the same sweep as part of
    its driver, and ``remove-dead-values`` goes further (dead block arguments
    and results). This one touches only trivially dead ops.
    """

    num_dce = Statistic("num-dce'd", "Number of operations DCE'd")

    def run_on_operation(self, op: Operation) -> None:
        n = dce(op)
        if n:
            self.num_dce += n
        else:
            self.mark_all_analyses_preserved()
