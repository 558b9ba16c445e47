"""``irlite.dialects.func``: constructors of the ``func`` ops (written by hand: the ops
are part of the IR core, ``ir.builtin_dialects``), and ``from_py_func``.

``func(name, inputs, results)`` makes ``func.func @name`` with its entry block;
``from_py_func(*input_types)`` (MLIR's ``FuncOp.from_py_func``) turns a Python
function into one: its body is built by calling it on the entry block's arguments,
and what it returns becomes the ``func.return`` (the result types, unless given, are
those of the returned values)::

    with Builder.at_end(m.body):
        @func.from_py_func(i32, i32)
        def add(a, b):
            return arith.addi(a, b)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..ir.builder import Builder, current_builder
from ..ir.builtin_dialects import CallIndirectOp, CallOp, ConstantOp, FuncOp, ReturnOp
from ..ir.core import Value

__all__ = ["DIALECT", "call", "call_indirect", "constant", "from_py_func", "func", "return_"]

DIALECT = "func"


def func(
    name: str,
    inputs: Any = (),
    results: Sequence[Any] = (),
    *,
    visibility: str | None = None,
    loc: Any = None,
) -> FuncOp:
    """``func.func @name`` with its entry block (``f.body.blocks[0]``, one argument per
    input), at the current builder. ``inputs``: a ``FunctionType``, or the argument types
    (then ``results`` are the result types)."""
    return current_builder().func(name, inputs, results, visibility, loc)


def return_(operands: Sequence[Value] = (), *, attributes: Any = None, loc: Any = None) -> ReturnOp:
    """``func.return`` of ``operands``."""
    b = current_builder()
    op = ReturnOp(
        ReturnOp.OP_NAME, list(operands), (), None, attributes, loc=b.loc if loc is None else loc
    )
    b.insert(op)
    return op


def call(
    callee: str,
    operands: Sequence[Value] = (),
    result_types: Sequence[Any] = (),
    *,
    attributes: Any = None,
    loc: Any = None,
) -> Any:
    """``func.call @callee(operands)`` with ``result_types``; returns its result when there
    is exactly one, else the op."""
    from ..ir.attributes import SymbolRefAttr

    b = current_builder()
    op = CallOp(
        CallOp.OP_NAME,
        list(operands),
        list(result_types),
        {"callee": SymbolRefAttr.get(callee.lstrip("@"))},
        attributes,
        loc=b.loc if loc is None else loc,
    )
    b.insert(op)
    return op.results[0] if len(op.results) == 1 else op


def call_indirect(
    callee: Value, operands: Sequence[Value] = (), *, attributes: Any = None, loc: Any = None
) -> Any:
    """``func.call_indirect %callee(operands)``; returns its result when there is exactly
    one, else the op."""
    b = current_builder()
    op = CallIndirectOp.build(callee, list(operands), loc=b.loc if loc is None else loc)
    if attributes:
        op.attributes = dict(attributes)
    b.insert(op)
    return op.results[0] if len(op.results) == 1 else op


def constant(name: str, type: Any, *, loc: Any = None) -> Value:
    """``func.constant @name : type``: the function as a value."""
    b = current_builder()
    op = ConstantOp.build(name.lstrip("@"), type, loc=b.loc if loc is None else loc)
    b.insert(op)
    return op.results[0]


def from_py_func(
    *input_types: Any, results: Sequence[Any] | None = None, name: str | None = None
) -> Callable[[Callable[..., Any]], FuncOp]:
    """A decorator: ``func.func @name`` (default: the Python function's name) taking
    ``input_types``, whose body the decorated function builds from the entry block's
    arguments. It returns a value, a sequence of values or ``None``: the ``func.return``
    operands. ``results``: the result types (default: the returned values' types).
    The decorated name is bound to the ``FuncOp``."""

    def wrap(fn: Callable[..., Any]) -> FuncOp:
        b = current_builder()
        f = FuncOp.build(name or fn.__name__, _function_type(input_types, ()), loc=b.loc)
        entry = f.body.add_block(_entry(input_types))
        b.insert(f)
        with Builder.at_end(entry, loc=b.loc):
            ret = fn(*entry.args)
            vals = [] if ret is None else [ret] if isinstance(ret, Value) else list(ret)
            return_(vals)
        rtypes = [v.type for v in vals] if results is None else list(results)
        from ..ir.attributes import TypeAttr

        f.set_attr("function_type", TypeAttr.get(_function_type(input_types, rtypes)))
        return f

    return wrap


def _function_type(inputs: Sequence[Any], results: Sequence[Any]) -> Any:
    from ..ir.types import FunctionType

    return FunctionType.get(tuple(inputs), tuple(results))


def _entry(types: Sequence[Any]) -> Any:
    from ..ir.core import Block

    return Block(list(types))
