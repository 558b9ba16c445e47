"""Pass manager: pipeline grammar, execution, failures, analyses, instrumentation,
reproducers and parallel runs equal to sequential ones."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes import cli as pass_cli
from irlite.passes.manager import PassManager
from irlite.passes.pipeline import PipelineError, parse_pipeline, print_pipeline
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


# ------------------------------------------------------------------ grammar


@pytest.mark.parametrize(
    "text, printed",
    [
        ("builtin.module(symbol-dce)", "builtin.module(symbol-dce)"),
        ("builtin.module( func.func( test-count , test-sleep{ms=2} ) )",
         "builtin.module(func.func(test-count,test-sleep{ms=2.0}))"),
        ("builtin.module(any(test-fail{on='a b'}))", "builtin.module(any(test-fail{on={a b}}))"),
        ("builtin.module(func.func())", "builtin.module(func.func())"),
        ("builtin.module(print-op-stats{json})", "builtin.module(print-op-stats{json=true})"),
    ],
)
def test_pipeline_round_trip(text: str, printed: str) -> None:
    assert print_pipeline(parse_pipeline(text)) == printed
    assert print_pipeline(parse_pipeline(printed)) == printed


@pytest.mark.parametrize(
    "text, message, col",
    [
        ("builtin.module(foo)", "'foo' does not refer to a registered pass or pass pipeline", 16),
        ("builtin.module(test-count,)", "'' does not refer to a registered pass or pass pipeline", 27),
        ("builtin.module(test-sleep{bogus=1})", "no such option 'bogus' for pass 'test-sleep'", 27),
        ("builtin.module(test-sleep{ms=abc})", "invalid value for option 'ms'", 30),
        ("builtin.module(func.func(test-count)", "unbalanced parentheses", 16),
        ("builtin.module(func.func(test-count)))", "extra closing ')'", 38),
        ("builtin.module(func.return(test-count))", "'func.return' is not isolated from above", 16),
        ("test-count", "expected pass pipeline to be wrapped with the anchor operation type", 1),
    ],
)
def test_pipeline_errors(text: str, message: str, col: int) -> None:
    with pytest.raises(PipelineError) as ei:
        PassManager.from_pipeline(text, Context())
    e = ei.value
    assert message in e.message
    assert e.offset + 1 == col
    rendered = e.render()
    assert rendered.splitlines()[1] == text
    assert rendered.splitlines()[2] == " " * e.offset + "^"


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
    assert "pass 'test-raise' failed on 'func.func' op with an exception: RuntimeError: test-raise: boom" in err
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
    from irlite.passes.testing import OpCountAnalysis

    OpCountAnalysis.computed = 0
    ok, _ = _run("builtin.module(test-analysis,test-analysis,test-count)")
    assert ok and OpCountAnalysis.computed == 1  # preserved between the two runs
    OpCountAnalysis.computed = 0
    ok, _ = _run("builtin.module(test-analysis{preserve=false},test-analysis)")
    assert ok and OpCountAnalysis.computed == 2


def test_wrongly_anchored_pass_is_rejected() -> None:
    from irlite.passes.pass_base import Pass, register_pass

    @register_pass("test-func-only", summary="x", anchor="func.func")
    class FuncOnly(Pass):
        def run_on_operation(self, op: object) -> None:
            pass

    with pytest.raises(PipelineError, match="restricted to 'func.func'.*did you intend to nest"):
        PassManager.from_pipeline("builtin.module(test-func-only)", Context())
    PassManager.from_pipeline("builtin.module(func.func(test-func-only))", Context())


def test_declare_pass_for_rules() -> None:
    from irlite.passes.pass_base import Option
    from irlite.passes.registry import declare_pass

    seen = []
    declare_pass("test-declared", lambda p, op: seen.append((op.name, p.level)) or None,
                 summary="declared", options=[Option("level", int, 3, "a level")])
    ok, _ = _run("builtin.module(func.func(test-declared{level=7}))")
    assert ok and seen == [("func.func", 7)] * 3


# ------------------------------------------------------------------ parallel


def test_thread_executor_matches_sequential() -> None:
    src = _workload()
    _, seq = _run("builtin.module(func.func(test-rebuild-attrs,test-set-attr))", src)
    with ThreadPoolExecutor(2) as ex:
        _, par = _run("builtin.module(func.func(test-rebuild-attrs,test-set-attr))", src, executor=ex)
    assert par == seq


def test_process_executor_matches_sequential() -> None:
    from irlite.passes.parallel import process_pool

    src = _workload()
    ok1, seq = _run("builtin.module(func.func(test-set-attr,test-count))", src)
    ex = process_pool(2)
    try:
        ctx = Context(allow_unregistered=True)
        top = parse_module(src, ctx)
        pm = PassManager.from_pipeline("builtin.module(func.func(test-set-attr,test-count))", ctx,
                                       executor=ex)
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
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        _, par = _run("builtin.module(func.func(test-set-attr))", src, executor=client.get_executor())
    assert par == seq


@pytest.mark.parametrize("generic", [False, True])
def test_split_mode_matches_sequential(generic: bool, tmp_path, capsys, monkeypatch) -> None:
    f = tmp_path / "w.mlir"
    f.write_text(_workload(20, 15))
    base = ["--allow-unregistered-dialect", str(f),
            "--pass-pipeline=builtin.module(func.func(test-rebuild-attrs,test-set-attr))"]
    if generic:
        base.append("--mlir-print-op-generic")
    rc1, seq, _ = run_opt(base + ["--threads=1"], capsys)
    monkeypatch.setattr(pass_cli, "SPLIT_MIN_BYTES", 0)
    called = []
    import irlite.passes.parallel as par_mod

    real = par_mod.run_split
    monkeypatch.setattr(par_mod, "run_split", lambda *a, **k: called.append(1) or real(*a, **k))
    rc2, par, _ = run_opt(base + ["--threads=2"], capsys)
    assert rc1 == rc2 == 0 and called
    assert par == seq


def test_split_mode_failure_reports_first_failing_function(tmp_path, capsys, monkeypatch) -> None:
    f = tmp_path / "w.mlir"
    f.write_text(_workload(8, 5))
    monkeypatch.setattr(pass_cli, "SPLIT_MIN_BYTES", 0)
    args = ["--allow-unregistered-dialect", str(f),
            "--pass-pipeline=builtin.module(func.func(test-fail{on=f5}))"]
    rc1, _, err1 = run_opt(args + ["--threads=1"], capsys)
    rc2, _, err2 = run_opt(args + ["--threads=2"], capsys)
    assert rc1 == rc2 == 1
    assert err1 == err2
    assert f"{f}:" in err2 and "test-fail: failing as requested" in err2


# ------------------------------------------------------------------ instrumentation


def test_timing_and_statistics_reports(tmp_path, capsys) -> None:
    f = tmp_path / "s.mlir"
    f.write_text(SRC)
    rc, _, err = run_opt([str(f), "--pass-pipeline=builtin.module(func.func(test-count),symbol-dce)",
                          "--mlir-timing", "--mlir-pass-statistics"], capsys)
    assert rc == 0
    assert "... Pass statistics report ..." in err
    assert "'func.func' Pipeline\n  TestCount\n    (S) 5 num-ops - Number of ops seen\nSymbolDCE\n" \
           "  (S) 1 num-dce'd - Number of symbols DCE'd" in err
    assert "... Execution time report ..." in err
    names = [ln[40:] for ln in err.splitlines() if "%)" in ln and ln.endswith(("Parser", "TestCount", "Total", "Output"))]
    assert names == ["Parser", "  TestCount", "Output", "Total"]


def test_print_ir_after_change_and_failure(tmp_path, capsys) -> None:
    f = tmp_path / "s.mlir"
    f.write_text(SRC)
    rc, _, err = run_opt([str(f), "--pass-pipeline=builtin.module(test-count,symbol-dce)",
                          "--mlir-print-ir-after-change"], capsys)
    assert rc == 0
    assert "IR Dump After TestCount" not in err
    assert err.startswith("// -----// IR Dump After SymbolDCE (symbol-dce) //----- //\nmodule {\n")
    rc, _, err = run_opt([str(f), "--pass-pipeline=builtin.module(func.func(test-fail{on=live}))",
                          "--mlir-print-ir-after-failure", "--mlir-print-ir-module-scope"], capsys)
    assert rc == 1
    assert "// -----// IR Dump After TestFail Failed (test-fail) ('func.func' operation: @live) //----- //\nmodule {" in err


def test_print_ir_tree_dir(tmp_path, capsys) -> None:
    f = tmp_path / "s.mlir"
    f.write_text(SRC)
    d = tmp_path / "tree"
    rc, _, _ = run_opt([str(f), "--pass-pipeline=builtin.module(func.func(test-count),symbol-dce)",
                        "--mlir-print-ir-after-all", f"--mlir-print-ir-tree-dir={d}"], capsys)
    assert rc == 0
    files = sorted(str(p.relative_to(d)) for p in d.rglob("*.mlir"))
    assert files == [
        "builtin_module_no-symbol-name/1_symbol-dce.mlir",
        "builtin_module_no-symbol-name/func_func_dead/0_0_test-count.mlir",
        "builtin_module_no-symbol-name/func_func_live/0_0_test-count.mlir",
        "builtin_module_no-symbol-name/func_func_used/0_0_test-count.mlir",
    ]


def test_crash_reproducer_round_trip(tmp_path, capsys) -> None:
    f = tmp_path / "s.mlir"
    f.write_text(SRC)
    repro = tmp_path / "repro.mlir"
    rc, _, err = run_opt([str(f), "--pass-pipeline=builtin.module(func.func(test-set-attr,test-raise{on=live}))",
                          f"--mlir-pass-pipeline-crash-reproducer={repro}"], capsys)
    assert rc == 1
    assert "Failures have been detected while processing an MLIR pass pipeline" in err
    assert f"[`TestRaise` on 'func.func' operation: @live]: reproducer generated at `{repro}`" in err
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


def test_unknown_flag_and_dump(tmp_path, capsys) -> None:
    f = tmp_path / "s.mlir"
    f.write_text(SRC)
    rc, _, err = run_opt([str(f), "--no-such-pass"], capsys)
    assert rc == 1 and "Unknown command line argument '--no-such-pass'" in err
    rc, _, err = run_opt([str(f), "--symbol-dce", "--test-sleep=ms=0", "--dump-pass-pipeline"], capsys)
    assert rc == 0
    assert err == "Pass Manager with 2 passes:\nbuiltin.module(symbol-dce,test-sleep{ms=0.0})\n\n"


def test_print_op_stats(tmp_path, capsys) -> None:
    from irlite.passes.print_op_stats import op_stats_table

    assert op_stats_table({"arith.addi": 1, "builtin.module": 1, "func.func": 2, "func.return": 1}) == (
        "Operations encountered:\n-----------------------\n"
        "    arith.addi   , 1\n  builtin.module , 1\n     func.func   , 2\n     func.return , 1\n"
    )
