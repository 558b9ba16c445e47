"""``canonicalize``: every op's folder plus its dialect's canonicalization ruleset, greedily.

The canonicalization sources are listed in ``CANONICALIZATIONS``: per
dialect, the ``.rules`` file and ruleset with its rewrite rules, the module
holding its folders (``FOLDERS``) and its constant materializer. They are
loaded on first use (generated matchers come from the cache). The pass runs
``passes.rewrite.greedy.apply_greedily`` on the op it is scheduled on, with MLIR's
options (``max-iterations``, ``test-convergence``, ``top-down`` accepted for
compatibility). Hit counts per rule are pass statistics
(``--mlir-pass-statistics``). With ``debug-rules`` (or ``irlite-opt
--debug-rules``) rules are matched by the interpreted fallback
(``gen.rewrite_interp``), which traces every attempt to stderr.

Dialects: arith (rules + folders + native patterns), math (folders), scf and cf (native
patterns, cf's region simplification: unreachable blocks and dead block
arguments after each round, unless ``region-simplify=disabled``), memref
(folders + native patterns), func (a native pattern: indirect calls of a known
callee become direct calls).

``region-simplify=aggressive`` also merges identical blocks (as MLIR 19,
which does not at ``normal``).

What it does not do: canonicalizations of dialects not listed.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import sys
from collections.abc import Iterator
from typing import Any

from ...ir.diagnostics import op_error, report
from ..rewrite.greedy import apply_greedily
from ..infra.pass_base import Option, Pass, register_pass

__all__ = ["CANONICALIZATIONS", "Canonicalizer", "canonicalization_tables", "debug_rules", "region_simplifiers"]

_RULES_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "rules")

#: dialect -> (rules file in rules/ and its ruleset, or None; folder module or None;
#: constant materializer as "module:function" or None; native pattern module or None).
#: A native pattern module exports ``PATTERNS`` (op name -> matchers tried in order,
#: after the ruleset's) and may export ``simplify_regions`` (run after each round).
_ARITH_MAT = "irlite.rules.arith_folds:materialize_constant"
CANONICALIZATIONS: dict[str, tuple[str | None, str | None, str | None, str | None, str | None]] = {
    "arith": ("arith_canon.rules", "canonicalize_arith", "irlite.rules.arith_folds", _ARITH_MAT,
              "irlite.rules.arith_folds"),
    "math": (None, None, "irlite.rules.math_folds", _ARITH_MAT, None),
    "scf": (None, None, None, _ARITH_MAT, "irlite.rules.scf_canon"),
    "cf": ("cf_canon.rules", "canonicalize_cf", None, _ARITH_MAT, "irlite.rules.cf_canon"),
    "memref": (None, None, "irlite.rules.memref_canon", _ARITH_MAT, "irlite.rules.memref_canon"),
    "func": (None, None, None, None, "irlite.rules.func_canon"),
    "index": (None, None, "irlite.rules.index", "irlite.rules.index:materialize_constant", None),
}

_tables: tuple | None = None

#: True while ``irlite-opt --debug-rules`` runs its pass manager (``debug_rules``):
#: every canonicalize run then matches rules by interpreting them
#: (``gen.rewrite_interp``) and traces each attempt to stderr. Restored afterwards,
#: so later runs in the same process use the generated matchers again.
DEBUG_RULES = False


@contextlib.contextmanager
def debug_rules(on: bool = True) -> Iterator[None]:
    """Within the block, canonicalize interprets and traces its rules (``on``); restored on exit."""
    global DEBUG_RULES
    old = DEBUG_RULES
    DEBUG_RULES = on
    try:
        yield
    finally:
        DEBUG_RULES = old


def _trace(text: str) -> None:
    sys.stderr.write(text)


def canonicalization_tables(debug: bool = False) -> tuple[dict, dict, dict]:
    """(patterns by op name, folders by op name, materializers by dialect); see ``_load``."""
    return _load(debug)[:3]


def region_simplifiers() -> list:
    """The region simplification hooks of the canonicalized dialects (``simplify_regions``)."""
    return _load(False)[3]


def _load(debug: bool = False) -> tuple[dict, dict, dict, list]:
    """(patterns by op name, folders by op name, materializers by dialect, region simplifiers).

    Loaded once. ``debug``: rule matchers are the interpreted fallback, which
    traces every rule it tries (and why it did not match) to stderr; built on
    each call."""
    global _tables
    if _tables is None or debug:
        from ...gen.rewrite_codegen import load_patterns
        from ...gen.rewrite_interp import interpreted_patterns

        patterns: dict = {}
        natives: dict = {}
        folders: dict = {}
        mats: dict = {}
        simplifiers: list = []
        for dialect, (rules, ruleset, fmod, mat, pmod) in CANONICALIZATIONS.items():
            if rules is not None:
                path = os.path.join(_RULES_DIR, rules)
                if debug:
                    patterns.update(interpreted_patterns(path, ruleset, _trace))
                else:
                    patterns.update(load_patterns(path).RULESETS[ruleset][1])
            if fmod is not None:
                folders.update(importlib.import_module(fmod).FOLDERS)
            if mat is not None:
                mname, fname = mat.split(":")
                mats[dialect] = getattr(importlib.import_module(mname), fname)
            if pmod is not None:
                pm = importlib.import_module(pmod)
                for name, fns in pm.PATTERNS.items():
                    natives.setdefault(name, []).extend(fns)
                if hasattr(pm, "simplify_regions"):
                    simplifiers.append(pm.simplify_regions)
        for name, fns in natives.items():
            patterns[name] = _chain(patterns.get(name), fns)
        tables = (patterns, folders, mats, simplifiers)
        if debug:
            return tables
        _tables = tables
    return _tables


def _chain(first: Any, natives: list) -> Any:
    """One matcher: the ruleset's generated one (if any), then the native patterns in order."""
    fns = ([first] if first is not None else []) + list(natives)
    if len(fns) == 1:
        return fns[0]

    def m(op: Any, rw: Any) -> Any:
        for f in fns:
            name = f(op, rw)
            if name:
                return name
        return None

    m.__doc__ = "Chained matchers: " + ", ".join(
        (f.__doc__ or "").split(":", 1)[-1].strip().rstrip(".") if f is first else f.__name__ for f in fns
    ) + "."
    return m


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
        Option("debug-rules", bool, False, "Match rules by interpreting them and trace every attempt to stderr (slow; for debugging)"),
    ],
    display_name="Canonicalizer",
)
class Canonicalizer(Pass):
    """Fold every op and apply the canonicalization rules of its dialect until a fixpoint."""

    def initialize(self, ctx: Any) -> None:
        if not (DEBUG_RULES or self.debug_rules):
            _load()  # the pattern tables, once per process (as MLIR builds them here)

    def run_on_operation(self, op: Any) -> None:
        patterns, folders, mats, simplifiers = _load(DEBUG_RULES or self.debug_rules)
        dis = getattr(self, "disable_patterns", None) or []
        en = getattr(self, "enable_patterns", None) or []
        if dis or en:
            patterns = _filtered(patterns, set(dis), set(en))
        hits: dict[str, int] = {}
        simplify = None
        if self.region_simplify != "disabled" and simplifiers:
            aggressive = self.region_simplify == "aggressive"

            def simplify(root: Any, rw: Any) -> bool:
                changed = False
                for f in simplifiers:
                    changed |= bool(f(root, rw, aggressive))
                return changed
        res = apply_greedily(op, patterns, folders, mats, max_iterations=self.max_iterations, hits=hits,
                             region_simplify=simplify)
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
