"""Narrow integer emulation, the arith half (MLIR 19's ``arith::NarrowTypeEmulationConverter``
and ``populateArithNarrowTypeEmulationPatterns``).

``NarrowTypeEmulationConverter(load_store_bitwidth)`` is the type converter narrow-type
emulation shares: every type stays as it is unless a later callback says otherwise,
function types convert their inputs and results, and ``load_store_bitwidth`` (a power
of two, at least 8) is the width memory is accessed in (``memref_emulate_narrow_type``
adds the memref conversion). ``narrow_type_function_patterns`` are the ``func``
patterns that go with it: a function's signature (and its blocks' arguments), a
``func.call``'s operands and results and a ``func.return``'s operands, converted.

What it does not do: emulate arith computation itself (MLIR 19's arith patterns are
the function boundary ones only; the test pass widens integer types through its own
callbacks).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import TypeAttr
from ...ir.core import Operation
from ...ir.function_interface import function_type, is_function
from ...ir.types import FunctionType
from ..rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    TypeConverter,
)

__all__ = [
    "CallTypeConversion",
    "FunctionSignatureConversion",
    "NarrowTypeEmulationConverter",
    "ReturnTypeConversion",
    "narrow_type_function_patterns",
]


class NarrowTypeEmulationConverter(TypeConverter):
    """A type converter for narrow-type emulation; ``load_store_bitwidth`` is the width of
    memory accesses (see the module docstring)."""

    def __init__(self, load_store_bitwidth: int) -> None:
        super().__init__()
        self.load_store_bitwidth = load_store_bitwidth
        self.add_conversion(lambda t: t)
        self.add_conversion(self._function_type)

    def _function_type(self, t: Any) -> Any:
        if type(t) is not FunctionType:
            return None
        inputs = self.convert_types(list(t.inputs))
        results = self.convert_types(list(t.results))
        if inputs is None or results is None:
            return False
        return FunctionType.get(inputs, results)


class FunctionSignatureConversion(ConversionPattern):
    """A function op's ``function_type`` and its blocks' argument types converted, in place
    (MLIR's ``populateFunctionOpInterfaceTypeConversionPattern``); does not apply when a
    type does not convert."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        tc = self.type_converter
        if not is_function(op):
            return rewriter.notify_match_failure(op, "not a function op with a FunctionType")
        ft = function_type(op)
        sig = tc.convert_signature_args(list(ft.inputs))
        results = tc.convert_types(list(ft.results))
        if sig is None or results is None:
            return rewriter.notify_match_failure(op, "the signature does not convert")
        region = op.regions[0] if op.regions else None
        if (
            region is not None
            and region.blocks
            and rewriter.convert_region_types(region, tc, sig) is None
        ):
            return rewriter.notify_match_failure(op, "a block argument type does not convert")
        new = TypeAttr.get(FunctionType.get(sig.converted_types, results))
        rewriter.modify_op_in_place(op, lambda: op.set_attr("function_type", new))
        return True


class CallTypeConversion(ConversionPattern):
    """``func.call`` on the converted operands, with converted result types (MLIR's
    ``populateCallOpTypeConversionPattern``; 1:1 results)."""

    ROOT = "func.call"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        tc = self.type_converter
        types = [tc.convert_type(r.type) for r in op.results]
        if any(t is None for t in types):
            return rewriter.notify_match_failure(op, "a result type does not convert")
        rewriter.set_insertion_point(op)
        new = rewriter.create(
            op.name,
            operands,
            types,
            dict(op.properties),
            dict(op.attributes) if op.attributes else None,
            loc=op.loc,
        )
        rewriter.replace_op(op, list(new.results))
        return True


class ReturnTypeConversion(ConversionPattern):
    """``func.return`` of the converted operands (MLIR's
    ``populateReturnOpTypeConversionPattern``)."""

    ROOT = "func.return"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        rewriter.modify_op_in_place(
            op, lambda: [o.set(v) for o, v in zip(op.op_operands, operands) if o.value is not v]
        )
        return True


def narrow_type_function_patterns(tc: TypeConverter) -> list:
    """MLIR's ``populateArithNarrowTypeEmulationPatterns``: ``func.func`` signatures,
    ``func.call`` and ``func.return`` through ``tc``."""
    return [
        FunctionSignatureConversion(tc, root="func.func"),
        CallTypeConversion(tc),
        ReturnTypeConversion(tc),
    ]
