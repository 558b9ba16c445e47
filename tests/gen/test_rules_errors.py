"""Every class of mistake in a .rules file gives ``file:line:col: error:`` with a caret."""

from __future__ import annotations

import os

import pytest
from irlite.gen.errors import RulesError
from irlite.gen.model import build_model
from irlite.tools.gen import main as gen_main

HEAD = 'dialect t\n'
OP = '''op foo [Pure] {{
  operands {{ a: AnyInt }}
  results  {{ r: AnyInt }}
  format   "{fmt}"
}}
'''


def _err(tmp_path, text: str, name: str = "t.rules") -> RulesError:
    p = tmp_path / name
    p.write_text(text)
    with pytest.raises(RulesError) as ei:
        build_model(str(p))
    return ei.value


def _at(e: RulesError, line: int, col: int, msg: str) -> None:
    assert e.loc is not None
    assert (e.loc.line, e.loc.col) == (line, col), e.render()
    assert msg in e.message, e.render()
    r = e.render()
    assert r.startswith(f"{e.loc.file}:{line}:{col}: error: ")
    assert r.splitlines()[2] == " " * (col - 1) + "^"


def test_syntax_error(tmp_path):
    e = _err(tmp_path, HEAD + "op foo { operands { a AnyInt } }\n")
    _at(e, 2, 23, "expected ':'")


def test_unknown_declaration(tmp_path):
    e = _err(tmp_path, HEAD + "opp foo {}\n")
    _at(e, 2, 1, "unexpected 'opp'")


def test_unknown_type_constraint(tmp_path):
    e = _err(tmp_path, HEAD + "op foo { operands { a: Integr } }\n")
    _at(e, 2, 24, "unknown type constraint 'Integr'")


def test_unknown_trait(tmp_path):
    e = _err(tmp_path, HEAD + "op foo [Pure, Comutative] { }\n")
    _at(e, 2, 15, "unknown trait 'Comutative'")


def test_unknown_attribute_constraint(tmp_path):
    e = _err(tmp_path, HEAD + "op foo {\n  attrs { x: I77Attr }\n}\n")
    _at(e, 3, 14, "unknown attribute constraint 'I77Attr'")


def test_duplicate_op(tmp_path):
    e = _err(tmp_path, HEAD + "op foo { }\nop foo { }\n")
    _at(e, 3, 1, "duplicate op 't.foo'")


def test_duplicate_element_name(tmp_path):
    e = _err(tmp_path, HEAD + "op foo {\n  operands { a: AnyInt, a: AnyInt }\n}\n")
    _at(e, 3, 25, "duplicate name 'a'")


def test_duplicate_enum_case(tmp_path):
    e = _err(tmp_path, HEAD + "enum E : i32 { a = 0, a = 1 }\n")
    _at(e, 2, 23, "duplicate enum case 'a'")


def test_op_in_other_dialect(tmp_path):
    e = _err(tmp_path, HEAD + "op other.foo { }\n")
    _at(e, 2, 1, "not in dialect 't'")


def test_bad_format_directive(tmp_path):
    e = _err(tmp_path, HEAD + OP.format(fmt="$a attr-dct `:` type($a)"))
    _at(e, 5, 16, "unknown format directive 'attr-dct'")


def test_format_unknown_variable(tmp_path):
    e = _err(tmp_path, HEAD + OP.format(fmt="$b attr-dict `:` type($a)"))
    _at(e, 5, 13, "'$b' does not name")


def test_format_missing_operand(tmp_path):
    text = HEAD + '''op foo {
  operands { a: AnyInt, b: AnyInt }
  format   "$a attr-dict `:` type($a)"
}
'''
    e = _err(tmp_path, text)
    _at(e, 4, 12, "format does not print operand 'b'")


def test_format_type_not_inferable(tmp_path):
    e = _err(tmp_path, HEAD + OP.format(fmt="$a attr-dict `:` type($a)"))
    _at(e, 5, 12, "type of result 'r' is not printed")


def test_format_missing_attr_dict(tmp_path):
    e = _err(tmp_path, HEAD + OP.format(fmt="$a `:` type($a) `to` type($r)"))
    _at(e, 5, 12, "missing the 'attr-dict'")


def test_optional_group_without_anchor(tmp_path):
    text = HEAD + '''op foo {
  operands { a: Optional<AnyInt> }
  format   "(`x` $a)? attr-dict (`:` type($a)^)?"
}
'''
    e = _err(tmp_path, text)
    _at(e, 4, 13, "optional group has no anchor")


def test_optional_group_anchor_not_optional(tmp_path):
    text = HEAD + '''op foo {
  operands { a: AnyInt }
  format   "(`x` $a^)? attr-dict `:` type($a)"
}
'''
    e = _err(tmp_path, text)
    _at(e, 4, 18, "must be optional or variadic")


def test_python_expression_does_not_compile(tmp_path):
    text = HEAD + '''op foo {
  operands { a: AnyInt }
  verify   h.check($a, )) 
}
'''
    e = _err(tmp_path, text)
    assert e.loc.line == 4 and "invalid Python expression" in e.message


def test_unknown_dollar_reference(tmp_path):
    text = HEAD + '''op foo {
  operands { a: AnyInt }
  verify   check($b)
}
'''
    e = _err(tmp_path, text)
    _at(e, 4, 18, "'$b' is not an element")


def test_import_cycle(tmp_path):
    (tmp_path / "b.rules").write_text('import "a.rules"\n')
    e = _err(tmp_path, 'import "b.rules"\n', name="a.rules")
    assert "import cycle: a.rules -> b.rules -> a.rules" in e.message
    assert e.loc.line == 1 and e.loc.col == 1


def test_bad_enum_default(tmp_path):
    text = HEAD + '''enum E : i32 { a = 0 }
op foo {
  attrs { e: E = b }
}
'''
    e = _err(tmp_path, text)
    _at(e, 4, 11, "default 'b' is not a case of enum 'E'")


def test_cli_reports_and_exits_1(tmp_path, capsys):
    p = tmp_path / "bad.rules"
    p.write_text(HEAD + "op foo [Nope] { }\n")
    assert gen_main([str(p), "--check"]) == 1
    err = capsys.readouterr().err
    assert f"{p}:2:9: error: unknown trait 'Nope'" in err
    assert "Traceback" not in err
    assert err.splitlines()[-1] == " " * 8 + "^"


def test_cli_output_whole_or_nothing(tmp_path):
    p = tmp_path / "bad.rules"
    p.write_text(HEAD + "op foo [Nope] { }\n")
    out = tmp_path / "out.py"
    assert gen_main([str(p), "-o", str(out)]) == 1
    assert not out.exists()
    rules = os.path.join(os.path.dirname(__file__), "..", "..", "rules", "arith.rules")
    assert gen_main([rules, "-o", str(out)]) == 0
    text = out.read_text()
    assert "Do not edit" in text and "# from arith.rules:" in text


# ------------------------------------------------------------------ regions (math/cf/scf work)


def test_variadic_region_not_last(tmp_path):
    e = _err(tmp_path, HEAD + "op foo {\n  regions { a: VariadicRegion, b: AnyRegion }\n}\n")
    _at(e, 3, 32, "only the last region can be a 'VariadicRegion'")


def test_bad_variadic_region_argument(tmp_path):
    e = _err(tmp_path, HEAD + "op foo {\n  regions { a: VariadicRegion<AnyRegion> }\n}\n")
    _at(e, 3, 16, "'VariadicRegion' takes an optional SizedRegion<N>")


def test_region_argument_name_clash(tmp_path):
    e = _err(tmp_path, HEAD + "op foo {\n  operands { i: Index }\n"
             "  regions { body: AnyRegion args(i: Index) }\n}\n")
    _at(e, 4, 34, "duplicate name 'i' in op 't.foo'")


def test_region_argument_variadic_not_last(tmp_path):
    e = _err(tmp_path, HEAD + "op foo {\n"
             "  regions { body: AnyRegion args(xs: Variadic<AnyType>, i: Index) }\n}\n")
    _at(e, 3, 34, "only the last region argument can be variadic")


def test_region_argument_unknown_constraint(tmp_path):
    e = _err(tmp_path, HEAD + "op foo {\n  regions { body: AnyRegion args(i: Indx) }\n}\n")
    _at(e, 3, 37, "unknown type constraint 'Indx'")


# ------------------------------------------------------------------ op references, custom directives


def test_unknown_op_in_trait(tmp_path):
    text = HEAD + '''op foo [HasParent<t.nope>] {
  format "attr-dict"
}
'''
    e = _err(tmp_path, text)
    _at(e, 2, 9, "'HasParent' names unknown op 't.nope'")


def test_unknown_implicit_terminator(tmp_path):
    text = HEAD + '''op foo [SingleBlockImplicitTerminator<t.end>] {
  regions { body: SizedRegion<1> }
  format "$body attr-dict"
}
'''
    e = _err(tmp_path, text)
    _at(e, 2, 9, "'SingleBlockImplicitTerminator' names unknown op 't.end'")


def test_op_of_another_dialect_in_trait_is_accepted(tmp_path):
    p = tmp_path / "ok.rules"
    p.write_text(HEAD + 'op foo [HasParent<func.func>] {\n  format "attr-dict"\n}\n')
    assert build_model(str(p)).ops[0].name == "t.foo"


def test_ref_before_its_variable_is_bound(tmp_path):
    (tmp_path / "helpers.py").write_text("def parse_X(p, a): ...\ndef print_X(p, op, b, a): ...\n")
    text = HEAD + '''native h "helpers.py"
op foo {
  operands { a: AnyInt, b: AnyInt }
  format   "custom<X>($b, ref($a)) $a attr-dict `:` type($a) type($b)"
}
'''
    e = _err(tmp_path, text)
    _at(e, 5, 31, "'ref($a)' refers to something not bound before this directive")


def test_custom_directive_without_native_function(tmp_path):
    (tmp_path / "helpers.py").write_text("def parse_X(p): ...\n")
    text = HEAD + '''native h "helpers.py"
op foo {
  operands { a: AnyInt }
  format   "custom<X>($a) attr-dict `:` type($a)"
}
'''
    e = _err(tmp_path, text)
    _at(e, 5, 13, "helpers.py) defines no 'print_X'")


def test_custom_directive_without_native_module(tmp_path):
    e = _err(tmp_path, HEAD + OP.format(fmt="custom<X>($a) attr-dict `:` type($a) type($r)"))
    _at(e, 5, 13, "'custom<X>' needs a 'native' helper module")


def test_derived_operand_type_names_unknown_element(tmp_path):
    text = HEAD + '''op foo {
  operands { a: AnyInt = $b }
  format   "$a attr-dict"
}
'''
    e = _err(tmp_path, text)
    _at(e, 3, 26, "'$b' is not an element of op 't.foo'")
