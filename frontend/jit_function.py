"""``irlite.jit``: a numpy function compiled per argument signature.

    @irlite.jit                       # target="cpu" (default), "interp", "gpu-emu", "cuda"
    def mlp(x, w1, b1, w2):
        return np.maximum(x @ w1 + b1, 0) @ w2

    y = mlp(x, w1, b1, w2)            # numpy in, numpy out
    print(mlp.explain(x, w1, b1, w2))
    text = mlp.lower(x, w1, b1, w2, stage="fused")

The first call with a new *signature* (each array argument's shape and dtype, the value
of every other argument, the target) traces the function (``frontend.tracer``), lowers
the trace through the table (``frontend.lowering``) into tensor-level functions and
compiles them with ``irlite.compile`` (its default pipeline fuses elementwise ops,
bufferizes and reaches LLVM). Each signature gets a call generated for it once
(``_CallSource``): straight-line Python that guards the arguments (exactly an ndarray of
the shape and dtype, a baked-in value equal), calls the compiled segments and fallbacks
in order and builds the output. Later calls try the guard of the signature last called;
one it refuses looks its key up in a dict keyed by a tuple of ``(shape, dtype)`` (or the
value), and that signature's guard is tried first from then on. Below it, the memref ABI's
call is generated per signature too (``targets/abi.py``): a few microseconds per call in
all on small inputs.

Fallbacks: an op without a lowering splits the trace. The compiled *segments* between
fallbacks are separate functions; the fallback op runs in numpy on their results. It
warns once (``FallbackWarning``, at the user's line); ``strict=True`` raises
``UnsupportedOpError`` there instead.

Caching: in memory per ``JitFunction``, and on disk (target ``cpu``) under
``$IRLITE_CACHE_DIR/frontend`` (default ``~/.cache/irlite/frontend``), keyed by the
content of each compiled segment of the trace (ops, static attributes, shapes, dtypes),
the target, the optimization level and a fingerprint of the compiler's sources (names,
sizes and modification times): an entry holds the LLVM IR and what the memref ABI needs,
and the object code is kept by ``targets/llvm/jit.py`` under ``$IRLITE_CACHE_DIR/jit``
(default ``~/.cache/irlite/gen/jit``), so a second process with a warm cache builds no
module and runs neither the pass pipeline nor LLVM.

Inspection: ``lower(*args, stage=)`` returns the text of one stage, ``traced`` (the
graph and the tensor function the table built), ``fused`` (after
``linalg-generalize-named-ops`` and ``linalg-fuse-elementwise-ops``), ``dispatch``
(after dispatch creation when its passes are registered; else the fused module, each
linalg op a kernel), ``loops`` (before the conversion to the llvm dialect) and ``llvm``
(the LLVM IR compiled); ``explain(*args)`` names the kernels, the traced ops fused into
each, what did not fuse and why, and the fallbacks. With ``$IRLITE_DEBUG_DIR`` set every
stage of every compiled signature is written under it, and its generated call (``call.py``).

What it does not do: trace data-dependent control flow or keyword arguments; ``gpu-emu``
and ``cuda`` compile through ``irlite.compile``'s GPU path without a disk cache of their own.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import threading
import warnings
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from typing import Any

import numpy as np

from .tracer import Graph, Node, Tensor, UnsupportedOpError, is_device_array, trace

__all__ = ["FallbackWarning", "JitFunction", "jit"]

TARGETS = ("cpu", "interp", "gpu-emu", "cuda")
LATER_TARGETS: tuple[str, ...] = ()
STAGES = ("traced", "fused", "dispatch", "loops", "llvm")
_FORMAT = 1  # of the disk cache's entries

#: traced ops whose 0-d result numpy returns as a scalar (layout ops give 0-d arrays)
_SCALAR_RESULT_OPS = frozenset({"sum", "prod", "max", "min", "mean", "any", "all", "matmul"})


class FallbackWarning(UserWarning):
    """An op ran in numpy: the lowering table has no entry for it."""


def jit(
    fn: Callable[..., Any] | None = None,
    *,
    target: str = "cpu",
    strict: bool = False,
    opt_level: int = 3,
    cache: bool = True,
    dispatch: bool = False,
) -> Any:
    """Compile ``fn`` per signature (module docstring); usable as ``@jit`` or
    ``@jit(target="interp", strict=True)``. ``cache=False`` skips the disk cache;
    ``dispatch=True`` (cpu) compiles through ``dispatch-creation`` and runs the dispatches
    as kernels over the cores (``irlite.compile(..., dispatch=True)``; no disk cache)."""
    if target in LATER_TARGETS:
        raise NotImplementedError(
            f"irlite.jit: target {target!r} is not available yet (the CUDA path is still to "
            f"come); use one of {', '.join(TARGETS)}"
        )
    if target not in TARGETS:
        raise ValueError(
            f"irlite.jit: unknown target {target!r} (expected one of {', '.join(TARGETS)})"
        )

    def wrap(f: Callable[..., Any]) -> JitFunction:
        return JitFunction(
            f, target=target, strict=strict, opt_level=opt_level, cache=cache, dispatch=dispatch
        )

    return wrap(fn) if fn is not None else wrap


# ----------------------------------------------------------------------------- plans


class Segment:
    """Consecutive lowered nodes compiled as one function ``name``."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.nodes: list[Node] = []
        self.inputs: list[Node] = []
        self.outputs: list[Node] = []
        self.module: Any = None
        self.compiled: Any = None
        self.compiled_module: Any = None
        self.from_disk = False

    def ensure_module(self, graph: Graph) -> Any:
        """The segment's tensor-level module, built through the lowering table on first use."""
        if self.module is None:
            from .lowering import build_module

            self.module = build_module(graph, self.nodes, self.inputs, self.outputs, self.name)
        return self.module

    def content(self) -> str:
        """What the compiled code depends on, as text: the nodes (ops, operands, static
        attributes, shapes, dtypes) with the inputs and outputs, no source locations. It
        keys the disk cache, so a hit needs neither the lowering nor the dialects."""
        parts = [self.name]
        parts += [f"in %{n.id} {n.op} {n.shape} {n.dtype}" for n in self.inputs]
        for n in self.nodes:
            consts = [
                f"%{i.id}={i.attrs['value']!r}:{i.dtype}:{i.attrs['weak']}"
                for i in n.inputs
                if i.op == "const"
            ]
            attrs = sorted((k, repr(v)) for k, v in n.attrs.items())
            ins = [i.id for i in n.inputs]
            parts.append(f"%{n.id} {n.op} {ins} {attrs} {consts} {n.shape} {n.dtype}")
        parts += [f"out %{n.id}" for n in self.outputs]
        return "\n".join(parts)


def _live(graph: Graph) -> set[int]:
    live: set[int] = set()
    stack = list(graph.output_nodes)
    while stack:
        n = stack.pop()
        if n.id in live:
            continue
        live.add(n.id)
        stack.extend(n.inputs)
    return live


def _steps(graph: Graph, fname: str) -> list[Any]:
    """The trace as steps in order: ``Segment``s of lowered nodes and fallback nodes."""
    live = _live(graph)
    steps: list[Any] = []
    cur: Segment | None = None
    for n in graph.nodes:
        if n.id not in live or n.op in ("arg", "array", "const"):
            continue
        if n.op == "fallback":
            cur = None
            steps.append(n)
            continue
        if cur is None:
            cur = Segment(f"{fname}_{sum(isinstance(s, Segment) for s in steps)}")
            steps.append(cur)
        cur.nodes.append(n)
    segs = [s for s in steps if isinstance(s, Segment)]
    where = {n.id: s for s in segs for n in s.nodes}
    outputs = {n.id for n in graph.output_nodes}
    for s in segs:
        mine = {n.id for n in s.nodes}
        for n in s.nodes:
            for i in n.inputs:
                if i.id not in mine and i.op != "const" and i not in s.inputs:
                    s.inputs.append(i)
    for s in steps:
        users = s.nodes if isinstance(s, Segment) else [s]
        for n in users:
            for i in n.inputs:
                owner = where.get(i.id)
                if owner is not None and owner is not s and i not in owner.outputs:
                    owner.outputs.append(i)
    for s in segs:
        for n in s.nodes:
            if n.id in outputs and n not in s.outputs:
                s.outputs.append(n)
    return steps


def _eager_runner(node: Node) -> Callable[[dict], Any]:
    fn, args, kwargs = node.eager

    def sub(x: Any, env: dict) -> Any:
        if isinstance(x, Tensor):
            return env[x._node.id]
        if isinstance(x, (list, tuple)):
            return type(x)(sub(v, env) for v in x)
        if isinstance(x, dict):
            return {k: sub(v, env) for k, v in x.items()}
        return x

    asarray = np.asarray
    return lambda env: asarray(fn(*sub(args, env), **sub(kwargs, env)))


# ----------------------------------------------------------------------------- cache


@functools.lru_cache(maxsize=1)
def compiler_fingerprint() -> str:
    """A hash of irlite's sources (names, sizes, modification times): what compiled code
    depends on besides the program."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    h = hashlib.sha256(b"irlite-frontend %d\0" % _FORMAT)
    for sub in ("frontend", "gen", "ir", "passes", "rules", "targets", "dialects"):
        for d, dirs, files in os.walk(os.path.join(root, sub)):
            dirs[:] = sorted(x for x in dirs if not x.startswith((".", "__")))
            for f in sorted(files):
                if f.endswith((".py", ".rules", ".j2")):
                    st = os.stat(os.path.join(d, f))
                    h.update(f"{d[len(root) :]}/{f}:{st.st_size}:{st.st_mtime_ns}\0".encode())
    return h.hexdigest()


def cache_root() -> str:
    d = os.environ.get("IRLITE_CACHE_DIR")
    if d:
        return d
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "irlite")


_ENV_LOCK = threading.RLock()


@contextmanager
def _object_cache() -> Any:
    """``targets/llvm/jit.py`` keeps object code on disk only under ``$IRLITE_CACHE_DIR``.
    When the user set none, it is set while compiling to the generator's default cache
    directory (``gen.loader.cache_dir()``, ``~/.cache/irlite/gen``): the generated dialect
    modules are found where they always are, and object code goes to its ``jit/``."""
    with _ENV_LOCK:
        if os.environ.get("IRLITE_CACHE_DIR"):
            yield
            return
        from ..gen.loader import cache_dir

        os.environ["IRLITE_CACHE_DIR"] = cache_dir()
        try:
            yield
        finally:
            os.environ.pop("IRLITE_CACHE_DIR", None)


def _entry_path(key: str) -> str:
    return os.path.join(cache_root(), "frontend", key + ".json")


# ----------------------------------------------------------------------------- the function


class _Specialization:
    """One signature's compiled plan: steps, and the call that runs them."""

    def __init__(self, graph: Graph, fallbacks: list[Node], steps: list[Any]) -> None:
        self.graph = graph
        self.fallbacks = fallbacks
        self.steps = steps
        self.call: Callable[..., Any] = None  # type: ignore[assignment]
        self.stub: Callable[..., Any] | None = None
        self.call_source = ""
        self.compile_seconds = 0.0
        self.from_disk = False


class JitFunction:
    """``fn`` compiled per signature; call it like ``fn`` (module docstring).

    ``signatures`` are the compiled ones; ``compile_seconds`` what the last new signature
    took to trace and compile; ``stats`` counts compilations and disk-cache hits."""

    def __init__(
        self,
        fn: Callable[..., Any],
        target: str = "cpu",
        strict: bool = False,
        opt_level: int = 3,
        cache: bool = True,
        dispatch: bool = False,
    ) -> None:
        if dispatch:
            import inspect

            from ..targets.compile import compile as _compile

            if "dispatch" not in inspect.signature(_compile).parameters:
                raise ValueError("irlite.jit: dispatch=True needs irlite.compile's dispatch path")
        self.dispatch = dispatch and target == "cpu"
        self.fn = fn
        self.target = target
        self.strict = strict
        self.opt_level = opt_level
        self.disk_cache = cache and target == "cpu" and not self.dispatch
        self._cache: dict[Any, _Specialization] = {}
        self._warned: set[tuple] = set()
        self._lock = threading.RLock()
        #: the guarded call of the signature last called (``_call_slow`` before any)
        self._fast: Callable[..., Any] = self._call_slow
        self.stats = {"compiled": 0, "disk_hits": 0, "traces": 0}
        self.compile_seconds = 0.0
        functools.update_wrapper(self, fn)

    def __repr__(self) -> str:
        return f"<irlite.jit {getattr(self.fn, '__qualname__', self.fn)} target={self.target}>"

    @property
    def signatures(self) -> list[Any]:
        return list(self._cache)

    # -- calling
    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if kwargs:
            raise TypeError("irlite.jit functions take positional arguments only")
        return self._fast(*args)

    def _call_slow(self, *args: Any) -> Any:
        """A call the last signature's guard did not take: the signature's key looked up
        (or compiled); its guarded call becomes the one tried first."""
        key = tuple([(a.shape, a.dtype) if type(a) is np.ndarray else _static_key(a) for a in args])
        spec = self._cache.get(key)
        if spec is None:
            spec = self._specialize(args, key)
        if spec.stub is not None:
            self._fast = spec.stub
        return spec.call(*args)

    def _specialize(self, args: Sequence[Any], key: Any) -> _Specialization:
        import time

        with self._lock:
            spec = self._cache.get(key)
            if spec is not None:
                return spec
            t0 = time.perf_counter()
            spec = self._trace(args)
            self._warn(spec)
            self._compile(spec)
            self._runner(spec, args)
            spec.compile_seconds = self.compile_seconds = time.perf_counter() - t0
            self._cache[key] = spec
            debug = os.environ.get("IRLITE_DEBUG_DIR")
            if debug:
                self._write_debug(debug, spec, key)
            return spec

    def _trace(self, args: Sequence[Any]) -> _Specialization:
        if self.target != "cuda" and any(is_device_array(a) for a in args):
            raise TypeError(
                f"irlite.jit: GPU arrays need target='cuda' (this function's target is "
                f"{self.target!r}); pass numpy arrays"
            )
        args = [_as_array(a) for a in args]
        self.stats["traces"] += 1
        from .lowering import supports

        graph, fallbacks = trace(self.fn, args, supports, self.strict)
        return _Specialization(graph, fallbacks, _steps(graph, _symbol(self.fn)))

    def _warn(self, spec: _Specialization) -> None:
        for n in spec.fallbacks:
            site = (n.attrs["name"], n.loc[0], n.loc[1])
            if site in self._warned:
                continue
            self._warned.add(site)
            warnings.warn_explicit(
                f"irlite.jit: {n.attrs['name']} has no lowering; it runs in numpy "
                "(the compiled graph is split there)",
                FallbackWarning,
                n.loc[0],
                n.loc[1],
            )

    # -- compiling
    def _compile(self, spec: _Specialization) -> None:
        for s in spec.steps:
            if isinstance(s, Segment):
                s.compiled = self._compile_segment(s, spec.graph)
                spec.from_disk = spec.from_disk or s.from_disk

    def _compile_segment(self, s: Segment, graph: Graph) -> Callable[..., Any]:
        """The segment's callable: from the disk cache (no module is built, no pass runs,
        LLVM's object code is reused), or compiled (and stored)."""
        import irlite

        if self.target == "interp":
            self.stats["compiled"] += 1
            return irlite.compile(s.ensure_module(graph), target="interp")[s.name]
        key = hashlib.sha256(
            f"{compiler_fingerprint()}\0{self.target}\0O{self.opt_level}\0{s.content()}".encode()
        ).hexdigest()
        if self.disk_cache:
            fn = self._load(key, s)
            if fn is not None:
                self.stats["disk_hits"] += 1
                s.from_disk = True
                return fn
        extra = {"dispatch": True} if self.dispatch else {}
        with _object_cache():
            m = irlite.compile(
                s.ensure_module(graph), target=self.target, opt_level=self.opt_level, **extra
            )
        self.stats["compiled"] += 1
        fn = m[s.name]
        s.compiled_module = m
        if self.disk_cache:
            self._store(key, s, m.llvm_ir, _written(fn, len(s.inputs)))
        return fn

    def _ftype(self, s: Segment) -> Any:
        from ..ir.types import FunctionType
        from .lowering import tensor_type

        return FunctionType.get(
            tuple(tensor_type(n.shape, n.dtype) for n in s.inputs),
            tuple(tensor_type(n.shape, n.dtype) for n in s.outputs),
        )

    def _store(self, key: str, s: Segment, llvm_ir: str, written: list[int]) -> None:
        from ..ir.fileio import write_atomic

        entry = {"format": _FORMAT, "name": s.name, "llvm_ir": llvm_ir, "written": written}
        path = _entry_path(key)
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            write_atomic(path, json.dumps(entry).encode())
        except OSError:
            pass  # a cache that cannot be written is only a missed speed-up

    def _load(self, key: str, s: Segment) -> Callable[..., Any] | None:
        from ..targets.abi import FunctionABI
        from ..targets.llvm import compile_llvm_ir

        try:
            with open(_entry_path(key), encoding="utf-8") as f:
                entry = json.load(f)
        except (OSError, ValueError):
            return None
        if entry.get("format") != _FORMAT or entry.get("name") != s.name:
            return None
        abi = FunctionABI(s.name, self._ftype(s), set(entry["written"]))
        with _object_cache():
            jm = compile_llvm_ir(entry["llvm_ir"], self.opt_level, name=s.name + ".ll")
        if jm.from_disk:
            self.stats["objects_from_disk"] = self.stats.get("objects_from_disk", 0) + 1
        return abi.bind(jm.address(abi.wrapper_name), jm)

    # -- running
    def _runner(self, spec: _Specialization, args: Sequence[Any]) -> None:
        """``spec.call`` (the plan, for arguments of its signature) and ``spec.stub`` (the
        plan behind a guard that the arguments have the signature; ``_call_slow`` when
        not), generated once per signature (``_CallSource``)."""
        gen = _CallSource(spec, args, self._call_slow)
        ns = gen.namespace
        exec(compile(gen.source(), f"<irlite.jit call {_symbol(self.fn)}>", "exec"), ns)
        spec.call = ns["run"]
        spec.stub = ns.get("stub")
        spec.call_source = gen.source()

    # -- inspection
    def _spec_for(self, args: Sequence[Any]) -> _Specialization:
        key = tuple([(a.shape, a.dtype) if type(a) is np.ndarray else _static_key(a) for a in args])
        spec = self._cache.get(key)
        return spec if spec is not None else self._specialize(args, key)

    def lower(self, *args: Any, stage: str = "dispatch") -> str:
        """The text of ``stage`` (one of ``STAGES``) for these arguments' signature; one
        section per compiled segment when fallbacks split the trace."""
        if stage not in STAGES:
            raise ValueError(f"unknown stage {stage!r} (expected one of {', '.join(STAGES)})")
        spec = self._spec_for(args)
        from .stages import stage_text

        return stage_text(spec, stage, self.target, self.opt_level)

    def explain(self, *args: Any) -> str:
        """Kernels (dispatches), what fused into each, what did not and why, fallbacks."""
        spec = self._spec_for(args)
        from .stages import explain

        return explain(spec, _symbol(self.fn))

    def _write_debug(self, root: str, spec: _Specialization, key: Any) -> None:
        from .stages import explain, stage_text

        sig = hashlib.sha256(repr(key).encode()).hexdigest()[:12]
        d = os.path.join(root, f"{_symbol(self.fn)}_{self.target}_{sig}")
        os.makedirs(d, exist_ok=True)
        files = {"traced": "traced.mlir", "fused": "fused.mlir", "dispatch": "dispatch.mlir"}
        files.update({"loops": "loops.mlir", "llvm": "llvm.ll"})
        for stage, name in files.items():
            try:
                text = stage_text(spec, stage, self.target, self.opt_level)
            except Exception as e:  # a stage that fails is written as its error
                text = f"// stage {stage} failed: {e}\n"
            with open(os.path.join(d, name), "w", encoding="utf-8") as f:
                f.write(text)
        with open(os.path.join(d, "explain.txt"), "w", encoding="utf-8") as f:
            f.write(explain(spec, _symbol(self.fn)) + "\n")
        with open(os.path.join(d, "signature.txt"), "w", encoding="utf-8") as f:
            f.write(repr(key) + "\n")
        with open(os.path.join(d, "call.py"), "w", encoding="utf-8") as f:
            f.write(spec.call_source)


# ----------------------------------------------------------------------------- generated calls


class _CallSource:
    """The Python source of one signature's call, and the names it uses (``namespace``).

    ``run(*args)`` is the plan in straight-line code: arguments numpy turns into arrays
    converted, each compiled segment called on its inputs (arguments, closed-over arrays,
    earlier results), each fallback run in numpy, the output structure built with
    numpy's scalars for 0-d reductions. ``stub(*args)`` is ``run`` behind a guard that
    holds exactly when the arguments have the signature's key (each array argument an
    ndarray of the shape and dtype, each baked-in value equal and of its type), and calls
    ``miss`` otherwise; there is none when an argument's key has no cheap guard (a list,
    an ndarray subclass).
    """

    def __init__(self, spec: _Specialization, args: Sequence[Any], miss: Callable) -> None:
        self.spec = spec
        self.args = args
        self.namespace: dict[str, Any] = {
            "ndarray": np.ndarray,
            "asarray": np.asarray,
            "miss": miss,
            "_scalar": _scalar,
        }
        self._text: str | None = None

    def _const(self, name: str, value: Any) -> str:
        self.namespace[name] = value
        return name

    def _guard(self) -> tuple[list[str], list[str]] | None:
        """The guard's terms and the conversions, or None (no cheap guard)."""
        guard: list[str] = []
        convert: list[str] = []
        for i, a in enumerate(self.args):
            v = f"a{i}"
            t = type(a)
            if t is np.ndarray:
                guard.append(f"type({v}) is ndarray and {v}.shape == {a.shape!r}")
                guard.append(f"{v}.dtype is {self._const(f'D{i}', a.dtype)}")
            elif t in (bool, type(None)):
                guard.append(f"{v} is {a!r}")
            elif t in (int, float, str):
                guard.append(f"type({v}) is {t.__name__} and {v} == {self._const(f'V{i}', a)}")
            elif isinstance(a, (np.number, np.bool_)):
                guard.append(f"type({v}) is {self._const(f'T{i}', t)}")
                convert.append(f"{v} = asarray({v})")
            elif is_device_array(a):
                guard.append(f"type({v}) is {self._const(f'T{i}', t)}")
                guard.append(f"{v}.shape == {tuple(a.shape)!r}")
                guard.append(f"{v}.dtype == {self._const(f'D{i}', np.dtype(a.dtype))}")
            else:
                return None
        return guard, convert

    def _plan(self) -> list[str]:
        """The plan's statements, after the arguments are ``a0, a1, ...`` arrays."""
        spec = self.spec
        g = spec.graph
        names: dict[int, str] = {}
        for n in g.args:
            names[n.id] = f"a{n.attrs['index']}"
        for n in g.arrays:
            names[n.id] = self._const(f"A{n.id}", n.attrs["array"])
        for n in g.nodes:
            if n.op == "const":
                names[n.id] = self._const(f"C{n.id}", n.attrs["value"])
        lines: list[str] = []
        k = 0
        for s in spec.steps:
            if isinstance(s, Segment):
                fn = self._const(f"seg{k}", s.compiled)
                k += 1
                ins = ", ".join(names[n.id] for n in s.inputs)
                outs = [f"v{n.id}" for n in s.outputs]
                for n in s.outputs:
                    names[n.id] = f"v{n.id}"
                lhs = outs[0] if len(outs) == 1 else ", ".join(outs) + ","
                lines.append(f"{lhs} = {fn}({ins})")
            else:
                fn = self._const(f"fb{s.id}", _eager_runner(s))
                env = ", ".join(f"{i.id}: {names[i.id]}" for i in s.inputs)
                lines.append(f"v{s.id} = {fn}({{{env}}})")
                names[s.id] = f"v{s.id}"
        scalar = {n.id for n in g.output_nodes if _returns_scalar(n)}
        lines.append(f"return {self._output(g.output, names, scalar)}")
        return lines

    def _output(self, out: Any, names: dict[int, str], scalar: set[int]) -> str:
        if isinstance(out, Node):
            v = names[out.id]
            return f"_scalar({v})" if out.id in scalar else v
        if isinstance(out, tuple):
            return "(" + "".join(self._output(o, names, scalar) + ", " for o in out) + ")"
        if isinstance(out, list):
            return "[" + ", ".join(self._output(o, names, scalar) for o in out) + "]"
        if isinstance(out, dict):
            items = []
            for j, (key, v) in enumerate(out.items()):
                items.append(f"{self._const(f'K{j}', key)}: {self._output(v, names, scalar)}")
            return "{" + ", ".join(items) + "}"
        return self._const(f"O{len(self.namespace)}", out)

    def source(self) -> str:
        if self._text is not None:
            return self._text
        n = len(self.args)
        params = "".join(f"a{i}, " for i in range(n))
        guarded = self._guard()
        plan = self._plan()
        convert = [
            f"a{i} = asarray(a{i})" for i, a in enumerate(self.args) if _as_array(a) is not a
        ]
        lines = ["def run(*args):"]
        if n:
            lines.append(f"    {params}= args")
        lines += ["    " + ln for ln in convert + plan]
        if guarded is not None:
            guard, conv = guarded
            lines += ["", "", "def stub(*args):", f"    if len(args) == {n}:"]
            if n:
                lines.append(f"        {params}= args")
            lines.append(f"        if {' and '.join(guard) or 'True'}:")
            lines += ["            " + ln for ln in conv + plan]
            lines.append("    return miss(*args)")
        self._text = "\n".join(lines) + "\n"
        return self._text


def _scalar(v: Any) -> Any:
    """A 0-d result as numpy returns it from a reduction: a numpy scalar."""
    return v[()] if isinstance(v, np.ndarray) else v


def _written(fn: Any, n_inputs: int) -> list[int]:
    """The arguments the compiled call copies because the code may write them (read from
    the memref ABI's argument objects in the callable; all of them when that cannot be
    read, which is always safe)."""
    abi = getattr(fn, "abi", None)
    if abi is None:
        return list(range(n_inputs))
    return [i for i, a in enumerate(abi.args) if getattr(a, "copy", False)]


def _returns_scalar(n: Node) -> bool:
    if n.shape != ():
        return False
    if n.op == "fallback":
        return bool(n.attrs.get("scalar"))
    return n.op in _SCALAR_RESULT_OPS or n.op in ("where",) or "loop" in n.attrs


def _static_key(a: Any) -> Any:
    """The signature part of a non-ndarray argument: its type and value (baked in), or
    its shape and dtype for what numpy turns into an array (a numpy scalar: 0-d) and for
    a GPU array (``target="cuda"``: used in place)."""
    if is_device_array(a):
        return (tuple(a.shape), np.dtype(a.dtype), "device")
    if isinstance(a, np.generic):
        return ((), a.dtype, "scalar")
    if isinstance(a, (bool, int, float, str, type(None))):
        return (type(a), a)
    if isinstance(a, np.ndarray):  # a subclass
        return (a.shape, a.dtype, type(a))
    if isinstance(a, (list, tuple)):
        arr = np.asarray(a)
        return (arr.shape, arr.dtype, "list", repr(a) if arr.dtype == object else None)
    raise TypeError(f"irlite.jit: cannot specialize on an argument of type {type(a).__name__}")


def _as_array(a: Any) -> Any:
    if isinstance(a, np.generic) or (isinstance(a, (list, tuple)) and not isinstance(a, str)):
        return np.asarray(a)
    if isinstance(a, np.ndarray) and type(a) is not np.ndarray:
        return np.asarray(a)
    return a


def _symbol(fn: Any) -> str:
    name = getattr(fn, "__name__", "fn")
    return "".join(c if c.isalnum() or c == "_" else "_" for c in name) or "fn"


__all__ += ["UnsupportedOpError"]
