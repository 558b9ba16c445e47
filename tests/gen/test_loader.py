"""The loader's cache: keyed by content, relocatable, written atomically, corrupt entries
regenerated, never evicting other entries; ``load_rules`` and the dialect registry."""

from __future__ import annotations

import os
import shutil
import sys

import pytest

from irlite.gen import loader
from irlite.gen.rewrite_codegen import generate_patterns, load_patterns
from irlite.gen.rewrite_model import build_rewrite_model
from irlite.ir.context import Context
from irlite.ir.cursor import SourceFile
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.registry import DialectRegistry, default_registry

USER = """dialect toy {
  summary "A toy dialect."
}

op double [Pure, SameOperandsAndResultType] {
  summary "x + x"
  operands { x: AnyInt }
  results  { r: AnyInt }
  format   "$x attr-dict `:` type($r)"
}
"""


def _fresh(tmp_path, monkeypatch):
    monkeypatch.setenv("IRLITE_CACHE_DIR", str(tmp_path / "cache"))
    # this test's modules are its own: the process's loaded modules come back afterwards
    # (a later Context must not mix a dialect loaded here with one loaded before)
    monkeypatch.setattr(loader, "_loaded", {})
    monkeypatch.setattr(loader, "_builtin", dict(loader._builtin))
    for name, mod in list(sys.modules.items()):  # same content, same module name: restored after
        if name.startswith(("irlite_generated_", "irlite_rewrites_")):
            monkeypatch.setitem(sys.modules, name, mod)
    p = tmp_path / "toy.rules"
    p.write_text(USER)
    return p


def test_load_user_dialect_and_roundtrip(tmp_path, monkeypatch):
    p = _fresh(tmp_path, monkeypatch)
    ctx = Context()
    mod = loader.load_rules(str(p), ctx)
    assert mod.DoubleOp.OP_NAME == "toy.double"
    top = parse_module(
        SourceFile("t.mlir", "func.func @f(%a: i8) {\n  %0 = toy.double %a : i8\n  return\n}\n"),
        ctx,
    )
    assert "%0 = toy.double %arg0 : i8" in print_module(top)
    files = os.listdir(tmp_path / "cache")
    assert any(f.endswith(".py") for f in files) and any(f.endswith(".code") for f in files)


def test_corrupt_entry_is_regenerated(tmp_path, monkeypatch):
    p = _fresh(tmp_path, monkeypatch)
    mod = loader.generated_module(str(p))
    file = mod.__file__
    with open(file, "w") as f:
        f.write("this is not python")
    loader._loaded.clear()
    mod2 = loader.generated_module(str(p))
    assert mod2.DoubleOp.OP_NAME == "toy.double"
    with open(file) as f:
        assert f.read().rstrip().endswith(mod2._IRLITE_KEY)


def test_changed_source_changes_key_and_keeps_the_old_entry(tmp_path, monkeypatch):
    """Another version of a dialect gets its own entry; the old one stays (two checkouts
    or versions sharing a cache never evict each other)."""
    p = _fresh(tmp_path, monkeypatch)
    k1 = loader.cache_key(str(p))
    old = loader.generated_module(str(p))
    p.write_text(USER.replace("x + x", "twice x"))
    assert loader.cache_key(str(p)) != k1
    mod = loader.generated_module(str(p))
    assert mod.DoubleOp.__doc__ == "twice x"
    assert sorted(f for f in os.listdir(tmp_path / "cache") if f.endswith(".py")) == sorted(
        [os.path.basename(old.__file__), os.path.basename(mod.__file__)]
    )


def test_traceback_points_into_generated_file(tmp_path, monkeypatch):
    p = _fresh(tmp_path, monkeypatch)
    mod = loader.generated_module(str(p))
    assert mod.DoubleOp.verify_.__code__.co_filename == mod.__file__


def test_corrupt_bytecode_is_regenerated(tmp_path, monkeypatch):
    """A ``.code`` entry with the right header but garbage (or a non-code object) inside,
    next to a corrupt ``.py``, is not trusted when the module is regenerated."""
    import marshal

    p = _fresh(tmp_path, monkeypatch)
    mod = loader.generated_module(str(p))
    file = mod.__file__
    code = [
        os.path.join(tmp_path / "cache", f)
        for f in os.listdir(tmp_path / "cache")
        if f.endswith(".code")
    ]
    assert len(code) == 1
    header = loader._code_header(mod._IRLITE_KEY)
    for payload in (marshal.dumps(42), b"\x00garbage"):
        with open(code[0], "wb") as f:
            f.write(header + payload)
        with open(file, "a") as f:  # the .py keeps its trailer but no longer compiles
            f.write("\n)(\n# end of generated module " + mod._IRLITE_KEY + "\n")
        loader._loaded.clear()
        mod2 = loader.generated_module(str(p))
        assert mod2.DoubleOp.OP_NAME == "toy.double"
        with open(code[0], "rb") as f:
            assert f.read().startswith(header)


def test_stale_entry_is_not_trusted(tmp_path, monkeypatch):
    """An entry under the current key whose trailer names another key (a partly written
    or stale file) is regenerated, never imported."""
    p = _fresh(tmp_path, monkeypatch)
    mod = loader.generated_module(str(p))
    file = mod.__file__
    with open(file) as f:
        text = f.read()
    with open(file, "w") as f:
        f.write(
            text.replace(
                f"# end of generated module {mod._IRLITE_KEY}", "# end of generated module stale"
            )
            .replace('summary "x + x"', "")
            .replace('"""x + x"""', '"""stale"""')
        )
    assert not loader._valid(file, mod._IRLITE_KEY)
    loader._loaded.clear()
    mod2 = loader.generated_module(str(p))
    assert mod2.DoubleOp.__doc__ == "x + x"
    assert loader._valid(file, mod._IRLITE_KEY)


NATIVE_USER = USER.replace("dialect toy {", 'native h "toy_helpers.py"\n\ndialect toy {').replace(
    'summary "x + x"', 'summary "x + x"\n  verify h.check(self)'
)
HELPERS = "def check(op):\n    return None\n"
RULES_USER = """import "toy.rules"

rule DoubleOfDouble {
  match   (toy.double (toy.double $x))
  replace (toy.double $x)
}

ruleset toy_canon {
  rules [DoubleOfDouble]
  driver greedy
}
"""


def _project(d, native=False):
    """A user project in ``d``: ``toy.rules`` (with a native helper file if ``native``)
    and ``toy_canon.rules``, rewrite rules over it."""
    d.mkdir()
    (d / "toy.rules").write_text(NATIVE_USER if native else USER)
    (d / "toy_helpers.py").write_text(HELPERS)
    (d / "toy_canon.rules").write_text(RULES_USER)
    return d


def test_copies_in_two_directories_share_one_entry(tmp_path, monkeypatch):
    """The key is the content's: a second copy of the same files (another checkout, a
    moved project) loads the first copy's entry, without generating, and finds the files
    beside it (``__rules_dir__``) in its own directory."""
    monkeypatch.setenv("IRLITE_CACHE_DIR", str(tmp_path / "cache"))
    a, b = _project(tmp_path / "a"), _project(tmp_path / "b")
    assert loader.cache_key(str(a / "toy.rules")) == loader.cache_key(str(b / "toy.rules"))
    assert loader.cache_key(str(a / "toy_canon.rules")) == loader.cache_key(
        str(b / "toy_canon.rules")
    )
    ma, pa = (
        loader.generated_module(str(a / "toy.rules")),
        load_patterns(str(a / "toy_canon.rules")),
    )
    entries = sorted(os.listdir(tmp_path / "cache"))

    def no_generation(*args):
        raise AssertionError("regenerated an entry the cache holds")

    monkeypatch.setattr(loader, "generate_source", no_generation)
    monkeypatch.setattr("irlite.gen.rewrite_codegen.generate_patterns", no_generation)
    mb, pb = (
        loader.generated_module(str(b / "toy.rules")),
        load_patterns(str(b / "toy_canon.rules")),
    )
    assert sorted(os.listdir(tmp_path / "cache")) == entries
    assert mb.__file__ == ma.__file__ and pb.__file__ == pa.__file__
    assert mb.__rules_dir__ == str(b) and pb.__rules_dir__ == str(b)
    assert "toy.double" in pb.RULESETS["toy_canon"][1]


def test_an_import_with_other_content_changes_the_key(tmp_path, monkeypatch):
    monkeypatch.setenv("IRLITE_CACHE_DIR", str(tmp_path / "cache"))
    a, b = _project(tmp_path / "a"), _project(tmp_path / "b")
    (b / "toy.rules").write_text(USER.replace("x + x", "twice x"))
    assert loader.cache_key(str(a / "toy_canon.rules")) != loader.cache_key(
        str(b / "toy_canon.rules")
    )


def test_generated_source_names_no_absolute_path(tmp_path):
    """Neither the ops module (with a native helper file) nor the matchers (importing a
    dialect file) embed a path of the machine: both are relocatable."""
    d = _project(tmp_path / "proj", native=True)
    ops = loader.generate_source(str(d / "toy.rules"), "k")
    pats = generate_patterns(build_rewrite_model(str(d / "toy_canon.rules")), "k")
    canon = generate_patterns(
        build_rewrite_model(
            loader._BUILTIN_PATHS["arith"].replace("arith.rules", "arith_canon.rules")
        ),
        "k",
    )
    for text in (ops, pats, canon):
        assert str(tmp_path) not in text and loader._RULES_DIR not in text
        assert os.path.dirname(loader._RULES_DIR) not in text
    assert '__rules_dir__ + "/toy_helpers.py"' in ops
    assert '_gm(__rules_dir__ + "/toy.rules")' in pats


def test_moved_project_loads_its_own_native_helpers(tmp_path, monkeypatch):
    """A project moved after its entry was written still verifies through its helpers."""
    monkeypatch.setenv("IRLITE_CACHE_DIR", str(tmp_path / "cache"))
    a = _project(tmp_path / "a", native=True)
    loader.generated_module(str(a / "toy.rules"))
    b = tmp_path / "b"
    shutil.move(str(a), str(b))
    loader._loaded.clear()
    mod = loader.generated_module(str(b / "toy.rules"))
    assert mod.__rules_dir__ == str(b)


@pytest.fixture
def registry_snapshot():
    """Restore the default registry after a test that adds to it."""
    reg = default_registry()
    saved = dict(reg.loaders)
    yield reg
    reg.loaders.clear()
    reg.loaders.update(saved)


def test_load_rules_without_context_reaches_every_new_context(
    tmp_path, monkeypatch, registry_snapshot
):
    p = _fresh(tmp_path, monkeypatch)
    assert "toy" not in Context().registered_dialect_names()
    loader.load_rules(str(p))
    assert "toy" in registry_snapshot
    top = parse_module(
        SourceFile("t.mlir", "func.func @f(%a: i8) {\n  %0 = toy.double %a : i8\n  return\n}\n"),
        Context(),
    )
    assert "%0 = toy.double %arg0 : i8" in print_module(top)
    assert "toy" not in Context(load_builtin=False).registered_dialect_names()


def test_context_from_an_explicit_registry(tmp_path, monkeypatch):
    p = _fresh(tmp_path, monkeypatch)
    reg = DialectRegistry()
    loader.load_rules(str(p), registry=reg)
    assert "toy" not in default_registry()
    ctx = Context(registry=reg)
    assert ctx.registered_dialect_names() == ["builtin", "func", "toy"]
    assert ctx.get_op_class("toy.double").OP_NAME == "toy.double"
    assert ctx.get_op_class("arith.addi") is None
    assert Context(load_builtin=False, registry=reg).registered_dialect_names() == ["toy"]
    empty = DialectRegistry()
    loader.register_builtin_dialects(empty)
    assert set(empty.dialect_names()) == {n[: -len(".rules")] for n in loader.BUILTIN_RULES}
    assert Context(registry=empty).get_op_class("arith.addi").OP_NAME == "arith.addi"


def test_builtin_module_is_the_loaded_one():
    ctx = Context()
    assert loader.builtin_module("arith").AddiOp is ctx.get_op_class("arith.addi")
