"""The SCF transform ops' ``apply`` (MLIR 19's ``SCFTransformOps.cpp``), the native
implementations ``rules/transform_loop.rules`` names, on the loop passes' functions
(they live among the passes because they use them; ``rules/`` helpers do not).

Each op follows ``irlite.rules.transform``'s contract: a failure that leaves the payload
intact is silenceable (an error at the transform op, a ``target op``/``payload op`` note at
the payload), one after the payload changed is definite. Pass modules are imported inside
the functions (the transform dialect's ops load before them).

What it does not do: unroll or unroll-and-jam an ``affine.for`` whose trip count depends
on values that are not constants, or pipeline loops with non-constant bounds (predicated
kernels).
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation
from ...ir.interfaces import LoopLikeOpInterface, TransformOpInterface
from ...rules.transform import ApplyEach, TransformResults, TransformState, definite, silenceable

__all__ = [
    "ForallToFor",
    "Outline",
    "ForallToParallel",
    "Peel",
    "Pipeline",
    "PromoteIfOneIteration",
    "TakeAssumedBranch",
    "Unroll",
    "UnrollAndJam",
    "affine_constant_trip_count",
    "coalesce_affine_loops",
    "coalesce_loops",
    "coalesce_perfectly_nested_affine_loops",
    "coalesce_perfectly_nested_for_loops",
    "affine_promote_if_single_iteration",
    "constant_trip_count",
    "outline_loop",
    "pipeline_for_loop",
    "pipeline_schedule",
    "promote_if_one_iteration",
    "unroll_affine_for_by_factor",
    "unroll_and_jam_affine_for",
    "unroll_and_jam_for",
    "unroll_for_by_factor",
]


def _fold_bound(rw: Any, v: Any) -> None:
    """Fold the ``affine.apply`` defining ``v`` to a constant where its operands are
    constants (MLIR creates the peeled bound with ``createOrFold``)."""
    from .canonicalize import dialect_folding

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
        from .scf_for_loop_peeling import (
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
    from ...rules.scf_canon import _const, _const_diff, _sint

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
        from .scf_forall_to_for import forall_to_for_loop

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
        from .scf_forall_to_parallel import forall_to_parallel_loop

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
    """``name``, or ``name_N`` with the first N free in ``table_op`` (MLIR's
    ``SymbolTable::insert`` renaming)."""
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


def wrap_in_execute_region(rw: Any, target: Operation) -> Operation | None:
    """MLIR's ``wrapInExecuteRegion``: ``target`` (an op with one region) moved into an
    ``scf.execute_region`` that yields its results, which replace them; None for an op
    with another number of regions."""
    from ...ir.builder import Builder
    from ...ir.core import Block

    if len(target.regions) != 1:
        return None
    loc = target.loc
    with Builder.before(target, loc=loc) as b:
        exec_op = b.create("scf.execute_region", [], [r.type for r in target.results], regions=1)
    body = exec_op.regions[0].add_block(Block())
    target.detach()
    body.append(target)
    with Builder.at_end(body, loc=loc) as b:
        y = b.create("scf.yield", list(target.results))
    for old, new in zip(target.results, exec_op.results):
        old.replace_uses_if(new, lambda u, y=y: u.owner is not y)
    return exec_op


def outline_loop(rw: Any, target: Operation, func_name: str) -> tuple[Operation, Operation] | None:
    """``transform.loop.outline`` of one loop: wrapped in an ``scf.execute_region`` whose
    body becomes a new function (``region_outlining.outline_single_block_region``), named
    ``func_name`` or, when taken, ``func_name_N``. Returns ``(function, call)``, or None
    when ``target`` has not exactly one region."""
    from .region_outlining import outline_single_block_region

    table = target.parent_op
    while table is not None and "SymbolTable" not in type(table).traits:
        table = table.parent_op
    exec_op = wrap_in_execute_region(rw, target)
    if exec_op is None:
        return None
    name = _unique_name(table, func_name) if table is not None else func_name
    func = outline_single_block_region(exec_op.regions[0], name, target.loc, rw)
    if func is None:
        return None
    call = exec_op.regions[0].blocks[0].first
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
            got = outline_loop(rewriter, target, name) if len(target.regions) == 1 else None
            if got is None:
                return silenceable(op, "failed to outline").attach_note("target op", target)
            f, c = got
            funcs.append(f)
            calls.append(c)
        results.set(0, funcs)
        results.set(1, calls)
        return None


# ------------------------------------------------------------------ unrolling


def _index_const(rw: Any, value: int, type_: Any, loc: Any) -> Any:
    from ...ir.attributes import IntegerAttr

    return rw.create(
        "arith.constant", [], [type_], {"value": IntegerAttr.get(type_, value)}, loc=loc
    ).results[0]


def _int_const(v: Any) -> int | None:
    from ...rules.scf_canon import _const, _sint

    return _sint(_const(v))


def constant_trip_count(loop: Operation) -> int | None:
    """The trip count of ``scf.for`` ``loop`` when its bounds and step are constants."""
    lb, ub, step = (_int_const(o.value) for o in loop.op_operands[:3])
    if lb is None or ub is None or step is None or step <= 0:
        return None
    return max(0, -((lb - ub) // step))


def _generate_unrolled_loop(rw: Any, loop: Operation, factor: int, remap_iv: Any) -> None:
    """MLIR's ``generateUnrolledLoop``: ``factor - 1`` more copies of ``loop``'s body before
    its terminator, copy ``i`` reading ``remap_iv(i)`` for the induction variable and the
    previous copy's yielded values for the iteration arguments."""
    body = loop.regions[0].blocks[0]
    term = body.last
    iv = body.args[0]
    iter_args = list(body.args[1:])
    yielded = list(term.operands)
    original = [o for o in body.ops if o is not term]
    last = list(yielded)
    for i in range(1, factor):
        mapping: dict = dict(zip(iter_args, last))
        rw.set_insertion_point(term)
        if iv.has_uses():
            mapping[iv] = remap_iv(i)
        for o in original:
            c = o.clone(mapping)
            rw.set_insertion_point(term)
            rw.insert(c)
        for k, v in enumerate(yielded):
            d = getattr(v, "owner", None)
            if isinstance(d, Operation) and d.parent is body:
                last[k] = mapping.get(v, v)
    term.set_operands(last)


def unroll_for_by_factor(rw: Any, loop: Operation, factor: int) -> bool:
    """MLIR 19's scf ``loopUnrollByFactor``: the loop steps ``factor`` times further with
    ``factor`` copies of its body, and an epilogue loop (promoted when it runs once) takes
    the remaining iterations. With constant bounds the new bound and step are constants
    (no epilogue when the factor divides the trip count); otherwise they are computed
    (``ceilDivPositive`` of the trip count, its remainder by the factor). False (nothing
    changed) for a constant step that is not positive."""
    from ...ir.attributes import IntegerAttr

    body = loop.regions[0].blocks[0]
    if body.first is body.last:
        return True
    lb, ub, step = (o.value for o in loop.op_operands[:3])
    lbc, ubc, stc = _int_const(lb), _int_const(ub), _int_const(step)
    if stc is not None and stc <= 0:
        return False
    loc = loop.loc
    rw.set_insertion_point(loop)
    if lbc is not None and ubc is not None and stc is not None:
        trip = max(0, -((lbc - ubc) // stc))
        if factor == 1:
            if trip == 1:
                promote_if_one_iteration(rw, loop)
            return True
        even = trip - trip % factor
        ub_unrolled_c = lbc + even * stc
        step_unrolled_c = stc * factor
        epilogue = ub_unrolled_c < ubc
        ub_unrolled = _index_const(rw, ub_unrolled_c, ub.type, loc) if epilogue else ub
        step_unrolled = (
            step if stc == step_unrolled_c else _index_const(rw, step_unrolled_c, step.type, loc)
        )
    else:
        t = lb.type

        def arith(name: str, a: Any, b: Any) -> Any:
            return rw.create(name, [a, b], [t], loc=loc).results[0]

        diff = arith("arith.subi", ub, lb)
        one = _index_const(rw, 1, t, loc)
        trip_v = arith(
            "arith.divui", arith("arith.addi", diff, arith("arith.subi", step, one)), step
        )
        fac = _index_const(rw, factor, t, loc)
        rem = arith("arith.remsi", trip_v, fac)
        even_v = arith("arith.subi", trip_v, rem)
        ub_unrolled = arith("arith.addi", lb, arith("arith.muli", even_v, step))
        step_unrolled = arith("arith.muli", step, fac)
        epilogue = True
    if epilogue:
        ep = loop.clone({})
        rw.set_insertion_point_after(loop)
        rw.insert(ep)
        ep.set_operand(0, ub_unrolled)
        for old, new in zip(loop.results, ep.results):
            old.replace_uses_if(new, lambda u, ep=ep: u.owner is not ep)
        for k, r in enumerate(loop.results):
            ep.set_operand(3 + k, r)
        promote_if_one_iteration(rw, ep)
    loop.set_operand(1, ub_unrolled)
    loop.set_operand(2, step_unrolled)
    iv = body.args[0]

    def remap(i: int) -> Any:
        c = rw.create(
            "arith.constant", [], [iv.type], {"value": IntegerAttr.get(iv.type, i)}, loc=loc
        ).results[0]
        stride = rw.create("arith.muli", [step, c], [iv.type], loc=loc).results[0]
        return rw.create("arith.addi", [iv, stride], [iv.type], loc=loc).results[0]

    _generate_unrolled_loop(rw, loop, factor, remap)
    promote_if_one_iteration(rw, loop)
    return True


class Unroll(ApplyEach):
    """``transform.loop.unroll``: each ``scf.for`` (``unroll_for_by_factor``) or
    ``affine.for`` (``unroll_affine_for_by_factor``) unrolled by ``factor``."""

    __slots__ = ()
    CONSUMES = (0,)

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        op = self.op
        factor = op.properties["factor"].value
        if target.name == "scf.for":
            done = unroll_for_by_factor(rewriter, target, factor)
        elif target.name == "affine.for":
            done = unroll_affine_for_by_factor(rewriter, target, factor)
        else:
            return silenceable(op, "failed to unroll, incorrect type of payload")
        if not done:
            return silenceable(op, "failed to unroll")
        return []


def _jam_sub_blocks(block: Any, out: list) -> None:
    """MLIR's ``JamBlockGatherer`` for ``scf.for`` (``_jam_sub_blocks_of``)."""
    _jam_sub_blocks_of(block, out, "scf.for")


def _jam_sub_blocks_of(block: Any, out: list, loop_name: str) -> None:
    """MLIR's ``JamBlockGatherer``: the runs of ops of ``block`` (less its terminator) that
    are not ``loop_name`` loops, and, recursively, those of the loops between them."""
    ops = [o for o in block.ops if o is not block.last]
    i = 0
    while i < len(ops):
        start = i
        while i < len(ops) and ops[i].name != loop_name:
            i += 1
        if i > start:
            out.append(ops[start:i])
        while i < len(ops) and ops[i].name == loop_name:
            for r in ops[i].regions:
                for b in r.blocks:
                    _jam_sub_blocks_of(b, out, loop_name)
            i += 1


def _with_more_inits(rw: Any, loop: Operation, inits: list, yields: list) -> Operation:
    """``loop`` rebuilt with ``inits`` appended to its iteration arguments (and ``yields``
    to its yield); the old loop's results read the new one's first results."""
    from ...ir.builder import Builder

    body = loop.regions[0].blocks[0]
    with Builder.before(loop, loc=loop.loc) as b:
        new = b.create(
            "scf.for",
            [o.value for o in loop.op_operands] + list(inits),
            [r.type for r in loop.results] + [v.type for v in inits],
            dict(loop.properties) if loop.properties else None,
            dict(loop.attributes) if loop.attributes else None,
            regions=1,
        )
    new.regions[0].take_body(loop.regions[0])
    for v in inits:
        body.add_argument(v.type, loop.loc)
    term = body.last
    term.set_operands(list(term.operands) + list(yields))
    for old, nr in zip(loop.results, new.results):
        old.replace_all_uses_with(nr)
    loop.erase()
    return new


def _defined_outside(v: Any, loop: Operation) -> bool:
    return not _defined_in(v, loop.regions[0])


def unroll_and_jam_for(rw: Any, loop: Operation, factor: int) -> Operation | None:
    """MLIR 19's scf ``loopUnrollJamByFactor``: ``factor`` copies of each run of non-loop
    ops of ``loop``'s body (inner loops included, their iteration arguments duplicated)
    jammed one after the other, the step scaled by ``factor``. Requires inner loop bounds
    invariant in ``loop``, no results, and a constant trip count that ``factor`` divides
    (a larger ``factor`` is cut to the trip count). Returns the (possibly rebuilt) loop, or
    None when it does not apply."""
    from ...ir.attributes import IntegerAttr

    if factor == 1:
        return loop
    for inner in loop.walk():
        if inner.name == "scf.for" and not all(
            _defined_outside(o.value, loop) for o in inner.op_operands[:3]
        ):
            return None
    if loop.results:
        return None
    trip = constant_trip_count(loop)
    if trip is None:
        return None
    if factor > trip:
        factor = trip
    elif trip % factor != 0:
        return None
    body = loop.regions[0].blocks[0]
    if body.first is body.last:
        return loop
    subs: list = []
    _jam_sub_blocks(body, subs)
    inner_loops = [o for o in loop.walk() if o.name == "scf.for"]
    maps: list[dict] = [{} for _ in range(factor - 1)]
    new_loops: list[Operation] = []
    for old in inner_loops:
        ob = old.regions[0].blocks[0]
        inits = [o.value for o in old.op_operands[3:]]
        n = len(inits)
        yields = list(ob.last.operands)
        if n:
            new = _with_more_inits(rw, old, inits * (factor - 1), yields * (factor - 1))
        else:
            new = old
        new_loops.append(new)
        if old is loop:
            loop = new
        nb = new.regions[0].blocks[0]
        args = list(nb.args[1:])
        res = list(new.results)
        for i in range(factor - 1, 0, -1):
            for j in range(n):
                maps[i - 1][args[j]] = args[i * n + j]
                maps[i - 1][res[j]] = res[i * n + j]
    rw.set_insertion_point(loop)
    step = loop.operands[2]
    stc = _int_const(step)
    loc = loop.loc
    # MLIR's createOrFold(muli(step, factor)): the factor constant stays, the product folds
    fac = _index_const(rw, factor, step.type, loc)
    if stc is not None:
        new_step = _index_const(rw, stc * factor, step.type, loc)
    else:
        new_step = rw.create("arith.muli", [step, fac], [step.type], loc=loc).results[0]
    loop.set_operand(2, new_step)
    iv = loop.regions[0].blocks[0].args[0]
    for i in range(factor - 1, 0, -1):
        for sub in subs:
            last = sub[-1]
            anchor, blk = last.next, last.parent

            def at(anchor: Any = anchor, blk: Any = blk) -> None:
                if anchor is None:
                    rw.set_insertion_point_to_end(blk)
                else:
                    rw.set_insertion_point(anchor)

            if iv.has_uses():
                at()
                tag = rw.create(
                    "arith.constant",
                    [],
                    [iv.type],
                    {"value": IntegerAttr.get(iv.type, stc * i)},
                    loc=loc,
                ).results[0]
                maps[i - 1][iv] = rw.create("arith.addi", [iv, tag], [iv.type], loc=loc).results[0]
            for o in sub:
                c = o.clone(maps[i - 1])
                at()
                rw.insert(c)
        for new in new_loops:
            nb = new.regions[0].blocks[0]
            n = (len(nb.args) - 1) // factor
            y = nb.last
            for j in range(n):
                new.set_operand(
                    3 + i * n + j, maps[i - 1].get(new.operands[3 + j], new.operands[3 + j])
                )
                y.set_operand(i * n + j, maps[i - 1].get(y.operands[j], y.operands[j]))
    promote_if_one_iteration(rw, loop)
    return loop


class UnrollAndJam(ApplyEach):
    """``transform.loop.unroll_and_jam``: each ``scf.for`` unrolled by ``factor`` and its
    copies jammed (``unroll_and_jam_for``)."""

    __slots__ = ()
    CONSUMES = (0,)

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        op = self.op
        factor = op.properties["factor"].value
        if target.name == "scf.for":
            done = unroll_and_jam_for(rewriter, target, factor)
        elif target.name == "affine.for":
            done = unroll_and_jam_affine_for(rewriter, target, factor)
        else:
            return silenceable(op, "failed to unroll and jam, incorrect type of payload")
        if done is None:
            return silenceable(op, "failed to unroll and jam")
        return []


# ------------------------------------------------------------------ coalescing


def _create_or_fold(rw: Any, name: str, operands: list, loc: Any) -> Any:
    """MLIR's ``createOrFold`` of the arith op ``name``: the constant its folder gives, or
    the op's result."""
    from .canonicalize import dialect_folding
    from .linalg_utils import create_or_fold

    op = rw.create(name, operands, [operands[0].type], loc=loc)
    folders, mat = dialect_folding("arith")
    return create_or_fold(rw, op, folders, {"arith": mat})


def _const_value(rw: Any, v: Any, loc: Any) -> Any:
    """MLIR's ``getValueOrCreateConstantIntOp``: ``v`` is a value, or ``(int, type)``."""
    if isinstance(v, tuple):
        return _index_const(rw, v[0], v[1], loc)
    return v


def _normalized_bounds(rw: Any, loc: Any, lb: Any, ub: Any, step: Any) -> tuple:
    """MLIR's ``emitNormalizedLoopBounds``: ``(0, ceildiv(ub - lb, step), 1)``, as values or
    ``(int, type)`` constants still to create; the bounds themselves when already normal."""
    zero_based = _int_const(lb) == 0
    step_one = _int_const(step) == 1
    if zero_based and step_one:
        return lb, ub, step
    diff = ub if zero_based else _create_or_fold(rw, "arith.subi", [ub, lb], loc)
    new_ub = diff if step_one else _create_or_fold(rw, "arith.ceildivsi", [diff, step], loc)
    return (0, lb.type), new_ub, (1, lb.type)


def _replace_uses_except(v: Any, new: Any, keep: set) -> None:
    v.replace_uses_if(new, lambda u: id(u.owner) not in keep)


def coalesce_loops(rw: Any, loops: list) -> bool:
    """MLIR 19's ``coalesceLoops`` of a band of perfectly nested ``scf.for`` loops: each is
    normalized (0 to its trip count, step 1, the induction variable rebuilt in the
    innermost body), the outermost runs to the product of the trip counts, its induction
    variable delinearized (``remsi``/``divsi``; trip counts of 1 skipped), and the inner
    bodies are inlined into it."""
    if len(loops) < 2:
        return False
    outer, inner = loops[0], loops[-1]
    inner_body = inner.regions[0].blocks[0]
    for loop in loops:
        lb, ub, step = loop.operands[:3]
        loc = loop.loc
        rw.set_insertion_point(outer)
        nlb, nub, nstep = _normalized_bounds(rw, loc, lb, ub, step)
        loop.set_operand(0, _const_value(rw, nlb, loc))
        loop.set_operand(1, _const_value(rw, nub, loc))
        loop.set_operand(2, _const_value(rw, nstep, loc))
        # denormalizeInductionVariable
        rw.set_insertion_point_to_start(inner_body)
        iv = loop.regions[0].blocks[0].args[0]
        keep: set = set()
        value = iv
        if _int_const(step) != 1:
            value = rw.create("arith.muli", [iv, step], [iv.type], loc=loc).results[0]
            keep.add(id(value.owner))
        if _int_const(lb) != 0:
            value = rw.create("arith.addi", [value, lb], [iv.type], loc=loc).results[0]
            keep.add(id(value.owner))
        if value is not iv:
            _replace_uses_except(iv, value, keep)
    loc = outer.loc
    rw.set_insertion_point(outer)
    ubs = [lp.operands[1] for lp in loops]
    product = None
    for v in ubs:
        if _int_const(v) == 1:
            continue
        product = (
            v
            if product is None
            else rw.create("arith.muli", [product, v], [v.type], loc=loc).results[0]
        )
    if product is None:
        product = _index_const(rw, 1, ubs[0].type, loc)
    outer.set_operand(1, product)
    # delinearizeInductionVariable
    rw.set_insertion_point_to_start(inner_body)
    outer_iv = outer.regions[0].blocks[0].args[0]
    one = [_int_const(v) == 1 for v in ubs]
    ivs: list = [None] * len(ubs)
    keep = set()
    lead = 0
    for i, v in enumerate(ubs):
        if not one[i]:
            break
        ivs[i] = _index_const(rw, 0, v.type, loc)
        lead += 1
    previous = outer_iv
    n = len(ubs)
    for i in range(lead, n):
        idx = n - (i - lead) - 1
        if i != lead and not one[idx + 1]:
            previous = rw.create(
                "arith.divsi", [previous, ubs[idx + 1]], [previous.type], loc=loc
            ).results[0]
            keep.add(id(previous.owner))
        iv = previous
        if i != n - 1:
            if not one[idx]:
                iv = rw.create(
                    "arith.remsi", [previous, ubs[idx]], [previous.type], loc=loc
                ).results[0]
                keep.add(id(iv.owner))
            else:
                iv = _index_const(rw, 0, ubs[idx].type, loc)
        ivs[idx] = iv
    _replace_uses_except(outer_iv, ivs[0], keep)
    for i in range(n - 1, 0, -1):
        o, lp = loops[i - 1], loops[i]
        body = lp.regions[0].blocks[0]
        term = body.last
        yielded = list(term.operands)
        term.erase()
        ob = o.regions[0].blocks[0]
        rw.inline_block_before(body, ob.last, [ivs[i], *ob.args[1:]])
        rw.replace_op(lp, yielded)
    return True


def _perfectly_nested(root: Operation) -> list:
    loops = [root]
    while True:
        body = loops[-1].regions[0].blocks[0]
        first = body.first
        if first is None or first.next is not body.last or first.name != "scf.for":
            return loops
        loops.append(first)


def coalesce_perfectly_nested_for_loops(rw: Any, root: Operation) -> bool:
    """MLIR 19's ``coalescePerfectlyNestedSCFForLoops``: in the perfect nest under
    ``root``, each band of loops whose bounds are defined above its first loop and whose
    iteration arguments chain from loop to loop is coalesced, innermost bands first.
    Whether a band was."""
    loops = _perfectly_nested(root)
    n = len(loops)
    above = list(range(n))
    for i in range(n):
        for j in range(i):
            if all(_defined_outside(v, loops[j]) for v in loops[i].operands[:3]):
                above[i] = j
                break
    chain = [0] * n
    for i in range(1, n):
        chain[i] = i
        o, lp = loops[i - 1], loops[i]
        ob = o.regions[0].blocks[0]
        oargs = list(ob.args[1:])
        if len(oargs) != len(lp.operands) - 3:
            continue
        if any(a is not b for a, b in zip(oargs, lp.operands[3:])):
            continue
        if len(ob.last.operands) != len(lp.results) or any(
            a is not b for a, b in zip(ob.last.operands, lp.results)
        ):
            continue
        chain[i] = chain[i - 1]
    done = False
    end = n
    while end > 0:
        start = 0
        while start < end - 1:
            if max(above[start:end]) > start or chain[end - 1] > start:
                start += 1
                continue
            if coalesce_loops(rw, loops[start:end]):
                done = True
            break
        if start != end - 1:
            end = start + 1
        end -= 1
    return done


class Coalesce(ApplyEach):
    """``transform.loop.coalesce``: the perfectly nested ``scf.for`` loops under each
    target coalesced into one (``coalesce_perfectly_nested_for_loops``); the result is the
    target."""

    __slots__ = ()
    CONSUMES = (0,)

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        op = self.op
        if target.name == "scf.for":
            done = coalesce_perfectly_nested_for_loops(rewriter, target)
        elif target.name == "affine.for":
            done = coalesce_perfectly_nested_affine_loops(rewriter, target)
        else:
            done = False
        if not done:
            return silenceable(op, "failed to coalesce")
        return [target]


# ------------------------------------------------------------------ affine.for unrolling


def _affine_constant_bounds(loop: Operation) -> tuple[int, int] | None:
    """``(lower, upper)`` of ``affine.for`` ``loop`` when every bound operand is a constant
    (the max of the lower bound's results, the min of the upper bound's)."""
    from ...rules.affine import bounds, constant_index

    lbm, lbs, ubm, ubs, _ = bounds(loop)
    vals = []
    for vs in (lbs, ubs):
        cs = [constant_index(v) for v in vs]
        if any(c is None for c in cs):
            return None
        vals.append(cs)
    try:
        lo = max(lbm.evaluate(vals[0][: lbm.num_dims], vals[0][lbm.num_dims :]))
        hi = min(ubm.evaluate(vals[1][: ubm.num_dims], vals[1][ubm.num_dims :]))
    except ZeroDivisionError:
        return None
    return lo, hi


def affine_constant_trip_count(loop: Operation) -> int | None:
    """MLIR's ``getConstantTripCount`` of an ``affine.for`` whose bound operands are
    constants."""
    from ...rules.affine import step_of

    b = _affine_constant_bounds(loop)
    if b is None:
        return None
    lo, hi = b
    step = step_of(loop)
    return 0 if hi <= lo else (hi - lo + step - 1) // step


def _set_affine_bound(loop: Operation, lower: bool, value: int) -> None:
    from ...ir.affine import AffineMap
    from ...ir.attributes import DenseArrayAttr
    from ...ir.layout_attrs import AffineMapAttr
    from ...ir.types import IntegerType
    from ...rules.affine import bounds

    lbm, lbs, ubm, ubs, inits = bounds(loop)
    m = AffineMap.get_constant(value)
    if lower:
        lbm, lbs = m, []
    else:
        ubm, ubs = m, []
    loop.set_attr("lowerBoundMap", AffineMapAttr.get(lbm))
    loop.set_attr("upperBoundMap", AffineMapAttr.get(ubm))
    loop.set_attr(
        "operandSegmentSizes",
        DenseArrayAttr.get(IntegerType.get(32), [len(lbs), len(ubs), len(inits)]),
    )
    loop.set_operands(list(lbs) + list(ubs) + list(inits))


def affine_promote_if_single_iteration(rw: Any, loop: Operation) -> bool:
    """MLIR's affine ``promoteIfSingleIteration``: a loop that runs once becomes its body,
    the induction variable reading its lower bound (a constant at the start of the
    enclosing function when the bound is one)."""
    from ...ir.affine import AffineDimExpr
    from ...ir.builder import Builder
    from ...ir.layout_attrs import AffineMapAttr
    from ...rules.affine import bounds

    if affine_constant_trip_count(loop) != 1:
        return False
    lbm, lbs, _, _, inits = bounds(loop)
    body = loop.regions[0].blocks[0]
    iv = body.args[0]
    if iv.has_uses():
        if not lbs and len(lbm.results) == 1 and lbm.num_inputs == 0:
            fn = loop.parent_op
            while fn is not None and fn.name != "func.func":
                fn = fn.parent_op
            at = (
                Builder.at_start(fn.regions[0].blocks[0])
                if fn is not None
                else Builder.before(loop)
            )
            with at as b:
                c = _index_const(b, lbm.results[0].value, iv.type, loop.loc)
            iv.replace_all_uses_with(c)
        elif (
            len(lbm.results) == 1
            and lbm.num_dims == 1
            and lbm.num_symbols == 0
            and type(lbm.results[0]) is AffineDimExpr
        ):
            iv.replace_all_uses_with(lbs[0])
        else:
            with Builder.before(loop, loc=loop.loc) as b:
                a = b.create("affine.apply", list(lbs), [iv.type], {"map": AffineMapAttr.get(lbm)})
            iv.replace_all_uses_with(a.results[0])
    term = body.last
    yielded = list(term.operands)
    term.erase()
    rw.inline_block_before(body, loop, [iv, *inits])
    rw.replace_op(loop, yielded)
    return True


def _affine_cleanup_loop(rw: Any, loop: Operation, factor: int, trip: int) -> bool:
    """MLIR's ``generateCleanupLoopForUnroll`` for a constant trip count: a copy of
    ``loop`` after it runs the last ``trip % factor`` iterations (promoted when it runs
    once), ``loop`` stops before them. False when a bound has several results."""
    from ...rules.affine import bounds, step_of

    lbm, _, ubm, _, _ = bounds(loop)
    if len(lbm.results) != 1 or len(ubm.results) != 1:
        return False
    lo, _ = _affine_constant_bounds(loop)
    split = lo + (trip - trip % factor) * step_of(loop)
    cleanup = loop.clone({})
    rw.set_insertion_point_after(loop)
    rw.insert(cleanup)
    n_inits = len(loop.results)
    for old, new in zip(loop.results, cleanup.results):
        old.replace_uses_if(new, lambda u, c=cleanup: u.owner is not c)
    ops = list(cleanup.operands)
    ops[len(ops) - n_inits :] = list(loop.results)
    cleanup.set_operands(ops)
    _set_affine_bound(cleanup, True, split)
    affine_promote_if_single_iteration(rw, cleanup)
    _set_affine_bound(loop, False, split)
    return True


def unroll_affine_for_by_factor(rw: Any, loop: Operation, factor: int) -> bool:
    """MLIR's affine ``loopUnrollByFactor`` for a loop of constant trip count: the step
    scaled by ``factor``, ``factor`` copies of the body (copy ``i`` reading
    ``affine.apply (d0) -> (d0 + i * step)`` of the induction variable), a cleanup loop
    for the remaining iterations; loops that run once are promoted. False (unchanged) when
    the trip count is below ``factor``, not known here (bound operands that are not
    constants), or a cleanup loop would need a min/max bound."""
    from ...ir.affine import AffineMap, get_affine_dim_expr
    from ...ir.attributes import IntegerAttr
    from ...ir.layout_attrs import AffineMapAttr
    from ...rules.affine import step_of

    trip = affine_constant_trip_count(loop)
    if factor == 1:
        if trip == 1:
            affine_promote_if_single_iteration(rw, loop)
        return True
    body = loop.regions[0].blocks[0]
    if body.first is body.last:
        return True
    if trip is None or trip < factor:
        return False
    step = step_of(loop)
    if trip % factor != 0 and not _affine_cleanup_loop(rw, loop, factor, trip):
        return False
    loop.set_attr("step", IntegerAttr.get(loop.properties["step"].type, step * factor))
    iv = body.args[0]
    d0 = get_affine_dim_expr(0)

    def remap(i: int) -> Any:
        m = AffineMapAttr.get(AffineMap.get(1, 0, [d0 + i * step]))
        return rw.create("affine.apply", [iv], [iv.type], {"map": m}, loc=loop.loc).results[0]

    _generate_unrolled_loop(rw, loop, factor, remap)
    affine_promote_if_single_iteration(rw, loop)
    return True


# ------------------------------------------------------------------ affine.for coalescing


def _affine_apply(rw: Any, m: Any, operands: list, loc: Any) -> Any:
    from ...ir.layout_attrs import AffineMapAttr
    from ...ir.types import IndexType

    name = "affine.apply" if len(m.results) == 1 else "affine.min"
    return rw.create(
        name, list(operands), [IndexType.get()], {"map": AffineMapAttr.get(m)}, loc=loc
    ).results[0]


def coalesce_affine_loops(rw: Any, loops: list) -> bool:
    """MLIR's affine ``coalesceLoops`` of a band of normalized (lower bound 0, step 1)
    perfectly nested ``affine.for`` loops: the outermost runs to the product of the upper
    bounds (``affine.apply``/``affine.min`` of each), each induction variable is rebuilt
    with ``floordiv``/``mod`` of the outer one, and the innermost body moves into it."""
    from ...ir.affine import AffineMap, get_affine_dim_expr, get_affine_symbol_expr
    from ...ir.attributes import DenseArrayAttr
    from ...ir.layout_attrs import AffineMapAttr
    from ...ir.types import IntegerType
    from ...rules.affine import bounds, step_of

    if len(loops) < 2:
        return True
    for lp in loops:
        lbm, lbs, _, _, inits = bounds(lp)
        const_lb = not lbs and len(lbm.results) == 1 and lbm.num_inputs == 0
        if step_of(lp) != 1 or not const_lb or lbm.results[0].value != 0 or inits:
            return False
    outer, inner = loops[0], loops[-1]
    loc = outer.loc
    d0, s0 = get_affine_dim_expr(0), get_affine_symbol_expr(0)
    rw.set_insertion_point(outer)
    ubs = []
    prev = None
    for lp in loops:
        _, _, ubm, ub_ops, _ = bounds(lp)
        ub = _affine_apply(rw, ubm, ub_ops, loc)
        ubs.append(ub)
        if prev is None:
            prev = ub
        else:
            prev = _affine_apply(rw, AffineMap.get(1, 1, [d0 * s0]), [prev, ub], loc)
    outer.set_attr("upperBoundMap", AffineMapAttr.get(AffineMap.get(0, 1, [s0])))
    outer.set_attr("operandSegmentSizes", DenseArrayAttr.get(IntegerType.get(32), [0, 1, 0]))
    outer.set_operands([prev])
    outer_body = outer.regions[0].blocks[0]
    rw.set_insertion_point_to_start(outer_body)
    previous = outer_body.args[0]
    n = len(loops)
    inner_region = inner.regions[0]
    for idx in range(n, 0, -1):
        if idx != n:
            previous = _affine_apply(
                rw, AffineMap.get(1, 1, [d0.floordiv(s0)]), [previous, ubs[idx]], loc
            )
        if idx == 1:
            iv = previous
        else:
            iv = _affine_apply(rw, AffineMap.get(1, 1, [d0 % s0]), [previous, ubs[idx - 1]], loc)
        old = loops[idx - 1].regions[0].blocks[0].args[0]
        old.replace_uses_if(iv, lambda u: inner_region.is_ancestor_of(u.owner))
    second = loops[1]
    ib = inner.regions[0].blocks[0]
    ib.last.erase()
    for o in list(ib.ops):
        o.detach()
        second.parent.insert_before(second, o)
    rw.erase_op(second)
    return True


def _perfectly_nested_affine(root: Operation) -> list:
    loops = [root]
    while True:
        body = loops[-1].regions[0].blocks[0]
        first = body.first
        if first is None or first.next is not body.last or first.name != "affine.for":
            return loops
        loops.append(first)


def coalesce_perfectly_nested_affine_loops(rw: Any, root: Operation) -> bool:
    """MLIR's ``coalescePerfectlyNestedAffineLoops``: each band of the perfect nest under
    ``root`` whose operands are defined above its first loop is coalesced, innermost bands
    first. Whether one was (True for a nest of one loop)."""
    loops = _perfectly_nested_affine(root)
    n = len(loops)
    if n <= 1:
        return True
    above = list(range(n))
    for i in range(n):
        for j in range(i):
            if all(_defined_outside(v, loops[j]) for v in loops[i].operands):
                above[i] = j
                break
    done = False
    end = n
    while end > 0:
        start = 0
        while start < end - 1:
            if max(above[start:end]) > start:
                start += 1
                continue
            if coalesce_affine_loops(rw, loops[start:end]):
                done = True
            break
        if start != end - 1:
            end = start + 1
        end -= 1
    return done


# ------------------------------------------------------------------ software pipelining


def pipeline_schedule(loop: Operation, ii: int, read_latency: int) -> list:
    """``transform.loop.pipeline``'s schedule (MLIR's ``loopScheduling``): each op of the
    body starts at the earliest cycle its operands allow (``vector.transfer_read`` takes
    ``read_latency`` cycles, any other op one, at most ``trip count - 1`` with constant
    bounds); ops are ordered by cycle modulo ``ii`` (then body order), their stage is
    ``cycle // ii``. Returns ``[(op, stage)]``."""
    lb, ub = (_int_const(o.value) for o in loop.op_operands[:2])
    cycles: dict[int, int] = {}
    buckets: dict[int, list] = {}
    body = loop.regions[0].blocks[0]
    for op in body.ops:
        if op is body.last:
            break
        early = 0
        for v in op.operands:
            d = getattr(v, "owner", None)
            if not isinstance(d, Operation):
                continue  # a block argument
            lat = read_latency if d.name == "vector.transfer_read" else 1
            if lb is not None and ub is not None:
                lat = min((ub - lb - 1) % (1 << 32), lat)  # MLIR computes it unsigned
            early = max(early, cycles.get(id(d), 0) + lat)  # ops above the loop: cycle 0
        cycles[id(op)] = early
        buckets.setdefault(early % ii, []).append(op)
    return [(op, cycles[id(op)] // ii) for k in sorted(buckets) for op in buckets[k]]


def _uses_from_outside(op: Operation) -> list:
    """The values ``op`` (with its regions) uses that it does not define."""
    inside: set[int] = set()
    out: dict[int, Any] = {}
    for o in op.walk(post_order=False):
        for r in o.regions:
            for b in r.blocks:
                inside.update(id(a) for a in b.args)
        inside.update(id(r) for r in o.results)
    for o in op.walk(post_order=False):
        for v in o.operands:
            if id(v) not in inside:
                out.setdefault(id(v), v)
    return list(out.values())


def pipeline_for_loop(rw: Any, loop: Operation, schedule: list) -> Operation | None:
    """Software-pipeline ``scf.for`` ``loop`` (constant bounds) by ``schedule``
    (``[(op, stage)]``, every body op once), as MLIR's ``pipelineForLoop`` with a peeled
    epilogue: a prologue runs stages ``0..i`` of the first ``S`` iterations (``S``: the last
    stage), a kernel loop of ``N - S`` iterations runs every stage (stage ``s`` on the
    iteration ``S - s`` behind), values crossing stages travel in its iteration arguments,
    and an epilogue finishes the last ``S`` iterations. Returns the kernel loop, or None
    (unchanged) when the loop has non-constant bounds, fewer iterations than stages, an
    op without a stage, or loop-carried values not produced in the body at a stage that
    allows it."""
    from ...ir.builder import Builder

    lb, ub, step = loop.operands[:3]
    lbc, ubc, stc = _int_const(lb), _int_const(ub), _int_const(step)
    if lbc is None or ubc is None or stc is None or stc <= 0:
        return None
    n = max(0, -((lbc - ubc) // stc))
    body = loop.regions[0].blocks[0]
    ops = [o for o in body.ops if o is not body.last]
    stage = {id(o): s for o, s in schedule}
    if not schedule or any(id(o) not in stage for o in ops):
        return None
    order = [o for o, _ in schedule]
    top = max(stage.values())
    if n < top:
        return None
    iv = body.args[0]
    iter_args = list(body.args[1:])
    inits = list(loop.operands[3:])
    yields = list(body.last.operands)
    defs: dict[int, Operation] = {}
    for o in ops:
        for r in o.results:
            defs[id(r)] = o
    for y in yields:
        if id(y) not in defs:
            return None
    carried = {id(a): (yields[m], inits[m]) for m, a in enumerate(iter_args)}
    before_first = {id(yields[m]): inits[m] for m in reversed(range(len(yields)))}

    def source(v: Any) -> tuple[Any, int] | None:
        """(value defined by a body op, iteration shift) that ``v`` reads, or None."""
        shift = 0
        while id(v) in carried:
            v = carried[id(v)][0]
            shift += 1
        return (v, shift) if id(v) in defs else None

    # registers: value -> depth of the kernel iteration arguments that carry it
    depth: dict[int, int] = {}
    values: dict[int, Any] = {}
    for o in ops:
        for v in _uses_from_outside(o):
            src = source(v)
            if src is None:
                continue
            d, shift = src
            dist = stage[id(o)] - stage[id(defs[id(d)])] + shift
            if dist < 0 or (dist == 0 and shift):
                return None
            if dist:
                depth[id(d)] = max(depth.get(id(d), 0), dist)
                values[id(d)] = d
    for y in yields:  # the results leave the kernel through its iteration arguments
        if stage[id(defs[id(y)])] == 0:
            depth[id(y)] = max(depth.get(id(y), 0), 1)
            values[id(y)] = y
    loc = loop.loc
    val: dict[tuple[int, int], Any] = {}
    ivs: dict[int, Any] = {}

    def iv_at(t: int) -> Any:
        if t not in ivs:
            c = _index_const(rw, t, lb.type, loc)
            m = rw.create("arith.muli", [step, c], [lb.type], loc=loc).results[0]
            ivs[t] = rw.create("arith.addi", [lb, m], [lb.type], loc=loc).results[0]
        return ivs[t]

    def get(v: Any, t: int) -> Any:
        if v is iv:
            return iv_at(t)
        while id(v) in carried:
            y, init = carried[id(v)]
            if t == 0:
                return init
            v, t = y, t - 1
        if id(v) in defs:
            if t < 0:  # the value a yield of iteration -1 stands for: the iter_args init
                return before_first[id(v)]
            return val[(id(v), t)]
        return v

    def emit(o: Operation, t: int) -> None:
        mapping = {v: get(v, t) for v in _uses_from_outside(o)}
        c = o.clone(mapping)
        rw.insert(c)
        for r, nr in zip(o.results, c.results):
            val[(id(r), t)] = nr

    # 1. prologue
    rw.set_insertion_point(loop)
    for i in range(top):
        for o in order:
            s = stage[id(o)]
            if s <= i:
                emit(o, i - s)
    # 2. kernel: registers of depth D start with the values of iterations S - sd - 1 .. - D
    regs = [(values[k], dd) for k, dd in depth.items()]
    init_vals = []
    for v, dd in regs:
        sd = stage[id(defs[id(v)])]
        init_vals += [get(v, top - sd - j) for j in range(1, dd + 1)]
    new_ub = _index_const(rw, ubc - top * stc, ub.type, loc)
    with Builder.before(loop, loc=loc) as b:
        kernel = b.create(
            "scf.for",
            [lb, new_ub, step, *init_vals],
            [v.type for v in init_vals],
            regions=1,
            loc=loc,
        )
    from ...ir.core import Block

    kb = kernel.regions[0].add_block(Block([iv.type] + [v.type for v in init_vals], None))
    kiv = kb.args[0]
    reg_arg: dict[tuple[int, int], Any] = {}
    pos = 1
    for v, dd in regs:
        for j in range(1, dd + 1):
            reg_arg[(id(v), j)] = kb.args[pos]
            pos += 1
    cur: dict[int, Any] = {}
    with Builder.at_end(kb, loc=loc) as b:
        for o in order:
            s = stage[id(o)]
            mapping = {}
            for v in _uses_from_outside(o):
                if v is iv:
                    if s == top:
                        mapping[v] = kiv
                    else:
                        c = _index_const(b, top - s, iv.type, loc)
                        off = b.create("arith.muli", [step, c], [iv.type], loc=loc).results[0]
                        mapping[v] = b.create("arith.addi", [kiv, off], [iv.type], loc=loc).results[
                            0
                        ]
                    continue
                src = source(v)
                if src is None:
                    continue
                d, shift = src
                dist = s - stage[id(defs[id(d)])] + shift
                mapping[v] = cur[id(d)] if dist == 0 else reg_arg[(id(d), dist)]
            c = o.clone(mapping)
            b.insert(c)
            for r, nr in zip(o.results, c.results):
                cur[id(r)] = nr
        new_yield = []
        for v, dd in regs:
            new_yield.append(cur[id(v)])
            new_yield += [reg_arg[(id(v), j)] for j in range(1, dd)]
        b.create("scf.yield", new_yield, loc=loc)
    # registers after the kernel: depth j holds the value of iteration N - 1 - sd - (j - 1)
    pos = 0
    for v, dd in regs:
        sd = stage[id(defs[id(v)])]
        for j in range(1, dd + 1):
            val[(id(v), n - sd - j)] = kernel.results[pos]
            pos += 1
    # 3. epilogue
    rw.set_insertion_point_after(kernel)
    ivs.clear()
    for j in range(1, top + 1):
        for o in order:
            s = stage[id(o)]
            if s >= j:
                emit(o, n - 1 + j - s)
    results = [get(y, n - 1) for y in yields]
    rw.replace_op(loop, results)
    return kernel


class Pipeline(ApplyEach):
    """``transform.loop.pipeline``: each ``scf.for`` software-pipelined
    (``pipeline_for_loop``) by ``pipeline_schedule(iteration_interval, read_latency)``;
    the result is the kernel loop."""

    __slots__ = ()
    CONSUMES = (0,)

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        op = self.op
        props = op.properties
        sched = pipeline_schedule(
            target, props["iteration_interval"].value, props["read_latency"].value
        )
        kernel = pipeline_for_loop(rewriter, target, sched)
        if kernel is None:
            return silenceable(op, "failed to apply").attach_note("target op", target)
        return [kernel]


# ------------------------------------------------------------------ affine.for unroll-and-jam

_REDUCTION_KINDS = (
    "arith.addf",
    "arith.mulf",
    "arith.addi",
    "arith.muli",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxsi",
    "arith.minsi",
    "arith.maxui",
    "arith.minui",
)


def _affine_with_more_inits(loop: Operation, inits: list, yields: list) -> Operation:
    """``affine.for`` ``loop`` rebuilt with ``inits`` appended to its iteration arguments
    and ``yields`` to its yield (MLIR's ``replaceWithAdditionalYields``)."""
    from ...ir.attributes import DenseArrayAttr
    from ...ir.builder import Builder
    from ...ir.types import IntegerType
    from ...rules.affine import segments

    a, b, c = segments(loop)
    body = loop.regions[0].blocks[0]
    props = dict(loop.properties)
    props["operandSegmentSizes"] = DenseArrayAttr.get(IntegerType.get(32), [a, b, c + len(inits)])
    with Builder.before(loop, loc=loop.loc) as bld:
        new = bld.create(
            "affine.for",
            list(loop.operands) + list(inits),
            [r.type for r in loop.results] + [v.type for v in inits],
            props,
            dict(loop.attributes) if loop.attributes else None,
            regions=1,
            loc=loop.loc,
        )
    new.regions[0].take_body(loop.regions[0])
    for v in inits:
        body.add_argument(v.type, loop.loc)
    term = body.last
    term.set_operands(list(term.operands) + list(yields))
    for old, nr in zip(loop.results, new.results):
        old.replace_all_uses_with(nr)
    loop.erase()
    return new


def _affine_reductions(loop: Operation) -> list:
    """MLIR's ``getSupportedReductions``: ``(position, kind)`` of each iteration argument
    whose yielded value is one known arith op combining it with another value."""
    body = loop.regions[0].blocks[0]
    out = []
    for pos, arg in enumerate(body.args[1:]):
        y = body.last.operands[pos]
        d = getattr(y, "owner", None)
        if (
            isinstance(d, Operation)
            and d.name in _REDUCTION_KINDS
            and d.parent is body
            and any(v is arg for v in d.operands)
            and sum(1 for _ in arg.uses) == 1
        ):
            out.append((pos, d.name))
    return out


def unroll_and_jam_affine_for(rw: Any, loop: Operation, factor: int) -> Operation | None:
    """MLIR's affine ``loopUnrollJamByFactor`` for a constant trip count: as the scf one
    (``unroll_and_jam_for``), with a cleanup loop when ``factor`` does not divide the trip
    count and, for iteration arguments of ``loop`` that are reductions, the copies'
    results combined after it by the reduction's op. None when it does not apply."""
    from ...ir.affine import AffineMap, get_affine_dim_expr
    from ...ir.attributes import IntegerAttr
    from ...ir.layout_attrs import AffineMapAttr
    from ...rules.affine import step_of

    trip = affine_constant_trip_count(loop)
    if factor == 1:
        if trip == 1:
            affine_promote_if_single_iteration(rw, loop)
        return loop
    body = loop.regions[0].blocks[0]
    if body.first is body.last:
        return loop
    if trip is None or trip < factor:
        return None
    for inner in loop.walk():  # areInnerBoundsInvariant
        bound_operands = inner.operands[: len(inner.operands) - len(inner.results)]
        if (
            inner is not loop
            and inner.name == "affine.for"
            and not all(_defined_outside(v, loop) for v in bound_operands)
        ):
            return None
    subs: list = []
    _jam_sub_blocks_of(body, subs, "affine.for")
    with_args = [o for o in loop.walk() if o.name == "affine.for" and o.results]
    reductions = _affine_reductions(loop) if loop.results else []
    if trip % factor != 0 and not _affine_cleanup_loop(rw, loop, factor, trip):
        return None
    maps: list[dict] = [{} for _ in range(factor - 1)]
    new_loops: list[Operation] = []
    for old in with_args:
        ob = old.regions[0].blocks[0]
        n = len(old.results)
        inits = list(old.operands[len(old.operands) - n :])
        yields = list(ob.last.operands)
        new = _affine_with_more_inits(old, inits * (factor - 1), yields * (factor - 1))
        new_loops.append(new)
        if old is loop:
            loop = new
        nb = new.regions[0].blocks[0]
        args = list(nb.args[1:])
        res = list(new.results)
        for i in range(factor - 1, 0, -1):
            for j in range(n):
                maps[i - 1][args[j]] = args[i * n + j]
                maps[i - 1][res[j]] = res[i * n + j]
    step = step_of(loop)
    loop.set_attr("step", IntegerAttr.get(loop.properties["step"].type, step * factor))
    iv = loop.regions[0].blocks[0].args[0]
    d0 = get_affine_dim_expr(0)
    for i in range(factor - 1, 0, -1):
        for sub in subs:
            last = sub[-1]
            anchor, blk = last.next, last.parent
            if anchor is None:
                rw.set_insertion_point_to_end(blk)
            else:
                rw.set_insertion_point(anchor)
            if iv.has_uses():
                m = AffineMapAttr.get(AffineMap.get(1, 0, [d0 + i * step]))
                maps[i - 1][iv] = rw.create(
                    "affine.apply", [iv], [iv.type], {"map": m}, loc=loop.loc
                ).results[0]
            for o in sub:
                c = o.clone(maps[i - 1])
                if anchor is None:
                    rw.set_insertion_point_to_end(blk)
                else:
                    rw.set_insertion_point(anchor)
                rw.insert(c)
        for new in new_loops:
            nb = new.regions[0].blocks[0]
            n = (len(nb.args) - 1) // factor
            base = len(new.operands) - len(new.results)
            y = nb.last
            for j in range(n):
                v = new.operands[base + j]
                new.set_operand(base + i * n + j, maps[i - 1].get(v, v))
                w = y.operands[j]
                y.set_operand(i * n + j, maps[i - 1].get(w, w))
    if loop.results and reductions:
        n = len(loop.results) // factor
        rw.set_insertion_point_after(loop)
        for pos, kind in reductions:
            lhs = loop.results[pos]
            made: set[int] = set()
            for i in range(factor - 1, 0, -1):
                rhs = loop.results[i * n + pos]
                lhs = rw.create(kind, [lhs, rhs], [lhs.type], loc=loop.loc).results[0]
                made.add(id(lhs.owner))
            loop.results[pos].replace_uses_if(lhs, lambda u, made=made: id(u.owner) not in made)
    affine_promote_if_single_iteration(rw, loop)
    return loop
