"""``irlite.dialects.nvgpu``: re-exports the ``nvgpu`` ops' constructors, which the loader
generates from ``rules/nvgpu.rules`` (into its cache, not the tree).

One function per op (conventions: ``irlite.gen.builder_codegen``); it inserts at the
current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "nvgpu")
