"""``irlite.dialects.vector``: re-exports the ``vector`` ops' constructors, which the loader
generates from ``rules/vector.rules`` (into its cache, not the tree).

One function per op (``splat(...)``, ``extract(...)``; conventions: ``irlite.gen.builder_codegen``); it
inserts at the current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "vector")
