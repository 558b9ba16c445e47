"""``convert-arith-to-llvm``, and the table-driven lowering machinery it shares.

The pass rewrites MLIR 19's ``arith`` ops into ``llvm`` dialect ops exactly as
``mlir-opt --convert-arith-to-llvm`` does: ``arith.addi ... overflow<nsw>`` ->
``llvm.add ... overflow<nsw>``, ``arith.addf ... fastmath<fast>`` ->
``llvm.fadd ... {fastmathFlags = #llvm.fastmath<fast>}``, ``arith.maxsi`` ->
``llvm.intr.smax``, ``arith.cmpi slt`` -> ``llvm.icmp "slt"``, casts to their
LLVM casts (``index_cast`` to ``trunc``/``sext``, or nothing when the widths
agree), ``arith.constant`` -> ``llvm.mlir.constant`` (value kept as written),
the extended ops to ``llvm.intr.uadd.with.overflow`` / a double-width multiply,
and ``truncf`` with a rounding mode to
``llvm.intr.experimental.constrained.fptrunc``. ``index`` becomes the integer
of ``index-bitwidth`` bits (64 by default); values whose type changes reach
their old users through ``builtin.unrealized_conversion_cast``.

Scalars and 1-D vectors map to one op. N-D vectors, which the LLVM type
converter turns into nested ``!llvm.array`` s of 1-D vectors, are unrolled as
MLIR's ``handleMultidimensionalVectors`` does (``llvm.mlir.undef``, then per
1-D piece ``llvm.extractvalue`` / op / ``llvm.insertvalue``) where MLIR does it.

The machinery (shared with ``convert-math-to-llvm`` and
``convert-index-to-llvm``): every lowering is one row of a table,
``Lowering(source op, emit)``, where ``emit`` builds the replacement of a
scalar or 1-D instance. ``direct(llvm_op, flags)`` makes the emit of a
one-to-one lowering, with ``flags`` saying how the op's attributes map
(``overflow``: ``overflowFlags`` -> ``#llvm.overflow``; ``fastmath``:
``fastmath`` -> ``fastmathFlags``; ``passthrough``: every attribute copied;
``none``: discardable attributes only). One pattern class,
``LLVMLoweringPattern``, runs any row: it converts the result types, checks
every adaptor operand is an LLVM-compatible type, decides whether to unroll,
and only then changes the IR (the conversion framework has no rollback).

What MLIR 19 leaves alone, this pass leaves alone too: ``ceildivsi``,
``ceildivui``, ``floordivsi`` (``arith-expand`` rewrites them first), ops on
tensors, N-D ``addui_extended`` / ``mul*_extended``, and anything whose types
the type converter rejects. The pass is a partial conversion: unconverted
``arith`` ops stay, no error. What it does not do: fold (MLIR's conversion
driver tries an op's folder before the patterns; whether irlite's does is
``passes/rewrite/dialect_conversion.py``'s business, not this table's).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
)
from ...ir.core import Operation
from ...ir.types import IntegerType
from ...rules.llvm_types import LLVMStructType
from ..infra.pass_base import Pass, register_pass
from .llvm_common.pattern import (
    EmitFn,
    Emitter,
    LLVMLoweringPattern,
    Lowering,
    bit_width,
    direct,
    llvm_fastmath,
    llvm_overflow,
    make_patterns,
    with_element,
)
from .llvm_common.type_converter import (
    INDEX_BITWIDTH_OPTION,
    check_index_bitwidth,
    llvm_conversion_target,
    make_llvm_type_converter,
    run_llvm_lowering,
)

__all__ = [
    "ARITH_LOWERINGS",
    "Emitter",
    "LLVMLoweringPattern",
    "Lowering",
    "check_index_bitwidth",
    "direct",
    "llvm_conversion_target",
    "llvm_fastmath",
    "llvm_overflow",
    "make_llvm_type_converter",
    "populate_arith_to_llvm_patterns",
]

_I1 = IntegerType.get(1)
_I64 = IntegerType.get(64)


# ------------------------------------------------------------------ arith's emits


def _int_attr(t: Any, v: int) -> Any:
    return IntegerAttr.get(t, v)


def _emit_constant(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    # The value is kept as written (``7 : index`` on an ``i64`` constant), as MLIR does.
    return [
        em.op("llvm.mlir.constant", [], rtypes[0], {"value": op.properties["value"]}, keep=True)
    ]


def _check_constant(op: Operation, operands: list, rtypes: list) -> str | None:
    v = op.properties.get("value")
    if not isinstance(v, (IntegerAttr, FloatAttr, DenseIntOrFPElementsAttr)):
        return "only integer, float and dense elements constants lower"
    return None


def _emit_cmp(target: str, with_fastmath: bool) -> EmitFn:
    def emit(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
        props = {"predicate": _int_attr(_I64, _enum_value(op.properties["predicate"]))}
        if with_fastmath:
            props["fastmathFlags"] = llvm_fastmath(op.properties.get("fastmath"))
        return [em.op(target, operands, rtypes[0], props)]

    return emit


def _enum_value(a: Any) -> int:
    """arith's and LLVM's comparison predicates share their numbering."""
    return int(a.value)


def _emit_index_cast(signed: bool) -> EmitFn:
    def emit(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
        src, dst = operands[0], rtypes[0]
        ws, wd = bit_width(src.type), bit_width(dst)
        if ws == wd:
            return [src]
        if wd < ws:
            return [em.op("llvm.trunc", [src], dst)]
        return [em.op("llvm.sext" if signed else "llvm.zext", [src], dst)]

    return emit


def _emit_addui_extended(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    st = LLVMStructType.get((rtypes[0], rtypes[1]))
    res = em.op("llvm.intr.uadd.with.overflow", operands, st)
    return [em.extractvalue(res, [0], rtypes[0]), em.extractvalue(res, [1], rtypes[1])]


def _emit_mul_extended(signed: bool) -> EmitFn:
    def emit(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
        t = rtypes[0]
        w = bit_width(t)
        wide = with_element(t, IntegerType.get(2 * w))
        ext = "llvm.sext" if signed else "llvm.zext"
        lhs = em.op(ext, [operands[0]], wide)
        rhs = em.op(ext, [operands[1]], wide)
        mul = em.op("llvm.mul", [lhs, rhs], wide)
        low = em.op("llvm.trunc", [mul], t)
        shift = em.constant(wide, w)
        high = em.op("llvm.lshr", [mul, shift], wide)
        return [low, em.op("llvm.trunc", [high], t)]

    return emit


# arith.RoundingMode -> LLVM's RoundingMode (tonearest = 1, downward = 3, ...)
_ROUNDING = {0: 1, 1: 3, 2: 2, 3: 0, 4: 4}


def _emit_constrained_fptrunc(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    mode = int(op.properties["roundingmode"].value)
    props = {
        "roundingmode": _int_attr(_I64, _ROUNDING[mode]),
        "fpExceptionBehavior": _int_attr(_I64, 0),
    }
    return [em.op("llvm.intr.experimental.constrained.fptrunc", operands, rtypes[0], props)]


def _has_rounding(op: Operation, operands: list, rtypes: list) -> str | None:
    return None if op.properties.get("roundingmode") is not None else "no rounding mode"


def _no_rounding(op: Operation, operands: list, rtypes: list) -> str | None:
    return "has a rounding mode" if op.properties.get("roundingmode") is not None else None


def _d(src: str, dst: str, flags: str = "none", **kw: Any) -> Lowering:
    return Lowering("arith." + src, direct("llvm." + dst, flags), **kw)


#: Every arith op MLIR 19's convert-arith-to-llvm lowers, and how.
ARITH_LOWERINGS: tuple[Lowering, ...] = (
    # integer arithmetic: x op y
    _d("addi", "add", "overflow"),
    _d("subi", "sub", "overflow"),
    _d("muli", "mul", "overflow"),
    _d("shli", "shl", "overflow"),
    _d("divui", "udiv"),
    _d("divsi", "sdiv"),
    _d("remui", "urem"),
    _d("remsi", "srem"),
    _d("andi", "and"),
    _d("ori", "or"),
    _d("xori", "xor"),
    _d("shrui", "lshr"),
    _d("shrsi", "ashr"),
    _d("maxsi", "intr.smax"),
    _d("maxui", "intr.umax"),
    _d("minsi", "intr.smin"),
    _d("minui", "intr.umin"),
    # floating point: x op y [fastmath]
    _d("addf", "fadd", "fastmath"),
    _d("subf", "fsub", "fastmath"),
    _d("mulf", "fmul", "fastmath"),
    _d("divf", "fdiv", "fastmath"),
    _d("remf", "frem", "fastmath"),
    _d("negf", "fneg", "fastmath"),
    _d("maximumf", "intr.maximum", "fastmath"),
    _d("minimumf", "intr.minimum", "fastmath"),
    _d("maxnumf", "intr.maxnum", "fastmath"),
    _d("minnumf", "intr.minnum", "fastmath"),
    # casts: every attribute passes through (MLIR keeps extf's `fastmath` as is)
    _d("extsi", "sext", "passthrough"),
    _d("extui", "zext", "passthrough"),
    _d("trunci", "trunc", "passthrough"),
    _d("sitofp", "sitofp", "passthrough"),
    _d("uitofp", "uitofp", "passthrough"),
    _d("fptosi", "fptosi", "passthrough"),
    _d("fptoui", "fptoui", "passthrough"),
    _d("extf", "fpext", "passthrough"),
    _d("truncf", "fptrunc", "passthrough", check=_no_rounding),
    Lowering(
        "arith.truncf",
        _emit_constrained_fptrunc,
        keep_attrs=False,
        check=_has_rounding,
        needs=("llvm.intr.experimental.constrained.fptrunc",),
    ),
    _d("bitcast", "bitcast", "passthrough"),
    Lowering("arith.index_cast", _emit_index_cast(True), keep_attrs=False),
    Lowering("arith.index_castui", _emit_index_cast(False), keep_attrs=False),
    # comparisons and select
    Lowering("arith.cmpi", _emit_cmp("llvm.icmp", False), keep_attrs=False),
    Lowering("arith.cmpf", _emit_cmp("llvm.fcmp", True), keep_attrs=False),
    _d("select", "select"),
    # constants and extended arithmetic
    Lowering("arith.constant", _emit_constant, nd="direct", check=_check_constant),
    Lowering(
        "arith.addui_extended",
        _emit_addui_extended,
        nd="fail",
        keep_attrs=False,
        needs=("llvm.intr.uadd.with.overflow",),
    ),
    Lowering("arith.mulsi_extended", _emit_mul_extended(True), nd="fail", keep_attrs=False),
    Lowering("arith.mului_extended", _emit_mul_extended(False), nd="fail", keep_attrs=False),
)


def populate_arith_to_llvm_patterns(type_converter: Any) -> list:
    """The patterns of ``convert-arith-to-llvm`` (for ``convert-to-llvm`` and friends)."""
    return make_patterns(ARITH_LOWERINGS, type_converter)


# ------------------------------------------------------------------ pass plumbing


@register_pass(
    "convert-arith-to-llvm",
    summary="Convert Arith dialect to LLVM dialect",
    options=(INDEX_BITWIDTH_OPTION,),
    display_name="ArithToLLVMConversionPass",
)
class ConvertArithToLLVM(Pass):
    """Lowers ``arith`` ops to the ``llvm`` dialect (a partial conversion: what does not
    lower, e.g. ``arith.ceildivsi`` or tensor ops, stays as it is)."""

    def run_on_operation(self, op: Any) -> None:
        run_llvm_lowering(self, op, populate_arith_to_llvm_patterns)
