"""The linalg passes through the interfaces only, and their helpers.

A user dialect (tests/passes/data/stru.rules) defines ``stru.apply``, a structured op that
implements ``LinalgStructuredOpInterface`` and ``DestinationStyleOpInterface`` natively:
``linalg-generalize-named-ops`` and the three loop lowerings handle it as they handle
linalg's own ops, and the results (run in the interpreter) are numpy's. Then MLIR's map
helpers (``inversePermutation``, ``canOpOperandsBeDropped``), ``convertScalarToDtype``,
and the fusion precondition on parsed IR.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from irlite.gen.loader import load_rules
from irlite.ir.affine import AffineMap, get_affine_dim_expr
from irlite.ir.context import Context
from irlite.ir.interfaces import LinalgStructuredOpInterface
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.passes.infra.manager import run_pipeline
from irlite.passes.infra.registry import load_builtin_passes
from irlite.passes.transforms.linalg_fuse_elementwise_ops import are_elementwise_ops_fusable
from irlite.passes.transforms.linalg_utils import (
    can_operands_be_dropped,
    concat_maps,
    inverse_permutation,
)
from irlite.targets.interp import Interpreter

STRU = Path(__file__).resolve().parents[1] / "data" / "stru.rules"

BUFFERS = """
func.func @f(%a: memref<2x3xf32>, %b: memref<3x2xf32>) {
  "stru.apply"(%a, %b) <{transposed}> ({
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    %y = math.exp %x : f32
    %z = arith.addf %y, %f : f32
    linalg.yield %z : f32
  }) : (memref<2x3xf32>, memref<3x2xf32>) -> ()
  return
}
"""

TENSORS = """
func.func @f(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<3x2xf32> {
  %0 = "stru.apply"(%a, %b) <{transposed}> ({
  ^bb0(%x: f32, %o: f32):
    %y = math.exp %x : f32
    linalg.yield %y : f32
  }) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<3x2xf32>) outs(%e : tensor<3x2xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<3x2xf32>
  return %1 : tensor<3x2xf32>
}
"""


def _ctx() -> Context:
    ctx = Context()
    load_rules(str(STRU), ctx)
    return ctx


def _run(text: str, pipeline: str) -> tuple:
    load_builtin_passes()
    ctx = _ctx()
    m = parse_module(text, ctx)
    assert run_pipeline(f"builtin.module({pipeline})", m, ctx)
    return m, print_op(m)


A = np.arange(6, dtype=np.float32).reshape(2, 3) / 4


def test_user_structured_op_has_the_interfaces() -> None:
    m = parse_module(BUFFERS, _ctx())
    op = next(o for o in m.walk() if o.name == "stru.apply")
    lop = op.interface(LinalgStructuredOpInterface)
    assert lop is not None and lop.num_parallel_loops() == 2
    assert [str(x) for x in lop.indexing_maps()] == [
        "(d0, d1) -> (d1, d0)",
        "(d0, d1) -> (d0, d1)",
    ]


@pytest.mark.parametrize(
    "pipeline,loop",
    [
        ("convert-linalg-to-loops", "scf.for"),
        ("convert-linalg-to-parallel-loops", "scf.parallel"),
        ("convert-linalg-to-affine-loops", "affine.for"),
        ("linalg-generalize-named-ops", "linalg.generic"),
    ],
)
def test_user_structured_op_lowered_through_interfaces(pipeline: str, loop: str) -> None:
    m, text = _run(BUFFERS, pipeline)
    assert "stru.apply" not in text and loop in text
    assert "linalg.index" not in text or loop == "linalg.generic"
    out = np.zeros((3, 2), np.float32)
    Interpreter(m).run("f", A.copy(), out)
    want = np.exp(A.T) + np.arange(2, dtype=np.float32)[None, :]
    np.testing.assert_array_equal(out, want.astype(np.float32))


def test_user_structured_op_fuses_once_generalized() -> None:
    _, fused_alone = _run(TENSORS, "linalg-fuse-elementwise-ops")
    assert "stru.apply" in fused_alone  # fusion takes linalg.generic producers only (MLIR)
    m, text = _run(TENSORS, "linalg-generalize-named-ops,linalg-fuse-elementwise-ops")
    assert text.count("linalg.generic") == 1 and "math.exp" in text and "arith.negf" in text
    (got,) = Interpreter(m).run("f", A.copy(), np.zeros((3, 2), np.float32))
    np.testing.assert_array_equal(got, -np.exp(A.T))


def _map(n: int, *dims: int) -> AffineMap:
    return AffineMap.get(n, 0, [get_affine_dim_expr(d) for d in dims])


def test_inverse_permutation_as_mlir() -> None:
    assert inverse_permutation(_map(3, 1, 2, 0)) == _map(3, 2, 0, 1)
    # a projected permutation with repeats: the first result naming each dim wins
    assert inverse_permutation(_map(2, 1, 0, 1)) == _map(3, 1, 0)
    assert inverse_permutation(_map(2, 0)) is None
    empty = AffineMap.get(0, 0, [])
    assert inverse_permutation(empty) == empty
    assert concat_maps([_map(2, 0), _map(2, 1, 0)]) == _map(2, 0, 1, 0)


REDUCTION = """
func.func @f(%a: tensor<4x8xf32>, %r: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                        affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%0 : tensor<4x8xf32>) outs(%r : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
"""


def test_fusion_precondition_and_droppable_operands() -> None:
    m = parse_module(REDUCTION, Context())
    producer, consumer = [o for o in m.walk() if o.name == "linalg.generic"]
    assert are_elementwise_ops_fusable(consumer.op_operands[0])
    assert not are_elementwise_ops_fusable(consumer.op_operands[1])  # an init
    lop = consumer.interface(LinalgStructuredOpInterface)
    # the input alone gives both loops' bounds; the init alone does not
    assert can_operands_be_dropped(consumer, lop, [consumer.op_operands[1]])
    assert not can_operands_be_dropped(consumer, lop, [consumer.op_operands[0]])
    assert not are_elementwise_ops_fusable(producer.op_operands[0])  # not a generic's result
