"""A generated module's enums are public: ``ENUMS`` maps each enum its ``.rules`` file
declares to its table, and a table names its cases by keyword (``attr``, ``value``,
``keywords``), so code outside the module never spells a predicate as a bare number
or reaches for a private ``_E_`` name.
"""

from __future__ import annotations

import pytest

from irlite.gen.loader import builtin_module
from irlite.gen.runtime import EnumTable, FlagsTable
from irlite.ir.attributes import IntegerAttr
from irlite.ir.types import IntegerType


def test_arith_enums_are_public() -> None:
    enums = builtin_module("arith").ENUMS
    assert list(enums) == [
        "CmpIPredicate",
        "CmpFPredicate",
        "RoundingMode",
        "IntegerOverflowFlags",
        "FastMathFlags",
    ]
    cmpi = enums["CmpIPredicate"]
    assert isinstance(cmpi, EnumTable) and isinstance(enums["FastMathFlags"], FlagsTable)
    assert cmpi.value("slt") == 2 and enums["CmpFPredicate"].value("uno") == 14
    assert cmpi.attr("slt") is IntegerAttr.get(IntegerType.get(64), 2)
    assert cmpi.keywords[:3] == ("eq", "ne", "slt")
    with pytest.raises(KeyError, match="CmpIPredicate has no case 'lt'"):
        cmpi.attr("lt")
    with pytest.raises(TypeError):
        enums["X"] = cmpi  # read-only


def test_every_declared_enum_is_listed_even_if_no_op_uses_it() -> None:
    llvm = builtin_module("llvm")
    assert {"ICmpPredicate", "FCmpPredicate", "Linkage", "CConv"} <= set(llvm.ENUMS)
    assert llvm.ENUMS["ICmpPredicate"].keywords[0] == "eq"
    assert builtin_module("scf").ENUMS == {}
