"""Native helpers of ``llvm.rules``: type predicates, MLIR's hand-written custom forms, verifiers.

The custom assembly MLIR 19 writes in C++ for the LLVM dialect (``LLVMDialect.cpp``):
``llvm.func`` (linkage, visibility, unnamed_addr and calling-convention keywords, a
variadic signature, argument/result attributes), ``llvm.call`` (direct and indirect,
``vararg(...)``), ``llvm.mlir.global`` (value, optional initializer region, the type
omitted for strings), ``llvm.getelementptr`` (``[%i, 1]``: constant and dynamic indices
mixed), ``llvm.load`` / ``llvm.store`` (volatile, atomic orderings), ``llvm.alloca``,
``llvm.switch``; and the format directives ``custom<LLVMOpAttrs>`` (an attribute
dictionary after an extra space), ``custom<OverflowFlags>`` (``overflow<nsw>``),
``custom<ICmpPredicate>`` / ``custom<FCmpPredicate>`` (``"slt"``) and
``custom<InsertExtractValueElementType>`` (the element type at a position). Op parsers
take ``(cls, p)`` and build the op; printers append to ``p.out``. Verifiers return None
or MLIR's message (or a diagnostic with notes). The keywords these forms read and write
(predicates, linkages, calling conventions, orderings, ...) are the cases of
``llvm.rules``' enums, read from the generated tables (``enum_table``, ``enum_keywords``).

What it does not do: check calls against their callees' signatures across symbol
tables beyond what MLIR's ``verifySymbolUses`` checks here (callee kind, operand and
result counts and types), data layout, or anything about the LLVM IR translation.
"""

from __future__ import annotations

import re
from typing import Any

from irlite.gen.loader import builtin_module
from irlite.gen.runtime import EnumTable, expect_keyword, int_token
from irlite.ir.attributes import (
    ArrayAttr,
    DenseArrayAttr,
    DialectAttr,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from irlite.ir.builtin_dialects import function_argument_texts, parse_function_signature
from irlite.ir.core import Operation, Region
from irlite.ir.diagnostics import Diagnostic, Severity
from irlite.ir.interfaces import CallableOpInterface, CallOpInterface
from irlite.ir.types import FloatType, IntegerType, VectorType
from irlite.rules.cf import (
    SwitchCases,
    check_successor_operands,
    dest_text,
    parse_dest,
    parse_switch_flag,
    successor_operand_groups,
)
from irlite.rules.llvm_types import (
    LLVMArrayType,
    LLVMFixedVectorType,
    LLVMFunctionType,
    LLVMPointerType,
    LLVMStructType,
    LLVMVoidType,
    is_compatible_type,
    parse_type,  # noqa: F401 (the dialect's type_parser hook)
)

_I1 = IntegerType.get(1)
_I32 = IntegerType.get(32)
_I64 = IntegerType.get(64)
_VOID = LLVMVoidType.get()
_DYNAMIC_INDEX = -2147483648  # GEPOp::kDynamicIndex
_INT = re.compile(r"-?(?:0x[0-9a-fA-F]+|\d+)")

# ------------------------------------------------------------------ type predicates


def _scalar_or_vector(t: Any, pred: Any) -> bool:
    if type(t) is VectorType:
        return len(t.shape) == 1 and pred(t.element_type)
    if type(t) is LLVMFixedVectorType:
        return pred(t.element_type)
    return pred(t)


def is_int(t: Any) -> bool:
    return type(t) is IntegerType and t.signedness == "signless"


def _is_llvm_float(t: Any) -> bool:
    return type(t) is FloatType and t.name in ("f16", "bf16", "f32", "f64", "f80", "f128")


def is_int_like(t: Any) -> bool:
    return _scalar_or_vector(t, is_int)


def is_i1_like(t: Any) -> bool:
    return _scalar_or_vector(t, lambda e: e is _I1)


def is_float_like(t: Any) -> bool:
    return _scalar_or_vector(t, _is_llvm_float)


def is_ptr(t: Any) -> bool:
    return type(t) is LLVMPointerType


def is_ptr_like(t: Any) -> bool:
    return _scalar_or_vector(t, is_ptr)


def is_aggregate(t: Any) -> bool:
    return type(t) in (LLVMStructType, LLVMArrayType)


def is_non_aggregate(t: Any) -> bool:
    return is_compatible_type(t) and not is_aggregate(t)


def is_loadable(t: Any) -> bool:
    """MLIR's ``LLVM_LoadableType``: compatible, sized, not void/function/label/metadata/token."""
    from irlite.rules.llvm_types import is_valid_element_type

    return is_compatible_type(t) and is_valid_element_type(t)


def cmp_result_type(t: Any) -> Any:
    """``i1``, or a vector of ``i1`` of the operands' length."""
    if type(t) is VectorType:
        return VectorType.get(t.shape, _I1, t.scalable)
    if type(t) is LLVMFixedVectorType:
        return LLVMFixedVectorType.get(_I1, t.num_elements)
    return _I1


# ------------------------------------------------------------------ shared directives


def parse_LLVMOpAttrs(p: Any) -> tuple:
    """``custom<LLVMOpAttrs>(attr-dict)``: an optional attribute dictionary."""
    return (p.parse_optional_attr_dict(),)


def print_LLVMOpAttrs(p: Any, op: Operation, attrs: Any) -> str:
    """The dictionary with its own leading space (after the directive's one: MLIR's two)."""
    return " " + p.attr_dict_text(attrs) if attrs else ""


_OVERFLOW_BITS = {"none": 0, "nsw": 1, "nuw": 2}
_OVERFLOW_TEXT = {0: "none", 1: "nsw", 2: "nuw", 3: "nsw, nuw"}
_KW = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")


def parse_OverflowFlags(p: Any) -> tuple:
    """``custom<OverflowFlags>``: nothing, or ``overflow<nsw, nuw>``."""
    if not p.try_keyword("overflow"):
        return (_enum_attr("overflow", "none"),)
    p.expect("<", "'<'")
    bits = 0
    while True:
        p.ws()
        pos = p.pos
        m = p.match(_KW)
        if m is None:
            p.error("expected valid keyword" + p._found())
        if m.group() not in _OVERFLOW_BITS:
            p.error(
                f"custom op '{p.custom_op_name}' invalid overflow flag: expected nsw, nuw, or none",
                pos,
            )
        bits |= _OVERFLOW_BITS[m.group()]
        if not p.try_lit(","):
            break
    p.expect(">", "'>'")
    return (_enum_attr("overflow", _OVERFLOW_TEXT[bits]),)


def print_OverflowFlags(p: Any, op: Operation, flags: Any) -> str:
    kw = _enum_kw(flags, "overflow")
    return "" if kw in (None, "none") else f" overflow<{kw}>"


# ------------------------------------------------------------------ enums (declared in llvm.rules)


def enum_table(name: str) -> EnumTable:
    """The generated table of ``llvm.rules``'s enum ``name`` (``attr(kw)``, ``value(kw)``,
    ``keywords`` and ``cases`` in declaration order): the one declaration of its cases."""
    return builtin_module("llvm").ENUMS[name]


def enum_keywords(name: str) -> tuple[str, ...]:
    """The case keywords of ``llvm.rules``'s enum ``name``, in declaration order (for the
    comparison predicates that is value order: ``names[v]`` spells value ``v``)."""
    return enum_table(name).keywords


class _EnumViews:
    """The cases of llvm.rules' enums as the custom forms read and write them, each made
    from the generated enum table on first use (then a plain attribute)."""

    def __getattr__(self, name: str) -> Any:
        v = _ENUM_VIEWS[name]()
        setattr(self, name, v)
        return v


def _cases(enum: str) -> list:
    return enum_table(enum).cases


_ENUM_VIEWS: dict = {
    "icmp_predicates": lambda: enum_keywords("ICmpPredicate"),  # value v is names[v]
    "fcmp_predicates": lambda: enum_keywords("FCmpPredicate"),
    "linkages": lambda: enum_keywords("Linkage"),
    "cconvs": lambda: enum_keywords("CConv"),
    "tailcalls": lambda: tuple(k for k, v in _cases("TailCallKind") if v),  # none: not written
    "visibility": lambda: dict(_cases("Visibility")),
    "visibility_names": lambda: {v: k for k, v in _cases("Visibility")},
    "unnamed_addr": lambda: {k: v for k, v in _cases("UnnamedAddr") if v},  # none: not written
    "unnamed_addr_names": lambda: {v: k for k, v in _cases("UnnamedAddr") if v},
    "orderings": lambda: dict(_cases("AtomicOrdering")),
    "ordering_names": lambda: {v: k for k, v in _cases("AtomicOrdering")},
}
_ENUMS = _EnumViews()


def _parse_predicate(p: Any, names: tuple) -> tuple:
    """``"slt"``: the predicate as a string, stored as the enum's ``i64`` value."""
    p.ws()
    pos = p.pos
    a = p.parse_attribute()
    if not isinstance(a, StringAttr):
        p.error(f"custom op '{p.custom_op_name}' invalid kind of attribute specified", pos)
    if a.value not in names:
        p.error(
            f"custom op '{p.custom_op_name}' '{a.value}' is an incorrect value of the "
            "'predicate' attribute",
            pos,
        )
    return (_i64(names.index(a.value)),)


def parse_ICmpPredicate(p: Any) -> tuple:
    """``custom<ICmpPredicate>($predicate)``."""
    return _parse_predicate(p, _ENUMS.icmp_predicates)


def parse_FCmpPredicate(p: Any) -> tuple:
    """``custom<FCmpPredicate>($predicate)``."""
    return _parse_predicate(p, _ENUMS.fcmp_predicates)


def _print_predicate(p: Any, pred: Any, names: tuple) -> str:
    v = pred.value if isinstance(pred, IntegerAttr) else None
    if v is None or not 0 <= v < len(names):
        return p.attr_text(pred)
    return '"' + names[v] + '"'


def print_ICmpPredicate(p: Any, op: Operation, pred: Any) -> str:
    return _print_predicate(p, pred, _ENUMS.icmp_predicates)


def print_FCmpPredicate(p: Any, op: Operation, pred: Any) -> str:
    return _print_predicate(p, pred, _ENUMS.fcmp_predicates)


# ------------------------------------------------------------------ helpers


def _enum_attr(mnemonic: str, kw: str) -> Any:
    return DialectAttr.get("llvm", f"{mnemonic}<{kw}>")


def _enum_kw(attr: Any, mnemonic: str) -> str | None:
    """``internal`` for ``#llvm.linkage<internal>``."""
    if isinstance(attr, DialectAttr):
        body = attr.body if hasattr(attr, "body") else str(attr)[len("#llvm.") :]
        if body.startswith(mnemonic + "<") and body.endswith(">"):
            return body[len(mnemonic) + 1 : -1]
    return None


def _try_keywords(p: Any, words: Any) -> str | None:
    for w in words:
        if p.try_keyword(w):
            return w
    return None


def _i64(v: int) -> Any:
    return IntegerAttr.get(_I64, v)


def _ival(a: Any, default: int = 0) -> int:
    return a.value if isinstance(a, IntegerAttr) else default


def _new(
    cls: Any,
    name: str,
    operands: list,
    results: list,
    props: dict,
    attrs: dict | None,
    regions: list = (),
    successors: list = (),
) -> Operation:  # type: ignore[assignment]
    for k, v in getattr(cls, "DEFAULT_PROPERTIES", {}).items():  # MLIR's default-valued properties
        props.setdefault(k, v)
    op = cls.__new__(cls)
    Operation.__init__(op, name, operands, results, props, attrs or None, regions, successors)
    return op


def _split(cls: Any, attrs: dict, props: dict) -> dict:
    for k in [k for k in attrs if k in cls.inherent_attrs]:
        props[k] = attrs.pop(k)
    return attrs


def _all_attrs(op: Operation, elide: Any) -> dict:
    d = {k: v for k, v in op.properties.items() if k not in elide}
    d.update(op.attributes)
    return d


# ------------------------------------------------------------------ llvm.func


def _parse_linkage_visibility_unnamed_addr(p: Any, props: dict) -> None:
    """The optional ``linkage``, ``visibility`` and ``unnamed_addr`` keywords that
    ``llvm.func`` and ``llvm.mlir.global`` start with, into ``props`` (defaults filled in)."""
    linkage = _try_keywords(p, _ENUMS.linkages) or "external"
    props["linkage"] = _enum_attr("linkage", linkage)
    vis = _try_keywords(p, _ENUMS.visibility)
    props["visibility_"] = _i64(_ENUMS.visibility[vis] if vis else 0)
    ua = _try_keywords(p, _ENUMS.unnamed_addr)
    props["unnamed_addr"] = _i64(_ENUMS.unnamed_addr[ua] if ua else 0)


def _parse_optional_comdat(p: Any, props: dict) -> None:
    """``comdat(@sym)``, if present, into ``props["comdat"]``."""
    if p.try_keyword("comdat"):
        p.expect("(", "'('")
        props["comdat"] = p.parse_attribute()
        p.expect(")", "')'")


def _string_length(attr: StringAttr) -> int:
    """The byte length of a string attribute's value (text is UTF-8 encoded)."""
    v = attr.value
    return len(v.encode("utf-8", "surrogateescape")) if isinstance(v, str) else len(v)


def parse_func(cls: Any, p: Any) -> Operation:
    """MLIR's ``LLVMFuncOp::parse``."""
    props: dict = {}
    _parse_linkage_visibility_unnamed_addr(p, props)
    cc = _try_keywords(p, _ENUMS.cconvs) or "ccc"
    props["CConv"] = _enum_attr("cconv", cc)
    p.ws()
    sig_pos = p.pos
    name = p.parse_optional_symbol_name()
    if name is None:
        p.error("custom op 'llvm.func' expected valid '@'-identifier for symbol name")
    props["sym_name"] = StringAttr.get(name)
    args, arg_attrs, vararg, results, res_attrs = parse_function_signature(p, allow_variadic=True)
    if len(results) > 1:
        p.error(
            "custom op 'llvm.func' failed to construct function type: expected zero or one "
            "function result",
            sig_pos,
        )
    for a in args:
        if not is_compatible_type(a[2]):
            p.error(
                "custom op 'llvm.func' failed to construct function type: expected LLVM type "
                "for function arguments",
                sig_pos,
            )
    if results and not is_compatible_type(results[0]):
        p.error(
            "custom op 'llvm.func' failed to construct function type: expected LLVM type "
            "for function results",
            sig_pos,
        )
    # unchecked, as MLIR's LLVMFuncOp::parse: `!llvm.void` arguments are accepted
    fn_type = LLVMFunctionType.get_unchecked(
        results[0] if results else _VOID, [a[2] for a in args], vararg
    )
    props["function_type"] = TypeAttr.get(fn_type)
    if p.try_keyword("vscale_range"):
        p.error("custom op 'llvm.func' vscale_range is not supported by irlite")
    _parse_optional_comdat(p, props)
    attrs = p.parse_optional_attr_dict_with_keyword()
    if any(arg_attrs):
        props["arg_attrs"] = ArrayAttr.get(tuple(DictionaryAttr.get(d) for d in arg_attrs))
    if any(res_attrs):
        props["res_attrs"] = ArrayAttr.get(tuple(DictionaryAttr.get(d) for d in res_attrs))
    _split(cls, attrs, props)
    op = _new(cls, "llvm.func", [], [], props, attrs, [])
    if p.at("{"):
        # Unnamed arguments: the body's entry block has none (the verifier says so).
        named = bool(args) and args[0][0] is not None
        region = p.parse_region(entry_args=list(args) if named else None)
    else:
        region = Region()
    op.regions = [region]
    region.parent = op
    return op


_FUNC_ELIDED = frozenset(
    {
        "sym_name",
        "function_type",
        "arg_attrs",
        "res_attrs",
        "linkage",
        "CConv",
        "visibility_",
        "comdat",
        "unnamed_addr",
        "vscale_range",
    }
)


def print_func(op: Operation, p: Any) -> None:
    out = p.out
    props = op.properties
    out.append(p.op_name_text("llvm.func") + " ")
    linkage = _enum_kw(props.get("linkage"), "linkage") or "external"
    if linkage != "external":
        out.append(linkage + " ")
    vis = _ENUMS.visibility_names.get(_ival(props.get("visibility_")))
    if vis and vis != "default":
        out.append(vis + " ")
    ua = _ENUMS.unnamed_addr_names.get(_ival(props.get("unnamed_addr")))
    if ua:
        out.append(ua + " ")
    cc = _enum_kw(props.get("CConv"), "cconv") or "ccc"
    if cc != "ccc":
        out.append(cc + " ")
    from irlite.ir.attributes import symbol_text

    out.append("@" + symbol_text(props["sym_name"].value))
    ft = props["function_type"].value
    arg_attrs = props.get("arg_attrs")
    res_attrs = props.get("res_attrs")
    region = op.regions[0]
    entry = region.blocks[0] if region.blocks else None
    parts = function_argument_texts(p, ft.params_, arg_attrs, entry)
    if ft.vararg:
        parts.append("...")
    out.append("(" + ", ".join(parts) + ")")
    if not ft.is_void:
        s = p.type_text(ft.result)
        d = res_attrs.value[0] if res_attrs is not None and len(res_attrs.value) else None
        if d is not None and len(d):
            out.append(" -> (" + s + " " + p.attr_dict_text(d) + ")")
        elif type(ft.result).__name__ == "FunctionType":
            out.append(" -> (" + s + ")")
        else:
            out.append(" -> " + s)
    comdat = props.get("comdat")
    if comdat is not None:
        out.append(" comdat(" + p.attr_text(comdat) + ")")
    extra = _all_attrs(op, _FUNC_ELIDED)
    if extra:
        out.append(" attributes " + p.attr_dict_text(extra))
    if region.blocks:
        out.append(" ")
        p.print_region(region, False, True)


def verify_func(op: Operation) -> Any:
    """MLIR 19's ``LLVMFuncOp::verify`` and the function-interface checks of the entry block."""
    ft = op.properties.get("function_type")
    if ft is None or type(ft.value) is not LLVMFunctionType:
        return "requires attribute 'function_type'"
    fnt = ft.value
    props = op.properties
    linkage = _enum_kw(props.get("linkage"), "linkage") or "external"
    if linkage == "common":
        return "functions cannot have 'common' linkage"
    region = op.regions[0] if op.regions else None
    if region is None or not region.blocks:
        if linkage not in ("external", "extern_weak"):
            return "external functions must have 'external' or 'extern_weak' linkage"
        return None
    if "no_inline" in props and "always_inline" in props:
        return Diagnostic(
            Severity.ERROR,
            op.loc,
            "no_inline and always_inline attributes are incompatible",
            None,
            op,
        )
    if "optimize_none" in props and "no_inline" not in props:
        return "with optimize_none must also be no_inline"
    entry = region.blocks[0]
    if len(entry.args) != len(fnt.params_):
        return f"entry block must have {len(fnt.params_)} arguments to match function signature"
    for i, (a, t) in enumerate(zip(entry.args, fnt.params_)):
        if a.type is not t:
            return (
                f"type of entry block argument #{i}({a.type}) must match the type of the "
                f"corresponding argument in function signature({t})"
            )
        if not is_compatible_type(a.type):
            return f"entry block argument #{i} is not of LLVM type"
    return None


def verify_return(op: Operation) -> Any:
    """MLIR's ``ReturnOp::verify``: the operand matches the enclosing ``llvm.func``'s result."""
    from irlite.ir.diagnostics import op_error

    parent = op.parent_op
    while parent is not None and parent.name != "llvm.func":
        parent = parent.parent_op
    if parent is None:
        return None
    ft = parent.properties.get("function_type")
    if ft is None or type(ft.value) is not LLVMFunctionType:
        return None
    ft = ft.value
    n = len(op.op_operands)
    if ft.is_void:
        msg = "expected no operands" if n else None
    elif n != 1:
        msg = "expected 1 operand"
    else:
        msg = "mismatching result types" if op.op_operands[0].value.type is not ft.result else None
    if msg is None:
        return None
    d = op_error(op, msg)
    d.attach_note("when returning from function", parent.loc)
    return d


# ------------------------------------------------------------------ llvm.call


def parse_call(cls: Any, p: Any) -> Operation:
    """MLIR's ``CallOp::parse``: ``[cconv] [tailcall] (@f | %ptr)(args) [vararg(T)] {attrs} : [ptr-type,] (ins) -> outs``."""
    props: dict = {}
    cc = _try_keywords(p, _ENUMS.cconvs) or "ccc"
    props["CConv"] = _enum_attr("cconv", cc)
    tk = _try_keywords(p, _ENUMS.tailcalls) or "none"
    props["TailCallKind"] = _enum_attr("tailcallkind", tk)
    p.ws()
    fn_ref = None
    if p.peek() == "%":
        fn_ref = p.parse_operand_ref()
    else:
        name = p.parse_optional_symbol_name()
        if name is None:
            p.error("custom op 'llvm.call' invalid kind of attribute specified")
        props["callee"] = SymbolRefAttr.get(name)
    p.expect("(", "'('")
    refs = p.parse_operand_refs(close=")", what="')' in operand list")
    if p.try_keyword("vararg"):
        p.expect("(", "'('")
        p.ws()
        vpos = p.pos
        vt = p.parse_type()
        if type(vt) is not LLVMFunctionType:
            p.error("expected LLVM function type", vpos)
        props["var_callee_type"] = TypeAttr.get(vt)
        p.expect(")", "')'")
    attrs = p.parse_optional_attr_dict()
    p.ws()
    colon_pos = p.pos
    p.expect(":", "':'")
    ptr_t = None
    if fn_ref is not None:
        ptr_t = p.parse_type()
        p.expect(",", "','")
    p.ws()
    fpos = p.pos
    ft = p.parse_type()
    if type(ft).__name__ != "FunctionType":
        p.error("custom op 'llvm.call' expected trailing function type", colon_pos)
    if len(ft.results) > 1:
        p.error("expected function with 0 or 1 result", fpos)
    operands = []
    if fn_ref is not None:
        operands = p.resolve_operands([fn_ref], [ptr_t])
    operands += p.resolve_operands(refs, ft.inputs)
    _split(cls, attrs, props)
    return _new(cls, "llvm.call", operands, list(ft.results), props, attrs)


_CALL_ELIDED = frozenset({"callee", "TailCallKind", "var_callee_type", "CConv"})


def print_call(op: Operation, p: Any) -> None:
    out = p.out
    props = op.properties
    out.append(p.op_name_text("llvm.call"))
    cc = _enum_kw(props.get("CConv"), "cconv") or "ccc"
    if cc != "ccc":
        out.append(" " + cc)
    tk = _enum_kw(props.get("TailCallKind"), "tailcallkind") or "none"
    if tk != "none":
        out.append(" " + tk)
    callee = props.get("callee")
    vals = [o.value for o in op.op_operands]
    if callee is not None:
        out.append(" " + p.attr_text(callee))
        args = vals
    else:
        out.append(" " + p.value_name(vals[0]))
        args = vals[1:]
    out.append("(" + ", ".join(p.value_name(v) for v in args) + ")")
    vt = props.get("var_callee_type")
    if vt is not None:
        out.append(" vararg(" + p.type_text(vt.value) + ")")
    extra = _all_attrs(op, _CALL_ELIDED)
    fm = extra.get("fastmathFlags")
    if fm is not None and _enum_kw(fm, "fastmath") == "none":
        del extra["fastmathFlags"]
    if extra:
        out.append(" " + p.attr_dict_text(extra))
    out.append(" : ")
    if callee is None:
        out.append(p.type_text(vals[0].type) + ", ")
    out.append(p.function_type_str([v.type for v in args], [r.type for r in op.results]))


def verify_call(op: Operation) -> Any:
    if len(op.results) > 1:
        return "expected 0 or 1 result"
    if op.properties.get("callee") is None:
        if not op.op_operands:
            return "must have either a `callee` attribute or at least an operand"
        if type(op.op_operands[0].value.type) is not LLVMPointerType:
            return f"indirect call expects a pointer as callee: {op.op_operands[0].value.type}"
    return None


def verify_call_symbol_uses(op: Operation, tables: Any) -> Any:
    """MLIR 19's ``CallOp::verifySymbolUses`` for a direct call: the callee is an
    ``llvm.func`` whose signature matches the operands and result."""
    callee = op.properties.get("callee")
    if callee is None:
        return None
    name = callee.root
    fn = tables.lookup_nearest_symbol_from(op, name)
    if fn is None:
        return f"'{name}' does not reference a symbol in the current scope"
    if fn.name != "llvm.func":
        return f"'{name}' does not reference a valid LLVM function"
    ft = fn.properties["function_type"].value
    if ft.vararg and op.properties.get("var_callee_type") is None:
        return "missing var_callee_type attribute for vararg call"
    args = [o.value.type for o in op.op_operands]
    if not ft.vararg and len(ft.params_) != len(args):
        return (
            f"incorrect number of operands ({len(args)}) for callee (expecting: {len(ft.params_)})"
        )
    if len(ft.params_) > len(args):
        return (
            f"incorrect number of operands ({len(args)}) for varargs callee "
            f"(expecting at least: {len(ft.params_)})"
        )
    for i, t in enumerate(ft.params_):
        if args[i] is not t:
            return f"operand type mismatch for operand {i}: '{args[i]}' != '{t}'"
    if not op.results and not ft.is_void:
        return "expected function call to produce a value"
    if op.results and ft.is_void:
        return "calling function with void result must not produce values"
    if op.results and op.results[0].type is not ft.result:
        return f"result type mismatch: '{op.results[0].type}' != '{ft.result}'"
    return None


# ------------------------------------------------------------------ branches


def verify_branch(op: Operation) -> Any:
    bad = check_successor_operands(op, successor_operand_groups(op))
    if bad is not None:
        return bad
    bw = op.properties.get("branch_weights")
    if bw is not None and len(bw.values) != len(op.successors):
        return (
            f"expects number of branch weights to match number of successors: "
            f"{len(bw.values)} vs {len(op.successors)}"
        )
    return None


def verify_switch(op: Operation) -> Any:
    cv = op.properties.get("case_values")
    ndest = len(op.successors) - 1
    n = cv.num_elements if cv is not None else 0
    if n != ndest:
        return "expects number of case values to match number of case destinations"
    cs = op.properties.get("case_operand_segments")
    if cs is not None and len(cs.values) != ndest:
        return "expects number of case operand segments to match number of case destinations"
    if cv is not None and cv.type.element_type is not op.op_operands[0].value.type:
        return Diagnostic(
            Severity.ERROR,
            op.loc,
            "expects case value type to match condition value type",
            None,
            op,
        )
    return verify_branch(op)


def parse_switch(cls: Any, p: Any) -> Operation:
    """``%v : i32, ^default(...) [ 1: ^bb1(...), ... ] {attrs}`` (MLIR's ``custom<SwitchOpCases>``)."""
    flag_ref, flag_t = parse_switch_flag(p, "llvm.switch")
    default, drefs, dtypes = parse_dest(p)
    cases = SwitchCases()
    if p.try_lit("[") and not p.try_lit("]"):
        while True:
            cases.parse_case(p, "llvm.switch", flag_t.width)
            if not p.try_lit(","):
                break
        p.expect("]", "']'")
    attrs = p.parse_optional_attr_dict()
    operands, props = cases.operands_and_props(p, flag_ref, flag_t, drefs, dtypes)
    _split(cls, attrs, props)
    return _new(cls, "llvm.switch", operands, [], props, attrs, [], [default] + cases.dests)


def print_switch(op: Operation, p: Any) -> None:
    out = p.out
    flag = op.op_operands[0].value
    nl = "\n" + "  " * p.indent
    groups = successor_operand_groups(op)
    out.append(
        f"{p.op_name_text('llvm.switch')} {p.value_name(flag)} : {p.type_text(flag.type)}, "
        + dest_text(p, op.successors[0], groups[0])
    )
    cv = op.properties.get("case_values")
    if cv is not None and cv.num_elements:
        out.append(" [")
        mask = (1 << cv.type.element_type.width) - 1
        for i, v in enumerate(cv.values):
            v = int(v) & mask  # MLIR 19 prints case values zero-extended, as cf.switch
            out.append(
                ("," if i else "")
                + nl
                + f"  {v}: "
                + dest_text(p, op.successors[i + 1], groups[i + 1])
            )
        out.append(nl + "]")
    extra = _all_attrs(op, ("case_values", "case_operand_segments", "operandSegmentSizes"))
    if extra:
        out.append(" " + p.attr_dict_text(extra))


# ------------------------------------------------------------------ constants and globals


def verify_constant(op: Operation) -> Any:
    """MLIR 19's ``ConstantOp::verify``."""
    from irlite.ir.attributes import ArrayAttr, ElementsAttr, FloatAttr

    v = op.properties.get("value")
    t = op.results[0].type if op.results else None
    if v is None or t is None:
        return None
    if isinstance(v, StringAttr):
        n = _string_length(v)
        if (
            type(t) is not LLVMArrayType
            or t.num_elements != n
            or not is_int(t.element_type)
            or t.element_type.width != 8
        ):
            return f"expected array type of {n} i8 elements for the string constant"
        return None
    if type(t) is LLVMStructType:
        if len(t.body) != 2 or t.body[0] is not t.body[1]:
            return Diagnostic(
                Severity.ERROR,
                op.loc,
                "expected struct type with two elements of the "
                "same type, the type of a complex constant",
                None,
                op,
            )
        if not isinstance(v, ArrayAttr) or len(v.value) != 2:
            return "expected array attribute with two elements, representing a complex constant"
        re_t = getattr(v.value[0], "type", None)
        im_t = getattr(v.value[1], "type", None)
        if re_t is None or im_t is None or re_t is not im_t:
            return "expected array attribute with two elements of the same type"
        e = t.body[0]
        if not (
            type(e) is IntegerType or (type(e) is FloatType and e.name in ("f16", "f32", "f64"))
        ):
            return Diagnostic(
                Severity.ERROR,
                op.loc,
                "expected struct element types to be floating point type or integer type",
                None,
                op,
            )
        return None
    if not isinstance(v, (IntegerAttr, ArrayAttr, FloatAttr, ElementsAttr)):
        return "only supports integer, float, string or elements attributes"
    if isinstance(v, IntegerAttr) and type(t) is not IntegerType:
        return "expected integer type"
    if isinstance(v, FloatAttr):
        w = v.type.width
        if type(t) is FloatType and t.width != w:
            return f"expected float type of width {w}"
        if type(t) is IntegerType and t.width != w:
            return f"expected integer type of width {w}"
    return None


_GLOBAL_ELIDED = frozenset(
    {
        "sym_name",
        "global_type",
        "constant",
        "value",
        "linkage",
        "unnamed_addr",
        "thread_local_",
        "visibility_",
        "comdat",
    }
)


def parse_global(cls: Any, p: Any) -> Operation:
    """MLIR's ``GlobalOp::parse``."""
    name_loc = p.pos - len("llvm.mlir.global")
    props: dict = {}
    _parse_linkage_visibility_unnamed_addr(p, props)
    if p.try_keyword("thread_local"):
        props["thread_local_"] = UnitAttr.get()
    if p.try_keyword("constant"):
        props["constant"] = UnitAttr.get()
    name = p.parse_optional_symbol_name()
    if name is None:
        p.error("custom op 'llvm.mlir.global' expected valid '@'-identifier for symbol name")
    props["sym_name"] = StringAttr.get(name)
    p.expect("(", "'('")
    value = None
    if not p.try_lit(")"):
        value = p.parse_attribute()
        props["value"] = value
        p.expect(")", "')'")
    _parse_optional_comdat(p, props)
    attrs = p.parse_optional_attr_dict()
    types = []
    if p.try_lit(":"):
        types = list(p.parse_type_list_no_parens())
    region = Region()
    if not types:
        if isinstance(value, StringAttr):
            types = [LLVMArrayType.get(IntegerType.get(8), _string_length(value))]
        else:
            p.error(
                "custom op 'llvm.mlir.global' type can only be omitted for string globals", name_loc
            )
    elif len(types) > 1:
        p.error("custom op 'llvm.mlir.global' expected zero or one type", name_loc)
    elif p.at("{"):
        region = p.parse_region()
    props["global_type"] = TypeAttr.get(types[0])
    _split(cls, attrs, props)
    if "addr_space" not in props:
        props["addr_space"] = IntegerAttr.get(_I32, 0)
    op = _new(cls, "llvm.mlir.global", [], [], props, attrs, [])
    op.regions = [region]
    region.parent = op
    return op


def print_global(op: Operation, p: Any) -> None:
    out = p.out
    props = op.properties
    out.append(p.op_name_text("llvm.mlir.global"))
    linkage = _enum_kw(props.get("linkage"), "linkage") or "external"
    out.append(" " + linkage + " ")
    vis = _ENUMS.visibility_names.get(_ival(props.get("visibility_")))
    if vis and vis != "default":
        out.append(vis + " ")
    if "thread_local_" in props:
        out.append("thread_local ")
    ua = _ENUMS.unnamed_addr_names.get(_ival(props.get("unnamed_addr")))
    if ua:
        out.append(ua + " ")
    if "constant" in props:
        out.append("constant ")
    from irlite.ir.attributes import symbol_text

    out.append("@" + symbol_text(props["sym_name"].value) + "(")
    value = props.get("value")
    if value is not None:
        out.append(p.attr_text(value))
    out.append(")")
    comdat = props.get("comdat")
    if comdat is not None:
        out.append(" comdat(" + p.attr_text(comdat) + ")")
    extra = _all_attrs(op, _GLOBAL_ELIDED)
    if extra:
        out.append(" " + p.attr_dict_text(extra))
    if isinstance(value, StringAttr):
        return
    out.append(" : " + p.type_text(props["global_type"].value))
    region = op.regions[0] if op.regions else None
    if region is not None and region.blocks:
        out.append(" ")
        p.print_region(region, False, True)


def verify_global(op: Operation) -> Any:
    """MLIR 19's ``GlobalOp::verify`` (the checks that apply without COMDATs and target types)."""
    props = op.properties
    gt = props.get("global_type")
    if gt is None:
        return None
    t = gt.value
    from irlite.rules.llvm_types import is_valid_element_type

    if not (is_compatible_type(t) and is_valid_element_type(t)):
        return "expects type to be a valid element type for an LLVM global"
    value = props.get("value")
    if isinstance(value, StringAttr):
        n = _string_length(value)
        if (
            type(t) is not LLVMArrayType
            or not is_int(t.element_type)
            or t.element_type.width != 8
            or t.num_elements != n
        ):
            return "requires an i8 array type of the length equal to that of the string attribute"
    linkage = _enum_kw(props.get("linkage"), "linkage")
    if linkage == "common" and value is not None and not _is_zero(value):
        return "expected zero value for 'common' linkage"
    if linkage == "appending" and type(t) is not LLVMArrayType:
        return "expected array type for 'appending' linkage"
    al = props.get("alignment")
    if isinstance(al, IntegerAttr) and (al.value <= 0 or al.value & (al.value - 1)):
        return Diagnostic(
            Severity.ERROR, op.loc, "alignment attribute is not a power of 2", None, op
        )
    return None


def _is_zero(a: Any) -> bool:
    v = getattr(a, "value", None)
    return v == 0 or v == 0.0


def verify_global_regions(op: Operation) -> Any:
    """MLIR's ``GlobalOp::verifyRegions``: an initializer region or a value, not both."""
    region = op.regions[0] if op.regions else None
    if region is None or not region.blocks:
        return None
    if op.properties.get("value") is not None:
        return "cannot have both initializer value and region"
    term = region.blocks[-1].last
    if term is None or term.name != "llvm.return":
        found = term.name if term is not None else "nothing"
        return f"expects regions to end with 'llvm.return', found '{found}'"
    if not term.op_operands:
        return "initializer region cannot return void"
    rt = term.op_operands[0].value.type
    gt = op.properties["global_type"].value
    if rt is not gt:
        return f"initializer region type '{rt}' does not match global type '{gt}'"
    return None


# ------------------------------------------------------------------ aggregates


def _position_type(t: Any, position: Any) -> tuple[Any, str | None]:
    """MLIR's ``getInsertExtractValueElementType``: (element type, or None and the error)."""
    for idx in position:
        if type(t) is LLVMArrayType:
            if idx < 0 or idx >= t.num_elements:
                return None, f"position out of bounds: {idx}"
            t = t.element_type
        elif type(t) is LLVMStructType:
            if idx < 0 or idx >= len(t.body):
                return None, f"position out of bounds: {idx}"
            t = t.body[idx]
        else:
            return None, f"expected LLVM IR structure/array type, got: '{t}'"
    return t, None


def parse_InsertExtractValueElementType(p: Any, container_type: Any, position: Any) -> tuple:
    """``custom<InsertExtractValueElementType>``: nothing to read; the element type at
    ``position`` in ``container_type`` (errors reported at the next token, as MLIR)."""
    et, err = _position_type(container_type, [int(v) for v in position.values])
    if et is None:
        p.ws()
        p.error(f"custom op '{p.custom_op_name}' {err}")
    return (et,)


def print_InsertExtractValueElementType(
    p: Any, op: Operation, elem: Any, container: Any, position: Any
) -> str:
    return ""


def vector_element(vector_type: Any) -> Any:
    """The element type of an LLVM-compatible vector type (extract/insertelement)."""
    return vector_type.element_type


def parse_ShuffleType(p: Any, v1_type: Any, mask: Any) -> tuple:
    """MLIR's ``custom<ShuffleType>``: nothing to read; a vector of ``v1``'s element type
    with one element per mask entry."""
    from irlite.ir.types import VectorType

    return (VectorType.get((len(list(mask.values)),), v1_type.element_type),)


def print_ShuffleType(p: Any, op: Operation, res: Any, v1_type: Any, mask: Any) -> str:
    return ""


def verify_extractvalue(op: Operation) -> Any:
    pos = [int(v) for v in op.properties["position"].values]
    et, err = _position_type(op.op_operands[0].value.type, pos)
    if et is None:
        return err
    if op.results[0].type is not et:
        return f"Type mismatch: extracting from {op.op_operands[0].value.type} should produce {et} but this op returns {op.results[0].type}"
    return None


def verify_insertvalue(op: Operation) -> Any:
    pos = [int(v) for v in op.properties["position"].values]
    ct = op.op_operands[0].value.type
    et, err = _position_type(ct, pos)
    if et is None:
        return err
    vt = op.op_operands[1].value.type
    if vt is not et:
        return f"Type mismatch: cannot insert {vt} into {ct}"
    if op.results[0].type is not ct:
        return "result type must match the container type"
    return None


# ------------------------------------------------------------------ memory


def parse_alloca(cls: Any, p: Any) -> Operation:
    """``[inalloca] %n x T {attrs} : (i64) -> !llvm.ptr``."""
    props: dict = {}
    if p.try_keyword("inalloca"):
        props["inalloca"] = UnitAttr.get()
    ref = p.parse_operand_ref()
    expect_keyword(p, "x", "llvm.alloca")
    elem = p.parse_type()
    attrs = p.parse_optional_attr_dict()
    p.expect(":", "':'")
    p.ws()
    fpos = p.pos
    ft = p.parse_type()
    if type(ft).__name__ != "FunctionType" or len(ft.inputs) != 1 or len(ft.results) != 1:
        p.error(
            "custom op 'llvm.alloca' expected trailing function type with one argument and "
            "one result",
            fpos,
        )
    props["elem_type"] = TypeAttr.get(elem)
    _split(cls, attrs, props)
    return _new(
        cls, "llvm.alloca", p.resolve_operands([ref], ft.inputs), list(ft.results), props, attrs
    )


def print_alloca(op: Operation, p: Any) -> None:
    props = op.properties
    n = op.op_operands[0].value
    s = p.op_name_text("llvm.alloca") + " "
    if "inalloca" in props:
        s += "inalloca "
    s += f"{p.value_name(n)} x {p.type_text(props['elem_type'].value)}"
    extra = _all_attrs(op, ("elem_type", "inalloca"))
    if extra:
        s += " " + p.attr_dict_text(extra)
    s += " : " + p.function_type_str([n.type], [op.results[0].type])
    p.out.append(s)


def _parse_ordering(p: Any, props: dict, op_name: str) -> None:
    if p.try_keyword("atomic"):
        if p.try_keyword("syncscope"):
            p.expect("(", "'('")
            props["syncscope"] = p.parse_attribute()
            p.expect(")", "')'")
        p.ws()
        pos = p.pos
        m = p.match(re.compile(r"[A-Za-z_][A-Za-z0-9_]*"))
        if m is None or m.group() not in _ENUMS.orderings:
            p.error(
                f"custom op '{op_name}' expected string or keyword containing one of the "
                "following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, "
                "acq_rel, seq_cst]",
                pos,
            )
        props["ordering"] = _i64(_ENUMS.orderings[m.group()])


def _ordering_text(op: Operation, p: Any) -> str:
    o = _ival(op.properties.get("ordering"))
    if not o:
        return ""
    s = " atomic"
    ss = op.properties.get("syncscope")
    if ss is not None:
        s += " syncscope(" + p.attr_text(ss) + ")"
    return s + " " + _ENUMS.ordering_names.get(o, str(o))


def _print_memory_access(op: Operation, p: Any, operands: str, types: str) -> None:
    """``llvm.load`` / ``llvm.store``: ``[volatile] <operands> [atomic ...] {attrs} : <types>``."""
    s = p.op_name_text(op.name) + " "
    if "volatile_" in op.properties:
        s += "volatile "
    s += operands + _ordering_text(op, p)
    extra = _all_attrs(op, ("volatile_", "ordering", "syncscope"))
    if extra:
        s += " " + p.attr_dict_text(extra)
    p.out.append(s + " : " + types)


def parse_load(cls: Any, p: Any) -> Operation:
    """``[volatile] %p [atomic [syncscope("x")] ordering] {attrs} : !llvm.ptr -> T``."""
    props: dict = {}
    if p.try_keyword("volatile"):
        props["volatile_"] = UnitAttr.get()
    ref = p.parse_operand_ref()
    _parse_ordering(p, props, "llvm.load")
    attrs = p.parse_optional_attr_dict()
    p.expect(":", "':'")
    pt = p.parse_type()
    p.expect("->", "'->'")
    rt = p.parse_type()
    props.setdefault("ordering", _i64(0))
    _split(cls, attrs, props)
    return _new(cls, "llvm.load", p.resolve_operands([ref], [pt]), [rt], props, attrs)


def print_load(op: Operation, p: Any) -> None:
    a = op.op_operands[0].value
    _print_memory_access(
        op, p, p.value_name(a), p.type_text(a.type) + " -> " + p.type_text(op.results[0].type)
    )


def parse_store(cls: Any, p: Any) -> Operation:
    """``[volatile] %v, %p [atomic ...] {attrs} : T, !llvm.ptr``."""
    props: dict = {}
    if p.try_keyword("volatile"):
        props["volatile_"] = UnitAttr.get()
    vref = p.parse_operand_ref()
    p.expect(",", "','")
    aref = p.parse_operand_ref()
    _parse_ordering(p, props, "llvm.store")
    attrs = p.parse_optional_attr_dict()
    p.expect(":", "':'")
    vt = p.parse_type()
    p.expect(",", "','")
    pt = p.parse_type()
    props.setdefault("ordering", _i64(0))
    _split(cls, attrs, props)
    return _new(cls, "llvm.store", p.resolve_operands([vref, aref], [vt, pt]), [], props, attrs)


def print_store(op: Operation, p: Any) -> None:
    v = op.op_operands[0].value
    a = op.op_operands[1].value
    _print_memory_access(
        op,
        p,
        p.value_name(v) + ", " + p.value_name(a),
        p.type_text(v.type) + ", " + p.type_text(a.type),
    )


def _verify_atomic(op: Operation, t: Any, forbidden: tuple) -> Any:
    o = _ival(op.properties.get("ordering"))
    if not o:
        if "syncscope" in op.properties:
            return "expected syncscope to be null for non-atomic access"
        return None
    name = _ENUMS.ordering_names.get(o, "")
    if name in forbidden:
        return f"unsupported ordering '{name}'"
    if not _atomic_type_ok(t):
        return f"unsupported type '{t}' for atomic access"
    al = op.properties.get("alignment")
    if al is None:
        return "expected alignment for atomic access"
    return None


def _atomic_type_ok(t: Any) -> bool:
    """MLIR's ``isTypeCompatibleWithAtomicOp`` (pointers allowed): a pointer, or an
    integer or float whose size is a power of two of at least 8 bits."""
    if is_ptr(t):
        return True
    if is_int(t) or _is_llvm_float(t):
        w = t.width
        return w >= 8 and (w & (w - 1)) == 0
    return False


def verify_load(op: Operation) -> Any:
    return _verify_atomic(op, op.results[0].type, ("release", "acq_rel"))


def verify_store(op: Operation) -> Any:
    return _verify_atomic(op, op.op_operands[0].value.type, ("acquire", "acq_rel"))


# ------------------------------------------------------------------ getelementptr


def parse_gep(cls: Any, p: Any) -> Operation:
    """``[inbounds] %base[%i, 1, ...] {attrs} : (ptr-type, index types...) -> res, elem-type``."""
    props: dict = {}
    if p.try_keyword("inbounds"):
        props["inbounds"] = UnitAttr.get()
    base = p.parse_operand_ref()
    p.expect("[", "'['")
    raw: list[int] = []
    dyn: list = []
    if not p.try_lit("]"):
        while True:
            p.ws()
            if p.peek() == "%":
                dyn.append(p.parse_operand_ref())
                raw.append(_DYNAMIC_INDEX)
            else:
                pos = p.pos
                m = p.match(_INT)
                if m is None:
                    p.error("expected SSA operand")
                v = int_token(m.group())
                if not -(1 << 31) <= v < (1 << 31) or v == _DYNAMIC_INDEX:
                    p.error("custom op 'llvm.getelementptr' integer index out of range", pos)
                raw.append(v)
            if p.try_lit("]"):
                break
            p.expect(",", "','")
    attrs = p.parse_optional_attr_dict()
    p.expect(":", "':'")
    p.ws()
    fpos = p.pos
    ft = p.parse_type()
    if type(ft).__name__ != "FunctionType":
        p.error("custom op 'llvm.getelementptr' invalid kind of type specified", fpos)
    p.expect(",", "','")
    elem = p.parse_type()
    if len(ft.inputs) != 1 + len(dyn):
        p.error(f"{1 + len(dyn)} operands present, but expected {len(ft.inputs)}", fpos)
    if len(ft.results) != 1:
        p.error("expected one result type", fpos)
    props["rawConstantIndices"] = DenseArrayAttr.get(_I32, raw)
    props["elem_type"] = TypeAttr.get(elem)
    _split(cls, attrs, props)
    operands = p.resolve_operands([base] + dyn, ft.inputs)
    return _new(cls, "llvm.getelementptr", operands, list(ft.results), props, attrs)


def print_gep(op: Operation, p: Any) -> None:
    props = op.properties
    vals = [o.value for o in op.op_operands]
    s = p.op_name_text("llvm.getelementptr") + " "
    if "inbounds" in props:
        s += "inbounds "
    idx = []
    k = 1
    for v in props["rawConstantIndices"].values:
        v = int(v)
        if v == _DYNAMIC_INDEX:
            idx.append(p.value_name(vals[k]) if k < len(vals) else "<<missing>>")
            k += 1
        else:
            idx.append(str(v))
    s += p.value_name(vals[0]) + "[" + ", ".join(idx) + "]"
    extra = _all_attrs(op, ("inbounds", "rawConstantIndices", "elem_type"))
    if extra:
        s += " " + p.attr_dict_text(extra)
    s += " : " + p.function_type_str([v.type for v in vals], [op.results[0].type])
    s += ", " + p.type_text(props["elem_type"].value)
    p.out.append(s)


def verify_gep(op: Operation) -> Any:
    raw = [int(v) for v in op.properties["rawConstantIndices"].values]
    ndyn = sum(1 for v in raw if v == _DYNAMIC_INDEX)
    if ndyn != len(op.op_operands) - 1:
        return "expected as many dynamic indices as specified in 'rawConstantIndices'"
    # MLIR's verifyStructIndices, from index 1: struct indices constant and in range, and
    # only aggregates or vectors indexed further
    t = op.properties["elem_type"].value
    for i, v in enumerate(raw[1:], start=1):
        if type(t) is LLVMStructType:
            if v == _DYNAMIC_INDEX:
                return f"expected index {i} indexing a struct to be constant"
            if v < 0 or v >= len(t.body):
                return f"index {i} indexing a struct is out of bounds"
            t = t.body[v]
        elif type(t) in (LLVMArrayType, VectorType, LLVMFixedVectorType):
            t = t.element_type
        else:
            return f"type '{t}' cannot be indexed (index #{i})"
    return None


def parse_attr(p: Any, mnemonic: str) -> Any:
    """``#llvm.<mnemonic><...>`` other than the enum attributes this dialect declares:
    MLIR's llvm dialect has many more (``#llvm.framePointerKind<all>``, debug info,
    loop annotations, TBAA, ...), kept verbatim so they round-trip."""
    end = p._dialect_body(p.pos) if p.src.startswith("<", p.pos) else p.pos
    body = mnemonic + p.src[p.pos : end]
    p.pos = end
    return DialectAttr.get("llvm", body)


# ------------------------------------------------------------------ interfaces


class FuncCallable(CallableOpInterface):
    """``llvm.func``: its body (None for an external declaration) and LLVM signature."""

    __slots__ = ()

    def callable_region(self) -> Any:
        r = self.op.regions[0]
        return r if r.blocks else None

    def argument_types(self) -> list:
        return list(self.op.get_attr("function_type").value.inputs)

    def result_types(self) -> list:
        t = self.op.get_attr("function_type").value
        return [] if t.is_void else [t.result]


class CallCall(CallOpInterface):
    """``llvm.call``: a direct call names ``callee``; an indirect one calls its first operand."""

    __slots__ = ()

    def callee(self) -> Any:
        c = self.op.get_attr("callee")
        return c if c is not None else self.op.op_operands[0].value

    def arg_operands(self) -> list:
        ops = [o.value for o in self.op.op_operands]
        return ops if self.op.get_attr("callee") is not None else ops[1:]

    def set_callee(self, symbol_ref: Any) -> None:
        self.op.set_attr("callee", symbol_ref)


def materialize_constant(attr: Any, t: Any, loc: Any) -> Operation | None:
    """The ``llvm`` dialect's constant materializer (MLIR's ``LLVMDialect::materializeConstant``,
    its ``llvm.mlir.constant`` case): an integer, float or elements attribute of the value's
    type becomes ``llvm.mlir.constant``; anything else None."""
    from irlite.ir.attributes import FloatAttr, IntegerAttr

    if getattr(attr, "type", None) is not t:
        return None
    if not isinstance(attr, (IntegerAttr, FloatAttr)) and "Elements" not in type(attr).__name__:
        return None
    cls = builtin_module("llvm").MlirConstantOp
    return cls(cls.OP_NAME, (), [t], {"value": attr}, loc=loc)


def verify_addressof_symbol_uses(op: Operation, tables: Any) -> str | None:
    """MLIR 19's ``AddressOfOp::verifySymbolUses``: the symbol is an ``llvm.mlir.global``
    or an ``llvm.func`` of the enclosing module, and a global's address space is the
    pointer's."""
    ref = op.properties.get("global_name")
    if ref is None:
        return None
    sym = tables.lookup_nearest_symbol_from(op, ref.root)
    if sym is None or sym.name not in ("llvm.mlir.global", "llvm.func"):
        return "must reference a global defined by 'llvm.mlir.global' or 'llvm.func'"
    if sym.name == "llvm.mlir.global":
        a = sym.properties.get("addr_space")
        space = a.value if a is not None else 0
        if space != getattr(op.results[0].type, "address_space", 0):
            return "pointer address space must match address space of the referenced global"
    return None
