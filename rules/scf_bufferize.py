"""``BufferizableOpInterface`` of ``scf.for``, ``scf.if`` and ``scf.yield`` (MLIR 19's scf
``BufferizableOpInterfaceImpl.cpp``), attached as external models on import.

``scf.for``: each tensor init aliases its result and its iter_arg; the loop writes it
(a conservative "write" that keeps a read init alive), reads it when the iter_arg is read
or the loop may run zero times;
a result is the init's buffer when the yielded value is equivalent to the iter_arg, and a
yielded value that is not is copied before the yield (``resolve_conflicts``) unless
``allow-return-allocs-from-loops`` is off, which makes it an error as in MLIR 19. The new
loop carries memrefs; the old body is moved into it with ``to_tensor`` of its iter_args.
``scf.if``: each result aliases the values both branches yield. ``scf.yield``: in place,
read; it yields the buffers (cast to the parent's buffer types).

``scf.forall``: see ``ForallModel`` (with ``tensor.parallel_insert_slice``, whose model is in
tensor_bufferize.py).

``scf.execute_region``: each result is equivalent to what its one ``scf.yield`` yields
(several yields are an error, as in MLIR 19); the new op returns those buffers.

``scf.while`` and ``scf.condition``: see ``WhileModel``.

``scf.index_switch``: as ``scf.if`` over all its regions.

A loop's iteration argument has its init's buffer type, or a fully dynamic layout when
the yielded value bufferizes to another (``loop_iter_arg_buffer_type``).

What it does not do: compute a tighter common layout than fully dynamic.
"""

from __future__ import annotations

import threading
from typing import Any

from irlite.ir.core import BlockArgument, OpResult
from irlite.ir.interfaces import BufferizableOpInterface, attach_interface
from irlite.ir.types import TensorType

from .bufferization_bufferize import (
    BufferizableModel,
    UnstructuredControlFlowModel,
    allocate_tensor_for_shaped_value,
    bufferize_block_signature,
    cast_buffer,
    create,
    fail,
    get_buffer,
    get_buffer_type,
    is_tensor,
    replace_op_with_bufferized_values,
)


def _as_tensors(rewriter: Any, old_args: Any, new_args: Any, loc: Any) -> list:
    """What replaces each old block argument in a body moved onto buffer arguments: a
    ``to_tensor`` of the new argument where the old one was a tensor, else the new one."""
    out = []
    for a_old, a_new in zip(old_args, new_args):
        if isinstance(a_old.type, TensorType):
            a_new = create(rewriter, "bufferization.to_tensor", [a_new], [a_old.type], loc).results[
                0
            ]
        out.append(a_new)
    return out


def _body(op: Any) -> Any:
    return op.regions[0].blocks[0]


_invocations = threading.local()  # .stack: the loop block arguments whose type is being computed


def loop_iter_arg_buffer_type(
    loop: Any, iter_arg: Any, init: Any, yielded: Any, options: Any, state: Any
) -> Any:
    """MLIR's ``computeLoopRegionIterArgBufferType``: the init's buffer type when the
    yielded value bufferizes to the same type (or when the question comes back to this
    argument while answering it), else a fully dynamic layout in their memory space."""
    from .bufferization_bufferize import fully_dynamic_memref

    stack = getattr(_invocations, "stack", None)
    if stack is None:
        stack = _invocations.stack = []
    init_t = get_buffer_type(init, options, state)
    if any(v is iter_arg for v in stack):
        return init_t
    stack.append(iter_arg)
    try:
        y_t = yielded.type if not is_tensor(yielded) else get_buffer_type(yielded, options, state)
    finally:
        stack.pop()
    if y_t is init_t:
        return y_t
    if getattr(init_t, "memory_space", None) != getattr(y_t, "memory_space", None):
        fail(loop, "init_arg and yielded value bufferize to inconsistent memory spaces")
    return fully_dynamic_memref(iter_arg.type, getattr(y_t, "memory_space", None))


def _does_not_alias_external_value(value: Any, region: Any, exception: Any, state: Any) -> bool:
    """MLIR's ``doesNotAliasExternalValue``: no alias of ``value`` but ``exception`` is a
    block argument outside ``region``'s blocks or an op result outside ``region``."""
    aliases = getattr(state, "aliases", None)
    if aliases is None:
        return state.are_equivalent_bufferized_values(value, exception)
    for a in aliases(value):
        if a is exception:
            continue
        if type(a) is BlockArgument:
            r = a.owner.parent  # properly nested in ``region``: owned by an op inside it
            if r is None or r.parent is None or not region.is_ancestor_of(r.parent):
                return False
        elif not region.is_ancestor_of(a.owner):
            return False
    return True


class ForModel(BufferizableModel):
    __slots__ = ()

    def _iter_arg(self, operand: Any) -> Any:
        return _body(self.op).args[operand.index - 3 + 1]

    def _yielded(self, i: int) -> Any:
        return _body(self.op).last.op_operands[i].value

    def _may_have_zero_iterations(self) -> bool:
        """MLIR's ``mayHaveZeroIterations``: bounds not both constant, or ub <= lb."""
        from .affine_canon import _constant_of

        lb, ub = (_constant_of(o.value) for o in self.op.op_operands[:2])
        return lb is None or ub is None or ub <= lb

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        """An init is read when the loop may not run (its result is then the init) or
        when its iter_arg is read."""
        if operand.index < 3:
            return False
        return self._may_have_zero_iterations() or state.is_value_read(self._iter_arg(operand))

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return operand.index >= 3

    def aliasing_values(self, operand: Any, state: Any) -> list:
        if operand.index < 3:
            return []
        return [self.op.results[operand.index - 3]]

    def aliasing_op_operands(self, value: Any, state: Any) -> list:
        if type(value) is OpResult:
            return [self.op.op_operands[3 + value.index]]
        if value.index == 0:
            return []
        return [self.op.op_operands[3 + value.index - 1]]

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        i = operand.index - 3
        bb = _body(self.op).args[i + 1]
        return state.are_equivalent_bufferized_values(bb, self._yielded(i))

    def is_writable(self, value: Any, state: Any) -> bool:
        return True

    def is_repetitive_region(self, index: int) -> bool:
        return True

    def result_bufferizes_to_memory_write(self, result: Any, state: Any) -> bool:
        return True

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        i = value.index if type(value) is OpResult else value.index - 1
        if type(value) is BlockArgument and value.index == 0:
            return value.type
        bb = _body(self.op).args[1 + i]
        init = self.op.op_operands[3 + i].value
        return loop_iter_arg_buffer_type(self.op, bb, init, self._yielded(i), options, state)

    def verify_analysis(self, state: Any) -> None:
        if state.options.allow_return_allocs_from_loops:
            return
        y = _body(self.op).last
        for r in self.op.results:
            if is_tensor(r) and not self.equivalent(self.op.op_operands[3 + r.index], r, state):
                fail(
                    y,
                    f"Yield operand #{r.index} is not equivalent to the corresponding iter bbArg",
                    prefix=False,
                )

    def resolve_conflicts(self, rewriter: Any, state: Any) -> None:
        """A yielded value that may alias a buffer defined outside the loop (other than its
        iter_arg) is copied before the yield, so a result aliases only its init or a new
        buffer (MLIR's ``doesNotAliasExternalValue``)."""
        if state.options.copy_before_write:
            return
        y = _body(self.op).last
        region = self.op.regions[0]
        for i, o in enumerate(y.op_operands):
            if not is_tensor(o.value):
                continue
            bb = _body(self.op).args[i + 1]
            if _does_not_alias_external_value(o.value, region, bb, state):
                continue
            rewriter.set_insertion_point(y)
            c = allocate_tensor_for_shaped_value(rewriter, y.loc, o.value, state.options, True)
            o.set(c)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        rewriter.set_insertion_point(op)
        inits = []
        for o in op.op_operands[3:]:
            if is_tensor(o.value):
                buf = get_buffer(rewriter, o.value, options, state)
                t = get_buffer_type(op.results[o.index - 3], options, state)
                rewriter.set_insertion_point(op)
                inits.append(cast_buffer(rewriter, op.loc, buf, t))
            else:
                inits.append(o.value)
        bounds = [o.value for o in op.op_operands[:3]]
        new = rewriter.create_detached(
            "scf.for",
            bounds + inits,
            [v.type for v in inits],
            op.properties,
            op.attributes,
            1,
            loc=op.loc,
        )
        rewriter.insert(new)
        old = _body(op)
        blk = rewriter.create_block(
            new.regions[0],
            None,
            [a.type for a in old.args[:1]] + [v.type for v in inits],
            [a.loc for a in old.args],
        )
        rewriter.set_insertion_point_to_start(blk)
        repl = [blk.args[0], *_as_tensors(rewriter, old.args[1:], blk.args[1:], op.loc)]
        rewriter.merge_blocks(old, blk, repl)
        replace_op_with_bufferized_values(rewriter, op, list(new.results))
        return True


class IfModel(BufferizableModel):
    __slots__ = ()

    def aliasing_op_operands(self, value: Any, state: Any) -> list:
        if type(value) is not OpResult:
            return []
        out = []
        for r in self.op.regions:
            if r.blocks:
                out.append(r.blocks[0].last.op_operands[value.index])
        return out

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        ops = self.aliasing_op_operands(value, state)
        return len(ops) == 2 and state.are_equivalent_bufferized_values(ops[0].value, ops[1].value)

    def is_writable(self, value: Any, state: Any) -> bool:
        return True

    def result_bufferizes_to_memory_write(self, result: Any, state: Any) -> bool:
        from .bufferization_bufferize import default_result_is_memory_write

        return default_result_is_memory_write(result, state)

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        from .bufferization_bufferize import fully_dynamic_memref

        types = []
        for o in self.aliasing_op_operands(value, state):
            types.append(get_buffer_type(o.value, options, state))
        if types and all(t is types[0] for t in types):
            return types[0]
        ms = types[0].memory_space if types else None
        return fully_dynamic_memref(value.type, ms)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        types = []
        for r in op.results:
            types.append(get_buffer_type(r, options, state) if is_tensor(r) else r.type)
        rewriter.set_insertion_point(op)
        new = rewriter.create_detached(
            "scf.if",
            [op.op_operands[0].value],
            types,
            op.properties,
            op.attributes,
            2,
            loc=op.loc,
        )
        rewriter.insert(new)
        for rn, ro in zip(new.regions, op.regions):
            rn.take_body(ro)
        replace_op_with_bufferized_values(rewriter, op, list(new.results))
        return True


class IndexSwitchModel(IfModel):
    """``scf.index_switch`` (MLIR's ``IndexSwitchOpInterface``): as ``scf.if`` over all
    its regions (the default and the cases): each result aliases what every region
    yields for it."""

    __slots__ = ()

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        ops = self.aliasing_op_operands(value, state)
        return bool(ops) and all(
            state.are_equivalent_bufferized_values(ops[0].value, o.value) for o in ops[1:]
        )

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        types = [get_buffer_type(r, options, state) if is_tensor(r) else r.type for r in op.results]
        rewriter.set_insertion_point(op)
        new = rewriter.create_detached(
            op.name,
            [o.value for o in op.op_operands],
            types,
            op.properties,
            op.attributes,
            len(op.regions),
            loc=op.loc,
        )
        rewriter.insert(new)
        for rn, ro in zip(new.regions, op.regions):
            rn.take_body(ro)
        replace_op_with_bufferized_values(rewriter, op, list(new.results))
        return True


class YieldModel(BufferizableModel):
    __slots__ = ()

    def _parent(self) -> Any:
        return self.op.parent_op

    def aliasing_values(self, operand: Any, state: Any) -> list:
        p = self._parent()
        if p is not None and p.name in ("scf.if", "scf.index_switch", "scf.execute_region"):
            return [p.results[operand.index]]
        return []

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        p = self._parent()
        return p is not None and p.name == "scf.execute_region"

    def must_bufferize_in_place(self, operand: Any, state: Any) -> bool:
        return True

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        p = self._parent()
        vals = []
        for o in op.op_operands:
            v = o.value
            if is_tensor(v):
                b = get_buffer(rewriter, v, options, state)
                rewriter.set_insertion_point(op)
                if p is not None and p.name in (
                    "scf.for",
                    "scf.if",
                    "scf.index_switch",
                    "scf.execute_region",
                ):
                    t = get_buffer_type(p.results[o.index], options, state)
                    b = cast_buffer(rewriter, op.loc, b, t)
                elif p is not None and p.name == "scf.while":
                    t = get_buffer_type(p.regions[0].blocks[0].args[o.index], options, state)
                    b = cast_buffer(rewriter, op.loc, b, t)
                vals.append(b)
            else:
                vals.append(v)
        rewriter.set_insertion_point(op)
        new = rewriter.create_detached("scf.yield", vals, [], None, op.attributes, loc=op.loc)
        rewriter.insert(new)
        rewriter.erase_op(op)
        return True


class ForallModel(BufferizableModel):
    """``scf.forall``: each shared output is written (and read when its block argument is,
    or when the loop may run zero times), is its result's buffer, and the body writes it
    through ``tensor.parallel_insert_slice``; the new loop has no outputs and the body sees
    the buffers through ``to_tensor``. Its body is a parallel region: a write there to a
    buffer defined outside needs a private copy (the analysis' check)."""

    __slots__ = ()

    def _segs(self) -> list:
        return list(self.op.properties["operandSegmentSizes"].values)

    def _first_out(self) -> int:
        a, b, c, _ = self._segs()
        return a + b + c

    def _rank(self) -> int:
        return len(self.op.properties["staticLowerBound"].values)

    def _bbarg(self, operand: Any) -> Any:
        return _body(self.op).args[self._rank() + operand.index - self._first_out()]

    def _may_have_zero_iterations(self) -> bool:
        from .memref import K_DYNAMIC

        p = self.op.properties
        for lb, ub in zip(p["staticLowerBound"].values, p["staticUpperBound"].values):
            if lb == K_DYNAMIC or ub == K_DYNAMIC or ub <= lb:
                return True
        return False

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        if operand.index < self._first_out():
            return False
        return self._may_have_zero_iterations() or state.is_value_read(self._bbarg(operand))

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return operand.index >= self._first_out()

    def aliasing_values(self, operand: Any, state: Any) -> list:
        i = operand.index - self._first_out()
        return [self.op.results[i]] if i >= 0 else []

    def aliasing_op_operands(self, value: Any, state: Any) -> list:
        if type(value) is OpResult:
            return [self.op.op_operands[self._first_out() + value.index]]
        i = value.index - self._rank()
        return [self.op.op_operands[self._first_out() + i]] if i >= 0 else []

    def is_writable(self, value: Any, state: Any) -> bool:
        return True

    def is_repetitive_region(self, index: int) -> bool:
        return True

    def is_parallel_region(self, index: int) -> bool:
        return True

    def result_bufferizes_to_memory_write(self, result: Any, state: Any) -> bool:
        return True

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        ops = self.aliasing_op_operands(value, state)
        if not ops:
            return value.type
        return get_buffer_type(ops[0].value, options, state)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        from irlite.ir.attributes import DenseArrayAttr
        from irlite.ir.types import IntegerType

        op = self.op
        first = self._first_out()
        rank = self._rank()
        buffers = [get_buffer(rewriter, o.value, options, state) for o in op.op_operands[first:]]
        body = _body(op)
        rewriter.set_insertion_point_to_start(body)
        for a, b in zip(body.args[rank:], buffers):
            t = create(rewriter, "bufferization.to_tensor", [b], [a.type], op.loc)
            for u in list(a.uses):
                u.set(t.results[0])
        rewriter.set_insertion_point(op)
        a, b, c, _ = self._segs()
        props = dict(op.properties)
        props["operandSegmentSizes"] = DenseArrayAttr.get(IntegerType.get(32), [a, b, c, 0])
        new = rewriter.create_detached(
            "scf.forall",
            [o.value for o in op.op_operands[:first]],
            [],
            props,
            op.attributes,
            1,
            loc=op.loc,
        )
        rewriter.insert(new)
        blk = rewriter.create_block(
            new.regions[0],
            None,
            [x.type for x in body.args[:rank]],
            [x.loc for x in body.args[:rank]],
        )
        rewriter.merge_blocks(body, blk, list(blk.args) + [None] * (len(body.args) - rank))
        replace_op_with_bufferized_values(rewriter, op, buffers)
        return True


def _unique_yield(op: Any) -> Any:
    """MLIR's ``getUniqueYieldOp`` of an ``scf.execute_region``: its one ``scf.yield``."""
    found = None
    for b in op.regions[0].blocks:
        t = b.last
        if t is not None and t.name == "scf.yield":
            if found is not None:
                return None
            found = t
    return found


class ExecuteRegionModel(UnstructuredControlFlowModel):
    """``scf.execute_region``: each tensor result is equivalent to the value its (unique)
    ``scf.yield`` yields; the new op returns the yielded buffers and the old body moves in.
    Its blocks may branch to each other (``UnstructuredControlFlowModel``)."""

    __slots__ = ()

    def aliasing_op_operands(self, value: Any, state: Any) -> list:
        if type(value) is not OpResult:
            return self.branch_aliasing_op_operands(value)
        y = _unique_yield(self.op)
        return [y.op_operands[value.index]] if y is not None else []

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        return True

    def is_writable(self, value: Any, state: Any) -> bool:
        return True

    def result_bufferizes_to_memory_write(self, result: Any, state: Any) -> bool:
        from .bufferization_bufferize import default_result_is_memory_write

        return default_result_is_memory_write(result, state)

    def verify_analysis(self, state: Any) -> None:
        if _unique_yield(self.op) is None:
            fail(self.op, "op without unique scf.yield is not supported")

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        if type(value) is not OpResult:
            return super().get_buffer_type(value, options, state)
        ops = self.aliasing_op_operands(value, state)
        if not ops:
            return value.type
        return get_buffer_type(ops[0].value, options, state)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        types = [get_buffer_type(r, options, state) if is_tensor(r) else r.type for r in op.results]
        rewriter.set_insertion_point(op)
        new = rewriter.create_detached(
            "scf.execute_region", [], types, op.properties, op.attributes, 1, loc=op.loc
        )
        rewriter.insert(new)
        new.regions[0].take_body(op.regions[0])
        for block in new.regions[0].blocks:
            bufferize_block_signature(rewriter, block, options, state)
        replace_op_with_bufferized_values(rewriter, op, list(new.results))
        return True


class WhileModel(BufferizableModel):
    """``scf.while`` (MLIR's ``WhileOpInterface``): each tensor init is read and written and
    aliases the result at its index (equivalent when the condition forwards the before-block
    argument and the yield the after-block argument unchanged); a before-block argument has
    its init's buffer type, an after-block argument and a result the type of what the
    condition forwards. Values the condition forwards that are not equivalent in both
    regions are copied before it (``resolve_conflicts``); with ``allow-return-allocs-from-
    loops`` off that is an error instead, as in MLIR 19."""

    __slots__ = ()

    def _before(self) -> Any:
        return self.op.regions[0].blocks[0]

    def _after(self) -> Any:
        return self.op.regions[1].blocks[0]

    def _condition_args(self) -> list:
        return [o.value for o in self._before().last.op_operands[1:]]

    def _yielded(self) -> list:
        return [o.value for o in self._after().last.op_operands]

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return True

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return True

    def aliasing_values(self, operand: Any, state: Any) -> list:
        i = operand.index
        if i >= len(self.op.results) or operand.value.type is not self.op.results[i].type:
            return []
        return [self.op.results[i]]

    def aliasing_op_operands(self, value: Any, state: Any) -> list:
        if type(value) is OpResult:
            i = value.index
            if i < len(self.op.op_operands) and self.op.op_operands[i].value.type is value.type:
                return [self.op.op_operands[i]]
            return []
        if value.owner is self._before():
            return [self.op.op_operands[value.index]]
        return []

    def _equivalent_at(self, i: int, state: Any) -> bool:
        before, after = self._before(), self._after()
        cond, ys = self._condition_args(), self._yielded()
        if i >= len(before.args) or i >= len(cond) or i >= len(after.args) or i >= len(ys):
            return False
        if self.op.results[i].type is not before.args[i].type:
            return False
        return state.are_equivalent_bufferized_values(
            before.args[i], cond[i]
        ) and state.are_equivalent_bufferized_values(after.args[i], ys[i])

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        return type(value) is OpResult and self._equivalent_at(value.index, state)

    def is_writable(self, value: Any, state: Any) -> bool:
        return True

    def is_repetitive_region(self, index: int) -> bool:
        return True

    def result_bufferizes_to_memory_write(self, result: Any, state: Any) -> bool:
        return True

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        if type(value) is BlockArgument and value.owner is self._before():
            i = value.index
            init = self.op.op_operands[i].value
            return loop_iter_arg_buffer_type(
                self.op, value, init, self._yielded()[i], options, state
            )
        v = self._condition_args()[value.index]
        return get_buffer_type(v, options, state)

    def verify_analysis(self, state: Any) -> None:
        if state.options.allow_return_allocs_from_loops:
            return
        for term, vals, what in (
            (self._before().last, self._condition_args(), "Condition arg"),
            (self._after().last, self._yielded(), "Yield operand"),
        ):
            args = term.parent.args
            for i, v in enumerate(vals):
                if not is_tensor(v):
                    continue
                if i >= len(args) or not state.are_equivalent_bufferized_values(v, args[i]):
                    fail(
                        term,
                        f"{what} #{i} is not equivalent to the corresponding iter bbArg",
                        prefix=False,
                    )

    def resolve_conflicts(self, rewriter: Any, state: Any) -> None:
        """Values the condition forwards that are not equivalent to their before- and
        after-block arguments are copied before it."""
        before, after = self._before(), self._after()
        cond = before.last
        ys = self._yielded()
        for k, o in enumerate(cond.op_operands[1:]):
            v = o.value
            if not is_tensor(v):
                continue
            eq_before = k < len(before.args) and state.are_equivalent_bufferized_values(
                before.args[k], v
            )
            eq_after = (
                k < len(after.args)
                and k < len(ys)
                and state.are_equivalent_bufferized_values(after.args[k], ys[k])
            )
            if eq_before and eq_after:
                continue
            rewriter.set_insertion_point(cond)
            c = allocate_tensor_for_shaped_value(rewriter, cond.loc, v, state.options, True)
            o.set(c)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        before, after = self._before(), self._after()
        rewriter.set_insertion_point(op)
        inits = []
        for o, a in zip(op.op_operands, before.args):
            if is_tensor(o.value):
                buf = get_buffer(rewriter, o.value, options, state)
                t = get_buffer_type(a, options, state)
                rewriter.set_insertion_point(op)
                inits.append(cast_buffer(rewriter, op.loc, buf, t))
            else:
                inits.append(o.value)
        after_types = [
            get_buffer_type(a, options, state) if is_tensor(a) else a.type for a in after.args
        ]
        rewriter.set_insertion_point(op)
        new = rewriter.create_detached(
            "scf.while", inits, after_types, op.properties, op.attributes, 2, loc=op.loc
        )
        rewriter.insert(new)
        for region, old, types in (
            (new.regions[0], before, [v.type for v in inits]),
            (new.regions[1], after, after_types),
        ):
            blk = rewriter.create_block(region, None, types, [op.loc] * len(types))
            rewriter.set_insertion_point_to_start(blk)
            rewriter.merge_blocks(old, blk, _as_tensors(rewriter, old.args, blk.args, op.loc))
        replace_op_with_bufferized_values(rewriter, op, list(new.results))
        return True


class ConditionModel(BufferizableModel):
    """``scf.condition``: its forwarded tensors are read, in place; it forwards their
    buffers cast to the after-block argument types."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return True

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return False

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return []

    def must_bufferize_in_place(self, operand: Any, state: Any) -> bool:
        return True

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        w = op.parent_op
        after = w.regions[1].blocks[0]
        vals = [op.op_operands[0].value]
        for o in op.op_operands[1:]:
            v = o.value
            if is_tensor(v):
                b = get_buffer(rewriter, v, options, state)
                rewriter.set_insertion_point(op)
                a = after.args[o.index - 1]
                t = a.type if not isinstance(a.type, TensorType) else None
                if t is None:
                    t = get_buffer_type(a, options, state)
                vals.append(cast_buffer(rewriter, op.loc, b, t))
            else:
                vals.append(v)
        rewriter.set_insertion_point(op)
        new = rewriter.create_detached("scf.condition", vals, [], None, op.attributes, loc=op.loc)
        rewriter.insert(new)
        rewriter.erase_op(op)
        return True


MODELS = {
    "scf.for": ForModel,
    "scf.if": IfModel,
    "scf.yield": YieldModel,
    "scf.forall": ForallModel,
    "scf.execute_region": ExecuteRegionModel,
    "scf.while": WhileModel,
    "scf.index_switch": IndexSwitchModel,
    "scf.condition": ConditionModel,
}

for _name, _model in MODELS.items():
    attach_interface(_name, BufferizableOpInterface, _model)
