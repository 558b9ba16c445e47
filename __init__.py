"""irlite: MLIR's ideas in Python, made fast by generating code.

Importing the package (which importing any ``irlite.*`` module does first) fills
the default ``DialectRegistry`` (``irlite.ir.registry``) with the built-in
dialects generated from ``rules/*.rules``, so that ``Context()`` knows them;
each is loaded from the on-disk cache (or generated) the first time a context
uses it. ``load_rules`` adds a user's dialect the same way; ``compile`` runs a
module on a target.

What it does not do: import the IR core, the generator or any target eagerly
(the registry holds loaders, not dialects).
"""

__version__ = "0.1.0"

from .gen.loader import register_builtin_dialects as _register_builtin_dialects
from .ir.registry import default_registry as _default_registry

_register_builtin_dialects(_default_registry())


def load_rules(path, ctx=None):
    """Load a ``.rules`` file: generate (or reuse from the cache) its dialect module and
    register its ops in ``ctx``, or, without one, in the default registry, so that every
    ``Context`` created from now on knows the dialect; and register the passes it
    declares (``pass NAME on OP { ... }``) in the pass registry, for pipeline text,
    ``PassManager`` and ``irlite-opt`` alike. Returns the generated module; raises
    ``RulesError`` (``file:line:col``) for a bad file."""
    from .gen.loader import load_rules as _load
    from .gen.pass_decl import declares_passes

    mod = _load(path, ctx)
    if declares_passes(path):
        from .passes.infra.declared import register_declared_passes

        register_declared_passes(path)
    return mod


def compile(source_or_module, target="cpu", opt_level=3, **options):
    """Compile MLIR text or a ``builtin.module`` for ``target`` ("cpu": LLVM JIT, or "interp")
    and return an object with one callable per public function (``irlite.targets.compile``)."""
    from .targets.compile import compile as _compile

    return _compile(source_or_module, target=target, opt_level=opt_level, **options)


def jit(fn=None, **options):
    """``@irlite.jit`` (or ``@irlite.jit(target="interp", strict=True)``): a numpy function
    traced, compiled and cached per argument signature (``irlite.frontend.jit_function``)."""
    from .frontend import jit as _jit

    return _jit(fn, **options)
