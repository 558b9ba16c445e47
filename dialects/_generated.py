"""The one way ``irlite.dialects.<d>`` takes in a generated constructors module."""

from __future__ import annotations

from typing import Any


def export(namespace: dict[str, Any], dialect: str) -> list[str]:
    """Copy the constructors of the built-in dialect ``dialect`` (generated from
    ``rules/<dialect>.rules``, or taken from the cache) into ``namespace``; returns
    their names, the module's ``__all__``."""
    from ..gen.loader import builtin_builders

    mod = builtin_builders(dialect)
    names = list(mod.__all__)
    for n in names:
        namespace[n] = getattr(mod, n)
    namespace["DIALECT"] = mod.DIALECT
    return names
