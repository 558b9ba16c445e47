"""``convert-index-to-llvm``: the ``index`` dialect to ``llvm`` ops, as mlir-opt 19 does.

``index`` values become integers of ``index-bitwidth`` bits (64 by default).
One-to-one (discardable attributes kept): ``add sub mul`` -> ``llvm.add/sub/mul``
(no overflow flags), ``divs divu rems remu`` -> ``sdiv udiv srem urem``,
``maxs maxu mins minu`` -> ``llvm.intr.smax/umax/smin/umin``, ``shl shrs shru``
-> ``shl ashr lshr``, ``and or xor``, ``bool.constant`` -> ``llvm.mlir.constant``.
``index.cmp PRED`` -> ``llvm.icmp "PRED"``; ``index.constant N`` ->
``llvm.mlir.constant(N : iW)`` (the value retyped, wrapped to W bits);
``index.sizeof`` -> the constant W; ``casts`` / ``castu`` -> ``trunc`` or
``sext`` / ``zext``, or nothing when the widths agree. ``ceildivs``,
``ceildivu`` and ``floordivs`` expand into MLIR's select-based sequences
(exact, no overflow for the representable cases):

* ``ceildivs(n, m)``  = ``n != 0 && (n > 0) == (m > 0) ? (n + x) / m + 1 : -(-n / m)``,
  ``x = m > 0 ? -1 : 1``;
* ``ceildivu(n, m)``  = ``n == 0 ? 0 : (n - 1) / m + 1``;
* ``floordivs(n, m)`` = ``n != 0 && (n < 0) != (m < 0) ? -1 - (x - n) / m : n / m``,
  ``x = m < 0 ? 1 : -1``.

The index dialect is illegal in this conversion (as in MLIR): an index op
left over (only possible when a type does not convert) is an error. What it
does not do: vectors (the index dialect has none).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import IntegerAttr
from ...ir.core import Operation
from ...ir.types import IntegerType
from ...rules.index import predicate_name
from ...rules.llvm import enum_table
from ..infra.pass_base import Pass, register_pass
from .llvm_common.pattern import Emitter, Lowering, bit_width, direct, make_patterns
from .llvm_common.type_converter import INDEX_BITWIDTH_OPTION, run_llvm_lowering

__all__ = ["INDEX_LOWERINGS", "populate_index_to_llvm_patterns"]


def _emit_cmp(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    # index's predicate keywords are LLVM's ICmpPredicate keywords
    pred = enum_table("ICmpPredicate").attr(predicate_name(op.properties["pred"]))
    return [em.op("llvm.icmp", operands, rtypes[0], {"predicate": pred})]


def _check_cmp(op: Operation, operands: list, rtypes: list) -> str | None:
    return None if predicate_name(op.properties.get("pred")) is not None else "unknown predicate"


def _emit_constant(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    t = rtypes[0]
    w = t.width
    v = int(op.properties["value"].value) & ((1 << w) - 1)
    if v >= 1 << (w - 1):
        v -= 1 << w
    return [em.constant(t, IntegerAttr.get(t, v))]


def _emit_sizeof(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    t = rtypes[0]
    return [em.constant(t, IntegerAttr.get(t, t.width))]


def _emit_cast(ext: str):
    def emit(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
        src, dst = operands[0], rtypes[0]
        ws, wd = bit_width(src.type), bit_width(dst)
        if ws == wd:
            return [src]
        return [em.op(ext if ws < wd else "llvm.trunc", [src], dst)]

    return emit


def _emit_ceildivs(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    n, m = operands
    t = rtypes[0]
    zero, pos, neg = em.constant(t, 0), em.constant(t, 1), em.constant(t, -1)
    m_pos = _icmp(em, "sgt", m, zero)
    x = em.op("llvm.select", [m_pos, neg, pos], t)
    n_plus_x = em.op("llvm.add", [n, x], t)
    pos_res = em.op("llvm.add", [em.op("llvm.sdiv", [n_plus_x, m], t), pos], t)
    neg_n = em.op("llvm.sub", [zero, n], t)
    neg_res = em.op("llvm.sub", [zero, em.op("llvm.sdiv", [neg_n, m], t)], t)
    return _select_on_signs(em, t, n, zero, "sgt", "eq", m_pos, pos_res, neg_res)


def _emit_ceildivu(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    n, m = operands
    t = rtypes[0]
    zero, one = em.constant(t, 0), em.constant(t, 1)
    minus_one = em.op("llvm.sub", [n, one], t)
    plus_one = em.op("llvm.add", [em.op("llvm.udiv", [minus_one, m], t), one], t)
    is_zero = _icmp(em, "eq", n, zero)
    return [em.op("llvm.select", [is_zero, zero, plus_one], t)]


def _emit_floordivs(em: Emitter, op: Operation, operands: list, rtypes: list) -> list:
    n, m = operands
    t = rtypes[0]
    zero, pos, neg = em.constant(t, 0), em.constant(t, 1), em.constant(t, -1)
    m_neg = _icmp(em, "slt", m, zero)
    x = em.op("llvm.select", [m_neg, pos, neg], t)
    x_minus_n = em.op("llvm.sub", [x, n], t)
    neg_res = em.op("llvm.sub", [neg, em.op("llvm.sdiv", [x_minus_n, m], t)], t)
    pos_res = em.op("llvm.sdiv", [n, m], t)
    return _select_on_signs(em, t, n, zero, "slt", "ne", m_neg, neg_res, pos_res)


def _select_on_signs(
    em: Emitter,
    t: Any,
    n: Any,
    zero: Any,
    n_pred: str,
    sign_pred: str,
    m_flag: Any,
    if_true: Any,
    if_false: Any,
) -> list:
    """The close of MLIR's signed ceil/floor division expansions:
    ``select(((n <n_pred> 0) <sign_pred> m_flag) and n != 0, if_true, if_false)``."""
    n_flag = _icmp(em, n_pred, n, zero)
    signs = _icmp(em, sign_pred, n_flag, m_flag)
    n_nonzero = _icmp(em, "ne", n, zero)
    cond = em.op("llvm.and", [signs, n_nonzero], signs.type)
    return [em.op("llvm.select", [cond, if_true, if_false], t)]


def _icmp(em: Emitter, pred: str, a: Any, b: Any) -> Any:
    return em.op(
        "llvm.icmp",
        [a, b],
        IntegerType.get(1),
        {"predicate": enum_table("ICmpPredicate").attr(pred)},
    )


def _d(src: str, dst: str) -> Lowering:
    return Lowering("index." + src, direct("llvm." + dst), nd="fail")


#: Every index op and its lowering.
INDEX_LOWERINGS: tuple[Lowering, ...] = (
    _d("add", "add"),
    _d("sub", "sub"),
    _d("mul", "mul"),
    _d("divs", "sdiv"),
    _d("divu", "udiv"),
    _d("rems", "srem"),
    _d("remu", "urem"),
    _d("maxs", "intr.smax"),
    _d("maxu", "intr.umax"),
    _d("mins", "intr.smin"),
    _d("minu", "intr.umin"),
    _d("shl", "shl"),
    _d("shrs", "ashr"),
    _d("shru", "lshr"),
    _d("and", "and"),
    _d("or", "or"),
    _d("xor", "xor"),
    Lowering("index.bool.constant", direct("llvm.mlir.constant", "passthrough"), nd="fail"),
    Lowering("index.cmp", _emit_cmp, nd="fail", keep_attrs=False, check=_check_cmp),
    Lowering("index.constant", _emit_constant, nd="fail", keep_attrs=False),
    Lowering("index.sizeof", _emit_sizeof, nd="fail", keep_attrs=False),
    Lowering("index.casts", _emit_cast("llvm.sext"), nd="fail", keep_attrs=False),
    Lowering("index.castu", _emit_cast("llvm.zext"), nd="fail", keep_attrs=False),
    Lowering("index.ceildivs", _emit_ceildivs, nd="fail", keep_attrs=False),
    Lowering("index.ceildivu", _emit_ceildivu, nd="fail", keep_attrs=False),
    Lowering("index.floordivs", _emit_floordivs, nd="fail", keep_attrs=False),
)


def populate_index_to_llvm_patterns(type_converter: Any) -> list:
    """The patterns of ``convert-index-to-llvm``."""
    return make_patterns(INDEX_LOWERINGS, type_converter)


@register_pass(
    "convert-index-to-llvm",
    summary="Lower the `index` dialect to the `llvm` dialect.",
    options=(INDEX_BITWIDTH_OPTION,),
    display_name="ConvertIndexToLLVMPass",
)
class ConvertIndexToLLVM(Pass):
    """Lowers every ``index`` op to ``llvm`` ops; the index dialect is illegal afterwards."""

    def run_on_operation(self, op: Any) -> None:
        run_llvm_lowering(self, op, populate_index_to_llvm_patterns, illegal_dialects=("index",))
