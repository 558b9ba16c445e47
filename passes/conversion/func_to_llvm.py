"""``convert-func-to-llvm``: lower ``func`` ops to the ``llvm`` dialect with MLIR 19's calling convention.

* ``func.func`` -> ``llvm.func``. Each ranked memref argument is expanded into
  its descriptor's fields ``(allocated ptr, aligned ptr, offset, sizes...,
  strides...)`` and an unranked one into ``(rank, descriptor ptr)``; the entry
  block rebuilds the descriptor from them (an argument materialization). No
  result gives ``!llvm.void``, one result its converted type, several a literal
  struct of them. Discardable attributes are kept (but ``llvm.linkage``, which
  sets the linkage, ``llvm.readnone``, which becomes ``memory``, and
  ``func.varargs``); the visibility moves along. Argument attributes are kept
  on arguments that convert 1:1 and dropped on expanded memrefs, as MLIR 19
  does (see ``memref-arg-noalias`` below); result attributes are kept when
  there is exactly one result.
* ``llvm.emit_c_interface`` adds ``_mlir_ciface_<name>``, taking each memref
  as a pointer to its descriptor and returning a struct result through a
  pointer passed first: for a definition, a wrapper that loads, unpacks and
  calls it; for a declaration, the declaration of the C function plus a
  private body for ``<name>`` that packs descriptors on the stack and calls it.
* ``use-bare-ptr-memref-call-conv`` (or an ``llvm.bareptr`` attribute on the
  function or callee): statically shaped memrefs with static strides and
  offset pass as one pointer (the aligned pointer at calls, the allocated
  pointer at returns, as MLIR 19); a function with another memref keeps its
  ``func.func`` form (MLIR 19 does the same: its signature does not convert).
* ``func.return`` (results packed with ``llvm.mlir.undef`` + ``llvm.insertvalue``),
  ``func.call`` (memref operands unpacked with ``llvm.extractvalue``, several
  results unpacked the same way), ``func.call_indirect`` and ``func.constant``
  (``llvm.mlir.addressof``), when those ops are registered.

irlite extension: ``memref-arg-noalias`` (off by default, so the output equals
mlir-opt 19's) puts a memref argument's ``llvm.noalias`` on the aligned
pointer of its expanded descriptor, where LLVM can use it; the allocated
pointer is only ever used to free the buffer.

What this pass does not do: unranked memref results and returns in the
default convention (MLIR copies those descriptors to the heap; here the
``func.return``/``func.call`` is left unconverted), MLIR 19's rewriting of
``llvm.byval``/``llvm.byref`` arguments of non-pointer type into a pointer and a
load (the types those attributes carry are converted, though), the
``data-layout`` module attribute, ``func.constant`` / ``func.call_indirect``
unless those ops are registered (irlite's ``func`` dialect does not define them
yet). Like MLIR 19 the pass also lowers ``arith`` ops and ``cf`` branches
(``cf_to_llvm``'s patterns; not ``cf.assert``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...ir.attributes import (
    ArrayAttr,
    DialectAttr,
    DictionaryAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from ...ir.core import Block, Operation, Region, Value
from ...ir.diagnostics import get_engine
from ...ir.rewriter import PatternRewriter
from ...ir.types import DYNAMIC, FunctionType, MemRefType, UnrankedMemRefType
from ..infra.pass_base import Option, Pass, register_pass
from ..rewrite.dialect_conversion import ConversionPatternRewriter, SignatureConversion
from .llvm_common.builders import (
    alloca,
    call,
    call_segment_props,
    const_index,
    extract_value,
    insert_value,
    load,
    ptr_type,
    store,
    strides_and_offset,
    undef,
)
from .llvm_common.memref_descriptor import MemRefDescriptor, unranked_descriptor
from .llvm_common.pattern import ConvertToLLVMPattern
from .llvm_common.type_converter import (
    INDEX_BITWIDTH_OPTION,
    MEMREF_ARG_NOALIAS_OPTION,
    llvm_conversion_target,
    make_llvm_type_converter,
    memref_address_space,
)

__all__ = [
    "FuncOpConversion",
    "convert_function_signature",
    "install_memref_argument_materialization",
    "pack_function_results",
    "populate_func_to_llvm_patterns",
]

_TYPED_ARG_ATTRS = frozenset({"llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca"})
_SKIPPED_ATTRS = frozenset({"llvm.linkage", "func.varargs", "llvm.readnone"})
_READNONE = "memory_effects<other = none, argMem = none, inaccessibleMem = none>"


def _lt() -> Any:
    from ...rules import llvm_types

    return llvm_types


# ------------------------------------------------------------------ type conversion helpers


def bare_ptr_type(t: Any) -> Any:
    """The pointer a memref passes as under the bare-pointer convention, or ``None``
    (MLIR's ``convertMemRefToBarePtr``: static shape, strides and offset)."""
    if not isinstance(t, MemRefType) or not t.has_static_shape:
        return None
    strides, off = strides_and_offset(t)
    if strides is None or DYNAMIC in strides or off == DYNAMIC:
        return None
    a = memref_address_space(t)
    if a is None:
        return None
    return ptr_type(a)


def can_convert_to_bare_ptr(t: Any) -> bool:
    if not isinstance(t, MemRefType):
        return False
    strides, off = strides_and_offset(t)
    return strides is not None and DYNAMIC not in strides and off != DYNAMIC


def calling_convention_type(tc: Any, t: Any, bare: bool) -> Any:
    if bare and isinstance(t, (MemRefType, UnrankedMemRefType)):
        return bare_ptr_type(t)
    return tc.convert_type(t)


def argument_types(tc: Any, t: Any, bare: bool) -> list | None:
    """The LLVM parameter types one function argument of type ``t`` becomes."""
    if bare:
        c = calling_convention_type(tc, t, True)
        return None if c is None else [c]
    if isinstance(t, MemRefType):
        s = tc.convert_type(t)
        return None if s is None else MemRefDescriptor.unpacked_types(s)
    if isinstance(t, UnrankedMemRefType):
        s = tc.convert_type(t)
        return None if s is None else list(s.body)
    c = tc.convert_type(t)
    return None if c is None else [c]


def pack_function_results(tc: Any, types: Sequence[Any], bare: bool) -> Any:
    """MLIR's ``packFunctionResults``: one type converted, several in a literal struct."""
    if len(types) == 1:
        return calling_convention_type(tc, types[0], bare)
    out = []
    for t in types:
        c = calling_convention_type(tc, t, bare)
        if c is None:
            return None
        out.append(c)
    return _lt().LLVMStructType.get(tuple(out))


def convert_function_signature(
    tc: Any, ft: FunctionType, bare: bool, vararg: bool, sig: SignatureConversion
) -> Any:
    """The ``!llvm.func`` type of ``ft``, filling ``sig`` with each input's new types."""
    lt = _lt()
    for i, t in enumerate(ft.inputs):
        types = argument_types(tc, t, bare)
        if types is None:
            return None
        sig.add_inputs(i, types)
    if not ft.results:
        res = lt.LLVMVoidType.get()
    else:
        res = pack_function_results(tc, ft.results, bare)
        if res is None:
            return None
    return lt.LLVMFunctionType.get(res, tuple(sig.converted_types), vararg)


def c_wrapper_type(tc: Any, ft: FunctionType) -> tuple:
    """MLIR's ``convertFunctionTypeCWrapper``: (wrapper type, result struct or None)."""
    lt = _lt()
    inputs: list = []
    res = lt.LLVMVoidType.get() if not ft.results else pack_function_results(tc, ft.results, False)
    if res is None:
        return None, None
    struct = res if isinstance(res, lt.LLVMStructType) else None
    if struct is not None:
        inputs.append(ptr_type())
        res = lt.LLVMVoidType.get()
    for t in ft.inputs:
        c = tc.convert_type(t)
        if c is None:
            return None, None
        if isinstance(t, (MemRefType, UnrankedMemRefType)):
            c = ptr_type()
        inputs.append(c)
    return lt.LLVMFunctionType.get(res, tuple(inputs)), struct


def install_memref_argument_materialization(tc: Any) -> None:
    """Rebuild memref block arguments from their expanded fields (or a bare pointer of
    a function entry block), then cast back to the memref type — MLIR's argument
    materializations of the LLVM type converter. Registered newest, so it wins."""
    if getattr(tc, "_irlite_func_arg_mat", False):
        return
    tc._irlite_func_arg_mat = True

    def materialize(
        rw: PatternRewriter, to_type: Any, inputs: Sequence[Value], loc: Any
    ) -> Value | None:
        if isinstance(to_type, MemRefType):
            struct = tc.convert_type(to_type)
            if struct is None:
                return None
            if len(inputs) == 1:
                v = inputs[0]
                if not isinstance(v.type, _lt().LLVMPointerType):
                    return None
                blk = getattr(v, "owner", None)
                if (
                    not isinstance(blk, Block)
                    or not blk.is_entry_block()
                    or getattr(blk.parent_op, "name", "") not in ("llvm.func", "func.func")
                ):
                    return None
                desc = MemRefDescriptor.from_static_shape(rw, loc, struct, to_type, v, v)
            elif len(inputs) == MemRefDescriptor.num_unpacked(to_type):
                desc = MemRefDescriptor.pack(rw, loc, struct, inputs)
            else:
                return None
        elif isinstance(to_type, UnrankedMemRefType):
            struct = tc.convert_type(to_type)
            if struct is None or len(inputs) != 2:
                return None
            desc = unranked_descriptor(rw, loc, struct, inputs[0], inputs[1])
        else:
            return None
        return rw.create(
            "builtin.unrealized_conversion_cast", (desc,), (to_type,), loc=loc
        ).results[0]

    tc.add_argument_materialization(materialize)


def _filtered_attrs(op: Operation) -> dict:
    return {k: v for k, v in op.attributes.items() if k not in _SKIPPED_ATTRS}


def _visibility(op: Operation) -> Any | None:
    v = op.get_attr("sym_visibility")
    if v is None or v.value == "public":
        return None
    return v


def _start_body(rw: PatternRewriter, func: Operation, arg_types: Any, loc: Any) -> Block:
    """Give ``func`` (no body yet) an entry block taking ``arg_types`` (each at ``loc``) and
    set ``rw`` to insert at its end; returns the block."""
    blk = Block(list(arg_types), [loc] * len(arg_types))
    func.regions[0].add_block(blk)
    rw.set_insertion_point_to_end(blk)
    return blk


def _new_llvm_func(
    rw: PatternRewriter,
    name: str,
    ftype: Any,
    linkage: str | None,
    attrs: dict,
    visibility: Any,
    loc: Any,
) -> Operation:
    props: dict = {"sym_name": StringAttr.get(name), "function_type": TypeAttr.get(ftype)}
    if linkage is not None:
        props["linkage"] = linkage
    fn = rw.create("llvm.func", (), (), props, attrs or None, loc=loc, regions=[Region()])
    if visibility is not None:
        fn.set_attr("sym_visibility", visibility)
    return fn


def _all_empty(dicts: Sequence[Any]) -> bool:
    return all(len(d) == 0 for d in dicts)


# ------------------------------------------------------------------ patterns


class _FuncPattern(ConvertToLLVMPattern):
    """Base of the func lowerings: ``bare`` is the bare-pointer calling convention option."""

    @property
    def bare(self) -> bool:
        return bool(self.options.get("use_bare_ptr_call_conv"))


class FuncOpConversion(_FuncPattern):
    """``func.func`` -> ``llvm.func`` (+ the C-interface wrapper when asked)."""

    ROOT = "func.func"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        tc = self.type_converter
        ft = op.function_type
        bare = self.bare or "llvm.bareptr" in op.attributes
        va = op.attributes.get("func.varargs")
        vararg = bool(va is not None and getattr(va, "value", False))
        sig = SignatureConversion(len(ft.inputs))
        llvm_ft = convert_function_signature(tc, ft, bare, vararg, sig)
        if llvm_ft is None:
            return rw.notify_match_failure(op, "signature conversion failed")
        linkage = None
        la = op.attributes.get("llvm.linkage")
        if la is not None:
            if type(la) is not DialectAttr or not la.body.startswith("linkage<"):
                get_engine().emit_error(
                    op, "Contains llvm.linkage attribute not of type LLVM::LinkageAttr"
                )
                return rw.notify_match_failure(
                    op, "Contains linkage attribute not of type LLVM::LinkageAttr"
                )
            linkage = la
        ro = op.attributes.get("llvm.readnone")
        if ro is not None and type(ro) is not UnitAttr:
            get_engine().emit_error(op, "Contains llvm.readnone attribute not of type UnitAttr")
            return rw.notify_match_failure(op, "Contains readnone attribute not of type UnitAttr")
        emit_c = type(op.attributes.get("llvm.emit_c_interface")) is UnitAttr and not bare
        if emit_c and vararg:
            get_engine().emit_error(op, "C interface for variadic functions is not supported yet.")
            return rw.notify_match_failure(op, "C interface for variadic functions")
        wrapper_t = struct_t = None
        if emit_c:
            wrapper_t, struct_t = c_wrapper_type(tc, ft)
            if wrapper_t is None:
                return rw.notify_match_failure(op, "C wrapper type does not convert")
        region = op.regions[0]
        for blk in region.blocks[1:]:
            if tc.convert_types(blk.arg_types) is None:
                return rw.notify_match_failure(op, "block argument types do not convert")

        # -- no failure from here on
        install_memref_argument_materialization(tc)
        rw.set_insertion_point(op)
        attrs = _filtered_attrs(op)
        new = _new_llvm_func(rw, op.sym_name, llvm_ft, linkage, attrs, _visibility(op), op.loc)
        if ro is not None:
            new.set_attr("memory", DialectAttr.get("llvm", _READNONE))
        res_attrs = op.get_attr("res_attrs")
        if res_attrs is not None and len(ft.results) == 1:
            new.set_attr("res_attrs", res_attrs)
        arg_attrs = op.get_attr("arg_attrs")
        if arg_attrs is not None:
            new_attrs = self._convert_arg_attrs(arg_attrs, sig, len(llvm_ft.inputs), ft, bare)
            if new_attrs is not None:
                new.set_attr("arg_attrs", new_attrs)
        if region.blocks:
            rw.inline_region_before(region, new.regions[0])
            entry = rw.convert_region_types(new.regions[0], tc, sig)
            if bare and entry is not None:
                self._bare_ptr_descriptors(rw, entry, ft, sig)
        if emit_c:
            if new.regions[0].blocks:
                self._wrap_for_external_callers(rw, op, new, wrapper_t, struct_t)
            else:
                self._wrap_external_function(rw, op, new, wrapper_t, struct_t)
        return []

    def _bare_ptr_descriptors(
        self, rw: PatternRewriter, entry: Block, ft: FunctionType, sig: SignatureConversion
    ) -> None:
        """Give each bare-pointer memref argument its descriptor (MLIR's
        ``MemRefDescriptor::fromStaticShape``), built at the top of the entry block: the
        framework's argument cast (pointer -> memref) is rewired to read the descriptor."""
        tc = self.type_converter
        for i, t in enumerate(ft.inputs):
            if not isinstance(t, MemRefType):
                continue
            start, _size, _ = sig.get_input_mapping(i)
            arg = entry.args[start]
            casts = [
                u.owner
                for u in arg.uses
                if u.owner.name == "builtin.unrealized_conversion_cast"
                and len(u.owner.results) == 1
                and u.owner.num_operands == 1
                and u.owner.results[0].type is t
            ]
            if not casts:
                continue
            rw.set_insertion_point_to_start(entry)
            desc = MemRefDescriptor.from_static_shape(rw, arg.loc, tc.convert_type(t), t, arg, arg)
            for c in casts:
                c.set_operand(0, desc)
                c.move_after(desc.owner)

    def _convert_arg_attrs(
        self, arg_attrs: Any, sig: SignatureConversion, n: int, ft: FunctionType, bare: bool
    ) -> Any:
        empty = DictionaryAttr.get({})
        out = [empty] * n
        noalias_ext = self.options.get("memref_arg_noalias", False) and not bare
        for i, d in enumerate(arg_attrs.value):
            start, size, _ = sig.get_input_mapping(i)
            if size == 1:
                out[start] = self._convert_typed_attrs(d)
            elif noalias_ext and isinstance(ft.inputs[i], MemRefType) and "llvm.noalias" in d.value:
                out[start + 1] = DictionaryAttr.get({"llvm.noalias": d.value["llvm.noalias"]})
        if _all_empty(out):
            return None
        return ArrayAttr.get(tuple(out))

    def _convert_typed_attrs(self, d: Any) -> Any:
        """``llvm.byval`` / ``llvm.byref`` / ``llvm.sret`` / ``llvm.inalloca`` carry a type:
        it is converted too, as MLIR does."""
        if not any(k in _TYPED_ARG_ATTRS for k in d.value):
            return d
        items = {}
        for k, v in d.value.items():
            if k in _TYPED_ARG_ATTRS and type(v) is TypeAttr:
                c = self.type_converter.convert_type(v.value)
                v = TypeAttr.get(c) if c is not None else v
            items[k] = v
        return DictionaryAttr.get(items)

    def _propagate_arg_res_attrs(self, op: Operation, wrapper: Operation, has_struct: bool) -> None:
        arg_attrs = op.get_attr("arg_attrs")
        if not has_struct:
            ra = op.get_attr("res_attrs")
            if ra is not None:
                wrapper.set_attr("res_attrs", ra)
            if arg_attrs is not None:
                wrapper.set_attr("arg_attrs", arg_attrs)
        elif arg_attrs is not None:
            wrapper.set_attr("arg_attrs", ArrayAttr.get((DictionaryAttr.get({}), *arg_attrs.value)))

    def _new_ciface(
        self, rw: PatternRewriter, op: Operation, wrapper_t: Any, struct_t: Any
    ) -> Operation:
        """The ``_mlir_ciface_<name>`` function of type ``wrapper_t``, inserted before
        ``op`` (no body yet), with ``op``'s attributes and argument/result attributes."""
        rw.set_insertion_point(op)
        w = _new_llvm_func(
            rw,
            "_mlir_ciface_" + op.sym_name,
            wrapper_t,
            None,
            _filtered_attrs(op),
            _visibility(op),
            op.loc,
        )
        self._propagate_arg_res_attrs(op, w, struct_t is not None)
        return w

    def _wrap_for_external_callers(
        self, rw: PatternRewriter, op: Operation, new: Operation, wrapper_t: Any, struct_t: Any
    ) -> None:
        tc = self.type_converter
        loc = op.loc
        ft = op.function_type
        w = self._new_ciface(rw, op, wrapper_t, struct_t)
        blk = _start_body(rw, w, wrapper_t.inputs, loc)
        off = 1 if struct_t is not None else 0
        args: list = []
        for i, t in enumerate(ft.inputs):
            a = blk.args[i + off]
            if isinstance(t, MemRefType):
                v = load(rw, loc, tc.convert_type(t), a)
                args += MemRefDescriptor.unpack(rw, loc, v, len(t.shape))
            elif isinstance(t, UnrankedMemRefType):
                v = load(rw, loc, tc.convert_type(t), a)
                args += [extract_value(rw, loc, v, [0]), extract_value(rw, loc, v, [1])]
            else:
                args.append(a)
        res_t = new.properties["function_type"].value.result
        results = [] if isinstance(res_t, _lt().LLVMVoidType) else [res_t]
        c = call(rw, loc, op.sym_name, args, results)
        if struct_t is not None:
            store(rw, loc, c.results[0], blk.args[0])
            rw.create("llvm.return", (), (), loc=loc)
        else:
            rw.create("llvm.return", tuple(c.results), (), loc=loc)
        rw.set_insertion_point(op)

    def _wrap_external_function(
        self, rw: PatternRewriter, op: Operation, new: Operation, wrapper_t: Any, struct_t: Any
    ) -> None:
        tc = self.type_converter
        loc = op.loc
        ft = op.function_type
        idx = self.index_type
        self._new_ciface(rw, op, wrapper_t, struct_t)
        name = "_mlir_ciface_" + op.sym_name
        new.set_attr("linkage", DialectAttr.get("llvm", "linkage<private>"))
        llvm_ft = new.properties["function_type"].value
        blk = _start_body(rw, new, llvm_ft.inputs, loc)
        args: list = []
        if struct_t is not None:
            one = const_index(rw, loc, idx, 1)
            args.append(alloca(rw, loc, struct_t, one))
        k = 0
        for t in ft.inputs:
            if isinstance(t, (MemRefType, UnrankedMemRefType)):
                struct = tc.convert_type(t)
                if isinstance(t, MemRefType):
                    n = MemRefDescriptor.num_unpacked(t)
                    packed = MemRefDescriptor.pack(rw, loc, struct, blk.args[k : k + n])
                else:
                    n = 2
                    packed = unranked_descriptor(rw, loc, struct, blk.args[k], blk.args[k + 1])
                one = const_index(rw, loc, idx, 1)
                p = alloca(rw, loc, packed.type, one)
                store(rw, loc, packed, p)
                args.append(p)
                k += n
            else:
                args.append(blk.args[k])
                k += 1
        res = [] if isinstance(wrapper_t.result, _lt().LLVMVoidType) else [wrapper_t.result]
        c = call(rw, loc, name, args, res)
        if struct_t is not None:
            v = load(rw, loc, struct_t, args[0])
            rw.create("llvm.return", (v,), (), loc=loc)
        else:
            rw.create("llvm.return", tuple(c.results), (), loc=loc)
        rw.set_insertion_point(op)


class ReturnOpLowering(_FuncPattern):
    """``func.return`` -> ``llvm.return`` (several values packed into a struct)."""

    ROOT = "func.return"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        tc = self.type_converter
        loc = op.loc
        parent = op.parent_op
        bare = self.bare or (parent is not None and "llvm.bareptr" in parent.attributes)
        types = [v.type for v in op.operands]
        if any(isinstance(t, UnrankedMemRefType) for t in types):
            return rw.notify_match_failure(op, "unranked memref results are not supported")
        for t, v in zip(types, operands):
            ct = tc.convert_type(t)
            if ct is None or v.type is not ct:
                return rw.notify_match_failure(op, "operand not converted")
        packed_t = pack_function_results(tc, types, bare) if len(types) > 1 else None
        if len(types) > 1 and packed_t is None:
            return rw.notify_match_failure(op, "could not convert result types")
        rw.set_insertion_point(op)
        vals = list(operands)
        if bare:
            vals = [
                MemRefDescriptor(v).allocated_ptr(rw, loc)
                if isinstance(t, MemRefType) and can_convert_to_bare_ptr(t)
                else v
                for t, v in zip(types, vals)
            ]
        if len(vals) > 1:
            packed = undef(rw, loc, packed_t)
            for i, v in enumerate(vals):
                packed = insert_value(rw, loc, packed, v, [i])
            vals = [packed]
        rw.create("llvm.return", tuple(vals), (), attributes=dict(op.attributes) or None, loc=loc)
        return []


def _promote_operands(
    rw: PatternRewriter, loc: Any, types: Sequence[Any], operands: Sequence[Value], bare: bool
) -> list:
    """MLIR's ``promoteOperands``: memref descriptors unpacked (or their aligned pointer)."""
    out: list = []
    for t, v in zip(types, operands):
        if bare and isinstance(t, MemRefType):
            out.append(MemRefDescriptor(v).aligned_ptr(rw, loc))
        elif not bare and isinstance(t, UnrankedMemRefType):
            out += [extract_value(rw, loc, v, [0]), extract_value(rw, loc, v, [1])]
        elif not bare and isinstance(t, MemRefType):
            out += MemRefDescriptor.unpack(rw, loc, v, len(t.shape))
        else:
            out.append(v)
    return out


class _CallLowering(_FuncPattern):
    def _lower(
        self,
        op: Operation,
        operands: list,
        op_types: list,
        rw: PatternRewriter,
        bare: bool,
        callee: str | None,
        callee_ptr: Value | None,
    ) -> list | bool:
        tc = self.type_converter
        loc = op.loc
        res_types = [r.type for r in op.results]
        packed = None
        if res_types:
            packed = pack_function_results(tc, res_types, bare)
            if packed is None:
                return rw.notify_match_failure(op, "result types do not convert")
        if any(isinstance(t, UnrankedMemRefType) for t in res_types):
            return rw.notify_match_failure(op, "unranked memref results are not supported")
        if bare and any(isinstance(t, UnrankedMemRefType) for t in op_types):
            return rw.notify_match_failure(op, "unranked memrefs with the bare-pointer convention")
        for t, v in zip(op_types, operands):
            ct = tc.convert_type(t)
            if ct is None or v.type is not ct:
                return rw.notify_match_failure(op, "operand not converted")
        rw.set_insertion_point(op)
        promoted = _promote_operands(rw, loc, op_types, operands, bare)
        attrs = dict(op.attributes)
        props = {k: v for k, v in op.properties.items() if k != "callee"}
        extra: dict = {}
        for k, v in props.items():
            if k in rw.lookup_op_class("llvm.call").inherent_attrs:
                extra[k] = v
            else:
                attrs[k] = v
        results = [packed] if packed is not None else []
        if callee is not None:
            c = call(rw, loc, callee, promoted, results, attrs or None, extra or None)
        else:
            p = {}
            p.update(call_segment_props(rw, len(promoted) + 1))
            p.update(extra)
            c = rw.create(
                "llvm.call", (callee_ptr, *promoted), tuple(results), p, attrs or None, loc=loc
            )
        vals: list = list(c.results)
        if len(res_types) > 1:
            vals = [extract_value(rw, loc, c.results[0], [i]) for i in range(len(res_types))]
        if bare:
            vals = [self._promote_bare(rw, loc, t, v) for t, v in zip(res_types, vals)]
        return vals

    def _promote_bare(self, rw: PatternRewriter, loc: Any, t: Any, v: Value) -> Value:
        if isinstance(t, MemRefType):
            return MemRefDescriptor.from_static_shape(
                rw, loc, self.type_converter.convert_type(t), t, v, v
            )
        return v


class CallOpLowering(_CallLowering):
    ROOT = "func.call"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        callee = op.properties["callee"]
        name = callee.root if getattr(callee, "is_flat", True) else None
        if name is None:
            return rw.notify_match_failure(op, "nested callee symbol")
        bare = self.bare
        if not bare:
            target = _lookup_symbol(op, name)
            bare = target is not None and "llvm.bareptr" in target.attributes
        return self._lower(op, operands, [v.type for v in op.operands], rw, bare, name, None)


class CallIndirectOpLowering(_CallLowering):
    ROOT = "func.call_indirect"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        fn = operands[0]
        if not isinstance(fn.type, _lt().LLVMPointerType):
            return rw.notify_match_failure(op, "callee not converted")
        return self._lower(
            op, operands[1:], [v.type for v in op.operands[1:]], rw, self.bare, None, fn
        )


class ConstantOpLowering(_FuncPattern):
    """``func.constant @f`` -> ``llvm.mlir.addressof @f``."""

    ROOT = "func.constant"

    def lower(self, op: Operation, operands: list, rw: ConversionPatternRewriter) -> list | bool:
        t = self.type_converter.convert_type(op.results[0].type)
        if t is None or not isinstance(t, _lt().LLVMPointerType):
            return rw.notify_match_failure(op, "failed to convert result type")
        value = op.get_attr("value")
        rw.set_insertion_point(op)
        attrs = {k: v for k, v in op.attributes.items()}
        new = rw.create(
            "llvm.mlir.addressof",
            (),
            (t,),
            {"global_name": SymbolRefAttr.get(value.root)},
            attrs or None,
            loc=op.loc,
        )
        return [new.results[0]]


def _lookup_symbol(op: Operation, name: str) -> Operation | None:
    p = op.parent_op
    while p is not None:
        if "SymbolTable" in getattr(p, "traits", ()):
            for o in p.regions[0].blocks[0].ops if p.regions and p.regions[0].blocks else ():
                s = o.properties.get("sym_name") if o.properties else None
                if s is not None and s.value == name:
                    return o
        p = p.parent_op
    return None


def populate_func_to_llvm_patterns(
    converter: Any, use_bare_ptr_call_conv: bool = False, memref_arg_noalias: bool = False
) -> list:
    """The func -> llvm patterns (MLIR's ``populateFuncToLLVMConversionPatterns``)."""
    opts = {
        "use_bare_ptr_call_conv": use_bare_ptr_call_conv,
        "memref_arg_noalias": memref_arg_noalias,
    }
    return [
        FuncOpConversion(converter, opts),
        CallOpLowering(converter, opts),
        ReturnOpLowering(converter, opts),
        CallIndirectOpLowering(converter, opts),
        ConstantOpLowering(converter, opts),
    ]


def cf_to_llvm_patterns(converter: Any, with_assert: bool = False) -> list:
    """The cf -> llvm patterns of ``cf_to_llvm`` (the assert lowering too when asked);
    none when that module is absent."""
    try:
        from . import cf_to_llvm
    except ImportError:
        return []
    pats = list(cf_to_llvm.populate_cf_to_llvm_patterns(converter))
    if with_assert and hasattr(cf_to_llvm, "populate_assert_to_llvm_pattern"):
        pats = list(cf_to_llvm.populate_assert_to_llvm_pattern(converter, pats))
    return pats


@register_pass(
    "convert-func-to-llvm",
    summary="Convert from the Func dialect to the LLVM dialect",
    options=[
        Option(
            "use-bare-ptr-memref-call-conv",
            bool,
            False,
            "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types",
        ),
        INDEX_BITWIDTH_OPTION,
        MEMREF_ARG_NOALIAS_OPTION,
    ],
    anchor="builtin.module",
    display_name="ConvertFuncToLLVMPass",
)
class ConvertFuncToLLVM(Pass):
    """Lower func ops (and arith and cf ops, as MLIR 19 does) to the llvm dialect."""

    def run_on_operation(self, op: Any) -> None:
        from ..rewrite import dialect_conversion as conversion

        tc = make_llvm_type_converter(self.index_bitwidth, self.use_bare_ptr_memref_call_conv)
        patterns = populate_func_to_llvm_patterns(
            tc, self.use_bare_ptr_memref_call_conv, self.memref_arg_noalias
        )
        # MLIR 19's pass lowers arith and cf ops too (llvm-project issue 70982)
        from .convert_to_llvm import collect_patterns

        patterns += collect_patterns(tc, ["arith"])
        patterns += cf_to_llvm_patterns(tc)
        target = llvm_conversion_target()
        if not conversion.apply_partial_conversion(op, target, patterns, tc, context=self.context):
            self.signal_pass_failure()
