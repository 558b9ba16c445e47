"""``irlite.dialects.transform``: re-exports the ``transform`` ops' constructors, which the
loader generates from ``rules/transform.rules`` (into its cache, not the tree).

One function per op (conventions: ``irlite.gen.builder_codegen``); each inserts at the
current builder (``with Builder.at_end(block):``). The ops of extensions
(``rules/transform_loop.rules``) have their own modules (``irlite.dialects.load``).
"""

from ._generated import export

__all__ = export(globals(), "transform")
