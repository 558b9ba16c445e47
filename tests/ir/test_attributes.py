"""Builtin attributes: text in, text out, checked against mlir-opt 19.

Every expected string (the tables ``tests/ir/data/attributes_*.tsv``) was produced by
``mlir-opt --allow-unregistered-dialect --mlir-print-op-generic`` on
``"test.op"() {a = <input>} : () -> ()``; error columns refer to that line.
The tests do not need mlir-opt installed.
"""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from support.cases import read_cases

from irlite.ir import attributes as A
from irlite.ir import types as T
from irlite.ir.context import Context
from irlite.ir.cursor import ParseError, SourceFile
from irlite.ir.parser import Parser

PREFIX = '"test.op"() '
DATA = Path(__file__).resolve().parent / "data"


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


def _printed(text: str) -> str | None:
    """An expected output field: empty for a unit attribute, which prints nothing."""
    return text or None


ROUNDTRIP = read_cases(DATA / "attributes_roundtrip.tsv", str, _printed)


@pytest.mark.parametrize("text,expected", ROUNDTRIP)
def test_roundtrip_matches_mlir_opt(text, expected):
    assert parse_as_mlir_opt(text) == expected


@pytest.mark.parametrize(
    "text,col,message", read_cases(DATA / "attributes_errors.tsv", str, int, str)
)
def test_errors_match_mlir_opt(text, col, message):
    with pytest.raises(ParseError) as ei:
        parse_as_mlir_opt(text)
    e = ei.value
    assert e.message == message
    assert e.source.line_col(e.offset) == (1, col)


@pytest.mark.parametrize("text,expected", read_cases(DATA / "attributes_floats.tsv", str, str))
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
