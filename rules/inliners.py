"""The built-in dialects' ``DialectInlinerInterface`` implementations (MLIR's
``*InlinerInterface``s), named by the ``interfaces { DialectInlinerInterface: ... }``
entries of their ``dialect`` blocks.

``AlwaysLegal``: every op of the dialect may be inlined, and any region of one of its
ops may receive inlined blocks (arith, math, index, memref, cf, scf in MLIR 19); its
terminators in an inlined body of several blocks (``cf.br``, ``cf.cond_br``) are left
as they are, since they branch between the inlined blocks.
Terminators of the inlined body are the callable dialect's business (``func``'s, in
``ir.builtin_dialects``).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.interfaces import DialectInlinerInterface

__all__ = ["AlwaysLegal"]


class AlwaysLegal(DialectInlinerInterface):
    """Every op, region and call of the dialect may be inlined."""

    __slots__ = ()

    def is_legal_to_inline_call(self, call: Any, callable_op: Any, would_be_cloned: bool) -> bool:
        return True

    def is_legal_to_inline_region(self, dest: Any, src: Any, would_be_cloned: bool) -> bool:
        return True

    def is_legal_to_inline_op(self, op: Any, dest: Any, would_be_cloned: bool) -> bool:
        return True

    def handle_terminator_blocks(self, op: Any, dest: Any) -> None:
        """A terminator of the dialect in an inlined body of several blocks branches within
        the body: it stays as it is (MLIR's cf interface)."""
        return None
