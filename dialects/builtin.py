"""``irlite.dialects.builtin``: constructors of the ``builtin`` ops (written by hand: the
ops are part of the IR core, ``ir.builtin_dialects``).

``module()`` is the exception to "insert at the current builder": a module is where
building starts, so it is returned detached unless a builder is current.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..ir import builder as _builder
from ..ir.builder import current_builder
from ..ir.builtin_dialects import ModuleOp, UnrealizedConversionCastOp
from ..ir.core import Operation, Value

__all__ = ["DIALECT", "module", "unrealized_conversion_cast"]

DIALECT = "builtin"


def module(name: str | None = None, *, loc: Any = None) -> ModuleOp:
    """``builtin.module`` (``module @name`` when named) with its body block (``m.body``):
    inserted at the current builder if there is one, else returned detached."""
    stack = getattr(_builder._state, "stack", None)
    m = _builder.module(name, loc=loc if loc is not None or not stack else stack[-1].loc)
    if stack:
        stack[-1].insert(m)
    return m


def unrealized_conversion_cast(
    inputs: Sequence[Value],
    result_types: Sequence[Any],
    *,
    attributes: Any = None,
    loc: Any = None,
) -> Operation:
    """``builtin.unrealized_conversion_cast`` of ``inputs`` to ``result_types``; returns
    its result when there is one, else the op."""
    b = current_builder()
    op = UnrealizedConversionCastOp(
        UnrealizedConversionCastOp.OP_NAME,
        list(inputs),
        list(result_types),
        None,
        attributes,
        loc=b.loc if loc is None else loc,
    )
    b.insert(op)
    return op.results[0] if len(op.results) == 1 else op  # type: ignore[return-value]
