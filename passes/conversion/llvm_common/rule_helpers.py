"""Python helpers of the conversion rulesets to llvm (``rules/*_to_llvm.rules``).

Each is what a rule's attribute or ``where`` expression needs and the rule language
does not say itself: MLIR's flag mappings, constant attributes of a converted type,
type tests. They take captures (ops, values, attributes, types) and return attributes
or booleans; none touches the IR.

What it does not do: hold rules (the ``.rules`` files do) or build ops.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import DenseArrayAttr, DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr
from ....ir.core import Operation
from ....ir.types import IntegerType
from .pattern import bit_width, llvm_fastmath, llvm_overflow, splat_attr, with_element

__all__ = [
    "I64",
    "false_",
    "fmf",
    "icmp",
    "index_pred",
    "int_attr",
    "is_int",
    "llvm_constant",
    "ovf",
    "pos",
    "pred",
    "rounding",
    "splat",
    "struct",
    "wide",
    "width",
    "wrapped",
]

_I1 = IntegerType.get(1)
_I64 = I64 = IntegerType.get(64)


def fmf(op: Operation) -> Any:
    """``#llvm.fastmath<...>`` of ``op``'s ``fastmath`` flags (``none`` when it has none)."""
    return llvm_fastmath(op.properties.get("fastmath"))


def false_() -> Any:
    """``false`` (``0 : i1``): the ``is_zero_poison`` / ``is_int_min_poison`` MLIR sets."""
    return IntegerAttr.get(_I1, 0)


def splat(t: Any, value: Any) -> Any:
    """A constant attribute of type ``t`` (scalar or 1-D vector) holding ``value``."""
    return splat_attr(t, value)


def is_int(t: Any) -> bool:
    """``t`` is a scalar integer type (``llvm.intr.powi``'s exponent)."""
    return type(t) is IntegerType


def width(t: Any) -> int:
    """The bit width of an integer type (of a vector's elements, of an N-D aggregate's
    1-D vectors' elements: a rule's guards see the whole op, before any unrolling)."""
    from ....rules.llvm_types import LLVMArrayType

    while type(t) is LLVMArrayType:
        t = t.element_type
    return bit_width(t)


def int_attr(t: Any, value: int) -> Any:
    """``value : t`` (an integer attribute)."""
    return IntegerAttr.get(t, value)


def wrapped(a: Any, t: Any) -> Any:
    """The integer attribute ``a`` as a ``t`` (``iW``): its value wrapped to W bits, signed."""
    w = t.width
    v = int(a.value) & ((1 << w) - 1)
    if v >= 1 << (w - 1):
        v -= 1 << w
    return IntegerAttr.get(t, v)


def icmp(keyword: str) -> Any:
    """LLVM's ``ICmpPredicate`` attribute of ``keyword`` (``slt``)."""
    from ....rules.llvm import enum_table

    return enum_table("ICmpPredicate").attr(keyword)


def index_pred(a: Any) -> Any:
    """The ``ICmpPredicate`` of an ``index.cmp`` predicate attribute (index's keywords are
    LLVM's), or ``None`` for an unknown one."""
    from ....rules.index import predicate_name

    name = predicate_name(a)
    return None if name is None else icmp(name)


def ovf(op: Operation) -> Any:
    """``#llvm.overflow<...>`` of ``op``'s ``overflowFlags`` (``none`` when it has none)."""
    return llvm_overflow(op.properties.get("overflowFlags"))


def pred(a: Any) -> Any:
    """A comparison predicate as LLVM stores it (``N : i64``): arith's and LLVM's
    predicates share their numbering."""
    return IntegerAttr.get(_I64, int(a.value))


# arith.RoundingMode -> LLVM's RoundingMode (tonearest = 1, downward = 3, ...)
_ROUNDING = {0: 1, 1: 3, 2: 2, 3: 0, 4: 4}


def rounding(a: Any) -> Any:
    """arith's rounding mode attribute as LLVM's ``RoundingMode`` (``N : i64``)."""
    return IntegerAttr.get(_I64, _ROUNDING[int(a.value)])


def llvm_constant(a: Any) -> bool:
    """Whether ``llvm.mlir.constant`` takes the ``arith.constant`` value ``a`` (integer,
    float and dense elements)."""
    return isinstance(a, (IntegerAttr, FloatAttr, DenseIntOrFPElementsAttr))


def struct(*types: Any) -> Any:
    """``!llvm.struct<(types...)>``."""
    from ....rules.llvm_types import LLVMStructType

    return LLVMStructType.get(tuple(types))


def pos(*indices: int) -> Any:
    """An ``llvm.extractvalue`` / ``insertvalue`` position (``array<i64: ...>``)."""
    return DenseArrayAttr.get(_I64, list(indices))


def wide(t: Any) -> Any:
    """``t`` (an integer or a vector of them) with elements of twice the width."""
    return with_element(t, IntegerType.get(2 * bit_width(t)))
