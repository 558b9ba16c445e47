"""``drop-equivalent-buffer-results``: remove function results that are function
arguments (MLIR 19's DropEquivalentBufferResults, ``dropEquivalentBufferResults``).

For each ``func.func`` of the module with a body that ends in a single ``func.return``,
a returned value that is one of the function's arguments, directly or through
``memref.cast`` ops, is dropped from the return, the signature and ``res_attrs``. Each
``func.call`` of that function in the module becomes a call without those results, whose
users read the call's matching operand instead (through a ``memref.cast`` to the old
result type where the types differ).

What it does not do: functions whose body has more than one block or more than one
``func.return``, or calls reached through something other than ``func.call``.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import ArrayAttr, TypeAttr
from ...ir.builder import Builder
from ...ir.core import BlockArgument, Operation, Value
from ...ir.types import FunctionType
from ..infra.pass_base import Pass, register_pass

__all__ = ["DropEquivalentBufferResults", "drop_equivalent_buffer_results"]


def _unique_return(f: Operation) -> Operation | None:
    """MLIR's ``getAssumedUniqueReturnOp``: the one ``func.return`` of ``f``'s body."""
    found = None
    for b in f.regions[0].blocks:
        t = b.last
        if t is not None and t.name == "func.return":
            if found is not None:
                return None
            found = t
    return found


def _name(f: Operation) -> str:
    n = f.properties["sym_name"]
    return getattr(n, "value", n)


def drop_equivalent_buffer_results(module: Operation) -> None:
    """Drop the results of ``module``'s functions that return an argument (module
    docstring)."""
    funcs = [o for o in module.regions[0].blocks[0].ops if o.name == "func.func"]
    by_name = {_name(f): f for f in funcs}
    callers: dict[int, list[Operation]] = {}
    for o in module.walk():
        if o.name == "func.call":
            callee = by_name.get(o.properties["callee"].root)
            if callee is not None:
                callers.setdefault(id(callee), []).append(o)
    for f in funcs:
        if not f.regions[0].blocks:
            continue
        ret = _unique_return(f)
        if ret is None:
            continue
        args = f.regions[0].blocks[0].args
        ft = f.properties["function_type"].value
        keep: list[bool] = []
        result_to_arg: dict[int, int] = {}
        new_values: list[Value] = []
        for i, o in enumerate(ret.op_operands):
            v = o.value
            while v.owner_op is not None and v.owner_op.name == "memref.cast":
                v = v.owner_op.op_operands[0].value
            if type(v) is BlockArgument and any(v is a for a in args):
                result_to_arg[i] = v.index
                keep.append(False)
            else:
                keep.append(True)
                new_values.append(o.value)
        results = tuple(t for t, k in zip(ft.results, keep) if k)
        f.set_attr("function_type", TypeAttr.get(FunctionType.get(tuple(ft.inputs), results)))
        attrs = f.get_attr("res_attrs")
        if attrs is not None:
            kept = tuple(d for d, k in zip(attrs.value, keep) if k)
            if all(len(d) == 0 for d in kept):
                f.remove_attr("res_attrs")
            else:
                f.set_attr("res_attrs", ArrayAttr.get(kept))
        ret.set_operands(new_values)
        for call in callers.get(id(f), ()):
            operands = [o.value for o in call.op_operands]
            with Builder.before(call, loc=call.loc) as b:
                new = b.create(
                    "func.call",
                    operands,
                    list(results),
                    {"callee": call.properties["callee"]},
                )
                repl: list[Value] = []
                nxt = 0
                for i, r in enumerate(call.results):
                    if i not in result_to_arg:
                        repl.append(new.results[nxt])
                        nxt += 1
                        continue
                    v = operands[result_to_arg[i]]
                    if v.type != r.type:
                        v = b.create("memref.cast", [v], [r.type]).results[0]
                    repl.append(v)
            for r, v in zip(call.results, repl):
                r.replace_all_uses_with(v)
            call.erase()


@register_pass(
    "drop-equivalent-buffer-results",
    summary="Remove MemRef return values that are equivalent to a bbArg",
    anchor="builtin.module",
    display_name="DropEquivalentBufferResults",
)
class DropEquivalentBufferResults(Pass):
    """Drops function results equivalent to arguments (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        drop_equivalent_buffer_results(op)
