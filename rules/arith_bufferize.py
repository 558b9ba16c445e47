"""``BufferizableOpInterface`` of ``arith.constant`` (a dense tensor), ``arith.select`` and
``arith.index_cast`` (MLIR 19's arith ``BufferizableOpInterfaceImpl.cpp``), attached as
external models on import.

A tensor constant becomes ``memref.get_global`` of a private constant ``memref.global``
named ``__constant_<shape>x<type>`` (an existing global with the same value and alignment is
reused; each new one goes to the front of the module); its buffer is not writable, so a
write into it is made on a copy. ``arith.select`` of two tensors selects between their
buffers (both cast to a fully dynamic layout where their types differ); ``arith.index_cast``
of a tensor casts its buffer.

A constant needs the default memory space (``memory space not implemented yet``;
with ``must-infer-memory-space``, ``could not infer memory space``); a select of buffers of
different memory spaces is an error (``inconsistent memory space on true/false operands``),
as in MLIR 19.

What it does not do: constants of memory spaces other than the default.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import IntegerAttr, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr
from irlite.ir.interfaces import BufferizableOpInterface, attach_interface
from irlite.ir.types import IntegerType, MemRefType, UnrankedMemRefType

from .bufferization_bufferize import (
    BufferizableModel,
    cast_buffer,
    create,
    fail,
    fully_dynamic_memref,
    get_buffer,
    get_buffer_type,
    identity_memref,
    replace_op_with_bufferized_values,
)


def _module_of(op: Any) -> Any:
    m = op.parent_op
    while m is not None and m.name != "builtin.module":
        m = m.parent_op
    return m


def _symbol_names(module: Any) -> set:
    out = set()
    o = module.regions[0].blocks[0].first
    while o is not None:
        n = o.properties.get("sym_name") if o.properties else None
        if n is not None:
            out.add(getattr(n, "value", n))
        o = o.next
    return out


def global_for(rw: Any, op: Any, alignment: int) -> Any:
    """MLIR's ``getGlobalFor``: the ``memref.global`` holding ``op``'s value."""
    module = _module_of(op)
    if module is None:
        fail(op, "cannot bufferize a tensor constant outside a module", prefix=False)
    value = op.properties["value"]
    block = module.regions[0].blocks[0]
    o = block.first
    while o is not None:
        if o.name == "memref.global":
            init = o.properties.get("initial_value")
            al = o.properties.get("alignment")
            al = al.value if al is not None else 0
            if init is not None and init is value and al == alignment:
                return o
        o = o.next
    t = op.results[0].type
    name = "__constant_" + "".join(f"{d}x" for d in t.shape) + str(t.element_type)
    taken = _symbol_names(module)
    if name in taken:
        i = 0
        while f"{name}_{i}" in taken:
            i += 1
        name = f"{name}_{i}"
    props = {
        "sym_name": StringAttr.get(name),
        "sym_visibility": StringAttr.get("private"),
        "type": TypeAttr.get(identity_memref(t)),
        "initial_value": value,
        "constant": UnitAttr.get(),
    }
    if alignment:
        props["alignment"] = IntegerAttr.get(IntegerType.get(64), alignment)
    g = rw.create_detached("memref.global", [], [], props, None, loc=op.loc)
    block.insert_before(block.first, g)
    rw.listener.notify_inserted(g)
    return g


class ConstantModel(BufferizableModel):
    __slots__ = ()

    def is_writable(self, value: Any, state: Any) -> bool:
        return False

    def bufferizes_to_allocation(self, value: Any) -> bool:
        return True

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        return identity_memref(value.type)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        # MLIR 19: the memory space must be known (must-infer-memory-space: "could not
        # infer memory space") and the default one
        if options.allocation_memory_space(op, op.results[0].type) is not None:
            fail(op, "memory space not implemented yet", prefix=False)
        g = global_for(rewriter, op, options.buffer_alignment)
        rewriter.set_insertion_point(op)
        name = g.properties["sym_name"]
        gg = create(
            rewriter,
            "memref.get_global",
            [],
            [g.properties["type"].value],
            op.loc,
            {"name": SymbolRefAttr.get(getattr(name, "value", name))},
        )
        replace_op_with_bufferized_values(rewriter, op, [gg.results[0]])
        return True


class SelectModel(BufferizableModel):
    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return False

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return [self.op.results[0]] if operand.index > 0 else []

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        return False

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        a = get_buffer_type(self.op.op_operands[1].value, options, state)
        b = get_buffer_type(self.op.op_operands[2].value, options, state)
        if a is b:
            return a
        if a.memory_space is not b.memory_space:
            fail(self.op, "inconsistent memory space on true/false operands", prefix=False)
        return fully_dynamic_memref(value.type, a.memory_space)

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        a = get_buffer(rewriter, op.op_operands[1].value, options, state)
        b = get_buffer(rewriter, op.op_operands[2].value, options, state)
        rewriter.set_insertion_point(op)
        t = self.get_buffer_type(op.results[0], options, state)
        a = cast_buffer(rewriter, op.loc, a, t)
        b = cast_buffer(rewriter, op.loc, b, t)
        s = create(rewriter, "arith.select", [op.op_operands[0].value, a, b], [t], op.loc)
        replace_op_with_bufferized_values(rewriter, op, [s.results[0]])
        return True


class IndexCastModel(BufferizableModel):
    """``arith.index_cast`` of a tensor: the same cast of its buffer, into a memref of the
    result's element type with the source buffer's layout and memory space (MLIR 19's
    ``IndexCastOpInterface``); neither a read nor a write, its result equivalent."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return False

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return [self.op.results[0]]

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        src = get_buffer(rewriter, op.op_operands[0].value, options, state)
        st = src.type
        elt = op.results[0].type.element_type
        if type(st) is MemRefType:
            t = MemRefType.get(st.shape, elt, st.layout, st.memory_space)
        else:
            t = UnrankedMemRefType.get(elt, st.memory_space)
        rewriter.set_insertion_point(op)
        c = create(rewriter, "arith.index_cast", [src], [t], op.loc)
        replace_op_with_bufferized_values(rewriter, op, [c.results[0]])
        return True


attach_interface("arith.constant", BufferizableOpInterface, ConstantModel)
attach_interface("arith.select", BufferizableOpInterface, SelectModel)
attach_interface("arith.index_cast", BufferizableOpInterface, IndexCastModel)
