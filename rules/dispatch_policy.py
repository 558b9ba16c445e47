"""Native helpers of ``dispatch_policy.rules``: the predicates a fusion policy is written
in, asked of ``LinalgStructuredOpInterface`` and ``DestinationStyleOpInterface`` (never of
op names), and the reasons given when one fails.

Terms. An op's *row loops* are its leading parallel loops (all of them for an op without
reductions). A group's *rows* are its root's row loops; ``rows_match(p, c, operand, root)``
holds when producer ``p`` and consumer ``c``, joined by the value ``operand`` reads, both
have at least as many leading parallel loops as the root has row loops and send row loop
``i`` to the same dimension of that value, so one workgroup of rows computes both (IREE's
"compatible outer parallel loops"). ``reads_once`` holds when the consumer's indexing map
of the operand is a permutation: each element is read once, so an elementwise producer
fused into the consumer's loop nest is not recomputed.

What it does not do: decide (the policy does) or change IR.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.core import Operation, OpResult
from irlite.ir.interfaces import DestinationStyleOpInterface, LinalgStructuredOpInterface
from irlite.ir.types import RankedTensorType, ShapedType

__all__ = [
    "all_parallel",
    "body_size",
    "contraction",
    "fill_like",
    "iree_fusable",
    "is_init",
    "is_input",
    "loops",
    "maps_projected",
    "reads_once",
    "readers",
    "reduction_loops",
    "row_loops",
    "rows_match",
    "scalar_like",
    "siblings_match",
    "single_use",
    "splat_constant",
    "structured",
    "uses_inside",
    "why_maps",
    "why_reads_once",
    "why_rows",
    "why_siblings",
]


def _lop(op: Any) -> Any:
    return op.interface(LinalgStructuredOpInterface) if isinstance(op, Operation) else None


def structured(op: Any) -> bool:
    """A structured op on tensors (both interfaces, tensor semantics)."""
    lop = _lop(op)
    if lop is None:
        return False
    dps = op.interface(DestinationStyleOpInterface)
    return dps is not None and dps.has_pure_tensor_semantics() and bool(op.results)


def reduction_loops(op: Any) -> int:
    lop = _lop(op)
    return lop.num_reduction_loops() if lop is not None else 0


def all_parallel(op: Any) -> bool:
    lop = _lop(op)
    return lop is not None and lop.num_reduction_loops() == 0


def maps_projected(op: Any) -> bool:
    """Every indexing map of a structured op is a projected permutation (no convolution
    windows, no constants)."""
    lop = _lop(op)
    return lop is not None and all(m.is_projected_permutation() for m in lop.indexing_maps())


def fill_like(op: Any) -> bool:
    """A structured op that only broadcasts a scalar into its inits: no reductions, every
    input a scalar (or rank 0), a payload that yields an input argument or a value from
    above (``linalg.fill``, and such a ``linalg.generic``)."""
    lop = _lop(op)
    if lop is None or lop.num_reduction_loops():
        return False
    dps = op.interface(DestinationStyleOpInterface)
    for v in dps.dps_inputs():
        t = v.type
        if isinstance(t, ShapedType) and not (isinstance(t, RankedTensorType) and not t.shape):
            return False
    block = lop.payload_region().blocks[0]
    ops = list(block.ops)
    if len(ops) != 1:
        return False
    inputs = block.args[: len(dps.dps_inputs())]
    return all(
        any(v is a for a in inputs) or getattr(v, "parent_block", None) is not block
        for v in ops[0].operands
    )


def scalar_like(op: Any) -> bool:
    """An op whose operands and results are integers, floats or indices (IREE clones such
    ops into every dispatch that uses them); an op with regions is not one."""
    if op.regions or not op.results:
        return False
    return all(not isinstance(v.type, ShapedType) for v in list(op.operands) + list(op.results))


def body_size(op: Any) -> int:
    """The number of payload ops of a structured op (its yield not counted); 1 otherwise."""
    lop = _lop(op)
    if lop is None:
        return 1
    return sum(len(b) - 1 for b in lop.payload_region().blocks)


def readers(op: Any) -> int:
    """How many ops read the results of ``op`` (each op once)."""
    seen: set[int] = set()
    for r in op.results:
        for u in r.uses:
            seen.add(id(u.owner))
    return len(seen)


def uses_inside(op: Any, group: Any) -> bool:
    """Every reader of ``op``'s results is in ``group`` (a value used elsewhere too must be
    written out by the dispatch)."""
    return all(group.contains(u.owner) for r in op.results for u in r.uses)


def is_init(operand: Any) -> bool:
    dps = operand.owner.interface(DestinationStyleOpInterface)
    return dps is not None and dps.is_dps_init(operand)


def is_input(operand: Any) -> bool:
    dps = operand.owner.interface(DestinationStyleOpInterface)
    return dps is not None and dps.is_dps_input(operand)


def _operand_map(operand: Any) -> Any:
    op = operand.owner
    lop = _lop(op)
    if lop is None:
        return None
    for o, m in zip(op.op_operands, lop.indexing_maps()):
        if o is operand:
            return m
    return None


def _result_map(value: Any) -> Any:
    if not isinstance(value, OpResult):
        return None
    op = value.owner
    lop = _lop(op)
    dps = op.interface(DestinationStyleOpInterface) if lop is not None else None
    if dps is None:
        return None
    return _operand_map(dps.tied_op_operand(value))


def reads_once(operand: Any) -> bool:
    m = _operand_map(operand)
    return m is not None and m.is_permutation()


def why_reads_once(operand: Any) -> str:
    m = _operand_map(operand)
    return (
        f"the consumer reads it through {m}, which is not a permutation of its loops: each "
        "element would be recomputed for every iteration of the loops the map drops"
    )


def why_maps(producer: Any, operand: Any) -> str:
    pm, cm = _result_map(operand.value), _operand_map(operand)
    bad = pm if pm is not None and not pm.is_projected_permutation() else cm
    return f"the indexing map {bad} is not a projected permutation"


def row_loops(op: Any) -> int:
    """The number of leading parallel loops of a structured op."""
    lop = _lop(op)
    if lop is None:
        return 0
    n = 0
    for t in lop.iterator_types():
        if t != "parallel":
            break
        n += 1
    return n


def _row_dims(m: Any, n: int) -> list[int] | None:
    """The value dimension that each of the first ``n`` loops of ``m`` indexes (None when
    one of them indexes none or several)."""
    out = []
    for i in range(n):
        hits = [k for k, e in enumerate(m.results) if e.is_function_of_dim(i)]
        if len(hits) != 1:
            return None
        out.append(hits[0])
    return out


def _rows_problem(producer: Any, consumer: Any, operand: Any, root: Any) -> str | None:
    n = row_loops(root) if root is not None else 0
    if row_loops(producer) < n or row_loops(consumer) < n:
        who = producer if row_loops(producer) < n else consumer
        return (
            f"'{who.name}' has {row_loops(who)} leading parallel loops, fewer than the "
            f"{n} row loops of the dispatch's root"
        )
    pm, cm = _result_map(operand.value), _operand_map(operand)
    if pm is None or cm is None:
        return "the value is not a result of a structured op read through an indexing map"
    if not (pm.is_projected_permutation() and cm.is_projected_permutation()):
        return why_maps(producer, operand)
    if n == 0:
        return None
    pd, cd = _row_dims(pm, n), _row_dims(cm, n)
    if pd is None or cd is None or pd != cd:
        return (
            f"the row loops of the producer ({pm}) and of the consumer ({cm}) index "
            "different dimensions of the value"
        )
    return None


def rows_match(producer: Any, consumer: Any, operand: Any, root: Any) -> bool:
    return _rows_problem(producer, consumer, operand, root) is None


def why_rows(producer: Any, consumer: Any, operand: Any, root: Any) -> str:
    return _rows_problem(producer, consumer, operand, root) or ""


def contraction(op: Any) -> bool:
    """A structured op with reduction loops reading two or more inputs, each through a
    projected permutation that leaves out one of its parallel loops (matmul and its kin:
    every input is reused across an output dimension)."""
    lop = _lop(op)
    if lop is None or not lop.num_reduction_loops():
        return False
    dps = op.interface(DestinationStyleOpInterface)
    ins = dps.dps_input_operands()
    if len(ins) < 2:
        return False
    par = [i for i, t in enumerate(lop.iterator_types()) if t == "parallel"]
    for o in ins:
        m = _operand_map(o)
        if m is None or not m.is_projected_permutation():
            return False
        if all(any(e.is_function_of_dim(i) for e in m.results) for i in par):
            return False
    return True


def splat_constant(op: Any) -> bool:
    """A constant-like op whose value is a splat of a shaped type (IREE clones those)."""
    if not op.has_trait("ConstantLike"):
        return False
    v = op.get_attr("value")
    return bool(getattr(v, "is_splat", False))


def _sibling_problem(a: Any, b: Any, value: Any) -> str | None:
    la, lb = _lop(a), _lop(b)
    if la is None or lb is None:
        return "one of them is not a structured op"
    n = row_loops(a)
    if n == 0 or row_loops(b) != n:
        return (
            f"their leading parallel loops differ ({row_loops(a)} and {row_loops(b)}, "
            "or none): they do not share rows"
        )
    ra, rb = la.static_loop_ranges()[:n], lb.static_loop_ranges()[:n]
    if ra != rb or any(r is None for r in ra):
        return f"their row loops do not have the same static extents ({ra} and {rb})"
    ma = [m for o, m in zip(a.op_operands, la.indexing_maps()) if o.value is value]
    mb = [m for o, m in zip(b.op_operands, lb.indexing_maps()) if o.value is value]
    if not ma or not mb:
        return "they do not both read the value"
    da, db = _row_dims(ma[0], n), _row_dims(mb[0], n)
    if da is None or da != db:
        return f"they read the value through {ma[0]} and {mb[0]}, whose rows differ"
    return None


def siblings_match(a: Any, b: Any, value: Any) -> bool:
    """Two structured ops with the same row loops (count and static extents) that read
    ``value`` with their row loops on the same dimensions: one row kernel can compute
    both (Inductor's horizontal fusion of reductions over the same rows)."""
    return _sibling_problem(a, b, value) is None


def why_siblings(a: Any, b: Any, value: Any) -> str:
    return _sibling_problem(a, b, value) or ""


# ------------------------------------------------------------------ IREE's own checks


def _outer_parallel(op: Any) -> list[bool]:
    """IREE's getOuterParallelLoops: one bit per loop, set for the leading parallel ones."""
    lop = _lop(op)
    its = lop.iterator_types() if lop is not None else []
    n = row_loops(op)
    return [i < n for i in range(len(its))]


def _match_iterator_types(root: list[bool], cand: list[bool]) -> bool:
    if sum(cand) != len(cand):  # not all parallel: the same loop configuration
        return root == cand
    for pos, bit in enumerate(root):
        if not bit:
            break
        if pos >= len(cand) or not cand[pos]:
            return False
    return True


def _identity_with_zeros(m: Any, kept: list[int]) -> bool:
    """IREE's isIdentityMapWithZeros of ``m`` projected on the loops ``kept`` (MLIR's
    getProjectedMap: the other loops become 0 and are compressed away)."""
    seen = 0
    for e in m.results:
        dims = [i for i in range(m.num_dims) if e.is_function_of_dim(i)]
        if not dims:
            if str(e) != "0":
                return False
            continue
        d = dims[0]
        if d not in kept:
            continue  # projected out: 0
        if kept.index(d) != seen:
            return False
        seen += 1
    return seen == len(kept)


def _iree_compatible(op: Any, m: Any, root_bits: list[bool]) -> bool:
    """IREE's hasCompatibleOuterParallelLoops(op, map, rootOuterParallelLoops)."""
    if m is None or not m.is_projected_permutation():
        return False
    if not _match_iterator_types(root_bits, _outer_parallel(op)):
        return False
    lop = _lop(op)
    kept = [i for i in range(lop.num_loops()) if i < len(root_bits) and root_bits[i]]
    return _identity_with_zeros(m, kept)


def iree_fusable(producer: Any, consumer: Any, root: Any) -> bool:
    """IREE's areOpsFusable: every use of ``producer`` by ``consumer`` has compatible
    outer parallel loops (maps the identity on the root's outer parallel loops)."""
    bits = _outer_parallel(root)
    for o in consumer.op_operands:
        v = o.value
        if not isinstance(v, OpResult) or v.owner is not producer:
            continue
        if not (
            _iree_compatible(producer, _result_map(v), bits)
            and _iree_compatible(consumer, _operand_map(o), bits)
        ):
            return False
    return True


def single_use(op: Any, ignore: tuple[str, ...] = ()) -> bool:
    """Exactly one use of ``op``'s results by an op not named in ``ignore`` (IREE's
    getFusableUse without aggressive fusion, which ignores ``tensor.dim`` uses: the policy
    passes the names)."""
    n = 0
    for r in op.results:
        for u in r.uses:
            if u.owner.name not in ignore:
                n += 1
    return n == 1


def loops(op: Any) -> int:
    lop = _lop(op)
    return lop.num_loops() if lop is not None else 0
