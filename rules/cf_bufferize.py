"""``BufferizableOpInterface`` of ``cf.br`` and ``cf.cond_br`` (MLIR 19's cf
``BufferizableOpInterfaceImpl.cpp`` over ``BranchOpBufferizableOpInterfaceExternalModel``),
attached as external models on import.

A branch neither reads nor writes its tensor operands: each aliases the block argument of
the successor it is passed to (equivalent, but not definitely: the block may be entered
from other branches). It bufferizes to nothing of its own: the op owning the region
(``func.func``, ``scf.execute_region``, ``UnstructuredControlFlowModel``) converts each
block's signature and rewrites the operands of the branches to it.

What it does not do: ``cf.switch`` (MLIR 19 has no model for it either).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.interfaces import BufferizableOpInterface, attach_interface

from .bufferization_bufferize import BufferizableModel, forwarded_operands


class BranchModel(BufferizableModel):
    """``cf.br`` / ``cf.cond_br``: each forwarded tensor aliases its successor's argument."""

    __slots__ = ()

    def bufferizes_to_memory_read(self, operand: Any, state: Any) -> bool:
        return False

    def bufferizes_to_memory_write(self, operand: Any, state: Any) -> bool:
        return False

    def aliasing_values(self, operand: Any, state: Any) -> list:
        op = self.op
        out = []
        for i, block in enumerate(op.successors):
            ops = forwarded_operands(op, i)
            for k, o in enumerate(ops or ()):
                if o is operand:
                    out.append(block.args[k])
        return out

    def equivalent(self, operand: Any, value: Any, state: Any) -> bool:
        """Not definitely one buffer: the argument's block has other predecessors (MLIR's
        ``isDefinite = false``; the analysis joins no equivalence sets for it)."""
        return False

    def bufferize(self, rewriter: Any, options: Any, state: Any) -> bool:
        return True  # the operands are bufferized with the successor's block signature


attach_interface("cf.br", BufferizableOpInterface, BranchModel)
attach_interface("cf.cond_br", BufferizableOpInterface, BranchModel)
