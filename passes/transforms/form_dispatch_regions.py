"""``form-dispatch-regions``: group a function's tensor ops into ``flow.dispatch.region``s
under a fusion policy declared in ``.rules`` (IREE 3.13's FormDispatchRegions, with the
decisions taken by the policy instead of C++).

The policy (``gen.fusion_policy``; built in: ``rules/dispatch_policy.rules``, policy
``rows``; ``fusion=iree`` gives IREE's decisions, ``policy=FILE`` reads a user's file)
says which ops are *roots*. In each block, roots are taken in reverse program order (as
IREE); each not yet in a group starts one, which grows to a fixed point: a user of a
group value (a *consumer*) joins when the policy's ``consumer`` requirements hold, then
the op defining an operand of a group op (a *producer*) when its ``producer``
requirements hold. Then two groups whose roots read one value merge when the policy's
``sibling`` requirements hold (horizontal fusion: two reductions of the same rows), and
the merged group grows again. Ops the policy clones (fills, empties, constants) never join: they are
copied in by ``clone-producers-into-dispatch-regions``. Then every op that ``leftover``
selects and no group took starts a group of its own and grows the same way (a clonable
op too, when an op outside every group reads it: a returned fill is a dispatch). A candidate
also stays out when it is in another group, when joining would make a cycle through an
op outside the group (the group must stay convex so that it can become one op), or when
the policy's realize limits say so: a producer read by more than ``readers`` ops is
realized, and a group holds at most ``body`` payload ops.

Each group becomes one ``flow.dispatch.region`` after its last op, holding its ops in
program order and returning, in order, the group values used outside it (dynamic extents
as ``tensor.dim`` of the destination the value is computed into); ops between the
group's ops that read its values move after the region.

``debug-fusion`` (or irlite-opt's ``--debug-fusion``) reports, as MLIR remarks at each
op left out of a group it was offered to, the policy, the rule and the reason, and at
each root what its dispatch holds.

What it does not do: fuse across blocks, or duplicate a producer into two groups (the
policy clones only what ``clone`` selects).
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Iterator
from typing import Any

from ...gen.errors import RulesError
from ...gen.fusion_policy import Policy, Refusal, load_policies
from ...ir.builder import Builder
from ...ir.core import Block, Operation, OpResult, Value
from ...ir.diagnostics import Diagnostic, default_source_manager, get_engine
from ...ir.interfaces import DestinationStyleOpInterface
from ...ir.location import FileLineColLoc
from ...ir.parser import resolve_loc
from ...ir.types import IndexType, RankedTensorType
from ..infra.pass_base import Option, Pass, Statistic, register_pass

__all__ = [
    "DEFAULT_POLICY_FILE",
    "DispatchGroup",
    "FormDispatchRegions",
    "debug_fusion",
    "PolicyOptions",
    "Refused",
    "form_dispatch_regions",
    "form_groups",
    "resolve_policy",
]

#: The built-in policy file.
DEFAULT_POLICY_FILE = os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
    "rules",
    "dispatch_policy.rules",
)

#: The options every dispatch-creation pass that reads the policy takes.
PolicyOptions = (
    Option("policy", str, "", "A .rules file of fusion policies (default: the built-in one)"),
    Option("fusion", str, "", "The policy of that file to apply (default: its first)"),
)


class PolicyError(Exception):
    """A policy that cannot be loaded: the message says which and why; ``located`` when
    it is a rendered ``file:line:col: error:`` diagnostic of the policy file itself."""

    def __init__(self, message: str, located: bool = False) -> None:
        super().__init__(message)
        self.located = located

    def report(self, op: Operation) -> None:
        """Print the error: as it is when located in the policy file, else at ``op``."""
        if self.located:
            sys.stderr.write(str(self).rstrip("\n") + "\n")
        else:
            get_engine().emit(Diagnostic.error(op.loc, str(self)))


def resolve_policy(path: str = "", name: str = "") -> Policy:
    """The policy ``name`` of the file ``path`` (defaults: the built-in file, its first
    policy); raises ``PolicyError`` (a located ``file:line:col`` message for a bad file)."""
    file = path or DEFAULT_POLICY_FILE
    try:
        pols, default = load_policies(file)
    except RulesError as e:
        raise PolicyError(str(e), located=True) from None
    except OSError as e:
        raise PolicyError(str(e)) from None
    key = name or default
    if key not in pols:
        known = ", ".join(pols) or "none"
        where = path or "the built-in policy file (rules/dispatch_policy.rules)"
        raise PolicyError(f"no fusion policy '{key}' in {where} (policies: {known})")
    return pols[key]


class DispatchGroup:
    """The ops that will become one dispatch: ``roots`` (the first is the one that started
    it, selected by ``rule``), ``ops`` (every member, a set), ``order`` (their positions in
    the block)."""

    __slots__ = ("index", "ops", "roots", "rule")

    def __init__(self, root: Operation, rule: str, index: int) -> None:
        self.roots = [root]
        self.rule = rule
        self.ops: set[Operation] = {root}
        self.index = index

    @property
    def root(self) -> Operation:
        return self.roots[0]

    def contains(self, op: Operation) -> bool:
        return op in self.ops


class Refused:
    """A candidate left out of ``group`` as ``role`` (``producer`` or ``consumer``), with
    the policy's ``Refusal`` (or the pass's own, ``policy`` set to ``form-dispatch-regions``)."""

    __slots__ = ("candidate", "group", "refusal", "role")

    def __init__(self, candidate: Operation, role: str, group: DispatchGroup, refusal: Refusal):
        self.candidate, self.role, self.group, self.refusal = candidate, role, group, refusal


def _pass_refusal(rule: str, reason: str) -> Refusal:
    return Refusal("form-dispatch-regions", rule, reason, "")


def _in_block(op: Operation, block: Block) -> Operation | None:
    """The ancestor of ``op`` (or ``op``) directly in ``block``."""
    while op is not None and op.parent is not block:
        op = op.parent_op
    return op


class _Former:
    def __init__(self, block: Block, policy: Policy) -> None:
        self.block = block
        self.policy = policy
        self.ops = list(block.ops)
        self.pos = {op: i for i, op in enumerate(self.ops)}
        self.group_of: dict[Operation, DispatchGroup] = {}
        self.groups: list[DispatchGroup] = []
        self.refused: list[Refused] = []
        self.clonable: dict[Operation, bool] = {}
        self.body: dict[DispatchGroup, int] = {}

    def is_clonable(self, op: Operation) -> bool:
        c = self.clonable.get(op)
        if c is None:
            c = self.clonable[op] = self.policy.clone(op) is not None
        return c

    def run(self) -> None:
        pol = self.policy
        for op in reversed(self.ops):
            if op in self.group_of or self.is_clonable(op):
                continue
            rule = pol.root(op)
            if rule is not None:
                self.grow(self.start(op, rule))
        self.merge_siblings()
        for op in reversed(self.ops):
            if op in self.group_of or (self.is_clonable(op) and not self.read_outside(op)):
                continue
            rule = pol.leftover(op)
            if rule is not None:
                self.grow(self.start(op, "leftover " + rule))
        self.groups.sort(key=lambda g: min(self.pos[o] for o in g.ops))

    def read_outside(self, op: Operation) -> bool:
        """Whether an op that no group takes and that is not cloned reads ``op``: then a
        clonable op (a fill that is returned) is a dispatch of its own."""
        for r in op.results:
            for u in r.uses:
                o = _in_block(u.owner, self.block)
                if o is not None and o not in self.group_of and not self.is_clonable(o):
                    return True
        return False

    def start(self, op: Operation, rule: str) -> DispatchGroup:
        g = DispatchGroup(op, rule, len(self.groups))
        self.groups.append(g)
        self.group_of[op] = g
        self.body[g] = _body(op)
        return g

    def refuse(self, cand: Operation, role: str, g: DispatchGroup, r: Refusal) -> None:
        self.refused.append(Refused(cand, role, g, r))

    def grow(self, g: DispatchGroup) -> None:
        changed = True
        while changed:
            changed = False
            for op in sorted(g.ops, key=self.pos.__getitem__):
                for res in op.results:
                    for use in list(res.uses):
                        c = _in_block(use.owner, self.block)
                        if c is None or c in g.ops or c is not use.owner:
                            continue
                        if c.has_trait("IsTerminator"):
                            continue  # a returned value is realized: nothing to fuse
                        if self.offer(c, "consumer", g, op, c, use):
                            changed = True
            for op in sorted(g.ops, key=self.pos.__getitem__):
                for use in op.op_operands:
                    v = use.value
                    if not isinstance(v, OpResult) or v.owner.parent is not self.block:
                        continue
                    p = v.owner
                    if p in g.ops:
                        continue
                    if self.offer(p, "producer", g, p, op, use):
                        changed = True

    def offer(self, cand: Operation, role: str, g: DispatchGroup, producer: Operation,
              consumer: Operation, operand: Any) -> bool:  # fmt: skip
        if self.is_clonable(cand):
            return False
        other = self.group_of.get(cand)
        if other is not None:
            if other is not g:
                self.refuse(cand, role, g, _pass_refusal(
                    "Grouped", f"it is already in the dispatch of '{other.root.name}' "
                    f"({_where(other.root)})"))  # fmt: skip
            return False
        pol = self.policy
        check = pol.producer if role == "producer" else pol.consumer
        r = check(producer, consumer, operand, g.root, g)
        if r is not None:
            self.refuse(cand, role, g, r)
            return False
        if role == "producer" and pol.readers is not None:
            n = _readers(cand)
            if n > pol.readers:
                self.refuse(cand, role, g, Refusal(pol.name, "realize.readers",
                    f"it has {n} readers, more than the realize limit {pol.readers}: it is "
                    "realized", f"{pol.file}:{pol.line}"))  # fmt: skip
                return False
        size = _body(cand)
        if pol.body is not None and self.body[g] + size > pol.body:
            self.refuse(cand, role, g, Refusal(pol.name, "realize.body",
                f"the dispatch would hold {self.body[g] + size} payload ops, more than the "
                f"realize limit {pol.body}", f"{pol.file}:{pol.line}"))  # fmt: skip
            return False
        if self.makes_cycle(g, cand):
            self.refuse(cand, role, g, _pass_refusal(
                "Convex", "an op outside the dispatch lies between it and the dispatch: "
                "fusing it would make a cycle"))  # fmt: skip
            return False
        g.ops.add(cand)
        if pol.root(cand) is not None:
            g.roots.append(cand)
        self.group_of[cand] = g
        self.body[g] += size
        return True

    def merge_siblings(self) -> None:
        """Merge groups whose roots read one value, when the policy's ``sibling``
        requirements hold and the union stays convex (in program order of the roots)."""
        pol = self.policy
        changed = "sibling" in pol.sections
        while changed:
            changed = False
            groups = sorted(self.groups, key=lambda g: self.pos[g.root])
            for i, g in enumerate(groups):
                for h in groups[i + 1 :]:
                    v = _shared_input(g.root, h.root)
                    if v is None:
                        continue
                    r = pol.sibling(g.root, h.root, v, g)
                    if r is not None:
                        self.refuse(h.root, "sibling", g, r)
                        continue
                    if pol.body is not None and self.body[g] + self.body[h] > pol.body:
                        self.refuse(h.root, "sibling", g, Refusal(pol.name, "realize.body",
                            f"the dispatch would hold {self.body[g] + self.body[h]} payload "
                            f"ops, more than the realize limit {pol.body}",
                            f"{pol.file}:{pol.line}"))  # fmt: skip
                        continue
                    if self.makes_cycle(g, None, h.ops):
                        self.refuse(h.root, "sibling", g, _pass_refusal(
                            "Convex", "an op outside the two dispatches lies between them"))  # fmt: skip
                        continue
                    g.ops |= h.ops
                    g.roots += h.roots
                    self.body[g] += self.body.pop(h)
                    for o in h.ops:
                        self.group_of[o] = g
                    self.groups.remove(h)
                    self.grow(g)
                    changed = True
                    break
                if changed:
                    break

    def makes_cycle(self, g: DispatchGroup, cand: Operation | None, more: Any = ()) -> bool:
        """Whether ``g`` with ``cand`` (and the ops ``more``) has a path leaving it and
        coming back."""
        members = g.ops | ({cand} if cand is not None else set()) | set(more)
        seen: set[Operation] = set()
        work: list[Operation] = []

        def push_users(op: Operation) -> None:
            for r in op.results:
                for u in r.uses:
                    o = _in_block(u.owner, self.block)
                    if o is not None and o not in seen:
                        seen.add(o)
                        work.append(o)

        for m in members:
            push_users(m)
        outside = [o for o in work if o not in members]
        seen = set(outside)
        work = list(outside)
        while work:
            o = work.pop()
            if o in members:
                return True
            push_users(o)
        return False


def _shared_input(a: Operation, b: Operation) -> Value | None:
    """The first value that both ``a`` and ``b`` read (None if there is none)."""
    mine = {id(v): v for v in a.operands}
    for v in b.operands:
        if id(v) in mine:
            return v
    return None


def _body(op: Operation) -> int:
    from ...rules.dispatch_policy import body_size

    return body_size(op)


def _readers(op: Operation) -> int:
    return len({id(u.owner) for r in op.results for u in r.uses})


def _where(op: Operation) -> str:
    """``line:col`` of an op's file location (the file is the one being read)."""
    loc = resolve_loc(op.loc)
    while loc is not None and not isinstance(loc, FileLineColLoc):
        inner = getattr(loc, "child", None) or (getattr(loc, "locations", None) or [None])[0]
        loc = inner
    return f"{loc.line}:{loc.col}" if loc is not None else "unknown location"


def form_groups(block: Block, policy: Policy) -> tuple[list[DispatchGroup], list[Refused]]:
    """The groups ``policy`` forms in ``block`` (in program order of their first op) and
    every refusal on the way; the IR is not changed."""
    f = _Former(block, policy)
    f.run()
    return f.groups, f.refused


# ------------------------------------------------------------------ building regions


def _result_dims(v: Value, members: set[Operation]) -> list[Value]:
    """``tensor.dim`` ops (inserted at the current builder) for the dynamic extents of
    group value ``v``: of the first value along its chain of destinations (through
    destination-style ops, in the group or not) that no such op defines."""
    from ...dialects import arith, tensor

    t = v.type
    if not isinstance(t, RankedTensorType) or all(d >= 0 for d in t.shape):
        return []
    src: Value = v
    while isinstance(src, OpResult):
        dps = src.owner.interface(DestinationStyleOpInterface)
        if dps is None:
            if src.owner in members:
                raise ValueError(
                    f"cannot compute the dynamic extents of a result of '{src.owner.name}'"
                )
            break
        src = dps.tied_op_operand(src).value  # the same shape: a result is its init's
    out = []
    for i, d in enumerate(t.shape):
        if d < 0:
            c = arith.constant(i, result_type=IndexType.get())
            out.append(tensor.dim(src, c))
    return out


def build_region(group: DispatchGroup, block: Block) -> Operation:
    """Move ``group`` into a new ``flow.dispatch.region`` after its last op; returns it."""
    from ...dialects import flow

    members = group.ops
    ops = [op for op in block.ops if op in members]
    first, last = ops[0], ops[-1]
    escaping: list[Value] = []
    for op in ops:
        for r in op.results:
            if any(_in_block(u.owner, block) not in members for u in r.uses):
                escaping.append(r)
    loc = group.root.loc
    with Builder.after(last, loc=loc):
        dims = [d for v in escaping for d in _result_dims(v, members)]
        region = flow.dispatch_region(dims, result_types=[v.type for v in escaping])
    body = Block()
    region.regions[0].add_block(body)
    block_ops = list(block.ops)
    between = [
        x for x in block_ops[block_ops.index(first) : block_ops.index(region)] if x not in members
    ]
    for op in ops:
        op.detach()
        body.append(op)
    with Builder.at_end(body, loc=loc):
        flow.return_(escaping)
    for v, r in zip(escaping, region.results):
        v.replace_uses_if(r, lambda u: not region.is_ancestor(u.owner))
    # ops between the group's ops that read its values (transitively) go after the region
    produced = {id(r) for r in region.results}
    anchor = region
    for op in between:
        if _reads(op, produced):
            produced.update(id(r) for r in op.results)
            op.move_after(anchor)
            anchor = op
    return region


def _reads(op: Operation, produced: set[int]) -> bool:
    return any(id(v) in produced for x in op.walk() for v in x.operands)


# ------------------------------------------------------------------ the report


def report(block: Block, groups: list[DispatchGroup], refused: list[Refused]) -> None:
    """Remarks: at each candidate left out of a group it was offered to (and not in that
    group in the end), why; at each root, what its dispatch holds."""
    eng = get_engine()
    pos = {op: i for i, op in enumerate(block.ops)}

    def remark(op: Operation, msg: str) -> None:
        d = Diagnostic.remark(op.loc, msg)
        if eng._handlers:  # --verify-diagnostics, or a caller's handler, takes it
            eng.emit(d)
        else:  # the engine prints only errors without a handler; mlir-opt prints remarks
            sys.stderr.write(default_source_manager().render(d))

    done: set[tuple[int, int, str]] = set()
    for rf in refused:
        if rf.group.contains(rf.candidate):
            continue
        key = (id(rf.candidate), id(rf.group), rf.role)
        if key in done:
            continue
        done.add(key)
        r = rf.refusal
        where = f" ({r.where})" if r.where else ""
        remark(
            rf.candidate,
            f"not fused as a {rf.role} into the dispatch of '{rf.group.root.name}' "
            f"({_where(rf.group.root)}): {r.policy}.{r.rule}{where}: {r.reason}",
        )
    for g in groups:
        ops = sorted(g.ops, key=pos.__getitem__)
        remark(
            g.root,
            f"dispatch root ({g.rule}) of {len(g.ops)} op{'s' if len(g.ops) > 1 else ''}: "
            + ", ".join(f"'{o.name}' ({_where(o)})" for o in ops),
        )


def form_dispatch_regions(op: Operation, policy: Policy, debug: bool = False) -> int:
    """Form the dispatch regions of every block of ``op``'s regions (not nested deeper
    than the function body's blocks); returns how many were formed."""
    n = 0
    for region in op.regions:
        for block in list(region.blocks):
            groups, refused = form_groups(block, policy)
            if debug:
                report(block, groups, refused)
            for g in groups:
                build_region(g, block)
                n += 1
    return n


_DEBUG = {"on": False}


@contextlib.contextmanager
def debug_fusion() -> Iterator[None]:
    """While active, every ``form-dispatch-regions`` run reports (irlite-opt's
    ``--debug-fusion``), as if given ``debug-fusion=true``."""
    prev = _DEBUG["on"]
    _DEBUG["on"] = True
    try:
        yield
    finally:
        _DEBUG["on"] = prev


@register_pass(
    "form-dispatch-regions",
    summary="Form dispatch regions under a fusion policy declared in .rules",
    display_name="FormDispatchRegionsPass",
    anchor="func.func",
    options=(
        *PolicyOptions,
        Option("debug-fusion", bool, False, "Report, as remarks, why each op was not fused"),
    ),
)
class FormDispatchRegions(Pass):
    """Groups tensor ops into ``flow.dispatch.region``s (module docstring)."""

    num_regions = Statistic("num-regions", "Number of dispatch regions formed")

    def run_on_operation(self, op: Any) -> None:
        try:
            pol = resolve_policy(self.policy, self.fusion)
        except PolicyError as e:
            e.report(op)
            self.signal_pass_failure()
            return
        try:
            n = form_dispatch_regions(op, pol, self.debug_fusion or _DEBUG["on"])
        except ValueError as e:
            get_engine().emit_error(op, str(e))
            self.signal_pass_failure()
            return
        self.num_regions += n
        if not n:
            self.mark_all_analyses_preserved()
