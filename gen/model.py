"""The checked model of a ``.rules`` file: every name resolved, every format checked.

``build_model(path)`` parses a file (and its imports), resolves constraint,
enum, trait and op names, checks each op's declaration and assembly format
(that it prints every operand, attribute, region and successor, that every
type can be recovered when parsing, that optional groups have one anchor
and a parseable first element), and compiles each Python snippet once to
catch syntax errors. Names that become Python names are checked too: a
``native`` module must exist (its parent packages are imported to find it)
and its alias must not clash with the generated module's own names, a
dialect hook may name only natives and builtins, and two ops or two
elements of an op must not map to one Python name. Each mistake is a
``RulesError`` at its ``file:line:col``. The result is plain data for
``gen.codegen``.

What it does not do: generate code, or evaluate any Python snippet.
"""

from __future__ import annotations

import importlib.util
import keyword as _kw
import os
import re
from typing import Any

from .errors import Loc, RulesError
from .grammar import (
    PY_EXPR_ITEMS,
    CExpr,
    ConstraintDef,
    Dialect,
    EnumDef,
    Import,
    Native,
    OpDef,
    PyExpr,
    RawBlock,
    _int,
    parse_rules,
)
from .loader import rules_relative

# ---------------------------------------------------------------- built-in vocabularies

# name -> (predicate with ``{t}`` for the type, description, buildable type expression or None)
BUILTIN_TYPES: dict[str, tuple[str, str, str | None]] = {
    "AnyType": ("True", "any type", None),
    "AnyInt": ("type({t}) is IntegerType", "integer", None),
    "SignlessInt": (
        "type({t}) is IntegerType and {t}.signedness == 'signless'",
        "signless integer",
        None,
    ),
    # MLIR's names (CommonTypeConstraints.td) beside the short ones above
    "AnyInteger": ("type({t}) is IntegerType", "integer", None),
    "AnySignlessInteger": (
        "type({t}) is IntegerType and {t}.signedness == 'signless'",
        "signless integer",
        None,
    ),
    "AnySignedInteger": (
        "type({t}) is IntegerType and {t}.signedness == 'signed'",
        "signed integer",
        None,
    ),
    "AnyUnsignedInteger": (
        "type({t}) is IntegerType and {t}.signedness == 'unsigned'",
        "unsigned integer",
        None,
    ),
    "AnySignlessIntegerOrIndex": (
        "{t} is _index or (type({t}) is IntegerType and {t}.signedness == 'signless')",
        "signless integer or index",
        None,
    ),
    "Index": ("{t} is _index", "index", "_index"),
    "AnyFloat": ("type({t}) is FloatType", "floating-point", None),
    "NoneType": ("{t} is _none", "none type", "_none"),
    "AnyVector": ("type({t}) is VectorType", "vector of any type values", None),
    "AnyTensor": ("isinstance({t}, TensorType)", "tensor of any type values", None),
    "AnyRankedTensor": ("type({t}) is RankedTensorType", "ranked tensor of any type values", None),
    "AnyUnrankedTensor": (
        "type({t}) is UnrankedTensorType",
        "unranked tensor of any type values",
        None,
    ),
    "AnyMemRef": ("isinstance({t}, BaseMemRefType)", "memref of any type values", None),
    "AnyRankedMemRef": ("type({t}) is MemRefType", "ranked memref of any type values", None),
    "AnyUnrankedMemRef": (
        "type({t}) is UnrankedMemRefType",
        "unranked.memref of any type values",
        None,
    ),
    "AnyShaped": ("isinstance({t}, ShapedType)", "shaped of any type values", None),
    "AnyComplex": ("type({t}) is ComplexType", "complex-type", None),
    "FunctionType": ("type({t}) is FunctionType", "function type", None),
    "F16": ("{t} is _T_f16", "16-bit float", "_T_f16"),
    "BF16": ("{t} is _T_bf16", "bfloat16 type", "_T_bf16"),
    "F32": ("{t} is _T_f32", "32-bit float", "_T_f32"),
    "F64": ("{t} is _T_f64", "64-bit float", "_T_f64"),
    "F80": ("{t} is _T_f80", "80-bit float", "_T_f80"),
    "F128": ("{t} is _T_f128", "128-bit float", "_T_f128"),
}

# Container constraints: name -> (predicate with ``{t}`` and ``{inner}``, description format)
CONTAINERS: dict[str, tuple[str, str]] = {
    "VectorOf": ("type({t}) is VectorType and {inner}", "vector of {desc} values"),
    "FixedVectorOf": (
        "type({t}) is VectorType and not {t}.is_scalable and {inner}",
        "fixed-length vector of {desc} values",
    ),
    "TensorOf": ("isinstance({t}, TensorType) and {inner}", "tensor of {desc} values"),
    "RankedTensorOf": (
        "type({t}) is RankedTensorType and {inner}",
        "ranked tensor of {desc} values",
    ),
    "MemRefOf": ("isinstance({t}, BaseMemRefType) and {inner}", "memref of {desc} values"),
    "RankedMemRefOf": ("type({t}) is MemRefType and {inner}", "ranked memref of {desc} values"),
    "ShapedOf": ("isinstance({t}, ShapedType) and {inner}", "shaped of {desc} values"),
    "ComplexOf": ("type({t}) is ComplexType and {inner}", "complex type with {desc} elements"),
}

# attribute constraint name -> (predicate over ``a``, description, storage kind, type expr)
#   kind: "typed" (printed without its type in formats), "full", "unit", "symname",
#         "type" (a TypeAttr printed as its type), "string"
BUILTIN_ATTRS: dict[str, tuple[str, str, str, str | None]] = {
    "AnyAttr": ("True", "any attribute", "full", None),
    "TypedAttr": ("hasattr(a, 'type')", "TypedAttr instance", "full", None),
    "UnitAttr": ("type(a) is UnitAttr", "unit attribute", "unit", None),
    "BoolAttr": ("type(a) is IntegerAttr and a.type is _T_i1", "bool attribute", "typed", "_T_i1"),
    "IndexAttr": (
        "type(a) is IntegerAttr and a.type is _index",
        "index attribute",
        "typed",
        "_index",
    ),
    "StrAttr": ("type(a) is StringAttr", "string attribute", "string", None),
    "SymbolNameAttr": ("type(a) is StringAttr", "string attribute", "symname", None),
    "FlatSymbolRefAttr": (
        "type(a) is SymbolRefAttr and not a.nested",
        "flat symbol reference attribute",
        "full",
        None,
    ),
    "SymbolRefAttr": ("type(a) is SymbolRefAttr", "symbol reference attribute", "full", None),
    "TypeAttr": ("type(a) is TypeAttr", "any type attribute", "type", None),
    "ArrayAttr": ("type(a) is ArrayAttr", "array attribute", "full", None),
    "DictionaryAttr": (
        "type(a) is DictionaryAttr",
        "dictionary of named attribute values",
        "full",
        None,
    ),
    "ElementsAttr": (
        "isinstance(a, ElementsAttr)",
        "constant vector/tensor attribute",
        "full",
        None,
    ),
    "DenseI64ArrayAttr": (
        "type(a) is DenseArrayAttr and a.element_type is _T_i64",
        "i64 dense array attribute",
        "darray",
        "_T_i64",
    ),
    "DenseI32ArrayAttr": (
        "type(a) is DenseArrayAttr and a.element_type is _T_i32",
        "i32 dense array attribute",
        "darray",
        "_T_i32",
    ),
    "DenseBoolArrayAttr": (
        "type(a) is DenseArrayAttr and a.element_type is _T_i1",
        "i1 dense array attribute",
        "darray",
        "_T_i1",
    ),
    "F32Attr": (
        "type(a) is FloatAttr and a.type is _T_f32",
        "32-bit float attribute",
        "typed",
        "_T_f32",
    ),
    "F64Attr": (
        "type(a) is FloatAttr and a.type is _T_f64",
        "64-bit float attribute",
        "typed",
        "_T_f64",
    ),
}
# MLIR's integer attributes of one width (CommonAttrConstraints.td): I<w>Attr, SI<w>Attr,
# UI<w>Attr (their type is buildable: printed without it in formats) and AnyI<w>Attr (any
# signedness, printed with its type), for the widths MLIR defines
for _w in (1, 8, 16, 32, 64):
    for _p, _words in (
        ("I", "signless integer"),
        ("SI", "signed integer"),
        ("UI", "unsigned integer"),
    ):
        _t = f"_T_{_p.lower()}{_w}"
        BUILTIN_ATTRS[f"{_p}{_w}Attr"] = (
            f"type(a) is IntegerAttr and a.type is {_t}",
            f"{_w}-bit {_words} attribute",
            "typed",
            _t,
        )
    BUILTIN_ATTRS[f"AnyI{_w}Attr"] = (
        f"type(a) is IntegerAttr and type(a.type) is IntegerType and a.type.width == {_w}",
        f"{_w}-bit integer attribute",
        "full",
        None,
    )
BUILTIN_ATTRS["APIntAttr"] = (
    "type(a) is IntegerAttr",
    "arbitrary integer attribute",
    "full",
    None,
)

# Traits: name -> number of arguments (-1: any, at least one)
KNOWN_TRAITS: dict[str, int] = {
    "Pure": 0,
    "NoMemoryEffect": 0,
    "AlwaysSpeculatable": 0,
    "ConditionallySpeculatable": 0,
    "RecursivelySpeculatable": 0,
    "Commutative": 0,
    "Idempotent": 0,
    "Involution": 0,
    "SameOperandsAndResultType": 0,
    "SameTypeOperands": 0,
    "SameOperandsAndResultShape": 0,
    "SameOperandsShape": 0,
    "SameOperandsElementType": 0,
    "SameOperandsAndResultElementType": 0,
    "Elementwise": 0,
    "Scalarizable": 0,
    "Vectorizable": 0,
    "Tensorizable": 0,
    "IsTerminator": 0,
    "ReturnLike": 0,
    "NoTerminator": 0,
    "SingleBlock": 0,
    "IsolatedFromAbove": 0,
    "SymbolTable": 0,
    "Symbol": 0,
    "OptionalSymbol": 0,
    "ConstantLike": 0,
    "GraphRegion": 0,
    "NoRegionArguments": 0,
    "RecursiveMemoryEffects": 0,
    "AutomaticAllocationScope": 0,
    "AttrSizedOperandSegments": 0,
    "AttrSizedResultSegments": 0,
    "InferTypeOpInterface": 0,
    "BranchOpInterface": 0,
    "RegionBranchOpInterface": 0,
    "RegionBranchTerminatorOpInterface": 0,
    "LoopLikeOpInterface": 0,
    "MemoryEffectOpInterface": 0,
    "SymbolOpInterface": 0,
    "CallableOpInterface": 0,
    "CallOpInterface": 0,
    "CastOpInterface": 0,
    "SameVariadicOperandSize": 0,
    "SameVariadicResultSize": 0,
    "AffineScope": 0,
    "ElementwiseMappable": 0,
    "ViewLikeOpInterface": 0,
    "HasParent": -1,
    "ParentOneOf": -1,
    "AllTypesMatch": -1,
    "TypesMatchWith": 2,
    "SingleBlockImplicitTerminator": 1,
    "MemoryEffects": -1,
    "DeclareOpInterfaceMethods": -1,
}
MEMORY_EFFECTS = {"Read", "Write", "Allocate", "Free"}

_BUILTIN_ENUM_STORAGE = {"i32": "_T_i32", "i64": "_T_i64", "i8": "_T_i8", "i16": "_T_i16"}


def py_name(n: str) -> str:
    """A Python-safe identifier for an element name (``in`` -> ``in_``)."""
    return n + "_" if _kw.iskeyword(n) or n in _RESERVED else n


# Names an accessor must not shadow: the generated code's locals and ``Operation``'s own
# attributes (``memref.get_global``'s ``name``, ``alloca_scope.return``'s ``results``).
_RESERVED = frozenset(
    {
        "self",
        "cls",
        "p",
        "props",
        "attrs",
        "op",
        "name",
        "results",
        "regions",
        "successors",
        "properties",
        "attributes",
        "loc",
        "parent",
        "operands",
        "prev",
        "next",
        "type",
        "interface",
    }
)


# ---------------------------------------------------------------- model classes


class TypeConstraint:
    """A resolved type constraint: a predicate expression over ``t`` and a description."""

    __slots__ = ("buildable", "desc", "func", "kind", "pred")

    def __init__(
        self,
        pred: str,
        desc: str,
        buildable: str | None = None,
        func: str = "",
        kind: str | None = None,
    ) -> None:
        self.pred = pred
        self.desc = desc
        self.buildable = buildable
        self.func = func  # name of a generated module-level function, when named
        # the type class the constraint's C++ type names (a predicate over ``{t}``), which
        # MLIR's generated parsers check when a format parses the type ("invalid kind of
        # type specified"); None when it is just ``Type``
        self.kind = kind


# constraint name -> the kind predicate of its C++ type (see TypeConstraint.kind)
_KINDS: dict[str, str] = {
    "AnyInt": "type({t}) is IntegerType",
    "SignlessInt": "type({t}) is IntegerType",
    "AnyInteger": "type({t}) is IntegerType",
    "AnySignlessInteger": "type({t}) is IntegerType",
    "Index": "type({t}) is IndexType",
    "AnyFloat": "type({t}) is FloatType",
    "F16": "{t} is _T_f16",
    "BF16": "{t} is _T_bf16",
    "F32": "{t} is _T_f32",
    "F64": "{t} is _T_f64",
    "F80": "{t} is _T_f80",
    "F128": "{t} is _T_f128",
    "NoneType": "{t} is _none",
    "AnyVector": "type({t}) is VectorType",
    "VectorOf": "type({t}) is VectorType",
    "FixedVectorOf": "type({t}) is VectorType",
    "AnyTensor": "isinstance({t}, TensorType)",
    "TensorOf": "isinstance({t}, TensorType)",
    "AnyRankedTensor": "type({t}) is RankedTensorType",
    "RankedTensorOf": "type({t}) is RankedTensorType",
    "AnyUnrankedTensor": "type({t}) is UnrankedTensorType",
    "AnyMemRef": "isinstance({t}, BaseMemRefType)",
    "MemRefOf": "isinstance({t}, BaseMemRefType)",
    "AnyRankedMemRef": "type({t}) is MemRefType",
    "RankedMemRefOf": "type({t}) is MemRefType",
    "AnyUnrankedMemRef": "type({t}) is UnrankedMemRefType",
    "AnyShaped": "isinstance({t}, ShapedType)",
    "ShapedOf": "isinstance({t}, ShapedType)",
    "AnyComplex": "type({t}) is ComplexType",
    "ComplexOf": "type({t}) is ComplexType",
    "FunctionType": "type({t}) is FunctionType",
}


# MLIR's integer constraints of one width (``I<46>`` or ``I46``): family -> (the interned
# type's name prefix, or None when any signedness matches; the description's words)
_INT_FAMILIES: dict[str, tuple[str | None, str]] = {
    "I": ("_T_i", "signless integer"),
    "SI": ("_T_si", "signed integer"),
    "UI": ("_T_ui", "unsigned integer"),
    "AnyI": (None, "integer"),
}
_INT_NAME = re.compile(r"(AnyI|SI|UI|I)([0-9]+)")


def _integer_of_width(e: CExpr) -> TypeConstraint | None:
    """``I<N>`` / ``SI<N>`` / ``UI<N>`` / ``AnyI<N>`` (also written ``I46``, ``SI8``,
    ``AnyI32``), as MLIR's classes of those names: exactly that width and signedness
    (``AnyI``: any signedness); None for any other name. The fixed-signedness ones are
    buildable: the generated module defines ``_T_i46`` / ``_T_si8`` / ``_T_ui3``."""
    mm = _INT_NAME.fullmatch(e.name)
    if mm:
        if e.args:
            raise RulesError(f"constraint '{e.name}' takes no arguments", e.loc)
        family, width = mm.group(1), int(mm.group(2))
    elif e.name in _INT_FAMILIES and e.args:
        if len(e.args) != 1 or e.args[0].kind != "int" or e.args[0].name.startswith("-"):
            raise RulesError(f"'{e.name}' takes a bit width ('{e.name}<32>')", e.loc)
        family, width = e.name, _int(e.args[0].name)
    else:
        return None
    from ..ir.types import MAX_INT_WIDTH

    if width > MAX_INT_WIDTH:
        raise RulesError(f"integer bitwidth is limited to {MAX_INT_WIDTH} bits", e.loc)
    prefix, words = _INT_FAMILIES[family]
    if prefix is None:  # MLIR's AnyI<N> is a plain Type: no kind check when parsing
        return TypeConstraint(
            f"type({{t}}) is IntegerType and {{t}}.width == {width}", f"{width}-bit {words}"
        )
    return TypeConstraint(
        f"{{t}} is {prefix}{width}",
        f"{width}-bit {words}",
        f"{prefix}{width}",
        kind="type({t}) is IntegerType",
    )


class Enum:
    __slots__ = ("bits", "cases", "desc", "dialect", "int_type", "loc", "mnemonic", "name", "sep")

    def __init__(self, d: EnumDef) -> None:
        self.name = d.name
        self.bits = d.bits
        self.loc = d.loc
        self.sep = d.sep if d.sep is not None else ", "
        self.desc = d.desc
        self.cases = [(c.name, c.value, c.desc) for c in d.cases]
        self.int_type = None
        self.dialect = self.mnemonic = None
        if d.storage[0] == "int":
            self.int_type = d.storage[1]
        else:
            dia, _, mn = d.storage[1].partition(".")
            self.dialect, self.mnemonic = dia, mn

    def case_value(self, name: str) -> int | None:
        for n, v, _ in self.cases:
            if n == name:
                return v
        return None


class Operand:
    __slots__ = ("index", "infer", "kind", "loc", "name", "optional", "tc", "variadic")

    @property
    def py(self) -> str:
        return py_name(self.name)

    def __init__(
        self,
        name: str,
        tc: TypeConstraint,
        variadic: bool,
        optional: bool,
        index: int,
        loc: Loc,
        kind: str,
    ) -> None:
        self.name, self.tc, self.variadic, self.optional = name, tc, variadic, optional
        self.index, self.loc, self.kind = index, loc, kind
        self.infer: PyExpr | None = None

    @property
    def single(self) -> bool:
        return not self.variadic and not self.optional


class Attr:
    __slots__ = (
        "cname",
        "default",
        "default_expr",
        "desc",
        "enum",
        "kind",
        "loc",
        "name",
        "optional",
        "pred",
        "py_class",
        "type_expr",
    )

    @property
    def py(self) -> str:
        return py_name(self.name)

    def __init__(self, name: str, loc: Loc) -> None:
        self.name = name
        self.loc = loc
        # the class in ``irlite.ir.attributes`` every value of the constraint is an instance
        # of (``type(a) is IntegerAttr``), or None when the constraint leaves it open
        self.py_class: str | None = None
        self.enum: Enum | None = None
        self.default: Any = None
        self.default_expr: str | None = None
        self.optional = False


class Region_:
    __slots__ = ("args", "index", "loc", "name", "sized", "variadic")

    @property
    def py(self) -> str:
        return py_name(self.name)

    def __init__(self, name: str, sized: int | None, index: int, loc: Loc) -> None:
        self.name, self.sized, self.index, self.loc = name, sized, index, loc
        self.variadic = False  # VariadicRegion: the last region group, any number of regions
        self.args: list[Operand] | None = None  # `args(...)`: the entry block's arguments


class Successor:
    __slots__ = ("index", "loc", "name", "variadic")

    @property
    def py(self) -> str:
        return py_name(self.name)

    def __init__(self, name: str, variadic: bool, index: int, loc: Loc) -> None:
        self.name, self.variadic, self.index, self.loc = name, variadic, index, loc


class Op:
    __slots__ = (
        "asm_names",
        "attrs",
        "canonicalize",
        "class_name",
        "default_dialect",
        "description",
        "fmt",
        "fold",
        "format",
        "format_loc",
        "interfaces",
        "loc",
        "name",
        "operands",
        "parser",
        "printer",
        "regions",
        "results",
        "short",
        "successors",
        "summary",
        "trait_args",
        "traits",
        "verify",
        "verify_regions",
        "verify_symbol_uses",
    )

    def __init__(self, name: str, loc: Loc) -> None:
        self.name = name
        self.short = name.split(".", 1)[1]
        words = re.split(r"[_.$]", self.short)
        self.class_name = "".join(w[:1].upper() + w[1:] for w in words) + "Op"
        self.loc = loc
        self.traits: list[str] = []
        self.trait_args: dict[str, list[str]] = {}
        # `interfaces { Name: h.Class }`: interface name -> (PyExpr of the class, loc)
        self.interfaces: dict[str, tuple[PyExpr, Loc]] = {}
        self.summary = self.description = ""
        self.operands: list[Operand] = []
        self.results: list[Operand] = []
        self.attrs: list[Attr] = []
        self.regions: list[Region_] = []
        self.successors: list[Successor] = []
        self.format: str | None = None
        self.format_loc: Loc | None = None
        self.fmt: Any = None
        self.verify = self.fold = self.parser = self.printer = self.canonicalize = None
        self.verify_regions: Any = None
        self.verify_symbol_uses: Any = (
            None  # snippet over `self` and `tables` (a SymbolTableCollection)
        )
        self.asm_names: Any = None
        self.default_dialect: str | None = None

    def element(self, name: str) -> Any:
        for coll in (self.operands, self.results, self.attrs, self.regions, self.successors):
            for e in coll:
                if e.name == name:
                    return e
        return None

    @property
    def attr_by_name(self) -> dict:
        return {a.name: a for a in self.attrs}

    def has_trait(self, t: str) -> bool:
        return t in self.trait_args

    def operand_segments(self) -> bool:
        """Several variadic/optional operand groups sized by ``operandSegmentSizes``
        (not with ``SameVariadicOperandSize``, where all groups have one size)."""
        return (
            sum(1 for o in self.operands if not o.single) > 1
            and "SameVariadicOperandSize" not in self.trait_args
        )

    def result_segments(self) -> bool:
        return (
            sum(1 for o in self.results if not o.single) > 1
            and "SameVariadicResultSize" not in self.trait_args
        )


class Model:
    """Everything the code generator needs for one ``.rules`` file."""

    __slots__ = (
        "attr_parser",
        "canonicalizer",
        "constraints",
        "description",
        "dialect",
        "enums",
        "extern_constraints",
        "extern_enums",
        "imports",
        "natives",
        "interfaces",
        "ops",
        "path",
        "raw",
        "sources",
        "summary",
        "type_parser",
    )

    def __init__(self, path: str) -> None:
        self.path = path
        self.dialect = ""
        # the dialect block's `type_parser` / `attr_parser` hooks (Python expressions
        # naming a function `(parser, mnemonic) -> Type | Attribute`), or None
        self.type_parser: PyExpr | None = None
        self.attr_parser: PyExpr | None = None
        # the dialect block's canonicalization sources (see ``_canonicalizer``)
        self.canonicalizer: dict[str, Any] = {}
        # the dialect block's `interfaces { Name: h.Class }` (dialect interfaces)
        self.interfaces: list[tuple[str, PyExpr, Loc]] = []
        self.summary = self.description = ""
        self.natives: dict[str, tuple[str | None, str | None]] = {}
        self.constraints: dict[str, TypeConstraint] = {}
        self.enums: dict[str, Enum] = {}
        # constraints/enums of imported files: the generated module defines them too
        self.extern_constraints: dict[str, TypeConstraint] = {}
        self.extern_enums: dict[str, Enum] = {}
        self.ops: list[Op] = []
        self.imports: list[str] = []
        self.raw: list[RawBlock] = []
        self.sources: list[str] = []  # every file read (for the cache key)


# ---------------------------------------------------------------- building


def _word_loc(loc: Loc, word: str) -> Loc:
    """The position of ``word`` on the line of ``loc`` (at or after it), else ``loc``."""
    i = loc.text.find(word, loc.col - 1)
    return loc.shifted(i - loc.col + 1) if i >= 0 else loc


_TEMPLATE_GLOBALS: frozenset[str] | None = None
# what the generated matcher module (gen.rewrite_codegen) imports or defines
_PATTERN_GLOBALS = frozenset(
    {"annotations", "Any", "_gm", "load_native", "OpResult", "FusedLoc", "_rl", "RULESETS", "RULES"}
)
_GENERATED_PREFIXES = ("_c_", "_E_", "_T_", "_DEFAULTS_", "_ELIDE_", "_D", "_C_", "m_")
# the locals of a generated matcher function (a `where` naming a native alias sees them first)
_MATCHER_LOCALS = re.compile(r"o|op|rw|_loc|[vdkbn]\d+|[cl]_\w*")


def _generated_globals() -> frozenset[str]:
    """Names the generated modules import or define at top level (a ``native`` alias
    must not shadow them, nor be shadowed): read from the ops template."""
    global _TEMPLATE_GLOBALS
    if _TEMPLATE_GLOBALS is None:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "templates", "ops.py.j2")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        names: set[str] = set()
        for m in re.finditer(r"(?m)^from [\w.]+ import (\([^)]*\)|[^\n]*)", text):
            for part in m.group(1).strip("()").split(","):
                words = part.split()
                if words:
                    names.add(words[-1])
        names.update(re.findall(r"(?m)^(?:def |class )?([A-Za-z_]\w*)\b(?= *[=(:])", text))
        from .codegen import PRELUDE_NAMES  # the imports the generator chooses from

        _TEMPLATE_GLOBALS = frozenset(names) | PRELUDE_NAMES | _PATTERN_GLOBALS
    return _TEMPLATE_GLOBALS


def _module_exists(name: str | None) -> bool:
    """Whether ``name`` is a dotted module name Python can import (parent packages are imported)."""
    if not name or not re.fullmatch(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*", name):
        return False
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def build_model(path: str, source: str | None = None, _stack: tuple = ()) -> Model:
    """Parse and check ``path`` (and what it imports). Raises ``RulesError``."""
    apath = os.path.abspath(path)
    if source is None:
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as e:
            raise RulesError(f"cannot read '{path}': {e.strerror}") from None
        try:
            source = data.decode("utf-8")
        except UnicodeDecodeError as e:
            ls = data.rfind(b"\n", 0, e.start) + 1
            le = data.find(b"\n", e.start)
            line = data[ls : le if le >= 0 else len(data)].decode("utf-8", "replace")
            col = len(data[ls : e.start].decode("utf-8", "replace")) + 1
            raise RulesError(
                "invalid UTF-8 in .rules file",
                Loc(path, data.count(b"\n", 0, e.start) + 1, col, line),
            ) from None
    ast = parse_rules(source, path)
    m = Model(path)
    m.sources.append(apath)
    b = _ModelBuilder(m, apath, _stack + (apath,))
    b.run(ast.stmts)
    m.extern_constraints = {
        k: v for k, v in b.imported_constraints.items() if k not in m.constraints
    }
    m.extern_enums = {k: v for k, v in b.imported_enums.items() if k not in m.enums}
    return m


class _ModelBuilder:
    def __init__(self, m: Model, apath: str, stack: tuple) -> None:
        self.m = m
        self.apath = apath
        self.stack = stack
        self.imported_constraints: dict[str, TypeConstraint] = {}
        self.imported_enums: dict[str, Enum] = {}
        self.imported_ops: set[str] = set()

    def run(self, stmts: list) -> None:
        m = self.m
        dialect_seen: Dialect | None = None
        for s in stmts:
            if isinstance(s, Dialect):
                if dialect_seen is not None:
                    raise RulesError("a .rules file declares one dialect", s.loc)
                dialect_seen = s
                m.dialect, m.summary, m.description = s.name, s.summary, s.description
                for hook in (s.type_parser, s.attr_parser):
                    if hook is not None:
                        if "$" in hook.text:
                            raise RulesError(
                                "a dialect hook names a function; '$' has no meaning here", hook.loc
                            )
                        _compile(hook, "$")
                m.type_parser, m.attr_parser = s.type_parser, s.attr_parser
                from ..ir.interfaces import DIALECT_INTERFACES_BY_NAME

                for name, expr, eloc in s.interfaces:
                    if name not in DIALECT_INTERFACES_BY_NAME:
                        raise RulesError(
                            f"unknown dialect interface '{name}'"
                            + _did_you_mean(name, DIALECT_INTERFACES_BY_NAME),
                            eloc,
                        )
                    _compile(expr, "$")
                m.interfaces = list(s.interfaces)
                if len(self.stack) == 1:  # an imported file lends constraints and enums only
                    own = {r.name for r in stmts if isinstance(r, RawBlock) and r.kind == "ruleset"}
                    m.canonicalizer = _canonicalizer(s, m.path, own)
        for s in stmts:
            if isinstance(s, Import):
                self._import(s)
            elif isinstance(s, Native):
                if s.alias in m.natives:
                    raise RulesError(f"duplicate native alias '{s.alias}'", s.loc)
                path = s.path
                if path is not None:
                    path = os.path.join(os.path.dirname(self.apath), path)
                    if not os.path.exists(path):
                        raise RulesError(f"native helper file '{s.path}' not found", s.loc)
                    if os.path.isdir(path):
                        raise RulesError(f"native helper file '{s.path}' is a directory", s.loc)
                elif not _module_exists(s.module):
                    raise RulesError(
                        f"native module '{s.module}' not found", _word_loc(s.loc, s.module or "")
                    )
                if _kw.iskeyword(s.alias):
                    raise RulesError(
                        f"native alias '{s.alias}' is a Python keyword", _word_loc(s.loc, s.alias)
                    )
                if (
                    s.alias in _generated_globals()
                    or s.alias.startswith(_GENERATED_PREFIXES)
                    or s.alias.endswith("Op")
                    or _MATCHER_LOCALS.fullmatch(s.alias)
                ):
                    raise RulesError(
                        f"native alias '{s.alias}' clashes with a name of the generated module",
                        _word_loc(s.loc, s.alias),
                    )
                m.natives[s.alias] = (s.module, path)
        for hook in (m.type_parser, m.attr_parser):
            if hook is not None:
                _check_hook_names(hook, m.natives)
        for s in stmts:
            if isinstance(s, EnumDef):
                self._enum(s)
        for s in stmts:
            if isinstance(s, ConstraintDef):
                if (
                    s.name in m.constraints
                    or s.name in BUILTIN_TYPES
                    or s.name in self.imported_constraints
                ):
                    raise RulesError(f"duplicate constraint name '{s.name}'", s.loc)
                tc = self.tconstraint(s.expr)
                m.constraints[s.name] = TypeConstraint(
                    tc.pred, s.desc or tc.desc, tc.buildable, func=f"_c_{s.name}", kind=tc.kind
                )
        seen: dict[str, Loc] = {}
        classes: dict[str, Op] = {}
        for s in stmts:
            if isinstance(s, OpDef):
                if not m.dialect:
                    raise RulesError("op declared before any 'dialect' declaration", s.loc)
                op = self._op(s)
                if op.name in seen or op.name in self.imported_ops:
                    raise RulesError(f"duplicate op '{op.name}'", s.loc)
                other = classes.get(op.class_name)
                if other is not None:
                    raise RulesError(
                        f"op '{op.name}' generates the same Python class "
                        f"'{op.class_name}' as op '{other.name}' (line {other.loc.line})",
                        s.loc,
                    )
                classes[op.class_name] = op
                seen[op.name] = s.loc
                m.ops.append(op)
            elif isinstance(s, RawBlock):
                m.raw.append(s)
        self._check_op_references(stmts, seen)

    def _check_op_references(self, stmts: list, seen: dict) -> None:
        """Ops named by HasParent / ParentOneOf / SingleBlockImplicitTerminator: an op of this
        dialect or of an imported file must be declared (other dialects load separately)."""
        known_dialects = {self.m.dialect} | {n.split(".", 1)[0] for n in self.imported_ops}
        for s in stmts:
            if not isinstance(s, OpDef):
                continue
            for t in s.traits:
                if t.name not in ("HasParent", "ParentOneOf", "SingleBlockImplicitTerminator"):
                    continue
                for a in t.args:
                    if "." not in a:
                        raise RulesError(
                            f"'{t.name}' expects full op names ('dialect.op'), found '{a}'", t.loc
                        )
                    if (
                        a.split(".", 1)[0] in known_dialects
                        and a not in seen
                        and a not in self.imported_ops
                    ):
                        raise RulesError(f"'{t.name}' names unknown op '{a}'", t.loc)

    # -- imports
    def _import(self, s: Import) -> None:
        p = os.path.abspath(os.path.join(os.path.dirname(self.apath), s.path))
        if p in self.stack:
            chain = " -> ".join(os.path.basename(x) for x in self.stack + (p,))
            raise RulesError(f"import cycle: {chain}", s.loc)
        if not os.path.exists(p):
            raise RulesError(f"imported file '{s.path}' not found", s.loc)
        if os.path.isdir(p):
            raise RulesError(f"imported file '{s.path}' is a directory", s.loc)
        sub = build_model(p, None, self.stack)
        self.m.imports.append(p)
        self.m.sources.extend(x for x in sub.sources if x not in self.m.sources)
        self.imported_constraints.update(sub.extern_constraints)
        self.imported_constraints.update(sub.constraints)
        self.imported_enums.update(sub.extern_enums)
        self.imported_enums.update(sub.enums)
        self.imported_ops.update(o.name for o in sub.ops)

    # -- enums
    def _enum(self, s: EnumDef) -> None:
        m = self.m
        if s.name in m.enums or s.name in BUILTIN_ATTRS:
            raise RulesError(f"duplicate enum name '{s.name}'", s.loc)
        if s.storage[0] == "int" and s.storage[1] not in _BUILTIN_ENUM_STORAGE:
            raise RulesError(
                f"enum storage must be one of {', '.join(_BUILTIN_ENUM_STORAGE)}, "
                f"not '{s.storage[1]}'",
                s.loc,
            )
        if s.storage[0] == "attr" and "." not in s.storage[1]:
            raise RulesError("enum attribute must be written 'dialect.mnemonic'", s.loc)
        names: set[str] = set()
        for c in s.cases:
            if c.name in names:
                raise RulesError(f"duplicate enum case '{c.name}'", c.loc)
            names.add(c.name)
        if not s.cases:
            raise RulesError(f"enum '{s.name}' has no cases", s.loc)
        m.enums[s.name] = Enum(s)

    # -- type constraints
    def tconstraint(self, e: CExpr) -> TypeConstraint:
        """Resolve a constraint expression; ``pred`` uses ``{t}`` for the type tested."""
        if e.kind == "or":
            parts = [self.tconstraint(a) for a in e.args]
            kinds = {p.kind for p in parts}
            return TypeConstraint(
                " or ".join(f"({p.pred})" if " and " in p.pred else p.pred for p in parts),
                " or ".join(p.desc for p in parts),
                kind=kinds.pop() if len(kinds) == 1 else None,
            )
        if e.kind == "pred":
            _compile(e.pred, "t")  # type: ignore[arg-type]
            # A predicate whose first conjunct tests the type's class (`type(t) is MemRefType
            # and ...`) gives the parser MLIR's parseType<CppType> check, as a builtin would.
            km = re.match(
                r"\s*(?:type\(t\) is (\w+)|isinstance\(t, (\w+)\))\s*(?:and\b|$)", e.pred.text
            )  # type: ignore[union-attr]
            kind = None
            if km:
                kind = (
                    f"type({{t}}) is {km.group(1)}"
                    if km.group(1)
                    else f"isinstance({{t}}, {km.group(2)})"
                )
            return TypeConstraint(
                f"(lambda t: {e.pred.text})({{t}})",
                e.desc,  # type: ignore[union-attr]
                kind=kind,
            )
        if e.kind == "int":
            raise RulesError(f"expected a type constraint, found '{e.name}'", e.loc)
        name = e.name
        named = self.m.constraints.get(name) or self.imported_constraints.get(name)
        if named is not None:
            if e.args:
                raise RulesError(f"constraint '{name}' takes no arguments", e.loc)
            return TypeConstraint(
                f"{named.func}({{t}})", named.desc, named.buildable, kind=named.kind
            )
        if name in BUILTIN_TYPES:
            if e.args:
                raise RulesError(f"constraint '{name}' takes no arguments", e.loc)
            pred, desc, build = BUILTIN_TYPES[name]
            return TypeConstraint(pred, desc, build, kind=_KINDS.get(name))
        fixed = _integer_of_width(e)
        if fixed is not None:
            return fixed
        if name in CONTAINERS:
            if len(e.args) != 1:
                raise RulesError(f"'{name}' takes one type constraint argument", e.loc)
            inner = self.tconstraint(e.args[0])
            pred, desc = CONTAINERS[name]
            ip = inner.pred.replace("{t}", "{t}.element_type")
            if " or " in ip:
                ip = f"({ip})"
            if ip == "True":
                return TypeConstraint(
                    pred.replace(" and {inner}", ""),
                    desc.format(desc=inner.desc),
                    kind=_KINDS.get(name),
                )
            return TypeConstraint(
                pred.replace("{inner}", ip), desc.format(desc=inner.desc), kind=_KINDS.get(name)
            )
        if name in ("Variadic", "Optional"):
            raise RulesError(f"'{name}' is only allowed at the top of an operand or result", e.loc)
        raise RulesError(f"unknown type constraint '{name}'", e.loc)

    # -- ops
    def _op(self, s: OpDef) -> Op:
        m = self.m
        name = s.name if "." in s.name else f"{m.dialect}.{s.name}"
        if name.split(".", 1)[0] != m.dialect:
            raise RulesError(f"op '{name}' is not in dialect '{m.dialect}'", s.loc)
        if "" in name.split("."):  # `t.`, `t..x`: no mnemonic, or an empty part of one
            raise RulesError(f"invalid op name '{name}'", _word_loc(s.loc.shifted(2), s.name))
        op = Op(name, s.loc)
        for t in s.traits:
            arity = KNOWN_TRAITS.get(t.name)
            if arity is None:
                raise RulesError(f"unknown trait '{t.name}'", t.loc)
            if arity == 0 and t.args:
                raise RulesError(f"trait '{t.name}' takes no arguments", t.loc)
            if arity != 0 and not t.args:
                raise RulesError(f"trait '{t.name}' needs arguments", t.loc)
            if arity > 0 and len(t.args) != arity:
                raise RulesError(f"trait '{t.name}' takes {arity} argument(s)", t.loc)
            if t.name in op.trait_args:
                raise RulesError(f"duplicate trait '{t.name}'", t.loc)
            if t.name == "MemoryEffects":
                for a in t.args:
                    if a not in MEMORY_EFFECTS:
                        raise RulesError(
                            f"unknown memory effect '{a}' (expected one of "
                            f"{', '.join(sorted(MEMORY_EFFECTS))})",
                            t.loc,
                        )
            op.trait_args[t.name] = t.args
            op.traits.append(t.name)
        seen_items: set[str] = set()
        names: dict[str, Loc] = {}

        def declare(n: str, loc: Loc) -> None:
            if n in names:
                raise RulesError(f"duplicate name '{n}' in op '{name}'", loc)
            if not re.fullmatch(r"[A-Za-z_]\w*", n):
                raise RulesError(f"invalid element name '{n}'", loc)
            for other in names:  # `in` and `in_` are both `in_` in the generated Python
                if py_name(other) == py_name(n):
                    raise RulesError(
                        f"name '{n}' clashes with '{other}' in op '{name}' (both are "
                        f"'{py_name(n)}' in the generated Python)",
                        loc,
                    )
            names[n] = loc

        for it in s.items:
            if it.key in seen_items:
                raise RulesError(f"duplicate '{it.key}' in op '{name}'", it.loc)
            seen_items.add(it.key)
            k = it.key
            if k == "summary":
                op.summary = it.value
            elif k == "description":
                op.description = it.value
            elif k in ("operands", "results"):
                coll = op.operands if k == "operands" else op.results
                for i, a in enumerate(it.value):
                    declare(a.name, a.loc)
                    c = a.constraint
                    variadic = optional = False
                    if c.kind == "ref" and c.name in ("Variadic", "Optional"):
                        if len(c.args) != 1:
                            raise RulesError(f"'{c.name}' takes one type constraint", c.loc)
                        variadic, optional = c.name == "Variadic", c.name == "Optional"
                        c = c.args[0]
                    o = Operand(a.name, self.tconstraint(c), variadic, optional, i, a.loc, k[:-1])
                    if a.infer is not None:
                        _compile(a.infer, "$")
                        o.infer = a.infer
                    coll.append(o)
            elif k == "attrs":
                for a in it.value:
                    declare(a.name, a.loc)
                    op.attrs.append(self._attr(a))
            elif k == "regions":
                for i, a in enumerate(it.value):
                    declare(a.name, a.loc)
                    c = a.constraint
                    sized = None
                    if c.name == "SizedRegion":
                        if len(c.args) != 1 or c.args[0].kind != "int" or _int(c.args[0].name) < 0:
                            raise RulesError("'SizedRegion' takes a block count", c.loc)
                        sized = _int(c.args[0].name)
                    elif c.name not in ("AnyRegion", "VariadicRegion"):
                        raise RulesError(f"unknown region constraint '{c.name}'", c.loc)
                    if op.regions and op.regions[-1].variadic:
                        raise RulesError("only the last region can be a 'VariadicRegion'", a.loc)
                    rg = Region_(a.name, sized, i, a.loc)
                    if c.name == "VariadicRegion":
                        rg.variadic = True
                        if c.args:
                            inner = c.args[0]
                            if (
                                len(c.args) != 1
                                or inner.name != "SizedRegion"
                                or len(inner.args) != 1
                                or inner.args[0].kind != "int"
                                or _int(inner.args[0].name) < 0
                            ):
                                raise RulesError(
                                    "'VariadicRegion' takes an optional SizedRegion<N>", c.loc
                                )
                            rg.sized = _int(inner.args[0].name)
                    if a.region_args is not None:
                        rg.args = []
                        for j, ra in enumerate(a.region_args):
                            declare(ra.name, ra.loc)  # also names an accessor
                            rc = ra.constraint
                            variadic = rc.kind == "ref" and rc.name == "Variadic"
                            if variadic:
                                if len(rc.args) != 1:
                                    raise RulesError("'Variadic' takes one type constraint", rc.loc)
                                if j != len(a.region_args) - 1:
                                    raise RulesError(
                                        "only the last region argument can be variadic", ra.loc
                                    )
                                rc = rc.args[0]
                            rg.args.append(
                                Operand(
                                    ra.name,
                                    self.tconstraint(rc),
                                    variadic,
                                    False,
                                    j,
                                    ra.loc,
                                    "region argument",
                                )
                            )
                    op.regions.append(rg)
            elif k == "interfaces":
                from ..ir.interfaces import INTERFACES

                for name, expr, eloc in it.value:
                    if name not in INTERFACES:
                        raise RulesError(
                            f"unknown op interface '{name}'" + _did_you_mean(name, INTERFACES),
                            eloc,
                        )
                    if name in op.interfaces:
                        raise RulesError(f"interface '{name}' is implemented twice", eloc)
                    if "$" in expr.text:
                        raise RulesError(
                            "an interface implementation names a class; '$' has no meaning here",
                            expr.loc,
                        )
                    _compile(expr, "$")
                    op.interfaces[name] = (expr, eloc)
            elif k == "successors":
                for i, a in enumerate(it.value):
                    declare(a.name, a.loc)
                    cn = a.constraint.name
                    if cn not in ("AnySuccessor", "VariadicSuccessor"):
                        raise RulesError(f"unknown successor constraint '{cn}'", a.constraint.loc)
                    op.successors.append(Successor(a.name, cn == "VariadicSuccessor", i, a.loc))
            elif k == "format":
                op.format = it.value
                op.format_loc = it.value_loc
            elif k in PY_EXPR_ITEMS:
                _compile(it.value, "$")
                setattr(op, k, it.value)
            elif k == "asm_names":
                if isinstance(it.value, PyExpr):
                    _compile(it.value, "$")
                elif len(it.value) != len(op.results) and op.results:
                    raise RulesError(
                        f"asm_names gives {len(it.value)} names for {len(op.results)} results",
                        it.loc,
                    )
                op.asm_names = it.value
            elif k == "default_dialect":
                op.default_dialect = it.value
        # TypesMatchWith<x, "summary">: `x`'s derived type (`= expr`) is checked as an invariant
        if "TypesMatchWith" in op.trait_args:
            x = op.trait_args["TypesMatchWith"][0]
            el = op.element(x)
            if not isinstance(el, Operand) or el.infer is None or not el.single:
                loc = next(t.loc for t in s.traits if t.name == "TypesMatchWith")
                raise RulesError(
                    f"'TypesMatchWith' names '{x}', which is no operand or result with a "
                    "derived type (`= expr`)",
                    loc,
                )
        # trait arguments naming elements
        for tn in ("AllTypesMatch",):
            for a in op.trait_args.get(tn, ()):
                if op.element(a) is None or isinstance(op.element(a), (Attr, Region_, Successor)):
                    loc = next(t.loc for t in s.traits if t.name == tn)
                    raise RulesError(f"'{tn}' names unknown operand or result '{a}'", loc)
        # $name references in snippets
        for snip in (
            op.verify,
            op.verify_regions,
            op.verify_symbol_uses,
            op.fold,
            op.parser,
            op.printer,
            op.canonicalize,
            op.asm_names if isinstance(op.asm_names, PyExpr) else None,
            *[r.infer for r in op.results],
            *[o.infer for o in op.operands],
        ):
            if snip is None:
                continue
            for mm in re.finditer(r"\$(\w+)", snip.text):
                if op.element(mm.group(1)) is None:
                    raise RulesError(
                        f"'${mm.group(1)}' is not an element of op '{name}'",
                        snip.loc.advanced(snip.text, mm.start()),
                    )
        # a type inference names elements with `$`: a bare name is a Python one (undefined)
        for snip in (*[r.infer for r in op.results], *[o.infer for o in op.operands]):
            if snip is not None:
                _check_bare_element_names(snip, op)
        if op.operand_segments() and "AttrSizedOperandSegments" not in op.trait_args:
            op.traits.append("AttrSizedOperandSegments")
            op.trait_args["AttrSizedOperandSegments"] = []
        if op.result_segments() and "AttrSizedResultSegments" not in op.trait_args:
            op.traits.append("AttrSizedResultSegments")
            op.trait_args["AttrSizedResultSegments"] = []
        if op.printer is not None or op.parser is not None:
            if op.parser is None or op.printer is None:
                raise RulesError(
                    "an op with a custom 'parser' needs a 'printer' too (and back)", s.loc
                )
            if op.format is not None:
                raise RulesError(
                    "an op has either a 'format' or a custom 'parser'/'printer'", s.loc
                )
        if op.format is not None:
            from .format import analyze_format

            op.fmt = analyze_format(op, op.format, op.format_loc, self.m)  # type: ignore[arg-type]
        return op

    def _attr(self, a: Any) -> Attr:
        m = self.m
        at = Attr(a.name, a.loc)
        at.optional = a.optional
        cname = a.constraint.name
        at.cname = cname
        enum = m.enums.get(cname) or self.imported_enums.get(cname)
        if enum is not None:
            at.enum = enum
            at.kind = "enum"
            at.pred = f"a in _E_{cname}_VALUE"
            vals = ", ".join(n for n, _, _ in enum.cases)
            at.desc = enum.desc or f"allowed {cname} values: {vals}"
            at.type_expr = None
            at.py_class = "IntegerAttr" if enum.int_type is not None else None
        elif cname in BUILTIN_ATTRS:
            at.pred, at.desc, at.kind, at.type_expr = BUILTIN_ATTRS[cname]
            km = re.match(r"type\(a\) is (\w+)(?: and |$)", at.pred)
            at.py_class = km.group(1) if km else None
        else:
            raise RulesError(f"unknown attribute constraint '{cname}'", a.constraint.loc)
        if a.default is not None:
            # `name?: C = v` is MLIR's DefaultValuedOptionalAttr: never materialized, elided
            # from attr-dict when equal to `v`, and the accessor returns `v` when absent
            kind, v = a.default
            if kind == "native":  # `= h.NAME`: the attribute a native helper defines
                alias = v.split(".", 1)[0]
                if alias not in m.natives:
                    raise RulesError(f"unknown native alias '{alias}' in default '{v}'", a.loc)
                at.default_expr = at.default = v
            elif at.enum is not None:
                if kind != "id" or at.enum.case_value(v) is None:
                    raise RulesError(f"default '{v}' is not a case of enum '{cname}'", a.loc)
                at.default = v
                tbl = (
                    "attr" if at.enum.bits and at.enum.int_type is None else "by_value.__getitem__"
                )
                at.default_expr = f"_E_{cname}.{tbl}({at.enum.case_value(v)})"
            elif at.kind == "typed" and at.type_expr is not None:
                if cname == "BoolAttr":
                    if kind != "id" or v not in ("true", "false"):
                        raise RulesError("a BoolAttr default is 'true' or 'false'", a.loc)
                    at.default_expr = f"IntegerAttr.get(_T_i1, {1 if v == 'true' else 0})"
                elif cname.startswith("F"):
                    if kind != "int":
                        raise RulesError("expected a number as default", a.loc)
                    at.default_expr = f"FloatAttr.get({at.type_expr}, {v})"
                else:
                    if kind != "int":
                        raise RulesError("expected an integer default", a.loc)
                    at.default_expr = f"IntegerAttr.get({at.type_expr}, {v})"
                at.default = v
            elif at.kind in ("string", "symname") and kind == "str":
                at.default_expr = f"StringAttr.get({v!r})"
                at.default = v
            else:
                raise RulesError(f"attributes of '{cname}' cannot have a default", a.loc)
        return at


# ---------------------------------------------------------------- snippets


def _subst_dollar(text: str, fn: Any) -> str:
    return re.sub(r"\$(\w+)", lambda mm: fn(mm.group(1)), text)


def _check_hook_names(hook: PyExpr, natives: dict) -> None:
    """A dialect hook is evaluated when the generated module is imported: the names it
    uses there (outside a ``lambda``) must be ``native`` aliases or builtins, and a
    function it takes from a native helper must be in that helper's source."""
    import ast
    import builtins

    from .format import _native_source

    lines = hook.text.split("\n")

    def at(node: Any, byte_col: int) -> Loc:  # ast columns count UTF-8 bytes
        line = lines[node.lineno - 1]
        col = len(line.encode()[:byte_col].decode("utf-8", "ignore"))
        return hook.loc.advanced(hook.text, sum(len(x) + 1 for x in lines[: node.lineno - 1]) + col)

    stack: list[ast.AST] = [ast.parse(hook.text, mode="eval")]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, ast.Name) and node.id not in natives and not hasattr(builtins, node.id):
            raise RulesError(
                f"unknown name '{node.id}' in dialect hook (not a 'native' alias)",
                at(node, node.col_offset),
            )
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in natives
        ):
            module, path = natives[node.value.id]
            src = _native_source(module, path)
            if src is not None and not re.search(rf"\b{node.attr}\b", src):
                raise RulesError(
                    f"native helper '{node.value.id}' ({module or path}) defines no '{node.attr}'",
                    at(node, (node.end_col_offset or 0) - len(node.attr.encode())),
                )
        stack.extend(ast.iter_child_nodes(node))


def _check_bare_element_names(e: PyExpr, op: Op) -> None:
    """Reject a bare name in a type-inference snippet that names one of ``op``'s elements
    (``type(x)`` for ``$x.type``): the generated code has no such Python name."""
    import ast

    masked = re.sub(r"\$\w+", lambda mm: "_" * len(mm.group(0)), e.text)
    try:
        tree = ast.parse(masked, mode="eval")
    except SyntaxError:
        return
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and op.element(node.id) is not None:
            off = sum(len(x) + 1 for x in masked.split("\n")[: node.lineno - 1]) + node.col_offset
            raise RulesError(
                f"'{node.id}' is not defined in a type inference: write '${node.id}' for "
                f"the element (its type: '${node.id}.type')",
                e.loc.advanced(e.text, off),
            )


def _compile(e: PyExpr, mode: str) -> None:
    """Check that a snippet is a Python expression (``$x`` counts as a name)."""
    text = _subst_dollar(e.text, lambda n: "_d_" + n)
    try:
        compile(text, str(e.loc), "eval")
    except SyntaxError as err:
        # the snippet may span lines (inside brackets): point at the line Python names
        lines = e.text.split("\n")
        row = min(max(err.lineno or 1, 1), len(lines)) - 1
        col = min((err.offset or 1) - 1, len(_subst_dollar(lines[row], lambda n: "_d_" + n)))
        # map the column back through the $-substitutions before it
        shift = 0
        for mm in re.finditer(r"\$(\w+)", lines[row]):
            if mm.start() + shift + 3 <= col:
                shift += 2
        col = min(max(0, col - shift), len(lines[row]))
        at = e.loc.advanced(e.text, sum(len(x) + 1 for x in lines[:row]) + col)
        msg = re.sub(r" \(detected at line \d+\)", "", err.msg)
        raise RulesError(f"invalid Python expression: {msg}", at) from None


def _canonicalizer(d: Dialect, path: str, own_rulesets: set[str]) -> dict[str, Any]:
    """The dialect block's canonicalization sources, checked: ``{"rulesets": [(.rules path
    relative to this file's directory, as ``gen.loader.rules_relative`` names it, ruleset)],
    "patterns": ["module:attr"], "folders": ["module:attr"], "materializer": "module:attr"
    or None}`` (empty when the block names none).

    ``canonicalize RULESET`` names a ruleset of this file (``own_rulesets``);
    ``canonicalize FILE RULESET`` one of ``FILE``, relative to this ``.rules`` file, which
    must exist and declare it (its syntax is read, nothing more). Dotted names are split at
    their last dot (module, attribute) and are imported only when ``canonicalize`` first
    runs."""
    out: dict[str, Any] = {"rulesets": [], "patterns": [], "folders": [], "materializer": None}
    if not d.canonicalizer:
        return {}
    for entry in d.canonicalizer:
        kind = entry.kind
        if kind == "canonicalize":
            if entry.file is None:
                f, names, where = path, own_rulesets, "this file"
            else:
                f = os.path.join(os.path.dirname(os.path.abspath(path)), entry.file)
                if not os.path.isfile(f):
                    raise RulesError(
                        f"canonicalize: no rules file '{entry.file}' next to this one",
                        _word_loc(entry.loc, '"'),
                    )
                names, where = _ruleset_names(f), f"'{entry.file}'"
            if entry.name not in names:
                raise RulesError(
                    f"canonicalize: no ruleset '{entry.name}' in {where}"
                    + _did_you_mean(entry.name, names),
                    entry.name_loc,
                )
            out["rulesets"].append((rules_relative(f, path), entry.name))
            continue
        mod, _, attr = entry.name.rpartition(".")
        ref = f"{mod}:{attr}"
        if kind == "materializer":
            if out["materializer"] is not None:
                raise RulesError("a dialect names one constant materializer", entry.loc)
            out["materializer"] = ref
        else:
            out["patterns" if kind == "canonicalize_patterns" else "folders"].append(ref)
    return out


_RULESET_DECL = re.compile(r"(?m)^[ \t]*ruleset[ \t]+([A-Za-z_][A-Za-z0-9_]*)")


def _ruleset_names(path: str) -> set[str]:
    """The rulesets ``path`` declares: the names after a ``ruleset`` that starts a line
    (a scan, not a parse -- parsing a file of rules costs seconds; the file reports its own
    mistakes when it is generated)."""
    try:
        with open(path, encoding="utf-8") as f:
            source = f.read()
    except (OSError, ValueError) as e:
        raise RulesError(f"cannot read '{path}': {e}") from None
    return set(_RULESET_DECL.findall(source))


def successor_groups(op: Op) -> dict[str, Any]:
    """Successor name -> the operand group it passes (MLIR's naming: ``dest`` passes
    ``destOperands``, ``trueDest`` ``trueDestOperands``, ``defaultDestination``
    ``defaultOperands``, ``caseDestinations`` ``caseOperands``); a successor with no such
    group passes none."""
    by_name = {o.name: o for o in op.operands if o.variadic}
    out = {}
    for s in op.successors:
        stem = re.sub(r"Destinations?$", "", s.name)
        for cand in (s.name + "Operands", stem + "Operands"):
            g = by_name.get(cand)
            if g is not None:
                out[s.name] = g
                break
    return out


def _did_you_mean(name: str, choices: Any) -> str:
    """``" (did you mean 'x'?)"`` for the closest of ``choices``, or ``""``."""
    import difflib

    close = difflib.get_close_matches(name, sorted(choices), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""
