"""``Builder``: MLIR's ``OpBuilder``, an insertion point that ops are built at.

A builder holds an insertion point, "before op ``ip`` in ``block``" (``ip``
``None``: at the end of ``block``), made by ``Builder.at_end(block)``,
``Builder.at_start(block)``, ``Builder.before(op)`` or ``Builder.after(op)``
and moved by ``set_insertion_point*``; ``insertion_guard()`` restores it
around a ``with`` block. ``insert(op)`` places a detached op there and tells
the builder's listener (``notify_inserted``); ``create(OpClass, ...)`` builds
one with the class's ``build`` and inserts it; ``create_block`` adds a block
with arguments and moves the insertion point to its end.

Used as a context manager, a builder becomes the *current* builder (a stack
per thread, as MLIR's ``with InsertionPoint(block):``): the generated op
constructors of ``irlite.dialects.<d>`` insert at ``current_builder()`` and
raise ``BuilderError`` when there is none. A builder's ``loc`` is the location
given to the ops built through it when a constructor gets no ``loc=``.

``PatternRewriter`` (``ir.rewriter``) is a ``Builder`` (MLIR's
``RewriterBase`` is an ``OpBuilder``): the same insertion point and ``create``,
plus replacement, erasure and block surgery, reported to its listener.

The helpers ``module()`` (a detached ``builtin.module`` with its body block) and
``Builder.func(...)`` (a ``func.func`` with its entry block) start a program;
the ``*_attr`` functions below turn plain Python values into the attributes an
op's constraint asks for (what the generated constructors call), passing an
``Attribute`` through unchanged and raising ``BuilderError`` at the Python
line that passed a wrong value.

What it does not do: verify what it builds (``ir.verifier``), or know any op
beyond ``builtin.module`` and ``func.func`` (the dialects' constructors are
generated, ``gen.builder_codegen``).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from .base import Attribute, Type
from .core import Block, IRError, Operation, Region, Value
from .diagnostics import IrliteError

if TYPE_CHECKING:
    from .builtin_dialects import FuncOp, ModuleOp
    from .context import Context

__all__ = [
    "Builder",
    "BuilderError",
    "BuilderListener",
    "current_builder",
    "module",
]


class BuilderError(IrliteError, ValueError):
    """A constructor was called wrongly: no current builder, or a value its op cannot take.

    The message starts with the Python ``file:line:col`` of the call that was wrong."""

    __slots__ = ()


class BuilderListener:
    """Receives a builder's notifications (MLIR's ``OpBuilder::Listener``); no-ops here.

    ``ir.rewriter.Listener`` extends it with the rewriter's hooks."""

    __slots__ = ()

    def notify_inserted(self, op: Operation) -> None:
        """``op`` was inserted into a block."""


_NULL = BuilderListener()
_state = threading.local()  # .stack: this thread's current builders, innermost last

_NO_BUILDER = (
    "no current builder: build ops inside `with Builder.at_end(block):` "
    "(or at_start / before / after)"
)


def current_builder() -> Builder:
    """The innermost builder entered with ``with`` on this thread; ``BuilderError`` if none."""
    stack = getattr(_state, "stack", None)
    if not stack:
        raise BuilderError(_located(_NO_BUILDER))
    return stack[-1]


class Builder:
    """An insertion point (``block``, ``ip``), a listener, a context and a default location."""

    __slots__ = ("_classes", "block", "context", "ip", "listener", "loc")

    def __init__(
        self,
        context: Context | None = None,
        listener: BuilderListener | None = None,
        loc: Any = None,
    ) -> None:
        self.listener: Any = listener if listener is not None else _NULL
        self.context: Context | None = context
        self.block: Block | None = None
        self.ip: Operation | None = None
        self.loc: Any = loc
        self._classes: dict[str, tuple[type[Operation], dict]] = {}

    # -- making one at a point
    @classmethod
    def at_end(cls, block: Block, loc: Any = None) -> Builder:
        """A builder inserting at the end of ``block``."""
        b = cls()
        b.loc = loc
        b.block = block
        return b

    @classmethod
    def at_start(cls, block: Block, loc: Any = None) -> Builder:
        """A builder inserting at the start of ``block`` (before its first op of now)."""
        b = cls()
        b.loc = loc
        b.block = block
        b.ip = block.first
        return b

    @classmethod
    def before(cls, op: Operation, loc: Any = None) -> Builder:
        """A builder inserting right before ``op``."""
        b = cls()
        b.loc = loc
        b.set_insertion_point(op)
        return b

    @classmethod
    def after(cls, op: Operation, loc: Any = None) -> Builder:
        """A builder inserting right after ``op`` (new ops follow each other)."""
        b = cls()
        b.loc = loc
        b.set_insertion_point_after(op)
        return b

    # -- the current builder
    def __enter__(self) -> Builder:
        stack = getattr(_state, "stack", None)
        if stack is None:
            stack = _state.stack = []
        stack.append(self)
        return self

    def __exit__(self, *exc: Any) -> None:
        _state.stack.pop()

    @staticmethod
    def current() -> Builder:
        """``current_builder()``."""
        return current_builder()

    # -- insertion point
    def set_insertion_point(self, op: Operation) -> None:
        """Insert new ops right before ``op``."""
        self.block = op.parent
        self.ip = op

    def set_insertion_point_after(self, op: Operation) -> None:
        """Insert new ops right after ``op``."""
        self.block = op.parent
        self.ip = op.next

    def set_insertion_point_to_start(self, block: Block) -> None:
        """Insert new ops at the start of ``block``."""
        self.block = block
        self.ip = block.first

    def set_insertion_point_to_end(self, block: Block) -> None:
        """Insert new ops at the end of ``block``."""
        self.block = block
        self.ip = None

    def get_insertion_point(self) -> tuple[Block | None, Operation | None]:
        """``(block, op)``: new ops go before ``op`` in ``block`` (``op`` ``None``: at the end)."""
        return self.block, self.ip

    def restore_insertion_point(self, point: tuple[Block | None, Operation | None]) -> None:
        """Go back to a point ``get_insertion_point`` returned."""
        self.block, self.ip = point

    @contextmanager
    def insertion_guard(self) -> Iterator[None]:
        """MLIR's ``InsertionGuard``: the insertion point is restored when the block exits."""
        saved = (self.block, self.ip)
        try:
            yield
        finally:
            self.block, self.ip = saved

    @contextmanager
    def location(self, loc: Any) -> Iterator[None]:
        """Build the ops of a ``with`` block at ``loc`` (the builder's ``loc`` is restored)."""
        saved = self.loc
        self.loc = loc
        try:
            yield
        finally:
            self.loc = saved

    # -- creation
    def insert(self, op: Operation) -> Operation:
        """Insert a detached ``op`` at the insertion point and notify."""
        blk = self.block
        if blk is None:
            raise ValueError(f"{type(self).__name__} has no insertion point")
        blk.insert_before(self.ip, op)
        self.listener.notify_inserted(op)
        return op

    def create(self, op: type[Operation] | str, *args: Any, **kwargs: Any) -> Operation:
        """Build an op and insert it at the insertion point.

        ``op`` an op class: ``op.build(*args, **kwargs)`` (what generated matchers call).
        ``op`` an op name: the generic form, arguments as ``create_detached``."""
        if op.__class__ is str:
            return self.insert(self.create_detached(op, *args, **kwargs))  # type: ignore[arg-type]
        return self.insert(op.build(*args, **kwargs))  # type: ignore[union-attr]

    def create_detached(
        self,
        name: str,
        operands: Sequence[Value] = (),
        result_types: Sequence[Any] = (),
        properties: dict | None = None,
        attributes: dict | None = None,
        regions: Sequence[Region] | int = (),
        successors: Sequence[Block] = (),
        loc: Any = None,
    ) -> Operation:
        """A detached op ``name`` of its registered class (MLIR's ``OperationState``):
        ``properties`` override the class's default properties, ``attributes`` are the
        discardable ones, ``regions`` are moved in (or that many empty regions are made).
        The name is resolved through the builder's ``context`` (one it was given, else
        one it creates on first need)."""
        entry = self._classes.get(name)
        if entry is None:
            cls = self.lookup_op_class(name)
            entry = self._classes[name] = (
                cls,
                dict(getattr(cls, "DEFAULT_PROPERTIES", None) or {}),
            )
        cls, defaults = entry
        if properties:
            p = dict(defaults)
            p.update(properties)
        else:
            p = defaults
        return cls(name, operands, result_types, p or None, attributes, regions, successors, loc)

    def lookup_op_class(self, name: str) -> type[Operation]:
        """The op class ``name`` is registered as in the builder's context.

        Raises ``KeyError`` for a name no loaded or loadable dialect defines."""
        ctx = self.context
        if ctx is None:
            from .context import Context

            ctx = self.context = Context()
        cls = ctx.get_op_class(name)
        if cls is None:
            d = ctx.dialects.get(name.partition(".")[0])
            if d is not None and d.allow_unknown_ops:  # e.g. mlir-opt's `test` dialect
                return Operation
            raise KeyError(f"no registered op named '{name}'")
        return cls

    def create_block(
        self,
        where: Region | Block,
        index: int | None = None,
        arg_types: Sequence[Any] = (),
        locs: Sequence[Any] | None = None,
    ) -> Block:
        """A new block with ``arg_types`` in region ``where`` at ``index`` (default: the end),
        or before block ``where``; the insertion point moves to its end."""
        b = Block(list(arg_types), list(locs) if locs else None)
        if isinstance(where, Block):
            region = where.parent
            if region is None:
                raise IRError("create_block: the block is not in a region")
            region.insert_block(region.blocks.index(where), b)
        elif index is None:
            where.add_block(b)
        else:
            where.insert_block(index, b)
        self.set_insertion_point_to_end(b)
        return b

    # -- program skeletons
    def func(
        self,
        name: str,
        inputs: Any = (),
        results: Sequence[Any] = (),
        visibility: str | None = None,
        loc: Any = None,
    ) -> FuncOp:
        """``func.func @name`` inserted here, with its entry block (one argument per
        input). ``inputs`` is a ``FunctionType`` (then ``results`` is not given) or the
        argument types. The insertion point does not move: build the body with
        ``Builder.at_end(f.body.blocks[0])``."""
        from .builtin_dialects import FuncOp
        from .types import FunctionType

        if isinstance(inputs, FunctionType):
            if results:
                raise BuilderError(
                    _located("func: give a FunctionType or argument and result types, not both")
                )
            ft = inputs
        else:
            ft = FunctionType.get(tuple(inputs), tuple(results))
        f = FuncOp.build(name, ft, visibility, loc=self.loc if loc is None else loc)
        f.body.add_block(Block(list(ft.inputs)))
        self.insert(f)
        return f


def module(name: str | None = None, loc: Any = None) -> ModuleOp:
    """A detached ``builtin.module`` (``module @name`` when named) with its body block:
    build into it with ``Builder.at_end(m.body)``."""
    from .builtin_dialects import ModuleOp

    return ModuleOp.build((), name, loc=loc)


# ------------------------------------------------------- attributes from Python values
#
# Each takes the value a constructor was given, the op name and the attribute name (for
# the message), and returns an attribute; an ``Attribute`` passes through unchanged (the
# verifier judges it). ``None`` never reaches them: an absent attribute stays absent.

_BUILDER_FILES = {__file__}  # frames of these files are skipped when locating an error


def _located(msg: str) -> str:
    """``msg`` prefixed with ``file:line:col`` of the innermost call outside the builders
    (this module, the generated constructor modules, ``irlite.dialects``)."""
    f = sys._getframe(1)
    while f is not None:
        name = f.f_globals.get("__name__", "")
        if not (
            f.f_code.co_filename in _BUILDER_FILES
            or name.startswith(("irlite_builders_", "irlite.dialects"))
        ):
            return f"{f.f_code.co_filename}:{f.f_lineno}:{_column(f)}: error: {msg}"
        f = f.f_back
    return f"error: {msg}"


def _column(f: Any) -> int:
    """The 1-based column of the call frame ``f`` is executing (1 when Python cannot say)."""
    positions = getattr(f.f_code, "co_positions", None)
    if positions is not None:
        for i, pos in enumerate(positions()):
            if i == f.f_lasti // 2:
                return (pos[2] or 0) + 1
    return 1


def attr_error(op: str, name: str, expected: str, value: Any) -> BuilderError:
    """The error for a value ``value`` that attribute ``name`` of ``op`` cannot take."""
    return BuilderError(
        _located(f"'{op}' attribute '{name}' expects {expected}, got {_show(value)}")
    )


def missing_argument(op: str, param: str, what: str) -> BuilderError:
    """The error for a constructor of ``op`` called without ``param`` (``what`` it gives)."""
    return BuilderError(_located(f"'{op}' needs {param}=[...]: {what}"))


def _show(v: Any) -> str:
    if isinstance(v, (Attribute, Type)):
        return f"{type(v).__name__} {v}"
    return repr(v)


def _int_range(t: Any) -> tuple[int, int] | None:
    """The ints an ``IntegerAttr`` of type ``t`` takes, or ``None`` if ``t`` is no integer type."""
    from .types import IndexType, IntegerType

    if isinstance(t, IndexType):
        return -(1 << 63), (1 << 64) - 1
    if not isinstance(t, IntegerType):
        return None
    w = t.width
    if t.signedness == "signed":
        return -(1 << (w - 1)), (1 << (w - 1)) - 1
    if t.signedness == "unsigned":
        return 0, (1 << w) - 1
    return -(1 << (w - 1)) if w > 1 else -1, (1 << w) - 1


def int_attr(v: Any, t: Any, op: str, name: str) -> Any:
    """An ``IntegerAttr`` of type ``t`` from an ``int`` (in ``t``'s range; signless types
    take both the signed and the unsigned reading, as MLIR's ``APInt`` does)."""
    if isinstance(v, Attribute):
        return v
    from .attributes import IntegerAttr

    if isinstance(v, int):
        lo, hi = _int_range(t) or (None, None)
        if lo is not None and not lo <= v <= hi:  # type: ignore[operator]
            raise attr_error(op, name, f"an integer of type {t} ({lo}..{hi})", v)
        return IntegerAttr.get(t, v)
    raise attr_error(op, name, f"an integer (of type {t}) or an attribute", v)


def bool_attr(v: Any, op: str, name: str) -> Any:
    """A ``BoolAttr`` (``IntegerAttr`` of ``i1``) from a ``bool``."""
    if isinstance(v, Attribute):
        return v
    if isinstance(v, bool):
        from .attributes import BoolAttr

        return BoolAttr.get(v)
    raise attr_error(op, name, "a bool or an attribute", v)


def float_attr(v: Any, t: Any, op: str, name: str) -> Any:
    """A ``FloatAttr`` of type ``t`` from a ``float`` or an ``int``."""
    if isinstance(v, Attribute):
        return v
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        from .attributes import FloatAttr

        return FloatAttr.get(t, float(v))
    raise attr_error(op, name, f"a number (of type {t}) or an attribute", v)


def typed_attr(v: Any, t: Any, op: str, name: str) -> Any:
    """A typed attribute from a Python number and a type ``t`` (the op's result type):
    an ``IntegerAttr`` for an integer or index type, a ``FloatAttr`` for a float type."""
    if isinstance(v, Attribute):
        return v
    if t is None:
        raise attr_error(op, name, "an attribute, or a number with its type (result_type=...)", v)
    from .types import FloatType

    if isinstance(t, FloatType) and isinstance(v, (int, float)) and not isinstance(v, bool):
        return float_attr(v, t, op, name)
    if isinstance(v, (bool, int)) and _int_range(t) is not None:
        return int_attr(int(v), t, op, name)
    raise attr_error(op, name, f"an attribute, or a number that fits type {t}", v)


def str_attr(v: Any, op: str, name: str) -> Any:
    """A ``StringAttr`` from a ``str``."""
    if isinstance(v, Attribute):
        return v
    if isinstance(v, str):
        from .attributes import StringAttr

        return StringAttr.get(v)
    raise attr_error(op, name, "a str or an attribute", v)


def symbol_ref_attr(v: Any, op: str, name: str) -> Any:
    """A ``SymbolRefAttr`` from a name (``"f"`` or ``"@f"``; ``"@a::@b"`` is nested)."""
    if isinstance(v, Attribute):
        return v
    if isinstance(v, str) and v:
        from .attributes import SymbolRefAttr

        parts = [p.lstrip("@") for p in v.split("::")]
        return SymbolRefAttr.get(parts[0], parts[1:])
    raise attr_error(op, name, "a symbol name (str) or an attribute", v)


def type_attr(v: Any, op: str, name: str) -> Any:
    """A ``TypeAttr`` from a type."""
    if isinstance(v, Attribute):
        return v
    if isinstance(v, Type):
        from .attributes import TypeAttr

        return TypeAttr.get(v)
    raise attr_error(op, name, "a type or an attribute", v)


def unit_attr(v: Any, op: str, name: str) -> Any:
    """``UnitAttr`` for ``True``; ``False`` leaves the attribute out (returns ``None``)."""
    if isinstance(v, Attribute):
        return v
    if v is True or v is False:
        from .attributes import UnitAttr

        return UnitAttr.get() if v else None
    raise attr_error(op, name, "a bool (present or not) or an attribute", v)


def dense_array_attr(v: Any, t: Any, op: str, name: str) -> Any:
    """A ``DenseArrayAttr`` of element type ``t`` from a sequence of ints (bools for ``i1``)."""
    if isinstance(v, Attribute):
        return v
    if isinstance(v, (list, tuple, range)) and all(isinstance(x, int) for x in v):
        from .attributes import DenseArrayAttr

        return DenseArrayAttr.get(t, [int(x) for x in v])
    raise attr_error(op, name, f"a list of integers (array<{t}>) or an attribute", v)


def array_attr(v: Any, op: str, name: str) -> Any:
    """An ``ArrayAttr`` from a sequence of attributes."""
    if isinstance(v, Attribute):
        return v
    if isinstance(v, (list, tuple)) and all(isinstance(x, Attribute) for x in v):
        from .attributes import ArrayAttr

        return ArrayAttr.get(tuple(v))
    raise attr_error(op, name, "a list of attributes or an attribute", v)


def dict_attr(v: Any, op: str, name: str) -> Any:
    """A ``DictionaryAttr`` from a ``dict`` of attributes."""
    if isinstance(v, Attribute):
        return v
    if isinstance(v, Mapping) and all(isinstance(x, Attribute) for x in v.values()):
        from .attributes import DictionaryAttr

        return DictionaryAttr.get(dict(v))
    raise attr_error(op, name, "a dict of attributes or an attribute", v)


def any_attr(v: Any, op: str, name: str) -> Any:
    """An attribute, as given (a constraint that says nothing about how to make one)."""
    if isinstance(v, Attribute):
        return v
    raise attr_error(op, name, "an attribute", v)


def enum_attr(v: Any, table: Any, op: str, name: str) -> Any:
    """The attribute of an enum case named ``v`` (``"slt"``) or numbered ``v``; ``table`` is
    the generated enum table (``by_kw``: case name -> attribute, ``by_value``, ``cases``)."""
    if isinstance(v, Attribute):
        return v
    if isinstance(v, str):
        a = table.by_kw.get(v)
    elif isinstance(v, int) and not isinstance(v, bool):
        a = table.by_value.get(v)
    else:
        a = None
    if a is None:
        raise attr_error(op, name, "one of " + ", ".join(repr(k) for k, _ in table.cases), v)
    return a


def flags_attr(v: Any, table: Any, op: str, name: str) -> Any:
    """The attribute of a bit enum from case names: ``"nsw"``, ``"nsw, nuw"``, a list or set
    of names, or an ``int`` of bits; ``table`` is the generated flags table (``cases``,
    ``attr(bits)``)."""
    if isinstance(v, Attribute):
        return v
    if isinstance(v, int) and not isinstance(v, bool):
        known = 0
        for _, bit in table.cases:
            known |= bit
        if v >= 0 and not v & ~known:
            return table.attr(v)
    names: Any = None
    if isinstance(v, str):
        names = [n.strip() for n in v.replace("|", ",").split(",") if n.strip()]
    elif isinstance(v, (list, tuple, set, frozenset)):
        names = list(v)
    if names is not None:
        cases = dict(table.cases)
        bits = 0
        for n in names:
            if not isinstance(n, str) or n not in cases:
                names = None
                break
            bits |= cases[n]
        if names is not None:
            return table.attr(bits)
    raise attr_error(op, name, "case names among " + ", ".join(k for k, _ in table.cases), v)
