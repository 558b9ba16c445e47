"""What ``irlite-opt`` does with one input buffer: parse, verify, run, print.

Split-input-file chunks are processed independently and their outputs joined
with ``// -----``, as mlir-opt does; a failing chunk makes the exit code 1
but the others still run. With ``--verify-diagnostics`` the diagnostics are
captured and checked against the ``expected-*`` comments instead of printed.
"""

from __future__ import annotations

import sys
from typing import Any

from ..ir.context import Context
from ..ir.cursor import ParseError, SourceFile
from ._cli import ChunkFailed


class OptDriver:
    def __init__(self, opts: Any) -> None:
        self.opts = opts

    def run(self, text: str, name: str) -> int:
        from ..passes.infra.cli import CLIError, PassCLI
        from ..passes.infra.pipeline import PipelineError
        from ._cli import process_chunks, write_output_or_report

        o = self.opts
        # Build the pipeline first: a bad pipeline is an error before any input is read.
        try:
            self.passes = getattr(o, "pass_cli", None) or PassCLI.from_flags(
                o.pass_flags, o.pipeline, tool_flags=getattr(o, "flag_names", ())
            )
            self.pipeline = self._build_pipeline()
        except CLIError as e:
            sys.stderr.write("".join(f"irlite-opt: {line}\n" for line in str(e).split("\n")))
            return 1
        except PipelineError as e:
            sys.stderr.write(e.render() + "\n")
            return 1
        if (
            self.pipeline is not None
            and not getattr(o, "local_scope", False)
            and not getattr(o, "unique_ssa_ids", False)
            and not getattr(o, "skip_regions", False)
            and not getattr(o, "value_users", False)
            and getattr(o, "elide_elements", None) is None
            and getattr(o, "hex_elements", None) is None
            and not getattr(o, "pretty_debuginfo", False)
            and getattr(o, "resource_limit", None) is None
            and self.passes.can_split(self.pipeline, o, len(text))
        ):
            res = self.passes.try_split(self.pipeline, text, name, o, self._skeleton)
            if res is not None:
                ok, result = res
                if ok and not write_output_or_report("irlite-opt", o.output, result):
                    return 1
                self.passes.finish()
                return 0 if ok else 1
        from ..ir.diagnostics import get_engine

        get_engine().print_debuginfo = o.debuginfo
        ok, outputs = process_chunks(o, text, name, self._process, True)
        result = "// -----\n".join(outputs)
        self.passes.finish()
        # mlir-opt streams split chunks to stdout as it goes, but keeps an output
        # file only when everything succeeded.
        if (ok or (o.split and o.output == "-")) and not write_output_or_report(
            "irlite-opt", o.output, result
        ):
            return 1
        return 0 if ok else 1

    def _build_pipeline(self) -> Any:
        """The pass manager the flags ask for (``None`` without passes); checks it early."""
        o = self.opts
        if self.passes.run_reproducer:
            return None  # the pipeline comes from the input file
        pm = self.passes.build(
            Context(allow_unregistered=o.allow_unregistered), o.verify_each, o.generic, o.debuginfo
        )
        if pm is not None and self.passes.dump:
            sys.stderr.write(self.passes.dump_text(pm))
        return pm

    def _skeleton(self, module_text: str, name: str = "<split>") -> Any:
        """Split mode's share of the parent: the module without its body, parsed and
        verified, with a placeholder op where the workers' output goes (``None`` on
        any error)."""
        from ..passes.infra.parallel import skeleton_module

        return skeleton_module(
            module_text, Context(allow_unregistered=self.opts.allow_unregistered), name
        )

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
        if getattr(o, "dump_dispatches", None):
            from ..targets.dispatch.dump import dump_dispatches

            dump_dispatches(top, o.dump_dispatches)
        generic = o.generic
        if pm is not None and not pm.verify_each and not generic:
            # As mlir-opt's printer (AsmState verifies first): IR that fails the
            # verifier, which only --verify-each=false lets through, prints generic.
            from ..ir.verifier import verify

            generic = bool(verify(top, ctx))
        with passes.scope("Output"):
            return (
                print_module(
                    top,
                    generic=generic,
                    debuginfo=o.debuginfo,
                    resources=getattr(ctx, "resources", None),
                    local_scope=getattr(o, "local_scope", False),
                    unique_ssa_ids=getattr(o, "unique_ssa_ids", False),
                    skip_regions=getattr(o, "skip_regions", False),
                    value_users=getattr(o, "value_users", False),
                    elide_elements_if_larger=getattr(o, "elide_elements", None),
                    hex_elements_if_larger=getattr(o, "hex_elements", None),
                    pretty_debuginfo=getattr(o, "pretty_debuginfo", False),
                    resource_strings_limit=getattr(o, "resource_limit", None),
                )
                + "\n"
            )

    def _reproducer_pm(self, ctx: Context) -> Any:
        """``--run-reproducer``: the pass manager named by the input's ``mlir_reproducer`` block."""
        from ..ir.diagnostics import Diagnostic, report
        from ..passes.infra.crash_recovery import reproducer_options
        from ..passes.infra.pipeline import PipelineError

        ro = reproducer_options(getattr(ctx, "resources", None))
        if ro is None:
            report(Diagnostic.error(None, "the input has no 'mlir_reproducer' resource to run"))
            raise ChunkFailed()
        if ro["disable_threading"]:
            self.passes.disable_threading = True
        try:
            return self.passes.build(
                ctx,
                ro["verify_each"],
                self.opts.generic,
                self.opts.debuginfo,
                pipeline=ro["pipeline"],
            )
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
