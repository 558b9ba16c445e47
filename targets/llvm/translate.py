"""Translating a module of ``llvm`` dialect ops to LLVM IR text (``mlir-translate --mlir-to-llvmir``).

``translate_to_llvmir(module)`` walks a ``builtin.module`` holding
``llvm.func``, ``llvm.mlir.global`` and ``llvm.mlir.global_ctors``/``dtors``
ops and returns the LLVM IR text of it, as MLIR 19's ``ModuleTranslation``
would build it (value numbering, ``declare`` for bodiless functions, intrinsic
declarations after the functions, attribute groups and metadata at the end).

How it is organized:

- types print through ``llvm_type`` (builtin integers, floats and 1-D vectors,
  and the ``irlite.rules.llvm_types`` types; identified structs become
  ``%name = type {...}`` definitions);
- most ops are ONE table, ``_INSTRUCTIONS``: op name -> instruction template
  over named fields (``{T0}``/``{a0}`` the type/value of operand 0, ``{RT}``
  the result type, ``{fmf}``/``{ovf}`` fast-math/overflow flags, ``{ipred}``,
  ``{pos}``, ...), each template compiled once into literal pieces and field
  getters; the ``llvm.intr.*`` ops are a second table, ``_INTRINSICS``
  (LLVM name, overloaded result/operand positions, immediate arguments taken
  from attributes) that also yields the mangled name (``llvm.fabs.f32``,
  ``llvm.memcpy.p0.p0.i64``) and the ``declare``; the irregular ops
  (memory, calls, terminators, atomics, constants) have hand-written cases,
  among them the constrained casts (``llvm.intr.experimental.constrained.fptrunc``
  and friends): a call with ``metadata !"round.<mode>"`` / ``!"fpexcept.<behavior>"``
  arguments and a ``strictfp`` call site, as mlir-translate 19 emits them (it
  does not mark the enclosing function ``strictfp``, and neither does this);
- block arguments become ``phi`` nodes; a terminator that reaches the same
  block with arguments more than once has its later edges routed through a
  new block (what MLIR's ``ensureDistinctSuccessors`` does), so each phi
  names each predecessor once; the arguments of a block without predecessors
  read as ``poison`` (a phi without entries is not valid LLVM IR);
- ``llvm.mlir.constant``/``undef``/``poison``/``zero``/``addressof`` produce no
  instruction: their users print the constant in place; a global's
  initializer region is evaluated to a constant.

Values are numbered as LLVM prints unnamed values (arguments, then the entry
block, then every value and block label in order); numbers are assigned when
a definition is printed, through placeholders resolved per function, so
forward references (phis, branches) need no second walk.

Errors raise ``TranslationError`` with a diagnostic at the op's location:
``LLVM Translation failed for operation: llvm.xyz`` for an llvm op with no
translation, MLIR's ``cannot be converted to LLVM IR: missing
`LLVMTranslationDialectInterface` registration for dialect for op: x.y`` for
ops of other dialects, and a message naming the problem otherwise.

What it does not do: debug information (locations are not emitted and
``llvm.intr.dbg.*`` ops are dropped), alias/TBAA/access-group metadata and
loop annotations (optimization hints, dropped), comdats, exception handling
(``llvm.invoke``/``landingpad``/``resume``), inline assembly, and constant
folding (LLVM folds when it parses and optimizes; ``mlir-translate`` folds
constants through ``IRBuilder``, so its text can be shorter). Loads, stores and
allocas without an ``alignment`` get none in the text, so LLVM gives them the
ABI alignment of the data layout they are parsed with (``mlir-translate``
spells that alignment out).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...ir.attributes import (
    ArrayAttr,
    DenseArrayAttr,
    DenseIntOrFPElementsAttr,
    DialectAttr,
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    OpaqueAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from ...ir.core import Operation, Value
from ...ir.diagnostics import Diagnostic, DiagnosticError
from ...ir.types import FloatType, IntegerType, VectorType
from ...rules.llvm import enum_keywords
from ...rules.llvm_types import (
    LLVMArrayType,
    LLVMFixedVectorType,
    LLVMFunctionType,
    LLVMLabelType,
    LLVMMetadataType,
    LLVMPointerType,
    LLVMPPCFP128Type,
    LLVMStructType,
    LLVMTokenType,
    LLVMVoidType,
    LLVMX86MMXType,
)

__all__ = ["TranslationError", "translate_to_llvmir"]


class TranslationError(DiagnosticError):
    """The module cannot be translated; ``diagnostics`` say where and why."""


class _Fail(Exception):
    """Internal: a problem found below op level; the op being translated is blamed."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def translate_to_llvmir(module: Operation) -> str:
    """The LLVM IR text of ``module`` (a ``builtin.module`` of llvm dialect ops).

    Raises ``TranslationError`` (located at the offending op) when some op,
    type or attribute has no LLVM IR form.
    """
    return _ModuleTranslation(module).translate()


# ============================================================================ attribute helpers


def _dialect_body(a: Any) -> tuple[str, str] | None:
    """``(mnemonic, params_text)`` of a dialect attribute kept as text
    (``#llvm.fastmath<fast>`` -> ``("fastmath", "fast")``), else None."""
    if isinstance(a, DialectAttr):
        return a.mnemonic, a.params_text
    if isinstance(a, OpaqueAttr):
        data = a.data
        i = data.find("<")
        if i < 0:
            return data, ""
        return data[:i], data[i + 1 : -1] if data.endswith(">") else data[i + 1 :]
    return None


def _enum_word(a: Any, names: tuple[str, ...] | None = None) -> str | None:
    """The keyword of an enum attribute: an integer case (with ``names``), a string,
    or a dialect attribute ``#llvm.linkage<internal>`` -> ``internal``."""
    if a is None:
        return None
    if isinstance(a, IntegerAttr):
        if names is None:
            return str(a.value)
        v = a.value
        if 0 <= v < len(names):
            return names[v]
        raise _Fail(f"invalid enum value {v}")
    if isinstance(a, StringAttr):
        return a.value
    body = _dialect_body(a)
    if body is not None:
        return body[1].strip() if body[1] else body[0]
    return str(a)


def _flag_words(a: Any) -> list[str]:
    """The words of a bit-flag attribute (``#llvm.fastmath<nnan, ninf>``), 'none' dropped."""
    if a is None:
        return []
    body = _dialect_body(a)
    if body is None:
        if isinstance(a, StringAttr):
            text = a.value
        else:
            return []
    else:
        text = body[1]
    return [w for w in (x.strip() for x in text.split(",")) if w and w != "none"]


def _int(a: Any, default: int | None = None) -> int | None:
    if a is None:
        return default
    if isinstance(a, IntegerAttr):
        return a.value
    if isinstance(a, int):
        return a
    raise _Fail(f"expected an integer attribute, got {a}")


def _bool(a: Any) -> bool:
    """A unit or boolean attribute's truth."""
    if a is None:
        return False
    if isinstance(a, UnitAttr):
        return True
    if isinstance(a, IntegerAttr):
        return bool(a.value)
    return True


def _symbol(a: Any) -> str:
    if isinstance(a, SymbolRefAttr):
        return a.leaf
    if isinstance(a, StringAttr):
        return a.value
    raise _Fail(f"expected a symbol reference, got {a}")


def _int_list(a: Any) -> list[int]:
    if a is None:
        return []
    if isinstance(a, DenseArrayAttr):
        return [int(v) for v in a.values]
    if isinstance(a, ArrayAttr):
        return [int(_int(x)) for x in a]  # type: ignore[arg-type]
    if isinstance(a, DenseIntOrFPElementsAttr):
        return [int(v) for v in a.values]
    raise _Fail(f"expected an integer array attribute, got {a}")


# ============================================================================ names and literals

_PLAIN_NAME = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*\Z")


def _escape_bytes(data: bytes) -> str:
    """LLVM's ``printEscapedString``: printable ASCII except ``"`` and ``\\``, else ``\\XX``."""
    out = []
    for b in data:
        if 0x20 <= b < 0x7F and b != 0x22 and b != 0x5C:
            out.append(chr(b))
        else:
            out.append(f"\\{b:02X}")
    return "".join(out)


def _global_name(name: str) -> str:
    """``@name``, quoted when it is not a plain LLVM identifier."""
    if _PLAIN_NAME.match(name):
        return "@" + name
    return '@"' + _escape_bytes(name.encode("utf-8", "surrogateescape")) + '"'


def _type_name(name: str) -> str:
    if _PLAIN_NAME.match(name):
        return "%" + name
    return '%"' + _escape_bytes(name.encode("utf-8", "surrogateescape")) + '"'


def _float_literal(t: FloatType, bits: int) -> str:
    """LLVM's textual float: ``1.000000e+00`` when that reads back exactly, else hex."""
    import struct

    name = t.name
    if name in ("f32", "f64"):
        if name == "f32":
            v = struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]
        else:
            v = struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]
        if math.isfinite(v):
            s = f"{v:e}"  # APFloat::toString(6, 0): what LLVM prints when it reads back exactly
            if float(s) == v:
                return s
        return f"0x{struct.unpack('<Q', struct.pack('<d', v))[0]:016X}"
    if name == "f16":
        return f"0xH{bits & 0xFFFF:04X}"
    if name == "bf16":
        return f"0xR{bits & 0xFFFF:04X}"
    lo, hi = bits & 0xFFFFFFFFFFFFFFFF, bits >> 64
    if name == "f80":
        return f"0xK{hi & 0xFFFF:04X}{lo:016X}"
    if name == "f128":
        return f"0xL{lo:016X}{hi & 0xFFFFFFFFFFFFFFFF:016X}"
    raise _Fail(f"type '{t}' has no LLVM IR equivalent")


def _float_bits(t: FloatType, value: float) -> int:
    return FloatAttr.get(t, value).bits


# ============================================================================ enums of the dialect

_ICMP = enum_keywords("ICmpPredicate")
_FCMP = tuple(
    n.lstrip("_") for n in enum_keywords("FCmpPredicate")
)  # "_false" -> LLVM IR's "false"
_ORDERING = ("", "unordered", "monotonic", "", "acquire", "release", "acq_rel", "seq_cst")
_ATOMIC_BIN = (
    "xchg",
    "add",
    "sub",
    "and",
    "nand",
    "or",
    "xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "uinc_wrap",
    "udec_wrap",
    "usub_cond",
    "usub_sat",
)
_VISIBILITY = ("", "hidden", "protected")
_UNNAMED_ADDR = ("", "local_unnamed_addr", "unnamed_addr")
_LINKAGES = frozenset(enum_keywords("Linkage"))
_FMF_ORDER = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")  # LLVM's print order
_PRED_FIX = {"_false": "false", "_true": "true"}


def _ordering(a: Any) -> str:
    w = _enum_word(a, _ORDERING) or ""
    return {"not_atomic": ""}.get(w, w)


# ============================================================================ intrinsics


@dataclass(eq=False, slots=True)
class _Intr:
    """How one ``llvm.intr.*`` op becomes a call of an LLVM intrinsic.

    ``name``: the LLVM name without ``llvm.``; ``results``/``operands``: the
    overloaded positions whose types suffix the mangled name (results index the
    members of a struct result when there are several); ``imm``: (position,
    attribute name) of arguments that MLIR holds as attributes; ``fmf``: the op
    carries ``fastmathFlags``.
    """

    name: str
    results: tuple = ()
    operands: tuple = (0,)
    imm: tuple = ()
    fmf: bool = False


def _intrinsic_table() -> dict[str, _Intr]:
    t: dict[str, _Intr] = {}

    def add(names: str, **kw: Any) -> None:
        for n in names.split():
            t[n] = _Intr(n, **kw)

    # float math, overloaded on the operand type, with fast-math flags
    add(
        "fabs ceil floor sqrt exp exp2 exp10 log log2 log10 sin cos tan asin acos atan "
        "sinh cosh tanh round roundeven trunc rint nearbyint canonicalize "
        "copysign pow maxnum minnum maximum minimum atan2 fma fmuladd",
        fmf=True,
    )
    add("powi ldexp", operands=(0, 1), fmf=True)
    add("frexp", results=(0, 1), operands=(), fmf=True)
    add("sincos", operands=(0,), fmf=True)
    add("lround llround lrint llrint fptosi.sat fptoui.sat", results=(0,), operands=(0,))
    add("is.fpclass", imm=((1, "bit"),))
    # integer bit operations and min/max
    add(
        "bitreverse bswap ctpop fshl fshr smax smin umax umin "
        "sadd.sat uadd.sat ssub.sat usub.sat sshl.sat ushl.sat"
    )
    add("ctlz cttz", imm=((1, "is_zero_poison"),))
    add("abs", imm=((1, "is_int_min_poison"),))
    add("scmp ucmp", results=(0,), operands=(0,))
    add(
        "sadd.with.overflow uadd.with.overflow ssub.with.overflow usub.with.overflow "
        "smul.with.overflow umul.with.overflow",
        results=(0,),
        operands=(),
    )
    # memory
    add("memcpy memmove", operands=(0, 1, 2), imm=((3, "isVolatile"),))
    add("memcpy.inline", operands=(0, 1, 2), imm=((2, "len"), (3, "isVolatile")))
    add("memset", operands=(0, 2), imm=((3, "isVolatile"),))
    add("memset.inline", operands=(0, 2), imm=((2, "len"), (3, "isVolatile")))
    add("stacksave", results=(0,), operands=())
    add(
        "stackrestore threadlocal.address launder.invariant.group strip.invariant.group "
        "ssa.copy is.constant"
    )
    add("ptrmask", operands=(0, 1))
    add("prefetch", imm=((1, "rw"), (2, "hint"), (3, "cache")))
    add("invariant.start", operands=(1,), imm=((0, "size"),))
    add("invariant.end", operands=(2,), imm=((1, "size"),))
    # hints and misc
    add("assume", operands=())
    add("expect")
    add("expect.with.probability", imm=((2, "prob"),))
    add("trap debugtrap", operands=())
    add("ubsantrap", operands=(), imm=((0, "failureKind"),))
    add("vscale", results=(0,), operands=())
    add("get.active.lane.mask", results=(0,), operands=(0,))
    add("experimental.stepvector stepvector", results=(0,), operands=())
    # vector reductions
    add(
        "vector.reduce.add vector.reduce.and vector.reduce.mul vector.reduce.or "
        "vector.reduce.smax vector.reduce.smin vector.reduce.umax vector.reduce.umin "
        "vector.reduce.xor"
    )
    add(
        "vector.reduce.fmax vector.reduce.fmin vector.reduce.fmaximum vector.reduce.fminimum",
        fmf=True,
    )
    add("vector.reduce.fadd vector.reduce.fmul", operands=(1,), fmf=True)
    # variadic arguments (LLVM spells them va_start, ...)
    t["vastart"] = _Intr("va_start")
    t["vaend"] = _Intr("va_end")
    t["vacopy"] = _Intr("va_copy")
    return t


_INTRINSICS = _intrinsic_table()

# The constrained floating-point casts (``llvm.intr.experimental.constrained.*``):
# LLVM's rounding-mode and exception-behavior metadata words, indexed by the
# ``roundingmode`` / ``fpExceptionBehavior`` enum values of MLIR's llvm dialect.
_ROUNDING_MODES = (
    "towardzero",
    "tonearest",
    "upward",
    "downward",
    "tonearestaway",
    "",
    "",
    "dynamic",
)
_FP_EXCEPTION_BEHAVIORS = ("ignore", "maytrap", "strict")
_CONSTRAINED_ROUNDED = frozenset(
    {
        "experimental.constrained.fptrunc",
        "experimental.constrained.sitofp",
        "experimental.constrained.uitofp",
    }
)
_CONSTRAINED = _CONSTRAINED_ROUNDED | {"experimental.constrained.fpext"}
_INTRINSIC_BY_LLVM_NAME = {v.name: v for v in _INTRINSICS.values()}


# ============================================================================ the instruction table
#
# op name -> instruction template (the text after `%N = `). Fields:
#   {T<i>} / {a<i>}  type / value of operand i        {RT}   result type
#   {ovf}  ` nuw nsw` from overflowFlags              {fmf}  ` fast` ... from fastmathFlags
#   {ipred} / {fpred}  icmp / fcmp predicate          {pos}  `, 0, 1` from position
#   {mask} shufflevector mask                         {exact} {disjoint} {nneg}  flags

_INSTRUCTIONS: dict[str, str] = {}


def _table(template: str, names: str) -> None:
    for n in names.split():
        _INSTRUCTIONS["llvm." + n] = template.replace("OP", n)


# x op y with nsw/nuw
_table("OP{ovf} {T0} {a0}, {a1}", "add sub mul shl")
# x op y, exact where LLVM has it
_table("OP{exact} {T0} {a0}, {a1}", "udiv sdiv lshr ashr")
_table("OP {T0} {a0}, {a1}", "urem srem and xor")
_table("OP{disjoint} {T0} {a0}, {a1}", "or")
# float x op y with fast-math flags
_table("OP{fmf} {T0} {a0}, {a1}", "fadd fsub fmul fdiv frem")
_table("fneg{fmf} {T0} {a0}", "fneg")
# casts: OP T x to U
_table(
    "OP {T0} {a0} to {RT}",
    "trunc sext fptrunc fpext fptoui fptosi sitofp ptrtoint inttoptr bitcast addrspacecast",
)
_table("OP{nneg} {T0} {a0} to {RT}", "zext uitofp")
# comparisons and selection
_table("icmp {ipred} {T0} {a0}, {a1}", "icmp")
_table("fcmp{fmf} {fpred} {T0} {a0}, {a1}", "fcmp")
_table("select{fmf} {T0} {a0}, {T1} {a1}, {T2} {a2}", "select")
_table("freeze {T0} {a0}", "freeze")
# aggregates and vectors
_table("extractvalue {T0} {a0}{pos}", "extractvalue")
_table("insertvalue {T0} {a0}, {T1} {a1}{pos}", "insertvalue")
_table("extractelement {T0} {a0}, {T1} {a1}", "extractelement")
_table("insertelement {T0} {a0}, {T1} {a1}, {T2} {a2}", "insertelement")
_table("shufflevector {T0} {a0}, {T1} {a1}, {mask}", "shufflevector")
_table("va_arg {T0} {a0}, {RT}", "va_arg")

# Ops that are constants: no instruction, users print them in place.
_CONSTANT_OPS = frozenset(
    {
        "llvm.mlir.constant",
        "llvm.mlir.undef",
        "llvm.mlir.poison",
        "llvm.mlir.zero",
        "llvm.mlir.addressof",
    }
)
# Ops dropped on purpose (debug info is not translated).
_DROPPED_OPS = frozenset(
    {
        "llvm.intr.dbg.declare",
        "llvm.intr.dbg.value",
        "llvm.intr.dbg.label",
        "llvm.intr.experimental.noalias.scope.decl",
    }
)

_MEMORY_LOCATIONS = (("argMem", "argmem"), ("inaccessibleMem", "inaccessiblemem"))
_MEM_EFFECT = {
    "none": "none",
    "read": "read",
    "write": "write",
    "readwrite": "readwrite",
    "0": "none",
    "1": "read",
    "2": "write",
    "3": "readwrite",
}

# Boolean function properties that are LLVM enum attributes.
_FN_FLAG_ATTRS = (
    ("no_inline", "noinline"),
    ("always_inline", "alwaysinline"),
    ("no_unwind", "nounwind"),
    ("will_return", "willreturn"),
    ("optimize_none", "optnone"),
    ("convergent", "convergent"),
    ("no_caller_saved_registers", "no_caller_saved_registers"),
    ("nocallback", "nocallback"),
    ("cold", "cold"),
    ("hot", "hot"),
    ("noduplicate", "noduplicate"),
    ("no_builtin", "nobuiltin"),
    ("returns_twice", "returns_twice"),
    ("minsize", "minsize"),
    ("optsize", "optsize"),
    ("save_reg_params", "save_reg_params"),
)
# Function properties that are LLVM string attributes ("key"="value").
_FN_STRING_ATTRS = (
    ("target_cpu", "target-cpu"),
    ("tune_cpu", "tune-cpu"),
    ("unsafe_fp_math", "unsafe-fp-math"),
    ("no_infs_fp_math", "no-infs-fp-math"),
    ("no_nans_fp_math", "no-nans-fp-math"),
    ("approx_func_fp_math", "approx-func-fp-math"),
    ("no_signed_zeros_fp_math", "no-signed-zeros-fp-math"),
    ("denormal_fp_math", "denormal-fp-math"),
    ("denormal_fp_math_f32", "denormal-fp-math-f32"),
    ("fp_contract", "fp-contract"),
    ("instrument_function_entry", "instrument-function-entry"),
    ("instrument_function_exit", "instrument-function-exit"),
)

# Parameter/result attributes: `llvm.<name>` keys of arg_attrs/res_attrs.
_PARAM_ENUM_ATTRS = frozenset(
    {
        "noalias",
        "nonnull",
        "nocapture",
        "readonly",
        "writeonly",
        "readnone",
        "signext",
        "zeroext",
        "inreg",
        "noundef",
        "returned",
        "nofree",
        "nest",
        "immarg",
        "noinline",
        "swiftself",
        "swifterror",
        "swiftasync",
        "allocalign",
        "allocptr",
        "dead_on_unwind",
        "writable",
        "noext",
    }
)
_PARAM_TYPE_ATTRS = frozenset({"byval", "byref", "sret", "inalloca", "preallocated", "elementtype"})
_PARAM_INT_ATTRS = {
    "align": "align",
    "alignstack": "alignstack",
    "dereferenceable": "dereferenceable",
    "dereferenceable_or_null": "dereferenceable_or_null",
}


# ============================================================================ the translation


class _FunctionState:
    """Per-function numbering: placeholders ``%\\x01k\\x02`` resolved when the body is done."""

    __slots__ = ("counter", "dummy_blocks", "lines", "numbers", "tokens", "values")

    def __init__(self) -> None:
        self.values: dict[Any, str] = {}  # Value / Block -> operand text
        self.tokens = 0
        self.numbers: dict[int, int] = {}
        self.counter = 0
        self.lines: list[str] = []
        self.dummy_blocks: list[tuple[str, str]] = []  # (label token, target ref)

    def token(self) -> int:
        self.tokens += 1
        return self.tokens

    def define(self, k: int) -> None:
        self.numbers[k] = self.counter
        self.counter += 1


_TOKEN_RE = re.compile("\x01(\\d+)\x02")


class _ModuleTranslation:
    def __init__(self, module: Operation) -> None:
        self.module = module
        self.type_cache: dict[Any, str] = {}
        self.struct_defs: dict[str, str] = {}  # identified struct name -> definition line
        self.intrinsic_decls: dict[str, str] = {}  # name -> declare line
        self.attr_groups: dict[str, int] = {}  # attribute text -> group number
        self.metadata: dict[str, int] = {}  # node text -> number
        self.symbols: dict[str, Operation] = {}
        self.fs: _FunctionState | None = None
        self.op: Operation | None = None  # the op being translated (blamed by _Fail)

    # ------------------------------------------------------------------ driver

    def translate(self) -> str:
        m = self.module
        if m.name != "builtin.module" or len(m.regions) != 1:
            self._error(m, f"expected a 'builtin.module' to translate, got '{m.name}'")
        body = m.regions[0].blocks[0].ops if m.regions[0].blocks else iter(())
        top = list(body)
        for op in top:
            name = op.get_attr("sym_name")
            if isinstance(name, StringAttr):
                self.symbols[name.value] = op
        head = ["; ModuleID = 'LLVMDialectModule'", 'source_filename = "LLVMDialectModule"']
        dl = m.get_attr("llvm.data_layout")
        if isinstance(dl, StringAttr) and dl.value:
            head.append(f'target datalayout = "{_escape_bytes(dl.value.encode())}"')
        triple = m.get_attr("llvm.target_triple")
        if isinstance(triple, StringAttr) and triple.value:
            head.append(f'target triple = "{_escape_bytes(triple.value.encode())}"')
        globals_: list[str] = []
        functions: list[str] = []
        for op in top:
            self.op = op
            try:
                if op.name == "llvm.mlir.global":
                    globals_.append(self._global(op))
                elif op.name in ("llvm.mlir.global_ctors", "llvm.mlir.global_dtors"):
                    globals_.append(self._ctors(op))
                elif op.name == "llvm.func":
                    functions.append(self._function(op))
                elif op.name.startswith("llvm."):
                    self._unsupported(op)
                else:
                    self._foreign(op)
            except _Fail as e:
                self._error(self.op or op, e.message)
            except (AttributeError, TypeError, ValueError, IndexError, KeyError) as e:
                # IR that the verifier let through but that is not what an op of this
                # name should hold (a missing or mistyped attribute...): still located.
                bad = self.op or op
                self._error(
                    bad,
                    f"cannot translate '{bad.name}' to LLVM IR: malformed op "
                    f"({type(e).__name__}: {e})",
                )
        out = "\n".join(head) + "\n\n"
        if self.struct_defs:
            out += "\n".join(self.struct_defs.values()) + "\n\n"
        if globals_:
            out += "\n".join(globals_) + "\n\n"
        if functions:
            out += "\n\n".join(functions) + "\n\n"
        if self.intrinsic_decls:
            out += "\n\n".join(self.intrinsic_decls.values()) + "\n\n"
        if self.attr_groups:
            out += (
                "\n".join(f"attributes #{n} = {{ {text} }}" for text, n in self.attr_groups.items())
                + "\n\n"
            )
        if self.metadata:
            out += "\n".join(f"!{n} = {text}" for text, n in self.metadata.items()) + "\n\n"
        return out.rstrip("\n") + "\n"

    def _error(self, op: Operation, message: str) -> None:
        raise TranslationError(Diagnostic.error(op, message))

    def _unsupported(self, op: Operation) -> None:
        self._error(op, f"LLVM Translation failed for operation: {op.name}")

    def _foreign(self, op: Operation) -> None:
        if op.name.startswith("builtin."):  # builtin has a translation interface in MLIR
            self._unsupported(op)
        self._error(
            op,
            "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` "
            f"registration for dialect for op: {op.name}",
        )

    # ------------------------------------------------------------------ types

    def llvm_type(self, t: Any) -> str:
        """The LLVM IR spelling of ``t`` (raises ``_Fail`` for types LLVM has not)."""
        s = self.type_cache.get(t)
        if s is None:
            s = self.type_cache[t] = self._type_text(t)
        return s

    def _type_text(self, t: Any) -> str:
        if isinstance(t, IntegerType):
            if not t.is_signless:
                raise _Fail(f"type '{t}' cannot be translated to LLVM IR (not signless)")
            return f"i{t.width}"
        if isinstance(t, FloatType):
            s = {
                "f16": "half",
                "bf16": "bfloat",
                "f32": "float",
                "f64": "double",
                "f80": "x86_fp80",
                "f128": "fp128",
            }.get(t.name)
            if s is None:
                raise _Fail(f"type '{t}' cannot be translated to LLVM IR")
            return s
        if isinstance(t, LLVMPointerType):
            return "ptr" if t.address_space == 0 else f"ptr addrspace({t.address_space})"
        if isinstance(t, VectorType):
            if len(t.shape) != 1:
                raise _Fail(
                    f"type '{t}' cannot be translated to LLVM IR "
                    "(only 1-D vectors exist in LLVM IR)"
                )
            e = self.llvm_type(t.element_type)
            if t.scalable_dims[0]:
                return f"<vscale x {t.shape[0]} x {e}>"
            return f"<{t.shape[0]} x {e}>"
        if isinstance(t, LLVMFixedVectorType):
            return f"<{t.num_elements} x {self.llvm_type(t.element_type)}>"
        if isinstance(t, LLVMArrayType):
            return f"[{t.num_elements} x {self.llvm_type(t.element_type)}]"
        if isinstance(t, LLVMStructType):
            if t.name is not None:
                name = _type_name(t.name)
                if t.name not in self.struct_defs:
                    self.struct_defs[t.name] = f"{name} = type opaque"  # placeholder (recursion)
                    body = "opaque" if t.opaque else self._struct_body(t)
                    self.struct_defs[t.name] = f"{name} = type {body}"
                return name
            return self._struct_body(t)
        if isinstance(t, LLVMFunctionType):
            params = [self.llvm_type(p) for p in t.params_]
            if t.vararg:
                params.append("...")
            return f"{self.llvm_type(t.result)} ({', '.join(params)})"
        for cls, word in (
            (LLVMVoidType, "void"),
            (LLVMTokenType, "token"),
            (LLVMLabelType, "label"),
            (LLVMMetadataType, "metadata"),
            (LLVMPPCFP128Type, "ppc_fp128"),
            (LLVMX86MMXType, "x86_mmx"),
        ):
            if isinstance(t, cls):
                return word
        raise _Fail(f"type '{t}' cannot be translated to LLVM IR")

    def _struct_body(self, t: LLVMStructType) -> str:
        if not t.body:
            return "<{}>" if t.packed else "{}"
        inner = "{ " + ", ".join([self.llvm_type(e) for e in t.body]) + " }"
        return "<" + inner + ">" if t.packed else inner

    # ------------------------------------------------------------------ constants

    def _zero(self, t: Any) -> str:
        """The zero constant of ``t`` as LLVM prints it."""
        if isinstance(t, IntegerType):
            return "false" if t.width == 1 else "0"
        if isinstance(t, FloatType):
            return _float_literal(t, 0)
        if isinstance(t, LLVMPointerType):
            return "null"
        if isinstance(t, (LLVMTokenType,)):
            return "none"
        return "zeroinitializer"

    def _scalar_literal(self, t: Any, v: Any) -> str:
        """A scalar of type ``t`` from a Python value (int/bool/float) or FloatAttr bits."""
        if isinstance(t, IntegerType):
            iv = int(v)
            if t.width == 1:
                return "true" if iv & 1 else "false"
            return str(iv)
        if isinstance(t, FloatType):
            if isinstance(v, float):
                return _float_literal(t, _float_bits(t, v))
            return _float_literal(t, _float_bits(t, float(v)))
        raise _Fail(f"cannot build a scalar constant of type '{t}'")

    def constant(self, attr: Any, t: Any) -> str:
        """The LLVM constant (without its type) for attribute ``attr`` of result type ``t``."""
        if isinstance(attr, IntegerAttr):
            if isinstance(t, (VectorType, LLVMFixedVectorType, LLVMArrayType)):
                return self._splat(t, self._scalar_literal(self._elem(t), attr.value))
            if isinstance(t, FloatType):
                raise _Fail(f"integer attribute {attr} for a value of float type '{t}'")
            if not isinstance(t, IntegerType):
                raise _Fail(f"cannot translate constant {attr} of type '{t}'")
            return self._scalar_literal(t, attr.value)
        if isinstance(attr, FloatAttr):
            if isinstance(t, (VectorType, LLVMFixedVectorType, LLVMArrayType)):
                e = self._elem(t)
                return self._splat(t, self._float_of(e, attr))
            if not isinstance(t, FloatType):
                raise _Fail(f"float attribute {attr} for a value of type '{t}'")
            return self._float_of(t, attr)
        if isinstance(attr, DenseIntOrFPElementsAttr):
            return self._dense(attr, t)
        if isinstance(attr, StringAttr):
            if (
                isinstance(t, LLVMArrayType)
                and isinstance(t.element_type, IntegerType)
                and t.element_type.width == 8
            ):
                data = attr.value.encode("utf-8", "surrogateescape")
                if len(data) != t.num_elements:
                    raise _Fail(f"string of {len(data)} bytes for type '{t}'")
                return 'c"' + _escape_bytes(data) + '"'
            raise _Fail(f"string attribute for a value of type '{t}'")
        if isinstance(attr, ArrayAttr):
            if isinstance(t, LLVMStructType):
                if len(attr) != len(t.body):
                    raise _Fail(f"{len(attr)} values for struct type '{t}'")
                parts = [
                    f"{self.llvm_type(et)} {self.constant(a, et)}" for a, et in zip(attr, t.body)
                ]
                return self._wrap_struct(t, parts)
            if isinstance(t, (LLVMArrayType, VectorType, LLVMFixedVectorType)):
                n = self._length(t)
                if len(attr) != n:
                    raise _Fail(f"{len(attr)} values for type '{t}'")
                et = t.element_type
                parts = [f"{self.llvm_type(et)} {self.constant(a, et)}" for a in attr]
                return self._wrap_seq(t, parts)
        if isinstance(attr, UnitAttr) or attr is None:
            return self._zero(t)
        raise _Fail(f"cannot translate constant attribute {attr} of type '{t}' to LLVM IR")

    def _float_of(self, t: Any, attr: FloatAttr) -> str:
        if not isinstance(t, FloatType):
            raise _Fail(f"float attribute {attr} for elements of type '{t}'")
        if attr.type is t:
            return _float_literal(t, attr.bits)
        return _float_literal(t, _float_bits(t, attr.value))

    def _elem(self, t: Any) -> Any:
        """The scalar element type of a (nested) vector/array type."""
        while isinstance(t, (VectorType, LLVMFixedVectorType, LLVMArrayType)):
            t = t.element_type
        return t

    def _length(self, t: Any) -> int:
        if isinstance(t, VectorType):
            return t.shape[0]
        return t.num_elements

    def _wrap_seq(self, t: Any, parts: list[str]) -> str:
        if isinstance(t, LLVMArrayType):
            return "[" + ", ".join(parts) + "]"
        return "<" + ", ".join(parts) + ">"

    def _wrap_struct(self, t: LLVMStructType, parts: list[str]) -> str:
        inner = "{ " + ", ".join(parts) + " }" if parts else "{}"
        return "<" + inner + ">" if t.packed else inner

    def _splat(self, t: Any, scalar: str) -> str:
        """Every element of the (nested) vector/array ``t`` equal to ``scalar``."""
        et = t.element_type
        sub = (
            self._splat(et, scalar)
            if isinstance(et, (VectorType, LLVMFixedVectorType, LLVMArrayType))
            else scalar
        )
        ets = self.llvm_type(et)
        return self._wrap_seq(t, [f"{ets} {sub}"] * self._length(t))

    def _dense(self, attr: DenseIntOrFPElementsAttr, t: Any) -> str:
        n_total = attr.num_elements
        if attr.is_splat:
            flat = attr._scalars()  # one element's worth
            zero = all(b == 0 for b in flat)
        else:
            flat = attr._scalars()
            zero = False
        elt = attr.element_type
        if attr._lay.parts == 2:
            raise _Fail("complex dense constants cannot be translated to LLVM IR")
        if zero and isinstance(t, (VectorType, LLVMFixedVectorType, LLVMArrayType, LLVMStructType)):
            return "zeroinitializer"
        scalar_t = self._elem(t)

        def lit(bits: int) -> str:
            if isinstance(elt, FloatType):
                if not isinstance(scalar_t, FloatType):
                    raise _Fail(f"float elements for type '{t}'")
                if scalar_t is elt:
                    return _float_literal(scalar_t, bits)
                return _float_literal(
                    scalar_t, _float_bits(scalar_t, FloatAttr.from_bits(elt, bits).value)
                )
            if not isinstance(scalar_t, IntegerType):
                raise _Fail(f"integer elements for type '{t}'")
            w = getattr(elt, "width", 64)
            v = bits & ((1 << w) - 1) if w else 0
            if w > 1 and v >> (w - 1):
                v -= 1 << w
            return self._scalar_literal(scalar_t, v)

        if (
            isinstance(t, LLVMArrayType)
            and isinstance(t.element_type, IntegerType)
            and t.element_type.width == 8
            and isinstance(elt, IntegerType)
        ):
            vals = flat * t.num_elements if attr.is_splat else flat
            if len(vals) != t.num_elements:
                raise _Fail(f"dense attribute of {n_total} elements for type '{t}'")
            return (
                'c"' + _escape_bytes(bytes(v & 0xFF for v in vals)) + '"'
            )  # as LLVM prints i8 arrays
        if attr.is_splat:
            s = lit(flat[0])
            if not isinstance(t, (VectorType, LLVMFixedVectorType, LLVMArrayType)):
                return s
            return self._splat(t, s)
        lits = [lit(b) for b in flat]
        if not isinstance(t, (VectorType, LLVMFixedVectorType, LLVMArrayType)):
            if len(lits) == 1:
                return lits[0]
            raise _Fail(f"dense attribute of {n_total} elements for type '{t}'")
        pos = [0]

        def build(tt: Any) -> str:
            if isinstance(tt, (VectorType, LLVMFixedVectorType, LLVMArrayType)):
                et = tt.element_type
                ets = self.llvm_type(et)
                parts = [f"{ets} {build(et)}" for _ in range(self._length(tt))]
                return self._wrap_seq(tt, parts)
            i = pos[0]
            if i >= len(lits):
                raise _Fail(f"dense attribute of {n_total} elements for type '{t}'")
            pos[0] = i + 1
            return lits[i]

        s = build(t)
        if pos[0] != len(lits):
            raise _Fail(f"dense attribute of {n_total} elements for type '{t}'")
        return s

    # ------------------------------------------------------------------ values

    def ref(self, v: Value) -> str:
        """The operand text of ``v`` (a placeholder until it is defined)."""
        fs = self.fs
        s = fs.values.get(v)  # type: ignore[union-attr]
        if s is None:
            s = fs.values[v] = f"%\x01{fs.token()}\x02"  # type: ignore[union-attr]
        return s

    def typed(self, v: Value) -> str:
        return f"{self.llvm_type(v.type)} {self.ref(v)}"

    def define(self, v: Value) -> str:
        """The ``%N`` of ``v``, numbered now (call when its definition is printed)."""
        s = self.ref(v)
        self.fs.define(int(s[2:-1]))  # type: ignore[union-attr]
        return s

    def block_ref(self, b: Any) -> str:
        return self.ref(b)

    def emit(self, text: str) -> None:
        self.fs.lines.append("  " + text)  # type: ignore[union-attr]

    # ------------------------------------------------------------------ functions

    def _arg_attrs(self, d: Any, op: Operation) -> str:
        """`` noalias nonnull align 16`` from a ``{llvm.noalias, llvm.align = 16}`` dictionary."""
        if not isinstance(d, DictionaryAttr) or not len(d):
            return ""
        enums: list[str] = []
        typed: list[str] = []
        ints: list[str] = []
        for key, val in d.items():
            if not key.startswith("llvm."):
                continue
            k = key[5:]
            if k in _PARAM_ENUM_ATTRS:
                enums.append(k)
            elif k in _PARAM_TYPE_ATTRS:
                if not isinstance(val, TypeAttr):
                    raise _Fail(f"'{key}' expects a type attribute")
                typed.append(f"{k}({self.llvm_type(val.value)})")
            elif k in _PARAM_INT_ATTRS:
                n = _int(val)
                ints.append(
                    f"{_PARAM_INT_ATTRS[k]}({n})"
                    if k == "alignstack"
                    else f"{_PARAM_INT_ATTRS[k]} {n}"
                )
            elif k == "range":
                continue  # a constant-range hint (MLIR 20): dropped
            else:
                raise _Fail(f"unsupported parameter attribute '{key}'")
        words = sorted(enums) + sorted(typed) + ints
        return (" " + " ".join(words)) if words else ""

    def _fn_attributes(self, op: Operation) -> list[str]:
        attrs: list[str] = []
        for prop, word in _FN_FLAG_ATTRS:
            if _bool(op.get_attr(prop)):
                attrs.append(word)
        mem = op.get_attr("memory") or op.get_attr("memory_effects")
        if mem is not None:
            attrs.append(self._memory_attr(mem))
        vr = op.get_attr("vscale_range")
        if vr is not None:
            body = _dialect_body(vr)
            nums = re.findall(r"-?\d+(?=\s*:\s*i\d+)", body[1]) if body else []
            if len(nums) == 2:
                attrs.append(f"vscale_range({nums[0]},{nums[1]})")
        for prop, key in _FN_STRING_ATTRS:
            a = op.get_attr(prop)
            if a is None:
                continue
            if isinstance(a, StringAttr):
                attrs.append(f'"{key}"="{_escape_bytes(a.value.encode())}"')
            elif _bool(a):
                attrs.append(f'"{key}"="true"')
        fp = op.get_attr("frame_pointer")
        if fp is not None:
            attrs.append(f'"frame-pointer"="{_enum_word(fp)}"')
        tf = op.get_attr("target_features")
        if tf is not None:
            body = _dialect_body(tf)
            feats = re.findall(r'"((?:[^"\\]|\\.)*)"', body[1]) if body else []
            if isinstance(tf, StringAttr):
                feats = [tf.value]
            if feats:
                attrs.append(f'"target-features"="{",".join(feats)}"')
        pt = op.get_attr("passthrough")
        if isinstance(pt, ArrayAttr):
            for a in pt:
                if isinstance(a, StringAttr):
                    w = a.value
                    attrs.append(
                        w if re.fullmatch(r"[a-z_]+", w) else f'"{_escape_bytes(w.encode())}"'
                    )
                elif (
                    isinstance(a, ArrayAttr)
                    and len(a) == 2
                    and all(isinstance(x, StringAttr) for x in a)
                ):
                    k, v = a[0].value, a[1].value
                    if re.fullmatch(r"[a-z_]+", k) and re.fullmatch(r"\d+", v):
                        attrs.append(f"{k}({v})")  # an integer enum attribute: alignstack(8)
                    else:
                        attrs.append(f'"{_escape_bytes(k.encode())}"="{_escape_bytes(v.encode())}"')
                else:
                    raise _Fail(f"unsupported passthrough attribute {a}")
        return attrs

    def _memory_attr(self, a: Any) -> str:
        body = _dialect_body(a)
        if body is None:
            raise _Fail(f"unsupported memory effects attribute {a}")
        kv = dict(re.findall(r"(\w+)\s*=\s*(\w+)", body[1]))
        other = _MEM_EFFECT.get(kv.get("other", "readwrite"), "readwrite")
        parts = [other]
        for key, word in _MEMORY_LOCATIONS:
            e = _MEM_EFFECT.get(kv.get(key, other), other)
            if e != other:
                parts.append(f"{word}: {e}")
        return "memory(" + ", ".join(parts) + ")"

    def _attr_group(self, attrs: list[str]) -> str:
        """`` #N`` of the attribute group holding ``attrs`` (printed in LLVM's order:
        enum attributes, then those with a value, then ``"key"="value"`` ones by key)."""
        if not attrs:
            return ""

        def order(a: str) -> tuple[int, str]:
            if a.startswith('"'):
                return (2, a)
            return (1 if ("(" in a or " " in a) else 0, a)

        text = " ".join(sorted(dict.fromkeys(attrs), key=order))
        n = self.attr_groups.get(text)
        if n is None:
            n = self.attr_groups[text] = len(self.attr_groups)
        return f" #{n}"

    def _linkage(self, op: Operation, definition: bool) -> str:
        w = _enum_word(op.get_attr("linkage")) or "external"
        if w not in _LINKAGES:
            raise _Fail(f"unknown linkage '{w}'")
        if w == "external":
            return ""
        return w + " "

    def _function(self, op: Operation) -> str:
        name = _symbol(op.get_attr("sym_name"))
        ft_attr = op.get_attr("function_type")
        ft = ft_attr.value if isinstance(ft_attr, TypeAttr) else None
        if not isinstance(ft, LLVMFunctionType):
            raise _Fail("'llvm.func' needs a 'function_type' of LLVM function type")
        region = op.regions[0] if op.regions else None
        has_body = region is not None and bool(region.blocks)
        arg_attrs = op.get_attr("arg_attrs")
        res_attrs = op.get_attr("res_attrs")
        head = ["define" if has_body else "declare"]
        head.append(" ")
        linkage = self._linkage(op, has_body)
        head.append(linkage)
        if _bool(op.get_attr("dso_local")) and linkage not in ("internal ", "private "):
            head.append("dso_local ")  # local linkage implies it: LLVM does not print it
        vis = _enum_word(op.get_attr("visibility_"), _VISIBILITY)
        if vis:
            head.append(vis + " ")
        cc = self._cconv(op.get_attr("CConv"))
        if cc:
            head.append(cc + " ")
        if isinstance(res_attrs, ArrayAttr) and len(res_attrs):
            ra = self._arg_attrs(res_attrs[0], op)
            if ra:
                head.append(ra[1:] + " ")
        head.append(self.llvm_type(ft.result) + " " + _global_name(name) + "(")
        fs = self.fs = _FunctionState()
        params: list[str] = []
        entry_args = region.blocks[0].args if has_body else []
        if has_body and len(entry_args) != len(ft.params_):
            raise _Fail(
                f"the entry block has {len(entry_args)} arguments but the function type "
                f"has {len(ft.params_)} parameters"
            )
        for i, pt in enumerate(ft.params_):
            p = self.llvm_type(pt)
            if isinstance(arg_attrs, ArrayAttr) and i < len(arg_attrs):
                p += self._arg_attrs(arg_attrs[i], op)
            if has_body:
                p += " " + self.define(entry_args[i])
            params.append(p)
        if ft.vararg:
            params.append("...")
        head.append(", ".join(params) + ")")
        ua = _enum_word(op.get_attr("unnamed_addr"), _UNNAMED_ADDR)
        if ua:
            head.append(" " + ua)
        head.append(self._attr_group(self._fn_attributes(op)))
        section = op.get_attr("section")
        if isinstance(section, StringAttr):
            head.append(f' section "{_escape_bytes(section.value.encode())}"')
        align = _int(op.get_attr("alignment"))
        if align:
            head.append(f" align {align}")
        gc = op.get_attr("garbageCollector")
        if isinstance(gc, StringAttr):
            head.append(f' gc "{_escape_bytes(gc.value.encode())}"')
        pers = op.get_attr("personality")
        if pers is not None:
            head.append(f" personality ptr {_global_name(_symbol(pers))}")
        header = "".join(head)
        if not has_body:
            self.fs = None
            return header
        self._body(region)
        text = header + " {\n" + "\n".join(fs.lines) + "\n}"
        numbers = fs.numbers

        def sub(m: re.Match) -> str:
            k = int(m.group(1))
            n = numbers.get(k)
            if n is None:
                raise _Fail("a value is used but never defined")
            return str(n)

        self.fs = None
        return _TOKEN_RE.sub(sub, text)

    def _cconv(self, a: Any) -> str:
        w = _enum_word(a)
        if not w or w == "ccc" or w == "C":
            return ""
        m = re.fullmatch(r"cc_?(\d+)", w)
        if m:
            return f"cc {m.group(1)}"
        return w

    def _body(self, region: Any) -> None:
        fs = self.fs
        blocks = region.blocks
        # Constants first: their users may come earlier in block order than they do.
        for b in blocks:
            for o in b.ops:
                if o.name in _CONSTANT_OPS:
                    self.op = o
                    fs.values[o.results[0]] = self._constant_op(o)  # type: ignore[union-attr]
        preds = self._predecessors(blocks)
        for bi, b in enumerate(blocks):
            label = self.block_ref(b)
            k = int(label[2:-1])
            fs.define(k)  # type: ignore[union-attr]
            if bi:
                fs.lines.append("")  # type: ignore[union-attr]
                fs.lines.append(f"\x01{k}\x02:")  # type: ignore[union-attr]
                self._phis(b, preds.get(b, []))
            elif preds.get(b):
                raise _Fail("the entry block of a function cannot have predecessors")
            for o in b.ops:
                self.op = o
                self._op(o)
        for label_tok, target in fs.dummy_blocks:  # type: ignore[union-attr]
            fs.lines.append("")  # type: ignore[union-attr]
            k = int(label_tok[2:-1])
            fs.define(k)  # type: ignore[union-attr]
            fs.lines.append(f"\x01{k}\x02:")  # type: ignore[union-attr]
            fs.lines.append(f"  br label {target}")  # type: ignore[union-attr]

    # -- control flow

    def _successor_operands(self, t: Operation) -> list[list[Value]]:
        """The values passed to each successor of terminator ``t``, in successor order."""
        ops = t.operands
        n = len(t.successors)
        if t.name == "llvm.br":
            return [ops]
        if t.name == "llvm.cond_br":
            seg = _int_list(t.get_attr("operandSegmentSizes")) or [1, len(ops) - 1, 0]
            nt = seg[1]
            return [ops[1 : 1 + nt], ops[1 + nt :]]
        if t.name == "llvm.switch":
            seg = _int_list(t.get_attr("operandSegmentSizes")) or [1, len(ops) - 1, 0]
            nd = seg[1]
            out = [ops[1 : 1 + nd]]
            case_seg = _int_list(t.get_attr("case_operand_segments")) or [0] * (n - 1)
            i = 1 + nd
            for c in case_seg:
                out.append(ops[i : i + c])
                i += c
            return out
        if n:
            raise _Fail(f"'{t.name}' cannot be translated to LLVM IR")
        return []

    def _predecessors(self, blocks: list) -> dict:
        """block -> [(pred label ref, [values])] per incoming edge; repeated successor
        edges with arguments are routed through new blocks (MLIR's ensureDistinctSuccessors)."""
        preds: dict[Any, list] = {}
        self.edge_targets: dict[tuple[int, int], str] = {}
        fs = self.fs
        for b in blocks:
            t = b.last
            if t is None or not t.successors:
                continue
            self.op = t
            groups = self._successor_operands(t)
            if len(groups) != len(t.successors):
                raise _Fail("successor operand groups do not match the successors")
            seen: set = set()
            for si, (s, vals) in enumerate(zip(t.successors, groups)):
                if len(vals) != len(s.args):
                    raise _Fail(
                        f"branch passes {len(vals)} values to a block of {len(s.args)} arguments"
                    )
                src = self.block_ref(b)
                if s.args and s in seen:
                    tok = f"%\x01{fs.token()}\x02"  # type: ignore[union-attr]
                    fs.dummy_blocks.append((tok, self.block_ref(s)))  # type: ignore[union-attr]
                    self.edge_targets[(id(t), si)] = tok
                    src = tok
                seen.add(s)
                preds.setdefault(s, []).append((src, vals))
        return preds

    def _phis(self, b: Any, incoming: list) -> None:
        if not incoming:
            # An unreachable block: its arguments have no value to take (a phi
            # without entries is invalid LLVM IR), so they read as poison.
            for a in b.args:
                self.llvm_type(a.type)
                self.fs.values[a] = "poison"  # type: ignore[union-attr]
            return
        for i, a in enumerate(b.args):
            t = self.llvm_type(a.type)
            parts = []
            done: set = set()
            for src, vals in incoming:
                if src in done:
                    continue  # the same edge twice (no arguments differ): LLVM lists it once
                done.add(src)
                parts.append(f"[ {self.ref(vals[i])}, {src} ]")
            self.emit(f"{self.define(a)} = phi {t} " + ", ".join(parts))

    def _target(self, t: Operation, si: int) -> str:
        tok = self.edge_targets.get((id(t), si))
        return tok if tok is not None else self.block_ref(t.successors[si])

    def _branch_weights(self, op: Operation) -> str:
        w = op.get_attr("branch_weights")
        if w is None:
            return ""
        vals = _int_list(w)
        if not vals:
            return ""
        node = '!{!"branch_weights", ' + ", ".join(f"i32 {v}" for v in vals) + "}"
        return f", !prof {self._md(node)}"

    def _md(self, text: str) -> str:
        n = self.metadata.get(text)
        if n is None:
            n = self.metadata[text] = len(self.metadata)
        return f"!{n}"

    # -- one op

    def _op(self, op: Operation) -> None:
        name = op.name
        if name in _CONSTANT_OPS or name in _DROPPED_OPS:
            return
        render = _COMPILED.get(name)
        if render is not None:
            self._emit_result(op, render(self, op))
            return
        h = _HANDLERS.get(name)
        if h is not None:
            h(self, op)
            return
        if name.startswith("llvm.intr."):
            spec = _INTRINSICS.get(name[len("llvm.intr.") :])
            if spec is not None:
                self._intrinsic_op(op, spec)
                return
        if name.startswith("llvm."):
            self._unsupported(op)
        self._foreign(op)

    def _emit_result(self, op: Operation, rhs: str) -> None:
        if op.results and not isinstance(op.results[0].type, LLVMVoidType):
            self.emit(f"{self.define(op.results[0])} = {rhs}")
        else:
            self.emit(rhs)

    # -- handlers of irregular ops

    def _constant_op(self, op: Operation) -> str:
        t = op.results[0].type
        name = op.name
        if name == "llvm.mlir.constant":
            return self.constant(op.get_attr("value"), t)
        if name == "llvm.mlir.undef":
            return "undef"
        if name == "llvm.mlir.poison":
            return "poison"
        if name == "llvm.mlir.zero":
            return self._zero(t)
        # llvm.mlir.addressof
        sym = _symbol(op.get_attr("global_name"))
        if sym not in self.symbols:
            raise _Fail(f"'llvm.mlir.addressof' refers to an unknown symbol '@{sym}'")
        return _global_name(sym)

    def _return(self, op: Operation) -> None:
        ops = op.operands
        self.emit("ret void" if not ops else f"ret {self.typed(ops[0])}")

    def _br(self, op: Operation) -> None:
        self.emit(f"br label {self._target(op, 0)}{self._branch_weights(op)}")

    def _cond_br(self, op: Operation) -> None:
        c = op.operands[0]
        self.emit(
            f"br {self.typed(c)}, label {self._target(op, 0)}, label {self._target(op, 1)}"
            f"{self._branch_weights(op)}"
        )

    def _switch(self, op: Operation) -> None:
        v = op.operands[0]
        vt = self.llvm_type(v.type)
        cases = op.get_attr("case_values")
        vals = _int_list(cases) if cases is not None else []
        if len(vals) != len(op.successors) - 1:
            raise _Fail("'llvm.switch' has a different number of case values and case successors")
        lines = [f"switch {vt} {self.ref(v)}, label {self._target(op, 0)} ["]
        for i, cv in enumerate(vals):
            lit = self._scalar_literal(v.type, cv) if isinstance(v.type, IntegerType) else str(cv)
            lines.append(f"    {vt} {lit}, label {self._target(op, i + 1)}")
        lines.append(f"  ]{self._branch_weights(op)}")
        self.emit("\n".join(lines))

    def _unreachable(self, op: Operation) -> None:
        self.emit("unreachable")

    def _alloca(self, op: Operation) -> None:
        et = op.get_attr("elem_type")
        if not isinstance(et, TypeAttr):
            raise _Fail("'llvm.alloca' needs an 'elem_type'")
        s = f"alloca {self.llvm_type(et.value)}, {self.typed(op.operands[0])}"
        align = _int(op.get_attr("alignment"))
        if align:
            s += f", align {align}"
        rt = op.results[0].type
        if isinstance(rt, LLVMPointerType) and rt.address_space:
            s += f", addrspace({rt.address_space})"
        self._emit_result(op, s)

    def _mem_suffix(self, op: Operation, atomic: bool) -> str:
        s = ""
        if atomic:
            scope = op.get_attr("syncscope")
            if isinstance(scope, StringAttr) and scope.value:
                s += f' syncscope("{_escape_bytes(scope.value.encode())}")'
            s += " " + _ordering(op.get_attr("ordering"))
        align = _int(op.get_attr("alignment"))
        if align:
            s += f", align {align}"
        if _bool(op.get_attr("nontemporal")):
            s += f", !nontemporal {self._md('!{i32 1}')}"
        return s

    def _load(self, op: Operation) -> None:
        atomic = bool(_ordering(op.get_attr("ordering")))
        vol = " volatile" if _bool(op.get_attr("volatile_")) else ""
        s = "load" + (" atomic" if atomic else "") + vol
        s += f" {self.llvm_type(op.results[0].type)}, {self.typed(op.operands[0])}"
        s += self._mem_suffix(op, atomic)
        if _bool(op.get_attr("invariant")):
            s += f", !invariant.load {self._md('!{}')}"
        self._emit_result(op, s)

    def _store(self, op: Operation) -> None:
        atomic = bool(_ordering(op.get_attr("ordering")))
        vol = " volatile" if _bool(op.get_attr("volatile_")) else ""
        v, p = op.operands[0], op.operands[1]
        s = "store" + (" atomic" if atomic else "") + vol + f" {self.typed(v)}, {self.typed(p)}"
        self.emit(s + self._mem_suffix(op, atomic))

    def _gep(self, op: Operation) -> None:
        et = op.get_attr("elem_type")
        if not isinstance(et, TypeAttr):
            raise _Fail("'llvm.getelementptr' needs an 'elem_type'")
        raw = _int_list(op.get_attr("rawConstantIndices"))
        base = op.operands[0]
        dyn = op.operands[1:]
        parts = [self.llvm_type(et.value), self.typed(base)]
        di = 0
        for r in raw:
            if r == -2147483648:  # GEPOp::kDynamicIndex
                if di >= len(dyn):
                    raise _Fail(
                        "'llvm.getelementptr' has fewer dynamic indices than its "
                        "'rawConstantIndices' ask for"
                    )
                parts.append(self.typed(dyn[di]))
                di += 1
            else:
                parts.append(f"i32 {r}")
        if di != len(dyn):
            raise _Fail(
                "'llvm.getelementptr' has more dynamic indices than its "
                "'rawConstantIndices' ask for"
            )
        flags = " inbounds" if _bool(op.get_attr("inbounds")) else ""
        nw = op.get_attr("noWrapFlags")  # MLIR 20's GEPNoWrapFlags
        if nw is not None:
            words = _flag_words(nw)
            if "inbounds" in words or "inbounds_flag" in words:
                flags = " inbounds"
            if "nusw" in words and not flags:
                flags = " nusw"
            if "nuw" in words:
                flags += " nuw"
        self._emit_result(op, f"getelementptr{flags} " + ", ".join(parts))

    def _call(self, op: Operation) -> None:
        callee = op.get_attr("callee")
        operands = op.operands
        rt = op.results[0].type if op.results else LLVMVoidType.get()
        if callee is not None:
            target = _global_name(_symbol(callee))
            args = operands
        else:
            if not operands:
                raise _Fail("an indirect 'llvm.call' needs the callee pointer as first operand")
            target = self.ref(operands[0])
            args = operands[1:]
        fnty = op.get_attr("var_callee_type") or op.get_attr("callee_type")
        ty = self.llvm_type(rt)
        if (
            isinstance(fnty, TypeAttr)
            and isinstance(fnty.value, LLVMFunctionType)
            and fnty.value.vararg
        ):
            ty = self.llvm_type(fnty.value)
        elif callee is not None:
            f = self.symbols.get(_symbol(callee))
            ft = f.get_attr("function_type") if f is not None else None
            if (
                isinstance(ft, TypeAttr)
                and isinstance(ft.value, LLVMFunctionType)
                and ft.value.vararg
            ):
                ty = self.llvm_type(ft.value)
        tail = _enum_word(op.get_attr("TailCallKind")) or ""
        s = "" if tail in ("", "none") else tail + " "
        s += "call"
        s += self._fmf(op)
        cc = self._cconv(op.get_attr("CConv"))
        if cc:
            s += " " + cc
        s += f" {ty} {target}(" + ", ".join(self.typed(a) for a in args) + ")"
        fn_attrs = []
        for prop, word in (
            ("convergent", "convergent"),
            ("no_unwind", "nounwind"),
            ("will_return", "willreturn"),
            ("no_inline", "noinline"),
            ("always_inline", "alwaysinline"),
        ):
            if _bool(op.get_attr(prop)):
                fn_attrs.append(word)
        mem = op.get_attr("memory") or op.get_attr("memory_effects")
        if mem is not None:
            fn_attrs.append(self._memory_attr(mem))
        s += self._attr_group(fn_attrs)
        self._emit_result(op, s)

    def _fmf(self, op: Operation) -> str:
        a = op.get_attr("fastmathFlags")
        s = _FMF_CACHE.get(a)
        if s is None:
            words = _flag_words(a)
            for w in words:
                if w not in _FMF_ORDER and w != "fast":
                    raise _Fail(f"unknown fast-math flag '{w}'")
            if "fast" in words or all(w in words for w in _FMF_ORDER):
                s = " fast"
            else:
                s = "".join(" " + w for w in _FMF_ORDER if w in words)
            _FMF_CACHE[a] = s
        return s

    def _call_intrinsic(self, op: Operation) -> None:
        name_attr = op.get_attr("intrin")
        if not isinstance(name_attr, StringAttr):
            raise _Fail("'llvm.call_intrinsic' needs an 'intrin' name")
        name = name_attr.value
        if not name.startswith("llvm."):
            raise _Fail(f"'{name}' is not an LLVM intrinsic name (expected 'llvm.' prefix)")
        args = op.operands
        arg_types = [a.type for a in args]
        rt = op.results[0].type if op.results else LLVMVoidType.get()
        spec = _INTRINSIC_BY_LLVM_NAME.get(name[5:])
        if spec is not None:  # a known overloaded intrinsic named without its suffix: mangle
            name = self._mangled(spec, rt, arg_types)
        self._declare(name, rt, arg_types)
        s = "call" + self._fmf(op) + f" {self.llvm_type(rt)} {_global_name(name)}("
        s += ", ".join(self.typed(a) for a in args) + ")"
        self._emit_result(op, s)

    def _intrinsic_op(self, op: Operation, spec: _Intr) -> None:
        args = [self.typed(a) for a in op.operands]
        types = [a.type for a in op.operands]
        for pos, attr_name in spec.imm:
            a = op.get_attr(attr_name)
            if a is None:
                raise _Fail(f"'{op.name}' needs the '{attr_name}' attribute")
            if isinstance(a, IntegerAttr):
                t = a.type
                if not isinstance(t, IntegerType):
                    t = IntegerType.get(64)
                lit = self._scalar_literal(t, a.value)
            elif isinstance(a, FloatAttr):
                t = a.type
                lit = _float_literal(t, a.bits)
            else:
                raise _Fail(f"unsupported value {a} for the '{attr_name}' argument")
            pos = min(pos, len(args))
            args.insert(pos, f"{self.llvm_type(t)} {lit}")
            types.insert(pos, t)
        rt = op.results[0].type if op.results else LLVMVoidType.get()
        name = self._mangled(spec, rt, types)
        self._declare(name, rt, types)
        fmf = self._fmf(op) if spec.fmf else ""
        self._emit_result(
            op, f"call{fmf} {self.llvm_type(rt)} {_global_name(name)}(" + ", ".join(args) + ")"
        )

    def _mangled(self, spec: _Intr, rt: Any, types: list) -> str:
        parts = ["llvm." + spec.name]
        if spec.results:
            if (
                len(spec.results) > 1
                or isinstance(rt, LLVMStructType)
                and spec.name.endswith(".with.overflow")
            ):
                members = rt.body if isinstance(rt, LLVMStructType) else (rt,)
                for i in spec.results:
                    if i >= len(members):
                        raise _Fail(f"result of 'llvm.{spec.name}' has no member {i}")
                    parts.append(self._mangle(members[i]))
            else:
                parts.append(self._mangle(rt))
        for i in spec.operands:
            if i >= len(types):
                raise _Fail(f"'llvm.{spec.name}' needs at least {i + 1} operands")
            parts.append(self._mangle(types[i]))
        return ".".join(parts)

    def _mangle(self, t: Any) -> str:
        """LLVM's ``getMangledTypeStr``: the suffix of an overloaded intrinsic's name."""
        if isinstance(t, LLVMPointerType):
            return f"p{t.address_space}"
        if isinstance(t, IntegerType):
            return f"i{t.width}"
        if isinstance(t, FloatType):
            if t.name not in ("f16", "bf16", "f32", "f64", "f80", "f128"):
                raise _Fail(f"type '{t}' cannot be translated to LLVM IR")
            return t.name
        if isinstance(t, LLVMPPCFP128Type):
            return "ppcf128"
        if isinstance(t, VectorType):
            if len(t.shape) != 1:
                raise _Fail(f"type '{t}' cannot be translated to LLVM IR")
            pre = "nxv" if t.scalable_dims[0] else "v"
            return f"{pre}{t.shape[0]}{self._mangle(t.element_type)}"
        if isinstance(t, LLVMFixedVectorType):
            return f"v{t.num_elements}{self._mangle(t.element_type)}"
        if isinstance(t, LLVMArrayType):
            return f"a{t.num_elements}{self._mangle(t.element_type)}"
        if isinstance(t, LLVMStructType):
            if t.name is not None:
                return "s_" + t.name
            return "sl_" + "".join(self._mangle(e) for e in t.body) + "s"
        if isinstance(t, LLVMFunctionType):
            s = "f_" + self._mangle(t.result) + "".join(self._mangle(p) for p in t.params_)
            return s + ("vararg" if t.vararg else "") + "f"
        if isinstance(t, LLVMVoidType):
            return "isVoid"
        if isinstance(t, LLVMMetadataType):
            return "Metadata"
        if isinstance(t, LLVMTokenType):
            return "token"
        raise _Fail(f"type '{t}' cannot be translated to LLVM IR")

    def _declare(self, name: str, rt: Any, types: list) -> None:
        if name in self.intrinsic_decls:
            return
        params = ", ".join(self.llvm_type(t) for t in types)
        self.intrinsic_decls[name] = f"declare {self.llvm_type(rt)} {_global_name(name)}({params})"

    def _constrained(self, op: Operation) -> None:
        """``llvm.intr.experimental.constrained.<cast>``: the intrinsic call with its
        rounding mode (if the cast has one) and exception behavior as metadata strings,
        and the call site marked ``strictfp`` (what mlir-translate 19 emits; it does not
        mark the enclosing function)."""
        which = op.name[len("llvm.intr.") :]
        (arg,) = op.operands
        rt = op.results[0].type
        md = LLVMMetadataType.get()
        args = [self.typed(arg)]
        if which in _CONSTRAINED_ROUNDED:
            mode = _enum_word(op.get_attr("roundingmode"), _ROUNDING_MODES)
            if mode is None:
                raise _Fail(f"'{op.name}' needs the 'roundingmode' attribute")
            args.append(f'metadata !"round.{mode}"')
        exc = _enum_word(op.get_attr("fpExceptionBehavior"), _FP_EXCEPTION_BEHAVIORS)
        if exc is None:
            raise _Fail(f"'{op.name}' needs the 'fpExceptionBehavior' attribute")
        args.append(f'metadata !"fpexcept.{exc}"')
        name = f"llvm.{which}.{self._mangle(rt)}.{self._mangle(arg.type)}"
        self._declare(name, rt, [arg.type] + [md] * (len(args) - 1))
        self._emit_result(
            op,
            f"call {self.llvm_type(rt)} {_global_name(name)}("
            + ", ".join(args)
            + ")"
            + self._attr_group(["strictfp"]),
        )

    def _masked_read(self, op: Operation) -> None:
        """``llvm.intr.masked.load`` / ``masked.gather``: a call to ``llvm.masked.<which>``
        (the pass-through operand or poison; a load may be ``!nontemporal``)."""
        which = op.name[len("llvm.intr.masked.") :]
        ops = op.operands
        rt = op.results[0].type
        ptr, mask = ops[0], ops[1]
        align = _int(op.get_attr("alignment"), 1) or 1
        pass_thru = self.typed(ops[2]) if len(ops) > 2 else f"{self.llvm_type(rt)} poison"
        name = f"llvm.masked.{which}.{self._mangle(rt)}.{self._mangle(ptr.type)}"
        self._declare(name, rt, [ptr.type, IntegerType.get(32), mask.type, rt])
        s = (
            f"call {self.llvm_type(rt)} {_global_name(name)}({self.typed(ptr)}, i32 {align}, "
            f"{self.typed(mask)}, {pass_thru})"
        )
        if _bool(op.get_attr("nontemporal")):
            s += f", !nontemporal {self._md('!{i32 1}')}"
        self._emit_result(op, s)

    def _masked_write(self, op: Operation) -> None:
        """``llvm.intr.masked.store`` / ``masked.scatter``: a call to ``llvm.masked.<which>``."""
        which = op.name[len("llvm.intr.masked.") :]
        val, ptr, mask = op.operands[:3]
        align = _int(op.get_attr("alignment"), 1) or 1
        name = f"llvm.masked.{which}.{self._mangle(val.type)}.{self._mangle(ptr.type)}"
        self._declare(
            name, LLVMVoidType.get(), [val.type, ptr.type, IntegerType.get(32), mask.type]
        )
        self.emit(
            f"call void {_global_name(name)}({self.typed(val)}, {self.typed(ptr)}, "
            f"i32 {align}, {self.typed(mask)})"
        )

    def _lifetime(self, op: Operation) -> None:
        which = op.name[len("llvm.intr.") :]
        ptr = op.operands[0]
        name = f"llvm.{which}.{self._mangle(ptr.type)}"
        size = op.get_attr("size")
        if size is not None:  # MLIR 19: (i64 immarg size, ptr)
            self._declare(name, LLVMVoidType.get(), [IntegerType.get(64), ptr.type])
            self.emit(f"call void {_global_name(name)}(i64 {_int(size)}, {self.typed(ptr)})")
        else:
            self._declare(name, LLVMVoidType.get(), [ptr.type])
            self.emit(f"call void {_global_name(name)}({self.typed(ptr)})")

    def _fence(self, op: Operation) -> None:
        s = "fence"
        scope = op.get_attr("syncscope")
        if isinstance(scope, StringAttr) and scope.value:
            s += f' syncscope("{_escape_bytes(scope.value.encode())}")'
        self.emit(s + " " + _ordering(op.get_attr("ordering")))

    def _atomicrmw(self, op: Operation) -> None:
        binop = _enum_word(op.get_attr("bin_op"), _ATOMIC_BIN) or ""
        binop = binop.lstrip("_")
        vol = " volatile" if _bool(op.get_attr("volatile_")) else ""
        p, v = op.operands[0], op.operands[1]
        s = f"atomicrmw{vol} {binop} {self.typed(p)}, {self.typed(v)}"
        self._emit_result(op, s + self._mem_suffix(op, True))

    def _cmpxchg(self, op: Operation) -> None:
        p, c, n = op.operands[:3]
        s = "cmpxchg"
        if _bool(op.get_attr("weak")):
            s += " weak"
        if _bool(op.get_attr("volatile_")):
            s += " volatile"
        s += f" {self.typed(p)}, {self.typed(c)}, {self.typed(n)}"
        scope = op.get_attr("syncscope")
        if isinstance(scope, StringAttr) and scope.value:
            s += f' syncscope("{_escape_bytes(scope.value.encode())}")'
        s += f" {_ordering(op.get_attr('success_ordering'))} {_ordering(op.get_attr('failure_ordering'))}"
        align = _int(op.get_attr("alignment"))
        if align:
            s += f", align {align}"
        self._emit_result(op, s)

    # ------------------------------------------------------------------ globals

    def _global(self, op: Operation) -> str:
        name = _symbol(op.get_attr("sym_name"))
        gt_attr = op.get_attr("global_type")
        if not isinstance(gt_attr, TypeAttr):
            raise _Fail("'llvm.mlir.global' needs a 'global_type'")
        gt = gt_attr.value
        linkage = _enum_word(op.get_attr("linkage")) or "external"
        if linkage not in _LINKAGES:
            raise _Fail(f"unknown linkage '{linkage}'")
        region = op.regions[0] if op.regions else None
        init: str | None = None
        value = op.get_attr("value")
        if region is not None and region.blocks and region.blocks[0].first is not None:
            init = self._initializer(region, gt)
        elif value is not None:
            init = self.constant(value, gt)
        elif linkage not in ("external", "extern_weak"):
            init = "undef"
        s = [_global_name(name), " = "]
        if linkage != "external" or init is None:
            s.append(linkage + " ")
        if _bool(op.get_attr("dso_local")) and linkage not in ("internal", "private"):
            s.append("dso_local ")
        vis = _enum_word(op.get_attr("visibility_"), _VISIBILITY)
        if vis:
            s.append(vis + " ")
        if _bool(op.get_attr("thread_local_")):
            s.append("thread_local ")
        ua = _enum_word(op.get_attr("unnamed_addr"), _UNNAMED_ADDR)
        if ua:
            s.append(ua + " ")
        asp = _int(op.get_attr("addr_space"), 0)
        if asp:
            s.append(f"addrspace({asp}) ")
        if _bool(op.get_attr("externally_initialized")):
            s.append("externally_initialized ")
        s.append("constant " if _bool(op.get_attr("constant")) else "global ")
        s.append(self.llvm_type(gt))
        if init is not None:
            s.append(" " + init)
        section = op.get_attr("section")
        if isinstance(section, StringAttr):
            s.append(f', section "{_escape_bytes(section.value.encode())}"')
        align = _int(op.get_attr("alignment"))
        if align:
            s.append(f", align {align}")
        return "".join(s)

    def _initializer(self, region: Any, gt: Any) -> str:
        """Evaluate a global's initializer region to an LLVM constant of type ``gt``."""
        if len(region.blocks) != 1:
            raise _Fail("a global initializer region must have a single block")
        env: dict[Value, Any] = {}
        for o in region.blocks[0].ops:
            self.op = o
            if o.name == "llvm.return":
                if not o.operands:
                    raise _Fail("the initializer region must return a value")
                return self._cfinal(env, o.operands[0])
            env[o.results[0]] = self._cexpr(o, env) if o.results else None
        raise _Fail("the initializer region has no 'llvm.return'")

    # Constant values in initializers: a str (a constant of its value's type) or a
    # list of (type, value) for aggregates built by insertvalue.

    def _cfinal(self, env: dict, v: Value) -> str:
        return self._ctext(v.type, env[v])

    def _ctext(self, t: Any, c: Any) -> str:
        if isinstance(c, list):
            parts = [f"{self.llvm_type(et)} {self._ctext(et, ec)}" for et, ec in c]
            if isinstance(t, LLVMStructType):
                return self._wrap_struct(t, parts)
            return self._wrap_seq(t, parts)
        return c

    def _members(self, t: Any) -> list:
        if isinstance(t, LLVMStructType):
            return list(t.body)
        if isinstance(t, (LLVMArrayType, LLVMFixedVectorType)):
            return [t.element_type] * t.num_elements
        if isinstance(t, VectorType):
            return [t.element_type] * t.shape[0]
        raise _Fail(f"'{t}' is not an aggregate type")

    def _cexpand(self, t: Any, c: Any) -> list:
        """An aggregate constant as a list of (type, constant) members."""
        if isinstance(c, list):
            return list(c)
        if c in ("undef", "poison"):
            return [(et, c) for et in self._members(t)]
        if c == "zeroinitializer":
            return [(et, self._zero(et)) for et in self._members(t)]
        raise _Fail("insertvalue into a constant that is not undef, poison, zero or an aggregate")

    def _cexpr(self, o: Operation, env: dict) -> Any:
        name = o.name
        if name in _CONSTANT_OPS:
            return self._constant_op(o)
        rt = o.results[0].type

        def val(i: int) -> str:
            v = o.operands[i]
            if v not in env:
                raise _Fail("a global initializer may only use values of its own region")
            return f"{self.llvm_type(v.type)} {self._ctext(v.type, env[v])}"

        if name == "llvm.insertvalue":
            pos = _int_list(o.get_attr("position"))
            agg = o.operands[0]
            value = env[o.operands[1]]

            def insert(t: Any, c: Any, path: list) -> list:
                members = self._cexpand(t, c)
                i = path[0]
                if not 0 <= i < len(members):
                    raise _Fail(f"insertvalue position {i} out of range for '{t}'")
                et, ec = members[i]
                members[i] = (et, value if len(path) == 1 else insert(et, ec, path[1:]))
                return members

            return insert(agg.type, env[agg], pos)
        if name == "llvm.getelementptr":
            et = o.get_attr("elem_type")
            raw = _int_list(o.get_attr("rawConstantIndices"))
            parts = [self.llvm_type(et.value), val(0)]
            di = 1
            for r in raw:
                if r == -2147483648:
                    parts.append(val(di))
                    di += 1
                else:
                    parts.append(f"i32 {r}")
            ib = " inbounds" if _bool(o.get_attr("inbounds")) else ""
            return f"getelementptr{ib} (" + ", ".join(parts) + ")"
        if name in (
            "llvm.bitcast",
            "llvm.ptrtoint",
            "llvm.inttoptr",
            "llvm.addrspacecast",
            "llvm.trunc",
        ):
            return f"{name[5:]} ({val(0)} to {self.llvm_type(rt)})"
        if name in ("llvm.add", "llvm.sub", "llvm.xor"):
            return f"{name[5:]} ({val(0)}, {val(1)})"
        raise _Fail(f"'{name}' is not supported in a global initializer")

    def _ctors(self, op: Operation) -> str:
        dtors = op.name == "llvm.mlir.global_dtors"
        fns = op.get_attr("dtors" if dtors else "ctors")
        prios = op.get_attr("priorities")
        fl = list(fns) if isinstance(fns, ArrayAttr) else []
        pl = list(prios) if isinstance(prios, ArrayAttr) else []
        if len(fl) != len(pl):
            raise _Fail("ctors and priorities must have the same number of elements")
        entries = [
            f"{{ i32, ptr, ptr }} {{ i32 {_int(p)}, ptr {_global_name(_symbol(f))}, ptr null }}"
            for f, p in zip(fl, pl)
        ]
        gname = "@llvm.global_dtors" if dtors else "@llvm.global_ctors"
        return (
            f"{gname} = appending global [{len(entries)} x {{ i32, ptr, ptr }}] ["
            + ", ".join(entries)
            + "]"
        )


# ---------------------------------------------------------------------------- templates compiled
#
# Each ``_INSTRUCTIONS`` template is compiled once into a list of literal pieces and
# field getters ``(tr, op, operands) -> str``: rendering an op is a loop over that
# list, with no per-op parsing of the template or dispatch on field names.

_FieldGetter = Callable[["_ModuleTranslation", Operation, list], str]


def _operand_at(op: Operation, ops: list, i: int) -> Value:
    if i >= len(ops):
        raise _Fail(f"'{op.name}' needs at least {i + 1} operands")
    return ops[i]


def _ovf_field(tr: _ModuleTranslation, op: Operation, ops: list) -> str:
    a = op.get_attr("overflowFlags")
    s = _OVF_CACHE.get(a)
    if s is None:
        words = _flag_words(a)
        s = _OVF_CACHE[a] = "".join(" " + w for w in ("nuw", "nsw") if w in words)
    return s


def _ipred_field(tr: _ModuleTranslation, op: Operation, ops: list) -> str:
    w = _enum_word(op.get_attr("predicate"), _ICMP)
    if w not in _ICMP:
        raise _Fail(f"invalid icmp predicate '{w}'")
    return w  # type: ignore[return-value]


def _fpred_field(tr: _ModuleTranslation, op: Operation, ops: list) -> str:
    w = _enum_word(op.get_attr("predicate"), _FCMP)
    w = _PRED_FIX.get(w, w)  # type: ignore[arg-type]
    if w not in _FCMP:
        raise _Fail(f"invalid fcmp predicate '{w}'")
    return w  # type: ignore[return-value]


def _mask_field(tr: _ModuleTranslation, op: Operation, ops: list) -> str:
    mask = _int_list(op.get_attr("mask"))
    if not mask:
        return "<0 x i32> zeroinitializer"
    items = ", ".join("i32 poison" if m < 0 else f"i32 {m}" for m in mask)
    return f"<{len(mask)} x i32> <{items}>"


def _unit_flag_field(attr: str, word: str) -> _FieldGetter:
    text = " " + word
    return lambda tr, op, ops: text if _bool(op.get_attr(attr)) else ""


_FIELDS: dict[str, _FieldGetter] = {
    "RT": lambda tr, op, ops: tr.llvm_type(op.results[0].type),
    "fmf": lambda tr, op, ops: tr._fmf(op),
    "ovf": _ovf_field,
    "ipred": _ipred_field,
    "fpred": _fpred_field,
    "pos": lambda tr, op, ops: "".join(f", {i}" for i in _int_list(op.get_attr("position"))),
    "mask": _mask_field,
    "exact": _unit_flag_field("isExact", "exact"),
    "disjoint": _unit_flag_field("isDisjoint", "disjoint"),
    "nneg": _unit_flag_field("nonNeg", "nneg"),
}
_OVF_CACHE: dict[Any, str] = {}
_FMF_CACHE: dict[Any, str] = {}


def _field_getter(key: str) -> _FieldGetter:
    if key[:1] in ("T", "a") and key[1:].isdigit():
        i = int(key[1:])
        if key[0] == "T":
            return lambda tr, op, ops: tr.llvm_type(_operand_at(op, ops, i).type)
        return lambda tr, op, ops: tr.ref(_operand_at(op, ops, i))
    g = _FIELDS.get(key)
    if g is None:
        raise KeyError(f"unknown instruction template field {{{key}}}")
    return g


def _compile_template(template: str) -> Callable[[_ModuleTranslation, Operation], str]:
    import string

    parts: list[tuple[str, _FieldGetter | None]] = []
    for literal, key, _spec, _conv in string.Formatter().parse(template):
        parts.append((literal, _field_getter(key) if key is not None else None))
    parts_t = tuple(parts)

    def render(tr: _ModuleTranslation, op: Operation) -> str:
        ops = op.operands
        out = []
        for literal, get in parts_t:
            out.append(literal)
            if get is not None:
                out.append(get(tr, op, ops))
        return "".join(out)

    return render


_COMPILED = {name: _compile_template(t) for name, t in _INSTRUCTIONS.items()}


_HANDLERS: dict[str, Callable[[_ModuleTranslation, Operation], None]] = {
    "llvm.return": _ModuleTranslation._return,
    "llvm.br": _ModuleTranslation._br,
    "llvm.cond_br": _ModuleTranslation._cond_br,
    "llvm.switch": _ModuleTranslation._switch,
    "llvm.unreachable": _ModuleTranslation._unreachable,
    "llvm.alloca": _ModuleTranslation._alloca,
    "llvm.load": _ModuleTranslation._load,
    "llvm.store": _ModuleTranslation._store,
    "llvm.getelementptr": _ModuleTranslation._gep,
    "llvm.call": _ModuleTranslation._call,
    "llvm.call_intrinsic": _ModuleTranslation._call_intrinsic,
    "llvm.fence": _ModuleTranslation._fence,
    "llvm.atomicrmw": _ModuleTranslation._atomicrmw,
    "llvm.cmpxchg": _ModuleTranslation._cmpxchg,
    "llvm.intr.masked.load": _ModuleTranslation._masked_read,
    "llvm.intr.masked.store": _ModuleTranslation._masked_write,
    "llvm.intr.masked.gather": _ModuleTranslation._masked_read,
    "llvm.intr.masked.scatter": _ModuleTranslation._masked_write,
    "llvm.intr.lifetime.start": _ModuleTranslation._lifetime,
    "llvm.intr.lifetime.end": _ModuleTranslation._lifetime,
    **{"llvm.intr." + n: _ModuleTranslation._constrained for n in _CONSTRAINED},
}
