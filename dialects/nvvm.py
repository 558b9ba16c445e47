"""``irlite.dialects.nvvm``: re-exports the ``nvvm`` ops' constructors, which the loader
generates from ``rules/nvvm.rules`` (into its cache, not the tree).

One function per op (conventions: ``irlite.gen.builder_codegen``); it inserts at the
current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "nvvm")
