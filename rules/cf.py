"""Native helpers of ``cf.rules``: branch operand checks and ``cf.switch``'s case list.

``verify_branch`` is MLIR's BranchOpInterface check (successor operands against
the successor blocks' arguments); ``parse_switch``/``print_switch`` are the
custom assembly of ``cf.switch`` (MLIR's ``custom<SwitchOpCases>``), printing
case values zero-extended as MLIR 19 does. Each verifier returns ``None`` when
the op is fine, else MLIR's message or a diagnostic. The successor-operand
groups and checks (``branch_operand_groups``/``set_branch_operand_groups`` read
and write them for the ``cf`` branches, for ``cf_canon``; region simplification
asks ``BranchOpInterface``), the case-list parsing (``SwitchCases``) and destination
printing serve ``llvm.br``/``llvm.cond_br``/``llvm.switch`` too (``rules.llvm``).
``CondBranch`` and ``CaseSwitchBranch`` are ``cf.cond_br``'s and ``cf.switch``'s
``BranchOpInterface``, which also name the successor a constant condition or flag takes.

What it does not do: fold or simplify branches.
"""

from __future__ import annotations

import re
from typing import Any

from irlite.gen.runtime import expect_keyword
from irlite.ir.attributes import DenseArrayAttr, DenseIntOrFPElementsAttr, IntegerAttr
from irlite.ir.core import Operation
from irlite.ir.diagnostics import Diagnostic, Severity
from irlite.ir.interfaces import BranchOpInterface
from irlite.ir.types import IndexType, IntegerType, VectorType

_I32 = IntegerType.get(32)
_INT = re.compile(r"-?(?:0x[0-9a-fA-F]+|\d+)")


def successor_operand_groups(op: Operation) -> list[list[Any]]:
    """The operands passed to each successor of a ``br``, ``cond_br`` or ``switch``
    (``cf`` or ``llvm``), in successor order."""
    name = op.name.partition(".")[2]  # cf.* and llvm.* alike
    vals = [o.value for o in op.op_operands]
    if name == "br":
        return [vals]
    seg = op.properties.get("operandSegmentSizes")
    s = list(seg.values) if seg is not None else [1, 0, 0]
    if name == "cond_br":
        return [vals[1 : 1 + s[1]], vals[1 + s[1] : 1 + s[1] + s[2]]]
    # switch
    groups = [vals[1 : 1 + s[1]]]
    start = 1 + s[1]
    cs = op.properties.get("case_operand_segments")
    for n in cs.values if cs is not None else ():
        groups.append(vals[start : start + n])
        start += n
    return groups


BRANCHES = ("cf.br", "cf.cond_br", "cf.switch")  # the branches whose operand groups rewrites edit


def branch_operand_groups(op: Operation) -> list[list[Any]] | None:
    """Successor operand groups of a ``cf.br``/``cf.cond_br``/``cf.switch``; None for any
    other op (a terminator whose successor operands a rewrite cannot edit)."""
    if op.name in BRANCHES:
        return successor_operand_groups(op)
    return None


def set_branch_operand_groups(t: Operation, groups: list[list[Any]]) -> None:
    """Make ``cf`` branch ``t`` pass ``groups`` to its successors (operands and segment sizes)."""
    if t.name == "cf.br":
        t.set_operands(groups[0])
    elif t.name == "cf.cond_br":
        t.set_operands([t.op_operands[0].value] + list(groups[0]) + list(groups[1]))
        t.set_attr(
            "operandSegmentSizes", DenseArrayAttr.get(_I32, [1, len(groups[0]), len(groups[1])])
        )
    else:  # cf.switch: flag, default operands, case operands
        cases = [v for g in groups[1:] for v in g]
        t.set_operands([t.op_operands[0].value] + list(groups[0]) + cases)
        t.set_attr("operandSegmentSizes", DenseArrayAttr.get(_I32, [1, len(groups[0]), len(cases)]))
        t.set_attr("case_operand_segments", DenseArrayAttr.get(_I32, [len(g) for g in groups[1:]]))


def check_successor_operands(op: Operation, groups: list[list[Any]]) -> Any:
    for i, (block, vals) in enumerate(zip(op.successors, groups)):
        if len(vals) != len(block.args):
            return Diagnostic(
                Severity.ERROR,
                op.loc,
                f"branch has {len(vals)} operands for successor #{i}, but target "
                f"block has {len(block.args)}",
                None,
                op,
            )
        for j, (v, a) in enumerate(zip(vals, block.args)):
            if v.type is not a.type:
                return Diagnostic(
                    Severity.ERROR,
                    op.loc,
                    f"type mismatch for bb argument #{j} of successor #{i}",
                    None,
                    op,
                )
    return None


def verify_branch(op: Operation) -> Any:
    return check_successor_operands(op, successor_operand_groups(op))


def _width(t: Any) -> int:
    return 64 if type(t) is IndexType else t.width


def verify_switch(op: Operation) -> Any:
    cv = op.properties.get("case_values")
    ndest = len(op.successors) - 1
    cs = op.properties.get("case_operand_segments")
    if cs is not None and len(cs.values) != ndest:
        return (
            f"number of case operand segments ({len(cs.values)}) should match number of case "
            f"destinations ({ndest})"
        )
    if cv is not None or ndest:
        flag_t = op.operand(0).type
        if cv is None:  # (mlir-opt 19 crashes here)
            return f"number of case values (0) should match number of case destinations ({ndest})"
        et = cv.type.element_type
        if et is not flag_t:
            return f"'flag' type ('{flag_t}') should match case value type ('{et}')"
        if cv.num_elements != ndest:
            return (
                f"number of case values ({cv.num_elements}) should match number of case "
                f"destinations ({ndest})"
            )
    return check_successor_operands(op, successor_operand_groups(op))


# ------------------------------------------------------------------ cf.switch assembly


def parse_dest(p: Any) -> tuple[Any, list, list]:
    """``^bb`` or ``^bb(%a, %b : t1, t2)``: (block, operand refs, types)."""
    block = p.parse_successor()
    refs: list = []
    types: list = []
    if p.try_lit("("):
        refs = p.parse_operand_refs()
        p.expect(":", "':'")
        types = p.parse_type_list_no_parens()
        p.expect(")", "')'")
    return block, refs, types


def _int64(text: str) -> int | None:
    """MLIR 19's ``parseInteger<int64_t>`` of ``text`` (None: "integer value too large").

    The literal is read into an APInt of 4 bits per significant digit (one more when its top bit is
    set), negated if needed, then truncated to 64 bits; it is rejected when that loses
    information: positive values up to 2**64 - 1 pass (and wrap), negative ones only
    while the APInt has at most 64 bits (at most 16 decimal digits)."""
    neg = text.startswith("-")
    digits = text[1:] if neg else text
    hexa = digits[:2] in ("0x", "0X")
    v = int(digits, 16 if hexa else 10)
    width = 4 * len((digits[2:] if hexa else digits).lstrip("0"))  # leading zeros skipped
    if v >> (width - 1) if width else False:
        width += 1
    if neg:
        v = -v
    t = v & ((1 << 64) - 1)  # sextOrTrunc(64), as uint64
    if width > 64 and (t != (v & ((1 << width) - 1))):
        return None
    return t - (1 << 64) if t >> 63 else t


def parse_case_value(p: Any, op_name: str, width: int) -> int:
    """A switch case value (``-?`` decimal or hex), as ``op_name``'s parser reads
    it: an int64 truncated to ``width`` bits and stored signed."""
    p.ws()
    ipos = p.pos
    m = p.match(_INT)
    if m is None:
        p.error(f"custom op '{op_name}' expected integer value")
    v = _int64(m.group())
    if v is None:
        p.error(f"custom op '{op_name}' integer value too large", ipos)
    v &= (1 << width) - 1
    if width > 1 and v >> (width - 1):
        v -= 1 << width  # stored signed, as APInt(bitWidth, int64)
    return v


def parse_switch_flag(p: Any, op_name: str) -> tuple[Any, Any]:
    """``%flag : iN ,``: (operand ref, integer type)."""
    flag_ref = p.parse_operand_ref()
    p.expect(":", "':'")
    p.ws()
    tpos = p.pos
    flag_t = p.parse_type()
    if type(flag_t) is not IntegerType:
        p.error(f"custom op '{op_name}' invalid kind of type specified", tpos)
    p.expect(",", "','")
    return flag_ref, flag_t


class SwitchCases:
    """The case list of a ``cf.switch`` / ``llvm.switch`` being parsed."""

    __slots__ = ("dests", "refs", "sizes", "types", "values")

    def __init__(self) -> None:
        self.values: list[int] = []
        self.dests: list = []
        self.refs: list = []
        self.types: list = []
        self.sizes: list[int] = []

    def parse_case(self, p: Any, op_name: str, width: int) -> None:
        """``N: ^bb(%a, ... : t, ...)``."""
        self.values.append(parse_case_value(p, op_name, width))
        p.expect(":", "':'")
        b, r, t = parse_dest(p)
        self.dests.append(b)
        self.refs += r
        self.types += t
        self.sizes.append(len(r))

    def operands_and_props(
        self, p: Any, flag_ref: Any, flag_t: Any, drefs: list, dtypes: list
    ) -> tuple[list, dict]:
        """The switch's resolved operands (flag, default's, cases') and its properties."""
        operands = (
            p.resolve_operands([flag_ref], [flag_t])
            + p.resolve_operands(drefs, dtypes)
            + p.resolve_operands(self.refs, self.types)
        )
        props: dict = {
            "case_operand_segments": DenseArrayAttr.get(_I32, self.sizes),
            "operandSegmentSizes": DenseArrayAttr.get(_I32, [1, len(drefs), len(self.refs)]),
        }
        if self.values:
            props["case_values"] = DenseIntOrFPElementsAttr.from_values(
                VectorType.get((len(self.values),), flag_t), self.values
            )
        return operands, props


def parse_switch(cls: Any, p: Any) -> Operation:
    """``%flag : t, [ default: ^bb(...), N: ^bb(...), ... ] {attrs}``."""
    flag_ref, flag_t = parse_switch_flag(p, "cf.switch")
    p.expect("[", "'['")
    expect_keyword(p, "default", "cf.switch")
    p.expect(":", "':'")
    default, drefs, dtypes = parse_dest(p)
    cases = SwitchCases()
    while p.try_lit(","):
        cases.parse_case(p, "cf.switch", _width(flag_t))
    p.expect("]", "']'")
    attrs = p.parse_optional_attr_dict()
    operands, props = cases.operands_and_props(p, flag_ref, flag_t, drefs, dtypes)
    if attrs:
        for k in [k for k in attrs if k in cls.inherent_attrs]:
            props[k] = attrs.pop(k)
    op = cls.__new__(cls)
    Operation.__init__(
        op, "cf.switch", operands, (), props, attrs or None, (), [default] + cases.dests
    )
    return op


def dest_text(p: Any, block: Any, vals: list) -> str:
    s = p.block_names.get(block, "^INVALIDBLOCK")
    if vals:
        s += (
            "("
            + ", ".join(p.value_name(v) for v in vals)
            + " : "
            + ", ".join(p.type_text(v.type) for v in vals)
            + ")"
        )
    return s


def print_switch(op: Operation, p: Any) -> None:
    out = p.out
    flag = op.operand(0)
    nl = "\n" + "  " * p.indent
    groups = successor_operand_groups(op)
    out.append(f"{p.op_name_text('cf.switch')} {p.value_name(flag)} : {p.type_text(flag.type)}, [")
    out.append(nl + "  default: " + dest_text(p, op.successors[0], groups[0]))
    cv = op.properties.get("case_values")
    if cv is not None:
        et = cv.type.element_type
        mask = (1 << _width(et)) - 1
        for i, v in enumerate(cv.values):
            out.append(
                ","
                + nl
                + f"  {int(v) & mask}: "
                + dest_text(p, op.successors[i + 1], groups[i + 1])
            )
        out.append(nl)
    out.append("]")
    extra = {
        k: v
        for k, v in op.properties.items()
        if k not in ("case_values", "case_operand_segments", "operandSegmentSizes")
    }
    extra.update(op.attributes)
    if extra:
        out.append(" " + p.attr_dict_text(extra))


class SwitchBranch(BranchOpInterface):
    """``BranchOpInterface`` of ``cf.switch`` and ``llvm.switch``: the default's operands,
    then each case's, split by ``case_operand_segments``."""

    __slots__ = ()

    def successor_operands(self, index: int) -> list[Any]:
        return list(successor_operand_groups(self.op)[index])

    def set_successor_operands(self, index: int, values: list[Any]) -> None:
        groups = successor_operand_groups(self.op)
        groups[index] = list(values)
        set_branch_operand_groups(self.op, groups)


class CondBranch(BranchOpInterface):
    """``BranchOpInterface`` of ``cf.cond_br``: the true, then the false destination's
    operands; a constant condition takes one of them (MLIR's ``getSuccessorForOperands``)."""

    __slots__ = ()

    def successor_operands(self, index: int) -> list[Any]:
        return list(successor_operand_groups(self.op)[index])

    def set_successor_operands(self, index: int, values: list[Any]) -> None:
        groups = successor_operand_groups(self.op)
        groups[index] = list(values)
        set_branch_operand_groups(self.op, groups)

    def successor_for_operands(self, constant_operands: list[Any]) -> Any:
        c = constant_operands[0] if constant_operands else None
        if type(c) is not IntegerAttr:
            return None
        return self.op.successors[0 if c.params[1] & 1 else 1]


class CaseSwitchBranch(SwitchBranch):
    """``cf.switch``: ``SwitchBranch``, and a constant flag takes the case equal to it (in
    the flag's width), else the default; no case list: the default (MLIR's
    ``getSuccessorForOperands``). ``llvm.switch`` does not pick one, as in MLIR."""

    __slots__ = ()

    def successor_for_operands(self, constant_operands: list[Any]) -> Any:
        op = self.op
        cases = op.properties.get("case_values")
        if cases is None:
            return op.successors[0]
        flag = constant_operands[0] if constant_operands else None
        if type(flag) is not IntegerAttr:
            return None
        w = _width(flag.params[0])
        for i, cv in enumerate(cases.values):
            if (int(cv) - flag.params[1]) % (1 << w) == 0:
                return op.successors[i + 1]
        return op.successors[0]
