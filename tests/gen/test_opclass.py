"""``opclass``: ops that share their traits and items declare them once.

``opclass NAME [traits] { items }`` declares no op; ``op x : NAME [traits] { items }``
is the op with the class's traits then its own, and the class's items less those the op
gives itself. linalg's named ops (``rules/linalg.rules``) are declared so.
"""

from __future__ import annotations

import pytest

from irlite.gen.errors import RulesError
from irlite.gen.loader import load_rules
from irlite.gen.model import build_model
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.verifier import verify

TEXT = """dialect t
opclass Binary [Pure, SameOperandsAndResultType] {
  summary  "a binary op"
  operands { lhs: AnyInt, rhs: AnyInt }
  results  { r: AnyInt }
  format   "$lhs `,` $rhs attr-dict `:` type($r)"
}
op add : Binary [Commutative] {}
op sub : Binary { summary "subtraction" }
op neg : Binary [] {
  operands { x: AnyInt }
  format   "$x attr-dict `:` type($r)"
}
"""


def _model(tmp_path, text: str):
    p = tmp_path / "t.rules"
    p.write_text(text)
    return build_model(str(p)), str(p)


def test_ops_of_a_class_get_its_traits_and_items(tmp_path) -> None:
    m, _ = _model(tmp_path, TEXT)
    ops = {o.name: o for o in m.ops}
    assert sorted(ops) == ["t.add", "t.neg", "t.sub"]  # the class itself is no op
    add, sub, neg = ops["t.add"], ops["t.sub"], ops["t.neg"]
    assert (
        add.traits[:3] == ["Pure", "SameOperandsAndResultType", "Commutative"]
        and "Commutative" not in sub.traits
    )
    assert [o.name for o in add.operands] == ["lhs", "rhs"] and add.summary == "a binary op"
    assert sub.summary == "subtraction"  # an item the op gives replaces the class's
    assert [o.name for o in neg.operands] == ["x"] and neg.summary == "a binary op"


def test_class_ops_parse_print_and_verify(tmp_path) -> None:
    _, path = _model(tmp_path, TEXT)
    ctx = Context()
    load_rules(path, ctx)
    src = (
        "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = t.add %a, %b : i32\n"
        "  %1 = t.sub %0, %b : i32\n  %2 = t.neg %1 : i32\n  return %2 : i32\n}\n"
    )
    top = parse_module(src, ctx)
    assert verify(top, ctx) == []
    text = print_op(top)
    assert "%0 = t.add %arg0, %arg1 : i32" in text and "%2 = t.neg %1 : i32" in text


@pytest.mark.parametrize(
    "text, line, col, msg",
    [
        ("dialect t\nop a : Missing {}\n", 2, 6, "unknown op class 'Missing' (op classes: none"),
        (
            "dialect t\nopclass K {}\nopclass K {}\n",
            3,
            1,
            "duplicate op class 'K'",
        ),
        (
            "dialect t\nop a : K {}\nopclass K {}\n",
            2,
            6,
            "unknown op class 'K'",
        ),
    ],
)
def test_mistakes_are_located(tmp_path, text: str, line: int, col: int, msg: str) -> None:
    with pytest.raises(RulesError) as ei:
        _model(tmp_path, text)
    e = ei.value
    assert (e.loc.line, e.loc.col) == (line, col), e.render()
    assert msg in e.message, e.render()
