"""``irlite.dialects.index``: re-exports the ``index`` ops' constructors, which the loader
generates from ``rules/index.rules`` (into its cache, not the tree).

One function per op (conventions: ``irlite.gen.builder_codegen``); each inserts at the
current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "index")
