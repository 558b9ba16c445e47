"""``math-legalize-to-f32``: compute ``math`` ops of floats narrower than 32 bits in f32, as
MLIR 19.

MLIR 19's ``MathLegalizeToF32`` (``LegalizeToF32.cpp``): a partial conversion in which a
``math`` op with an operand or result of a float type narrower than f32 (f16, bf16, the
f8 types; or a vector/tensor of one) is illegal. The op is rebuilt on its operands
extended to f32 (``arith.extf ... fastmath<contract>``, one per value, right after its
definition) with f32 results, each truncated back (``arith.truncf ...
fastmath<contract>``); it keeps its attributes (``fastmath`` flags). ``math.fma`` stays
(it is often implemented on small types), as do the ops of other dialects. The rewrite is
``arith-emulate-unsupported-floats``' pattern (``EmulateFloatPattern``) with this type
converter.

What it does not do: convert vectors or tensors of f64 (MLIR 19's converter sends every
shaped float type to f32, so it builds an invalid ``arith.extf`` of ``vector<2xf64>`` to
``vector<2xf32>``; here only the narrow element types convert).
"""

from __future__ import annotations

from typing import Any

from ...ir.types import FloatType, RankedTensorType, UnrankedTensorType, VectorType
from ..infra.pass_base import Pass, register_pass
from ..rewrite.dialect_conversion import ConversionTarget, TypeConverter, apply_partial_conversion
from .arith_emulate_unsupported_floats import EmulateFloatPattern, extend_materialization

__all__ = ["MathLegalizeToF32", "legalize_to_f32_converter"]

_F32 = FloatType.get("f32")


def _narrow(t: Any) -> bool:
    return type(t) is FloatType and t.width < 32


def legalize_to_f32_converter() -> TypeConverter:
    """MLIR's ``populateLegalizeToF32TypeConverter``: narrow floats (and vectors/tensors of
    them) become f32, other types stay; extending to f32 is the target materialization."""
    conv = TypeConverter()

    @conv.add_conversion
    def _convert(t: Any) -> Any:
        if _narrow(t):
            return _F32
        if type(t) is VectorType and _narrow(t.element_type):
            return VectorType.get(t.shape, _F32, t.scalable_dims)
        if type(t) is RankedTensorType and _narrow(t.element_type):
            return RankedTensorType.get(t.shape, _F32, t.encoding)
        if type(t) is UnrankedTensorType and _narrow(t.element_type):
            return UnrankedTensorType.get(_F32)
        return t

    conv.add_target_materialization(extend_materialization)
    return conv


@register_pass(
    "math-legalize-to-f32",
    summary="Legalize floating-point math ops on low-precision floats",
    display_name="MathLegalizeToF32",
)
class MathLegalizeToF32(Pass):
    """Computes narrow-float math ops in f32 (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        conv = legalize_to_f32_converter()
        target = ConversionTarget()
        target.mark_unknown_op_dynamically_legal(lambda o: True)
        target.add_dynamically_legal_dialect("math", conv.is_legal)
        target.add_legal_op("math.fma", "arith.extf", "arith.truncf")
        if not apply_partial_conversion(
            op, target, [EmulateFloatPattern(conv, root=None)], context=self.context
        ):
            self.signal_pass_failure()
