"""``loop-invariant-subset-hoisting``: hoist matching extract/insert slice pairs out of loops.

MLIR 19's ``LoopInvariantSubsetHoisting`` (``hoistLoopInvariantSubsets``), for
``scf.for`` loops, innermost first. For each region iter_arg the use-def chain from the
iter_arg to the value the loop yields in its place must consist of subset ops only:
``tensor.extract_slice`` reads of it, and ``tensor.insert_slice`` ops that insert into it
(as the destination, one after the other) up to the yield of the same position; a
nested loop that carries it through its own iter_arg (whose chain is checked the same
way, its slices counted but not hoisted) is followed to its result. On such a chain an
extraction and an insertion of the equivalent subset (same offsets, sizes and strides)
make a pair; a pair is hoisted when the extracted and inserted types match, every other
subset op on the chain operates on a provably disjoint subset, and their offsets, sizes
and strides are defined outside the loop. A hoisted pair becomes: the extraction before
the loop (from the loop's init), a new iter_arg that carries the slice (the insertion's
source is yielded), and the insertion after the loop (into the loop's old result). The
loop is rebuilt with the extra iter_arg, and the new iter_arg is tried in turn (a slice
of a slice hoists too).

Equal and disjoint subsets are decided on linear forms of the index values: a constant,
or an SSA value with a coefficient, through ``arith.constant``, ``addi``, ``subi`` and
``muli`` by a constant. Two offsets are equal when their forms are; two slices are
disjoint when, in some dimension (both of stride 1), one ends before the other begins by
a constant difference. This is the part of MLIR's value-bounds reasoning
(``ValueBoundsConstraintSet::areEqual``/``areOverlappingSlices``) these loops need;
bounds from ``affine`` ops, loop bounds or ``tensor.dim`` are not used, so such subsets
count as overlapping (nothing is hoisted where MLIR might).

What it does not do: hoist ``vector.transfer_read``/``transfer_write`` pairs (irlite's
vector dialect has no transfer ops), unpaired extractions or insertions, or from loops
other than ``scf.for`` (MLIR's ``replaceWithAdditionalYields``, which the rebuild needs,
is here for ``scf.for`` only).
"""

from __future__ import annotations

from typing import Any

from ...ir.core import BlockArgument, Operation, OpResult
from ...ir.interfaces import LoopLikeOpInterface
from ...rules.tensor_folds import slice_parts
from ..infra.pass_base import Pass, register_pass

__all__ = ["LoopInvariantSubsetHoisting", "hoist_loop_invariant_subsets"]

_EXTRACT = "tensor.extract_slice"
_INSERT = "tensor.insert_slice"

# ------------------------------------------------------------------ linear forms of indices


def _linear(x: Any, depth: int = 0) -> tuple[int, dict] | None:
    """``x`` (an int or an index Value) as ``(constant, {value: coefficient})``."""
    if type(x) is int:
        return x, {}
    o = x.owner if type(x) is OpResult else None
    if o is not None and depth < 16:
        if "ConstantLike" in type(o).traits:
            a = o.properties.get("value")
            v = getattr(a, "value", None)
            if type(v) is int:
                return v, {}
        if o.name in ("arith.addi", "arith.subi", "arith.muli"):
            a = _linear(o.op_operands[0].value, depth + 1)
            b = _linear(o.op_operands[1].value, depth + 1)
            if a is not None and b is not None:
                if o.name == "arith.muli":
                    if not a[1]:
                        a, b = b, a
                    if b[1]:
                        return None
                    return a[0] * b[0], {k: c * b[0] for k, c in a[1].items()}
                sign = 1 if o.name == "arith.addi" else -1
                terms = dict(a[1])
                for k, c in b[1].items():
                    terms[k] = terms.get(k, 0) + sign * c
                return a[0] + sign * b[0], {k: c for k, c in terms.items() if c}
    return 0, {x: 1}


def _difference(x: Any, y: Any) -> int | None:
    """``x - y`` when it is a constant, else None."""
    a, b = _linear(x), _linear(y)
    if a is None or b is None:
        return None
    terms = dict(a[1])
    for k, c in b[1].items():
        terms[k] = terms.get(k, 0) - c
    if any(terms.values()):
        return None
    return a[0] - b[0]


def _equivalent(a: Operation, b: Operation) -> bool:
    """The two slice ops address the same subset (tensors along the chain are equivalent)."""
    pa, pb = slice_parts(a), slice_parts(b)
    return all(
        len(xs) == len(ys) and all(_difference(x, y) == 0 for x, y in zip(xs, ys))
        for xs, ys in zip(pa, pb)
    )


def _disjoint(a: Operation, b: Operation) -> bool:
    """Some dimension of stride 1 in both where one slice ends before the other begins."""
    (oa, sa, ta), (ob, sb, tb) = slice_parts(a), slice_parts(b)
    if len(oa) != len(ob):
        return False
    for i in range(len(oa)):
        if _difference(ta[i], 1) != 0 or _difference(tb[i], 1) != 0:
            continue
        d1 = _difference(ob[i], oa[i])  # b begins at a's offset + d1
        if d1 is not None:
            end = _difference(sa[i], 0)  # a's size
            if end is not None and d1 >= end:
                return True
        d2 = _difference(oa[i], ob[i])
        if d2 is not None:
            end = _difference(sb[i], 0)
            if end is not None and d2 >= end:
                return True
        # symbolic sizes: a ends exactly where b begins (offset_a + size_a <= offset_b)
        for (o1, s1), o2 in (((oa[i], sa[i]), ob[i]), ((ob[i], sb[i]), oa[i])):
            la, lb = _linear(o1), _linear(s1)
            if la is None or lb is None:
                continue
            end_terms = dict(la[1])
            for k, c in lb[1].items():
                end_terms[k] = end_terms.get(k, 0) + c
            l2 = _linear(o2)
            if l2 is None:
                continue
            rest = {k: c - l2[1].get(k, 0) for k, c in end_terms.items()}
            rest.update({k: -c for k, c in l2[1].items() if k not in end_terms})
            if not any(rest.values()) and la[0] + lb[0] - l2[0] <= 0:
                return True
    return False


# ------------------------------------------------------------------ the chain of subset ops


class _Subsets:
    """MLIR's ``MatchingSubsets``: extraction/insertion pairs and every subset op seen."""

    def __init__(self) -> None:
        self.extractions: list = []
        self.insertions: list = []
        self.all: list = []

    def insert(self, op: Operation, collect: bool) -> None:
        self.all.append(op)
        if not collect:
            return
        mine, other = (
            (self.extractions, self.insertions)
            if op.name == _EXTRACT
            else (self.insertions, self.extractions)
        )
        for i, o in enumerate(other):
            if o is not None and _equivalent(o, op):
                mine[i] = op
                return
        mine.append(op)
        other.append(None)

    def hoistable(self) -> list:
        out = []
        for e, ins in zip(self.extractions, self.insertions):
            if (
                e is not None
                and ins is not None
                and e.results[0].type is not ins.op_operands[0].value.type
            ):
                continue
            if all(
                o is e
                or o is ins
                or ((e is None or _disjoint(o, e)) and (ins is None or _disjoint(o, ins)))
                for o in self.all
            ):
                out.append((e, ins))
        return out

    def populate(self, loop: Operation, iter_arg: BlockArgument, collect: bool = True) -> bool:
        value: Any = iter_arg
        while True:
            use = value.first_use
            if (
                use is not None
                and use.next_use is None
                and "IsTerminator" in type(use.owner).traits
            ):
                break
            nxt = None
            u = value.first_use
            while u is not None:
                owner = u.owner
                ll = owner.interface(LoopLikeOpInterface) if owner.name == "scf.for" else None
                if ll is not None:
                    inits = [o for o in owner.op_operands[3:]]
                    if u not in inits:
                        return False
                    k = inits.index(u)
                    if not self.populate(owner, ll.region_iter_args()[k], False):
                        return False
                    nxt = owner.results[k]
                elif owner.name == _EXTRACT:
                    self.insert(owner, collect)
                elif owner.name == _INSERT:
                    self.insert(owner, collect)
                    if u is not owner.op_operands[1] or nxt is not None:
                        return False
                    nxt = owner.results[0]
                else:
                    return False
                u = u.next_use
            if nxt is None:
                return False
            value = nxt
        body = loop.regions[0].blocks[0]
        k = list(body.args).index(iter_arg) - 1
        return use.owner is body.last and use is body.last.op_operands[k]


# ------------------------------------------------------------------ the rewrite


def _defined_outside(v: Any, loop: Operation) -> bool:
    return not loop.is_ancestor(v.owner if type(v) is OpResult else v.owner.parent_op)


def _with_additional_iter_arg(loop: Operation, init: Any, yielded: Any) -> Operation:
    """MLIR's ``ForOp::replaceWithAdditionalYields`` (replacing the init's uses in the
    loop by the new iter_arg): ``loop`` rebuilt with one more iter_arg."""
    body = loop.regions[0].blocks[0]
    arg = body.add_argument(init.type, loop.loc)
    u = init.first_use
    while u is not None:
        nxt = u.next_use
        if loop.is_ancestor(u.owner):
            u.set(arg)
        u = nxt
    y = body.last
    y.set_operands([o.value for o in y.op_operands] + [yielded])
    new = type(loop)(
        loop.name,
        [o.value for o in loop.op_operands] + [init],
        [r.type for r in loop.results] + [init.type],
        loop.properties,
        loop.attributes,
        regions=1,
        loc=loop.loc,
    )
    new.regions[0].take_body(loop.regions[0])
    loop.parent.insert_before(loop, new)
    for old, nr in zip(loop.results, new.results):
        old.replace_all_uses_with(nr)
    loop.erase()
    return new


def _hoist_at(loop: Operation, k: int) -> Operation:
    body = loop.regions[0].blocks[0]
    subsets = _Subsets()
    if not subsets.populate(loop, body.args[1 + k]):
        return loop
    for e, ins in subsets.hoistable():
        if e is not None and not all(
            i == 0 or _defined_outside(o.value, loop) for i, o in enumerate(e.op_operands)
        ):
            e = None
        if ins is not None and not all(
            i < 2 or _defined_outside(o.value, loop) for i, o in enumerate(ins.op_operands)
        ):
            ins = None
        if e is None or ins is None:
            continue
        init = loop.op_operands[3 + k].value
        e.detach()
        loop.parent.insert_before(loop, e)
        e.op_operands[0].set(init)
        loop = _with_additional_iter_arg(loop, e.results[0], ins.op_operands[0].value)
        result = loop.results[k]
        new_result = loop.results[-1]
        ins.detach()
        loop.parent.insert_after(loop, ins)
        ins.results[0].replace_all_uses_with(ins.op_operands[1].value)
        result.replace_all_uses_with(ins.results[0])
        ins.op_operands[0].set(new_result)
        ins.op_operands[1].set(result)
    return loop


def hoist_loop_invariant_subsets(loop: Operation) -> Operation:
    """MLIR's ``hoistLoopInvariantSubsets`` on one ``scf.for`` (module docstring); the loop
    (a new op when anything was hoisted)."""
    k = 0
    while k < len(loop.op_operands) - 3:
        loop = _hoist_at(loop, k)
        k += 1
    return loop


@register_pass(
    "loop-invariant-subset-hoisting",
    summary="Hoist loop invariant subset ops outside of the loop",
    display_name="LoopInvariantSubsetHoisting",
)
class LoopInvariantSubsetHoisting(Pass):
    """Hoists matching slice pairs out of every ``scf.for``, innermost first."""

    def run_on_operation(self, op: Any) -> None:
        loops: list = []
        op.walk(lambda o: loops.append(o) if o.name == "scf.for" else None)
        for loop in loops:  # post order: inner loops first
            hoist_loop_invariant_subsets(loop)
