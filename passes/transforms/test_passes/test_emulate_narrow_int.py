"""``test-emulate-narrow-int``: MLIR 19's ``TestEmulateNarrowTypePass``.

A partial dialect conversion of one function with a ``NarrowTypeEmulationConverter``
of ``memref-load-bitwidth`` (a power of two, at least 8; else the pass fails): integers
(and vectors of them) narrower than ``arith-compute-bitwidth`` widen to it, memrefs of
integers narrower than the load width are packed into words
(``memref_emulate_narrow_type``, unless ``skip-memref-type-conversion``). The function's
signature, ``func.call``/``func.return``, and every ``arith``, ``vector``, ``memref`` and
``affine`` op must end with legal types; the function, call, return and memref patterns
(``disable-atomic-rmw`` stores with a plain read-modify-write) do the work.

What it does not do: MLIR's vector narrow-type patterns (``vector.load``/``store`` and
bit casts of narrow vectors): vector ops with narrow types fail to legalize.
"""

from __future__ import annotations

from typing import Any

from ....ir.types import IntegerType, VectorType
from ...infra.pass_base import Option, Pass, Unsigned, register_pass
from ...rewrite.dialect_conversion import ConversionTarget, apply_partial_conversion
from ..arith_emulate_narrow_type import NarrowTypeEmulationConverter, narrow_type_function_patterns
from ..memref_emulate_narrow_type import (
    add_memref_narrow_type_conversions,
    memref_narrow_type_patterns,
)


@register_pass(
    "test-emulate-narrow-int",
    summary="Function pass to test Narrow Integer Emulation",
    options=(
        Option("memref-load-bitwidth", Unsigned, 8, "memref load/store emulation bit width"),
        Option("arith-compute-bitwidth", Unsigned, 4, "arith computation bit width"),
        Option(
            "skip-memref-type-conversion",
            bool,
            False,
            "disable memref type conversion (to test failures)",
        ),
        Option(
            "disable-atomic-rmw",
            bool,
            False,
            "disable atomic read-modify-write and prefer generating normal sequence",
        ),
    ),
    anchor="func.func",
    display_name="TestEmulateNarrowTypePass",
)
class TestEmulateNarrowInt(Pass):
    """Narrow integer emulation on one function (module docstring)."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects the pass creates ops of (MLIR's dependent dialects), so that
        later passes of the pipeline (canonicalize) know them."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("affine", "arith", "memref", "vector"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Any) -> None:
        lsw = self.memref_load_bitwidth
        if lsw < 8 or lsw & (lsw - 1):
            self.signal_pass_failure()
            return
        compute = self.arith_compute_bitwidth
        tc = NarrowTypeEmulationConverter(lsw)

        @tc.add_conversion
        def _int(t: Any) -> Any:
            if type(t) is not IntegerType:
                return None
            return t if t.width >= compute else IntegerType.get(compute)

        @tc.add_conversion
        def _vector(t: Any) -> Any:
            if type(t) is not VectorType:
                return None
            et = t.element_type
            if type(et) is not IntegerType or et.width >= compute:
                return t
            return VectorType.get(t.shape, IntegerType.get(compute), t.scalable_dims)

        if not self.skip_memref_type_conversion:
            add_memref_narrow_type_conversions(tc)

        from ....ir.function_interface import function_type

        target = ConversionTarget()
        target.add_dynamically_legal_op(
            "func.func", lambda o: tc.is_signature_legal(function_type(o))
        )
        for name in ("func.call", "func.return"):
            target.add_dynamically_legal_op(name, tc.is_legal)
        for d in ("arith", "vector", "memref", "affine"):
            target.add_dynamically_legal_dialect(d, tc.is_legal)
        patterns = narrow_type_function_patterns(tc) + memref_narrow_type_patterns(
            tc, self.disable_atomic_rmw
        )
        if not apply_partial_conversion(op, target, patterns, context=self.context):
            self.signal_pass_failure()
