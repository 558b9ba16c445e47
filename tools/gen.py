"""``irlite-gen``: the ``.rules`` compiler's command line.

``irlite-gen FILE.rules --emit ops`` prints the generated Python module,
``--emit docs`` the dialect's Markdown reference; ``--check`` only validates.
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
    ap.add_argument("file", help="the .rules file")
    ap.add_argument("--emit", choices=("ops", "docs"), default="ops", help="what to print")
    ap.add_argument("--check", action="store_true", help="only validate the file")
    ap.add_argument("-o", dest="output", default="-", help="output file ('-' for stdout)")
    ap.add_argument("--time", action="store_true", help="print the generation time to stderr")
    args = ap.parse_args(list(sys.argv[1:] if argv is None else argv))

    from ..gen.codegen import generate_docs, generate_ops
    from ..gen.errors import RulesError
    from ..gen.loader import cache_key
    from ..gen.model import build_model
    from .opt import write_output

    t0 = time.perf_counter()
    try:
        m = build_model(args.file)
        if args.check:
            return 0
        text = generate_ops(m, cache_key(args.file)) if args.emit == "ops" else generate_docs(m)
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
