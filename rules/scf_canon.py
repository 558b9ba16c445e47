"""MLIR 19's ``scf.if``, ``scf.for`` and ``scf.while`` canonicalizations, as native patterns,
and the helpers of ``scf_canon.rules``.

``scf_canon.rules`` holds the canonicalizations a rule says (the ``scf`` dialect's
``canonicalize`` ruleset, tried first): ``RemoveStaticCondition`` (constant
condition: inline the taken branch, or erase), ``RemoveEmptyElseBranch``,
``SimplifyTrivialLoops`` (lb == ub or a constant trip count <= 0: results are the
inits; one iteration, or a body only yielding values from outside: the body is
inlined), ``FoldConstantCase`` (a constant ``scf.index_switch`` selector: the case,
or the default, is inlined) and ``SingleBlockExecuteInliner``. Their conditions are
the helpers below (``zero_trip``, ``one_trip_or_invariant``, ``case_index``,
``only_yield``; ``const_flag`` is ``cf_canon``'s).

The rest edit several results, arguments or terminators at once and stay native:
each is a ``rewrite_pattern`` function ``f(op, rewriter) -> bool`` (a
``RewritePattern``, see ``ir.pattern``): it checks before it mutates and returns True
when it rewrote. ``PATTERNS`` lists them; patterns of one root are tried in list
order, after the op's folder and the ruleset. Names are MLIR's.

``scf.if``: ``RemoveUnusedResults``, ``ConvertTrivialIfToSelect``
(results yielded from values defined outside become ``arith.select``),
``ReplaceIfYieldWithConditionOrValue`` (both branches yield the same value;
``i1`` results yielding true/false become the condition or its negation),
``ConditionPropagation`` (uses of the condition inside a branch become
constants). ``scf.for``: ``ForOpIterArgsFolder`` (an iter arg yielded unchanged,
or whose init is yielded and which is unused, or unused together with its result,
is removed). Unused ops with pure bodies are erased by the driver (MLIR's
``isOpTriviallyDead`` through ``RecursiveMemoryEffects``).

``CombineIfs`` (adjacent ifs on the same condition or its ``xori`` negation
merge) and ``CombineNestedIfs`` (an if whose then block is only another if:
one if on ``arith.andi``) come first among the native ones, as MLIR registers them.

``scf.while``, in MLIR's order: ``RemoveLoopInvariantArgsFromBeforeBlock`` (a
before-block argument whose yielded value is its init, or the after-block
argument that received it or its init, is removed and reads its init),
``RemoveLoopInvariantValueYielded`` (values ``scf.condition`` forwards from
outside the before block replace their after-block argument and result),
``WhileConditionTruth`` (after-block arguments that receive the condition
become ``true``), ``WhileCmpCond`` (the condition is an ``arith.cmpi`` of a
forwarded value: the same comparison of its after-block argument is ``true``,
the inverse one ``false``), ``WhileUnusedResult`` (results unused after the
loop and in the after block are dropped), ``WhileRemoveDuplicatedResults``
(a value forwarded twice is forwarded once), ``WhileRemoveUnusedArgs``
(unused before-block arguments go with their inits and yielded values),
``WhileOpAlignBeforeArgs`` (a condition forwarding the before-block arguments
permuted forwards them in order; results and after-block arguments follow).
The patterns that rebuild the loop drop its discardable attributes, as MLIR's do.

``scf.execute_region``: ``MultiBlockExecuteInliner`` (in a function or another
execute_region, a multi-block body joins the enclosing CFG through ``cf.br``).

``scf.parallel``: ``ParallelOpSingleOrZeroIterationDimsFolder`` (a dimension with
no iteration gives the init values, one with a single iteration is dropped, all dropped:
the body and the reductions are inlined) and ``MergeNestedParallelLoops`` (a body that is
only a loop with bounds independent of the outer one, neither reducing: one loop).

``scf.forall``: ``DimOfForallOp`` (``tensor.dim`` of a result reads the tied shared
output), ``ForallOpControlOperandsFolder`` (constant dynamic bounds become static) and
``ForallOpSingleOrZeroIterationDimsFolder`` (without a mapping: a dimension with no
iteration gives the shared outputs, single-iteration dimensions are dropped, all dropped:
the body is inlined and its parallel inserts become ``tensor.insert_slice`` ops).

``ForOpTensorCastFolder``: an init that is a ``tensor.cast`` losing static information
(its result used once) is carried as the cast's source, with casts in the body, at the
yield and after the loop.

``ForallOpIterArgsFolder``: a shared output whose result is unused or that nothing inserts
into is dropped (its inserts erased, the body and the result's users read the init).
``FoldTensorCastOfOutputIntoForallOp``: a shared output cast to a less static type is
carried as the cast's source.

What it does not do: every scf.while argument MLIR 19 finds loop-invariant (some stay;
Dialect/SCF/canonicalize.mlir's ``invariant_loop_args_in_same_order``).
"""

from __future__ import annotations

from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import IntegerAttr
from irlite.ir.core import Block, Operation, OpResult
from irlite.ir.pattern import RewritePattern, rewrite_pattern
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.types import IndexType, IntegerType
from irlite.rules.arith_folds import invert_predicate
from irlite.rules.cf_canon import const_flag

__all__ = [
    "FOLDERS",
    "PATTERNS",
    "case_index",
    "const_flag",
    "one_trip_or_invariant",
    "only_yield",
    "zero_trip",
]

_I1 = IntegerType.get(1)


def _mod(name: str) -> Any:
    """The generated module of the built-in ``rules/<name>.rules``."""
    return builtin_module(name)


def _arith_mod() -> Any:
    return _mod("arith")


def _scf_mod() -> Any:
    return _mod("scf")


def _const(v: Any) -> Any:
    """The constant attribute defining ``v`` (``arith.constant``/ConstantLike), or None."""
    if type(v) is OpResult and "ConstantLike" in type(v.owner).traits:
        return v.owner.properties.get("value")
    return None


def _defined_outside(v: Any, op: Operation) -> bool:
    """Whether ``v`` is defined outside ``op``'s regions."""
    if type(v) is OpResult:
        d = v.owner
    else:
        r = v.owner.parent
        d = r.parent if r is not None else None
    while d is not None:
        if d is op:
            return False
        b = d.parent
        d = b.parent.parent if b is not None and b.parent is not None else None
    return True


def _new_like(op: Operation, operands: list, result_types: list) -> Operation:
    """A detached copy of ``op``'s kind with new operands/results; its regions take ``op``'s bodies."""
    new = type(op)(
        op.name,
        operands,
        result_types,
        op.properties,
        op.attributes,
        regions=len(op.regions),
        loc=op.loc,
    )
    for r_new, r_old in zip(new.regions, op.regions):
        r_new.take_body(r_old)
    return new


# ------------------------------------------------------------------ scf.if


def _then(op: Operation) -> Block:
    return op.regions[0].blocks[0]


def _else(op: Operation) -> Block | None:
    r = op.regions[1]
    return r.blocks[0] if r.blocks else None


@rewrite_pattern("scf.if", "RemoveUnusedResults")
def if_remove_unused_results(op: Operation, rw: PatternRewriter) -> bool:
    res = op.results
    if not res:
        return False
    used = [r for r in res if r.first_use is not None]
    if len(used) == len(res):
        return False
    keep = [r.index for r in used]
    new = _new_like(op, [op.op_operands[0].value], [r.type for r in used])
    for r in new.regions:
        for b in r.blocks:
            y = b.last
            vals = [o.value for o in y.op_operands]
            y.set_operands([vals[i] for i in keep])
    rw.set_insertion_point(op)
    rw.insert(new)
    for r_old, r_new in zip(used, new.results):
        rw.replace_all_uses_with(r_old, r_new)
    rw.erase_op(op)
    return True


def _region_of(v: Any) -> Any:
    if type(v) is OpResult:
        b = v.owner.parent
    else:
        b = v.owner
    return b.parent if b is not None else None


@rewrite_pattern("scf.if", "ConvertTrivialIfToSelect")
def if_convert_trivial_to_select(op: Operation, rw: PatternRewriter) -> bool:
    n = len(op.results)
    eb = _else(op)
    if n == 0 or eb is None:
        return False
    cond = op.op_operands[0].value
    tr, fr = op.regions
    tv = [o.value for o in _then(op).last.op_operands]
    fv = [o.value for o in eb.last.op_operands]
    rest = [i for i in range(n) if _region_of(tv[i]) is tr or _region_of(fv[i]) is fr]
    if len(rest) == n:
        return False
    new = _new_like(op, [cond], [op.results[i].type for i in rest])
    for r, vals in zip(new.regions, (tv, fv)):
        r.blocks[0].last.set_operands([vals[i] for i in rest])
    rw.set_insertion_point(op)
    rw.insert(new)
    rw.set_insertion_point(new)
    sel = _arith_mod().SelectOp
    repl = []
    for i in range(n):
        if i in rest:
            repl.append(new.results[rest.index(i)])
        elif tv[i] is fv[i]:
            repl.append(tv[i])
        else:
            repl.append(rw.create(sel, cond, tv[i], fv[i], loc=op.loc).results[0])
    rw.replace_op(op, repl)
    return True


@rewrite_pattern("scf.if", "ReplaceIfYieldWithConditionOrValue")
def if_replace_yield_with_condition_or_value(op: Operation, rw: PatternRewriter) -> bool:
    if not op.results:
        return False
    eb = _else(op)
    if eb is None:
        return False
    cond = op.op_operands[0].value
    tv = [o.value for o in _then(op).last.op_operands]
    fv = [o.value for o in eb.last.op_operands]
    changed = False
    for a, b, r in zip(tv, fv, op.results):
        if r.first_use is None:
            continue
        if a is b:
            rw.replace_all_uses_with(r, a)
            changed = True
            continue
        if r.type is not _I1:
            continue
        ca, cb = _const(a), _const(b)
        if type(ca) is not IntegerAttr or type(cb) is not IntegerAttr:
            continue
        ta, tb = ca.params[1] & 1, cb.params[1] & 1
        if not ta and tb:
            rw.set_insertion_point(op)
            m = _arith_mod()
            one = rw.create(m.ConstantOp, value=IntegerAttr.get(_I1, 1), loc=op.loc).results[0]
            rw.replace_all_uses_with(r, rw.create(m.XoriOp, cond, one, loc=op.loc).results[0])
            changed = True
        elif ta and not tb:
            rw.replace_all_uses_with(r, cond)
            changed = True
    return bool(changed)


@rewrite_pattern("scf.if", "ConditionPropagation")
def if_condition_propagation(op: Operation, rw: PatternRewriter) -> bool:
    """Uses of the condition inside the then (else) region become ``true`` (``false``)."""
    cond = op.op_operands[0].value
    if _const(cond) is not None:
        return False
    tr, fr = op.regions
    consts: dict = {}
    u = cond.first_use
    while u is not None:
        nxt = u.next_use
        owner = u.owner
        for region, val in ((tr, 1), (fr, 0)):
            if owner is not op and region.is_ancestor_of(owner):
                c = consts.get(val)
                if c is None:
                    rw.set_insertion_point(op)
                    c = consts[val] = rw.create(
                        _arith_mod().ConstantOp, value=IntegerAttr.get(_I1, val), loc=op.loc
                    ).results[0]
                u.set(c)
                rw.modify(owner)
                break
        u = nxt
    return bool(consts)


# ------------------------------------------------------------------ scf.for


def _width(t: Any) -> int:
    return 64 if type(t) is IndexType else t.width


def _sint(a: Any) -> int | None:
    if type(a) is not IntegerAttr:
        return None
    w = _width(a.params[0])
    v = a.params[1] & ((1 << w) - 1)
    return v - (1 << w) if v >> (w - 1) else v


def _const_diff(lb: Any, ub: Any) -> int | None:
    """MLIR's ``computeConstDiff``: ub - lb when both are constants or ub = lb + constant."""
    a, b = _sint(_const(lb)), _sint(_const(ub))
    w = _width(lb.type)
    if a is not None and b is not None:
        d = (b - a) & ((1 << w) - 1)
        return d - (1 << w) if d >> (w - 1) else d
    if type(ub) is OpResult and ub.owner.name == "arith.addi":
        x, y = (o.value for o in ub.owner.op_operands)
        if x is lb:
            return _sint(_const(y))
        if y is lb:
            return _sint(_const(x))
    return None


@rewrite_pattern("scf.for", "ForOpIterArgsFolder")
def for_iter_args_folder(op: Operation, rw: PatternRewriter) -> bool:
    ops = [o.value for o in op.op_operands]
    inits = ops[3:]
    if not inits:
        return False
    body = op.regions[0].blocks[0]
    args = body.args[1:]
    yielded = [o.value for o in body.last.op_operands]
    keep: list[int] = []
    for i, (init, arg, res, y) in enumerate(zip(inits, args, op.results, yielded)):
        forwarded = (
            arg is y
            or (init is y and arg.first_use is None)
            or (arg.first_use is None and res.first_use is None)
        )
        if not forwarded:
            keep.append(i)
    if len(keep) == len(inits):
        return False
    # forwarded iter args read their init in every iteration
    for i, (init, arg) in enumerate(zip(inits, args)):
        if i not in keep:
            rw.replace_all_uses_with(arg, init)
    new = _new_like(op, ops[:3] + [inits[i] for i in keep], [op.results[i].type for i in keep])
    nb = new.regions[0].blocks[0]
    for i in reversed(range(len(inits))):
        if i not in keep:
            y = nb.last
            vals = [o.value for o in y.op_operands]
            del vals[i]
            y.set_operands(vals)
            nb.erase_argument(i + 1)
    rw.set_insertion_point(op)
    rw.insert(new)
    repl = []
    j = 0
    for i in range(len(inits)):
        if i in keep:
            repl.append(new.results[j])
            j += 1
        else:
            repl.append(inits[i])
    rw.replace_op(op, repl)
    return True


def _is_not_of(v: Any, cond: Any) -> bool:
    """``v`` is ``arith.xori cond, true`` (MLIR matches the constant on the right only)."""
    if type(v) is not OpResult or v.owner.name != "arith.xori":
        return False
    x = v.owner
    c = _const(x.op_operands[1].value)
    return x.op_operands[0].value is cond and type(c) is IntegerAttr and c.params[1] & 1 == 1


def _move_ops_before(rw: PatternRewriter, src: Block, anchor: Operation) -> None:
    """Move ``src``'s ops except its terminator before ``anchor`` (reported inserted)."""
    term = src.last
    o = src.first
    dest = anchor.parent
    while o is not None and o is not term:
        nxt = o.next
        o.detach()
        dest.insert_before(anchor, o)
        rw.listener.notify_inserted(o)
        o = nxt


def _empty_if(op: Operation, cond: Any, types: list) -> Operation:
    return type(op)(op.name, [cond], types, op.properties, op.attributes, regions=2, loc=op.loc)


@rewrite_pattern("scf.if", "CombineIfs")
def if_combine(op: Operation, rw: PatternRewriter) -> bool:
    """``CombineIfs``: two adjacent ``scf.if`` on the same condition (or its negation) become one."""
    prev = op.prev
    if prev is None or prev.name != "scf.if":
        return False
    cond = prev.op_operands[0].value
    ncond = op.op_operands[0].value
    next_then = next_else = None
    if ncond is cond:
        next_then = _then(op)
        next_else = _else(op)
    if _is_not_of(ncond, cond) or _is_not_of(cond, ncond):
        next_else = _then(op)
        next_then = _else(op)
    if next_then is None and next_else is None:
        return False
    # uses of prev's results inside op's branches become the values prev yields there
    pthen = [o.value for o in _then(prev).last.op_operands]
    pelse_b = _else(prev)
    pelse = [o.value for o in pelse_b.last.op_operands] if pelse_b is not None else []
    for r, tv, ev in zip(prev.results, pthen, pelse):
        u = r.first_use
        while u is not None:
            nxt = u.next_use
            owner = u.owner
            if next_then is not None and next_then.parent.is_ancestor_of(owner):
                u.set(tv)
                rw.modify(owner)
            elif next_else is not None and next_else.parent.is_ancestor_of(owner):
                u.set(ev)
                rw.modify(owner)
            u = nxt
    n_prev = len(prev.results)
    new = _empty_if(op, cond, [r.type for r in prev.results] + [r.type for r in op.results])
    new.regions[0].take_body(prev.regions[0])
    tb = new.regions[0].blocks[0]
    if next_then is not None:
        y = tb.last
        _move_ops_before(rw, next_then, y)
        y.set_operands(
            [o.value for o in y.op_operands] + [o.value for o in next_then.last.op_operands]
        )
    new.regions[1].take_body(prev.regions[1])
    if next_else is not None:
        if not new.regions[1].blocks:
            new.regions[1].take_body(next_else.parent)
        else:
            y = new.regions[1].blocks[0].last
            _move_ops_before(rw, next_else, y)
            y.set_operands(
                [o.value for o in y.op_operands] + [o.value for o in next_else.last.op_operands]
            )
    rw.set_insertion_point(op)
    rw.insert(new)
    res = new.results
    rw.replace_op(prev, list(res[:n_prev]))
    rw.replace_op(op, list(res[n_prev:]))
    return True


@rewrite_pattern("scf.if", "CombineNestedIfs")
def if_combine_nested(op: Operation, rw: PatternRewriter) -> bool:
    """``CombineNestedIfs``: ``if a { if b {..} }`` (nothing else in the outer then block,
    else blocks that only yield) becomes ``if (a and b) {..}``; outer results yielded from
    outside become ``arith.select`` on ``a``."""
    tb = _then(op)
    nested = tb.first
    if nested is None or nested.name != "scf.if" or nested.next is not tb.last:
        return False
    eb = _else(op)
    if eb is not None and eb.first is not eb.last:
        return False
    neb = _else(nested)
    if neb is not None and neb.first is not neb.last:
        return False
    then_y = [o.value for o in tb.last.op_operands]
    else_y = [o.value for o in eb.last.op_operands] if eb is not None else []
    upgrade = []
    for i, v in enumerate(then_y):
        if type(v) is OpResult and v.owner is nested:
            if neb is None or neb.last.op_operands[v.index].value is not else_y[i]:
                return False
            then_y[i] = _then(nested).last.op_operands[v.index].value
            continue
        if _region_of(v) is op.regions[0]:
            return False
        upgrade.append(i)
    m = _arith_mod()
    rw.set_insertion_point(op)
    new_cond = rw.create(
        m.AndiOp, op.op_operands[0].value, nested.op_operands[0].value, loc=op.loc
    ).results[0]
    new = _empty_if(op, new_cond, [r.type for r in op.results])
    rw.insert(new)
    results = list(new.results)
    rw.set_insertion_point(new)
    for i in upgrade:
        results[i] = rw.create(
            m.SelectOp, op.op_operands[0].value, then_y[i], else_y[i], loc=op.loc
        ).results[0]
    scf = _scf_mod()
    nb = Block()
    new.regions[0].add_block(nb)
    nthen = _then(nested)
    o = nthen.first
    while o is not None and o is not nthen.last:
        nxt = o.next
        o.detach()
        nb.append(o)
        rw.listener.notify_inserted(o)
        o = nxt
    nb.append(scf.YieldOp.build(then_y, loc=nthen.last.loc))
    if else_y:
        eb2 = Block()
        new.regions[1].add_block(eb2)
        eb2.append(scf.YieldOp.build(else_y, loc=op.loc))
    rw.replace_op(op, results)
    return True


# ------------------------------------------------------------------ scf.while
#
# MLIR builds a fresh ``scf.while`` for every rewrite that changes its operands,
# results or block arguments: the new op keeps no discardable attributes. Blocks
# are merged as MLIR's ``mergeBlocks`` does (arguments replaced, each moved op
# reported inserted); a region moved whole reports nothing.


def _parent_block(v: Any) -> Any:
    return v.owner.parent if type(v) is OpResult else v.owner


def _new_while(op: Operation, inits: list, result_types: list) -> Operation:
    """A detached ``scf.while`` of ``op``'s kind and location, with two empty regions."""
    return type(op)(op.name, inits, result_types, None, None, regions=2, loc=op.loc)


def _add_block(op: Operation, i: int, types: list, locs: list | None = None) -> Block:
    b = Block(types, locs)
    op.regions[i].add_block(b)
    return b


def _replace_condition(rw: PatternRewriter, term: Operation, args: list) -> None:
    """``scf.condition`` ``term`` becomes a new one on the same condition forwarding ``args``."""
    rw.set_insertion_point(term)
    rw.create(_scf_mod().ConditionOp, term.op_operands[0].value, args, loc=term.loc)
    rw.erase_op(term)


def _replace_yield(rw: PatternRewriter, y: Operation, args: list) -> None:
    rw.set_insertion_point(y)
    rw.create(_scf_mod().YieldOp, args, loc=y.loc)
    rw.erase_op(y)


def _init_locs(inits: list) -> list:
    """Locations of new before-block arguments built from ``inits`` (MLIR's ``WhileOp::build``)."""
    return [v.owner.loc if type(v) is OpResult else v.loc for v in inits]


@rewrite_pattern("scf.while", "RemoveLoopInvariantArgsFromBeforeBlock")
def while_remove_loop_invariant_args_from_before_block(op: Operation, rw: PatternRewriter) -> bool:
    """``RemoveLoopInvariantArgsFromBeforeBlock``: before-block argument ``i`` is invariant when
    the ``i``-th yielded value is the ``i``-th init, or is an after-block argument that receives
    that before-block argument or that init; it is removed and reads its init."""
    before = op.regions[0].blocks[0]
    after = op.regions[1].blocks[0]
    bargs = before.args
    cargs = [o.value for o in before.last.op_operands[1:]]
    y = after.last
    yargs = [o.value for o in y.op_operands]
    inits = [o.value for o in op.op_operands]
    invariant: list[bool] = []
    for i, (init, v) in enumerate(zip(inits, yargs)):
        inv = v is init
        if not inv and type(v) is not OpResult and v.owner is after:
            c = cargs[v.index]
            inv = c is bargs[i] or c is init
        invariant.append(inv)
    if not any(invariant):
        return False
    keep = [i for i, inv in enumerate(invariant) if not inv]
    _replace_yield(rw, y, [yargs[i] for i in keep])
    new = _new_while(op, [inits[i] for i in keep], [r.type for r in op.results])
    rw.set_insertion_point(op)
    rw.insert(new)
    nb = _add_block(new, 0, [yargs[i].type for i in keep], [bargs[i].loc for i in keep])
    vals: list = []
    j = 0
    for i in range(len(bargs)):
        if i < len(invariant) and invariant[i]:
            vals.append(inits[i])
        else:
            vals.append(nb.args[j])
            j += 1
    rw.merge_blocks(before, nb, vals)
    new.regions[1].take_body(op.regions[1])
    rw.replace_op(op, list(new.results))
    return True


@rewrite_pattern("scf.while", "RemoveLoopInvariantValueYielded")
def while_remove_loop_invariant_value_yielded(op: Operation, rw: PatternRewriter) -> bool:
    """``RemoveLoopInvariantValueYielded``: a value forwarded by ``scf.condition`` that is not
    defined in the before block replaces its after-block argument and its result."""
    before = op.regions[0].blocks[0]
    term = before.last
    cargs = [o.value for o in term.op_operands[1:]]
    invariant = [_parent_block(v) is not before for v in cargs]
    if not any(invariant):
        return False
    after = op.regions[1].blocks[0]
    aargs = after.args
    keep = [i for i, inv in enumerate(invariant) if not inv]
    types = [cargs[i].type for i in keep]
    _replace_condition(rw, term, [cargs[i] for i in keep])
    new = _new_while(op, [o.value for o in op.op_operands], types)
    rw.set_insertion_point(op)
    rw.insert(new)
    na = _add_block(new, 1, types, [aargs[i].loc for i in keep])
    vals: list = []
    results: list = []
    j = 0
    for i in range(len(aargs)):
        if invariant[i]:
            vals.append(cargs[i])
            results.append(cargs[i])
        else:
            vals.append(na.args[j])
            results.append(new.results[j])
            j += 1
    rw.merge_blocks(after, na, vals)
    new.regions[0].take_body(op.regions[0])
    rw.replace_op(op, results)
    return True


@rewrite_pattern("scf.while", "WhileConditionTruth")
def while_condition_truth(op: Operation, rw: PatternRewriter) -> bool:
    """``WhileConditionTruth``: an after-block argument that receives the condition is true."""
    before = op.regions[0].blocks[0]
    term = before.last
    cond = term.op_operands[0].value
    after = op.regions[1].blocks[0]
    const = None
    for o, arg in zip(term.op_operands[1:], after.args):
        if o.value is cond and arg.first_use is not None:
            if const is None:
                rw.set_insertion_point(op)
                const = rw.create(
                    _arith_mod().ConstantOp, value=IntegerAttr.get(_I1, 1), loc=op.loc
                ).results[0]
            rw.replace_all_uses_with(arg, const)
    return const is not None


@rewrite_pattern("scf.while", "WhileCmpCond")
def while_cmp_cond(op: Operation, rw: PatternRewriter) -> bool:
    """``WhileCmpCond``: the condition is ``arith.cmpi p, %x, %y`` and ``%x`` (or ``%y``) is
    forwarded to an after-block argument: an ``arith.cmpi`` of that argument against the same
    other operand, on the same side, is ``true`` for ``p`` and ``false`` for its inverse."""
    term = op.regions[0].blocks[0].last
    c = term.op_operands[0].value
    if type(c) is not OpResult or c.owner.name != "arith.cmpi":
        return False
    cmp = c.owner
    sides = [cmp.op_operands[0].value, cmp.op_operands[1].value]
    pattr = cmp.properties["predicate"]
    pred = pattr.params[1]
    inv = invert_predicate(pattr).params[1]
    after = op.regions[1].blocks[0]
    changed = False
    for o, arg in zip(term.op_operands[1:], after.args):
        v = o.value
        for k in (0, 1):
            if v is not sides[k]:
                continue
            u = arg.first_use
            while u is not None:
                nxt = u.next_use
                cmp2 = u.owner
                if cmp2.name == "arith.cmpi" and cmp2.op_operands[1 - k].value is sides[1 - k]:
                    p2 = cmp2.properties["predicate"].params[1]
                    if p2 in (pred, inv):
                        # MLIR's replaceOpWithNewOp builds at the rewriter's insertion
                        # point, which is before the loop
                        rw.set_insertion_point(op)
                        val = IntegerAttr.get(_I1, int(p2 == pred))
                        t = rw.create(_arith_mod().ConstantOp, value=val, loc=cmp2.loc)
                        rw.replace_op(cmp2, [t.results[0]])
                        changed = True
                u = nxt
    return bool(changed)


@rewrite_pattern("scf.while", "WhileUnusedResult")
def while_unused_result(op: Operation, rw: PatternRewriter) -> bool:
    """``WhileUnusedResult``: a result unused after the loop and in the after block goes, with
    its ``scf.condition`` operand and after-block argument."""
    term = op.regions[0].blocks[0].last
    after = op.regions[1].blocks[0]
    args = [o.value for o in term.op_operands[1:]]
    keep = [
        i
        for i, (r, a) in enumerate(zip(op.results, after.args))
        if r.first_use is not None or a.first_use is not None
    ]
    if len(keep) == len(op.results):
        return False
    types = [op.results[i].type for i in keep]
    _replace_condition(rw, term, [args[i] for i in keep])
    new = _new_while(op, [o.value for o in op.op_operands], types)
    rw.set_insertion_point(op)
    rw.insert(new)
    na = _add_block(new, 1, types, [op.loc] * len(keep))
    vals: list = [None] * len(op.results)
    results: list = [None] * len(op.results)
    for k, i in enumerate(keep):
        vals[i] = na.args[k]
        results[i] = new.results[k]
    new.regions[0].take_body(op.regions[0])
    rw.merge_blocks(after, na, vals)
    for r_old, r_new in zip(op.results, results):
        if r_new is not None:
            rw.replace_all_uses_with(r_old, r_new)
    rw.erase_op(op)
    return True


@rewrite_pattern("scf.while", "WhileRemoveDuplicatedResults")
def while_remove_duplicated_results(op: Operation, rw: PatternRewriter) -> bool:
    """``WhileRemoveDuplicatedResults``: a value forwarded twice by ``scf.condition`` is forwarded
    once; its after-block arguments and results become one."""
    before = op.regions[0].blocks[0]
    term = before.last
    cargs = [o.value for o in term.op_operands[1:]]
    pos: dict = {}
    uniq: list = []
    for v in cargs:
        if v not in pos:
            pos[v] = len(uniq)
            uniq.append(v)
    if len(uniq) == len(cargs):
        return False
    inits = [o.value for o in op.op_operands]
    types = [v.type for v in uniq]
    new = _new_while(op, inits, types)
    rw.set_insertion_point(op)
    rw.insert(new)
    nb = _add_block(new, 0, [v.type for v in inits], _init_locs(inits))
    na = _add_block(new, 1, types, [op.loc] * len(types))
    _replace_condition(rw, term, uniq)
    after = op.regions[1].blocks[0]
    rw.merge_blocks(before, nb, list(nb.args))
    rw.merge_blocks(after, na, [na.args[pos[v]] for v in cargs])
    rw.replace_op(op, [new.results[pos[v]] for v in cargs])
    return True


@rewrite_pattern("scf.while", "WhileRemoveUnusedArgs")
def while_remove_unused_args(op: Operation, rw: PatternRewriter) -> bool:
    """``WhileRemoveUnusedArgs``: an unused before-block argument goes, with its init and its
    yielded value."""
    before = op.regions[0].blocks[0]
    bargs = before.args
    if all(a.first_use is not None for a in bargs):
        return False
    after = op.regions[1].blocks[0]
    y = after.last
    yargs = [o.value for o in y.op_operands]
    inits = [o.value for o in op.op_operands]
    keep = [i for i, (a, _, _) in enumerate(zip(bargs, yargs, inits)) if a.first_use is not None]
    gone = [i for i, (a, _, _) in enumerate(zip(bargs, yargs, inits)) if a.first_use is None]
    for i in reversed(gone):
        before.erase_argument(i)
    new_inits = [inits[i] for i in keep]
    types = [r.type for r in op.results]
    new = _new_while(op, new_inits, types)
    rw.set_insertion_point(op)
    rw.insert(new)
    nb = _add_block(new, 0, [v.type for v in new_inits], _init_locs(new_inits))
    na = _add_block(new, 1, types, [op.loc] * len(types))
    _replace_yield(rw, y, [yargs[i] for i in keep])
    rw.merge_blocks(before, nb, list(nb.args))
    rw.merge_blocks(after, na, list(na.args))
    rw.replace_op(op, list(new.results))
    return True


@rewrite_pattern("scf.while", "WhileOpAlignBeforeArgs")
def while_align_before_args(op: Operation, rw: PatternRewriter) -> bool:
    """``WhileOpAlignBeforeArgs``: ``scf.condition`` forwarding exactly the before-block arguments
    in another order forwards them in their order; after-block arguments and results follow."""
    before = op.regions[0].blocks[0]
    term = before.last
    bargs = list(before.args)
    targs = [o.value for o in term.op_operands[1:]]
    n = len(bargs)
    if n != len(targs) or all(a is b for a, b in zip(bargs, targs)):
        return False
    if len(set(targs)) != len(targs):
        return False
    mapping = [0] * n
    for i, a in enumerate(bargs):
        if a not in targs:
            return False
        mapping[targs.index(a)] = i
    _replace_condition(rw, term, bargs)
    types: list = [None] * n
    for i, j in enumerate(mapping):
        types[j] = op.results[i].type
    inits = [o.value for o in op.op_operands]
    new = _new_while(op, inits, types)
    rw.set_insertion_point(op)
    rw.insert(new)
    nb = _add_block(new, 0, [v.type for v in inits], _init_locs(inits))
    na = _add_block(new, 1, types, [op.loc] * n)
    after = op.regions[1].blocks[0]
    rw.merge_blocks(before, nb, list(nb.args))
    rw.merge_blocks(after, na, [na.args[j] for j in mapping])
    rw.replace_op(op, [new.results[j] for j in mapping])
    return True


# ------------------------------------------------- scf.index_switch, scf.execute_region


@rewrite_pattern("scf.execute_region", "MultiBlockExecuteInliner")
def execute_region_multi_block_inliner(op: Operation, rw: PatternRewriter) -> bool:
    """``MultiBlockExecuteInliner``: in a function (or another execute_region), the body's
    blocks join the enclosing CFG: the op's block is split at the op, a ``cf.br`` enters the
    body, each ``scf.yield`` becomes a ``cf.br`` to the split-off block, whose arguments
    replace the results."""
    prev = op.parent
    region = prev.parent if prev is not None else None
    parent = region.parent if region is not None else None
    if parent is None or not (
        "FunctionOpInterface" in type(parent).traits or parent.name == op.name
    ):
        return False
    cf = _mod("cf")
    post = rw.split_block(prev, op)  # the op and everything after it
    body = list(op.regions[0].blocks)
    rw.set_insertion_point_to_end(prev)
    rw.insert(cf.BrOp.build([], dest=body[0], loc=op.loc))
    for blk in body:
        term = blk.last
        if term is not None and term.name == "scf.yield":
            rw.set_insertion_point(term)
            rw.insert(cf.BrOp.build([x.value for x in term.op_operands], dest=post, loc=term.loc))
            rw.erase_op(term)
    rw.inline_region_before(op.regions[0], post)
    for blk in body:
        for x in blk.ops:
            rw.listener.notify_inserted(x)
    args = [post.add_argument(r.type, op.loc) for r in op.results]
    rw.replace_op(op, args)
    return True


def fold_if(op: Operation, consts: list) -> Any:
    """MLIR's ``IfOp::fold``: ``if (xori c, true) {A} else {B}`` becomes ``if c {B} else
    {A}`` in place (an ``if`` without an else is left alone)."""
    then_r, else_r = op.regions
    if not else_r.blocks:
        return None
    c = op.op_operands[0].value
    if type(c) is not OpResult or c.owner.name != "arith.xori":
        return None
    x = c.owner
    one = _const(x.op_operands[1].value)
    if type(one) is not IntegerAttr or one.params[1] != 1:
        return None
    op.set_operand(0, x.op_operands[0].value)
    then_r.blocks, else_r.blocks = else_r.blocks, then_r.blocks
    for r in (then_r, else_r):
        for b in r.blocks:
            b.parent = r
    return True


#: The folders of the dialect's ops (MLIR's ``fold`` methods; True: folded in place).
FOLDERS: dict = {"scf.if": fold_if}


@rewrite_pattern("scf.for", "ForOpTensorCastFolder")
def for_tensor_cast_folder(op: Operation, rw: PatternRewriter) -> bool:
    """An init that is a ``tensor.cast`` to a less static type, whose result has one use,
    is carried as the cast's source: the body sees it cast back, the yield casts what it
    yields to the source type, and the result is cast back after the loop."""
    from irlite.rules.tensor_folds import preserves_static_information

    vals = [o.value for o in op.op_operands]
    for k, (init, res) in enumerate(zip(vals[3:], op.results)):
        cast = init.owner if type(init) is OpResult else None
        if cast is None or cast.name != "tensor.cast":
            continue
        src = cast.op_operands[0].value
        if src.type is init.type or not preserves_static_information(init.type, src.type):
            continue
        uses = list(res.uses)
        if len(uses) != 1:
            continue
        old_t, new_t = init.type, src.type
        inits = vals[3:]
        inits[k] = src
        rw.set_insertion_point(op)
        new = rw.create_detached(
            "scf.for",
            vals[:3] + inits,
            [v.type for v in inits],
            op.properties,
            op.attributes,
            1,
            loc=op.loc,
        )
        rw.insert(new)
        old_body = op.regions[0].blocks[0]
        nb = new.regions[0].add_block(
            Block([old_body.args[0].type] + [v.type for v in inits], [a.loc for a in old_body.args])
        )
        rw.set_insertion_point_to_start(nb)
        cast_in = rw.create("tensor.cast", [nb.args[1 + k]], [old_t], loc=op.loc).results[0]
        transfer = list(nb.args)
        transfer[1 + k] = cast_in
        rw.merge_blocks(old_body, nb, transfer)
        y = nb.last
        rw.set_insertion_point(y)
        ys = [o.value for o in y.op_operands]
        ys[k] = rw.create("tensor.cast", [ys[k]], [new_t], loc=op.loc).results[0]
        rw.create("scf.yield", ys, [], loc=op.loc)
        rw.erase_op(y)
        rw.set_insertion_point_after(new)
        results = list(new.results)
        results[k] = rw.create("tensor.cast", [results[k]], [old_t], loc=op.loc).results[0]
        rw.replace_op(op, results)
        return True
    return False


# ------------------------------------------------------------------ scf.parallel


def _parallel_parts(op: Operation) -> tuple[list, list, list, list]:
    """(lower bounds, upper bounds, steps, init values) of ``scf.parallel`` ``op``."""
    n = len(op.regions[0].blocks[0].args)
    v = [o.value for o in op.op_operands]
    return v[:n], v[n : 2 * n], v[2 * n : 3 * n], v[3 * n :]


def _constant_trip_count(lb: Any, ub: Any, step: Any) -> int | None:
    """MLIR's ``constantTripCount``: 0 when lb is ub, ceil((ub - lb) / step) when all are
    constants, else None."""
    if lb is ub:
        return 0
    lo, hi, st = (_sint(_const(x)) for x in (lb, ub, step))
    if lo is None or hi is None or st is None or st == 0:
        return None
    return -((lo - hi) // st)


def _new_parallel(
    op: Operation, lbs: list, ubs: list, steps: list, inits: list, result_types: list
) -> Operation:
    from irlite.ir.attributes import DenseArrayAttr

    n = len(lbs)
    segs = DenseArrayAttr.get(IntegerType.get(32), [n, n, n, len(inits)])
    return type(op)(
        op.name,
        lbs + ubs + steps + inits,
        result_types,
        {"operandSegmentSizes": segs},
        None,
        regions=1,
        loc=op.loc,
    )


@rewrite_pattern("scf.parallel", "ParallelOpSingleOrZeroIterationDimsFolder")
def parallel_single_or_zero_iteration_dims(op: Operation, rw: PatternRewriter) -> bool:
    """A dimension with no iteration makes the loop its init values; one with a single
    iteration is dropped (its induction variable reads the lower bound); with every
    dimension dropped, the body and the reductions (on the init values) are inlined."""
    lbs, ubs, steps, inits = _parallel_parts(op)
    body = op.regions[0].blocks[0]
    mapping: dict = {}
    keep: list[int] = []
    for i, (lb, ub, st) in enumerate(zip(lbs, ubs, steps)):
        k = _constant_trip_count(lb, ub, st)
        if k == 0:
            rw.replace_op(op, inits)
            return True
        if k == 1:
            mapping[body.args[i]] = lb
            continue
        keep.append(i)
    if len(keep) == len(lbs):
        return False
    rw.set_insertion_point(op)
    if not keep:
        term = body.last
        for o in body.ops:
            if o is term:
                break
            rw.insert(o.clone(mapping))
        results = []
        for i, region in enumerate(term.regions):
            rb = region.blocks[0]
            mapping[rb.args[0]] = inits[len(results)]
            v = term.op_operands[i].value
            mapping[rb.args[1]] = mapping.get(v, v)
            for o in rb.ops:
                if o is rb.last:
                    break
                rw.insert(o.clone(mapping))
            r = rb.last.op_operands[0].value
            results.append(mapping.get(r, r))
        rw.replace_op(op, results)
        return True
    new = _new_parallel(
        op,
        [lbs[i] for i in keep],
        [ubs[i] for i in keep],
        [steps[i] for i in keep],
        inits,
        [r.type for r in op.results],
    )
    nb = Block([body.args[i].type for i in keep], [body.args[i].loc for i in keep])
    for i, a in zip(keep, nb.args):
        mapping[body.args[i]] = a
    mapping[body] = nb
    new.regions[0].add_block(nb)
    for o in body.ops:
        nb.append(o.clone(mapping))
    rw.insert(new)
    rw.replace_op(op, list(new.results))
    return True


@rewrite_pattern("scf.parallel", "MergeNestedParallelLoops")
def parallel_merge_nested(op: Operation, rw: PatternRewriter) -> bool:
    """A loop whose body is only another loop with bounds independent of the outer
    induction variables, neither with reductions, becomes one loop over both spaces."""
    outer = op.regions[0].blocks[0]
    inner = outer.first
    if inner is None or inner.next is not outer.last or inner.name != "scf.parallel":
        return False
    ilbs, iubs, isteps, iinits = _parallel_parts(inner)
    args = set(map(id, outer.args))
    if any(id(v) in args for v in ilbs + iubs + isteps):
        return False
    lbs, ubs, steps, inits = _parallel_parts(op)
    if inits or iinits:
        return False
    ibody = inner.regions[0].blocks[0]
    new = _new_parallel(op, lbs + ilbs, ubs + iubs, steps + isteps, [], [])
    locs = [op.loc] * (len(outer.args) + len(ibody.args))
    nb = Block([a.type for a in outer.args] + [a.type for a in ibody.args], locs)
    new.regions[0].add_block(nb)
    mapping: dict = dict(zip(list(outer.args) + list(ibody.args), nb.args))
    for o in ibody.ops:
        if o is ibody.last:
            break
        nb.append(o.clone(mapping))
    rw.set_insertion_point(op)
    rw.insert(new)
    with rw.insertion_guard():
        rw.set_insertion_point_to_end(nb)
        rw.create("scf.reduce", [], [], regions=0)
    rw.replace_op(op, [])
    return True


# ------------------------------------------------------------------ scf.forall

_DYN = -(1 << 63)  # MLIR's ShapedType::kDynamic in static index lists
_BOUND_KEYS = ("staticLowerBound", "staticUpperBound", "staticStep")


def _forall_mixed(op: Operation) -> list[list]:
    """[lower bounds, upper bounds, steps] of ``scf.forall`` ``op``, each entry an int or
    the Value of a dynamic one (MLIR's ``getMixedLowerBound`` and friends)."""
    seg = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    out, i = [], 0
    for key, n in zip(_BOUND_KEYS, seg[:3]):
        it = iter(vals[i : i + n])
        out.append([next(it) if s == _DYN else s for s in op.properties[key].values])
        i += n
    return out


def _forall_outputs(op: Operation) -> list:
    seg = op.properties["operandSegmentSizes"].values
    return [o.value for o in op.op_operands[seg[0] + seg[1] + seg[2] :]]


def _forall_rank(op: Operation) -> int:
    return len(op.properties["staticLowerBound"].values)


def _mixed_int(x: Any) -> int | None:
    return x if type(x) is int else _sint(_const(x))


def _mixed_trip_count(lb: Any, ub: Any, step: Any) -> int | None:
    """MLIR's ``constantTripCount`` over mixed (int or Value) bounds."""
    if lb is ub:
        return 0
    lo, hi, st = _mixed_int(lb), _mixed_int(ub), _mixed_int(step)
    if lo is None or hi is None or st is None or st == 0:
        return None
    return -((lo - hi) // st)


def _index_value(rw: PatternRewriter, x: Any) -> Any:
    """MLIR's ``getValueOrCreateConstantIndexOp``."""
    if type(x) is not int:
        return x
    idx = IndexType.get()
    return rw.create("arith.constant", [], [idx], {"value": IntegerAttr.get(idx, x)}).results[0]


def _forall_bound_parts(mixed: list[list]) -> tuple[list, dict]:
    """(dynamic operands, bound properties) of mixed bounds (``dispatchIndexOpFoldResults``)."""
    from irlite.ir.attributes import DenseArrayAttr

    dyn: list = []
    props: dict = {}
    i64 = IntegerType.get(64)
    for key, row in zip(_BOUND_KEYS, mixed):
        props[key] = DenseArrayAttr.get(i64, [_DYN if type(x) is not int else x for x in row])
        dyn.append([x for x in row if type(x) is not int])
    return dyn, props


def _forall_segments(dyn: list, n_outputs: int) -> Any:
    from irlite.ir.attributes import DenseArrayAttr

    return DenseArrayAttr.get(IntegerType.get(32), [len(d) for d in dyn] + [n_outputs])


@rewrite_pattern("tensor.dim", "DimOfForallOp")
def dim_of_forall(op: Operation, rw: PatternRewriter) -> bool:
    """``tensor.dim`` of an ``scf.forall`` result reads the tied shared output."""
    src = op.op_operands[0].value
    if type(src) is not OpResult or src.owner.name != "scf.forall":
        return False
    rw.set_operand(op, 0, _forall_outputs(src.owner)[src.index])
    return True


@rewrite_pattern("scf.forall", "FoldTensorCastOfOutputIntoForallOp")
def forall_fold_tensor_cast_of_output(op: Operation, rw: PatternRewriter) -> bool:
    """A shared output that is a ``tensor.cast`` losing static information is carried as
    the cast's source: the body sees the block argument cast back, the terminator's
    inserts write the new block arguments (the i-th insert the i-th output, as MLIR 19
    pairs them), and the result is cast back after the loop."""
    from irlite.ir.attributes import DenseArrayAttr
    from irlite.rules.tensor_folds import preserves_static_information

    outs = _forall_outputs(op)
    casts: dict[int, Any] = {}
    new_outs = list(outs)
    for i, v in enumerate(outs):
        c = v.owner if type(v) is OpResult else None
        if c is None or c.name != "tensor.cast":
            continue
        src = c.op_operands[0].value
        if not preserves_static_information(v.type, src.type):
            continue
        casts[i] = v.type
        new_outs[i] = src
    if not casts:
        return False
    rank = _forall_rank(op)
    body = op.regions[0].blocks[0]
    seg = list(op.properties["operandSegmentSizes"].values)
    n_ctrl = seg[0] + seg[1] + seg[2]
    props = dict(op.properties)
    props["operandSegmentSizes"] = DenseArrayAttr.get(
        IntegerType.get(32), seg[:3] + [len(new_outs)]
    )
    new = type(op)(
        op.name,
        [o.value for o in op.op_operands[:n_ctrl]] + new_outs,
        [v.type for v in new_outs],
        props,
        op.attributes,
        regions=1,
        loc=op.loc,
    )
    nb = new.regions[0].add_block(
        Block(
            [a.type for a in body.args[:rank]] + [v.type for v in new_outs],
            [a.loc for a in body.args],
        )
    )
    rw.set_insertion_point(op)
    rw.insert(new)
    rw.set_insertion_point_to_start(nb)
    transfer = list(nb.args)
    for i, t in casts.items():
        transfer[rank + i] = rw.create("tensor.cast", [nb.args[rank + i]], [t], loc=op.loc).results[
            0
        ]
    rw.merge_blocks(body, nb, transfer)
    term = nb.last
    ins = list(term.regions[0].blocks[0].ops) if term.regions[0].blocks else []
    for p, a in zip(ins, nb.args[rank:]):
        rw.set_operand(p, 1, a)
    rw.set_insertion_point_after(new)
    results = list(new.results)
    for i, t in casts.items():
        results[i] = rw.create("tensor.cast", [results[i]], [t], loc=op.loc).results[0]
    rw.replace_op(op, results)
    return True


@rewrite_pattern("scf.forall", "ForallOpControlOperandsFolder")
def forall_control_operands_folder(op: Operation, rw: PatternRewriter) -> bool:
    """Constant dynamic bounds and steps become static ones."""
    mixed = _forall_mixed(op)
    folded = [[_mixed_int(x) if type(x) is not int else x for x in row] for row in mixed]
    new = [
        [f if f is not None else x for x, f in zip(row, frow)] for row, frow in zip(mixed, folded)
    ]
    if all(a is b for row, nrow in zip(mixed, new) for a, b in zip(row, nrow)):
        return False
    outputs = _forall_outputs(op)
    dyn, props = _forall_bound_parts(new)
    rw.modify(op)
    op.set_operands(dyn[0] + dyn[1] + dyn[2] + outputs)
    for k, v in props.items():
        op.set_attr(k, v)
    op.set_attr("operandSegmentSizes", _forall_segments(dyn, len(op.results)))
    return True


def _promote_forall(op: Operation, rw: PatternRewriter) -> None:
    """MLIR's ``scf::promote``: inline the body of a one-iteration forall; its
    ``tensor.parallel_insert_slice`` ops become ``tensor.insert_slice`` ops after it."""
    body = op.regions[0].blocks[0]
    term = body.last
    rw.set_insertion_point(op)
    lbs = [_index_value(rw, x) for x in _forall_mixed(op)[0]]
    repl = lbs + _forall_outputs(op)
    ins = list(term.regions[0].blocks[0].ops) if term.regions[0].blocks else []
    rw.inline_block_before(body, op, repl)
    rw.set_insertion_point_after(op)
    results = []
    for p in ins:
        dest = p.op_operands[1].value
        new = rw.create(
            "tensor.insert_slice",
            [o.value for o in p.op_operands],
            [dest.type],
            dict(p.properties),
            loc=op.loc,
        )
        results.append(new.results[0])
    for r, v in zip(op.results, results):
        rw.replace_all_uses_with(r, v)
    rw.erase_op(term)
    rw.erase_op(op)


@rewrite_pattern("scf.forall", "ForallOpSingleOrZeroIterationDimsFolder")
def forall_single_or_zero_iteration_dims(op: Operation, rw: PatternRewriter) -> bool:
    """Without a mapping: a dimension with no iteration makes the loop its shared outputs;
    one with a single iteration is dropped (its induction variable reads the lower bound);
    with every dimension dropped, the body is inlined (``promote``)."""
    mapping_attr = op.properties.get("mapping")
    if mapping_attr is not None and len(mapping_attr.value) > 0:
        return False
    body = op.regions[0].blocks[0]
    lbs, ubs, steps = _forall_mixed(op)
    mapping: dict = {}
    keep: list[int] = []
    rw.set_insertion_point(op)
    trips = [_mixed_trip_count(lb, ub, st) for lb, ub, st in zip(lbs, ubs, steps)]
    if 0 in trips:
        rw.replace_op(op, _forall_outputs(op))
        return True
    if 1 not in trips:
        return rw.notify_match_failure(op, "no dimensions have 0 or 1 iterations")
    if all(t == 1 for t in trips):
        _promote_forall(op, rw)
        return True
    for i, t in enumerate(trips):
        if t == 1:
            mapping[body.args[i]] = _index_value(rw, lbs[i])
        else:
            keep.append(i)
    new_mixed = [[row[i] for i in keep] for row in (lbs, ubs, steps)]
    dyn, props = _forall_bound_parts(new_mixed)
    outputs = _forall_outputs(op)
    props["operandSegmentSizes"] = _forall_segments(dyn, len(outputs))
    for k, v in op.properties.items():
        if k not in props:
            props[k] = v
    new = type(op)(
        op.name,
        dyn[0] + dyn[1] + dyn[2] + outputs,
        [r.type for r in op.results],
        props,
        op.attributes,
        regions=1,
        loc=op.loc,
    )
    op.regions[0].clone_into(new.regions[0], mapping)
    rw.insert(new)
    rw.replace_op(op, list(new.results))
    return True


def _combining_ops(op: Operation, bb: Any) -> list:
    """MLIR's ``ForallOp::getCombiningOps``: the ``tensor.parallel_insert_slice`` ops of the
    terminator that insert into shared-output block argument ``bb``."""
    term = op.regions[0].blocks[0].last
    blocks = term.regions[0].blocks if term is not None and term.regions else []
    return [o for b in blocks for o in b.ops if o.op_operands[1].value is bb]


@rewrite_pattern("scf.forall", "ForallOpIterArgsFolder")
def forall_iter_args_folder(op: Operation, rw: PatternRewriter) -> bool:
    """A shared output whose result is unused, or that nothing in the terminator inserts
    into, is dropped: its inserts go, the body reads the init instead of the block
    argument, and the result's uses read the init."""
    rank = _forall_rank(op)
    body = op.regions[0].blocks[0]
    outs = _forall_outputs(op)
    from irlite.ir.attributes import DenseArrayAttr

    drop: list[int] = []
    keep: list[int] = []
    for i, r in enumerate(op.results):
        bb = body.args[rank + i]
        if r.first_use is None or not _combining_ops(op, bb):
            drop.append(i)
        else:
            keep.append(i)
    if not drop:
        return False
    for i in drop:
        for c in _combining_ops(op, body.args[rank + i]):
            rw.erase_op(c)
    new_outs = [outs[i] for i in keep]
    seg = list(op.properties["operandSegmentSizes"].values)
    n_ctrl = seg[0] + seg[1] + seg[2]
    props = dict(op.properties)
    props["operandSegmentSizes"] = DenseArrayAttr.get(
        IntegerType.get(32), seg[:3] + [len(new_outs)]
    )
    new = type(op)(
        op.name,
        [o.value for o in op.op_operands[:n_ctrl]] + new_outs,
        [op.results[i].type for i in keep],
        props,
        op.attributes,
        regions=1,
        loc=op.loc,
    )
    ivs = body.args[:rank]
    nb = new.regions[0].add_block(
        Block(
            [a.type for a in ivs] + [v.type for v in new_outs],
            [a.loc for a in ivs] + [body.args[rank + i].loc for i in keep],
        )
    )
    rw.set_insertion_point(op)
    rw.insert(new)
    transfer = list(nb.args[:rank])
    k = 0
    for i in range(len(op.results)):
        if i in drop:
            transfer.append(outs[i])
        else:
            transfer.append(nb.args[rank + k])
            k += 1
    rw.merge_blocks(body, nb, transfer)
    for i, r in zip(keep, new.results):
        rw.replace_all_uses_with(op.results[i], r)
    for i in drop:
        rw.replace_all_uses_with(op.results[i], outs[i])
    rw.erase_op(op)
    return True


# ------------------------------------------------------------------ helpers of scf_canon.rules


def only_yield(region: Any) -> bool:
    """``region`` has one block holding only its terminator (an empty ``else``)."""
    b = region.blocks
    return len(b) == 1 and b[0].first is not None and b[0].first is b[0].last


def zero_trip(lb: Any, ub: Any) -> bool:
    """``SimplifyTrivialLoops``: the loop never runs (lb is ub, or ub - lb <= 0 is known)."""
    if lb is ub:
        return True
    d = _const_diff(lb, ub)
    return d is not None and d <= 0


def one_trip_or_invariant(op: Operation) -> bool:
    """``SimplifyTrivialLoops`` once the loop runs: it runs once (step >= ub - lb, both
    known), or its body only yields values defined outside it (so the results are those
    values whatever the trip count): inlining the body gives the results either way.
    The step must be a constant, as MLIR's ``getConstantStep``."""
    ops = [o.value for o in op.op_operands]
    diff = _const_diff(ops[0], ops[1])
    if diff is None or diff <= 0:
        return False
    s = _sint(_const(ops[2]))
    if s is None:
        return False
    if s >= diff:
        return True
    body = op.regions[0].blocks[0]
    return body.first is body.last and all(
        _defined_outside(o.value, op) for o in body.last.op_operands
    )


def case_index(op: Operation) -> int | None:
    """``FoldConstantCase``: the index of the case a constant selector takes (-1: the
    default), or None when the selector is not a constant."""
    c = _const(op.op_operands[0].value)
    if type(c) is not IntegerAttr:
        return None
    v = c.params[1]
    if v >= 1 << 63:
        v -= 1 << 64
    cases = list(op.properties["cases"].values)
    return cases.index(v) if v in cases else -1


#: The native canonicalization patterns (tried after the dialect's ruleset, per root in this order).
PATTERNS: list[RewritePattern] = [
    execute_region_multi_block_inliner,
    while_remove_loop_invariant_args_from_before_block,
    while_remove_loop_invariant_value_yielded,
    while_condition_truth,
    while_cmp_cond,
    while_unused_result,
    while_remove_duplicated_results,
    while_remove_unused_args,
    while_align_before_args,
    if_combine,
    if_combine_nested,
    if_remove_unused_results,
    if_convert_trivial_to_select,
    if_replace_yield_with_condition_or_value,
    if_condition_propagation,
    for_iter_args_folder,
    for_tensor_cast_folder,
    parallel_single_or_zero_iteration_dims,
    parallel_merge_nested,
    dim_of_forall,
    forall_fold_tensor_cast_of_output,
    forall_control_operands_folder,
    forall_iter_args_folder,
    forall_single_or_zero_iteration_dims,
]
