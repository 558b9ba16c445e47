"""``arith-emulate-unsupported-floats``: compute arith ops of unsupported float types in a
wider one, as MLIR 19.

MLIR 19's ``EmulateUnsupportedFloatsPass`` (``EmulateUnsupportedFloats.cpp``): a partial
conversion in which an ``arith`` op with an operand or result of one of ``source-types``
(or a vector/tensor of one) is illegal. ``EmulateFloatPattern`` rebuilds it with its
operands extended to ``target-type`` (``arith.extf ... fastmath<contract>``, a target
materialization placed right after each value's definition and shared by its users) and
its results in ``target-type``, then truncates each changed result back
(``arith.truncf ... fastmath<contract>``); the op keeps its attributes. ``extf``,
``truncf``, ``bitcast`` and ``constant`` stay as they are, ops of other dialects too (a
``memref.load`` of ``bf16`` is left; its users extend the loaded value).

Errors as MLIR's, at an unknown location: ``could not map target type 'x' to a known
floating-point type`` (likewise for a source type), ``target type cannot be an
unsupported source type``; without source types nothing changes (MLIR 19's warning for
that has no location, so it emits nothing).

What it does not do: ops with regions (MLIR's pattern cannot clone them), or the vector
dialect's arithmetic ops MLIR 19 also marks (irlite's vector dialect has none of them).
"""

from __future__ import annotations

from typing import Any

from ...gen.loader import builtin_module
from ...ir.diagnostics import Diagnostic, report
from ...ir.types import FloatType, RankedTensorType, UnrankedTensorType, VectorType
from ..infra.pass_base import Option, Pass, register_pass
from ..rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    TypeConverter,
    apply_partial_conversion,
)

__all__ = [
    "ArithEmulateUnsupportedFloats",
    "EmulateFloatPattern",
    "emulation_converter",
    "extend_materialization",
]


def _contract() -> Any:
    flags = builtin_module("arith").ENUMS["FastMathFlags"]
    return flags.attr(dict(flags.cases)["contract"])


def emulation_converter(sources: list, target: Any) -> TypeConverter:
    """MLIR's ``populateEmulateUnsupportedFloatsConversions``: each source float type (as
    a type or the element of a shaped type) becomes ``target``, other types stay; a
    target materialization extends with ``fastmath<contract>``."""
    conv = TypeConverter()

    @conv.add_conversion
    def _convert(t: Any) -> Any:
        if t in sources:
            return target
        if type(t) is VectorType and t.element_type in sources:
            return VectorType.get(t.shape, target, t.scalable_dims)
        if type(t) is RankedTensorType and t.element_type in sources:
            return RankedTensorType.get(t.shape, target, t.encoding)
        if type(t) is UnrankedTensorType and t.element_type in sources:
            return UnrankedTensorType.get(target)
        return t

    conv.add_target_materialization(extend_materialization)
    return conv


def extend_materialization(rw: Any, to_type: Any, inputs: list, loc: Any) -> Any:
    """The target materialization: ``arith.extf ... fastmath<contract>`` of one value."""
    if len(inputs) != 1:
        return None
    return rw.create("arith.extf", inputs, [to_type], {"fastmath": _contract()}, loc=loc).results[0]


class EmulateFloatPattern(ConversionPattern):
    """Any op the converter finds illegal (and without regions): the same op on the
    converted operands and result types, each changed result truncated back."""

    def match_and_rewrite_converted(
        self, op: Any, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        conv = self.type_converter
        if conv.is_legal(op) or op.regions:
            return False
        types = conv.convert_types([r.type for r in op.results])
        if types is None or len(types) != len(op.results):
            return False
        rewriter.set_insertion_point(op)
        new = rewriter.create_detached(
            op.name,
            operands,
            types,
            dict(op.properties),
            dict(op.attributes) if op.attributes else None,
            successors=list(op.successors),
            loc=op.loc,
        )
        rewriter.insert(new)
        values = []
        for res, old in zip(new.results, op.results, strict=True):
            if res.type is old.type:
                values.append(res)
                continue
            t = rewriter.create(
                "arith.truncf", [res], [old.type], {"fastmath": _contract()}, loc=op.loc
            )
            values.append(t.results[0])
        rewriter.replace_op(op, values)
        return True


def _float_type(name: str) -> Any:
    try:
        return FloatType.get(name)
    except ValueError:
        return None


_SOURCES = Option(
    "source-types",
    list[str],
    None,
    "MLIR types without arithmetic support on a given target",
)
_TARGET = Option("target-type", str, "f32", "MLIR type to convert the unsupported source types to")


@register_pass(
    "arith-emulate-unsupported-floats",
    summary="Emulate operations on unsupported floats with extf/truncf",
    options=(_SOURCES, _TARGET),
    display_name="ArithEmulateUnsupportedFloats",
)
class ArithEmulateUnsupportedFloats(Pass):
    """Extends, computes and truncates arith ops of the source types (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        target_type = _float_type(self.target_type)
        if target_type is None:
            report(
                Diagnostic.error(
                    None,
                    f"could not map target type '{self.target_type}' to a known "
                    "floating-point type",
                )
            )
            self.signal_pass_failure()
            return
        sources = []
        for s in self.source_types:
            t = _float_type(s)
            if t is None:
                report(
                    Diagnostic.error(
                        None, f"could not map source type '{s}' to a known floating-point type"
                    )
                )
                self.signal_pass_failure()
                return
            sources.append(t)
        if target_type in sources:
            report(Diagnostic.error(None, "target type cannot be an unsupported source type"))
            self.signal_pass_failure()
            return
        conv = emulation_converter(sources, target_type)
        target = ConversionTarget()
        target.mark_unknown_op_dynamically_legal(lambda o: True)
        target.add_dynamically_legal_dialect("arith", conv.is_legal)
        target.add_legal_op("arith.bitcast", "arith.extf", "arith.truncf", "arith.constant")
        if not apply_partial_conversion(
            op, target, [EmulateFloatPattern(conv, root=None)], context=self.context
        ):
            self.signal_pass_failure()
