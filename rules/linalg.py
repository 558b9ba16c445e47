"""Native helpers of ``linalg.rules``: MLIR 19's structured ops, their assembly, their
verifiers and their interface implementations.

One table, ``NAMED_OPS``, describes every named op of MLIR 19's
``LinalgNamedStructuredOps.yaml`` that irlite has (fill, copy, the elementwise ops,
matmul and its kin): the indexing maps (from the operands' ranks for the
rank-polymorphic ones), the iterator types and a payload builder. A named op's payload
region is built from the table when the op is parsed or created (``build_named_region``),
as MLIR's ``fillStructuredOpRegion`` does, and printed only in the generic form. The
interfaces read the maps of ``linalg.generic`` from its attributes, those of
transpose/broadcast/map/reduce from their attributes and operand ranks, and those of a
named op from the table.

Printers print byte for byte as mlir-opt 19 (``attrs =  {...}`` with its two spaces, the
trailing space after ``dimensions = [1]``); parsers read MLIR 19's custom forms;
``verify_*`` return None or MLIR's message (``LinalgInterfaces.cpp``'s
``verifyStructuredOpInterface``, the DestinationStyleOpInterface checks, and each op's
own verifier).

Side effects: ``StructuredEffects`` answers per op (``PER_OP``, read by
``ir.side_effects``): none on tensors, so cse merges and erases such ops; reads and writes
of memref operands on buffers. MLIR 19's structured ops are not ``ConditionallySpeculatable``
(so loop-invariant-code-motion keeps them in their loops), and neither are these.

What it does not do: fold, canonicalize, generalize or lower the ops (passes do that
through ``LinalgStructuredOpInterface``); convolutions, poolings, ``linalg.softmax``,
``linalg.contract`` (MLIR 20).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from irlite.ir.affine import AffineMap, get_affine_dim_expr
from irlite.ir.attributes import (
    ArrayAttr,
    DenseArrayAttr,
    DialectAttr,
    DictionaryAttr,
    FloatAttr,
    StringAttr,
)
from irlite.ir.builder import Builder
from irlite.ir.core import Block, Operation, Region
from irlite.ir.diagnostics import Diagnostic, Severity
from irlite.ir.interfaces import (
    DestinationStyleOpInterface,
    EffectInstance,
    LinalgStructuredOpInterface,
    MemoryEffectOpInterface,
)
from irlite.ir.layout_attrs import AffineMapAttr
from irlite.ir.parser import resolve_loc
from irlite.ir.printer import BLOCK_ARG_NAMERS
from irlite.ir.types import (
    FloatType,
    IndexType,
    IntegerType,
    MemRefType,
    RankedTensorType,
    UnrankedMemRefType,
    UnrankedTensorType,
)

_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)

PARALLEL = DialectAttr.get("linalg", "iterator_type<parallel>")
REDUCTION = DialectAttr.get("linalg", "iterator_type<reduction>")
_ITER_ATTR = {"parallel": PARALLEL, "reduction": REDUCTION}
CAST_SIGNED = DialectAttr.get("linalg", "type_fn<cast_signed>")
CAST_UNSIGNED = DialectAttr.get("linalg", "type_fn<cast_unsigned>")
MEMOIZED = "linalg.memoized_indexing_maps"

_SHAPED = (RankedTensorType, MemRefType)
_ANY_SHAPED = (RankedTensorType, MemRefType, UnrankedTensorType, UnrankedMemRefType)


def elem(t: Any) -> Any:
    """The element type of a shaped type, the type itself otherwise (``getElementTypeOrSelf``)."""
    return t.element_type if isinstance(t, _ANY_SHAPED) else t


def rank(t: Any) -> int:
    """An operand's rank (0 for a scalar), MLIR's ``LinalgOp::getRank``."""
    return len(t.shape) if isinstance(t, _SHAPED) else 0


def shape(t: Any) -> tuple:
    return tuple(t.shape) if isinstance(t, _SHAPED) else ()


def iterator_name(a: Any) -> str:
    """``"parallel"`` / ``"reduction"`` of an ``#linalg.iterator_type<...>`` attribute."""
    return a.params_text


def _is_float(t: Any) -> bool:
    return isinstance(t, FloatType)


def _is_int(t: Any) -> bool:
    return isinstance(t, (IntegerType, IndexType))


# ------------------------------------------------------------------ payload building

_BUILDER: list = []


def _builder() -> Builder:
    """A builder whose context resolves op classes for payload regions (the built-in
    dialects' classes are the same in every context)."""
    if not _BUILDER:
        _BUILDER.append(Builder())
    return _BUILDER[0]


class _Payload:
    """Appends payload ops to a block (MLIR's ``RegionBuilderHelper``)."""

    __slots__ = ("block", "loc")

    def __init__(self, block: Block, loc: Any) -> None:
        self.block, self.loc = block, loc

    def op(self, name: str, operands: list, result_type: Any, props: dict | None = None) -> Any:
        o = _builder().create_detached(name, operands, [result_type], props, loc=self.loc)
        self.block.append(o)
        return o.results[0]

    def cast(self, to: Any, v: Any, unsigned: bool = False) -> Any:
        """MLIR's ``TypeFn.cast_signed`` / ``cast_unsigned`` of ``v`` to ``to``."""
        src = v.type
        if src is to:
            return v
        if _is_float(src) and _is_float(to):
            return self.op("arith.extf" if to.width > src.width else "arith.truncf", [v], to)
        if _is_int(src) and _is_float(to):
            return self.op("arith.uitofp" if unsigned else "arith.sitofp", [v], to)
        if _is_float(src) and _is_int(to):
            return self.op("arith.fptoui" if unsigned else "arith.fptosi", [v], to)
        if isinstance(src, IndexType) or isinstance(to, IndexType):
            return self.op("arith.index_castui" if unsigned else "arith.index_cast", [v], to)
        if _is_int(src) and _is_int(to):
            if to.width > src.width:
                return self.op("arith.extui" if unsigned else "arith.extsi", [v], to)
            return self.op("arith.trunci", [v], to)
        return v

    def binary(self, fn: str, a: Any, b: Any) -> Any:
        t = a.type
        f = _is_float(t)
        if fn == "add":
            name = "arith.addf" if f else ("arith.ori" if _i1(t) else "arith.addi")
        elif fn == "sub":
            name = "arith.subf" if f else "arith.subi"
        elif fn == "mul":
            name = "arith.mulf" if f else ("arith.andi" if _i1(t) else "arith.muli")
        elif fn == "div":
            name = "arith.divf" if f else "arith.divsi"
        elif fn == "div_unsigned":
            name = "arith.divui"
        elif fn in ("max", "max_signed"):
            name = "arith.maximumf" if f else "arith.maxsi"
        elif fn in ("min", "min_signed"):
            name = "arith.minimumf" if f else "arith.minsi"
        elif fn == "max_unsigned":
            name = "arith.maximumf" if f else "arith.maxui"
        elif fn == "min_unsigned":
            name = "arith.minimumf" if f else "arith.minui"
        elif fn == "powf":
            name = "math.powf"
        else:  # pragma: no cover - the table names only the above
            raise ValueError(fn)
        return self.op(name, [a, b], t)

    def unary(self, fn: str, a: Any) -> Any:
        t = a.type
        if fn == "reciprocal":
            one = self.op("arith.constant", [], t, {"value": FloatAttr.get(t, 1.0)})
            return self.op("arith.divf", [one, a], t)
        if fn == "square":
            return self.op("arith.mulf", [a, a], t)
        name = {
            "exp": "math.exp",
            "log": "math.log",
            "abs": "math.absf",
            "ceil": "math.ceil",
            "floor": "math.floor",
            "negf": "arith.negf",
            "round": "math.round",
            "sqrt": "math.sqrt",
            "rsqrt": "math.rsqrt",
            "tanh": "math.tanh",
            "erf": "math.erf",
        }[fn]
        return self.op(name, [a], t)

    def yield_(self, values: list) -> None:
        o = _builder().create_detached("linalg.yield", values, [], loc=self.loc)
        self.block.append(o)


def _i1(t: Any) -> bool:
    return isinstance(t, IntegerType) and t.width == 1


# ------------------------------------------------------------------ the named-op table


class NamedOp:
    """One named op of MLIR 19's ``LinalgNamedStructuredOps.yaml``.

    ``maps(ranks)``: the indexing maps from the operands' ranks (inputs then inits);
    ``iterators(ranks)``: the iterator types; ``payload(b, args, out_types, attrs)``:
    appends the body's ops to payload ``b`` over the block arguments ``args`` and returns
    the values to yield. ``static_maps``: the maps do not depend on the operands (MLIR
    memoizes them in ``linalg.memoized_indexing_maps`` when they are first asked for);
    ``cast``: the op has the ``cast`` attribute (``#linalg.type_fn<cast_signed>`` by
    default); ``arity``: the number of inputs."""

    __slots__ = ("arity", "cast", "iterators", "maps", "name", "payload", "static_maps")

    def __init__(
        self,
        name: str,
        arity: int,
        maps: Callable[[list], list],
        iterators: Callable[[list], list],
        payload: Callable[..., list],
        static_maps: bool = False,
        cast: bool = False,
    ) -> None:
        self.name, self.arity, self.maps, self.iterators = name, arity, maps, iterators
        self.payload, self.static_maps, self.cast = payload, static_maps, cast


def _identity_maps(ranks: list) -> list:
    """Rank-polymorphic elementwise maps: the identity of the init's rank for every shaped
    operand, ``(d0, ..) -> ()`` for a scalar one."""
    n = ranks[-1]
    ident = AffineMap.get_multi_dim_identity(n)
    scalar = AffineMap.get(n, 0, [])
    return [ident if r else scalar for r in ranks[:-1]] + [ident]


def _parallel(ranks: list) -> list:
    return ["parallel"] * ranks[-1]


def _dims(n: int, *idx: tuple) -> list:
    return [AffineMap.get(n, 0, [get_affine_dim_expr(i) for i in t]) for t in idx]


def _contraction(n: int, red: tuple, *idx: tuple) -> tuple:
    its = ["reduction" if i in red else "parallel" for i in range(n)]
    maps = _dims(n, *idx)
    return (lambda ranks: maps), (lambda ranks: its)


def _unsigned(attrs: dict) -> bool:
    return attrs.get("cast") is CAST_UNSIGNED


def _fun(attrs: dict, default: str) -> str:
    """The case of an op's ``fun`` attribute (``#linalg.unary_fn<log>`` -> ``log``)."""
    a = attrs.get("fun")
    return a.params_text if isinstance(a, DialectAttr) else default


def _mul_add(b: _Payload, args: list, out_types: list, attrs: dict) -> list:
    """``out + cast(a) * cast(b)`` (MLIR's matmul body)."""
    unsigned = _unsigned(attrs)
    t = out_types[0]
    x = b.cast(t, args[0], unsigned)
    y = b.cast(t, args[1], unsigned)
    m = b.binary("mul", x, y)
    return [b.binary("add", args[2], m)]


def _unary(fn: str) -> Callable[..., list]:
    return lambda b, args, out_types, attrs: [b.unary(fn, args[0])]


def _binary(fn: str) -> Callable[..., list]:
    return lambda b, args, out_types, attrs: [b.binary(fn, args[0], args[1])]


def _select(b: _Payload, args: list, out_types: list, attrs: dict) -> list:
    return [b.op("arith.select", [args[0], args[1], args[2]], args[1].type)]


def _cast_in(b: _Payload, args: list, out_types: list, attrs: dict) -> list:
    return [b.cast(out_types[0], args[0], _unsigned(attrs))]


def _elemwise_unary(b: _Payload, args: list, out_types: list, attrs: dict) -> list:
    """``O = fun(cast(U, I))`` (``fun`` defaults to exp)."""
    return [b.unary(_fun(attrs, "exp"), b.cast(out_types[0], args[0], _unsigned(attrs)))]


def _elemwise_binary(b: _Payload, args: list, out_types: list, attrs: dict) -> list:
    """``O = fun(cast(U, lhs), cast(U, rhs))`` (``fun`` defaults to add)."""
    t, u = out_types[0], _unsigned(attrs)
    return [b.binary(_fun(attrs, "add"), b.cast(t, args[0], u), b.cast(t, args[1], u))]


NAMED_OPS: dict[str, NamedOp] = {}


def _named(op: NamedOp) -> None:
    NAMED_OPS[op.name] = op


_named(NamedOp("fill", 1, _identity_maps, _parallel, _cast_in))
_named(NamedOp("copy", 1, _identity_maps, _parallel, _cast_in, cast=True))
for _fn in (
    "exp",
    "log",
    "abs",
    "ceil",
    "floor",
    "negf",
    "reciprocal",
    "round",
    "sqrt",
    "rsqrt",
    "square",
    "tanh",
    "erf",
):
    _named(NamedOp(_fn, 1, _identity_maps, _parallel, _unary(_fn)))
for _fn in ("add", "sub", "mul", "div", "div_unsigned", "max", "min", "powf"):
    _named(NamedOp(_fn, 2, _identity_maps, _parallel, _binary(_fn)))
_named(NamedOp("select", 3, _identity_maps, _parallel, _select))
_named(NamedOp("elemwise_unary", 1, _identity_maps, _parallel, _elemwise_unary, cast=True))
_named(NamedOp("elemwise_binary", 2, _identity_maps, _parallel, _elemwise_binary, cast=True))

# contractions: (name, loops, reduction loops, lhs, rhs, out, cast attribute)
for _name, _n, _red, _a, _b, _c, _cast in (
    ("matmul", 3, (2,), (0, 2), (2, 1), (0, 1), True),
    ("matmul_transpose_a", 3, (2,), (2, 0), (2, 1), (0, 1), True),
    ("matmul_transpose_b", 3, (2,), (0, 2), (1, 2), (0, 1), True),
    ("batch_matmul", 4, (3,), (0, 1, 3), (0, 3, 2), (0, 1, 2), False),
    ("batch_matmul_transpose_a", 4, (3,), (0, 3, 1), (0, 3, 2), (0, 1, 2), False),
    ("batch_matmul_transpose_b", 4, (3,), (0, 1, 3), (0, 2, 3), (0, 1, 2), False),
    ("batch_reduce_matmul", 4, (0, 3), (0, 1, 3), (0, 3, 2), (1, 2), False),
    ("matvec", 2, (1,), (0, 1), (1,), (0,), False),
    ("vecmat", 2, (1,), (1,), (1, 0), (0,), False),
    ("batch_matvec", 3, (2,), (0, 1, 2), (0, 2), (0, 1), False),
    ("batch_vecmat", 3, (2,), (0, 1), (0, 1, 2), (0, 2), False),
    ("dot", 1, (0,), (0,), (0,), (), False),
):
    _m, _i = _contraction(_n, _red, _a, _b, _c)
    _named(NamedOp(_name, 2, _m, _i, _mul_add, static_maps=True, cast=_cast))


def named_spec(op: Operation) -> NamedOp:
    return NAMED_OPS[op.name.split(".", 1)[1]]


def value_loc(v: Any) -> Any:
    """MLIR's ``Value::getLoc``: a block argument's own location, else its op's."""
    loc = getattr(v, "loc", None)
    if loc is None and hasattr(v, "owner") and isinstance(v.owner, Operation):
        loc = v.owner.loc
    return loc


def _operand_types(op: Operation) -> list:
    return [o.value.type for o in op.op_operands]


def build_named_region(
    name: str, in_types: list, out_types: list, attrs: dict, loc: Any = None
) -> Region:
    """The payload region of named op ``name`` over operands of these types (MLIR's
    ``fillStructuredOpRegion``): one block argument per operand's element type, the
    table's payload, ``linalg.yield``; everything at ``loc`` (MLIR's: unknown)."""
    spec = NAMED_OPS[name]
    block = Block([elem(t) for t in list(in_types) + list(out_types)])
    region = Region()
    region.add_block(block)
    b = _Payload(block, loc)
    vals = spec.payload(b, list(block.args), [elem(t) for t in out_types], attrs)
    b.yield_(vals)
    return region


def _identity_region(operands: list, loc: Any) -> Region:
    """transpose's and broadcast's body: yield the input (MLIR's ``buildIdentityRegion``:
    the block arguments at their operands' locations, the yield at the op's)."""
    block = Block([elem(v.type) for v in operands], [value_loc(v) for v in operands])
    region = Region()
    region.add_block(block)
    if block.args:  # none without operands (the verifier reports that)
        _Payload(block, loc).yield_([block.args[0]])
    return region


# ------------------------------------------------------------------ interfaces


class StructuredDps(DestinationStyleOpInterface):
    """The inits of a structured op: its ``outs`` operands (the last operand group)."""

    __slots__ = ()

    def dps_init_operands(self) -> list:
        op = self.op
        ops = op.op_operands
        n = _num_inits(op)
        return list(ops[len(ops) - n :])


def _num_inits(op: Operation) -> int:
    seg = op.properties.get("operandSegmentSizes")
    if seg is not None:
        return int(seg.values[1])
    name = op.name
    if name == "linalg.reduce":
        return len(op.op_operands) // 2
    return 1


def _maps_list(op: Operation) -> list:
    a = op.properties.get("indexing_maps")
    if a is None:
        return []
    return [m.value if isinstance(m, AffineMapAttr) else m for m in a.value]


class _Structured(LinalgStructuredOpInterface):
    """What every structured op shares: the payload is region 0; loop ranges follow from
    the operands' static shapes through the maps (MLIR's ``getStaticLoopRanges``)."""

    __slots__ = ()

    def payload_region(self) -> Any:
        return self.op.regions[0]

    def static_loop_ranges(self) -> list:
        return static_loop_ranges(self.indexing_maps(), _operand_types(self.op), self.num_loops())


def static_loop_ranges(maps: list, types: list, n: int) -> list:
    out: list = [None] * n
    for m, t in zip(maps, types):
        sh = shape(t)
        for e, s in zip(m.results, sh):
            if type(e).__name__ == "AffineDimExpr" and out[e.position] is None:
                out[e.position] = None if s is None or s < 0 else s
    return out


class GenericStructured(_Structured):
    """``linalg.generic``: maps and iterators are its attributes."""

    __slots__ = ()

    def indexing_maps(self) -> list:
        return _maps_list(self.op)

    def iterator_types(self) -> list:
        a = self.op.properties.get("iterator_types")
        return [iterator_name(x) for x in a.value] if a is not None else []


class NamedStructured(_Structured):
    """A named op of ``NAMED_OPS``: maps and iterators from the table; the payload region
    is built from the table if the op was created without one."""

    __slots__ = ()

    def indexing_maps(self) -> list:
        op = self.op
        spec = named_spec(op)
        maps = spec.maps([rank(t) for t in _operand_types(op)])
        if spec.static_maps and MEMOIZED not in op.attributes:
            op.set_attr(MEMOIZED, ArrayAttr.get([AffineMapAttr.get(m) for m in maps]))
        return maps

    def iterator_types(self) -> list:
        return named_spec(self.op).iterators([rank(t) for t in _operand_types(self.op)])

    def payload_region(self) -> Any:
        op = self.op
        region = op.regions[0]
        if not region.blocks:
            n = _num_inits(op)
            types = _operand_types(op)
            k = len(types) - n
            attrs = dict(op.properties)
            built = build_named_region(op.name.split(".", 1)[1], types[:k], types[k:], attrs)
            block = built.blocks[0]
            built.blocks.remove(block)
            block.parent = None
            region.add_block(block)
        return region


class TransposeStructured(_Structured):
    __slots__ = ()

    def indexing_maps(self) -> list:
        """MLIR's ``inversePermutation(getPermutationMap(permutation))`` for the input (init
        dim i is input dim permutation[i]), the identity for the init."""
        perm = list(self.op.properties["permutation"].values)
        n = len(perm)
        inv = [0] * n
        for i, p in enumerate(perm):
            if 0 <= p < n:
                inv[p] = i
        return [AffineMap.get_permutation(inv), AffineMap.get_multi_dim_identity(n)]

    def iterator_types(self) -> list:
        return ["parallel"] * len(self.op.properties["permutation"].values)


class BroadcastStructured(_Structured):
    __slots__ = ()

    def indexing_maps(self) -> list:
        n = rank(self.op.op_operands[1].value.type)
        dims = set(self.op.properties["dimensions"].values)
        kept = [get_affine_dim_expr(i) for i in range(n) if i not in dims]
        return [AffineMap.get(n, 0, kept), AffineMap.get_multi_dim_identity(n)]

    def iterator_types(self) -> list:
        return ["parallel"] * rank(self.op.op_operands[1].value.type)


class MapStructured(_Structured):
    """``linalg.map``: identity maps; its block takes the inputs only."""

    __slots__ = ()

    def indexing_maps(self) -> list:
        n = rank(self.op.op_operands[-1].value.type)
        return [AffineMap.get_multi_dim_identity(n)] * len(self.op.op_operands)

    def iterator_types(self) -> list:
        return ["parallel"] * rank(self.op.op_operands[-1].value.type)


class ReduceStructured(_Structured):
    __slots__ = ()

    def indexing_maps(self) -> list:
        op = self.op
        n = rank(op.op_operands[0].value.type)
        dims = set(op.properties["dimensions"].values)
        k = len(op.op_operands) // 2
        ident = AffineMap.get_multi_dim_identity(n)
        kept = AffineMap.get(n, 0, [get_affine_dim_expr(i) for i in range(n) if i not in dims])
        return [ident] * k + [kept] * k

    def iterator_types(self) -> list:
        op = self.op
        n = rank(op.op_operands[0].value.type)
        dims = set(op.properties["dimensions"].values)
        return ["reduction" if i in dims else "parallel" for i in range(n)]


class StructuredEffects(MemoryEffectOpInterface):
    """MLIR's ``getGenericEffectsImpl``: nothing on tensors; on buffers a read of each
    memref input, a read of each memref init the payload uses, and a write of each. ``PER_OP``: the answer
    depends on the op (``ir.side_effects`` asks it of each op)."""

    __slots__ = ()
    PER_OP = True

    def effects(self) -> list:
        op = self.op
        out: list = []
        n = _num_inits(op)
        ops = op.op_operands
        k = len(ops) - n
        for i, o in enumerate(ops):
            if not isinstance(o.value.type, (MemRefType, UnrankedMemRefType)):
                continue
            if i < k:
                out.append(EffectInstance("read", o.value))
            else:
                if _payload_uses(op, i):
                    out.append(EffectInstance("read", o.value))
                out.append(EffectInstance("write", o.value))
        return out


def _payload_uses(op: Operation, i: int) -> bool:
    """MLIR's ``payloadUsesValueFromOperand``: whether the payload reads operand ``i``'s
    element (its block argument has uses; map's init has no block argument)."""
    if op.name == "linalg.map" and i == len(op.op_operands) - 1:
        return False
    region = op.regions[0] if op.regions else None
    if region is None or not region.blocks:
        return True
    args = region.blocks[0].args
    return i < len(args) and args[i].first_use is not None


def structured(op: Operation) -> Any:
    return op.interface(LinalgStructuredOpInterface)


# ------------------------------------------------------------------ parsing


def _start(p: Any, name: str) -> int:
    return max(0, p.pos - len(name))


def _ins_outs(p: Any) -> tuple:
    """MLIR's ``parseCommonStructuredOpParts`` after the attribute dictionary:
    ``ins(%a, ... : T, ...)`` and ``outs(...)``, both optional. Returns the operands."""
    groups = []
    for kw in ("ins", "outs"):
        refs: list = []
        types: list = []
        if p.try_keyword(kw):
            p.expect("(", "'('")
            refs = p.parse_operand_refs()
            p.expect(":", "':'")
            types = p.parse_type_list_no_parens()
            p.expect(")", "')'")
        groups.append((refs, types))
    ins = p.resolve_operands(*groups[0])
    outs = p.resolve_operands(*groups[1])
    return ins, outs


def _arrow_types(p: Any) -> list:
    if not p.try_lit("->"):
        return []
    if p.try_lit("("):
        if p.try_lit(")"):
            return []
        ts = p.parse_type_list_no_parens()
        p.expect(")", "')'")
        return ts
    return [p.parse_type()]


def _segments(n_in: int, n_out: int) -> Any:
    return DenseArrayAttr.get(_I32, [n_in, n_out])


def _split(cls: Any, attrs: dict, props: dict) -> dict:
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)
    return attrs


def _make(
    cls: Any, operands: list, types: list, props: dict, attrs: dict, regions: list, loc: Any
) -> Operation:
    op = cls.__new__(cls)
    Operation.__init__(
        op, cls.OP_NAME, operands, types, props or None, attrs or None, regions, (), loc
    )
    return op


def parse_named(cls: Any, p: Any) -> Operation:
    """``linalg.<named> [{attrs}] ins(...) outs(...) [-> types]`` (``parseNamedStructuredOp``)."""
    name = cls.OP_NAME
    start = _start(p, name)
    attrs = p.parse_optional_attr_dict()
    ins, outs = _ins_outs(p)
    result_types = _arrow_types(p)
    spec = NAMED_OPS[name.split(".", 1)[1]]
    if len(ins) + len(outs) != spec.arity + 1:  # MLIR's parseNamedStructuredOpRegion
        p.ws()
        p.error(
            f"custom op '{name}' [parseNamedStructuredOpRegion] ods-gen generated region "
            f"expects {spec.arity + 1} args, got {len(ins) + len(outs)}"
        )
    props: dict = {"operandSegmentSizes": _segments(len(ins), len(outs))}
    _split(cls, attrs, props)
    loc = p.lazy_loc(start)
    region = build_named_region(
        name.split(".", 1)[1], [v.type for v in ins], [v.type for v in outs], props
    )
    return _make(cls, ins + outs, result_types, props, attrs, [region], loc)


def parse_generic(cls: Any, p: Any) -> Operation:
    """``linalg.generic {maps, iterators, ...} ins(...) outs(...) [attrs = {...}] {region}
    [-> types]`` (MLIR's ``GenericOp::parse``)."""
    start = _start(p, "linalg.generic")
    p.ws()
    attr_pos = p.pos
    if p.src.startswith("{", attr_pos):
        attrs = p.parse_optional_attr_dict()
    else:  # an alias of a dictionary (`linalg.generic #trait ins(...)`)
        d = p.parse_attribute()
        if not isinstance(d, DictionaryAttr):
            p.error("custom op 'linalg.generic' invalid kind of attribute specified", attr_pos)
        attrs = dict(d.value)
    its = attrs.get("iterator_types")
    if not isinstance(its, ArrayAttr):
        p.error("custom op 'linalg.generic' expected \"iterator_types\" array attribute", attr_pos)
    conv = []
    for s in its.value:
        v = getattr(s, "value", None)
        a = _ITER_ATTR.get(v) if isinstance(v, str) else None
        if a is None:
            p.ws()
            p.error(f"custom op 'linalg.generic' unexpected iterator_type ({v})")
        conv.append(a)
    attrs["iterator_types"] = ArrayAttr.get(conv)
    ins, outs = _ins_outs(p)
    if p.try_keyword("attrs"):
        p.expect("=", "'='")
        attrs.update(p.parse_optional_attr_dict())
    region = p.parse_region()
    result_types = _arrow_types(p)
    props: dict = {"operandSegmentSizes": _segments(len(ins), len(outs))}
    _split(cls, attrs, props)
    return _make(cls, ins + outs, result_types, props, attrs, [region], p.lazy_loc(start))


def _dense_i64_kw(p: Any, kw: str, op_name: str) -> Any:
    """``kw = [1, 2]`` (MLIR's ``parseDenseI64ArrayAttr``)."""
    if not p.try_keyword(kw):
        p.error(f"custom op '{op_name}' expected '{kw}'")
    p.expect("=", "'='")
    p.expect("[", "'['")
    vals: list = []
    if not p.try_lit("]"):
        while True:
            p.ws()
            m = p.match(_INT_RE)
            if m is None:
                p.error("expected integer value")
            vals.append(int(m.group(), 0))
            if p.try_lit("]"):
                break
            p.expect(",", "']'")
    return DenseArrayAttr.get(_I64, vals)


def _short_payload(p: Any) -> tuple | None:
    """``{ dialect.op {attrs} }`` before ``ins`` (map and reduce's short form)."""
    if not p.try_lit("{"):
        return None
    p.ws()
    m = p.match(_OPNAME_RE)
    if m is None:
        p.error("expected valid operation name")
    name = m.group()
    if p.ctx.get_op_class(name) is None:
        p.error(f"custom op '{name}' is unknown", m.start())
    attrs = p.parse_optional_attr_dict()
    p.expect("}", "'}'")
    return name, attrs


def _region_args(p: Any) -> list:
    """``(%a: f32, %b: f32)`` (``parseArgumentList`` with types)."""
    p.expect("(", "'('")
    args: list = []
    if p.try_lit(")"):
        return args
    while True:
        p.ws()
        m = p.match(p.VALUE_DEF_RE)
        if m is None or m.group(2) is not None:
            p.error("expected SSA operand" + p._found())
        p.expect(":", "':'")
        t = p.parse_type()
        args.append((m.group(1), m.start(), t, p.lazy_loc(m.start())))
        if p.try_lit(")"):
            return args
        p.expect(",", "')' or ','")


def _payload_body(
    p: Any, short: tuple, operand_types: list, init_type: Any, init_first: bool, loc: Any
) -> Region:
    """MLIR's ``addBodyWithPayloadOp``: a block of the operands' element types and one op
    ``short`` over them (the init first for reduce), yielding its result."""
    name, attrs = short
    block = Block([elem(t) for t in operand_types])
    region = Region()
    region.add_block(block)
    args = list(block.args)
    if init_first:
        args = [args[-1]] + args[:-1]
    cls = p.ctx.get_op_class(name)
    props = {k: v for k, v in attrs.items() if k in getattr(cls, "inherent_attrs", ())}
    rest = {k: v for k, v in attrs.items() if k not in props}
    b = _builder()
    o = b.create_detached(name, args, [elem(init_type)], props or None, rest or None, loc=loc)
    block.append(o)
    block.append(b.create_detached("linalg.yield", list(o.results), [], loc=loc))
    return region


def _dst_style(p: Any, kw: str | None, op_name: str) -> tuple:
    """MLIR's ``parseDstStyleOp``: ins/outs, ``kw = [...]``, the attribute dictionary;
    result types are the tensor inits' types."""
    ins, outs = _ins_outs(p)
    props: dict = {}
    if kw is not None:
        props[kw] = _dense_i64_kw(p, kw, op_name)
    attrs = p.parse_optional_attr_dict()
    result_types = [v.type for v in outs if isinstance(v.type, (RankedTensorType,))]
    return ins, outs, props, attrs, result_types


def parse_map(cls: Any, p: Any) -> Operation:
    start = _start(p, "linalg.map")
    short = _short_payload(p)
    ins, outs, props, attrs, rtypes = _dst_style(p, None, "linalg.map")
    loc = p.lazy_loc(start)
    if short is not None:
        region = _payload_body(
            p, short, [v.type for v in ins], outs[-1].type if outs else None, False, loc
        )
    else:
        region = p.parse_region(entry_args=_region_args(p))
    _split(cls, attrs, props)
    return _make(cls, ins + outs, rtypes, props, attrs, [region], loc)


def parse_reduce(cls: Any, p: Any) -> Operation:
    start = _start(p, "linalg.reduce")
    short = _short_payload(p)
    ins, outs, props, attrs, rtypes = _dst_style(p, "dimensions", "linalg.reduce")
    loc = p.lazy_loc(start)
    operands = ins + outs
    if short is not None:
        region = _payload_body(
            p, short, [v.type for v in operands], outs[-1].type if outs else None, True, loc
        )
    else:
        region = p.parse_region(entry_args=_region_args(p))
    _split(cls, attrs, props)
    return _make(cls, operands, rtypes, props, attrs, [region], loc)


def _parse_identity_op(cls: Any, p: Any, kw: str) -> Operation:
    name = cls.OP_NAME
    start = _start(p, name)
    ins, outs, props, attrs, rtypes = _dst_style(p, kw, name)
    loc = p.lazy_loc(start)
    region = _identity_region(ins + outs, loc)
    _split(cls, attrs, props)
    return _make(cls, ins + outs, rtypes, props, attrs, [region], loc)


def parse_transpose(cls: Any, p: Any) -> Operation:
    return _parse_identity_op(cls, p, "permutation")


def parse_broadcast(cls: Any, p: Any) -> Operation:
    return _parse_identity_op(cls, p, "dimensions")


# ------------------------------------------------------------------ printing


def _ins_outs_text(p: Any, op: Operation) -> str:
    """MLIR's ``printCommonStructuredOpParts``."""
    n = _num_inits(op)
    vals = [o.value for o in op.op_operands]
    k = len(vals) - n
    s = ""
    for kw, vs in (("ins", vals[:k]), ("outs", vals[k:])):
        if vs:
            names = ", ".join(p.value_name(v) for v in vs)
            types = ", ".join(p.type_text(v.type) for v in vs)
            s += f" {kw}({names} : {types})"
    return s


def _results_text(p: Any, op: Operation) -> str:
    """``printNamedStructuredOpResults``: MLIR's optional arrow type list."""
    res = op.results
    if not res:
        return ""
    if len(res) == 1:
        return " -> " + p.type_text(res[0].type)
    return " -> (" + ", ".join(p.type_text(r.type) for r in res) + ")"


def _all_attrs(op: Operation) -> dict:
    d = dict(op.properties)
    d.update(op.attributes)
    return d


def _opt_attr_dict(p: Any, d: dict, elide: tuple = ()) -> str:
    d = {k: v for k, v in d.items() if k not in elide}
    return " " + p.attr_dict_text(d) if d else ""


def print_named(op: Operation, p: Any) -> None:
    p.out.append(
        p.op_name_text(op.name)
        + _opt_attr_dict(p, _all_attrs(op), ("operandSegmentSizes", MEMOIZED))
        + _ins_outs_text(p, op)
        + _results_text(p, op)
    )


_GENERIC_NAMES = ("doc", "indexing_maps", "iterator_types", "library_call")


def print_generic(op: Operation, p: Any) -> None:
    out = p.out
    d = _all_attrs(op)
    core = {}
    for k in _GENERIC_NAMES:
        if k in d:
            v = d[k]
            if k == "iterator_types" and isinstance(v, ArrayAttr):
                v = ArrayAttr.get([StringAttr.get(iterator_name(a)) for a in v.value])
            core[k] = v
    s = p.op_name_text("linalg.generic") + " "
    if core:
        s += p.attr_dict_text(core)
    s += _ins_outs_text(p, op)
    extra = {k: v for k, v in d.items() if k not in _GENERIC_NAMES + ("operandSegmentSizes",)}
    if extra:
        s += " attrs = " + _opt_attr_dict(p, extra)
    out.append(s)
    region = op.regions[0]
    if region.blocks:
        out.append(" ")
        p.print_region(region, True, True)
    out.append(_results_text(p, op))


def _short_form(p: Any, payload: Operation) -> str:
    """MLIR's ``printShortForm``: `` { op.name {attrs} }`` (a ``fastmath`` of ``none``
    elided)."""
    d = _all_attrs(payload)
    elide = tuple(k for k, v in d.items() if _is_fastmath_none(v))[:1]
    return " { " + payload.name + _opt_attr_dict(p, d, elide) + " }"


def _is_fastmath_none(v: Any) -> bool:
    return isinstance(v, DialectAttr) and v.body == "fastmath<none>" and v.dialect == "arith"


def find_payload_op(block: Block, init_first: bool = False) -> Operation | None:
    """MLIR's ``findPayloadOp``: the body is one op over all the block arguments in order
    (the init first for reduce) and the yield of its result."""
    first = block.first
    if first is None or first.next is None or first.next.next is not None:
        return None
    last = first.next
    operands = [o.value for o in first.op_operands]
    args = list(block.args)
    if not operands or len(operands) != len(args):
        return None
    if init_first:
        if operands[-1] is not args[0]:
            return None
        if any(a is not b for a, b in zip(operands, args[1:])):
            return None
    elif any(a is not b for a, b in zip(operands, args)):
        return None
    yielded = [o.value for o in last.op_operands]
    if len(first.results) != 1 or yielded != [first.results[0]]:
        return None
    return first


def _region_argument(p: Any, a: Any) -> str:
    """MLIR's ``printRegionArgument``: ``%name: type``, and its location with debug info
    (inline, never an alias)."""
    s = f"{p.value_name(a)}: {p.type_text(a.type)}"
    if p.debuginfo:
        s += " " + p.aliases.arg_loc(resolve_loc(a.loc))
    return s


def _long_body(p: Any, region: Region) -> str:
    """The region after ``printNewline`` and ``(args) ``, one indent deeper."""
    p.indent += 1
    try:
        block = region.blocks[0]
        args = ", ".join(_region_argument(p, a) for a in block.args)
        p.out.append("\n" + "  " * p.indent + "(" + args + ") ")
        p.print_region(region, False, True)
    finally:
        p.indent -= 1
    return ""


def print_map(op: Operation, p: Any) -> None:
    region = op.regions[0]
    payload = find_payload_op(region.blocks[0]) if region.blocks else None
    s = p.op_name_text("linalg.map")
    if payload is not None:
        s += _short_form(p, payload)
    s += _ins_outs_text(p, op) + _opt_attr_dict(p, _all_attrs(op))
    p.out.append(s)
    if payload is None and region.blocks:
        _long_body(p, region)


def _dense_text(name: str, a: Any) -> str:
    return f" {name} = [" + ", ".join(str(v) for v in a.values) + "] "


def print_reduce(op: Operation, p: Any) -> None:
    region = op.regions[0]
    payload = find_payload_op(region.blocks[0], True) if region.blocks else None
    d = _all_attrs(op)
    s = p.op_name_text("linalg.reduce")
    if payload is not None:
        s += _short_form(p, payload)
    s += _ins_outs_text(p, op) + _dense_text("dimensions", d["dimensions"])
    s += _opt_attr_dict(p, d, ("dimensions",))
    p.out.append(s)
    if payload is None and region.blocks:
        _long_body(p, region)


def _print_identity_op(op: Operation, p: Any, kw: str) -> None:
    d = _all_attrs(op)
    p.out.append(
        p.op_name_text(op.name)
        + _ins_outs_text(p, op)
        + _dense_text(kw, d[kw])
        + _opt_attr_dict(p, d, (kw,))
    )


def print_transpose(op: Operation, p: Any) -> None:
    _print_identity_op(op, p, "permutation")


def print_broadcast(op: Operation, p: Any) -> None:
    _print_identity_op(op, p, "dimensions")


# ------------------------------------------------------------------ block argument names


def block_arg_names(op: Operation, region: Region) -> list:
    """MLIR's ``getAsmBlockArgumentNames``: ``in`` for inputs, ``out`` for inits (``init``
    for reduce's); map's arguments are all ``in``."""
    if not region.blocks:
        return []
    nargs = len(region.blocks[0].args)
    name = op.name
    if name == "linalg.map":
        return ["in"] * nargs
    n = _num_inits(op)
    k = len(op.op_operands) - n
    out = "init" if name == "linalg.reduce" else "out"
    return ["in"] * min(k, nargs) + [out] * max(0, nargs - k)


for _op in ("generic", "map", "reduce", "transpose", "broadcast"):
    BLOCK_ARG_NAMERS["linalg." + _op] = block_arg_names


# ------------------------------------------------------------------ verifiers


def _verify_dps(op: Operation) -> str | None:
    """MLIR's ``verifyDestinationStyleOpInterface``."""
    n = _num_inits(op)
    ops = op.op_operands
    tensors = []
    for i in range(len(ops) - n, len(ops)):
        t = ops[i].value.type
        if isinstance(t, (RankedTensorType, UnrankedTensorType)):
            tensors.append(i)
        elif not isinstance(t, (MemRefType, UnrankedMemRefType)):
            return f"expected that operand #{i} is a tensor or a memref"
    ntr = sum(1 for r in op.results if isinstance(r.type, (RankedTensorType, UnrankedTensorType)))
    if ntr != len(tensors):
        return (
            f"expected the number of tensor results ({ntr}) to be equal to the number of "
            f"output tensors ({len(tensors)})"
        )
    for j, i in enumerate(tensors):
        t = ops[i].value.type
        r = op.results[j].type
        if r is not t:
            return (
                f"expected type of operand #{i} ('{t}') to match type of corresponding "
                f"result ('{r}')"
            )
    return None


def _pure_semantics(op: Operation) -> bool:
    kinds = set()
    for o in op.op_operands:
        t = o.value.type
        if isinstance(t, (RankedTensorType, UnrankedTensorType)):
            kinds.add("t")
        elif isinstance(t, (MemRefType, UnrankedMemRefType)):
            kinds.add("m")
    return len(kinds) <= 1


def _own_verifier(op: Operation) -> Any:
    name = op.name
    if name == "linalg.transpose":
        return _verify_transpose(op)
    if name == "linalg.broadcast":
        return _verify_broadcast(op)
    if name == "linalg.reduce":
        return _verify_reduce(op)
    if name == "linalg.map":
        return _verify_map(op)
    if name == "linalg.fill":
        t = op.op_operands[0].value.type if op.op_operands else None
        if t is not None and isinstance(t, _ANY_SHAPED):  # emitError: no 'op' prefix
            return Diagnostic(Severity.ERROR, op.loc, "expected op with scalar input", op=op)
    return None


def verify_structured(op: Operation) -> Any:
    """Before the nested ops (MLIR's ``verifyInvariants``): the DestinationStyleOpInterface
    checks, then the op's own verifier (MLIR 19's messages)."""
    msg = _verify_dps(op)
    if msg:
        return msg
    return _own_verifier(op)


def verify_structured_regions(op: Operation) -> Any:
    """After the nested ops (LinalgStructuredInterface is ``verifyWithRegions`` in MLIR, so a
    bad ``linalg.yield`` is reported first): MLIR 19's ``verifyStructuredOpInterface``."""
    if not _pure_semantics(op) and op.op_operands:
        return "expected to have pure tensor or buffer semantics"
    s = structured(op)
    maps = s.indexing_maps()
    ops = op.op_operands
    if len(maps) != len(ops):
        return (
            f"expected the number of indexing_map ({len(maps)}) to be equal to the number of "
            f"input/output operands ({len(ops)})"
        )
    n = s.num_loops()
    types = [o.value.type for o in ops]
    for i, (m, t) in enumerate(zip(maps, types)):
        if m.num_symbols:
            return f"unexpected symbols in indexing_map #{i}"
        if m.num_dims != n:
            return f"expected indexing_map #{i} to have {n} dim(s) to match the number of loops"
        r = rank(t)
        if m.num_results != r:
            return (
                f"expected operand rank ({r}) to match the result rank of indexing_map #{i} "
                f"({m.num_results})"
            )
    covered = {e.position for m in maps for e in m.results if type(e).__name__ == "AffineDimExpr"}
    if len(covered) != n:  # inversePermutation(getLoopsToShapesMap()) is null
        return "expected the shape-to-loops map to be non-null"
    ranges = static_loop_ranges(maps, types, n)
    if all(r is not None for r in ranges):
        end = [r - 1 for r in ranges]
        startv = [0] * n
        for i, (m, t) in enumerate(zip(maps, types)):
            sh = shape(t)
            lo = m.evaluate(startv)
            hi = m.evaluate(end)
            for d, sz in enumerate(sh):
                if sz is None or sz < 0 or sz == 0:
                    continue
                inferred = max(lo[d], hi[d]) + 1
                if min(lo[d], hi[d]) < 0:
                    return f"unexpected result less than 0 at expression #{d} in {m}"
                if type(m.results[d]).__name__ == "AffineDimExpr":
                    if inferred != sz:
                        return (
                            f"inferred input/output operand #{i} has shape's dimension #{d} "
                            f"to be {inferred}, but found {sz}"
                        )
                elif inferred > sz:
                    return (
                        f"inferred input/output operand #{i} has shape's dimension #{d} to be "
                        f"greater than or equal to {inferred}, but found {sz}"
                    )
    if len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return "expects to have 1 region with 1 block"
    block = op.regions[0].blocks[0]
    matching = ops if op.name != "linalg.map" else ops[:-1]
    if len(matching) != len(block.args):
        return (
            "expected as many non-induction variable region arguments as the number of "
            "input/output operands"
        )
    for i, o in enumerate(matching):
        et = elem(o.value.type)
        at = block.args[i].type
        if et is not at:
            return (
                f"expected type of bb argument #{i} ('{at}') to match element or self type "
                f"of the corresponding operand ('{et}')"
            )
    return None


def _shape_text(sh: tuple) -> str:
    return ", ".join(str(s) if s is not None and s >= 0 else "-9223372036854775808" for s in sh)


def _verify_transpose(op: Operation) -> str | None:
    perm = list(op.properties["permutation"].values)
    if sorted(perm) != list(range(len(perm))):
        return "permutation is not valid"
    it, tt = op.op_operands[0].value.type, op.op_operands[1].value.type
    r = rank(it)
    if r != rank(tt):
        return f"input rank {r} does not match init rank {rank(tt)}"
    if r != len(perm):
        return f"size of permutation {len(perm)} does not match the argument rank {r}"
    ish, osh = shape(it), shape(tt)
    for i in range(r):
        if ish[perm[i]] != osh[i]:
            return (
                f"dim(result, {i}) = {_dim(osh[i])} doesn't match dim(input, permutation[{i}]) "
                f"= {_dim(ish[perm[i]])}"
            )
    return None


def _dim(s: Any) -> str:
    return str(s) if s is not None and s >= 0 else "-9223372036854775808"


def _verify_broadcast(op: Operation) -> str | None:
    dims = list(op.properties["dimensions"].values)
    it, tt = op.op_operands[0].value.type, op.op_operands[1].value.type
    ir_, tr = rank(it), rank(tt)
    if ir_ + len(dims) != tr:
        return (
            "input rank plus added dimensions does not match init rank. input rank: "
            f"{ir_}, dimensions size: {len(dims)}, init rank: {tr}"
        )
    for i, d in enumerate(dims):
        if d < 0 or d >= tr:
            return f"dimension {i} is out of range. expected range: [0, {tr - 1}], got: {d}"
    kept = [d for d in range(tr) if d not in dims]
    ish, osh = shape(it), shape(tt)
    for i, d in enumerate(kept):
        if ish[i] != osh[d]:
            return (
                f"input dim {i} should match init dim {d}. input: {_dim(ish[i])}, "
                f"init: {_dim(osh[d])}"
            )
    return None


def _verify_map(op: Operation) -> str | None:
    region = op.regions[0]
    if not region.blocks:
        return None
    args = region.blocks[0].args
    ins = [o.value for o in op.op_operands[:-1]]
    if len(ins) != len(args):
        return (
            "expects number of operands to match the arity of mapper, but got: "
            f"{len(ins)} and {len(args)}"
        )
    for a, v in zip(args, ins):
        et = elem(v.type)
        if a.type is not et:
            return f"expected element type of input '{et}' to match bbArg type '{a.type}'"
    osh = shape(op.op_operands[-1].value.type)
    for v in ins:
        if shape(v.type) != osh:
            return (
                f"expected shape of input ({_shape_text(shape(v.type))}) to match shape of "
                f"output ({_shape_text(osh)})"
            )
    return None


def _verify_reduce(op: Operation) -> str | None:
    dims = list(op.properties["dimensions"].values)
    if any(a >= b for a, b in zip(dims, dims[1:])):  # ODS's DenseArrayStrictlySorted
        return (
            "attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute "
            "should be in increasing order"
        )
    ops = [o.value for o in op.op_operands]
    k = len(ops) // 2
    ins, inits = ops[:k], ops[k:]
    for i in range(1, len(ins)):
        if shape(ins[i].type) != shape(ins[0].type):
            return (
                f"expects all inputs to have the same shapes. Shape at input-index {i} is not "
                "equal to the shape at input-index 0."
            )
    for i in range(1, len(inits)):
        if shape(inits[i].type) != shape(inits[0].type):
            return (
                f"expects all outputs to have the same shapes. Shape at output-index {i} is "
                "not equal to the shape at output-index 0."
            )
    dims = list(op.properties["dimensions"].values)
    r = rank(ins[0].type)
    for d in dims:
        if d < 0 or d >= r:
            return f"dimensions for reduction should be in the range [0, {r - 1}]."
    ish = shape(ins[0].type)
    kept = [s for i, s in enumerate(ish) if i not in dims]
    ir_ = rank(inits[0].type)
    if len(kept) != ir_:
        return f"number of dimensions after reduction {len(kept)} doesn't match the init rank {ir_}"
    osh = shape(inits[0].type)
    if tuple(kept) != osh:
        return (
            f"init dimensions [{_shape_text(osh)}] doesn't match input dimensions after "
            f"reduction [{_shape_text(tuple(kept))}]"
        )
    region = op.regions[0]
    if not region.blocks:
        return None
    args = region.blocks[0].args
    if len(args) != len(ops):
        return "mismatching number of operands and block arguments"
    for v, a in zip(ins, args):
        if elem(v.type) is not a.type:
            return (
                f"input element type '{elem(v.type)}' does not match corresponding block "
                f"argument type '{a.type}'"
            )
    for v, a in zip(inits, args[len(args) - len(inits) :]):
        if elem(v.type) is not a.type:
            return (
                f"output element type '{elem(v.type)}' does not match corresponding block "
                f"argument type '{a.type}'"
            )
    return None


def _enclosing_structured(op: Operation) -> Any:
    block = op.parent
    region = block.parent if block is not None else None
    parent = region.parent if region is not None else None
    if parent is None:
        return None, None
    return parent, parent.interface(LinalgStructuredOpInterface)


def verify_yield(op: Operation) -> str | None:
    parent, s = _enclosing_structured(op)
    if parent is None or len(parent.regions) != 1 or not parent.regions[0].blocks:
        return "expected single non-empty parent region"
    if s is None:
        return "expected parent op with LinalgOp interface"
    inits = parent.interface(DestinationStyleOpInterface).dps_inits()
    vals = [o.value for o in op.op_operands]
    if len(vals) != len(inits):
        return (
            f"expected number of yield values ({len(vals)}) to match the number of inits / "
            f"outs operands of the enclosing LinalgOp ({len(inits)})"
        )
    for i, (v, init) in enumerate(zip(vals, inits)):
        et = elem(init.type)
        if v.type is not et:
            return (
                f"type of yield operand {i + 1} ('{v.type}') doesn't match the element type of "
                f"the enclosing linalg.generic op ('{et}')"
            )
    return None


def verify_index(op: Operation) -> str | None:
    dim = op.properties["dim"].value
    if dim < 0:  # MLIR's ConfinedAttr<I64Attr, [IntMinValue<0>]>, an attribute constraint
        return (
            "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute "
            "whose minimum value is 0"
        )
    parent, s = _enclosing_structured(op)
    if s is None:
        return "expected parent op with LinalgOp interface"
    n = s.num_loops()
    if n <= dim:
        return (
            f"expected dim ({dim}) to be lower than the number of loops ({n}) of the "
            "enclosing LinalgOp"
        )
    return None


# ------------------------------------------------------------------ misc

_INT_RE = re.compile(r"-?(?:0x[0-9a-fA-F]+|\d+)")
_OPNAME_RE = re.compile(r"[A-Za-z_][\w$.]*")

__all__ = [
    "NAMED_OPS",
    "PARALLEL",
    "REDUCTION",
    "NamedOp",
    "build_named_region",
    "elem",
    "find_payload_op",
    "iterator_name",
    "rank",
    "static_loop_ranges",
    "structured",
    "value_loc",
]
