"""The core transform ops that apply patterns and CSE to the payload
(``transform.apply_patterns`` with ``transform.apply_patterns.canonicalization``, and
``transform.apply_cse``): the native implementations ``rules/transform.rules`` names for
them. They live among the passes because they run the greedy driver, canonicalize's
tables and CSE (``rules/`` helpers import none of ``passes/``); the engine they plug into
is ``irlite.rules.transform``.

What it does not do: report the payload ops the patterns replaced into the handles (erased
ones are dropped from them, as everywhere in the interpreter).
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation
from ...ir.interfaces import (
    ConversionPatternDescriptorOpInterface,
    PatternDescriptorOpInterface,
    TypeConverterBuilderOpInterface,
)
from ...ir.rewriter import PatternRewriter
from ...rules.transform import (
    ApplyEach,
    TransformOpInterface,
    TransformResults,
    TransformState,
    _names,
    _targets_self,
    definite,
    silenceable,
)

__all__ = ["ApplyCseApply", "ApplyPatternsApply", "CanonicalizationPatterns"]


class ApplyPatternsApply(ApplyEach):
    """``transform.apply_patterns``: the patterns of the body's descriptor ops, with every
    loaded dialect's folders, applied greedily to the ops nested in each target (then CSE
    with ``apply_cse``), as MLIR's ``ApplyPatternsOp``."""

    __slots__ = ()

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        from ..rewrite.greedy import apply_greedily
        from .canonicalize import canonicalization_tables
        from .region_utils import simplify_regions

        op = self.op
        bad = _targets_self(op, target)
        if bad is not None:
            return bad
        patterns: list = []
        for d in op.regions[0].blocks[0].ops:
            d.interface(PatternDescriptorOpInterface).populate_patterns(patterns)
        _, folders, mats = canonicalization_tables()
        props = op.properties
        iters = props["max_iterations"].value

        def simplify(root: Operation, rw: PatternRewriter) -> bool:
            return simplify_regions(root, rw, False)

        res = apply_greedily(
            target,
            patterns,
            folders,
            mats,
            max_iterations=iters,
            region_simplify=simplify if "IsolatedFromAbove" in type(target).traits else None,
        )
        if not res.converged and iters >= 0:
            return silenceable(target, "greedy pattern application failed")
        if "apply_cse" in props:
            from .cse import cse

            cse(target)
        return []


class CanonicalizationPatterns(PatternDescriptorOpInterface):
    """``transform.apply_patterns.canonicalization``: every loaded dialect's
    canonicalization patterns (those ``canonicalize`` applies)."""

    __slots__ = ()

    def populate_patterns(self, patterns: list[Any]) -> None:
        from .canonicalize import canonicalization_tables

        table, _, _ = canonicalization_tables()
        seen: set[int] = set()
        for ps in table.values():
            for pat in ps:
                if id(pat) not in seen:
                    seen.add(id(pat))
                    patterns.append(pat)


class ApplyCseApply(ApplyEach):
    """``transform.apply_cse``: common subexpression elimination in each target."""

    __slots__ = ()

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        from .cse import cse

        bad = _targets_self(self.op, target)
        if bad is not None:
            return bad
        cse(target)
        return []


class ApplyConversionPatternsApply(TransformOpInterface):
    """``transform.apply_conversion_patterns``: the conversion patterns of the body's
    descriptors, with their type converter or the default one, applied to each target as
    a full conversion (partial with ``partial_conversion``) under the legality the
    attributes and the descriptors give (MLIR's ``ApplyConversionPatternsOp``). The
    target handle is consumed unless ``preserve_handles`` (MLIR then keeps handles up to
    date through a listener; irlite's handles forget erased ops only)."""

    __slots__ = ()

    def consumed_operands(self) -> tuple[int, ...]:
        return () if "preserve_handles" in self.op.properties else (0,)

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        from ..rewrite.dialect_conversion import (
            ConversionTarget,
            apply_full_conversion,
            apply_partial_conversion,
        )

        op = self.op
        default = None
        if len(op.regions) > 1:
            builder = op.regions[1].blocks[0].first
            default = builder.interface(TypeConverterBuilderOpInterface).type_converter()
        target = ConversionTarget()
        for name in _names(op, "legal_ops"):
            target.add_legal_op(name)
        for name in _names(op, "illegal_ops"):
            target.add_illegal_op(name)
        for name in _names(op, "legal_dialects"):
            target.add_legal_dialect(name)
        for name in _names(op, "illegal_dialects"):
            target.add_illegal_dialect(name)
        patterns: list = []
        for d in op.regions[0].blocks[0].ops:
            desc = d.interface(ConversionPatternDescriptorOpInterface)
            converter = desc.type_converter() or default
            if converter is None:
                return definite(
                    op,
                    "pattern descriptor does not specify type converter and "
                    "apply_conversion_patterns op has no default type converter",
                ).attach_note("pattern descriptor op", d)
            desc.populate_conversion_target_rules(converter, target)
            desc.populate_patterns(converter, patterns)
        partial = "partial_conversion" in op.properties
        for payload in state.payload_ops(op.operands[0]):
            bad = _targets_self(op, payload)
            if bad is not None:
                return bad
            run = apply_partial_conversion if partial else apply_full_conversion
            if not run(payload, target, patterns, default):
                return silenceable(op, "dialect conversion failed").attach_note(
                    "target op", payload
                )
        return None


class DialectToLLVMPatterns(ConversionPatternDescriptorOpInterface):
    """``transform.apply_conversion_patterns.dialect_to_llvm "name"``: the dialect's
    lowering to the llvm dialect (the patterns ``convert-to-llvm`` takes from it)."""

    __slots__ = ()

    def populate_patterns(self, converter: Any, patterns: list[Any]) -> None:
        from ..conversion.convert_to_llvm import DIALECT_LOWERINGS

        patterns.extend(DIALECT_LOWERINGS[self.op.properties["dialect_name"].value](converter))

    def verify_type_converter(self, builder: Any) -> str | None:
        if builder.type_converter_type() != "LLVMTypeConverter":
            return "expected LLVMTypeConverter"
        return None


def verify_dialect_to_llvm(op: Operation) -> str | None:
    from ..conversion.convert_to_llvm import DIALECT_LOWERINGS

    name = op.properties["dialect_name"].value
    if name not in DIALECT_LOWERINGS:
        return (
            "dialect does not implement ConvertToLLVMPatternInterface or extension was "
            f"not loaded: {name}"
        )
    return None
