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
from ...ir.interfaces import PatternDescriptorOpInterface
from ...ir.rewriter import PatternRewriter
from ...rules.transform import ApplyEach, TransformState, _targets_self, silenceable

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
