"""``finalize-memref-to-llvm``: lower ``memref`` ops to the ``llvm`` dialect, as MLIR 19.

A ranked memref becomes MLIR's descriptor struct ``{ptr allocated, ptr aligned,
i64 offset, [R x i64] sizes, [R x i64] strides}`` (``{ptr, ptr, i64}`` at rank
0; the index type follows the ``index-bitwidth`` option); an unranked one
``{i64 rank, ptr descriptor}``. The patterns emit exactly the op sequences of
MLIR 19's ``MemRefToLLVM.cpp`` so that irlite's output matches
``mlir-opt --finalize-memref-to-llvm`` op for op:

* ``alloc`` -> size computation (``getelementptr null[n]`` + ``ptrtoint``),
  ``malloc`` (padded and realigned by hand when an alignment is given or the
  element is not a scalar), or ``aligned_alloc`` with ``use-aligned-alloc``,
  or ``_mlir_memref_to_llvm_alloc`` with ``use-generic-functions``;
  ``alloca`` -> ``llvm.alloca``; ``dealloc`` -> ``free`` (or the generic free);
* ``load`` / ``store`` / ``atomic_rmw`` -> the address ``aligned + offset +
  sum(index_i * stride_i)`` (MLIR's ``getStridedElementPtr``: unit strides and
  zero offsets are skipped, static strides are constants) and the access;
* ``dim`` (constant index: a constant or one descriptor field; otherwise the
  sizes array spilled to the stack; unranked: read through the descriptor
  pointer), ``rank``, ``cast`` (ranked/unranked in every direction),
  ``reinterpret_cast`` (ranked source), ``reshape`` (statically sized shape
  operand), ``view``, ``transpose``, ``memory_space_cast`` (ranked),
  ``extract_aligned_pointer_as_index``, ``extract_strided_metadata`` (after
  MLIR's in-place fold of its static results to ``arith.constant``),
  ``assume_alignment``, ``prefetch``;
* ``alloca_scope`` -> its body inlined between ``llvm.intr.stacksave`` and
  ``llvm.intr.stackrestore``;
* ``global`` -> ``llvm.mlir.global``, ``get_global`` -> ``llvm.mlir.addressof``
  plus a descriptor whose allocated pointer is ``0xdeadbeef``;
* ``copy`` -> ``llvm.intr.memcpy`` when both sides are contiguous, else the
  ``memrefCopy`` runtime function on stack-promoted unranked descriptors.

``MemRefDescriptor`` (building, reading and (un)packing descriptors) and the
small op builders here are shared with ``func_to_llvm``. Strided layouts may be
``strided<...>`` attributes or affine maps of the form ``d0 * s + ... + o``.

What this pass does not do, as in MLIR 19: ``subview``, ``expand_shape`` and
``collapse_shape`` are left alone (run ``expand-strided-metadata`` first, which
irlite does not have yet), and so is ``realloc`` (``expand-realloc``); memrefs
with non-strided layouts are not converted. Not covered although MLIR lowers
them: ``generic_atomic_rmw`` (the llvm dialect has no ``cmpxchg`` yet),
``atomic_rmw`` kinds without an ``llvm.atomicrmw`` operation (``mulf``,
``muli``, ``maxnumf``, ``minnumf``: MLIR leaves those to
``generic_atomic_rmw`` too), ``reshape`` to an unranked result,
``reinterpret_cast`` of an unranked source. One deliberate difference:
``dealloc`` of a memref outside address space 0 casts the pointer to address
space 0 before calling ``free`` (MLIR 19 emits an invalid call there). The
conversion is partial: ops left unconverted stay, with
``builtin.unrealized_conversion_cast`` between them and the lowered code.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ir.attributes import (
    BoolAttr,
    DialectAttr,
    IntegerAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from ...ir.core import Block, Operation, Value
from ...ir.rewriter import PatternRewriter
from ...ir.types import (
    DYNAMIC,
    FloatType,
    IndexType,
    IntegerType,
    MemRefType,
    UnrankedMemRefType,
)
from ...rules import llvm as llvm_helpers
from ..infra.pass_base import Option, Pass, register_pass
from ..rewrite.dialect_conversion import ConversionPatternRewriter
from .llvm_common.builders import (
    alloca,
    binop,
    call,
    const_index,
    const_int,
    enclosing_module,
    extract_value,
    gep,
    inttoptr,
    load,
    lookup_or_create_fn,
    power_of_2_ceil,
    ptr_type,
    ptrtoint,
    store,
    strides_and_offset,
    type_size_in_bytes,
    undef,
    zero,
)
from .llvm_common.memref_descriptor import (
    MemRefDescriptor,
    get_strided_element_ptr,
    promote_one_descriptor,
    unranked_descriptor,
)
from .llvm_common.pattern import ConvertToLLVMPattern
from .llvm_common.type_converter import (
    INDEX_BITWIDTH_OPTION,
    llvm_conversion_target,
    make_llvm_type_converter,
    memref_address_space,
)

__all__ = [
    "make_llvm_type_converter",
    "populate_finalize_memref_to_llvm_patterns",
]

# memref.atomic_rmw kind (memref.rules' AtomicRMWKind) -> llvm.atomicrmw bin_op (llvm.rules'
# AtomicBinOp), by keyword; the attributes come from llvm.rules' enum tables
_ATOMIC_BIN_OP = {
    "addf": "fadd",
    "addi": "add",
    "assign": "xchg",
    "maximumf": "fmax",
    "maxs": "max",
    "maxu": "umax",
    "minimumf": "fmin",
    "mins": "min",
    "minu": "umin",
    "ori": "_or",
    "andi": "_and",
}

_I64 = IntegerType.get(64)
_I32 = IntegerType.get(32)


def _convertible_strided(converter: Any, t: Any) -> bool:
    return (
        isinstance(t, MemRefType)
        and strides_and_offset(t)[0] is not None
        and converter.convert_type(t) is not None
    )


def _identity_convertible(converter: Any, t: Any) -> bool:
    return isinstance(t, MemRefType) and t.layout is None and converter.convert_type(t) is not None


def _nontemporal(op: Operation) -> bool:
    """Whether the load or store ``op`` is marked ``nontemporal``."""
    nt = op.get_attr("nontemporal")
    return bool(nt is not None and nt.value)


def _constant_int_of(v: Value) -> int | None:
    """The integer a value is known to be: defined by a ``ConstantLike`` op with an integer ``value``."""
    owner = getattr(v, "owner", None)
    # look through conversion casts (the constant may already be lowered)
    while (
        isinstance(owner, Operation)
        and owner.name == "builtin.unrealized_conversion_cast"
        and owner.num_operands == 1
    ):
        owner = getattr(owner.operands[0], "owner", None)
    if not isinstance(owner, Operation):
        return None
    if "ConstantLike" not in owner.traits and owner.name not in (
        "llvm.mlir.constant",
        "arith.constant",
    ):
        return None
    a = owner.get_attr("value")
    if type(a).__name__ == "IntegerAttr":
        return int(a.value)
    return None


def _segment_adaptor(op: Operation, operands: list, seg: int) -> list:
    sizes = op.get_attr("operandSegmentSizes")
    if sizes is None:
        return operands
    vals = list(getattr(sizes, "values", sizes))
    start = sum(vals[:seg])
    return operands[start : start + vals[seg]]


# ------------------------------------------------------------------ patterns


class _MemRefPattern(ConvertToLLVMPattern):
    """Base of the memref lowerings: the checks and values several of them share."""

    def allocation_address_space(self, op: Operation, rw: PatternRewriter, t: Any) -> int | None:
        """The address space of ``t``, an identity-layout memref result, or ``None``
        (having notified the match failure) when the pattern does not apply."""
        if not _identity_convertible(self.type_converter, t):
            rw.notify_match_failure(op, "incompatible memref type")
            return None
        addr_space = memref_address_space(t)
        if addr_space is None:
            rw.notify_match_failure(op, "memory space is not an integer")
        return addr_space

    def strided_element_ptr(
        self, op: Operation, operands: list, rw: PatternRewriter, memref_index: int
    ) -> Value | None:
        """The address of the element that ``op``'s memref operand ``memref_index`` and the
        index operands after it name (MLIR's getStridedElementPtr), or ``None`` (having
        notified the match failure) when that memref is not a convertible strided one."""
        t = op.operands[memref_index].type
        if not _convertible_strided(self.type_converter, t):
            rw.notify_match_failure(op, "memref is not strided")
            return None
        memref, indices = operands[memref_index], operands[memref_index + 1 :]
        return get_strided_element_ptr(rw, op.loc, self.type_converter, t, memref, indices)

    def ranked_cast_target(self, op: Operation, rw: PatternRewriter, why: str) -> Any:
        """The converted type of ``op``'s result when its source (operand 0) is a ranked
        memref and that type converts; ``None`` (having notified ``why``) otherwise."""
        target = self.type_converter.convert_type(op.results[0].type)
        if not isinstance(op.operands[0].type, MemRefType) or target is None:
            rw.notify_match_failure(op, why)
            return None
        return target

    def size_in_bytes(self, rw: PatternRewriter, loc: Any, type_: Any) -> Value:
        """``sizeof(type)`` as ``ptrtoint (getelementptr null[1])`` (MLIR's getSizeInBytes)."""
        llvm_t = self.type_converter.convert_type(type_)
        p = ptr_type()
        null = zero(rw, loc, p)
        g = gep(rw, loc, p, llvm_t, null, [1])
        return ptrtoint(rw, loc, self.index_type, g)

    def descriptor_sizes(
        self,
        rw: PatternRewriter,
        loc: Any,
        t: MemRefType,
        dynamic_sizes: Sequence[Value],
        size_in_bytes: bool,
    ) -> tuple:
        """MLIR's ``getMemRefDescriptorSizes``: (sizes, strides, total) of an identity-layout memref."""
        idx = self.index_type
        sizes: list = []
        k = 0
        for s in t.shape:
            if s == DYNAMIC:
                sizes.append(dynamic_sizes[k])
                k += 1
            else:
                sizes.append(const_index(rw, loc, idx, s))
        rank = len(t.shape)
        stride = 1
        running = const_index(rw, loc, idx, 1)
        strides: list = [None] * rank
        for i in range(rank - 1, -1, -1):
            strides[i] = running
            static = t.shape[i]
            if static == 0:  # MLIR 19 leaves zero-sized dimensions out of the running product
                continue
            use_size = stride == 1
            if static == DYNAMIC:
                stride = DYNAMIC
            if stride != DYNAMIC:
                stride *= static
            if use_size:
                running = sizes[i]
            elif stride == DYNAMIC:
                running = binop(rw, "llvm.mul", running, sizes[i], loc)
            else:
                running = const_index(rw, loc, idx, stride)
        if size_in_bytes:
            elem = self.type_converter.convert_type(t.element_type)
            p = ptr_type()
            null = zero(rw, loc, p)
            g = gep(rw, loc, p, elem, null, [running])
            total = ptrtoint(rw, loc, idx, g)
        else:
            total = running
        return sizes, strides, total

    def create_descriptor(
        self,
        rw: PatternRewriter,
        loc: Any,
        t: MemRefType,
        allocated: Value,
        aligned: Value,
        sizes: Sequence[Value],
        strides: Sequence[Value],
    ) -> Value:
        d = MemRefDescriptor.undef(rw, loc, self.type_converter.convert_type(t))
        d.set_allocated_ptr(rw, loc, allocated)
        d.set_aligned_ptr(rw, loc, aligned)
        d.set_constant_offset(rw, loc, 0)
        for i, s in enumerate(sizes):
            d.set_size(rw, loc, i, s)
        for i, s in enumerate(strides):
            d.set_stride(rw, loc, i, s)
        return d.value

    def create_aligned(
        self, rw: PatternRewriter, loc: Any, value: Value, alignment: Value
    ) -> Value:
        """``value`` rounded up to a multiple of ``alignment`` (MLIR's createAligned)."""
        one = const_index(rw, loc, alignment.type, 1)
        bump = binop(rw, "llvm.sub", alignment, one, loc)
        bumped = binop(rw, "llvm.add", value, bump, loc)
        mod = binop(rw, "llvm.urem", bumped, alignment, loc)
        return binop(rw, "llvm.sub", bumped, mod, loc)


class _AllocLikeOpLowering(_MemRefPattern):
    """MLIR's ``AllocLikeOpLLVMLowering``: an op producing a new identity-layout
    memref becomes the descriptor of a buffer that ``allocate_buffer`` provides.

    Subclasses set ``ROOT``, ``SIZE_IN_BYTES`` (whether ``allocate_buffer`` gets the
    size in bytes or in elements) and may add a ``precondition`` (checked before
    anything is emitted)."""

    SIZE_IN_BYTES = True

    def precondition(self, op: Operation, rw: PatternRewriter) -> bool:
        return True

    def allocate_buffer(
        self, rw: PatternRewriter, op: Operation, t: MemRefType, addr_space: int, size: Value
    ) -> tuple[Value, Value]:
        """Emit the buffer of ``size`` (bytes or elements) at ``op``'s location; the
        (allocated, aligned) pointers."""
        raise NotImplementedError

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        t = op.results[0].type
        addr_space = self.allocation_address_space(op, rw, t)
        if addr_space is None or not self.precondition(op, rw):
            return False
        loc = op.loc
        sizes, strides, size = self.descriptor_sizes(
            rw, loc, t, _segment_adaptor(op, operands, 0), self.SIZE_IN_BYTES
        )
        allocated, aligned = self.allocate_buffer(rw, op, t, addr_space, size)
        return [self.create_descriptor(rw, loc, t, allocated, aligned, sizes, strides)]


class AllocOpLowering(_AllocLikeOpLowering):
    """``memref.alloc`` -> malloc (+ manual alignment) / aligned_alloc, and a descriptor."""

    ROOT = "memref.alloc"

    def precondition(self, op: Operation, rw: PatternRewriter) -> bool:
        try:
            enclosing_module(op)
        except ValueError:
            return rw.notify_match_failure(op, "not inside a module")
        return True

    def allocate_buffer(
        self, rw: PatternRewriter, op: Operation, t: MemRefType, addr_space: int, size_bytes: Value
    ) -> tuple[Value, Value]:
        loc = op.loc
        module = enclosing_module(op)
        idx = self.index_type
        generic = self.options.get("use_generic_functions", False)
        elem_ptr = ptr_type(addr_space)
        align_attr = op.get_attr("alignment")
        if self.options.get("use_aligned_alloc", False):
            if align_attr is not None:
                alignment = int(align_attr.value)
            else:
                alignment = max(16, power_of_2_ceil(self._elem_size(t)))
            align_v = const_index(rw, loc, idx, alignment)
            if not self._size_multiple_of(t, alignment):
                size_bytes = self.create_aligned(rw, loc, size_bytes, align_v)
            name = "_mlir_memref_to_llvm_aligned_alloc" if generic else "aligned_alloc"
            lookup_or_create_fn(rw, module, name, [idx, idx], ptr_type())
            res = call(rw, loc, name, [align_v, size_bytes], [ptr_type()]).results[0]
            allocated = self._cast_result(rw, loc, res, addr_space)
            return allocated, allocated
        alignment_v = None
        if align_attr is not None:
            alignment_v = const_index(rw, loc, idx, int(align_attr.value))
        elif not isinstance(t.element_type, (IntegerType, IndexType, FloatType)):
            alignment_v = self.size_in_bytes(rw, loc, t.element_type)
        if alignment_v is not None:
            size_bytes = binop(rw, "llvm.add", size_bytes, alignment_v, loc)
        name = "_mlir_memref_to_llvm_alloc" if generic else "malloc"
        lookup_or_create_fn(rw, module, name, [idx], ptr_type())
        res = call(rw, loc, name, [size_bytes], [ptr_type()]).results[0]
        allocated = self._cast_result(rw, loc, res, addr_space)
        aligned = allocated
        if alignment_v is not None:
            as_int = ptrtoint(rw, loc, idx, allocated)
            aligned_int = self.create_aligned(rw, loc, as_int, alignment_v)
            aligned = inttoptr(rw, loc, elem_ptr, aligned_int)
        return allocated, aligned

    def _cast_result(self, rw: PatternRewriter, loc: Any, v: Value, addr_space: int) -> Value:
        if addr_space == 0:
            return v
        return rw.create("llvm.addrspacecast", (v,), (ptr_type(addr_space),), loc=loc).results[0]

    def _elem_size(self, t: MemRefType) -> int:
        e = t.element_type
        if isinstance(e, (MemRefType, UnrankedMemRefType)):
            e = self.type_converter.convert_type(e)
        return type_size_in_bytes(e, getattr(self.index_type, "width", 64))

    def _size_multiple_of(self, t: MemRefType, factor: int) -> bool:
        n = self._elem_size(t)
        for d in t.shape:
            if d != DYNAMIC:
                n *= d
        return n % factor == 0


class AllocaOpLowering(_AllocLikeOpLowering):
    """``memref.alloca`` -> ``llvm.alloca <num elements> x <element>`` and a descriptor."""

    ROOT = "memref.alloca"
    SIZE_IN_BYTES = False

    def allocate_buffer(
        self, rw: PatternRewriter, op: Operation, t: MemRefType, addr_space: int, n: Value
    ) -> tuple[Value, Value]:
        a = op.get_attr("alignment")
        elem = self.type_converter.convert_type(t.element_type)
        p = alloca(rw, op.loc, elem, n, int(a.value) if a is not None else 0, addr_space)
        return p, p


class AllocaScopeOpLowering(_MemRefPattern):
    """``memref.alloca_scope`` -> its body inlined between ``llvm.intr.stacksave`` and
    ``llvm.intr.stackrestore``, entered and left with ``llvm.br`` (results become
    arguments of the block after it)."""

    ROOT = "memref.alloca_scope"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        region = op.regions[0]
        if not region.blocks:
            return rw.notify_match_failure(op, "empty body")
        ret = region.blocks[-1].last
        if ret is None or ret.name != "memref.alloca_scope.return":
            return rw.notify_match_failure(op, "body does not end in memref.alloca_scope.return")
        loc = op.loc
        current = op.parent
        remaining = rw.split_block(current, op)
        if op.results:
            n = len(op.results)
            cont = rw.create_block(remaining, None, [r.type for r in op.results], [loc] * n)
            rw.create("llvm.br", (), (), loc=loc, successors=[remaining])
        else:
            cont = remaining
        before_body = region.blocks[0]
        rw.inline_region_before(region, cont)
        rw.set_insertion_point_to_end(current)
        save = rw.create("llvm.intr.stacksave", (), (ptr_type(),), loc=loc).results[0]
        rw.create("llvm.br", (), (), loc=loc, successors=[before_body])
        rw.set_insertion_point(ret)
        rw.create("llvm.intr.stackrestore", (save,), (), loc=loc)
        rw.create("llvm.br", tuple(ret.operands), (), loc=loc, successors=[cont])
        rw.erase_op(ret)
        return list(cont.args)


class DeallocOpLowering(_MemRefPattern):
    """``memref.dealloc`` -> ``llvm.call @free(allocated)``."""

    ROOT = "memref.dealloc"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        t = op.operands[0].type
        if not isinstance(t, MemRefType) or self.type_converter.convert_type(t) is None:
            return rw.notify_match_failure(op, "only ranked memrefs are supported")
        try:
            module = enclosing_module(op)
        except ValueError:
            return rw.notify_match_failure(op, "not inside a module")
        name = "_mlir_memref_to_llvm_free" if self.options.get("use_generic_functions") else "free"
        lookup_or_create_fn(rw, module, name, [ptr_type()], None)
        rw.set_insertion_point(op)
        p = MemRefDescriptor(operands[0]).allocated_ptr(rw, op.loc)
        if memref_address_space(t):
            p = rw.create("llvm.addrspacecast", (p,), (ptr_type(),), loc=op.loc).results[0]
        call(rw, op.loc, name, [p], [])
        return []


class _ElementAccessLowering(_MemRefPattern):
    """Base of the lowerings of an op on one memref element (MLIR's ``LoadStoreOpLowering``):
    ``MEMREF_OPERAND`` is the memref operand, the indices follow it.

    ``lower`` calls ``check`` (before anything is built), then computes the element's
    address (MLIR's ``getStridedElementPtr``) and hands it to ``access``, which builds the
    llvm op and returns the replacement values."""

    MEMREF_OPERAND = 0

    def check(self, op: Operation, rw: PatternRewriter) -> Any:
        """What ``access`` needs besides the address (``True``: nothing), or ``False``
        (having notified the match failure) when the pattern does not apply."""
        return True

    def access(
        self, op: Operation, operands: list, rw: PatternRewriter, p: Value, info: Any
    ) -> list:
        raise NotImplementedError

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        info = self.check(op, rw)
        if info is False:
            return False
        p = self.strided_element_ptr(op, operands, rw, self.MEMREF_OPERAND)
        if p is None:
            return False
        return self.access(op, operands, rw, p, info)


class LoadOpLowering(_ElementAccessLowering):
    """``memref.load`` -> ``llvm.load`` from the element address."""

    ROOT = "memref.load"

    def check(self, op: Operation, rw: PatternRewriter) -> Any:
        res_t = self.type_converter.convert_type(op.results[0].type)
        if res_t is None:
            return rw.notify_match_failure(op, "element type does not convert")
        return res_t

    def access(
        self, op: Operation, operands: list, rw: PatternRewriter, p: Value, res_t: Any
    ) -> list:
        return [load(rw, op.loc, res_t, p, nontemporal=_nontemporal(op))]


class StoreOpLowering(_ElementAccessLowering):
    """``memref.store`` -> ``llvm.store`` to the element address."""

    ROOT = "memref.store"
    MEMREF_OPERAND = 1

    def access(
        self, op: Operation, operands: list, rw: PatternRewriter, p: Value, info: Any
    ) -> list:
        store(rw, op.loc, operands[0], p, nontemporal=_nontemporal(op))
        return []


class AtomicRMWOpLowering(_ElementAccessLowering):
    """``memref.atomic_rmw`` -> ``llvm.atomicrmw <op> ... acq_rel`` (kinds LLVM has an op for)."""

    ROOT = "memref.atomic_rmw"
    MEMREF_OPERAND = 1

    def check(self, op: Operation, rw: PatternRewriter) -> Any:
        from ...rules import memref as memref_helpers

        kind = memref_helpers.kind_name(op)
        bin_op = _ATOMIC_BIN_OP.get(kind)
        if bin_op is None:
            return rw.notify_match_failure(op, f"no llvm.atomicrmw for kind '{kind}'")
        return bin_op

    def access(
        self, op: Operation, operands: list, rw: PatternRewriter, p: Value, bin_op: Any
    ) -> list:
        props = {
            "bin_op": llvm_helpers.enum_table("AtomicBinOp").attr(bin_op),
            "ordering": llvm_helpers.enum_table("AtomicOrdering").attr("acq_rel"),
        }
        v = rw.create(
            "llvm.atomicrmw", (p, operands[0]), (operands[0].type,), props, loc=op.loc
        ).results[0]
        return [v]


class DimOpLowering(_MemRefPattern):
    """``memref.dim``: a constant, one descriptor field, or a load from the spilled sizes."""

    ROOT = "memref.dim"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        t = op.operands[0].type
        loc = op.loc
        idx = self.index_type
        if isinstance(t, UnrankedMemRefType):
            scalar = self.type_converter.convert_type(
                MemRefType.get((), t.element_type, None, t.memory_space)
            )
            if scalar is None:
                return rw.notify_match_failure(op, "element type does not convert")
            # sizes[i] sits right after the offset of the underlying ranked descriptor
            desc_ptr = extract_value(rw, loc, operands[0], [1])
            offset_ptr = gep(rw, loc, ptr_type(), scalar, desc_ptr, [0, 2])
            one = const_index(rw, loc, idx, 1)
            pos = binop(rw, "llvm.add", one, operands[1], loc)
            size_ptr = gep(rw, loc, ptr_type(), idx, offset_ptr, [pos])
            return [load(rw, loc, idx, size_ptr)]
        if not isinstance(t, MemRefType) or self.type_converter.convert_type(t) is None:
            return rw.notify_match_failure(op, "memref type does not convert")
        c = _constant_int_of(op.operands[1])
        rank = len(t.shape)
        if c is not None and 0 <= c < rank:
            if t.shape[c] == DYNAMIC:
                v = MemRefDescriptor(operands[0]).size(rw, loc, c)
            else:
                v = const_index(rw, loc, idx, t.shape[c])
        else:
            v = MemRefDescriptor(operands[0]).size_dynamic(rw, loc, operands[1], rank)
        return [v]


class RankOpLowering(_MemRefPattern):
    """``memref.rank``: a constant for a ranked memref, else the unranked descriptor's rank."""

    ROOT = "memref.rank"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        t = op.operands[0].type
        if isinstance(t, MemRefType):
            v = const_index(rw, op.loc, self.index_type, len(t.shape))
        else:
            v = extract_value(rw, op.loc, operands[0], [0])
        return [v]


class CastOpLowering(_MemRefPattern):
    """``memref.cast``: ranked to ranked keeps the descriptor; ranked to unranked
    spills it to the stack and wraps ``{rank, ptr}``."""

    ROOT = "memref.cast"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        src_t = op.operands[0].type
        dst_t = op.results[0].type
        tc = self.type_converter
        if (isinstance(src_t, MemRefType) and isinstance(dst_t, MemRefType)) or (
            isinstance(src_t, UnrankedMemRefType) and isinstance(dst_t, UnrankedMemRefType)
        ):
            if tc.convert_type(src_t) is None or tc.convert_type(src_t) is not tc.convert_type(
                dst_t
            ):
                return rw.notify_match_failure(op, "descriptor types differ")
            return [operands[0]]
        if isinstance(src_t, UnrankedMemRefType) and isinstance(dst_t, MemRefType):
            target = tc.convert_type(dst_t)
            if target is None:
                return rw.notify_match_failure(op, "ranked type does not convert")
            loc = op.loc
            p = extract_value(rw, loc, operands[0], [1])
            return [load(rw, loc, target, p)]
        if isinstance(src_t, MemRefType) and isinstance(dst_t, UnrankedMemRefType):
            target = tc.convert_type(dst_t)
            if target is None:
                return rw.notify_match_failure(op, "unranked type does not convert")
            loc = op.loc
            p = promote_one_descriptor(rw, loc, self.index_type, operands[0])
            rank = const_index(rw, loc, self.index_type, len(src_t.shape))
            return [unranked_descriptor(rw, loc, target, rank, p)]
        return rw.notify_match_failure(op, "not a memref cast")


class ReinterpretCastOpLowering(_MemRefPattern):
    """``memref.reinterpret_cast`` of a ranked source: a new descriptor on the same buffer
    with the op's offset, sizes and strides (static ones as constants)."""

    ROOT = "memref.reinterpret_cast"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        target = self.ranked_cast_target(op, rw, "only ranked sources are supported")
        if target is None:
            return False
        dst_t = op.results[0].type
        loc = op.loc
        offs = _segment_adaptor(op, operands, 1)
        sizes = _segment_adaptor(op, operands, 2)
        strides = _segment_adaptor(op, operands, 3)
        s_off = list(op.get_attr("static_offsets").values)
        s_sizes = list(op.get_attr("static_sizes").values)
        s_strides = list(op.get_attr("static_strides").values)
        d = MemRefDescriptor.on_buffer_of(rw, loc, target, operands[0])
        if s_off[0] == _DYN64:
            d.set_offset(rw, loc, offs[0])
        else:
            d.set_constant_offset(rw, loc, s_off[0])
        ks = kt = 0
        for i in range(len(dst_t.shape)):
            if s_sizes[i] == _DYN64:
                d.set_size(rw, loc, i, sizes[ks])
                ks += 1
            else:
                d.set_constant_size(rw, loc, i, s_sizes[i])
            if s_strides[i] == _DYN64:
                d.set_stride(rw, loc, i, strides[kt])
                kt += 1
            else:
                d.set_constant_stride(rw, loc, i, s_strides[i])
        return [d.value]


# ShapedType::kDynamic as stored in static_offsets/sizes/strides.
_DYN64 = -(2**63)


class ReshapeOpLowering(_MemRefPattern):
    """``memref.reshape`` with a statically sized shape operand: a new descriptor on the
    same buffer, sizes loaded from the shape memref, identity strides."""

    ROOT = "memref.reshape"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        tc = self.type_converter
        src_t = op.operands[0].type
        shape_t = op.operands[1].type
        dst_t = op.results[0].type
        target = tc.convert_type(dst_t)
        if not isinstance(dst_t, MemRefType) or target is None:
            return rw.notify_match_failure(op, "only ranked results are lowered")
        if not isinstance(src_t, MemRefType):
            return rw.notify_match_failure(op, "only ranked sources are lowered")
        if not isinstance(shape_t, MemRefType) or not shape_t.has_static_shape:
            return rw.notify_match_failure(op, "the shape operand must have a static shape")
        if tc.convert_type(shape_t.element_type) is not self.index_type and DYNAMIC in dst_t.shape:
            return rw.notify_match_failure(op, "dynamic sizes need an index-typed shape operand")
        strides, off = strides_and_offset(dst_t)
        if strides is None:
            return rw.notify_match_failure(op, "failed to get stride and offset exprs")
        if off == DYNAMIC:
            return rw.notify_match_failure(op, "dynamic offset is unsupported")
        loc = op.loc
        idx = self.index_type
        d = MemRefDescriptor.on_buffer_of(rw, loc, target, operands[0])
        d.set_constant_offset(rw, loc, off)
        stride = None
        for i in range(len(dst_t.shape) - 1, -1, -1):
            if strides[i] != DYNAMIC:
                stride = const_index(rw, loc, idx, strides[i])
            elif stride is None:
                stride = const_index(rw, loc, idx, 1)
            if dst_t.shape[i] != DYNAMIC:
                size = const_index(rw, loc, idx, dst_t.shape[i])
            else:
                pos = const_index(rw, loc, idx, i)
                p = get_strided_element_ptr(rw, loc, tc, shape_t, operands[1], [pos])
                size = load(rw, loc, idx, p)
            d.set_size(rw, loc, i, size)
            d.set_stride(rw, loc, i, stride)
            stride = binop(rw, "llvm.mul", stride, size, loc)
        return [d.value]


class ViewOpLowering(_MemRefPattern):
    """``memref.view``: the aligned pointer advanced by the byte shift, and the offset,
    sizes and contiguous strides of the result type."""

    ROOT = "memref.view"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        t = op.results[0].type
        target = self.type_converter.convert_type(t)
        if target is None:
            return rw.notify_match_failure(op, "target descriptor type not converted to LLVM")
        strides, off = strides_and_offset(t)
        if strides is None:
            return rw.notify_match_failure(op, "cannot cast to non-strided shape")
        if strides and strides[-1] not in (0, 1):
            return rw.notify_match_failure(op, "cannot cast to non-contiguous shape")
        loc = op.loc
        idx = self.index_type
        src = MemRefDescriptor(operands[0])
        d = MemRefDescriptor.undef(rw, loc, target)
        d.set_allocated_ptr(rw, loc, src.allocated_ptr(rw, loc))
        aligned = src.aligned_ptr(rw, loc)
        src_elem = self.type_converter.convert_type(op.operands[0].type.element_type)
        aligned = gep(rw, loc, aligned.type, src_elem, aligned, [operands[1]])
        d.set_aligned_ptr(rw, loc, aligned)
        d.set_offset(rw, loc, const_index(rw, loc, idx, off))
        dyn_sizes = operands[2:]
        shape = t.shape
        stride = None
        next_size = None
        for i in range(len(shape) - 1, -1, -1):
            if shape[i] != DYNAMIC:
                size = const_index(rw, loc, idx, shape[i])
            else:
                size = dyn_sizes[sum(1 for s in shape[:i] if s == DYNAMIC)]
            d.set_size(rw, loc, i, size)
            if strides[i] != DYNAMIC:
                stride = const_index(rw, loc, idx, strides[i])
            elif next_size is not None:
                stride = (
                    binop(rw, "llvm.mul", stride, next_size, loc)
                    if stride is not None
                    else next_size
                )
            else:
                stride = const_index(rw, loc, idx, 1)
            d.set_stride(rw, loc, i, stride)
            next_size = size
        return [d.value]


class TransposeOpLowering(_MemRefPattern):
    """``memref.transpose``: the source descriptor with its sizes and strides permuted."""

    ROOT = "memref.transpose"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        src_t = op.operands[0].type
        perm = op.get_attr("permutation")
        amap = getattr(perm, "map", perm)
        if not isinstance(src_t, MemRefType) or self.type_converter.convert_type(src_t) is None:
            return rw.notify_match_failure(op, "source does not convert")
        if not src_t.shape or amap.is_identity():
            return [operands[0]]
        loc = op.loc
        src = MemRefDescriptor(operands[0])
        d = MemRefDescriptor.undef(rw, loc, self.type_converter.convert_type(src_t))
        d.set_allocated_ptr(rw, loc, src.allocated_ptr(rw, loc))
        d.set_aligned_ptr(rw, loc, src.aligned_ptr(rw, loc))
        d.set_offset(rw, loc, src.offset(rw, loc))
        for target_pos, e in enumerate(amap.results):
            sp = e.position
            d.set_size(rw, loc, target_pos, src.size(rw, loc, sp))
            d.set_stride(rw, loc, target_pos, src.stride(rw, loc, sp))
        return [d.value]


class MemorySpaceCastOpLowering(_MemRefPattern):
    """``memref.memory_space_cast`` of a ranked memref: both pointers ``llvm.addrspacecast``."""

    ROOT = "memref.memory_space_cast"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        target = self.ranked_cast_target(op, rw, "only ranked memrefs are supported")
        if target is None:
            return False
        loc = op.loc
        rank = len(op.operands[0].type.shape)
        fields = MemRefDescriptor.unpack(rw, loc, operands[0], rank)
        p = target.body[0]
        fields[0] = rw.create("llvm.addrspacecast", (fields[0],), (p,), loc=loc).results[0]
        fields[1] = rw.create("llvm.addrspacecast", (fields[1],), (p,), loc=loc).results[0]
        return [MemRefDescriptor.pack(rw, loc, target, fields)]


class ExtractAlignedPointerAsIndexOpLowering(_MemRefPattern):
    """``memref.extract_aligned_pointer_as_index`` -> ``llvm.ptrtoint`` of the aligned pointer."""

    ROOT = "memref.extract_aligned_pointer_as_index"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        if not isinstance(op.operands[0].type, MemRefType):
            return rw.notify_match_failure(op, "only ranked memrefs are supported")
        p = MemRefDescriptor(operands[0]).aligned_ptr(rw, op.loc)
        return [ptrtoint(rw, op.loc, self.index_type, p)]


class ExtractStridedMetadataOpLowering(_MemRefPattern):
    """MLIR's ``ExtractStridedMetadataOpLowering``, preceded by the op's in-place fold.

    As MLIR's conversion driver folds an illegal op before applying patterns,
    the uses of each offset, size and stride that the source type knows
    statically are first replaced with ``arith.constant N : index`` (created
    before the op, offset then sizes then strides, only for results that have
    uses: ``ExtractStridedMetadataOp::fold``). Then the base buffer becomes a
    rank-0 descriptor around the source's allocated and aligned pointers with
    offset 0, and every other result one ``llvm.extractvalue`` of the source
    descriptor (emitted even when unused, as MLIR does)."""

    ROOT = "memref.extract_strided_metadata"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        src_t = op.operands[0].type
        if not isinstance(src_t, MemRefType):
            return rw.notify_match_failure(op, "only ranked memrefs are supported")
        if self.type_converter.convert_type(src_t) is None:
            return rw.notify_match_failure(op, "source does not convert")
        base_t = op.results[0].type
        base_struct = self.type_converter.convert_type(base_t)
        if base_struct is None:
            return rw.notify_match_failure(op, "base buffer type does not convert")
        loc = op.loc
        rank = len(src_t.shape)
        # the fold: static metadata with uses becomes index constants
        strides, off = strides_and_offset(src_t)
        statics = [off, *src_t.shape, *strides]
        res = op.results
        idx = IndexType.get()
        rw.set_insertion_point(op)
        for r, c in zip(res[1:], statics):
            if c == DYNAMIC or r.first_use is None:
                continue
            k = rw.create(
                "arith.constant", (), (idx,), {"value": IntegerAttr.get(idx, c)}, loc=loc
            ).results[0]
            rw.replace_all_uses_with(r, k)
        # the lowering
        src = MemRefDescriptor(operands[0])
        allocated = src.allocated_ptr(rw, loc)
        aligned = src.aligned_ptr(rw, loc)
        base = MemRefDescriptor.from_static_shape(rw, loc, base_struct, base_t, allocated, aligned)
        values = [base, src.offset(rw, loc)]
        values += [src.size(rw, loc, i) for i in range(rank)]
        values += [src.stride(rw, loc, i) for i in range(rank)]
        return values


class AssumeAlignmentOpLowering(_MemRefPattern):
    """``llvm.intr.assume((ptrtoint aligned) & (alignment - 1) == 0)``."""

    ROOT = "memref.assume_alignment"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        loc = op.loc
        alignment = int(op.get_attr("alignment").value)
        p = MemRefDescriptor(operands[0]).aligned_ptr(rw, loc)
        idx = self.index_type
        zero_v = const_index(rw, loc, idx, 0)
        mask = const_index(rw, loc, idx, alignment - 1)
        pi = ptrtoint(rw, loc, idx, p)
        anded = binop(rw, "llvm.and", pi, mask, loc)
        cmp = rw.create(
            "llvm.icmp",
            (anded, zero_v),
            (IntegerType.get(1),),
            {"predicate": llvm_helpers.enum_table("ICmpPredicate").attr("eq")},
            loc=loc,
        ).results[0]
        rw.create("llvm.intr.assume", (cmp,), (), loc=loc)
        return []


class PrefetchOpLowering(_ElementAccessLowering):
    """``memref.prefetch`` -> ``llvm.intr.prefetch`` of the element address."""

    ROOT = "memref.prefetch"

    def access(
        self, op: Operation, operands: list, rw: PatternRewriter, p: Value, info: Any
    ) -> list:
        loc = op.loc
        rw_ = 1 if op.get_attr("isWrite").value else 0
        hint = int(op.get_attr("localityHint").value)
        cache = 1 if op.get_attr("isDataCache").value else 0
        i32 = _I32
        rw.create(
            "llvm.intr.prefetch",
            (p,),
            (),
            {
                "cache": IntegerAttr.get(i32, cache),
                "hint": IntegerAttr.get(i32, hint),
                "rw": IntegerAttr.get(i32, rw_),
            },
            loc=loc,
        )
        return []


def global_type(converter: Any, t: MemRefType) -> Any:
    """The LLVM type of a ``memref.global``: nested arrays of the element, or the element at rank 0."""
    ty = converter.convert_type(t.element_type)
    from ...rules import llvm_types as lt

    for d in reversed(t.shape):
        ty = lt.LLVMArrayType.get(ty, d)
    return ty


class GlobalMemrefOpLowering(_MemRefPattern):
    """``memref.global`` -> ``llvm.mlir.global`` (private visibility: private linkage)."""

    ROOT = "memref.global"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        t = op.get_attr("type").value
        if not _identity_convertible(self.type_converter, t):
            return rw.notify_match_failure(op, "incompatible memref type")
        addr_space = memref_address_space(t)
        if addr_space is None:
            return rw.notify_match_failure(
                op, "memory space cannot be converted to an integer address space"
            )
        arr = global_type(self.type_converter, t)
        vis = op.get_attr("sym_visibility")
        linkage = "external" if vis is None or vis.value == "public" else "private"
        init = op.get_attr("initial_value")
        uninit = type(init).__name__ == "UnitAttr"
        props: dict = {
            "global_type": TypeAttr.get(arr),
            "sym_name": op.get_attr("sym_name"),
            "linkage": _linkage_attr(linkage),
            "addr_space": IntegerAttr.get(_I32, addr_space),
        }
        if op.get_attr("constant") is not None:
            props["constant"] = UnitAttr.get()
        if init is not None and not uninit:
            value = init
            if not t.shape:
                value = _splat_value(init)
            props["value"] = value
        a = op.get_attr("alignment")
        if a is not None and int(a.value):
            props["alignment"] = IntegerAttr.get(_I64, int(a.value))
        rw.set_insertion_point(op)
        g = rw.create("llvm.mlir.global", (), (), props, loc=op.loc, regions=1)
        if uninit:
            blk = Block()
            g.regions[0].add_block(blk)
            rw.set_insertion_point_to_end(blk)
            u = undef(rw, op.loc, arr)
            rw.create("llvm.return", (u,), (), loc=op.loc)
        return []


def _splat_value(attr: Any) -> Any:
    """The (first) element of an elements attribute, as a scalar attribute of its element type."""
    from ...ir.attributes import FloatAttr

    sv = getattr(attr, "splat_value", None)
    v = sv() if callable(sv) else sv
    if v is None:
        vals = getattr(attr, "values", None)
        vals = vals() if callable(vals) else vals
        v = next(iter(vals))
    et = attr.type.element_type
    if isinstance(et, FloatType):
        return FloatAttr.get(et, float(v))
    return IntegerAttr.get(et, int(v))


def _linkage_attr(name: str) -> Any:
    """``#llvm.linkage<name>`` (the llvm dialect's enum attribute)."""
    return DialectAttr.get("llvm", f"linkage<{name}>")


class GetGlobalMemrefOpLowering(_AllocLikeOpLowering):
    """``memref.get_global`` -> a descriptor on ``llvm.mlir.addressof`` (allocated pointer 0xdeadbeef)."""

    ROOT = "memref.get_global"

    def allocate_buffer(
        self, rw: PatternRewriter, op: Operation, t: MemRefType, addr_space: int, size: Value
    ) -> tuple[Value, Value]:
        loc = op.loc
        idx = self.index_type
        arr = global_type(self.type_converter, t)
        p = ptr_type(addr_space)
        name = op.get_attr("name")
        addr = rw.create(
            "llvm.mlir.addressof",
            (),
            (p,),
            {"global_name": SymbolRefAttr.get(name.root if hasattr(name, "root") else name.value)},
            loc=loc,
        ).results[0]
        aligned = gep(rw, loc, p, arr, addr, [0] * (len(t.shape) + 1))
        dead = const_index(rw, loc, idx, 0xDEADBEEF)
        allocated = inttoptr(rw, loc, p, dead)
        return allocated, aligned


def _is_contiguous(t: Any) -> bool:
    if not isinstance(t, MemRefType):
        return False
    if t.layout is None:
        return True
    if not t.has_static_shape or t.num_elements <= 0:
        return False
    strides, _ = strides_and_offset(t)
    if strides is None or DYNAMIC in strides:
        return False
    # row-major contiguous: strides equal the suffix products (size-1 dims are free)
    run = 1
    for d, s in zip(reversed(t.shape), reversed(strides)):
        if d != 1 and s != run:
            return False
        run *= d
    return True


class CopyOpLowering(_MemRefPattern):
    """``memref.copy``: ``llvm.intr.memcpy`` for contiguous memrefs, else ``memrefCopy``."""

    ROOT = "memref.copy"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        src_t = op.operands[0].type
        dst_t = op.operands[1].type
        tc = self.type_converter
        if tc.convert_type(src_t) is None or tc.convert_type(dst_t) is None:
            return rw.notify_match_failure(op, "types do not convert")
        if _is_contiguous(src_t) and _is_contiguous(dst_t):
            self._memcpy(op, operands, rw)
        else:
            try:
                module = enclosing_module(op)
            except ValueError:
                return rw.notify_match_failure(op, "not inside a module")
            self._runtime_call(op, operands, rw, module)
        return []

    def _memcpy(self, op: Operation, operands: list, rw: PatternRewriter) -> None:
        loc = op.loc
        idx = self.index_type
        src_t = op.operands[0].type
        src = MemRefDescriptor(operands[0])
        n = const_index(rw, loc, idx, 1)
        for i in range(len(src_t.shape)):
            n = binop(rw, "llvm.mul", n, src.size(rw, loc, i), loc)
        elem_size = self.size_in_bytes(rw, loc, src_t.element_type)
        total = binop(rw, "llvm.mul", n, elem_size, loc)
        elem = self.type_converter.convert_type(src_t.element_type)
        sb = src.aligned_ptr(rw, loc)
        so = src.offset(rw, loc)
        sp = gep(rw, loc, sb.type, elem, sb, [so])
        dst = MemRefDescriptor(operands[1])
        db = dst.aligned_ptr(rw, loc)
        do = dst.offset(rw, loc)
        dp = gep(rw, loc, db.type, elem, db, [do])
        rw.create(
            "llvm.intr.memcpy",
            (dp, sp, total),
            (),
            {"isVolatile": BoolAttr.get(False)},
            loc=loc,
        )

    def _runtime_call(
        self, op: Operation, operands: list, rw: PatternRewriter, module: Operation
    ) -> None:
        loc = op.loc
        idx = self.index_type
        tc = self.type_converter
        save = rw.create("llvm.intr.stacksave", (), (ptr_type(),), loc=loc).results[0]

        def make_unranked(v: Value, t: Any) -> Value:
            if not isinstance(t, MemRefType):
                return v
            rank = const_int(rw, loc, idx, len(t.shape))
            p = promote_one_descriptor(rw, loc, idx, v)
            ut = tc.convert_type(UnrankedMemRefType.get(t.element_type, t.memory_space))
            return unranked_descriptor(rw, loc, ut, rank, p)

        us = make_unranked(operands[0], op.operands[0].type)
        ut = make_unranked(operands[1], op.operands[1].type)
        one = const_index(rw, loc, idx, 1)
        sp = alloca(rw, loc, us.type, one)
        store(rw, loc, us, sp)
        tp = alloca(rw, loc, ut.type, one)
        store(rw, loc, ut, tp)
        elem_size = self.size_in_bytes(rw, loc, op.operands[0].type.element_type)
        lookup_or_create_fn(rw, module, "memrefCopy", [idx, ptr_type(), ptr_type()], None)
        call(rw, loc, "memrefCopy", [elem_size, sp, tp], [])
        rw.create("llvm.intr.stackrestore", (save,), (), loc=loc)


_PATTERNS = (
    AllocaOpLowering,
    AllocaScopeOpLowering,
    AllocOpLowering,
    AssumeAlignmentOpLowering,
    AtomicRMWOpLowering,
    CastOpLowering,
    CopyOpLowering,
    DeallocOpLowering,
    DimOpLowering,
    ExtractAlignedPointerAsIndexOpLowering,
    ExtractStridedMetadataOpLowering,
    GetGlobalMemrefOpLowering,
    GlobalMemrefOpLowering,
    LoadOpLowering,
    MemorySpaceCastOpLowering,
    PrefetchOpLowering,
    RankOpLowering,
    ReinterpretCastOpLowering,
    ReshapeOpLowering,
    StoreOpLowering,
    TransposeOpLowering,
    ViewOpLowering,
)


def populate_finalize_memref_to_llvm_patterns(
    converter: Any, use_aligned_alloc: bool = False, use_generic_functions: bool = False
) -> list:
    """The memref -> llvm conversion patterns (MLIR's ``populateFinalizeMemRefToLLVMConversionPatterns``)."""
    opts = {"use_aligned_alloc": use_aligned_alloc, "use_generic_functions": use_generic_functions}
    return [cls(converter, opts) for cls in _PATTERNS]


# ------------------------------------------------------------------ the pass


@register_pass(
    "finalize-memref-to-llvm",
    summary="Finalize MemRef dialect to LLVM dialect conversion",
    options=[
        Option(
            "use-aligned-alloc",
            bool,
            False,
            "Use aligned_alloc in place of malloc for heap allocations",
        ),
        INDEX_BITWIDTH_OPTION,
        Option(
            "use-generic-functions",
            bool,
            False,
            "Use generic allocation and deallocation functions instead of the classic 'malloc', "
            "'aligned_alloc' and 'free' functions",
        ),
    ],
    anchor="builtin.module",
    display_name="FinalizeMemRefToLLVMConversionPass",
)
class FinalizeMemRefToLLVM(Pass):
    """Lower memref ops to the llvm dialect (a partial conversion: what is left stays)."""

    def run_on_operation(self, op: Any) -> None:
        from ..rewrite import dialect_conversion as conversion

        tc = make_llvm_type_converter(self.index_bitwidth)
        target = llvm_conversion_target()
        target.add_legal_op("func.func")
        patterns = populate_finalize_memref_to_llvm_patterns(
            tc, self.use_aligned_alloc, self.use_generic_functions
        )
        if not conversion.apply_partial_conversion(op, target, patterns, tc, context=self.context):
            self.signal_pass_failure()
