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

import copy
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .context import Context

DialectLoader = Callable[["Context"], Any]


class DialectRegistry:
    """Dialect name -> loader; ``insert`` replaces an earlier loader of the same name.

    A loader runs once per entry: what it registered the first time (when that is
    dialect ``name`` and ops all defined in one module, nothing else) is recorded, and
    later contexts get a copy of that ``Dialect`` instead of running the loader again,
    so a fresh context costs no reloading (a built-in dialect's loader checks and
    hashes its ``.rules`` file). The copy is used while that module is still the one
    ``sys.modules`` has under its name; once it was replaced (a generated module
    imported again) the loader runs again. A loader must therefore register the same
    things in every context; one that registers anything beside its own dialect runs
    for every context. A ``.rules`` file edited on disk reaches contexts made from
    the same entry only once its module is loaded again (``load_rules``, another
    registry), as for dialects ``load_rules`` put in a registry.
    """

    __slots__ = ("_replays", "eager", "loaders")

    def __init__(self) -> None:
        self.loaders: dict[str, DialectLoader] = {}
        self.eager: set[str] = set()
        self._replays: dict[str, tuple[DialectLoader, _Replay]] = {}

    def insert(self, name: str, loader: DialectLoader, eager: bool = False) -> None:
        """Make dialect ``name`` loadable by ``loader(ctx)`` in contexts created from now on.

        ``eager``: every such context loads it at once instead of on first use, as
        for a dialect the user asked for by name (``--load-rules``): its
        canonicalizer and patterns apply even to a file that uses none of its ops."""
        self.loaders[name] = loader
        if eager:
            self.eager.add(name)
        else:
            self.eager.discard(name)

    def append_to(self, ctx: Context) -> None:
        """Register every entry in ``ctx``, lazily unless it is eager (dialects it already
        has are kept)."""
        replays = self._replays
        for name, loader in self.loaders.items():
            r = replays.get(name)
            if r is None or r[0] is not loader:
                r = replays[name] = (loader, _Replay(name, loader))
            ctx.register_lazy_dialect(name, r[1])
        for name in self.eager:
            ctx._load_lazy(name)

    def dialect_names(self) -> list[str]:
        """The names of the registered dialects (sorted)."""
        return sorted(self.loaders)

    def __contains__(self, name: object) -> bool:
        return name in self.loaders

    def __iter__(self) -> Iterator[str]:
        return iter(self.loaders)

    def __len__(self) -> int:
        return len(self.loaders)


class _Replay:
    """A registry entry's lazy loader: runs ``loader`` the first time, then copies what it
    registered (see ``DialectRegistry``)."""

    __slots__ = ("loader", "module", "module_name", "name", "snapshot")

    def __init__(self, name: str, loader: DialectLoader) -> None:
        self.name = name
        self.loader = loader
        self.snapshot: Any = None  # the Dialect as loaded (a copy), once recorded
        self.module: Any = None  # the module its op classes come from
        self.module_name = ""

    def __call__(self, ctx: Context) -> None:
        snap = self.snapshot
        if snap is not None and sys.modules.get(self.module_name) is self.module:
            d = copy.copy(snap)
            d.ops = dict(snap.ops)
            d.canonicalizer = dict(snap.canonicalizer)
            dict.__setitem__(ctx.dialects, self.name, d)
            ctx.op_classes.update(d.ops)
            return
        self.snapshot = None
        n_dialects, n_ops = len(ctx.dialects), len(ctx.op_classes)
        self.loader(ctx)
        d = dict.get(ctx.dialects, self.name)
        if (
            d is None
            or not d.ops
            or len(ctx.dialects) > n_dialects + 1
            or len(ctx.op_classes) - n_ops != len(d.ops)
        ):
            return
        modules = {cls.__module__ for cls in d.ops.values()}
        if len(modules) != 1:
            return
        self.module_name = modules.pop()
        self.module = sys.modules.get(self.module_name)
        if self.module is None:
            return
        snap = copy.copy(d)
        snap.ops = dict(d.ops)
        snap.canonicalizer = dict(d.canonicalizer)
        self.snapshot = snap


_DEFAULT = DialectRegistry()


def default_registry() -> DialectRegistry:
    """The registry a ``Context()`` made without one uses (see the module docstring)."""
    return _DEFAULT
