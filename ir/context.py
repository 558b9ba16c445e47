"""The context: which dialects and ops are known, and parsing policy.

A registered op is a subclass of ``Operation`` whose class attributes say
what the op is (``OP_NAME``, ``traits``, ``inherent_attrs``, optional
``parse``/``print`` hooks for its custom assembly format, ``verify_`` for its
own checks). The context maps op names to those classes; an op name it does
not know is parsed into a plain ``Operation`` only when unregistered dialects
are allowed.

What this module does not do: define any dialect. Built-in dialects register
themselves through ``register_dialect`` when loaded.
"""

from __future__ import annotations

from typing import Callable, Optional

from .core import Operation


class Dialect:
    """A namespace of ops (and, later, attributes and types).

    ``attr_parser`` / ``type_parser`` (optional) are called with the parser
    and the mnemonic after ``#dialect.`` / ``!dialect.`` to parse a dialect
    attribute or type; without them the text is kept verbatim.
    """

    __slots__ = ("name", "ops", "attr_parser", "type_parser", "default_for_regions")

    def __init__(self, name: str) -> None:
        self.name = name
        self.ops: dict[str, type[Operation]] = {}
        self.attr_parser: Optional[Callable] = None
        self.type_parser: Optional[Callable] = None
        self.default_for_regions = False


class Context:
    """Dialect/op registry plus the flags that change how text is read."""

    def __init__(self, allow_unregistered: bool = False, load_builtin: bool = True) -> None:
        self.allow_unregistered = allow_unregistered
        self.dialects: dict[str, Dialect] = {}
        self.op_classes: dict[str, type[Operation]] = {}
        if load_builtin:
            from . import builtin_dialects

            builtin_dialects.register_all(self)

    def register_dialect(self, name: str) -> Dialect:
        d = self.dialects.get(name)
        if d is None:
            d = self.dialects[name] = Dialect(name)
        return d

    def register_op(self, cls: type[Operation]) -> type[Operation]:
        name = cls.OP_NAME
        dialect = name.split(".", 1)[0]
        d = self.register_dialect(dialect)
        d.ops[name] = cls
        self.op_classes[name] = cls
        return cls

    def get_op_class(self, name: str) -> Optional[type[Operation]]:
        return self.op_classes.get(name)

    def accepts_dialect(self, name: str) -> bool:
        """Whether ``#name.x<...>`` / ``!name.x<...>`` may be kept verbatim."""
        return self.allow_unregistered or name in self.dialects

    def is_registered_dialect(self, name: str) -> bool:
        return name in self.dialects
