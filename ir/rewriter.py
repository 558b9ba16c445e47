"""``PatternRewriter``: MLIR's ``RewriterBase``, a ``Builder`` that also rewrites.

A rewrite pattern (a generated matcher or a hand-written function) never edits
the IR directly: it calls the rewriter, which performs the change and tells its
listener (the greedy driver, the conversion driver) what happened, so the
driver can re-queue exactly the ops that changed:

* building (from ``Builder``, ``ir.builder``): ``create(op, ...)`` builds an op
  at the insertion point (``notify_inserted``); ``insert(op)`` places a detached
  one there; ``create_block`` adds a block;
* ``replace_op(op, values)`` / ``replace_all_uses_with(old, new)`` — uses moved
  (``notify_replaced``, then the users are ``notify_modified``);
* ``erase_op(op)`` (``notify_erased``, for the op and every op nested in it);
* ``modify(op)`` after an in-place change (``notify_modified``);
* block surgery: ``split_block``, ``inline_block_before``, ``merge_blocks``,
  ``erase_block``, ``inline_region_before``.

The insertion point is the builder's: "before op ``ip``" (``ip`` may be ``None``
with a block: at the end); ``set_insertion_point*`` move it and
``insertion_guard()`` saves and restores it around a ``with`` block.

There is one way to build an op, ``create``, in two forms (MLIR's typed
``create<OpTy>(...)`` and ``create(OperationState)``):

* ``create(OpClass, *args, **kwargs)``: the op class's generated ``build``
  (what generated matchers call);
* ``create("dialect.op", operands, result_types, properties=..., attributes=...,
  regions=..., successors=..., loc=...)``: the generic form; the name is
  resolved through the rewriter's ``context`` (one it was given, else one it
  creates on first need) and the op's default properties are filled in under
  the given ones.

``create_detached`` builds the same way without inserting. A rewriter is a
builder in every way: ``with rewriter:`` makes it the current builder, so the
generated constructors of ``irlite.dialects.<d>`` build at its insertion point
and its listener hears of them.

What it does not do: match anything, fold, or decide what to visit next (the
driver does); it does not verify the IR it produces.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .builder import Builder, BuilderListener
from .core import Block, IRError, Operation, Region, Value

if TYPE_CHECKING:
    from .context import Context

__all__ = ["Listener", "PatternRewriter"]


def _drop_uses(v: Value) -> None:
    """Unlink every use of ``v`` from its use list (for values whose users are erased too)."""
    u = v.first_use
    while u is not None:
        nxt = u.next_use
        u.drop()
        u = nxt


class Listener(BuilderListener):
    """Receives rewriter notifications; every hook is optional (no-op here).

    ``notify_inserted`` (``op`` was inserted into a block) comes from ``BuilderListener``."""

    __slots__ = ()

    def notify_erased(self, op: Operation) -> None:
        """``op`` is about to be erased (its results have no uses left)."""

    def notify_replaced(self, op: Operation, values: Sequence[Value]) -> None:
        """All uses of ``op``'s results are about to move to ``values``."""

    def notify_modified(self, op: Operation) -> None:
        """``op`` was changed in place (operands, attributes, position)."""


_NULL = Listener()


class PatternRewriter(Builder):
    """Rewrites IR and notifies a ``Listener``; builds at its insertion point (``Builder``)."""

    __slots__ = ()

    def __init__(self, listener: Listener | None = None, context: Context | None = None) -> None:
        self.listener: Listener = listener if listener is not None else _NULL
        self.context: Context | None = context
        self.block: Block | None = None
        self.ip: Operation | None = None
        self.loc: Any = None
        self._classes: dict[str, tuple[type[Operation], dict]] = {}

    def notify_match_failure(self, op: Operation, reason: str) -> bool:
        """Say why a pattern did not match ``op`` (MLIR's ``notifyMatchFailure``); returns False.

        A pattern writes ``return rewriter.notify_match_failure(op, "why")``. The reason
        reaches the listener only if it has a ``notify_match_failure(op, reason)`` method
        (``--debug-rules`` attaches one); otherwise this is one call that does nothing."""
        f = getattr(self.listener, "notify_match_failure", None)
        if f is not None:
            f(op, reason)
        return False

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
            raise ValueError(
                f"'{op.name}' has {len(res)} results, {len(values)} replacement values given"
            )
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
        """Erase ``op`` (its results must be unused) and everything nested in it; the
        listener hears of each nested op first, at any depth (innermost first, each block
        last op first), then of ``op`` (MLIR's ``eraseOp`` order)."""
        lst = self.listener
        if lst is not _NULL:
            if op.regions:
                self._notify_nested_erased(op, lst)
            lst.notify_erased(op)
        op.erase()

    @staticmethod
    def _notify_nested_erased(op: Operation, lst: Any) -> None:
        for r in op.regions:
            for b in r.blocks:
                o = b.last
                while o is not None:
                    prev = o.prev
                    if o.regions:
                        PatternRewriter._notify_nested_erased(o, lst)
                    lst.notify_erased(o)
                    o = prev

    def modify(self, op: Operation) -> None:
        """Report that ``op`` was changed in place."""
        self.listener.notify_modified(op)

    def set_operand(self, op: Operation, i: int, v: Value) -> None:
        op.op_operands[i].set(v)
        self.listener.notify_modified(op)

    # -- block and region structure
    def _replace_block_args(self, block: Block, values: Sequence[Value | None]) -> None:
        if len(values) != len(block.args):
            raise IRError(f"{len(values)} values given for {len(block.args)} block arguments")
        for a, v in zip(block.args, values):
            if v is not None:
                self.replace_all_uses_with(a, v)

    def inline_block_before(
        self, source: Block, op: Operation, arg_values: Sequence[Value | None] = ()
    ) -> None:
        """Move every op of ``source`` before ``op`` and erase the emptied ``source``.

        Uses of ``source``'s arguments become ``arg_values`` (one per argument;
        ``None``: the argument must be unused). Each moved op is reported inserted."""
        self._replace_block_args(source, arg_values)
        dest = op.parent
        if dest is None:
            raise IRError("inline_block_before: the op is not in a block")
        lst = self.listener
        o = source.first
        while o is not None:
            nxt = o.next
            o.detach()
            dest.insert_before(op, o)
            lst.notify_inserted(o)
            o = nxt
        if source.parent is not None:
            source.erase()

    def merge_blocks(
        self, source: Block, dest: Block, arg_values: Sequence[Value | None] = ()
    ) -> None:
        """Move every op of ``source`` to the end of ``dest`` (arguments replaced as
        ``inline_block_before`` says) and erase the emptied ``source``."""
        self._replace_block_args(source, arg_values)
        lst = self.listener
        o = source.first
        while o is not None:
            nxt = o.next
            o.detach()
            dest.append(o)
            lst.notify_inserted(o)
            o = nxt
        if source.parent is not None:
            source.erase()

    def erase_block(self, block: Block) -> None:
        """Erase ``block`` and its ops (each nested op reported erased first).

        Uses of its values that remain elsewhere (in other blocks being erased,
        e.g. unreachable ones) are dropped."""
        lst = self.listener
        ops = list(block.ops)
        if lst is not _NULL:
            for o in ops:
                for r in o.regions:
                    for bb in r.blocks:
                        for x in list(bb.ops):
                            for y in list(x.walk(post_order=False)):
                                lst.notify_erased(y)
                lst.notify_erased(o)
        for o in ops:
            o.drop_all_references()
        for o in ops:
            for r in o.results:
                _drop_uses(r)
            o.detach()
        for a in block.args:
            _drop_uses(a)
        block.erase()

    # region and block moves below report nothing: moved ops keep their place in a worklist
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
