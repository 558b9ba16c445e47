"""irlite: MLIR's ideas in Python, made fast by generating code."""

__version__ = "0.1.0"


def load_rules(path, ctx=None):
    """Load a ``.rules`` file: generate (or reuse from the cache) its dialect
    module and register its ops in ``ctx`` (every new ``Context`` if None)."""
    from .gen.loader import load_rules as _load

    return _load(path, ctx)


def compile(source_or_module, target="cpu", opt_level=3, **options):
    """Compile MLIR text or a ``builtin.module`` for ``target`` ("cpu": LLVM JIT, or "interp")
    and return an object with one callable per public function (``irlite.targets.compile``)."""
    from .targets.compile import compile as _compile

    return _compile(source_or_module, target=target, opt_level=opt_level, **options)
