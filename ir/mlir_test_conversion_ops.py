"""The ops of mlir-opt's ``test`` dialect that MLIR's dialect-conversion tests need registered.

Most ops those tests use (``test.illegal_op_a``, ``test.cast``, ``test.type_producer``,
...) need nothing but a name, and stay unknown ops of the ``test`` namespace. These
few need a folder or a custom form (MLIR's ``TestOps.td``):

- ``test.op_with_region_fold`` (``TestOpWithRegionFold``): one operand, one result, one
  region; folds to its operand.
- ``test.op_in_place_self_fold`` (``TestOpInPlaceSelfFold``): one result and a unit
  property ``folded``; folds in place by setting ``folded`` (once).
- ``test.recursive_rewrite`` (``TestRecursiveRewriteOp``): an ``i64`` property
  ``depth``; custom form ``test.recursive_rewrite 3``.
- ``test.return`` (``TestReturnOp``): a terminator of any operands, generic form.
- ``test.cast`` (``TestCastOp``): any operands to one result, generic form (registered so
  that patterns rooted at it apply in the greedy driver too).
- ``test.with_properties`` (``TestOpWithProperties``): properties ``a``, ``b``, ``array``
  (and the optional ones), custom form ``prop-dict attr-dict``.

``FOLDERS`` maps op names to folders with the ``canonicalize`` folder contract
(``fn(op, constant_operands)``: a value, ``True`` for an in-place fold, or ``None``), so
the conversion driver and the greedy driver fold them as MLIR's do.

What it does not do: the rest of MLIR's test dialect, or its verifiers beyond arity.
"""

from __future__ import annotations

from typing import Any

from .attributes import IntegerAttr, UnitAttr
from .core import Operation
from .types import IntegerType

__all__ = [
    "CONVERSION_TEST_OPS",
    "FOLDERS",
    "OpInPlaceSelfFoldOp",
    "OpWithPropertiesOp",
    "OpWithRegionFoldOp",
    "RecursiveRewriteOp",
    "TestCastOp",
    "TestReturnOp",
]


class TestReturnOp(Operation):
    __slots__ = ()
    OP_NAME = "test.return"
    registered = True
    traits = frozenset({"Pure", "IsTerminator", "ReturnLike"})


class TestCastOp(Operation):
    __slots__ = ()
    OP_NAME = "test.cast"
    registered = True


class OpWithRegionFoldOp(Operation):
    __slots__ = ()
    OP_NAME = "test.op_with_region_fold"
    registered = True


class OpInPlaceSelfFoldOp(Operation):
    __slots__ = ()
    OP_NAME = "test.op_in_place_self_fold"
    registered = True
    inherent_attrs = frozenset({"folded"})


class RecursiveRewriteOp(Operation):
    """``test.recursive_rewrite <depth>``: what a bounded-recursion pattern counts down."""

    __slots__ = ()
    OP_NAME = "test.recursive_rewrite"
    registered = True
    inherent_attrs = frozenset({"depth"})

    @property
    def depth(self) -> int:
        a = self.properties.get("depth")
        return a.value if a is not None else 0

    @classmethod
    def parse(cls, p: Any) -> RecursiveRewriteOp:
        a = p.parse_attribute()
        if not isinstance(a, IntegerAttr):
            p.error("expected integer value")
        if a.type is not IntegerType.get(64):
            a = IntegerAttr.get(IntegerType.get(64), a.value)
        op = cls(cls.OP_NAME, properties={"depth": a})
        attrs = p.parse_optional_attr_dict()
        if attrs:
            op.attributes = attrs
        return op

    def print(self, p: Any) -> None:
        out = p.out
        out.append(p.op_name_text(self.name) + f" {self.depth}")
        if self.attributes:
            out.append(" " + p.attr_dict_text(self.attributes))


class OpWithPropertiesOp(Operation):
    """``test.with_properties <{a = 32 : i64, b = "foo", ...}> {attrs}``."""

    __slots__ = ()
    OP_NAME = "test.with_properties"
    registered = True
    inherent_attrs = frozenset({"a", "b", "c", "flag", "array"})

    @classmethod
    def parse(cls, p: Any) -> OpWithPropertiesOp:
        props: dict = {}
        if p.try_lit("<"):
            props = p.parse_optional_attr_dict()
            p.expect(">", "'>' to close properties")
        op = cls(cls.OP_NAME, properties=props)
        attrs = p.parse_optional_attr_dict()
        if attrs:
            op.attributes = attrs
        return op

    def print(self, p: Any) -> None:
        out = p.out
        out.append(p.op_name_text(self.name))
        if self.properties:
            out.append(" <" + p.attr_dict_text(self.properties) + ">")
        if self.attributes:
            out.append(" " + p.attr_dict_text(self.attributes))


def _fold_region_fold(op: Operation, consts: list) -> Any:
    return op.op_operands[0].value if op.op_operands else None


def _fold_in_place_self_fold(op: Operation, consts: list) -> Any:
    if "folded" in op.properties:
        return None
    op.set_attr("folded", UnitAttr.get())
    return True


#: Folders by op name (``canonicalize``'s folder contract).
FOLDERS = {
    OpWithRegionFoldOp.OP_NAME: _fold_region_fold,
    OpInPlaceSelfFoldOp.OP_NAME: _fold_in_place_self_fold,
}

#: The op classes ``load_mlir_test_dialect`` registers from this module.
CONVERSION_TEST_OPS = (
    TestReturnOp,
    TestCastOp,
    OpWithRegionFoldOp,
    OpInPlaceSelfFoldOp,
    RecursiveRewriteOp,
    OpWithPropertiesOp,
)
