"""``irlite-opt``: mlir-opt's command line over irlite.

Reads a file (or ``-``), parses it (wrapping it in an implicit
``builtin.module`` unless ``--no-implicit-module``), verifies it, runs the
requested pass pipeline and prints the result, custom or generic form. The
flags are mlir-opt's, so lit tests read the same; exit codes too (0 success,
1 any failure). The output file is written whole or not at all.

Errors are diagnostics (``file:line:col: error: ...``), never tracebacks.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from .. import __version__
from ._cli import (  # noqa: F401  (split_chunks, write_output: re-exported for other tools)
    COMMON_FLAGS,
    Args,
    CommonOptions,
    Tool,
    UsageError,
    add_error,
    flag_value,
    own_flags,
    parse_bool,
    split_chunks,
    write_output,
)

_USAGE = """OVERVIEW: irlite modular optimizer driver (mlir-opt compatible)

USAGE: irlite-opt [options] <input file>

OPTIONS:
  -o <filename>                      Output filename ('-' for stdout, the default)
  --split-input-file[=<marker>]      Split the input at '// -----' and process each chunk
  --verify-diagnostics               Check emitted diagnostics against expected-* comments
  --mlir-print-op-generic            Print the generic op form
  --mlir-print-debuginfo             Print locations
  --mlir-pretty-debuginfo            Print locations in MLIR's pretty form (file:1:2, "name")
  --mlir-print-local-scope           Print without aliases: attributes, types and locations inline
  --mlir-print-unique-ssa-ids        Number SSA values uniquely in the module, not per region
  --mlir-print-skip-regions          Print every region as {...}
  --mlir-print-value-users           Print the users of each value in a comment
  --mlir-elide-elementsattrs-if-larger=<N>
                                     Print non-splat elements attributes of more than N
                                     elements as dense_resource<__elided__>
  --mlir-elide-resource-strings-if-larger=<N>
                                     Leave out resource entries whose value is longer than N
  --mlir-print-elementsattrs-with-hex-if-larger=<N>
                                     Print non-splat dense attributes of more than N elements
                                     as a hex string (-1: never; default 100)
  --allow-unregistered-dialect       Allow ops and attributes of unknown dialects
  --no-implicit-module               Do not wrap the input in a builtin.module
  --load-rules <file.rules>          Load a dialect and the passes a .rules file declares (repeatable;
                                     before --help, its passes are listed below)
  --verify-each[=true|false]         Verify after each pass (default true)
  --pass-pipeline=<pipeline>         A textual pass pipeline, e.g. 'builtin.module(cse)'
  -p <pipeline>                      Alias for --pass-pipeline
  --<pass-name>[=<options>]          Append a registered pass to the pipeline
  --dump-pass-pipeline               Print the pipeline to stderr before running it
  --dump-dispatches=<dir>            After the passes, write each flow.executable as a standalone
                                     <dir>/<executable>.mlir that irlite-run runs alone
  --mlir-timing                      Print a tree of wall/CPU time per pass (and parse/verify/print)
  --mlir-pass-statistics             Print pass statistics
  --mlir-print-ir-before=<pass>      Print the IR before the named pass (likewise -after=)
  --mlir-print-ir-before-all         Print the IR before (-after-all: after) every pass
  --mlir-print-ir-after-change       Print the IR after a pass only if it changed it
  --mlir-print-ir-after-failure      Print the IR after a pass that failed
  --mlir-print-ir-module-scope       Print the whole module, not just the pass's op
  --mlir-print-ir-tree-dir=<dir>     Write the printed IR to a file tree instead
  --mlir-pass-pipeline-crash-reproducer=<file>
                                     On a failing pass, write a reproducer
  --run-reproducer                   Run the pipeline stored in the input's reproducer
  --threads=<N>                      Worker count for parallel pass execution
  --mlir-disable-threading           Run everything in-process, sequentially
  --debug-rules                      canonicalize: interpret the rules, trace each try to stderr
  --version                          Print the version
  --help                             Print this help
"""


#: The flags ``parse_args`` reads (with the shared ones, for ``Did you mean``).
OPT_FLAGS = (
    "mlir-print-op-generic",
    "mlir-print-debuginfo",
    "mlir-print-local-scope",
    "mlir-pretty-debuginfo",
    "mlir-print-unique-ssa-ids",
    "mlir-print-skip-regions",
    "mlir-print-value-users",
    "mlir-elide-elementsattrs-if-larger",
    "mlir-elide-resource-strings-if-larger",
    "mlir-print-elementsattrs-with-hex-if-larger",
    "verify-each",
    "pass-pipeline",
    "p",
    "dump-dispatches",
)


class Options(CommonOptions):
    flag_names = COMMON_FLAGS + OPT_FLAGS

    def __init__(self) -> None:
        super().__init__()
        self.generic = False
        self.debuginfo = False
        self.local_scope = False
        self.pretty_debuginfo = False
        self.unique_ssa_ids = False
        self.skip_regions = False
        self.value_users = False
        self.elide_elements: int | None = None
        self.hex_elements: int | None = None
        self.resource_limit: int | None = None
        self.verify_each = True
        self.pipeline: str | None = None
        self.pipeline_pos = 0
        self.dump_dispatches: str | None = None
        # (name, value or None, the argument as written, its position): passes and
        # pass-manager flags
        self.pass_flags: list[tuple[str, str | None, str, int]] = []
        self.pass_cli: object = None  # ``check``'s PassCLI


def parse_args(argv: Sequence[str]) -> Options:
    """The command line as LLVM's parser reads mlir-opt's: whole option names first
    (``-o FILE``/``-o=FILE``; ``-ofile`` is an error), one or two dashes, errors
    recorded in ``o.errors`` in order. Flags it does not know are kept in
    ``o.pass_flags`` for ``check`` (the passes of ``--load-rules`` files are only known
    once they are loaded); those of them that need a value take the next argument."""
    from ..passes.infra.cli import VALUE_REQUIRED

    o = Options()
    it = Args(argv)
    for arg, name, eq, val in own_flags(o, it, "irlite-opt"):
        try:
            if name == "mlir-print-op-generic":
                o.generic = parse_bool(val, name) if eq else True
            elif name == "mlir-print-debuginfo":
                o.debuginfo = parse_bool(val, name) if eq else True
            elif name == "mlir-print-local-scope":
                o.local_scope = parse_bool(val, name) if eq else True
            elif name == "mlir-pretty-debuginfo":
                o.pretty_debuginfo = parse_bool(val, name) if eq else True
            elif name == "mlir-print-unique-ssa-ids":
                o.unique_ssa_ids = parse_bool(val, name) if eq else True
            elif name == "mlir-print-skip-regions":
                o.skip_regions = parse_bool(val, name) if eq else True
            elif name == "mlir-print-value-users":
                o.value_users = parse_bool(val, name) if eq else True
            elif name in (
                "mlir-elide-elementsattrs-if-larger",
                "mlir-elide-resource-strings-if-larger",
                "mlir-print-elementsattrs-with-hex-if-larger",
            ):
                unsigned = name.startswith("mlir-elide")
                n = _int_flag(o, name, eq, val, it, "uint" if unsigned else "long")
                if name == "mlir-elide-elementsattrs-if-larger":
                    o.elide_elements = n
                elif name == "mlir-elide-resource-strings-if-larger":
                    o.resource_limit = n
                else:
                    o.hex_elements = n
            elif name == "verify-each":
                o.verify_each = parse_bool(val, name) if eq else True
            elif name == "dump-dispatches":
                o.dump_dispatches = flag_value(o, "--dump-dispatches", eq, val, it)
            elif name == "pass-pipeline" or name == "p":  # -p: mlir-opt's alias
                pos = it.pos
                flag = "-p" if name == "p" else "--pass-pipeline"  # as LLVM names it
                pipeline = flag_value(o, flag, eq, val, it)
                if pipeline is not None:
                    o.pipeline = pipeline
                    o.pipeline_pos = pos
            else:
                pos = it.pos
                if name in VALUE_REQUIRED and not eq:
                    nxt = next(it, None)
                    if nxt is not None:
                        val, eq = nxt, "="
                o.pass_flags.append((name, val if eq else None, arg, pos))
        except UsageError as e:
            add_error(o, str(e))
    return o


def _int_flag(o: Options, name: str, eq: str, val: Any, it: Any, kind: str) -> int | None:
    """The value of ``--name=N`` (or ``--name N``) as LLVM's ``kind`` (``uint``: not
    negative, ``long``) parser reads it; a usage error otherwise."""
    text = flag_value(o, "--" + name, eq, val, it)
    if text is None:
        return None
    try:
        n = int(text, 0)
    except ValueError:
        n = None
    if n is None or (kind == "uint" and n < 0):
        raise UsageError(f"for the --{name} option: '{text}' value invalid for {kind} argument!")
    return n


def check(o: Options) -> list[tuple[int, str]]:
    """The errors of the pass flags (``PassCLI.from_flags``, once the ``--load-rules``
    files are loaded), as ``(position, text)``; the ``PassCLI`` is kept in
    ``o.pass_cli`` for the driver when there are none."""
    from ..passes.infra.cli import CLIError, PassCLI

    errors: list[tuple[int, str]] = []
    try:
        cli = PassCLI.from_flags(o.pass_flags, o.pipeline, tool_flags=o.flag_names, errors=errors)
    except CLIError as e:  # the flags' combination: mlir-opt reports it as a diagnostic
        return [(o.pipeline_pos, f"<unknown>:0: error: {e}")]
    if not errors:
        o.pass_cli = cli
    return errors


def _usage() -> str:
    """The help text: the flags, then the registered passes."""
    try:
        from ..passes.infra.registry import describe_passes

        return _USAGE + describe_passes()
    except ImportError:
        return _USAGE


def main(argv: Sequence[str] | None = None) -> int:
    import gc

    # A one-shot tool: the IR is alive until exit, and its reference cycles
    # (ops <-> results) would only make the collector rescan it over and over.
    gc.disable()
    from ..ir.context import mlir_opt_test_dialect
    from .driver import OptDriver

    def run(opts: Options, text: str, name: str) -> int:
        try:
            with mlir_opt_test_dialect():  # mlir-opt's `test` dialect: unknown test.* ops
                return OptDriver(opts).run(text, name)
        finally:
            # The dead IR is cyclic (ops <-> results); with the collector off it
            # would be found by the interpreter's collection at exit (~0.1 s per
            # 100k ops). Freezing what is left skips that; the OS frees it.
            gc.freeze()

    version = f"irlite-opt {__version__} (MLIR 19 text format)"
    tool = Tool("irlite-opt", parse_args, version, _usage, check=check)
    return tool.main(argv, run)


if __name__ == "__main__":
    sys.exit(main())
