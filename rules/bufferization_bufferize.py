"""Bufferization's shared pieces (MLIR's ``BufferizableOpInterface.cpp`` and the models of
``BufferizationOps.cpp``): the options, the analysis state every model is asked with, the
helpers models bufferize with, and the ``BufferizableOpInterface`` of the bufferization
ops themselves and of every destination-style structured op.

Contracts (what a model may rely on and must do):

* ``BufferizableModel`` extends ``ir.interfaces.BufferizableOpInterface`` with MLIR's
  optional methods and their defaults: ``equivalent(operand, value, state)`` (the aliasing
  pair is one buffer, MLIR's ``BufferRelation::Equivalent``; default True),
  ``result_bufferizes_to_memory_write(result, state)`` (the result is a new definition of
  its buffer's contents: MLIR's ``defaultResultBufferizesToMemoryWrite``),
  ``is_not_conflicting(read, write, state)``, ``bufferizes_to_element_wise_access(state,
  operands)``, ``bufferizes_to_allocation(value)``, ``is_repetitive_region(index)``,
  ``get_buffer_type(value, options, state)`` (default: that of the equivalent operand, else
  the default memref type). Every model of the tree subclasses it; the analysis and the pass
  call these methods through ``Models`` so a model that only implements the base
  interface still works.
* ``bufferize(rewriter, options, state)`` runs with the rewriter's insertion point before
  the op; it replaces the op (``replace_op_with_bufferized_values``) and returns True, or
  reports a located error and returns False. Operands are read through ``get_buffer``
  (which folds ``to_tensor`` and otherwise inserts ``bufferization.to_memref``).

What it does not do: decide in-place-ness (``passes/analysis/one_shot_analysis.py``), or
walk the IR (``passes/transforms/one_shot_bufferize.py``).
"""

from __future__ import annotations

import threading
from typing import Any

from irlite.ir.attributes import DenseArrayAttr, IntegerAttr
from irlite.ir.core import Operation, OpResult
from irlite.ir.diagnostics import Diagnostic, Severity, op_error
from irlite.ir.interfaces import (
    BranchOpInterface,
    BufferizableOpInterface,
    DestinationStyleOpInterface,
    LinalgStructuredOpInterface,
)
from irlite.ir.types import (
    DYNAMIC,
    IndexType,
    IntegerType,
    MemRefType,
    RankedTensorType,
    TensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)

# ------------------------------------------------------------------ errors


class BufferizationError(Exception):
    """A located bufferization failure: ``diag`` is the diagnostic to report."""

    def __init__(self, diag: Diagnostic) -> None:
        super().__init__(diag.message)
        self.diag = diag


def fail(op: Operation, message: str, prefix: bool = True) -> None:
    """Raise a ``BufferizationError`` at ``op`` (``'x' op message`` unless ``prefix`` is off)."""
    d = op_error(op, message) if prefix else Diagnostic(Severity.ERROR, op.loc, message, None, op)
    raise BufferizationError(d)


# ------------------------------------------------------------------ options


class BufferizationOptions:
    """MLIR's ``OneShotBufferizationOptions`` (the pass options, in Python names)."""

    def __init__(self, **kw: Any) -> None:
        self.bufferize_function_boundaries: bool = False
        self.function_boundary_type_conversion: str = "infer-layout-map"
        self.unknown_type_conversion: str = "fully-dynamic-layout-map"
        self.allow_return_allocs_from_loops: bool = False
        self.allow_unknown_ops: bool = False
        self.copy_before_write: bool = False
        self.dialect_filter: list[str] = []
        self.test_analysis_only: bool = False
        self.print_conflicts: bool = False
        self.dump_alias_sets: bool = False
        self.must_infer_memory_space: bool = False
        self.buffer_alignment: int = 64
        for k, v in kw.items():
            setattr(self, k, v)

    def is_op_allowed(self, op: Operation) -> bool:
        """MLIR's op filter: func ops only with function boundaries, then the dialect filter."""
        name = op.name
        if name.startswith("func.") and not self.bufferize_function_boundaries:
            return False
        if self.dialect_filter:
            return name.split(".", 1)[0] in self.dialect_filter
        return True

    def model(self, op: Operation | None) -> Any:
        """The op's bufferization model, or None (not bufferizable, or filtered out)."""
        if op is None or not self.is_op_allowed(op):
            return None
        m = op.interface(BufferizableOpInterface)
        if (
            m is None
            and op.interface(DestinationStyleOpInterface) is not None
            and op.interface(LinalgStructuredOpInterface) is not None
        ):
            m = DestinationStyleModel(op)
        return m

    def owner_model(self, v: Any) -> Any:
        """The model of the op that defines ``v`` (a block argument: the op of its region)."""
        return self.model(owner_of(v))

    # -- types
    def default_memory_space(self, t: Any) -> Any:
        return None

    def allocation_memory_space(self, op: Operation, t: Any, given: Any = None) -> Any:
        """The memory space of a new buffer for ``op``: ``given``, else the default; with
        ``must-infer-memory-space`` and none given, MLIR's "could not infer memory space"."""
        if given is not None:
            return given
        if self.must_infer_memory_space:
            fail(op, "could not infer memory space", prefix=False)
        return self.default_memory_space(t)

    def unknown_type(self, t: Any, memory_space: Any) -> Any:
        """The buffer type of a tensor whose layout is not known (``unknown-type-conversion``)."""
        if self.unknown_type_conversion == "identity-layout-map":
            return identity_memref(t, memory_space)
        return fully_dynamic_memref(t, memory_space)

    def function_arg_type(self, t: Any, memory_space: Any = None) -> Any:
        """The buffer type of a function's tensor argument (``function-boundary-type-conversion``)."""
        if self.function_boundary_type_conversion == "identity-layout-map":
            return identity_memref(t, memory_space)
        return fully_dynamic_memref(t, memory_space)


def owner_of(v: Any) -> Operation | None:
    """The op defining ``v``, or the op owning the region of block argument ``v``."""
    if type(v) is OpResult:
        return v.owner
    r = v.owner.parent
    return r.parent if r is not None else None


def identity_memref(t: Any, memory_space: Any = None) -> Any:
    if type(t) is UnrankedTensorType:
        return UnrankedMemRefType.get(t.element_type, memory_space)
    return MemRefType.get(t.shape, t.element_type, None, memory_space)


def fully_dynamic_memref(t: Any, memory_space: Any = None) -> Any:
    """MLIR's ``getMemRefTypeWithFullyDynamicLayout``: every stride and the offset dynamic."""
    if type(t) is UnrankedTensorType:
        return UnrankedMemRefType.get(t.element_type, memory_space)
    from irlite.ir.layout_attrs import StridedLayoutAttr

    lay = StridedLayoutAttr.get([None] * len(t.shape), None) if t.shape else None
    if lay is None:
        lay = StridedLayoutAttr.get([], None)
    return MemRefType.get(t.shape, t.element_type, lay, memory_space)


def memref_like(t: Any, buffer_type: Any) -> Any:
    """A memref of tensor type ``t``'s shape in ``buffer_type``'s memory space, identity layout."""
    return identity_memref(t, getattr(buffer_type, "memory_space", None))


def is_tensor(v: Any) -> bool:
    return isinstance(v.type, TensorType)


# ------------------------------------------------------------------ the analysis state


class AnalysisState:
    """What models are asked with (MLIR's ``AnalysisState``): ``options``, and the answers
    of every op's model, with MLIR's conservative answers for ops without one (read and
    written, aliasing every tensor result). ``is_in_place`` is False for every operand
    that need not be in place: the state of ``copy-before-write``; the One-Shot analysis
    (``OneShotAnalysisState``) overrides it with its decisions."""

    def __init__(self, options: BufferizationOptions) -> None:
        self.options = options

    # -- per operand
    def bufferizes_to_memory_read(self, operand: Any) -> bool:
        m = self.options.model(operand.owner)
        return True if m is None else m.bufferizes_to_memory_read(operand, self)

    def bufferizes_to_memory_write(self, operand: Any) -> bool:
        m = self.options.model(operand.owner)
        return True if m is None else m.bufferizes_to_memory_write(operand, self)

    def bufferizes_to_alias_only(self, operand: Any) -> bool:
        return not self.bufferizes_to_memory_read(operand) and not (
            self.bufferizes_to_memory_write(operand)
        )

    def aliasing_values(self, operand: Any) -> list:
        m = self.options.model(operand.owner)
        if m is None:  # MLIR's unknownGetAliasingValues: results and region arguments
            op = operand.owner
            out = [r for r in op.results if is_tensor(r)]
            for reg in op.regions:
                if reg.blocks:
                    out += [a for a in reg.blocks[0].args if is_tensor(a)]
            return out
        return m.aliasing_values(operand, self)

    def is_equivalent_alias(self, operand: Any, value: Any) -> bool:
        m = self.options.model(operand.owner)
        if m is None:
            return False
        f = getattr(m, "equivalent", None)
        return True if f is None else f(operand, value, self)

    def aliasing_op_operands(self, value: Any) -> list:
        m = self.options.owner_model(value)
        if m is None:
            if type(value) is OpResult:
                return [o for o in value.owner.op_operands if is_tensor(o.value)]
            return []
        return m.aliasing_op_operands(value, self)

    def must_bufferize_in_place(self, operand: Any) -> bool:
        m = self.options.model(operand.owner)
        return False if m is None else m.must_bufferize_in_place(operand, self)

    def is_in_place(self, operand: Any) -> bool:
        """Without an analysis an operand that is written is out of place (MLIR's default)."""
        if operand.owner.name == "bufferization.to_memref":
            return True
        return self.must_bufferize_in_place(operand) or not self.bufferizes_to_memory_write(operand)

    def is_writable(self, value: Any) -> bool:
        m = self.options.owner_model(value)
        return False if m is None else m.is_writable(value, self)

    # -- per value
    def result_is_memory_write(self, value: Any) -> bool:
        """MLIR's ``bufferizesToMemoryWrite(Value)``: block arguments and results of ops
        without a model are definitions."""
        if type(value) is not OpResult:
            return True
        m = self.options.model(value.owner)
        if m is None:
            return True
        f = getattr(m, "result_bufferizes_to_memory_write", None)
        if f is None:
            return default_result_is_memory_write(value, self)
        return f(value, self)

    def is_value_read(self, value: Any) -> bool:
        """MLIR's ``isValueRead``: some use reads it, directly or through ops that only
        alias it (neither read nor write)."""
        work = [value]
        seen = set()
        while work:
            v = work.pop()
            if id(v) in seen:
                continue
            seen.add(id(v))
            for use in list(v.uses):
                if self.bufferizes_to_memory_read(use):
                    return True
                if not self.bufferizes_to_memory_write(use):  # an alias only: follow it
                    work.extend(self.aliasing_values(use))
        return False

    def find_value_in_reverse_use_def_chain(
        self, value: Any, cond: Any, always_include_leaves: bool = True, follow_equivalent=False
    ) -> list:
        """MLIR's ``findValueInReverseUseDefChain``: values reached backwards through
        aliasing operands that satisfy ``cond`` (leaves too with ``always_include_leaves``)."""
        out: list = []
        work = [value]
        seen: set = set()
        while work:
            v = work.pop()
            if id(v) in seen:
                if always_include_leaves and v not in out:
                    out.append(v)
                continue
            seen.add(id(v))
            if cond(v):
                if v not in out:
                    out.append(v)
                continue
            if self.options.owner_model(v) is None:
                if always_include_leaves and v not in out:
                    out.append(v)
                continue
            aliases = self.aliasing_op_operands(v)
            if not aliases:
                if always_include_leaves and v not in out:
                    out.append(v)
                continue
            for a in aliases:
                if follow_equivalent and not self.is_equivalent_alias(a, v):
                    if always_include_leaves and v not in out:
                        out.append(v)
                    continue
                work.append(a.value)
        return out

    def find_definitions(self, value: Any) -> list:
        return self.find_value_in_reverse_use_def_chain(
            value, self.result_is_memory_write, always_include_leaves=False
        )

    def has_undefined_contents(self, operand: Any) -> bool:
        return False

    def can_omit_tensor_copy(self, operand: Any) -> bool:
        """MLIR's ``canOmitTensorCopy``."""
        if self.has_undefined_contents(operand):
            return True
        if self.bufferizes_to_memory_write(operand) and not self.bufferizes_to_memory_read(operand):
            return True
        return not self.bufferizes_to_memory_read(operand) and not any(
            self.is_value_read(a) for a in self.aliasing_values(operand)
        )

    def are_equivalent_bufferized_values(self, a: Any, b: Any) -> bool:
        return a is b

    def are_aliasing_bufferized_values(self, a: Any, b: Any) -> bool:
        return True


def default_result_is_memory_write(result: Any, state: AnalysisState) -> bool:
    """MLIR's ``defaultResultBufferizesToMemoryWrite``."""
    operands = state.aliasing_op_operands(result)
    if not operands:
        return True
    if any(state.bufferizes_to_memory_write(o) for o in operands):
        return True
    owner = result.owner

    def inside(v: Any) -> bool:
        o = owner_of(v)
        return o is not None and owner.is_ancestor(o) and state.result_is_memory_write(v)

    for o in operands:
        if state.find_value_in_reverse_use_def_chain(o.value, inside, always_include_leaves=False):
            return True
    return False


# ------------------------------------------------------------------ helpers for models


def create(rw: Any, name: str, operands: list, types: list, loc: Any, props=None, attrs=None):
    """Build op ``name`` (generic arguments) at the rewriter's insertion point."""
    return rw.insert(rw.create_detached(name, operands, types, props, attrs, loc=loc))


def set_insertion_point_after_value(rw: Any, v: Any) -> None:
    if type(v) is OpResult:
        rw.set_insertion_point_after(v.owner)
    else:
        rw.set_insertion_point_to_start(v.owner)


_INVOCATIONS = threading.local()  # .stack: the values whose buffer type is being computed


def invocation_stack() -> list:
    """The values whose buffer type ``get_buffer_type`` is computing, outermost first
    (MLIR's ``invocationStack``): a model that would ask again about one of them has run
    into a loop of the IR."""
    s = getattr(_INVOCATIONS, "stack", None)
    if s is None:
        s = _INVOCATIONS.stack = []
    return s


def get_buffer_type(value: Any, options: BufferizationOptions, state: Any = None) -> Any:
    """MLIR's ``getBufferType``: the memref type ``value`` bufferizes to."""
    if isinstance(value.type, (MemRefType, UnrankedMemRefType)):
        return value.type
    stack = invocation_stack()
    stack.append(value)
    try:
        return _get_buffer_type(value, options, state)
    finally:
        stack.pop()


def _get_buffer_type(value: Any, options: BufferizationOptions, state: Any) -> Any:
    m = options.owner_model(value)
    if m is not None:
        f = getattr(m, "get_buffer_type", None)
        if f is not None:
            return f(value, options, state)
        return default_buffer_type(value, options, state)
    if type(value) is OpResult and value.owner.name == "bufferization.to_tensor":
        return value.owner.op_operands[0].value.type
    return options.unknown_type(value.type, options.default_memory_space(value.type))


def default_buffer_type(value: Any, options: BufferizationOptions, state: Any = None) -> Any:
    """MLIR's ``defaultGetBufferType``: that of the equivalent operand, else the default."""
    st = state or AnalysisState(options)
    if type(value) is OpResult:
        ops = st.aliasing_op_operands(value)
        if ops and st.is_equivalent_alias(ops[0], value):
            return get_buffer_type(ops[0].value, options, state)
    owner = owner_of(value)
    ms = options.default_memory_space(value.type)
    if ms is None and options.must_infer_memory_space and owner is not None:
        fail(owner, "could not infer memory space", prefix=False)
    return options.unknown_type(value.type, ms)


def get_buffer(rw: Any, value: Any, options: BufferizationOptions, state: Any = None) -> Any:
    """MLIR's ``getBuffer``: the buffer of tensor ``value`` (the memref of a ``to_tensor``,
    else a new ``bufferization.to_memref`` right after the value's definition)."""
    if type(value) is OpResult and value.owner.name == "bufferization.to_tensor":
        return value.owner.op_operands[0].value
    t = get_buffer_type(value, options, state)
    with rw.insertion_guard():
        set_insertion_point_after_value(rw, value)
        loc = value.owner.loc if type(value) is OpResult else getattr(value, "loc", None)
        return create(rw, "bufferization.to_memref", [value], [t], loc).results[0]


def replace_op_with_bufferized_values(rw: Any, op: Operation, values: list) -> None:
    """MLIR's ``replaceOpWithBufferizedValues``: tensor results are replaced by
    ``to_tensor`` of the new buffers (folded away once their users bufferize)."""
    repl = []
    with rw.insertion_guard():
        rw.set_insertion_point(op)
        for r, v in zip(op.results, values):
            if isinstance(r.type, TensorType) and not isinstance(v.type, TensorType):
                v = create(rw, "bufferization.to_tensor", [v], [r.type], op.loc).results[0]
            repl.append(v)
    rw.replace_op(op, repl)


def dynamic_sizes_of(rw: Any, value: Any, loc: Any) -> list:
    """``tensor.dim`` of each dynamic dimension of tensor ``value`` (MLIR's reifyResultShapes
    fallback), built at the insertion point."""
    out = []
    for i, d in enumerate(value.type.shape):
        if d == DYNAMIC:
            c = create(
                rw, "arith.constant", [], [_INDEX], loc, {"value": IntegerAttr.get(_INDEX, i)}
            ).results[0]
            out.append(create(rw, "tensor.dim", [value, c], [_INDEX], loc).results[0])
    return out


def alloc_tensor(rw: Any, loc: Any, t: Any, dyn: list, copy: Any = None, props=None) -> Any:
    """A ``bufferization.alloc_tensor`` at the insertion point (its result)."""
    p = {"operandSegmentSizes": DenseArrayAttr.get(_I32, [len(dyn), int(copy is not None), 0])}
    if props:
        p.update(props)
    ops = list(dyn) + ([copy] if copy is not None else [])
    return create(rw, "bufferization.alloc_tensor", ops, [t], loc, p).results[0]


def allocate_tensor_for_shaped_value(rw: Any, loc: Any, value: Any, options: Any, copy: bool):
    """MLIR's ``allocateTensorForShapedValue``: an ``alloc_tensor`` of ``value``'s type, a
    copy of it (``copy``) or with its dynamic sizes."""
    t = value.type
    if copy:
        return alloc_tensor(rw, loc, t, [], value)
    dyn = []
    if type(t) is RankedTensorType and DYNAMIC in t.shape:
        m = options.owner_model(value) if type(value) is OpResult else None
        f = getattr(m, "reify_dynamic_sizes", None) if m is not None else None
        got = f(rw, value, loc) if f is not None else None
        dyn = got if got is not None else dynamic_sizes_of(rw, value, loc)
    return alloc_tensor(rw, loc, t, dyn)


def alloc_buffer(rw: Any, loc: Any, t: Any, dyn: list, options: Any) -> Any:
    """A new buffer of memref type ``t`` (``memref.alloc``, aligned as MLIR's default)."""
    props = {"operandSegmentSizes": DenseArrayAttr.get(_I32, [len(dyn), 0])}
    if options.buffer_alignment:
        props["alignment"] = IntegerAttr.get(IntegerType.get(64), options.buffer_alignment)
    return create(rw, "memref.alloc", list(dyn), [t], loc, props).results[0]


def copy_buffer(rw: Any, loc: Any, src: Any, dst: Any) -> None:
    create(rw, "memref.copy", [src, dst], [], loc)


def cast_buffer(rw: Any, loc: Any, v: Any, t: Any) -> Any:
    if v.type is t:
        return v
    return create(rw, "memref.cast", [v], [t], loc).results[0]


# ------------------------------------------------------------------ the base model


class BufferizableModel(BufferizableOpInterface):
    """``BufferizableOpInterface`` with MLIR's optional methods and their defaults (see the
    module docstring); models of this tree subclass it."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return True

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return False

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return []

    def aliasing_op_operands(self, value: Any, state: Any) -> list:
        """Default: the operands whose ``aliasing_values`` name ``value``."""
        op = owner_of(value) if type(value) is not OpResult else value.owner
        if op is None:
            return []
        out = []
        for o in op.op_operands:
            if is_tensor(o.value) and any(v is value for v in self.aliasing_values(o, state)):
                out.append(o)
        return out

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        return True

    def is_not_conflicting(self, read: Any, write: Any, state: Any) -> bool:
        return False

    def bufferizes_to_element_wise_access(self, state: Any, operands: list) -> bool:
        return False

    def bufferizes_to_allocation(self, value: Any) -> bool:
        return False

    def is_repetitive_region(self, index: int) -> bool:
        return False

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        return default_buffer_type(value, options, state)

    def reify_dynamic_sizes(self, rw: Any, value: Any, loc: Any) -> list | None:
        """The dynamic sizes of result ``value`` as values built at the insertion point
        (MLIR's ``reifyResultShapes``), or None to ask ``tensor.dim`` of the value."""
        return None

    def supports_unstructured_control_flow(self) -> bool:
        """Whether the op's regions may have several blocks (MLIR's
        ``supportsUnstructuredControlFlow``; default: no, an error if they do)."""
        return False


# ------------------------------------------------------------------ unstructured control flow


def block_callers(block: Any) -> list:
    """The branches to ``block`` as ``(terminator, successor index)`` pairs, in the order
    of MLIR's use list of the block (the last branch of the region first)."""
    out: list = []
    r = block.parent
    if r is None:
        return out
    for b in r.blocks:
        t = b.last
        if t is not None and t.successors:
            for i, s in enumerate(t.successors):
                if s is block:
                    out.append((t, i))
    out.reverse()
    return out


def forwarded_operands(term: Operation, index: int) -> list | None:
    """The ``OpOperand``s branch ``term`` passes to the arguments of its successor ``index``
    (MLIR's ``SuccessorOperands``), or None when ``term`` is no ``BranchOpInterface``. A
    branch's forwarded operands are its trailing operands, in successor order."""
    br = term.interface(BranchOpInterface)
    if br is None:
        return None
    sizes = [len(br.successor_operands(i)) for i in range(len(term.successors))]
    start = len(term.op_operands) - sum(sizes) + sum(sizes[:index])
    return list(term.op_operands[start : start + sizes[index]])


def caller_op_operands(bb_arg: Any) -> list:
    """MLIR's ``getCallerOpOperands``: the operand each branch to the block of ``bb_arg``
    passes to it."""
    out = []
    for term, i in block_callers(bb_arg.owner):
        ops = forwarded_operands(term, i)
        if ops is not None and bb_arg.index < len(ops):
            out.append(ops[bb_arg.index])
    return out


def block_arg_buffer_type(op: Operation, bb_arg: Any, options: Any, state: Any) -> Any:
    """The buffer type of a block argument of ``op``'s regions (MLIR's
    ``OpWithUnstructuredControlFlowBufferizableOpInterfaceExternalModel::getBufferType``):
    the type every branch's operand bufferizes to, or a fully dynamic layout in their
    memory space where they differ. An operand whose type is being computed already (a
    loop of branches) is skipped; a block argument nothing defines is an error."""
    stack = invocation_stack()
    found = None
    for o in caller_op_operands(bb_arg):
        v = o.value
        if any(x is v for x in stack):
            continue
        t = v.type
        if not isinstance(t, (MemRefType, UnrankedMemRefType)):
            t = get_buffer_type(v, options, state)
        if found is None:
            found = t
            continue
        if t is found:
            continue
        if getattr(found, "memory_space", None) is not getattr(t, "memory_space", None):
            fail(op, "incoming operands of block argument have inconsistent memory spaces")
        found = fully_dynamic_memref(bb_arg.type, getattr(found, "memory_space", None))
    if found is None:
        fail(op, "could not infer buffer type of block argument")
    return found


def bufferize_block_signature(rw: Any, block: Any, options: Any, state: Any) -> None:
    """MLIR's ``bufferizeBlockSignature``: the tensor arguments of ``block`` become buffers
    of their buffer type (their uses see them through a ``to_tensor`` at the block's
    start), and every branch to ``block`` passes a ``to_memref`` of its tensor operand
    (built right after the operand's definition), cast to the argument's type where its
    own buffer type differs. Raises ``BufferizationError``."""
    types = [get_buffer_type(a, options, state) if is_tensor(a) else a.type for a in block.args]
    with rw.insertion_guard():
        for a, t in zip(block.args, types):
            if a.type is t:
                continue
            uses = list(a.uses)
            tensor_type = a.type
            a.type = t
            if uses:
                rw.set_insertion_point_to_start(block)
                v = create(rw, "bufferization.to_tensor", [a], [tensor_type], a.loc).results[0]
                for u in uses:
                    u.set(v)
        for term, i in block_callers(block):
            ops = forwarded_operands(term, i)
            if ops is None:
                fail(
                    term,
                    "cannot bufferize ops with block references that do not implement "
                    "BranchOpInterface",
                )
            for o, t in zip(ops, types):
                v = o.value
                if v.type is t:
                    continue
                bt = get_buffer_type(v, options, state)
                set_insertion_point_after_value(rw, v)
                loc = v.owner.loc if type(v) is OpResult else getattr(v, "loc", None)
                b = create(rw, "bufferization.to_memref", [v], [bt], loc).results[0]
                if bt is not t:
                    b = create(rw, "memref.cast", [b], [t], loc).results[0]
                o.set(b)


class UnstructuredControlFlowModel(BufferizableModel):
    """The model of an op whose regions may branch between blocks (MLIR's
    ``OpWithUnstructuredControlFlowBufferizableOpInterfaceExternalModel``): a block
    argument aliases the operand each branch passes to it (equivalent, not definitely),
    and has the buffer type they have in common (``block_arg_buffer_type``). The op's
    ``bufferize`` calls ``bufferize_block_signature`` on each of its blocks."""

    __slots__ = ()

    def supports_unstructured_control_flow(self) -> bool:
        return True

    def branch_aliasing_op_operands(self, bb_arg: Any) -> list:
        return caller_op_operands(bb_arg)

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        if type(value) is OpResult:
            return default_buffer_type(value, options, state)
        return block_arg_buffer_type(self.op, value, options, state)


# ------------------------------------------------------------------ bufferization ops


class ToTensorModel(BufferizableModel):
    """``to_tensor``: nothing to do (its users take the memref); writable only with
    ``writable`` (MLIR 19)."""

    __slots__ = ()

    def result_bufferizes_to_memory_write(self, result: Any, state: Any) -> bool:
        return True

    def is_writable(self, value: Any, state: Any) -> bool:
        return self.op.properties.get("writable") is not None

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        return self.op.op_operands[0].value.type

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        return True


class ToMemrefModel(BufferizableModel):
    """``to_memref``: read, and written unless ``read_only`` (what happens to the buffer is
    unknown); it folds with ``to_tensor``."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return True

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return self.op.properties.get("read_only") is None

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        t = self.op.op_operands[0].value
        if type(t) is OpResult and t.owner.name == "bufferization.to_tensor":
            m = t.owner.op_operands[0].value
            rewriter.set_insertion_point(self.op)
            rewriter.replace_op(
                self.op, [cast_buffer(rewriter, self.op.loc, m, self.op.results[0].type)]
            )
        return True


class AllocTensorModel(BufferizableModel):
    """``alloc_tensor``: a new ``memref.alloc`` (a copy of ``copy`` when given)."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return True  # only the copy operand is a tensor: it is read

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return False

    def aliasing_values(self, operand: Any, state: Any) -> list:
        return []

    def bufferizes_to_allocation(self, value: Any) -> bool:
        return True

    def result_bufferizes_to_memory_write(self, result: Any, state: Any) -> bool:
        from .bufferization import alloc_parts

        return alloc_parts(self.op)[1] is not None

    def get_buffer_type(self, value: Any, options: Any, state: Any = None) -> Any:
        from .bufferization import alloc_parts

        ms = self.op.properties.get("memory_space")
        copy = alloc_parts(self.op)[1]
        if ms is None and copy is not None:
            ms = getattr(get_buffer_type(copy, options, state), "memory_space", None)
        return identity_memref(value.type, options.allocation_memory_space(self.op, value.type, ms))

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        from .bufferization import alloc_parts

        op = self.op
        if not op.results[0].first_use:
            rewriter.erase_op(op)
            return True
        dyn, copy, _ = alloc_parts(op)
        rewriter.set_insertion_point(op)
        t = self.get_buffer_type(op.results[0], options, state)
        copy_buf = None
        if copy is not None:
            copy_buf = get_buffer(rewriter, copy, options, state)
            dyn = []
            for i, d in enumerate(t.shape):
                if d == DYNAMIC:
                    c = create(
                        rewriter,
                        "arith.constant",
                        [],
                        [_INDEX],
                        op.loc,
                        {"value": IntegerAttr.get(_INDEX, i)},
                    ).results[0]
                    dyn.append(
                        create(rewriter, "memref.dim", [copy_buf, c], [_INDEX], op.loc).results[0]
                    )
        buf = alloc_buffer(rewriter, op.loc, t, dyn, options)
        if copy_buf is not None:
            copy_buffer(rewriter, op.loc, copy_buf, buf)
        replace_op_with_bufferized_values(rewriter, op, [buf])
        return True


class DeallocTensorModel(BufferizableModel):
    """``dealloc_tensor``: ``memref.dealloc`` of the buffer."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return False

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        buf = get_buffer(rewriter, op.op_operands[0].value, options, state)
        rewriter.set_insertion_point(op)
        create(rewriter, "memref.dealloc", [buf], [], op.loc)
        rewriter.erase_op(op)
        return True


class MaterializeInDestinationModel(BufferizableModel):
    """``materialize_in_destination``: a ``memref.copy`` into the destination's buffer
    (none when the analysis made source and destination one buffer)."""

    __slots__ = ()

    def _dest_is_tensor(self) -> bool:
        return isinstance(self.op.op_operands[1].value.type, TensorType)

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return operand.index == 0

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return operand.index == 1

    def must_bufferize_in_place(self, operand: Any, state: Any) -> bool:
        return operand.index == 1  # the destination is never copied

    def aliasing_values(self, operand: Any, state: Any) -> list:
        if operand.index == 1 and self._dest_is_tensor():
            return [self.op.results[0]]
        return []

    def is_writable(self, value: Any, state: Any) -> bool:
        return True

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        src = get_buffer(rewriter, op.op_operands[0].value, options, state)
        d = op.op_operands[1].value
        dest = get_buffer(rewriter, d, options, state) if self._dest_is_tensor() else d
        rewriter.set_insertion_point(op)
        if src is not dest:
            copy_buffer(rewriter, op.loc, src, dest)
        if self._dest_is_tensor():
            replace_op_with_bufferized_values(rewriter, op, [dest])
        else:
            rewriter.erase_op(op)
        return True


# ------------------------------------------------------------------ destination-style ops


class DestinationStyleModel(BufferizableModel):
    """Every op with ``DestinationStyleOpInterface`` and ``LinalgStructuredOpInterface``
    (MLIR's ``bufferizeDestinationStyleOpInterface``): inputs are read, inits written (and
    read when the payload uses them), each init aliases its tied result; it bufferizes to a
    new op of the same kind on the buffers, inits as outs, no results, the same regions."""

    __slots__ = ()

    def _dps(self) -> Any:
        return self.op.interface(DestinationStyleOpInterface)

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        dps = self._dps()
        if not dps.is_dps_init(operand):
            return True
        # An init is read when the payload uses its block argument.
        lin = self.op.interface(LinalgStructuredOpInterface)
        try:
            region = lin.payload_region()
        except NotImplementedError:
            return True
        if region is None or not region.blocks:
            return True
        arg = (
            region.blocks[0].args[operand.index]
            if operand.index < len(region.blocks[0].args)
            else None
        )
        return arg is None or arg.first_use is not None

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return self._dps().is_dps_init(operand)

    def aliasing_values(self, operand: Any, state: Any) -> list:
        r = self._dps().tied_op_result(operand)
        return [r] if r is not None else []

    def reify_dynamic_sizes(self, rw: Any, value: Any, loc: Any) -> list | None:
        init = self._dps().tied_op_operand(value)
        return None if init is None else dynamic_sizes_of(rw, init.value, loc)

    def bufferizes_to_element_wise_access(self, state: Any, operands: list) -> bool:
        lin = self.op.interface(LinalgStructuredOpInterface)
        if lin.num_reduction_loops():
            return False
        maps = lin.indexing_maps()
        for o in operands:
            m = maps[o.index] if o.index < len(maps) else None
            if m is None or not m.is_identity():
                return False
        return True

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        op = self.op
        dps = self._dps()
        inits = {id(o) for o in dps.dps_init_operands()}
        rewriter.set_insertion_point(op)
        operands = []
        repl = []
        for o in op.op_operands:
            v = o.value
            if isinstance(v.type, TensorType):
                b = get_buffer(rewriter, v, options, state)
                operands.append(b)
                if id(o) in inits:
                    repl.append(b)
            else:
                operands.append(v)
        rewriter.set_insertion_point(op)
        new = rewriter.create_detached(
            op.name, operands, [], op.properties, op.attributes, len(op.regions), loc=op.loc
        )
        for rn, ro in zip(new.regions, op.regions):
            rn.take_body(ro)
        rewriter.insert(new)
        replace_op_with_bufferized_values(rewriter, op, repl)
        return True


__all__ = [
    "AllocTensorModel",
    "AnalysisState",
    "BufferizableModel",
    "BufferizationError",
    "BufferizationOptions",
    "DeallocTensorModel",
    "DestinationStyleModel",
    "MaterializeInDestinationModel",
    "ToMemrefModel",
    "ToTensorModel",
    "get_buffer",
    "get_buffer_type",
    "replace_op_with_bufferized_values",
]
