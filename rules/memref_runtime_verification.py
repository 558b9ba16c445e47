"""``RuntimeVerifiableOpInterface`` of memref ops (MLIR 19's ``memref`` external models).

``memref.expand_shape``: for each reassociation group, the product of the group's static
result sizes divides the source dim (``arith.remsi`` of a ``memref.dim`` by it is zero).
The assertion message is MLIR's: ``ERROR: Runtime op verification failed``, the op in
generic form, ``^ <what failed>``, ``Location: <the op's location>``. Attached on import
(``generate-runtime-verification`` imports this module).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import IntegerAttr, StringAttr
from irlite.ir.interfaces import RuntimeVerifiableOpInterface, attach_interface
from irlite.ir.types import IndexType, IntegerType

_INDEX = IndexType.get()


def error_message(op: Any, msg: str) -> str:
    """MLIR's ``generateErrorMessage``."""
    from irlite.ir.parser import resolve_loc
    from irlite.ir.printer import print_op

    return (
        "ERROR: Runtime op verification failed\n"
        + print_op(op, generic=True)
        + "\n^ "
        + msg
        + "\nLocation: "
        + str(resolve_loc(op.loc))
    )


def constant_index(b: Any, loc: Any, v: int) -> Any:
    return b.create("arith.constant", [], [_INDEX], {"value": IntegerAttr.get(_INDEX, v)}, loc=loc).results[0]


class ExpandShapeVerification(RuntimeVerifiableOpInterface):
    __slots__ = ()

    def generate_runtime_verification(self, builder: Any, loc: Any) -> None:
        op = self.op
        src = op.operands[0]
        shape = op.results[0].type.shape
        for i, group in enumerate(op.properties["reassociation"].value):
            c = constant_index(builder, loc, i)
            dim = builder.create("memref.dim", [src, c], [_INDEX], {}, loc=loc).results[0]
            size = 1
            for d in group:
                if shape[d.value] >= 0:
                    size *= shape[d.value]
            static = constant_index(builder, loc, size)
            rem = builder.create("arith.remsi", [dim, static], [_INDEX], {}, loc=loc).results[0]
            zero = constant_index(builder, loc, 0)
            pred = {"predicate": IntegerAttr.get(IntegerType.get(64), 0)}
            eq = builder.create("arith.cmpi", [rem, zero], [IntegerType.get(1)], pred, loc=loc).results[0]
            msg = error_message(op, "static result dims in reassoc group do not divide src dim evenly")
            builder.create("cf.assert", [eq], [], {"msg": StringAttr.get(msg)}, loc=loc)


attach_interface("memref.expand_shape", RuntimeVerifiableOpInterface, ExpandShapeVerification)
