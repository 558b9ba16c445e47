"""Type conversion patterns for the ``func`` dialect's call and return (MLIR's
``FuncConversions.cpp``), for any dialect conversion whose type converter changes the
types a function's signature carries:

- ``CallOpSignatureConversion`` (``populate_call_op_type_conversion_pattern``):
  ``func.call`` with converted operands and result types; 1:1 results only (MLIR 19).
- ``ReturnOpTypeConversion`` (``populate_return_op_type_conversion_pattern``):
  ``func.return`` of the converted operands.

The function ops themselves are converted by the conversion framework's
``FunctionOpSignatureConversion``. - ``DecomposeCallGraphTypesFor{Call,Return}Op``
  (``populate_decompose_call_graph_types_patterns``): calls and returns whose values a
  1:N type converter splits, given how to take a value apart (MLIR's
  ``DecomposeCallGraphTypes.cpp``).

What this module does not do: ``func.call_indirect``.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation
from ..rewrite.dialect_conversion import ConversionPattern, ConversionPatternRewriter

__all__ = [
    "CallOpSignatureConversion",
    "DecomposeCallGraphTypesForCallOp",
    "DecomposeCallGraphTypesForReturnOp",
    "ReturnOpTypeConversion",
    "populate_call_op_type_conversion_pattern",
    "populate_decompose_call_graph_types_patterns",
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


# ------------------------------------------------------------------ call graph decomposition
# MLIR's DecomposeCallGraphTypes.cpp: ``decompose(rewriter, loc, value)`` gives the pieces a
# value of a type the converter splits (1:N) is made of, or ``None`` (kept whole).


def _decomposed(rw: Any, loc: Any, values: list, decompose: Any) -> list:
    out: list = []
    for v in values:
        pieces = decompose(rw, loc, v)
        out.extend([v] if pieces is None else pieces)
    return out


class DecomposeCallGraphTypesForReturnOp(ConversionPattern):
    """``func.return`` of its adaptor operands, each decomposed."""

    ROOT = "func.return"

    def __init__(self, type_converter: Any, decompose: Any) -> None:
        super().__init__(type_converter)
        self.decompose = decompose

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        rewriter.set_insertion_point(op)
        values = _decomposed(rewriter, op.loc, operands, self.decompose)
        new = rewriter.create(op.name, values, [], attributes=dict(op.attributes), loc=op.loc)
        rewriter.replace_op(op, list(new.results))
        return True


class DecomposeCallGraphTypesForCallOp(ConversionPattern):
    """``func.call`` of the decomposed adaptor operands, with the converted (1:N) result
    types; a result that became several is rebuilt by the argument materialization."""

    ROOT = "func.call"

    def __init__(self, type_converter: Any, decompose: Any) -> None:
        super().__init__(type_converter)
        self.decompose = decompose

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        tc = self.type_converter
        groups = []
        for t in op.result_types:
            ts = tc.convert_type_list(t)
            if ts is None:
                return rewriter.notify_match_failure(op, f"result type {t} does not convert")
            groups.append(ts)
        rewriter.set_insertion_point(op)
        values = _decomposed(rewriter, op.loc, operands, self.decompose)
        new = rewriter.create(
            op.name,
            values,
            [t for g in groups for t in g],
            properties=dict(op.properties),
            attributes=dict(op.attributes),
            loc=op.loc,
        )
        repl: list = []
        i = 0
        for r, g in zip(op.results, groups):
            pieces = list(new.results[i : i + len(g)])
            i += len(g)
            if not pieces:
                repl.append(None)
            elif len(pieces) == 1:
                repl.append(pieces[0])
            else:
                v = tc.materialize_argument_conversion(rewriter, r.type, pieces, op.loc)
                repl.append(v if v is not None else pieces)
        rewriter.replace_op(op, repl)
        return True


def populate_decompose_call_graph_types_patterns(
    patterns: list, type_converter: Any, decompose: Any
) -> list:
    """Append the ``func.call`` and ``func.return`` decomposition patterns to ``patterns``
    (the function signatures are ``FunctionOpSignatureConversion``'s)."""
    patterns.append(DecomposeCallGraphTypesForCallOp(type_converter, decompose))
    patterns.append(DecomposeCallGraphTypesForReturnOp(type_converter, decompose))
    return patterns
