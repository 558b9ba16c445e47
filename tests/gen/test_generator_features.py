"""Generator features added for math/cf/scf, and those dialects' round trips.

``data/tst.rules`` (with ``data/base.rules`` and ``data/tst_helpers.py``) exercises:
imported enums and constraints, ``SameOperandsAndResultShape``,
``SingleBlockImplicitTerminator`` in a generated format (inserted when parsing, omitted
when printing an operand-less terminator), ``verify_regions``, ``VariadicRegion<...>``
(accessors, checks, and as a format variable), `` `\n` `` in formats, successors with
operands in a format, native ``parser``/``printer``, and dotted op names.

``data/{math,cf,scf}-ops*.mlir``: inputs with mlir-opt 19's custom (``.expected``) and
generic (``.generic``) output, compared byte for byte in both directions.
"""

from __future__ import annotations

import os
import re

import pytest

from irlite.gen import loader
from irlite.ir.context import Context
from irlite.ir.cursor import SourceFile
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.verifier import verify

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")


def _ctx() -> Context:
    ctx = Context(allow_unregistered=True)
    loader.load_rules(os.path.join(DATA, "tst.rules"), ctx)
    return ctx


def _parse(text: str, ctx: Context):
    return parse_module(SourceFile("t.mlir", text), ctx)


def _verified(text: str, ctx: Context):
    """``text`` parsed in ``ctx``, which must verify without diagnostics."""
    top = _parse(text, ctx)
    assert verify(top, ctx) == []
    return top


def _first(top, name: str):
    """The first op named ``name`` under ``top``."""
    return next(o for o in top.walk() if o.name == name)


def _messages(text: str) -> list[str]:
    ctx = _ctx()
    return [d.message for d in verify(_parse(text, ctx), ctx)]


CUSTOM = """module {
  func.func @f(%arg0: i32, %arg1: f32, %arg2: vector<4xf32>) {
    %0 = tst.twice %arg0 mode<fast,safe> : i32
    %1 = tst.twice %arg1 : f32
    %2 = tst.shaped %arg2 : vector<4xf32> to vector<4xi8>
    tst.loop {
      %5 = tst.twice %arg0 : i32
    }
    tst.loop attributes {k} {
      tst.term %arg0 : i32
    }
    tst.cases {
      "x.y"() : () -> ()
    }, {
    }
    tst.jump ^bb1(%arg0, %arg1 : i32, f32)
  ^bb1(%3: i32, %4: f32):  // pred: ^bb0
    tst.jump ^bb2
  ^bb2:  // pred: ^bb1
    return
  }
}
"""

# The same ops as written: the second region of tst.cases with an empty entry block, which
# prints as an empty region.
INPUT = CUSTOM.replace("    }, {\n    }\n", "    }, {\n    ^bb0:\n    }\n")
assert INPUT != CUSTOM


GENERIC_LOOPS = """    "tst.loop"() ({
      %5 = "tst.twice"(%arg0) <{mode = #base.mode<none>}> : (i32) -> i32
      "tst.term"() : () -> ()
    }) : () -> ()
    "tst.loop"() ({
      "tst.term"(%arg0) : (i32) -> ()
    }) {k} : () -> ()
"""


def test_features_round_trip():
    ctx = _ctx()
    top = _verified(INPUT, ctx)
    assert print_module(top) == CUSTOM
    generic = print_module(top, generic=True)
    assert GENERIC_LOOPS in generic  # the implicit terminator was inserted
    assert '"tst.jump"(%arg0, %arg1)[^bb1] : (i32, f32) -> ()' in generic
    assert print_module(_parse(CUSTOM, ctx)) == CUSTOM


def test_imported_enum_and_constraint_are_emitted():
    src = loader.generate_source(os.path.join(DATA, "tst.rules"))
    # either quote style: the generated code may be formatted
    assert re.search(r"""_E_Mode = FlagsTable\((['"])Mode\1, \1base\1, \1mode\1""", src)
    assert "def _c_Num(t: Any) -> bool:" in src
    assert "# from base.rules:3" in src  # enum definitions point at their own file


def test_dotted_op_names_and_variadic_region_accessor():
    ctx = _ctx()
    top = _parse(INPUT, ctx)
    cases = _first(top, "tst.cases")
    assert type(cases).__name__ == "CasesOp"
    assert cases.first is cases.regions[0]
    assert cases.rest == cases.regions[1:]


def test_same_operands_and_result_shape():
    msgs = _messages(
        "func.func @f(%v: vector<4xf32>) {\n"
        "  %0 = tst.shaped %v : vector<4xf32> to vector<3xf32>\n  return\n}\n"
    )
    assert msgs == ["'tst.shaped' op requires the same shape for all operands and results"]
    ok = _messages(
        "func.func @f(%v: tensor<?xf32>) {\n"
        "  %0 = tst.shaped %v : tensor<?xf32> to tensor<4xi1>\n  return\n}\n"
    )
    assert ok == []


def test_verify_regions_runs_after_nested_ops():
    msgs = _messages(
        "func.func @f(%a: i32) {\n  tst.loop {\n    tst.term %a, %a : i32, i32\n  }\n  return\n}\n"
    )
    assert msgs == ["'tst.loop' op yields at most one value"]


def test_variadic_sized_region_is_checked():
    msgs = _messages(
        'func.func @f() {\n  tst.cases {\n  }, {\n  ^bb0:\n    "x.a"() : () -> ()\n'
        '  ^bb1:\n    "x.b"() : () -> ()\n  }\n  return\n}\n'
    )
    assert msgs == [
        ("'tst.cases' op region #1 ('rest') failed to verify constraint: region with 1 blocks")
    ]


def test_successor_operands_are_operands():
    ctx = _ctx()
    top = _parse(INPUT, ctx)
    jump = _first(top, "tst.jump")
    assert [v.type for v in jump.args] == [v.type for v in jump.dest.args]


# the printed form, which parses back to itself (the region-less tst.multi keeps the space
# before its regions, as mlir-tblgen's printer does)
FORMAT_CUSTOM = """module {
  func.func @g(%arg0: i32) {
    tst.multi 
    tst.multi(%arg0 : i32) {
      "x.a"() : () -> ()
    }, {
    } {k}
    tst.nl at 3
    end {z}
    return
  }
}
"""


def test_variadic_regions_and_newline_in_formats():
    # `$rs` of a VariadicRegion: comma-separated regions (none: just the space before it,
    # as mlir-tblgen prints); `\n` is MLIR's printNewline at the op's indentation.
    ctx = _ctx()
    top = _verified(FORMAT_CUSTOM, ctx)
    assert print_module(top) == FORMAT_CUSTOM
    multi = [op for op in top.walk() if op.name == "tst.multi"]
    assert [len(op.regions) for op in multi] == [0, 2]
    assert print_module(_parse(print_module(top, generic=True), ctx)) == FORMAT_CUSTOM


def test_region_argument_signature():
    ok = "func.func @f() {\n  tst.body {\n  ^bb0(%i: index, %x: f32, %y: f64):\n  }\n  return\n}\n"
    assert _messages(ok) == []
    ctx = _ctx()
    op = _first(_parse(ok, ctx), "tst.body")
    assert op.i is op.regions[0].blocks[0].args[0]
    assert [a.type for a in op.rest] == [a.type for a in op.regions[0].blocks[0].args[1:]]
    assert _messages("func.func @f() {\n  tst.body {\n  }\n  return\n}\n") == [
        "'tst.body' op region #0 ('region') expects 1 or more arguments, but found 0"
    ]
    assert _messages("func.func @f() {\n  tst.body {\n  ^bb0(%i: i32):\n  }\n  return\n}\n") == [
        "'tst.body' op region #0 ('region') argument #0 must be index, but got 'i32'"
    ]
    assert _messages(
        "func.func @f() {\n  tst.body {\n  ^bb0(%i: index, %x: f32, %y: i1):\n  }\n  return\n}\n"
    ) == ["'tst.body' op region #0 ('region') argument #2 must be floating-point, but got 'i1'"]


def test_same_variadic_operand_size():
    ctx = _ctx()
    text = (
        "func.func @p(%a: i32, %x: f32) {\n"
        "  tst.pairs (%x, %x) %a (%a, %x) : f32, f32 -> i32, f32\n  return\n}\n"
    )
    top = _verified(text, ctx)
    op = _first(top, "tst.pairs")
    assert "operandSegmentSizes" not in op.properties  # no segment sizes with this trait
    f = top.regions[0].blocks[0].first.regions[0].blocks[0].args
    assert op.lhs == [f[1], f[1]] and op.mid is f[0] and op.rhs == [f[0], f[1]]
    assert "tst.pairs(%arg1, %arg1) %arg0(%arg0, %arg1) : f32, f32 -> i32, f32" in print_module(top)
    built = type(op).build([f[1]], f[0], [f[0]])
    assert built.lhs == [f[1]] and built.rhs == [f[0]]


def test_operand_after_a_variadic_group_is_named_by_its_position():
    # `mid` follows two `lhs` operands: it is operand #2 (the verifier counts them all)
    text = (
        "func.func @p(%a: i32, %x: f32) {\n"
        '  "tst.pairs"(%x, %x, %x, %a, %x) : (f32, f32, f32, i32, f32) -> ()\n  return\n}\n'
    )
    assert _messages(text) == [
        "'tst.pairs' op operand #2 must be 32-bit signless integer, but got 'f32'"
    ]


def test_optional_operand_and_result_in_format():
    text = """func.func @m(%arg0: i32) {
    %0 = tst.maybe %arg0 : i32 -> f32
    tst.maybe %arg0 : i32 {k}
    %1 = tst.maybe -> i1
    tst.maybe
    return
  }
"""
    ctx = _ctx()
    top = _verified(text, ctx)
    assert print_module(top) == "module {\n  " + text.replace("\n  }", "\n  }\n}")
    ops = [o for o in top.walk() if o.name == "tst.maybe"]
    assert [(o.x is not None, o.r is not None) for o in ops] == [
        (True, True),
        (True, False),
        (False, True),
        (False, False),
    ]


def test_functional_type_of_variadic_groups():
    text = """func.func @c(%arg0: i32, %arg1: f32) {
    %0:2 = tst.call(%arg0, %arg1) : (i32, f32) -> (f32, i32)
    %1 = tst.call() {k} : () -> i1
    tst.call(%arg0) : (i32) -> ()
    return
  }
"""
    ctx = _ctx()
    top = _verified(text, ctx)
    assert print_module(top) == "module {\n  " + text.replace("\n  }", "\n  }\n}")


# ------------------------------------------------------------------ lazy dialect loading


def test_builtin_dialects_load_lazily():
    ctx = Context()
    assert dict.get(ctx.dialects, "scf") is None  # registered, not loaded yet
    assert ctx.op_classes.get("scf.for") is not None  # a lookup loads the namespace
    assert dict.get(ctx.dialects, "scf") is not None
    assert "cf" in ctx.dialects and ctx.is_registered_dialect("math")
    assert ctx.op_classes.get("nosuch.op") is None
    ctx.load_all_dialects()
    assert {"arith", "math", "cf", "scf"} <= set(dict.keys(ctx.dialects))


def test_lazy_dialect_attribute_parse():
    # '#arith.fastmath<...>' in a generic op loads arith through the attribute parser
    ctx = Context()
    text = '"test.op"() {f = #arith.fastmath<nnan>} : () -> ()\n'
    ctx.allow_unregistered = True
    top = _parse(text, ctx)
    assert "#arith.fastmath<nnan>" in print_module(top)


# ------------------------------------------------------------------ math/cf/scf vs mlir-opt 19


def _read(name: str) -> str:
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return f.read().rstrip("\n") + "\n"  # mlir-opt ends its output with a blank line


@pytest.mark.parametrize("name", ["math-ops", "cf-ops", "scf-ops"])
def test_dialect_prints_as_mlir_opt(name: str):
    expected = _read(f"{name}.expected.mlir")
    generic = _read(f"{name}.generic.mlir")
    ctx = Context()
    top = _verified(_read(f"{name}.mlir"), ctx)
    assert print_module(top) == expected
    assert print_module(top, generic=True) == generic
    ctx = Context()
    back = _parse(generic, ctx)  # mlir-opt's generic output reads back
    assert verify(back, ctx) == []
    assert print_module(back) == expected
    assert print_module(_parse(expected, Context())) == expected
