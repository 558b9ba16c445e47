"""``test-ir-visitors``: MLIR's TestIRVisitors: every configuration of the IR walkers.

The pass prints to stdout, in this order (as MLIR's ``TestVisitors.cpp``):

- op, block and region walks in pre-order, post-order and reversed post-order (regions,
  blocks and ops each taken last to first);
- for each function: the dominance-order walks (MLIR's ``ForwardDominanceIterator`` /
  ``ReverseDominanceIterator`` with ``NoGraphRegions``): the blocks of a region in
  depth-first pre-order of the CFG from the entry block, resp. in its post-order with
  ops and regions last to first; blocks the entry block does not reach are not visited;
- block and region walks started at the blocks / regions of ops that carry
  ``walk_blocks`` / ``walk_regions`` (a block's or region's own walk visits it too);
- erasing walks on clones of the operation: ops (but the module and its children) and
  blocks (those without predecessors) erased in pre-order with ``skip`` and in
  post-order, then in post-order erasing everything.

Blocks print as ``^bbN`` with ``N`` their index in their region at that moment, as
``Block::printAsOperand`` numbers them. What it does not do: change the input (the
erasing walks work on clones), or walk graph regions in dominance order.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import Any

from ...infra.pass_base import Pass, register_pass

ADVANCE, SKIP = 0, 1


def _region_text(region: Any) -> str:
    op = region.parent
    return f"region {op.regions.index(region)} from operation '{op.name}'"


def _block_text(block: Any) -> str:
    return f"block ^bb{block.parent.blocks.index(block)} from {_region_text(block.parent)}"


# ------------------------------------------------------------------ iteration orders


def _ops_forward(block: Any) -> Iterator[Any]:
    o = block.first
    while o is not None:
        nxt = o.next  # early increment: the callback may erase ``o``
        yield o
        o = nxt


def _ops_reverse(block: Any) -> Iterator[Any]:
    o = block.last
    while o is not None:
        prv = o.prev
        yield o
        o = prv


def _dfs_pre(region: Any) -> list[Any]:
    """Blocks in depth-first pre-order of the CFG from the entry block (``llvm::depth_first``)."""
    if not region.blocks:
        return []
    seen = {region.blocks[0]}
    order: list[Any] = [region.blocks[0]]
    # an explicit stack of (block, next successor index), as llvm's df_iterator
    frames: list[tuple[Any, int]] = [(region.blocks[0], 0)]
    while frames:
        b, i = frames[-1]
        succs = b.successors
        if i >= len(succs):
            frames.pop()
            continue
        frames[-1] = (b, i + 1)
        s = succs[i]
        if s not in seen:
            seen.add(s)
            order.append(s)
            frames.append((s, 0))
    return order


def _dfs_post(region: Any) -> list[Any]:
    """Blocks in depth-first post-order of the CFG from the entry block (``llvm::post_order``)."""
    if not region.blocks:
        return []
    seen = {region.blocks[0]}
    order: list[Any] = []
    frames: list[tuple[Any, int]] = [(region.blocks[0], 0)]
    while frames:
        b, i = frames[-1]
        succs = b.successors
        if i >= len(succs):
            frames.pop()
            order.append(b)
            continue
        frames[-1] = (b, i + 1)
        s = succs[i]
        if s not in seen:
            seen.add(s)
            frames.append((s, 0))
    return order


class Order:
    """How a walk iterates an op's regions, a region's blocks and a block's ops."""

    def __init__(
        self,
        regions: Callable[[Any], Any],
        blocks: Callable[[Any], Any],
        ops: Callable[[Any], Any],
    ) -> None:
        self.regions, self.blocks, self.ops = regions, blocks, ops


FORWARD = Order(lambda op: list(op.regions), lambda r: list(r.blocks), _ops_forward)
REVERSE = Order(
    lambda op: list(reversed(op.regions)), lambda r: list(reversed(r.blocks)), _ops_reverse
)
FORWARD_DOMINANCE = Order(lambda op: list(op.regions), _dfs_pre, _ops_forward)
REVERSE_DOMINANCE = Order(lambda op: list(reversed(op.regions)), _dfs_post, _ops_reverse)


# ------------------------------------------------------------------ walks


def walk_ops(op: Any, fn: Callable[[Any], Any], pre: bool, it: Order = FORWARD) -> None:
    """MLIR's op walk: ``fn(op)`` before (``pre``) or after the nested ops; in pre-order a
    callback that returns ``SKIP`` leaves the op's regions unvisited."""
    if pre and fn(op) == SKIP:
        return
    for region in it.regions(op):
        for block in it.blocks(region):
            for o in it.ops(block):
                walk_ops(o, fn, pre, it)
    if not pre:
        fn(op)


def walk_blocks(op: Any, fn: Callable[[Any], Any], pre: bool, it: Order = FORWARD) -> None:
    """MLIR's block walk: every block nested in ``op`` (not ``op`` itself)."""
    for region in it.regions(op):
        for block in it.blocks(region):
            walk_block(block, fn, pre, it)


def walk_block(block: Any, fn: Callable[[Any], Any], pre: bool, it: Order = FORWARD) -> None:
    """``block`` and the blocks nested in its ops (``Block::walk``)."""
    if pre and fn(block) == SKIP:
        return
    for o in it.ops(block):
        walk_blocks(o, fn, pre, it)
    if not pre:
        fn(block)


def walk_regions(op: Any, fn: Callable[[Any], Any], pre: bool, it: Order = FORWARD) -> None:
    """MLIR's region walk: every region nested in ``op``."""
    for region in it.regions(op):
        walk_region(region, fn, pre, it)


def walk_region(region: Any, fn: Callable[[Any], Any], pre: bool, it: Order = FORWARD) -> None:
    """``region`` and the regions nested in its ops (``Region::walk``)."""
    if pre and fn(region) == SKIP:
        return
    for block in it.blocks(region):
        for o in it.ops(block):
            walk_regions(o, fn, pre, it)
    if not pre:
        fn(region)


# ------------------------------------------------------------------ the pass


def _say(text: str) -> None:
    sys.stdout.write(text + "\n")


def _visit_op(op: Any) -> None:
    _say(f"Visiting op '{op.name}'")


def _visit_block(block: Any) -> None:
    _say(f"Visiting {_block_text(block)}")


def _visit_region(region: Any) -> None:
    _say(f"Visiting {_region_text(region)}")


def _is_module(op: Any) -> bool:
    return op is not None and op.name == "builtin.module"


def _erase_op(op: Any) -> None:
    _say(f"Erasing op '{op.name}'")
    for r in op.results:  # MLIR's dropAllUses
        while r.first_use is not None:
            r.first_use.drop()
    op.erase()


def _skip_erase_op(op: Any) -> int:
    if _is_module(op) or _is_module(op.parent_op):
        return ADVANCE
    _erase_op(op)
    return SKIP


def _erase_block(block: Any) -> bool:
    if block.predecessors:
        _say(f"Cannot erase {_block_text(block)}, still has uses")
        return False
    _say(f"Erasing {_block_text(block)}")
    block.erase()
    return True


def _skip_erase_block(block: Any) -> int:
    parent = block.parent_op
    if _is_module(parent) or _is_module(parent.parent_op):
        return ADVANCE
    return SKIP if _erase_block(block) else ADVANCE


def _pure_callbacks(op: Any) -> None:
    for label, it, pre in (
        ("pre-order", FORWARD, True),
        ("post-order", FORWARD, False),
        ("reverse post-order", REVERSE, False),
    ):
        _say(f"Op {label} visits")
        walk_ops(op, _visit_op, pre, it)
        _say(f"Block {label} visits")
        walk_blocks(op, _visit_block, pre, it)
        _say(f"Region {label} visits")
        walk_regions(op, _visit_region, pre, it)

    functions: list[Any] = []
    walk_ops(
        op, lambda o: functions.append(o) if o.has_trait("FunctionOpInterface") else None, False
    )
    for fn in functions:
        for label, it in (("forward", FORWARD_DOMINANCE), ("reverse", REVERSE_DOMINANCE)):
            _say(f"Op {label} dominance post-order visits")
            walk_ops(fn, _visit_op, False, it)
            _say(f"Block {label} dominance post-order visits")
            walk_blocks(fn, _visit_block, False, it)
            _say(f"Region {label} dominance post-order visits")
            walk_regions(fn, _visit_region, False, it)


def _block_and_region_walkers(op: Any) -> None:
    def marked(name: str) -> list[Any]:
        found: list[Any] = []
        walk_ops(op, lambda o: found.append(o) if o.get_attr(name) is not None else None, False)
        return found

    for label, pre in (("pre", True), ("post", False)):
        _say(f"Invoke block {label}-order visits on blocks")
        for o in marked("walk_blocks"):
            for region in o.regions:
                for block in list(region.blocks):
                    walk_block(block, _visit_block, pre)
    for label, pre in (("pre", True), ("post", False)):
        _say(f"Invoke region {label}-order visits on region")
        for o in marked("walk_regions"):
            for region in o.regions:
                walk_region(region, _visit_region, pre)


def _discard(op: Any) -> None:
    op.drop_all_references()


def _erasure_callbacks(op: Any) -> None:
    _say("Op pre-order erasures (skip)")
    c = op.clone()
    walk_ops(c, _skip_erase_op, True)
    _discard(c)
    _say("Block pre-order erasures (skip)")
    c = op.clone()
    walk_blocks(c, _skip_erase_block, True)
    _discard(c)
    _say("Op post-order erasures (skip)")
    c = op.clone()
    walk_ops(c, _skip_erase_op, False)
    _discard(c)
    _say("Block post-order erasures (skip)")
    c = op.clone()
    walk_blocks(c, _skip_erase_block, False)
    _discard(c)

    _say("Op post-order erasures (no skip)")
    c = op.clone()
    walk_ops(c, _erase_op, False)
    _say("Block post-order erasures (no skip)")
    c = op.clone()
    walk_blocks(c, _erase_block, False)
    _discard(c)


@register_pass("test-ir-visitors", summary="Test various visitors.")
class TestIRVisitorsPass(Pass):
    def run_on_operation(self, op: Any) -> None:
        _pure_callbacks(op)
        _block_and_region_walkers(op)
        _erasure_callbacks(op)
        self.mark_all_analyses_preserved()
