"""The few ops of mlir-opt's ``test`` dialect that irlite defines (``load_mlir_test_dialect``).

- ``test.verifiers`` (MLIR's ``TestVerifiersOp``, for ``IR/test-verification-order``):
  one ``i32`` operand, one single-block region without terminator, isolated from
  above. Its verifier checks the operand (``operand #0 must be 32-bit signless
  integer``) and remarks ``success run of verifier`` at the op's location; its region
  verifier, which runs after the ops nested in it verified, remarks ``success run of
  region verifier``. The remarks show the order in which the verifier visits ops.

What it does not do: the rest of MLIR's test dialect (its ops stay unregistered ops
of a dialect that accepts unknown ones).
"""

from __future__ import annotations

from .core import Operation
from .diagnostics import Diagnostic, VerifyError, report

__all__ = ["TEST_OPS", "TestVerifiersOp"]


class TestVerifiersOp(Operation):
    __slots__ = ()
    OP_NAME = "test.verifiers"
    STRUCTURE = (1, 0, 0, 1)  # regions, results, successors, operands
    registered = True
    traits = frozenset({"SingleBlock", "NoTerminator", "IsolatedFromAbove"})

    def verify_(self) -> None:
        t = self.op_operands[0].value.type
        if str(t) != "i32":
            raise VerifyError(f"operand #0 must be 32-bit signless integer, but got '{t}'")
        if len(self.regions[0].blocks) != 1:
            raise VerifyError(
                "region #0 ('region') failed to verify constraint: region with 1 blocks"
            )
        report(Diagnostic.remark(self.loc, "success run of verifier"))

    def verify_region_(self) -> None:
        report(Diagnostic.remark(self.loc, "success run of region verifier"))


#: The op classes ``load_mlir_test_dialect`` registers.
TEST_OPS = (TestVerifiersOp,)
