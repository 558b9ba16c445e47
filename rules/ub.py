"""Native helpers of ``ub.rules``: the ``#ub.poison`` attribute, ``ub.poison``'s checks and fold.

``POISON`` is MLIR's ``ub::PoisonAttr``: the attribute ``#ub.poison``, one interned
``DialectAttr`` (so ``a is POISON`` tests for it). ``parse_attr`` is the dialect's
attribute parser, as MLIR's generated one for a dialect with one parameterless
attribute: the mnemonic ``poison`` gives ``POISON`` whatever ``<...>`` body follows
(mlir-opt 19 reads ``#ub.poison<1>`` as ``#ub.poison``), a trailing ``: type`` is read
and dropped (the attribute has no type), any other mnemonic is ``unknown attribute
`foo` in dialect `ub```.

``materialize_constant`` is the dialect's constant materializer (``#ub.poison`` of any
type as ``ub.poison``), ``fold_poison`` the op's fold (its value). What it does not
do: run or lower the op (``targets/interp/ops_ub.py``, ``rules/ub_to_llvm.rules``).
"""

from __future__ import annotations

import re
from typing import Any

from irlite.gen.loader import builtin_module
from irlite.ir.attributes import DialectAttr

__all__ = [
    "POISON",
    "fold_poison",
    "is_poison",
    "materialize_constant",
    "parse_attr",
    "verify_poison",
]

#: ``#ub.poison``: the fully poisoned value (MLIR's ``ub::PoisonAttr``).
POISON = DialectAttr.get("ub", "poison")

_WS = re.compile(r"\s*")


def is_poison(a: Any) -> bool:
    """``a`` is a poison attribute (MLIR's ``PoisonAttrInterface``; in MLIR 19 only
    ``#ub.poison`` implements it)."""
    return a is POISON


def parse_attr(p: Any, mnemonic: str) -> Any:
    """``#ub.<mnemonic>...`` (the parser stands after the mnemonic)."""
    if not mnemonic:
        p.error("expected valid keyword", p.pos)
    if mnemonic != "poison":
        p.error(f"unknown attribute `{mnemonic}` in dialect `ub`", p.pos - len(mnemonic))
    src = p.src
    if src.startswith("<", p.pos):  # a body: lexed, then ignored (as mlir-opt 19)
        p.pos = p._dialect_body(p.pos)
    q = _WS.match(src, p.pos).end()
    if src.startswith(":", q) and not src.startswith("::", q):  # `#ub.poison : i32`
        p.pos = q + 1
        p.parse_type()
    return POISON


def verify_poison(op: Any) -> str | None:
    """``value`` must be a poison attribute (ODS's check of ``PoisonAttrInterface``)."""
    if not is_poison(op.properties.get("value", POISON)):
        return "attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance"
    return None


def fold_poison(op: Any) -> Any:
    """MLIR's ``PoisonOp::fold``: the op's value attribute."""
    return op.properties.get("value", POISON)


def materialize_constant(value: Any, type_: Any, loc: Any) -> Any:
    """A detached ``ub.poison`` of ``type_`` for a poison attribute (else None)."""
    if not is_poison(value):
        return None
    return builtin_module("ub").PoisonOp.build(result_type=type_, value=value, loc=loc)
