"""``convert-to-llvm``: one conversion to the llvm dialect with every dialect's patterns, as MLIR 19.

MLIR 19's pass gathers the ``ConvertToLLVMPatternInterface`` patterns of the
dialects loaded in the context and applies them together as one partial
conversion with one ``LLVMTypeConverter`` and MLIR's ``LLVMConversionTarget``
(the llvm dialect and ``builtin.unrealized_conversion_cast`` are legal). irlite
does the same with the dialects that have a lowering here: ``arith``, ``cf``,
``func``, ``index``, ``math``, ``memref`` (the ``finalize-memref-to-llvm``
patterns) and ``ub``. Lowering them in one conversion (instead of one pass per dialect)
means every value crosses at most one cast boundary, and what remains after
``reconcile-unrealized-casts`` is plain llvm.

``filter-dialects=a,b`` keeps only those dialects' patterns (MLIR's option of
the same name, meant for testing). ``memref-arg-noalias`` is an irlite
extension (see ``convert-func-to-llvm``): with it, a memref argument's
``llvm.noalias`` survives on the aligned pointer, which LLVM's vectorizer needs
to prove that two buffers do not overlap.

What it does not do, as MLIR 19: lower ``scf`` (run ``convert-scf-to-cf``
first), ``vector``, ``tensor`` or the memref view ops that need
``expand-strided-metadata`` (``subview``, ``expand_shape``,
``collapse_shape``); those stay, and the conversion still succeeds.
A dialect whose lowering module is not present is skipped silently.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...ir.diagnostics import get_engine
from ..infra.pass_base import Option, Pass, register_pass
from .llvm_common.type_converter import MEMREF_ARG_NOALIAS_OPTION

__all__ = ["DIALECT_LOWERINGS", "ConvertToLLVM", "collect_patterns"]


def _arith(tc: Any) -> list:
    from .arith_to_llvm import populate_arith_to_llvm_patterns

    return populate_arith_to_llvm_patterns(tc)


def _math(tc: Any) -> list:
    from .math_to_llvm import populate_math_to_llvm_patterns

    return populate_math_to_llvm_patterns(tc)


def _index(tc: Any) -> list:
    from .index_to_llvm import populate_index_to_llvm_patterns

    return populate_index_to_llvm_patterns(tc)


def _cf(tc: Any) -> list:
    from .func_to_llvm import cf_to_llvm_patterns

    return cf_to_llvm_patterns(tc, with_assert=True)


def _func(tc: Any, memref_arg_noalias: bool = False) -> list:
    from .func_to_llvm import populate_func_to_llvm_patterns

    return populate_func_to_llvm_patterns(tc, memref_arg_noalias=memref_arg_noalias)


def _ub(tc: Any) -> list:
    from .ub_to_llvm import populate_ub_to_llvm_patterns

    return populate_ub_to_llvm_patterns(tc)


def _memref(tc: Any) -> list:
    from .memref_to_llvm import populate_finalize_memref_to_llvm_patterns

    # the allocation options travel with the converter, as MLIR's LowerToLLVMOptions
    # (transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter sets them)
    return populate_finalize_memref_to_llvm_patterns(
        tc, getattr(tc, "use_aligned_alloc", False), getattr(tc, "use_generic_functions", False)
    )


#: dialect name -> function(type_converter) -> patterns. Order does not matter:
#: every pattern has its own root op.
DIALECT_LOWERINGS: dict[str, Callable[[Any], list]] = {
    "arith": _arith,
    "cf": _cf,
    "func": _func,
    "index": _index,
    "math": _math,
    "memref": _memref,
    "ub": _ub,
}


def collect_patterns(tc: Any, dialects: Any = None, memref_arg_noalias: bool = False) -> list:
    """The patterns of ``dialects`` (all known ones when empty/None); a dialect whose
    lowering module is missing contributes nothing. ``memref_arg_noalias``: see
    ``convert-func-to-llvm``'s option of that name."""
    names = list(dialects) if dialects else sorted(DIALECT_LOWERINGS)
    patterns: list = []
    for name in names:
        fn = DIALECT_LOWERINGS.get(name)
        if fn is None:
            continue
        try:
            patterns += fn(tc, memref_arg_noalias) if fn is _func else fn(tc)
        except ImportError:
            continue
    return patterns


@register_pass(
    "convert-to-llvm",
    summary="Convert to LLVM via dialect interfaces found in the input IR",
    options=[
        Option(
            "filter-dialects",
            list[str],
            None,
            "Test conversion patterns of only the specified dialects",
        ),
        MEMREF_ARG_NOALIAS_OPTION,
    ],
    display_name="ConvertToLLVMPass",
)
class ConvertToLLVM(Pass):
    """Lower arith, cf, func, index, math, memref and ub ops to the llvm dialect in one conversion."""

    def run_on_operation(self, op: Any) -> None:
        from ..rewrite import dialect_conversion as conversion
        from .llvm_common.type_converter import llvm_conversion_target, make_llvm_type_converter

        unknown = [d for d in self.filter_dialects if d not in DIALECT_LOWERINGS]
        if unknown:
            get_engine().emit_error(
                op, f"dialect does not implement ConvertToLLVMPatternInterface: {unknown[0]}"
            )
            self.signal_pass_failure()
            return
        tc = make_llvm_type_converter()
        patterns = collect_patterns(tc, self.filter_dialects, self.memref_arg_noalias)
        if not conversion.apply_partial_conversion(
            op, llvm_conversion_target(), patterns, tc, context=self.context
        ):
            self.signal_pass_failure()
