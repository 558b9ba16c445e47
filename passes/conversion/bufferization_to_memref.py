"""``convert-bufferization-to-memref``: the bufferization ops left after deallocation, to memref.

MLIR 19's ``ConvertBufferizationToMemRef``, which ``buffer-deallocation-pipeline`` users run
before lowering to llvm:

* ``bufferization.clone %m : T to T`` becomes a new buffer and a copy, op for op as MLIR
  builds them: ``memref.dim`` of each dynamic dimension (its index an ``arith.constant``),
  ``memref.alloc`` of the identity layout (a ``memref.cast`` to ``T`` when ``T`` has
  another layout the identity casts to), then ``memref.copy %m`` into it;
* ``bufferization.dealloc`` is lowered as ``bufferization-lower-deallocations`` lowers it
  (``passes/transforms/buffer_deallocation/lower_deallocations.py``), with the
  ``@dealloc_helper`` function where a dealloc frees several memrefs;
* any other bufferization op left is an error, as MLIR's (the dialect is illegal):
  ``failed to legalize operation 'bufferization.to_tensor' that was explicitly marked
  illegal``, as is a clone to a layout a new buffer cannot have (``strided<[2]>``).

What it does not do: clones of unranked memrefs (MLIR 19 builds a rank loop and a
``memref.reshape``; irlite reports them as not legalized).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.builder import Builder
from ...ir.core import Operation
from ...ir.diagnostics import Diagnostic, report
from ...ir.types import DYNAMIC, IndexType, MemRefType
from ..infra.pass_base import Pass, register_pass

__all__ = ["ConvertBufferizationToMemRef", "lower_clone"]

_INDEX = IndexType.get()


def _strides_of_identity(shape: tuple) -> list[int | None]:
    out: list[int | None] = []
    acc: int | None = 1
    for d in reversed(shape):
        out.append(acc)
        acc = None if acc is None or d == DYNAMIC else acc * d
    return out[::-1]


def _cast_compatible(identity: MemRefType, t: MemRefType) -> bool:
    """Whether a buffer of the identity layout casts to ``t`` (MLIR's
    ``memref::CastOp::areCastCompatible`` for same shapes: offsets and strides equal or
    dynamic in ``t``)."""
    lay = t.layout
    if lay is None:
        return True
    strides = getattr(lay, "strides", None)
    if strides is None:
        return False
    offset = getattr(lay, "offset", 0)
    if offset not in (0, None):
        return False
    return all(
        s is None or w is None or s in (DYNAMIC, w)
        for s, w in zip(strides, _strides_of_identity(identity.shape))
    )


def lower_clone(op: Operation, ctx: Any) -> bool:
    """Replace one ``bufferization.clone`` by alloc + copy (module docstring); False when
    its type cannot be allocated (unranked, or a layout the identity does not cast to)."""
    t = op.results[0].type
    if not isinstance(t, MemRefType):
        return False
    alloc_type = MemRefType.get(t.shape, t.element_type, None, t.memory_space)
    if alloc_type is not t and not _cast_compatible(alloc_type, t):
        return False
    src = op.op_operands[0].value
    b = Builder(ctx)
    b.set_insertion_point(op)
    loc = op.loc
    dims = []
    for i, d in enumerate(t.shape):
        if d == DYNAMIC:
            k = b.create(
                "arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, i)}, loc=loc
            )
            dims.append(b.create("memref.dim", [src, k.results[0]], [_INDEX], loc=loc).results[0])
    from ...ir.attributes import DenseArrayAttr
    from ...ir.types import IntegerType

    segments = DenseArrayAttr.get(IntegerType.get(32), [len(dims), 0])
    alloc = b.create(
        "memref.alloc", dims, [alloc_type], {"operandSegmentSizes": segments}, loc=loc
    ).results[0]
    if alloc_type is not t:
        alloc = b.create("memref.cast", [alloc], [t], loc=loc).results[0]
    op.results[0].replace_all_uses_with(alloc)
    b.create("memref.copy", [src, alloc], [], loc=loc)
    op.erase()
    return True


@register_pass(
    "convert-bufferization-to-memref",
    summary="Convert operations from the Bufferization dialect to the MemRef dialect",
    display_name="ConvertBufferizationToMemRef",
)
class ConvertBufferizationToMemRef(Pass):
    """Lowers ``bufferization.clone`` and ``bufferization.dealloc`` (module docstring)."""

    def initialize(self, ctx: Any) -> None:
        super().initialize(ctx)
        if ctx is not None:  # the dialects it creates ops of (MLIR's dependent dialects)
            for d in ("arith", "func", "memref", "scf"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Operation) -> None:
        from ..transforms.buffer_deallocation.lower_deallocations import (
            _ensure_helper,
            lower_dealloc,
        )

        ops = [o for o in op.walk(post_order=False) if o.name.startswith("bufferization.")]
        if not ops:
            self.mark_all_analyses_preserved()
            return
        helper = False
        for o in ops:
            if o.name == "bufferization.clone" and lower_clone(o, self.context):
                continue
            if o.name == "bufferization.dealloc":
                helper |= lower_dealloc(o, self.context)
                continue
            report(
                Diagnostic.error(
                    o, f"failed to legalize operation '{o.name}' that was explicitly marked illegal"
                )
            )
            self.signal_pass_failure()
            return
        if helper and op.name == "builtin.module":
            _ensure_helper(op, self.context)
