"""``irlite.dialects.tensor``: re-exports the ``tensor`` ops' constructors, which the loader
generates from ``rules/tensor.rules`` (into its cache, not the tree).

One function per op (conventions: ``irlite.gen.builder_codegen``); each inserts at the
current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "tensor")
