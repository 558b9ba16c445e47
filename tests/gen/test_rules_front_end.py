"""What a new dialect written from scratch needs of the ``.rules`` front end: MLIR's integer
constraints of any width and signedness (their predicates, descriptions and verifier
messages), integer attributes of a signedness, and ``canonicalize RULESET`` naming a
ruleset of the same file, run by ``canonicalize``.

What this does not check: located errors (``test_rules_errors.py``, ``test_rule_errors.py``)
or how the generator defines the interned types (``test_integer_widths.py``).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from irlite.gen import loader
from irlite.gen.model import build_model
from irlite.ir.attributes import IntegerAttr
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.types import FloatType, IndexType, IntegerType
from irlite.ir.verifier import verify
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes

POLY = """\
dialect poly {
  summary "polynomials"
  canonicalize canonicalize_poly          # a ruleset of this same file
}
op add [Pure] {
  summary "add"
  operands { lhs: I46, rhs: I46 }
  results { output: I46 }
  format "$lhs `,` $rhs attr-dict `:` type($output)"
}
op zero [Pure] {
  summary "zero"
  results { output: AnyInteger }
  format "attr-dict `:` type($output)"
}
op mix [Pure] {
  operands { s: SI<8>, u: UI3, any: AnyI46 }
  attrs { k: SI8Attr, w: AnyI16Attr }
  results { r: AnySignlessIntegerOrIndex }
  format "$s `,` $u `,` $any $k `,` $w attr-dict `:` type($any) `->` type($r)"
}
# add(x, zero) -> x
rule AddZero {
  match (poly.add $x (poly.zero))
  replace $x
}
ruleset canonicalize_poly { rules [AddZero] driver greedy }
"""


@pytest.fixture
def poly(tmp_path: Path) -> tuple[Path, Context]:
    path = tmp_path / "poly.rules"
    path.write_text(POLY, encoding="utf-8")
    ctx = Context()
    loader.load_rules(str(path), ctx)
    return path, ctx


def test_canonicalize_runs_a_ruleset_of_the_same_file(poly: tuple[Path, Context]) -> None:
    path, ctx = poly
    assert build_model(str(path)).canonicalizer["rulesets"] == [("poly.rules", "canonicalize_poly")]
    load_builtin_passes()
    m = parse_module(
        "func.func @f(%a: i46) -> i46 {\n"
        "  %z = poly.zero : i46\n  %r = poly.add %a, %z : i46\n  return %r : i46\n}\n",
        ctx,
    )
    assert run_pipeline("builtin.module(canonicalize)", m, ctx)
    text = print_op(m)
    assert "poly." not in text and "return %arg0 : i46" in text, text


def test_integer_constraints_round_trip_and_verify(poly: tuple[Path, Context]) -> None:
    _, ctx = poly
    src = (
        "func.func @f(%s: si8, %u: ui3, %a: si46) -> index {\n"
        "  %0 = poly.mix %s, %u, %a -3, 7 : i16 : si46 -> index\n  return %0 : index\n}\n"
    )
    m = parse_module(src, ctx)
    assert verify(m, ctx) == []
    mix = next(op for op in m.walk() if op.name == "poly.mix")
    assert mix.get_attr("k") is IntegerAttr.get(IntegerType.get(8, "signed"), -3)
    assert mix.get_attr("w") is IntegerAttr.get(IntegerType.get(16), 7)
    text = print_op(m)
    assert "poly.mix %arg0, %arg1, %arg2 -3, 7 : i16 : si46 -> index" in text, text
    assert print_op(parse_module(text, ctx)) == text


@pytest.mark.parametrize(
    ("operands", "message"),
    [
        ("%s: i8, %u: ui3, %a: i46", "operand #0 must be 8-bit signed integer, but got 'i8'"),
        ("%s: si8, %u: i3, %a: i46", "operand #1 must be 3-bit unsigned integer, but got 'i3'"),
        ("%s: si8, %u: ui3, %a: i45", "operand #2 must be 46-bit integer, but got 'i45'"),
    ],
)
def test_integer_constraints_give_mlir_messages(
    poly: tuple[Path, Context], operands: str, message: str
) -> None:
    _, ctx = poly
    types = ", ".join(a.split(": ")[1] for a in operands.split(", "))
    src = (
        f"func.func @f({operands}) {{\n"
        f'  %0 = "poly.mix"(%s, %u, %a) {{k = 1 : si8, w = 2 : ui16}} : ({types}) -> i1\n'
        "  return\n}\n"
    )
    msgs = [d.message for d in verify(parse_module(src, ctx), ctx)]
    assert msgs == [f"'poly.mix' op {message}"]


def test_attribute_of_a_signedness_is_checked(poly: tuple[Path, Context]) -> None:
    _, ctx = poly
    src = (
        "func.func @f(%s: si8, %u: ui3, %a: i46) {\n"
        '  %0 = "poly.mix"(%s, %u, %a) {k = 1 : i8, w = 2 : i16} : (si8, ui3, i46) -> i1\n'
        "  return\n}\n"
    )
    msgs = [d.message for d in verify(parse_module(src, ctx), ctx)]
    assert len(msgs) == 1 and "8-bit signed integer attribute" in msgs[0], msgs


# (constraint, its description, the sample types it accepts)
SAMPLES = ["i46", "i32", "si46", "ui46", "i1", "index", "f32"]
CONSTRAINTS = [
    ("I46", "46-bit signless integer", ["i46"]),
    ("I<46>", "46-bit signless integer", ["i46"]),
    ("SI46", "46-bit signed integer", ["si46"]),
    ("UI<46>", "46-bit unsigned integer", ["ui46"]),
    ("AnyI46", "46-bit integer", ["i46", "si46", "ui46"]),
    ("AnyI<1>", "1-bit integer", ["i1"]),
    ("AnyInteger", "integer", ["i46", "i32", "si46", "ui46", "i1"]),
    ("AnySignlessInteger", "signless integer", ["i46", "i32", "i1"]),
    ("AnySignedInteger", "signed integer", ["si46"]),
    ("AnyUnsignedInteger", "unsigned integer", ["ui46"]),
    ("AnySignlessIntegerOrIndex", "signless integer or index", ["i46", "i32", "i1", "index"]),
    ("VectorOf<SI46>", "vector of 46-bit signed integer values", []),
]


def _type(text: str) -> object:
    if text == "index":
        return IndexType.get()
    if text == "f32":
        return FloatType.get("f32")
    mm = re.fullmatch(r"(s|u)?i(\d+)", text)
    assert mm
    sign = {"s": "signed", "u": "unsigned"}.get(mm.group(1) or "", "signless")
    return IntegerType.get(int(mm.group(2)), sign)


@pytest.mark.parametrize(("constraint", "desc", "accepts"), CONSTRAINTS)
def test_integer_constraint_predicates(
    tmp_path: Path, constraint: str, desc: str, accepts: list[str]
) -> None:
    """Each constraint's predicate, evaluated as the generated module does (with the
    interned types it names), accepts exactly the types MLIR's does."""
    p = tmp_path / "c.rules"
    p.write_text(f"dialect c\nop foo {{\n  operands {{ a: {constraint} }}\n}}\n", encoding="utf-8")
    tc = build_model(str(p)).ops[0].operands[0].tc
    assert tc.desc == desc
    env: dict = {"IntegerType": IntegerType, "VectorType": object, "_index": IndexType.get()}
    for name in re.findall(r"_T_\w+", tc.pred):
        env[name] = _type(name[3:])
    got = [s for s in SAMPLES if eval(tc.pred.replace("{t}", "t"), env, {"t": _type(s)})]
    assert got == accepts
    if tc.buildable is not None:  # the fixed ones build their one type
        assert (
            tc.buildable in env and [s for s in SAMPLES if _type(s) is env[tc.buildable]] == accepts
        )
