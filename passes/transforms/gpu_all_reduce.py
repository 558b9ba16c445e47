"""``gpu.all_reduce`` as shuffles, workgroup memory and barriers (MLIR 19's
``GpuAllReduceRewriter``, ``populateGpuAllReducePatterns``): what ``convert-gpu-to-nvvm``
does first, and MLIR's test pass ``test-all-reduce-lowering`` alone.

For each uniform ``gpu.all_reduce`` in a ``gpu.func`` (a function with a non-uniform one
is left whole, as MLIR's pattern fails on it), at the op:

- the invocation's linear id ``(tid.z * ntid.y + tid.y) * ntid.x + tid.x`` and the
  workgroup size ``ntid.x * ntid.y * ntid.z``, as ``i32``; its lane ``id & 31``;
- each subgroup (32 lanes) reduces its values with five ``gpu.shuffle xor`` steps (1, 2,
  4, 8, 16): when fewer than 32 invocations are active from this subgroup on (the
  workgroup's last, partial one), each step accumulates only a shuffle whose source lane
  is valid;
- the first lane of each subgroup stores its result to a workgroup buffer
  (``memref<32xT, #gpu.address_space<workgroup>>``, a new workgroup attribution of the
  function), ``gpu.barrier``; the first ``num_subgroups`` invocations reduce the buffer's
  values the same way and the first stores the total to element 0; ``gpu.barrier``; every
  invocation loads element 0: the op's result.

The accumulation is the op's ``op`` attribute as an arith op (``add`` is ``addf`` or
``addi`` by the type, ``minnumf`` is ``arith.minnumf``, ...) or its body region, cloned
inline with each ``gpu.yield`` a branch to the block after it. The conditionals are
``cf.cond_br``/``cf.br`` between blocks split from the op's block, as MLIR builds them.

A uniform ``gpu.subgroup_reduce`` (no ``cluster``) is the same subgroup butterfly alone,
every lane's result the subgroup's total: in a full subgroup the xor butterfly gives it
to every lane; in a partial one (the workgroup's last) the guarded butterfly leaves it in
the first lane, and a ``gpu.shuffle idx`` from lane 0 gives it to the others.
``convert-gpu-to-nvvm`` runs this too, and MLIR's test pass
``test-gpu-subgroup-reduce-lowering{expand-to-shuffles}`` runs it alone.

What it does not do: clustered or non-uniform subgroup reductions, NVVM's
``redux.sync`` (``has-redux``), or workgroups larger than 32 subgroups (1024
invocations, CUDA's limit).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...ir.attributes import DialectAttr, IntegerAttr
from ...ir.core import Block, Operation, Region, Value
from ...ir.rewriter import PatternRewriter
from ...ir.types import FloatType, IndexType, IntegerType, MemRefType
from ..infra.pass_base import Option, Pass, Statistic, register_pass

__all__ = [
    "TestAllReduceLowering",
    "TestGpuRewrite",
    "TestGpuSubgroupReduceLowering",
    "rewrite_all_reduces",
    "rewrite_global_ids",
    "rewrite_subgroup_reduces",
    "rewrite_wide_shuffles",
]

SUBGROUP_SIZE = 32
_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)
_INDEX = IndexType.get()

#: ``gpu.all_reduce``'s operation -> the arith op (floats, integers), MLIR's
#: ``vector::makeArithReduction``
_ARITH = {
    "add": ("arith.addf", "arith.addi"),
    "mul": ("arith.mulf", "arith.muli"),
    "minui": (None, "arith.minui"),
    "minsi": (None, "arith.minsi"),
    "maxui": (None, "arith.maxui"),
    "maxsi": (None, "arith.maxsi"),
    "and": (None, "arith.andi"),
    "or": (None, "arith.ori"),
    "xor": (None, "arith.xori"),
    "minnumf": ("arith.minnumf", None),
    "maxnumf": ("arith.maxnumf", None),
    "minimumf": ("arith.minimumf", None),
    "maximumf": ("arith.maximumf", None),
}


class _Rewriter:
    """One all_reduce's rewrite (module docstring)."""

    def __init__(self, func: Operation, op: Operation) -> None:
        self.func, self.op = func, op
        self.rw = PatternRewriter()
        self.loc = op.loc
        self.type = op.results[0].type

    # -- small builders
    def create(self, name: str, operands: list, types: list, props: dict | None = None) -> Any:
        return self.rw.create(name, operands, types, props, loc=self.loc)

    def const(self, v: int, t: Any = _I32) -> Value:
        return self.create("arith.constant", [], [t], {"value": IntegerAttr.get(t, v)}).results[0]

    def binop(self, name: str, a: Value, b: Value) -> Value:
        return self.create(name, [a, b], [a.type]).results[0]

    def cmpi(self, pred: str, a: Value, b: Value) -> Value:
        from ...gen.loader import builtin_module

        p = builtin_module("arith").ENUMS["CmpIPredicate"].attr(pred)
        return self.create("arith.cmpi", [a, b], [IntegerType.get(1)], {"predicate": p}).results[0]

    def dim(self, name: str, d: str) -> Value:
        from ...rules.gpu import dim_attr

        v = self.create(name, [], [_INDEX], {"dimension": dim_attr(d)}).results[0]
        return self.create("arith.index_cast", [v], [_I32]).results[0]

    def split(self) -> Block:
        """The ops from the insertion point on, moved to a new block after this one."""
        return self.rw.split_block(self.rw.block, self.rw.ip)

    def br(self, dest: Block, operands: list) -> None:
        from ...dialects import cf

        with self.rw:
            cf.br(operands, dest, loc=self.loc)

    def cond_br(self, cond: Value, then: Block, other: Block) -> None:
        from ...dialects import cf

        with self.rw:
            cf.cond_br(cond, [], [], then, other, loc=self.loc)

    # -- MLIR's helpers
    def create_if(
        self, cond: Value, then_fn: Callable[[], list], else_fn: Callable[[], list]
    ) -> list:
        cur = self.rw.block
        then = self.split()
        other = self.rw.split_block(then, then.first)
        cont = self.rw.split_block(other, other.first)
        self.rw.set_insertion_point_to_end(cur)
        self.cond_br(cond, then, other)
        self.rw.set_insertion_point_to_start(then)
        then_vals = then_fn()
        self.br(cont, then_vals)
        self.rw.set_insertion_point_to_start(other)
        else_vals = else_fn()
        self.br(cont, else_vals)
        self.rw.set_insertion_point_to_start(cont)
        return [cont.add_argument(v.type, self.loc) for v in then_vals]

    def predicated(self, cond: Value, fn: Callable[[], None]) -> None:
        def then() -> list:
            fn()
            return []

        self.create_if(cond, then, lambda: [])

    def accumulate(self, lhs: Value, rhs: Value) -> Value:
        from ...rules.gpu import all_reduce_kind

        kind = all_reduce_kind(self.op)
        if kind is None:
            return self.inline_body(lhs, rhs)
        fname, iname = _ARITH[kind]
        name = fname if isinstance(self.type, FloatType) else iname
        return self.binop(name, lhs, rhs)

    def inline_body(self, lhs: Value, rhs: Value) -> Value:
        body = self.op.regions[0]
        cur = self.rw.block
        after = self.split()
        args = body.blocks[0].args
        mapping: dict = {args[0]: lhs, args[1]: rhs}
        tmp = Region()
        body.clone_into(tmp, mapping)
        blocks = list(tmp.blocks)
        tmp.blocks = []
        region = cur.parent
        at = region.blocks.index(after)
        for b in blocks:
            b.parent = region
        region.blocks[at:at] = blocks
        self.rw.set_insertion_point_to_end(cur)
        self.br(blocks[0], [])
        for b in blocks:
            t = b.last
            if t is not None and t.name == "gpu.yield":
                self.rw.set_insertion_point(t)
                self.br(after, [t.op_operands[0].value])
                t.erase()
        self.rw.set_insertion_point_to_start(after)
        return after.add_argument(lhs.type, self.loc)

    def shuffle(self, value: Value, offset: Value, width: Value) -> tuple[Value, Value]:
        from ...rules.gpu import shuffle_attr

        s = self.create(
            "gpu.shuffle",
            [value, offset, width],
            [value.type, IntegerType.get(1)],
            {"mode": shuffle_attr("xor")},
        )
        return s.results[0], s.results[1]

    def subgroup_reduce(self, active: Value, operand: Value) -> Value:
        """The reduction over the first ``active`` lanes of each subgroup (all 32 when
        ``active`` is at least that); the first lane's result is the total."""
        size = self.const(SUBGROUP_SIZE)
        partial = self.cmpi("slt", active, size)

        def butterfly(width: Value, guarded: bool) -> list:
            value = operand
            i = 1
            while i < SUBGROUP_SIZE:
                got, valid = self.shuffle(value, self.const(i), width)
                if guarded:  # accumulate only a shuffle from an active lane
                    v = value
                    (value,) = self.create_if(
                        valid, lambda v=v, got=got: [self.accumulate(v, got)], lambda v=v: [v]
                    )
                else:
                    value = self.accumulate(value, got)
                i <<= 1
            return [value]

        (r,) = self.create_if(
            partial, lambda: butterfly(active, True), lambda: butterfly(size, False)
        )
        return r

    def by_subgroup(self, v: Value) -> Value:
        return self.binop("arith.divsi", v, self.const(SUBGROUP_SIZE))

    def workgroup_buffer(self) -> Value:
        from ...rules.gpu import workgroup_count

        f = self.func
        n_in = len(f.properties["function_type"].value.inputs)
        nw = workgroup_count(f)
        space = DialectAttr.get("gpu", "address_space<workgroup>")
        t = MemRefType.get([SUBGROUP_SIZE], self.type, None, space)
        arg = f.regions[0].blocks[0].insert_argument(n_in + nw, t, None)
        f.attributes = dict(f.attributes)
        f.attributes["workgroup_attributions"] = IntegerAttr.get(_I64, nw + 1)
        return arg

    def rewrite(self) -> None:
        rw = self.rw
        rw.set_insertion_point(self.op)
        dx, dy, dz = (self.dim("gpu.block_dim", d) for d in "xyz")
        tx, ty, tz = (self.dim("gpu.thread_id", d) for d in "xyz")
        t1 = self.binop("arith.muli", tz, dy)
        t2 = self.binop("arith.addi", t1, ty)
        t3 = self.binop("arith.muli", t2, dx)
        t4 = self.binop("arith.muli", dx, dy)
        inv = self.binop("arith.addi", t3, tx)
        size = self.binop("arith.muli", t4, dz)
        mask = self.const(SUBGROUP_SIZE - 1)
        lane = self.binop("arith.andi", inv, mask)
        first = self.cmpi("eq", lane, self.const(0))
        before = self.binop("arith.subi", inv, lane)
        active = self.binop("arith.subi", size, before)
        red = self.subgroup_reduce(active, self.op.op_operands[0].value)
        buf = self.workgroup_buffer()

        def store_partial() -> None:
            sid = self.by_subgroup(inv)
            idx = self.create("arith.index_cast", [sid], [_INDEX]).results[0]
            self.create("memref.store", [red, buf, idx], [])

        self.predicated(first, store_partial)
        self.create("gpu.barrier", [], [])
        biased = self.binop("arith.addi", size, mask)
        nsub = self.by_subgroup(biased)
        valid = self.cmpi("slt", inv, nsub)
        zero = self.create(
            "arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, 0)}
        ).results[0]

        def total() -> None:
            idx = self.create("arith.index_cast", [inv], [_INDEX]).results[0]
            v = self.create("memref.load", [buf, idx], [self.type]).results[0]
            r = self.subgroup_reduce(nsub, v)
            self.create("memref.store", [r, buf, zero], [])

        self.predicated(valid, total)
        self.create("gpu.barrier", [], [])
        result = self.create("memref.load", [buf, zero], [self.type]).results[0]
        self.op.results[0].replace_all_uses_with(result)
        self.op.erase()


class _SubgroupRewriter(_Rewriter):
    """One uniform ``gpu.subgroup_reduce``'s rewrite: the subgroup's butterfly, guarded
    in a partial subgroup and then broadcast from its first lane (module docstring)."""

    def broadcast(self, value: Value, width: Value) -> Value:
        from ...rules.gpu import shuffle_attr

        s = self.create(
            "gpu.shuffle",
            [value, self.const(0), width],
            [value.type, IntegerType.get(1)],
            {"mode": shuffle_attr("idx")},
        )
        return s.results[0]

    def rewrite(self) -> None:
        self.rw.set_insertion_point(self.op)
        dx, dy, dz = (self.dim("gpu.block_dim", d) for d in "xyz")
        tx, ty, tz = (self.dim("gpu.thread_id", d) for d in "xyz")
        t3 = self.binop(
            "arith.muli", self.binop("arith.addi", self.binop("arith.muli", tz, dy), ty), dx
        )
        inv = self.binop("arith.addi", t3, tx)
        size = self.binop("arith.muli", self.binop("arith.muli", dx, dy), dz)
        lane = self.binop("arith.andi", inv, self.const(SUBGROUP_SIZE - 1))
        active = self.binop("arith.subi", size, self.binop("arith.subi", inv, lane))
        red = self.subgroup_reduce(active, self.op.op_operands[0].value)
        full = self.cmpi("sge", active, self.const(SUBGROUP_SIZE))
        (r,) = self.create_if(full, lambda: [red], lambda: [self.broadcast(red, active)])
        self.op.results[0].replace_all_uses_with(r)
        self.op.erase()


def rewrite_subgroup_reduces(root: Operation) -> int:
    """Rewrite the uniform ``gpu.subgroup_reduce``s of every ``gpu.func`` under ``root``
    as shuffles (module docstring); returns how many."""
    count = 0
    for f in [op for op in root.walk() if op.name == "gpu.func"]:
        for o in [o for o in f.walk() if o.name == "gpu.subgroup_reduce"]:
            if o.properties.get("uniform") is None or o.properties.get("cluster_size"):
                continue
            _SubgroupRewriter(f, o).rewrite()
            count += 1
    return count


def rewrite_all_reduces(root: Operation) -> int:
    """Rewrite the uniform ``gpu.all_reduce``s of every ``gpu.func`` under ``root``
    (module docstring); returns how many."""
    count = 0
    funcs = [op for op in root.walk() if op.name == "gpu.func"]
    for f in funcs:
        ops = [o for o in f.walk() if o.name == "gpu.all_reduce"]
        if not ops or any(o.properties.get("uniform") is None for o in ops):
            continue
        for o in ops:
            _Rewriter(f, o).rewrite()
            count += 1
    return count


def rewrite_global_ids(root: Operation) -> int:
    """``gpu.global_id d`` as ``thread_id d + block_id d * block_dim d`` (``index.mul``,
    ``index.add``; MLIR's ``populateGpuGlobalIdPatterns``); returns how many."""
    from ...rules.gpu import dim_attr, dim_of

    count = 0
    for op in [o for o in root.walk() if o.name == "gpu.global_id"]:
        rw = PatternRewriter()
        rw.set_insertion_point(op)
        d = dim_attr(dim_of(op))

        def make(
            name: str, operands: list, props: dict | None = None, rw: Any = rw, op: Any = op
        ) -> Value:
            return rw.create(name, operands, [_INDEX], props, loc=op.loc).results[0]

        bid = make("gpu.block_id", [], {"dimension": d})
        bdim = make("gpu.block_dim", [], {"dimension": d})
        tmp = make("index.mul", [bid, bdim])
        tid = make("gpu.thread_id", [], {"dimension": d})
        gid = make("index.add", [tid, tmp])
        op.results[0].replace_all_uses_with(gid)
        op.erase()
        count += 1
    return count


def rewrite_wide_shuffles(root: Operation) -> int:
    """A ``gpu.shuffle`` of a 64-bit value (``i64``, ``f64``) as two of its 32-bit halves
    (MLIR's ``populateGpuShufflePatterns``): NVVM's ``shfl.sync`` moves 32 bits. The
    result's validity is the low half's."""
    count = 0
    for op in [o for o in root.walk() if o.name == "gpu.shuffle"]:
        t = op.results[0].type
        if getattr(t, "width", None) != 64 or not isinstance(t, (IntegerType, FloatType)):
            continue
        rw = PatternRewriter()
        rw.set_insertion_point(op)
        loc = op.loc

        def make(name: str, operands: list, rt: Any, rw: Any = rw, loc: Any = loc) -> Value:
            return rw.create(name, operands, [rt], None, loc=loc).results[0]

        value, offset, width = (o.value for o in op.op_operands)
        c32 = rw.create(
            "arith.constant", [], [_I64], {"value": IntegerAttr.get(_I64, 32)}, loc=loc
        ).results[0]
        iv = make("arith.bitcast", [value], _I64) if isinstance(t, FloatType) else value
        lo = make("arith.trunci", [iv], _I32)
        hi64 = make("arith.shrui", [iv, c32], _I64)
        hi = make("arith.trunci", [hi64], _I32)
        shuffles = []
        for half in (lo, hi):
            s = rw.create(
                "gpu.shuffle",
                [half, offset, width],
                [_I32, IntegerType.get(1)],
                dict(op.properties),
                loc=loc,
            )
            shuffles.append(s)
        lo_sh = make("arith.extui", [shuffles[0].results[0]], _I64)
        hi_tmp = make("arith.extui", [shuffles[1].results[0]], _I64)
        hi_sh = make("arith.shli", [hi_tmp, c32], _I64)
        r = make("arith.ori", [hi_sh, lo_sh], _I64)
        if isinstance(t, FloatType):
            r = make("arith.bitcast", [r], t)
        op.results[0].replace_all_uses_with(r)
        op.results[1].replace_all_uses_with(shuffles[0].results[1])
        op.erase()
        count += 1
    return count


@register_pass(
    "test-all-reduce-lowering",
    summary="Lowers gpu.all-reduce ops within the GPU dialect.",
)
class TestAllReduceLowering(Pass):
    """MLIR's test pass: the all-reduce rewrite alone (module docstring)."""

    num_rewritten = Statistic("num-rewritten", "Number of gpu.all_reduce ops rewritten")

    def run_on_operation(self, op: Any) -> None:
        self.num_rewritten += rewrite_all_reduces(op)


@register_pass(
    "test-gpu-subgroup-reduce-lowering",
    summary="Applies gpu.subgroup_reduce lowering patterns.",
    options=(
        Option("expand-to-shuffles", bool, False, "Expand subgroup_reduce ops to shuffle ops."),
        Option("target", str, "", "Target backend name (ignored)"),
    ),
)
class TestGpuSubgroupReduceLowering(Pass):
    """MLIR's test pass, its ``expand-to-shuffles`` part: uniform ``gpu.subgroup_reduce``s
    as xor butterflies over the 32 lanes of a subgroup (module docstring); without the
    option nothing changes (irlite has no vector subgroup reductions to break up)."""

    num_rewritten = Statistic("num-rewritten", "Number of gpu.subgroup_reduce ops rewritten")

    def run_on_operation(self, op: Any) -> None:
        if self.expand_to_shuffles:
            self.num_rewritten += rewrite_subgroup_reduces(op)


@register_pass(
    "test-gpu-rewrite",
    summary="Applies all rewrite patterns within the GPU dialect.",
)
class TestGpuRewrite(Pass):
    """MLIR 19's ``populateGpuRewritePatterns`` (all-reduce, global ids, 64-bit shuffles)
    applied greedily: the rewrites, then folding, which uniques the constants at the top of
    each function, as MLIR's driver does."""

    def run_on_operation(self, op: Any) -> None:
        from ..rewrite.greedy import apply_greedily

        rewrite_all_reduces(op)
        rewrite_global_ids(op)
        rewrite_wide_shuffles(op)
        apply_greedily(op, [])
