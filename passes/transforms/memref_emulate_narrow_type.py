"""Narrow integer emulation, the memref half (MLIR 19's ``memref::
populateMemRefNarrowTypeEmulationConversions`` and ``...Patterns``, ``EmulateNarrowType.cpp``).

Memory of integers narrower than the converter's ``load_store_bitwidth`` (``i4`` with
8) becomes a one-dimensional memref of ``i<load_store_bitwidth>`` holding the elements
packed, ``ceil(n * w / load_store_bitwidth)`` words (a dynamic size stays dynamic, a
rank-0 memref stays rank 0); a non-zero offset is kept in a ``strided<[1], offset: ...>``
layout, scaled when static (and the type does not convert when the scaled offset is not
whole); a layout whose innermost stride is not 1 does not convert.

The patterns (a dialect conversion; ops are rebuilt on the converted values):

* ``memref.alloc`` / ``alloca``: the linearized size (``affine.apply`` of the product of
  the sizes, divided by the packing factor, when dynamic);
* ``memref.load``: the element's linear index ``sum(index_i * stride_i)`` (from the
  original memref's sizes and strides), the word at ``index floordiv f`` loaded, shifted
  right by ``(index mod f) * w`` bits (``arith.shrsi``) and truncated to the converted
  element type (masked with ``2^w - 1`` when that is the word type itself); a rank-0
  load is only truncated;
* ``memref.store``: the value zero-extended to the word, and two ``memref.atomic_rmw``,
  ``andi`` with the inverted shifted mask to clear the bits and ``ori`` with the shifted
  value (a plain read-modify-write with ``disable_atomic_rmw``); rank 0: ``atomic_rmw
  assign`` of the extended value;
* ``memref.subview`` with unit strides, static sizes, a static innermost offset and a
  contiguous static result: a 1-D subview at the linearized offset;
* ``memref.reinterpret_cast`` to rank 0 or 1 with unit strides and static offset and
  sizes (the offset a multiple of the packing factor): scaled;
* ``memref.collapse_shape`` / ``expand_shape``: the already linear source;
* ``memref.assume_alignment``, ``memref.dealloc``, ``memref.copy``: on the new memrefs.

The original memref's strides and sizes come from its type; dynamic sizes of a memref
an ``alloc``/``alloca`` made are that op's size operands (what MLIR's
``extract_strided_metadata`` resolution finds). A load or store of a memref whose
dynamic metadata is known no other way does not convert.

What it does not do: the dead ``extract_strided_metadata`` constants mlir-opt 19 leaves
beside each load and store (nothing uses them); vector ops (MLIR's vector narrow-type
patterns); float element types.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ir.affine import get_affine_constant_expr, get_affine_symbol_expr
from ...ir.attributes import DenseArrayAttr, IntegerAttr
from ...ir.core import Operation, Value
from ...ir.layout_attrs import StridedLayoutAttr
from ...ir.memref_layout import strides_and_offset
from ...ir.types import DYNAMIC, IndexType, IntegerType, MemRefType
from ..rewrite.dialect_conversion import ConversionPattern, ConversionPatternRewriter
from .expand_strided_metadata import create_offset_size_stride_op, make_composed_folded_affine_apply

__all__ = ["add_memref_narrow_type_conversions", "memref_narrow_type_patterns"]

_INDEX = IndexType.get()
_I64 = IntegerType.get(64)
_I32 = IntegerType.get(32)
K_DYNAMIC = -(2**63)
#: arith.atomic_rmw_kind values
_ASSIGN, _ORI, _ANDI = 2, 11, 12

OpFoldResult = int | Value


# ------------------------------------------------------------------ the type conversion


def _linearized_shape(t: MemRefType, src_bits: int, dst_bits: int) -> list[int]:
    if not t.shape:
        return []
    n = 1
    for d in t.shape:
        if d == DYNAMIC:
            return [DYNAMIC]
        n *= d
    scale = dst_bits // src_bits
    return [(n + scale - 1) // scale]


def add_memref_narrow_type_conversions(tc: Any) -> None:
    """MLIR's ``populateMemRefNarrowTypeEmulationConversions`` on ``tc`` (a
    ``NarrowTypeEmulationConverter``)."""

    def convert(t: Any) -> Any:
        if type(t) is not MemRefType:
            return None
        et = t.element_type
        if type(et) is not IntegerType:
            return t
        width = et.width
        lsw = tc.load_store_bitwidth
        if width >= lsw:
            return t
        strides, offset = strides_and_offset(t)
        if strides is None and offset is None:
            return False
        if strides and strides[-1] != 1:
            return False
        layout = None
        if offset != 0:
            if offset is None:
                layout = StridedLayoutAttr.get([1], None)
            else:
                if (offset * width) % lsw:
                    return None
                layout = StridedLayoutAttr.get([1], offset * width // lsw)
        return MemRefType.get(
            _linearized_shape(t, width, lsw),
            IntegerType.get(lsw, et.signedness),
            layout,
            t.memory_space,
        )

    tc.add_conversion(convert)


# ------------------------------------------------------------------ index arithmetic


def _const_index(rw: Any, loc: Any, x: OpFoldResult) -> Value:
    """MLIR's ``getValueOrCreateConstantIndexOp``."""
    if isinstance(x, int):
        return rw.create(
            "arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, x)}, loc=loc
        ).results[0]
    return x


def _s(i: int) -> Any:
    return get_affine_symbol_expr(i)


def linearized_offset_and_size(
    rw: Any,
    loc: Any,
    src_bits: int,
    dst_bits: int,
    offset: OpFoldResult,
    sizes: Sequence[OpFoldResult],
    strides: Sequence[OpFoldResult],
    indices: Sequence[OpFoldResult] = (),
) -> tuple[OpFoldResult, OpFoldResult, OpFoldResult | None]:
    """MLIR 19's ``getLinearizedMemRefOffsetAndSize``: (the linear index of ``indices``
    (zeros when empty) in words, the size in words, the base offset in words; None when
    ``offset`` is None, an unknown dynamic offset)."""
    rank = len(sizes)
    idx = list(indices) if indices else [0] * rank
    scaler = dst_bits // src_bits
    add_mul = get_affine_constant_expr(0)
    mul = get_affine_constant_expr(1)
    offset_values: list = []
    for i in range(rank):
        add_mul = add_mul + _s(2 * i) * _s(2 * i + 1)
        offset_values += [idx[i], strides[i]]
        mul = mul * _s(i)
    lin_idx = make_composed_folded_affine_apply(rw, loc, add_mul.floordiv(scaler), offset_values)
    lin_size = make_composed_folded_affine_apply(rw, loc, mul.floordiv(scaler), list(sizes))
    base = (
        make_composed_folded_affine_apply(rw, loc, _s(0).floordiv(scaler), [offset])
        if offset is not None
        else None
    )
    return lin_idx, lin_size, base


def _suffix_strides(rw: Any, loc: Any, sizes: Sequence[OpFoldResult]) -> list:
    """The row-major strides of ``sizes`` (``affine.apply`` products where dynamic)."""
    strides: list = [1] * len(sizes)
    for i in range(len(sizes) - 1, 0, -1):
        strides[i - 1] = make_composed_folded_affine_apply(
            rw, loc, _s(0) * _s(1), [strides[i], sizes[i]]
        )
    return strides


def _mixed(op: Operation, static_name: str, first: int, count: int) -> list[OpFoldResult]:
    """The static entries of ``static_name`` with each dynamic one taken, in order, from
    the operands ``first..first+count``."""
    dyn = iter([o.value for o in op.op_operands[first : first + count]])
    return [next(dyn) if x == K_DYNAMIC else x for x in op.properties[static_name].values]


class _Emulation:
    """What the patterns of one conversion share: the dynamic sizes of the memrefs the
    converted allocations made (by the new memref value)."""

    def __init__(self) -> None:
        self.alloc_sizes: dict[Value, list] = {}

    def metadata(
        self, rw: Any, loc: Any, original: Value, converted: Value
    ) -> tuple[OpFoldResult, list, list] | None:
        """(offset, sizes, strides) of the memref ``original`` (whose emulation is
        ``converted``), or None when a dynamic size or stride is not known; a dynamic
        offset is None."""
        t = original.type
        strides, offset = strides_and_offset(t)
        if strides is None and offset is None:
            return None
        known = self.alloc_sizes.get(converted)
        sizes: list = []
        for i, d in enumerate(t.shape):
            if d != DYNAMIC:
                sizes.append(d)
            elif known is not None:
                sizes.append(known[i])
            else:
                return None
        if any(s is None for s in strides):
            if known is None:
                return None
            strides = _suffix_strides(rw, loc, sizes)
            offset = 0
        # a dynamic offset (a view's) is not needed: indices are relative to the view
        return offset, sizes, list(strides)


def _bits(t: Any) -> int:
    return t.width


def _linearized_index(rw: Any, loc: Any, src_bits: int, indices: list, md: tuple) -> OpFoldResult:
    """MLIR's ``getLinearizedSrcIndices``: the element index in ``src_bits`` granules, from
    the memref's (offset, sizes, strides) ``md``."""
    offset, sizes, strides = md
    lin, _, _ = linearized_offset_and_size(rw, loc, src_bits, src_bits, offset, sizes, strides, indices)
    return lin


def _word_index(rw: Any, loc: Any, lin: OpFoldResult, src_bits: int, dst_bits: int) -> Value:
    """MLIR's ``getIndicesForLoadOrStore``."""
    x = make_composed_folded_affine_apply(rw, loc, _s(0).floordiv(dst_bits // src_bits), [lin])
    return _const_index(rw, loc, x)


def _bit_offset(rw: Any, loc: Any, lin: OpFoldResult, src_bits: int, dst_bits: int) -> Value:
    """MLIR's ``getOffsetForBitwidth``: ``(index mod f) * src_bits`` as an ``i<dst_bits>``."""
    e = (_s(0) % (dst_bits // src_bits)) * src_bits
    x = _const_index(rw, loc, make_composed_folded_affine_apply(rw, loc, e, [lin]))
    return rw.create("arith.index_cast", [x], [IntegerType.get(dst_bits)], {}, loc=loc).results[0]


def _const(rw: Any, loc: Any, t: Any, v: int) -> Value:
    return rw.create("arith.constant", [], [t], {"value": IntegerAttr.get(t, v)}, loc=loc).results[0]


def _new_op(
    rw: Any, op: Operation, operands: list, types: list, props: dict | None = None
) -> Operation:
    return rw.create(
        op.name,
        operands,
        types,
        dict(op.properties) if props is None else props,
        dict(op.attributes) if op.attributes else None,
        loc=op.loc,
    )


# ------------------------------------------------------------------ patterns


class _Pattern(ConversionPattern):
    def __init__(self, tc: Any, em: _Emulation, root: str, atomic: bool = True) -> None:
        super().__init__(tc, root=root)
        self.em = em
        self.atomic = atomic

    def _converted_memref(self, t: Any) -> Any:
        nt = self.type_converter.convert_type(t)
        return nt if type(nt) is MemRefType else None


class ConvertAllocation(_Pattern):
    """``memref.alloc`` / ``memref.alloca`` of the linearized type."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        cur = op.results[0].type
        new_t = self._converted_memref(cur)
        if new_t is None:
            return rw.notify_match_failure(op, f"failed to convert memref type: {cur}")
        n_dyn = sum(1 for d in cur.shape if d == DYNAMIC)
        symbols = operands[n_dyn:]
        rw.set_insertion_point(op)
        loc = op.loc
        dyn: list = []
        sizes: list = []
        if cur.shape:
            sizes = _mixed_sizes(cur, operands[:n_dyn])
            strides = _suffix_strides(rw, loc, sizes)
            _, lin_size, _ = linearized_offset_and_size(
                rw, loc, _bits(cur.element_type), _bits(new_t.element_type), 0, sizes, strides
            )
            if DYNAMIC in new_t.shape:
                dyn = [_const_index(rw, loc, lin_size)]
        props = dict(op.properties)
        props["operandSegmentSizes"] = DenseArrayAttr.get(_I32, [len(dyn), len(symbols)])
        new = _new_op(rw, op, dyn + symbols, [new_t], props)
        if any(not isinstance(s, int) for s in sizes):
            self.em.alloc_sizes[new.results[0]] = sizes
        rw.replace_op(op, [new.results[0]])
        return True


def _mixed_sizes(t: MemRefType, dynamic: list) -> list:
    it = iter(dynamic)
    return [next(it) if d == DYNAMIC else d for d in t.shape]


class ConvertLoad(_Pattern):
    """``memref.load`` of the word holding the element, shifted and truncated."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        mem, *indices = operands
        ct = mem.type
        original = op.op_operands[0].value
        old_et = original.type.element_type
        src_bits, dst_bits = _bits(old_et), _bits(ct.element_type)
        if dst_bits % src_bits:
            return rw.notify_match_failure(op, "only dstBits % srcBits == 0 supported")
        result_t = self.type_converter.convert_type(old_et)
        loc = op.loc
        rw.set_insertion_point(op)
        if not ct.shape:
            bits = rw.create("memref.load", [mem], [ct.element_type], {}, loc=loc).results[0]
        else:
            md = self.em.metadata(rw, loc, original, mem)
            if md is None:
                return rw.notify_match_failure(op, "the memref's metadata is not known")
            lin = _linearized_index(rw, loc, src_bits, indices, md)
            word = _word_index(rw, loc, lin, src_bits, dst_bits)
            load = rw.create("memref.load", [mem, word], [ct.element_type], {}, loc=loc)
            off = _bit_offset(rw, loc, lin, src_bits, dst_bits)
            bits = rw.create("arith.shrsi", [load.results[0], off], [ct.element_type], {}, loc=loc)
            bits = bits.results[0]
        if result_t is ct.element_type:
            mask = _const(rw, loc, ct.element_type, (1 << src_bits) - 1)
            res = rw.create("arith.andi", [bits, mask], [result_t], {}, loc=loc).results[0]
        else:
            res = rw.create("arith.trunci", [bits], [result_t], {}, loc=loc).results[0]
        rw.replace_op(op, [res])
        return True


class ConvertStore(_Pattern):
    """``memref.store`` as masked read-modify-writes of the word holding the element."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        val, mem, *indices = operands
        ct = mem.type
        original = op.op_operands[1].value
        src_bits, dst_bits = _bits(original.type.element_type), _bits(ct.element_type)
        word_t = IntegerType.get(dst_bits)
        if dst_bits % src_bits:
            return rw.notify_match_failure(op, "only dstBits % srcBits == 0 supported")
        loc = op.loc
        rw.set_insertion_point(op)
        md = self.em.metadata(rw, loc, original, mem) if ct.shape else None
        if ct.shape and md is None:
            return rw.notify_match_failure(op, "the memref's metadata is not known")
        ext = rw.create("arith.extui", [val], [word_t], {}, loc=loc).results[0]
        if not ct.shape:
            kind = IntegerAttr.get(_I64, _ASSIGN)
            rw.create("memref.atomic_rmw", [ext, mem], [word_t], {"kind": kind}, loc=loc)
            rw.erase_op(op)
            return True
        lin = _linearized_index(rw, loc, src_bits, indices, md)
        word = _word_index(rw, loc, lin, src_bits, dst_bits)
        off = _bit_offset(rw, loc, lin, src_bits, dst_bits)
        # the mask clearing the element's bits: ~(((1 << src_bits) - 1) << off)
        base = _const(rw, loc, word_t, (1 << src_bits) - 1)
        shifted = rw.create("arith.shli", [base, off], [word_t], {}, loc=loc).results[0]
        flip = _const(rw, loc, word_t, -1)
        mask = rw.create("arith.xori", [shifted, flip], [word_t], {}, loc=loc).results[0]
        aligned = rw.create("arith.shli", [ext, off], [word_t], {}, loc=loc).results[0]
        if self.atomic:
            for kind, v in ((_ANDI, mask), (_ORI, aligned)):
                rw.create(
                    "memref.atomic_rmw",
                    [v, mem, word],
                    [word_t],
                    {"kind": IntegerAttr.get(_I64, kind)},
                    loc=loc,
                )
        else:
            orig = rw.create("memref.load", [mem, word], [word_t], {}, loc=loc).results[0]
            cleared = rw.create("arith.andi", [orig, mask], [word_t], {}, loc=loc).results[0]
            new = rw.create("arith.ori", [cleared, aligned], [word_t], {}, loc=loc).results[0]
            rw.create("memref.store", [new, mem, word], [], {}, loc=loc)
        rw.erase_op(op)
        return True


def _contiguous_static(t: MemRefType) -> bool:
    """MLIR's ``isStaticShapeAndContiguousRowMajor``."""
    if DYNAMIC in t.shape:
        return False
    strides, _ = strides_and_offset(t)
    if strides is None:
        return False
    running = 1
    d = len(strides) - 1
    while d >= 0 and strides[d] == running:
        running *= t.shape[d]
        d -= 1
    while d >= 0 and t.shape[d] == 1:
        d -= 1
    return d < 0


class ConvertSubview(_Pattern):
    """A contiguous ``memref.subview`` with unit strides as a 1-D subview in words."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        rt = op.results[0].type
        new_t = self._converted_memref(rt)
        if new_t is None:
            return rw.notify_match_failure(op, f"failed to convert memref type: {rt}")
        src_bits, dst_bits = _bits(rt.element_type), _bits(new_t.element_type)
        if dst_bits % src_bits:
            return rw.notify_match_failure(op, "only dstBits % srcBits == 0 supported")
        if any(s != 1 for s in op.properties["static_strides"].values):
            return rw.notify_match_failure(op, "stride != 1 is not supported")
        if not _contiguous_static(rt):
            return rw.notify_match_failure(op, "the result memref type is not contiguous")
        static_sizes = list(op.properties["static_sizes"].values)
        offsets_static = list(op.properties["static_offsets"].values)
        if K_DYNAMIC in static_sizes or offsets_static[-1] == K_DYNAMIC:
            return rw.notify_match_failure(op, "dynamic size or offset is not supported")
        seg = list(op.properties["operandSegmentSizes"].values)
        source = op.op_operands[0].value
        loc = op.loc
        rw.set_insertion_point(op)
        md = self.em.metadata(rw, loc, source, operands[0])
        if md is None:
            return rw.notify_match_failure(op, "the source's metadata is not known")
        base_offset, _, strides = md
        offsets = _mixed_from(offsets_static, operands[1 : 1 + seg[1]])
        lin, size, _ = linearized_offset_and_size(
            rw, loc, src_bits, dst_bits, base_offset, static_sizes, strides, offsets
        )
        new = create_offset_size_stride_op(
            rw, "memref.subview", loc, new_t, operands[0], [lin], [size], [strides[-1]]
        )
        rw.replace_op(op, [new.results[0]])
        return True


def _mixed_from(statics: list, dynamic: list) -> list:
    it = iter(dynamic)
    return [next(it) if x == K_DYNAMIC else x for x in statics]


class ConvertReinterpretCast(_Pattern):
    """``memref.reinterpret_cast`` to rank 0 or 1 with static unit-stride layout, scaled."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        rt = op.results[0].type
        new_t = self._converted_memref(rt)
        if new_t is None:
            return rw.notify_match_failure(op, f"failed to convert memref type: {rt}")
        if len(rt.shape) > 1:
            return rw.notify_match_failure(op, "subview with rank > 1 is not supported")
        src_bits, dst_bits = _bits(rt.element_type), _bits(new_t.element_type)
        if dst_bits % src_bits:
            return rw.notify_match_failure(op, "only dstBits % srcBits == 0 supported")
        strides = list(op.properties["static_strides"].values)
        if any(s != 1 for s in strides):
            return rw.notify_match_failure(op, "stride != 1 is not supported")
        sizes = list(op.properties["static_sizes"].values)
        offset = op.properties["static_offsets"].values[0]
        if K_DYNAMIC in sizes or offset == K_DYNAMIC:
            return rw.notify_match_failure(op, "dynamic size or offset is not supported")
        per = dst_bits // src_bits
        if offset % per:
            return rw.notify_match_failure(
                op, "offset not multiple of elementsPerByte is not supported"
            )
        size = [-(-sizes[0] // per)] if sizes else []
        rw.set_insertion_point(op)
        new = create_offset_size_stride_op(
            rw, "memref.reinterpret_cast", op.loc, new_t, operands[0], [offset // per], size,
            strides,
        )
        rw.replace_op(op, [new.results[0]])
        return True


class ConvertToSource(_Pattern):
    """``memref.collapse_shape`` / ``expand_shape``: the emulated memref is already 1-D."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        src = operands[0]
        if type(src.type) is not MemRefType or len(src.type.shape) != 1:
            return False
        rw.replace_op(op, [src])
        return True


class ConvertSameOp(_Pattern):
    """An op rebuilt as it is on the converted operands (``assume_alignment``,
    ``dealloc``, ``copy``)."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        if op.name == "memref.copy":
            a, b = (o.value.type for o in op.op_operands)
            if type(a) is MemRefType and type(b) is MemRefType and a.layout != b.layout:
                return rw.notify_match_failure(op, "memref.copy with distinct layouts")
        rw.set_insertion_point(op)
        new = _new_op(rw, op, operands, [])
        rw.replace_op(op, list(new.results))
        return True


def memref_narrow_type_patterns(tc: Any, disable_atomic_rmw: bool = False) -> list:
    """MLIR's ``populateMemRefNarrowTypeEmulationPatterns`` for ``tc``."""
    em = _Emulation()
    return [
        ConvertAllocation(tc, em, "memref.alloc"),
        ConvertAllocation(tc, em, "memref.alloca"),
        ConvertSameOp(tc, em, "memref.copy"),
        ConvertSameOp(tc, em, "memref.dealloc"),
        ConvertToSource(tc, em, "memref.collapse_shape"),
        ConvertToSource(tc, em, "memref.expand_shape"),
        ConvertLoad(tc, em, "memref.load"),
        ConvertSameOp(tc, em, "memref.assume_alignment"),
        ConvertSubview(tc, em, "memref.subview"),
        ConvertReinterpretCast(tc, em, "memref.reinterpret_cast"),
        ConvertStore(tc, em, "memref.store", atomic=not disable_atomic_rmw),
    ]
