"""The greedy pattern rewrite driver (MLIR's ``applyPatternsAndFoldGreedily``) and a walk driver.

``apply_greedily(root, patterns, folders, ...)`` simplifies every op nested in
``root``'s regions until nothing changes (or ``max_iterations`` rounds ran).
Each round, as MLIR 19 does:

1. walk the ops in post order; constants (``ConstantLike`` ops) are uniqued
   per insertion region (the nearest isolated-from-above region) and hoisted
   to the front of its entry block, duplicates replaced; every other op goes
   on the worklist, which is then processed in walk order;
2. per popped op: erase it if it is trivially dead (no used results, no
   memory effects, not a terminator); else fold it (``folders[name](op,
   consts)``, see ``rules/arith_folds``; when every constant is an integer or
   float attribute, the scalar folder a wrapper names as its ``plain``),
   materializing attribute results
   through the dialect's constant op at the op, and for ``Commutative`` ops
   whose folder failed move constant operands to the right; else run the
   patterns of its op name: the ``PatternApplicator``'s one callable per op
   name (``passes.rewrite.pattern``), looked up once per op class.
3. every change re-queues only what it touched: users of replaced values,
   ops created by a rewrite, modified ops, and defining ops of the operands of
   erased ops that may have become dead; each with its ancestors up to the
   root's regions (MLIR's ``addToWorklist``), which are popped first.

When the last allowed round still changed something the run did not
converge (``GreedyResult.converged``; ``canonicalize{test-convergence}`` turns
that into a failure), and the driver reports which rules fired in that round
(``GreedyResult.kept_firing``): those keep rewriting each other.

``apply_walk(root, patterns)`` visits each op once (post order), tries its
patterns and never re-matches: for rulesets declared ``driver walk``.

Both take the patterns as a ``PatternApplicator`` or anything
``PatternApplicator.of`` accepts (a list of ``RewritePattern``s, a generated
``RULESETS[name][1]`` mapping); a caller that runs often builds the
applicator once and passes it (``canonicalize`` does).

Region simplification is the caller's hook (``region_simplify``, run after
each round, as MLIR runs ``simplifyRegions``). The rewriter it is handed
has the driver as its listener, whose ``no_dead_ops`` is True while no op
under the root can be trivially dead: every op was looked at (and erased
if dead) after its last change, and nothing since dropped a use the driver
did not follow (an in-place modification, an op or block erased with ops
nested in it, anything else that reports ``notify_modified``, all make it
False until the next round). So a region DCE can skip its walk for dead ops
while it is True; this holds as long as patterns change the IR through the
rewriter, which the driver relies on anyway. What it does not do:
pattern-benefit ordering across different root ops (the applicator orders the
patterns of each root).
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Sequence
from typing import Any

from ...ir.attributes import Attribute, FloatAttr, IntegerAttr
from ...ir.core import Block, BlockArgument, Operation, OpResult, Region, Value
from ...ir.location import UnknownLoc
from ...ir.rewriter import Listener, PatternRewriter
from ...ir.side_effects import NO, YES, effect_facts, is_op_trivially_dead
from .pattern import PatternApplicator, PatternSource

__all__ = ["GreedyResult", "apply_greedily", "apply_walk"]

_UNKNOWN = UnknownLoc.get()

# per op class: (kind, folder, matcher); kind 0 = ordinary, 1 = constant, 2 = never dead
_CONST = 1


class GreedyResult:
    """What a greedy run did: ``converged``, ``iterations``, ``changed``, ``kept_firing``."""

    __slots__ = ("changed", "converged", "iterations", "kept_firing")

    def __init__(self) -> None:
        self.converged = True
        self.changed = False
        self.iterations = 0
        self.kept_firing: dict[str, int] = {}


def _dead_kind(cls: type) -> int:
    """0: never trivially dead; 1: dead when unused (no effects); 2: ask ``is_op_trivially_dead``.

    MLIR's ``isOpTriviallyDead``: an unused op whose effects are at most reads and
    allocations (``memref.load``, ``memref.alloc``), or whose nested ops are so
    (``RecursiveMemoryEffects``: ``scf.if``/``scf.for`` with a pure body)."""
    f = effect_facts(cls)
    if f.dead == NO:
        return 0
    return 1 if f.dead == YES and f.effects is not None and not f.effects else 2


class _FastRewriter(PatternRewriter):
    """The driver's rewriter: single-result, region-free replacements take the driver's fast path."""

    __slots__ = ()

    def replace_op(self, op: Operation, values: Sequence[Value]) -> None:
        if len(values) == 1 and len(op.results) == 1 and not op.regions:
            self.listener._replace_simple(op, values[0])  # type: ignore[attr-defined]
        else:
            PatternRewriter.replace_op(self, op, values)

    def erase_op(self, op: Operation) -> None:
        if not op.regions:
            for r in op.results:
                if r.first_use is not None:
                    op.erase()  # raises the IR error
            self.listener._erase_simple(op)  # type: ignore[attr-defined]
        else:
            # the nested ops are reported before any of their uses go: a value they all
            # use is not re-queued (each report sees the others' uses)
            self.listener.no_dead_ops = False  # type: ignore[attr-defined]
            PatternRewriter.erase_op(self, op)

    def erase_block(self, block: Block) -> None:
        self.listener.no_dead_ops = False  # type: ignore[attr-defined]
        PatternRewriter.erase_block(self, block)


class _Driver(Listener):
    __slots__ = (
        "constcls",
        "consts",
        "folders",
        "hits",
        "info",
        "inwl",
        "materializers",
        "no_dead_ops",
        "owned",
        "patterns",
        "region_of",
        "root",
        "rw",
        "wl",
    )

    def __init__(
        self, patterns: PatternApplicator, folders: dict, materializers: dict, hits: dict | None
    ) -> None:
        self.patterns = patterns
        self.folders = folders
        self.materializers = materializers
        self.hits = hits
        self.info: dict = {}
        self.constcls: set = set()  # op classes with the ConstantLike trait
        self.wl: list = []
        self.inwl: set = set()
        self.consts: dict = {}  # insertion region -> {(attr, type): op}
        self.owned: dict = {}  # folder-owned constant op -> its key in consts
        self.region_of: dict = {}  # block -> insertion region
        self.root: Operation | None = None  # ops directly in its regions have no ancestors to queue
        self.no_dead_ops = False  # see the module docstring
        self.rw = _FastRewriter(self)

    # -- listener
    def _push(self, op: Operation) -> None:
        """MLIR's ``addToWorklist``: ``op``, then its ancestors up to the root's regions
        (the scope), each unless already queued; so the enclosing ops, popped first, get
        another look after something inside them changed."""
        inwl = self.inwl
        wl = self.wl
        if op not in inwl:
            inwl.add(op)
            wl.append(op)
        b = op.parent
        root = self.root
        while b is not None:
            r = b.parent
            p = r.parent if r is not None else None
            if p is None or p is root:
                return
            if p not in inwl:
                inwl.add(p)
                wl.append(p)
            b = p.parent

    def notify_inserted(self, op: Operation) -> None:
        if type(op) not in self.info:
            self._info(type(op))
        self._push(op)

    def notify_modified(self, op: Operation) -> None:
        self.no_dead_ops = False  # an operand may have been dropped: its defining op not seen
        self._push(op)

    def notify_erased(self, op: Operation) -> None:
        self.inwl.discard(op)
        k = self.owned.pop(op, None)
        if k is not None:
            region, key = k
            d = self.consts.get(region)
            if d is not None and d.get(key) is op:
                del d[key]
        # operands' defining ops may become dead: re-queue those with at most two users
        inwl = self.inwl
        for o in op.op_operands:
            v = o.value
            if type(v) is not OpResult:
                continue
            d = v.owner
            if d in inwl:
                continue
            other = None
            many = False
            u = v.first_use
            while u is not None:
                w = u.owner
                if w is not op and w is not other:
                    if other is None:
                        other = w
                    else:
                        many = True
                        break
                u = u.next_use
            if not many:
                self._push(d)

    # -- fast paths (same notifications as the rewriter, without the indirections)
    def _erase_simple(self, op: Operation) -> None:
        """Erase a region-free op whose results are unused (notifies like ``erase_op``)."""
        self.notify_erased(op)
        b = op.parent
        p, n = op.prev, op.next
        if p is None:
            b.first = n
        else:
            p.next = n
        if n is None:
            b.last = p
        else:
            n.prev = p
        op.parent = op.prev = op.next = None
        for o in op.op_operands:
            o._unlink()
        op.op_operands = []

    def _replace_simple(self, op: Operation, new: Value) -> None:
        """Replace the single result of a region-free op with ``new`` and erase the op."""
        inwl = self.inwl
        wl = self.wl
        root = self.root
        use = op.results[0].first_use
        while use is not None:
            nxt = use.next_use
            use.set(new)
            u = use.owner
            b = u.parent
            r = b.parent if b is not None else None
            if r is not None and r.parent is root:  # directly in the root's region: no ancestors
                if u not in inwl:
                    inwl.add(u)
                    wl.append(u)
            else:
                self._push(u)
            use = nxt
        self._erase_simple(op)

    # -- helpers
    def _info(self, cls: type) -> tuple:
        inf = self.info.get(cls)
        if inf is None:
            tr = cls.traits
            kind = _CONST if "ConstantLike" in tr else 0
            if kind == _CONST:
                self.constcls.add(cls)
            folder = self.folders.get(cls.OP_NAME) if cls.OP_NAME else None
            # a wrapper that folds other constants too (poison, dense elements) names the
            # scalar folder it wraps: that one answers alike for scalar constants
            plain = getattr(folder, "plain", None)
            inf = (
                kind,
                _dead_kind(cls),
                folder,
                self.patterns.matcher(cls.OP_NAME) if cls.OP_NAME else None,
                "Commutative" in tr,
                plain,
            )
            self.info[cls] = inf
        return inf

    def _insertion_region(self, block: Block) -> Region:
        r = self.region_of.get(block)
        if r is None:
            region = block.parent
            while True:
                pop = region.parent if region is not None else None
                if pop is None or "IsolatedFromAbove" in type(pop).traits or pop.parent is None:
                    break
                region = pop.parent.parent
            r = region
            self.region_of[block] = r
        return r

    def _insert_known_constant(self, op: Operation) -> bool:
        """MLIR's ``OperationFolder::insertKnownConstant``: False when ``op`` was a duplicate."""
        block = op.parent
        region = self._insertion_region(block)
        owned = self.owned
        if op in owned:
            if block.first is not op and op.prev not in owned:
                op.move_before(block.first)
                op.loc = _UNKNOWN
            return True
        value = op.properties.get("value")
        if value is None or not op.results:
            return True
        key = (value, op.results[0].type)
        d = self.consts.get(region)
        if d is None:
            d = self.consts[region] = {}
        existing = d.get(key)
        if existing is not None:
            self._replace_simple(op, existing.results[0])
            existing.loc = _UNKNOWN
            return False
        entry = region.blocks[0]
        if block is not entry or (entry.first is not op and op.prev not in owned):
            op.detach()
            entry.insert_before(entry.first, op)
            op.loc = _UNKNOWN
        d[key] = op
        owned[op] = (region, key)
        return True

    def _materialize(self, op: Operation, attr: Attribute, t: Any) -> Value | None:
        mat = self.materializers.get(op.name.split(".", 1)[0])
        if mat is None:
            return None
        c = mat(attr, t, op.loc)
        if c is None:
            return None
        self.rw.set_insertion_point(op)
        self.rw.insert(c)
        return c.results[0]

    # -- one round
    def populate(self, root: Operation, top_down: bool = True) -> None:
        """Seed the worklist with every op nested in ``root``: pre-order, processed first to
        last (MLIR's top-down), or post-order, processed last to first (MLIR's bottom-up)."""
        # MLIR makes a fresh OperationFolder each round: constants are re-uniqued from scratch
        self.consts = {}
        self.owned = {}
        self.no_dead_ops = True  # every op is about to be looked at
        ops: list = []
        if top_down:
            _preorder(root, ops)
        else:
            _postorder(root, ops)
        info = self.info
        for cls in set(map(type, ops)):
            if cls not in info:
                self._info(cls)
        constcls = self.constcls
        # users of duplicate constants are queued while seeding, at that point (as in MLIR):
        # collect everything in one list, then keep each op's first position
        wl: list = []
        self.wl = wl
        self.inwl = set()
        app = wl.append
        for o in ops:
            if type(o) in constcls and not self._insert_known_constant(o):
                continue
            app(o)
        uniq = list(dict.fromkeys(wl))
        if top_down:
            uniq.reverse()
        self.wl = uniq
        self.inwl = set(uniq)

    def process(self, hits_round: dict) -> bool:
        wl = self.wl
        inwl = self.inwl
        info = self.info
        rw = self.rw
        constcls = self.constcls
        changed = False
        while wl:
            op = wl.pop()
            if op not in inwl:
                continue
            inwl.discard(op)
            cls = type(op)
            inf = info.get(cls)
            if inf is None:
                inf = self._info(cls)
            kind, deadable, folder, matcher, commutative, plain = inf
            if deadable:
                res = op.results
                if deadable == 1 and len(res) == 1 and not op.regions:
                    if res[0].first_use is None:
                        self._erase_simple(op)
                        changed = True
                        continue
                else:
                    for r in res:
                        if r.first_use is not None:
                            break
                    else:
                        if deadable == 1 and not op.regions:
                            rw.erase_op(op)
                            changed = True
                            continue
                        if (deadable == 2 or op.regions) and _trivially_dead(op):
                            rw.erase_op(op)
                            changed = True
                            continue
            if kind == _CONST:
                continue
            if folder is not None:
                consts = []
                scalar = True  # every constant an IntegerAttr or a FloatAttr
                for o in op.op_operands:
                    v = o.value
                    if type(v) is OpResult and type(v.owner) in constcls:
                        a = v.owner.properties.get("value")
                        consts.append(a)
                        if type(a) is not IntegerAttr and type(a) is not FloatAttr:
                            scalar = False
                    else:
                        consts.append(None)
                res = plain(op, consts) if scalar and plain is not None else folder(op, consts)
                if res is not None:
                    tr = type(res)
                    if (
                        (tr is OpResult or tr is BlockArgument)
                        and len(op.results) == 1
                        and not op.regions
                    ):
                        if res is not op.results[0]:
                            self._replace_simple(op, res)
                        else:
                            self.notify_modified(op)
                        changed = True
                        continue
                    if res is True:
                        self.notify_modified(op)
                        changed = True
                        continue
                    if type(res) is not list:
                        res = [res]
                    vals = []
                    for i, x in enumerate(res):
                        if not hasattr(x, "first_use"):
                            x = self._materialize(op, x, op.results[i].type)
                            if x is None:
                                break
                        vals.append(x)
                    else:
                        if len(vals) == 1 and vals[0] is op.results[0]:
                            self.notify_modified(op)
                        else:
                            rw.replace_op(op, vals)
                        changed = True
                        continue
                    # a constant that could not be materialized: fall through to patterns
            if commutative:
                ops_ = op.op_operands
                n = len(ops_)
                if n == 2:
                    v0 = ops_[0].value
                    if type(v0) is OpResult and type(v0.owner) in constcls:
                        v1 = ops_[1].value
                        if not (type(v1) is OpResult and type(v1.owner) in constcls):
                            ops_[0].set(v1)
                            ops_[1].set(v0)
                            self._push(op)  # the same operands: no use dropped
                            changed = True
                            continue
            if matcher is not None:
                name = matcher(op, rw)
                if name:
                    changed = True
                    hits_round[name] = hits_round.get(name, 0) + 1
        return changed


_trivially_dead = is_op_trivially_dead


def _preorder(root: Operation, out: list) -> None:
    """Append the ops nested in ``root`` (not ``root``) to ``out`` in pre-order."""
    for r in root.regions:
        for b in r.blocks:
            o = b.first
            while o is not None:
                out.append(o)
                if o.regions:
                    _preorder(o, out)
                o = o.next


def _postorder(root: Operation, out: list) -> None:
    """Append the ops nested in ``root`` (not ``root``) to ``out`` in post-order."""
    for r in root.regions:
        for b in r.blocks:
            o = b.first
            while o is not None:
                if o.regions:
                    _postorder(o, out)
                out.append(o)
                o = o.next


def apply_greedily(
    root: Operation,
    patterns: PatternSource,
    folders: dict[str, Callable] | None = None,
    materializers: dict[str, Callable] | None = None,
    max_iterations: int = 10,
    hits: dict[str, int] | None = None,
    region_simplify: Callable[[Operation, PatternRewriter], bool] | None = None,
    top_down: bool = True,
) -> GreedyResult:
    """Simplify the ops nested in ``root`` greedily (see the module docstring).

    ``patterns``: a ``PatternApplicator`` (or what ``PatternApplicator.of``
    accepts); hits are counted under the ``debug_name`` (a rule's name) of the
    pattern that rewrote. ``folders`` maps op names to folders; ``materializers`` maps dialect names to ``(attr, type, loc) ->
    detached constant op``. ``hits`` (if given) accumulates per-rule counts.
    ``max_iterations`` < 0 means no limit. ``region_simplify(root, rewriter)``
    (MLIR's ``simplifyRegions``) runs after each round; a change starts another.
    ``top_down=False`` seeds each round in post-order and pops the last op first (MLIR's
    ``useTopDownTraversal = false``, the default of ``applyPatternsAndFoldGreedily``).
    """
    gc_was = gc.isenabled()
    gc.disable()  # the driver allocates many small objects; cycles are rare and collected later
    try:
        return _run(
            root,
            PatternApplicator.of(patterns),
            folders,
            materializers,
            max_iterations,
            hits,
            region_simplify,
            top_down,
        )
    finally:
        if gc_was:
            gc.enable()


def _run(
    root: Operation,
    patterns: PatternApplicator,
    folders: dict | None,
    materializers: dict | None,
    max_iterations: int,
    hits: dict | None,
    region_simplify: Callable[[Operation, PatternRewriter], bool] | None = None,
    top_down: bool = True,
) -> GreedyResult:
    drv = _Driver(patterns, folders or {}, materializers or {}, hits)
    drv.root = root
    result = GreedyResult()
    limit = max_iterations if max_iterations >= 0 else 1 << 30
    rounds = 0
    while True:
        rounds += 1
        last: dict[str, int] = {}
        drv.populate(root, top_down)
        changed = drv.process(last)
        if region_simplify is not None and region_simplify(root, drv.rw):
            changed = True
        if hits is not None:
            for k, v in last.items():
                hits[k] = hits.get(k, 0) + v
        if changed:
            result.changed = True
        if not changed:
            break
        if rounds >= limit:
            # still changing when the rounds ran out: MLIR's "did not converge"
            result.converged = False
            result.kept_firing = last
            break
    result.iterations = rounds
    return result


class _WalkRewriter(PatternRewriter):
    """``apply_walk``'s rewriter (the plain one, with ``notify_match_failure``)."""

    __slots__ = ()


def apply_walk(
    root: Operation, patterns: PatternSource, hits: dict[str, int] | None = None
) -> bool:
    """Try each op's patterns once, in post order; no re-matching. Returns whether anything changed."""
    applicator = PatternApplicator.of(patterns)
    rw = _WalkRewriter()
    changed = False
    ops = [
        o
        for r in root.regions
        for b in r.blocks
        for top in list(b.ops)
        for o in top._walk_iter(True)
    ]
    alive: set = set(ops)

    class _L(Listener):
        __slots__ = ()

        def notify_erased(self, op: Operation) -> None:
            alive.discard(op)

    rw.listener = _L()
    for op in ops:
        if op not in alive:
            continue
        m = applicator.matcher(op.name)
        if m is None:
            continue
        rw.set_insertion_point(op)
        name = m(op, rw)
        if name:
            changed = True
            if hits is not None:
                hits[name] = hits.get(name, 0) + 1
    return changed
