"""Arith op and predicate tables shared by the tests that draw or enumerate arith programs.

The random-program generator (``support.programs``) draws from them; the constant-folding
oracle (``tests/targets/interp/test_interp_vs_mlir_folding.py``) enumerates them. Only
data: nothing here builds or runs IR.
"""

from __future__ import annotations

from irlite.tools.rule_tests import SPECIAL_FLOATS

INT_SPECIAL = [
    0,
    1,
    -1,
    2,
    3,
    7,
    31,
    32,
    63,
    -2,
    100,
    -(1 << 31),
    (1 << 31) - 1,
    -(1 << 63),
    (1 << 63) - 1,
    1 << 16,
]
F32_SPECIAL = [
    *SPECIAL_FLOATS,  # the rule test runner's: 0, -0, +-1, 0.5, 2, 3.25, -7.5, +-inf, NaN
    1e30,
    -1e-30,
    16777217.0,
    3.4e38,
]

#: Every integer binary op of arith, in a fixed order (draws depend on it).
INT_BINOPS = [
    "addi",
    "subi",
    "muli",
    "andi",
    "ori",
    "xori",
    "shli",
    "shrui",
    "shrsi",
    "maxsi",
    "maxui",
    "minsi",
    "minui",
    "divui",
    "divsi",
    "remui",
    "remsi",
    "ceildivsi",
    "ceildivui",
    "floordivsi",
]
FLAGGED = {"addi", "subi", "muli", "shli"}
FLOAT_BINOPS = [
    "addf",
    "subf",
    "mulf",
    "divf",
    "maximumf",
    "minimumf",
    "maxnumf",
    "minnumf",
    "remf",
]
#: cmpi predicates, in MLIR's enum order.
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
#: cmpf predicates, in MLIR's enum order (``CMPF[1:-1]``: all but ``false`` and ``true``).
CMPF = [
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "true",
]
MATH_F = ["absf", "sqrt", "floor", "ceil", "trunc", "roundeven", "round"]
MATH_I = ["absi", "ctlz", "cttz", "ctpop"]
WIDTH = {"i1": 1, "i32": 32, "i64": 64, "index": 64}
