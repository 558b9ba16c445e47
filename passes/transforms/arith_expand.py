"""``arith-expand``: rewrite the ``arith`` ops LLVM has no instruction for, as MLIR 19 does.

``mlir-opt --arith-expand`` (MLIR 19's ``ArithExpandOpsPass``) is a partial
conversion that marks these ops illegal and expands each into plain ``arith``
ops, op for op as MLIR builds them (so the output text matches mlir-opt 19's):

* ``arith.ceildivsi``: ``(a < 0 && b < 0) || (a > 0 && b > 0) ? 1 + (x + a) / b
  : -(-a / b)`` with ``x = b > 0 ? -1 : 1``;
* ``arith.ceildivui``: ``a == 0 ? 0 : (a - 1) / b + 1``;
* ``arith.floordivsi``: ``q = a / b``; ``q * b != a && (a < 0) != (b < 0) ? q - 1 : q``;
* ``arith.maxsi`` / ``maxui`` / ``minsi`` / ``minui``: ``a sgt/ugt/slt/ult b ? a : b``
  (MLIR 19 still expands these, although LLVM has ``smax`` and friends);
* ``arith.maximumf`` / ``arith.minimumf`` (NaN-propagating):
  ``isnan(b) ? b : (a ugt/ult b ? a : b)``;
* ``arith.maxnumf`` / ``arith.minnumf`` (NaN-ignoring):
  ``isnan(a) ? b : (a ugt/ult b ? a : b)``;
* with ``include-bf16``: ``arith.extf`` bf16 -> f32 (shift the bits into the
  top half of an i32) and ``arith.truncf`` f32 -> bf16 without a rounding mode
  (round to nearest even by adding a rounding bias; NaN becomes the quiet NaN
  ``0x7fc0``). Other ``extf``/``truncf`` stay legal; an f32 -> bf16 ``truncf``
  *with* a rounding mode is illegal and no pattern applies, so the pass fails
  with ``failed to legalize operation 'arith.truncf' that was explicitly marked
  illegal``, as MLIR 19's does.

The expansions are rewrite rules, ``rules/arith_expand.rules`` (with their
inline tests; native helpers in ``rules/arith_expand.py``), in three rulesets
that mirror MLIR's ``populate*Patterns``: ``expand_ceil_floor_div``,
``expand_arith`` (the divisions and min/max) and ``expand_bf16``. This module
applies their generated matchers, one per root op, in the conversion driver
(``apply_partial_conversion``), which is what makes them a conversion: the
target's legality, the folders tried first and the error for what is left.

Like every MLIR conversion the driver first tries each illegal op's folder,
so ``arith.ceildivsi`` of two constants becomes a constant. Scalars, vectors
and statically shaped tensors are expanded (constants become ``dense<...>``
splats). Attributes of the expanded op (``fastmath`` flags, discardable
attributes) are not carried over, as in MLIR 19.

What it does not do: expand the division and bf16 ops of dynamically shaped
or unranked tensors (their splat constants cannot be written; MLIR 19 builds
an invalid ``dense<0> : tensor<?xi64>`` there, irlite reports the op as not
legalized; the min/max expansions need no constants and do apply), or
anything MLIR 19's pass leaves alone. ``convert-arith-to-llvm`` does not run this
pass; run it before (``irlite.compile``'s pipeline needs it for these ops).
"""

from __future__ import annotations

import os
from typing import Any

from ...gen.loader import load_patterns
from ...ir.core import Operation
from ...ir.pattern import RuleSetPattern
from ...rules import arith_expand as helpers
from ..infra.pass_base import Option, Pass, register_pass
from ..rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    apply_partial_conversion,
)

__all__ = [
    "RULES_PATH",
    "ArithExpand",
    "arith_expand_target",
    "populate_arith_expand_patterns",
    "populate_ceil_floor_div_expand_patterns",
    "populate_expand_bf16_patterns",
]

#: the rules of the expansions
RULES_PATH = os.path.join(os.path.dirname(os.path.abspath(helpers.__file__)), "arith_expand.rules")


class _RuleSetConversion(ConversionPattern):
    """A ruleset's generated matcher for one root op (a ``RuleSetPattern``), tried by the
    conversion driver like any conversion pattern: it reads the op's operands as they are
    (nothing here changes types, so there are no casts to look through) and rewrites
    through the conversion rewriter, before the op. Its ``rules`` are the rule names."""

    def __init__(self, rules: RuleSetPattern) -> None:
        super().__init__(root=rules.root, benefit=rules.benefit, debug_name=rules.debug_name)
        self.location = rules.location
        self.fn = rules.fn
        self.rule_names = rules.rule_names

    @property
    def rules(self) -> tuple[str, ...]:
        return self.rule_names

    def match_and_rewrite(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        return self.fn(op, rewriter) is not None


def _ruleset(name: str) -> list:
    """The conversion patterns of ruleset ``name`` of ``arith_expand.rules``, one per root op."""
    table = load_patterns(RULES_PATH).RULESETS[name][1]
    return [_RuleSetConversion(p) for p in table.values()]


def populate_ceil_floor_div_expand_patterns() -> list:
    """MLIR's ``populateCeilFloorDivExpandOpsPatterns``: ruleset ``expand_ceil_floor_div``."""
    return _ruleset("expand_ceil_floor_div")


def populate_arith_expand_patterns() -> list:
    """MLIR's ``populateArithExpandOpsPatterns``: the division and min/max expansions
    (ruleset ``expand_arith``)."""
    return _ruleset("expand_arith")


def populate_expand_bf16_patterns() -> list:
    """MLIR's ``populateExpandBFloat16Patterns``: ruleset ``expand_bf16``."""
    return _ruleset("expand_bf16")


def _is_bf16_ext(op: Operation) -> bool:
    e = helpers.element
    return e(op.op_operands[0].value.type) is helpers.BF16 and e(op.results[0].type) is helpers.F32


def _is_bf16_trunc(op: Operation) -> bool:
    e = helpers.element
    return e(op.op_operands[0].value.type) is helpers.F32 and e(op.results[0].type) is helpers.BF16


_ILLEGAL = (
    "arith.ceildivsi",
    "arith.ceildivui",
    "arith.floordivsi",
    "arith.maxsi",
    "arith.maxui",
    "arith.minsi",
    "arith.minui",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
)


def arith_expand_target(
    include_bf16: bool = False, ceil_floor_div_only: bool = False
) -> ConversionTarget:
    """The pass's target: ``arith`` legal except the expanded ops (only the three
    divisions with ``ceil_floor_div_only``; and, with ``include_bf16``, bf16 <-> f32
    ``extf``/``truncf``)."""
    target = ConversionTarget()
    target.add_legal_dialect("arith")
    target.add_illegal_op(*(_ILLEGAL[:3] if ceil_floor_div_only else _ILLEGAL))
    if include_bf16:
        target.add_dynamically_legal_op("arith.extf", lambda op: not _is_bf16_ext(op))
        target.add_dynamically_legal_op("arith.truncf", lambda op: not _is_bf16_trunc(op))
    return target


_INCLUDE_BF16 = Option("include-bf16", bool, False, "Enable the BF16 expansion patterns")
_DIV_ONLY = Option(
    "ceil-floor-div-only",
    bool,
    False,
    "Expand only ceildivsi/ceildivui/floordivsi (irlite's option: the min/max ops then "
    "keep their LLVM intrinsics, which order -0 below +0)",
)


@register_pass(
    "arith-expand",
    summary="Legalize Arith ops to be convertible to LLVM.",
    options=(_INCLUDE_BF16, _DIV_ONLY),
    display_name="ArithExpandOpsPass",
)
class ArithExpand(Pass):
    """Expands ``ceildivsi``/``ceildivui``/``floordivsi``, the float min/max ops and
    (``include-bf16``) bf16 conversions into ``arith`` ops LLVM can lower; fails
    when one of them cannot be expanded."""

    def run_on_operation(self, op: Any) -> None:
        if self.ceil_floor_div_only:
            patterns = populate_ceil_floor_div_expand_patterns()
        else:
            patterns = populate_arith_expand_patterns()
        if self.include_bf16:
            patterns += populate_expand_bf16_patterns()
        target = arith_expand_target(self.include_bf16, self.ceil_floor_div_only)
        if not apply_partial_conversion(op, target, patterns, context=self.context):
            self.signal_pass_failure()
