"""Wrapping an ``scf.while`` in a zero-trip check (MLIR 19's
``wrapWhileLoopInZeroTripCheck``).

The before block (less its ``scf.condition``) is copied in front of the loop on the
inits: its condition guards an ``scf.if`` whose then branch runs a rotated loop and whose
else branch yields what the condition forwards. The rotated loop starts from those
forwarded values; its before block is the old after block followed by the old before
block (reading what the old body yielded), its after block passes its arguments through.
A loop already in do-while form (its after block only yields) is left alone unless the
check is forced.

What it does not do: anything without ``force_create_check`` to a do-while loop. It is
used by ``test-wrap-scf-while-loop-in-zero-trip-check``.
"""

from __future__ import annotations

from ...ir.builder import Builder
from ...ir.core import Block, Operation
from ...ir.rewriter import PatternRewriter

__all__ = ["wrap_while_loop_in_zero_trip_check"]


def wrap_while_loop_in_zero_trip_check(
    loop: Operation, force_create_check: bool = False
) -> Operation:
    """Wrap ``loop`` (module docstring); returns the rotated loop, or ``loop`` itself when
    it is left alone."""
    after = loop.regions[1].blocks[0]
    if not force_create_check and after.first is not None and after.first.name == "scf.yield":
        return loop
    rw = PatternRewriter()
    before = loop.regions[0].blocks[0]
    mapping: dict = dict(zip(before.args, (o.value for o in loop.op_operands)))
    loc = loop.loc
    cond_op = before.last
    with Builder.before(loop, loc=loc) as b:
        for o in before.ops:
            if o is cond_op:
                break
            b.insert(o.clone(mapping))
    cond = mapping.get(cond_op.op_operands[0].value, cond_op.op_operands[0].value)
    args = [mapping.get(o.value, o.value) for o in cond_op.op_operands[1:]]
    types = [r.type for r in loop.results]
    with Builder.before(loop, loc=loc) as b:
        new = b.create("scf.while", args, types, regions=2)
    nb = new.regions[0].add_block(Block([v.type for v in args], [loc] * len(args)))
    rw.merge_blocks(after, nb, list(nb.args))
    y = nb.last
    rw.merge_blocks(before, nb, [o.value for o in y.op_operands])
    rw.erase_op(y)
    na = new.regions[1].add_block(Block(types, [loc] * len(types)))
    with Builder.at_end(na, loc=loc) as b:
        b.create("scf.yield", list(na.args))
    with Builder.before(loop, loc=loc) as b:
        iff = b.create("scf.if", [cond], types, regions=2)
    then = iff.regions[0].add_block(Block())
    new.detach()
    then.append(new)
    with Builder.at_end(then, loc=loc) as b:
        b.create("scf.yield", list(new.results))
    other = iff.regions[1].add_block(Block())
    with Builder.at_end(other, loc=loc) as b:
        b.create("scf.yield", args)
    for r, v in zip(loop.results, iff.results):
        r.replace_all_uses_with(v)
    loop.erase()
    return new
