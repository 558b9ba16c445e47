"""``convert-math-to-libm``: math ops to calls of the C library's math functions, as mlir-opt 19.

Each math op with a libm counterpart becomes a ``func.call`` of it (``math.erf`` on
``f32`` calls ``@erff``, on ``f64`` ``@erf``; ``math.absf`` calls ``fabs``, ``math.powf``
``pow``), and the function is declared once in the nearest symbol table, at its start:
``func.func private @erff(f32) -> f32 attributes {llvm.readnone}`` (math ops have no
side effects, which ``readnone`` tells LLVM); a declaration that is already there is
used as it is. Fast-math flags are dropped (a call has none). Two more patterns feed the
scalar one, as MLIR's ``VecOpToScalarOp`` and ``PromoteOpToF32``:

- a vector op is unrolled: a zero vector, then per element (in row-major order)
  ``vector.extract`` of each operand, the scalar op, ``vector.insert`` into the result;
- an ``f16`` or ``bf16`` op is computed in ``f32``: ``arith.extf`` of the operands, the op,
  ``arith.truncf`` of the result.

The whole math dialect is illegal (a partial conversion, folding first, as MLIR's): an op
without a libm function (``math.rsqrt``, ``math.copysign``, the integer ops, an op on a
tensor) fails the pass with ``failed to legalize operation 'math.rsqrt' that was
explicitly marked illegal``. The JIT resolves the calls against the process's libm, so
the CPU target runs what no LLVM intrinsic or polynomial covers (``erf`` on ``f64``).

What it does not do: MLIR 20's additions (``math.erfc``); scalable vectors are unrolled by
their base size, as MLIR 19 does.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import (
    DenseIntOrFPElementsAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from ...ir.core import Operation, Region
from ...ir.location import UnknownLoc
from ...ir.types import FloatType, FunctionType, VectorType
from ..infra.pass_base import Pass, register_pass
from ..rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    apply_partial_conversion,
)

__all__ = ["LIBM_FUNCTIONS", "ConvertMathToLibm", "populate_math_to_libm_patterns"]

#: math op -> (the f32 function, the f64 function): MLIR 19's table.
LIBM_FUNCTIONS: dict[str, tuple[str, str]] = {
    "math.absf": ("fabsf", "fabs"),
    "math.acos": ("acosf", "acos"),
    "math.acosh": ("acoshf", "acosh"),
    "math.asin": ("asinf", "asin"),
    "math.asinh": ("asinhf", "asinh"),
    "math.atan": ("atanf", "atan"),
    "math.atan2": ("atan2f", "atan2"),
    "math.atanh": ("atanhf", "atanh"),
    "math.cbrt": ("cbrtf", "cbrt"),
    "math.ceil": ("ceilf", "ceil"),
    "math.cos": ("cosf", "cos"),
    "math.cosh": ("coshf", "cosh"),
    "math.erf": ("erff", "erf"),
    "math.exp": ("expf", "exp"),
    "math.exp2": ("exp2f", "exp2"),
    "math.expm1": ("expm1f", "expm1"),
    "math.floor": ("floorf", "floor"),
    "math.log": ("logf", "log"),
    "math.log10": ("log10f", "log10"),
    "math.log1p": ("log1pf", "log1p"),
    "math.log2": ("log2f", "log2"),
    "math.powf": ("powf", "pow"),
    "math.round": ("roundf", "round"),
    "math.roundeven": ("roundevenf", "roundeven"),
    "math.sin": ("sinf", "sin"),
    "math.sinh": ("sinhf", "sinh"),
    "math.sqrt": ("sqrtf", "sqrt"),
    "math.tan": ("tanf", "tan"),
    "math.tanh": ("tanhf", "tanh"),
    "math.trunc": ("truncf", "trunc"),
}

_F32 = FloatType.get("f32")


def _symbol_table(op: Operation) -> Operation | None:
    p = op.parent_op
    while p is not None and "SymbolTable" not in type(p).traits:
        p = p.parent_op
    return p


def _declare(
    rewriter: ConversionPatternRewriter, table: Operation, name: str, op: Operation
) -> None:
    """``func.func private @name(operand types) -> result types {llvm.readnone}`` at the start
    of ``table``, unless ``table`` has a symbol ``name`` already."""
    block = table.regions[0].blocks[0]
    o = block.first
    while o is not None:
        sym = o.properties.get("sym_name") if o.properties else None
        if sym is not None and getattr(sym, "value", None) == name:
            return
        o = o.next
    fn_type = FunctionType.get([v.type for v in op.operands], [r.type for r in op.results])
    with rewriter.insertion_guard():
        rewriter.set_insertion_point_to_start(block)
        rewriter.create(
            "func.func",
            properties={
                "sym_name": StringAttr.get(name),
                "function_type": TypeAttr.get(fn_type),
                "sym_visibility": StringAttr.get("private"),
            },
            attributes={"llvm.readnone": UnitAttr.get()},
            regions=[Region()],
            loc=UnknownLoc.get(),
        )


class _ScalarToCall(ConversionPattern):
    """An ``f32`` or ``f64`` math op -> ``func.call`` of its libm function."""

    def __init__(self, op_name: str, fns: tuple[str, str]) -> None:
        super().__init__(root=op_name)
        self.fns = fns

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        t = op.results[0].type
        name = {"f32": self.fns[0], "f64": self.fns[1]}.get(getattr(t, "name", None) or "")
        if type(t) is not FloatType or name is None:
            return rewriter.notify_match_failure(op, "not f32 or f64")
        table = _symbol_table(op)
        if table is None:
            return rewriter.notify_match_failure(op, "no symbol table above")
        _declare(rewriter, table, name, op)
        call = rewriter.create(
            "func.call",
            operands,
            [t],
            properties={"callee": SymbolRefAttr.get(name)},
            loc=op.loc,
        )
        rewriter.replace_op(op, list(call.results))
        return True


class _VectorToScalars(ConversionPattern):
    """A math op on a vector -> the scalar op per element (MLIR's ``VecOpToScalarOp``)."""

    def __init__(self, op_name: str) -> None:
        super().__init__(root=op_name)

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        vt = op.results[0].type
        if type(vt) is not VectorType:
            return rewriter.notify_match_failure(op, "not a vector")
        from ...dialects import arith, vector

        elem = vt.element_type
        shape = list(vt.shape)
        n = 1
        for d in shape:
            n *= d
        props = {k: v for k, v in op.properties.items() if k == "fastmath"}
        with rewriter, rewriter.location(op.loc):
            result = arith.constant(DenseIntOrFPElementsAttr.from_values(vt, [0.0]))
            for linear in range(n):
                pos, rest = [], linear
                for d in reversed(shape):
                    pos.append(rest % d)
                    rest //= d
                pos.reverse()
                scalars = [
                    vector.extract(v, static_position=pos, result_type=elem) for v in operands
                ]
                s = rewriter.create(op.name, scalars, [elem], properties=props, loc=op.loc)
                result = vector.insert(s.results[0], result, static_position=pos)
        rewriter.replace_op(op, [result])
        return True


class _PromoteToF32(ConversionPattern):
    """An ``f16`` or ``bf16`` math op -> the op in ``f32`` between ``arith.extf`` and
    ``arith.truncf`` (MLIR's ``PromoteOpToF32``)."""

    def __init__(self, op_name: str) -> None:
        super().__init__(root=op_name)

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        t = op.results[0].type
        if type(t) is not FloatType or t.name not in ("f16", "bf16"):
            return rewriter.notify_match_failure(op, "not f16 or bf16")
        from ...dialects import arith

        props = {k: v for k, v in op.properties.items() if k == "fastmath"}
        with rewriter, rewriter.location(op.loc):
            wide = [arith.extf(v, result_type=_F32) for v in operands]
            new = rewriter.create(op.name, wide, [_F32], properties=props, loc=op.loc)
            out = arith.truncf(new.results[0], result_type=t)
        rewriter.replace_op(op, [out])
        return True


def populate_math_to_libm_patterns(patterns: list) -> list:
    """MLIR's ``populateMathToLibmConversionPatterns``: per op of ``LIBM_FUNCTIONS``, the
    vector unrolling, the f32 promotion and the call."""
    for name, fns in LIBM_FUNCTIONS.items():
        patterns += [_VectorToScalars(name), _PromoteToF32(name), _ScalarToCall(name, fns)]
    return patterns


@register_pass(
    "convert-math-to-libm",
    summary="Convert Math dialect to libm calls",
    anchor="builtin.module",
    display_name="ConvertMathToLibm",
)
class ConvertMathToLibm(Pass):
    """Math ops -> libm calls (see the module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        target = ConversionTarget()
        target.add_legal_dialect("arith", "builtin", "func", "vector")
        target.add_illegal_dialect("math")
        patterns = populate_math_to_libm_patterns([])
        if not apply_partial_conversion(op, target, patterns, context=self.context):
            self.signal_pass_failure()
