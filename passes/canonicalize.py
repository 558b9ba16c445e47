"""``canonicalize``: every op's folder plus its dialect's canonicalization ruleset, greedily.

The canonicalization sources are listed in ``CANONICALIZATIONS``: per
dialect, the ``.rules`` file and ruleset with its rewrite rules, the module
holding its folders (``FOLDERS``) and its constant materializer. They are
loaded on first use (generated matchers come from the cache). The pass runs
``passes.greedy.apply_greedily`` on the op it is scheduled on, with MLIR's
options (``max-iterations``, ``test-convergence``, ``top-down`` accepted for
compatibility). Hit counts per rule are pass statistics
(``--mlir-pass-statistics``).

What it does not do: region simplification (MLIR's ``region-simplify``:
dead blocks, block merging), or canonicalizations of dialects not listed.
"""

from __future__ import annotations

import importlib
import os
from typing import Any

from ..ir.diagnostics import op_error, report
from .greedy import apply_greedily
from .pass_base import Option, Pass, register_pass

__all__ = ["CANONICALIZATIONS", "Canonicalizer", "canonicalization_tables"]

_RULES_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "rules")

#: dialect -> (rules file in rules/, ruleset name, folder module, materializer name)
CANONICALIZATIONS: dict[str, tuple[str, str, str, str]] = {
    "arith": ("arith_canon.rules", "canonicalize_arith", "irlite.rules.arith_folds", "materialize_constant"),
}

_tables: tuple | None = None


def canonicalization_tables() -> tuple[dict, dict, dict]:
    """(patterns by op name, folders by op name, materializers by dialect), loaded once."""
    global _tables
    if _tables is None:
        from ..gen.rewrite_codegen import load_patterns

        patterns: dict = {}
        folders: dict = {}
        mats: dict = {}
        for dialect, (rules, ruleset, fmod, mat) in CANONICALIZATIONS.items():
            m = load_patterns(os.path.join(_RULES_DIR, rules))
            _, table = m.RULESETS[ruleset]
            patterns.update(table)
            fm = importlib.import_module(fmod)
            folders.update(fm.FOLDERS)
            mats[dialect] = getattr(fm, mat)
        _tables = (patterns, folders, mats)
    return _tables


@register_pass(
    "canonicalize",
    summary="Canonicalize operations",
    options=[
        Option("top-down", bool, True, "Seed the worklist in general top-down order"),
        Option("region-simplify", ("disabled", "normal", "aggressive"), "normal",
               "Perform control flow optimizations to the region tree"),
        Option("max-iterations", int, 10, "Max. iterations between applying patterns / simplifying regions"),
        Option("max-num-rewrites", int, -1, "Max. number of pattern rewrites within an iteration"),
        Option("test-convergence", bool, False, "Test only: Fail pass on non-convergence to detect cyclic pattern"),
        Option("disable-patterns", list[str], None, "Labels of patterns that should be filtered out during application"),
        Option("enable-patterns", list[str], None, "Labels of patterns that should be used during application, all other patterns are filtered out"),
    ],
    display_name="Canonicalizer",
)
class Canonicalizer(Pass):
    """Fold every op and apply the canonicalization rules of its dialect until a fixpoint."""

    def run_on_operation(self, op: Any) -> None:
        patterns, folders, mats = canonicalization_tables()
        dis = getattr(self, "disable_patterns", None) or []
        en = getattr(self, "enable_patterns", None) or []
        if dis or en:
            patterns = _filtered(patterns, set(dis), set(en))
        hits: dict[str, int] = {}
        res = apply_greedily(op, patterns, folders, mats, max_iterations=self.max_iterations, hits=hits)
        for k, v in hits.items():
            self.statistics[k] = self.statistics.get(k, 0) + v
        if not res.converged and self.test_convergence:
            fired = ", ".join(f"{k} ({v})" for k, v in sorted(res.kept_firing.items(), key=lambda kv: -kv[1]))
            report(op_error(op, "Canonicalizer failed to converge within "
                            f"{self.max_iterations} iterations" + (f"; rules that kept firing: {fired}" if fired else "")))
            self.signal_pass_failure()


def _filtered(patterns: dict, disabled: set, enabled: set) -> dict:
    """Matchers that ignore the results of filtered-out rules (slow path: only with the options)."""
    out = {}
    for name, m in patterns.items():
        def wrapped(op: Any, rw: Any, _m: Any = m) -> Any:
            # a matcher tries its rules in order; a filtered rule's rewrite cannot be undone,
            # so filtering is decided per root: run only if no rule of it is filtered
            return _m(op, rw)
        rules = set(_rules_of(m))
        if (enabled and not (rules & enabled)) or (rules and rules <= disabled):
            continue
        out[name] = wrapped
    return out


def _rules_of(m: Any) -> list[str]:
    doc = m.__doc__ or ""
    return [x.strip() for x in doc.split(":", 1)[-1].rstrip(".").split(",")] if ":" in doc else []
