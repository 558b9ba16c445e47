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

from ...ir.types import FunctionType
from ..rewrite.dialect_conversion import (
    FunctionOpSignatureConversion,
    TypeConverter,
)

__all__ = [
    "NarrowTypeEmulationConverter",
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


def narrow_type_function_patterns(tc: TypeConverter) -> list:
    """MLIR's ``populateArithNarrowTypeEmulationPatterns``: ``func.func`` signatures,
    ``func.call`` and ``func.return`` through ``tc``."""
    from ..conversion.func_conversions import CallOpSignatureConversion, ReturnOpTypeConversion

    return [
        FunctionOpSignatureConversion(tc, root="func.func"),
        CallOpSignatureConversion(tc),
        ReturnOpTypeConversion(tc),
    ]
