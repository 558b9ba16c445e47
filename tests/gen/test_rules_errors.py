"""Every class of mistake in a .rules file gives ``file:line:col: error:`` with a caret."""

from __future__ import annotations

import os

import pytest

from irlite.gen.errors import RulesError
from irlite.gen.model import build_model
from irlite.tools.gen import main as gen_main

HEAD = "dialect t\n"
OP = """op foo [Pure] {{
  operands {{ a: AnyInt }}
  results  {{ r: AnyInt }}
  format   "{fmt}"
}}
"""


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


#: (the .rules text, the error's line and column, a part of its message) for each mistake
#: that build_model reports at one place.
LOCATED_ERRORS = [
    pytest.param(
        HEAD + "op foo { operands { a AnyInt } }\n",
        2,
        23,
        "expected ':'",
        id="syntax_error",
    ),
    pytest.param(HEAD + "opp foo {}\n", 2, 1, "unexpected 'opp'", id="unknown_declaration"),
    pytest.param(
        HEAD + "op foo { operands { a: Integr } }\n",
        2,
        24,
        "unknown type constraint 'Integr'",
        id="unknown_type_constraint",
    ),
    pytest.param(
        HEAD + "op foo [Pure, Comutative] { }\n",
        2,
        15,
        "unknown trait 'Comutative'",
        id="unknown_trait",
    ),
    pytest.param(
        HEAD + 'op foo [TypesMatchWith<a, "s">] { operands { a: AnyType } }\n',
        2,
        9,
        "'TypesMatchWith' names 'a', which is no operand or result with a derived type (`= expr`)",
        id="types_match_with_underived",
    ),
    pytest.param(
        HEAD + "op foo {\n  attrs { x: I77Attr }\n}\n",
        3,
        14,
        "unknown attribute constraint 'I77Attr'",
        id="unknown_attribute_constraint",
    ),
    pytest.param(
        HEAD + "op foo { }\nop foo { }\n",
        3,
        1,
        "duplicate op 't.foo'",
        id="duplicate_op",
    ),
    pytest.param(
        HEAD + "op foo {\n  operands { a: AnyInt, a: AnyInt }\n}\n",
        3,
        25,
        "duplicate name 'a'",
        id="duplicate_element_name",
    ),
    pytest.param(
        HEAD + "enum E : i32 { a = 0, a = 1 }\n",
        2,
        23,
        "duplicate enum case 'a'",
        id="duplicate_enum_case",
    ),
    pytest.param(HEAD + "op other.foo { }\n", 2, 1, "not in dialect 't'", id="op_in_other_dialect"),
    pytest.param(
        HEAD + OP.format(fmt="$a attr-dct `:` type($a)"),
        5,
        16,
        "unknown format directive 'attr-dct'",
        id="bad_format_directive",
    ),
    pytest.param(
        HEAD + OP.format(fmt="$b attr-dict `:` type($a)"),
        5,
        13,
        "'$b' does not name",
        id="format_unknown_variable",
    ),
    pytest.param(
        HEAD
        + """op foo {
  operands { a: AnyInt, b: AnyInt }
  format   "$a attr-dict `:` type($a)"
}
""",
        4,
        12,
        "format does not print operand 'b'",
        id="format_missing_operand",
    ),
    pytest.param(
        HEAD + OP.format(fmt="$a attr-dict `:` type($a)"),
        5,
        12,
        "type of result 'r' is not printed",
        id="format_type_not_inferable",
    ),
    pytest.param(
        HEAD + OP.format(fmt="$a `:` type($a) `to` type($r)"),
        5,
        12,
        "missing the 'attr-dict'",
        id="format_missing_attr_dict",
    ),
    pytest.param(
        HEAD
        + """op foo {
  operands { a: Optional<AnyInt> }
  format   "(`x` $a)? attr-dict (`:` type($a)^)?"
}
""",
        4,
        13,
        "optional group has no anchor",
        id="optional_group_without_anchor",
    ),
    pytest.param(
        HEAD
        + """op foo {
  operands { a: AnyInt }
  format   "(`x` $a^)? attr-dict `:` type($a)"
}
""",
        4,
        18,
        "must be optional or variadic",
        id="optional_group_anchor_not_optional",
    ),
    pytest.param(
        HEAD
        + """op foo {
  operands { a: AnyInt }
  verify   check($b)
}
""",
        4,
        18,
        "'$b' is not an element",
        id="unknown_dollar_reference",
    ),
    pytest.param(
        HEAD
        + """enum E : i32 { a = 0 }
op foo {
  attrs { e: E = b }
}
""",
        4,
        11,
        "default 'b' is not a case of enum 'E'",
        id="bad_enum_default",
    ),
    # regions (math/cf/scf work)
    pytest.param(
        HEAD + "op foo {\n  regions { a: VariadicRegion, b: AnyRegion }\n}\n",
        3,
        32,
        "only the last region can be a 'VariadicRegion'",
        id="variadic_region_not_last",
    ),
    pytest.param(
        HEAD + "op foo {\n  regions { a: VariadicRegion<AnyRegion> }\n}\n",
        3,
        16,
        "'VariadicRegion' takes an optional SizedRegion<N>",
        id="bad_variadic_region_argument",
    ),
    pytest.param(
        HEAD + "op foo {\n  operands { i: Index }\n"
        "  regions { body: AnyRegion args(i: Index) }\n}\n",
        4,
        34,
        "duplicate name 'i' in op 't.foo'",
        id="region_argument_name_clash",
    ),
    pytest.param(
        HEAD + "op foo {\n  regions { body: AnyRegion args(xs: Variadic<AnyType>, i: Index) }\n}\n",
        3,
        34,
        "only the last region argument can be variadic",
        id="region_argument_variadic_not_last",
    ),
    pytest.param(
        HEAD + "op foo {\n  regions { body: AnyRegion args(i: Indx) }\n}\n",
        3,
        37,
        "unknown type constraint 'Indx'",
        id="region_argument_unknown_constraint",
    ),
    # op references, custom directives
    pytest.param(
        HEAD
        + """op foo [HasParent<t.nope>] {
  format "attr-dict"
}
""",
        2,
        9,
        "'HasParent' names unknown op 't.nope'",
        id="unknown_op_in_trait",
    ),
    pytest.param(
        HEAD
        + """op foo [SingleBlockImplicitTerminator<t.end>] {
  regions { body: SizedRegion<1> }
  format "$body attr-dict"
}
""",
        2,
        9,
        "'SingleBlockImplicitTerminator' names unknown op 't.end'",
        id="unknown_implicit_terminator",
    ),
    pytest.param(
        HEAD + OP.format(fmt="custom<X>($a) attr-dict `:` type($a) type($r)"),
        5,
        13,
        "'custom<X>' needs a 'native' helper module",
        id="custom_directive_without_native_module",
    ),
    pytest.param(
        HEAD
        + """op foo {
  operands { a: AnyInt = $b }
  format   "$a attr-dict"
}
""",
        3,
        26,
        "'$b' is not an element of op 't.foo'",
        id="derived_operand_type_names_unknown_element",
    ),
    pytest.param(
        HEAD
        + """op foo {
  operands { x: I32 }
  results  { r: I32 = type(x) }
  format   "$x attr-dict `:` type($x)"
}
""",
        4,
        28,
        "'x' is not defined in a type inference: write '$x' for the element (its type: '$x.type')",
        id="type_inference_names_element_without_dollar",
    ),
]


# a missing comma in any list of the grammar
LOCATED_ERRORS += [
    pytest.param(
        HEAD + "op foo {\n  operands { lhs: I64 rhs: I64 }\n}\n",
        3,
        23,
        "expected ',' or '}'",
        id="operands_missing_comma",
    ),
    pytest.param(
        HEAD + "op foo {\n  attrs { x: I64Attr y: I64Attr }\n}\n",
        3,
        22,
        "expected ',' or '}'",
        id="attrs_missing_comma",
    ),
    pytest.param(
        HEAD + "op foo {\n  results { a: I64 b: I64 }\n}\n",
        3,
        20,
        "expected ',' or '}'",
        id="results_missing_comma",
    ),
    pytest.param(
        HEAD + "op foo {\n  regions { a: AnyRegion b: AnyRegion }\n}\n",
        3,
        26,
        "expected ',' or '}'",
        id="regions_missing_comma",
    ),
    pytest.param(
        HEAD + "op foo {\n  successors { a: AnySuccessor b: AnySuccessor }\n}\n",
        3,
        32,
        "expected ',' or '}'",
        id="successors_missing_comma",
    ),
    pytest.param(
        HEAD + "op foo {\n  operands { a: I64,, b: I64 }\n}\n",
        3,
        21,
        "expected ',' or '}'",
        id="operands_double_comma",
    ),
    pytest.param(
        HEAD + "op foo {\n  regions { r: AnyRegion args(a: I64 b: I64) }\n}\n",
        3,
        38,
        "expected ',' or ')'",
        id="region_args_missing_comma",
    ),
    pytest.param(
        HEAD + "enum E : i32 { a = 0 b = 1 }\n",
        2,
        22,
        "expected ',' or '}'",
        id="enum_missing_comma",
    ),
    pytest.param(
        HEAD + "op foo [Pure Commutative] { }\n",
        2,
        14,
        "expected ',' or ']'",
        id="traits_missing_comma",
    ),
    pytest.param(
        HEAD + "op foo [AllTypesMatch<a b>] { }\n",
        2,
        25,
        "expected ',' or '>'",
        id="trait_args_missing_comma",
    ),
    pytest.param(
        HEAD + "constraint C = VectorOf<I64 I32>\n",
        2,
        29,
        "expected ',' or '>'",
        id="constraint_args_missing_comma",
    ),
    pytest.param(
        HEAD + "enum E i32 { a = 1 }\n",
        2,
        8,
        "expected ': i32' or 'attr \"dialect.mnemonic\"'",
        id="enum_storage_missing_colon",
    ),
]

# integer constraints of a width (MLIR's I<N>, SI<N>, UI<N>, AnyI<N>)
LOCATED_ERRORS += [
    pytest.param(
        HEAD + "op foo {\n  operands { a: I<x> }\n}\n",
        3,
        17,
        "'I' takes a bit width ('I<32>')",
        id="width_not_an_integer",
    ),
    pytest.param(
        HEAD + "op foo {\n  operands { a: SI<8, 9> }\n}\n",
        3,
        17,
        "'SI' takes a bit width ('SI<32>')",
        id="two_widths",
    ),
    pytest.param(
        HEAD + "op foo {\n  operands { a: I16777216 }\n}\n",
        3,
        17,
        "integer bitwidth is limited to 16777215 bits",
        id="width_too_large",
    ),
    pytest.param(
        HEAD + "op foo {\n  operands { a: UI8<8> }\n}\n",
        3,
        17,
        "constraint 'UI8' takes no arguments",
        id="named_width_with_arguments",
    ),
    pytest.param(
        HEAD + "op foo {\n  attrs { x: I46Attr }\n}\n",
        3,
        14,
        "unknown attribute constraint 'I46Attr'",
        id="attribute_width_mlir_does_not_define",
    ),
]

# `canonicalize` sources of the dialect block
LOCATED_ERRORS += [
    pytest.param(
        "dialect t {\n  canonicalize canon_t\n}\nruleset canon_x { rules [] }\n",
        2,
        16,
        "canonicalize: no ruleset 'canon_t' in this file",
        id="canonicalize_unknown_own_ruleset",
    ),
    pytest.param(
        "dialect t {\n  canonicalize canonicalize_t\n}\nruleset canonicalize_tt { rules [] }\n",
        2,
        16,
        "no ruleset 'canonicalize_t' in this file (did you mean 'canonicalize_tt'?)",
        id="canonicalize_own_ruleset_did_you_mean",
    ),
    pytest.param(
        'dialect t {\n  canonicalize "nope.rules" c\n}\n',
        2,
        16,
        "canonicalize: no rules file 'nope.rules' next to this one",
        id="canonicalize_unknown_file",
    ),
    pytest.param(
        "dialect t {\n  canonicalize 12\n}\n",
        2,
        16,
        "expected ruleset name",
        id="canonicalize_not_a_name",
    ),
    pytest.param(
        "dialect t {\n  materializer a.b\n  materializer a.c\n}\n",
        3,
        3,
        "a dialect names one constant materializer",
        id="two_materializers",
    ),
]


@pytest.mark.parametrize("text, line, col, msg", LOCATED_ERRORS)
def test_error_is_located(tmp_path, text: str, line: int, col: int, msg: str) -> None:
    _at(_err(tmp_path, text), line, col, msg)


def test_python_expression_does_not_compile(tmp_path):
    text = (
        HEAD
        + """op foo {
  operands { a: AnyInt }
  verify   h.check($a, )) 
}
"""
    )
    e = _err(tmp_path, text)
    assert e.loc.line == 4 and "invalid Python expression" in e.message


def test_import_cycle(tmp_path):
    (tmp_path / "b.rules").write_text('import "a.rules"\n')
    e = _err(tmp_path, 'import "b.rules"\n', name="a.rules")
    assert "import cycle: a.rules -> b.rules -> a.rules" in e.message
    assert e.loc.line == 1 and e.loc.col == 1


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


# ------------------------------------------------------------------ op references, custom directives


def test_op_of_another_dialect_in_trait_is_accepted(tmp_path):
    p = tmp_path / "ok.rules"
    p.write_text(HEAD + 'op foo [HasParent<func.func>] {\n  format "attr-dict"\n}\n')
    assert build_model(str(p)).ops[0].name == "t.foo"


def test_ref_before_its_variable_is_bound(tmp_path):
    (tmp_path / "helpers.py").write_text("def parse_X(p, a): ...\ndef print_X(p, op, b, a): ...\n")
    text = (
        HEAD
        + """native h "helpers.py"
op foo {
  operands { a: AnyInt, b: AnyInt }
  format   "custom<X>($b, ref($a)) $a attr-dict `:` type($a) type($b)"
}
"""
    )
    e = _err(tmp_path, text)
    _at(e, 5, 31, "'ref($a)' refers to something not bound before this directive")


def test_custom_directive_without_native_function(tmp_path):
    (tmp_path / "helpers.py").write_text("def parse_X(p): ...\n")
    text = (
        HEAD
        + """native h "helpers.py"
op foo {
  operands { a: AnyInt }
  format   "custom<X>($a) attr-dict `:` type($a)"
}
"""
    )
    e = _err(tmp_path, text)
    _at(e, 5, 13, "helpers.py) defines no 'print_X'")


def test_canonicalize_ruleset_of_another_file_is_checked(tmp_path):
    (tmp_path / "canon.rules").write_text("ruleset canon_t { rules [] }\n")
    text = 'dialect t {\n  canonicalize "canon.rules" canon_x\n}\n'
    _at(_err(tmp_path, text), 2, 30, "canonicalize: no ruleset 'canon_x' in 'canon.rules'")
    p = tmp_path / "ok.rules"
    p.write_text(text.replace("canon_x", "canon_t"))
    assert build_model(str(p)).canonicalizer["rulesets"] == [("canon.rules", "canon_t")]


def test_canonicalize_bare_ruleset_names_this_file(tmp_path):
    p = tmp_path / "own.rules"
    p.write_text("dialect t {\n  canonicalize canon_t\n}\nruleset canon_t { rules [] }\n")
    assert build_model(str(p)).canonicalizer["rulesets"] == [("own.rules", "canon_t")]
