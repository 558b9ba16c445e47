"""Native helpers of snk.rules: the region ops' RegionBranchOpInterface implementations."""

from irlite.ir.interfaces import (
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)


def _results(op):
    return RegionSuccessor(None, list(op.results))


class RegionIfBranch(RegionBranchOpInterface):
    """``snk.region_if``: op -> then, else; then, else -> join; join -> the results."""

    __slots__ = ()

    def successor_regions(self, point):
        then_r, else_r, join_r = self.op.regions
        if point is None:
            return [RegionSuccessor(then_r, []), RegionSuccessor(else_r, [])]
        if point is join_r:
            return [_results(self.op)]
        return [RegionSuccessor(join_r, [])]

    def region_invocation_bounds(self, constant_operands):
        return [(0, 1)] * 3


class AnyCondBranch(RegionBranchOpInterface):
    """``snk.any_cond``: op -> the body -> the results; the body runs exactly once."""

    __slots__ = ()

    def successor_regions(self, point):
        if point is None:
            return [RegionSuccessor(self.op.regions[0], [])]
        return [_results(self.op)]

    def region_invocation_bounds(self, constant_operands):
        return [(1, 1)]


class RepeatBranch(RegionBranchOpInterface):
    """``snk.repeat``: op -> the body -> the body or out; bounds left to the default."""

    __slots__ = ()

    def successor_regions(self, point):
        return [RegionSuccessor(self.op.regions[0], []), _results(self.op)]


class YieldTerminator(RegionBranchTerminatorOpInterface):
    """``snk.yield``: every operand goes on."""

    __slots__ = ()

    def successor_operands(self, region):
        return [o.value for o in self.op.op_operands]
