"""``torch.compile(fn_or_module, backend="irlite")``: torch graphs through ``irlite.jit``.

    import torch
    f = torch.compile(lambda x: torch.softmax(x, -1), backend="irlite")
    y = f(torch.randn(64, 128))       # torch CPU tensors in and out
    print(compiled_graphs()[-1].explain())

Dynamo hands ``irlite_backend`` an FX graph of the user's torch code and example
(fake) inputs. AOTAutograd (``aot_module_simplified``) functionalizes it and decomposes it
to aten and prims ops with ``DECOMPOSITIONS`` (torch's core aten decompositions, plus
softmax, log_softmax, layer_norm, group norm, GELU, SiLU, linear and their neighbours,
so what reaches irlite is reductions, products and elementwise ops). Each forward graph
becomes an ``AtenGraph``: a plain Python function that interprets the aten graph, op
by op through ``frontend.aten_lowering.ATEN``, on the ``frontend.tracer`` proxies
``irlite.jit`` traces with, wrapped in a ``JitFunction``. The numpy front end's
machinery is the one that runs: the trace per signature (shapes, dtypes, the values of
SymInt arguments), the lowering table, fusion, dispatch creation (``options={"dispatch":
True}``), the memory and disk caches, ``lower``/``explain`` and ``$IRLITE_DEBUG_DIR``.
Tensors cross as numpy arrays without copies (``Tensor.numpy()``, ``torch.from_numpy``; a non-contiguous
input is copied by the memref ABI, and an output that aliases an input is copied, as
torch's result is a new tensor; AOTAutograd makes the outputs that are views of inputs).

An aten op without an entry in ``ATEN`` (or one whose entry declines the arguments)
runs in eager torch: it becomes a fallback node, the compiled graph is split around it,
and ``TorchFallbackWarning`` names the op once per source line. Its operands are given
the layout eager torch has for them (the fake tensors' strides). A graph irlite cannot
take at all (a tensor that is not a CPU tensor of bool, int32/64 or float32/64) runs in
eager torch as a whole, with one warning.

Compilation is lazy: the first call with a new signature traces and compiles (the
example inputs are fake tensors). Dynamic shapes work as ``irlite.jit``'s signatures
do: a graph that dynamo made dynamic is traced again for each new concrete shape.

Gradients: this is an inference backend. When a graph's inputs require grad, AOTAutograd
partitions it; the forward runs through irlite, and the backward graph runs in eager
torch (the aten graph AOTAutograd gives it, not compiled).

Options (``torch.compile(..., options={...})``): ``target`` (``"cpu"``, ``"interp"``),
``dispatch``, ``opt_level``, ``cache``, as ``irlite.jit``'s; ``strict`` raises
``UnsupportedOpError`` at an op without a lowering instead of falling back.

Registration: the ``torch_dynamo_backends`` entry point ``irlite`` (pyproject.toml) lets
``backend="irlite"`` work without importing irlite first; importing this module
registers the name too when that entry point is not installed.

What it does not do: training (no compiled backward), devices other than the CPU, or
ops with side effects.
"""

from __future__ import annotations

import operator
import re
import threading
import warnings
import weakref
from collections.abc import Sequence
from typing import Any

import numpy as np
import torch
from torch._decomp import core_aten_decompositions, get_decompositions
from torch._functorch.aot_autograd import aot_module_simplified, make_boxed_func

from .aten_lowering import ATEN, AtenLowerer, Unsupported, numpy_dtype
from .jit_function import FallbackWarning, JitFunction
from .tracer import Tensor, UnsupportedOpError

__all__ = [
    "DECOMPOSITIONS",
    "AtenGraph",
    "TorchFallbackWarning",
    "compiled_graphs",
    "irlite_backend",
]

_aten = torch.ops.aten

#: torch's core aten decompositions, and those of the composite ops it keeps whole
#: (Inductor lowers them itself) into the reductions and elementwise ops irlite fuses
DECOMPOSITIONS: dict[Any, Any] = {
    **core_aten_decompositions(),
    **get_decompositions(
        [
            _aten._softmax,
            _aten._log_softmax,
            _aten.native_layer_norm,
            _aten.gelu,
            _aten.silu,
            _aten.linear,
            _aten.t,
            _aten.rsub,
            _aten.hardtanh,
            _aten.leaky_relu,
            _aten.native_group_norm,
        ]
    ),
}


class TorchFallbackWarning(FallbackWarning):
    """An aten op ran in eager torch: the aten lowering table has no entry for it."""


_OPTIONS = ("target", "dispatch", "opt_level", "cache", "strict")
_COMPILED: list[weakref.ref[AtenGraph]] = []  # dynamo's caches keep them alive
_WARNED: set[tuple] = set()
_LOCK = threading.Lock()


def compiled_graphs() -> list[AtenGraph]:
    """The graphs compiled in this process that dynamo still holds, oldest first (for
    ``explain``)."""
    with _LOCK:
        _COMPILED[:] = [r for r in _COMPILED if r() is not None]
        return [g for g in (r() for r in _COMPILED) if g is not None]


def irlite_backend(gm: torch.fx.GraphModule, example_inputs: Sequence[Any], **kw: Any) -> Any:
    """The ``torch.compile`` backend (module docstring); ``options`` may name ``_OPTIONS``."""
    options = dict(kw.pop("options", None) or {})
    kw.pop("mode", None)  # torch.compile's modes tune Inductor; irlite has none
    if kw:
        raise TypeError(f"irlite backend: unexpected arguments {sorted(kw)}")
    bad = sorted(set(options) - set(_OPTIONS))
    if bad:
        raise ValueError(
            f"irlite backend: unknown options {bad} (expected some of {list(_OPTIONS)})"
        )

    def forward(aten_gm: torch.fx.GraphModule, inputs: Sequence[Any]) -> Any:
        why = _unsupported_inputs(aten_gm)
        if why is not None:
            _warn_once(("graph", why), f"irlite backend: {why}; the graph runs in eager torch")
            return make_boxed_func(aten_gm)
        g = AtenGraph(aten_gm, options)
        with _LOCK:
            _COMPILED.append(weakref.ref(g))
        return make_boxed_func(g)

    def backward(aten_gm: torch.fx.GraphModule, inputs: Sequence[Any]) -> Any:
        return make_boxed_func(aten_gm)  # eager torch (module docstring: gradients)

    return aot_module_simplified(
        gm,
        example_inputs,
        fw_compiler=forward,
        bw_compiler=backward,
        decompositions=DECOMPOSITIONS,
    )


def _unsupported_inputs(gm: torch.fx.GraphModule) -> str | None:
    for n in gm.graph.nodes:
        if n.op != "placeholder":
            continue
        v = n.meta.get("val")
        if isinstance(v, torch.Tensor):
            if v.device.type != "cpu" or v.layout != torch.strided:
                return f"an input is a {v.device.type} {v.layout} tensor (CPU strided only)"
            if numpy_dtype(v.dtype) is None:
                return f"an input is a {v.dtype} tensor (bool, int32/64, float32/64 only)"
    return None


def _warn_once(site: tuple, message: str, file: str = "<torch graph>", line: int = 0) -> None:
    with _LOCK:
        if site in _WARNED:
            return
        _WARNED.add(site)
    warnings.warn_explicit(message, TorchFallbackWarning, file, line)


# ----------------------------------------------------------------------------- the graph


class _AtenJit(JitFunction):
    """``JitFunction`` whose fallback warnings say the op runs in eager torch, once per
    op and source line in the process (a graph recompiled for a new shape is another
    ``JitFunction`` but the same program)."""

    def _warn(self, spec: Any) -> None:
        for n in spec.fallbacks:
            name = n.attrs["name"]
            _warn_once(
                (name, n.loc[0], n.loc[1]),
                f"irlite backend: {name} has no lowering; it runs in "
                f"{n.attrs.get('runs_in', 'numpy')} "
                "(the compiled graph is split there)",
                n.loc[0],
                n.loc[1],
            )


class AtenGraph:
    """One forward aten graph compiled through ``irlite.jit``; called by AOTAutograd with
    torch tensors (and ints for SymInts), returns the graph's outputs as torch tensors.

    ``jit`` is the ``JitFunction`` (its ``signatures``, ``stats``); ``calls`` counts
    calls; ``explain()`` and ``lower(stage=)`` show the last call's signature."""

    def __init__(self, gm: torch.fx.GraphModule, options: dict) -> None:
        self.gm = gm
        self.graph = gm.graph
        self.nodes = list(gm.graph.nodes)
        self.strict = bool(options.get("strict", False))
        opts = {k: options[k] for k in ("target", "dispatch", "opt_level", "cache") if k in options}

        def aten_graph(*args: Any) -> tuple:  # names the compiled functions
            return self._interpret(*args)

        self.jit = _AtenJit(aten_graph, strict=self.strict, **opts)
        self._last: tuple | None = None
        self.calls = 0

    def __call__(self, *args: Any) -> Any:
        a = [
            (x.detach().numpy() if x.requires_grad else x.numpy())
            if isinstance(x, torch.Tensor)
            else x
            for x in args
        ]
        self._last = tuple(a)
        self.calls += 1
        out = self.jit(*a)
        arrays = [x for x in a if isinstance(x, np.ndarray)]
        # an output that is an input, or a view of one (``clone`` is an identity on the
        # proxies, a reshape may be a view), must not alias it: torch's result is a new
        # tensor (AOTAutograd makes the outputs that ARE views of inputs from the inputs)
        return [_to_torch(o.copy() if _aliases(o, arrays) else o) for o in out]

    def explain(self, *args: Any) -> str:
        """``JitFunction.explain`` for ``args`` (numpy arrays), or the last call's."""
        return self.jit.explain(*(args or self._last_args()))

    def lower(self, *args: Any, stage: str = "dispatch") -> str:
        return self.jit.lower(*(args or self._last_args()), stage=stage)

    def _last_args(self) -> tuple:
        if self._last is None:
            raise RuntimeError("irlite backend: this graph has not been called yet")
        return self._last

    # -- the interpreter (what irlite.jit traces)
    def _interpret(self, *args: Any) -> tuple:
        tensors = [a for a in args if isinstance(a, Tensor)]
        cx = AtenLowerer(tensors[0]._tracer if tensors else None, tensors[0] if tensors else None)
        env: dict[Any, Any] = {}
        it = iter(args)
        out: Any = ()
        for n in self.nodes:
            if n.op == "placeholder":
                env[n] = next(it)
            elif n.op == "get_attr":
                env[n] = _attr_value(self.gm, n.target)
            elif n.op == "call_function":
                env[n] = self._node(cx, n, env)
            elif n.op == "output":
                out = _subst(n.args[0], env)
            else:
                raise UnsupportedOpError(f"irlite backend: FX node kind {n.op!r} ({n})")
        return tuple(out) if isinstance(out, (list, tuple)) else (out,)

    def _node(self, cx: AtenLowerer, n: Any, env: dict) -> Any:
        args, kwargs = _subst(n.args, env), _subst(n.kwargs, env)
        target = n.target
        if not isinstance(target, torch._ops.OpOverload):
            if _has_tensor((args, kwargs)):
                if target is operator.getitem:
                    return args[0][args[1]]
                return self._fallback(cx, n, target, args, kwargs, _callable_name(target))
            return _python(target, args, kwargs)
        if target is _aten.sym_size.int:
            return args[0].shape[args[1]]
        if target is _aten.sym_numel.default:
            return int(np.prod(args[0].shape))
        name = f"{target.namespace}.{target._opname}"
        val = n.meta.get("val")
        cx.name, cx.loc, cx.node = name, _fx_loc(n), n
        cx.dtype = numpy_dtype(val.dtype) if isinstance(val, torch.Tensor) else None
        lower = ATEN.get(name)
        if lower is None or cx.tracer is None:
            return self._fallback(cx, n, target, args, kwargs, name)
        start = len(cx.tracer.graph.nodes)
        try:
            r = lower(cx, *args, **kwargs)
            r = _as_torch_typed(r, val)
        except Unsupported as e:
            return self._fallback(cx, n, target, args, kwargs, f"{name} ({e})")
        self._relocate(cx, start, name)
        return r

    def _relocate(self, cx: AtenLowerer, start: int, name: str) -> None:
        """The traced nodes of one aten op: the user's line (not the interpreter's), and
        a numpy fallback inside an entry named after the aten op."""
        for node in cx.tracer.graph.nodes[start:]:
            node.loc = cx.loc
            if node.op == "fallback" and not node.attrs["name"].startswith(name):
                node.attrs["name"] = f"{name} (as {node.attrs['name']})"

    def _fallback(
        self, cx: AtenLowerer, n: Any, target: Any, args: Any, kwargs: Any, name: str
    ) -> Any:
        """``target`` in eager torch on the values of its tensor operands (a fallback node
        per tensor result). An operand that eager torch holds in another layout (a
        ``permute``'s view, an elementwise op's result that kept it) is given that layout
        first: irlite's arrays are row-major, and ops such as ``as_strided`` read strides."""
        tr = cx.tracer
        loc = _fx_loc(n)
        metas = (_metas(n.args), _metas(n.kwargs))
        if tr is None:  # no traced tensor at all: nothing to split, run it now
            a, k = _to_torch_tree((args, kwargs), metas)
            return _to_numpy(target(*a, **k))
        val = n.meta.get("val")

        def eager(*a: Any, **k: Any) -> Any:
            ta, tk = _to_torch_tree((a, k), metas)
            return _to_numpy(target(*ta, **tk))

        if isinstance(val, (list, tuple)):
            # a node per result the graph reads (each runs the op: few ops return several)
            used = {u.args[1] for u in n.users if u.target is operator.getitem}
            outs = tuple(
                tr.fallback(name, (lambda *a, i=i, **k: eager(*a, **k)[i], args, kwargs), loc)
                if i in used
                else None
                for i in range(len(val))
            )
        else:
            outs = (tr.fallback(name, (eager, args, kwargs), loc),)
        for o in outs:
            if o is not None:
                o._node.attrs["runs_in"] = "eager torch"
        return outs if isinstance(val, (list, tuple)) else outs[0]


def _aliases(o: Any, arrays: list[np.ndarray]) -> bool:
    return isinstance(o, np.ndarray) and any(np.may_share_memory(o, x) for x in arrays)


def _as_torch_typed(r: Any, val: Any) -> Any:
    """An entry's result with torch's dtype for the node (``val``: its fake tensor)."""
    if isinstance(r, tuple) and isinstance(val, (list, tuple)):
        return tuple(_as_torch_typed(a, v) for a, v in zip(r, val, strict=True))
    if isinstance(r, (Tensor, np.ndarray)) and isinstance(val, torch.Tensor):
        dt = numpy_dtype(val.dtype)
        if dt is None:
            raise Unsupported(f"result dtype {val.dtype}")
        shape = tuple(val.shape)
        if all(isinstance(d, int) for d in shape) and tuple(r.shape) != shape:
            raise Unsupported(f"the entry's shape {tuple(r.shape)} is not torch's {shape}")
        if r.dtype != dt:
            r = r.astype(dt)
    return r


_FRAME = re.compile(r'File "([^"]+)", line (\d+)')


def _fx_loc(n: Any) -> tuple[str, int, int]:
    """The user's ``(file, line, col)`` of an FX node: the last frame of its stack trace
    (a node without one, as in a module's graph: ``<aten graph>``)."""
    st = n.meta.get("stack_trace")
    if st:
        frames = _FRAME.findall(st)
        if frames:
            return frames[-1][0], int(frames[-1][1]), 1
    return ("<aten graph>", 0, 0)


def _subst(x: Any, env: dict) -> Any:
    if isinstance(x, torch.fx.Node):
        return env[x]
    if isinstance(x, (list, tuple)):
        return type(x)(_subst(v, env) for v in x)
    if isinstance(x, dict):
        return {k: _subst(v, env) for k, v in x.items()}
    return x


def _has_tensor(x: Any) -> bool:
    if isinstance(x, (Tensor, np.ndarray)):
        return True
    if isinstance(x, (list, tuple)):
        return any(_has_tensor(v) for v in x)
    if isinstance(x, dict):
        return any(_has_tensor(v) for v in x.values())
    return False


def _python(target: Any, args: Any, kwargs: Any) -> Any:
    """A call on Python values (SymInt arithmetic, ``torch.sym_float``): evaluated now."""
    if target is torch.sym_float:
        return float(args[0])
    if target is torch.sym_int:
        return int(args[0])
    return target(*args, **kwargs)


def _callable_name(target: Any) -> str:
    mod = getattr(target, "__module__", None) or ""
    return f"{mod}.{getattr(target, '__name__', repr(target))}".lstrip(".")


def _attr_value(gm: torch.fx.GraphModule, target: str) -> Any:
    v: Any = gm
    for part in target.split("."):
        v = getattr(v, part)
    return _to_numpy(v) if isinstance(v, torch.Tensor) else v


def _to_numpy(v: Any) -> Any:
    if isinstance(v, torch.Tensor):
        return v.detach().numpy()
    if isinstance(v, (list, tuple)):
        return type(v)(_to_numpy(e) for e in v)
    return v


def _metas(x: Any) -> Any:
    """The fake tensors (``meta["val"]``) of the FX nodes in an argument structure."""
    if isinstance(x, torch.fx.Node):
        return x.meta.get("val")
    if isinstance(x, (list, tuple)):
        return type(x)(_metas(v) for v in x)
    if isinstance(x, dict):
        return {k: _metas(v) for k, v in x.items()}
    return None


def _to_torch_tree(x: Any, meta: Any = None) -> Any:
    """Arrays as torch tensors, in the layout of their fake tensor in ``meta`` (the same
    structure) when it is not row-major and its strides are known."""
    if isinstance(x, np.ndarray):
        t = torch.from_numpy(x if x.flags.writeable else x.copy())
        if (
            isinstance(meta, torch.Tensor)
            and not meta.is_contiguous()
            and all(isinstance(d, int) for d in (*meta.shape, *meta.stride()))
            and tuple(meta.shape) == tuple(t.shape)
        ):
            t = torch.empty_strided(t.shape, meta.stride(), dtype=t.dtype).copy_(t)
        return t
    if isinstance(x, np.generic):
        return torch.from_numpy(np.asarray(x))
    if isinstance(x, (list, tuple)):
        ms = meta if isinstance(meta, (list, tuple)) and len(meta) == len(x) else [None] * len(x)
        return type(x)(_to_torch_tree(v, m) for v, m in zip(x, ms))
    if isinstance(x, dict):
        ms = meta if isinstance(meta, dict) else {}
        return {k: _to_torch_tree(v, ms.get(k)) for k, v in x.items()}
    return x


def _to_torch(v: Any) -> Any:
    if isinstance(v, np.ndarray):
        return torch.from_numpy(v if v.flags.writeable else v.copy())
    if isinstance(v, np.generic):
        return torch.from_numpy(np.asarray(v))
    return v


def _register() -> None:
    """``torch._dynamo``'s name for the backend, unless the installed entry point gives
    it (registering both would make torch's lookup fail on a duplicate name)."""
    from importlib.metadata import entry_points

    from torch._dynamo.backends import registry

    if any(ep.name == "irlite" for ep in entry_points(group="torch_dynamo_backends")):
        return
    if "irlite" not in registry._COMPILER_FNS:
        registry.register_backend(irlite_backend, name="irlite")


_register()
