"""What the lowerings to the ``llvm`` dialect share: flag mappings, the hand-written
pattern base, and ``types llvm`` of the conversion rulesets.

* ``llvm_overflow`` / ``llvm_fastmath``: arith's ``#arith.overflow`` / ``#arith.fastmath``
  flags as ``#llvm.overflow`` / ``#llvm.fastmath`` (MLIR's flag-by-flag mapping);
  ``splat_attr``, ``element_type``, ``bit_width``, ``with_element``: small type and
  attribute helpers.
* ``Emitter``: builds ``llvm`` ops before the op being converted, at its location
  (constants, ``extractvalue`` / ``insertvalue``).
* ``ConvertToLLVMPattern``: the base of the hand-written lowering patterns (func,
  memref): it keeps the pass options and knows the converted index type.
* ``LLVMConversionTypes`` (``LLVM_CONVERSION_TYPES``): what ``types llvm`` names in a
  ``conversion`` of a ``.rules`` file (``rules/*_to_llvm.rules``): the
  ``LLVMTypeConverter`` of the pass's ``index-bitwidth``, LLVM-compatible operand and
  result types, and N-D vectors (nested ``!llvm.array`` s of 1-D vectors) unrolled per
  1-D piece, as MLIR's ``handleMultidimensionalVectors``.

What it does not do: hold any dialect's lowering (the rules files and the
``<x>_to_llvm`` modules do) or convert types (``type_converter``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import Any

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
    "ConvertToLLVMPattern",
    "Emitter",
    "LLVMConversionTypes",
    "LLVM_CONVERSION_TYPES",
    "bit_width",
    "element_type",
    "llvm_fastmath",
    "llvm_overflow",
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


def _unroll(em: Emitter, op: Operation, operands: list, rtype: Any, emit: Any) -> Value:
    """MLIR's ``handleMultidimensionalVectors``: ``emit(em, op, pieces, [1-D type])`` for
    each 1-D piece, the results inserted into one aggregate of type ``rtype``."""
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
