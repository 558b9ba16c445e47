"""``irlite.jit``: the issue's numpy programs match numpy on the cpu and in the interpreter;
fallbacks warn once and still give numpy's result, ``strict=True`` raises at the user's
line; a new signature recompiles, a known one does not; numpy's errors for programs numpy
rejects; bad arguments; ``lower`` and ``explain``; ``$IRLITE_DEBUG_DIR``."""

from __future__ import annotations

import os
import warnings

import numpy as np
import pytest

import irlite
from irlite.frontend import FallbackWarning, TracingError, UnsupportedOpError

RNG = np.random.default_rng(1234)


def f32(*shape):
    return RNG.standard_normal(shape).astype(np.float32)


def relu_sum(x):
    return np.maximum(x, 0).sum(axis=1)


def mlp(x, w1, b1, w2):
    return np.maximum(x @ w1 + b1, 0) @ w2


def softmax(x):
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def layernorm(x, g, b):
    mu = x.mean(axis=-1, keepdims=True)
    d = x - mu
    var = (d * d).mean(axis=-1, keepdims=True)
    return d / np.sqrt(var + 1e-5) * g + b


def gelu(x):
    return 0.5 * x * (1.0 + np.tanh(0.7978845608 * (x + 0.044715 * x**3)))


def rmsnorm(x, w):
    return x / np.sqrt((x * x).mean(axis=-1, keepdims=True) + 1e-6) * w


def logsumexp(x):
    m = x.max(axis=1)
    return m + np.log(np.exp(x - m[:, None]).sum(axis=1))


def t_plus(a, b):
    return a.T + b


def diff(x):
    return x[:, 1:] - x[:, :-1]


PROGRAMS = [
    (relu_sum, lambda: (f32(7, 33),)),
    (mlp, lambda: (f32(5, 8), f32(8, 16), f32(16), f32(16, 3))),
    (softmax, lambda: (f32(6, 17),)),
    (layernorm, lambda: (f32(4, 32), f32(32), f32(32))),
    (gelu, lambda: (f32(3, 5, 7),)),
    (rmsnorm, lambda: (f32(9, 16), f32(16))),
    (logsumexp, lambda: (f32(5, 11),)),
    (t_plus, lambda: (f32(6, 4), f32(4, 6))),
    (diff, lambda: (f32(4, 9),)),
]


@pytest.mark.parametrize("target", ["cpu", "interp"])
@pytest.mark.parametrize("prog,make", PROGRAMS, ids=[p.__name__ for p, _ in PROGRAMS])
def test_issue_programs_match_numpy(prog, make, target):
    args = make()
    f = irlite.jit(prog, target=target, cache=False)
    with warnings.catch_warnings():
        warnings.simplefilter("error", FallbackWarning)  # everything here has a lowering
        got = f(*args)
    want = prog(*args)
    assert got.shape == want.shape and got.dtype == want.dtype
    np.testing.assert_allclose(got, want, rtol=2e-5, atol=2e-5)
    assert f.stats["traces"] == 1


def _kernels(f, *args):
    line = [s for s in f.explain(*args).splitlines() if s.startswith("kernels: ")]
    return int(line[0].split()[1])


def test_explain_counts_the_kernels_and_names_what_fused():
    x = f32(8, 16)
    f = irlite.jit(gelu, cache=False)
    text = f.explain(x)
    assert _kernels(f, x) == 1  # the whole element-wise chain is one loop nest
    kernel = [s for s in text.splitlines() if "kernel 0" in s][0]
    for op in ("power", "tanh", "multiply", "add"):
        assert op + "#" in kernel
    m = irlite.jit(mlp, cache=False)
    args = (f32(5, 8), f32(8, 16), f32(16), f32(16, 3))
    assert _kernels(m, *args) == 2
    assert "not fused with kernel 0" in m.explain(*args)


def test_lower_stages():
    x = f32(4, 8)
    f = irlite.jit(softmax, cache=False)
    traced = f.lower(x, stage="traced")
    assert "// %1 = max(%0)" in traced and "func.func @softmax_0" in traced
    assert "linalg.generic" in traced and "math.exp" in traced
    fused = f.lower(x, stage="fused")
    assert "tensor.empty" in fused and "linalg.fill" not in fused
    loops = f.lower(x, stage="loops")
    assert "scf.for" in loops and "memref" in loops and "tensor<" not in loops
    llvm = f.lower(x, stage="llvm")
    assert "define " in llvm and "_irlite_packed_softmax_0" in llvm
    assert "func.func" in f.lower(x, stage="dispatch")
    with pytest.raises(ValueError, match="unknown stage"):
        f.lower(x, stage="nope")


def test_debug_dir_writes_every_stage(tmp_path, monkeypatch):
    monkeypatch.setenv("IRLITE_DEBUG_DIR", str(tmp_path))
    f = irlite.jit(relu_sum, cache=False)
    f(f32(3, 4))
    f(f32(5, 4))
    dirs = sorted(os.listdir(tmp_path))
    assert len(dirs) == 2  # one per compiled signature
    files = sorted(os.listdir(tmp_path / dirs[0]))
    assert files == [
        "call.py",
        "dispatch.mlir",
        "explain.txt",
        "fused.mlir",
        "llvm.ll",
        "loops.mlir",
        "signature.txt",
        "traced.mlir",
    ]
    assert "define " in (tmp_path / dirs[0] / "llvm.ll").read_text()
    call = (tmp_path / dirs[0] / "call.py").read_text()
    assert "def run(*args):" in call and "def stub(*args):" in call  # the generated call


def test_recompiles_for_a_new_signature_only():
    f = irlite.jit(relu_sum, target="interp")
    a, b = f32(3, 4), f32(3, 4)
    np.testing.assert_allclose(f(a), relu_sum(a), rtol=1e-6)
    np.testing.assert_allclose(f(b), relu_sum(b), rtol=1e-6)
    assert f.stats["traces"] == 1
    f(f32(3, 5))
    f(a.astype(np.float64))
    assert f.stats["traces"] == 3 and len(f.signatures) == 3
    assert f(a.astype(np.float64)).dtype == np.float64


def test_python_scalars_are_weak_and_baked_in():
    def scale(x, k):
        return x * k + 1

    f = irlite.jit(scale, target="interp")
    x = np.arange(6, dtype=np.int32).reshape(2, 3)
    assert f(x, 3).dtype == np.int32 and (f(x, 3) == x * 3 + 1).all()
    got = f(x, 2.5)  # a float scalar makes the int32 array float64, as numpy's NEP 50
    assert got.dtype == np.float64 and np.array_equal(got, x * 2.5 + 1)
    y = f32(4)
    assert f(y, 2).dtype == np.float32  # weak: stays float32
    assert f.stats["traces"] == 3


def test_fallback_warns_once_and_matches_numpy():
    def prog(x):
        y = np.exp(x)
        z = np.sort(y, axis=1)  # no lowering: runs in numpy between compiled segments
        return z[:, ::-2] * 2.0 + y.sum()

    x = f32(4, 6)
    f = irlite.jit(prog, cache=False)
    with pytest.warns(FallbackWarning) as rec:
        got = f(x)
    msgs = [str(w.message) for w in rec if w.category is FallbackWarning]
    assert len(msgs) == 2  # np.sort, and the negative-step slice
    assert any("numpy.sort" in m for m in msgs)
    assert all(w.filename == __file__ for w in rec)
    np.testing.assert_allclose(got, prog(x), rtol=2e-5)
    with warnings.catch_warnings():
        warnings.simplefilter("error", FallbackWarning)
        np.testing.assert_allclose(f(x), prog(x), rtol=2e-5)  # no second warning
        f(f32(5, 6))  # a new signature of the same site: still not warned again
    assert "fallback: numpy.sort" in f.explain(x)


def test_strict_raises_at_the_users_line():
    def prog(x):
        return np.sort(x)  # a line numpy runs and irlite has no lowering for

    f = irlite.jit(prog, strict=True)
    with pytest.raises(UnsupportedOpError, match=r"test_jit.py:\d+: .*numpy.sort") as e:
        f(f32(3))
    line = int(str(e.value).split(":")[1])
    with open(__file__, encoding="utf-8") as src:
        assert "np.sort" in src.read().splitlines()[line - 1]


def test_numpy_errors_for_invalid_programs():
    def bad_add(x, y):
        return x + y

    f = irlite.jit(bad_add, target="interp")
    with pytest.raises(ValueError, match=r"operands could not be broadcast together") as e:
        f(f32(3, 4), f32(5))
    assert any(fr.name == "bad_add" for fr in e.traceback)

    def bad_axis(x):
        return x.sum(axis=2)

    with pytest.raises(np.exceptions.AxisError, match="axis 2 is out of bounds"):
        irlite.jit(bad_axis)(f32(3, 4))

    def bad_matmul(x, y):
        return x @ y

    with pytest.raises(ValueError, match="matmul: Input operand 1 has a mismatch"):
        irlite.jit(bad_matmul)(f32(3, 4), f32(5, 6))

    def bad_sub(x):
        return x - x

    with pytest.raises(TypeError, match="numpy boolean subtract"):
        irlite.jit(bad_sub)(np.ones(3, bool))


def test_untraceable_programs_and_bad_arguments():
    def branchy(x):
        if x.sum() > 0:
            return x
        return -x

    with pytest.raises(TracingError, match="control flow"):
        irlite.jit(branchy)(f32(3))
    f = irlite.jit(relu_sum)
    with pytest.raises(TypeError, match="positional"):
        f(x=f32(2, 2))
    with pytest.raises(TypeError, match="cannot specialize"):
        f(object())
    with pytest.raises(ValueError, match="unknown target"):
        irlite.jit(relu_sum, target="tpu")


def test_inputs_are_not_written_and_strided_inputs_work():
    def inc(x):
        return x + 1.0

    f = irlite.jit(inc, cache=False)
    x = f32(6, 8)
    before = x.copy()
    np.testing.assert_array_equal(f(x), before + 1.0)
    np.testing.assert_array_equal(x, before)
    s = x[:, ::2]  # not contiguous: same signature, passed as a copy
    np.testing.assert_array_equal(f(np.ascontiguousarray(s)), s + 1.0)
    np.testing.assert_array_equal(irlite.jit(inc, cache=False)(s), s + 1.0)


def test_steady_state_calls_are_guarded_and_other_signatures_still_found():
    def prog(x, k):
        y = x * k + 1.0
        return y, y, x

    f = irlite.jit(prog, cache=False)
    x = f32(4, 6)
    y, y2, same = f(x, 2.0)
    # x * k + 1 may be one FMA (fast_math contract): a rounding of x * k fewer than numpy
    np.testing.assert_allclose(y, x * 2 + 1, rtol=1e-6, atol=1e-6)
    assert y2 is y and same is x  # one value twice, an argument as it is: as numpy
    s = f32(4, 12)[:, ::2]  # the same signature, not contiguous: the checked call copies it
    np.testing.assert_allclose(f(s, 2.0)[0], s * 2 + 1, rtol=1e-6, atol=1e-6)
    assert f.stats["traces"] == 1
    f(x, 3.0), f(x.astype(np.float64), 2.0), f(f32(2, 6), 2.0), f(x, 2)
    assert f.stats["traces"] == 5
    for k in (2.0, 3.0, 2.0):  # earlier signatures, alternating: found, not traced again
        np.testing.assert_allclose(f(x, k)[0], x * k + 1, rtol=1e-6, atol=1e-6)
    assert f.stats["traces"] == 5 and f(x, True)[0].dtype == np.float32
    assert f.stats["traces"] == 6  # True is not 1

    def total(x, k):
        return (x * k).sum()

    g = irlite.jit(total, cache=False)
    r = g(x, np.float32(2))  # a numpy scalar is an argument (0-d), not baked in
    assert type(r) is np.float32 and np.isclose(r, (x * 2).sum(), rtol=1e-5)
    assert np.isclose(g(x, np.float32(3)), (x * 3).sum(), rtol=1e-5)
    np.testing.assert_allclose(g(x.tolist(), np.float32(3)), (x * 3).sum(), rtol=1e-5)
    assert g.stats["traces"] == 2  # the list is a float64 array: its own signature


def test_layout_and_constructor_ops():
    def prog(x, v):
        a = np.swapaxes(x, 0, 1).reshape(4, -1)
        b = np.expand_dims(v, 0) + np.broadcast_to(v, (4, 6))
        c = np.squeeze(x[None, :1, ...], axis=(0, 1))
        d = np.where(a > 0, a, np.zeros_like(a)) + np.full_like(b, 2) * np.ones_like(b)
        return d + b, c.astype(np.int64), x.transpose(2, 0, 1).sum(axis=(1, 2), keepdims=True)

    x, v = f32(2, 3, 4), f32(6)
    f = irlite.jit(prog, cache=False)
    with warnings.catch_warnings():
        warnings.simplefilter("error", FallbackWarning)
        got = f(x, v)
    for g, w in zip(got, prog(x, v), strict=True):
        assert g.shape == w.shape and g.dtype == w.dtype
        np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-5)


def test_scalar_results_and_passthrough_outputs():
    def prog(x):
        return x.sum(), x, 3

    f = irlite.jit(prog, target="interp")
    x = f32(4)
    s, same, k = f(x)
    assert isinstance(s, np.float32) and np.isclose(s, x.sum(), rtol=1e-6)
    assert same is x and k == 3


def test_closed_over_arrays_are_hidden_arguments():
    w = f32(4, 4)

    def prog(x):
        return x @ w

    f = irlite.jit(prog, cache=False)
    x = f32(2, 4)
    np.testing.assert_allclose(f(x), x @ w, rtol=1e-5)
    w[:] = 0  # the closed-over array is read at each call, as numpy reads it
    np.testing.assert_allclose(f(x), 0)


def test_integer_and_bool_programs():
    def prog(a, b, m):
        s = (a * b - a // 3 + a % b + a**2).sum(axis=0)
        return s, np.logical_and(m, a > b), np.maximum(a, b).max(), (m | ~m).all()

    a = RNG.integers(-50, 50, (5, 7)).astype(np.int32)
    b = RNG.integers(-50, 50, (5, 7)).astype(np.int32)
    m = RNG.integers(0, 2, (5, 7)).astype(bool)
    f = irlite.jit(prog, cache=False)
    with warnings.catch_warnings(), np.errstate(divide="ignore"):
        warnings.simplefilter("error", FallbackWarning)
        got = f(a, b, m)
        want = prog(a, b, m)
    for g, w in zip(got, want, strict=True):
        assert np.asarray(g).dtype == np.asarray(w).dtype
        np.testing.assert_array_equal(g, w)


def test_dispatch_creation_path():
    import inspect

    from irlite.frontend.stages import _dispatch_pipeline
    from irlite.targets.compile import compile as compile_

    assert _dispatch_pipeline() is not None
    assert "dispatch" in inspect.signature(compile_).parameters
    x = f32(16, 33)
    f = irlite.jit(softmax, dispatch=True)
    np.testing.assert_allclose(f(x), softmax(x), rtol=2e-5, atol=1e-6)
    text = f.explain(x)
    assert "dispatches: 1 (dispatch-creation)" in text  # the row-wise normalization: one
    assert "flow.dispatch @" in f.lower(x, stage="dispatch")
    m = irlite.jit(mlp, dispatch=True)
    args = (f32(5, 8), f32(8, 16), f32(16), f32(16, 3))
    np.testing.assert_allclose(m(*args), mlp(*args), rtol=2e-5, atol=2e-5)
    assert "dispatches: 2 (dispatch-creation)" in m.explain(*args)
    # each element-wise chain and row-wise normalization: one dispatch
    for prog, make in PROGRAMS:
        if prog in (layernorm, rmsnorm, logsumexp, gelu, relu_sum, t_plus, diff):
            assert "dispatches: 1 (dispatch-creation)" in irlite.jit(prog).explain(*make()), prog


@pytest.mark.parametrize(
    "sa,sb",
    [((5,), (5, 3)), ((4, 5), (5,)), ((5,), (5,)), ((2, 3, 4), (4, 5)), ((2, 1, 3, 4), (5, 4, 2))],
)
def test_matmul_shapes_as_numpy(sa, sb):
    def prog(a, b):
        return a @ b, np.dot(a, b) if len(sa) <= 2 and len(sb) <= 2 else a @ b

    a, b = f32(*sa), f32(*sb)
    f = irlite.jit(prog, target="interp")
    with warnings.catch_warnings():
        warnings.simplefilter("error", FallbackWarning)
        got = f(a, b)
    for g, w in zip(got, prog(a, b), strict=True):
        assert np.shape(g) == np.shape(w)
        np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-5)
    ia = RNG.integers(-5, 5, sa).astype(np.int32)
    ib = RNG.integers(-5, 5, sb).astype(np.int64)
    got = irlite.jit(lambda x, y: x @ y, cache=False)(ia, ib)  # int32 @ int64 -> int64
    assert np.asarray(got).dtype == np.int64 and np.array_equal(got, ia @ ib)


def test_gpu_targets():
    """target="gpu-emu" runs the traced program as gpu kernels emulated on the CPU (the
    CPU's results); target="cuda" compiles the same kernels to PTX and needs a GPU to run."""
    from irlite.targets.cuda import available

    x = f32(5, 37)
    np.testing.assert_allclose(
        irlite.jit(relu_sum, target="gpu-emu")(x), relu_sum(x), rtol=1e-5, atol=1e-5
    )
    g = irlite.jit(relu_sum, target="cuda")
    if available():
        np.testing.assert_allclose(g(x), relu_sum(x), rtol=1e-5, atol=1e-5)
    else:
        with pytest.raises(RuntimeError, match="not available"):
            g(x)
