"""Native helpers of ``transform.rules``: the transform types, the custom forms, and the
engine that runs transform ops (MLIR's ``TransformInterfaces`` / ``TransformState``).

The engine. A ``TransformState`` maps every *handle* (an SSA value of a transform type)
to a list: payload ops (``!transform.any_op``, ``!transform.op<"name">``), payload values
(``!transform.any_value``) or attributes (``!transform.param<T>``, ``!transform.any_param``).
``TransformState.apply(op)`` runs one transform op, as MLIR's ``applyTransform``:

1. an operand handle that an earlier op invalidated is a definite failure (``op uses a
   handle invalidated by a previously executed transform op`` with notes);
2. every handle the op consumes (``TransformOpInterface.consumed_operands``) invalidates
   itself and every handle to the same payload ops, to ops nested in them and to their
   values (MLIR's expensive checks, always on unless ``expensive_checks=False``);
3. ``apply(rewriter, results, state)`` of the op's ``TransformOpInterface`` runs; it
   returns None or a ``DiagnosedFailure``: ``silenceable(op, msg)`` (the op did not apply;
   the enclosing sequence propagates it or, under ``failures(suppress)``, drops it) or
   ``definite(op, msg)`` (reported at once, interpretation stops);
4. its results are mapped (``TransformResults.set``; unset ones map to nothing), checked
   against their types (``!transform.op<"scf.for">`` only holds ``scf.for`` ops), and
   payload ops erased by the op are dropped from every handle (MLIR's tracking listener,
   which also follows replacements; this one only forgets erased ops).

Op implementations subclass ``TransformOpInterface`` (``ir.interfaces``); those that
apply to each payload op of their first operand subclass ``ApplyEach`` and define
``apply_to_one(rewriter, target, state)``, returning the payload of each result (an op,
a list, or None for no result) or a failure, as MLIR's ``TransformEachOpTrait``.
``passes/transforms/transform_interpreter.py`` explains how other files add ops.

What it does not do: follow replaced payload ops into handles, or check that a consumed
handle names an op twice.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Sequence
from typing import Any

from ..ir.attributes import ArrayAttr, DictionaryAttr, StringAttr, TypeAttr, UnitAttr
from ..ir.base import AttrPrinter, Type
from ..ir.builtin_dialects import function_argument_texts, parse_function_signature
from ..ir.core import BlockArgument, Operation, OpResult, Region, Value
from ..ir.diagnostics import Diagnostic, Severity, op_text_for_diagnostic, report
from ..ir.interfaces import (
    ConversionPatternDescriptorOpInterface,
    PatternDescriptorOpInterface,
    TransformOpInterface,
    TypeConverterBuilderOpInterface,
)
from ..ir.rewriter import PatternRewriter
from ..ir.types import FunctionType

__all__ = [
    "AnyOpType",
    "AnyParamType",
    "AnyValueType",
    "ApplyEach",
    "DiagnosedFailure",
    "OpHandleType",
    "OperationType",
    "ParamType",
    "TransformResults",
    "TransformState",
    "TransformType",
    "ValueHandleType",
    "definite",
    "parse_type",
    "silenceable",
]


_INT = re.compile(r"[0-9]+")  # a position in a get_result list

# ------------------------------------------------------------------ types


class TransformType(Type):
    """A type of the transform dialect (a handle or a parameter)."""

    __slots__ = ()


class OpHandleType(TransformType):
    """A handle to payload ops (MLIR's ``TransformHandleTypeInterface``)."""

    __slots__ = ()

    def check_payload(self, ops: Sequence[Operation]) -> str | None:
        """None when every op may be held by a handle of this type, else why not."""
        return None


class AnyOpType(OpHandleType):
    """``!transform.any_op``: a handle to any payload ops."""

    __slots__ = ()

    def print_text(self, p: AttrPrinter) -> str:
        return "!transform.any_op"


class OperationType(OpHandleType):
    """``!transform.op<"name">``: a handle to payload ops named ``name``."""

    __slots__ = ("op_name",)

    op_name: str

    def _post_init(self) -> None:
        (self.op_name,) = self.params

    def print_text(self, p: AttrPrinter) -> str:
        return f"!transform.op<{p.attr(StringAttr.get(self.op_name))}>"

    def check_payload(self, ops: Sequence[Operation]) -> str | None:
        for op in ops:
            if op.name != self.op_name:
                return (
                    f"incompatible payload operation name expected {self.op_name} vs "
                    f"{op.name} -> {op_text_for_diagnostic(op, generic=False)}"
                )
        return None


class ValueHandleType(TransformType):
    """A handle to payload values (MLIR's ``TransformValueHandleTypeInterface``)."""

    __slots__ = ()


class AnyValueType(ValueHandleType):
    """``!transform.any_value``."""

    __slots__ = ()

    def print_text(self, p: AttrPrinter) -> str:
        return "!transform.any_value"


class ParamType(TransformType):
    """A parameter: a list of attributes (MLIR's ``TransformParamTypeInterface``)."""

    __slots__ = ()

    def check_payload(self, attrs: Sequence[Any]) -> str | None:
        return None


class AnyParamType(ParamType):
    """``!transform.any_param``."""

    __slots__ = ()

    def print_text(self, p: AttrPrinter) -> str:
        return "!transform.any_param"


class TypedParamType(ParamType):
    """``!transform.param<T>``: attributes of an integer type ``T``."""

    __slots__ = ("element_type",)

    element_type: Any

    def _post_init(self) -> None:
        (self.element_type,) = self.params

    def print_text(self, p: AttrPrinter) -> str:
        return f"!transform.param<{p.type(self.element_type)}>"

    def check_payload(self, attrs: Sequence[Any]) -> str | None:
        for a in attrs:
            if getattr(a, "type", None) is not self.element_type:
                return f"expected parameter of type {self.element_type} but got {a}"
        return None


def parse_type(p: Any, mnemonic: str) -> Any:
    """The dialect's type parser: ``p`` stands just after ``!transform.<mnemonic>``."""
    start = p.pos - len(mnemonic)
    if mnemonic == "any_op":
        return AnyOpType.get()
    if mnemonic == "any_value":
        return AnyValueType.get()
    if mnemonic == "any_param":
        return AnyParamType.get()
    if mnemonic == "op":
        p.expect("<", "'<'")
        p.ws()
        pos = p.pos
        name = p.parse_attribute()
        if type(name) is not StringAttr:
            p.error("expected string", pos)
        p.expect(">", "'>'")
        return OperationType.get(name.value)
    if mnemonic == "param":
        p.expect("<", "'<'")
        p.ws()
        pos = p.pos
        t = p.parse_type()
        if type(t).__name__ not in ("IntegerType", "FloatType", "IndexType"):
            p.error("expects an integer or float type", pos)
        p.expect(">", "'>'")
        return TypedParamType.get(t)
    p.error(f"unknown type mnemonic: {mnemonic}", start)
    return None


# ------------------------------------------------------------------ failures


class DiagnosedFailure:
    """What a transform op that did not succeed returns (MLIR's
    ``DiagnosedSilenceableFailure``): ``definite`` or silenceable, with its diagnostics
    (errors, with their notes) not yet emitted."""

    __slots__ = ("definite", "diagnostics")

    def __init__(self, definite: bool, diagnostics: list[Diagnostic]) -> None:
        self.definite = definite
        self.diagnostics = diagnostics

    def attach_note(self, message: str, loc_or_op: Any = None) -> DiagnosedFailure:
        """Add a note to the last diagnostic (at ``loc_or_op``: a location or an op)."""
        loc = loc_or_op.loc if isinstance(loc_or_op, Operation) else loc_or_op
        self.diagnostics[-1].attach_note(message, loc)
        return self

    def merge(self, other: DiagnosedFailure) -> DiagnosedFailure:
        self.diagnostics.extend(other.diagnostics)
        self.definite = self.definite or other.definite
        return self

    def report(self) -> None:
        """Emit the diagnostics (MLIR's ``checkAndReport``); they are emitted once."""
        diags, self.diagnostics = self.diagnostics, []
        for d in diags:
            report(d)


def silenceable(op: Operation, message: str) -> DiagnosedFailure:
    """A silenceable failure at ``op`` (MLIR's ``emitSilenceableError() << message``)."""
    return DiagnosedFailure(False, [Diagnostic(Severity.ERROR, op.loc, message)])


def definite(op: Operation, message: str) -> DiagnosedFailure:
    """A definite failure at ``op`` (MLIR's ``emitDefiniteFailure() << message``)."""
    return DiagnosedFailure(True, [Diagnostic(Severity.ERROR, op.loc, message, None, op)])


# ------------------------------------------------------------------ the engine


class TransformResults:
    """The payload each result of one transform op maps to (MLIR's ``TransformResults``)."""

    __slots__ = ("_op", "_payload")

    def __init__(self, op: Operation) -> None:
        self._op = op
        self._payload: list[list | None] = [None] * len(op.results)

    def set(self, result: int | OpResult, payload: Iterable[Any]) -> None:
        """Map ``result`` (its index, or the result) to ``payload``: ops for an op handle,
        values for a value handle, attributes for a parameter."""
        i = result if isinstance(result, int) else result.index
        self._payload[i] = list(payload)

    def set_remaining_to_empty(self) -> None:
        self._payload = [[] if p is None else p for p in self._payload]

    def get(self, i: int) -> list:
        p = self._payload[i]
        return [] if p is None else p


class _Invalidation:
    __slots__ = ("consumer", "nested", "operand", "payload")

    def __init__(self, consumer: Operation, operand: int, payload: Any, nested: Any) -> None:
        self.consumer = consumer
        self.operand = operand
        self.payload = payload  # the consumed payload op (an ancestor of or equal to nested)
        self.nested = nested  # the op or value the invalidated handle held


class TransformState:
    """The handles' payload during one interpretation (MLIR's ``TransformState``).

    ``payload_root``: the op the interpretation started from (``transform.print`` without
    a target prints it). ``mapping``: handle -> list of payload. ``expensive_checks``:
    handle invalidation is tracked (on by default, as ``transform-interpreter``'s)."""

    def __init__(self, payload_root: Operation, expensive_checks: bool = True) -> None:
        self.payload_root = payload_root
        self.expensive_checks = expensive_checks
        self.mapping: dict[Value, list] = {}
        self.invalidated: dict[Value, _Invalidation] = {}
        self.rewriter = PatternRewriter()

    # -- reading handles
    def payload_ops(self, handle: Value) -> list[Operation]:
        return list(self.mapping.get(handle, ()))

    def payload_values(self, handle: Value) -> list[Value]:
        return list(self.mapping.get(handle, ()))

    def params(self, handle: Value) -> list[Any]:
        return list(self.mapping.get(handle, ()))

    def payload(self, handle: Value) -> list[Any]:
        """Whatever ``handle`` maps to (ops, values or attributes)."""
        return list(self.mapping.get(handle, ()))

    # -- writing handles
    def map_value(self, handle: Value, payload: Sequence[Any]) -> DiagnosedFailure | None:
        """Map ``handle`` to ``payload`` after checking it fits the handle's type (a failure
        at the handle's definition otherwise, as MLIR's ``checkPayload``)."""
        t = handle.type
        check = getattr(t, "check_payload", None)
        why = check(payload) if check is not None else None
        if why is not None:
            return DiagnosedFailure(True, [Diagnostic(Severity.ERROR, _value_loc(handle), why)])
        self.mapping[handle] = list(payload)
        self.invalidated.pop(handle, None)
        return None

    def map_block_arguments(
        self, block: Any, payloads: Sequence[Sequence[Any]]
    ) -> DiagnosedFailure | None:
        for arg, payload in zip(block.args, payloads):
            f = self.map_value(arg, payload)
            if f is not None:
                return f
        return None

    # -- running
    def apply(self, op: Operation) -> DiagnosedFailure | None:
        """Run the transform op ``op`` (see the module docstring)."""
        iface = op.interface(TransformOpInterface)
        if iface is None:
            return definite(op, f"'{op.name}' op is not a transform op")
        for v in op.operands:
            inv = self.invalidated.get(v)
            if inv is not None:
                return self._invalidated_use(op, v, inv)
        consumed = iface.consumed_operands()
        if self.expensive_checks:
            for i in consumed:
                self._invalidate(op, i)
        results = TransformResults(op)
        failure = iface.apply(self.rewriter, results, self)
        if failure is not None and failure.definite:
            failure.report()
            return failure
        for i in consumed:
            v = op.operands[i]
            self.mapping.pop(v, None)
        if failure is not None:
            results = TransformResults(op)
        results.set_remaining_to_empty()
        for r in op.results:
            f = self.map_value(r, results.get(r.index))
            if f is not None:
                f.report()
                return f
        self._forget_erased()
        return failure

    def apply_block(self, block: Any, propagate: bool) -> DiagnosedFailure | None:
        """Run the ops of ``block`` but its terminator (MLIR's ``applySequenceBlock``): a
        definite failure stops; a silenceable one stops and is returned when ``propagate``,
        else it is dropped and the next op runs."""
        for op in list(block.ops):
            if op is block.last and "IsTerminator" in type(op).traits:
                break
            f = self.apply(op)
            if f is None:
                continue
            if f.definite or propagate:
                return f
        return None

    def terminator_payload(self, block: Any) -> list[list]:
        """The payload of each operand of ``block``'s terminator (a sequence's results)."""
        term = block.last
        return [self.payload(v) for v in term.operands] if term is not None else []

    # -- invalidation
    def _invalidate(self, consumer: Operation, index: int) -> None:
        handle = consumer.operands[index]
        consumed = [x for x in self.mapping.get(handle, ()) if isinstance(x, Operation)]
        if isinstance(handle.type, ValueHandleType):
            consumed = []
            for v in self.mapping.get(handle, ()):
                owner = v.owner_op if isinstance(v, OpResult) else v.owner.parent_op
                if owner is not None:
                    consumed.append(owner)
        self.invalidated[handle] = _Invalidation(
            consumer, index, consumed[0] if consumed else None, consumed[0] if consumed else None
        )
        if not consumed:
            return
        for other, payload in self.mapping.items():
            if other is handle or other in self.invalidated:
                continue
            if isinstance(other.type, ParamType):
                continue
            for x in payload:
                ancestor = _consumed_ancestor(x, consumed)
                if ancestor is not None:
                    self.invalidated[other] = _Invalidation(consumer, index, ancestor, x)
                    break

    def _invalidated_use(
        self, op: Operation, handle: Value, inv: _Invalidation
    ) -> DiagnosedFailure:
        d = Diagnostic(
            Severity.ERROR,
            op.loc,
            "op uses a handle invalidated by a previously executed transform op",
        )
        d.attach_note("handle to invalidated ops", _value_loc(handle))
        d.attach_note(
            f"invalidated by this transform op that consumes its operand #{inv.operand} and "
            "invalidates all handles to payload IR entities associated with this operand and "
            "entities nested in them",
            inv.consumer.loc,
        )
        if inv.payload is not None and inv.nested is not None:
            d.attach_note("ancestor payload op", inv.payload.loc)
            nested = inv.nested
            d.attach_note(
                "nested payload op", _value_loc(nested) if isinstance(nested, Value) else nested.loc
            )
        f = DiagnosedFailure(True, [d])
        f.report()
        return f

    def _forget_erased(self) -> None:
        root = self.payload_root
        for handle, payload in self.mapping.items():
            if isinstance(handle.type, ParamType) or not payload:
                continue
            if not all(_alive(x, root) for x in payload):
                self.mapping[handle] = [x for x in payload if _alive(x, root)]


def _value_loc(v: Value) -> Any:
    if isinstance(v, OpResult):
        return v.owner_op.loc
    if isinstance(v, BlockArgument):
        return v.loc if v.loc is not None else v.owner.parent_op.loc
    return None


def _consumed_ancestor(x: Any, consumed: Sequence[Operation]) -> Operation | None:
    """The op of ``consumed`` that is or contains ``x`` (an op or a value), or None."""
    if isinstance(x, Operation):
        op = x
    elif isinstance(x, OpResult):
        op = x.owner_op
    elif isinstance(x, BlockArgument):
        op = x.owner.parent_op
    else:
        return None
    while op is not None:
        for c in consumed:
            if c is op:
                return c
        op = op.parent_op
    return None


def _alive(x: Any, root: Operation) -> bool:
    """Whether ``x`` (an op or a value) is still in the payload under ``root``."""
    if isinstance(x, OpResult):
        x = x.owner_op
    elif isinstance(x, BlockArgument):
        x = x.owner.parent_op
        if x is None:
            return False
    elif not isinstance(x, Operation):
        return True
    op = x
    while op is not None:
        if op is root:
            return True
        op = op.parent_op
    return False


# ------------------------------------------------------------------ op helpers


class ApplyEach(TransformOpInterface):
    """An op that applies to each payload op of its first operand (MLIR's
    ``TransformEachOpTrait``). ``apply_to_one(rewriter, target, state)`` returns the payload
    of each result for this target (an op, a list of payload, or None for an empty one),
    or a ``DiagnosedFailure``. Silenceable failures of several targets are merged; the
    other targets still run. ``CONSUMES``: the indices of the operands consumed."""

    __slots__ = ()
    CONSUMES: tuple[int, ...] = ()

    def consumed_operands(self) -> tuple[int, ...]:
        return self.CONSUMES

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        per_result: list[list] = [[] for _ in op.results]
        failure: DiagnosedFailure | None = None
        for target in state.payload_ops(op.operands[0]):
            got = self.apply_to_one(rewriter, target, state)
            if isinstance(got, DiagnosedFailure):
                if got.definite:
                    return got
                failure = got if failure is None else failure.merge(got)
                continue
            for i, x in enumerate(got or ()):
                if x is None:
                    continue
                per_result[i].extend(x if isinstance(x, list) else [x])
        if failure is not None:
            return failure
        for i, payload in enumerate(per_result):
            results.set(i, payload)
        return None

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        raise NotImplementedError


def _arg_attr(op: Operation, i: int, name: str) -> bool:
    aa = op.properties.get("arg_attrs")
    if aa is None or i >= len(aa.value):
        return False
    return name in aa.value[i].value


# ------------------------------------------------------------------ sequences


def parse_named_sequence(cls: Any, p: Any) -> Operation:
    """``transform.named_sequence [private] @name(%a: T {attrs}, ...) [-> (T, ...)]
    [attributes {...}] [{ body }]`` (MLIR's ``function_interface_impl::parseFunctionOp``)."""
    props: dict = {}
    for kw in ("private", "public", "nested"):
        if p.try_keyword(kw):
            props["sym_visibility"] = StringAttr.get(kw)
            break
    name = p.parse_optional_symbol_name()
    if name is None:
        p.error(f"custom op '{cls.OP_NAME}' expected valid '@'-identifier for symbol name")
    props["sym_name"] = StringAttr.get(name)
    args, arg_attrs, _, results, res_attrs = parse_function_signature(p)
    props["function_type"] = TypeAttr.get(
        FunctionType.get(tuple(a[2] for a in args), tuple(results))
    )
    if any(arg_attrs):
        props["arg_attrs"] = ArrayAttr.get(tuple(DictionaryAttr.get(d) for d in arg_attrs))
    if any(res_attrs):
        props["res_attrs"] = ArrayAttr.get(tuple(DictionaryAttr.get(d) for d in res_attrs))
    attrs = p.parse_optional_attr_dict_with_keyword()
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, [], [], props, attrs or None, [], ())
    if p.at("{"):
        named = bool(args) and args[0][0] is not None
        region = p.parse_region(entry_args=list(args) if named else None)
    else:
        region = Region()
    op.regions = [region]
    region.parent = op
    return op


def print_named_sequence(op: Operation, p: Any) -> None:
    out = p.out
    props = op.properties
    out.append(p.op_name_text(op.name) + " ")
    vis = props.get("sym_visibility")
    if vis is not None:
        out.append(vis.value + " ")
    out.append(p.attr_text(_symbol_ref(props["sym_name"].value)))
    ft = props["function_type"].value
    region = op.regions[0]
    entry = region.blocks[0] if region.blocks else None
    parts = function_argument_texts(p, ft.inputs, props.get("arg_attrs"), entry)
    out.append("(" + ", ".join(parts) + ")")
    res = ft.results
    if res:
        res_attrs = props.get("res_attrs")
        rparts = []
        parens = len(res) > 1
        for i, t in enumerate(res):
            s = p.type_text(t)
            if res_attrs is not None and len(res_attrs.value[i]):
                s += " " + p.attr_dict_text(res_attrs.value[i])
                parens = True
            rparts.append(s)
        out.append(" -> " + ("(" + ", ".join(rparts) + ")" if parens else rparts[0]))
    if op.attributes:
        out.append(" attributes " + p.attr_dict_text(op.attributes))
    if region.blocks:
        out.append(" ")
        p.print_region(region, False, True)


def _symbol_ref(name: str) -> Any:
    from ..ir.attributes import SymbolRefAttr

    return SymbolRefAttr.get(name)


def verify_named_sequence(op: Operation) -> str | None:
    ft = op.properties["function_type"].value
    if type(ft) is not FunctionType:
        return "attribute 'function_type' failed to satisfy constraint: function type"
    for i, t in enumerate(ft.inputs):
        if not isinstance(t, TransformType):
            return f"expected arguments to have a transform dialect type, got {t} for argument #{i}"  # noqa: E501
        consumed = _arg_attr(op, i, "transform.consumed")
        readonly = _arg_attr(op, i, "transform.readonly")
        if consumed and readonly:
            return f"argument #{i} cannot be both readonly and consumed"
    region = op.regions[0]
    if not region.blocks:
        return None
    entry = region.blocks[0]
    if len(entry.args) != len(ft.inputs):
        return f"entry block must have {len(ft.inputs)} arguments to match function signature"
    term = entry.last
    if term is None or term.name != "transform.yield":
        return "expected the body to end with a transform.yield"
    if len(term.operands) != len(ft.results):
        return f"expected the body to yield {len(ft.results)} values, got {len(term.operands)}"
    return None


def verify_sequence(op: Operation) -> str | None:
    region = op.regions[0]
    if not region.blocks:
        return None
    entry = region.blocks[0]
    n = len(op.operands)
    if entry.args and n and len(entry.args) != n:
        return f"expected the entry block to have {n} arguments"
    term = entry.last
    if (
        term is not None
        and term.name == "transform.yield"
        and len(term.operands) != len(op.results)
    ):
        return (
            "expects the terminator to have the same number of operands as the "
            "number of results of the op"
        )
    return None


def parse_merge_handles(cls: Any, p: Any) -> Operation:
    props: dict = {}
    if p.try_keyword("deduplicate"):
        props["deduplicate"] = UnitAttr.get()
    refs = p.parse_operand_refs()
    attrs = p.parse_optional_attr_dict()
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)
    p.expect(":", "':'")
    t = p.parse_type()
    op = cls.__new__(cls)
    operands = p.resolve_operands(refs, [t] * len(refs))
    Operation.__init__(op, cls.OP_NAME, operands, [t], props, attrs or None, (), ())
    return op


def print_merge_handles(op: Operation, p: Any) -> None:
    out = p.out
    out.append(p.op_name_text(op.name))
    if "deduplicate" in op.properties:
        out.append(" deduplicate")
    out.append(" " + ", ".join(p.value_name(v) for v in op.operands))
    extra = {k: v for k, v in op.attributes.items()} if op.attributes else {}
    if extra:
        out.append(" " + p.attr_dict_text(extra))
    out.append(" : " + p.type_text(op.results[0].type))


def verify_merge_handles(op: Operation) -> str | None:
    if not op.operands:
        return "expected at least one handle"
    t = op.results[0].type
    if any(v.type is not t for v in op.operands):
        return "requires the same type for all operands and results"
    return None


def verify_split_handle(op: Operation) -> str | None:
    ov = op.properties.get("overflow_result")
    if ov is not None and not 0 <= ov.value < len(op.results):
        return "overflow_result is not a valid result index"
    return None


def verify_apply_patterns(op: Operation) -> str | None:
    body = op.regions[0].blocks[0] if op.regions[0].blocks else None
    if body is None:
        return None
    for nested in body.ops:
        if nested.interface(PatternDescriptorOpInterface) is None:
            return "expected children ops to implement PatternDescriptorOpInterface"
    return None


class NamedSequenceApply(TransformOpInterface):
    """Run the body, its arguments mapped already (by the interpreter or a
    ``transform.include``), failures propagated."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        if not op.regions[0].blocks:
            return definite(op, "unresolved external named sequence")
        body = op.regions[0].blocks[0]
        f = state.apply_block(body, propagate=True)
        if f is not None:
            return f
        for i, payload in enumerate(state.terminator_payload(body)):
            results.set(i, payload)
        return None

    def consumed_operands(self) -> tuple[int, ...]:
        return ()


class SequenceApply(TransformOpInterface):
    """``transform.sequence``: the entry block's arguments get the root's and the extra
    bindings' payload (the payload root for a top-level sequence without a root)."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        body = op.regions[0].blocks[0]
        operands = op.operands
        payloads = [state.payload(v) for v in operands] if operands else [[state.payload_root]]
        f = state.map_block_arguments(body, payloads)
        if f is not None:
            f.report()
            return f
        propagate = op.properties["failure_propagation_mode"].value == 1
        f = state.apply_block(body, propagate)
        if f is not None:
            return f
        for i, payload in enumerate(state.terminator_payload(body)):
            results.set(i, payload)
        return None

    def consumed_operands(self) -> tuple[int, ...]:
        # the root is consumed unless the entry block's argument is only read (MLIR derives
        # it from the body's effects); read-only is what every sequence here does
        return ()


class IncludeApply(TransformOpInterface):
    """``transform.include @seq``: the callee's body runs with its arguments mapped to
    the operands' payload; it consumes the operands whose callee argument is
    ``{transform.consumed}``."""

    __slots__ = ()

    def _callee(self) -> Operation | None:
        op = self.op
        name = op.properties["target"].value
        scope = op.parent_op
        while scope is not None:
            if "SymbolTable" in type(scope).traits or scope.name == "builtin.module":
                for b in scope.regions[0].blocks if scope.regions else ():
                    for o in b.ops:
                        if (
                            o.name == "transform.named_sequence"
                            and o.properties["sym_name"].value == name
                        ):
                            return o
            scope = scope.parent_op
        return None

    def consumed_operands(self) -> tuple[int, ...]:
        callee = self._callee()
        if callee is None:
            return ()
        return tuple(
            i for i in range(len(self.op.operands)) if _arg_attr(callee, i, "transform.consumed")
        )

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        callee = self._callee()
        if callee is None:
            return definite(op, f"unresolved external symbol {op.properties['target']}")
        if not callee.regions[0].blocks:
            return definite(op, "unresolved external named sequence")
        body = callee.regions[0].blocks[0]
        f = state.map_block_arguments(body, [state.payload(v) for v in op.operands])
        if f is not None:
            f.report()
            return f
        propagate = op.properties["failure_propagation_mode"].value == 1
        f = state.apply_block(body, propagate)
        for i, payload in enumerate(state.terminator_payload(body)):
            if i < len(op.results):
                results.set(i, payload)
        return f


def verify_include(op: Operation, tables: Any) -> str | None:
    return None


# ------------------------------------------------------------------ handles

_MATCH_INTERFACES = {0: "LinalgStructuredOpInterface", 2: "LoopLikeOpInterface"}


class MatchApply(TransformOpInterface):
    """``transform.structured.match``: the ops nested in (and including) the single
    target op, in post order, that have one of the names, the interface, the attributes
    and the result/operand types asked for (MLIR's ``MatchOp``)."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        from ..ir import interfaces as ifaces

        op = self.op
        props = op.properties
        targets = state.payload_ops(op.operands[0])
        if len(targets) != 1:
            return definite(op, "requires exactly one target handle")
        names = props.get("ops")
        names = {a.value for a in names.value} if names is not None else None
        iface_attr = props.get("interface")
        iface = None
        if iface_attr is not None:
            iname = _MATCH_INTERFACES.get(iface_attr.value)
            iface = ifaces.INTERFACES.get(iname) if iname else None
        op_attrs = props.get("op_attrs")
        want_attrs = (
            [(k, v) for k, v in op_attrs.value.items() if k not in ("interface", "ops")]
            if op_attrs is not None
            else []
        )
        rtype = props.get("filter_result_type")
        otypes = props.get("filter_operand_types")
        wrong_count = False
        found: list[Operation] = []
        for cand in targets[0].walk():
            if names is not None and cand.name not in names:
                continue
            if iface_attr is not None and (iface is None or cand.interface(iface) is None):
                continue
            if any(cand.get_attr(k) is not v for k, v in want_attrs):
                continue
            if rtype is not None and (
                len(cand.results) != 1 or cand.results[0].type is not rtype.value
            ):
                continue
            if otypes is not None:
                ts = [a.value for a in otypes.value]
                its = [v.type for v in cand.operands]
                if len(ts) == 1:
                    if any(t is not ts[0] for t in its):
                        continue
                elif len(ts) != len(its):
                    wrong_count = True
                    continue
                elif any(a is not b for a, b in zip(ts, its)):
                    continue
            found.append(cand)
        if wrong_count:
            return definite(
                op,
                "If filter_operand_types contains more than a type, then it must contain as "
                "much types as the number of operands in the target ops",
            )
        results.set(0, found)
        return None


class GetParentOpApply(TransformOpInterface):
    """``transform.get_parent_op``: the ``nth_parent``-th ancestor of each target that is
    isolated from above and named ``op_name`` when asked (MLIR's ``GetParentOp``)."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        props = op.properties
        isolated = "isolated_from_above" in props
        name = props.get("op_name")
        name = name.value if name is not None else None
        nth = props["nth_parent"].value
        parents: list[Operation] = []
        seen: set[int] = set()
        for target in state.payload_ops(op.operands[0]):
            parent = target
            for _ in range(nth):
                parent = parent.parent_op
                while parent is not None:
                    if (not isolated or "IsolatedFromAbove" in type(parent).traits) and (
                        name is None or parent.name == name
                    ):
                        break
                    parent = parent.parent_op
                if parent is None:
                    if "allow_empty_results" in props:
                        results.set(0, parents)
                        return None
                    f = silenceable(op, "could not find a parent op that matches all requirements")
                    return f.attach_note("target op", target)
            if "deduplicate" in props:
                if id(parent) in seen:
                    continue
                seen.add(id(parent))
            parents.append(parent)
        results.set(0, parents)
        return None


class MergeHandlesApply(TransformOpInterface):
    """``transform.merge_handles``: the payload of every operand, in order (each op once
    with ``deduplicate``)."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        out: list = []
        for v in op.operands:
            out.extend(state.payload(v))
        if "deduplicate" in op.properties:
            seen: set[int] = set()
            uniq = []
            for x in out:
                if id(x) not in seen:
                    seen.add(id(x))
                    uniq.append(x)
            out = uniq
        results.set(0, out)
        return None

    def allows_repeated_handle_operands(self) -> bool:
        return True


class SplitHandleApply(TransformOpInterface):
    """``transform.split_handle``: one payload op per result, the rest in
    ``overflow_result`` (MLIR's ``SplitHandleOp``)."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        props = op.properties
        payload = state.payload_ops(op.operands[0])
        n = len(op.results)
        ov = props.get("overflow_result")
        if not payload and props["pass_through_empty_handle"].value:
            for i in range(n):
                results.set(i, [])
            return None
        if (len(payload) > n and ov is None) or (
            len(payload) < n and props["fail_on_payload_too_small"].value
        ):
            return silenceable(
                op,
                f"{_value_text(op.operands[0])} expected to contain {n} payloads but it "
                f"contains {len(payload)} payloads",
            )
        out: list[list] = [[] for _ in range(n)]
        for i, x in enumerate(payload):
            out[i if i < n else ov.value].append(x)
        for i in range(n):
            results.set(i, out[i])
        return None


# ``[0, -1]`` / ``[all]`` / ``[except(0)]``: positions of operands or results (MLIR's
# ``custom<TransformMatchDims>`` and ``expandTargetSpecification``)


def parse_TransformMatchDims(p: Any) -> tuple:
    """``all``, ``except(i, ...)`` or ``i, ...`` (integers, negative from the end):
    (raw positions, is_inverted, is_all)."""
    from ..ir.attributes import DenseArrayAttr
    from ..ir.types import IntegerType

    i64 = IntegerType.get(64)
    if p.try_keyword("all"):
        return DenseArrayAttr.get(i64, []), None, UnitAttr.get()
    inverted = p.try_keyword("except")
    if inverted:
        p.expect("(", "'('")
    raw = []
    while True:
        p.ws()
        start = p.pos
        neg = p.try_lit("-")
        m = p.match(_INT)
        if m is None:
            p.pos = start
            p.wrong_token_error("expected integer value")
        raw.append(-int(m.group()) if neg else int(m.group()))
        if not p.try_lit(","):
            break
    if inverted:
        p.expect(")", "')'")
    return DenseArrayAttr.get(i64, raw), UnitAttr.get() if inverted else None, None


def print_TransformMatchDims(p: Any, op: Any, raw: Any, inverted: Any, is_all: Any) -> str:
    if is_all is not None:
        return "all"
    body = ", ".join(str(x) for x in raw.values)
    return f"except({body})" if inverted is not None else body


_MATCH_DIMS_ATTRS = ("raw_position_list", "is_inverted", "is_all")


def parse_get_result(cls: Any, p: Any) -> Operation:
    """``%target [dims] attr-dict : (T) -> R`` (MLIR's declarative form)."""
    ref = p.parse_operand_ref()
    p.expect("[", "'['")
    props: dict = {}
    for k, v in zip(_MATCH_DIMS_ATTRS, parse_TransformMatchDims(p)):
        if v is not None:
            props[k] = v
    p.expect("]", "']'")
    attrs = p.parse_optional_attr_dict()
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)
    p.expect(":", "':'")
    ft = p.parse_function_type()
    operands = p.resolve_operands([ref], ft.inputs)
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, list(ft.results), props, attrs or None, (), ())
    return op


def print_get_result(op: Operation, p: Any) -> None:
    props = op.properties
    dims = print_TransformMatchDims(
        p, op, props["raw_position_list"], props.get("is_inverted"), props.get("is_all")
    )
    out = p.out
    out.append(f"{p.op_name_text(op.name)} {p.value_name(op.operands[0])}[{dims}]")
    if op.attributes:
        out.append(" " + p.attr_dict_text(op.attributes))
    out.append(f" : ({p.type_text(op.operands[0].type)}) -> {p.type_text(op.results[0].type)}")


def verify_match_dims(op: Operation, name: str) -> str | None:
    """MLIR's ``verifyTransformMatchDimsOp``."""
    raw = list(op.properties[name].values)
    inverted = "is_inverted" in op.properties
    if "is_all" in op.properties:
        if inverted:
            return "cannot request both 'all' and 'inverted' values in the list"
        if raw:
            return "cannot both request 'all' and specific values in the list"
    elif not raw:
        return "must request specific values in the list if 'all' is not specified"
    if len(set(raw)) != len(raw):
        return "expected the listed values to be unique"
    return None


def expand_target_specification(
    op: Operation, is_all: bool, inverted: bool, raw: Sequence[int], n: int
) -> list[int] | DiagnosedFailure:
    """MLIR's ``expandTargetSpecification``: the positions among ``n`` the list names."""
    if is_all:
        return list(range(n))
    out: list[int] = []
    for x in raw:
        y = n + x if x < 0 else x
        if y >= n:
            return silenceable(op, f"position overflow {y} (updated from {x}) for maximum {n}")
        if y < 0:
            return silenceable(op, f"position underflow {y} (updated from {x})")
        if y in out:
            return silenceable(op, f"repeated position {y} (updated from {x})")
        out.append(y)
    return [i for i in range(n) if i not in out] if inverted else out


class GetResultApply(TransformOpInterface):
    """``transform.get_result``: the results at the positions given of each payload op."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        props = op.properties
        values: list = []
        for target in state.payload_ops(op.operands[0]):
            got = expand_target_specification(
                op,
                "is_all" in props,
                "is_inverted" in props,
                list(props["raw_position_list"].values),
                len(target.results),
            )
            if isinstance(got, DiagnosedFailure):
                return got.attach_note(
                    "while considering positions of this payload operation", target
                )
            values.extend(target.results[i] for i in got)
        results.set(0, values)
        return None


def _value_text(v: Value) -> str:
    if isinstance(v, OpResult):
        return op_text_for_diagnostic(v.owner_op, generic=False)
    return "<block argument>"


class CastApply(ApplyEach):
    """``transform.cast``: the same payload under another handle type (checked)."""

    __slots__ = ()

    def apply_to_one(self, rewriter: Any, target: Operation, state: TransformState) -> Any:
        return [target]


class ParamConstantApply(TransformOpInterface):
    """``transform.param.constant``: a parameter holding ``value``."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        results.set(0, [self.op.properties["value"]])
        return None


# ------------------------------------------------------------------ payload edits


def _targets_self(op: Operation, target: Operation) -> DiagnosedFailure | None:
    t = op
    while t is not None:
        if t is target:
            return definite(op, "cannot apply transform to itself (or one of its ancestors)")
        t = t.parent_op
    return None


def parse_apply_conversion_patterns(cls: Any, p: Any) -> Operation:
    """``to %target { patterns } (with type_converter { builder })? attr-dict : T``."""
    p.expect_keyword("to")
    ref = p.parse_operand_ref()
    regions = [p.parse_region()]
    if p.try_keyword("with"):
        p.expect_keyword("type_converter")
        regions.append(p.parse_region())
    attrs = p.parse_optional_attr_dict()
    props = {k: attrs.pop(k) for k in [k for k in attrs if k in cls.inherent_attrs]}
    p.expect(":", "':'")
    t = p.parse_type()
    (target,) = p.resolve_operands([ref], [t])
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, [target], [], props, attrs or None, regions, ())
    return op


def print_apply_conversion_patterns(op: Operation, p: Any) -> None:
    out = p.out
    out.append(f"{p.op_name_text(op.name)} to {p.value_name(op.operands[0])} ")
    p.print_region(op.regions[0], False, False, True)
    if len(op.regions) > 1:
        out.append(" with type_converter ")
        p.print_region(op.regions[1], False, False, True)
    attrs = dict(op.properties)
    if op.attributes:
        attrs.update(op.attributes)
    if attrs:
        out.append(" " + p.attr_dict_text(attrs))
    out.append(" : " + p.type_text(op.operands[0].type))


def verify_apply_conversion_patterns(op: Operation) -> Any:
    """MLIR's ``ApplyConversionPatternsOp::verify``."""
    if len(op.regions) > 2:
        return "expected at most one default type converter"
    body = op.regions[0].blocks[0] if op.regions[0].blocks else None
    for nested in body.ops if body is not None else ():
        if nested.interface(ConversionPatternDescriptorOpInterface) is None:
            d = Diagnostic(
                Severity.ERROR,
                op.loc,
                f"'{op.name}' op expected pattern children ops to implement "
                "ConversionPatternDescriptorOpInterface",
                None,
                op,
            )
            d.attach_note("op without interface", nested.loc)
            return d
    if len(op.regions) == 2:
        block = op.regions[1].blocks[0] if op.regions[1].blocks else None
        builders = list(block.ops) if block is not None else []
        if len(builders) != 1:
            return "expected exactly one default type converter"
        if builders[0].interface(TypeConverterBuilderOpInterface) is None:
            d = Diagnostic(
                Severity.ERROR,
                op.loc,
                f"'{op.name}' op expected default converter child op to implement "
                "TypeConverterBuilderOpInterface",
                None,
                op,
            )
            d.attach_note("op without interface", builders[0].loc)
            return d
        builder = builders[0].interface(TypeConverterBuilderOpInterface)
        for nested in body.ops if body is not None else ():
            why = nested.interface(ConversionPatternDescriptorOpInterface).verify_type_converter(
                builder
            )
            if why is not None:
                return Diagnostic(
                    Severity.ERROR, nested.loc, f"'{nested.name}' op {why}", None, nested
                )
    return None


def _names(op: Operation, attr: str) -> list[str]:
    a = op.properties.get(attr)
    return [x.value for x in a.value] if a is not None else []


class AnnotateApply(TransformOpInterface):
    """``transform.annotate``: sets attribute ``name`` on each target, to the parameter
    (one for all, or one per target) or a unit attribute."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        name = op.properties["name"].value
        targets = state.payload_ops(op.operands[0])
        attr: Any = UnitAttr.get()
        if len(op.operands) > 1:
            params = state.params(op.operands[1])
            if len(params) != 1:
                if len(params) != len(targets):
                    return silenceable(
                        op,
                        "parameter and target have different payload lengths "
                        f"({len(params)} vs {len(targets)})",
                    )
                for t, a in zip(targets, params):
                    t.set_attr(name, a)
                return None
            attr = params[0]
        for t in targets:
            t.set_attr(name, attr)
        return None


# ------------------------------------------------------------------ debugging


class PrintApply(TransformOpInterface):
    """``transform.print``: ``[[[ IR printer: NAME ]]]`` and each payload op (or the payload
    root, ``top-level``) to stdout."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        name = op.properties.get("name")
        head = "[[[ IR printer: " + (name.value + " " if name is not None else "")
        out = sys.stdout
        if not op.operands:
            out.write(head + "top-level ]]]\n")
            out.write(_print_op(state.payload_root) + "\n")
            return None
        out.write(head + "]]]\n")
        for t in state.payload_ops(op.operands[0]):
            out.write(_print_op(t) + "\n")
        return None


def _print_op(op: Operation) -> str:
    if op.parent_op is None:
        from ..ir.printer import print_op

        return print_op(op)
    return op_text_for_diagnostic(op, generic=False)


class EmitRemarkAtApply(TransformOpInterface):
    """``transform.debug.emit_remark_at``: a remark with ``message`` at each payload op
    (or at the op defining each payload value)."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        op = self.op
        msg = op.properties["message"].value
        handle = op.operands[0]
        if isinstance(handle.type, OpHandleType):
            for t in state.payload_ops(handle):
                report(Diagnostic(Severity.REMARK, t.loc, msg, None, t))
            return None
        for v in state.payload_values(handle):
            if isinstance(v, BlockArgument):
                owner = v.owner.parent_op
                report(
                    Diagnostic(
                        Severity.REMARK,
                        owner.loc,
                        f"{msg} -- argument #{v.index} of block #{_block_index(v.owner)}",
                        None,
                        owner,
                    )
                )
            else:
                report(
                    Diagnostic(
                        Severity.REMARK,
                        v.owner_op.loc,
                        f"{msg} -- result #{v.index}",
                        None,
                        v.owner_op,
                    )
                )
        return None


def _block_index(block: Any) -> int:
    region = block.parent
    return region.blocks.index(block) if region is not None else 0


class EmitParamAsRemarkApply(TransformOpInterface):
    """``transform.debug.emit_param_as_remark``: the parameter's attributes as a remark at
    the anchor ops (or at the transform op)."""

    __slots__ = ()

    def apply(self, rewriter: Any, results: TransformResults, state: TransformState) -> Any:
        from ..ir.printer import Printer

        op = self.op
        p = Printer()
        msg = op.properties.get("message")
        text = (msg.value + " " if msg is not None else "") + " ".join(
            p.attr_text(a) for a in state.params(op.operands[0])
        )
        anchors = state.payload_ops(op.operands[1]) if len(op.operands) > 1 else [op]
        for a in anchors:
            report(Diagnostic(Severity.REMARK, a.loc, text, None, a))
        return None
