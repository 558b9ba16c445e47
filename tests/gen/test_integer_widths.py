"""Integer type constraints of any width: ``I46``, ``I7`` (and the signed and unsigned
``_T_si<N>`` / ``_T_ui<N>`` names) get their interned type defined in the generated
module's prelude, so ops that use them parse, verify, print and round-trip.

What this does not check: which constraint names the front end accepts (the model
tests do); only that the code generator defines whatever width the model names.
"""

from __future__ import annotations

import pytest

from irlite.gen import loader
from irlite.gen.codegen import shared_type_defs
from irlite.ir.context import Context
from irlite.ir.cursor import ParseError, SourceFile
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.types import IntegerType
from irlite.ir.verifier import verify

RULES = """dialect wid { summary "odd integer widths" }

op add46 [Pure] {
  operands { lhs: I46, rhs: I7 }
  results  { r: I46 }
  format   "$lhs `,` $rhs attr-dict"
}

op any [Pure] {
  operands { x: AnyType }
  results  { r: I7 }
  format   "$x attr-dict `:` type($x)"
}
"""

INPUT = """func.func @f(%a: i46, %b: i7) {
  %0 = wid.add46 %a, %b
  %1 = wid.any %0 : i46
  %2 = wid.add46 %0, %1
  return
}
"""


@pytest.fixture
def ctx(tmp_path) -> Context:
    path = tmp_path / "wid.rules"
    path.write_text(RULES, encoding="utf-8")
    c = Context(allow_unregistered=True)
    loader.load_rules(str(path), c)
    return c


def test_odd_widths_parse_verify_print_and_round_trip(ctx: Context) -> None:
    m = parse_module(SourceFile("t.mlir", INPUT), ctx)
    assert verify(m, ctx) == []
    text = print_module(m)
    assert "wid.add46 %arg0, %arg1\n" in text and "wid.any %0 : i46\n" in text
    again = print_module(parse_module(SourceFile("t2.mlir", text), ctx))
    assert again == text
    ops = [op for op in m.walk() if op.name.startswith("wid.")]
    assert [str(op.results[0].type) for op in ops] == ["i46", "i7", "i46"]


def test_wrong_width_is_diagnosed(ctx: Context) -> None:
    """The buildable operand type is the width's type: an ``i8`` where ``I7`` is
    declared fails to resolve, and a generic op with it fails to verify."""
    with pytest.raises(ParseError, match="'i7' vs 'i8'"):
        parse_module(SourceFile("t.mlir", INPUT.replace("%b: i7", "%b: i8")), ctx)
    generic = """func.func @f(%a: i46, %b: i8) {
  %0 = "wid.add46"(%a, %b) : (i46, i8) -> i46
  return
}
"""
    msgs = [d.message for d in verify(parse_module(SourceFile("g.mlir", generic), ctx), ctx)]
    assert msgs == ["'wid.add46' op operand #1 must be 7-bit signless integer, but got 'i8'"]


def test_prelude_defines_any_width_and_signedness() -> None:
    defs = shared_type_defs({"_T_i46", "_T_si7", "_T_ui3", "_T_i32", "_T_f32", "other"})
    assert list(defs) == ["_T_i32", "_T_f32", "_T_i46", "_T_si7", "_T_ui3"]
    env = {"IntegerType": IntegerType}
    made = {name: eval(expr, env) for name, expr in defs.items() if name != "_T_f32"}
    assert made["_T_i46"] is IntegerType.get(46)
    assert made["_T_si7"] is IntegerType.get(7, "signed")
    assert made["_T_ui3"] is IntegerType.get(3, "unsigned")
    assert str(made["_T_si7"]) == "si7" and str(made["_T_ui3"]) == "ui3"
