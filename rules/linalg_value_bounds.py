"""``ValueBoundsOpInterface`` of ``linalg.index`` (MLIR 19's ``linalg`` external model).

``linalg.index i`` inside a structured op lies in ``[0, size)`` where ``size`` is the
first operand dim that loop ``i`` indexes directly (MLIR's ``getShapesToLoopsMap``: the
first result of the concatenated indexing maps that is plain ``d<i>``). The results of
structured ops need no model: they are destination-style, so the analysis gives them
their inits' dims. Attached on import (``passes.analysis.value_bounds`` imports this
module).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.affine import AffineExprKind
from irlite.ir.interfaces import LinalgStructuredOpInterface, ValueBoundsOpInterface, attach_interface


class IndexBounds(ValueBoundsOpInterface):
    __slots__ = ()

    def populate_bounds_for_index_value(self, value: Any, cstr: Any) -> None:
        loop = self.op.properties["dim"].value
        parent = self.op.parent_op
        while parent is not None and parent.interface(LinalgStructuredOpInterface) is None:
            parent = parent.parent_op
        if parent is None:
            return
        cstr.bound_ge(value, 0)
        maps = parent.interface(LinalgStructuredOpInterface).indexing_maps()
        for operand, m in zip(parent.operands, maps):
            for pos, e in enumerate(m.results):
                if e.kind == AffineExprKind.DIM and e.position == loop:
                    cstr.bound_lt(value, cstr.get_expr(operand, pos))
                    return


attach_interface("linalg.index", ValueBoundsOpInterface, IndexBounds)
