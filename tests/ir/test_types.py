"""Builtin types: text in, text out, checked against mlir-opt 19; and the type API.

Expected strings (the tables ``tests/ir/data/types_*.tsv``) were produced by ``mlir-opt --allow-unregistered-dialect
--mlir-print-op-generic``: round trips from ``"test.op"() {a = <type>} : () -> ()``
(a type attribute prints as its type), errors from ``"test.op"() : () -> (<type>)``
with offsets counted from the start of ``<type>``. The tests do not need mlir-opt.
"""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from support.cases import read_cases

from irlite.ir import attributes as A
from irlite.ir import types as T
from irlite.ir.affine import AffineMap
from irlite.ir.attr_parser import AttrParserMixin
from irlite.ir.base import AttrPrinter
from irlite.ir.cursor import Cursor, ParseError, SourceFile
from irlite.ir.layout_attrs import AffineMapAttr, StridedLayoutAttr
from irlite.ir.resources import Resources
from irlite.ir.type_parser import TypeParserMixin

DATA = Path(__file__).resolve().parent / "data"


class _Ctx:
    """Accepts every dialect; only ``registered`` ones count as registered."""

    def __init__(self, accept: bool = True, registered: tuple = (), hooks: dict | None = None):
        self.accept = accept
        self.registered = set(registered)
        self.dialects = hooks or {}

    def accepts_dialect(self, name: str) -> bool:
        return self.accept or name in self.registered

    def is_registered_dialect(self, name: str) -> bool:
        return name in self.registered


class _Parser(Cursor, TypeParserMixin, AttrParserMixin):
    def __init__(self, text: str, ctx: _Ctx | None = None) -> None:
        Cursor.__init__(self, SourceFile("<stdin>", text))
        self.ctx = ctx or _Ctx()
        self.type_aliases: dict = {}
        self.attr_aliases: dict = {}
        self.resources = Resources()


def parse_type(text: str, ctx: _Ctx | None = None, aliases: dict | None = None) -> T.Type:
    p = _Parser(text, ctx)
    if aliases:
        p.type_aliases.update(aliases)
    t = p.parse_type()
    p.ws()
    assert p.pos == len(text), f"trailing text after {text!r}"
    return t


RESULTS_PREFIX = '"test.op"() : () -> '


def parse_error(text: str, ctx: _Ctx | None = None) -> tuple[int, str]:
    """Parse ``text`` as mlir-opt does in ``"test.op"() : () -> (<text>)``."""
    src = RESULTS_PREFIX + "(" + text + ")"
    p = _Parser(src, ctx)
    p.pos = len(RESULTS_PREFIX)
    with pytest.raises(ParseError) as ei:
        p.parse_type_list_parens()
        p.ws()
        if p.pos != len(src):
            p.error("trailing text", p.pos)
    return ei.value.offset - len(RESULTS_PREFIX) - 1, ei.value.message


@pytest.mark.parametrize("text,expected", read_cases(DATA / "types_roundtrip.tsv", str, str))
def test_roundtrip_matches_mlir_opt(text, expected):
    t = parse_type(text)
    assert str(t) == expected
    # What we print reads back as the same (interned) object.
    assert parse_type(expected) is t


@pytest.mark.parametrize(
    "text,offset,message", read_cases(DATA / "types_errors.tsv", str, int, str)
)
def test_errors_match_mlir_opt(text, offset, message):
    assert parse_error(text) == (offset, message)


# ----------------------------------------------------------------------------- API


def test_scalars_are_interned_singletons():
    assert T.IntegerType.get(32) is T.i32
    assert T.IntegerType.get(32, "signless") is T.i32
    assert T.IntegerType.get(8, "signed") is parse_type("si8")
    assert T.IntegerType.get(1, "unsigned") is parse_type("ui1")
    assert T.IndexType.get() is T.index is parse_type("index")
    assert T.FloatType.get("f32") is T.f32 is parse_type("f32")
    assert T.NoneType.get() is T.none_type
    assert T.i32 == parse_type("i32") and T.i32 != T.i64
    assert hash(T.i32) == hash(parse_type("i32"))


def test_scalar_properties():
    t = T.IntegerType.get(8, "unsigned")
    assert (t.width, t.signedness, t.is_unsigned, t.is_signed, t.is_signless) == (
        8,
        "unsigned",
        True,
        False,
        False,
    )
    assert T.f16.width == 16 and T.bf16.width == 16 and T.tf32.width == 19 and T.f80.width == 80
    assert T.f32.precision == 24 and T.bf16.precision == 8 and T.FloatType.get("f8E5M2").width == 8
    assert T.f64.name == "f64"
    assert set(T.FLOAT_TYPE_NAMES) >= {
        "f16",
        "bf16",
        "f32",
        "f64",
        "f80",
        "f128",
        "tf32",
        "f8E4M3FN",
    }
    assert "f8E3M4" not in T.FLOAT_TYPE_NAMES  # MLIR 19 does not know it


@pytest.mark.parametrize(
    "call",
    [
        lambda: T.IntegerType.get(16777216),
        lambda: T.IntegerType.get(32, "weird"),
        lambda: T.FloatType.get("f7"),
        lambda: T.ComplexType.get(T.index),
        lambda: T.RankedTensorType.get([4], T.none_type),
        lambda: T.MemRefType.get([4], T.RankedTensorType.get([4], T.f32)),
        lambda: T.VectorType.get([0], T.f32),
        lambda: T.VectorType.get([4], T.ComplexType.get(T.f32)),
        lambda: T.VectorType.get([4, 4], T.f32, [True]),
        lambda: T.MemRefType.get([4], T.f32, StridedLayoutAttr.get([1, 1])),
    ],
)
def test_invalid_construction_raises_value_error(call):
    with pytest.raises(ValueError):
        call()


def test_shaped_types():
    t = T.RankedTensorType.get([4, T.DYNAMIC, 8], T.f32)
    assert str(t) == "tensor<4x?x8xf32>" and t is parse_type("tensor<4x?x8xf32>")
    assert t.shape == (4, -1, 8) and t.rank == 3 and t.element_type is T.f32
    assert not t.has_static_shape and t.num_dynamic_dims == 1 and t.is_dynamic_dim(1)
    assert t.encoding is None and t.has_rank
    s = T.RankedTensorType.get((2, 3), T.i8)
    assert s.has_static_shape and s.num_elements == 6
    assert T.RankedTensorType.get((), T.f32).num_elements == 1
    u = T.UnrankedTensorType.get(T.f32)
    assert str(u) == "tensor<*xf32>" and u.shape is None and u.rank is None and not u.has_rank
    assert not u.has_static_shape
    with pytest.raises(ValueError):
        _ = T.RankedTensorType.get([T.DYNAMIC], T.f32).num_elements
    assert isinstance(t, T.TensorType) and isinstance(t, T.ShapedType)


def test_vector_types():
    v = T.VectorType.get([4, 8], T.f32, [True, False])
    assert str(v) == "vector<[4]x8xf32>" and v is parse_type("vector<[4]x8xf32>")
    assert v.scalable == (True, False) and v.scalable_dims == (True, False) and v.is_scalable
    assert T.VectorType.get([4], T.f32).scalable == (False,)
    assert str(T.VectorType.get([], T.f32)) == "vector<f32>"
    assert T.VectorType.get([4], T.f32) is T.VectorType.get((4,), T.f32, (False,))


def test_memref_normalization_matches_mlir():
    ident = AffineMapAttr.get(AffineMap.get_multi_dim_identity(2))
    m = T.MemRefType.get([4, 8], T.f32, ident)
    assert m.layout is None and str(m) == "memref<4x8xf32>"
    assert m is T.MemRefType.get([4, 8], T.f32)
    one = A.IntegerAttr.get(T.i64, 1)
    zero = A.IntegerAttr.get(T.i32, 0)
    assert T.MemRefType.get([4], T.f32, None, zero) is T.MemRefType.get([4], T.f32)
    m1 = T.MemRefType.get([4], T.f32, None, one)
    assert str(m1) == "memref<4xf32, 1>" and m1.memory_space is one
    assert (
        str(T.MemRefType.get([4], T.f32, None, A.IntegerAttr.get(T.i32, 1)))
        == "memref<4xf32, 1 : i32>"
    )
    assert str(T.UnrankedMemRefType.get(T.f32, one)) == "memref<*xf32, 1>"
    assert T.UnrankedMemRefType.get(T.f32, zero).memory_space is None
    st = StridedLayoutAttr.get([8, 1], None)
    ms = T.MemRefType.get([4, 8], T.f32, st, A.StringAttr.get("gpu"))
    assert str(ms) == 'memref<4x8xf32, strided<[8, 1], offset: ?>, "gpu">'
    assert ms.layout is st and ms is parse_type(
        'memref<4x8xf32, strided<[8, 1], offset: ?>, "gpu">'
    )


def test_memref_layout_map():
    m = parse_type("memref<4x8xf32>")
    assert str(m.layout_map) == "(d0, d1) -> (d0, d1)"
    s = parse_type("memref<4x8xf32, strided<[?, 1], offset: ?>>")
    assert str(s.layout_map) == "(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)"
    p = parse_type("memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>>")
    assert str(p.layout_map) == "(d0, d1) -> (d1, d0)"


def test_nested_attributes_print_through_the_printer():
    class Aliases(AttrPrinter):
        __slots__ = ()

        def attr(self, a):
            if isinstance(a, AffineMapAttr):
                return "#map"
            return a.print_text(self) if a.may_alias else str(a)

        type = attr

    m = parse_type("memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>, 1>")
    assert m.may_alias
    assert m.print_text(Aliases()) == "memref<4x8xf32, #map, 1>"
    f = T.FunctionType.get([m], [T.TupleType.get([m])])
    assert f.may_alias
    assert (
        f.print_text(Aliases()) == "(memref<4x8xf32, #map, 1>) -> tuple<memref<4x8xf32, #map, 1>>"
    )
    assert not parse_type("memref<4x8xf32>").may_alias


def test_function_and_tuple_types():
    f = T.FunctionType.get([T.i32, T.i32], [T.i32])
    assert str(f) == "(i32, i32) -> i32" and f.inputs == (T.i32, T.i32) and f.results == (T.i32,)
    assert str(T.FunctionType.get()) == "() -> ()"
    g = T.FunctionType.get([], [f])
    assert str(g) == "() -> ((i32, i32) -> i32)"
    t = T.TupleType.get([T.i32, f])
    assert str(t) == "tuple<i32, (i32, i32) -> i32>" and len(t) == 2 and t.types[1] is f
    assert (
        str(T.ComplexType.get(T.f32)) == "complex<f32>"
        and T.ComplexType.get(T.f32).element_type is T.f32
    )


def test_type_queries():
    assert T.is_integer(T.i32) and T.is_integer(T.i32, 32) and not T.is_integer(T.i32, 64)
    assert not T.is_integer(T.index) and T.is_index(T.index) and T.is_float(T.bf16)
    assert T.is_signless_integer(T.i8) and not T.is_signless_integer(parse_type("si8"))
    assert (
        T.is_int_or_index(T.index) and T.is_int_or_float(T.f32) and T.is_int_or_index_or_float(T.i1)
    )
    t = parse_type("tensor<4x?xf32>")
    assert T.element_type(t) is T.f32 and T.element_type(T.f32) is T.f32
    assert T.rank(t) == 2 and T.rank(T.f32) == 0 and T.rank(parse_type("memref<*xf32>")) is None
    assert not T.has_static_shape(t) and T.has_static_shape(T.i32) and T.is_shaped(t)


def test_pickle_reinterns():
    for text in [
        "i32",
        "tensor<4x?xf32>",
        "memref<4x8xf32, strided<[8, 1], offset: ?>, 1>",
        "vector<[4]xf32>",
        "(i32) -> (f32, index)",
        "!foo.bar<1>",
        "memref<2xf32, affine_map<(d0) -> (d0 * 2)>>",
    ]:
        t = parse_type(text)
        assert pickle.loads(pickle.dumps(t)) is t


# ----------------------------------------------------------------------------- parser API


def test_aliases_resolve():
    t = parse_type("tensor<4x!t>", aliases={"t": T.f32})
    assert t is parse_type("tensor<4xf32>")
    assert parse_type("!t", aliases={"t": T.i8}) is T.i8


def test_parse_optional_type():
    p = _Parser("  = 5")
    assert p.parse_optional_type() is None and p.pos == 0
    p = _Parser("  foo")
    assert p.parse_optional_type() is None and p.pos == 0
    p = _Parser(" i32 x")
    assert p.parse_optional_type() is T.i32 and p.pos == 4
    p = _Parser("(i32) -> i32")
    assert str(p.parse_optional_type()) == "(i32) -> i32"
    p = _Parser("tensor<4xf32>")
    assert p.parse_optional_type() is T.RankedTensorType.get([4], T.f32)


def test_type_lists():
    p = _Parser("(i32, f32) -> (index)")
    assert p.parse_type_list_parens() == (T.i32, T.f32)
    p.expect("->")
    assert p.parse_function_result_types() == (T.index,)
    p = _Parser("i32, memref<4xf32>")
    assert p.parse_type_list_no_parens() == (T.i32, parse_type("memref<4xf32>"))
    p = _Parser("() -> f32")
    assert p.parse_function_type() is T.FunctionType.get([], [T.f32])
    p = _Parser("(i32) -> i32")
    with pytest.raises(ParseError) as ei:
        p.parse_non_function_type()
    assert ei.value.message == "expected non-function type"


def test_wrong_token_errors_point_after_the_previous_token():
    # As mlir-opt: a missing token is reported at the end of the line before it.
    src = "tensor<4x8  // comment\n  >"
    p = _Parser(src)
    with pytest.raises(ParseError) as ei:
        p.parse_type()
    assert (ei.value.offset, ei.value.message) == (10, "expected 'x' in dimension list")


def test_repeated_texts_hit_the_caches():
    text = "memref<4x8xf32, strided<[8, 1]>>"
    assert parse_type(text) is parse_type(text)
    fn = "(tensor<4xf32>, i32) -> (memref<?xf32>, index)"
    assert parse_type(fn) is parse_type(fn)
    # A cached text is still an error when it is cut short.
    assert parse_error("memref<4x8xf32, strided<[8, 1]>") == (31, "expected ',' or '>'")


# ----------------------------------------------------------------------------- dialect types


def test_opaque_types_print_as_mlir_does():
    assert str(T.OpaqueType.get("foo", "bar<1>")) == "!foo.bar<1>"
    assert str(T.OpaqueType.get("foo", '"x"')) == '!foo<"x">'
    assert str(T.OpaqueType.get("foo", "bar-x")) == "!foo<bar-x>"
    assert str(T.OpaqueType.get("foo", "")) == "!foo<>"
    t = parse_type("!foo.bar<1>")
    assert isinstance(t, T.OpaqueType) and (t.dialect, t.data) == ("foo", "bar<1>")


def test_known_dialect_types_are_kept_verbatim():
    ctx = _Ctx(accept=False, registered=("llvm",))
    t = parse_type("!llvm.ptr< 1 >", ctx)
    assert isinstance(t, T.DialectType) and str(t) == "!llvm.ptr< 1 >"
    assert (t.dialect, t.body, t.mnemonic, t.params_text) == ("llvm", "ptr< 1 >", "ptr", " 1 ")
    assert T.DialectType.get("llvm", "ptr") is parse_type("!llvm.ptr", ctx)


def test_unregistered_dialect_type_is_an_error():
    ctx = _Ctx(accept=False)
    msg = (
        '`!"foo"<"bar<1>">` type created with unregistered dialect. If this is intended, '
        "please call allowUnregisteredDialects() on the MLIRContext, or use "
        "-allow-unregistered-dialect with the MLIR opt tool used"
    )
    assert parse_error("!foo.bar<1>", ctx) == (5, msg)
    assert parse_error('!foo<"x">', ctx)[0] == 0


def test_dialect_type_hook():
    calls = []

    class D:
        def type_parser(self, parser, mnemonic):
            calls.append(mnemonic)
            parser.expect("<")
            t = parser.parse_type()
            parser.expect(">")
            return T.ComplexType.get(t)

    ctx = _Ctx(hooks={"mine": D()})
    assert parse_type("!mine.thing<f32>", ctx) is T.ComplexType.get(T.f32)
    assert calls == ["thing"]
