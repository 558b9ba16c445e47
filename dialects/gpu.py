"""``irlite.dialects.gpu``: re-exports the ``gpu`` ops' constructors, which the loader
generates from ``rules/gpu.rules`` (into its cache, not the tree).

One function per op (conventions: ``irlite.gen.builder_codegen``); it inserts at the
current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "gpu")
