"""Native helpers of ``arith.rules``: what is clearer in Python than in the rules.

Result-name hints of ``arith.constant``, the custom assembly of
``arith.select``, and the cast/compare verifiers. Each verifier returns
``None`` when the op is fine, else MLIR's message (without the op prefix).
"""

from __future__ import annotations

from typing import Any

from irlite.ir.attributes import DenseIntOrFPElementsAttr, FloatAttr, IntegerAttr
from irlite.ir.core import Operation, OpResult
from irlite.ir.interfaces import ConditionallySpeculatable
from irlite.ir.types import (
    IndexType,
    IntegerType,
    RankedTensorType,
    ShapedType,
    TensorType,
    UnrankedTensorType,
    VectorType,
)

_I1 = IntegerType.get(1)


def i1_like(t: Any) -> Any:
    """``i1`` with the shape of ``t`` (the result type of a comparison)."""
    if type(t) is VectorType:
        return VectorType.get(t.shape, _I1, t.scalable_dims)
    if type(t) is RankedTensorType:
        return RankedTensorType.get(t.shape, _I1, t.encoding)
    if type(t) is UnrankedTensorType:
        return UnrankedTensorType.get(_I1)
    return _I1


def constant_names(value: Any) -> list:
    """MLIR's names for constants: ``%c0_i32``, ``%c3`` (index), ``%true``, ``%cst``."""
    if type(value) is IntegerAttr:
        t = value.type
        if t is _I1:
            return ["true" if value.value else "false"]
        if type(t) is IndexType:
            return [f"c{value.value}"]
        return [f"c{value.value}_{t}"]
    return ["cst"]


def muli_names(op: Operation) -> list:
    """MLIR's name for ``c * vector.vscale`` or ``vector.vscale * c`` of index type, with
    ``c`` a constant: ``%c8_vscale`` (``MulIOp::getAsmResultNames``; the vscale op is
    matched by name, as MLIR does, so arith needs no vector dialect)."""
    if type(op.results[0].type) is not IndexType:
        return [None]
    a, b = (u.value for u in op.op_operands)
    for c, v in ((a, b), (b, a)):
        if type(v) is OpResult and v.owner.name == "vector.vscale" and type(c) is OpResult:
            base = c.owner.properties.get("value")
            if "ConstantLike" in type(c.owner).traits and type(base) is IntegerAttr:
                return [f"c{base.value}_vscale"]
    return [None]


def verify_constant(op: Operation) -> str | None:
    v = op.properties.get("value")
    if v is None or not hasattr(v, "type"):
        return None
    rt = op.results[0].type
    if v.type is not rt:  # ODS's AllTypesMatch<["value", "result"]>, checked first
        return "failed to verify that all of {value, result} have same type"
    if (
        type(rt) is VectorType
        and any(rt.scalable_dims)
        and type(v) is DenseIntOrFPElementsAttr
        and not v.is_splat
    ):
        return (
            "intializing scalable vectors with elements attribute is not supported unless "
            "it's a vector splat"
        )
    if type(v) is IntegerAttr and type(rt) is IntegerType and rt.signedness != "signless":
        return "integer return type must be signless"
    if type(v) not in (IntegerAttr, FloatAttr) and not isinstance(rt, ShapedType):
        return "value must be an integer, float, or elements attribute"
    return None


def _shape(t: Any) -> Any:
    return (type(t), t.shape) if isinstance(t, ShapedType) else None


def verify_cmp_shape(op: Operation) -> str | None:
    lt = op.operand(0).type
    rt = op.results[0].type
    if i1_like(lt) is not rt:
        return (
            f"result #0 must be bool-like, but got '{rt}'"
            if type(_elem(rt)) is not IntegerType or _elem(rt).width != 1
            else "failed to verify that result type has i1 element type and same shape as operands"
        )
    return None


def _elem(t: Any) -> Any:
    return t.element_type if isinstance(t, ShapedType) else t


def _width(t: Any) -> int:
    e = _elem(t)
    return 64 if type(e) is IndexType else e.width


def verify_int_cast(op: Operation, how: str) -> str | None:
    a, b = op.operand(0).type, op.results[0].type
    return cast_shape_error(a, b) or _encoding_error(a, b) or _check_widths(a, b, how)


def verify_float_cast(op: Operation, how: str) -> str | None:
    a, b = op.operand(0).type, op.results[0].type
    return cast_shape_error(a, b) or _encoding_error(a, b) or _check_widths(a, b, how)


def _encoding_error(a: Any, b: Any) -> str | None:
    """MLIR 19's ``hasSameEncoding`` in ``areValidCastInputsAndOutputs``: two ranked tensors
    of different encodings are cast incompatible."""
    if type(a) is RankedTensorType and type(b) is RankedTensorType and a.encoding is not b.encoding:
        return f"operand type '{a}' and result type '{b}' are cast incompatible"
    return None


def _check_widths(a: Any, b: Any, how: str) -> str | None:
    """A cast from ``a`` to ``b`` that must make it ``"wider"`` or ``"narrower"``:
    MLIR's message where the widths disagree, else None."""
    wa, wb = _width(a), _width(b)
    if (how == "wider" and wb <= wa) or (how == "narrower" and wb >= wa):
        return f"operand type '{a}' and result type '{b}' are cast incompatible"
    return None


def _compatible(a: Any, b: Any) -> bool:
    sa, sb = isinstance(a, ShapedType), isinstance(b, ShapedType)
    if sa != sb:
        return False
    if not sa:
        return True
    if type(a) is VectorType or type(b) is VectorType:
        return type(a) is type(b) and a.shape == b.shape
    if a.shape is None or b.shape is None:
        return True
    return len(a.shape) == len(b.shape) and all(
        x == y or x < 0 or y < 0 for x, y in zip(a.shape, b.shape)
    )


_TENSOR_DIMS = "failed to verify that input and output have the same tensor dimensions"
_SAME_SHAPE = "requires the same shape for all operands and results"


def cast_shape_error(a: Any, b: Any) -> str | None:
    """MLIR 19's shape checks of a cast from ``a`` to ``b``, in its order: the ODS
    predicate on shaped types one of which is a tensor (both ranked tensors, of equal
    shapes, ``?`` only matching ``?``), then
    ``SameOperandsAndResultShape`` (``verifyCompatibleShapes``: all shaped or none, equal
    ranks, sizes equal or dynamic, vectors' scalable dimensions equal)."""
    shaped = isinstance(a, ShapedType) and isinstance(b, ShapedType)
    if shaped and (isinstance(a, TensorType) or isinstance(b, TensorType)):
        if not (type(a) is RankedTensorType and type(b) is RankedTensorType and a.shape == b.shape):
            return _TENSOR_DIMS
        return None
    if not _compatible(a, b):
        return _SAME_SHAPE
    if type(a) is VectorType and a.scalable_dims != b.scalable_dims:
        return _SAME_SHAPE
    return None


def verify_shape_cast(op: Operation) -> str | None:
    a, b = op.operand(0).type, op.results[0].type
    return cast_shape_error(a, b) or _encoding_error(a, b)


def verify_index_cast(op: Operation) -> str | None:
    a, b = op.operand(0).type, op.results[0].type
    err = cast_shape_error(a, b) or _encoding_error(a, b)
    if err is not None:
        return err
    ea, eb = _elem(a), _elem(b)
    if (type(ea) is IndexType) == (type(eb) is IndexType):
        return f"operand type '{a}' and result type '{b}' are cast incompatible"
    return None


def verify_bitcast(op: Operation) -> str | None:
    a, b = op.operand(0).type, op.results[0].type
    err = cast_shape_error(a, b) or _encoding_error(a, b)
    if err is not None:
        return err
    if (
        not _compatible(a, b)
        or _width(a) != _width(b)
        or type(_elem(a)) is IndexType
        or type(_elem(b)) is IndexType
    ):
        return f"operand type '{a}' and result type '{b}' are cast incompatible"
    return None


def verify_select(op: Operation) -> str | None:
    """MLIR 19's order: the ODS predicate (an i1 condition, or one of the result's shape),
    the Elementwise trait, then SelectOp::verify's messages."""
    from irlite.gen.runtime import elementwise_error

    ct = op.operand(0).type
    if ct is _I1:
        return None
    rt = op.results[0].type
    if getattr(ct, "shape", None) is None or getattr(rt, "shape", None) != ct.shape:
        return "failed to verify that condition is signless i1 or has matching shape"
    err = elementwise_error([o.value.type for o in op.op_operands], [rt])
    if err is not None:
        return err
    if not isinstance(rt, ShapedType):
        return f"expected condition to be a signless i1, but got '{ct}'"
    if i1_like(rt) is not ct:
        return f"expected condition type to have the same shape as the result type, expected '{i1_like(rt)}', but got '{ct}'"
    return None


def parse_select(cls: Any, p: Any) -> Operation:
    """``%c, %a, %b [attr-dict] : [cond-type,] type``."""
    refs = [p.parse_operand_ref()]
    for _ in range(2):
        p.expect(",", "','")
        refs.append(p.parse_operand_ref())
    attrs = p.parse_optional_attr_dict()
    p.expect(":", "':'")
    t = p.parse_type()
    cond_t = _I1
    if p.try_lit(","):
        cond_t = t
        t = p.parse_type()
    operands = p.resolve_operands(refs, [cond_t, t, t])
    op = cls.__new__(cls)
    Operation.__init__(op, "arith.select", operands, [t], None, attrs or None)
    return op


def print_select(op: Operation, p: Any) -> None:
    out = p.out
    out.append("arith.select " + ", ".join(p.value_name(o.value) for o in op.op_operands))
    if op.attributes:
        out.append(" " + p.attr_dict_text(op.attributes))
    out.append(" : ")
    ct = op.operand(0).type
    if isinstance(ct, ShapedType):
        out.append(p.type_text(ct) + ", ")
    out.append(p.type_text(op.results[0].type))


# ------------------------------------------------------------------ speculation
# MLIR 19's getSpeculatability of the integer divisions: undefined behavior on a zero
# divisor (and, signed, on INT_MIN / -1), so speculatable only when the divisor is a
# constant (a splat) without those values.


def _divisor_values(op: Operation) -> list[int] | None:
    """The divisor's constant values as signed integers (one for a splat), or None."""
    v = op.op_operands[1].value
    owner = getattr(v, "owner", None)
    if owner is None or not hasattr(owner, "op_operands"):
        return None
    if "ConstantLike" not in type(owner).traits:
        return None
    a = owner.properties.get("value")
    if type(a) is IntegerAttr:
        t = a.type
        w = 64 if type(t) is IndexType else t.width
        x = a.params[1] & ((1 << w) - 1)
        return [x - (1 << w) if w and x >> (w - 1) else x]
    if getattr(a, "is_splat", False) and type(a.splat_value) is int:
        t = a.type.element_type
        w = 64 if type(t) is IndexType else t.width
        x = a.splat_value & ((1 << w) - 1)
        return [x - (1 << w) if w and x >> (w - 1) else x]
    return None


class UnsignedDivSpeculation(ConditionallySpeculatable):
    """``divui``/``ceildivui``: speculatable when the divisor is a non-zero constant."""

    __slots__ = ()

    def speculatability(self) -> str:
        vals = _divisor_values(self.op)
        return "speculatable" if vals is not None and all(v != 0 for v in vals) else "not"


class SignedDivSpeculation(ConditionallySpeculatable):
    """``divsi``/``ceildivsi``: speculatable when the divisor is a constant other than 0
    and -1."""

    __slots__ = ()

    def speculatability(self) -> str:
        vals = _divisor_values(self.op)
        ok = vals is not None and all(v not in (0, -1) for v in vals)
        return "speculatable" if ok else "not"
