"""The lowering table: every ufunc the tracer types has an entry, entries say which dtypes
they lower (the others fall back), and reshapes take one collapse or expand when one shape
groups the other's dimensions."""

from __future__ import annotations

import numpy as np

from irlite.frontend.lowering import LOWERINGS, _grouping, supports
from irlite.frontend.tracer import ELEMENTWISE, Node


def test_every_traced_ufunc_and_op_has_an_entry():
    assert set(LOWERINGS) >= ELEMENTWISE
    ops = {"where", "astype", "broadcast_to", "sum", "prod", "max", "min", "mean", "any"}
    ops |= {"all", "matmul", "transpose", "reshape", "slice", "full"}
    assert ops <= set(LOWERINGS)


def _node(op, dt, loop=None):
    x = Node("arg", (), (3,), dt)
    attrs = {"loop": tuple(np.dtype(d) for d in loop)} if loop else {}
    return Node(op, [x], (3,), np.dtype(loop[-1] if loop else dt), attrs)


def test_supports_follows_the_loop_dtypes():
    assert supports(_node("exp", np.float32, (np.float32, np.float32)))
    assert not supports(_node("exp", np.bool_, (np.float16, np.float16)))  # float16: fallback
    assert supports(_node("power", np.float64, (np.float64, np.float64, np.float64)))
    assert not supports(_node("power", np.int32, (np.int32, np.int32, np.int32)))
    assert supports(_node("logical_not", np.bool_, (np.bool_, np.bool_)))
    assert not supports(_node("logical_not", np.int32, (np.int32, np.int32)))
    assert not supports(Node("cumsum", [], (3,), np.dtype(np.float32)))
    assert not supports(_node("sum", np.uint8))


def test_reshape_groupings():
    assert _grouping((2, 3, 4), (6, 4)) == [[0, 1], [2]]
    assert _grouping((1, 4), (4,)) == [[0, 1]]
    assert _grouping((4, 1), (4,)) == [[0, 1]]
    assert _grouping((1, 1, 3), (1, 3)) == [[0], [1, 2]]
    assert _grouping((1, 1), ()) == []
    assert _grouping((2, 3), (3, 2)) is None
    assert _grouping((6,), (2, 3)) is None
