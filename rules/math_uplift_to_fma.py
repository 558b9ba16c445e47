"""Native helpers of ``math_uplift_to_fma.rules``: the fastmath tests its rules make.

* ``contracts(op)``: ``op``'s ``fastmath`` flags include ``contract`` (MLIR's
  ``isValidForFMA``);
* ``common_flags(a, b)``: the flags both ops carry (MLIR's ``a.getFastmath() &
  b.getFastmath()``), as an ``#arith.fastmath`` attribute.

What this module does not do: build ops (the rules do) or run them
(``passes/transforms/math_uplift_to_fma.py``).
"""

from __future__ import annotations

from typing import Any

from irlite.gen.loader import builtin_module

__all__ = ["common_flags", "contracts"]


def _flags() -> Any:
    return builtin_module("arith").ENUMS["FastMathFlags"]


def _value(op: Any) -> int:
    a = op.properties.get("fastmath")
    v = _flags().value(a) if a is not None else None
    return v or 0


def contracts(op: Any) -> bool:
    """``op`` may be contracted (its ``fastmath`` has ``contract``)."""
    return bool(_value(op) & dict(_flags().cases)["contract"])


def common_flags(a: Any, b: Any) -> Any:
    """The ``#arith.fastmath`` flags of both ``a`` and ``b``."""
    return _flags().attr(_value(a) & _value(b))
