"""``memref-emulate-wide-int``: memrefs of integers twice as wide as the target supports
hold ``vector<2xiN>`` pairs instead (MLIR 19's memref ``EmulateWideInt.cpp``), with the
arith emulation (``arith_emulate_wide_int``) for the values loaded and stored.

A memref whose element is an ``i2N`` integer converts its element type with the
``WideIntEmulationConverter`` (``memref<4xi64>`` -> ``memref<4xvector<2xi32>>``); other
memrefs stay. ``memref.alloc``, ``memref.load`` and ``memref.store`` are rebuilt on the
converted memrefs and values, with their attributes (``nontemporal``, ``alignment``).

What it does not do: other memref ops (views, casts, copies): one on an emulated memref
fails to legalize.
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation
from ...ir.types import IntegerType, MemRefType
from ..infra.pass_base import Option, Pass, Unsigned, register_pass
from ..rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    apply_partial_conversion,
)
from .arith_emulate_wide_int import (
    WideIntEmulationConverter,
    func_patterns,
    wide_int_patterns,
    wide_int_target,
)

__all__ = ["MemRefEmulateWideInt", "add_memref_wide_int_conversions", "memref_wide_int_patterns"]


def add_memref_wide_int_conversions(tc: WideIntEmulationConverter) -> None:
    """MLIR's ``populateMemRefWideIntEmulationConversions``: memrefs of ``i2N`` hold the
    converted element type."""

    def convert(t: Any) -> Any:
        if type(t) is not MemRefType:
            return None
        et = t.element_type
        if type(et) is not IntegerType or et.width <= tc.max_width:
            return t
        ne = tc.convert_type(et)
        if ne is None:
            return None
        return MemRefType.get(t.shape, ne, t.layout, t.memory_space)

    tc.add_conversion(convert)


class ConvertMemRefOp(ConversionPattern):
    """The op rebuilt on the converted operands with converted result types."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        types = [self.type_converter.convert_type(r.type) for r in op.results]
        if any(t is None for t in types):
            return rw.notify_match_failure(op, "failed to convert the result type")
        rw.set_insertion_point(op)
        new = rw.create(
            op.name,
            operands,
            types,
            dict(op.properties),
            dict(op.attributes) if op.attributes else None,
            loc=op.loc,
        )
        rw.replace_op(op, list(new.results))
        return True


def memref_wide_int_patterns(tc: WideIntEmulationConverter) -> list:
    """MLIR's ``populateMemRefWideIntEmulationPatterns``."""
    return [
        ConvertMemRefOp(tc, root=n) for n in ("memref.alloc", "memref.load", "memref.store")
    ]


@register_pass(
    "memref-emulate-wide-int",
    summary="Emulate 2*N-bit integer operations using N-bit operations",
    description=(
        "Emulate memref integer operations that use too wide integer types with\n"
        "equivalent operations on supported narrow integer types. This is done by\n"
        "splitting original integer values into two halves.\n\n"
        "Currently, only power-of-two integer bitwidths are supported."
    ),
    options=(
        Option("widest-int-supported", Unsigned, 32, "Widest integer type supported by the target"),
    ),
    display_name="MemRefEmulateWideInt",
)
class MemRefEmulateWideInt(Pass):
    """Memrefs and arith ops of wide integers emulated (module docstring)."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects the pass creates ops of (MLIR's dependent dialects)."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("arith", "memref", "vector"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Any) -> None:
        n = self.widest_int_supported
        if n < 2 or n & (n - 1):
            self.signal_pass_failure()
            return
        tc = WideIntEmulationConverter(n)
        add_memref_wide_int_conversions(tc)
        target = wide_int_target(tc)
        target.add_dynamically_legal_dialect("memref", tc.is_legal)
        patterns = wide_int_patterns(tc) + memref_wide_int_patterns(tc) + func_patterns(tc)
        if not apply_partial_conversion(op, target, patterns, context=self.context):
            self.signal_pass_failure()
