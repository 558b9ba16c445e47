"""``bufferization.dealloc`` (MLIR 19): custom form, verifier, effects, canonicalization.

The op ends the life of the buffers an ownership-based deallocation pass tracks:
``bufferization.dealloc (%m, ... : T, ...) if (%c, ...) retain (%r, ... : T, ...)``
frees each ``%m`` whose condition holds unless it aliases a retained memref (each buffer
at most once) and gives, per retained memref, whether a freed candidate aliases it (the
ownership the caller takes over). Printing and parsing are MLIR's ``assemblyFormat``
(``(` ` `(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)`)?
(`retain` ` ` `(` $retained^ `:` type($retained) `)`)? attr-dict``).

``PATTERNS`` are MLIR 19's ``populateDeallocOpCanonicalizationPatterns``: duplicate memrefs
merged (conditions or'ed), duplicate retained values merged, an empty dealloc erased (its
results ``false``), candidates whose condition is a constant ``false`` dropped, a base
buffer taken from ``extract_strided_metadata`` of an allocation replaced by the
allocation, and an allocation whose only user is the dealloc erased with its entry.

What it does not do: the runtime semantics (``targets/interp/ops_dealloc.py``) or the
lowering (``bufferization-lower-deallocations``).
"""

from __future__ import annotations

from typing import Any

from irlite.gen.runtime import expect_keyword
from irlite.ir.attributes import BoolAttr, DenseArrayAttr, IntegerAttr
from irlite.ir.core import Operation, OpResult
from irlite.ir.interfaces import EffectInstance, MemoryEffectOpInterface
from irlite.ir.pattern import FunctionPattern, RewritePattern
from irlite.ir.rewriter import PatternRewriter
from irlite.ir.types import IntegerType

__all__ = [
    "PATTERNS",
    "DeallocEffects",
    "dealloc_parts",
    "parse_dealloc",
    "print_dealloc",
    "verify_dealloc",
]

_I1 = IntegerType.get(1)
_I32 = IntegerType.get(32)


def dealloc_parts(op: Operation) -> tuple[list, list, list]:
    """(memrefs, conditions, retained) of a ``bufferization.dealloc``."""
    n, c, r = op.properties["operandSegmentSizes"].values
    vals = [o.value for o in op.op_operands]
    return vals[:n], vals[n : n + c], vals[n + c : n + c + r]


# ------------------------------------------------------------------ custom form


def _typed_list(p: Any) -> tuple[list, list]:
    """``(%a, %b : T, U)`` after the ``(``: operand refs and types."""
    refs = [p.parse_operand_ref()]
    while p.try_lit(","):
        refs.append(p.parse_operand_ref())
    p.expect(":", "':'")
    types = [p.parse_type()]
    while p.try_lit(","):
        types.append(p.parse_type())
    p.expect(")", "')'")
    return refs, types


def parse_dealloc(cls: Any, p: Any) -> Operation:
    memrefs: list = []
    mtypes: list = []
    conds: list = []
    retained: list = []
    rtypes: list = []
    if p.try_lit("("):
        memrefs, mtypes = _typed_list(p)
        expect_keyword(p, "if", cls.OP_NAME)
        p.expect("(", "'('")
        conds = p.parse_operand_refs(")", "')'")
    if p.try_keyword("retain"):
        p.expect("(", "'('")
        retained, rtypes = _typed_list(p)
    attrs = p.parse_optional_attr_dict()
    operands = p.resolve_operands(memrefs, mtypes)
    operands += p.resolve_operands(conds, [_I1] * len(conds))
    operands += p.resolve_operands(retained, rtypes)
    props = {
        "operandSegmentSizes": DenseArrayAttr.get(_I32, [len(memrefs), len(conds), len(retained)])
    }
    op = cls.__new__(cls)
    Operation.__init__(op, cls.OP_NAME, operands, [_I1] * len(retained), props, attrs or None, ())
    return op


def print_dealloc(op: Operation, p: Any) -> None:
    memrefs, conds, retained = dealloc_parts(op)
    s = p.op_name_text(op.name)
    names = p.value_name
    if memrefs:
        s += (
            " ("
            + ", ".join([names(v) for v in memrefs])
            + " : "
            + ", ".join([p.type_text(v.type) for v in memrefs])
            + ") if ("
            + ", ".join([names(v) for v in conds])
            + ")"
        )
    if retained:
        s += (
            " retain ("
            + ", ".join([names(v) for v in retained])
            + " : "
            + ", ".join([p.type_text(v.type) for v in retained])
            + ")"
        )
    d = {k: v for k, v in op.properties.items() if k != "operandSegmentSizes"}
    if op.attributes:
        d.update(op.attributes)
    if d:
        s += " " + p.attr_dict_text(d)
    p.out.append(s)


def verify_dealloc(op: Operation) -> str | None:
    memrefs, conds, retained = dealloc_parts(op)
    if len(memrefs) != len(conds):
        return "must have the same number of conditions as memrefs to deallocate"
    if len(retained) != len(op.results):
        return "must have the same number of updated conditions (results) as retained operands"
    return None


class DeallocEffects(MemoryEffectOpInterface):
    """Frees each memref it may deallocate (MLIR's ``MemFree`` on ``memrefs``)."""

    __slots__ = ()

    def effects(self) -> list[EffectInstance]:
        memrefs, _, _ = dealloc_parts(self.op)
        return [EffectInstance("free", v) for v in memrefs]


# ------------------------------------------------------------------ canonicalization


def _bool_const(v: Any) -> bool | None:
    if type(v) is not OpResult or v.owner.name != "arith.constant":
        return None
    a = v.owner.properties.get("value")
    if type(a) is BoolAttr:
        return a.value
    if type(a) is IntegerAttr and a.type is _I1:
        return bool(a.params[1])
    return None


def _false(rw: PatternRewriter, loc: Any) -> Any:
    return rw.create(
        "arith.constant", (), (_I1,), {"value": IntegerAttr.get(_I1, 0)}, loc=loc
    ).results[0]


def _rebuild(
    rw: PatternRewriter, op: Operation, memrefs: list, conds: list, retained: list
) -> Operation:
    props = dict(op.properties)
    props["operandSegmentSizes"] = DenseArrayAttr.get(
        _I32, [len(memrefs), len(conds), len(retained)]
    )
    return rw.create(
        "bufferization.dealloc",
        memrefs + conds + retained,
        [_I1] * len(retained),
        props,
        dict(op.attributes) if op.attributes else None,
        loc=op.loc,
    )


def remove_duplicate_dealloc_memrefs(op: Operation, rw: PatternRewriter) -> bool:
    """A memref named twice is named once, its conditions or'ed."""
    memrefs, conds, retained = dealloc_parts(op)
    if len(set(memrefs)) == len(memrefs):
        return False
    rw.set_insertion_point(op)
    new_m: list = []
    new_c: list = []
    for m, c in zip(memrefs, conds):
        if m in new_m:
            i = new_m.index(m)
            new_c[i] = rw.create("arith.ori", [new_c[i], c], [_I1], loc=op.loc).results[0]
        else:
            new_m.append(m)
            new_c.append(c)
    new = _rebuild(rw, op, new_m, new_c, retained)
    rw.replace_op(op, list(new.results))
    return True


def remove_duplicate_retained(op: Operation, rw: PatternRewriter) -> bool:
    """A retained memref named twice is named once; both results are its result."""
    memrefs, conds, retained = dealloc_parts(op)
    if len(set(retained)) == len(retained):
        return False
    uniq: list = []
    for r in retained:
        if r not in uniq:
            uniq.append(r)
    rw.set_insertion_point(op)
    new = _rebuild(rw, op, memrefs, conds, uniq)
    rw.replace_op(op, [new.results[uniq.index(r)] for r in retained])
    return True


def erase_empty_dealloc(op: Operation, rw: PatternRewriter) -> bool:
    """A dealloc of nothing: its results are ``false``."""
    memrefs, _, _ = dealloc_parts(op)
    if memrefs:
        return False
    rw.set_insertion_point(op)
    f = _false(rw, op.loc) if op.results else None
    rw.replace_op(op, [f] * len(op.results))
    return True


def erase_always_false(op: Operation, rw: PatternRewriter) -> bool:
    """Candidates whose condition is a constant ``false`` are dropped."""
    memrefs, conds, retained = dealloc_parts(op)
    keep = [i for i, c in enumerate(conds) if _bool_const(c) is not False]
    if len(keep) == len(memrefs):
        return False
    rw.set_insertion_point(op)
    new = _rebuild(rw, op, [memrefs[i] for i in keep], [conds[i] for i in keep], retained)
    rw.replace_op(op, list(new.results))
    return True


def _is_allocation(v: Any) -> bool:
    if type(v) is not OpResult:
        return False
    iface = v.owner.interface(MemoryEffectOpInterface)
    if iface is None:
        return False
    return any(e.effect == "allocate" and e.value is v for e in iface.effects())


def skip_extract_metadata_of_alloc(op: Operation, rw: PatternRewriter) -> bool:
    """``dealloc (base(extract_strided_metadata(%a)))`` of an allocation ``%a`` deallocates
    ``%a`` (of whatever type)."""
    memrefs, conds, retained = dealloc_parts(op)
    new_m = list(memrefs)
    changed = False
    for i, m in enumerate(memrefs):
        if type(m) is not OpResult or m.owner.name != "memref.extract_strided_metadata":
            continue
        if m.owner.results[0] is not m:
            continue
        src = m.owner.op_operands[0].value
        if _is_allocation(src):
            new_m[i] = src
            changed = True
    if not changed:
        return False
    rw.modify(op)
    for i, v in enumerate(new_m):
        if v is not memrefs[i]:
            op.op_operands[i].set(v)
    return True


def remove_alloc_dealloc_pair(op: Operation, rw: PatternRewriter) -> bool:
    """An allocation used by nothing but this dealloc is erased with its entry."""
    memrefs, conds, retained = dealloc_parts(op)
    drop = []
    for i, m in enumerate(memrefs):
        if not _is_allocation(m) or m in retained:
            continue
        if all(u is op for u in m.users) and len(m.owner.results) == 1:
            drop.append(i)
    if not drop:
        return False
    rw.set_insertion_point(op)
    keep = [i for i in range(len(memrefs)) if i not in drop]
    new = _rebuild(rw, op, [memrefs[i] for i in keep], [conds[i] for i in keep], retained)
    allocs = [memrefs[i].owner for i in drop]
    rw.replace_op(op, list(new.results))
    for a in allocs:
        rw.erase_op(a)
    return True


#: MLIR 19's ``populateDeallocOpCanonicalizationPatterns``.
PATTERNS: list[RewritePattern] = [
    FunctionPattern(
        remove_duplicate_dealloc_memrefs,
        "bufferization.dealloc",
        debug_name="DeallocRemoveDuplicateDeallocMemrefs",
    ),
    FunctionPattern(
        remove_duplicate_retained,
        "bufferization.dealloc",
        debug_name="DeallocRemoveDuplicateRetainedMemrefs",
    ),
    FunctionPattern(erase_empty_dealloc, "bufferization.dealloc", debug_name="EraseEmptyDealloc"),
    FunctionPattern(
        erase_always_false, "bufferization.dealloc", debug_name="EraseAlwaysFalseDealloc"
    ),
    FunctionPattern(
        skip_extract_metadata_of_alloc,
        "bufferization.dealloc",
        debug_name="SkipExtractMetadataOfAlloc",
    ),
    FunctionPattern(
        remove_alloc_dealloc_pair,
        "bufferization.dealloc",
        debug_name="RemoveAllocDeallocPairWhenNoOtherUsers",
    ),
]
