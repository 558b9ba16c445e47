"""``test-decompose-call-graph-types`` (MLIR 19's ``TestDecomposeCallGraphTypes``).

Tuple types are decomposed at call-graph boundaries: a type converter flattens
``tuple<T1, tuple<T2>>`` into ``T1, T2`` (1:N, ``tuple<>`` into nothing), and the
conversion framework's function signature pattern with the ``func.call`` /
``func.return`` decomposition patterns (``func_conversions``) rewrite functions, calls
and returns. Values are rebuilt with ``test.make_tuple`` (the argument materialization,
nested tuples built inner first) and taken apart with ``test.get_tuple_element``
(depth first), both ops of mlir-opt's ``test`` dialect, which stays legal.

What it does not do: ``test-one-to-n-type-conversion`` (MLIR's separate 1:N driver).
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import IntegerAttr
from ....ir.core import Value
from ....ir.types import IntegerType, TupleType
from ...infra.pass_base import Pass, register_pass
from ...rewrite.dialect_conversion import (
    ConversionTarget,
    FunctionOpSignatureConversion,
    TypeConverter,
    apply_partial_conversion,
)


def _flat(t: Any) -> list:
    if not isinstance(t, TupleType):
        return [t]
    out: list = []
    for e in t.types:
        out.extend(_flat(e))
    return out


def build_make_tuple(rw: Any, to_type: Any, inputs: list, loc: Any) -> Value | None:
    """``to_type`` (a tuple) built from its flattened elements ``inputs``."""
    if not isinstance(to_type, TupleType) or len(_flat(to_type)) != len(inputs):
        return None

    def build(t: TupleType, values: list) -> Value:
        elements, i = [], 0
        for e in t.types:
            n = len(_flat(e)) if isinstance(e, TupleType) else 1
            elements.append(build(e, values[i : i + n]) if isinstance(e, TupleType) else values[i])
            i += n
        return rw.create("test.make_tuple", elements, [t], loc=loc).results[0]

    return build(to_type, list(inputs))


def decompose_tuple(rw: Any, loc: Any, value: Value) -> list | None:
    """The flattened elements of ``value`` (a tuple), taken apart depth first with
    ``test.get_tuple_element``; ``None`` when it is not a tuple."""
    if not isinstance(value.type, TupleType):
        return None
    i32 = IntegerType.get(32)
    out: list = []

    def walk(v: Value) -> None:
        t = v.type
        if not isinstance(t, TupleType):
            out.append(v)
            return
        for i, e in enumerate(t.types):
            props = {"index": IntegerAttr.get(i32, i)}
            walk(
                rw.create("test.get_tuple_element", [v], [e], properties=props, loc=loc).results[0]
            )

    walk(value)
    return out


@register_pass(
    "test-decompose-call-graph-types",
    summary="Decomposes types at call graph boundaries.",
    anchor="builtin.module",
)
class TestDecomposeCallGraphTypes(Pass):
    def run_on_operation(self, op: Any) -> None:
        from ....ir.function_interface import function_type
        from ...conversion.func_conversions import populate_decompose_call_graph_types_patterns

        tc = TypeConverter()
        tc.add_conversion(lambda t: t)
        tc.add_conversion(lambda t: _flat(t) if isinstance(t, TupleType) else None)
        tc.add_argument_materialization(build_make_tuple)
        target = ConversionTarget()
        target.add_legal_dialect("test")
        target.add_dynamically_legal_op(
            "func.return", lambda o: tc.is_legal([x.value.type for x in o.op_operands])
        )
        target.add_dynamically_legal_op("func.call", lambda o: tc.is_legal(o))
        target.add_dynamically_legal_op(
            "func.func", lambda o: tc.is_signature_legal(function_type(o))
        )
        patterns = [FunctionOpSignatureConversion(tc, root="func.func")]
        populate_decompose_call_graph_types_patterns(patterns, tc, decompose_tuple)
        if not apply_partial_conversion(op, target, patterns, context=self.context):
            self.signal_pass_failure()
