"""``irlite.dialects.dlti``: the ``dlti`` dialect has no ops, so no constructors; the
module exists as for every built-in dialect (``rules/dlti.rules``: its attributes).
"""

from ._generated import export

__all__ = export(globals(), "dlti")
