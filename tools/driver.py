"""What ``irlite-opt`` does with one input buffer: parse, verify, run, print.

Split-input-file chunks are processed independently and their outputs joined
with ``// -----``, as mlir-opt does; a failing chunk makes the exit code 1
but the others still run. With ``--verify-diagnostics`` the diagnostics are
captured and checked against the ``expected-*`` comments instead of printed.
"""

from __future__ import annotations

import sys
from typing import Any, Optional

from ..ir.context import Context
from ..ir.cursor import ParseError, SourceFile


class ChunkFailed(Exception):
    """Processing a chunk failed; its diagnostics have been reported."""


class OptDriver:
    def __init__(self, opts: Any) -> None:
        self.opts = opts

    def run(self, text: str, name: str) -> int:
        from .opt import split_chunks, write_output
        from ..passes.registry import PipelineError, parse_pipeline

        o = self.opts
        # Build the pipeline first: a bad pipeline is an error before any input is read.
        try:
            self.pipeline = self._build_pipeline()
        except PipelineError as e:
            sys.stderr.write(e.render() + "\n")
            return 1
        except _UsageFail:
            return 1
        chunks = split_chunks(text, o.split) if o.split else [(text, 0)]
        outputs: list[str] = []
        ok = True
        for chunk, line_offset in chunks:
            source = SourceFile(name, chunk, line_offset)
            if o.verify_diagnostics:
                from ..ir.verify_diagnostics import run_with_expected_diagnostics

                good, out = run_with_expected_diagnostics(source, lambda s: self._process(s), sys.stderr)
                ok &= good
                if out is not None:
                    outputs.append(out)
                continue
            try:
                outputs.append(self._process(source))
            except ChunkFailed:
                ok = False
        result = "// -----\n".join(outputs)
        if ok or o.split:
            try:
                write_output(o.output, result)
            except OSError as e:
                sys.stderr.write(f"irlite-opt: cannot write '{o.output}': {e.strerror}\n")
                return 1
        return 0 if ok else 1

    def _build_pipeline(self) -> Optional[list]:
        from ..passes.registry import PASSES, PipelineError, parse_pipeline

        o = self.opts
        if o.pipeline is not None and o.pass_flags:
            raise PipelineError("'--pass-pipeline' cannot be combined with individual pass flags",
                                o.pipeline, 0)
        if o.pipeline is not None:
            return parse_pipeline(o.pipeline)
        elems = []
        for name, val in o.pass_flags:
            if name not in PASSES:
                sys.stderr.write(
                    f"irlite-opt: Unknown command line argument '--{name}'.  "
                    f"Try: 'irlite-opt --help'\n"
                )
                raise _UsageFail()
            text = name + (f"{{{val}}}" if val else "")
            elems.extend(parse_pipeline(text))
        return elems

    def _process(self, source: SourceFile) -> str:
        """Parse, verify, run and print one buffer; report diagnostics on failure."""
        from ..ir.diagnostics import report
        from ..ir.module import parse_module
        from ..ir.printer import print_module

        o = self.opts
        ctx = Context(allow_unregistered=o.allow_unregistered)
        try:
            top = parse_module(source, ctx, implicit_module=o.implicit_module)
        except ParseError as e:
            report(e)
            raise ChunkFailed() from None
        if not self._verify(top, ctx):
            raise ChunkFailed()
        if self.pipeline:
            from ..passes.manager import run_pipeline

            if not run_pipeline(self.pipeline, top, ctx, verify_each=o.verify_each):
                raise ChunkFailed()
        return print_module(top, generic=o.generic, debuginfo=o.debuginfo,
                            resources=getattr(ctx, "resources", None)) + "\n"

    def _verify(self, op: Any, ctx: Context) -> bool:
        from ..ir.diagnostics import report
        from ..ir.verifier import verify

        diags = verify(op, ctx)
        if diags:
            for d in diags:
                report(d)
            return False
        return True


class _UsageFail(Exception):
    pass
