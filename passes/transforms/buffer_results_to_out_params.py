"""``buffer-results-to-out-params``: memref results become out-parameters, as MLIR 19.

MLIR 19's ``BufferResultsToOutParamsPass`` (``promoteBufferResultsToOutParams``) on a
module:

* every ``func.func`` (declarations too) loses its memref results; each becomes a new
  argument appended after the existing ones, in result order, carrying the result's
  attributes (and, with ``add-result-attr``, the unit attribute ``bufferize.result``).
  Only memrefs with the identity layout or a fully dynamic strided layout can be out
  parameters (``cannot create out param for result with unsupported layout``);
* each ``func.return`` copies its memref operands into the new arguments
  (``memref.copy %v, %out``) and returns the others. With ``hoist-static-allocs`` a
  returned value that a ``memref.alloc`` of static shape defines is not copied: the
  allocation is replaced by the out argument and erased;
* each ``func.call`` of a module function allocates its memref results before the call
  (``memref.alloc()`` of the identity layout, cast to the result type when that is fully
  dynamic), passes them as the trailing arguments, and their uses read the allocations; a
  dynamically shaped result cannot be allocated (``cannot create out param for
  dynamically shaped result``), nor a call to an unknown function (``cannot find callee
  '@f' in symbol table``).

What it does not do: free the allocations (a deallocation pass's job), or rewrite ops
that are not ``func`` ops (unranked memrefs stay results, as in MLIR).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import DenseArrayAttr, DictionaryAttr, UnitAttr
from ...ir.builder import Builder
from ...ir.diagnostics import Diagnostic, report
from ...ir.function_interface import (
    erase_results,
    function_type,
    insert_arguments,
    result_attr_dicts,
)
from ...ir.memref_layout import is_identity_layout, strides_and_offset
from ...ir.types import IntegerType, MemRefType
from ..infra.pass_base import Option, Pass, register_pass

__all__ = ["BufferResultsToOutParams"]

_NO_SIZES = DenseArrayAttr.get(IntegerType.get(32), [0, 0])  # memref.alloc's two groups


def _fully_dynamic_layout(t: MemRefType) -> bool:
    """Every stride and the offset of ``t``'s strided layout are dynamic (``None``)."""
    strides, offset = strides_and_offset(t)
    return strides is not None and offset is None and all(s is None for s in strides)


def _update_func(f: Any, add_result_attr: bool) -> list | None:
    """Move ``f``'s memref results to appended arguments; the new entry block arguments
    (empty for a declaration), or None after reporting an unsupported layout."""
    ft = function_type(f)
    n_in = len(ft.inputs)
    moved = [i for i, t in enumerate(ft.results) if type(t) is MemRefType]
    if not moved:
        return []
    for i in moved:
        t = ft.results[i]
        if not is_identity_layout(t) and not _fully_dynamic_layout(t):
            report(
                Diagnostic.error(f, "cannot create out param for result with unsupported layout")
            )
            return None
    res_dicts = result_attr_dicts(f)
    attrs = []
    for i in moved:
        entries = dict(res_dicts[i].value) if res_dicts else {}
        if add_result_attr:
            entries["bufferize.result"] = UnitAttr.get()
        attrs.append(DictionaryAttr.get(entries) if entries else None)
    if not any(a is not None for a in attrs) and f.properties.get("arg_attrs") is None:
        attrs = []
    entry = f.regions[0].blocks[0] if f.regions and f.regions[0].blocks else None
    insert_arguments(
        f, [n_in] * len(moved), [ft.results[i] for i in moved], attrs, [f.loc] * len(moved)
    )
    erase_results(f, [i in moved for i in range(len(ft.results))])
    if entry is None:
        return []
    return list(entry.args[n_in : n_in + len(moved)])


def _update_returns(f: Any, outs: list, hoist_static_allocs: bool) -> None:
    """Copy the memref operands of ``f``'s returns into ``outs`` (or, hoisting, let the
    out argument replace a static allocation), and return the rest."""
    returns = [op for op in f.walk() if op.name == "func.return"]
    for ret in returns:
        values = [o.value for o in ret.op_operands]
        copied = [v for v in values if type(v.type) is MemRefType]
        kept = [v for v in values if type(v.type) is not MemRefType]
        with Builder.before(ret, loc=ret.loc) as b:
            for v, out in zip(copied, outs):
                d = getattr(v, "owner", None)
                if (
                    hoist_static_allocs
                    and d is not None
                    and getattr(d, "name", None) == "memref.alloc"
                    and v.type.has_static_shape
                ):
                    v.replace_all_uses_with(out)
                    d.erase()
                else:
                    b.create("memref.copy", [v, out], [])
            b.create("func.return", kept, [])
        ret.erase()


def _update_calls(module: Any, funcs: dict) -> bool:
    """Rewrite the calls of the module's functions; False after reporting an error."""
    calls = [op for op in module.walk() if op.name == "func.call"]
    for call in calls:
        callee = call.properties.get("callee")
        name = callee.root if hasattr(callee, "root") else str(callee)
        if name not in funcs:
            report(Diagnostic.error(call, f"cannot find callee '{callee}' in symbol table"))
            return False
        results = list(call.results)
        to_out = [r for r in results if type(r.type) is MemRefType]
        kept = [r for r in results if type(r.type) is not MemRefType]
        outs = []
        with Builder.before(call, loc=call.loc) as b:
            for r in to_out:
                t = r.type
                if not t.has_static_shape:
                    report(
                        Diagnostic.error(
                            call, "cannot create out param for dynamically shaped result"
                        )
                    )
                    return False
                alloc_t = MemRefType.get(t.shape, t.element_type, None, t.memory_space)
                out = b.create("memref.alloc", [], [alloc_t], {"operandSegmentSizes": _NO_SIZES})
                out = out.results[0]
                if alloc_t is not t:
                    out = b.create("memref.cast", [out], [t]).results[0]
                r.replace_all_uses_with(out)
                outs.append(out)
            operands = [o.value for o in call.op_operands] + outs
            new = b.create("func.call", operands, [r.type for r in kept], {"callee": callee})
        for old, nv in zip(kept, new.results):
            old.replace_all_uses_with(nv)
        call.erase()
    return True


_ADD_RESULT_ATTR = Option(
    "add-result-attr",
    bool,
    False,
    "Add the attribute 'bufferize.result' to all output parameters.",
)
_HOIST = Option(
    "hoist-static-allocs",
    bool,
    False,
    "Hoist static allocations to call sites.",
)


@register_pass(
    "buffer-results-to-out-params",
    summary="Converts memref-typed function results to out-params",
    options=(_ADD_RESULT_ATTR, _HOIST),
    anchor="builtin.module",
    display_name="BufferResultsToOutParamsPass",
)
class BufferResultsToOutParams(Pass):
    """Memref results to out-parameters across the module (module docstring)."""

    def run_on_operation(self, op: Any) -> None:
        body = op.regions[0].blocks[0]
        funcs = {}
        for f in list(body.ops):
            if f.name != "func.func":
                continue
            sym = f.properties.get("sym_name")
            funcs[sym.value if hasattr(sym, "value") else str(sym)] = f
            outs = _update_func(f, self.add_result_attr)
            if outs is None:
                self.signal_pass_failure()
                return
            if outs:
                _update_returns(f, outs, self.hoist_static_allocs)
        if not _update_calls(op, funcs):
            self.signal_pass_failure()
