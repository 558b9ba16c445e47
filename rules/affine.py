"""Native helpers of ``affine.rules``: the affine ops' assembly, verifiers and interfaces.

MLIR writes the custom forms of ``affine.apply/min/max/for/if/parallel/load/store`` in C++
(``AffineOps.cpp``); these are their Python equivalents, printing byte for byte as
mlir-opt 19: maps as ``#map(%dims)[%syms]``, subscripts as affine expressions of SSA names
(``%A[%i + 1, symbol(%n)]``), loop bounds as a constant, a single symbol or
``[max|min] #map(...)[...]``. Parse errors read ``custom op 'affine.x' ...`` at MLIR's
positions. ``verify_*`` return ``None`` or MLIR's message (without the ``'affine.x' op``
prefix), including the dimension/symbol validity checks: ``is_valid_dim`` and
``is_valid_symbol`` are MLIR's ``isValidDim``/``isValidSymbol`` (an *affine scope* is the
region of the nearest ``func.func`` or isolated-from-above op, MLIR's ``AffineScope``).

Map operand helpers shared with canonicalization and lowering: ``map_of(op)`` (the op's
map and its operands), ``bounds(op)`` of ``affine.for``.

What it does not do: fold, canonicalize or lower (``affine_canon.py``,
``passes/conversion/affine_to_std.py``).
"""

from __future__ import annotations

import re
from typing import Any

from irlite.gen.runtime import ensure_terminator, expect_keyword
from irlite.ir.affine import (
    AffineConstantExpr,
    AffineExpr,
    AffineMap,
    AffineSymbolExpr,
    get_affine_dim_expr,
    get_affine_symbol_expr,
    parse_affine_expr_of_ssa_ids,
    parse_affine_map_of_ssa_ids,
)
from irlite.ir.attributes import ArrayAttr, DenseArrayAttr, DenseIntOrFPElementsAttr, IntegerAttr
from irlite.ir.core import BlockArgument, Operation, Region
from irlite.ir.cursor import ParseError
from irlite.ir.interfaces import (
    ConditionallySpeculatable,
    DialectInlinerInterface,
    LoopLikeOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    RegionSuccessor,
    verify_loop_carried_values,
)
from irlite.ir.layout_attrs import AffineMapAttr, IntegerSetAttr
from irlite.ir.types import (
    DYNAMIC,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    RankedTensorType,
)

_INDEX = IndexType.get()
_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)
_INT = re.compile(r"\s*(-?(?:0x[0-9a-fA-F]+|\d+))")
_FLOAT = re.compile(r"\s*-?\d+\.\d*(?:[eE][-+]?\d+)?")


def _no_float(p: Any) -> None:
    """MLIR's ``parseAttribute`` with an index type rejects a float literal, at the token
    after it."""
    m = _FLOAT.match(p.src, p.pos)
    if m is not None:
        p.pos = m.end()
        p.ws()
        p.error("floating point value not valid for specified type", p.pos)


#: arith's AtomicRMWKind, by value (affine.parallel's reductions)
RMW_KINDS = (
    "addf",
    "addi",
    "assign",
    "maximumf",
    "maxs",
    "maxu",
    "minimumf",
    "mins",
    "minu",
    "mulf",
    "muli",
    "ori",
    "andi",
    "maxnumf",
    "minnumf",
)


# ------------------------------------------------------------------ shared pieces


def _start(p: Any, name: str) -> int:
    return max(0, p.pos - len(name))


def _make(
    cls: Any, operands: list, types: list, props: Any, attrs: Any, regions: list
) -> Operation:
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, types, props or None, attrs or None, regions, ())
    return op


def _split_attrs(cls: Any, attrs: dict, props: dict) -> dict:
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)
    return attrs


def _operands(op: Operation) -> list:
    return [o.value for o in op.op_operands]


def _names(p: Any, vals: Any) -> str:
    return ", ".join(p.value_name(v) for v in vals)


def _attr_dict(p: Any, op: Operation, elide: tuple = ()) -> str:
    d = {k: v for k, v in op.properties.items() if k not in elide}
    d.update({k: v for k, v in op.attributes.items() if k not in elide})
    if not d:
        return ""
    return " " + p.attr_dict_text(d)


def _dim_and_symbol_list(p: Any, vals: list, num_dims: int) -> str:
    """MLIR's ``printDimAndSymbolList``: ``(dims)`` always, ``[syms]`` when there are any."""
    s = "(" + _names(p, vals[:num_dims]) + ")"
    if len(vals) > num_dims:
        s += "[" + _names(p, vals[num_dims:]) + "]"
    return s


def _parse_dim_and_symbol_list(p: Any) -> tuple[list, int]:
    """MLIR's ``parseDimAndSymbolList``: ``(%d, ...)`` then an optional ``[%s, ...]``."""
    p.expect("(", "'(' in operand list")
    refs = p.parse_operand_refs(close=")", what="')' in operand list")
    n = len(refs)
    if p.try_lit("["):
        refs += p.parse_operand_refs(close="]", what="']' in operand list")
    return refs, n


def _parse_map_attr(p: Any, op_name: str) -> Any:
    p.ws()
    pos = p.pos
    a = p.parse_attribute()
    if type(a) is not AffineMapAttr:
        p.error(f"custom op '{op_name}' invalid kind of attribute specified", pos)
    return a


def _ssa_use(p: Any, refs: dict) -> Any:
    def use(is_symbol: bool) -> Any:
        r = p.parse_operand_ref()
        key = r[:2]
        refs.setdefault(key, r)
        return key

    return use


def parse_map_of_ssa_ids(p: Any, open_: str = "[", close: str = "]") -> tuple[AffineMap, list]:
    """``[%i + 1, symbol(%n)]``: the map (dims then symbols by first use) and operand refs."""
    refs: dict = {}
    m, dims, syms = parse_affine_map_of_ssa_ids(p, _ssa_use(p, refs), open_, close)
    return m, [refs[k] for k in dims + syms]


def expr_of_ssa_ids_text(p: Any, e: AffineExpr, dims: list, syms: list) -> str:
    """MLIR's ``printAffineExprOfSSAIds``: dims as their names, symbols as ``symbol(%s)``."""

    def name(pos: int, is_symbol: bool) -> str:
        if is_symbol:
            return f"symbol({p.value_name(syms[pos])})"
        return p.value_name(dims[pos])

    return e.print_with_names(name)


def map_of_ssa_ids_text(p: Any, m: AffineMap, vals: list) -> str:
    dims, syms = vals[: m.num_dims], vals[m.num_dims :]
    return ", ".join(expr_of_ssa_ids_text(p, e, dims, syms) for e in m.results)


def map_of(op: Operation) -> tuple[AffineMap, list]:
    """The affine map of ``affine.apply/min/max/load/store`` and the values it is applied to."""
    vals = _operands(op)
    m = op.properties["map"].map
    name = op.name
    if name == "affine.load":
        vals = vals[1:]
    elif name == "affine.store":
        vals = vals[2:]
    return m, vals


# ------------------------------------------------------------------ affine scopes and validity


def affine_scope(op: Any) -> Region | None:
    """The region of the nearest ancestor that is an affine scope (MLIR's ``getAffineScope``)."""
    while op is not None:
        block = op.parent
        region = block.parent if block is not None else None
        owner = region.parent if region is not None else None
        if owner is None:
            return None
        if _is_scope(owner):
            return region
        op = owner
    return None


def _is_scope(op: Any) -> bool:
    return op.name == "func.func" or "IsolatedFromAbove" in type(op).traits


def _parent_op(v: Any) -> Any:
    if type(v) is BlockArgument:
        b = v.owner
        r = b.parent if b is not None else None
        return r.parent if r is not None else None
    o = v.owner
    b = o.parent
    r = b.parent if b is not None else None
    return r.parent if r is not None else None


def _region_of(v: Any) -> Any:
    b = v.owner if type(v) is BlockArgument else v.owner.parent
    return b.parent if b is not None else None


def _is_top_level(v: Any, region: Any = None) -> bool:
    if region is not None:
        return _region_of(v) is region
    p = _parent_op(v)
    return p is not None and _is_scope(p)


def _constant(v: Any) -> Any:
    o = getattr(v, "owner", None)
    if type(v) is BlockArgument or o is None or "ConstantLike" not in type(o).traits:
        return None
    return o.properties.get("value")


def constant_index(v: Any) -> int | None:
    a = _constant(v)
    return a.value if type(a) is IntegerAttr else None


def _is_dim_op(o: Any) -> bool:
    return o.name in ("memref.dim", "tensor.dim")


def _dim_op_valid_symbol(o: Any, region: Any) -> bool:
    """MLIR's ``isDimOpValidSymbol``: the shaped operand is top level, or it comes (through
    ``memref.cast``s) from a ``memref.alloc``/``view``/``subview`` whose size in that
    (constant) dimension is static or given by a size operand that is a valid symbol."""
    src = o.op_operands[0].value
    if _is_top_level(src):
        return True
    if type(src) is BlockArgument:
        return False
    idx = constant_index(o.op_operands[1].value)
    if idx is None:
        return False
    d = src.owner
    while d.name == "memref.cast":
        s = d.op_operands[0].value
        if type(s.type).__name__ == "UnrankedMemRefType" or type(s) is BlockArgument:
            return False
        d = s.owner
    if d.name not in ("memref.alloc", "memref.view", "memref.subview"):
        return False
    shape = d.results[0].type.shape
    if not (0 <= idx < len(shape)):
        return False
    if shape[idx] != DYNAMIC:
        return True
    pos = sum(1 for x in shape[:idx] if x == DYNAMIC)
    if d.name == "memref.view":
        pos += 2  # after the source and the byte shift
    elif d.name == "memref.subview":
        seg = d.properties.get("operandSegmentSizes")
        if seg is None:
            return False
        seg = list(seg.values) if hasattr(seg, "values") else list(seg)
        if pos >= seg[2]:
            return False
        pos += seg[0] + seg[1]  # after the source and the offsets, as MLIR's getDynamicSizes
    if pos >= len(d.op_operands):
        return False
    return is_valid_symbol(d.op_operands[pos].value, region)


def is_valid_symbol(v: Any, region: Any = "auto") -> bool:
    """MLIR's ``isValidSymbol(value)`` (``region="auto"``) or ``isValidSymbol(value, region)``."""
    if v.type is not _INDEX:
        return False
    if region == "auto":
        if _is_top_level(v):
            return True
        if type(v) is not BlockArgument:
            return is_valid_symbol(v, affine_scope(v.owner))
        return False
    if region is not None and _is_top_level(v, region):
        return True
    if type(v) is BlockArgument:
        rop = region.parent if region is not None else None
        if rop is not None and "IsolatedFromAbove" not in type(rop).traits:
            pr = rop.parent.parent if rop.parent is not None else None
            if pr is not None:
                return is_valid_symbol(v, pr)
        return False
    o = v.owner
    if _constant(v) is not None:
        return True
    if o.name == "affine.apply":
        return all(is_valid_symbol(x, region) for x in _operands(o))
    if _is_dim_op(o):
        return _dim_op_valid_symbol(o, region)
    rop = region.parent if region is not None else None
    if rop is not None and "IsolatedFromAbove" not in type(rop).traits:
        pr = rop.parent.parent if rop.parent is not None else None
        if pr is not None:
            return is_valid_symbol(v, pr)
    return False


def is_valid_dim(v: Any, region: Any = "auto") -> bool:
    """MLIR's ``isValidDim(value)`` (``region="auto"``) or ``isValidDim(value, region)``."""
    if v.type is not _INDEX:
        return False
    if region == "auto":
        if type(v) is not BlockArgument:
            return is_valid_dim(v, affine_scope(v.owner))
        p = _parent_op(v)
        return p is not None and (_is_scope(p) or p.name in ("affine.for", "affine.parallel"))
    if is_valid_symbol(v, region):
        return True
    if type(v) is BlockArgument:
        p = _parent_op(v)
        return p is not None and p.name in ("affine.for", "affine.parallel")
    o = v.owner
    if o.name == "affine.apply":
        return all(is_valid_dim(x, region) for x in _operands(o))
    if _is_dim_op(o):
        return _is_top_level(o.op_operands[0].value)
    return False


def _check_dims_and_symbols(op: Operation, vals: list, num_dims: int) -> str | None:
    """MLIR's ``verifyDimAndSymbolIdentifiers``."""
    scope = affine_scope(op)
    for i, v in enumerate(vals):
        if i < num_dims:
            if not is_valid_dim(v, scope):
                return "operand cannot be used as a dimension id"
        elif not is_valid_symbol(v, scope):
            return "operand cannot be used as a symbol"
    return None


# ------------------------------------------------------------------ apply / min / max


def parse_apply(cls: Any, p: Any) -> Operation:
    start = _start(p, "affine.apply")
    m = _parse_map_attr(p, "affine.apply")
    refs, nd = _parse_dim_and_symbol_list(p)
    attrs = p.parse_optional_attr_dict()
    mp = m.map
    if mp.num_dims != nd or nd + mp.num_symbols != len(refs):
        p.error("custom op 'affine.apply' dimension or symbol index mismatch", start)
    operands = p.resolve_operands(refs, [_INDEX] * len(refs))
    props = {"map": m}
    _split_attrs(cls, attrs, props)
    return _make(cls, operands, [_INDEX] * len(mp.results), props, attrs, [])


def print_apply(op: Operation, p: Any) -> None:
    a = op.properties.get("map")
    vals = _operands(op)
    nd = a.map.num_dims if type(a) is AffineMapAttr else len(vals)
    p.out.append(
        p.op_name_text(op.name)
        + " "
        + p.attr_text(a)
        + _dim_and_symbol_list(p, vals, nd)
        + _attr_dict(p, op, ("map",))
    )


def _parse_min_max(cls: Any, p: Any) -> Operation:
    name = cls.OP_NAME
    m = _parse_map_attr(p, name)
    p.expect("(", "'(' in operand list")
    dims = p.parse_operand_refs(close=")", what="')' in operand list")
    syms: list = []
    if p.try_lit("["):
        syms = p.parse_operand_refs(close="]", what="']' in operand list")
    attrs = p.parse_optional_attr_dict()
    refs = dims + syms
    operands = p.resolve_operands(refs, [_INDEX] * len(refs))
    props = {"map": m}
    _split_attrs(cls, attrs, props)
    return _make(cls, operands, [_INDEX], props, attrs, [])


parse_min = _parse_min_max
parse_max = _parse_min_max
print_min = print_apply
print_max = print_apply


def verify_apply(op: Operation) -> str | None:
    a = op.properties.get("map")
    if type(a) is not AffineMapAttr:
        return "attribute 'map' failed to satisfy constraint: AffineMap attribute"
    m = a.map
    if len(op.op_operands) != m.num_dims + m.num_symbols:
        return "operand count and affine map dimension and symbol count must match"
    if len(m.results) != 1:
        return "mapping must produce one value"
    return None


def verify_min_max(op: Operation) -> str | None:
    a = op.properties.get("map")
    if type(a) is not AffineMapAttr:
        return "attribute 'map' failed to satisfy constraint: AffineMap attribute"
    m = a.map
    if len(op.op_operands) != m.num_dims + m.num_symbols:
        return "operand count and affine map dimension and symbol count must match"
    if not m.results:
        return "affine map expect at least one result"
    return None


def verify_delinearize(op: Operation) -> str | None:
    n = len(op.op_operands) - 1
    if n == 0:
        return "basis should not be empty"
    if n != len(op.results):
        return "should return an index for each basis element"
    return None


# ------------------------------------------------------------------ affine.yield


def verify_yield(op: Operation) -> str | None:
    parent = op.parent.parent.parent if op.parent is not None and op.parent.parent else None
    if parent is None or parent.name not in ("affine.if", "affine.for", "affine.parallel"):
        return "only terminates affine.if/for/parallel regions"
    if len(parent.results) != len(op.op_operands):
        return "parent of yield must have same number of results as the yield operands"
    for r, v in zip(parent.results, _operands(op)):
        if r.type is not v.type:
            return "types mismatch between yield op and its parent"
    return None


# ------------------------------------------------------------------ affine.for


def _parse_bound(p: Any, lower: bool) -> tuple[Any, list]:
    """MLIR's ``parseBound``: (map attribute, operand refs)."""
    name = "affine.for"
    had_minmax = p.try_keyword("max" if lower else "min")
    p.ws()
    if p.peek() == "%":
        refs = p.parse_operand_refs()
        if len(refs) > 1:
            p.error(f"custom op '{name}' expected only one loop bound operand", p.op_name_pos)
        return AffineMapAttr.get(AffineMap.get(0, 1, [get_affine_symbol_expr(0)])), refs
    pos = p.pos
    _no_float(p)
    m = _INT.match(p.src, p.pos)
    if m is not None and not p.src.startswith(("x", "."), m.end()):
        v = int(m.group(1), 0)
        if not -(1 << 63) <= v < (1 << 63):  # the bound is an i64 attribute in MLIR
            p.error("integer constant out of range for attribute", m.start(1) + (v < 0))
        p.pos = m.end()
        return AffineMapAttr.get(AffineMap.get_constant(v)), []
    a = p.parse_attribute()
    if type(a) is not AffineMapAttr:
        p.error(
            f"custom op '{name}' expected valid affine map representation for loop bounds",
            p.op_name_pos,
        )
    refs, nd = _parse_dim_and_symbol_list(p)
    mp = a.map
    if mp.num_dims != nd:
        p.error(
            f"custom op '{name}' dim operand count and affine map dim count must match",
            p.op_name_pos,
        )
    if nd + mp.num_symbols != len(refs):
        p.error(
            f"custom op '{name}' symbol operand count and affine map symbol count must match",
            p.op_name_pos,
        )
    if len(mp.results) > 1 and not had_minmax:
        which = "lower" if lower else "upper"
        pre = "max" if lower else "min"
        p.error(
            f"custom op '{name}' {which} loop bound affine map with multiple results "
            f"requires '{pre}' prefix",
            pos,
        )
    return a, refs


def _arg_name(p: Any) -> tuple[str, int]:
    """A region argument ``%name`` (MLIR's ``parseArgument``: no ``#N``)."""
    p.ws()
    m = p.match(p.VALUE_DEF_RE)
    if m is None or m.group(2) is not None:
        p.wrong_token_error("expected SSA operand")
    if p.src.startswith("#", p.pos):
        p.error("result number not allowed in argument list", p.pos)
    return m.group(1), m.start()


def _check_unused(p: Any, args: list) -> None:
    """MLIR's ``parseRegion`` check: a region argument's name must not be referenced yet."""
    for name, pos in args:
        uses = p.forward.get(name) if p.forward else None
        if uses:
            first = min(f.pos for f in uses.values())
            raise ParseError(
                f"region entry argument '%{name}' is already in use",
                p.source,
                pos,
                [("previously referenced here", p.source, first)],
            )


def _arrow_type_list(p: Any) -> list:
    if p.try_lit("("):
        if p.try_lit(")"):
            return []
        ts = p.parse_type_list_no_parens()
        p.expect(")", "')'")
        return ts
    return [p.parse_type()]


def _assignment_list(p: Any) -> tuple[list, list]:
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


def _entry(args: list, types: list, p: Any) -> list:
    return [(n, pos, t, p.lazy_loc(pos)) for (n, pos), t in zip(args, types)]


def parse_for(cls: Any, p: Any) -> Operation:
    start = _start(p, "affine.for")
    p.op_name_pos = start
    iv = _arg_name(p)
    iv_loc = p.parse_location() if p.try_keyword("loc") else None  # parseArgument's
    p.expect("=", "'='")
    lb, lb_refs = _parse_bound(p, True)
    p.ws()
    if not p.try_keyword("to"):
        p.error("custom op 'affine.for' expected 'to' between bounds")
    ub, ub_refs = _parse_bound(p, False)
    step = 1
    if p.try_keyword("step"):
        p.ws()
        pos = p.pos
        _no_float(p)
        m = _INT.match(p.src, p.pos)
        if m is None:
            a = p.parse_attribute()  # MLIR's parseAttribute: `expected attribute value`
            if type(a) is not IntegerAttr:
                p.error("custom op 'affine.for' invalid kind of attribute specified", pos)
            step = a.value
        else:
            p.pos = m.end()
            step = int(m.group(1), 0)
        if step < 0:
            p.error(
                "custom op 'affine.for' expected step to be representable as a positive "
                "signed integer",
                pos,
            )
    args: list = []
    refs: list = []
    result_types: list = []
    if p.try_keyword("iter_args"):
        args, refs = _assignment_list(p)
        p.expect("->", "'->'")
        result_types = _arrow_type_list(p)
    if len(args) != len(result_types):
        p.error(
            "custom op 'affine.for' mismatch between the number of loop-carried values and results",
            start,
        )
    operands = p.resolve_operands(lb_refs + ub_refs, [_INDEX] * (len(lb_refs) + len(ub_refs)))
    operands += p.resolve_operands(refs, result_types)
    _check_unused(p, [iv] + args)
    entry = _entry([iv] + args, [_INDEX] + result_types, p)
    if iv_loc is not None:
        entry[0] = entry[0][:3] + (iv_loc,)
    region = p.parse_region(entry_args=entry)
    ensure_terminator(p, region, "affine.yield", start)
    attrs = p.parse_optional_attr_dict()
    props: dict = {
        "lowerBoundMap": lb,
        "upperBoundMap": ub,
        "step": IntegerAttr.get(_INDEX, step),
        "operandSegmentSizes": DenseArrayAttr.get(_I32, [len(lb_refs), len(ub_refs), len(refs)]),
    }
    _split_attrs(cls, attrs, props)
    return _make(cls, operands, result_types, props, attrs, [region])


def segments(op: Operation) -> list:
    seg = op.properties.get("operandSegmentSizes")
    if seg is None:
        return [0, 0, len(op.op_operands)]
    v = seg.values
    return list(v() if callable(v) else v)


def bounds(op: Operation) -> tuple[AffineMap, list, AffineMap, list, list]:
    """``affine.for``'s (lower map, its operands, upper map, its operands, inits)."""
    vals = _operands(op)
    a, b, _ = segments(op)
    return (
        op.properties["lowerBoundMap"].map,
        vals[:a],
        op.properties["upperBoundMap"].map,
        vals[a : a + b],
        vals[a + b :],
    )


def _bound_text(p: Any, attr: Any, vals: list, prefix: str) -> str:
    m = attr.map
    if len(m.results) == 1:
        e = m.results[0]
        if m.num_dims == 0 and m.num_symbols == 0 and type(e) is AffineConstantExpr:
            return str(e.value)
        if m.num_dims == 0 and m.num_symbols == 1 and type(e) is AffineSymbolExpr:
            return p.value_name(vals[0])
        head = ""
    else:
        head = prefix + " "
    return head + p.attr_text(attr) + _dim_and_symbol_list(p, vals, m.num_dims)


def step_of(op: Operation) -> int:
    return op.properties["step"].value


def _iv_text(p: Any, iv: Any) -> str:
    """The induction variable as MLIR's ``printRegionArgument`` without its type: its name,
    and with debug info its location (inline)."""
    if not p.debuginfo:
        return p.value_name(iv)
    from irlite.ir.parser import resolve_loc

    return p.value_name(iv) + " " + p.aliases.arg_loc(resolve_loc(iv.loc))


def print_for(op: Operation, p: Any) -> None:
    out = p.out
    vals = _operands(op)
    a, b, _ = segments(op)
    region = op.regions[0]
    body = region.blocks[0] if region.blocks else None
    bargs = body.args if body is not None else ()
    out.append(
        p.op_name_text("affine.for")
        + " "
        + (_iv_text(p, bargs[0]) if bargs else "<<NULL>>")
        + " = "
        + _bound_text(p, op.properties["lowerBoundMap"], vals[:a], "max")
        + " to "
        + _bound_text(p, op.properties["upperBoundMap"], vals[a : a + b], "min")
    )
    step = step_of(op)
    if step != 1:
        out.append(f" step {step}")
    inits = vals[a + b :]
    if inits:
        out.append(
            " iter_args("
            + ", ".join(f"{p.value_name(x)} = {p.value_name(y)}" for x, y in zip(bargs[1:], inits))
            + ") -> ("
            + ", ".join(p.type_text(r.type) for r in op.results)
            + ")"
        )
    out.append(" ")
    p.print_region(region, False, bool(inits))
    out.append(_attr_dict(p, op, ("lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes")))


def verify_for(op: Operation) -> str | None:
    """The loop interface's checks (verify_loop_carried_values; before the nested ops)."""
    for k in ("lowerBoundMap", "upperBoundMap"):
        if type(op.properties.get(k)) is not AffineMapAttr:
            return f"attribute '{k}' failed to satisfy constraint: AffineMap attribute"
    lbm, lbs, ubm, ubs, inits = bounds(op)
    if len(lbs) != lbm.num_inputs or len(ubs) != ubm.num_inputs:
        return "operand count must match affine map dimension and symbol count"
    region = op.regions[0]
    body = region.blocks[0] if region.blocks else None
    iter_args = list(body.args[1:]) if body is not None else []
    # affine.yield checks its own values (it verifies first, being nested)
    return verify_loop_carried_values(op, inits, iter_args, None, op.results)


def verify_for_regions(op: Operation) -> str | None:
    """AffineForOp::verifyRegions."""
    region = op.regions[0]
    body = region.blocks[0] if region.blocks else None
    if body is None or not body.args or body.args[0].type is not _INDEX:
        return "expected body to have a single index argument for the induction variable"
    lbm, lbs, ubm, ubs, inits = bounds(op)
    if lbm.num_inputs:
        e = _check_dims_and_symbols(op, lbs, lbm.num_dims)
        if e:
            return e
    if ubm.num_inputs:
        e = _check_dims_and_symbols(op, ubs, ubm.num_dims)
        if e:
            return e
    n = len(op.results)
    if n == 0:
        return None
    if len(inits) != n:
        return "mismatch between the number of loop-carried values and results"
    if len(body.args) - 1 != n:
        return "mismatch between the number of basic block args and results"
    return None


# ------------------------------------------------------------------ affine.if


def parse_if(cls: Any, p: Any) -> Operation:
    start = _start(p, "affine.if")
    p.ws()
    pos = p.pos
    a = p.parse_attribute()
    if type(a) is not IntegerSetAttr:
        p.error("custom op 'affine.if' invalid kind of attribute specified", pos)
    refs, nd = _parse_dim_and_symbol_list(p)
    s = a.set
    if s.num_dims != nd:
        p.error(
            "custom op 'affine.if' dim operand count and integer set dim count must match", start
        )
    if nd + s.num_symbols != len(refs):
        p.error(
            "custom op 'affine.if' symbol operand count and integer set symbol count must match",
            start,
        )
    operands = p.resolve_operands(refs, [_INDEX] * len(refs))
    result_types = _arrow_type_list(p) if p.try_lit("->") else []
    then = p.parse_region()
    ensure_terminator(p, then, "affine.yield", start)
    els = Region()
    if p.try_keyword("else"):
        els = p.parse_region()
        ensure_terminator(p, els, "affine.yield", start)
    attrs = p.parse_optional_attr_dict()
    attrs = {"condition": a, **attrs}
    props: dict = {}
    _split_attrs(cls, attrs, props)
    return _make(cls, operands, result_types, props, attrs, [then, els])


def _arrow(p: Any, types: list) -> str:
    if not types:
        return ""
    if len(types) == 1 and type(types[0]) is not FunctionType:
        return " -> " + p.type_text(types[0])
    return " -> (" + ", ".join(p.type_text(t) for t in types) + ")"


def print_if(op: Operation, p: Any) -> None:
    out = p.out
    cond = op.attributes.get("condition")
    vals = _operands(op)
    nd = cond.set.num_dims if type(cond) is IntegerSetAttr else len(vals)
    out.append(
        p.op_name_text("affine.if")
        + " "
        + p.attr_text(cond)
        + _dim_and_symbol_list(p, vals, nd)
        + _arrow(p, [r.type for r in op.results])
        + " "
    )
    terms = bool(op.results)
    p.print_region(op.regions[0], False, terms)
    if op.regions[1].blocks:
        out.append(" else ")
        p.print_region(op.regions[1], False, terms)
    out.append(_attr_dict(p, op, ("condition",)))


def verify_if(op: Operation) -> str | None:
    cond = op.attributes.get("condition")
    if type(cond) is not IntegerSetAttr:
        return "requires an integer set attribute named 'condition'"
    s = cond.set
    if len(op.op_operands) != s.num_inputs:
        return "operand count and condition integer set dimension and symbol count must match"
    return _check_dims_and_symbols(op, _operands(op), s.num_dims)


# ------------------------------------------------------------------ affine.load / store


def _check_indexing(op: Operation, m: AffineMap, vals: list, mt: Any) -> str | None:
    """MLIR's ``verifyMemoryOpIndexing``."""
    if len(m.results) != len(getattr(mt, "shape", ())):
        return "affine map num results must equal memref rank"
    if m.num_inputs != len(vals):
        return "expects as many subscripts as affine map inputs"
    scope = affine_scope(op)
    for v in vals:
        if v.type is not _INDEX:
            return "index to load must have 'index' type"
        if not (is_valid_dim(v, scope) or is_valid_symbol(v, scope)):
            return "index must be a valid dimension or symbol identifier"
    return None


def parse_load(cls: Any, p: Any) -> Operation:
    mref = p.parse_operand_ref()
    m, refs = parse_map_of_ssa_ids(p)
    attrs = p.parse_optional_attr_dict()
    p.ws()
    pos = p.pos  # MLIR's parseColonType reports a wrong kind at the colon
    p.expect(":", "':'")
    t = p.parse_type()
    if type(t).__name__ != "MemRefType":
        p.error("custom op 'affine.load' invalid kind of type specified", pos)
    operands = p.resolve_operands([mref], [t]) + p.resolve_operands(refs, [_INDEX] * len(refs))
    props = {"map": AffineMapAttr.get(m)}
    _split_attrs(cls, attrs, props)
    return _make(cls, operands, [t.element_type], props, attrs, [])


def print_load(op: Operation, p: Any) -> None:
    m, vals = map_of(op)
    mref = op.op_operands[0].value
    p.out.append(
        p.op_name_text("affine.load")
        + f" {p.value_name(mref)}[{map_of_ssa_ids_text(p, m, vals)}]"
        + _attr_dict(p, op, ("map",))
        + " : "
        + p.type_text(mref.type)
    )


def parse_store(cls: Any, p: Any) -> Operation:
    val = p.parse_operand_ref()
    p.expect(",", "','")
    mref = p.parse_operand_ref()
    m, refs = parse_map_of_ssa_ids(p)
    attrs = p.parse_optional_attr_dict()
    p.ws()
    pos = p.pos  # MLIR's parseColonType reports a wrong kind at the colon
    p.expect(":", "':'")
    t = p.parse_type()
    if type(t).__name__ != "MemRefType":
        p.error("custom op 'affine.store' invalid kind of type specified", pos)
    operands = p.resolve_operands([val, mref], [t.element_type, t])
    operands += p.resolve_operands(refs, [_INDEX] * len(refs))
    props = {"map": AffineMapAttr.get(m)}
    _split_attrs(cls, attrs, props)
    return _make(cls, operands, [], props, attrs, [])


def print_store(op: Operation, p: Any) -> None:
    m, vals = map_of(op)
    v = op.op_operands[0].value
    mref = op.op_operands[1].value
    p.out.append(
        p.op_name_text("affine.store")
        + f" {p.value_name(v)}, {p.value_name(mref)}[{map_of_ssa_ids_text(p, m, vals)}]"
        + _attr_dict(p, op, ("map",))
        + " : "
        + p.type_text(mref.type)
    )


def verify_load(op: Operation) -> str | None:
    a = op.properties.get("map")
    if type(a) is not AffineMapAttr:
        return "attribute 'map' failed to satisfy constraint: AffineMap attribute"
    mt = op.op_operands[0].value.type
    if op.results[0].type is not mt.element_type:
        return "result type must match element type of memref"
    m, vals = map_of(op)
    return _check_indexing(op, m, vals, mt)


def verify_store(op: Operation) -> str | None:
    a = op.properties.get("map")
    if type(a) is not AffineMapAttr:
        return "attribute 'map' failed to satisfy constraint: AffineMap attribute"
    mt = op.op_operands[1].value.type
    if op.op_operands[0].value.type is not mt.element_type:
        return "value to store must have the same type as memref element type"
    m, vals = map_of(op)
    return _check_indexing(op, m, vals, mt)


# ------------------------------------------------------------------ affine.parallel


def _parse_minmax_bounds(p: Any, kw: str) -> tuple[AffineMap, list, list]:
    """MLIR's ``parseAffineMapWithMinMax``: (flat map, operand refs, group sizes)."""
    exprs: list = []  # (expr, dim keys, sym keys)
    groups: list = []
    refs: dict = {}
    p.expect("(", "'('")

    def one() -> None:
        if p.try_keyword(kw):
            m, dims, syms = parse_affine_map_of_ssa_ids(p, _ssa_use(p, refs), "(", ")")
            for e in m.results:
                exprs.append((e, dims, syms))
            groups.append(len(m.results))
        else:
            e, dims, syms = parse_affine_expr_of_ssa_ids(p, _ssa_use(p, refs))
            exprs.append((e, dims, syms))
            groups.append(1)

    if not p.try_lit(")"):
        while True:
            one()
            if p.try_lit(")"):
                break
            if not p.try_lit(","):
                p.wrong_token_error("expected ')'")
    dim_keys: list = []
    sym_keys: list = []
    for _, dims, syms in exprs:
        for k in dims:
            if k not in dim_keys:
                dim_keys.append(k)
        for k in syms:
            if k not in sym_keys:
                sym_keys.append(k)
    out = []
    for e, dims, syms in exprs:
        dr = [get_affine_dim_expr(dim_keys.index(k)) for k in dims]
        sr = [get_affine_symbol_expr(sym_keys.index(k)) for k in syms]
        out.append(e.replace_dims_and_symbols(dr, sr))
    m = AffineMap.get(len(dim_keys), len(sym_keys), out)
    return m, [refs[k] for k in dim_keys + sym_keys], groups


def _groups_attr(groups: list) -> Any:
    t = RankedTensorType.get([len(groups)], _I32)
    return DenseIntOrFPElementsAttr.from_values(t, groups)


def group_sizes(a: Any) -> list:
    vals = a.values() if callable(getattr(a, "values", None)) else a.values
    return [int(x) for x in vals]


def parse_parallel(cls: Any, p: Any) -> Operation:
    start = _start(p, "affine.parallel")
    p.expect("(", "'('")
    ivs: list = []
    if not p.try_lit(")"):
        while True:
            ivs.append(_arg_name(p))
            if p.try_lit(")"):
                break
            p.expect(",", "')' or ','")
    n = len(ivs)
    p.expect("=", "'='")
    lbm, lb_refs, lbg = _parse_minmax_bounds(p, "max")
    expect_keyword(p, "to", "affine.parallel")
    ubm, ub_refs, ubg = _parse_minmax_bounds(p, "min")
    steps = [1] * n
    if p.try_keyword("step"):
        # MLIR parses the steps as an affine map of SSA ids and wants constant results
        sm, _ = parse_map_of_ssa_ids(p, "(", ")")
        steps = []
        for e in sm.results:
            if type(e) is not AffineConstantExpr:
                p.error("custom op 'affine.parallel' steps must be constant integers", start)
            steps.append(e.value)
    reductions: list = []
    result_types: list = []
    if p.try_keyword("reduce"):
        p.expect("(", "'('")
        if not p.try_lit(")"):
            while True:
                p.ws()
                pos = p.pos
                if _INT.match(p.src, p.pos):
                    p.error("integer literal not valid for specified type", pos)
                a = p.parse_attribute()
                kind = getattr(a, "value", None)
                if kind not in RMW_KINDS:
                    p.error(f"custom op 'affine.parallel' invalid reduction value: \"{kind}\"", pos)
                reductions.append(IntegerAttr.get(_I64, RMW_KINDS.index(kind)))
                if p.try_lit(")"):
                    break
                p.expect(",", "')' or ','")
    if p.try_lit("->"):
        result_types = _arrow_type_list(p)
    refs = lb_refs + ub_refs
    operands = p.resolve_operands(refs, [_INDEX] * len(refs))
    _check_unused(p, ivs)
    region = p.parse_region(entry_args=_entry(ivs, [_INDEX] * n, p))
    ensure_terminator(p, region, "affine.yield", start)
    attrs = p.parse_optional_attr_dict()
    props: dict = {
        "reductions": ArrayAttr.get(reductions),
        "lowerBoundsMap": AffineMapAttr.get(lbm),
        "lowerBoundsGroups": _groups_attr(lbg),
        "upperBoundsMap": AffineMapAttr.get(ubm),
        "upperBoundsGroups": _groups_attr(ubg),
        "steps": ArrayAttr.get([IntegerAttr.get(_I64, s) for s in steps]),
    }
    _split_attrs(cls, attrs, props)
    return _make(cls, operands, result_types, props, attrs, [region])


def parallel_bounds(op: Operation) -> tuple:
    """``affine.parallel``'s (lb map, lb operands, lb groups, ub map, ub operands, ub groups,
    steps)."""
    pr = op.properties
    lbm = pr["lowerBoundsMap"].map
    ubm = pr["upperBoundsMap"].map
    vals = _operands(op)
    n = lbm.num_inputs
    return (
        lbm,
        vals[:n],
        group_sizes(pr["lowerBoundsGroups"]),
        ubm,
        vals[n:],
        group_sizes(pr["upperBoundsGroups"]),
        [a.value for a in pr["steps"].value],
    )


def _minmax_text(p: Any, m: AffineMap, groups: list, vals: list, kw: str) -> str:
    dims, syms = vals[: m.num_dims], vals[m.num_dims :]
    parts = []
    start = 0
    for g in groups:
        if g == 1:
            parts.append(expr_of_ssa_ids_text(p, m.results[start], dims, syms))
        else:
            sub = AffineMap.get(m.num_dims, m.num_symbols, m.results[start : start + g])
            parts.append(f"{kw}(" + map_of_ssa_ids_text(p, sub, vals) + ")")
        start += g
    return ", ".join(parts)


def print_parallel(op: Operation, p: Any) -> None:
    out = p.out
    lbm, lbs, lbg, ubm, ubs, ubg, steps = parallel_bounds(op)
    region = op.regions[0]
    ivs = region.blocks[0].args if region.blocks else ()
    out.append(
        p.op_name_text("affine.parallel")
        + f" ({_names(p, ivs)}) = ("
        + _minmax_text(p, lbm, lbg, lbs, "max")
        + ") to ("
        + _minmax_text(p, ubm, ubg, ubs, "min")
        + ")"
    )
    if any(s != 1 for s in steps):
        out.append(" step (" + ", ".join(str(s) for s in steps) + ")")
    if op.results:
        kinds = [RMW_KINDS[a.value] for a in op.properties["reductions"].value]
        out.append(
            " reduce ("
            + ", ".join(f'"{k}"' for k in kinds)
            + ") -> ("
            + ", ".join(p.type_text(r.type) for r in op.results)
            + ")"
        )
    out.append(" ")
    p.print_region(region, False, bool(op.results))
    out.append(
        _attr_dict(
            p,
            op,
            (
                "reductions",
                "lowerBoundsMap",
                "lowerBoundsGroups",
                "upperBoundsMap",
                "upperBoundsGroups",
                "steps",
            ),
        )
    )


def _reduction_fits(kind: str, t: Any) -> bool:
    """MLIR's ``isResultTypeMatchAtomicRMWKind``."""
    if kind == "assign":
        return True
    if kind in ("addf", "mulf", "maximumf", "minimumf"):
        return isinstance(t, FloatType)
    if kind in ("addi", "muli", "ori", "andi"):
        return type(t) is IntegerType
    if kind in ("maxs", "mins"):
        return type(t) is IntegerType and t.signedness == "signed"
    if kind in ("maxu", "minu"):
        return type(t) is IntegerType and t.signedness == "unsigned"
    return False


def verify_parallel(op: Operation) -> str | None:
    """AffineParallelOp::verify."""
    lbm, lbs, lbg, ubm, ubs, ubg, steps = parallel_bounds(op)
    region = op.regions[0]
    body = region.blocks[0] if region.blocks else None
    n = len(body.args) if body is not None else 0
    if len(steps) != n or len(lbg) != n or len(ubg) != n:
        return (
            f"the number of region arguments ({n}) and the number of map groups for lower "
            f"({len(lbg)}) and upper bound ({len(ubg)}), and the number of steps "
            f"({len(steps)}) must all match"
        )
    if sum(lbg) != len(lbm.results) or sum(ubg) != len(ubm.results):
        return "expected lower bounds map to have as many results as the groups sum"
    for g in lbg + ubg:
        if g <= 0:
            return "expected lower bound map to have at least one result"
    reds = op.properties["reductions"].value
    if len(reds) != len(op.results):
        return "a reduction must be specified for each output"
    for a, r in zip(reds, op.results):
        if type(a) is not IntegerAttr or not (0 <= a.value < len(RMW_KINDS)):
            return "invalid reduction attribute"
        if not _reduction_fits(RMW_KINDS[a.value], r.type):
            return "result type cannot match reduction attribute"
    e = _check_dims_and_symbols(op, lbs, lbm.num_dims)
    if e:
        return e
    return _check_dims_and_symbols(op, ubs, ubm.num_dims)


# ------------------------------------------------------------------ interfaces


def _entry_block(op: Operation) -> Any:
    return op.regions[0].blocks[0]


def _exit_values(op: Operation) -> list:
    t = _entry_block(op).last
    return _operands(t) if t is not None else []


class YieldTerminator(RegionBranchTerminatorOpInterface):
    """``affine.yield``: its operands go to the successor (the results or the next
    iteration's iter_args)."""

    __slots__ = ()

    def successor_operands(self, region: Any) -> list:
        return _operands(self.op)


class ForLoopLike(LoopLikeOpInterface):
    """``affine.for``: one induction variable; the iter_args are loop-carried. Its bounds are
    maps, so ``lower_bounds``/``upper_bounds``/``steps`` answer only constant ones (MLIR's
    ``getLoopLowerBounds`` returns an attribute for a constant map, nothing otherwise)."""

    __slots__ = ()

    def loop_regions(self) -> list:
        return [self.op.regions[0]]

    def induction_vars(self) -> list:
        return [_entry_block(self.op).args[0]]

    def lower_bounds(self) -> list | None:
        m = self.op.properties["lowerBoundMap"].map
        if len(m.results) == 1 and type(m.results[0]) is AffineConstantExpr:
            return [m.results[0].value]
        return None

    def steps(self) -> list:
        return [step_of(self.op)]

    def inits(self) -> list:
        return bounds(self.op)[4]

    def region_iter_args(self) -> list:
        return list(_entry_block(self.op).args[1:])

    def yielded_values(self) -> list:
        return _exit_values(self.op)

    def loop_results(self) -> list:
        return list(self.op.results)


class ForSpeculation(ConditionallySpeculatable):
    """``affine.for`` (MLIR 19): speculatable as its body when the step is 1 (it always
    terminates), else not."""

    __slots__ = ()

    def speculatability(self) -> str:
        return "recursive" if step_of(self.op) == 1 else "not"


class ForRegionBranch(RegionBranchOpInterface):
    """``affine.for``: from the op or the body to the body (iter_args) or the results."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list:
        op = self.op
        return [
            RegionSuccessor(op.regions[0], list(_entry_block(op).args[1:])),
            RegionSuccessor(None, list(op.results)),
        ]

    def entry_successor_operands(self, region: Any) -> list:
        return bounds(self.op)[4]


class IfRegionBranch(RegionBranchOpInterface):
    """``affine.if``: op -> then, else (or the results when there is no else); a branch ->
    the results."""

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


class ParallelLoopLike(LoopLikeOpInterface):
    """``affine.parallel``: one induction variable per dimension; no loop-carried values."""

    __slots__ = ()

    def loop_regions(self) -> list:
        return [self.op.regions[0]]

    def induction_vars(self) -> list:
        return list(_entry_block(self.op).args)

    def inits(self) -> list:
        return []

    def loop_results(self) -> list:
        return list(self.op.results)


class ParallelRegionBranch(RegionBranchOpInterface):
    """``affine.parallel``: op or body -> the body or the results."""

    __slots__ = ()

    def successor_regions(self, point: Any) -> list:
        op = self.op
        return [RegionSuccessor(op.regions[0], []), RegionSuccessor(None, list(op.results))]


# ------------------------------------------------------------------ inlining

_AFFINE_REGION_OPS = ("affine.for", "affine.parallel", "affine.if")


def _remains_legal(v: Any, src: Any, dest: Any, check: Any) -> bool:
    """MLIR's ``remainsLegalAfterInline`` for one value used as a dim or symbol in ``src``.

    A callee argument is checked by MLIR against the call operand replacing it; this hook
    does not see the call, so such a value is taken to stay legal (it does when the call
    passes an induction variable or a symbol, the common case)."""
    if not _is_top_level(v, src):
        return True
    if type(v) is BlockArgument:
        return True
    return _constant(v) is not None or _is_dim_op(v.owner)


class AffineInliner(DialectInlinerInterface):
    """MLIR 19's ``AffineInlinerInterface``: affine ops may go into an affine scope or an
    affine loop or conditional; a single-block body may go into an affine loop or
    conditional when each of its ops has no memory effects or is an ``affine.apply``,
    ``affine.load`` or ``affine.store`` whose dims and symbols stay valid there."""

    __slots__ = ()

    def is_legal_to_inline_call(self, call: Any, callable_op: Any, would_be_cloned: bool) -> bool:
        return False

    def is_legal_to_inline_region(self, dest: Any, src: Any, would_be_cloned: bool) -> bool:
        from irlite.ir.side_effects import is_memory_effect_free

        dest_op = dest.parent
        if dest_op is None or dest_op.name not in _AFFINE_REGION_OPS:
            return False
        if len(src.blocks) != 1:
            return False
        for op in src.blocks[0].ops:
            # MLIR asks MemoryEffectOpInterface: ops with recursive effects do not have it
            if "RecursiveMemoryEffects" not in type(op).traits and is_memory_effect_free(op):
                continue
            if op.name in ("affine.apply", "affine.load", "affine.store"):
                m, vals = map_of(op)
                nd = m.num_dims
                if op.name == "affine.apply" and not is_valid_dim(op.results[0], src):
                    nd = 0
                if all(_remains_legal(v, src, dest, None) for v in vals[:nd]) and all(
                    _remains_legal(v, src, dest, None) for v in vals[nd:]
                ):
                    continue
            return False
        return True

    def is_legal_to_inline_op(self, op: Any, dest: Any, would_be_cloned: bool) -> bool:
        parent = dest.parent
        return parent is not None and (_is_scope(parent) or parent.name in _AFFINE_REGION_OPS)
