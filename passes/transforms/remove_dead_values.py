"""``remove-dead-values``: erase values nothing live needs (MLIR 19's RemoveDeadValues).

With the liveness of every value (``passes.analysis.liveness``), the pass walks the IR
post-order, as MLIR does, and

* (A) erases the non-live arguments of private functions (a callable with
  ``FunctionOpInterface``, ``SymbolOpInterface`` visibility not public, and a body), with
  the matching operands of every call (``CallOpInterface``) of it;
* (B) erases the results of such a function that no caller's result needs (non-live
  at every call site), from its returns, its type and every call;
* (C) erases the operands, results, entry block arguments and terminator operands of
  region branch ops (``RegionBranchOpInterface`` / ``RegionBranchTerminatorOpInterface``)
  that only carry values into non-live results and arguments (closed under the op's
  value flow: what a kept value receives is kept too);
* (D) erases simple ops and region branch ops with no memory effects and no live result.

It refuses IR holding a branch op (``BranchOpInterface``), a symbol op that is not a
function, or a symbol user that is not a call, with MLIR's error at the first such op in
post-order, leaving the IR as it is; as in MLIR 19 the pass does not fail then (mlir-opt
prints the IR and exits 0). A value the analysis never reached (in a block that never runs)
counts as live. Public functions and declarations keep their signatures.

Where it deliberately differs from mlir-opt 19, which then crashes or leaves operands
without definitions (the verifier rejects its output): a region with no block (``scf.if``
without ``else``) is skipped; a region argument no successor flows into (the induction
variable of ``scf.for``) is kept; a value used where it cannot be removed (an op in a
block that never runs, a call of a public function, a terminator outside region control
flow) is live (see ``passes.analysis.liveness``). What it does not do: change a callable
whose signature is not a builtin ``FunctionType`` in its ``function_type`` property
(MLIR's ``FunctionOpInterface`` storage), or update ``operandSegmentSizes`` of ops whose
operands it erases (MLIR 19 does not either).
"""

from __future__ import annotations

from typing import Any

from ...ir.attributes import ArrayAttr, SymbolRefAttr, TypeAttr
from ...ir.core import Operation, Region, Value
from ...ir.diagnostics import Severity, op_diagnostic, report
from ...ir.interfaces import (
    BranchOpInterface,
    CallableOpInterface,
    CallOpInterface,
    RegionBranchOpInterface,
    RegionBranchTerminatorOpInterface,
    SymbolOpInterface,
)
from ...ir.side_effects import is_memory_effect_free
from ...ir.types import FunctionType
from ..analysis.liveness import LivenessAnalysis, operand_positions, resolve_callee
from ..infra.pass_base import Pass, register_pass

__all__ = ["REFUSAL", "RemoveDeadValues", "remove_dead_values"]

#: MLIR 19's message (with its trailing newline, which mlir-opt prints).
REFUSAL = (
    "cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops\n"
)


def _is_function(op: Operation) -> bool:
    """MLIR's ``FunctionOpInterface``: a callable symbol declaring the trait."""
    return (
        "FunctionOpInterface" in type(op).traits
        and op.interface(CallableOpInterface) is not None
        and op.interface(SymbolOpInterface) is not None
    )


def _is_symbol_user(op: Operation) -> bool:
    """``SymbolUserOpInterface``: the trait, or a registered op with a symbol reference
    among its inherent attributes (irlite's ``.rules`` ops do not declare the trait)."""
    if "SymbolUserOpInterface" in type(op).traits:
        return True
    return op.registered and any(type(a) is SymbolRefAttr for a in op.properties.values())


def _is_symbol(op: Operation) -> bool:
    """``isa<SymbolOpInterface>``: an op with an optional symbol is one only when named."""
    traits = type(op).traits
    named = op.get_attr("sym_name") is not None
    if "OptionalSymbol" in traits:
        return named
    return op.interface(SymbolOpInterface) is not None or ("Symbol" in traits and named)


def unacceptable_op(root: Operation) -> Operation | None:
    """The first op in post-order (``root`` included, as MLIR 19) that makes the pass
    refuse, or None."""
    for op in root.walk(post_order=True):
        if op.interface(BranchOpInterface) is not None:
            return op
        if _is_symbol(op) and not _is_function(op):
            return op
        if _is_symbol_user(op) and op.interface(CallOpInterface) is None:
            return op
    return None


def _signature(f: Operation) -> FunctionType | None:
    a = f.properties.get("function_type") if f.properties else None
    t = getattr(a, "value", None)
    return t if type(t) is FunctionType else None


def _cleanable(f: Operation) -> bool:
    """A private function with a body and a builtin signature (``cleanFuncOp`` applies)."""
    if not _is_function(f):
        return False
    sym = f.interface(SymbolOpInterface)
    if sym.visibility() == "public":
        return False
    region = f.interface(CallableOpInterface).callable_region()
    return region is not None and bool(region.blocks) and _signature(f) is not None


def _filter_attr_dicts(f: Operation, name: str, keep: list[bool]) -> None:
    """Keep the entries of array property ``name`` where ``keep``; drop it when all empty."""
    a = f.get_attr(name)
    if a is None:
        return
    kept = tuple(d for d, k in zip(a.value, keep) if k)
    if all(len(d) == 0 for d in kept):
        f.remove_attr(name)
    else:
        f.set_attr(name, ArrayAttr.get(kept))


def _erase_block_args(block: Any, erase: list[bool]) -> None:
    """Remove the arguments in ``erase`` from ``block`` (MLIR's ``dropAllUses`` then
    ``eraseArguments``): uses left are of ops this pass erases or changes later."""
    block.args = [a for a, e in zip(block.args, erase) if not e]
    for i, a in enumerate(block.args):
        a.index = i


class _Cleaner:
    """One run of the transform over ``root`` with the analysis ``la``."""

    def __init__(self, root: Operation, la: LivenessAnalysis) -> None:
        self.root = root
        self.la = la
        self.calls: dict[Operation, list[Operation]] = {}
        for op in root.walk(post_order=False):
            if op.interface(CallOpInterface) is not None:
                f = resolve_callee(op)
                if f is not None:
                    self.calls.setdefault(f, []).append(op)
        self.changed = False

    # ------------------------------------------------------------ helpers
    def _live(self, v: Value) -> bool:
        """MLIR's ``markLives``: unknown counts as live."""
        return self.la.is_live(v) is not False

    def _has_live(self, values: Any) -> bool:
        return any(self._live(v) for v in values)

    def _drop(self, op: Operation) -> None:
        """Erase ``op``, its results' remaining users being ops erased later (MLIR's
        ``dropAllUses`` then ``erase``)."""
        op.detach()
        op.drop_all_references()
        self.changed = True

    def _drop_results(self, op: Operation, erase: list[bool]) -> Operation:
        """MLIR's ``dropUsesAndEraseResults``: a copy of ``op`` without the results in
        ``erase``, its regions moved in, the kept results' uses moved to it."""
        if not any(erase):
            return op
        types = [r.type for r, e in zip(op.results, erase) if not e]
        regions = []
        for r in op.regions:
            nr = Region()
            nr.take_body(r)
            regions.append(nr)
        new = type(op)(
            op.name,
            [o.value for o in op.op_operands],
            types,
            op.properties,
            op.attributes,
            regions,
            op.successors,
            loc=op.loc,
        )
        op.parent.insert_after(op, new)
        j = 0
        for r, e in zip(op.results, erase):
            if not e:
                r.replace_all_uses_with(new.results[j])
                j += 1
        self._drop(op)
        return new

    @staticmethod
    def _erase_operands(op: Operation, erase: list[bool]) -> None:
        if any(erase):
            op.set_operands([o.value for o, e in zip(op.op_operands, erase) if not e])

    # ------------------------------------------------------------ walk
    def run(self) -> None:
        for op in self.root.walk(post_order=True):
            if op is self.root or op.parent is None:
                continue
            if _is_function(op):
                self.clean_func(op)
            elif op.interface(RegionBranchOpInterface) is not None:
                self.clean_region_branch(op)
            elif "IsTerminator" in type(op).traits:
                pass  # handled with its parent
            elif op.interface(CallOpInterface) is not None:
                pass  # handled with its callee
            elif is_memory_effect_free(op) and not self._has_live(op.results):
                self._drop(op)

    # ------------------------------------------------------------ (A), (B)
    def clean_func(self, f: Operation) -> None:
        if not _cleanable(f):
            return
        ft = _signature(f)
        region = f.interface(CallableOpInterface).callable_region()
        entry = region.blocks[0]
        dead_args = [not self._live(a) for a in entry.args]
        calls = self.calls.get(f, [])
        if any(dead_args):
            _erase_block_args(entry, dead_args)
            for call in calls:
                pos = operand_positions(call, call.interface(CallOpInterface).arg_operands())
                erase = [False] * call.num_operands
                for k, p in zip(dead_args, pos):
                    erase[p] = k
                self._erase_operands(call, erase)
            keep = [not d for d in dead_args]
            inputs = tuple(t for t, k in zip(ft.inputs, keep) if k)
            ft = FunctionType.get(inputs, tuple(ft.results))
            f.set_attr("function_type", TypeAttr.get(ft))
            _filter_attr_dicts(f, "arg_attrs", keep)
            self.changed = True
        last = region.blocks[-1].last
        n = last.num_operands if last is not None else 0
        dead_rets = [True] * n
        for call in calls:
            for i, r in enumerate(call.results[:n]):
                if self._live(r):
                    dead_rets[i] = False
        if not any(dead_rets):
            return
        for b in region.blocks:
            t = b.last
            if t is not None and "IsTerminator" in type(t).traits and t.num_operands == n:
                self._erase_operands(t, dead_rets)
        keep = [not d for d in dead_rets]
        results = tuple(t for t, k in zip(ft.results, keep) if k)
        f.set_attr("function_type", TypeAttr.get(FunctionType.get(tuple(ft.inputs), results)))
        _filter_attr_dicts(f, "res_attrs", keep)
        new_calls = []
        for call in calls:
            if len(call.results) == n:
                call = self._drop_results(call, dead_rets)
            new_calls.append(call)
        self.calls[f] = new_calls
        self.changed = True

    # ------------------------------------------------------------ (C), (D)
    def clean_region_branch(self, op: Operation) -> None:
        branch = op.interface(RegionBranchOpInterface)
        if is_memory_effect_free(op) and not self._has_live(op.results):
            self._drop(op)
            return
        regions = [r for r in op.regions if r.blocks]
        terms: dict[Region, Operation | None] = {}
        for r in regions:
            t = r.blocks[0].last
            terms[r] = t if t is not None and "IsTerminator" in type(t).traits else None

        def successors(point: Region | None) -> list:
            return branch.successor_regions(point)

        def forwarded(succ: Any, region: Region | None) -> list[int]:
            if region is None:
                return operand_positions(op, branch.entry_successor_operands(succ.region))
            t = terms.get(region)
            ti = t.interface(RegionBranchTerminatorOpInterface) if t is not None else None
            if ti is None:
                return []
            return operand_positions(t, ti.successor_operands(succ.region))

        # the edges: (source: None for the op's operands or a region, operand index,
        # target: None for a result or a region, input index)
        edges: list[tuple[Region | None, int, Region | None, int]] = []
        inputs: dict[Region, set[int]] = {r: set() for r in regions}
        for src in [None, *regions]:
            for s in successors(src):
                for i, inp in zip(forwarded(s, src), s.inputs):
                    k = inp.index
                    edges.append((src, i, s.region, k))
                    if s.region is not None:
                        inputs.setdefault(s.region, set()).add(k)

        keep_results = [self._live(r) for r in op.results]
        keep_args = {
            r: [self._live(a) or a.index not in inputs[r] for a in r.blocks[0].args]
            for r in regions
        }
        keep_ops: dict[Region | None, list[bool]] = {None: [True] * op.num_operands}
        for r in regions:
            t = terms[r]
            keep_ops[r] = [True] * (t.num_operands if t is not None else 0)
        for src, i, _, _ in edges:  # forwarded values start as removable
            keep_ops[src][i] = False

        def target(region: Region | None, k: int) -> bool:
            return keep_results[k] if region is None else keep_args[region][k]

        changed = True
        while changed:
            changed = False
            for src, i, dst, k in edges:
                if target(dst, k):
                    keep_ops[src][i] = True
            for src, i, dst, k in edges:
                if keep_ops[src][i] and not target(dst, k):
                    changed = True
                    if dst is None:
                        keep_results[k] = True
                    else:
                        keep_args[dst][k] = True

        self._erase_operands(op, [not k for k in keep_ops[None]])
        for r in regions:
            t = terms[r]
            if t is not None:
                self._erase_operands(t, [not k for k in keep_ops[r]])
        for r in regions:
            if not all(keep_args[r]):
                _erase_block_args(r.blocks[0], [not k for k in keep_args[r]])
                self.changed = True
        if not all(keep_ops[None]):
            self.changed = True
        self._drop_results(op, [not k for k in keep_results])


def remove_dead_values(root: Operation, ctx: Any = None) -> bool | None:
    """Run the transform on ``root``; return whether the IR changed, or None when it
    refused (the error is reported)."""
    from .canonicalize import canonicalization_tables
    from .sccp import SCCPSolver

    bad = unacceptable_op(root)
    if bad is not None:
        report(op_diagnostic(Severity.ERROR, bad, REFUSAL))
        return None
    _, folders, _ = canonicalization_tables(ctx=ctx)
    solver = SCCPSolver(root, folders)
    solver.run()

    def unknown_callers(f: Operation) -> bool:
        st = solver.callsites.get(f)
        return True if st is None else bool(st[0])

    la = LivenessAnalysis(root, solver.live_blocks, unknown_callers, lambda f: not _cleanable(f))
    cleaner = _Cleaner(root, la)
    cleaner.run()
    return cleaner.changed


@register_pass("remove-dead-values", summary="Remove dead values")
class RemoveDeadValues(Pass):
    """Erases dead function arguments and results, dead region-branch values and dead ops
    (MLIR 19's ``remove-dead-values``; see the module docstring)."""

    def run_on_operation(self, op: Operation) -> None:
        if not remove_dead_values(op, self.context):
            self.mark_all_analyses_preserved()
