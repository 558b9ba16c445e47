"""Result-name groups (MLIR's ``getAsmResultNames`` with names on some results only).

``asm_names`` gives one name per declared result; a variadic group's name goes to its
first value. As MLIR's ``SSANameState``: each named result after the first starts a
group, unnamed results join the group before them (``%sizes#1``), an unnamed first
result is numbered, and the op prints ``%a, %b:2 = ...``. ``type(results)`` with
``SameVariadicResultSize`` splits the type list evenly between the groups.
"""

from __future__ import annotations

from irlite.gen import loader
from irlite.ir.context import Context
from irlite.ir.cursor import SourceFile
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.verifier import verify

RULES = """dialect grp { summary "result groups" }

op meta [Pure, SameVariadicResultSize] {
  summary  "a single result, then two variadic groups"
  operands { n: Index }
  results  { head: Index, xs: Variadic<Index>, ys: Variadic<Index> }
  format   "$n `:` type(results) attr-dict"
  asm_names "head", "xs", "ys"
}

op tail_named [Pure] {
  summary  "the first result has no name"
  results  { a: Index, b: Index, c: Index }
  format   "attr-dict `:` type(results)"
  asm_names "", "b", ""
}
"""

SRC = """func.func @f(%n: index) -> index {
  %h, %x:2, %y:2 = grp.meta %n : index, index, index, index, index
  %h2 = grp.meta %n : index
  %a, %b:2 = grp.tail_named : index, index, index
  %s = arith.addi %x#1, %y#0 : index
  %t = arith.addi %s, %b#1 : index
  %u = arith.addi %t, %a : index
  return %u : index
}
"""

EXPECTED = """module {
  func.func @f(%arg0: index) -> index {
    %head, %xs:2, %ys:2 = grp.meta %arg0 : index, index, index, index, index
    %head_0 = grp.meta %arg0 : index
    %0, %b:2 = grp.tail_named : index, index, index
    %1 = arith.addi %xs#1, %ys#0 : index
    %2 = arith.addi %1, %b#1 : index
    %3 = arith.addi %2, %0 : index
    return %3 : index
  }
}
"""


def _load(tmp_path, monkeypatch) -> Context:
    monkeypatch.setenv("IRLITE_CACHE_DIR", str(tmp_path / "cache"))
    p = tmp_path / "grp.rules"
    p.write_text(RULES)
    ctx = Context()
    loader.load_rules(str(p), ctx)
    return ctx


def test_result_groups_print_and_round_trip(tmp_path, monkeypatch):
    ctx = _load(tmp_path, monkeypatch)
    top = parse_module(SourceFile("t.mlir", SRC), ctx)
    assert verify(top, ctx) == []
    out = print_module(top)
    assert out == EXPECTED
    again = parse_module(SourceFile("u.mlir", out), ctx)
    assert print_module(again) == EXPECTED
    generic = print_module(top, generic=True)
    assert '%0:5 = "grp.meta"(%arg0) : (index) -> (index, index, index, index, index)' in generic


def test_same_variadic_result_size_splits_types(tmp_path, monkeypatch):
    ctx = _load(tmp_path, monkeypatch)
    top = parse_module(SourceFile("t.mlir", SRC), ctx)
    meta = top.regions[0].blocks[0].first.regions[0].blocks[0].first
    assert meta.name == "grp.meta"
    assert len(meta.xs) == 2 and len(meta.ys) == 2
    assert meta.asm_result_names() == ["head", "xs", "", "ys", ""]


def test_generated_printer_merges_appends_in_order():
    """The print code generator joins consecutive ``out.append`` calls (one indentation)
    and folds adjacent string literals; anything else keeps its place."""
    from irlite.gen.codegen import _concat_lists, _merge_appends

    lines = [
        "        out = p.out",
        "        out.append(p.op_name_text('x.y'))",
        '        out.append(" " + p.value_name(a))',
        "        out.append(',')",
        "        out.append(' ' + (b if c else ''))",
        "        if extra:",
        "            out.append(' ' + t)",
        "        out.append(' :')",
        '        out.append(" " + p.type_text(r))',
    ]
    assert _merge_appends(lines) == [
        "        out = p.out",
        "        out.append(p.op_name_text('x.y') + \" \" + p.value_name(a) + \", \" + (b if c else ''))",
        "        if extra:",
        '            out.append(" " + t)',
        '        out.append(" : " + p.type_text(r))',
    ]
    assert _concat_lists(["[a]", "[f(b, [c])]", "xs", "[d]"]) == "[a, f(b, [c])] + xs + [d]"
