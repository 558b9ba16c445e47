"""``convert-scf-to-cf``: lower structured control flow to blocks and branches.

MLIR 19's ``SCFToControlFlow`` patterns, producing the same blocks in the same
order as ``mlir-opt --convert-scf-to-cf``:

* ``scf.for``: the op's block is split; the body's entry block becomes the
  condition block (induction variable and iteration arguments as block
  arguments, ``arith.cmpi slt`` against the upper bound, ``cf.cond_br``), the
  body follows and steps the induction variable (``arith.addi``) before
  branching back; the loop's results are the condition block's arguments.
  Discardable attributes of the loop are dropped (as mlir-opt 19 does).
* ``scf.if``: the then/else regions are inlined before a continuation block
  (which takes the results as arguments and branches on to the rest of the
  original block when there are results).
* ``scf.while``: the "before" region is the loop header ending in
  ``cf.cond_br``; a forwarding "after" region (just ``scf.yield`` of its
  arguments) is not inlined: the header branches to itself (MLIR's
  do-while form, tried first).
* ``scf.execute_region``: its blocks are inlined; ``scf.yield`` s branch to
  the continuation, whose arguments replace the results.
* ``scf.index_switch``: ``arith.index_cast`` of the index to ``i32`` and a
  ``cf.switch`` to the inlined case regions.
* ``scf.parallel``: rewritten to a nest of ``scf.for`` (reductions carried
  as iteration arguments, the reduction bodies inlined), which is then
  lowered as above.
* ``scf.forall`` without outputs: rewritten to ``scf.parallel`` (static
  bounds materialized with ``arith.constant``), then lowered as above.

It is a partial conversion: these ops are illegal, everything else is left
alone. What it does not do: lower ``scf.forall`` with ``shared_outs`` (an
error, as in MLIR: only bufferized loops lower), or keep ``scf.parallel``'s
parallel semantics (the loops run sequentially).
"""

from __future__ import annotations

from typing import Any

from ...gen.loader import builtin_module
from ...ir.attributes import DenseArrayAttr, DenseIntOrFPElementsAttr, IntegerAttr
from ...ir.context import Context
from ...ir.core import Block, Operation, Region
from ...ir.rewriter import PatternRewriter
from ...ir.types import IndexType, IntegerType, VectorType
from ..infra.pass_base import Pass, register_pass
from ..rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    apply_partial_conversion,
)

__all__ = [
    "SCF_TO_CF_PATTERNS",
    "ConvertSCFToCF",
    "cf_switch",
    "populate_scf_to_cf_patterns",
    "scf_to_cf",
]

_I32 = IntegerType.get(32)


def _br(rw: PatternRewriter, dest: Block, operands: Any = (), loc: Any = None) -> Operation:
    """A ``cf.br`` to ``dest``, created at the insertion point."""
    return rw.create(rw.lookup_op_class("cf.br"), list(operands), dest=dest, loc=loc)


def _split_block_of(
    rw: PatternRewriter, op: Operation, at: Operation | None
) -> tuple[Block, Block]:
    """Split ``op``'s block before ``at`` (``op`` or the op after it; ``None``: at the end):
    (that block, the new block holding ``at`` and what follows)."""
    block = op.parent
    return block, rw.split_block(block, at)


def _replace_with_br(rw: PatternRewriter, term: Operation, dest: Block, loc: Any) -> None:
    """Replace the terminator ``term`` by a ``cf.br`` to ``dest`` passing ``term``'s operands."""
    rw.set_insertion_point(term)
    rw.replace_op(term, _br(rw, dest, term.operands, loc).results)


def _cond_br(
    rw: PatternRewriter, cond: Any, t: Block, targs: Any, f: Block, fargs: Any, loc: Any
) -> Operation:
    """A ``cf.cond_br``, created at the insertion point."""
    return rw.create(
        rw.lookup_op_class("cf.cond_br"),
        cond,
        list(targs),
        list(fargs),
        trueDest=t,
        falseDest=f,
        loc=loc,
    )


def cf_switch(
    rw: PatternRewriter,
    flag: Any,
    default: Block,
    default_operands: Any,
    case_values: Any,
    case_dests: Any,
    case_operands: Any,
    loc: Any,
) -> Operation:
    """A detached ``cf.switch`` on ``flag`` (case values as Python ints, one operand list per case)."""
    t = flag.type
    props: dict = {
        "case_operand_segments": DenseArrayAttr.get(_I32, [len(x) for x in case_operands]),
        "operandSegmentSizes": DenseArrayAttr.get(
            _I32, [1, len(default_operands), sum(len(x) for x in case_operands)]
        ),
    }
    if case_values:
        props["case_values"] = DenseIntOrFPElementsAttr.from_values(
            VectorType.get((len(case_values),), t), list(case_values)
        )
    flat = [v for x in case_operands for v in x]
    return rw.create_detached(
        "cf.switch",
        [flag] + list(default_operands) + flat,
        (),
        props,
        successors=[default] + list(case_dests),
        loc=loc,
    )


class ForLowering(ConversionPattern):
    """scf.for -> condition block + body + back edge."""

    ROOT = "scf.for"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        loc = op.loc
        lb, ub, step = op.operands[0], op.operands[1], op.operands[2]
        inits = op.operands[3:]
        init_block, end_block = _split_block_of(rw, op, op.next)
        region = op.regions[0]
        cond_block = region.blocks[0]
        first_body = rw.split_block(cond_block, cond_block.first)
        last_body = region.blocks[-1]
        rw.inline_region_before(region, end_block)
        iv = cond_block.args[0]
        term = last_body.last
        rw.set_insertion_point_to_end(last_body)
        stepped = rw.create(rw.lookup_op_class("arith.addi"), iv, step, loc=loc).results[0]
        _br(rw, cond_block, [stepped] + term.operands, loc)
        rw.erase_op(term)
        rw.set_insertion_point_to_end(init_block)
        _br(rw, cond_block, [lb] + list(inits), loc)
        rw.set_insertion_point_to_end(cond_block)
        cmp = rw.create(
            rw.lookup_op_class("arith.cmpi"),
            iv,
            ub,
            predicate=builtin_module("arith").ENUMS["CmpIPredicate"].attr("slt"),
            loc=loc,
        ).results[0]
        _cond_br(rw, cmp, first_body, (), end_block, (), loc)
        rw.replace_op(op, cond_block.args[1:])
        return True


class IfLowering(ConversionPattern):
    """scf.if -> cf.cond_br to the inlined then/else blocks, joined in a continuation."""

    ROOT = "scf.if"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        loc = op.loc
        cond_block, remaining = _split_block_of(rw, op, op.next)
        if not op.results:
            cont = remaining
        else:
            cont = rw.create_block(
                remaining, arg_types=[r.type for r in op.results], locs=[loc] * len(op.results)
            )
            _br(rw, remaining, (), loc)
        then_r, else_r = op.regions[0], op.regions[1]
        then_block = then_r.blocks[0]
        self._close(rw, then_r, cont, loc)
        rw.inline_region_before(then_r, cont)
        else_block = cont
        if else_r.blocks:
            else_block = else_r.blocks[0]
            self._close(rw, else_r, cont, loc)
            rw.inline_region_before(else_r, cont)
        rw.set_insertion_point_to_end(cond_block)
        _cond_br(rw, op.operands[0], then_block, (), else_block, (), loc)
        rw.replace_op(op, list(cont.args))
        return True

    @staticmethod
    def _close(rw: PatternRewriter, region: Region, cont: Block, loc: Any) -> None:
        last = region.blocks[-1]
        term = last.last
        rw.set_insertion_point_to_end(last)
        _br(rw, cont, term.operands, loc)
        rw.erase_op(term)


def _forwarding_after(op: Operation) -> bool:
    after = op.regions[1].blocks[0]
    y = after.first
    return (
        y is not None
        and y is after.last
        and y.name == "scf.yield"
        and len(y.operands) == len(after.args)
        and all(a is b for a, b in zip(y.operands, after.args))
    )


def _enter_before_region(
    rw: PatternRewriter,
    op: Operation,
    current: Block,
    before: Block,
    before_last: Block,
    taken: Block,
    cont: Block,
) -> list:
    """The ``scf.while`` lowerings' shared part, its "before" region already inlined:
    ``current`` branches into ``before`` with the loop's inits, and the region's
    ``scf.condition`` becomes a ``cf.cond_br`` to ``taken`` or ``cont``, both given
    the forwarded values (returned: they are the loop's results)."""
    loc = op.loc
    rw.set_insertion_point_to_end(current)
    _br(rw, before, op.operands, loc)
    cond = before_last.last
    args = cond.operands[1:]
    rw.set_insertion_point(cond)
    rw.set_insertion_point(cond)
    rw.replace_op(cond, _cond_br(rw, cond.operands[0], taken, args, cont, (), loc).results)
    return args


class DoWhileLowering(ConversionPattern):
    """scf.while whose "after" region only forwards its arguments -> a self-looping header."""

    ROOT = "scf.while"
    BENEFIT = 2

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        if not _forwarding_after(op):
            return rw.notify_match_failure(
                op, "do-while simplification applicable only to forwarding 'after' regions"
            )
        current, cont = _split_block_of(rw, op, op)
        before_r = op.regions[0]
        before = before_r.blocks[0]
        before_last = before_r.blocks[-1]
        rw.inline_region_before(before_r, cont)
        args = _enter_before_region(rw, op, current, before, before_last, before, cont)
        rw.replace_op(op, args)
        return True


class WhileLowering(ConversionPattern):
    """scf.while -> before region as the header (cf.cond_br), after region as the body."""

    ROOT = "scf.while"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        loc = op.loc
        current, cont = _split_block_of(rw, op, op)
        before_r, after_r = op.regions[0], op.regions[1]
        after = after_r.blocks[0]
        after_last = after_r.blocks[-1]
        before = before_r.blocks[0]
        before_last = before_r.blocks[-1]
        rw.inline_region_before(after_r, cont)
        rw.inline_region_before(before_r, after)
        args = _enter_before_region(rw, op, current, before, before_last, after, cont)
        _replace_with_br(rw, after_last.last, before, loc)
        rw.replace_op(op, args)
        return True


class ExecuteRegionLowering(ConversionPattern):
    """scf.execute_region -> its blocks inlined, scf.yield -> cf.br to the continuation."""

    ROOT = "scf.execute_region"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        loc = op.loc
        cond_block, remaining = _split_block_of(rw, op, op.next)
        region = op.regions[0]
        rw.set_insertion_point_to_end(cond_block)
        _br(rw, region.blocks[0], (), loc)
        for b in region.blocks:
            t = b.last
            if t is not None and t.name == "scf.yield":
                rw.set_insertion_point_to_end(b)
                _br(rw, remaining, t.operands, loc)
                rw.erase_op(t)
        rw.inline_region_before(region, remaining)
        vals = [remaining.add_argument(r.type, loc) for r in op.results]
        rw.replace_op(op, vals)
        return True


class IndexSwitchLowering(ConversionPattern):
    """scf.index_switch -> arith.index_cast to i32 + cf.switch to the inlined regions."""

    ROOT = "scf.index_switch"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        loc = op.loc
        cond_block, cont = _split_block_of(rw, op, op)
        results = [cont.add_argument(r.type, loc) for r in op.results]

        def convert(region: Region) -> Block:
            block = region.blocks[0]
            _replace_with_br(rw, block.last, cont, loc)
            rw.inline_region_before(region, cont)
            return block

        cases = list(op.get_attr("cases").values)
        succs = [convert(r) for r in op.regions[1:]]
        default = convert(op.regions[0])
        rw.set_insertion_point_to_end(cond_block)
        i32 = IntegerType.get(32)
        flag = rw.create(
            rw.lookup_op_class("arith.index_cast"), op.operands[0], out_type=i32, loc=loc
        ).results[0]
        rw.insert(cf_switch(rw, flag, default, [], cases, succs, [[] for _ in succs], loc))
        rw.replace_op(op, results)
        return True


class ParallelLowering(ConversionPattern):
    """scf.parallel -> a nest of scf.for carrying the reductions (lowered in turn)."""

    ROOT = "scf.parallel"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        loc = op.loc
        body = op.regions[0].blocks[0]
        reduce = body.last
        n = len(op.regions[0].blocks[0].args)
        ops = op.operands
        lbs, ubs, steps = ops[:n], ops[n : 2 * n], ops[2 * n : 3 * n]
        iter_args = ops[3 * n :]
        loop_results = list(iter_args)
        ivs = []
        first = True
        for_cls = rw.lookup_op_class("scf.for")
        yield_cls = rw.lookup_op_class("scf.yield")
        index = IndexType.get()
        for lb, ub, st in zip(lbs, ubs, steps):
            types = [v.type for v in iter_args]
            blk = Block([index] + types, [loc] * (1 + len(types)))
            if not types:
                blk.append(yield_cls.build([], loc=loc))
            for_op = rw.create(
                for_cls, lb, ub, st, iter_args, results_type=types, region=Region([blk]), loc=loc
            )
            ivs.append(blk.args[0])
            iter_args = list(blk.args[1:])
            if first:
                loop_results = list(for_op.results)
                first = False
            elif for_op.results:
                rw.set_insertion_point_to_end(rw.block)
                rw.create(yield_cls, list(for_op.results), loc=loc)
            rw.set_insertion_point_to_start(blk)
        yield_operands = []
        for i in range(len(op.results)):
            rbody = reduce.regions[i].blocks[0]
            arg = iter_args[len(yield_operands)]
            ret = rbody.last
            yield_operands.append(ret.operands[0])
            rw.erase_op(ret)
            rw.inline_block_before(rbody, reduce, [arg, reduce.operands[i]])
        rw.erase_op(reduce)
        new_body = rw.block
        if new_body.first is None:
            rw.merge_blocks(body, new_body, ivs)
        else:
            rw.inline_block_before(body, new_body.last, ivs)
        if yield_operands:
            rw.set_insertion_point_to_end(new_body)
            rw.create(yield_cls, yield_operands, loc=loc)
        rw.replace_op(op, loop_results)
        return True


class ForallLowering(ConversionPattern):
    """scf.forall (bufferized: no shared_outs) -> scf.parallel (lowered in turn)."""

    ROOT = "scf.forall"

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        if op.results:
            return rw.notify_match_failure(
                op, "only fully bufferized scf.forall ops can be lowered to scf.parallel"
            )
        loc = op.loc
        seg = op.properties["operandSegmentSizes"].values
        dyn = op.operands
        groups = [
            dyn[: seg[0]],
            dyn[seg[0] : seg[0] + seg[1]],
            dyn[seg[0] + seg[1] : seg[0] + seg[1] + seg[2]],
        ]
        index = IndexType.get()
        const = rw.lookup_op_class("arith.constant")
        mixed = []
        for name, vals in zip(("staticLowerBound", "staticUpperBound", "staticStep"), groups):
            it = iter(vals)
            out = []
            for s in op.properties[name].values:
                if s == -(1 << 63):
                    out.append(next(it))
                else:
                    out.append(
                        rw.create(
                            const, value=IntegerAttr.get(index, s), result_type=index, loc=loc
                        ).results[0]
                    )
            mixed.append(out)
        body = op.regions[0].blocks[0]
        n = len(body.args)
        blk = Block([index] * n, [loc] * n)
        par_cls = rw.lookup_op_class("scf.parallel")
        par = par_cls.build(
            mixed[0], mixed[1], mixed[2], [], results_type=[], region=Region([blk]), loc=loc
        )
        term = body.last
        rw.erase_op(term)
        rw.merge_blocks(body, blk, list(blk.args))
        blk.append(rw.lookup_op_class("scf.reduce").build([], reductions=[], loc=loc))
        rw.insert(par)
        rw.erase_op(op)
        return True


SCF_TO_CF_PATTERNS = (
    ForLowering,
    IfLowering,
    DoWhileLowering,
    WhileLowering,
    ExecuteRegionLowering,
    IndexSwitchLowering,
    ParallelLowering,
    ForallLowering,
)


def populate_scf_to_cf_patterns(patterns: list) -> list:
    """Append instances of the scf -> cf patterns to ``patterns`` (and return it)."""
    patterns.extend(p() for p in SCF_TO_CF_PATTERNS)
    return patterns


def scf_to_cf_target() -> ConversionTarget:
    """MLIR's target: the lowered scf ops are illegal, every other op is legal."""
    t = ConversionTarget()
    t.add_illegal_op(
        "scf.forall",
        "scf.for",
        "scf.if",
        "scf.index_switch",
        "scf.parallel",
        "scf.while",
        "scf.execute_region",
    )
    t.mark_unknown_op_dynamically_legal(lambda op: True)
    return t


def scf_to_cf(op: Operation, stats: Any = None, context: Context | None = None) -> bool:
    """Lower the scf ops under ``op``; ``False`` (with an error emitted) on failure.
    ``context`` resolves the ops the lowering builds (see ``apply_partial_conversion``)."""
    return apply_partial_conversion(
        op, scf_to_cf_target(), populate_scf_to_cf_patterns([]), stats=stats, context=context
    )


@register_pass(
    "convert-scf-to-cf",
    summary="Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
    display_name="SCFToControlFlow",
)
class ConvertSCFToCF(Pass):
    """Lower scf.for/if/while/execute_region/index_switch/parallel/forall to cf branches."""

    def run_on_operation(self, op: Any) -> None:
        stats: dict = {}
        ok = scf_to_cf(op, stats, self.context)
        for k, v in stats.items():
            self.statistics[k] = self.statistics.get(k, 0) + v
        if not ok:
            self.signal_pass_failure()
