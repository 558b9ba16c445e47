"""The IR verifier: structure, traits, op hooks and SSA dominance, as MLIR's.

``verify(op, ctx)`` checks ``op`` and everything nested in it and returns
the diagnostics of the first failure (an empty list when the IR is valid),
with mlir-opt 19's wording and in the order MLIR finds them:

1. Each op on entrance: its count checks (``verify_structure_()``: regions,
   results, successors, operands, as ODS's count traits), its class's trait
   checks (``HasParent:<names>``, ``IsTerminator`` must be last,
   ``SingleBlock``, ``NoRegionArguments``, ``Symbol``), then its
   ``verify_()`` hook (attributes, types, other traits, custom verifier); graph regions (trait
   ``GraphRegion``) have at most one block; entry blocks have no predecessors.
2. Each block on entrance: argument ownership, non-empty unless it may go
   without a terminator, no successors before the last op; its ops (ops that
   are ``IsolatedFromAbove`` are left for later); on exit: successors in the
   same region, and a terminator unless the block is the single block of an
   unregistered op or of an op with ``NoTerminator`` (an unregistered last op
   counts as a terminator).
3. Each op on exit: its nested isolated-from-above ops, each verified whole
   (steps 1-4); then region checks: ``IsolatedFromAbove`` (no use of a value
   from above), ``SymbolTable`` (unique ``sym_name`` among the children, then
   each ``verify_symbol_uses_(symbol_tables)`` hook of the symbol users below
   it), and the ``verify_region_()`` hook; for an unregistered op, whether its
   dialect allows it.
4. After step 1-3 of an isolated op (or the root): SSA dominance in its
   regions. Single-block regions of unregistered ops and graph regions do not
   require dominance; multi-block regions always do (dominators by the
   Cooper-Harvey-Kennedy algorithm); uses in unreachable blocks are not
   checked; nested regions see the values that dominate their op.

Op hooks (``verify_``, ``verify_region_``, ``verify_symbol_uses_``) return
``None`` when fine; a message string (reported as ``'op.name' op <message>``)
or a ``Diagnostic`` otherwise, or raise ``VerificationError``.

Speed: facts about an op class are compiled once into a plan (tuples of check
functions). The walk is one pass: dominance and isolation are checked on the
way with a set of the values visible at each point (what precedes an op in
its block and in the blocks enclosing it), so straight-line code needs no
dominator tree; only when that pass finds a violation is the exact MLIR-order
search run to report the first one.

What it does not do: check attribute or type invariants of registered ops
beyond what their hooks do, or verify dialect attributes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .core import Block, BlockArgument, Operation, OpResult, Region
from .diagnostics import (
    Diagnostic,
    Severity,
    VerificationError,
    op_diagnostic,
    op_error,
    op_text_for_diagnostic,
)

__all__ = [
    "SymbolTableCollection",
    "nearest_symbol_table",
    "op_plan",
    "verify",
    "verify_or_raise",
    "verify_symbol_uses",
]


class _Fail(Exception):
    """Unwinds the walk with the diagnostics of the first failure."""

    __slots__ = ("diags",)

    def __init__(self, diags: Sequence[Diagnostic]) -> None:
        self.diags = list(diags)


def _fail(d: Diagnostic) -> _Fail:
    return _Fail([d])


# ------------------------------------------------------------------ plans


class _Plan:
    """What the verifier needs to know about an op class, computed once."""

    __slots__ = (
        "entry",
        "exit",
        "flat",
        "graph",
        "isolated",
        "might_no_terminator",
        "might_terminate",
        "registered",
        "symbol_table",
    )

    def __init__(self) -> None:
        self.registered = self.isolated = self.graph = self.symbol_table = False
        self.might_terminate = self.might_no_terminator = True
        self.entry: tuple = ()
        self.exit: tuple = ()
        self.flat: tuple = ()


_PLANS: dict[type, _Plan] = {}

#: Tests set this to run MLIR's exact dominance/isolation searches on every
#: scope, to check the one-pass walk against them.
_FORCE_EXACT = False


def _hook_errors() -> tuple:
    errs: list[type] = [VerificationError]
    try:
        from .builtin_dialects import VerifyError as _LeadVerifyError

        if _LeadVerifyError not in errs:
            errs.append(_LeadVerifyError)
    except ImportError:
        pass
    return tuple(errs)


_HOOK_ERRORS: tuple | None = None


def _hook_failure(op: Operation, e: BaseException) -> _Fail:
    if isinstance(e, VerificationError):
        if e.pending_message is not None:
            return _fail(op_error(op, e.pending_message))
        return _Fail(e.diagnostics)
    diags = getattr(e, "diagnostics", None)
    if diags:
        return _Fail(diags)
    return _fail(op_error(op, str(e)))


def _check_result(op: Operation, r: Any) -> None:
    if r is None or r is True:
        return
    if isinstance(r, str):
        raise _fail(op_error(op, r))
    if isinstance(r, Diagnostic):
        raise _fail(r)
    if r is False:
        raise _fail(op_error(op, "failed to verify"))
    if isinstance(r, (list, tuple)) and r and isinstance(r[0], Diagnostic):
        raise _Fail(r)


def _make_hook(fn: Callable, *extra: Any) -> Callable:
    errors = _HOOK_ERRORS or _hook_errors()

    def run(v: _Verifier, op: Operation) -> None:
        try:
            r = fn(op, *extra)
        except errors as e:
            raise _hook_failure(op, e) from None
        if r is not None:
            _check_result(op, r)

    run.hook_fn = fn  # type: ignore[attr-defined]
    run.hook_extra = extra  # type: ignore[attr-defined]
    return run


def _fuse_hooks(checks: tuple) -> tuple:
    """``checks`` with two adjacent argument-less op hooks (``verify_structure_``
    then ``verify_``, the usual generated pair) run by one callable: the same
    calls in the same order, one Python frame fewer per op."""
    out: list = []
    i = 0
    while i < len(checks):
        c = checks[i]
        if i + 1 < len(checks):
            d = checks[i + 1]
            f1 = getattr(c, "hook_fn", None)
            f2 = getattr(d, "hook_fn", None)
            if f1 is not None and f2 is not None and not c.hook_extra and not d.hook_extra:
                out.append(_make_hook_pair(f1, f2))
                i += 2
                continue
        out.append(c)
        i += 1
    return tuple(out)


def _make_hook_pair(fn1: Callable, fn2: Callable) -> Callable:
    errors = _HOOK_ERRORS or _hook_errors()

    def run(v: _Verifier, op: Operation) -> None:
        try:
            r = fn1(op)
        except errors as e:
            raise _hook_failure(op, e) from None
        if r is not None:
            _check_result(op, r)
        try:
            r = fn2(op)
        except errors as e:
            raise _hook_failure(op, e) from None
        if r is not None:
            _check_result(op, r)

    return run


def _parents_check(names: tuple) -> Callable:
    if len(names) == 1:
        msg = f"expects parent op '{names[0]}'"
    else:
        msg = f"expects parent op to be one of '{', '.join(names)}'"
    allowed = frozenset(names)

    def check(v: _Verifier, op: Operation) -> None:
        p = op.parent_op
        if p is None or p.name not in allowed:
            raise _fail(op_error(op, msg))

    return check


def _counts_check(spec: tuple) -> Callable:
    """MLIR's count traits for a hand-written op class: ``STRUCTURE = (regions,
    results, successors, operands)``, each a fixed count or ``None`` (variadic)."""
    nreg, nres, nsucc, nopd = spec
    reg_msg = {0: "requires zero regions", 1: "requires one region"}.get(
        nreg, f"expected {nreg} regions"
    )
    res_msg = {0: "requires zero results", 1: "requires one result"}.get(
        nres, f"expected {nres} results"
    )

    def check(v: _Verifier, op: Operation) -> None:
        if nreg is not None and len(op.regions) != nreg:
            raise _fail(op_error(op, reg_msg))
        if nres is not None and len(op.results) != nres:
            raise _fail(op_error(op, res_msg))
        if nsucc is not None and len(op.successors) != nsucc:
            raise _fail(
                op_error(
                    op,
                    f"requires {nsucc} successor{'s' if nsucc != 1 else ''} "
                    f"but found {len(op.successors)}",
                )
            )
        n = len(op.op_operands)
        if nopd is not None and n != nopd:
            raise _fail(
                op_error(
                    op,
                    "requires zero operands"
                    if nopd == 0
                    else "requires a single operand"
                    if nopd == 1
                    else f"expected {nopd} operands, but found {n}",
                )
            )

    return check


def _terminator_check(v: _Verifier, op: Operation) -> None:
    if op.parent is None or op.next is not None:
        raise _fail(op_error(op, "must be the last operation in the parent block"))


def _single_block_check(no_terminator: bool) -> Callable:
    def check(v: _Verifier, op: Operation) -> None:
        for i, r in enumerate(op.regions):
            if not r.blocks:
                continue
            if len(r.blocks) != 1:
                raise _fail(op_error(op, f"expects region #{i} to have 0 or 1 blocks"))
            if not no_terminator and r.blocks[0].first is None:
                raise _fail(op_error(op, "expects a non-empty block"))

    return check


def _no_region_args_check(v: _Verifier, op: Operation) -> None:
    regions = op.regions
    for i, r in enumerate(regions):
        if r.blocks and r.blocks[0].args:
            if len(regions) > 1:
                raise _fail(op_error(op, f"region #{i} should have no arguments"))
            raise _fail(op_error(op, "region should have no arguments"))


def _string_value(a: Any) -> str | None:
    if a is None or type(a).__name__ != "StringAttr":
        return None
    v = getattr(a, "value", None)
    return v if isinstance(v, str) else None


def _symbol_check(optional: bool) -> Callable:
    def check(v: _Verifier, op: Operation) -> None:
        name = op.get_attr("sym_name")
        if optional and name is None:
            return  # an unnamed optional symbol is no symbol (MLIR bails out first)
        if _string_value(name) is None:
            # A registered op's own definition requires it first (ODS checks attribute
            # presence before traits); the Symbol trait asks for a string.
            missing = name is None and "sym_name" in getattr(op, "inherent_attrs", ())
            raise _fail(
                op_error(
                    op,
                    "requires attribute 'sym_name'"
                    if missing
                    else "requires string attribute 'sym_name'",
                )
            )
        vis = op.get_attr("sym_visibility")
        if vis is not None:
            s = _string_value(vis)
            if s is None:
                raise _fail(
                    op_error(
                        op,
                        f"requires visibility attribute 'sym_visibility' to be a string "
                        f"attribute, but got {vis}",
                    )
                )
            if s not in ("public", "private", "nested"):
                raise _fail(
                    op_error(
                        op,
                        'visibility expected to be one of ["public", "private", "nested"], '
                        f"but got {vis}",
                    )
                )
        parent = op.parent_op
        if (
            parent is not None
            and "SymbolTable" not in type(parent).traits
            and getattr(type(parent), "registered", False)
        ):
            raise _fail(op_error(op, "symbol's parent must have the SymbolTable trait"))

    return check


def _check_unregistered(v: _Verifier, op: Operation) -> None:
    ctx = v.ctx
    if ctx is None:
        return
    name = op.name
    msg = v.unreg.get(name)
    if msg is None:
        msg = ""
        dialect = name.split(".", 1)[0] if "." in name else ""
        d = ctx.dialects.get(dialect) if dialect else None
        if d is None:
            if not ctx.allow_unregistered:
                msg = (
                    "\x00created with unregistered dialect. If this is intended, please call "
                    "allowUnregisteredDialects() on the MLIRContext, or use "
                    "-allow-unregistered-dialect with the MLIR opt tool used"
                )
        elif not getattr(d, "allow_unknown_ops", False):
            msg = (
                f"unregistered operation '{name}' found in dialect ('{dialect}') that does "
                f"not allow unknown operations"
            )
        v.unreg[name] = msg
    if msg:
        if msg[0] == "\x00":
            raise _fail(op_error(op, msg[1:]))
        raise _fail(op_diagnostic(Severity.ERROR, op, msg))


def _count_symbol_user(v: _Verifier, op: Operation) -> None:
    # Symbol tables walk their ops for symbol users only if some were seen.
    v.sym_users += 1


def _isolation_check(v: _Verifier, op: Operation) -> None:
    if v.iso_bad.pop(op, False) or _FORCE_EXACT:
        v.report_isolation(op)


def _symbol_table_check(v: _Verifier, op: Operation) -> None:
    v.verify_symbol_table(op)


def op_plan(cls: type) -> _Plan:
    """The (cached) verification plan of an op class."""
    p = _PLANS.get(cls)
    if p is None:
        p = _PLANS[cls] = _build_plan(cls)
    return p


def _build_plan(cls: type) -> _Plan:
    global _HOOK_ERRORS
    if _HOOK_ERRORS is None:
        _HOOK_ERRORS = _hook_errors()
    p = _Plan()
    registered = bool(getattr(cls, "registered", False))
    traits = frozenset(getattr(cls, "traits", ()) or ())
    p.registered = registered
    p.isolated = "IsolatedFromAbove" in traits
    if not registered:
        p.exit = (_check_unregistered,)
        p.flat = p.exit
        return p
    p.might_terminate = "IsTerminator" in traits
    p.might_no_terminator = "NoTerminator" in traits
    p.graph = "GraphRegion" in traits
    p.symbol_table = "SymbolTable" in traits
    entry: list[Callable] = []
    # MLIR's order (ODS trait order): the count traits (regions, results,
    # successors, operands) first, then the structural traits (HasParent,
    # IsTerminator, SingleBlock, ...), then the op's invariants and verifier.
    shook = getattr(cls, "verify_structure_", None)
    if shook is not None:
        entry.append(_make_hook(shook))
    elif getattr(cls, "STRUCTURE", None) is not None:
        entry.append(_counts_check(cls.STRUCTURE))
    parents: list[str] = []
    for t in sorted(traits):
        if t.startswith(("HasParent:", "ParentOneOf:")):
            for n in t.split(":", 1)[1].replace("|", ",").split(","):
                n = n.strip()
                if n and n not in parents:
                    parents.append(n)
    extra_parents = getattr(cls, "parent_ops", None)
    if extra_parents:
        for n in extra_parents:
            if n not in parents:
                parents.append(n)
    if parents:
        entry.append(_parents_check(tuple(parents)))
    if p.might_terminate:
        entry.append(_terminator_check)
    if "SingleBlock" in traits:
        entry.append(_single_block_check(p.might_no_terminator))
    if "NoRegionArguments" in traits:
        entry.append(_no_region_args_check)
    if "Symbol" in traits:
        entry.append(_symbol_check("OptionalSymbol" in traits))
    hook = getattr(cls, "verify_", None)
    if hook is not None:
        entry.append(_make_hook(hook))
    if getattr(cls, "verify_symbol_uses_", None) is not None:
        entry.append(_count_symbol_user)
    exit_: list[Callable] = []
    if p.isolated:
        exit_.append(_isolation_check)
    if p.symbol_table:
        exit_.append(_symbol_table_check)
    rhook = getattr(cls, "verify_region_", None)
    if rhook is not None:
        exit_.append(_make_hook(rhook))
    p.entry = tuple(entry)
    p.exit = tuple(exit_)
    p.flat = _fuse_hooks(p.entry + p.exit)
    return p


# ------------------------------------------------------------------ symbols


class SymbolTableCollection:
    """Symbol lookups for ``verify_symbol_uses_`` hooks, cached per table op.

    As MLIR's: lookups start at the nearest ``SymbolTable`` op, and an op of
    an unknown dialect with one region stops the search (it might be a symbol
    table nobody knows about). ``ctx`` tells which dialects are known; without
    it every unregistered op counts as unknown.
    """

    __slots__ = ("_tables", "ctx")

    def __init__(self, ctx: Any = None) -> None:
        self._tables: dict[Operation, dict[str, Operation]] = {}
        self.ctx = ctx

    def symbol_table(self, table_op: Operation) -> dict[str, Operation]:
        """Name -> op for the symbols directly inside ``table_op`` (first definition wins)."""
        t = self._tables.get(table_op)
        if t is None:
            t = {}
            for r in table_op.regions:
                for b in r.blocks:
                    op = b.first
                    while op is not None:
                        name = _string_value(op.get_attr("sym_name"))
                        if name is not None and name not in t:
                            t[name] = op
                        op = op.next
            self._tables[table_op] = t
        return t

    def lookup_symbol_in(self, table_op: Operation, name: Any) -> Operation | None:
        """Resolve ``name`` (a string, or a sequence of strings for ``@a::@b``) in ``table_op``."""
        names = [name] if isinstance(name, str) else list(name)
        op: Operation | None = table_op
        for n in names:
            if op is None or "SymbolTable" not in type(op).traits:
                return None
            op = self.symbol_table(op).get(n)
        return op

    def lookup_nearest_symbol_from(self, from_op: Operation, name: Any) -> Operation | None:
        """Resolve ``name`` in the nearest symbol table at or above ``from_op``."""
        table = nearest_symbol_table(from_op, self.ctx)
        return self.lookup_symbol_in(table, name) if table is not None else None


def _maybe_unknown_symbol_table(op: Operation, ctx: Any) -> bool:
    if len(op.regions) != 1 or getattr(type(op), "registered", False):
        return False
    if ctx is None:
        return True
    name = op.name
    return "." not in name or name.split(".", 1)[0] not in ctx.dialects


def nearest_symbol_table(op: Operation, ctx: Any = None) -> Operation | None:
    """``op`` itself or its closest ancestor with the ``SymbolTable`` trait.

    ``None`` if there is none, or if an op of an unknown dialect with one
    region comes first (MLIR's ``SymbolTable::getNearestSymbolTable``).
    """
    cur: Operation | None = op
    while cur is not None:
        if _maybe_unknown_symbol_table(cur, ctx):
            return None
        if "SymbolTable" in type(cur).traits:
            return cur
        cur = cur.parent_op
    return None


# ------------------------------------------------------------------ dominance


class _DomTree:
    """Dominators of one region's blocks (Cooper, Harvey & Kennedy)."""

    __slots__ = ("idom", "rpo", "tin", "tout")

    def __init__(self, region: Region) -> None:
        blocks = region.blocks
        entry = blocks[0]
        # DFS post-order over successors inside this region.
        order: list[Block] = []
        seen = {entry}
        stack: list[tuple[Block, int]] = [(entry, 0)]
        while stack:
            b, i = stack[-1]
            succ = _succs(b, region)
            if i < len(succ):
                stack[-1] = (b, i + 1)
                s = succ[i]
                if s not in seen:
                    seen.add(s)
                    stack.append((s, 0))
            else:
                stack.pop()
                order.append(b)
        order.reverse()
        rpo = {b: i for i, b in enumerate(order)}
        preds: dict[Block, list[Block]] = {b: [] for b in order}
        for b in order:
            for s in _succs(b, region):
                if s in preds:
                    preds[s].append(b)
        idom: dict[Block, Block] = {entry: entry}
        changed = True
        while changed:
            changed = False
            for b in order[1:]:
                new: Block | None = None
                for p in preds[b]:
                    if p in idom:
                        new = p if new is None else _intersect(p, new, idom, rpo)
                if new is not None and idom.get(b) is not new:
                    idom[b] = new
                    changed = True
        self.idom = idom
        self.rpo = rpo
        # Number the dominator tree (DFS entry/exit times): a dominates b iff
        # b's interval nests in a's, an O(1) query.
        children: dict[Block, list[Block]] = {b: [] for b in order}
        for b in order[1:]:
            children[idom[b]].append(b)
        tin: dict[Block, int] = {}
        tout: dict[Block, int] = {}
        clock = 0
        walk: list[tuple[Block, int]] = [(entry, 0)]
        tin[entry] = 0
        while walk:
            b, i = walk[-1]
            kids = children[b]
            if i < len(kids):
                walk[-1] = (b, i + 1)
                clock += 1
                tin[kids[i]] = clock
                walk.append((kids[i], 0))
            else:
                walk.pop()
                clock += 1
                tout[b] = clock
        self.tin = tin
        self.tout = tout

    def reachable(self, b: Block) -> bool:
        return b in self.rpo

    def properly_dominates(self, a: Block, b: Block) -> bool:
        """LLVM's semantics: anything dominates an unreachable block."""
        if a is b:
            return False
        tin = self.tin
        tb = tin.get(b)
        if tb is None:
            return True
        ta = tin.get(a)
        if ta is None:
            return False
        return ta < tb and self.tout[b] < self.tout[a]


def _intersect(a: Block, b: Block, idom: dict, rpo: dict) -> Block:
    while a is not b:
        while rpo[a] > rpo[b]:
            a = idom[a]
        while rpo[b] > rpo[a]:
            b = idom[b]
    return a


def _succs(b: Block, region: Region) -> list[Block]:
    t = b.last
    if t is None or not t.successors:
        return []
    return [s for s in t.successors if s.parent is region]


def _def_block(v: Any) -> Block | None:
    if type(v) is BlockArgument or isinstance(v, BlockArgument):
        return v.owner
    owner = getattr(v, "owner", None)
    return owner.parent if owner is not None else None


def _region_is_ancestor(a: Region | None, b: Region | None) -> bool:
    """``a`` is ``b`` or encloses it."""
    while b is not None:
        if b is a:
            return True
        p = b.parent
        if p is None or p.parent is None:
            return False
        b = p.parent.parent
    return False


def _ancestor_op_in_region(region: Region, op: Operation) -> Operation | None:
    """``op`` if it is in a block of ``region``, else the op there that holds it, or None."""
    cur: Operation | None = op
    while cur is not None:
        b = cur.parent
        if b is None:
            return None
        if b.parent is region:
            return cur
        r = b.parent
        cur = r.parent if r is not None else None
    return None


def _ancestor_block_in_region(region: Region, block: Block) -> Block | None:
    """``block`` if it is in ``region``, else the block of ``region`` that holds it, or None."""
    r = block.parent
    if r is region:
        return block
    op = r.parent if r is not None else None
    anc = _ancestor_op_in_region(region, op) if op is not None else None
    return anc.parent if anc is not None else None


class _State:
    """Per isolated-scope walk state: values visible here, and whether a use looked bad."""

    __slots__ = ("defined", "dom_bad", "root")

    def __init__(self, root: Operation) -> None:
        self.root = root
        self.defined: set = set()
        self.dom_bad = False


# ------------------------------------------------------------------ verifier


class _Verifier:
    __slots__ = ("ctx", "domtrees", "index", "iso_bad", "sym_tables", "sym_users", "unreg")

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx
        self.unreg: dict[str, str] = {}
        self.domtrees: dict[Region, _DomTree] = {}
        self.index: dict[Block, dict[Operation, int]] = {}
        self.iso_bad: dict[Operation, bool] = {}
        self.sym_users = 0
        self.sym_tables: SymbolTableCollection | None = None

    # ------------------------------------------------------------- walk
    def verify_op_and_dominance(self, op: Operation) -> None:
        plan = op_plan(type(op))
        st = _State(op)
        if op.regions:
            self.verify_region_op(op, plan, st)
            if st.dom_bad or _FORCE_EXACT:
                self.report_dominance(op)
        else:
            for c in plan.flat:
                c(self, op)

    def verify_region_op(self, op: Operation, plan: _Plan, st: _State) -> None:
        """Entrance checks, the regions, exit checks of an op that has regions."""
        for c in plan.entry:
            c(self, op)
        regions = op.regions
        for i, region in enumerate(regions):
            blocks = region.blocks
            if not blocks:
                continue
            if plan.graph and len(blocks) > 1:
                raise _fail(op_error(op, f"expects graph region #{i} to have 0 or 1 blocks"))
            entry = blocks[0]
            for b in blocks:
                t = b.last
                if t is not None and t.successors and entry in t.successors:
                    raise _fail(
                        Diagnostic(
                            Severity.ERROR,
                            op.loc,
                            "entry block of region may not have predecessors",
                        )
                    )
        isolated: list[Operation] = []
        defined = st.defined
        for region in regions:
            blocks = region.blocks
            if not blocks:
                continue
            if len(blocks) == 1:
                b = blocks[0]
                if plan.registered and not plan.graph:
                    self.walk_block(b, True, st, isolated, False)
                else:
                    # No dominance inside: everything in the block is visible everywhere in it.
                    defined.add(b)
                    o = b.first
                    while o is not None:
                        defined.add(o)
                        o = o.next
                    self.walk_block(b, True, st, isolated, True)
                    defined.discard(b)
                    o = b.first
                    while o is not None:
                        defined.discard(o)
                        o = o.next
            else:
                tree = self.domtree(region)
                for b in blocks:
                    self.walk_block(b, tree.reachable(b) or b is blocks[0], st, isolated, False)
        # exit
        for o in isolated:
            self.verify_op_and_dominance(o)
        for c in plan.exit:
            c(self, op)

    def walk_block(
        self, block: Block, reachable: bool, st: _State, isolated: list, pre_added: bool
    ) -> None:
        """Verify one block (entrance, its ops, exit), noting dominance on the way."""
        for a in block.args:
            if a.owner is not block:
                raise _fail(Diagnostic(Severity.ERROR, a.loc, "block argument not owned by block"))
        if block.first is None:
            if _may_skip_terminator(block):
                return
            region = block.parent
            raise _fail(
                Diagnostic(
                    Severity.ERROR,
                    region.parent.loc if region.parent else None,
                    "empty block: expect at least a terminator",
                )
            )
        defined = st.defined
        plans = _PLANS
        added = not pre_added
        if added:
            defined.add(block)
        op = block.first
        try:
            while op is not None:
                cls = type(op)
                plan = plans.get(cls)
                if plan is None:
                    plan = op_plan(cls)
                if op.successors and op.next is not None:
                    raise _fail(
                        op_diagnostic(
                            Severity.ERROR,
                            op,
                            "operation with block successors must terminate its parent block",
                        )
                    )
                for operand in op.op_operands:
                    v = operand.value
                    if v.owner not in defined:
                        self.slow_use(v, op, st, reachable)
                if op.regions:
                    if plan.isolated:
                        isolated.append(op)
                    else:
                        self.verify_region_op(op, plan, st)
                else:
                    for c in plan.flat:
                        c(self, op)
                if added:
                    defined.add(op)
                op = op.next
        except _Fail:
            # MLIR checks "successors only on the last op" on block entrance,
            # before any op of the block: that error comes first.
            self._middle_successor_check(op)
            raise
        finally:
            if added:
                defined.discard(block)
                o = block.first
                while o is not op and o is not None:
                    defined.discard(o)
                    o = o.next
                if op is not None:
                    defined.discard(op)
        # exit
        last = block.last
        region = block.parent
        for s in last.successors:
            if s.parent is not region:
                raise _fail(op_error(last, "branching to block of a different region"))
        if _may_skip_terminator(block):
            return
        if not op_plan(type(last)).might_terminate:
            text = op_text_for_diagnostic(last)
            raise _fail(
                op_diagnostic(
                    Severity.ERROR,
                    last,
                    "block with no terminator, has " + ("\n" + text if "\n" in text else text),
                )
            )

    def _middle_successor_check(self, op: Operation | None) -> None:
        while op is not None:
            if op.successors and op.next is not None:
                raise _fail(
                    op_diagnostic(
                        Severity.ERROR,
                        op,
                        "operation with block successors must terminate its parent block",
                    )
                )
            op = op.next

    def slow_use(self, v: Any, user: Operation, st: _State, reachable: bool) -> None:
        """A use whose def is not visible by the fast rule: decide exactly, note violations."""
        # Common in CFGs: defined in another block of the user's own region.
        ub = user.parent
        db = v.owner if isinstance(v, BlockArgument) else v.owner.parent
        if db is not None and ub is not None:
            region = ub.parent
            if db.parent is region and region is not None:
                # (db is ub: a later op of the same block, in a region with dominance.)
                if (
                    reachable
                    and not st.dom_bad
                    and (db is ub or not self.domtree(region).properly_dominates(db, ub))
                ):
                    st.dom_bad = True
                return
        root = st.root
        if "IsolatedFromAbove" in type(root).traits:
            top = user
            while True:
                b = top.parent
                r = b.parent if b is not None else None
                if r is None or r.parent is root:
                    break
                top = r.parent
            def_block = _def_block(v)
            def_region = def_block.parent if def_block is not None else None
            if def_region is None or r is None or not _region_is_ancestor(r, def_region):
                self.iso_bad[root] = True
                return
        if reachable and not st.dom_bad and not self.properly_dominates(v, user):
            st.dom_bad = True

    # ------------------------------------------------------------- dominance queries
    def domtree(self, region: Region) -> _DomTree:
        t = self.domtrees.get(region)
        if t is None:
            t = self.domtrees[region] = _DomTree(region)
        return t

    def is_reachable(self, block: Block) -> bool:
        region = block.parent
        if region is None or region.blocks[0] is block:
            return True
        return self.domtree(region).reachable(block)

    def has_ssa_dominance(self, block: Block) -> bool:
        region = block.parent
        if region is None or len(region.blocks) != 1:
            return True
        op = region.parent
        if op is None:
            return True
        plan = op_plan(type(op))
        return plan.registered and not plan.graph

    def before_in_block(self, a: Operation, b: Operation) -> bool:
        block = a.parent
        idx = self.index.get(block)  # type: ignore[arg-type]
        if idx is None:
            idx = {}
            i = 0
            o = block.first  # type: ignore[union-attr]
            while o is not None:
                idx[o] = i
                i += 1
                o = o.next
            self.index[block] = idx  # type: ignore[index]
        return idx[a] < idx[b]

    def properly_dominates_block(self, a: Block, b: Block) -> bool:
        if a is b:
            return not self.has_ssa_dominance(a)
        ra = a.parent
        if ra is not b.parent:
            bb = _ancestor_block_in_region(ra, b) if ra is not None else None
            if bb is None:
                return False
            b = bb
            if a is b:
                return True
        return self.domtree(ra).properly_dominates(a, b)  # type: ignore[arg-type]

    def properly_dominates(self, v: Any, user: Operation) -> bool:
        """MLIR's ``DominanceInfo::properlyDominates(Value, Operation*)``."""
        if isinstance(v, BlockArgument):
            a_block = v.owner
            return a_block is user.parent or self.properly_dominates_block(a_block, user.parent)
        a = v.owner
        b = user
        a_block, b_block = a.parent, b.parent
        if a_block is None or b_block is None:
            return False
        if a is b:
            return not self.has_ssa_dominance(a_block)
        a_region = a_block.parent
        if a_region is not b_block.parent:
            bo = _ancestor_op_in_region(a_region, b) if a_region is not None else None
            if bo is None:
                return False
            b = bo
            b_block = b.parent
        if a_block is b_block:
            if self.has_ssa_dominance(a_block):
                return a is not b and self.before_in_block(a, b)
            return True
        return self.domtree(a_region).properly_dominates(a_block, b_block)  # type: ignore[arg-type]

    def report_dominance(self, root: Operation) -> None:
        """Find and raise the first dominance violation in MLIR's walk order."""
        worklist = [root]
        while worklist:
            op = worklist.pop()
            for region in op.regions:
                for block in region.blocks:
                    reachable = self.is_reachable(block)
                    o = block.first
                    while o is not None:
                        if reachable:
                            for i, operand in enumerate(o.op_operands):
                                if not self.properly_dominates(operand.value, o):
                                    raise _fail(self.dominance_diagnostic(o, i))
                        if o.regions and not op_plan(type(o)).isolated:
                            worklist.append(o)
                        o = o.next

    def dominance_diagnostic(self, op: Operation, i: int) -> Diagnostic:
        d = op_diagnostic(Severity.ERROR, op, f"operand #{i} does not dominate this use")
        v = op.operand(i)
        block1 = op.parent
        region1 = block1.parent if block1 is not None else None
        if isinstance(v, OpResult):
            block2 = v.owner.parent
            region2 = block2.parent if block2 is not None else None
            if block1 is block2:
                rel = " (op in the same block)"
            elif region1 is region2:
                rel = " (op in the same region)"
            elif region2 is not region1 and _region_is_ancestor(region2, region1):
                rel = " (op in a parent region)"
            elif region1 is not region2 and _region_is_ancestor(region1, region2):
                rel = " (op in a child region)"
            else:
                rel = " (op is neither in a parent nor in a child region)"
            d.attach_note("operand defined here" + rel, v.owner.loc)
            return d
        block2 = v.owner
        region2 = block2.parent
        parent = region2.parent if region2 is not None else None
        loc = parent.loc if parent is not None else _unknown_loc()
        if region2 is None:
            d.attach_note(" (block without parent)", loc)
            return d
        index = region2.blocks.index(block2)
        if region1 is region2:
            rel = " in the same region)"
        elif _region_is_ancestor(region2, region1):
            rel = " in a parent region)"
        elif _region_is_ancestor(region1, region2):
            rel = " in a child region)"
        else:
            rel = " neither in a parent nor in a child region)"
        d.attach_note(f"operand defined as a block argument (block #{index}{rel}", loc)
        return d

    # ------------------------------------------------------------- region traits
    def report_isolation(self, iso: Operation) -> None:
        """MLIR's ``verifyIsIsolatedFromAbove``: raise for the first use from above."""
        for region in iso.regions:
            pending = [region]
            while pending:
                r = pending.pop()
                for b in r.blocks:
                    o = b.first
                    while o is not None:
                        for operand in o.op_operands:
                            db = _def_block(operand.value)
                            dr = db.parent if db is not None else None
                            if dr is None:
                                raise _fail(
                                    op_diagnostic(
                                        Severity.ERROR, o, "operation's operand is unlinked"
                                    )
                                )
                            if not _region_is_ancestor(region, dr):
                                d = op_error(o, "using value defined outside the region")
                                d.attach_note("required by region isolation constraints", iso.loc)
                                raise _fail(d)
                        if o.regions and not op_plan(type(o)).isolated:
                            pending.extend(o.regions)
                        o = o.next

    def verify_symbol_table(self, op: Operation) -> None:
        """MLIR's ``verifySymbolTable``: one region, one block, unique names, symbol uses."""
        if len(op.regions) != 1:
            raise _fail(
                op_error(op, "Operations with a 'SymbolTable' must have exactly one region")
            )
        region = op.regions[0]
        if len(region.blocks) != 1:
            raise _fail(op_error(op, "Operations with a 'SymbolTable' must have exactly one block"))
        seen: dict[str, Any] = {}
        for b in region.blocks:
            o = b.first
            while o is not None:
                name = _string_value(o.get_attr("sym_name"))
                if name is not None:
                    first = seen.get(name)
                    if first is None:
                        seen[name] = o
                    else:
                        d = op_diagnostic(
                            Severity.ERROR, o, f"redefinition of symbol named '{name}'"
                        )
                        d.attach_note("see existing symbol definition here", first.loc)
                        raise _fail(d)
                o = o.next
        if self.sym_users:
            self.verify_symbol_uses(op)

    def verify_symbol_uses(self, table: Operation) -> None:
        """Call ``verify_symbol_uses_`` of the symbol users below ``table`` (MLIR's walk order)."""
        tables = self.sym_tables
        worklist: list[Region] = list(table.regions)
        while worklist:
            r = worklist.pop()
            for b in r.blocks:
                o = b.first
                while o is not None:
                    hook = getattr(type(o), "verify_symbol_uses_", None)
                    if hook is not None:
                        if tables is None:
                            tables = self.sym_tables = SymbolTableCollection(self.ctx)
                        _make_hook(hook, tables)(self, o)
                    if o.regions and "SymbolTable" not in type(o).traits:
                        worklist.extend(o.regions)
                    o = o.next


def _unknown_loc() -> Any:
    return None


def _may_skip_terminator(block: Block) -> bool:
    """MLIR's ``mayBeValidWithoutTerminator``."""
    region = block.parent
    if region is None:
        return True
    if len(region.blocks) != 1:
        return False
    op = region.parent
    return op is None or op_plan(type(op)).might_no_terminator


# ------------------------------------------------------------------ entry points


def verify(op: Operation, ctx: Any = None) -> list[Diagnostic]:
    """Verify ``op`` and everything nested in it.

    Returns ``[]`` if the IR is valid, else the diagnostics of the first
    failure found (MLIR stops at the first; usually one error with notes).
    The ``see current operation`` note is not attached here; the engine adds
    it when the diagnostic is emitted. ``ctx`` (optional) decides whether
    unregistered ops are acceptable.
    """
    v = _Verifier(ctx)
    try:
        v.verify_op_and_dominance(op)
    except _Fail as f:
        return f.diags
    return []


def verify_symbol_uses(table: Operation, ctx: Any = None) -> list[Diagnostic]:
    """Only the symbol-use part of verifying symbol table ``table``: the
    ``verify_symbol_uses_`` hooks of the symbol users below it (not in nested
    symbol tables), as ``verify`` runs them; ``[]`` when all resolve.

    For callers that verified the rest piecewise (the CLI's split mode verifies
    each function in a worker, then the uses against the whole module's symbols).
    """
    v = _Verifier(ctx)
    try:
        v.verify_symbol_uses(table)
    except _Fail as f:
        return f.diags
    return []


def verify_or_raise(op: Operation, ctx: Any = None) -> None:
    """``verify``, raising ``VerificationError`` with the diagnostics on failure."""
    diags = verify(op, ctx)
    if diags:
        raise VerificationError(diags)
