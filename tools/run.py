"""``irlite-run``: run one function of an MLIR file (mlir-cpu-runner's job) and print its results.

    irlite-run FILE [-e FUNC] [ARG ...] [options]

FILE (``-``: standard input) is parsed, verified and compiled (``irlite.compile``: the LLVM JIT by
default, ``--target interp`` for the reference interpreter); FUNC (default
``main``) is called with the ARGs and its results are printed, one per
result, as a ``// result #N: TYPE`` line followed by the value's numpy repr.

Arguments, in the order of FUNC's parameters (positional, or ``--arg VALUE``,
which may be mixed; ``--`` ends the options, for values that start with
``-`` other than numbers). How a value is read depends on the parameter's type:

- integer / ``index`` parameters: ``3``, ``-7``, ``0x1F``; ``i1`` also takes
  ``true``/``false``. Values wrap to the width, as MLIR's signless integers.
- float parameters: ``2.5``, ``-1e-3``, ``inf``, ``nan``, hex floats ``0x1.8p1``.
- memref and tensor parameters, an array:

  * ``@FILE.npy`` (or ``--arg-npy FILE.npy``): loaded with ``numpy.load``;
  * ``KIND[:SHAPE]`` makes a new array, ``KIND`` one of ``zeros``, ``ones``,
    ``iota`` (0, 1, 2, ... in row-major order), ``rand`` (uniform in [0, 1),
    integers in [0, 100); ``--seed``), ``full=V``; ``SHAPE`` is MLIR's
    shape syntax, ``4x4`` or ``4x4xf32`` (the element type, if given, must be
    the parameter's), and may be left out when the memref's shape is static;
  * ``[[1, 2], [3, 4]]``: a literal (Python syntax) of the parameter's dtype.

  Arrays are passed without copying, so a function that writes a memref
  argument changes it: ``--print-args`` prints the memref arguments after the
  call (as ``// argument #N: TYPE``).

Options:
  -e, --entry-point FUNC   the function to run (default: main)
  --target cpu|interp      LLVM JIT (default) or the reference interpreter
  -O0 .. -O3               LLVM optimization level (default: -O3)
  --print-args             print the memref arguments after the call
  --save-npy DIR           write results as DIR/result<N>.npy (and, with
                           --print-args, memref arguments as DIR/arg<N>.npy)
  --seed N                 seed of ``rand`` arrays (default: 0)
  --time                   print the call's wall time to stderr
  --repeat N               call N more times; ``--time`` prints the best of those calls
  --print-llvm-ir          print the LLVM IR that is compiled to stderr (cpu)
  --pipeline PASSES        the lowering pipeline (cpu), replacing the default one
  --print-pipeline         print the lowering pipeline chosen for FILE and exit
  --fast-math, --no-fast-math
                           let the default pipeline reassociate reductions and
                           contract multiply-adds (``reduction-fastmath``), or not;
                           default: for modules with linalg ops (``irlite.compile``'s
                           ``fast_math``)
  --dispatch, --no-dispatch
                           form dispatches first (``dispatch-creation``) and run them as
                           kernels, or not; default: for tensor programs (linalg on
                           tensors) when every dispatch becomes a kernel, else the default
                           pipeline; a FILE holding ``flow.executable``s always runs its
                           dispatches as kernels
  --threads N              threads a dispatch's workgroups run on (default: 1)

The default lowering pipeline (cpu) is chosen by what FILE holds
(``irlite.targets.pipeline``): for a memref-level module
``arith-expand{ceil-floor-div-only=true},convert-scf-to-cf,convert-to-llvm,
reconcile-unrealized-casts``; for one with tensors or linalg ops MLIR's way
down first: ``one-shot-bufferize{bufferize-function-boundaries
function-boundary-type-conversion=identity-layout-map}``, buffer deallocation,
``convert-linalg-to-loops``, ``lower-affine``, ``expand-strided-metadata``, ...,
then ``canonicalize``, ``cse``, ``loop-invariant-code-motion`` and the four
above. ``--print-pipeline`` prints it as ``builtin.module(...)`` text on
stdout (with ``--pipeline``: that one, as the pass manager reads it) and
exits 0; stderr has a note for each step whose pass is not registered (left
out, or, for a pass the module needs, compiling fails until it is).

Tensor parameters take arrays as memref parameters do; a tensor is a value,
so the function never changes the array given for it, and tensor results are
new arrays.

Exit status: 0 on success, 1 on any error. Errors are one-line messages
(``irlite-run: error: ...``) or, for the IR, diagnostics located as
``file:line:col: error: ...``; never Python tracebacks.

What it does not do: read several files, call functions whose signature the
memref ABI cannot express (unranked memrefs, vectors...; see
``targets/abi.py``), or catch crashes of compiled code (an out-of-bounds
access kills the process, as with mlir-cpu-runner).
"""

from __future__ import annotations

import ast
import os
import re
import sys
import time
from collections.abc import Sequence
from typing import Any

from ._cli import Exit, Tool, UsageError, read_input

_USAGE = """USAGE: irlite-run FILE [-e FUNC] [ARG ...] [options]

Run function FUNC (default: main) of the MLIR file FILE and print its results.

ARG (in parameter order; positional or --arg ARG):
  3  -7  0x1F  true          integer / index / i1 scalars
  2.5  -1e-3  inf  nan       float scalars
  @a.npy                     an array from a .npy file (also: --arg-npy a.npy)
  zeros|ones|iota|rand|full=V[:SHAPE]   a new array, e.g. zeros:4x4xf32, rand:16
  [[1, 2], [3, 4]]           an array literal of the parameter's element type

OPTIONS:
  -e, --entry-point FUNC     Function to run (default: main)
  --target cpu|interp|gpu-emu|cuda
                             LLVM JIT (default), the reference interpreter, gpu kernels
                             emulated on the CPU, or on the GPU through cupy
  -O0, -O1, -O2, -O3         LLVM optimization level (default: -O3)
  --print-args               Print the memref arguments after the call
  --save-npy DIR             Save results (and printed arguments) as .npy files in DIR
  --seed N                   Seed for 'rand' arrays (default: 0)
  --time                     Print the call's wall time to stderr
  --repeat N                 Call N more times; --time prints the best of those calls
  --print-llvm-ir            Print the compiled LLVM IR to stderr (cpu target)
  --pipeline PASSES          Lowering pipeline before translation (cpu target)
  --print-pipeline           Print the lowering pipeline chosen for FILE and exit: MLIR's
                             passes by what it holds (tensors: one-shot-bufferize, buffer
                             deallocation, convert-linalg-to-loops, lower-affine, ...,
                             convert-to-llvm, reconcile-unrealized-casts)
  --fast-math, --no-fast-math
                             Reassociate reductions and contract multiply-adds in the
                             default pipeline, or not (default: for modules with linalg ops)
  --dispatch, --no-dispatch  Form dispatches first (dispatch-creation) and run them as kernels
                             over threads, or not (default: for tensor programs); a file
                             with flow.executables always runs so
  --threads N                Threads a dispatch's workgroups run on (default: 1)
  --help, --version
"""


class Options:
    def __init__(self) -> None:
        self.file: str | None = None
        self.entry = "main"
        self.target = "cpu"
        self.opt_level = 3
        self.args: list[str] = []
        self.print_args = False
        self.save_dir: str | None = None
        self.seed = 0
        self.time = False
        self.repeat = 0
        self.print_llvm_ir = False
        self.pipeline: str | None = None
        self.print_pipeline = False
        self.fast_math: bool | None = None
        self.threads: int | None = None
        self.dispatch: bool | None = None


_NUMBER = re.compile(r"-(\d|\.\d|inf|nan|0x)", re.IGNORECASE)


def parse_args(argv: Sequence[str]) -> Options:
    o = Options()
    it = iter(argv)
    only_values = False

    def value(flag: str) -> str:
        v = next(it, None)
        if v is None:
            raise UsageError(f"option '{flag}' needs a value")
        return v

    for a in it:
        if only_values or a == "-" or not a.startswith("-") or _NUMBER.match(a):
            if o.file is None:
                o.file = a
            else:
                o.args.append(a)
            continue
        if a == "--":
            only_values = True
            continue
        name, eq, val = a.partition("=")
        if name in ("-e", "--entry-point", "--e"):
            o.entry = val if eq else value(name)
        elif name == "--target":
            o.target = val if eq else value(name)
            if o.target not in ("cpu", "interp", "gpu-emu", "cuda"):
                raise UsageError(
                    f"unknown target '{o.target}' (expected cpu, interp, gpu-emu or cuda)"
                )
        elif re.fullmatch(r"-O[0-3]", a):
            o.opt_level = int(a[2])
        elif a.startswith("-O"):
            raise UsageError(f"bad optimization level '{a}' (expected -O0, -O1, -O2 or -O3)")
        elif name == "--arg":
            o.args.append(val if eq else value(name))
        elif name == "--arg-npy":
            o.args.append("@" + (val if eq else value(name)))
        elif name == "--print-args":
            o.print_args = True
        elif name == "--save-npy":
            o.save_dir = val if eq else value(name)
        elif name == "--seed":
            s = val if eq else value(name)
            try:
                o.seed = int(s)
            except ValueError:
                raise UsageError(f"--seed needs an integer, got '{s}'") from None
        elif name == "--time":
            o.time = True
        elif name == "--repeat":
            v = val if eq else value(name)
            try:
                o.repeat = int(v)
            except ValueError:
                raise UsageError(f"--repeat needs an integer, got '{v}'") from None
            if o.repeat < 0:
                raise UsageError(f"--repeat needs a count >= 0, got '{v}'")
        elif name == "--print-llvm-ir":
            o.print_llvm_ir = True
        elif name == "--pipeline":
            o.pipeline = val if eq else value(name)
        elif name == "--print-pipeline":
            o.print_pipeline = True
        elif name == "--threads":
            v = val if eq else value(name)
            try:
                o.threads = int(v)
            except ValueError:
                raise UsageError(f"--threads needs an integer, got '{v}'") from None
        elif a in ("--dispatch", "--no-dispatch"):
            o.dispatch = a == "--dispatch"
        elif a in ("--fast-math", "--no-fast-math"):
            o.fast_math = a == "--fast-math"
        elif name in ("--help", "-h", "-help"):
            raise Exit("help")
        elif name == "--version":
            raise Exit("version")
        else:
            raise UsageError(f"unknown option '{a}' (see irlite-run --help)")
    if o.file is None:
        raise UsageError("no input file (see irlite-run --help)")
    return o


# ----------------------------------------------------------------------------- argument values

_KINDS = ("zeros", "ones", "iota", "rand", "full")


def _dims(spec: str, t: Any) -> tuple[tuple[int, ...], str | None]:
    """``4x4`` / ``4x4xf32`` / ``f32`` -> (shape, element type text or None)."""
    parts = spec.split("x") if spec else []
    elem = None
    if parts and not parts[-1].isdigit():
        elem = parts.pop()
    shape = []
    for p in parts:
        if not p.isdigit():
            raise UsageError(f"bad shape '{spec}' (expected e.g. 4x4 or 4x4xf32)")
        shape.append(int(p))
    return tuple(shape), elem


def make_value(spec: str, t: Any, seed: int, index: int) -> Any:
    """The value for parameter ``index`` of type ``t`` written as ``spec`` (module docstring)."""
    import numpy as np

    from ..ir.types import DYNAMIC, FloatType, IndexType, IntegerType, MemRefType, RankedTensorType
    from ..targets.abi import ABIError, numpy_dtype

    where = f"argument #{index} ('{spec}', for {t})"
    if isinstance(t, (MemRefType, RankedTensorType)):
        shaped = "memref" if isinstance(t, MemRefType) else "tensor"
        try:
            dtype = numpy_dtype(t.element_type)
        except ABIError as e:
            raise UsageError(f"{where}: {e}") from None
        if spec.startswith("@"):
            path = spec[1:]
            try:
                a = np.load(path, allow_pickle=False)
            except (OSError, ValueError) as e:
                raise UsageError(f"{where}: cannot load '{path}': {e}") from None
            return np.require(a, requirements=["C", "A", "W"])
        if spec.startswith("["):
            try:
                return np.array(ast.literal_eval(spec), dtype=dtype)
            except (
                ValueError,
                SyntaxError,
                TypeError,
                OverflowError,
                MemoryError,
                RecursionError,
            ) as e:
                raise UsageError(f"{where}: bad array literal: {e}") from None
        kind, _, dims = spec.partition(":")
        fill = None
        if kind.startswith("full="):
            kind, fill = "full", kind[5:]
        if kind not in _KINDS:
            raise UsageError(
                f"{where}: expected @FILE.npy, an array literal or {'|'.join(_KINDS)}[:SHAPE]"
            )
        shape, elem = _dims(dims, t)
        if elem is not None and elem != str(t.element_type):
            raise UsageError(
                f"{where}: element type {elem} is not the parameter's {t.element_type}"
            )
        if not dims or (not shape and t.shape):
            if DYNAMIC in t.shape:
                raise UsageError(
                    f"{where}: the {shaped} has dynamic dimensions: give a shape, "
                    f"e.g. {kind}:{'x'.join('4' if d == DYNAMIC else str(d) for d in t.shape)}"
                )
            shape = tuple(t.shape)
        if len(shape) != len(t.shape):
            raise UsageError(
                f"{where}: shape {'x'.join(map(str, shape))} has rank {len(shape)}, "
                f"the {shaped} has rank {len(t.shape)}"
            )
        v = None
        if kind == "full":
            try:
                v = _scalar(fill or "", t.element_type, where)
            except UsageError:
                raise UsageError(f"{where}: bad fill value '{fill}' for {t.element_type}") from None
            if dtype.kind in "iu":  # wrapped to the width, as scalar arguments
                bits = 8 * dtype.itemsize
                v = int(v) % (1 << bits)
                v = v - (1 << bits) if dtype.kind == "i" and v >= 1 << (bits - 1) else v
        try:
            return _new_array(kind, shape, dtype, v, seed + index)
        except (ValueError, OverflowError, MemoryError) as e:  # too big for numpy, or for memory
            dims_text = "x".join(map(str, shape))
            raise UsageError(
                f"{where}: cannot make an array of shape {dims_text}: {e or 'out of memory'}"
            ) from None
    if isinstance(t, (IntegerType, IndexType, FloatType)):
        return _scalar(spec, t, where)
    raise UsageError(f"{where}: parameters of type {t} cannot be given on the command line")


def _new_array(kind: str, shape: tuple[int, ...], dtype: Any, fill: Any, seed: int) -> Any:
    """A new ``KIND`` array (``_KINDS``; ``fill``: the value of ``full``)."""
    import numpy as np

    if kind == "zeros":
        return np.zeros(shape, dtype)
    if kind == "ones":
        return np.ones(shape, dtype)
    if kind == "iota":
        n = int(np.prod(shape, dtype=np.int64))
        return np.arange(n, dtype=np.int64).astype(dtype).reshape(shape)
    if kind == "rand":
        rng = np.random.default_rng(seed)
        if dtype.kind == "f":
            return rng.random(shape).astype(dtype)
        if dtype.kind == "b":
            return rng.integers(0, 2, shape).astype(dtype)
        return rng.integers(0, 100, shape).astype(dtype)
    return np.full(shape, fill, dtype)


def _scalar(spec: str, t: Any, where: str) -> Any:
    from ..ir.types import FloatType, IntegerType

    s = spec.strip()
    if isinstance(t, FloatType):
        try:
            if "p" in s.lower() and "0x" in s.lower():
                return float.fromhex(s)
            return float(s)
        except ValueError:
            raise UsageError(f"{where}: expected a float") from None
    if isinstance(t, IntegerType) and t.width == 1 and s in ("true", "false"):
        return s == "true"
    try:
        return int(s, 0)
    except ValueError:
        raise UsageError(f"{where}: expected an integer") from None


# ----------------------------------------------------------------------------- running


def _show(label: str, t: Any, v: Any) -> str:
    return f"// {label}: {t}\n{v!r}\n"


def run(o: Options) -> int:
    import numpy as np

    from ..ir.diagnostics import IrliteError
    from ..ir.types import MemRefType
    from ..targets.compile import CompileError, compile

    try:
        text, name = read_input(o.file)
    except OSError as e:
        raise UsageError(f"could not open input file '{o.file}': {e.strerror}") from None
    if o.print_pipeline:
        return _print_pipeline(text, name, o.pipeline, o.fast_math)
    try:
        m = compile(
            text,
            target=o.target,
            opt_level=o.opt_level,
            filename=name,
            pipeline=o.pipeline,
            fast_math=o.fast_math,
            threads=o.threads,
            dispatch=o.dispatch,
        )
    except CompileError as e:
        sys.stderr.write(e.render())
        return 1
    if o.print_llvm_ir and m.llvm_ir is not None:
        sys.stderr.write(m.llvm_ir)
    if o.entry not in m:
        known = ", ".join(f"'{n}'" for n in m.functions) or "none"
        raise UsageError(f"no public function named '{o.entry}' in '{o.file}' (functions: {known})")
    ftype = _ftype(m.module, o.entry)
    params = list(ftype.inputs)
    if len(o.args) != len(params):
        sig = ", ".join(str(p) for p in params) or "no arguments"
        raise UsageError(
            f"'{o.entry}' takes {len(params)} argument{'s' if len(params) != 1 else ''} "
            f"({sig}), got {len(o.args)}"
        )
    values = [make_value(s, t, o.seed, i) for i, (s, t) in enumerate(zip(o.args, params))]
    fn = m[o.entry]
    t0 = time.perf_counter()
    try:
        res = fn(*values)
    except IrliteError as e:
        raise UsageError(f"calling '{o.entry}': {e}") from None
    dt = time.perf_counter() - t0
    if o.repeat:  # warm calls after the first: the best of them is reported
        times = []
        for _ in range(o.repeat):
            t0 = time.perf_counter()
            fn(*values)
            times.append(time.perf_counter() - t0)
        dt = min(times)
    if o.time:
        best = f", best of {o.repeat} more calls" if o.repeat else ""
        sys.stderr.write(
            f"'{o.entry}' ran in {dt * 1e3:.3f} ms ({o.target}, O{o.opt_level}{best})\n"
        )
    results = [] if not ftype.results else [res] if len(ftype.results) == 1 else list(res)
    out: list[str] = []
    saves: list[tuple[str, Any]] = []
    with np.printoptions(threshold=1000):
        for i, (t, v) in enumerate(zip(ftype.results, results)):
            out.append(_show(f"result #{i}", t, v))
            saves.append((f"result{i}.npy", v))
        if o.print_args:
            for i, (t, v) in enumerate(zip(params, values)):
                if isinstance(t, MemRefType):
                    out.append(_show(f"argument #{i}", t, v))
                    saves.append((f"arg{i}.npy", v))
    sys.stdout.write("".join(out))
    sys.stdout.flush()
    if o.save_dir is not None:
        try:
            os.makedirs(o.save_dir, exist_ok=True)
            for name, v in saves:
                np.save(os.path.join(o.save_dir, name), np.asarray(v))
        except OSError as e:
            raise UsageError(f"cannot write to '{o.save_dir}': {e.strerror or e}") from None
    return 0


def _print_pipeline(
    text: str, name: str, pipeline: str | None, fast_math: bool | None = None
) -> int:
    """``--print-pipeline``: the pipeline ``irlite.compile`` would run on the file (stdout),
    notes on left-out steps and errors for missing ones (stderr)."""
    from ..ir.context import Context
    from ..targets.compile import CompileError, _parse_and_verify
    from ..targets.pipeline import default_pipeline

    try:
        module = _parse_and_verify(text, name, Context())
    except CompileError as e:
        sys.stderr.write(e.render())
        return 1
    if pipeline is not None:
        from ..passes.infra.manager import PassManager
        from ..passes.infra.pipeline import PipelineError
        from ..passes.infra.registry import load_builtin_passes

        load_builtin_passes()
        anchored = (
            pipeline if pipeline.startswith("builtin.module(") else (f"builtin.module({pipeline})")
        )
        try:
            pm = PassManager.from_pipeline(anchored, Context())
        except PipelineError as e:
            sys.stderr.write(e.render("irlite-run"))
            return 1
        sys.stdout.write(pm.pipeline_text() + "\n")
        return 0
    plan = default_pipeline(module, fast_math=fast_math)
    sys.stdout.write(plan.full_text + "\n")
    for s in plan.steps:
        if not s.available:
            what = "cannot lower without it" if s.required else "left out"
            sys.stderr.write(
                f"irlite-run: note: '{s.name}' is not registered ({what}): {s.reason}\n"
            )
    return 0


def _ftype(module: Any, name: str) -> Any:
    for r in module.regions:
        for b in r.blocks:
            for op in b.ops:
                if op.name == "func.func" and op.properties["sym_name"].value == name:
                    return op.properties["function_type"].value
    raise UsageError(f"no function named '{name}'")


def main(argv: Sequence[str] | None = None) -> int:
    from .. import __version__
    from ..ir.diagnostics import IrliteError

    tool = Tool("irlite-run", parse_args, f"irlite-run {__version__}", lambda: _USAGE, "error: ")
    o = tool.parse_command_line(argv)
    if isinstance(o, int):
        return o
    try:
        return run(o)
    except UsageError as e:
        sys.stderr.write(f"irlite-run: error: {e}\n")
        return 1
    except IrliteError as e:
        render = getattr(e, "render", None)
        msg = render() if callable(render) else str(e)
        sys.stderr.write(
            msg if msg.endswith("\n") and ": error: " in msg else f"irlite-run: error: {msg}\n"
        )
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
