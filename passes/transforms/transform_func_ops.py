"""Native helpers of ``transform_func.rules``: ``transform.func.cast_and_call`` (MLIR 19's
``CastAndCallOp``, FuncTransformOps.cpp): its custom form, verifier and what it does.

``cast_and_call`` inserts a ``func.call`` of a function (named by symbol, or the single op
of a handle) before or after the single op of its insertion-point handle, passing the
payload values of ``inputs`` as arguments; the uses of the payload values of ``outputs``
(which must be distinct) move to the call's results, except in the call itself. The
inputs must dominate the call and the call the outputs' users (MLIR's checks, with its
messages); argument and result counts must match the callee's.

What it does not do: type conversions. MLIR casts mismatched types with the
materializations of the type-converter ops in the ``conversions`` region; irlite has no
such ops yet, so a mismatch is the definite failure MLIR reports when no materialization
exists.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import DenseArrayAttr, UnitAttr
from ...ir.core import Operation, Region
from ...ir.diagnostics import Diagnostic, Severity
from ...ir.interfaces import ConversionPatternDescriptorOpInterface
from ...ir.rewriter import PatternRewriter
from ...ir.types import IntegerType
from ...rules.transform import DiagnosedFailure, TransformOpInterface, definite

__all__ = [
    "CastAndCall",
    "FuncToLLVMPatterns",
    "parse_cast_and_call",
    "print_cast_and_call",
    "verify_cast_and_call",
]

_I32 = IntegerType.get(32)


def _segments(op: Operation) -> list[int]:
    return list(op.properties["operandSegmentSizes"].values)


def _groups(op: Operation) -> tuple:
    """(insertion_point, inputs, outputs, function) operands; absent optional ones None."""
    vals = [o.value for o in op.op_operands]
    out = []
    i = 0
    for n in _segments(op):
        out.append(vals[i] if n else None)
        i += n
    return tuple(out)


# ------------------------------------------------------------------ custom form


def parse_cast_and_call(cls: Any, p: Any) -> Operation:
    """``(@callee)? (%func)? ((%inputs))? (-> %outputs)? (after | before) %at
    ({ conversions })? attr-dict : functional-type(operands, results)``."""
    from ...ir.attributes import SymbolRefAttr

    props: dict = {}
    if p.peek() == "@":
        props["function_name"] = p.parse_attribute()
        if type(props["function_name"]) is not SymbolRefAttr:
            p.error("expected a symbol reference")
    function = p.parse_optional_operand_ref()
    inputs = outputs = None
    if p.try_lit("("):
        inputs = p.parse_operand_ref()
        p.expect(")", "')'")
    if p.try_lit("->"):
        outputs = p.parse_operand_ref()
    if p.try_keyword("after"):
        props["insert_after"] = UnitAttr.get()
    else:
        p.expect_keyword("before")
    at = p.parse_operand_ref()
    region = p.parse_region() if p.at("{") else Region()
    attrs = p.parse_optional_attr_dict()
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)
    p.expect(":", "':'")
    ft = p.parse_function_type()
    refs = [r for r in (at, inputs, outputs, function) if r is not None]
    operands = p.resolve_operands(refs, ft.inputs)
    props["operandSegmentSizes"] = DenseArrayAttr.get(
        _I32, [1, int(inputs is not None), int(outputs is not None), int(function is not None)]
    )
    op = cls.__new__(cls)
    Operation.__init__(
        op, cls.OP_NAME, operands, list(ft.results), props, attrs or None, [region], ()
    )
    return op


def print_cast_and_call(op: Operation, p: Any) -> None:
    out = p.out
    at, inputs, outputs, function = _groups(op)
    out.append(p.op_name_text(op.name))
    name = op.properties.get("function_name")
    if name is not None:
        out.append(" " + p.attr_text(name))
    if function is not None:
        out.append(" " + p.value_name(function))
    if inputs is not None:
        out.append("(" + p.value_name(inputs) + ")")
    if outputs is not None:
        out.append(" -> " + p.value_name(outputs))
    out.append(" after " if "insert_after" in op.properties else " before ")
    out.append(p.value_name(at))
    if op.regions and op.regions[0].blocks:
        out.append(" ")
        p.print_region(op.regions[0])
    if op.attributes:
        out.append(" " + p.attr_dict_text(op.attributes))
    ins = ", ".join(p.type_text(v.type) for v in op.operands)
    res = [p.type_text(r.type) for r in op.results]
    out.append(f" : ({ins}) -> " + (res[0] if len(res) == 1 else "(" + ", ".join(res) + ")"))


def verify_cast_and_call(op: Operation) -> str | None:
    if op.regions and op.regions[0].blocks and op.regions[0].blocks[0].first is not None:
        return "expected children ops to implement TypeConverterBuilderOpInterface"
    _, _, _, function = _groups(op)
    name = op.properties.get("function_name")
    if function is None and name is None:
        return "expected a function handle or name to call"
    if function is not None and name is not None:
        return "function handle and name are mutually exclusive"
    return None


# ------------------------------------------------------------------ the transform


def _silenceable_at(loc: Any, message: str) -> DiagnosedFailure:
    return DiagnosedFailure(False, [Diagnostic(Severity.ERROR, loc, message)])


def _text(x: Any) -> str:
    from ...ir.diagnostics import op_text_for_diagnostic

    if isinstance(x, Operation):
        return op_text_for_diagnostic(x, generic=False)
    owner = getattr(x, "owner", None)
    if isinstance(owner, Operation):
        return op_text_for_diagnostic(owner, generic=False)
    return str(x)


class CastAndCall(TransformOpInterface):
    """``transform.func.cast_and_call`` (module docstring); the result handle holds the
    new call."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: Any, state: Any) -> Any:
        from ...ir.symbol_table import lookup_nearest_symbol_from
        from ..transforms.dominance import (
            op_dominates,
            op_properly_dominates,
            value_dominates,
            value_properly_dominates,
        )

        op = self.op
        at_h, in_h, out_h, fn_h = _groups(op)
        inputs = list(state.payload_values(in_h)) if in_h is not None else []
        outputs: list = []
        if out_h is not None:
            got = list(state.payload_values(out_h))
            for v in got:
                if not any(v is w for w in outputs):
                    outputs.append(v)
            if len(outputs) != len(got):
                return _silenceable_at(op.loc, "cast and call output values must be unique")
        points = state.payload_ops(at_h)
        if len(points) != 1:
            return _silenceable_at(op.loc, "Only one op can be specified as an insertion point")
        after = "insert_after" in op.properties
        point = points[0]
        for v in outputs:
            for use in v.uses:
                user = use.owner
                ok = op_properly_dominates(point, user) if after else op_dominates(point, user)
                if not ok:
                    return definite(
                        op,
                        f"User {_text(user)} is not dominated by insertion point {_text(point)}",
                    )
        for v in inputs:
            ok = value_dominates(v, point) if after else value_properly_dominates(v, point)
            if not ok:
                return definite(
                    op, f"input {_text(v)} does not dominate insertion point {_text(point)}"
                )
        name = op.properties.get("function_name")
        if name is not None:
            callee = lookup_nearest_symbol_from(point, name)
            if callee is None or callee.name != "func.func":
                return definite(op, f"unresolved symbol {name}")
        else:
            fns = state.payload_ops(fn_h)
            if len(fns) != 1:
                return definite(op, "requires a single function to call")
            callee = fns[0]
            if callee.name != "func.func":
                return definite(op, "invalid non-function callee")
        ft = callee.properties["function_type"].value
        if len(ft.inputs) != len(inputs):
            return _silenceable_at(
                callee.loc,
                f"mismatch between number of function arguments {len(ft.inputs)} and "
                f"number of inputs {len(inputs)}",
            )
        if len(ft.results) != len(outputs):
            return _silenceable_at(
                callee.loc,
                f"mismatch between number of function results {len(ft.results)} and "
                f"number of outputs {len(outputs)}",
            )
        for v, t in zip(inputs, ft.inputs):
            if v.type is not t:
                return definite(op, f"Failed to materialize conversion of {_text(v)} to type {t}")
        rw = rewriter if isinstance(rewriter, PatternRewriter) else PatternRewriter()
        if after:
            rw.set_insertion_point_after(point)
        else:
            rw.set_insertion_point(point)
        from ...ir.attributes import SymbolRefAttr

        sym = callee.properties["sym_name"].value
        call = rw.create(
            "func.call",
            inputs,
            list(ft.results),
            {"callee": SymbolRefAttr.get(sym)},
            loc=point.loc,
        )
        for v, new in zip(outputs, call.results):
            if v.type is not new.type:
                return definite(
                    op, f"Failed to materialize conversion of {_text(new)} to type {v.type}"
                )
            v.replace_uses_if(new, lambda use: use.owner is not call)
        results.set(0, [call])
        return None


# ------------------------------------------------------------------ conversion to llvm


class FuncToLLVMPatterns(ConversionPatternDescriptorOpInterface):
    """``transform.apply_conversion_patterns.func.func_to_llvm``: the patterns of
    ``convert-func-to-llvm`` for the enclosing op's ``LLVMTypeConverter`` (its bare-pointer
    calling convention included, as MLIR's ``LowerToLLVMOptions``)."""

    __slots__ = ()

    def populate_patterns(self, converter: Any, patterns: list[Any]) -> None:
        from ..conversion.func_to_llvm import populate_func_to_llvm_patterns

        bare = getattr(converter, "use_bare_ptr_call_conv", False)
        patterns.extend(populate_func_to_llvm_patterns(converter, use_bare_ptr_call_conv=bare))

    def verify_type_converter(self, builder: Any) -> str | None:
        if builder.type_converter_type() != "LLVMTypeConverter":
            return "expected LLVMTypeConverter"
        return None
