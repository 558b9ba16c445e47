"""The reference interpreter: exact semantics of func/arith/math/cf/scf/memref/tensor ops.

Each test parses a small function and checks ``run``'s results: two's-complement
wrap and signedness, overflow flags and shifts giving poison, division by zero
raising ``UndefinedBehavior``, IEEE float corner cases (NaN, -0, Inf, min/max
flavours), exact int-to-float rounding, casts, control flow, calls, memory
(uninitialized reads are poison, views alias) and tensors.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.targets.interp import POISON, InterpError, Interpreter, UndefinedBehavior, run


def _m(src: str):
    return parse_module(src, Context())


def _one(body: str, args: list, sig: str, rty: str) -> object:
    src = f"func.func @f({sig}) -> {rty} {{\n{body}\n}}\n"
    (r,) = run(_m(src), "f", *args)
    return r


def _bin(op: str, t: str, a: object, b: object, flags: str = "") -> object:
    body = f"  %r = arith.{op} %a, %b{flags} : {t}\n  return %r : {t}"
    return _one(body, [a, b], f"%a: {t}, %b: {t}", t)


# ------------------------------------------------------------------ integers


def test_wraparound_and_result_types() -> None:
    r = _bin("addi", "i32", 2**31 - 1, 1)
    assert r == np.int32(-(2**31)) and type(r) is np.int32
    assert _bin("muli", "i8", 16, 16) == 0
    assert _bin("subi", "i64", -(2**63), 1) == 2**63 - 1
    r = _bin("addi", "i3", 3, 1)
    assert r == -4 and type(r) is int
    assert _bin("addi", "index", 2**63 - 1, 1) == -(2**63)


@pytest.mark.parametrize(
    "op,a,b,flags,expect",
    [
        ("addi", 2**31 - 1, 1, " overflow<nsw>", POISON),
        ("addi", -1, 1, " overflow<nsw>", 0),
        ("addi", -1, 1, " overflow<nuw>", POISON),
        ("subi", 0, 1, " overflow<nuw>", POISON),
        ("subi", 0, 1, " overflow<nsw>", -1),
        ("muli", 65536, 65536, " overflow<nsw>", POISON),
        ("muli", -1, -1, " overflow<nuw>", POISON),
        ("shli", 1, 31, " overflow<nsw>", POISON),
        ("shli", 1, 31, " overflow<nuw>", -(2**31)),
        ("shli", 1, 32, "", POISON),
        ("shrui", -1, 28, "", 15),
        ("shrsi", -16, 2, "", -4),
        ("shrsi", 1, -1, "", POISON),
    ],
)
def test_overflow_flags_and_shifts(op: str, a: int, b: int, flags: str, expect: object) -> None:
    r = _bin(op, "i32", a, b, flags)
    assert r is POISON if expect is POISON else r == expect


@pytest.mark.parametrize(
    "op,a,b,expect",
    [
        ("divsi", -7, 2, -3),
        ("remsi", -7, 2, -1),
        ("floordivsi", -7, 2, -4),
        ("ceildivsi", -7, 2, -3),
        ("ceildivsi", 7, 2, 4),
        ("divui", -1, 2, 2**31 - 1),
        ("remui", -1, 10, 5),
        ("ceildivui", 7, 2, 4),
        ("maxsi", -1, 1, 1),
        ("maxui", -1, 1, -1),
        ("minsi", -1, 1, -1),
        ("minui", -1, 1, 1),
        ("andi", -1, 12, 12),
        ("xori", -1, 5, -6),
    ],
)
def test_division_and_bitwise(op: str, a: int, b: int, expect: int) -> None:
    assert _bin(op, "i32", a, b) == expect


@pytest.mark.parametrize(
    "op,a,b",
    [
        ("divsi", 1, 0),
        ("divui", 1, 0),
        ("remsi", 1, 0),
        ("divsi", -(2**31), -1),
        ("floordivsi", -(2**31), -1),
    ],
)
def test_undefined_division(op: str, a: int, b: int) -> None:
    with pytest.raises(UndefinedBehavior):
        _bin(op, "i32", a, b)


def test_cmpi_signedness_and_i1() -> None:
    body = """  %lt = arith.cmpi slt, %a, %b : i32
  %ult = arith.cmpi ult, %a, %b : i32
  %s = arith.select %ult, %a, %b : i32
  %e = arith.extsi %lt : i1 to i32
  %z = arith.extui %lt : i1 to i32
  return %lt, %ult, %s, %e, %z : i1, i1, i32, i32, i32"""
    src = f"func.func @f(%a: i32, %b: i32) -> (i1, i1, i32, i32, i32) {{\n{body}\n}}\n"
    assert run(_m(src), "f", -1, 1) == (True, False, 1, -1, 1)


def test_extended_arithmetic() -> None:
    src = """func.func @f(%a: i32, %b: i32) -> (i32, i1, i32, i32, i32, i32) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %a, %b : i32
  return %s, %o, %l, %h, %ul, %uh : i32, i1, i32, i32, i32, i32
}
"""
    assert run(_m(src), "f", -1, 2) == (1, True, -2, -1, -2, 1)


# ------------------------------------------------------------------ floats


def _fbin(op: str, a: float, b: float, t: str = "f32") -> object:
    dt = {"f32": np.float32, "f64": np.float64, "f16": np.float16}[t]
    return _bin(op, t, dt(a), dt(b))


def test_float_ieee() -> None:
    assert _fbin("divf", 1.0, 0.0) == np.inf
    assert np.isnan(_fbin("divf", 0.0, 0.0))
    assert _fbin("addf", 16777216.0, 1.0) == np.float32(16777216.0)  # rounds in f32
    assert _fbin("addf", 16777216.0, 1.0, "f64") == 16777217.0
    assert _fbin("remf", -7.5, 2.0) == -1.5
    r = _fbin("mulf", -0.0, 5.0)
    assert r == 0 and np.signbit(r) and type(r) is np.float32
    assert _fbin("addf", 65504.0, 65504.0, "f16") == np.inf


def test_min_max_flavours() -> None:
    nan = float("nan")
    assert np.isnan(_fbin("maximumf", nan, 1.0)) and np.isnan(_fbin("minimumf", 1.0, nan))
    assert _fbin("maxnumf", nan, 1.0) == 1.0 and _fbin("minnumf", 2.0, nan) == 2.0
    assert not np.signbit(_fbin("maximumf", -0.0, 0.0))
    assert np.signbit(_fbin("minimumf", 0.0, -0.0))


def test_fastmath_nnan_gives_poison() -> None:
    body = "  %r = arith.addf %a, %b fastmath<nnan> : f32\n  return %r : f32"
    assert _one(body, [np.float32("nan"), np.float32(1)], "%a: f32, %b: f32", "f32") is POISON
    assert _one(body, [np.float32(2), np.float32(1)], "%a: f32, %b: f32", "f32") == 3.0


def test_cmpf_ordered_unordered() -> None:
    nan = np.float32("nan")
    body = """  %o = arith.cmpf olt, %a, %b : f32
  %u = arith.cmpf ult, %a, %b : f32
  %n = arith.cmpf une, %a, %a : f32
  %d = arith.cmpf ord, %a, %b : f32
  return %o, %u, %n, %d : i1, i1, i1, i1"""
    src = f"func.func @f(%a: f32, %b: f32) -> (i1, i1, i1, i1) {{\n{body}\n}}\n"
    assert run(_m(src), "f", nan, np.float32(1)) == (False, True, True, False)
    assert run(_m(src), "f", np.float32(0), np.float32(1)) == (True, True, False, True)


_BIG = (1 << 60) + (1 << 36) + 1  # exactly between two f32 values, then just above: rounds up


@pytest.mark.parametrize(
    "op,src,dst,arg,expect",
    [
        ("sitofp", "i64", "f32", _BIG, np.float32(2.0**60 + 2.0**37)),
        ("uitofp", "i32", "f32", -1, np.float32(4294967296.0)),
        ("fptosi", "f32", "i32", np.float32(-2.75), -2),
        ("bitcast", "f32", "i32", np.float32(-2.75), np.int32(np.float32(-2.75).view(np.int32))),
        ("extui", "i32", "i64", -1, 2**32 - 1),
        ("trunci", "i64", "i32", _BIG, np.int32(_BIG & 0xFFFFFFFF)),
        ("trunci", "i64", "i16", _BIG, np.int16(1)),
        ("fptosi", "f32", "i32", np.float32(3e9), POISON),
        ("fptosi", "f32", "i32", np.float32("nan"), POISON),
    ],
)
def test_casts(op: str, src: str, dst: str, arg: object, expect: object) -> None:
    body = f"  %r = arith.{op} %a : {src} to {dst}\n  return %r : {dst}"
    r = _one(body, [arg], f"%a: {src}", dst)
    assert r is POISON if expect is POISON else r == expect


def test_constants() -> None:
    src = """func.func @f() -> (i1, i8, f32, f64, tensor<2xi32>) {
  %t = arith.constant true
  %b = arith.constant -1 : i8
  %x = arith.constant 0x7FC00000 : f32
  %y = arith.constant -0.0 : f64
  %v = arith.constant dense<[1, -2]> : tensor<2xi32>
  return %t, %b, %x, %y, %v : i1, i8, f32, f64, tensor<2xi32>
}
"""
    t, b, x, y, v = run(_m(src), "f")
    assert t == True and b == -1 and np.isnan(x)  # noqa: E712 (exactly True, a numpy bool) and y == 0 and np.signbit(y)
    assert v.dtype == np.int32 and list(v) == [1, -2]


def test_vector_elementwise() -> None:
    src = """func.func @f(%a: tensor<3xi32>, %b: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi1>) {
  %s = arith.addi %a, %b : tensor<3xi32>
  %c = arith.cmpi slt, %a, %b : tensor<3xi32>
  return %s, %c : tensor<3xi32>, tensor<3xi1>
}
"""
    s, c = run(_m(src), "f", np.array([1, 2**31 - 1, -5], np.int32), np.array([1, 1, 5], np.int32))
    assert list(s) == [2, -(2**31), 0] and list(c) == [False, False, True]


# ------------------------------------------------------------------ math


def test_math() -> None:
    src = """func.func @f(%x: f32, %i: i32) -> (f32, f32, f32, i32, i32, i32, f32) {
  %a = math.sqrt %x : f32
  %b = math.round %x : f32
  %c = math.roundeven %x : f32
  %d = math.ctlz %i : i32
  %e = math.ctpop %i : i32
  %f = math.absi %i : i32
  %g = math.fma %x, %x, %x : f32
  return %a, %b, %c, %d, %e, %f, %g : f32, f32, f32, i32, i32, i32, f32
}
"""
    r = run(_m(src), "f", np.float32(2.5), -(2**31))
    assert r[0] == np.float32(math.sqrt(2.5)) and r[1] == 3.0 and r[2] == 2.0
    assert r[3] == 0 and r[4] == 1 and r[5] == -(2**31) and r[6] == np.float32(8.75)


# ------------------------------------------------------------------ control flow


def test_scf_for_while_if() -> None:
    src = """func.func @f(%n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %t = arith.addi %acc, %ii : i32
    scf.yield %t : i32
  }
  %w = scf.while (%v = %one) : (i32) -> i32 {
    %lim = arith.constant 100 : i32
    %c = arith.cmpi slt, %v, %lim : i32
    scf.condition(%c) %v : i32
  } do {
  ^bb0(%v: i32):
    %d = arith.addi %v, %v : i32
    scf.yield %d : i32
  }
  %neg = arith.cmpi slt, %s, %z : i32
  %r = scf.if %neg -> (i32) {
    scf.yield %one : i32
  } else {
    %m = arith.muli %s, %s : i32
    scf.yield %m : i32
  }
  return %s, %w, %r : i32, i32, i32
}
"""
    assert run(_m(src), "f", 5) == (10, 128, 100)
    assert run(_m(src), "f", 0) == (0, 128, 0)


def test_cf_branches_and_calls() -> None:
    src = """func.func @fact(%n: i64) -> i64 {
  %one = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %one : i64
  cf.cond_br %le, ^base, ^rec
^base:
  return %one : i64
^rec:
  %m = arith.subi %n, %one : i64
  %r = func.call @fact(%m) : (i64) -> i64
  %p = arith.muli %n, %r : i64
  return %p : i64
}
func.func @loop(%n: i32) -> i32 {
  %z = arith.constant 0 : i32
  cf.br ^head(%z, %z : i32, i32)
^head(%i: i32, %acc: i32):
  %c = arith.cmpi slt, %i, %n : i32
  cf.cond_br %c, ^body, ^exit(%acc : i32)
^body:
  %one = arith.constant 1 : i32
  %i2 = arith.addi %i, %one : i32
  %a2 = arith.addi %acc, %i2 : i32
  cf.br ^head(%i2, %a2 : i32, i32)
^exit(%r: i32):
  return %r : i32
}
"""
    m = _m(src)
    assert run(m, "fact", 20) == (2432902008176640000,)
    assert run(m, "loop", 10) == (55,)


def test_branch_on_poison_is_ub_and_step_limit() -> None:
    src = """func.func @f(%a: i32) -> i32 {
  %c = arith.constant 40 : i32
  %s = arith.shli %a, %c : i32
  %t = arith.trunci %s : i32 to i1
  cf.cond_br %t, ^x, ^x
^x:
  return %a : i32
}
func.func @spin() {
  cf.br ^l
^l:
  cf.br ^l
}
"""
    m = _m(src)
    with pytest.raises(UndefinedBehavior):
        run(m, "f", 1)
    with pytest.raises(InterpError, match="step limit"):
        run(m, "spin", max_steps=1000)


# ------------------------------------------------------------------ memory and tensors


def test_memref_loads_stores_views() -> None:
    src = """func.func @f(%buf: memref<2x3xf32>) -> (f32, i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %buf[%c1, %c2] : memref<2x3xf32>
  %y = arith.addf %x, %x : f32
  memref.store %y, %buf[%c0, %c0] : memref<2x3xf32>
  %a = memref.alloca() : memref<4xi32>
  %u = memref.load %a[%c1] : memref<4xi32>
  %sv = memref.subview %buf[1, 0] [1, 3] [1, 1] : memref<2x3xf32> to memref<3xf32, strided<[1], offset: 3>>
  memref.store %y, %sv[%c0] : memref<3xf32, strided<[1], offset: 3>>
  %z = memref.load %buf[%c1, %c0] : memref<2x3xf32>
  return %y, %u, %z : f32, i32, f32
}
"""
    buf = np.arange(6, dtype=np.float32).reshape(2, 3)
    y, u, z = run(_m(src), "f", buf)
    assert y == 10.0 and u is POISON and z == 10.0
    assert buf[0, 0] == 10.0 and buf[1, 0] == 10.0


def test_memref_out_of_bounds_is_ub() -> None:
    src = """func.func @f(%buf: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %buf[%i] : memref<4xi32>
  return %x : i32
}
"""
    m = _m(src)
    assert run(m, "f", np.array([1, 2, 3, 4], np.int32), 3) == (4,)
    with pytest.raises(UndefinedBehavior):
        run(m, "f", np.array([1, 2, 3, 4], np.int32), 4)
    with pytest.raises(InterpError):
        run(m, "f", np.array([1, 2, 3, 4], np.int64), 0)


def test_tensors() -> None:
    src = """func.func @f(%t: tensor<4xi32>, %v: i32) -> (i32, tensor<4xi32>, tensor<4xi32>, tensor<2xi32>) {
  %c1 = arith.constant 1 : index
  %x = tensor.extract %t[%c1] : tensor<4xi32>
  %u = tensor.insert %v into %t[%c1] : tensor<4xi32>
  %g = tensor.generate {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    tensor.yield %sq : i32
  } : tensor<4xi32>
  %s = tensor.extract_slice %t[1] [2] [2] : tensor<4xi32> to tensor<2xi32>
  return %x, %u, %g, %s : i32, tensor<4xi32>, tensor<4xi32>, tensor<2xi32>
}
"""
    t = np.array([5, 6, 7, 8], np.int32)
    x, u, g, s = run(_m(src), "f", t, 9)
    assert x == 6 and list(u) == [5, 9, 7, 8] and list(t) == [5, 6, 7, 8]
    assert list(g) == [0, 1, 4, 9] and list(s) == [6, 8]


def test_interpreter_class_and_errors() -> None:
    m = _m(
        "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\nfunc.func private @decl(i32) -> i32\n"
    )
    it = Interpreter(m)
    assert it.run("f", 3) == (3,)
    assert it.call("f", 4) == (4,)
    with pytest.raises(InterpError, match="no function"):
        it.run("g", 1)
    with pytest.raises(InterpError, match="declaration"):
        it.run("decl", 1)
    with pytest.raises(InterpError, match="takes 1 arguments"):
        it.run("f")


def test_parallel_reduce_globals_index_switch() -> None:
    src = """
memref.global "private" constant @g : memref<3xi32> = dense<[1, 2, 3]>
func.func @p(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> i32 {
    %ii = arith.index_cast %i : index to i32
    scf.reduce(%ii : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  %gm = memref.get_global @g : memref<3xi32>
  %v = memref.load %gm[%c1] : memref<3xi32>
  %t = arith.addi %r, %v : i32
  %w = scf.index_switch %n -> i32
  case 2 {
    scf.yield %z : i32
  }
  default {
    scf.yield %t : i32
  }
  return %w : i32
}
"""
    m = _m(src)
    assert run(m, "p", 5) == (12,)  # 0+1+2+3+4, plus @g[1]
    assert run(m, "p", 2) == (0,)
