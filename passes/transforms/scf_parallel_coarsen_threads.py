"""``scf-parallel-coarsen-threads``: each thread of a row kernel takes ``elements``
consecutive columns per step, so that its loads and stores become 128-bit ones
(``ld.global.v4``; irlite's own pass, for the GPU mapping).

A block's threads walk a row with consecutive threads on consecutive columns: thread
``t`` reads column ``t``, then ``t + T``, ... (``T`` threads). Each such load is 32 bits
and the next waits for the register it fills, so a thread has one load in flight, which
is not enough to keep HBM busy. This pass gives thread ``t`` the columns ``E*t .. E*t +
E - 1`` of each stretch of ``E*T`` (``E`` = ``elements``), its ``E`` accesses written one
after the other, and marks the buffers ``memref.assume_alignment .. 16`` at the start of
the block's body: LLVM then proves each group 16-byte aligned and merges it into one
vector access (NVPTX's ``ld.global.v4.b32``/``st.global.v4.b32``), ``E`` times the bytes
per instruction in flight. It rewrites, inside the nest that maps a row to a block
(``scf.parallel (%i)`` around ``scf.parallel (%t) = (0) to (T)``):

- a thread's reduction loop, ``scf.for %j = %lb + %t to %ub step T iter_args(...)``
  (``scf-parallel-block-reductions``), when ``%ub - %lb`` is a multiple of ``E*T``:
  ``scf.for %j = %lb + E*%t to %ub step E*T`` with the body ``E`` times, at ``%j + k``,
  the carried values threaded through the copies;
- a thread's tile loop, ``scf.for %J = %lb to %ub step T`` whose body reads column
  ``%t + %J`` (``scf-parallel-row-fusion``), when ``%ub - %lb`` is a multiple of
  ``E*T``: step ``E*T``, the body ``E`` times with ``%t`` as ``E*%t + k``;

and an elementwise tile nest, ``scf.parallel (%I, %J) step (1, T)`` around
``scf.parallel (%a, %b) = (0, 0) to (1, T)``, when its columns are a multiple of ``E*T``:
step ``E*T``, the inner body ``E`` times with ``%b`` as ``E*%b + k``.

The rewrite keeps the program's results whatever the alignment (only the order of a
thread's columns changes). The alignment it assumes, only for buffers in global memory
with an identity layout, 32-bit elements and a static last dimension that is a multiple
of ``E`` (and column bounds that are), holds when such a buffer starts 16-byte aligned:
``targets/cuda``'s launches copy an argument that does not into one that does.
Workgroup buffers are 16-byte aligned (``convert-gpu-to-nvvm``) without an assumption.

What it does not do: columns that are not the last index, bounds that are not constants,
partial stretches (those loops keep one column per thread), or alignment other than 16.
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
from ...ir.core import Operation, Value
from ...ir.types import MemRefType
from ..infra.pass_base import Option, Pass, Statistic, register_pass
from .scf_parallel_block_reductions import _int_value, _pure, is_sum_of

__all__ = ["ScfParallelCoarsenThreads", "coarsen_threads"]

_ACCESS = {"memref.load": 0, "memref.store": 1}


def _body(op: Operation) -> Any:
    return op.regions[0].blocks[0]


def _bounds(loop: Operation) -> tuple[list[Value], list[Value], list[Value]]:
    n = len(_body(loop).args)
    vals = [o.value for o in loop.op_operands]
    return vals[:n], vals[n : 2 * n], vals[2 * n : 3 * n]


def _column_accesses(root: Operation, col: Any) -> list[tuple[Operation, Value]] | None:
    """The loads and stores under ``root`` whose last index ``col(v)`` accepts, with their
    memrefs; None when one of them has a memref whose rows are not whole groups."""
    out = []
    for op in root.walk():
        at = _ACCESS.get(op.name)
        if at is None:
            continue
        vals = [o.value for o in op.op_operands]
        m, idx = vals[at], vals[at + 1 :]
        if not idx or not col(idx[-1]):
            continue
        out.append((op, m))
    return out


def _aligned_rows(m: Value, e: int) -> bool:
    """Whether ``m``'s rows start 16-byte aligned when its start is (global memory: the
    assumption this pass adds; workgroup memory is 16-byte aligned already)."""
    t = m.type
    if not isinstance(t, MemRefType) or t.layout is not None or not t.shape:
        return False
    last = t.shape[-1]
    width = getattr(t.element_type, "width", None)
    return last >= 0 and last % e == 0 and width == 32


def _global(m: Value) -> bool:
    return m.type.memory_space is None


def _plus(t: Value, k: int, e: int) -> Value:
    """``e * t + k``."""
    from ...dialects import arith

    it = t.type
    v = arith.muli(t, arith.constant(e, it))
    return arith.addi(v, arith.constant(k, it)) if k else v


class _Rewrite:
    __slots__ = ("aligned", "count", "e", "threads")

    def __init__(self, e: int, threads: int) -> None:
        self.e, self.threads = e, threads
        self.aligned: dict[int, list[Value]] = {}
        self.count = 0

    # ---------------------------------------------------------------- row nests

    def row_nest(self, outer: Operation, inner: Operation) -> None:
        t = _body(inner).args[0]
        memrefs: list[Value] = []
        for loop in [o for o in _body(inner).ops if o.name == "scf.for"]:
            got = self.reduction_loop(loop, t) or self.tile_loop(loop, t)
            if got:
                memrefs += got
        if memrefs:
            self.assume(outer, memrefs)

    def reduction_loop(self, loop: Operation, t: Value) -> list[Value] | None:
        e, n_t = self.e, self.threads
        lb, ub, step = (o.value for o in loop.op_operands[:3])
        if _int_value(step) != n_t:
            return None
        start = getattr(lb, "owner", None)
        if not isinstance(start, Operation) or start.name != "arith.addi":
            return None
        a, b = (o.value for o in start.op_operands)
        offs, base = _thread_term(b, t), a
        if offs is None:
            offs, base = _thread_term(a, t), b
        lb0, ub0 = _int_value(base), _int_value(ub)
        if offs is None or lb0 is None or ub0 is None or (ub0 - lb0) % (e * n_t) or lb0 % e:
            return None
        iv = _body(loop).args[0]
        acc = _column_accesses(loop, lambda v: v is iv)
        if not acc:
            return None
        from ...dialects import arith, scf

        with Builder.before(loop, loc=loop.loc):
            new_lb = arith.addi(base, _plus(t, 0, e))
            new_step = arith.constant(e * n_t, step.type)
            inits = [o.value for o in loop.op_operands[3:]]
            new = scf.for_(new_lb, ub, new_step, inits)
        self._unroll(loop, new, lambda k, j: j if k == 0 else _add(j, k))
        self.count += 1
        return [m for _op, m in acc]

    def tile_loop(self, loop: Operation, t: Value) -> list[Value] | None:
        e, n_t = self.e, self.threads
        lb, ub, step = (o.value for o in loop.op_operands[:3])
        if loop.results or _int_value(step) != n_t:
            return None
        lb0, ub0 = _int_value(lb), _int_value(ub)
        if lb0 is None or ub0 is None or (ub0 - lb0) % (e * n_t) or lb0 % e:
            return None
        iv = _body(loop).args[0]
        if not all(_column_of(u.owner, t, iv) for u in t.uses if loop.is_ancestor(u.owner)):
            return None
        acc = _column_accesses(loop, lambda v: is_sum_of(v, t, iv))
        if not acc:
            return None
        from ...dialects import arith, scf

        with Builder.before(loop, loc=loop.loc):
            new = scf.for_(lb, ub, arith.constant(e * n_t, step.type), [])
        self._unroll(loop, new, None, thread=t)
        self.count += 1
        return [m for _op, m in acc]

    def _unroll(
        self, loop: Operation, new: Operation, shift: Any, thread: Value | None = None
    ) -> None:
        from ...dialects import scf

        old, nb = _body(loop), _body(new)
        iv = old.args[0]
        ops = _ops(old)
        with Builder.at_end(nb, loc=loop.loc) as b:
            mappings = []
            for k in range(self.e):
                if thread is not None:
                    mappings.append({iv: nb.args[0], thread: _plus(thread, k, self.e)})
                else:
                    mappings.append({iv: shift(k, nb.args[0])})
            carried = list(nb.args[1:])

            def chain(k: int, m: dict) -> None:  # the carried values, from copy k - 1
                nonlocal carried
                for a, c in zip(old.args[1:], carried):
                    m[a] = c

            def after(k: int, m: dict) -> None:
                nonlocal carried
                carried = [m.get(o.value, o.value) for o in old.last.op_operands]

            _copies(b, ops, mappings, set(old.args[1:]), chain, after)
            scf.yield_(carried)
        for r, nr in zip(loop.results, new.results):
            r.replace_all_uses_with(nr)
        loop.erase()

    # ---------------------------------------------------------------- tile nests

    def tile_nest(self, outer: Operation, inner: Operation) -> None:
        e, n_t = self.e, self.threads
        lbs, ubs, steps = _bounds(outer)
        lb0, ub0 = _int_value(lbs[1]), _int_value(ubs[1])
        if lb0 is None or ub0 is None or (ub0 - lb0) % (e * n_t) or lb0 % e:
            return
        b_iv = _body(inner).args[1]
        J = _body(outer).args[1]
        acc = _column_accesses(inner, lambda v: is_sum_of(v, b_iv, J))
        if not acc:
            return
        if not all(_column_of(u.owner, b_iv, J) for u in b_iv.uses):
            return
        from ...dialects import arith

        with Builder.before(outer, loc=outer.loc):
            wide = arith.constant(e * n_t, steps[1].type)
        outer.set_operand(2 * 2 + 1, wide)  # the column step
        ib = _body(inner)
        ops = list(ib.ops)[:-1]
        with Builder.before(ib.last, loc=inner.loc) as b:
            mappings = [{b_iv: _plus(b_iv, k, e)} for k in range(e)]
            _copies(b, ops, mappings, set(), None, None)
        for op in reversed(ops):
            op.erase()
        self.count += 1
        self.assume(outer, [m for _op, m in acc])

    def assume(self, outer: Operation, memrefs: list[Value]) -> None:
        from ...dialects import memref

        done = self.aligned.setdefault(id(outer), [])
        with Builder.at_start(_body(outer), loc=outer.loc):
            for m in memrefs:
                if any(m is d for d in done) or not _global(m) or not _aligned_rows(m, self.e):
                    continue
                done.append(m)
                memref.assume_alignment(m, alignment=16)


def _ops(block: Any) -> list[Operation]:
    out = []
    op = block.first
    while op is not None and op is not block.last:
        out.append(op)
        op = op.next
    return out


def _copies(b: Any, ops: list, mappings: list, carried: set, chain: Any, after: Any) -> None:
    """The copies of ``ops``, one per mapping, op by op across the copies (the copies'
    loads side by side, where LLVM merges them into one vector load), except the ops that
    depend on a ``carried`` value, which go after, copy by copy (``chain`` maps a copy's
    carried values before its ops, ``after`` reads what it yields). The copies are
    iterations that may run in any order (a parallel loop's), or, with carried values,
    a loop's consecutive iterations that only load: the order of their loads is free."""
    dependent: set[int] = set()
    if carried:
        for op in ops:
            if any(o.value in carried for o in op.op_operands) or any(
                id(getattr(o.value, "owner", None)) in dependent for o in op.op_operands
            ):
                dependent.add(id(op))
            for inner in op.walk():  # values used in nested regions
                if inner is not op and any(o.value in carried for o in inner.op_operands):
                    dependent.add(id(op))
    if carried and any(o.name not in ("memref.load",) and not _pure(o) for o in ops):
        dependent = {id(o) for o in ops}  # something else touches memory: copy by copy
    for op in ops:
        if id(op) not in dependent:
            for m in mappings:
                b.insert(op.clone(m))
    for k, m in enumerate(mappings):
        if chain is not None:
            chain(k, m)
        for op in ops:
            if id(op) in dependent:
                b.insert(op.clone(m))
        if after is not None:
            after(k, m)


def _add(v: Value, k: int) -> Value:
    from ...dialects import arith

    return arith.addi(v, arith.constant(k, v.type))


def _thread_term(v: Value, t: Value) -> Value | None:
    """``t`` when ``v`` is ``t`` or ``t * 1``."""
    if v is t:
        return t
    owner = getattr(v, "owner", None)
    if isinstance(owner, Operation) and owner.name == "arith.muli":
        a, b = (o.value for o in owner.op_operands)
        if (a is t and _int_value(b) == 1) or (b is t and _int_value(a) == 1):
            return t
    return None


def _column_of(user: Operation, t: Value, iv: Value) -> bool:
    """``user`` of ``t`` computes the column ``t + iv`` (the thread's only other role would
    be as a thread id, which the copies must not change)."""
    return user.name == "arith.addi" and is_sum_of(user.results[0], t, iv)


def _row_nests(root: Operation, threads: int) -> list[tuple[str, Operation, Operation]]:
    out = []
    for op in root.walk():
        if op.name != "scf.parallel" or op.results or op.parent_op is None:
            continue
        if op.parent_op.name == "scf.parallel":
            continue
        inner = [o for o in _body(op).ops if o.name == "scf.parallel"]
        if len(inner) != 1:
            continue
        lbs, ubs, steps = _bounds(op)
        ilbs, iubs, isteps = _bounds(inner[0])
        if any(_int_value(s) != 1 for s in isteps) or any(_int_value(v) != 0 for v in ilbs):
            continue
        if len(lbs) == 1 and len(ilbs) == 1 and _int_value(iubs[0]) == threads:
            out.append(("row", op, inner[0]))
        elif (
            len(lbs) == 2
            and len(ilbs) == 2
            and _int_value(steps[0]) == 1
            and _int_value(steps[1]) == threads
            and _int_value(iubs[0]) == 1
            and _int_value(iubs[1]) == threads
        ):
            out.append(("tile", op, inner[0]))
    return out


def coarsen_threads(root: Operation, elements: int = 4, threads: int = 256) -> int:
    """Coarsen the row kernels under ``root`` (module docstring); returns how many loops
    and nests were rewritten."""
    if elements < 2:
        return 0
    rw = _Rewrite(elements, threads)
    for kind, outer, inner in _row_nests(root, threads):
        if kind == "row":
            rw.row_nest(outer, inner)
        else:
            rw.tile_nest(outer, inner)
    return rw.count


@register_pass(
    "scf-parallel-coarsen-threads",
    summary="Give each thread of a row kernel consecutive columns, for 128-bit accesses",
    options=(
        Option("elements", int, 4, "Consecutive columns per thread and step"),
        Option("block-size", int, 256, "Threads per block of the row nests"),
    ),
)
class ScfParallelCoarsenThreads(Pass):
    """Threads coarsened (module docstring)."""

    num_coarsened = Statistic("num-coarsened", "Number of loops and nests coarsened")

    def run_on_operation(self, op: Any) -> None:
        self.num_coarsened += coarsen_threads(op, self.elements, self.block_size)
