"""Native helpers of ``bufferization.rules``: type derivations, verifiers, memory effects,
folders and canonicalization patterns of MLIR 19's bufferization ops (BufferizationOps.cpp).

``tensor_of(memref type)`` is MLIR's ``memref::getTensorTypeFromMemRefType`` (the tensor
type a ``to_tensor`` gives and a ``to_memref`` takes). The verifiers return ``None`` when
fine, a message (reported with the ``'bufferization.x' op`` prefix) or a ``Diagnostic`` for
the messages MLIR emits without it.

``FOLDERS``: ``to_memref(to_tensor(m))`` of the same type folds to ``m``;
``to_tensor(to_memref(t))`` right after it in the same block folds to ``t``.

``PATTERNS`` (MLIR 19's canonicalizers of these ops): ``ToMemrefToTensorFolding``
(``to_memref(to_tensor(m))`` to a cast-compatible type becomes ``memref.cast m``),
``ToMemrefOfCast`` (``to_memref(tensor.cast x)`` becomes ``memref.cast(to_memref x)``),
``LoadOfToMemref`` (``memref.load(to_memref t)`` becomes ``tensor.extract t``),
``DimOfCastOp`` (``memref.dim(to_memref t)`` becomes ``tensor.dim t``),
``DimOfToTensorFolder`` (``tensor.dim(to_tensor m)`` becomes ``memref.dim m``),
``ReplaceStaticShapeDims`` (constant dynamic sizes of an ``alloc_tensor`` become static
dimensions, behind a ``tensor.cast``) and ``FoldDimOfAllocTensorOp`` (``tensor.dim`` of a
dynamic dimension of an ``alloc_tensor`` is its size operand).

What it does not do: ``clone``'s canonicalization (``SimplifyClones`` needs the
deallocation ops) and its cast folding; a realloc where ``to_memref(to_tensor(m))`` changes
a memory space (left alone).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import DenseArrayAttr, IntegerAttr
from irlite.ir.core import Operation, OpResult
from irlite.ir.diagnostics import Severity, op_diagnostic
from irlite.ir.interfaces import EffectInstance, MemoryEffectOpInterface
from irlite.ir.pattern import FunctionPattern, RewritePattern
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.types import (
    DYNAMIC,
    BaseMemRefType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    RankedTensorType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)

from .memref import _cast_compatible, parse_type_of_kind
from .tensor_folds import static_shape

__all__ = ["FOLDERS", "PATTERNS", "tensor_of"]


# ------------------------------------------------------------------ types


def tensor_of(t: Any) -> Any:
    """The tensor type of a memref type (MLIR's ``getTensorTypeFromMemRefType``): same shape
    and element type, no layout or memory space; ``none`` for a type that is no memref."""
    if type(t) is MemRefType:
        return RankedTensorType.get(t.shape, t.element_type)
    if type(t) is UnrankedMemRefType:
        return UnrankedTensorType.get(t.element_type)
    return NoneType.get()


# ------------------------------------------------------------------ alloc_tensor's custom form


_INDEX = IndexType.get()
_I32 = IntegerType.get(32)


def parse_alloc_tensor(cls: Any, p: Any) -> Operation:
    """MLIR's ``AllocTensorOp::parse``: ``(%d, ...) [copy(%c)] [size_hint=%h] attr-dict : T``;
    ``copy`` is resolved with the result type (a mismatch is MLIR's prior-use error)."""
    p.ws()
    p.expect("(", "'('")
    sizes = p.parse_operand_refs(")", "')'")
    copy = hint = None
    if p.try_keyword("copy"):
        p.expect("(", "'('")
        copy = p.parse_operand_ref()
        p.expect(")", "')'")
    if p.try_keyword("size_hint"):
        p.expect("=", "'='")
        hint = p.parse_operand_ref()
    attrs = p.parse_optional_attr_dict()
    p.expect(":", "':'")
    t = parse_type_of_kind(p, cls.OP_NAME, TensorType)
    operands = p.resolve_operands(sizes, [_INDEX] * len(sizes))
    if copy is not None:
        operands += p.resolve_operands([copy], [t])
    if hint is not None:
        operands += p.resolve_operands([hint], [_INDEX])
    props: dict = {
        "operandSegmentSizes": DenseArrayAttr.get(
            _I32, [len(sizes), int(copy is not None), int(hint is not None)]
        )
    }
    ms = attrs.pop("memory_space", None)
    if ms is not None:
        props["memory_space"] = ms
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, [t], props, attrs or None, ())
    return op


def print_alloc_tensor(op: Operation, p: Any) -> None:
    dyn, copy, hint = alloc_parts(op)
    s = p.op_name_text(op.name) + "(" + ", ".join([p.value_name(v) for v in dyn]) + ")"
    if copy is not None:
        s += " copy(" + p.value_name(copy) + ")"
    if hint is not None:
        s += " size_hint=" + p.value_name(hint)
    d = {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}
    if op.attributes:
        d.update(op.attributes)
    if d:
        s += " " + p.attr_dict_text(d)
    p.out.append(s + " : " + p.type_text(op.results[0].type))


def _diag(op: Operation, msg: str) -> Any:
    return op_diagnostic(Severity.ERROR, op, msg)


# ------------------------------------------------------------------ verifiers


def _segments(op: Operation) -> list[int]:
    return list(op.properties["operandSegmentSizes"].values)


def alloc_parts(op: Operation) -> tuple[list, Any, Any]:
    """(dynamic sizes, copy or None, size hint or None) of an ``alloc_tensor``."""
    n, c, s = _segments(op)
    vals = [o.value for o in op.op_operands]
    return vals[:n], (vals[n] if c else None), (vals[n + c] if s else None)


def verify_alloc_tensor(op: Operation) -> Any:
    dyn, copy, _ = alloc_parts(op)
    t = op.results[0].type
    if copy is not None and dyn:
        return _diag(op, "dynamic sizes not needed when copying a tensor")
    if copy is None and type(t) is RankedTensorType:
        n = sum(1 for d in t.shape if d == DYNAMIC)
        if n != len(dyn):
            return _diag(op, f"expected {n} dynamic sizes")
    if copy is not None and copy.type is not t:
        return _diag(op, "expected that `copy` and return type match")
    return None


def verify_materialize_in_destination(op: Operation) -> str | None:
    src = op.op_operands[0].value.type
    dest = op.op_operands[1].value.type
    n = len(op.results)
    is_tensor = isinstance(dest, TensorType)
    is_memref = isinstance(dest, BaseMemRefType)
    if not is_tensor and not is_memref:
        return "'dest' must be a tensor or a memref"
    if is_tensor:
        if n != 1:
            return "tensor 'dest' implies exactly one tensor result"
        if dest is not op.results[0].type:
            return "result and 'dest' types must match"
    if is_memref and n != 0:
        return "memref 'dest' implies zero results"
    if op.properties.get("restrict") is not None and not is_memref:
        return "'restrict' is valid only for memref destinations"
    if (op.properties.get("writable") is not None) != is_memref:
        return "'writable' must be specified if and only if the destination is of memref type"
    if (src.shape is None) != (dest.shape is None):
        return "source/destination shapes are incompatible"
    if src.shape is not None:
        if len(src.shape) != len(dest.shape):
            return "rank mismatch between source and destination shape"
        for a, b in zip(src.shape, dest.shape):
            if a != DYNAMIC and b != DYNAMIC and a != b:
                return "source/destination shapes are incompatible"
    return None


# ------------------------------------------------------------------ memory effects


class ReadsMemref(MemoryEffectOpInterface):
    """``to_tensor``: reads its memref operand (MLIR's ``MemReadAt<0, FullEffect>``)."""

    __slots__ = ()

    def effects(self) -> list[EffectInstance]:
        return [EffectInstance("read", self.op.op_operands[0].value)]


class WritesMemrefDest(MemoryEffectOpInterface):
    """``materialize_in_destination``: writes a memref destination; none on a tensor one."""

    __slots__ = ()

    def effects(self) -> list[EffectInstance]:
        d = self.op.op_operands[1].value
        if isinstance(d.type, BaseMemRefType):
            return [EffectInstance("write", d)]
        return []


# ------------------------------------------------------------------ folders


def _def(v: Any, name: str) -> Operation | None:
    if type(v) is OpResult and v.owner.name == name:
        return v.owner
    return None


def fold_to_memref(op: Operation, c: Any) -> Any:
    src = _def(op.op_operands[0].value, "bufferization.to_tensor")
    if src is not None:
        m = src.op_operands[0].value
        if m.type is op.results[0].type:
            return m
    return None


def fold_to_tensor(op: Operation, c: Any) -> Any:
    src = _def(op.op_operands[0].value, "bufferization.to_memref")
    if src is not None and src.parent is op.parent and src.next is op:
        return src.op_operands[0].value
    return None


FOLDERS: dict = {
    "bufferization.to_memref": fold_to_memref,
    "bufferization.to_tensor": fold_to_tensor,
}


# ------------------------------------------------------------------ patterns


def _create(rw: PatternRewriter, name: str, operands: list, types: list, loc: Any, props=None):
    return rw.insert(rw.create_detached(name, operands, types, props, loc=loc))


def _memref_cast(rw: PatternRewriter, v: Any, t: Any, loc: Any) -> Any:
    return _create(rw, "memref.cast", [v], [t], loc).results[0]


def to_memref_to_tensor_folding(op: Operation, rw: PatternRewriter) -> bool:
    """``to_memref(to_tensor(m))`` -> ``m``, or ``memref.cast m`` where only casts differ."""
    src = _def(op.op_operands[0].value, "bufferization.to_tensor")
    if src is None:
        return False
    m = src.op_operands[0].value
    a, b = m.type, op.results[0].type
    if a is b:
        rw.replace_op(op, [m])
        return True
    if type(a) is UnrankedMemRefType and type(b) is MemRefType:
        return False
    if not _cast_compatible(a, b) or a.memory_space is not b.memory_space:
        return False
    rw.set_insertion_point(op)
    rw.replace_op(op, [_memref_cast(rw, m, b, op.loc)])
    return True


def to_memref_of_cast(op: Operation, rw: PatternRewriter) -> bool:
    """``to_memref(tensor.cast x)`` -> ``memref.cast(to_memref x)``."""
    cast = _def(op.op_operands[0].value, "tensor.cast")
    if cast is None:
        return False
    x = cast.op_operands[0].value
    if type(x.type) is not RankedTensorType:
        return False
    mt = MemRefType.get(x.type.shape, x.type.element_type)
    rw.set_insertion_point(op)
    m = _create(rw, "bufferization.to_memref", [x], [mt], op.loc).results[0]
    rw.replace_op(op, [_memref_cast(rw, m, op.results[0].type, op.loc)])
    return True


def load_of_to_memref(op: Operation, rw: PatternRewriter) -> bool:
    """``memref.load(to_memref t)[i]`` -> ``tensor.extract t[i]``."""
    tm = _def(op.op_operands[0].value, "bufferization.to_memref")
    if tm is None:
        return False
    rw.set_insertion_point(op)
    t = tm.op_operands[0].value
    idx = [o.value for o in op.op_operands[1:]]
    new = _create(rw, "tensor.extract", [t, *idx], [op.results[0].type], op.loc)
    rw.replace_op(op, [new.results[0]])
    return True


def dim_of_to_memref(op: Operation, rw: PatternRewriter) -> bool:
    """``memref.dim(to_memref t, i)`` -> ``tensor.dim(t, i)``."""
    tm = _def(op.op_operands[0].value, "bufferization.to_memref")
    if tm is None:
        return False
    rw.set_insertion_point(op)
    t = tm.op_operands[0].value
    new = _create(rw, "tensor.dim", [t, op.op_operands[1].value], [op.results[0].type], op.loc)
    rw.replace_op(op, [new.results[0]])
    return True


def dim_of_to_tensor(op: Operation, rw: PatternRewriter) -> bool:
    """``tensor.dim(to_tensor m, i)`` -> ``memref.dim(m, i)``."""
    tt = _def(op.op_operands[0].value, "bufferization.to_tensor")
    if tt is None:
        return False
    rw.set_insertion_point(op)
    m = tt.op_operands[0].value
    new = _create(rw, "memref.dim", [m, op.op_operands[1].value], [op.results[0].type], op.loc)
    rw.replace_op(op, [new.results[0]])
    return True


def _const_int(v: Any) -> int | None:
    if type(v) is OpResult and "ConstantLike" in type(v.owner).traits:
        a = v.owner.properties.get("value")
        if type(a) is IntegerAttr:
            x = a.value
            w = getattr(a.type, "width", 64)
            if x >= 1 << (w - 1):
                x -= 1 << w
            return x
    return None


def alloc_tensor_static_dims(op: Operation, rw: PatternRewriter) -> bool:
    """``alloc_tensor(%c4) : tensor<?xf32>`` -> ``tensor.cast(alloc_tensor() : tensor<4xf32>)``."""
    dyn, copy, _ = alloc_parts(op)
    t = op.results[0].type
    if copy is not None or type(t) is not RankedTensorType:
        return False
    nt, new_dyn = static_shape(t, dyn)  # MLIR's ReplaceStaticShapeDims drops the encoding
    if nt is t:
        return False
    rw.set_insertion_point(op)
    seg = DenseArrayAttr.get(_I32, [len(new_dyn), 0, 0])
    new = _create(
        rw, "bufferization.alloc_tensor", new_dyn, [nt], op.loc, {"operandSegmentSizes": seg}
    )
    cast = _create(rw, "tensor.cast", [new.results[0]], [t], op.loc)
    rw.replace_op(op, [cast.results[0]])
    return True


def dim_of_alloc_tensor(op: Operation, rw: PatternRewriter) -> bool:
    """``tensor.dim`` of a dynamic dimension of an ``alloc_tensor`` -> its size."""
    at = _def(op.op_operands[0].value, "bufferization.alloc_tensor")
    i = _const_int(op.op_operands[1].value)
    if at is None or i is None:
        return False
    t = at.results[0].type
    if type(t) is not RankedTensorType or i < 0 or i >= len(t.shape) or t.shape[i] != DYNAMIC:
        return False
    dyn, copy, _ = alloc_parts(at)
    if copy is not None:
        rw.set_insertion_point(op)
        new = _create(
            rw, "tensor.dim", [copy, op.op_operands[1].value], [op.results[0].type], op.loc
        )
        rw.replace_op(op, [new.results[0]])
        return True
    k = sum(1 for d in t.shape[:i] if d == DYNAMIC)
    rw.replace_op(op, [dyn[k]])
    return True


#: The native canonicalization patterns of the bufferization ops (MLIR 19's names).
PATTERNS: list[RewritePattern] = [
    FunctionPattern(
        to_memref_to_tensor_folding,
        "bufferization.to_memref",
        debug_name="ToMemrefToTensorFolding",
    ),
    FunctionPattern(to_memref_of_cast, "bufferization.to_memref", debug_name="ToMemrefOfCast"),
    FunctionPattern(load_of_to_memref, "memref.load", debug_name="LoadOfToMemref"),
    FunctionPattern(dim_of_to_memref, "memref.dim", debug_name="DimOfCastOp"),
    FunctionPattern(dim_of_to_tensor, "tensor.dim", debug_name="DimOfToTensorFolder"),
    FunctionPattern(
        alloc_tensor_static_dims, "bufferization.alloc_tensor", debug_name="ReplaceStaticShapeDims"
    ),
    FunctionPattern(dim_of_alloc_tensor, "tensor.dim", debug_name="FoldDimOfAllocTensorOp"),
]
