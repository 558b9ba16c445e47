"""Generated op code: count mismatches in custom-op parsers and variadic successors.

The parsers that ``gen/codegen.py`` generates for a declarative format must
turn every operand/type count mismatch into MLIR 19's located diagnostic
(``custom op 'X' N operands present, but expected M`` at the operand list,
or the verifier's count error at the op), never an IndexError; and the
generated ``build()`` of an op with a variadic successor (``cf.switch``,
``llvm.switch``) must splice the case blocks into the successor list.
Expected texts and positions were taken from ``mlir-opt`` 19.
"""

from __future__ import annotations

import pytest

from irlite.ir.attributes import DenseArrayAttr, DenseIntOrFPElementsAttr
from irlite.ir.context import Context
from irlite.ir.cursor import ParseError, SourceFile
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.types import IntegerType, VectorType
from irlite.ir.verifier import verify


def _parse(text: str, ctx: Context | None = None):
    return parse_module(SourceFile("t.mlir", text), ctx or Context())


def _line_col(text: str, pos: int) -> tuple[int, int]:
    line = text.count("\n", 0, pos) + 1
    return line, pos - (text.rfind("\n", 0, pos) + 1) + 1


def _parse_error(text: str) -> tuple[str, int, int]:
    with pytest.raises(ParseError) as ei:
        _parse(text)
    e = ei.value
    return (e.message, *_line_col(text, e.offset))


def _fn(body_line: str) -> str:
    return "llvm.func @f(%x: f32) {\n  " + body_line + "\n  llvm.return\n}\n"


@pytest.mark.parametrize(
    "line, message, col",
    [
        # fewer references than the functional type's inputs
        (
            "%0 = llvm.intr.copysign(%x) : (f32, f32) -> f32",
            "custom op 'llvm.intr.copysign' 1 operands present, but expected 2",
            27,
        ),
        # more references than inputs
        (
            "%0 = llvm.intr.fma(%x, %x, %x) : (f32) -> f32",
            "custom op 'llvm.intr.fma' 3 operands present, but expected 1",
            22,
        ),
        # no references: the error is where the (empty) list starts
        (
            "%0 = llvm.intr.copysign( ) : (f32) -> f32",
            "custom op 'llvm.intr.copysign' 0 operands present, but expected 1",
            28,
        ),
        # counts agree with each other, not with the op: the verifier's error at the op
        (
            "%0 = llvm.intr.copysign(%x) : (f32) -> f32",
            "'llvm.intr.copysign' op expected 2 operands, but found 1",
            8,
        ),
        (
            "%0 = llvm.intr.copysign( ) : () -> f32",
            "'llvm.intr.copysign' op expected 2 operands, but found 0",
            8,
        ),
    ],
)
def test_operand_count_mismatch_is_located(line: str, message: str, col: int) -> None:
    assert _parse_error(_fn(line)) == (message, 2, col)


def test_result_count_mismatch_reaches_the_verifier() -> None:
    ctx = Context()
    top = _parse(_fn("llvm.intr.fma(%x, %x, %x) : (f32, f32, f32) -> ()"), ctx)
    diags = verify(top, ctx)
    assert [d.message for d in diags] == ["'llvm.intr.fma' op requires one result"]


def test_matching_counts_still_parse_and_print() -> None:
    text = _fn("%0 = llvm.intr.fma(%x, %x, %x) : (f32, f32, f32) -> f32")
    ctx = Context()
    top = _parse(text, ctx)
    assert verify(top, ctx) == []
    # two spaces before ':', as mlir-opt 19 prints it (custom<LLVMOpAttrs>'s own space)
    assert "%0 = llvm.intr.fma(%arg0, %arg0, %arg0)  : (f32, f32, f32) -> f32" in print_module(top)


def test_fuzz_reproducers_are_diagnosed() -> None:
    for text in (
        (
            "llvm.func @f(%x: f32) -> f32 {\n  %0 = llvm.intr.copysign(%x) : (f32, f32) -> f32\n"
            "  llvm.return %0 : f32\n}\n"
        ),
        (
            "llvm.func @f(%x: f32) -> f32 {\n  %0 = llvm.intr.fma(%x, %x, %x) : (f32) -> f32\n"
            "  llvm.return %0 : f32\n}\n"
        ),
    ):
        msg, line, _ = _parse_error(text)
        assert line == 2 and "operands present, but expected" in msg


# ------------------------------------------------------------------ variadic successors

_SWITCH_FN = """{kw}.func @f(%x: i32, %y: f32) {{
  {kw2}.br ^bb1
^bb1:
  {ret}
^bb2(%a: f32):
  {ret}
^bb3:
  {ret}
}}
"""


def _build_switch(dialect: str):
    kw, br, ret = ("func", "cf", "return") if dialect == "cf" else ("llvm", "llvm", "llvm.return")
    ctx = Context()
    top = _parse(_SWITCH_FN.format(kw=kw, kw2=br, ret=ret), ctx)
    fn = next(iter(top.body))
    blocks = list(fn.regions[0].blocks)
    entry, b1, b2, b3 = blocks
    x, y = entry.args
    old = entry.terminator
    i32 = IntegerType.get(32)
    sw = ctx.op_classes[f"{dialect}.switch"].build(
        x,
        [],
        [y],
        case_values=DenseIntOrFPElementsAttr.from_values(VectorType.get([2], i32), [5, 7]),
        case_operand_segments=DenseArrayAttr.get(i32, [1, 0]),
        defaultDestination=b1,
        caseDestinations=[b2, b3],
    )
    old.erase()
    entry.append(sw)
    return ctx, top, sw, (b1, b2, b3)


@pytest.mark.parametrize("dialect", ["cf", "llvm"])
def test_switch_build_splices_case_successors(dialect: str) -> None:
    ctx, top, sw, (b1, b2, b3) = _build_switch(dialect)
    assert list(sw.successors) == [b1, b2, b3]
    assert verify(top, ctx) == []
    text = print_module(top)
    # mlir-opt 19's forms of the two ops
    head = (
        "cf.switch %arg0 : i32, [\n      default: ^bb1,\n"
        if dialect == "cf"
        else "llvm.switch %arg0 : i32, ^bb1 [\n"
    )
    assert (
        "    " + head + "      5: ^bb2(%arg1 : f32),\n      7: ^bb3\n    ]\n"
        "  ^bb1:  // pred: ^bb0\n"
    ) in text
    # the printed form reads back to the same text
    assert print_module(_parse(text)) == text


def test_switch_build_without_cases() -> None:
    ctx = Context()
    top = _parse(_SWITCH_FN.format(kw="func", kw2="cf", ret="return"), ctx)
    fn = next(iter(top.body))
    entry, b1, _, _ = list(fn.regions[0].blocks)
    sw = ctx.op_classes["cf.switch"].build(
        entry.args[0],
        case_operand_segments=DenseArrayAttr.get(IntegerType.get(32), []),
        defaultDestination=b1,
    )
    assert list(sw.successors) == [b1]


# ------------------------------------------------------------------ declarative variadic successors

JUMP_RULES = """
dialect jmp {
  summary "ops with variadic successors in declarative formats"
}

op multi [IsTerminator] {
  operands { flag: I32 }
  successors { first: AnySuccessor, rest: VariadicSuccessor }
  format   "$flag `:` type($flag) `,` $first (`or` $rest^)? attr-dict"
}

op all [IsTerminator] {
  successors { first: AnySuccessor, rest: VariadicSuccessor }
  format   "successors attr-dict"
}
"""

JUMP_IN = """func.func @f(%x: i32) {
  jmp.multi %x : i32, ^bb1 or ^bb2, ^bb3
^bb1:
  jmp.all ^bb2, ^bb3, ^bb1
^bb2:
  jmp.multi %x : i32, ^bb3
^bb3:
  jmp.all ^bb1
}
"""


@pytest.fixture()
def jmp_ctx(tmp_path):
    from irlite.gen import loader

    (tmp_path / "jmp.rules").write_text(JUMP_RULES)
    ctx = Context()
    loader.load_rules(str(tmp_path / "jmp.rules"), ctx)
    return ctx


def test_declarative_variadic_successors_round_trip(jmp_ctx) -> None:
    top = _parse(JUMP_IN, jmp_ctx)
    assert verify(top, jmp_ctx) == []
    fn = next(iter(top.body))
    entry, b1, b2, b3 = fn.regions[0].blocks
    assert list(entry.terminator.successors) == [b1, b2, b3]
    assert list(b1.terminator.successors) == [b2, b3, b1]
    assert list(b2.terminator.successors) == [b3]
    assert list(b3.terminator.successors) == [b1]
    text = print_module(top)
    assert "  jmp.multi %arg0 : i32, ^bb1 or ^bb2, ^bb3\n" in text
    assert "  jmp.all ^bb2, ^bb3, ^bb1\n" in text
    assert "  jmp.all ^bb1\n" in text
    assert print_module(_parse(text, jmp_ctx)) == text
    # build(): the variadic successor's blocks are spliced in
    built = jmp_ctx.op_classes["jmp.all"].build(first=b1, rest=[b2, b3])
    assert list(built.successors) == [b1, b2, b3]


@pytest.mark.parametrize("generic", [False, True])
def test_too_few_variadic_results_is_a_verifier_error(generic: bool) -> None:
    # MLIR's AtLeastNResults: checked before verify_ reads the fixed results
    op = (
        '"memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> memref<f32>'
        if generic
        else "memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>"
    )
    ctx = Context()
    top = _parse(f"func.func @f(%m: memref<4xf32>) {{\n  %a = {op}\n  return\n}}\n", ctx)
    assert [d.message for d in verify(top, ctx)] == [
        "'memref.extract_strided_metadata' op expected 2 or more results"
    ]
