"""The loader's cache: keyed by inputs, written atomically, corrupt entries regenerated."""

from __future__ import annotations

import os

from irlite.gen import loader
from irlite.ir.context import Context
from irlite.ir.cursor import SourceFile
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module

USER = '''dialect toy {
  summary "A toy dialect."
}

op double [Pure, SameOperandsAndResultType] {
  summary "x + x"
  operands { x: AnyInt }
  results  { r: AnyInt }
  format   "$x attr-dict `:` type($r)"
}
'''


def _fresh(tmp_path, monkeypatch):
    monkeypatch.setenv("IRLITE_CACHE_DIR", str(tmp_path / "cache"))
    loader._loaded.clear()
    p = tmp_path / "toy.rules"
    p.write_text(USER)
    return p


def test_load_user_dialect_and_roundtrip(tmp_path, monkeypatch):
    p = _fresh(tmp_path, monkeypatch)
    ctx = Context()
    mod = loader.load_rules(str(p), ctx)
    assert mod.DoubleOp.OP_NAME == "toy.double"
    top = parse_module(SourceFile("t.mlir", "func.func @f(%a: i8) {\n  %0 = toy.double %a : i8\n"
                                  "  return\n}\n"), ctx)
    assert "%0 = toy.double %arg0 : i8" in print_module(top)
    files = os.listdir(tmp_path / "cache")
    assert any(f.endswith(".py") for f in files) and any(f.endswith(".code") for f in files)


def test_corrupt_entry_is_regenerated(tmp_path, monkeypatch):
    p = _fresh(tmp_path, monkeypatch)
    mod = loader.load_rules(str(p))
    file = mod.__file__
    with open(file, "w") as f:
        f.write("this is not python")
    loader._loaded.clear()
    mod2 = loader.load_rules(str(p))
    assert mod2.DoubleOp.OP_NAME == "toy.double"
    assert open(file).read().rstrip().endswith(mod2._IRLITE_KEY)


def test_changed_source_changes_key(tmp_path, monkeypatch):
    p = _fresh(tmp_path, monkeypatch)
    k1 = loader.cache_key(str(p))
    p.write_text(USER.replace("x + x", "twice x"))
    assert loader.cache_key(str(p)) != k1
    mod = loader.load_rules(str(p))
    assert mod.DoubleOp.__doc__ == "twice x"
    assert len([f for f in os.listdir(tmp_path / "cache") if f.endswith(".py")]) == 1


def test_traceback_points_into_generated_file(tmp_path, monkeypatch):
    p = _fresh(tmp_path, monkeypatch)
    mod = loader.load_rules(str(p))
    assert mod.DoubleOp.verify_.__code__.co_filename == mod.__file__


def test_corrupt_bytecode_is_regenerated(tmp_path, monkeypatch):
    """A ``.code`` entry with the right header but garbage (or a non-code object) inside,
    next to a corrupt ``.py``, is not trusted when the module is regenerated."""
    import marshal

    p = _fresh(tmp_path, monkeypatch)
    mod = loader.load_rules(str(p))
    file = mod.__file__
    code = [os.path.join(tmp_path / "cache", f) for f in os.listdir(tmp_path / "cache") if f.endswith(".code")]
    assert len(code) == 1
    header = loader._code_header(mod._IRLITE_KEY)
    for payload in (marshal.dumps(42), b"\x00garbage"):
        with open(code[0], "wb") as f:
            f.write(header + payload)
        with open(file, "a") as f:  # the .py keeps its trailer but no longer compiles
            f.write("\n)(\n# end of generated module " + mod._IRLITE_KEY + "\n")
        loader._loaded.clear()
        mod2 = loader.load_rules(str(p))
        assert mod2.DoubleOp.OP_NAME == "toy.double"
        with open(code[0], "rb") as f:
            assert f.read().startswith(header)


def test_stale_entry_is_not_trusted(tmp_path, monkeypatch):
    """An entry under the current key whose trailer names another key (a partly written
    or stale file) is regenerated, never imported."""
    p = _fresh(tmp_path, monkeypatch)
    mod = loader.load_rules(str(p))
    file = mod.__file__
    with open(file) as f:
        text = f.read()
    with open(file, "w") as f:
        f.write(text.replace(f"# end of generated module {mod._IRLITE_KEY}", "# end of generated module stale")
                .replace('summary "x + x"', "").replace('"""x + x"""', '"""stale"""'))
    assert not loader._valid(file, mod._IRLITE_KEY)
    loader._loaded.clear()
    mod2 = loader.load_rules(str(p))
    assert mod2.DoubleOp.__doc__ == "x + x"
    assert loader._valid(file, mod._IRLITE_KEY)
