"""What irlite's command lines share (``irlite-opt``, ``irlite-translate``; ``irlite-run``
takes the ``--help``/``--version``/usage-error handling of ``Tool.parse_command_line``).

``Tool.main`` is the ``main`` of the mlir-*-like ones. The flags both take with mlir-opt's / mlir-translate's spelling and
errors (``-o``, ``--split-input-file``, ``--verify-diagnostics``,
``--allow-unregistered-dialect``, ``--no-implicit-module``, ``--load-rules``),
the loop over a command line that leaves a tool only its own flags
(``own_flags``, ``flag_value``), reading the input (a file or ``-``), loading ``--load-rules`` files
(their dialects and declared passes),
splitting at ``// -----`` and writing the output whole or not at all.

What it does not do: parse, verify or transform IR (the tools do), or own a
tool's own flags and usage text.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..ir.diagnostics import IrliteError
from ..ir.fileio import write_atomic


class UsageError(Exception):
    """A bad command line; the message is printed after ``<tool>: ``."""


class ChunkFailed(IrliteError):
    """Processing a chunk failed; its diagnostics have been reported (the name is
    what ``run_with_expected_diagnostics`` recognizes)."""


class Exit(Exception):
    """``--help`` / ``--version``: print it and exit 0 (the message names which).
    ``options``: what the command line set before it (``--help`` lists the passes
    of the ``--load-rules`` files named before it)."""

    def __init__(self, what: str, options: Any = None) -> None:
        super().__init__(what)
        self.options = options


#: The flags ``parse_common_flag`` reads (for ``Did you mean``).
COMMON_FLAGS = (
    "o",
    "split-input-file",
    "verify-diagnostics",
    "allow-unregistered-dialect",
    "no-implicit-module",
    "load-rules",
    "version",
    "help",
    "h",
)

#: Where a ``--help`` / ``--version`` marker sits in ``CommonOptions.errors``: what was
#: reported before it is printed, then the text it asks for, and the tool exits 0.
HELP, VERSION = "\0help", "\0version"

#: Position of the positional-count error: after every flag's error, as LLVM reports it.
LAST = 1 << 62


class Args:
    """The command line as an iterator that knows the position of the argument it
    returned last (``pos``), so that errors found later sort in LLVM's order."""

    def __init__(self, argv: Sequence[str]) -> None:
        self.argv = list(argv)
        self.pos = -1

    def __iter__(self) -> Args:
        return self

    def __next__(self) -> str:
        if self.pos + 1 >= len(self.argv):
            raise StopIteration
        self.pos += 1
        return self.argv[self.pos]


class CommonOptions:
    """The settings of the shared flags (``parse_common_flag`` fills them in).

    ``errors``: the command line's errors as ``(position, text)``, ``text`` being the
    lines LLVM prints (``<tool>: `` included), or a ``HELP``/``VERSION`` marker;
    ``positionals``: how many positional arguments there were."""

    def __init__(self) -> None:
        self.input: str | None = None
        self.output = "-"
        self.split: str | None = None
        self.verify_diagnostics = False
        self.allow_unregistered = False
        self.implicit_module = True
        self.load_rules: list[str] = []
        self.errors: list[tuple[int, str]] = []
        self.positionals = 0


def split_flag(arg: str) -> tuple[str, str, str]:
    """``(name, eq, val)`` of a flag as LLVM reads it: one or two dashes taken off
    (``---x`` is the flag ``-x``, which no option has), the rest split at the first
    ``=`` (``eq`` empty when there is none)."""
    body = arg[2:] if arg.startswith("--") else arg[1:]
    return body.partition("=")


def parse_bool(v: str, flag: str) -> bool:
    """An LLVM ``cl::opt<bool>`` value, with its error for anything else."""
    if v in ("true", "1", "TRUE", "True", ""):  # LLVM: ``--flag=`` is true
        return True
    if v in ("false", "0", "FALSE", "False"):
        return False
    raise UsageError(
        f"for the --{flag} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
    )


def add_error(o: Any, text: str, pos: int | None = None) -> None:
    """Record the error ``text`` (``<tool>: `` is put before it) at ``pos`` (default:
    the argument being read)."""
    o.errors.append((_pos(o) if pos is None else pos, f"{_tool_name(o)}: {text}"))


def _pos(o: Any) -> int:
    it = getattr(o, "_args", None)
    return it.pos if it is not None else 0


def set_input(o: Any, arg: str, tool: str) -> None:
    """The positional input file (at most one, as LLVM's command line allows: the
    error for more comes after those of the flags, ``finish_positionals``)."""
    o.positionals = getattr(o, "positionals", 0) + 1
    if o.input is None:
        o.input = arg


def finish_positionals(o: Any, tool: str) -> None:
    """LLVM's error for more than one positional argument, after every flag's."""
    if getattr(o, "positionals", 0) > 1:
        o.errors.append(
            (
                LAST,
                f"{tool}: Too many positional arguments specified!\n"
                f"Can specify at most 1 positional arguments: See: {tool} --help",
            )
        )


def _bool_flag(o: Any, name: str, eq: str, val: str) -> bool | None:
    """A boolean flag's value (``None`` after recording a bad value's error)."""
    try:
        return parse_bool(val, name) if eq else True
    except UsageError as e:
        add_error(o, str(e))
        return None


def parse_common_flag(o: Any, arg: str, it: Iterator[str]) -> bool:
    """Apply ``arg`` to ``o`` if it is one of the shared flags (taking a separate
    value from ``it`` where the flag needs one, as LLVM's ``-o FILE``; errors go to
    ``o.errors``); False if it is not one of them. ``--help``/``--version`` record
    their marker and raise ``Exit`` (LLVM acts on them where they stand: later
    arguments are not read)."""
    tool = _tool_name(o)
    if arg == "--":  # as LLVM's command line: what follows is positional
        for rest in it:
            set_input(o, rest, tool)
        return True
    name, eq, val = split_flag(arg)
    if name == "o":
        out = flag_value(o, "-o", eq, val, it)
        if out is not None:
            o.output = out
    elif name == "split-input-file":
        o.split = val if eq and val else "// -----"
    elif name == "verify-diagnostics":
        if (b := _bool_flag(o, name, eq, val)) is not None:
            o.verify_diagnostics = b
    elif name == "allow-unregistered-dialect":
        if (b := _bool_flag(o, name, eq, val)) is not None:
            o.allow_unregistered = b
    elif name == "no-implicit-module":
        if (b := _bool_flag(o, name, eq, val)) is not None:
            o.implicit_module = not b
    elif name == "load-rules":
        path = flag_value(o, "--load-rules", eq, val, it)
        if path == "":
            add_error(o, "for the --load-rules option: requires a value!")
        elif path is not None:
            o.load_rules.append(path)
    elif name in ("version", "help", "h"):
        if eq:
            shown = "-h" if name == "h" else f"--{name}"
            add_error(o, f"for the {shown} option: does not allow a value! '{val}' specified.")
            return True
        o.errors.append((_pos(o), VERSION if name == "version" else HELP))
        raise Exit(name, o)
    else:
        return False
    return True


def flag_value(o: Any, flag: str, eq: str, val: str, it: Iterator[str]) -> str | None:
    """The value of ``flag``: ``val`` when it was given as ``flag=val`` (``eq`` is
    ``"="``), else the next argument from ``it``; ``None`` after recording LLVM's
    error when there is none."""
    if eq:
        return val
    nxt = next(it, None)
    if nxt is None:
        add_error(o, f"for the {flag} option: requires a value!")
    return nxt


def unknown_flag(o: Any, arg: str, names: Sequence[str]) -> None:
    """Record LLVM's error for ``arg``, a flag no option has the whole name of: a
    single-letter option that needs a value cannot take it glued on (``-ofile``:
    LLVM's ``may not occur within a group``; ``-o=file`` and ``-o file`` are the
    forms), ``-h<anything>`` is ``-h``; then ``Unknown command line argument`` and
    ``Did you mean`` the nearest of ``names``. Raises ``Exit`` for ``-h...``."""
    from ..passes.infra.cli import unknown_flag_text

    tool = _tool_name(o)
    body = arg[2:] if arg.startswith("--") else arg[1:]
    if len(body) > 1 and body[0] == "h":
        o.errors.append((_pos(o), HELP))
        raise Exit("help", o)
    o.errors.append((_pos(o), unknown_flag_text(arg, tool, names)))


def own_flags(
    o: CommonOptions, it: Iterator[str], tool: str
) -> Iterator[tuple[str, str, str, str]]:
    """Walk the command line ``it`` (an ``Args``): set the input file and the shared
    flags on ``o``, and yield each other flag as ``(arg, name, eq, val)``
    (``split_flag``) for the tool to handle; the tool may take a flag's separate
    value from ``it`` (``flag_value``). When the walk ends, the positional-count error
    (if any) is recorded."""
    o._args = it  # type: ignore[attr-defined]
    for arg in it:
        if arg == "-" or not arg.startswith("-"):
            set_input(o, arg, tool)
        elif not parse_common_flag(o, arg, it):
            name, eq, val = split_flag(arg)
            yield arg, name, eq, val
    finish_positionals(o, tool)


@dataclass(frozen=True)
class Tool:
    """A command-line tool: its name (``irlite-opt``), ``parse`` (the command line to
    its options, raising ``Exit``/``UsageError``), its ``--version`` line, ``usage()``
    (its ``--help`` text) and what its usage errors say after ``<name>: ``.

    An mlir-*-like tool's options are ``CommonOptions``, whose ``errors`` ``parse``
    records instead of raising; ``check(options)`` (optional) adds the errors that can
    only be found once the ``--load-rules`` files are loaded (``irlite-opt``'s pass
    flags), as ``(position, text)`` too."""

    name: str
    parse: Callable[[list[str]], Any]
    version: str
    usage: Callable[[], str]
    error_prefix: str = ""
    check: Callable[[Any], list[tuple[int, str]]] | None = None

    def parse_command_line(self, argv: Sequence[str] | None) -> Any:
        """``parse(argv)`` (default ``sys.argv[1:]``): the options, or the exit status
        (an ``int``) once ``--version``, ``--help`` or a ``UsageError`` is handled.
        Options that record their errors come back as they are, even after ``Exit``
        (``finish_command_line`` reports them)."""
        try:
            return self.parse(list(sys.argv[1:] if argv is None else argv))
        except Exit as e:
            if isinstance(e.options, CommonOptions):
                return e.options
            if str(e) == "version":
                print(self.version)
            else:
                sys.stdout.write(self.usage())
            return 0
        except UsageError as e:
            sys.stderr.write(f"{self.name}: {self.error_prefix}{e}\n")
            return 1

    def finish_command_line(self, o: CommonOptions) -> int | None:
        """Load the ``--load-rules`` files, then report the command line's errors in
        LLVM's order (by position; the positional count last), up to a ``--help`` /
        ``--version``, which prints its text and exits 0 as LLVM does (after the errors
        of the arguments before it). ``None`` when all is well, else the exit status."""
        if not load_rules_files(o):
            return 1
        errors = list(o.errors)
        if self.check is not None:
            errors += self.check(o)
        failed = False
        for _, text in sorted(errors, key=lambda e: e[0]):
            if text in (HELP, VERSION):
                sys.stderr.flush()
                if text == VERSION:
                    print(self.version)
                else:
                    sys.stdout.write(self.usage())
                return 0
            sys.stderr.write(text + "\n")
            failed = True
        return 1 if failed else None

    def main(self, argv: Sequence[str] | None, run: Callable[[Any, str, str], int]) -> int:
        """The ``main`` of an mlir-*-like tool: ``parse_command_line``,
        ``finish_command_line``, reading the input, then ``run(options, text, buffer
        name)``; the exit status (130 on Ctrl-C)."""
        opts = self.parse_command_line(argv)
        if isinstance(opts, int):
            return opts
        status = self.finish_command_line(opts)
        if status is not None:
            return status
        read = read_input_or_report(opts)
        if read is None:
            return 1
        from ..gen.errors import RulesError

        try:
            return run(opts, *read)
        except KeyboardInterrupt:
            return 130
        except RulesError as e:  # a loaded .rules file's rules are compiled on first use
            sys.stderr.write(e.render() + "\n")
            return 1


def _tool_name(o: Any) -> str:
    """``irlite-opt`` for ``tools/opt.py``'s options, and so on."""
    mod = sys.modules.get(type(o).__module__)
    path = getattr(mod, "__file__", None) or "irlite"
    return "irlite-" + os.path.splitext(os.path.basename(path))[0]


def read_input(path: str | None) -> tuple[str, str]:
    """(text, buffer name) of a file, or of stdin for ``None`` / ``-``."""
    if path is None or path == "-":
        return sys.stdin.read(), "<stdin>"
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        return f.read(), path


def load_rules_files(o: Any) -> bool:
    """Load the ``--load-rules`` files of ``o`` (``irlite.load_rules``: their dialects
    into the default registry, so every Context made from now on knows them, and the
    passes they declare into the pass registry); False after printing a rules
    diagnostic."""
    if not getattr(o, "load_rules", None):
        return True
    from .. import load_rules
    from ..gen.errors import RulesError

    try:
        for path in o.load_rules:
            load_rules(path)
    except RulesError as e:
        sys.stderr.write(e.render() + "\n")
        return False
    return True


def read_input_or_report(o: Any) -> tuple[str, str] | None:
    """``read_input(o.input)``; ``None`` after printing MLIR's ``cannot open input
    file`` line (no tool name before it, as mlir-opt prints it)."""
    try:
        return read_input(o.input)
    except OSError as e:
        sys.stderr.write(f"cannot open input file '{o.input}': {e.strerror}\n")
        return None


def load_rules_and_read_input(tool: str, o: Any) -> tuple[str, str] | None:
    """Load ``o.load_rules`` (``load_rules_files``) and read ``o.input``; ``None`` after
    printing the error (a rules diagnostic, or ``cannot open input file``)."""
    if not load_rules_files(o):
        return None
    return read_input_or_report(o)


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
    write_atomic(path, text, errors="surrogateescape")


def write_output_or_report(tool: str, path: str, text: str) -> bool:
    """``write_output``; False after printing MLIR's ``cannot open output file`` line
    if it fails (no tool name before it, as mlir-opt prints it; ``tool`` is unused)."""
    try:
        write_output(path, text)
    except OSError as e:
        sys.stderr.write(f"cannot open output file '{path}': {e.strerror}\n")
        return False
    return True


def process_chunks(
    o: Any, text: str, name: str, process: Callable[[Any], str], keep_failed: bool
) -> tuple[bool, list[str]]:
    """Run ``process`` on each ``--split-input-file`` chunk of ``text`` (the whole
    text without it) as a registered ``SourceFile`` named as mlir-opt names it, and
    under ``--verify-diagnostics`` checking the ``expected-*`` comments. A chunk
    whose ``process`` raises ``ChunkFailed`` gives ``""`` if ``keep_failed``, else
    nothing. Returns (all succeeded, outputs)."""
    from ..ir.cursor import SourceFile
    from ..ir.diagnostics import (
        SourceMgrDiagnosticHandler,
        add_source,
        default_source_manager,
        get_engine,
    )

    chunks = split_chunks(text, o.split) if o.split else [(text, 0)]
    outputs: list[str] = []
    ok = True
    for chunk, split_line in chunks:
        cname = f"within split at {name}:{split_line} offset " if o.split else name
        source = SourceFile(cname, chunk)
        add_source(source)
        if o.verify_diagnostics:
            from ..ir.verify_diagnostics import run_with_expected_diagnostics

            good, out = run_with_expected_diagnostics(source, process, sys.stderr)
            ok &= good
            if out is not None:
                outputs.append(out)
            continue
        try:
            # every severity is printed, as mlir-opt's SourceMgrDiagnosticHandler does (the
            # engine alone prints only errors, as an MLIRContext without a handler)
            with get_engine().scoped_handler(
                SourceMgrDiagnosticHandler(default_source_manager(), sys.stderr)
            ):
                outputs.append(process(source))
        except ChunkFailed:
            if keep_failed:
                outputs.append("")
            ok = False
    return ok, outputs


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


__all__: Sequence[str] = (
    "COMMON_FLAGS",
    "HELP",
    "LAST",
    "VERSION",
    "Args",
    "add_error",
    "finish_positionals",
    "read_input_or_report",
    "split_flag",
    "unknown_flag",
    "ChunkFailed",
    "CommonOptions",
    "Exit",
    "Tool",
    "UsageError",
    "flag_value",
    "load_rules_and_read_input",
    "load_rules_files",
    "own_flags",
    "parse_bool",
    "parse_common_flag",
    "process_chunks",
    "read_input",
    "set_input",
    "split_chunks",
    "write_output",
    "write_output_or_report",
)
