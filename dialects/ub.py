"""``irlite.dialects.ub``: re-exports the ``ub`` ops' constructors, which the loader
generates from ``rules/ub.rules`` (into its cache, not the tree).

One function per op (``poison(type)``; conventions: ``irlite.gen.builder_codegen``); it
inserts at the current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "ub")
