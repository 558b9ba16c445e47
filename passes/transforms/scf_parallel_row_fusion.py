"""``scf-parallel-row-fusion``: consecutive row kernels over the same rows become one
kernel with a block per row (irlite's own pass, for the GPU mapping; Inductor's
persistent reductions, Triton's fused softmax).

After ``scf-parallel-block-reductions`` a softmax is four nests, each its own kernel:
two row reductions (a block of ``T`` threads per row, ``gpu.all_reduce``) and two
elementwise nests tiled ``1 x T``, each writing its whole result to global memory for
the next to read back. This pass merges a run of such nests over the same rows into one:

    scf.parallel (%i) = (%lb) to (%ub) step (%c1) {          // a block per row
      scf.parallel (%t) = (%c0) to (%cT) step (%c1) {       // its T threads
        <the first reduction's body for row %i, thread %t>
        gpu.barrier
        scf.for %j = %jlb to %jub step %cT {                // an elementwise nest:
          <its tile body for row %i, column tile %j, lane %t>   // thread t, column j + t
        }
        gpu.barrier
        <the second reduction's body> ...
      }
    }

The nests it takes:

- a row reduction as ``scf-parallel-block-reductions`` leaves it: ``scf.parallel (%i)``
  with step 1 around one ``scf.parallel (%t) = (0) to (T) step (1)`` (and pure ops);
- an elementwise tile nest as ``scf-parallel-loop-tiling{parallel-loop-tile-sizes=1,T}``
  leaves it: ``scf.parallel (%I, %J)`` with steps ``1`` and ``T`` around one
  ``scf.parallel (%a, %b) = (0, 0) to (1, T) step (1, 1)`` (its body guards a partial
  last tile);

with the same row bounds, consecutive in their block but for allocations and pure ops
(moved before the first), at least one of them a reduction. A run is merged when every
access (``memref.load``/``store``) in it to memory that some nest of the run writes (or
that may alias it: ``promote-loop-accumulators``' rules) is at the row (its first index
is ``%i``, or ``%I`` plus the tile's zero offset ``%a``): block ``i`` then reads only what
block ``i`` wrote, and the barrier between two nests orders, within the block, what the
originals ordered by running one after the other. Every nest's body runs in full in
every thread (the reductions' stores are guarded by their own conditions, the barriers
stand outside any condition), so every thread reaches every barrier.

Short rows (``scf-parallel-block-reductions`` gives rows of at most 64 elements a
subgroup each: ``scf.parallel (%r) step (T / 32)`` around ``scf.parallel (%lane, %y) =
(0, 0) to (32, T / 32)``) merge the same way, with their tile nests: a block per group of
``T / 32`` rows, the tiles a loop over columns ``lane, lane + 32, ...`` of row ``%y + %r``
under ``scf.if`` that row is in range (a partial last group), the barriers outside it;
every access to written memory must then be at ``%y + %r``.

With ``shared-bytes=N`` (the GPU pipeline gives 32768), a buffer allocated before the
merged nest whose every use is a load or store at the row inside it (and its dealloc)
becomes one row per block in workgroup memory: a ``memref.alloca`` of
``#gpu.address_space<workgroup>`` at the start of the block's body, indexed without the
row, which ``gpu-promote-workgroup-allocas`` makes a workgroup attribution of the
outlined kernel; while the rows of a nest fit in ``N`` bytes. Softmax's ``exp(x - max)``
then never reaches global memory: the kernel reads ``x`` and writes the result. (Not for
short rows, which stay in global memory, mostly the L2 cache.)

What it does not do: merge nests over columns or tiles of several rows, drop a barrier
that no hazard needs, or keep a row in registers.
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
from ...ir.core import Operation, Value
from ...ir.side_effects import YES, effect_facts
from ..infra.pass_base import Option, Pass, Statistic, register_pass
from .promote_loop_accumulators import may_alias
from .scf_parallel_block_reductions import _int_value, _pure, is_sum_of

__all__ = ["ScfParallelRowFusion", "fuse_row_kernels"]


def _body(op: Operation) -> Any:
    return op.regions[0].blocks[0]


def _bounds(loop: Operation) -> tuple[list[Value], list[Value], list[Value]]:
    n = len(_body(loop).args)
    vals = [o.value for o in loop.op_operands]
    return vals[:n], vals[n : 2 * n], vals[2 * n : 3 * n]


def _single_inner(outer: Operation) -> tuple[Operation, list[Operation]] | None:
    """The one ``scf.parallel`` in ``outer``'s body and the pure ops before it."""
    ops = list(_body(outer).ops)
    if not ops or ops[-1].name != "scf.reduce" or ops[-1].op_operands:
        return None
    inner = [o for o in ops[:-1] if o.name == "scf.parallel"]
    if len(inner) != 1 or inner[0] is not ops[-2] or inner[0].results:
        return None
    pre = ops[:-2]
    if not all(_pure(o) for o in pre):
        return None
    return inner[0], pre


class _Nest:
    """A candidate nest: ``kind`` is "reduce" or "tile"."""

    __slots__ = ("kind", "outer", "inner", "pre", "row_lb", "row_ub", "col")

    def __init__(self, kind: str, outer: Operation, inner: Operation, pre: list) -> None:
        self.kind, self.outer, self.inner, self.pre = kind, outer, inner, pre
        lbs, ubs, _ = _bounds(outer)
        self.row_lb, self.row_ub = lbs[0], ubs[0]
        self.col = (lbs[1], ubs[1]) if kind == "tile" else None

    def rows(self) -> Any:
        return self.row_lb, self.row_ub


def _same(a: Value, b: Value) -> bool:
    if a is b:
        return True
    x, y = _int_value(a), _int_value(b)
    return x is not None and x == y


def _match(op: Operation, threads: int) -> _Nest | None:
    if op.name != "scf.parallel" or op.results or len(op.regions[0].blocks) != 1:
        return None
    found = _single_inner(op)
    if found is None:
        return None
    inner, pre = found
    lbs, ubs, steps = _bounds(op)
    ilbs, iubs, isteps = _bounds(inner)
    if any(_int_value(s) != 1 for s in isteps) or any(_int_value(v) != 0 for v in ilbs):
        return None
    if len(lbs) == 1 and len(ilbs) == 1:
        if _int_value(steps[0]) != 1 or _int_value(iubs[0]) != threads:
            return None
        return _Nest("reduce", op, inner, pre)
    if len(lbs) == 1 and len(ilbs) == 2 and threads % 32 == 0:
        # short rows: a subgroup per row, threads // 32 rows a block (lanes, rows)
        rows = threads // 32
        if _int_value(steps[0]) != rows or _int_value(iubs[0]) != 32 or _int_value(iubs[1]) != rows:
            return None
        return _Nest("short", op, inner, pre)
    if len(lbs) == 2 and len(ilbs) == 2:
        if _int_value(steps[0]) != 1 or _int_value(steps[1]) != threads:
            return None
        if _int_value(iubs[0]) != 1 or _int_value(iubs[1]) != threads:
            return None
        return _Nest("tile", op, inner, pre)
    return None


def _is_row(v: Value, nest: _Nest) -> bool:
    """Whether index ``v`` is the nest's row: its row induction variable, plus zeros and
    (in a tile nest) the tile's row offset, which only takes the value 0."""
    row_iv = _body(nest.outer).args[0]
    zero_ivs = [_body(nest.inner).args[0]] if nest.kind == "tile" else []
    seen = 0
    while seen < 8:
        seen += 1
        if v is row_iv:
            return nest.kind != "short"
        if nest.kind == "short" and is_sum_of(v, _body(nest.inner).args[1], row_iv):
            return True
        owner = getattr(v, "owner", None)
        if not isinstance(owner, Operation) or owner.name != "arith.addi":
            return False
        a, b = (o.value for o in owner.op_operands)
        if a in zero_ivs or _int_value(a) == 0:
            v = b
        elif b in zero_ivs or _int_value(b) == 0:
            v = a
        else:
            return False
    return False


def _accesses(nest: _Nest) -> list[tuple[Operation, Value, list[Value]]] | None:
    """``(op, memref, indices)`` of every load and store in ``nest``; None when an op
    there may touch memory some other way."""
    out = []
    for op in nest.outer.walk():
        if op is nest.outer:
            continue
        name = op.name
        if name in ("memref.load", "memref.store"):
            at = 0 if name == "memref.load" else 1
            vals = [o.value for o in op.op_operands]
            out.append((op, vals[at], vals[at + 1 :]))
            continue
        if name in ("gpu.all_reduce", "gpu.barrier", "scf.yield", "scf.reduce", "gpu.yield"):
            continue
        if op.regions and name in ("scf.for", "scf.if", "scf.parallel"):
            continue
        f = effect_facts(type(op))
        if f.per_op or f.free is not YES:
            return None
    return out


def _legal(run: list[_Nest]) -> bool:
    accesses = []
    for n in run:
        acc = _accesses(n)
        if acc is None:
            return False
        accesses += [(n, *a) for a in acc]
    written = [m for _n, op, m, _idx in accesses if op.name == "memref.store"]
    for n, _op, m, idx in accesses:
        at_row = bool(idx) and _is_row(idx[0], n)
        if not at_row and any(may_alias(m, w) for w in written):
            return False
    return True


def _hoistable(op: Operation, start: Operation, moved: list[Operation]) -> bool:
    """``op`` (between two nests) may move before ``start``: an allocation or a pure op
    whose operands are defined before ``start`` or by ops that move too (``moved``)."""
    if op.name not in ("memref.alloc", "memref.alloca") and not _pure(op):
        return False
    for o in op.op_operands:
        owner = getattr(o.value, "owner", None)
        here = isinstance(owner, Operation) and owner.parent is start.parent
        if here and not owner.is_before_in_block(start) and owner not in moved:
            return False
    return True


def _runs(block: Any, threads: int) -> list[tuple[list[_Nest], list[Operation]]]:
    """Maximal runs of candidate nests in ``block``, with the ops to hoist before each."""
    out = []
    run: list[_Nest] = []
    hoist: list[Operation] = []
    pending: list[Operation] = []
    for op in list(block.ops):
        nest = _match(op, threads)
        if nest is not None:
            kinds = {n.kind for n in run} | {nest.kind}
            if (
                run
                and _same(run[0].row_lb, nest.row_lb)
                and _same(run[0].row_ub, nest.row_ub)
                and not {"reduce", "short"} <= kinds
            ):
                run.append(nest)
                hoist += pending
            else:
                if len(run) > 1:
                    out.append((run, hoist))
                run, hoist = [nest], []
            pending = []
            continue
        if run and not op.regions and _hoistable(op, run[0].outer, hoist + pending):
            pending.append(op)
            continue
        if len(run) > 1:
            out.append((run, hoist))
        run, hoist, pending = [], [], []
    if len(run) > 1:
        out.append((run, hoist))
    return out


def _fuse_short(run: list[_Nest], threads: int) -> Operation:
    """``_fuse`` for short rows: a block per group of ``threads // 32`` rows, a subgroup
    per row; a tile nest's body runs in each lane for columns ``lane, lane + 32, ...`` of
    its subgroup's row, skipped for a row past the end."""
    from ...dialects import arith, gpu, scf

    first = run[0].outer
    rows = threads // 32
    with Builder.before(first, loc=first.loc):
        one = arith.constant(1, first.op_operands[0].value.type)
        zero = arith.constant(0, one.type)
        lanes = arith.constant(32, one.type)
        nr = arith.constant(rows, one.type)
        outer = scf.parallel([run[0].row_lb], [run[0].row_ub], [nr], [])
    ob = _body(outer)
    with Builder.at_end(ob, loc=first.loc):
        inner = scf.parallel([zero, zero], [lanes, nr], [one, one], [])
        scf.reduce([])
    ib = _body(inner)
    r, lane, y = ob.args[0], ib.args[0], ib.args[1]
    with Builder.at_end(ib, loc=first.loc) as b:
        row = arith.addi(y, r)
        inside = arith.cmpi(row, run[0].row_ub, predicate="ult")
        for k, n in enumerate(run):
            if k:
                gpu.barrier()
            mapping: dict[Value, Value] = {_body(n.outer).args[0]: r}
            if n.kind == "short":
                for op in n.pre:
                    b.insert(op.clone(mapping))
                mapping[_body(n.inner).args[0]] = lane
                mapping[_body(n.inner).args[1]] = y
                _clone_body(b, _body(n.inner), mapping)
                continue
            guard = scf.if_(inside, loc=n.outer.loc)
            with Builder.at_end(guard.regions[0].blocks[0], loc=n.outer.loc):
                mapping[_body(n.outer).args[0]] = row
                _tile_loop(n, mapping, lanes, zero, lane)
                scf.yield_([])
        scf.reduce([])
    for n in run:
        n.outer.erase()
    return outer


def _fuse(run: list[_Nest], hoist: list[Operation], threads: int) -> Operation:
    from ...dialects import arith, gpu, scf

    first = run[0].outer
    for op in hoist:
        op.detach()
        first.parent.insert_before(first, op)
    if any(n.kind == "short" for n in run):
        return _fuse_short(run, threads)
    with Builder.before(first, loc=first.loc):
        one = arith.constant(1, first.op_operands[0].value.type)
        zero = arith.constant(0, one.type)
        tcount = arith.constant(threads, one.type)
        outer = scf.parallel([run[0].row_lb], [run[0].row_ub], [one], [])
    ob = _body(outer)
    with Builder.at_end(ob, loc=first.loc):
        inner = scf.parallel([zero], [tcount], [one], [])
        scf.reduce([])
    ib = _body(inner)
    i, t = ob.args[0], ib.args[0]
    with Builder.at_end(ib, loc=first.loc) as b:
        for k, n in enumerate(run):
            if k:
                gpu.barrier()
            mapping: dict[Value, Value] = {_body(n.outer).args[0]: i}
            if n.kind == "reduce":
                for op in n.pre:
                    b.insert(op.clone(mapping))
                mapping[_body(n.inner).args[0]] = t
                _clone_body(b, _body(n.inner), mapping)
                continue
            _tile_loop(n, mapping, _bounds(n.outer)[2][1], zero, t)
        scf.reduce([])
    for n in run:
        n.outer.erase()
    return outer


def _tile_loop(n: _Nest, mapping: dict, step: Value, zero: Value, lane: Value) -> None:
    """Tile nest ``n`` as a loop over its column tiles (``step`` apart) at the builder,
    its tile's row offset ``zero`` and its column offset ``lane`` (``mapping`` gives the
    row)."""
    from ...dialects import scf

    loop = scf.for_(n.col[0], n.col[1], step, [], loc=n.outer.loc)
    lb = _body(loop)
    mapping[_body(n.outer).args[1]] = lb.args[0]
    mapping[_body(n.inner).args[0]] = zero
    mapping[_body(n.inner).args[1]] = lane
    with Builder.at_end(lb, loc=n.outer.loc) as lbb:
        for op in n.pre:
            lbb.insert(op.clone(mapping))
        _clone_body(lbb, _body(n.inner), mapping)
        scf.yield_([])


def _clone_body(b: Any, block: Any, mapping: dict) -> None:
    op = block.first
    while op is not None and op is not block.last:
        b.insert(op.clone(mapping))
        op = op.next


def fuse_row_kernels(root: Operation, threads: int = 256, shared_bytes: int = 0) -> int:
    """Merge the runs of row nests under ``root`` (module docstring), keeping up to
    ``shared_bytes`` of each block's rows in workgroup memory; returns how many nests
    were merged into others."""
    count = 0
    blocks = [
        b for op in root.walk() if op.name == "func.func" for r in op.regions for b in r.blocks
    ]
    for block in blocks:
        for run, hoist in _runs(block, threads):
            if not any(n.kind in ("reduce", "short") for n in run) or not _legal(run):
                continue
            outer = _fuse(run, hoist, threads)
            count += len(run) - 1
            if shared_bytes and not any(n.kind == "short" for n in run):
                _rows_to_workgroup_memory(outer, shared_bytes)
    return count


def _row_uses(alloc: Operation, nest: _Nest) -> tuple[list[Operation], list[Operation]] | None:
    """``(accesses, deallocs)`` when every use of ``alloc``'s buffer is a load or store at
    the row of ``nest`` in it, or a ``memref.dealloc`` outside it."""
    accesses, deallocs = [], []
    for use in alloc.results[0].uses:
        user = use.owner
        if user.name == "memref.dealloc":
            deallocs.append(user)
            continue
        at = {"memref.load": 0, "memref.store": 1}.get(user.name)
        if at is None or use.index != at or not nest.outer.is_ancestor(user):
            return None
        idx = [o.value for o in user.op_operands[at + 1 :]]
        if len(idx) < 2 or not _is_row(idx[0], nest):
            return None
        accesses.append(user)
    if any(nest.outer.is_ancestor(d) for d in deallocs):
        return None
    return accesses, deallocs


def _rows_to_workgroup_memory(outer: Operation, budget: int) -> int:
    """Each buffer allocated before the merged nest ``outer`` and used only at its row
    there becomes one row of workgroup memory per block (a ``memref.alloca`` in the
    ``#gpu.address_space<workgroup>`` at the start of the block's body, which
    ``gpu-promote-workgroup-allocas`` makes a workgroup attribution once outlined), while
    the rows fit in ``budget`` bytes; returns how many."""
    from ...dialects import memref
    from ...ir.attributes import DialectAttr
    from ...ir.types import MemRefType

    inner = next(o for o in _body(outer).ops if o.name == "scf.parallel")
    nest = _Nest("reduce", outer, inner, [])
    space = DialectAttr.get("gpu", "address_space<workgroup>")
    used = 0
    count = 0
    for alloc in [o for o in outer.parent.ops if o.name == "memref.alloc"]:
        if not alloc.is_before_in_block(outer) or alloc.op_operands:
            continue
        t = alloc.results[0].type
        if not isinstance(t, MemRefType) or t.layout is not None or t.memory_space is not None:
            continue
        if len(t.shape) < 2 or any(d < 0 for d in t.shape):
            continue
        width = getattr(t.element_type, "width", None)
        if width is None or width % 8:
            continue
        row_bytes = width // 8
        for d in t.shape[1:]:
            row_bytes *= d
        if used + row_bytes > budget:
            continue
        found = _row_uses(alloc, nest)
        if found is None:
            continue
        accesses, deallocs = found
        used += row_bytes
        rt = MemRefType.get(tuple(t.shape[1:]), t.element_type, None, space)
        with Builder.at_start(_body(outer), loc=alloc.loc):
            row = memref.alloca(result_type=rt)
        for op in accesses:
            vals = [o.value for o in op.op_operands]
            with Builder.before(op, loc=op.loc):
                if op.name == "memref.load":
                    new = memref.load(row, vals[2:], result_type=op.results[0].type)
                    op.results[0].replace_all_uses_with(new)
                else:
                    memref.store(vals[0], row, vals[3:])
            op.erase()
        for d in deallocs:
            d.erase()
        alloc.erase()
        count += 1
    return count


_BLOCK = Option("block-size", int, 256, "Threads per block of the row nests")
_SHARED = Option(
    "shared-bytes",
    int,
    0,
    "Bytes of workgroup memory per block for the rows of intermediate buffers (0: none)",
)


@register_pass(
    "scf-parallel-row-fusion",
    summary="Merge consecutive row reductions and row tiles over the same rows into one "
    "block-per-row nest, with barriers between them",
    options=(_BLOCK, _SHARED),
)
class ScfParallelRowFusion(Pass):
    """Row kernels merged (module docstring)."""

    num_fused = Statistic("num-fused", "Number of nests merged into an earlier one")

    def run_on_operation(self, op: Any) -> None:
        self.num_fused += fuse_row_kernels(op, self.block_size, self.shared_bytes)
