"""``linalg-matmul-to-microkernel``: f32 matrix products on buffers become a cache-tiled,
register-blocked loop nest on 512-bit vectors (irlite's own pass; MLIR reaches the same
code through tiling, packing and vectorization transforms, and IREE through its CPU
micro-kernels).

A structured op (found through ``LinalgStructuredOpInterface``, never by name: a
``linalg.matmul``, ``linalg.batch_matmul`` or any ``linalg.generic`` of that shape) is
rewritten when it computes ``C[b, i, j] += x * y`` (the batch loop optional): loops
``[parallel] parallel parallel reduction``, one ``f32`` init ``C`` with the map
``(b, i, j)`` and the identity layout, a payload that yields ``arith.addf(c, arith.mulf(x,
y))`` (either order, ``fastmath`` flags allowed), where ``x`` is computed (by pure payload
ops, or as a block argument) from inputs indexed by ``(b, i, k)`` only and ``y`` from inputs
indexed by ``(b, k, j)`` only, through plain loop dimensions. When ``x`` is a row-major
``f32`` input indexed exactly ``(b, i, k)`` it is used as it is; otherwise (a transposed
or strided operand, a broadcast, an elementwise prologue that
``linalg-fuse-elementwise-ops`` fused in, such as ``relu(h + bias)``) it is materialized
first: a new buffer and a ``linalg.generic`` over ``(b, i, k)`` holding the payload ops
that compute it (``convert-linalg-to-loops`` lowers it). The same for ``y``. The
nest it builds, BLIS's, for each batch:

    pack B's full NR-column panels: Bp[jp][k][0:NR] (contiguous, 64-byte aligned)
    for kc in 0..K step KC:                                  (cache tile of K)
      for jp in panels:                                      (NR = 16 * nr-vectors columns)
        for i0 in 0..M - M % MR step MR:                     (MR = mr rows)
          MR x NR accumulators as vector<16xf32> values, loaded from C
          for k in kc..min(kc + KC, K):
            b[v] = Bp[jp][k][16v : 16v + 16]                 (nr-vectors loads)
            a[r] = splat(A[i0 + r, k])                       (MR broadcasts)
            acc[r][v] = fma(a[r], b[v], acc[r][v])           (MR * nr-vectors FMAs)
          store the accumulators to C
        the same with one row for each of the last M % MR rows
    columns past the last full panel: scalar loops (i, j, k)

Vectors are LLVM's: loads, stores, the broadcast (``insertelement`` + zero-mask
``shufflevector``) and ``llvm.intr.fma`` on ``vector<16xf32>``, addressed through
``memref.extract_aligned_pointer_as_index``; the loops and index arithmetic stay
``scf``/``arith``, lowered by the usual passes. Every shape is handled (remainder rows
with the one-row kernel, remainder columns with scalar code, ``K = 0``); the sums are
taken in a different order than ``convert-linalg-to-loops``' loops (FMAs, partial sums
per KC tile), so results differ from them by rounding.

What it does not do: other element types, a strided or offset ``C``, ops on tensors (run
it after bufferization), fusing the ``linalg.fill`` before or an elementwise consumer
after (they stay separate loops), or matrix-vector products (``linalg.matvec`` is a
reduction: ``reduction-fastmath`` and ``promote-loop-accumulators`` vectorize it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...ir.affine import AffineMap, get_affine_dim_expr
from ...ir.attributes import IntegerAttr, TypeAttr
from ...ir.builder import Builder
from ...ir.core import Operation, Value
from ...ir.diagnostics import Diagnostic, report
from ...ir.interfaces import DestinationStyleOpInterface, LinalgStructuredOpInterface
from ...ir.side_effects import is_memory_effect_free
from ...ir.types import FloatType, IndexType, MemRefType, VectorType, i32, i64
from ..infra.pass_base import Option, Pass, Statistic, register_pass

__all__ = ["LinalgMatmulToMicrokernel", "match_matmul"]

_INDEX = IndexType.get()
_F32 = FloatType.get("f32")
_LANES = 16
_VEC = VectorType.get((_LANES,), _F32)
_DYNAMIC_INDEX = -2147483648  # GEP's kDynamicIndex

_MR = Option("mr", int, 8, "Rows of the register block")
_NV = Option("nr-vectors", int, 2, "Columns of the register block, in 16-lane vectors")
_KC = Option("kc", int, 256, "Depth of the cache tile over the reduction dimension")


def _dims_of(m: AffineMap) -> list[int] | None:
    """The loop dimension of each result of ``m`` (None unless each is a plain dim)."""
    out = []
    for e in m.results:
        if type(e).__name__ != "AffineDimExpr":
            return None
        out.append(e.position)
    return out


def _slice(v: Value, block: Any) -> tuple[list[Operation], set[Value]] | None:
    """The payload ops ``v`` is computed by (in block order) and the block arguments they
    read; None when one has regions or effects."""
    ops: set[Operation] = set()
    args: set[Value] = set()
    stack = [v]
    while stack:
        x = stack.pop()
        owner = getattr(x, "owner", None)
        if owner is block:
            args.add(x)
            continue
        if not isinstance(owner, Operation) or owner.parent is not block or owner in ops:
            continue  # defined above the op: used as it is
        if owner.regions or not is_memory_effect_free(owner):
            return None
        ops.add(owner)
        stack.extend(o.value for o in owner.op_operands)
    return [o for o in block.ops if o in ops], args


@dataclass
class Side:
    """One multiplicand: a plain operand, or the payload ops that compute it elementwise
    from the inputs ``args`` (materialized into a buffer before the kernel)."""

    value: Value | None  # the operand, when it is used as it is
    ops: list[Operation]
    args: list[tuple[Value, Value, list[int]]]  # (block argument, operand, its dims)
    result: Value  # the payload value


@dataclass
class Contraction:
    """``C[b, i, j] += A[b, i, k] * B[b, k, j]`` found in a structured op."""

    batch: int
    a: Side
    b: Side
    c: Value
    op: Operation


def _side(
    x: Value, block: Any, operands: dict[Value, tuple[Value, list[int]]], want: list[int]
) -> Side | None:
    got = _slice(x, block)
    if got is None:
        return None
    ops, args = got
    used = []
    for arg in args:
        if arg not in operands:
            return None  # the init, or an argument without an operand
        operand, dims = operands[arg]
        if not set(dims) <= set(want) or len(set(dims)) != len(dims):
            return None
        used.append((arg, operand, dims))
    if not ops and len(used) == 1 and used[0][2] == want and _plain_f32(used[0][1].type, len(want)):
        return Side(used[0][1], [], used, x)
    if x.type is not _F32:
        return None
    used.sort(key=lambda t: t[0].index)
    return Side(None, ops, used, x)


def _plain_f32(t: Any, rank: int) -> bool:
    return (
        isinstance(t, MemRefType)
        and t.element_type is _F32
        and t.layout is None
        and t.memory_space is None
        and len(t.shape) == rank
    )


def match_matmul(op: Operation) -> Contraction | None:
    """The contraction ``op`` computes when this pass rewrites it (module docstring)."""
    lop = op.interface(LinalgStructuredOpInterface)
    dps = op.interface(DestinationStyleOpInterface)
    if lop is None or dps is None or len(op.results) != 0:
        return None
    its = lop.iterator_types()
    batch = len(its) - 3
    if batch not in (0, 1) or its != ["parallel"] * (batch + 2) + ["reduction"]:
        return None
    inits = dps.dps_inits()
    inputs = dps.dps_inputs()
    if len(inits) != 1 or not _plain_f32(inits[0].type, batch + 2):
        return None
    maps = lop.indexing_maps()
    region = lop.payload_region()
    if region is None or len(region.blocks) != 1:
        return None
    block = region.blocks[0]
    b, i, j, k = list(range(batch)), batch, batch + 1, batch + 2
    if _dims_of(maps[-1]) != [*b, i, j]:
        return None
    operands: dict[Value, tuple[Value, list[int]]] = {}
    for arg, v, m in zip(block.args, inputs, maps):
        dims = _dims_of(m)
        if dims is None or not isinstance(v.type, MemRefType):
            return None
        operands[arg] = (v, dims)
    cval = block.args[len(inputs)]
    term = block.last
    if term is None or len(term.op_operands) != 1:
        return None
    add = getattr(term.op_operands[0].value, "owner", None)
    if not isinstance(add, Operation) or add.name != "arith.addf" or add.parent is not block:
        return None
    x, y = (o.value for o in add.op_operands)
    if y is cval:
        x, y = y, x
    if x is not cval or y is cval or y.type is not _F32:
        return None
    mul = getattr(y, "owner", None)
    if not isinstance(mul, Operation) or mul.name != "arith.mulf" or mul.parent is not block:
        return None
    if cval.num_uses() != 1 or y.num_uses() != 1:
        return None
    p, q = (o.value for o in mul.op_operands)
    for lhs, rhs in ((p, q), (q, p)):
        sa = _side(lhs, block, operands, [*b, i, k])
        sb = _side(rhs, block, operands, [*b, k, j]) if sa is not None else None
        if sa is not None and sb is not None:
            return Contraction(batch, sa, sb, inits[0], op)
    return None


class _Emitter:
    """Builds the nest at the current builder's insertion point (before the op)."""

    def __init__(self, mr: int, nv: int, kc: int) -> None:
        from ...dialects import arith, llvm, memref, scf
        from ...rules.llvm_types import LLVMPointerType

        self.arith, self.llvm, self.memref, self.scf = arith, llvm, memref, scf
        self.mr, self.nv, self.kc = mr, nv, kc
        self.nr = nv * _LANES
        self.ptr_t = LLVMPointerType.get()
        self._known: dict[Value, int] = {}

    # -- scalars (folded when their operands are known: the pass runs before canonicalize)
    def c(self, v: int) -> Value:
        """An index constant at the insertion point (canonicalize uniques them later)."""
        r = self.arith.constant(IntegerAttr.get(_INDEX, v), result_type=_INDEX)
        self._known[r] = v
        return r

    def _fold(self, a: Value, b: Value, f: Any, make: Any, unit: int | None) -> Value:
        x, y = self._known.get(a), self._known.get(b)
        if x is not None and y is not None:
            return self.c(f(x, y))
        if unit is not None and y == unit:
            return a
        if unit is not None and x == unit:
            return b
        return make(a, b)

    def add(self, a: Value, b: Value) -> Value:
        return self._fold(a, b, lambda x, y: x + y, self.arith.addi, 0)

    def mul(self, a: Value, b: Value) -> Value:
        return self._fold(a, b, lambda x, y: x * y, self.arith.muli, 1)

    def div(self, a: Value, b: Value) -> Value:
        return self._fold(a, b, lambda x, y: x // y, self.arith.divui, None)

    def min(self, a: Value, b: Value) -> Value:
        return self._fold(a, b, min, self.arith.minui, None)

    def size(self, v: Value, i: int) -> Value:
        s = v.type.shape[i]
        if s is not None and s >= 0:
            return self.c(s)
        return self.memref.dim(v, self.c(i), result_type=_INDEX)

    # -- pointers and vectors
    def base(self, m: Value) -> Value:
        p = self.memref.extract_aligned_pointer_as_index(m, result_type=_INDEX)
        return self.llvm.inttoptr(self.arith.index_cast(p, result_type=i64), result_type=self.ptr_t)

    def at(self, base: Value, offset: Value) -> Value:
        off = self.arith.index_cast(offset, result_type=i64)
        return self.llvm.getelementptr(
            base,
            [off],
            raw_constant_indices=[_DYNAMIC_INDEX],
            elem_type=TypeAttr.get(_F32),
            inbounds=True,
            result_type=self.ptr_t,
        )

    def vload(self, base: Value, offset: Value) -> Value:
        return self.llvm.load(self.at(base, offset), alignment=4, result_type=_VEC)

    def vstore(self, v: Value, base: Value, offset: Value) -> None:
        self.llvm.store(v, self.at(base, offset), alignment=4)

    def splat(self, base: Value, offset: Value) -> Value:
        s = self.llvm.load(self.at(base, offset), alignment=4, result_type=_F32)
        poison = self.llvm.mlir_poison(result_type=_VEC)
        zero = self.llvm.mlir_constant(IntegerAttr.get(i32, 0), result_type=i32)
        one = self.llvm.insertelement(poison, s, zero, result_type=_VEC)
        return self.llvm.shufflevector(one, poison, mask=[0] * _LANES, result_type=_VEC)

    def empty(self, lb: Value, ub: Value) -> bool:
        """Whether the range [lb, ub) is statically empty (such loops are not built)."""
        a, b = self._known.get(lb), self._known.get(ub)
        return a is not None and b is not None and a >= b

    def loop(self, lb: Value, ub: Value, step: Value, inits: list[Value] = ()) -> Any:
        """An ``scf.for``; returns (op, induction variable, iter args); the caller fills
        the body (``Builder.at_end``) and ends it with ``scf.yield``."""
        f = self.scf.for_(lb, ub, step, list(inits))
        blk = f.regions[0].blocks[0]
        return f, blk.args[0], list(blk.args[1:])

    # -- the nest
    def emit(self, a: Value, b: Value, c: Value, batch: int) -> None:
        one, zero = self.c(1), self.c(0)
        M = self.size(c, batch)
        N = self.size(c, batch + 1)
        K = self.size(a, batch + 1)
        zero_ = self.c(0)
        if any(self.empty(zero_, d) for d in (M, N, K)):
            return  # C += nothing
        if batch and self.empty(zero_, self.size(c, 0)):
            return
        pa, pb, pc = self.base(a), self.base(b), self.base(c)
        nr = self.c(self.nr)
        panels = self.div(N, nr)
        n_main = self.mul(panels, nr)
        packed_len = self.mul(n_main, K)
        n = self._known.get(packed_len)
        bp_buf = self.memref.alloc(
            [] if n is not None else [packed_len],
            alignment=64,
            result_type=MemRefType.get((n if n is not None else -1,), _F32),
        )
        pbp = self.base(bp_buf)
        if batch:
            nb = self.size(c, 0)
            f, bi, _ = self.loop(zero, nb, one)
            with Builder.at_end(f.regions[0].blocks[0], loc=Builder.current().loc):
                offs = (
                    self.mul(bi, self.mul(M, K)),
                    self.mul(bi, self.mul(K, N)),
                    self.mul(bi, self.mul(M, N)),
                )
                self._matmul(pa, pb, pc, pbp, offs, M, N, K, panels, n_main)
                self.scf.yield_([])
        else:
            self._matmul(pa, pb, pc, pbp, (zero, zero, zero), M, N, K, panels, n_main)
        self.memref.dealloc(bp_buf)

    def _matmul(self, pa, pb, pc, pbp, offs, M, N, K, panels, n_main) -> None:  # noqa: ANN001
        loc = Builder.current().loc
        one, zero = self.c(1), self.c(0)
        oa, ob, oc = offs
        if not self.empty(zero, panels) and not self.empty(zero, K):
            # pack B's full panels: Bp[jp][k][0:NR] = B[k, jp*NR : (jp+1)*NR]
            f, jp, _ = self.loop(zero, panels, one)
            with Builder.at_end(f.regions[0].blocks[0], loc=loc):
                g, k, _ = self.loop(zero, K, one)
                with Builder.at_end(g.regions[0].blocks[0], loc=loc):
                    src = self.add(ob, self.add(self.mul(k, N), self.mul(jp, self.c(self.nr))))
                    dst = self.mul(self.add(self.mul(jp, K), k), self.c(self.nr))
                    for v in range(self.nv):
                        dv = self.c(v * _LANES)
                        self.vstore(self.vload(pb, self.add(src, dv)), pbp, self.add(dst, dv))
                    self.scf.yield_([])
                self.scf.yield_([])
            m_main = self.mul(self.div(M, self.c(self.mr)), self.c(self.mr))
            kcs = self.c(self.kc)
            f, kc, _ = self.loop(zero, K, kcs)
            with Builder.at_end(f.regions[0].blocks[0], loc=loc):
                kend = self.min(self.add(kc, kcs), K)
                g, jp, _ = self.loop(zero, panels, one)
                with Builder.at_end(g.regions[0].blocks[0], loc=loc):
                    j0 = self.mul(jp, self.c(self.nr))
                    panel = self.mul(jp, K)
                    if not self.empty(zero, m_main):
                        h, i0, _ = self.loop(zero, m_main, self.c(self.mr))
                        with Builder.at_end(h.regions[0].blocks[0], loc=loc):
                            self._block(self.mr, i0, j0, panel, kc, kend, pa, pc, pbp, oa, oc, N, K)
                            self.scf.yield_([])
                    if not self.empty(m_main, M):
                        h, i, _ = self.loop(m_main, M, one)
                        with Builder.at_end(h.regions[0].blocks[0], loc=loc):
                            self._block(1, i, j0, panel, kc, kend, pa, pc, pbp, oa, oc, N, K)
                            self.scf.yield_([])
                    self.scf.yield_([])
                self.scf.yield_([])
        if not self.empty(n_main, N) and not self.empty(zero, M) and not self.empty(zero, K):
            self._tail_columns(pa, pb, pc, offs, M, N, K, n_main)

    def _block(self, rows, i0, j0, panel, kc, kend, pa, pc, pbp, oa, oc, N, K) -> None:  # noqa: ANN001
        """One ``rows`` x NR register block of C over k in [kc, kend)."""
        loc = Builder.current().loc
        nv = self.nv
        row_c = [
            self.add(oc, self.add(self.mul(self.add(i0, self.c(r)), N), j0)) for r in range(rows)
        ]
        row_a = [self.add(oa, self.mul(self.add(i0, self.c(r)), K)) for r in range(rows)]
        accs = [
            self.vload(pc, self.add(row_c[r], self.c(v * _LANES)))
            for r in range(rows)
            for v in range(nv)
        ]
        f, k, carried = self.loop(kc, kend, self.c(1), accs)
        with Builder.at_end(f.regions[0].blocks[0], loc=loc):
            bofs = self.mul(self.add(panel, k), self.c(self.nr))
            bv = [self.vload(pbp, self.add(bofs, self.c(v * _LANES))) for v in range(nv)]
            out = []
            for r in range(rows):
                av = self.splat(pa, self.add(row_a[r], k))
                for v in range(nv):
                    out.append(self.llvm.intr_fma(av, bv[v], carried[r * nv + v], result_type=_VEC))
            self.scf.yield_(out)
        res = list(f.results)
        for r in range(rows):
            for v in range(nv):
                self.vstore(res[r * nv + v], pc, self.add(row_c[r], self.c(v * _LANES)))

    def _tail_columns(self, pa, pb, pc, offs, M, N, K, n_main) -> None:  # noqa: ANN001
        """C[i, j] += sum_k A[i, k] * B[k, j] for the columns j >= n_main, one by one."""
        loc = Builder.current().loc
        one, zero = self.c(1), self.c(0)
        oa, ob, oc = offs
        f, i, _ = self.loop(zero, M, one)
        with Builder.at_end(f.regions[0].blocks[0], loc=loc):
            g, j, _ = self.loop(n_main, N, one)
            with Builder.at_end(g.regions[0].blocks[0], loc=loc):
                cij = self.add(oc, self.add(self.mul(i, N), j))
                cptr = self.at(pc, cij)
                c0 = self.llvm.load(cptr, alignment=4, result_type=_F32)
                h, k, (acc,) = self.loop(zero, K, one, [c0])
                with Builder.at_end(h.regions[0].blocks[0], loc=loc):
                    x = self.llvm.load(
                        self.at(pa, self.add(oa, self.add(self.mul(i, K), k))),
                        alignment=4,
                        result_type=_F32,
                    )
                    y = self.llvm.load(
                        self.at(pb, self.add(ob, self.add(self.mul(k, N), j))),
                        alignment=4,
                        result_type=_F32,
                    )
                    self.scf.yield_([self.llvm.intr_fma(x, y, acc, result_type=_F32)])
                self.llvm.store(h.results[0], cptr, alignment=4)
                self.scf.yield_([])
            self.scf.yield_([])


@register_pass(
    "linalg-matmul-to-microkernel",
    summary="Lower f32 matrix products on buffers to a tiled, packed, register-blocked vector nest",
    options=(_MR, _NV, _KC),
    anchor="func.func",
)
class LinalgMatmulToMicrokernel(Pass):
    """BLIS-style matrix products (module docstring)."""

    num_rewritten = Statistic("num-rewritten", "Number of matrix products rewritten")

    def run_on_operation(self, op: Any) -> None:
        if self.mr < 1 or self.nr_vectors < 1 or self.kc < 1:
            report(
                Diagnostic.error(
                    op.loc, "linalg-matmul-to-microkernel: mr, nr-vectors and kc must be positive"
                )
            )
            self.signal_pass_failure()
            return
        found: list[Contraction] = []

        def visit(o: Operation) -> None:
            con = match_matmul(o)
            if con is not None:
                found.append(con)

        op.walk(visit)
        for con in found:
            with Builder.before(con.op, loc=con.op.loc):
                em = _Emitter(self.mr, self.nr_vectors, self.kc)
                batch = con.batch
                i, j, k = batch, batch + 1, batch + 2
                b = list(range(batch))
                temps = []
                sides = []
                for side, dims in ((con.a, [*b, i, k]), (con.b, [*b, k, j])):
                    if side.value is None:
                        side_buf = _materialize(em, con, side, dims)
                        temps.append(side_buf)
                        sides.append(side_buf)
                    else:
                        sides.append(side.value)
                em.emit(sides[0], sides[1], con.c, batch)
                for t in temps:
                    em.memref.dealloc(t)
            con.op.erase()
            self.num_rewritten += 1


def _loop_size(em: _Emitter, con: Contraction, d: int) -> tuple[int, Value | None]:
    """The trip count of loop ``d``: (static size, None) or (-1, a dynamic size value)."""
    lop = con.op.interface(LinalgStructuredOpInterface)
    dps = con.op.interface(DestinationStyleOpInterface)
    operands = [*dps.dps_inputs(), *dps.dps_inits()]
    for v, m in zip(operands, lop.indexing_maps()):
        dims = _dims_of(m) or []
        if d in dims:
            pos = dims.index(d)
            s = v.type.shape[pos]
            if s is not None and s >= 0:
                return s, None
            return -1, em.size(v, pos)
    raise ValueError(f"loop {d} has no operand dimension")  # match_matmul rules it out


def _materialize(em: _Emitter, con: Contraction, side: Side, dims: list[int]) -> Value:
    """A new buffer holding ``side``'s values over ``dims`` (a ``linalg.generic`` of the
    payload ops that compute it, lowered to loops later)."""
    from ...dialects import linalg

    shape, dyn = [], []
    for d in dims:
        s, v = _loop_size(em, con, d)
        shape.append(s)
        if v is not None:
            dyn.append(v)
    buf = em.memref.alloc(dyn, alignment=64, result_type=MemRefType.get(tuple(shape), _F32))
    n = len(dims)
    maps = [
        AffineMap.get(n, 0, [get_affine_dim_expr(dims.index(d)) for d in arg_dims])
        for _, _, arg_dims in side.args
    ]
    maps.append(AffineMap.get(n, 0, [get_affine_dim_expr(x) for x in range(n)]))

    def body(bld: Any, *args: Value) -> list[Value]:
        mapping: dict = {old: new for (old, _, _), new in zip(side.args, args)}
        for o in side.ops:
            bld.insert(o.clone(mapping))
        return [mapping.get(side.result, side.result)]

    linalg.generic(
        [operand for _, operand, _ in side.args],
        [buf],
        maps,
        ["parallel"] * n,
        body,
        result_types=[],
    )
    return buf
