"""Table-driven one-to-one lowerings to the ``llvm`` dialect (shared by arith, math, index).

Every lowering is one row of a table, ``Lowering(source op, emit)``, where
``emit(em, op, operands, result_types)`` builds the replacement of a scalar
or 1-D instance through an ``Emitter`` (ops built at the converted op's
location, with its discardable attributes when the row keeps them).
``direct(llvm_op, flags)`` makes the emit of a one-to-one lowering, with
``flags`` saying how the op's attributes map (``overflow``:
``overflowFlags`` -> ``#llvm.overflow``; ``fastmath``: ``fastmath`` ->
``fastmathFlags``; ``passthrough``: every attribute copied; ``none``:
discardable attributes only). One pattern class, ``LLVMLoweringPattern``,
runs any row: it converts the result types, checks every adaptor operand is
an LLVM-compatible type, decides whether to unroll N-D vectors (MLIR's
``handleMultidimensionalVectors``), and only then changes the IR (the
conversion framework has no rollback).

``ConvertToLLVMPattern`` is the base of the hand-written lowering patterns (func,
memref): it keeps the pass options and knows the converted index type.

What it does not do: hold any dialect's table (each ``<x>_to_llvm`` module
has its own) or convert types (``type_converter``).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from ....ir.attributes import (
    DenseArrayAttr,
    DenseIntOrFPElementsAttr,
    DialectAttr,
    FloatAttr,
    IntegerAttr,
)
from ....ir.core import Operation, Value
from ....ir.rewriter import PatternRewriter
from ....ir.types import FloatType, IndexType, IntegerType, VectorType
from ....rules.llvm_types import LLVMArrayType, is_compatible_type
from ...rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTypes,
)

_I64 = IntegerType.get(64)

__all__ = [
    "CheckFn",
    "ConvertToLLVMPattern",
    "EmitFn",
    "Emitter",
    "LLVMConversionTypes",
    "LLVM_CONVERSION_TYPES",
    "LLVMLoweringPattern",
    "Lowering",
    "bit_width",
    "direct",
    "element_type",
    "llvm_fastmath",
    "llvm_overflow",
    "make_patterns",
    "splat_attr",
    "with_element",
]

# ------------------------------------------------------------------ attributes


def _flag_words(attr: Any) -> list[str]:
    """The flag keywords of a ``#arith.overflow<...>`` / ``#arith.fastmath<...>`` attribute."""
    text = getattr(attr, "params_text", None)
    if text is None:
        text = getattr(attr, "data", "")
        text = text[text.find("<") + 1 : text.rfind(">")] if "<" in text else ""
    return [w.strip() for w in text.split(",") if w.strip() and w.strip() != "none"]


_OVF_MEMO: dict = {}
_FMF_MEMO: dict = {}


def llvm_overflow(attr: Any) -> Any:
    """``#arith.overflow<nsw, nuw>`` (or ``None``) -> ``#llvm.overflow<nsw, nuw>``."""
    r = _OVF_MEMO.get(attr)
    if r is None:
        words = _flag_words(attr) if attr is not None else []
        r = _OVF_MEMO[attr] = DialectAttr.get("llvm", f"overflow<{', '.join(words) or 'none'}>")
    return r


# LLVM's FastmathFlags in declaration order (how MLIR prints a bit set).
_FMF_ORDER = ("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc")


def llvm_fastmath(attr: Any) -> Any:
    """``#arith.fastmath<nnan,ninf>`` (or ``None``) -> ``#llvm.fastmath<nnan, ninf>``.

    MLIR maps flag by flag (``convertArithFastMathFlagsToLLVM``); ``fast`` (all
    seven) prints as ``fast`` in both dialects."""
    r = _FMF_MEMO.get(attr)
    if r is None:
        words = set(_flag_words(attr)) if attr is not None else set()
        if "fast" in words or words >= set(_FMF_ORDER):
            text = "fast"
        else:
            text = ", ".join(w for w in _FMF_ORDER if w in words) or "none"
        r = _FMF_MEMO[attr] = DialectAttr.get("llvm", f"fastmath<{text}>")
    return r


def _int_attr(t: Any, v: int) -> Any:
    return IntegerAttr.get(t, v)


def splat_attr(t: Any, value: Any) -> Any:
    """A constant attribute of type ``t`` (scalar or 1-D vector) holding ``value`` everywhere."""
    if type(t) is VectorType:
        return DenseIntOrFPElementsAttr.from_values(t, [value])
    if type(t) is FloatType:
        return FloatAttr.get(t, float(value))
    return IntegerAttr.get(t, int(value))


def element_type(t: Any) -> Any:
    return t.element_type if type(t) is VectorType else t


def bit_width(t: Any) -> int:
    e = element_type(t)
    return 64 if type(e) is IndexType else e.width


def with_element(t: Any, elem: Any) -> Any:
    """``t`` with its element type replaced (scalar: ``elem`` itself)."""
    if type(t) is VectorType:
        return VectorType.get(t.shape, elem, t.scalable_dims)
    return elem


# ------------------------------------------------------------------ building ops


class Emitter:
    """Builds ``llvm`` ops before the op being converted, at its location.

    ``attrs`` are the discardable attributes every op built with
    ``keep=True`` receives (MLIR copies the source op's attributes onto the
    ops of one-to-one and fast-math lowerings)."""

    __slots__ = ("attrs", "loc", "rewriter")

    def __init__(self, rewriter: PatternRewriter, loc: Any, attrs: dict | None = None) -> None:
        self.rewriter = rewriter
        self.loc = loc
        self.attrs = attrs or None

    def create(
        self,
        name: str,
        operands: Sequence[Value],
        result_types: Sequence[Any],
        props: dict | None = None,
        keep: bool = False,
        attrs: dict | None = None,
    ) -> Operation:
        rw = self.rewriter
        a = attrs if attrs is not None else (self.attrs if keep else None)
        discardable = None
        if a:
            # Copied attributes the target op declares become its properties (MLIR
            # builds the op from the attribute list, which sets inherent ones).
            inherent = rw.lookup_op_class(name).inherent_attrs
            merged = dict(props) if props else {}
            discardable = {}
            for k, v in a.items():
                if k in inherent:
                    if not (props and k in props):  # what the lowering sets wins
                        merged[k] = v
                else:
                    discardable[k] = v
            props = merged
        return rw.create(
            name, list(operands), list(result_types), props, discardable or None, loc=self.loc
        )

    def op(
        self,
        name: str,
        operands: Sequence[Value],
        result_type: Any,
        props: dict | None = None,
        keep: bool = False,
    ) -> Value:
        return self.create(name, operands, [result_type], props, keep).results[0]

    def constant(self, t: Any, value: Any) -> Value:
        """``llvm.mlir.constant`` of type ``t``; ``value`` is an attribute or a Python number (splat)."""
        attr = value if not isinstance(value, (int, float)) else splat_attr(t, value)
        return self.op("llvm.mlir.constant", [], t, {"value": attr})

    def extractvalue(self, agg: Value, pos: Sequence[int], t: Any) -> Value:
        return self.op(
            "llvm.extractvalue", [agg], t, {"position": DenseArrayAttr.get(_I64, list(pos))}
        )

    def insertvalue(self, agg: Value, v: Value, pos: Sequence[int]) -> Value:
        return self.op(
            "llvm.insertvalue",
            [agg, v],
            agg.type,
            {"position": DenseArrayAttr.get(_I64, list(pos))},
        )


#: ``emit(em, op, operands, result_types) -> list of replacement values`` for a
#: scalar / 1-D instance of ``op`` (``operands`` are the adaptor operands,
#: ``result_types`` the converted result types).
EmitFn = Callable[[Emitter, Operation, list, list], list]
#: ``check(op, operands, result_types) -> None | reason`` run before any change.
CheckFn = Callable[[Operation, list, list], str | None]


class Lowering(NamedTuple):
    """One row of a lowering table.

    ``nd``: what to do when the converted types are N-D (``!llvm.array``):
    ``"unroll"`` per 1-D piece, ``"direct"`` (the emit handles arrays itself,
    as constants do) or ``"fail"`` (leave the op, as MLIR does).
    ``keep_attrs``: copy the source op's discardable attributes onto the ops
    built with ``keep=True``. ``needs``: llvm ops the emit builds beyond the
    common ones; a row whose ops the llvm dialect lacks is left out (its
    source op then stays unconverted)."""

    source: str
    emit: EmitFn
    nd: str = "unroll"
    keep_attrs: bool = True
    check: CheckFn | None = None
    needs: tuple = ()


_FLAG_KINDS = ("none", "overflow", "fastmath", "passthrough")


def direct(target: str, flags: str = "none", props: dict | None = None) -> EmitFn:
    """The emit of a one-to-one lowering to ``target`` (see the module docstring for ``flags``)."""
    if flags not in _FLAG_KINDS:
        raise ValueError(f"unknown attribute mapping '{flags}'")
    fixed = dict(props or {})

    def emit(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
        p = dict(fixed) if fixed else {}
        attrs = em.attrs
        if flags == "overflow":
            p["overflowFlags"] = llvm_overflow(op.properties.get("overflowFlags"))
        elif flags == "fastmath":
            p["fastmathFlags"] = llvm_fastmath(op.properties.get("fastmath"))
        elif flags == "passthrough" and op.properties:
            attrs = dict(attrs or {})
            for k, v in op.properties.items():
                if v is not None:
                    attrs.setdefault(k, v)
        new = em.create(target, operands, rtypes, p, attrs=attrs or {})
        return list(new.results)

    emit.__qualname__ = f"direct[{target}]"
    return emit


# ------------------------------------------------------------------ the patterns


class ConvertToLLVMPattern(ConversionPattern):
    """A hand-written lowering to the llvm dialect (MLIR's ``ConvertToLLVMPattern``):
    ``options`` are its pass's options (a dict, empty by default); ``index_type`` is the
    type ``index`` converts to.

    A subclass overrides ``lower`` (or, to manage the replacement itself,
    ``match_and_rewrite_converted``)."""

    def __init__(self, type_converter: Any, options: dict | None = None) -> None:
        super().__init__(type_converter)
        self.options = options or {}

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        """Build the lowering of ``op`` before it and return the values that replace its
        results (``[]`` for an op without results: it is erased); or return ``False``
        without touching the IR when the pattern does not apply."""
        raise NotImplementedError(f"{type(self).__name__} does not override lower")

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        values = self.lower(op, operands, rewriter)
        if values is False:
            return False
        if values:
            rewriter.replace_op(op, values)
        else:
            rewriter.erase_op(op)
        return True

    @property
    def index_type(self) -> Any:
        return self.type_converter.convert_type(IndexType.get())


_COMPATIBLE: dict = {}


def _compatible(t: Any) -> bool:
    """``is_compatible_type``, cached per (interned) type."""
    r = _COMPATIBLE.get(t)
    if r is None:
        r = _COMPATIBLE[t] = is_compatible_type(t)
    return r


def _array_shape(t: Any) -> tuple | None:
    """The nesting counts of an ``!llvm.array`` of arrays of 1-D vectors (``None``: not one)."""
    dims = []
    while type(t) is LLVMArrayType:
        dims.append(t.num_elements)
        t = t.element_type
    return (tuple(dims), t) if dims else None


class LLVMLoweringPattern(ConversionPattern):
    """Runs one ``Lowering`` row: checks everything, then builds and replaces."""

    def __init__(self, lowering: Lowering, type_converter: Any, benefit: int = 1) -> None:
        super().__init__(
            type_converter,
            root=lowering.source,
            benefit=benefit,
            debug_name=f"lower[{lowering.source}]",
        )
        self.lowering = lowering

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rewriter: ConversionPatternRewriter
    ) -> bool:
        low = self.lowering
        tc = self.type_converter
        rtypes = []
        for r in op.results:
            t = tc.convert_type(r.type) if tc is not None else r.type
            if t is None or t is False or isinstance(t, list):
                return rewriter.notify_match_failure(op, f"result type {r.type} does not convert")
            rtypes.append(t)
        nd = False
        for v in operands:
            t = v.type
            if not _compatible(t):
                return rewriter.notify_match_failure(op, f"operand type {t} is not an LLVM type")
            nd = nd or type(t) is LLVMArrayType
        for t in rtypes:
            if not _compatible(t):
                return rewriter.notify_match_failure(op, f"result type {t} is not an LLVM type")
            nd = nd or type(t) is LLVMArrayType
        unroll = False
        if nd:
            if low.nd == "fail":
                return rewriter.notify_match_failure(op, "N-D vector types are not supported")
            if low.nd == "unroll" and operands and type(operands[0].type) is LLVMArrayType:
                # MLIR's vectorOneToOneRewrite: unroll when the first operand is an array
                # (a select with an i1 condition on N-D values stays one op on arrays).
                unroll = True
                shapes = [_array_shape(t) for t in rtypes] + [
                    _array_shape(v.type) for v in operands
                ]
                if len(rtypes) != 1 or any(s is None or s[0] != shapes[0][0] for s in shapes):
                    return rewriter.notify_match_failure(
                        op, "N-D operands and results of different shapes"
                    )
        for name in low.needs:
            try:
                rewriter.lookup_op_class(name)
            except KeyError:
                return rewriter.notify_match_failure(op, f"the llvm dialect has no '{name}'")
        if low.check is not None:
            why = low.check(op, operands, rtypes)
            if why:
                return rewriter.notify_match_failure(op, why)
        # -- from here on the IR changes
        rewriter.set_insertion_point(op)
        em = Emitter(
            rewriter, op.loc, dict(op.attributes) if low.keep_attrs and op.attributes else None
        )
        if unroll:
            values = [_unroll(em, op, operands, rtypes[0], low.emit)]
        else:
            values = low.emit(em, op, operands, rtypes)
        rewriter.replace_op(op, values)
        return True


def _unroll(em: Emitter, op: Operation, operands: list, rtype: Any, emit: EmitFn) -> Value:
    """MLIR's ``handleMultidimensionalVectors``: apply ``emit`` to each 1-D piece."""
    dims, vec1d = _array_shape(rtype)  # type: ignore[misc]
    result = em.op("llvm.mlir.undef", [], rtype)
    for pos in itertools.product(*(range(n) for n in dims)):
        pieces = []
        for v in operands:
            _, vvec = _array_shape(v.type)  # type: ignore[misc]
            pieces.append(em.extractvalue(v, pos, vvec))
        value = emit(em, op, pieces, [vec1d])[0]
        result = em.insertvalue(result, value, pos)
    return result


def make_patterns(table: Sequence[Lowering], type_converter: Any) -> list:
    """One ``LLVMLoweringPattern`` per table row (a row whose ``needs`` the llvm dialect
    lacks does not match: its source op stays)."""
    return [LLVMLoweringPattern(row, type_converter) for row in table]


# ------------------------------------------------------------------ conversion rulesets


class LLVMConversionTypes(ConversionTypes):
    """``types llvm`` in a conversion (``rules/*_to_llvm.rules``): the ``LLVMTypeConverter``
    of the pass's ``index-bitwidth`` (checked; the machine word when the pass has none),
    LLVM-compatible operand and result types, and N-D vectors (``!llvm.array`` s of 1-D
    vectors) unrolled per 1-D piece as ``LLVMLoweringPattern`` does."""

    def make_converter(self, options: Any, op: Operation) -> Any:
        from .type_converter import check_index_bitwidth, make_llvm_type_converter

        if options is not None and not check_index_bitwidth(options, op):
            return None
        return make_llvm_type_converter(getattr(options, "index_bitwidth", 0))

    def check_types(self, operands: list, result_types: list) -> str | None:
        for v in operands:
            if not _compatible(v.type):
                return f"operand type {v.type} is not an LLVM type"
        for t in result_types:
            if not _compatible(t):
                return f"result type {t} is not an LLVM type"
        return None

    def is_aggregate(self, t: Any) -> bool:
        return type(t) is LLVMArrayType

    def unroll(
        self, rw: Any, op: Operation, operands: list, result_types: list, build: Any
    ) -> list | str:
        shapes = [_array_shape(t) for t in result_types] + [_array_shape(v.type) for v in operands]
        if len(result_types) != 1 or any(s is None or s[0] != shapes[0][0] for s in shapes):
            return "N-D operands and results of different shapes"
        rw.set_insertion_point(op)
        em = Emitter(rw, op.loc)

        def piece(em: Emitter, op: Operation, pieces: list, rtypes: list) -> list:
            return build(pieces, rtypes)

        return [_unroll(em, op, operands, result_types[0], piece)]


LLVM_CONVERSION_TYPES = LLVMConversionTypes()
