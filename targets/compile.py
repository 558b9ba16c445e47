"""``irlite.compile``: MLIR text (a file, or a module) in, Python callables out.

    import irlite, numpy as np
    m = irlite.compile("examples/fused.mlir")                         # target="cpu", O3
    m.fused(x, y, out)                                                 # numpy arrays, zero-copy
    irlite.compile(src, target="interp").fused(x, y, out)              # same call, interpreter

``compile(source_or_module, target="cpu", opt_level=3)`` parses text, or a file
(a ``pathlib.Path``, or a ``str`` ending in ``.mlir``: ``irlite.compile("m.mlir")``;
diagnostics name it as given; a missing file raises ``FileNotFoundError`` naming
it), or takes a ``builtin.module`` op (which it copies and leaves untouched), verifies it,
and returns a ``CompiledModule`` with one callable per public function that
has a body (``m.name(...)``, or ``m["name"]`` for names that are not Python
identifiers; ``m.functions`` lists them).

``target="cpu"``, tensor programs (``linalg`` on tensors): by default through
dispatches, as IREE compiles them (``targets/dispatch``): ``dispatch-creation`` cuts the
program into kernels, each built over row workgroups; on one thread (``threads=1``, the
default) the kernels are inlined into their host function and the whole module is
compiled as below (``targets/dispatch/inline.py``); on more, a function whose
dispatches all run over the same rows is one row kernel over a thread pool
(``targets/dispatch/merge.py``), any other runs its dispatches one by one over it. When some dispatch does not become a kernel, the program takes the default
pipeline as it is; ``dispatch=False`` asks for that always.

``target="cpu"``: the default lowering pipeline, chosen by what the module
holds (``targets/pipeline.py``: ``arith-expand{ceil-floor-div-only=true},
convert-scf-to-cf, convert-to-llvm, reconcile-unrealized-casts`` for a memref
program; bufferization, deallocation, linalg to loops and the rest first for
one with tensors), runs through the pass manager (``pipeline=`` replaces it;
a module that needs a pass that is not registered is a ``CompileError``
naming the pass and the op), ``irlite.targets.llvm`` translates the result to
LLVM IR, the memref ABI's packed wrappers (``targets/abi.py``) are appended
and the text is JIT-compiled at ``O<opt_level>`` (compiled code is cached by
IR text, see ``targets/llvm/jit.py``). ``m.llvm_ir`` is the compiled text,
``m.lowered`` the lowered module, ``m.pipeline`` the pipeline that ran and
``m.plan`` the default pipeline's ``LoweringPlan`` (None with ``pipeline=``).

Tensor functions (``tensor<...>`` arguments and results): arguments are numpy
arrays checked as memrefs are, and values: the caller's array is never
written. The default pipeline marks them ``bufferization.writable = false``;
the pipeline runs in two parts, and between them, at the memref level,
``targets/boundary.py`` finds the argument buffers the code may still write:
those arrays are copied before each call, the others passed as they are.
Tensor results are new arrays over the buffers the code allocated, freed
when numpy drops them (``targets/abi.py``).

``target="interp"``: the reference interpreter (``irlite.targets.interp``)
runs the functions, with the same call signature: memref arguments are numpy
arrays used in place, tensor arguments are checked as on the cpu and never
changed, results come back as numpy values (tensors as new arrays).

A call returns ``None`` (no result), its result, or a tuple of results.

Errors: text that does not parse, IR that does not verify, a pass or the
translation failing raise ``CompileError`` (an ``IrliteError`` carrying the
diagnostics; ``str()`` is them rendered as mlir-opt prints them,
``file:line:col: error: ...``). Bad call arguments raise ``ABIError`` (cpu)
or ``InterpError`` (interp); a function whose signature the memref ABI cannot
express raises ``ABIError`` when it is looked up, not at compile time.

What this module does not do:

- lower an op that no registered pass of the chosen pipeline lowers: it
  reaches the translator, which rejects it with a located error
  (``pipeline=`` can add passes);
- compile for anything but the host CPU;
- protect the process: compiled code runs in it, so undefined behavior there
  (an out-of-bounds store, a division by zero) can take it down, as in C;
- free memory that compiled code allocates and does not return.
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Callable
from typing import Any

import numpy as np

from ..ir.diagnostics import Diagnostic, DiagnosticError, Severity
from .abi import ABIError, FunctionABI, llvm_ir_name, lowered_arg_types
from .pipeline import default_pipeline

__all__ = ["DEFAULT_PIPELINE", "TARGETS", "CompileError", "CompiledModule", "compile"]

#: What ``target="cpu"`` runs before translating (``pipeline=`` overrides it).
DEFAULT_PIPELINE = "arith-expand{ceil-floor-div-only=true},convert-scf-to-cf,convert-to-llvm,reconcile-unrealized-casts"
TARGETS = ("cpu", "interp", "gpu-emu", "cuda")


class CompileError(DiagnosticError):
    """Compiling failed; ``diagnostics`` say where and why, ``str()`` renders them.

    ``text``, when given, is the rendering itself (an error that is not about
    the IR, such as a bad pipeline, already rendered by whoever found it).
    """

    __slots__ = ("text",)

    def __init__(self, diagnostics: Any, text: str | None = None) -> None:
        super().__init__(diagnostics)
        self.text = text

    def render(self, sm: Any = None) -> str:
        if self.text is not None:
            return self.text if self.text.endswith("\n") else self.text + "\n"
        return super().render(sm)

    def __str__(self) -> str:
        return self.render().rstrip("\n")


def _public_functions(module: Any) -> list[tuple[str, Any]]:
    """(name, original function type) of each public ``func.func`` with a body, in order."""
    out = []
    for r in module.regions:
        for b in r.blocks:
            for op in b.ops:
                if op.name != "func.func":
                    continue
                props = op.properties
                vis = props.get("sym_visibility")
                if vis is not None and getattr(vis, "value", vis) != "public":
                    continue
                if not op.regions or not op.regions[0].blocks:
                    continue  # a declaration: nothing to call
                out.append((props["sym_name"].value, props["function_type"].value))
    return out


class CompiledModule:
    """The functions of one compiled module (see the module docstring).

    Attributes: ``target``, ``opt_level``, ``functions`` (names, in module
    order), ``module`` (the verified input module), and for ``cpu``:
    ``lowered`` (the module after the pipeline), ``llvm_ir`` (the text that
    was JIT-compiled, wrappers included) and ``jit`` (the ``JITModule``,
    which owns the machine code: callables and global views keep it alive).
    """

    def __init__(
        self,
        target: str,
        opt_level: int,
        module: Any,
        functions: dict[str, Callable[..., Any] | ABIError],
        lowered: Any = None,
        llvm_ir: str | None = None,
        jit: Any = None,
    ) -> None:
        self.target = target
        self.opt_level = opt_level
        self.module = module
        self.lowered = lowered
        self.llvm_ir = llvm_ir
        self.jit = jit
        self._functions = functions
        #: the pipeline that ran (cpu): ``builtin.module(...)`` text
        self.pipeline: str | None = None
        #: the default pipeline's ``LoweringPlan`` (cpu, when ``pipeline=`` was not given)
        self.plan: Any = None

    @property
    def functions(self) -> list[str]:
        return list(self._functions)

    def __getitem__(self, name: str) -> Callable[..., Any]:
        f = self._functions.get(name)
        if f is None:
            known = ", ".join(f"'{n}'" for n in self._functions) or "none"
            raise KeyError(f"no public function named '{name}' (functions: {known})")
        if isinstance(f, ABIError):
            raise f
        return f

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name.startswith("__") or name == "_functions":
            raise AttributeError(name)
        try:
            return self[name]
        except KeyError as e:
            raise AttributeError(e.args[0]) from None

    def __contains__(self, name: str) -> bool:
        return name in self._functions

    def __dir__(self) -> list[str]:
        return sorted(set(super().__dir__()) | {n for n in self._functions if n.isidentifier()})

    def __repr__(self) -> str:
        return f"<CompiledModule target={self.target} O{self.opt_level} functions={self.functions}>"


# ----------------------------------------------------------------------------- front end


class _Collect:
    """A diagnostic handler that keeps errors (and their notes) instead of printing them."""

    def __init__(self) -> None:
        self.diags: list[Diagnostic] = []

    def __call__(self, d: Diagnostic) -> bool:
        if d.severity == Severity.ERROR:
            self.diags.append(d)
        return True


def _parse_and_verify(source: Any, filename: str, ctx: Any) -> Any:
    from ..ir.core import Operation
    from ..ir.cursor import ParseError, SourceFile
    from ..ir.diagnostics import add_source, diagnostic_from_parse_error
    from ..ir.module import parse_module
    from ..ir.verifier import verify

    if isinstance(source, str):
        src = SourceFile(filename, source)
        add_source(src)
        try:
            module = parse_module(src, ctx)
        except ParseError as e:
            raise CompileError(diagnostic_from_parse_error(e)) from None
    elif isinstance(source, Operation):
        if source.name != "builtin.module":
            raise TypeError(
                f"irlite.compile expects MLIR text or a builtin.module op, got a '{source.name}' op"
            )
        module = source.clone()
    else:
        raise TypeError(
            f"irlite.compile expects MLIR text or a builtin.module op, got {type(source).__name__} (a file: a pathlib.Path or a str ending in .mlir)"
        )
    diags = verify(module, ctx)
    if diags:
        raise CompileError(diags)
    return module


def _anchored(pipeline: str) -> str:
    return pipeline if pipeline.startswith("builtin.module(") else f"builtin.module({pipeline})"


def _pass_manager(text: str, ctx: Any) -> Any:
    from ..passes.infra.manager import PassManager
    from ..passes.infra.pipeline import PipelineError
    from ..passes.infra.registry import load_builtin_passes

    load_builtin_passes()
    try:
        return PassManager.from_pipeline(text, ctx, verify_each=False)
    except PipelineError as e:
        rendered = e.render()
        prefix = "<unknown>:0: error: "
        if rendered.startswith(prefix) and ": error: " in rendered[len(prefix) :]:
            rendered = rendered[len(prefix) :]  # already says where and what
        raise CompileError(Diagnostic.error(None, str(e)), text=rendered) from None


def _split_before_llvm(text: str) -> tuple[str, str] | None:
    """``text`` (``builtin.module(...)``) as two pipelines: up to the first top-level element
    that converts to the llvm dialect, and from it on; None when there is no such element
    or nothing before it."""
    from ..passes.infra.pipeline import parse_pipeline

    inner = text[text.index("(") + 1 : -1]
    nodes = parse_pipeline(inner)

    def to_llvm(n: Any) -> bool:
        if n.is_anchor:
            return any(to_llvm(c) for c in n.children)
        return n.name.endswith("-to-llvm")

    for k, n in enumerate(nodes):
        if to_llvm(n):
            if k == 0:
                return None
            head = ",".join(str(x) for x in nodes[:k])
            tail = ",".join(str(x) for x in nodes[k:])
            return f"builtin.module({head})", f"builtin.module({tail})"
    return None


def _run_pm(pm: Any, module: Any, text: str) -> None:
    """Run ``pm`` (built without verify-each) and verify the module once at the end: a
    pass that leaves invalid IR is still caught, at a third of the compile time that
    verifying after each of the default pipeline's passes costs."""
    from ..ir.diagnostics import get_engine
    from ..ir.verifier import verify

    collect = _Collect()
    with get_engine().scoped_handler(collect):
        ok = pm.run(module)
    if ok:
        diags = verify(module)
        if diags:
            collect.diags.extend(diags)
            ok = False
    if not ok:
        if not collect.diags:
            collect.diags.append(Diagnostic.error(module.loc, f"pipeline '{text}' failed"))
        raise CompileError(collect.diags)


def _run_pipeline(module: Any, ctx: Any, pipeline: str) -> dict[str, set[int]]:
    """Run ``pipeline`` on ``module``; return, per public function, the indices of the
    buffer arguments the code may write (``targets.boundary``), found on the module as it
    is before the first conversion to llvm (the memref level)."""
    from .boundary import written_arguments

    text = _anchored(pipeline)
    _pass_manager(text, ctx)  # errors name the text as the caller wrote it
    stages = _split_before_llvm(text) or (text,)
    written: dict[str, set[int]] = {}
    for i, stage in enumerate(stages):
        _run_pm(_pass_manager(stage, ctx), module, text)
        if i == 0:
            for r in module.regions:
                for b in r.blocks:
                    for op in b.ops:
                        if op.name == "func.func" and "sym_name" in op.properties:
                            written[op.properties["sym_name"].value] = written_arguments(op)
    return written


def _mark_tensor_arguments_read_only(module: Any) -> None:
    """Give each tensor argument of a public function ``{bufferization.writable = false}``
    (unless it says otherwise): the caller's array is a value, so a bufferizer that honors
    the attribute writes into a copy it allocates itself, which the function then returns
    as an owned result, rather than into the argument (which the ABI would have to copy
    before the call, and deallocation clone again when it is returned)."""
    from ..ir.attributes import ArrayAttr, BoolAttr, DictionaryAttr
    from ..ir.types import TensorType

    for name, _ in _public_functions(module):
        for op in module.regions[0].blocks[0].ops:
            if op.name != "func.func" or op.properties["sym_name"].value != name:
                continue
            inputs = op.properties["function_type"].value.inputs
            old = op.properties.get("arg_attrs")
            dicts = list(old.value) if old is not None else [DictionaryAttr.get()] * len(inputs)
            changed = False
            for i, t in enumerate(inputs):
                if isinstance(t, TensorType) and "bufferization.writable" not in dicts[i].value:
                    entries = dict(dicts[i].value)
                    entries["bufferization.writable"] = BoolAttr.get(False)
                    dicts[i] = DictionaryAttr.get(entries)
                    changed = True
            if changed:
                op.properties["arg_attrs"] = ArrayAttr.get(dicts)


def _unlowerable(plan: Any, filename: str) -> CompileError:
    """The error for a plan with required passes that are not registered."""
    diags = []
    for s in plan.missing:
        loc = s.op.loc if s.op is not None else None
        what = f"'{s.op.name}'" if s.op is not None else "this module"
        diags.append(
            Diagnostic.error(
                loc,
                f"cannot lower {what} to LLVM: it needs the pass '{s.name}' ({s.reason}), "
                "which is not registered",
            )
        )
    return CompileError(diags)


_DEFINE = re.compile(
    r"^define\b(?P<head>[^@\n]*)(?P<name>@(?:\"[^\"]*\"|[-\w$.]+))\((?P<params>[^)]*)\)",
    re.MULTILINE,
)


def _split_params(text: str) -> list[str]:
    """A definition's parameters, split at the commas outside ``<>``, ``[]`` and ``{}``,
    with their spaces removed (``<4 x float> noundef %0`` -> ``<4xfloat>noundef%0``)."""
    out, depth, cur = [], 0, []
    for ch in text:
        if ch in "<[{(":
            depth += 1
        elif ch in ">]})":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return ["".join(p.split()) for p in out if p.strip()]


def _check_signatures(llvm_ir: str, abis: dict[str, FunctionABI]) -> None:
    """Each public function's LLVM definition must have the signature the ABI will call."""
    found = {}
    for m in _DEFINE.finditer(llvm_ir):
        found[m.group("name")] = m
    problems = []
    for name, a in abis.items():
        m = found.get(llvm_ir_name(name))
        if m is None:
            problems.append(f"'{name}' is not defined in the translated LLVM IR")
            continue
        params = _split_params(m.group("params"))
        want_params = ["".join(t.split()) for t in lowered_arg_types(a.ftype)]
        head = "".join(m.group("head").split())
        want_ret = "".join(a.expected_llvm_signature().split("(", 1)[0].split())
        same = len(params) == len(want_params) and all(
            p.startswith(w) and not p[len(w) : len(w) + 1].isdigit()  # i1 is not i16
            for p, w in zip(params, want_params)
        )
        if not same or not head.endswith(want_ret):
            problems.append(
                f"'{name}' was lowered to '{m.group(0)}', but its signature "
                f"{a.ftype} calls for '{a.expected_llvm_signature()}'"
            )
    if problems:
        raise CompileError([Diagnostic.error(None, "memref ABI mismatch: " + p) for p in problems])


# ----------------------------------------------------------------------------- entry


def compile(
    source_or_module: Any,
    target: str = "cpu",
    opt_level: int = 3,
    *,
    filename: str = "<string>",
    pipeline: str | None = None,
    max_steps: int | None = None,
    fast_math: bool | None = None,
    threads: int | None = None,
    dispatch: bool | None = None,
    dump_dispatches: str | None = None,
) -> CompiledModule:
    """Compile MLIR text, an ``.mlir`` file or a ``builtin.module`` op for ``target``
    ("cpu" or "interp").

    A ``pathlib.Path`` (any ``os.PathLike``) or a ``str`` ending in ``.mlir`` is a file
    to read; ``FileNotFoundError`` (with the path) if there is none.
    ``opt_level`` (0-3) is LLVM's; ``filename`` names the text in diagnostics (a file's
    path by default);
    ``pipeline`` replaces ``DEFAULT_PIPELINE`` (cpu); ``max_steps`` bounds the
    ops one interpreter call may execute (interp); ``fast_math`` lets the default
    pipeline reassociate floating-point reductions (``None``: for tensor-level modules;
    ``targets/pipeline.py``). A module holding ``flow.executable``s runs its dispatches as
    kernels over ``threads`` threads (default: 1; ``targets/dispatch``). ``dispatch``:
    ``None`` (the default) takes a tensor program (``linalg`` on tensors, target "cpu",
    no ``pipeline=``) through ``dispatch-creation`` and runs that when every dispatch
    becomes a kernel, else the default pipeline; ``True`` always takes it through
    ``dispatch-creation`` (a dispatch that is no kernel runs in the interpreter);
    ``False`` never does. ``dump_dispatches`` (a directory) writes each dispatch there as
    a standalone ``.mlir`` that ``irlite-run`` runs alone (``targets/dispatch/dump.py``).
    See the module docstring.
    """
    from ..ir.context import Context

    if target not in TARGETS:
        raise ValueError(f"unknown target {target!r} (expected one of {', '.join(TARGETS)})")
    if not isinstance(opt_level, int) or not 0 <= opt_level <= 3:
        raise ValueError(f"opt_level must be 0, 1, 2 or 3, got {opt_level!r}")
    if isinstance(source_or_module, os.PathLike) or (
        isinstance(source_or_module, str) and source_or_module.endswith(".mlir")
    ):
        path = os.fspath(source_or_module)
        source_or_module = _read_source(path)
        if filename == "<string>":
            filename = os.fsdecode(path)
    ctx = Context()
    module = _parse_and_verify(source_or_module, filename, ctx)
    funcs = _public_functions(module)
    if target == "interp":
        return _compile_interp(module, funcs, opt_level, max_steps)
    if target == "gpu-emu":  # mapped loops as gpu kernels emulated over their grid
        from .gpu_emu import compile_gpu_emu

        return compile_gpu_emu(module, funcs, ctx, opt_level, max_steps, pipeline)
    if target == "cuda":  # kernels as PTX launched through cupy, host code interpreted
        from .cuda.runtime import compile_cuda

        return compile_cuda(module, funcs, ctx, opt_level, max_steps, pipeline)
    threads = 1 if threads is None else threads
    original = module
    auto = dispatch is None and pipeline is None and _is_tensor_program(module)
    if pipeline is None and (dispatch or auto) and not _has_dispatches(module):
        try:
            module = _dispatch_creation(module, ctx)
        except CompileError:
            if not auto:
                raise
            # (auto: the default pipeline below compiles the program as it is)
    if dump_dispatches is not None:
        from .dispatch.dump import dump_dispatches as dump

        dump(module, dump_dispatches)
    if auto and _has_dispatches(module):
        if threads == 1:
            from .dispatch.inline import compile_inlined

            m = compile_inlined(module, funcs, ctx, opt_level, filename, fast_math)
        else:
            from .dispatch.merge import compile_merged

            m = compile_merged(module, funcs, ctx, opt_level, threads, fast_math)
        if m is not None:
            return m
    if pipeline is None and _has_dispatches(module):
        from .dispatch import compile_dispatches

        m = compile_dispatches(
            module,
            funcs,
            ctx,
            opt_level,
            threads=threads,
            fast_math=fast_math,
            strict=auto,
        )
        if m is not None:
            return m
    module = original
    plan = None
    if pipeline is None:
        plan = default_pipeline(module, fast_math=fast_math)
        if plan.missing:
            raise _unlowerable(plan, filename)
        pipeline = plan.text
    m = _compile_cpu(module, funcs, ctx, opt_level, pipeline, filename, plan is not None)
    m.pipeline = _anchored(pipeline)
    m.plan = plan
    return m


def _dispatch_creation(module: Any, ctx: Any) -> Any:
    """A copy of ``module`` taken through ``dispatch-creation`` (errors: ``CompileError``)."""
    text = "builtin.module(dispatch-creation)"
    m = module.clone()
    _run_pm(_pass_manager(text, ctx), m, text)
    return m


def _is_tensor_program(module: Any) -> bool:
    """Whether ``module`` is what ``dispatch-creation`` cuts into dispatches: linalg ops on
    tensors (and no ``flow.executable`` yet)."""
    from .pipeline import module_contents

    c = module_contents(module)
    return c.tensors and "linalg" in c.dialects and "flow" not in c.dialects


def _has_dispatches(module: Any) -> bool:
    """Whether the module holds ``flow.executable``s (run by ``targets/dispatch``)."""
    return any(op.name == "flow.executable" for op in module.regions[0].blocks[0].ops)


def _read_source(path: str | bytes) -> str:
    """The text of the MLIR file ``path``; a missing one is a ``FileNotFoundError`` that
    names it (``str()``: ``[Errno 2] cannot open MLIR input file: 'PATH'``)."""
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except FileNotFoundError:
        raise FileNotFoundError(errno.ENOENT, "cannot open MLIR input file", path) from None


def _compile_interp(
    module: Any, funcs: list, opt_level: int, max_steps: int | None
) -> CompiledModule:
    from .interp import Interpreter

    table: dict[str, Any] = {}
    for name, ftype in funcs:
        table[name] = _interp_callable(Interpreter, module, max_steps, name, ftype)
    return CompiledModule("interp", opt_level, module, table)


def tensor_positions(ftype: Any) -> tuple[list, list[int]]:
    """``(index, type)`` of ``ftype``'s ranked tensor arguments (without encoding: the
    ones checked as numpy arrays) and the indices of its tensor results."""
    from ..ir.types import RankedTensorType, TensorType

    args = [
        (i, t)
        for i, t in enumerate(ftype.inputs)
        if isinstance(t, RankedTensorType) and t.encoding is None
    ]
    return args, [i for i, t in enumerate(ftype.results) if isinstance(t, TensorType)]


def _interp_callable(
    interp_cls: Any, module: Any, max_steps: int | None, name: str, ftype: Any
) -> Callable[..., Any]:
    from .abi import tensor_argument

    nres = len(ftype.results)
    tensor_args, tensor_results = tensor_positions(ftype)

    def call(*args: Any) -> Any:
        if tensor_args and len(args) == len(ftype.inputs):
            args = list(args)
            for i, t in tensor_args:
                args[i] = tensor_argument(args[i], t, i, name)
        # A fresh interpreter per call: calls may nest or run in several threads.
        res = interp_cls(module, max_steps=max_steps).run(name, *args)
        if tensor_results:  # the caller's own arrays (the interpreter may share constants)
            res = list(res)
            for i in tensor_results:
                res[i] = np.array(res[i])
        if nres == 0:
            return None
        return res[0] if nres == 1 else tuple(res)

    call.__name__ = call.__qualname__ = name
    call.__doc__ = f"Interpreted '{name}': {ftype}"
    return call


def _compile_cpu(
    module: Any,
    funcs: list,
    ctx: Any,
    opt_level: int,
    pipeline: str,
    filename: str,
    read_only_tensors: bool = False,
) -> CompiledModule:
    from .llvm import compile_llvm_ir, translate_to_llvmir

    lowered = module.clone()
    if read_only_tensors:
        _mark_tensor_arguments_read_only(lowered)
    written = _run_pipeline(lowered, ctx, pipeline)
    abis: dict[str, FunctionABI] = {}
    table: dict[str, Any] = {}
    for name, ftype in funcs:
        try:
            abis[name] = FunctionABI(name, ftype, written.get(name, ()))
        except ABIError as e:
            table[name] = ABIError(f"'{name}' cannot be called from Python: {e}")
    collect = _Collect()
    from ..ir.diagnostics import get_engine

    with get_engine().scoped_handler(collect):
        try:
            llvm_ir = translate_to_llvmir(lowered)
        except DiagnosticError as e:
            raise CompileError(list(e.diagnostics)) from None
    if collect.diags:
        raise CompileError(collect.diags)
    _check_signatures(llvm_ir, abis)
    text = llvm_ir.rstrip("\n") + "\n\n; packed wrappers for Python (irlite.targets.abi)\n"
    text += "\n".join(a.wrapper_ir() for a in abis.values())
    jit = compile_llvm_ir(text, opt_level, name=filename + ".ll")
    for name, a in abis.items():
        table[name] = a.bind(jit.address(a.wrapper_name), jit)
    # keep module order
    ordered = {name: table[name] for name, _ in funcs}
    return CompiledModule("cpu", opt_level, module, ordered, lowered, text, jit)
