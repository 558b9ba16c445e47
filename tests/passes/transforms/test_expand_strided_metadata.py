"""expand-strided-metadata end to end: views through subview, expand_shape and collapse_shape
are rewritten to extract_strided_metadata + affine.apply + reinterpret_cast, lowered with
lower-affine and convert-to-llvm, and the compiled code reads what the interpreter reads on
the original program."""

from __future__ import annotations

import numpy as np
import pytest

import irlite
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.passes.infra.manager import PassManager

PROGRAM = """
func.func @views(%m: memref<8x12xf32>, %o: index, %s: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %sv = memref.subview %m[%o, 1] [4, 6] [%s, 2]
      : memref<8x12xf32> to memref<4x6xf32, strided<[?, 2], offset: ?>>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> f32 {
    %r2 = scf.for %j = %c0 to %c4 step %c1 iter_args(%a2 = %acc) -> f32 {
      %inner = memref.subview %sv[%i, %j] [1, 2] [1, 1]
          : memref<4x6xf32, strided<[?, 2], offset: ?>> to memref<2xf32, strided<[2], offset: ?>>
      %v = memref.load %inner[%c1] : memref<2xf32, strided<[2], offset: ?>>
      %w = arith.mulf %v, %v : f32
      %a3 = arith.addf %a2, %w : f32
      scf.yield %a3 : f32
    }
    scf.yield %r2 : f32
  }
  %flat = memref.collapse_shape %m [[0, 1]] : memref<8x12xf32> into memref<96xf32>
  %e = memref.expand_shape %flat [[0, 1]] output_shape [24, 4] : memref<96xf32> into memref<24x4xf32>
  %x = memref.load %e[%o, %c2] : memref<24x4xf32>
  %t = arith.addf %r, %x : f32
  return %t : f32
}
"""

PIPELINE = (
    "expand-strided-metadata,lower-affine,arith-expand{ceil-floor-div-only=true},"
    "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
)


def _expanded_text() -> str:
    ctx = Context()
    m = parse_module(PROGRAM, ctx)
    PassManager.from_pipeline("builtin.module(expand-strided-metadata)", ctx).run(m)
    return str(m)


def test_views_are_expanded():
    text = _expanded_text()
    for view in ("memref.subview", "memref.expand_shape", "memref.collapse_shape"):
        assert view not in text
    assert "memref.reinterpret_cast" in text
    assert "affine.apply" in text


@pytest.mark.parametrize("o,s", [(0, 1), (1, 1), (1, 2), (4, 1), (0, 2)])
def test_llvm_matches_interpreter(o, s):
    m = np.arange(96, dtype=np.float32).reshape(8, 12) / 7.0
    want = irlite.compile(PROGRAM, target="interp").views(m.copy(), o, s)
    got = irlite.compile(PROGRAM, pipeline=PIPELINE).views(m.copy(), o, s)
    assert np.float32(got) == np.float32(want)
