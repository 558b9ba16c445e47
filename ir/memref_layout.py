"""Strides and offset of a memref type: MLIR's ``getStridesAndOffset``.

One helper shared by everything that needs a memref's strided form: the memref
dialect's verifiers (``rules/memref.py``), the LLVM type converter and
the memref-to-LLVM lowering. It lives in ``ir/`` so that ``rules/`` and
``passes/`` both import it without cycles.

``strides_and_offset(t)`` gives ``(strides, offset)`` with ``None`` for a
dynamic (``?``) value, the convention ``StridedLayoutAttr`` uses (static strides
may be negative, so no integer can stand for "dynamic"), or ``(None, None)``
when the layout is not strided. Layouts handled as MLIR handles them:

* no layout (the identity): the canonical row-major strides of the shape (a
  stride is dynamic from the first dynamic size inward), offset 0;
* ``strided<[...], offset: ...>``: its strides and offset;
* ``affine_map<(d0, ...)[s0, ...] -> (e)>`` with one result that is a linear
  form ``sum(d_i * c_i) + c``: the coefficients and constant, where a symbol
  taking part makes the value dynamic (``d0 * s0 + d1`` has strides
  ``[?, 1]``). Maps that are not linear (``mod``, ``floordiv``, ``d0 * d1``),
  have several results or leave a dim out (a zero stride) are not strided.

What it does not do: simplify maps beyond collecting linear terms (MLIR runs
``simplifyAffineExpr`` first; irlite's affine expressions are already built
simplified), or compute canonical layouts for non-strided maps.
"""

from __future__ import annotations

from typing import Any

from .affine import AffineExprKind
from .types import DYNAMIC

__all__ = ["is_identity_layout", "strides_and_offset"]


def strides_and_offset(t: Any) -> tuple:
    """``(strides, offset)`` of memref type ``t`` (``None`` entries are dynamic), or
    ``(None, None)`` when its layout is not strided (see the module docstring)."""
    lay = t.layout
    if lay is None:
        strides: list = []
        acc: int | None = 1
        for d in reversed(t.shape):
            strides.append(acc)
            if acc is not None:
                acc = None if d == DYNAMIC else acc * d
        strides.reverse()
        return strides, 0
    s = getattr(lay, "strides", None)
    if s is not None:
        return list(s), lay.offset
    m = getattr(lay, "map", None)
    if m is not None and len(m.results) == 1 and m.num_dims == len(t.shape):
        lin = _linear_form(m.results[0], m.num_dims)
        # MLIR's getStridesAndOffset: a zero stride (a dim the map ignores) is not strided
        if lin is not None and 0 not in lin[0]:
            return lin
    return None, None


def is_identity_layout(t: Any) -> bool:
    """``t`` has the canonical row-major layout (no layout attribute)."""
    return t.layout is None


def _add(x: int | None, y: int | None) -> int | None:
    return None if x is None or y is None else x + y


def _linear_form(e: Any, nd: int) -> tuple | None:
    """``(coefficients of d0..d{nd-1}, constant)`` of a linear affine expression, where
    ``None`` marks a value a symbol takes part in; ``None`` when ``e`` is not linear."""
    k = e.kind
    if k == AffineExprKind.CONSTANT:
        return [0] * nd, e.value
    if k == AffineExprKind.DIM:
        c = [0] * nd
        c[e.position] = 1
        return c, 0
    if k == AffineExprKind.SYMBOL:
        return [0] * nd, None
    if k != AffineExprKind.ADD and k != AffineExprKind.MUL:
        return None
    a = _linear_form(e.lhs, nd)
    b = _linear_form(e.rhs, nd)
    if a is None or b is None:
        return None
    if k == AffineExprKind.ADD:
        return [_add(x, y) for x, y in zip(a[0], b[0])], _add(a[1], b[1])
    # a product is linear only when one side is free of dimensions
    a_dims = any(x != 0 for x in a[0])
    b_dims = any(x != 0 for x in b[0])
    if a_dims and b_dims:
        return None
    if b_dims:
        a, b = b, a
    f = b[1]  # the dimension-free factor: a constant, or None when symbols take part

    def mul(x: int | None) -> int | None:
        if x == 0:
            return 0
        return None if x is None or f is None else x * f

    return [mul(x) for x in a[0]], mul(a[1])
