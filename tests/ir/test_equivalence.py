"""``ir.equivalence.is_equivalent_to`` (MLIR's ``OperationEquivalence::isEquivalentTo``).

The verdicts are mlir-opt 19's ``--test-operations-equality`` on the same pairs.
"""

from __future__ import annotations

import pytest

import irlite  # noqa: F401  (fills the default registry)
from irlite.ir.context import Context
from irlite.ir.equivalence import is_equivalent_to
from irlite.ir.module import parse_module

PAIRS = [
    # (first op, second op, equivalent ignoring locations, equivalent with locations)
    ("%0 = arith.constant 1 : i32", "%1 = arith.constant 1 : i32", True, False),
    ("%0 = arith.constant 1 : i32", "%1 = arith.constant 2 : i32", False, False),
    (
        '%0 = arith.constant 1 : i32 loc("x")',
        '%1 = arith.constant 1 : i32 loc("x")',
        True,
        True,
    ),
    (
        "%0 = scf.execute_region -> i32 {\n  %a = arith.constant 1 : i32\n"
        "  %b = arith.addi %a, %a : i32\n  scf.yield %b : i32\n}",
        "%1 = scf.execute_region -> i32 {\n  %c = arith.constant 1 : i32\n"
        "  %d = arith.addi %c, %c : i32\n  scf.yield %d : i32\n}",
        True,
        False,
    ),
    (
        "%0 = scf.execute_region -> i32 {\n  %a = arith.constant 1 : i32\n"
        "  %b = arith.constant 2 : i32\n  %c = arith.subi %a, %b : i32\n  scf.yield %c : i32\n}",
        "%1 = scf.execute_region -> i32 {\n  %a = arith.constant 1 : i32\n"
        "  %b = arith.constant 2 : i32\n  %c = arith.subi %b, %a : i32\n  scf.yield %c : i32\n}",
        False,
        False,
    ),
    ("func.func private @f()", "func.func private @g()", False, False),
    (
        "func.func private @f(%a: i32) {\n  return\n}",
        "func.func private @f(%a: i64) {\n  return\n}",
        False,
        False,
    ),
]


@pytest.mark.parametrize(("a", "b", "loose", "strict"), PAIRS)
def test_pairs(a: str, b: str, loose: bool, strict: bool) -> None:
    m = parse_module(a + "\n" + b + "\n", Context())
    x, y = list(m.regions[0].blocks[0].ops)
    assert is_equivalent_to(x, y, ignore_locations=True) is loose
    assert is_equivalent_to(x, y) is strict
    assert is_equivalent_to(x, x)


def test_discardable_attributes() -> None:
    m = parse_module(
        "%0 = arith.constant {a} 1 : i32\n%1 = arith.constant {b} 1 : i32\n", Context()
    )
    x, y = list(m.regions[0].blocks[0].ops)
    assert not is_equivalent_to(x, y, ignore_locations=True)
    assert is_equivalent_to(x, y, ignore_locations=True, ignore_discardable_attrs=True)
