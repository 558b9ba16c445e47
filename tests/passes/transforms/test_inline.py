"""``inline`` asks a user's dialect, declared in ``.rules``, whether its ops may be inlined:
a callee whose body holds an op its ``DialectInlinerInterface`` refuses stays a call; the
ops of a dialect without the interface are never inlined."""

from __future__ import annotations

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op

HELPERS = """
from irlite.ir.interfaces import DialectInlinerInterface


class Inliner(DialectInlinerInterface):
    __slots__ = ()

    def is_legal_to_inline_op(self, op, dest, would_be_cloned):
        return op.get_attr("pinned") is None
"""

DIALECT = """
dialect uin {
  summary "a dialect whose ops may be inlined unless pinned"
  interfaces { DialectInlinerInterface: h.Inliner }
}
native h "uin_helpers.py"

op twice [Pure] {
  summary  "x + x"
  operands { x: I32 }
  results  { r: I32 }
  attrs    { pinned?: UnitAttr }
  format   "$x attr-dict"
}
"""

OTHER = """
dialect unoi {
  summary "a dialect without an inliner interface"
}

op twice [Pure] {
  summary  "x + x"
  operands { x: I32 }
  results  { r: I32 }
  format   "$x attr-dict"
}
"""

PROGRAM = """
func.func private @free(%a: i32) -> i32 {
  %0 = uin.twice %a
  return %0 : i32
}
func.func private @pinned(%a: i32) -> i32 {
  %0 = uin.twice %a {pinned}
  return %0 : i32
}
func.func private @other(%a: i32) -> i32 {
  %0 = unoi.twice %a
  return %0 : i32
}
func.func @f(%a: i32) -> (i32, i32, i32) {
  %0 = call @free(%a) : (i32) -> i32
  %1 = call @pinned(%a) : (i32) -> i32
  %2 = call @other(%a) : (i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}
"""


def test_a_user_dialect_decides_what_is_inlined(tmp_path) -> None:
    from irlite import load_rules
    from irlite.passes.infra.manager import run_pipeline
    from irlite.passes.infra.registry import load_builtin_passes

    (tmp_path / "uin_helpers.py").write_text(HELPERS)
    (tmp_path / "uin.rules").write_text(DIALECT)
    (tmp_path / "unoi.rules").write_text(OTHER)
    load_builtin_passes()
    ctx = Context()
    load_rules(str(tmp_path / "uin.rules"), ctx)
    load_rules(str(tmp_path / "unoi.rules"), ctx)
    m = parse_module(PROGRAM, ctx)
    assert run_pipeline("builtin.module(inline)", m, ctx)
    out = print_op(m)
    f = out[out.index("func.func @f") :]
    assert "call @free" not in f and "uin.twice %arg0\n" in f  # legal: inlined, callee erased
    assert "@free" not in out
    assert "call @pinned" in f and "func.func private @pinned" in out  # refused
    assert "call @other" in f and "func.func private @other" in out  # no interface
