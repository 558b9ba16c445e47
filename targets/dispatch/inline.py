"""The dispatches of a module compiled with their host, as one LLVM module (one thread).

``compile_inlined(module, ...)`` is what ``irlite.compile`` runs on a tensor program it
took through ``dispatch-creation`` itself, when its dispatches run on one thread: each
export's kernel (``kernel.build_kernel``: row workgroups, results written in place into
their outputs, ``llvm.noalias`` arguments) replaces each ``flow.dispatch`` that calls it,
inlined into the host function over the whole row range ``[0, rows)``:

    %r = flow.dispatch @exe::@f(%x) : (T) -> R   ==>   %out = memref.alloc(...) : R'
                                                       <the kernel's body on %x, %out>
                                                       %r = bufferization.to_tensor %out
                                                              restrict writable

(a row tensor argument is ``tensor.cast`` to the kernel's ``?``-row type, an output
``memref.cast``). The ``flow.executable``s are then dropped, and the module is compiled
by the default pipeline (less ``linalg-generalize-named-ops`` and
``linalg-fuse-elementwise-ops``, which each kernel has had): host code and kernels are
one function, called through the memref ABI as the default path's is, so a call costs
what a call of the default path costs (no interpreter runs the host), and the result has
``llvm_ir`` (the jit's disk cache and ``irlite-run --print-llvm-ir`` read it). Inlined,
the kernels' ``llvm.noalias`` is not needed: their outputs are allocations.

It returns None (the caller then runs the dispatches on the workgroup host, or the
default pipeline) when a kernel cannot be built, or a dispatch has a tied result or a
read-write binding.

What it does not do: split rows over threads (``host.py`` does, with a pool), or keep a
dispatch as a separate function (``--dump-dispatches`` writes those).
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
from ...ir.types import MemRefType
from .host import _kernel_pipeline, _prefix_passes, entry_functions
from .kernel import KernelError, KernelSpec, build_kernel

__all__ = ["compile_inlined"]


def _kernels(module: Any, ctx: Any) -> dict[tuple[str, str], KernelSpec] | None:
    out = {}
    for key, f in entry_functions(module).items():
        try:
            out[key] = build_kernel(_prefix_passes(f, ctx))
        except KernelError:
            return None
        if any(a.kind == "inout" for a in out[key].args):
            return None
    return out


def _inline(op: Any, spec: KernelSpec) -> bool:
    """Replace the ``flow.dispatch`` ``op`` by ``spec``'s kernel body (module docstring);
    False (nothing changed) for a dispatch with tied results."""
    from ...dialects import arith, bufferization, memref, tensor
    from ...ir.types import IndexType
    from ...rules.flow import dispatch_groups, tied_operands

    if any(t >= 0 for t in tied_operands(op)):
        return False
    _, arguments, _, result_dims = dispatch_groups(op)
    kfunc = spec.module.regions[0].blocks[0].first
    kb = kfunc.regions[0].blocks[0]
    index = IndexType.get()
    with Builder.before(op, loc=op.loc):
        dims = iter(result_dims)
        allocs = []
        for r in op.results:
            t = r.type
            dyn = [next(dims) for d in t.shape if d < 0]
            mt = MemRefType.get(t.shape, t.element_type)
            allocs.append(memref.alloc(dyn, alignment=64, result_type=mt))  # as bufferization's
        mapping: dict = {
            kb.args[0]: arith.constant(0, index),
            kb.args[1]: arith.constant(spec.rows or 0, index),
        }
        for a, ka in zip(spec.args, kb.args[2:]):
            if a.kind == "output":
                v = allocs[a.result]
                if v.type != ka.type:
                    v = memref.cast(v, result_type=ka.type)
            else:
                v = arguments[a.index]
                if a.kind == "tensor" and v.type != ka.type:
                    v = tensor.cast(v, result_type=ka.type)
            mapping[ka] = v
        for kop in kb.ops:
            if kop.name != "func.return":
                Builder.current().insert(kop.clone(mapping))
        results = [
            bufferization.to_tensor(m, restrict=True, writable=True, result_type=r.type)
            for m, r in zip(allocs, op.results)
        ]
    for r, v in zip(op.results, results):
        r.replace_all_uses_with(v)
    op.erase()
    return True


def compile_inlined(
    module: Any,
    funcs: list,
    ctx: Any,
    opt_level: int,
    filename: str,
    fast_math: bool | None = None,
) -> Any:
    """The ``CompiledModule`` of ``module`` (holding ``flow.dispatch``es) with each
    dispatch inlined as its kernel (module docstring), or None."""
    from ..compile import _anchored, _compile_cpu
    from ..pipeline import default_pipeline

    kernels = _kernels(module, ctx)
    if kernels is None:
        return None
    m = module.clone()
    block = m.regions[0].blocks[0]
    dispatches = [op for op in m.walk() if op.name == "flow.dispatch"]
    for op in dispatches:
        ref = op.properties["entry_points"].value[0]
        spec = kernels.get((ref.root, ref.leaf))
        if spec is None or not _inline(op, spec):
            return None
    for op in list(block.ops):
        if op.name == "flow.executable":
            op.erase()
    plan = default_pipeline(m, fast_math=fast_math)
    if plan.missing:
        return None
    pipeline = _kernel_pipeline(m, fast_math)
    cm = _compile_cpu(m, funcs, ctx, opt_level, pipeline, filename, True)
    cm.module = module
    cm.pipeline = _anchored(pipeline)
    cm.plan = plan
    cm.kernel_specs = kernels  # type: ignore[attr-defined]
    cm.dispatches = len(dispatches)  # type: ignore[attr-defined]
    return cm
