"""Native helpers of stru.rules: ``stru.apply``'s structured-op interfaces."""

from irlite.ir.affine import AffineMap
from irlite.ir.interfaces import DestinationStyleOpInterface, LinalgStructuredOpInterface


def _rank(op):
    return len(op.op_operands[1].value.type.shape)


class ApplyStructured(LinalgStructuredOpInterface):
    """Identity maps (the input's transposed with ``transposed``), every loop parallel."""

    __slots__ = ()

    def indexing_maps(self):
        n = _rank(self.op)
        ident = AffineMap.get_multi_dim_identity(n)
        first = AffineMap.get_permutation([1, 0]) if "transposed" in self.op.properties else ident
        return [first, ident]

    def iterator_types(self):
        return ["parallel"] * _rank(self.op)

    def payload_region(self):
        return self.op.regions[0]

    def static_loop_ranges(self):
        return list(self.op.op_operands[1].value.type.shape)


class ApplyDps(DestinationStyleOpInterface):
    """The second operand is the init."""

    __slots__ = ()

    def dps_init_operands(self):
        return [self.op.op_operands[1]]
