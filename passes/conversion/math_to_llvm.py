"""``convert-math-to-llvm``: ``math`` ops to LLVM intrinsics, as mlir-opt 19 lowers them.

One-to-one (fast-math flags become ``fastmathFlags``; discardable attributes
are kept): ``absf`` -> ``llvm.intr.fabs``, ``ceil``, ``floor``, ``round``,
``roundeven``, ``trunc`` (``llvm.intr.trunc``), ``sqrt``, ``exp``, ``exp2``,
``log``, ``log2``, ``log10``, ``sin``, ``cos``, ``copysign``, ``powf`` ->
``llvm.intr.pow``, ``fpowi`` -> ``llvm.intr.powi``, ``fma``; ``ctpop`` ->
``llvm.intr.ctpop``; ``absi`` / ``ctlz`` / ``cttz`` -> ``llvm.intr.abs`` /
``ctlz`` / ``cttz`` with ``is_int_min_poison`` / ``is_zero_poison = false``.
Expanded: ``expm1(x)`` -> ``exp(x) - 1``, ``rsqrt(x)`` -> ``1 / sqrt(x)``, and with
the ``approximate-log1p`` option (on by default, as in MLIR) ``log1p(x)`` ->
``log(1 + x)``; the flags go on every op but the constant.

Scalars and 1-D vectors lower directly; N-D vectors (``!llvm.array`` after
type conversion) are unrolled per 1-D piece, as MLIR does. The table and the
pattern are ``passes/conversion/arith_to_llvm.py``'s.

What MLIR 19 leaves alone stays: ``tan``, ``tanh``, ``atan``, ``atan2``,
``acos``, ``asin``, ``sinh``, ``cosh``, ``erf``, ``cbrt``, ``ipowi``, the
hyperbolic inverses (``convert-math-to-libm`` / ``math-expand-ops`` handle those),
and ``log1p`` when ``approximate-log1p=false``. ``fpowi`` on vectors is left alone
too: MLIR 19 emits an invalid ``llvm.intr.powi`` for it (its exponent must be a
scalar), irlite does not.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.core import Operation
from ...ir.types import IntegerType
from ..infra.pass_base import Option, Pass, register_pass
from .llvm_common.pattern import Emitter, Lowering, direct, llvm_fastmath, make_patterns
from .llvm_common.type_converter import run_llvm_lowering

__all__ = ["LOG1P_LOWERING", "MATH_LOWERINGS", "populate_math_to_llvm_patterns"]


def _false() -> Any:
    return IntegerAttr.get(IntegerType.get(1), 0)


def _fmf(op: Operation) -> dict:
    return {"fastmathFlags": llvm_fastmath(op.properties.get("fastmath"))}


def _emit_with_flag(target: str, flag: str):
    """``ctlz(a)`` -> ``llvm.intr.ctlz(a) <{is_zero_poison = false}>`` (attributes dropped, as MLIR)."""

    def emit(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
        return [em.op(target, operands, rtypes[0], {flag: _false()})]

    return emit


def _emit_expm1(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    t = rtypes[0]
    one = em.constant(t, 1.0)
    e = em.op("llvm.intr.exp", operands, t, _fmf(op), keep=True)
    return [em.op("llvm.fsub", [e, one], t, _fmf(op), keep=True)]


def _emit_log1p(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    t = rtypes[0]
    one = em.constant(t, 1.0)
    s = em.op("llvm.fadd", [one, operands[0]], t, _fmf(op), keep=True)
    return [em.op("llvm.intr.log", [s], t, _fmf(op), keep=True)]


def _emit_rsqrt(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    t = rtypes[0]
    one = em.constant(t, 1.0)
    r = em.op("llvm.intr.sqrt", operands, t, _fmf(op), keep=True)
    return [em.op("llvm.fdiv", [one, r], t, _fmf(op), keep=True)]


def _scalar_exponent(op: Operation, operands: list, rtypes: list) -> str | None:
    if type(operands[1].type) is not IntegerType:
        return "llvm.intr.powi takes a scalar integer exponent"
    return None


def _f(src: str, dst: str) -> Lowering:
    return Lowering("math." + src, direct("llvm.intr." + dst, "fastmath"))


#: Every math op MLIR 19's convert-math-to-llvm lowers (log1p: see ``LOG1P_LOWERING``).
MATH_LOWERINGS: tuple[Lowering, ...] = (
    _f("absf", "fabs"),
    _f("ceil", "ceil"),
    _f("floor", "floor"),
    _f("round", "round"),
    _f("roundeven", "roundeven"),
    _f("trunc", "trunc"),
    _f("sqrt", "sqrt"),
    _f("exp", "exp"),
    _f("exp2", "exp2"),
    _f("log", "log"),
    _f("log2", "log2"),
    _f("log10", "log10"),
    _f("sin", "sin"),
    _f("cos", "cos"),
    _f("copysign", "copysign"),
    _f("powf", "pow"),
    _f("fma", "fma"),
    Lowering("math.fpowi", direct("llvm.intr.powi", "fastmath"), check=_scalar_exponent),
    Lowering("math.ctpop", direct("llvm.intr.ctpop")),
    Lowering("math.absi", _emit_with_flag("llvm.intr.abs", "is_int_min_poison"), keep_attrs=False),
    Lowering("math.ctlz", _emit_with_flag("llvm.intr.ctlz", "is_zero_poison"), keep_attrs=False),
    Lowering("math.cttz", _emit_with_flag("llvm.intr.cttz", "is_zero_poison"), keep_attrs=False),
    Lowering("math.expm1", _emit_expm1),
    Lowering("math.rsqrt", _emit_rsqrt),
)

#: ``log1p(x)`` -> ``log(1 + x)`` (only with ``approximate-log1p``).
LOG1P_LOWERING = Lowering("math.log1p", _emit_log1p)


def populate_math_to_llvm_patterns(type_converter: Any, approximate_log1p: bool = True) -> list:
    """The patterns of ``convert-math-to-llvm``."""
    rows = list(MATH_LOWERINGS)
    if approximate_log1p:
        rows.append(LOG1P_LOWERING)
    return make_patterns(rows, type_converter)


@register_pass(
    "convert-math-to-llvm",
    summary="Convert Math dialect to LLVM dialect",
    options=(Option("approximate-log1p", bool, True, "Enable approximation of Log1p."),),
    display_name="ConvertMathToLLVMPass",
)
class ConvertMathToLLVM(Pass):
    """Lowers ``math`` ops to LLVM intrinsics (a partial conversion: ops without an
    LLVM counterpart, e.g. ``math.tan``, stay)."""

    def run_on_operation(self, op: Any) -> None:
        run_llvm_lowering(
            self, op, lambda tc: populate_math_to_llvm_patterns(tc, self.approximate_log1p)
        )
