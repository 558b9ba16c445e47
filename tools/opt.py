"""``irlite-opt``: mlir-opt's command line over irlite.

Reads a file (or ``-``), parses it (wrapping it in an implicit
``builtin.module`` unless ``--no-implicit-module``), verifies it, runs the
requested pass pipeline and prints the result, custom or generic form. The
flags are mlir-opt's, so lit tests read the same; exit codes too (0 success,
1 any failure). The output file is written whole or not at all.

Errors are diagnostics (``file:line:col: error: ...``), never tracebacks.
"""

from __future__ import annotations

import os
import sys
import tempfile
from typing import Optional, Sequence

from .. import __version__

_USAGE = """OVERVIEW: irlite modular optimizer driver (mlir-opt compatible)

USAGE: irlite-opt [options] <input file>

OPTIONS:
  -o <filename>                      Output filename ('-' for stdout, the default)
  --split-input-file[=<marker>]      Split the input at '// -----' and process each chunk
  --verify-diagnostics               Check emitted diagnostics against expected-* comments
  --mlir-print-op-generic            Print the generic op form
  --mlir-print-debuginfo             Print locations
  --allow-unregistered-dialect       Allow ops and attributes of unknown dialects
  --no-implicit-module               Do not wrap the input in a builtin.module
  --load-rules <file.rules>          Load a dialect defined in a .rules file (repeatable)
  --verify-each[=true|false]         Verify after each pass (default true)
  --pass-pipeline=<pipeline>         A textual pass pipeline, e.g. 'builtin.module(cse)'
  --<pass-name>[=<options>]          Append a registered pass to the pipeline
  --dump-pass-pipeline               Print the pipeline to stderr before running it
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
  --version                          Print the version
  --help                             Print this help
"""


class UsageError(Exception):
    pass


class Options:
    def __init__(self) -> None:
        self.input: Optional[str] = None
        self.output: str = "-"
        self.split: Optional[str] = None
        self.verify_diagnostics = False
        self.generic = False
        self.debuginfo = False
        self.allow_unregistered = False
        self.implicit_module = True
        self.verify_each = True
        self.pipeline: Optional[str] = None
        self.pass_flags: list[tuple[str, Optional[str]]] = []
        self.load_rules: list[str] = []


def _bool(v: str, flag: str) -> bool:
    if v in ("true", "1", "TRUE", "True"):
        return True
    if v in ("false", "0", "FALSE", "False"):
        return False
    raise UsageError(f"for the --{flag} option: '{v}' is invalid value for boolean argument! Try 0 or 1")


def parse_args(argv: Sequence[str]) -> Options:
    o = Options()
    it = iter(argv)
    for arg in it:
        if arg == "-" or not arg.startswith("-"):
            if o.input is not None:
                raise UsageError(f"Too many positional arguments specified! Can specify at most 1 "
                                 f"positional arguments: See: irlite-opt --help")
            o.input = arg
            continue
        name, eq, val = arg.lstrip("-").partition("=")
        if name == "o":
            o.output = val if eq else next(it, None)  # type: ignore[assignment]
            if o.output is None:
                raise UsageError("for the -o option: requires a value!")
        elif arg.startswith("-o") and not arg.startswith("--") and len(arg) > 2:
            o.output = arg[2:]
        elif name == "split-input-file":
            o.split = val if eq and val else "// -----"
        elif name == "verify-diagnostics":
            o.verify_diagnostics = _bool(val, name) if eq else True
        elif name == "mlir-print-op-generic":
            o.generic = _bool(val, name) if eq else True
        elif name == "mlir-print-debuginfo":
            o.debuginfo = _bool(val, name) if eq else True
        elif name == "allow-unregistered-dialect":
            o.allow_unregistered = _bool(val, name) if eq else True
        elif name == "no-implicit-module":
            o.implicit_module = not (_bool(val, name) if eq else True)
        elif name == "verify-each":
            o.verify_each = _bool(val, name) if eq else True
        elif name == "pass-pipeline":
            if not eq:
                val = next(it, None)  # type: ignore[assignment]
                if val is None:
                    raise UsageError("for the --pass-pipeline option: requires a value!")
            o.pipeline = val
        elif name == "load-rules":
            path = val if eq else next(it, None)
            if not path:
                raise UsageError("for the --load-rules option: requires a value!")
            o.load_rules.append(path)
        elif name in ("version", "help", "h"):
            raise _Exit(name)
        else:
            o.pass_flags.append((name, val if eq else None))
    return o


class _Exit(Exception):
    pass


def _read_input(path: Optional[str]) -> tuple[str, str]:
    if path is None or path == "-":
        return sys.stdin.read(), "<stdin>"
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return f.read(), path


def write_output(path: str, text: str) -> None:
    """Write ``text`` to ``path`` whole or not at all (temp file + rename)."""
    if path == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    if os.path.exists(path) and not os.path.isfile(path):
        # A device or pipe (/dev/null, a fifo): write straight through, never replace it.
        with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        return
    d = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".irlite-", dir=d)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def split_chunks(text: str, marker: str) -> list[tuple[str, int]]:
    """Split at lines holding ``marker``, as mlir-opt does.

    Returns (chunk text, split line) pairs: a chunk after a marker keeps an
    empty line in the marker's place, so its line numbers count from the
    marker line (mlir-opt names such a buffer ``within split at FILE:N offset``,
    N being the marker's line; 1 for the first chunk).
    """
    chunks: list[tuple[str, int]] = []
    cur: list[str] = []
    split_line = 1
    for i, line in enumerate(text.splitlines(keepends=True)):
        if marker in line:  # anywhere on the line, as mlir-opt splits
            chunks.append(("".join(cur), split_line))
            cur = ["\n"]
            split_line = i + 1
        else:
            cur.append(line)
    chunks.append(("".join(cur), split_line))
    return chunks


def main(argv: Optional[Sequence[str]] = None) -> int:
    import gc

    # A one-shot tool: the IR is alive until exit, and its reference cycles
    # (ops <-> results) would only make the collector rescan it over and over.
    gc.disable()
    from .driver import OptDriver

    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        opts = parse_args(argv)
    except _Exit as e:
        if str(e) == "version":
            print(f"irlite-opt {__version__} (MLIR 19 text format)")
        else:
            sys.stdout.write(_USAGE)
            try:
                from ..passes.registry import describe_passes

                sys.stdout.write(describe_passes())
            except ImportError:
                pass
        return 0
    except UsageError as e:
        sys.stderr.write(f"irlite-opt: {e}\n")
        return 1
    if opts.load_rules:
        from ..gen.errors import RulesError
        from ..gen.loader import add_process_rules

        try:
            for path in opts.load_rules:
                add_process_rules(path)
        except RulesError as e:
            sys.stderr.write(e.render() + "\n")
            return 1
    try:
        text, name = _read_input(opts.input)
    except OSError as e:
        sys.stderr.write(f"irlite-opt: could not open input file '{opts.input}': {e.strerror}\n")
        return 1
    try:
        return OptDriver(opts).run(text, name)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
