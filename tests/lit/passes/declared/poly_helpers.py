"""Native helpers of poly.rules (loaded by path through ``native h "poly_helpers.py"``)."""

from typing import Any

from irlite.ir.attributes import IntegerAttr


def is_int(a: Any, v: int) -> bool:
    """Whether ``a`` is the integer attribute ``v``."""
    return type(a) is IntegerAttr and a.value == v
