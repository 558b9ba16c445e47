"""MLIR's ``TestFunc.cpp`` passes: signature edits of a module's function ops.

Each runs on a ``builtin.module`` and edits its top-level function ops through
``ir.function_interface`` as the test attributes ask:

- ``test-func-insert-arg``: ``test.insert_args = [[index, type, {attrs}?], ...]`` on the
  function (removed); the arguments are inserted at those old positions;
- ``test-func-insert-result``: ``test.insert_results``, likewise for results;
- ``test-func-erase-arg``: erases the arguments that carry ``test.erase_this_arg``;
- ``test-func-erase-result``: erases the results that carry ``test.erase_this_result``;
- ``test-func-set-type``: ``test.set_type_from = @sym`` gives the function the type of
  the function ``@sym``.
"""

from __future__ import annotations

from typing import Any

from ....ir.attributes import ArrayAttr, DictionaryAttr, IntegerAttr, SymbolRefAttr, TypeAttr
from ....ir.diagnostics import Diagnostic, report
from ....ir.function_interface import (
    arg_attr_dicts,
    erase_arguments,
    erase_results,
    function_type,
    insert_arguments,
    insert_results,
    is_function,
    result_attr_dicts,
    set_function_type,
)
from ...infra.pass_base import Pass, register_pass


def _functions(module: Any) -> list:
    return [op for op in module.regions[0].blocks[0].ops if is_function(op)]


class _Insert(Pass):
    """Insert arguments or results from the list attribute ``ATTR``."""

    ATTR = ""

    def run_on_operation(self, op: Any) -> None:
        for f in _functions(op):
            inserts = (f.attributes or {}).get(self.ATTR)
            if not isinstance(inserts, ArrayAttr) or not inserts.value:
                continue
            indices, types, attrs = [], [], []
            for e in inserts.value:
                v = e.value if isinstance(e, ArrayAttr) else ()
                if (
                    len(v) < 2
                    or not isinstance(v[0], IntegerAttr)
                    or not isinstance(v[1], TypeAttr)
                    or (len(v) > 2 and not isinstance(v[2], DictionaryAttr))
                ):
                    report(Diagnostic.error(f, f"'{self.ATTR}' expects [index, type, {{attrs}}]"))
                    self.signal_pass_failure()
                    return
                indices.append(v[0].value)
                types.append(v[1].value)
                attrs.append(v[2] if len(v) > 2 else DictionaryAttr.get({}))
            f.remove_attr(self.ATTR)
            self.insert(f, indices, types, attrs)

    def insert(self, f: Any, indices: list, types: list, attrs: list) -> None:
        raise NotImplementedError


@register_pass(
    "test-func-insert-arg",
    summary="Test inserting func args.",
    anchor="builtin.module",
)
class TestFuncInsertArg(_Insert):
    ATTR = "test.insert_args"

    def insert(self, f: Any, indices: list, types: list, attrs: list) -> None:
        insert_arguments(f, indices, types, attrs)


@register_pass(
    "test-func-insert-result",
    summary="Test inserting func results.",
    anchor="builtin.module",
)
class TestFuncInsertResult(_Insert):
    ATTR = "test.insert_results"

    def insert(self, f: Any, indices: list, types: list, attrs: list) -> None:
        insert_results(f, indices, types, attrs)


@register_pass(
    "test-func-erase-arg",
    summary="Test erasing func args.",
    anchor="builtin.module",
)
class TestFuncEraseArg(Pass):
    def run_on_operation(self, op: Any) -> None:
        for f in _functions(op):
            erase_arguments(f, ["test.erase_this_arg" in d for d in arg_attr_dicts(f)])


@register_pass(
    "test-func-erase-result",
    summary="Test erasing func results.",
    anchor="builtin.module",
)
class TestFuncEraseResult(Pass):
    def run_on_operation(self, op: Any) -> None:
        for f in _functions(op):
            erase_results(f, ["test.erase_this_result" in d for d in result_attr_dicts(f)])


@register_pass(
    "test-func-set-type",
    summary="Test FunctionOpInterface::setType.",
    anchor="builtin.module",
)
class TestFuncSetType(Pass):
    def run_on_operation(self, op: Any) -> None:
        funcs = _functions(op)
        by_name = {}
        for f in funcs:
            n = f.properties.get("sym_name")
            if n is not None:
                by_name.setdefault(n.value, f)
        for f in funcs:
            sym = (f.attributes or {}).get("test.set_type_from")
            if not isinstance(sym, SymbolRefAttr) or not sym.is_flat:
                continue
            src = by_name.get(sym.root)
            if src is None:
                report(Diagnostic.error(f, f"'{sym}' does not name a function"))
                self.signal_pass_failure()
                return
            set_function_type(f, function_type(src))
