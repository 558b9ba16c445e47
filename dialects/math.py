"""``irlite.dialects.math``: the ``math`` ops' constructors, generated from ``rules/math.rules``.

One function per op (conventions: ``irlite.gen.builder_codegen``); each inserts at the
current builder (``with Builder.at_end(block):``).
"""

from ._generated import export

__all__ = export(globals(), "math")
