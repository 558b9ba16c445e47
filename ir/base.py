"""Base classes of types and attributes: immutable, interned, printed once.

Every type and attribute is created through ``cls.get(*params)``, which
hash-conses on ``(cls, params)``: two equal values are the same object, so
equality is identity and hashing is by id. Their MLIR text is produced once
and cached (``str(x)``); printing with aliases goes through ``print_text``.

Interning is process-wide (one table per process) rather than per context:
worker processes that parse the same text build equal objects, and nothing
needs to carry a context around to compare two types.

Subclasses define ``print_text(p)`` where ``p`` is an ``AttrPrinter``: nested
attributes and types are printed through ``p.attr(x)`` / ``p.type(x)`` so the
module printer can substitute aliases (``#map``, ``#loc``) anywhere inside.
"""

from __future__ import annotations

from typing import Any, ClassVar


class AttrPrinter:
    """Prints nested attributes/types; the default one uses cached texts."""

    __slots__ = ()

    def attr(self, a: Attribute) -> str:
        return str(a)

    def type(self, t: Type) -> str:
        return str(t)


DEFAULT_PRINTER = AttrPrinter()

_UNIQUED: dict = {}


def _contains_aliasable(params: Any) -> bool:
    for p in params:
        if isinstance(p, (Attribute, Type)):
            if p.may_alias:
                return True
        elif isinstance(p, tuple) and p and _contains_aliasable(p):
            return True
    return False


class _Interned:
    """Shared machinery of ``Attribute`` and ``Type``.

    ``params`` is the tuple the object was created from (hashable, made of
    ints, strs, floats, bools, None, other interned objects and tuples).
    ``ALIASABLE`` marks classes the printer may alias (affine maps, integer
    sets, locations); ``may_alias`` is true if this object or anything inside
    it is aliasable.
    """

    __slots__ = ("params", "_str", "may_alias", "__weakref__")

    ALIASABLE: ClassVar[bool] = False

    def __init__(self, *params: Any) -> None:  # only called through get()
        self.params = params

    @classmethod
    def get(cls, *params: Any):
        key = (cls, params)
        obj = _UNIQUED.get(key)
        if obj is None:
            obj = cls.__new__(cls)
            obj.params = params
            obj._str = None
            obj.may_alias = cls.ALIASABLE or _contains_aliasable(params)
            obj._post_init()
            _UNIQUED[key] = obj
        return obj

    def _post_init(self) -> None:
        """Hook for subclasses to set derived fields (runs once per unique object)."""

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)

    def __str__(self) -> str:
        s = self._str
        if s is None:
            s = self._str = self.print_text(DEFAULT_PRINTER)
        return s

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self})"

    def print_text(self, p: AttrPrinter) -> str:
        raise NotImplementedError(type(self).__name__)

    def __reduce__(self):
        # Pickling re-interns in the receiving process.
        return (_reintern, (type(self), self.params))


def _reintern(cls, params):
    return cls.get(*params)


class Attribute(_Interned):
    """An MLIR attribute (compile-time constant data)."""

    __slots__ = ()


class Type(_Interned):
    """An MLIR type."""

    __slots__ = ()
