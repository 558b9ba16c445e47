"""``linalg`` in the interpreter: every structured op through LinalgStructuredOpInterface.

The four shared bench programs (scaled down) against numpy; each named op against its
numpy meaning; memrefs written in place; ``linalg.index``; map and reduce with and without
their short bodies; poison. The vectorized path (the payload on whole arrays) and the
scalar loop nest must agree bit for bit: each program is also run with the vectorized
path turned off.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import irlite  # noqa: F401
from irlite.ir.context import Context
from irlite.ir.interfaces import (
    DestinationStyleOpInterface,
    LinalgStructuredOpInterface,
    MemoryEffectOpInterface,
)
from irlite.ir.module import parse_module
from irlite.ir.side_effects import is_memory_effect_free, would_op_be_trivially_dead
from irlite.ir.verifier import verify
from irlite.targets.interp import POISON, Interpreter, ops_linalg

#: the shared bench programs, as the linalg lit tests keep them (their non-comment lines)
LIT = Path(__file__).resolve().parents[2] / "lit" / "dialects" / "linalg"
RNG = np.random.default_rng(7)


def _module(text: str):
    ctx = Context()
    m = parse_module(text, ctx)
    verify(m, ctx)
    return m


def _run(text: str, name: str, *args):
    return Interpreter(_module(text)).run(name, *args)


def _scalar_run(monkeypatch, text: str, name: str, *args):
    """The same run with the vectorized path off (every op through the scalar loop nest)."""
    with monkeypatch.context() as mp:
        mp.setattr(ops_linalg, "_vector_plan", lambda block: None)
        return _run(text, name, *args)


def _bench(name: str, sizes: dict | None = None) -> str:
    lines = (LIT / f"bench-{name}.mlir").read_text().splitlines()
    text = "\n".join(line for line in lines if not line.startswith("//")) + "\n"
    for old, new in (sizes or {}).items():
        text = text.replace(old, new)
    return text


def _f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


# ------------------------------------------------------------------ the bench programs


def _relu_sum(x):
    return np.maximum(x * np.float32(2) + np.float32(1), np.float32(0)).sum(1)


def _softmax(x):
    e = np.exp(x - x.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


def _layernorm(x, g, b):
    c = x - x.mean(1, keepdims=True)
    return c / np.sqrt((c * c).mean(1, keepdims=True) + np.float32(1e-5)) * g + b


def _mlp(x, w1, b1, w2):
    return np.maximum(x @ w1 + b1, 0) @ w2


def _programs(n: int) -> list:
    k = str(n)
    return [
        ("relu_sum", {"4096": k}, lambda: [_f32(n, n)], _relu_sum),
        ("softmax", {"4096": k}, lambda: [_f32(n, n)], _softmax),
        (
            "layernorm",
            {"4096": k, "1024.0": f"{float(n)}", "1024": k},
            lambda: [_f32(n, n), _f32(n), _f32(n)],
            _layernorm,
        ),
        (
            "mlp",
            {"256": k, "512": str(2 * n)},
            lambda: [_f32(n, 2 * n), _f32(2 * n, 2 * n), _f32(2 * n), _f32(2 * n, n)],
            _mlp,
        ),
    ]


@pytest.mark.parametrize("case", _programs(64), ids=lambda c: c[0])
def test_bench_programs_64_match_numpy(case) -> None:
    name, sizes, make, ref = case
    args = make()
    (got,) = _run(_bench(name, sizes), name, *args)
    want = ref(*args)
    assert got.shape == want.shape and got.dtype == np.float32
    np.testing.assert_allclose(got, want, rtol=2e-4, atol=2e-4)


@pytest.mark.parametrize("case", _programs(6), ids=lambda c: c[0])
def test_vectorized_and_scalar_loop_nests_agree_bit_for_bit(monkeypatch, case) -> None:
    name, sizes, make, _ = case
    args = make()
    text = _bench(name, sizes)
    (fast,) = _run(text, name, *args)
    (slow,) = _scalar_run(monkeypatch, text, name, *args)
    assert fast.tobytes() == slow.tobytes()


# ------------------------------------------------------------------ named ops

_UNARY = {
    "exp": np.exp,
    "log": np.log,
    "abs": np.abs,
    "ceil": np.ceil,
    "floor": np.floor,
    "negf": np.negative,
    "sqrt": np.sqrt,
    "rsqrt": lambda x: np.float32(1) / np.sqrt(x),
    "square": lambda x: x * x,
    "tanh": np.tanh,
    "reciprocal": lambda x: np.float32(1) / x,
}
_BINARY = {
    "add": np.add,
    "sub": np.subtract,
    "mul": np.multiply,
    "div": np.divide,
    "max": np.maximum,
    "min": np.minimum,
    "powf": np.power,
}


def _elementwise(name: str, n_in: int) -> str:
    t = "tensor<3x5xf32>"
    params = ", ".join(f"%a{i}: {t}" for i in range(n_in))
    ins = ", ".join(f"%a{i}" for i in range(n_in))
    return (
        f"func.func @f({params}, %o: {t}) -> {t} {{\n"
        f"  %r = linalg.{name} ins({ins} : {', '.join([t] * n_in)}) outs(%o : {t}) -> {t}\n"
        f"  return %r : {t}\n}}\n"
    )


@pytest.mark.parametrize("name", sorted(_UNARY))
def test_unary_named_ops(monkeypatch, name: str) -> None:
    x = np.abs(_f32(3, 5)) + np.float32(0.5)
    o = np.zeros((3, 5), np.float32)
    text = _elementwise(name, 1)
    (got,) = _run(text, "f", x, o)
    np.testing.assert_allclose(got, _UNARY[name](x), rtol=1e-6)
    (slow,) = _scalar_run(monkeypatch, text, "f", x, o)
    assert got.tobytes() == slow.tobytes()


@pytest.mark.parametrize("name", sorted(_BINARY))
def test_binary_named_ops(monkeypatch, name: str) -> None:
    x, y = np.abs(_f32(3, 5)) + np.float32(0.5), _f32(3, 5)
    o = np.zeros((3, 5), np.float32)
    text = _elementwise(name, 2)
    (got,) = _run(text, "f", x, y, o)
    np.testing.assert_allclose(got, _BINARY[name](x, y), rtol=1e-6)
    (slow,) = _scalar_run(monkeypatch, text, "f", x, y, o)
    assert got.tobytes() == slow.tobytes()


def test_select_and_integer_max() -> None:
    text = """
func.func @f(%c: tensor<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %0 = linalg.select ins(%c, %a, %b : tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) outs(%a : tensor<4xi32>) -> tensor<4xi32>
  %1 = linalg.max ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%a : tensor<4xi32>) -> tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}
"""
    c = np.array([True, False, True, False])
    a = np.array([1, -2, 3, 2**31 - 1], np.int32)
    b = np.array([5, 6, -7, -8], np.int32)
    s, m = _run(text, "f", c, a, b)
    assert s.tolist() == [1, 6, 3, -8]
    assert m.tolist() == [5, 6, 3, 2**31 - 1]


def test_contractions_match_numpy(monkeypatch) -> None:
    text = """
func.func @f(%a: tensor<4x6xf32>, %b: tensor<6x5xf32>, %c: tensor<4x5xf32>, %v: tensor<6xf32>,
             %w: tensor<4xf32>, %s: tensor<f32>, %ba: tensor<2x4x6xf32>, %bb: tensor<2x6x5xf32>,
             %bc: tensor<2x4x5xf32>, %at: tensor<6x4xf32>, %bt: tensor<5x6xf32>)
    -> (tensor<4x5xf32>, tensor<4xf32>, tensor<6xf32>, tensor<f32>, tensor<2x4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x6xf32>, tensor<6x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  %1 = linalg.matvec ins(%a, %v : tensor<4x6xf32>, tensor<6xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.vecmat ins(%w, %a : tensor<4xf32>, tensor<4x6xf32>) outs(%v : tensor<6xf32>) -> tensor<6xf32>
  %3 = linalg.dot ins(%v, %v : tensor<6xf32>, tensor<6xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %4 = linalg.batch_matmul ins(%ba, %bb : tensor<2x4x6xf32>, tensor<2x6x5xf32>) outs(%bc : tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  %5 = linalg.matmul_transpose_a ins(%at, %b : tensor<6x4xf32>, tensor<6x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  %6 = linalg.matmul_transpose_b ins(%a, %bt : tensor<4x6xf32>, tensor<5x6xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<4x5xf32>, tensor<4xf32>, tensor<6xf32>, tensor<f32>, tensor<2x4x5xf32>, tensor<4x5xf32>, tensor<4x5xf32>
}
"""
    a, b, c = _f32(4, 6), _f32(6, 5), _f32(4, 5)
    v, w, s = _f32(6), _f32(4), np.array(_f32(1)[0])
    ba, bb, bc = _f32(2, 4, 6), _f32(2, 6, 5), _f32(2, 4, 5)
    args = [a, b, c, v, w, s, ba, bb, bc, a.T.copy(), b.T.copy()]
    got = _run(text, "f", *args)
    want = [c + a @ b, w + a @ v, v + w @ a, s + v @ v, bc + ba @ bb, c + a @ b, c + a @ b]
    for g, e in zip(got, want):
        np.testing.assert_allclose(g, e, rtol=1e-5, atol=1e-5)
    slow = _scalar_run(monkeypatch, text, "f", *args)
    for g, e in zip(got, slow):
        assert g.tobytes() == e.tobytes()


def test_integer_matmul_casts_signed_and_unsigned() -> None:
    text = """
func.func @f(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<2x2xi32>) -> (tensor<2x2xi32>, tensor<2x2xi32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0, %1 : tensor<2x2xi32>, tensor<2x2xi32>
}
"""
    a = np.array([[-1, 2], [3, -128]], np.int8)
    b = np.array([[1, -1], [2, 5]], np.int8)
    c = np.zeros((2, 2), np.int32)
    s, u = _run(text, "f", a, b, c)
    assert s.tolist() == (a.astype(np.int32) @ b.astype(np.int32)).tolist()
    au, bu = a.view(np.uint8).astype(np.int32), b.view(np.uint8).astype(np.int32)
    assert u.tolist() == (au @ bu).tolist()


def test_fill_copy_transpose_broadcast() -> None:
    text = """
func.func @f(%x: tensor<2x3xf32>, %v: tensor<3xf32>, %s: f32, %h: tensor<2x3xf16>)
    -> (tensor<2x3xf32>, tensor<3x2xf32>, tensor<4x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %0 = linalg.fill ins(%s : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %t = tensor.empty() : tensor<3x2xf32>
  %1 = linalg.transpose ins(%x : tensor<2x3xf32>) outs(%t : tensor<3x2xf32>) permutation = [1, 0]
  %b = tensor.empty() : tensor<4x3xf32>
  %2 = linalg.broadcast ins(%v : tensor<3xf32>) outs(%b : tensor<4x3xf32>) dimensions = [0]
  %3 = linalg.copy ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = linalg.copy ins(%h : tensor<2x3xf16>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<3x2xf32>, tensor<4x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
"""
    x, v = _f32(2, 3), _f32(3)
    h = _f32(2, 3).astype(np.float16)
    f, t, b, c, ch = _run(text, "f", x, v, np.float32(2.5), h)
    assert (f == 2.5).all() and f.shape == (2, 3)
    assert t.tobytes() == x.T.copy().tobytes()
    assert b.tobytes() == np.broadcast_to(v, (4, 3)).copy().tobytes()
    assert c.tobytes() == x.tobytes()
    assert ch.tobytes() == h.astype(np.float32).tobytes()


# ------------------------------------------------------------------ memrefs, index, map, reduce


def test_memref_inits_are_written_in_place() -> None:
    text = """
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: memref<3x4xf32>, %o: memref<3x4xf32>, %t: memref<4x3xf32>, %s: f32, %z: memref<3x3xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<3x4xf32>) outs(%o : memref<3x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  }
  linalg.transpose ins(%a : memref<3x4xf32>) outs(%t : memref<4x3xf32>) permutation = [1, 0]
  linalg.fill ins(%s : f32) outs(%z : memref<3x3xf32>)
  linalg.matmul ins(%a, %t : memref<3x4xf32>, memref<4x3xf32>) outs(%z : memref<3x3xf32>)
  return
}
"""
    a = _f32(3, 4)
    o, t, z = (
        np.zeros((3, 4), np.float32),
        np.zeros((4, 3), np.float32),
        np.zeros((3, 3), np.float32),
    )
    assert _run(text, "f", a, o, t, np.float32(1.0), z) == ()
    assert o.tobytes() == (a * a).tobytes()
    assert t.tobytes() == a.T.copy().tobytes()
    np.testing.assert_allclose(z, 1 + a @ a.T, rtol=1e-5)


def test_index_reads_the_loop_indices(monkeypatch) -> None:
    text = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%o: tensor<3x4xi64>, %r: tensor<3xi64>) -> (tensor<3x4xi64>, tensor<3xi64>) {
  %0 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%o : tensor<3x4xi64>) {
  ^bb0(%x: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c10 = arith.constant 10 : index
    %t = arith.muli %i, %c10 : index
    %s = arith.addi %t, %j : index
    %v = arith.index_cast %s : index to i64
    linalg.yield %v : i64
  } -> tensor<3x4xi64>
  %1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%0 : tensor<3x4xi64>) outs(%r : tensor<3xi64>) {
  ^bb0(%x: i64, %acc: i64):
    %s = arith.addi %x, %acc : i64
    linalg.yield %s : i64
  } -> tensor<3xi64>
  return %0, %1 : tensor<3x4xi64>, tensor<3xi64>
}
"""
    o, r = np.zeros((3, 4), np.int64), np.zeros(3, np.int64)
    want = np.arange(3)[:, None] * 10 + np.arange(4)[None, :]
    g, s = _run(text, "f", o, r)
    assert g.tolist() == want.tolist()
    assert s.tolist() == want.sum(1).tolist()
    g2, s2 = _scalar_run(monkeypatch, text, "f", o, r)
    assert g2.tolist() == g.tolist() and s2.tolist() == s.tolist()


def test_map_and_reduce_short_and_long_bodies() -> None:
    text = """
func.func @f(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %w: tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %0 = linalg.map { arith.subf } ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>)
  %1 = linalg.map ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>)
    (%x: f32) {
      %y = arith.mulf %x, %x : f32
      %z = math.exp %y : f32
      linalg.yield %z : f32
    }
  %2 = linalg.reduce { arith.maxnumf } ins(%a : tensor<2x3xf32>) outs(%w : tensor<2xf32>) dimensions = [1]
  %r = tensor.empty() : tensor<3xf32>
  %3 = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%r : tensor<3xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>
}
"""
    a, b = _f32(2, 3), _f32(2, 3)
    w = np.full(2, -np.inf, np.float32)
    d, e, m, s = _run(text, "f", a, b, w)
    assert d.tobytes() == (a - b).tobytes()
    np.testing.assert_allclose(e, np.exp(a * a), rtol=1e-6)
    assert m.tobytes() == a.max(1).tobytes()
    np.testing.assert_allclose(s, a.sum(0), rtol=1e-6)


def test_poison_operand_gives_poison_results() -> None:
    text = """
func.func @f(%o: tensor<2xf32>) -> tensor<2xf32> {
  %p = ub.poison : f32
  %0 = linalg.fill ins(%p : f32) outs(%o : tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
"""
    assert _run(text, "f", np.zeros(2, np.float32)) == (POISON,)


# ------------------------------------------------------------------ interfaces and effects


def test_interfaces_of_generic_and_named_ops() -> None:
    m = _module(_bench("mlp"))
    ops = {}
    for op in m.walk():
        ops.setdefault(op.name, op)
    mm = ops["linalg.matmul"]
    s = mm.interface(LinalgStructuredOpInterface)
    assert [str(x) for x in s.indexing_maps()] == [
        "(d0, d1, d2) -> (d0, d2)",
        "(d0, d1, d2) -> (d2, d1)",
        "(d0, d1, d2) -> (d0, d1)",
    ]
    assert s.iterator_types() == ["parallel", "parallel", "reduction"]
    assert s.num_loops() == 3 and s.num_reduction_loops() == 1
    assert s.static_loop_ranges()[1] in (256, 512)
    body = s.payload_region().blocks[0]
    assert [o.name for o in body.ops] == ["arith.mulf", "arith.addf", "linalg.yield"]
    dps = mm.interface(DestinationStyleOpInterface)
    assert dps.dps_inits() == [mm.op_operands[2].value]
    assert dps.tied_op_result(mm.op_operands[2]) is mm.results[0]
    g = ops["linalg.generic"].interface(LinalgStructuredOpInterface)
    assert g.iterator_types() == ["parallel", "parallel"]
    assert ops["linalg.fill"].interface(LinalgStructuredOpInterface).num_loops() == 2


def test_effects_none_on_tensors_reads_and_writes_on_memrefs() -> None:
    m = _module(
        """
func.func @f(%t: tensor<4xf32>, %m: memref<4xf32>, %n: memref<4xf32>, %s: f32) {
  %0 = linalg.fill ins(%s : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  linalg.copy ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)
  return
}
"""
    )
    ops = [op for op in m.walk() if op.name.startswith("linalg.") and op.name != "linalg.yield"]
    fill, copy = ops
    assert fill.interface(MemoryEffectOpInterface).effects() == []
    assert is_memory_effect_free(fill) and would_op_be_trivially_dead(fill)
    kinds = [(e.effect, e.value) for e in copy.interface(MemoryEffectOpInterface).effects()]
    m_val, n_val = copy.op_operands[0].value, copy.op_operands[1].value
    assert kinds == [("read", m_val), ("write", n_val)]  # copy's payload ignores the init
    assert not is_memory_effect_free(copy) and not would_op_be_trivially_dead(copy)
    mm = _module(
        """
func.func @g(%m: memref<4x4xf32>, %n: memref<4x4xf32>) {
  linalg.matmul ins(%m, %m : memref<4x4xf32>, memref<4x4xf32>) outs(%n : memref<4x4xf32>)
  return
}
"""
    )
    (op,) = [o for o in mm.walk() if o.name == "linalg.matmul"]
    kinds = [e.effect for e in op.interface(MemoryEffectOpInterface).effects()]
    assert kinds == ["read", "read", "read", "write"]  # matmul's payload reads its init


# ------------------------------------------------------------------ constructors


def test_constructors_build_the_payload_regions_and_run() -> None:
    from irlite.dialects import arith, func, linalg
    from irlite.ir.affine import AffineMap
    from irlite.ir.builder import Builder, module
    from irlite.ir.printer import print_op
    from irlite.ir.types import FloatType, RankedTensorType

    t = RankedTensorType.get([3, 3], FloatType.get("f32"))
    m = module()
    with Builder.at_end(m.body) as b:
        f = b.func("f", [t, t, t], [t])
    with Builder.at_end(f.body.blocks[0]):
        a, c, o = f.body.blocks[0].args
        mm = linalg.matmul([a, c], [o])
        ident = AffineMap.get_multi_dim_identity(2)
        g = linalg.generic(
            [mm.results[0]],
            [o],
            [ident, ident],
            ["parallel", "parallel"],
            lambda b, x, y: [arith.addf(x, x)],
        )
        tr = linalg.transpose(g.results[0], o, permutation=[1, 0])
        func.return_([tr.results[0]])
    verify(m)
    body = [op.name for op in mm.regions[0].blocks[0].ops]
    assert body == ["arith.mulf", "arith.addf", "linalg.yield"]
    text = print_op(m)
    assert "linalg.matmul ins(%arg0, %arg1 : tensor<3x3xf32>, tensor<3x3xf32>)" in text
    assert "permutation = [1, 0]" in text
    x, e = _f32(3, 3), np.eye(3, dtype=np.float32)
    (got,) = Interpreter(m).run("f", x, e, np.zeros((3, 3), np.float32))
    assert got.tobytes() == ((x @ e) * 2).T.copy().tobytes()
    again = _module(text)  # what it prints parses back
    assert print_op(again) == text


def test_compare_select_casts_and_i1_logic_vectorized_as_scalar(monkeypatch) -> None:
    text = """
#id = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<8xf32>, %n: tensor<8xi32>, %o: tensor<8xf32>, %b: tensor<8xi1>)
    -> (tensor<8xf32>, tensor<8xi1>) {
  %t = arith.constant true
  %z = arith.constant 0.0 : f32
  %0:2 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%x, %n : tensor<8xf32>, tensor<8xi32>) outs(%o, %b : tensor<8xf32>, tensor<8xi1>) {
  ^bb0(%a: f32, %i: i32, %y: f32, %c: i1):
    %gt = arith.cmpf ugt, %a, %z : f32
    %r = arith.select %gt, %a, %z : f32
    %f = arith.sitofp %i : i32 to f32
    %s = arith.addf %r, %f : f32
    %lt = arith.cmpi slt, %i, %i : i32
    %nt = arith.xori %gt, %t : i1
    %e = arith.ori %nt, %lt : i1
    linalg.yield %s, %e : f32, i1
  } -> (tensor<8xf32>, tensor<8xi1>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xi1>
}
"""
    x = np.array([1.5, -2.0, np.nan, 0.0, -0.0, 3.0, -np.inf, np.inf], np.float32)
    n = np.array([1, -2, 3, 2**24 + 1, -7, 0, 5, -(2**31)], np.int32)
    o, b = np.zeros(8, np.float32), np.zeros(8, np.bool_)
    s, e = _run(text, "f", x, n, o, b)
    gt = ~(x <= 0)  # ugt: true where x > 0 or x is NaN
    want = np.where(gt, x, np.float32(0)) + n.astype(np.float64).astype(np.float32)
    assert s.tobytes() == want.tobytes()
    assert e.tolist() == (~gt).tolist()
    s2, e2 = _scalar_run(monkeypatch, text, "f", x, n, o, b)
    assert s2.tobytes() == s.tobytes() and e2.tolist() == e.tolist()


def test_poison_from_outside_the_payload() -> None:
    text = """
#id = affine_map<(d0) -> (d0)>
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %p = ub.poison : f32
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %p : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
"""
    assert _run(text, "f", np.ones(4, np.float32)) == (POISON,)


# ------------------------------------------------------------------ random structured ops

_RANDOM_BINARY = ["addf", "subf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf", "divf"]
#: random programs per run (fixed seeds; 1,200 were checked by hand too, none differed)
_RANDOM_PROGRAMS = 120


def _random_generic(rng: np.random.Generator) -> tuple[str, list]:
    """A random linalg.generic: 1-3 loops (parallel or reduction), 1-2 inputs indexed by
    random projected permutations, one init indexed by the parallel loops in a random order,
    and a random float payload over the inputs and the init."""
    n = int(rng.integers(1, 4))
    sizes = [int(rng.integers(1, 5)) for _ in range(n)]
    iters = [("reduction" if rng.random() < 0.4 else "parallel") for _ in range(n)]
    par = [d for d in range(n) if iters[d] == "parallel"]
    dims = ", ".join(f"d{d}" for d in range(n))

    def amap(pos: list) -> str:
        return f"affine_map<({dims}) -> ({', '.join(f'd{p}' for p in pos)})>"

    def ttype(pos: list) -> str:
        return "tensor<" + "".join(f"{sizes[p]}x" for p in pos) + "f32>"

    ins = [[int(x) for x in rng.permutation(n)]]  # every loop is indexed by some operand
    for _ in range(int(rng.integers(0, 2))):
        k = int(rng.integers(0, n + 1))
        ins.append([int(x) for x in rng.permutation(n)[:k]])
    out = [int(x) for x in rng.permutation(par)] if par else []
    maps = [amap(p) for p in ins] + [amap(out)]
    names = [f"%a{i}" for i in range(len(ins))] + ["%acc"]
    lines, avail = [], list(names)
    for j in range(int(rng.integers(1, 5))):
        x, y = (avail[int(rng.integers(len(avail)))] for _ in range(2))
        if rng.random() < 0.2:
            lines.append(f"    %c{j} = arith.cmpf olt, {x}, {y} : f32")
            lines.append(f"    %v{j} = arith.select %c{j}, {x}, {y} : f32")
        elif rng.random() < 0.15:
            lines.append(f"    %v{j} = arith.negf {x} : f32")
        else:
            op = _RANDOM_BINARY[int(rng.integers(len(_RANDOM_BINARY)))]
            lines.append(f"    %v{j} = arith.{op} {x}, {y} : f32")
        avail.append(f"%v{j}")
    params = ", ".join(f"%x{i}: {ttype(p)}" for i, p in enumerate(ins))
    ot = ttype(out)
    text = (
        f"func.func @f({params}, %o: {ot}) -> {ot} {{\n"
        f"  %r = linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = "
        f"[{', '.join(repr(t).replace(chr(39), chr(34)) for t in iters)}]}}\n"
        f"      ins({', '.join(f'%x{i}' for i in range(len(ins)))} : "
        f"{', '.join(ttype(p) for p in ins)}) outs(%o : {ot}) {{\n"
        f"  ^bb0({', '.join(f'{nm}: f32' for nm in names)}):\n"
        + "\n".join(lines)
        + f"\n    linalg.yield {avail[-1]} : f32\n  }} -> {ot}\n  return %r : {ot}\n}}\n"
    )
    special = np.array([0.0, -0.0, 1.0, -1.5, np.nan, np.inf, -np.inf, 3.25], np.float32)

    def value(pos: list) -> np.ndarray:
        shape = [sizes[p] for p in pos]
        return special[rng.integers(len(special), size=shape)].astype(np.float32)

    return text, [value(p) for p in ins] + [value(out)]


@pytest.mark.parametrize("seed", range(_RANDOM_PROGRAMS))
def test_random_generics_vectorized_equals_scalar(monkeypatch, seed: int) -> None:
    text, args = _random_generic(np.random.default_rng(seed))
    (fast,) = _run(text, "f", *args)
    (slow,) = _scalar_run(monkeypatch, text, "f", *args)
    _assert_same_bits(fast, slow, text)


def _assert_same_bits(a, b, text: str = "") -> None:
    """Equal bit for bit, except that any NaN equals any NaN (IEEE leaves the payload and
    sign of a NaN result unspecified: numpy's scalar and array loops may differ there)."""
    a, b = np.asarray(a), np.asarray(b)
    assert a.shape == b.shape and a.dtype == b.dtype, text
    nan = np.isnan(a) & np.isnan(b)
    assert (np.isnan(a) == np.isnan(b)).all(), text
    assert a[~nan].tobytes() == b[~nan].tobytes(), text


def test_elemwise_unary_and_binary_follow_fun_and_cast() -> None:
    text = """
func.func @f(%a: tensor<4xf32>, %h: tensor<4xf16>, %i: tensor<4xi8>, %j: tensor<4xi32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  %0 = linalg.elemwise_unary ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.elemwise_unary {fun = #linalg.unary_fn<abs>} ins(%h : tensor<4xf16>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.elemwise_binary {fun = #linalg.binary_fn<sub>} ins(%a, %h : tensor<4xf32>, tensor<4xf16>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.elemwise_binary {fun = #linalg.binary_fn<max_unsigned>, cast = #linalg.type_fn<cast_unsigned>} ins(%i, %j : tensor<4xi8>, tensor<4xi32>) outs(%j : tensor<4xi32>) -> tensor<4xi32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
}
"""
    a = _f32(4)
    h = _f32(4).astype(np.float16)
    i = np.array([-1, 2, -128, 5], np.int8)
    j = np.array([3, 300, 100, -1], np.int32)
    e, ab, d, mx = _run(text, "f", a, h, i, j)
    np.testing.assert_allclose(e, np.exp(a), rtol=1e-6)
    assert ab.tobytes() == np.abs(h.astype(np.float32)).tobytes()
    assert d.tobytes() == (a - h.astype(np.float32)).tobytes()
    iu = i.view(np.uint8).astype(np.int64)
    ju = j.view(np.uint32).astype(np.int64)
    assert mx.view(np.uint32).tolist() == np.maximum(iu, ju).tolist()


def test_transpose_of_rank_3_follows_its_permutation() -> None:
    text = """
func.func @f(%a: tensor<2x3x4xf32>, %o: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%o : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  return %0 : tensor<3x4x2xf32>
}
"""
    m = _module(text)
    (op,) = [o for o in m.walk() if o.name == "linalg.transpose"]
    maps = op.interface(LinalgStructuredOpInterface).indexing_maps()
    assert [str(x) for x in maps] == [
        "(d0, d1, d2) -> (d2, d0, d1)",
        "(d0, d1, d2) -> (d0, d1, d2)",
    ]
    a = _f32(2, 3, 4)
    (got,) = Interpreter(m).run("f", a, np.zeros((3, 4, 2), np.float32))
    assert got.tobytes() == np.transpose(a, (1, 2, 0)).copy().tobytes()
