"""``convert-arith-to-llvm``, and the table-driven lowering machinery it shares.

The pass rewrites MLIR 19's ``arith`` ops into ``llvm`` dialect ops exactly as
``mlir-opt --convert-arith-to-llvm`` does: ``arith.addi ... overflow<nsw>`` ->
``llvm.add ... overflow<nsw>``, ``arith.addf ... fastmath<fast>`` ->
``llvm.fadd ... {fastmathFlags = #llvm.fastmath<fast>}``, ``arith.maxsi`` ->
``llvm.intr.smax``, ``arith.cmpi slt`` -> ``llvm.icmp "slt"``, casts to their
LLVM casts (``index_cast`` to ``trunc``/``sext``, or nothing when the widths
agree), ``arith.constant`` -> ``llvm.mlir.constant`` (value kept as written),
the extended ops to ``llvm.intr.uadd.with.overflow`` / a double-width multiply,
and ``truncf`` with a rounding mode to
``llvm.intr.experimental.constrained.fptrunc``. ``index`` becomes the integer
of ``index-bitwidth`` bits (64 by default); values whose type changes reach
their old users through ``builtin.unrealized_conversion_cast``.

Scalars and 1-D vectors map to one op. N-D vectors, which the LLVM type
converter turns into nested ``!llvm.array`` s of 1-D vectors, are unrolled as
MLIR's ``handleMultidimensionalVectors`` does (``llvm.mlir.undef``, then per
1-D piece ``llvm.extractvalue`` / op / ``llvm.insertvalue``) where MLIR does it.

The machinery (shared with ``convert-math-to-llvm`` and
``convert-index-to-llvm``): every lowering is one row of a table,
``Lowering(source op, emit)``, where ``emit`` builds the replacement of a
scalar or 1-D instance. ``direct(llvm_op, flags)`` makes the emit of a
one-to-one lowering, with ``flags`` saying how the op's attributes map
(``overflow``: ``overflowFlags`` -> ``#llvm.overflow``; ``fastmath``:
``fastmath`` -> ``fastmathFlags``; ``passthrough``: every attribute copied;
``none``: discardable attributes only). One pattern class,
``LLVMLoweringPattern``, runs any row: it converts the result types, checks
every adaptor operand is an LLVM-compatible type, decides whether to unroll,
and only then changes the IR (the conversion framework has no rollback).

What MLIR 19 leaves alone, this pass leaves alone too: ``ceildivsi``,
``ceildivui``, ``floordivsi`` (``arith-expand`` rewrites them first), ops on
tensors, N-D ``addui_extended`` / ``mul*_extended``, and anything whose types
the type converter rejects. The pass is a partial conversion: unconverted
``arith`` ops stay, no error. What it does not do: fold (MLIR's conversion
driver tries an op's folder before the patterns; whether irlite's does is
``passes/rewrite/dialect_conversion.py``'s business, not this table's).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from ...ir.attributes import (
    DenseArrayAttr,
    DenseIntOrFPElementsAttr,
    DialectAttr,
    FloatAttr,
    IntegerAttr,
)
from ...ir.core import Operation, Value
from ...ir.diagnostics import op_error, report
from ...ir.types import FloatType, IndexType, IntegerType, VectorType
from ...rules.llvm_types import LLVMArrayType, LLVMStructType, is_compatible_type
from ..rewrite.dialect_conversion import ConversionPattern, apply_partial_conversion, op_class
from .llvm_common.type_converter import INDEX_BITWIDTH_OPTION, llvm_conversion_target
from ..infra.pass_base import Pass, register_pass

__all__ = [
    "ARITH_LOWERINGS",
    "Emitter",
    "LLVMLoweringPattern",
    "Lowering",
    "check_index_bitwidth",
    "direct",
    "llvm_conversion_target",
    "llvm_fastmath",
    "llvm_overflow",
    "make_llvm_type_converter",
    "populate_arith_to_llvm_patterns",
]

_I1 = IntegerType.get(1)
_I64 = IntegerType.get(64)


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


_CLASSES: dict[str, type] = {}  # llvm op name -> its class (generated dialects are process-wide)


class Emitter:
    """Builds ``llvm`` ops before the op being converted, at its location.

    ``attrs`` are the discardable attributes every op built with
    ``keep=True`` receives (MLIR copies the source op's attributes onto the
    ops of one-to-one and fast-math lowerings)."""

    __slots__ = ("attrs", "loc", "rewriter")

    def __init__(self, rewriter: Any, loc: Any, attrs: dict | None = None) -> None:
        self.rewriter = rewriter
        self.loc = loc
        self.attrs = attrs or None

    def create(self, name: str, operands: Sequence[Value], result_types: Sequence[Any],
               props: dict | None = None, keep: bool = False, attrs: dict | None = None) -> Operation:
        cls = _CLASSES.get(name)
        if cls is None:
            cls = _CLASSES[name] = op_class(name)
        merged = dict(getattr(cls, "DEFAULT_PROPERTIES", None) or {})
        if props:
            merged.update(props)
        a = attrs if attrs is not None else (self.attrs if keep else None)
        discardable = None
        if a:
            # Copied attributes the target op declares become its properties (MLIR
            # builds the op from the attribute list, which sets inherent ones).
            inherent = getattr(cls, "inherent_attrs", frozenset())
            discardable = {}
            for k, v in a.items():
                if k in inherent:
                    if not (props and k in props):  # what the lowering sets wins
                        merged[k] = v
                else:
                    discardable[k] = v
        op = cls(name, list(operands), list(result_types), merged or None, discardable or None,
                 (), (), loc=self.loc)
        return self.rewriter.insert(op)

    def op(self, name: str, operands: Sequence[Value], result_type: Any,
           props: dict | None = None, keep: bool = False) -> Value:
        return self.create(name, operands, [result_type], props, keep).results[0]

    def constant(self, t: Any, value: Any) -> Value:
        """``llvm.mlir.constant`` of type ``t``; ``value`` is an attribute or a Python number (splat)."""
        attr = value if not isinstance(value, (int, float)) else splat_attr(t, value)
        return self.op("llvm.mlir.constant", [], t, {"value": attr})

    def extractvalue(self, agg: Value, pos: Sequence[int], t: Any) -> Value:
        return self.op("llvm.extractvalue", [agg], t, {"position": DenseArrayAttr.get(_I64, list(pos))})

    def insertvalue(self, agg: Value, v: Value, pos: Sequence[int]) -> Value:
        return self.op("llvm.insertvalue", [agg, v], agg.type,
                       {"position": DenseArrayAttr.get(_I64, list(pos))})


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


# ------------------------------------------------------------------ the pattern


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
        super().__init__(type_converter)
        self.lowering = lowering
        self.ROOT = lowering.source
        self.BENEFIT = benefit

    @property
    def name(self) -> str:
        return f"lower[{self.lowering.source}]"

    def match_and_rewrite(self, op: Operation, operands: list, rewriter: Any) -> bool:
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
                shapes = [_array_shape(t) for t in rtypes] + [_array_shape(v.type) for v in operands]
                if len(rtypes) != 1 or any(s is None or s[0] != shapes[0][0] for s in shapes):
                    return rewriter.notify_match_failure(op, "N-D operands and results of different shapes")
        if low.check is not None:
            why = low.check(op, operands, rtypes)
            if why:
                return rewriter.notify_match_failure(op, why)
        # -- from here on the IR changes
        rewriter.set_insertion_point(op)
        em = Emitter(rewriter, op.loc, dict(op.attributes) if low.keep_attrs and op.attributes else None)
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
    """One ``LLVMLoweringPattern`` per table row whose ops exist (see ``Lowering.needs``)."""
    return [LLVMLoweringPattern(row, type_converter) for row in table if available(row)]


# ------------------------------------------------------------------ arith's emits


def _emit_constant(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    # The value is kept as written (``7 : index`` on an ``i64`` constant), as MLIR does.
    return [em.op("llvm.mlir.constant", [], rtypes[0], {"value": op.properties["value"]}, keep=True)]


def _check_constant(op: Operation, operands: list, rtypes: list) -> str | None:
    v = op.properties.get("value")
    if not isinstance(v, (IntegerAttr, FloatAttr, DenseIntOrFPElementsAttr)):
        return "only integer, float and dense elements constants lower"
    return None


def _emit_cmp(target: str, with_fastmath: bool) -> EmitFn:
    def emit(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
        props = {"predicate": _int_attr(_I64, _enum_value(op.properties["predicate"]))}
        if with_fastmath:
            props["fastmathFlags"] = llvm_fastmath(op.properties.get("fastmath"))
        return [em.op(target, operands, rtypes[0], props)]

    return emit


def _enum_value(a: Any) -> int:
    """arith's and LLVM's comparison predicates share their numbering."""
    return int(a.value)


def _emit_index_cast(signed: bool) -> EmitFn:
    def emit(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
        src, dst = operands[0], rtypes[0]
        ws, wd = bit_width(src.type), bit_width(dst)
        if ws == wd:
            return [src]
        if wd < ws:
            return [em.op("llvm.trunc", [src], dst)]
        return [em.op("llvm.sext" if signed else "llvm.zext", [src], dst)]

    return emit


def _emit_addui_extended(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    st = LLVMStructType.get((rtypes[0], rtypes[1]))
    res = em.op("llvm.intr.uadd.with.overflow", operands, st)
    return [em.extractvalue(res, [0], rtypes[0]), em.extractvalue(res, [1], rtypes[1])]


def _emit_mul_extended(signed: bool) -> EmitFn:
    def emit(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
        t = rtypes[0]
        w = bit_width(t)
        wide = with_element(t, IntegerType.get(2 * w))
        ext = "llvm.sext" if signed else "llvm.zext"
        lhs = em.op(ext, [operands[0]], wide)
        rhs = em.op(ext, [operands[1]], wide)
        mul = em.op("llvm.mul", [lhs, rhs], wide)
        low = em.op("llvm.trunc", [mul], t)
        shift = em.constant(wide, w)
        high = em.op("llvm.lshr", [mul, shift], wide)
        return [low, em.op("llvm.trunc", [high], t)]

    return emit


# arith.RoundingMode -> LLVM's RoundingMode (tonearest = 1, downward = 3, ...)
_ROUNDING = {0: 1, 1: 3, 2: 2, 3: 0, 4: 4}


def _emit_constrained_fptrunc(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    mode = int(op.properties["roundingmode"].value)
    props = {"roundingmode": _int_attr(_I64, _ROUNDING[mode]), "fpExceptionBehavior": _int_attr(_I64, 0)}
    return [em.op("llvm.intr.experimental.constrained.fptrunc", operands, rtypes[0], props)]


def _has_rounding(op: Operation, operands: list, rtypes: list) -> str | None:
    return None if op.properties.get("roundingmode") is not None else "no rounding mode"


def _no_rounding(op: Operation, operands: list, rtypes: list) -> str | None:
    return "has a rounding mode" if op.properties.get("roundingmode") is not None else None


def _d(src: str, dst: str, flags: str = "none", **kw: Any) -> Lowering:
    return Lowering("arith." + src, direct("llvm." + dst, flags), **kw)


#: Every arith op MLIR 19's convert-arith-to-llvm lowers, and how.
ARITH_LOWERINGS: tuple[Lowering, ...] = (
    # integer arithmetic: x op y
    _d("addi", "add", "overflow"),
    _d("subi", "sub", "overflow"),
    _d("muli", "mul", "overflow"),
    _d("shli", "shl", "overflow"),
    _d("divui", "udiv"),
    _d("divsi", "sdiv"),
    _d("remui", "urem"),
    _d("remsi", "srem"),
    _d("andi", "and"),
    _d("ori", "or"),
    _d("xori", "xor"),
    _d("shrui", "lshr"),
    _d("shrsi", "ashr"),
    _d("maxsi", "intr.smax"),
    _d("maxui", "intr.umax"),
    _d("minsi", "intr.smin"),
    _d("minui", "intr.umin"),
    # floating point: x op y [fastmath]
    _d("addf", "fadd", "fastmath"),
    _d("subf", "fsub", "fastmath"),
    _d("mulf", "fmul", "fastmath"),
    _d("divf", "fdiv", "fastmath"),
    _d("remf", "frem", "fastmath"),
    _d("negf", "fneg", "fastmath"),
    _d("maximumf", "intr.maximum", "fastmath"),
    _d("minimumf", "intr.minimum", "fastmath"),
    _d("maxnumf", "intr.maxnum", "fastmath"),
    _d("minnumf", "intr.minnum", "fastmath"),
    # casts: every attribute passes through (MLIR keeps extf's `fastmath` as is)
    _d("extsi", "sext", "passthrough"),
    _d("extui", "zext", "passthrough"),
    _d("trunci", "trunc", "passthrough"),
    _d("sitofp", "sitofp", "passthrough"),
    _d("uitofp", "uitofp", "passthrough"),
    _d("fptosi", "fptosi", "passthrough"),
    _d("fptoui", "fptoui", "passthrough"),
    _d("extf", "fpext", "passthrough"),
    _d("truncf", "fptrunc", "passthrough", check=_no_rounding),
    Lowering("arith.truncf", _emit_constrained_fptrunc, keep_attrs=False, check=_has_rounding,
             needs=("llvm.intr.experimental.constrained.fptrunc",)),
    _d("bitcast", "bitcast", "passthrough"),
    Lowering("arith.index_cast", _emit_index_cast(True), keep_attrs=False),
    Lowering("arith.index_castui", _emit_index_cast(False), keep_attrs=False),
    # comparisons and select
    Lowering("arith.cmpi", _emit_cmp("llvm.icmp", False), keep_attrs=False),
    Lowering("arith.cmpf", _emit_cmp("llvm.fcmp", True), keep_attrs=False),
    _d("select", "select"),
    # constants and extended arithmetic
    Lowering("arith.constant", _emit_constant, nd="direct", check=_check_constant),
    Lowering("arith.addui_extended", _emit_addui_extended, nd="fail", keep_attrs=False,
             needs=("llvm.intr.uadd.with.overflow",)),
    Lowering("arith.mulsi_extended", _emit_mul_extended(True), nd="fail", keep_attrs=False),
    Lowering("arith.mului_extended", _emit_mul_extended(False), nd="fail", keep_attrs=False),
)


def available(row: Lowering) -> bool:
    """Whether the llvm dialect defines every op in ``row.needs``."""
    for name in row.needs:
        try:
            op_class(name)
        except KeyError:
            return False
    return True


def populate_arith_to_llvm_patterns(type_converter: Any) -> list:
    """The patterns of ``convert-arith-to-llvm`` (for ``convert-to-llvm`` and friends)."""
    return make_patterns(ARITH_LOWERINGS, type_converter)


# ------------------------------------------------------------------ pass plumbing


def make_llvm_type_converter(index_bitwidth: int = 0) -> Any:
    """MLIR's ``LLVMTypeConverter`` with ``index-bitwidth`` (0: the machine word, 64)."""
    from .llvm_common.type_converter import LLVMTypeConverter

    return LLVMTypeConverter(index_bitwidth=index_bitwidth or 64)


def check_index_bitwidth(p: Pass, op: Any) -> bool:
    """Report a bad ``index-bitwidth`` option on ``op`` (the pass then fails)."""
    w = getattr(p, "index_bitwidth", 0)
    if 0 <= w <= 16777215:
        return True
    report(op_error(op, f"'index-bitwidth' must be a bit width (0 for the machine word), got {w}"))
    return False


@register_pass("convert-arith-to-llvm", summary="Convert Arith dialect to LLVM dialect",
               options=(INDEX_BITWIDTH_OPTION,), display_name="ArithToLLVMConversionPass")
class ConvertArithToLLVM(Pass):
    """Lowers ``arith`` ops to the ``llvm`` dialect (a partial conversion: what does not
    lower, e.g. ``arith.ceildivsi`` or tensor ops, stays as it is)."""

    def run_on_operation(self, op: Any) -> None:
        if not check_index_bitwidth(self, op):
            return self.signal_pass_failure()
        tc = make_llvm_type_converter(self.index_bitwidth)
        patterns = populate_arith_to_llvm_patterns(tc)
        if not apply_partial_conversion(op, llvm_conversion_target(), patterns, tc):
            self.signal_pass_failure()
