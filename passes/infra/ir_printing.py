"""``--mlir-print-ir-*``: dump the IR before/after passes, as mlir-opt does.

Each dump is ``// -----// IR Dump {Before|After} {DisplayName} ({argument})``
(``After ... Failed`` on failure) followed by `` //----- //``, the op and
``"\n\n"``, as mlir-opt 19 writes it: a nested op (the ``func.func`` a nested
pass ran on) ends at its closing brace, so one blank line follows it; a
top-level op prints as a whole file does (its location aliases after it,
ending in a newline), so two follow it. The op is the one the pass ran on,
printed with local value names; with ``module_scope`` the whole top-level op
is printed and the header names the op (``('func.func' operation: @f)``).
IR that fails the verifier prints in the generic form, as MLIR's printer
falls back to it (``--mlir-print-ir-after-failure`` after a verifier failure,
or any dump under ``--verify-each=false``).

Which dumps, as mlir-opt 19's ``PassManagerOptions`` decides: "before" for the
passes of ``before`` (``True``: all); "after" for the passes of ``after``, or
for all of them with ``after_failure``, which then prints only the dumps of
failed passes (``After ... Failed``, printed for every selected pass);
``after_change`` only keeps the "after" dumps of passes that changed the op's
text, and selects nothing by itself. With ``tree_dir`` each dump goes
to its own file, ``<dir>/<op>_<symbol>/.../<pass index path>_<argument>.mlir``
(mlir-opt's layout), instead of the stream.

Printing must see passes in order, so this instrumentation keeps nested
pipelines in process. What it does not do: choose the stream (stderr unless
given) or print anything when no pass matches.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from typing import Any

from .instrumentation import PassInstrumentation

__all__ = ["IRPrinting", "IRPrintingConfig"]


@dataclass(slots=True, eq=False)
class IRPrintingConfig:
    """Which dumps to print. ``before``/``after``: ``True`` (all passes) or a set of arguments."""

    before: Any = ()
    after: Any = ()
    after_change: bool = False
    after_failure: bool = False
    module_scope: bool = False
    tree_dir: str | None = None
    generic: bool = False
    debuginfo: bool = False

    def __post_init__(self) -> None:
        self.before = self.before if self.before is True else set(self.before)
        self.after = self.after if self.after is True else set(self.after)

    @property
    def active(self) -> bool:
        """Whether any dump can be printed (mlir-opt adds no instrumentation otherwise)."""
        return bool(self.before) or bool(self.after) or self.after_failure


def _verifies(op: Any, ctx: Any) -> bool:
    """Whether ``op`` passes the verifier (its diagnostics are dropped, as MLIR's
    printer drops them when it checks whether it may print the custom form)."""
    from ...ir.verifier import verify

    return not verify(op, ctx)


def _sym(op: Any) -> str | None:
    a = op.properties.get("sym_name") if op.properties else None
    return getattr(a, "value", None) if a is not None else None


class IRPrinting(PassInstrumentation):
    """Prints IR around passes according to an ``IRPrintingConfig``."""

    needs_in_process = True

    def __init__(self, cfg: IRPrintingConfig, pm: Any = None, out: Any = None) -> None:
        self.cfg = cfg
        self.pm = pm  # its ``ctx`` (set when it runs) is the verifier's
        self.out = out
        self.before_text: dict = {}
        self.index: dict[int, str] = {}
        if pm is not None:
            self._index(pm, ())

    def _index(self, pm: Any, path: tuple) -> None:
        from .manager import OpPassManager

        for i, p in enumerate(pm.passes):
            if isinstance(p, OpPassManager):
                self._index(p, path + (str(i),))
            else:
                self.index[id(p)] = "_".join(path + (str(i),))

    def _wants(self, sel: Any, p: Any) -> bool:
        return sel is True or p.ARGUMENT in sel

    def _wants_after(self, p: Any) -> bool:
        """Whether "after" dumps (failed or not) are printed for ``p``."""
        return self.cfg.after_failure or self._wants(self.cfg.after, p)

    def _text(self, op: Any) -> str:
        """The dumped text of ``op`` (its top-level op with ``module_scope``): generic
        when asked or when it fails the verifier; a top-level op as a whole file."""
        from ...ir.printer import print_module, print_op

        cfg = self.cfg
        if cfg.module_scope:
            while op.parent_op is not None:
                op = op.parent_op
        generic = cfg.generic or not _verifies(op, getattr(self.pm, "ctx", None))
        if op.block is None:
            return print_module(op, generic=generic, debuginfo=cfg.debuginfo)
        return print_op(op, generic=generic, debuginfo=cfg.debuginfo)

    def _dump(self, what: str, p: Any, op: Any, text: str | None = None) -> None:
        cfg = self.cfg
        head = f"// -----// IR Dump {what.format(p.DISPLAY_NAME)} ({p.ARGUMENT})"
        if cfg.module_scope:
            head += f" ('{op.name}' operation"
            s = _sym(op)
            head += f": @{s})" if s is not None else ")"
        block = f"{head} //----- //\n{text if text is not None else self._text(op)}\n\n"
        if cfg.tree_dir:
            self._write_tree(p, op, block)
            return
        out = self.out or sys.stderr
        out.write(block)
        out.flush()

    def _write_tree(self, p: Any, op: Any, block: str) -> None:
        parts = []
        o = op
        while o is not None:
            parts.append(f"{o.name.replace('.', '_')}_{_sym(o) or 'no-symbol-name'}")
            o = o.parent_op
        d = os.path.join(self.cfg.tree_dir, *reversed(parts))
        os.makedirs(d, exist_ok=True)
        name = f"{self.index.get(id(p), '0')}_{p.ARGUMENT}.mlir"
        with open(os.path.join(d, name), "w", encoding="utf-8") as f:
            f.write(block)

    def run_before_pass(self, p: Any, op: Any) -> None:
        cfg = self.cfg
        if self._wants(cfg.before, p):
            self._dump("Before {}", p, op)
        if cfg.after_change and not cfg.after_failure and self._wants_after(p):
            self.before_text[(id(p), id(op))] = self._text(op)

    def run_after_pass(self, p: Any, op: Any) -> None:
        cfg = self.cfg
        if cfg.after_failure or not self._wants_after(p):
            return
        text = None
        if cfg.after_change:
            text = self._text(op)
            if self.before_text.pop((id(p), id(op)), None) == text:
                return
        self._dump("After {}", p, op, text)

    def run_after_pass_failed(self, p: Any, op: Any) -> None:
        self.before_text.pop((id(p), id(op)), None)
        if self._wants_after(p):
            self._dump("After {} Failed", p, op)
