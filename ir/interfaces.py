"""Op and dialect interfaces: the questions generic passes ask ops (MLIR's ``OpInterface``,
``DialectInterface``).

A pass that must know something about an op it has never heard of asks the op
through an interface: ``op.interface(BranchOpInterface)`` returns the op's
implementation bound to it, or ``None`` when the op does not implement the interface
(then the pass must assume the worst, never the best). Traits stay facts without
methods (``Pure``, ``IsTerminator``); an interface is a set of methods with contracts.

An op class implements interfaces through its class attribute ``INTERFACES``
(interface class -> implementation class, a subclass of the interface whose instances
hold the op in ``self.op``). ``.rules`` op definitions declare them: the interface's
name in the op's trait list, and, where the answer is not declarative, the
implementation class in the op's ``interfaces { Name: h.Class }`` item; the generator
writes the declarative ones (``BranchOpInterface`` from the op's successors and their
operand groups, ``SymbolOpInterface`` from ``Symbol`` and ``sym_name``,
``MemoryEffectOpInterface`` from the effect traits). A dialect implements dialect
interfaces (``DialectInlinerInterface``) in its ``dialect`` block the same way
(``interfaces { DialectInlinerInterface: h.Inliner }``); ``dialect_interface(name,
iface)`` looks one up.

Every interface below documents its methods' contracts; a method an implementation
does not override raises ``NotImplementedError`` unless a default is documented.

What it does not do: infer an implementation from an op's behaviour; an op that does
not declare an interface does not have it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar

__all__ = [
    "verify_loop_carried_values",
    "InferredFromBuild",
    "SymbolUserOpInterface",
    "SymbolUsesFromHook",
    "attach_interface",
    "LinalgStructuredOpInterface",
    "InferTypeOpInterface",
    "DestructurableAccessorOpInterface",
    "DestructurableAllocationOpInterface",
    "ReifyRankedShapedTypeOpInterface",
    "RuntimeVerifiableOpInterface",
    "ValueBoundsOpInterface",
    "InferIntRangeInterface",
    "DestinationStyleOpInterface",
    "BufferizableOpInterface",
    "PatternDescriptorOpInterface",
    "ConversionPatternDescriptorOpInterface",
    "TypeConverterBuilderOpInterface",
    "TransformOpInterface",
    "INTERFACES",
    "BranchOpInterface",
    "CallOpInterface",
    "CallableOpInterface",
    "ConditionallySpeculatable",
    "DialectInlinerInterface",
    "DialectInterface",
    "EffectInstance",
    "LoopLikeOpInterface",
    "MemorySlot",
    "MemoryEffectOpInterface",
    "OpInterface",
    "PromotableAllocationOpInterface",
    "PromotableMemOpInterface",
    "RegionBranchOpInterface",
    "RegionBranchTerminatorOpInterface",
    "RegionSuccessor",
    "SymbolFromAttrs",
    "SymbolOpInterface",
    "declared_effects",
    "dialect_interface",
    "interface_by_name",
    "register_dialect_interface",
]


class OpInterface:
    """Base of op interfaces. An instance is an implementation bound to one op (``op``)."""

    NAME: ClassVar[str] = ""
    #: one line: what the interface answers (the generated docs list it)
    SUMMARY: ClassVar[str] = ""
    __slots__ = ("op",)

    def __init__(self, op: Any) -> None:
        self.op = op

    def __repr__(self) -> str:
        return f"<{self.NAME} of '{self.op.name}'>"


#: interface name -> interface class (every op interface defined here)
INTERFACES: dict[str, type[OpInterface]] = {}


def _register(cls: type[OpInterface]) -> type[OpInterface]:
    INTERFACES[cls.NAME] = cls
    return cls


def interface_by_name(name: str) -> type[OpInterface] | None:
    """The op interface named ``name`` (``"BranchOpInterface"``), or None."""
    return INTERFACES.get(name)


# ------------------------------------------------------------------ memory effects


class EffectInstance:
    """One memory effect: ``effect`` is ``"read"``, ``"write"``, ``"allocate"`` or ``"free"``;
    ``value`` the value it is on (a memref operand or an allocated result), or None for
    memory in general (anything the op can reach); ``resource`` names the memory
    (``"default"``; MLIR's ``SideEffects::DefaultResource``)."""

    __slots__ = ("effect", "resource", "value")

    def __init__(self, effect: str, value: Any = None, resource: str = "default") -> None:
        self.effect, self.value, self.resource = effect, value, resource

    def __repr__(self) -> str:
        on = "" if self.value is None else " on a value"
        return f"<{self.effect}{on} ({self.resource})>"


@_register
class MemoryEffectOpInterface(OpInterface):
    """``effects()``: every memory effect the op has, itself, as ``EffectInstance``s (empty:
    none). Nested ops' effects are not included: an op whose regions' effects count as
    its own says ``RecursiveMemoryEffects`` (a trait) instead of implementing this."""

    NAME = "MemoryEffectOpInterface"
    SUMMARY = "the op's own memory effects (read, write, allocate, free), on which values"
    __slots__ = ()

    def effects(self) -> list[EffectInstance]:
        raise NotImplementedError


_declared_effects: dict[tuple[str, ...], type] = {}


def declared_effects(*kinds: str) -> type:
    """The ``MemoryEffectOpInterface`` implementation of an op whose effect traits say
    ``kinds`` (``"read"``, ``"write"``, ``"allocate"``, ``"free"``; none for ``Pure``):
    each effect on memory in general, an allocation on each result (one class per set)."""
    key = tuple(sorted(set(kinds)))
    cls = _declared_effects.get(key)
    if cls is None:
        general = tuple(k for k in key if k != "allocate")
        alloc = "allocate" in key

        def effects(self: Any) -> list[EffectInstance]:
            out = [EffectInstance(k) for k in general]
            if alloc:
                out += [EffectInstance("allocate", r) for r in self.op.results]
            return out

        name = "".join(k.title() for k in key) or "No"
        cls = type(
            f"Declared{name}Effects",
            (MemoryEffectOpInterface,),
            {"__slots__": (), "effects": effects, "__doc__": f"Effects from traits: {key}."},
        )
        _declared_effects[key] = cls
    return cls


# ------------------------------------------------------------------ control flow


@_register
class BranchOpInterface(OpInterface):
    """A terminator branching to its successor blocks.

    ``successor_operands(i)``: the values passed to the arguments of successor ``i`` (in
    order; as many as the block has arguments when the IR verifies).
    ``set_successor_operands(i, values)``: make the branch pass ``values`` to successor
    ``i`` instead (operand segments updated).
    ``successor_for_operands(constant_operands)``: the one successor the branch takes
    given the constant attribute of each operand (None where not constant), or None when
    that does not decide it (MLIR's ``getSuccessorForOperands``; default: None)."""

    NAME = "BranchOpInterface"
    SUMMARY = "a branch: the operands passed to each successor block"
    __slots__ = ()

    def successor_operands(self, index: int) -> list[Any]:
        raise NotImplementedError

    def set_successor_operands(self, index: int, values: list[Any]) -> None:
        raise NotImplementedError

    def successor_for_operands(self, constant_operands: list[Any]) -> Any:
        return None


class RegionSuccessor:
    """Where control goes from a region branch point: ``region`` (entered at its entry
    block, whose arguments are ``inputs``) or, when ``region`` is None, back to the parent
    op (``inputs``: the op's results that receive the values)."""

    __slots__ = ("inputs", "region")

    def __init__(self, region: Any, inputs: list[Any]) -> None:
        self.region, self.inputs = region, list(inputs)

    @property
    def is_parent(self) -> bool:
        return self.region is None

    def __repr__(self) -> str:
        where = "parent" if self.region is None else "region"
        return f"<RegionSuccessor {where} ({len(self.inputs)} inputs)>"


@_register
class RegionBranchOpInterface(OpInterface):
    """An op whose regions are entered and left along edges it knows (scf.if, scf.for, ...).

    A *branch point* is ``None`` (the op itself: entering from outside) or one of its
    regions (leaving that region through its terminator).

    ``successor_regions(point)``: every place control may go from ``point``, as
    ``RegionSuccessor``s (MLIR's ``getSuccessorRegions``); an implementation may use
    ``constant_operands`` (the constant attribute of each operand or None) to drop
    edges that cannot be taken (``successor_regions_for_constants``; the default asks
    ``successor_regions``).
    ``entry_successor_operands(region)``: the operands of the op passed to the inputs
    of ``region`` (or of the parent's results when None) when entering from outside
    (``getEntrySuccessorOperands``; default: none).
    ``region_invocation_bounds(constant_operands)``: per region, how many times it may
    run each time the op runs, ``(lower, upper)`` with ``upper`` None when unbounded
    (MLIR's ``getRegionInvocationBounds``; default: ``(0, None)`` for every region)."""

    NAME = "RegionBranchOpInterface"
    SUMMARY = "an op with regions: which region or result each region's exit flows to"
    __slots__ = ()

    def successor_regions(self, point: Any) -> list[RegionSuccessor]:
        raise NotImplementedError

    def successor_regions_for_constants(
        self, constant_operands: list[Any]
    ) -> list[RegionSuccessor]:
        return self.successor_regions(None)

    def entry_successor_operands(self, region: Any) -> list[Any]:
        return []

    def region_invocation_bounds(
        self, constant_operands: list[Any]
    ) -> list[tuple[int, int | None]]:
        return [(0, None)] * len(self.op.regions)


@_register
class RegionBranchTerminatorOpInterface(OpInterface):
    """The terminator of a region of a ``RegionBranchOpInterface`` op (``scf.yield``,
    ``scf.condition``): ``successor_operands(region)`` are the values it passes to
    ``region`` (None: the parent op's results), MLIR's ``getSuccessorOperands``.
    ``successor_regions_for_constants(constant_operands)``: where control may go from
    it, given the constant attribute of each of its operands or None (MLIR's
    ``getSuccessorRegions`` of the terminator; default: the parent's
    ``successor_regions`` from the terminator's region, none when the parent is no
    ``RegionBranchOpInterface``)."""

    NAME = "RegionBranchTerminatorOpInterface"
    SUMMARY = "a region terminator: the values it passes to the next region or the results"
    __slots__ = ()

    def successor_operands(self, region: Any) -> list[Any]:
        raise NotImplementedError

    def successor_regions_for_constants(
        self, constant_operands: list[Any]
    ) -> list[RegionSuccessor]:
        parent = self.op.parent_op
        branch = parent.interface(RegionBranchOpInterface) if parent is not None else None
        if branch is None:
            return []
        return branch.successor_regions(self.op.parent_region)


@_register
class LoopLikeOpInterface(OpInterface):
    """A loop (MLIR's ``LoopLikeOpInterface``).

    ``loop_regions()``: the regions that run repeatedly (the body); values defined
    outside them are loop invariant. ``is_defined_outside(value)`` (default: not
    defined in the op). ``move_out_of_loop(op)``: move ``op`` (invariant, from a loop
    region) right before the loop (default). ``induction_vars()``, ``lower_bounds()``,
    ``upper_bounds()``, ``steps()``: one per loop dimension, or None when the loop has
    no such notion (a ``scf.while``). ``inits()``, ``region_iter_args()``,
    ``yielded_values()``, ``loop_results()``: the loop-carried values (default: none)."""

    NAME = "LoopLikeOpInterface"
    SUMMARY = "a loop: its body regions, induction variables, bounds and loop-carried values"
    __slots__ = ()

    def loop_regions(self) -> list[Any]:
        raise NotImplementedError

    def is_defined_outside(self, value: Any) -> bool:
        return not _defined_in(value, self.op)

    def move_out_of_loop(self, op: Any) -> None:
        op.move_before(self.op)

    def induction_vars(self) -> list[Any] | None:
        return None

    def lower_bounds(self) -> list[Any] | None:
        return None

    def upper_bounds(self) -> list[Any] | None:
        return None

    def steps(self) -> list[Any] | None:
        return None

    def inits(self) -> list[Any]:
        return []

    def region_iter_args(self) -> list[Any]:
        return []

    def yielded_values(self) -> list[Any]:
        return []

    def loop_results(self) -> list[Any]:
        return []


def verify_loop_carried_values(
    op: Any, inits: list, iter_args: list, yielded: list | None, results: Any
) -> str | None:
    """MLIR's ``verifyLoopLikeOpInterface`` (the checks a loop with loop-carried values
    runs before its nested ops): as many inits, region iter_args, yielded values (when
    ``yielded`` is given and not empty) and results, of the same types, in MLIR's order
    and words. The message, or None."""
    ys = yielded or []
    if len(inits) != len(iter_args):
        return f"different number of inits and region iter_args: {len(inits)} != {len(iter_args)}"
    if ys and len(iter_args) != len(ys):
        return (
            f"different number of region iter_args and yielded values: {len(iter_args)} != "
            f"{len(ys)}"
        )
    if len(results) != len(iter_args):
        return (
            f"different number of loop results and region iter_args: {len(results)} != "
            f"{len(iter_args)}"
        )
    for i, (a, b) in enumerate(zip(inits, iter_args)):
        if a.type is not b.type:
            return (
                f"{i}-th init and {i}-th region iter_arg have different type: '{a.type}' != "
                f"'{b.type}'"
            )
    for i, (a, y) in enumerate(zip(iter_args, ys)):
        if a.type is not y.type:
            return (
                f"{i}-th region iter_arg and {i}-th yielded value have different type: "
                f"'{a.type}' != '{y.type}'"
            )
    for i, (a, r) in enumerate(zip(iter_args, results)):
        if a.type is not r.type:
            return (
                f"{i}-th region iter_arg and {i}-th loop result have different type: "
                f"'{a.type}' != '{r.type}'"
            )
    return None


def _defined_in(value: Any, op: Any) -> bool:
    """Whether ``value`` is defined inside ``op``'s regions (an op result or block argument there)."""
    from .core import OpResult

    if type(value) is OpResult:
        blk = value.owner.parent
    else:
        blk = value.owner  # a block argument's block
    while blk is not None:
        r = blk.parent
        o = r.parent if r is not None else None
        if o is op:
            return True
        blk = o.parent if o is not None else None
    return False


# ------------------------------------------------------------------ calls and symbols


@_register
class CallOpInterface(OpInterface):
    """A call. ``callee()``: the callee, a ``SymbolRefAttr`` (direct call) or a ``Value``
    (indirect). ``arg_operands()``: the operands passed as the callee's arguments.
    ``set_callee(symbol_ref)`` (direct calls)."""

    NAME = "CallOpInterface"
    SUMMARY = "a call: its callee (a symbol or a value) and its argument operands"
    __slots__ = ()

    def callee(self) -> Any:
        raise NotImplementedError

    def arg_operands(self) -> list[Any]:
        raise NotImplementedError

    def set_callee(self, symbol_ref: Any) -> None:
        raise NotImplementedError


@_register
class CallableOpInterface(OpInterface):
    """Something a call may call (a function). ``callable_region()``: its body, or None
    for a declaration (external). ``argument_types()``, ``result_types()``."""

    NAME = "CallableOpInterface"
    SUMMARY = "a callable (function): its body region and its argument and result types"
    __slots__ = ()

    def callable_region(self) -> Any:
        raise NotImplementedError

    def argument_types(self) -> list[Any]:
        raise NotImplementedError

    def result_types(self) -> list[Any]:
        raise NotImplementedError


@_register
class SymbolOpInterface(OpInterface):
    """An op defining a symbol (``sym_name``) in the nearest symbol table.

    ``name()`` / ``set_name(str)``: the name; None for an op whose name is optional and
    absent (an unnamed ``builtin.module``), which then defines no symbol.
    ``visibility()``: ``"public"`` (the default), ``"private"`` or ``"nested"``;
    ``set_visibility(str)``; ``is_declaration()``: no body (an external function);
    ``can_discard_on_use_empty()``: the symbol may be erased once nothing refers to it
    (default, MLIR's: when it is private)."""

    NAME = "SymbolOpInterface"
    SUMMARY = "defines a symbol: its name and visibility, whether it is a declaration"
    __slots__ = ()

    def name(self) -> str | None:
        raise NotImplementedError

    def set_name(self, name: str) -> None:
        raise NotImplementedError

    def visibility(self) -> str:
        raise NotImplementedError

    def set_visibility(self, visibility: str) -> None:
        raise NotImplementedError

    def is_declaration(self) -> bool:
        return False

    def can_discard_on_use_empty(self) -> bool:
        return self.visibility() == "private"


class SymbolFromAttrs(SymbolOpInterface):
    """``SymbolOpInterface`` of an op with the ``Symbol`` trait: its name is the
    ``sym_name`` attribute (None when absent), its visibility ``sym_visibility`` (absent:
    public); with a region, it is a declaration when the region is empty."""

    __slots__ = ()

    def name(self) -> str | None:
        a = self.op.get_attr("sym_name")
        return None if a is None else a.value

    def set_name(self, name: str) -> None:
        from .attributes import StringAttr

        self.op.set_attr("sym_name", StringAttr.get(name))

    def visibility(self) -> str:
        v = self.op.get_attr("sym_visibility")
        return "public" if v is None else v.value

    def set_visibility(self, visibility: str) -> None:
        from .attributes import StringAttr

        if visibility == "public":
            if self.op.get_attr("sym_visibility") is not None:
                self.op.remove_attr("sym_visibility")
        else:
            self.op.set_attr("sym_visibility", StringAttr.get(visibility))

    def is_declaration(self) -> bool:
        return bool(self.op.regions) and not self.op.regions[0].blocks


@_register
class SymbolUserOpInterface(OpInterface):
    """An op that refers to symbols and checks its references (MLIR's
    ``SymbolUserOpInterface``). ``verify_symbol_uses(tables)``: called by the verifier once
    the enclosing symbol table has verified, with a ``SymbolTableCollection``
    (``ir.verifier``) for lookups; raises ``VerifyError`` (or returns its message) when a
    reference is wrong (an undefined callee, a signature mismatch)."""

    NAME = "SymbolUserOpInterface"
    SUMMARY = "refers to symbols and verifies those references against the symbol tables"
    __slots__ = ()

    def verify_symbol_uses(self, tables: Any) -> Any:
        raise NotImplementedError


class SymbolUsesFromHook(SymbolUserOpInterface):
    """``SymbolUserOpInterface`` of an op whose definition gives ``verify_symbol_uses``
    (the op class's ``verify_symbol_uses_`` hook, which the verifier calls)."""

    __slots__ = ()

    def verify_symbol_uses(self, tables: Any) -> Any:
        return self.op.verify_symbol_uses_(tables)


# ------------------------------------------------------------------ speculation


@_register
class ConditionallySpeculatable(OpInterface):
    """Whether the op may run where it did not before (hoisted out of a loop or a branch):
    ``speculatability()`` is ``"speculatable"`` (no undefined behavior whatever its
    operands), ``"not"`` or ``"recursive"`` (speculatable when every op in its regions
    is). MLIR's ``ConditionallySpeculatable``; ``Pure`` / ``AlwaysSpeculatable`` ops are
    speculatable without implementing it (``ir.side_effects.speculatability``)."""

    NAME = "ConditionallySpeculatable"
    SUMMARY = "whether the op may be executed speculatively (hoisted), given its operands"
    __slots__ = ()

    def speculatability(self) -> str:
        raise NotImplementedError


# ------------------------------------------------------------------ memory promotion


class MemorySlot:
    """A promotable slot (MLIR's ``MemorySlot``): ``ptr``, the value addressing it (an
    allocation's result), and ``elem_type``, the type of what it holds."""

    __slots__ = ("elem_type", "ptr")

    def __init__(self, ptr: Any, elem_type: Any) -> None:
        self.ptr, self.elem_type = ptr, elem_type


@_register
class PromotableAllocationOpInterface(OpInterface):
    """An allocation whose slots ``mem2reg`` may turn into SSA values.

    ``promotable_slots()``: the ``MemorySlot``s it allocates that could be promoted.
    ``default_value(slot, builder)``: build (at the builder's insertion point) the value a
    load sees before any store (MLIR: ``ub.poison``/undef-like; irlite: what the
    implementation chooses, e.g. a zero constant). ``handle_block_argument(slot, arg,
    builder)``: a block argument was added for the slot (default: nothing).
    ``handle_promotion_complete(slot, default_value, builder)``: every use is gone; erase
    the allocation (and the default value if unused)."""

    NAME = "PromotableAllocationOpInterface"
    SUMMARY = "an allocation mem2reg may replace with SSA values: its slots, their default value"
    __slots__ = ()

    def promotable_slots(self) -> list[MemorySlot]:
        raise NotImplementedError

    def default_value(self, slot: MemorySlot, builder: Any) -> Any:
        raise NotImplementedError

    def handle_block_argument(self, slot: MemorySlot, arg: Any, builder: Any) -> None:
        return None

    def handle_promotion_complete(self, slot: MemorySlot, default_value: Any, builder: Any) -> None:
        raise NotImplementedError


@_register
class PromotableMemOpInterface(OpInterface):
    """A load or store of a slot (MLIR's ``PromotableMemOpInterface``).

    ``loads_from(slot)`` / ``stores_to(slot)``: whether it reads / writes the slot.
    ``stored_value(slot, builder, reaching_def)``: the value a store writes (it may build
    a conversion). ``can_uses_be_removed(slot, blocking_uses)``: its uses of the slot
    pointer (``blocking_uses``, OpOperands) can all go. ``remove_blocking_uses(slot,
    builder, reaching_def)``: drop them, a load's result replaced by ``reaching_def``;
    return ``"delete"`` when the op must then be erased, ``"keep"`` otherwise."""

    NAME = "PromotableMemOpInterface"
    SUMMARY = "a load or store of a promotable slot, and how mem2reg removes it"
    __slots__ = ()

    def loads_from(self, slot: MemorySlot) -> bool:
        raise NotImplementedError

    def stores_to(self, slot: MemorySlot) -> bool:
        raise NotImplementedError

    def stored_value(self, slot: MemorySlot, builder: Any, reaching_def: Any) -> Any:
        raise NotImplementedError

    def can_uses_be_removed(self, slot: MemorySlot, blocking_uses: list[Any]) -> bool:
        raise NotImplementedError

    def remove_blocking_uses(self, slot: MemorySlot, builder: Any, reaching_def: Any) -> str:
        raise NotImplementedError


@_register
class DestructurableAllocationOpInterface(OpInterface):
    """An allocation that ``sroa`` may split into one allocation per element it holds
    (MLIR's ``DestructurableAllocationOpInterface``).

    ``destructurable_slots()``: ``(pointer, {index: element type})`` pairs, one per slot
    that could be split (indices are attributes). ``destructure(pointer, used, builder)``:
    build one allocation per index in ``used``, in its order, and return ``{index: new pointer}``.
    ``handle_destructuring_complete(pointer, builder)``: every access was rewired; erase
    what is left of the allocation."""

    NAME = "DestructurableAllocationOpInterface"
    SUMMARY = "an allocation sroa may split into one allocation per element"
    __slots__ = ()

    def destructurable_slots(self) -> list[tuple[Any, dict]]:
        raise NotImplementedError

    def destructure(self, pointer: Any, used: set, builder: Any) -> dict:
        raise NotImplementedError

    def handle_destructuring_complete(self, pointer: Any, builder: Any) -> None:
        raise NotImplementedError


@_register
class DestructurableAccessorOpInterface(OpInterface):
    """An access that ``sroa`` can move to the element allocation it reaches (MLIR's
    ``DestructurableAccessorOpInterface`` with ``SafeMemorySlotAccessOpInterface``).

    ``can_rewire(pointer, used)``: the op only reads or writes one known element of the
    slot (added to ``used``, a set that keeps the order of ``add``). ``rewire(pointer,
    subslots, builder)``: make it
    access ``subslots[index]`` instead."""

    NAME = "DestructurableAccessorOpInterface"
    SUMMARY = "an access sroa can move to the element allocation it reaches"
    __slots__ = ()

    def can_rewire(self, pointer: Any, used: set) -> bool:
        raise NotImplementedError

    def rewire(self, pointer: Any, subslots: dict, builder: Any) -> None:
        raise NotImplementedError


# ------------------------------------------------------------------ types and the tensor level


@_register
class InferTypeOpInterface(OpInterface):
    """An op whose result types follow from its operands and attributes (MLIR's
    ``InferTypeOpInterface``), so a builder or a rewrite can create it without naming
    them. ``infer_return_types(operands, attributes, regions)``, a classmethod (callable
    before the op exists, on ``type(op).INTERFACES[InferTypeOpInterface]``), returns the
    result types, or raises ``ValueError`` naming the op when they cannot be inferred.
    ``inferred_result_types()``: the types inferred for the bound op's operands and
    attributes. The generator implements it (``InferredFromBuild``) for every op whose
    ``build`` infers all its result types."""

    NAME = "InferTypeOpInterface"
    SUMMARY = "result types inferred from operands and attributes"
    __slots__ = ()

    @classmethod
    def infer_return_types(
        cls, operands: list[Any], attributes: dict[str, Any], regions: list[Any]
    ) -> list[Any]:
        raise NotImplementedError

    def inferred_result_types(self) -> list[Any]:
        op = self.op
        attrs = dict(op.properties)
        attrs.update(op.attributes)
        return self.infer_return_types(op.operands, attrs, list(op.regions))


@_register
class InferIntRangeInterface(OpInterface):
    """An op that can say the ranges of its integer results from those of its operands
    (MLIR's ``InferIntRangeInterface``), what the integer range analysis
    (``passes.analysis.int_range``) asks.

    ``infer_result_ranges_from_optional(arg_ranges, set_result_range)``: ``arg_ranges``
    holds one ``ir.int_range.ConstantIntRanges`` per operand, or None where nothing is
    known yet (uninitialized, or not an integer); the op calls ``set_result_range(value,
    ranges)`` for each of its results (or, for a region's entry arguments it defines, of
    those) it can bound, and may call it for none. The default calls
    ``infer_result_ranges(ranges, set_result_range)`` when every operand is known, and
    does nothing otherwise; an implementation overrides one of the two. It must not
    change the IR (test ops that record what they see in their attributes are the
    exception)."""

    NAME = "InferIntRangeInterface"
    SUMMARY = "the ranges of the op's integer results, from its operands' ranges"
    __slots__ = ()

    def infer_result_ranges_from_optional(self, arg_ranges: list[Any], set_result_range: Any) -> None:
        if any(r is None for r in arg_ranges):
            return
        self.infer_result_ranges(arg_ranges, set_result_range)

    def infer_result_ranges(self, arg_ranges: list[Any], set_result_range: Any) -> None:
        raise NotImplementedError


@_register
class ReifyRankedShapedTypeOpInterface(OpInterface):
    """An op that can say the sizes of its ranked shaped results (MLIR's
    ``ReifyRankedShapedTypeOpInterface``): ``reify_result_shapes(builder)`` gives, per
    result, one entry per dim, an ``int`` or an index ``Value`` (ops it needs are built
    at ``builder``'s insertion point), or None when it cannot."""

    NAME = "ReifyRankedShapedTypeOpInterface"
    SUMMARY = "the sizes of the op's ranked shaped results, as ints or index values"
    __slots__ = ()

    def reify_result_shapes(self, builder: Any) -> list[list[Any]] | None:
        raise NotImplementedError


@_register
class ValueBoundsOpInterface(OpInterface):
    """An op that can bound its index results and the dims of its shaped results (or of
    the region arguments it defines) by affine constraints on other values (MLIR's
    ``ValueBoundsOpInterface``), what the value bounds analysis
    (``passes.analysis.value_bounds``) asks while it walks a value's backward slice.

    ``populate_bounds_for_index_value(value, cstr)`` / ``populate_bounds_for_shaped_value_dim
    (value, dim, cstr)``: add what is known about ``value`` (an index value) or about its
    dim ``dim`` to ``cstr`` through its ``bound_eq/le/lt/ge/gt(value, rhs, dim)`` methods,
    ``rhs`` an ``AffineExpr`` from ``cstr.get_expr(other, dim)``, an index ``Value`` or an
    int. The analysis calls them once per value and dim, only for values the op owns;
    adding nothing is always correct. Neither may change the IR. Both default to adding
    nothing."""

    NAME = "ValueBoundsOpInterface"
    SUMMARY = "affine bounds of the op's index results and result dims"
    __slots__ = ()

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        return None

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        return None


@_register
class RuntimeVerifiableOpInterface(OpInterface):
    """An op that can check at run time what its verifier cannot (MLIR's
    ``RuntimeVerifiableOpInterface``), what ``generate-runtime-verification`` asks.

    ``generate_runtime_verification(builder, loc)``: build, at ``builder``'s insertion
    point (just before the op), the ops that compute the op's runtime preconditions and
    assert them (``cf.assert``); the op itself is left unchanged."""

    NAME = "RuntimeVerifiableOpInterface"
    SUMMARY = "checks of the op's preconditions that run with the program"
    __slots__ = ()

    def generate_runtime_verification(self, builder: Any, loc: Any) -> None:
        raise NotImplementedError


class InferredFromBuild(InferTypeOpInterface):
    """``InferTypeOpInterface`` of an op whose generated ``build`` infers every result type
    from its operands and attributes (``SameOperandsAndResultType``, a fixed result type,
    ``type($x)`` relations: what ODS's ``allResultTypesKnown`` means). The generator
    writes a subclass per op with ``OP_CLASS`` set; inference builds a detached op and
    reads its result types (the op is dropped)."""

    __slots__ = ()
    OP_CLASS: ClassVar[Any] = None
    _params: ClassVar[frozenset | None] = None

    @classmethod
    def infer_return_types(
        cls, operands: list[Any], attributes: dict[str, Any], regions: list[Any]
    ) -> list[Any]:
        oc = cls.OP_CLASS
        params = cls._params
        if params is None:
            import inspect

            params = cls._params = frozenset(inspect.signature(oc.build).parameters)
        kw = {k: v for k, v in attributes.items() if k in params and k in oc.inherent_attrs}
        try:
            op = oc.build(*operands, **kw)
        except (TypeError, ValueError, AttributeError, IndexError) as e:
            raise ValueError(f"'{oc.OP_NAME}' cannot infer its result types: {e}") from None
        types = [r.type for r in op.results]
        for o in op.op_operands:
            o.drop()
        return types


@_register
class DestinationStyleOpInterface(OpInterface):
    """An op in destination-passing style (MLIR's ``DestinationStyleOpInterface``): some
    operands are *inits* ("outs"), and on tensors result ``i`` is the updated value of
    init ``i`` (same type); on buffers the op writes its inits in place and has no
    results. The other operands are *inputs* ("ins"), only read.

    ``dps_init_operands()``: the init ``OpOperand``s, in order (required).
    ``dps_input_operands()``: the input ``OpOperand``s (default: every operand that is
    not an init). ``dps_inits()`` / ``dps_inputs()``: their values. ``is_dps_init(operand)``
    / ``is_dps_input(operand)``: whether an ``OpOperand`` of this op is one.
    ``tied_op_result(operand)``: the result tied to an init operand (None for an input,
    or on buffers). ``tied_op_operand(result)``: the init tied to a result.
    ``has_pure_tensor_semantics()``: every init and input of shaped type is a tensor;
    ``has_pure_buffer_semantics()``: every one is a memref."""

    NAME = "DestinationStyleOpInterface"
    SUMMARY = "destination-passing style: which operands are inits, the result tied to each"
    __slots__ = ()

    def dps_init_operands(self) -> list[Any]:
        raise NotImplementedError

    def dps_input_operands(self) -> list[Any]:
        inits = {id(o) for o in self.dps_init_operands()}
        return [o for o in self.op.op_operands if id(o) not in inits]

    def dps_inits(self) -> list[Any]:
        return [o.value for o in self.dps_init_operands()]

    def dps_inputs(self) -> list[Any]:
        return [o.value for o in self.dps_input_operands()]

    def is_dps_init(self, operand: Any) -> bool:
        return any(o is operand for o in self.dps_init_operands())

    def is_dps_input(self, operand: Any) -> bool:
        return operand.owner is self.op and not self.is_dps_init(operand)

    def tied_op_result(self, operand: Any) -> Any:
        for i, o in enumerate(self.dps_init_operands()):
            if o is operand:
                return self.op.results[i] if i < len(self.op.results) else None
        return None

    def tied_op_operand(self, result: Any) -> Any:
        return self.dps_init_operands()[result.index]

    def _shaped(self, kind: str) -> bool:
        from .types import MemRefType, RankedTensorType, UnrankedMemRefType, UnrankedTensorType

        want = (
            (RankedTensorType, UnrankedTensorType)
            if kind == "tensor"
            else (MemRefType, UnrankedMemRefType)
        )
        shaped = (RankedTensorType, UnrankedTensorType, MemRefType, UnrankedMemRefType)
        for o in self.op.op_operands:
            t = o.value.type
            if isinstance(t, shaped) and not isinstance(t, want):
                return False
        return True

    def has_pure_tensor_semantics(self) -> bool:
        return self._shaped("tensor")

    def has_pure_buffer_semantics(self) -> bool:
        return self._shaped("memref")


@_register
class LinalgStructuredOpInterface(OpInterface):
    """A structured op (MLIR's ``LinalgOp``): a perfect loop nest over ``num_loops()``
    dimensions whose body is the op's payload region, reading each input and init
    through its indexing map and writing the inits. Every ``linalg`` pass (generalize,
    fuse, tile, lower to loops, bufferize) uses these methods, never an op's name.

    ``indexing_maps()``: one ``AffineMap`` per operand (inputs then inits), from the
    loop dimensions to the operand's indices. ``iterator_types()``: ``"parallel"`` or
    ``"reduction"`` per loop. ``payload_region()``: the region whose block takes one
    scalar per operand (inputs then inits) and yields one per init (a named op
    materializes it on demand). ``static_loop_ranges()``: each loop's trip count, or
    None where dynamic. The destination-passing facts (which operands are inits) come
    from ``DestinationStyleOpInterface``, which every structured op also implements."""

    NAME = "LinalgStructuredOpInterface"
    SUMMARY = "a structured op: indexing maps, iterator types, payload region, loop ranges"
    __slots__ = ()

    def indexing_maps(self) -> list[Any]:
        raise NotImplementedError

    def iterator_types(self) -> list[str]:
        raise NotImplementedError

    def payload_region(self) -> Any:
        raise NotImplementedError

    def num_loops(self) -> int:
        return len(self.iterator_types())

    def num_parallel_loops(self) -> int:
        return sum(1 for t in self.iterator_types() if t == "parallel")

    def num_reduction_loops(self) -> int:
        return sum(1 for t in self.iterator_types() if t == "reduction")

    def static_loop_ranges(self) -> list[int | None]:
        raise NotImplementedError


@_register
class BufferizableOpInterface(OpInterface):
    """How ``one-shot-bufferize`` turns an op on tensors into one on buffers (MLIR's
    ``BufferizableOpInterface``). Asked of ops with tensor operands or results; an op
    without it is not bufferizable (the pass reports it, or leaves
    ``bufferization.to_memref``/``to_tensor`` around it where allowed).

    ``bufferizes_to_memory_read(operand, state)`` / ``bufferizes_to_memory_write(operand,
    state)``: whether the buffer of a tensor ``OpOperand`` is read / written.
    ``aliasing_values(operand, state)``: the tensor results that may share the operand's
    buffer (for a destination-style op: the tied result). ``aliasing_op_operands(value,
    state)``: the reverse. ``must_bufferize_in_place(operand, state)``: no copy may be
    inserted for it (default False). ``is_writable(value, state)``: the value's buffer
    may be written in place (default True). ``bufferize(rewriter, options, state)``:
    replace the op by buffer ops (its tensor results replaced through
    ``replace_op_with_bufferized_values``); returns False when it cannot."""

    NAME = "BufferizableOpInterface"
    SUMMARY = "how one-shot-bufferize turns the op on tensors into one on buffers"
    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        raise NotImplementedError

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        raise NotImplementedError

    def aliasing_values(self, operand: Any, state: Any) -> list[Any]:
        raise NotImplementedError

    def aliasing_op_operands(self, value: Any, state: Any) -> list[Any]:
        raise NotImplementedError

    def must_bufferize_in_place(self, operand: Any, state: Any) -> bool:
        return False

    def is_writable(self, value: Any, state: Any) -> bool:
        return True

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        raise NotImplementedError


# ------------------------------------------------------------------ transform dialect


@_register
class TransformOpInterface(OpInterface):
    """An op the transform interpreter runs (MLIR's ``TransformOpInterface``); the engine
    is ``irlite.rules.transform`` (``TransformState``), the pass ``transform-interpreter``.

    ``apply(rewriter, results, state)``: perform the transformation on the payload IR that
    ``state`` maps this op's operands to (``state.payload_ops(v)``, ``state.params(v)``,
    ``state.payload_values(v)``), and set every result in ``results``
    (``results.set(i, [...])``) unless it fails. Returns None on success or a
    ``DiagnosedFailure`` (``silenceable(...)``: the op did not apply and the enclosing
    sequence decides; ``definite(...)``: the payload may be broken, interpretation stops).
    The handles the op consumes are invalidated after it (see ``consumed_operands``).
    ``consumed_operands()``: indices of the operands whose handles the op consumes (MLIR's
    ``consumesHandle`` effects; default: none, it only reads them).
    ``allows_repeated_handle_operands()``: the same handle may be passed twice (default
    False)."""

    NAME = "TransformOpInterface"
    SUMMARY = "an op the transform interpreter applies to the payload IR its handles map to"
    __slots__ = ()

    def apply(self, rewriter: Any, results: Any, state: Any) -> Any:
        raise NotImplementedError

    def consumed_operands(self) -> tuple[int, ...]:
        return ()

    def allows_repeated_handle_operands(self) -> bool:
        return False


@_register
class PatternDescriptorOpInterface(OpInterface):
    """An op in a ``transform.apply_patterns`` body that names rewrite patterns (MLIR's
    ``PatternDescriptorOpInterface``). ``populate_patterns(patterns)``: append its
    ``RewritePattern``s to the list ``patterns``; the enclosing op applies them all greedily
    with every loaded dialect's folders."""

    NAME = "PatternDescriptorOpInterface"
    SUMMARY = "contributes rewrite patterns to an enclosing transform.apply_patterns"
    __slots__ = ()

    def populate_patterns(self, patterns: list[Any]) -> None:
        raise NotImplementedError


@_register
class ConversionPatternDescriptorOpInterface(OpInterface):
    """An op in a ``transform.apply_conversion_patterns`` body that names conversion
    patterns (MLIR's ``ConversionPatternDescriptorOpInterface``).
    ``populate_patterns(converter, patterns)``: append its ``ConversionPattern``s, built
    for the type converter ``converter``. ``populate_conversion_target_rules(converter,
    target)``: legality it adds to the ``ConversionTarget`` (default none).
    ``type_converter()``: a converter of its own, or None (the default) to use the
    enclosing op's. ``verify_type_converter(builder)``: why the enclosing op's default
    converter builder (a ``TypeConverterBuilderOpInterface``) does not suit it, or None."""

    NAME = "ConversionPatternDescriptorOpInterface"
    SUMMARY = "contributes conversion patterns to an enclosing transform.apply_conversion_patterns"
    __slots__ = ()

    def populate_patterns(self, converter: Any, patterns: list[Any]) -> None:
        raise NotImplementedError

    def populate_conversion_target_rules(self, converter: Any, target: Any) -> None:
        return None

    def type_converter(self) -> Any:
        return None

    def verify_type_converter(self, builder: Any) -> str | None:
        return None


@_register
class TypeConverterBuilderOpInterface(OpInterface):
    """An op that builds a ``TypeConverter`` for the transform dialect's conversion ops
    (MLIR's ``TypeConverterBuilderOpInterface``): ``type_converter()`` the converter,
    ``type_converter_type()`` its kind (``"LLVMTypeConverter"``), which pattern
    descriptors may require."""

    NAME = "TypeConverterBuilderOpInterface"
    SUMMARY = "builds the type converter of a transform.apply_conversion_patterns"
    __slots__ = ()

    def type_converter(self) -> Any:
        raise NotImplementedError

    def type_converter_type(self) -> str:
        return "TypeConverter"


# ------------------------------------------------------------------ dialect interfaces


class DialectInterface:
    """Base of dialect interfaces: one instance per dialect that implements it."""

    NAME: ClassVar[str] = ""
    SUMMARY: ClassVar[str] = ""
    __slots__ = ("dialect",)

    def __init__(self, dialect: str) -> None:
        self.dialect = dialect


class DialectInlinerInterface(DialectInterface):
    """What the inliner asks a dialect about its ops (MLIR's ``DialectInlinerInterface``).

    ``is_legal_to_inline_call(call, callable, would_be_cloned)``: the call may be
    inlined (asked of the call's and the callable's dialects). ``is_legal_to_inline_region(dest,
    src, would_be_cloned)``: ``src``'s blocks may go into region ``dest``.
    ``is_legal_to_inline_op(op, dest, would_be_cloned)``: ``op`` (of this dialect) may
    move into region ``dest``. Defaults: False, as MLIR's (a dialect says what is legal).
    ``handle_terminator(op, values)``: ``op`` ends a single-block body being inlined;
    replace ``values`` (the call's results) with what it returns, then erase it (the
    default raises). ``handle_terminator_blocks(op, dest)``: in a multi-block body,
    turn ``op`` into a branch to ``dest``, passing what it returns (default raises)."""

    NAME = "DialectInlinerInterface"
    SUMMARY = "which ops, regions and calls may be inlined, and how terminators become values"
    __slots__ = ()

    def is_legal_to_inline_call(self, call: Any, callable_op: Any, would_be_cloned: bool) -> bool:
        return False

    def is_legal_to_inline_region(self, dest: Any, src: Any, would_be_cloned: bool) -> bool:
        return False

    def is_legal_to_inline_op(self, op: Any, dest: Any, would_be_cloned: bool) -> bool:
        return False

    def handle_terminator(self, op: Any, values: list[Any]) -> None:
        raise NotImplementedError

    def handle_terminator_blocks(self, op: Any, dest: Any) -> None:
        raise NotImplementedError


DIALECT_INTERFACES_BY_NAME: dict[str, type[DialectInterface]] = {
    DialectInlinerInterface.NAME: DialectInlinerInterface
}
_dialect_impls: dict[tuple[str, type], DialectInterface] = {}


def register_dialect_interface(dialect: str, iface: type, impl: type) -> None:
    """Make ``impl`` (a subclass of ``iface``) dialect ``dialect``'s implementation."""
    _dialect_impls[(dialect, iface)] = impl(dialect)


def dialect_interface(dialect: str, iface: type) -> Any:
    """Dialect ``dialect``'s implementation of ``iface``, or None."""
    return _dialect_impls.get((dialect, iface))


def attach_interface(op_name: str, iface: type, impl: type) -> None:
    """Make ``impl`` (a subclass of ``iface``) op ``op_name``'s implementation of ``iface``
    from outside the op's definition (MLIR's external models: how a transform's dialect,
    such as bufferization, teaches ops of other dialects its interface). An interface the
    op's own definition implements wins over an attached one."""
    from .core import EXTERNAL_INTERFACES

    EXTERNAL_INTERFACES.setdefault(op_name, {})[iface] = impl


def op_interfaces(cls: type) -> Iterator[str]:
    """The names of the interfaces an op class implements."""
    for k in getattr(cls, "INTERFACES", {}):
        yield k.NAME
