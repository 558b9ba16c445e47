"""The IR data structures: values with use lists, operations, blocks, regions.

MLIR's semantics, laid out for CPython speed: every class has ``__slots__``;
operations sit in their block as an intrusive doubly linked list (O(1) insert,
erase and move); every operand is an ``OpOperand`` threaded on its value's
intrusive use list (O(1) add and remove); empty attribute dictionaries, region
lists and successor lists share one immutable empty object instead of being
allocated per op.

This module knows nothing of text, verification or dialects: op classes for
registered ops subclass ``Operation`` (see ``ir.context``), and traits are
class-level frozensets of names. Types and attributes are opaque here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import Any

from .diagnostics import IrliteError

EMPTY_DICT: Mapping[str, Any] = MappingProxyType({})
EMPTY: tuple = ()


class IRError(IrliteError):
    """Misuse of the IR API (not a user-facing diagnostic)."""


# ---------------------------------------------------------------- values


class Value:
    """An SSA value: an op result or a block argument.

    ``first_use`` heads the intrusive list of ``OpOperand`` that read it.
    """

    __slots__ = ("type", "first_use")

    def __init__(self, type: Any) -> None:
        self.type = type
        self.first_use: OpOperand | None = None

    # -- uses
    @property
    def uses(self) -> Iterator[OpOperand]:
        use = self.first_use
        while use is not None:
            nxt = use.next_use
            yield use
            use = nxt

    @property
    def users(self) -> Iterator[Operation]:
        for use in self.uses:
            yield use.owner

    def has_uses(self) -> bool:
        return self.first_use is not None

    def has_one_use(self) -> bool:
        u = self.first_use
        return u is not None and u.next_use is None

    def num_uses(self) -> int:
        n = 0
        u = self.first_use
        while u is not None:
            n += 1
            u = u.next_use
        return n

    def replace_all_uses_with(self, new: Value) -> None:
        """Point every use of this value at ``new`` (no-op if same value)."""
        if new is self:
            return
        use = self.first_use
        while use is not None:
            nxt = use.next_use
            use.set(new)
            use = nxt

    def replace_uses_if(self, new: Value, pred: Callable[[OpOperand], bool]) -> None:
        use = self.first_use
        while use is not None:
            nxt = use.next_use
            if pred(use):
                use.set(new)
            use = nxt

    @property
    def owner_op(self) -> Operation | None:
        return None

    @property
    def parent_block(self) -> Block | None:
        raise NotImplementedError


class OpResult(Value):
    __slots__ = ("owner", "index")

    def __init__(self, type: Any, owner: Operation, index: int) -> None:
        self.type = type
        self.first_use = None
        self.owner = owner
        self.index = index

    @property
    def owner_op(self) -> Operation:
        return self.owner

    @property
    def parent_block(self) -> Block | None:
        return self.owner.parent

    def __repr__(self) -> str:
        return f"<OpResult #{self.index} of {self.owner.name}: {self.type}>"


class BlockArgument(Value):
    __slots__ = ("owner", "index", "loc")

    def __init__(self, type: Any, owner: Block, index: int, loc: Any = None) -> None:
        self.type = type
        self.first_use = None
        self.owner = owner
        self.index = index
        self.loc = loc

    @property
    def parent_block(self) -> Block:
        return self.owner

    def __repr__(self) -> str:
        return f"<BlockArgument #{self.index}: {self.type}>"


class OpOperand:
    """One operand slot of an op; a node of its value's use list."""

    __slots__ = ("owner", "index", "value", "next_use", "prev_use")

    def __init__(self, owner: Operation, index: int, value: Value) -> None:
        self.owner = owner
        self.index = index
        self.value = value
        head = value.first_use
        self.next_use = head
        self.prev_use = None
        if head is not None:
            head.prev_use = self
        value.first_use = self

    def _unlink(self) -> None:
        p = self.prev_use
        n = self.next_use
        if p is None:
            self.value.first_use = n
        else:
            p.next_use = n
        if n is not None:
            n.prev_use = p
        self.next_use = self.prev_use = None

    def set(self, value: Value) -> None:
        """Make this slot read ``value`` instead (moves it between use lists)."""
        if value is self.value:
            return
        self._unlink()
        self.value = value
        head = value.first_use
        self.next_use = head
        if head is not None:
            head.prev_use = self
        value.first_use = self

    def drop(self) -> None:
        self._unlink()


# ------------------------------------------------------------ operations

#: op name -> {interface class: implementation class}: interfaces attached to ops from
#: outside their definition (MLIR's external models; ``ir.interfaces.attach_interface``).
EXTERNAL_INTERFACES: dict[str, dict[type, type]] = {}



class Operation:
    """A generic operation. Registered ops are subclasses (see ``ir.context``).

    ``properties`` and ``attributes`` may be shared immutable mappings (the
    parser shares one per distinct text): change them only through
    ``set_attr`` / ``remove_attr`` / ``set_discardable_attr``, which copy on write.

    Class-level facts (overridden by op classes): ``traits`` (frozenset of
    trait names), ``INTERFACES`` (see ``interface()``), ``OP_NAME``, ``dialect``. Instance state: ``name`` (str),
    ``op_operands`` (the list of ``OpOperand``: read it freely, change it only through
    ``set_operand``/``set_operands``; ``operands`` gives the values), ``results`` (tuple of ``OpResult``),
    ``properties`` (inherent attributes, name -> Attribute), ``attributes``
    (discardable attributes), ``regions``, ``successors`` (blocks), ``loc``,
    ``parent`` (the block holding it), ``prev``/``next`` (siblings).
    """

    __slots__ = (
        "name",
        "op_operands",
        "results",
        "properties",
        "attributes",
        "regions",
        "successors",
        "loc",
        "parent",
        "prev",
        "next",
        "__weakref__",
    )

    traits: frozenset = frozenset()
    OP_NAME: str = ""
    registered: bool = False
    # Names of inherent attributes (stored in ``properties``), for registered ops.
    inherent_attrs: frozenset = frozenset()
    # Inherent attributes with default values, filled in when absent from the text.
    DEFAULT_PROPERTIES: Mapping[str, Any] = EMPTY_DICT
    # The op interfaces the class implements: interface class -> implementation class
    # (see ``ir.interfaces``; ``interface()`` binds one to an op).
    INTERFACES: Mapping[type, type] = EMPTY_DICT

    def __init__(
        self,
        name: str,
        operands: Sequence[Value] = EMPTY,
        result_types: Sequence[Any] = EMPTY,
        properties: Mapping[str, Any] | None = None,
        attributes: Mapping[str, Any] | None = None,
        regions: Sequence[Region] | int = EMPTY,
        successors: Sequence[Block] = EMPTY,
        loc: Any = None,
    ) -> None:
        self.name = name
        if type(operands) is list and len(operands) == 2:  # the most common arity
            self.op_operands = [OpOperand(self, 0, operands[0]), OpOperand(self, 1, operands[1])]
        else:
            self.op_operands = [OpOperand(self, i, v) for i, v in enumerate(operands)]
        if type(result_types) is list and len(result_types) == 1:
            self.results = (OpResult(result_types[0], self, 0),)
        else:
            self.results = tuple([OpResult(t, self, i) for i, t in enumerate(result_types)])
        self.properties = dict(properties) if properties else EMPTY_DICT
        self.attributes = dict(attributes) if attributes else EMPTY_DICT
        if isinstance(regions, int):
            regions = [Region() for _ in range(regions)]
        if regions:
            self.regions = list(regions)
            for r in self.regions:
                if r.parent is not None:
                    raise IRError("region already belongs to an operation")
                r.parent = self
        else:
            self.regions = EMPTY
        self.successors = list(successors) if successors else EMPTY
        self.loc = loc
        self.parent = None
        self.prev = None
        self.next = None

    @classmethod
    def create(cls, *args: Any, **kwargs: Any) -> Operation:
        return cls(*args, **kwargs)

    # -- operands
    @property
    def operands(self) -> list[Value]:
        return [o.value for o in self.op_operands]

    @property
    def num_operands(self) -> int:
        return len(self.op_operands)

    def operand(self, i: int) -> Value:
        return self.op_operands[i].value

    def set_operand(self, i: int, v: Value) -> None:
        self.op_operands[i].set(v)

    def set_operands(self, values: Sequence[Value]) -> None:
        for o in self.op_operands:
            o.drop()
        self.op_operands = [OpOperand(self, i, v) for i, v in enumerate(values)]

    # -- results
    @property
    def result(self) -> OpResult:
        if len(self.results) != 1:
            raise IRError(f"'{self.name}' has {len(self.results)} results, not 1")
        return self.results[0]

    @property
    def result_types(self) -> list[Any]:
        return [r.type for r in self.results]

    def replace_all_uses_with(self, values: Sequence[Value]) -> None:
        if len(values) != len(self.results):
            raise IRError("replacement value count does not match result count")
        for r, v in zip(self.results, values):
            r.replace_all_uses_with(v)

    def use_empty(self) -> bool:
        for r in self.results:
            if r.first_use is not None:
                return False
        return True

    # -- attributes
    def get_attr(self, name: str, default: Any = None) -> Any:
        """An inherent attribute if there is one of that name, else a discardable one."""
        v = self.properties.get(name)
        if v is None:
            v = self.attributes.get(name, default)
        return v

    def set_attr(self, name: str, value: Any) -> None:
        """Set ``name``: inherent names of registered ops go to properties."""
        if name in self.inherent_attrs or (name in self.properties):
            if type(self.properties) is not dict:  # shared/immutable: copy on write
                self.properties = dict(self.properties)
            self.properties[name] = value  # type: ignore[index]
        else:
            if type(self.attributes) is not dict:
                self.attributes = dict(self.attributes)
            self.attributes[name] = value  # type: ignore[index]

    def remove_attr(self, name: str) -> Any:
        if name in self.properties:
            v = self.properties[name]
            d = dict(self.properties)
            del d[name]
            self.properties = d or EMPTY_DICT
            return v
        if name in self.attributes:
            v = self.attributes[name]
            d = dict(self.attributes)
            del d[name]
            self.attributes = d or EMPTY_DICT
            return v
        return None

    def set_discardable_attr(self, name: str, value: Any) -> None:
        if type(self.attributes) is not dict:
            self.attributes = dict(self.attributes)
        self.attributes[name] = value  # type: ignore[index]

    # -- traits and interfaces
    @classmethod
    def has_trait(cls, trait: str) -> bool:
        return trait in cls.traits

    def interface(self, iface: type) -> Any:
        """This op's implementation of op interface ``iface`` (an ``ir.interfaces`` class),
        bound to it, or None when the op does not implement it (MLIR's ``dyn_cast``)."""
        impl = type(self).INTERFACES.get(iface)
        if impl is None:
            ext = EXTERNAL_INTERFACES.get(self.name)
            if ext is None:
                return None
            impl = ext.get(iface)
            if impl is None:
                return None
        return impl(self)

    # -- structure
    @property
    def block(self) -> Block | None:
        return self.parent

    @property
    def parent_region(self) -> Region | None:
        b = self.parent
        return b.parent if b is not None else None

    @property
    def parent_op(self) -> Operation | None:
        b = self.parent
        if b is None:
            return None
        r = b.parent
        return r.parent if r is not None else None

    def is_ancestor(self, other: Operation) -> bool:
        """True if ``other`` is this op or nested (transitively) inside it."""
        op: Operation | None = other
        while op is not None:
            if op is self:
                return True
            op = op.parent_op
        return False

    def is_before_in_block(self, other: Operation) -> bool:
        """True if this op comes strictly before ``other`` in the same block (linear scan)."""
        op = self.next
        while op is not None:
            if op is other:
                return True
            op = op.next
        return False

    def region(self, i: int = 0) -> Region:
        return self.regions[i]

    # -- walking
    def walk(self, fn: Callable[[Operation], Any] | None = None, post_order: bool = True):
        """Visit this op and all nested ops. Post-order (MLIR's default) or pre-order.

        With ``fn`` each op is passed to it (the walk tolerates ``fn`` erasing
        the op it is given); without it an iterator is returned.
        """
        if fn is None:
            return self._walk_iter(post_order)
        for op in list(self._walk_iter(post_order)):
            fn(op)
        return None

    def _walk_iter(self, post_order: bool) -> Iterator[Operation]:
        if not post_order:
            yield self
        for r in self.regions:
            for b in r.blocks:
                op = b.first
                while op is not None:
                    nxt = op.next
                    yield from op._walk_iter(post_order)
                    op = nxt
        if post_order:
            yield self

    # -- mutation
    def detach(self) -> Operation:
        """Unlink from the parent block (uses are untouched)."""
        b = self.parent
        if b is not None:
            p, n = self.prev, self.next
            if p is None:
                b.first = n
            else:
                p.next = n
            if n is None:
                b.last = p
            else:
                n.prev = p
            self.parent = self.prev = self.next = None
        return self

    def drop_all_references(self) -> None:
        """Drop operand uses of this op and everything nested (before erasing a cycle)."""
        for o in self.op_operands:
            o.drop()
        self.op_operands = []
        for r in self.regions:
            for b in r.blocks:
                for op in b.ops:
                    op.drop_all_references()

    def erase(self) -> None:
        """Unlink and destroy. Results must have no uses left."""
        for r in self.results:
            if r.first_use is not None:
                raise IRError(f"erasing '{self.name}' whose result still has uses")
        self.detach()
        self.drop_all_references()

    def move_before(self, other: Operation) -> None:
        self.detach()
        other.parent.insert_before(other, self)  # type: ignore[union-attr]

    def move_after(self, other: Operation) -> None:
        self.detach()
        other.parent.insert_after(other, self)  # type: ignore[union-attr]

    def clone(self, mapping: dict | None = None, clone_regions: bool = True) -> Operation:
        """Deep copy. ``mapping`` (old value/block -> new) is read and extended."""
        if mapping is None:
            mapping = {}
        cls = type(self)
        new = cls.__new__(cls)
        new.name = self.name
        new.op_operands = [
            OpOperand(new, i, mapping.get(o.value, o.value)) for i, o in enumerate(self.op_operands)
        ]
        new.results = tuple(OpResult(r.type, new, r.index) for r in self.results)
        for old_r, new_r in zip(self.results, new.results):
            mapping[old_r] = new_r
        new.properties = dict(self.properties) if self.properties else EMPTY_DICT
        new.attributes = dict(self.attributes) if self.attributes else EMPTY_DICT
        new.loc = self.loc
        new.parent = new.prev = new.next = None
        new.successors = [mapping.get(s, s) for s in self.successors] if self.successors else EMPTY
        if self.regions:
            new.regions = []
            for r in self.regions:
                nr = Region()
                nr.parent = new
                if clone_regions:
                    r.clone_into(nr, mapping)
                new.regions.append(nr)
        else:
            new.regions = EMPTY
        return new

    def __repr__(self) -> str:
        return f"<Operation {self.name}>"

    def __str__(self) -> str:
        from .printer import print_op

        return print_op(self)


# ---------------------------------------------------------------- blocks


class Block:
    """A list of ops (intrusive, ``first``..``last``) with block arguments."""

    __slots__ = ("args", "first", "last", "parent", "__weakref__")

    def __init__(self, arg_types: Sequence[Any] = EMPTY, arg_locs: Sequence[Any] | None = None):
        if arg_types:
            locs = arg_locs or [None] * len(arg_types)
            self.args = [
                BlockArgument(t, self, i, loc) for i, (t, loc) in enumerate(zip(arg_types, locs))
            ]
        else:
            self.args = []
        self.first: Operation | None = None
        self.last: Operation | None = None
        self.parent: Region | None = None

    # -- args
    def add_argument(self, type: Any, loc: Any = None) -> BlockArgument:
        a = BlockArgument(type, self, len(self.args), loc)
        self.args.append(a)
        return a

    def insert_argument(self, index: int, type: Any, loc: Any = None) -> BlockArgument:
        a = BlockArgument(type, self, index, loc)
        self.args.insert(index, a)
        for i, x in enumerate(self.args):
            x.index = i
        return a

    def erase_argument(self, index: int) -> None:
        a = self.args[index]
        if a.first_use is not None:
            raise IRError("erasing a block argument that still has uses")
        del self.args[index]
        for i, x in enumerate(self.args):
            x.index = i

    @property
    def arg_types(self) -> list[Any]:
        return [a.type for a in self.args]

    # -- ops
    @property
    def ops(self) -> Iterator[Operation]:
        op = self.first
        while op is not None:
            nxt = op.next
            yield op
            op = nxt

    def __iter__(self) -> Iterator[Operation]:
        return self.ops

    def reversed_ops(self) -> Iterator[Operation]:
        op = self.last
        while op is not None:
            prv = op.prev
            yield op
            op = prv

    def is_empty(self) -> bool:
        return self.first is None

    def __len__(self) -> int:
        n = 0
        op = self.first
        while op is not None:
            n += 1
            op = op.next
        return n

    @property
    def terminator(self) -> Operation | None:
        return self.last

    def append(self, op: Operation) -> Operation:
        if op.parent is not None:
            raise IRError(f"'{op.name}' is already in a block")
        op.parent = self
        last = self.last
        op.prev = last
        op.next = None
        if last is None:
            self.first = op
        else:
            last.next = op
        self.last = op
        return op

    def insert_before(self, anchor: Operation | None, op: Operation) -> Operation:
        """Insert ``op`` before ``anchor`` (``None`` means at the end)."""
        if anchor is None:
            return self.append(op)
        if op.parent is not None:
            raise IRError(f"'{op.name}' is already in a block")
        op.parent = self
        p = anchor.prev
        op.prev = p
        op.next = anchor
        anchor.prev = op
        if p is None:
            self.first = op
        else:
            p.next = op
        return op

    def insert_after(self, anchor: Operation | None, op: Operation) -> Operation:
        """Insert ``op`` after ``anchor`` (``None`` means at the start)."""
        if anchor is None:
            return self.insert_before(self.first, op)
        return self.insert_before(anchor.next, op)

    # -- structure
    @property
    def parent_op(self) -> Operation | None:
        r = self.parent
        return r.parent if r is not None else None

    def is_entry_block(self) -> bool:
        r = self.parent
        return r is not None and bool(r.blocks) and r.blocks[0] is self

    @property
    def successors(self) -> Sequence[Block]:
        t = self.last
        return t.successors if t is not None else EMPTY

    @property
    def predecessors(self) -> list[Block]:
        """Blocks whose terminator branches here, once per edge, in region order."""
        r = self.parent
        preds: list[Block] = []
        if r is None:
            return preds
        for b in r.blocks:
            t = b.last
            if t is not None and t.successors:
                for s in t.successors:
                    if s is self:
                        preds.append(b)
        return preds

    def erase(self) -> None:
        if self.parent is not None:
            self.parent.blocks.remove(self)
            self.parent = None
        for op in list(self.ops):
            op.drop_all_references()
        self.first = self.last = None

    def __repr__(self) -> str:
        return f"<Block with {len(self.args)} args>"


# --------------------------------------------------------------- regions


class Region:
    """A list of blocks owned by an op."""

    __slots__ = ("blocks", "parent", "__weakref__")

    def __init__(self, blocks: Sequence[Block] = EMPTY) -> None:
        self.blocks: list[Block] = []
        self.parent: Operation | None = None
        for b in blocks:
            self.add_block(b)

    def add_block(self, block: Block) -> Block:
        if block.parent is not None:
            raise IRError("block already belongs to a region")
        block.parent = self
        self.blocks.append(block)
        return block

    def insert_block(self, index: int, block: Block) -> Block:
        block.parent = self
        self.blocks.insert(index, block)
        return block

    @property
    def entry(self) -> Block:
        return self.blocks[0]

    def is_empty(self) -> bool:
        return not self.blocks

    @property
    def ops(self) -> Iterator[Operation]:
        for b in self.blocks:
            yield from b.ops

    def is_ancestor_of(self, op: Operation) -> bool:
        r = op.parent_region
        while r is not None:
            if r is self:
                return True
            p = r.parent
            r = p.parent_region if p is not None else None
        return False

    def clone_into(self, dest: Region, mapping: dict) -> None:
        """Append clones of this region's blocks to ``dest``; ``mapping`` is extended. A block
        argument ``mapping`` already maps is not cloned: its uses read the mapped value (as
        MLIR's ``Region::cloneInto``, how a caller drops arguments while cloning)."""
        new_blocks = []
        for b in self.blocks:
            nb = Block()
            for a in b.args:
                if a not in mapping:
                    mapping[a] = nb.add_argument(a.type, a.loc)
            mapping[b] = nb
            new_blocks.append((b, nb))
        for b, nb in new_blocks:
            dest.add_block(nb)
            for op in b.ops:
                nb.append(op.clone(mapping))

    def take_body(self, other: Region) -> None:
        """Move all blocks of ``other`` into this (empty) region."""
        for b in other.blocks:
            b.parent = self
            self.blocks.append(b)
        other.blocks = []

    def __repr__(self) -> str:
        return f"<Region with {len(self.blocks)} blocks>"
