"""irlite: MLIR's ideas in Python, made fast by generating code."""

__version__ = "0.1.0"


def load_rules(path, ctx=None):
    """Load a ``.rules`` file: generate (or reuse from the cache) its dialect
    module and register its ops in ``ctx`` (every new ``Context`` if None)."""
    from .gen.loader import load_rules as _load

    return _load(path, ctx)
