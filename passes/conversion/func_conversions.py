"""Type conversion patterns for the ``func`` dialect's call and return (MLIR's
``FuncConversions.cpp``), for any dialect conversion whose type converter changes the
types a function's signature carries:

- ``CallOpSignatureConversion`` (``populate_call_op_type_conversion_pattern``):
  ``func.call`` with converted operands and result types; 1:1 results only (MLIR 19).
- ``ReturnOpTypeConversion`` (``populate_return_op_type_conversion_pattern``):
  ``func.return`` of the converted operands.

The function ops themselves are converted by the conversion framework's
``FunctionOpSignatureConversion``. What this module does not do: 1:N call results
(``decompose-call-graph-types`` has its own patterns) or ``func.call_indirect``.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation
from ..rewrite.dialect_conversion import ConversionPattern, ConversionPatternRewriter

__all__ = [
    "CallOpSignatureConversion",
    "ReturnOpTypeConversion",
    "populate_call_op_type_conversion_pattern",
    "populate_return_op_type_conversion_pattern",
]


class CallOpSignatureConversion(ConversionPattern):
    """``func.call`` rebuilt with its adaptor operands and converted result types."""

    ROOT = "func.call"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        tc = self.type_converter
        results = tc.convert_types(op.result_types) if tc is not None else op.result_types
        if results is None:
            return rewriter.notify_match_failure(op, "a result type does not convert")
        if len(results) != len(op.results):
            return rewriter.notify_match_failure(op, "results do not convert 1:1")
        new = rewriter.create(
            op.name,
            operands,
            results,
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            loc=op.loc,
        )
        rewriter.replace_op(op, list(new.results))
        return True


class ReturnOpTypeConversion(ConversionPattern):
    """``func.return`` of its adaptor operands (in place)."""

    ROOT = "func.return"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        rewriter.modify_op_in_place(op, lambda: op.set_operands(operands))
        return True


def populate_call_op_type_conversion_pattern(patterns: list, type_converter: Any) -> list:
    patterns.append(CallOpSignatureConversion(type_converter))
    return patterns


def populate_return_op_type_conversion_pattern(patterns: list, type_converter: Any) -> list:
    patterns.append(ReturnOpTypeConversion(type_converter))
    return patterns
