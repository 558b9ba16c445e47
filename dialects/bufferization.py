"""``irlite.dialects.bufferization``: re-exports the ``bufferization`` ops' constructors, which the loader
generates from ``rules/bufferization.rules`` (into its cache, not the tree).

One function per op (``to_tensor(memref)``; conventions: ``irlite.gen.builder_codegen``); it
inserts at the current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "bufferization")
