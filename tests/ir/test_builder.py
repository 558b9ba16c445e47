"""The builder API: ``ir.builder.Builder`` (insertion points, the current-builder stack,
locations, skeleton helpers) and building whole functions with ``irlite.dialects``.

A function built with the API verifies, prints exactly as the same text parses and
prints, and runs (``irlite.compile``); an ``scf.for`` with iter_args too. Misuse is a
``BuilderError`` whose message starts at the Python line that made it.
"""

from __future__ import annotations

import sys

import pytest

import irlite
from irlite.dialects import arith, builtin, func, scf
from irlite.ir.attributes import IntegerAttr
from irlite.ir.builder import Builder, BuilderError, current_builder, module
from irlite.ir.core import Block
from irlite.ir.location import FileLineColLoc
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.types import FunctionType, IndexType, IntegerType
from irlite.ir.verifier import verify, verify_or_raise

i32 = IntegerType.get(32)
index = IndexType.get()

ADD = """\
module {
  func.func @add(%arg0: i32, %arg1: i32) -> i32 {
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.muli %arg1, %c3_i32 : i32
    %1 = arith.addi %arg0, %0 : i32
    return %1 : i32
  }
}"""


def _add_module():
    m = builtin.module()
    with Builder.at_end(m.body):
        f = func.func("add", [i32, i32], [i32])
        with Builder.at_end(f.body.blocks[0]):
            a, b = f.body.blocks[0].args
            func.return_([arith.addi(a, arith.muli(b, arith.constant(3, i32)))])
    return m


def test_add_function_verifies_prints_and_runs():
    m = _add_module()
    assert verify(m) == []
    assert str(m) == ADD
    assert print_op(parse_module(ADD)) == ADD  # the same as the text form's
    assert irlite.compile(m).add(4, 5) == 19
    assert irlite.compile(m, target="interp").add(-2, 7) == 19


def test_from_py_func_infers_the_result_types():
    m = module()
    with Builder.at_end(m.body):

        @func.from_py_func(i32, i32)
        def add(a, b):
            return arith.addi(a, arith.muli(b, arith.constant(3, i32)))

    verify_or_raise(m)
    assert str(m) == ADD
    assert add.function_type is FunctionType.get((i32, i32), (i32,))


SUM = """\
module {
  func.func @sum(%arg0: index) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %c0_i32) -> (i32) {
      %1 = arith.index_cast %arg1 : index to i32
      %2 = arith.addi %arg2, %1 : i32
      scf.yield %2 : i32
    }
    return %0 : i32
  }
}"""


def test_scf_for_with_iter_args():
    m = module()
    with Builder.at_end(m.body):
        f = func.func("sum", [index], [i32])
        with Builder.at_end(f.body.blocks[0]):
            (n,) = f.body.blocks[0].args
            zero, one = arith.constant(0, index), arith.constant(1, index)
            loop = scf.for_(zero, n, one, [arith.constant(0, i32)])
            body = loop.region.blocks[0]
            with Builder.at_end(body):
                iv, acc = body.args
                assert (iv, acc) == (loop.inductionVar, loop.regionIterArgs[0])
                scf.yield_([arith.addi(acc, arith.index_cast(iv, result_type=i32))])
            func.return_(loop.results)
    verify_or_raise(m)
    assert str(m) == SUM
    assert irlite.compile(m).sum(5) == 10


def test_scf_if_with_else_and_cmpi_keyword_predicate():
    m = module()
    with Builder.at_end(m.body):

        @func.from_py_func(i32, i32)
        def smax(a, b):
            cond = arith.cmpi(a, b, predicate="sgt")
            op = scf.if_(cond, [i32], has_else=True)
            with Builder.at_end(op.thenRegion.blocks[0]):
                scf.yield_([a])
            with Builder.at_end(op.elseRegion.blocks[0]):
                scf.yield_([b])
            return op.results[0]

    verify_or_raise(m)
    assert "arith.cmpi sgt, %arg0, %arg1 : i32" in str(m)
    run = irlite.compile(m)
    assert (run.smax(3, -4), run.smax(-3, 4)) == (3, 4)


def test_insertion_points():
    blk = Block()
    with Builder.at_end(blk):
        a = arith.constant(1, i32)
        c = arith.constant(3, i32)
    with Builder.after(a.owner):
        b = arith.constant(2, i32)
    with Builder.before(a.owner):
        z = arith.constant(0, i32)
    with Builder.at_start(blk):
        first = arith.constant(-1, i32)
    with Builder.at_end(blk):
        last = arith.constant(4, i32)
    assert [op.results[0] for op in blk.ops] == [first, z, a, b, c, last]
    bld = Builder.at_end(blk)
    with bld.insertion_guard():
        bld.set_insertion_point_to_start(blk)
        assert bld.get_insertion_point() == (blk, first.owner)
    assert bld.get_insertion_point() == (blk, None)


def test_current_builder_is_a_stack():
    outer, inner = Block(), Block()
    with pytest.raises(BuilderError):
        current_builder()
    with Builder.at_end(outer) as b1:
        assert current_builder() is b1
        with Builder.at_end(inner) as b2:
            assert current_builder() is b2
            arith.constant(1, i32)
        assert current_builder() is b1
        arith.constant(2, i32)
    with pytest.raises(BuilderError):
        current_builder()
    assert [op.properties["value"].value for op in inner.ops] == [1]
    assert [op.properties["value"].value for op in outer.ops] == [2]


def test_pattern_rewriter_is_a_builder():
    assert issubclass(PatternRewriter, Builder)
    assert PatternRewriter.at_end(Block()).get_insertion_point()[1] is None
    inserted = []

    class L(irlite.ir.rewriter.Listener):
        def notify_inserted(self, op):
            inserted.append(op.name)

    blk = Block()
    rw = PatternRewriter(L())
    rw.set_insertion_point_to_end(blk)
    with rw:  # the generated constructors build at the rewriter's point, and it hears
        x = arith.constant(7, i32)
        arith.addi(x, x)
    assert inserted == ["arith.constant", "arith.addi"]


def test_locations_argument_and_builder_wide():
    here = FileLineColLoc.get("build.py", 3, 1)
    other = FileLineColLoc.get("build.py", 9, 2)
    blk = Block()
    with Builder.at_end(blk, loc=here) as b:
        x = arith.constant(1, i32)
        y = arith.constant(2, i32, loc=other)
        with b.location(other):
            z = arith.addi(x, y)
        w = arith.addi(z, z)
    assert [v.owner.loc for v in (x, y, z, w)] == [here, other, other, here]


def test_func_helper_takes_a_function_type_and_makes_block_arguments():
    m = module("m")
    ft = FunctionType.get((i32, index), ())
    with Builder.at_end(m.body) as b:
        f = b.func("g", ft, visibility="private")
        with Builder.at_end(f.body.blocks[0]):
            func.return_()
        blk = b.create_block(f.body, arg_types=[i32])  # moves the insertion point there
        assert b.get_insertion_point() == (blk, None)
    assert [a.type for a in f.body.blocks[0].args] == [i32, index]
    assert str(m).startswith("module @m {\n  func.func private @g(%arg0: i32, %arg1: index) {")


def test_an_attribute_is_passed_through_and_enum_cases_by_name():
    blk = Block()
    with Builder.at_end(blk):
        c = arith.constant(IntegerAttr.get(i32, 5))
        s = arith.addi(c, c, overflow_flags="nsw, nuw")
        t = arith.addi(c, c, overflow_flags=["nuw"])
        p = arith.cmpi(c, c, predicate=IntegerAttr.get(IntegerType.get(64), 2))
    assert c.owner.properties["value"] is IntegerAttr.get(i32, 5)
    assert "overflow<nsw, nuw>" in str(s.owner) and "overflow<nuw>" in str(t.owner)
    assert "arith.cmpi slt" in str(p.owner)


def test_no_current_builder_is_a_clear_error():
    line = sys._getframe().f_lineno + 2
    with pytest.raises(BuilderError) as e:
        arith.constant(1, i32)
    msg = str(e.value)
    assert msg.startswith(f"{__file__}:{line}:9: error: ")  # this call
    assert "no current builder" in msg and "Builder.at_end(block)" in msg


@pytest.mark.parametrize(
    "build, message",
    [
        (
            lambda c: arith.cmpi(c, c, predicate="less"),
            "'arith.cmpi' attribute 'predicate' expects one of 'eq', 'ne', 'slt'",
        ),
        (
            lambda c: arith.addi(c, c, overflow_flags="nsw, wrap"),
            "'arith.addi' attribute 'overflowFlags' expects case names among none, nsw, nuw",
        ),
        (
            lambda c: arith.addi(c, c, overflow_flags=8),
            "'arith.addi' attribute 'overflowFlags' expects case names among none, nsw, nuw, got 8",
        ),
        (
            lambda c: arith.constant(300, IntegerType.get(8)),
            "'arith.constant' attribute 'value' expects an integer of type i8 (-128..255), got 300",
        ),
        (
            lambda c: arith.constant(3),
            "'arith.constant' attribute 'value' expects an attribute, or a number with its type",
        ),
        (
            lambda c: arith.constant("3", i32),
            "'arith.constant' attribute 'value' expects an attribute, or a number that fits type i32",
        ),
    ],
)
def test_wrong_attribute_values_are_located_errors(build, message):
    blk = Block()
    with Builder.at_end(blk):
        c = arith.constant(1, i32)
        with pytest.raises(BuilderError) as e:
            build(c)
    text = str(e.value)
    assert text.startswith(f"{__file__}:") and ": error: " in text
    assert message in text


def test_generic_loop_constructor_asks_for_its_block_arguments():
    import irlite.gen.loader as loader

    gen_scf = loader.builtin_builders("scf")
    blk = Block()
    with Builder.at_end(blk):
        c = arith.constant(0, index)
        with pytest.raises(BuilderError) as e:
            gen_scf.for_(c, c, c)
    assert "'scf.for' needs region_arg_types=[...]" in str(e.value)
    assert "(inductionVar, regionIterArgs...)" in str(e.value)


def test_branches_take_successors_after_operands():
    from irlite.dialects import cf

    m = module()
    with Builder.at_end(m.body):
        f = func.func("abs", [i32], [i32])
        entry = f.body.blocks[0]
        with Builder.at_end(entry) as b:
            (x,) = entry.args
            neg, done = Block(), Block([i32])
            f.body.add_block(neg)
            f.body.add_block(done)
            zero = arith.constant(0, i32)
            cf.cond_br(arith.cmpi(x, zero, predicate="slt"), [], [x], neg, done)
            b.set_insertion_point_to_end(neg)
            cf.br([arith.subi(zero, x)], done)
            b.set_insertion_point_to_end(done)
            func.return_(done.args)
    verify_or_raise(m)
    assert "cf.cond_br %0, ^bb1, ^bb2(%arg0 : i32)" in str(m)
    run = irlite.compile(m)
    assert (run.abs(-7), run.abs(7)) == (7, 7)


def test_readme_example():
    """The example README.md shows, as written there."""
    from irlite.ir.types import IndexType, IntegerType

    i32, index = IntegerType.get(32), IndexType.get()
    m = module()
    with Builder.at_end(m.body):

        @func.from_py_func(i32, i32)  # func.func @add(%a: i32, %b: i32) -> i32
        def add(a, b):
            return arith.addi(a, arith.muli(b, arith.constant(3, i32)))

        @func.from_py_func(index)  # sum of 0..n-1, an scf.for with an iter_arg
        def total(n):
            c0, c1 = arith.constant(0, index), arith.constant(1, index)
            loop = scf.for_(c0, n, c1, [arith.constant(0, i32)])
            with Builder.at_end(loop.region.blocks[0]):
                iv, acc = loop.region.blocks[0].args
                scf.yield_([arith.addi(acc, arith.index_cast(iv, result_type=i32))])
            return loop.results[0]

    verify_or_raise(m)
    assert (
        str(m)
        == ADD[: -len("\n}")] + SUM[len("module {") : -len("\n}")].replace("@sum", "@total") + "\n}"
    )
    lib = irlite.compile(m)
    assert (lib.add(4, 5), lib.total(10)) == (19, 45)
