"""One-Shot Analysis (MLIR 19's ``OneShotAnalysis.cpp``): which tensor ``OpOperand``s
bufferize in place.

Every tensor value starts in its own alias set. Ops are visited bottom-up (the reverse of a
post-order walk); each tensor operand is decided in place unless that would

* write a buffer that is not writable (a constant, a ``to_tensor`` without ``writable``, a
  function argument without function-boundary bufferization, ...): MLIR's
  ``wouldCreateWriteToNonWritableBuffer``; or
* create a read-after-write conflict: some read of an alias of the operand's buffer (or of
  its aliasing results) sees a write through another alias that happens after the value it
  reads was defined and before the read (MLIR's ``wouldCreateReadAfterWriteInterference``,
  with its rules: a read that happens before the write, a write before the definition, a
  read and write in mutually exclusive regions, the op's own ``is_not_conflicting``, and
  op dominance only where repetitive regions (loops) allow it).

In place, an operand's aliasing values join its alias set (and its equivalence set when
the op says they are one buffer). ``__inplace_operands_attr__`` annotations
(``test-analysis-only``) and ``__conflict__`` remarks (``print-conflicts``) show the
decisions.

What it does not do: MLIR's analysis heuristics other than bottom-up, the fuzzer, or
cross-function equivalence (function calls are analyzed conservatively).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import ArrayAttr, StringAttr
from ...ir.core import Operation, OpResult
from ...ir.interfaces import RegionBranchOpInterface
from ...ir.types import TensorType
from ...rules.bufferization_bufferize import AnalysisState, is_tensor, owner_of

INPLACE_ATTR = "__inplace_operands_attr__"


class _UnionFind:
    """Union-find over values, each root keeping its members (in insertion order)."""

    __slots__ = ("members_of", "parent")

    def __init__(self) -> None:
        self.parent: dict = {}
        self.members_of: dict = {}

    def find(self, v: Any) -> Any:
        p = self.parent
        root = v
        while p.get(root, root) is not root:
            root = p[root]
        while v is not root:
            nxt = p.get(v, v)
            p[v] = root
            v = nxt
        return root

    def union(self, a: Any, b: Any) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra is not rb:
            ma = self.members_of.get(ra) or [ra]
            mb = self.members_of.pop(rb, None) or [rb]
            self.parent[rb] = ra
            self.members_of[ra] = ma + mb

    def members(self, v: Any) -> list:
        r = self.find(v)
        return self.members_of.get(r) or [r]


class FunctionFacts:
    """A function's bufferization facts for its callers (see ``_function_facts``)."""

    __slots__ = ("aliasing", "equivalent", "read", "result_groups", "written")

    def __init__(
        self, read: set, written: set, aliasing: dict, equivalent: dict, groups: list
    ) -> None:
        self.read, self.written = read, written
        self.aliasing, self.equivalent = aliasing, equivalent
        self.result_groups = groups  # [(result indices returning one buffer, same value)]


class OneShotAnalysisState(AnalysisState):
    """The analysis' decisions and alias/equivalence sets over the ops of one root."""

    def __init__(self, root: Operation, options: Any) -> None:
        super().__init__(options)
        self.root = root
        self.in_place: set = set()
        self.alias = _UnionFind()
        self.equiv = _UnionFind()
        self.values: list = []
        self.undefined_uses: set = set()
        self._defs: dict = {}
        self.conflicts: list = []
        self.func_info: dict = {}  # func.func -> FunctionFacts (function boundaries)
        self._domtrees: dict = {}
        for op in root.walk():
            for r in op.results:
                if is_tensor(r):
                    self.values.append(r)
            for reg in op.regions:
                for b in reg.blocks:
                    for a in b.args:
                        if is_tensor(a):
                            self.values.append(a)
        for op in root.walk():
            if not options.is_op_allowed(op) or options.model(op) is None:
                continue
            for o in op.op_operands:
                if is_tensor(o.value) and self.must_bufferize_in_place(o):
                    self.bufferize_in_place(o)

    def _dom(self, region: Any) -> Any:
        """The dominator tree of ``region``'s blocks (the IR does not change while the
        analysis runs)."""
        t = self._domtrees.get(region)
        if t is None:
            from ...ir.verifier import _DomTree

            t = self._domtrees[region] = _DomTree(region)
        return t

    # -- decisions
    def is_in_place(self, operand: Any) -> bool:
        if self.must_bufferize_in_place(operand):
            return True
        return operand in self.in_place

    def bufferize_in_place(self, operand: Any) -> None:
        if operand in self.in_place:
            return
        self.in_place.add(operand)
        for v in self.aliasing_values(operand):
            self.alias.union(v, operand.value)
            if self.is_equivalent_alias(operand, v):
                self.equiv.union(v, operand.value)

    def aliases(self, v: Any) -> list:
        return self.alias.members(v)

    def are_equivalent_bufferized_values(self, a: Any, b: Any) -> bool:
        return self.equiv.find(a) is self.equiv.find(b)

    def are_aliasing_bufferized_values(self, a: Any, b: Any) -> bool:
        return self.alias.find(a) is self.alias.find(b)

    def has_undefined_contents(self, operand: Any) -> bool:
        return operand in self.undefined_uses

    def find_definitions_cached(self, v: Any) -> list:
        """The definitions of ``v`` (MLIR's ``findDefinitions``), each with the region
        terminators its value flowed through on the way to ``v``."""
        got = self._defs.get(v)
        if got is None:
            got = self._defs[v] = self._definitions_with_paths(v)
        return got

    def _definitions_with_paths(self, value: Any) -> list:
        out: list = []
        work = [(value, ())]
        seen: set = set()
        while work:
            v, via = work.pop()
            key = (id(v), via)
            if key in seen:
                continue
            seen.add(key)
            if self.result_is_memory_write(v):
                out.append((v, via))
                continue
            if self.options.owner_model(v) is None:
                continue
            for a in self.aliasing_op_operands(v):
                owner = a.owner
                step = via + (owner,) if "IsTerminator" in type(owner).traits else via
                work.append((a.value, step))
        return out

    # -- the analysis
    def analyze(self) -> None:
        self.check_pre_bufferization_assumptions()
        allowed = self.options.is_op_allowed
        if self.options.bufferize_function_boundaries and self.root.name == "builtin.module":
            # MLIR's analyzeModuleOp: callees first, each function's facts recorded for
            # the calls of the functions analyzed after it.
            from ...passes.transforms.one_shot_bufferize import funcs_callees_first

            done: set = set()
            for f in funcs_callees_first(self.root):
                self._join_call_results(f)
                self._analyze_ops([o for o in f.walk() if o is not f], allowed)
                self.func_info[f] = self._function_facts(f)
                done.add(f)
            rest = [o for o in self.root.walk() if o.parent_op is not None]
            rest = [o for o in rest if not any(f.is_ancestor(o) for f in done)]
            self._analyze_ops(rest, allowed)
        else:
            self._analyze_ops(list(self.root.walk()), allowed)
        self.equivalence_analysis()
        self._defs.clear()
        for op in self.root.walk():
            for r in op.results:
                if is_tensor(r) and not self.find_definitions(r):
                    for u in r.uses:
                        self.undefined_uses.add(u)

    def _analyze_ops(self, ops: list, allowed: Any) -> None:
        ops = [op for op in ops if has_tensor_semantics(op) and allowed(op)]
        for op in reversed(ops):
            for o in op.op_operands:
                if is_tensor(o.value):
                    self._analyze_operand(o)
        self.equivalence_analysis(ops)

    def _join_call_results(self, f: Operation) -> None:
        """Results of a call that the callee returns as one buffer share an alias set (and
        an equivalence set where the callee returns the very same buffer)."""
        from ...rules.func_bufferize import lookup_callee

        for op in f.walk():
            if op.name != "func.call":
                continue
            facts = self.func_info.get(lookup_callee(op))
            if facts is None:
                continue
            for group, same in facts.result_groups:
                first = op.results[group[0]]
                for i in group[1:]:
                    self.alias.union(first, op.results[i])
                    if same:
                        self.equiv.union(first, op.results[i])

    def _function_facts(self, f: Operation) -> Any:
        """What a call needs to know of function ``f`` (MLIR's ``FuncAnalysisState``): the
        arguments read and written, and per argument the results that alias it, with the
        result equivalent to it when there is one. A function without a body reads and
        writes every tensor argument, and no result aliases one."""
        ft = f.properties["function_type"]
        ft = getattr(ft, "value", ft)
        tensors = [i for i, t in enumerate(ft.inputs) if isinstance(t, TensorType)]
        if not f.regions or not f.regions[0].blocks:
            return FunctionFacts(set(tensors), set(tensors), {}, {}, [])
        args = f.regions[0].blocks[0].args
        read = {a.index for a in args if is_tensor(a) and self.is_value_read(a)}
        written = {a.index for a in args if is_tensor(a) and self.is_value_written(a)}
        aliasing: dict = {}
        equivalent: dict = {}
        for b in f.regions[0].blocks:
            ret = b.last
            if ret is None or ret.name != "func.return":
                continue
            for o in ret.op_operands:
                if not is_tensor(o.value):
                    continue
                for a in args:
                    if not is_tensor(a):
                        continue
                    if self.are_aliasing_bufferized_values(o.value, a):
                        aliasing.setdefault(a.index, []).append(o.index)
                    if self.are_equivalent_bufferized_values(o.value, a):
                        equivalent[o.index] = a.index
        groups: list = []
        rets = [b.last for b in f.regions[0].blocks if b.last is not None]
        rets = [r for r in rets if r.name == "func.return"]
        if len(rets) == 1:
            vals = [o.value if is_tensor(o.value) else None for o in rets[0].op_operands]
            seen: set = set()
            for i, v in enumerate(vals):
                if v is None or i in seen:
                    continue
                group = [i] + [
                    j
                    for j in range(i + 1, len(vals))
                    if vals[j] is not None and self.are_aliasing_bufferized_values(v, vals[j])
                ]
                seen.update(group)
                if len(group) > 1:
                    same = all(self.are_equivalent_bufferized_values(v, vals[j]) for j in group)
                    groups.append((group, same))
        return FunctionFacts(read, written, aliasing, equivalent, groups)

    def equivalence_analysis(self, ops: list | None = None) -> None:
        """MLIR's ``equivalenceAnalysis`` (after the in-place decisions, inner ops first): a
        result joins the equivalence set of its in-place equivalent operand, or of all its
        aliasing operands when they are equivalent to each other and it allocates nothing."""
        for op in self.root.walk() if ops is None else ops:
            m = self.options.model(op)
            if m is None:
                continue
            for r in op.results:
                if not is_tensor(r):
                    continue
                ops_ = self.aliasing_op_operands(r)
                if not ops_:
                    continue
                first = ops_[0].value
                all_eq = True
                done = False
                for a in ops_:
                    eq = self.is_equivalent_alias(a, r)
                    inp = self.is_in_place(a)
                    if eq and inp and len(ops_) == 1:
                        self.equiv.union(r, a.value)
                        done = True
                        break
                    if not eq or not inp:
                        all_eq = False
                    if not self.are_equivalent_bufferized_values(a.value, first):
                        all_eq = False
                if done:
                    continue
                alloc = getattr(m, "bufferizes_to_allocation", None)
                if all_eq and not (alloc is not None and alloc(r)):
                    self.equiv.union(r, first)

    def _analyze_operand(self, operand: Any) -> None:
        if operand in self.in_place:
            return
        self._defs.clear()
        if self._writes_non_writable(operand) or self._raw_conflict(operand):
            return
        self.bufferize_in_place(operand)

    def _in_place_write(self, use: Any) -> bool:
        return self.bufferizes_to_memory_write(use) and self.is_in_place(use)

    def _writes_non_writable(self, operand: Any, consistency_only: bool = False) -> bool:
        """MLIR's ``wouldCreateWriteToNonWritableBuffer``: some in-place write to an alias
        (``operand`` itself unless ``consistency_only``) reaches a non-writable tensor
        backwards through in-place operands (``operand`` counted as in place)."""
        writes: list = []

        def collect(v: Any) -> None:
            for a in self.aliases(v):
                for u in a.uses:
                    if self._in_place_write(u) and u not in writes:
                        writes.append(u)

        collect(operand.value)
        for a in self.aliasing_values(operand):
            collect(a)
        if (
            not consistency_only
            and self.bufferizes_to_memory_write(operand)
            and operand not in writes
        ):
            writes.append(operand)
        if not writes:
            return False
        for a in self.aliasing_values(operand):
            if not self.is_writable(a):  # in place, the operand's buffer would be a's
                if self.options.print_conflicts:
                    annotate_non_writable(a)
                return True
        current = None if consistency_only else operand
        return any(self._preceding_non_writable(w.value, current) for w in writes)

    def _preceding_non_writable(self, value: Any, current: Any) -> bool:
        """MLIR's ``hasPrecedingAliasingNonWritableTensor``."""
        work = [value]
        seen: set = set()
        while work:
            v = work.pop()
            if id(v) in seen:
                continue
            seen.add(id(v))
            if not self.is_writable(v):
                if self.options.print_conflicts:
                    annotate_non_writable(v)
                return True
            if type(v) is not OpResult:
                continue
            for a in self.aliasing_op_operands(v):
                if a is current or self.is_in_place(a):
                    work.append(a.value)
        return False

    def check_pre_bufferization_assumptions(self) -> None:
        """MLIR's ``checkPreBufferizationAssumptions``: no ``to_tensor`` without ``restrict``
        in use, and no operand that must be in place already in conflict."""
        from ...rules.bufferization_bufferize import fail

        opts = self.options
        for op in self.root.walk():
            check_unstructured_control_flow(op, opts)
        for op in self.root.walk():
            if not opts.is_op_allowed(op) or opts.model(op) is None:
                continue
            if (
                op.name == "bufferization.to_tensor"
                and op.properties.get("restrict") is None
                and op.results[0].first_use
            ):
                fail(
                    op,
                    "to_tensor ops without `restrict` are not supported by One-Shot Analysis",
                )
            for o in op.op_operands:
                if not is_tensor(o.value):
                    continue
                self._defs.clear()
                if self._raw_conflict(o, consistency_only=True):
                    fail(
                        op,
                        "not bufferizable under the given constraints: cannot avoid RaW conflict",
                    )
                if self._writes_non_writable(o, consistency_only=True):
                    fail(
                        op,
                        "not bufferizable under the given constraints: would write to read-only buffer",
                    )

    def _raw_conflict(self, operand: Any, consistency_only: bool = False) -> bool:
        reads: list = []
        writes: list = []

        def collect(v: Any) -> None:
            for a in self.aliases(v):
                for u in a.uses:
                    if u not in reads and (
                        self.bufferizes_to_memory_read(u)
                        or (
                            not self.bufferizes_to_memory_write(u)
                            and any(self.is_value_read(x) for x in self.aliasing_values(u))
                        )
                    ):
                        reads.append(u)
                    if self._in_place_write(u) and u not in writes:
                        writes.append(u)

        collect(operand.value)
        for a in self.aliasing_values(operand):
            collect(a)
        if (
            not consistency_only
            and self.bufferizes_to_memory_write(operand)
            and operand not in writes
        ):
            writes.append(operand)
        if reads and self._needs_privatization(writes):
            return True
        return self._has_raw_interference(reads, writes)

    def _parallel_region(self, region: Any) -> Any:
        """The innermost region around (or equal to) ``region`` that runs in parallel."""
        while region is not None:
            op = region.parent
            if op is None:
                return None
            m = self.options.model(op)
            f = getattr(m, "is_parallel_region", None) if m is not None else None
            if f is not None and f(op.regions.index(region)):
                return region
            b = op.parent
            region = b.parent if b is not None else None
        return None

    def _needs_privatization(self, writes: list) -> bool:
        """MLIR's parallel-region check: a write in a parallel region to a buffer whose
        definition (or allocation) is in another one needs a private copy."""
        for w in writes:
            defs = self.find_value_in_reverse_use_def_chain(w.value, self.result_is_memory_write)
            here = self._parallel_region(w.owner.parent.parent if w.owner.parent else None)
            for d in defs:
                reg = d.owner.parent.parent if type(d) is OpResult else d.owner.parent
                if self._parallel_region(reg) is not here:
                    return True
        return False

    def _has_raw_interference(self, reads: list, writes: list) -> bool:
        for r in reads:
            reading = r.owner
            defs = self.find_definitions_cached(r.value)
            if not defs:
                continue
            for w in writes:
                writing = w.owner
                use_dom = self._can_use_op_dominance(r, w, defs)
                # In a loop the read may see a later iteration's write: op order, the use
                # itself and mutually exclusive regions rule nothing out there.
                if use_dom:
                    if happens_before(reading, writing, self._dom):
                        continue
                    if w is r:
                        continue
                    if inside_mutually_exclusive_regions(reading, writing):
                        continue
                if writing is reading:
                    m = self.options.model(reading)
                    f = getattr(m, "bufferizes_to_element_wise_access", None)
                    if (
                        f is not None
                        and f(self, [r, w])
                        and self.are_equivalent_bufferized_values(r.value, w.value)
                    ):
                        continue
                if self._non_conflicting_subsets(r, w):
                    continue
                m = self.options.model(reading)
                f = getattr(m, "is_not_conflicting", None)
                if f is not None and f(r, w, self):
                    continue
                if writing is not reading:
                    m = self.options.model(writing)
                    f = getattr(m, "is_not_conflicting", None)
                    if f is not None and f(r, w, self):
                        continue
                for d, via in defs:
                    if any(inside_mutually_exclusive_regions(t, writing) for t in via):
                        continue
                    if type(d) is OpResult:
                        dop = d.owner
                        if use_dom and happens_before(writing, dop, self._dom):
                            continue
                        if dop is not writing and dop.is_ancestor(writing):
                            continue
                    else:
                        if ancestor_in_block(d.owner, writing) is None:
                            continue
                    al = self.aliasing_values(w)
                    if len(al) == 1 and al[0] is d:
                        continue
                    self.conflicts.append((r, w, d))
                    if self.options.print_conflicts:
                        annotate_conflict(r, w, d)
                    return True
        return False

    def _subset_op(self, op: Operation) -> Any:
        m = self.options.model(op)
        return m if m is not None and hasattr(m, "subset_source_operand") else None

    def _matches_insert_destination(self, operand: Any, sub: Any) -> bool:
        """MLIR's ``matchesInsertDestination``: every value the reverse chain from
        ``operand`` ends at is the equivalent subset of ``sub``'s destination."""
        eq = self.are_equivalent_bufferized_values

        def match(v: Any) -> bool:
            return sub.is_equivalent_subset(v, eq)

        leaves = self.find_value_in_reverse_use_def_chain(operand.value, match)
        return all(match(v) for v in leaves)

    def _non_conflicting_subsets(self, r: Any, w: Any) -> bool:
        """MLIR's ``areNonConflictingSubsets``: a subset insertion reads only the part of
        its destination it does not overwrite, and a read of exactly the inserted subset
        does not conflict with the insertion."""
        sub = self._subset_op(r.owner)
        if sub is not None:
            src, dest = sub.subset_source_operand(), sub.subset_dest_operand()
            if r is dest and self._matches_insert_destination(src, sub):
                return True
            if r is src and w is dest and self._matches_insert_destination(r, sub):
                return True
        sub = self._subset_op(w.owner)
        if sub is not None:
            src, dest = sub.subset_source_operand(), sub.subset_dest_operand()
            if (
                w is dest
                and self.are_equivalent_bufferized_values(r.value, src.value)
                and self._matches_insert_destination(src, sub)
            ):
                return True
        return False

    def _can_use_op_dominance(self, r: Any, w: Any, defs: list) -> bool:
        """MLIR's ``canUseOpDominance``: neither a loop of regions nor one of blocks
        repeats the read and the write after the definition."""
        return self._can_use_op_dominance_due_to_regions(
            r, w, defs
        ) and self._can_use_op_dominance_due_to_blocks(r, w, defs)

    def _can_use_op_dominance_due_to_blocks(self, r: Any, w: Any, defs: list) -> bool:
        """MLIR's ``canUseOpDominanceDueToBlocks``: not when the read's and the write's
        blocks (of one region) reach each other without passing a definition's block."""
        rb, wb = r.owner.parent, w.owner.parent
        if rb is None or wb is None or rb.parent is not wb.parent:
            return True
        for d, _via in defs:
            db = d.owner.parent if type(d) is OpResult else d.owner
            if block_reaches(rb, wb, db) and block_reaches(wb, rb, db):
                return False
        return True

    def _can_use_op_dominance_due_to_regions(self, r: Any, w: Any, defs: list) -> bool:
        """MLIR's ``canUseOpDominanceDueToRegions``."""
        for d, _via in defs:
            r_read = self._repetitive_region(r.owner)
            r_def = self._repetitive_region_of_value(d)
            if r_read is r_def:
                continue
            while True:
                nxt = self._next_repetitive_region(r_read)
                if nxt is r_def:
                    break
                if nxt is None:
                    break
                r_read = nxt
            if r_read is not None and r_read.parent.is_ancestor(w.owner):
                return False
        return True

    def _is_repetitive(self, region: Any) -> bool:
        op = region.parent
        if op is None:
            return False
        m = self.options.model(op)
        f = getattr(m, "is_repetitive_region", None) if m is not None else None
        if f is not None and f(op.regions.index(region)):
            return True
        return region_reaches(region, region)

    def _repetitive_region(self, op: Operation) -> Any:
        b = op.parent
        while b is not None and b.parent is not None:
            reg = b.parent
            if self._is_repetitive(reg):
                return reg
            p = reg.parent
            b = p.parent if p is not None else None
        return None

    def _repetitive_region_of_value(self, v: Any) -> Any:
        if type(v) is OpResult:
            return self._repetitive_region(v.owner)
        reg = v.owner.parent
        while reg is not None:
            if self._is_repetitive(reg):
                return reg
            p = reg.parent
            b = p.parent if p is not None else None
            reg = b.parent if b is not None else None
        return None

    def _next_repetitive_region(self, region: Any) -> Any:
        if region is None or region.parent is None:
            return None
        return self._repetitive_region(region.parent)

    # -- annotations
    def annotate(self) -> None:
        """``__inplace_operands_attr__`` on every op with a tensor operand (MLIR's
        ``annotateOpsWithBufferizationMarkers``)."""
        for op in self.root.walk():
            if not self.options.is_op_allowed(op):
                continue
            marks = None
            for o in op.op_operands:
                if is_tensor(o.value):
                    if marks is None:
                        marks = ["none"] * len(op.op_operands)
                    marks[o.index] = "true" if self.is_in_place(o) else "false"
            if marks is not None:
                op.set_attr(INPLACE_ATTR, ArrayAttr.get([StringAttr.get(m) for m in marks]))
        if self.options.bufferize_function_boundaries:
            for op in self.root.walk():
                if op.name == "func.func" and op.regions and op.regions[0].blocks:
                    self._annotate_function(op)
        if self.options.dump_alias_sets:
            self.annotate_alias_sets()

    def annotate_alias_sets(self) -> None:
        """``dump-alias-sets``: MLIR's ``annotateOpsWithAliasSets``, the alias set of each
        tensor result (``__opresult_alias_set_attr__``) and of each tensor block argument
        (``__bbarg_alias_set_attr__``: per region, per block, per argument) as the names
        the values print with."""
        from ...ir.printer import Printer

        p = Printer()
        p.number(self.root)

        def names(v: Any) -> Any:
            return ArrayAttr.get([StringAttr.get(p.value_name(a)) for a in self.aliases(v)])

        for op in self.root.walk():
            res = [names(r) for r in op.results if is_tensor(r)]
            if res:
                op.set_attr("__opresult_alias_set_attr__", ArrayAttr.get(res))
            regions = []
            any_tensor = False
            for reg in op.regions:
                blocks = []
                for b in reg.blocks:
                    args = [names(a) for a in b.args if is_tensor(a)]
                    any_tensor = any_tensor or bool(args)
                    blocks.append(ArrayAttr.get(args))
                regions.append(ArrayAttr.get(blocks))
            if any_tensor:
                op.set_attr("__bbarg_alias_set_attr__", ArrayAttr.get(regions))

    def is_value_written(self, v: Any) -> bool:
        """MLIR's ``isValueWritten``: some alias of ``v`` is written in place."""
        return any(self._in_place_write(u) for a in self.aliases(v) for u in a.uses)

    def _annotate_function(self, func: Operation) -> None:
        """``bufferization.access`` on each tensor argument and ``__equivalent_func_args__``
        on the return (MLIR's ``annotateFuncArgAccess`` / ``annotateEquivalentReturnBbArg``)."""
        from ...ir.attributes import DictionaryAttr, IntegerAttr
        from ...ir.types import IntegerType

        args = func.regions[0].blocks[0].args
        aa = func.properties.get("arg_attrs")
        dicts = [dict(d.items()) for d in aa.value] if aa is not None else [{} for _ in args]
        for a in args:
            if not is_tensor(a):
                continue
            r, w = self.is_value_read(a), self.is_value_written(a)
            acc = "read-write" if r and w else "read" if r else "write" if w else "none"
            dicts[a.index]["bufferization.access"] = StringAttr.get(acc)
        func.set_attr("arg_attrs", ArrayAttr.get([DictionaryAttr.get(d) for d in dicts]))
        i64 = IntegerType.get(64)
        for b in func.regions[0].blocks:
            ret = b.last
            if ret is None or ret.name != "func.return":
                continue
            eq = []
            for o in ret.op_operands:
                k = -1
                if is_tensor(o.value):
                    for a in args:
                        if is_tensor(a) and self.are_equivalent_bufferized_values(o.value, a):
                            k = a.index
                            break
                eq.append(IntegerAttr.get(i64, k))
            if any(e.value != -1 for e in eq):  # MLIR annotates where it found one
                ret.set_attr("__equivalent_func_args__", ArrayAttr.get(eq))


_COUNTERS = {"C": 0, "W": 0}  # MLIR's static counters: numbering runs on across inputs


def _unit_attr(op: Operation, name: str) -> None:
    from ...ir.attributes import UnitAttr

    op.set_discardable_attr(name, UnitAttr.get())


def _def_text(v: Any, what: str) -> tuple:
    if type(v) is OpResult:
        return v.owner, f"{what}result {v.index}]"
    return v.owner.parent.parent, f"{what}bbArg {v.index}]"


def annotate_conflict(read: Any, write: Any, definition: Any) -> None:
    """``print-conflicts``: MLIR's ``annotateConflict`` (``C_<n>[READ: i]``,
    ``C_<n>[CONFL-WRITE: i]``, ``C_<n>[DEF: result|bbArg i]`` unit attributes)."""
    n = _COUNTERS["C"]
    _COUNTERS["C"] += 1
    _unit_attr(write.owner, f"C_{n}[CONFL-WRITE: {write.index}]")
    _unit_attr(read.owner, f"C_{n}[READ: {read.index}]")
    op, text = _def_text(definition, f"C_{n}[DEF: ")
    _unit_attr(op, text)


def annotate_non_writable(v: Any) -> None:
    """``print-conflicts``: MLIR's ``annotateNonWritableTensor``."""
    n = _COUNTERS["W"]
    _COUNTERS["W"] += 1
    op, text = _def_text(v, f"W_{n}[NOT-WRITABLE: ")
    _unit_attr(op, text)


def check_unstructured_control_flow(op: Operation, options: Any) -> None:
    """MLIR's check that an op whose model does not support unstructured control flow has
    no region of several blocks; raises ``BufferizationError``."""
    m = options.model(op)
    if m is None:
        return
    f = getattr(m, "supports_unstructured_control_flow", None)
    if f is not None and f():
        return
    if any(len(r.blocks) > 1 for r in op.regions):
        from ...rules.bufferization_bufferize import fail

        fail(
            op,
            "op or BufferizableOpInterface implementation does not support unstructured "
            "control flow, but at least one region has multiple blocks",
        )


def region_reaches(a: Any, b: Any) -> bool:
    """Whether control leaving region ``a`` can enter region ``b`` (of the same op), through
    its ``RegionBranchOpInterface`` (MLIR's ``isRegionReachable``); a region that reaches
    itself is repetitive (a loop body)."""
    op = a.parent
    rb = op.interface(RegionBranchOpInterface) if op is not None else None
    if rb is None:
        return False
    seen: set = set()
    work = [a]
    while work:
        r = work.pop()
        try:
            succs = rb.successor_regions(r)
        except NotImplementedError:
            return False
        for s in succs:
            t = s.region
            if t is None or id(t) in seen:
                continue
            if t is b:
                return True
            seen.add(id(t))
            work.append(t)
    return False


def ancestor_in_block(block: Any, op: Operation) -> Operation | None:
    """The ancestor of ``op`` (or ``op``) whose block is ``block``, or None."""
    while op is not None:
        if op.parent is block:
            return op
        op = op.parent_op
    return None


def has_tensor_semantics(op: Operation) -> bool:
    """MLIR's ``hasTensorSemantics``: a tensor operand or result (a function: in its type)."""
    if op.name == "func.func":
        ft = op.properties.get("function_type")
        t = getattr(ft, "value", ft)
        if any(isinstance(x, TensorType) for x in (*t.inputs, *t.results)):
            return True
        # MLIR 19's FuncOpInterface: tensor arguments of any block count too
        return any(is_tensor(a) for r in op.regions for b in r.blocks for a in b.args)
    for r in op.results:
        if isinstance(r.type, TensorType):
            return True
    for o in op.op_operands:
        if isinstance(o.value.type, TensorType):
            return True
    return False


def happens_before(a: Operation, b: Operation, dom: Any = None) -> bool:
    """MLIR's ``happensBefore``: ``a`` or an ancestor of it properly dominates ``b`` and
    ``b`` is not inside it. ``dom(region)`` gives the dominator tree of a region's blocks
    (``ir.verifier``'s); without it ops in different blocks never dominate each other."""
    while a is not None:
        if a is not b and a.is_ancestor(b):
            return False
        if _properly_dominates(a, b, dom):
            return True
        a = a.parent_op
    return False


def _properly_dominates(a: Operation, b: Operation, dom: Any) -> bool:
    """MLIR's ``DominanceInfo::properlyDominates(a, b)`` (an op enclosing ``b`` dominates
    it) in SSA regions."""
    ablock = a.parent
    if ablock is None or a is b:
        return False
    region = ablock.parent
    while b is not None and (b.parent is None or b.parent.parent is not region):
        b = b.parent_op
    if b is None:
        return False
    if a is b:
        return True
    if b.parent is ablock:
        return a.is_before_in_block(b)
    return dom is not None and dom(region).properly_dominates(ablock, b.parent)


def block_reaches(start: Any, target: Any, avoid: Any) -> bool:
    """MLIR's ``isReachable(from, to, except)``: a path of successors leads from ``start``
    (at least one step) to ``target`` without entering block ``avoid``."""
    seen: set = set()
    work = list(start.successors)
    while work:
        b = work.pop()
        if b is avoid:
            continue
        if b is target:
            return True
        if b in seen:
            continue
        seen.add(b)
        work.extend(b.successors)
    return False


def _region_and_op(op: Operation, ancestor: Operation) -> Any:
    """The region of ``ancestor`` that holds ``op`` (or None)."""
    cur = op
    while cur is not None:
        b = cur.parent
        if b is None or b.parent is None:
            return None
        if b.parent.parent is ancestor:
            return b.parent
        cur = b.parent.parent
    return None


def inside_mutually_exclusive_regions(a: Operation, b: Operation) -> bool:
    """MLIR's ``insideMutuallyExclusiveRegions``: a region-branch op holds ``a`` and ``b``
    in two different regions neither of which can reach the other."""
    p = a.parent_op
    while p is not None:
        if p.is_ancestor(b):
            rb = p.interface(RegionBranchOpInterface)
            if rb is not None:
                ra, rb_ = _region_and_op(a, p), _region_and_op(b, p)
                if (
                    ra is not None
                    and rb_ is not None
                    and ra is not rb_
                    and not region_reaches(ra, rb_)
                    and not region_reaches(rb_, ra)
                ):
                    return True
            return False
        p = p.parent_op
    return False


__all__ = [
    "INPLACE_ATTR",
    "OneShotAnalysisState",
    "happens_before",
    "has_tensor_semantics",
    "inside_mutually_exclusive_regions",
    "owner_of",
]
