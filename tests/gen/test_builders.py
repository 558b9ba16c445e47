"""Generated op constructors (``gen.builder_codegen``) and ``irlite.dialects``.

Every built-in dialect's constructors module generates, compiles, reads clean (ruff:
nothing unused) and imports as ``irlite.dialects.<d>`` with one function per op; names
follow the conventions (snake case, ``_`` after keywords); a user's dialect gets its
constructors through ``irlite.dialects.load`` or ``get`` after ``irlite.load_rules``,
and a bad file is a ``RulesError`` at its ``file:line:col``.
"""

from __future__ import annotations

import importlib
import os
import shutil
import subprocess
import sys

import pytest

import irlite
import irlite.dialects
from irlite.gen import loader
from irlite.gen.builder_codegen import function_name, generate_builders, snake
from irlite.gen.errors import RulesError
from irlite.gen.model import build_model
from irlite.ir.builder import Builder, module
from irlite.ir.context import Context
from irlite.ir.core import Block
from irlite.ir.types import IntegerType
from irlite.ir.verifier import verify_or_raise

RULES = {n[: -len(".rules")]: os.path.join(loader._RULES_DIR, n) for n in loader.BUILTIN_RULES}

POLY = """dialect poly {
  summary "Polynomials."
}

enum Kind : i64 "polynomial kinds" { dense = 0, sparse = 1 }

op eval [Pure] {
  summary "evaluate at a point"
  operands { coeffs: Variadic<AnyInt>, x: AnyInt }
  attrs    { kind: Kind, degreeHint?: I32Attr, degree_hint?: I64Attr, exact?: UnitAttr }
  results  { r: AnyInt = $x }
  format   "$kind `(` $coeffs `)` `at` $x attr-dict `:` type($coeffs) `,` type($x)"
}

op from [Pure] {
  summary "a polynomial from its roots"
  operands { in: AnyInt }
  results  { r: AnyInt }
  format   "$in attr-dict `:` type($in) `->` type($r)"
}
"""


@pytest.mark.parametrize("name", sorted(RULES))
def test_every_builtin_dialect_generates_and_imports(name, tmp_path):
    m = build_model(RULES[name])
    src = generate_builders(m, "KEY")
    assert src.startswith(f"\"\"\"Constructors of the '{name}' dialect's ops, generated from")
    assert "Do not edit." in src and src.rstrip().endswith("# end of generated module KEY")
    compile(src, f"{name}_builders.py", "exec")
    for op in m.ops:  # each constructor leads back to its op
        assert f"# from {name}.rules:{op.loc.line}\ndef {function_name(op)}(" in src
    _check_unused(src, tmp_path / f"{name}_builders.py")
    mod = importlib.import_module(f"irlite.dialects.{name}")
    assert name == mod.DIALECT
    assert sorted(mod.__all__) == sorted(function_name(op) for op in m.ops)
    assert all(callable(getattr(mod, n)) for n in mod.__all__)
    assert irlite.dialects.get(name) is mod


def test_hand_written_dialects_import():
    from irlite.dialects import builtin, func

    assert builtin.DIALECT == "builtin" and func.DIALECT == "func"
    assert {"module", "unrealized_conversion_cast"} <= set(builtin.__all__)
    assert {"func", "return_", "call", "call_indirect", "constant"} <= set(func.__all__)


def _check_unused(src: str, path) -> None:
    exe = shutil.which("ruff")
    cmd = [exe] if exe else [sys.executable, "-m", "ruff"]
    path.write_text(src)
    r = subprocess.run(
        [*cmd, "check", "--isolated", "--no-cache", "--select", "F401,F841,F811", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if "No module named ruff" in r.stderr:
        pytest.skip("ruff is not installed")
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.mark.parametrize(
    "op, name",
    [
        ("arith.constant", "constant"),
        ("arith.index_cast", "index_cast"),
        ("scf.for", "for_"),
        ("scf.while", "while_"),
        ("scf.reduce.return", "reduce_return"),
        ("scf.forall.in_parallel", "forall_in_parallel"),
        ("index.and", "and_"),
        ("llvm.mlir.constant", "mlir_constant"),
        ("llvm.intr.uadd.with.overflow", "intr_uadd_with_overflow"),
    ],
)
def test_function_names(op, name):
    m = build_model(RULES[op.split(".", 1)[0]])
    assert function_name(next(o for o in m.ops if o.name == op)) == name


def test_snake_case():
    assert [snake(n) for n in ("overflowFlags", "lowerBound", "CConv", "in", "a.b")] == [
        "overflow_flags",
        "lower_bound",
        "c_conv",
        "in",
        "a_b",
    ]


@pytest.fixture
def poly(tmp_path, monkeypatch):
    """A user dialect file, with its modules generated into this test's own cache."""
    monkeypatch.setenv("IRLITE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(loader, "_loaded", {})
    monkeypatch.setattr(loader, "_builders", {})
    for name, mod in list(sys.modules.items()):
        if name.startswith(("irlite_generated_", "irlite_builders_")):
            monkeypatch.setitem(sys.modules, name, mod)
    p = tmp_path / "poly.rules"
    p.write_text(POLY)
    return p


def test_user_dialect_constructors(poly):
    ctx = Context()
    irlite.load_rules(str(poly), ctx)
    P = irlite.dialects.get("poly")
    assert P is irlite.dialects.load(str(poly))
    assert P.__all__ == ["eval", "from_"]
    i8 = IntegerType.get(8)
    m = module()
    with Builder.at_end(m.body):
        blk = Block([i8, i8])
        m.body.append(_holder(blk))
        with Builder.at_end(blk):
            a, x = blk.args
            # camelCase and snake_case attributes both get a parameter (the second an `_`)
            r = P.eval([a, a], x, kind="sparse", degree_hint=3, degree_hint_=4, exact=True)
            P.from_(r, result_type=IntegerType.get(16))
    text = str(m)
    assert "poly.eval sparse(%arg0, %arg0) at %arg1" in text
    assert "degreeHint = 3 : i32" in text and "degree_hint = 4" in text and "exact" in text
    assert "%1 = poly.from %0 : i8 -> i16" in text
    with open(P.__file__, encoding="utf-8") as f:
        src = f.read()
    assert "# from poly.rules:" in src and str(poly.parent) not in src


def _holder(blk):
    """An unregistered op holding ``blk`` (a region for the test's block arguments)."""
    from irlite.ir.core import Operation, Region

    return Operation("test.holder", regions=[Region([blk])])


def test_user_dialect_unknown_name(poly):
    with pytest.raises(KeyError, match="no dialect 'nopoly' loaded"):
        irlite.dialects.get("nopoly")


def test_user_dialect_errors_are_located(poly):
    poly.write_text(POLY.replace("operands { in: AnyInt }", "operands { in: NoSuchType }"))
    with pytest.raises(RulesError) as e:
        irlite.dialects.load(str(poly))
    assert str(e.value).startswith(f"{poly}:")
    assert "NoSuchType" in str(e.value)


def test_user_dialect_wrong_enum_case(poly):
    P = irlite.dialects.load(str(poly))
    i8 = IntegerType.get(8)
    blk = Block([i8])
    with Builder.at_end(blk), pytest.raises(Exception) as e:
        P.eval([], blk.args[0], kind="banded")
    assert str(e.value).startswith(f"{__file__}:")
    assert "'poly.eval' attribute 'kind' expects one of 'dense', 'sparse', got 'banded'" in str(
        e.value
    )


def test_built_function_verifies_with_a_user_dialect(poly):
    ctx = Context()
    irlite.load_rules(str(poly), ctx)
    P = irlite.dialects.get("poly")
    from irlite.dialects import func

    i8 = IntegerType.get(8)
    m = module()
    with Builder.at_end(m.body):

        @func.from_py_func(i8, i8)
        def f(a, x):
            return P.eval([a], x, kind="dense")

    verify_or_raise(m, ctx)
    assert "return %0 : i8" in str(m)
