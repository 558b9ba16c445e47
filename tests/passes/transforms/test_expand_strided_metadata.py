"""expand-strided-metadata end to end: views through subview, expand_shape and collapse_shape
are rewritten to extract_strided_metadata + affine.apply + reinterpret_cast, lowered with
lower-affine and convert-to-llvm, and the compiled code reads what the interpreter reads on
the original program."""

from __future__ import annotations

import random

import numpy as np
import pytest
from support.mlir_opt import mlir_opt_each, needs_mlir_opt

import irlite
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
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


def _random_view_program(seed: int) -> str:
    """A function taking a memref (static, dynamic or strided) and two indices that takes a
    subview (static and dynamic offsets, sizes and strides), maybe collapses and expands it,
    and returns every result of extract_strided_metadata of the last view."""
    from irlite.ir.types import MemRefType
    from irlite.rules.memref import K_DYNAMIC, subview_result_type

    r = random.Random(seed)
    ctx = Context()
    src_text = r.choice(
        [
            "memref<8x12xf32>",
            "memref<?x?xf32>",
            "memref<?x12xf32>",
            "memref<8x12xf32, strided<[?, ?], offset: ?>>",
            "memref<8x12xf32, strided<[24, 2], offset: 5>>",
        ]
    )
    src_t = parse_module(f"func.func private @g(%m: {src_text})", ctx)
    src_t = next(iter(src_t.regions[0].blocks[0].ops)).properties["function_type"].value.inputs[0]
    lines = []

    def pick(choices: list) -> tuple:
        v = r.choice(choices + ["%a", "%b"] if r.random() < 0.4 else choices)
        return (K_DYNAMIC, v) if isinstance(v, str) else (v, str(v))

    offs = [pick([0, 1, 2]) for _ in range(2)]
    sizes = [pick([1, 2, 3]) for _ in range(2)]
    strides = [pick([1, 2]) for _ in range(2)]
    if src_t.shape[1] == 12 and r.random() < 0.6:  # full rows: collapsible
        offs[1], sizes[1], strides[1] = (0, "0"), (12, "12"), (1, "1")
    res_t = subview_result_type(
        src_t, [o[0] for o in offs], [s[0] for s in sizes], [t[0] for t in strides]
    )[0]

    def lst(xs: list) -> str:
        return "[" + ", ".join(x[1] for x in xs) + "]"

    lines.append(
        f"%sv = memref.subview %m{lst(offs)} {lst(sizes)} {lst(strides)} : {src_t} to {res_t}"
    )
    last, last_t = "%sv", res_t
    ls = list(res_t.layout.strides) if res_t.layout is not None else []
    # collapse [[0, 1]] needs contiguous rows: a unit inner stride, rows as long as the view
    collapsible = bool(ls) and ls[1] == 1 and ls[0] == res_t.shape[1] != 1
    if collapsible and r.random() < 0.8:
        n = -1 if res_t.shape[0] == -1 else res_t.shape[0] * res_t.shape[1]
        ct = MemRefType.get([n], res_t.element_type, _strided([1], res_t.layout.offset))
        lines.append(f"%cs = memref.collapse_shape %sv [[0, 1]] : {res_t} into {ct}")
        last, last_t = "%cs", ct
    if r.random() < 0.4:
        # expand the last dim into (d, 1): the new unit dim takes the last stride
        st, so = _strides_of(last_t)
        layout = _strided([*st, st[-1]], so) if last_t.layout is not None else None
        et = MemRefType.get([*last_t.shape, 1], last_t.element_type, layout)
        k = len(last_t.shape)
        groups = ", ".join([f"[{i}]" for i in range(k - 1)] + [f"[{k - 1}, {k}]"])
        shape = [("%a" if d == -1 else str(d)) for d in last_t.shape] + ["1"]
        lines.append(
            f"%es = memref.expand_shape {last} [{groups}] output_shape [{', '.join(shape)}]"
            f" : {last_t} into {et}"
        )
        last, last_t = "%es", et
    rank = len(last_t.shape)
    base = f"memref<{last_t.element_type}>"
    rtypes = ", ".join([base] + ["index"] * (1 + 2 * rank))
    names = "%base, %off" + (f", %sz:{rank}, %st:{rank}" if rank > 1 else ", %sz, %st")
    lines.append(f"{names} = memref.extract_strided_metadata {last} : {last_t} -> {rtypes}")
    if rank > 1:
        rets = (
            ["%base", "%off"]
            + [f"%sz#{i}" for i in range(rank)]
            + [f"%st#{i}" for i in range(rank)]
        )
    else:
        rets = ["%base", "%off", "%sz", "%st"]
    lines.append(f"return {', '.join(rets)} : {rtypes}")
    body = "\n  ".join(lines)
    return f"func.func @f(%m: {src_t}, %a: index, %b: index) -> ({rtypes}) {{\n  {body}\n}}\n"


def _strided(strides: list, offset):
    from irlite.ir.layout_attrs import StridedLayoutAttr

    return StridedLayoutAttr.get(strides, offset)


def _strides_of(t) -> tuple:
    from irlite.ir.memref_layout import strides_and_offset

    return strides_and_offset(t)


@needs_mlir_opt
def test_same_output_as_mlir_opt_on_random_views():
    texts = [_random_view_program(s) for s in range(150)]
    want = mlir_opt_each(texts, "--expand-strided-metadata")
    for src, expected in zip(texts, want):
        ctx = Context()
        m = parse_module(src, ctx)
        PassManager.from_pipeline("builtin.module(expand-strided-metadata)", ctx).run(m)
        assert print_module(m) == expected, src
