"""``--debug-rules`` applies to the ``irlite-opt`` run that sets it, not to later runs in the process."""

from __future__ import annotations

from typing import Any

from irlite.passes.transforms import canonicalize
from irlite.tools.opt import main

SRC = (
    "func.func @f(%a: i32) -> i32 {\n"
    "  %c1 = arith.constant 1 : i32\n"
    "  %c2 = arith.constant 2 : i32\n"
    "  %0 = arith.addi %a, %c1 : i32\n"
    "  %1 = arith.addi %0, %c2 : i32\n"
    "  return %1 : i32\n"
    "}\n"
)


def test_debug_rules_does_not_stick(tmp_path: Any, capsys: Any) -> None:
    src = tmp_path / "in.mlir"
    src.write_text(SRC)
    assert main(["--debug-rules", "--canonicalize", str(src)]) == 0
    out, err = capsys.readouterr()
    assert "trying AddIAddConstant" in err and "arith.addi %arg0, %c3_i32" in out
    assert canonicalize.DEBUG_RULES is False
    assert main(["--canonicalize", str(src)]) == 0
    out2, err2 = capsys.readouterr()
    assert "debug-rules:" not in err2 and out2 == out


def test_debug_rules_scope_restores() -> None:
    with canonicalize.debug_rules():
        assert canonicalize.DEBUG_RULES is True
        with canonicalize.debug_rules(False):
            assert canonicalize.DEBUG_RULES is False
        assert canonicalize.DEBUG_RULES is True
    assert canonicalize.DEBUG_RULES is False
