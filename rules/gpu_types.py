"""The ``gpu`` dialect's type: ``!gpu.mma_matrix<16x16xf16, "AOp">`` (MLIR 19's
``MMAMatrixType``), and the dialect's type parser hook (``gpu.rules``).

An MMA matrix is a 2-D fragment of a matrix held by the threads of a subgroup for the
warp-level matrix ops (``gpu.subgroup_mma_load_matrix`` / ``store_matrix``); ``operand``
says which operand of a multiply-accumulate it is (``"AOp"``, ``"BOp"`` or ``"COp"``).

``!gpu.async.token`` (MLIR's ``AsyncTokenType``) is read and printed, so functions can take
and pass tokens along.

What it does not do: the sparse handle types, or async forms of the ops (no op produces
or waits on a token).
"""

from __future__ import annotations

import re
from typing import Any

from irlite.ir.affine import raise_at_token
from irlite.ir.types import FloatType, IntegerType, Type

__all__ = ["AsyncTokenType", "MMAMatrixType", "parse_type"]

_WS = re.compile(r"\s*")
_DIM = re.compile(r"([0-9]+)x")
_STR = re.compile(r'"([^"\\]*)"')


class MMAMatrixType(Type):
    """``!gpu.mma_matrix<RxCxT, "op">``."""

    __slots__ = ("element_type", "operand", "shape")

    @classmethod
    def get(cls, shape: Any, element_type: Any, operand: str) -> MMAMatrixType:  # type: ignore[override]
        return super().get(tuple(shape), element_type, operand)

    def _post_init(self) -> None:
        self.shape, self.element_type, self.operand = self.params

    def print_text(self, p: Any) -> str:
        dims = "".join(f"{d}x" for d in self.shape)
        return f'!gpu.mma_matrix<{dims}{p.type(self.element_type)}, "{self.operand}">'


class AsyncTokenType(Type):
    """``!gpu.async.token``: a token that orders asynchronous GPU work."""

    __slots__ = ()

    @classmethod
    def get(cls) -> AsyncTokenType:  # type: ignore[override]
        return super().get()

    def print_text(self, p: Any) -> str:
        return "!gpu.async.token"


def _here(p: Any) -> int:
    p.pos = _WS.match(p.src, p.pos).end()
    return p.pos


def _expect(p: Any, lit: str) -> None:
    pos = _here(p)
    if not p.src.startswith(lit, pos):
        raise_at_token(p, f"expected '{lit}'", pos)
    p.pos = pos + len(lit)


def parse_type(p: Any, mnemonic: str) -> Any:
    """The type parser hook: ``p`` stands just after ``!gpu.<mnemonic>``."""
    start = p.pos - len(mnemonic)
    if mnemonic == "async.token":
        return AsyncTokenType.get()
    if mnemonic != "mma_matrix":
        p.error(f"unknown gpu type: {mnemonic}", start)
    _expect(p, "<")
    shape = []
    while True:
        m = _DIM.match(p.src, _here(p))
        if m is None:
            break
        shape.append(int(m.group(1)))
        p.pos = m.end()
    elem_pos = _here(p)
    elem = p.parse_type()
    if len(shape) != 2:
        p.error("MMAMatrixType must have exactly two dimensions", start)
    if not isinstance(elem, (FloatType, IntegerType)):
        p.error("MMAMatrixType elements must be SI8, UI8, I32, F16, or F32", elem_pos)
    _expect(p, ",")
    m = _STR.match(p.src, _here(p))
    if m is None:
        raise_at_token(p, "expected string", p.pos)
    p.pos = m.end()
    op = m.group(1)
    if op not in ("AOp", "BOp", "COp"):
        p.error("operand expected to be one of AOp, BOp or COp", start)
    _expect(p, ">")
    return MMAMatrixType.get(shape, elem, op)


# ------------------------------------------------------------------ the matrix ops' verifiers


def _unit_minor_stride(t: Any) -> bool:
    """MLIR's ``isLastMemrefDimUnitStride``."""
    from irlite.ir.memref_layout import strides_and_offset

    if not t.shape:
        return True
    strides, _ = strides_and_offset(t)
    return strides is not None and strides[-1] == 1


def _error(op: Any, msg: str) -> Any:
    from irlite.ir.diagnostics import Severity, op_diagnostic

    return op_diagnostic(Severity.ERROR, op, msg)


def verify_mma_load(op: Any) -> Any:
    """MLIR's ``SubgroupMmaLoadMatrixOp::verify``."""
    res = op.results[0].type
    if not isinstance(res, MMAMatrixType):
        return _error(op, "result must be a gpu.mma_matrix")
    if not _unit_minor_stride(op.operands[0].type):
        return _error(op, "expected source memref most minor dim must have unit stride")
    return None


def verify_mma_store(op: Any) -> Any:
    """MLIR's ``SubgroupMmaStoreMatrixOp::verify``."""
    src = op.operands[0].type
    if not isinstance(src, MMAMatrixType):
        return _error(op, "stored value must be a gpu.mma_matrix")
    if not _unit_minor_stride(op.operands[1].type):
        return _error(op, "expected destination memref most minor dim must have unit stride")
    if src.operand != "COp":
        return _error(op, "expected the operand matrix being stored to have 'COp' operand type")
    return None
