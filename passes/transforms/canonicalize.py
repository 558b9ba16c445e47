"""``canonicalize``: every op's folder plus its dialect's canonicalization patterns, greedily.

Each dialect registers what canonicalizes it (MLIR's ``hasCanonicalizer`` /
``getCanonicalizationPatterns``): its ``.rules`` dialect block names the
rulesets (``canonicalize "FILE.rules" RULESET``), native pattern lists
(``canonicalize_patterns module.PATTERNS``), folder tables (``folders
module.FOLDERS``) and constant materializer (``materializer module.fn``); the
generated ``register`` stores them on the context's ``Dialect``
(``Dialect.canonicalizer``). Dialects defined in Python without a ``.rules``
file (``func``, in ``ir.builtin_dialects``) set the same entries when they register.

The pass asks every dialect loaded in the context it runs in (so a user's
dialect loaded with ``--load-rules`` is canonicalized too, its rules counted
in ``--mlir-pass-statistics`` and traced by ``--debug-rules``), builds one
``PatternApplicator`` per set of dialects (cached per process; generated
matchers come from the cache), and runs ``passes.rewrite.greedy.apply_greedily``
on the op it is scheduled on, with MLIR's options (``max-iterations``,
``test-convergence``, ``top-down`` accepted for compatibility). Hit counts per
rule are pass statistics. With ``debug-rules`` (or ``irlite-opt
--debug-rules``) rules are matched by the interpreted fallback
(``gen.rewrite_interp``), which traces every attempt to stderr.

After each round ``passes.transforms.region_utils.simplify_regions`` erases
unreachable blocks and dead block arguments (unless
``region-simplify=disabled``); ``region-simplify=aggressive`` also merges
identical blocks (as MLIR 19, which does not at ``normal``).
``disable-patterns``/``enable-patterns`` select patterns by name; a ruleset's
patterns of one root op are one pattern (disabled when all its rules are).

What it does not do: canonicalize ops of dialects that are not loaded in the
context when the pass starts, or of unregistered ops.
"""

from __future__ import annotations

import contextlib
import importlib
import sys
from collections.abc import Iterator
from typing import Any

from ...ir.context import Context
from ...ir.core import Operation
from ...ir.diagnostics import op_error, report
from ...ir.rewriter import PatternRewriter
from ..infra.pass_base import Option, Pass, register_pass
from ..rewrite.greedy import apply_greedily
from ..rewrite.pattern import PatternApplicator, RewritePattern
from .region_utils import simplify_regions

__all__ = [
    "Canonicalizer",
    "canonicalization_tables",
    "debug_rules",
    "dialect_canonicalizers",
    "dialect_folding",
]

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


def dialect_canonicalizers(ctx: Context) -> tuple[tuple[str, tuple], ...]:
    """``(dialect, frozen canonicalizer)`` of every dialect loaded in ``ctx`` that has one, by name."""
    out = []
    for name, d in dict.items(ctx.dialects):  # loaded dialects only: no lazy loading here
        spec = d.canonicalizer
        if spec:
            out.append((name, _freeze(spec)))
    out.sort()
    return tuple(out)


def _freeze(spec: dict[str, Any]) -> tuple:
    return tuple(
        (k, tuple(tuple(x) if isinstance(x, list) else x for x in v) if isinstance(v, list) else v)
        for k, v in sorted(spec.items())
    )


def _ref(ref: str) -> Any:
    mod, attr = ref.split(":")
    return getattr(importlib.import_module(mod), attr)


_tables: dict[tuple, tuple[PatternApplicator, dict, dict]] = {}


def _build(key: tuple, debug: bool) -> tuple[PatternApplicator, dict, dict]:
    """(applicator, folders by op name, materializers by dialect) of the dialects of ``key``.

    Per dialect: its rulesets' patterns first, then its native patterns (so a
    root's generated rules are tried before its native patterns at equal
    benefit). ``debug``: rulesets are interpreted and traced (not cached)."""
    if not debug:
        got = _tables.get(key)
        if got is not None:
            return got
    from ...gen.loader import load_patterns

    patterns: list[RewritePattern] = []
    folders: dict = {}
    mats: dict = {}
    for dialect, frozen in key:
        spec = dict(frozen)
        for path, ruleset in spec.get("rulesets", ()):
            if debug:  # the generator only when tracing: a cached matcher imports none of it
                from ...gen.rewrite_interp import interpreted_patterns

                table = interpreted_patterns(path, ruleset, _trace)
            else:
                table = load_patterns(path).RULESETS[ruleset][1]
            patterns.extend(table.values())
        for ref in spec.get("patterns", ()):
            patterns.extend(_ref(ref))
        for ref in spec.get("folders", ()):
            folders.update(_ref(ref))
        if spec.get("materializer"):
            mats[dialect] = _ref(spec["materializer"])
    tables = (PatternApplicator(patterns), folders, mats)
    if not debug:
        _tables[key] = tables
    return tables


def canonicalization_tables(
    debug: bool = False, ctx: Context | None = None
) -> tuple[dict[str, list[RewritePattern]], dict, dict]:
    """(patterns by root op in the order tried, folders by op name, materializers by dialect).

    Of the dialects loaded in ``ctx``; without one, of a fresh context with every dialect
    it can load (for callers outside a pass manager)."""
    if ctx is None:
        ctx = _every_dialect()
    app, folders, mats = _build(dialect_canonicalizers(ctx), debug)
    return {r: app.patterns_for(r) for r in app.roots}, folders, mats


_folding: dict[tuple, tuple[dict, Any]] = {}


def dialect_folding(dialect: str, ctx: Context | None = None) -> tuple[dict, Any]:
    """(folders by op name, constant materializer or None) that ``dialect`` registers in
    ``ctx`` (loading it there if needed; without a context, in a fresh one). Built once per
    distinct set of entries."""
    if ctx is None:
        ctx = Context()
    d = ctx.dialects.get(dialect)
    spec = d.canonicalizer if d is not None else {}
    key = _freeze(spec) if spec else ()
    got = _folding.get(key)
    if got is None:
        folders: dict = {}
        for ref in spec.get("folders", ()):
            folders.update(_ref(ref))
        mat = spec.get("materializer")
        got = _folding[key] = (folders, (_ref(mat) if mat else None))
    return got


def _every_dialect() -> Context:
    """A fresh context with every dialect of the default registry loaded (cheap: loaded
    dialects are copied, not reloaded)."""
    ctx = Context()
    ctx.load_all_dialects()
    return ctx


@register_pass(
    "canonicalize",
    summary="Canonicalize operations",
    options=[
        Option("top-down", bool, True, "Seed the worklist in general top-down order"),
        Option(
            "region-simplify",
            ("disabled", "normal", "aggressive"),
            "normal",
            "Perform control flow optimizations to the region tree",
        ),
        Option(
            "max-iterations",
            int,
            10,
            "Max. iterations between applying patterns / simplifying regions",
        ),
        Option("max-num-rewrites", int, -1, "Max. number of pattern rewrites within an iteration"),
        Option(
            "test-convergence",
            bool,
            False,
            "Test only: Fail pass on non-convergence to detect cyclic pattern",
        ),
        Option(
            "disable-patterns",
            list[str],
            None,
            "Labels of patterns that should be filtered out during application",
        ),
        Option(
            "enable-patterns",
            list[str],
            None,
            "Labels of patterns that should be used during application, all other patterns are filtered out",
        ),
        Option(
            "debug-rules",
            bool,
            False,
            "Match rules by interpreting them and trace every attempt to stderr (slow; for debugging)",
        ),
    ],
    display_name="Canonicalizer",
)
class Canonicalizer(Pass):
    """Fold every op and apply the canonicalization rules of its dialect until a fixpoint."""

    def initialize(self, ctx: Context) -> None:
        super().initialize(ctx)
        self._key = dialect_canonicalizers(ctx)
        if not (DEBUG_RULES or self.debug_rules):
            _build(
                self._key, False
            )  # the pattern tables, once per process (as MLIR builds them here)

    def run_on_operation(self, op: Operation) -> None:
        key = getattr(self, "_key", None)
        if key is None:
            key = self._key = dialect_canonicalizers(self.context or _every_dialect())
        applicator, folders, mats = _build(key, DEBUG_RULES or self.debug_rules)
        dis = getattr(self, "disable_patterns", None) or []
        en = getattr(self, "enable_patterns", None) or []
        if dis or en:
            applicator = _filtered(applicator, set(dis), set(en))
        hits: dict[str, int] = {}
        simplify = None
        if self.region_simplify != "disabled":
            aggressive = self.region_simplify == "aggressive"

            def simplify(root: Operation, rw: PatternRewriter) -> bool:
                return simplify_regions(root, rw, aggressive)

        res = apply_greedily(
            op,
            applicator,
            folders,
            mats,
            max_iterations=self.max_iterations,
            hits=hits,
            region_simplify=simplify,
        )
        for k, v in hits.items():
            self.statistics[k] = self.statistics.get(k, 0) + v
        if not res.converged and self.test_convergence:
            fired = ", ".join(
                f"{k} ({v})" for k, v in sorted(res.kept_firing.items(), key=lambda kv: -kv[1])
            )
            report(
                op_error(
                    op,
                    "Canonicalizer failed to converge within "
                    f"{self.max_iterations} iterations"
                    + (f"; rules that kept firing: {fired}" if fired else ""),
                )
            )
            self.signal_pass_failure()


def _filtered(
    applicator: PatternApplicator, disabled: set[str], enabled: set[str]
) -> PatternApplicator:
    """The patterns left by ``disable-patterns``/``enable-patterns`` (slow path: only with the options).

    A pattern stays unless every name it reports is disabled, or ``enabled`` is given and
    none of its names is in it."""
    keep = []
    for p in applicator.patterns:
        names = set(p.rules)
        if (enabled and not (names & enabled)) or (names and names <= disabled):
            continue
        keep.append(p)
    return PatternApplicator(keep)
