"""Signature edits of function ops (MLIR's ``function_interface_impl``): arguments and results.

A function op (``FunctionOpInterface``: ``func.func``, ``gpu.func``) keeps its signature
in the ``function_type`` property (a ``FunctionType``), the attributes of each argument
and result in ``arg_attrs`` / ``res_attrs`` (an ``ArrayAttr`` of one ``DictionaryAttr``
per position; absent when every dictionary is empty), and, unless it is a declaration,
the arguments as its entry block's arguments. These functions change the three together,
as MLIR's ``insertArguments``, ``eraseArguments``, ``insertResults``, ``eraseResults`` and
``setType`` do:

* ``insert_arguments(op, indices, types, attrs, locs)``: ``indices`` are positions in
  the old signature, ascending; several at one position go in in order;
* ``erase_arguments(op, erase)`` / ``erase_results(op, erase)``: one flag per position;
  erased arguments must be unused;
* ``set_function_type(op, type)``: the new type; attribute lists are cut or padded with
  empty dictionaries (dropped when the new count is zero); the entry block is left as it
  is (the caller's to update).

What it does not do: update call sites, or the terminators that return results.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .attributes import ArrayAttr, DictionaryAttr, TypeAttr
from .core import Operation
from .types import FunctionType

__all__ = [
    "arg_attr_dicts",
    "erase_arguments",
    "erase_results",
    "function_type",
    "insert_arguments",
    "insert_results",
    "is_function",
    "result_attr_dicts",
    "set_function_type",
]

_EMPTY = DictionaryAttr.get({})


def is_function(op: Operation) -> bool:
    """Whether ``op`` is a function op with a builtin ``FunctionType`` signature."""
    return "FunctionOpInterface" in type(op).traits and isinstance(function_type(op), FunctionType)


def function_type(op: Operation) -> Any:
    a = op.properties.get("function_type") if op.properties else None
    return a.value if isinstance(a, TypeAttr) else None


def _dicts(op: Operation, name: str, n: int) -> list[DictionaryAttr]:
    a = op.properties.get(name) if op.properties else None
    if not isinstance(a, ArrayAttr):
        return [_EMPTY] * n
    out = [d if isinstance(d, DictionaryAttr) else _EMPTY for d in a.value[:n]]
    return out + [_EMPTY] * (n - len(out))


def arg_attr_dicts(op: Operation) -> list[DictionaryAttr]:
    """One attribute dictionary per argument (empty where it has none)."""
    return _dicts(op, "arg_attrs", len(function_type(op).inputs))


def result_attr_dicts(op: Operation) -> list[DictionaryAttr]:
    """One attribute dictionary per result (empty where it has none)."""
    return _dicts(op, "res_attrs", len(function_type(op).results))


def _set_all(op: Operation, name: str, dicts: Sequence[DictionaryAttr | None]) -> None:
    """MLIR's ``setAllArgAttrDicts``: the list, or no attribute when every one is empty."""
    ds = [d if d is not None else _EMPTY for d in dicts]
    if all(len(d) == 0 for d in ds):
        if op.properties and name in op.properties:
            op.remove_attr(name)
        return
    op.set_attr(name, ArrayAttr.get(ds))


def _set_type(op: Operation, inputs: Sequence[Any], results: Sequence[Any]) -> None:
    op.set_attr("function_type", TypeAttr.get(FunctionType.get(inputs, results)))


def _entry(op: Operation) -> Any:
    r = op.regions[0] if op.regions else None
    return r.blocks[0] if r is not None and r.blocks else None


def _inserted(old: Sequence[Any], indices: Sequence[int], new: Sequence[Any]) -> list[Any]:
    out: list[Any] = []
    at = 0
    for i, x in zip(indices, new):
        out.extend(old[at:i])
        at = max(at, i)
        out.append(x)
    out.extend(old[at:])
    return out


def insert_arguments(
    op: Operation,
    indices: Sequence[int],
    types: Sequence[Any],
    attrs: Sequence[DictionaryAttr | None] = (),
    locs: Sequence[Any] = (),
) -> None:
    """Insert arguments before the old positions ``indices`` (ascending)."""
    ft = function_type(op)
    if op.properties.get("arg_attrs") is not None or attrs:
        new_attrs = attrs if attrs else [None] * len(indices)
        _set_all(op, "arg_attrs", _inserted(arg_attr_dicts(op), indices, new_attrs))
    _set_type(op, _inserted(ft.inputs, indices, types), ft.results)
    entry = _entry(op)
    if entry is not None:
        for n, (i, t) in enumerate(zip(indices, types)):
            entry.insert_argument(i + n, t, locs[n] if n < len(locs) else None)


def insert_results(
    op: Operation,
    indices: Sequence[int],
    types: Sequence[Any],
    attrs: Sequence[DictionaryAttr | None] = (),
) -> None:
    """Insert results before the old positions ``indices`` (ascending)."""
    ft = function_type(op)
    if op.properties.get("res_attrs") is not None or attrs:
        new_attrs = attrs if attrs else [None] * len(indices)
        _set_all(op, "res_attrs", _inserted(result_attr_dicts(op), indices, new_attrs))
    _set_type(op, ft.inputs, _inserted(ft.results, indices, types))


def erase_arguments(op: Operation, erase: Sequence[bool]) -> None:
    """Erase the arguments whose flag is set (they must be unused)."""
    ft = function_type(op)
    if op.properties.get("arg_attrs") is not None:
        _set_all(op, "arg_attrs", [d for d, e in zip(arg_attr_dicts(op), erase) if not e])
    _set_type(op, [t for t, e in zip(ft.inputs, erase) if not e], ft.results)
    entry = _entry(op)
    if entry is not None:
        for i in reversed(range(min(len(erase), len(entry.args)))):
            if erase[i]:
                entry.erase_argument(i)


def erase_results(op: Operation, erase: Sequence[bool]) -> None:
    """Erase the results whose flag is set."""
    ft = function_type(op)
    if op.properties.get("res_attrs") is not None:
        _set_all(op, "res_attrs", [d for d, e in zip(result_attr_dicts(op), erase) if not e])
    _set_type(op, ft.inputs, [t for t, e in zip(ft.results, erase) if not e])


def set_function_type(op: Operation, new: FunctionType) -> None:
    """Give ``op`` the signature ``new`` (MLIR's ``setFunctionType``; see the module docstring)."""
    old = function_type(op)
    op.set_attr("function_type", TypeAttr.get(new))
    for name, before, after in (
        ("arg_attrs", len(old.inputs), len(new.inputs)),
        ("res_attrs", len(old.results), len(new.results)),
    ):
        if before == after:
            continue
        a = op.properties.get(name)
        if after == 0:
            if a is not None:
                op.remove_attr(name)
            continue
        if not isinstance(a, ArrayAttr):
            continue
        kept = list(a.value[:after])
        op.set_attr(name, ArrayAttr.get(kept + [_EMPTY] * (after - len(kept))))
