"""``irlite.dialects.linalg``: re-exports the ``linalg`` ops' constructors, which the loader
generates from ``rules/linalg.rules`` (into its cache, not the tree).

One function per op (``generic(...), matmul(...), ...``; conventions: ``irlite.gen.builder_codegen``); it
inserts at the current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "linalg")
