"""``ValueBoundsOpInterface`` of ``vector.transfer_write`` on tensors.

MLIR 19 gets this fact from the op's ``DestinationStyleOpInterface`` (the written tensor
is the init): the result has the dims of the tensor written into. irlite's
``vector.transfer_write`` does not declare that interface, so this model states the
same fact directly. Attached on import (``passes.analysis.value_bounds`` imports this
module).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.interfaces import ValueBoundsOpInterface, attach_interface


class TransferWriteBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_shaped_value_dim(self, value: Any, dim: int, cstr: Any) -> None:
        cstr.bound_eq(value, cstr.get_expr(self.op.operands[1], dim), dim)


attach_interface("vector.transfer_write", ValueBoundsOpInterface, TransferWriteBounds)
