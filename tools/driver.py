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
from ..ir.diagnostics import IrliteError


class ChunkFailed(IrliteError):
    """Processing a chunk failed; its diagnostics have been reported."""


class OptDriver:
    def __init__(self, opts: Any) -> None:
        self.opts = opts

    def run(self, text: str, name: str) -> int:
        from .opt import split_chunks, write_output
        from ..passes.cli import CLIError, PassCLI
        from ..passes.pipeline import PipelineError

        o = self.opts
        # Build the pipeline first: a bad pipeline is an error before any input is read.
        try:
            self.passes = PassCLI.from_flags(o.pass_flags, o.pipeline)
            self.pipeline = self._build_pipeline()
        except CLIError as e:
            sys.stderr.write(f"irlite-opt: {e}\n")
            return 1
        except PipelineError as e:
            sys.stderr.write(e.render() + "\n")
            return 1
        if self.pipeline is not None and self.passes.can_split(self.pipeline, o, len(text)):
            res = self.passes.try_split(self.pipeline, text, name, o, self._skeleton)
            if res is not None:
                ok, result = res
                if ok:
                    try:
                        write_output(o.output, result)
                    except OSError as e:
                        sys.stderr.write(f"irlite-opt: cannot write '{o.output}': {e.strerror}\n")
                        return 1
                self.passes.finish()
                return 0 if ok else 1
        chunks = split_chunks(text, o.split) if o.split else [(text, 0)]
        outputs: list[str] = []
        ok = True
        from ..ir.diagnostics import add_source, get_engine

        get_engine().print_debuginfo = o.debuginfo
        for chunk, split_line in chunks:
            cname = f"within split at {name}:{split_line} offset " if o.split else name
            source = SourceFile(cname, chunk)
            add_source(source)
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
                outputs.append("")
                ok = False
        result = "// -----\n".join(outputs)
        self.passes.finish()
        # mlir-opt streams split chunks to stdout as it goes, but keeps an output
        # file only when everything succeeded.
        if ok or (o.split and o.output == "-"):
            try:
                write_output(o.output, result)
            except OSError as e:
                sys.stderr.write(f"irlite-opt: cannot write '{o.output}': {e.strerror}\n")
                return 1
        return 0 if ok else 1

    def _build_pipeline(self) -> Any:
        """The pass manager the flags ask for (``None`` without passes); checks it early."""
        o = self.opts
        if self.passes.run_reproducer:
            return None  # the pipeline comes from the input file
        pm = self.passes.build(Context(allow_unregistered=o.allow_unregistered), o.verify_each,
                               o.generic, o.debuginfo)
        if pm is not None and self.passes.dump:
            sys.stderr.write(self.passes.dump_text(pm))
        return pm

    def _skeleton(self, module_text: str) -> Optional[str]:
        """Split mode's share of the parent: the module without its body, printed with
        a placeholder op where the workers' output goes (``None`` on any error)."""
        from ..ir.core import Operation
        from ..ir.module import parse_module
        from ..ir.printer import print_module
        from ..ir.verifier import verify

        o = self.opts
        ctx = Context(allow_unregistered=o.allow_unregistered)
        try:
            top = parse_module(SourceFile("<split>", module_text), ctx, implicit_module=True)
        except ParseError:
            return None
        if top.name != "builtin.module" or len(top.regions) != 1:
            return None
        if not top.regions[0].blocks:  # a generic ``({\n})`` body has no block yet
            from ..ir.core import Block

            top.regions[0].add_block(Block())
        if verify(top, ctx):
            return None
        top.regions[0].blocks[0].append(Operation("irlite.split_placeholder"))
        return print_module(top, generic=o.generic, debuginfo=o.debuginfo) + "\n"  # as _process

    def _process(self, source: SourceFile) -> str:
        """Parse, verify, run and print one buffer; report diagnostics on failure."""
        from ..ir.diagnostics import report
        from ..ir.module import parse_module
        from ..ir.printer import print_module

        o = self.opts
        passes = self.passes
        ctx = Context(allow_unregistered=o.allow_unregistered)
        try:
            with passes.scope("Parser"):
                top = parse_module(source, ctx, implicit_module=o.implicit_module)
        except ParseError as e:
            report(e)
            raise ChunkFailed() from None
        with passes.scope("Verifier"):
            if not self._verify(top, ctx):
                raise ChunkFailed()
        pm = self.pipeline
        if passes.run_reproducer:
            pm = self._reproducer_pm(ctx)
        elif pm is not None and (o.split or o.verify_diagnostics):
            pm = passes.build(ctx, o.verify_each, o.generic, o.debuginfo)  # fresh state per chunk
        if pm is not None and not passes.run(pm, top, ctx):
            raise ChunkFailed()
        with passes.scope("Output"):
            return print_module(top, generic=o.generic, debuginfo=o.debuginfo,
                                resources=getattr(ctx, "resources", None)) + "\n"

    def _reproducer_pm(self, ctx: Context) -> Any:
        """``--run-reproducer``: the pass manager named by the input's ``mlir_reproducer`` block."""
        from ..ir.diagnostics import Diagnostic, report
        from ..passes.crash_recovery import reproducer_options
        from ..passes.pipeline import PipelineError

        ro = reproducer_options(getattr(ctx, "resources", None))
        if ro is None:
            report(Diagnostic.error(None, "the input has no 'mlir_reproducer' resource to run"))
            raise ChunkFailed()
        if ro["disable_threading"]:
            self.passes.disable_threading = True
        try:
            return self.passes.build(ctx, ro["verify_each"], self.opts.generic, self.opts.debuginfo,
                                     pipeline=ro["pipeline"])
        except PipelineError as e:
            sys.stderr.write(e.render() + "\n")
            raise ChunkFailed() from None

    def _verify(self, op: Any, ctx: Context) -> bool:
        from ..ir.diagnostics import report
        from ..ir.verifier import verify

        diags = verify(op, ctx)
        if diags:
            for d in diags:
                report(d)
            return False
        return True
