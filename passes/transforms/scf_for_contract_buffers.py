"""``scf-for-contract-buffers``: a buffer that each iteration of a loop uses only at its own
row shrinks to one row (irlite's own pass; array contraction, MLIR's
``affine-loop-fusion`` makes the same private buffers at the affine level).

After ``scf-for-loop-fusion`` the loops of a softmax are one loop over rows, but the
intermediate ``exp(x - max)`` still lives in a whole ``4096x4096`` buffer: each row is
written, read back twice from the cache, and then written back to memory for nothing
(64 MB of stores, and as many reads for ownership). This pass rewrites

    %t = memref.alloc() : memref<NxMxf32>             %t = memref.alloc() : memref<Mxf32>
    scf.for %i = ... {                                scf.for %i = ... {
      ... memref.store %v, %t[%i, %j] ...     ==>       ... memref.store %v, %t[%j] ...
      ... memref.load %t[%i, %k] ...                    ... memref.load %t[%k] ...
    }                                                 }
    memref.dealloc %t                                 memref.dealloc %t

when

- every use of the ``memref.alloc`` result but one ``memref.dealloc`` is a
  ``memref.load``/``memref.store``/``vector.load``/``vector.store`` whose first index is
  the induction variable of one ``scf.for`` (the loop), nested in it at any depth;
- the loop does not hold the ``memref.alloc``, and every op between the alloc's block
  and the loop is an ``scf.for`` or ``scf.if`` (nothing runs iterations of the loop at
  the same time, so one row serves them all in turn).

Iteration ``%i`` then only touches row ``%i``, which no other iteration reads, and
nothing reads the buffer after the loop: one row, reused by every iteration, holds the
same values at the same reads. A read of a row before the iteration writes it reads
undefined values either way. The rewrite repeats while it applies, so the rows of a
``BxNxM`` buffer used inside a loop over ``%b`` and one over ``%i`` within it become one
``M`` row. A dynamic leading size drops its size operand; the alignment and other
attributes stay.

Measured on softmax over 4096x4096 f32 rows on one thread: see ``targets/pipeline.py``.

What it does not do: contract a buffer whose accesses use the induction variable at
another index, an offset of it (``%i + 1``), a view of the buffer, or a buffer with
uses after the loop; or contract along ``scf.parallel``/``scf.forall`` loops, whose
iterations may run at once.
"""

from __future__ import annotations

from typing import Any

from ...ir.builder import Builder
from ...ir.core import Operation, Value
from ...ir.types import MemRefType
from ..infra.pass_base import Pass, Statistic, register_pass

__all__ = ["ScfForContractBuffers", "contract_buffers"]

#: accesses and the position of their memref operand (indices follow it)
_ACCESS = {"memref.load": 0, "memref.store": 1, "vector.load": 0, "vector.store": 1}
#: ops that may stand between the alloc's block and the loop
_SEQUENTIAL = frozenset({"scf.for", "scf.if"})


def _iv_loop(v: Value) -> Operation | None:
    """The ``scf.for`` whose induction variable ``v`` is, or None."""
    block = getattr(v, "owner", None)
    if isinstance(block, Operation) or block is None:
        return None
    region = getattr(block, "parent", None)
    loop = region.parent if region is not None else None
    if loop is None or loop.name != "scf.for" or block.args[0] is not v:
        return None
    return loop


def _inside(op: Operation, loop: Operation) -> bool:
    p = op.parent_op
    while p is not None:
        if p is loop:
            return True
        p = p.parent_op
    return False


def _contraction(alloc: Operation) -> tuple[Operation, list[Operation], list[Operation]] | None:
    """``(loop, accesses, deallocs)`` when ``alloc``'s buffer may lose its leading dim."""
    t = alloc.results[0].type
    if not isinstance(t, MemRefType) or t.layout is not None or len(t.shape) < 2:
        return None
    loop = None
    accesses: list[Operation] = []
    deallocs: list[Operation] = []
    for use in alloc.results[0].uses:
        user = use.owner
        if user.name == "memref.dealloc":
            deallocs.append(user)
            continue
        pos = _ACCESS.get(user.name)
        if pos is None or use.index != pos or len(user.op_operands) <= pos + 1:
            return None
        here = _iv_loop(user.op_operands[pos + 1].value)
        if here is None or (loop is not None and here is not loop):
            return None
        loop = here
        accesses.append(user)
    if loop is None or len(deallocs) > 1 or not all(_inside(a, loop) for a in accesses):
        return None
    # the ops from the loop up to the alloc's block run their iterations one at a time
    p = loop.parent_op
    while p is not None and p is not alloc.parent_op:
        if p.name not in _SEQUENTIAL:
            return None
        p = p.parent_op
    if p is not alloc.parent_op:
        return None
    if any(_inside(d, loop) for d in deallocs):
        return None
    return loop, accesses, deallocs


def _contract(alloc: Operation, accesses: list[Operation], deallocs: list[Operation]) -> Operation:
    from ...dialects import memref, vector

    t = alloc.results[0].type
    dyn = [o.value for o in alloc.op_operands]
    n_dyn = 1 if t.shape[0] < 0 else 0
    segs = alloc.properties.get("operandSegmentSizes")
    n_sizes = segs.values[0] if segs is not None else len(dyn)
    sizes, symbols = dyn[:n_sizes], dyn[n_sizes:]
    new_t = MemRefType.get(tuple(t.shape[1:]), t.element_type, None, t.memory_space)
    extra = {
        k: v for k, v in alloc.attributes.items() if k not in ("alignment", "operandSegmentSizes")
    }
    align = alloc.properties.get("alignment")
    with Builder.before(alloc, loc=alloc.loc):
        buf = memref.alloc(
            sizes[n_dyn:],
            symbols,
            alignment=getattr(align, "value", align),
            result_type=new_t,
            attributes=extra or None,
        )
    for op in accesses:
        pos = _ACCESS[op.name]
        vals = [o.value for o in op.op_operands]
        idx = vals[pos + 2 :]
        keep = {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}
        with Builder.before(op, loc=op.loc):
            if op.name == "memref.load":
                new = memref.load(buf, idx, result_type=op.results[0].type, **_flags(keep))
            elif op.name == "memref.store":
                new = memref.store(vals[0], buf, idx, **_flags(keep))
            elif op.name == "vector.load":
                new = vector.load(buf, idx, result_type=op.results[0].type, **_flags(keep))
            else:
                new = vector.store(vals[0], buf, idx, **_flags(keep))
        if op.results:
            op.results[0].replace_all_uses_with(new)
        op.erase()
    for d in deallocs:
        with Builder.before(d, loc=d.loc):
            memref.dealloc(buf)
        d.erase()
    alloc.erase()
    return buf.owner


def _flags(props: dict[str, Any]) -> dict[str, Any]:
    return {"nontemporal": props["nontemporal"]} if "nontemporal" in props else {}


def contract_buffers(root: Operation) -> int:
    """Contract every buffer under ``root`` that the module docstring allows; returns how
    many leading dims were dropped."""
    count = 0
    work = [op for op in root.walk() if op.name == "memref.alloc"]
    while work:
        alloc = work.pop()
        found = _contraction(alloc)
        if found is None:
            continue
        _loop, accesses, deallocs = found
        work.append(_contract(alloc, accesses, deallocs))
        count += 1
    return count


@register_pass(
    "scf-for-contract-buffers",
    summary="Shrink buffers that each scf.for iteration uses only at its own row to one row",
)
class ScfForContractBuffers(Pass):
    """Array contraction along ``scf.for`` loops (module docstring)."""

    num_contracted = Statistic("num-contracted", "Number of leading dims dropped")

    def run_on_operation(self, op: Any) -> None:
        self.num_contracted += contract_buffers(op)
