"""``irlite-translate``: mlir-translate's command line over irlite (MLIR -> LLVM IR).

    irlite-translate --mlir-to-llvmir FILE [-o OUT] [options]

Reads a file (or ``-``), parses it (wrapping it in an implicit
``builtin.module`` unless ``--no-implicit-module``), verifies it and prints
the LLVM IR of its llvm dialect ops (``irlite.targets.llvm.translate``). The
flags are mlir-translate's where they apply: ``--split-input-file`` (chunks
translated independently, outputs joined by ``--output-split-marker``,
default ``// -----``), ``--verify-diagnostics``, ``--allow-unregistered-dialect``,
``--no-implicit-module``, ``--load-rules`` (irlite's: a user dialect),
``-o``. Exit status 0 on success, 1 on any failure; the output file is written
whole or not at all. Errors are diagnostics (``file:line:col: error: ...``),
never tracebacks.

What it does not do: the other translations of mlir-translate (``--import-llvm``,
``--mlir-to-cpp``, ...), or optimize the IR (``irlite.targets.llvm.jit`` does,
when compiling).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from .. import __version__
from ._cli import (
    COMMON_FLAGS,
    LAST,
    Args,
    ChunkFailed,
    CommonOptions,
    Tool,
    add_error,
    flag_value,
    own_flags,
    process_chunks,
    write_output_or_report,
)

_USAGE = """OVERVIEW: irlite translation driver (mlir-translate compatible)

USAGE: irlite-translate --mlir-to-llvmir [options] <input file>

OPTIONS:
  --mlir-to-llvmir                   Translate MLIR (llvm dialect) to LLVM IR
  --mlir-to-ptx                      Translate every gpu.module to PTX (NVPTX back end)
  -o <filename>                      Output filename ('-' for stdout, the default)
  --split-input-file[=<marker>]      Split the input at '// -----' and translate each chunk
  --output-split-marker=<string>     Marker joining the outputs of split chunks (default '// -----')
  --verify-diagnostics               Check emitted diagnostics against expected-* comments
  --allow-unregistered-dialect       Allow ops and attributes of unknown dialects
  --no-implicit-module               Do not wrap the input in a builtin.module
  --load-rules <file.rules>          Load a dialect defined in a .rules file (repeatable)
  --version                          Print the version
  --help                             Print this help
"""


class Options(CommonOptions):
    def __init__(self) -> None:
        super().__init__()
        self.translation: str | None = None
        self.output_marker = "// -----"


_TRANSLATIONS = ("mlir-to-llvmir", "mlir-to-ptx")

#: The flags ``parse_args`` reads (for ``Did you mean``).
TRANSLATE_FLAGS = (*COMMON_FLAGS, *_TRANSLATIONS, "output-split-marker")


def parse_args(argv: Sequence[str]) -> Options:
    """The command line as LLVM's parser reads mlir-translate's (see ``irlite-opt``'s
    ``parse_args``): errors recorded in ``o.errors`` in order. The translation is an
    option that takes no value; without one, mlir-translate's ``must be specified at
    least once`` (which mlir-translate 19 prints once per registered translation,
    irlite-translate once)."""
    o = Options()
    it = Args(argv)
    for arg, name, eq, val in own_flags(o, it, "irlite-translate"):
        if name in _TRANSLATIONS:
            if eq:
                o.errors.append(
                    (
                        it.pos,
                        f"Translations to perform option: does not allow a value! '{val}' "
                        "specified.",
                    )
                )
            elif o.translation is not None and o.translation != name:
                add_error(o, "Only one translation may be given")
            else:
                o.translation = name
        elif name == "output-split-marker":
            marker = flag_value(o, "--output-split-marker", eq, val, it)
            if marker is not None:
                o.output_marker = marker
        else:
            from ._cli import unknown_flag

            unknown_flag(o, arg, TRANSLATE_FLAGS)
    if o.translation is None:
        o.errors.append((LAST, "Translations to perform option: must be specified at least once!"))
    return o


def _translate_chunk(source: object, o: Options) -> str:
    from ..ir.context import Context
    from ..ir.cursor import ParseError
    from ..ir.diagnostics import report
    from ..ir.module import parse_module
    from ..ir.verifier import verify
    from ..targets.llvm.translate import TranslationError, translate_to_llvmir

    ctx = Context(allow_unregistered=o.allow_unregistered)
    try:
        top = parse_module(source, ctx, implicit_module=o.implicit_module)  # type: ignore[arg-type]
    except ParseError as e:
        report(e)
        raise ChunkFailed() from None
    diags = verify(top, ctx)
    if diags:
        for d in diags:
            report(d)
        raise ChunkFailed()
    if o.translation == "mlir-to-ptx":
        return _ptx_text(top)
    try:
        return translate_to_llvmir(top)
    except TranslationError as e:
        report(e)
        raise ChunkFailed() from None


def _ptx_text(top: object) -> str:
    """Each ``gpu.module``'s PTX after a ``// gpu.module @name`` line."""
    from ..ir.diagnostics import DiagnosticError, report
    from ..targets.cuda import module_ptx

    try:
        ptx = module_ptx(top)  # type: ignore[arg-type]
    except DiagnosticError as e:
        report(e)
        raise ChunkFailed() from None
    return "".join(f"// gpu.module @{n}\n{text}" for n, text in ptx.items())


def run(o: Options, text: str, name: str) -> int:
    ok, outputs = process_chunks(o, text, name, lambda s: _translate_chunk(s, o), False)
    if not ok and not o.verify_diagnostics:
        return 1
    result = (o.output_marker + "\n").join(outputs)
    if not write_output_or_report("irlite-translate", o.output, result):
        return 1
    return 0 if ok else 1


def main(argv: Sequence[str] | None = None) -> int:
    import gc

    gc.disable()  # a one-shot tool: see irlite-opt
    version = f"irlite-translate {__version__} (MLIR 19 text format, LLVM IR output)"
    return Tool("irlite-translate", parse_args, version, lambda: _USAGE).main(argv, run)


if __name__ == "__main__":
    sys.exit(main())
