"""``inline``: inline calls bottom-up over the call graph (MLIR's Inliner, as in MLIR 19).

The pass runs on an op defining a symbol table (a module). It builds the call graph
(``ir.call_graph``) and visits its strongly connected components bottom-up, callees
before callers. For each SCC, up to ``max-iterations`` times: every callable of the SCC
that is isolated from above and has no nested callables is simplified by the
``default-pipeline`` (``canonicalize``; an empty string: none) or, for an op named in
``op-pipelines`` (``func.func(cse)``), that op's pipeline; then every direct call in the
SCC's callables (not inside nested callables) is tried in order, calls that inlining
brings in included, until one round inlines nothing.

A call is inlined when: it is not a terminator; its callee (a flat symbol resolved to a
``CallableOpInterface`` op with a body) does not call itself (no edge to itself in the
graph) and does not contain the call; a callee of several blocks goes only into a region
of the same op kind as the callee or of an op without ``SingleBlock``; the callee's op
count is at most ``inlining-threshold`` percent of the caller's; the call was not
brought in by inlining that same callee (MLIR's inline history, which stops recursion);
and every dialect agrees through its ``DialectInlinerInterface``: the call's dialect
(``is_legal_to_inline_call``), the dialect of the op owning the region the body goes to
(``is_legal_to_inline_region``) and the dialect of every op of the body, nested ones too
(``is_legal_to_inline_op``). An op of a dialect without the interface, or an
unregistered op, is never inlined.

Inlining splits the call's block after the call and puts the callee's blocks between
the halves: moved when the call is the last use of a discardable callee (a private
symbol; it is erased at the end), cloned otherwise. Inlined ops get
``loc(callsite(op's loc at call's loc))`` (unless the call's location is unknown). A
body of one block is merged in place: its terminator's dialect replaces the call's
results (``handle_terminator``). A body of several blocks keeps its blocks; the call's
results become arguments of the continuation block and each terminator's dialect
turns it into a branch there (``handle_terminator_blocks``). Private callables left
without uses (as MLIR counts them, through symbol references) are erased.

Differences from MLIR 19, deliberately: a ``func.call`` with ``no_inline`` is not
inlined (func's interface says so, as MLIR 20 does; MLIR 19 inlines it). Not done:
argument/result type conversions at the call (MLIR's ``materializeCallConversion``; a
call whose types differ from the callee's is left alone), calls of nested symbol
references (``@a::@b``), indirect calls.
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import SymbolRefAttr
from ...ir.call_graph import CallGraph, CallGraphNode
from ...ir.core import Block, Operation
from ...ir.diagnostics import op_error, report
from ...ir.interfaces import (
    CallableOpInterface,
    CallOpInterface,
    DialectInlinerInterface,
    SymbolOpInterface,
    dialect_interface,
)
from ...ir.location import CallSiteLoc, UnknownLoc
from ...ir.parser import resolve_loc
from ...ir.side_effects import is_memory_effect_free
from ...ir.verifier import SymbolTableCollection
from ..infra.pass_base import Option, Pass, Unsigned, register_pass

__all__ = ["Inliner", "inline_call"]

_NO_LIMIT = (1 << 32) - 1


# ------------------------------------------------------------------ dialect questions


def _iface(op: Operation | None) -> Any:
    """The ``DialectInlinerInterface`` of ``op``'s dialect (None: unregistered, or none)."""
    if op is None or not op.registered:
        return None
    return dialect_interface(op.name.partition(".")[0], DialectInlinerInterface)


def _body_legal(src: Any, dest: Any, clone: bool) -> bool:
    """Every op of region ``src`` (nested ones too) may move into region ``dest``."""
    stack = [src]
    while stack:
        r = stack.pop()
        for b in r.blocks:
            for op in b.ops:
                i = _iface(op)
                if i is None or not i.is_legal_to_inline_op(op, dest, clone):
                    return False
                stack.extend(op.regions)
    return True


# ------------------------------------------------------------------ inlining one call


def _clone_blocks(src: Any, dest_region: Any, index: int, mapping: dict) -> list[Block]:
    """Clones of ``src``'s blocks inserted into ``dest_region`` at ``index``. Block
    arguments already in ``mapping`` (the entry's) are not recreated."""
    pairs = []
    for b in src.blocks:
        nb = Block()
        for a in b.args:
            if a not in mapping:
                mapping[a] = nb.add_argument(a.type, a.loc)
        mapping[b] = nb
        pairs.append((b, nb))
    for k, (b, nb) in enumerate(pairs):
        dest_region.insert_block(index + k, nb)
        for op in b.ops:
            nb.append(op.clone(mapping))
    # A use in an earlier block of a value defined in a later one was cloned unmapped.
    _remap_operands([nb for _, nb in pairs], mapping)
    return [nb for _, nb in pairs]


def _remap_operands(blocks: list[Block], mapping: dict) -> None:
    for b in blocks:
        for top in b.ops:
            for op in top.walk():
                for i, o in enumerate(op.op_operands):
                    new = mapping.get(o.value)
                    if new is not None:
                        op.set_operand(i, new)


def _remap_locations(blocks: list[Block], caller_loc: Any) -> None:
    seen: dict = {}
    for b in blocks:
        for top in b.ops:
            for op in top.walk():
                loc = op.loc
                new = seen.get(loc)
                if new is None:
                    new = seen[loc] = CallSiteLoc.get(resolve_loc(loc), caller_loc)
                op.loc = new


def _splice_all(dest: Block, src: Block) -> None:
    """Move every op of ``src`` to the end of ``dest``."""
    op = src.first
    while op is not None:
        nxt = op.next
        op.detach()
        dest.append(op)
        op = nxt


def inline_call(
    call_op: Operation, callable_op: Operation, src: Any, clone: bool, on_blocks: Any = None
) -> bool:
    """Inline the body ``src`` of ``callable_op`` at ``call_op`` (MLIR's ``inlineCall``).

    ``clone``: copy the body (else its blocks are moved out of the callable). Returns
    False, changing nothing, when the body cannot be inlined there (signature mismatch,
    a dialect says no). ``on_blocks(blocks)`` is called with the inlined blocks before
    their terminators are handled. The call is left in place, its results unused: the
    caller erases it."""
    if not src.blocks:
        return False
    entry = src.blocks[0]
    call = call_op.interface(CallOpInterface)
    callable_ = callable_op.interface(CallableOpInterface)
    args = call.arg_operands()
    results = list(call_op.results)
    res_types = callable_.result_types()
    if len(args) != len(entry.args) or len(results) != len(res_types):
        return False
    if any(a.type is not b.type for a, b in zip(args, entry.args)):
        return False
    if any(r.type is not t for r, t in zip(results, res_types)):
        return False
    ci = _iface(call_op)
    if ci is None or not ci.is_legal_to_inline_call(call_op, callable_op, clone):
        return False
    block = call_op.parent
    region = block.parent
    di = _iface(region.parent)
    if di is None or not di.is_legal_to_inline_region(region, src, clone):
        return False
    if not _body_legal(src, region, clone):
        return False

    mapping: dict = dict(zip(entry.args, args))
    # Split after the call: the continuation block.
    post = Block()
    idx = region.blocks.index(block) + 1
    region.insert_block(idx, post)
    nxt = call_op.next
    while nxt is not None:
        after = nxt.next
        nxt.detach()
        post.append(nxt)
        nxt = after
    if clone:
        new_blocks = _clone_blocks(src, region, idx, mapping)
    else:
        new_blocks = list(src.blocks)
        src.blocks = []
        for k, b in enumerate(new_blocks):
            region.insert_block(idx + k, b)
    loc = resolve_loc(call_op.loc)
    if type(loc) is not UnknownLoc:
        _remap_locations(new_blocks, loc)
    if not clone:
        _remap_operands(new_blocks, mapping)
    if on_blocks is not None:
        on_blocks(new_blocks)
    first = new_blocks[0]
    if len(new_blocks) == 1:
        term = first.last
        _iface(term).handle_terminator(term, results)
        if term.parent is not None:
            term.erase()
        _splice_all(first, post)
        region.blocks.remove(post)
        post.parent = None
    else:
        for r in results:
            r.replace_all_uses_with(post.add_argument(r.type, loc))
        for b in new_blocks:
            term = b.last
            _iface(term).handle_terminator_blocks(term, post)
    _splice_all(block, first)
    region.blocks.remove(first)
    first.parent = None
    for a in first.args:  # a moved entry block's arguments: uses remapped already
        a.owner = None
    return True


# ------------------------------------------------------------------ symbol uses of nodes


def _symbol_refs(op: Operation):
    """(user, ref) for the symbol references of ``op`` and the ops nested in it, not
    looking inside nested symbol tables (nor ``op``'s own body when it is one)."""
    stack = [op]
    while stack:
        o = stack.pop()
        for d in (o.properties, o.attributes):
            for a in d.values():
                for ref in _attr_refs(a):
                    yield o, ref
        if "SymbolTable" in type(o).traits:
            continue
        for r in o.regions:
            for b in r.blocks:
                stack.extend(reversed(list(b.ops)))


def _attr_refs(a: Any) -> tuple:
    from .symbol_dce import _attr_refs as refs

    return refs(a)


def _is_private(op: Operation) -> bool:
    s = op.interface(SymbolOpInterface)
    return s is not None and s.visibility() == "private"


class _UseList:
    """MLIR's ``CGUseList``: how many symbol uses each discardable callable has left."""

    def __init__(self, op: Operation, cg: CallGraph, tables: SymbolTableCollection) -> None:
        self.cg, self.tables = cg, tables
        self.discardable: dict[CallGraphNode, int] = {}
        self.node_uses: dict[CallGraphNode, tuple[set, dict]] = {}
        always_live: dict = {}
        self._walk_tables(op, op.parent is None, always_live)
        for n in always_live.values():
            if n is not None:
                self.discardable.pop(n, None)
        for node in cg:
            self.recompute(node)

    def _walk_tables(self, op: Operation, visible: bool, always_live: dict) -> None:
        is_table = "SymbolTable" in type(op).traits
        if is_table:
            visible = visible or op.interface(SymbolOpInterface) is None or _is_private(op)
        else:
            visible = True
        for r in op.regions:
            for b in r.blocks:
                for c in b.ops:
                    self._walk_tables(c, visible, always_live)
        if not is_table or not op.regions:
            return
        for b in op.regions[0].blocks:
            for c in b.ops:
                callable_ = c.interface(CallableOpInterface)
                if callable_ is not None:
                    node = self.cg.lookup_node(callable_.callable_region())
                    if node is not None:
                        sym = c.interface(SymbolOpInterface)
                        # irlite's can_discard_on_use_empty answers for private symbols
                        # (MLIR's default: isPrivate()).
                        if sym is not None and _is_private(c) and sym.can_discard_on_use_empty():
                            self.discardable.setdefault(node, 0)
                        continue
                self._referenced(c, always_live, lambda n, u: None)

    def _referenced(self, op: Operation, resolved: dict, fn: Any) -> None:
        scope = op.parent_op
        for user, ref in _symbol_refs(op):
            if ref in resolved:
                node = resolved[ref]
            else:
                node = None
                target = None
                if scope is not None:
                    name = ref.root if ref.is_flat else [ref.root, *ref.nested]
                    target = self.tables.lookup_nearest_symbol_from(scope, name)
                c = target.interface(CallableOpInterface) if target is not None else None
                if c is not None:
                    node = self.cg.lookup_node(c.callable_region())
                resolved[ref] = node
            if node is not None:
                fn(node, user)

    def drop_call_uses(self, user_node: CallGraphNode, call_op: Operation) -> None:
        inner = self.node_uses.setdefault(user_node, (set(), {}))[1]

        def fn(node: CallGraphNode, user: Operation) -> None:
            if node in inner:
                inner[node] -= 1
                self.discardable[node] = self.discardable.get(node, 0) - 1

        self._referenced(call_op, {}, fn)

    def erase_node(self, node: CallGraphNode) -> None:
        for child in list(node.children()):
            self.erase_node(child)
        uses = self.node_uses.pop(node, None)
        if uses is not None:
            self._decrement(uses)
        self.discardable.pop(node, None)

    def is_dead(self, node: CallGraphNode) -> bool:
        op = node.callable_op
        if op.interface(SymbolOpInterface) is None:
            return is_memory_effect_free(op) and op.use_empty()
        return self.discardable.get(node, -1) == 0

    def has_one_use_and_discardable(self, node: CallGraphNode) -> bool:
        op = node.callable_op
        if op.interface(SymbolOpInterface) is None:
            return is_memory_effect_free(op) and sum(r.num_uses for r in op.results) == 1
        return self.discardable.get(node, -1) == 1

    def recompute(self, node: CallGraphNode) -> None:
        parent = node.callable_op
        old = self.node_uses.get(node)
        if old is not None:
            self._decrement(old)
        top: set = set()
        inner: dict = {}
        self.node_uses[node] = (top, inner)

        def fn(ref_node: CallGraphNode, user: Operation) -> None:
            if ref_node not in self.discardable:
                return
            if user is not parent:
                inner[ref_node] = inner.get(ref_node, 0) + 1
            elif ref_node in top:
                return
            else:
                top.add(ref_node)
            self.discardable[ref_node] += 1

        self._referenced(parent, {}, fn)

    def merge_uses_after_inlining(self, lhs: CallGraphNode, rhs: CallGraphNode) -> None:
        lhs_inner = self.node_uses.setdefault(lhs, (set(), {}))[1]
        rhs_inner = self.node_uses.setdefault(rhs, (set(), {}))[1]
        for n, k in lhs_inner.items():
            rhs_inner[n] = rhs_inner.get(n, 0) + k
            self.discardable[n] = self.discardable.get(n, 0) + k

    def _decrement(self, uses: tuple[set, dict]) -> None:
        top, inner = uses
        for n in top:
            self.discardable[n] = self.discardable.get(n, 0) - 1
        for n, k in inner.items():
            self.discardable[n] = self.discardable.get(n, 0) - k


# ------------------------------------------------------------------ the pass


def _collect_calls(
    blocks: list[Block], node: CallGraphNode, cg: CallGraph, tables: Any, out: list, nested: bool
) -> None:
    """Append ``(call, source node, target node)`` for the direct calls in ``blocks``, in
    MLIR's order (blocks taken from the back of a worklist, nested regions after)."""
    work = [(b, node) for b in blocks]
    while work:
        b, src = work.pop()
        for op in b.ops:
            call = op.interface(CallOpInterface)
            if call is not None:
                callee = call.callee()
                if isinstance(callee, SymbolRefAttr) and not callee.is_flat:
                    continue
                target = cg.resolve_callable(op, tables)
                if not target.is_external:
                    out.append((op, src, target))
                continue
            for r in op.regions:
                nn = cg.lookup_node(r)
                if nested or nn is None:
                    work.extend((rb, nn or src) for rb in r.blocks)


def _count_ops(region: Any) -> int:
    return sum(1 for b in region.blocks for top in b.ops for _ in top.walk())


def _is_ancestor_region(region: Any, other: Any) -> bool:
    """``other`` is ``region`` or nested in it."""
    while other is not None:
        if other is region:
            return True
        p = other.parent
        other = p.parent_region if p is not None else None
    return False


@register_pass(
    "inline",
    summary="Inline function calls",
    options=[
        Option(
            "default-pipeline",
            str,
            "canonicalize",
            "The optimizer pipeline used for callables that do not have a dedicated "
            "optimizer pipeline in opPipelineList",
        ),
        Option(
            "op-pipelines",
            list[str],
            None,
            "Callable operation specific optimizer pipelines (in the form of "
            "`dialect.op(pipeline)`)",
        ),
        Option(
            "max-iterations",
            Unsigned,
            4,
            "Maximum number of iterations when inlining within an SCC",
        ),
        Option(
            "inlining-threshold",
            Unsigned,
            _NO_LIMIT,
            "If the ratio between the number of the operations in the callee and the "
            "number of the operations in the caller exceeds this value (in percentage), "
            "then the callee is not inlined even if it is legal to inline it",
        ),
    ],
    display_name="Inliner",
)
class Inliner(Pass):
    """Inline calls bottom-up over the call graph, simplifying callables between rounds."""

    def run_on_operation(self, op: Operation) -> None:
        if "SymbolTable" not in type(op).traits:
            report(
                op_error(
                    op,
                    " was scheduled to run under the inliner, but does not define a symbol table",
                )
            )
            self.signal_pass_failure()
            return
        pipelines = self._pipelines(op)
        if pipelines is None:
            self.signal_pass_failure()
            return
        self._pms, self._default = pipelines
        cg = CallGraph(op)
        tables = SymbolTableCollection()
        self._cg, self._tables = cg, tables
        self._uses = _UseList(op, cg, tables)
        self._dead: dict[CallGraphNode, None] = {}  # in order, erased at the end
        self._changed = False
        walk = cg.sccs()
        while True:
            scc = walk.next_scc()
            if scc is None:
                break
            if not self._inline_scc(scc, walk):
                self.signal_pass_failure()
                return
        for node in self._dead:
            node.callable_op.drop_all_references()
            node.callable_op.detach()
            self._changed = True
        if not self._changed:
            self.mark_all_analyses_preserved()

    # -- options
    def _pipelines(self, op: Operation) -> tuple[dict, str | None] | None:
        """(op name -> pipeline text from op-pipelines, the default pipeline or None);
        None after reporting a malformed entry."""
        from ..infra.pipeline import PipelineError, parse_pipeline

        out: dict[str, str] = {}
        for item in self.op_pipelines:
            text = item.strip()
            i = text.find("(")
            if i <= 0 or not text.endswith(")"):
                report(
                    op_error(
                        op,
                        f"inline: op-pipelines entry '{item}' is not of the form "
                        "'op-name(pipeline)'",
                    )
                )
                return None
            inner = text[i + 1 : -1].strip()
            if inner:
                out.setdefault(text[:i].strip(), inner)
        for text in [*out.values(), self.default_pipeline]:
            if not text:
                continue
            try:
                parse_pipeline(text)
            except PipelineError as e:
                report(op_error(op, f"inline: invalid pipeline '{text}': {e.message}"))
                return None
        return out, (self.default_pipeline or None)

    def _optimize(self, callable_op: Operation) -> bool:
        """Run the callable's pipeline on it (MLIR's ``optimizeCallable``)."""
        from ..infra.manager import PassManager

        name = callable_op.name
        cache = self.__dict__.setdefault("_pm_cache", {})
        pm = cache.get(name)
        if pm is None:
            text = self._pms.get(name, self._default)
            if text is None:
                return True
            pm = cache[name] = PassManager.from_pass_list(
                text, self.context, anchor=name, verify_each=False
            )
        self._changed = True
        return pm.run(callable_op)

    # -- one SCC
    def _inline_scc(self, scc: list[CallGraphNode], walk: Any) -> bool:
        for _ in range(max(self.max_iterations, 1)):
            if not self._optimize_scc(scc):
                return False
            if not self._inline_calls_in_scc(scc, walk):
                break
        return True

    def _optimize_scc(self, scc: list[CallGraphNode]) -> bool:
        visit = []
        for node in scc:
            if node.is_external or node.has_children():
                continue
            if "IsolatedFromAbove" not in type(node.callable_op).traits:
                continue
            visit.append(node)
        for node in visit:
            if not self._optimize(node.callable_op):
                return False
        for node in visit:
            self._uses.recompute(node)
        return True

    def _inline_calls_in_scc(self, scc: list[CallGraphNode], walk: Any) -> bool:
        cg, uses, tables = self._cg, self._uses, self._tables
        calls: list = []
        dead: dict[CallGraphNode, None] = {}
        for node in scc:
            if node.is_external:
                continue
            if uses.is_dead(node):
                dead[node] = None
            else:
                _collect_calls(node.region.blocks, node, cg, tables, calls, False)
        history: list[tuple[CallGraphNode, int | None]] = []
        call_history: list[int | None] = [None] * len(calls)
        inlined_any = False
        i = 0
        while i < len(calls):
            call_op, source, target = calls[i]
            hid = call_history[i]
            i += 1
            if source in dead:
                continue
            if self._in_history(target, hid, history) or not self._should_inline(
                call_op, source, target
            ):
                continue
            in_place = uses.has_one_use_and_discardable(target)
            before = len(calls)

            def on_blocks(blocks: list[Block]) -> None:
                region = blocks[0].parent
                node = cg.lookup_node(region)
                while node is None:
                    region = region.parent.parent_region
                    node = cg.lookup_node(region)
                _collect_calls(blocks, node, cg, tables, calls, True)

            if not inline_call(call_op, target.callable_op, target.region, not in_place, on_blocks):
                del calls[before:]
                continue
            inlined_any = True
            self._changed = True
            new_id = len(history)
            history.append((target, hid))
            call_history.extend([new_id] * (len(calls) - before))
            uses.drop_call_uses(source, call_op)
            uses.merge_uses_after_inlining(target, source)
            call_op.erase()
            if in_place:
                uses.erase_node(target)
                dead[target] = None
        for node in dead:
            if node in scc:
                scc.remove(node)
                walk.remove(node)
            self._dead[node] = None
        return inlined_any

    @staticmethod
    def _in_history(node: CallGraphNode, hid: int | None, history: list) -> bool:
        while hid is not None:
            n, hid = history[hid]
            if n is node:
                return True
        return False

    def _should_inline(
        self, call_op: Operation, source: CallGraphNode, target: CallGraphNode
    ) -> bool:
        if "IsTerminator" in type(call_op).traits:
            return False
        if any(n is target for n, _ in target.edges):  # a self-recursive callee
            return False
        region = target.region
        if _is_ancestor_region(region, call_op.parent_region):
            return False
        if len(region.blocks) >= 2:
            parent = call_op.parent_op
            if parent.name != target.callable_op.name and (
                not parent.registered or "SingleBlock" in type(parent).traits
            ):
                return False
        return self._profitable(source, target)

    def _profitable(self, source: CallGraphNode, target: CallGraphNode) -> bool:
        t = self.inlining_threshold
        if t == 0:
            return False
        if t == _NO_LIMIT:
            return True
        caller = _count_ops(source.region)
        if caller == 0:
            return True
        return _count_ops(target.region) * 100 // caller <= t
