"""``irlite-gen``: the ``.rules`` compiler's command line.

``irlite-gen FILE.rules --emit ops`` prints the generated Python module of
its ops, ``--emit patterns`` the generated matchers of its rewrite rules (one
function per ruleset and root op, as ``canonicalize`` runs them), ``--emit
builders`` its op constructors (``irlite.dialects.<d>``), ``--emit passes`` its
declared passes, ``--emit fusion`` its fusion policies (``gen.fusion_policy``: one function
per policy and section), ``--emit docs`` the dialect's Markdown reference, ``--emit interfaces
FILE...`` the page of every interface (contract, implementing ops of the files); ``--check`` only validates (ops and
rules; with ``--emit fusion``, the fusion policies too); ``--test`` runs the inline ``test`` clauses of the file's own rules
(``tools/rule_tests.py``) and prints one ``PASS``/``FAIL`` line per test (a
failure followed by its programs and arguments) and a summary: exit 0 when
all pass, 1 when one fails.
``-o OUT`` writes the output whole or not at all. A mistake in the file is
reported as ``file:line:col: error: message`` with the line and a caret, and
the exit code is 1 (never a traceback).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="irlite-gen", description="Compile a .rules file.")
    ap.add_argument("file", nargs="+", help="the .rules file (several for --emit interfaces)")
    ap.add_argument(
        "--emit",
        choices=("ops", "patterns", "builders", "passes", "fusion", "docs", "interfaces"),
        default="ops",
        help="what to print",
    )
    ap.add_argument("--check", action="store_true", help="only validate the file")
    ap.add_argument(
        "--test",
        action="store_true",
        help="run the inline tests of the file's rules (exit 1 if one fails)",
    )
    ap.add_argument("-o", dest="output", default="-", help="output file ('-' for stdout)")
    ap.add_argument("--time", action="store_true", help="print the generation time to stderr")
    args = ap.parse_args(list(sys.argv[1:] if argv is None else argv))

    from ..gen.builder_codegen import generate_builders
    from ..gen.codegen import generate_docs, generate_interface_docs, generate_ops
    from ..gen.errors import RulesError
    from ..gen.loader import cache_key
    from ..gen.model import build_model
    from ..gen.pass_decl import generate_pass_module
    from ..gen.rewrite_codegen import generate_patterns
    from ..gen.rewrite_model import build_rewrite_model
    from .opt import write_output

    files = args.file
    if len(files) > 1 and args.emit != "interfaces":
        ap.error(f"one .rules file, not {len(files)} (several only for --emit interfaces)")
    args.file = files[0]
    if args.test:
        from .rule_tests import run_file

        return run_file(args.file, sys.stdout, sys.stderr)
    t0 = time.perf_counter()
    try:
        if args.emit == "interfaces" and not args.check:
            text = generate_interface_docs([build_model(f) for f in files])
            write_output(args.output, text)
            return 0
        m = build_model(args.file)
        rm = build_rewrite_model(args.file) if args.check or args.emit == "patterns" else None
        if args.check:
            if args.emit == "fusion":
                from ..gen.fusion_policy import parse_policies

                parse_policies(args.file)
            return 0
        if args.emit == "patterns":
            text = generate_patterns(rm, cache_key(args.file))
        elif args.emit == "ops":
            text = generate_ops(m, cache_key(args.file))
        elif args.emit == "builders":
            text = generate_builders(m, cache_key(args.file))
        elif args.emit == "passes":
            text = generate_pass_module(args.file, cache_key(args.file))
        elif args.emit == "fusion":
            from ..gen.fusion_policy import generate_fusion_module

            text = generate_fusion_module(args.file, cache_key(args.file))
        else:
            text = generate_docs(m)
    except RulesError as e:
        sys.stderr.write(e.render() + "\n")
        return 1
    if args.time:
        sys.stderr.write(f"irlite-gen: generated {args.file} in {time.perf_counter() - t0:.3f} s\n")
    try:
        write_output(args.output, text)
    except OSError as e:
        sys.stderr.write(f"irlite-gen: cannot write '{args.output}': {e.strerror}\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
