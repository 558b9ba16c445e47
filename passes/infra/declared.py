"""Passes declared in ``.rules`` files: ``Pass`` classes made from ``gen.pass_decl``.

``register_declared_passes(path)`` takes the checked declarations of a
``.rules`` file (``gen.pass_decl.load_pass_decls``: cached like dialects, so a
warm load parses nothing) and registers one ``DeclaredPass`` subclass per
declaration through ``registry.declare_pass``: its argument, summary,
description, anchor and options, as a ``@register_pass`` class has them, so
``--help``, ``--<pass>[=options]``, pipeline text and ``PassManager`` know it.
``irlite.load_rules(path)`` and ``irlite-opt --load-rules`` call it. Loading the
same file again replaces its passes; a name already taken by a pass registered
in Python (a built-in), by a named pipeline, by a pass-manager flag, or by a
pass another file declared is a ``RulesError`` at the name, and then nothing
of the file is registered.

Running, per op the pass is scheduled on: the ruleset's generated matchers
(``gen.loader.load_patterns``, built into one ``PatternApplicator``
per class, once) under the ruleset's driver. ``greedy``: ``apply_greedily``
with the options it reads (``gen.pass_decl.DRIVER_OPTIONS``):
``max-iterations`` (default 10), ``fold`` (default false: fold with the
folders and constant materializers of the dialects loaded in the context, as
``canonicalize`` does), ``test-convergence`` (fail when the rounds run out,
naming the rules that kept firing). ``walk``: ``apply_walk``, each op once.
``conversion`` (a ``conversion`` block): ``apply_conversion_ruleset``, a partial
conversion with the declared legality and type converter; the rules and the
converter read the pass's options themselves (``options.NAME``, ``index-bitwidth``).
Rule hits are pass statistics (``--mlir-pass-statistics``); while
``--debug-rules`` is on (``canonicalize.DEBUG_RULES``) the rules are
interpreted and every attempt is traced to stderr, as for ``canonicalize``.

What it does not do: parse or check declarations (``gen.pass_decl``), or run
anything but the declared ruleset (a pass with its own code is a Python
``Pass``).
"""

from __future__ import annotations

import os
import sys
from typing import Any

from .pass_base import Option, Pass, Unsigned
from .registry import PASSES, PIPELINES, PassInfo, declare_pass, load_builtin_passes

__all__ = ["DeclaredPass", "option_of", "register_declared_passes"]

#: What each option kind of a declaration is as an ``Option`` type.
_TYPES: dict[str, Any] = {
    "int": int,
    "unsigned": Unsigned,
    "bool": bool,
    "string": str,
    "double": float,
}


def option_of(decl: Any) -> Option:
    """The ``Option`` of an ``OptionDecl`` (``list<string>`` is ``list[str]``, and so on)."""
    t = _TYPES[decl.element_kind]
    if decl.kind.startswith("list<"):
        return Option(decl.name, list[t], list(decl.default), decl.description)  # type: ignore[valid-type]
    return Option(decl.name, t, decl.default, decl.description)


class DeclaredPass(Pass):
    """A pass that applies one ruleset of a ``.rules`` file (see the module docstring).

    Subclasses are made by ``register_declared_passes``; their class facts say
    where the ruleset is (``RULES_PATH``, ``RULESET``, ``DRIVER``) and where the
    declaration is (``DECLARED_AT``: absolute path, line, column)."""

    RULES_PATH: str = ""
    RULESET: str = ""
    DRIVER: str = "greedy"
    DECLARED_AT: tuple[str, int, int] | None = None
    _applicator: Any = None  # per class: the generated matchers, built on first use

    def initialize(self, ctx: Any) -> None:
        super().initialize(ctx)
        if self.DRIVER == "conversion":
            self._patterns = None  # built per run: they hold the run's type converter
            return
        from ..transforms import canonicalize

        self._debug = canonicalize.DEBUG_RULES
        self._patterns = self._traced() if self._debug else self._generated()
        self._folders: dict = {}
        self._materializers: dict = {}
        if self.DRIVER == "greedy" and getattr(self, "fold", False):
            self._folders, self._materializers = _folding(ctx)

    @classmethod
    def _generated(cls) -> Any:
        app = cls.__dict__.get("_applicator")
        if app is None:
            from ...gen.loader import load_patterns
            from ..rewrite.pattern import PatternApplicator

            app = PatternApplicator.of(load_patterns(cls.RULES_PATH).RULESETS[cls.RULESET][1])
            cls._applicator = app
        return app

    def _traced(self) -> Any:
        from ...gen.rewrite_interp import interpreted_patterns

        return interpreted_patterns(self.RULES_PATH, self.RULESET, _trace)

    def apply(self, op: Any) -> bool:
        """Run the ruleset on ``op`` with the declared driver; False when the pass fails."""
        from ..rewrite.greedy import apply_greedily, apply_walk

        if not hasattr(self, "_patterns"):  # run without a pass manager's initialize
            self.initialize(self.context)
        hits: dict[str, int] = {}
        ok = True
        if self.DRIVER == "conversion":
            from ..rewrite.dialect_conversion import apply_conversion_ruleset

            ok = apply_conversion_ruleset(
                op, self.RULES_PATH, self.RULESET, self, hits=hits, context=self.context
            )
        elif self.DRIVER == "walk":
            apply_walk(op, self._patterns, hits)
        else:
            limit = getattr(self, "max_iterations", 10)
            res = apply_greedily(
                op,
                self._patterns,
                self._folders,
                self._materializers,
                max_iterations=limit,
                hits=hits,
            )
            if not res.converged and getattr(self, "test_convergence", False):
                from ...ir.diagnostics import op_error, report

                fired = ", ".join(
                    f"{k} ({v})" for k, v in sorted(res.kept_firing.items(), key=lambda kv: -kv[1])
                )
                report(
                    op_error(
                        op,
                        f"pass '{self.ARGUMENT}' failed to converge within {limit} iterations"
                        + (f"; rules that kept firing: {fired}" if fired else ""),
                    )
                )
                ok = False
        for k, v in hits.items():
            self.statistics[k] = self.statistics.get(k, 0) + v
        return ok


def _trace(text: str) -> None:
    sys.stderr.write(text)


def _folding(ctx: Any) -> tuple[dict, dict]:
    """(folders by op name, materializers by dialect) of the dialects loaded in ``ctx``
    (without a context: of every dialect a fresh one can load)."""
    from ...ir.context import Context
    from ..transforms.canonicalize import dialect_folding

    if ctx is None:
        ctx = Context()
        ctx.load_all_dialects()
    folders: dict = {}
    mats: dict = {}
    for name in sorted(dict.keys(ctx.dialects)):  # loaded dialects only: no lazy loading here
        f, m = dialect_folding(name, ctx)
        folders.update(f)
        if m is not None:
            mats[name] = m
    return folders, mats


def register_declared_passes(path: str) -> list[PassInfo]:
    """Register the passes declared in ``path`` (see the module docstring); their
    ``PassInfo``s. Raises ``RulesError`` for a bad declaration or a taken name."""
    from ...gen.errors import Loc, RulesError, source_line
    from ...gen.pass_decl import load_pass_decls
    from .cli import PASS_CLI_FLAGS

    apath = os.path.abspath(path)
    decls = load_pass_decls(apath)
    if not decls:
        return []
    load_builtin_passes()
    for d in decls:
        why = None
        info = PASSES.get(d.argument)
        if info is not None:
            at = getattr(info.cls, "DECLARED_AT", None)
            if at is None:
                why = f"clashes with a built-in pass ('{d.argument}': {info.summary})"
            elif at[0] != apath:
                why = f"is already declared at {at[0]}:{at[1]}:{at[2]}"
        elif d.argument in PIPELINES:
            why = "clashes with a built-in pass pipeline"
        elif d.argument in PASS_CLI_FLAGS:
            why = f"clashes with the pass-manager flag '--{d.argument}'"
        if why is not None:
            loc = Loc(apath, d.line, d.col, source_line(apath, d.line, ""))
            raise RulesError(f"pass '{d.argument}' {why}", loc)
    out = []
    for d in decls:
        attrs = {
            "RULES_PATH": apath,
            "RULESET": d.ruleset,
            "DRIVER": d.driver,
            "DECLARED_AT": (apath, d.line, d.col),
            "__doc__": d.description or None,
        }
        out.append(
            declare_pass(
                d.argument,
                DeclaredPass.apply,
                summary=d.summary,
                description=d.description,
                options=[option_of(o) for o in d.options],
                anchor=d.anchor,
                base=DeclaredPass,
                attrs=attrs,
            )
        )
    return out
