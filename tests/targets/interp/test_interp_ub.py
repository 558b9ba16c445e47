"""``ub.poison`` in the interpreter, and poison through the passes that see it.

The interpreter runs ``ub.poison : T`` as ``POISON`` for every ``T``; arithmetic
propagates it and branching on it is undefined behavior. The differential part runs
random programs that feed ``ub.poison`` to arith ops before and after ``canonicalize``
and ``cse`` (``same_result``: anything may replace a poison result), which also checks
that no folder trips over a ``#ub.poison`` operand.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from support.interp import run_inputs, same_result

import irlite  # noqa: F401
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.verifier import verify
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes
from irlite.targets.interp import POISON, InterpError, Interpreter, UndefinedBehavior


def _interp(text: str) -> Interpreter:
    ctx = Context()
    m = parse_module(text, ctx)
    verify(m, ctx)
    return Interpreter(m)


@pytest.mark.parametrize(
    "type_", ["i32", "i1", "f32", "index", "vector<4xf32>", "tensor<2x?xi8>", "memref<3xf64>"]
)
def test_poison_of_any_type_is_POISON(type_: str) -> None:
    it = _interp(
        f"func.func @f() -> {type_} {{\n  %0 = ub.poison : {type_}\n  return %0 : {type_}\n}}\n"
    )
    assert it.run("f") == (POISON,)


def test_poison_propagates_through_arithmetic() -> None:
    it = _interp(
        """func.func @f(%x: i32, %y: f32) -> (i32, f32, i1, i32) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %a = arith.addi %x, %p : i32
  %b = arith.mulf %q, %y : f32
  %c = arith.cmpi eq, %p, %p : i32
  %d = arith.andi %x, %x : i32
  return %a, %b, %c, %d : i32, f32, i1, i32
}
"""
    )
    a, b, c, d = it.run("f", np.int32(3), np.float32(1.5))
    assert a is POISON and b is POISON and c is POISON
    assert d == 3


def test_branching_on_poison_is_undefined_behavior() -> None:
    it = _interp(
        """func.func @f(%x: i32) -> i32 {
  %p = ub.poison : i1
  cf.cond_br %p, ^a, ^b
^a:
  return %x : i32
^b:
  return %x : i32
}
"""
    )
    with pytest.raises(UndefinedBehavior, match="poison"):
        it.run("f", np.int32(1))


def test_an_unknown_poison_value_is_an_interpreter_error() -> None:
    from irlite.ir.attributes import IntegerAttr
    from irlite.ir.types import IntegerType

    it = _interp("func.func @f() -> i32 {\n  %0 = ub.poison : i32\n  return %0 : i32\n}\n")
    op = next(o for o in it.module.walk() if o.name == "ub.poison")
    props = dict(op.properties)
    props["value"] = IntegerAttr.get(IntegerType.get(32), 1)
    op.properties = props
    with pytest.raises(InterpError, match="ub.poison"):
        it.run("f")


# ---------------------------------------------------------------- differential

_INT_BINARY = (
    "addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori",
    "shli", "shrsi", "shrui", "maxsi", "minui", "ceildivsi", "floordivsi",
)  # fmt: skip
_FLOAT_BINARY = ("addf", "subf", "mulf", "divf", "maximumf", "minnumf")
_PIPELINES = ("canonicalize", "cse", "canonicalize,cse,canonicalize")


def _program(rng: random.Random) -> str:
    """A function of (i32, i32, f32, i1) whose ops read poison, constants and arguments."""
    ints = ["%a", "%b"]
    floats = ["%x"]
    bools = ["%c"]
    lines = []
    n = 0

    def fresh() -> str:
        nonlocal n
        n += 1
        return f"%v{n}"

    for _ in range(rng.randint(2, 5)):  # poison and constants, some duplicated
        kind = rng.choice(("pi", "pf", "pb", "ci", "cf"))
        v = fresh()
        if kind == "pi":
            lines.append(f"{v} = ub.poison : i32")
            ints.append(v)
        elif kind == "pf":
            lines.append(f"{v} = ub.poison : f32")
            floats.append(v)
        elif kind == "pb":
            lines.append(f"{v} = ub.poison : i1")
            bools.append(v)
        elif kind == "ci":
            lines.append(f"{v} = arith.constant {rng.choice((0, 1, -1, 7, 31))} : i32")
            ints.append(v)
        else:
            lines.append(f"{v} = arith.constant {rng.choice(('0.0', '1.0', '-2.5'))} : f32")
            floats.append(v)
    for _ in range(rng.randint(3, 8)):
        v = fresh()
        k = rng.random()
        if k < 0.5:
            op = rng.choice(_INT_BINARY)
            lines.append(f"{v} = arith.{op} {rng.choice(ints)}, {rng.choice(ints)} : i32")
            ints.append(v)
        elif k < 0.7:
            op = rng.choice(_FLOAT_BINARY)
            lines.append(f"{v} = arith.{op} {rng.choice(floats)}, {rng.choice(floats)} : f32")
            floats.append(v)
        elif k < 0.8:
            p = rng.choice(("slt", "eq", "ugt", "ne"))
            lines.append(f"{v} = arith.cmpi {p}, {rng.choice(ints)}, {rng.choice(ints)} : i32")
            bools.append(v)
        elif k < 0.9:
            c, t, f = rng.choice(bools), rng.choice(ints), rng.choice(ints)
            lines.append(f"{v} = arith.select {c}, {t}, {f} : i32")
            ints.append(v)
        else:
            w = fresh()
            lines.append(f"{w} = arith.extsi {rng.choice(ints)} : i32 to i64")
            lines.append(f"{v} = arith.trunci {w} : i64 to i32")
            ints.append(v)
    body = "\n".join("  " + x for x in lines)
    ri, rf, rb = ints[-1], floats[-1], bools[-1]
    return (
        "func.func @f(%a: i32, %b: i32, %x: f32, %c: i1) -> (i32, f32, i1) {\n"
        f"{body}\n  return {ri}, {rf}, {rb} : i32, f32, i1\n}}\n"
    )


def _apply(text: str, pipeline: str) -> str:
    load_builtin_passes()
    ctx = Context()
    m = parse_module(text, ctx)
    assert run_pipeline(f"builtin.module(func.func({pipeline}))", m, ctx), text
    return print_op(m)


_INPUTS = [
    [np.int32(a), np.int32(b), np.float32(x), np.bool_(c)]
    for a, b, x, c in ((3, 5, 1.5, True), (-7, 0, -0.0, False), (0, 1, 2.0, True), (1 << 30, -1, -3.25, False))
]  # fmt: skip


def test_poison_programs_mean_the_same_after_canonicalize_and_cse() -> None:
    rng = random.Random(19)
    mismatches = []
    for _ in range(120):
        text = _program(rng)
        before = run_inputs(text, _INPUTS)
        for pipe in _PIPELINES:
            after_text = _apply(text, pipe)
            after = run_inputs(after_text, _INPUTS)
            for i, (b, a) in enumerate(zip(before, after)):
                if b is UndefinedBehavior:
                    continue
                if a is UndefinedBehavior or not all(map(same_result, b, a)):
                    mismatches.append(f"{pipe}, input {i}: {b} -> {a}\n{text}\n{after_text}")
    assert not mismatches, mismatches[0]
