"""Native helpers of ``flow.rules``: the custom forms of IREE 3.13's flow ops, their
verifiers and interfaces.

Text is what ``iree-opt`` 3.13 prints: ``flow.dispatch.region[%w] -> (T{%d}) {...}``
(results with the dynamic extents of each dynamic type in braces), ``flow.executable
private @e {...}``, ``flow.executable.export public @name [workgroups(...) -> (index,
index, index) {...}]`` (a trailing space without the region, as IREE's), ``flow.dispatch
@e::@f[%w](%a) : (T{%d}) -> R{%e}``. ``RegionBranch`` tells generic passes that the
region runs once and flows to the results; ``ReturnTerminator`` that ``flow.return``
passes all its operands.

What it does not do: tied results (``-> %arg``), several entry points per dispatch.
"""

from __future__ import annotations

from typing import Any

from irlite.gen.runtime import ensure_terminator
from irlite.ir.attributes import ArrayAttr, DenseArrayAttr, IntegerAttr, SymbolRefAttr
from irlite.ir.core import Operation
from irlite.ir.interfaces import (
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
)
from irlite.ir.types import IndexType, IntegerType, ShapedType
from irlite.rules.iree_tensor_ext import dims_text, parse_dims

__all__ = [
    "RegionBranch",
    "ReturnTerminator",
    "dynamic_count",
    "entry_point",
    "parse_dispatch",
    "parse_executable",
    "parse_export",
    "parse_region_op",
    "print_dispatch",
    "print_executable",
    "print_export",
    "print_region_op",
]

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)
_UNTIED = IntegerAttr.get(_INDEX, -1)


def dynamic_count(t: Any) -> int:
    """The number of dynamic extents of a shaped type (0 for other types)."""
    if isinstance(t, ShapedType) and getattr(t, "shape", None) is not None:
        return sum(1 for d in t.shape if d < 0)
    return 0


def entry_point(op: Operation) -> tuple[str, str]:
    """``(executable, export)`` named by a ``flow.dispatch``."""
    ref = op.properties["entry_points"].value[0]
    return ref.root, ref.leaf


def _seg(*ns: int) -> Any:
    return DenseArrayAttr.get(_I32, list(ns))


def _make(
    cls: Any, operands: list, types: list, props: dict, attrs: dict, regions: list
) -> Operation:
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, types, props or None, attrs or None, regions, ())
    return op


def _split(cls: Any, attrs: dict, props: dict) -> None:
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)


def _attr_dict(p: Any, op: Operation, elide: tuple = (), keyword: bool = False) -> str:
    d = {k: v for k, v in op.properties.items() if k not in elide}
    d.update(op.attributes)
    if not d:
        return ""
    return (" attributes " if keyword else " ") + p.attr_dict_text(d)


def _arg_name(p: Any) -> tuple[str, int]:
    p.ws()
    m = p.match(p.VALUE_DEF_RE)
    if m is None or m.group(2) is not None:
        p.error("expected SSA operand" + p._found())
    return m.group(1), m.start()


def _typed_args(p: Any) -> list:
    """``(%a: T, ...)``: entry arguments for ``parse_region``."""
    p.expect("(", "'('")
    out: list = []
    if p.try_lit(")"):
        return out
    while True:
        name, pos = _arg_name(p)
        p.expect(":", "':'")
        t = p.parse_type()
        out.append((name, pos, t, p.lazy_loc(pos)))
        if p.try_lit(")"):
            return out
        p.expect(",", "')' or ','")


def _shaped_types(p: Any) -> tuple[list, list]:
    """``T{%d}, U, ...`` up to ``)``: (types, dim refs), ``(`` already consumed."""
    types: list = []
    dims: list = []
    if p.try_lit(")"):
        return types, dims
    while True:
        t = p.parse_type()
        types.append(t)
        n = dynamic_count(t)
        p.ws()
        pos = p.pos
        if n and not p.src.startswith("{", pos):
            p.error("expected '{' in operand list")
        got = parse_dims(p)
        if len(got) != n:
            p.error(f"custom op '{p.custom_op_name}' expected {n} operands", pos)
        dims.extend(got)
        if p.try_lit(")"):
            return types, dims
        p.expect(",", "')' or ','")


def _shaped_text(p: Any, types: list, dims: list) -> list[str]:
    out = []
    it = iter(dims)
    for t in types:
        n = dynamic_count(t)
        out.append(p.type_text(t) + dims_text(p, [next(it) for _ in range(n)]))
    return out


def _workload(p: Any) -> list:
    p.ws()
    if p.src.startswith("[", p.pos):
        p.pos += 1
        return p.parse_operand_refs("]")
    return []


def _names(p: Any, vals: Any) -> str:
    return ", ".join(p.value_name(v) for v in vals)


def _count_region_text(p: Any, keyword: str, region: Any) -> None:
    block = region.blocks[0]
    p.out.append(
        f" {keyword}("
        + ", ".join(f"{p.value_name(a)}: {p.type_text(a.type)}" for a in block.args)
        + ") -> (index, index, index) "
    )
    p.print_region(region, False, True)


def _parse_count_region(p: Any, keyword: str) -> Any:
    from irlite.ir.core import Region

    if not p.try_keyword(keyword):
        return Region()
    args = _typed_args(p)
    p.expect("->", "'->'")
    p.expect("(", "'('")
    for i in range(3):
        p.ws()
        pos = p.pos
        if p.parse_type() is not _INDEX:
            p.error("expected index", pos)
        if i < 2:
            p.expect(",", "','")
    p.expect(")", "')'")
    return p.parse_region(entry_args=args)


# ------------------------------------------------------------------ flow.dispatch.region


def parse_region_op(cls: Any, p: Any) -> Operation:
    w_refs = _workload(p)
    p.expect("->", "'->'")
    p.expect("(", "'('")
    types, d_refs = _shaped_types(p)
    attrs = p.parse_optional_attr_dict_with_keyword()
    p.ws()
    pos = p.pos
    body = p.parse_region()
    if not types:
        ensure_terminator(p, body, "flow.return", pos)
    count = _parse_count_region(p, "count")
    operands = p.resolve_operands(d_refs, [_INDEX] * len(d_refs)) + p.resolve_operands(
        w_refs, [_INDEX] * len(w_refs)
    )
    props = {"operandSegmentSizes": _seg(len(d_refs), len(w_refs))}
    _split(cls, attrs, props)
    return _make(cls, operands, types, props, attrs, [body, count])


def print_region_op(op: Operation, p: Any) -> None:
    seg = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    dims, work = vals[: seg[0]], vals[seg[0] :]
    out = p.out
    out.append(p.op_name_text(op.name))
    if work:
        out.append("[" + _names(p, work) + "]")
    types = [r.type for r in op.results]
    out.append(" -> (" + ", ".join(_shaped_text(p, types, dims)) + ")")
    out.append(_attr_dict(p, op, ("operandSegmentSizes",), keyword=True) + " ")
    p.print_region(op.regions[0], False, bool(types))
    if op.regions[1].blocks:
        _count_region_text(p, "count", op.regions[1])


def verify_region_op(op: Operation) -> str | None:
    seg = op.properties["operandSegmentSizes"].values
    n = sum(dynamic_count(r.type) for r in op.results)
    if n != seg[0]:
        return f"result dims count mismatch: {n} dynamic dims in the result types, {seg[0]} given"
    if not op.regions[0].blocks:
        return "expected a non-empty body region"
    return None


def verify_return(op: Operation) -> str | None:
    """IREE's ``ReturnOp::verify`` in a ``flow.dispatch.region``'s body: the operands are
    the region's results."""
    parent = op.parent_op
    if parent is None or parent.name != "flow.dispatch.region":
        return None
    if op.parent_region is not parent.regions[0]:
        return None
    got = [o.value.type for o in op.op_operands]
    want = [r.type for r in parent.results]
    if len(got) != len(want):
        return (
            f"number of results ({len(want)}) does not match number of returned values ({len(got)})"
        )
    if any(g is not w for g, w in zip(got, want)):
        return "operand types do not match with parent results"
    return None


class RegionBranch(RegionBranchOpInterface):
    """``flow.dispatch.region``: op -> body (once) -> the results."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list:
        op = self.op
        if point is None:
            return [RegionSuccessor(op.regions[0], [])]
        return [RegionSuccessor(None, list(op.results))]

    def region_invocation_bounds(self, constant_operands: list) -> list:
        return [(1, 1), (0, 1)]


class ReturnTerminator(RegionBranchTerminatorOpInterface):
    """``flow.return``: every operand goes to the parent's results."""

    __slots__ = ()

    def successor_operands(self, region: Any) -> list:
        return [o.value for o in self.op.op_operands]


# ------------------------------------------------------------------ flow.executable


def _visibility(p: Any) -> Any:
    from irlite.ir.attributes import StringAttr

    for v in ("private", "public", "nested"):
        if p.try_keyword(v):
            return StringAttr.get(v)
    return None


def _sym_name(p: Any) -> Any:
    from irlite.ir.attributes import StringAttr

    p.ws()
    pos = p.pos
    n = p.parse_optional_symbol_name()
    if n is None:
        p.error("expected valid '@'-identifier for symbol name", pos)
    return StringAttr.get(n)


def _sym_text(p: Any, op: Operation) -> str:
    vis = op.properties.get("sym_visibility")
    name = p.attr_text(SymbolRefAttr.get(op.properties["sym_name"].value))
    return (vis.value + " " if vis is not None else "") + name


def parse_executable(cls: Any, p: Any) -> Operation:
    props: dict = {}
    vis = _visibility(p)
    if vis is not None:
        props["sym_visibility"] = vis
    props["sym_name"] = _sym_name(p)
    attrs = p.parse_optional_attr_dict_with_keyword()
    p.ws()
    pos = p.pos
    body = p.parse_region()
    ensure_terminator(p, body, "flow.executable_end", pos)
    _split(cls, attrs, props)
    return _make(cls, [], [], props, attrs, [body])


def print_executable(op: Operation, p: Any) -> None:
    p.out.append(
        p.op_name_text(op.name)
        + " "
        + _sym_text(p, op)
        + _attr_dict(p, op, ("sym_name", "sym_visibility"), keyword=True)
        + " "
    )
    p.print_region(op.regions[0], False, False)


# ------------------------------------------------------------------ flow.executable.export


def parse_export(cls: Any, p: Any) -> Operation:
    props: dict = {}
    vis = _visibility(p)
    if vis is not None:
        props["sym_visibility"] = vis
    props["sym_name"] = _sym_name(p)
    props["function_ref"] = SymbolRefAttr.get(props["sym_name"].value)
    if p.try_keyword("as"):
        p.expect("(", "'('")
        p.ws()
        pos = p.pos
        n = p.parse_optional_symbol_name()
        if n is None:
            p.error("expected symbol reference", pos)
        props["function_ref"] = SymbolRefAttr.get(n)
        p.expect(")", "')'")
    region = _parse_count_region(p, "workgroups")
    attrs = p.parse_optional_attr_dict_with_keyword()
    _split(cls, attrs, props)
    return _make(cls, [], [], props, attrs, [region])


def print_export(op: Operation, p: Any) -> None:
    out = p.out
    vis = op.properties.get("sym_visibility")
    name = p.attr_text(SymbolRefAttr.get(op.properties["sym_name"].value))
    out.append(p.op_name_text(op.name) + f" {vis.value if vis else 'public'} {name}")
    f = op.properties.get("function_ref")
    if f is not None and f.root != op.properties["sym_name"].value:
        out.append(" as(" + p.attr_text(f) + ")")
    if op.regions[0].blocks:
        _count_region_text(p, "workgroups", op.regions[0])
    else:
        out.append(" ")
    out.append(_attr_dict(p, op, ("sym_name", "sym_visibility", "function_ref"), keyword=True))


def export_function_name(export: Operation) -> str:
    """The name of the inner function an export runs."""
    f = export.properties.get("function_ref")
    return f.root if f is not None else export.properties["sym_name"].value


# ------------------------------------------------------------------ flow.dispatch


def parse_dispatch(cls: Any, p: Any) -> Operation:
    p.ws()
    pos = p.pos
    ref = p.parse_attribute()
    if not isinstance(ref, SymbolRefAttr) or not ref.nested:
        p.error("expected a symbol reference @executable::@export", pos)
    w_refs = _workload(p)
    p.expect("(", "'('")
    a_refs = p.parse_operand_refs(")")
    attrs = p.parse_optional_attr_dict()
    p.expect(":", "':'")
    p.expect("(", "'('")
    a_types, ad_refs = _shaped_types(p)
    p.expect("->", "'->'")
    names = [r[0] for r in a_refs]
    ties: list[int] = []
    r_types = []
    rd_refs: list = []
    if p.try_lit("("):
        if not p.try_lit(")"):
            while True:
                _tied_result(p, names, a_types, r_types, rd_refs, ties)
                if p.try_lit(")"):
                    break
                p.expect(",", "')' or ','")
    else:
        _tied_result(p, names, a_types, r_types, rd_refs, ties)
    operands = (
        p.resolve_operands(w_refs, [_INDEX] * len(w_refs))
        + p.resolve_operands(a_refs, a_types)
        + p.resolve_operands(ad_refs, [_INDEX] * len(ad_refs))
        + p.resolve_operands(rd_refs, [_INDEX] * len(rd_refs))
    )
    props = {
        "entry_points": ArrayAttr.get([ref]),
        "operandSegmentSizes": _seg(len(w_refs), len(a_refs), len(ad_refs), len(rd_refs)),
    }
    if r_types:
        props["tied_operands"] = ArrayAttr.get(
            [_UNTIED if t < 0 else IntegerAttr.get(_INDEX, t) for t in ties]
        )
    _split(cls, attrs, props)
    return _make(cls, operands, r_types, props, attrs, [])


def _tied_result(p: Any, names: list, a_types: list, types: list, dims: list, ties: list) -> None:
    """One result of ``flow.dispatch``: ``T{%d}``, or ``%arg{%d}`` tied to that argument
    (the result takes its type)."""
    p.ws()
    if p.src.startswith("%", p.pos):
        pos = p.pos
        name = p.parse_operand_ref()[0]
        if name not in names:
            p.error("tied operand not found in the argument list", pos)
        i = names.index(name)
        t = a_types[i]
        ties.append(i)
    else:
        t = p.parse_type()
        ties.append(-1)
    types.append(t)
    n = dynamic_count(t)
    p.ws()
    pos = p.pos
    if n and not p.src.startswith("{", pos):
        p.error("expected '{' in operand list")
    got = parse_dims(p)
    if len(got) != n:
        p.error(f"custom op '{p.custom_op_name}' expected {n} operands", pos)
    dims.extend(got)


def tied_operands(op: Operation) -> list[int]:
    """Per result of a ``flow.dispatch``: the index of the argument it is tied to (updated
    in place, IREE's ``-> %arg``), or -1."""
    t = op.properties.get("tied_operands")
    if t is None:
        return [-1] * len(op.results)
    return [a.value for a in t.value]


def dispatch_groups(op: Operation) -> tuple[list, list, list, list]:
    """``(workload, arguments, argument_dims, result_dims)`` of a ``flow.dispatch``."""
    seg = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    out = []
    i = 0
    for n in seg:
        out.append(vals[i : i + n])
        i += n
    return out[0], out[1], out[2], out[3]


def print_dispatch(op: Operation, p: Any) -> None:
    work, args, adims, rdims = dispatch_groups(op)
    out = p.out
    out.append(p.op_name_text(op.name) + " " + p.attr_text(op.properties["entry_points"].value[0]))
    if work:
        out.append("[" + _names(p, work) + "]")
    out.append("(" + _names(p, args) + ")")
    out.append(_attr_dict(p, op, ("entry_points", "operandSegmentSizes", "tied_operands")))
    out.append(" : (" + ", ".join(_shaped_text(p, [a.type for a in args], adims)) + ") -> ")
    rtexts = _shaped_text(p, [r.type for r in op.results], rdims)
    for k, t in enumerate(tied_operands(op)):
        if t >= 0:  # the tied argument's name, then the result's extents
            rtexts[k] = p.value_name(args[t]) + rtexts[k][len(p.type_text(op.results[k].type)) :]
    out.append(rtexts[0] if len(rtexts) == 1 else "(" + ", ".join(rtexts) + ")")


def verify_dispatch(op: Operation) -> str | None:
    _, args, adims, rdims = dispatch_groups(op)
    if len(op.properties["entry_points"].value) != 1:
        return "expected exactly one entry point"
    if sum(dynamic_count(a.type) for a in args) != len(adims):
        return "argument dims count mismatch with the dynamic dims of the argument types"
    if sum(dynamic_count(r.type) for r in op.results) != len(rdims):
        return "result dims count mismatch with the dynamic dims of the result types"
    return None


def verify_dispatch_symbols(op: Operation, tables: Any) -> str | None:
    exe_name, exp_name = entry_point(op)
    exe = tables.lookup_nearest_symbol_from(op, exe_name)
    if exe is None or exe.name != "flow.executable":
        return None  # IREE 3.13 checks only the exports it finds
    block = exe.regions[0].blocks[0]
    for o in block.ops:
        if o.name == "flow.executable.export" and o.properties["sym_name"].value == exp_name:
            region = o.regions[0]
            if region.blocks:
                want = len(region.blocks[0].args)
                got = len(dispatch_groups(op)[0])
                if want != got:
                    return (
                        f"workload mismatch; entry point expects {want} arguments but dispatch "
                        f"provides {got}"
                    )
            return None
    return None
