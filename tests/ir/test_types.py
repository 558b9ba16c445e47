"""Builtin types: text in, text out, checked against mlir-opt 19; and the type API.

Expected strings were produced by ``mlir-opt --allow-unregistered-dialect
--mlir-print-op-generic``: round trips from ``"test.op"() {a = <type>} : () -> ()``
(a type attribute prints as its type), errors from ``"test.op"() : () -> (<type>)``
with offsets counted from the start of ``<type>``. The tests do not need mlir-opt.
"""

from __future__ import annotations

import pickle

import pytest

from irlite.ir import attributes as A
from irlite.ir import types as T
from irlite.ir.affine import AffineMap
from irlite.ir.attr_parser import AttrParserMixin
from irlite.ir.base import AttrPrinter
from irlite.ir.cursor import Cursor, ParseError, SourceFile
from irlite.ir.layout_attrs import AffineMapAttr, StridedLayoutAttr
from irlite.ir.resources import Resources
from irlite.ir.type_parser import TypeParserMixin


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


ROUNDTRIP = [
    ("i32", "i32"),
    ("si8", "si8"),
    ("ui1", "ui1"),
    ("i0", "i0"),
    ("i01", "i1"),
    ("i16777215", "i16777215"),
    ("index", "index"),
    ("none", "none"),
    ("f16", "f16"),
    ("bf16", "bf16"),
    ("f32", "f32"),
    ("f64", "f64"),
    ("f80", "f80"),
    ("f128", "f128"),
    ("tf32", "tf32"),
    ("f8E5M2", "f8E5M2"),
    ("f8E4M3", "f8E4M3"),
    ("f8E4M3FN", "f8E4M3FN"),
    ("f8E5M2FNUZ", "f8E5M2FNUZ"),
    ("f8E4M3FNUZ", "f8E4M3FNUZ"),
    ("f8E4M3B11FNUZ", "f8E4M3B11FNUZ"),
    ("complex<f32>", "complex<f32>"),
    ("complex<i32>", "complex<i32>"),
    ("complex< f64 >", "complex<f64>"),
    ("tuple<>", "tuple<>"),
    ("tuple<i32, f32>", "tuple<i32, f32>"),
    ("tuple<tuple<>, () -> ()>", "tuple<tuple<>, () -> ()>"),
    ("tensor<4x?x8xf32>", "tensor<4x?x8xf32>"),
    ("tensor<0x4xi8>", "tensor<0x4xi8>"),
    ("tensor<?x?xf32>", "tensor<?x?xf32>"),
    ("tensor<f32>", "tensor<f32>"),
    ("tensor<*xf32>", "tensor<*xf32>"),
    ("tensor<4 x 8 x f32>", "tensor<4x8xf32>"),
    ("tensor<04x8xf32>", "tensor<4x8xf32>"),
    ("tensor<9223372036854775807xf32>", "tensor<9223372036854775807xf32>"),
    ('tensor<4xf32, "enc">', 'tensor<4xf32, "enc">'),
    ("tensor<4xf32, 1 : i64>", "tensor<4xf32, 1 : i64>"),
    ("tensor<4xf32, 0>", "tensor<4xf32, 0 : i64>"),
    ("tensor<4xi32,>", "tensor<4xi32>"),
    ("tensor<4xi32, affine_map<(d0)->(d0)>>", "tensor<4xi32, affine_map<(d0) -> (d0)>>"),
    ("tensor<4xcomplex<f32>>", "tensor<4xcomplex<f32>>"),
    ("tensor<4xvector<4xf32>>", "tensor<4xvector<4xf32>>"),
    ("tensor<4x!foo.bar>", "tensor<4x!foo.bar>"),
    ("tensor<4xindex>", "tensor<4xindex>"),
    ("memref<4xf32>", "memref<4xf32>"),
    ("memref<4x?xf32, 1>", "memref<4x?xf32, 1>"),
    ("memref<4xf32, 1 : i32>", "memref<4xf32, 1 : i32>"),
    ("memref<4xf32, 1 : i64>", "memref<4xf32, 1>"),
    ("memref<4xf32, 0>", "memref<4xf32>"),
    ("memref<4xf32, 0 : i32>", "memref<4xf32>"),
    ("memref<4xf32, false>", "memref<4xf32>"),
    ("memref<4xf32, true>", "memref<4xf32, true>"),
    ("memref<4xf32, -1>", "memref<4xf32, -1>"),
    ('memref<4xf32, "x">', 'memref<4xf32, "x">'),
    ("memref<4xf32, {a = 1}>", "memref<4xf32, {a = 1 : i64}>"),
    ("memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>>", "memref<4x8xf32>"),
    ("memref<4x8xf32, affine_map<(d0, d1) -> (d0, d1)>, 1>", "memref<4x8xf32, 1>"),
    (
        "memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>, 1>",
        "memref<4x8xf32, affine_map<(d0, d1) -> (d1, d0)>, 1>",
    ),
    ("memref<4xf32, affine_map<(d0)[s0] -> (d0)>>", "memref<4xf32>"),
    (
        "memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>",
        "memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>",
    ),
    ("memref<f32, affine_map<() -> ()>>", "memref<f32>"),
    ("memref<4x8xf32, strided<[8, 1]>>", "memref<4x8xf32, strided<[8, 1]>>"),
    ("memref<4x8xf32, strided<[8, 1], offset: 0>>", "memref<4x8xf32, strided<[8, 1]>>"),
    ("memref<4x8xf32, strided<[8, 1], offset: ?>>", "memref<4x8xf32, strided<[8, 1], offset: ?>>"),
    (
        "memref<4x8xf32, strided<[?, ?], offset: ?>, 3>",
        "memref<4x8xf32, strided<[?, ?], offset: ?>, 3>",
    ),
    ("memref<4xf32, strided<[1]>, strided<[2]>>", "memref<4xf32, strided<[2]>>"),
    ("memref<4xf32, strided<[-1]>>", "memref<4xf32, strided<[-1]>>"),
    ("memref<f32, strided<[], offset: 5>>", "memref<f32, strided<[], offset: 5>>"),
    ("memref<*xf32>", "memref<*xf32>"),
    ("memref<*xf32, 1>", "memref<*xf32, 1>"),
    ("memref<*xf32, 0>", "memref<*xf32>"),
    ("memref<*xf32, 1 : i64>", "memref<*xf32, 1>"),
    ("memref<4xmemref<4xf32>>", "memref<4xmemref<4xf32>>"),
    ("memref<4xvector<4xf32>>", "memref<4xvector<4xf32>>"),
    ("memref<4xcomplex<f32>>", "memref<4xcomplex<f32>>"),
    ("memref<4xindex>", "memref<4xindex>"),
    ("memref<2xmemref<*xf32>>", "memref<2xmemref<*xf32>>"),
    ("vector<4xf32>", "vector<4xf32>"),
    ("vector<f32>", "vector<f32>"),
    ("vector<[4]xf32>", "vector<[4]xf32>"),
    ("vector<[4]x8xf32>", "vector<[4]x8xf32>"),
    ("vector<4x[8]xf32>", "vector<4x[8]xf32>"),
    ("vector<[4]x[8]xf32>", "vector<[4]x[8]xf32>"),
    ("vector<4 x [ 8 ] x f32>", "vector<4x[8]xf32>"),
    ("vector<4xindex>", "vector<4xindex>"),
    ("vector<4xi1>", "vector<4xi1>"),
    ("vector<4xf8E5M2>", "vector<4xf8E5M2>"),
    ("(i32, i32) -> i32", "(i32, i32) -> i32"),
    ("() -> ()", "() -> ()"),
    ("(i32) -> (i32, i32)", "(i32) -> (i32, i32)"),
    ("(i32) -> (i32)", "(i32) -> i32"),
    ("() -> (() -> ())", "() -> (() -> ())"),
    ("() -> ((i32) -> i32)", "() -> ((i32) -> i32)"),
    ("((i32) -> i32) -> i32", "((i32) -> i32) -> i32"),
    ("() -> tuple<>", "() -> tuple<>"),
    ("!foo.bar", "!foo.bar"),
    ("!foo.bar<1>", "!foo.bar<1>"),
    ("!foo.bar< 1 , 2 >", "!foo.bar< 1 , 2 >"),
    ('!foo<"x y">', '!foo<"x y">'),
    ("!foo<x>", "!foo.x"),
    ("!foo<bar<1>>", "!foo.bar<1>"),
    ("!foo.bar-x", "!foo<bar-x>"),
    ("!foo.bar$x", "!foo<bar$x>"),
    ("!foo.", "!foo<>"),
    ("!foo.bar<>", "!foo.bar<>"),
    ('!foo.bar<"a>b">', '!foo.bar<"a>b">'),
    ("!foo.bar<a->b>", "!foo.bar<a->b>"),
    ("!foo.bar<(x) -> y>", "!foo.bar<(x) -> y>"),
    ("!foo.bar.baz", "!foo.bar.baz"),
    ("!foo$.y", "!foo$.y"),
]

ERRORS = [
    ("i16777216", 0, "integer bitwidth is limited to 16777215 bits"),
    ("i4294967296", 0, "invalid integer width"),
    ("f8E3M4", 0, "expected non-function type"),
    ("foo", 0, "expected non-function type"),
    ("i 32", 0, "expected non-function type"),
    ("si1x", 0, "expected non-function type"),
    ("complex<index>", 8, "invalid element type for complex"),
    ("complex<complex<f32>>", 8, "invalid element type for complex"),
    ("complex<tensor<f32>>", 8, "invalid element type for complex"),
    ("complex f32", 7, "expected '<' in complex type"),
    ("complex<f32", 11, "expected '>' in complex type"),
    ("tensor f32", 6, "expected '<' in tensor type"),
    ("tensor<>", 7, "expected non-function type"),
    ("tensor<4x>", 9, "expected non-function type"),
    ("tensor<4x8>", 10, "expected 'x' in dimension list"),
    ("tensor<4x*xf32>", 9, "expected non-function type"),
    ("tensor<4x-1xf32>", 9, "expected non-function type"),
    ("tensor<4xx8xf32>", 9, "expected non-function type"),
    ("tensor<x8xf32>", 7, "expected non-function type"),
    ("tensor<4x8x>", 11, "expected non-function type"),
    ("tensor<??xf32>", 8, "expected 'x' in dimension list"),
    ("tensor<4x?8xf32>", 10, "expected 'x' in dimension list"),
    ("tensor<9223372036854775808xf32>", 7, "invalid dimension"),
    ("tensor<4xnone>", 9, "invalid tensor element type"),
    ("tensor<4xtensor<f32>>", 9, "invalid tensor element type"),
    ("tensor<4xmemref<4xf32>>", 9, "invalid tensor element type"),
    ("tensor<4xtuple<>>", 9, "invalid tensor element type"),
    ('tensor<*xf32, "enc">', 20, "cannot apply encoding to unranked tensor"),
    ("tensor<*f32>", 8, "expected 'x' in dimension list"),
    ("tensor<4xf32 1>", 12, "expected '>' in tensor type"),
    ("tensor<1.5xf32>", 7, "expected non-function type"),
    ("memref<>", 7, "expected non-function type"),
    ("memref<*x>", 9, "expected non-function type"),
    ("memref<*f32>", 8, "expected 'x' in dimension list"),
    ("memref<4xnone>", 9, "invalid memref element type"),
    ("memref<4xtensor<4xf32>>", 9, "invalid memref element type"),
    ("memref<4x!foo.bar>", 9, "invalid memref element type"),
    ("memref<4xtuple<>>", 9, "invalid memref element type"),
    ("memref<4xf32 1>", 12, "expected ',' or '>' in memref type"),
    ("memref<4xf32,>", 13, "expected list element"),
    ("memref<4xf32, strided<[1]>, >", 27, "expected attribute value"),
    ("memref<4xf32, 1, 2>", 18, "multiple memory spaces specified in memref type"),
    ("memref<4xf32, 1, strided<[1]>>", 29, "expected memory space to be last in memref type"),
    (
        "memref<*xf32, affine_map<(d0)->(d0)>>",
        36,
        "cannot have affine map for unranked memref type",
    ),
    (
        "memref<4xf32, affine_map<(d0, d1) -> (d0)>>",
        0,
        "memref layout mismatch between rank and affine map: 1 != 2",
    ),
    ("memref<4x4xf32, strided<[1]>>", 0, "expected the number of strides to match the rank"),
    ("memref<4xf32, strided<[0]>>", 14, "strides must not be zero"),
    ("memref<4xf32, #foo.bar>", 0, "unsupported memory space Attribute"),
    ("memref<4xf32, [1]>", 0, "unsupported memory space Attribute"),
    ("memref<4xf32, 1.0>", 0, "unsupported memory space Attribute"),
    ("memref<4xf32, unit>", 0, "unsupported memory space Attribute"),
    ("memref<4xf32, i32>", 0, "unsupported memory space Attribute"),
    ("memref<4xf32, @sym>", 0, "unsupported memory space Attribute"),
    ("memref<4xf32, affine_set<(d0) : (d0 >= 0)>>", 0, "unsupported memory space Attribute"),
    ("vector<0xf32>", 9, "vector types must have positive constant sizes"),
    ("vector<?xf32>", 7, "expected non-function type"),
    ("vector<[?]xf32>", 8, "invalid dimension"),
    ("vector<[4xf32>", 9, "missing ']' closing scalable dimension"),
    ("vector<[4]f32>", 10, "expected 'x' in dimension list"),
    ("vector<4x?xf32>", 9, "expected non-function type"),
    ("vector<4xcomplex<f32>>", 9, "vector elements must be int/index/float type"),
    ("vector<4xvector<4xf32>>", 9, "vector elements must be int/index/float type"),
    ("vector<4x!foo.bar>", 9, "vector elements must be int/index/float type"),
    ("vector<4xnone>", 9, "vector elements must be int/index/float type"),
    ("vector<[4x8]xf32>", 9, "missing ']' closing scalable dimension"),
    ("vector<4xf32", 12, "expected '>' in vector type"),
    ("vector<4x4xf32, 1>", 14, "expected '>' in vector type"),
    ("vector<*xf32>", 7, "expected non-function type"),
    ("vector<[0]xf32>", 11, "vector types must have positive constant sizes"),
    ("vector<2x0xf32>", 11, "vector types must have positive constant sizes"),
    ("(i32) -> () -> ()", 11, "expected ')'"),
    ("(i32)", 5, "expected '->' in function type"),
    ("(i32) -> ", 8, "expected non-function type"),
    ("(i32,) -> i32", 5, "expected non-function type"),
    ("(i32 i32) -> i32", 4, "expected ')'"),
    ("tuple<i32,>", 10, "expected non-function type"),
    ("tuple<i32", 9, "expected '>' in tuple type"),
    ("!", 0, "invalid type identifier"),
    ("! foo", 0, "invalid type identifier"),
    ('!"foo"', 0, "invalid type identifier"),
    ("!foo", 4, "undefined symbol alias id 'foo'"),
    ("!-x.y", 4, "invalid dialect namespace '\"-x\"'"),
    ("!foo-x.y", 7, "invalid dialect namespace '\"foo-x\"'"),
    ('!foo.bar<"abc', 14, "expected '\"' in string literal"),
    ('!foo.bar<"a\\qb">', 11, "unknown escape in string literal"),
    ("!foo.bar<a", 8, "unbalanced '<' character in pretty dialect name"),
    ("!foo.bar<a>>", 11, "expected ')'"),
    ("!foo.bar <a>", 8, "expected ')'"),
    ("!foo.bar<->", 8, "unbalanced '<' character in pretty dialect name"),
    ("!foo.bar<{>", 8, "unbalanced '{' character in pretty dialect name"),
    ("!foo.bar<(>)>", 8, "unbalanced '(' character in pretty dialect name"),
    ('!foo<"x y"', 5, "unbalanced '<' character in pretty dialect name"),
    ("i32 #", 4, "invalid attribute name"),
    ("i32 !", 4, "invalid type identifier"),
]


@pytest.mark.parametrize("text,expected", ROUNDTRIP)
def test_roundtrip_matches_mlir_opt(text, expected):
    t = parse_type(text)
    assert str(t) == expected
    # What we print reads back as the same (interned) object.
    assert parse_type(expected) is t


@pytest.mark.parametrize("text,offset,message", ERRORS)
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
