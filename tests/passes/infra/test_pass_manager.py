"""Pass manager: pipeline grammar, execution, failures, analyses, instrumentation,
reproducers and parallel runs equal to sequential ones."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.infra import cli as pass_cli
from irlite.passes.infra.manager import PassManager
from irlite.passes.infra.pipeline import PipelineError, parse_pipeline, print_pipeline
from irlite.tools.opt import main as opt_main

SRC = """func.func private @dead()
func.func private @used()
func.func @live(%a: i32) -> i32 {
  call @used() : () -> ()
  return %a : i32
}
"""


def _workload(n_funcs: int = 12, n_ops: int = 30) -> str:
    lines = ['"builtin.module"() ({']
    for f in range(n_funcs):
        lines.append(f'  "func.func"() <{{function_type = (i32) -> i32, sym_name = "f{f}"}}> ({{')
        lines.append("  ^bb0(%arg0: i32):")
        prev = "%arg0"
        for i in range(n_ops):
            lines.append(f'    %v{i} = "test.op"({prev}) {{k = {i} : i64}} : (i32) -> i32')
            prev = f"%v{i}"
        lines.append(f'    "func.return"({prev}) : (i32) -> ()')
        lines.append("  }) : () -> ()")
    lines.append("}) : () -> ()")
    return "\n".join(lines) + "\n"


def run_opt(args: list, capsys: pytest.CaptureFixture) -> tuple[int, str, str]:
    rc = opt_main(args)
    out = capsys.readouterr()
    return rc, out.out, out.err


@pytest.fixture()
def opt_src(tmp_path, capsys):
    """Runs irlite-opt with the given flags on a file holding ``SRC``: (exit code, stdout,
    stderr)."""
    f = tmp_path / "s.mlir"
    f.write_text(SRC)

    def run(*flags: str) -> tuple[int, str, str]:
        return run_opt([str(f), *flags], capsys)

    return run


# ------------------------------------------------------------------ grammar


@pytest.mark.parametrize(
    "text, printed",
    [
        ("builtin.module(symbol-dce)", "builtin.module(symbol-dce)"),
        (
            "builtin.module( func.func( test-count , test-sleep{ms=2} ) )",
            "builtin.module(func.func(test-count,test-sleep{ms=2.0}))",
        ),
        ("builtin.module(any(test-fail{on='a b'}))", "builtin.module(any(test-fail{on={a b}}))"),
        ("builtin.module(print-op-stats{json})", "builtin.module(print-op-stats{json=true})"),
    ],
)
def test_pipeline_round_trip(text: str, printed: str) -> None:
    assert print_pipeline(parse_pipeline(text)) == printed
    assert print_pipeline(parse_pipeline(printed)) == printed


@pytest.mark.parametrize(
    "text, message, col",
    [
        # As mlir-opt 19: columns count inside the outermost anchor, whose text is echoed.
        ("builtin.module(foo)", "'foo' does not refer to a registered pass or pass pipeline", 1),
        (
            "builtin.module(test-count,)",
            "'' does not refer to a registered pass or pass pipeline",
            12,
        ),
        (
            "builtin.module(func.func())",
            "'' does not refer to a registered pass or pass pipeline",
            11,
        ),
        ("builtin.module(func.func(test-count)", "unbalanced parentheses", 11),
        ("builtin.module(func.func(test-count)))", "extra closing ')'", 22),
        ("builtin.module(func.func{a=1}(cse))", "expected ',' after parsing pipeline", 15),
        ("builtin.module(func.func(cse) cse)", "expected ',' after parsing pipeline", 16),
        (
            "builtin.module(func.return(test-count))",
            "trying to schedule a pass on 'func.return', an operation not marked as 'IsolatedFromAbove'",
            1,
        ),
        # An unknown pass is found before a bad option, wherever it is.
        ("builtin.module(test-sleep{ms=x},foo)", "'foo' does not refer", 18),
    ],
)
def test_pipeline_errors(text: str, message: str, col: int) -> None:
    with pytest.raises(PipelineError) as ei:
        PassManager.from_pipeline(text, Context())
    e = ei.value
    assert message in e.message
    assert e.offset + 1 == col
    inner = text[text.index("(") + 1 : -1]
    lines = e.render().splitlines()
    assert lines[0] == (
        f"<unknown>:0: error: MLIR Textual PassPipeline Parser:1:{col}: error: {e.message}"
    )
    assert lines[1:] == [inner, " " * e.offset + "^"]


@pytest.mark.parametrize(
    "text, expected",
    [
        # mlir-opt 19's stderr (its tool name and 'long' for an int64_t option aside), then
        # the pipeline with a caret under the option.
        (
            "builtin.module(test-sleep{ms=abc})",
            (
                "irlite-opt: for the --ms option: 'abc' value invalid for floating point argument!\n"
                "<unknown>:0: error: \n"
                "failed to add `test-sleep` with options `ms=abc`\n"
                "test-sleep{ms=abc}\n"
                "              ^\n"
            ),
        ),
        (
            "builtin.module(func.func(test-sleep{bogus=1}))",
            (
                "<unknown>:0: error: <Pass-Options-Parser>: no such option bogus\n"
                "\n"
                "failed to add `test-sleep` with options `bogus=1`\n"
                "failed to add `func.func` with options `` to inner pipeline\n"
                "func.func(test-sleep{bogus=1})\n"
                "                     ^\n"
            ),
        ),
        (
            "builtin.module(print-op-stats{json=maybe})",
            (
                "irlite-opt: for the --json option: 'maybe' is invalid value for boolean argument! Try 0 or 1\n"
                "<unknown>:0: error: \n"
                "failed to add `print-op-stats` with options `json=maybe`\n"
                "print-op-stats{json=maybe}\n"
                "                    ^\n"
            ),
        ),
        (
            "builtin.module(test-sleep{ms})",
            (
                "irlite-opt: for the --ms option: requires a value!\n"
                "<unknown>:0: error: \n"
                "failed to add `test-sleep` with options `ms`\n"
                "test-sleep{ms}\n"
                "           ^\n"
            ),
        ),
        (
            "test-count",
            (
                "<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, "
                "e.g. 'builtin.module(...)'"
            ),
        ),
        (
            "builtin.module(symbol-dce{}",
            (
                "<unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, "
                "e.g. 'builtin.module(...)'"
            ),
        ),
    ],
)
def test_pipeline_error_rendering(text: str, expected: str) -> None:
    with pytest.raises(PipelineError) as ei:
        PassManager.from_pipeline(text, Context())
    assert ei.value.render() == expected


def test_empty_pipelines() -> None:
    assert len(PassManager.from_pipeline("builtin.module()", Context())) == 0
    assert len(PassManager.from_pipeline("  builtin.module(  )  ", Context())) == 0


# ------------------------------------------------------------------ execution


def _run(pipeline: str, src: str = SRC, **kw: object) -> tuple[bool, str]:
    ctx = Context(allow_unregistered=True)
    top = parse_module(src, ctx)
    pm = PassManager.from_pipeline(pipeline, ctx, **kw)
    ok = pm.run(top)
    return ok, print_module(top)


def test_symbol_dce_erases_unused_private_symbols() -> None:
    ok, out = _run("builtin.module(symbol-dce)")
    assert ok
    assert "@dead" not in out and "@used" in out and "@live" in out


def test_symbol_dce_nested_tables() -> None:
    src = """module {
  module @inner attributes {sym_visibility = "private"} {
    func.func @pub()
  }
  module @kept {
    func.func private @gone()
    func.func @stays(%a: i32) -> i32 { return %a : i32 }
  }
}
"""
    ok, out = _run("builtin.module(symbol-dce)", src)
    assert ok
    assert "@inner" not in out and "@gone" not in out and "@stays" in out


def test_failing_pass_stops_pipeline(capsys: pytest.CaptureFixture) -> None:
    ok, _ = _run("builtin.module(func.func(test-fail{on=live},test-set-attr))")
    assert not ok
    err = capsys.readouterr().err
    assert "error: test-fail: failing as requested" in err


def test_exception_becomes_diagnostic(capsys: pytest.CaptureFixture) -> None:
    ok, _ = _run("builtin.module(func.func(test-raise{on=live}))")
    assert not ok
    err = capsys.readouterr().err
    assert (
        "pass 'test-raise' failed on 'func.func' op with an exception: RuntimeError: test-raise: boom"
        in err
    )
    assert "<string>:3:1: error:" in err  # the op's location
    assert "Traceback" not in err


def test_verify_each_names_the_pass(capsys: pytest.CaptureFixture) -> None:
    ok, _ = _run("builtin.module(func.func(test-break-ir))")
    assert not ok
    err = capsys.readouterr().err
    assert "the IR is invalid after pass 'test-break-ir'" in err
    ok, _ = _run("builtin.module(func.func(test-break-ir))", verify_each=False)
    assert ok


def test_analysis_cached_and_invalidated() -> None:
    from irlite.passes.infra.testing import OpCountAnalysis

    OpCountAnalysis.computed = 0
    ok, _ = _run("builtin.module(test-analysis,test-analysis,test-count)")
    assert ok and OpCountAnalysis.computed == 1  # preserved between the two runs
    OpCountAnalysis.computed = 0
    ok, _ = _run("builtin.module(test-analysis{preserve=false},test-analysis)")
    assert ok and OpCountAnalysis.computed == 2


def test_wrongly_anchored_pass_is_rejected() -> None:
    from irlite.passes.infra.pass_base import Pass, register_pass

    @register_pass("test-func-only", summary="x", anchor="func.func")
    class FuncOnly(Pass):
        def run_on_operation(self, op: object) -> None:
            pass

    with pytest.raises(PipelineError, match="restricted to 'func.func'.*did you intend to nest"):
        PassManager.from_pipeline("builtin.module(test-func-only)", Context())
    PassManager.from_pipeline("builtin.module(func.func(test-func-only))", Context())


def test_declare_pass_for_rules() -> None:
    from irlite.passes.infra.pass_base import Option
    from irlite.passes.infra.registry import declare_pass

    seen = []
    declare_pass(
        "test-declared",
        lambda p, op: seen.append((op.name, p.level)) or None,
        summary="declared",
        options=[Option("level", int, 3, "a level")],
    )
    ok, _ = _run("builtin.module(func.func(test-declared{level=7}))")
    assert ok and seen == [("func.func", 7)] * 3


# ------------------------------------------------------------------ parallel


def test_thread_executor_matches_sequential() -> None:
    src = _workload()
    _, seq = _run("builtin.module(func.func(test-rebuild-attrs,test-set-attr))", src)
    with ThreadPoolExecutor(2) as ex:
        _, par = _run(
            "builtin.module(func.func(test-rebuild-attrs,test-set-attr))", src, executor=ex
        )
    assert par == seq


def test_process_executor_matches_sequential() -> None:
    from irlite.passes.infra.parallel import process_pool

    src = _workload()
    ok1, seq = _run("builtin.module(func.func(test-set-attr,test-count))", src)
    ex = process_pool(2)
    try:
        ctx = Context(allow_unregistered=True)
        top = parse_module(src, ctx)
        pm = PassManager.from_pipeline(
            "builtin.module(func.func(test-set-attr,test-count))", ctx, executor=ex
        )
        ok2 = pm.run(top)
        par = print_module(top)
    finally:
        ex.shutdown()
    assert ok1 and ok2 and par == seq
    counts = [p.statistics.get("num-ops") for p in pm.all_passes() if p.ARGUMENT == "test-count"]
    assert counts == [12 * 32]


def test_dask_executor_matches_sequential() -> None:
    distributed = pytest.importorskip("distributed", reason="dask 'distributed' is not installed")
    src = _workload(6, 10)
    _, seq = _run("builtin.module(func.func(test-set-attr))", src)
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        _, par = _run(
            "builtin.module(func.func(test-set-attr))", src, executor=client.get_executor()
        )
    assert par == seq


@pytest.mark.parametrize("generic", [False, True])
def test_split_mode_matches_sequential(generic: bool, tmp_path, capsys, monkeypatch) -> None:
    f = tmp_path / "w.mlir"
    f.write_text(_workload(20, 15))
    base = [
        "--allow-unregistered-dialect",
        str(f),
        "--pass-pipeline=builtin.module(func.func(test-rebuild-attrs,test-set-attr))",
    ]
    if generic:
        base.append("--mlir-print-op-generic")
    rc1, seq, _ = run_opt(base + ["--threads=1"], capsys)
    monkeypatch.setattr(pass_cli, "SPLIT_MIN_BYTES", 0)
    called = []
    import irlite.passes.infra.parallel as par_mod

    real = par_mod.run_split
    monkeypatch.setattr(par_mod, "run_split", lambda *a, **k: called.append(1) or real(*a, **k))
    rc2, par, _ = run_opt(base + ["--threads=2"], capsys)
    assert rc1 == rc2 == 0 and called
    assert par == seq


@pytest.mark.parametrize(
    "sizes,width", [([1] * 200, 2), ([5] * 7, 4), ([100, 1, 1, 1, 100], 2), ([3], 8), ([], 2)]
)
def test_guided_bounds_cover_everything_in_shrinking_batches(sizes: list, width: int) -> None:
    from irlite.passes.infra.parallel import guided_bounds

    b = guided_bounds(sizes, width)
    assert b[0] == 0 and b[-1] == len(sizes)
    assert all(x < y for x, y in zip(b, b[1:]))  # every batch holds something
    work = [sum(sizes[x:y]) for x, y in zip(b, b[1:])]
    if len(set(sizes)) == 1 and len(work) > 1:
        assert work[0] >= work[-1] and work[0] <= sum(sizes) / (2 * width) + sizes[0]


def test_split_mode_workers_initialize_passes(tmp_path, capsys, monkeypatch) -> None:
    """A worker's pass manager initializes its passes as ``PassManager.run`` does."""
    from irlite.passes.infra.parallel import _worker_pm
    from irlite.passes.infra.pass_base import Pass
    from irlite.passes.transforms.canonicalize import Canonicalizer

    calls = []
    for cls in (Pass, Canonicalizer):
        monkeypatch.setattr(cls, "initialize", lambda self, ctx: calls.append(type(self).__name__))
    _worker_pm("builtin.module(func.func(cse,canonicalize))", True, Context())
    assert sorted(calls) == ["CSE", "Canonicalizer"]


def test_split_mode_failure_reports_first_failing_function(tmp_path, capsys, monkeypatch) -> None:
    f = tmp_path / "w.mlir"
    f.write_text(_workload(8, 5))
    monkeypatch.setattr(pass_cli, "SPLIT_MIN_BYTES", 0)
    args = [
        "--allow-unregistered-dialect",
        str(f),
        "--pass-pipeline=builtin.module(func.func(test-fail{on=f5}))",
    ]
    rc1, _, err1 = run_opt(args + ["--threads=1"], capsys)
    rc2, _, err2 = run_opt(args + ["--threads=2"], capsys)
    assert rc1 == rc2 == 1
    assert err1 == err2
    assert f"{f}:" in err2 and "test-fail: failing as requested" in err2


# ------------------------------------------------------------------ instrumentation


def test_timing_and_statistics_reports(opt_src) -> None:
    rc, _, err = opt_src(
        "--pass-pipeline=builtin.module(func.func(test-count),symbol-dce)",
        "--mlir-timing",
        "--mlir-pass-statistics",
    )
    assert rc == 0
    assert "... Pass statistics report ..." in err
    assert (
        "'func.func' Pipeline\n  TestCount\n    (S) 5 num-ops - Number of ops seen\nSymbolDCE\n"
        "  (S) 1 num-dce'd - Number of symbols DCE'd" in err
    )
    assert "... Execution time report ..." in err
    names = [
        ln[40:]
        for ln in err.splitlines()
        if "%)" in ln and ln.endswith(("Parser", "TestCount", "Total", "Output"))
    ]
    assert names == ["Parser", "  TestCount", "Output", "Total"]


def test_print_ir_after_change_and_failure(opt_src) -> None:
    # As mlir-opt 19: --mlir-print-ir-after-change filters what the other flags select
    # and prints nothing by itself.
    rc, _, err = opt_src(
        "--pass-pipeline=builtin.module(test-count,symbol-dce)", "--mlir-print-ir-after-change"
    )
    assert (rc, err) == (0, "")
    rc, _, err = opt_src(
        "--pass-pipeline=builtin.module(test-count,symbol-dce)",
        "--mlir-print-ir-after-change",
        "--mlir-print-ir-after-all",
    )
    assert rc == 0
    assert "IR Dump After TestCount" not in err
    assert err.startswith("// -----// IR Dump After SymbolDCE (symbol-dce) //----- //\nmodule {\n")
    rc, _, err = opt_src(
        "--pass-pipeline=builtin.module(func.func(test-fail{on=live}))",
        "--mlir-print-ir-after-failure",
        "--mlir-print-ir-module-scope",
    )
    assert rc == 1
    assert (
        "// -----// IR Dump After TestFail Failed (test-fail) ('func.func' operation: @live) //----- //\nmodule {"
        in err
    )


def test_print_ir_tree_dir(tmp_path, opt_src) -> None:
    d = tmp_path / "tree"
    rc, _, _ = opt_src(
        "--pass-pipeline=builtin.module(func.func(test-count),symbol-dce)",
        "--mlir-print-ir-after-all",
        f"--mlir-print-ir-tree-dir={d}",
    )
    assert rc == 0
    files = sorted(str(p.relative_to(d)) for p in d.rglob("*.mlir"))
    assert files == [
        "builtin_module_no-symbol-name/1_symbol-dce.mlir",
        "builtin_module_no-symbol-name/func_func_dead/0_0_test-count.mlir",
        "builtin_module_no-symbol-name/func_func_live/0_0_test-count.mlir",
        "builtin_module_no-symbol-name/func_func_used/0_0_test-count.mlir",
    ]


def test_crash_reproducer_round_trip(tmp_path, capsys, opt_src) -> None:
    repro = tmp_path / "repro.mlir"
    rc, _, err = opt_src(
        "--pass-pipeline=builtin.module(func.func(test-set-attr,test-raise{on=live}))",
        f"--mlir-pass-pipeline-crash-reproducer={repro}",
    )
    assert rc == 1
    assert "Failures have been detected while processing an MLIR pass pipeline" in err
    assert (
        f"[`TestRaise` on 'func.func' operation: @live]: reproducer generated at `{repro}`" in err
    )
    text = repro.read_text()
    assert 'pipeline: "builtin.module(func.func(test-raise{on=live}))"' in text
    # The IR as it was before the failing pass: test-set-attr already ran.
    assert "func.func @live(%arg0: i32) -> i32 attributes {test.visited}" in text
    rc, _, err = run_opt(["--run-reproducer", str(repro)], capsys)
    assert rc == 1 and "test-raise: boom" in err


def test_help_lists_passes_and_options(capsys) -> None:
    rc, out, _ = run_opt(["--help"], capsys)
    assert rc == 0
    assert "--symbol-dce" in out and "Eliminate dead symbols" in out
    assert "--ms=<number>" in out


def test_unknown_flag_and_dump(opt_src) -> None:
    rc, _, err = opt_src("--no-such-pass")
    assert rc == 1 and "Unknown command line argument '--no-such-pass'" in err
    rc, _, err = opt_src("--symbol-dce", "--test-sleep=ms=0", "--dump-pass-pipeline")
    assert rc == 0
    assert err == "Pass Manager with 2 passes:\nbuiltin.module(symbol-dce,test-sleep{ms=0.0})\n\n"


def test_print_op_stats(tmp_path, capsys) -> None:
    from irlite.passes.transforms.print_op_stats import op_stats_table

    assert op_stats_table(
        {"arith.addi": 1, "builtin.module": 1, "func.func": 2, "func.return": 1}
    ) == (
        "Operations encountered:\n-----------------------\n"
        "    arith.addi   , 1\n  builtin.module , 1\n     func.func   , 2\n     func.return , 1\n"
    )


# ------------------------------------------------------------------ printing broken IR


def test_custom_printer_that_raises_falls_back_to_generic_form() -> None:
    """A pass with --verify-each=false can leave ops whose custom printer cannot
    cope (an ``arith.addi`` with one operand): that op prints generic, the rest
    keep their custom form, and nothing of the failed attempt is left behind."""
    ctx = Context()
    top = parse_module(
        "func.func @f(%a: i32) -> i32 {\n"
        "  %0 = arith.addi %a, %a : i32\n"
        "  %1 = arith.muli %0, %a : i32\n"
        "  return %1 : i32\n"
        "}\n",
        ctx,
    )
    add = top.regions[0].blocks[0].first.regions[0].blocks[0].first
    add.set_operands([add.operand(0)])
    text = print_module(top)
    assert text == (
        "module {\n"
        "  func.func @f(%arg0: i32) -> i32 {\n"
        '    %0 = "arith.addi"(%arg0) <{overflowFlags = #arith.overflow<none>}> : (i32) -> i32\n'
        "    %1 = arith.muli %0, %arg0 : i32\n"
        "    return %1 : i32\n"
        "  }\n"
        "}\n"
    )
    # The generic form reads back (and fails verification there, as it should).
    again = parse_module(text, Context())
    from irlite.ir.verifier import verify

    assert [d.message for d in verify(again, ctx)] == [
        "'arith.addi' op expected 2 operands, but found 1"
    ]


def test_raising_printer_inside_a_region_restores_printer_state() -> None:
    from irlite.ir.core import Operation
    from irlite.ir.printer import Printer

    class Boom(Operation):
        __slots__ = ()
        OP_NAME = "test.boom"
        registered = True
        traits = frozenset()

        def print(self, p: object) -> None:
            p.out.append("test.boom ")
            p.print_region(self.regions[0], default_dialect="test")
            raise RuntimeError("printer bug")

    ctx = Context(allow_unregistered=True)
    ctx.register_op(Boom)
    top = parse_module('"test.boom"() ({\n  "test.inner"() : () -> ()\n}) : () -> ()\n', ctx)
    p = Printer()
    text = p.print_top(top)
    assert p.indent == 0 and p.default_dialects == [""]
    assert text == (
        'module {\n  "test.boom"() ({\n    "test.inner"() : () -> ()\n  }) : () -> ()\n}\n'
    )
    # Inside a function: the ops after it still print with the function's default dialect.
    top = parse_module(
        'func.func @f() {\n  "test.boom"() ({\n    "test.inner"() : () -> ()\n  }) : () -> ()\n'
        "  return\n}\n",
        ctx,
    )
    assert print_module(top) == (
        "module {\n"
        "  func.func @f() {\n"
        '    "test.boom"() ({\n'
        '      "test.inner"() : () -> ()\n'
        "    }) : () -> ()\n"
        "    return\n"
        "  }\n"
        "}\n"
    )


# ------------------------------------------------------------------ split mode: features


def _feature_workload(
    n_funcs: int = 10,
    n_ops: int = 6,
    aliases: bool = True,
    calls: bool = True,
    locs: bool = True,
    module_attrs: bool = False,
) -> str:
    """Functions with alias uses (#map, a type alias), calls across functions and
    locations; ``module_attrs``: the module has aliasable attributes of its own
    (printed before its body in the custom form, after it in the generic one)."""
    lines = []
    if aliases:
        lines += [
            "#map = affine_map<(d0) -> (d0 + 1)>",
            "#map1 = affine_map<(d0, d1) -> (d1, d0)>",
            "!t = i32",
        ]
    ty = "!t" if aliases else "i32"
    lines.append(
        "module attributes {test.m = affine_map<(d0) -> (d0 * 2)>, test.n = affine_map<(d0) -> (d0 + 1)>} {"
        if module_attrs
        else "module {"
    )
    for f in range(n_funcs):
        lines.append(f"  func.func @f{f}(%arg0: {ty}, %m: memref<4xf32>) -> {ty} {{")
        prev = "%arg0"
        for i in range(n_ops):
            attr = ""
            if aliases and i % 3 == 0:
                attr = " {m = #map}" if f % 2 else " {m = #map1}"
            if aliases and i == 1 and f % 4 == 3:  # a map first used late, in one function
                attr = f" {{s = affine_map<(d0) -> (d0 * {f})>}}"
            loc = ""
            if locs:
                loc = (
                    f' loc("op{f}"("src.py":{f}:7))'
                    if i == 2
                    else ' loc(fused["a.py":1:2, "b.py":3:4])'
                    if i == 4 and f % 2
                    else f' loc("src.py":{f * 100 + i}:{i + 1})'
                )
            lines.append(f'    %v{i} = "test.op"({prev}){attr} : ({ty}) -> {ty}{loc}')
            prev = f"%v{i}"
        if calls and f > 0:
            lines.append(
                f"    %c = func.call @f{(f * 7) % n_funcs}({prev}, %m) : ({ty}, memref<4xf32>) -> {ty}"
            )
            prev = "%c"
        lines.append(f"    return {prev} : {ty}")
        lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _split_vs_sequential(
    path,
    extra: list,
    capsys,
    monkeypatch,
    pipeline: str = "builtin.module(func.func(test-set-attr))",
) -> tuple:
    """(sequential result, split result, whether split mode did the job)."""
    import irlite.passes.infra.parallel as par_mod

    base = [str(path), "--allow-unregistered-dialect", f"--pass-pipeline={pipeline}", *extra]
    seq = run_opt(base + ["--threads=1"], capsys)
    monkeypatch.setattr(pass_cli, "SPLIT_MIN_BYTES", 0)
    done: list = []
    real = par_mod.run_split
    monkeypatch.setattr(
        par_mod, "run_split", lambda *a, **k: done.append(real(*a, **k)) or done[-1]
    )
    par = run_opt(base + ["--threads=2"], capsys)
    monkeypatch.setattr(par_mod, "run_split", real)
    return seq, par, bool(done) and done[-1] is not None


@pytest.mark.parametrize("features", ["a", "c", "l", "acl", "m", "alm"])
@pytest.mark.parametrize(
    "flags",
    [
        (),
        ("--mlir-print-op-generic",),
        ("--mlir-print-debuginfo",),
        ("--mlir-print-op-generic", "--mlir-print-debuginfo"),
    ],
)
def test_split_mode_with_aliases_symbols_and_locations(
    features: str, flags: tuple, tmp_path, capsys, monkeypatch
) -> None:
    f = tmp_path / "w.mlir"
    f.write_text(
        _feature_workload(
            aliases="a" in features,
            calls="c" in features,
            locs="l" in features,
            module_attrs="m" in features,
        )
    )
    seq, par, split = _split_vs_sequential(f, list(flags), capsys, monkeypatch)
    assert split, "split mode fell back to a sequential run"
    assert seq[0] == 0 and par == seq


@pytest.mark.parametrize(
    "first", [("--mlir-print-debuginfo",), ("--mlir-print-op-generic", "--mlir-print-debuginfo")]
)
def test_split_mode_reads_loc_aliases_after_the_module(
    first: tuple, tmp_path, capsys, monkeypatch
) -> None:
    """mlir-opt's debuginfo output defines ``#loc`` aliases after the module: they
    reach every worker, and the output renumbers them as a sequential run does."""
    src = tmp_path / "w.mlir"
    src.write_text(_feature_workload())
    rc, printed, _ = run_opt([str(src), "--allow-unregistered-dialect", *first], capsys)
    assert rc == 0 and printed.rstrip().splitlines()[-1].startswith("#loc")
    f = tmp_path / "w2.mlir"
    f.write_text(printed)
    seq, par, split = _split_vs_sequential(f, ["--mlir-print-debuginfo"], capsys, monkeypatch)
    assert split and seq[0] == 0 and par == seq


@pytest.mark.parametrize(
    "old, new, message",
    [
        (
            "func.call @f7(",
            "func.call @nope(",
            "'func.call' op 'nope' does not reference a valid function",
        ),
        (
            "func.call @f7(%v5, %m) : (!t, memref<4xf32>) -> !t",
            "func.call @f7(%v5) : (!t) -> !t",
            "'func.call' op incorrect number of operands for callee",
        ),
    ],
)
def test_split_mode_bad_symbol_use_reports_as_sequential(
    old: str, new: str, message: str, tmp_path, capsys, monkeypatch
) -> None:
    text = _feature_workload()
    assert old in text
    f = tmp_path / "w.mlir"
    f.write_text(text.replace(old, new, 1))
    seq, par, split = _split_vs_sequential(f, [], capsys, monkeypatch)
    assert not split  # the whole job redone sequentially, for the exact diagnostic
    assert seq[0] == 1 and par == seq and message in seq[2]


@pytest.mark.parametrize("flags", [(), ("--mlir-print-op-generic",)])
def test_split_mode_symbol_lookups_in_op_verifiers(
    flags: tuple, tmp_path, capsys, monkeypatch
) -> None:
    """``memref.get_global`` looks its global up when verified (after every pass
    too): the other batches' symbols are in each worker's module, as declarations."""
    lines = ['memref.global "private" constant @g : memref<4xf32> = dense<1.0>']
    for i in range(8):
        lines += [
            f"func.func @f{i}() -> memref<4xf32> {{",
            "  %0 = memref.get_global @g : memref<4xf32>",
            "  %1 = memref.get_global @g : memref<4xf32>",
            "  return %1 : memref<4xf32>",
            "}",
        ]
    f = tmp_path / "g.mlir"
    f.write_text("\n".join(lines) + "\n")
    seq, par, split = _split_vs_sequential(
        f, list(flags), capsys, monkeypatch, pipeline="builtin.module(func.func(cse))"
    )
    assert split and seq[0] == 0 and par == seq
    assert seq[1].count("memref.get_global") == 8  # cse kept one per function


@pytest.mark.parametrize(
    "text,value",
    [
        ("010", 8),
        ("0x10", 16),
        ("0b11", 3),
        ("-3", -3),
        ("0", 0),
        ("12", 12),
        ("08", None),
        ("1_0", None),
        ("", None),
        ("x", None),
    ],
)
def test_integer_options_read_as_llvm_does(text: str, value) -> None:
    """LLVM's command line reads integers with radix 0: a leading 0 is octal."""
    from irlite.passes.infra.pass_base import _llvm_int

    if value is None:
        with pytest.raises(ValueError):
            _llvm_int(text)
    else:
        assert _llvm_int(text) == value
