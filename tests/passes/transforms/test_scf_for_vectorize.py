"""``scf-for-vectorize`` and ``scf-for-row-prefetch``: vector loops give the scalar loops'
results when compiled (every reduction kind, trip counts with and without a scalar
epilogue, NaNs), softmax on rows long enough to be vectorized keeps numpy's results with
its prefetches in place, and a prefetched argument is still passed without a copy."""

from __future__ import annotations

import numpy as np
import pytest

import irlite
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.passes.infra.manager import PassManager
from irlite.targets.boundary import written_arguments

_LOWER = (
    "finalize-memref-to-llvm,convert-vector-to-llvm,convert-scf-to-cf,convert-to-llvm,"
    "reconcile-unrealized-casts"
)


def _pipeline(vectorize: bool) -> str:
    head = "scf-for-vectorize{vector-bits=256 min-steps=1}," if vectorize else ""
    return f"builtin.module({head}{_LOWER})"


# reduction kind -> (combiner, element type, initial value)
_KINDS = {
    "addf": ("arith.addf", "f32", "0.0", "fastmath<reassoc>"),
    "mulf": ("arith.mulf", "f64", "1.0", "fastmath<reassoc>"),
    "maxnumf": ("arith.maxnumf", "f32", "0xFF800000", ""),
    "minnumf": ("arith.minnumf", "f32", "0x7F800000", ""),
    "maximumf": ("arith.maximumf", "f32", "0xFF800000", ""),
    "minimumf": ("arith.minimumf", "f64", "0x7FF0000000000000", ""),
    "addi": ("arith.addi", "i32", "3", ""),
    "muli": ("arith.muli", "i64", "1", ""),
    "andi": ("arith.andi", "i32", "-1", ""),
    "ori": ("arith.ori", "i32", "0", ""),
    "xori": ("arith.xori", "i64", "5", ""),
    "maxsi": ("arith.maxsi", "i32", "-7", ""),
    "minsi": ("arith.minsi", "i64", "7", ""),
    "maxui": ("arith.maxui", "i32", "0", ""),
    "minui": ("arith.minui", "i32", "-1", ""),
}


def _reduce_source(kind: str) -> str:
    comb, t, init, fm = _KINDS[kind]
    return f"""
func.func @f(%x: memref<?x{t}> {{llvm.noalias}}, %y: memref<?x{t}> {{llvm.noalias}}) -> {t} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?x{t}>
  %i = arith.constant {init} : {t}
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%a = %i) -> ({t}) {{
    %v = memref.load %x[%j] : memref<?x{t}>
    %w = {comb} %v, %v : {t}
    memref.store %w, %y[%j] : memref<?x{t}>
    %s = {comb} %a, %v {fm} : {t}
    scf.yield %s : {t}
  }}
  return %r : {t}
}}
"""


def _vectorized(text: str) -> bool:
    ctx = Context()
    m = parse_module(text, ctx)
    PassManager.from_pipeline(
        "builtin.module(scf-for-vectorize{vector-bits=256 min-steps=1})", ctx
    ).run(m)
    return "vector.reduction" in str(m)


def _data(t: str, n: int, rng: np.random.Generator) -> np.ndarray:
    if t.startswith("f"):
        x = rng.uniform(0.9, 1.1, n) if t == "f64" else rng.standard_normal(n)
        return x.astype(np.float32 if t == "f32" else np.float64)
    dt = {"i32": np.int32, "i64": np.int64}[t]
    return rng.integers(-1000, 1000, n).astype(dt)


@pytest.mark.parametrize("kind", sorted(_KINDS))
@pytest.mark.parametrize("n", [0, 3, 8, 16, 37, 64])
def test_reductions_match_the_scalar_loop(kind: str, n: int) -> None:
    text = _reduce_source(kind)
    assert _vectorized(text)
    t = _KINDS[kind][1]
    x = _data(t, n, np.random.default_rng(n))
    if kind.endswith("numf") and n > 4:
        x[2] = np.nan  # maxnum/minnum ignore NaNs, in any order
    outs = []
    for vec in (False, True):
        m = irlite.compile(text, pipeline=_pipeline(vec))
        y = np.zeros_like(x)
        r = m.f(x, y)
        outs.append((r, y))
    (r0, y0), (r1, y1) = outs
    np.testing.assert_array_equal(y0, y1)
    if kind in ("addf", "mulf"):
        np.testing.assert_allclose(r1, r0, rtol=1e-5, atol=1e-5)
    else:
        assert (r0 == r1) or (np.isnan(r0) and np.isnan(r1)), (r0, r1)


def _max_source(comb: str, t: str, init: str) -> str:
    # a loop that only reads: the maximum/minimum becomes a select, checked after the loop
    return f"""
func.func @f(%x: memref<?x{t}>) -> {t} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?x{t}>
  %i = arith.constant {init} : {t}
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%a = %i) -> ({t}) {{
    %v = memref.load %x[%j] : memref<?x{t}>
    %s = {comb} %v, %a : {t}
    scf.yield %s : {t}
  }}
  return %r : {t}
}}
"""


_SPECIALS = {
    "zeros": [0.0, -0.0],
    "negzeros": [-0.0, -1.0],
    "nan": [np.nan, 1.0],
    "inf": [np.inf, -np.inf],
    "neginf": [-np.inf, -5.0],
    "ordinary": [2.5, -3.0],
}


@pytest.mark.parametrize(
    "comb,t,init",
    [
        ("arith.maximumf", "f32", "0xFF800000"),
        ("arith.minimumf", "f32", "0x7F800000"),
        ("arith.maximumf", "f64", "0xFFF0000000000000"),
        ("arith.maximumf", "f32", "0x7FC00000"),  # a NaN start stays NaN
        ("arith.minimumf", "f32", "-0.0"),  # a zero start: the minimum may be that zero
    ],
)
@pytest.mark.parametrize("special", sorted(_SPECIALS))
@pytest.mark.parametrize("n", [0, 5, 16, 41])
def test_checked_maximum_is_the_scalar_loops_bit_for_bit(
    comb: str, t: str, init: str, special: str, n: int
) -> None:
    text = _max_source(comb, t, init)
    ctx = Context()
    m = parse_module(text, ctx)
    PassManager.from_pipeline(
        "builtin.module(scf-for-vectorize{vector-bits=256 min-steps=1})", ctx
    ).run(m)
    printed = str(m)
    assert "arith.select" in printed and "scf.if" in printed, printed
    dt = np.float32 if t == "f32" else np.float64
    rng = np.random.default_rng(n)
    scalar = irlite.compile(text, pipeline=_pipeline(False))
    vector = irlite.compile(text, pipeline=_pipeline(True))
    for trial in range(6):
        x = rng.choice([-2.0, -1.0, -0.0, 0.0, 0.5, 3.0], n).astype(dt)
        for k, v in enumerate(_SPECIALS[special]):
            if n:
                x[(trial * 7 + k * 3) % n] = v
        if special in ("zeros", "negzeros"):
            x = np.where(x > 0, -x, x)  # the maximum is a zero
        want, got = scalar.f(x), vector.f(x)
        assert np.asarray(want).tobytes() == np.asarray(got).tobytes() or (
            np.isnan(want) and np.isnan(got)
        ), (x, want, got)


ROWS = """
func.func @f(%x: memref<5x100xf32> {llvm.noalias}, %o: memref<5x100xf32> {llvm.noalias}) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c100 = arith.constant 100 : index
  %z = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c5 step %c1 {
    %s = scf.for %j = %c0 to %c100 step %c1 iter_args(%a = %z) -> (f32) {
      %v = memref.load %x[%i, %j] : memref<5x100xf32>
      %t = arith.addf %v, %a fastmath<reassoc> : f32
      scf.yield %t : f32
    }
    scf.for %j = %c0 to %c100 step %c1 {
      %v = memref.load %x[%i, %j] : memref<5x100xf32>
      %d = arith.divf %v, %s : f32
      %e = math.exp %d : f32
      memref.store %e, %o[%i, %j] : memref<5x100xf32>
    }
  }
  return
}
"""


def test_row_prefetch_on_vector_loops_keeps_results() -> None:
    pipe = (
        "builtin.module(math-polynomial-approximation,scf-for-vectorize{vector-bits=256 "
        "min-steps=1},scf-for-row-prefetch," + _LOWER + ")"
    )
    ctx = Context()
    m = parse_module(ROWS, ctx)
    PassManager.from_pipeline(
        "builtin.module(scf-for-vectorize{vector-bits=256 min-steps=1},scf-for-row-prefetch)", ctx
    ).run(m)
    text = str(m)
    # 8 lanes of f32 are 32 bytes: one prefetch per step, at the next row (clamped)
    assert text.count("memref.prefetch") == 1
    assert "arith.minsi" in text
    x = np.random.default_rng(0).standard_normal((5, 100)).astype(np.float32) + 10
    o = np.zeros_like(x)
    irlite.compile(ROWS, pipeline=pipe).f(x, o)
    ref = np.exp(x / x.sum(1, keepdims=True))
    np.testing.assert_allclose(o, ref, rtol=1e-5)


def test_a_prefetched_argument_is_not_copied() -> None:
    ctx = Context()
    m = parse_module(ROWS, ctx)
    PassManager.from_pipeline(
        "builtin.module(scf-for-vectorize{vector-bits=256 min-steps=1},scf-for-row-prefetch)", ctx
    ).run(m)
    func = next(iter(m.regions[0].blocks[0].ops))
    assert written_arguments(func) == {1}


SOFTMAX = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<6x2053xf32>) -> tensor<6x2053xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %m0 = tensor.empty() : tensor<6xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%m0 : tensor<6xf32>) -> tensor<6xf32>
  %max = linalg.reduce ins(%x : tensor<6x2053xf32>) outs(%minit : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.maxnumf %in, %acc : f32
      linalg.yield %t : f32
    }
  %e0 = tensor.empty() : tensor<6x2053xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<6x2053xf32>, tensor<6xf32>) outs(%e0 : tensor<6x2053xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %x1 = math.exp %d : f32
      linalg.yield %x1 : f32
  } -> tensor<6x2053xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%m0 : tensor<6xf32>) -> tensor<6xf32>
  %sum = linalg.reduce ins(%e : tensor<6x2053xf32>) outs(%sinit : tensor<6xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %sum : tensor<6x2053xf32>, tensor<6xf32>) outs(%e0 : tensor<6x2053xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %q = arith.divf %a, %s : f32
      linalg.yield %q : f32
  } -> tensor<6x2053xf32>
  return %y : tensor<6x2053xf32>
}
"""


@pytest.mark.parametrize("threads", [1, 2])
def test_softmax_rows_long_enough_are_vectorized_and_prefetched(threads: int) -> None:
    m = irlite.compile(SOFTMAX, threads=threads)
    x = np.random.default_rng(threads).standard_normal((6, 2053)).astype(np.float32) * 4
    e = np.exp(x - x.max(1, keepdims=True))
    np.testing.assert_allclose(m.softmax(x), e / e.sum(1, keepdims=True), rtol=2e-6, atol=1e-9)
    if threads == 1:  # the kernel inlined into the function: its LLVM IR is m.llvm_ir
        assert "scf-for-vectorize" in m.pipeline and "scf-for-row-prefetch" in m.pipeline
        from irlite.targets.pipeline import host_vector_bits

        lanes = host_vector_bits() // 32  # four of the host's vector registers of f32
        assert "@llvm.prefetch" in m.llvm_ir and f"<{lanes} x float>" in m.llvm_ir
