"""``torch.compile(..., backend="irlite")``: the four workloads, GELU (erf and tanh),
RMSNorm and a Linear-ReLU-Linear module match eager torch in f32 and f64; the aten ops
the table covers compile with no fallback; an op without a lowering warns once, runs in
eager torch and is still right; a new shape recompiles (static) or retraces (dynamic);
the backend is found by name. Each program is compiled once (dynamo costs a fraction of
a second per graph) and shared by the tests through module-level fixtures."""

from __future__ import annotations

import importlib.metadata
import warnings

import pytest

torch = pytest.importorskip(
    "torch", reason="the torch backend needs torch (pip install -e '.[torch]')"
)

import numpy as np  # noqa: E402
import torch.nn.functional as F  # noqa: E402

import irlite  # noqa: E402
from irlite.frontend import torch_backend  # noqa: E402
from irlite.frontend.torch_backend import TorchFallbackWarning, compiled_graphs  # noqa: E402

GEN = torch.Generator().manual_seed(1234)


def rand(*shape, dtype=torch.float32):
    return torch.randn(*shape, generator=GEN, dtype=dtype)


def relu_sum(x):
    return torch.relu(x).sum(1)


def mlp(x, w1, b1, w2):
    return torch.relu(x @ w1 + b1) @ w2


def softmax(x):
    return torch.softmax(x, -1)


def softmax_by_hand(x):
    e = torch.exp(x - x.amax(-1, keepdim=True))
    return e / e.sum(-1, keepdim=True)


def layernorm(x, g, b):
    return F.layer_norm(x, (x.shape[-1],), g, b)


def gelu(x):
    return F.gelu(x), F.gelu(x, approximate="tanh")


def rmsnorm(x, w):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w


def many_ops(x, y):
    """The rest of the table: comparisons, where, casts, broadcasting, layout ops,
    reductions with dims and keepdim, constructors, cumsum, floor division, modulo."""
    c = torch.where(x > y, x, y * 2) + torch.ones(x.shape[-1])
    m = (x >= 0) & (y != 0) | (x < -1)
    i = (x * 10).to(torch.int64).clamp(-3, 3)
    r = c.unsqueeze(0).expand(2, -1, -1).reshape(2, -1).amin(0)
    return (
        c.mean(dim=(0, 1)),
        m.sum(1),
        i.amax(0, keepdim=True),
        r,
        x.t().contiguous().view(-1)[1:7],
        torch.full((2, 3), 1.5) - torch.zeros(3),
        torch.sigmoid(x).squeeze(),
        (x.abs() ** 0.5).sum(),
        torch.exp(i).float().max(),
        torch.cumsum(x, 1),
        i // 2,
        i % 3,
        x // 0.5,
    )


def fallback_program(x):
    return torch.flip(x, [1]) * 2.0 + 1.0


WORKLOADS = {
    "relu_sum": (relu_sum, [(6, 16)]),
    "mlp": (mlp, [(4, 8), (8, 16), (16,), (16, 4)]),
    "softmax": (softmax, [(5, 16)]),
    "softmax_by_hand": (softmax_by_hand, [(5, 16)]),
    "layernorm": (layernorm, [(5, 16), (16,), (16,)]),
    "gelu": (gelu, [(5, 16)]),
    "rmsnorm": (rmsnorm, [(5, 16), (16,)]),
}


@pytest.fixture(scope="module")
def compiled():
    """Each workload compiled once (dynamo's cache holds one graph per dtype)."""
    return {name: torch.compile(fn, backend="irlite") for name, (fn, _) in WORKLOADS.items()}


@pytest.fixture(scope="module")
def warned_fallbacks():
    """``fallback_program`` compiled and called twice; the warnings of both calls."""
    f = torch.compile(fallback_program, backend="irlite")
    x = rand(4, 8)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        first = f(x)
        second = f(x)
    return x, first, second, [w for w in caught if issubclass(w.category, TorchFallbackWarning)]


#: f64 for the programs whose f64 code differs (matmul, math functions, reductions)
CASES = [(n, torch.float32) for n in WORKLOADS] + [
    (n, torch.float64) for n in ("mlp", "softmax", "layernorm", "gelu", "rmsnorm")
]


@pytest.mark.parametrize(("name", "dtype"), CASES, ids=[f"{n}-{str(d)[-7:]}" for n, d in CASES])
def test_workloads_match_eager(compiled, name, dtype):
    fn, shapes = WORKLOADS[name]
    args = [rand(*s, dtype=dtype) for s in shapes]
    with warnings.catch_warnings():
        warnings.simplefilter("error", TorchFallbackWarning)  # every op is lowered (f64 erf too)
        got = compiled[name](*args)
    torch.testing.assert_close(got, fn(*args))


def _graph_of(f, *args):
    """The ``AtenGraph`` that ``f(*args)`` runs."""
    before = {id(g): g.calls for g in compiled_graphs()}
    f(*args)
    ran = [g for g in compiled_graphs() if g.calls != before.get(id(g), 0)]
    assert len(ran) == 1, f"{len(ran)} graphs ran"
    return ran[0]


def np_softmax(x):
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def test_softmax_fuses_as_the_numpy_front_end_does(compiled):
    """The aten graph becomes the numpy front end's traced ops: the same kernels and the
    same single dispatch as ``irlite.jit`` of the numpy softmax."""
    x = rand(5, 16)
    text = _graph_of(compiled["softmax"], x).explain()
    assert "1 compiled segment(s), 0 fallback(s)" in text
    line = softmax.__code__.co_firstlineno + 1  # the user's line, not the interpreter's
    assert f"dispatch 0 (aten_graph_0): max#1 (line {line}), subtract#2 (line {line})" in text
    want = irlite.jit(np_softmax).explain(x.numpy())

    def counts(t):
        return [ln for ln in t.splitlines() if ln.startswith(("kernels:", "dispatches:"))]

    assert counts(text) == counts(want) == ["kernels: 4", "dispatches: 1 (dispatch-creation)"]


def test_many_ops_compile_without_fallback():
    f = torch.compile(many_ops, backend="irlite")
    x, y = rand(4, 8), rand(4, 8)
    with warnings.catch_warnings():
        warnings.simplefilter("error", TorchFallbackWarning)
        got = f(x, y)
    torch.testing.assert_close(got, many_ops(x, y))
    assert "0 fallback(s)" in _graph_of(f, x, y).explain()


def test_module_linear_relu_linear():
    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4))
    cm = torch.compile(m, backend="irlite")
    x = rand(3, 8)
    with torch.no_grad():
        torch.testing.assert_close(cm(x), m(x))
    # with gradients: the forward through irlite, the backward in eager torch
    cm(x).square().sum().backward()
    got = [p.grad.clone() for p in m.parameters()]
    m.zero_grad()
    m(x).square().sum().backward()
    for g, want in zip(got, (p.grad for p in m.parameters())):
        torch.testing.assert_close(g, want)


def test_fallback_warns_once_and_is_correct(warned_fallbacks):
    x, first, second, caught = warned_fallbacks
    want = fallback_program(x)
    torch.testing.assert_close(first, want)
    torch.testing.assert_close(second, want)
    assert len(caught) == 1
    msg = str(caught[0].message)
    assert "aten.flip" in msg and "eager torch" in msg
    assert caught[0].filename == __file__


def test_fallback_splits_the_graph(warned_fallbacks):
    g = next(g for g in reversed(compiled_graphs()) if "aten.flip" in g.explain())
    text = g.explain()
    assert "1 fallback(s)" in text
    assert "fallback: aten.flip at test_torch_backend.py" in text
    assert "runs in eager torch" in text


def test_f64_erf_is_compiled():
    """f64 ``erf`` calls libm's ``erf`` (``convert-math-to-libm``): no fallback, libm's values."""
    f = torch.compile(lambda x: torch.erf(x) + 1.0, backend="irlite")
    x = rand(4, 8, dtype=torch.float64)
    with warnings.catch_warnings():
        warnings.simplefilter("error", TorchFallbackWarning)
        got = f(x)
    torch.testing.assert_close(got, torch.erf(x) + 1.0)
    text = list(compiled_graphs())[-1].explain()
    assert "0 fallback(s)" in text and "erf#" in text, text


def test_new_shape_recompiles_static():
    f = torch.compile(relu_sum, backend="irlite", dynamic=False)
    for shape in [(3, 8), (5, 8)]:
        x = rand(*shape)
        torch.testing.assert_close(f(x), relu_sum(x))


def test_dynamic_shapes_retrace_per_shape():
    f = torch.compile(layernorm, backend="irlite", dynamic=True)
    before = len(compiled_graphs())
    for shape in [(3, 8), (5, 8), (5, 32)]:
        args = [rand(*shape), rand(shape[-1]), rand(shape[-1])]
        torch.testing.assert_close(f(*args), layernorm(*args))
    new = compiled_graphs()[before:]
    assert len(new) == 1  # one symbolic graph from dynamo ...
    assert len(new[0].jit.signatures) == 3  # ... traced and compiled once per shape


def test_unsupported_input_dtype_runs_eager():
    f = torch.compile(lambda x: x * 2 + 1, backend="irlite")
    x = rand(4).to(torch.float16)
    with pytest.warns(TorchFallbackWarning, match="torch.float16"):
        torch.testing.assert_close(f(x), x * 2 + 1)


def test_strict_raises_at_a_fallback():
    from irlite.frontend import UnsupportedOpError

    f = torch.compile(lambda x: torch.flip(x, [0]), backend="irlite", options={"strict": True})
    with pytest.raises(UnsupportedOpError, match="aten.flip"):
        f(rand(4))


def test_unknown_option_is_an_error():
    f = torch.compile(lambda x: x + 1, backend="irlite", options={"fusion": "max"})
    with pytest.raises(Exception, match="unknown options"):
        f(rand(4))


def test_backend_is_registered_by_name():
    from torch._dynamo.backends.registry import lookup_backend

    assert lookup_backend("irlite") is torch_backend.irlite_backend
    eps = importlib.metadata.entry_points(group="torch_dynamo_backends")
    if "irlite" in eps.names:  # installed with pip install -e . (pyproject's entry point)
        assert eps["irlite"].value == "irlite.frontend.torch_backend:irlite_backend"


def test_outputs_alias_inputs_as_in_eager():
    """``clone`` is a new tensor (the proxies see an identity); ``t`` is a view of the
    input (AOTAutograd makes it from the input)."""
    f = torch.compile(lambda x: (x.clone(), x.t()), backend="irlite")
    x = rand(3, 4)
    want = x.clone()
    c, v = f(x)
    c.add_(1.0)
    torch.testing.assert_close(x, want)
    assert v.untyped_storage().data_ptr() == x.untyped_storage().data_ptr()
    torch.testing.assert_close(v, want.t())


def test_as_strided_and_layouts_of_fallback_operands():
    """A row-major window is a reshape; a window of a tensor eager torch holds transposed
    (``x.t() * 1`` keeps its input's layout) falls back, its operand given eager's layout."""

    def windows(x):
        a = torch.as_strided(x * 2, (2, 6), (6, 1), 6)
        b = torch.as_strided(x.t() * 1, (3, 4), (4, 1))
        return a, b

    f = torch.compile(windows, backend="irlite")
    x = rand(4, 6)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        got = f(x)
    torch.testing.assert_close(got, windows(x))
    names = [str(w.message) for w in caught if issubclass(w.category, TorchFallbackWarning)]
    assert len(names) == 1 and "aten.as_strided (a strided window" in names[0]
