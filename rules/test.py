"""Native helpers of ``test.rules`` (ops of mlir-opt's ``test`` dialect): the interface
implementations TestOps.td gives its ops in C++ (``TestOpDefs.cpp``).

What it does not do: register anything (``ir.context.load_mlir_test_dialect`` does, for
irlite-opt only).
"""

from __future__ import annotations

from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import (
    ArrayAttr,
    DenseArrayAttr,
    DialectAttr,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    UnitAttr,
)
from irlite.ir.core import Operation
from irlite.ir.interfaces import (
    ConditionallySpeculatable,
    DestructurableAllocationOpInterface,
    EffectInstance,
    LoopLikeOpInterface,
    MemoryEffectOpInterface,
    MemorySlot,
    OpInterface,
    PromotableAllocationOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
    attach_interface,
)
from irlite.ir.layout_attrs import AffineMapAttr
from irlite.ir.types import DialectType, IntegerType, MemRefType
from irlite.rules.memref import subelement_index_map
from irlite.rules.scf import parse_SwitchCases, print_SwitchCases

__all__ = [
    "ATTRS",
    "OILISTS",
    "TYPES",
    "has_trait",
    "parse_attr",
    "parse_oilist",
    "parse_type",
    "print_oilist",
    "verify_attr_with_trait",
    "verify_result_type_with_trait",
    "verify_typed_string",
    "BodyLoopLike",
    "EffectsFromAttribute",
    "ForwardAllTerminator",
    "LoopBlockBranch",
    "LoopBlockTerminator",
    "MultiSlotDestructuring",
    "MultiSlotPromotion",
    "NeverSpeculatable",
    "NoSuccessorsBranch",
    "ParameterTestEffect",
    "SpeculatableOnConstantInput",
    "SymbolEffectInstance",
    "TEST_RESOURCE",
    "TestEffectOpInterface",
    "parse_SwitchCases",
    "print_SwitchCases",
]


class BodyLoopLike(LoopLikeOpInterface):
    """``test.graph_loop``: its one region is the loop body (``getLoopRegions``)."""

    __slots__ = ()

    def loop_regions(self) -> list[Any]:
        return [self.op.regions[0]]


class NeverSpeculatable(ConditionallySpeculatable):
    """``test.never_speculatable_op``."""

    __slots__ = ()

    def speculatability(self) -> str:
        return "not"


class SpeculatableOnConstantInput(ConditionallySpeculatable):
    """``test.conditionally_speculatable_op``: speculatable when its input is defined by an
    ``arith.constant``."""

    __slots__ = ()

    def speculatability(self) -> str:
        d = self.op.op_operands[0].value.owner_op
        return "speculatable" if d is not None and d.name == "arith.constant" else "not"


class ForwardAllTerminator(RegionBranchTerminatorOpInterface):
    """``test.region_yield``: its operand goes to whichever successor follows."""

    __slots__ = ()

    def successor_operands(self, region: Any) -> list[Any]:
        return [o.value for o in self.op.op_operands]


class LoopBlockBranch(RegionBranchOpInterface):
    """``test.loop_block``: from outside, the body (its arguments get ``init``); from the
    body, the body again or the op's results."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list[RegionSuccessor]:
        body = self.op.regions[0]
        args = list(body.blocks[0].args) if body.blocks else []
        out = [RegionSuccessor(body, args)]
        if point is not None:
            out.append(RegionSuccessor(None, list(self.op.results)))
        return out

    def entry_successor_operands(self, region: Any) -> list[Any]:
        return [self.op.op_operands[0].value]


class LoopBlockTerminator(RegionBranchTerminatorOpInterface):
    """``test.loop_block_term``: ``exit`` goes to the parent's results, ``iter`` to the body."""

    __slots__ = ()

    def successor_operands(self, region: Any) -> list[Any]:
        return [self.op.op_operands[1 if region is None else 0].value]


class NoSuccessorsBranch(RegionBranchOpInterface):
    """``test.switch_with_no_break``: no region is entered or left along a known edge."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list[RegionSuccessor]:
        return []


# ------------------------------------------------------------------ test.multi_slot_alloca


def _without_slot(op: Any, pointer: Any) -> None:
    """MLIR's ``createNewMultiAllocaWithoutSlot``: replace ``op`` by a
    ``test.multi_slot_alloca`` of its other results (right before it), or erase it when
    ``pointer`` was its only one. ``pointer`` has no uses left."""
    rest = [r for r in op.results if r is not pointer]
    if rest:
        new = type(op)(op.name, (), [r.type for r in rest], None, None, (), (), op.loc)
        op.parent.insert_before(op, new)
        for old, r in zip(rest, new.results):
            old.replace_all_uses_with(r)
    op.erase()


class MultiSlotPromotion(PromotableAllocationOpInterface):
    """One slot per result, holding the memref's element type; a load before any store sees
    ``"test.constant"() <{value = 42 : i32}>``; a promoted slot's result is dropped from the
    op (MLIR's ``TestMultiSlotAlloca``)."""

    __slots__ = ()

    def promotable_slots(self) -> list[MemorySlot]:
        return [MemorySlot(r, r.type.element_type) for r in self.op.results]

    def default_value(self, slot: MemorySlot, builder: Any) -> Any:
        cls = builtin_module("test").ConstantOp
        value = IntegerAttr.get(IntegerType.get(32), 42)
        c = cls(cls.OP_NAME, (), [slot.elem_type], {"value": value}, None, (), (), self.op.loc)
        return builder.insert(c).results[0]

    def handle_promotion_complete(self, slot: MemorySlot, default_value: Any, builder: Any) -> None:
        if default_value is not None and not default_value.has_uses():
            default_value.owner.erase()
        _without_slot(self.op, slot.ptr)


class MultiSlotDestructuring(DestructurableAllocationOpInterface):
    """Each result of a static memref type of 2 to 16 elements is a slot; each element used
    becomes a ``test.multi_slot_alloca`` of one rank-0 memref right after the op, and the
    split result is dropped from the op."""

    __slots__ = ()

    def destructurable_slots(self) -> list[tuple[Any, dict]]:
        out = []
        for r in self.op.results:
            elements = subelement_index_map(r.type)
            if elements is not None:
                out.append((r, elements))
        return out

    def destructure(self, pointer: Any, used: set, builder: Any) -> dict:
        op = self.op
        builder.set_insertion_point_after(op)
        t = MemRefType.get([], pointer.type.element_type)
        out = {}
        for index in used:  # in the order the accessors first used them
            sub = builder.insert(type(op)(op.name, (), [t], None, None, (), (), op.loc))
            out[index] = sub.results[0]
        return out

    def handle_destructuring_complete(self, pointer: Any, builder: Any) -> None:
        _without_slot(self.op, pointer)


# ------------------------------------------------------------------ side effects

#: The resource of effects marked ``test_resource`` (MLIR's ``TestResource``).
TEST_RESOURCE = "test"


class SymbolEffectInstance(EffectInstance):
    """An effect on the memory a symbol names (MLIR's ``EffectInstance`` with a
    ``SymbolRefAttr``): ``symbol``."""

    __slots__ = ("symbol",)

    def __init__(self, effect: str, symbol: Any, resource: str = "default") -> None:
        super().__init__(effect, None, resource)
        self.symbol = symbol


class EffectsFromAttribute(MemoryEffectOpInterface):
    """``test.side_effect_op`` / ``test.side_effect_with_region_op``: one effect per entry of
    the op's ``effects`` array, a dictionary: ``effect`` (``"read"``, ``"write"``,
    ``"allocate"``, ``"free"``), ``test_resource`` (on ``TEST_RESOURCE``, else the default
    resource), and what it is on: ``on_result`` (result 0), ``on_operand`` (operand 0),
    ``on_argument`` (the region's first argument), ``on_reference = @sym``, else memory
    in general."""

    __slots__ = ()

    def effects(self) -> list[EffectInstance]:
        op = self.op
        entries = op.get_attr("effects")
        if not isinstance(entries, ArrayAttr):
            return []
        out: list[EffectInstance] = []
        for e in entries.value:
            d = e.value if isinstance(e, DictionaryAttr) else {}
            kind = d.get("effect")
            kind = kind.value if isinstance(kind, StringAttr) else ""
            resource = TEST_RESOURCE if "test_resource" in d else "default"
            if "on_result" in d:
                out.append(EffectInstance(kind, op.results[0], resource))
            elif "on_operand" in d and op.op_operands:
                out.append(EffectInstance(kind, op.op_operands[0].value, resource))
            elif "on_argument" in d and op.regions and op.regions[0].blocks:
                out.append(EffectInstance(kind, op.regions[0].blocks[0].args[0], resource))
            elif "on_reference" in d:
                out.append(SymbolEffectInstance(kind, d["on_reference"], resource))
            else:
                out.append(EffectInstance(kind, None, resource))
        return out


class TestEffectOpInterface(OpInterface):
    """MLIR's test-only ``TestEffectOpInterface``: ``effects()`` are the parameters of its
    parametric test effects (attributes)."""

    NAME = "TestEffectOpInterface"
    SUMMARY = "test effects with a parameter (mlir-opt's test dialect)"
    __slots__ = ()

    def effects(self) -> list[Any]:
        raise NotImplementedError


class ParameterTestEffect(TestEffectOpInterface):
    """One test effect whose parameter is the op's ``effect_parameter`` affine map, if it has
    one (``testSideEffectOpGetEffect``)."""

    __slots__ = ()

    def effects(self) -> list[Any]:
        a = self.op.get_attr("effect_parameter")
        return [a] if isinstance(a, AffineMapAttr) else []


# the ops of the test dialect with test effects; `test.unregistered_side_effect_op` is the
# dialect's fallback for an op it does not define (TestDialect's TestOpEffectInterfaceFallback)
for _name in (
    "test.side_effect_op",
    "test.side_effect_with_region_op",
    "test.unregistered_side_effect_op",
):
    attach_interface(_name, TestEffectOpInterface, ParameterTestEffect)


# ------------------------------------------------------------------ attributes and types
# Of TestAttrDefs.td / TestTypeDefs.td, the parameterless ones: kept as the dialect's
# verbatim attributes and types (they print as `#test.NAME` / `!test.NAME`). Any other
# mnemonic is an error, as for a dialect that does not define it.

#: mnemonic -> the traits the attribute has (TestAttrDefs.td)
ATTRS = {"smpla": frozenset(), "attr_with_trait": frozenset({"TestAttrTrait"})}
#: mnemonic -> the traits the type has (TestTypeDefs.td)
TYPES = {
    "smpla": frozenset(),
    "test_type": frozenset(),
    "test_type_with_trait": frozenset({"TestTypeTrait"}),
    "memref_element": frozenset(),
}


def parse_attr(p: Any, mnemonic: str) -> Any:
    """``#test.<mnemonic>`` (the parser stands after the mnemonic)."""
    if mnemonic not in ATTRS or p.src.startswith("<", p.pos):
        p.error(f"unknown attribute `{mnemonic}` in dialect `test`", p.pos - len(mnemonic))
    return DialectAttr.get("test", mnemonic)


def parse_type(p: Any, mnemonic: str) -> Any:
    """``!test.<mnemonic>`` (the parser stands after the mnemonic)."""
    if mnemonic not in TYPES or p.src.startswith("<", p.pos):
        p.error("unknown type!", p.pos - len(mnemonic))
    return DialectType.get("test", mnemonic)


def has_trait(a: Any, trait: str) -> bool:
    """Whether a test dialect attribute or type has ``trait`` (MLIR's ``hasTrait``)."""
    if isinstance(a, DialectAttr) and a.dialect == "test":
        return trait in ATTRS.get(a.mnemonic, ())
    if isinstance(a, DialectType) and a.dialect == "test":
        return trait in TYPES.get(a.mnemonic, ())
    return False


def verify_result_type_with_trait(op: Any) -> Any:
    """``test.result_type_with_trait``: its result type has ``TestTypeTrait``."""
    if not has_trait(op.results[0].type, "TestTypeTrait"):
        return "result type should have trait 'TestTypeTrait'"
    return None


def verify_attr_with_trait(op: Any) -> Any:
    """``test.attr_with_trait``: its ``attr`` has ``TestAttrTrait``."""
    if not has_trait(op.properties.get("attr"), "TestAttrTrait"):
        return "'attr' attribute should have trait 'TestAttrTrait'"
    return None


# ------------------------------------------------------------------ oilist(...) formats
# MLIR's `oilist( `kw` elements | ... )` directive (TestOpsSyntax.td's OIList ops): clauses
# in any order, each at most once; printed in declaration order, a clause when what it
# binds is present. A clause is (keyword, kind, what): kind "unit" binds the unit
# property `what`; "typed" binds optional operand group `what` as `$v : type($v)`;
# "parens" binds variadic operand group `what` as `(` $vs `:` type($vs) `)`; "custom"
# binds optional operand group `what` as custom<CustomOptionalOperand> (`(` $v `)`).

OILISTS = {
    "test.oilist_with_keywords_only": (
        (
            ("keyword", "unit", "keyword"),
            ("otherKeyword", "unit", "otherKeyword"),
            ("thirdKeyword", "unit", "diffNameUnitAttrKeyword"),
        ),
        0,
    ),
    "test.oilist_with_simple_args": (
        (("keyword", "typed", 0), ("otherKeyword", "typed", 1), ("thirdKeyword", "typed", 2)),
        3,
    ),
    "test.oilist_variadic_with_parens": (
        (("keyword", "parens", 0), ("otherKeyword", "parens", 1), ("thirdKeyword", "parens", 2)),
        3,
    ),
    "test.oilist_custom": (
        (("private", "parens", 0), ("reduction", "custom", 1), ("nowait", "unit", "nowait")),
        2,
    ),
}

_I32 = IntegerType.get(32)


def parse_oilist(cls: Any, p: Any) -> Any:
    """The op's ``oilist(...) attr-dict`` (its clauses from ``OILISTS``)."""
    clauses, ngroups = OILISTS[cls.OP_NAME]
    groups: list[list] = [[] for _ in range(ngroups)]
    props: dict = {}
    seen: set = set()
    while True:
        pos = p.pos
        clause = next((c for c in clauses if p.try_keyword(c[0])), None)
        if clause is None:
            break
        kw, kind, what = clause
        if kw in seen:
            p.error(
                f"`{kw}` clause can appear at most once in the expansion of the oilist directive",
                pos,
            )
        seen.add(kw)
        if kind == "unit":
            props[what] = UnitAttr.get()
        elif kind == "typed":
            ref = p.parse_operand_ref()
            p.expect(":", "':'")
            groups[what] = p.resolve_operands([ref], [p.parse_type()])
        elif kind == "parens":
            p.expect("(", "'('")
            refs = p.parse_operand_refs()
            p.expect(":", "':'")
            types = p.parse_type_list_no_parens()
            p.expect(")", "')'")
            groups[what] = p.resolve_operands(refs, types)
        elif p.try_lit("("):  # custom<CustomOptionalOperand>: an optional `(` $v `)`
            ref = p.parse_operand_ref()
            p.expect(")", "')'")
            groups[what] = p.resolve_operands([ref], [_I32])
    attrs = p.parse_optional_attr_dict() or {}
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)
    if ngroups:
        props["operandSegmentSizes"] = DenseArrayAttr.get(_I32, [len(g) for g in groups])
    op = cls.__new__(cls)
    operands = [v for g in groups for v in g]
    Operation.__init__(op, cls.OP_NAME, operands, (), props or None, attrs or None, (), ())
    return op


def print_oilist(op: Any, p: Any) -> None:
    clauses, ngroups = OILISTS[op.name]
    out = p.out
    out.append(p.op_name_text(op.name))
    groups: list[list] = []
    if ngroups:
        sizes = op.properties.get("operandSegmentSizes")
        vals = [o.value for o in op.op_operands]
        start = 0
        for n in sizes.values:
            groups.append(vals[start : start + n])
            start += n
    for kw, kind, what in clauses:
        if kind == "unit":
            if op.properties.get(what) is not None:
                out.append(f" {kw}")
            continue
        vs = groups[what]
        if not vs:
            continue
        names = ", ".join(p.value_name(v) for v in vs)
        types = ", ".join(p.type_text(v.type) for v in vs)
        if kind == "typed":
            out.append(f" {kw} {names} : {types}")
        elif kind == "parens":
            out.append(f" {kw}({names} : {types})")
        else:
            out.append(f" {kw} ({names}) ")
    d = {
        k: v
        for k, v in op.properties.items()
        if k != "operandSegmentSizes"
        and not (k in op.inherent_attrs and any(c[2] == k for c in clauses))
    }
    d.update(op.attributes or {})
    if d:
        out.append(" " + p.attr_dict_text(d))


def verify_typed_string(op: Any) -> Any:
    """``test.string_attr_with_type``: ``attr`` is a string attribute (of any type)."""
    if not isinstance(op.properties.get("attr"), StringAttr):
        return "attribute 'attr' failed to satisfy constraint: string attribute"
    return None


def materialize_constant(value: Any, type_: Any, loc: Any) -> Any:
    """The test dialect's constant materializer (MLIR's ``TestDialect::materializeConstant``):
    a detached ``test.constant`` of ``value``."""
    from irlite.gen.loader import builtin_rules_file, generated_module

    for cls in generated_module(builtin_rules_file("test.rules")).OPS:
        if cls.OP_NAME == "test.constant":
            return cls("test.constant", [], [type_], {"value": value}, None, (), (), loc)
    return None
