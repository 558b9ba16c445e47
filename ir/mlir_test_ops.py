"""The few ops of mlir-opt's ``test`` dialect that irlite defines (``load_mlir_test_dialect``).

- ``test.verifiers`` (MLIR's ``TestVerifiersOp``, for ``IR/test-verification-order``):
  one ``i32`` operand, one single-block region without terminator, isolated from
  above. Its verifier checks the operand (``operand #0 must be 32-bit signless
  integer``) and remarks ``success run of verifier`` at the op's location; its region
  verifier, which runs after the ops nested in it verified, remarks ``success run of
  region verifier``. The remarks show the order in which the verifier visits ops.

- ``test.with_bounds`` (MLIR's ``TestWithBoundsOp``): ``attr-dict : type``, no operands,
  one result whose integer range is its ``umin``/``umax``/``smin``/``smax`` properties
  (``InferIntRangeInterface``); no memory effects.
- ``test.reflect_bounds`` (``TestReflectBoundsOp``): ``attr-dict $value : type``, its
  result is its operand; range inference records the operand's range in its
  ``umin``/``umax``/``smin``/``smax`` properties (typed ``ui<w>``/``si<w>`` for an
  integer, the type itself for ``index``), so a test can print what the analysis knew.
- ``test.increment`` (``TestIncrementOp``): its operand plus one, ranges saturating;
  ``test.with_bounds_region`` (``TestWithBoundsRegionOp``): one block without terminator
  whose argument's range is its bound properties.
- the constant materializer lives in ``rules/test.py`` (``materialize_constant``: ``test.constant``).

What it does not do: the rest of MLIR's test dialect (its ops stay unregistered ops
of a dialect that accepts unknown ones).
"""

from __future__ import annotations

from typing import Any

from .core import Operation
from .diagnostics import Diagnostic, VerifyError, report
from .interfaces import InferIntRangeInterface, MemoryEffectOpInterface, declared_effects

__all__ = [
    "TEST_OPS",
    "TestIncrementOp",
    "TestReflectBoundsOp",
    "TestVerifiersOp",
    "TestWithBoundsOp",
    "TestWithBoundsRegionOp",
]


class TestVerifiersOp(Operation):
    __slots__ = ()
    OP_NAME = "test.verifiers"
    STRUCTURE = (1, 0, 0, 1)  # regions, results, successors, operands
    registered = True
    traits = frozenset({"SingleBlock", "NoTerminator", "IsolatedFromAbove"})

    def verify_(self) -> None:
        t = self.op_operands[0].value.type
        if str(t) != "i32":
            raise VerifyError(f"operand #0 must be 32-bit signless integer, but got '{t}'")
        if len(self.regions[0].blocks) != 1:
            raise VerifyError(
                "region #0 ('region') failed to verify constraint: region with 1 blocks"
            )
        report(Diagnostic.remark(self.loc, "success run of verifier"))

    def verify_region_(self) -> None:
        report(Diagnostic.remark(self.loc, "success run of region verifier"))


_BOUNDS = ("umin", "umax", "smin", "smax")


def _parse_attr_dict_props(p: Any) -> tuple[dict, dict]:
    """An optional attribute dictionary split into the bound properties and the rest."""
    attrs = p.parse_optional_attr_dict() or {}
    props = {k: attrs.pop(k) for k in _BOUNDS if k in attrs}
    return props, attrs


def _print_attr_dict(op: Operation, p: Any) -> None:
    d = dict(op.properties)
    if op.attributes:
        d.update(op.attributes)
    if d:
        p.out.append(" " + p.attr_dict_text(d))


class _WithBoundsRange(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        from .int_range import ConstantIntRanges, storage_bitwidth

        op = self.op
        vals = [op.properties.get(k) for k in _BOUNDS]
        if any(getattr(v, "value", None) is None for v in vals):
            return
        w = storage_bitwidth(vals[0].type)
        set_range(op.results[0], ConstantIntRanges(w, *(v.value for v in vals)))


class TestWithBoundsOp(Operation):
    __slots__ = ()
    OP_NAME = "test.with_bounds"
    STRUCTURE = (0, 1, 0, 0)
    registered = True
    traits = frozenset({"NoMemoryEffect"})
    inherent_attrs = frozenset(_BOUNDS)

    @classmethod
    def parse(cls, p: Any) -> TestWithBoundsOp:
        props, attrs = _parse_attr_dict_props(p)
        p.expect(":", "':'")
        t = p.parse_type()
        op = cls.__new__(cls)
        Operation.__init__(op, cls.OP_NAME, [], [t], props, attrs or None, (), ())
        return op

    def print(self, p: Any) -> None:
        p.out.append(p.op_name_text(self.OP_NAME))
        _print_attr_dict(self, p)
        p.out.append(" : " + p.type_text(self.results[0].type))


class _ReflectBoundsRange(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        from .attributes import IntegerAttr
        from .types import IntegerType

        op = self.op
        r = args[0]
        t = op.results[0].type
        t = getattr(t, "element_type", t)
        if type(t) is IntegerType:
            st, ut = IntegerType.get(r.width, "signed"), IntegerType.get(r.width, "unsigned")
        else:
            st = ut = t
        op.set_attr("umin", IntegerAttr.get(ut, r.umin))
        op.set_attr("umax", IntegerAttr.get(ut, r.umax))
        op.set_attr("smin", IntegerAttr.get(st, r.smin))
        op.set_attr("smax", IntegerAttr.get(st, r.smax))
        set_range(op.results[0], r)


class TestReflectBoundsOp(Operation):
    __slots__ = ()
    OP_NAME = "test.reflect_bounds"
    STRUCTURE = (0, 1, 0, 1)
    registered = True
    traits = frozenset()
    inherent_attrs = frozenset(_BOUNDS)

    @classmethod
    def parse(cls, p: Any) -> TestReflectBoundsOp:
        props, attrs = _parse_attr_dict_props(p)
        ref = p.parse_operand_ref()
        p.expect(":", "':'")
        t = p.parse_type()
        op = cls.__new__(cls)
        Operation.__init__(
            op, cls.OP_NAME, [p.resolve_operand(ref, t)], [t], props, attrs or None, (), ()
        )
        return op

    def print(self, p: Any) -> None:
        p.out.append(p.op_name_text(self.OP_NAME))
        _print_attr_dict(self, p)
        v = self.op_operands[0].value
        p.out.append(" " + p.value_name(v) + " : " + p.type_text(v.type))


class _IncrementRange(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        from .int_range import ConstantIntRanges

        r = args[0]
        w = r.width
        umax, smax = (1 << w) - 1, (1 << (w - 1)) - 1
        set_range(
            self.op.results[0],
            ConstantIntRanges(
                w,
                min(r.umin + 1, umax),
                min(r.umax + 1, umax),
                min(r.smin + 1, smax),
                min(r.smax + 1, smax),
            ),
        )


class TestIncrementOp(Operation):
    """``test.increment %v : T``: its operand plus one (ranges saturate)."""

    __slots__ = ()
    OP_NAME = "test.increment"
    STRUCTURE = (0, 1, 0, 1)
    registered = True
    traits = frozenset({"NoMemoryEffect"})
    inherent_attrs = frozenset()

    @classmethod
    def parse(cls, p: Any) -> TestIncrementOp:
        ref = p.parse_operand_ref()
        attrs = p.parse_optional_attr_dict() or None
        p.expect(":", "':'")
        t = p.parse_type()
        op = cls.__new__(cls)
        Operation.__init__(op, cls.OP_NAME, [p.resolve_operand(ref, t)], [t], {}, attrs, (), ())
        return op

    def print(self, p: Any) -> None:
        v = self.op_operands[0].value
        p.out.append(p.op_name_text(self.OP_NAME) + " " + p.value_name(v))
        if self.attributes:
            p.out.append(" " + p.attr_dict_text(self.attributes))
        p.out.append(" : " + p.type_text(self.results[0].type))


class _WithBoundsRegionRange(InferIntRangeInterface):
    __slots__ = ()

    def infer_result_ranges(self, args: list, set_range: Any) -> None:
        from .int_range import ConstantIntRanges, storage_bitwidth

        op = self.op
        vals = [op.properties.get(k) for k in _BOUNDS]
        blocks = op.regions[0].blocks if op.regions else []
        if not blocks or not blocks[0].args or any(getattr(v, "value", None) is None for v in vals):
            return
        w = storage_bitwidth(vals[0].type)
        set_range(blocks[0].args[0], ConstantIntRanges(w, *(v.value for v in vals)))


class TestWithBoundsRegionOp(Operation):
    """``test.with_bounds_region {umin = ..., ...} %arg : T { ... }`` (printed ``%arg: T``,
    as mlir-opt 19 prints its region argument): one block whose
    argument's range is the bound properties (no terminator)."""

    __slots__ = ()
    OP_NAME = "test.with_bounds_region"
    STRUCTURE = (1, 0, 0, 0)
    registered = True
    traits = frozenset({"SingleBlock", "NoTerminator"})
    inherent_attrs = frozenset(_BOUNDS)

    @classmethod
    def parse(cls, p: Any) -> TestWithBoundsRegionOp:
        props, attrs = _parse_attr_dict_props(p)
        p.ws()
        m = p.match(p.VALUE_DEF_RE)
        if m is None or m.group(2) is not None:
            p.error("expected SSA operand" + p._found())
        name, pos = m.group(1), m.start()
        p.expect(":", "':'")
        t = p.parse_type()
        region = p.parse_region(entry_args=[(name, pos, t, p.lazy_loc(pos))])
        op = cls.__new__(cls)
        Operation.__init__(op, cls.OP_NAME, [], [], props, attrs or None, [region], ())
        return op

    def print(self, p: Any) -> None:
        p.out.append(p.op_name_text(self.OP_NAME))
        _print_attr_dict(self, p)
        a = self.regions[0].blocks[0].args[0]
        p.out.append(" " + p.value_name(a) + ": " + p.type_text(a.type) + " ")
        p.print_region(self.regions[0], False, False)


TestWithBoundsOp.INTERFACES = {
    InferIntRangeInterface: _WithBoundsRange,
    MemoryEffectOpInterface: declared_effects(),
}
TestReflectBoundsOp.INTERFACES = {InferIntRangeInterface: _ReflectBoundsRange}
TestIncrementOp.INTERFACES = {
    InferIntRangeInterface: _IncrementRange,
    MemoryEffectOpInterface: declared_effects(),
}
TestWithBoundsRegionOp.INTERFACES = {InferIntRangeInterface: _WithBoundsRegionRange}

#: The op classes ``load_mlir_test_dialect`` registers.
TEST_OPS = (
    TestVerifiersOp,
    TestWithBoundsOp,
    TestReflectBoundsOp,
    TestIncrementOp,
    TestWithBoundsRegionOp,
)
from .mlir_test_conversion_ops import CONVERSION_TEST_OPS  # noqa: E402

TEST_OPS += CONVERSION_TEST_OPS  # the dialect-conversion tests' ops
