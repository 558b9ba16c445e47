"""The ``gpu`` kernels of a module executed on the CPU over their grid.

``gpu.launch_func`` (run by the reference interpreter on the host side) runs the kernel
``gpu.func`` once per thread of every block, in the interpreter, with ``gpu.thread_id``,
``gpu.block_id``, ``gpu.block_dim`` and ``gpu.grid_dim`` answering for that thread.
Blocks run one after another. A kernel that synchronizes (``gpu.barrier``,
``gpu.shuffle``, ``gpu.all_reduce``, ``gpu.subgroup_reduce``) runs the threads of a block
as Python threads that meet at a ``threading.Barrier``: a barrier waits for the whole
block; a shuffle exchanges values among the 32 lanes of a subgroup (lanes by linear
thread id, ``x`` fastest) with CUDA's ``shfl.sync`` rules (``width`` segments; an
out-of-segment source gives the lane's own value and ``valid = false``; with ``width``
below the subgroup's lanes each segment meets on its own, so the lanes of the first
segment may shuffle while the others do not, as MLIR's all-reduce rewrite has its first
``num_subgroups`` invocations do); the reductions
combine the block's (subgroup's) values in lane order, with the op's kind or its body
region. Workgroup attributions are one buffer per block shared by its threads; private
ones one per thread. Kernels without synchronization run their threads sequentially in
one interpreter.

What it does not do: model memory ordering between threads other than at barriers (the
threads of a block interleave only there, under the GIL), divergent barriers (a thread
that leaves the kernel while others wait is reported as a deadlock after
``BARRIER_TIMEOUT`` seconds), clusters, dynamic shared memory, async tokens.
"""

from __future__ import annotations

import itertools
import threading
from typing import Any

import numpy as np

from ...ir.core import Operation
from ..interp.interpreter import Exit, Interpreter, register
from ..interp.values import InterpError, MemRef, int_width, storage_dtype, wrap

__all__ = ["BARRIER_TIMEOUT", "SUBGROUP_SIZE", "KernelThread", "launch_kernel"]

SUBGROUP_SIZE = 32
BARRIER_TIMEOUT = 60.0
_SYNC_OPS = frozenset({"gpu.barrier", "gpu.shuffle", "gpu.all_reduce", "gpu.subgroup_reduce"})
_DIM = {"x": 0, "y": 1, "z": 2}


class _Block:
    """What the threads of one block share: the barrier and the exchange slots."""

    __slots__ = ("barrier", "lock", "n", "segments", "slots", "warp_barriers")

    def __init__(self, n: int) -> None:
        self.n = n
        self.barrier = threading.Barrier(n, timeout=BARRIER_TIMEOUT)
        self.slots: list = [None] * n
        self.warp_barriers = [
            threading.Barrier(min(SUBGROUP_SIZE, n - w), timeout=BARRIER_TIMEOUT)
            for w in range(0, n, SUBGROUP_SIZE)
        ]
        self.lock = threading.Lock()
        self.segments: dict = {}  # (first lane of the segment, parties) -> its barrier

    def segment_barrier(self, start: int, parties: int) -> threading.Barrier:
        """The barrier of the shuffle segment of ``parties`` lanes from linear id
        ``start`` (made on first use; shared by every shuffle of that segment)."""
        key = (start, parties)
        with self.lock:
            b = self.segments.get(key)
            if b is None:
                b = self.segments[key] = threading.Barrier(parties, timeout=BARRIER_TIMEOUT)
            return b

    def abort(self) -> None:
        self.barrier.abort()
        for b in self.warp_barriers:
            b.abort()
        with self.lock:
            for b in self.segments.values():
                b.abort()


class KernelThread(Interpreter):
    """The interpreter of one GPU thread: ``tid``/``bid``/``bdim``/``gdim`` are its
    thread id, block id, block and grid sizes (x, y, z); ``block`` what its block shares."""

    __slots__ = ("bdim", "bid", "block", "gdim", "tid")

    def __init__(self, module: Operation, max_steps: int | None = None) -> None:
        Interpreter.__init__(self, module, max_steps)
        self.tid = self.bid = self.bdim = self.gdim = (0, 0, 0)
        self.block: _Block | None = None

    @property
    def linear_id(self) -> int:
        t, d = self.tid, self.bdim
        return t[0] + d[0] * (t[1] + d[1] * t[2])


def _kernel(module: Operation, op: Operation) -> Operation:
    ref = op.properties["kernel"]
    for m in module.regions[0].blocks[0].ops:
        a = m.get_attr("sym_name")
        if m.name == "gpu.module" and a is not None and a.value == ref.root:
            for f in m.regions[0].blocks[0].ops:
                b = f.get_attr("sym_name")
                if f.name == "gpu.func" and b is not None and b.value == ref.leaf:
                    return f
    raise InterpError(f"gpu.launch_func: no kernel {ref}")


def _new_buffer(t: Any) -> MemRef:
    shape = tuple(t.shape)
    if any(d < 0 for d in shape):
        raise InterpError("gpu-emu: attributions must have static shapes")
    return MemRef(
        np.zeros(shape, dtype=storage_dtype(t.element_type)), np.ones(shape, dtype=np.bool_), t
    )


def launch_kernel(
    module: Operation,
    fn: Operation,
    grid: tuple,
    block: tuple,
    args: list,
    max_steps: int | None = None,
) -> None:
    """Runs the kernel ``fn`` over ``grid`` blocks of ``block`` threads (x, y, z) on the
    interpreter values ``args`` (memrefs are shared with the caller)."""
    from ...rules.gpu import workgroup_count

    if any(int(g) <= 0 for g in grid) or any(int(b) <= 0 for b in block):
        return
    grid = tuple(int(g) for g in grid)
    block = tuple(int(b) for b in block)
    body = fn.regions[0].blocks[0]
    n_in = len(fn.properties["function_type"].value.inputs)
    nw = workgroup_count(fn)
    wg_types = [a.type for a in body.args[n_in : n_in + nw]]
    pv_types = [a.type for a in body.args[n_in + nw :]]
    sync = any(o.name in _SYNC_OPS for o in fn.walk())
    nthreads = block[0] * block[1] * block[2]
    threads = list(itertools.product(range(block[2]), range(block[1]), range(block[0])))
    for bz, by, bx in itertools.product(range(grid[2]), range(grid[1]), range(grid[0])):
        shared = [_new_buffer(t) for t in wg_types]
        if not sync:
            it = KernelThread(module, max_steps)
            it.bid, it.bdim, it.gdim = (bx, by, bz), block, grid
            for tz, ty, tx in threads:
                it.tid = (tx, ty, tz)
                it.call_function(fn, args + shared + [_new_buffer(t) for t in pv_types])
            continue
        blk = _Block(nthreads)
        errors: list = []

        def run(
            t: tuple,
            blk: _Block = blk,
            bid: tuple = (bx, by, bz),
            shared: list = shared,
            errors: list = errors,
        ) -> None:
            it = KernelThread(module, max_steps)
            it.tid, it.bid, it.bdim, it.gdim, it.block = t, bid, block, grid, blk
            try:
                with np.errstate(all="ignore"):
                    it.call_function(fn, args + shared + [_new_buffer(x) for x in pv_types])
            except threading.BrokenBarrierError:
                blk.abort()
            except BaseException as e:  # noqa: BLE001 - reported after the join
                errors.append(e)
                blk.abort()

        ts = [threading.Thread(target=run, args=((tx, ty, tz),)) for tz, ty, tx in threads]
        for t in ts:
            t.start()
        for t in ts:
            t.join()
        if errors:
            raise errors[0]
        if blk.barrier.broken:
            raise InterpError(
                "gpu-emu: a barrier was not reached by every thread of block "
                f"({bx}, {by}, {bz}) (divergent barrier or early return)"
            )


# ------------------------------------------------------------------ host side


@register("gpu.launch_func")
def _launch_func(it: Any, op: Operation, args: list) -> tuple:
    seg = op.properties["operandSegmentSizes"].values
    if seg[0] or seg[7] or seg[12]:
        raise InterpError("gpu-emu: async, cluster launches are not supported")
    starts = list(itertools.accumulate([0] + list(seg)))
    grid = tuple(args[starts[1] : starts[4]])
    block = tuple(args[starts[4] : starts[7]])
    kargs = args[starts[11] : starts[12]]
    launch_kernel(it.module, _kernel(it.module, op), grid, block, list(kargs), it.max_steps)
    return ()


# ------------------------------------------------------------------ inside kernels


def _dim(op: Operation) -> int:
    from ...rules.gpu import dim_of

    return _DIM[dim_of(op)]


@register("gpu.thread_id")
def _thread_id(it: Any, op: Operation, args: list) -> tuple:
    return (it.tid[_dim(op)],)


@register("gpu.block_id")
def _block_id(it: Any, op: Operation, args: list) -> tuple:
    return (it.bid[_dim(op)],)


@register("gpu.block_dim")
def _block_dim(it: Any, op: Operation, args: list) -> tuple:
    return (it.bdim[_dim(op)],)


@register("gpu.grid_dim")
def _grid_dim(it: Any, op: Operation, args: list) -> tuple:
    return (it.gdim[_dim(op)],)


@register("gpu.global_id")
def _global_id(it: Any, op: Operation, args: list) -> tuple:
    d = _dim(op)
    return (it.bid[d] * it.bdim[d] + it.tid[d],)


@register("gpu.lane_id")
def _lane_id(it: Any, op: Operation, args: list) -> tuple:
    return (it.linear_id % SUBGROUP_SIZE,)


@register("gpu.return")
def _return(it: Any, op: Operation, args: list) -> Exit:
    return Exit("gpu.return", list(args))


@register("gpu.barrier")
def _barrier(it: Any, op: Operation, args: list) -> tuple:
    it.block.barrier.wait()
    return ()


def _exchange(it: Any, value: Any, group: str) -> list:
    """Every participant's ``value``, in lane order (the block's or the subgroup's)."""
    blk = it.block
    lid = it.linear_id
    if group == "block":
        lo, hi, bar = 0, blk.n, blk.barrier
    else:
        lo = lid - lid % SUBGROUP_SIZE
        hi = min(lo + SUBGROUP_SIZE, blk.n)
        bar = blk.warp_barriers[lid // SUBGROUP_SIZE]
    blk.slots[lid] = value
    bar.wait()
    vals = blk.slots[lo:hi]
    bar.wait()
    return vals


@register("gpu.shuffle")
def _shuffle(it: Any, op: Operation, args: list) -> tuple:
    from ...rules.gpu import shuffle_mode

    value, offset, width = args
    blk, lid = it.block, it.linear_id
    lane = lid % SUBGROUP_SIZE
    first = lid - lane
    in_subgroup = min(SUBGROUP_SIZE, blk.n - first)
    width = int(width) & 0xFFFFFFFF
    offset = int(offset) & 0xFFFFFFFF
    if width <= 0:
        return (value, 0)
    seg = lane - lane % width
    if width >= in_subgroup:
        vals = _exchange(it, value, "subgroup")
    else:
        # segments of `width` lanes meet apart: a segment whose lanes all shuffle
        # completes even when the subgroup's other lanes do not reach the shuffle
        # (MLIR's gpu.shuffle needs only the first `width` lanes active)
        parties = min(width, in_subgroup - seg)
        bar = blk.segment_barrier(first + seg, parties)
        blk.slots[lid] = value
        bar.wait()
        vals = [None] * seg + blk.slots[first + seg : first + seg + parties]
        bar.wait()
    i = lane % width
    mode = shuffle_mode(op)
    src = {"xor": i ^ offset, "up": i - offset, "down": i + offset, "idx": offset}[mode]
    if 0 <= src < width and seg + src < len(vals):
        return (vals[seg + src], -1)
    return (value, 0)


def _combine(it: Any, op: Operation, vals: list) -> Any:
    from ...rules.gpu import all_reduce_kind

    kind = all_reduce_kind(op)
    t = op.results[0].type
    acc = vals[0]
    if kind is None:
        region = op.regions[0]
        for v in vals[1:]:
            acc = it.run_region(region, [acc, v]).values[0]
        return acc
    is_int = not isinstance(acc, np.floating)
    w = int_width(t) if is_int else 0
    mask = (1 << w) - 1 if is_int else 0
    for v in vals[1:]:
        if kind == "add":
            acc = wrap(acc + v, w) if is_int else acc + v
        elif kind == "mul":
            acc = wrap(acc * v, w) if is_int else acc * v
        elif kind == "minsi":
            acc = min(acc, v)
        elif kind == "maxsi":
            acc = max(acc, v)
        elif kind == "minui":
            acc = acc if (acc & mask) <= (v & mask) else v
        elif kind == "maxui":
            acc = acc if (acc & mask) >= (v & mask) else v
        elif kind in ("minnumf", "minimumf"):
            acc = np.fmin(acc, v) if kind == "minnumf" else np.minimum(acc, v)
        elif kind in ("maxnumf", "maximumf"):
            acc = np.fmax(acc, v) if kind == "maxnumf" else np.maximum(acc, v)
        elif kind == "and":
            acc = acc & v
        elif kind == "or":
            acc = acc | v
        elif kind == "xor":
            acc = acc ^ v
        else:
            raise InterpError(f"gpu-emu: unknown reduction '{kind}'")
    return acc


@register("gpu.all_reduce")
def _all_reduce(it: Any, op: Operation, args: list) -> tuple:
    return (_combine(it, op, _exchange(it, args[0], "block")),)


@register("gpu.subgroup_reduce")
def _subgroup_reduce(it: Any, op: Operation, args: list) -> tuple:
    return (_combine(it, op, _exchange(it, args[0], "subgroup")),)


@register("gpu.yield")
def _yield(it: Any, op: Operation, args: list) -> Exit:
    return Exit("gpu.yield", list(args))
