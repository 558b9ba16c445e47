"""What ``JitFunction.lower`` and ``explain`` show: each compiled segment at each stage.

Stages, as ``irlite.compile``'s default pipeline (``targets/pipeline.py``) runs them on
a segment's tensor-level module:

* ``traced``: the traced graph (one line per numpy op, with its source line) as comments,
  then the module the lowering table built;
* ``fused``: after the plan's tensor-level passes (``linalg-generalize-named-ops``,
  ``linalg-fuse-elementwise-ops``): each remaining linalg op is one loop nest;
* ``dispatch``: after dispatch creation when its passes are registered
  (``form-dispatch-regions`` ...); until then the fused module under a note saying so;
* ``loops``: the plan's passes before the first conversion to the llvm dialect;
* ``llvm``: the LLVM IR the segment was compiled from.

``explain`` reads the fused module: each kernel's op, its loops, the traced ops fused into
it (from the ``"<op>#<id>"`` names of the locations the lowering gives each op, which
fusion keeps), the kernels that read another kernel's result and why fusion left them
apart, and the fallbacks.

What it does not do: change what is compiled (it reruns passes on copies).
"""

from __future__ import annotations

import os
import re
from typing import Any

__all__ = ["DISPATCH_PASSES", "explain", "stage_text"]

#: the dispatch-creation passes, in order, used when registered
DISPATCH_PASSES = (
    "form-dispatch-regions",
    "clone-producers-into-dispatch-regions",
    "outline-dispatch-regions",
    "deduplicate-executables",
)

_TO_LLVM = ("finalize-memref-to-llvm", "convert-scf-to-cf", "convert-to-llvm")


def _plan(module: Any) -> Any:
    from ..targets.pipeline import default_pipeline

    return default_pipeline(module)


def _run(module: Any, steps: list[Any]) -> Any:
    """A copy of ``module`` after ``steps`` (of a plan); raises ``CompileError``."""
    from ..ir.context import Context
    from ..passes.infra.manager import PassManager
    from ..targets.compile import CompileError
    from ..targets.pipeline import LoweringPlan

    m = module.clone()
    steps = [s for s in steps if s.available]
    if not steps:
        return m
    text = LoweringPlan(steps).text
    pm = PassManager.from_pipeline(text, Context(), verify_each=False)
    if not pm.run(m):
        raise CompileError([], text=f"pipeline '{text}' failed")
    return m


def _tensor_steps(plan: Any) -> list[Any]:
    out = []
    for s in plan.steps:
        if s.name.startswith("one-shot-bufferize"):
            break
        out.append(s)
    return out


def _dispatch_pipeline() -> str | None:
    from ..passes.infra.registry import load_builtin_passes, lookup_pass, lookup_pipeline

    load_builtin_passes()
    if lookup_pipeline("dispatch-creation") is not None:
        return "dispatch-creation"
    names = [p for p in DISPATCH_PASSES if lookup_pass(p) is not None]
    if "form-dispatch-regions" not in names:
        return None
    return ",".join(names)


def fused_module(module: Any) -> Any:
    return _run(module, _tensor_steps(_plan(module)))


def dispatch_module(module: Any) -> Any:
    """A copy of ``module`` after dispatch creation (on the fused module), or None when
    its passes are not registered."""
    pipe = _dispatch_pipeline()
    if pipe is None:
        return None
    from ..ir.context import Context
    from ..passes.infra.manager import PassManager

    fused = fused_module(module)
    pm = PassManager.from_pipeline(f"builtin.module({pipe})", Context(), verify_each=False)
    if not pm.run(fused):
        raise RuntimeError(f"dispatch creation ({pipe}) failed")
    return fused


def _dispatches(module: Any) -> list[Any]:
    """The ``flow.executable`` ops of a module after dispatch creation."""
    return [op for op in module.regions[0].blocks[0].ops if op.name == "flow.executable"]


def _print(m: Any, debug: bool = False) -> str:
    from ..ir.printer import print_op

    return print_op(m, debuginfo=True) if debug else print_op(m)


def segment_stage(seg: Any, stage: str, target: str, opt_level: int) -> str:
    if stage == "traced":
        return _print(seg.module)
    if stage == "fused":
        return _print(fused_module(seg.module))
    if stage == "dispatch":
        m = dispatch_module(seg.module)
        if m is None:
            note = (
                "// dispatch creation is not registered here: each linalg op below runs as "
                "one kernel (loop nest)\n"
            )
            return note + _print(fused_module(seg.module))
        return _print(m)
    if stage == "loops":
        plan = _plan(seg.module)
        steps = []
        for s in plan.steps:
            if s.name in _TO_LLVM:
                break
            steps.append(s)
        from ..targets.compile import _mark_tensor_arguments_read_only

        m = seg.module.clone()
        _mark_tensor_arguments_read_only(m)  # as irlite.compile does before its pipeline
        return _print(_run(m, steps))
    if stage == "llvm":
        if target != "cpu":
            return f"// target {target!r} does not compile to LLVM IR\n"
        cm = getattr(seg, "compiled_module", None)
        if cm is None:
            import irlite

            cm = irlite.compile(seg.module, target="cpu", opt_level=opt_level)
            seg.compiled_module = cm
        return cm.llvm_ir
    raise ValueError(f"unknown stage {stage!r}")


def stage_text(spec: Any, stage: str, target: str, opt_level: int) -> str:
    from .jit_function import Segment

    segs = [s for s in spec.steps if isinstance(s, Segment)]
    parts = []
    if stage == "traced":
        parts.append("\n".join("// " + line for line in spec.graph.text().splitlines()))
    for s in segs:
        s.ensure_module(spec.graph)
    for s in segs:
        head = f"// ----- segment {s.name}" if len(segs) > 1 else ""
        body = segment_stage(s, stage, target, opt_level)
        parts.append(head + ("\n" if head else "") + body.rstrip("\n"))
    for n in spec.fallbacks:
        runs = n.attrs.get("runs_in", "numpy")
        parts.append(f"// fallback ({runs}): %{n.id} = {n.attrs['name']} at {n.loc[0]}:{n.loc[1]}")
    return "\n".join(parts) + "\n"


# ----------------------------------------------------------------------------- explain

_NAME = re.compile(r'"([a-z_]+)#(\d+)"')


def _kernels(module: Any) -> list[Any]:
    """The linalg ops at the top level of each function: one loop nest each."""
    out = []
    for op in module.regions[0].blocks[0].ops:
        if op.name != "func.func":
            continue
        for inner in op.regions[0].blocks[0].ops:
            if inner.name.startswith("linalg.") and not _is_fill(inner):
                out.append(inner)
    return out


def _is_fill(op: Any) -> bool:
    """``linalg.fill``, or the generic it generalizes to (its body yields a value from
    outside, or a scalar input, as it is): an initializer, cloned into its consumer's
    kernel by dispatch creation."""
    from ..ir.types import TensorType

    if op.name == "linalg.fill":
        return True
    if op.name != "linalg.generic" or not op.regions or not op.regions[0].blocks:
        return False
    block = op.regions[0].blocks[0]
    body = list(block.ops)
    if len(body) != 1 or len(body[0].operands) != 1:
        return False
    v = body[0].operands[0]
    args = list(block.args)
    if not any(v is a for a in args):
        return True
    i = next(k for k, a in enumerate(args) if v is a)
    return i < len(op.operands) - len(op.results) and not isinstance(
        op.operands[i].type, TensorType
    )


def _iterators(op: Any) -> str:
    from ..ir.interfaces import LinalgStructuredOpInterface

    iface = op.interface(LinalgStructuredOpInterface)
    if iface is None:
        return ""
    try:
        its = [str(t) for t in iface.iterator_types()]
    except Exception:
        return ""
    short = ["r" if "reduction" in t else "p" for t in its]
    return "(" + "".join(short) + ")"


def _loc_nodes(op: Any) -> list[tuple[str, int]]:
    from ..ir.printer import print_op

    text = print_op(op, debuginfo=True)
    seen, out = set(), []
    for name, num in _NAME.findall(text):
        if int(num) not in seen:
            seen.add(int(num))
            out.append((name, int(num)))
    return sorted(out, key=lambda x: x[1])


def _why_not_fused(producer: Any, users: int) -> str:
    its = _iterators(producer)
    if producer.name in ("linalg.matmul", "linalg.batch_matmul"):
        return "a matrix product is a root: its result is realized in memory"
    if "r" in its:
        return (
            "its producer is a reduction: linalg-fuse-elementwise-ops fuses only all-parallel "
            "producers, so the reduced value is realized first"
        )
    if users > 1:
        return "its producer has several consumers: fusing would recompute it for each"
    return "linalg-fuse-elementwise-ops did not fuse them (maps or shapes it does not handle)"


def explain(spec: Any, fname: str) -> str:
    from .jit_function import Segment

    g = spec.graph
    segs = [s for s in spec.steps if isinstance(s, Segment)]
    lines = [
        f"irlite.jit {fname}: {len(g.nodes)} traced values, {len(segs)} compiled segment(s), "
        f"{len(spec.fallbacks)} fallback(s)"
    ]
    total = 0
    for s in segs:
        fused = fused_module(s.ensure_module(g))
        ks = _kernels(fused)
        total += len(ks)
        lines.append(
            f"segment {s.name}: {len(ks)} kernel(s)"
            + (" [from the disk cache]" if s.from_disk else "")
        )
        producer_of: dict[int, int] = {}
        for i, k in enumerate(ks):
            for r in k.results:
                producer_of[id(r)] = i
        for i, k in enumerate(ks):
            nodes = _loc_nodes(k)
            names = ", ".join(
                f"{n}#{j} (line {g.nodes[j].loc[1]})" for n, j in nodes if j < len(g.nodes)
            )
            lines.append(f"  kernel {i}: {k.name}{_iterators(k)} <- {names or '?'}")
            for opnd in k.operands:
                p = producer_of.get(id(opnd))
                if p is not None and p != i:
                    users = sum(1 for u in ks if any(o is opnd for o in u.operands))
                    lines.append(f"    not fused with kernel {p}: {_why_not_fused(ks[p], users)}")
    lines.append(f"kernels: {total}")
    if _dispatch_pipeline() is not None:
        n_disp = 0
        for s in segs:
            m = dispatch_module(s.ensure_module(g))
            for i, ex in enumerate(_dispatches(m)):
                names = ", ".join(
                    f"{n}#{j} (line {g.nodes[j].loc[1]})"
                    for n, j in _loc_nodes(ex)
                    if j < len(g.nodes)
                )
                lines.append(f"  dispatch {n_disp + i} ({s.name}): {names or '?'}")
            n_disp += len(_dispatches(m))
        lines.append(f"dispatches: {n_disp} (dispatch-creation)")
    for n in spec.fallbacks:
        lines.append(
            f"fallback: {n.attrs['name']} at {os.path.basename(n.loc[0])}:{n.loc[1]} "
            f"runs in {n.attrs.get('runs_in', 'numpy')} (no lowering); the trace is split there"
        )
    return "\n".join(lines)
