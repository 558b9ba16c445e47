"""Native helpers of ``scf.rules``: the hand-written assembly and region checks of scf.

MLIR writes the custom forms of ``scf.for``, ``scf.if``, ``scf.while``,
``scf.execute_region``, ``scf.parallel`` and ``scf.forall`` in C++; these are
their Python equivalents, printing byte for byte as mlir-opt 19 (including its
stray spaces, e.g. ``-> (f32)  : i32``), plus ``custom<SwitchCases>`` of
``scf.index_switch``'s declarative format. Parsers insert the
implicit ``scf.yield``/``scf.reduce`` terminators where MLIR does; printers omit
them where MLIR does. ``verify_*`` return ``None``, MLIR's message (without
the ``'scf.x' op`` prefix) or a ``Diagnostic`` (with MLIR's notes), in MLIR's
order: ``verify_x`` before the nested ops (traits, interfaces, ``verify()``),
``verify_x_regions`` after them (RegionBranchOpInterface edges, ``verifyRegions``).

What it does not do: fold, canonicalize or lower loops.
"""

from __future__ import annotations

import re
from typing import Any

from irlite.gen.runtime import ensure_terminator, expect_keyword, int_token, wrong_token_pos
from irlite.ir.attributes import DenseArrayAttr, IntegerAttr
from irlite.ir.core import Operation, Region
from irlite.ir.diagnostics import Diagnostic, Severity, op_error
from irlite.ir.interfaces import (
    ConditionallySpeculatable,
    LoopLikeOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
    verify_loop_carried_values,
)
from irlite.ir.types import FunctionType, IndexType, IntegerType

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)
_INT = re.compile(r"-?(?:0x[0-9a-fA-F]+|\d+)")


# ------------------------------------------------------------------ shared parsing pieces


def _start(p: Any, name: str) -> int:
    """Offset of the op name just parsed (the op's location, as MLIR's ``result.location``)."""
    return max(0, p.pos - len(name))


def _arg_name(p: Any) -> tuple[str, int]:
    """A block argument definition ``%name``: (name, offset)."""
    p.ws()
    m = p.match(p.VALUE_DEF_RE)
    if m is None or m.group(2) is not None:
        p.error("expected SSA operand" + p._found())
    return m.group(1), m.start()


def _assignment_list(p: Any) -> tuple[list, list]:
    """``(%a = %x, %b = %y)``: ([(name, pos)], [operand ref])."""
    p.expect("(", "'('")
    args: list = []
    refs: list = []
    if p.try_lit(")"):
        return args, refs
    while True:
        args.append(_arg_name(p))
        p.expect("=", "'='")
        refs.append(p.parse_operand_ref())
        if p.try_lit(")"):
            return args, refs
        p.expect(",", "')' or ','")


def _arrow_type_list(p: Any) -> list:
    """After ``->``: ``(t, ...)`` or a single type."""
    if p.try_lit("("):
        if p.try_lit(")"):
            return []
        ts = p.parse_type_list_no_parens()
        p.expect(")", "')'")
        return ts
    return [p.parse_type()]


def _optional_arrow_type_list(p: Any) -> list:
    if p.try_lit("->"):
        return _arrow_type_list(p)
    return []


def _entry(args: list, types: list, p: Any) -> list:
    return [(n, pos, t, p.lazy_loc(pos)) for (n, pos), t in zip(args, types)]


def _split_attrs(cls: Any, attrs: dict, props: dict) -> dict:
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)
    return attrs


def _make(
    cls: Any, operands: list, types: list, props: Any, attrs: Any, regions: list
) -> Operation:
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, types, props or None, attrs or None, regions, ())
    return op


# ------------------------------------------------------------------ shared printing pieces


def _types(p: Any, vals: Any) -> str:
    return ", ".join(p.type_text(v.type) for v in vals)


def _names(p: Any, vals: Any) -> str:
    return ", ".join(p.value_name(v) for v in vals)


def _arrow(p: Any, types: list) -> str:
    """MLIR's ``printOptionalArrowTypeList``."""
    if not types:
        return ""
    if len(types) == 1 and type(types[0]) is not FunctionType:
        return " -> " + p.type_text(types[0])
    return " -> (" + ", ".join(p.type_text(t) for t in types) + ")"


def _attr_dict(p: Any, op: Operation, elide: tuple = (), keyword: bool = False) -> str:
    d = {k: v for k, v in op.properties.items() if k not in elide}
    d.update(op.attributes)
    if not d:
        return ""
    return (" attributes " if keyword else " ") + p.attr_dict_text(d)


def _init_list(p: Any, args: Any, inits: Any, prefix: str) -> str:
    if not inits:
        return ""
    return (
        prefix
        + "("
        + ", ".join(f"{p.value_name(a)} = {p.value_name(v)}" for a, v in zip(args, inits))
        + ")"
    )


def _operands(op: Operation) -> list:
    return [o.value for o in op.op_operands]


# ------------------------------------------------------------------ scf.for


def parse_for(cls: Any, p: Any) -> Operation:
    start = _start(p, "scf.for")
    iv = _arg_name(p)
    p.expect("=", "'='")
    lb = p.parse_operand_ref()
    expect_keyword(p, "to", "scf.for")
    ub = p.parse_operand_ref()
    expect_keyword(p, "step", "scf.for")
    step = p.parse_operand_ref()
    args: list = []
    refs: list = []
    result_types: list = []
    if p.try_keyword("iter_args"):
        args, refs = _assignment_list(p)
        p.expect("->", "'->'")
        result_types = _arrow_type_list(p)
    if len(args) != len(result_types):
        p.error(
            "custom op 'scf.for' mismatch in number of loop-carried values and defined values",
            start,
        )
    iv_type = p.parse_type() if p.try_lit(":") else _INDEX
    region = p.parse_region(entry_args=_entry([iv] + args, [iv_type] + result_types, p))
    ensure_terminator(p, region, "scf.yield", start)
    operands = p.resolve_operands([lb, ub, step], [iv_type] * 3) + p.resolve_operands(
        refs, result_types
    )
    attrs = p.parse_optional_attr_dict()
    props: dict = {}
    _split_attrs(cls, attrs, props)
    return _make(cls, operands, result_types, props, attrs, [region])


def print_for(op: Operation, p: Any) -> None:
    out = p.out
    vals = _operands(op)
    region = op.regions[0]
    body = region.blocks[0] if region.blocks else None
    bargs = body.args if body is not None else ()
    iv = bargs[0] if bargs else None
    inits = vals[3:]
    out.append(
        p.op_name_text("scf.for")
        + " "
        + (p.value_name(iv) if iv is not None else "<<NULL>>")
        + f" = {p.value_name(vals[0])} to {p.value_name(vals[1])} step {p.value_name(vals[2])}"
    )
    out.append(_init_list(p, bargs[1:], inits, " iter_args"))
    if inits:
        out.append(" -> (" + _types(p, inits) + ")")
    out.append(" ")
    t = iv.type if iv is not None else _INDEX
    if t is not _INDEX:
        out.append(" : " + p.type_text(t) + " ")
    p.print_region(region, False, bool(inits))
    out.append(_attr_dict(p, op))


def _q(t: Any) -> str:
    return f"'{t}'"


def verify_for(op: Operation) -> Any:
    """ForOp::verify, then LoopLikeOpInterface's checks (before the nested ops), the order
    in which MLIR reports them."""
    inits = _operands(op)[3:]
    if len(inits) != len(op.results):
        return "mismatch in number of loop-carried values and defined values"
    region = op.regions[0]
    body = region.blocks[0] if region.blocks else None
    iter_args = list(body.args[1:]) if body is not None else []
    ys = _yielded(region) or []
    return verify_loop_carried_values(op, inits, iter_args, ys, op.results)


def _edge(op: Operation, src: str, dst: str, vals: list, types: list) -> str | None:
    """RegionBranchOpInterface's check of the values passed along one edge."""
    if len(vals) != len(types):
        return (
            f" region control flow edge from {src} to {dst}: source has {len(vals)} operands, "
            f"but target successor needs {len(types)}"
        )
    for i, (v, t) in enumerate(zip(vals, types)):
        if v.type is not t:
            return (
                f" along control flow edge from {src} to {dst}: source type #{i} '{v.type}' "
                f"should match input type #{i} '{t}'"
            )
    return None


def _terminator(region: Region) -> Any:
    if not region.blocks:
        return None
    t = region.blocks[-1].last
    return t if t is not None and "IsTerminator" in t.traits else None


def _yielded(region: Region) -> list | None:
    t = _terminator(region)
    if t is None or t.name not in ("scf.yield", "scf.condition"):
        return None
    vals = _operands(t)
    return vals[1:] if t.name == "scf.condition" else vals


def verify_for_regions(op: Operation) -> str | None:
    """RegionBranchOpInterface's edges, then ForOp::verifyRegions (after the nested ops)."""
    region = op.regions[0]
    if not region.blocks:
        return None
    body = region.blocks[0]
    if not body.args:
        return "expected induction variable to be same type as bounds and step"
    iter_args = body.args[1:]
    ys = _yielded(region)
    if ys is not None:
        e = _edge(op, "Region #0", "Region #0", ys, [a.type for a in iter_args]) or _edge(
            op, "Region #0", "parent results", ys, [r.type for r in op.results]
        )
        if e:
            return e
    if body.args[0].type is not op.operand(0).type:
        return "expected induction variable to be same type as bounds and step"
    if len(iter_args) != len(op.results):
        return "mismatch in number of basic block args and defined values"
    inits = _operands(op)[3:]
    for i, (a, b, r) in enumerate(zip(inits, iter_args, op.results)):
        if a.type is not r.type:
            return f"types mismatch between {i}th iter operand and defined value"
        if b.type is not r.type:
            return f"types mismatch between {i}th iter region arg and defined value"
    return None


# ------------------------------------------------------------------ scf.if


def parse_if(cls: Any, p: Any) -> Operation:
    start = _start(p, "scf.if")
    cond = p.parse_operand_ref()
    result_types = _optional_arrow_type_list(p)
    then = p.parse_region()
    ensure_terminator(p, then, "scf.yield", start)
    els = Region()
    if p.try_keyword("else"):
        els = p.parse_region()
        ensure_terminator(p, els, "scf.yield", start)
    attrs = p.parse_optional_attr_dict()
    operands = p.resolve_operands([cond], [IntegerType.get(1)])
    props: dict = {}
    _split_attrs(cls, attrs, props)
    return _make(cls, operands, result_types, props, attrs, [then, els])


def print_if(op: Operation, p: Any) -> None:
    out = p.out
    out.append(p.op_name_text("scf.if") + " " + p.value_name(op.operand(0)))
    terms = bool(op.results)
    if terms:
        out.append(" -> (" + _types(p, op.results) + ")")
    out.append(" ")
    p.print_region(op.regions[0], False, terms)
    els = op.regions[1]
    if els.blocks:
        out.append(" else ")
        p.print_region(els, False, terms)
    out.append(_attr_dict(p, op))


def verify_if(op: Operation) -> str | None:
    if op.results and (len(op.regions) < 2 or not op.regions[1].blocks):
        return "must have an else block if defining values"
    return None


def verify_if_regions(op: Operation) -> str | None:
    types = [r.type for r in op.results]
    for i, region in enumerate(op.regions):
        ys = _yielded(region)
        if ys is not None:
            e = _edge(op, f"Region #{i}", "parent results", ys, types)
            if e:
                return e
    return None


# ------------------------------------------------------------------ scf.while


def parse_while(cls: Any, p: Any) -> Operation:
    args: list = []
    refs: list = []
    if p.at("("):
        args, refs = _assignment_list(p)
    p.ws()
    tpos = p.pos  # MLIR reports type errors at the ':'
    p.expect(":", "':'")
    ft = p.parse_type()
    if type(ft) is not FunctionType:
        p.error("custom op 'scf.while' invalid kind of type specified", tpos)
    if len(ft.inputs) != len(refs):
        p.error(
            f"custom op 'scf.while' expected as many input types as operands (expected "
            f"{len(refs)} got {len(ft.inputs)})",
            tpos,
        )
    operands = p.resolve_operands(refs, ft.inputs)
    # MLIR parses `{}` with no arguments as an empty region
    before = p.parse_region(entry_args=_entry(args, list(ft.inputs), p) or None)
    expect_keyword(p, "do", "scf.while")
    after = p.parse_region()
    attrs = p.parse_optional_attr_dict_with_keyword()
    props: dict = {}
    _split_attrs(cls, attrs, props)
    return _make(cls, operands, list(ft.results), props, attrs, [before, after])


def print_while(op: Operation, p: Any) -> None:
    out = p.out
    before, after = op.regions[0], op.regions[1]
    bargs = before.blocks[0].args if before.blocks else ()
    inits = _operands(op)
    out.append(p.op_name_text("scf.while"))
    out.append(_init_list(p, bargs, inits, " "))
    out.append(
        " : " + p.function_type_str([v.type for v in inits], [r.type for r in op.results]) + " "
    )
    p.print_region(before, False, True)
    out.append(" do ")
    p.print_region(after, True, True)
    out.append(_attr_dict(p, op, keyword=True))


def _terminator_check(op: Operation, region: Region, name: str, message: str) -> Any:
    """MLIR's ``verifyAndGetTerminator``: an error (with a note at the wrong terminator)
    unless the region's first block ends with ``name``."""
    last = region.blocks[0].last if region.blocks else None
    if last is not None and last.name == name:
        return None
    d = op_error(op, message)
    if last is not None:
        d.notes.append(Diagnostic(Severity.NOTE, last.loc, "terminator here"))
    return d


def verify_while(op: Operation) -> Any:
    """WhileOp::verify (before the nested ops)."""
    return _terminator_check(
        op,
        op.regions[0],
        "scf.condition",
        "expects the 'before' region to terminate with 'scf.condition'",
    ) or _terminator_check(
        op, op.regions[1], "scf.yield", "expects the 'after' region to terminate with 'scf.yield'"
    )


def verify_while_regions(op: Operation) -> str | None:
    before, after = op.regions[0], op.regions[1]
    if not before.blocks or not after.blocks:
        return None
    t = _terminator(before)
    u = _terminator(after)
    if t is None or t.name != "scf.condition" or u is None or u.name != "scf.yield":
        return None
    inits = _operands(op)
    e = _edge(op, "parent operands", "Region #0", inits, before.blocks[0].arg_types)
    if e:
        return e
    cond_args = _operands(t)[1:]
    e = _edge(op, "Region #0", "parent results", cond_args, [r.type for r in op.results])
    if e:
        return e
    e = _edge(op, "Region #0", "Region #1", cond_args, after.blocks[0].arg_types)
    if e:
        return e
    return _edge(op, "Region #1", "Region #0", _operands(u), before.blocks[0].arg_types)


# ------------------------------------------------------------------ scf.execute_region


def parse_execute_region(cls: Any, p: Any) -> Operation:
    result_types = _optional_arrow_type_list(p)
    region = p.parse_region()
    attrs = p.parse_optional_attr_dict()
    props: dict = {}
    _split_attrs(cls, attrs, props)
    return _make(cls, [], result_types, props, attrs, [region])


def print_execute_region(op: Operation, p: Any) -> None:
    out = p.out
    out.append(p.op_name_text("scf.execute_region") + _arrow(p, [r.type for r in op.results]) + " ")
    p.print_region(op.regions[0], False, True)
    out.append(_attr_dict(p, op))


def verify_execute_region_regions(op: Operation) -> str | None:
    region = op.regions[0]
    if not region.blocks:
        return "region needs to have at least one block"
    if region.blocks[0].args:
        return "region cannot have any arguments"
    types = [r.type for r in op.results]
    for b in region.blocks:
        t = b.last
        if t is not None and t.name == "scf.yield":
            e = _edge(op, "Region #0", "parent results", _operands(t), types)
            if e:
                return e
    return None


# ------------------------------------------------------------------ scf.index_switch


def parse_SwitchCases(p: Any) -> tuple:
    """``custom<SwitchCases>($cases, $caseRegions)``: ``case N { ... }`` repeated."""
    values: list[int] = []
    regions: list = []
    while p.try_keyword("case"):
        p.ws()
        m = p.match(_INT)
        if m is None:
            p.error("custom op 'scf.index_switch' expected integer value")
        values.append(int_token(m.group()))
        regions.append(p.parse_region())
    return DenseArrayAttr.get(_I64, values), regions


def print_SwitchCases(p: Any, op: Operation, cases: Any, regions: list) -> None:
    out = p.out
    nl = "\n" + "  " * p.indent
    for v, r in zip(cases.values if cases is not None else (), regions):
        out.append(f"{nl}case {v} ")
        p.print_region(r, False, True)


def verify_index_switch(op: Operation) -> Any:
    """IndexSwitchOp::verify (before the nested ops)."""
    cases = op.properties.get("cases")
    values = list(cases.values) if cases is not None else []
    nregions = len(op.regions) - 1
    if len(values) != nregions:
        return f"has {nregions} case regions but {len(values)} case values"
    seen: set = set()
    for v in values:
        if v in seen:
            return f"has duplicate case value: {v}"
        seen.add(v)
    types = [r.type for r in op.results]
    for i, r in enumerate(op.regions):
        name = "default region" if i == 0 else f"case region #{i - 1}"
        if not r.blocks or r.blocks[0].last is None:
            continue  # reported by the region/terminator checks
        t = r.blocks[0].last
        if t.name != "scf.yield":
            return f"expected region to end with scf.yield, but got {t.name}"
        ys = _operands(t)
        if len(ys) != len(types):
            d = op_error(
                op,
                f"expected each region to return {len(types)} values, but {name} returns {len(ys)}",
            )
            d.notes.append(Diagnostic(Severity.NOTE, t.loc, "see yield operation here"))
            return d
        for j, (y, ty) in enumerate(zip(ys, types)):
            if y.type is not ty:
                d = op_error(op, f"expected result #{j} of each region to be {_q(ty)}")
                d.notes.append(
                    Diagnostic(Severity.NOTE, t.loc, f"{name} returns {_q(y.type)} here")
                )
                return d
    return None


# ------------------------------------------------------------------ scf.parallel / scf.reduce


def _paren_refs(p: Any) -> list:
    p.expect("(", "'('")
    return p.parse_operand_refs(close=")")


def _induction_variables(p: Any) -> list:
    """``(%i, %j, ...)``: the names of ``scf.parallel``'s / ``scf.forall``'s induction variables."""
    p.expect("(", "'('")
    ivs: list = []
    if not p.try_lit(")"):
        while True:
            ivs.append(_arg_name(p))
            if p.try_lit(")"):
                break
            p.expect(",", "')' or ','")
    return ivs


def parse_parallel(cls: Any, p: Any) -> Operation:
    start = _start(p, "scf.parallel")
    ivs = _induction_variables(p)
    n = len(ivs)
    p.expect("=", "'='")
    bounds = []
    for kw in (None, "to", "step"):
        if kw is not None:
            expect_keyword(p, kw, "scf.parallel")
        p.ws()
        pos = p.pos
        refs = _paren_refs(p)
        if len(refs) != n:
            p.error(f"custom op 'scf.parallel' expected {n} operands", pos)
        bounds.append(refs)
    init_refs: list = []
    if p.try_keyword("init"):
        init_refs = _paren_refs(p)
    result_types = _optional_arrow_type_list(p)
    operands = []
    for refs in bounds:
        operands += p.resolve_operands(refs, [_INDEX] * n)
    region = p.parse_region(entry_args=_entry(ivs, [_INDEX] * n, p))
    props: dict = {"operandSegmentSizes": DenseArrayAttr.get(_I32, [n, n, n, len(init_refs)])}
    attrs = p.parse_optional_attr_dict()
    _split_attrs(cls, attrs, props)
    if len(init_refs) != len(result_types):  # MLIR reports it at the op name
        p.error(
            f"custom op 'scf.parallel' {len(init_refs)} operands present, but expected "
            f"{len(result_types)}",
            start,
        )
    operands += p.resolve_operands(init_refs, result_types)
    ensure_terminator(p, region, "scf.reduce", start)
    return _make(cls, operands, result_types, props, attrs, [region])


def _segments(op: Operation) -> list:
    seg = op.properties.get("operandSegmentSizes")
    return list(seg.values) if seg is not None else [0, 0, 0, len(op.op_operands)]


def print_parallel(op: Operation, p: Any) -> None:
    out = p.out
    vals = _operands(op)
    s = _segments(op)
    a, b, c = s[0], s[0] + s[1], s[0] + s[1] + s[2]
    region = op.regions[0]
    ivs = region.blocks[0].args if region.blocks else ()
    out.append(
        p.op_name_text("scf.parallel") + f" ({_names(p, ivs)}) = ({_names(p, vals[:a])}) to "
        f"({_names(p, vals[a:b])}) step ({_names(p, vals[b:c])})"
    )
    if vals[c:]:
        out.append(f" init ({_names(p, vals[c:])})")
    out.append(_arrow(p, [r.type for r in op.results]) + " ")
    p.print_region(region, False, True)
    out.append(_attr_dict(p, op, ("operandSegmentSizes",)))


def _constant_int(v: Any) -> int | None:
    o = getattr(v, "owner", None)
    if o is None or getattr(o, "name", "") not in ("arith.constant", "index.constant"):
        return None
    a = o.properties.get("value")
    return getattr(a, "value", None) if type(getattr(a, "value", None)) is int else None


def verify_parallel(op: Operation) -> Any:
    """ParallelOp::verify (before the nested ops)."""
    s = _segments(op)
    vals = _operands(op)
    steps = vals[s[0] + s[1] : s[0] + s[1] + s[2]]
    if not steps:
        return "needs at least one tuple element for lowerBound, upperBound and step"
    for v in steps:
        c = _constant_int(v)
        if c is not None and c <= 0:
            return "constant step operand must be positive"
    region = op.regions[0]
    if not region.blocks:
        return None
    body = region.blocks[0]
    if len(body.args) != len(steps):
        return (
            f"expects the same number of induction variables: {len(body.args)} as bound and "
            f"step values: {len(steps)}"
        )
    for a in body.args:
        if a.type is not _INDEX:
            return "expects arguments for the induction variable to be of index type"
    d = _terminator_check(op, region, "scf.reduce", "expects body to terminate with 'scf.reduce'")
    if d is not None:
        return d
    t = body.last
    nred = len(t.regions)
    if len(op.results) != nred:
        return (
            f"expects number of results: {len(op.results)} to be the same as number of "
            f"reductions: {nred}"
        )
    inits = vals[s[0] + s[1] + s[2] :]
    if len(op.results) != len(inits):
        return (
            f"expects number of results: {len(op.results)} to be the same as number of "
            f"initial values: {len(inits)}"
        )
    for i, (v, r) in enumerate(zip(_operands(t), op.results)):
        if v.type is not r.type:
            return op_error(
                t,
                f"expects type of {i}-th reduction operand: {_q(v.type)} to be the "
                f"same as the {i}-th result type: {_q(r.type)}",
            )
    return None


def verify_reduce_regions(op: Operation) -> str | None:
    """ReduceOp::verifyRegions."""
    vals = _operands(op)
    for i, (v, r) in enumerate(zip(vals, op.regions)):
        if not r.blocks:
            continue
        b = r.blocks[0]
        if b.first is None:
            return f"{i}-th reduction has an empty body"
        if len(b.args) != 2 or any(a.type is not v.type for a in b.args):
            return f"expected two block arguments with type {_q(v.type)} in the {i}-th reduction region"
        t = b.last
        if t is None or t.name != "scf.reduce.return":
            return "reduction bodies must be terminated with an 'scf.reduce.return' op"
    return None


def verify_reduce_return(op: Operation) -> str | None:
    """ReduceReturnOp::verify: the value has the reduction's type."""
    b = op.parent
    if b is None or not b.args:
        return None
    t = b.args[0].type
    if op.operand(0).type is not t:
        return f"must have type {_q(t)} (the type of the reduction inputs)"
    return None


# ------------------------------------------------------------------ scf.forall

_DYNAMIC = -(1 << 63)  # MLIR's ShapedType::kDynamic


def _dynamic_index_list(p: Any) -> tuple[list, list]:
    """MLIR's ``parseDynamicIndexList`` in parentheses: (static values, dynamic refs)."""
    p.expect("(", "'('")
    static: list[int] = []
    refs: list = []
    if p.try_lit(")"):
        return static, refs
    while True:
        p.ws()
        if p.peek() == "%":
            refs.append(p.parse_operand_ref())
            static.append(_DYNAMIC)
        else:
            m = p.match(_INT)
            if m is None:
                p.error("custom op 'scf.forall' expected SSA value or integer")
            static.append(int_token(m.group()))
        if p.try_lit(")"):
            return static, refs
        if not p.try_lit(","):
            p.error("expected ')' in dynamic index list", wrong_token_pos(p))


def parse_forall(cls: Any, p: Any) -> Operation:
    start = _start(p, "scf.forall")
    ivs = _induction_variables(p)
    n = len(ivs)
    operands: list = []
    if p.try_keyword("in"):
        ubs, ub_refs = _dynamic_index_list(p)
        lbs, lb_refs, steps, step_refs = [0] * n, [], [1] * n, []
        operands += p.resolve_operands(ub_refs, [_INDEX] * len(ub_refs))
    else:
        p.expect("=", "'='")
        lbs, lb_refs = _dynamic_index_list(p)
        operands += p.resolve_operands(lb_refs, [_INDEX] * len(lb_refs))
        expect_keyword(p, "to", "scf.forall")
        ubs, ub_refs = _dynamic_index_list(p)
        operands += p.resolve_operands(ub_refs, [_INDEX] * len(ub_refs))
        expect_keyword(p, "step", "scf.forall")
        steps, step_refs = _dynamic_index_list(p)
        operands += p.resolve_operands(step_refs, [_INDEX] * len(step_refs))
    outs: list = []
    out_refs: list = []
    result_types: list = []
    if p.try_keyword("shared_outs"):
        outs, out_refs = _assignment_list(p)
        result_types = _optional_arrow_type_list(p)
        operands += p.resolve_operands(out_refs, result_types)
    region = p.parse_region(entry_args=_entry(ivs + outs, [_INDEX] * n + result_types, p))
    ensure_terminator(p, region, "scf.forall.in_parallel", start)
    attrs = p.parse_optional_attr_dict()
    props: dict = {}
    _split_attrs(cls, attrs, props)
    props["staticLowerBound"] = DenseArrayAttr.get(_I64, lbs)
    props["staticUpperBound"] = DenseArrayAttr.get(_I64, ubs)
    props["staticStep"] = DenseArrayAttr.get(_I64, steps)
    props["operandSegmentSizes"] = DenseArrayAttr.get(
        _I32, [len(lb_refs), len(ub_refs), len(step_refs), len(out_refs)]
    )
    return _make(cls, operands, result_types, props, attrs, [region])


def _index_list_text(p: Any, static: Any, dyn: list) -> str:
    it = iter(dyn)
    parts = []
    for v in static:
        if v == _DYNAMIC:
            d = next(it, None)
            parts.append(p.value_name(d) if d is not None else "<<NULL VALUE>>")
        else:
            parts.append(str(v))
    return "(" + ", ".join(parts) + ")"


def _all_mixed(static: Any, dynamic: list, k: int) -> bool:
    """Every entry of a mixed static/dynamic list is the constant ``k``, a dynamic one
    through its defining constant (MLIR's ``isConstantIntValue`` over mixed values, which
    ForallOp's printer asks to choose the normalized form)."""
    it = iter(dynamic)
    for v in static:
        if (_constant_int(next(it, None)) if v == _DYNAMIC else v) != k:
            return False
    return True


def print_forall(op: Operation, p: Any) -> None:
    out = p.out
    vals = _operands(op)
    s = _segments(op)
    a, b, c = s[0], s[0] + s[1], s[0] + s[1] + s[2]
    props = op.properties
    lbs = props["staticLowerBound"].values
    ubs = props["staticUpperBound"].values
    steps = props["staticStep"].values
    region = op.regions[0]
    bargs = region.blocks[0].args if region.blocks else ()
    nivs = len(ubs)
    out.append(p.op_name_text("scf.forall") + " (" + _names(p, bargs[:nivs]))
    if _all_mixed(lbs, vals[:a], 0) and _all_mixed(steps, vals[b:c], 1):
        out.append(") in " + _index_list_text(p, ubs, vals[a:b]))
    else:
        out.append(
            ") = "
            + _index_list_text(p, lbs, vals[:a])
            + " to "
            + _index_list_text(p, ubs, vals[a:b])
            + " step "
            + _index_list_text(p, steps, vals[b:c])
        )
    out.append(_init_list(p, bargs[nivs:], vals[c:], " shared_outs"))
    out.append(" ")
    if len(bargs) > nivs:
        out.append("-> (" + _types(p, op.results) + ") ")
    p.print_region(region, False, bool(op.results))
    out.append(
        _attr_dict(
            p, op, ("operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep")
        )
    )


def verify_forall(op: Operation) -> Any:
    """DestinationStyleOpInterface's and ForallOp::verify's checks."""
    props = op.properties
    s = _segments(op)
    vals = _operands(op)
    outs_start = s[0] + s[1] + s[2]
    outs = vals[outs_start:]
    if len(outs) == len(op.results):
        for i, (o, r) in enumerate(zip(outs, op.results)):
            if o.type is not r.type:
                return (
                    f"expected type of operand #{outs_start + i} ({_q(o.type)}) to match type "
                    f"of corresponding result ({_q(r.type)})"
                )
    lists = [props.get(k) for k in ("staticLowerBound", "staticUpperBound", "staticStep")]
    if any(x is None for x in lists):
        return None
    n = len(lists[0].values)
    if len(op.results) != len(outs):
        return f"produces {len(op.results)} results, but has only {len(outs)} outputs"
    region = op.regions[0]
    if region.blocks:
        args = region.blocks[0].args
        if len(args) != n + len(outs):
            return f"region expects {n} arguments"
        for i in range(n):
            if args[i].type is not _INDEX:
                return f"expects {i}-th block argument to be an index"
        for i, o in enumerate(outs):
            if args[n + i].type is not o.type:
                return f"type mismatch between {i}-th output and corresponding block argument"
    mapping = props.get("mapping")
    if mapping is not None and len(mapping.value) and len(mapping.value) != n:
        return "mapping attribute size must match op rank"
    for i, (x, what) in enumerate(zip(lists, ("lower bound", "upper bound", "step"))):
        if len(x.values) != n:
            return Diagnostic(
                Severity.ERROR, op.loc, f"expected {n} {what} values, got {len(x.values)}", None, op
            )
        ndyn = sum(1 for v in x.values if v == _DYNAMIC)
        if ndyn != s[i]:
            return Diagnostic(
                Severity.ERROR, op.loc, f"expected {ndyn} dynamic {what} values", None, op
            )
    return None


def parse_in_parallel(cls: Any, p: Any) -> Operation:
    region = p.parse_region()
    if not region.blocks:
        from irlite.ir.core import Block

        region.add_block(Block())
    attrs = p.parse_optional_attr_dict()
    return _make(cls, [], [], None, attrs, [region])


def print_in_parallel(op: Operation, p: Any) -> None:
    p.out.append(p.op_name_text("scf.forall.in_parallel") + " ")
    p.print_region(op.regions[0], False, False)
    p.out.append(_attr_dict(p, op))


# ------------------------------------------------------------------ interfaces
# The scf ops' implementations of the control-flow interfaces (ir.interfaces), named by
# their `interfaces { ... }` entries in scf.rules. Region branch points: None is the op
# itself (entering from outside), a region is leaving that region through its terminator.


def _entry_block(op: Operation, i: int = 0) -> Any:
    return op.regions[i].blocks[0]


def _exit_values(op: Operation, i: int = 0) -> list:
    t = _entry_block(op, i).last
    return [o.value for o in t.op_operands] if t is not None else []


class ForLoopLike(LoopLikeOpInterface):
    """``scf.for``: one induction variable; the iter_args are loop-carried."""

    __slots__ = ()

    def loop_regions(self) -> list:
        return [self.op.regions[0]]

    def induction_vars(self) -> list:
        return [_entry_block(self.op).args[0]]

    def lower_bounds(self) -> list:
        return [self.op.op_operands[0].value]

    def upper_bounds(self) -> list:
        return [self.op.op_operands[1].value]

    def steps(self) -> list:
        return [self.op.op_operands[2].value]

    def inits(self) -> list:
        return [o.value for o in self.op.op_operands[3:]]

    def region_iter_args(self) -> list:
        return list(_entry_block(self.op).args[1:])

    def yielded_values(self) -> list:
        return _exit_values(self.op)

    def loop_results(self) -> list:
        return list(self.op.results)


class ForSpeculation(ConditionallySpeculatable):
    """``scf.for`` (MLIR 19's ``ForOp::getSpeculatability``): a loop whose step is the
    constant 1 terminates whatever its bounds, so it is speculatable when its body is
    (``"recursive"``); with any other step it may not terminate (``"not"``)."""

    __slots__ = ()

    def speculatability(self) -> str:
        step = self.op.op_operands[2].value
        owner = getattr(step, "owner", None)
        if isinstance(owner, Operation) and "ConstantLike" in type(owner).traits:
            a = owner.properties.get("value")
            if type(a) is IntegerAttr and a.params[1] == 1:
                return "recursive"
        return "not"


class ForRegionBranch(RegionBranchOpInterface):
    """``scf.for``: from the op or the body, to the body (iter_args) or to the results."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list:
        op = self.op
        return [
            RegionSuccessor(op.regions[0], list(_entry_block(op).args[1:])),
            RegionSuccessor(None, list(op.results)),
        ]

    def entry_successor_operands(self, region: Any) -> list:
        return [o.value for o in self.op.op_operands[3:]]


class WhileLoopLike(LoopLikeOpInterface):
    """``scf.while``: both regions run repeatedly; the before block's arguments are carried."""

    __slots__ = ()

    def loop_regions(self) -> list:
        return [self.op.regions[0], self.op.regions[1]]

    def inits(self) -> list:
        return [o.value for o in self.op.op_operands]

    def region_iter_args(self) -> list:
        return list(_entry_block(self.op, 0).args)

    def yielded_values(self) -> list:
        return _exit_values(self.op, 1)

    def loop_results(self) -> list:
        return list(self.op.results)


class WhileRegionBranch(RegionBranchOpInterface):
    """``scf.while``: op -> before; before -> after or the results (``scf.condition``);
    after -> before (``scf.yield``)."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list:
        op = self.op
        before, after = op.regions[0], op.regions[1]
        if point is None or point is after:
            return [RegionSuccessor(before, list(_entry_block(op, 0).args))]
        return [
            RegionSuccessor(after, list(_entry_block(op, 1).args)),
            RegionSuccessor(None, list(op.results)),
        ]

    def entry_successor_operands(self, region: Any) -> list:
        return [o.value for o in self.op.op_operands]


class IfRegionBranch(RegionBranchOpInterface):
    """``scf.if``: op -> then, else (or the results when there is no else); a branch -> the
    results. A constant condition takes one side only."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list:
        op = self.op
        if point is not None:
            return [RegionSuccessor(None, list(op.results))]
        out = [RegionSuccessor(op.regions[0], [])]
        if op.regions[1].blocks:
            out.append(RegionSuccessor(op.regions[1], []))
        else:
            out.append(RegionSuccessor(None, list(op.results)))
        return out

    def successor_regions_for_constants(self, constant_operands: list) -> list:
        c = constant_operands[0] if constant_operands else None
        if type(c) is not IntegerAttr:
            return self.successor_regions(None)
        op = self.op
        if c.params[1] & 1:
            return [RegionSuccessor(op.regions[0], [])]
        if op.regions[1].blocks:
            return [RegionSuccessor(op.regions[1], [])]
        return [RegionSuccessor(None, list(op.results))]

    def region_invocation_bounds(self, constant_operands: list) -> list:
        c = constant_operands[0] if constant_operands else None
        if type(c) is IntegerAttr:  # a known condition: one side once, the other never
            taken = c.params[1] & 1
            return [(0, taken), (0, 1 - taken)]
        return [(0, 1), (0, 1)]


class IndexSwitchRegionBranch(RegionBranchOpInterface):
    """``scf.index_switch``: op -> every case and the default; a case -> the results. A
    constant selector takes its case (or the default)."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list:
        op = self.op
        if point is not None:
            return [RegionSuccessor(None, list(op.results))]
        return [RegionSuccessor(r, []) for r in op.regions[1:]] + [
            RegionSuccessor(op.regions[0], [])
        ]

    def successor_regions_for_constants(self, constant_operands: list) -> list:
        c = constant_operands[0] if constant_operands else None
        if type(c) is not IntegerAttr:
            return self.successor_regions(None)
        op = self.op
        v = c.params[1]
        if v >= 1 << 63:
            v -= 1 << 64
        cases = list(op.properties["cases"].values)
        r = op.regions[1 + cases.index(v)] if v in cases else op.regions[0]
        return [RegionSuccessor(r, [])]

    def region_invocation_bounds(self, constant_operands: list) -> list:
        # Each region (the default, then the cases) runs at most once; with a known
        # selector, only the region it selects.
        taken = {s.region for s in self.successor_regions_for_constants(constant_operands)}
        return [(0, int(r in taken)) for r in self.op.regions]


class ExecuteRegionBranch(RegionBranchOpInterface):
    """``scf.execute_region``: op -> its region -> the results."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list:
        op = self.op
        if point is None:
            return [RegionSuccessor(op.regions[0], [])]
        return [RegionSuccessor(None, list(op.results))]


class ParallelLoopLike(LoopLikeOpInterface):
    """``scf.parallel``: one induction variable per dimension; no loop-carried values."""

    __slots__ = ()

    def loop_regions(self) -> list:
        return [self.op.regions[0]]

    def induction_vars(self) -> list:
        return list(_entry_block(self.op).args)

    def lower_bounds(self) -> list:
        return list(self.op.lowerBound)

    def upper_bounds(self) -> list:
        return list(self.op.upperBound)

    def steps(self) -> list:
        return list(self.op.step)

    def inits(self) -> list:
        return list(self.op.initVals)

    def loop_results(self) -> list:
        return list(self.op.results)


class ParallelRegionBranch(RegionBranchOpInterface):
    """``scf.parallel`` / ``scf.forall``: op or body -> the body or back to the op, passing
    no values either way (as MLIR 19's: the results are not a terminator's operands)."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list:
        return [RegionSuccessor(self.op.regions[0], []), RegionSuccessor(None, [])]


class ForallLoopLike(LoopLikeOpInterface):
    """``scf.forall``: the induction variables are the body's first arguments, the shared
    outputs the rest."""

    __slots__ = ()

    def _rank(self) -> int:
        return len(self.op.properties["staticLowerBound"].values)

    def loop_regions(self) -> list:
        return [self.op.regions[0]]

    def induction_vars(self) -> list:
        return list(_entry_block(self.op).args[: self._rank()])

    def inits(self) -> list:
        return list(self.op.outputs)

    def region_iter_args(self) -> list:
        return list(_entry_block(self.op).args[self._rank() :])

    def loop_results(self) -> list:
        return list(self.op.results)


class YieldTerminator(RegionBranchTerminatorOpInterface):
    """``scf.yield``: every operand goes to the successor."""

    __slots__ = ()

    def successor_operands(self, region: Any) -> list:
        return [o.value for o in self.op.op_operands]


class ReduceTerminator(RegionBranchTerminatorOpInterface):
    """``scf.reduce``: no operands are forwarded to the next iteration (MLIR's
    ``ReduceOp::getMutableSuccessorOperands``); its operands go to the reductions."""

    __slots__ = ()

    def successor_operands(self, region: Any) -> list:
        return []


class ConditionTerminator(RegionBranchTerminatorOpInterface):
    """``scf.condition``: the operands after the condition go to the after region or the
    results."""

    __slots__ = ()

    def successor_operands(self, region: Any) -> list:
        return [o.value for o in self.op.op_operands[1:]]

    def successor_regions_for_constants(self, constant_operands: list) -> list:
        """A constant condition goes to the after region (true) or the results (false)."""
        w = self.op.parent_op
        c = constant_operands[0] if constant_operands else None
        c = c.params[1] & 1 if type(c) is IntegerAttr else None
        out = []
        if c is None or c:
            out.append(RegionSuccessor(w.regions[1], list(_entry_block(w, 1).args)))
        if c is None or not c:
            out.append(RegionSuccessor(None, list(w.results)))
        return out


def forall_bounds_as_values(op: Operation, b: Any) -> tuple[list, list, list]:
    """The lower bounds, upper bounds and steps of ``scf.forall`` ``op`` as index values,
    a static entry as a new ``arith.constant`` built by ``b`` (MLIR's
    ``getValueOrCreateConstantIndexOp`` over ``getMixedLowerBound`` and friends: all lower
    bounds first, then the upper bounds, then the steps)."""
    from irlite.ir.attributes import IntegerAttr
    from irlite.ir.types import IndexType

    idx = IndexType.get()
    seg = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    groups, i = [], 0
    for n in seg[:3]:
        groups.append(vals[i : i + n])
        i += n
    out: list[list] = []
    for key, dyn in zip(("staticLowerBound", "staticUpperBound", "staticStep"), groups):
        it = iter(dyn)
        row = []
        for s in op.properties[key].values:
            if s == _DYNAMIC:
                row.append(next(it))
            else:
                c = b.create("arith.constant", [], [idx], {"value": IntegerAttr.get(idx, s)})
                row.append(c.results[0])
        out.append(row)
    return out[0], out[1], out[2]


def verify_in_parallel(op: Operation) -> Any:
    """InParallelOp::verify: under an ``scf.forall``, only ``tensor.parallel_insert_slice``
    ops, each inserting into one of the forall's output block arguments."""
    forall = op.parent_op
    if forall is None or forall.name != "scf.forall":
        return "expected forall op parent"
    rank = len(forall.properties["staticLowerBound"].values)
    outs = _entry_block(forall).args[rank:]
    for o in op.regions[0].blocks[0].ops if op.regions[0].blocks else ():
        if o.name != "tensor.parallel_insert_slice":
            return "expected only tensor.parallel_insert_slice ops"
        dest = o.op_operands[1].value
        if not any(dest is a for a in outs):
            return op_error(o, "may only insert into an output block argument")
    return None
