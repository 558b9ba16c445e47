"""``sccp``: sparse conditional constant propagation (MLIR's SCCP pass).

Two analyses run together to a fixpoint, as MLIR's ``DeadCodeAnalysis`` and
``SparseConstantPropagation`` do in one data-flow solver. Every question about
control flow goes to an op interface (``ir.interfaces``), never to an op's name,
so a user's dialect declared in ``.rules`` gets the same propagation by
implementing them:

* liveness: executable blocks and CFG edges. The entry blocks of the op the
  pass runs on are live. A live ``BranchOpInterface`` terminator whose operands
  are all known makes live the edge ``successor_for_operands`` picks from their
  constants (every edge when it picks none); other ops with successors make
  every edge live. A ``RegionBranchOpInterface`` op whose operands are known is
  followed region by region: ``successor_regions_for_constants`` says which
  regions (or its results) control enters, and a region's exit goes where its
  terminator's ``RegionBranchTerminatorOpInterface`` says given its constant
  operands (else where the op's ``successor_regions`` says); the op and those
  terminators are the predecessors of each region and of the results. The
  regions of other ops are all live. A ``CallableOpInterface`` body is live when
  the callable is public, has a non-call use, sits in a nested symbol table, or
  is called from live code by a ``CallOpInterface`` op whose callee symbol
  resolves, through the nearest symbol table, to it; when an unregistered op
  with one region (a possible unknown symbol table) is in the way, no call site
  counts as known (as in MLIR).
* constants: a lattice per SSA value (uninitialized, constant with the
  dialect of the op that produced it, overdefined). An op in a live block
  whose operands are all initialized is folded by its folder (the
  canonicalize tables) with the constant operands (``None`` for overdefined
  ones): an attribute is a constant, a value joins that value's lattice, an
  in-place fold is undone and counts as overdefined, as does a failed fold or
  an op with regions. Where MLIR's folder folds in place before it looks at
  constants (``ext(ext(x))``, ``trunci(trunci(x))``, ``trunci(ext(x))``),
  the op is overdefined without folding. Block arguments join the successor
  operands (``BranchOpInterface``) of the live edges into them; region
  arguments and region op results join what each predecessor forwards (the
  op's ``entry_successor_operands``, a terminator's ``successor_operands``) into
  the region successor's inputs, and the arguments or results that are no
  successor input (the induction variable of a ``scf.for``) are overdefined, as
  MLIR's ``visitNonControlFlowArguments`` leaves them; a predecessor that is no
  ``RegionBranchTerminatorOpInterface`` makes them all overdefined. Arguments of
  public callables are overdefined; those of private ones join their live call
  sites' argument operands, and call results join the operands of the callee's
  returns (interprocedural, as MLIR's default solver configuration).

The rewrite walks blocks in MLIR's order (a stack of blocks, regions of later
ops first) and replaces every value with a constant lattice by a constant
materialized through its dialect's materializer, uniqued per (dialect, value,
type) and inserted at the front of the entry block of the nearest isolated
region (``loc(unknown)``); an op whose results were all replaced is erased if
it would be trivially dead.

What it does not do: erase unreachable blocks or rewrite branches (MLIR's
SCCP does neither); reason about loop bounds (as MLIR's SCCP, unlike its
integer range analysis, an induction variable is overdefined, whatever
``LoopLikeOpInterface`` says of its bounds); look through ops without the
interfaces (their regions are all live, their region arguments and results
overdefined); materialize constants of dialects without a materializer (the
canonicalize tables', plus ``func.constant`` and ``llvm.mlir.constant`` here):
such values keep their op. What the canonicalize folders do not fold
(``tensor.extract``, arith on vector splats) is overdefined, where MLIR may
fold it.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any

from ...ir.attributes import SymbolRefAttr
from ...ir.context import Context
from ...ir.core import Block, Operation, Region, Value
from ...ir.interfaces import (
    BranchOpInterface,
    CallableOpInterface,
    CallOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
)
from ...ir.location import UnknownLoc
from ...ir.side_effects import would_op_be_trivially_dead
from ..infra.pass_base import Pass, register_pass

__all__ = ["SCCP", "SCCPSolver", "sccp"]

#: The overdefined lattice value (MLIR's "unknown constant").
OVER = "<overdefined>"


def _implements(op: Operation, iface: type) -> bool:
    """Whether ``op`` implements ``iface`` (without binding an implementation)."""
    return iface in type(op).INTERFACES


def _callable_region(op: Operation) -> Region | None:
    """The body of ``op`` if it is a ``CallableOpInterface`` with one, else None."""
    c = op.interface(CallableOpInterface)
    return c.callable_region() if c is not None else None


def _entry(region: Region | None) -> Block | None:
    return region.blocks[0] if region is not None and region.blocks else None


class SCCPSolver:
    """The combined liveness and constant lattices of the ops under ``top``.

    ``lattice(v)`` is ``None`` (uninitialized: never reached), ``OVER`` or
    ``(attr, dialect)``. ``live_blocks`` holds the executable blocks.
    """

    def __init__(self, top: Operation, folders: dict) -> None:
        self.top = top
        self.folders = folders
        self.lat: dict[Value, Any] = {}
        self.live_blocks: set[Block] = set()
        self.live_edges: set[tuple[Block, Block]] = set()
        # region-branch predecessors: key (entry block of a region, or the op for its
        # results) -> {predecessor op: the successor inputs it forwards to}
        self.preds: dict[Any, dict] = {}
        # callable -> [unknown call sites, {call op: None}];
        # call -> [unknown returns, {return op: None}]
        self.callsites: dict[Operation, list] = {}
        self.returns: dict[Operation, list] = {}
        self.callee_of: dict[Operation, Operation | None] = {}
        # values a fold result was taken from (not operands of the op): value -> ops to revisit
        self.watchers: dict[Value, set] = {}
        self.work: deque = deque()
        self.queued: set = set()
        self._tables: dict[Operation, dict] = {}
        #: the ``llvm.mlir.constant`` class, once met (what the ``llvm`` materializer builds)

    # ------------------------------------------------------------ worklist
    def _enqueue(self, item: Any) -> None:
        if item not in self.queued:
            self.queued.add(item)
            self.work.append(item)

    def _mark_block_live(self, b: Block) -> None:
        if b in self.live_blocks:
            return
        self.live_blocks.add(b)
        self._enqueue(b)
        op = b.first
        while op is not None:
            self._enqueue(op)
            op = op.next

    def _mark_edge_live(self, frm: Block, to: Block) -> None:
        self._mark_block_live(to)
        e = (frm, to)
        if e not in self.live_edges:
            self.live_edges.add(e)
            self._enqueue(to)

    def _add_pred(self, key: Any, pred: Operation, inputs: list) -> None:
        d = self.preds.get(key)
        if d is None:
            d = self.preds[key] = {}
        old = d.get(pred)
        if old is None or old != inputs:
            d[pred] = inputs
            self._enqueue(key)

    # ------------------------------------------------------------ lattice
    def lattice(self, v: Value) -> Any:
        return self.lat.get(v)

    def _join(self, v: Value, new: Any) -> None:
        if new is None:
            return
        old = self.lat.get(v)
        if old is OVER:
            return
        if old is None:
            res = new
        elif new is OVER:
            res = OVER
        elif old[0] == new[0]:
            return
        else:
            res = OVER
        self.lat[v] = res
        self._value_changed(v)

    def _set_over(self, v: Value) -> None:
        self._join(v, OVER)

    def _enqueue_entries(self, op: Operation) -> None:
        for r in op.regions:
            if r.blocks:
                self._enqueue(r.blocks[0])

    def _value_changed(self, v: Value) -> None:
        w = self.watchers.get(v)
        if w:
            for op in w:
                self._enqueue(op)
        u = v.first_use
        while u is not None:
            user = u.owner
            self._enqueue(user)
            for s in user.successors:
                self._enqueue(s)
            if _implements(user, RegionBranchOpInterface):
                self._enqueue_entries(user)
            elif _implements(user, CallOpInterface):
                f = self.callee_of.get(user)
                b = _entry(_callable_region(f)) if f is not None else None
                if b is not None:
                    self._enqueue(b)
            if not user.successors and user.parent is not None and user.parent.last is user:
                p = user.parent.parent.parent if user.parent.parent is not None else None
                if p is not None:
                    if _implements(p, RegionBranchOpInterface):
                        self._enqueue(p)
                        self._enqueue_entries(p)
                    elif _implements(p, CallableOpInterface):
                        cs = self.callsites.get(p)
                        if cs is not None:
                            for c in cs[1]:
                                self._enqueue(c)
            u = u.next_use

    # ------------------------------------------------------------ symbols
    def _symbol_table(self, table: Operation) -> dict:
        t = self._tables.get(table)
        if t is None:
            t = {}
            for r in table.regions:
                for b in r.blocks:
                    o = b.first
                    while o is not None:
                        a = o.properties.get("sym_name") if o.properties else None
                        name = getattr(a, "value", None)
                        if name is not None and name not in t:
                            t[name] = o
                        o = o.next
            self._tables[table] = t
        return t

    def _resolve_callee(self, call: Operation) -> Operation | None:
        """The op the callee symbol of ``call`` names (MLIR's ``resolveCallableInTable``),
        or None (an indirect call, an unknown symbol)."""
        ref = call.interface(CallOpInterface).callee()
        if type(ref) is not SymbolRefAttr:
            return None
        p = call.parent_op
        while p is not None and "SymbolTable" not in type(p).traits:
            p = p.parent_op
        if p is None:
            return None
        op: Operation | None = p
        for n in (ref.root, *ref.nested):
            if op is None or "SymbolTable" not in type(op).traits:
                return None
            op = self._symbol_table(op).get(n)
        return op

    def _init_callables(self) -> None:
        """Callables with potentially unknown call sites (MLIR's ``initializeSymbolCallables``)."""
        from .symbol_dce import symbol_uses

        top = self.top
        for op in top._walk_iter(False):
            if _implements(op, CallableOpInterface):
                self.callsites[op] = [False, {}]
        for f, st in self.callsites.items():
            parent = f.parent_op
            vis = f.get_attr("sym_visibility")
            public = getattr(vis, "value", None) not in ("private", "nested")
            # a callable directly in the top symbol table (or the top op's own block) is tracked;
            # anything in a nested symbol table is conservatively unknown
            if public or parent is not top or "SymbolTable" not in type(top).traits:
                st[0] = True
        if "SymbolTable" not in type(top).traits:
            return
        if _has_unknown_symbol_table(top):
            # MLIR cannot gather the symbol uses: no call site is known
            for st in self.callsites.values():
                st[0] = True
        else:
            for user, ref in symbol_uses(top):
                if user is top or _implements(user, CallOpInterface):
                    continue
                if not ref.nested:
                    f = self._symbol_table(top).get(ref.root)
                    if f is not None and f in self.callsites:
                        self.callsites[f][0] = True

    # ------------------------------------------------------------ run
    def run(self) -> None:
        top = self.top
        self._init_callables()
        for r in top.regions:
            if r.blocks:
                for a in r.blocks[0].args:
                    self._set_over(a)
                self._mark_block_live(r.blocks[0])
        if _implements(top, CallableOpInterface):
            self.callsites.setdefault(top, [True, {}])[0] = True
        work = self.work
        queued = self.queued
        while work:
            item = work.popleft()
            queued.discard(item)
            if type(item) is Block:
                self._visit_block(item)
            else:
                self._visit_op(item)

    # ------------------------------------------------------------ operands
    def _operand_values(self, op: Operation) -> list | None:
        """The operands' constants (``None`` if overdefined), or ``None`` if one is unknown yet."""
        out = []
        lat = self.lat
        for o in op.op_operands:
            lv = lat.get(o.value)
            if lv is None:
                return None
            out.append(None if lv is OVER else lv[0])
        return out

    # ------------------------------------------------------------ ops
    def _visit_op(self, op: Operation) -> None:
        """MLIR's ``DeadCodeAnalysis::visit`` then ``SparseForwardDataFlowAnalysis::visitOperation``."""
        b = op.parent
        if b is None or b not in self.live_blocks:
            return
        call = _implements(op, CallOpInterface)
        branch = op.interface(RegionBranchOpInterface) if op.regions else None
        # -- liveness
        if call:
            self._visit_call_liveness(op)
        if op.regions:
            if branch is not None:
                self._visit_region_branch_entry(op, branch)
            elif _implements(op, CallableOpInterface):
                st = self.callsites.get(op)
                if st is None or st[0] or st[1]:
                    self._mark_entry_blocks_live(op)
            else:
                self._mark_entry_blocks_live(op)
        succs = op.successors
        if not succs and b.last is op and b.parent is not None:
            p = b.parent.parent
            if p is not None and "IsTerminator" in type(op).traits:
                pb = p.interface(RegionBranchOpInterface)
                if pb is not None:
                    self._visit_region_terminator(op, p, pb)
                elif _implements(p, CallableOpInterface):
                    self._visit_callable_terminator(op, p)
        if succs:
            br = op.interface(BranchOpInterface)
            if br is not None:
                vals = self._operand_values(op)
                if vals is not None:
                    s = br.successor_for_operands(vals)
                    if s is not None:
                        self._mark_edge_live(b, s)
                    else:
                        for s in succs:
                            self._mark_edge_live(b, s)
            else:
                for s in succs:
                    self._mark_edge_live(b, s)
        # -- constants
        if not op.results:
            return
        if branch is not None:
            self._visit_region_results(op, branch)
            return
        if call:
            self._visit_call_results(op)
            return
        self._fold(op)

    def _mark_entry_blocks_live(self, op: Operation) -> None:
        for r in op.regions:
            if r.blocks:
                self._mark_block_live(r.blocks[0])

    def _fold(self, op: Operation) -> None:
        """MLIR's ``SparseConstantPropagation::visitOperation``."""
        results = op.results
        if op.regions:
            for r in results:
                self._set_over(r)
            return
        consts = self._operand_values(op)
        if consts is None:
            return
        cls = type(op)
        dialect = op.name.partition(".")[0]
        if "ConstantLike" in cls.traits:
            v = op.properties.get("value")
            if v is None or len(results) != 1:
                for r in results:
                    self._set_over(r)
                return
            self._join(results[0], (v, dialect))
            return
        folder = self.folders.get(op.name)
        if folder is None:
            for r in results:
                self._set_over(r)
            return
        # the constants need not be the operands' real values: undo any in-place change
        saved_operands = [o.value for o in op.op_operands]
        props, attrs = op.properties, op.attributes
        saved_props = dict(props) if type(props) is dict else None
        saved_attrs = dict(attrs) if type(attrs) is dict else None
        try:
            res = folder(op, consts)
        except Exception:  # a folder that cannot handle these operands: no fold
            res = None
        if res is True or res is None or (len(results) == 1 and res is results[0]):
            _restore(op, saved_operands, props, saved_props, attrs, saved_attrs)
            for r in results:
                self._set_over(r)
            return
        if type(res) is not list:
            res = [res]
        if len(res) != len(results):
            for r in results:
                self._set_over(r)
            return
        for r, x in zip(results, res):
            if isinstance(x, Value):
                lv = self.lat.get(x)
                if lv is not None:
                    self._join(r, lv)
                # MLIR joins ``x`` once, and sees later changes of ``x`` only if
                # ``op`` is revisited; here ``op`` is revisited whenever ``x`` changes
                self._watch(x, op)
            elif x is None:
                self._set_over(r)
            else:
                self._join(r, (x, dialect))

    def _watch(self, v: Value, op: Operation) -> None:
        """Revisit ``op`` when ``v``'s lattice changes (``v`` need not be an operand of it)."""
        self.watchers.setdefault(v, set()).add(op)

    # -- calls
    # -- calls
    def _visit_call_liveness(self, call: Operation) -> None:
        """MLIR's ``DeadCodeAnalysis::visitCallOperation``: a live call site of its callee."""
        if call in self.callee_of:
            f = self.callee_of[call]
        else:
            f = self._resolve_callee(call)
            if f is not None and (
                _entry(_callable_region(f)) is None or not self.top.is_ancestor(f)
            ):
                f = None  # external, or outside the analysis: results overdefined
            self.callee_of[call] = f
        if f is not None:
            st = self.callsites.setdefault(f, [False, {}])
            if call not in st[1]:
                st[1][call] = None
                self._enqueue(f)
                body = _callable_region(f)
                self._enqueue(body.blocks[0])
                for b in body.blocks:
                    if b.last is not None:
                        self._enqueue(b.last)
        else:
            st = self.returns.setdefault(call, [False, {}])
            if not st[0]:
                st[0] = True
                self._enqueue(call)

    def _visit_callable_terminator(self, op: Operation, f: Operation) -> None:
        if not op.op_operands:
            return
        st = self.callsites.get(f)
        if st is None:
            return
        ret_like = "ReturnLike" in type(op).traits
        for call in st[1]:
            rs = self.returns.setdefault(call, [False, {}])
            if ret_like:
                if op not in rs[1]:
                    rs[1][op] = None
                    self._enqueue(call)
            elif not rs[0]:
                rs[0] = True
                self._enqueue(call)

    def _visit_call_results(self, call: Operation) -> None:
        results = call.results
        f = self.callee_of.get(call)
        if f is None:
            for r in results:
                self._set_over(r)
            return
        rs = self.returns.get(call)
        if rs is None:
            return
        if rs[0]:
            for r in results:
                self._set_over(r)
            return
        for ret in rs[1]:
            for r, o in zip(results, ret.op_operands):
                self._join(r, self.lat.get(o.value))

    # -- region control flow
    def _add_region_successors(self, pred: Operation, parent: Operation, successors: list) -> None:
        """Make live and record ``pred`` as a predecessor of each of ``successors``
        (``RegionSuccessor``s of ``parent``: a region's entry block, or its results)."""
        for s in successors:
            if s.region is None:
                self._add_pred(parent, pred, s.inputs)
            elif s.region.blocks:
                entry = s.region.blocks[0]
                self._mark_block_live(entry)
                self._add_pred(entry, pred, s.inputs)

    def _visit_region_branch_entry(self, op: Operation, branch: Any) -> None:
        """MLIR's ``DeadCodeAnalysis::visitRegionBranchOperation``."""
        vals = self._operand_values(op)
        if vals is None:
            return
        self._add_region_successors(op, op, branch.successor_regions_for_constants(vals))

    def _visit_region_terminator(self, op: Operation, parent: Operation, branch: Any) -> None:
        """MLIR's ``DeadCodeAnalysis::visitRegionTerminator``."""
        vals = self._operand_values(op)
        if vals is None:
            return
        t = op.interface(RegionBranchTerminatorOpInterface)
        if t is not None:
            successors = t.successor_regions_for_constants(vals)
        else:
            successors = branch.successor_regions(op.parent.parent)
        self._add_region_successors(op, parent, successors)

    def _visit_region_results(self, op: Operation, branch: Any) -> None:
        preds = self.preds.get(op)
        if not preds:
            return
        self._visit_region_successors(op.results, preds, op, branch, None)

    def _visit_region_successors(
        self, targets: Sequence[Value], preds: dict, parent: Operation, branch: Any, region: Any
    ) -> None:
        """MLIR's ``visitRegionSuccessors``: join into ``targets`` (the arguments of
        ``region``'s entry block, or ``parent``'s results when ``region`` is None) what each
        predecessor forwards to its successor inputs; the targets that are no input are
        overdefined, and all of them when a predecessor's operands are not known."""
        for p, inputs in preds.items():
            if p is parent:
                operands = branch.entry_successor_operands(region)
            else:
                t = p.interface(RegionBranchTerminatorOpInterface)
                operands = t.successor_operands(region) if t is not None else None
            if operands is None or len(operands) != len(inputs):
                for v in targets:
                    self._set_over(v)
                return
            first = 0
            if len(inputs) != len(targets):
                if inputs:
                    first = inputs[0].index
                self._visit_non_control_flow_arguments(parent, targets, first, len(inputs))
            for v, o in zip(targets[first:], operands):
                self._join(v, self.lat.get(o))

    def _visit_non_control_flow_arguments(
        self, op: Operation, targets: Sequence[Value], first: int, count: int
    ) -> None:
        """MLIR's ``visitNonControlFlowArguments``: ``targets`` (entry arguments of a region
        of ``op``, or its results) that no control flow forwards to, all but
        ``targets[first:first + count]``; here they are overdefined (a subclass may know
        more, as the integer range analysis knows a loop's induction variable)."""
        for v in targets[:first]:
            self._set_over(v)
        for v in targets[first + count :]:
            self._set_over(v)

    # ------------------------------------------------------------ blocks
    def _visit_block(self, block: Block) -> None:
        """MLIR's ``SparseForwardDataFlowAnalysis::visitBlock``."""
        args = block.args
        if not args or block not in self.live_blocks:
            return
        region = block.parent
        parent = region.parent if region is not None else None
        if region is not None and region.blocks[0] is block:
            if parent is None or parent is self.top:
                for a in args:
                    self._set_over(a)
                return
            if _callable_region(parent) is region:
                st = self.callsites.get(parent)
                if st is None or st[0]:
                    for a in args:
                        self._set_over(a)
                    return
                for call in st[1]:
                    operands = call.interface(CallOpInterface).arg_operands()
                    for a, v in zip(args, operands):
                        self._join(a, self.lat.get(v))
                return
            branch = parent.interface(RegionBranchOpInterface)
            if branch is not None:
                preds = self.preds.get(block)
                if preds:
                    self._visit_region_successors(args, preds, parent, branch, region)
                return
            self._visit_non_control_flow_arguments(parent, args, 0, 0)
            return
        for pb in block.predecessors:
            if (pb, block) not in self.live_edges:
                continue
            t = pb.last
            br = t.interface(BranchOpInterface)
            if br is None:
                for a in args:
                    self._set_over(a)
                return
            for i, s in enumerate(t.successors):
                if s is block:
                    operands = br.successor_operands(i)
                    for a, v in zip(args, operands):
                        self._join(a, self.lat.get(v))
                    for a in args[len(operands) :]:
                        self._set_over(a)  # produced by the branch itself


def _has_unknown_symbol_table(top: Operation) -> bool:
    """An op under ``top`` (not inside nested symbol tables) that might be a symbol table
    nobody knows: unregistered with one region (MLIR's ``isPotentiallyUnknownSymbolTable``)."""
    stack = [top]
    while stack:
        op = stack.pop()
        for r in op.regions:
            for b in r.blocks:
                o = b.first
                while o is not None:
                    cls = type(o)
                    if not getattr(cls, "registered", False) and len(o.regions) == 1:
                        return True
                    if o.regions and "SymbolTable" not in cls.traits:
                        stack.append(o)
                    o = o.next
    return False


def _restore(
    op: Operation, operands: list, props: Any, saved_props: Any, attrs: Any, saved_attrs: Any
) -> None:
    """Undo an in-place fold: operands, properties and attributes as they were."""
    for o, v in zip(op.op_operands, operands):
        if o.value is not v:
            o.set(v)
    if saved_props is not None and props != saved_props:
        props.clear()
        props.update(saved_props)
    op.properties = props
    if saved_attrs is not None and attrs != saved_attrs:
        attrs.clear()
        attrs.update(saved_attrs)
    op.attributes = attrs


# ------------------------------------------------------------------ the rewrite


class _ConstantFolder:
    """MLIR's ``OperationFolder`` as SCCP uses it: constants uniqued per insertion region."""

    def __init__(self, materializers: dict) -> None:
        self.mats = materializers
        self.scopes: dict[Region, dict] = {}
        self.region_of: dict[Block, Region] = {}
        self.loc = UnknownLoc.get()

    def insertion_region(self, block: Block) -> Region:
        r = self.region_of.get(block)
        if r is None:
            b = block
            while True:
                region = b.parent
                p = region.parent
                if (
                    p is None
                    or "IsolatedFromAbove" in type(p).traits
                    or not getattr(type(p), "registered", False)
                    or p.parent is None
                ):
                    break
                b = p.parent
            r = self.region_of[block] = region
        return r

    def get_or_create(self, block: Block, dialect: str, attr: Any, t: Any) -> Value | None:
        region = self.insertion_region(block)
        consts = self.scopes.setdefault(region, {})
        key = (dialect, attr, t)
        op = consts.get(key)
        if op is not None:
            return op.results[0]
        mat = self.mats.get(dialect)
        if mat is None:
            return None
        at = getattr(attr, "type", None)
        if at is not None and at is not t:  # MLIR's ``isBuildableWith``: an untyped
            return None  # attribute (a symbol, ``#ub.poison``) is the materializer's to judge
        c = mat(attr, t, self.loc)
        if c is None:
            return None
        entry = region.blocks[0]
        entry.insert_before(entry.first, c)
        new_dialect = c.name.partition(".")[0]
        if new_dialect != dialect:
            key2 = (new_dialect, attr, t)
            existing = consts.get(key2)
            if existing is not None:
                c.erase()
                consts[key] = existing
                return existing.results[0]
            consts[key2] = c
        consts[key] = c
        return c.results[0]


def _rewrite(solver: SCCPSolver, root: Operation, materializers: dict) -> int:
    """Replace constant values and erase the ops that became dead (MLIR's SCCP rewrite)."""
    folder = _ConstantFolder(materializers)
    lat = solver.lat
    stack: list[Block] = []
    changed = 0

    def push(op: Operation) -> None:
        for r in op.regions:
            for b in reversed(r.blocks):
                stack.append(b)

    def replace(v: Value, block: Block) -> bool:
        lv = lat.get(v)
        if lv is None or lv is OVER:
            return False
        c = folder.get_or_create(block, lv[1], lv[0], v.type)
        if c is None:
            return False
        v.replace_all_uses_with(c)
        return True

    push(root)
    while stack:
        block = stack.pop()
        op = block.first
        while op is not None:
            nxt = op.next
            results = op.results
            replaced_all = bool(results)
            for r in results:
                if replace(r, block):
                    changed += 1
                else:
                    replaced_all = False
            if replaced_all and would_op_be_trivially_dead(op):
                op.erase()
            else:
                push(op)
            op = nxt
        for a in block.args:
            if replace(a, block):
                changed += 1
    return changed


def sccp(root: Operation, ctx: Context | None = None) -> int:
    """Run SCCP on the ops nested in ``root`` with the folders of the dialects in ``ctx``
    (default: every dialect); return how many values were replaced."""
    from .canonicalize import canonicalization_tables

    _, folders, mats = canonicalization_tables(ctx=ctx)
    solver = SCCPSolver(root, folders)
    solver.run()
    return _rewrite(solver, root, mats)


@register_pass(
    "sccp",
    summary="Sparse Conditional Constant Propagation",
    description=(
        "This pass implements a general algorithm for sparse conditional constant\n"
        "propagation. This algorithm detects values that are known to be constant and\n"
        "optimistically propagates this throughout the IR. Any values proven to be\n"
        "constant are replaced, and removed if possible.\n\n"
        "This implementation is based on the algorithm described by Wegman and Zadeck\n"
        "in [\u201cConstant Propagation with Conditional Branches\u201d]"
        "(https://dl.acm.org/doi/10.1145/103135.103136) (1991)."
    ),
    display_name="SCCP",
)
class SCCP(Pass):
    """Sparse conditional constant propagation (see the module docstring)."""

    def run_on_operation(self, op: Operation) -> None:
        if not sccp(op, self.context):
            self.mark_all_analyses_preserved()
