"""``scf-parallel-block-reductions``: a row reduction that a tiled ``scf.parallel`` gives
one thread becomes a whole block's (irlite's own pass, for the GPU mapping).

``convert-linalg-to-parallel-loops`` writes a reduction over a row as a parallel loop
over the rows whose body is a sequential ``scf.for`` updating the row's cell in memory;
``scf-parallel-loop-tiling{parallel-loop-tile-sizes=1,...}`` then makes each row a tile
of one iteration, which ``gpu-map-parallel-loops`` maps to a block of one thread: one
thread walks the row, reading and writing the cell through global memory at every
element. This pass rewrites such a tile,

    scf.parallel (%r) = (%c0) to (%c1) step (%c1) {       // one iteration
      %i = arith.addi %r, %row
      scf.for %j = %lb to %ub step %s {
        %x = <loads and pure ops of %i, %j>
        %a = memref.load %out[%i]
        %v = <combine> %x, %a                          // or %a, %x
        memref.store %v, %out[%i]
      }
    }

into the block's threads working together, as GPU libraries reduce rows:

    scf.parallel (%t) = (%c0) to (%cT) step (%c1) {       // T threads (block-size)
      %i = arith.addi %c0, %row
      %p = scf.for %j = %lb + %t * %s to %ub step %s * T iter_args(%acc = <neutral>) {
        %x = ...                                       // consecutive threads, consecutive j
        %v = <combine> %x, %acc
        scf.yield %v
      }
      %tot = gpu.all_reduce <kind> %p uniform {}       // every thread of the block
      scf.if (%t == 0) { %out[%i] = <combine> %out[%i], %tot }
    }

A reduction over every dimension (an ``scf.for`` directly in the function: no rows, so
it would run on the host) is first put in a one-iteration nest of two ``scf.parallel``
ops, which the rewrite then gives one block. One of at least ``2 * T * 8`` elements
first goes to many blocks: up to 1024 blocks of ``T`` threads reduce strided shares
into a buffer of partials (a ``gpu.all_reduce`` per block), and the loop, then one
block's, reduces the partials into the cell.

Short rows (every reduction of the tile at most ``SHORT_ROW`` = 64 elements, a block of
at least 64 threads) get a subgroup each instead, ``T / 32`` rows to a block: the row
loop steps by ``T / 32`` rows, the tile is ``scf.parallel (%lane, %y) = (0, 0) to (32,
T / 32)`` (the lanes thread x: a subgroup is one row), a row past the end is skipped by
its whole subgroup, and each total is a ``gpu.subgroup_reduce`` (no shared memory, no
barrier).

``gpu-map-parallel-loops`` then maps the rows to blocks and ``%t`` to threads;
``gpu.all_reduce`` is shuffles and shared memory on NVVM (``convert-gpu-to-nvvm``).

The combiners are those of ``gpu.all_reduce`` (``addf``, ``mulf``, ``addi``, ``muli``,
``andi``, ``ori``, ``xori``, the integer and float min/max ops). A float sum or product
is reassociated (each thread's partial, then a tree): it differs from the sequential
order by rounding, as every GPU reduction does; min and max are exact.

When it applies: the tile loop has one induction variable, bounds ``0`` to ``1`` step
``1`` (constants, folded through ``arith.muli``/``addi``), and its body is pure ops, one
or more ``scf.for`` reductions (several when ``scf-parallel-loop-fusion`` merged
reductions over the same rows) and stores of their cells before them (the fills fused
with them: the first thread makes them). Each ``scf.for`` has no ``iter_args`` and its
body holds exactly one load and one store of its cell (the same memref and indices,
defined outside the ``scf.for``), the store's value one combiner of the loaded value and
something else, and otherwise only pure ops and loads of memory that cannot alias any of
the tile's cells.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import FloatAttr, IntegerAttr, UnitAttr
from ...ir.builder import Builder
from ...ir.core import Operation, Value
from ...ir.side_effects import YES, effect_facts
from ...ir.types import FloatType, IndexType
from ..infra.pass_base import Option, Pass, Statistic, register_pass
from .promote_loop_accumulators import _defined_outside, may_alias

__all__ = ["ScfParallelBlockReductions", "block_reductions"]

_INDEX = IndexType.get()

#: combiner -> gpu.all_reduce operation
_KIND = {
    "arith.addf": "add",
    "arith.addi": "add",
    "arith.mulf": "mul",
    "arith.muli": "mul",
    "arith.andi": "and",
    "arith.ori": "or",
    "arith.xori": "xor",
    "arith.maxsi": "maxsi",
    "arith.minsi": "minsi",
    "arith.maxui": "maxui",
    "arith.minui": "minui",
    "arith.maxnumf": "maxnumf",
    "arith.minnumf": "minnumf",
    "arith.maximumf": "maximumf",
    "arith.minimumf": "minimumf",
}


def _int_value(v: Value) -> int | None:
    """``v`` as a constant integer, through ``arith.muli``/``addi`` of constants."""
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation):
        return None
    if owner.name == "arith.constant":
        return getattr(owner.properties["value"], "value", None)
    if owner.name in ("arith.muli", "arith.addi"):
        a, b = (_int_value(o.value) for o in owner.op_operands)
        if a is None or b is None:
            return None
        return a * b if owner.name == "arith.muli" else a + b
    return None


def is_sum_of(v: Value, a: Value, b: Value) -> bool:
    """Whether ``v`` is ``arith.addi`` of ``a`` and ``b`` (either order)."""
    owner = getattr(v, "owner", None)
    if not isinstance(owner, Operation) or owner.name != "arith.addi":
        return False
    x, y = (o.value for o in owner.op_operands)
    return (x is a and y is b) or (x is b and y is a)


def _neutral(kind: str, t: Any) -> Any:
    """The combiner's neutral element as an attribute of ``t`` (the vectorizer's table)."""
    from .scf_for_vectorize import neutral_element

    v = neutral_element(kind, t)
    return FloatAttr.get(t, v) if isinstance(t, FloatType) else IntegerAttr.get(t, v)


def _pure(op: Operation) -> bool:
    f = effect_facts(type(op))
    return not op.regions and not f.per_op and f.free is YES


class _Match:
    __slots__ = ("combine", "inits", "kind", "load", "loop", "other", "store")


def _match_loop(loop: Operation) -> _Match | None:
    """The reduction ``loop`` makes of its cell (module docstring), or None."""
    if loop.results or len(loop.regions[0].blocks) != 1:
        return None
    fbody = loop.regions[0].blocks[0]
    stores = [op for op in fbody.ops if op.name == "memref.store"]
    if len(stores) != 1:
        return None
    store = stores[0]
    cell, *idx = (o.value for o in store.op_operands[1:])
    comb = getattr(store.op_operands[0].value, "owner", None)
    if not isinstance(comb, Operation) or comb.name not in _KIND or comb.parent is not fbody:
        return None
    if comb.results[0].num_uses() != 1:
        return None
    load = other = None
    for k, o in enumerate(comb.op_operands):
        d = getattr(o.value, "owner", None)
        if (
            isinstance(d, Operation)
            and d.name == "memref.load"
            and d.parent is fbody
            and d.op_operands[0].value is cell
            and [x.value for x in d.op_operands[1:]] == idx
        ):
            load, other = d, comb.op_operands[1 - k].value
    if load is None or load.results[0].num_uses() != 1:
        return None
    if not all(_defined_outside(v, loop) for v in [cell, *idx]):
        return None
    for op in fbody.ops:
        if op in (store, load, comb) or op is fbody.last:
            continue
        if op.name == "memref.load":
            if may_alias(op.op_operands[0].value, cell):
                return None
        elif not _pure(op):
            return None
    m = _Match()
    m.loop, m.load, m.store, m.combine, m.other = loop, load, store, comb, other
    m.inits = []
    m.kind = _KIND[comb.name]
    return m


def _cell(m: _Match) -> tuple:
    return m.store.op_operands[1].value, [o.value for o in m.store.op_operands[2:]]


def _match(tile: Operation) -> list[_Match] | None:
    """The reductions of a one-iteration ``tile``, or None when it is not such a tile:
    one or more reduction loops (the fusion of several reductions over the same rows),
    initial stores of their cells before them, pure ops; no loop reads another's cell
    (the first thread writes each cell's total after the block has reduced it)."""
    if len(tile.regions[0].blocks[0].args) != 1:
        return None
    lb, ub, step = (o.value for o in tile.op_operands[:3])
    if (_int_value(lb), _int_value(ub), _int_value(step)) != (0, 1, 1):
        return None
    body = tile.regions[0].blocks[0]
    loops = [op for op in body.ops if op.name == "scf.for"]
    if not loops:
        return None
    matches = []
    for loop in loops:
        m = _match_loop(loop)
        if m is None:
            return None
        matches.append(m)
    cells = [_cell(m) for m in matches]
    for op in body.ops:
        if op.name == "scf.for" or op is body.last:
            continue
        if op.name == "memref.store":
            at = (op.op_operands[1].value, [o.value for o in op.op_operands[2:]])
            owner = next(
                (m for m, c in zip(matches, cells) if c[0] is at[0] and c[1] == at[1]), None
            )
            if owner is None or not op.is_before_in_block(owner.loop):
                return None
            owner.inits.append(op)  # a fill fused before its reduction
        elif not _pure(op):
            return None
    for m in matches:  # no loop reads a cell another loop reduces into
        for op in m.loop.regions[0].blocks[0].ops:
            if (
                op.name == "memref.load"
                and op is not m.load
                and any(may_alias(op.op_operands[0].value, c) for c, _ in cells)
            ):
                return None
    for i, a in enumerate(cells):  # two loops reducing into one cell: left alone
        if any(a[0] is b[0] and a[1] == b[1] for b in cells[i + 1 :]):
            return None
    return matches


#: rows of at most this many elements get a subgroup each, several rows to a block
SHORT_ROW = 64


def _trip_count(loop: Operation) -> int | None:
    lb, ub, step = (_int_value(o.value) for o in loop.op_operands[:3])
    if lb is None or ub is None or step is None or step < 1:
        return None
    return max(0, (ub - lb + step - 1) // step)


def _short_rows(tile: Operation, ms: list[_Match], threads: int) -> Operation | None:
    """The row loop around ``tile`` when its rows are short enough to give each a
    subgroup (every reduction at most ``SHORT_ROW`` elements, ``threads`` a multiple of
    32 and at least 64, the row loop a one-dimensional step-1 ``scf.parallel`` whose body
    is the tile and pure ops); else None."""
    if threads < 64 or threads % 32:
        return None
    if any((_trip_count(m.loop) or SHORT_ROW + 1) > SHORT_ROW for m in ms):
        return None
    outer = tile.parent_op
    if outer is None or outer.name != "scf.parallel" or outer.results:
        return None
    if len(outer.regions[0].blocks[0].args) != 1 or _int_value(outer.op_operands[2].value) != 1:
        return None
    body = outer.regions[0].blocks[0]
    if any(op is not tile and op is not body.last and not _pure(op) for op in body.ops):
        return None
    if outer.parent_op is not None and outer.parent_op.name == "scf.parallel":
        return None
    return outer


def _rewrite_short(outer: Operation, tile: Operation, ms: list[_Match], threads: int) -> None:
    """Rows of a few elements, ``threads // 32`` to a block: the row loop steps by that
    many rows, the tile becomes ``scf.parallel (%lane, %y) = (0, 0) to (32, R)`` (lanes
    are thread x, so a subgroup is one row), a row past the end is skipped by its whole
    subgroup, and each reduction is a ``gpu.subgroup_reduce``."""
    from ...dialects import arith, scf

    rows = threads // 32
    lb, ub = (o.value for o in outer.op_operands[:2])
    with Builder.before(outer, loc=tile.loc):
        c0 = arith.constant(0, _INDEX)
        c1 = arith.constant(1, _INDEX)
        lanes = arith.constant(32, _INDEX)
        nr = arith.constant(rows, _INDEX)
    outer.set_operand(2, nr)
    r = outer.regions[0].blocks[0].args[0]
    with Builder.before(tile, loc=tile.loc):
        new = scf.parallel([c0, c0], [lanes, nr], [c1, c1])
    nbody = new.regions[0].blocks[0]
    lane, y = nbody.args[0], nbody.args[1]
    old = tile.regions[0].blocks[0]
    old.args[0].replace_all_uses_with(y)
    a, b = _int_value(lb), _int_value(ub)
    guard = None
    with Builder.at_end(nbody, loc=tile.loc):
        if a is None or b is None or (b - a) % rows:
            row = arith.addi(y, r)
            inside = arith.cmpi(row, ub, predicate="ult")
            guard = scf.if_(inside)
        scf.reduce([])
    dest = guard.regions[0].blocks[0] if guard is not None else nbody
    anchor = None if guard is not None else nbody.last
    for op in list(old.ops)[:-1]:
        op.detach()
        if anchor is not None:
            dest.insert_before(anchor, op)
        else:
            dest.append(op)
    if guard is not None:
        with Builder.at_end(dest, loc=tile.loc):
            scf.yield_([])
    with Builder.at_start(nbody, loc=tile.loc):
        first = arith.cmpi(lane, arith.constant(0, _INDEX), predicate="eq")
    tile.erase()
    for m in ms:
        _rewrite_loop(lane, first, m, 32, "gpu.subgroup_reduce")


def _rewrite(tile: Operation, ms: list[_Match], threads: int) -> None:
    from ...dialects import arith

    outer = _short_rows(tile, ms, threads)
    if outer is not None:
        _rewrite_short(outer, tile, ms, threads)
        return

    body = tile.regions[0].blocks[0]
    t = body.args[0]
    zero = tile.op_operands[0].value
    t.replace_all_uses_with(zero)  # the one iteration's index, the tile's lower bound
    top = tile  # the bound goes above the whole nest (convert-parallel-loops-to-gpu needs
    while top.parent_op is not None and top.parent_op.name == "scf.parallel":  # it there)
        top = top.parent_op
    with Builder.before(top, loc=tile.loc):
        nt = arith.constant(threads, _INDEX)
    tile.set_operand(1, nt)
    with Builder.at_start(body, loc=tile.loc):
        first = arith.cmpi(t, arith.constant(0, _INDEX), predicate="eq")  # the first thread
    for m in ms:
        _rewrite_loop(t, first, m, threads)


def _rewrite_loop(
    t: Value, first: Value, m: _Match, threads: int, reduce: str = "gpu.all_reduce"
) -> None:
    from ...dialects import arith, scf

    loop = m.loop
    lb, ub, step = (o.value for o in loop.op_operands[:3])
    vt = m.combine.results[0].type
    for st in m.inits:  # the first thread initializes the cell, the others never read it
        with Builder.before(st, loc=st.loc):
            ifop = scf.if_(first)
        st.detach()
        ifop.regions[0].blocks[0].append(st)
        with Builder.at_end(ifop.regions[0].blocks[0], loc=st.loc):
            scf.yield_([])
    with Builder.before(loop, loc=loop.loc):
        start = arith.addi(lb, arith.muli(t, step))
        stride = arith.muli(step, arith.constant(threads, _INDEX))
        new = _partial_loop(m, start, ub, stride)
    with Builder.after(new, loc=loop.loc) as b:
        red = _group_reduce(b, reduce, m, new.results[0])
        ifop = scf.if_(first)
    cell, *idx = (o.value for o in m.store.op_operands[1:])
    then = ifop.regions[0].blocks[0]
    with Builder.at_end(then, loc=loop.loc) as b:
        cur = b.create("memref.load", [cell, *idx], [vt], loc=m.load.loc).results[0]
        operands = [
            cur if o.value is m.load.results[0] else red.results[0] for o in m.combine.op_operands
        ]
        tot = b.create(
            m.combine.name,
            operands,
            [vt],
            dict(m.combine.properties) if m.combine.properties else None,
            loc=m.combine.loc,
        ).results[0]
        b.create("memref.store", [tot, cell, *idx], [], loc=m.store.loc)
        scf.yield_([])
    loop.erase()


#: elements per thread below which a full reduction keeps one block
FULL_PER_THREAD = 8
#: the most blocks of a full reduction's first stage
FULL_MAX_BLOCKS = 1024


def _partial_loop(m: _Match, start: Value, ub: Value, stride: Value) -> Operation:
    """At the builder: an ``scf.for`` from ``start`` by ``stride`` carrying the partial of
    ``m``'s combiner from its neutral element, its body ``m``'s loop body without the
    cell's load and store."""
    from ...dialects import arith, scf

    vt = m.combine.results[0].type
    init = arith.constant(_neutral(m.kind, vt), vt)
    new = scf.for_(start, ub, stride, [init])
    nb = new.regions[0].blocks[0]
    fbody = m.loop.regions[0].blocks[0]
    mapping: dict = {fbody.args[0]: nb.args[0], m.load.results[0]: nb.args[1]}
    with Builder.at_end(nb, loc=m.loop.loc) as bb:
        op = fbody.first
        while op is not fbody.last:
            if op is not m.load and op is not m.store:
                bb.insert(op.clone(mapping))
            op = op.next
        scf.yield_([mapping[m.combine.results[0]]])
    return new


def _group_reduce(b: Builder, reduce: str, m: _Match, part: Value) -> Operation:
    """A uniform ``reduce`` (``gpu.all_reduce`` or ``gpu.subgroup_reduce``) of ``part``
    with ``m``'s combiner."""
    from ...rules.gpu import reduce_attr

    return b.create(
        reduce,
        [part],
        [part.type],
        {"op": reduce_attr(m.kind), "uniform": UnitAttr.get()},
        regions=1 if reduce == "gpu.all_reduce" else 0,
        loc=m.loop.loc,
    )


def _split_full_reduction(m: _Match, threads: int) -> None:
    """A full reduction over ``n`` elements with ``n >= 2 * threads * FULL_PER_THREAD``
    (constant bounds) in two stages: ``B = min(n // (threads * FULL_PER_THREAD),
    FULL_MAX_BLOCKS)`` blocks each reduce a strided share of the elements (global
    thread ``g`` takes ``lb + g * step``, ``lb + (g + B * threads) * step``, ...) into a
    ``memref<B x T>`` of partials, thread 0 of block ``b`` storing the block's
    ``gpu.all_reduce`` at ``b``; then the loop itself reduces the ``B`` partials into the
    cell (the one-block rewrite below gives it a block). Float sums are reassociated
    further, as by any GPU reduction."""
    from ...dialects import arith, memref, scf
    from ...ir.types import MemRefType

    loop = m.loop
    lb, ub, step = (o.value for o in loop.op_operands[:3])
    a, b, s = _int_value(lb), _int_value(ub), _int_value(step)
    if a is None or b is None or s is None or s < 1:
        return
    n = max(0, (b - a + s - 1) // s)
    blocks = min(n // (threads * FULL_PER_THREAD), FULL_MAX_BLOCKS)
    if blocks < 2:
        return
    vt = m.combine.results[0].type
    fbody = loop.regions[0].blocks[0]
    with Builder.before(loop, loc=loop.loc):
        c0 = arith.constant(0, _INDEX)
        c1 = arith.constant(1, _INDEX)
        nb = arith.constant(blocks, _INDEX)
        nt = arith.constant(threads, _INDEX)
        parts = memref.alloc(result_type=MemRefType.get((blocks,), vt))
        outer = scf.parallel([c0], [nb], [c1])
    ob = outer.regions[0].blocks[0]
    with Builder.at_end(ob, loc=loop.loc):
        inner = scf.parallel([c0], [nt], [c1])
        scf.reduce([])
    ib = inner.regions[0].blocks[0]
    blk, t = ob.args[0], ib.args[0]
    with Builder.at_end(ib, loc=loop.loc) as bb:
        g = arith.addi(arith.muli(blk, nt), t)
        start = arith.addi(lb, arith.muli(g, step))
        stride = arith.muli(step, arith.constant(blocks * threads, _INDEX))
        part = _partial_loop(m, start, ub, stride)
        red = _group_reduce(bb, "gpu.all_reduce", m, part.results[0])
        first = arith.cmpi(t, c0, predicate="eq")
        ifop = scf.if_(first)
        with Builder.at_end(ifop.regions[0].blocks[0], loc=loop.loc):
            memref.store(red.results[0], parts, [blk])
            scf.yield_([])
        scf.reduce([])
    # the loop now reduces the partials into the cell
    loop.set_operand(0, c0)
    loop.set_operand(1, nb)
    loop.set_operand(2, c1)
    with Builder.before(m.combine, loc=loop.loc):
        x = memref.load(parts, [fbody.args[0]], result_type=vt)
    for o in m.combine.op_operands:
        if o.value is m.other:
            m.combine.set_operand(o.index, x)
            break
    for op in reversed(list(fbody.ops)):  # what computed the elements is dead now
        if op is fbody.last or op in (m.load, m.store, m.combine) or op is x.owner:
            continue
        if all(r.num_uses() == 0 for r in op.results):
            op.erase()
    with Builder.after(loop, loc=loop.loc):
        memref.dealloc(parts)


def _wrap_full_reductions(root: Operation, threads: int) -> None:
    """A reduction loop directly in a function (a reduction over every dimension: no
    parallel loop around it, so it would run on the host) goes into a one-block,
    one-thread nest of ``scf.parallel`` ops, which the tile rewrite then gives a block;
    a long one first hands its elements to many blocks (``_split_full_reduction``)."""
    from ...dialects import arith, scf

    for loop in [op for op in root.walk() if op.name == "scf.for"]:
        parent = loop.parent_op
        if parent is None or parent.name != "func.func":
            continue
        m = _match_loop(loop)
        if m is None:
            continue
        _split_full_reduction(m, threads)
        with Builder.before(loop, loc=loop.loc):
            c0 = arith.constant(0, _INDEX)
            c1 = arith.constant(1, _INDEX)
            outer = scf.parallel([c0], [c1], [c1])
        ob = outer.regions[0].blocks[0]
        with Builder.at_end(ob, loc=loop.loc):
            inner = scf.parallel([c0], [c1], [c1])
            scf.reduce([])
        ib = inner.regions[0].blocks[0]
        loop.detach()
        ib.append(loop)
        with Builder.at_end(ib, loc=loop.loc):
            scf.reduce([])


def block_reductions(root: Operation, threads: int = 256) -> int:
    """Rewrite every matching one-iteration tile under ``root`` (module docstring);
    returns how many."""
    _wrap_full_reductions(root, threads)
    count = 0
    for tile in [op for op in root.walk() if op.name == "scf.parallel"]:
        ms = _match(tile)
        if ms is not None:
            _rewrite(tile, ms, threads)
            count += len(ms)
    return count


_THREADS = Option("block-size", int, 256, "Threads per block that reduce one row")


@register_pass(
    "scf-parallel-block-reductions",
    summary="Row reductions in one-iteration parallel tiles become a block's all-reduce",
    options=(_THREADS,),
)
class ScfParallelBlockReductions(Pass):
    """A row's reduction by all the threads of its block (module docstring)."""

    num_rewritten = Statistic("num-rewritten", "Number of row reductions given a block")

    def run_on_operation(self, op: Any) -> None:
        if self.block_size < 1:
            return
        self.num_rewritten += block_reductions(op, self.block_size)
