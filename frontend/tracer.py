"""Tracing plain numpy: the ``Tensor`` proxy and the graph it records.

``trace(fn, args, table)`` calls ``fn`` with a ``Tensor`` in place of each array
argument. NumPy hands every ufunc call on a ``Tensor`` to ``Tensor.__array_ufunc__`` and
every array function (``np.where``, ``np.sum``, ``np.transpose``, ...) to
``Tensor.__array_function__``; operators and methods (``a + b``, ``a @ b``, ``a.T``,
``a.sum(axis=1)``, ``a[:, 1:]``) are spelled through them. Each call becomes a ``Node``
of the ``Graph``: an op name, its inputs (nodes), static attributes, the result's shape
and dtype (numpy's, computed without computing any data) and the user's source line.

Shapes and dtypes follow numpy exactly: ufunc result dtypes come from the ufunc's own
type resolution (``ufunc.resolve_dtypes``, Python scalars weak as in NEP 50), reductions'
from numpy run on a one-element array of the same rank, layout ops' from numpy run on an
uninitialized array of the real shape (no data is touched). A program numpy rejects
(operands that do not broadcast, a bad axis, a core-dimension mismatch) raises numpy's
own exception, found by running numpy on zero-stride stand-ins of the real shapes, at the
user's line (the traceback's last frame outside irlite is it, and a note names it).

An op the lowering table (``frontend.lowering``) has no entry for becomes a *fallback*
node: it runs in numpy. To know its result, the values it reads are computed in numpy at
trace time (each node keeps the numpy call it stands for: ``eager``), the op runs on
them, and its result's shape and dtype are those of what it returned.

What it does not do: trace Python control flow on array values (``bool(t)``, ``if t:``
and ``np.asarray(t)`` raise ``TracingError``), in-place updates (``out=``,
``t[i] = v``), or advanced indexing (integer or boolean arrays as indices fall back).
"""

from __future__ import annotations

import operator
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from numpy.lib.array_utils import normalize_axis_tuple

__all__ = [
    "Graph",
    "Node",
    "Tensor",
    "TracingError",
    "UnsupportedOpError",
    "is_device_array",
    "trace",
]

_HERE = os.path.dirname(os.path.abspath(__file__))
_NUMPY = os.path.dirname(os.path.abspath(np.__file__))

#: dtypes the lowering table handles; any other one makes an op a fallback
SUPPORTED_DTYPES = frozenset(
    np.dtype(t) for t in (np.bool_, np.int32, np.int64, np.float32, np.float64)
)


class TracingError(TypeError):
    """The function does something a trace cannot record (control flow on an array value,
    in-place writes); the message names the user's line."""


class UnsupportedOpError(NotImplementedError):
    """``strict=True``: an op the lowering table has no entry for (message: the op, the
    user's ``file:line``)."""


def user_frame() -> tuple[str, int, int]:
    """``(file, line, col)`` of the innermost frame outside irlite's front end and numpy."""
    f = sys._getframe(1)
    while f is not None:
        fn = f.f_code.co_filename
        if not (fn.startswith(_HERE) or fn.startswith(_NUMPY) or fn.startswith("<__array")):
            return fn, f.f_lineno, _column(f)
        f = f.f_back
    return "<unknown>", 0, 0


def _column(f: Any) -> int:
    try:
        pos = list(f.f_code.co_positions())[f.f_lasti // 2]
        return (pos[2] or 0) + 1
    except (AttributeError, IndexError):
        return 1


def _located(exc: BaseException, where: tuple[str, int, int]) -> BaseException:
    """``exc`` with a note naming the user's line (Python 3.11's ``add_note``)."""
    if hasattr(exc, "add_note"):
        exc.add_note(f"  (traced by irlite.jit at {where[0]}:{where[1]})")
    return exc


# ----------------------------------------------------------------------------- graph


class Node:
    """One traced value: ``op`` applied to ``inputs`` with ``attrs``.

    ``op`` is a lowering table key (``"add"``, ``"sum"``, ``"matmul"``, ``"reshape"``,
    ...), or ``"arg"`` (argument ``attrs["index"]``), ``"const"`` (a Python or numpy
    scalar, ``attrs["value"]``; ``attrs["weak"]`` for a Python one), ``"array"`` (a
    numpy array the function closed over: passed to compiled code as a hidden argument)
    and ``"fallback"`` (``attrs["name"]``: a numpy op that runs in numpy).
    ``eager`` is the numpy call the node stands for: ``(callable, args, kwargs)`` with
    nodes among the arguments. ``loc`` is the user's ``(file, line, col)``.
    """

    __slots__ = ("attrs", "dtype", "eager", "id", "inputs", "loc", "op", "shape", "value")

    def __init__(
        self,
        op: str,
        inputs: Sequence[Node],
        shape: tuple[int, ...],
        dtype: np.dtype,
        attrs: dict | None = None,
        eager: Any = None,
        loc: tuple[str, int, int] = ("<unknown>", 0, 0),
    ) -> None:
        self.op = op
        self.inputs = list(inputs)
        self.shape = tuple(int(d) for d in shape)
        self.dtype = np.dtype(dtype)
        self.attrs = attrs or {}
        self.eager = eager
        self.loc = loc
        self.id = -1
        self.value: Any = _UNSET

    @property
    def is_scalar_const(self) -> bool:
        return self.op == "const"

    def describe(self) -> str:
        """``%3 = add(%1, %2) : (4, 8) float32  @ file.py:12``."""
        ins = ", ".join(f"%{n.id}" for n in self.inputs)
        attrs = {k: v for k, v in self.attrs.items() if k not in ("fn", "eager")}
        a = f" {attrs}" if attrs else ""
        where = f"{os.path.basename(self.loc[0])}:{self.loc[1]}"
        return f"%{self.id} = {self.op}({ins}){a} : {self.shape} {self.dtype}  @ {where}"


_UNSET = object()


class Graph:
    """The nodes of one trace, in program order (a topological order), and its outputs."""

    def __init__(self) -> None:
        self.nodes: list[Node] = []
        self.args: list[Node] = []
        self.arrays: list[Node] = []  # closed-over numpy arrays (hidden arguments)
        #: the function's result: a structure of nodes and plain Python values
        self.output: Any = None
        self.output_nodes: list[Node] = []

    def add(self, node: Node) -> Node:
        node.id = len(self.nodes)
        self.nodes.append(node)
        return node

    def text(self) -> str:
        """The graph, one node per line (``f.lower(stage="traced")`` shows it)."""
        lines = [n.describe() for n in self.nodes]
        lines.append("return " + ", ".join(f"%{n.id}" for n in self.output_nodes))
        return "\n".join(lines)

    def eager_value(self, node: Node) -> Any:
        """``node``'s value computed in numpy (each node once; what fallbacks need at
        trace time)."""
        if node.value is not _UNSET:
            return node.value
        fn, args, kwargs = node.eager
        node.value = fn(*_concrete(self, args), **_concrete(self, kwargs))
        return node.value


def _concrete(graph: Graph, x: Any) -> Any:
    if isinstance(x, Tensor):
        return graph.eager_value(x._node)
    if isinstance(x, Node):
        return graph.eager_value(x)
    if isinstance(x, (list, tuple)):
        return type(x)(_concrete(graph, v) for v in x)
    if isinstance(x, dict):
        return {k: _concrete(graph, v) for k, v in x.items()}
    return x


# ----------------------------------------------------------------------------- tracer state


class _Tracer:
    """The trace being recorded (one per ``trace`` call; calls do not nest)."""

    def __init__(self, graph: Graph, supports: Callable[[Node], bool], strict: bool) -> None:
        self.graph = graph
        self.supports = supports
        self.strict = strict
        self.fallbacks: list[Node] = []
        self.consts: dict[Any, Node] = {}

    # -- inputs
    def lift(self, x: Any) -> Node:
        """The node of an operand: a ``Tensor``'s, or a constant's."""
        if isinstance(x, Tensor):
            if x._tracer is not self:
                raise TracingError("an irlite.jit Tensor from another trace was used")
            return x._node
        if isinstance(x, (bool, int, float)) and not isinstance(x, np.generic):
            key = (type(x), x)
            n = self.consts.get(key)
            if n is None:
                dt = np.result_type(x)
                n = self.graph.add(Node("const", (), (), dt, {"value": x, "weak": True}))
                n.value = x
                n.eager = (lambda v=x: v, (), {})
                self.consts[key] = n
            return n
        if isinstance(x, np.generic) or (isinstance(x, np.ndarray) and x.ndim == 0):
            v = np.asarray(x)
            n = self.graph.add(Node("const", (), (), v.dtype, {"value": v[()], "weak": False}))
            n.value = v[()]
            n.eager = (lambda v=v: v[()], (), {})
            return n
        if isinstance(x, np.ndarray):
            n = self.graph.add(Node("array", (), x.shape, x.dtype, {"array": x}))
            n.value = x
            n.eager = (lambda v=x: v, (), {})
            self.graph.arrays.append(n)
            return n
        if isinstance(x, (list, tuple)):
            return self.lift(np.asarray(x))
        raise TracingError(f"irlite.jit cannot trace an operand of type {type(x).__name__}")

    # -- recording
    def record(
        self,
        op: str,
        inputs: Sequence[Node],
        shape: Sequence[int],
        dtype: Any,
        attrs: dict,
        eager: tuple,
        loc: tuple[str, int, int],
        name: str,
    ) -> Tensor:
        node = Node(op, inputs, tuple(shape), dtype, attrs, eager, loc)
        if not self.supports(node):
            return self.fallback(name, eager, loc)
        self.graph.add(node)
        return Tensor(self, node)

    def fallback(self, name: str, eager: tuple, loc: tuple[str, int, int]) -> Any:
        """A numpy op without a lowering: computed in numpy now, recorded to run in numpy."""
        if self.strict:
            raise UnsupportedOpError(
                f"{loc[0]}:{loc[1]}: irlite.jit has no lowering for {name} (strict=True)"
            )
        fn, args, kwargs = eager
        inputs = [self.lift(a) for a in _flat_tensors((args, kwargs))]
        value = fn(*_concrete(self.graph, args), **_concrete(self.graph, kwargs))
        if not isinstance(value, (np.ndarray, np.generic)):
            if isinstance(value, (bool, int, float)):
                value = np.asarray(value)
            else:
                raise TracingError(
                    f"{loc[0]}:{loc[1]}: irlite.jit cannot trace {name}: its numpy result is a "
                    f"{type(value).__name__}, not an array"
                )
        value = np.asarray(value)
        node = Node(
            "fallback",
            inputs,
            value.shape,
            value.dtype,
            {"name": name, "scalar": np.ndim(value) == 0},
            eager,
            loc,
        )
        node.value = value
        self.graph.add(node)
        self.fallbacks.append(node)
        return Tensor(self, node)


def _flat_tensors(x: Any) -> list[Tensor]:
    out: list[Tensor] = []

    def walk(v: Any) -> None:
        if isinstance(v, Tensor):
            out.append(v)
        elif isinstance(v, (list, tuple)):
            for e in v:
                walk(e)
        elif isinstance(v, dict):
            for e in v.values():
                walk(e)

    walk(x)
    return out


def _fake(shape: Sequence[int], dtype: Any) -> np.ndarray:
    """A zero-stride stand-in of ``shape``: numpy checks shapes on it, touching no memory."""
    return np.broadcast_to(np.zeros((), dtype), tuple(shape))


def _view(shape: Sequence[int], dtype: Any) -> np.ndarray:
    """An uninitialized array of ``shape`` (never read): layout ops run on it as views."""
    return np.empty(tuple(shape), dtype)


def _small(ndim: int, dtype: Any) -> np.ndarray:
    return np.zeros((1,) * ndim, dtype)


def _reraise_numpy(call: Callable[[], Any], where: tuple[str, int, int], err: Exception) -> None:
    """Run ``call`` (numpy on stand-ins) to get numpy's own error for a rejected program;
    raise it (or ``err`` when numpy does not object)."""
    try:
        call()
    except Exception as e:  # numpy's exception, as numpy raises it
        raise _located(e, where).with_traceback(None) from None
    raise err


# ----------------------------------------------------------------------------- the proxy


class Tensor:
    """A traced array: numpy's protocols record what is done to it (module docstring)."""

    __slots__ = ("_node", "_tracer")
    __array_priority__ = 1000

    def __init__(self, tracer: _Tracer, node: Node) -> None:
        self._tracer = tracer
        self._node = node

    # -- metadata
    shape = property(lambda self: self._node.shape)
    dtype = property(lambda self: self._node.dtype)
    ndim = property(lambda self: len(self._node.shape))
    size = property(lambda self: int(np.prod(self._node.shape, dtype=np.int64)))

    def __len__(self) -> int:
        if not self._node.shape:
            raise TypeError("len() of unsized object")
        return self._node.shape[0]

    def __repr__(self) -> str:
        return f"Tensor(%{self._node.id}, shape={self.shape}, dtype={self.dtype})"

    # -- what a trace cannot record
    def __bool__(self) -> bool:
        f, line, _ = user_frame()
        raise TracingError(
            f"{f}:{line}: irlite.jit cannot trace Python control flow on an array value "
            "(use np.where, or compute the condition outside the function)"
        )

    def __array__(self, dtype: Any = None, copy: Any = None) -> np.ndarray:
        f, line, _ = user_frame()
        raise TracingError(
            f"{f}:{line}: irlite.jit cannot turn a traced array into a numpy array "
            "(a function that does not take part in numpy's array protocols was called)"
        )

    def __setitem__(self, key: Any, value: Any) -> None:
        f, line, _ = user_frame()
        raise TracingError(f"{f}:{line}: irlite.jit does not trace in-place updates (a[...] = v)")

    __int__ = __float__ = __index__ = __bool__  # type: ignore[assignment]

    # -- the protocols
    def __array_ufunc__(self, ufunc: np.ufunc, method: str, *inputs: Any, **kwargs: Any) -> Any:
        return _ufunc(self._tracer, ufunc, method, inputs, kwargs)

    def __array_function__(self, func: Any, types: Any, args: Any, kwargs: Any) -> Any:
        return _function(self._tracer, func, args, kwargs)

    # -- operators (through the ufuncs, as ndarray's)
    __add__ = lambda s, o: np.add(s, o)  # noqa: E731
    __radd__ = lambda s, o: np.add(o, s)  # noqa: E731
    __sub__ = lambda s, o: np.subtract(s, o)  # noqa: E731
    __rsub__ = lambda s, o: np.subtract(o, s)  # noqa: E731
    __mul__ = lambda s, o: np.multiply(s, o)  # noqa: E731
    __rmul__ = lambda s, o: np.multiply(o, s)  # noqa: E731
    __truediv__ = lambda s, o: np.true_divide(s, o)  # noqa: E731
    __rtruediv__ = lambda s, o: np.true_divide(o, s)  # noqa: E731
    __floordiv__ = lambda s, o: np.floor_divide(s, o)  # noqa: E731
    __rfloordiv__ = lambda s, o: np.floor_divide(o, s)  # noqa: E731
    __mod__ = lambda s, o: np.remainder(s, o)  # noqa: E731
    __rmod__ = lambda s, o: np.remainder(o, s)  # noqa: E731
    __pow__ = lambda s, o: np.power(s, o)  # noqa: E731
    __rpow__ = lambda s, o: np.power(o, s)  # noqa: E731
    __matmul__ = lambda s, o: np.matmul(s, o)  # noqa: E731
    __rmatmul__ = lambda s, o: np.matmul(o, s)  # noqa: E731
    __and__ = lambda s, o: np.bitwise_and(s, o)  # noqa: E731
    __rand__ = lambda s, o: np.bitwise_and(o, s)  # noqa: E731
    __or__ = lambda s, o: np.bitwise_or(s, o)  # noqa: E731
    __ror__ = lambda s, o: np.bitwise_or(o, s)  # noqa: E731
    __xor__ = lambda s, o: np.bitwise_xor(s, o)  # noqa: E731
    __rxor__ = lambda s, o: np.bitwise_xor(o, s)  # noqa: E731
    __neg__ = lambda s: np.negative(s)  # noqa: E731
    __pos__ = lambda s: np.positive(s)  # noqa: E731
    __abs__ = lambda s: np.absolute(s)  # noqa: E731
    __invert__ = lambda s: np.invert(s)  # noqa: E731
    __lt__ = lambda s, o: np.less(s, o)  # noqa: E731
    __le__ = lambda s, o: np.less_equal(s, o)  # noqa: E731
    __gt__ = lambda s, o: np.greater(s, o)  # noqa: E731
    __ge__ = lambda s, o: np.greater_equal(s, o)  # noqa: E731
    __eq__ = lambda s, o: np.equal(s, o)  # type: ignore[assignment]  # noqa: E731
    __ne__ = lambda s, o: np.not_equal(s, o)  # type: ignore[assignment]  # noqa: E731
    __hash__ = object.__hash__

    # -- methods (through the array functions)
    T = property(lambda self: np.transpose(self))
    mT = property(lambda self: np.swapaxes(self, -1, -2))

    def sum(self, *a: Any, **k: Any) -> Any:
        return np.sum(self, *a, **k)

    def max(self, *a: Any, **k: Any) -> Any:
        return np.max(self, *a, **k)

    def min(self, *a: Any, **k: Any) -> Any:
        return np.min(self, *a, **k)

    def mean(self, *a: Any, **k: Any) -> Any:
        return np.mean(self, *a, **k)

    def prod(self, *a: Any, **k: Any) -> Any:
        return np.prod(self, *a, **k)

    def any(self, *a: Any, **k: Any) -> Any:
        return np.any(self, *a, **k)

    def all(self, *a: Any, **k: Any) -> Any:
        return np.all(self, *a, **k)

    def var(self, *a: Any, **k: Any) -> Any:
        return np.var(self, *a, **k)

    def std(self, *a: Any, **k: Any) -> Any:
        return np.std(self, *a, **k)

    def argmax(self, *a: Any, **k: Any) -> Any:
        return np.argmax(self, *a, **k)

    def argmin(self, *a: Any, **k: Any) -> Any:
        return np.argmin(self, *a, **k)

    def cumsum(self, *a: Any, **k: Any) -> Any:
        return np.cumsum(self, *a, **k)

    def dot(self, other: Any) -> Any:
        return np.dot(self, other)

    def transpose(self, *axes: Any) -> Any:
        if len(axes) == 1 and (axes[0] is None or isinstance(axes[0], (tuple, list))):
            axes = axes[0]
        return np.transpose(self, axes or None)

    def swapaxes(self, a: int, b: int) -> Any:
        return np.swapaxes(self, a, b)

    def reshape(self, *shape: Any, **k: Any) -> Any:
        if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
            shape = tuple(shape[0])
        return np.reshape(self, shape, **k)

    def squeeze(self, axis: Any = None) -> Any:
        return np.squeeze(self, axis)

    def ravel(self) -> Any:
        return np.ravel(self)

    def flatten(self) -> Any:
        return np.reshape(self, (-1,))

    def astype(self, dtype: Any, **k: Any) -> Any:
        t = self._tracer
        loc = user_frame()
        dt = np.dtype(dtype)
        eager = (_astype, (self, dt), k)
        if k:
            return t.fallback("ndarray.astype", eager, loc)
        return t.record("astype", [self._node], self.shape, dt, {}, eager, loc, "ndarray.astype")

    def copy(self) -> Any:
        return np.copy(self)

    def __getitem__(self, key: Any) -> Any:
        return _getitem(self._tracer, self, key)


def _astype(x: np.ndarray, dt: np.dtype, **k: Any) -> np.ndarray:
    return x.astype(dt, **k)


# ----------------------------------------------------------------------------- ufuncs


#: ufunc names the front end knows how to type and lower (others fall back)
ELEMENTWISE = frozenset(
    {
        "add",
        "subtract",
        "multiply",
        "divide",
        "negative",
        "positive",
        "absolute",
        "exp",
        "log",
        "sqrt",
        "tanh",
        "sin",
        "cos",
        "maximum",
        "minimum",
        "power",
        "equal",
        "not_equal",
        "less",
        "less_equal",
        "greater",
        "greater_equal",
        "logical_and",
        "logical_or",
        "logical_xor",
        "logical_not",
        "bitwise_and",
        "bitwise_or",
        "bitwise_xor",
        "invert",
        "square",
        "reciprocal",
        "floor_divide",
        "remainder",
    }
)

_REDUCE_UFUNC = {"add": "sum", "multiply": "prod", "maximum": "max", "minimum": "min"}


def _ufunc(tr: _Tracer, ufunc: np.ufunc, method: str, inputs: Any, kwargs: dict) -> Any:
    loc = user_frame()
    name = "divide" if ufunc.__name__ == "true_divide" else ufunc.__name__
    label = f"numpy.{ufunc.__name__}"
    if method == "reduce" and name in _REDUCE_UFUNC and len(inputs) == 1:
        k = dict(kwargs)
        axis = k.pop("axis", 0)
        keepdims = k.pop("keepdims", False)
        if not k:
            return _reduction(tr, _REDUCE_UFUNC[name], inputs[0], axis, keepdims, None, loc)
    if ufunc is np.matmul and method == "__call__" and len(inputs) == 2:
        out = _matmul(tr, loc, *inputs, **kwargs)
        if out is not NotImplemented:
            return out
    eager = (getattr(ufunc, method), inputs, kwargs)
    if method != "__call__" or kwargs or name not in ELEMENTWISE:
        if method != "__call__":
            label = f"{label}.{method}"
        return tr.fallback(label, eager, loc)
    nodes = [tr.lift(x) for x in inputs]
    shape, loop = _elementwise_meta(ufunc, nodes, inputs, loc)
    out_dt = loop[-1]
    return tr.record(name, nodes, shape, out_dt, {"loop": loop}, eager, loc, label)


def _dtype_arg(node: Node) -> Any:
    """What ``resolve_dtypes`` takes for an operand: a Python scalar's type (weak)."""
    if node.op == "const" and node.attrs["weak"]:
        v = node.attrs["value"]
        if isinstance(v, bool):  # Python bools are not weak: they are numpy bools
            return np.dtype(bool)
        return int if isinstance(v, int) else float
    return node.dtype


def _elementwise_meta(
    ufunc: np.ufunc, nodes: list[Node], inputs: Any, loc: tuple[str, int, int]
) -> tuple[tuple[int, ...], tuple[np.dtype, ...]]:
    """The result shape and the loop's dtypes (inputs..., output) of ``ufunc`` on ``nodes``."""
    stand_ins = [n.attrs["value"] if n.op == "const" else _fake(n.shape, n.dtype) for n in nodes]
    try:
        shape = np.broadcast_shapes(*(n.shape for n in nodes))
        dts = ufunc.resolve_dtypes(tuple(_dtype_arg(n) for n in nodes) + (None,) * ufunc.nout)
    except Exception as e:
        _reraise_numpy(lambda: ufunc(*stand_ins), loc, e)
    if ufunc.nout != 1:
        raise TracingError(f"{loc[0]}:{loc[1]}: irlite.jit traces single-output ufuncs only")
    if ufunc is np.power and np.dtype(dts[-1]).kind in "iu" and nodes[1].op == "const":
        try:  # a negative integer exponent: numpy's error now, as numpy raises it
            ufunc(*stand_ins)
        except Exception as e:
            raise _located(e, loc).with_traceback(None) from None
    return shape, tuple(np.dtype(d) for d in dts)


# ----------------------------------------------------------------------------- functions


def _function(tr: _Tracer, func: Any, args: Any, kwargs: dict) -> Any:
    loc = user_frame()
    handler = _FUNCTIONS.get(func)
    if handler is not None:
        out = handler(tr, loc, *args, **kwargs)
        if out is not NotImplemented:
            return out
    name = f"numpy.{getattr(func, '__name__', repr(func))}"
    return tr.fallback(name, (func, args, kwargs), loc)


def _reduction(
    tr: _Tracer,
    kind: str,
    x: Any,
    axis: Any,
    keepdims: bool,
    dtype: Any,
    loc: tuple[str, int, int],
) -> Any:
    fn = {"sum": np.sum, "prod": np.prod, "max": np.max, "min": np.min, "mean": np.mean}
    fn.update({"any": np.any, "all": np.all})
    npfn = fn[kind]
    kw: dict = {"axis": axis, "keepdims": keepdims}
    if dtype is not None:
        kw["dtype"] = dtype
    node = tr.lift(x)
    eager = (npfn, (x,), kw)
    try:
        axes = normalize_axis_tuple(
            tuple(range(len(node.shape))) if axis is None else axis, len(node.shape)
        )
        out_dt = npfn(_small(len(node.shape), node.dtype), **kw).dtype
    except Exception as e:
        _reraise_numpy(lambda: npfn(_fake(node.shape, node.dtype), **kw), loc, e)
    if any(node.shape[a] == 0 for a in axes) and kind in ("max", "min"):
        npfn(_fake(node.shape, node.dtype), **kw)  # numpy's "zero-size array" error
    shape = tuple(
        1 if i in axes else d for i, d in enumerate(node.shape) if keepdims or i not in axes
    )
    attrs = {"axes": tuple(sorted(axes)), "keepdims": bool(keepdims)}
    return tr.record(kind, [node], shape, out_dt, attrs, eager, loc, f"numpy.{npfn.__name__}")


def _reduce_handler(kind: str) -> Callable[..., Any]:
    def handle(
        tr: _Tracer,
        loc: tuple,
        a: Any,
        axis: Any = None,
        dtype: Any = None,
        out: Any = None,
        keepdims: Any = False,
        **kw: Any,
    ) -> Any:
        if out is not None or kw or keepdims is np._NoValue:
            if keepdims is np._NoValue and out is None and not kw:
                keepdims = False
            else:
                return NotImplemented
        if kind in ("max", "min", "any", "all") and dtype is not None:
            return NotImplemented
        return _reduction(tr, kind, a, axis, bool(keepdims), dtype, loc)

    return handle


def _where(tr: _Tracer, loc: tuple, cond: Any, x: Any = None, y: Any = None) -> Any:
    if x is None or y is None:
        return NotImplemented
    nodes = [tr.lift(v) for v in (cond, x, y)]
    eager = (np.where, (cond, x, y), {})
    stand = [n.attrs["value"] if n.op == "const" else _fake(n.shape, n.dtype) for n in nodes]
    try:
        shape = np.broadcast_shapes(*(n.shape for n in nodes))
        out_dt = np.result_type(
            *(
                n.attrs["value"] if n.op == "const" and n.attrs["weak"] else n.dtype
                for n in nodes[1:]
            )
        )
    except Exception as e:
        _reraise_numpy(lambda: np.where(*stand), loc, e)
    loop = (np.dtype(bool), out_dt, out_dt, out_dt)
    return tr.record("where", nodes, shape, out_dt, {"loop": loop}, eager, loc, "numpy.where")


def _matmul_meta(a: Node, b: Node, loc: tuple, fn: Any) -> tuple[tuple[int, ...], np.dtype]:
    try:
        if not a.shape or not b.shape:
            raise ValueError("matmul: scalar operands")
        ka = a.shape[-1]
        kb = b.shape[-2] if len(b.shape) > 1 else b.shape[0]
        if ka != kb:
            raise ValueError("matmul: core dimension mismatch")
        batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
        shape = batch
        if len(a.shape) > 1:
            shape += (a.shape[-2],)
        if len(b.shape) > 1:
            shape += (b.shape[-1],)
        out_dt = np.matmul(
            _small(min(len(a.shape), 2), a.dtype), _small(min(len(b.shape), 2), b.dtype)
        ).dtype
    except Exception as e:
        _reraise_numpy(lambda: fn(_fake(a.shape, a.dtype), _fake(b.shape, b.dtype)), loc, e)
    return shape, np.dtype(out_dt)


def _matmul(tr: _Tracer, loc: tuple, a: Any, b: Any, **kw: Any) -> Any:
    if kw:
        return NotImplemented
    na, nb = tr.lift(a), tr.lift(b)
    shape, dt = _matmul_meta(na, nb, loc, np.matmul)
    eager = (np.matmul, (a, b), {})
    return tr.record("matmul", [na, nb], shape, dt, {}, eager, loc, "numpy.matmul")


def _dot(tr: _Tracer, loc: tuple, a: Any, b: Any, out: Any = None) -> Any:
    na, nb = tr.lift(a), tr.lift(b)
    if out is not None or len(na.shape) > 2 or len(nb.shape) > 2:
        return NotImplemented
    if not na.shape or not nb.shape:
        return np.multiply(a, b)
    shape, dt = _matmul_meta(na, nb, loc, np.dot)
    eager = (np.dot, (a, b), {})
    return tr.record("matmul", [na, nb], shape, dt, {}, eager, loc, "numpy.dot")


def _layout(tr: _Tracer, loc: tuple, x: Any, fn: Callable[[np.ndarray], np.ndarray]) -> Any:
    """The shape numpy gives ``fn`` of a view of ``x``'s shape (numpy's errors as they are)."""
    node = tr.lift(x)
    try:
        return node, fn(_view(node.shape, node.dtype)).shape
    except Exception as e:
        raise _located(e, loc).with_traceback(None) from None


def _reshape_node(tr: _Tracer, loc: tuple, x: Any, shape: tuple, eager: tuple, name: str) -> Any:
    node = tr.lift(x)
    if tuple(shape) == node.shape:
        return x if isinstance(x, Tensor) else Tensor(tr, node)
    return tr.record("reshape", [node], shape, node.dtype, {}, eager, loc, name)


def _reshape(tr: _Tracer, loc: tuple, a: Any, *args: Any, **kw: Any) -> Any:
    if kw.get("order", "C") != "C" or kw.get("copy") is not None:
        return NotImplemented
    node, shape = _layout(tr, loc, a, lambda v: np.reshape(v, *args))
    return _reshape_node(tr, loc, a, shape, (np.reshape, (a, *args), {}), "numpy.reshape")


def _simple_reshape(fn: Any) -> Callable[..., Any]:
    def handle(tr: _Tracer, loc: tuple, a: Any, *args: Any, **kw: Any) -> Any:
        node, shape = _layout(tr, loc, a, lambda v: fn(v, *args, **kw))
        eager = (fn, (a, *args), kw)
        return _reshape_node(tr, loc, a, shape, eager, f"numpy.{fn.__name__}")

    return handle


def _transpose(tr: _Tracer, loc: tuple, a: Any, axes: Any = None) -> Any:
    node, shape = _layout(tr, loc, a, lambda v: np.transpose(v, axes))
    n = len(node.shape)
    perm = tuple(range(n))[::-1] if axes is None else normalize_axis_tuple(axes, n)
    return _permute(tr, loc, a, node, perm, shape, (np.transpose, (a, axes), {}), "numpy.transpose")


def _permute(
    tr: _Tracer, loc: tuple, a: Any, node: Node, perm: tuple, shape: tuple, eager: tuple, name: str
) -> Any:
    if perm == tuple(range(len(perm))):
        return a if isinstance(a, Tensor) else Tensor(tr, node)
    return tr.record("transpose", [node], shape, node.dtype, {"perm": perm}, eager, loc, name)


def _swapaxes(tr: _Tracer, loc: tuple, a: Any, axis1: int, axis2: int) -> Any:
    node, shape = _layout(tr, loc, a, lambda v: np.swapaxes(v, axis1, axis2))
    n = len(node.shape)
    i, j = normalize_axis_tuple(axis1, n)[0], normalize_axis_tuple(axis2, n)[0]
    perm = list(range(n))
    perm[i], perm[j] = perm[j], perm[i]
    eager = (np.swapaxes, (a, axis1, axis2), {})
    return _permute(tr, loc, a, node, tuple(perm), shape, eager, "numpy.swapaxes")


def _broadcast_to(tr: _Tracer, loc: tuple, a: Any, shape: Any, subok: bool = False) -> Any:
    node, out = _layout(tr, loc, a, lambda v: np.broadcast_to(v, shape))
    eager = (np.broadcast_to, (a, shape), {})
    if out == node.shape:
        return a if isinstance(a, Tensor) else Tensor(tr, node)
    return tr.record("broadcast_to", [node], out, node.dtype, {}, eager, loc, "numpy.broadcast_to")


def _like(kind: str) -> Callable[..., Any]:
    fn = {"zeros": np.zeros_like, "ones": np.ones_like, "empty": np.empty_like}.get(kind)

    def handle(tr: _Tracer, loc: tuple, a: Any, *args: Any, **kw: Any) -> Any:
        if kind == "full":
            if not args:
                return NotImplemented
            value, args = args[0], args[1:]
        else:
            value = 1 if kind == "ones" else 0
        dtype = args[0] if args else kw.pop("dtype", None)
        if (
            len(args) > 1
            or kw.pop("order", "K") not in ("K", "C")
            or kw.pop("subok", True) is not True
        ):
            return NotImplemented
        shape = kw.pop("shape", None)
        if kw or not isinstance(value, (bool, int, float, np.generic)):
            return NotImplemented
        node = tr.lift(a)
        dt = np.dtype(dtype) if dtype is not None else node.dtype
        out_shape = node.shape if shape is None else tuple(np.empty(shape, dtype=bool).shape)
        v = np.array(value).astype(dt)[()]
        eager_fn = fn if fn is not None else np.full_like
        eager_args = (a,) if kind != "full" else (a, value)
        eager = (eager_fn, eager_args, {"dtype": dt, "shape": shape})
        attrs = {"value": v.item()}
        return tr.record("full", [], out_shape, dt, attrs, eager, loc, f"numpy.{kind}_like")

    return handle


def _getitem(tr: _Tracer, x: Tensor, key: Any) -> Any:
    loc = user_frame()
    node = x._node
    eager = (operator.getitem, (x, key), {})
    keys = key if isinstance(key, tuple) else (key,)
    basic = all(
        k is None
        or k is Ellipsis
        or isinstance(k, slice)
        or (isinstance(k, int) and not isinstance(k, bool))
        for k in keys
    )
    if not basic or any(
        isinstance(k, slice)
        and not all(isinstance(v, (int, type(None))) for v in (k.start, k.stop, k.step))
        for k in keys
    ):
        return tr.fallback("ndarray.__getitem__ (advanced indexing)", eager, loc)
    try:
        out_shape = _view(node.shape, node.dtype)[key].shape
    except Exception as e:
        raise _located(e, loc).with_traceback(None) from None
    # offsets/sizes/strides over the source rank, then a reshape to numpy's result shape
    n_real = sum(1 for k in keys if k is not None and k is not Ellipsis)
    expanded: list[Any] = []
    for k in keys:
        if k is Ellipsis:
            expanded.extend([slice(None)] * (len(node.shape) - n_real))
        else:
            expanded.append(k)
    if Ellipsis not in keys:
        expanded.extend([slice(None)] * (len(node.shape) - n_real))
    offsets, sizes, strides = [], [], []
    dim = 0
    for k in expanded:
        if k is None:
            continue
        d = node.shape[dim]
        if isinstance(k, slice):
            start, stop, step = k.indices(d)
            if step < 0:
                return tr.fallback("ndarray.__getitem__ (negative step)", eager, loc)
            offsets.append(start)
            sizes.append(len(range(start, stop, step)))
            strides.append(step)
        else:
            offsets.append(k + d if k < 0 else k)
            sizes.append(1)
            strides.append(1)
        dim += 1
    full = list(offsets) == [0] * len(offsets) and sizes == list(node.shape) and set(strides) <= {1}
    attrs = {"offsets": tuple(offsets), "sizes": tuple(sizes), "strides": tuple(strides)}
    if full:
        return _reshape_node(tr, loc, x, out_shape, eager, "ndarray.__getitem__")
    return tr.record(
        "slice", [node], out_shape, node.dtype, attrs, eager, loc, "ndarray.__getitem__"
    )


def _cumsum(
    tr: _Tracer, loc: tuple, a: Any, axis: Any = None, dtype: Any = None, out: Any = None
) -> Any:
    """``np.cumsum``: numpy's result dtype and axis check on a small stand-in; the result
    has ``a``'s shape, or is flat for ``axis=None``."""
    if out is not None:
        return NotImplemented
    node = tr.lift(a)
    eager = (np.cumsum, (a,), {"axis": axis, "dtype": dtype})
    try:
        out_dt = np.cumsum(_small(len(node.shape), node.dtype), axis=axis, dtype=dtype).dtype
        ax = None if axis is None else normalize_axis_tuple(axis, len(node.shape))[0]
    except Exception as e:
        raise _located(e, loc).with_traceback(None) from None
    shape = node.shape if ax is not None else (int(np.prod(node.shape, dtype=np.int64)),)
    attrs = {"axis": ax}
    return tr.record("cumsum", [node], shape, out_dt, attrs, eager, loc, "numpy.cumsum")


def _astype_fn(tr: _Tracer, loc: tuple, x: Any, dtype: Any, **kw: Any) -> Any:
    if kw:
        return NotImplemented
    return x.astype(dtype) if isinstance(x, Tensor) else NotImplemented


def _copy(tr: _Tracer, loc: tuple, a: Any, *args: Any, **kw: Any) -> Any:
    if args or kw:
        return NotImplemented
    return a


_FUNCTIONS: dict[Any, Callable[..., Any]] = {
    np.sum: _reduce_handler("sum"),
    np.prod: _reduce_handler("prod"),
    np.max: _reduce_handler("max"),
    np.amax: _reduce_handler("max"),
    np.min: _reduce_handler("min"),
    np.amin: _reduce_handler("min"),
    np.mean: _reduce_handler("mean"),
    np.any: _reduce_handler("any"),
    np.all: _reduce_handler("all"),
    np.where: _where,
    np.matmul: _matmul,
    np.dot: _dot,
    np.transpose: _transpose,
    np.swapaxes: _swapaxes,
    np.reshape: _reshape,
    np.ravel: _simple_reshape(np.ravel),
    np.expand_dims: _simple_reshape(np.expand_dims),
    np.squeeze: _simple_reshape(np.squeeze),
    np.atleast_2d: _simple_reshape(np.atleast_2d),
    np.broadcast_to: _broadcast_to,
    np.zeros_like: _like("zeros"),
    np.ones_like: _like("ones"),
    np.empty_like: _like("empty"),
    np.full_like: _like("full"),
    np.copy: _copy,
    np.cumsum: _cumsum,
    np.astype: _astype_fn,
}


# ----------------------------------------------------------------------------- entry


def trace(
    fn: Callable[..., Any],
    args: Sequence[Any],
    supports: Callable[[Node], bool],
    strict: bool = False,
) -> tuple[Graph, list[Node]]:
    """Trace ``fn`` on ``args`` (numpy arrays, and GPU arrays for ``target="cuda"``, become
    ``Tensor``s; other values are passed as they are and baked into the trace). ``supports(node)`` says whether the lowering
    table lowers a node; what it does not becomes a fallback (``strict``: raises
    ``UnsupportedOpError``). Returns the graph and its fallback nodes."""
    g = Graph()
    tr = _Tracer(g, supports, strict)
    targs = []
    for i, a in enumerate(args):
        if isinstance(a, np.ndarray) or is_device_array(a):
            n = g.add(Node("arg", (), tuple(a.shape), np.dtype(a.dtype), {"index": i}))
            n.eager = (lambda k=i: args[k], (), {})
            g.args.append(n)
            targs.append(Tensor(tr, n))
        else:
            targs.append(a)
    out = fn(*targs)
    g.output = _map_output(tr, out)
    return g, tr.fallbacks


def is_device_array(a: Any) -> bool:
    """A GPU array (``__cuda_array_interface__``): traced like a numpy array of its shape
    and dtype."""
    return (
        not isinstance(a, np.ndarray)
        and hasattr(type(a), "__cuda_array_interface__")
        and hasattr(a, "shape")
        and hasattr(a, "dtype")
    )


def _map_output(tr: _Tracer, out: Any) -> Any:
    """The result structure with ``Tensor``s as their nodes (collected in ``output_nodes``)."""
    g = tr.graph
    if isinstance(out, Tensor):
        node = tr.lift(out)
        if node not in g.output_nodes:
            g.output_nodes.append(node)
        return node
    if isinstance(out, tuple):
        return tuple(_map_output(tr, o) for o in out)
    if isinstance(out, list):
        return [_map_output(tr, o) for o in out]
    if isinstance(out, dict):
        return {k: _map_output(tr, v) for k, v in out.items()}
    return out
