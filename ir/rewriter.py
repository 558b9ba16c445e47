"""``PatternRewriter``: the only way rewrite patterns change IR, with listener hooks.

A rewrite pattern (a generated matcher or a hand-written function) never edits
the IR directly: it calls the rewriter, which performs the change and tells its
listener (the greedy driver) what happened, so the driver can re-queue exactly
the ops that changed:

* ``insert(op)`` — a new op was placed before the insertion point
  (``notify_inserted``);
* ``replace_op(op, values)`` / ``replace_all_uses_with(old, new)`` — uses moved
  (``notify_replaced``, then the users are ``notify_modified``);
* ``erase_op(op)`` (``notify_erased``, for the op and every op nested in it);
* ``modify(op)`` after an in-place change (``notify_modified``).

The insertion point is "before op ``ip``" (``ip`` may be ``None`` with a block:
at the end). ``create(cls, ...)`` builds through the op class's generated
``build`` and inserts the result.

What it does not do: match anything, fold, or decide what to visit next (the
driver does); it does not verify the IR it produces.
"""

from __future__ import annotations

from typing import Any, Optional, Sequence

from .core import Block, IRError, Operation, Region, Value

__all__ = ["Listener", "PatternRewriter"]


class Listener:
    """Receives rewriter notifications; every hook is optional (no-op here)."""

    __slots__ = ()

    def notify_inserted(self, op: Operation) -> None:
        """``op`` was inserted into a block."""

    def notify_erased(self, op: Operation) -> None:
        """``op`` is about to be erased (its results have no uses left)."""

    def notify_replaced(self, op: Operation, values: Sequence[Value]) -> None:
        """All uses of ``op``'s results are about to move to ``values``."""

    def notify_modified(self, op: Operation) -> None:
        """``op`` was changed in place (operands, attributes, position)."""


_NULL = Listener()


class PatternRewriter:
    """Rewrites IR and notifies a ``Listener``; carries the insertion point."""

    __slots__ = ("block", "ip", "listener")

    def __init__(self, listener: Optional[Listener] = None) -> None:
        self.listener: Listener = listener if listener is not None else _NULL
        self.block: Optional[Block] = None
        self.ip: Optional[Operation] = None

    # -- insertion point
    def set_insertion_point(self, op: Operation) -> None:
        """Insert new ops right before ``op``."""
        self.block = op.parent
        self.ip = op

    def set_insertion_point_after(self, op: Operation) -> None:
        self.block = op.parent
        self.ip = op.next

    def set_insertion_point_to_start(self, block: Block) -> None:
        self.block = block
        self.ip = block.first

    def set_insertion_point_to_end(self, block: Block) -> None:
        self.block = block
        self.ip = None

    # -- creation
    def insert(self, op: Operation) -> Operation:
        """Insert a detached ``op`` at the insertion point and notify."""
        blk = self.block
        if blk is None:
            raise ValueError("PatternRewriter has no insertion point")
        blk.insert_before(self.ip, op)
        self.listener.notify_inserted(op)
        return op

    def create(self, cls: Any, *args: Any, **kwargs: Any) -> Operation:
        """``cls.build(*args, **kwargs)`` inserted at the insertion point."""
        return self.insert(cls.build(*args, **kwargs))

    # -- replacement and erasure
    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        """Move every use of ``old`` to ``new``; each user is reported modified."""
        if old is new:
            return
        lst = self.listener
        use = old.first_use
        while use is not None:
            nxt = use.next_use
            use.set(new)
            lst.notify_modified(use.owner)
            use = nxt

    def replace_op(self, op: Operation, values: Sequence[Value]) -> None:
        """Replace every result of ``op`` with ``values`` and erase ``op``."""
        res = op.results
        if len(values) != len(res):
            raise ValueError(f"'{op.name}' has {len(res)} results, {len(values)} replacement values given")
        self.listener.notify_replaced(op, values)
        for r, v in zip(res, values):
            self.replace_all_uses_with(r, v)
        self.erase_op(op)

    def replace_op_with_new(self, op: Operation, new: Operation) -> Operation:
        """Insert ``new`` before ``op``, then replace ``op`` with its results."""
        self.set_insertion_point(op)
        self.insert(new)
        self.replace_op(op, new.results)
        return new

    def erase_op(self, op: Operation) -> None:
        """Erase ``op`` (its results must be unused) and everything nested in it."""
        lst = self.listener
        if lst is not _NULL:
            for r in op.regions:
                for b in r.blocks:
                    o = b.last
                    while o is not None:
                        prev = o.prev
                        lst.notify_erased(o)
                        o = prev
            lst.notify_erased(op)
        op.erase()

    def modify(self, op: Operation) -> None:
        """Report that ``op`` was changed in place."""
        self.listener.notify_modified(op)

    def set_operand(self, op: Operation, i: int, v: Value) -> None:
        op.op_operands[i].set(v)
        self.listener.notify_modified(op)

    # -- block and region structure (no notifications: moved ops keep their place in a worklist)
    def inline_region_before(self, region: Region, before: Any, index: int | None = None) -> None:
        """Move ``region``'s blocks before block ``before``, or into region ``before``
        (at ``index``, default the end). Their ops keep their place in the worklist."""
        if isinstance(before, Block):
            dest = before.parent
            if dest is None:
                raise IRError("inline_region_before: the block is not in a region")
            idx = dest.blocks.index(before)
        else:
            dest = before
            idx = len(dest.blocks) if index is None else index
        blocks = region.blocks
        region.blocks = []
        for b in blocks:
            b.parent = dest
        dest.blocks[idx:idx] = blocks

    def split_block(self, block: Block, before_op: Operation | None) -> Block:
        """Move ``before_op`` and every op after it (none if ``None``) into a new block
        inserted right after ``block``; returns the new block."""
        region = block.parent
        new = Block()
        new.parent = region
        if region is not None:
            region.blocks.insert(region.blocks.index(block) + 1, new)
        if before_op is None:
            return new
        if before_op.parent is not block:
            raise IRError("split_block: the op is not in the block")
        p = before_op.prev
        new.first = before_op
        new.last = block.last
        block.last = p
        if p is None:
            block.first = None
        else:
            p.next = None
        before_op.prev = None
        o: Operation | None = before_op
        while o is not None:
            o.parent = new
            o = o.next
        return new

    def move_before(self, op: Operation, anchor: Operation) -> None:
        op.move_before(anchor)
        self.listener.notify_modified(op)
