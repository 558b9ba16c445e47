"""The tensor dialect's interfaces (rules/tensor.py): which ops are destination-style and
which infer their result types, as in MLIR 19, and what generic code gets from them."""

from __future__ import annotations

import irlite  # noqa: F401
from irlite.ir.context import Context
from irlite.ir.interfaces import DestinationStyleOpInterface, InferTypeOpInterface
from irlite.ir.module import parse_module

TEXT = """
func.func @f(%t: tensor<4x?xf32>, %s: tensor<2x2xf32>, %v: f32, %i: index, %f: f32)
    -> (tensor<4x?xf32>, f32, index, index, tensor<4x?xf32>, tensor<6x?xf32>) {
  %0 = tensor.insert %v into %t[%i, %i] : tensor<4x?xf32>
  %1 = tensor.extract %0[%i, %i] : tensor<4x?xf32>
  %2 = tensor.dim %0, %i : tensor<4x?xf32>
  %3 = tensor.rank %0 : tensor<4x?xf32>
  %4 = tensor.insert_slice %s into %t[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
  %5 = tensor.pad %t low[1, 0] high[1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<6x?xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4x?xf32>, f32, index, index, tensor<4x?xf32>, tensor<6x?xf32>
}
"""


def _ops():
    m = parse_module(TEXT, Context())
    func = m.regions[0].blocks[0].first
    return {o.name: o for o in func.regions[0].blocks[0].ops}


def test_insert_and_insert_slice_are_destination_style():
    ops = _ops()
    for name in ("tensor.insert", "tensor.insert_slice"):
        op = ops[name]
        dps = op.interface(DestinationStyleOpInterface)
        assert dps is not None, name
        (init,) = dps.dps_init_operands()
        assert init is op.op_operands[1]
        assert dps.tied_op_result(init) is op.results[0]
        assert dps.tied_op_operand(op.results[0]) is init
        assert init not in dps.dps_input_operands()
        assert dps.has_pure_tensor_semantics()
    # MLIR 19's pad and extract are not destination-style
    assert ops["tensor.pad"].interface(DestinationStyleOpInterface) is None
    assert ops["tensor.extract"].interface(DestinationStyleOpInterface) is None


def test_result_types_inferred_from_operands():
    ops = _ops()
    for name in ("tensor.insert", "tensor.extract", "tensor.dim", "tensor.rank"):
        op = ops[name]
        it = op.interface(InferTypeOpInterface)
        assert it is not None, name
        assert it.inferred_result_types() == [r.type for r in op.results], name
