"""Outlining a single-block region into a function (MLIR 19's
``outlineSingleBlockRegion`` and ``outlineIfOp`` from ``Dialect/SCF/Utils/Utils.cpp``).

``outline_single_block_region(region, name, loc)`` moves the region's block into a new
``func.func @name``, placed right before the function that holds the region. The new
function takes the region's arguments, then the values the region uses from above
(``captured_values``: first use first), and returns what the region's terminator
yields; the region is left with one block that calls it and yields the call's results
through a clone of the old terminator. An ``arith.constant`` of ``index`` type that is
captured is also cloned at the start of the function, and the function uses the clone.
``outline_if_op`` does this for an ``scf.if``'s then and else regions (an empty region
is skipped).

What it does not do: regions of several blocks (None is returned), or pick a name that
is free (the caller names the function).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import SymbolRefAttr
from ...ir.builder import Builder
from ...ir.builtin_dialects import CallOp, FuncOp, ReturnOp
from ...ir.core import Block, Operation, OpResult, Region
from ...ir.rewriter import PatternRewriter
from ...ir.types import FunctionType, IndexType
from .gpu_kernel_outlining import captured_values

__all__ = ["outline_if_op", "outline_single_block_region"]

_INDEX = IndexType.get()


def _enclosing_function(op: Operation) -> Operation | None:
    p = op
    while p is not None and not isinstance(p, FuncOp):
        p = p.parent_op
    return p


def value_loc(v: Any) -> Any:
    return v.owner.loc if type(v) is OpResult else getattr(v, "loc", None)


def outline_single_block_region(
    region: Region, name: str, loc: Any, rw: PatternRewriter | None = None
) -> FuncOp | None:
    """Outline ``region`` into ``func.func @name`` (module docstring); None when the region
    has not exactly one block or is not inside a function."""
    if len(region.blocks) != 1:
        return None
    rw = rw if rw is not None else PatternRewriter()
    fn = _enclosing_function(region.parent)
    if fn is None:
        return None
    block = region.blocks[0]
    term = block.last
    captures = captured_values(region)
    n_args = len(block.args)
    arg_types = [a.type for a in block.args] + [v.type for v in captures]
    arg_locs = [a.loc for a in block.args] + [value_loc(v) for v in captures]
    result_types = [o.value.type for o in term.op_operands]
    ft = FunctionType.get(tuple(arg_types), tuple(result_types))
    outlined = FuncOp.build(name, ft, None, loc=loc)
    body = Block(list(arg_types), arg_locs)
    outlined.body.add_block(body)
    fn.parent.insert_before(fn, outlined)
    rw.listener.notify_inserted(outlined)
    # the region's ops move into the function; its terminator's operands are returned
    rw.merge_blocks(block, body, body.args[:n_args])
    ret = ReturnOp(ReturnOp.OP_NAME, [o.value for o in term.op_operands], (), None, None, loc=loc)
    body.append(ret)
    new_block = Block(arg_types[:n_args], arg_locs[:n_args])
    region.insert_block(0, new_block)
    call = CallOp(
        CallOp.OP_NAME,
        list(new_block.args) + list(captures),
        result_types,
        {"callee": SymbolRefAttr.get(name)},
        None,
        loc=loc,
    )
    new_block.append(call)
    mapping = {o.value: r for o, r in zip(term.op_operands, call.results)}
    term.detach()
    new_block.append(term.clone(mapping))
    term.drop_all_references()
    for orig, repl in zip(captures, body.args[n_args:]):
        if (
            type(orig) is OpResult
            and orig.owner.name == "arith.constant"
            and orig.type is _INDEX
        ):
            repl = Builder.at_start(body).insert(orig.owner.clone({})).results[0]
        u = orig.first_use
        while u is not None:
            nxt = u.next_use
            if u.owner is not outlined and outlined.is_ancestor(u.owner):
                u.set(repl)
            u = nxt
    return outlined


def outline_if_op(
    op: Operation,
    then_name: str | None,
    else_name: str | None,
    rw: PatternRewriter | None = None,
) -> tuple[Any, Any] | None:
    """MLIR's ``outlineIfOp``: outline ``op``'s then region as ``then_name`` and its else
    region as ``else_name`` (a None name or an empty region: not outlined). Returns the
    two functions (None where not outlined), or None when a region could not be."""
    loc = op.loc
    out: list = [None, None]
    for i, name in enumerate((then_name, else_name)):
        region = op.regions[i]
        if name is None or not region.blocks:
            continue
        f = outline_single_block_region(region, name, loc, rw)
        if f is None:
            return None
        out[i] = f
    return out[0], out[1]
