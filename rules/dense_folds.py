"""Scalar folders lifted to dense elements: MLIR's ``constFoldBinaryOp``/``UnaryOp``/``CastOp``
over ``DenseElementsAttr`` operands, for the folders of ``arith_folds`` and ``math_folds``.

A dialect's folders (``fold(op, consts)``) are written for scalar constants
(``IntegerAttr``/``FloatAttr``). ``lift_elementwise(folders, names)`` wraps the folders of
the ops ``names`` (elementwise ops: every result element depends only on the operand
elements at the same position) so that, when the scalar folder finds nothing and every
operand is a constant of which at least one is a ``dense<...>`` of the op's shape (a splat
or not), the scalar folder runs once per element on a stand-in op whose operand and result
types are the element types, and the results make a ``dense<...>`` of the result type (a
splat when every element folds alike). When an operand is not a constant, the splat
constants are read as their element and the op's algebraic folds apply through them
(``x / splat(1) = x``; ``fold_through_splats``). A scalar operand (``arith.select``'s ``i1``
condition) stands for every element. When one element does not fold (an out-of-range
``fptosi``, a division by zero), nothing folds, as in MLIR. An element fold that returns an
operand (``x * 1``) takes that operand's element.

What it does not do: fold ops whose results are not elementwise (shape casts, reductions),
ops with non-constant operands (the scalar folder's algebraic folds, tried first, handle
those), or dense attributes of other kinds than int, index, float and complex elements.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from irlite.ir.attributes import (
    DenseIntOrFPElementsAttr,
    FloatAttr,
    IntegerAttr,
    element_layout,
    num_elements,
    shaped_info,
)
from irlite.ir.core import BlockArgument, OpResult
from irlite.ir.types import IndexType

__all__ = ["fold_elementwise", "fold_through_splats", "lift_elementwise"]

_DENSE = DenseIntOrFPElementsAttr
_IA = IntegerAttr
_FA = FloatAttr


class _Value:
    """An operand or result of the stand-in op: its element type, and its element constant."""

    __slots__ = ("attr", "type")

    def __init__(self, type_: Any, attr: Any = None) -> None:
        self.type = type_
        self.attr = attr


class _Operand:
    __slots__ = ("value",)

    def __init__(self, value: _Value) -> None:
        self.value = value


class _ElementOp:
    """What a scalar folder reads of one element of an op: name, properties, location,
    operands and results of the element types (``_def`` of an operand is None)."""

    __slots__ = ("loc", "name", "op_operands", "properties", "results")

    def __init__(self, op: Any, operands: list[_Value], results: list[_Value]) -> None:
        self.name = op.name
        self.properties = op.properties
        self.loc = op.loc
        self.op_operands = [_Operand(v) for v in operands]
        self.results = results


def _element_type(t: Any) -> Any:
    return getattr(t, "element_type", t)


def _element_attrs(a: Any, elt: Any, n: int) -> list[Any] | None:
    """The ``n`` elements of constant ``a`` as scalar attributes of type ``elt``."""
    if type(a) is _IA or type(a) is _FA:
        return [a] * n
    if type(a) is not _DENSE or a.num_elements != n:
        return None
    lay = a._lay
    if lay.parts != 1:
        return None
    attrs = [_scalar_attr(lay, elt, b) for b in a._scalars()]
    return attrs * n if a.is_splat else attrs


def _scalar_attr(lay: Any, elt: Any, bits: int) -> Any:
    """The element of bit pattern ``bits`` as a scalar attribute of type ``elt``."""
    if lay.kind == "f":
        return _FA.from_bits(elt, bits)
    return _IA.get(elt, int(lay.scalar_value(bits)))


def _bits(r: Any, lay: Any) -> int | None:
    """The scalar bit pattern of an element result (None when it is not one)."""
    if type(r) is _FA and lay.kind == "f":
        return r.bits
    if type(r) is _IA and lay.kind != "f":
        t = r.params[0]
        w = 64 if type(t) is IndexType else t.width
        return r.params[1] & ((1 << w) - 1)
    return None


def fold_elementwise(fold: Any, op: Any, c: Any) -> Any:
    """``fold`` applied element by element to the constants ``c`` of ``op`` (module
    docstring); a ``dense<...>`` of ``op``'s result type, or None."""
    if len(op.results) != 1:
        return None
    rt = op.results[0].type
    info = shaped_info(rt)
    if info is None or info[0] is None:
        return None
    relt = info[1]
    lay = element_layout(relt)
    n = num_elements(info[0])
    if lay is None or lay.parts != 1 or n == 0:
        return None
    operands = [o.value.type for o in op.op_operands]
    columns = []
    for a, t in zip(c, operands, strict=True):
        col = _element_attrs(a, _element_type(t), n)
        if col is None:
            return None
        columns.append(col)
    scalars: list[int] = []
    for i in range(n):
        vals = [_Value(_element_type(t), col[i]) for t, col in zip(operands, columns, strict=True)]
        r = fold(_ElementOp(op, vals, [_Value(relt)]), tuple(v.attr for v in vals))
        if type(r) is _Value:
            r = r.attr
        b = _bits(r, lay) if r is not None else None
        if b is None:
            return None
        scalars.append(b)
    return _DENSE.from_scalars(rt, scalars)


def fold_through_splats(fold: Any, op: Any, c: Any) -> Any:
    """``fold`` with each splat constant of ``c`` read as its element (MLIR's ``m_One``,
    ``m_Zero``, ... look through splats), for ops with a non-constant operand: an operand
    it returns (``x / splat(1) = x``) or an in-place change is the answer; a scalar
    constant (``x % splat(1) = 0``) becomes a splat of the result type."""
    sc = []
    for a, o in zip(c, op.op_operands, strict=True):
        if type(a) is _DENSE:
            if not a.is_splat or a._lay.parts != 1:
                return None
            a = _scalar_attr(a._lay, _element_type(o.value.type), a._scalars()[0])
        sc.append(a)
    r = fold(op, sc)
    if r is None or r is True or type(r) is OpResult or type(r) is BlockArgument:
        return r
    if len(op.results) != 1:
        return None
    rt = op.results[0].type
    info = shaped_info(rt)
    if info is None or info[0] is None:
        return None
    lay = element_layout(info[1])
    b = _bits(r, lay) if lay is not None and lay.parts == 1 else None
    return None if b is None else _DENSE.from_scalars(rt, [b])


def lift_elementwise(folders: dict, names: Iterable[str]) -> None:
    """Wrap the folders of ``names`` in ``folders`` so that they also fold dense constants
    element by element (module docstring); an op without a folder gets none. The
    wrapper's ``plain`` is the scalar folder (``arith_folds``' module docstring)."""
    for name in names:
        base = folders.get(name)
        if base is None:
            continue

        def fold(op: Any, c: Any, base: Any = base) -> Any:
            r = base(op, c)
            if r is not None:
                return r
            dense = every = False
            for a in c:
                if type(a) is _DENSE:
                    dense = True
                elif a is None:
                    every = True  # (a non-constant operand)
            if not dense:
                return None
            if every:
                return fold_through_splats(base, op, c)
            return fold_elementwise(base, op, c)

        fold.plain = getattr(base, "plain", base)  # type: ignore[attr-defined]
        folders[name] = fold
