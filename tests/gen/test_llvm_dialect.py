"""The `llvm` dialect (rules/llvm.rules, llvm_types.py, llvm_helpers.py) and the
generator features it brought: dialect `type_parser`/`attr_parser` hooks,
``custom<Name>(attr-dict)``, ``verify_symbol_uses``.

The lit files ``tests/lit/dialects/llvm-*.mlir`` hold the broad round trips against
mlir-opt 19's output; here: the type API (interning, printing, errors), exact bytes of
the custom forms (the double spaces of MLIR's ``custom<LLVMOpAttrs>``, the trailing
space of ``extractvalue``), building ops with the generated classes, verifier messages,
the generator hooks on a small user dialect, and (when mlir-opt 19 is installed) that
mlir-opt reads what irlite prints.
"""

from __future__ import annotations

import os
import subprocess
import textwrap

import pytest

from irlite.gen import loader
from irlite.gen.errors import RulesError
from irlite.ir.context import Context
from irlite.ir.core import Block, Region
from irlite.ir.cursor import ParseError, SourceFile
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.types import FloatType, IndexType, IntegerType, VectorType
from irlite.ir.verifier import verify
from irlite.rules.llvm_types import (
    LLVMArrayType,
    LLVMFixedVectorType,
    LLVMFunctionType,
    LLVMPointerType,
    LLVMStructType,
    LLVMVoidType,
    is_compatible_type,
)

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
RULES = os.path.join(os.path.dirname(loader.__file__), os.pardir, "rules")
i1, i8, i32, i64 = (IntegerType.get(w) for w in (1, 8, 32, 64))
f32 = FloatType.get("f32")


def _parse(text: str, ctx: Context | None = None):
    return parse_module(SourceFile("t.mlir", text), ctx or Context())


def _roundtrip(text: str, generic: bool = False) -> str:
    return print_module(_parse(text), generic=generic)


def _messages(text: str) -> list[str]:
    ctx = Context()
    return [d.message for d in verify(_parse(text, ctx), ctx)]


def _parse_error(text: str) -> tuple[str, int, int]:
    with pytest.raises(ParseError) as e:
        _parse(text)
    line, col = (
        e.value.source.line_col(e.value.offset)
        if hasattr(e.value.source, "line_col")
        else (None, None)
    )
    return e.value.message, line, col


def _load_dialect(tmp_path, name: str, rules: str, helpers: str) -> Context:
    """A fresh context with the dialect ``rules`` loaded from ``tmp_path/<name>.rules``, its
    native helpers beside it as ``<name>_helpers.py``."""
    (tmp_path / f"{name}.rules").write_text(rules)
    (tmp_path / f"{name}_helpers.py").write_text(helpers)
    ctx = Context()
    loader.load_rules(str(tmp_path / f"{name}.rules"), ctx)
    return ctx


# ------------------------------------------------------------------ types


def test_types_print_as_mlir():
    ptr = LLVMPointerType.get()
    assert str(ptr) == "!llvm.ptr"
    assert str(LLVMPointerType.get(1)) == "!llvm.ptr<1>"
    desc = LLVMStructType.get((ptr, ptr, i64, LLVMArrayType.get(i64, 2), LLVMArrayType.get(i64, 2)))
    assert str(desc) == "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"
    assert str(LLVMStructType.get((i8, i32), packed=True)) == "!llvm.struct<packed (i8, i32)>"
    assert str(LLVMStructType.get(())) == "!llvm.struct<()>"
    assert str(LLVMArrayType.get(f32, 4)) == "!llvm.array<4 x f32>"
    assert str(LLVMFunctionType.get(i32, (i32,), vararg=True)) == "!llvm.func<i32 (i32, ...)>"
    assert str(LLVMFunctionType.get(LLVMVoidType.get(), ())) == "!llvm.func<void ()>"
    assert str(LLVMVoidType.get()) == "!llvm.void"
    assert (
        str(LLVMStructType.get_identified("node", (i32, ptr))) == '!llvm.struct<"node", (i32, ptr)>'
    )
    assert str(LLVMStructType.get_identified("o", opaque=True)) == '!llvm.struct<"o", opaque>'
    assert str(LLVMFixedVectorType.get(ptr, 4)) == "!llvm.vec<4 x ptr>"
    # nested LLVM types drop the prefix; builtin ones print as themselves
    nested = LLVMArrayType.get(LLVMArrayType.get(LLVMPointerType.get(3), 3), 2)
    assert str(nested) == "!llvm.array<2 x array<3 x ptr<3>>>"
    v4 = VectorType.get((4,), f32)
    assert str(LLVMStructType.get((v4, IndexType.get()))) == "!llvm.struct<(vector<4xf32>, index)>"


def test_types_are_interned():
    assert LLVMPointerType.get() is LLVMPointerType.get(0)
    assert LLVMArrayType.get(f32, 4) is LLVMArrayType.get(f32, 4)
    assert LLVMStructType.get([i32, f32]) is LLVMStructType.get((i32, f32))
    assert LLVMStructType.get((i32,)) is not LLVMStructType.get((i32,), packed=True)
    assert LLVMStructType.get((i32,)) is not LLVMStructType.get_identified("s", (i32,))
    t = _parse("func.func private @f(!llvm.struct<(ptr, array<2 x i64>)>)").body.first
    assert t.function_type.inputs[0] is LLVMStructType.get(
        (LLVMPointerType.get(), LLVMArrayType.get(i64, 2))
    )


def test_type_constructors_check_elements():
    void = LLVMVoidType.get()
    with pytest.raises(ValueError, match="invalid array element type"):
        LLVMArrayType.get(void, 2)
    with pytest.raises(ValueError, match="invalid LLVM structure element type"):
        LLVMStructType.get((void,))
    with pytest.raises(ValueError, match="invalid function argument type"):
        LLVMFunctionType.get(i32, (void,))
    fn = LLVMFunctionType.get(void, ())
    with pytest.raises(ValueError, match="invalid function result type"):
        LLVMFunctionType.get(fn, ())


def test_compatible_types():
    assert is_compatible_type(i32) and is_compatible_type(LLVMPointerType.get())
    assert is_compatible_type(VectorType.get((4,), f32))
    assert not is_compatible_type(IndexType.get())
    assert not is_compatible_type(LLVMStructType.get((IndexType.get(),)))


@pytest.mark.parametrize(
    "ty, message, col",
    [
        ("!llvm.foo", "unknown LLVM type: foo", 32),
        ("!llvm.i32", "unexpected type, expected keyword", 32),
        ("!llvm.ptr<x>", "expected integer value", 36),
        ("!llvm.array<4 f32>", "expected 'x'", 40),
        ("!llvm.array<4 x void>", "invalid array element type: '!llvm.void'", 37),
        ("!llvm.struct<(i32", "unbalanced '<' character in pretty dialect name", 38),
        ("!llvm.struct<(void)>", "invalid LLVM structure element type: '!llvm.void'", 38),
        ("!llvm.func<void (i32, ..., i32)>", "expected ')'", 51),
        ('!llvm.struct<"a">', "struct without a body only allowed in a recursive struct", 42),
        (
            "!llvm.vec<4 x i32>",
            "cannot use !llvm.vec for built-in primitives, use 'vector' instead",
            40,
        ),
        ("!llvm.struct<(i32,)>", "expected valid keyword", 44),
    ],
)
def test_type_parse_errors_as_mlir(ty, message, col):
    # each (message, column) was read off mlir-opt 19
    with pytest.raises(ParseError) as e:
        _parse(f"func.func private @f(%x: {ty})")
    assert e.value.message == message
    assert e.value.offset == col - 1


def test_identified_struct_one_body_per_file():
    with pytest.raises(ParseError) as e:
        _parse('func.func private @f(!llvm.struct<"a", (i32)>, !llvm.struct<"a", (i64)>)')
    assert e.value.message == "identified type already used with a different body"


def test_llvm_types_are_not_memref_elements():
    with pytest.raises(ParseError, match="invalid memref element type"):
        _parse("func.func private @f(memref<4x!llvm.ptr>)")
    _parse("func.func private @f(tensor<4x!llvm.ptr>)")


# ------------------------------------------------------------------ exact custom forms

# mlir-opt 19's output for these ops, which irlite prints back byte for byte
OPS = """module {
  llvm.func @f(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: !llvm.struct<(i32, f32)>) -> f32 attributes {llvm.emit_c_interface} {
    %0 = llvm.add %arg0, %arg0 overflow<nsw, nuw> : i32
    %1 = llvm.udiv %arg0, %arg0  : i32
    %2 = llvm.fadd %arg1, %arg1  {fastmathFlags = #llvm.fastmath<fast>} : f32
    %3 = llvm.intr.sqrt(%arg1)  : (f32) -> f32
    %4 = llvm.extractvalue %arg3[1] : !llvm.struct<(i32, f32)> 
    %5 = llvm.getelementptr inbounds %arg2[%arg0, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
    %6 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> f32
    llvm.store volatile %6, %arg2 : f32, !llvm.ptr
    %7 = llvm.icmp "sge" %arg0, %1 : i32
    llvm.cond_br %7, ^bb1, ^bb2(%4 : f32)
  ^bb1:  // pred: ^bb0
    llvm.return %2 : f32
  ^bb2(%8: f32):  // pred: ^bb0
    llvm.return %8 : f32
  }
}
"""


def test_custom_forms_byte_exact():
    assert _roundtrip(OPS) == OPS
    assert _roundtrip(_roundtrip(OPS, generic=True)) == OPS


def test_generic_form_has_default_properties():
    g = _roundtrip(OPS, generic=True)
    assert '"llvm.udiv"(%arg0, %arg0) : (i32, i32) -> i32' in g
    assert "<{fastmathFlags = #llvm.fastmath<fast>}>" in g
    assert (
        "<{elem_type = !llvm.struct<(i32, f32)>, inbounds, "
        "rawConstantIndices = array<i32: -2147483648, 1>}>"
    ) in g
    assert "<{ordering = 0 : i64, volatile_}>" in g
    assert (
        "<{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<f32 (i32, f32, ptr, "
        'struct<(i32, f32)>)>, linkage = #llvm.linkage<external>, sym_name = "f", '
        "unnamed_addr = 0 : i64, visibility_ = 0 : i64}>"
    ) in g
    assert "}) {llvm.emit_c_interface} : () -> ()" in g


def test_func_call_global_forms():
    text = textwrap.dedent("""\
        llvm.mlir.global private constant @s("hi\\00") : !llvm.array<3 x i8>
        llvm.func @printf(!llvm.ptr, ...) -> i32
        llvm.func internal hidden @g(%a: !llvm.ptr {llvm.noalias}) -> (i32 {llvm.zeroext}) {
          %0 = llvm.mlir.addressof @s : !llvm.ptr
          %1 = llvm.call @printf(%0, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, !llvm.ptr) -> i32
          %2 = llvm.call %a(%1) : !llvm.ptr, (i32) -> i32
          llvm.return %2 : i32
        }
        """)
    out = _roundtrip(text)
    assert '  llvm.mlir.global private constant @s("hi\\00") {addr_space = 0 : i32}\n' in out
    assert "  llvm.func @printf(!llvm.ptr, ...) -> i32\n" in out
    assert (
        "  llvm.func internal hidden @g(%arg0: !llvm.ptr {llvm.noalias}) -> (i32 {llvm.zeroext}) {"
        in out
    )
    assert (
        "llvm.call @printf(%0, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : "
        "(!llvm.ptr, !llvm.ptr) -> i32"
    ) in out
    assert "%2 = llvm.call %arg0(%1) : !llvm.ptr, (i32) -> i32" in out
    assert _messages(text) == []


# ------------------------------------------------------------------ verifier


@pytest.mark.parametrize(
    "body, message",
    [
        (
            "%0 = llvm.add %x, %x : f32",
            (
                "'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of "
                "signless integer, but got 'f32'"
            ),
        ),
        (
            "%0 = llvm.mlir.constant(1.0 : f64) : f32",
            "'llvm.mlir.constant' op expected float type of width 64",
        ),
        (
            '%0 = llvm.mlir.constant("abc") : !llvm.array<4 x i8>',
            "'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant",
        ),
        (
            "%0 = llvm.getelementptr %p[0, %a] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>",
            "'llvm.getelementptr' op expected index 1 indexing a struct to be constant",
        ),
        (
            "%0 = llvm.load %p atomic acquire : !llvm.ptr -> i32",
            "'llvm.load' op expected alignment for atomic access",
        ),
        (
            "llvm.store %a, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr",
            "'llvm.store' op unsupported ordering 'acquire'",
        ),
        (
            "%0 = llvm.call @missing(%a) : (i32) -> i32",
            "'llvm.call' op 'missing' does not reference a symbol in the current scope",
        ),
        (
            "%0 = llvm.call @ext(%a) : (i32) -> i32",
            "'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'",
        ),
        ("llvm.return %a : i32", "'llvm.return' op expected no operands"),
    ],
)
def test_verifier_messages(body, message):
    text = (
        "llvm.func @ext(i64) -> i32\n"
        f"llvm.func @f(%a: i32, %x: f32, %p: !llvm.ptr) {{\n  {body}\n  llvm.return\n}}\n"
    )
    if body.startswith("llvm.return"):
        text = f"llvm.func @f(%a: i32, %x: f32, %p: !llvm.ptr) {{\n  {body}\n}}\n"
    assert _messages(text)[0] == message


def test_return_mismatch_has_note():
    ctx = Context()
    d = verify(_parse("llvm.func @f(%a: i32) -> i64 {\n  llvm.return %a : i32\n}", ctx), ctx)[0]
    assert d.message == "'llvm.return' op mismatching result types"
    assert d.notes[0].message == "when returning from function"


def test_parse_errors_in_custom_forms():
    with pytest.raises(ParseError) as e:
        _parse('llvm.func @f(%a: i32) {\n  %0 = llvm.icmp "foo" %a, %a : i32\n  llvm.return\n}')
    assert (
        e.value.message
        == "custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute"
    )
    with pytest.raises(ParseError) as e:
        _parse(
            "llvm.func @f(%a: i32) {\n  %0 = llvm.add %a, %a overflow<nsx> : i32\n  llvm.return\n}"
        )
    assert (
        e.value.message == "custom op 'llvm.add' invalid overflow flag: expected nsw, nuw, or none"
    )
    with pytest.raises(ParseError) as e:
        _parse(
            "llvm.func @f(%s: !llvm.struct<(i32)>) {\n  %0 = llvm.extractvalue %s[1] : "
            "!llvm.struct<(i32)>\n  llvm.return\n}"
        )
    assert e.value.message == "custom op 'llvm.extractvalue' position out of bounds: 1"


# ------------------------------------------------------------------ building ops


def test_build_with_generated_classes():
    ctx = Context()
    assert "llvm" in ctx.dialects
    C = ctx.op_classes
    ptr = LLVMPointerType.get()
    fn_t = LLVMFunctionType.get(i32, (i32, ptr))
    entry = Block([i32, ptr])
    a = entry.args[0]
    add = C["llvm.add"].build(a, a)
    one = C["llvm.mlir.constant"].build(value=_int_attr(1), res_type=i32)
    mul = C["llvm.mul"].build(add.results[0], one.results[0])
    cmp = C["llvm.icmp"].build(mul.results[0], a, predicate=_i64_attr(2))
    assert cmp.results[0].type is i1  # inferred
    ret = C["llvm.return"].build(mul.results[0])
    for op in (add, one, mul, cmp, ret):
        entry.append(op)
    region = Region()
    region.add_block(entry)
    from irlite.ir.attributes import StringAttr, TypeAttr

    fn = C["llvm.func"].build(
        sym_name=StringAttr.get("f"), function_type=TypeAttr.get(fn_t), body=region
    )
    mod = _parse("")
    mod.body.append(fn)
    assert verify(mod, ctx) == []
    text = print_module(mod)
    assert "llvm.func @f(%arg0: i32, %arg1: !llvm.ptr) -> i32 {" in text
    assert '%3 = llvm.icmp "slt" %2, %arg0 : i32' in text
    assert _roundtrip(text) == text


def _int_attr(v: int):
    from irlite.ir.attributes import IntegerAttr

    return IntegerAttr.get(i32, v)


def _i64_attr(v: int):
    from irlite.ir.attributes import IntegerAttr

    return IntegerAttr.get(i64, v)


# ------------------------------------------------------------------ generator hooks

USER_RULES = """
dialect toyt {
  summary "a dialect with its own types and attributes"
  type_parser h.parse_type
  attr_parser h.parse_attr
}

native h "toyt_helpers.py"

op box [Pure] {
  operands { x: AnyType }
  attrs    { tag?: AnyAttr }
  results  { r: AnyType }
  format   "$x custom<Spaced>(attr-dict) `:` type($x) `->` type($r)"
}

op use [] {
  attrs    { target: FlatSymbolRefAttr }
  format   "$target attr-dict"
  verify_symbol_uses h.check_target(self, tables)
}
"""

USER_HELPERS = """
from irlite.ir.base import Type
from irlite.ir.attributes import StringAttr


class BoxType(Type):
    __slots__ = ()

    def print_text(self, p):
        return "!toyt.box<" + str(self.params[0]) + ">"


def parse_type(p, mnemonic):
    if mnemonic != "box":
        p.error(f"unknown toyt type: {mnemonic}", p.pos - len(mnemonic))
    p.expect("<", "'<'")
    n = p.match(__import__("re").compile(r"[0-9]+"))
    p.expect(">", "'>'")
    return BoxType.get(int(n.group()))


def parse_attr(p, mnemonic):
    p.expect("<", "'<'")
    s = p.parse_attribute()
    p.expect(">", "'>'")
    return StringAttr.get("tagged:" + s.value)


def parse_Spaced(p):
    return (p.parse_optional_attr_dict(),)


def print_Spaced(p, op, attrs):
    return " " + p.attr_dict_text(attrs) if attrs else ""


def check_target(op, tables):
    name = op.properties["target"].root
    if tables.lookup_nearest_symbol_from(op, name) is None:
        return f"'{name}' is not defined"
    return None
"""


@pytest.fixture()
def user_ctx(tmp_path):
    return _load_dialect(tmp_path, "toyt", USER_RULES, USER_HELPERS)


def test_dialect_type_and_attr_hooks(user_ctx):
    text = (
        "func.func @f(%a: !toyt.box<3>) -> !toyt.box<4> {\n"
        '  %0 = toyt.box %a {tag = #toyt.t<"x">} : !toyt.box<3> -> !toyt.box<4>\n'
        "  return %0 : !toyt.box<4>\n}"
    )
    mod = _parse(text, user_ctx)
    box = mod.body.first.regions[0].blocks[0].first
    assert type(box.operand(0).type).__name__ == "BoxType"
    assert box.properties["tag"].value == "tagged:x"
    out = print_module(mod)
    # custom<Spaced>(attr-dict): the directive's space, then the dictionary's own
    assert '%0 = toyt.box %arg0  {tag = "tagged:x"} : !toyt.box<3> -> !toyt.box<4>' in out
    with pytest.raises(ParseError, match="unknown toyt type: bag"):
        _parse("func.func private @g(!toyt.bag<1>)", user_ctx)


def test_verify_symbol_uses_hook(user_ctx):
    good = "func.func private @k()\ntoyt.use @k"
    assert verify(_parse(good, user_ctx), user_ctx) == []
    bad = "toyt.use @nope"
    msgs = [d.message for d in verify(_parse(bad, user_ctx), user_ctx)]
    assert msgs == ["'toyt.use' op 'nope' is not defined"]


def test_dialect_hook_must_be_python(tmp_path):
    (tmp_path / "bad.rules").write_text("dialect bad {\n  type_parser h..parse\n}\n")
    with pytest.raises(RulesError) as e:
        loader.load_rules(str(tmp_path / "bad.rules"), Context())
    assert "bad.rules:2:" in e.value.render() and "invalid Python expression" in e.value.render()
    (tmp_path / "bad2.rules").write_text("dialect bad2 {\n  attr_parser h.f($x)\n}\n")
    with pytest.raises(RulesError) as e:
        loader.load_rules(str(tmp_path / "bad2.rules"), Context())
    assert "bad2.rules:2:" in e.value.render() and "'$' has no meaning here" in e.value.render()


# ------------------------------------------------------------------ interop


@pytest.mark.skipif(
    not os.path.exists(MLIR_OPT), reason="mlir-opt 19 not installed (mlir-19-tools)"
)
def test_mlir_opt_reads_what_irlite_prints():
    for generic in (False, True):
        text = _roundtrip(OPS, generic=generic)
        r = subprocess.run(
            [MLIR_OPT], input=text, capture_output=True, text=True, timeout=60, check=False
        )
        assert r.returncode == 0, r.stderr
        assert r.stdout.rstrip("\n") == OPS.rstrip("\n")


# ------------------------------------------------------------------ issue 3's generator gaps
# ref() in custom directives, optional attributes with defaults, operand types derived from
# another operand's type, and type() kind checks at parse time, on a small dialect that
# writes memref.load/store and llvm.extractvalue declaratively.

GAPS_RULES = """
dialect gap { summary "declarative forms that used to need hand-written parsers" }

native h "gap_helpers.py"

op load [] {
  operands { memref: AnyMemRef, indices: Variadic<Index> }
  attrs    { nontemporal?: BoolAttr = false }
  results  { result: AnyType = h.elem($memref) }
  format   "$memref `[` $indices `]` attr-dict `:` type($memref)"
}

op store [] {
  operands { value: AnyType = h.elem($memref), memref: AnyMemRef, indices: Variadic<Index> }
  attrs    { nontemporal?: BoolAttr = false }
  format   "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)"
}

op extract [Pure] {
  operands { container: AnyType }
  attrs    { position: DenseI64ArrayAttr }
  results  { res: AnyType }
  format   "$container `` $position attr-dict `:` type($container) custom<ElemType>(type($res), ref(type($container)), ref($position))"
}
"""

GAPS_HELPERS = """
def elem(t):
    return t.element_type


def parse_ElemType(p, container_type, position):
    t = container_type
    for i in position.values:
        t = t.body[int(i)] if hasattr(t, "body") else t.element_type
    return (t,)


def print_ElemType(p, op, res, container, position):
    return ""
"""


@pytest.fixture()
def gap_ctx(tmp_path):
    return _load_dialect(tmp_path, "gap", GAPS_RULES, GAPS_HELPERS)


GAPS_IN = """func.func @f(%m: memref<4xf32>, %i: index, %s: !llvm.struct<(i32, array<2 x f64>)>) {
  %0 = gap.load %m[%i] : memref<4xf32>
  %1 = gap.load %m[%i] {nontemporal = false} : memref<4xf32>
  %2 = gap.load %m[%i] {nontemporal = true} : memref<4xf32>
  gap.store %0, %m[%i] {nontemporal = false} : memref<4xf32>
  %3 = gap.extract %s[1, 0] : !llvm.struct<(i32, array<2 x f64>)>
  return
}"""


def test_gaps_roundtrip(gap_ctx):
    mod = _parse(GAPS_IN, gap_ctx)
    assert verify(mod, gap_ctx) == []
    ops = list(_walk_ops(mod))
    loads = [o for o in ops if o.name == "gap.load"]
    # optional with a default: not materialized, the accessor gives the default, and the
    # default is elided when printing (MLIR's DefaultValuedOptionalAttr)
    assert "nontemporal" not in loads[0].properties
    assert str(loads[0].nontemporal) == "false"
    assert str(loads[2].nontemporal) == "true"
    ext = next(o for o in ops if o.name == "gap.extract")
    assert ext.results[0].type is FloatType.get("f64")  # via ref(type($container)), ref($position)
    out = print_module(mod)
    assert "%0 = gap.load %arg0[%arg1] : memref<4xf32>\n" in out
    assert "%1 = gap.load %arg0[%arg1] : memref<4xf32>\n" in out
    assert "%2 = gap.load %arg0[%arg1] {nontemporal = true} : memref<4xf32>\n" in out
    assert "gap.store %0, %arg0[%arg1] : memref<4xf32>\n" in out  # operand type derived
    # the directive prints nothing after its space: MLIR's llvm.extractvalue trailing blank
    assert "%3 = gap.extract %arg2[1, 0] : !llvm.struct<(i32, array<2 x f64>)> \n" in out
    generic = print_module(mod, generic=True)
    assert '"gap.load"(%arg0, %arg1) : (memref<4xf32>, index) -> f32' in generic
    assert "<{nontemporal = false}>" in generic  # written explicitly: kept as written
    assert print_module(_parse(generic, gap_ctx)) == out


def test_gaps_type_kind_checked_at_parse(gap_ctx):
    with pytest.raises(ParseError) as e:
        _parse("func.func @f(%m: i32) {\n  %0 = gap.load %m[] : i32\n  return\n}", gap_ctx)
    assert e.value.message == "custom op 'gap.load' invalid kind of type specified"
    assert e.value.offset == len("func.func @f(%m: i32) {\n  %0 = gap.load %m[] : ")


def test_gaps_ref_must_be_bound(tmp_path):
    bad = GAPS_RULES.replace("`:` type($container) custom<ElemType>", "custom<ElemType>")
    with pytest.raises(
        RulesError, match=r"'ref\(type\(\$container\)\)' refers to something not bound"
    ):
        _load_dialect(tmp_path, "gap", bad, GAPS_HELPERS)


def _walk_ops(op):
    """Pre-order, in program order."""
    yield op
    for r in op.regions:
        for b in r.blocks:
            o = b.first
            while o is not None:
                yield from _walk_ops(o)
                o = o.next


def test_func_arg_locations_with_debuginfo():
    mod = _parse("llvm.func @f(%a: i32 {llvm.signext}, %b: f32) {\n  llvm.return\n}")
    out = print_module(mod, debuginfo=True)
    # as mlir-opt 19 --mlir-print-debuginfo prints it
    assert (
        'llvm.func @f(%arg0: i32 {llvm.signext} loc("t.mlir":1:14), %arg1: f32 loc("t.mlir":1:38)) {'
        in out
    )
