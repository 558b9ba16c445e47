"""``InferIntRangeInterface`` of the gpu id and size ops and of ``gpu.launch`` (MLIR 19's
GPU ``InferIntRangeInterfaceImpls.cpp``), named in ``gpu.rules``.

Grid and block sizes of known GPUs are below ``2^32`` and subgroups hold at most 128
lanes, so ``thread_id``/``block_id`` are in ``[0, size - 1]`` and ``block_dim``/
``grid_dim`` in ``[1, size]``, where the size is the first known of: the constant size
operand of the enclosing ``gpu.launch``, the enclosing ``gpu.func``'s
``known_block_size``/``known_grid_size``, the enclosing function's
``gpu.known_block_size``/``gpu.known_grid_size`` attribute, else ``2^32 - 1``; a size
op with a known size is that constant, and an op's ``upper_bound`` bounds it.
``global_id`` is below the product of the block and grid sizes; ``lane_id`` below 128,
``subgroup_size`` in ``[1, 128]``, ``subgroup_id``/``num_subgroups`` below/up to ``2^32 - 1``.
``gpu.launch`` bounds its body's size arguments by its size operands (within ``[1,
2^32 - 1]``) and the id arguments below them.

What it does not do: cluster ops (irlite's gpu dialect has none).
"""

from __future__ import annotations

from typing import Any

from ..ir.attributes import IntegerAttr
from ..ir.int_range import ConstantIntRanges
from ..ir.interfaces import InferIntRangeInterface

__all__ = [
    "BlockDim", "BlockId", "GlobalId", "GridDim", "LaneId", "Launch", "NumSubgroups",
    "SubgroupId", "SubgroupSize", "ThreadId",
]

K_MAX_DIM = (1 << 32) - 1
K_MAX_SUBGROUP = 128
_DIMS = {"x": 0, "y": 1, "z": 2}


def _range(lo: int, hi: int) -> ConstantIntRanges:
    return ConstantIntRanges.from_unsigned(64, lo, hi)


def _dim(op: Any) -> int:
    from .gpu import dim_of

    return _DIMS.get(dim_of(op), 0)


def _constant(v: Any) -> int | None:
    d = getattr(v, "owner", None)
    if d is None or not hasattr(d, "name") or "ConstantLike" not in type(d).traits:
        return None
    a = d.properties.get("value")
    return a.value & ((1 << 64) - 1) if type(a) is IntegerAttr else None


def _array_entry(a: Any, i: int) -> int | None:
    vals = getattr(a, "values", None)
    if vals is None or len(vals) <= i:
        return None
    return vals[i] & K_MAX_DIM


def known_dimension_size(op: Any, kind: str, dim: int) -> int | None:
    """MLIR's ``getKnownDimensionSizeAround``: the ``kind`` (``block`` or ``grid``) size
    along ``dim`` that the ops around ``op`` fix, or None."""
    p = op.parent_op
    while p is not None and p.name != "gpu.launch":
        p = p.parent_op
    if p is not None:
        base = 1 if kind == "grid" else 4  # the size operands after the async tokens
        n_async = len(p.op_operands) - _launch_fixed_operands(p)
        c = _constant(p.op_operands[n_async + base - 1 + dim].value)
        if c is not None:
            return c & K_MAX_DIM
    p = op.parent_op
    while p is not None and p.name != "gpu.func":
        p = p.parent_op
    if p is not None:
        v = _array_entry(p.get_attr(f"known_{kind}_size"), dim)
        if v is not None:
            return v
    p = op.parent_op
    while p is not None and "FunctionOpInterface" not in type(p).traits:
        p = p.parent_op
    if p is not None:
        a = p.get_attr(f"gpu.known_{kind}_size")
        v = _array_entry(a, dim)
        if v is not None:
            return v
    return None


def _launch_fixed_operands(op: Any) -> int:
    """The operands of a ``gpu.launch`` after its async dependencies."""
    seg = op.properties.get("operandSegmentSizes")
    if seg is not None:
        vals = list(seg.values)
        return len(op.op_operands) - vals[0]
    return len(op.op_operands)


def _upper_bound(op: Any) -> int | None:
    a = op.properties.get("upper_bound")
    return a.value if type(a) is IntegerAttr else None


class _Id(InferIntRangeInterface):
    KIND = "block"
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        op = self.op
        hi = K_MAX_DIM
        known = known_dimension_size(op, self.KIND, _dim(op))
        if known is not None:
            hi = known
        ub = _upper_bound(op)
        if ub is not None:
            hi = ub
        set_range(op.results[0], _range(0, hi - 1))


class ThreadId(_Id):
    KIND = "block"
    __slots__ = ()


class BlockId(_Id):
    KIND = "grid"
    __slots__ = ()


class _Size(InferIntRangeInterface):
    KIND = "block"
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        op = self.op
        known = known_dimension_size(op, self.KIND, _dim(op))
        if known is not None:
            set_range(op.results[0], _range(known, known))
            return
        ub = _upper_bound(op)
        set_range(op.results[0], _range(1, ub if ub is not None else K_MAX_DIM))


class BlockDim(_Size):
    KIND = "block"
    __slots__ = ()


class GridDim(_Size):
    KIND = "grid"
    __slots__ = ()


class GlobalId(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        op = self.op
        ub = _upper_bound(op)
        if ub is not None:
            set_range(op.results[0], _range(0, ub - 1))
            return
        d = _dim(op)
        block = known_dimension_size(op, "block", d)
        grid = known_dimension_size(op, "grid", d)
        block = K_MAX_DIM if block is None else block
        grid = K_MAX_DIM if grid is None else grid
        set_range(op.results[0], _range(0, (block * grid - 1) & ((1 << 64) - 1)))


class LaneId(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        ub = _upper_bound(self.op)
        hi = ub if ub is not None else K_MAX_SUBGROUP
        set_range(self.op.results[0], _range(0, hi - 1))


def _bounded(lo: int, default_hi: int) -> type:
    """An op in ``[lo, hi]``, ``hi`` its ``upper_bound`` (less one for an id) or the default."""

    class Impl(InferIntRangeInterface):
        __slots__ = ()

        def infer_result_ranges(self, args: list, set_range: Any) -> None:
            ub = _upper_bound(self.op)
            hi = default_hi if ub is None else (ub - 1 if lo == 0 else ub)
            set_range(self.op.results[0], _range(lo, hi))

    return Impl


SubgroupId = _bounded(0, K_MAX_DIM - 1)
NumSubgroups = _bounded(1, K_MAX_DIM)
SubgroupSize = _bounded(1, K_MAX_SUBGROUP)


class Launch(InferIntRangeInterface):
    """The body's grid/block size arguments from the size operands, the ids below them."""

    __slots__ = ()

    def infer_result_ranges_from_optional(self, args: list, set_range: Any) -> None:
        op = self.op
        if not op.regions or not op.regions[0].blocks:
            return
        body = op.regions[0].blocks[0].args
        n_async = len(op.op_operands) - _launch_fixed_operands(op)
        sizes = args[n_async : n_async + 6]
        for i, r in enumerate(sizes):
            if r is None or r.width != 64:
                continue
            dim_r = r.intersection(_range(1, K_MAX_DIM))
            # grid sizes are arguments 6..8 (ids 0..2), block sizes 9..11 (ids 3..5)
            set_range(body[6 + i], dim_r)
            set_range(body[i], _range(0, (dim_r.umax - 1) & ((1 << 64) - 1)))
