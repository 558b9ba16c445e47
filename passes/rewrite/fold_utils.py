"""``OperationFolder``: fold one op at a time, constants uniqued and hoisted (MLIR's ``FoldUtils``).

``OperationFolder(folders, materializers, listener)`` folds the ops it is handed
(``try_to_fold(op)``), as MLIR 19's ``OperationFolder::tryToFold``:

* a ``Commutative`` op first gets its constant operands moved to the end (stable),
  which counts as an in-place fold; it is folded in a later call (as mlir-opt 19
  behaves: ``muli(c1, x)`` becomes ``muli(x, c1)``, not ``x``);
* the op's folder (``folders[name](op, constants)``, the protocol of
  ``rules/arith_folds``: ``None`` fails, ``True`` is an in-place update, else a value
  or attribute, or a list of them, one per result) runs; a ``ConstantLike`` op folds to
  its ``value``;
* an attribute result becomes a constant of the op's dialect (its materializer,
  ``(attr, type, loc) -> detached op``), created at the front of the entry block of
  the *insertion region* (the nearest region whose parent is isolated from above,
  unregistered, or top level) with an unknown location, and uniqued there per
  (dialect, attribute, type): a second fold to the same constant reuses the first; a
  constant materialized in another dialect (``math`` materializes ``arith.constant``)
  is uniqued under both;
* the op's results are replaced and the op erased through a ``PatternRewriter`` that
  tells ``listener`` (``notify_inserted`` for each new constant, ``notify_replaced``,
  ``notify_erased``, ``notify_modified`` for an in-place fold).

A folder-owned constant is never folded again; when something was inserted in front
of it, it moves back to the front of its block.

What it does not do: pick the ops to fold or revisit them (its callers walk: the
``test-constant-fold`` pass), or apply patterns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...ir.core import Block, BlockArgument, Operation, OpResult, Region, Value
from ...ir.location import UnknownLoc
from ...ir.rewriter import Listener, PatternRewriter

__all__ = ["OperationFolder", "folding_tables"]


def folding_tables(ctx: Any) -> tuple[dict[str, Callable], dict[str, Callable]]:
    """(folders by op name, materializers by dialect) of the dialects loaded in ``ctx``."""
    from ..transforms.canonicalize import dialect_folding

    folders: dict = {}
    mats: dict = {}
    for name in sorted(dict.keys(ctx.dialects)):  # loaded dialects only: no lazy loading
        f, m = dialect_folding(name, ctx)
        folders.update(f)
        if m is not None:
            mats[name] = m
    return folders, mats


def _dialect(op: Operation) -> str:
    return op.name.partition(".")[0]


def _is_constant(op: Any) -> bool:
    return op is not None and "ConstantLike" in type(op).traits


def _constant_of(v: Value) -> Any:
    """The attribute of ``v``'s defining ``ConstantLike`` op (MLIR's ``m_Constant``), or None."""
    if type(v) is OpResult and _is_constant(v.owner):
        return v.owner.properties.get("value")
    return None


class OperationFolder:
    """Folds ops and owns the constants it materializes (see the module docstring)."""

    def __init__(
        self,
        folders: dict[str, Callable],
        materializers: dict[str, Callable],
        listener: Listener | None = None,
    ) -> None:
        self.folders = folders
        self.materializers = materializers
        self.rewriter = PatternRewriter(listener)
        self.loc = UnknownLoc.get()
        # insertion region -> {(dialect, attribute, type): constant op}
        self.scopes: dict[Region, dict[tuple, Operation]] = {}
        # folder-owned constant -> the dialects it is uniqued under
        self.referenced: dict[Operation, list[str]] = {}

    # -- queries
    def is_folder_owned(self, op: Operation | None) -> bool:
        return op is not None and op in self.referenced

    @staticmethod
    def insertion_region(block: Block) -> Region:
        """Where constants folded in ``block`` go: the nearest enclosing region whose
        parent op is isolated from above, unregistered, or not in a block."""
        while True:
            region = block.parent
            p = region.parent
            if (
                p is None
                or p.parent is None
                or "IsolatedFromAbove" in type(p).traits
                or not getattr(type(p), "registered", False)
            ):
                return region
            block = p.parent

    # -- folding
    def try_to_fold(self, op: Operation) -> bool:
        """Fold ``op``: True when it was replaced (and erased) or updated in place."""
        if self.is_folder_owned(op):
            block = op.parent
            if block.first is not op and not self.is_folder_owned(op.prev):
                op.move_before(block.first)
            return False
        results = self._fold(op)
        if results is None:
            return False
        if not results:
            self.rewriter.modify(op)
            return True
        self.notify_removal(op)
        self.rewriter.replace_op(op, results)
        return True

    def _fold(self, op: Operation) -> list[Value] | None:
        """The values replacing ``op``'s results; ``[]`` for an in-place update; None."""
        operands = op.op_operands
        if len(operands) >= 2 and "Commutative" in type(op).traits:
            values = [o.value for o in operands]
            const = [_constant_of(v) is not None for v in values]
            first = const.index(True) if True in const else len(values)
            tail = list(zip(values[first:], const[first:]))
            moved = [v for v, c in tail if not c] + [v for v, c in tail if c]
            if moved != values[first:]:
                for o, v in zip(operands[first:], moved):
                    o.set(v)
                # mlir-opt 19 does not fold the op in the call that moved its operands
                return []
        folded = self._fold_hook(op)
        if folded is None:
            return None
        if folded is True:
            return []
        if not isinstance(folded, list):
            folded = [folded]
        if len(folded) == 1 and folded[0] is op.results[0]:
            return []
        return self._process_fold_results(op, folded)

    def _fold_hook(self, op: Operation) -> Any:
        if _is_constant(op):
            return op.properties.get("value")
        folder = self.folders.get(op.name)
        if folder is None:
            return None
        return folder(op, [_constant_of(o.value) for o in op.op_operands])

    def _process_fold_results(self, op: Operation, folded: list) -> list[Value] | None:
        if len(folded) != len(op.results):
            return None
        region = self.insertion_region(op.parent)
        entry = region.blocks[0]
        anchor = entry.first  # new constants go before it, in order
        consts = self.scopes.setdefault(region, {})
        dialect = _dialect(op)
        created: list[Operation] = []
        values: list[Value] = []
        for x, res in zip(folded, op.results):
            if type(x) is OpResult or type(x) is BlockArgument:
                if x.type is not res.type:
                    return None
                values.append(x)
                continue
            c = self._get_or_create(consts, dialect, x, res.type, entry, anchor, created)
            if c is None:
                for o in created:
                    self.notify_removal(o)
                    self.rewriter.erase_op(o)
                return None
            block = op.parent
            if c.parent is block and block.first is not c:
                c.move_before(block.first)
            values.append(c.results[0])
        return values

    def _get_or_create(
        self,
        consts: dict,
        dialect: str,
        attr: Any,
        t: Any,
        entry: Block,
        anchor: Operation | None,
        created: list,
    ) -> Operation | None:
        """MLIR's ``tryGetOrCreateConstant``: the uniqued constant, else a new one."""
        key = (dialect, attr, t)
        c = consts.get(key)
        if c is not None:
            return c
        mat = self.materializers.get(dialect)
        if mat is None:
            return None
        c = mat(attr, t, self.loc)
        if c is None:
            return None
        rw = self.rewriter
        if anchor is not None and anchor.parent is entry:
            rw.set_insertion_point(anchor)
        else:
            rw.set_insertion_point_to_end(entry)
        rw.insert(c)
        created.append(c)
        new_dialect = _dialect(c)
        if new_dialect == dialect:
            self.referenced[c] = [dialect]
            consts[key] = c
            return c
        key2 = (new_dialect, attr, t)
        existing = consts.get(key2)
        if existing is not None:
            created.pop()
            rw.erase_op(c)
            self.referenced[existing].append(dialect)
            consts[key] = existing
            return existing
        self.referenced[c] = [dialect, new_dialect]
        consts[key] = consts[key2] = c
        return c

    def notify_removal(self, op: Operation) -> None:
        """Forget ``op`` if it is a folder-owned constant (before it is erased)."""
        dialects = self.referenced.pop(op, None)
        if dialects is None:
            return
        consts = self.scopes.get(self.insertion_region(op.parent), {})
        attr = op.properties.get("value")
        t = op.results[0].type
        for d in dialects:
            if consts.get((d, attr, t)) is op:
                del consts[(d, attr, t)]
