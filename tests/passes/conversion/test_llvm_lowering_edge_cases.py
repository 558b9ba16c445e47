"""Edge cases of the CPU lowering (casts, folds during conversion, layouts, indirect calls, runtime), through the Python API.

* folding during a conversion never hands a folder the values of an op the
  conversion erased (it used to crash in ``fold_dim`` / ``fold_addi``), and a
  short fuzz of the CPU pipeline over the differential generator's programs;
* the cast back to the old type of a replaced op goes where the op was;
* one shared ``strides_and_offset`` (affine-map layouts convert);
* ``func.constant`` / ``func.call_indirect``: building, verifying, running;
* the ``memrefCopy`` runtime function, directly and through ``irlite.compile``.

The lit files ``tests/lit/conversion/arith-to-llvm-casts-and-folding.mlir``, ``memref-to-llvm-strided-layout.mlir``, ``func-to-llvm-indirect-calls.mlir`` and
``tests/lit/dialects/func-indirect*.mlir`` check the printed forms against
mlir-opt 19's.
"""

from __future__ import annotations

import ctypes
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from support.diagnostics import collect_diagnostics

from irlite.ir.context import Context
from irlite.ir.core import Operation, OpResult
from irlite.ir.module import parse_module
from irlite.ir.printer import print_module
from irlite.ir.types import IntegerType, MemRefType
from irlite.passes.rewrite import dialect_conversion as conversion
from irlite.passes.rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionTarget,
    TypeConverter,
    apply_partial_conversion,
)

I32, I64 = IntegerType.get(32), IntegerType.get(64)
TESTS = Path(__file__).resolve().parents[2]


def _run(src: str, pipeline: str) -> tuple[bool, str, list]:
    """Parse ``src``, run ``pipeline`` through the pass manager; (ok, text, diagnostics)."""
    from irlite.passes.infra.manager import run_pipeline
    from irlite.passes.infra.registry import load_builtin_passes

    load_builtin_passes()
    ctx = Context()
    m = parse_module(src, ctx, filename="in.mlir")
    with collect_diagnostics() as d:
        ok = run_pipeline(f"builtin.module({pipeline})", m, ctx)
    return ok, print_module(m), [str(x) for x in d]


# ------------------------------------------------------------------ 1. folding


def test_dim_of_lowered_alloc_does_not_crash() -> None:
    src = (
        "func.func @f(%n: index) -> index {\n"
        "  %a = memref.alloc(%n) : memref<?xf32>\n"
        "  %c0 = arith.constant 0 : index\n"
        "  %d = memref.dim %a, %c0 : memref<?xf32>\n"
        "  return %d : index\n}\n"
    )
    ok, text, diags = _run(src, "finalize-memref-to-llvm")
    assert ok, diags
    assert "memref.dim" not in text and "memref.alloc" not in text
    # the dim reads the size field of the new descriptor
    assert "llvm.extractvalue %12[3, 0]" in text


def test_canonicalize_arith_lit_file_lowers_without_exception() -> None:
    src = (TESTS / "lit" / "canonicalize" / "arith.mlir").read_text()
    chunks = [c for c in src.split("// -----") if "func.func" in c]
    assert chunks
    for chunk in chunks:
        ok, text, diags = _run(chunk, "convert-arith-to-llvm")
        assert ok and not diags, diags
        assert "llvm." in text


def test_subi_then_addi_lowered_first_does_not_crash() -> None:
    src = (
        "func.func @f(%a: index, %b: index) -> index {\n"
        "  %s = arith.subi %a, %b : index\n"
        "  %r = arith.addi %s, %b : index\n"
        "  return %r : index\n}\n"
    )
    ok, text, diags = _run(src, "convert-arith-to-llvm")
    assert ok, diags
    assert "llvm.sub" in text and "llvm.add" in text


class _Widen(ConversionPattern):
    """test.src : i32 -> test.wide : i64 (replaced through a cast)."""

    ROOT = "test.src"

    def match_and_rewrite_converted(self, op: Any, operands: list, rw: Any) -> bool:
        rw.replace_op_with_new(op, Operation("test.wide", (), [I64], loc=op.loc))
        return True


def test_folders_never_see_values_of_erased_ops(monkeypatch: Any) -> None:
    seen: list = []

    def fold(op: Any, consts: list) -> Any:
        v = op.op_operands[0].value
        owner = v.owner if isinstance(v, OpResult) else None
        seen.append((owner.name if owner is not None else None, owner.parent is not None))
        # a folder that looks through its operand's definition, as fold_dim does
        if owner is not None:
            [o.value for o in owner.op_operands]
        return None

    real = conversion._dialect_folding
    monkeypatch.setattr(conversion, "_dialect_folding",
                        lambda d, ctx: ({"test.fold": fold}, None) if d == "test" else real(d, ctx))
    m = parse_module(
        '%a = "test.src"() : () -> i32\n%b = "test.fold"(%a) : (i32) -> i32\n'
        '"test.use"(%b) : (i32) -> ()\n',
        Context(allow_unregistered=True),
    )
    t = ConversionTarget()
    t.add_illegal_op("test.src", "test.fold")
    t.mark_unknown_op_dynamically_legal(lambda op: True)
    tc = TypeConverter()
    tc.add_conversion(lambda t: t)
    tc.add_conversion(lambda t: I64 if t is I32 else None)
    with collect_diagnostics():
        apply_partial_conversion(m, t, [_Widen()], tc)
    # the folder ran once, on the current operand: the live cast, not the erased test.src
    assert seen == [("builtin.unrealized_conversion_cast", True)]


def test_replaced_constant_still_folds_as_that_constant() -> None:
    src = (
        "func.func @f(%x: index) -> index {\n"
        "  %c0 = arith.constant 0 : index\n"
        "  %m = arith.muli %x, %x : index\n"
        "  %r = arith.addi %m, %c0 : index\n"
        "  return %r : index\n}\n"
    )
    ok, text, diags = _run(src, "convert-arith-to-llvm")
    assert ok, diags
    assert "llvm.add" not in text  # x + 0 folded although %c0 was lowered first


def test_cpu_pipeline_fuzz_raises_nothing() -> None:
    """Random programs of the differential generator through the CPU pipeline: every
    failure must be a located diagnostic, never an exception."""
    pytest.importorskip("hypothesis")
    from hypothesis import given, settings
    from hypothesis import strategies as st
    from support.fuzz import REPRODUCIBLE
    from support.programs import ProgramBuilder, available_dialects

    dialects = available_dialects()
    bad: list = []
    count = [0]

    @settings(REPRODUCIBLE, max_examples=40)
    @given(st.data())
    def one(data: Any) -> None:
        text, _ = ProgramBuilder(data.draw, dialects).build()
        count[0] += 1
        try:
            ok, out, diags = _run(
                text, "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
            )
        except Exception as e:  # noqa: BLE001 - the point of the test
            bad.append(f"raised {e!r} on\n{text}")
            return
        if not ok and (not diags or any("exception" in d or ":0:0:" in d for d in diags)):
            bad.append(f"unlocated failure {diags} on\n{text}")
        if ok:  # scf and cf are gone (arith.ceildivsi & co. stay, as in MLIR)
            assert "scf." not in out and "cf." not in out, out

    one()
    assert count[0] == 40
    assert not bad, bad[0]


# ------------------------------------------------------------------ 2. cast placement


def test_cast_of_replaced_op_goes_where_the_op_was() -> None:
    src = (
        "func.func @f(%arg: i64, %b: i1) -> index {\n"
        "  cf.cond_br %b, ^bb1, ^bb2\n"
        "^bb1:\n"
        "  %x = arith.index_castui %arg : i64 to index\n"
        "  return %x : index\n"
        "^bb2:\n"
        "  %c = arith.constant 1 : index\n"
        "  return %c : index\n}\n"
    )
    ok, text, diags = _run(src, "convert-arith-to-llvm")
    assert ok, diags
    entry, bb1 = text.split("^bb1:")[0], text.split("^bb1:")[1].split("^bb2:")[0]
    assert "unrealized_conversion_cast" not in entry
    assert "%0 = builtin.unrealized_conversion_cast %arg0 : i64 to index" in bb1


# ------------------------------------------------------------------ 3. strides


def test_one_shared_strides_and_offset() -> None:
    from irlite.ir import memref_layout
    from irlite.passes.conversion.llvm_common import builders
    from irlite.rules import memref as memref_helpers

    assert memref_helpers.strides_and_offset is memref_layout.strides_and_offset
    ctx = Context()

    def t(s: str) -> Any:
        m = parse_module(f'"test.x"() : () -> {s}', Context(allow_unregistered=True))
        return m.body.first.results[0].type

    so = memref_layout.strides_and_offset
    assert so(t("memref<2x3x4xf32>")) == ([12, 4, 1], 0)
    assert so(t("memref<2x?x4xf32>")) == ([None, 4, 1], 0)
    assert so(t("memref<f32>")) == ([], 0)
    assert so(t("memref<4x4xf32, strided<[8, 1], offset: ?>>")) == ([8, 1], None)
    assert so(t("memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>")) == ([8, 1], 2)
    assert so(t("memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>")) == ([None, 1], 0)
    assert so(t("memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d1 * 4 + d0 + s0)>>")) == (
        [1, 4],
        None,
    )
    assert so(t("memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2 + d1)>>")) == (None, None)
    assert so(t("memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>")) == (None, None)
    # the lowering's own convention: DYNAMIC for '?'
    from irlite.ir.types import DYNAMIC

    lay = t("memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>")
    assert builders.strides_and_offset(lay) == ([DYNAMIC, 1], 0)
    del ctx


def test_type_converter_converts_affine_map_layouts() -> None:
    from irlite.passes.conversion.llvm_common.type_converter import LLVMTypeConverter

    m = parse_module(
        '"test.x"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2)>>, '
        "memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>>)",
        Context(allow_unregistered=True),
    )
    strided, not_strided = (r.type for r in m.body.first.results)
    assert isinstance(strided, MemRefType)
    tc = LLVMTypeConverter()
    assert str(tc.convert_type(strided)) == (
        "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"
    )
    assert tc.can_convert_to_bare_ptr(strided)
    assert tc.convert_type(not_strided) is None


# ------------------------------------------------------------------ 4. func.constant etc.


def test_func_constant_and_call_indirect_build_and_verify() -> None:
    from irlite.ir.builtin_dialects import CallIndirectOp, ConstantOp

    ctx = Context()
    assert ctx.get_op_class("func.constant") is ConstantOp
    assert ctx.get_op_class("func.call_indirect") is CallIndirectOp
    m = parse_module(
        "func.func private @g(i32) -> i32\nfunc.func @f(%a: i32) -> i32 {\n  return %a : i32\n}\n",
        ctx,
    )
    g, f = list(m.body.ops)
    ft = g.function_type
    c = ConstantOp.build("g", ft)
    entry = f.regions[0].blocks[0]
    call = CallIndirectOp.build(c.results[0], [entry.args[0]])
    ret = entry.last
    entry.insert_before(ret, c)
    entry.insert_before(ret, call)
    ret.op_operands[0].set(call.results[0])
    assert call.callee is c.results[0] and call.callee_operands == [entry.args[0]]
    text = print_module(m)
    assert "%f = constant @g : (i32) -> i32" in text
    assert "%0 = call_indirect %f(%arg0) : (i32) -> i32" in text
    from irlite.ir.verifier import verify

    verify(m)
    # round trip through the text
    assert print_module(parse_module(text, Context())) == text


def test_func_constant_is_a_constant_for_cse() -> None:
    src = (
        "func.func private @g()\n"
        "func.func @f() {\n"
        "  %a = func.constant @g : () -> ()\n"
        "  %b = func.constant @g : () -> ()\n"
        "  func.call_indirect %a() : () -> ()\n"
        "  func.call_indirect %b() : () -> ()\n"
        "  return\n}\n"
    )
    ok, text, diags = _run(src, "cse")
    assert ok, diags
    assert text.count("constant @g") == 1


# ------------------------------------------------------------------ 5. memrefCopy


def _descriptor(a: np.ndarray, keep: list) -> int:
    """An unranked descriptor of ``a`` (strides in elements); its address."""
    from irlite.targets.abi import memref_descriptor_ctype

    r = a.ndim
    ranked = memref_descriptor_ctype(r)()
    base = a
    while base.base is not None:
        base = base.base
    ranked.allocated = ranked.aligned = base.ctypes.data
    ranked.offset = (a.__array_interface__["data"][0] - base.ctypes.data) // a.itemsize
    for i in range(r):
        ranked.sizes[i] = a.shape[i]
        ranked.strides[i] = a.strides[i] // a.itemsize
    unranked = type(
        "Unranked",
        (ctypes.Structure,),
        {"_fields_": [("rank", ctypes.c_int64), ("d", ctypes.c_void_p)]},
    )(r, ctypes.addressof(ranked))
    keep += [ranked, unranked]
    return ctypes.addressof(unranked)


def test_memref_copy_runtime_matches_numpy() -> None:
    from irlite.targets.llvm.runtime import register_runtime_symbols, runtime_address

    register_runtime_symbols()
    assert register_runtime_symbols()["memrefCopy"] == runtime_address("memrefCopy")
    fn = ctypes.CFUNCTYPE(None, ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p)(
        runtime_address("memrefCopy")
    )
    rng = np.random.default_rng(0)
    cases = []
    for dt in (np.float32, np.float64, np.int8):
        big = rng.integers(-50, 50, size=(9, 10, 11)).astype(dt)
        out = np.zeros((11, 10, 12), dt)
        cases += [
            (big[1:4, ::2, 3:8], out[:3, 1:10:2, :5]),  # rows contiguous on both sides
            (big[::2, 1::3, ::2], out[2:7, :3, 6:12]),  # element by element
            (big[:3, :4, :5].transpose(2, 0, 1), out[:5, :3, :4]),  # permuted strides
            (big[::-1, 2, ::-1][:4], out[0, 5:9, :11]),  # negative strides
            (big[0, 0, 0:0], out[0, 0, 0:0]),  # empty: nothing copied
            (big[2:3, 4:5, 1:7], out[3:4, 2:3, 6:12]),  # unit axes: one memcpy
            (big[...][4, 4, 4:5].reshape(()), out[...][1, 1, 1:2].reshape(())),  # rank 0
        ]
    cases.append((np.arange(12, dtype=np.int16).reshape(3, 4), np.zeros((3, 4), np.int16)))
    for src, dst in cases:
        want = dst.copy()
        want[...] = src
        base = dst.base if dst.base is not None else dst
        around = base.copy()
        keep: list = []
        fn(src.itemsize, _descriptor(src, keep), _descriptor(dst, keep))
        assert np.array_equal(dst, want), (src.shape, src.strides, dst.strides)
        # nothing outside the destination view changed
        mask = np.ones(base.shape, bool)
        if dst.size:
            probe = np.zeros(base.shape, np.int8)
            view = np.ndarray(
                dst.shape,
                np.int8,
                probe,
                (dst.__array_interface__["data"][0] - base.ctypes.data) // dst.itemsize,
                tuple(s // dst.itemsize for s in dst.strides),
            )
            view[...] = 1
            mask = probe == 0
        assert np.array_equal(base[mask], around[mask])


_COPY = """
func.func @copy2d(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %b: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  memref.copy %a, %b : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
func.func @copy_static(%a: memref<4x3xi32, strided<[1, 4]>>, %b: memref<4x3xi32>) {
  memref.copy %a, %b : memref<4x3xi32, strided<[1, 4]>> to memref<4x3xi32>
  return
}
func.func @copy_local(%a: memref<3x5xf64, strided<[10, 2], offset: ?>>) -> f64 {
  %t = memref.alloca() : memref<3x5xf64>
  memref.copy %a, %t : memref<3x5xf64, strided<[10, 2], offset: ?>> to memref<3x5xf64>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.load %t[%c2, %c1] : memref<3x5xf64>
  return %v : f64
}
"""


def test_non_contiguous_memref_copy_through_compile() -> None:
    import irlite

    m = irlite.compile(_COPY)
    assert "memrefCopy" in m.llvm_ir
    x = np.arange(8 * 12, dtype=np.float32).reshape(8, 12)
    y = np.zeros((12, 8), np.float32)
    src, dst = x[1::2, ::3], y[2:6, 1:5]
    m.copy2d(src, dst)
    assert np.array_equal(dst, src)
    assert np.count_nonzero(y) == np.count_nonzero(src)
    src, dst = x.T[::2, 1::2], y[::3, ::2][:, :4]
    m.copy2d(src[:4, :4], dst)
    assert np.array_equal(dst, src[:4, :4])

    a = np.arange(12, dtype=np.int32).reshape(3, 4).T  # strides [1, 4]
    b = np.zeros((4, 3), np.int32)
    m.copy_static(a, b)
    assert np.array_equal(b, a)

    z = np.arange(40, dtype=np.float64).reshape(4, 10)
    assert m.copy_local(z[1:, ::2]) == z[1:, ::2][2, 1]


def test_call_indirect_runs_on_cpu() -> None:
    import irlite

    src = (
        "func.func private @twice(%x: f32) -> f32 {\n"
        "  %y = arith.addf %x, %x : f32\n  return %y : f32\n}\n"
        "func.func @apply(%x: f32) -> f32 {\n"
        "  %f = func.constant @twice : (f32) -> f32\n"
        "  %y = func.call_indirect %f(%x) : (f32) -> f32\n"
        "  %z = func.call_indirect %f(%y) : (f32) -> f32\n"
        "  return %z : f32\n}\n"
    )
    assert irlite.compile(src).apply(np.float32(1.5)) == pytest.approx(6.0)
    assert irlite.compile(src, target="interp").apply(np.float32(1.5)) == pytest.approx(6.0)
