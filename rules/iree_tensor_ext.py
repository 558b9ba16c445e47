"""Native helpers of ``iree_tensor_ext.rules``: the dispatch tensor type and the custom
forms of ``dispatch.tensor.load`` / ``dispatch.tensor.store``, as IREE 3.13 prints them.

``DispatchTensorType`` is ``!iree_tensor_ext.dispatch.tensor<ACCESS:tensor<...>>``, ACCESS
one of ``readonly``, ``writeonly``, ``readwrite``: a binding of a dispatch function, whose
dynamic extents travel beside it (``{%d0, ...}`` after the type in the ops' text).

What it does not do: slices that are not whole bindings are parsed, printed and verified
for rank only (the ops' bounds are not checked against the binding).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import DenseArrayAttr
from irlite.ir.base import AttrPrinter, Type
from irlite.ir.core import Operation
from irlite.ir.types import IndexType, IntegerType, RankedTensorType
from irlite.rules.memref import K_DYNAMIC, parse_DynamicIndexList, print_DynamicIndexList

__all__ = [
    "ACCESS",
    "DispatchTensorType",
    "dims_text",
    "parse_dims",
    "parse_type",
]

ACCESS = ("readonly", "writeonly", "readwrite")
_INDEX = IndexType.get()
_I32 = IntegerType.get(32)


class DispatchTensorType(Type):
    """``!iree_tensor_ext.dispatch.tensor<access:tensor<...>>``: a dispatch binding.

    ``access`` is ``readonly`` (loads only), ``writeonly`` (stores only) or ``readwrite``;
    ``bound_type`` the ranked tensor type of the whole binding."""

    __slots__ = ("access", "bound_type")

    access: str
    bound_type: Any

    @classmethod
    def get(cls, access: str, bound_type: Any) -> DispatchTensorType:  # type: ignore[override]
        if access not in ACCESS:
            raise ValueError(f"invalid dispatch tensor access '{access}'")
        return super().get(access, bound_type)

    def _post_init(self) -> None:
        self.access, self.bound_type = self.params

    @property
    def shape(self) -> tuple:
        return tuple(self.bound_type.shape)

    @property
    def element_type(self) -> Any:
        return self.bound_type.element_type

    def num_dynamic_dims(self) -> int:
        return sum(1 for d in self.bound_type.shape if d < 0)

    def print_text(self, p: AttrPrinter) -> str:
        return f"!iree_tensor_ext.dispatch.tensor<{self.access}:{p.type(self.bound_type)}>"


def parse_type(p: Any, mnemonic: str) -> Any:
    """The dialect's type parser: ``p`` stands just after ``!iree_tensor_ext.<mnemonic>``."""
    start = p.pos - len(mnemonic)
    if mnemonic != "dispatch.tensor":
        p.error(f"unknown type 'iree_tensor_ext.{mnemonic}'", start)
    p.expect("<", "'<'")
    p.ws()
    pos = p.pos
    access = None
    for a in ACCESS:
        if p.src.startswith(a, pos):
            access = a
            p.pos = pos + len(a)
            break
    if access is None:
        p.error("expected access qualifier (readonly, writeonly, readwrite)", pos)
    p.expect(":", "':'")
    p.ws()
    tpos = p.pos
    bound = p.parse_type()
    if type(bound) is not RankedTensorType:
        p.error("expected a ranked tensor type", tpos)
    p.expect(">", "'>'")
    return DispatchTensorType.get(access, bound)


# ------------------------------------------------------------------ shared pieces


def parse_dims(p: Any) -> list:
    """``{%a, %b}`` after a shaped type (IREE's ``custom<ShapedType>`` dims), or nothing."""
    p.ws()
    if p.src.startswith("{", p.pos):
        p.pos += 1
        return p.parse_operand_refs("}")
    return []


def dims_text(p: Any, values: Any) -> str:
    """``{%a, %b}`` or ``""``."""
    if not values:
        return ""
    return "{" + ", ".join(p.value_name(v) for v in values) + "}"


def _make(cls: Any, operands: list, types: list, props: dict, attrs: dict) -> Operation:
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, types, props or None, attrs or None, [], ())
    return op


def _split(cls: Any, attrs: dict, props: dict) -> None:
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)


def _slice_lists(p: Any) -> tuple:
    out = []
    for kw in ("offsets", "sizes", "strides"):
        p.expect(",", "','")
        p.ws()
        pos = p.pos
        if not p.try_keyword(kw):
            p.error(f"custom op '{p.custom_op_name}' expected '{kw}'", pos)
        p.expect("=", "'='")
        p.ws()
        out.append(parse_DynamicIndexList(p))
    return tuple(out)


def _slice_text(p: Any, op: Any, vals: list, props: dict) -> str:
    n_off = _num_dyn(props["static_offsets"])
    n_sz = _num_dyn(props["static_sizes"])
    offs, sizes, strides = vals[:n_off], vals[n_off : n_off + n_sz], vals[n_off + n_sz :]
    return (
        ", offsets = "
        + print_DynamicIndexList(p, op, offs, props["static_offsets"])
        + ", sizes = "
        + print_DynamicIndexList(p, op, sizes, props["static_sizes"])
        + ", strides = "
        + print_DynamicIndexList(p, op, strides, props["static_strides"])
    )


def _num_dyn(a: Any) -> int:
    return sum(1 for v in a.values if v == K_DYNAMIC)


def _attr_dict(p: Any, op: Operation) -> str:
    d = {k: v for k, v in op.properties.items() if k not in _SLICE_PROPS}
    d.update(op.attributes)
    return " " + p.attr_dict_text(d) if d else ""


_SLICE_PROPS = ("static_offsets", "static_sizes", "static_strides", "operandSegmentSizes")


def _seg(*ns: int) -> Any:
    return DenseArrayAttr.get(_I32, list(ns))


# ------------------------------------------------------------------ dispatch.tensor.load


def parse_load(cls: Any, p: Any) -> Operation:
    src = p.parse_operand_ref()
    (o_refs, o_st), (s_refs, s_st), (t_refs, t_st) = _slice_lists(p)
    attrs = p.parse_optional_attr_dict()
    p.expect(":", "':'")
    p.ws()
    tpos = p.pos
    st = p.parse_type()
    if not isinstance(st, DispatchTensorType):
        p.error("invalid kind of type specified", tpos)
    d_refs = parse_dims(p)
    p.expect("->", "'->'")
    rt = p.parse_type()
    operands = (
        p.resolve_operands([src], [st])
        + p.resolve_operands(d_refs, [_INDEX] * len(d_refs))
        + p.resolve_operands(o_refs + s_refs + t_refs, [_INDEX] * (len(o_refs + s_refs + t_refs)))
    )
    props = {
        "static_offsets": o_st,
        "static_sizes": s_st,
        "static_strides": t_st,
        "operandSegmentSizes": _seg(1, len(d_refs), len(o_refs), len(s_refs), len(t_refs)),
    }
    _split(cls, attrs, props)
    return _make(cls, operands, [rt], props, attrs)


def print_load(op: Operation, p: Any) -> None:
    vals = [o.value for o in op.op_operands]
    seg = op.properties["operandSegmentSizes"].values
    dims = vals[1 : 1 + seg[1]]
    rest = vals[1 + seg[1] :]
    p.out.append(
        p.op_name_text(op.name)
        + " "
        + p.value_name(vals[0])
        + _slice_text(p, op, rest, op.properties)
        + _attr_dict(p, op)
        + " : "
        + p.type_text(vals[0].type)
        + dims_text(p, dims)
        + " -> "
        + p.type_text(op.results[0].type)
    )


def _verify_slice(op: Operation, bound: Any, dims: list) -> str | None:
    rank = len(bound.shape)
    for name in ("static_offsets", "static_sizes", "static_strides"):
        if len(op.properties[name].values) != rank:
            return f"expected {name[len('static_') :]} to have rank {rank} (the binding's)"
    if len(dims) != sum(1 for d in bound.shape if d < 0):
        return (
            f"dynamic dims count mismatch: the binding has "
            f"{sum(1 for d in bound.shape if d < 0)} dynamic dims, {len(dims)} given"
        )
    return None


def verify_load(op: Operation) -> str | None:
    seg = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    return _verify_slice(op, vals[0].type.bound_type, vals[1 : 1 + seg[1]])


# ------------------------------------------------------------------ dispatch.tensor.store


def parse_store(cls: Any, p: Any) -> Operation:
    val = p.parse_operand_ref()
    p.expect(",", "','")
    tgt = p.parse_operand_ref()
    (o_refs, o_st), (s_refs, s_st), (t_refs, t_st) = _slice_lists(p)
    attrs = p.parse_optional_attr_dict()
    p.expect(":", "':'")
    vt = p.parse_type()
    p.expect("->", "'->'")
    p.ws()
    tpos = p.pos
    tt = p.parse_type()
    if not isinstance(tt, DispatchTensorType):
        p.error("invalid kind of type specified", tpos)
    d_refs = parse_dims(p)
    idx = o_refs + s_refs + t_refs
    operands = (
        p.resolve_operands([val], [vt])
        + p.resolve_operands([tgt], [tt])
        + p.resolve_operands(d_refs, [_INDEX] * len(d_refs))
        + p.resolve_operands(idx, [_INDEX] * len(idx))
    )
    props = {
        "static_offsets": o_st,
        "static_sizes": s_st,
        "static_strides": t_st,
        "operandSegmentSizes": _seg(1, 1, len(d_refs), len(o_refs), len(s_refs), len(t_refs)),
    }
    _split(cls, attrs, props)
    return _make(cls, operands, [], props, attrs)


def print_store(op: Operation, p: Any) -> None:
    vals = [o.value for o in op.op_operands]
    seg = op.properties["operandSegmentSizes"].values
    dims = vals[2 : 2 + seg[2]]
    rest = vals[2 + seg[2] :]
    p.out.append(
        p.op_name_text(op.name)
        + " "
        + p.value_name(vals[0])
        + ", "
        + p.value_name(vals[1])
        + _slice_text(p, op, rest, op.properties)
        + _attr_dict(p, op)
        + " : "
        + p.type_text(vals[0].type)
        + " -> "
        + p.type_text(vals[1].type)
        + dims_text(p, dims)
    )


def verify_store(op: Operation) -> str | None:
    seg = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    tt = vals[1].type
    if tt.access == "readonly":  # IREE's operand constraint: a writable dispatch.tensor
        return f"operand #1 must be dispatch.tensor, but got '{tt}'"
    return _verify_slice(op, tt.bound_type, vals[2 : 2 + seg[2]])
