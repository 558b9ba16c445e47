"""Dispatches on the CPU: kernels over row ranges, the host running them in order,
workgroups over a thread pool. Results equal the interpreter's (within the rounding of
fast-math reductions and polynomial math), and a 2-thread run equals a 1-thread run bit
for bit: on the units of the outline-dispatch-regions lit test, and on random structured
programs taken through dispatch-creation."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.linalg_programs import StructuredProgram

import irlite
from irlite.ir.context import Context
from irlite.ir.module import parse_module
from irlite.ir.printer import print_op
from irlite.ir.types import FloatType, IndexType, IntegerType, RankedTensorType
from irlite.passes.infra.manager import PassManager
from irlite.targets.dispatch import WorkgroupPool, split_range

HERE = os.path.dirname(__file__)
LIT = os.path.join(HERE, "..", "..", "lit", "passes", "outline-dispatch-regions.mlir")
REPRODUCIBLE = {"derandomize": True, "deadline": None, "database": None}


def _units() -> list[str]:
    with open(LIT) as f:
        text = f.read()
    return [
        "\n".join(ln for ln in chunk.splitlines() if not ln.lstrip().startswith("//"))
        for chunk in text.split("// -----")
    ]


def _arg(t: Any, rng: np.random.Generator) -> Any:
    if isinstance(t, RankedTensorType):
        shape = [5 if d < 0 else d for d in t.shape]
        if isinstance(t.element_type, FloatType):
            return rng.standard_normal(shape).astype(np.float32)
        return rng.integers(-50, 50, shape).astype(np.int32)
    if isinstance(t, IndexType):
        return 3
    if isinstance(t, IntegerType):
        return 5
    return np.float32(1.5)


def _apply(text: str, pipeline: str) -> str:
    ctx = Context()
    m = parse_module(text, ctx)
    assert PassManager.from_pipeline(f"builtin.module({pipeline})", ctx).run(m)
    return print_op(m)


def _check_runs(flow_text: str, reference: str, name: str, args: list) -> Any:
    """The cpu results at 1 and 2 threads against the interpreter on ``reference``."""
    m = irlite.compile(flow_text, threads=2)
    assert not m.fallbacks
    m.host.min_parallel_elements = 0  # split even tiny dispatches
    want = irlite.compile(reference, target="interp")[name](*args)
    two = m[name](*args)
    m.host.pool = WorkgroupPool(1)
    one = m[name](*args)
    want, one, two = (x if isinstance(x, tuple) else (x,) for x in (want, one, two))
    for w, a, b in zip(want, one, two):
        assert a.dtype == w.dtype and a.shape == w.shape
        scale = max(1.0, float(np.max(np.abs(w)))) if w.size else 1.0
        np.testing.assert_allclose(a, w, rtol=2e-5, atol=2e-6 * scale)
        assert a.tobytes() == b.tobytes()
    return m


#: units whose structured ops read an uninitialized ``tensor.empty`` init (its contents
#: are undefined; the interpreter reads zeros, compiled code whatever the buffer holds)
UNDEFINED_INITS = ("func.func @g(", "func.func @d_mm(", "func.func @d_bmm(")


def _runnable(text: str) -> bool:
    if any(u in text for u in UNDEFINED_INITS):
        return False
    m = parse_module(text, Context())
    for op in m.regions[0].blocks[0].ops:
        if op.name == "func.func":
            for t in op.properties["function_type"].value.inputs:
                if isinstance(t, RankedTensorType) and np.prod(t.shape) > 1 << 20:
                    return False
    return True


@pytest.mark.parametrize("index", [i for i, u in enumerate(_units()) if _runnable(u)])
def test_outlined_units_run_on_the_cpu(index: int) -> None:
    unit = _units()[index]
    flow = _apply(unit, "outline-dispatch-regions,deduplicate-executables")
    m = parse_module(unit, Context())
    rng = np.random.default_rng(index)
    for op in m.regions[0].blocks[0].ops:
        if op.name != "func.func":
            continue
        ft = op.properties["function_type"].value
        name = op.properties["sym_name"].value
        _check_runs(flow, unit, name, [_arg(t, rng) for t in ft.inputs])


def _random_programs(n: int) -> list:
    out: list = []

    @settings(max_examples=n, **REPRODUCIBLE)
    @given(st.data())
    def gen(data: Any) -> None:
        p = StructuredProgram.draw(data.draw)
        out.append((p, p.draw_inputs(data.draw(st.integers(0, 2**31 - 1)))))

    gen()
    return out


@pytest.mark.parametrize("case", range(30))
def test_random_programs_through_dispatch_creation(case: int) -> None:
    p, inputs = _random_programs(30)[case]
    text = p.tensor_text()
    flow = _apply(text, "dispatch-creation")
    assert "flow.dispatch @" in flow
    m = _check_runs(flow, text, "f", inputs)
    assert m.host.dispatches >= 1
    # the default path: the same dispatches, inlined into the compiled host
    want = irlite.compile(text, target="interp").f(*inputs)
    got = irlite.compile(text).f(*inputs)
    want, got = (x if isinstance(x, tuple) else (x,) for x in (want, got))
    for w, a in zip(want, got):
        scale = max(1.0, float(np.max(np.abs(w)))) if w.size else 1.0
        np.testing.assert_allclose(a, w, rtol=2e-5, atol=2e-6 * scale)


def test_row_split_kernel_covers_every_row() -> None:
    src = """
    func.func @f(%a: tensor<37x8xf32>, %b: tensor<8xf32>) -> tensor<37x8xf32> {
      %e = tensor.empty() : tensor<37x8xf32>
      %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
          affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
          iterator_types = ["parallel", "parallel"]}
          ins(%a, %b : tensor<37x8xf32>, tensor<8xf32>) outs(%e : tensor<37x8xf32>) {
      ^bb0(%x: f32, %y: f32, %o: f32):
        %i = linalg.index 0 : index
        %ii = arith.index_cast %i : index to i32
        %fi = arith.sitofp %ii : i32 to f32
        %s = arith.addf %x, %y : f32
        %t = arith.addf %s, %fi : f32
        linalg.yield %t : f32
      } -> tensor<37x8xf32>
      return %r : tensor<37x8xf32>
    }
    """
    flow = _apply(src, "dispatch-creation")
    a = np.random.default_rng(0).standard_normal((37, 8)).astype(np.float32)
    b = np.arange(8, dtype=np.float32)
    m = irlite.compile(flow, threads=3)
    (k,) = m.kernels.values()
    assert k.spec.rows == 37  # split by rows; linalg.index reads the global row
    m.host.min_parallel_elements = 0
    want = a + b + np.arange(37, dtype=np.float32)[:, None]
    np.testing.assert_array_equal(m.f(a, b), want)


def test_split_range_and_pool() -> None:
    for n in range(0, 20):
        for parts in range(1, 6):
            rs = split_range(n, parts)
            assert [x for b, e in rs for x in range(b, e)] == list(range(n))
            sizes = [e - b for b, e in rs]
            assert max(sizes) - min(sizes) <= 1
    pool = WorkgroupPool(3)
    seen = np.zeros(100, np.int64)

    def wg(b: int, e: int) -> None:
        seen[b:e] += 1

    pool.run(wg, split_range(100, 7))
    assert (seen == 1).all()

    def boom(b: int, e: int) -> None:
        if b > 0:
            raise ValueError(f"workgroup {b}")

    with pytest.raises(ValueError, match="workgroup"):
        pool.run(boom, split_range(10, 3))
    pool.close()


def test_partial_loads_and_stores_run_as_one_workgroup() -> None:
    src = """
    flow.executable private @ex {
      flow.executable.export public @halves
      builtin.module {
        func.func @halves(%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>,
                          %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) {
          %c2 = arith.constant 2 : index
          %0 = iree_tensor_ext.dispatch.tensor.load %in, offsets = [%c2, 0], sizes = [1, 4],
              strides = [1, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
              -> tensor<1x4xf32>
          %1 = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0, 0], sizes = [3, 4],
              strides = [2, 1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x4xf32>>
              -> tensor<3x4xf32>
          iree_tensor_ext.dispatch.tensor.store %0, %out, offsets = [3, 0], sizes = [1, 4],
              strides = [1, 1] : tensor<1x4xf32>
              -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
          iree_tensor_ext.dispatch.tensor.store %1, %out, offsets = [0, 0], sizes = [3, 4],
              strides = [1, 1] : tensor<3x4xf32>
              -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
          return
        }
      }
    }
    func.func @f(%a: tensor<6x4xf32>) -> tensor<4x4xf32> {
      %0 = flow.dispatch @ex::@halves(%a) : (tensor<6x4xf32>) -> tensor<4x4xf32>
      return %0 : tensor<4x4xf32>
    }
    """
    m = irlite.compile(src, threads=2)
    assert not m.fallbacks
    (k,) = m.kernels.values()
    assert k.spec.rows is None and "part of a binding" in k.spec.reason
    a = np.arange(24, dtype=np.float32).reshape(6, 4)
    want = np.concatenate([a[0:6:2], a[2:3]])
    np.testing.assert_array_equal(m.f(a), want)
    np.testing.assert_array_equal(irlite.compile(src, target="interp").f(a), want)


def test_dispatch_the_kernel_builder_rejects_runs_in_the_interpreter() -> None:
    src = """
    flow.executable private @ex {
      flow.executable.export public @row
      builtin.module {
        func.func @row(%in: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>,
                       %out: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) {
          %0 = iree_tensor_ext.dispatch.tensor.load %in, offsets = [0], sizes = [4],
              strides = [1] : !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
              -> tensor<4xf32>
          iree_tensor_ext.dispatch.tensor.store %0, %out, offsets = [1, 0], sizes = [1, 4],
              strides = [1, 1] : tensor<4xf32>
              -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
          iree_tensor_ext.dispatch.tensor.store %0, %out, offsets = [0, 0], sizes = [1, 4],
              strides = [1, 1] : tensor<4xf32>
              -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
          return
        }
      }
    }
    func.func @f(%a: tensor<4xf32>) -> tensor<2x4xf32> {
      %0 = flow.dispatch @ex::@row(%a) : (tensor<4xf32>) -> tensor<2x4xf32>
      return %0 : tensor<2x4xf32>
    }
    """
    m = irlite.compile(src, threads=2)
    assert m.fallbacks == {("ex", "row"): "a store of lower rank than its binding"}
    a = np.arange(4, dtype=np.float32)
    np.testing.assert_array_equal(m.f(a), np.stack([a, a]))


def _bench() -> Any:
    path = Path(__file__).resolve().parents[3] / "benchmarks" / "tensor.py"
    spec = importlib.util.spec_from_file_location("irlite_bench_tensor", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("name", ["relu_sum", "mlp", "softmax", "layernorm"])
def test_shared_workloads_give_the_same_bits_on_any_thread_count(name: str) -> None:
    bench = _bench()
    if not bench.BENCH_DIR.exists():
        pytest.skip("shared/bench is not here")
    w = bench.load_workload(name, quick=True)
    m = irlite.compile(w.source, dispatch=True, threads=2)
    assert all(k.spec.rows for k in m.kernels.values())  # every dispatch is row-split
    args = w.inputs(np.random.default_rng(0))
    two = m[w.func](*args)
    assert bench._close(two, w.reference(*args)) is None
    for n in (1, 5):
        m.host.pool = WorkgroupPool(n)
        assert m[w.func](*args).tobytes() == two.tobytes()


def _memref_level(k: Any) -> Any:
    """The kernel module of ``k`` (a ``CompiledKernel``) taken through its pipeline up to
    the conversion of ``scf`` to branches: its loops as ``scf.for``."""
    from irlite.targets.dispatch.host import _kernel_pipeline

    m = k.spec.module.clone()
    text = _kernel_pipeline(m, None)
    text = text[: text.index(",convert-scf-to-cf")] + ")"
    assert PassManager.from_pipeline(text, Context(), verify_each=False).run(m)
    return m


def test_softmax_kernel_is_one_row_loop_writing_the_output_in_place() -> None:
    bench = _bench()
    w = bench.load_workload("softmax", tiny=True)
    m = irlite.compile(w.source, dispatch=True, threads=1)
    (k,) = m.kernels.values()
    func = k.spec.module.regions[0].blocks[0].first
    attrs = func.properties["arg_attrs"].value
    # the tensor and memref arguments (after the row range) share no written memory
    assert all("llvm.noalias" in d.value for d in attrs[2:])
    # the exponentials and their scaling live in the output: no row-sized temporary
    assert not [
        op for op in func.walk() if op.name == "tensor.empty" and len(op.results[0].type.shape) == 2
    ]
    low = _memref_level(k)
    body = low.regions[0].blocks[0]
    kernel = next(op for op in body.ops if op.name == "func.func")
    outer = [op for op in kernel.regions[0].blocks[0].ops if op.name == "scf.for"]
    assert len(outer) == 1  # max, exp, sum and scale in one loop over the rows
    inner = [op for op in outer[0].regions[0].blocks[0].ops if op.name == "scf.for"]
    assert len(inner) == 3  # max; exp and sum (each element summed as it is written); scale
    assert " noalias " in k.compiled.llvm_ir.split("define void @kernel(", 1)[1].split(")")[0] + " "
    args = w.inputs(np.random.default_rng(1))
    assert bench._close(m[w.func](*args), w.reference(*args)) is None


@pytest.mark.parametrize("name", ["relu_sum", "mlp", "softmax", "layernorm"])
def test_tensor_programs_take_the_dispatch_path_by_default(name: str) -> None:
    bench = _bench()
    w = bench.load_workload(name, tiny=True)
    args = w.inputs(np.random.default_rng(2))
    want = irlite.compile(w.source, target="interp")[w.func](*args)
    one = irlite.compile(w.source)  # one thread: kernels inlined into the compiled host
    assert one.dispatches == {"mlp": 2}.get(name, 1) and one.llvm_ir is not None
    two = irlite.compile(w.source, threads=2)  # one row kernel per function, over a pool
    assert two.merged and two.host.pool.threads == 2 and not two.fallbacks
    assert all(k.spec.rows for k in two.kernels.values())
    two.host.min_parallel_elements = 0
    plain = irlite.compile(w.source, dispatch=False)  # the opt-out: the default pipeline
    assert not hasattr(plain, "dispatches") and not hasattr(plain, "host")
    for m in (one, two, plain):
        got = m[w.func](*args)
        np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-5 * max(1.0, np.abs(want).max()))


def test_merged_row_kernel_gives_the_same_bits_on_any_thread_count() -> None:
    bench = _bench()
    w = bench.load_workload("mlp", tiny=True)  # two dispatches, one row kernel
    m = irlite.compile(w.source, threads=2)
    assert m.merged
    (k,) = m.kernels.values()
    rows = w.shapes[0][0]
    assert k.spec.rows == rows and k.spec.workgroup_rows == rows // 2  # one per thread
    kfunc = k.spec.module.regions[0].blocks[0].first
    assert kfunc.properties["function_type"].value.inputs[2].shape[0] == rows // 2
    m.host.min_parallel_elements = 0
    args = w.inputs(np.random.default_rng(3))
    two = m[w.func](*args)
    assert bench._close(two, w.reference(*args)) is None
    for n in (1, 3):
        m.host.pool = WorkgroupPool(n)
        assert m[w.func](*args).tobytes() == two.tobytes()
    # a function whose dispatches are not all row-local runs them one by one
    src = """
    func.func @f(%a: tensor<8x8xf32>) -> tensor<8x8xf32> {
      %e = tensor.empty() : tensor<8x8xf32>
      %t = linalg.transpose ins(%a : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>)
          permutation = [1, 0]
      %z = arith.constant 0.0 : f32
      %i = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
      %r = linalg.matmul ins(%t, %a : tensor<8x8xf32>, tensor<8x8xf32>)
          outs(%i : tensor<8x8xf32>) -> tensor<8x8xf32>
      return %r : tensor<8x8xf32>
    }
    """
    a = np.random.default_rng(4).standard_normal((8, 8)).astype(np.float32)
    m2 = irlite.compile(src, threads=2)
    assert not getattr(m2, "merged", False) and len(m2.kernels) == 2  # the workgroup host
    m2.host.min_parallel_elements = 0
    np.testing.assert_allclose(m2.f(a), a.T @ a, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("case", range(30))
def test_random_programs_vectorized_match_the_interpreter(case: int, monkeypatch: Any) -> None:
    """The random programs with every eligible inner loop vectorized (two lanes of 32 bits, no
    minimum trip count: the default's 32 vector steps would leave these small shapes to
    LLVM) and their row loops prefetching."""
    from irlite.passes.transforms import scf_for_vectorize as sv

    counts: list[int] = []
    real = sv.vectorize_loops

    def everywhere(root: Any, vector_bits: int = 2048, min_steps: int = 32) -> int:
        counts.append(real(root, 64, 1))
        return counts[-1]

    monkeypatch.setattr(sv, "vectorize_loops", everywhere)
    p, inputs = _random_programs(30)[case]
    text = p.tensor_text()
    want = irlite.compile(text, target="interp").f(*inputs)
    got = irlite.compile(text).f(*inputs)
    assert counts  # the pass ran
    want, got = (x if isinstance(x, tuple) else (x,) for x in (want, got))
    for w, a in zip(want, got):
        scale = max(1.0, float(np.max(np.abs(w)))) if w.size else 1.0
        np.testing.assert_allclose(a, w, rtol=2e-5, atol=2e-6 * scale)


def test_some_random_programs_are_vectorized(monkeypatch: Any) -> None:
    from irlite.passes.transforms import scf_for_vectorize as sv

    counts: list[int] = []
    real = sv.vectorize_loops
    monkeypatch.setattr(
        sv, "vectorize_loops", lambda root, *a: counts.append(real(root, 64, 1)) or counts[-1]
    )
    for p, _inputs in _random_programs(30):
        irlite.compile(p.tensor_text())
    assert sum(counts) >= 15, counts
