"""Which dialects a new ``Context`` can load: MLIR's ``DialectRegistry``.

A ``DialectRegistry`` maps a dialect name to a loader, ``loader(ctx)``, that
registers the dialect's ops (and attribute/type hooks) in a context. A context
made from a registry registers every entry lazily (``Context.register_lazy_dialect``):
a loader runs the first time a name of its namespace is looked up, so startup
pays only for the dialects a file uses.

``default_registry()`` is the registry a ``Context()`` made without one uses.
The IR core leaves it empty: the package ``irlite`` fills it with the built-in
dialects generated from ``rules/*.rules`` when it is imported, and
``irlite.load_rules(path)`` without a context adds the dialect it loads, so
every context created afterwards knows it.

What this module does not do: load or generate anything itself (loaders come
from the rules compiler, ``irlite.gen.loader``), or change contexts that
already exist (registering into one is ``DialectRegistry.append_to``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .context import Context

DialectLoader = Callable[["Context"], Any]


class DialectRegistry:
    """Dialect name -> loader; ``insert`` replaces an earlier loader of the same name."""

    __slots__ = ("loaders",)

    def __init__(self) -> None:
        self.loaders: dict[str, DialectLoader] = {}

    def insert(self, name: str, loader: DialectLoader) -> None:
        """Make dialect ``name`` loadable by ``loader(ctx)`` in contexts created from now on."""
        self.loaders[name] = loader

    def append_to(self, ctx: Context) -> None:
        """Register every entry lazily in ``ctx`` (dialects it already has are kept)."""
        for name, loader in self.loaders.items():
            ctx.register_lazy_dialect(name, loader)

    def dialect_names(self) -> list[str]:
        """The names of the registered dialects (sorted)."""
        return sorted(self.loaders)

    def __contains__(self, name: object) -> bool:
        return name in self.loaders

    def __iter__(self) -> Iterator[str]:
        return iter(self.loaders)

    def __len__(self) -> int:
        return len(self.loaders)


_DEFAULT = DialectRegistry()


def default_registry() -> DialectRegistry:
    """The registry a ``Context()`` made without one uses (see the module docstring)."""
    return _DEFAULT
