"""``BufferizableOpInterface`` of the tensor ops (MLIR 19's tensor
``BufferizableOpInterfaceImpl.cpp``), attached as external models on import.

``empty`` is a new allocation (its contents undefined); ``extract``/``dim``/``rank`` read
the buffer (``memref.load``/``dim``/``rank``); ``insert`` writes its destination in place
(``memref.store``); ``extract_slice`` is a view (``memref.subview``, its result aliases the
source but is not the same buffer); ``insert_slice`` copies its source into a subview of
its destination (``memref.copy``), and tells the analysis which values are the same subset
of its destination (MLIR's ``SubsetInsertionOpInterface``: an ``insert_slice`` of a value
computed in place from the matching ``extract_slice`` does not conflict with it); ``cast``,
``collapse_shape`` and ``expand_shape`` are the same buffer seen differently;
``from_elements`` stores each element into a new allocation.

``splat``, ``generate`` and ``pad`` fill a new buffer with a ``linalg.map`` (as MLIR 19
does; ``pad`` then copies its source into the middle).

What it does not do: ``pad`` with a dynamic result shape, ``concat``, ``parallel_insert_slice``, non-identity
layouts through ``collapse_shape``/``expand_shape``.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import DenseArrayAttr, IntegerAttr
from irlite.ir.core import OpResult
from irlite.ir.interfaces import BufferizableOpInterface, attach_interface
from irlite.ir.layout_attrs import StridedLayoutAttr
from irlite.ir.types import DYNAMIC, IndexType, IntegerType, MemRefType

from .bufferization_bufferize import (
    BufferizableModel,
    alloc_buffer,
    cast_buffer,
    copy_buffer,
    create,
    get_buffer,
    get_buffer_type,
    identity_memref,
    replace_op_with_bufferized_values,
)
from .memref import K_DYNAMIC, rank_reduction_mask, subview_result_type

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)


def _segs(op: Any) -> list[int]:
    return list(op.properties["operandSegmentSizes"].values)


def _slice_parts(op: Any, first: int) -> tuple[list, list, list]:
    """The dynamic offsets, sizes and strides of a slice op (after ``first`` operands)."""
    segs = _segs(op)
    vals = [o.value for o in op.op_operands]
    n0, n1, n2 = segs[first], segs[first + 1], segs[first + 2]
    start = sum(segs[:first])
    return (
        vals[start : start + n0],
        vals[start + n0 : start + n0 + n1],
        vals[start + n0 + n1 : start + n0 + n1 + n2],
    )


def _statics(op: Any) -> tuple[list, list, list]:
    p = op.properties
    return (
        list(p["static_offsets"].values),
        list(p["static_sizes"].values),
        list(p["static_strides"].values),
    )


def subview_type_for(src: Any, op: Any, result_shape: Any) -> Any:
    """MLIR's ``SubViewOp::inferRankReducedResultType``: the subview of buffer type ``src``
    with ``op``'s static slice, reduced to ``result_shape``."""
    offs, sizes, strides = _statics(op)
    full, tstrides, off = subview_result_type(src, offs, sizes, strides)
    shape = list(result_shape)
    if len(shape) == len(full.shape):
        return MemRefType.get(shape, src.element_type, full.layout, src.memory_space)
    dropped = rank_reduction_mask(full.shape, shape) or set()
    kept = [s for i, s in enumerate(tstrides) if i not in dropped]
    lay = StridedLayoutAttr.get(kept, off)
    return MemRefType.get(shape, src.element_type, lay, src.memory_space)


def _subview(rw: Any, loc: Any, buf: Any, op: Any, first: int, result_shape: Any) -> Any:
    offs, sizes, strides = _slice_parts(op, first)
    t = subview_type_for(buf.type, op, result_shape)
    p = dict(
        static_offsets=op.properties["static_offsets"],
        static_sizes=op.properties["static_sizes"],
        static_strides=op.properties["static_strides"],
        operandSegmentSizes=DenseArrayAttr.get(_I32, [1, len(offs), len(sizes), len(strides)]),
    )
    return create(rw, "memref.subview", [buf, *offs, *sizes, *strides], [t], loc, p).results[0]


class EmptyModel(BufferizableModel):
    """``tensor.empty``: a new buffer; its contents are undefined (not a write)."""

    __slots__ = ()

    def result_bufferizes_to_memory_write(self, result: Any, state: Any) -> bool:
        return False

    def bufferizes_to_allocation(self, value: Any) -> bool:
        return True

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        return identity_memref(value.type, options.allocation_memory_space(self.op, value.type))

    def reify_dynamic_sizes(self, rw: Any, value: Any, loc: Any) -> list | None:
        return [o.value for o in self.op.op_operands]

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        if op.results[0].first_use is None:
            rewriter.erase_op(op)
            return True
        rewriter.set_insertion_point(op)
        t = self.get_buffer_type(op.results[0], options, state)
        buf = alloc_buffer(rewriter, op.loc, t, [o.value for o in op.op_operands], options)
        replace_op_with_bufferized_values(rewriter, op, [buf])
        return True


class ExtractModel(BufferizableModel):
    __slots__ = ()

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        buf = get_buffer(rewriter, op.op_operands[0].value, options, state)
        rewriter.set_insertion_point(op)
        idx = [o.value for o in op.op_operands[1:]]
        ld = create(rewriter, "memref.load", [buf, *idx], [op.results[0].type], op.loc)
        replace_op_with_bufferized_values(rewriter, op, [ld.results[0]])
        return True


class _QueryModel(BufferizableModel):
    """``dim``/``rank``: neither read nor written (only the shape is asked)."""

    __slots__ = ()
    TARGET = ""

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return False

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        buf = get_buffer(rewriter, op.op_operands[0].value, options, state)
        rewriter.set_insertion_point(op)
        rest = [o.value for o in op.op_operands[1:]]
        new = create(rewriter, self.TARGET, [buf, *rest], [op.results[0].type], op.loc)
        replace_op_with_bufferized_values(rewriter, op, [new.results[0]])
        return True


class DimModel(_QueryModel):
    __slots__ = ()
    TARGET = "memref.dim"


class RankModel(_QueryModel):
    __slots__ = ()
    TARGET = "memref.rank"


class InsertModel(BufferizableModel):
    """``tensor.insert``: destination-style on its ``dest`` (read, written, the result)."""

    __slots__ = ()

    def _is_dest(self, operand: Any) -> bool:
        return operand.index == 1

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return self._is_dest(operand)

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return [self.op.results[0]] if self._is_dest(operand) else []

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        buf = get_buffer(rewriter, op.op_operands[1].value, options, state)
        rewriter.set_insertion_point(op)
        idx = [o.value for o in op.op_operands[2:]]
        create(rewriter, "memref.store", [op.op_operands[0].value, buf, *idx], [], op.loc)
        replace_op_with_bufferized_values(rewriter, op, [buf])
        return True


class ExtractSliceModel(BufferizableModel):
    """``extract_slice``: a subview; the result aliases the source (not equivalent)."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return False

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return [self.op.results[0]] if operand.index == 0 else []

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        return False

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        src = get_buffer_type(self.op.op_operands[0].value, options, state)
        return subview_type_for(src, self.op, value.type.shape)

    def reify_dynamic_sizes(self, rw: Any, value: Any, loc: Any) -> list | None:
        return list(_slice_parts(self.op, 1)[1])  # the dynamic sizes (dropped dims are 1)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        buf = get_buffer(rewriter, op.op_operands[0].value, options, state)
        rewriter.set_insertion_point(op)
        sv = _subview(rewriter, op.loc, buf, op, 1, op.results[0].type.shape)
        replace_op_with_bufferized_values(rewriter, op, [sv])
        return True


def _same_slice(a: Any, b: Any, fa: int, fb: int) -> bool:
    if _statics(a) != _statics(b):
        return False
    return all(x == y for x, y in zip(_slice_parts(a, fa), _slice_parts(b, fb)))


def _covers_whole(op: Any, dest_type: Any) -> bool:
    offs, sizes, strides = _statics(op)
    if _slice_parts(op, 2) != ([], [], []):
        return False
    return (
        all(o == 0 for o in offs)
        and all(s == 1 for s in strides)
        and list(sizes) == list(dest_type.shape)
        and K_DYNAMIC not in sizes
    )


class InsertSliceModel(BufferizableModel):
    """``insert_slice``: copy the source into a subview of the destination buffer."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        if operand.index == 1:  # the destination is read unless entirely overwritten
            return not _covers_whole(self.op, self.op.op_operands[1].value.type)
        return True

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return operand.index == 1

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return [self.op.results[0]] if operand.index == 1 else []

    # -- MLIR's SubsetInsertionOpInterface (what eliminate-empty-tensors asks)
    def subset_source_operand(self) -> Any:
        return self.op.op_operands[0]

    def subset_dest_operand(self) -> Any:
        return self.op.op_operands[1]

    def is_equivalent_subset(self, value: Any, equivalent: Any) -> bool:
        """``value`` is an ``extract_slice`` of (a value equivalent to) the destination at
        the same offsets, sizes and strides (MLIR's ``isEquivalentSubset``)."""
        if type(value) is not OpResult or value.owner.name != "tensor.extract_slice":
            return False
        e = value.owner
        return equivalent(e.op_operands[0].value, self.op.op_operands[1].value) and _same_slice(
            e, self.op, 1, 2
        )

    def values_needed_for_subset_extraction(self) -> list:
        offs, sizes, strides = _slice_parts(self.op, 2)
        return [self.op.op_operands[1].value, *offs, *sizes, *strides]

    def build_subset_extraction(self, rewriter: Any, loc: Any) -> Any:
        """``tensor.extract_slice`` of the destination at this op's slice."""
        op = self.op
        offs, sizes, strides = _slice_parts(op, 2)
        p = dict(
            static_offsets=op.properties["static_offsets"],
            static_sizes=op.properties["static_sizes"],
            static_strides=op.properties["static_strides"],
            operandSegmentSizes=DenseArrayAttr.get(_I32, [1, len(offs), len(sizes), len(strides)]),
        )
        operands = [op.op_operands[1].value, *offs, *sizes, *strides]
        t = op.op_operands[0].value.type
        return create(rewriter, "tensor.extract_slice", operands, [t], loc, p).results[0]

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        dest = get_buffer(rewriter, op.op_operands[1].value, options, state)
        src = get_buffer(rewriter, op.op_operands[0].value, options, state)
        rewriter.set_insertion_point(op)
        sv = _subview(rewriter, op.loc, dest, op, 2, op.op_operands[0].value.type.shape)
        copy_buffer(rewriter, op.loc, src, sv)
        replace_op_with_bufferized_values(rewriter, op, [dest])
        return True


class CastModel(BufferizableModel):
    """``tensor.cast``: ``memref.cast`` of the same buffer (offsets and strides kept)."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return False

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return [self.op.results[0]]

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        from .bufferization_bufferize import fully_dynamic_memref

        src = get_buffer_type(self.op.op_operands[0].value, options, state)
        t = value.type
        if src.shape is None or t.shape is None:
            return fully_dynamic_memref(t, src.memory_space)
        return MemRefType.get(t.shape, t.element_type, src.layout, src.memory_space)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        buf = get_buffer(rewriter, op.op_operands[0].value, options, state)
        rewriter.set_insertion_point(op)
        t = self.get_buffer_type(op.results[0], options, state)
        replace_op_with_bufferized_values(rewriter, op, [cast_buffer(rewriter, op.loc, buf, t)])
        return True


class ReshapeModel(BufferizableModel):
    """``collapse_shape``/``expand_shape``: the same buffer reshaped (identity layouts)."""

    __slots__ = ()
    TARGET = ""

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return False

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return [self.op.results[0]] if operand.index == 0 else []

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        src = get_buffer_type(self.op.op_operands[0].value, options, state)
        return identity_memref(value.type, src.memory_space)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        buf = get_buffer(rewriter, op.op_operands[0].value, options, state)
        rewriter.set_insertion_point(op)
        if buf.type.layout is not None:  # a strided view: a contiguous copy first
            t0 = identity_memref(op.op_operands[0].value.type, buf.type.memory_space)
            dyn = []
            for i, d in enumerate(t0.shape):
                if d == DYNAMIC:
                    c = create(
                        rewriter,
                        "arith.constant",
                        [],
                        [_INDEX],
                        op.loc,
                        {"value": IntegerAttr.get(_INDEX, i)},
                    ).results[0]
                    dyn.append(
                        create(rewriter, "memref.dim", [buf, c], [_INDEX], op.loc).results[0]
                    )
            new = alloc_buffer(rewriter, op.loc, t0, dyn, options)
            copy_buffer(rewriter, op.loc, buf, new)
            buf = new
        t = self.get_buffer_type(op.results[0], options, state)
        rest = [o.value for o in op.op_operands[1:]]
        r = create(rewriter, self.TARGET, [buf, *rest], [t], op.loc, dict(op.properties))
        replace_op_with_bufferized_values(rewriter, op, [r.results[0]])
        return True


class CollapseShapeModel(ReshapeModel):
    __slots__ = ()
    TARGET = "memref.collapse_shape"


class ExpandShapeModel(ReshapeModel):
    __slots__ = ()
    TARGET = "memref.expand_shape"


class FromElementsModel(BufferizableModel):
    """``from_elements``: a new buffer and one ``memref.store`` per element (row-major)."""

    __slots__ = ()

    def result_bufferizes_to_memory_write(self, result: Any, state: Any) -> bool:
        return True

    def bufferizes_to_allocation(self, value: Any) -> bool:
        return True

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        return identity_memref(value.type, options.allocation_memory_space(self.op, value.type))

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        t = op.results[0].type
        rewriter.set_insertion_point(op)
        buf = alloc_buffer(
            rewriter, op.loc, self.get_buffer_type(op.results[0], options), [], options
        )
        elems = [o.value for o in op.op_operands]
        shape = list(t.shape)
        if not elems:
            replace_op_with_bufferized_values(rewriter, op, [buf])
            return True
        if not shape:
            create(rewriter, "memref.store", [elems[0], buf], [], op.loc)
            replace_op_with_bufferized_values(rewriter, op, [buf])
            return True
        consts = [
            create(
                rewriter,
                "arith.constant",
                [],
                [_INDEX],
                op.loc,
                {"value": IntegerAttr.get(_INDEX, i)},
            ).results[0]
            for i in range(max(shape))
        ]
        k = 0

        def stores(dim: int, idx: list) -> None:
            nonlocal k
            for i in range(shape[dim]):
                cur = [*idx, consts[i]]
                if dim == len(shape) - 1:
                    create(rewriter, "memref.store", [elems[k], buf, *cur], [], op.loc)
                    k += 1
                else:
                    stores(dim + 1, cur)

        stores(0, [])
        replace_op_with_bufferized_values(rewriter, op, [buf])
        return True


def _map_into(rewriter: Any, loc: Any, buf: Any) -> Any:
    """An empty ``linalg.map outs(buf)`` at the insertion point; returns its body block."""
    m = rewriter.create_detached("linalg.map", [buf], [], None, None, 1, loc=loc)
    rewriter.insert(m)
    return rewriter.create_block(m.regions[0])


class SplatModel(BufferizableModel):
    """``splat``: a new buffer filled by a ``linalg.map`` yielding the scalar (MLIR 19)."""

    __slots__ = ()

    def result_bufferizes_to_memory_write(self, result: Any, state: Any) -> bool:
        return True

    def bufferizes_to_allocation(self, value: Any) -> bool:
        return True

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        return identity_memref(value.type, options.allocation_memory_space(self.op, value.type))

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        rewriter.set_insertion_point(op)
        t = self.get_buffer_type(op.results[0], options)
        dyn = [o.value for o in op.op_operands[1:]]
        buf = alloc_buffer(rewriter, op.loc, t, dyn, options)
        with rewriter.insertion_guard():
            _map_into(rewriter, op.loc, buf)
            create(rewriter, "linalg.yield", [op.op_operands[0].value], [], op.loc)
        replace_op_with_bufferized_values(rewriter, op, [buf])
        return True


class GenerateModel(SplatModel):
    """``generate``: a new buffer filled by a ``linalg.map`` whose body is the generate's,
    its indices from ``linalg.index`` (MLIR 19's ``lowerGenerateLikeOpBody``)."""

    __slots__ = ()

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        rewriter.set_insertion_point(op)
        t = self.get_buffer_type(op.results[0], options)
        buf = alloc_buffer(rewriter, op.loc, t, [o.value for o in op.op_operands], options)
        i64 = IntegerType.get(64)
        with rewriter.insertion_guard():
            blk = _map_into(rewriter, op.loc, buf)
            idx = [
                create(
                    rewriter, "linalg.index", [], [_INDEX], op.loc, {"dim": IntegerAttr.get(i64, d)}
                ).results[0]
                for d in range(len(t.shape))
            ]
            body = op.regions[0].blocks[0]
            y = body.last
            rewriter.merge_blocks(body, blk, idx)
            rewriter.set_insertion_point(y)
            create(rewriter, "linalg.yield", [o.value for o in y.op_operands], [], y.loc)
            rewriter.erase_op(y)
        replace_op_with_bufferized_values(rewriter, op, [buf])
        return True


class PadModel(GenerateModel):
    """``pad``: a new buffer filled by a ``linalg.map`` of the padding body, then the source
    copied into its subview at the low padding (MLIR 19's PadOp bufferization)."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return True

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        from .bufferization_bufferize import fail

        op = self.op
        t = op.results[0].type
        if DYNAMIC in t.shape:
            fail(op, "cannot bufferize a tensor.pad with a dynamic result shape", prefix=False)
        src = op.op_operands[0].value
        sbuf = get_buffer(rewriter, src, options, state)
        rewriter.set_insertion_point(op)
        buf = alloc_buffer(
            rewriter, op.loc, self.get_buffer_type(op.results[0], options), [], options
        )
        i64 = IntegerType.get(64)
        with rewriter.insertion_guard():
            blk = _map_into(rewriter, op.loc, buf)
            idx = [
                create(
                    rewriter, "linalg.index", [], [_INDEX], op.loc, {"dim": IntegerAttr.get(i64, d)}
                ).results[0]
                for d in range(len(t.shape))
            ]
            body = op.regions[0].blocks[0]
            y = body.last
            rewriter.merge_blocks(body, blk, idx)
            rewriter.set_insertion_point(y)
            create(rewriter, "linalg.yield", [o.value for o in y.op_operands], [], y.loc)
            rewriter.erase_op(y)
        # the source into buf[low][source sizes][1]
        n_low = len(op.properties["static_low"].values)
        segs = list(op.properties["operandSegmentSizes"].values)
        low_dyn = [o.value for o in op.op_operands[1 : 1 + segs[1]]]
        sizes_static, sizes_dyn = [], []
        for i, d in enumerate(src.type.shape):
            if d == DYNAMIC:
                c = create(
                    rewriter,
                    "arith.constant",
                    [],
                    [_INDEX],
                    op.loc,
                    {"value": IntegerAttr.get(_INDEX, i)},
                ).results[0]
                sizes_dyn.append(
                    create(rewriter, "memref.dim", [sbuf, c], [_INDEX], op.loc).results[0]
                )
                sizes_static.append(K_DYNAMIC)
            else:
                sizes_static.append(d)
        offs = list(op.properties["static_low"].values)
        strides = [1] * n_low
        full, tstrides, off = subview_result_type(buf.type, offs, sizes_static, strides)
        arr = lambda v: DenseArrayAttr.get(i64, v)  # noqa: E731
        p = dict(
            static_offsets=arr(offs),
            static_sizes=arr(sizes_static),
            static_strides=arr(strides),
            operandSegmentSizes=DenseArrayAttr.get(_I32, [1, len(low_dyn), len(sizes_dyn), 0]),
        )
        sv = create(
            rewriter, "memref.subview", [buf, *low_dyn, *sizes_dyn], [full], op.loc, p
        ).results[0]
        copy_buffer(rewriter, op.loc, sbuf, sv)
        replace_op_with_bufferized_values(rewriter, op, [buf])
        return True


class ParallelInsertSliceModel(InsertSliceModel):
    """``parallel_insert_slice``: copy the source into a subview of the destination (the
    shared output's buffer), built before the ``in_parallel`` terminator (MLIR 19)."""

    __slots__ = ()

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return []

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        parent = op.parent_op
        rewriter.set_insertion_point(parent)
        dest = get_buffer(rewriter, op.op_operands[1].value, options, state)
        src = get_buffer(rewriter, op.op_operands[0].value, options, state)
        rewriter.set_insertion_point(parent)
        sv = _subview(rewriter, op.loc, dest, op, 2, op.op_operands[0].value.type.shape)
        copy_buffer(rewriter, op.loc, src, sv)
        rewriter.erase_op(op)
        return True


MODELS = {
    "tensor.parallel_insert_slice": ParallelInsertSliceModel,
    "tensor.pad": PadModel,
    "tensor.splat": SplatModel,
    "tensor.generate": GenerateModel,
    "tensor.empty": EmptyModel,
    "tensor.extract": ExtractModel,
    "tensor.insert": InsertModel,
    "tensor.extract_slice": ExtractSliceModel,
    "tensor.insert_slice": InsertSliceModel,
    "tensor.cast": CastModel,
    "tensor.dim": DimModel,
    "tensor.rank": RankModel,
    "tensor.collapse_shape": CollapseShapeModel,
    "tensor.expand_shape": ExpandShapeModel,
    "tensor.from_elements": FromElementsModel,
}

for _name, _model in MODELS.items():
    attach_interface(_name, BufferizableOpInterface, _model)
