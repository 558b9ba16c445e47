"""Side-effect queries on ops, from their traits (MLIR's ``SideEffectInterfaces`` helpers).

``effect_facts(cls)`` reads an op class's traits once and caches what they
say (``EffectFacts``); ``is_memory_effect_free(op)`` (MLIR's
``isMemoryEffectFree``), ``would_op_be_trivially_dead(op)``
(``wouldOpBeTriviallyDead``) and ``is_op_trivially_dead(op)``
(``isOpTriviallyDead``) answer per op, descending into nested ops only for
``RecursiveMemoryEffects`` classes.

An op is *trivially dead* when none of its results is used and running it has
no effect anyone could observe: it is not a terminator (an unregistered op
might be one, so it never qualifies), not a symbol, and its memory effects are
at most reads and allocations of its own results. Effects come from
class-level traits: ``Pure`` / ``NoMemoryEffect`` (no effect),
``MemoryEffects:Read|Write|Allocate|Free`` (those effects; an ``Allocate`` is
taken to be on the op's own results, as for ``memref.alloc``),
``RecursiveMemoryEffects``; an op with none of them is assumed to have any
effect (MLIR's rule for ops without ``MemoryEffectOpInterface``).

Speculation (MLIR's ``Speculation::Speculatability``): ``speculatability(op)``
says whether an op may run where it did not before (hoisted out of a loop):
``"speculatable"`` for ``Pure`` / ``AlwaysSpeculatable`` classes, the answer of
the op's ``ConditionallySpeculatable`` implementation when it has one,
``"recursive"`` for a ``RecursivelySpeculatable`` class (speculatable when
every nested op is), else ``"not"``; ``is_speculatable(op)`` (MLIR's
``isSpeculatable``) resolves ``"recursive"`` through the nested ops.

Used by ``dce``, ``cse``, ``sccp``, ``loop-invariant-code-motion``, the greedy
driver and the region utilities. What it does not do: change IR, or track
which value an effect is on (an effect is the op's as a whole).
"""

from __future__ import annotations

from .core import Operation
from .interfaces import ConditionallySpeculatable, MemoryEffectOpInterface

__all__ = [
    "NO",
    "RECURSIVE",
    "YES",
    "EffectFacts",
    "effect_facts",
    "is_memory_effect_free",
    "is_op_trivially_dead",
    "is_speculatable",
    "speculatability",
    "would_op_be_trivially_dead",
]

# ``EffectFacts.free`` / ``.dead`` values.
NO = 0
YES = 1
RECURSIVE = 2  # decided by the nested ops


class EffectFacts:
    """What an op class's traits say about its memory effects (cached per class).

    ``effects``: ``None`` when the class declares nothing (no effect
    interface: anything may happen), else the set of effect kinds (empty for
    ``Pure``/``NoMemoryEffect``). ``recursive``: ``RecursiveMemoryEffects``
    (nested ops' effects count as the op's). ``free``: memory-effect free
    (``YES``/``NO``/``RECURSIVE``: if the nested ops are). ``dead``: removable
    when unused, same encoding. ``removable``: what its effects alone say of
    that (how a nested op counts). ``read_only``: only ``Read`` effects (what
    ``cse`` may still merge within a block). ``writes``: may write (or effects
    unknown), for ``cse``'s "no write in between" check. ``terminator``
    (might be one: true for unregistered ops), ``isolated`` (might be
    isolated from above: true for unregistered ops), ``commutative``,
    ``ssa_regions`` (its regions obey SSA dominance: registered and not
    ``GraphRegion``), ``simple`` (not a terminator, effect free, removable
    when unused: ``cse``'s fast path).
    """

    __slots__ = (
        "commutative",
        "dead",
        "per_op",
        "effects",
        "free",
        "isolated",
        "read_only",
        "recursive",
        "removable",
        "simple",
        "ssa_regions",
        "terminator",
        "writes",
    )

    def __init__(self, cls: type) -> None:
        traits = getattr(cls, "traits", frozenset())
        registered = bool(getattr(cls, "registered", False))
        recursive = "RecursiveMemoryEffects" in traits
        effects: frozenset[str] | None
        if "NoMemoryEffect" in traits or "Pure" in traits:
            effects = frozenset()
        else:
            effects = (
                frozenset(t.split(":", 1)[1] for t in traits if t.startswith("MemoryEffects:"))
                or None
            )
        self.effects = effects
        self.recursive = recursive
        # A ``RecursiveMemoryEffects`` class whose ``MemoryEffectOpInterface`` answers per op
        # (``PER_OP = True``: linalg's ops, whose effects depend on tensor or memref operands):
        # its own effects are asked of each op, then the nested ops' count.
        impl = getattr(cls, "INTERFACES", {}).get(MemoryEffectOpInterface)
        self.per_op = bool(recursive and impl is not None and getattr(impl, "PER_OP", False))
        self.terminator = (not registered) or "IsTerminator" in traits
        self.isolated = (not registered) or "IsolatedFromAbove" in traits
        self.commutative = "Commutative" in traits
        self.ssa_regions = registered and "GraphRegion" not in traits
        # isMemoryEffectFree
        if effects is not None:
            self.free = NO if effects else (RECURSIVE if recursive else YES)
        else:
            self.free = RECURSIVE if recursive else NO
        self.read_only = effects is not None and effects == {"Read"}
        # wouldOpBeTriviallyDead (the root-only checks, then the effects; a nested op
        # counts by its effects only: a nested ``scf.yield`` is fine)
        self.removable = _effects_ok(effects, recursive)
        if self.terminator or "Symbol" in traits or "OptionalSymbol" in traits:
            self.dead = NO
        else:
            self.dead = self.removable
        # ``cse``'s fast path: effect free and removable whenever unused.
        self.simple = (not self.terminator) and self.free == YES and self.dead == YES
        if effects is not None:
            self.writes = YES if effects & {"Write", "Free"} else (RECURSIVE if recursive else NO)
        else:
            self.writes = RECURSIVE if recursive else YES
        if self.per_op:
            self.free = self.dead = self.removable = RECURSIVE
            self.writes = YES  # conservative: the class may write
            self.simple = self.read_only = False


_REMOVABLE = frozenset({"Read", "Allocate"})


def _effects_ok(effects: frozenset | None, recursive: bool) -> int:
    """Whether an op's own effects allow removing it: ``YES``, ``NO`` or ``RECURSIVE``."""
    if effects is not None:
        if not effects <= _REMOVABLE:
            return NO
    elif not recursive:
        return NO
    return RECURSIVE if recursive else YES


_FACTS: dict[type, EffectFacts] = {}


def effect_facts(cls: type) -> EffectFacts:
    """The (cached) ``EffectFacts`` of an op class."""
    f = _FACTS.get(cls)
    if f is None:
        f = _FACTS[cls] = EffectFacts(cls)
    return f


_REMOVABLE_EFFECTS = frozenset(("read", "allocate"))


def _own_ok(op: Operation, fact: str) -> bool:
    """For a ``per_op`` class: whether ``op``'s own effects allow ``fact`` (``free``: none;
    ``dead`` / ``removable``: at most reads and allocations)."""
    effects = op.interface(MemoryEffectOpInterface).effects()
    if fact == "free":
        return not effects
    return all(e.effect in _REMOVABLE_EFFECTS for e in effects)


def _nested_all(op: Operation, fact: str) -> bool:
    """Whether every op nested in ``op`` has ``EffectFacts.<fact>`` ``YES``, or
    ``RECURSIVE`` and the same holds of the ops nested in it."""
    f = _FACTS.get(type(op)) or effect_facts(type(op))
    if f.per_op and not _own_ok(op, "free" if fact == "free" else "dead"):
        return False
    for r in op.regions:
        for b in r.blocks:
            o = b.first
            while o is not None:
                f = _FACTS.get(type(o)) or effect_facts(type(o))
                v = getattr(f, fact)
                if v == NO or (v == RECURSIVE and not _nested_all(o, fact)):
                    return False
                o = o.next
    return True


def is_memory_effect_free(op: Operation) -> bool:
    """MLIR's ``isMemoryEffectFree``: no memory effect, counting nested ops where recursive."""
    f = _FACTS.get(type(op)) or effect_facts(type(op))
    v = f.free
    if v == RECURSIVE:
        return _nested_all(op, "free")
    return v == YES


def would_op_be_trivially_dead(op: Operation) -> bool:
    """MLIR's ``wouldOpBeTriviallyDead``: removable if its results were unused."""
    f = _FACTS.get(type(op)) or effect_facts(type(op))
    v = f.dead
    if v == RECURSIVE:
        return _nested_all(op, "removable")
    return v == YES


def is_op_trivially_dead(op: Operation) -> bool:
    """MLIR's ``isOpTriviallyDead``: unused results and ``would_op_be_trivially_dead``."""
    for r in op.results:
        if r.first_use is not None:
            return False
    return would_op_be_trivially_dead(op)


# ------------------------------------------------------------------ speculation

#: op class -> what its traits and interfaces say: "speculatable", "recursive", "not",
#: or "ask" (it implements ``ConditionallySpeculatable``: the answer depends on the op)
_SPECULATION: dict[type, str] = {}


def _class_speculatability(cls: type) -> str:
    s = _SPECULATION.get(cls)
    if s is None:
        traits = getattr(cls, "traits", frozenset())
        if ConditionallySpeculatable in getattr(cls, "INTERFACES", {}):
            s = "ask"
        elif "Pure" in traits or "AlwaysSpeculatable" in traits:
            s = "speculatable"
        elif "RecursivelySpeculatable" in traits:
            s = "recursive"
        else:
            s = "not"
        _SPECULATION[cls] = s
    return s


def speculatability(op: Operation) -> str:
    """MLIR's ``getSpeculatability``: ``"speculatable"`` (may run anywhere its operands are
    available, whatever their values), ``"recursive"`` (speculatable when every op
    nested in its regions is) or ``"not"``. An op whose class implements
    ``ConditionallySpeculatable`` is asked; otherwise ``Pure``/``AlwaysSpeculatable``
    classes are speculatable, ``RecursivelySpeculatable`` ones recursive, and every
    other op (an unregistered one too) is not."""
    s = _SPECULATION.get(type(op)) or _class_speculatability(type(op))
    if s == "ask":
        return op.interface(ConditionallySpeculatable).speculatability()
    return s


def is_speculatable(op: Operation) -> bool:
    """MLIR's ``isSpeculatable``: ``speculatability(op)`` is ``"speculatable"``, or
    ``"recursive"`` and every op in its regions (every block) is speculatable."""
    s = speculatability(op)
    if s == "speculatable":
        return True
    if s != "recursive":
        return False
    for r in op.regions:
        for b in r.blocks:
            o = b.first
            while o is not None:
                if not is_speculatable(o):
                    return False
                o = o.next
    return True
