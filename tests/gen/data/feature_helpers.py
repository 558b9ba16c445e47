"""Native helpers of features.rules (loaded by path through ``native g "feature_helpers.py"``)."""

from irlite.ir.attributes import IntegerAttr
from irlite.ir.types import IntegerType


def is_zero(a):
    return type(a) is IntegerAttr and a.value == 0


def false_():
    return IntegerAttr.get(IntegerType.get(1), 0)


def zero_like(v):
    return IntegerAttr.get(v.type, 0)
