"""The memref descriptor ABI (targets/abi.py) against hand-written LLVM IR.

The functions below are written as ``func-to-llvm`` lowers them (memref
arguments expanded into descriptor fields, results by value, several results
as a struct); the packed wrappers that ``FunctionABI`` writes are appended and
the whole module is JIT-compiled with llvmlite directly, so these tests need
neither the llvm dialect nor the translator.
"""

from __future__ import annotations

import gc
import weakref

import llvmlite.binding as llvm
import numpy as np
import pytest

from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.targets import abi
from irlite.targets.abi import ABIError, FunctionABI

_ENGINES: list = []


def _sig(text: str):
    """The function type of ``func.func private @f<text>`` as irlite parses it."""
    m = parse_module(f"func.func private @f{text}", Context())
    return next(iter(m.regions[0].blocks[0].ops)).properties["function_type"].value


def _jit(ir: str, sigs: dict):
    """JIT ``ir`` plus the wrappers for ``sigs`` (name -> signature text); callables by name."""
    abis = {n: FunctionABI(n, _sig(s)) for n, s in sigs.items()}
    text = ir + "\n" + "\n".join(a.wrapper_ir() for a in abis.values())
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    mod = llvm.parse_assembly(text)
    mod.verify()
    for n, a in abis.items():
        assert str(mod.get_function(n).global_value_type) == a.expected_llvm_signature()
    tm = llvm.Target.from_default_triple().create_target_machine(
        cpu=llvm.get_host_cpu_name(), features=llvm.get_host_cpu_features().flatten(), opt=2
    )
    ee = llvm.create_mcjit_compiler(mod, tm)
    ee.finalize_object()
    _ENGINES.append(ee)
    return {n: a.bind(ee.get_function_address(a.wrapper_name), ee) for n, a in abis.items()}


SCALARS = r"""
define i32 @add(i32 %a, i32 %b) {
  %r = add i32 %a, %b
  ret i32 %r
}
define { i32, float, i1, i64 } @multi(i32 %a, float %x, i1 %p, i64 %i) {
  %n = sub i32 0, %a
  %y = fmul float %x, 2.0
  %q = xor i1 %p, true
  %j = add i64 %i, 1
  %s0 = insertvalue { i32, float, i1, i64 } undef, i32 %n, 0
  %s1 = insertvalue { i32, float, i1, i64 } %s0, float %y, 1
  %s2 = insertvalue { i32, float, i1, i64 } %s1, i1 %q, 2
  %s3 = insertvalue { i32, float, i1, i64 } %s2, i64 %j, 3
  ret { i32, float, i1, i64 } %s3
}
define half @twice(half %x) {
  %r = fadd half %x, %x
  ret half %r
}
define void @nothing() {
  ret void
}
define { i32, i32 } @pair(i32 %a) {
  %s0 = insertvalue { i32, i32 } undef, i32 %a, 0
  %b = add i32 %a, 1
  %s1 = insertvalue { i32, i32 } %s0, i32 %b, 1
  ret { i32, i32 } %s1
}
"""


def test_scalars() -> None:
    f = _jit(
        SCALARS,
        {
            "add": "(i32, i32) -> i32",
            "multi": "(i32, f32, i1, index) -> (i32, f32, i1, index)",
            "twice": "(f16) -> f16",
            "nothing": "()",
            "pair": "(i32) -> (i32, i32)",
        },
    )
    r = f["add"](2, 3)
    assert r == 5 and type(r) is np.int32
    assert f["add"](2**31 - 1, 1) == -(2**31)  # wraps
    assert f["add"](np.uint32(0xFFFFFFFF), 0) == -1  # signless: same bits
    n, y, q, j = f["multi"](7, 1.25, True, 41)
    assert (n, y, q, j) == (-7, 2.5, False, 42)
    assert type(y) is np.float32 and type(q) is np.bool_ and type(j) is np.int64
    h = f["twice"](np.float16(1.5))
    assert h == np.float16(3.0) and type(h) is np.float16
    assert f["nothing"]() is None
    assert f["pair"](10) == (10, 11)  # {i32, i32}: two registers in LLVM, one in C


def test_scalar_argument_errors() -> None:
    f = _jit(SCALARS, {"add": "(i32, i32) -> i32", "twice": "(f16) -> f16"})
    with pytest.raises(ABIError, match=r"'add' takes 2 arguments, got 1"):
        f["add"](1)
    with pytest.raises(
        ABIError, match=r"argument #1 of 'add' \(i32\): expected an integer, got float"
    ):
        f["add"](1, 2.5)
    with pytest.raises(
        ABIError, match=r"argument #0 of 'twice' \(f16\): expected a float, got str"
    ):
        f["twice"]("x")


MEMREFS = r"""
; scale(memref<?x?xf32>, f32): m[i, j] *= k through the descriptor's strides.
define void @scale(ptr %al, ptr %ag, i64 %off, i64 %s0, i64 %s1, i64 %t0, i64 %t1, float %k) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.next ]
  %ci = icmp slt i64 %i, %s0
  br i1 %ci, label %inner, label %done
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %a = mul i64 %i, %t0
  %b = mul i64 %j, %t1
  %c = add i64 %a, %b
  %d = add i64 %c, %off
  %p = getelementptr float, ptr %ag, i64 %d
  %v = load float, ptr %p
  %w = fmul float %v, %k
  store float %w, ptr %p
  %j1 = add i64 %j, 1
  %cj = icmp slt i64 %j1, %s1
  br i1 %cj, label %inner, label %outer.next
outer.next:
  %i1 = add i64 %i, 1
  br label %outer
done:
  ret void
}

declare ptr @malloc(i64)

; iota(index) -> memref<?xf32>: a malloc'd buffer holding 0, 1, ..., n-1.
define { ptr, ptr, i64, [1 x i64], [1 x i64] } @iota(i64 %n) {
entry:
  %bytes = mul i64 %n, 4
  %m = call ptr @malloc(i64 %bytes)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %f = sitofp i64 %i to float
  %p = getelementptr float, ptr %m, i64 %i
  store float %f, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %done
done:
  %d0 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %m, 0
  %d1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d0, ptr %m, 1
  %d2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d1, i64 0, 2
  %d3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d2, i64 %n, 3, 0
  %d4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d3, i64 1, 4, 0
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %d4
}

; same(memref<4xi64>) -> (memref<4xi64>, i64): the argument back, and its offset.
define { { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 } @same(ptr %al, ptr %ag, i64 %off, i64 %s, i64 %t) {
  %d0 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %al, 0
  %d1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d0, ptr %ag, 1
  %d2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d1, i64 %off, 2
  %d3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d2, i64 %s, 3, 0
  %d4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d3, i64 %t, 4, 0
  %r0 = insertvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 } undef, { ptr, ptr, i64, [1 x i64], [1 x i64] } %d4, 0
  %r1 = insertvalue { { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 } %r0, i64 %off, 1
  ret { { ptr, ptr, i64, [1 x i64], [1 x i64] }, i64 } %r1
}

@tbl = private global [3 x i32] [i32 10, i32 20, i32 30]

; table() -> memref<3xi32>: memref.get_global's lowering (allocated = 0xdeadbeef).
define { ptr, ptr, i64, [1 x i64], [1 x i64] } @table() {
  %al = inttoptr i64 3735928559 to ptr
  %d0 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } undef, ptr %al, 0
  %d1 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d0, ptr @tbl, 1
  %d2 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d1, i64 0, 2
  %d3 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d2, i64 3, 3, 0
  %d4 = insertvalue { ptr, ptr, i64, [1 x i64], [1 x i64] } %d3, i64 1, 4, 0
  ret { ptr, ptr, i64, [1 x i64], [1 x i64] } %d4
}

; flip(memref<i1>): rank 0, bool storage.
define void @flip(ptr %al, ptr %ag, i64 %off) {
  %p = getelementptr i1, ptr %ag, i64 %off
  %v = load i1, ptr %p
  %w = xor i1 %v, true
  store i1 %w, ptr %p
  ret void
}
"""

MEMREF_SIGS = {
    "scale": "(memref<?x?xf32>, f32)",
    "iota": "(index) -> memref<?xf32>",
    "same": "(memref<4xi64>) -> (memref<4xi64>, index)",
    "table": "() -> memref<3xi32>",
    "flip": "(memref<i1>)",
}


def test_memref_arguments_are_zero_copy() -> None:
    f = _jit(MEMREFS, MEMREF_SIGS)
    a = np.arange(12, dtype=np.float32).reshape(3, 4)
    f["scale"](a, 2.0)
    np.testing.assert_array_equal(a, np.arange(12, dtype=np.float32).reshape(3, 4) * 2)
    b = np.array(True)
    f["flip"](b)
    assert b == np.False_


def test_strided_layout_takes_views() -> None:
    f = _jit(
        MEMREFS.replace("@scale", "@scale_s"),
        {"scale_s": "(memref<?x?xf32, strided<[?, ?], offset: ?>>, f32)"},
    )
    base = np.arange(36, dtype=np.float32).reshape(6, 6)
    want = base.copy()
    want[1:5:2, ::3] *= -1
    f["scale_s"](base[1:5:2, ::3], -1.0)
    np.testing.assert_array_equal(base, want)


def test_memref_argument_errors() -> None:
    f = _jit(MEMREFS, MEMREF_SIGS)
    name = r"argument #0 of 'scale' \(memref<\?x\?xf32>\)"
    with pytest.raises(ABIError, match=name + ": expected an array of dtype float32, got float64"):
        f["scale"](np.zeros((2, 2)), 1.0)
    with pytest.raises(ABIError, match=name + r": expected an array of rank 2, got shape \(4,\)"):
        f["scale"](np.zeros(4, np.float32), 1.0)
    with pytest.raises(ABIError, match=name + ": .*must be C-contiguous"):
        f["scale"](np.zeros((4, 4), np.float32)[:, ::2], 1.0)
    ro = np.zeros((2, 2), np.float32)
    ro.flags.writeable = False
    with pytest.raises(ABIError, match=name + ": the array is read-only"):
        f["scale"](ro, 1.0)
    raw = np.zeros(9, np.uint8)[1:].view(np.float32).reshape(2, 1)  # misaligned by one byte
    with pytest.raises(ABIError, match=name + ": the array's data is not aligned"):
        f["scale"](raw, 1.0)
    with pytest.raises(ABIError, match=r"dimension 0 must be 4, got shape \(5,\)"):
        f["same"](np.zeros(5, np.int64))
    with pytest.raises(ABIError, match="expected a numpy array, got list"):
        f["same"]([1, 2, 3, 4])


def test_malloced_result_is_owned_and_freed() -> None:
    f = _jit(MEMREFS, MEMREF_SIGS)
    r = f["iota"](5)
    np.testing.assert_array_equal(r, np.arange(5, dtype=np.float32))
    assert r.dtype == np.float32 and r.shape == (5,)
    owner = r.base.owner
    assert isinstance(owner, abi.MallocBlock)
    ref = weakref.ref(owner)
    v = r[1:3]  # a numpy view keeps the block alive too
    del r, owner
    gc.collect()
    assert ref() is not None and list(v) == [1.0, 2.0]
    del v
    gc.collect()
    assert ref() is None  # freed


def test_argument_result_is_a_view_of_the_argument() -> None:
    f = _jit(MEMREFS, MEMREF_SIGS)
    a = np.arange(4, dtype=np.int64)
    r, off = f["same"](a)
    assert off == 0 and r.base.owner is a
    r[0] = 99
    assert a[0] == 99  # the same memory


def test_global_result_keeps_the_module() -> None:
    f = _jit(MEMREFS, MEMREF_SIGS)
    r = f["table"]()
    assert list(r) == [10, 20, 30] and r.dtype == np.int32
    assert r.base.owner is f["table"].module_owner


def test_unsupported_types() -> None:
    with pytest.raises(ABIError, match=r"memref<\*xf32>: unranked memrefs are not supported"):
        FunctionABI("u", _sig("(memref<*xf32>)"))
    with pytest.raises(ABIError, match="type bf16 is not supported by the memref ABI"):
        FunctionABI("b", _sig("(bf16)"))
    with pytest.raises(ABIError, match="non-default memory space"):
        FunctionABI("s", _sig("(memref<4xf32, 1>)"))


def test_lowered_signatures() -> None:
    t = _sig("(memref<2x?xf32>, index, i1, memref<f64>) -> (memref<4xi8>, f16)")
    assert abi.lowered_arg_types(t) == [
        "ptr",
        "ptr",
        "i64",
        "i64",
        "i64",
        "i64",
        "i64",
        "i64",
        "i1",
        "ptr",
        "ptr",
        "i64",
    ]
    assert abi.lowered_result_type(t) == "{ { ptr, ptr, i64, [1 x i64], [1 x i64] }, half }"
    assert abi.lowered_result_type(_sig("()")) == "void"
    assert abi.llvm_ir_name("f") == "@f" and abi.llvm_ir_name("a b") == '@"a b"'
    d = abi.memref_descriptor_ctype(2)
    assert [n for n, _ in d._fields_] == ["allocated", "aligned", "offset", "sizes", "strides"]
    assert abi.memref_descriptor_ctype(2) is d


# ----------------------------------------------------------------------------- real MLIR

MLIR_OPT = "/usr/lib/llvm-19/bin/mlir-opt"
MLIR_TRANSLATE = "/usr/lib/llvm-19/bin/mlir-translate"
EXAMPLES = __import__("pathlib").Path(__file__).resolve().parents[2] / "examples"


def _mlir19_compiled(name: str) -> dict:
    """examples/<name> lowered by MLIR 19 itself (mlir-opt + mlir-translate), with our wrappers."""
    import subprocess

    from irlite.targets.compile import _check_signatures, _public_functions
    from irlite.targets.llvm.jit import compile_llvm_ir

    src = (EXAMPLES / name).read_text()
    low = subprocess.run(
        [MLIR_OPT, "--convert-scf-to-cf", "--convert-to-llvm", "--reconcile-unrealized-casts"],
        input=src,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    ll = subprocess.run(
        [MLIR_TRANSLATE, "--mlir-to-llvmir"], input=low, capture_output=True, text=True, check=True
    ).stdout
    abis = {n: FunctionABI(n, t) for n, t in _public_functions(parse_module(src, Context()))}
    _check_signatures(ll, abis)  # our idea of the lowered signatures is MLIR's
    jm = compile_llvm_ir(ll + "\n" + "\n".join(a.wrapper_ir() for a in abis.values()), 2)
    return {n: a.bind(jm.address(a.wrapper_name), jm) for n, a in abis.items()}


def test_abi_matches_mlir_19_lowering() -> None:
    """The examples, lowered by real MLIR 19, called through the ABI: the interpreter's results."""
    import os

    if not (os.access(MLIR_OPT, os.X_OK) and os.access(MLIR_TRANSLATE, os.X_OK)):
        pytest.skip("MLIR 19's mlir-opt / mlir-translate are not installed")
    import irlite

    rng = np.random.default_rng(7)
    for name in ("matmul.mlir", "stencil.mlir", "reduction.mlir", "fused.mlir"):
        real = _mlir19_compiled(name)
        ref = irlite.compile((EXAMPLES / name).read_text(), target="interp")
        if "main" in real:
            for a, b in zip(real["main"](), ref.main()):
                np.testing.assert_array_equal(a, b)
        if name == "reduction.mlir":
            v = rng.random(50, dtype=np.float32)
            assert real["sum"](v) == ref.sum(v) and real["max"](v) == ref.max(v)
            assert real["sum_i64"](np.arange(9, dtype=np.int64)) == 36
        if name == "fused.mlir":
            x = rng.standard_normal((5, 7), dtype=np.float32)
            o1, o2 = np.zeros(5, np.float32), np.zeros(5, np.float32)
            real["fused"](x, x, o1)
            ref.fused(x, x, o2)
            np.testing.assert_allclose(o1, o2, rtol=1e-5)
        if name == "matmul.mlir":
            C = real["main"]()[0]
            assert isinstance(C.base.owner, abi.MallocBlock)  # memref.alloc -> malloc, owned


# ----------------------------------------------------------------------------- generated calls

STATIC = """
func.func @scale(%t: tensor<2x3xf32>, %k: f32) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%t : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %k : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  return %r, %r : tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @fill(%m: memref<4xi64>, %v: i64) -> memref<4xi64> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %m[%i] : memref<4xi64>
  }
  return %m : memref<4xi64>
}
"""


def test_generated_call_takes_the_common_call_and_leaves_the_rest_to_the_checked_one() -> None:
    import irlite

    m = irlite.compile(STATIC)
    assert "flags.num" in m.scale.abi.fast_call_source()  # a static signature: generated
    assert FunctionABI("d", _sig("(memref<?xf32>) -> ()")).fast_call_source() is None
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    r1, r2 = m.scale(x, 2.0)
    np.testing.assert_array_equal(r1, x * 2)
    assert isinstance(r1.base.owner, abi.MallocBlock) and r1.flags.writeable
    assert r2.base is not r1.base and np.shares_memory(r1, r2) is False  # one buffer: copied
    r1[0, 0] = 7
    assert r2[0, 0] == 0  # the second result is the caller's own array
    wide = np.arange(12, dtype=np.float32).reshape(2, 6)
    np.testing.assert_array_equal(m.scale(wide[:, ::2], 3.0)[0], wide[:, ::2] * 3)  # a copy
    ro = x.copy()
    ro.flags.writeable = False
    np.testing.assert_array_equal(m.scale(ro, 1.0)[0], x)  # a value: read-only is fine
    np.testing.assert_array_equal(m.scale(x, 2)[0], x * 2)  # an int for an f32
    with pytest.raises(ABIError, match=r"argument #0 .*expected an array of dtype float32"):
        m.scale(x.astype(np.float64), 1.0)
    with pytest.raises(ABIError, match="'scale' takes 2 arguments, got 1"):
        m.scale(x)
    a = np.zeros(4, np.int64)
    r = m.fill(a, -5)
    assert list(a) == [-5] * 4 and list(r) == [-5] * 4  # written in place (returned: a clone)
    with pytest.raises(ABIError, match="must be C-contiguous"):
        m.fill(np.zeros(8, np.int64)[::2], 1)
    frozen = np.zeros(4, np.int64)
    frozen.flags.writeable = False
    with pytest.raises(ABIError, match="the array is read-only"):
        m.fill(frozen, 1)


# ----------------------------------------------------------------------------- vectors

VECTORS = """
func.func @add(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.addf %a, %b : vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @nd(%a: vector<2x3xf64>, %s: f64) -> (f64, vector<2x3xf64>) {
  %0 = arith.mulf %a, %a : vector<2x3xf64>
  return %s, %0 : f64, vector<2x3xf64>
}
func.func @odd(%a: vector<3xi16>, %k: i32, %z: vector<i32>) -> (i32, vector<3xi16>, vector<i32>) {
  %c = arith.constant dense<1> : vector<3xi16>
  %0 = arith.addi %a, %c : vector<3xi16>
  %1 = arith.addi %z, %z : vector<i32>
  return %k, %0, %1 : i32, vector<3xi16>, vector<i32>
}
func.func @half(%a: vector<5xf16>) -> vector<5xf16> {
  %0 = arith.addf %a, %a : vector<5xf16>
  return %0 : vector<5xf16>
}
"""


@pytest.mark.parametrize("target", ["interp", "cpu"])
def test_vectors_are_values(target: str) -> None:
    """Vector arguments are array-likes of the vector's shape (copied, converted); vector
    results new arrays; 1-D, N-D (rows packed without LLVM's padding of <3 x double>),
    0-d and odd sizes (<3 x i16>, <5 x half>) round-trip, the interpreter agreeing."""
    import irlite

    m = irlite.compile(VECTORS, target=target)
    a = np.arange(4, dtype=np.float32)
    r = m.add(a, [1, 2, 3, 4])
    assert r.dtype == np.float32 and list(r) == [1, 3, 5, 7] and list(a) == [0, 1, 2, 3]
    s, v = m.nd(np.arange(6.0).reshape(2, 3), 2.0)
    assert s == 2.0 and v.shape == (2, 3)
    np.testing.assert_array_equal(v, np.arange(6.0).reshape(2, 3) ** 2)
    k, w, z = m.odd(np.array([1, 2, 3], np.int16), 7, np.array(5, np.int32))
    assert k == 7 and w.dtype == np.int16 and list(w) == [2, 3, 4]
    assert z.shape == () and int(z) == 10
    h = m.half(np.arange(5, dtype=np.float16))
    assert h.dtype == np.float16 and list(h) == [0, 2, 4, 6, 8]


def test_vector_errors() -> None:
    import irlite

    m = irlite.compile(VECTORS, target="cpu")
    with pytest.raises(
        ABIError,
        match=r"argument #0 of 'add' \(vector<4xf32>\): expected an array of shape \(4,\), got \(3,\)",
    ):
        m.add([1, 2, 3], [1, 2, 3, 4])
    with pytest.raises(ABIError, match=r"argument #1 of 'add' .*cannot convert str"):
        m.add(np.zeros(4), "abcd")
    with pytest.raises(ABIError, match=r"vector<4xi1>: vectors of i1 are not supported"):
        FunctionABI("m", _sig("(vector<4xi1>)"))
    with pytest.raises(ABIError, match=r"scalable vectors are not supported"):
        FunctionABI("s", _sig("(vector<[4]xf32>)"))
    assert abi.lowered_arg_types(_sig("(vector<2x3xf64>, vector<f32>)")) == [
        "[2 x <3 x double>]",
        "<1 x float>",
    ]
