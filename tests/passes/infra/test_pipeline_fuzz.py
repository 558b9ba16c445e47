"""Fuzzing the pass-pipeline text and the tools' command lines: bad input is a
clear error, never a Python traceback.

Pipelines: valid pipeline strings (``--pass-pipeline=`` values of the lit
tests, the pipelines of ``test_pass_manager.py``, and every registered pass
with its options spelled out and with typical values) are mutated by
hypothesis: character-level edits (truncate, delete, duplicate, swap, insert
characters of the grammar, splice a span of another seed) and token-level ones
(replace a pass name, an option name or an option value with another).

- ``test_pipeline_mutant_builds_or_is_diagnosed``: ``PassManager.from_pipeline``
  either builds, or raises ``PipelineError`` whose rendering points into the
  pipeline text (``offset`` within ``text``, ``text`` a piece of the input).
  The same for the unanchored list that ``--<pass>=<options>`` flags give
  (``PassManager.from_pass_list``). Anything else is a bug.
- ``test_built_pipeline_prints_and_parses_again``: a pipeline that builds
  prints (``pipeline_text``) to text that builds again and prints the same;
  ``test_option_value_round_trips`` the same for string and list option
  values made of quotes, braces, brackets and separators.
- ``test_<tool>_argv``: ``irlite-opt``, ``irlite-translate`` and
  ``irlite-run``'s ``main`` called in-process with fuzzed argument lists (flags
  of the tool, with good and bad values, mutated) on a small valid input
  file, in a temporary directory: it returns or exits 0, 1 or 2 (130 is not
  expected), and stderr holds no traceback. ``test_run_argument_values``
  gives ``irlite-run`` values, good and bad, for each kind of parameter.
  ``irlite-gen`` (argparse) the same as the others, for usage errors.

``FOUND_*`` keep the inputs the fuzzer found (each was a bug, now fixed): they
run as fixed cases, since the generated search does not always meet them again.

The hypothesis tests are derandomized (the same examples on every run) and
sized to take about 20 s together.
"""

from __future__ import annotations

import contextlib
import gc
import io
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from support.fuzz import REPRODUCIBLE, char_edit

from irlite.ir.context import Context
from irlite.passes.infra.manager import PassManager
from irlite.passes.infra.pipeline import PipelineError
from irlite.passes.infra.registry import PASSES, load_builtin_passes

REPO = Path(__file__).resolve().parents[3]
LIT = REPO / "tests" / "lit"

load_builtin_passes()

# ----------------------------------------------------------------------------- pipeline seeds

_QUOTED_PIPELINE = re.compile(r"""--pass-pipeline=(?:'([^']*)'|"([^"]*)")""")
_PY_PIPELINE = re.compile(r"""["']((?:builtin\.module|func\.func|any)\([^"']*(?:'[^']*'[^"']*)*)["']""")

# Values that exercise each option kind: LLVM's integer radixes, bools LLVM
# accepts and rejects, quoted and braced strings, lists.
_VALUES = {
    bool: ["true", "false", "1", "0", "TRUE", "False", "maybe", "", "'true'", "{1}"],
    int: ["3", "-1", "0x10", "010", "0b11", "08", "1_0", "+5", "0x-5", "-", "0x", "' 5'", "99999999999999999999"],
    float: ["2", "2.5", "-1e-3", "inf", "nan", "0x1p3", "1_0", "x", "' 1.5'"],
    str: ["a", "'a b'", '"x y"', "{c d}", "''", "{}", "a=b", "'}'", "\"a'b\"", "{a{b}c}"],
}
_LIST_VALUES = ["a,b", "'a b',c", "{x,y}", "a,{b c}", "", ",", "a,,b", "'a,b'"]


def _option_values(o: Any) -> list[str]:
    t = o.type.__args__[0] if o.is_list else o.type
    if isinstance(t, tuple):
        vals = list(t) + ["nope", "'" + t[0] + "'"]
    else:
        vals = list(_VALUES.get(t, ["x"]))
    return vals + (_LIST_VALUES if o.is_list else [])


def _registry_seeds() -> list[str]:
    seeds = []
    for name in sorted(PASSES):
        info = PASSES[name]
        seeds.append(f"builtin.module({info.create().pipeline_text()})")
        if info.options:
            opts = " ".join(f"{o.name}={_option_values(o)[0]}" for o in info.options)
            wrap = f"func.func({name}{{{opts}}})" if info.anchor is None else f"{name}{{{opts}}}"
            seeds.append(f"builtin.module({wrap})")
    return seeds


def _text_seeds() -> list[str]:
    seeds = set()
    for path in sorted(LIT.rglob("*.mlir")):
        for m in _QUOTED_PIPELINE.finditer(path.read_text(encoding="utf-8")):
            seeds.add(m.group(1) if m.group(1) is not None else m.group(2))
    pm_tests = Path(__file__).with_name("test_pass_manager.py")
    if pm_tests.exists():
        seeds.update(m.group(1) for m in _PY_PIPELINE.finditer(pm_tests.read_text(encoding="utf-8")))
    return sorted(seeds)


PIPELINE_SEEDS = _text_seeds() + _registry_seeds() + [
    "builtin.module(any(cse,canonicalize{top-down=false max-iterations=3}),func.func(dce))",
    "builtin.module(func.func(canonicalize{max-iterations=3},cse))",
    "builtin.module(canonicalize{disable-patterns={a,b} enable-patterns='c d'})",
    "builtin.module( func.func( test-count , test-sleep{ms=2} ) )",
]
PASS_NAMES = sorted(PASSES)
OPTION_NAMES = sorted({o.name for i in PASSES.values() for o in i.options})
OPTION_VALUES = sorted({v for i in PASSES.values() for o in i.options for v in _option_values(o)})
ANCHORS = ["builtin.module", "func.func", "any", "func.return", "foo.bar", "gpu.module", "llvm.func"]

PIPE_ALPHABET = "(){},= '\"-._a0x1\t\n"
_TOKEN = re.compile(r"[A-Za-z_][\w.\-]*|=[^\s{}(),]*|.", re.S)

TOKEN_KINDS = ["name", "option", "value", "drop", "dup"]


def _char_edit(draw: Any, text: str, seeds: list[str], alphabet: str) -> str:
    return char_edit(draw, text, seeds, alphabet, max_insert=4, span=32)


def _token_edit(draw: Any, text: str) -> str:
    toks = _TOKEN.findall(text)
    if not toks:
        return text
    i = draw(st.integers(0, len(toks) - 1))
    kind = draw(st.sampled_from(TOKEN_KINDS))
    if kind == "name":
        toks[i] = draw(st.sampled_from(PASS_NAMES + ANCHORS))
    elif kind == "option":
        toks[i] = draw(st.sampled_from(OPTION_NAMES))
    elif kind == "value":
        toks[i] = "=" + draw(st.sampled_from(OPTION_VALUES))
    elif kind == "drop":
        del toks[i]
    else:
        toks.insert(i, toks[i])
    return "".join(toks)


@st.composite
def pipeline_mutants(draw: Any) -> str:
    """A seed pipeline with 1-3 edits, character- or token-level."""
    text: str = draw(st.sampled_from(PIPELINE_SEEDS))
    for _ in range(draw(st.integers(1, 3))):
        if draw(st.booleans()):
            text = _token_edit(draw, text)
        else:
            text = _char_edit(draw, text, PIPELINE_SEEDS, PIPE_ALPHABET)
    return text


def _check_error(e: PipelineError, text: str) -> None:
    """``e`` renders, and points into a piece of ``text``."""
    rendered = e.render()
    assert isinstance(rendered, str) and rendered
    assert "Traceback" not in rendered
    if e.kind == "plain":
        return
    if e.kind == "add":  # mlir-opt names the pass and what failed to be added, no caret
        assert rendered.startswith("<unknown>:0: error: Can't add pass ") and "failed to add `" in rendered
        return
    assert e.text in text, f"error about text that is not in the pipeline: {e.text!r}"
    assert 0 <= e.offset <= len(e.text), f"offset {e.offset} outside {e.text!r}"
    assert e.caret() in rendered


def check_pipeline(text: str, build: Callable[[str, Context], Any] = PassManager.from_pipeline) -> Any:
    """Build ``text`` (with ``build``); the pass manager, or ``None`` after checking the error."""
    try:
        return build(text, Context())
    except PipelineError as e:
        _check_error(e, text)
        return None


def check_pass_list(text: str) -> Any:
    """``check_pipeline`` for a bare pass list (``--pass-pipeline`` without the anchor)."""
    return check_pipeline(text, PassManager.from_pass_list)


def check_round_trip(text: str) -> None:
    pm = check_pipeline(text)
    if pm is None:
        return
    printed = pm.pipeline_text()
    try:
        again = PassManager.from_pipeline(printed, Context())
    except PipelineError as e:
        raise AssertionError(f"{text!r} prints as {printed!r}, which does not parse:\n{e.render()}") from None
    assert again.pipeline_text() == printed, f"{text!r}: printing is not stable"


def _inner(text: str) -> str:
    """What ``--<pass>`` flags would give: the pipeline without its outer anchor."""
    i = text.find("(")
    return text[i + 1 : -1] if i > 0 and text.endswith(")") else text


_SETTINGS = settings(
    REPRODUCIBLE, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)


@settings(_SETTINGS, max_examples=2500)
@given(pipeline_mutants())
def test_pipeline_mutant_builds_or_is_diagnosed(text: str) -> None:
    check_pipeline(text)
    check_pass_list(_inner(text))


@settings(_SETTINGS, max_examples=1500)
@given(pipeline_mutants())
def test_built_pipeline_prints_and_parses_again(text: str) -> None:
    check_round_trip(text)


VALUE_ALPHABET = "'\"{} ,=()<>[]ab\t-"
VALUE_TEMPLATES = ["test-fail{on=%s}", "test-set-attr{name=%s}", "canonicalize{disable-patterns=%s}",
                   "canonicalize{enable-patterns=%s disable-patterns=%s}"]


@settings(_SETTINGS, max_examples=400)
@given(st.sampled_from(VALUE_TEMPLATES), st.text(alphabet=VALUE_ALPHABET, max_size=12))
def test_option_value_round_trips(template: str, value: str) -> None:
    """Any string or list value that reads prints as text that reads the same."""
    check_round_trip("builtin.module(" + template.replace("%s", value) + ")")


def test_every_seed_builds_or_is_diagnosed() -> None:
    for text in PIPELINE_SEEDS:
        check_round_trip(text)
        check_pass_list(_inner(text))


# Pipelines the fuzzer (or the comparison with mlir-opt 19 it led to) found:
# each crashed, was read differently from mlir-opt, or did not round-trip.
# name: (text, expected): a pipeline that builds prints as ``expected``; a
# bad one raises a PipelineError whose rendering holds ``expected``.
_CANON = "max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true"
_VALUE = "irlite-opt: for the --max-iterations option: '{}' value invalid for integer argument!"
_PARSER = "MLIR Textual PassPipeline Parser:1:{}: error: "
FOUND_PIPELINES: dict[str, tuple[str, str]] = {
    # An option with an empty key was an AssertionError; MLIR skips it with its value.
    "empty_option_key": ("builtin.module(func.func(test-sleep{=1}))", "builtin.module(func.func(test-sleep{ms=1.0}))"),
    # Integers as LLVM reads them: these were accepted (as -5, 5, -5, 5 and a 67-bit value).
    "int_hex_sign_inside": ("builtin.module(canonicalize{max-iterations=0x-5})", _VALUE.format("0x-5")),
    "int_plus_sign": ("builtin.module(canonicalize{max-iterations=+5})", _VALUE.format("+5")),
    "int_octal_sign_inside": ("builtin.module(canonicalize{max-iterations=0-5})", _VALUE.format("0-5")),
    "int_non_ascii_digit": ("builtin.module(canonicalize{max-iterations=\u0665})", _VALUE.format("\u0665")),
    "int_over_64_bits": ("builtin.module(canonicalize{max-iterations=99999999999999999999})",
                         _VALUE.format("99999999999999999999")),
    # LLVM's bool parser takes an empty value as true; a value ends at a space.
    "bool_empty_value": ("builtin.module(canonicalize{top-down=})",
                         f"builtin.module(canonicalize{{debug-rules=false   {_CANON}}})"),
    "bool_space_after_equals": ("builtin.module(canonicalize{top-down= false})",
                                "<Pass-Options-Parser>: no such option false"),
    # Values are trimmed after unquoting; a list option given twice keeps both.
    "value_trimmed": ("builtin.module(canonicalize{max-iterations=' 5 '})",
                      f"builtin.module(canonicalize{{debug-rules=false   {_CANON.replace('=10', '=5')}}})"),
    "list_option_twice": ("builtin.module(canonicalize{disable-patterns={a,b} disable-patterns=c})",
                          f"builtin.module(canonicalize{{debug-rules=false disable-patterns=a,b,c  {_CANON}}})"),
    # Names run to the next separator, as MLIR's; an empty anchor is 'any'.
    "empty_anchor_is_any": ("builtin.module((cse))", "builtin.module(any(cse))"),
    "name_with_semicolon": ("builtin.module(cse;)",
                            _PARSER.format(1) + "'cse;' does not refer to a registered pass or pass pipeline"),
    "name_with_digit_first": ("builtin.module(1cse)", "'1cse' does not refer to a registered pass"),
    "name_with_space": ("builtin.module(cse cse)", "'cse cse' does not refer to a registered pass"),
    "name_with_brace": ("builtin.module(cse},cse)", "'cse}' does not refer to a registered pass"),
    # Structure first, names after (an unknown pass was reported first).
    "extra_paren_after_unknown": ("builtin.module(nope,cse))", _PARSER.format(9) + "encountered extra closing ')'"),
    "junk_after_options": ("builtin.module(nope{}=-)", _PARSER.format(7) + "expected ',' after parsing pipeline"),
    "junk_after_options_nested": ("builtin.module(func.func(convert-cf-to-llvm{index-bitwidth=3}=-)",
                                  _PARSER.format(47) + "expected ',' after parsing pipeline"),
    # The unbalanced-parentheses error points at the last element, as mlir-opt's.
    "unbalanced_column": ("builtin.module(func.func(cse,canonicalize)",
                          _PARSER.format(15) + "encountered unbalanced parentheses"),
    # Deep nesting was a RecursionError.
    "deep_nesting": ("builtin.module(" + "any(" * 400 + "cse" + ")" * 400 + ")",
                     _PARSER.format(804) + "pipeline nested more than 200 levels deep"),
    # Braces are matched as MLIR matches them: a quote does not hide one.
    "quoted_brace": ("builtin.module(test-fail{on='}'})", _PARSER.format(16) + "expected ',' after parsing pipeline"),
    # Printing: strings with quotes, lists with separators, now read back the same.
    "string_with_quote": ("builtin.module(test-fail{on=\"a'b\"})", "builtin.module(test-fail{on={a'b}})"),
    "string_two_quotes": ("builtin.module(test-fail{on=''})", "builtin.module(test-fail{on={''}})"),
    "list_with_paren": ("builtin.module(canonicalize{disable-patterns=,),})",
                        f"builtin.module(canonicalize{{debug-rules=false disable-patterns=,{{),}}  {_CANON}}})"),
    "list_wrapped_whole": ("builtin.module(canonicalize{disable-patterns==,{}})",
                           f"builtin.module(canonicalize{{debug-rules=false disable-patterns={{{{=}},{{{{}}}}}}  {_CANON}}})"),
    "list_with_angle_brackets": ("builtin.module(canonicalize{disable-patterns={a<b},c})",
                                 "disable-patterns={a<b},c "),
    "float_underscore": ("builtin.module(test-sleep{ms=1_0})",
                         "for the --ms option: '1_0' value invalid for floating point argument!"),
    "quote_across_options": ("builtin.module(canonicalize{enable-patterns={a'} disable-patterns={a'}})",
                             "disable-patterns={{a'}} enable-patterns={{a'}} max-iterations"),
}


@pytest.mark.parametrize("name", sorted(FOUND_PIPELINES))
def test_found_pipeline(name: str) -> None:
    text, expected = FOUND_PIPELINES[name]
    pm = check_pipeline(text)
    if pm is not None:
        check_round_trip(text)
        assert expected in pm.pipeline_text()
        return
    with pytest.raises(PipelineError) as ei:
        PassManager.from_pipeline(text, Context())
    assert expected in ei.value.render()


def test_self_referring_named_pipeline() -> None:
    """A named pipeline that expands to itself was a RecursionError."""
    from irlite.passes.infra.registry import PIPELINES, register_pass_pipeline

    register_pass_pipeline("fuzz-loop-a", "", "cse,fuzz-loop-b")
    register_pass_pipeline("fuzz-loop-b", "", "fuzz-loop-a")
    try:
        with pytest.raises(PipelineError) as ei:
            PassManager.from_pipeline("builtin.module(cse,fuzz-loop-a)", Context())
        assert ei.value.render().startswith(
            f"<unknown>:0: error: {_PARSER.format(5)}pass pipeline 'fuzz-loop-a' refers to itself\n")
    finally:
        del PIPELINES["fuzz-loop-a"], PIPELINES["fuzz-loop-b"]


# ----------------------------------------------------------------------------- command lines

OPT_INPUT = """func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %a, %c : i32
  return %0 : i32
}
// -----
func.func private @g()
"""
LLVM_INPUT = """llvm.func @f(%a: i32) -> i32 {
  %0 = llvm.add %a, %a : i32
  llvm.return %0 : i32
}
"""
RUN_INPUT = """func.func @main(%a: i32, %b: f32, %m: memref<2x2xf32>) -> (i32, f32) {
  %0 = arith.addi %a, %a : i32
  %c0 = arith.constant 0 : index
  %1 = memref.load %m[%c0, %c0] : memref<2x2xf32>
  %2 = arith.addf %b, %1 : f32
  return %0, %2 : i32, f32
}
func.func @noargs() -> index {
  %0 = arith.constant 7 : index
  return %0 : index
}
func.func @ints(%m: memref<2xi32>, %n: memref<?xi8>) {
  return
}
"""

_FILES = ["in.mlir", "llvm.mlir", "run.mlir", "missing.mlir", "-", "."]
_PIPE_FLAG_VALUES = ["builtin.module(cse)", "builtin.module(func.func(canonicalize{max-iterations=3},cse))",
                     "builtin.module(nope)", "cse", "builtin.module(cse", "", "builtin.module(any(dce))"]

OPT_FLAGS = [
    "-o", "-o", "out.mlir", "-oout2.mlir", "--split-input-file", "--split-input-file=// -----",
    "--verify-diagnostics", "--allow-unregistered-dialect", "--no-implicit-module",
    "--load-rules", "--load-rules=in.mlir", "--mlir-print-op-generic", "--mlir-print-debuginfo",
    "--verify-each=false", "--verify-each", "--pass-pipeline", "--dump-pass-pipeline",
    "--mlir-timing", "--mlir-timing-display=list", "--mlir-timing-display=bogus",
    "--mlir-pass-statistics", "--mlir-pass-statistics-display=list",
    "--mlir-print-ir-before=cse", "--mlir-print-ir-after=cse,nope", "--mlir-print-ir-before-all",
    "--mlir-print-ir-after-all", "--mlir-print-ir-after-change", "--mlir-print-ir-after-failure",
    "--mlir-print-ir-module-scope", "--mlir-print-ir-tree-dir=tree", "--mlir-print-ir-after=",
    "--mlir-pass-pipeline-crash-reproducer=repro.mlir", "--run-reproducer", "--threads=2",
    "--threads=x", "--threads=-1", "--threads=0", "--mlir-disable-threading", "--debug-rules",
    "--version", "--help", "-h", "--", "-", "--=", "-=", "=",
] + [f"--pass-pipeline={v}" for v in _PIPE_FLAG_VALUES] + [f"--{n}" for n in PASS_NAMES] + [
    "--canonicalize=max-iterations=3", "--canonicalize=region-simplify=aggressive top-down=0",
    "--canonicalize=nope", "--canonicalize=max-iterations", "--test-sleep=ms=0",
    "--convert-func-to-llvm=use-bare-ptr-memref-call-conv", "--canonicalize={", "--cse=x=1",
    "--test-fail=on=f", "--test-raise=on=f", "--test-break-ir",
]
TRANSLATE_FLAGS = [
    "--mlir-to-llvmir", "--mlir-to-llvmir", "-o", "out.ll", "-oout.ll", "--split-input-file",
    "--output-split-marker", "--output-split-marker=;;", "--verify-diagnostics",
    "--allow-unregistered-dialect", "--no-implicit-module", "--load-rules", "--version", "--help",
    "--mlir-to-cpp", "--import-llvm", "--", "-", "--=", "--split-input-file=",
]
RUN_FLAGS = [
    "-e", "main", "noargs", "--entry-point", "--entry-point=noargs", "--e=main", "--target",
    "interp", "--target=interp", "--target=interp", "--target=gpu", "-O0", "-O2", "-O4", "-Ofast",
    "--arg", "--arg=3", "--arg-npy", "a.npy", "--arg-npy=a.npy", "--print-args", "--save-npy",
    "--save-npy=npy", "--seed", "--seed=3", "--seed=x", "--time", "--pipeline",
    "--pipeline=convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts", "--pipeline=nope",
    "--pipeline=builtin.module(cse)", "--help", "--version", "--", "-",
    "3", "-7", "0x1F", "true", "2.5", "-1e-3", "inf", "nan", "0x1.8p1", "@a.npy", "@missing.npy",
    "@b.npy", "zeros", "zeros:2x2", "zeros:2x2xf32", "ones:2x2xi32", "iota:2x2", "rand:2x2",
    "full=2.5:2x2xf32", "full=x:2x2", "full=:2x2", "full=2.5", "[[1, 2], [3, 4]]", "[[1, 2], [3]]",
    "[1, 2]", "[]", "zeros:2x", "zeros:x2", "zeros:", "zeros:4x4", "rand:2x2x2", "[[1e999, 2], [3, 4]]",
    "99999999999999999999", "-0x8000000000000000", "1e400", "0b101", "0o17", "1_000", "--7", "-inf",
]
ARG_ALPHABET = "-=:x0123456789@[],.eaf "
# Values for @main's parameters (i32, f32, memref<2x2xf32>), good and bad.
INT_VALUES = ["3", "-7", "0x1F", "true", "false", "0b101", "0o17", "1_000", "99999999999999999999",
              "-0x8000000000000000", "2.5", "", " 4 ", "+5", "x", "--7", "0x", "1e3", "\u0665"]
FLOAT_VALUES = ["2.5", "-1e-3", "inf", "-inf", "nan", "0x1.8p1", "0x1p-2", "3", "1e400", "1_0.5", "x", "",
                "0x", "0x1.8", "infinity", " 1 ", "0x1.gp1"]
MEMREF_VALUES = ["zeros", "ones:2x2", "zeros:2x2xf32", "iota:2x2", "rand:2x2", "full=2.5:2x2xf32", "full=x:2x2",
                 "full=:2x2", "full=2.5", "full=nan", "[[1, 2], [3, 4]]", "[[1, 2], [3]]", "[1, 2]", "[]",
                 "[[1e999, 2], [3, 4]]", "[[True, 2], [3, 4]]", "['a', 'b']", "[[1, 2], [3, 4]", "[" * 50,
                 "@a.npy", "@b.npy", "@missing.npy", "@run.mlir", "@.", "zeros:2x", "zeros:x2", "zeros:",
                 "zeros:4x4", "zeros:2x2xi32", "rand:2x2x2", "zeros:0x2", "zeros:2x2x", "zeros:-2x2",
                 "zeros:99999999999x99999999999", "iota:2x2xf32xf32", "foo:2x2", "3", "{1}"]


@st.composite
def argvs(draw: Any, flags: list[str], files: list[str]) -> list[str]:
    """An argument list: a few flags, positional files and values, mutated."""
    parts = draw(st.lists(st.sampled_from(flags + files), min_size=0, max_size=7))
    if draw(st.booleans()) and parts:
        i = draw(st.integers(0, len(parts) - 1))
        parts[i] = _char_edit(draw, parts[i], flags, ARG_ALPHABET)
    return parts


@st.composite
def run_argvs(draw: Any) -> list[str]:
    """``run.mlir`` and values for @main's three parameters, with a few flags, mutated."""
    values = [draw(st.sampled_from(INT_VALUES)), draw(st.sampled_from(FLOAT_VALUES)),
              draw(st.sampled_from(MEMREF_VALUES))]
    flags = draw(st.lists(st.sampled_from(RUN_FLAGS[:40]), max_size=3))
    parts = ["run.mlir"] + [("--arg=" + v) if draw(st.booleans()) else v for v in values] + flags
    if draw(st.integers(0, 3)) == 0:
        i = draw(st.integers(0, len(parts) - 1))
        parts[i] = _char_edit(draw, parts[i], RUN_FLAGS, ARG_ALPHABET)
    return parts


@contextlib.contextmanager
def _in_tmp(tmp: Path, stdin: str) -> Any:
    old = os.getcwd()
    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    os.chdir(tmp)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            yield out, err
    finally:
        os.chdir(old)
        sys.stdin = old_stdin
        gc.enable()  # the tools turn the collector off (a one-shot process)
        gc.unfreeze()


def check_main(main: Any, argv: list[str], tmp: Path, stdin: str = "") -> tuple[int, str, str]:
    """Run ``main(argv)`` in ``tmp``: (exit status, stdout, stderr); any exception but
    ``SystemExit(0|1|2)`` fails, and so does a traceback on stderr."""
    with _in_tmp(tmp, stdin) as (out, err):
        try:
            rc = main(list(argv))
        except SystemExit as e:
            rc = e.code if isinstance(e.code, int) else 1
            assert rc in (0, 1, 2), f"{argv!r}: SystemExit({e.code!r})"
    assert rc in (0, 1, 2), f"{argv!r}: exit status {rc!r}"
    assert "Traceback" not in err.getvalue(), f"{argv!r}:\n{err.getvalue()}"
    return rc, out.getvalue(), err.getvalue()


def make_files(tmp: Path) -> Path:
    import numpy as np

    (tmp / "in.mlir").write_text(OPT_INPUT)
    (tmp / "llvm.mlir").write_text(LLVM_INPUT)
    (tmp / "run.mlir").write_text(RUN_INPUT)
    np.save(tmp / "a.npy", np.ones((2, 2), np.float32))
    np.save(tmp / "b.npy", np.ones((3,), np.int64))
    return tmp


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_files(tmp_path_factory.mktemp("argv"))


def _opt_main(argv: list[str]) -> int:
    from irlite.tools.opt import main

    return main(argv)


def _translate_main(argv: list[str]) -> int:
    from irlite.tools.translate import main

    return main(argv)


def _run_main(argv: list[str]) -> int:
    from irlite.tools.run import main

    return main(argv)


def _gen_main(argv: list[str]) -> int:
    from irlite.tools.gen import main

    return main(argv)


@settings(_SETTINGS, max_examples=250)
@given(argvs(OPT_FLAGS, ["in.mlir", "in.mlir", "llvm.mlir", "missing.mlir", "-"]))
def test_opt_argv(files: Path, argv: list[str]) -> None:
    check_main(_opt_main, argv, files, OPT_INPUT)


@settings(_SETTINGS, max_examples=150)
@given(argvs(TRANSLATE_FLAGS, ["llvm.mlir", "llvm.mlir", "in.mlir", "missing.mlir", "-"]))
def test_translate_argv(files: Path, argv: list[str]) -> None:
    check_main(_translate_main, argv, files, LLVM_INPUT)


@settings(_SETTINGS, max_examples=250)
@given(argvs(RUN_FLAGS, ["run.mlir", "run.mlir", "in.mlir", "missing.mlir", "-"]))
def test_run_argv(files: Path, argv: list[str]) -> None:
    # The interpreter by default: the fuzzed values are checked before compiling matters.
    argv = argv if any(a.startswith("--target") for a in argv) else argv + ["--target=interp"]
    check_main(_run_main, argv, files, RUN_INPUT)


@settings(_SETTINGS, max_examples=250)
@given(run_argvs())
def test_run_argument_values(files: Path, argv: list[str]) -> None:
    # The interpreter by default: the fuzzed values are checked before compiling matters.
    argv = argv if any(a.startswith("--target") for a in argv) else argv + ["--target=interp"]
    check_main(_run_main, argv, files, RUN_INPUT)


GEN_FLAGS = ["--emit", "ops", "patterns", "docs", "nope", "--emit=docs", "--check", "-o", "--time",
             "--help", "-h", "--bogus", "x.rules", "in.mlir"]


@settings(_SETTINGS, max_examples=40)
@given(argvs(GEN_FLAGS, ["in.mlir", "missing.rules"]))
def test_gen_argv(files: Path, argv: list[str]) -> None:
    check_main(_gen_main, argv, files)


@pytest.mark.parametrize("main, argv", [
    (_opt_main, ["--no-such-flag", "in.mlir"]),
    (_opt_main, ["in.mlir", "in.mlir"]),
    (_opt_main, ["in.mlir", "-o"]),
    (_translate_main, ["llvm.mlir"]),
    (_translate_main, ["--bogus", "llvm.mlir"]),
    (_run_main, []),
    (_run_main, ["run.mlir", "--target"]),
    (_gen_main, []),
    (_gen_main, ["--emit=nope", "x.rules"]),
])
def test_usage_errors_exit_nonzero_without_traceback(files: Path, main: Any, argv: list[str]) -> None:
    rc, out, err = check_main(main, argv, files)
    assert rc != 0 and err.strip()


# Command lines the fuzzer (or the comparison with mlir-opt 19 it led to) found:
# (tool, argv, expected exit status, text expected on stderr, text expected on stdout).
_INTS = ["run.mlir", "-e", "ints", "--target=interp", "--print-args"]
FOUND_ARGVS: dict[str, tuple[Any, list[str], int, str, str]] = {
    # '--' ends the options, as in LLVM's command line ("Unknown command line argument '--'").
    "opt_double_dash": (_opt_main, ["--", "in.mlir"], 0, "", "func.func @f"),
    "opt_double_dash_then_two": (_opt_main, ["in.mlir", "--", "in.mlir"], 1,
                                 "irlite-opt: Too many positional arguments specified!", ""),
    "translate_double_dash": (_translate_main, ["--mlir-to-llvmir", "--", "llvm.mlir"], 0, "", "define i32 @f"),
    # The argument as written ('--' for '--=').
    "opt_unknown_equals": (_opt_main, ["in.mlir", "--="], 1, "Unknown command line argument '--='.", ""),
    "opt_unknown_with_value": (_opt_main, ["in.mlir", "--foo=bar"], 1,
                               "Unknown command line argument '--foo=bar'.", ""),
    # A missing value ("Cannot find option named 'None'!", "'None' value invalid for uint argument!").
    "opt_timing_display_no_value": (_opt_main, ["in.mlir", "--mlir-timing-display"], 1,
                                    "irlite-opt: for the --mlir-timing-display option: requires a value!", ""),
    "opt_threads_no_value": (_opt_main, ["in.mlir", "--threads"], 1,
                             "irlite-opt: for the --threads option: requires a value!", ""),
    # Integers as LLVM reads them, in its words ('uint'; '+2' was accepted).
    "opt_threads_bad": (_opt_main, ["in.mlir", "--threads=x"], 1,
                        "irlite-opt: for the --threads option: 'x' value invalid for integer argument!", ""),
    "opt_threads_plus": (_opt_main, ["in.mlir", "--threads=+2"], 1, "'+2' value invalid for integer argument!", ""),
    # An empty list of passes is an unknown pass '' ("requires a value!").
    "opt_print_ir_after_empty": (_opt_main, ["in.mlir", "--mlir-print-ir-after="], 1,
                                 "for the --mlir-print-ir-after option: Cannot find option named ''!", ""),
    # LLVM's bool flags take an empty value as true (was an error).
    "opt_bool_empty": (_opt_main, ["in.mlir", "--verify-each=", "--mlir-print-op-generic="], 0, "",
                       '"func.func"()'),
    # irlite-run: tracebacks from numpy (ValueError, OverflowError).
    "run_array_too_big": (_run_main, ["run.mlir", "3", "2.5", "zeros:99999999999x99999999999", "--target=interp"], 1,
                          "irlite-run: error: argument #2 ('zeros:99999999999x99999999999', for memref<2x2xf32>): "
                          "cannot make an array of shape 99999999999x99999999999", ""),
    "run_literal_overflow": (_run_main, _INTS + ["[99999999999999999999, 1]", "zeros:3"], 1,
                             "irlite-run: error: argument #0 ('[99999999999999999999, 1]', for memref<2xi32>): "
                             "bad array literal", ""),
    "run_literal_inf_to_int": (_run_main, _INTS + ["[1e999, 1]", "zeros:3"], 1, "bad array literal", ""),
    # A fill value wraps to the width, as scalar arguments do.
    "run_fill_wraps": (_run_main, _INTS + ["full=99999999999999999999:2", "full=300:3"], 0, "",
                       "array([1661992959, 1661992959], dtype=int32)\n// argument #1: memref<?xi8>\n"
                       "array([44, 44, 44], dtype=int8)"),
}


@pytest.mark.parametrize("name", sorted(FOUND_ARGVS))
def test_found_argv(files: Path, name: str) -> None:
    main, argv, status, err_text, out_text = FOUND_ARGVS[name]
    rc, out, err = check_main(main, argv, files, OPT_INPUT)
    assert rc == status, err
    assert err_text in err
    assert out_text in out
