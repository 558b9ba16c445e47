"""Passes declared in ``.rules`` files (``pass NAME on OP { ... apply RULESET }``):
registered by ``irlite.load_rules`` for Python pipelines and by ``--load-rules`` for
``irlite-opt``; options, drivers, statistics, ``--debug-rules``; bad declarations
rejected at their ``file:line:col``."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import irlite
from irlite.gen.errors import RulesError
from irlite.gen.pass_decl import generate_pass_module, parse_pass_decls
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.infra.declared import register_declared_passes
from irlite.passes.infra.manager import PassManager
from irlite.passes.infra.pipeline import PipelineError
from irlite.passes.infra.registry import PASSES, lookup_pass
from irlite.tools.opt import main as opt_main

HERE = Path(__file__).resolve().parent
POLY_DIR = HERE.parents[1] / "lit" / "passes" / "declared"
POLY = POLY_DIR / "poly.rules"

SRC = """func.func @f(%a: i32) -> i32 {
  %z = poly.const 0 : i32
  %o = poly.const 1 : i32
  %0 = poly.add %a, %z : i32
  %1 = poly.mul %0, %o : i32
  %2 = poly.mul %z, %1 : i32
  %3 = poly.add %1, %2 : i32
  return %3 : i32
}
"""

SIMPLIFIED = """module {
  func.func @f(%arg0: i32) -> i32 {
    return %arg0 : i32
  }
}
"""

FOLD_SRC = """func.func @g(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %z = poly.const 0 : i32
  %r = poly.add %s, %z : i32
  return %r : i32
}
"""


@pytest.fixture(scope="module", autouse=True)
def poly() -> None:
    irlite.load_rules(str(POLY))


def _run(pipeline: str, src: str = SRC) -> tuple[bool, str, PassManager]:
    ctx = Context()
    top = parse_module(src, ctx)
    pm = PassManager.from_pipeline(pipeline, ctx)
    ok = pm.run(top)
    return ok, print_module(top), pm


# ------------------------------------------------------------------ Python pipelines


def test_load_rules_registers_the_declared_passes() -> None:
    info = lookup_pass("poly-simplify")
    assert info is not None and info.anchor == "func.func"
    assert info.summary == "Simplify polynomial arithmetic"
    assert info.description == "Applies the simplify_poly rules until nothing changes."
    assert [(o.name, o.type, o.default) for o in info.options] == [
        ("max-iterations", int, 10),
        ("fold", bool, False),
    ]
    assert info.declared_at == (str(POLY), 72, 6)
    assert info.cls.DISPLAY_NAME == "PolySimplify"
    once = lookup_pass("poly-once")
    assert once is not None and once.anchor is None and once.options == ()


def test_python_pipeline_runs_the_ruleset_greedily() -> None:
    ok, out, pm = _run("builtin.module(func.func(poly-simplify{max-iterations=3}))")
    assert ok and out == SIMPLIFIED
    (p,) = pm.all_passes()
    assert p.max_iterations == 3 and p.fold is False
    assert p.statistics == {"AddZero": 2, "MulOne": 1, "MulZero": 1}
    assert pm.pipeline_text() == (
        "builtin.module(func.func(poly-simplify{fold=false max-iterations=3}))"
    )


def test_walk_driver_visits_each_op_once() -> None:
    # one walk, post order: add(a, 0) -> a, and nothing re-matched afterwards
    ok, out, pm = _run("builtin.module(poly-once)")
    assert ok
    assert "poly.add" in out and "poly.mul %arg0, %" in out
    (p,) = pm.all_passes()
    assert p.statistics == {"AddZero": 1}


def test_fold_option_folds_with_the_dialects_folders() -> None:
    _, kept, _ = _run("builtin.module(func.func(poly-simplify))", FOLD_SRC)
    assert "arith.addi" in kept and "poly.add" not in kept
    _, folded, _ = _run("builtin.module(func.func(poly-simplify{fold=true}))", FOLD_SRC)
    assert "arith.addi" not in folded and "arith.constant 3 : i32" in folded


def test_from_pass_list_nests_a_pass_on_its_anchor() -> None:
    pm = PassManager.from_pass_list("poly-simplify,cse,poly-simplify{fold=1}", Context())
    assert pm.pipeline_text() == (
        "builtin.module(func.func(poly-simplify{fold=false max-iterations=10}),cse,"
        "func.func(poly-simplify{fold=true max-iterations=10}))"
    )


def test_pipeline_on_the_wrong_anchor_is_refused_as_mlir() -> None:
    with pytest.raises(PipelineError) as e:
        PassManager.from_pipeline("builtin.module(poly-simplify)", Context())
    assert e.value.render() == (
        "<unknown>:0: error: Can't add pass 'PolySimplify' restricted to 'func.func' on a "
        "PassManager intended to run on 'builtin.module', did you intend to nest?\n"
        "failed to add `poly-simplify` with options ``\n"
    )


def test_bad_option_value_is_a_pipeline_error() -> None:
    with pytest.raises(PipelineError, match="value invalid for integer argument"):
        PassManager.from_pipeline("builtin.module(func.func(poly-simplify{max-iterations=x}))")


def test_debug_rules_traces_the_declared_pass(capsys: pytest.CaptureFixture) -> None:
    from irlite.passes.transforms.canonicalize import debug_rules

    with debug_rules():
        ok, out, _ = _run("builtin.module(func.func(poly-simplify))")
    err = capsys.readouterr().err
    assert ok and out == SIMPLIFIED
    assert "debug-rules: <string>:4:8 'poly.add': trying AddZero (poly.rules:40:1): fired" in err
    assert "trying MulZero (poly.rules:54:1): fired" in err


def test_reloading_the_same_file_replaces_its_passes() -> None:
    before = PASSES["poly-simplify"]
    irlite.load_rules(str(POLY))
    after = PASSES["poly-simplify"]
    assert after.declared_at == before.declared_at
    ok, out, _ = _run("builtin.module(func.func(poly-simplify))")
    assert ok and out == SIMPLIFIED


STRICT = """import "{poly}"
native h "{helpers}"

rule DropZero {{
  match (poly.add $x (poly.const {{value: $c}}))
  where h.is_int($c, 0)
  replace $x
}}

ruleset drop {{ rules [DropZero] }}

pass poly-strict on func.func {{
  summary "Drop additions of zero, in one round"
  options {{ max-iterations: unsigned = 1, test-convergence: bool = true }}
  apply drop
}}

pass poly-module on builtin.module {{
  summary "Drop additions of zero in the whole module"
  apply drop
}}
"""


@pytest.fixture(scope="module")
def strict(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A second file's passes (registered without re-registering the poly dialect)."""
    f = tmp_path_factory.mktemp("strict") / "strict.rules"
    f.write_text(STRICT.format(poly=POLY, helpers=POLY_DIR / "poly_helpers.py"))
    register_declared_passes(str(f))
    return f


def test_test_convergence_names_the_rules_that_kept_firing(
    strict: Path, capsys: pytest.CaptureFixture
) -> None:
    # One round that changes something has not converged (a second would have to
    # change nothing), as MLIR counts it.
    assert lookup_pass("poly-strict").option("max-iterations").type_name() == "<uint>"
    ok, _, _ = _run("builtin.module(func.func(poly-strict))")
    err = capsys.readouterr().err
    assert not ok
    assert (
        "<string>:1:1: error: 'func.func' op pass 'poly-strict' failed to converge within 1 "
        "iterations; "
        "rules that kept firing: DropZero (1)" in err
    )
    ok, out, _ = _run("builtin.module(func.func(poly-strict{max-iterations=2}))")
    assert ok and "poly.add %arg0" not in out and "poly.add %2, %3" in out


def test_module_anchored_pass_runs_on_the_module(strict: Path) -> None:
    assert lookup_pass("poly-module").anchor == "builtin.module"
    pm = PassManager.from_pass_list("poly-module", Context())
    assert pm.pipeline_text() == "builtin.module(poly-module)"
    ok, out, pm = _run("builtin.module(poly-module)")
    assert ok and "poly.add %arg0" not in out
    assert next(iter(pm.all_passes())).statistics == {"DropZero": 1}
    with pytest.raises(PipelineError, match="restricted to 'builtin.module'"):
        PassManager.from_pipeline("builtin.module(func.func(poly-module))", Context())


# ------------------------------------------------------------------ irlite-opt


def _opt(capsys: pytest.CaptureFixture, tmp_path: Path, *flags: str) -> tuple[int, str, str]:
    f = tmp_path / "in.mlir"
    f.write_text(SRC)
    rc = opt_main(["--load-rules", str(POLY), str(f), *flags])
    out = capsys.readouterr()
    return rc, out.out, out.err


@pytest.mark.parametrize(
    "flags",
    [
        ["--poly-simplify"],
        ["--poly-simplify=max-iterations=3"],
        ["--pass-pipeline=builtin.module(func.func(poly-simplify{max-iterations=3}))"],
    ],
)
def test_opt_runs_declared_passes(
    capsys: pytest.CaptureFixture, tmp_path: Path, flags: list[str]
) -> None:
    rc, out, err = _opt(capsys, tmp_path, *flags)
    assert (rc, out, err) == (0, SIMPLIFIED + "\n", "")


def test_opt_statistics_count_rule_hits(capsys: pytest.CaptureFixture, tmp_path: Path) -> None:
    rc, _, err = _opt(capsys, tmp_path, "--poly-simplify", "--mlir-pass-statistics")
    assert rc == 0
    assert err.endswith(
        "'func.func' Pipeline\n  PolySimplify\n    (S) 2 AddZero - \n"
        "    (S) 1 MulOne - \n    (S) 1 MulZero - \n"
    )


def test_opt_help_lists_declared_passes(capsys: pytest.CaptureFixture) -> None:
    rc = opt_main(["--load-rules", str(POLY), "--help"])
    out = capsys.readouterr().out
    assert rc == 0
    assert (
        "    --poly-simplify                            - Simplify polynomial arithmetic\n"
        "      --fold                                   - Fold constants (default: false)\n"
        "      --max-iterations=<int>                   - Max rewrite rounds (default: 10)\n"
    ) in out
    assert (
        "    --poly-once                                - Drop additions of zero, one walk\n" in out
    )


def test_opt_reports_a_bad_rules_file(tmp_path: Path) -> None:
    # In a subprocess: loading a copy of poly.rules would re-register the poly dialect here.
    bad = _bad_file(tmp_path, 'pass p on func.func { summary "s" apply nosuch }')
    f = tmp_path / "in.mlir"
    f.write_text(SRC)
    r = subprocess.run(
        [sys.executable, "-m", "irlite.tools.opt", "--load-rules", str(bad), str(f)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (r.returncode, r.stdout) == (1, "")
    assert r.stderr == (
        f"{bad}:1:41: error: unknown ruleset 'nosuch' in pass 'p' (rulesets of this file: "
        "simplify_poly, once_poly)\n"
        'pass p on func.func { summary "s" apply nosuch }\n'
        "                                        ^\n"
    )


# ------------------------------------------------------------------ bad declarations


def _bad_file(tmp_path: Path, decl: str) -> Path:
    """A copy of poly.rules without its passes, with ``decl`` as its first line (so errors
    are on line 1). Its passes are registered with ``register_declared_passes``:
    ``irlite.load_rules`` would register its copy of the poly dialect too."""
    shutil.copy(POLY_DIR / "poly_helpers.py", tmp_path / "poly_helpers.py")
    text = POLY.read_text()
    text = text[
        : text.index("# ------------------------------------------------------------------ passes")
    ]
    f = tmp_path / "bad.rules"
    f.write_text(decl + "\n" + text)
    return f


BAD = [
    ("pass p on func.func { apply nosuch }", 29, "unknown ruleset 'nosuch' in pass 'p'"),
    (
        "pass p on any { options { n: float = 1 } apply simplify_poly }",
        30,
        "unknown option type 'float' (expected int, unsigned, bool, string, double, or list<...>",
    ),
    (
        "pass p on any { options { n: list<char> } apply simplify_poly }",
        30,
        "unknown option type 'list<char>'",
    ),
    (
        'pass p on any { options { n: int = true "x" } apply simplify_poly }',
        36,
        "bad default 'true' for int option 'n'",
    ),
    (
        "pass p on any { options { b: bool = 1 } apply simplify_poly }",
        37,
        "bad default '1' for bool",
    ),
    (
        "pass p on any { options { s: string = x } apply simplify_poly }",
        39,
        "bad default 'x' for string",
    ),
    (
        "pass p on any { options { u: unsigned = -1 } apply simplify_poly }",
        41,
        "bad default '-1' for unsigned",
    ),
    (
        'pass p on any { options { l: list<int> = [1, "a"] } apply simplify_poly }',
        46,
        'bad default "a" for int',
    ),
    (
        "pass p on any { options { n: int = 1, n: bool } apply simplify_poly }",
        39,
        "duplicate option 'n' (first declared at 1:27)",
    ),
    ('pass p on func.func { summary "s" }', 1, "pass 'p' has no 'apply RULESET'"),
    (
        "pass canonicalize on any { apply simplify_poly }",
        6,
        "pass 'canonicalize' clashes with a built-in pass ('canonicalize': Canonicalize operations)",
    ),
    ("pass cse on any { apply simplify_poly }", 6, "pass 'cse' clashes with a built-in pass"),
    (
        "pass threads on any { apply simplify_poly }",
        6,
        "clashes with the pass-manager flag '--threads'",
    ),
    ("pass p on poly.add { apply simplify_poly }", 11, "the op is not 'IsolatedFromAbove'"),
    ("pass p on func { apply simplify_poly }", 11, "pass anchor 'func' is not an op name"),
    ("pass p func.func { apply simplify_poly }", 8, "expected 'on'"),
    (
        "pass p on any { options { fold: int = 1 } apply simplify_poly }",
        27,
        "option 'fold' is read by the greedy driver as bool, not int",
    ),
    (
        "pass p on any { options { max-iterations: string } apply simplify_poly }",
        27,
        "read by the greedy driver as int or unsigned, not string",
    ),
    ("pass p on any { frob 3 apply simplify_poly }", 17, "unknown pass item 'frob'"),
    ('pass p on any { summary "a" summary "b" apply simplify_poly }', 29, "duplicate 'summary'"),
    (
        "pass p on any { apply simplify_poly } pass p on any { apply once_poly }",
        44,
        "duplicate pass 'p'",
    ),
]


@pytest.mark.parametrize(("decl", "col", "message"), BAD, ids=[m for _, _, m in BAD])
def test_bad_declaration_is_located(tmp_path: Path, decl: str, col: int, message: str) -> None:
    f = _bad_file(tmp_path, decl)
    with pytest.raises(RulesError) as e:
        register_declared_passes(str(f))
    head = str(e.value).split("\n")[0]
    assert head.startswith(f"{f}:1:{col}: error: ") and message in head
    assert e.value.render().split("\n")[1:] == [decl, " " * (col - 1) + "^"]


def test_a_pass_declared_by_another_file_is_not_replaced(tmp_path: Path) -> None:
    f = _bad_file(tmp_path, "pass poly-simplify on func.func { apply simplify_poly }")
    with pytest.raises(
        RulesError, match=f"pass 'poly-simplify' is already declared at {POLY}:72:6"
    ):
        register_declared_passes(str(f))
    assert PASSES["poly-simplify"].declared_at[0] == str(POLY)


def test_option_kinds_and_defaults(tmp_path: Path) -> None:
    f = _bad_file(
        tmp_path,
        "pass p on any { options { a: int = -0x10, b: unsigned = 7, c: bool = true, "
        'd: string = "x y" "a string", e: double = 2.5, f: list<string> = ["a", "b"], g: list<int>, '
        "h: int } apply simplify_poly }",
    )
    (d,) = parse_pass_decls(str(f))
    assert [(o.name, o.kind, o.default, o.description) for o in d.options] == [
        ("a", "int", -16, ""),
        ("b", "unsigned", 7, ""),
        ("c", "bool", True, ""),
        ("d", "string", "x y", "a string"),
        ("e", "double", 2.5, ""),
        ("f", "list<string>", ["a", "b"], ""),
        ("g", "list<int>", [], ""),
        ("h", "int", 0, ""),
    ]
    assert (d.argument, d.anchor, d.ruleset, d.driver) == ("p", None, "simplify_poly", "greedy")


def test_generated_module_is_data_naming_no_path() -> None:
    text = generate_pass_module(str(POLY), "KEY")
    assert str(POLY_DIR) not in text
    assert "# pass poly-simplify from poly.rules:72:6\n" in text
    assert text.endswith("# end of generated module KEY\n")
    ns: dict = {}
    exec(compile(text, "<generated>", "exec"), ns)
    assert [p.argument for p in ns["PASSES"]] == ["poly-simplify", "poly-once"]
