"""The aten lowering table: each aten (and prims) op of a decomposed torch graph as the
traced ops of ``irlite.jit``.

``ATEN`` maps an op's name (``"aten.add"``, ``"prims.broadcast_in_dim"``: namespace and
overload packet; the overloads of one op share an entry) to a function
``entry(cx, *args, **kwargs)`` that computes the op on the ``frontend.tracer`` proxies of
its tensor operands, with the numpy calls the tracer records (``a + b``, ``np.sum``,
``np.reshape``, ``np.matmul``, ...) or, for what numpy lacks, a node recorded with
``cx.record`` (``erf``). So an aten graph becomes the same graph of traced nodes a numpy
function does, and ``frontend.lowering``'s table builds its ``linalg``/``tensor``/
``arith``/``math`` ops: fusion, dispatch creation, the caches, ``lower`` and ``explain``
are the numpy front end's, not a second copy.

An entry raises ``Unsupported`` for arguments it does not handle (a rounding mode, a
device); the interpreter (``frontend.torch_backend``) then runs the op in eager torch, as
it does an op without an entry: a fallback node that splits the compiled graph. Results
keep torch's dtypes: the interpreter casts an entry's result to the dtype torch gives the
node (``node.meta["val"]``) where numpy's promotion differs (an int tensor divided by
an int, a float32 tensor plus a float64 0-d tensor).

What it does not do: import anything but torch's dtypes, decide decompositions
(``torch_backend.DECOMPOSITIONS``), or handle strides, aliasing and in-place ops (the
graphs it sees are functionalized by AOTAutograd).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import torch

from .tracer import Tensor, _Tracer

__all__ = ["ATEN", "AtenLowerer", "Unsupported", "numpy_dtype"]

_DTYPES = {
    torch.bool: np.dtype(np.bool_),
    torch.int32: np.dtype(np.int32),
    torch.int64: np.dtype(np.int64),
    torch.float32: np.dtype(np.float32),
    torch.float64: np.dtype(np.float64),
}


def numpy_dtype(dt: Any) -> np.dtype | None:
    """The numpy dtype of a torch dtype irlite compiles (bool, int32/64, float32/64), or
    None."""
    return _DTYPES.get(dt)


class Unsupported(Exception):
    """An entry does not handle these arguments: the op runs in eager torch."""


class AtenLowerer:
    """What the entries share while one aten graph is traced: the trace (``tracer``,
    from the first tensor argument), a traced tensor to anchor constructors on
    (``anchor``), and the current node's location (``loc``) and result dtype (``dtype``,
    numpy's, None when torch's is not one irlite compiles)."""

    def __init__(self, tracer: _Tracer | None, anchor: Tensor | None) -> None:
        self.tracer = tracer
        self.anchor = anchor
        self.loc: tuple[str, int, int] = ("<aten graph>", 0, 0)
        self.dtype: np.dtype | None = None
        self.name = ""
        #: the FX node being lowered (its operands' ``meta["val"]``: fake tensors)
        self.node: Any = None

    def record(self, op: str, x: Tensor, attrs: dict, eager: tuple) -> Tensor:
        """A traced node ``op`` of ``x`` (same shape and dtype) that numpy has no function
        for; ``eager`` computes it on arrays in torch (a fallback when the lowering table
        does not support the node, and for fallbacks downstream)."""
        node = self.tracer.lift(x)
        out = self.tracer.record(
            op, [node], node.shape, node.dtype, attrs, eager, self.loc, self.name
        )
        if out._node.op == "fallback":  # not lowered for this dtype: ``eager`` runs it
            out._node.attrs["runs_in"] = "eager torch"
        return out


def _tensor(x: Any) -> bool:
    return isinstance(x, (Tensor, np.ndarray))


def _float(cx: AtenLowerer, x: Any) -> Any:
    """``x`` as the node's float dtype (torch's unary float ops promote ints)."""
    if _tensor(x) and cx.dtype is not None and x.dtype != cx.dtype:
        return x.astype(cx.dtype)
    return x


def _axes(dim: Any) -> tuple[int, ...] | None:
    """torch's ``dim`` (an int, a list, None or ``[]`` for all) as numpy's ``axis``."""
    if dim is None:
        return None
    if isinstance(dim, int):
        return (dim,)
    dims = tuple(int(d) for d in dim)
    return dims if dims else None


ATEN: dict[str, Callable[..., Any]] = {}


def entry(*names: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def add(fn: Callable[..., Any]) -> Callable[..., Any]:
        for n in names:
            ATEN[n if "." in n else f"aten.{n}"] = fn
        return fn

    return add


def _simple(name: str, fn: Callable[..., Any], floats: bool = False) -> None:
    ATEN[f"aten.{name}"] = (
        (lambda cx, *a: fn(*(_float(cx, v) for v in a))) if floats else (lambda cx, *a: fn(*a))
    )


# ----------------------------------------------------------------------------- elementwise


@entry("add")
def _add(cx: AtenLowerer, a: Any, b: Any, alpha: Any = 1) -> Any:
    return a + (b if alpha == 1 else b * alpha)


@entry("sub")
def _sub(cx: AtenLowerer, a: Any, b: Any, alpha: Any = 1) -> Any:
    return a - (b if alpha == 1 else b * alpha)


@entry("rsub")
def _rsub(cx: AtenLowerer, a: Any, b: Any, alpha: Any = 1) -> Any:
    return b - (a if alpha == 1 else a * alpha)


@entry("div", "prims.div")
def _div(cx: AtenLowerer, a: Any, b: Any, rounding_mode: Any = None) -> Any:
    """True division in the result's float dtype; ``floor`` is numpy's ``floor_divide``
    (an integer division by zero gives 0 where torch raises); ``trunc`` is not lowered."""
    if rounding_mode == "floor":
        return np.floor_divide(a, b)
    if rounding_mode is not None or (cx.dtype is not None and cx.dtype.kind != "f"):
        raise Unsupported(f"rounding_mode={rounding_mode!r}")
    return _float(cx, a) / _float(cx, b)


@entry("floor_divide")
def _floor_divide(cx: AtenLowerer, a: Any, b: Any) -> Any:
    return np.floor_divide(a, b)


@entry("remainder")
def _remainder(cx: AtenLowerer, a: Any, b: Any) -> Any:
    """Python's modulo (the divisor's sign), as numpy's ``remainder``."""
    return np.remainder(a, b)


@entry("pow")
def _pow(cx: AtenLowerer, x: Any, e: Any) -> Any:
    """Small integral exponents as products (torch's CPU kernels do the same), halves as
    square roots, the rest ``math.powf``."""
    if not _tensor(e) and _tensor(x):
        if e == 1:
            return x
        if e == 2:
            return x * x
        if e == 3:
            return x * x * x
        if e == 0.5:
            return np.sqrt(_float(cx, x))
        if e == -1:
            return 1.0 / _float(cx, x)
        if e == -0.5:
            return 1.0 / np.sqrt(_float(cx, x))
    return np.power(_float(cx, x), _float(cx, e))


for _n, _f in {
    "mul": np.multiply,
    "maximum": np.maximum,
    "minimum": np.minimum,
    "eq": np.equal,
    "ne": np.not_equal,
    "lt": np.less,
    "le": np.less_equal,
    "gt": np.greater,
    "ge": np.greater_equal,
    "bitwise_and": np.bitwise_and,
    "bitwise_or": np.bitwise_or,
    "bitwise_xor": np.bitwise_xor,
    "bitwise_not": np.invert,
    "neg": np.negative,
    "abs": np.absolute,
}.items():
    _simple(_n, _f)
for _n, _f in {
    "exp": np.exp,
    "log": np.log,
    "sqrt": np.sqrt,
    "tanh": np.tanh,
    "sin": np.sin,
    "cos": np.cos,
    "reciprocal": np.reciprocal,
}.items():
    _simple(_n, _f, floats=True)


def _bool(x: Any) -> Any:
    return x if not _tensor(x) or x.dtype == np.bool_ else x != 0


for _n, _f in {
    "logical_and": np.logical_and,
    "logical_or": np.logical_or,
    "logical_xor": np.logical_xor,
}.items():
    ATEN[f"aten.{_n}"] = lambda cx, a, b, _f=_f: _f(_bool(a), _bool(b))
ATEN["aten.logical_not"] = lambda cx, a: np.logical_not(_bool(a))


@entry("rsqrt")
def _rsqrt(cx: AtenLowerer, x: Any) -> Any:
    return 1.0 / np.sqrt(_float(cx, x))


@entry("sigmoid")
def _sigmoid(cx: AtenLowerer, x: Any) -> Any:
    return 1.0 / (1.0 + np.exp(-_float(cx, x)))


@entry("relu")
def _relu(cx: AtenLowerer, x: Any) -> Any:
    return np.maximum(x, 0)


@entry("erf")
def _erf(cx: AtenLowerer, x: Any) -> Any:
    """numpy has no ``erf``: a traced node of its own (``frontend.lowering``'s ``erf``)."""
    x = _float(cx, x)
    if not isinstance(x, Tensor):
        raise Unsupported("erf of a constant")
    dt = x.dtype

    def eager(v: np.ndarray) -> np.ndarray:
        return torch.special.erf(torch.from_numpy(np.asarray(v))).numpy()

    return cx.record("erf", x, {"loop": (dt, dt)}, (eager, (x,), {}))


@entry("clamp", "clamp_min", "clamp_max")
def _clamp(cx: AtenLowerer, x: Any, min: Any = None, max: Any = None) -> Any:
    if cx.name.endswith("clamp_max"):
        min, max = None, min
    if min is not None:
        x = np.maximum(x, min)
    if max is not None:
        x = np.minimum(x, max)
    return x


@entry("where")
def _where(cx: AtenLowerer, c: Any, a: Any = None, b: Any = None) -> Any:
    if a is None or b is None:
        raise Unsupported("where(condition) (nonzero)")
    return np.where(_bool(c), a, b)


@entry("_to_copy", "prims.convert_element_type")
def _to_copy(cx: AtenLowerer, x: Any, dtype: Any = None, **kw: Any) -> Any:
    device = kw.get("device")
    if device is not None and torch.device(device).type != "cpu":
        raise Unsupported(f"device {device}")
    if dtype is None:
        return x
    dt = numpy_dtype(dtype)
    if dt is None:
        raise Unsupported(f"dtype {dtype}")
    return x.astype(dt) if x.dtype != dt else x


@entry("clone", "alias", "detach", "lift_fresh_copy", "contiguous")
def _identity(cx: AtenLowerer, x: Any, **kw: Any) -> Any:
    return x


# ----------------------------------------------------------------------------- layout


@entry("view", "_unsafe_view", "reshape", "prims.reshape")
def _view(cx: AtenLowerer, x: Any, shape: Any) -> Any:
    return np.reshape(x, tuple(int(s) for s in shape))


@entry("as_strided")
def _as_strided(cx: AtenLowerer, x: Any, size: Any, stride: Any, storage_offset: Any = None) -> Any:
    """A row-major window of a contiguous tensor's elements (what functionalization makes
    of some views): a reshape, after a slice of the flattened tensor when it is a part."""
    meta = cx.node.args[0].meta.get("val") if cx.node is not None else None
    size, stride = tuple(int(d) for d in size), tuple(int(d) for d in stride)
    offset = int(storage_offset or 0)
    want, acc = [], 1
    for d in reversed(size):
        want.append(acc)
        acc *= d
    strides_ok = all(s == w for s, w, d in zip(stride, reversed(want), size) if d != 1)
    if (
        not isinstance(meta, torch.Tensor)
        or not meta.is_contiguous()
        or meta.storage_offset() != 0
        or not strides_ok
        or offset + acc > int(np.prod(x.shape))
    ):
        raise Unsupported("a strided window that is not a row-major part of the tensor")
    n = int(np.prod(x.shape))
    if offset == 0 and acc == n:
        return np.reshape(x, size)
    return np.reshape(np.reshape(x, (n,))[offset : offset + acc], size)


@entry("permute", "prims.transpose")
def _permute(cx: AtenLowerer, x: Any, dims: Any) -> Any:
    return np.transpose(x, tuple(int(d) for d in dims))


@entry("t")
def _t(cx: AtenLowerer, x: Any) -> Any:
    return np.transpose(x)


@entry("transpose")
def _transpose(cx: AtenLowerer, x: Any, d0: int, d1: int) -> Any:
    return np.swapaxes(x, d0, d1)


@entry("expand")
def _expand(cx: AtenLowerer, x: Any, sizes: Any, implicit: bool = False) -> Any:
    lead = len(sizes) - len(x.shape)
    out = tuple(x.shape[i - lead] if int(s) == -1 else int(s) for i, s in enumerate(sizes))
    return np.broadcast_to(x, out)


@entry("prims.broadcast_in_dim")
def _broadcast_in_dim(cx: AtenLowerer, x: Any, shape: Any, dims: Any) -> Any:
    shape = tuple(int(s) for s in shape)
    keep = [1] * len(shape)
    for j, d in enumerate(dims):
        keep[d] = x.shape[j]
    return np.broadcast_to(np.reshape(x, tuple(keep)), shape)


@entry("unsqueeze")
def _unsqueeze(cx: AtenLowerer, x: Any, dim: int) -> Any:
    return np.expand_dims(x, dim if dim >= 0 else dim + len(x.shape) + 1)


@entry("squeeze", "prims.squeeze")
def _squeeze(cx: AtenLowerer, x: Any, dim: Any = None) -> Any:
    """torch leaves a named dim that is not of size 1 alone (numpy raises)."""
    n = len(x.shape)
    dims = range(n) if dim is None else [dim] if isinstance(dim, int) else dim
    axes = tuple(sorted({d % n for d in dims if n and x.shape[d % n] == 1}))
    return np.squeeze(x, axes) if axes else x


@entry("slice")
def _slice(
    cx: AtenLowerer, x: Any, dim: int = 0, start: Any = None, end: Any = None, step: int = 1
) -> Any:
    key = [slice(None)] * len(x.shape)
    key[dim] = slice(start, end, step)
    return x[tuple(key)]


@entry("select")
def _select(cx: AtenLowerer, x: Any, dim: int, index: int) -> Any:
    key: list[Any] = [slice(None)] * len(x.shape)
    key[dim] = index
    return x[tuple(key)]


# ----------------------------------------------------------------------------- reductions


def _reduce(
    fn: Callable[..., Any], operand: Callable[..., Any] | None = None
) -> Callable[..., Any]:
    """A reduction entry (``sum``, ``mean``, ``amax``, ...: ``dim``, ``keepdim``, ``dtype``
    as torch's); ``operand(cx, x)`` prepares the operand (a cast) first."""

    def lower(
        cx: AtenLowerer, x: Any, dim: Any = None, keepdim: bool = False, dtype: Any = None
    ) -> Any:
        if dtype is not None:
            x = _to_copy(cx, x, dtype)
        if operand is not None:
            x = operand(cx, x)
        return fn(x, axis=_axes(dim), keepdims=bool(keepdim))

    return lower


ATEN["aten.sum"] = _reduce(np.sum)
ATEN["aten.mean"] = _reduce(np.mean, _float)
ATEN["aten.amax"] = _reduce(np.max)
ATEN["aten.amin"] = _reduce(np.min)
ATEN["aten.any"] = _reduce(np.any, lambda cx, x: _bool(x))
ATEN["aten.all"] = _reduce(np.all, lambda cx, x: _bool(x))
ATEN["prims.sum"] = lambda cx, x, dims, output_dtype=None: np.sum(x, axis=_axes(dims))


@entry("max", "min")
def _max_min(cx: AtenLowerer, x: Any, dim: Any = None, keepdim: bool = False) -> Any:
    """``max(x)`` reduces all; ``max(x, dim)`` returns values and indices (not lowered)."""
    if dim is not None:
        if _tensor(dim):
            return (np.maximum if cx.name.endswith("max") else np.minimum)(x, dim)
        raise Unsupported("max/min with a dim returns indices")
    return (np.max if cx.name.endswith("max") else np.min)(x)


def _var(cx: AtenLowerer, x: Any, dim: Any, correction: Any, keepdim: bool) -> tuple[Any, Any]:
    x = _float(cx, x)
    axes = _axes(dim)
    n = int(np.prod([x.shape[a] for a in (range(len(x.shape)) if axes is None else axes)]))
    corr = 1 if correction is None else correction
    mean = np.mean(x, axis=axes, keepdims=True)
    d = x - mean
    var = np.sum(d * d, axis=axes, keepdims=keepdim) / max(n - corr, 0)
    return var, mean if keepdim else np.reshape(mean, var.shape)


@entry("cumsum")
def _cumsum(cx: AtenLowerer, x: Any, dim: int, *, dtype: Any = None) -> Any:
    if dtype is not None:
        x = _to_copy(cx, x, dtype)
    elif cx.dtype is not None and x.dtype != cx.dtype:  # torch sums ints and bools in int64
        x = x.astype(cx.dtype)
    return np.cumsum(x, axis=dim)


@entry("var_mean")
def _var_mean(
    cx: AtenLowerer, x: Any, dim: Any = None, *, correction: Any = None, keepdim: bool = False
) -> Any:
    return _var(cx, x, dim, correction, keepdim)


@entry("var")
def _var_entry(
    cx: AtenLowerer, x: Any, dim: Any = None, *, correction: Any = None, keepdim: bool = False
) -> Any:
    return _var(cx, x, dim, correction, keepdim)[0]


@entry("prims.var")
def _prims_var(
    cx: AtenLowerer, x: Any, dims: Any, correction: Any = 1, *, output_dtype: Any = None
) -> Any:
    return _var(cx, x, dims, correction, False)[0]


@entry("_native_batch_norm_legit_no_training")
def _batch_norm_eval(
    cx: AtenLowerer, x: Any, w: Any, b: Any, mean: Any, var: Any, momentum: Any, eps: float
) -> Any:
    """Batch norm with the running statistics (eval mode), over dim 1; the saved mean and
    invstd it also returns are empty in eval mode."""
    shape = (x.shape[1],) + (1,) * (len(x.shape) - 2)

    def per_channel(v: Any) -> Any:
        return np.reshape(v, shape)

    y = (x - per_channel(mean)) * per_channel(1.0 / np.sqrt(var + eps))
    if w is not None:
        y = y * per_channel(w)
    if b is not None:
        y = y + per_channel(b)
    empty = np.full_like(cx.anchor, 0, x.dtype, shape=(0,))
    return y, empty, empty


# ----------------------------------------------------------------------------- products


@entry("mm", "bmm", "matmul")
def _mm(cx: AtenLowerer, a: Any, b: Any) -> Any:
    return np.matmul(a, b)


@entry("addmm")
def _addmm(cx: AtenLowerer, bias: Any, a: Any, b: Any, *, beta: Any = 1, alpha: Any = 1) -> Any:
    p = np.matmul(a, b)
    if alpha != 1:
        p = p * alpha
    return p + (bias if beta == 1 else bias * beta)


# ----------------------------------------------------------------------------- constructors


def _full_of(cx: AtenLowerer, shape: Any, value: Any, **kw: Any) -> Any:
    if cx.anchor is None or cx.dtype is None:
        raise Unsupported("a constructor without a traced tensor to anchor it")
    device = kw.get("device")
    if device is not None and torch.device(device).type != "cpu":
        raise Unsupported(f"device {device}")
    if isinstance(value, Tensor) or not isinstance(value, (bool, int, float)):
        raise Unsupported("a fill value that is not a Python scalar")
    return np.full_like(cx.anchor, value, cx.dtype, shape=tuple(int(s) for s in shape))


ATEN["aten.full"] = lambda cx, shape, value, **kw: _full_of(cx, shape, value, **kw)
ATEN["aten.zeros"] = lambda cx, shape, **kw: _full_of(cx, shape, 0, **kw)
ATEN["aten.ones"] = lambda cx, shape, **kw: _full_of(cx, shape, 1, **kw)
ATEN["aten.empty"] = lambda cx, shape, **kw: _full_of(cx, shape, 0, **kw)
ATEN["aten.scalar_tensor"] = lambda cx, value, **kw: _full_of(cx, (), value, **kw)
ATEN["aten.full_like"] = lambda cx, x, value, **kw: _full_of(cx, x.shape, value, **kw)
ATEN["aten.zeros_like"] = lambda cx, x, **kw: _full_of(cx, x.shape, 0, **kw)
ATEN["aten.ones_like"] = lambda cx, x, **kw: _full_of(cx, x.shape, 1, **kw)
ATEN["aten.empty_like"] = lambda cx, x, **kw: _full_of(cx, x.shape, 0, **kw)
