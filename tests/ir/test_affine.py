"""Affine expressions, maps, integer sets and the layout attributes.

Expected strings (the tables ``tests/ir/data/affine_*.tsv``) were produced by ``mlir-opt --allow-unregistered-dialect
--mlir-print-op-generic`` on ``"test.op"() {a = <attr>} : () -> ()``; error
offsets count from the start of ``<attr>``. The tests do not need mlir-opt.
They pin MLIR's construction-time simplification (constant folding and its
overflow rules, canonical operand order, ``mod`` recognition) and printing.
"""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from support.cases import read_cases

from irlite.ir import affine as AF
from irlite.ir.affine import (
    AffineMap,
    IntegerSet,
)
from irlite.ir.affine import (
    get_affine_constant_expr as c,
)
from irlite.ir.affine import (
    get_affine_dim_expr as d,
)
from irlite.ir.affine import (
    get_affine_symbol_expr as s,
)
from irlite.ir.cursor import Cursor, ParseError, SourceFile
from irlite.ir.layout_attrs import (
    AffineMapAttr,
    IntegerSetAttr,
    StridedLayoutAttr,
    parse_layout_attr,
)

ATTR_SUFFIX = "} : () -> ()"
DATA = Path(__file__).resolve().parent / "data"


def parse_attr(text: str):
    """Parse ``affine_map<...>`` / ``affine_set<...>`` / ``strided<...>`` as the attribute
    parser does: the keyword is read, then ``parse_layout_attr`` takes over."""
    kw = text.split("<", 1)[0].split("[", 1)[0].split(" ", 1)[0]
    p = Cursor(SourceFile("<stdin>", text + ATTR_SUFFIX))
    p.pos = len(kw)
    a = parse_layout_attr(p, kw)
    assert p.pos == len(text), f"trailing text after {text!r}"
    return a


def parse_error(text: str) -> tuple[int, str]:
    with pytest.raises(ParseError) as ei:
        parse_attr(text)
    return ei.value.offset, ei.value.message


@pytest.mark.parametrize("text,expected", read_cases(DATA / "affine_roundtrip.tsv", str, str))
def test_roundtrip_matches_mlir_opt(text, expected):
    a = parse_attr(text)
    assert str(a) == expected
    # Printing is stable (the tree may differ: `s0 + 1 + d0` prints as `d0 + s0 + 1`).
    # Not for int64 edge cases: MLIR cannot read back a printed INT64_MIN, and
    # reading `d0 + 9223372036854775807 + 1` folds (and wraps) what it kept apart.
    if "922337203685477580" not in expected:
        assert str(parse_attr(expected)) == expected


@pytest.mark.parametrize(
    "text,offset,message", read_cases(DATA / "affine_errors.tsv", str, int, str)
)
def test_errors_match_mlir_opt(text, offset, message):
    assert parse_error(text) == (offset, message)


# ----------------------------------------------------------------------------- expressions


def test_expressions_are_interned_and_simplified_on_construction():
    assert d(0) is d(0) and c(3) is c(3) and s(1) is s(1)
    assert d(0) + 1 is d(0) + 1
    assert str(d(0) + 2 + 3) == "d0 + 5"
    assert str(4 + d(0)) == "d0 + 4"
    assert str(2 * d(0)) == "d0 * 2"
    assert str(d(0) * -1) == "-d0" and -d(0) is d(0) * -1
    assert str(d(0) - d(1)) == "d0 - d1"
    assert str(3 - d(0)) == "-d0 + 3"
    assert str(d(0) + d(0)) == "d0 * 2"
    assert d(0) - d(0) is c(0)
    assert str(d(0) - (d(0) // 4) * 4) == "d0 mod 4"
    assert str(d(0) % 4 % 2) == "d0 mod 2"
    assert str(d(0).floordiv(2).floordiv(3)) == "(d0 floordiv 2) floordiv 3"
    assert str(d(0).ceildiv(s(0))) == "d0 ceildiv s0"
    assert str((d(0) * 6).ceildiv(3)) == "d0 * 2"
    assert str(s(0) * d(0)) == "d0 * s0"
    assert str(d(0) * d(1)) == "d0 * d1"  # kept, as MLIR's operator* does
    assert (
        c(7) // 2 is c(3)
        and c(-7) // 2 is c(-4)
        and c(-7).ceildiv(2) is c(-3)
        and c(-7) % 3 is c(2)
    )
    assert str(c(7) % -3) == "7 mod -3" and c(7) // -2 is c(-4)


def test_int64_overflow_follows_mlir():
    big = AF.INT64_MAX
    assert str(c(big) + 1) == "9223372036854775807 + 1"  # unfoldable sums stay
    assert str(d(0) + big + 1) == "d0 - -9223372036854775808"  # successive folds wrap
    assert str(d(0) * big + d(0)) == "d0 * -9223372036854775808"
    assert str(c(AF.INT64_MIN) * -1) == "--9223372036854775808"
    with pytest.raises(ValueError):
        c(big + 1)


def test_expression_queries():
    e = d(0) * 4 + s(0) * 8
    assert e.largest_known_divisor == 4
    assert not e.is_symbolic_or_constant and (s(0) * 2).is_symbolic_or_constant
    assert e.is_pure_affine() and not (d(0) * s(0)).is_pure_affine()
    assert e.is_function_of_dim(0) and not e.is_function_of_dim(1) and e.is_function_of_symbol(0)
    assert [str(x) for x in (d(0) + 1).walk()] == ["d0", "1", "d0 + 1"]
    assert e.kind == AF.AffineExprKind.ADD and d(0).kind == AF.AffineExprKind.DIM


def test_evaluate():
    e = (d(0) * 3 + s(0)).floordiv(2) - d(1) % 4
    assert e.evaluate([5, 7], [1]) == (5 * 3 + 1) // 2 - 7 % 4
    assert d(0).ceildiv(4).evaluate([-7]) == -1 and (d(0) % 4).evaluate([-7]) == 1
    m = AffineMap.get(2, 1, [d(0) + s(0), d(1) * 2])
    assert m.evaluate([1, 2], [10]) == [11, 4]


def test_replace_and_print_with_names():
    e = d(0) * 2 + s(0)
    assert str(e.replace_dims_and_symbols([d(1)], [c(3)])) == "d1 * 2 + 3"
    assert str(e.replace({s(0): d(0)})) == "d0 * 3"

    def names(pos: int, is_sym: bool) -> str:
        return ("%n" if is_sym else "%i") + str(pos)

    assert e.print_with_names(names) == "%i0 * 2 + %n0"
    assert str(e) == "d0 * 2 + s0"


# ----------------------------------------------------------------------------- maps and sets


def test_affine_maps():
    m = AffineMap.get(2, 1, [d(0) + s(0), d(1) * 2])
    assert str(m) == "(d0, d1)[s0] -> (d0 + s0, d1 * 2)" and m is AffineMap.get(
        2, 1, (d(0) + s(0), d(1) * 2)
    )
    assert (m.num_dims, m.num_symbols, m.num_results, m.num_inputs) == (2, 1, 2, 3)
    assert AffineMap.get_multi_dim_identity(2).is_identity() and not m.is_identity()
    assert AffineMap.get(1, 1, [d(0)]).is_identity()  # symbols do not matter, as in MLIR
    assert str(AffineMap.get(1, 1, [])) == "(d0)[s0] -> ()"
    assert (
        str(AffineMap.get_constant(5)) == "() -> (5)"
        and AffineMap.get_constant(5).is_single_constant()
    )
    p = AffineMap.get_permutation([1, 0])
    assert str(p) == "(d0, d1) -> (d1, d0)" and p.is_permutation() and p.is_projected_permutation()
    assert AffineMap.get(3, 0, [d(2), d(0)]).is_projected_permutation()
    assert not AffineMap.get(3, 0, [d(2), d(0)]).is_permutation()
    assert AffineMap.get(0, 0, [1, 2]).get_constant_results() == [1, 2]


def test_compose():
    a = AffineMap.get(2, 0, [d(0) + 1, d(1) - 1])
    b = AffineMap.get(1, 1, [d(0) + s(0), d(0) - s(0)])
    assert str(a.compose(b)) == "(d0)[s0] -> (d0 + s0 + 1, d0 - s0 - 1)"
    x = AffineMap.get(1, 1, [d(0) * s(0)])
    y = AffineMap.get(1, 1, [d(0) + s(0)])
    # Symbols: the outer map's first, then the inner map's.
    assert str(x.compose(y)) == "(d0)[s0, s1] -> ((d0 + s1) * s0)"
    with pytest.raises(ValueError):
        a.compose(x)


def test_integer_sets():
    st = IntegerSet.get(1, 1, [d(0) - s(0), d(0)], [False, True])
    assert str(st) == "(d0)[s0] : (d0 - s0 >= 0, d0 == 0)"
    assert st.num_constraints == 2 and st.num_inputs == 2
    assert st.contains([0], [0]) and not st.contains([1], [0]) and not st.contains([0], [1])
    empty = IntegerSet.get(2, 0, [], [])
    assert str(empty) == "(d0, d1) : (0 == 0)" and empty.contains([3, 4])
    assert IntegerSet.get(0, 0, [c(1)], [True]).is_empty_integer_set()


def test_pickle_reinterns():
    e = (d(0) * 3 + s(1)).floordiv(4)
    assert pickle.loads(pickle.dumps(e)) is e
    m = AffineMap.get(2, 1, [e, d(1)])
    assert pickle.loads(pickle.dumps(m)) is m
    a = AffineMapAttr.get(m)
    assert pickle.loads(pickle.dumps(a)) is a
    st = IntegerSetAttr.get(IntegerSet.get(1, 0, [d(0)], [False]))
    assert pickle.loads(pickle.dumps(st)) is st
    sl = StridedLayoutAttr.get([None, 1], None)
    assert pickle.loads(pickle.dumps(sl)) is sl


# ----------------------------------------------------------------------------- SSA-id forms


def _ssa_use(p):
    def use(is_symbol):
        m = p.match(__import__("re").compile(r"%[A-Za-z0-9_]+"))
        return m.group()

    return use


def test_affine_map_of_ssa_ids():
    p = Cursor(SourceFile("<t>", "[%i + 1, symbol(%n) * 2, %j - %i]"))
    m, dims, syms = AF.parse_affine_map_of_ssa_ids(p, _ssa_use(p), "[", "]")
    assert str(m) == "(d0, d1)[s0] -> (d0 + 1, s0 * 2, d1 - d0)"
    assert dims == ["%i", "%j"] and syms == ["%n"]
    p = Cursor(SourceFile("<t>", "%i floordiv 4 + symbol(%n)"))
    e, dims, syms = AF.parse_affine_expr_of_ssa_ids(p, _ssa_use(p))
    assert str(e) == "d0 floordiv 4 + s0" and dims == ["%i"] and syms == ["%n"]


# ----------------------------------------------------------------------------- attributes


def test_layout_attributes():
    m = AffineMap.get(1, 0, [d(0) * 2])
    a = AffineMapAttr.get(m)
    assert str(a) == "affine_map<(d0) -> (d0 * 2)>" and a.map is m and a.value is m
    assert a is parse_attr("affine_map<(d0) -> (d0 * 2)>")
    assert AffineMapAttr.ALIASABLE and AffineMapAttr.ALIAS_PREFIX == "map" and a.may_alias
    assert IntegerSetAttr.ALIASABLE and IntegerSetAttr.ALIAS_PREFIX == "set"
    assert AffineMapAttr.MEMREF_LAYOUT and StridedLayoutAttr.MEMREF_LAYOUT
    st = StridedLayoutAttr.get([8, 1])
    assert str(st) == "strided<[8, 1]>" and st.offset == 0 and st.strides == (8, 1)
    assert not st.may_alias and st.has_static_layout()
    dyn = StridedLayoutAttr.get([None, 1], None)
    assert str(dyn) == "strided<[?, 1], offset: ?>" and not dyn.has_static_layout()
    assert str(dyn.to_affine_map()) == "(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)"
    assert str(StridedLayoutAttr.get([4, 1], 2).to_affine_map()) == "(d0, d1) -> (d0 * 4 + d1 + 2)"
    with pytest.raises(ValueError):
        StridedLayoutAttr.get([0])
    with pytest.raises(TypeError):
        AffineMapAttr.get("(d0) -> (d0)")


def test_repeated_texts_hit_the_cache_and_errors_are_not_cached():
    text = "affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>"
    assert parse_attr(text) is parse_attr(text)
    with pytest.raises(ParseError):
        parse_attr("affine_map<(d0, d1)[s0] -> (d0 * d1 + d1)>")
    assert str(parse_attr("affine_set<(d0) : (d0 >= 0)>")) == "affine_set<(d0) : (d0 >= 0)>"
