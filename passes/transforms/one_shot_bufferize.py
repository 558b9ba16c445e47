"""``one-shot-bufferize`` (MLIR 19's ``OneShotBufferizePass``): tensors to buffers.

1. Analysis (``passes/analysis/one_shot_analysis.py``): which tensor operands bufferize in
   place; ``test-analysis-only`` stops here with ``__inplace_operands_attr__`` annotations.
   ``copy-before-write`` skips it: every written operand is copied.
2. Tensor copies: each out-of-place operand gets a ``bufferization.alloc_tensor`` (a copy
   where its contents are needed) before its op, or the op's result is copied after it
   (MLIR's ``resolveTensorOpOperandConflicts``); ops add their own (``scf.for`` copies
   yielded values that are not its iter_args).
3. Bufferization: in post-order (nested ops first), each op with a model (``BufferizableOpInterface``, or the
   generic model of destination-style structured ops) rewrites itself on buffers; tensor
   values left between bufferized ops are ``to_tensor``/``to_memref`` pairs, folded away at
   the end. With ``bufferize-function-boundaries`` functions are bufferized callees first
   and their signatures converted (``function-boundary-type-conversion``).

An op with tensors that nothing bufferizes is an error (``op was not bufferized``) unless
``allow-unknown-ops``; ``dialect-filter`` restricts bufferization to the named dialects.
The models live in ``rules/<dialect>_bufferize.py`` (imported here, which attaches them).

What it does not do: MLIR's cross-function analysis, ``print-conflicts`` remarks beyond the
conflict annotations, deallocation (``buffer-deallocation-pipeline`` does that).
"""

from __future__ import annotations

from typing import Any

from ...ir.core import Operation, OpResult
from ...ir.diagnostics import report
from ...ir.rewriter import PatternRewriter
from ...ir.types import MemRefType, TensorType, UnrankedMemRefType
from ...rules import (  # noqa: F401  (importing a module attaches its models)
    arith_bufferize,
    cf_bufferize,
    func_bufferize,
    scf_bufferize,
    tensor_bufferize,
)
from ...rules.bufferization_bufferize import (
    AnalysisState,
    BufferizationError,
    BufferizationOptions,
    allocate_tensor_for_shaped_value,
    create,
    is_tensor,
)
from ..analysis.one_shot_analysis import (
    OneShotAnalysisState,
    check_unstructured_control_flow,
    has_tensor_semantics,
)
from ..infra.pass_base import Option, Pass, register_pass

_LAYOUTS = ("infer-layout-map", "identity-layout-map", "fully-dynamic-layout-map")


@register_pass(
    "one-shot-bufferize",
    "One-Shot Bufferize",
    options=(
        Option(
            "allow-return-allocs-from-loops",
            bool,
            False,
            "Allows returning/yielding new allocations from a loop.",
        ),
        Option(
            "allow-unknown-ops",
            bool,
            False,
            "Allows unknown (not bufferizable) ops in the input IR.",
        ),
        Option("analysis-fuzzer-seed", int, 0, "Test only: Analyze ops in random order"),
        Option(
            "analysis-heuristic",
            str,
            "bottom-up",
            "Heuristic that control the IR traversal during analysis",
        ),
        Option(
            "bufferize-function-boundaries",
            bool,
            False,
            "Bufferize function boundaries (experimental).",
        ),
        Option(
            "check-parallel-regions",
            bool,
            True,
            "Account for parallel regions in RaW analysis.",
        ),
        Option(
            "copy-before-write",
            bool,
            False,
            "Skip the analysis. Make a buffer copy on every write.",
        ),
        Option(
            "dialect-filter",
            list[str],
            None,
            "Restrict bufferization to ops from these dialects.",
        ),
        Option(
            "dump-alias-sets",
            bool,
            False,
            "Test only: Annotate tensor IR with alias sets",
        ),
        Option(
            "function-boundary-type-conversion",
            _LAYOUTS,
            "infer-layout-map",
            "Controls layout maps when bufferizing function signatures.",
        ),
        Option(
            "must-infer-memory-space",
            bool,
            False,
            "The memory space of an memref types must always be inferred. If unset, a "
            "default memory space of 0 is used otherwise.",
        ),
        Option(
            "no-analysis-func-filter",
            list[str],
            None,
            "Skip analysis of functions with these symbol names.Set copyBeforeWrite to true "
            "when bufferizing them.",
        ),
        Option(
            "print-conflicts",
            bool,
            False,
            "Test only: Annotate IR with RaW conflicts. Requires testAnalysisOnly.",
        ),
        Option(
            "test-analysis-only",
            bool,
            False,
            "Test only: Only run inplaceability analysis and annotate IR",
        ),
        Option(
            "unknown-type-conversion",
            ("fully-dynamic-layout-map", "identity-layout-map"),
            "fully-dynamic-layout-map",
            "Controls layout maps for non-inferrable memref types.",
        ),
    ),
    display_name="OneShotBufferize",
)
class OneShotBufferize(Pass):
    """Bufferize tensor IR with the One-Shot analysis (see the module docstring)."""

    def _options(self) -> BufferizationOptions:
        return BufferizationOptions(
            bufferize_function_boundaries=self.bufferize_function_boundaries,
            function_boundary_type_conversion=self.function_boundary_type_conversion,
            unknown_type_conversion=self.unknown_type_conversion,
            allow_return_allocs_from_loops=self.allow_return_allocs_from_loops,
            allow_unknown_ops=self.allow_unknown_ops,
            copy_before_write=self.copy_before_write,
            dialect_filter=list(self.dialect_filter),
            test_analysis_only=self.test_analysis_only,
            print_conflicts=self.print_conflicts,
            dump_alias_sets=self.dump_alias_sets,
            must_infer_memory_space=self.must_infer_memory_space,
        )

    def _invalid_options(self) -> str | None:
        """MLIR's checks of option combinations (reported at an unknown location)."""
        if self.copy_before_write and self.test_analysis_only:
            return "'copy-before-write' cannot be used with 'test-analysis-only'"
        if self.print_conflicts and not self.test_analysis_only:
            return "'print-conflicts' requires 'test-analysis-only'"
        if self.dump_alias_sets and not self.test_analysis_only:
            return "'dump-alias-sets' requires 'test-analysis-only'"
        return None

    def run_on_operation(self, op: Operation) -> None:
        bad = self._invalid_options()
        if bad is not None:
            from ...ir.diagnostics import Diagnostic, Severity
            from ...ir.location import UnknownLoc

            report(Diagnostic(Severity.ERROR, UnknownLoc.get(), "Invalid option: " + bad, None))
            self.signal_pass_failure()
            return
        try:
            run_one_shot_bufferize(op, self._options())
        except BufferizationError as e:
            report(e.diag)
            self.signal_pass_failure()


# ------------------------------------------------------------------ the driver


def run_one_shot_bufferize(root: Operation, options: BufferizationOptions) -> None:
    """MLIR's ``runOneShotBufferize`` (or ``runOneShotModuleBufferize`` with function
    boundaries) on ``root``; raises ``BufferizationError``."""
    rw = PatternRewriter()
    if options.copy_before_write:
        state: AnalysisState = AnalysisState(options)
    else:
        st = OneShotAnalysisState(root, options)
        st.analyze()
        for o in root.walk():
            m = options.model(o)
            f = getattr(m, "verify_analysis", None) if m is not None else None
            if f is not None:
                f(st)
        if options.test_analysis_only:
            st.annotate()
            return
        state = st
    insert_tensor_copies(rw, root, state)
    if options.bufferize_function_boundaries and root.name == "builtin.module":
        from ...rules.func_bufferize import strip_bufferization_arg_attrs

        for f in funcs_callees_first(root):
            bufferize_op(rw, f, options, state)
            if options.function_boundary_type_conversion == "infer-layout-map":
                _fold_return_casts(rw, f)
        for f in funcs_callees_first(root):
            strip_bufferization_arg_attrs(f)
        others = [o for o in _top_level(root) if o.name != "func.func"]
        for o in others:
            bufferize_op(rw, o, options, state)
    else:
        bufferize_op(rw, root, options, state)


def _top_level(root: Operation) -> list:
    out = []
    for r in root.regions:
        for b in r.blocks:
            o = b.first
            while o is not None:
                out.append(o)
                o = o.next
    return out


def funcs_callees_first(module: Operation) -> list:
    """The module's functions, each after the functions it calls (a call cycle: once)."""
    funcs = [o for o in _top_level(module) if o.name == "func.func"]
    by_name = {}
    for f in funcs:
        n = f.properties["sym_name"]
        by_name[getattr(n, "value", n)] = f
    order: list = []
    state: dict = {}

    def visit(f: Operation) -> None:
        if state.get(id(f)):
            return
        state[id(f)] = 1
        for o in f.walk():
            if o.name == "func.call":
                c = by_name.get(o.properties["callee"].root)
                if c is not None:
                    visit(c)
        order.append(f)

    for f in funcs:
        visit(f)
    return order


def resolve_operand_conflicts(rw: Any, op: Operation, state: AnalysisState) -> None:
    """MLIR's ``resolveTensorOpOperandConflicts``: copies for out-of-place operands."""
    out_operands: list = []
    out_values: list = []
    copied: set = set()
    for o in op.op_operands:
        if not is_tensor(o.value) or state.is_in_place(o):
            continue
        al = state.aliasing_values(o)
        if (
            len(al) == 1
            and type(al[0]) is OpResult
            and not state.bufferizes_to_memory_write(o)
            and len(state.aliasing_op_operands(al[0])) == 1
            and al[0].type.shape is not None
        ):
            out_values.append(al[0])
            if not state.can_omit_tensor_copy(o):
                copied.add(al[0])
        else:
            out_operands.append(o)
            if not state.can_omit_tensor_copy(o):
                copied.add(o)
    rw.set_insertion_point(op)
    for o in out_operands:
        c = allocate_tensor_for_shaped_value(rw, op.loc, o.value, state.options, o in copied)
        o.set(c)
    rw.set_insertion_point_after(op)
    for v in out_values:
        c = allocate_tensor_for_shaped_value(rw, op.loc, v, state.options, v in copied)
        cop = c.owner
        for u in list(v.uses):
            if u.owner is cop or u.owner.name == "tensor.dim":
                continue
            u.set(c)


def insert_tensor_copies(rw: Any, root: Operation, state: AnalysisState) -> None:
    """MLIR's ``insertTensorCopies``: every op's ``resolve_conflicts``."""
    opts = state.options
    for op in list(root.walk()):
        m = opts.model(op)
        if m is None:
            continue
        resolve_operand_conflicts(rw, op, state)
        f = getattr(m, "resolve_conflicts", None)
        if f is not None:
            f(rw, state)


def bufferize_op(rw: Any, root: Operation, options: BufferizationOptions, state: Any) -> None:
    """MLIR's ``bufferizeOp``: every op with tensor semantics in post-order (top to bottom
    in each block, the ops of a region before the op holding it, as MLIR 19), then the
    ``to_memref(to_tensor(x))`` pairs folded and dead ``to_tensor`` erased."""
    worklist = [o for o in root.walk() if has_tensor_semantics(o)]
    for op in worklist:
        if op is not root and op.parent is None:
            continue  # erased
        if not has_tensor_semantics(op):
            continue
        m = options.model(op)
        if m is None:
            continue
        check_unstructured_control_flow(op, options)
        try:
            ok = m.bufferize(rw, options, state)
        except BufferizationError as e:
            report(e.diag)  # the model's reason, then MLIR's "failed to bufferize op"
            ok = False
        if not ok:
            from ...rules.bufferization_bufferize import fail

            fail(op, "failed to bufferize op", prefix=False)
    for op in list(root.walk()):
        if op.name == "bufferization.to_memref" and op.parent is not None:
            fold_to_memref_to_tensor_pair(rw, op, options)
    for op in list(root.walk()):
        if op.name == "bufferization.to_tensor" and op.results[0].first_use is None:
            rw.erase_op(op)
    if options.allow_unknown_ops:
        return
    for op in worklist:
        if op is not root and op.parent is None:
            continue
        if not has_tensor_semantics(op) or not options.is_op_allowed(op):
            continue
        if op.name == "bufferization.to_tensor" and op.results[0].first_use is None:
            continue
        from ...ir.side_effects import is_memory_effect_free

        if all(r.first_use is None for r in op.results) and is_memory_effect_free(op):
            continue
        from ...rules.bufferization_bufferize import fail

        fail(op, "op was not bufferized", prefix=False)


def _guaranteed_cast(src: Any, dst: Any) -> bool:
    """MLIR's ``isGuaranteedCastCompatible``: every static fact of ``dst`` holds of ``src``."""
    from ...ir.memref_layout import strides_and_offset

    if type(src) is not MemRefType or type(dst) is not MemRefType:
        return False
    if src.element_type is not dst.element_type or src.memory_space is not dst.memory_space:
        return False
    if len(src.shape) != len(dst.shape):
        return False
    for a, b in zip(src.shape, dst.shape):
        if b >= 0 and a != b:
            return False
    ss, so = strides_and_offset(src)
    ds, do = strides_and_offset(dst)
    if ss is None or ds is None:
        return False
    if do is not None and so != do:
        return False
    return all(b is None or a == b for a, b in zip(ss, ds))


def fold_to_memref_to_tensor_pair(rw: Any, op: Operation, options: Any) -> bool:
    """MLIR's ``foldToMemrefToTensorPair``: ``to_memref(to_tensor(m))`` -> ``m``, a
    ``memref.cast`` of it, or a new buffer with a copy of it."""
    t = op.op_operands[0].value
    if type(t) is not OpResult or t.owner.name != "bufferization.to_tensor":
        return False
    m = t.owner.op_operands[0].value
    dst = op.results[0].type
    rw.set_insertion_point(op)
    if m.type is dst:
        rw.replace_op(op, [m])
        return True
    if type(m.type) is UnrankedMemRefType and type(dst) is MemRefType:
        return False
    if type(m.type) is MemRefType and type(dst) is MemRefType:
        if _guaranteed_cast(m.type, dst):
            rw.replace_op(op, [create(rw, "memref.cast", [m], [dst], op.loc).results[0]])
            return True
        from ...ir.attributes import DenseArrayAttr, IntegerAttr
        from ...ir.types import IntegerType
        from ...rules.bufferization_bufferize import _INDEX, copy_buffer

        dyn = []
        for i, d in enumerate(dst.shape):
            if d < 0:
                c = create(
                    rw,
                    "arith.constant",
                    [],
                    [_INDEX],
                    op.loc,
                    {"value": IntegerAttr.get(_INDEX, i)},
                ).results[0]
                dyn.append(create(rw, "memref.dim", [m, c], [_INDEX], op.loc).results[0])
        props = {
            "operandSegmentSizes": DenseArrayAttr.get(IntegerType.get(32), [len(dyn), 0]),
            # MLIR 19's castOrReallocMemRefValue allocates through the default options
            "alignment": IntegerAttr.get(IntegerType.get(64), 64),
        }
        new = create(rw, "memref.alloc", dyn, [dst], op.loc, props).results[0]
        copy_buffer(rw, op.loc, m, new)
        rw.replace_op(op, [new])
        return True
    rw.replace_op(op, [create(rw, "memref.cast", [m], [dst], op.loc).results[0]])
    return True


def _fold_return_casts(rw: Any, f: Operation) -> None:
    """``infer-layout-map``: a returned ``memref.cast`` returns its source instead, and the
    function type says so (MLIR's ``foldMemRefCasts``; the cast stays, as MLIR 19 leaves
    it, dead)."""
    from ...ir.attributes import TypeAttr
    from ...ir.types import FunctionType

    if not f.regions or not f.regions[0].blocks:
        return
    rets = [
        b.last for b in f.regions[0].blocks if b.last is not None and b.last.name == "func.return"
    ]
    if len(rets) != 1:
        return
    ret = rets[0]
    types = []
    for o in ret.op_operands:
        v = o.value
        if type(v) is OpResult and v.owner.name == "memref.cast":
            o.set(v.owner.op_operands[0].value)
        types.append(o.value.type)
    ft = f.properties["function_type"]
    ft = getattr(ft, "value", ft)
    f.set_attr("function_type", TypeAttr.get(FunctionType.get(list(ft.inputs), types)))


__all__ = ["OneShotBufferize", "run_one_shot_bufferize"]
_ = TensorType
