"""``BufferizableOpInterface`` of ``func.func``, ``func.call`` and ``func.return`` (MLIR 19's
``FuncBufferizableOpInterfaceImpl.cpp``), attached as external models on import. They
apply only with ``bufferize-function-boundaries`` (the options filter func ops out
otherwise).

``func.func``: tensor arguments become buffers of ``function-boundary-type-conversion``'s
type (``infer-layout-map`` and ``fully-dynamic-layout-map``: a fully dynamic layout;
``identity-layout-map``: the identity), used in the body through ``to_tensor``; each returned
tensor goes through a ``to_memref`` of that type (folded away, or into a ``memref.cast``,
once the body is bufferized; ``infer-layout-map`` then returns the buffer's own type).
Arguments are writable unless ``bufferization.writable = false``. The arguments of the
other blocks alias what the branches to them pass and take their common buffer type
(``UnstructuredControlFlowModel``); every block's signature is converted. ``func.call``: the
callee is analyzed and bufferized first; an operand is read or written as the callee's
argument is, and aliases the results the callee returns from it (equivalent when the
callee returns that very buffer); a call of a function not analyzed yet is read, written
and aliases every result. It becomes a call on buffers cast to the callee's argument types.

What it does not do: ``bufferization.access`` given in the input, recursive functions,
functions with several blocks returning tensors.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import TypeAttr
from irlite.ir.interfaces import BufferizableOpInterface, attach_interface
from irlite.ir.types import FunctionType, MemRefType, TensorType

from .bufferization_bufferize import (
    BufferizableModel,
    UnstructuredControlFlowModel,
    block_arg_buffer_type,
    bufferize_block_signature,
    cast_buffer,
    create,
    fail,
    get_buffer,
    is_tensor,
    replace_op_with_bufferized_values,
)


def function_type(op: Any) -> Any:
    ft = op.properties["function_type"]
    return getattr(ft, "value", ft)


def lookup_callee(call: Any) -> Any:
    name = call.properties["callee"].root
    m = call.parent_op
    while m is not None and "SymbolTable" not in type(m).traits:
        m = m.parent_op
    if m is None:
        return None
    o = m.regions[0].blocks[0].first
    while o is not None:
        n = o.properties.get("sym_name") if o.properties else None
        if n is not None and getattr(n, "value", n) == name:
            return o
        o = o.next
    return None


def arg_attr(func: Any, index: int, name: str) -> Any:
    """The attribute ``name`` of argument ``index`` of ``func`` (None when absent)."""
    aa = func.properties.get("arg_attrs")
    if aa is None or index >= len(aa.value):
        return None
    return aa.value[index].get_attr(name)


def strip_bufferization_arg_attrs(func: Any) -> None:
    """Drop ``bufferization.writable``/``bufferization.access`` from the arguments
    (MLIR's ``removeBufferizationAttributesInModule``)."""
    from irlite.ir.attributes import ArrayAttr, DictionaryAttr

    aa = func.properties.get("arg_attrs")
    if aa is None:
        return
    drop = ("bufferization.writable", "bufferization.access", "bufferization.buffer_layout")
    new = []
    for d in aa.value:
        new.append(DictionaryAttr.get({k: v for k, v in d.items() if k not in drop}))
    if all(not d.value for d in new):
        func.remove_attr("arg_attrs")
    else:
        func.set_attr("arg_attrs", ArrayAttr.get(new))


class FuncModel(UnstructuredControlFlowModel):
    """``func.func``: its entry block's arguments are the function's; the arguments of
    its other blocks alias what the branches to them pass (``UnstructuredControlFlowModel``)."""

    __slots__ = ()

    def _is_entry_arg(self, value: Any) -> bool:
        return value.owner is self.op.regions[0].blocks[0]

    def aliasing_op_operands(self, value: Any, state: Any) -> list:
        if self._is_entry_arg(value):
            return []
        return self.branch_aliasing_op_operands(value)

    def is_writable(self, value: Any, state: Any) -> bool:
        """A function argument is writable unless ``bufferization.writable = false``; the
        arguments of other blocks are (their aliases may not be)."""
        if not self._is_entry_arg(value):
            return True
        w = arg_attr(self.op, value.index, "bufferization.writable")
        return w is None or bool(getattr(w, "value", True))

    def arg_type(self, index: int, t: Any, options: Any) -> Any:
        """MLIR's ``getBufferizedFunctionArgType``: the boundary conversion's type, with the
        layout of a ``bufferization.buffer_layout`` argument attribute when there is one."""
        mt = options.function_arg_type(t)
        lay = arg_attr(self.op, index, "bufferization.buffer_layout")
        if lay is None or type(mt) is not MemRefType:
            return mt
        return MemRefType.get(mt.shape, mt.element_type, lay, mt.memory_space)

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        if not isinstance(value.type, TensorType):
            return value.type
        if self._is_entry_arg(value):
            return self.arg_type(value.index, value.type, options)
        return block_arg_buffer_type(self.op, value, options, state)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        ft = function_type(op)
        args = [
            self.arg_type(i, t, options) if isinstance(t, TensorType) else t
            for i, t in enumerate(ft.inputs)
        ]
        if not op.regions or not op.regions[0].blocks:
            res = [
                options.function_arg_type(t) if isinstance(t, TensorType) else t for t in ft.results
            ]
            op.set_attr("function_type", TypeAttr.get(FunctionType.get(args, res)))
            return True
        for block in op.regions[0].blocks:
            bufferize_block_signature(rewriter, block, options, state)
        rets = []
        for block in op.regions[0].blocks:
            term = block.last
            if term is not None and term.name == "func.return":
                rets.append(term)
        if len(rets) != 1 and any(is_tensor(o.value) for r in rets for o in r.op_operands):
            fail(op, "cannot bufferize a function with several returns of tensors", prefix=False)
        res = list(ft.results)
        for r in rets:
            rewriter.set_insertion_point(r)
            for o in r.op_operands:
                v = o.value
                if isinstance(v.type, TensorType):
                    mt = options.function_arg_type(v.type)
                    loc = v.owner.loc if hasattr(v.owner, "loc") else r.loc
                    m = create(rewriter, "bufferization.to_memref", [v], [mt], loc)
                    o.set(m.results[0])
                    res[o.index] = mt
        op.set_attr("function_type", TypeAttr.get(FunctionType.get(args, res)))
        return True


class CallModel(BufferizableModel):
    """Reads, writes and aliases as the analysis found of the callee (conservatively: read,
    written, aliasing every result, while the callee is not analyzed)."""

    __slots__ = ()

    def _facts(self, state: Any) -> Any:
        info = getattr(state, "func_info", None)
        if not info:
            return None
        callee = lookup_callee(self.op)
        return info.get(callee) if callee is not None else None

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        f = self._facts(state)
        return True if f is None else operand.index in f.read

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        f = self._facts(state)
        return True if f is None else operand.index in f.written

    def aliasing_values(self, operand: Any, state: Any) -> list:
        f = self._facts(state)
        if f is None:
            return [r for r in self.op.results if is_tensor(r)]
        return [self.op.results[i] for i in f.aliasing.get(operand.index, [])]

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        f = self._facts(state)
        return f is not None and f.equivalent.get(value.index) == operand.index

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        callee = lookup_callee(op)
        if callee is None:
            fail(op, "could not find the callee", prefix=False)
        ft = function_type(callee)
        if any(isinstance(t, TensorType) for t in (*ft.inputs, *ft.results)):
            fail(op, "the callee is not bufferized", prefix=False)
        operands = []
        for o, t in zip(op.op_operands, ft.inputs):
            v = o.value
            if isinstance(v.type, TensorType):
                b = get_buffer(rewriter, v, options, state)
                rewriter.set_insertion_point(op)
                v = cast_buffer(rewriter, op.loc, b, t)
            operands.append(v)
        rewriter.set_insertion_point(op)
        new = rewriter.create_detached(
            "func.call", operands, list(ft.results), op.properties, op.attributes, loc=op.loc
        )
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, list(new.results))
        return True


class ReturnModel(BufferizableModel):
    __slots__ = ()

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        return True


attach_interface("func.func", BufferizableOpInterface, FuncModel)
attach_interface("func.call", BufferizableOpInterface, CallModel)
attach_interface("func.return", BufferizableOpInterface, ReturnModel)
