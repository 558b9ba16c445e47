"""``convert-vector-to-llvm``: the 1-D part of the vector subset to ``llvm`` ops, as mlir-opt 19.

What is lowered (one pattern per op, MLIR 19's ``ConvertVectorToLLVM.cpp`` output):

- ``vector.splat`` / ``vector.broadcast`` of a scalar to a fixed 1-D vector: ``undef``,
  ``insertelement`` at ``0 : i32``, ``shufflevector`` with an all-zero mask;
- ``extractelement`` / ``insertelement`` (1-D): the llvm ops at the converted position;
  ``extract`` / ``insert`` of a scalar at one position of a 1-D vector: the same at a
  ``: i64`` constant (or the converted dynamic index);
- ``vector.fma`` (1-D) -> ``llvm.intr.fmuladd``;
- ``vector.reduction`` of a 1-D vector: ``llvm.intr.vector.reduce.*``; ``add``/``mul`` on
  floats start from the accumulator (or 0.0 / 1.0) with the op's fast-math flags; integer
  kinds combine the accumulator after (``add``/``mul``/``and``/``or``/``xor``, and
  ``icmp`` + ``select`` for min/max); ``minnumf``/``maxnumf``/``minimumf``/``maximumf``
  through ``minnum``/``maxnum``/``minimum``/``maximum`` with it;
- ``vector.load`` / ``vector.store`` of a 1-D vector from an identity-layout memref: the
  element address (MLIR's ``getStridedElementPtr``) and ``llvm.load`` / ``llvm.store``
  aligned to the element type, ``nontemporal`` kept.

Before converting, the pass folds and erases dead ops greedily, as MLIR 19's does (its
greedy vector-to-vector lowerings: broadcasts, masks, shape_casts, contractions, are not
here). MLIR 19's options (``reassociate-fp-reductions``, ``force-32bit-vector-indices``,
the target-specific ``enable-*``) are not declared. What it does not do (the ops stay, the pass succeeds as a partial conversion): N-D vectors
(MLIR unrolls them first), scalable vectors' splats, 0-d vectors, ``shape_cast``, masks,
``transfer_read``/``write`` and the other vector ops of MLIR.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import DenseArrayAttr, FloatAttr, IntegerAttr, UnitAttr
from ...ir.core import Operation
from ...ir.types import FloatType, IndexType, IntegerType, MemRefType, VectorType
from ..infra.pass_base import Pass, register_pass
from ..rewrite.dialect_conversion import ConversionPatternRewriter
from .llvm_common.builders import load
from .llvm_common.memref_descriptor import get_strided_element_ptr
from .llvm_common.pattern import ConvertToLLVMPattern, Emitter, llvm_fastmath
from .llvm_common.type_converter import run_llvm_lowering

__all__ = ["populate_vector_to_llvm_patterns"]

_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)


def _fixed_1d(t: Any) -> bool:
    return type(t) is VectorType and len(t.shape) == 1 and not t.scalable_dims[0]


def _one_d(t: Any) -> bool:
    return type(t) is VectorType and len(t.shape) == 1


def _emitter(rw: ConversionPatternRewriter, op: Operation) -> Emitter:
    return Emitter(rw, op.loc)


class SplatLowering(ConvertToLLVMPattern):
    """``splat`` / scalar ``broadcast`` -> undef, insertelement at 0, zero shufflevector."""

    ROOT = "vector.splat"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        vt = op.results[0].type
        if not _fixed_1d(vt) or isinstance(op.operands[0].type, VectorType):
            return False
        e = _emitter(rw, op)
        undef = e.op("llvm.mlir.undef", [], vt)
        zero = e.constant(_I32, IntegerAttr.get(_I32, 0))
        ins = e.op("llvm.insertelement", [undef, operands[0], zero], vt)
        mask = DenseArrayAttr.get(_I32, [0] * vt.shape[0])
        return [e.op("llvm.shufflevector", [ins, undef], vt, {"mask": mask})]


class BroadcastLowering(SplatLowering):
    ROOT = "vector.broadcast"


class ExtractElementLowering(ConvertToLLVMPattern):
    ROOT = "vector.extractelement"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        if not _one_d(op.operands[0].type) or len(operands) != 2:
            return False
        rt = op.results[0].type
        return [_emitter(rw, op).op("llvm.extractelement", [operands[0], operands[1]], rt)]


class InsertElementLowering(ConvertToLLVMPattern):
    ROOT = "vector.insertelement"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        vt = op.results[0].type
        if not _one_d(vt) or len(operands) != 3:
            return False
        e = _emitter(rw, op)
        return [e.op("llvm.insertelement", [operands[1], operands[0], operands[2]], vt)]


def _single_position(op: Operation, operands: list, first_dyn: int, e: Emitter) -> Any:
    """The position of a scalar extract/insert on a 1-D vector as an llvm value, or None."""
    from ...rules.memref import K_DYNAMIC

    pos = op.properties["static_position"].values
    if len(pos) != 1:
        return None
    if pos[0] == K_DYNAMIC:
        return operands[first_dyn]
    return e.constant(_I64, IntegerAttr.get(_I64, pos[0]))


class ExtractLowering(ConvertToLLVMPattern):
    ROOT = "vector.extract"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        vt, rt = op.operands[0].type, op.results[0].type
        if not _one_d(vt) or isinstance(rt, VectorType):
            return False
        e = _emitter(rw, op)
        p = _single_position(op, operands, 1, e)
        if p is None:
            return False
        return [e.op("llvm.extractelement", [operands[0], p], rt)]


class InsertLowering(ConvertToLLVMPattern):
    ROOT = "vector.insert"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        vt = op.results[0].type
        if not _one_d(vt) or isinstance(op.operands[0].type, VectorType):
            return False
        e = _emitter(rw, op)
        p = _single_position(op, operands, 2, e)
        if p is None:
            return False
        return [e.op("llvm.insertelement", [operands[1], operands[0], p], vt)]


class FMALowering(ConvertToLLVMPattern):
    ROOT = "vector.fma"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        vt = op.results[0].type
        if not _one_d(vt):
            return False
        return [_emitter(rw, op).op("llvm.intr.fmuladd", operands, vt)]


_INT_REDUCE = {
    "add": ("add", "llvm.add"),
    "mul": ("mul", "llvm.mul"),
    "and": ("and", "llvm.and"),
    "or": ("or", "llvm.or"),
    "xor": ("xor", "llvm.xor"),
    "minsi": ("smin", "sle"),
    "minui": ("umin", "ule"),
    "maxsi": ("smax", "sge"),
    "maxui": ("umax", "uge"),
}
_FLOAT_CMP_REDUCE = {
    "minnumf": ("fmin", "llvm.intr.minnum"),
    "maxnumf": ("fmax", "llvm.intr.maxnum"),
    "minimumf": ("fminimum", "llvm.intr.minimum"),
    "maximumf": ("fmaximum", "llvm.intr.maximum"),
}


class ReductionLowering(ConvertToLLVMPattern):
    ROOT = "vector.reduction"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        from ...rules.vector import kind_name

        vt, rt = op.operands[0].type, op.results[0].type
        if not _one_d(vt):
            return False
        kind = kind_name(op)
        e = _emitter(rw, op)
        v = operands[0]
        acc = operands[1] if len(operands) > 1 else None
        fmf = llvm_fastmath(op.properties.get("fastmath"))
        if isinstance(rt, (IntegerType, IndexType)):
            which, combine = _INT_REDUCE[kind]
            r = e.op(f"llvm.intr.vector.reduce.{which}", [v], rt)
            if acc is None:
                return [r]
            if combine.startswith("llvm."):
                return [e.op(combine, [acc, r], rt)]
            from ...gen.loader import builtin_module

            pred = builtin_module("llvm").ENUMS["ICmpPredicate"].attr(combine)
            c = e.op("llvm.icmp", [acc, r], IntegerType.get(1), {"predicate": pred})
            return [e.op("llvm.select", [c, acc, r], rt)]
        if not isinstance(rt, FloatType):
            return False
        if kind in ("add", "mul"):
            start = acc
            if start is None:
                start = e.constant(rt, FloatAttr.get(rt, 0.0 if kind == "add" else 1.0))
            name = f"llvm.intr.vector.reduce.f{kind}"
            return [e.op(name, [start, v], rt, {"fastmathFlags": fmf})]
        which, combine = _FLOAT_CMP_REDUCE[kind]
        r = e.op(f"llvm.intr.vector.reduce.{which}", [v], rt, {"fastmathFlags": fmf})
        if acc is None:
            return [r]
        return [e.op(combine, [r, acc], rt)]


def _alignment(t: Any) -> int:
    w = 64 if isinstance(t, IndexType) else t.width
    n = max(1, (w + 7) // 8)
    return 1 << (n - 1).bit_length()


class _VectorMemLowering(ConvertToLLVMPattern):
    MEMREF = 0

    def address(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> Any:
        mt = op.operands[self.MEMREF].type
        vt = op.results[0].type if self.MEMREF == 0 else op.operands[0].type
        if not isinstance(mt, MemRefType) or not _one_d(vt) or mt.layout is not None:
            return None
        if isinstance(mt.element_type, VectorType):
            return None
        return get_strided_element_ptr(
            rw, op.loc, self.type_converter, mt, operands[self.MEMREF], operands[self.MEMREF + 1 :]
        )


def _nontemporal(op: Operation) -> bool:
    a = op.properties.get("nontemporal")
    return a is not None and bool(getattr(a, "value", False))


class LoadLowering(_VectorMemLowering):
    ROOT = "vector.load"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        p = self.address(op, operands, rw)
        if p is None:
            return False
        vt = op.results[0].type
        al = _alignment(vt.element_type)
        return [load(rw, op.loc, vt, p, nontemporal=_nontemporal(op), alignment=al)]


class StoreLowering(_VectorMemLowering):
    ROOT = "vector.store"
    MEMREF = 1

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        p = self.address(op, operands, rw)
        if p is None:
            return False
        props: dict = {
            "alignment": IntegerAttr.get(_I64, _alignment(op.operands[0].type.element_type))
        }
        if _nontemporal(op):
            props["nontemporal"] = UnitAttr.get()
        rw.create("llvm.store", (operands[0], p), (), props, loc=op.loc)
        return []


_PATTERNS = (
    SplatLowering,
    BroadcastLowering,
    ExtractElementLowering,
    InsertElementLowering,
    ExtractLowering,
    InsertLowering,
    FMALowering,
    ReductionLowering,
    LoadLowering,
    StoreLowering,
)


def populate_vector_to_llvm_patterns(type_converter: Any) -> list:
    """The patterns of ``convert-vector-to-llvm`` (the 1-D subset above)."""
    return [p(type_converter) for p in _PATTERNS]


@register_pass(
    "convert-vector-to-llvm",
    summary="Lower the operations from the vector dialect into the LLVM dialect",
    display_name="ConvertVectorToLLVMPass",
)
class ConvertVectorToLLVM(Pass):
    """Lowers the 1-D vector subset to llvm (a partial conversion: what is left stays)."""

    def run_on_operation(self, op: Any) -> None:
        from ..rewrite.greedy import apply_greedily
        from ..transforms.canonicalize import canonicalization_tables

        # MLIR 19 first applies its vector-to-vector lowerings greedily, which also folds
        # and erases dead ops everywhere below the root (none of those lowerings is here)
        _, folders, mats = canonicalization_tables(ctx=self.context)
        apply_greedily(op, [], folders, mats, top_down=False)
        run_llvm_lowering(self, op, populate_vector_to_llvm_patterns)
