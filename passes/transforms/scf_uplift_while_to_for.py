"""Uplifting ``scf.while`` loops that count to ``scf.for`` (MLIR 19's
``upliftWhileToForLoop`` and ``populateUpliftWhileToForPatterns``).

A while loop is uplifted when its before block is one ``arith.cmpi`` that its
``scf.condition`` uses, the condition forwards the before-block arguments in order, the
comparison is ``slt`` of a before-block argument against a value defined outside the
loop (or ``sgt`` of that value against the argument), the argument is used only there and
by the condition, and the after block yields for it an ``arith.addi`` of its after-block
argument and a value defined outside the loop. That argument is the induction variable:
its init is the lower bound, the compared value the upper bound, the added one the
step; the other arguments become iteration arguments. The loop's result for the
induction variable is computed after the loop as ``lb + ((ub - lb + step - 1) / step - 1)
* step`` (``arith.divsi``), as MLIR builds it.

What it does not do: recognize ``subi`` steps, unsigned comparisons or other
predicates. The pattern is used by ``test-scf-uplift-while-to-for``.
"""

from __future__ import annotations

from ...ir.attributes import IntegerAttr
from ...ir.core import Block, BlockArgument, Operation, OpResult, Value
from ...ir.pattern import FunctionPattern
from ...ir.rewriter import PatternRewriter

__all__ = ["UPLIFT_WHILE_TO_FOR_PATTERNS", "uplift_while_to_for_loop"]


def _defined_outside(v: Value, op: Operation) -> bool:
    """Whether ``v`` is defined outside ``op`` (it then dominates ``op``, since ``op``'s
    regions use it)."""
    if type(v) is OpResult:
        d: Operation | None = v.owner
    else:
        r = v.owner.parent
        d = r.parent if r is not None else None
    while d is not None:
        if d is op:
            return False
        d = d.parent_op
    return True


def uplift_while_to_for_loop(loop: Operation, rw: PatternRewriter) -> bool:
    """Replace ``scf.while`` ``loop`` by an ``scf.for`` when it counts (module docstring)."""
    from ...gen.loader import builtin_module

    before = loop.regions[0].blocks[0]
    cmp = before.first
    term = before.last
    if cmp is None or cmp.next is not term:
        return rw.notify_match_failure(loop, "Loop body must have single op")
    if cmp.name != "arith.cmpi":
        return rw.notify_match_failure(loop, "Loop body must have single cmp op")
    c = cmp.results[0]
    uses = list(c.uses)
    if len(uses) != 1 or term.op_operands[0].value is not c:
        return rw.notify_match_failure(loop, "Expected single condition use")
    fwd = [o.value for o in term.op_operands[1:]]
    if len(fwd) != len(before.args) or any(a is not b for a, b in zip(fwd, before.args)):
        return rw.notify_match_failure(loop, "Invalid args order")
    preds = builtin_module("arith").ENUMS["CmpIPredicate"]
    pred = cmp.properties["predicate"]
    slt, sgt = preds.attr("slt"), preds.attr("sgt")
    lhs, rhs = cmp.op_operands[0].value, cmp.op_operands[1].value
    iv = ub = None
    for expected, arg1, arg2 in ((slt, lhs, rhs), (sgt, rhs, lhs)):
        if pred != expected:
            continue
        if type(arg1) is not BlockArgument or arg1.owner is not before:
            continue
        if not _defined_outside(arg2, loop):
            continue
        iv, ub = arg1, arg2
        break
    if iv is None:
        return rw.notify_match_failure(loop, "Unrecognized cmp form")
    if len(list(iv.uses)) != 2:
        return rw.notify_match_failure(loop, "Unrecognized induction var")
    after = loop.regions[1].blocks[0]
    yield_op = after.last
    n = iv.index
    inc = yield_op.op_operands[n].value
    iv_after = after.args[n]
    add = inc.owner if type(inc) is OpResult else None
    if add is None or add.name != "arith.addi":
        return rw.notify_match_failure(loop, "Didn't found suitable 'addi' op")
    a, b = add.op_operands[0].value, add.op_operands[1].value
    step = b if a is iv_after else a if b is iv_after else None
    if step is None or not _defined_outside(step, loop):
        return rw.notify_match_failure(loop, "Invalid 'addi' form")
    inits = [o.value for o in loop.op_operands]
    lb = inits[n]
    new_inits = [v for i, v in enumerate(inits) if i != n]
    loc = loop.loc
    rw.set_insertion_point(loop)
    new = rw.create(
        "scf.for", [lb, ub, step, *new_inits], [v.type for v in new_inits], regions=1, loc=loc
    )
    body = new.regions[0].add_block(
        Block([lb.type] + [v.type for v in new_inits], [loc] * (1 + len(new_inits)))
    )
    args = list(body.args)
    order = [args[i + 1] if i < n else args[0] if i == n else args[i] for i in range(len(args))]
    rw.merge_blocks(after, body, order)
    y = body.last
    vals = [o.value for i, o in enumerate(y.op_operands) if i != n]
    rw.set_insertion_point(y)
    rw.create("scf.yield", vals, [], loc=y.loc)
    rw.erase_op(y)
    rw.set_insertion_point_after(new)
    t = step.type
    one = rw.create("arith.constant", [], [t], {"value": IntegerAttr.get(t, 1)}, loc=loc)
    one_v = one.results[0]

    def arith(name: str, x: Value, y: Value) -> Value:
        return rw.create(f"arith.{name}", [x, y], [t], loc=loc).results[0]

    step_dec = arith("subi", step, one_v)
    length = arith("subi", ub, lb)
    length = arith("addi", length, step_dec)
    length = arith("divsi", length, step)
    length = arith("subi", length, one_v)
    res = arith("muli", length, step)
    res = arith("addi", lb, res)
    results = list(new.results)
    results.insert(n, res)
    rw.replace_op(loop, results)
    return True


#: MLIR's ``populateUpliftWhileToForPatterns``.
UPLIFT_WHILE_TO_FOR_PATTERNS = [
    FunctionPattern(uplift_while_to_for_loop, "scf.while", debug_name="UpliftWhileOp")
]
