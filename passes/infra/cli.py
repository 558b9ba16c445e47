"""The pass-manager side of ``irlite-opt``: its flags, and running them.

``PassCLI.from_flags`` reads the flags ``tools/opt.py`` did not know
(``--<pass>[=opts]``, ``--mlir-timing``, ``--mlir-print-ir-*``, ...; mlir-opt's
names) and builds, per input, a ``PassManager`` with the requested
instrumentations. ``tools/driver.py`` calls it around parsing, verification
and printing (``scope`` times those phases), and tries ``try_split`` first:
the whole job in worker processes when the input is large, ``--threads`` > 1,
and nothing needs the passes to run in this process.

Flags: ``--pass-pipeline=``, ``--<pass>[=<options>]``, ``--<named-pipeline>``,
``--dump-pass-pipeline``, ``--mlir-timing``, ``--mlir-timing-display=tree|list``,
``--mlir-pass-statistics``, ``--mlir-pass-statistics-display=pipeline|list``,
``--mlir-print-ir-before=<passes>``, ``--mlir-print-ir-after=<passes>``,
``--mlir-print-ir-before-all``, ``--mlir-print-ir-after-all``,
``--mlir-print-ir-after-change``, ``--mlir-print-ir-after-failure``,
``--mlir-print-ir-module-scope``, ``--mlir-print-ir-tree-dir=<dir>``,
``--mlir-pass-pipeline-crash-reproducer=<file>``, ``--run-reproducer``,
``--threads=<N>``, ``--mlir-disable-threading``, ``--debug-rules``, ``--debug-fusion``.

What it does not do: parse or print IR (the driver does), or own stdout.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator
from typing import Any

from .pass_base import GLOBAL_OPTIONS, PassOptionError, _llvm_int, global_options
from .pipeline import PipelineError

__all__ = [
    "HELP_MARKER",
    "PASS_CLI_FLAGS",
    "SPLIT_MIN_BYTES",
    "CLIError",
    "PassCLI",
    "nearest_flag",
    "unknown_flag_text",
]

#: Inputs smaller than this are processed in this process (a worker pool costs ~50 ms).
SPLIT_MIN_BYTES = 1 << 20


#: Flags that take a value (``--threads`` alone is an error, as in LLVM's command line),
#: the next argument when it is not glued on with ``=`` (``--threads 4``).
VALUE_REQUIRED = (
    "mlir-timing-display",
    "mlir-pass-statistics-display",
    "mlir-print-ir-tree-dir",
    "mlir-pass-pipeline-crash-reproducer",
    "threads",
)
_NEEDS_VALUE = VALUE_REQUIRED

#: What ``from_flags`` records for a ``-h<anything>`` flag: the tool prints its help
#: there (``tools._cli.HELP`` is the same marker).
HELP_MARKER = "\0help"


#: The flags ``PassCLI.from_flags`` reads itself (the others name passes or pipelines).
PASS_CLI_FLAGS = (
    "dump-pass-pipeline",
    "mlir-timing",
    "mlir-timing-display",
    "mlir-pass-statistics",
    "mlir-pass-statistics-display",
    "mlir-print-ir-before",
    "mlir-print-ir-after",
    "mlir-print-ir-before-all",
    "mlir-print-ir-after-all",
    "mlir-print-ir-after-change",
    "mlir-print-ir-after-failure",
    "mlir-print-ir-module-scope",
    "mlir-print-ir-tree-dir",
    "mlir-pass-pipeline-crash-reproducer",
    "run-reproducer",
    "threads",
    "mlir-disable-threading",
    "debug-rules",
    "debug-fusion",
)


class CLIError(Exception):
    """Bad flags; each line of the message is what one ``irlite-opt:`` line prints
    (as LLVM's command line, every bad flag is reported, in order)."""


class _Help(CLIError):
    """``-h<anything>``: LLVM reads it as ``-h`` followed by grouped letters."""


def unknown_flag_text(arg: str, tool: str, names: Any) -> str:
    """LLVM's lines for ``arg``, a flag that no option has the whole name of (each
    line with ``<tool>: `` before it): ``-o`` glued to a value (``-ofile``, ``--ofile``)
    is a ``may not occur within a group`` error first, as LLVM reads a single-letter
    option followed by more letters as a group; then ``Unknown command line argument``
    and ``Did you mean`` the nearest of ``names``."""
    body = arg[2:] if arg.startswith("--") else arg[1:]
    lines = []
    if len(body) > 1 and body[0] == "o" and "o" in names:
        lines.append(f"{tool}: for the -o option: may not occur within a group!")
    lines.append(f"{tool}: Unknown command line argument '{arg}'.  Try: '{tool} --help'")
    near = nearest_flag(body, names)
    if near is not None:
        lines.append(f"{tool}: Did you mean '{near}'?")
    return "\n".join(lines)


def _edit_distance(a: str, b: str) -> int:
    """Levenshtein distance (insertions, deletions, replacements), as LLVM's
    ``StringRef::edit_distance`` with replacements allowed."""
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def nearest_flag(arg: str, names: Any) -> str | None:
    """The ``Did you mean`` suggestion for the unknown flag ``arg`` (without its
    dashes) among ``names``, as LLVM's ``LookupNearestOption``: the name closest to
    the text before the first ``=`` (the first of equally close ones), with the value
    after the ``=`` kept, and ``-`` or ``--`` before it; ``None`` for an empty ``arg``."""
    if not arg:
        return None
    lhs, eq, rhs = arg.partition("=")
    best: str | None = None
    best_d = 0
    for n in names:
        d = _edit_distance(n, lhs)
        if best is None or d < best_d:
            best, best_d = n, d
    if best is None:
        return None
    text = f"{best}={rhs}" if eq and rhs else best
    return ("-" if len(text) <= 1 else "--") + text


def _bool(v: str | None, flag: str) -> bool:
    if v is None or v in ("true", "1", "TRUE", "True", ""):  # LLVM: ``--flag=`` is true
        return True
    if v in ("false", "0", "FALSE", "False"):
        return False
    raise CLIError(
        f"for the --{flag} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
    )


class PassCLI:
    """Parsed pass-manager flags plus the per-run state (timing, statistics)."""

    def __init__(self) -> None:
        self.pipeline: str | None = None
        self.pass_list: list[tuple[str, str | None]] = []
        self.dump = False
        self.timing = False
        self.timing_display = "tree"
        self.stats = False
        self.stats_display = "pipeline"
        self.print_before: Any = set()
        self.print_after: Any = set()
        self.after_change = False
        self.after_failure = False
        self.module_scope = False
        self.tree_dir: str | None = None
        self.reproducer: str | None = None
        self.run_reproducer = False
        self.threads: int | None = None
        self.disable_threading = False
        self.debug_rules = False
        self.debug_fusion = False
        self.global_values: dict = {}  # GLOBAL_OPTIONS set on the command line
        self.tm: Any = None
        self.ran: list = []  # pass managers that ran (for the statistics report)

    # ------------------------------------------------------------- flags
    @classmethod
    def from_flags(
        cls,
        flags: list,
        pipeline: str | None,
        tool: str = "irlite-opt",
        tool_flags: Any = (),
        errors: list[tuple[int, str]] | None = None,
    ) -> PassCLI:
        """Read ``(name, value[, arg as written[, position]])`` flags; other names must
        be passes or named pipelines. Raises one ``CLIError`` naming every bad flag; an
        unknown one gets LLVM's ``Did you mean`` among ``tool_flags`` (the tool's own
        flags), these flags, the passes and the named pipelines. With ``errors`` (a
        list) the bad flags' lines go there instead, as ``(position, text)`` with
        ``<tool>: `` before each line, ``-h<anything>`` as ``HELP_MARKER`` (the flags
        after it are not read), and the flags' combination is checked only when they
        are all good."""
        c = cls()
        c.pipeline = pipeline
        found: list[tuple[int, str]] = []
        for i, (name, val, *more) in enumerate(flags):
            pos = more[1] if len(more) > 1 else i
            try:
                c._flag(name, val, more[0] if more else None, tool, tool_flags)
            except _Help:
                found.append((pos, HELP_MARKER))
                break  # LLVM prints the help there and reads no further
            except CLIError as e:
                found.append((pos, "\n".join(f"{tool}: {ln}" for ln in str(e).split("\n"))))
        if errors is not None:
            errors.extend(found)
            if found:
                return c
        elif found:
            text = "\n".join(t for _, t in found if t != HELP_MARKER)
            raise CLIError("\n".join(ln[len(tool) + 2 :] for ln in text.split("\n")))
        if c.pipeline is not None and c.pass_list:
            raise CLIError("'-pass-pipeline' option can't be used with individual pass options")
        if c.timing:
            from .timing import TimingManager

            c.tm = TimingManager()
        return c

    def _flag(
        self, name: str, val: str | None, raw: str | None, tool: str, tool_flags: Any
    ) -> None:
        """Apply one flag (raises ``CLIError``)."""
        from .registry import PASSES, PIPELINES, load_builtin_passes, lookup_pass, lookup_pipeline

        if name == "dump-pass-pipeline":
            self.dump = _bool(val, name)
        elif name == "mlir-timing":
            self.timing = _bool(val, name)
        elif name in _NEEDS_VALUE and val is None:
            raise CLIError(f"for the --{name} option: requires a value!")
        elif name == "mlir-timing-display":
            if val not in ("tree", "list"):
                raise CLIError(f"for the --{name} option: Cannot find option named '{val}'!")
            self.timing_display = val
        elif name == "mlir-pass-statistics":
            self.stats = _bool(val, name)
        elif name == "mlir-pass-statistics-display":
            if val not in ("pipeline", "list"):
                raise CLIError(f"for the --{name} option: Cannot find option named '{val}'!")
            self.stats_display = val
        elif name in ("mlir-print-ir-before", "mlir-print-ir-after"):
            if val is None:  # LLVM: a list of pass names, here empty
                raise CLIError(f"for the --{name} option: Cannot find option named ''!")
            sel = self.print_before if name.endswith("before") else self.print_after
            if sel is not True:
                for a in val.split(","):
                    if lookup_pass(a.strip()) is None:
                        raise CLIError(f"for the --{name} option: Cannot find option named '{a}'!")
                    sel.add(a.strip())
        elif name == "mlir-print-ir-before-all":
            if _bool(val, name):
                self.print_before = True
        elif name == "mlir-print-ir-after-all":
            if _bool(val, name):
                self.print_after = True
        elif name == "mlir-print-ir-after-change":
            self.after_change = _bool(val, name)
        elif name == "mlir-print-ir-after-failure":
            self.after_failure = _bool(val, name)
        elif name == "mlir-print-ir-module-scope":
            self.module_scope = _bool(val, name)
        elif name == "mlir-print-ir-tree-dir":
            if not val:
                raise CLIError(f"for the --{name} option: requires a value!")
            self.tree_dir = val
        elif name == "mlir-pass-pipeline-crash-reproducer":
            if not val:
                raise CLIError(f"for the --{name} option: requires a value!")
            self.reproducer = val
        elif name == "run-reproducer":
            self.run_reproducer = _bool(val, name)
        elif name == "threads":
            try:
                self.threads = _llvm_int(val or "")
            except ValueError:
                raise CLIError(
                    f"for the --threads option: '{val}' value invalid for integer argument!"
                ) from None
        elif name == "mlir-disable-threading":
            self.disable_threading = _bool(val, name)
        elif name == "debug-rules":  # canonicalize: interpreted rules, traced to stderr
            self.debug_rules = _bool(val, name)  # scoped to this CLI's runs (see ``run``)
            self.disable_threading = self.disable_threading or self.debug_rules
        elif name == "debug-fusion":  # form-dispatch-regions: remarks on every refusal
            self.debug_fusion = _bool(val, name)
            self.disable_threading = self.disable_threading or self.debug_fusion
        elif lookup_pass(name) is not None or lookup_pipeline(name) is not None:
            self.pass_list.append((name, val))
        else:
            arg = raw or f"--{name}" + (f"={val}" if val is not None else "")
            if len(name) > 1 and name[0] == "h" and "h" in tool_flags:
                raise _Help(arg)
            load_builtin_passes()
            opt = GLOBAL_OPTIONS.get(name)
            if opt is not None:  # a pass module's tool-wide option (LLVM's cl::opt)
                try:
                    self.global_values[name] = opt.default if val is None else opt.parse(val)
                except PassOptionError as e:
                    raise CLIError(f"for the --{name} option: {e}") from None
                return
            names = [*tool_flags, *PASS_CLI_FLAGS, *sorted(PASSES), *sorted(PIPELINES)]
            text = unknown_flag_text(arg, tool, names)
            raise CLIError("\n".join(ln[len(tool) + 2 :] for ln in text.split("\n")))

    @property
    def has_passes(self) -> bool:
        return self.pipeline is not None or bool(self.pass_list)

    @property
    def parallel(self) -> bool:
        return not self.disable_threading and (self.threads is None or self.threads > 1)

    def workers(self) -> int:
        from .parallel import default_workers

        return self.threads if self.threads else default_workers()

    # ------------------------------------------------------------- building
    def build(
        self,
        ctx: Any,
        verify_each: bool = True,
        generic: bool = False,
        debuginfo: bool = False,
        pipeline: str | None = None,
    ) -> Any:
        """The pass manager for one input (raises ``PipelineError``); ``None`` without passes."""
        from .manager import PassManager

        if pipeline is not None:
            pm = PassManager.from_pipeline(pipeline, ctx, verify_each=verify_each)
        elif self.pipeline is not None:
            pm = PassManager.from_pipeline(self.pipeline, ctx, verify_each=verify_each)
        elif self.pass_list:
            text = ",".join(n + (f"{{{v}}}" if v else "") for n, v in self.pass_list)
            try:
                pm = PassManager.from_pass_list(text, ctx, verify_each=verify_each)
            except PipelineError as e:
                e.from_flag = True  # mlir-opt reports a flag's bad option on its own
                raise
        else:
            return None
        self.instrument(pm, generic, debuginfo)
        return pm

    def instrument(self, pm: Any, generic: bool, debuginfo: bool) -> None:
        if self.tm is not None:
            from .timing import PassTiming

            pm.add_instrumentation(PassTiming(self.tm))
        if self.print_before or self.print_after or self.after_failure:
            # As mlir-opt 19: --mlir-print-ir-after-change only filters the dumps
            # the other flags select; alone it prints nothing.
            from .ir_printing import IRPrinting, IRPrintingConfig

            cfg = IRPrintingConfig(
                self.print_before,
                self.print_after,
                self.after_change,
                self.after_failure,
                self.module_scope,
                self.tree_dir,
                generic,
                debuginfo,
            )
            pm.add_instrumentation(IRPrinting(cfg, pm))
        if self.reproducer:
            from .crash_recovery import CrashReproducer

            pm.add_instrumentation(
                CrashReproducer(self.reproducer, self.disable_threading, generic)
            )

    def dump_text(self, pm: Any) -> str:
        return f"Pass Manager with {len(pm)} passes:\n{pm.pipeline_text()}\n\n"

    # ------------------------------------------------------------- running
    @contextlib.contextmanager
    def scope(self, name: str) -> Iterator[None]:
        """Time a driver phase (``Parser``, ``Verifier``, ``Output``) when timing is on."""
        if self.tm is None:
            yield
            return
        with self.tm.scope(name):
            yield

    def run(self, pm: Any, top: Any, ctx: Any) -> bool:
        """Run ``pm`` on ``top``; on failure write the reproducer if asked. True on success."""
        pm.ctx = ctx
        with contextlib.ExitStack() as stack:
            if self.global_values:
                stack.enter_context(global_options(self.global_values))
            if self.debug_rules:
                from ..transforms.canonicalize import debug_rules

                stack.enter_context(debug_rules())
            if self.debug_fusion:
                from ..transforms.form_dispatch_regions import debug_fusion

                stack.enter_context(debug_fusion())
            ok = pm.run(top)
        self.ran.append(pm)
        if not ok and self.reproducer:
            from .crash_recovery import CrashReproducer

            for i in pm.instrumentations:
                if isinstance(i, CrashReproducer):
                    i.write(pm)
        return ok

    def can_split(self, pm: Any, opts: Any, size: int) -> bool:
        """Whether split mode may run this job (it still declines inputs it cannot cut)."""
        from .manager import OpPassManager

        if pm is None or not self.parallel or size < SPLIT_MIN_BYTES:
            return False
        if getattr(opts, "verify_diagnostics", False) or getattr(opts, "split", None):
            return False
        if not getattr(opts, "implicit_module", True):
            return False
        if self.print_before or self.print_after or self.after_failure or self.after_change:
            return False
        if self.reproducer:
            return False
        if pm.anchor != "builtin.module" or not pm.passes:
            return False
        return all(isinstance(p, OpPassManager) for p in pm.passes)

    def try_split(
        self, pm: Any, text: str, name: str, opts: Any, skeleton: Callable[[str, str], Any]
    ) -> tuple[bool, str] | None:
        """The whole job in worker processes, or ``None`` (then run it sequentially)."""
        from .parallel import ContextSpec, SplitConfig, process_pool, run_split

        pm_text = pm.pipeline_text()
        spec = getattr(opts, "ctx_spec", None) or ContextSpec(
            bool(getattr(opts, "allow_unregistered", False))
        )
        cfg = SplitConfig(
            pm_text,
            pm.verify_each,
            spec,
            bool(getattr(opts, "generic", False)),
            name,
            timing=self.tm is not None,
            debuginfo=bool(getattr(opts, "debuginfo", False)),
        )
        ex = process_pool(self.workers())
        try:
            res = run_split(text, name, cfg, ex, skeleton, timing=self.tm, pm=pm)
        finally:
            ex.shutdown(wait=False, cancel_futures=True)
        if res is not None:
            self.ran.append(pm)
        return res

    def finish(self, out: Any = None) -> None:
        """Print the statistics and timing reports (stderr), as mlir-opt does at exit."""
        out = out or sys.stderr
        if self.stats:
            from .statistics import statistics_report

            if self.ran:
                out.write(statistics_report(self.ran[0], self.stats_display))
                for pm in self.ran[1:]:
                    out.write(statistics_report(pm, self.stats_display))
        if self.tm is not None:
            out.write(self.tm.report(self.timing_display))
        out.flush()


def render_pipeline_error(e: PipelineError) -> str:
    return e.render()
