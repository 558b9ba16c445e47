"""The default lowering pipeline: what ``irlite.compile(target="cpu")`` runs, chosen by the module.

``default_pipeline(module)`` looks at what the module holds (its ops' dialects, tensor
values, memref view ops, math functions) and at what passes are registered, and returns a
``LoweringPlan``: the passes, in order, by their MLIR names, each with the reason it is
there. For a module with tensors or linalg ops it is MLIR's way down:

    linalg-generalize-named-ops, linalg-fuse-elementwise-ops   (linalg on tensors)
    one-shot-bufferize{bufferize-function-boundaries
                       function-boundary-type-conversion=identity-layout-map}
    buffer-deallocation-pipeline, convert-bufferization-to-memref
    linalg-matmul-to-microkernel, reduction-fastmath (fast_math, below),
    convert-linalg-to-loops, lower-affine, expand-strided-metadata,
    math-polynomial-approximation, arith-expand{ceil-floor-div-only=true}, canonicalize, cse,
    scf-for-loop-fusion, scf-for-contract-buffers, loop-invariant-code-motion,
    promote-loop-accumulators,
    scf-for-vectorize{vector-bits=...}, scf-for-row-prefetch, loop-invariant-code-motion,
    finalize-memref-to-llvm{use-aligned-alloc=true use-generic-functions=true},
    convert-vector-to-llvm, convert-scf-to-cf, convert-to-llvm, reconcile-unrealized-casts

and for a memref-level module the conversions at the end (plus ``lower-affine`` or
``expand-strided-metadata`` when it holds affine or memref view ops). The identity layout
at function boundaries is what the memref ABI (``targets/abi.py``) passes numpy arrays
as; ``irlite.compile(..., pipeline=)`` replaces the whole plan.

A step is *required* when the module cannot reach the llvm dialect without it (a module
with tensors needs ``one-shot-bufferize``); a required step whose pass is not registered
makes the plan unlowerable (``plan.missing``: ``irlite.compile`` raises ``CompileError``
naming the pass and the op that needs it). An optional step that is not registered is
left out with a note (``plan.notes``: without a deallocation pass, buffers allocated
inside are never freed). ``plan.text`` is the pipeline that runs as ``builtin.module(...)``
text (a pass anchored on ``func.func`` nested in ``func.func(...)``); ``plan.full_text``
has every step, registered or not, and is what ``irlite-run --print-pipeline FILE``
prints (for a tensor module, mlir-opt 19 runs it as it is, but for
``math-polynomial-approximation``, a test pass there, and irlite's own
``linalg-matmul-to-microkernel``, ``reduction-fastmath`` and
``promote-loop-accumulators``, ``scf-for-contract-buffers``, ``scf-for-vectorize`` and
``scf-for-row-prefetch``).

``linalg-matmul-to-microkernel`` (irlite's own) turns f32 matrix products on buffers
into BLIS-style vector code before the rest of linalg becomes loops.
``scf-for-loop-fusion`` (irlite's own, for modules with linalg ops) merges the row loops
of consecutive structured ops, and ``scf-for-contract-buffers`` (irlite's own) shrinks an
intermediate that each iteration of the merged loop uses only at its own row to one row
(softmax's ``exp(x - max)``: 16 KB reused instead of 64 MB written back to memory).
``promote-loop-accumulators`` (after those) keeps the
reduction cells of the generated loops in registers and loads read-only cells once, and a
second ``loop-invariant-code-motion`` hoists what is computed from them.
``scf-for-vectorize`` (irlite's own) turns the innermost loops over contiguous elements
that run at least 32 vector steps into loops over ``vector<64xf32>`` (four of the host's
512-bit registers; ``host_vector_bits``), and ``scf-for-row-prefetch`` (irlite's own)
makes a row loop that reads an input row in two of its inner loops prefetch the next row,
a cache line per vector step (softmax 8.2 -> 6.8 ms on one thread). For modules with
linalg ops, ``finalize-memref-to-llvm{use-aligned-alloc=true use-generic-functions=true}``
makes allocations call the runtime's ``_mlir_memref_to_llvm_aligned_alloc``/``_free``
(``targets/llvm/runtime.py``), which keep freed large blocks for the next call; the
aligned allocator's result is the buffer's pointer itself (malloc plus rounding would
pass it through an integer, and LLVM would no longer know that the fresh buffer
overlaps no argument, which the JIT's noalias declaration of the allocators tells it).

``fast_math`` (``irlite.compile(..., fast_math=)``; ``None``, the default: on for
modules with linalg ops, whose loops irlite generates, off for others) adds
``reduction-fastmath{payload-flags=contract,arcp}``: the combiners of reductions get
``fastmath<reassoc,contract>``, so LLVM vectorizes them (results differ from a
sequential sum by rounding only), and the other payload ops ``contract`` (a multiply and
an add may become one FMA) and ``arcp`` (``x / s`` may become ``x * (1 / s)``, with ``1 / s``
hoisted out of a row loop); NaN, infinity and signed-zero semantics are kept either way.

A module with ``llvm.noalias`` function arguments (the dispatch kernels of
``targets/dispatch``) runs ``convert-to-llvm{memref-arg-noalias}`` (irlite's option): the
attribute of a memref argument stays on its aligned pointer, where LLVM uses it.

``math-polynomial-approximation`` is chosen only for tensor-level modules, whose loops
irlite generates: it lets LLVM vectorize them, at a few ulps from libm; hand-written
memref code keeps libm's results. What is left of the math functions LLVM has no intrinsic
for (``LIBM_MATH``: ``tan``, ``erf`` on f64, ``cbrt``, ...) becomes calls of libm
(``convert-math-to-llvm`` then ``convert-math-to-libm``), which the JIT resolves in the
process.

What this module does not do: run passes, or check that a plan will succeed (a pass may
still reject an op it does not know, with a located error).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..ir.types import FunctionType, TensorType

__all__ = [
    "BUFFERIZE",
    "LoweringPlan",
    "Step",
    "default_pipeline",
    "module_contents",
    "pipeline_for",
]

#: One-shot bufferization as the memref ABI needs it: function boundaries bufferized,
#: identity layouts there (arrays are passed as plain row-major buffers).
BUFFERIZE = (
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map}"
)

#: memref ops that make views (lowered through ``expand-strided-metadata``), and tensor
#: ops that bufferize to them.
VIEW_OPS = frozenset(
    {
        "memref.subview",
        "memref.expand_shape",
        "memref.collapse_shape",
        "tensor.extract_slice",
        "tensor.insert_slice",
        "tensor.expand_shape",
        "tensor.collapse_shape",
        "tensor.parallel_insert_slice",
    }
)

#: math ops that ``math-polynomial-approximation`` rewrites into vectorizable arithmetic.
APPROXIMATED_MATH = frozenset(
    {
        "math.atan",
        "math.atan2",
        "math.tanh",
        "math.log",
        "math.log2",
        "math.log1p",
        "math.erf",
        "math.exp",
        "math.expm1",
        "math.cbrt",
        "math.sin",
        "math.cos",
        "math.asin",
        "math.acos",
        "math.rsqrt",
    }
)


#: math ops that MLIR 19's ``convert-math-to-llvm`` leaves (no LLVM intrinsic) and libm has:
#: what is left of them after ``math-polynomial-approximation`` becomes libm calls.
LIBM_MATH = frozenset(
    {
        "math.tan",
        "math.tanh",
        "math.atan",
        "math.atan2",
        "math.acos",
        "math.asin",
        "math.sinh",
        "math.cosh",
        "math.erf",
        "math.cbrt",
        "math.acosh",
        "math.asinh",
        "math.atanh",
    }
)


@dataclass(frozen=True)
class Step:
    """One pass of a plan: its pipeline text, why it is there, whether it is registered
    and whether the module needs it to reach the llvm dialect."""

    text: str
    reason: str
    available: bool
    required: bool = True
    #: an op of the module that needs the step (where a "not registered" error points)
    op: Any = field(default=None, compare=False, repr=False)

    @property
    def name(self) -> str:
        return self.text.split("{", 1)[0]


@dataclass
class Contents:
    """What a module holds, as far as choosing passes goes."""

    ops: set[str] = field(default_factory=set)
    dialects: set[str] = field(default_factory=set)
    tensors: bool = False
    #: the first op of each name (for locating "needs pass X" errors)
    first: dict[str, Any] = field(default_factory=dict)
    first_tensor_op: Any = None
    #: some function argument is marked ``llvm.noalias``
    noalias_args: bool = False


def host_vector_bits() -> int:
    """The ``vector-bits`` of ``scf-for-vectorize`` for the JIT's host: four of its widest
    vector registers (AVX-512: 2048 bits, 64 ``f32`` lanes; AVX: 1024; else 512), the
    vectors per step that LLVM's own vectorizer interleaves."""
    from .llvm.jit import host_info

    features = host_info()["features"]
    if "+avx512f" in features:
        return 4 * 512
    if "+avx" in features:
        return 4 * 256
    return 4 * 128


def _is_tensor_level(t: Any) -> bool:
    if isinstance(t, TensorType):
        return True
    if isinstance(t, FunctionType):
        return any(isinstance(x, TensorType) for x in (*t.inputs, *t.results))
    return False


def module_contents(module: Any) -> Contents:
    """The op names, dialects and tensor values of ``module`` (one walk)."""
    c = Contents()

    def visit(op: Any) -> None:
        name = op.name
        if name not in c.ops:
            c.ops.add(name)
            c.dialects.add(name.split(".", 1)[0])
            c.first[name] = op
        if name == "func.func" and not c.noalias_args:
            attrs = op.properties.get("arg_attrs")
            c.noalias_args = attrs is not None and any(
                "llvm.noalias" in d.value for d in attrs.value
            )
        if c.tensors:
            return
        ft = op.properties.get("function_type") if name == "func.func" else None
        tensor = (ft is not None and _is_tensor_level(getattr(ft, "value", None))) or any(
            isinstance(r.type, TensorType) for r in op.results
        )
        if not tensor:
            tensor = any(isinstance(v.type, TensorType) for v in op.operands)
        if tensor:
            c.tensors = True
            c.first_tensor_op = op

    module.walk(visit, post_order=False)
    return c


class LoweringPlan:
    """The chosen passes (``steps``) and what follows from them (see the module docstring)."""

    def __init__(self, steps: list[Step]) -> None:
        self.steps = steps

    @property
    def missing(self) -> list[Step]:
        """Required steps whose pass is not registered: the module cannot be lowered yet."""
        return [s for s in self.steps if s.required and not s.available]

    @property
    def notes(self) -> list[str]:
        """What leaving out the optional steps that are not registered costs."""
        return [
            f"'{s.name}' is not registered: {s.reason}"
            for s in self.steps
            if not s.required and not s.available
        ]

    @property
    def lowerable(self) -> bool:
        return not self.missing

    @property
    def passes(self) -> list[str]:
        """The pipeline texts of the steps that will run."""
        return [s.text for s in self.steps if s.available]

    @property
    def text(self) -> str:
        """``builtin.module(...)`` pipeline text of the passes that will run."""
        return self._text(self.passes)

    @property
    def full_text(self) -> str:
        """``builtin.module(...)`` text of every step, registered or not: the pipeline
        chosen for the module (what ``irlite-run --print-pipeline`` prints)."""
        return self._text([s.text for s in self.steps])

    @staticmethod
    def _text(passes: list[str]) -> str:
        from ..passes.infra.registry import lookup_pass

        parts = []
        for t in passes:
            info = lookup_pass(t.split("{", 1)[0])
            anchor = getattr(info, "anchor", None)
            parts.append(f"{anchor}({t})" if anchor not in (None, "builtin.module") else t)
        return "builtin.module(" + ",".join(parts) + ")"

    def explain(self) -> str:
        """One line per step: the pass, ``[missing]``/``[left out]`` when not registered, why."""
        lines = []
        for s in self.steps:
            mark = "" if s.available else (" [missing]" if s.required else " [left out]")
            lines.append(f"{s.text}{mark}: {s.reason}")
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"<LoweringPlan {self.text}>"


def _registered(text: str) -> bool:
    """Whether the pass (or named pipeline) ``text`` names is registered, with the options
    ``text`` gives it."""
    from ..passes.infra.registry import load_builtin_passes, lookup_pass, lookup_pipeline

    load_builtin_passes()
    name, _, opts = text.partition("{")
    info = lookup_pass(name)
    if info is None:
        return lookup_pipeline(name) is not None and not opts
    for word in opts.rstrip("}").split():
        if info.option(word.split("=", 1)[0]) is None:
            return False
    return True


def default_pipeline(
    module: Any, contents: Contents | None = None, fast_math: bool | None = None
) -> LoweringPlan:
    """The plan for ``module`` (module docstring): its steps follow what it holds.
    ``fast_math`` (``None``: on for modules with linalg ops) adds ``reduction-fastmath``."""
    c = contents if contents is not None else module_contents(module)
    steps: list[Step] = []

    def add(text: str, reason: str, required: bool = True, op: Any = None) -> None:
        steps.append(Step(text, reason, _registered(text), required, op))

    def first(names: Any) -> Any:
        for name, op in c.first.items():
            if name in names or name.split(".", 1)[0] in names:
                return op
        return None

    tensor_level = c.tensors or "linalg" in c.dialects or "bufferization" in c.dialects
    linalg = "linalg" in c.dialects
    if fast_math is None:
        fast_math = linalg
    if linalg and c.tensors:
        add(
            "linalg-generalize-named-ops",
            "named linalg ops as linalg.generic, so that elementwise fusion sees them",
            required=False,
        )
        add(
            "linalg-fuse-elementwise-ops",
            "elementwise producers fused into their consumers: fewer passes over memory",
            required=False,
        )
    if c.tensors or "bufferization" in c.dialects:
        add(
            BUFFERIZE,
            "tensors become memrefs; arguments and results as identity-layout memrefs",
            op=c.first_tensor_op or first({"bufferization"}),
        )
        add(
            "buffer-deallocation-pipeline",
            "frees the buffers bufferization allocates (without it they are never freed)",
            required=False,
        )
        add(
            "convert-bufferization-to-memref",
            "lowers the bufferization.clone/dealloc ops that deallocation leaves",
            required=False,
        )
    if linalg:
        add(
            "linalg-matmul-to-microkernel",
            "f32 matrix products as a packed, register-blocked vector nest (not scalar loops)",
            required=False,
        )
    if fast_math:
        add(
            "reduction-fastmath{payload-flags=contract,arcp}",
            "reductions may reassociate, multiply-adds contract, divisions use reciprocals "
            "(fast_math): LLVM vectorizes the reductions, uses FMAs, hoists 1/s",
            required=False,
        )
    if linalg:
        add(
            "convert-linalg-to-loops",
            "linalg ops become scf.for loop nests over memrefs",
            op=first({"linalg"}),
        )
    if "affine" in c.dialects or linalg:
        add(
            "lower-affine",
            "affine ops (and the affine.apply that linalg loops index with) become arith/scf",
            required="affine" in c.dialects,
            op=first({"affine"}),
        )
    if c.ops & VIEW_OPS:
        add(
            "expand-strided-metadata",
            "memref views become reinterpret_casts of their base",
            op=first(VIEW_OPS),
        )
    if tensor_level and c.ops & APPROXIMATED_MATH:
        add(
            "math-polynomial-approximation",
            "math functions as polynomials, so the generated loops vectorize",
            required=False,
        )
    add("arith-expand{ceil-floor-div-only=true}", "ceil/floor divisions have no llvm op")
    if tensor_level or "affine" in c.dialects:
        for p in ("canonicalize", "cse"):
            add(p, "folds and hoists the index arithmetic of the generated loops", required=False)
        if linalg:
            add(
                "scf-for-loop-fusion",
                "the loops of consecutive structured ops over the same rows become one "
                "(each row stays in cache between the steps)",
                required=False,
            )
            add(
                "scf-for-contract-buffers",
                "an intermediate that each iteration of the fused row loop uses only at "
                "its own row becomes one row, reused (it stays in cache, never written "
                "back to memory)",
                required=False,
            )
        add(
            "loop-invariant-code-motion",
            "folds and hoists the index arithmetic of the generated loops",
            required=False,
        )
    if linalg:
        add(
            "promote-loop-accumulators",
            "reduction cells carried in registers, not loaded and stored per iteration",
            required=False,
        )
        add(
            f"scf-for-vectorize{{vector-bits={host_vector_bits()}}}",
            "innermost loops over contiguous elements become loops over vectors (four "
            "of the host's vector registers per step), so scf-for-row-prefetch can place "
            "a prefetch per cache line",
            required=False,
        )
        add(
            "scf-for-row-prefetch",
            "a row loop that passes over an input row more than once prefetches the next "
            "row in its busiest inner loop (the first pass over a row no longer waits "
            "for memory)",
            required=False,
        )
        add(
            "loop-invariant-code-motion",
            "hoists what is computed from the loads promote-loop-accumulators hoisted, "
            "and the vectorized loops' broadcasts",
            required=False,
        )
    if linalg:
        add(
            "finalize-memref-to-llvm{use-aligned-alloc=true use-generic-functions=true}",
            "allocations through the runtime's _mlir_memref_to_llvm_aligned_alloc/free, "
            "which keep large blocks for the next call (no fresh pages to fault in); the "
            "pointer it returns is the aligned one (no integer round trip that would hide "
            "from LLVM that a fresh buffer overlaps no argument)",
            required=False,
        )
    libm = bool(c.ops & LIBM_MATH)
    if libm:
        add(
            "convert-math-to-llvm",
            "math ops with an LLVM intrinsic become it first (sqrt, exp, ...)",
            op=first(LIBM_MATH),
        )
        add(
            "convert-math-to-libm",
            "the math functions LLVM has no intrinsic for (tan, erf on f64, ...) call libm",
            op=first(LIBM_MATH),
        )
    if "vector" in c.dialects or libm or linalg:
        add(
            "convert-vector-to-llvm",
            "vector ops to llvm vector ops (MLIR 19's convert-to-llvm has none)",
        )
    add("convert-scf-to-cf", "structured control flow becomes branches")
    if c.noalias_args:
        add(
            "convert-to-llvm{memref-arg-noalias}",
            "every dialect to the llvm dialect; a memref argument's llvm.noalias stays on "
            "its aligned pointer (LLVM's vectorizer then needs no runtime overlap checks)",
        )
    else:
        add("convert-to-llvm", "every dialect to the llvm dialect")
    add("reconcile-unrealized-casts", "removes the casts the conversions leave between them")
    return LoweringPlan(steps)


def pipeline_for(module: Any) -> str:
    """``default_pipeline(module).text``."""
    return default_pipeline(module).text
