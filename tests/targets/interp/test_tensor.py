"""``tensor`` in the interpreter: ``pad``, ``reshape``, ``bitcast`` and ``concat`` against
their numpy meaning, their undefined behavior, and canonicalize (the tensor folders and
patterns) keeping every program's results on random inputs.
"""

from __future__ import annotations

import numpy as np
import pytest

import irlite  # noqa: F401
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.verifier import verify
from irlite.passes.infra.manager import run_pipeline
from irlite.targets.interp import Interpreter, UndefinedBehavior

RNG = np.random.default_rng(11)


def _module(text: str):
    ctx = Context()
    m = parse_module(text, ctx)
    assert verify(m, ctx) == [], text
    return m, ctx


def _run(text: str, *args):
    return Interpreter(_module(text)[0]).run("f", *args)


# ------------------------------------------------------------------ pad


PAD = """
func.func @f(%a: tensor<2x3xi32>, %l: index, %v: i32) -> tensor<?x6xi32> {
  %p = tensor.pad %a low[%l, 1] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<2x3xi32> to tensor<?x6xi32>
  return %p : tensor<?x6xi32>
}
"""


def test_pad_constant_value_is_numpy_pad():
    a = np.arange(6, dtype=np.int32).reshape(2, 3)
    for low in (0, 1, 3):
        (got,) = _run(PAD, a, low, -7)
        want = np.pad(a, ((low, 1), (1, 2)), constant_values=-7)
        assert got.dtype == np.int32 and np.array_equal(got, want)


def test_pad_body_sees_the_element_indices():
    text = """
    func.func @f(%a: tensor<2x2xf32>) -> tensor<3x4xf32> {
      %p = tensor.pad %a low[1, 1] high[0, 1] {
      ^bb0(%i: index, %j: index):
        %k = arith.muli %i, %j : index
        %c = arith.index_cast %k : index to i32
        %x = arith.sitofp %c : i32 to f32
        tensor.yield %x : f32
      } : tensor<2x2xf32> to tensor<3x4xf32>
      return %p : tensor<3x4xf32>
    }
    """
    a = np.array([[10.0, 11.0], [12.0, 13.0]], dtype=np.float32)
    (got,) = _run(text, a)
    want = np.array([[i * j for j in range(4)] for i in range(3)], dtype=np.float32)
    want[1:3, 1:3] = a
    assert np.array_equal(got, want)


def test_pad_negative_padding_is_undefined():
    a = np.zeros((2, 3), dtype=np.int32)
    with pytest.raises(UndefinedBehavior):
        _run(PAD, a, -1, 0)


# ------------------------------------------------------------------ reshape, bitcast, concat


def test_reshape_takes_the_shape_operand():
    text = """
    func.func @f(%a: tensor<2x6xf32>, %s: tensor<3xindex>) -> tensor<?x?x?xf32> {
      %r = tensor.reshape %a(%s) : (tensor<2x6xf32>, tensor<3xindex>) -> tensor<?x?x?xf32>
      return %r : tensor<?x?x?xf32>
    }
    """
    a = RNG.standard_normal((2, 6)).astype(np.float32)
    for shape in ((3, 2, 2), (1, 12, 1), (12, 1, 1)):
        (got,) = _run(text, a, np.array(shape, dtype=np.int64))
        assert np.array_equal(got, a.reshape(shape))
    with pytest.raises(UndefinedBehavior):
        _run(text, a, np.array([5, 2, 1], dtype=np.int64))


def test_reshape_with_i32_shape_to_unranked_source():
    text = """
    func.func @f(%a: tensor<4xi8>, %s: tensor<2xi32>) -> tensor<2x2xi8> {
      %r = tensor.reshape %a(%s) : (tensor<4xi8>, tensor<2xi32>) -> tensor<2x2xi8>
      return %r : tensor<2x2xi8>
    }
    """
    a = np.array([1, -2, 3, -4], dtype=np.int8)
    (got,) = _run(text, a, np.array([2, 2], dtype=np.int32))
    assert np.array_equal(got, a.reshape(2, 2))
    with pytest.raises(UndefinedBehavior):
        _run(text, a, np.array([4, 1], dtype=np.int32))


def test_bitcast_reinterprets_bits():
    text = """
    func.func @f(%a: tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>) {
      %b = tensor.bitcast %a : tensor<3xi32> to tensor<3xf32>
      %u = tensor.bitcast %a : tensor<3xi32> to tensor<3xui32>
      %c = tensor.bitcast %u : tensor<3xui32> to tensor<3xi32>
      return %b, %c : tensor<3xf32>, tensor<3xi32>
    }
    """
    a = np.array([0x3F800000, -1, 0x7F800000], dtype=np.int32)
    got_f, got_i = _run(text, a)
    assert np.array_equal(got_f.view(np.int32), a)
    assert got_f[0] == 1.0 and np.isinf(got_f[2])
    assert np.array_equal(got_i, a)


def test_concat_along_each_dimension():
    text = """
    func.func @f(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>, %c: tensor<2x1xf32>)
        -> (tensor<?x3xf32>, tensor<2x7xf32>) {
      %0 = tensor.concat dim(0) %a, %b, %a : (tensor<2x3xf32>, tensor<?x3xf32>, tensor<2x3xf32>) -> tensor<?x3xf32>
      %1 = tensor.concat dim(1) %a, %c, %a : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x7xf32>
      return %0, %1 : tensor<?x3xf32>, tensor<2x7xf32>
    }
    """
    a = RNG.standard_normal((2, 3)).astype(np.float32)
    b = RNG.standard_normal((5, 3)).astype(np.float32)
    c = RNG.standard_normal((2, 1)).astype(np.float32)
    r0, r1 = _run(text, a, b, c)
    assert np.array_equal(r0, np.concatenate([a, b, a], axis=0))
    assert np.array_equal(r1, np.concatenate([a, c, a], axis=1))


def test_cast_to_a_wrong_static_shape_is_undefined():
    text = """
    func.func @f(%a: tensor<?xf32>) -> tensor<4xf32> {
      %c = tensor.cast %a : tensor<?xf32> to tensor<4xf32>
      return %c : tensor<4xf32>
    }
    """
    (got,) = _run(text, np.ones(4, dtype=np.float32))
    assert got.shape == (4,)
    with pytest.raises(UndefinedBehavior):
        _run(text, np.ones(3, dtype=np.float32))


# ------------------------------------------------------------------ canonicalize keeps results

#: programs on which the tensor folders and patterns fire, each with argument makers
CANON_PROGRAMS = [
    (
        """
        func.func @f(%a: tensor<4x?xf32>, %v: f32) -> (tensor<?x?xf32>, index, tensor<6x?xf32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %z = arith.constant 0 : index
          %0 = tensor.cast %a : tensor<4x?xf32> to tensor<?x?xf32>
          %d = tensor.dim %0, %c0 : tensor<?x?xf32>
          %p = tensor.pad %0 low[%z, %c1] high[%z, %c0] {
          ^bb0(%i: index, %j: index):
            tensor.yield %v : f32
          } : tensor<?x?xf32> to tensor<?x?xf32>
          %q = tensor.pad %a low[1, 0] high[%c1, 0] {
          ^bb0(%i: index, %j: index):
            tensor.yield %v : f32
          } : tensor<4x?xf32> to tensor<6x?xf32>
          return %p, %d, %q : tensor<?x?xf32>, index, tensor<6x?xf32>
        }
        """,
        lambda: (RNG.standard_normal((4, 3)).astype(np.float32), np.float32(2.5)),
    ),
    (
        """
        func.func @f(%a: tensor<8x?xi32>, %o: index) -> (tensor<2x?xi32>, tensor<8x?xi32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c2 = arith.constant 2 : index
          %n = tensor.dim %a, %c1 : tensor<8x?xi32>
          %s = tensor.extract_slice %a[%c1, %c0] [%c2, %n] [%c1, %c1] : tensor<8x?xi32> to tensor<?x?xi32>
          %i = tensor.insert_slice %s into %a[%o, %c0] [%c2, %n] [%c1, %c1] : tensor<?x?xi32> into tensor<8x?xi32>
          %e = tensor.extract_slice %i[%o, 0] [2, %n] [1, 1] : tensor<8x?xi32> to tensor<2x?xi32>
          return %e, %i : tensor<2x?xi32>, tensor<8x?xi32>
        }
        """,
        lambda: (RNG.integers(-50, 50, (8, 5)).astype(np.int32), int(RNG.integers(0, 7))),
    ),
    (
        """
        func.func @f(%a: tensor<2x3x4xf32>) -> (tensor<24xf32>, tensor<6x4xf32>, tensor<2x12xf32>) {
          %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
          %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
          %2 = tensor.expand_shape %1 [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
          %3 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
          %4 = tensor.collapse_shape %3 [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
          return %1, %2, %4 : tensor<24xf32>, tensor<6x4xf32>, tensor<2x12xf32>
        }
        """,
        lambda: (RNG.standard_normal((2, 3, 4)).astype(np.float32),),
    ),
    (
        """
        func.func @f(%x: index, %y: index, %i: index) -> (index, index, tensor<3xindex>) {
          %c3 = arith.constant 3 : index
          %g = tensor.generate %c3 {
          ^bb0(%k: index):
            %m = arith.muli %k, %x : index
            %s = arith.addi %m, %y : index
            tensor.yield %s : index
          } : tensor<?xindex>
          %e = tensor.extract %g[%i] : tensor<?xindex>
          %t = tensor.from_elements %x, %y, %e : tensor<3xindex>
          %c1 = arith.constant 1 : index
          %f = tensor.extract %t[%c1] : tensor<3xindex>
          %gc = tensor.cast %g : tensor<?xindex> to tensor<3xindex>
          return %e, %f, %gc : index, index, tensor<3xindex>
        }
        """,
        lambda: (int(RNG.integers(0, 9)), int(RNG.integers(0, 9)), int(RNG.integers(0, 3))),
    ),
    (
        """
        func.func @f(%a: tensor<2x2xi32>, %s: tensor<2xindex>) -> (tensor<2x2xi32>, tensor<4xi32>, tensor<4xi32>) {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %d0 = tensor.dim %a, %c0 : tensor<2x2xi32>
          %d1 = tensor.dim %a, %c1 : tensor<2x2xi32>
          %ds = tensor.from_elements %d0, %d1 : tensor<2xindex>
          %r = tensor.reshape %a(%ds) : (tensor<2x2xi32>, tensor<2xindex>) -> tensor<2x2xi32>
          %k = arith.constant dense<4> : tensor<1xindex>
          %r1 = tensor.reshape %a(%k) : (tensor<2x2xi32>, tensor<1xindex>) -> tensor<4xi32>
          %r2 = tensor.reshape %r1(%k) : (tensor<4xi32>, tensor<1xindex>) -> tensor<4xi32>
          %b = tensor.bitcast %r2 : tensor<4xi32> to tensor<4xui32>
          %b2 = tensor.bitcast %b : tensor<4xui32> to tensor<4xi32>
          %cc = tensor.concat dim(0) %b2 : (tensor<4xi32>) -> tensor<4xi32>
          return %r, %r2, %cc : tensor<2x2xi32>, tensor<4xi32>, tensor<4xi32>
        }
        """,
        lambda: (RNG.integers(-9, 9, (2, 2)).astype(np.int32), np.array([2, 2], dtype=np.int64)),
    ),
]


@pytest.mark.parametrize("index", range(len(CANON_PROGRAMS)))
def test_canonicalize_keeps_results(index):
    text, make = CANON_PROGRAMS[index]
    before_m, _ = _module(text)
    after_m, ctx = _module(text)
    assert run_pipeline("builtin.module(canonicalize)", after_m, ctx)
    assert verify(after_m, ctx) == []
    assert print_op(after_m) != print_op(before_m), "nothing canonicalized"
    for _ in range(6):
        args = make()
        want = Interpreter(before_m).run("f", *args)
        got = Interpreter(after_m).run("f", *args)
        for w, g in zip(want, got):
            assert np.array_equal(np.asarray(w), np.asarray(g)), print_op(after_m)
