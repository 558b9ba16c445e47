"""``irlite.dialects.iree_tensor_ext``: re-exports the ``iree_tensor_ext`` ops' constructors, which the loader
generates from ``rules/iree_tensor_ext.rules`` (into its cache, not the tree).

One function per op (conventions: ``irlite.gen.builder_codegen``); it inserts at the
current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "iree_tensor_ext")
