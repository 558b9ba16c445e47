"""Builtin attributes: text in, text out, checked against mlir-opt 19.

Every expected string below was produced by
``mlir-opt --allow-unregistered-dialect --mlir-print-op-generic`` on
``"test.op"() {a = <input>} : () -> ()``; error columns refer to that line.
The tests do not need mlir-opt installed.
"""

from __future__ import annotations

import pickle

import pytest

from irlite.ir import attributes as A
from irlite.ir import types as T
from irlite.ir.context import Context
from irlite.ir.cursor import ParseError, SourceFile
from irlite.ir.parser import Parser

PREFIX = '"test.op"() '


def _parser(text: str, ctx: Context | None = None) -> Parser:
    if ctx is None:
        ctx = Context(allow_unregistered=True)  # arith loads on first use, with its attributes
    return Parser(ctx, SourceFile("<stdin>", text))


def parse_as_mlir_opt(text: str) -> str:
    """Parse ``text`` as the value of ``a`` in a generic op's attribute dictionary;
    return what the dictionary's value prints as (None for a unit attribute)."""
    src = PREFIX + f"{{a = {text}}} : () -> ()"
    p = _parser(src)
    p.pos = len(PREFIX)
    d = p.parse_attr_dict()
    p.expect(":")
    a = d["a"]
    return None if a is A.UnitAttr.get() else str(a)


def parse_attr(text: str) -> A.Attribute:
    p = _parser(text)
    a = p.parse_attribute()
    p.ws()
    assert p.pos == len(text), f"trailing text after {text!r}"
    return a


ROUNDTRIP = [
    ("5 : i32", "5 : i32"),
    ("-1 : i8", "-1 : i8"),
    ("255 : i8", "-1 : i8"),
    ("true", "true"),
    ("false", "false"),
    ("1 : i1", "true"),
    ("-1 : i1", "true"),
    ("5", "5 : i64"),
    ("5 : ui8", "5 : ui8"),
    ("255 : ui8", "255 : ui8"),
    ("-128 : si8", "-128 : si8"),
    ("0x10 : i32", "16 : i32"),
    ("0xFF : i8", "-1 : i8"),
    ("5 : index", "5 : index"),
    ("1 : ui1", "1 : ui1"),
    ("-1 : si1", "-1 : si1"),
    ("0 : index", "0 : index"),
    ("-9223372036854775808 : index", "-9223372036854775808 : index"),
    ("18446744073709551615", "-1 : i64"),
    ("0x8000000000000000", "-9223372036854775808 : i64"),
    ("123456789012345678901234567890 : i128", "123456789012345678901234567890 : i128"),
    ("0 : i0", "0 : i0"),
    ("00012 : i32", "12 : i32"),
    ("1.0", "1.000000e+00 : f64"),
    ("0.1", "1.000000e-01 : f64"),
    ("3.14 : f32", "3.140000e+00 : f32"),
    ("1.0 : f16", "1.000000e+00 : f16"),
    ("0.1 : f16", "9.997550e-02 : f16"),
    ("1.0e400", "0x7FF0000000000000 : f64"),
    ("1.0e-400", "0.000000e+00 : f64"),
    ("0.123456789", "0.123456789 : f64"),
    ("1234567.0 : f32", "0x4996B438 : f32"),
    ("1.0e20", "1.000000e+20 : f64"),
    ("0x7FF0000000000000 : f64", "0x7FF0000000000000 : f64"),
    ("0x7C00 : f16", "0x7C00 : f16"),
    ("0x0 : f32", "0.000000e+00 : f32"),
    ("1.0 : f80", "1.000000e+00 : f80"),
    ("0.1 : f128", "0.100000000000000005551115123125782702 : f128"),
    ("-0.0", "-0.000000e+00 : f64"),
    ("1.e5", "1.000000e+05 : f64"),
    ("- 5", "-5 : i64"),
    ('"a\\nb"', '"a\\0Ab"'),
    ('"tab\\there"', '"tab\\09here"'),
    ('"q\\"x"', '"q\\22x"'),
    ('"back\\\\slash"', '"back\\\\slash"'),
    ('"\\00\\7F\\80\\FF"', '"\\00\\7F\\80\\FF"'),
    ('"é"', '"\\C3\\A9"'),
    ('"x" : i32', '"x" : i32'),
    ('"x" : none', '"x"'),
    ("unit", None),
    ("[]", "[]"),
    ('[1, "a", [unit]]', '[1, "a", [unit]]'),
    (
        '[1.0, 0x7FF8000000000000 : f64, 2 : i32, 1.0 : f32, true, "s"]',
        '[1.000000e+00, 0x7FF8000000000000 : f64, 2 : i32, 1.000000e+00 : f32, true, "s"]',
    ),
    ("[[1], {a = 1}]", "[[1], {a = 1 : i64}]"),
    ("{}", "{}"),
    ("{b = 1, a = 2}", "{a = 2 : i64, b = 1 : i64}"),
    (
        '{"x.y" = 1, "_a" = 2, "1a" = 3, "a$b" = 4, "a-b" = 5}',
        '{"1a" = 3 : i64, _a = 2 : i64, a$b = 4 : i64, "a-b" = 5 : i64, x.y = 1 : i64}',
    ),
    ("{true = 1, i32 = 2, dense}", "{dense, i32 = 2 : i64, true = 1 : i64}"),
    ('{"é" = 1}', '{"\\C3\\A9" = 1 : i64}'),
    ("i32", "i32"),
    ("tensor<4xi32>", "tensor<4xi32>"),
    ("() -> ()", "() -> ()"),
    ("none", "none"),
    ("@foo", "@foo"),
    ("@foo::@bar::@baz", "@foo::@bar::@baz"),
    ('@"a b"', '@"a b"'),
    ('@"foo"', "@foo"),
    ('@"a\\"b"', '@"a\\22b"'),
    ('@foo::@"b c"', '@foo::@"b c"'),
    ("@foo: :@bar", "@foo::@bar"),
    ("@_x.y$z", "@_x.y$z"),
    ('@""', "@<<INVALID EMPTY SYMBOL>>"),
    ('@"é"', '@"\\C3\\A9"'),
    ('#foo<"abc">', '#foo<"abc">'),
    ("#foo<bar>", "#foo.bar"),
    ("#foo.bar", "#foo.bar"),
    ("#foo.bar<1>", "#foo.bar<1>"),
    ("#foo.bar< a , b >", "#foo.bar< a , b >"),
    ("#foo.a-b", "#foo<a-b>"),
    ("#foo<a-b>", "#foo<a-b>"),
    ("#foo.bar<1> : i32", "#foo.bar<1> : i32"),
    ('#foo<"x"> : i32', '#foo<"x"> : i32'),
    ('#foo.bar<"x>y">', '#foo.bar<"x>y">'),
    ("#foo.", "#foo<>"),
    ("#foo.bar.baz", "#foo.bar.baz"),
    ("#foo.1", "#foo<1>"),
    ("#foo.bar<{}>", "#foo.bar<{}>"),
    ("#foo.bar<[a -> b]>", "#foo.bar<[a -> b]>"),
    ("#arith.overflow<none>", "#arith.overflow<none>"),
    ("#arith.fastmath<fast>", "#arith.fastmath<fast>"),
    ("#foo<>", "#foo<>"),
    ("#foo.bar<>", "#foo.bar<>"),
    ('#foo.bar<"\\n">', '#foo.bar<"\\n">'),
    ('"x" : !foo.bar', '"x" : !foo.bar'),
    ("#foo.bar : !foo.t", "#foo.bar : !foo.t"),
    ("dense<1> : tensor<4xi32>", "dense<1> : tensor<4xi32>"),
    ("dense<[1, 2, 3, 4]> : tensor<4xi32>", "dense<[1, 2, 3, 4]> : tensor<4xi32>"),
    ("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>", "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"),
    ("dense<[1, 1, 1, 1]> : tensor<4xi32>", "dense<1> : tensor<4xi32>"),
    ("dense<1.0> : tensor<2xf32>", "dense<1.000000e+00> : tensor<2xf32>"),
    ("dense<[1.0, 2.5]> : tensor<2xf32>", "dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>"),
    ("dense<[0.1, 2.5]> : tensor<2xf64>", "dense<[1.000000e-01, 2.500000e+00]> : tensor<2xf64>"),
    ("dense<true> : tensor<3xi1>", "dense<true> : tensor<3xi1>"),
    ("dense<[true, false]> : tensor<2xi1>", "dense<[true, false]> : tensor<2xi1>"),
    ("dense<(1, 2)> : tensor<2xcomplex<i32>>", "dense<(1,2)> : tensor<2xcomplex<i32>>"),
    (
        "dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>",
        "dense<[(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>",
    ),
    (
        'dense<"0x01000000020000000300000004000000"> : tensor<4xi32>',
        "dense<[1, 2, 3, 4]> : tensor<4xi32>",
    ),
    ('dense<"0x01000000"> : tensor<4xi32>', "dense<1> : tensor<4xi32>"),
    ("dense<> : tensor<0xi32>", "dense<> : tensor<0xi32>"),
    ("dense<[]> : tensor<0xi32>", "dense<> : tensor<0xi32>"),
    ("dense<5> : tensor<i32>", "dense<5> : tensor<i32>"),
    ("dense<5> : vector<4xi32>", "dense<5> : vector<4xi32>"),
    ("dense<[-1, 255]> : tensor<2xi8>", "dense<-1> : tensor<2xi8>"),
    ('dense<"a"> : tensor<2x!foo.str>', 'dense<"a"> : tensor<2x!foo.str>'),
    ('dense<["a", "b"]> : tensor<2x!foo.str>', 'dense<["a", "b"]> : tensor<2x!foo.str>'),
    ('dense<["a", "a"]> : tensor<2x!foo.str>', 'dense<"a"> : tensor<2x!foo.str>'),
    ("dense<5> : tensor<4xindex>", "dense<5> : tensor<4xindex>"),
    ("dense<1> : memref<4xi32>", "dense<1> : memref<4xi32>"),
    ("dense<[5]> : tensor<1xi32>", "dense<5> : tensor<1xi32>"),
    (
        'dense<"0x01"> : tensor<8xi1>',
        "dense<[true, false, false, false, false, false, false, false]> : tensor<8xi1>",
    ),
    ('dense<"0xFF"> : tensor<8xi1>', "dense<true> : tensor<8xi1>"),
    ('dense<"0x05"> : tensor<3xi1>', "dense<[true, false, true]> : tensor<3xi1>"),
    (
        "dense<[true, false, true, true, false, false, false, false, true]> : tensor<9xi1>",
        "dense<[true, false, true, true, false, false, false, false, true]> : tensor<9xi1>",
    ),
    ('dense<"0x0102"> : tensor<2xui8>', "dense<[1, 2]> : tensor<2xui8>"),
    ('dense<"0x01"> : tensor<2x!foo.str>', 'dense<"0x01"> : tensor<2x!foo.str>'),
    ("dense<[[], []]> : tensor<2x0xi32>", "dense<> : tensor<2x0xi32>"),
    ("dense<0x3F800000> : tensor<2xf32>", "dense<1.000000e+00> : tensor<2xf32>"),
    (
        "dense<[0x7FC00000, 1.0]> : tensor<2xf32>",
        "dense<[0x7FC00000, 1.000000e+00]> : tensor<2xf32>",
    ),
    ("dense<(1, 2)> : tensor<2xi32>", "dense<[1, 2]> : tensor<2xi32>"),
    ("dense<[1, 2]> : tensor<2xcomplex<i32>>", "dense<(1,2)> : tensor<2xcomplex<i32>>"),
    ("dense<[(1, 2), (1, 2)]> : tensor<2xcomplex<i32>>", "dense<(1,2)> : tensor<2xcomplex<i32>>"),
    ('dense<"0x000000000000F03F"> : tensor<1xf64>', "dense<1.000000e+00> : tensor<1xf64>"),
    ("dense<-1> : tensor<2xi1>", "dense<true> : tensor<2xi1>"),
    ("dense<1> : tensor<200xi32>", "dense<1> : tensor<200xi32>"),
    ("dense<true> : tensor<200xi1>", "dense<true> : tensor<200xi1>"),
    ('dense<"0x0100000001000000"> : tensor<2xi32>', "dense<1> : tensor<2xi32>"),
    ("dense<1.5> : tensor<2xf16>", "dense<1.500000e+00> : tensor<2xf16>"),
    (
        "dense<[1.5, -2.5]> : tensor<2xbf16>",
        "dense<[1.500000e+00, -2.500000e+00]> : tensor<2xbf16>",
    ),
    ("dense<[0x7E00, 1.0]> : tensor<2xf16>", "dense<[0x7E00, 1.000000e+00]> : tensor<2xf16>"),
    (
        "dense<[1.0, 2.0]> : tensor<2xcomplex<f64>>",
        "dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f64>>",
    ),
    (
        "dense<(1.5, -2.0)> : tensor<3xcomplex<f32>>",
        "dense<(1.500000e+00,-2.000000e+00)> : tensor<3xcomplex<f32>>",
    ),
    ('dense<["a"]> : tensor<1x!foo.str>', 'dense<"a"> : tensor<1x!foo.str>'),
    ('dense<"0x"> : tensor<0xi32>', "dense<> : tensor<0xi32>"),
    ('dense<"0x01"> : tensor<1xi8>', "dense<1> : tensor<1xi8>"),
    ("dense<[1, 2, 3]> : tensor<3xi7>", "dense<[1, 2, 3]> : tensor<3xi7>"),
    ("dense<[-1, 63]> : tensor<2xi7>", "dense<[-1, 63]> : tensor<2xi7>"),
    ("dense<[1, 2]> : tensor<2xi64>", "dense<[1, 2]> : tensor<2xi64>"),
    (
        'dense<"0x0102030405060708090A0B0C0D0E0F10"> : tensor<2xcomplex<i32>>',
        "dense<[(67305985,134678021), (202050057,269422093)]> : tensor<2xcomplex<i32>>",
    ),
    (
        "dense<[[true, false], [false, true]]> : tensor<2x2xi1>",
        "dense<[[true, false], [false, true]]> : tensor<2x2xi1>",
    ),
    (
        "dense<[[1.0, 2.0, 3.0]]> : tensor<1x3xf32>",
        "dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00]]> : tensor<1x3xf32>",
    ),
    ("dense<1.0e400> : tensor<1xf64>", "dense<0x7FF0000000000000> : tensor<1xf64>"),
    ("dense<0x1> : tensor<1xf32>", "dense<1.401300e-45> : tensor<1xf32>"),
    ("dense<1.0> : tensor<2xf80>", "dense<1.000000e+00> : tensor<2xf80>"),
    ("dense<5> : tensor<2x3x0xi32>", "dense<5> : tensor<2x3x0xi32>"),
    ("array<i32: 1, 2, 3>", "array<i32: 1, 2, 3>"),
    ("array<i32>", "array<i32>"),
    ("array<f32: 1.0, 0.1>", "array<f32: 1.000000e+00, 1.000000e-01>"),
    ("array<i1: true, false>", "array<i1: true, false>"),
    ("array<i8: -1, 255>", "array<i8: -1, -1>"),
    ("array<ui8: 255>", "array<ui8: 255>"),
    ("array<f64: 0x7FF8000000000000>", "array<f64: 0x7FF8000000000000>"),
    ("array<i64: 5>", "array<i64: 5>"),
    ("array<f64: 1.0>", "array<f64: 1.000000e+00>"),
    ("array<bf16: 1.0>", "array<bf16: 1.000000e+00>"),
    ("array<i1: true>", "array<i1: true>"),
    ("array<si8: -1>", "array<si8: -1>"),
    ("array<f16: 1.0, 2.0>", "array<f16: 1.000000e+00, 2.000000e+00>"),
    ("array<ui8: -1>", "array<ui8: 255>"),
    (
        "array<i64: -9223372036854775808, 9223372036854775807>",
        "array<i64: -9223372036854775808, 9223372036854775807>",
    ),
    ("dense_resource<blob1> : tensor<4xi32>", "dense_resource<blob1> : tensor<4xi32>"),
    ("affine_map<(d0) -> (d0)>", "affine_map<(d0) -> (d0)>"),
    ("affine_set<(d0) : (d0 >= 0)>", "affine_set<(d0) : (d0 >= 0)>"),
    ("strided<[1]>", "strided<[1]>"),
    ("strided<[4, 1], offset: ?>", "strided<[4, 1], offset: ?>"),
    ("sparse<[[0, 0]], [1]> : tensor<2x2xi32>", "sparse<0, 1> : tensor<2x2xi32>"),
    ("sparse<[[0, 0]], [1]> : tensor<2x2xi32>", "sparse<0, 1> : tensor<2x2xi32>"),
    (
        "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>",
        "sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>",
    ),
    ("sparse<> : tensor<2x2xi32>", "sparse<> : tensor<2x2xi32>"),
    ("sparse<[[0, 1]], 1.5> : tensor<2x2xf32>", "sparse<[[0, 1]], 1.500000e+00> : tensor<2x2xf32>"),
    ("sparse<0, 1> : tensor<2x2xi32>", "sparse<0, 1> : tensor<2x2xi32>"),
    (
        "sparse<[[0, 0], [1, 1]], [1.0, 2.0]> : tensor<2x2xf32>",
        "sparse<[[0, 0], [1, 1]], [1.000000e+00, 2.000000e+00]> : tensor<2x2xf32>",
    ),
    (
        'sparse<[[0], [1]], ["a", "b"]> : tensor<2x!foo.s>',
        'sparse<[[0], [1]], ["a", "b"]> : tensor<2x!foo.s>',
    ),
    ("dense<5> : tensor<2x3x0xi32>", "dense<5> : tensor<2x3x0xi32>"),
    ("dense<5> : tensor<0xi32>", "dense<5> : tensor<0xi32>"),
    ('dense<"0x05000000"> : tensor<0xi32>', "dense<5> : tensor<0xi32>"),
    ("dense<true> : tensor<0xi1>", "dense<true> : tensor<0xi1>"),
]

ERRORS = [
    ("256 : i8", 18, "integer constant out of range for attribute"),
    ("2 : i1", 18, "integer constant out of range for attribute"),
    ("-1 : ui8", 19, "negative integer literal not valid for unsigned integer type"),
    ("128 : si8", 18, "integer constant out of range for attribute"),
    ("-0 : i32", 19, "integer constant out of range for attribute"),
    ("1 : si1", 18, "integer constant out of range for attribute"),
    ("true : i1", 22, "expected '}' in attribute dictionary"),
    ("18446744073709551616", 18, "integer constant out of range for attribute"),
    ("-1 : i0", 19, "integer constant out of range for attribute"),
    ("0x : i32", 19, "expected '}' in attribute dictionary"),
    ("0xg", 19, "expected '}' in attribute dictionary"),
    ("1 : f32", 18, "unexpected decimal integer literal for a floating point value"),
    ("1e10", 19, "expected '}' in attribute dictionary"),
    ("-0x3C00 : f16", 19, "hexadecimal float literal should not have a leading minus"),
    ("0x1FFFF : f16", 18, "hexadecimal float constant out of range for type"),
    ("5 : f32", 18, "unexpected decimal integer literal for a floating point value"),
    ("1.5 : i32", 27, "floating point value not valid for specified type"),
    ("1.5 : index", 29, "floating point value not valid for specified type"),
    ("+1.5", 17, "expected attribute value"),
    ("-", 19, "expected constant integer or floating point value"),
    ("-foo", 19, "expected constant integer or floating point value"),
    ('"\\t\\r"', 21, "unknown escape in string literal"),
    ('"\\"', 33, "expected '\"' in string literal"),
    ('"abc', 34, "expected '\"' in string literal"),
    ("[1,]", 21, "expected attribute value"),
    ("[1 2]", 20, "expected ',' or ']'"),
    ("[", 19, "expected attribute value"),
    ('{"a b" = 1, c, "" = 1}', 33, "expected valid attribute name"),
    ("{a = 1 b = 2}", 24, "expected '}' in attribute dictionary"),
    ("{a = 1, a = 2}", 26, "duplicate key 'a' in dictionary attribute"),
    ('{"a" = 1, a = 2}', 28, "duplicate key 'a' in dictionary attribute"),
    ("{1 = 2}", 19, "expected attribute name"),
    ("{a = }", 22, "expected attribute value"),
    ("tensor<4xi32> : i32", 31, "expected '}' in attribute dictionary"),
    ("unit : i32", 22, "expected '}' in attribute dictionary"),
    ("[1] : i32", 21, "expected '}' in attribute dictionary"),
    ("@foo : i32", 22, "expected '}' in attribute dictionary"),
    ("@foo:", 22, "expected '}' in attribute dictionary"),
    ("@foo::bar", 24, "expected nested symbol reference identifier"),
    ("@foo-bar", 22, "expected '}' in attribute dictionary"),
    ("@123", 19, "@ identifier expected to start with letter or '_'"),
    ("#foo.bar<->", 26, "unbalanced '<' character in pretty dialect name"),
    ("#foo.bar<(]>", 26, "unbalanced '(' character in pretty dialect name"),
    ("#x", 20, "undefined symbol alias id 'x'"),
    ("#foo.bar<a>b", 29, "expected '}' in attribute dictionary"),
    ("#foo.bar  <1>", 26, "expected '}' in attribute dictionary"),
    (
        "dense<[-1, 255]> : tensor<2xui8>",
        26,
        "expected unsigned integer elements, but parsed negative value",
    ),
    ("dense<256> : tensor<2xi8>", 24, "integer constant out of range for type"),
    ("dense<1> : tensor<?xi32>", 42, "elements literal type must have static shape"),
    (
        "dense<[1, 2]> : tensor<3xi32>",
        32,
        "inferred shape of elements literal ([2]) does not match type ([3])",
    ),
    ("dense<1.5> : tensor<2xi32>", 24, "expected integer elements, but parsed floating-point"),
    ("dense<1> : tensor<2xf32>", 42, "expected floating-point elements, but parsed integer"),
    (
        'dense<"0x0100"> : tensor<2xi1>',
        34,
        "elements hex data size is invalid for provided type: 'tensor<2xi1>'",
    ),
    ('dense<"a"> : tensor<4xi32>', 24, "expected string containing hex digits starting with `0x`"),
    (
        'dense<"0x0102"> : tensor<4xi32>',
        34,
        "elements hex data size is invalid for provided type: 'tensor<4xi32>'",
    ),
    (
        "dense<[1.0]> : tensor<2xf32>",
        31,
        "inferred shape of elements literal ([1]) does not match type ([2])",
    ),
    (
        "dense<[[1], [2, 3]]> : tensor<2x2xi32>",
        36,
        "tensor literal is invalid; ranks are not consistent between elements",
    ),
    (
        "dense<[[1, 2], 3]> : tensor<2x2xi32>",
        34,
        "tensor literal is invalid; ranks are not consistent between elements",
    ),
    ("dense<[1, 2]> : i32", 37, "elements literal must be a shaped type"),
    (
        "dense<> : tensor<2xi32>",
        26,
        "parsed zero elements, but type ('tensor<2xi32>') expected at least 1",
    ),
    (
        "dense<[1, 2]> : tensor<2x0xi32>",
        32,
        "inferred shape of elements literal ([2]) does not match type ([2, 0])",
    ),
    (
        "dense<-0x3F800000> : tensor<2xf32>",
        25,
        "hexadecimal float literal should not have a leading minus",
    ),
    ("dense<true> : tensor<2xi32>", 24, "expected i1 type for 'true' or 'false' values"),
    ("dense<1> : tensor<2xsi1>", 24, "integer constant out of range for type"),
    ("dense<[1 2]> : tensor<2xi32>", 26, "expected ']'"),
    ("dense<[1, 2> : tensor<2xi32>", 29, "expected ']'"),
    ("dense<1 : tensor<2xi32>", 25, "expected '>'"),
    ("dense<1>", 26, "expected ':'"),
    ("dense<1> tensor<2xi32>", 26, "expected ':'"),
    ("dense<foo> : tensor<2xi32>", 24, "expected element literal of primitive type"),
    ("dense<-foo> : tensor<2xi32>", 25, "expected integer or floating point literal"),
    ("dense<(1 2)> : tensor<2xcomplex<i32>>", 26, "expected ',' between complex elements"),
    ("dense<(1, 2> : tensor<2xcomplex<i32>>", 29, "expected ')' after complex elements"),
    (
        "dense<[[1, 2], [3, 4]]> : tensor<4xi32>",
        42,
        "inferred shape of elements literal ([2, 2]) does not match type ([4])",
    ),
    (
        "dense<[1, 2, 3, 4]> : tensor<2x2xi32>",
        38,
        "inferred shape of elements literal ([4]) does not match type ([2, 2])",
    ),
    (
        "dense<-1> : tensor<2xui32>",
        25,
        "expected unsigned integer elements, but parsed negative value",
    ),
    ('dense<"0x0"> : tensor<1xi8>', 24, "expected string containing hex digits starting with `0x`"),
    (
        'dense<"0xZZ"> : tensor<1xi8>',
        24,
        "expected string containing hex digits starting with `0x`",
    ),
    ("array<i7: 1>", 24, "element type bitwidth must be a multiple of 8"),
    ("array<f32: 1>", 29, "unexpected decimal integer literal for a floating point value"),
    ("array<i32: 1.0>", 29, "expected integer literal"),
    ("array<i32:>", 28, "expected integer literal"),
    ("array<!foo.x: 1>", 24, "expected integer or float type, got: '!foo.x'"),
    ("array<i1: 2>", 29, "integer constant out of range"),
    ("array<i8: 300>", 31, "integer constant out of range"),
    ("array<i32: 1 2>", 30, "expected '>' to close an array attribute"),
    ("array<i32 1>", 27, "expected ':' after dense array type"),
    ("array<i32: true>", 29, "expected i1 type for 'true' or 'false' values"),
    ("array<f32: -1.5, -0x3F80>", 36, "hexadecimal float literal should not have a leading minus"),
    ("array<f32: foo>", 29, "expected integer or floating point literal"),
    ("array<i32: -foo>", 30, "expected integer literal"),
    ("array", 23, "expected '<' after 'array'"),
    ("array<>", 24, "expected non-function type"),
    ("dense_resource<blob1> : i32", 40, "`dense_resource` expected a shaped type"),
    ('dense_resource<"x"> : tensor<4xi32>', 33, "expected identifier key for 'resource' entry"),
    ("dense_resource<blob1 : tensor<4xi32>", 38, "expected '>'"),
    ("dense_resource<blob1>", 39, "expected ':'"),
    ("sparse<[[0, 0]] [1]> : tensor<2x2xi32>", 33, "expected ','"),
    (
        "sparse<[[0, 0]], [1.5]> : tensor<2x2xi32>",
        36,
        "expected integer elements, but parsed floating-point",
    ),
    ("sparse [1]", 24, "Expected '<' after 'sparse'"),
    ("distinct[x]<>", 27, "expected distinct ID"),
    ("distinct[0]", 29, "expected '<' after distinct ID"),
    ("array<f32: foo>", 29, "expected integer or floating point literal"),
    ("array<i32: 1, -foo>", 33, "expected integer literal"),
]

FLOATS = [
    ("0x52E6 : f16", "5.518750e+01 : f16"),
    ("0xF2A7 : f16", "-1.362400e+04 : f16"),
    ("0x269E : f16", "2.584840e-02 : f16"),
    ("0x6513 : f16", "1.299000e+03 : f16"),
    ("0xA6A3 : f16", "-2.592470e-02 : f16"),
    ("0xC5C : f16", "2.660750e-04 : f16"),
    ("0x128B : f16", "7.987020e-04 : f16"),
    ("0xD23F : f16", "-4.996880e+01 : f16"),
    ("0x892F : f16", "-1.581910e-04 : f16"),
    ("0x1818 : f16", "1.998900e-03 : f16"),
    ("9.08301661318e14 : f16", "0x7C00 : f16"),
    ("-3.909e34 : f16", "0xFC00 : f16"),
    ("3.0e31 : f16", "0x7C00 : f16"),
    ("6.281948219e33 : f16", "0x7C00 : f16"),
    ("-1.81909378657e34 : f16", "0xFC00 : f16"),
    ("4.32319487574e37 : f16", "0x7C00 : f16"),
    ("0x1E39 : bf16", "9.793810e-21 : bf16"),
    ("0x830E : bf16", "-4.173000e-37 : bf16"),
    ("0x6B0A : bf16", "1.668320e+26 : bf16"),
    ("0x2A3A : bf16", "1.652010e-13 : bf16"),
    ("0xC1D3 : bf16", "-2.637500e+01 : bf16"),
    ("0x5790 : bf16", "3.166590e+14 : bf16"),
    ("0x26E8 : bf16", "1.609820e-15 : bf16"),
    ("0xEEEA : bf16", "-3.620970e+28 : bf16"),
    ("0x7D2C : bf16", "1.428920e+37 : bf16"),
    ("0x6BF4 : bf16", "5.899560e+26 : bf16"),
    ("-1.8e33 : bf16", "-1.794990e+33 : bf16"),
    ("-5.9797114710e-1 : bf16", "-5.976560e-01 : bf16"),
    ("-6.507529170e-13 : bf16", "-6.501470e-13 : bf16"),
    ("-3.6671e-19 : bf16", "-3.659180e-19 : bf16"),
    ("8.426846563212e-21 : bf16", "8.417380e-21 : bf16"),
    ("-0.7924402e13 : bf16", "-7.937100e+12 : bf16"),
    ("0x9C1CAAF7 : f32", "-5.18370371E-22 : f32"),
    ("0x90FBBD11 : f32", "-9.92933465E-29 : f32"),
    ("0x519088F5 : f32", "7.7596631E+10 : f32"),
    ("0xF3FE39C0 : f32", "-4.02836521E+31 : f32"),
    ("0x20203626 : f32", "1.35704434E-19 : f32"),
    ("0xB0C4312D : f32", "-1.42748535E-9 : f32"),
    ("0xDBF4A8B2 : f32", "-1.37730754E+17 : f32"),
    ("0x83F73F16 : f32", "-1.45318391E-36 : f32"),
    ("0xF341E07A : f32", "-1.53605075E+31 : f32"),
    ("0x9E1A8EF4 : f32", "-8.18225413E-21 : f32"),
    ("-7.8e10 : f32", "-7.79999969E+10 : f32"),
    ("6.176031372159e-34 : f32", "6.17603125E-34 : f32"),
    ("9.e-21 : f32", "8.99999971E-21 : f32"),
    ("9.01396245957e-25 : f32", "9.01396252E-25 : f32"),
    ("7.774121547280385e-22 : f32", "7.77412148E-22 : f32"),
    ("4.1485253888539336e-11 : f32", "4.14852527E-11 : f32"),
    ("0x7E26F36A8483F8B8 : f64", "4.8031302683796236E+299 : f64"),
    ("0xBB2313F55B06258E : f64", "-7.8904603860870608E-24 : f64"),
    ("0xFD56A926076B3E36 : f64", "-5.7890830595466869E+295 : f64"),
    ("0xCA44EB860726E25C : f64", "-6.1149269001271757E+49 : f64"),
    ("0x78E4B98D4787F93B : f64", "2.2423152312153185E+274 : f64"),
    ("0x3192B70442594052 : f64", "6.7790483015019817E-70 : f64"),
    ("0x9AEA6429B1491E24 : f64", "-5.0880659661223471E-179 : f64"),
    ("0x5822CB77F4DE2C08 : f64", "3.7027639610999215E+116 : f64"),
    ("0xCEFE2A1F727D8349 : f64", "-3.3310083190936031E+72 : f64"),
    ("0xB91EE9E5EFE09F07 : f64", "-1.4884388187324959E-33 : f64"),
    ("-5.13137353799e-40 : f64", "-5.1313735379900002E-40 : f64"),
    ("1.16372651676e-30 : f64", "1.16372651676E-30 : f64"),
    ("-2.02972e38 : f64", "-2.029720e+38 : f64"),
    ("-2.88200182633e-37 : f64", "-2.8820018263300001E-37 : f64"),
    ("4.839548e13 : f64", "4.839548E+13 : f64"),
    ("-5.7e34 : f64", "-5.700000e+34 : f64"),
    ("0xE0CFEAEFC4D2D3BF6D01 : f80", "-8.23577136699757302675E+2528 : f80"),
    ("0x8825A179B37D806C10B5 : f80", "-9.41929464934920690925E-4305 : f80"),
    ("0x82B38604871926DEBFDB : f80", "-1.80825713556822222343E-4724 : f80"),
    ("0x70ACDF70301704C9D78D : f80", "2.38080315273450433106E+3751 : f80"),
    ("0x9BCAAEE0289DC6C91B92 : f80", "-7.73551954085834199383E-2791 : f80"),
    ("0xCC96C6AA7D550101B811 : f80", "-2.57388742550073512597E+970 : f80"),
    ("0x243DAC1EEA1F265974A7 : f80", "1.02205459932728110137E-2139 : f80"),
    ("0xB9A69E7D6B377936D536 : f80", "-8.29943857510683655726E-490 : f80"),
    ("0xFCF8E752FDF1ECE615D : f80", "3.4709602167852928863E-3714 : f80"),
    ("0x84B2AEAD44B0537390E5 : f80", "-1.58001480246583277229E-4570 : f80"),
    ("8.7180334018780175e38 : f80", "8.71803340187801694789E+38 : f80"),
    ("-7.88783848e-15 : f80", "-7.88783847999999948299E-15 : f80"),
    ("6.1675e-31 : f80", "6.16749999999999995346E-31 : f80"),
    ("1.3412524273167e-20 : f80", "1.3412524273166999317E-20 : f80"),
    ("-6.86563e5 : f80", "-6.865630e+05 : f80"),
    ("-5.05e30 : f80", "-5.05000000000000008634E+30 : f80"),
    (
        "0x626467BA04A10547B401BA8570C1DCA1 : f128",
        "5.21008068497484275987338135165656014E+2650 : f128",
    ),
    (
        "0x4BA2E1619FB9AF5084768B8C54DD0BA5 : f128",
        "1.10307837922800083820335010531981641E+897 : f128",
    ),
    (
        "0x1CE3BC0C10755C97F5F554ED83239EF5 : f128",
        "3.81582167401200885282033494122254031E-2706 : f128",
    ),
    (
        "0x3A828159C9D22950EB25F8A1FC2E6A59 : f128",
        "1.70009159141895711315392019962122978E-423 : f128",
    ),
    (
        "0x15850A031AD2D5F1E05B3E13F8C110FB : f128",
        "4.13512480694545948886046387778782711E-3274 : f128",
    ),
    (
        "0xE7E8F9F60A227385459C945C43FC0527 : f128",
        "-8.30506154074043681865114487367768463E+3075 : f128",
    ),
    (
        "0xC17A9262453BF4912E7A26E9C76C603F : f128",
        "-1.93539205284564084089654343661698892E+114 : f128",
    ),
    (
        "0xD97E967B6C18D982D1DCEC53212A8D9B : f128",
        "-1.05580369729183707711847387667482205E+1965 : f128",
    ),
    (
        "0xF22D2882D1A89B37AD0C9BB6E9526A69 : f128",
        "-1.24487332417836851984888659351930277E+3867 : f128",
    ),
    (
        "0x895E8B6B263CFA5E67EC326A42343354 : f128",
        "-1.92454342806342808805439208201249628E-4210 : f128",
    ),
    ("9.7514026140141931e-7 : f128", "9.75140261401419318940098600323462818E-7 : f128"),
    ("-0.58649208312402e-15 : f128", "-5.86492083124020047705613990309954574E-16 : f128"),
    ("8.347824504e-36 : f128", "8.34782450400000045576354830969264496E-36 : f128"),
    ("8.e30 : f128", "0x406593E5939A08CEA000000000000000 : f128"),
    ("7.3716786843353265e-34 : f128", "7.37167868433532672210995296853944689E-34 : f128"),
    ("-1.e40 : f128", "-1.00000000000000003037860284270036669E+40 : f128"),
    ("0x37228 : tf32", "1.524210e+28 : tf32"),
    ("0x14E54 : tf32", "8.992800e-14 : tf32"),
    ("0x7176 : tf32", "2.153960e-30 : tf32"),
    ("0xAD06 : tf32", "6.492640e-26 : tf32"),
    ("0x55262 : tf32", "-1.814100e-13 : tf32"),
    ("0x6BAEB : tf32", "-2.434040e+14 : tf32"),
    ("0x30C0B : tf32", "2.983180e+20 : tf32"),
    ("0x6F6DC : tf32", "-7.908320e+18 : tf32"),
    ("0x40C2B : tf32", "-4.899420e-38 : tf32"),
    ("0x55D45 : tf32", "-1.198150e-12 : tf32"),
    ("-9.340722470e-7 : tf32", "-9.341160e-07 : tf32"),
    ("-8.5304352056e-30 : tf32", "-8.529560e-30 : tf32"),
    ("8.33801412e11 : tf32", "8.337600e+11 : tf32"),
    ("0.443198296572e-4 : tf32", "4.431610e-05 : tf32"),
    ("8.6e24 : tf32", "8.599430e+24 : tf32"),
    ("-8.9093100251678008e-9 : tf32", "-8.905770e-09 : tf32"),
    ("0x43 : f8E5M2", "3.500000e+00 : f8E5M2"),
    ("0x0 : f8E5M2", "0.000000e+00 : f8E5M2"),
    ("0x74 : f8E5M2", "1.638400e+04 : f8E5M2"),
    ("0xCC : f8E5M2", "-1.600000e+01 : f8E5M2"),
    ("0x11 : f8E5M2", "6.103520e-04 : f8E5M2"),
    ("0xBF : f8E5M2", "-1.750000e+00 : f8E5M2"),
    ("0xEE : f8E5M2", "-6.144000e+03 : f8E5M2"),
    ("0x80 : f8E5M2", "-0.000000e+00 : f8E5M2"),
    ("0xE5 : f8E5M2", "-1.280000e+03 : f8E5M2"),
    ("0x89 : f8E5M2", "-1.525880e-04 : f8E5M2"),
    ("8.17e-8 : f8E5M2", "0.000000e+00 : f8E5M2"),
    ("3.33776174e-35 : f8E5M2", "0.000000e+00 : f8E5M2"),
    ("-9.25e-8 : f8E5M2", "-0.000000e+00 : f8E5M2"),
    ("0.7074e-28 : f8E5M2", "0.000000e+00 : f8E5M2"),
    ("-4.847771834170471e24 : f8E5M2", "0xFC : f8E5M2"),
    ("6.33191284e6 : f8E5M2", "0x7C : f8E5M2"),
    ("0x9A : f8E4M3", "-7.812500e-02 : f8E4M3"),
    ("0xD1 : f8E4M3", "-9.000000e+00 : f8E4M3"),
    ("0xA1 : f8E4M3", "-1.406250e-01 : f8E4M3"),
    ("0x82 : f8E4M3", "-3.906250e-03 : f8E4M3"),
    ("0x47 : f8E4M3", "3.750000e+00 : f8E4M3"),
    ("0xE3 : f8E4M3", "-4.400000e+01 : f8E4M3"),
    ("0x1C : f8E4M3", "9.375000e-02 : f8E4M3"),
    ("0xB4 : f8E4M3", "-7.500000e-01 : f8E4M3"),
    ("0x5D : f8E4M3", "2.600000e+01 : f8E4M3"),
    ("0x3B : f8E4M3", "1.375000e+00 : f8E4M3"),
    ("-7.602077642656515e-40 : f8E4M3", "-0.000000e+00 : f8E4M3"),
    ("-6.1304451669e-31 : f8E4M3", "-0.000000e+00 : f8E4M3"),
    ("4.0410423468535e14 : f8E4M3", "0x78 : f8E4M3"),
    ("8.831067924708e-24 : f8E4M3", "0.000000e+00 : f8E4M3"),
    ("-6.544446347861221e-14 : f8E4M3", "-0.000000e+00 : f8E4M3"),
    ("3.75762833125815354e32 : f8E4M3", "0x78 : f8E4M3"),
    ("0xE3 : f8E4M3FN", "-4.400000e+01 : f8E4M3FN"),
    ("0x5 : f8E4M3FN", "9.765620e-03 : f8E4M3FN"),
    ("0xBF : f8E4M3FN", "-1.875000e+00 : f8E4M3FN"),
    ("0xDE : f8E4M3FN", "-2.800000e+01 : f8E4M3FN"),
    ("0x69 : f8E4M3FN", "7.200000e+01 : f8E4M3FN"),
    ("0x62 : f8E4M3FN", "4.000000e+01 : f8E4M3FN"),
    ("0x69 : f8E4M3FN", "7.200000e+01 : f8E4M3FN"),
    ("0xBE : f8E4M3FN", "-1.750000e+00 : f8E4M3FN"),
    ("0x86 : f8E4M3FN", "-1.171880e-02 : f8E4M3FN"),
    ("0x35 : f8E4M3FN", "8.125000e-01 : f8E4M3FN"),
    ("-4.507495288314e-9 : f8E4M3FN", "-0.000000e+00 : f8E4M3FN"),
    ("-7.640206797016e27 : f8E4M3FN", "0xFF : f8E4M3FN"),
    ("-3.13228171800239e-36 : f8E4M3FN", "-0.000000e+00 : f8E4M3FN"),
    ("-4.8611e-31 : f8E4M3FN", "-0.000000e+00 : f8E4M3FN"),
    ("9.3643900847453783e30 : f8E4M3FN", "0x7F : f8E4M3FN"),
    ("6.e-1 : f8E4M3FN", "6.250000e-01 : f8E4M3FN"),
    ("0x5 : f8E5M2FNUZ", "3.814700e-05 : f8E5M2FNUZ"),
    ("0x31 : f8E5M2FNUZ", "7.812500e-02 : f8E5M2FNUZ"),
    ("0x7F : f8E5M2FNUZ", "5.734400e+04 : f8E5M2FNUZ"),
    ("0xE2 : f8E5M2FNUZ", "-3.840000e+02 : f8E5M2FNUZ"),
    ("0xAC : f8E5M2FNUZ", "-3.125000e-02 : f8E5M2FNUZ"),
    ("0xA5 : f8E5M2FNUZ", "-9.765620e-03 : f8E5M2FNUZ"),
    ("0x6B : f8E5M2FNUZ", "1.792000e+03 : f8E5M2FNUZ"),
    ("0x14 : f8E5M2FNUZ", "4.882810e-04 : f8E5M2FNUZ"),
    ("0x41 : f8E5M2FNUZ", "1.250000e+00 : f8E5M2FNUZ"),
    ("0x3A : f8E5M2FNUZ", "3.750000e-01 : f8E5M2FNUZ"),
    ("5.3705656304813e23 : f8E5M2FNUZ", "0x80 : f8E5M2FNUZ"),
    ("3.373441979e-17 : f8E5M2FNUZ", "0.000000e+00 : f8E5M2FNUZ"),
    ("6.092603092600267e0 : f8E5M2FNUZ", "6.000000e+00 : f8E5M2FNUZ"),
    ("-2.53e-17 : f8E5M2FNUZ", "0.000000e+00 : f8E5M2FNUZ"),
    ("-4.6e7 : f8E5M2FNUZ", "0x80 : f8E5M2FNUZ"),
    ("2.10141561836546e-29 : f8E5M2FNUZ", "0.000000e+00 : f8E5M2FNUZ"),
    ("0xB4 : f8E4M3FNUZ", "-3.750000e-01 : f8E4M3FNUZ"),
    ("0x79 : f8E4M3FNUZ", "1.440000e+02 : f8E4M3FNUZ"),
    ("0x32 : f8E4M3FNUZ", "3.125000e-01 : f8E4M3FNUZ"),
    ("0x5F : f8E4M3FNUZ", "1.500000e+01 : f8E4M3FNUZ"),
    ("0x8A : f8E4M3FNUZ", "-9.765620e-03 : f8E4M3FNUZ"),
    ("0xEB : f8E4M3FNUZ", "-4.400000e+01 : f8E4M3FNUZ"),
    ("0x72 : f8E4M3FNUZ", "8.000000e+01 : f8E4M3FNUZ"),
    ("0x31 : f8E4M3FNUZ", "2.812500e-01 : f8E4M3FNUZ"),
    ("0x52 : f8E4M3FNUZ", "5.000000e+00 : f8E4M3FNUZ"),
    ("0x5D : f8E4M3FNUZ", "1.300000e+01 : f8E4M3FNUZ"),
    ("-0.636060710431955e-6 : f8E4M3FNUZ", "0.000000e+00 : f8E4M3FNUZ"),
    ("-4.5e-5 : f8E4M3FNUZ", "0.000000e+00 : f8E4M3FNUZ"),
    ("9.e-32 : f8E4M3FNUZ", "0.000000e+00 : f8E4M3FNUZ"),
    ("1.7764672e23 : f8E4M3FNUZ", "0x80 : f8E4M3FNUZ"),
    ("4.e-21 : f8E4M3FNUZ", "0.000000e+00 : f8E4M3FNUZ"),
    ("5.7591836236e-32 : f8E4M3FNUZ", "0.000000e+00 : f8E4M3FNUZ"),
    ("0x7B : f8E4M3B11FNUZ", "2.200000e+01 : f8E4M3B11FNUZ"),
    ("0x8D : f8E4M3B11FNUZ", "-1.586910e-03 : f8E4M3B11FNUZ"),
    ("0x8B : f8E4M3B11FNUZ", "-1.342770e-03 : f8E4M3B11FNUZ"),
    ("0x53 : f8E4M3B11FNUZ", "6.875000e-01 : f8E4M3B11FNUZ"),
    ("0x29 : f8E4M3B11FNUZ", "1.757810e-02 : f8E4M3B11FNUZ"),
    ("0xFA : f8E4M3B11FNUZ", "-2.000000e+01 : f8E4M3B11FNUZ"),
    ("0x6D : f8E4M3B11FNUZ", "6.500000e+00 : f8E4M3B11FNUZ"),
    ("0xE2 : f8E4M3B11FNUZ", "-2.500000e+00 : f8E4M3B11FNUZ"),
    ("0x1A : f8E4M3B11FNUZ", "4.882810e-03 : f8E4M3B11FNUZ"),
    ("0xFC : f8E4M3B11FNUZ", "-2.400000e+01 : f8E4M3B11FNUZ"),
    ("4.91e-14 : f8E4M3B11FNUZ", "0.000000e+00 : f8E4M3B11FNUZ"),
    ("-7.7232679381444e32 : f8E4M3B11FNUZ", "0x80 : f8E4M3B11FNUZ"),
    ("4.43732332493e1 : f8E4M3B11FNUZ", "0x80 : f8E4M3B11FNUZ"),
    ("4.388317010737e7 : f8E4M3B11FNUZ", "0x80 : f8E4M3B11FNUZ"),
    ("-3.103993158e-18 : f8E4M3B11FNUZ", "0.000000e+00 : f8E4M3B11FNUZ"),
    ("0.19953055e-22 : f8E4M3B11FNUZ", "0.000000e+00 : f8E4M3B11FNUZ"),
    ("0.1 : f64", "1.000000e-01 : f64"),
    ("1234567.0 : f64", "0x4132D68700000000 : f64"),
    ("0.123456789 : f64", "0.123456789 : f64"),
    ("1.0000001 : f32", "1.00000012 : f32"),
    ("1.0e21 : f64", "1.000000e+21 : f64"),
    ("123456789012345678901234.0 : f64", "1.2345678901234569E+23 : f64"),
    ("1.0e-300 : f64", "1.000000e-300 : f64"),
    ("4.9e-324 : f64", "4.940660e-324 : f64"),
    ("0x1 : f32", "1.401300e-45 : f32"),
    ("0x7FF0000000000000 : f64", "0x7FF0000000000000 : f64"),
    ("0xFFF0000000000000 : f64", "0xFFF0000000000000 : f64"),
    ("-0.0 : f32", "-0.000000e+00 : f32"),
    ("1.0e10 : f8E4M3FN", "0x7F : f8E4M3FN"),
    ("464.0 : f8E4M3FN", "4.480000e+02 : f8E4M3FN"),
    ("470.0 : f8E4M3FN", "0x7F : f8E4M3FN"),
    ("1.0e300 : f32", "0x7F800000 : f32"),
    ("65504.0 : f16", "6.550400e+04 : f16"),
    ("65520.0 : f16", "0x7C00 : f16"),
    ("0x7E00 : f16", "0x7E00 : f16"),
    ("0xFF : f8E4M3FN", "0xFF : f8E4M3FN"),
    ("0x80 : f8E4M3FNUZ", "0x80 : f8E4M3FNUZ"),
]


@pytest.mark.parametrize("text,expected", ROUNDTRIP)
def test_roundtrip_matches_mlir_opt(text, expected):
    assert parse_as_mlir_opt(text) == expected


@pytest.mark.parametrize("text,col,message", ERRORS)
def test_errors_match_mlir_opt(text, col, message):
    with pytest.raises(ParseError) as ei:
        parse_as_mlir_opt(text)
    e = ei.value
    assert e.message == message
    assert e.source.line_col(e.offset) == (1, col)


@pytest.mark.parametrize("text,expected", FLOATS)
def test_float_printing_matches_mlir_opt(text, expected):
    assert str(parse_attr(text)) == expected


# ---------------------------------------------------------------- API


def test_integer_attr_normalizes_to_width_and_signedness():
    assert A.IntegerAttr.get(T.i8, 255).value == -1
    assert A.IntegerAttr.get(T.IntegerType.get(8, "unsigned"), -1).value == 255
    assert A.IntegerAttr.get(T.i8, 255) is A.IntegerAttr.get(T.i8, -1)
    assert str(A.IntegerAttr.get(T.i8, 255)) == "-1 : i8"
    assert str(A.IntegerAttr.get(T.i64, 7)) == "7 : i64"
    assert str(A.IntegerAttr.get(T.index, -3)) == "-3 : index"
    assert A.BoolAttr.get(True) is parse_attr("true") is parse_attr("1 : i1")
    assert str(A.BoolAttr.get(False)) == "false"
    assert A.BoolAttr.is_bool(A.BoolAttr.get(True))
    with pytest.raises(TypeError):
        A.IntegerAttr.get(T.f32, 1)


def test_float_attr_keeps_exact_bits():
    f = A.FloatAttr.get(T.f32, 0.1)
    assert f.bits == 0x3DCCCCCD
    assert f.value == pytest.approx(0.1)
    assert A.FloatAttr.get(T.f64, -0.0) is not A.FloatAttr.get(T.f64, 0.0)
    nan = A.FloatAttr.from_bits(T.f32, 0x7FC00001)
    assert str(nan) == "0x7FC00001 : f32"
    assert A.FloatAttr.get(T.f16, 1.0).bits == 0x3C00
    assert A.FloatAttr.get(T.bf16, 1.0).bits == 0x3F80
    assert str(A.FloatAttr.get(T.f16, 70000.0)) == "0x7C00 : f16"  # overflow: inf


def test_float_semantics_rounding():
    f16 = A.float_semantics(T.f16)
    assert f16.from_decimal("0.1") == f16.from_double(0.1) == 0x2E66
    assert f16.to_double(0x3C00) == 1.0
    f8 = A.float_semantics(T.FloatType.get("f8E4M3FN"))
    assert f8.from_double(464.0) == 0x7E  # ties to even: 448
    assert f8.from_double(1e10) == 0x7F  # no infinity: NaN
    assert A.format_float(A.float_semantics(T.f64), 0x3FB999999999999A) == ("1.000000e-01", False)


def test_interning_and_pickling():
    a = parse_attr('{b = [1, 2.5, "x"], a = dense<[1, 2]> : tensor<2xi32>}')
    assert a is parse_attr('{a = dense<[1, 2]> : tensor<2xi32>, b = [1, 2.5, "x"]}')
    for x in (a, A.FloatAttr.get(T.f32, 1.5), A.DenseArrayAttr.get(T.f32, [1.0, 2.0])):
        assert pickle.loads(pickle.dumps(x)) is x


def test_string_attr_escaping():
    assert str(A.StringAttr.get('a"b\\c\n')) == '"a\\22b\\\\c\\0A"'
    assert str(A.StringAttr.get("é")) == '"\\C3\\A9"'
    raw = parse_attr('"\\80\\FF"')
    assert str(raw) == '"\\80\\FF"'
    assert A.StringAttr.get("x", T.none_type) is A.StringAttr.get("x")
    assert str(A.StringAttr.get("x", T.i32)) == '"x" : i32'
    assert A.dict_key_text("a b") == '"a b"'
    assert A.dict_key_text("a.b$c") == "a.b$c"
    assert A.symbol_text("foo-bar") == '"foo-bar"'


def test_dictionary_attr_reads_like_a_mapping():
    d = A.DictionaryAttr.get({"b": A.UnitAttr.get(), "a": A.IntegerAttr.get(T.i32, 1)})
    assert list(d) == ["a", "b"]
    assert len(d) == 2 and "a" in d and d["b"] is A.UnitAttr.get()
    assert str(d) == "{a = 1 : i32, b}"
    assert d is A.DictionaryAttr.get([("a", d["a"]), ("b", d["b"])])
    assert bool(A.DictionaryAttr.get({})) and str(A.DictionaryAttr.get({})) == "{}"


def test_array_elements_elide_i64_and_f64():
    a = A.ArrayAttr.get(
        [
            A.IntegerAttr.get(T.i64, 1),
            A.IntegerAttr.get(T.i32, 2),
            A.FloatAttr.get(T.f64, 1.0),
            A.FloatAttr.from_bits(T.f64, 0x7FF8000000000000),
        ]
    )
    assert str(a) == "[1, 2 : i32, 1.000000e+00, 0x7FF8000000000000 : f64]"
    assert len(a) == 4 and a[1].value == 2


def test_symbol_ref():
    s = parse_attr('@foo::@"b c"::@d')
    assert (s.root, s.nested, s.leaf) == ("foo", ("b c", "d"), "d")
    assert not s.is_flat and A.SymbolRefAttr.get("x").is_flat
    assert str(A.SymbolRefAttr.get("")) == "@<<INVALID EMPTY SYMBOL>>"


def test_dense_elements_api():
    t = T.RankedTensorType.get((2, 2), T.i32)
    d = A.DenseIntOrFPElementsAttr.from_values(t, [1, 2, 3, 4])
    assert d is parse_attr("dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>")
    assert d.values == [1, 2, 3, 4] and not d.is_splat
    assert d.to_numpy().tolist() == [[1, 2], [3, 4]]
    s = A.DenseIntOrFPElementsAttr.from_values(t, [7, 7, 7, 7])
    assert s.is_splat and s.splat_value == 7 and s is A.DenseIntOrFPElementsAttr.from_values(t, [7])
    b = A.DenseIntOrFPElementsAttr.from_values(
        T.RankedTensorType.get((3,), T.i1), [True, False, True]
    )
    assert str(b) == "dense<[true, false, true]> : tensor<3xi1>" and b.data == b"\x05"
    f = A.DenseIntOrFPElementsAttr.from_values(T.RankedTensorType.get((2,), T.f16), [1.0, 0.5])
    assert f.values == [1.0, 0.5] and f.data == bytes.fromhex("003c0038")
    c = A.DenseIntOrFPElementsAttr.from_values(
        T.RankedTensorType.get((2,), T.ComplexType.get(T.f32)), [1 + 2j, (3.0, 4.0)]
    )
    assert c.values == [(1.0, 2.0), (3.0, 4.0)]
    big = A.DenseIntOrFPElementsAttr.from_values(T.RankedTensorType.get((101,), T.i8), range(101))
    assert str(big).startswith('dense<"0x000102') and big.values == list(range(101))
    strs = A.DenseStringElementsAttr.get(
        T.RankedTensorType.get((2,), T.OpaqueType.get("foo", "s")), ["a", "a"]
    )
    assert (
        strs.is_splat and strs.values == ["a", "a"] and str(strs) == 'dense<"a"> : tensor<2x!foo.s>'
    )


def test_dense_array_api():
    a = A.DenseArrayAttr.get(T.i32, [1, -2])
    assert a is parse_attr("array<i32: 1, -2>") and a.values == (1, -2) and len(a) == 2
    f = A.DenseArrayAttr.get(T.f32, [0.5])
    assert str(f) == "array<f32: 5.000000e-01>" and f.values == (0.5,)
    assert A.DenseArrayAttr.get(T.i1, [True, False]).values == (True, False)
    assert str(A.DenseArrayAttr.get(T.i64)) == "array<i64>"


def test_dialect_and_opaque_attrs():
    d = parse_attr("#arith.overflow<nsw, nuw>")
    assert type(d) is A.DialectAttr
    assert (d.dialect, d.mnemonic, d.params_text) == ("arith", "overflow", "nsw, nuw")
    o = parse_attr('#foo<"bar"> : i32')
    assert type(o) is A.OpaqueAttr and (o.dialect, o.data, o.type) == ("foo", '"bar"', T.i32)
    assert str(A.OpaqueAttr.get("foo", "bar<1>")) == "#foo.bar<1>"
    assert str(A.OpaqueAttr.get("foo", "a-b")) == "#foo<a-b>"


def test_unregistered_dialect_rejected():
    ctx = Context(allow_unregistered=False)
    p = _parser("#foo.bar<1>", ctx)
    with pytest.raises(ParseError) as ei:
        p.parse_attribute()
    assert "unregistered dialect" in ei.value.message and ei.value.offset == 0


def test_dialect_attr_parser_hook():
    ctx = Context(allow_unregistered=True)
    seen = []

    def hook(p, mnemonic):
        seen.append(mnemonic)
        body = p.balanced()
        return A.StringAttr.get(mnemonic + ":" + body)

    ctx.register_dialect("mine").attr_parser = hook
    p = _parser("#mine.thing<1, 2>", ctx)
    assert str(p.parse_attribute()) == '"thing:1, 2"' and seen == ["thing"]


def test_aliases_and_optional_attribute():
    p = _parser("#x [#x]")
    p.attr_aliases["x"] = A.IntegerAttr.get(T.i32, 3)
    assert p.parse_attribute() is A.IntegerAttr.get(T.i32, 3)
    assert str(p.parse_attribute()) == "[3 : i32]"
    p = _parser("i32 )")
    assert p.parse_optional_attribute() is A.TypeAttr.get(T.i32)
    assert p.parse_optional_attribute() is None and p.src[p.pos] == ")"


def test_distinct_attr_identity():
    p = _parser('[distinct[3]<"a">, distinct[7]<"a">, distinct[3]<"a">]')
    a = p.parse_attribute()
    assert a[0] is a[2] and a[0] is not a[1]
    assert a[0].referenced is A.StringAttr.get("a")
    p = _parser('[distinct[3]<"a">, distinct[3]<"b">]')
    with pytest.raises(ParseError) as ei:
        p.parse_attribute()
    assert ei.value.message.startswith("referenced attribute does not match previous definition")


def test_wrong_token_error_backs_up_over_lines_and_comments():
    src = "[1 // comment\n\n  2]"
    p = _parser(src)
    with pytest.raises(ParseError) as ei:
        p.parse_attribute()
    assert ei.value.message == "expected ',' or ']'" and ei.value.offset == 2


def test_no_foreign_exceptions_on_garbage():
    for text in [
        '"',
        "#",
        "@",
        "dense<",
        "dense<[",
        "array<i32: ",
        "{a = ",
        "[",
        "loc(",
        '"\\q"',
        "dense<(1",
        "sparse<",
        "distinct[",
        "#foo<",
        "#foo.bar<(",
        "-",
        "1 : f32",
        "{-# x",
    ]:
        p = _parser(text)
        with pytest.raises(ParseError):
            if text.startswith("{-#"):
                p.parse_file_metadata()
            else:
                p.parse_attribute()


def test_truncated_and_mutated_inputs_raise_only_parse_errors():
    """Every prefix of every valid input, and single-character mutations, either
    parse or raise ParseError (never IndexError, ValueError, ...)."""
    import random

    rng = random.Random(0)
    texts = [t for t, _ in ROUNDTRIP]
    for text in texts:
        variants = [text[:i] for i in range(len(text))]
        for _ in range(5):
            i = rng.randrange(len(text))
            variants.append(text[:i] + rng.choice('<>[](){},:"#@-x0.e\\') + text[i + 1 :])
        for v in variants:
            p = _parser(v)
            try:
                p.parse_attribute()
            except ParseError:
                pass


def test_resources_parse_and_print():
    src = (
        '{-# dialect_resources: { builtin: { blob1: "0x08000000010000000200000003000000", '
        'unused: "0x0400000001000000" } }, external_resources: { foo: { bar: "baz", b: true, '
        'c: "0x0100000001" }, empty: {} } #-}'
    )
    p = _parser(src)
    p.parse_file_metadata()
    r = p.resources
    assert r.get_blob("blob1") == bytes.fromhex("010000000200000003000000")
    assert r.print(["blob1", "missing"]) == (
        "\n{-#\n  dialect_resources: {\n    builtin: {\n"
        '      blob1: "0x08000000010000000200000003000000"\n    }\n  },\n'
        "  external_resources: {\n    foo: {\n"
        '      bar: "baz",\n      b: true,\n      c: "0x0100000001"\n    }\n  }\n#-}\n\n'
    )
    assert p.resources.print([]).startswith("\n{-#\n  external_resources")


@pytest.mark.parametrize(
    "meta,col,message",
    [
        (
            '{-# dialect_resources: { builtin: { b: "0x0300000001" } } #-}',
            40,
            (
                "expected hex string blob for key 'b' to encode alignment in first 4 bytes, "
                "but got non-power-of-2 value: 3"
            ),
        ),
        (
            '{-# dialect_resources: { builtin: { b: "0x01" } } #-}',
            40,
            "expected hex string blob for key 'b' to encode alignment in first 4 bytes",
        ),
        (
            '{-# dialect_resources: { builtin: { b: "abc" } } #-}',
            40,
            "expected hex string blob for key 'b'",
        ),
        (
            '{-# dialect_resources: { nope: { b: "0x01000000" } } #-}',
            26,
            "dialect 'nope' is unknown",
        ),
        ("{-# bogus: {} #-}", 5, "unknown key 'bogus' in file metadata dictionary"),
        (
            "{-# external_resources: { foo: { bar: 5 } } #-}",
            39,
            "expected string value for key 'bar'",
        ),
        (
            '{-# external_resources: { foo: { "b": 5 } } #-}',
            34,
            "expected identifier key for 'external_resources' entry",
        ),
        ("{-# dialect_resources: {} ", 26, "expected ',' or '#-}'"),
    ],
)
def test_resource_errors(meta, col, message):
    p = _parser(meta)
    with pytest.raises(ParseError) as ei:
        p.parse_file_metadata()
    assert ei.value.message == message
    assert ei.value.source.line_col(ei.value.offset) == (1, col)
