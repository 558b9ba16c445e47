"""``test-expand-math`` computes what the ops compute: each expansion, run in the reference
interpreter, against numpy on ordinary values and the edge cases the expansions handle
(halfway points, ±0, signs, negative bases, powers of two). The text is mlir-opt 19's
(tests/lit/passes/test-expand-math.mlir); these check the values.

Where MLIR 19's expansions differ from the ops, ``test_mlir19_differences`` asserts what
they give rather than hiding it: floor of a negative whole number is one less (-1 -> -2:
the correction is applied to every x < 0); floor and ceil add ``+0.0`` last, so a zero
result is ``+0``; f32 round of 0.49999997 is 1 (x + 0.5 rounds up in f32); fpowi of ±0
with a negative power is ``-inf`` (``0.0 oeq -0.0`` holds, so the last select wins).
Inputs whose truncation through i64 is undefined (|x| >= 2^63 in floor/ceil) are left
out; the formulas (tanh, sinh, ...) are compared to a relative 1e-12 in f64.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import irlite
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.passes.infra.manager import PassManager
from irlite.passes.infra.registry import load_builtin_passes


def _expand(src: str) -> str:
    load_builtin_passes()
    ctx = Context()
    m = parse_module(src, ctx)
    assert PassManager.from_pipeline("builtin.module(test-expand-math)", ctx).run(m)
    return print_module(m)


def _unary(op: str, t: str) -> str:
    return f"func.func @f(%x: {t}) -> {t} {{\n  %0 = math.{op} %x : {t}\n  return %0 : {t}\n}}"


HALVES = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.5, 4.5, 0.0, -0.0, 1.0, -1.0, 2.0, 0.49999999999999994]
ORDINARY = [0.3, -0.3, 1.7, -1.7, 3.2, -7.9, 123.456, -1e6 - 0.5, 2.0**52 + 1, 1e300, -1e-300]

#: op -> (reference, inputs, whether the sign of a zero result is kept)
EXACT = {
    "floor": (np.floor, [x for x in HALVES + ORDINARY[:-2] if x >= 0 or x % 1], False),
    "ceil": (np.ceil, HALVES + ORDINARY[:-2], False),
    "roundeven": (np.round, HALVES + ORDINARY + [math.inf, -math.inf], True),
}


@pytest.mark.parametrize("op", sorted(EXACT))
def test_rounding_is_exact_in_f64(op: str) -> None:
    ref, xs, signed_zero = EXACT[op]
    text = _expand(_unary(op, "f64"))
    assert f"math.{op} " not in text
    m = irlite.compile(text, target="interp")
    for x in xs:
        got, want = float(m.f(x)), float(ref(x))
        assert got == want, (op, x, got)
        if signed_zero or want != 0.0:
            assert math.copysign(1, got) == math.copysign(1, want), (op, x, got)


def test_round_f32_rounds_half_away_from_zero() -> None:
    text = _expand(_unary("round", "f32"))
    assert "math.round" not in text
    m = irlite.compile(text, target="interp")
    for x in [0.5, 1.5, 2.5, -0.5, -2.5, 0.3, 8388609.0, -8388609.0, 1e20, math.inf]:
        want = np.float32(math.copysign(math.floor(abs(x) + 0.5), x) if abs(x) < 2**23 else x)
        assert m.f(np.float32(x)) == want, x


SMOOTH = {
    "tanh": (np.tanh, [-20.0, -1.5, -0.1, 0.0, 0.1, 0.7, 3.0, 20.0, 400.0]),
    "sinh": (np.sinh, [-3.0, -0.5, 0.25, 2.0, 10.0]),
    "cosh": (np.cosh, [-3.0, -0.5, 0.0, 2.0, 10.0]),
    "asinh": (np.arcsinh, [0.0, 0.5, 2.0, 100.0]),
    "acosh": (np.arccosh, [1.0, 1.5, 10.0, 1e5]),
    "atanh": (np.arctanh, [-0.9, -0.2, 0.0, 0.3, 0.99]),
    "tan": (np.tan, [-1.0, 0.0, 0.5, 1.2]),
    "exp2": (np.exp2, [-10.0, -0.5, 0.0, 1.0, 7.25, 30.0]),
    "rsqrt": (lambda x: 1 / np.sqrt(x), [0.25, 1.0, 2.0, 1e10]),
}


@pytest.mark.parametrize("op", sorted(SMOOTH))
def test_formulas_in_f64(op: str) -> None:
    ref, xs = SMOOTH[op]
    text = _expand(_unary(op, "f64"))
    assert f"math.{op} " not in text
    m = irlite.compile(text, target="interp")
    for x in xs:
        assert float(m.f(x)) == pytest.approx(float(ref(x)), rel=1e-12, abs=1e-15), (op, x)


def test_ctlz_counts_leading_zeros() -> None:
    text = _expand(_unary("ctlz", "i32"))
    assert "math.ctlz" not in text
    m = irlite.compile(text, target="interp")
    for x in [0, 1, 2, 3, 255, 256, 0x7FFFFFFF, -1, -(2**31), 0x00010000, 0x0000FFFF]:
        want = 32 - (x & 0xFFFFFFFF).bit_length()
        assert int(m.f(np.int32(x))) == want, x


POWERS = [-3, -2, -1, 0, 1, 2, 5, 8]


@pytest.mark.parametrize("n", POWERS)
def test_fpowi_constant_power(n: int) -> None:
    src = (
        "func.func @f(%x: f64) -> f64 {\n"
        f"  %n = arith.constant {n} : i32\n"
        "  %0 = math.fpowi %x, %n : f64, i32\n  return %0 : f64\n}"
    )
    text = _expand(src)
    assert "math.fpowi" not in text and "math.powf" not in text
    m = irlite.compile(text, target="interp")
    for x in [2.0, -2.0, 0.5, -1.5, 3.0]:
        assert float(m.f(x)) == pytest.approx(x**n, rel=1e-15), (n, x)


def test_mlir19_differences() -> None:
    """What MLIR 19's expansions give where they differ from the op (module docstring)."""
    m = irlite.compile(_expand(_unary("floor", "f64")), target="interp")
    assert [float(m.f(x)) for x in (-1.0, -2.0, -0.0)] == [-2.0, -3.0, 0.0]
    assert math.copysign(1, float(m.f(-0.0))) == 1
    m = irlite.compile(_expand(_unary("round", "f32")), target="interp")
    assert m.f(np.float32(0.49999997)) == 1
    src = """func.func @f(%x: f64) -> f64 {
  %n = arith.constant -1 : i32
  %0 = math.fpowi %x, %n : f64, i32
  return %0 : f64
}"""
    m = irlite.compile(_expand(src), target="interp")
    assert float(m.f(0.0)) == float(m.f(-0.0)) == -math.inf


def test_fpowi_and_powf_with_a_variable_power() -> None:
    src = """func.func @f(%x: f64, %n: i32) -> f64 {
  %0 = math.fpowi %x, %n : f64, i32
  return %0 : f64
}"""
    text = _expand(src)
    assert "math.fpowi" not in text and "math.powf" not in text
    m = irlite.compile(text, target="interp")
    for x, n in [(2.0, 3), (-2.0, 3), (-2.0, 2), (1.5, -2), (-3.0, -1), (10.0, 0)]:
        assert float(m.f(x, np.int32(n))) == pytest.approx(x**n, rel=1e-12), (x, n)


def test_fma_is_a_multiply_and_an_add() -> None:
    src = """func.func @f(%a: f64, %b: f64, %c: f64) -> f64 {
  %0 = math.fma %a, %b, %c : f64
  return %0 : f64
}"""
    m = irlite.compile(_expand(src), target="interp")
    assert float(m.f(1.5, -2.0, 0.25)) == -2.75


def test_what_is_left_alone() -> None:
    """round of f64, ops of dynamic tensors that need constants, and ops with no expansion."""
    src = """func.func @f(%a: f64, %t: tensor<?xf32>, %b: f32) -> (f64, tensor<?xf32>, f32) {
  %0 = math.round %a : f64
  %1 = math.floor %t : tensor<?xf32>
  %2 = math.log1p %b : f32
  return %0, %1, %2 : f64, tensor<?xf32>, f32
}"""
    text = _expand(src)
    for op in ("math.round", "math.floor", "math.log1p"):
        assert op in text
