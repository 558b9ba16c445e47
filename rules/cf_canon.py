"""Canonicalization of MLIR 19's ``cf`` branches, and region simplification of CFG regions.

``PATTERNS`` (native matchers ``m(op, rw) -> name | None``, MLIR's names):

* ``cf.br``: ``SimplifyBrToBlockWithSinglePred`` (the successor has this
  block as its only predecessor: merge it in), ``SimplifyPassThroughBr``
  (the successor only branches on: branch to its destination directly);
* ``cf.cond_br``: ``SimplifyConstCondBranchPred`` (constant condition),
  ``SimplifyPassThroughCondBranch``, ``SimplifyCondBranchIdenticalSuccessors``
  (same destination: one ``cf.br``, differing operands through
  ``arith.select`` when this block is the destination's only predecessor),
  ``CondBranchTruthPropagation`` (in a successor whose only predecessor edge
  is this one, uses of the condition become ``true``/``false``).

``simplify_regions(root, rw)`` is MLIR's ``simplifyRegions`` at the
``normal`` level, run by the greedy driver after each round: blocks
unreachable from their region's entry are erased, and block arguments that
no live value flows into are dropped with the operands that feed them (when
every predecessor ends in ``cf.br``/``cf.cond_br``/``cf.switch``). Identical blocks are
merged only at the ``aggressive`` level, as in MLIR 19.

* ``cf.switch``: ``SimplifySwitchWithOnlyDefault``, ``DropSwitchCasesThatMatchDefault``,
  ``SimplifyConstSwitchValue``, ``SimplifyPassThroughSwitch``,
  ``SimplifySwitchFromSwitchOnSameCondition`` (not when several cases of the
  predecessor lead to the block: MLIR 19 then folds with the first case's value,
  which is wrong for the others), ``SimplifySwitchFromDefaultSwitchOnSameCondition``.

What it does not do: ``SimplifyCondBranchFromCondBranchOnSameCondition``, or
merging blocks that hold ops with regions.
"""

from __future__ import annotations

from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import IntegerAttr
from irlite.ir.core import Block, Operation, OpResult
from irlite.ir.types import IntegerType

_I1 = IntegerType.get(1)

__all__ = ["PATTERNS", "is_true", "simplify_regions"]

def _mod(name: str) -> Any:
    """The generated module of the built-in ``rules/<name>`` file (``"cf.rules"``)."""
    return builtin_module(name[: -len(".rules")])


def is_true(a: Any) -> bool:
    """``a`` is the ``i1`` constant true (a helper of ``cf_canon.rules``)."""
    return type(a) is IntegerAttr and a.params[1] & 1 == 1


_BRANCHES = ("cf.br", "cf.cond_br", "cf.switch")


def _groups(op: Operation) -> list[list[Any]] | None:
    """Successor operand groups of a ``cf.br``/``cf.cond_br``/``cf.switch``, else None."""
    if op.name in _BRANCHES:
        from irlite.rules.cf import successor_operand_groups

        return successor_operand_groups(op)
    return None


def _set_groups(t: Operation, groups: list[list[Any]]) -> None:
    """Make branch ``t`` pass ``groups`` to its successors (operands and segment sizes)."""
    from irlite.ir.attributes import DenseArrayAttr

    i32 = IntegerType.get(32)
    if t.name == "cf.br":
        t.set_operands(groups[0])
    elif t.name == "cf.cond_br":
        t.set_operands([t.op_operands[0].value] + list(groups[0]) + list(groups[1]))
        t.set_attr("operandSegmentSizes", DenseArrayAttr.get(i32, [1, len(groups[0]), len(groups[1])]))
    else:  # cf.switch: flag, default operands, case operands
        cases = [v for g in groups[1:] for v in g]
        t.set_operands([t.op_operands[0].value] + list(groups[0]) + cases)
        t.set_attr("operandSegmentSizes", DenseArrayAttr.get(i32, [1, len(groups[0]), len(cases)]))
        t.set_attr("case_operand_segments", DenseArrayAttr.get(i32, [len(g) for g in groups[1:]]))


def _rebuild(rw: Any, op: Operation, dests: list[Block], groups: list[list[Any]]) -> None:
    """Replace branch ``op`` by a ``cf.br``/``cf.cond_br`` to ``dests`` passing ``groups``."""
    cf = _mod("cf.rules")
    rw.set_insertion_point(op)
    if op.name == "cf.cond_br":
        new = cf.CondBrOp.build(op.op_operands[0].value, groups[0], groups[1], trueDest=dests[0],
                                falseDest=dests[1], attributes=op.attributes or None, loc=op.loc)
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


def br_to_block_with_single_pred(op: Operation, rw: Any) -> Any:
    succ = op.successors[0]
    blk = op.parent
    if succ is blk or _preds(succ) != [blk]:
        return None
    vals = [o.value for o in op.op_operands]
    for a, v in zip(succ.args, vals):
        rw.replace_all_uses_with(a, v)
    rw.erase_op(op)
    o = succ.first
    while o is not None:
        nxt = o.next
        o.detach()
        blk.append(o)
        rw.listener.notify_inserted(o)
        o = nxt
    succ.args = []
    succ.erase()
    return "SimplifyBrToBlockWithSinglePred"


def br_pass_through(op: Operation, rw: Any) -> Any:
    got = _collapse(op.successors[0], [o.value for o in op.op_operands])
    if got is None:
        return None
    dest, vals = got
    _rebuild(rw, op, [dest], [vals])
    return "SimplifyPassThroughBr"


# ------------------------------------------------------------------ cf.cond_br


def cond_br_const(op: Operation, rw: Any) -> Any:
    c = op.op_operands[0].value
    if type(c) is not OpResult or "ConstantLike" not in type(c.owner).traits:
        return None
    a = c.owner.properties.get("value")
    if type(a) is not IntegerAttr:
        return None
    g = _groups(op)
    i = 0 if a.params[1] & 1 else 1
    cf = _mod("cf.rules")
    rw.set_insertion_point(op)
    rw.insert(cf.BrOp.build(g[i], dest=op.successors[i], attributes=op.attributes or None, loc=op.loc))
    rw.erase_op(op)
    return "SimplifyConstCondBranchPred"


def cond_br_pass_through(op: Operation, rw: Any) -> Any:
    g = _groups(op)
    dests = list(op.successors)
    changed = False
    for i in range(2):
        got = _collapse(dests[i], g[i])
        if got is not None:
            dests[i], g[i] = got
            changed = True
    if not changed:
        return None
    _rebuild(rw, op, dests, g)
    return "SimplifyPassThroughCondBranch"


def cond_br_identical_successors(op: Operation, rw: Any) -> Any:
    t, f = op.successors
    if t is not f:
        return None
    g = _groups(op)
    tv, fv = g
    if all(a is b for a, b in zip(tv, fv)):
        _rebuild_br(rw, op, t, tv)
        return "SimplifyCondBranchIdenticalSuccessors"
    if any(p is not op.parent for p in _preds(t)):
        return None
    cond = op.op_operands[0].value
    sel = _mod("arith.rules").SelectOp
    rw.set_insertion_point(op)
    merged = [a if a is b else rw.create(sel, cond, a, b, loc=op.loc).results[0] for a, b in zip(tv, fv)]
    _rebuild_br(rw, op, t, merged)
    return "SimplifyCondBranchIdenticalSuccessors"


def cond_br_truth_propagation(op: Operation, rw: Any) -> Any:
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
                    const = rw.create(m.ConstantOp, value=IntegerAttr.get(_I1, val), loc=op.loc).results[0]
                u.set(const)
                rw.modify(u.owner)
                replaced = True
            u = nxt
    return "CondBranchTruthPropagation" if replaced else None


def _rebuild_br(rw: Any, op: Operation, dest: Block, vals: list) -> None:
    cf = _mod("cf.rules")
    rw.set_insertion_point(op)
    rw.insert(cf.BrOp.build(vals, dest=dest, attributes=op.attributes or None, loc=op.loc))
    rw.erase_op(op)


# ------------------------------------------------------------------ cf.switch


def _case_values(op: Operation) -> list[int]:
    cv = op.properties.get("case_values")
    return [int(v) for v in cv.values] if cv is not None else []


def _new_switch(rw: Any, op: Operation, default: Block, dops: list, values: list[int],
                dests: list[Block], groups: list[list[Any]]) -> None:
    """Replace switch ``op`` by one with the given default and cases (MLIR's builder)."""
    from irlite.ir.attributes import DenseArrayAttr, DenseIntOrFPElementsAttr
    from irlite.ir.types import VectorType

    cf = _mod("cf.rules")
    flag = op.op_operands[0].value
    i32 = IntegerType.get(32)
    cases = [v for g in groups for v in g]
    props: dict = {"case_operand_segments": DenseArrayAttr.get(i32, [len(g) for g in groups]),
                   "operandSegmentSizes": DenseArrayAttr.get(i32, [1, len(dops), len(cases)])}
    if values:
        props["case_values"] = DenseIntOrFPElementsAttr.from_values(VectorType.get((len(values),), flag.type),
                                                                    values)
    cls = cf.SwitchOp
    new = cls.__new__(cls)
    Operation.__init__(new, "cf.switch", [flag, *dops, *cases], (), props, dict(op.attributes) or None, (),
                       [default, *dests], loc=op.loc)
    rw.set_insertion_point(op)
    rw.insert(new)
    rw.erase_op(op)


def _fold_switch(rw: Any, op: Operation, value: int) -> None:
    """Branch to the case of ``value`` (or the default) unconditionally (MLIR's ``foldSwitch``)."""
    g = _groups(op)
    w = op.op_operands[0].value.type.width
    mask = (1 << w) - 1
    for i, v in enumerate(_case_values(op)):
        if (v & mask) == (value & mask):
            _rebuild_br(rw, op, op.successors[i + 1], g[i + 1])
            return
    _rebuild_br(rw, op, op.successors[0], g[0])


def switch_only_default(op: Operation, rw: Any) -> Any:
    """``SimplifySwitchWithOnlyDefault``: no cases -> ``cf.br`` to the default."""
    if len(op.successors) != 1:
        return None
    _rebuild_br(rw, op, op.successors[0], _groups(op)[0])
    return "SimplifySwitchWithOnlyDefault"


def switch_drop_cases_matching_default(op: Operation, rw: Any) -> Any:
    """``DropSwitchCasesThatMatchDefault``: a case with the default's block and operands goes."""
    g = _groups(op)
    default = op.successors[0]
    keep = [i for i in range(1, len(op.successors))
            if not (op.successors[i] is default and len(g[i]) == len(g[0])
                    and all(a is b for a, b in zip(g[i], g[0])))]
    if len(keep) == len(op.successors) - 1:
        return None
    vals = _case_values(op)
    _new_switch(rw, op, default, g[0], [vals[i - 1] for i in keep], [op.successors[i] for i in keep],
                [g[i] for i in keep])
    return "DropSwitchCasesThatMatchDefault"


def switch_const_flag(op: Operation, rw: Any) -> Any:
    """``SimplifyConstSwitchValue``: a constant flag -> ``cf.br`` to its case (or the default)."""
    c = op.op_operands[0].value
    if type(c) is not OpResult or "ConstantLike" not in type(c.owner).traits:
        return None
    a = c.owner.properties.get("value")
    if type(a) is not IntegerAttr:
        return None
    _fold_switch(rw, op, a.params[1])
    return "SimplifyConstSwitchValue"


def switch_pass_through(op: Operation, rw: Any) -> Any:
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
        return None
    _new_switch(rw, op, dests[0], g[0], _case_values(op), dests[1:], g[1:])
    return "SimplifyPassThroughSwitch"


def _pred_switch(op: Operation) -> Any:
    """The ``cf.switch`` on the same flag ending this block's single predecessor, or None."""
    preds = _preds(op.parent)
    if len(preds) != 1:  # MLIR's getSinglePredecessor: exactly one edge
        return None
    t = preds[0].last
    if t is None or t.name != "cf.switch" or t.op_operands[0].value is not op.op_operands[0].value:
        return None
    return t


def switch_from_switch_on_same_condition(op: Operation, rw: Any) -> Any:
    """``SimplifySwitchFromSwitchOnSameCondition``: reached through one case of a switch on the
    same flag, the flag is known: branch unconditionally."""
    pred = _pred_switch(op)
    blk = op.parent
    if pred is None or pred.successors[0] is blk:
        return None
    idx = [i for i, d in enumerate(pred.successors[1:]) if d is blk]
    if len(idx) != 1:
        return None  # several cases lead here: the flag is not one value (MLIR would pick the first)
    _fold_switch(rw, op, _case_values(pred)[idx[0]])
    return "SimplifySwitchFromSwitchOnSameCondition"


def switch_from_default_switch_on_same_condition(op: Operation, rw: Any) -> Any:
    """``SimplifySwitchFromDefaultSwitchOnSameCondition``: reached through the default of a
    switch on the same flag, cases the predecessor sends elsewhere are impossible."""
    pred = _pred_switch(op)
    blk = op.parent
    if pred is None or pred.successors[0] is not blk:
        return None
    w = op.op_operands[0].value.type.width
    mask = (1 << w) - 1
    gone = {v & mask for v, d in zip(_case_values(pred), pred.successors[1:]) if d is not blk}
    vals = _case_values(op)
    keep = [i for i, v in enumerate(vals) if (v & mask) not in gone]
    if len(keep) == len(vals):
        return None
    g = _groups(op)
    _new_switch(rw, op, op.successors[0], g[0], [vals[i] for i in keep], [op.successors[i + 1] for i in keep],
                [g[i + 1] for i in keep])
    return "SimplifySwitchFromDefaultSwitchOnSameCondition"


PATTERNS: dict = {
    "cf.br": [br_to_block_with_single_pred, br_pass_through],
    "cf.cond_br": [cond_br_const, cond_br_pass_through, cond_br_identical_successors,
                   cond_br_truth_propagation],
    "cf.switch": [switch_only_default, switch_drop_cases_matching_default, switch_const_flag,
                  switch_pass_through, switch_from_switch_on_same_condition,
                  switch_from_default_switch_on_same_condition],
}


# ------------------------------------------------------------------ region simplification


def _erase_block(rw: Any, b: Block) -> None:
    lst = rw.listener
    for o in list(b.ops):
        for r in o.regions:
            for bb in r.blocks:
                for x in list(bb.ops):
                    for y in _walk(x):
                        lst.notify_erased(y)
        lst.notify_erased(o)
    for o in list(b.ops):
        o.drop_all_references()
    for o in list(b.ops):
        for r in o.results:
            u = r.first_use
            while u is not None:  # uses left in other unreachable blocks were dropped above
                nxt = u.next_use
                u.drop()
                u = nxt
        o.detach()
    for a in b.args:
        u = a.first_use
        while u is not None:
            nxt = u.next_use
            u.drop()
            u = nxt
    b.erase()


def _walk(op: Operation) -> list:
    out = [op]
    for r in op.regions:
        for b in r.blocks:
            for o in b.ops:
                out.extend(_walk(o))
    return out


def _erase_unreachable(rw: Any, region: Any) -> bool:
    blocks = region.blocks
    if len(blocks) < 2:
        return False
    seen = {id(blocks[0])}
    stack = [blocks[0]]
    while stack:
        b = stack.pop()
        t = b.last
        if t is not None:
            for s in t.successors:
                if id(s) not in seen:
                    seen.add(id(s))
                    stack.append(s)
    dead = [b for b in blocks if id(b) not in seen]
    for b in dead:
        _erase_block(rw, b)
    return bool(dead)


def _edge_of(t: Operation, pos: int) -> tuple[int, int] | None:
    """(successor index, argument index) that operand ``pos`` of branch ``t`` feeds, or None."""
    if t.name == "cf.br":
        return 0, pos
    if t.name in ("cf.cond_br", "cf.switch"):
        if pos == 0:
            return None
        k = pos - 1
        for si, g in enumerate(_groups(t)):
            if k < len(g):
                return si, k
            k -= len(g)
    return None


def _drop_dead_args(rw: Any, region: Any) -> bool:
    blocks = region.blocks
    if len(blocks) < 2:
        return False
    edges: dict = {id(b): [] for b in blocks}  # block -> incoming (terminator, successor index)
    for b in blocks:
        t = b.last
        if t is not None:
            for i, s in enumerate(t.successors):
                if id(s) in edges:
                    edges[id(s)].append((t, i))
    # candidates: non-entry blocks whose every incoming edge is a cf.br/cf.cond_br
    cand = {id(b): b for b in blocks[1:]
            if b.args and all(t.name in _BRANCHES for t, _ in edges[id(b)])}
    if not cand:
        return False
    key_of = {id(a): (bid, j) for bid, b in cand.items() for j, a in enumerate(b.args)}
    live: set = set()
    work: list = []
    incoming: dict = {}  # arg key -> arg keys forwarded into it
    for bid, b in cand.items():
        for j, a in enumerate(b.args):
            u = a.first_use
            real = False
            while u is not None:
                e = _edge_of(u.owner, u.index)
                if e is None or id(u.owner.successors[e[0]]) not in cand:
                    real = True
                else:
                    incoming.setdefault((id(u.owner.successors[e[0]]), e[1]), []).append((bid, j))
                u = u.next_use
            if real:
                live.add((bid, j))
                work.append((bid, j))
    while work:
        key = work.pop()
        for src in incoming.get(key, ()):
            if src not in live:
                live.add(src)
                work.append(src)
    dead = {k for k in key_of.values() if k not in live}
    if not dead:
        return False
    terms = {id(t): t for bid in cand for t, _ in edges[bid]}
    for t in terms.values():
        g = _groups(t)
        newg = []
        for si, s in enumerate(t.successors):
            vals = g[si]
            if id(s) in cand:
                vals = [v for j, v in enumerate(vals) if (id(s), j) not in dead]
            newg.append(vals)
        if [len(x) for x in newg] == [len(x) for x in g]:
            continue
        _set_groups(t, newg)
        rw.listener.notify_modified(t)
    for bid, b in cand.items():
        for j in reversed(range(len(b.args))):
            if (bid, j) in dead:
                b.erase_argument(j)
    return True


def _erase_dead_ops(rw: Any, region: Any) -> bool:
    """Erase the ops of ``region``'s blocks that are now unused and trivially dead.

    The op-erasing half of MLIR's ``runRegionDCE``, run after unreachable blocks or dead
    block arguments went away (which leaves the values they used unused). The greedy
    worklist erases dead ops as it meets them; this catches those made dead by the
    region simplification itself, in the same round, as MLIR does."""
    from irlite.passes.transforms.dce import is_op_trivially_dead

    erased = False
    again = True
    while again:
        again = False
        for b in region.blocks:
            o = b.last
            while o is not None:
                prev = o.prev
                if o.results and is_op_trivially_dead(o):
                    rw.erase_op(o)
                    erased = again = True
                o = prev
    return erased


# ------------------------------------------------------------------ block merging (aggressive)


def _parent_block(v: Any) -> Any:
    return v.owner.parent if type(v) is OpResult else v.owner


def _used_outside(values: Any, block: Block) -> bool:
    for v in values:
        u = v.first_use
        while u is not None:
            if u.owner.parent is not block:
                return True
            u = u.next_use
    return False


class _Cluster:
    """MLIR's ``BlockMergeCluster``: a leader block and the blocks equivalent to it."""

    __slots__ = ("leader", "merge", "operands", "order")

    def __init__(self, leader: Block) -> None:
        self.leader = leader
        self.merge: list[Block] = []
        self.operands: list[tuple[int, int]] = []  # (op index, operand index) to turn into arguments
        self.order = _order(leader)

    def add(self, b: Block) -> bool:
        lead = self.leader
        if [a.type for a in lead.args] != [a.type for a in b.args]:
            return False
        lops, rops = list(lead.ops), list(b.ops)
        if len(lops) != len(rops):
            return False
        border = _order(b)
        mismatched = []
        for i, (x, y) in enumerate(zip(lops, rops)):
            if (x.name != y.name or x.properties != y.properties or x.attributes != y.attributes
                    or [r.type for r in x.results] != [r.type for r in y.results]
                    or len(x.op_operands) != len(y.op_operands) or len(x.regions) != len(y.regions)
                    or list(x.successors) != list(y.successors)):
                return False
            for k, (ox, oy) in enumerate(zip(x.op_operands, y.op_operands)):
                lv, rv = ox.value, oy.value
                if lv is rv:
                    continue
                if lv.type is not rv.type:
                    return False
                lin, rin = _parent_block(lv) is lead, _parent_block(rv) is b
                if lin != rin:
                    return False
                if not lin:
                    if not (_valid_successor_arg(lead, lv) and _valid_successor_arg(b, rv)):
                        return False
                    mismatched.append((i, k))
                elif self.order[id(lv)] != border[id(rv)]:
                    return False
            if _used_outside(x.results, lead) or _used_outside(y.results, b):
                return False
        for m in mismatched:
            if m not in self.operands:
                self.operands.append(m)
        self.merge.append(b)
        return True


def _order(b: Block) -> dict:
    out = {id(a): i for i, a in enumerate(b.args)}
    n = len(b.args)
    for o in b.ops:
        for r in o.results:
            out[id(r)] = n
            n += 1
    return out


def _valid_successor_arg(block: Block, v: Any) -> bool:
    if type(v) is not OpResult or v.owner is not v.owner.parent.last:
        return True
    return v.owner.parent not in _preds(block)


def _append_successor_operands(t: Operation, succ_index: int, vals: list) -> None:
    g = _groups(t)
    g[succ_index] = list(g[succ_index]) + list(vals)
    _set_groups(t, g)


def _merge_cluster(rw: Any, c: _Cluster) -> bool:
    if not c.merge:
        return False
    blocks = [c.leader] + c.merge
    if c.operands:
        for b in blocks:
            if any(_groups(p.last) is None for p in _preds(b)):
                return False
        ops_of = [list(b.ops) for b in blocks]
        new_args: list[list] = [[] for _ in blocks]
        for oi, k in c.operands:
            for bi, ops in enumerate(ops_of):
                operand = ops[oi].op_operands[k]
                new_args[bi].append(operand.value)
                if bi == 0:
                    v = operand.value
                    operand.set(c.leader.add_argument(v.type, getattr(v, "loc", None)))
                    rw.listener.notify_modified(ops[oi])
        for bi, b in enumerate(blocks):
            seen: set = set()
            for p in _preds(b):
                t = p.last
                if id(t) in seen:
                    continue
                seen.add(id(t))
                for si, s in enumerate(t.successors):
                    if s is b:
                        _append_successor_operands(t, si, new_args[bi])
                rw.listener.notify_modified(t)
    for b in c.merge:
        for p in _preds(b):
            t = p.last
            t.successors = [c.leader if s is b else s for s in t.successors]
            rw.listener.notify_modified(t)
        _erase_block(rw, b)
    return True


def _merge_identical_blocks(rw: Any, region: Any) -> bool:
    blocks = region.blocks
    if len(blocks) < 2:
        return False
    by_succ: dict = {}
    for b in blocks[1:]:
        t = b.last
        key = tuple(id(s) for s in t.successors) if t is not None else ()
        by_succ.setdefault(key, []).append(b)
    merged = False
    for group in by_succ.values():
        if len(group) < 2:
            continue
        clusters: list[_Cluster] = []
        for b in group:
            if any(r.blocks for o in b.ops for r in o.regions):
                continue
            if _used_outside(b.args, b):
                continue
            for c in clusters:
                if c.add(b):
                    break
            else:
                clusters.append(_Cluster(b))
        for c in clusters:
            merged |= _merge_cluster(rw, c)
    return merged


def simplify_regions(root: Operation, rw: Any, aggressive: bool = False) -> bool:
    """Erase unreachable blocks and dead block arguments in every region under ``root``.

    ``aggressive`` (``region-simplify=aggressive``): identical blocks are merged too
    (MLIR's ``mergeIdenticalBlocks``: same ops up to operands defined outside the
    blocks, which become new block arguments)."""
    changed = False
    stack = [root]
    while stack:
        op = stack.pop()
        for r in op.regions:
            if len(r.blocks) > 1:
                unreachable = _erase_unreachable(rw, r)
                # MLIR 19's runRegionDCE reports a change only when it erased an op:
                # dropping block arguments and branch operands alone does not start
                # another greedy round
                if _drop_dead_args(rw, r) or unreachable:
                    unreachable |= _erase_dead_ops(rw, r)
                changed |= unreachable
                if aggressive:
                    changed |= _merge_identical_blocks(rw, r)
            for b in r.blocks:
                o = b.first
                while o is not None:
                    if o.regions:
                        stack.append(o)
                    o = o.next
    return changed
