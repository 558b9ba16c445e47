"""Tensor-level functions through ``irlite.compile``: numpy in, numpy out, on both targets.

- the interpreter runs tensor programs now: arguments checked as the cpu target checks
  them, never changed, results the caller's own arrays;
- the cpu target's tensor ABI (``targets/abi.py``) on compiled memref code of the shape
  bufferization produces (an identity-layout memref per tensor, results allocated
  inside): read-only arrays passed without a copy, arrays the code writes copied,
  results over the code's own allocation and freed with the array, copies only where
  the memory is not the call's own (an argument, a global, a second result);
- ``targets/boundary.written_arguments``, which decides those copies;
- the default pipeline's choice (``targets/pipeline.py``) by what a module holds and
  what is registered, and the located error when a needed pass is not registered;
- the benchmark workloads (``shared/bench``) on both targets at reduced shapes, against
  numpy, once linalg parses and the passes that lower it are registered (skipped,
  saying why, until then).
"""

from __future__ import annotations

import gc
import importlib.util
import os
import sys
import weakref
from pathlib import Path

import numpy as np
import pytest

import irlite
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.passes.infra.registry import PASSES, load_builtin_passes
from irlite.targets.abi import ABIError, FunctionABI, MallocBlock
from irlite.targets.boundary import written_arguments
from irlite.targets.compile import DEFAULT_PIPELINE, CompileError
from irlite.targets.interp.values import InterpError
from irlite.targets.pipeline import BUFFERIZE, Contents, default_pipeline

REPO = Path(__file__).resolve().parents[2]


def _module(src: str):
    return parse_module(src, Context())


def _func(src: str, name: str):
    for op in _module(src).regions[0].blocks[0].ops:
        if op.name == "func.func" and op.properties["sym_name"].value == name:
            return op
    raise KeyError(name)


# ----------------------------------------------------------------------------- interpreter

TENSOR_PROGRAM = """
func.func @update(%t: tensor<2x3xf32>, %v: f32) -> (tensor<2x3xf32>, tensor<3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = tensor.insert %v into %t[%c1, %c0] : tensor<2x3xf32>
  %k = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  return %u, %k : tensor<2x3xf32>, tensor<3xf32>
}
func.func @total(%t: tensor<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %n = tensor.dim %t, %c0 : tensor<?xi32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %x = tensor.extract %t[%i] : tensor<?xi32>
    %a = arith.addi %acc, %x : i32
    scf.yield %a : i32
  }
  return %s : i32
}
"""


def _compile_or_skip(src: str, target: str):
    try:
        return irlite.compile(src, target=target)
    except CompileError as e:
        if "which is not registered" not in str(e):
            raise
        pytest.skip(f"not yet lowerable: {str(e).splitlines()[0]}")


@pytest.mark.parametrize("target", ["interp", "cpu"])
def test_tensor_arguments_are_values_and_results_are_owned(target: str) -> None:
    m = _compile_or_skip(TENSOR_PROGRAM, target)
    t = np.arange(6, dtype=np.float32).reshape(2, 3)
    t.flags.writeable = False  # a tensor argument is only read: read-only arrays are fine
    u, k = m.update(t, 7.5)
    np.testing.assert_array_equal(t, np.arange(6).reshape(2, 3))  # unchanged
    want = t.copy()
    want[1, 0] = 7.5
    np.testing.assert_array_equal(u, want)
    assert u.dtype == np.float32 and u.flags.writeable and not np.shares_memory(u, t)
    k[0] = 100  # the caller's own array: the module's constant is not touched
    _, k2 = m.update(t, 0.0)
    np.testing.assert_array_equal(k2, [1, 2, 3])
    assert m.total(np.arange(10, dtype=np.int32)) == 45
    assert m.total(np.arange(10, dtype=np.int32)[::2]) == 20  # any strides: a value


def test_cpu_bufferized_code_writes_its_own_copy() -> None:
    """@update's tensor.insert would write its argument's buffer in place (MLIR's default:
    function arguments are writable); irlite.compile marks tensor arguments
    bufferization.writable = false, so one-shot-bufferize copies into a buffer of its
    own, which the function returns: the boundary analysis finds no argument written,
    the ABI copies nothing, and the result is that buffer. The constant result is a
    module global, which deallocation clones (convert-bufferization-to-memref lowers the
    clone), so it too is a buffer the caller owns."""
    m = _compile_or_skip(TENSOR_PROGRAM, "cpu")
    assert [getattr(a, "copy", None) for a in m.update.abi.args] == [False, None]
    assert [a.copy for a in m.total.abi.args] == [False]
    t = np.zeros((2, 3), np.float32)
    t.flags.writeable = False
    u, k = m.update(t, 1.0)
    assert isinstance(u.base.owner, MallocBlock) and isinstance(k.base.owner, MallocBlock)
    assert (t == 0).all() and u[1, 0] == 1.0 and u.sum() == 1.0
    assert m.pipeline.startswith("builtin.module(") and BUFFERIZE in m.pipeline


@pytest.mark.parametrize(
    "arg, message",
    [
        (np.zeros((2, 3), np.float64), "expected an array of dtype float32, got float64"),
        (np.zeros((6,), np.float32), "expected an array of rank 2, got shape (6,)"),
        (np.zeros((3, 3), np.float32), "dimension 0 must be 2, got shape (3, 3)"),
        ([[0.0] * 3] * 2, "expected a numpy array, got list"),
    ],
)
@pytest.mark.parametrize("target", ["interp", "cpu-abi"])
def test_tensor_argument_errors(target: str, arg: object, message: str) -> None:
    if target == "interp":
        fn = irlite.compile(TENSOR_PROGRAM, target="interp").update
    else:
        fn = _bind(UPDATE_MEMREF, "update", "(tensor<2x3xf32>, f32) -> tensor<2x3xf32>")
    with pytest.raises(ABIError) as e:
        fn(arg, 1.0)
    assert str(e.value) == f"argument #0 of 'update' (tensor<2x3xf32>): {message}"


# ----------------------------------------------------------------------------- cpu tensor ABI
#
# Memref programs of the form one-shot-bufferize gives a tensor function (identity
# layouts at the boundary, results allocated with memref.alloc), compiled by irlite.compile
# and called through a FunctionABI of the tensor signature: the same LLVM signature.

UPDATE_MEMREF = """
func.func @update(%t: memref<2x3xf32>, %v: f32) -> memref<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %t[%c1, %c0] : memref<2x3xf32>
  return %t : memref<2x3xf32>
}
"""

SCALE_MEMREF = """
memref.global "private" constant @k : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>
func.func @scale(%a: memref<4xf32>) -> (memref<4xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  %r = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xf32>
    %y = arith.mulf %x, %two : f32
    memref.store %y, %r[%i] : memref<4xf32>
  }
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  return %r, %p : memref<4xf32>, index
}
func.func @twice(%a: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>) {
  %r = memref.alloc() : memref<4xf32>
  memref.copy %a, %r : memref<4xf32> to memref<4xf32>
  %g = memref.get_global @k : memref<4xf32>
  return %r, %r, %g : memref<4xf32>, memref<4xf32>, memref<4xf32>
}
func.func @ident(%a: memref<4xf32>) -> memref<4xf32> {
  return %a : memref<4xf32>
}
"""


def _bind(memref_src: str, name: str, tensor_type: str, written: tuple = ()) -> object:
    """``name`` of ``memref_src`` compiled for the cpu, called as a function of the tensor
    signature ``tensor_type``; ``written`` as ``written_arguments`` finds it."""
    m = irlite.compile(memref_src)
    decl = f"func.func private @{name}{_decl_args(tensor_type)}"
    ftype = _func(decl, name).properties["function_type"].value
    abi = FunctionABI(name, ftype, written)
    return abi.bind(m.jit.address(abi.wrapper_name), m.jit)


def _decl_args(ftype_text: str) -> str:
    ins, outs = ftype_text.split(" -> ")
    return f"{ins} -> {outs}"


def test_read_only_tensor_argument_is_passed_without_copy() -> None:
    f = _bind(SCALE_MEMREF, "scale", "(tensor<4xf32>) -> (tensor<4xf32>, index)")
    a = np.arange(4, dtype=np.float32)
    a.flags.writeable = False
    r, p = f(a)
    assert p == a.ctypes.data  # the compiled code read the caller's memory itself
    np.testing.assert_array_equal(r, 2 * a)


def test_unaligned_or_strided_tensor_argument_is_copied() -> None:
    f = _bind(SCALE_MEMREF, "scale", "(tensor<4xf32>) -> (tensor<4xf32>, index)")
    a = np.arange(8, dtype=np.float32)[::2]
    r, p = f(a)
    assert p != a.ctypes.data
    np.testing.assert_array_equal(r, 2 * a)


def test_written_tensor_argument_is_copied_and_caller_array_unchanged() -> None:
    f = _bind(UPDATE_MEMREF, "update", "(tensor<2x3xf32>, f32) -> tensor<2x3xf32>", (0,))
    t = np.zeros((2, 3), np.float32)
    u = f(t, 5.0)
    assert (t == 0).all()
    assert u[1, 0] == 5.0 and u.sum() == 5.0
    # the result is the private copy's memory: no second copy, and still the caller's own
    u[0, 0] = 1.0
    assert t[0, 0] == 0.0


def test_result_aliasing_an_argument_is_copied() -> None:
    f = _bind(SCALE_MEMREF, "ident", "(tensor<4xf32>) -> tensor<4xf32>")
    a = np.arange(4, dtype=np.float32)
    r = f(a)
    np.testing.assert_array_equal(r, a)
    assert not np.shares_memory(r, a)
    r[0] = 9
    assert a[0] == 0


def test_result_owns_the_compiled_code_allocation_and_frees_it() -> None:
    f = _bind(SCALE_MEMREF, "scale", "(tensor<4xf32>) -> (tensor<4xf32>, index)")
    r, _ = f(np.ones(4, np.float32))
    owner = r.base.owner
    assert isinstance(owner, MallocBlock)  # no copy: the array is the code's own buffer
    assert r.ctypes.data == owner.address and r.flags.writeable
    ref = weakref.ref(owner)
    view = r[1:]
    del owner, r
    gc.collect()
    assert ref() is not None  # a view keeps the buffer
    np.testing.assert_array_equal(view, [2, 2, 2])
    del view
    gc.collect()
    assert ref() is None  # freed with the last array on it


def test_results_sharing_memory_or_a_global_are_copied() -> None:
    f = _bind(
        SCALE_MEMREF, "twice", "(tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)"
    )
    a = np.arange(4, dtype=np.float32)
    r1, r2, g = f(a)
    assert isinstance(r1.base.owner, MallocBlock)
    assert not np.shares_memory(r1, r2)
    np.testing.assert_array_equal(r2, a)
    g[0] = 42  # the caller's copy, not the module's constant
    np.testing.assert_array_equal(f(a)[2], [1, 2, 3, 4])


# ----------------------------------------------------------------------------- boundary analysis


def test_written_arguments() -> None:
    src = """
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>, %d: memref<2x2xf32>,
             %e: memref<4xf32>, %n: index, %g: memref<4xf32>) -> memref<4xf32> {
  %i = arith.constant 0 : index
  %one = arith.constant 1 : index
  %x = memref.load %a[%i] : memref<4xf32>
  %v = memref.cast %b : memref<4xf32> to memref<?xf32>
  memref.store %x, %v[%i] : memref<?xf32>
  %t = memref.alloc() : memref<4xf32>
  memref.copy %c, %t : memref<4xf32> to memref<4xf32>
  %z = memref.collapse_shape %d [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  memref.copy %t, %z : memref<4xf32> to memref<4xf32>
  %r = scf.for %k = %i to %n step %one iter_args(%m = %e) -> memref<4xf32> {
    memref.store %x, %m[%k] : memref<4xf32>
    scf.yield %m : memref<4xf32>
  }
  func.call @g(%g) : (memref<4xf32>) -> ()
  return %a : memref<4xf32>
}
func.func private @g(memref<4xf32>)
"""
    # read (a), written through a cast (b), copied from (c), written through a reshape
    # view (d), written as a loop's iter_arg (e), passed to a call (g: unknown, written)
    assert written_arguments(_func(src, "f")) == {1, 3, 4, 6}
    assert written_arguments(_func(src, "g")) == set()


# ----------------------------------------------------------------------------- pipeline choice


def test_memref_module_gets_the_memref_pipeline() -> None:
    plan = default_pipeline(_module((REPO / "examples" / "matmul.mlir").read_text()))
    assert plan.text == f"builtin.module({DEFAULT_PIPELINE})"
    assert plan.lowerable and not plan.notes
    m = irlite.compile(REPO / "examples" / "matmul.mlir")
    assert m.pipeline == plan.text and m.plan.text == plan.text


def test_pipeline_override_is_kept() -> None:
    p = "convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
    m = irlite.compile(REPO / "examples" / "matmul.mlir", pipeline=p)
    assert m.pipeline == f"builtin.module({p})" and m.plan is None


#: MLIR 19's passes of the tensor-level plan, in their order (irlite's own passes, such as
#: math-polynomial-approximation, may come between them).
MLIR_TENSOR_STEPS = [
    "linalg-generalize-named-ops",
    "linalg-fuse-elementwise-ops",
    BUFFERIZE,
    "buffer-deallocation-pipeline",
    "convert-bufferization-to-memref",
    "convert-linalg-to-loops",
    "lower-affine",
    "arith-expand",
    "canonicalize",
    "cse",
    "loop-invariant-code-motion",
    "convert-scf-to-cf",
    "convert-to-llvm",
    "reconcile-unrealized-casts",
]
#: the passes of the plan that mlir-opt 19 has (under these names)
MLIR_PASSES = {t.split("{")[0] for t in MLIR_TENSOR_STEPS} | {"expand-strided-metadata"}


@pytest.fixture
def tensor_passes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every pass a plan names counts as registered: the choice alone is under test."""
    import irlite.targets.pipeline as pipeline

    monkeypatch.setattr(pipeline, "_registered", lambda text: True)


def _subsequence(want: list, got: list) -> bool:
    it = iter(got)
    return all(any(g == w or g.startswith(w + "{") for g in it) for w in want)


def test_tensor_linalg_module_gets_mlirs_way_down(tensor_passes: None) -> None:
    c = Contents(ops={"linalg.generic", "math.exp", "tensor.empty"}, tensors=True)
    c.dialects = {"linalg", "math", "tensor", "func", "arith"}
    plan = default_pipeline(None, c)
    assert plan.lowerable and not plan.notes
    assert _subsequence(MLIR_TENSOR_STEPS, plan.passes), plan.passes
    assert "math-polynomial-approximation" in plan.passes  # vectorizable exp
    assert "expand-strided-metadata" not in plan.passes  # no views
    assert plan.text.startswith("builtin.module(linalg-generalize-named-ops,")
    c.dialects.discard("linalg")  # tensors without linalg: nothing to generalize or loop
    c.ops.discard("linalg.generic")
    passes = default_pipeline(None, c).passes
    assert "convert-linalg-to-loops" not in passes and "linalg-fuse-elementwise-ops" not in passes
    assert BUFFERIZE in passes


def test_views_and_affine_add_their_passes(tensor_passes: None) -> None:
    src = """
func.func @f(%a: memref<2x2xf32>, %n: index) -> memref<4xf32> {
  %z = memref.collapse_shape %a [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  return %z : memref<4xf32>
}"""
    passes = default_pipeline(_module(src)).passes
    assert passes[0] == "expand-strided-metadata" and BUFFERIZE not in passes
    assert "math-polynomial-approximation" not in passes  # hand-written memref code


def test_tensor_module_without_bufferization_is_not_lowerable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    load_builtin_passes()
    monkeypatch.delitem(PASSES, "one-shot-bufferize", raising=False)
    plan = default_pipeline(_module(TENSOR_PROGRAM))
    assert [s.name for s in plan.missing] == ["one-shot-bufferize"]
    assert BUFFERIZE in [s.text for s in plan.steps]
    with pytest.raises(CompileError) as e:
        irlite.compile(TENSOR_PROGRAM, filename="t.mlir")
    assert str(e.value).startswith(
        "t.mlir:2:1: error: cannot lower 'func.func' to LLVM: it needs the pass "
        "'one-shot-bufferize' (tensors become memrefs; arguments and results as "
        "identity-layout memrefs), which is not registered"
    )


def test_left_out_steps_are_noted(monkeypatch: pytest.MonkeyPatch) -> None:
    load_builtin_passes()
    monkeypatch.delitem(PASSES, "buffer-deallocation-pipeline", raising=False)
    from irlite.passes.infra import registry

    monkeypatch.delitem(registry.PIPELINES, "buffer-deallocation-pipeline", raising=False)
    plan = default_pipeline(_module(TENSOR_PROGRAM))
    assert "buffer-deallocation-pipeline" not in plan.passes
    assert any(n.startswith("'buffer-deallocation-pipeline' is not registered") for n in plan.notes)


# ----------------------------------------------------------------------------- bench workloads


def _bench():
    spec = importlib.util.spec_from_file_location(
        "irlite_bench_tensor", REPO / "benchmarks" / "tensor.py"
    )
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


BENCH = _bench()


def _run_target(w, target: str, args: list) -> tuple[object, str | None]:
    """(result, None), or (None, why the target cannot run ``w`` yet)."""
    try:
        m = irlite.compile(w.source, target=target, filename=w.path.name)
    except CompileError as e:
        if "which is not registered" not in str(e):
            raise  # the passes are there: any other error is a bug
        return None, f"{target}: not yet lowerable: {str(e).splitlines()[0]}"
    try:
        return m[w.func](*args), None
    except InterpError as e:
        if "does not know" not in str(e):
            raise
        return None, f"{target}: not yet interpretable: {e}"


@pytest.mark.parametrize("name", BENCH.WORKLOAD_NAMES)
def test_bench_workload_interp_and_cpu_agree(name: str) -> None:
    """Each target that can run the workload matches numpy; both, when both can, agree."""
    w = BENCH.load_workload(name, tiny=True)
    args = w.inputs(np.random.default_rng(0))
    want = w.reference(*args)
    got_interp, why_interp = _run_target(w, "interp", args)
    got_cpu, why_cpu = _run_target(w, "cpu", args)
    for a in args:  # tensor arguments are values
        assert a.flags.writeable
    np.testing.assert_array_equal(args[0], w.inputs(np.random.default_rng(0))[0])
    if got_interp is not None:
        np.testing.assert_allclose(got_interp, want, rtol=1e-4, atol=1e-5)
    if got_cpu is not None:
        np.testing.assert_allclose(got_cpu, want, rtol=1e-4, atol=1e-5)
        assert got_cpu.flags.writeable
    if got_interp is not None and got_cpu is not None:
        np.testing.assert_allclose(got_cpu, got_interp, rtol=1e-4, atol=1e-5)
    reasons = [r for r in (why_interp, why_cpu) if r]
    if reasons:
        pytest.skip("; ".join(reasons))


MLIR_OPT = Path("/usr/lib/llvm-19/bin/mlir-opt")


@pytest.mark.skipif(not MLIR_OPT.exists(), reason="mlir-opt 19 is not installed")
@pytest.mark.parametrize("name", BENCH.WORKLOAD_NAMES)
def test_chosen_pipeline_runs_in_mlir_opt(name: str) -> None:
    """The pipeline chosen for a bench workload names MLIR's passes with MLIR's options:
    mlir-opt 19 runs its MLIR passes (irlite's own, such as math-polynomial-approximation,
    left out) down to the llvm dialect."""
    import subprocess

    w = BENCH.load_workload(name, tiny=True)
    try:
        module = parse_module(w.source, Context())
    except Exception as e:  # noqa: BLE001 - linalg not parsed yet
        pytest.skip(f"irlite does not parse {name} yet: {str(e).splitlines()[0]}")
    plan = default_pipeline(module)
    assert _subsequence(MLIR_TENSOR_STEPS, [s.text for s in plan.steps])
    # irlite's own passes left out, and irlite's arith-expand option ceil-floor-div-only
    # (min/max kept for llvm's intrinsics), which mlir-opt 19's pass lacks
    steps = [
        "arith-expand" if s.name == "arith-expand" else s.text
        for s in plan.steps
        if s.name in MLIR_PASSES
    ]
    text = plan._text(steps)
    r = subprocess.run(
        [str(MLIR_OPT), f"--pass-pipeline={text}", "-"],
        input=w.source,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0, r.stderr
    assert "llvm.func @" + name in r.stdout and "linalg." not in r.stdout


# The workloads at the memref level as mlir-opt 19 bufferizes and lowers them to loops
# (tests/targets/data/bufferized, recorded): irlite compiles them, and the tensor ABI calls
# them with the workloads' tensor signatures, as it will call irlite's own bufferized code.
BUFFERIZED = Path(__file__).resolve().parent / "data" / "bufferized"


def _tensor_signature(ftype: object) -> object:
    from irlite.ir.types import FunctionType, MemRefType, RankedTensorType

    def t(x: object) -> object:
        return RankedTensorType.get(x.shape, x.element_type) if isinstance(x, MemRefType) else x

    return FunctionType.get([t(x) for x in ftype.inputs], [t(x) for x in ftype.results])


@pytest.mark.parametrize("name", BENCH.WORKLOAD_NAMES)
def test_bufferized_workload_through_the_tensor_abi(name: str) -> None:
    src = (BUFFERIZED / f"{name}.mlir").read_text()
    m = irlite.compile(src, filename=f"{name}.mlir")
    func = _func(src, name)
    assert written_arguments(func) == set()  # MLIR bufferizes them reading the arguments only
    ftype = _tensor_signature(func.properties["function_type"].value)
    abi = FunctionABI(name, ftype, written_arguments(func))
    call = abi.bind(m.jit.address(abi.wrapper_name), m.jit)
    w = BENCH.load_workload(name, tiny=True)
    refs = []
    for seed in range(20):  # many calls: each result's buffer is freed with its array
        args = w.inputs(np.random.default_rng(seed))
        for a in args:
            a.flags.writeable = False  # only read: passed as they are
        got = call(*args)
        np.testing.assert_allclose(got, w.reference(*args), rtol=1e-4, atol=1e-5)
        owner = got.base.owner
        assert isinstance(owner, MallocBlock) and got.flags.writeable
        refs.append(weakref.ref(owner))
        del got, owner
    gc.collect()
    assert all(r() is None for r in refs)


def test_tensor_arguments_are_marked_read_only_for_bufferization() -> None:
    """The default pipeline tells one-shot-bufferize that the caller's arrays are values
    (``bufferization.writable = false``); an argument that says otherwise keeps its word."""
    from irlite.ir.printer import print_module
    from irlite.targets.compile import _mark_tensor_arguments_read_only

    m = _module(
        "func.func @f(%a: tensor<2xf32>, %b: tensor<2xf32> {bufferization.writable = true},"
        " %n: index) -> tensor<2xf32> {\n  return %a : tensor<2xf32>\n}\n"
        "func.func private @g(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
        "  return %a : tensor<2xf32>\n}"
    )
    _mark_tensor_arguments_read_only(m)
    text = print_module(m)
    assert (
        "func.func @f(%arg0: tensor<2xf32> {bufferization.writable = false}, "
        "%arg1: tensor<2xf32> {bufferization.writable = true}, %arg2: index)"
    ) in text
    assert "func.func private @g(%arg0: tensor<2xf32>)" in text  # only what Python calls


def _rss_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="needs /proc (Linux)")
def test_compiled_workload_frees_its_buffers() -> None:
    """softmax at the quick shapes allocates two 4 MiB intermediates and a 4 MiB result
    per call: 60 calls would hold 720 MiB if the deallocation pipeline or the result
    arrays' finalizers did not free them."""
    w = BENCH.load_workload("softmax", quick=True)
    f = _compile_or_skip(w.source, "cpu")[w.func]
    (x,) = w.inputs(np.random.default_rng(0))
    for _ in range(5):
        f(x)
    gc.collect()
    before = _rss_mib()
    for _ in range(60):
        y = f(x)
    del y
    gc.collect()
    assert _rss_mib() - before < 100
