"""``arith-emulate-wide-int``: integers twice as wide as the target supports, emulated
with pairs of supported ones (MLIR 19's ``EmulateWideInt.cpp``), and its test
variant ``test-arith-emulate-wide-int``.

``WideIntEmulationConverter(n)``: ``i2N`` becomes ``vector<2xiN>`` (low half first),
narrower types stay, wider ones do not convert; function types convert their inputs
and results. A partial conversion then rewrites each arith op on an emulated type from
the halves (``vector.extract`` ... ``vector.insert`` into a zero vector):

* ``constant``: its halves as ``dense<[lo, hi]>``;
* ``addi``: ``addui_extended`` of the low halves, the carry added to the high halves;
* ``muli``: ``mului_extended`` of the low halves plus the two cross products' low
  halves in the high half;
* ``andi``/``ori``/``xori``: half by half; ``select``: half by half on the condition;
* ``cmpi``: the high halves compared with the predicate, the low halves unsigned,
  joined by ``andi`` (``eq``), ``ori`` (``ne``) or a ``select`` on the high halves'
  equality;
* ``max*``/``min*``: ``cmpi`` and ``select`` (converted in turn);
* ``extui``/``extsi``/``trunci``, ``index_cast``/``index_castui`` both ways;
* ``shli``/``shrui``: the halves shifted with bounds checks on the low half of the
  amount; ``shrsi``: ``shrui`` or'ed with the sign bits (converted in turn);
* ``uitofp``: ``select(hi == 0, uitofp(lo), uitofp(lo) + uitofp(hi) * 2^N)``;
  ``sitofp``: through the absolute value (``(x xor -1) + 1`` negates).

What it does not do: vector types of wide integers (MLIR's strided-slice forms;
irlite's vector dialect has no ``extract_strided_slice``): such ops fail to legalize;
``subi``, ``fptoui``/``fptosi`` (emulated only after MLIR 19).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import DenseArrayAttr, FloatAttr, IntegerAttr
from ...ir.core import Operation, Value
from ...ir.types import FunctionType, IndexType, IntegerType, VectorType
from ..infra.pass_base import Option, Pass, Unsigned, register_pass
from ..rewrite.dialect_conversion import (
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    TypeConverter,
    apply_partial_conversion,
)
from .arith_emulate_narrow_type import narrow_type_function_patterns

__all__ = [
    "ArithEmulateWideInt",
    "TestArithEmulateWideInt",
    "WideIntEmulationConverter",
    "wide_int_patterns",
]

_I64 = IntegerType.get(64)
_I1 = IntegerType.get(1)
#: cmpi predicates (arith.cmpi's enum)
EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE = range(10)
_TO_UNSIGNED = {SGE: UGE, SGT: UGT, SLE: ULE, SLT: ULT}


class WideIntEmulationConverter(TypeConverter):
    """``i2N`` as ``vector<2xiN>`` for ``N = widest_supported`` (see the module docstring)."""

    def __init__(self, widest_supported: int) -> None:
        super().__init__()
        self.max_width = widest_supported
        self.add_conversion(lambda t: t)
        self.add_conversion(self._int)
        self.add_conversion(self._vector)
        self.add_conversion(self._function)

    def _int(self, t: Any) -> Any:
        if type(t) is not IntegerType:
            return None
        if t.width <= self.max_width:
            return t
        if t.width == 2 * self.max_width:
            return VectorType.get([2], IntegerType.get(self.max_width))
        return False

    def _vector(self, t: Any) -> Any:
        if type(t) is not VectorType:
            return None
        et = t.element_type
        if type(et) is not IntegerType or et.width <= self.max_width:
            return t
        if et.width == 2 * self.max_width:
            return VectorType.get([*t.shape, 2], IntegerType.get(self.max_width))
        return False

    def _function(self, t: Any) -> Any:
        if type(t) is not FunctionType:
            return None
        inputs = self.convert_types(list(t.inputs))
        results = self.convert_types(list(t.results))
        if inputs is None or results is None:
            return False
        return FunctionType.get(inputs, results)


# ------------------------------------------------------------------ helpers


def _c(rw: Any, loc: Any, name: str, operands: list, types: list, props: dict | None = None) -> Any:
    return rw.create(name, operands, types, props or {}, loc=loc)


def _v(rw: Any, loc: Any, name: str, operands: list, t: Any, props: dict | None = None) -> Value:
    return _c(rw, loc, name, operands, [t], props).results[0]


def _pos(i: int) -> dict:
    return {"static_position": DenseArrayAttr.get(_I64, [i])}


def _half(rw: Any, loc: Any, v: Value, i: int) -> Value:
    """MLIR's ``extractLastDimSlice`` of a ``vector<2xiN>``: element ``i``."""
    return _v(rw, loc, "vector.extract", [v], v.type.element_type, _pos(i))


def _halves(rw: Any, loc: Any, v: Value) -> tuple[Value, Value]:
    return _half(rw, loc, v, 0), _half(rw, loc, v, 1)


def _int_const(rw: Any, loc: Any, t: Any, value: int) -> Value:
    """MLIR's ``createScalarOrSplatConstant``."""
    if type(t) is VectorType:
        from ...ir.attributes import DenseIntOrFPElementsAttr

        attr = DenseIntOrFPElementsAttr.from_values(t, [value])
    else:
        attr = IntegerAttr.get(t, value)
    return _v(rw, loc, "arith.constant", [], t, {"value": attr})


def _result_vector(rw: Any, loc: Any, t: VectorType, parts: list) -> Value:
    """MLIR's ``constructResultVector``: ``parts`` inserted into a zero vector."""
    v = _int_const(rw, loc, t, 0)
    for i, p in enumerate(parts):
        v = _v(rw, loc, "vector.insert", [p, v], t, _pos(i))
    return v


def _cmp(rw: Any, loc: Any, pred: int, a: Value, b: Value) -> Value:
    return _v(rw, loc, "arith.cmpi", [a, b], _I1, {"predicate": IntegerAttr.get(_I64, pred)})


class _WidePattern(ConversionPattern):
    def new_type(self, t: Any) -> VectorType | None:
        """The emulated ``vector<2xiN>`` of scalar ``t``, or None."""
        nt = self.type_converter.convert_type(t)
        if type(nt) is not VectorType or type(t) is not IntegerType:
            return None
        return nt

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        rw.set_insertion_point(op)
        res = self.rewrite(op, operands, rw, op.loc)
        if res is None:
            return False
        rw.replace_op(op, [res])
        return True

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        raise NotImplementedError


class ConvertConstant(_WidePattern):
    ROOT = "arith.constant"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        t = op.results[0].type
        nt = self.new_type(t)
        v = op.properties.get("value")
        if nt is None or type(v) is not IntegerAttr:
            return rw.notify_match_failure(op, f"unsupported type: {t}") or None
        from ...ir.attributes import DenseIntOrFPElementsAttr

        n = nt.element_type.width
        x = v.value & ((1 << (2 * n)) - 1)
        et = nt.element_type
        lo, hi = x & ((1 << n) - 1), x >> n
        # as signed values of the half width (what the elements print as)
        attr = DenseIntOrFPElementsAttr.from_values(
            nt, [IntegerAttr.get(et, lo).value, IntegerAttr.get(et, hi).value]
        )
        return _v(rw, loc, "arith.constant", [], nt, {"value": attr})


class ConvertAddI(_WidePattern):
    ROOT = "arith.addi"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        nt = self.new_type(op.results[0].type)
        if nt is None:
            return None
        et = nt.element_type
        l0, l1 = _halves(rw, loc, operands[0])
        r0, r1 = _halves(rw, loc, operands[1])
        s = _c(rw, loc, "arith.addui_extended", [l0, r0], [et, _I1])
        carry = _v(rw, loc, "arith.extui", [s.results[1]], et)
        h0 = _v(rw, loc, "arith.addi", [carry, l1], et)
        h = _v(rw, loc, "arith.addi", [h0, r1], et)
        return _result_vector(rw, loc, nt, [s.results[0], h])


class ConvertMulI(_WidePattern):
    ROOT = "arith.muli"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        nt = self.new_type(op.results[0].type)
        if nt is None:
            return None
        et = nt.element_type
        l0, l1 = _halves(rw, loc, operands[0])
        r0, r1 = _halves(rw, loc, operands[1])
        ll = _c(rw, loc, "arith.mului_extended", [l0, r0], [et, et])
        lh = _v(rw, loc, "arith.muli", [l0, r1], et)
        hl = _v(rw, loc, "arith.muli", [l1, r0], et)
        hi = _v(rw, loc, "arith.addi", [ll.results[1], lh], et)
        hi = _v(rw, loc, "arith.addi", [hi, hl], et)
        return _result_vector(rw, loc, nt, [ll.results[0], hi])


class ConvertBitwise(_WidePattern):
    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        nt = self.new_type(op.results[0].type)
        if nt is None:
            return None
        et = nt.element_type
        l0, l1 = _halves(rw, loc, operands[0])
        r0, r1 = _halves(rw, loc, operands[1])
        a = _v(rw, loc, op.name, [l0, r0], et)
        b = _v(rw, loc, op.name, [l1, r1], et)
        return _result_vector(rw, loc, nt, [a, b])


class ConvertCmpI(_WidePattern):
    ROOT = "arith.cmpi"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        if self.new_type(op.op_operands[0].value.type) is None:
            return None
        high = op.properties["predicate"].value
        low = _TO_UNSIGNED.get(high, high)
        l0, l1 = _halves(rw, loc, operands[0])
        r0, r1 = _halves(rw, loc, operands[1])
        lc = _cmp(rw, loc, low, l0, r0)
        hc = _cmp(rw, loc, high, l1, r1)
        if high == EQ:
            return _v(rw, loc, "arith.andi", [lc, hc], _I1)
        if high == NE:
            return _v(rw, loc, "arith.ori", [lc, hc], _I1)
        heq = _cmp(rw, loc, EQ, l1, r1)
        return _v(rw, loc, "arith.select", [heq, lc, hc], _I1)


class ConvertSelect(_WidePattern):
    ROOT = "arith.select"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        nt = self.new_type(op.results[0].type)
        if nt is None:
            return None
        et = nt.element_type
        t0, t1 = _halves(rw, loc, operands[1])
        f0, f1 = _halves(rw, loc, operands[2])
        a = _v(rw, loc, "arith.select", [operands[0], t0, f0], et)
        b = _v(rw, loc, "arith.select", [operands[0], t1, f1], et)
        return _result_vector(rw, loc, nt, [a, b])


class ConvertMaxMin(_WidePattern):
    """``max``/``min`` as ``cmpi`` and ``select`` on the original operands."""

    PRED = {"arith.maxui": UGT, "arith.maxsi": SGT, "arith.minui": ULT, "arith.minsi": SLT}

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        t = op.results[0].type
        if self.new_type(t) is None:
            return None
        a, b = (o.value for o in op.op_operands)
        c = _cmp(rw, loc, self.PRED[op.name], a, b)
        return _v(rw, loc, "arith.select", [c, a, b], t)


class ConvertExtUI(_WidePattern):
    ROOT = "arith.extui"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        nt = self.new_type(op.results[0].type)
        if nt is None:
            return None
        et = nt.element_type
        x = operands[0]
        ext = x if x.type is et else _v(rw, loc, "arith.extui", [x], et)
        zero = _int_const(rw, loc, nt, 0)
        return _v(rw, loc, "vector.insert", [ext, zero], nt, _pos(0))


class ConvertExtSI(_WidePattern):
    ROOT = "arith.extsi"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        nt = self.new_type(op.results[0].type)
        if nt is None:
            return None
        et = nt.element_type
        x = operands[0]
        ext = x if x.type is et else _v(rw, loc, "arith.extsi", [x], et)
        zero = _int_const(rw, loc, et, 0)
        sign = _cmp(rw, loc, SLT, ext, zero)
        sv = _v(rw, loc, "arith.extsi", [sign], et)
        return _result_vector(rw, loc, nt, [ext, sv])


class ConvertTruncI(_WidePattern):
    ROOT = "arith.trunci"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        t = op.results[0].type
        if not self.type_converter.is_legal(t) or type(operands[0].type) is not VectorType:
            return rw.notify_match_failure(op, f"unsupported truncation result type: {t}") or None
        low = _half(rw, loc, operands[0], 0)
        return low if low.type is t else _v(rw, loc, "arith.trunci", [low], t)


class ConvertIndexCast(_WidePattern):
    """``index_cast``/``index_castui`` from an emulated integer (its low half) or to one
    (through the narrow type, then extended)."""

    def match_and_rewrite_converted(
        self, op: Operation, operands: list, rw: ConversionPatternRewriter
    ) -> bool:
        src_t = op.op_operands[0].value.type
        res_t = op.results[0].type
        loc = op.loc
        if type(res_t) is IndexType:
            if self.new_type(src_t) is None:
                return False
            rw.set_insertion_point(op)
            low = _half(rw, loc, operands[0], 0)
            new = _v(rw, loc, op.name, [low], res_t)
        elif type(src_t) is IndexType:
            if self.new_type(res_t) is None:
                return False
            rw.set_insertion_point(op)
            narrow = IntegerType.get(self.type_converter.max_width)
            under = _v(rw, loc, op.name, [operands[0]], narrow)
            ext = "arith.extsi" if op.name == "arith.index_cast" else "arith.extui"
            new = _v(rw, loc, ext, [under], res_t)
        else:
            return False
        rw.replace_op(op, [new])
        return True


class ConvertShLI(_WidePattern):
    ROOT = "arith.shli"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        nt = self.new_type(op.results[0].type)
        if nt is None:
            return None
        et = nt.element_type
        n = et.width
        l0, l1 = _halves(rw, loc, operands[0])
        r0 = _half(rw, loc, operands[1], 0)
        zero = _int_const(rw, loc, et, 0)
        bw = _int_const(rw, loc, et, n)
        illegal = _cmp(rw, loc, UGE, r0, bw)
        sh0 = _v(rw, loc, "arith.shli", [l0, r0], et)
        res0 = _v(rw, loc, "arith.select", [illegal, zero, sh0], et)
        capped = _v(rw, loc, "arith.select", [illegal, bw, r0], et)
        rsh = _v(rw, loc, "arith.subi", [bw, capped], et)
        shr = _v(rw, loc, "arith.shrui", [l0, rsh], et)
        over = _v(rw, loc, "arith.subi", [r0, bw], et)
        shl = _v(rw, loc, "arith.shli", [l0, over], et)
        sh1 = _v(rw, loc, "arith.shli", [l1, r0], et)
        hi_hi = _v(rw, loc, "arith.select", [illegal, zero, sh1], et)
        hi_lo = _v(rw, loc, "arith.select", [illegal, shl, shr], et)
        res1 = _v(rw, loc, "arith.ori", [hi_lo, hi_hi], et)
        return _result_vector(rw, loc, nt, [res0, res1])


class ConvertShRUI(_WidePattern):
    ROOT = "arith.shrui"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        nt = self.new_type(op.results[0].type)
        if nt is None:
            return None
        et = nt.element_type
        n = et.width
        l0, l1 = _halves(rw, loc, operands[0])
        r0 = _half(rw, loc, operands[1], 0)
        zero = _int_const(rw, loc, et, 0)
        bw = _int_const(rw, loc, et, n)
        illegal = _cmp(rw, loc, UGE, r0, bw)
        sh0 = _v(rw, loc, "arith.shrui", [l0, r0], et)
        res0_lo = _v(rw, loc, "arith.select", [illegal, zero, sh0], et)
        sh1 = _v(rw, loc, "arith.shrui", [l1, r0], et)
        res1 = _v(rw, loc, "arith.select", [illegal, zero, sh1], et)
        capped = _v(rw, loc, "arith.select", [illegal, bw, r0], et)
        lsh = _v(rw, loc, "arith.subi", [bw, capped], et)
        shl = _v(rw, loc, "arith.shli", [l1, lsh], et)
        over = _v(rw, loc, "arith.subi", [r0, bw], et)
        shr = _v(rw, loc, "arith.shrui", [l1, over], et)
        res0_hi = _v(rw, loc, "arith.select", [illegal, shr, shl], et)
        res0 = _v(rw, loc, "arith.ori", [res0_lo, res0_hi], et)
        return _result_vector(rw, loc, nt, [res0, res1])


class ConvertShRSI(_WidePattern):
    ROOT = "arith.shrsi"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        t = op.results[0].type
        nt = self.new_type(t)
        if nt is None:
            return None
        et = nt.element_type
        l1 = _half(rw, loc, operands[0], 1)
        r0 = _half(rw, loc, operands[1], 0)
        zero = _int_const(rw, loc, et, 0)
        sign = _cmp(rw, loc, SLT, l1, zero)
        all_sign = _v(rw, loc, "arith.extsi", [sign], t)
        max_shift = _int_const(rw, loc, et, 2 * et.width)
        keep = _v(rw, loc, "arith.subi", [max_shift, r0], et)
        keep = _v(rw, loc, "arith.extui", [keep], t)
        sign_bits = _v(rw, loc, "arith.shli", [all_sign, keep], t)
        a, b = (o.value for o in op.op_operands)
        shr = _v(rw, loc, "arith.shrui", [a, b], t)
        res = _v(rw, loc, "arith.ori", [shr, sign_bits], t)
        noop = _cmp(rw, loc, EQ, r0, zero)
        return _v(rw, loc, "arith.select", [noop, a, res], t)


class ConvertUIToFP(_WidePattern):
    ROOT = "arith.uitofp"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        nt = self.new_type(op.op_operands[0].value.type)
        if nt is None:
            return None
        n = nt.element_type.width
        lo, hi = _halves(rw, loc, operands[0])
        zero = _int_const(rw, loc, hi.type, 0)
        hi_zero = _cmp(rw, loc, EQ, hi, zero)
        rt = op.results[0].type
        lo_fp = _v(rw, loc, "arith.uitofp", [lo], rt)
        hi_fp = _v(rw, loc, "arith.uitofp", [hi], rt)
        pow2 = _v(rw, loc, "arith.constant", [], rt, {"value": FloatAttr.get(rt, float(1 << n))})
        hv = _v(rw, loc, "arith.mulf", [hi_fp, pow2], rt)
        res = _v(rw, loc, "arith.addf", [lo_fp, hv], rt)
        return _v(rw, loc, "arith.select", [hi_zero, lo_fp, res], rt)


class ConvertSIToFP(_WidePattern):
    ROOT = "arith.sitofp"

    def rewrite(self, op: Operation, operands: list, rw: Any, loc: Any) -> Value | None:
        x = op.op_operands[0].value
        t = x.type
        if self.new_type(t) is None:
            return None
        zero = _int_const(rw, loc, t, 0)
        one = _int_const(rw, loc, t, 1)
        all_ones = _int_const(rw, loc, t, -1)
        # the absolute value, negating as (x xor -1) + 1
        neg_p = _cmp(rw, loc, SLT, x, zero)
        flipped = _v(rw, loc, "arith.xori", [x, all_ones], t)
        neg = _v(rw, loc, "arith.addi", [flipped, one], t)
        ab = _v(rw, loc, "arith.select", [neg_p, neg, x], t)
        rt = op.results[0].type
        abs_r = _v(rw, loc, "arith.uitofp", [ab], rt)
        neg_r = _v(rw, loc, "arith.negf", [abs_r], rt)
        return _v(rw, loc, "arith.select", [neg_p, neg_r, abs_r], rt)


def wide_int_patterns(tc: WideIntEmulationConverter) -> list:
    """MLIR 19's ``populateArithWideIntEmulationPatterns`` (scalars, see the module
    docstring)."""
    out: list = [
        ConvertConstant(tc),
        ConvertCmpI(tc),
        ConvertSelect(tc),
        ConvertAddI(tc),
        ConvertMulI(tc),
        ConvertShLI(tc),
        ConvertShRSI(tc),
        ConvertShRUI(tc),
    ]
    out += [ConvertMaxMin(tc, root=n) for n in ConvertMaxMin.PRED]
    out += [ConvertBitwise(tc, root=n) for n in ("arith.andi", "arith.ori", "arith.xori")]
    out += [ConvertExtSI(tc), ConvertExtUI(tc), ConvertTruncI(tc)]
    out += [ConvertIndexCast(tc, root=n) for n in ("arith.index_cast", "arith.index_castui")]
    out += [ConvertSIToFP(tc), ConvertUIToFP(tc)]
    return out


def func_patterns(tc: TypeConverter) -> list:
    """``func.func`` signatures, ``func.call`` and ``func.return`` through ``tc``."""
    return narrow_type_function_patterns(tc)


def wide_int_target(tc: TypeConverter) -> ConversionTarget:
    """The pass's target: functions, calls, returns, ``vector.print`` and arith ops legal
    when their types are; the vector dialect legal."""
    from ...ir.function_interface import function_type

    target = ConversionTarget()
    target.add_dynamically_legal_op("func.func", lambda o: tc.is_signature_legal(function_type(o)))
    for name in ("func.call", "func.return", "vector.print"):
        target.add_dynamically_legal_op(name, tc.is_legal)
    target.add_dynamically_legal_dialect("arith", tc.is_legal)
    target.add_legal_dialect("vector")
    return target


_WIDEST = Option(
    "widest-int-supported", Unsigned, 32, "Widest integer type supported by the target"
)


@register_pass(
    "arith-emulate-wide-int",
    summary="Emulate 2*N-bit integer operations using N-bit operations",
    description=(
        "Emulate arith integer operations that use too wide integer types with\n"
        "equivalent operations on supported narrow integer types. This is done by\n"
        "splitting original integer values into two halves.\n\n"
        "This pass is intended preserve semantics but not necessarily provide the\n"
        "most efficient implementation.\n"
        "TODO: Optimize op emulation.\n\n"
        "Currently, only power-of-two integer bitwidths are supported."
    ),
    options=(_WIDEST,),
    display_name="ArithEmulateWideInt",
)
class ArithEmulateWideInt(Pass):
    """Wide integers as pairs of supported ones (module docstring)."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects the pass creates ops of (MLIR's dependent dialects), so that
        later passes of the pipeline (canonicalize) know them."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("arith", "vector"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Any) -> None:
        n = self.widest_int_supported
        if n < 2 or n & (n - 1):
            self.signal_pass_failure()
            return
        tc = WideIntEmulationConverter(n)
        patterns = wide_int_patterns(tc) + func_patterns(tc)
        if not apply_partial_conversion(op, wide_int_target(tc), patterns, context=self.context):
            self.signal_pass_failure()


@register_pass(
    "test-arith-emulate-wide-int",
    summary="Function pass to test Wide Integer Emulation",
    options=(
        Option(
            "widest-int-supported", Unsigned, 32, "Maximum integer bit width supported by the target"
        ),
        Option(
            "function-prefix",
            str,
            "emulate_",
            "Only apply emulation to functions with the given prefix",
        ),
    ),
    anchor="func.func",
    display_name="TestArithEmulateWideIntPass",
)
class TestArithEmulateWideInt(Pass):
    """MLIR 19's ``TestEmulateWideIntPass``: the emulation inside functions whose name
    starts with ``function-prefix``, their signatures kept: values cross the boundary
    through ``llvm.bitcast`` (``i2N`` <-> ``vector<2xiN>``)."""

    def initialize(self, ctx: Any) -> None:
        """Loads the dialects the pass creates ops of (MLIR's dependent dialects), so that
        later passes of the pipeline (canonicalize) know them."""
        super().initialize(ctx)
        if ctx is not None:
            for d in ("arith", "llvm", "vector"):
                ctx.dialects.get(d)

    def run_on_operation(self, op: Any) -> None:
        name = getattr(op.get_attr("sym_name"), "value", "")
        if not name.startswith(self.function_prefix):
            self.mark_all_analyses_preserved()
            return
        n = self.widest_int_supported
        if n < 2 or n & (n - 1):
            self.signal_pass_failure()
            return
        tc = WideIntEmulationConverter(n)

        def bitcast(rw: Any, to_type: Any, inputs: list, loc: Any) -> Any:
            if len(inputs) != 1:
                return None
            return rw.create("llvm.bitcast", inputs, [to_type], {}, loc=loc).results[0]

        tc.add_source_materialization(bitcast)
        tc.add_target_materialization(bitcast)
        target = ConversionTarget()
        for d in ("arith", "vector"):
            target.add_dynamically_legal_dialect(d, tc.is_legal)
        if not apply_partial_conversion(op, target, wide_int_patterns(tc), context=self.context):
            self.signal_pass_failure()
