"""``irlite.compile`` given a path: a ``pathlib.Path`` or a ``str`` ending in ``.mlir``."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import irlite
from irlite.targets.compile import CompileError

HELLO = Path(__file__).resolve().parents[2] / "examples" / "hello.mlir"
ADD = "func.func @add(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}\n"


@pytest.mark.parametrize("as_str", [False, True], ids=["Path", "str"])
def test_reads_the_file(tmp_path: Path, as_str: bool) -> None:
    f = tmp_path / "add.mlir"
    f.write_text(ADD)
    m = irlite.compile(str(f) if as_str else f, target="interp")
    assert m.functions == ["add"]
    assert m.add(np.int32(2), np.int32(40)) == 42


def test_the_same_module_as_its_text() -> None:
    by_path = irlite.compile(HELLO, target="interp")
    by_text = irlite.compile(HELLO.read_text(), target="interp")
    assert by_path.functions == by_text.functions


def test_a_missing_file_names_the_path(tmp_path: Path) -> None:
    missing = tmp_path / "nosuch.mlir"
    with pytest.raises(FileNotFoundError) as info:
        irlite.compile(str(missing))
    assert info.value.filename == str(missing)
    assert str(info.value) == f"[Errno 2] cannot open MLIR input file: '{missing}'"
    with pytest.raises(FileNotFoundError, match="nosuch.mlir"):
        irlite.compile(missing, target="interp")


def test_diagnostics_name_the_file(tmp_path: Path) -> None:
    f = tmp_path / "bad.mlir"
    f.write_text("func.func @f() {\n  %0 = arith.addi : i32\n}\n")
    with pytest.raises(CompileError) as info:
        irlite.compile(f, target="interp")
    assert str(info.value).startswith(f"{f}:2:")


def test_text_is_still_text() -> None:
    m = irlite.compile(ADD, target="interp")  # MLIR text that does not end in ".mlir"
    assert m.functions == ["add"]
    with pytest.raises(CompileError):
        irlite.compile("not mlir", target="interp")
