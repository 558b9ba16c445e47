"""Native helpers of the generator-feature test dialect."""

from irlite.ir.core import Operation


def check_loop(op):
    t = op.regions[0].blocks[0].last if op.regions[0].blocks else None
    if t is not None and t.name == "tst.term" and len(t.op_operands) > 1:
        return "yields at most one value"
    return None


def parse_cases(cls, p):
    regions = [p.parse_region()]
    while p.try_lit(","):
        regions.append(p.parse_region())
    op = cls.__new__(cls)
    Operation.__init__(op, "tst.cases", (), (), None, None, regions)
    return op


def print_cases(op, p):
    p.out.append("tst.cases ")
    for i, r in enumerate(op.regions):
        if i:
            p.out.append(", ")
        p.print_region(r, True, True)
