"""Native helpers of ``nvgpu.rules``: ``nvgpu.ldmatrix``'s verifier (MLIR 19's
``LdMatrixOp::verify``, its messages).

The source must be in shared memory (memory space 3 or ``#gpu.address_space<workgroup>``),
elements at most 32 bits wide (transposed: exactly 16), and the result a 2-D vector of
``numTiles`` rows of ``32 / bitwidth`` elements. What it does not do: MLIR's element-type
check of source and result (``TCresVTEtIsSameAsOp``) beyond what the shapes imply.
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import IntegerAttr
from irlite.ir.diagnostics import Diagnostic, Severity

__all__ = ["verify_ldmatrix"]

SHARED_MEMORY_ADDRESS_SPACE = 3


def _is_shared(space: Any) -> bool:
    """MLIR's ``NVGPUDialect::hasSharedMemoryAddressSpace``."""
    if type(space) is IntegerAttr:
        return space.value == SHARED_MEMORY_ADDRESS_SPACE
    return "workgroup" in str(space) and "gpu.address_space" in str(space)


def _bitwidth(t: Any) -> int:
    w = getattr(t, "width", None)
    if w is None:
        w = getattr(t, "bitwidth", None)
    return w if isinstance(w, int) else 64


def _error(op: Any, message: str) -> Diagnostic:
    """MLIR's ``emitError()``: the message at the op, without the ``'name' op`` prefix."""
    return Diagnostic(Severity.ERROR, op.loc, message)


def verify_ldmatrix(op: Any) -> str | Diagnostic | None:
    src = op.op_operands[0].value.type
    res = op.results[0].type
    if res.element_type is not src.element_type:
        return "failed to verify that srcMemref and res have same element type"
    width = _bitwidth(res.element_type)
    per_32b = 32 // width if width else 0
    tiles = op.properties["numTiles"].value
    transpose = op.properties["transpose"].value
    if not _is_shared(src.memory_space):
        return _error(
            op,
            (
                "expected nvgpu.ldmatrix srcMemref must have a memory space attribute of "
                f"IntegerAttr({SHARED_MEMORY_ADDRESS_SPACE}) or gpu::AddressSpaceAttr(Workgroup)"
            ),
        )
    if width > 32:
        return _error(op, "nvgpu.ldmatrix works for 32b or lower")
    if transpose and width != 16:
        return _error(op, "nvgpu.ldmatrix transpose works only at 16b granularity")
    if len(res.shape) != 2:
        return _error(op, "results must be 2 dimensional vector")
    if res.shape[1] != per_32b:
        return _error(op, f"expected vector register shape[1] = {per_32b}")
    if res.shape[0] != tiles:
        return _error(op, "expected vector register shape[0] and numTiles to match")
    return None
