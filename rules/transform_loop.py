"""Native helpers of ``transform_loop.rules``: the SCF transform ops' ``apply`` (MLIR 19's
``SCFTransformOps.cpp``), on the loop passes' functions.

Each op follows ``irlite.rules.transform``'s contract: a failure that leaves the payload
intact is silenceable (an error at the transform op, a ``target op``/``payload op`` note at
the payload), one after the payload changed is definite. Pass modules are imported inside
the functions (``rules/`` modules load before ``passes/``).

What it does not do: pipeline, unroll, unroll-and-jam or coalesce them.
"""

from __future__ import annotations

from typing import Any

from ..ir.core import Operation
from ..ir.interfaces import LoopLikeOpInterface, TransformOpInterface
from .transform import ApplyEach, TransformResults, TransformState, definite, silenceable

__all__ = [
    "ForallToFor",
    "Outline",
    "ForallToParallel",
    "GetParentFor",
    "Peel",
    "PromoteIfOneIteration",
    "TakeAssumedBranch",
    "outline_loop",
    "promote_if_one_iteration",
]


class GetParentFor(TransformOpInterface):
    """``transform.loop.get_parent_for``: the ``num_loops``-th enclosing ``scf.for`` (or
    ``affine.for`` with ``affine = true``) of each target."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        want = "affine.for" if op.properties["affine"].value else "scf.for"
        n = op.properties["num_loops"].value
        parents: list[Operation] = []
        seen: set[int] = set()
        for target in state.payload_ops(op.operands[0]):
            loop: Operation | None = target
            for _ in range(n):
                loop = loop.parent_op if loop is not None else None
                while loop is not None and loop.name != want:
                    loop = loop.parent_op
                if loop is None:
                    what = "affine.for" if want == "affine.for" else "scf.for"
                    f = silenceable(op, f"could not find an '{what}' parent")
                    return f.attach_note("target op", target)
            if id(loop) not in seen:
                seen.add(id(loop))
                parents.append(loop)
        results.set(0, parents)
        return None


def _fold_bound(rw: Any, v: Any) -> None:
    """Fold the ``affine.apply`` defining ``v`` to a constant where its operands are
    constants (MLIR creates the peeled bound with ``createOrFold``)."""
    from ..passes.transforms.canonicalize import dialect_folding

    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation) or owner.name != "affine.apply":
        return
    folders, _ = dialect_folding("affine")
    _, mat = dialect_folding("arith")
    folder = folders.get("affine.apply")
    if folder is None or mat is None:
        return
    consts = []
    for o in owner.op_operands:
        d = getattr(o.value, "owner", None)
        ok = isinstance(d, Operation) and d.name == "arith.constant"
        consts.append(d.properties.get("value") if ok else None)
    if any(c is None for c in consts):
        return
    res = folder(owner, consts)
    if isinstance(res, list):
        res = res[0] if len(res) == 1 else None
    if res is None or res is True or hasattr(res, "first_use"):
        return
    c = mat(res, v.type, owner.loc)
    if c is None:
        return
    rw.set_insertion_point(owner)
    rw.insert(c)
    rw.replace_op(owner, [c.results[0]])


class Peel(ApplyEach):
    """``transform.loop.peel``: the last (``peel_front``: first) iteration of each
    ``scf.for`` peeled off (scf-for-loop-peeling's functions); results: the main loop and
    the peeled one."""

    __slots__ = ()
    CONSUMES = (0,)

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        from ..passes.transforms.scf_for_loop_peeling import (
            peel_for_loop,
            peel_for_loop_first_iteration,
        )

        op = self.op
        if target.name != "scf.for":
            return silenceable(op, "expected scf.for").attach_note("target op", target)
        if op.properties["peel_front"].value:
            peeled = peel_for_loop_first_iteration(rewriter, target)
            if peeled is None:
                return silenceable(op, "failed to peel the first iteration")
            _fold_bound(rewriter, target.operands[0])
            return [target, peeled]
        peeled = peel_for_loop(rewriter, target)
        if peeled is None:
            return silenceable(op, "failed to peel the last iteration")
        _fold_bound(rewriter, target.operands[1])
        return [target, peeled]


def promote_if_one_iteration(rw: Any, loop: Operation) -> bool:
    """Replace ``scf.for`` ``loop`` by its body when it runs exactly once (constant bounds
    and step, MLIR's ``ForOp::promoteIfSingleIteration``): the induction variable reads
    the lower bound, the iteration arguments the inits, the results what the body yields."""
    from .scf_canon import _const, _const_diff, _sint

    if loop.name != "scf.for":
        return False
    lb, ub, step = (o.value for o in loop.op_operands[:3])
    diff = _const_diff(lb, ub)
    s = _sint(_const(step))
    if diff is None or s is None or diff <= 0 or s < diff:
        return False
    body = loop.regions[0].blocks[0]
    term = body.last
    yielded = list(term.operands)
    inits = [o.value for o in loop.op_operands[3:]]
    term.erase()
    rw.inline_block_before(body, loop, [lb, *inits])
    rw.replace_op(loop, yielded)
    return True


class PromoteIfOneIteration(ApplyEach):
    """``transform.loop.promote_if_one_iteration``: each loop that runs once becomes its
    body; others are left alone."""

    __slots__ = ()
    CONSUMES = (0,)

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        if target.interface(LoopLikeOpInterface) is None:
            return silenceable(self.op, "expected a loop").attach_note("target op", target)
        promote_if_one_iteration(rewriter, target)
        return []


def _single_forall(op: Operation, state: TransformState) -> Any:
    payload = state.payload_ops(op.operands[0])
    if len(payload) != 1:
        return silenceable(op, "expected a single payload op")
    target = payload[0]
    if target.name != "scf.forall":
        return silenceable(op, "expected the payload to be scf.forall").attach_note(
            "payload op", target
        )
    return target


class ForallToFor(TransformOpInterface):
    """``transform.loop.forall_to_for``: the single ``scf.forall`` becomes a nest of
    ``scf.for`` loops (scf-forall-to-for's ``forall_to_for_loop``), one result per loop."""

    __slots__ = ()

    def consumed_operands(self) -> tuple[int, ...]:
        return (0,)

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        from ..passes.transforms.scf_forall_to_for import forall_to_for_loop

        op = self.op
        target = _single_forall(op, state)
        if not isinstance(target, Operation):
            return target
        n = len(target.properties["staticUpperBound"].values)
        if len(op.results) != n:
            return silenceable(
                op,
                f"'{op.name}' op expects as many results ({len(op.results)}) as payload "
                f"has induction variables ({n})",
            ).attach_note("payload op", target)
        if target.results:
            return silenceable(op, "unsupported shared outputs (didn't bufferize?)").attach_note(
                "payload op", target
            )
        loops = forall_to_for_loop(target)
        for i, lp in enumerate(loops):
            results.set(i, [lp])
        return None


class ForallToParallel(TransformOpInterface):
    """``transform.loop.forall_to_parallel``: the single ``scf.forall`` becomes an
    ``scf.parallel`` (scf-forall-to-parallel's ``forall_to_parallel_loop``)."""

    __slots__ = ()

    def consumed_operands(self) -> tuple[int, ...]:
        return (0,)

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        from ..passes.transforms.scf_forall_to_parallel import forall_to_parallel_loop

        op = self.op
        target = _single_forall(op, state)
        if not isinstance(target, Operation):
            return target
        if len(op.results) != 1:
            return silenceable(
                op, f"'{op.name}' op expects a single result replacing the payload op"
            ).attach_note("payload op", target)
        if target.results:
            return silenceable(op, "unsupported shared outputs (didn't bufferize?)").attach_note(
                "payload op", target
            )
        results.set(0, [forall_to_parallel_loop(target)])
        return None


class TakeAssumedBranch(ApplyEach):
    """``transform.scf.take_assumed_branch``: each ``scf.if`` is replaced by its then (or,
    with ``take_else_branch``, else) block; handles to the ops inside stay valid."""

    __slots__ = ()

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        op = self.op
        if target.name != "scf.if":
            return definite(op, "requires an scf.if op")
        take_else = "take_else_branch" in op.properties
        region = target.regions[1 if take_else else 0]
        if len(region.blocks) != 1:
            which = "`else`" if take_else else "`then`"
            return definite(op, f"requires an scf.if op with a single-block {which} region")
        block = region.blocks[0]
        term = block.last
        values = list(term.operands)
        term.erase()
        rewriter.inline_block_before(block, target, [])
        rewriter.replace_op(target, values)
        return []


def _captured(region: Any) -> list:
    """The values used in ``region`` and defined above it, in order of first use."""
    seen: dict[int, Any] = {}
    for b in region.blocks:
        for o in b.ops:
            for nested in o.walk(post_order=False):
                for v in nested.operands:
                    if id(v) not in seen and not _defined_in(v, region):
                        seen[id(v)] = v
    return list(seen.values())


def _defined_in(v: Any, region: Any) -> bool:
    b = v.parent_block
    while b is not None:
        r = b.parent
        if r is region:
            return True
        owner = r.parent if r is not None else None
        b = owner.parent if owner is not None else None
    return False


def _unique_name(table_op: Operation, name: str) -> str:
    names = set()
    for b in table_op.regions[0].blocks:
        for o in b.ops:
            s = o.properties.get("sym_name") or (o.attributes or {}).get("sym_name")
            if s is not None:
                names.add(s.value)
    if name not in names:
        return name
    i = 0
    while f"{name}_{i}" in names:
        i += 1
    return f"{name}_{i}"


def outline_loop(rw: Any, target: Operation, func_name: str) -> tuple[Operation, Operation]:
    """MLIR's ``wrapInExecuteRegion`` + ``outlineSingleBlockRegion``: ``target`` (one region)
    moves into a new ``func.func`` (before the function holding it, its name made unique)
    taking the values it uses from above, and is replaced by an ``scf.execute_region``
    calling it. Returns ``(function, call)``."""
    from ..ir.attributes import SymbolRefAttr
    from ..ir.builder import Builder
    from ..ir.core import Block

    loc = target.loc
    fn_parent = target.parent_op
    while fn_parent is not None and fn_parent.name != "func.func":
        fn_parent = fn_parent.parent_op
    types = [r.type for r in target.results]
    with Builder.before(target, loc=loc) as b:
        exec_op = b.create("scf.execute_region", [], types, regions=1)
    body = exec_op.regions[0].add_block(Block())
    target.detach()
    body.append(target)
    with Builder.at_end(body, loc=loc) as b:
        b.create("scf.yield", list(target.results))
    for old, new in zip(target.results, exec_op.results):
        old.replace_uses_if(new, lambda u: u.owner is not body.last)
    captured = _captured(exec_op.regions[0])
    table = fn_parent.parent_op if fn_parent is not None else None
    name = _unique_name(table, func_name) if table is not None else func_name
    with Builder.before(fn_parent, loc=loc) as b:
        func = b.func(name, [v.type for v in captured], types)
    entry = func.regions[0].blocks[0]
    mapping = dict(zip(captured, entry.args))
    for old, new in mapping.items():
        old.replace_uses_if(new, lambda u: exec_op.regions[0].is_ancestor_of(u.owner))
    term = body.last
    with Builder.before(term, loc=loc) as b:
        b.create("func.return", list(term.operands))
    term.erase()
    entry_ops = list(body.ops)
    for o in entry_ops:
        o.detach()
        entry.append(o)
    with Builder.at_end(body, loc=loc) as b:
        call = b.create(
            "func.call", captured, types, {"callee": SymbolRefAttr.get(name)}
        )
        b.create("scf.yield", list(call.results))
    return func, call


class Outline(TransformOpInterface):
    """``transform.loop.outline``: each target loop becomes a call of a new function
    (``outline_loop``); results: the functions and the calls."""

    __slots__ = ()

    def consumed_operands(self) -> tuple[int, ...]:
        return (0,)

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        name = op.properties["func_name"].value
        funcs: list[Operation] = []
        calls: list[Operation] = []
        for target in state.payload_ops(op.operands[0]):
            if len(target.regions) != 1:
                return silenceable(op, "failed to outline").attach_note("target op", target)
            f, c = outline_loop(rewriter, target, name)
            funcs.append(f)
            calls.append(c)
        results.set(0, funcs)
        results.set(1, calls)
        return None
