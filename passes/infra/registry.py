"""The pass registry: every pass (and named pipeline) the tools can name.

A ``PassInfo`` says what ``--help`` shows and how to make the pass: its
argument, summary, description, options, anchor op and the ``Pass`` subclass.
Python passes register through ``@register_pass`` (``pass_base``); ``.rules``
pass declarations (``declared.register_declared_passes``) call
``declare_pass(...)`` with the same facts and a run function. Built-in passes
are imported on first lookup so that importing the registry stays cheap: a lookup
imports only the module a name needs when the lazy index (written by
``load_builtin_passes``, see below) knows it, else every pass module.

What this module does not do: parse pipeline text (``pipeline``) or run
anything (``manager``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any

from .pass_base import Option, Pass

__all__ = [
    "PASSES",
    "PIPELINES",
    "PassInfo",
    "PipelineInfo",
    "declare_pass",
    "describe_passes",
    "load_builtin_passes",
    "lookup_pass",
    "lookup_pipeline",
    "register_pass_class",
    "register_pass_pipeline",
]

#: Modules whose import registers the built-in passes.
BUILTIN_PASS_MODULES = (
    "..transforms.cse",
    "..transforms.dce",
    "..transforms.symbol_dce",
    "..transforms.symbol_privatize",
    "..transforms.nvvm_attach_target",
    "..transforms.gpu_kernel_outlining",
    "..transforms.gpu_launch_sink_index_computations",
    "..transforms.gpu_map_parallel_loops",
    "..conversion.parallel_loops_to_gpu",
    "..conversion.gpu_to_nvvm",
    "..transforms.gpu_module_to_binary",
    "..transforms.gpu_lower_to_nvvm_pipeline",
    "..transforms.scf_parallel_loop_tiling",
    "..transforms.control_flow_sink",
    "..transforms.sccp",
    "..transforms.strip_debuginfo",
    "..transforms.print_op_stats",
    ".testing",
    "..transforms.test_passes.test_constant_fold",
    "..transforms.test_passes.test_operations_equality",
    "..transforms.test_passes.test_func",
    "..transforms.test_passes.test_symbol_uses",
    "..transforms.test_passes.test_generic_ir_visitors",
    "..transforms.test_passes.test_patterns",
    "..transforms.test_passes.test_interface_pass",
    "..transforms.test_passes.test_take_body",
    "..transforms.test_passes.test_clone",
    "..transforms.test_passes.test_print_nesting",
    "..transforms.test_passes.test_print_defuse",
    "..transforms.test_passes.test_affine_walk",
    "..transforms.test_passes.test_legalizer",
    "..transforms.test_passes.test_legalizer_llvm",
    "..transforms.test_passes.test_decompose_call_graph_types",
    "..transforms.test_passes.test_reify_value_bounds",
    "..transforms.test_passes.test_ir_visitors",
    "..transforms.test_passes.test_distinct_attrs",
    "..transforms.test_passes.test_slicing",
    "..transforms.test_passes.test_side_effects",
    "..transforms.test_passes.test_control_flow_sink",
    "..transforms.test_passes.test_loop_unrolling",
    "..transforms.test_passes.test_scf_utils",
    "..transforms.test_passes.test_scf_parallel_loop_collapsing",
    "..transforms.canonicalize",
    "..conversion.arith_to_llvm",
    "..conversion.math_to_llvm",
    "..conversion.index_to_llvm",
    "..conversion.ub_to_llvm",
    "..conversion.math_to_libm",
    "..conversion.vector_to_llvm",
    "..conversion.memref_to_llvm",
    "..conversion.func_to_llvm",
    "..conversion.convert_to_llvm",
    "..conversion.scf_to_cf",
    "..conversion.affine_to_std",
    "..conversion.cf_to_llvm",
    "..conversion.reconcile_casts",
    "..transforms.arith_expand",
    "..transforms.remove_dead_values",
    "..transforms.mem2reg",
    "..transforms.inline",
    "..transforms.licm",
    "..transforms.topological_sort",
    "..transforms.math_polynomial_approximation",
    "..transforms.test_expand_math",
    "..transforms.math_uplift_to_fma",
    "..transforms.test_passes.test_compose_subview",
    "..transforms.test_passes.test_multi_buffering",
    "..transforms.buffer_results_to_out_params",
    "..transforms.arith_emulate_unsupported_floats",
    "..transforms.loop_invariant_subset_hoisting",
    "..transforms.math_legalize_to_f32",
    "..transforms.test_math_algebraic_simplification",
    "..transforms.expand_strided_metadata",
    "..transforms.fold_memref_alias_ops",
    "..transforms.expand_realloc",
    "..transforms.memref_expand",
    "..transforms.resolve_ranked_shaped_type_result_dims",
    "..transforms.sroa",
    "..transforms.promote_buffers_to_stack",
    "..transforms.generate_runtime_verification",
    "..transforms.buffer_deallocation.ownership_based",
    "..transforms.buffer_deallocation.lower_deallocations",
    "..transforms.buffer_deallocation.simplification",
    "..transforms.buffer_deallocation.pipeline",
    "..transforms.one_shot_bufferize",
    "..transforms.drop_equivalent_buffer_results",
    "..transforms.eliminate_empty_tensors",
    "..transforms.linalg_generalize_named_ops",
    "..conversion.linalg_to_loops",
    "..transforms.linalg_fuse_elementwise_ops",
    "..transforms.reduction_fastmath",
    "..transforms.promote_loop_accumulators",
    "..transforms.linalg_matmul_to_microkernel",
    "..transforms.scf_for_loop_fusion",
    "..transforms.scf_for_vectorize",
    "..transforms.scf_for_row_prefetch",
    "..transforms.scf_for_contract_buffers",
    "..transforms.gpu_all_reduce",
    "..transforms.scf_parallel_block_reductions",
    "..transforms.scf_parallel_row_fusion",
    "..transforms.scf_parallel_coarsen_threads",
    "..transforms.gpu_promote_workgroup_allocas",
    "..transforms.scf_parallel_loop_fusion",
    "..transforms.scf_for_loop_canonicalization",
    "..transforms.duplicate_function_elimination",
    "..transforms.scf_forall_to_parallel",
    "..transforms.scf_forall_to_for",
    "..transforms.scf_for_to_while",
    "..transforms.scf_for_loop_peeling",
    "..transforms.scf_for_loop_specialization",
    "..transforms.scf_for_loop_range_folding",
    "..transforms.scf_parallel_loop_specialization",
    "..transforms.test_passes.test_scf_uplift_while_to_for",
    "..transforms.test_passes.test_scf_while_op_builder",
    "..transforms.test_passes.test_wrap_scf_while_loop_in_zero_trip_check",
    "..conversion.bufferization_to_memref",
    "..transforms.outline_dispatch_regions",
    "..transforms.deduplicate_executables",
    "..transforms.form_dispatch_regions",
    "..transforms.clone_producers_into_dispatch_regions",
    "..transforms.dispatch_generalize_named_ops",
    "..transforms.dispatch_creation",
    "..transforms.transform_interpreter",
    "..transforms.int_range_optimizations",
    "..transforms.arith_unsigned_when_equivalent",
    "..transforms.test_passes.test_emulate_narrow_int",
    "..transforms.arith_emulate_wide_int",
    "..transforms.memref_emulate_wide_int",
)


class PassInfo:
    """A registered pass: facts for ``--help`` and a factory (``create``)."""

    __slots__ = ("anchor", "argument", "cls", "declared_at", "description", "options", "summary")

    def __init__(self, cls: type) -> None:
        self.cls = cls
        self.argument: str = cls.ARGUMENT
        self.summary: str = cls.SUMMARY
        self.description: str = cls.DESCRIPTION
        self.options: tuple = cls.OPTIONS
        self.anchor: str | None = cls.ANCHOR
        # (path, line, column) of a ``.rules`` declaration; None for a Python pass
        self.declared_at: tuple[str, int, int] | None = getattr(cls, "DECLARED_AT", None)

    def option(self, name: str) -> Option | None:
        for o in self.options:
            if o.name == name:
                return o
        return None

    def create(self, **options: Any) -> Pass:
        return self.cls(**options)


class PipelineInfo:
    """A named pass pipeline: ``--<name>`` expands to ``text``."""

    __slots__ = ("argument", "summary", "text")

    def __init__(self, argument: str, summary: str, text: str) -> None:
        self.argument = argument
        self.summary = summary
        self.text = text


PASSES: dict[str, PassInfo] = {}
PIPELINES: dict[str, PipelineInfo] = {}
_loaded = False


def register_pass_class(cls: type) -> PassInfo:
    """Register a ``Pass`` subclass whose class facts are set (re-registering replaces)."""
    info = PassInfo(cls)
    PASSES[cls.ARGUMENT] = info
    _note_module(cls.ARGUMENT)
    return info


def declare_pass(
    argument: str,
    run: Callable[[Pass, Any], Any],
    summary: str = "",
    description: str = "",
    options: Sequence[Option] = (),
    anchor: str | None = None,
    display_name: str | None = None,
    base: type = Pass,
    attrs: dict[str, Any] | None = None,
) -> PassInfo:
    """Register a pass from a declaration (what ``.rules`` pass declarations call).

    ``run(pass_instance, op)`` is the body; returning ``False`` fails the pass
    (as does ``pass_instance.signal_pass_failure()``). Options are read from
    ``pass_instance.<option_attr>``. The class is a subclass of ``base`` with the
    class attributes ``attrs``, named ``display_name`` (default: the argument in
    CamelCase, ``poly-simplify`` -> ``PolySimplify``, what MLIR's messages call it).
    """
    from .pass_base import register_pass

    def run_on_operation(self: Pass, op: Any) -> None:
        if run(self, op) is False:
            self.signal_pass_failure()

    name = display_name or "".join(p[:1].upper() + p[1:] for p in argument.split("-") if p)
    ns = {"__doc__": None, **(attrs or {}), "run_on_operation": run_on_operation}
    cls = type(name, (base,), {**ns, "__module__": __name__})
    register_pass(argument, summary, description, options, anchor, display_name=name)(cls)
    return PASSES[argument]


def register_pass_pipeline(argument: str, summary: str, text: str) -> PipelineInfo:
    """Register ``--<argument>`` as shorthand for the pipeline ``text`` (no anchor: a pass list)."""
    info = PIPELINES[argument] = PipelineInfo(argument, summary, text)
    _note_module(argument)
    return info


def load_builtin_passes() -> None:
    """Import the modules that register irlite's own passes (once), and write down which
    module registers which name (``_pass_index``) for the next process."""
    global _loaded
    if _loaded:
        return
    _loaded = True
    for mod in BUILTIN_PASS_MODULES:
        importlib.import_module(mod, __package__)
    _save_index(dict(_found))


# ------------------------------------------------------------------ the lazy index
#
# Importing every pass module costs a tool's start-up about a hundred modules; a run of
# ``--canonicalize`` needs one. The index maps each built-in pass and pipeline name to
# the module of BUILTIN_PASS_MODULES whose import registered it; ``load_builtin_passes``
# writes it (beside the generated code's cache, keyed by the modules' sizes and mtimes)
# and a later process imports only the module a name needs. The index is a hint, never
# the truth: a name it lacks, or one whose module no longer registers it, falls back to
# importing everything, so a stale or missing index costs time, not correctness.

_found: dict[str, str] = {}  # name -> the built-in pass module whose import registered it
_builtin_names: dict[str, str] | None = None  # absolute module name -> BUILTIN_PASS_MODULES entry


def _note_module(argument: str) -> None:
    """Record in ``_found`` which module of BUILTIN_PASS_MODULES is registering
    ``argument``: the innermost one whose top level is on the stack (whoever imported
    it first)."""
    global _builtin_names
    import sys

    if _builtin_names is None:
        from importlib.util import resolve_name

        _builtin_names = {resolve_name(m, __package__): m for m in BUILTIN_PASS_MODULES}
    f = sys._getframe(2)
    while f is not None:
        mod = _builtin_names.get(f.f_globals.get("__name__", ""))
        if mod is not None:
            _found[argument] = mod
            return
        f = f.f_back


_index: dict[str, str] | None = None  # the loaded index ({} when there is none)


def _index_file() -> str | None:
    import hashlib
    import os
    from importlib.util import resolve_name

    from ...gen.loader import cache_dir

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    h = hashlib.sha256()
    for mod in BUILTIN_PASS_MODULES:
        # irlite.passes.transforms.cse -> <root>/passes/transforms/cse(.py|/__init__.py)
        base = os.path.join(root, *resolve_name(mod, __package__).split(".")[1:])
        for path in (base + ".py", os.path.join(base, "__init__.py")):
            try:
                st = os.stat(path)
            except OSError:
                continue
            h.update(f"{mod}:{st.st_size}:{st.st_mtime_ns};".encode())
            break
        else:
            return None
    return os.path.join(cache_dir(), f"pass_index_{h.hexdigest()[:24]}.json")


def _pass_index() -> dict[str, str]:
    global _index
    if _index is None:
        _index = {}
        try:
            import json

            path = _index_file()
            if path is not None:
                with open(path, encoding="utf-8") as f:
                    data = json.load(f)
                if isinstance(data, dict):
                    _index = {k: v for k, v in data.items() if v in BUILTIN_PASS_MODULES}
        except (OSError, ValueError):
            pass
    return _index


def _save_index(found: dict[str, str]) -> None:
    global _index
    _index = found
    try:
        import json

        from ...ir.fileio import write_atomic

        path = _index_file()
        if path is None:
            return
        import os

        if os.path.exists(path):
            return
        os.makedirs(os.path.dirname(path), exist_ok=True)
        write_atomic(path, json.dumps(found, sort_keys=True))
    except OSError:
        pass  # a read-only cache: every process imports everything, as before


def _import_for(argument: str) -> None:
    """Import the one module the index says registers ``argument`` (no-op without one)."""
    mod = _pass_index().get(argument)
    if mod is not None:
        importlib.import_module(mod, __package__)


def lookup_pass(argument: str) -> PassInfo | None:
    info = PASSES.get(argument)
    if info is None and not _loaded:
        _import_for(argument)
        info = PASSES.get(argument)
        if info is None and argument not in PIPELINES:
            load_builtin_passes()
            info = PASSES.get(argument)
    return info


def lookup_pipeline(argument: str) -> PipelineInfo | None:
    info = PIPELINES.get(argument)
    if info is None and not _loaded:
        _import_for(argument)
        info = PIPELINES.get(argument)
        if info is None and argument not in PASSES:
            load_builtin_passes()
            info = PIPELINES.get(argument)
    return info


def describe_passes() -> str:
    """The ``--help`` section listing passes, their summaries and options (mlir-opt's layout)."""
    load_builtin_passes()
    lines = ["", "Compiler passes to run", "  Passes:"]
    for name in sorted(PASSES):
        info = PASSES[name]
        lines.append(f"    --{name:<40} - {info.summary}")
        for o in sorted(info.options, key=lambda o: o.name):
            arg = f"{o.name}={o.type_name()}" if o.type is not bool else o.name
            desc = o.description
            default = o.format(o.default).partition("=")[2] if not o.is_list else ""
            if default:
                desc = f"{desc} (default: {default})" if desc else f"(default: {default})"
            lines.append(f"      --{arg:<38} - {desc}")
    if PIPELINES:
        lines.append("  Pass Pipelines:")
        for name in sorted(PIPELINES):
            lines.append(f"    --{name:<40} - {PIPELINES[name].summary}")
    return "\n".join(lines) + "\n"
