"""``ub`` dialect semantics for the interpreter (MLIR 19's ``ub.poison``).

``ub.poison : T`` produces ``POISON``, the interpreter's one poison value, for any
``T`` (scalar, vector, tensor, memref...): what a use of it does is the using op's
business (arithmetic propagates it, a branch or a division on it is
``UndefinedBehavior``, a load through a poison memref is an error). What it does not
do: partially poisoned values (MLIR 19 has no attribute for them).
"""

from __future__ import annotations

from typing import Any

from .interpreter import register
from .values import POISON, InterpError


@register("ub.poison")
def _poison(it: Any, op: Any, args: list) -> tuple:
    from ...rules.ub import is_poison

    value = op.properties.get("value")
    if value is not None and not is_poison(value):
        raise InterpError(f"the interpreter cannot run 'ub.poison' with the value {value}")
    return (POISON,)
