"""Op and dialect interfaces: declared in ``.rules`` (generated or native), asked with
``op.interface(X)``, documented by ``irlite-gen --emit interfaces``, and every mistake in
a declaration located."""

from __future__ import annotations

import os

import pytest

from irlite.gen.codegen import generate_docs
from irlite.gen.errors import RulesError
from irlite.gen.loader import load_rules
from irlite.gen.model import build_model
from irlite.ir.context import Context
from irlite.ir.interfaces import (
    BranchOpInterface,
    CallableOpInterface,
    CallOpInterface,
    ConditionallySpeculatable,
    DialectInlinerInterface,
    LoopLikeOpInterface,
    MemoryEffectOpInterface,
    RegionBranchOpInterface,
    SymbolOpInterface,
    dialect_interface,
)
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.tools.gen import main as gen_main

RULES = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", "rules"))

HELPERS = """
from irlite.ir.interfaces import DialectInlinerInterface, LoopLikeOpInterface


class Loop(LoopLikeOpInterface):
    __slots__ = ()

    def loop_regions(self):
        return [self.op.regions[0]]


class Inliner(DialectInlinerInterface):
    __slots__ = ()

    def is_legal_to_inline_op(self, op, dest, would_be_cloned):
        return op.name != "ifc.loop"
"""

DIALECT = """
dialect ifc {
  summary "interfaces, declared"
  interfaces { DialectInlinerInterface: h.Inliner }
}
native h "ifc_helpers.py"

op loop [RecursiveMemoryEffects, LoopLikeOpInterface] {
  summary  "a loop"
  operands { n: Index }
  regions  { body: SizedRegion<1> }
  interfaces { LoopLikeOpInterface: h.Loop }
  format   "$n $body attr-dict"
}

op jump [Pure, IsTerminator, BranchOpInterface, AttrSizedOperandSegments] {
  summary    "a two-way branch"
  operands   { c: I1, aOperands: Variadic<AnyType>, bOperands: Variadic<AnyType> }
  successors { a: AnySuccessor, b: AnySuccessor }
  format     "$c `,` $a (`(` $aOperands^ `:` type($aOperands) `)`)? `,` $b (`(` $bOperands^ `:` type($bOperands) `)`)? attr-dict"
}

op sym [Symbol] {
  summary "a symbol"
  attrs   { sym_name: SymbolNameAttr, sym_visibility?: StrAttr }
  format  "($sym_visibility^)? $sym_name attr-dict"
}

op plain [] {
  summary "nothing declared"
  format  "attr-dict"
}
"""


@pytest.fixture(scope="module")
def ifc(tmp_path_factory) -> str:
    d = tmp_path_factory.mktemp("ifc")
    (d / "ifc_helpers.py").write_text(HELPERS)
    p = d / "ifc.rules"
    p.write_text(DIALECT)
    return str(p)


def test_a_user_dialect_declares_interfaces(ifc) -> None:
    m = parse_module(
        """func.func @t(%p: i1, %n: index, %x: i32) -> i32 {
  ifc.loop %n {
    "test.op"() : () -> ()
  }
  ifc.jump %p, ^bb1(%x : i32), ^bb1(%x : i32)
^bb1(%y: i32):
  ifc.sym @s
  ifc.plain
  return %y : i32
}""",
        _ctx(ifc),
    )
    ops = {o.name: o for o in m.walk()}
    loop = ops["ifc.loop"].interface(LoopLikeOpInterface)
    assert loop.loop_regions() == [ops["ifc.loop"].regions[0]]
    assert loop.is_defined_outside(ops["ifc.loop"].op_operands[0].value)
    assert ops["ifc.loop"].interface(MemoryEffectOpInterface) is None  # recursive: no own list
    br = ops["ifc.jump"].interface(BranchOpInterface)
    assert [v.type for v in br.successor_operands(0)] == [v.type for v in br.successor_operands(1)]
    br.set_successor_operands(1, [])
    br.set_successor_operands(0, br.successor_operands(0) * 1)
    assert br.successor_operands(1) == []
    assert "ifc.jump %arg0, ^bb1(%arg2 : i32), ^bb1" in print_op(m)  # segments updated
    sym = ops["ifc.sym"].interface(SymbolOpInterface)
    assert (sym.name(), sym.visibility()) == ("s", "public")
    sym.set_visibility("private")
    assert 'ifc.sym "private" @s' in print_op(m)
    assert ops["ifc.plain"].interface(LoopLikeOpInterface) is None
    assert ops["ifc.plain"].interface(MemoryEffectOpInterface) is None
    assert ops["ifc.jump"].interface(MemoryEffectOpInterface).effects() == []
    inl = dialect_interface("ifc", DialectInlinerInterface)
    assert not inl.is_legal_to_inline_op(ops["ifc.loop"], None, False)
    assert inl.is_legal_to_inline_op(ops["ifc.plain"], None, False)


def _ctx(path: str) -> Context:
    ctx = Context(allow_unregistered=True)
    load_rules(path, ctx)
    return ctx


def test_builtin_dialects_answer() -> None:
    m = parse_module(
        """func.func private @ext(i32) -> i32
func.func @t(%a: i32, %m: memref<i32>, %p: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i32
  %d = arith.divsi %a, %c2 : i32
  %0 = scf.for %i = %c0 to %c1 step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %x : i32
  }
  %1 = scf.if %p -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %d : i32
  }
  memref.store %1, %m[] : memref<i32>
  %2 = func.call @ext(%1) : (i32) -> i32
  return %2 : i32
}"""
    )
    ops = {}
    for o in m.walk():
        ops.setdefault(o.name, o)
    f = ops["scf.for"].interface(LoopLikeOpInterface)
    assert f.inits() == [ops["scf.for"].op_operands[3].value]
    assert len(f.induction_vars()) == 1 and len(f.region_iter_args()) == 1
    rb = ops["scf.if"].interface(RegionBranchOpInterface)
    assert [s.region for s in rb.successor_regions(None)] == list(ops["scf.if"].regions)
    assert rb.successor_regions(ops["scf.if"].regions[0])[0].is_parent
    assert ops["arith.divsi"].interface(ConditionallySpeculatable).speculatability() == (
        "speculatable"
    )
    effects = ops["memref.store"].interface(MemoryEffectOpInterface).effects()
    assert [e.effect for e in effects] == ["write"]
    call = ops["func.call"].interface(CallOpInterface)
    assert call.callee().leaf == "ext" and len(call.arg_operands()) == 1
    fn = [o for o in m.walk() if o.name == "func.func"]
    decl = next(o for o in fn if o.interface(SymbolOpInterface).name() == "ext")
    assert decl.interface(CallableOpInterface).callable_region() is None
    assert decl.interface(SymbolOpInterface).visibility() == "private"
    assert decl.interface(SymbolOpInterface).is_declaration()
    assert dialect_interface("arith", DialectInlinerInterface).is_legal_to_inline_op(
        ops["arith.divsi"], None, False
    )


ERRORS = [
    (
        'op o [] {\n  summary "x"\n  interfaces { LoopLikeOpInterfac: h.X }\n}\n',
        "5:16",
        "unknown op interface 'LoopLikeOpInterfac' (did you mean 'LoopLikeOpInterface'?)",
    ),
    (
        'op o [LoopLikeOpInterface] {\n  summary "x"\n}\n',
        "3:1",
        "'d.o' names interface 'LoopLikeOpInterface' but no implementation",
    ),
    (
        'op o [] {\n  summary "x"\n  interfaces { LoopLikeOpInterface: h.X, LoopLikeOpInterface: h.Y }\n}\n',
        "5:42",
        "interface 'LoopLikeOpInterface' is implemented twice",
    ),
]


@pytest.mark.parametrize("body,pos,msg", ERRORS)
def test_mistakes_are_located(tmp_path, body: str, pos: str, msg: str) -> None:
    from irlite.gen.codegen import generate_ops

    p = tmp_path / "d.rules"
    p.write_text('dialect d { summary "d" }\nnative h = irlite.rules.scf\n' + body)
    with pytest.raises(RulesError) as ei:
        generate_ops(build_model(str(p)))
    text = ei.value.render()
    assert text.startswith(f"{p}:{pos}: error: "), text
    assert msg in text.split("\n")[0], text


def test_unknown_dialect_interface_is_located(tmp_path) -> None:
    p = tmp_path / "d.rules"
    p.write_text(
        'dialect d {\n  summary "d"\n  interfaces { Inliner: h.X }\n}\nnative h = irlite.rules.scf\n'
    )
    with pytest.raises(RulesError) as ei:
        build_model(str(p))
    assert ei.value.render().startswith(f"{p}:3:16: error: unknown dialect interface 'Inliner'")


def test_docs_list_interfaces_and_their_ops(tmp_path, capsys) -> None:
    out = tmp_path / "interfaces.md"
    files = [os.path.join(RULES, f) for f in ("cf.rules", "scf.rules", "arith.rules")]
    assert gen_main([*files, "--emit", "interfaces", "-o", str(out)]) == 0
    text = out.read_text()
    assert "### `BranchOpInterface`" in text and "### `DialectInlinerInterface`" in text
    assert "| `cf.br` | generated: `_BrOp_BranchOpInterface` | cf.rules |" in text
    assert "| `scf.for` | `h.ForLoopLike` | scf.rules |" in text
    assert "| `func.func` | `_FuncCallable` | ir/builtin_dialects.py (hand-written) |" in text
    assert "| `arith` | `inl.AlwaysLegal` | arith.rules |" in text
    scf = generate_docs(build_model(os.path.join(RULES, "scf.rules")))
    assert "`LoopLikeOpInterface` (`h.ForLoopLike`)" in scf and "\nInterfaces: " in scf
    with pytest.raises(SystemExit):  # several files only for --emit interfaces
        gen_main([files[0], files[1], "--emit", "ops"])


def test_an_interface_attached_from_outside_answers() -> None:
    from irlite.ir.core import EXTERNAL_INTERFACES
    from irlite.ir.interfaces import DestinationStyleOpInterface, attach_interface

    class Inits(DestinationStyleOpInterface):
        __slots__ = ()

        def dps_init_operands(self):
            return self.op.op_operands[1:]

    ctx = Context()
    m = parse_module(
        "func.func @f(%a: i32, %b: i32) -> i32 {\n"
        "  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}",
        ctx,
    )
    add = next(op for op in m.walk() if op.name == "arith.addi")
    assert add.interface(DestinationStyleOpInterface) is None
    try:
        attach_interface("arith.addi", DestinationStyleOpInterface, Inits)
        dps = add.interface(DestinationStyleOpInterface)
        assert dps.dps_inits() == [add.operands[1]]
        assert dps.dps_inputs() == [add.operands[0]]
        assert dps.tied_op_result(add.op_operands[1]) is add.results[0]
        assert dps.has_pure_tensor_semantics()
    finally:
        EXTERNAL_INTERFACES.pop("arith.addi", None)


def test_ops_whose_build_infers_result_types_infer_them() -> None:
    from irlite.ir.interfaces import InferTypeOpInterface

    m = parse_module(
        "func.func @f(%a: i32, %x: f32) -> () {\n"
        "  %0 = arith.addi %a, %a : i32\n"
        "  %1 = arith.cmpi slt, %a, %a : i32\n"
        "  %2 = arith.extui %a : i32 to i64\n"
        "  return\n}",
        Context(),
    )
    ops = {op.name: op for op in m.walk()}
    add, cmp = ops["arith.addi"], ops["arith.cmpi"]
    assert add.interface(InferTypeOpInterface).inferred_result_types() == [add.results[0].type]
    impl = type(cmp).INTERFACES[InferTypeOpInterface]
    a = cmp.operands[0]

    def n_uses() -> int:
        n, u = 0, a.first_use
        while u is not None:
            n, u = n + 1, u.next_use
        return n

    before = n_uses()
    # before any op exists: from operands and attributes alone, leaving no uses behind
    assert impl.infer_return_types(cmp.operands, dict(cmp.properties), []) == [cmp.results[0].type]
    assert n_uses() == before
    # a result type the op's definition does not fix is not inferred
    assert ops["arith.extui"].interface(InferTypeOpInterface) is None
