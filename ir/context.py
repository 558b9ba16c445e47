"""The context: which dialects and ops are known, and parsing policy.

A registered op is a subclass of ``Operation`` whose class attributes say
what the op is (``OP_NAME``, ``traits``, ``inherent_attrs``, optional
``parse``/``print`` hooks for its custom assembly format, ``verify_`` for its
own checks). The context maps op names to those classes; an op name it does
not know is parsed into a plain ``Operation`` only when unregistered dialects
are allowed.

Which dialects a new context can load comes from a ``DialectRegistry``
(``ir.registry``): ``Context(registry=r)`` registers ``r``'s dialects lazily,
``Context()`` uses the default registry (the built-in dialects and those
``irlite.load_rules`` loaded without a context). ``builtin`` and ``func``
(``ir.builtin_dialects``) are part of the IR core and registered directly.

A dialect may accept unknown ops of its namespace (``Dialect.allow_unknown_ops``,
MLIR's ``allowUnknownOperations``). mlir-opt's ``test`` dialect is one: MLIR's tests
write ``"test.foo"() : () -> i32`` without ``--allow-unregistered-dialect``.
``mlir_opt_test_dialect()`` gives new contexts that dialect while irlite-opt runs
(``load_mlir_test_dialect``); a ``Context()`` made in Python has no ``test`` dialect,
so a program's unknown ops are still reported there.

What this module does not do: define any dialect (beyond that op-less ``test``
namespace), or know where dialects come
from (generated modules are the rules compiler's business, ``irlite.gen``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .core import Operation
from .registry import DialectRegistry, default_registry


class Dialect:
    """A namespace of ops (and, later, attributes and types).

    ``attr_parser`` / ``type_parser`` (optional) are called with the parser
    and the mnemonic after ``#dialect.`` / ``!dialect.`` to parse a dialect
    attribute or type; without them the text is kept verbatim.
    ``allow_unknown_ops`` (MLIR's ``allowUnknownOperations``): an op name of this
    namespace that no op class has is parsed (generic form only) and verified as an
    unregistered op, without ``allow_unregistered``. ``resource_blobs``: the entries of
    the dialect's ``dialect_resources`` section are blobs (MLIR's
    ``ResourceBlobManagerDialectInterface``), checked as the builtin dialect's are.
    """

    __slots__ = (
        "name",
        "ops",
        "attr_parser",
        "type_parser",
        "default_for_regions",
        "canonicalizer",
        "allow_unknown_ops",
        "resource_blobs",
    )

    def __init__(self, name: str) -> None:
        self.name = name
        self.ops: dict[str, type[Operation]] = {}
        self.attr_parser: Callable | None = None
        self.type_parser: Callable | None = None
        self.default_for_regions = False
        self.canonicalizer: dict = {}  # what ``canonicalize`` applies (the .rules dialect block's entries)
        self.allow_unknown_ops = False
        self.resource_blobs = False


class _LazyTable(dict):
    """A registry dict (``dialects`` or ``op_classes``) that loads a lazily registered
    dialect the first time one of its names is looked up and missing."""

    __slots__ = ("_ctx",)

    def get(self, name: str, default: Any = None) -> Any:  # type: ignore[override]
        v = dict.get(self, name)
        if v is None and self._ctx._lazy and self._ctx._load_lazy(name.split(".", 1)[0]):
            v = dict.get(self, name)
        return default if v is None else v

    def __missing__(self, name: str) -> Any:
        if self._ctx._lazy and self._ctx._load_lazy(name.split(".", 1)[0]):
            return dict.__getitem__(self, name)
        raise KeyError(name)

    def __contains__(self, name: object) -> bool:
        if dict.__contains__(self, name):
            return True
        return (
            bool(self._ctx._lazy)
            and isinstance(name, str)
            and self._ctx._load_lazy(name.split(".", 1)[0])
            and dict.__contains__(self, name)
        )


def _table(ctx: Context) -> _LazyTable:
    t = _LazyTable()
    t._ctx = ctx
    return t


class Context:
    """Dialect/op registry plus the flags that change how text is read.

    Dialects may be registered lazily (``register_lazy_dialect``): their loader runs
    the first time a name of their namespace is looked up (an op name, ``#ns.``/``!ns.``,
    ``name in ctx.dialects``), so that startup does not pay for dialects a file never uses.
    """

    def __init__(
        self,
        allow_unregistered: bool = False,
        load_builtin: bool = True,
        registry: DialectRegistry | None = None,
    ) -> None:
        """``load_builtin``: register ``builtin`` and ``func`` and, when no ``registry``
        is given, the dialects of the default registry; ``load_builtin=False`` without
        a registry makes an empty context. ``registry``: the dialects to register
        lazily (instead of the default registry's)."""
        self.allow_unregistered = allow_unregistered
        self._lazy: dict[str, Callable[[Context], Any]] = {}
        self.dialects: dict[str, Dialect] = _table(self)
        self.op_classes: dict[str, type[Operation]] = _table(self)
        if load_builtin:
            from .builtin_dialects import register_builtin_and_func

            register_builtin_and_func(self)
            if registry is None:
                registry = default_registry()
        if registry is not None:
            registry.append_to(self)

    def register_lazy_dialect(self, name: str, loader: Callable[[Context], Any]) -> None:
        """Register dialect ``name`` to be loaded by ``loader(ctx)`` on first use."""
        if not dict.__contains__(self.dialects, name):
            self._lazy[name] = loader

    def _load_lazy(self, name: str) -> bool:
        """Load the lazily registered dialect ``name`` now; whether there was one."""
        loader = self._lazy.pop(name, None)
        if loader is None:
            return False
        loader(self)
        return True

    def load_all_dialects(self) -> None:
        """Load every lazily registered dialect (e.g. before listing them)."""
        while self._lazy:
            self._load_lazy(next(iter(self._lazy)))

    def register_dialect(self, name: str) -> Dialect:
        self._lazy.pop(name, None)
        d = dict.get(self.dialects, name)
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

    def get_op_class(self, name: str) -> type[Operation] | None:
        return self.op_classes.get(name)

    def accepts_dialect(self, name: str) -> bool:
        """Whether ``#name.x<...>`` / ``!name.x<...>`` may be kept verbatim."""
        return self.allow_unregistered or name in self.dialects

    def is_registered_dialect(self, name: str) -> bool:
        return name in self.dialects

    def registered_dialect_names(self) -> list[str]:
        """Every dialect this context knows, loaded or not (sorted)."""
        return sorted({*dict.keys(self.dialects), *self._lazy})


# ---------------------------------------------------------------- mlir-opt's `test` dialect

#: The namespace of MLIR's test dialect, which ``mlir-opt`` always registers.
MLIR_TEST_DIALECT = "test"


#: The parts of mlir-opt's test dialect defined above the IR core, each called as
#: ``part(ctx, dialect)`` by ``load_mlir_test_dialect`` (the rules compiler adds the ops,
#: attributes and types of ``rules/test.rules``: ``gen.loader``).
MLIR_TEST_DIALECT_PARTS: list[Callable[[Context, Dialect], None]] = []


def load_mlir_test_dialect(ctx: Context) -> None:
    """Register mlir-opt's ``test`` dialect in ``ctx`` as far as MLIR's own tests need it
    without ops: a namespace that accepts unknown operations, so ``"test.foo"() : () -> i32``
    parses and verifies as an unregistered op without ``allow_unregistered``, and prints
    back verbatim in generic form. A custom form (``test.foo``) is an error, as for any
    unknown op. Of mlir-opt's test ops only those of ``rules/test.rules`` and
    ``ir.mlir_test_ops`` are defined, of its attributes and types only those of
    ``rules/test.py`` (``#test.x`` / ``!test.x`` of another mnemonic is an error).

    This is mlir-opt's behaviour, not a normal one: ``irlite-opt`` registers it (see
    ``mlir_opt_test_dialect``); a ``Context()`` made in Python does not have it."""
    d = ctx.register_dialect(MLIR_TEST_DIALECT)
    d.allow_unknown_ops = True
    d.resource_blobs = True  # its resources are blobs (MLIR's TestOpAsmInterface)
    for part in MLIR_TEST_DIALECT_PARTS:  # ops of ir.mlir_test_ops below replace theirs
        part(ctx, d)
    d.canonicalizer = {
        "folders": ["irlite.ir.mlir_test_conversion_ops:FOLDERS"],
        "materializer": "irlite.rules.test:materialize_constant",
    }
    from .mlir_test_ops import TEST_OPS

    for cls in TEST_OPS:
        ctx.register_op(cls)


@contextmanager
def mlir_opt_test_dialect(registry: DialectRegistry | None = None) -> Iterator[None]:
    """While inside, every new ``Context`` of ``registry`` (default: the default registry)
    has mlir-opt's ``test`` dialect (``load_mlir_test_dialect``), as mlir-opt's contexts
    do; the registry is restored on exit. ``irlite-opt`` runs inside it; forked workers
    started inside inherit it."""
    reg = registry if registry is not None else default_registry()
    if MLIR_TEST_DIALECT in reg:  # already there (a user's own `test` dialect wins)
        yield
        return
    reg.insert(MLIR_TEST_DIALECT, load_mlir_test_dialect)
    try:
        yield
    finally:
        reg.loaders.pop(MLIR_TEST_DIALECT, None)
