"""``target="cuda"``'s device-resident buffers, without a GPU: a numpy-backed stand-in
for cupy, whose kernel launches run the same kernels in the gpu-emu emulator, counts the
copies between host and device. A program of several kernels uploads each input once
and downloads each result once; a host op between two launches moves what it touches;
cupy arguments are used in place and cupy results come back."""

from __future__ import annotations

import sys
import types

import numpy as np
import pytest

import irlite
from irlite.targets.cuda import runtime


class _Ptr:
    """A device pointer: a byte buffer and an offset in it."""

    def __init__(self, buf: np.ndarray, offset: int = 0) -> None:
        self.buf, self.offset = buf, offset
        self.ptr = buf.__array_interface__["data"][0] + offset

    def __add__(self, n: int) -> _Ptr:
        return _Ptr(self.buf, self.offset + int(n))


class FakeCupy(types.ModuleType):
    """What ``targets/cuda`` uses of cupy, on host memory, with the copies counted."""

    def __init__(self) -> None:
        super().__init__("cupy")
        self.uploads = self.downloads = self.device_copies = 0
        fake = self

        class ndarray:  # noqa: N801 - cupy's name
            def __init__(self, shape, dtype, memptr=None, strides=None) -> None:  # noqa: ANN001
                dtype = np.dtype(dtype)
                if memptr is None:
                    n = int(np.prod(shape)) * dtype.itemsize
                    memptr = _Ptr(np.empty(max(n, 1), np.uint8))
                self.data = memptr
                self.a = np.ndarray(
                    shape, dtype, buffer=memptr.buf, offset=memptr.offset, strides=strides
                )

            shape = property(lambda self: self.a.shape)
            dtype = property(lambda self: self.a.dtype)
            strides = property(lambda self: self.a.strides)
            itemsize = property(lambda self: self.a.itemsize)
            size = property(lambda self: self.a.size)

            def set(self, host: np.ndarray) -> None:
                fake.uploads += 1
                self.a[...] = host

            def get(self, out: np.ndarray | None = None) -> np.ndarray:
                fake.downloads += 1
                if out is None:
                    return self.a.copy()
                out[...] = self.a
                return out

            def copy(self) -> ndarray:
                fake.device_copies += 1
                return fake.asarray(self.a, count=False)

            @property
            def __cuda_array_interface__(self) -> dict:
                return {
                    "shape": self.shape,
                    "typestr": self.dtype.str,
                    "data": (self.data.ptr, False),
                    "version": 3,
                }

            def __setitem__(self, key, value) -> None:  # noqa: ANN001
                fake.device_copies += 1
                self.a[key] = value.a if isinstance(value, ndarray) else value

        self.ndarray = ndarray
        stream = types.SimpleNamespace(synchronize=lambda: None)
        self.cuda = types.SimpleNamespace(
            is_available=lambda: True, get_current_stream=lambda: stream
        )

    def empty(self, shape, dtype):  # noqa: ANN001, ANN201
        return self.ndarray(shape, dtype)

    def asarray(self, host, count: bool = True):  # noqa: ANN001, ANN201
        if isinstance(host, self.ndarray):
            return host
        host = np.ascontiguousarray(host)
        if count:
            self.uploads += 1
        d = self.ndarray(host.shape, host.dtype)
        d.a[...] = host
        return d

    def ascontiguousarray(self, a):  # noqa: ANN001, ANN201
        return a if a.a.flags.c_contiguous else self.asarray(a.a, count=False)

    def asnumpy(self, a):  # noqa: ANN001, ANN201
        return a.get()


@pytest.fixture
def fake_cupy(monkeypatch: pytest.MonkeyPatch) -> FakeCupy:
    """cupy replaced by ``FakeCupy``; kernels launched in the gpu-emu emulator on the
    device arrays' memory."""
    from irlite.targets.gpu_emu.emulator import _kernel, launch_kernel
    from irlite.targets.interp.values import MemRef

    fake = FakeCupy()
    monkeypatch.setitem(sys.modules, "cupy", fake)
    interp = runtime.host_interpreter()

    def device_launch(self, op, grid, block, kargs) -> None:  # noqa: ANN001
        n = len(kargs)
        tys = [o.value.type for o in op.op_operands[len(op.op_operands) - n :]]
        vals = []
        for a, t in zip(kargs, tys):
            if isinstance(a, fake.ndarray):
                vals.append(MemRef(a.a, np.zeros(a.shape, np.bool_), t))
            else:
                assert not isinstance(a, np.ndarray), "a host array reached a kernel"
                vals.append(a)
        launch_kernel(self.module, _kernel(self.module, op), grid, block, vals)

    monkeypatch.setattr(interp, "device_launch", device_launch)
    return fake


SOFTMAX = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<3x40xf32>) -> tensor<3x40xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %m0 = tensor.empty() : tensor<3xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%m0 : tensor<3xf32>) -> tensor<3xf32>
  %max = linalg.reduce ins(%x : tensor<3x40xf32>) outs(%minit : tensor<3xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.maximumf %in, %acc : f32
      linalg.yield %t : f32
    }
  %e0 = tensor.empty() : tensor<3x40xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<3x40xf32>, tensor<3xf32>) outs(%e0 : tensor<3x40xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %x1 = math.exp %d : f32
      linalg.yield %x1 : f32
  } -> tensor<3x40xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%m0 : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.reduce ins(%e : tensor<3x40xf32>) outs(%sinit : tensor<3xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e, %sum : tensor<3x40xf32>, tensor<3xf32>) outs(%e0 : tensor<3x40xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %q = arith.divf %a, %s : f32
      linalg.yield %q : f32
  } -> tensor<3x40xf32>
  return %y : tensor<3x40xf32>
}
"""


def _softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


#: x minus its column means: a reduction over the rows, then an elementwise nest (two
#: kernels: columns do not fuse as rows do)
CENTER = """
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @center(%x: tensor<3x40xf32>) -> tensor<3x40xf32> {
  %zero = arith.constant 0.0 : f32
  %third = arith.constant 0.333333343 : f32
  %s0 = tensor.empty() : tensor<40xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%s0 : tensor<40xf32>) -> tensor<40xf32>
  %sum = linalg.reduce ins(%x : tensor<3x40xf32>) outs(%sinit : tensor<40xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %t = arith.addf %in, %acc : f32
      linalg.yield %t : f32
    }
  %e0 = tensor.empty() : tensor<3x40xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<3x40xf32>, tensor<40xf32>) outs(%e0 : tensor<3x40xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %m = arith.mulf %s, %third : f32
      %d = arith.subf %a, %m : f32
      linalg.yield %d : f32
  } -> tensor<3x40xf32>
  return %y : tensor<3x40xf32>
}
"""


def test_buffers_stay_on_the_device_between_kernels(fake_cupy: FakeCupy) -> None:
    m = irlite.compile(CENTER, target="cuda")
    launches = str(m.lowered).count("gpu.launch_func")
    assert launches >= 2, m.lowered
    x = np.random.default_rng(0).standard_normal((3, 40)).astype(np.float32)
    y = m.center(x)
    assert isinstance(y, np.ndarray)
    np.testing.assert_allclose(y, x - x.sum(0) * np.float32(0.333333343), rtol=1e-5, atol=1e-6)
    # x goes up once, the result comes down once: the intermediates never leave the
    # device, and x (which no kernel writes) does not come back
    assert (fake_cupy.uploads, fake_cupy.downloads) == (1, 1), (
        launches,
        fake_cupy.uploads,
        fake_cupy.downloads,
    )


def test_cupy_arguments_are_used_in_place(fake_cupy: FakeCupy) -> None:
    m = irlite.compile(SOFTMAX, target="cuda")  # one kernel: a block per row
    x = np.random.default_rng(1).standard_normal((3, 40)).astype(np.float32)
    d = fake_cupy.asarray(x, count=False)
    y = m.softmax(d)
    assert isinstance(y, fake_cupy.ndarray)
    assert (fake_cupy.uploads, fake_cupy.downloads) == (0, 0)
    np.testing.assert_allclose(y.a, _softmax(x), rtol=1e-5, atol=1e-6)
    with pytest.raises(irlite.targets.abi.ABIError, match="shape"):
        m.softmax(fake_cupy.asarray(np.zeros((2, 40), np.float32), count=False))


HOST_BETWEEN = """
func.func @f(%x: memref<64xf32>, %y: memref<64xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  %two = arith.constant 2.0 : f32
  %t = memref.alloc() : memref<64xf32>
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %x[%i] : memref<64xf32>
    %w = arith.mulf %v, %two : f32
    memref.store %w, %t[%i] : memref<64xf32>
    scf.reduce
  }
  %h = memref.load %t[%c5] : memref<64xf32>
  memref.store %two, %t[%c0] : memref<64xf32>
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    %v = memref.load %t[%i] : memref<64xf32>
    %w = arith.addf %v, %h : f32
    memref.store %w, %y[%i] : memref<64xf32>
    scf.reduce
  }
  memref.dealloc %t : memref<64xf32>
  return %h : f32
}
"""


def test_a_host_op_between_launches_moves_what_it_touches(fake_cupy: FakeCupy) -> None:
    m = irlite.compile(HOST_BETWEEN, target="cuda")
    x = np.arange(64, dtype=np.float32)
    y = np.zeros(64, np.float32)
    h = m.f(x, y)
    assert h == 10.0
    want = 2 * x + 10
    want[0] = 2 + 10
    np.testing.assert_array_equal(y, want)
    # up: x at the first launch, y at the second, t again after the host's store;
    # down: t for the host's load, y when the call returns (the kernels never write x)
    assert fake_cupy.uploads == 3, fake_cupy.uploads
    assert fake_cupy.downloads == 2, fake_cupy.downloads


def test_jit_on_cupy_arrays(fake_cupy: FakeCupy) -> None:
    """irlite.jit(target="cuda") traces GPU arrays by shape and dtype, runs the compiled
    kernels on them in place and returns a GPU array; the second call takes the fast
    path (no new trace); a CPU target refuses them with a clear error."""

    def softmax(x):  # noqa: ANN001, ANN202
        e = np.exp(x - x.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True)

    f = irlite.jit(softmax, target="cuda")
    x = np.random.default_rng(2).standard_normal((3, 40)).astype(np.float32)
    d = fake_cupy.asarray(x, count=False)
    y = f(d)
    assert isinstance(y, fake_cupy.ndarray)
    np.testing.assert_allclose(y.a, _softmax(x), rtol=1e-5, atol=1e-6)
    assert (fake_cupy.uploads, fake_cupy.downloads) == (0, 0)
    f(d)
    assert f.stats["traces"] == 1
    with pytest.raises(TypeError, match="target='cuda'"):
        irlite.jit(softmax)(d)


def test_straight_line_host_functions_run_as_launch_plans(fake_cupy: FakeCupy) -> None:
    """softmax's host function (allocations, one launch, a deallocation) becomes a launch
    plan: grid and block sizes fixed at compile time, no interpreter per call; a numpy
    argument goes up once and the result comes down once, a kernel's read-only argument
    is not copied; the host function with host loads and stores has no plan."""
    from irlite.targets.cuda.host_plan import host_plan

    interp = runtime.host_interpreter()
    m = irlite.compile(SOFTMAX, target="cuda")
    plan = host_plan(m.lowered, "softmax", interp)
    assert plan is not None and plan.written == set()
    assert [s[0] for s in plan.steps].count("launch") == 1
    x = np.random.default_rng(8).standard_normal((3, 40)).astype(np.float32)
    y = m.softmax(x)
    np.testing.assert_allclose(y, _softmax(x), rtol=1e-5, atol=1e-6)
    assert (fake_cupy.uploads, fake_cupy.downloads, fake_cupy.device_copies) == (1, 1, 0)
    assert host_plan(irlite.compile(HOST_BETWEEN, target="cuda").lowered, "f", interp) is None
