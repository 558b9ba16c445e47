"""Locations: construction, printing and parsing, checked against mlir-opt 19.

The expected texts were printed by ``mlir-opt --allow-unregistered-dialect
--mlir-print-op-generic --mlir-print-debuginfo --mlir-print-local-scope`` for
``"test.op"() : () -> () <location>`` (alias definitions, if any, on the
following lines); error positions refer to that text. mlir-opt is not
needed to run them.
"""

from __future__ import annotations

import re

import pytest

from irlite.ir import attributes as A
from irlite.ir.context import Context
from irlite.ir.cursor import ParseError, SourceFile
from irlite.ir.location import (
    CallSiteLoc,
    DeferredLoc,
    FileLineColLoc,
    FusedLoc,
    NameLoc,
    UnknownLoc,
)
from irlite.ir.parser import Parser

PREFIX = '"test.op"() : () -> () '
_ALIAS = re.compile(r"#(\w+)")


def parse_trailing(text: str) -> str:
    """Parse ``PREFIX + text`` as mlir-opt would: the trailing location, then any
    ``#alias = ...`` lines; return the resolved location's text."""
    src = PREFIX + text + "\n"
    p = Parser(Context(allow_unregistered=True), SourceFile("<stdin>", src))
    p.pos = len(PREFIX)
    assert p.try_keyword("loc")
    loc = p.parse_location()
    p.ws()
    while p.pos < len(src):
        m = _ALIAS.match(src, p.pos)
        p.pos = m.end()
        p.expect("=")
        p.attr_aliases[m.group(1)] = p.parse_attribute()
        p.ws()
    p.resolve_deferred_locs()
    if isinstance(loc, DeferredLoc):
        loc = loc.resolve()
    return str(loc)


TRAILING = [
    ('loc(#loc1)\n#loc1 = loc("a":1:2)', 'loc("a":1:2)'),
    ('loc("a":0x10:1)', 'loc("a":16:1)'),
    ('loc\n("a":1:1)', 'loc("a":1:1)'),
    ('loc("x"("y"("z")))', 'loc("x"("y"("z")))'),
    ("loc(unknown)", "loc(unknown)"),
    ('loc("a.mlir":3:7)', 'loc("a.mlir":3:7)'),
    ('loc("x")', 'loc("x")'),
    ('loc("x"("a.mlir":1:2))', 'loc("x"("a.mlir":1:2))'),
    ('loc(callsite("a" at "b":1:2))', 'loc(callsite("a" at "b":1:2))'),
    (
        'loc(callsite(callsite("a" at "b":1:2) at fused["c":1:1, "d":2:2]))',
        'loc(callsite(callsite("a" at "b":1:2) at fused["c":1:1, "d":2:2]))',
    ),
    ('loc(fused["a":1:1, "b":2:2])', 'loc(fused["a":1:1, "b":2:2])'),
    ('loc(fused<"meta">["a":1:1])', 'loc(fused<"meta">["a":1:1])'),
    ("loc(fused[])", "loc(unknown)"),
    ('loc(fused["a":1:1, "a":1:1])', 'loc("a":1:1)'),
    ('loc(fused[unknown, "a":1:1])', 'loc("a":1:1)'),
    ('loc(fused["a":1:1, fused["b":2:2, "c":3:3]])', 'loc(fused["a":1:1, "b":2:2, "c":3:3])'),
    ('loc(fused<"m">[])', 'loc(fused<"m">[unknown])'),
    (
        'loc(fused<{a = 1}>["a":1:1, fused<{a = 1}>["b":1:1]])',
        'loc(fused<{a = 1 : i64}>["a":1:1, "b":1:1])',
    ),
    (
        'loc(fused<"m">["a":1:1, fused<"n">["b":1:1]])',
        'loc(fused<"m">["a":1:1, fused<"n">["b":1:1]])',
    ),
    ('loc(#loc1)\n#loc1 = loc(fused["a":1:1, "b":2:2])', 'loc(fused["a":1:1, "b":2:2])'),
    ('loc("a\\tb\\"c":1:2)', 'loc("a\\09b\\22c":1:2)'),
]

TRAILING_ERRORS = [
    ("loc(#loc1)", 1, 28, "operation location alias was never defined"),
    ("loc(#loc1)\n#loc1 = 5", 1, 28, "expected location, but found '5 : i64'"),
    ("loc(#foo.bar)", 1, 28, "expected location, but found dialect attribute: '#foo.bar'"),
    ('loc(fused[#loc1])\n#loc1 = loc("a":1:2)', 1, 39, "undefined symbol alias id 'loc1'"),
    ("loc(", 1, 28, "expected location instance"),
    ('loc("a" ', 1, 31, "expected ')' in location"),
    ('loc(callsite("a"))', 1, 40, "expected 'at' in callsite location"),
    ('loc(fused<1>["a":1:1, "b":1:1)', 1, 53, "expected ']' in fused location"),
    ('loc("a":99999999999:1)', 1, 32, "expected integer line number in FileLineColLoc"),
    ("loc(bogus)", 1, 28, "expected location instance"),
    ('loc(callsite("a" "b"))', 1, 40, "expected 'at' in callsite location"),
    ('loc("a":x:1)', 1, 32, "expected integer line number in FileLineColLoc"),
    ('loc("a":1:2:3)', 1, 35, "expected ')' in location"),
    ('loc(fused["a":1:1 "b":1:1])', 1, 41, "expected ']' in fused location"),
    ('loc("x"("y")', 1, 36, "expected ')' in location"),
    ('loc("a":1)', 1, 33, "expected ':' in FileLineColLoc"),
    ('loc("a":1:', 1, 34, "expected integer column number in FileLineColLoc"),
    ('loc(callsite("a" at "b")', 1, 48, "expected ')' in location"),
    ('loc(fused<"m"["a":1:1])', 1, 37, "expected '>' after fused location metadata"),
    ('loc(fused("a":1:1))', 1, 33, "expected '[' in fused location"),
]


@pytest.mark.parametrize("text,expected", TRAILING)
def test_trailing_locations_match_mlir_opt(text, expected):
    assert parse_trailing(text) == expected


@pytest.mark.parametrize("text,line,col,message", TRAILING_ERRORS)
def test_trailing_location_errors_match_mlir_opt(text, line, col, message):
    with pytest.raises(ParseError) as ei:
        parse_trailing(text)
    assert ei.value.message == message
    assert ei.value.source.line_col(ei.value.offset) == (line, col)


def test_printing():
    f = FileLineColLoc.get("a.mlir", 3, 7)
    assert str(f) == 'loc("a.mlir":3:7)' and f.print_inner(A.DEFAULT_PRINTER) == '"a.mlir":3:7'
    assert str(UnknownLoc.get()) == "loc(unknown)"
    assert str(NameLoc.get("x")) == 'loc("x")'
    assert str(NameLoc.get("x", f)) == 'loc("x"("a.mlir":3:7))'
    assert str(CallSiteLoc.get(NameLoc.get("f"), f)) == 'loc(callsite("f" at "a.mlir":3:7))'
    assert str(FileLineColLoc.get('a"b\n', 1, 2)) == 'loc("a\\22b\\0A":1:2)'
    fused = FusedLoc.get([f, NameLoc.get("y")], A.StringAttr.get("md"))
    assert str(fused) == 'loc(fused<"md">["a.mlir":3:7, "y"])'
    assert f.ALIASABLE and f.may_alias and f.ALIAS_PREFIX == "loc"


def test_nested_locations_print_through_loc_inner():
    class AliasingPrinter(A.AttrPrinter):
        def loc_inner(self, loc):
            return "#L"

    p = AliasingPrinter()
    f = FileLineColLoc.get("a", 1, 1)
    assert NameLoc.get("x", f).print_text(p) == 'loc("x"(#L))'
    assert FusedLoc.get([f, NameLoc.get("y")]).print_text(p) == "loc(fused[#L, #L])"
    assert CallSiteLoc.get(f, f).print_inner(p) == "callsite(#L at #L)"


def test_fused_loc_get_follows_mlir():
    a = FileLineColLoc.get("a", 1, 1)
    b = FileLineColLoc.get("b", 2, 2)
    u = UnknownLoc.get()
    md = A.StringAttr.get("m")
    assert FusedLoc.get([]) is u
    assert FusedLoc.get([u, u]) is u
    assert FusedLoc.get([a]) is a
    assert FusedLoc.get([a, u, a]) is a
    ab = FusedLoc.get([a, b])
    assert type(ab) is FusedLoc and ab.locations == (a, b) and ab.metadata is None
    assert FusedLoc.get([a, ab, b]) is ab  # flattened, deduplicated, order of first use
    assert FusedLoc.get([b, a]) is not ab
    m = FusedLoc.get([], md)
    assert m.locations == (u,) and m.metadata is md
    assert FusedLoc.get([a], md).locations == (a,)
    nested = FusedLoc.get([a, FusedLoc.get([b, a], md)], md)
    assert nested.locations == (a, b)
    other = FusedLoc.get([a, FusedLoc.get([b, a], A.StringAttr.get("n"))], md)
    assert len(other.locations) == 2 and type(other.locations[1]) is FusedLoc


def test_interning():
    assert FileLineColLoc.get("a", 1, 2) is FileLineColLoc.get("a", 1, 2)
    assert NameLoc.get("x") is NameLoc.get("x", UnknownLoc.get())
    import pickle

    f = FusedLoc.get([FileLineColLoc.get("a", 1, 1), NameLoc.get("b")])
    assert pickle.loads(pickle.dumps(f)) is f


def test_location_attribute_in_dictionary():
    p = Parser(
        Context(allow_unregistered=True), SourceFile("<s>", '{a = loc("x":1:2), b = loc(unknown)}')
    )
    d = p.parse_attr_dict()
    assert d["a"] is FileLineColLoc.get("x", 1, 2) and d["b"] is UnknownLoc.get()


def test_deferred_location_alias_resolution():
    src = "loc(#loc3) loc(#loc3) loc(#other)"
    p = Parser(Context(allow_unregistered=True), SourceFile("<s>", src))
    locs = []
    for _ in range(3):
        assert p.try_keyword("loc")
        locs.append(p.parse_location())
    assert all(isinstance(x, DeferredLoc) for x in locs) and locs[0].name == "loc3"
    target = NameLoc.get("n")
    p.attr_aliases["loc3"] = target
    p.attr_aliases["other"] = A.UnitAttr.get()
    with pytest.raises(ParseError) as ei:
        p.resolve_deferred_locs()
    assert ei.value.message == "expected location, but found 'unit'" and ei.value.offset == 26
    assert locs[0].resolve() is target and locs[1].target is target
