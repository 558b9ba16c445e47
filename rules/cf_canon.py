"""Canonicalization patterns of MLIR 19's ``cf`` branches (native ``RewritePattern``s),
and the helpers of ``cf_canon.rules``.

``cf_canon.rules`` (the ``cf`` dialect's ``canonicalize`` ruleset, tried first) holds
``EraseRedundantAssertions``, ``SimplifyBrToBlockWithSinglePred`` (the successor has
this block as its only predecessor: merge it in), ``SimplifyConstCondBranchPred``
(constant condition, through ``const_flag``) and ``SimplifySwitchWithOnlyDefault``.

``PATTERNS`` (``rewrite_pattern`` functions ``f(op, rewriter) -> bool``, MLIR's names)
are those that collapse chains of blocks or edit operand lists:

* ``cf.br``: ``SimplifyPassThroughBr`` (the successor only branches on: branch to its
  destination directly);
* ``cf.cond_br``: ``SimplifyPassThroughCondBranch``,
  ``SimplifyCondBranchIdenticalSuccessors`` (same destination: one ``cf.br``,
  differing operands through ``arith.select`` when this block is the destination's
  only predecessor), ``CondBranchTruthPropagation`` (in a successor whose only
  predecessor edge is this one, uses of the condition become ``true``/``false``).
* ``cf.switch``: ``DropSwitchCasesThatMatchDefault``,
  ``SimplifyConstSwitchValue``, ``SimplifyPassThroughSwitch``,
  ``SimplifySwitchFromSwitchOnSameCondition`` (not when several cases of the
  predecessor lead to the block: MLIR 19 then folds with the first case's value,
  which is wrong for the others), ``SimplifySwitchFromDefaultSwitchOnSameCondition``.

Region simplification (unreachable blocks, dead block arguments, identical
blocks) is not here: it is ``passes.transforms.region_utils``, which
``canonicalize`` runs after each round. What it does not do:
``SimplifyCondBranchFromCondBranchOnSameCondition``.
"""

from __future__ import annotations

from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import IntegerAttr
from irlite.ir.core import Block, Operation, OpResult
from irlite.ir.pattern import RewritePattern, rewrite_pattern
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.types import IntegerType
from irlite.rules.cf import branch_operand_groups as _groups

_I1 = IntegerType.get(1)

__all__ = ["PATTERNS", "const_flag", "is_true"]


def _mod(name: str) -> Any:
    """The generated module of the built-in ``rules/<name>`` file (``"cf.rules"``)."""
    return builtin_module(name[: -len(".rules")])


def is_true(a: Any) -> bool:
    """``a`` is the ``i1`` constant true (a helper of ``cf_canon.rules``)."""
    return type(a) is IntegerAttr and a.params[1] & 1 == 1


def const_flag(v: Any) -> bool | None:
    """True/False when ``v`` is an integer constant (ConstantLike; its low bit: MLIR's
    ``m_NonZero``/``m_Zero`` on an ``i1``), else None (a helper of ``cf_canon.rules`` and
    ``scf_canon.rules``)."""
    if type(v) is not OpResult or "ConstantLike" not in type(v.owner).traits:
        return None
    a = v.owner.properties.get("value")
    return bool(a.params[1] & 1) if type(a) is IntegerAttr else None


def _constant_flag(op: Operation) -> IntegerAttr | None:
    """The integer constant ``op``'s first operand (a condition or switch flag) is, if it is one."""
    c = op.op_operands[0].value
    if type(c) is not OpResult or "ConstantLike" not in type(c.owner).traits:
        return None
    a = c.owner.properties.get("value")
    return a if type(a) is IntegerAttr else None


def _rebuild(
    rw: PatternRewriter, op: Operation, dests: list[Block], groups: list[list[Any]]
) -> None:
    """Replace branch ``op`` by a ``cf.br``/``cf.cond_br`` to ``dests`` passing ``groups``."""
    cf = _mod("cf.rules")
    rw.set_insertion_point(op)
    if op.name == "cf.cond_br":
        new = cf.CondBrOp.build(
            op.op_operands[0].value,
            groups[0],
            groups[1],
            trueDest=dests[0],
            falseDest=dests[1],
            attributes=op.attributes or None,
            loc=op.loc,
        )
    else:
        new = cf.BrOp.build(groups[0], dest=dests[0], attributes=op.attributes or None, loc=op.loc)
    rw.insert(new)
    rw.erase_op(op)


def _collapse(succ: Block, operands: list) -> tuple[Block, list] | None:
    """MLIR's ``collapseBranch``: where a branch to ``succ`` can go when ``succ`` only branches on."""
    t = succ.last
    if t is None or t is not succ.first or t.name != "cf.br":
        return None
    for a in succ.args:
        u = a.first_use
        while u is not None:
            if u.owner is not t:
                return None
            u = u.next_use
    dest = t.successors[0]
    if dest is succ:
        return None
    vals = [o.value for o in t.op_operands]
    if not succ.args:
        return dest, vals
    out = []
    for v in vals:
        if type(v) is not OpResult and v.owner is succ:
            out.append(operands[v.index])
        else:
            out.append(v)
    return dest, out


def _preds(b: Block) -> list[Block]:
    return b.predecessors


# ------------------------------------------------------------------ cf.br


@rewrite_pattern("cf.br", "SimplifyPassThroughBr")
def br_pass_through(op: Operation, rw: PatternRewriter) -> bool:
    got = _collapse(op.successors[0], [o.value for o in op.op_operands])
    if got is None:
        return False
    dest, vals = got
    _rebuild(rw, op, [dest], [vals])
    return True


# ------------------------------------------------------------------ cf.cond_br


@rewrite_pattern("cf.cond_br", "SimplifyPassThroughCondBranch")
def cond_br_pass_through(op: Operation, rw: PatternRewriter) -> bool:
    g = _groups(op)
    dests = list(op.successors)
    changed = False
    for i in range(2):
        got = _collapse(dests[i], g[i])
        if got is not None:
            dests[i], g[i] = got
            changed = True
    if not changed:
        return False
    _rebuild(rw, op, dests, g)
    return True


@rewrite_pattern("cf.cond_br", "SimplifyCondBranchIdenticalSuccessors")
def cond_br_identical_successors(op: Operation, rw: PatternRewriter) -> bool:
    t, f = op.successors
    if t is not f:
        return False
    g = _groups(op)
    tv, fv = g
    if all(a is b for a, b in zip(tv, fv)):
        _rebuild_br(rw, op, t, tv)
        return True
    if any(p is not op.parent for p in _preds(t)):
        return False
    cond = op.op_operands[0].value
    sel = _mod("arith.rules").SelectOp
    rw.set_insertion_point(op)
    merged = [
        a if a is b else rw.create(sel, cond, a, b, loc=op.loc).results[0] for a, b in zip(tv, fv)
    ]
    _rebuild_br(rw, op, t, merged)
    return True


@rewrite_pattern("cf.cond_br", "CondBranchTruthPropagation")
def cond_br_truth_propagation(op: Operation, rw: PatternRewriter) -> bool:
    """In a successor reached only from this edge, the condition is known: use a constant."""
    cond = op.op_operands[0].value
    replaced = False
    for dest, val in ((op.successors[0], 1), (op.successors[1], 0)):
        if len(_preds(dest)) != 1:
            continue
        const = None
        u = cond.first_use
        while u is not None:
            nxt = u.next_use
            if u.owner.parent is dest:
                if const is None:
                    rw.set_insertion_point(op)
                    m = _mod("arith.rules")
                    const = rw.create(
                        m.ConstantOp, value=IntegerAttr.get(_I1, val), loc=op.loc
                    ).results[0]
                u.set(const)
                rw.modify(u.owner)
                replaced = True
            u = nxt
    return bool(replaced)


def _rebuild_br(rw: PatternRewriter, op: Operation, dest: Block, vals: list) -> None:
    """Replace branch ``op`` by a ``cf.br`` to ``dest`` passing ``vals`` (``op``'s attributes kept)."""
    cf = _mod("cf.rules")
    rw.set_insertion_point(op)
    rw.insert(cf.BrOp.build(vals, dest=dest, attributes=op.attributes or None, loc=op.loc))
    rw.erase_op(op)


# ------------------------------------------------------------------ cf.switch


def _case_values(op: Operation) -> list[int]:
    cv = op.properties.get("case_values")
    return [int(v) for v in cv.values] if cv is not None else []


def _new_switch(
    rw: PatternRewriter,
    op: Operation,
    default: Block,
    dops: list,
    values: list[int],
    dests: list[Block],
    groups: list[list[Any]],
) -> None:
    """Replace switch ``op`` by one with the given default and cases (MLIR's builder)."""
    from irlite.ir.attributes import DenseArrayAttr, DenseIntOrFPElementsAttr
    from irlite.ir.types import VectorType

    cf = _mod("cf.rules")
    flag = op.op_operands[0].value
    i32 = IntegerType.get(32)
    cases = [v for g in groups for v in g]
    props: dict = {
        "case_operand_segments": DenseArrayAttr.get(i32, [len(g) for g in groups]),
        "operandSegmentSizes": DenseArrayAttr.get(i32, [1, len(dops), len(cases)]),
    }
    if values:
        props["case_values"] = DenseIntOrFPElementsAttr.from_values(
            VectorType.get((len(values),), flag.type), values
        )
    cls = cf.SwitchOp
    new = cls.__new__(cls)
    Operation.__init__(
        new,
        "cf.switch",
        [flag, *dops, *cases],
        (),
        props,
        dict(op.attributes) or None,
        (),
        [default, *dests],
        loc=op.loc,
    )
    rw.set_insertion_point(op)
    rw.insert(new)
    rw.erase_op(op)


def _fold_switch(rw: PatternRewriter, op: Operation, value: int) -> None:
    """Branch to the case of ``value`` (or the default) unconditionally (MLIR's ``foldSwitch``)."""
    g = _groups(op)
    w = op.op_operands[0].value.type.width
    mask = (1 << w) - 1
    for i, v in enumerate(_case_values(op)):
        if (v & mask) == (value & mask):
            _rebuild_br(rw, op, op.successors[i + 1], g[i + 1])
            return
    _rebuild_br(rw, op, op.successors[0], g[0])


@rewrite_pattern("cf.switch", "DropSwitchCasesThatMatchDefault")
def switch_drop_cases_matching_default(op: Operation, rw: PatternRewriter) -> bool:
    """``DropSwitchCasesThatMatchDefault``: a case with the default's block and operands goes."""
    g = _groups(op)
    default = op.successors[0]
    keep = [
        i
        for i in range(1, len(op.successors))
        if not (
            op.successors[i] is default
            and len(g[i]) == len(g[0])
            and all(a is b for a, b in zip(g[i], g[0]))
        )
    ]
    if len(keep) == len(op.successors) - 1:
        return False
    vals = _case_values(op)
    _new_switch(
        rw,
        op,
        default,
        g[0],
        [vals[i - 1] for i in keep],
        [op.successors[i] for i in keep],
        [g[i] for i in keep],
    )
    return True


@rewrite_pattern("cf.switch", "SimplifyConstSwitchValue")
def switch_const_flag(op: Operation, rw: PatternRewriter) -> bool:
    """``SimplifyConstSwitchValue``: a constant flag -> ``cf.br`` to its case (or the default)."""
    a = _constant_flag(op)
    if a is None:
        return False
    _fold_switch(rw, op, a.params[1])
    return True


@rewrite_pattern("cf.switch", "SimplifyPassThroughSwitch")
def switch_pass_through(op: Operation, rw: PatternRewriter) -> bool:
    """``SimplifyPassThroughSwitch``: successors that only branch on are bypassed."""
    g = _groups(op)
    dests = list(op.successors)
    changed = False
    for i in list(range(1, len(dests))) + [0]:
        got = _collapse(dests[i], g[i])
        if got is not None:
            dests[i], g[i] = got
            changed = True
    if not changed:
        return False
    _new_switch(rw, op, dests[0], g[0], _case_values(op), dests[1:], g[1:])
    return True


def _pred_switch(op: Operation) -> Any:
    """The ``cf.switch`` on the same flag ending this block's single predecessor, or None."""
    preds = _preds(op.parent)
    if len(preds) != 1:  # MLIR's getSinglePredecessor: exactly one edge
        return None
    t = preds[0].last
    if t is None or t.name != "cf.switch" or t.op_operands[0].value is not op.op_operands[0].value:
        return None
    return t


@rewrite_pattern("cf.switch", "SimplifySwitchFromSwitchOnSameCondition")
def switch_from_switch_on_same_condition(op: Operation, rw: PatternRewriter) -> bool:
    """``SimplifySwitchFromSwitchOnSameCondition``: reached through one case of a switch on the
    same flag, the flag is known: branch unconditionally."""
    pred = _pred_switch(op)
    blk = op.parent
    if pred is None or pred.successors[0] is blk:
        return False
    idx = [i for i, d in enumerate(pred.successors[1:]) if d is blk]
    if len(idx) != 1:
        return (
            None  # several cases lead here: the flag is not one value (MLIR would pick the first)
        )
    _fold_switch(rw, op, _case_values(pred)[idx[0]])
    return True


@rewrite_pattern("cf.switch", "SimplifySwitchFromDefaultSwitchOnSameCondition")
def switch_from_default_switch_on_same_condition(op: Operation, rw: PatternRewriter) -> bool:
    """``SimplifySwitchFromDefaultSwitchOnSameCondition``: reached through the default of a
    switch on the same flag, cases the predecessor sends elsewhere are impossible."""
    pred = _pred_switch(op)
    blk = op.parent
    if pred is None or pred.successors[0] is not blk:
        return False
    w = op.op_operands[0].value.type.width
    mask = (1 << w) - 1
    gone = {v & mask for v, d in zip(_case_values(pred), pred.successors[1:]) if d is not blk}
    vals = _case_values(op)
    keep = [i for i, v in enumerate(vals) if (v & mask) not in gone]
    if len(keep) == len(vals):
        return False
    g = _groups(op)
    _new_switch(
        rw,
        op,
        op.successors[0],
        g[0],
        [vals[i] for i in keep],
        [op.successors[i + 1] for i in keep],
        [g[i + 1] for i in keep],
    )
    return True


#: The native canonicalization patterns (tried after the dialect's ruleset, per root in this order).
PATTERNS: list[RewritePattern] = [
    br_pass_through,
    cond_br_pass_through,
    cond_br_identical_successors,
    cond_br_truth_propagation,
    switch_drop_cases_matching_default,
    switch_const_flag,
    switch_pass_through,
    switch_from_switch_on_same_condition,
    switch_from_default_switch_on_same_condition,
]
